"""The joker, wild or as the bug: cards, evaluation and exact counts (rule E8)."""

import copy
import pickle
from collections import Counter
from itertools import combinations
from math import comb

import pytest
from hypothesis import given
from hypothesis import strategies as st

from americana import (
    AMERICANA,
    CLASSIC,
    CLASSIC_BUG,
    CLASSIC_WILD,
    JOKER,
    Card,
    Category,
    DeckError,
    DuplicateCardError,
    Joker,
    JokerError,
    JokerRule,
    Ranking,
    Suit,
    category_counts,
    count_by_enumeration,
    evaluate,
    evaluate_wild,
    make_deck,
    parse_card,
    parse_cards,
    ranking_counts,
    rarity_table,
)
from americana.cards import ACE
from americana.hands.evaluation import classify

C = Category
WILD, BUG = JokerRule.WILD, JokerRule.BUG
ROYAL = "AH KH QH JH 10H"


# --- the joker as a card ---------------------------------------------------


@pytest.mark.parametrize("text", ["JK", "jk", "Jk", "joker", "JOKER", "Joker", "🃏"])
def test_E8_every_spelling_of_the_joker(text):
    assert parse_card(text) is JOKER
    assert parse_cards(f"AS {text}, KD") == (parse_card("AS"), JOKER, parse_card("KD"))


def test_E8_the_joker_prints_as_JK_and_is_one_card():
    assert str(JOKER) == "JK" and JOKER.symbol == "🃏" and repr(JOKER) == "JOKER"
    assert Joker() is JOKER
    assert copy.deepcopy(JOKER) is JOKER
    assert pickle.loads(pickle.dumps(JOKER)) is JOKER
    assert isinstance(JOKER, Card) and JOKER.is_joker
    assert not any(card.is_joker for card in make_deck(52))
    assert JOKER not in make_deck(52)
    assert parse_card(str(JOKER)) is JOKER


def test_E8_the_joker_given_twice_is_a_duplicate():
    with pytest.raises(DuplicateCardError):
        parse_cards("JK AS joker")


def test_E8_a_deck_with_the_joker_has_53_cards():
    deck = make_deck(52, jokers=1)
    assert len(deck) == 53 == len(set(deck))
    assert deck[-1] is JOKER and deck[:52] == make_deck(52)
    assert len(make_deck(32, jokers=1)) == 33
    assert JOKER not in make_deck(52)
    for jokers in (2, -1):
        with pytest.raises(DeckError):
            make_deck(52, jokers=jokers)


def test_E8_no_joker_in_americana_or_plain_draw_poker():
    for ranking in (AMERICANA, CLASSIC):
        with pytest.raises(JokerError) as info:
            evaluate("AS AH AD AC JK", ranking)
        assert isinstance(info.value, DeckError)
        assert info.value.code == "deck.no_joker"
        assert info.value.params["token"] == "JK"


# --- rankings with a joker -------------------------------------------------


def test_E8_joker_presets_put_five_of_a_kind_on_top():
    for ranking, rule in ((CLASSIC_WILD, WILD), (CLASSIC_BUG, BUG)):
        assert ranking.joker is rule and ranking.deck_size == 52
        assert ranking.order[:2] == (C.FIVE_OF_A_KIND, C.STRAIGHT_FLUSH)
        assert ranking.order[1:] == CLASSIC.order
        assert ranking.strength(C.FIVE_OF_A_KIND) == 10
    assert CLASSIC.with_options(joker=BUG) == CLASSIC_BUG
    assert CLASSIC_WILD.with_options(joker=None) == CLASSIC
    assert CLASSIC_WILD.with_options(ace_low=False).name == "classic-wild-ace-high"


def test_E8_a_joker_ranking_must_place_five_of_a_kind():
    with pytest.raises(ValueError):
        Ranking("no-five", CLASSIC.order, 52, joker=WILD)
    with pytest.raises(ValueError):
        Ranking("two-fives", (C.FIVE_OF_A_KIND, *CLASSIC.order, C.FIVE_OF_A_KIND))
    # Five of a kind without a joker is allowed: it simply never happens.
    Ranking("five-unused", (C.FIVE_OF_A_KIND, *CLASSIC.order), 52)


# --- evaluation --------------------------------------------------------------


@pytest.mark.parametrize("ranking", [CLASSIC_WILD, CLASSIC_BUG])
def test_E8_five_aces_beat_a_royal_flush(ranking):
    five = evaluate("AS AH AD AC JK", ranking)
    assert five.category is C.FIVE_OF_A_KIND and five.ranks == (14,)
    assert five > evaluate(ROYAL, ranking)


def test_E8_wild_four_kings_and_the_joker_are_five_kings():
    value = evaluate("KS KH KD KC JK", CLASSIC_WILD)
    assert (value.category, value.ranks) == (C.FIVE_OF_A_KIND, (13,))
    assert value < evaluate("AS AH AD AC JK", CLASSIC_WILD)
    assert value > evaluate(ROYAL, CLASSIC_WILD)


def test_E8_bug_four_kings_and_the_joker_are_four_kings_with_an_ace():
    value = evaluate("KS KH KD KC JK", CLASSIC_BUG)
    assert (value.category, value.ranks) == (C.FOUR_OF_A_KIND, (13, 14))
    assert value.joker_as.rank == ACE
    assert value < evaluate(ROYAL, CLASSIC_BUG)


@pytest.mark.parametrize(
    ("hand", "category", "ranks", "joker_as"),
    [
        ("8S 9S 10S JS JK", C.STRAIGHT_FLUSH, (12,), "QS"),  # open ended: top end
        ("8S 9S JS QS JK", C.STRAIGHT_FLUSH, (12,), "10S"),  # inside
        ("8H 9D JS QC JK", C.STRAIGHT, (12,), "10S"),
        ("2H 5H 9H KH JK", C.FLUSH, (14, 13, 9, 5, 2), "AH"),
        ("AS KS 9S 5S JK", C.FLUSH, (14, 13, 12, 9, 5), "QS"),  # highest missing
        ("2S 3H 4D 5C JK", C.STRAIGHT, (6,), "6S"),
        ("AH 2D 3C 4S JK", C.STRAIGHT, (5,), "5S"),  # the wheel (D1)
    ],
)
def test_E8_the_bug_completes_straights_and_flushes(hand, category, ranks, joker_as):
    for ranking in (CLASSIC_BUG, CLASSIC_WILD):
        value = evaluate(hand, ranking)
        assert (value.category, value.ranks) == (category, ranks)
        assert value.joker_as == parse_card(joker_as)


@pytest.mark.parametrize(
    ("hand", "wild", "bug"),
    [
        (
            "10H 10D 7C 3S JK",
            (C.THREE_OF_A_KIND, (10, 7, 3)),
            (C.ONE_PAIR, (10, 14, 7, 3)),
        ),
        ("QS QH 4D 4C JK", (C.FULL_HOUSE, (12, 4)), (C.TWO_PAIR, (12, 4, 14))),
        (
            "QS QH QD 4C JK",
            (C.FOUR_OF_A_KIND, (12, 4)),
            (C.THREE_OF_A_KIND, (12, 14, 4)),
        ),
        (
            "AS AH 4D 7C JK",
            (C.THREE_OF_A_KIND, (14, 7, 4)),
            (C.THREE_OF_A_KIND, (14, 7, 4)),
        ),
        (
            "2C 5D 9H JS JK",
            (C.ONE_PAIR, (11, 9, 5, 2)),
            (C.HIGH_CARD, (14, 11, 9, 5, 2)),
        ),
    ],
)
def test_E8_otherwise_the_bug_is_an_ace(hand, wild, bug):
    for ranking, expected in ((CLASSIC_WILD, wild), (CLASSIC_BUG, bug)):
        value = evaluate(hand, ranking)
        assert (value.category, value.ranks) == expected


def test_E8_wild_makes_the_best_hand():
    # A pair and the joker: three of a kind, never two pair.
    assert evaluate("2C 2D 7S 9H JK", CLASSIC_WILD).category is C.THREE_OF_A_KIND
    # Four to a straight flush: the straight flush, not a flush or a straight.
    assert evaluate("9H 10H JH QH JK", CLASSIC_WILD).ranks == (13,)  # K, not 8
    # In a flush the joker is the highest rank missing, never a second ace.
    value = evaluate("AS KS QS 3S JK", CLASSIC_WILD)
    assert (value.category, value.ranks) == (C.FLUSH, (14, 13, 12, 11, 3))
    # Without the ace-low straight A-2-3-4 and the joker are a pair of aces.
    no_wheel = CLASSIC_WILD.with_options(ace_low=False)
    assert evaluate("AH 2D 3C 4S JK", no_wheel).category is C.ONE_PAIR


def test_E8_a_wild_royal_flush_ties_a_natural_one():
    assert evaluate("KS QS JS 10S JK", CLASSIC_WILD) == evaluate(ROYAL, CLASSIC_WILD)


def test_E8_the_joker_stands_only_for_cards_of_the_deck_in_use():
    # 32 cards: no 6, so 7-8-9-10 and the joker is a straight to the jack.
    americana_bug = AMERICANA.with_options(joker=BUG)
    assert americana_bug.order[:4] == (
        C.FIVE_OF_A_KIND,
        C.STRAIGHT_FLUSH,
        C.FOUR_OF_A_KIND,
        C.FLUSH,
    )
    value = evaluate_wild("7S 8S 9S 10S JK", AMERICANA, joker=BUG)
    assert (value.category, value.ranks) == (C.STRAIGHT_FLUSH, (11,))
    # A-7-8-9 and the joker: the ace-low straight of 32 cards (A15).
    assert evaluate_wild("AH 7D 8C 9S JK", AMERICANA, joker=WILD).ranks == (10,)
    with pytest.raises(DeckError):
        evaluate_wild("6S 8S 9S 10S JK", AMERICANA, joker=WILD)


def test_E8_evaluate_wild_defaults_to_the_wild_joker_in_53_cards():
    assert evaluate_wild("KS KH KD KC JK").category is C.FIVE_OF_A_KIND
    assert evaluate_wild("KS KH KD KC JK", joker=BUG).ranks == (13, 14)
    assert evaluate_wild(ROYAL) == evaluate(ROYAL, CLASSIC_WILD)


# --- properties --------------------------------------------------------------

four_cards = st.lists(
    st.sampled_from(make_deck(52)), min_size=4, max_size=4, unique=True
)
COMPLETES = {C.STRAIGHT, C.FLUSH, C.STRAIGHT_FLUSH}


def _substitutes(four, ranking, rule):
    """Every natural hand the joker could make: four plus a card not held."""
    for card in make_deck(ranking.deck_size):
        if card in four:
            continue
        value = evaluate([*four, card], ranking)
        if rule is BUG and card.rank != ACE and value.category not in COMPLETES:
            continue
        yield value


@given(four_cards)
def test_E8_wild_is_the_best_of_every_substitute(four):
    value = evaluate([*four, JOKER], CLASSIC_WILD)
    best = max(v.key for v in _substitutes(four, CLASSIC_WILD, WILD))
    assert value.key >= best
    # Only five of a kind needs a card already held; otherwise a real card does.
    assert value.key == best or value.category is C.FIVE_OF_A_KIND
    assert value.category is not C.HIGH_CARD  # the joker always pairs something


@given(four_cards)
def test_E8_bug_is_an_ace_or_completes_a_straight_or_flush(four):
    value = evaluate([*four, JOKER], CLASSIC_BUG)
    best = max((v.key for v in _substitutes(four, CLASSIC_BUG, BUG)), default=None)
    if best is None:  # four aces held: no ace left, only five aces (E8)
        assert {c.rank for c in four} == {ACE}
        assert (value.category, value.ranks) == (C.FIVE_OF_A_KIND, (ACE,))
    else:
        assert value.key == best
    assert value.joker_as.rank == ACE or value.category in COMPLETES


@given(four_cards)
def test_E8_the_bug_is_never_better_than_a_wild_joker(four):
    hand = [*four, JOKER]
    wild, bug = evaluate(hand, CLASSIC_WILD), evaluate(hand, CLASSIC_BUG)
    assert wild.key >= bug.key  # same order, fewer choices for the bug
    if bug.category in COMPLETES:
        assert (wild.category, wild.ranks) == (bug.category, bug.ranks)


@given(four_cards, st.randoms(use_true_random=False))
def test_E8_order_of_cards_does_not_matter_with_the_joker(four, rnd):
    hand = [*four, JOKER]
    shuffled = list(hand)
    rnd.shuffle(shuffled)
    for ranking in (CLASSIC_WILD, CLASSIC_BUG):
        assert evaluate(hand, ranking) == evaluate(shuffled, ranking)


# --- exact counts --------------------------------------------------------------

PUBLISHED_53_WILD = {
    C.FIVE_OF_A_KIND: 13,
    C.STRAIGHT_FLUSH: 204,
    C.FOUR_OF_A_KIND: 3120,
    C.FULL_HOUSE: 6552,
    C.FLUSH: 7804,
    C.STRAIGHT: 20532,
    C.THREE_OF_A_KIND: 137280,
    C.TWO_PAIR: 123552,
    C.ONE_PAIR: 1268088,
    C.HIGH_CARD: 1302540,
}
COUNTS_53_BUG = {
    C.FIVE_OF_A_KIND: 1,
    C.STRAIGHT_FLUSH: 204,
    C.FOUR_OF_A_KIND: 828,
    C.FULL_HOUSE: 4368,
    C.FLUSH: 7804,
    C.STRAIGHT: 20532,
    C.THREE_OF_A_KIND: 63360,
    C.TWO_PAIR: 138600,
    C.ONE_PAIR: 1215024,
    C.HIGH_CARD: 1418964,
}


def test_E8_53_cards_wild_joker_matches_the_published_counts():
    counts = category_counts(52, joker=WILD)
    assert counts == PUBLISHED_53_WILD
    assert next(iter(counts)) is C.FIVE_OF_A_KIND
    assert sum(counts.values()) == comb(53, 5) == 2_869_685
    # The wild-card paradox: three of a kind is commoner than two pair.
    assert counts[C.THREE_OF_A_KIND] > counts[C.TWO_PAIR]


def test_E8_53_cards_with_the_bug():
    counts = category_counts(52, joker=BUG)
    assert counts == COUNTS_53_BUG
    assert sum(counts.values()) == comb(53, 5)
    # By hand: 624 natural, 4 * 12 * 4 three aces and the bug, 12 quads + bug.
    assert counts[C.FOUR_OF_A_KIND] == 624 + 4 * 12 * 4 + 12
    # Straights and flushes: the bug completes every one a wild joker does.
    for cat in COMPLETES:
        assert counts[cat] == PUBLISHED_53_WILD[cat]


@pytest.mark.parametrize("rule", [WILD, BUG])
def test_E8_53_cards_every_hand_dealt_with_numpy(rule):
    assert count_by_enumeration(52, joker=rule) == category_counts(52, joker=rule)


@pytest.mark.parametrize("ace_low", [True, False])
@pytest.mark.parametrize("rule", [WILD, BUG])
@pytest.mark.parametrize("deck_size", [32, 28, 24])
def test_E8_stripped_decks_with_a_joker_agree_with_numpy(deck_size, rule, ace_low):
    counts = category_counts(deck_size, ace_low, joker=rule)
    assert sum(counts.values()) == comb(deck_size + 1, 5)
    assert counts == count_by_enumeration(deck_size, ace_low, joker=rule)


def _brute_force_counts(deck_size, rule):
    """Evaluate every hand of the deck and the joker with the engine, and check
    each joker hand against trying every card of the deck in the joker's place
    (a card already held included)."""
    ranking = Ranking.classic(deck_size, joker=rule)
    deck = make_deck(deck_size)
    lowest = ranking.lowest_rank
    counts = Counter()
    for hand in combinations(make_deck(deck_size, jokers=1), 5):
        value = evaluate(hand, ranking)
        counts[value.category] += 1
        if hand[-1] is not JOKER:
            continue
        four = hand[:4]
        best = None
        for card in deck:
            five = (*four, card)
            flush = len({c.suit for c in five}) == 1
            category, ranks = classify(
                [c.rank for c in five], flush, lowest=lowest, ace_low=True
            )
            if rule is BUG and card.rank != ACE and category not in COMPLETES:
                continue
            key = (ranking.strength(category), ranks)
            best = key if best is None else max(best, key)
        assert value.key == best, hand
    return counts


@pytest.mark.parametrize("rule", [WILD, BUG])
@pytest.mark.parametrize("deck_size", [24, 28])
def test_E8_counts_agree_with_brute_force_substitution(deck_size, rule):
    counts = _brute_force_counts(deck_size, rule)
    assert dict(counts) == {
        cat: n for cat, n in category_counts(deck_size, joker=rule).items() if n
    }


def test_E8_with_a_joker_the_order_changes_the_counts():
    """At 24 cards the rarity order puts the flush above the straight flush;
    under that order the joker prefers flushes, and the counts swap."""
    classic = category_counts(24, joker=WILD)
    assert (classic[C.STRAIGHT_FLUSH], classic[C.FLUSH]) == (60, 24)
    rarity = Ranking.by_rarity(24, joker=WILD)
    assert rarity.order[:3] == (C.FIVE_OF_A_KIND, C.FLUSH, C.STRAIGHT_FLUSH)
    own = ranking_counts(rarity)
    assert (own[C.STRAIGHT_FLUSH], own[C.FLUSH]) == (24, 60)
    assert sum(own.values()) == sum(classic.values())
    # The Americana order chooses as the classic one does.
    americana = Ranking.classic(24).with_options(joker=WILD)
    assert ranking_counts(AMERICANA.with_options(joker=WILD)) == category_counts(
        32, joker=WILD
    )
    assert ranking_counts(americana) == classic


def test_E8_five_of_a_kind_counts():
    for size in (52, 32, 24):
        assert category_counts(size, joker=WILD)[C.FIVE_OF_A_KIND] == size // 4
        assert category_counts(size, joker=BUG)[C.FIVE_OF_A_KIND] == 1


def test_E8_a_card_of_the_joker_is_a_card():
    assert Card(14, Suit.SPADES) != JOKER and JOKER != Card(14, Suit.SPADES)


def test_E8_D3_rarity_table_with_a_joker():
    table = rarity_table((52, 24), joker=WILD)
    assert table[52] == (
        C.FIVE_OF_A_KIND,
        C.STRAIGHT_FLUSH,
        C.FOUR_OF_A_KIND,
        C.FULL_HOUSE,
        C.FLUSH,
        C.STRAIGHT,
    )
    assert table[24][:3] == (C.FIVE_OF_A_KIND, C.FLUSH, C.STRAIGHT_FLUSH)
    assert Ranking.by_rarity(52, joker=BUG).name == "rarity-52-bug"
