"""Exact category counts from rank multisets, in plain Python (rule D3, E8).

:meth:`americana.hands.ranking.Ranking.by_rarity` orders the categories by these
counts. They are computed here without numpy, so a preset with the D3 order
(``classic-pl``) can be dealt where numpy is missing (the book's in-browser
engine). Every multiset of five ranks (at most four of each) is classified
once by :func:`~americana.hands.classify.classify`, the engine's one place where
categories are decided, and weighted by its suit patterns: for five distinct
ranks 4 one-suit patterns and 4**5 - 4 others, otherwise the product of
C(4, copies). The hands that hold a joker are every multiset of four ranks,
weighted the same way (4 and 4**4 - 4 for four distinct ranks), the joker's
card chosen by :func:`~americana.hands.classify.joker_substitute`. The tests
hold these counts equal to :func:`americana.fast.counting.category_counts` and
:func:`americana.fast.counting.count_by_enumeration` (numpy) for every deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import combinations_with_replacement
from math import comb, prod

from americana.cards import deck_ranks
from americana.hands.categories import STANDARD_CATEGORIES, Category, JokerRule
from americana.hands.classify import classify, joker_substitute

__all__ = ["count_deals", "joker_hand_counts", "plain_category_counts"]

_SUITS = 4


def count_deals(unseen: int, need: Sequence[int]) -> int:
    """The deals of ``unseen`` cards to hands that need ``need[i]`` cards each:
    C(u, k1) x C(u - k1, k2) x ... (the exact odds and the coach enumerate
    them, A11).

    >>> count_deals(20, [2, 2])
    29070
    """
    total, left = 1, unseen
    for k in need:
        total *= comb(left, k)
        left -= k
    return total


def plain_category_counts(deck_size: int, ace_low: bool = True) -> dict[Category, int]:
    """Hands of each of the nine standard categories in a deck without a joker.

    Args:
        deck_size: 52, 48, ... 24 cards, stripped by whole ranks (D1).
        ace_low: whether the ace also plays low in a straight (A15, D1).

    Returns:
        The nine :data:`~americana.hands.ranking.STANDARD_CATEGORIES` as keys, in
        that order, summing to C(deck_size, 5). Cached per deck.

    Raises:
        DeckError: if ``deck_size`` is not a known size.
    """
    return dict(_counts(deck_size, ace_low))


@cache
def _counts(deck_size: int, ace_low: bool) -> tuple[tuple[Category, int], ...]:
    ranks = deck_ranks(deck_size)
    counts = dict.fromkeys(STANDARD_CATEGORIES, 0)
    for multiset in combinations_with_replacement(ranks, 5):
        copies = Counter(multiset).values()
        if max(copies) > _SUITS:
            continue

        def category(flush: bool, multiset: tuple[int, ...] = multiset) -> Category:
            return classify(multiset, flush, lowest=ranks[0], ace_low=ace_low)[0]

        if len(copies) == 5:
            counts[category(True)] += _SUITS
            counts[category(False)] += _SUITS**5 - _SUITS
        else:
            counts[category(False)] += prod(comb(_SUITS, n) for n in copies)
    return tuple(counts.items())


def joker_hand_counts(
    deck_size: int, ace_low: bool, rule: JokerRule, order: Sequence[Category]
) -> dict[Category, int]:
    """Counts of the C(deck_size, 4) hands that hold the joker (rule E8).

    Args:
        deck_size, ace_low: as for :func:`plain_category_counts`, not counting
            the joker.
        rule: how the joker plays.
        order: the categories highest first, five of a kind among them: the
            joker takes whatever is best in this order.

    Returns:
        Every category of ``order`` as a key, in that order. Cached.

    Raises:
        DeckError: if ``deck_size`` is not a known size.
    """
    return dict(_joker_counts(deck_size, ace_low, rule, tuple(order)))


@cache
def _joker_counts(
    deck_size: int, ace_low: bool, rule: JokerRule, order: tuple[Category, ...]
) -> tuple[tuple[Category, int], ...]:
    ranks = deck_ranks(deck_size)
    counts = dict.fromkeys(order, 0)
    for multiset in combinations_with_replacement(ranks, 4):
        copies = Counter(multiset).values()
        if max(copies) > _SUITS:
            continue

        def category(suited: bool, multiset: tuple[int, ...] = multiset) -> Category:
            return joker_substitute(
                multiset,
                suited,
                order=order,
                lowest=ranks[0],
                ace_low=ace_low,
                rule=rule,
            )[0]

        if len(copies) == 4:
            counts[category(True)] += _SUITS
            counts[category(False)] += _SUITS**4 - _SUITS
        else:
            counts[category(False)] += prod(comb(_SUITS, n) for n in copies)
    return tuple(counts.items())
