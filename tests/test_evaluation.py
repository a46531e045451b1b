"""Five-card evaluation under each ranking (rule A15, B1, D1, D2, D3)."""

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from americana import (
    AMERICANA,
    CLASSIC,
    STANDARD_CATEGORIES,
    Category,
    DeckError,
    HandSizeError,
    Ranking,
    evaluate,
    make_deck,
)

C = Category
EXAMPLES_32 = {
    C.STRAIGHT_FLUSH: "7D 8D 9D 10D JD",
    C.FOUR_OF_A_KIND: "JC JD JH JS 8C",
    C.FLUSH: "AS 8S 9S JS KS",
    C.FULL_HOUSE: "KD KC KH QH QS",
    C.STRAIGHT: "8C 9D 10H JS QD",
    C.THREE_OF_A_KIND: "KH KD KC 9S 7D",
    C.TWO_PAIR: "QS QD JC JH AC",
    C.ONE_PAIR: "10C 10S AD 8H 7C",
    C.HIGH_CARD: "KH JD 9C 8S 7H",
}


@pytest.mark.parametrize("category", STANDARD_CATEGORIES)
def test_each_example_is_its_category(category):
    assert evaluate(EXAMPLES_32[category]).category is category


def _order_of(ranking):
    values = [evaluate(EXAMPLES_32[c], ranking) for c in ranking.order]
    return all(a > b for a, b in itertools.pairwise(values))


def test_B1_americana_order_flush_beats_full_house():
    assert AMERICANA.order[:5] == (
        C.STRAIGHT_FLUSH,
        C.FOUR_OF_A_KIND,
        C.FLUSH,
        C.FULL_HOUSE,
        C.STRAIGHT,
    )
    assert _order_of(AMERICANA)
    assert evaluate(EXAMPLES_32[C.FLUSH]) > evaluate(EXAMPLES_32[C.FULL_HOUSE])


def test_D2_classic_order_full_house_beats_flush():
    ranking = Ranking.classic(32)
    assert _order_of(ranking)
    assert evaluate(EXAMPLES_32[C.FULL_HOUSE], ranking) > evaluate(
        EXAMPLES_32[C.FLUSH], ranking
    )
    assert CLASSIC.deck_size == 52


def test_D3_rarity_order_at_32_puts_flush_above_four_of_a_kind():
    ranking = Ranking.by_rarity(32)
    assert ranking.order[:3] == (C.STRAIGHT_FLUSH, C.FLUSH, C.FOUR_OF_A_KIND)
    assert _order_of(ranking)


@pytest.mark.parametrize(
    ("ace_low", "expected"), [(True, C.STRAIGHT), (False, C.HIGH_CARD)]
)
def test_A15_ace_low_straight_in_32_cards_is_an_option(ace_low, expected):
    ranking = AMERICANA.with_options(ace_low=ace_low)
    value = evaluate("AH 7D 8C 9S 10H", ranking)
    assert value.category is expected
    if ace_low:
        assert value.ranks == (10,)  # the ace plays low: ten-high
        assert value < evaluate("7H 8D 9C 10S JH", ranking)


def test_A15_no_wraparound_straight():
    assert evaluate("KH AD 7C 8S 9H").category is C.HIGH_CARD
    assert evaluate("KH AH 7H 8H 9H").category is C.FLUSH


def test_D1_wheel_in_52_cards():
    assert evaluate("AH 2D 3C 4S 5H", CLASSIC).category is C.STRAIGHT
    assert evaluate("AH 2H 3H 4H 5H", CLASSIC).ranks == (5,)
    no_wheel = CLASSIC.with_options(ace_low=False)
    assert evaluate("AH 2D 3C 4S 5H", no_wheel).category is C.HIGH_CARD


def test_tie_break_ranks_within_a_category():
    assert evaluate("AH AD KC 9S 8H") > evaluate("AC AS KD 9D 7H")  # kicker
    assert evaluate("AH AD KC KS 8H") == evaluate("AC AS KD KH 8D")  # split
    assert evaluate("KH KD KC 7S 7H") > evaluate("QH QD QC AS AH")
    assert evaluate("AH AD 7C 7S 8H") > evaluate("KH KD QC QS AH")
    assert evaluate("AH AD KC KS 7H").ranks == (14, 13, 7)


def test_the_seed_flush_example_is_not_in_a_32_card_deck():
    """rule B5: A-5-7-9-J of spades has a 5, which 32 cards lack."""
    with pytest.raises(DeckError) as info:
        evaluate("AS 5S 7S 9S JS")
    assert info.value.params["token"] == "5S"
    assert evaluate("AS 5S 7S 9S JS", CLASSIC).category is C.FLUSH


@pytest.mark.parametrize("text", ["AH KH QH JH", "AH KH QH JH 10H 9H"])
def test_a_hand_is_five_cards(text):
    with pytest.raises(HandSizeError):
        evaluate(text)


def test_values_from_different_rankings_do_not_compare():
    with pytest.raises(ValueError):
        _ = evaluate(EXAMPLES_32[C.FLUSH]) < evaluate(EXAMPLES_32[C.FLUSH], CLASSIC)


def test_a_ranking_lists_each_category_once():
    with pytest.raises(ValueError):
        Ranking("broken", (C.FLUSH,) * 9)


hands_32 = st.lists(st.sampled_from(make_deck(32)), min_size=5, max_size=5, unique=True)


@given(hands_32, hands_32, hands_32)
def test_comparison_is_a_total_preorder(a, b, c):
    x, y, z = evaluate(a), evaluate(b), evaluate(c)
    assert (x < y) + (x == y) + (x > y) == 1
    if x <= y <= z:
        assert x <= z


@given(hands_32, st.randoms(use_true_random=False))
def test_order_of_cards_does_not_matter(hand, rnd: random.Random):
    shuffled = list(hand)
    rnd.shuffle(shuffled)
    assert evaluate(hand) == evaluate(shuffled)
    assert evaluate(hand).category is evaluate(shuffled).category
