"""Tables of probabilities for the probability chapter, in the reader's language.

Views over :mod:`americana.fast.counting`, :mod:`americana.fast.finishing` and
:mod:`americana.fast.odds`: each function computes nothing itself beyond dividing
counts, and returns an :class:`~americana.views.render.html.Html` table.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import TypedDict, Unpack

from americana.cards import Card, parse_cards
from americana.fast.counting import category_counts, total_hands
from americana.fast.finishing import finishing_counts
from americana.fast.odds import PlayerOdds, showdown_odds
from americana.hands.ranking import AMERICANA, Ranking
from americana.rules.variants import Variant
from americana.text.i18n import format_number, format_percent, translations
from americana.text.names import category_name
from americana.views.render.html import Html, card_html, html_table

__all__ = [
    "STREETS",
    "OddsOptions",
    "category_chances_table",
    "finishing_table",
    "odds_by_street",
    "street_name",
    "street_odds_table",
]

#: The streets of five-card stud, by the number of cards each player holds
#: (rule A3): second street is the hole card and the first up card.
STREETS = (2, 3, 4, 5)


def street_name(cards: int, lang: str | None = None) -> str:
    """The name of the street at which a player holds ``cards`` (2..5), rule A3.

    "Second street" is the hole card and the first up card; "Fifth street"
    the whole hand.
    """
    t = translations(lang)
    return {
        2: t.pgettext("street", "Second street"),
        3: t.pgettext("street", "Third street"),
        4: t.pgettext("street", "Fourth street"),
        5: t.pgettext("street", "Fifth street"),
    }[cards]


def category_chances_table(
    ranking: Ranking = AMERICANA, *, lang: str | None = None
) -> Html:
    """Each category's count and probability among all five-card hands.

    Rows follow ``ranking.order`` (best first, rule B1); counts are
    :func:`~americana.fast.counting.category_counts` of the ranking's deck.
    """
    t = translations(lang)
    counts = category_counts(ranking.deck_size, ranking.ace_low)
    total = total_hands(ranking.deck_size)
    header = [
        escape(t.pgettext("table", "Category")),
        escape(t.pgettext("table", "Hands")),
        escape(t.pgettext("table", "Probability")),
        escape(t.pgettext("table", "One hand in")),
    ]
    rows = [
        [
            escape(category_name(category, lang)),
            format_number(counts[category], lang),
            format_percent(counts[category] / total, lang, digits=3),
            format_number(round(total / counts[category]), lang),
        ]
        for category in ranking.order
    ]
    caption = t.gettext("Five-card hands of each category, {deck}-card deck").format(
        deck=ranking.deck_size
    )
    return html_table(header, rows, caption)


def finishing_table(
    starts: Sequence[str], ranking: Ranking = AMERICANA, *, lang: str | None = None
) -> Html:
    """The chance of finishing with each category, from each pair of first cards.

    One row per entry of ``starts`` (two cards, e.g. ``"AS AH"``: the hole card
    and the first up card), one column per category of ``ranking.order``;
    each cell is :func:`~americana.fast.finishing.finishing_counts` divided by the
    number of ways to finish (4,060 in 32 cards). Nobody else's cards are
    known, as before the deal of the first up cards.

    Raises:
        As :func:`~americana.fast.finishing.finishing_counts`.
    """
    t = translations(lang)
    header = [escape(t.pgettext("table", "First two cards"))] + [
        escape(category_name(category, lang)) for category in ranking.order
    ]
    rows = []
    for start in starts:
        counts = finishing_counts(start, rules=ranking)
        total = sum(counts.values())
        faces = "".join(card_html(card, lang) for card in parse_cards(start))
        rows.append(
            [f'<span style="white-space:nowrap">{faces}</span>']
            + [format_percent(counts[c] / total, lang) for c in ranking.order]
        )
    caption = t.gettext(
        "Chance of finishing with each category, from the first two cards"
    )
    return html_table(header, rows, caption)


class OddsOptions(TypedDict, total=False):
    """The further arguments of :func:`~americana.fast.odds.showdown_odds`."""

    dead: str | Iterable[Card | str]
    max_exact_deals: int
    samples: int
    seed: int | None


def odds_by_street(
    hands: Sequence[str],
    rules: Ranking | Variant = AMERICANA,
    **options: Unpack[OddsOptions],
) -> dict[int, tuple[PlayerOdds, ...]]:
    """Each player's showdown odds at every street, every card in view.

    Args:
        hands: each player's five cards in the order dealt, hole card first
            (e.g. ``"KS KH 8D 9C 10D"``).
        rules: passed to :func:`~americana.fast.odds.showdown_odds` (a variant's
            showdown tie rule decides equal hands, B3, B4).
        options: further arguments of ``showdown_odds`` (``dead``,
            ``samples``, ``seed``, ``max_exact_deals``).

    Returns:
        Street (2..5, cards held) -> one :class:`~americana.fast.odds.PlayerOdds`
        per player. Exact for two players; for more, exact up to
        ``max_exact_deals`` deals, else sampled with a standard error.

    Raises:
        As :func:`~americana.fast.odds.showdown_odds`.
    """
    cards = [parse_cards(hand) for hand in hands]
    return {
        street: showdown_odds(
            [[str(card) for card in hand[:street]] for hand in cards],
            rules=rules,
            **options,
        )
        for street in STREETS
    }


def street_odds_table(
    odds: Mapping[int, Sequence[PlayerOdds]],
    names: Sequence[str],
    *,
    lang: str | None = None,
) -> Html:
    """Win (and split) chances per player and street, from :func:`odds_by_street`.

    Cells read "83.1%", or "40.0% + 2.5% split" when a tie is possible
    ("<0.1%" for a chance of a split too small to show); a sampled figure is
    followed by "±" and its standard error.
    """
    t = translations(lang)
    streets = sorted(odds)
    header = [escape(t.pgettext("table", "Player"))] + [
        escape(street_name(street, lang)) for street in streets
    ]
    rows = []
    for seat, name in enumerate(names):
        row = [escape(name)]
        for street in streets:
            o = odds[street][seat]
            text = format_percent(o.win, lang)
            if o.tie:
                # A possible split that rounds to 0.0% is shown as "<0.1%".
                tie = format_percent(max(o.tie, 0.001), lang)
                tie = tie if o.tie >= 0.0005 else "<" + tie
                text = t.gettext("{win} + {tie} split").format(win=text, tie=tie)
            if not o.exact:
                text += " ± " + format_percent(o.standard_error, lang, digits=2)
            row.append(escape(text))
        rows.append(row)
    caption = t.gettext("Chance of winning at each street, every card in view")
    return html_table(header, rows, caption)
