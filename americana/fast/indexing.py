"""The numbering of cards and hands that the numpy tables are addressed by.

* **Card index**: the position of the card in ``make_deck(deck_size)``:
  ``4 * (rank - lowest rank) + suit``, suits in :class:`~americana.cards.Suit`
  order (clubs 0, diamonds 1, hearts 2, spades 3). In 32 cards ``7C`` is 0 and
  ``AS`` is 31. :func:`card_indices` converts cards to indices,
  :func:`card_of` back.
* **Hand index**: the hand's rank in the combinatorial number system,
  ``C(c0, 1) + C(c1, 2) + C(c2, 3) + C(c3, 4) + C(c4, 5)`` for its card
  indices sorted ``c0 < c1 < ... < c4``: a perfect hash of the C(n, 5) hands
  onto ``0 .. C(n, 5) - 1`` (:func:`hand_index`; :func:`colex_hands` lists
  the hands in that order).
* **Rank key**: ``2 * (r0 + r1 * r + ... + r4 * r**4) + flush`` for the
  hand's ranks sorted ``r0 <= ... <= r4`` (0 the deck's lowest, ``r`` ranks
  in the deck) and ``flush`` 1 for five cards of one suit: a perfect hash of
  what a ranking looks at, onto ``0 .. 2 * r**5 - 1`` (65,536 keys for 32
  cards; :func:`rank_key`, :func:`rank_keys`).

The joker (E8) has no card index: the tables cover decks without it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from math import comb
from typing import Any, TypeAlias

import numpy as np
import numpy.typing as npt

from americana.cards import DECK_SIZES, Card, Suit, deck_ranks, make_deck, parse_cards
from americana.errors import DeckError, DuplicateCardError, HandSizeError, JokerError

__all__ = [
    "SORTING_NETWORK",
    "Columns",
    "Hands",
    "card_indices",
    "card_of",
    "colex_hands",
    "hand_index",
    "rank_key",
    "rank_keys",
    "sorted_columns",
]

#: Hands of card indices: an integer array of shape ``(..., 5)``, or rows of ints.
Hands: TypeAlias = npt.NDArray[np.integer[Any]] | Sequence[Sequence[int]]
#: Five columns of card indices, one array per card of the sorted hands.
Columns: TypeAlias = list[npt.NDArray[np.integer[Any]]]

_SUITS = tuple(Suit)
_MAX_DECK = max(DECK_SIZES)
# _BINOMIAL[k][c] = C(c, k) for card indices c, k = 1..5 (row 0 unused).
_BINOMIAL = np.array(
    [[comb(c, k) for c in range(_MAX_DECK)] for k in range(6)], dtype=np.int32
)

#: A sorting network for five values (9 compare-exchanges, depth 5; Knuth,
#: TAOCP 5.3.4), as (a, b) pairs: keep the smaller at a. The tests check it on
#: all 120 orders.
SORTING_NETWORK = (
    (0, 1),
    (3, 4),
    (2, 4),
    (2, 3),
    (1, 4),
    (0, 3),
    (0, 2),
    (1, 3),
    (1, 2),
)


def card_indices(
    cards: str | Iterable[Card | str], deck_size: int = 32
) -> npt.NDArray[np.int8]:
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

    Example:
        >>> card_indices("7C 7D AS").tolist()  # 32 cards: 7C is 0, AS is 31
        [0, 1, 31]
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


def card_of(index: int, deck_size: int) -> Card:
    """The card of a card index (inverse of :func:`card_indices`)."""
    return _deck(deck_size)[index]


@cache
def _deck(deck_size: int) -> tuple[Card, ...]:
    return make_deck(deck_size)


def hand_index(hands: Hands, deck_size: int = 32) -> npt.NDArray[np.int64]:
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
    shape, col = sorted_columns(hands, deck_size)
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


def sorted_columns(
    hands: Hands, deck_size: int
) -> tuple[tuple[int, ...], Columns | None]:
    """Check hands of card indices; their five columns, each row sorted.

    Returns the shape of the result (``hands.shape[:-1]``) and five
    contiguous arrays ``c0 < c1 < ... < c4`` (``None`` for no hands). Raises
    as :func:`hand_index`.
    """
    deck_ranks(deck_size)  # raises DeckError for an unknown size
    array: npt.NDArray[np.generic] = np.asarray(hands)
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
    col: Columns = list(flat.T.copy())  # five contiguous columns
    for a, b in SORTING_NETWORK:
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


def rank_key(col: Columns, deck_size: int) -> npt.NDArray[np.integer[Any]]:
    """``2 * key + flush`` of sorted columns, as :func:`rank_keys` numbers them.

    ``key`` is the sorted ranks read as base-``r`` digits (``r`` ranks in the
    deck), lowest rank the lowest digit; ``flush`` is 1 for one suit. For 32
    cards and fewer the key fits 16 bits (8**5 * 2 = 65,536).
    """
    n_ranks = deck_size // 4
    small = 2 * n_ranks**5 <= 1 << 16
    key: npt.NDArray[np.integer[Any]] = (col[4] >> 2).astype(
        np.int16 if small else np.int32
    )
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
def _pair_tables(
    deck_size: int,
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """``C(a, 1) + C(b, 2)`` and ``C(a, 3) + C(b, 4)`` at ``a * deck_size + b``,
    and ``C(c, 5)``: ``int64`` arrays for :func:`hand_index`."""
    b = [np.array(row[:deck_size], dtype=np.int64) for row in _BINOMIAL]
    first = (b[1][:, None] + b[2][None, :]).ravel()
    second = (b[3][:, None] + b[4][None, :]).ravel()
    return first, second, b[5]


def colex_hands(n: int, k: int = 5) -> npt.NDArray[np.int8]:
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


def rank_keys(deck_size: int) -> npt.NDArray[np.int32]:
    """``2 * key + flush`` of every hand, in hand-index order.

    ``key`` is the hand's ranks, sorted, read as digits in base ``r`` (the
    number of ranks): ``sum(rank_i * r**i)`` with rank 0 the deck's lowest;
    ``flush`` is 1 for five cards of one suit. Built like
    :func:`colex_hands`, one slice of the previous level per largest card,
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
