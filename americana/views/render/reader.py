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

from americana.cards import deck_ranks
from americana.hands.evaluation import evaluate
from americana.hands.ranking import CLASSIC_BUG, CLASSIC_WILD, Category
from americana.play.pots import Pot
from americana.rules.variants import ShowdownTie, Structure
from americana.text.i18n import format_chips, format_number, get_language, translations
from americana.text.names import (
    category_name,
    pot_name,
    raises_text,
    rank_name,
    structure_name,
    tie_reading,
)
from americana.text.player_names import player_list, player_name
from americana.views.render.html import Html, cards_html, html_table, text_table

__all__ = [
    "Html",
    "hands_table",
    "joker_hands_table",
    "lowest_card_table",
    "muck_sentence",
    "pots_table",
    "rarity_ties_table",
    "stacks_table",
    "structures_table",
    "ties_table",
    "unchanged_sentence",
    "winner_sentence",
]


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


def _names(seats: Iterable[int], names: Mapping[int, str] | None, lang: str) -> str:
    return player_list(seats, names, lang)


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


def joker_hands_table(hands: Sequence[str], lang: str | None = None) -> Html:
    """Each joker hand drawn, its category with a wild joker and with the bug (E8)."""
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
