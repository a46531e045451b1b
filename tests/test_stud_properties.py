"""Random tables and random legal (and illegal) actions: the engine's invariants.

Hypothesis draws the variant (preset, structure, odd-chip rule, round-1 raise
option, ante and bring-in), 2-6 seats, stacks, the button and a seed for the
deck and the players' choices. In all, the tests here play 500 x 4 + 300 + 200 =
2,500 random hands (see ``HANDS_PER_TABLE`` and ``max_examples``).

Checked at every step: chips are never created or lost, no stack is negative,
a rejected action leaves the hand exactly as it was (and ``can_*`` agrees),
every hand ends; at the end each pot went only to players who paid into it;
replaying the event log, or the same seed and choices, gives the same hand.
"""

from __future__ import annotations

import dataclasses
import random

from helpers import (
    check_bounds,
    check_paid_out,
    random_amount,
    table_hands,
    total_chips,
    try_act,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from americana.play.betting import ActionKind
from americana.play.events import EventKind
from americana.play.pots import OddChip
from americana.play.stud import Hand, replay
from americana.play.table import Table
from americana.rules.variants import VARIANTS, Structure, Variant

AMOUNT = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)
HANDS_PER_TABLE = 4
MAX_STEPS = 300


@st.composite
def variants(draw) -> Variant:
    base = VARIANTS[draw(st.sampled_from(sorted(VARIANTS)))]
    # A2: an ante of at least one chip; the bring-in follows it (A5).
    return dataclasses.replace(
        base,
        structure=draw(st.sampled_from(list(Structure))),
        odd_chip=draw(st.sampled_from(list(OddChip))),
        first_round_raises=draw(st.sampled_from([1, None])),
        ante=draw(st.integers(1, 3)),
    )


@st.composite
def tables(draw):
    variant = draw(variants())
    seats = draw(st.lists(st.integers(0, 5), min_size=2, max_size=6, unique=True))
    stacks = {seat: draw(st.integers(1, 80)) for seat in seats}
    button = draw(st.sampled_from(seats))
    return variant, stacks, button, draw(st.integers(0, 2**32 - 1))


def choose(hand: Hand, rng: random.Random) -> tuple[ActionKind, int | None]:
    """A random legal action with a random amount inside its bounds."""
    action = rng.choice(hand.legal_actions())
    amount = None
    if action.kind in AMOUNT:
        amount = random_amount(rng, action.minimum, action.maximum)
    return action.kind, amount


def play(hand: Hand, rng: random.Random, *, illegal: float = 0.0) -> list:
    """Play ``hand`` to the end, checking the invariants at every step."""
    start = total_chips(hand)
    choices = []
    for _ in range(MAX_STEPS):
        if hand.finished:
            break
        for legal in hand.legal_actions():  # the bounds are really legal
            check_bounds(hand, legal, AMOUNT)
        if rng.random() < illegal:
            kind = rng.choice(list(ActionKind))
            amount = rng.randint(-5, 200)
            seat = rng.choice([None, *hand.seats])
            if not try_act(hand, kind, amount, seat=seat):
                continue
            choices.append((kind, amount))
        else:
            kind, amount = choose(hand, rng)
            hand.act(kind, amount)
            choices.append((kind, amount))
        assert all(chips >= 0 for chips in hand.stacks.values())
        assert total_chips(hand) == start
    assert hand.finished, "the hand did not end"
    check_awards(hand)
    return choices


def check_awards(hand: Hand) -> None:
    pots = hand.final_pots
    mucked = {e.seat for e in hand.events if e.kind is EventKind.HAND_MUCKED}
    for award in hand.awards:
        pot = pots[award.pot_index]
        assert award.seat in pot.contributors and award.seat in pot.eligible
        assert award.seat not in hand.folded
        if award.seat in mucked:  # a mucked hand wins only what nobody contests
            assert award.reason == "uncontested"
    check_paid_out(hand)


@settings(max_examples=500, deadline=None)
@given(tables())
def test_random_tables_conserve_chips_and_end(table_args):
    variant, stacks, button, seed = table_args
    rng = random.Random(seed)
    table = Table(variant=variant, stacks=stacks, button=button)
    # A newcomer sits down when one player is left (A14).
    for hand in table_hands(table, rng, seed, hands=HANDS_PER_TABLE, min_players=2):
        play(hand, rng)


@settings(max_examples=300, deadline=None)
@given(tables())
def test_replay_and_same_seed_reproduce_the_hand(table_args):
    variant, stacks, button, seed = table_args
    hand = Hand(variant=variant, stacks=stacks, button=button, seed=seed)
    choices = play(hand, random.Random(seed))
    again = Hand(variant=variant, stacks=stacks, button=button, seed=seed)
    for kind, amount in choices:
        again.act(kind, amount)
    assert again.snapshot() == hand.snapshot()
    rebuilt = replay(hand.events, variant=variant, stacks=stacks, button=button)
    assert rebuilt.events == hand.events
    assert rebuilt.stacks == hand.stacks and rebuilt.awards == hand.awards


@settings(max_examples=200, deadline=None)
@given(tables())
def test_rejected_actions_change_nothing(table_args):
    variant, stacks, button, seed = table_args
    hand = Hand(variant=variant, stacks=stacks, button=button, seed=seed)
    play(hand, random.Random(seed), illegal=0.5)
    before = hand.snapshot()
    for kind in ActionKind:  # and nothing at all is legal after the end
        assert not hand.can_act(kind, 1)
    assert hand.snapshot() == before
