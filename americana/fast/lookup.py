"""Table-driven evaluation: every five-card hand of a deck ranked by one array.

For each deck of the project (52 down to 24 cards, rule A1, D1) and each
:class:`~americana.hands.ranking.Ranking` (or
:class:`~americana.rules.variants.Variant`) a table holds one integer per
five-card hand; :func:`evaluate_many` looks up whole numpy arrays of hands at
once. Tables are built on first use and cached in memory (:func:`hand_table`,
:func:`showdown_table`).

The tables are not a second copy of the rules. Hands fall into classes that
the engine cannot tell apart: the same ranks, and for five distinct ranks
whether they share a suit. The builder evaluates one representative hand per
class with the engine itself, :func:`~americana.hands.evaluation.evaluate` for a
ranking (category and ranks: B1, D2, D3, A15) and
:func:`~americana.hands.showdown.showdown_strength` for a variant (its showdown tie
rule, B3, B4, with the suit of the card that breaks ties set to each of the
four suits), and numbers the results in order. The tests compare every hand
of every deck with the engine's answer.

Conventions
-----------
* **Card index**: the position of the card in ``make_deck(deck_size)``:
  ``4 * (rank - lowest rank) + suit``, suits in :class:`~americana.cards.Suit`
  order (clubs 0, diamonds 1, hearts 2, spades 3). In 32 cards ``7C`` is 0 and
  ``AS`` is 31. :func:`card_indices` converts cards to indices.
* **Hand index**: the hand's rank in the combinatorial number system,
  ``C(c0, 1) + C(c1, 2) + C(c2, 3) + C(c3, 4) + C(c4, 5)`` for its card
  indices sorted ``c0 < c1 < ... < c4``: a perfect hash of the C(n, 5) hands
  onto ``0 .. C(n, 5) - 1`` (:func:`hand_index`).
* **Rank key**: ``2 * (r0 + r1 * r + ... + r4 * r**4) + flush`` for the
  hand's ranks sorted ``r0 <= ... <= r4`` (0 the deck's lowest, ``r`` ranks
  in the deck) and ``flush`` 1 for five cards of one suit: a perfect hash of
  what a ranking looks at, onto ``0 .. 2 * r**5 - 1`` (65,536 keys for 32
  cards). Ranking tables are read through it (one gather per hand); variant
  tables, whose values depend on suits, through the hand index.
* **Value**: an ``int32``, larger for the better hand. Under a ranking two
  hands get equal values exactly when their
  :class:`~americana.hands.evaluation.HandValue` are equal (category and every
  rank); under a variant, exactly when ``showdown_strength`` is equal, i.e.
  when they would split a pot. Values are dense: ``0 .. levels - 1``.

The joker (E8) is not a card index: tables cover decks without it, and a
ranking with a joker rule raises :class:`~americana.errors.JokerError`.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations_with_replacement
from math import comb
from typing import Protocol

import numpy as np

from americana.cards import DECK_SIZES, Card, Suit, deck_ranks, make_deck, parse_cards
from americana.errors import DeckError, DuplicateCardError, HandSizeError, JokerError
from americana.hands.evaluation import HandValue, classify, evaluate
from americana.hands.ranking import AMERICANA, STANDARD_CATEGORIES, Category, Ranking
from americana.hands.showdown import showdown_strength, tiebreak_card
from americana.rules.variants import Variant

__all__ = [
    "HandTable",
    "card_indices",
    "count_categories",
    "evaluate_many",
    "hand_index",
    "hand_table",
    "showdown_many",
    "showdown_table",
]

_SUITS = tuple(Suit)
_MAX_DECK = max(DECK_SIZES)
# _BINOMIAL[k][c] = C(c, k) for card indices c, k = 1..5 (row 0 unused).
_BINOMIAL = np.array(
    [[comb(c, k) for c in range(_MAX_DECK)] for k in range(6)], dtype=np.int32
)
# A sorting network for five values (9 compare-exchanges, depth 5; Knuth,
# TAOCP 5.3.4). tests/test_lookup.py checks it on all 120 orders.
_NETWORK = ((0, 1), (3, 4), (2, 4), (2, 3), (1, 4), (0, 3), (0, 2), (1, 3), (1, 2))


class _HasRanking(Protocol):
    ranking: Ranking


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

    rules: Ranking | Variant
    deck_size: int
    values: np.ndarray = field(repr=False)
    categories: tuple[Category, ...] = field(repr=False)
    build_seconds: float
    class_nbytes: int
    by_rank_key: np.ndarray | None = field(default=None, repr=False)

    @property
    def levels(self) -> int:
        """How many distinct values there are (7,462 for 52 cards, classic)."""
        return len(self.categories)

    @property
    def nbytes(self) -> int:
        """Memory of :attr:`values` and :attr:`by_rank_key`, in bytes."""
        extra = 0 if self.by_rank_key is None else self.by_rank_key.nbytes
        return int(self.values.nbytes + extra)

    def lookup(self, hands: np.ndarray | Sequence[Sequence[int]]) -> np.ndarray:
        """The values of ``hands``, an integer array of shape ``(..., 5)``.

        Returns an ``int32`` array of shape ``(...)``. Raises as
        :func:`hand_index`.
        """
        if self.by_rank_key is None:
            return np.take(self.values, hand_index(hands, self.deck_size))
        shape, col = _sorted_columns(hands, self.deck_size)
        if col is None:
            return np.zeros(shape, dtype=np.int32)
        return np.take(self.by_rank_key, _rank_key(col, self.deck_size)).reshape(shape)

    def category_counts(self) -> dict[Category, int]:
        """Hands per category, from one pass over :attr:`values` (rule D3).

        Returns the nine :data:`~americana.hands.ranking.STANDARD_CATEGORIES` as
        keys, in that order, summing to C(deck_size, 5).
        """
        return self.count_categories(self.values)

    def count_categories(self, values: np.ndarray) -> dict[Category, int]:
        """How many of ``values`` (any shape, from :meth:`lookup`) fall in each
        category; the nine standard categories as keys, in order."""
        per_value = np.bincount(np.ravel(values), minlength=self.levels)
        counts = dict.fromkeys(STANDARD_CATEGORIES, 0)
        for category, n in zip(self.categories, per_value.tolist(), strict=True):
            counts[category] += n
        return counts


def card_indices(cards: str | Iterable[Card | str], deck_size: int = 32) -> np.ndarray:
    """Card indices of distinct cards, in the order given.

    Args:
        cards: card strings in one string (``"AH KH 10S"``) or an iterable of
            :class:`~americana.cards.Card` or card strings.
        deck_size: the deck the indices refer to (52 ... 24).

    Returns:
        An ``int8`` array of shape ``(len(cards),)``: ``4 * (rank - lowest) +
        suit`` (module docstring).

    Raises:
        InvalidCardError: a card string cannot be read.
        DuplicateCardError: a card appears twice.
        DeckError: ``deck_size`` is unknown, or a card is not in that deck
            (``"5S"`` in 32 cards, rule B5).
        JokerError: the joker, which has no index (E8).
    """
    lowest = deck_ranks(deck_size)[0]
    parsed = parse_cards(cards if isinstance(cards, str) else (str(c) for c in cards))
    out = np.empty(len(parsed), dtype=np.int8)
    for i, card in enumerate(parsed):
        if card.is_joker:
            raise JokerError(
                "the joker has no card index: tables cover decks without it",
                token=str(card),
                deck_size=deck_size,
            )
        if card.rank < lowest:
            raise DeckError(
                f"{card} is not in the {deck_size}-card deck",
                token=str(card),
                deck_size=deck_size,
            )
        out[i] = 4 * (card.rank - lowest) + _SUITS.index(card.suit)
    return out


def _card(index: int, deck_size: int) -> Card:
    """The card of a card index (inverse of :func:`card_indices`)."""
    return _deck(deck_size)[index]


@cache
def _deck(deck_size: int) -> tuple[Card, ...]:
    return make_deck(deck_size)


def hand_index(
    hands: np.ndarray | Sequence[Sequence[int]], deck_size: int = 32
) -> np.ndarray:
    """The hand index of each row of five card indices, in any order.

    Args:
        hands: integer array-like of shape ``(..., 5)``: card indices
            (``0 .. deck_size - 1``), five distinct ones per row.
        deck_size: the deck (52 ... 24).

    Returns:
        An ``int64`` array of shape ``(...)`` with values in
        ``0 .. C(deck_size, 5) - 1``.

    Raises:
        TypeError: ``hands`` is not an integer array.
        HandSizeError: the last axis does not hold five cards.
        DeckError: an index outside ``0 .. deck_size - 1`` (a card not in the
            deck), or an unknown ``deck_size``.
        DuplicateCardError: a row repeats a card (``params["row"]`` is the
            first such row, counted in the flattened array).
    """
    shape, col = _sorted_columns(hands, deck_size)
    if col is None:
        return np.zeros(shape, dtype=np.int64)
    # C(c0, 1) + C(c1, 2) from one table, C(c2, 3) + C(c3, 4) from another,
    # C(c4, 5) from a third: three gathers instead of five.
    first, second, last = _pair_tables(deck_size)
    low = col[0].astype(np.int16)
    low *= deck_size
    low += col[1]
    mid = col[2].astype(np.int16)
    mid *= deck_size
    mid += col[3]
    index = np.take(first, low)
    index += np.take(second, mid)
    index += np.take(last, col[4])
    return index.reshape(shape)


def _sorted_columns(
    hands: np.ndarray | Sequence[Sequence[int]], deck_size: int
) -> tuple[tuple[int, ...], list[np.ndarray] | None]:
    """Check hands of card indices; their five columns, each row sorted.

    Returns the shape of the result (``hands.shape[:-1]``) and five
    contiguous arrays ``c0 < c1 < ... < c4`` (``None`` for no hands). Raises
    as :func:`hand_index`.
    """
    deck_ranks(deck_size)  # raises DeckError for an unknown size
    array = np.asarray(hands)
    if array.dtype.kind not in "iu":
        raise TypeError(f"card indices must be integers, not {array.dtype}")
    if array.ndim == 0 or array.shape[-1] != 5:
        size = array.shape[-1] if array.ndim else 0
        raise HandSizeError(f"a hand has five cards, not {size}", size=size)
    if array.dtype == np.uint64:  # numpy mixes uint64 and int16 into floats
        array = array.astype(np.int64)  # too large a value turns negative: caught
    shape = array.shape[:-1]
    flat = array.reshape(-1, 5)
    if flat.shape[0] == 0:
        return shape, None
    col = list(flat.T.copy())  # five contiguous columns
    for a, b in _NETWORK:
        low = np.minimum(col[a], col[b])
        np.maximum(col[a], col[b], out=col[b])
        col[a] = low
    if int(col[0].min()) < 0 or int(col[4].max()) >= deck_size:
        raise DeckError(
            f"card indices of a {deck_size}-card deck are 0..{deck_size - 1}",
            deck_size=deck_size,
        )
    same = col[0] == col[1]
    for i in range(1, 4):
        same |= col[i] == col[i + 1]
    if same.any():
        row = int(np.argmax(same))
        raise DuplicateCardError(
            f"a card appears twice in hand {row}: {sorted(flat[row].tolist())}",
            token=str(flat[row].tolist()),
            row=row,
        )
    return shape, col


def _rank_key(col: list[np.ndarray], deck_size: int) -> np.ndarray:
    """``2 * key + flush`` of sorted columns, as :func:`_rank_keys` numbers them.

    ``key`` is the sorted ranks read as base-``r`` digits (``r`` ranks in the
    deck), lowest rank the lowest digit; ``flush`` is 1 for one suit. For 32
    cards and fewer the key fits 16 bits (8**5 * 2 = 65,536).
    """
    n_ranks = deck_size // 4
    small = 2 * n_ranks**5 <= 1 << 16
    key = (col[4] >> 2).astype(np.int16 if small else np.int32)
    for i in (3, 2, 1, 0):
        key *= n_ranks
        key += col[i] >> 2
    suits = col[0] ^ col[1]
    for i in (2, 3, 4):
        suits |= col[0] ^ col[i]
    if small:
        key = key.view(np.uint16)
    key <<= 1
    key |= (suits & 3) == 0
    return key


@cache
def _pair_tables(deck_size: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``C(a, 1) + C(b, 2)`` and ``C(a, 3) + C(b, 4)`` at ``a * deck_size + b``,
    and ``C(c, 5)``: ``int64`` arrays for :func:`hand_index`."""
    b = [np.array(row[:deck_size], dtype=np.int64) for row in _BINOMIAL]
    first = (b[1][:, None] + b[2][None, :]).ravel()
    second = (b[3][:, None] + b[4][None, :]).ravel()
    return first, second, b[5]


def _ranking_of(rules: Ranking | _HasRanking) -> Ranking:
    ranking = rules if isinstance(rules, Ranking) else rules.ranking
    if ranking.joker is not None:
        raise JokerError(
            f"tables cover decks without the joker, not {ranking.name!r}",
            token="JK",
            ranking=ranking.name,
            deck_size=ranking.deck_size,
        )
    return ranking


def evaluate_many(
    hands: np.ndarray | Sequence[Sequence[int]],
    ranking: Ranking | _HasRanking = AMERICANA,
) -> np.ndarray:
    """Evaluate many five-card hands at once, as
    :func:`~americana.hands.evaluation.evaluate`.

    Args:
        hands: integer array-like of shape ``(..., 5)`` of card indices (see
            :func:`card_indices`) of ``ranking.deck_size`` cards, any order
            within a row.
        ranking: a :class:`~americana.hands.ranking.Ranking` (default
            :data:`~americana.hands.ranking.AMERICANA`, rule B1) or anything with
            a ``ranking`` attribute, such as a variant, whose ranking alone
            counts (as in ``evaluate``; suits never break ties here).

    Returns:
        An ``int32`` array of shape ``(...)``: larger is better; two hands get
        equal values exactly when their ``HandValue`` are equal.

    Raises:
        TypeError, HandSizeError, DeckError, DuplicateCardError: as
            :func:`hand_index`.
        JokerError: the ranking plays with a joker (E8).
    """
    return hand_table(_ranking_of(ranking)).lookup(hands)


def showdown_many(
    hands: np.ndarray | Sequence[Sequence[int]], variant: Variant
) -> np.ndarray:
    """Showdown values of many hands under a variant's tie rule (rule B3, B4).

    Orders hands exactly as :func:`~americana.hands.showdown.showdown_strength`:
    equal values split the pot. Under ``ShowdownTie.SPLIT`` (B4) this is
    :func:`evaluate_many`'s order; under the two B3 readings suits break
    ties, in the variant's suit order (rule C).

    Args:
        hands: as :func:`evaluate_many`, for ``variant.ranking.deck_size``.
        variant: a :class:`~americana.rules.variants.Variant`.

    Returns:
        An ``int32`` array of shape ``(...)``, larger is better.

    Raises:
        As :func:`evaluate_many`.
    """
    return showdown_table(variant).lookup(hands)


# --- building -----------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class _Classes:
    """The classes of hands the engine cannot tell apart, for one deck.

    ``hand_class[i]`` is the class of the hand of index ``i`` (``int16``);
    ``key_class[k]`` the class of rank key ``k`` (:func:`_rank_key`; ``-1``
    for none); ``representatives[c]`` the card indices of one hand of class
    ``c``; ``flush[c]`` whether the class is five cards of one suit.
    """

    deck_size: int
    hand_class: np.ndarray
    key_class: np.ndarray
    representatives: tuple[tuple[int, ...], ...]
    flush: tuple[bool, ...]


def _colex_hands(n: int, k: int = 5) -> np.ndarray:
    """Every k-subset of ``range(n)``, sorted rows, in hand-index order.

    Returns an ``int8`` array of shape ``(C(n, k), k)``; row ``i`` is the
    subset whose combinatorial index is ``i``. The subsets with largest
    element ``m`` are those of ``range(m)`` (the first C(m, k - 1) rows of the
    (k - 1)-subsets) followed by ``m``.
    """
    rows = np.arange(n, dtype=np.int8).reshape(-1, 1)
    for j in range(2, k + 1):
        sizes = [comb(m, j - 1) for m in range(j - 1, n)]
        starts = np.repeat(np.cumsum([0, *sizes[:-1]]), sizes)
        prefix = np.arange(sum(sizes)) - starts
        last = np.repeat(np.arange(j - 1, n, dtype=np.int8), sizes)
        rows = np.concatenate([rows[prefix], last[:, None]], axis=1)
    return rows


def _plain_suits(ranks: Sequence[int]) -> list[int]:
    """Suits for sorted ranks: copies of a rank in distinct suits, never a flush."""
    suits = [0] * 5
    for i in range(1, 5):
        suits[i] = suits[i - 1] + 1 if ranks[i] == ranks[i - 1] else 0
    if suits == [0] * 5:  # five distinct ranks, all clubs: make it no flush
        suits[0] = 1
    return suits


def _rank_keys(deck_size: int) -> np.ndarray:
    """``2 * key + flush`` of every hand, in hand-index order.

    ``key`` is the hand's ranks, sorted, read as digits in base ``r`` (the
    number of ranks): ``sum(rank_i * r**i)`` with rank 0 the deck's lowest;
    ``flush`` is 1 for five cards of one suit. Built like
    :func:`_colex_hands`, one slice of the previous level per largest card,
    without materializing the cards. Returns an ``int32`` array of shape
    ``(C(deck_size, 5),)``.
    """
    n_ranks = deck_size // 4
    cards = np.arange(deck_size)
    key = (cards // 4).astype(np.int32)
    first_suit = (cards % 4).astype(np.int8)
    flush = np.ones(deck_size, dtype=bool)
    for j in range(2, 6):
        size = comb(deck_size, j)
        new_key = np.empty(size, dtype=np.int32)
        new_flush = np.empty(size, dtype=bool)
        new_first = np.empty(size, dtype=np.int8)
        weight = n_ranks ** (j - 1)
        for m in range(j - 1, deck_size):
            start, count = comb(m, j), comb(m, j - 1)
            block = slice(start, start + count)
            np.add(key[:count], weight * (m // 4), out=new_key[block])
            np.equal(first_suit[:count], m % 4, out=new_flush[block])
            new_flush[block] &= flush[:count]
            new_first[block] = first_suit[:count]
        key, flush, first_suit = new_key, new_flush, new_first
    key *= 2
    key += flush
    return key


@cache
def _classes(deck_size: int) -> _Classes:
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
    hand_class = key_class[_rank_keys(deck_size)]
    hand_class.flags.writeable = False
    key_class.flags.writeable = False
    return _Classes(
        deck_size,
        hand_class,
        key_class,
        tuple(representatives),
        tuple(flush),
    )


def _dense(keys: Sequence[object]) -> np.ndarray:
    """Number the keys 0, 1, ... in increasing order; equal keys, equal numbers."""
    order = {key: i for i, key in enumerate(sorted(set(keys)))}  # type: ignore[type-var]
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
    ranking = _ranking_of(ranking)
    start = time.perf_counter()
    classes = _classes(ranking.deck_size)
    classified = _classified(ranking.deck_size, ranking.ace_low)
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


def count_categories(ranking: Ranking = AMERICANA) -> dict[Category, int]:
    """Hands per category in ``ranking``'s deck, by one pass over its class table.

    ``np.bincount`` over the class of every hand (the array behind
    :func:`hand_table`), then each class's category from
    :func:`~americana.hands.evaluation.evaluate` of one of its hands. Needs no
    value table, so it costs only the deck's class array (rule D3).

    Returns:
        The nine :data:`~americana.hands.ranking.STANDARD_CATEGORIES` as keys, in
        that order, summing to C(deck_size, 5).

    Raises:
        JokerError: ``ranking.joker`` is set (E8); see
            :func:`americana.fast.counting.ranking_counts` for decks with a joker.
    """
    ranking = _ranking_of(ranking)
    classes = _classes(ranking.deck_size)
    per_class = np.bincount(classes.hand_class, minlength=len(classes.flush))
    counts = dict.fromkeys(STANDARD_CATEGORIES, 0)
    classified = _classified(ranking.deck_size, ranking.ace_low)
    for (category, _), n in zip(classified, per_class.tolist(), strict=True):
        counts[category] += n
    return counts


@cache
def _classified(
    deck_size: int, ace_low: bool
) -> tuple[tuple[Category, tuple[int, ...]], ...]:
    """Category and tie-break ranks of each class of the deck (cached).

    From :func:`~americana.hands.evaluation.classify`, the engine's one place where
    categories are decided (``evaluate`` calls it too, after checking the
    cards, which a representative needs no more).
    """
    ranks = deck_ranks(deck_size)
    return tuple(
        classify([ranks[i // 4] for i in rep], flush, lowest=ranks[0], ace_low=ace_low)
        for rep, flush in zip(
            _classes(deck_size).representatives, _classes(deck_size).flush, strict=True
        )
    )


def _value(representative: tuple[int, ...], ranking: Ranking) -> HandValue:
    """The engine's ``HandValue`` of a hand given by card indices."""
    return evaluate([_card(i, ranking.deck_size) for i in representative], ranking)


@cache
def showdown_table(variant: Variant) -> HandTable:
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
    ranking = _ranking_of(variant)
    start = time.perf_counter()
    deck_size = ranking.deck_size
    lowest = ranking.lowest_rank
    classes = _classes(deck_size)
    keys: list[object] = []
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
    hands = _colex_hands(deck_size)
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
    cards = [_card(i, deck_size) for i in representative]
    if card is None:
        return cards
    if flush:
        return [Card(c.rank, _SUITS[suit]) for c in cards]
    out = [Card(c.rank, _SUITS[suit]) if c.rank == card.rank else c for c in cards]
    if len({c.suit for c in out}) == 1:  # became a flush: move another card
        other = next(i for i, c in enumerate(out) if c.rank != card.rank)
        out[other] = Card(out[other].rank, _SUITS[(suit + 1) % 4])
    return out
