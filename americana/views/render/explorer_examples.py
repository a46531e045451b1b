"""The ranking explorer's examples: prepared pairs, and the rules they meet under.

Each pair (:data:`EXAMPLES`) shows one rule at work; :func:`example_title`
names it in the reader's language. :func:`default_rankings` and
:func:`default_variants` are the rankings and presets a page of
:func:`americana.views.render.comparison.comparison_html` compares them under.
Data only: no widgets, no HTML.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from americana.hands.ranking import AMERICANA, CLASSIC, Ranking
from americana.rules.variants import VARIANTS, ShowdownTie, Variant
from americana.text.i18n import translations

__all__ = [
    "EXAMPLES",
    "ExplorerExample",
    "default_rankings",
    "default_variants",
    "example_title",
]


@dataclass(frozen=True)
class ExplorerExample:
    """A prepared pair of hands for
    :func:`~americana.views.notebook.explorer.ranking_explorer`.

    Attributes:
        key: an identifier such as ``"flush_vs_full_house"``; its title comes
            from :func:`example_title`.
        first, second: five cards each, from the 32-card deck, no card in both.
    """

    key: str
    first: str
    second: str


#: The prepared pairs, chosen so that each shows one rule at work: the
#: category order (B1, D2, D3, A15), ranks and kickers (A11), and the suit
#: tie-breaks where the presets disagree (B3, B4, C).
EXAMPLES: tuple[ExplorerExample, ...] = (
    ExplorerExample("flush_vs_full_house", "AS 8S 9S JS KS", "KD KC KH QH QD"),
    ExplorerExample("flush_vs_four_of_a_kind", "7H 9H JH QH AH", "10C 10D 10H 10S 8C"),
    ExplorerExample("low_straight_vs_trips", "AH 7D 8C 9S 10H", "KH KD KC 9D 7S"),
    ExplorerExample("full_houses", "KD KC KH 7S 7D", "QH QD QC AS AD"),
    ExplorerExample("flushes_last_card", "AH KH 10H 9H 8H", "AS KS 10S 9S 7S"),
    ExplorerExample("equal_straights", "8C 9D 10H JS QD", "8H 9S 10C JD QC"),
    ExplorerExample("equal_flushes", "AH KH 10H 9H 7H", "AC KC 10C 9C 7C"),
    ExplorerExample("aces_and_kings", "AH AD KC KS 9H", "AC AS KH KD 10S"),
    ExplorerExample("equal_pairs", "JC JS AH KD 9C", "JH JD AS KC 9D"),
)


def example_title(key: str, lang: str | None = None) -> str:
    """The title of a prepared example, in ``lang``.

    Raises:
        KeyError: for a key not in :data:`EXAMPLES`.
    """
    t = translations(lang)
    return {
        "flush_vs_full_house": t.pgettext(
            "explorer example", "Flush against full house (B1, D2)"
        ),
        "flush_vs_four_of_a_kind": t.pgettext(
            "explorer example", "Flush against four of a kind (D3)"
        ),
        "low_straight_vs_trips": t.pgettext(
            "explorer example", "A-7-8-9-10 against three of a kind (A15)"
        ),
        "full_houses": t.pgettext("explorer example", "Kings full against queens full"),
        "flushes_last_card": t.pgettext(
            "explorer example", "Two flushes that differ only in the last card"
        ),
        "equal_straights": t.pgettext(
            "explorer example", "Two equal straights (B3, B4)"
        ),
        "equal_flushes": t.pgettext("explorer example", "Two equal flushes (B3, B4)"),
        "aces_and_kings": t.pgettext(
            "explorer example", "Aces and kings: the kicker's rank or its suit? (B3)"
        ),
        "equal_pairs": t.pgettext(
            "explorer example", "Equal pairs with equal kickers (B3, B4)"
        ),
    }[key]


def default_rankings() -> tuple[Ranking, ...]:
    """Americana (B1), classic 52-card (D2) and the 32-card rarity order (D3)."""
    return (AMERICANA, CLASSIC, Ranking.by_rarity(32))


def default_variants() -> tuple[Variant, ...]:
    """The three presets, then the Polish and Spanish ones with kicker rank first.

    The presets follow B3's worked example (:attr:`ShowdownTie.SUIT_OF_KICKER`:
    the kicker's suit before its rank); the reading of the general sentence
    alone (:attr:`ShowdownTie.KICKER_RANK_THEN_SUIT`) is no preset's, and is
    shown next to them so that readers see where the two differ (rule B3).
    """
    extra = tuple(
        dataclasses.replace(
            VARIANTS[name],
            name=f"{name}+kicker_rank_then_suit",
            showdown_tie=ShowdownTie.KICKER_RANK_THEN_SUIT,
        )
        for name in ("americana-pl", "americana-es")
    )
    return (*VARIANTS.values(), *extra)
