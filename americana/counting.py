"""Exact counts of five-card categories in stripped decks (RULES.md D3).

Two independent methods, which the tests hold against each other:

* :func:`category_counts` walks every multiset of five ranks and weights it by
  the number of suit patterns it has, classifying each with the engine's own
  :func:`~americana.evaluation.classify`; it takes milliseconds.
* :func:`count_by_enumeration` deals every one of the C(n, 5) hands with numpy
  and classifies them in bulk, without the engine's classifier.

For 32 cards, with A-7-8-9-10 a straight: straight flush 20, four of a kind
224, full house 1,344, flush 204, straight 5,100, three of a kind 10,752, two
pair 24,192, one pair 107,520, high card 52,020; C(32, 5) = 201,376 in all.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb, prod

import numpy as np

from americana.cards import ACE, deck_ranks, lowest_rank
from americana.evaluation import classify
from americana.ranking import Category

__all__ = ["category_counts", "count_by_enumeration", "total_hands"]

_SUITS = 4


def total_hands(deck_size: int) -> int:
    """C(deck_size, 5): the number of five-card hands in the deck."""
    lowest_rank(deck_size)  # validates the size
    return comb(deck_size, 5)


def category_counts(deck_size: int = 32, ace_low: bool = True) -> dict[Category, int]:
    """Exact number of five-card hands in each category.

    Args:
        deck_size: 52, 48, ... 24 cards, stripped by whole ranks (RULES.md D1).
        ace_low: whether the ace also plays low in a straight (A15, D1).

    Returns:
        A dict with every :class:`Category` as key, in the classic order,
        summing to C(deck_size, 5).

    Raises:
        DeckError: if ``deck_size`` is not a known size.
    """
    return dict(_category_counts(deck_size, ace_low))


@cache
def _category_counts(deck_size: int, ace_low: bool) -> tuple[tuple[Category, int], ...]:
    ranks = deck_ranks(deck_size)
    lowest = ranks[0]
    counts = Counter({cat: 0 for cat in Category})
    for multiset in combinations_with_replacement(ranks, 5):
        copies = Counter(multiset).values()
        if max(copies) > _SUITS:
            continue
        if len(copies) == 5:
            # Five distinct ranks: 4 one-suit patterns and 4**5 - 4 others.
            flush, _ = classify(multiset, True, lowest=lowest, ace_low=ace_low)
            other, _ = classify(multiset, False, lowest=lowest, ace_low=ace_low)
            counts[flush] += _SUITS
            counts[other] += _SUITS**5 - _SUITS
        else:
            category, _ = classify(multiset, False, lowest=lowest, ace_low=ace_low)
            counts[category] += prod(comb(_SUITS, n) for n in copies)
    return tuple((cat, counts[cat]) for cat in Category)


def count_by_enumeration(
    deck_size: int = 32, ace_low: bool = True
) -> dict[Category, int]:
    """The same counts as :func:`category_counts`, by dealing every hand.

    Builds a ``(C(n, 5), 5)`` array of card indices with numpy and classifies
    all rows at once. Independent of :func:`~americana.evaluation.classify`, it
    is the check on it. 52 cards take a few seconds and about 150 MB.
    """
    ranks_in_deck = np.array(deck_ranks(deck_size), dtype=np.int16)
    n_cards = len(ranks_in_deck) * _SUITS
    hands = np.fromiter(
        (i for combo in combinations(range(n_cards), 5) for i in combo),
        dtype=np.int16,
        count=comb(n_cards, 5) * 5,
    ).reshape(-1, 5)
    rank = np.sort(ranks_in_deck[hands // _SUITS], axis=1)
    suit = hands % _SUITS
    flush = (suit == suit[:, :1]).all(axis=1)

    # Equal neighbours in the sorted ranks give the pattern of repeats.
    same = rank[:, 1:] == rank[:, :-1]
    n_same = same.sum(axis=1)
    # Four of a kind: ranks 0-3 or 1-4 equal.
    quads = same[:, 0:3].all(axis=1) | same[:, 1:4].all(axis=1)
    trips = (
        (same[:, 0] & same[:, 1])
        | (same[:, 1] & same[:, 2])
        | (same[:, 2] & same[:, 3])
    )
    distinct = n_same == 0
    lowest = int(ranks_in_deck[0])
    straight = distinct & (rank[:, 4] - rank[:, 0] == 4)
    if ace_low:
        wheel = np.array([lowest, lowest + 1, lowest + 2, lowest + 3, ACE])
        straight |= (rank == wheel).all(axis=1)

    result = {
        Category.STRAIGHT_FLUSH: straight & flush,
        Category.FOUR_OF_A_KIND: quads,
        Category.FULL_HOUSE: trips & ~quads & (n_same == 3),
        Category.FLUSH: flush & ~straight,
        Category.STRAIGHT: straight & ~flush,
        Category.THREE_OF_A_KIND: trips & (n_same == 2),
        Category.TWO_PAIR: ~trips & (n_same == 2),
        Category.ONE_PAIR: n_same == 1,
        Category.HIGH_CARD: distinct & ~straight & ~flush,
    }
    return {cat: int(mask.sum()) for cat, mask in result.items()}
