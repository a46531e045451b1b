"""The answers of book/exercises.md, checked by the engine.

One test per exercise, named after its number; each keeps the exercise's data
(cards, stacks, button, actions) next to a comment naming the exercise, so a
change to the page or to the engine that breaks an answer fails here. Seats:
Ann 0, Bob 1, Cleo 2, Dan 3, Eve 4. Ante 1 and bring-in 2, as in every preset.
Rule numbers refer to the rules reference.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from pathlib import Path

import pytest
from helpers import play_passively

from americana import make_deck
from americana.hands.evaluation import evaluate
from americana.hands.ranking import Category
from americana.hands.showdown import showdown_strength
from americana.play.betting import ActionError, ActionKind, SetupError
from americana.play.events import EventKind
from americana.play.pots import OddChip, Pot, award_pots
from americana.play.scripting import stud_deck
from americana.play.stud import Hand, Phase
from americana.play.table import Table
from americana.rules.variants import VARIANTS, ShowdownTie, Structure

PL, RU, ES = (
    VARIANTS["americana-pl"],
    VARIANTS["americana-ru"],
    VARIANTS["americana-es"],
)
ANN, BOB, CLEO, DAN, EVE = range(5)
A = ActionKind


def legal(hand: Hand) -> dict[ActionKind, tuple[int | None, int | None]]:
    """The legal actions of the seat to act, with their bounds."""
    return {a.kind: (a.minimum, a.maximum) for a in hand.legal_actions()}


def refused(action, *args, **kwargs) -> str:
    """The code of the error an illegal action raises."""
    with pytest.raises(ActionError) as err:
        action(*args, **kwargs)
    return err.value.code


def show_in_order(hand: Hand) -> list[int]:
    """Show every hand at the showdown; the seats in the order they showed."""
    order = []
    while hand.phase is Phase.SHOWDOWN:
        order.append(hand.turn)
        hand.show()
    return order


# -- Chapter "Antes, the deal and the bring-in" -----------------------------------

# Exercise 1: up cards Ann Q♠, Bob A♦, Cleo 10♥, Dan A♣; Dan has the button.
EXERCISE_1 = {0: "7H QS", 1: "7D AD", 2: "8C 10H", 3: "8H AC"}


@pytest.mark.parametrize(
    ("preset", "brings_in"),
    [("americana-pl", BOB), ("americana-ru", BOB), ("americana-es", DAN)],
)
def test_exercise_1_two_aces(preset, brings_in):
    deck = stud_deck(EXERCISE_1, button=DAN)
    hand = Hand(variant=VARIANTS[preset], stacks=[20] * 4, button=DAN, deck=deck)
    assert hand.turn == brings_in
    assert legal(hand)[A.BRING_IN] == (2, 2)


# Exercise 2: up cards Ann K♠, Bob K♦, Cleo Q♥; Cleo has the button.
EXERCISE_2 = {0: "7H KS", 1: "7D KD", 2: "8C QH"}


@pytest.mark.parametrize(
    ("preset", "brings_in"),
    [("americana-pl", BOB), ("americana-ru", ANN), ("americana-es", ANN)],
)
def test_exercise_2_two_kings(preset, brings_in):
    deck = stud_deck(EXERCISE_2, button=CLEO)
    hand = Hand(variant=VARIANTS[preset], stacks=[20] * 3, button=CLEO, deck=deck)
    assert hand.turn == brings_in


# Exercise 3: face down / face up: Ann A♥ / 9♣, Bob 7♦ / J♠, Cleo K♥ / 10♦.
EXERCISE_3 = {0: "AH 9C", 1: "7D JS", 2: "KH 10D"}


@pytest.mark.parametrize("preset", sorted(VARIANTS))
def test_exercise_3_the_hole_card_does_not_count(preset):
    deck = stud_deck(EXERCISE_3, button=CLEO)
    hand = Hand(variant=VARIANTS[preset], stacks=[20] * 3, button=CLEO, deck=deck)
    assert hand.turn == BOB  # the jack, the highest up card (A5)


# Exercise 4: five players with 20 chips; Ann shows the only ace; Eve deals.
EXERCISE_4 = {0: "7H AS", 1: "7D KD", 2: "8C QH", 3: "8D JH", 4: "9S 10S"}


def test_exercise_4_everybody_folds_to_the_bring_in():
    deck = stud_deck(EXERCISE_4, button=EVE)
    hand = Hand(variant=PL, stacks=[20] * 5, button=EVE, deck=deck)
    assert hand.turn == ANN
    assert refused(hand.fold) == "bring_in.required"  # she must bring in (A5)
    hand.bring_in(seat=ANN)
    assert sum(hand.contributions.values()) == 5 + 2  # five antes and the bring-in
    for seat in (BOB, CLEO, DAN, EVE):
        hand.fold(seat=seat)
    assert hand.finished
    returned = [e for e in hand.events if e.kind is EventKind.BET_RETURNED]
    assert [(e.seat, e.amount) for e in returned] == [(ANN, 2)]
    assert hand.stacks == {ANN: 24, BOB: 19, CLEO: 19, DAN: 19, EVE: 19}


# Exercise 5: Ann must bring in and makes no choice (A6).
@pytest.mark.parametrize(
    ("preset", "automatic"),
    [("americana-pl", False), ("americana-ru", False), ("americana-es", True)],
)
def test_exercise_5_automatic_bring_in(preset, automatic):
    deck = stud_deck(EXERCISE_4, button=EVE)
    hand = Hand(variant=VARIANTS[preset], stacks=[20] * 5, button=EVE, deck=deck)
    assert hand.can_auto_bring_in() is automatic
    if automatic:
        hand.auto_bring_in()
        event = hand.events[-1]
        assert (event.kind, event.seat, event.amount, event.automatic) == (
            EventKind.BRING_IN,
            ANN,
            2,
            True,
        )
    else:
        assert refused(hand.auto_bring_in) == "bring_in.not_automatic"


# Exercise 6: the deal of exercise 4 with four players (Dan deals, 20 chips each).
EXERCISE_6 = {0: "7H AS", 1: "7D KD", 2: "8C QH", 3: "8D JH"}


@pytest.mark.parametrize(
    ("structure", "opening"),
    [
        (Structure.FIXED_LIMIT, None),  # the bring-in is the bet (A8)
        (Structure.POT_LIMIT, (3, 4)),  # at most the pot: four antes
        (Structure.NO_LIMIT, (3, 19)),  # all her chips after the ante
    ],
)
def test_exercise_6_opening_for_more(structure, opening):
    variant = dataclasses.replace(PL, structure=structure)
    deck = stud_deck(EXERCISE_6, button=DAN)
    hand = Hand(variant=variant, stacks=[20] * 4, button=DAN, deck=deck)
    assert hand.turn == ANN
    assert legal(hand).get(A.COMPLETE) == opening
    if opening is None:
        assert refused(hand.complete, 4) == "complete.fixed_limit"


# Exercise 7: Eve arrives while Ann and Bob play a hand (A14).
def test_exercise_7_joining_late():
    table = Table(variant=PL, stacks={ANN: 30, BOB: 30}, button=ANN)
    hand = table.start_hand(
        deck=stud_deck({0: "7H AH 9C 10C JC", 1: "AS KS"}, button=0)
    )
    with pytest.raises(SetupError) as err:
        table.join(EVE, 25)
    assert err.value.code == "table.hand_in_progress"
    play_passively(hand)
    show_in_order(hand)
    table.join(EVE, 25)
    nxt = table.start_hand(seed=1)
    antes = [(e.seat, e.amount) for e in nxt.events if e.kind is EventKind.ANTE]
    assert sorted(antes) == [(ANN, 1), (BOB, 1), (EVE, 1)]  # the ante, no blind
    dealt = {e.seat for e in nxt.events if e.kind is EventKind.CARD_DEALT}
    assert EVE in dealt


# -- Chapter "Betting rounds and the three structures" ----------------------------

# Exercise 8: fixed limit, Ann brings in with the ace; Cleo deals.
EXERCISE_8 = {0: "7H AH", 1: "7S KS", 2: "7C QC"}


def test_exercise_8_first_round_cap():
    deck = stud_deck(EXERCISE_8, button=CLEO)
    hand = Hand(variant=PL, stacks=[40] * 3, button=CLEO, deck=deck)
    hand.bring_in(seat=ANN)
    assert legal(hand)[A.RAISE] == (4, 4)
    hand.raise_to(4, seat=BOB)
    hand.raise_to(6, seat=CLEO)
    hand.raise_to(8, seat=ANN)  # the third raise: the cap (A8)
    assert set(legal(hand)) == {A.FOLD, A.CALL}
    assert refused(hand.raise_to, 10) == "raise.cap_reached"
    hand.call(seat=BOB)
    hand.call(seat=CLEO)
    assert hand.contributions == {ANN: 9, BOB: 9, CLEO: 9}  # ante + 8 each


# Exercise 9 and 10: fixed limit, heads up, every round capped.
EXERCISE_9 = {0: "7H AH 9C 10C JC", 1: "7S KS 10D JD QD"}


def test_exercise_9_fourth_street_bets_and_raises():
    deck = stud_deck(EXERCISE_9, button=BOB)
    hand = Hand(variant=PL, stacks=[100, 100], button=BOB, deck=deck)
    play_passively(hand, until_round=3)  # fourth street is betting round 3
    assert hand.betting_round == 3
    assert legal(hand)[A.BET] == (4, 4)
    hand.bet(4)
    for total in (8, 12, 16):
        assert legal(hand)[A.RAISE] == (total, total)
        hand.raise_to(total)
    assert set(legal(hand)) == {A.FOLD, A.CALL}


def test_exercise_10_most_one_player_can_put_in():
    deck = stud_deck(EXERCISE_9, button=BOB)
    hand = Hand(variant=PL, stacks=[100, 100], button=BOB, deck=deck)
    while hand.phase is Phase.BETTING:
        actions = legal(hand)
        if A.BRING_IN in actions:
            hand.bring_in()
        elif A.BET in actions:
            hand.bet(actions[A.BET][0])
        elif A.RAISE in actions:
            hand.raise_to(actions[A.RAISE][0])
        else:
            hand.call()
    assert hand.contributions == {ANN: 49, BOB: 49}  # 1 + 8 + 8 + 16 + 16


# Exercise 11: pot limit, four players, Ann brings in; Dan deals.
@pytest.mark.parametrize(
    ("first_round_raises", "cleo_may_raise_to"),
    [(1, None), (None, (18, 36))],  # the presets' reading of A9, then "any number"
)
def test_exercise_11_pot_limit_raise(first_round_raises, cleo_may_raise_to):
    variant = dataclasses.replace(
        PL, structure=Structure.POT_LIMIT, first_round_raises=first_round_raises
    )
    deck = stud_deck(EXERCISE_6, button=DAN)
    hand = Hand(variant=variant, stacks=[100] * 4, button=DAN, deck=deck)
    hand.bring_in(seat=ANN)
    assert legal(hand)[A.RAISE] == (4, 10)  # call 2, pot 8, raise 8 more
    hand.raise_to(10, seat=BOB)
    assert legal(hand).get(A.RAISE) == cleo_may_raise_to


# Exercise 12: pot limit, three players called the bring-in; Cleo deals.
EXERCISE_12 = {0: "7H AS 9C", 1: "7D KD 10D", 2: "8C QH JC"}


def test_exercise_12_pot_limit_second_round():
    variant = dataclasses.replace(PL, structure=Structure.POT_LIMIT)
    deck = stud_deck(EXERCISE_12, button=CLEO)
    hand = Hand(variant=variant, stacks=[100] * 3, button=CLEO, deck=deck)
    play_passively(hand, until_round=2)
    assert [p.amount for p in hand.pots] == [9]
    assert hand.turn == ANN  # ace high showing (A7)
    assert legal(hand)[A.BET] == (2, 9)
    hand.bet(9, seat=ANN)
    assert legal(hand)[A.RAISE] == (18, 36)  # call 9, pot 27, raise 27 more


# Exercise 13: fixed limit, second round, the deal of exercise 12.
def test_exercise_13_legal_bets_in_fixed_limit():
    deck = stud_deck(EXERCISE_12, button=CLEO)
    hand = Hand(variant=PL, stacks=[40] * 3, button=CLEO, deck=deck)
    play_passively(hand, until_round=2)
    hand.check(seat=ANN)
    assert legal(hand)[A.BET] == (2, 2)
    before = hand.snapshot()
    assert refused(hand.bet, 4, seat=BOB) == "bet.above_maximum"
    assert hand.snapshot() == before
    hand.bet(2, seat=BOB)
    assert refused(hand.check, seat=CLEO) == "check.facing_bet"
    assert legal(hand) == {A.FOLD: (None, None), A.CALL: (2, 2), A.RAISE: (4, 4)}


# -- Chapter "Streets, who acts first, and the showdown" --------------------------

# Exercise 14: up cards after fourth street; Cleo deals.
EXERCISE_14 = {0: "8H 9C 9D 7H", 1: "8S AS KS QS", 2: "8D 10H 10S 7C"}


@pytest.mark.parametrize("preset", sorted(VARIANTS))
def test_exercise_14_first_to_act_on_fourth_street(preset):
    deck = stud_deck(EXERCISE_14, button=CLEO)
    hand = Hand(variant=VARIANTS[preset], stacks=[50] * 3, button=CLEO, deck=deck)
    play_passively(hand, until_round=3)
    assert hand.betting_round == 3 and hand.turn == CLEO  # a pair of tens (A7)
    assert legal(hand) == {A.FOLD: (None, None), A.CHECK: (None, None), A.BET: (4, 4)}


# Exercise 15: Ann shows K♣ 9♦, Bob K♦ 9♠; Cleo deals, shows Q♥, folds.
EXERCISE_15 = {0: "7H KC 9D", 1: "8S KD 9S", 2: "8D QH"}


@pytest.mark.parametrize(
    ("preset", "brings_in", "opens_third_street"),
    [
        ("americana-pl", BOB, BOB),  # diamonds over clubs, both times
        ("americana-ru", BOB, ANN),  # suits for the bring-in, seats for A7
        ("americana-es", ANN, ANN),  # clubs highest, as printed
    ],
)
def test_exercise_15_equal_visible_hands(preset, brings_in, opens_third_street):
    deck = stud_deck(EXERCISE_15, button=CLEO, folds={CLEO: 1})
    hand = Hand(variant=VARIANTS[preset], stacks=[50] * 3, button=CLEO, deck=deck)
    assert hand.turn == brings_in
    hand.bring_in()
    while hand.betting_round == 1:
        hand.fold() if hand.turn == CLEO else hand.call()
    assert hand.betting_round == 2 and hand.turn == opens_third_street


# Exercises 16 and 18: four players; Dan deals; the last round is bet and raised.
EXERCISE_16 = {
    0: "10C QH QC 8D 7S",  # a pair of queens, shown
    1: "7H AH 10H 9H JH",  # a flush in hearts
    2: "KD KS JC 9C 8C",  # a pair of kings, one face down
    3: "7D AC 10D 9D JD",  # ace high
}


def exercise_16_to_the_showdown() -> Hand:
    deck = stud_deck(EXERCISE_16, button=DAN)
    hand = Hand(variant=PL, stacks=[30] * 4, button=DAN, deck=deck)
    play_passively(hand, until_round=4)
    assert hand.betting_round == 4 and hand.turn == ANN  # the queens showing (A7)
    hand.check(seat=ANN)
    hand.bet(4, seat=BOB)
    hand.raise_to(8, seat=CLEO)
    hand.fold(seat=DAN)
    hand.call(seat=ANN)
    hand.call(seat=BOB)
    return hand


def test_exercise_16_the_last_raiser_shows_first():
    hand = exercise_16_to_the_showdown()
    assert show_in_order(hand) == [CLEO, ANN, BOB]


# Exercise 17: the cards of exercise 16, Bob deals, Cleo folds, all check.
def test_exercise_17_everybody_checked():
    deck = stud_deck(EXERCISE_16, button=BOB, folds={CLEO: 1})
    hand = Hand(variant=PL, stacks=[30] * 4, button=BOB, deck=deck)
    hand.bring_in(seat=BOB)  # the ace of hearts
    hand.fold(seat=CLEO)
    play_passively(hand)
    assert show_in_order(hand) == [DAN, ANN, BOB]


def test_exercise_18_who_may_muck():
    hand = exercise_16_to_the_showdown()
    assert hand.turn == CLEO and not hand.can_muck()  # nobody has shown yet
    hand.show(seat=CLEO)
    assert hand.turn == ANN and hand.can_muck()  # queens cannot beat kings
    hand.muck(seat=ANN)
    assert hand.turn == BOB and not hand.can_muck()  # the flush wins: show it
    hand.show(seat=BOB)
    assert [(a.seat, a.amount) for a in hand.awards] == [(BOB, 4 + 8 + 24)]


# Exercise 19: aces and kings with a 10♣ against aces and kings with a 9♦; Bob deals.
EXERCISE_19 = {0: "AH AD KH KD 10C", 1: "AS AC KS KC 9D"}


@pytest.mark.parametrize(
    ("preset", "stacks"),
    [
        ("americana-pl", {ANN: 17, BOB: 23}),  # the kicker's suit: 9♦ beats 10♣ (B3)
        ("americana-ru", {ANN: 23, BOB: 17}),  # kickers count: the ten (B4)
        ("americana-es", {ANN: 23, BOB: 17}),  # clubs highest, as printed (B3)
    ],
)
def test_exercise_19_aces_and_kings(preset, stacks):
    deck = stud_deck(EXERCISE_19, button=BOB)
    hand = Hand(variant=VARIANTS[preset], stacks=[20, 20], button=BOB, deck=deck)
    play_passively(hand)
    show_in_order(hand)
    assert hand.stacks == stacks


def test_exercise_19_kicker_rank_first_gives_ann_the_polish_pot():
    """The answer's last sentence: B3 read with the kicker's rank first."""
    rank_first = dataclasses.replace(PL, showdown_tie=ShowdownTie.KICKER_RANK_THEN_SUIT)
    deck = stud_deck(EXERCISE_19, button=BOB)
    hand = Hand(variant=rank_first, stacks=[20, 20], button=BOB, deck=deck)
    play_passively(hand)
    show_in_order(hand)
    assert hand.stacks == {ANN: 23, BOB: 17}


# -- Chapter "All-in and side pots" -----------------------------------------------

#: No limit with any number of raises in round 1, as in the side-pots chapter.
NO_LIMIT = dataclasses.replace(
    PL, structure=Structure.NO_LIMIT, first_round_raises=None
)
# Exercises 20 and 21: Ann 10 chips, Bob 30, Cleo 50; Cleo deals.
EXERCISE_20 = {
    0: "JH JD 7C JC 8S",  # three jacks
    1: "AH AD 9C 8D 7D",  # a pair of aces
    2: "KH KS QD QC 9H",  # two pair, kings and queens
}


def exercise_20_all_in() -> Hand:
    deck = stud_deck(EXERCISE_20, button=CLEO)
    hand = Hand(variant=NO_LIMIT, stacks=[10, 30, 50], button=CLEO, deck=deck)
    hand.bring_in(seat=BOB)  # the ace of diamonds
    hand.call(seat=CLEO)
    hand.raise_to(9, seat=ANN)  # all in
    hand.raise_to(29, seat=BOB)  # all in
    hand.call(seat=CLEO)
    return hand


def test_exercise_20_the_pots():
    hand = exercise_20_all_in()
    assert [(p.amount, p.eligible) for p in hand.pots] == [
        (30, (ANN, BOB, CLEO)),
        (40, (BOB, CLEO)),
    ]
    assert hand.stacks[CLEO] == 20  # never bet: nobody could match it
    assert hand.phase is Phase.SHOWDOWN  # nobody left to bet against Cleo


def test_exercise_21_who_wins_what():
    hand = exercise_20_all_in()
    show_in_order(hand)
    assert [(a.seat, a.amount, a.pot_index) for a in hand.awards] == [
        (ANN, 30, 0),
        (CLEO, 40, 1),
    ]
    assert hand.stacks == {ANN: 30, BOB: 0, CLEO: 60}


# Exercise 22: Dan (20 chips, the button) calls the bring-in, then folds.
def test_exercise_22_a_folded_players_chips():
    hands = EXERCISE_20 | {3: "10H 10S"}
    deck = stud_deck(hands, button=DAN, folds={DAN: 1})
    hand = Hand(variant=NO_LIMIT, stacks=[10, 30, 50, 20], button=DAN, deck=deck)
    hand.bring_in(seat=BOB)
    hand.call(seat=CLEO)
    hand.call(seat=DAN)
    hand.raise_to(9, seat=ANN)
    hand.raise_to(29, seat=BOB)
    hand.call(seat=CLEO)
    hand.fold(seat=DAN)
    assert [(p.amount, p.eligible) for p in hand.pots] == [
        (33, (ANN, BOB, CLEO)),
        (40, (BOB, CLEO)),
    ]
    show_in_order(hand)
    assert hand.stacks == {ANN: 33, BOB: 0, CLEO: 60, DAN: 17}


# Exercise 23: fixed limit; Ann has 3 chips, Bob and Cleo 40; Cleo deals.
EXERCISE_23 = {
    0: "AH 7C AD 8S 8D",  # aces and eights
    1: "7D KS 10C 9S QH",  # king high
    2: "JS QD JC 10D",  # folds on fourth street
}


def test_exercise_23_an_uncontested_side_pot():
    deck = stud_deck(EXERCISE_23, button=CLEO, folds={CLEO: 3})
    hand = Hand(variant=PL, stacks=[3, 40, 40], button=CLEO, deck=deck)
    hand.bring_in(seat=BOB)  # the king of spades
    hand.call(seat=CLEO)
    hand.call(seat=ANN)  # all in
    assert hand.turn == BOB  # Ann shows the best hand but cannot bet (A7, A12)
    hand.bet(2, seat=BOB)
    hand.call(seat=CLEO)
    hand.bet(4, seat=BOB)
    hand.fold(seat=CLEO)
    returned = [e for e in hand.events if e.kind is EventKind.BET_RETURNED]
    assert [(e.seat, e.amount) for e in returned] == [(BOB, 4)]
    assert [(p.amount, p.eligible) for p in hand.pots] == [(9, (ANN, BOB)), (4, (BOB,))]
    assert show_in_order(hand) == [ANN, BOB]
    assert [(a.seat, a.amount, a.reason) for a in hand.awards] == [
        (ANN, 9, "best_hand"),
        (BOB, 4, "uncontested"),
    ]
    assert hand.stacks == {ANN: 9, BOB: 39, CLEO: 35}


# Exercise 24: Ann and Bob hold the same ranks, K-J-9-8-7; Bob deals; Cleo folds.
EXERCISE_24 = {0: "7H 8H 9D JC KS", 1: "7D 8D 9C JS KH", 2: "QD AC 7C"}


@pytest.mark.parametrize(
    ("preset", "stacks"),
    [
        ("americana-ru", {ANN: 22, BOB: 21, CLEO: 17}),  # split 4 + 4, odd chip Ann
        ("americana-pl", {ANN: 17, BOB: 26, CLEO: 17}),  # king of hearts wins (B3)
        ("americana-es", {ANN: 26, BOB: 17, CLEO: 17}),  # king of spades wins
    ],
)
def test_exercise_24_the_odd_chip(preset, stacks):
    deck = stud_deck(EXERCISE_24, button=BOB, folds={CLEO: 2})
    hand = Hand(variant=VARIANTS[preset], stacks=[20] * 3, button=BOB, deck=deck)
    hand.bring_in(seat=CLEO)  # the only ace
    hand.call(seat=ANN)
    hand.call(seat=BOB)
    assert hand.turn == CLEO
    hand.fold(seat=CLEO)
    play_passively(hand)
    show_in_order(hand)
    assert hand.stacks == stacks
    if preset == "americana-ru":
        assert [(a.seat, a.amount, a.reason) for a in hand.awards] == [
            (ANN, 4, "split"),
            (BOB, 4, "split"),
            (ANN, 1, "odd_chip"),
        ]


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["americana-pl", "americana-es"])
def test_exercise_24_no_two_hands_tie_when_suits_decide(preset):
    """Under B3 two hands from one deck never tie, so no pot is ever split.

    Hands of equal showdown strength all hold the card whose suit broke the
    tie, except trips and full houses, where two hands with the same three
    ranks would need six cards of one rank.
    """
    variant = VARIANTS[preset]
    common: dict[object, set] = {}
    category: dict[object, Category] = {}
    for cards in itertools.combinations(make_deck(32), 5):
        key = showdown_strength(cards, variant)
        held = common.get(key)
        if held is None:
            common[key] = set(cards)
            category[key] = evaluate(cards, variant.ranking).category
        else:
            common[key] = held & set(cards)
    without_a_shared_card = {category[key] for key, held in common.items() if not held}
    assert without_a_shared_card <= {Category.THREE_OF_A_KIND, Category.FULL_HOUSE}


# Exercise 25: Ann, Bob and Cleo tie for a pot of 20; Bob has the button.
@pytest.mark.parametrize(
    ("policy", "chips", "carried"),
    [
        (OddChip.LEFT_OF_BUTTON, {ANN: 7, BOB: 6, CLEO: 7}, 0),  # A13, every preset
        (OddChip.SEAT_ORDER, {ANN: 7, BOB: 7, CLEO: 6}, 0),
        (OddChip.CARRY, {ANN: 6, BOB: 6, CLEO: 6}, 2),  # D8
    ],
)
def test_exercise_25_a_three_way_split(policy, chips, carried):
    pot = Pot(20, (ANN, BOB, CLEO), (ANN, BOB, CLEO))
    awards, left = award_pots(
        [pot],
        dict.fromkeys((ANN, BOB, CLEO), 1),
        button=BOB,
        seats=[ANN, BOB, CLEO],
        odd_chip=policy,
    )
    won = dict.fromkeys((ANN, BOB, CLEO), 0)
    for award in awards:
        won[award.seat] += award.amount
    assert (won, left) == (chips, carried)
    assert all(VARIANTS[name].odd_chip is OddChip.LEFT_OF_BUTTON for name in VARIANTS)


def test_at_least_five_exercises_with_answers_per_americana_chapter():
    """Issue 5: five or more per hand chapter, each answer in a dropdown."""
    text = (Path(__file__).resolve().parent.parent / "book" / "exercises.md").read_text(
        encoding="utf-8"
    )
    # The "Drills" section holds live drills (issue 10), not numbered exercises.
    sections = [
        section
        for section in re.split(r"^## ", text, flags=re.M)[1:]
        if "{americana-live}" not in section
    ]
    counts = {
        section.splitlines()[0]: (
            len(re.findall(r"^\*\*Exercise \d+\.\*\*", section, flags=re.M)),
            len(re.findall(r"^:::\{dropdown\} Answer$", section, flags=re.M)),
        )
        for section in sections
    }
    assert len(counts) == 4, counts
    for questions, answers in counts.values():
        assert questions >= 5 and answers == questions
    assert sum(q for q, _ in counts.values()) >= 20
