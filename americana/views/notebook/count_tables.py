"""Tables of the counts behind the rankings, as HTML in the reader's language.

Each function returns an :class:`Html` value, which a notebook displays as a
table; ``str()`` gives the HTML. Views over :mod:`americana.fast.counting` only.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from americana.cards import DECK_SIZES
from americana.fast.counting import category_counts, rarity_table
from americana.hands.ranking import STANDARD_CATEGORIES, JokerRule
from americana.text.i18n import format_number, translations
from americana.text.names import category_name
from americana.views.render.html import Html, html_table

__all__ = ["counts_table", "joker_counts_table", "rarity_order_table"]


def rarity_order_table(
    deck_sizes: Iterable[int] = DECK_SIZES,
    *,
    ace_low: bool = True,
    lang: str | None = None,
) -> Html:
    """The table of rule D3, computed: the top five categories per deck.

    One row per deck size, the categories rarest first, as
    :func:`~americana.fast.counting.rarity_table` orders them.
    """
    t = translations(lang)
    orders = rarity_table(tuple(deck_sizes), ace_low=ace_low)
    header = [escape(t.gettext("Cards in the deck"))] + [
        escape(t.gettext("Place {n}").format(n=i)) for i in range(1, 6)
    ]
    rows = [
        [format_number(size, lang)] + [escape(category_name(c, lang)) for c in order]
        for size, order in orders.items()
    ]
    caption = t.gettext("The five best categories, rarest first")
    return html_table(header, rows, caption)


def counts_table(
    deck_sizes: Iterable[int] = DECK_SIZES,
    *,
    ace_low: bool = True,
    lang: str | None = None,
) -> Html:
    """Exact number of hands of each category (rows) in each deck (columns)."""
    t = translations(lang)
    sizes = tuple(deck_sizes)
    counts = {n: category_counts(n, ace_low) for n in sizes}
    header = [""] + [
        escape(t.gettext("{n} cards").format(n=format_number(n, lang))) for n in sizes
    ]
    rows = [
        [escape(category_name(cat, lang))]
        + [format_number(counts[n][cat], lang) for n in sizes]
        for cat in STANDARD_CATEGORIES
    ]
    caption = t.gettext("Five-card hands of each category, by deck")
    return html_table(header, rows, caption)


def joker_counts_table(*, lang: str | None = None) -> Html:
    """Hands of each category in 52 cards, and in 53 with a wild joker or the bug.

    rule E8: five of a kind exists only with the joker; with the bug it
    is five aces alone. Counts from :func:`~americana.fast.counting.category_counts`.
    """
    t = translations(lang)
    plain = category_counts(52)
    wild = category_counts(52, joker=JokerRule.WILD)
    bug = category_counts(52, joker=JokerRule.BUG)
    header = [
        "",
        escape(t.gettext("52 cards")),
        escape(t.gettext("53, joker wild")),
        escape(t.gettext("53, joker as the bug")),
    ]
    rows = [
        [escape(category_name(cat, lang))]
        + [format_number(counts.get(cat, 0), lang) for counts in (plain, wild, bug)]
        for cat in wild
    ]
    caption = t.gettext("Five-card hands of each category, with and without a joker")
    return html_table(header, rows, caption)
