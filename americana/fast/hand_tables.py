"""Tables of every five-card hand of a deck: one integer per hand, larger is better.

For each deck of the project (52 down to 24 cards, rule A1, D1),
:func:`hand_table` holds the value of every hand under one
:class:`~americana.hands.ranking.Ranking` and :func:`showdown_table` under one
:class:`~americana.rules.variants.Variant`'s showdown rule. Tables are built on
first use and cached in memory; :mod:`americana.fast.many` reads them for whole
arrays of hands.

The tables are not a second copy of the rules. The builder evaluates one
representative hand per class (:mod:`americana.fast.hand_classes`) with the
engine itself, :func:`~americana.hands.evaluation.evaluate` for a ranking
(category and ranks: B1, D2, D3, A15) and
:func:`~americana.hands.showdown.showdown_strength` for a variant (its showdown
tie rule, B3, B4, with the suit of the card that breaks ties set to each of
the four suits), and numbers the results in order. The tests compare every
hand of every deck with the engine's answer.

**Value**: an ``int32``, larger for the better hand. Under a ranking two hands
get equal values exactly when their
:class:`~americana.hands.evaluation.HandValue` are equal (category and every
rank); under a variant, exactly when ``showdown_strength`` is equal, i.e. when
they would split a pot. Values are dense: ``0 .. levels - 1``. Ranking tables
are also addressed by rank key (one gather per hand); variant tables, whose
values depend on suits, by hand index (:mod:`americana.fast.indexing`).

A ranking with a joker rule (E8) raises :class:`~americana.errors.JokerError`.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import numpy as np
import numpy.typing as npt

from americana.cards import Card, Suit
from americana.fast.hand_classes import classify_classes, hand_classes, table_ranking
from americana.fast.indexing import (
    Hands,
    card_of,
    colex_hands,
    hand_index,
    rank_key,
    sorted_columns,
)
from americana.hands.evaluation import HandValue, evaluate
from americana.hands.ranking import AMERICANA, STANDARD_CATEGORIES, Category, Ranking
from americana.hands.showdown import ShowdownRules, showdown_strength, tiebreak_card

__all__ = ["HandTable", "hand_table", "showdown_table"]

_SUITS = tuple(Suit)


@dataclass(frozen=True, eq=False)
class HandTable:
    """The value of every five-card hand of one deck, by hand index.

    Attributes:
        rules: the :class:`~americana.hands.ranking.Ranking` or
            :class:`~americana.rules.variants.Variant` the values follow.
        deck_size: cards in the deck (52 ... 24, rule D1).
        values: read-only ``int32`` array of shape ``(C(deck_size, 5),)``;
            ``values[hand_index(hand)]`` is the hand's value (see the module
            docstring: larger is better, equal means equal to the engine).
        categories: the :class:`~americana.hands.ranking.Category` of each value,
            ``categories[v]`` for value ``v``; a tuple of length ``levels``.
        build_seconds: wall time of the build, in seconds (the deck's class
            array included when this build made it).
        class_nbytes: memory of the deck's class array (2 bytes per hand),
            built once per deck and shared by all its tables, in bytes.
        by_rank_key: for a ranking, the same values addressed by the hand's
            sorted ranks and flush flag (``2 * sum(rank_i * r**i) + flush``,
            ``r`` ranks in the deck; ``-1`` where no hand has that key):
            ``int32`` of shape ``(2 * r**5,)``, 256 kB for 32 cards. Suits
            matter only as "one suit or not" under a ranking, so this smaller
            table answers :meth:`lookup` with one gather. ``None`` for a
            variant, whose values depend on suits (B3).
    """

    rules: Ranking | ShowdownRules
    deck_size: int
    values: npt.NDArray[np.int32] = field(repr=False)
    categories: tuple[Category, ...] = field(repr=False)
    build_seconds: float
    class_nbytes: int
    by_rank_key: npt.NDArray[np.int32] | None = field(default=None, repr=False)

    @property
    def levels(self) -> int:
        """How many distinct values there are (7,462 for 52 cards, classic)."""
        return len(self.categories)

    @property
    def nbytes(self) -> int:
        """Memory of :attr:`values` and :attr:`by_rank_key`, in bytes."""
        extra = 0 if self.by_rank_key is None else self.by_rank_key.nbytes
        return int(self.values.nbytes + extra)

    def lookup(self, hands: Hands) -> npt.NDArray[np.int32]:
        """The values of ``hands``, an integer array of shape ``(..., 5)``.

        Returns an ``int32`` array of shape ``(...)``. Raises as
        :func:`~americana.fast.indexing.hand_index`.
        """
        if self.by_rank_key is None:
            return np.take(self.values, hand_index(hands, self.deck_size))
        shape, col = sorted_columns(hands, self.deck_size)
        if col is None:
            return np.zeros(shape, dtype=np.int32)
        return np.take(self.by_rank_key, rank_key(col, self.deck_size)).reshape(shape)

    def category_counts(self) -> dict[Category, int]:
        """Hands per category, from one pass over :attr:`values` (rule D3).

        Returns the nine :data:`~americana.hands.ranking.STANDARD_CATEGORIES` as
        keys, in that order, summing to C(deck_size, 5).
        """
        return self.count_categories(self.values)

    def count_categories(
        self, values: npt.NDArray[np.integer[Any]]
    ) -> dict[Category, int]:
        """How many of ``values`` (any shape, from :meth:`lookup`) fall in each
        category; the nine standard categories as keys, in order."""
        per_value = np.bincount(np.ravel(values), minlength=self.levels)
        counts = dict.fromkeys(STANDARD_CATEGORIES, 0)
        for category, n in zip(self.categories, per_value.tolist(), strict=True):
            counts[category] += n
        return counts

    def completions(
        self, known: npt.NDArray[np.int8], unseen: npt.NDArray[np.int8], k: int
    ) -> tuple[npt.NDArray[np.uint64], npt.NDArray[np.int32]]:
        """Every way to complete the card indices ``known`` with ``k`` of ``unseen``.

        Returns ``(masks, values)``, both of shape ``(C(len(unseen), k),)``: the
        bitmask of the added cards (``uint64``, bit = card index) and the value
        of the completed hand.
        """
        if k == 0:
            picks = np.zeros((1, 0), dtype=np.int8)
        else:
            picks = unseen[colex_hands(len(unseen), k)]
        masks = np.zeros(len(picks), dtype=np.uint64)
        for column in picks.T:
            masks |= np.left_shift(np.uint64(1), column.astype(np.uint64))
        fixed = np.broadcast_to(known, (len(picks), len(known)))
        values = self.lookup(np.concatenate([fixed, picks], axis=1))
        return masks, values


def _dense(keys: Sequence[tuple[object, ...]]) -> npt.NDArray[np.int32]:
    """Number the keys 0, 1, ... in increasing order; equal keys, equal numbers."""
    order = {key: i for i, key in enumerate(sorted(set(keys)))}
    return np.array([order[key] for key in keys], dtype=np.int32)


@cache
def hand_table(ranking: Ranking = AMERICANA) -> HandTable:
    """The table of every hand of ``ranking.deck_size`` cards under ``ranking``.

    Built on first call and cached per ranking (an equal ranking shares it).
    Each class of hands gets the :attr:`~americana.hands.evaluation.HandValue.key`
    of its category and ranks under ``ranking`` (category in
    ``ranking.order``, then ranks; rule B1, D2, D3, A15), as
    :func:`~americana.hands.evaluation.evaluate` computes them through
    :func:`~americana.hands.evaluation.classify`.

    Cost: the 32-card table takes about 15 ms and 1.1 MB (201,376 values of
    4 bytes and 65,536 rank keys), the 52-card one about 0.2 s and 13.4 MB,
    plus a 2-byte class per hand shared by all tables of the deck.

    Raises:
        JokerError: ``ranking.joker`` is set (E8).
    """
    ranking = table_ranking(ranking)
    start = time.perf_counter()
    classes = hand_classes(ranking.deck_size)
    classified = classify_classes(ranking.deck_size, ranking.ace_low)
    class_value = _dense(
        [HandValue(cat, ranks, (), ranking).key for cat, ranks in classified]
    )
    categories: list[Category] = [Category.HIGH_CARD] * (int(class_value.max()) + 1)
    for (category, _), level in zip(classified, class_value.tolist(), strict=True):
        categories[level] = category
    values = class_value[classes.hand_class]
    values.flags.writeable = False
    by_rank_key = np.full(len(classes.key_class), -1, dtype=np.int32)
    known = classes.key_class >= 0
    by_rank_key[known] = class_value[classes.key_class[known]]
    by_rank_key.flags.writeable = False
    return HandTable(
        ranking,
        ranking.deck_size,
        values,
        tuple(categories),
        time.perf_counter() - start,
        classes.hand_class.nbytes,
        by_rank_key,
    )


def _value(representative: tuple[int, ...], ranking: Ranking) -> HandValue:
    """The engine's ``HandValue`` of a hand given by card indices."""
    return evaluate([card_of(i, ranking.deck_size) for i in representative], ranking)


@cache
def showdown_table(variant: ShowdownRules) -> HandTable:
    """The table of every hand under ``variant``'s showdown rule (rule B3, B4).

    Values order hands as :func:`~americana.hands.showdown.showdown_strength`. Each
    class of hands is evaluated with the suit of its tie-break card
    (:func:`~americana.hands.showdown.tiebreak_card`: the highest card, or the
    kicker of a pair or two pair) set to each of the four suits in turn; a
    hand then takes the value of its class and of its own tie-break card's
    suit. Built on first call, cached per variant. Costs as
    :func:`hand_table`, plus one pass over the deck's hands to find each
    one's tie-break suit.

    Raises:
        JokerError: the variant's ranking has a joker rule (E8).
    """
    ranking = table_ranking(variant)
    start = time.perf_counter()
    deck_size = ranking.deck_size
    lowest = ranking.lowest_rank
    classes = hand_classes(deck_size)
    keys: list[tuple[object, ...]] = []
    categories_of: list[Category] = []
    tiebreak_rank = np.full(len(classes.representatives), -1, dtype=np.int8)
    for c, rep in enumerate(classes.representatives):
        value = _value(rep, ranking)
        card = tiebreak_card(value.cards, value.category, value.ranks)
        if card is not None:
            tiebreak_rank[c] = card.rank - lowest
        for suit in range(4):
            hand = _with_tiebreak_suit(rep, classes.flush[c], card, suit, deck_size)
            keys.append(showdown_strength(hand, variant))
            categories_of.append(value.category)
    levels = _dense(keys)
    categories: list[Category] = [Category.HIGH_CARD] * (int(levels.max()) + 1)
    for category, level in zip(categories_of, levels.tolist(), strict=True):
        categories[level] = category
    class_suit_value = levels.reshape(-1, 4)
    hands = colex_hands(deck_size)
    hand_class = classes.hand_class
    wanted = tiebreak_rank[hand_class]
    at = (hands >> 2) == wanted[:, None]
    position = np.argmax(at, axis=1)
    suit = hands[np.arange(len(hands)), position] & 3
    suit[wanted < 0] = 0
    values = class_suit_value[hand_class, suit]
    values.flags.writeable = False
    return HandTable(
        variant,
        deck_size,
        values,
        tuple(categories),
        time.perf_counter() - start,
        hand_class.nbytes,
    )


def _with_tiebreak_suit(
    representative: tuple[int, ...],
    flush: bool,
    card: Card | None,
    suit: int,
    deck_size: int,
) -> list[Card]:
    """The representative with its tie-break card in ``suit`` (all of it if a flush)."""
    cards = [card_of(i, deck_size) for i in representative]
    if card is None:
        return cards
    if flush:
        return [Card(c.rank, _SUITS[suit]) for c in cards]
    out = [Card(c.rank, _SUITS[suit]) if c.rank == card.rank else c for c in cards]
    if len({c.suit for c in out}) == 1:  # became a flush: move another card
        other = next(i for i, c in enumerate(out) if c.rank != card.rank)
        out[other] = Card(out[other].rank, _SUITS[(suit + 1) % 4])
    return out
