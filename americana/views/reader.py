"""Values shown to readers: card pictures, small tables and sentences.

The book's code cells end with one of these instead of a Python value, so
that a learner never sees a repr (a tuple, a dict, an enum member, an
exception): the cards drawn as in the rest of the book, a table with headers
in the reader's language, or a sentence. Every function takes an optional
``lang`` (``"en"``, ``"pl"``, ``"ru"``, ``"es"``); the text comes from the
``americana`` catalog (context ``"reader"``). Views only: the values come
from the engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape

from babel.lists import format_list

from americana.cards import Card, deck_ranks, parse_cards
from americana.hands.evaluation import evaluate
from americana.hands.ranking import CLASSIC_BUG, CLASSIC_WILD, Category
from americana.play.pots import OddChip, Pot
from americana.rules.variants import ShowdownTie, Structure
from americana.text.describe import pot_name
from americana.text.i18n import format_chips, format_number, get_language, translations
from americana.text.names import card_html, category_name, rank_name
from americana.text.player_names import player_name
from americana.views.html import Html, html_table, text_table

__all__ = [
    "Html",
    "cards_html",
    "deck_html",
    "hands_table",
    "joker_hands_table",
    "lowest_card_table",
    "muck_sentence",
    "odd_chip_name",
    "pots_table",
    "raises_text",
    "rarity_ties_table",
    "round_name",
    "stacks_table",
    "structure_name",
    "structures_table",
    "tie_reading",
    "ties_table",
    "unchanged_sentence",
    "winner_sentence",
    "yes_no",
]


def cards_html(cards: Iterable[Card] | str, lang: str | None = None) -> Html:
    """The cards drawn in a row, each named in ``lang`` for screen readers.

    ``cards`` may be a string the engine reads (``"10H 9s qd"``); a bad card
    raises :class:`~americana.errors.CardError`.
    """
    if isinstance(cards, str):
        cards = parse_cards(cards)
    faces = "".join(card_html(card, lang) for card in cards)
    return Html(f'<span style="display:inline-block;line-height:2">{faces}</span>')


def deck_html(deck: Sequence[Card], lang: str | None = None) -> Html:
    """ "The deck has 32 cards:" and the cards drawn, in order."""
    t = translations(lang)
    sentence = t.npgettext(
        "reader", "The deck has {n} card:", "The deck has {n} cards:", len(deck)
    ).format(n=format_number(len(deck), lang))
    return Html(f"<p>{escape(sentence)}</p><p>{cards_html(deck, lang)}</p>")


def lowest_card_table(sizes: Iterable[int], lang: str | None = None) -> Html:
    """Per deck size (rule A1, D1), the lowest rank left in the deck."""
    t = translations(lang)
    rows = [
        [format_number(size, lang), escape(rank_name(deck_ranks(size)[0], lang))]
        for size in sizes
    ]
    header = [
        escape(t.gettext("Cards in the deck")),
        escape(t.pgettext("reader", "Lowest card")),
    ]
    return html_table(header, rows)


def hands_table(hands: Sequence[str], lang: str | None = None) -> Html:
    """Each hand (a string of five cards) drawn, with its category (B1)."""
    t = translations(lang)
    rows = [
        [cards_html(hand, lang), escape(category_name(evaluate(hand).category, lang))]
        for hand in hands
    ]
    header = [
        escape(t.pgettext("reader", "Hand")),
        escape(t.pgettext("reader", "Category")),
    ]
    return html_table(header, rows)


def winner_sentence(first: str, second: str, lang: str | None = None) -> str:
    """Which of two five-card hands wins under Americana's ranking (B1, B2)."""
    t = translations(lang)
    a, b = evaluate(first), evaluate(second)
    if a > b:
        return t.pgettext("reader", "The first hand wins.")
    if b > a:
        return t.pgettext("reader", "The second hand wins.")
    return t.pgettext("reader", "The two hands are equal.")


def unchanged_sentence(unchanged: bool, lang: str | None = None) -> str:
    """Whether a refused action left the hand as it was (it always should)."""
    t = translations(lang)
    if unchanged:
        return t.pgettext(
            "reader", "The refusal changed nothing: the hand is as it was."
        )
    return t.pgettext("reader", "The refusal changed the hand.")


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


def muck_sentence(
    seat: int,
    can_muck: bool,
    names: Mapping[int, str] | None = None,
    lang: str | None = None,
) -> str:
    """Whether the player may muck (throw away the hand unseen) or must show."""
    t = translations(lang)
    name = player_name(seat, names, lang)
    if can_muck:
        return t.pgettext("reader", "{player} may muck without showing.").format(
            player=name
        )
    return t.pgettext("reader", "{player} must show.").format(player=name)


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


def _names(seats: Iterable[int], names: Mapping[int, str] | None, lang: str) -> str:
    return format_list([player_name(s, names, lang) for s in seats], locale=lang)


def pots_table(
    pots: Sequence[Pot], names: Mapping[int, str] | None = None, lang: str | None = None
) -> Html:
    """The main pot and the side pots: chips, and who may win each (A12)."""
    lang = lang or get_language()
    t = translations(lang)
    header = [
        escape(t.pgettext("reader", "Pot")),
        escape(t.pgettext("reader", "Chips")),
        escape(t.pgettext("reader", "Who can win it")),
    ]
    rows = [
        [
            escape(pot_name(index, lang)),
            escape(format_chips(pot.amount, lang)),
            escape(_names(pot.eligible, names, lang)),
        ]
        for index, pot in enumerate(pots)
    ]
    return html_table(header, rows)


def stacks_table(
    stacks: Mapping[int, int] | Sequence[int],
    names: Mapping[int, str] | None = None,
    lang: str | None = None,
) -> Html:
    """Each player's chips (seat -> chips), e.g. at the end of a hand."""
    t = translations(lang)
    header = [
        escape(t.pgettext("reader", "Player")),
        escape(t.pgettext("reader", "Chips")),
    ]
    rows = [
        [escape(player_name(seat, names, lang)), escape(format_chips(chips, lang))]
        for seat, chips in (
            stacks.items() if isinstance(stacks, Mapping) else enumerate(stacks)
        )
    ]
    return html_table(header, rows)


def structures_table(
    rows: Iterable[tuple[Structure, int | None, str, str]], lang: str | None = None
) -> Html:
    """Per betting structure and first-round raise cap: who acts and may do what.

    Each row is (structure, raises allowed in the first round or ``None`` for
    any number, the player to act, the text of the legal actions).
    """
    t = translations(lang)
    header = [
        t.pgettext("reader", "Betting"),
        t.pgettext("reader", "Raises in the first round"),
        t.pgettext("reader", "To act"),
        t.pgettext("reader", "May"),
    ]
    return text_table(
        header,
        [
            [structure_name(s, lang), raises_text(r, lang), player, actions]
            for s, r, player, actions in rows
        ],
    )


def ties_table(
    winners: Mapping[ShowdownTie, int | None],
    names: Mapping[int, str] | None = None,
    lang: str | None = None,
) -> Html:
    """Per reading of equal hands (B3, B4), the winner's seat or ``None``: a split."""
    t = translations(lang)
    header = [
        t.pgettext("reader", "Equal hands"),
        t.pgettext("reader", "Winner"),
    ]
    rows = [
        [
            tie_reading(tie, lang),
            t.pgettext("explorer", "Split pot")
            if seat is None
            else player_name(seat, names, lang),
        ]
        for tie, seat in winners.items()
    ]
    return text_table(header, rows)


def yes_no(value: bool, lang: str | None = None) -> str:
    """ "yes" or "no", for a setting that is on or off."""
    t = translations(lang)
    return t.pgettext("reader", "yes") if value else t.pgettext("reader", "no")


def joker_hands_table(hands: Sequence[str], lang: str | None = None) -> Html:
    """Each hand with a joker drawn, with its category when the joker is wild
    and when it is the bug (rule E8)."""
    t = translations(lang)
    rows = [
        [
            cards_html(hand, lang),
            escape(category_name(evaluate(hand, CLASSIC_WILD).category, lang)),
            escape(category_name(evaluate(hand, CLASSIC_BUG).category, lang)),
        ]
        for hand in hands
    ]
    header = [
        escape(t.pgettext("reader", "Hand")),
        escape(t.pgettext("reader", "Joker wild")),
        escape(t.pgettext("reader", "Joker as the bug")),
    ]
    return html_table(header, rows)


def rarity_ties_table(
    ties: Mapping[int, Sequence[Sequence[Category]]], lang: str | None = None
) -> Html:
    """Per deck size, the categories with exactly as many hands (rule D3)."""
    lang = lang or get_language()
    t = translations(lang)
    header = [
        t.gettext("Cards in the deck"),
        t.pgettext("reader", "Equally rare categories"),
    ]
    rows = [
        [
            format_number(size, lang),
            format_list([category_name(c, lang) for c in tie], locale=lang),
        ]
        for size, found in ties.items()
        for tie in found
    ]
    return text_table(header, rows)


def round_name(n: int, lang: str | None = None) -> str:
    """ "Round 2": a betting round, 1 to 4 (rule A4)."""
    return translations(lang).pgettext("reader", "Round {n}").format(n=n)
