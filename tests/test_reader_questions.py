"""The answer key of the new-reader trial (issue 5, acceptance 5), from the engine.

A reader who knows only the Polish edition answered these five questions
from the book alone; the closing note of the issue reports how they did.
Each test plays the situation with the engine under the Polish preset
(americana-pl) and asserts the answer the book should lead to.
"""

from __future__ import annotations

from helpers import play_passively

from americana.play.events import EventKind
from americana.play.pots import award_pots, build_pots
from americana.play.scripting import stud_deck
from americana.play.stud import Hand
from americana.rules.variants import VARIANTS

PL = VARIANTS["americana-pl"]
ANN, BOB, CLEO, DAN = 0, 1, 2, 3


def chips_won(awards) -> dict[int, int]:
    """Seat -> chips won over all pots."""
    won: dict[int, int] = {}
    for award in awards:
        won[award.seat] = won.get(award.seat, 0) + award.amount
    return won


def test_q1_who_brings_in():
    """Dan deals; up cards Ann K♣, Bob K♦, Cleo 10♥, Dan 9♠ (ante 1 each).

    Bob brings in, 2 chips: equal kings, and diamonds rank above clubs in the
    Polish order (A5, C).
    """
    deck = stud_deck({0: "7C KC", 1: "7D KD", 2: "7H 10H", 3: "8S 9S"}, button=DAN)
    hand = Hand(variant=PL, stacks=[20] * 4, button=DAN, deck=deck)
    assert hand.turn == BOB
    hand.bring_in()
    (bring_in,) = [e for e in hand.events if e.kind is EventKind.BRING_IN]
    assert (bring_in.seat, bring_in.amount) == (BOB, 2)


def test_q2_who_acts_first_on_fourth_street():
    """Cleo deals. On fourth street the up cards are Ann 8♠ 8♥ K♣,
    Bob A♦ K♦ 9♦, Cleo J♣ J♠ 7♥: Cleo's pair of jacks is the best visible
    hand, so she acts first (A7), whoever brought in or bet before.
    """
    cards = {0: "7C 8S 8H KC", 1: "7D AD KD 9D", 2: "7S JC JS 7H"}
    hand = Hand(
        variant=PL, stacks=[30] * 3, button=CLEO, deck=stud_deck(cards, button=CLEO)
    )
    play_passively(hand, until_round=3)  # betting rounds 1 and 2
    assert all(len(hand.cards(seat)) == 4 for seat in (ANN, BOB, CLEO))
    assert hand.turn == CLEO


def test_q3_three_way_all_in():
    """Ann is all in for 6 chips in all (ante included), Bob all in for 15,
    Cleo has put in 15 and has chips left. Ann has the best hand, Bob the
    second, Cleo the worst. Main pot 18 (6 from each) to Ann; side pot 18
    (9 from Bob and Cleo) to Bob; Cleo gets nothing back (A12).
    """
    pots = build_pots({ANN: 6, BOB: 15, CLEO: 15}, folded=())
    assert [(p.amount, set(p.eligible)) for p in pots] == [
        (18, {ANN, BOB, CLEO}),
        (18, {BOB, CLEO}),
    ]
    awards, carried = award_pots(
        pots, {ANN: 3, BOB: 2, CLEO: 1}, button=CLEO, seats=[ANN, BOB, CLEO]
    )
    won = chips_won(awards)
    assert won == {ANN: 18, BOB: 18} and carried == 0


def test_q4_odd_chip():
    """Dan deals; Bob and Cleo split a pot of 21 chips with equal hands
    (Russian preset, which splits). Bob, first of the two clockwise from the
    dealer's left, gets the odd chip: 11 to Bob, 10 to Cleo (A13).
    """
    pots = build_pots({ANN: 3, BOB: 9, CLEO: 9}, folded={ANN})
    awards, _ = award_pots(
        pots,
        {BOB: 5, CLEO: 5},
        button=DAN,
        seats=[ANN, BOB, CLEO, DAN],
        odd_chip=VARIANTS["americana-ru"].odd_chip,
    )
    assert sum(p.amount for p in pots) == 21
    won = chips_won(awards)
    assert won == {BOB: 11, CLEO: 10}


def test_q5_who_shows_first():
    """Cleo deals. In the last round Bob bets, Cleo and Ann call: Bob, the
    last player to bet, shows first (A10).
    """
    cards = {0: "7C 8S 9H KC QD", 1: "7D AD KD 9D 10S", 2: "7S JC JS 8H 10C"}
    hand = Hand(
        variant=PL, stacks=[40] * 3, button=CLEO, deck=stud_deck(cards, button=CLEO)
    )
    play_passively(hand, until_round=4)
    while hand.turn != BOB:
        hand.check()
    hand.bet(PL.bet_size(4))
    while hand.betting_round == 4 and not hand.can_show():
        hand.call()
    assert hand.turn == BOB
