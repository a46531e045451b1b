"""The one place categories are decided: five ranks, or four and the joker.

:func:`classify` reads five ranks and whether they share a suit;
:func:`joker_substitute` tries the joker as every rank and keeps the best
(rule E8). Both take plain values (an order of categories, the deck's lowest
rank, the ace rule), so the exact counts of
:mod:`americana.hands.multiset_counts`, which
:meth:`~americana.hands.ranking.Ranking.by_rarity` orders by, build on them
below the :class:`~americana.hands.ranking.Ranking` class.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache

from americana.cards import ACE
from americana.hands.categories import Category, JokerRule

__all__ = ["classify", "joker_substitute"]

# The categories the bug may complete besides playing as an ace (E8).
_BUG_COMPLETES = frozenset({Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH})
_SHAPES = {
    (5,): Category.FIVE_OF_A_KIND,
    (4, 1): Category.FOUR_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (2, 2, 1): Category.TWO_PAIR,
    (2, 1, 1, 1): Category.ONE_PAIR,
}


def classify(
    ranks: Iterable[int], is_flush: bool, *, lowest: int, ace_low: bool
) -> tuple[Category, tuple[int, ...]]:
    """The category and tie-break ranks of five ranks.

    Args:
        ranks: five ranks (2..14), any order, repeats allowed (five equal
            ranks, possible only with a joker, are five of a kind, E8).
        is_flush: whether the five cards share a suit; ignored unless the
            five ranks are distinct.
        lowest: the lowest rank of the deck (7 for 32 cards), for the ace-low
            straight A-7-8-9-10 (rule A15) or 5-4-3-2-A (D1).
        ace_low: whether that straight counts.

    This is the one place categories are decided; counting uses it too.
    """
    counts = Counter(ranks)
    # Most copies first, then higher rank: (3, K), (2, 9) for kings full.
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    by_group = tuple(rank for rank, _ in groups)
    shape = tuple(n for _, n in groups)
    if shape == (1, 1, 1, 1, 1):
        high = _straight_high(set(counts), lowest, ace_low)
        if high and is_flush:
            return Category.STRAIGHT_FLUSH, (high,)
        if is_flush:
            return Category.FLUSH, by_group
        if high:
            return Category.STRAIGHT, (high,)
        return Category.HIGH_CARD, by_group
    return _SHAPES[shape], by_group


def _straight_high(distinct: set[int], lowest: int, ace_low: bool) -> int:
    """The top rank of a straight made by five distinct ranks, or 0."""
    if max(distinct) - min(distinct) == 4:
        return max(distinct)
    wheel = {ACE, lowest, lowest + 1, lowest + 2, lowest + 3}
    if ace_low and distinct == wheel:
        return lowest + 3  # the ace plays low: A-7-8-9-10 is a ten-high straight
    return 0


@cache
def joker_substitute(
    ranks: tuple[int, ...],
    suited: bool,
    *,
    order: Sequence[Category],
    lowest: int,
    ace_low: bool,
    rule: JokerRule,
) -> tuple[Category, tuple[int, ...], int, bool]:
    """The best five-card value four cards make with the joker (rule E8).

    Tries the joker as every rank from the ace down to ``lowest``, of the four
    cards' suit (when they share one) or of another suit, and keeps the
    highest ``(category's place in order, tie-break ranks)``. Under
    :attr:`JokerRule.BUG` a try counts only if the joker is an ace or the
    result is a straight, flush or straight flush; the ace always counts, so
    there is always a value.

    Args:
        ranks: the four other cards' ranks, sorted ascending (2..14).
        suited: whether the four share one suit.
        order: the categories, highest first, five of a kind among them.
        lowest, ace_low: the deck's lowest rank and the ace rule, as for
            :func:`classify`.
        rule: how the joker plays.

    Returns:
        ``(category, tie-break ranks, the joker's rank, whether the joker takes
        the four cards' suit)``; among equal values, the highest rank and the
        shared suit come first.
    """
    strength = {cat: len(order) - i for i, cat in enumerate(order)}
    best: tuple[tuple[int, tuple[int, ...]], Category, tuple[int, ...], int, bool]
    best = ((-1, ()), Category.HIGH_CARD, (), ACE, False)
    for rank in range(ACE, lowest - 1, -1):
        for same_suit in (True, False) if suited else (False,):
            category, tie = classify(
                (*ranks, rank), same_suit, lowest=lowest, ace_low=ace_low
            )
            if rule is JokerRule.BUG and rank != ACE and category not in _BUG_COMPLETES:
                continue
            key = (strength[category], tie)
            if key > best[0]:
                best = (key, category, tie, rank, same_suit)
    return best[1], best[2], best[3], best[4]
