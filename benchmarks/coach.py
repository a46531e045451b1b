"""The coach's numbers: how long one coach call takes in CPython.

    .venv/bin/python benchmarks/coach.py [HANDS]

For each typical situation, deals ``HANDS`` hands (20 by default), plays each
to the moment (calling and checking), and times one call of
:func:`americana.play.coach.coach` for the seat to act. Prints, per
situation, whether the figures are exact or an estimate, the deals counted or
sampled, and the median and 95th percentile of the time per call in
milliseconds: the processor time of this process (``time.process_time``,
steadier on a shared machine) and the median wall time; first the time of
the very first call in the process, which builds the scoring tables. The
book's budget is 300 ms per coach update in the browser, where Pyodide runs
pure Python two to four times slower than CPython: about 100 ms here. Not a
test: the figures depend on the machine and on what else it runs.
"""

from __future__ import annotations

import datetime
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from machine import cpu_model

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from helpers import play_passively

from americana.play.coach import EXACT_BUDGET, SAMPLES, coach
from americana.play.draw import DrawHand
from americana.play.hand_actions import BettingHand
from americana.play.hand_base import Phase
from americana.play.stud import Hand
from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.variants import VARIANTS


def stud(players: int, until_round: int) -> Callable[[int], BettingHand]:
    """A stud hand (americana-pl) at the start of betting round ``until_round``
    (street ``until_round + 1``)."""

    def deal(seed: int) -> BettingHand:
        hand = Hand(
            variant=VARIANTS["americana-pl"],
            stacks=[100] * players,
            button=seed % players,
            seed=seed,
        )
        play_passively(hand, until_round=until_round)
        return hand

    return deal


def draw(name: str, players: int, *, after: bool) -> Callable[[int], BettingHand]:
    """A draw hand at its first decision, or after the draw (two cards each)."""

    def deal(seed: int) -> BettingHand:
        hand = DrawHand(
            variant=DRAW_VARIANTS[name],
            stacks=[100] * players,
            button=seed % players,
            seed=seed,
        )
        while after and not hand.finished and hand.betting_round == 1:
            if hand.phase is Phase.DRAW:
                hand.draw(hand.cards(hand.turn)[:2])
            elif hand.can_check():
                hand.check()
            elif hand.can_call():
                hand.call()
            else:
                bets = [a for a in hand.legal_actions() if a.minimum is not None]
                hand.act(bets[0].kind, bets[0].minimum)
        return hand

    return deal


SITUATIONS: list[tuple[str, Callable[[int], BettingHand]]] = [
    ("stud, 2 players, 2nd street", stud(2, 1)),
    ("stud, 2 players, 3rd street", stud(2, 2)),
    ("stud, 2 players, 5th street", stud(2, 4)),
    ("stud, 3 players, 3rd street", stud(3, 2)),
    ("stud, 3 players, 4th street", stud(3, 3)),
    ("stud, 4 players, 3rd street", stud(4, 2)),
    ("stud, 4 players, 4th street", stud(4, 3)),
    ("stud, 4 players, 5th street", stud(4, 4)),
    ("stud, 6 players, 2nd street", stud(6, 1)),
    ("draw classic-pl, 2 players (28 cards)", draw("classic-pl", 2, after=False)),
    ("draw classic-pl, 2 players, after", draw("classic-pl", 2, after=True)),
    ("draw classic-pl, 4 players (44 cards)", draw("classic-pl", 4, after=False)),
    ("draw five-card-draw, 4 players", draw("five-card-draw", 4, after=False)),
    (
        "draw jackpots-joker-wild, 4 players",
        draw("jackpots-joker-wild", 4, after=False),
    ),
    ("draw five-card-draw, 6 players", draw("five-card-draw", 6, after=False)),
]


def main(argv: list[str]) -> int:
    hands = int(argv[1]) if len(argv) > 1 else 20
    print(f"{datetime.date.today()}, Python {platform.python_version()}, ", end="")
    print(f"{os.cpu_count()} cores, {cpu_model()}")
    print(f"budget {EXACT_BUDGET:,} units, {SAMPLES:,} samples for an estimate\n")
    first = SITUATIONS[5][1](0)
    cpu = time.process_time()
    coach(first, first.turn or 0)
    cold = (time.process_time() - cpu) * 1000
    print(f"first call in the process (tables built): {cold:.0f} ms of processor\n")
    print(
        f"{'situation':40} {'figures':>8} {'deals':>16} "
        f"{'cpu median':>10} {'cpu p95':>8} {'wall median':>11}"
    )
    for label, deal in SITUATIONS:
        times, walls, kinds, deals = [], [], set(), []
        for seed in range(hands):
            hand = deal(seed)
            if hand.phase not in (Phase.BETTING, Phase.DRAW) or hand.turn is None:
                continue
            start, cpu = time.perf_counter(), time.process_time()
            advice = coach(hand, hand.turn, seed=seed)
            times.append((time.process_time() - cpu) * 1000)
            walls.append((time.perf_counter() - start) * 1000)
            kinds.add("exact" if advice.exact else "estimate")
            deals.append(advice.deals)
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(
            f"{label:40} {'/'.join(sorted(kinds)):>8} "
            f"{statistics.median(deals):>16.3g} "
            f"{statistics.median(times):>8.1f}ms {p95:>6.1f}ms "
            f"{statistics.median(walls):>9.1f}ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
