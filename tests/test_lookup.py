"""The table-driven evaluator against the engine and against PokerKit.

Every hand of every deck (rule D1: 52 down to 24 cards) is evaluated both
ways: with :func:`americana.fast.many.evaluate_many` and with the plain reference
:func:`americana.hands.evaluation.evaluate` (48 cards and fewer, with the ace-low
straight of A15; without it for 32, 28 and 24 cards, and on random hands of
the larger decks), or with the ordering of PokerKit's ``StandardHighHand``
(all 2,598,960 hands of 52 cards, the classic order, D2). Showdown tables are held
against :func:`americana.hands.showdown.showdown_strength` on every hand of 32
cards under each tie rule (B3, B4). The slow reference runs go to a process
pool as soon as the first of them is asked for, so they share the machine's
cores (about a minute on two).
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import replace
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
    category_counts,
    evaluate,
    evaluate_many,
    hand_table,
    make_deck,
    showdown_many,
    showdown_table,
)
from americana.fast.hand_classes import count_categories
from americana.fast.indexing import SORTING_NETWORK, colex_hands, hand_index
from americana.hands.ranking import AMERICANA_ORDER
from americana.hands.showdown import showdown_strength
from americana.rules.variants import VARIANTS, ShowdownTie

# --- reference runs, in worker processes -----------------------------------

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
PLAIN_CASES = [(n, True) for n in DECK_SIZES] + [(n, False) for n in (32, 28, 24)]
POKERKIT_CHUNKS = 4


def _dense(keys: list) -> np.ndarray:
    order = {key: i for i, key in enumerate(sorted(set(keys)))}
    return np.array([order[key] for key in keys], dtype=np.int64)


def _shuffled_hands(deck_size: int) -> np.ndarray:
    """Every hand of the deck, each row's cards in a random order."""
    rng = np.random.default_rng(deck_size)
    return rng.permuted(colex_hands(deck_size), axis=1)


def _plain_ranking(deck_size: int, ace_low: bool) -> Ranking:
    """A ranking per case: the deck's rarity order (D3), Americana's at 32."""
    if deck_size == 32:
        return Ranking("americana-32", AMERICANA_ORDER, 32, ace_low)
    return Ranking.by_rarity(deck_size, ace_low=ace_low)


def _reference_plain(deck_size: int, ace_low: bool) -> np.ndarray:
    """Dense ranks of ``evaluate(hand).key`` over every hand of the deck."""
    ranking = _plain_ranking(deck_size, ace_low)
    deck = make_deck(deck_size)
    keys = [
        evaluate([deck[i] for i in row], ranking).key
        for row in _shuffled_hands(deck_size).tolist()
    ]
    return _dense(keys)


def _reference_showdown(name: str) -> np.ndarray:
    """Dense ranks of ``showdown_strength`` over every hand of the deck."""
    variant = SHOWDOWN_VARIANTS[name]
    deck_size = variant.ranking.deck_size
    deck = make_deck(deck_size)
    keys = [
        showdown_strength([deck[i] for i in row], variant)
        for row in _shuffled_hands(deck_size).tolist()
    ]
    return _dense(keys)


def _pokerkit_indices(chunk: int) -> np.ndarray:
    """PokerKit's ``StandardHighHand`` entry index for a quarter of 52 cards.

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
    hands = _shuffled_hands(52)
    size = -(-len(hands) // POKERKIT_CHUNKS)
    rows = hands[chunk * size : (chunk + 1) * size].tolist()
    lookup = StandardHighHand.lookup
    return np.array(
        [lookup.get_entry([cards[i] for i in row]).index for row in rows],
        dtype=np.int64,
    )


@pytest.fixture(scope="module")
def references():
    """Start every slow reference run at once; tests wait for their own.

    Every test that asks for it is marked slow: the fast tier starts none.
    """
    workers = max(1, min(2, os.cpu_count() or 1))
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        futures: dict[object, Future] = {}
        # Longest first, so the cores stay busy to the end.
        futures["plain", (52, True)] = pool.submit(_reference_plain, 52, True)
        for chunk in range(POKERKIT_CHUNKS):
            futures["pokerkit", chunk] = pool.submit(_pokerkit_indices, chunk)
        for case in PLAIN_CASES[1:]:
            futures["plain", case] = pool.submit(_reference_plain, *case)
        for name in SHOWDOWN_VARIANTS:
            futures["showdown", name] = pool.submit(_reference_showdown, name)
        yield futures
        for future in futures.values():
            future.cancel()


# --- acceptance: every hand of every deck ----------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(("deck_size", "ace_low"), PLAIN_CASES)
def test_every_hand_agrees_with_the_reference_evaluator(references, deck_size, ace_low):
    """Equal values exactly for equal HandValue, larger exactly for better."""
    ranking = _plain_ranking(deck_size, ace_low)
    ours = evaluate_many(_shuffled_hands(deck_size), ranking)
    assert len(ours) == comb(deck_size, 5)
    expected = references["plain", (deck_size, ace_low)].result()
    np.testing.assert_array_equal(ours, expected)


@pytest.mark.slow
def test_every_52_card_hand_agrees_with_pokerkit_standard_high_hand(references):
    """All 2,598,960 hands, classic order with 5-4-3-2-A (rule D1, D2)."""
    ours = evaluate_many(_shuffled_hands(52), CLASSIC)
    theirs = np.concatenate(
        [references["pokerkit", chunk].result() for chunk in range(POKERKIT_CHUNKS)]
    )
    assert len(theirs) == comb(52, 5) == 2_598_960
    np.testing.assert_array_equal(ours, _dense(theirs.tolist()))
    assert hand_table(CLASSIC).levels == 7462  # the well-known number of classes


@pytest.mark.slow
@pytest.mark.parametrize("name", SHOWDOWN_VARIANTS)
def test_every_hand_agrees_with_showdown_strength(references, name):
    """Suits break ties as the variant says (rule B3, B4, C)."""
    variant = SHOWDOWN_VARIANTS[name]
    ours = showdown_many(_shuffled_hands(variant.ranking.deck_size), variant)
    np.testing.assert_array_equal(ours, references["showdown", name].result())


# --- other rankings, the hand index, counting -------------------------------


OTHER_RANKINGS = [
    Ranking.classic(24),
    Ranking.classic(24, ace_low=False),
    Ranking.by_rarity(24),
    Ranking.by_rarity(24, ace_low=False),
    Ranking.classic(32, ace_low=False),
]


@pytest.mark.parametrize("ranking", OTHER_RANKINGS, ids=lambda r: r.name)
def test_other_rankings_agree_on_every_hand(ranking):
    """Classic order in a stripped deck; rarity order (D3); ace high or low (A15)."""
    deck = make_deck(ranking.deck_size)
    hands = _shuffled_hands(ranking.deck_size)
    keys = [evaluate([deck[i] for i in row], ranking).key for row in hands.tolist()]
    np.testing.assert_array_equal(evaluate_many(hands, ranking), _dense(keys))


@settings(max_examples=50, deadline=None)
@given(
    deck_size=st.sampled_from([52, 48, 44, 40, 36]),
    seed=st.integers(0, 2**32 - 1),
)
def test_ace_high_rankings_of_the_larger_decks_on_random_hands(deck_size, seed):
    """A15 off (no 5-4-3-2-A or A-6-7-8-9 ...): 2,000 random hands per example."""
    ranking = Ranking.classic(deck_size, ace_low=False)
    rng = np.random.default_rng(seed)
    hands = rng.permuted(
        np.tile(np.arange(deck_size, dtype=np.int8), (2000, 1)), axis=1
    )[:, :5]
    # The lowest straights of the deck, with and without the ace, always in.
    low = [0, 4, 8, 12, 16]
    hands[:2] = [low, [*low[:4], deck_size - 1]]
    deck = make_deck(deck_size)
    keys = [evaluate([deck[i] for i in row], ranking).key for row in hands.tolist()]
    np.testing.assert_array_equal(
        _dense(evaluate_many(hands, ranking).tolist()), _dense(keys)
    )


def test_americana_preset_is_the_32_card_case():
    ours = evaluate_many(colex_hands(32), AMERICANA)
    same = evaluate_many(colex_hands(32), _plain_ranking(32, True))
    np.testing.assert_array_equal(ours, same)


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


@pytest.mark.parametrize("deck_size", DECK_SIZES)
@pytest.mark.parametrize("ace_low", [True, False])
def test_counts_from_the_table_are_the_counts(deck_size, ace_low):
    """One bincount over the class table, one over the value table: D3's counts."""
    ranking = Ranking.classic(deck_size, ace_low=ace_low)
    expected = category_counts(deck_size, ace_low)
    assert count_categories(ranking) == expected
    assert hand_table(ranking).category_counts() == expected
    assert sum(expected.values()) == comb(deck_size, 5)


def test_tables_are_cached_and_report_their_cost():
    table = hand_table(AMERICANA)
    assert hand_table(AMERICANA) is table
    assert table.nbytes == 4 * 201_376 + 4 * 2 * 8**5  # per hand, per rank key
    assert table.class_nbytes == 2 * 201_376
    assert table.build_seconds >= 0
    assert table.levels == 840  # 784 rank multisets + 56 flush classes
    assert not table.values.flags.writeable
    assert showdown_table(PL) is showdown_table(PL)


def test_category_of_each_value_in_order():
    table = hand_table(AMERICANA)
    # Values run through the categories from the lowest to the highest.
    runs = [cat for cat, _ in itertools.groupby(table.categories)]
    assert runs == list(reversed(AMERICANA.order))
    assert table.categories[-1] is Category.STRAIGHT_FLUSH


# --- one hand at a time, any dtype and shape --------------------------------

_DECK32 = make_deck(32)


@settings(max_examples=100, deadline=None)
@given(
    hands=st.lists(
        st.permutations(range(32)).map(lambda p: p[:5]), min_size=1, max_size=12
    ),
    dtype=st.sampled_from([np.int8, np.uint8, np.int16, np.int32, np.int64, np.uint64]),
)
def test_any_integer_dtype_and_order_gives_the_engine_order(hands, dtype):
    values = evaluate_many(np.array(hands, dtype=dtype))
    engine = [evaluate([_DECK32[i] for i in h]) for h in hands]
    for (a, va), (b, vb) in itertools.product(zip(values, engine), repeat=2):
        assert (a < b) == (va < vb) and (a == b) == (va == vb)


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
