"""Names of values in words, in the reader's language: suits, ranks, cards,
categories, pots, betting rounds, structures, tie readings, odd-chip rules and
the presets.

Enum values are identifiers; the text a reader sees comes from here, through
the ``americana`` catalog (see :mod:`americana.text.i18n`). Every function takes an
optional ``lang`` (``"en"``, ``"pl"``, ``"ru"``, ``"es"``).
"""

from __future__ import annotations

from dataclasses import fields
from typing import Protocol

from americana.cards import Card, Suit
from americana.hands.ranking import Category
from americana.play.pots import OddChip
from americana.rules.draw_variants import DRAW_VARIANTS, DrawVariant
from americana.rules.variants import (
    VARIANTS,
    FirstToActTie,
    ShowdownTie,
    Structure,
    Variant,
)
from americana.text.i18n import format_chips, format_number, translations

__all__ = [
    "card_name",
    "category_name",
    "odd_chip_name",
    "pot_name",
    "preset_fact",
    "preset_name",
    "raises_text",
    "rank_name",
    "round_name",
    "structure_name",
    "suit_name",
    "tie_reading",
    "yes_no",
]


def suit_name(suit: Suit, lang: str | None = None) -> str:
    """The suit's name, capitalised: "Hearts", "Kier", "Червы", "Corazones".

    Example:
        >>> from americana.cards import Suit
        >>> suit_name(Suit.HEARTS, "pl"), suit_name(Suit.SPADES, "ru")
        ('Kier', 'Пики')
    """
    t = translations(lang)
    return {
        Suit.CLUBS: t.pgettext("suit", "Clubs"),
        Suit.DIAMONDS: t.pgettext("suit", "Diamonds"),
        Suit.HEARTS: t.pgettext("suit", "Hearts"),
        Suit.SPADES: t.pgettext("suit", "Spades"),
    }[suit]


def rank_name(rank: int, lang: str | None = None) -> str:
    """The rank's name in lower case: "ace", "as", "туз", "as"; 2..14."""
    t = translations(lang)
    names = {
        2: t.pgettext("rank", "two"),
        3: t.pgettext("rank", "three"),
        4: t.pgettext("rank", "four"),
        5: t.pgettext("rank", "five"),
        6: t.pgettext("rank", "six"),
        7: t.pgettext("rank", "seven"),
        8: t.pgettext("rank", "eight"),
        9: t.pgettext("rank", "nine"),
        10: t.pgettext("rank", "ten"),
        11: t.pgettext("rank", "jack"),
        12: t.pgettext("rank", "queen"),
        13: t.pgettext("rank", "king"),
        14: t.pgettext("rank", "ace"),
    }
    return names[rank]


def card_name(card: Card, lang: str | None = None) -> str:
    """The card's name: "ten of hearts", "dziesiątka kier", "десятка червей".

    The joker (rule E8) is "joker".

    Example:
        >>> from americana.cards import parse_card
        >>> card_name(parse_card("10H"), "en"), card_name(parse_card("10H"), "pl")
        ('ten of hearts', 'dziesiątka kier')
        >>> card_name(parse_card("AH"), "es")
        'as de corazones'
    """
    t = translations(lang)
    if card.is_joker:
        return t.pgettext("card name", "joker")
    suit_in_card = {
        Suit.CLUBS: t.pgettext("suit in a card name", "clubs"),
        Suit.DIAMONDS: t.pgettext("suit in a card name", "diamonds"),
        Suit.HEARTS: t.pgettext("suit in a card name", "hearts"),
        Suit.SPADES: t.pgettext("suit in a card name", "spades"),
    }[card.suit]
    return t.pgettext("card name", "{rank} of {suit}").format(
        rank=rank_name(card.rank, lang), suit=suit_in_card
    )


def category_name(category: Category, lang: str | None = None) -> str:
    """The category's name, capitalised: "Flush", "Kolor", "Флеш", "Color".

    Five of a kind exists only with a joker (rule E8).

    Example:
        >>> from americana.hands.categories import Category
        >>> category_name(Category.FLUSH, "es"), category_name(Category.FLUSH, "ru")
        ('Color', 'Флеш')
    """
    t = translations(lang)
    return {
        Category.FIVE_OF_A_KIND: t.pgettext("category", "Five of a kind"),
        Category.STRAIGHT_FLUSH: t.pgettext("category", "Straight flush"),
        Category.FOUR_OF_A_KIND: t.pgettext("category", "Four of a kind"),
        Category.FLUSH: t.pgettext("category", "Flush"),
        Category.FULL_HOUSE: t.pgettext("category", "Full house"),
        Category.STRAIGHT: t.pgettext("category", "Straight"),
        Category.THREE_OF_A_KIND: t.pgettext("category", "Three of a kind"),
        Category.TWO_PAIR: t.pgettext("category", "Two pair"),
        Category.ONE_PAIR: t.pgettext("category", "One pair"),
        Category.HIGH_CARD: t.pgettext("category", "High card"),
    }[category]


def structure_name(structure: Structure, lang: str | None = None) -> str:
    """ "Fixed limit", "Pot limit" or "No limit" (rule A8, A9)."""
    t = translations(lang)
    return {
        Structure.FIXED_LIMIT: t.pgettext("structure", "Fixed limit"),
        Structure.POT_LIMIT: t.pgettext("structure", "Pot limit"),
        Structure.NO_LIMIT: t.pgettext("structure", "No limit"),
    }[structure]


def raises_text(raises: int | None, lang: str | None = None) -> str:
    """The number of raises allowed in the first round: "1", "any number"."""
    if raises is None:
        return translations(lang).pgettext("reader", "any number")
    return format_number(raises, lang)


def tie_reading(tie: ShowdownTie, lang: str | None = None) -> str:
    """What decides between equal hands at the showdown (rule B3, B4)."""
    t = translations(lang)
    return {
        ShowdownTie.SPLIT: t.pgettext(
            "tie reading", "Kickers count; equal hands split the pot (B4)"
        ),
        ShowdownTie.KICKER_RANK_THEN_SUIT: t.pgettext(
            "tie reading", "The kicker's rank first, then its suit (B3)"
        ),
        ShowdownTie.SUIT_OF_KICKER: t.pgettext(
            "tie reading", "The kicker's suit first, then its rank (B3)"
        ),
    }[tie]


def odd_chip_name(policy: OddChip, lang: str | None = None) -> str:
    """Where the odd chip of a split pot goes (rule A13, D8)."""
    t = translations(lang)
    return {
        OddChip.LEFT_OF_BUTTON: t.pgettext(
            "odd chip", "To the first winner left of the dealer (A13)"
        ),
        OddChip.CARRY: t.pgettext(
            "odd chip", "Stays in the middle for the next pot (D8)"
        ),
        OddChip.SEAT_ORDER: t.pgettext("odd chip", "To the winners by seat number"),
    }[policy]


def yes_no(value: bool, lang: str | None = None) -> str:
    """ "yes" or "no", for a setting that is on or off."""
    t = translations(lang)
    return t.pgettext("reader", "yes") if value else t.pgettext("reader", "no")


def round_name(n: int, lang: str | None = None) -> str:
    """ "Round 2": a betting round, 1 to 4 (rule A4)."""
    return translations(lang).pgettext("reader", "Round {n}").format(n=n)


def pot_name(index: int, lang: str | None = None) -> str:
    """ "Main pot" for ``0``, "Side pot 1" for ``1``, and so on.

    Example:
        >>> pot_name(0, "pl"), pot_name(2, "en")
        ('Pula główna', 'Side pot 2')
    """
    t = translations(lang)
    if index == 0:
        return t.pgettext("pot", "Main pot")
    return t.pgettext("pot", "Side pot {n}").format(n=index)


class _Named(Protocol):
    @property
    def name(self) -> str: ...


def preset_name(preset: str | _Named, lang: str | None = None) -> str:
    """A preset's name in words: "Americana, Polish rules" for ``"americana-pl"``.

    ``preset`` is a preset's code name (a key of
    :data:`~americana.rules.variants.VARIANTS` or
    :data:`~americana.rules.draw_variants.DRAW_VARIANTS`) or a variant; a
    name that is not a preset's (a reader's own ``replace(...)``) is
    returned as given.

    Example:
        >>> preset_name("americana-pl", "pl"), preset_name("jackpots", "ru")
        ('Americana, reguły polskie', 'Джекпоты')
        >>> preset_name("my-variant", "en")
        'my-variant'
    """
    name = preset if isinstance(preset, str) else preset.name
    t = translations(lang)
    words = {
        # Americana (rule A), one preset per source text (000, 001, 002).
        "americana-pl": t.pgettext("preset", "Americana, Polish rules"),
        "americana-ru": t.pgettext("preset", "Americana, Russian rules"),
        "americana-es": t.pgettext("preset", "Americana, Spanish rules"),
        # Classic draw poker (rule D, source 003) and five-card draw (E, 004).
        "classic-pl": t.pgettext("preset", "Classic draw poker, Polish rules"),
        "five-card-draw": t.pgettext("preset", "Five-card draw"),
        "jackpots": t.pgettext("preset", "Jackpots"),
        "jackpots-joker-wild": t.pgettext("preset", "Jackpots, joker wild"),
        "jackpots-joker-bug": t.pgettext("preset", "Jackpots, joker as the bug"),
    }
    return words.get(name, name)


#: The settings :func:`preset_fact` says in words.
PRESET_FACTS = (
    "name",
    "structure",
    "bets",
    "ante",
    "raise_cap",
    "first_round_raises",
    "showdown_tie",
    "first_to_act_tie",
    "odd_chip",
    "automatic_bring_in",
    "suit_order",
    "deck",
    "draw_limit",
    "openers",
    "players",
)


#: Groups of presets that :func:`preset_fact` may name at once.
_GROUPS = {"americana": ("americana-pl", "americana-ru", "americana-es")}


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _preset(name: str) -> Variant | DrawVariant:
    if name in VARIANTS:
        return VARIANTS[name]
    if name in DRAW_VARIANTS:
        return DRAW_VARIANTS[name]
    raise ValueError(f"no preset {name!r}")


def preset_fact(
    preset: str, fact: str, lang: str | None = None, players: int | None = None
) -> str:
    """One setting of a preset as a phrase for a sentence, in ``lang``.

    The book's pages state the presets' settings through this function (the
    ``{preset}`` role of book/_ext/americana_presets.py), so the words follow
    the engine's values. A phrase is a noun phrase in the nominative, lower
    case: "fixed limit", "2 and 4 chips", "44 cards".

    ``preset`` is a preset's code name, or ``"americana"`` for a setting all
    three Americana presets share, or names joined by ``+``
    (``"americana-pl+americana-es"``) for a setting those presets share: if
    they differ, ``ValueError``, so a page that says "all three presets" is
    corrected when one changes.

    ``fact`` is one of :data:`PRESET_FACTS`:

    * ``name``: the preset's name in words (:func:`preset_name`);
    * ``structure``: "fixed limit", "pot limit" or "no limit" (A8, A9, D5, E3);
    * ``bets``: the two bet sizes in chips, "2 and 4 chips" (Americana: the
      bring-in and twice it, A8; draw: before and after the draw, E3);
    * ``ante``: chips, "1 chip" (A2, D4, E2);
    * ``raise_cap``, ``first_round_raises``: "3 raises", "any number of
      raises" (A8, A9);
    * ``showdown_tie``: what decides between equal hands (B3, B4);
    * ``first_to_act_tie``: who opens rounds 2-4 between equal visible hands
      (A7);
    * ``odd_chip``: where the odd chip of a split pot goes (A13, D8);
    * ``automatic_bring_in``, ``openers``: "yes" or "no" (A6, E7);
    * ``suit_order``: the suits, highest first, "hearts, diamonds, clubs,
      spades" (C);
    * ``deck``: the cards in the deck for ``players`` players, "44 cards"
      (D1, E1);
    * ``draw_limit``: the most cards a player may draw, "4 cards" (D6, E4);
    * ``players``: fewest to most players, "2-6" (A1, D1, E1).

    Raises:
        ValueError: ``preset`` is no preset's code name (nor a group whose
            presets agree on ``fact``), ``fact`` is not in
            :data:`PRESET_FACTS` or does not apply to the preset (``bets`` of
            an Americana preset is its bring-in and twice it; ``deck``,
            ``draw_limit`` and ``openers`` are draw poker's), or ``deck``
            without ``players``.

    Example:
        >>> preset_fact("americana-pl", "structure", "pl")
        'stały limit'
        >>> preset_fact("classic-pl", "deck", "en", players=3)
        '36 cards'
    """
    group = _GROUPS.get(preset) or (tuple(preset.split("+")) if "+" in preset else ())
    if group:
        phrases = {preset_fact(name, fact, lang, players) for name in group}
        if len(phrases) != 1:
            raise ValueError(f"the presets of {preset!r} differ in {fact!r}")
        return phrases.pop()
    variant = _preset(preset)
    t = translations(lang)

    def cards(n: int) -> str:
        return t.npgettext("preset fact", "{n} card", "{n} cards", n).format(
            n=format_number(n, lang)
        )

    def raises(n: int | None) -> str:
        if n is None:
            return t.pgettext("preset fact", "any number of raises")
        return t.npgettext("preset fact", "{n} raise", "{n} raises", n).format(
            n=format_number(n, lang)
        )

    if fact == "name":
        return preset_name(preset, lang)
    if fact == "structure":
        return _lower_first(structure_name(variant.structure, lang))
    # A fact applies where the preset has the setting: ask its fields, not
    # its class (tests/test_no_game_checks.py); getattr reads that setting.
    settings = {f.name for f in fields(variant)}
    if fact == "bets":
        small, big = variant.bet_sizes
        return t.npgettext(
            "preset fact", "{small} and {big} chip", "{small} and {big} chips", big
        ).format(small=format_number(small, lang), big=format_number(big, lang))
    if fact == "ante":
        return format_chips(variant.ante, lang)
    if fact == "raise_cap":
        return raises(variant.raise_cap)
    if fact == "first_round_raises" and fact in settings:
        return raises(getattr(variant, fact))
    if fact == "showdown_tie" and fact in settings:
        return _lower_first(tie_reading(getattr(variant, fact), lang))
    if fact == "odd_chip":
        return _lower_first(odd_chip_name(variant.odd_chip, lang))
    if fact == "first_to_act_tie" and fact in settings:
        if getattr(variant, fact) is FirstToActTie.SUIT_OF_HIGHEST_CARD:
            words = t.pgettext("setting", "The suit of the highest card decides (A7)")
        else:
            words = t.pgettext("setting", "The player nearest the dealer's left (A7)")
        return _lower_first(words)
    if fact == "automatic_bring_in" and fact in settings:
        return yes_no(getattr(variant, fact), lang)
    if fact == "suit_order" and fact in settings:
        return ", ".join(suit_name(s, lang).lower() for s in getattr(variant, fact))
    if fact == "players":
        return f"{format_number(variant.min_players, lang)}–" + format_number(
            variant.max_players, lang
        )
    if "draw_limit" in settings:  # draw poker's deck follows the players (D1)
        if fact == "deck":
            if players is None:
                raise ValueError("deck needs players")
            return cards(variant.deck_size_for(players))
        if fact == "draw_limit":
            return cards(getattr(variant, fact))
        if fact == "openers":
            return yes_no(getattr(variant, fact), lang)
    raise ValueError(f"no fact {fact!r} of preset {preset!r}")
