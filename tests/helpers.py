"""Helpers shared by the stud and draw-poker property tests.

Each works on a :class:`americana.play.stud.Hand` or a
:class:`americana.play.draw.DrawHand` (and their tables) alike.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterator
from typing import Any

from americana.errors import AmericanaError
from americana.play.betting import LegalAction
from americana.play.stud import Hand, Phase


def random_amount(rng: random.Random, low: int, high: int) -> int:
    """Often a bound, else anything between: ``low``, ``high`` or a random one."""
    return rng.choice([low, high, rng.randint(low, high)])


def total_chips(hand: Any) -> int:
    """The chips of the hand: stacks, what was put in and carried in (or left)."""
    if hand.finished:
        return sum(hand.stacks.values()) + hand.carried
    return sum(hand.stacks.values()) + sum(hand.contributions.values()) + hand.carry_in


def check_bounds(hand: Any, legal: LegalAction, amount_kinds: Collection) -> None:
    """A legal action is really legal, at both ends of its bounds."""
    if legal.kind in amount_kinds:
        assert hand.can_act(legal.kind, legal.minimum)
        assert hand.can_act(legal.kind, legal.maximum)
    else:
        assert hand.can_act(legal.kind)


def try_act(hand: Any, kind: Any, amount: int, **options: Any) -> bool:
    """Try an action that may be illegal; whether it was done.

    ``can_act`` must agree with ``act``, and a rejected action must leave the
    hand exactly as it was.
    """
    allowed = hand.can_act(kind, amount, **options)
    before = hand.snapshot()
    try:
        hand.act(kind, amount, **options)
    except AmericanaError:
        assert not allowed
        assert hand.snapshot() == before
        return False
    assert allowed
    return True


def check_paid_out(hand: Any) -> None:
    """The awards and the chips carried add up to the pots paid out."""
    assert sum(a.amount for a in hand.awards) + hand.carried == sum(
        p.amount for p in hand.final_pots
    )


def table_hands(
    table: Any, rng: random.Random, seed: int, *, hands: int, min_players: int
) -> Iterator[Any]:
    """Deal ``hands`` hands at ``table`` for the caller to play to the end.

    Before a hand, a newcomer sits down if fewer than ``min_players`` are
    left (A14); after it, no chip was created or lost and nobody is left
    seated without chips, unless their antes are in a carried jackpot (E7).
    """
    everything = table.total_chips
    for number in range(hands):
        if len(table.stacks) < min_players:
            empty = [
                s for s in range(table.variant.max_players) if s not in table.stacks
            ]
            seat, chips = rng.choice(empty), rng.randint(1, 80)
            table.join(seat, chips)
            everything += chips
        yield table.start_hand(seed=seed + number)
        table.end_hand()
        assert table.total_chips == everything
        assert all(
            chips > 0 or table.carried_shares.get(seat, 0) > 0
            for seat, chips in table.stacks.items()
        )


def play_passively(hand: Hand, *, until_round: int = 5) -> None:
    """Bring in, call and check until ``until_round`` or the showdown."""
    while hand.phase is Phase.BETTING and hand.betting_round < until_round:
        if hand.can_bring_in():
            hand.bring_in()
        elif hand.can_check():
            hand.check()
        else:
            hand.call()
