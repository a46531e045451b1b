"""Section 2: exact heads-up odds from second street against PokerKit's sampling.

Position: ace-king (AS KD) against a pair of queens (QH QC), two cards each,
28 unseen, three more each: C(28, 3) x C(25, 3) = 7,534,800 deals, Americana
ranking, equal hands split (rule B1, B4), as PokerKit splits them.

* This engine: :func:`americana.showdown_odds`, every deal counted. "Cold" is
  a fresh Python process (table build included, the import of ``americana``
  timed apart); "warm" the best of three calls in this process.
* PokerKit 0.7.7: ``pokerkit.analysis.calculate_equities`` with the 32-card
  deck and its hand class on the Americana lookup
  (:class:`pokerkit_americana.AmericanaHand`), one process. It samples; its
  standard error on the equity is ``sd / sqrt(samples)``, where ``sd`` is the
  standard deviation of one deal's share of the pot (known exactly from our
  count). Equal precision is taken as a standard error of 0.0005 (a 95 %
  interval of about +-0.001), and the sample count that reaches it is
  computed from the exact figures. PokerKit runs that many samples (about
  half a minute); with ``pokerkit_samples`` set it runs fewer and the time is
  scaled linearly to that count, as the output then says.
"""

from __future__ import annotations

import json
import math
import os
import random
import subprocess
import sys
import time

from pokerkit.analysis import calculate_equities
from pokerkit_americana import AmericanaHand, pokerkit_cards

from americana import card_indices, showdown_odds

__all__ = ["POSITION", "TARGET_STANDARD_ERROR", "run"]

POSITION = ("AS KD", "QH QC")
TARGET_STANDARD_ERROR = 0.0005

_COLD = """
import json, sys, time
start = time.perf_counter()
import americana
imported = time.perf_counter()
americana.showdown_odds(json.loads(sys.argv[1]))
print(json.dumps([imported - start, time.perf_counter() - imported]))
"""


def _cold() -> tuple[float, float]:
    """(import seconds, odds seconds with the table build) in a fresh process."""
    out = subprocess.run(
        [sys.executable, "-c", _COLD, json.dumps(POSITION)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    imported, odds = json.loads(out)
    return imported, odds


def run(pokerkit_samples: int | None = None) -> dict:
    """Time both, print the figures, return them.

    ``pokerkit_samples``: ``None`` to run PokerKit at the sample count of
    equal precision, or a smaller count to time and scale up.
    """
    import_seconds, cold = _cold()
    warm = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        ours = showdown_odds(POSITION)
        warm = min(warm, time.perf_counter() - start)
    first = ours[0]
    # One deal's share of the pot is 1, 1/2 or 0: its variance, exactly.
    variance = first.win + first.tie / 4 - first.equity**2
    needed = math.ceil(variance / TARGET_STANDARD_ERROR**2)

    pk = pokerkit_cards()
    holes = [[pk[i] for i in card_indices(hand).tolist()] for hand in POSITION]
    random.seed(2026)
    samples = needed if pokerkit_samples is None else pokerkit_samples
    start = time.perf_counter()
    equities = calculate_equities(
        ([holes[0]], [holes[1]]),
        (),
        5,
        0,
        pk,
        (AmericanaHand,),
        sample_count=samples,
    )
    pokerkit_seconds = time.perf_counter() - start
    pokerkit_needed = pokerkit_seconds / samples * needed
    pokerkit_error = math.sqrt(variance / samples)

    start = time.perf_counter()
    sampled = showdown_odds(POSITION, max_exact_deals=0, samples=needed, seed=1)
    our_sampling = time.perf_counter() - start

    print(
        f"Heads-up from second street, {POSITION[0]} v {POSITION[1]}, "
        f"{first.deals:,} deals (Americana ranking, equal hands split)."
    )
    print(
        f"  exact: win {first.win:.6f}  tie {first.tie:.6f}  loss {first.loss:.6f}"
        f"  equity {first.equity:.6f}"
    )
    print(
        f"  this engine, exact, warm:                     {warm:8.3f} s"
        f"   (under 2 s: {warm < 2}; this machine has {os.cpu_count()} cores)"
    )
    print(
        f"  this engine, exact, cold (fresh process):     {cold:8.3f} s"
        f"   (+ {import_seconds:.3f} s to import americana)"
    )
    print(
        f"  equal precision: standard error {TARGET_STANDARD_ERROR} on the equity"
        f" needs {needed:,} samples (share sd {math.sqrt(variance):.4f})"
    )
    print(
        f"  PokerKit calculate_equities, {samples:,} samples: "
        f"{pokerkit_seconds:.2f} s, equity {equities[0]:.4f} "
        f"(+-{pokerkit_error:.4f}, exact {first.equity:.4f})"
    )
    if samples != needed:
        print(
            f"  PokerKit at {needed:,} samples (scaled linearly from the run above): "
            f"{pokerkit_needed:8.1f} s"
        )
    print(
        f"  this engine's own sampling at {needed:,} samples: {our_sampling:.2f} s,"
        f" equity {sampled[0].equity:.4f} +-{sampled[0].standard_error:.4f}"
    )
    print(
        f"  ratio PokerKit (equal precision) / this engine exact, warm: "
        f"{pokerkit_needed / warm:8.0f} x"
    )
    print(
        f"  ratio PokerKit (equal precision) / this engine exact, cold: "
        f"{pokerkit_needed / cold:8.0f} x"
    )
    return {
        "warm": warm,
        "cold": cold,
        "needed": needed,
        "pokerkit_needed": pokerkit_needed,
    }


if __name__ == "__main__":
    run(int(sys.argv[1]) if len(sys.argv) > 1 else None)
