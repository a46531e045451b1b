"""Main and side pots and their award (rule A11, A12, A13, D8, E6)."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from americana.errors import AmericanaError
from americana.play.pots import (
    Award,
    MissingStrengthError,
    OddChip,
    Pot,
    PotError,
    UnclaimedPotError,
    UnknownSeatError,
    award_pots,
    build_pots,
)

SEATS = (1, 2, 3, 4, 5, 6)


def won(awards: tuple[Award, ...]) -> dict[int, int]:
    """Chips won per seat, over all pots."""
    totals: Counter[int] = Counter()
    for award in awards:
        totals[award.seat] += award.amount
    return dict(totals)


def shape(pots: tuple[Pot, ...]) -> list[tuple[int, tuple[int, ...]]]:
    return [(pot.amount, pot.eligible) for pot in pots]


# Building pots (A12)


def test_A12_no_all_in_makes_one_pot() -> None:
    pots = build_pots({1: 30, 2: 30, 3: 30}, folded=())
    assert pots == (Pot(90, (1, 2, 3), (1, 2, 3)),)


def test_A12_no_chips_no_pots() -> None:
    assert build_pots({}, folded=()) == ()
    assert build_pots({1: 0, 2: 0}, folded=()) == ()


def test_A12_three_all_ins_for_different_amounts() -> None:
    # Seats 1, 2, 3 all in for 20, 50, 80; seats 4 and 5 cover them with 120.
    pots = build_pots({1: 20, 2: 50, 3: 80, 4: 120, 5: 120}, folded=())
    assert shape(pots) == [
        (100, (1, 2, 3, 4, 5)),  # 5 x 20
        (120, (2, 3, 4, 5)),  # 4 x 30
        (90, (3, 4, 5)),  # 3 x 30
        (80, (4, 5)),  # 2 x 40
    ]
    assert sum(pot.amount for pot in pots) == 390


def test_A12_folded_chips_stay_in_the_pots_they_reach() -> None:
    # Seat 4 called 60 and then folded; seat 1 is all in for 40.
    pots = build_pots({1: 40, 2: 100, 3: 100, 4: 60}, folded={4})
    assert shape(pots) == [(160, (1, 2, 3)), (140, (2, 3))]
    assert pots[0].contributors == (1, 2, 3, 4)
    assert pots[1].contributors == (2, 3, 4)


def test_A12_equal_levels_are_merged() -> None:
    # Seat 3 folded after 10 and seat 4 after 25: the eligible seats stay
    # {1, 2} across the levels 10, 25 and 50, so there is one pot.
    pots = build_pots({1: 50, 2: 50, 3: 10, 4: 25}, folded={3, 4})
    assert pots == (Pot(135, (1, 2), (1, 2, 3, 4)),)


def test_A12_chips_above_every_live_seat_join_the_pot_below() -> None:
    # Degenerate input: seat 3's uncalled 40 was not returned.
    pots = build_pots({1: 30, 2: 30, 3: 70}, folded={3})
    assert pots == (Pot(130, (1, 2), (1, 2, 3)),)


def test_A12_all_in_for_the_ante_only() -> None:
    pots = build_pots({1: 1, 2: 11, 3: 11}, folded=())
    assert shape(pots) == [(3, (1, 2, 3)), (20, (2, 3))]


def test_A12_zero_contribution_seat_is_in_no_pot() -> None:
    pots = build_pots({1: 10, 2: 10, 3: 0}, folded=())
    assert pots == (Pot(20, (1, 2), (1, 2)),)


@pytest.mark.parametrize("amount", [-1, 2.5, "10", None, True])
def test_A12_bad_contribution_is_a_pot_error(amount: Any) -> None:
    with pytest.raises(PotError) as info:
        build_pots({1: 10, 2: amount}, folded=())
    assert isinstance(info.value, AmericanaError)
    assert isinstance(info.value, ValueError)
    assert info.value.code == "pot.invalid"
    assert info.value.params == {"seat": 2, "amount": amount}


def test_A12_everybody_folded_is_unclaimed() -> None:
    with pytest.raises(UnclaimedPotError) as info:
        build_pots({1: 10, 2: 10}, folded={1, 2})
    assert info.value.code == "pot.unclaimed"
    assert info.value.params == {"amount": 20}


def test_A12_negative_pot_is_rejected() -> None:
    with pytest.raises(PotError):
        Pot(-1, (1,), (1,))


# Awarding pots (A11, A12)


def test_A12_side_pot_goes_to_best_hand_among_payers() -> None:
    # Seat 1, all in for 20, has the best hand: it wins the main pot only.
    pots = build_pots({1: 20, 2: 50, 3: 50}, folded=())
    awards, carried = award_pots(pots, {1: 9, 2: 5, 3: 7}, button=3, seats=(1, 2, 3))
    assert carried == 0
    assert awards == (
        Award(1, 60, 0, "best_hand"),
        Award(3, 60, 1, "best_hand"),
    )


def test_A12_all_in_winner_of_several_levels() -> None:
    pots = build_pots({1: 20, 2: 50, 3: 80, 4: 80}, folded=())
    strengths = {1: 1, 2: 9, 3: 5, 4: 3}
    awards, _ = award_pots(pots, strengths, button=4, seats=(1, 2, 3, 4))
    assert won(awards) == {2: 80 + 90, 3: 60}


def test_A12_last_live_seat_wins_uncontested() -> None:
    pots = build_pots({1: 5, 2: 25, 3: 15}, folded={1, 3})
    awards, carried = award_pots(pots, {}, button=1, seats=(1, 2, 3))
    assert awards == (Award(2, 45, 0, "uncontested"),)
    assert carried == 0


def test_A12_folded_seat_cannot_win_even_with_the_best_hand() -> None:
    pots = build_pots({1: 40, 2: 40, 3: 40}, folded={3})
    awards, _ = award_pots(pots, {1: 2, 2: 1, 3: 99}, button=1, seats=(1, 2, 3))
    assert won(awards) == {1: 120}


def test_A11_equal_hands_split() -> None:
    pots = build_pots({1: 30, 2: 30, 3: 30}, folded=())
    awards, carried = award_pots(pots, {1: 4, 2: 4, 3: 1}, button=3, seats=(1, 2, 3))
    assert awards == (Award(1, 45, 0, "split"), Award(2, 45, 0, "split"))
    assert carried == 0


def test_A12_split_main_pot_single_side_pot() -> None:
    # Seats 1 and 3 tie; only seat 3 paid into the side pot against seat 2.
    pots = build_pots({1: 10, 2: 30, 3: 30}, folded=())
    awards, _ = award_pots(pots, {1: 7, 2: 3, 3: 7}, button=2, seats=(1, 2, 3))
    assert won(awards) == {1: 15, 3: 15 + 40}


# Odd chips (A13, D8)


def test_A13_odd_chip_left_of_button() -> None:
    # 25 chips split by seats 2 and 5 with the button on seat 3: the first
    # winner clockwise from the button is seat 5.
    pots = (Pot(25, (2, 5), (2, 5)),)
    awards, carried = award_pots(pots, {2: 1, 5: 1}, button=3, seats=SEATS)
    assert carried == 0
    assert awards == (
        Award(2, 12, 0, "split"),
        Award(5, 12, 0, "split"),
        Award(5, 1, 0, "odd_chip"),
    )


def test_A13_odd_chips_go_round_clockwise_from_the_button() -> None:
    # 11 chips among seats 1, 4 and 6 with the button on seat 4: 3 each,
    # and the two odd chips go to seat 6 then seat 1 (wrapping round).
    pots = (Pot(11, (1, 4, 6), (1, 4, 6)),)
    awards, _ = award_pots(pots, {1: 0, 4: 0, 6: 0}, button=4, seats=SEATS)
    assert won(awards) == {1: 4, 4: 3, 6: 4}
    odd = [a.seat for a in awards if a.reason == "odd_chip"]
    assert odd == [6, 1]


def test_A13_button_winner_is_last_for_the_odd_chip() -> None:
    pots = (Pot(7, (2, 3), (2, 3)),)
    awards, _ = award_pots(pots, {2: 5, 3: 5}, button=2, seats=(3, 1, 2))
    # Clockwise from seat 2: seat 3 comes first (seats wrap round).
    assert won(awards) == {2: 3, 3: 4}


def test_A13_follows_the_table_order_not_seat_numbers() -> None:
    pots = (Pot(5, (10, 20), (10, 20)),)
    seats = (30, 20, 10)  # clockwise: 30 -> 20 -> 10 -> 30
    awards, _ = award_pots(pots, {10: 1, 20: 1}, button=30, seats=seats)
    assert won(awards) == {20: 3, 10: 2}


def test_D8_remainder_carried() -> None:
    pots = build_pots({1: 7, 2: 7, 3: 7}, folded={3})
    awards, carried = award_pots(
        pots, {1: 1, 2: 1}, button=1, seats=(1, 2, 3), odd_chip=OddChip.CARRY
    )
    assert awards == (Award(1, 10, 0, "split"), Award(2, 10, 0, "split"))
    assert carried == 1


def test_D8_remainders_of_several_pots_add_up() -> None:
    pots = (Pot(10, (1, 2, 3), (1, 2, 3)), Pot(5, (2, 3), (2, 3)))
    awards, carried = award_pots(
        pots, {1: 3, 2: 3, 3: 3}, button=1, seats=(1, 2, 3), odd_chip=OddChip.CARRY
    )
    assert carried == 1 + 1
    assert sum(a.amount for a in awards) == 13


def test_seat_order_odd_chip_to_lowest_seat() -> None:
    pots = (Pot(11, (1, 4, 6), (1, 4, 6)),)
    awards, carried = award_pots(
        pots, {1: 0, 4: 0, 6: 0}, button=4, seats=SEATS, odd_chip=OddChip.SEAT_ORDER
    )
    assert carried == 0
    assert won(awards) == {1: 4, 4: 4, 6: 3}


def test_odd_chip_values_are_identifiers() -> None:
    assert [p.value for p in OddChip] == ["left_of_button", "carry", "seat_order"]


# Bad input to award_pots


def test_missing_strength_is_an_error() -> None:
    pots = (Pot(20, (1, 2), (1, 2)),)
    with pytest.raises(MissingStrengthError) as info:
        award_pots(pots, {1: 3}, button=1, seats=(1, 2))
    assert info.value.code == "pot.missing_strength"
    assert info.value.params == {"seat": 2, "pot_index": 0}


def test_unknown_button_is_an_error() -> None:
    with pytest.raises(UnknownSeatError) as info:
        award_pots((), {}, button=9, seats=(1, 2))
    assert info.value.params == {"seat": 9}


def test_eligible_seat_not_at_the_table_is_an_error() -> None:
    with pytest.raises(UnknownSeatError):
        award_pots((Pot(4, (1, 7), (1, 7)),), {1: 1, 7: 1}, button=1, seats=(1, 2))


def test_pot_without_eligible_seat_is_an_error() -> None:
    with pytest.raises(UnclaimedPotError):
        award_pots((Pot(4, (), (1,)),), {}, button=1, seats=(1, 2))


# Properties over random hands


@st.composite
def hands(draw: st.DrawFn) -> tuple[dict[int, int], set[int], dict[int, int], int]:
    """Random contributions, folds (at least one seat live) and strengths.

    Strengths come from a small range so that ties are common.
    """
    count = draw(st.integers(2, 6))
    seats = SEATS[:count]
    contributions = {s: draw(st.integers(0, 60)) for s in seats}
    live = draw(st.sampled_from(seats))
    contributions[live] = max(contributions[live], 1)
    folded = {s for s in seats if s != live and draw(st.booleans())}
    strengths = {s: draw(st.integers(0, 3)) for s in seats if s not in folded}
    button = draw(st.sampled_from(seats))
    return contributions, folded, strengths, button


@settings(max_examples=800, deadline=None)
@given(hands(), st.sampled_from(OddChip))
def test_A12_chips_are_conserved(hand: Any, policy: OddChip) -> None:
    contributions, folded, strengths, button = hand
    pots = build_pots(contributions, folded)
    assert sum(pot.amount for pot in pots) == sum(contributions.values())
    seats = sorted(contributions)
    awards, carried = award_pots(
        pots, strengths, button=button, seats=seats, odd_chip=policy
    )
    assert sum(a.amount for a in awards) + carried == sum(contributions.values())
    assert all(a.amount > 0 for a in awards)
    assert all(pot.amount > 0 for pot in pots)
    assert carried >= 0
    if policy is not OddChip.CARRY:
        assert carried == 0
    # An odd chip is at most one chip per winner of each pot.
    assert all(a.amount == 1 for a in awards if a.reason == "odd_chip")


@settings(max_examples=700, deadline=None)
@given(hands(), st.sampled_from(OddChip))
def test_A12_only_eligible_best_hands_win(hand: Any, policy: OddChip) -> None:
    contributions, folded, strengths, button = hand
    pots = build_pots(contributions, folded)
    awards, _ = award_pots(
        pots, strengths, button=button, seats=sorted(contributions), odd_chip=policy
    )
    for award in awards:
        pot = pots[award.pot_index]
        assert award.seat in pot.eligible
        assert award.seat in pot.contributors
        assert award.seat not in folded
        assert contributions[award.seat] > 0
        if len(pot.eligible) > 1:
            best = max(strengths[s] for s in pot.eligible)
            assert strengths[award.seat] == best
    # Every seat with the best hand in a contested pot gets a share of it.
    for index, pot in enumerate(pots):
        if len(pot.eligible) > 1:
            best = max(strengths[s] for s in pot.eligible)
            winners = {s for s in pot.eligible if strengths[s] == best}
            paid = {a.seat for a in awards if a.pot_index == index}
            assert paid == winners


@settings(max_examples=600, deadline=None)
@given(hands())
def test_A12_pot_structure(hand: Any) -> None:
    contributions, folded, _, _ = hand
    pots = build_pots(contributions, folded)
    live = {s for s, c in contributions.items() if s not in folded and c > 0}
    # The main pot is open to every live seat that put chips in; each side pot
    # to fewer seats, and no two neighbouring pots to the same seats.
    assert set(pots[0].eligible) == live
    for lower, upper in pairwise(pots):
        assert set(upper.eligible) < set(lower.eligible)
        assert set(upper.contributors) <= set(lower.contributors)
    for pot in pots:
        assert list(pot.eligible) == sorted(pot.eligible)
        assert list(pot.contributors) == sorted(pot.contributors)
        assert set(pot.eligible) == set(pot.contributors) - folded
    # Every seat that put chips in paid into the main pot.
    assert set(pots[0].contributors) == {s for s, c in contributions.items() if c}


@settings(max_examples=400, deadline=None)
@given(hands())
def test_A13_odd_chips_differ_only_in_who_gets_them(hand: Any) -> None:
    contributions, folded, strengths, button = hand
    pots = build_pots(contributions, folded)
    seats = sorted(contributions)
    results = {
        policy: award_pots(pots, strengths, button=button, seats=seats, odd_chip=policy)
        for policy in OddChip
    }
    carry_awards, carried = results[OddChip.CARRY]
    for policy in (OddChip.LEFT_OF_BUTTON, OddChip.SEAT_ORDER):
        awards, _ = results[policy]
        split = [a for a in awards if a.reason != "odd_chip"]
        assert tuple(split) == carry_awards
        assert sum(a.amount for a in awards if a.reason == "odd_chip") == carried
