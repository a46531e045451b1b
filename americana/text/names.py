"""Names of values in words, in the reader's language: suits, ranks, cards,
categories, pots, betting rounds, structures, tie readings, odd-chip rules and
the presets.

Enum values are identifiers; the text a reader sees comes from here, through
the ``americana`` catalog (see :mod:`americana.text.i18n`). Every function takes an
optional ``lang`` (``"en"``, ``"pl"``, ``"ru"``, ``"es"``).
"""

from __future__ import annotations

from typing import Protocol

from americana.cards import Card, Suit
from americana.hands.ranking import Category
from americana.play.pots import OddChip
from americana.rules.variants import ShowdownTie, Structure
from americana.text.i18n import format_number, translations

__all__ = [
    "card_name",
    "category_name",
    "odd_chip_name",
    "pot_name",
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
