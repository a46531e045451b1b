"""The table-driven evaluator (americana.fast) against expectations of its own.

No expected value here comes from the package's other evaluators or its
counting code. The sources of truth, each written in this file:

- the published category counts of the 52-card deck (2,598,960 hands: 40
  straight flushes of which 4 royal, 624 four of a kind, 3,744 full houses,
  5,108 flushes, 10,200 straights, 54,912 three of a kind, 123,552 two pair,
  1,098,240 one pair, 1,302,540 high card);
- closed-form counts for every deck of D1 (52 down to 24 cards), with and
  without the ace-low straight (A15: A-7-8-9-10 in 32 cards; never K-A-7-8-9);
- a plain classifier (:func:`rule_key`) that puts every hand of every deck in
  the order the rules give, the category orders written out (B1, D2, D3);
- ladders of hands put in order by hand;
- PokerKit's ``StandardHighHand``: a random sample of 52-card hands in the
  fast tier, all 2,598,960 in the slow tier (D2).

The showdown tables (suits break ties, B3, B4) are held to pairs of hands
whose winner is worked out by hand, and against
:func:`americana.hands.showdown.showdown_strength` on every hand, in worker
processes started by the first slow test that asks for them. Slow-marked:
every exhaustive run of 48 and 52 cards (over ~5 s each) and every run in
the worker processes; the fast tier keeps every hand of 44 cards and fewer.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
from collections import Counter
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import replace
from functools import cache
from math import comb

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from americana import (
    AMERICANA,
    CLASSIC,
    CLASSIC_WILD,
    DECK_SIZES,
    Category,
    DeckError,
    DuplicateCardError,
    HandSizeError,
    JokerError,
    Ranking,
    card_indices,
    evaluate_many,
    hand_table,
    make_deck,
    showdown_many,
    showdown_table,
)
from americana.fast.hand_classes import count_categories
from americana.fast.indexing import SORTING_NETWORK, colex_hands, hand_index
from americana.hands.showdown import showdown_strength
from americana.rules.variants import VARIANTS, ShowdownTie

C = Category
SF, FOUR, FULL, FLUSH, STRAIGHT = (
    C.STRAIGHT_FLUSH,
    C.FOUR_OF_A_KIND,
    C.FULL_HOUSE,
    C.FLUSH,
    C.STRAIGHT,
)
TRIPS, TWO_PAIR, PAIR, HIGH = C.THREE_OF_A_KIND, C.TWO_PAIR, C.ONE_PAIR, C.HIGH_CARD
LOWER = (TRIPS, TWO_PAIR, PAIR, HIGH)

# The orders of the categories, best first, as the rules list them.
CLASSIC_ORDER = (SF, FOUR, FULL, FLUSH, STRAIGHT, *LOWER)  # D2
AMERICANA_ORDER = (SF, FOUR, FLUSH, FULL, STRAIGHT, *LOWER)  # B1
RARITY_ORDER = {  # D3: the rarest first down to the straight; 28, 24 as 32
    52: CLASSIC_ORDER,
    **dict.fromkeys((48, 44, 40, 36), (SF, FOUR, FLUSH, FULL, STRAIGHT, *LOWER)),
    **dict.fromkeys((32, 28, 24), (SF, FLUSH, FOUR, FULL, STRAIGHT, *LOWER)),
}

# --- the rules' order, written out -------------------------------------------

# Card index i of an n-card deck is rank i // 4 counted from the deck's lowest
# rank (the ace is n // 4 - 1) and suit i % 4 (clubs, diamonds, hearts, spades).
_SHAPES = {(4, 1): FOUR, (3, 2): FULL, (3, 1, 1): TRIPS, (2, 2, 1): TWO_PAIR}
_SHAPES[2, 1, 1, 1] = PAIR


def rule_key(ranks: tuple[int, ...], flush: bool, deck_size: int, ace_low: bool):
    """The category of a hand and what breaks ties within it, as poker says.

    ``ranks``: the five ranks, highest first. Groups of equal rank count first
    (the four, the three, the pairs: A11), then the rank; a straight by its
    top card, the ace-low straight's being its fourth rank (A15, D1).
    """
    count = Counter(ranks)
    groups = sorted(count.items(), key=lambda rank_count: rank_count[::-1])[::-1]
    shape = tuple(c for _, c in groups)
    tiebreak = tuple(rank for rank, _ in groups)
    ace = deck_size // 4 - 1
    top = None
    if len(count) == 5 and ranks[0] - ranks[4] == 4:
        top = ranks[0]
    elif len(count) == 5 and ace_low and ranks == (ace, 3, 2, 1, 0):
        top = 3
    if top is not None:
        return (SF if flush else STRAIGHT), (top,)
    return (FLUSH if flush else _SHAPES.get(shape, HIGH)), tiebreak


def rule_values(hands: np.ndarray, deck_size: int, ace_low: bool, order) -> np.ndarray:
    """Dense ranks of the hands in the rules' order: equal hands equal.

    Each distinct (ranks, flush) is classified once by :func:`rule_key`.
    """
    hands = np.asarray(hands, dtype=np.int64)
    ranks = -np.sort(-(hands // 4), axis=1)
    flush = (hands % 4 == hands[:, :1] % 4).all(axis=1)
    code = ranks @ (16 ** np.arange(4, -1, -1)) * 2 + flush
    codes, where = np.unique(code, return_inverse=True)
    keys = []
    for c in codes.tolist():
        digits = tuple((c >> 1) // 16**k % 16 for k in range(4, -1, -1))
        category, tiebreak = rule_key(digits, bool(c & 1), deck_size, ace_low)
        keys.append((-order.index(category), tiebreak))
    level = {key: i for i, key in enumerate(sorted(set(keys)))}
    return np.array([level[key] for key in keys], dtype=np.int64)[where.ravel()]


def dense(values) -> np.ndarray:
    """Dense ranks: the order of a sample, whatever numbers carry it."""
    return np.unique(np.asarray(values), return_inverse=True)[1].ravel()


@cache
def every_hand(deck_size: int) -> np.ndarray:
    """All C(n, 5) hands by itertools, each row's cards in a random order."""
    rows = itertools.chain.from_iterable(itertools.combinations(range(deck_size), 5))
    hands = np.fromiter(rows, dtype=np.int8).reshape(-1, 5)
    hands = np.random.default_rng(deck_size).permuted(hands, axis=1)
    hands.flags.writeable = False
    return hands


def _deck_case(deck_size: int, ace_low: bool, *more):
    marks = [pytest.mark.slow] if deck_size >= 48 else []  # over ~5 s each
    return pytest.param(deck_size, ace_low, *more, marks=marks)


def _share_the_cores(request, deck_size: int) -> None:
    """A slow case starts the slow reference runs (PokerKit, showdown_strength)
    in worker processes first, so they run while this process evaluates."""
    if deck_size >= 48:
        request.getfixturevalue("references")


EVERY_DECK = [_deck_case(n, low) for n in DECK_SIZES for low in (True, False)]


@pytest.mark.parametrize(("deck_size", "ace_low"), EVERY_DECK)
@pytest.mark.parametrize("rule", ["classic", "by_rarity"])
def test_every_hand_in_the_order_the_rules_give(request, deck_size, ace_low, rule):
    """Equal values exactly for equal hands, larger exactly for better (D2, D3)."""
    _share_the_cores(request, deck_size)
    ranking = getattr(Ranking, rule)(deck_size, ace_low=ace_low)
    order = CLASSIC_ORDER if rule == "classic" else RARITY_ORDER[deck_size]
    hands = every_hand(deck_size)
    expected = rule_values(hands, deck_size, ace_low, order)
    np.testing.assert_array_equal(evaluate_many(hands, ranking), expected)
    assert hand_table(ranking).levels == expected.max() + 1


def test_every_americana_hand_in_the_order_of_b1():
    """32 cards, the flush above the full house, A-7-8-9-10 the lowest straight."""
    hands = every_hand(32)
    expected = rule_values(hands, 32, True, AMERICANA_ORDER)
    np.testing.assert_array_equal(evaluate_many(hands, AMERICANA), expected)
    categories = [hand_table(AMERICANA).categories[v] for v in range(840)]
    assert tuple(c for c, _ in itertools.groupby(categories)) == AMERICANA_ORDER[::-1]


@settings(max_examples=25, deadline=None)
@given(
    deck_size=st.sampled_from(DECK_SIZES),
    ace_low=st.booleans(),
    seed=st.integers(0, 2**32 - 1),
)
def test_random_hands_in_the_order_the_rules_give(deck_size, ace_low, seed):
    """2,000 random hands per example, the lowest straights always among them."""
    rng = np.random.default_rng(seed)
    hands = rng.permuted(
        np.tile(np.arange(deck_size, dtype=np.int8), (2000, 1)), axis=1
    )[:, :5]
    low = [0, 4, 8, 12, 16]  # the lowest straight with the ace high
    hands[:2] = [low, [*low[:4], deck_size - 1]]  # and the one with the ace low
    ranking = Ranking.classic(deck_size, ace_low=ace_low)
    expected = rule_values(hands, deck_size, ace_low, CLASSIC_ORDER)
    np.testing.assert_array_equal(dense(evaluate_many(hands, ranking)), dense(expected))


# --- ladders of hands, put in order by hand ----------------------------------

# Lowest first; hands in one group are equal (suits never count in a bare
# ranking); every group beats the one before it.
AMERICANA_LADDER = [
    ["7C 8D 9H 10S QC", "7D 8C 9S 10H QD"],  # the lowest high card
    ["7C 8D 9H JS KC"],
    ["KS AD 7C 8H 9S"],  # A15: never both high and low, no straight
    ["AC KD QH JS 9C"],  # the best high card
    ["7C 7D 8H 9S 10C"],  # the lowest pair
    ["7C 7D AH KS QC"],
    ["AC AD 7H 8S 9C"],
    ["AC AD KH QS JC", "AH AS KC QD JH"],  # the best pair
    ["8C 8D 7H 7S 9C"],  # the lowest two pair
    ["AC AD KH KS 7C"],
    ["AC AD KH KS QC"],  # the best two pair
    ["7C 7D 7H 8S 9C"],  # the lowest three of a kind
    ["AC AD AH KS QC"],
    ["AH 7D 8C 9S 10H", "AS 7H 8D 9C 10S"],  # A15: the lowest straight
    ["7C 8D 9H 10S JC"],
    ["10C JD QH KS AC"],  # the best straight
    ["7C 7D 7H 8S 8C"],  # B1: the lowest full house beats every straight
    ["AC AD AH KS KC"],
    ["7C 8C 9C 10C QC"],  # B1: the lowest flush beats every full house
    ["AH KH QH JH 9H", "AS KS QS JS 9S"],
    ["7C 7D 7H 7S 8C"],  # the lowest four of a kind
    ["AC AD AH AS KC"],
    ["AS 7S 8S 9S 10S"],  # the lowest straight flush, the ace low
    ["7S 8S 9S 10S JS"],
    ["10H JH QH KH AH", "10C JC QC KC AC"],  # the royal flush
]
CLASSIC_LADDER = [
    ["2C 3D 4H 5S 7C"],  # the lowest high card
    ["QC KD AH 2S 3C"],  # no straight round the corner
    ["AC KD QH JS 9C"],
    ["2C 2D 3H 4S 5C"],
    ["AC AD KH QS JC"],
    ["3C 3D 2H 2S 4C"],
    ["AC AD KH KS 2C"],
    ["AC AD KH KS QC"],  # A11: the kicker decides
    ["2C 2D 2H 3S 4C"],
    ["AC AD AH KS QC"],
    ["AS 2D 3C 4H 5S"],  # D1: 5-4-3-2-A, the lowest straight
    ["2C 3D 4H 5S 6C"],
    ["10C JD QH KS AC"],
    ["2H 3H 4H 5H 7H"],  # D2: a flush beats a straight ...
    ["AH KH QH JH 9H"],
    ["2C 2D 2H 3S 3C"],  # ... and a full house beats a flush
    ["AC AD AH KS KC"],
    ["2C 2D 2H 2S 3C"],
    ["AC AD AH AS KC"],
    ["AH 2H 3H 4H 5H"],  # the steel wheel
    ["9D 10D JD QD KD"],
    ["10S JS QS KS AS", "10D JD QD KD AD"],
]


@pytest.mark.parametrize(
    ("ladder", "deck_size", "ranking"),
    [(AMERICANA_LADDER, 32, AMERICANA), (CLASSIC_LADDER, 52, CLASSIC)],
    ids=["americana", "classic"],
)
def test_hands_put_in_order_by_hand(ladder, deck_size, ranking):
    values = [
        evaluate_many(np.stack([card_indices(h, deck_size) for h in group]), ranking)
        for group in ladder
    ]
    for group, v in zip(ladder, values, strict=True):
        assert len(set(v.tolist())) == 1, group
    tops = [int(v[0]) for v in values]
    assert tops == sorted(tops) and len(set(tops)) == len(tops)


# --- how many hands of each kind ---------------------------------------------


def closed_form_counts(deck_size: int, ace_low: bool) -> dict[Category, int]:
    """The usual formulas, for r ranks in four suits.

    A straight is r - 4 rank sequences, one more with the ace low (A15); in
    each, 4^5 suits less the 4 flushes. The rest: choose the ranks, then the
    suits: four of a kind r (r - 1) 4, full house r (r - 1) 4 * 6, three of a
    kind r C(r-1, 2) 4 * 4^2, two pair C(r, 2) (r - 2) 6^2 4, one pair
    r C(r-1, 3) 6 * 4^3, five different ranks C(r, 5) 4^5.
    """
    r = deck_size // 4
    runs = r - 4 + ace_low
    return {
        SF: 4 * runs,
        FOUR: r * (r - 1) * 4,
        FULL: r * (r - 1) * 4 * 6,
        FLUSH: 4 * comb(r, 5) - 4 * runs,
        STRAIGHT: runs * (4**5 - 4),
        TRIPS: r * comb(r - 1, 2) * 4 * 4**2,
        TWO_PAIR: comb(r, 2) * (r - 2) * 6**2 * 4,
        PAIR: r * comb(r - 1, 3) * 6 * 4**3,
        HIGH: (comb(r, 5) - runs) * (4**5 - 4),
    }


PUBLISHED_52 = {
    SF: 40,
    FOUR: 624,
    FULL: 3744,
    FLUSH: 5108,
    STRAIGHT: 10200,
    TRIPS: 54912,
    TWO_PAIR: 123552,
    PAIR: 1098240,
    HIGH: 1302540,
}


def test_the_closed_forms_give_the_published_counts():
    assert closed_form_counts(52, True) == PUBLISHED_52
    assert sum(PUBLISHED_52.values()) == comb(52, 5) == 2_598_960
    for n in DECK_SIZES:
        for ace_low in (True, False):
            assert sum(closed_form_counts(n, ace_low).values()) == comb(n, 5)
    # The 24-card deck with A15: as many flushes as straight flushes (D3).
    assert closed_form_counts(24, True)[SF] == closed_form_counts(24, True)[FLUSH] == 12


def _count(ranking: Ranking, hands: np.ndarray) -> dict[Category, int]:
    categories = hand_table(ranking).categories
    per_value = np.bincount(evaluate_many(hands, ranking), minlength=len(categories))
    counts = dict.fromkeys(CLASSIC_ORDER, 0)
    for category, n in zip(categories, per_value.tolist(), strict=True):
        counts[category] += n
    return counts


@pytest.mark.parametrize(("deck_size", "ace_low"), EVERY_DECK)
def test_the_hands_of_each_category_are_counted_right(request, deck_size, ace_low):
    """Every hand evaluated, its category counted; the table's own counts too."""
    _share_the_cores(request, deck_size)
    ranking = Ranking.classic(deck_size, ace_low=ace_low)
    expected = closed_form_counts(deck_size, ace_low)
    assert _count(ranking, every_hand(deck_size)) == expected
    assert count_categories(ranking) == expected
    assert hand_table(ranking).category_counts() == expected


@pytest.mark.slow
def test_four_royal_flushes_top_the_52_card_deck():
    values = evaluate_many(every_hand(52), CLASSIC)
    best = every_hand(52)[values == values.max()]
    royal = {
        frozenset(card_indices(f"10{s} J{s} Q{s} K{s} A{s}", 52).tolist())
        for s in "CDHS"
    }
    assert {frozenset(row.tolist()) for row in best} == royal


# --- PokerKit, an independent evaluator of the 52-card deck ------------------

PL = VARIANTS["americana-pl"]
SHOWDOWN_VARIANTS = {
    "americana-pl": PL,  # B3's worked example: kicker suit first, Polish order
    "americana-ru": VARIANTS["americana-ru"],  # B4: split
    "americana-es": VARIANTS["americana-es"],  # B3, Spanish suit order
    "kicker-rank-first": replace(PL, showdown_tie=ShowdownTie.KICKER_RANK_THEN_SUIT),
    "suit-of-kicker-24": replace(
        PL,
        name="pl-24",
        ranking=Ranking.by_rarity(24),
        showdown_tie=ShowdownTie.SUIT_OF_KICKER,
        max_players=4,
    ),
}
POKERKIT_CHUNKS = 4


def pokerkit_entries(hands) -> np.ndarray:
    """PokerKit's ``StandardHighHand`` entry index of each 52-card hand.

    Hands compare by these entries (``pokerkit.hands.Hand.__lt__``); reading
    them from the hand class's lookup skips the hand objects, three times
    faster.
    """
    from pokerkit import Card as PokerKitCard
    from pokerkit import StandardHighHand

    cards = [
        next(iter(PokerKitCard.parse(rank + suit)))
        for rank in "23456789TJQKA"
        for suit in "cdhs"  # the engine's suit order: clubs, diamonds, hearts, spades
    ]
    lookup = StandardHighHand.lookup
    return np.array(
        [lookup.get_entry([cards[i] for i in row]).index for row in hands.tolist()],
        dtype=np.int64,
    )


def _pokerkit_chunk(chunk: int) -> np.ndarray:
    hands = every_hand(52)
    size = -(-len(hands) // POKERKIT_CHUNKS)
    return pokerkit_entries(hands[chunk * size : (chunk + 1) * size])


def test_random_52_card_hands_in_pokerkit_s_order():
    """20,000 random hands, the wheel and the steel wheel among them (D1, D2)."""
    rng = np.random.default_rng(52)
    hands = rng.permuted(np.tile(np.arange(52, dtype=np.int8), (20_000, 1)), axis=1)
    hands = hands[:, :5].copy()
    hands[:2] = [card_indices("AS 2D 3C 4H 5S", 52), card_indices("AH 2H 3H 4H 5H", 52)]
    np.testing.assert_array_equal(
        dense(evaluate_many(hands, CLASSIC)), dense(pokerkit_entries(hands))
    )


# --- reference runs, in worker processes -----------------------------------


def _shuffled_hands(deck_size: int) -> np.ndarray:
    """Every hand of the deck, each row's cards in a random order."""
    rng = np.random.default_rng(deck_size)
    return rng.permuted(colex_hands(deck_size), axis=1)


def _reference_showdown(name: str) -> np.ndarray:
    """Dense ranks of ``showdown_strength`` over every hand of the deck."""
    variant = SHOWDOWN_VARIANTS[name]
    deck_size = variant.ranking.deck_size
    deck = make_deck(deck_size)
    keys = [
        showdown_strength([deck[i] for i in row], variant)
        for row in _shuffled_hands(deck_size).tolist()
    ]
    order = {key: i for i, key in enumerate(sorted(set(keys)))}
    return np.array([order[key] for key in keys], dtype=np.int64)


@pytest.fixture(scope="module")
def references():
    """Start every slow reference run at once; tests wait for their own.

    Every test that asks for it is marked slow: the fast tier starts none.
    """
    workers = max(1, min(2, os.cpu_count() or 1))
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        futures: dict[object, Future] = {}
        for chunk in range(POKERKIT_CHUNKS):  # longest first
            futures["pokerkit", chunk] = pool.submit(_pokerkit_chunk, chunk)
        for name in SHOWDOWN_VARIANTS:
            futures["showdown", name] = pool.submit(_reference_showdown, name)
        yield futures
        for future in futures.values():
            future.cancel()


@pytest.mark.slow
def test_every_52_card_hand_in_pokerkit_s_order(references):
    """All 2,598,960 hands, classic order with 5-4-3-2-A (rule D1, D2)."""
    ours = evaluate_many(every_hand(52), CLASSIC)
    theirs = np.concatenate(
        [references["pokerkit", chunk].result() for chunk in range(POKERKIT_CHUNKS)]
    )
    assert len(theirs) == comb(52, 5) == 2_598_960
    np.testing.assert_array_equal(ours, dense(theirs))
    assert hand_table(CLASSIC).levels == 7462  # the well-known number of classes


# Pairs of 32-card hands and who wins them, worked out from the rules: "A"
# the first, "B" the second, "=" a split. Suit orders (C): hearts, diamonds,
# clubs, spades in the Polish source (000); clubs, spades, diamonds, hearts in
# the Spanish one (002).
SHOWDOWNS = [
    # Two pair, kickers 9H and 10S: the kicker's suit first (B3's worked
    # example: 000 hearts win, 002 spades win), or its rank (B4, B3's general
    # sentence): the ten.
    ("AH AD KC KS 9H", "AC AS KH KD 10S", "americana-pl", "A"),
    ("AH AD KC KS 9H", "AC AS KH KD 10S", "americana-es", "B"),
    ("AH AD KC KS 9H", "AC AS KH KD 10S", "americana-ru", "B"),
    ("AH AD KC KS 9H", "AC AS KH KD 10S", "kicker-rank-first", "B"),
    # Kickers of one suit: their rank decides after all.
    ("AH AD KC KS 9H", "AC AS KH KD 10H", "americana-pl", "B"),
    # Equal straights: the suit of the top card (B3), or a split (B4).
    ("8C 9D 10H JS QD", "8H 9S 10C JD QC", "americana-pl", "A"),
    ("8C 9D 10H JS QD", "8H 9S 10C JD QC", "americana-es", "B"),
    ("8C 9D 10H JS QD", "8H 9S 10C JD QC", "americana-ru", "="),
    # Equal pairs and kickers: the suit of the highest kicker, the ace.
    ("JC JS AH KD 9C", "JH JD AS KC 9D", "americana-pl", "A"),
    ("JC JS AH KD 9C", "JH JD AS KC 9D", "kicker-rank-first", "A"),
    ("JC JS AH KD 9C", "JH JD AS KC 9D", "americana-ru", "="),
    # Categories first, whatever the suits (B1).
    ("7C 8C 9C 10C QC", "AH AD AC KS KH", "americana-ru", "A"),
    ("AS 7D 8C 9H 10S", "7H 8S 9D 10C JH", "americana-pl", "B"),
]


@pytest.mark.parametrize(("first", "second", "name", "winner"), SHOWDOWNS)
def test_showdown_tables_decide_as_worked_out_by_hand(first, second, name, winner):
    variant = SHOWDOWN_VARIANTS[name]
    a, b = showdown_many(
        np.stack([card_indices(first, 32), card_indices(second, 32)]), variant
    ).tolist()
    assert ("A" if a > b else "B" if b > a else "=") == winner


@pytest.mark.slow
@pytest.mark.parametrize("name", SHOWDOWN_VARIANTS)
def test_every_hand_agrees_with_showdown_strength(references, name):
    """Suits break ties as the variant says (rule B3, B4, C)."""
    variant = SHOWDOWN_VARIANTS[name]
    ours = showdown_many(_shuffled_hands(variant.ranking.deck_size), variant)
    np.testing.assert_array_equal(ours, references["showdown", name].result())


# --- the hand index, the tables' bookkeeping ---------------------------------


@pytest.mark.parametrize("deck_size", DECK_SIZES)
@pytest.mark.parametrize("ace_low", [True, False])
def test_both_addresses_of_a_ranking_table_agree_on_every_hand(deck_size, ace_low):
    """By hand index (every hand) and by rank key (sorted ranks and flush)."""
    table = hand_table(Ranking.classic(deck_size, ace_low=ace_low))
    hands = _shuffled_hands(deck_size)
    by_key = table.lookup(hands)
    np.testing.assert_array_equal(by_key, table.values[hand_index(hands, deck_size)])
    assert by_key.min() >= 0


def test_the_sorting_network_sorts_every_order():
    for perm in itertools.permutations(range(5)):
        col = list(perm)
        for a, b in SORTING_NETWORK:
            col[a], col[b] = min(col[a], col[b]), max(col[a], col[b])
        assert col == [0, 1, 2, 3, 4]


@pytest.mark.parametrize("deck_size", DECK_SIZES)
def test_the_hand_index_is_a_perfect_hash(deck_size):
    """Row i of the enumeration has index i: every hand once, 0..C(n, 5) - 1."""
    hands = colex_hands(deck_size)
    assert len(hands) == comb(deck_size, 5)
    np.testing.assert_array_equal(
        hand_index(_shuffled_hands(deck_size), deck_size), np.arange(len(hands))
    )
    if deck_size <= 32:
        assert [tuple(r) for r in hands.tolist()] == sorted(
            itertools.combinations(range(deck_size), 5),
            key=lambda c: tuple(reversed(c)),
        )


@pytest.mark.parametrize("deck_size", DECK_SIZES)
def test_card_indices_follow_the_deck(deck_size):
    deck = make_deck(deck_size)
    np.testing.assert_array_equal(
        card_indices(deck, deck_size), np.arange(deck_size, dtype=np.int8)
    )
    assert card_indices("7C AS", 32).tolist() == [0, 31]


def test_tables_are_cached_and_report_their_cost():
    table = hand_table(AMERICANA)
    assert hand_table(AMERICANA) is table
    assert table.nbytes == 4 * 201_376 + 4 * 2 * 8**5  # per hand, per rank key
    assert table.class_nbytes == 2 * 201_376
    assert table.build_seconds >= 0
    assert table.levels == 840  # 784 rank multisets + 56 flush classes
    assert not table.values.flags.writeable
    assert showdown_table(PL) is showdown_table(PL)


# --- one hand at a time, any dtype and shape --------------------------------


def test_shapes_follow_the_input():
    one = card_indices("AS KS QS JS 10S")
    assert evaluate_many(one).shape == ()
    assert evaluate_many(np.stack([one, one])).shape == (2,)
    assert evaluate_many(np.tile(one, (3, 4, 1))).shape == (3, 4)
    assert evaluate_many(np.zeros((0, 5), dtype=np.int8)).shape == (0,)


# --- errors -----------------------------------------------------------------


def test_errors_name_the_problem():
    with pytest.raises(HandSizeError):
        evaluate_many(np.zeros((2, 4), dtype=np.int8))
    with pytest.raises(DeckError):
        evaluate_many([[0, 1, 2, 3, 32]])  # index 32 is not in 32 cards
    with pytest.raises(DeckError):
        evaluate_many([[-1, 1, 2, 3, 4]])
    with pytest.raises(DuplicateCardError) as error:
        evaluate_many([[0, 1, 2, 3, 4], [5, 6, 7, 5, 8]])
    assert error.value.params["row"] == 1
    with pytest.raises(TypeError):
        evaluate_many(np.zeros((1, 5), dtype=float))
    with pytest.raises(DeckError):
        card_indices("5S 7C", 32)  # rule B5: no five in 32 cards
    with pytest.raises(JokerError):
        card_indices("JK", 32)
    with pytest.raises(JokerError):
        evaluate_many([[0, 1, 2, 3, 4]], CLASSIC_WILD)
    with pytest.raises(DuplicateCardError):
        card_indices("AS AS", 32)
