"""Exact counts of five-card categories in stripped decks (rule D3).

Two independent methods, which the tests hold against each other and against
the closed formulas:

* :func:`category_counts` counts the hands of each category in one vectorized
  pass over the deck's table of hand classes (:mod:`americana.fast.hand_classes`: every
  hand's rank multiset and flush, each class classified by the engine's own
  :func:`~americana.hands.evaluation.classify`); the table is built once per deck
  and cached, in milliseconds (about 0.1 s for 52 cards).
* :func:`count_by_enumeration` deals every one of the C(n, 5) hands with numpy
  and classifies them in bulk, without the engine's classifier.

For 32 cards, with A-7-8-9-10 a straight: straight flush 20, four of a kind
224, full house 1,344, flush 204, straight 5,100, three of a kind 10,752, two
pair 24,192, one pair 107,520, high card 52,020; C(32, 5) = 201,376 in all.

With a joker (rule E8) the deck has one card more. Both methods take a
``joker`` rule: :func:`category_counts` weights every multiset of *four* ranks
by its suit patterns and lets the joker pick its card
(:func:`americana.hands.multiset_counts.joker_hand_counts`, plain Python);
:func:`count_by_enumeration` deals every four cards and tries each card of the
deck in the joker's place, with numpy. For 52 cards and a
joker, C(53, 5) = 2,869,685 hands:

======================  ===========  ===========
category                wild joker   bug
======================  ===========  ===========
five of a kind                   13            1
straight flush                  204          204
four of a kind                3,120          828
full house                    6,552        4,368
flush                         7,804        7,804
straight                     20,532       20,532
three of a kind             137,280       63,360
two pair                    123,552      138,600
one pair                  1,268,088    1,215,024
high card                 1,302,540    1,418,964
======================  ===========  ===========

The wild column agrees with the figures usually published for a 53-card deck
with a wild joker. With it three of a kind (137,280) is commoner than two
pair (123,552), though it ranks higher: a wild card upsets rarity order.
The bug completes every straight and flush a wild joker does, but pairs only
aces: four of a kind is 624 natural + 192 (three aces, bug) + 12
(four of a rank, bug as ace kicker).

:func:`rarity_table` extends the table of D3 to 28 and 24 cards;
:func:`rarity_ties` lists the equal counts behind it.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import combinations
from math import comb

import numpy as np
import numpy.typing as npt

from americana.cards import ACE, DECK_SIZES, deck_ranks, lowest_rank
from americana.fast.hand_classes import count_categories
from americana.hands.multiset_counts import joker_hand_counts
from americana.hands.ranking import (
    JOKER_ORDER,
    STANDARD_CATEGORIES,
    Category,
    JokerRule,
    Ranking,
)

__all__ = [
    "category_counts",
    "count_by_enumeration",
    "ranking_counts",
    "rarity_table",
    "rarity_ties",
    "total_hands",
]

_SUITS = 4
_FIVE = Category.FIVE_OF_A_KIND


def total_hands(deck_size: int, *, jokers: int = 0) -> int:
    """C(deck_size + jokers, 5): the number of five-card hands in the deck.

    Raises:
        DeckError: if ``deck_size`` is not a known size.

    Example:
        >>> total_hands(32), total_hands(52), total_hands(52, jokers=1)
        (201376, 2598960, 2869685)
    """
    lowest_rank(deck_size)  # validates the size
    return comb(deck_size + jokers, 5)


def category_counts(
    deck_size: int = 32, ace_low: bool = True, *, joker: JokerRule | None = None
) -> dict[Category, int]:
    """Exact number of five-card hands in each category.

    Args:
        deck_size: 52, 48, ... 24 cards, stripped by whole ranks (rule D1),
            not counting the joker.
        ace_low: whether the ace also plays low in a straight (A15, D1).
        joker: keyword-only; ``None`` for no joker, or a :class:`JokerRule`
            for a deck of ``deck_size + 1`` cards with the joker (E8). The
            joker takes the best value in the classic order with five of a
            kind on top (``Ranking.classic(deck_size, joker=...)``). The
            Americana order chooses the same category for every hand, and so
            does every ``Ranking.by_rarity`` order except at 24 cards (see
            :func:`ranking_counts`).

    Returns:
        Without a joker, a dict with the nine :data:`STANDARD_CATEGORIES` as
        keys, in that order, summing to C(deck_size, 5). With a joker, five of
        a kind first and then those nine, summing to C(deck_size + 1, 5).
        Cached: a count takes microseconds after the first call, which takes
        milliseconds (about 0.1 s for 52 cards, or 53 with the joker).

    Raises:
        DeckError: if ``deck_size`` is not a known size.
        ValueError: if ``joker`` is neither ``None`` nor a ``JokerRule``.

    Example:
        >>> counts = category_counts(32)
        >>> counts[Category.STRAIGHT_FLUSH], counts[Category.FLUSH]
        (20, 204)
        >>> sum(counts.values()) == total_hands(32)
        True
        >>> category_counts(52)[Category.FOUR_OF_A_KIND]
        624
    """
    if joker is None:
        return dict(_category_counts(deck_size, ace_low))
    if not isinstance(joker, JokerRule):
        raise ValueError(f"joker must be a JokerRule or None, not {joker!r}")
    return ranking_counts(Ranking.classic(deck_size, ace_low=ace_low, joker=joker))


def ranking_counts(ranking: Ranking) -> dict[Category, int]:
    """Exact counts for the deck, ace rule and joker rule of ``ranking``.

    Without a joker the order of the categories changes no hand's category,
    and this is ``category_counts(ranking.deck_size, ranking.ace_low)``. With
    one it can: the joker takes whatever is best *in this order*, so a
    different order can give different counts. ``Ranking.by_rarity(24,
    joker=JokerRule.WILD)`` puts the flush (24 hands) above the straight flush
    (60), counted in the classic order; in its own order the joker prefers a
    flush to a straight flush, and the counts become 60 flushes and 24
    straight flushes, which would reverse the order again. With wild cards no
    order need agree with the counts it produces (rule D3, E8).

    Returns:
        Keys as in :func:`category_counts`: the nine standard categories, and
        five of a kind first when ``ranking.joker`` is set. Cached per ranking.

    Example:
        >>> from americana.hands.ranking import CLASSIC_WILD
        >>> ranking_counts(CLASSIC_WILD)[Category.FIVE_OF_A_KIND]  # 13 ranks, the joker
        13
    """
    plain = _category_counts(ranking.deck_size, ranking.ace_low)
    if ranking.joker is None:
        return dict(plain)
    with_joker = joker_hand_counts(
        ranking.deck_size, ranking.ace_low, ranking.joker, ranking.order
    )
    counts = {_FIVE: with_joker[_FIVE]}
    counts.update((cat, n + with_joker[cat]) for cat, n in plain)
    return counts


@cache
def _category_counts(deck_size: int, ace_low: bool) -> tuple[tuple[Category, int], ...]:
    """Counts from one pass over the table of ``deck_size`` (rule D3).

    The order of the categories changes no hand's category, so the classic
    ranking of the deck with this ace rule stands for all of them.
    """
    counts = count_categories(Ranking.classic(deck_size, ace_low=ace_low))
    return tuple((cat, counts[cat]) for cat in STANDARD_CATEGORIES)


def count_by_enumeration(
    deck_size: int = 32, ace_low: bool = True, *, joker: JokerRule | None = None
) -> dict[Category, int]:
    """The same counts as :func:`category_counts`, by dealing every hand.

    Builds a ``(C(n, 5), 5)`` array of card indices with numpy and classifies
    all rows at once. Independent of :func:`~americana.hands.evaluation.classify`, it
    is the check on it. 52 cards take a few seconds and about 150 MB.

    With a ``joker`` (keyword-only, rule E8), the hands holding it are the
    C(n, 4) sets of four other cards; each is completed with every one of the
    n cards in turn (a card already held included: the wild joker may repeat
    one) and keeps the highest category in the classic order with five of a
    kind on top. Under the bug a completion counts only if the card is an ace
    or the hand is a straight, flush or straight flush. 52 cards and a joker
    take a few seconds more. Keys and order as in :func:`category_counts`.
    """
    ranks_in_deck = np.array(deck_ranks(deck_size), dtype=np.int16)
    n_cards = len(ranks_in_deck) * _SUITS
    hands = _all_combinations(n_cards, 5)
    lowest = int(ranks_in_deck[0])
    masks = _category_masks(
        ranks_in_deck[hands // _SUITS], hands % _SUITS, lowest=lowest, ace_low=ace_low
    )
    counts = {cat: int(masks[cat].sum()) for cat in STANDARD_CATEGORIES}
    if joker is None:
        return counts
    if not isinstance(joker, JokerRule):
        raise ValueError(f"joker must be a JokerRule or None, not {joker!r}")
    strength = {cat: len(JOKER_ORDER) - i for i, cat in enumerate(JOKER_ORDER)}
    four = _all_combinations(n_cards, 4)
    best = np.zeros(len(four), dtype=np.int8)
    completes = (Category.STRAIGHT_FLUSH, Category.FLUSH, Category.STRAIGHT)
    for card in range(n_cards):
        hand = np.concatenate([four, np.full((len(four), 1), card, np.int16)], axis=1)
        masks = _category_masks(
            ranks_in_deck[hand // _SUITS], hand % _SUITS, lowest=lowest, ace_low=ace_low
        )
        value = np.zeros(len(four), dtype=np.int8)
        for cat, mask in masks.items():
            value[mask] = strength[cat]
        if joker is JokerRule.BUG and ranks_in_deck[card // _SUITS] != ACE:
            allowed = masks[completes[0]] | masks[completes[1]] | masks[completes[2]]
            value[~allowed] = 0
        np.maximum(best, value, out=best)
    counts = {_FIVE: 0} | counts
    for cat in JOKER_ORDER:
        counts[cat] += int((best == strength[cat]).sum())
    return counts


def _all_combinations(n: int, k: int) -> npt.NDArray[np.int16]:
    """Every k-subset of ``range(n)`` as a ``(C(n, k), k)`` int16 array."""
    return np.fromiter(
        (i for combo in combinations(range(n), k) for i in combo),
        dtype=np.int16,
        count=comb(n, k) * k,
    ).reshape(-1, k)


def _category_masks(
    rank: npt.NDArray[np.int16],
    suit: npt.NDArray[np.int16],
    *,
    lowest: int,
    ace_low: bool,
) -> dict[Category, npt.NDArray[np.bool_]]:
    """One boolean row mask per category for five-card rows of ranks and suits.

    Rows may repeat a card (a joker standing for a card already held): equal
    ranks are never a flush, and five equal ranks are five of a kind.
    ``lowest`` is the deck's lowest rank, for the ace-low straight.
    """
    rank = np.sort(rank, axis=1)
    # Equal neighbours in the sorted ranks give the pattern of repeats.
    same = rank[:, 1:] == rank[:, :-1]
    n_same = same.sum(axis=1)
    distinct = n_same == 0
    flush = (suit == suit[:, :1]).all(axis=1) & distinct
    five = n_same == 4
    # Four of a kind: ranks 0-3 or 1-4 equal.
    quads = (same[:, 0:3].all(axis=1) | same[:, 1:4].all(axis=1)) & ~five
    trips = (
        (same[:, 0] & same[:, 1])
        | (same[:, 1] & same[:, 2])
        | (same[:, 2] & same[:, 3])
    )
    straight = distinct & (rank[:, 4] - rank[:, 0] == 4)
    if ace_low:
        wheel = np.array([lowest, lowest + 1, lowest + 2, lowest + 3, ACE])
        straight |= (rank == wheel).all(axis=1)
    return {
        _FIVE: five,
        Category.STRAIGHT_FLUSH: straight & flush,
        Category.FOUR_OF_A_KIND: quads,
        Category.FULL_HOUSE: trips & ~quads & ~five & (n_same == 3),
        Category.FLUSH: flush & ~straight,
        Category.STRAIGHT: straight & ~flush,
        Category.THREE_OF_A_KIND: trips & (n_same == 2),
        Category.TWO_PAIR: ~trips & (n_same == 2),
        Category.ONE_PAIR: n_same == 1,
        Category.HIGH_CARD: distinct & ~straight & ~flush,
    }


def rarity_table(
    deck_sizes: Iterable[int] = DECK_SIZES,
    *,
    ace_low: bool = True,
    joker: JokerRule | None = None,
) -> dict[int, tuple[Category, ...]]:
    """The table of rule D3, computed, for any of the stripped decks.

    Args:
        deck_sizes: deck sizes (52 ... 24), not counting the joker; by default
            all eight, so the table goes on past seed 003's 32 cards to 28 and 24.
        ace_low: count the ace-low straight (A15, D1).
        joker: ``None``, or a :class:`JokerRule` to add one joker (E8).

    Returns:
        ``{deck size: top categories, highest first}``: the first five of
        ``Ranking.by_rarity(size).order`` (six with a joker, five of a kind
        included). With the ace-low straight, 28 and 24 cards keep the order of
        32: straight flush, flush, four of a kind, full house, straight.

    Ties are broken by the classic order (five of a kind, straight flush, four
    of a kind, full house, flush, straight), as ``Ranking.by_rarity`` does; the
    only tie is at 24 cards with the ace-low straight, where the straight
    flush and the flush both number 12 (:func:`rarity_ties` lists ties).

    With a joker the counts are taken with the joker choosing in the classic
    order; at 24 cards the flush then comes out rarer than the straight flush,
    an order under which the joker would choose otherwise (see
    :func:`ranking_counts`).

    Raises:
        DeckError: for an unknown deck size.

    Example:
        >>> [category.value for category in rarity_table([32])[32]]
        ['straight_flush', 'flush', 'four_of_a_kind', 'full_house', 'straight']
    """
    top = 5 if joker is None else 6
    return {
        size: Ranking.by_rarity(size, ace_low=ace_low, joker=joker).order[:top]
        for size in deck_sizes
    }


def rarity_ties(
    deck_sizes: Iterable[int] = DECK_SIZES,
    *,
    ace_low: bool = True,
    joker: JokerRule | None = None,
) -> dict[int, tuple[tuple[Category, ...], ...]]:
    """Groups of top categories with equal counts, per deck (rule D3).

    Looks at the categories :func:`rarity_table` orders. Each group is listed
    in the order ``Ranking.by_rarity`` gives it (the classic order); decks
    without a tie map to ``()``. With the ace-low straight,
    ``rarity_ties()`` is ``{24: ((STRAIGHT_FLUSH, FLUSH),)}`` plus empty
    entries: 12 straight flushes and 12 flushes in 24 cards.

    Raises:
        DeckError: for an unknown deck size.
    """
    ties: dict[int, tuple[tuple[Category, ...], ...]] = {}
    for size, top in rarity_table(deck_sizes, ace_low=ace_low, joker=joker).items():
        counts = category_counts(size, ace_low, joker=joker)
        groups: dict[int, list[Category]] = {}
        for cat in top:
            groups.setdefault(counts[cat], []).append(cat)
        ties[size] = tuple(tuple(g) for g in groups.values() if len(g) > 1)
    return ties
