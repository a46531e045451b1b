"""One scripted hand per rule of the rules reference sections A, B and C.

Every test deals a scripted deck (``deck=``) and asserts exact stacks and pots.
Presets are parametrized where the sources disagree (rule C, B3, B4, A6, A7).
"""

from __future__ import annotations

import dataclasses

import pytest

from americana.cards import parse_cards
from americana.play.betting import ActionError, ActionKind, SetupError
from americana.play.events import EventKind
from americana.play.pots import OddChip
from americana.play.scripting import stud_deck
from americana.play.stud import Hand, Phase
from americana.play.table import Table
from americana.rules.variants import (
    SUIT_ORDER_ES_AS_PRINTED,
    SUIT_ORDER_PL,
    SUIT_ORDER_RU,
    VARIANTS,
    FirstToActTie,
    ShowdownTie,
    Structure,
)

PL, RU, ES = (
    VARIANTS["americana-pl"],
    VARIANTS["americana-ru"],
    VARIANTS["americana-es"],
)
NL = dataclasses.replace(PL, name="pl-no-limit", structure=Structure.NO_LIMIT)


def deck_for(hands: dict[int, str], button: int, folds: dict[int, int] | None = None):
    """The deck that deals ``hands`` in stud order (rule A3)."""
    return stud_deck(hands, button=button, folds=folds)


def check_down(hand: Hand) -> None:
    """Bring in, call and check every round to the showdown."""
    while hand.phase is Phase.BETTING:
        if hand.can_bring_in():
            hand.bring_in()
        elif hand.can_check():
            hand.check()
        else:
            hand.call()


def show_all(hand: Hand) -> None:
    while hand.phase is Phase.SHOWDOWN:
        hand.show()


def kinds(hand: Hand, *wanted: EventKind) -> list:
    return [e for e in hand.events if e.kind in wanted]


def test_A1_two_to_six_players_32_cards():
    with pytest.raises(SetupError) as err:
        Hand(variant=PL, stacks=[10] * 7, button=0, seed=1)
    assert err.value.code == "table.too_many_players"
    assert err.value.params == {"players": 7}
    with pytest.raises(SetupError) as err:
        Hand(variant=PL, stacks=[10], button=0, seed=1)
    assert err.value.code == "table.too_few_players"
    hand = Hand(variant=PL, stacks=[10] * 6, button=0, seed=1)
    assert len(hand.deck) == 32 and min(c.rank for c in hand.deck) == 7
    with pytest.raises(SetupError) as err:
        Hand(variant=PL, stacks=[10, 10], button=0, deck="5S 7H 8H 9H")
    assert err.value.code == "deck.foreign_card"


def test_A2_antes_before_any_card_no_blinds():
    hand = Hand(variant=PL, stacks={0: 50, 1: 50, 2: 1}, button=0, seed=3)
    head = [(e.kind, e.seat) for e in hand.events[:5]]
    # Seat 2 has one chip: the ante puts it all in, before any card (A2, A12).
    assert head == [
        (EventKind.ANTE, 1),
        (EventKind.ANTE, 2),
        (EventKind.ALL_IN, 2),
        (EventKind.ANTE, 0),
        (EventKind.CARD_DEALT, 1),
    ]
    assert hand.contributions == {0: 1, 1: 1, 2: 1}
    assert hand.stacks[2] == 0
    # No blinds: nobody has bet yet; the bring-in is still to come (A5).
    assert sum(hand.bets.values()) == 0
    assert [p.amount for p in hand.pots] == [3]
    assert {a.kind for a in hand.legal_actions()} == {ActionKind.BRING_IN}


def test_A3_deal_clockwise_one_down_then_one_up_then_three_up():
    hands = {0: "7H 8H 9H 10H JH", 1: "7D 8D 9D 10D JD", 2: "7C 8C 9C 10C QC"}
    hand = Hand(variant=PL, stacks=[50, 50, 50], button=1, deck=deck_for(hands, 1))
    dealt = kinds(hand, EventKind.CARD_DEALT)
    assert [(e.seat, e.face_up) for e in dealt] == [
        (2, False),
        (0, False),
        (1, False),
        (2, True),
        (0, True),
        (1, True),
    ]
    check_down(hand)
    for seat, text in hands.items():
        assert hand.cards(seat) == parse_cards(text)
        assert hand.up_cards(seat) == parse_cards(text)[1:]
    assert len(kinds(hand, EventKind.CARD_DEALT)) == 15


def test_A4_four_betting_rounds():
    hands = {0: "7H 8H 9H 10H JH", 1: "7D 8D 9D 10D QD"}
    hand = Hand(variant=PL, stacks=[50, 50], button=1, deck=deck_for(hands, 1))
    check_down(hand)
    ends = kinds(hand, EventKind.ROUND_END)
    assert [e.betting_round for e in ends] == [1, 2, 3, 4]
    assert hand.phase is Phase.SHOWDOWN
    assert [p.amount for p in hand.pots] == [2 + 4]


A5_CASES = {
    # up cards AH, AS, AC, KD: the suit order of each source picks a different ace.
    "americana-pl": 0,  # hearts highest (rule C, seed 000)
    "americana-ru": 1,  # spades highest (seed 001)
    "americana-es": 2,  # clubs highest, as printed (seed 002)
}


@pytest.mark.parametrize("preset", sorted(A5_CASES))
def test_A5_bring_in_highest_up_card_suit_order(preset):
    hands = {0: "7H AH", 1: "7S AS", 2: "7C AC", 3: "7D KD"}
    hand = Hand(
        variant=VARIANTS[preset], stacks=[20] * 4, button=3, deck=deck_for(hands, 3)
    )
    seat = A5_CASES[preset]
    assert hand.turn == seat
    legal = {a.kind: (a.minimum, a.maximum) for a in hand.legal_actions()}
    assert legal[ActionKind.BRING_IN] == (2, 2)
    assert ActionKind.FOLD not in legal and ActionKind.CHECK not in legal
    with pytest.raises(ActionError) as err:
        hand.fold()
    assert err.value.code == "bring_in.required"
    hand.bring_in()
    assert hand.stacks[seat] == 20 - 1 - 2
    assert hand.bets == {s: 2 if s == seat else 0 for s in range(4)}
    assert [p.amount for p in hand.pots] == [4]  # bets join the pot after the round
    assert hand.turn == (seat + 1) % 4  # then clockwise


def test_A5_complete_where_the_structure_allows():
    hands = {0: "7H AH", 1: "7S KS"}
    hand = Hand(variant=NL, stacks=[50, 50], button=1, deck=deck_for(hands, 1))
    legal = {a.kind: (a.minimum, a.maximum) for a in hand.legal_actions()}
    assert legal[ActionKind.COMPLETE] == (3, 49)
    hand.complete(6)
    assert hand.stacks == {0: 43, 1: 49}
    raise_bounds = {a.kind: (a.minimum, a.maximum) for a in hand.legal_actions()}
    assert raise_bounds[ActionKind.RAISE] == (12, 49)
    limit = Hand(variant=PL, stacks=[50, 50], button=1, deck=deck_for(hands, 1))
    with pytest.raises(ActionError) as err:
        limit.complete(4)
    assert err.value.code == "complete.fixed_limit"


def test_A6_automatic_bring_in():
    hands = {0: "7H AH", 1: "7S KS"}
    hand = Hand(variant=ES, stacks=[30, 30], button=1, deck=deck_for(hands, 1))
    assert hand.can_auto_bring_in()
    hand.auto_bring_in()
    event = kinds(hand, EventKind.BRING_IN)[0]
    assert (event.seat, event.amount, event.automatic) == (0, 2, True)
    assert hand.stacks == {0: 27, 1: 29}
    strict = Hand(variant=PL, stacks=[30, 30], button=1, deck=deck_for(hands, 1))
    assert not strict.can_auto_bring_in()
    with pytest.raises(ActionError) as err:
        strict.auto_bring_in()
    assert err.value.code == "bring_in.not_automatic"


def test_A7_best_visible_hand_acts_first_in_rounds_2_to_4():
    # Round 2: seat 2 shows a pair of eights, seat 0 an ace: the pair acts first.
    hands = {0: "7H AH 9C", 1: "7S KS 10D", 2: "7C 8C 8D"}
    hand = Hand(variant=PL, stacks=[30] * 3, button=2, deck=deck_for(hands, 2))
    hand.bring_in()  # seat 0, ace
    hand.call()
    hand.call()
    assert hand.betting_round == 2 and hand.turn == 2
    legal = {a.kind for a in hand.legal_actions()}
    assert legal == {ActionKind.FOLD, ActionKind.CHECK, ActionKind.BET}
    assert [p.amount for p in hand.pots] == [3 + 6]


@pytest.mark.parametrize(
    ("preset", "first"),
    [
        # Equal visible kings and nines: PL breaks the tie by the suit of the
        # highest card (KH beats KS); RU, silent on A7, by seat order from the
        # dealer's left (seat 0 is first left of button 2).
        ("americana-pl", 1),
        ("americana-ru", 0),
    ],
)
def test_A7_tie_between_equal_visible_hands(preset, first):
    variant = VARIANTS[preset]
    assert (
        variant.first_to_act_tie
        is {
            "americana-pl": FirstToActTie.SUIT_OF_HIGHEST_CARD,
            "americana-ru": FirstToActTie.SEAT_ORDER,
        }[preset]
    )
    hands = {0: "7H KS 9C", 1: "7S KH 9D", 2: "7C 8C 10D"}
    hand = Hand(variant=variant, stacks=[30] * 3, button=2, deck=deck_for(hands, 2))
    while hand.betting_round == 1:
        hand.bring_in() if hand.can_bring_in() else hand.call()
    assert hand.turn == first


def test_A8_limit_cap():
    hands = {0: "7H AH 9C 10C JC", 1: "7S KS 10D JD QD"}
    hand = Hand(variant=PL, stacks=[100, 100], button=1, deck=deck_for(hands, 1))
    hand.bring_in()  # round 1: bring-in 2, then raises of 2 up to three
    hand.raise_to(4)
    hand.raise_to(6)
    hand.raise_to(8)
    assert not hand.can_raise_to(10)
    snap = hand.snapshot()
    with pytest.raises(ActionError) as err:
        hand.raise_to(10)
    assert err.value.code == "raise.cap_reached"
    assert hand.snapshot() == snap
    hand.call()
    assert hand.stacks == {0: 91, 1: 91} and hand.pots[0].amount == 18
    # Round 2: a bet of one bring-in (2) and three raises; no other amount.
    assert {a.kind: (a.minimum, a.maximum) for a in hand.legal_actions()}[
        ActionKind.BET
    ] == (2, 2)
    with pytest.raises(ActionError) as err:
        hand.bet(3)
    assert (err.value.code, err.value.params) == (
        "bet.above_maximum",
        {"amount": 3, "maximum": 2},
    )
    hand.bet(2)
    hand.raise_to(4)
    hand.raise_to(6)
    hand.raise_to(8)
    assert not hand.can_raise_to(10)
    hand.call()
    # Rounds 3 and 4: the bet is doubled to 2 x bring-in = 4 (A8).
    bet = {a.kind: (a.minimum, a.maximum) for a in hand.legal_actions()}
    assert bet[ActionKind.BET] == (4, 4)
    hand.bet(4)
    assert {a.kind: (a.minimum, a.maximum) for a in hand.legal_actions()}[
        ActionKind.RAISE
    ] == (8, 8)
    hand.call()
    assert hand.stacks == {0: 79, 1: 79} and hand.pots[0].amount == 42


@pytest.mark.parametrize(("raises", "reraise_allowed"), [(1, False), (None, True)])
def test_A9_no_limit_round1_raise_option(raises, reraise_allowed):
    variant = dataclasses.replace(NL, first_round_raises=raises)
    hands = {0: "7H AH", 1: "7S KS", 2: "7C QC"}
    hand = Hand(variant=variant, stacks=[100] * 3, button=2, deck=deck_for(hands, 2))
    hand.bring_in()
    hand.raise_to(6)  # "bring-in, raise"
    assert hand.can_raise_to(10) is reraise_allowed
    if not reraise_allowed:
        with pytest.raises(ActionError) as err:
            hand.raise_to(10)
        assert err.value.code == "raise.cap_reached"
    hand.call()
    hand.call()
    assert hand.stacks == {0: 93, 1: 93, 2: 93} and hand.pots[0].amount == 21
    # Rounds 2-4: a bet of at least one bring-in, any number of raises.
    bet = {a.kind: (a.minimum, a.maximum) for a in hand.legal_actions()}
    assert bet[ActionKind.BET] == (2, 93)


def test_A9_pot_limit_maximum():
    variant = dataclasses.replace(PL, structure=Structure.POT_LIMIT)
    hands = {0: "7H AH", 1: "7S KS", 2: "7C QC"}
    hand = Hand(variant=variant, stacks=[100] * 3, button=2, deck=deck_for(hands, 2))
    hand.bring_in()
    # Pot 3 antes + 2 = 5; call 2 makes 7; a pot raise goes to 2 + 7 = 9.
    bounds = {a.kind: (a.minimum, a.maximum) for a in hand.legal_actions()}
    assert bounds[ActionKind.RAISE] == (4, 9)
    with pytest.raises(ActionError) as err:
        hand.raise_to(10)
    assert err.value.code == "raise.above_maximum"


def test_A10_showdown_order_and_muck():
    # Seat 1 shows kings from round 2 on, so it acts first; in round 4 it
    # bets and seat 0 calls: seat 1, the last bettor, shows first (A10).
    hands = {0: "7H AH 9C 10C JC", 1: "AS KS KD 10D QD"}
    hand = Hand(variant=PL, stacks=[50, 50], button=1, deck=deck_for(hands, 1))
    hand.bring_in()  # seat 0, ace of hearts
    hand.call()
    for _ in range(2):
        hand.check(seat=1)
        hand.check(seat=0)
    assert hand.betting_round == 4 and hand.turn == 1
    hand.bet(4)
    hand.call()
    assert hand.phase is Phase.SHOWDOWN and hand.turn == 1
    snap = hand.snapshot()
    with pytest.raises(ActionError) as err:
        hand.muck()  # nobody has shown: the first hand must be shown
    assert err.value.code == "muck.must_show"
    assert hand.snapshot() == snap
    hand.show()
    assert hand.turn == 0
    assert hand.can_muck()  # ace high cannot beat kings: show or muck
    assert {a.kind for a in hand.legal_actions()} == {
        ActionKind.SHOW,
        ActionKind.MUCK,
    }
    hand.muck()
    assert kinds(hand, EventKind.HAND_MUCKED)[0].seat == 0
    assert [(a.seat, a.amount, a.reason) for a in hand.awards] == [(1, 14, "best_hand")]
    assert hand.stacks == {0: 50 - 7, 1: 50 + 7}


def test_A10_everybody_checked_first_left_of_dealer_shows():
    hands = {0: "7H AH 9C 10C JC", 1: "AS KS KD 10D QD", 2: "7C QC 8D 8S 9S"}
    hand = Hand(variant=PL, stacks=[50] * 3, button=1, deck=deck_for(hands, 1))
    check_down(hand)
    assert hand.turn == 2  # first remaining player left of the dealer (seat 1)
    hand.show()
    assert hand.turn == 0  # then clockwise
    hand.muck()
    assert hand.turn == 1
    hand.show()
    assert hand.finished and hand.stacks == {0: 47, 1: 56, 2: 47}


def test_A11_best_hand_wins_equal_hands_split():
    hands = {0: "7H 8H 9D JC KS", 1: "7D 8D 9C JS KH", 2: "7C AC QH QD 10S"}
    hand = Hand(variant=RU, stacks=[40] * 3, button=1, deck=deck_for(hands, 1))
    check_down(hand)
    show_all(hand)
    # Queens beat the two equal king-high hands.
    assert hand.stacks == {0: 37, 1: 37, 2: 46}
    hands = {0: "7H 8H 9D JC KS", 1: "7D 8D 9C JS KH"}
    hand = Hand(variant=RU, stacks=[40, 40], button=1, deck=deck_for(hands, 1))
    check_down(hand)
    show_all(hand)
    assert [(a.seat, a.amount, a.reason) for a in hand.awards] == [
        (0, 3, "split"),
        (1, 3, "split"),
    ]
    assert hand.stacks == {0: 40, 1: 40}


def test_A12_three_all_ins():
    variant = dataclasses.replace(NL, first_round_raises=None)
    hands = {
        0: "AH AD AC AS 7H",
        1: "KH KD KC KS 7D",
        2: "QH QD QC QS 7C",
        3: "JH JD JC 8S 9S",
    }
    stacks = {0: 10, 1: 20, 2: 30, 3: 100}
    hand = Hand(variant=variant, stacks=stacks, button=3, deck=deck_for(hands, 3))
    hand.complete(9)  # seat 0, all in
    hand.raise_to(19)  # seat 1, all in: a full raise of 10
    hand.raise_to(29)  # seat 2, all in
    hand.call()  # seat 3
    assert [(p.amount, p.eligible) for p in hand.pots] == [
        (40, (0, 1, 2, 3)),
        (30, (1, 2, 3)),
        (20, (2, 3)),
    ]
    assert len(kinds(hand, EventKind.ALL_IN)) == 3
    # Nobody can bet any more: the cards are dealt out, seat 0 shows first.
    assert hand.phase is Phase.SHOWDOWN and hand.turn == 0
    hand.show()
    hand.show()  # seat 1 must show: it can still win side pot 1
    assert not hand.can_muck()  # seat 2 can win side pot 2
    hand.show()
    hand.muck()  # seat 3 cannot beat any hand shown
    assert [(a.seat, a.amount, a.pot_index) for a in hand.awards] == [
        (0, 40, 0),
        (1, 30, 1),
        (2, 20, 2),
    ]
    assert hand.stacks == {0: 40, 1: 30, 2: 20, 3: 70}


def test_A12_short_all_in_raise_does_not_reopen():
    hands = {0: "7H AH", 1: "7S KS", 2: "7C QC"}
    stacks = {0: 100, 1: 11, 2: 100}
    hand = Hand(variant=NL, stacks=stacks, button=2, deck=deck_for(hands, 2))
    hand.complete(8)  # seat 0 opens for 8 instead of the bring-in
    hand.raise_to(10)  # seat 1: all in, 2 more, less than a full raise of 8
    assert hand.turn == 2
    assert hand.can_raise_to(18)  # seat 2 has not acted: may raise
    hand.call()
    assert hand.turn == 0
    legal = {a.kind for a in hand.legal_actions()}
    assert legal == {ActionKind.FOLD, ActionKind.CALL}  # not reopened for seat 0
    with pytest.raises(ActionError) as err:
        hand.raise_to(20)
    assert err.value.code == "raise.not_reopened"
    hand.call()
    assert hand.stacks == {0: 89, 1: 0, 2: 89}
    assert [p.amount for p in hand.pots] == [33]


def test_A12_short_all_ins_adding_up_to_a_full_raise_reopen():
    hands = {0: "7H AH", 1: "7S KS", 2: "7C QC", 3: "7D JD"}
    stacks = {0: 100, 1: 13, 2: 18, 3: 100}
    hand = Hand(variant=NL, stacks=stacks, button=3, deck=deck_for(hands, 3))
    hand.complete(8)  # seat 0: a full raise is now 8
    hand.raise_to(12)  # seat 1, all in: 4 more
    hand.raise_to(17)  # seat 2, all in: 5 more; 9 more than seat 0's 8 in all
    hand.call()  # seat 3
    assert hand.turn == 0
    bounds = {a.kind: (a.minimum, a.maximum) for a in hand.legal_actions()}
    assert bounds[ActionKind.RAISE] == (25, 99)  # reopened: 17 + a raise of 8
    hand.call()
    assert hand.stacks == {0: 82, 1: 0, 2: 0, 3: 82}
    assert [(p.amount, p.eligible) for p in hand.pots] == [
        (52, (0, 1, 2, 3)),
        (15, (0, 2, 3)),
    ]


def test_A12_uncalled_part_of_a_bet_goes_back():
    hands = {0: "7H AH 9C", 1: "7S KS 10D"}
    hand = Hand(variant=NL, stacks={0: 100, 1: 10}, button=1, deck=deck_for(hands, 1))
    hand.complete(30)  # seat 0; seat 1 can only call 9 of it, all in
    hand.call()
    returned = kinds(hand, EventKind.BET_RETURNED)
    assert [(e.seat, e.amount) for e in returned] == [(0, 21)]
    assert hand.stacks == {0: 90, 1: 0}
    assert [(p.amount, p.eligible) for p in hand.pots] == [(20, (0, 1))]
    hand.show()
    hand.show()
    assert sum(hand.stacks.values()) == 110


@pytest.mark.parametrize(
    ("policy", "stacks", "carried"),
    [
        (OddChip.LEFT_OF_BUTTON, {0: 101, 1: 97, 2: 102}, 0),  # A13: seat 2 first
        (OddChip.SEAT_ORDER, {0: 102, 1: 97, 2: 101}, 0),
        (OddChip.CARRY, {0: 101, 1: 97, 2: 101}, 1),  # D8
    ],
)
def test_A13_odd_chip(policy, stacks, carried):
    variant = dataclasses.replace(RU, odd_chip=policy)
    hands = {0: "7H 8H 9D JC KS", 1: "7C AS AD", 2: "7D 8D 9C JS KH"}
    deck = deck_for(hands, 0, folds={1: 2})
    hand = Hand(variant=variant, stacks=[100] * 3, button=0, deck=deck)
    hand.bring_in()  # seat 1, ace of spades
    hand.call()
    hand.call()
    assert hand.turn == 1  # a pair of aces showing
    hand.fold()
    check_down(hand)
    show_all(hand)
    assert hand.stacks == stacks and hand.carried == carried
    assert sum(hand.stacks.values()) + hand.carried == 300
    if carried:
        assert kinds(hand, EventKind.CHIPS_CARRIED)[0].amount == 1


def test_A14_join_between_hands():
    table = Table(variant=PL, stacks={0: 30, 1: 30}, button=0)
    hand = table.start_hand(
        deck=deck_for({0: "7H AH 9C 10C JC", 1: "AS KS KD 10D QD"}, 0)
    )
    with pytest.raises(SetupError) as err:
        table.join(3, 40)
    assert err.value.code == "table.hand_in_progress"
    check_down(hand)
    show_all(hand)
    assert hand.stacks == {0: 27, 1: 33}
    table.join(3, 40)
    with pytest.raises(SetupError) as err:
        table.join(3, 40)
    assert err.value.code == "seat.taken"
    assert table.button == 1  # moved clockwise
    nxt = table.start_hand(seed=7)
    assert [e.seat for e in kinds(nxt, EventKind.ANTE)] == [3, 0, 1]
    assert nxt.contributions[3] >= 1 and table.total_chips == 100


def test_A14_player_without_chips_leaves():
    table = Table(variant=PL, stacks={0: 3, 1: 30, 2: 30}, button=2)
    hands = {0: "7H 7D 7C 8S 9S", 1: "AH AD AC AS 8H", 2: "KH KD KC KS 8D"}
    hand = table.start_hand(deck=deck_for(hands, 2))
    check_down(hand)
    show_all(hand)
    table.end_hand()
    assert table.left == (0,) and table.stacks == {1: 36, 2: 27}
    assert table.button == 1


@pytest.mark.parametrize(
    ("cards_0", "cards_1", "winner"),
    [
        ("AH 7D 8C 9S 10H", "KS AC 7C 8D 9H", 0),  # A-7-8-9-10 beats ace high
        ("AH 7D 8C 9S 10H", "AS KD QC JS 10C", 1),  # A-K-Q-J-10 beats it
    ],
)
def test_A15_ace_low_straight(cards_0, cards_1, winner):
    hands = {0: cards_0, 1: cards_1}
    hand = Hand(variant=RU, stacks=[20, 20], button=1, deck=deck_for(hands, 1))
    check_down(hand)
    show_all(hand)
    assert hand.stacks[winner] == 23 and hand.stacks[1 - winner] == 17


@pytest.mark.parametrize(
    ("preset", "reading", "winner"),
    [
        # Aces and kings both; kickers 9 of hearts (seat 0) and 10 of spades (seat 1).
        ("americana-pl", ShowdownTie.KICKER_RANK_THEN_SUIT, 1),  # the 10 outranks
        ("americana-pl", ShowdownTie.SUIT_OF_KICKER, 0),  # hearts beat spades (000)
        ("americana-es", ShowdownTie.SUIT_OF_KICKER, 1),  # spades beat hearts (002)
        ("americana-ru", ShowdownTie.SPLIT, 1),  # B4: the kicker's rank counts
    ],
)
def test_B3_suit_tiebreak_both_readings(preset, reading, winner):
    variant = dataclasses.replace(VARIANTS[preset], showdown_tie=reading)
    hands = {0: "AH AD KH KD 9H", 1: "AS AC KS KC 10S"}
    hand = Hand(variant=variant, stacks=[20, 20], button=1, deck=deck_for(hands, 1))
    check_down(hand)
    show_all(hand)
    assert hand.stacks[winner] == 23 and hand.stacks[1 - winner] == 17


@pytest.mark.parametrize(
    ("preset", "stacks"),
    [
        ("americana-pl", {0: 23, 1: 17}),  # B3: equal ranks, the kicker KH beats KS
        ("americana-es", {0: 17, 1: 23}),  # B3 as printed: spades beat hearts
        ("americana-ru", {0: 20, 1: 20}),  # B4: suits do not count, split
    ],
)
def test_B3_B4_equal_ranks_suit_of_kicker_or_split(preset, stacks):
    hands = {0: "AH AD KH 9C 8C", 1: "AS AC KS 9D 8D"}
    hand = Hand(
        variant=VARIANTS[preset], stacks=[20, 20], button=1, deck=deck_for(hands, 1)
    )
    check_down(hand)
    show_all(hand)
    assert hand.stacks == stacks


def test_B4_kickers_split():
    assert RU.showdown_tie is ShowdownTie.SPLIT
    hands = {0: "AH AD 10H 9C 8C", 1: "AS AC 10S 9D 8D", 2: "KH KD 10C JD 7S"}
    hand = Hand(variant=RU, stacks=[20] * 3, button=2, deck=deck_for(hands, 2))
    check_down(hand)
    show_all(hand)
    assert [(a.seat, a.amount, a.reason) for a in hand.awards] == [
        (0, 4, "split"),
        (1, 4, "split"),
        (0, 1, "odd_chip"),
    ]
    # 9 chips split 4 + 4, the odd chip to seat 0, first winner left of seat 2.
    assert hand.stacks == {0: 22, 1: 21, 2: 17}


def test_C_suit_orders_per_preset():
    assert PL.suit_order == SUIT_ORDER_PL
    assert RU.suit_order == SUIT_ORDER_RU
    assert ES.suit_order == SUIT_ORDER_ES_AS_PRINTED
    assert [s.value for s in SUIT_ORDER_ES_AS_PRINTED] == [
        "clubs",
        "spades",
        "diamonds",
        "hearts",
    ]
    # 000 and 002 use the order for ties too (B3); 001 for the bring-in only (B4).
    assert PL.showdown_tie is not ShowdownTie.SPLIT
    assert ES.showdown_tie is not ShowdownTie.SPLIT
    assert RU.showdown_tie is ShowdownTie.SPLIT


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda h: h.call(seat=1), "action.out_of_turn"),
        (lambda h: h.bet(1), "bring_in.required"),
        (lambda h: h.complete(1), "complete.below_minimum"),
        (lambda h: h.complete(500), "complete.above_maximum"),
        (lambda h: h.show(), "showdown.not_started"),
    ],
)
def test_illegal_acts_raise_a_code_and_change_nothing(make, code):
    hands = {0: "7H AH", 1: "7S KS", 2: "7C QC"}
    hand = Hand(variant=NL, stacks=[100] * 3, button=2, deck=deck_for(hands, 2))
    assert hand.turn == 0
    hand_snapshot = hand.snapshot()
    with pytest.raises(ActionError) as err:
        make(hand)
    assert err.value.code == code
    assert hand.snapshot() == hand_snapshot


def test_illegal_bet_amounts_and_finished_hand():
    hands = {0: "7H AH 9C 10C JC", 1: "AS KS KD 10D QD"}
    hand = Hand(variant=NL, stacks=[50, 50], button=1, deck=deck_for(hands, 1))
    hand.bring_in()
    hand.call()
    snap = hand.snapshot()
    for amount, code in [
        (1, "bet.below_minimum"),
        (99, "bet.above_maximum"),
        (2.5, "amount.not_integer"),
    ]:
        with pytest.raises(ActionError) as err:
            hand.bet(amount)
        assert err.value.code == code
        assert hand.snapshot() == snap
    hand.fold()
    assert hand.finished and hand.stacks == {0: 53, 1: 47}
    snap = hand.snapshot()
    with pytest.raises(ActionError) as err:
        hand.check()
    assert err.value.code == "hand.finished"
    assert hand.snapshot() == snap and hand.legal_actions() == ()


@pytest.mark.parametrize(
    ("stacks", "code"),
    [({0: 10, 1: -5}, "stack.negative"), ({0: 10, 1: 0}, "stack.empty")],
)
def test_bad_stacks_are_rejected(stacks, code):
    with pytest.raises(SetupError) as err:
        Hand(variant=PL, stacks=stacks, button=0, seed=1)
    assert err.value.code == code
