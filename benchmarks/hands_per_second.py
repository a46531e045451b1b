"""Hands per second: this engine against PokerKit's seven-card stud.

    .venv/bin/python benchmarks/hands_per_second.py [N]

Plays ``N`` random hands of Americana (preset ``americana-pl``, fixed limit,
four players) with :class:`americana.play.stud.Hand`, and ``N`` random hands of
fixed-limit seven-card stud with PokerKit (``FixedLimitSevenCardStud``, ante 1,
bring-in 1, bets 2/4, with
every automation except the players' decisions), choosing uniformly among the
legal actions in both. Prints hands per second for each and the ratio.
Not a test: the numbers depend on the machine.
"""

from __future__ import annotations

import random
import sys
import time

from pokerkit import Automation, FixedLimitSevenCardStud

from americana.play.betting import ActionKind
from americana.play.stud import Hand
from americana.rules.variants import VARIANTS

PLAYERS = 4
STACK = 200

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


def americana_hand(rng: random.Random, seed: int) -> None:
    hand = Hand(
        variant=VARIANTS["americana-pl"],
        stacks=[STACK] * PLAYERS,
        button=seed % PLAYERS,
        seed=seed,
    )
    while not hand.finished:
        action = rng.choice(hand.legal_actions())
        amount = action.minimum if action.kind in _AMOUNT else None
        hand.act(action.kind, amount)


_AMOUNT = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)


def pokerkit_hand(rng: random.Random) -> None:
    state = FixedLimitSevenCardStud.create_state(
        AUTOMATIONS, True, 1, 1, 2, 4, [STACK] * PLAYERS, PLAYERS
    )
    while state.status:
        choices = []
        if state.can_post_bring_in():
            choices.append(state.post_bring_in)
        if state.can_complete_bet_or_raise_to():
            choices.append(state.complete_bet_or_raise_to)
        if state.can_check_or_call():
            choices.append(state.check_or_call)
        if state.can_fold():
            choices.append(state.fold)
        rng.choice(choices)()


def rate(play, n: int) -> float:
    start = time.perf_counter()
    for i in range(n):
        play(i)
    return n / (time.perf_counter() - start)


def main(argv: list[str]) -> None:
    n = int(argv[1]) if len(argv) > 1 else 1000
    rng = random.Random(2026)
    ours = rate(lambda i: americana_hand(rng, i), n)
    theirs = rate(lambda i: pokerkit_hand(rng), n)
    print(f"americana (five-card stud, 32 cards): {ours:9.1f} hands/s")
    print(f"pokerkit  (seven-card stud, 52 cards): {theirs:9.1f} hands/s")
    print(f"ratio americana / pokerkit: {ours / theirs:.2f}")


if __name__ == "__main__":
    main(sys.argv)
