"""The classes of hands the engine cannot tell apart, and counts by class.

Two hands of one deck get the same value under every ranking when they have
the same ranks and, for five distinct ranks, both are or both are not a flush.
:func:`hand_classes` numbers these classes for a deck (one ``int16`` per hand,
by hand index, :mod:`americana.fast.indexing`) and keeps one representative
hand per class; :func:`classify_classes` gives each class its category and
tie-break ranks from :func:`~americana.hands.classify.classify`, the engine's
one place where categories are decided. :func:`count_categories` counts a
deck's hands per category from the classes alone (rule D3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement

import numpy as np
import numpy.typing as npt

from americana.cards import deck_ranks
from americana.errors import JokerError
from americana.fast.indexing import rank_keys
from americana.hands.classify import classify
from americana.hands.evaluation import HasRanking
from americana.hands.ranking import AMERICANA, STANDARD_CATEGORIES, Category, Ranking

__all__ = [
    "HandClasses",
    "classify_classes",
    "count_categories",
    "hand_classes",
    "table_ranking",
]


def table_ranking(rules: Ranking | HasRanking) -> Ranking:
    """The ranking of ``rules`` (a ranking, or anything with one) for a table.

    Raises:
        JokerError: the ranking plays with a joker (E8): the tables cover
            decks without it.
    """
    ranking = rules if isinstance(rules, Ranking) else rules.ranking
    if ranking.joker is not None:
        raise JokerError(
            f"tables cover decks without the joker, not {ranking.name!r}",
            token="JK",
            ranking=ranking.name,
            deck_size=ranking.deck_size,
        )
    return ranking


@dataclass(frozen=True, eq=False)
class HandClasses:
    """The classes of hands the engine cannot tell apart, for one deck.

    ``hand_class[i]`` is the class of the hand of index ``i`` (``int16``);
    ``key_class[k]`` the class of rank key ``k``
    (:func:`~americana.fast.indexing.rank_key`; ``-1`` for none);
    ``representatives[c]`` the card indices of one hand of class ``c``;
    ``flush[c]`` whether the class is five cards of one suit.
    """

    deck_size: int
    hand_class: npt.NDArray[np.int16]
    key_class: npt.NDArray[np.int16]
    representatives: tuple[tuple[int, ...], ...]
    flush: tuple[bool, ...]


def _plain_suits(ranks: Sequence[int]) -> list[int]:
    """Suits for sorted ranks: copies of a rank in distinct suits, never a flush."""
    suits = [0] * 5
    for i in range(1, 5):
        suits[i] = suits[i - 1] + 1 if ranks[i] == ranks[i - 1] else 0
    if suits == [0] * 5:  # five distinct ranks, all clubs: make it no flush
        suits[0] = 1
    return suits


@cache
def hand_classes(deck_size: int) -> HandClasses:
    """Group the C(deck_size, 5) hands by rank multiset and flush (cached)."""
    n_ranks = len(deck_ranks(deck_size))
    # key = 2 * (sorted ranks in base n_ranks) + flush: a direct-address map.
    key_class = np.full(2 * n_ranks**5, -1, dtype=np.int16)
    representatives: list[tuple[int, ...]] = []
    flush: list[bool] = []
    for ranks in combinations_with_replacement(range(n_ranks), 5):
        if ranks[0] == ranks[4]:
            continue  # five of a kind: not in a deck without the joker
        key = 2 * sum(r * n_ranks**i for i, r in enumerate(ranks))
        suits = _plain_suits(ranks)
        key_class[key] = len(representatives)
        representatives.append(tuple(4 * r + s for r, s in zip(ranks, suits)))
        flush.append(False)
        if suits[0] == 1:  # five distinct ranks: a flush is possible
            key_class[key + 1] = len(representatives)
            representatives.append(tuple(4 * r for r in ranks))
            flush.append(True)
    hand_class = key_class[rank_keys(deck_size)]
    hand_class.flags.writeable = False
    key_class.flags.writeable = False
    return HandClasses(
        deck_size,
        hand_class,
        key_class,
        tuple(representatives),
        tuple(flush),
    )


@cache
def classify_classes(
    deck_size: int, ace_low: bool
) -> tuple[tuple[Category, tuple[int, ...]], ...]:
    """Category and tie-break ranks of each class of the deck (cached).

    From :func:`~americana.hands.classify.classify`, the engine's one place
    where categories are decided (``evaluate`` calls it too, after checking the
    cards, which a representative needs no more).
    """
    ranks = deck_ranks(deck_size)
    return tuple(
        classify([ranks[i // 4] for i in rep], flush, lowest=ranks[0], ace_low=ace_low)
        for rep, flush in zip(
            hand_classes(deck_size).representatives,
            hand_classes(deck_size).flush,
            strict=True,
        )
    )


def count_categories(ranking: Ranking = AMERICANA) -> dict[Category, int]:
    """Hands per category in ``ranking``'s deck, by one pass over its class table.

    ``np.bincount`` over the class of every hand (the array behind
    :func:`~americana.fast.hand_tables.hand_table`), then each class's category
    from :func:`classify_classes`. Needs no
    value table, so it costs only the deck's class array (rule D3).

    Returns:
        The nine :data:`~americana.hands.ranking.STANDARD_CATEGORIES` as keys, in
        that order, summing to C(deck_size, 5).

    Raises:
        JokerError: ``ranking.joker`` is set (E8); see
            :func:`americana.fast.counting.ranking_counts` for decks with a joker.
    """
    ranking = table_ranking(ranking)
    classes = hand_classes(ranking.deck_size)
    per_class = np.bincount(classes.hand_class, minlength=len(classes.flush))
    counts = dict.fromkeys(STANDARD_CATEGORIES, 0)
    classified = classify_classes(ranking.deck_size, ranking.ace_low)
    for (category, _), n in zip(classified, per_class.tolist(), strict=True):
        counts[category] += n
    return counts
