"""All the speed figures of issue 6, in one run, as ratios.

    .venv/bin/python benchmarks/run.py               # all three sections
    .venv/bin/python benchmarks/run.py --skip-book   # without the book build
    .venv/bin/python benchmarks/run.py --baseline    # and the book with HEAD's
                                                     # counting.py, to compare
    .venv/bin/python benchmarks/run.py --pokerkit-samples 20000  # scale PokerKit

1. All 201,376 hands of the 32-card deck: this engine against PokerKit and
   treys on the same cards (``bench_evaluator.py``).
2. Exact heads-up odds from second street against PokerKit's equity sampling
   at equal precision (``bench_odds.py``).
3. The four-language book build: wall time and peak memory, total and per
   language (``bench_book.py``; a few minutes).

Prints the machine (cores, CPU model), the date and the versions first. Not a
test: the numbers depend on the machine and on what else it runs.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import resource
import sys
from importlib.metadata import version

# Run as a script, this folder is on sys.path: the sections import as modules.
import bench_evaluator
import bench_odds
from machine import cpu_model


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-book", action="store_true", help="skip section 3")
    parser.add_argument(
        "--baseline",
        action="store_true",
        help="section 3 also builds the book with HEAD's americana/fast/counting.py",
    )
    parser.add_argument(
        "--pokerkit-samples",
        type=int,
        default=None,
        help="time PokerKit on this many samples and scale up (default: run the "
        "sample count of equal precision in full)",
    )
    args = parser.parse_args(argv)
    now = datetime.datetime.now().astimezone()
    print(f"date: {now:%Y-%m-%d %H:%M %Z}")
    print(f"machine: {os.cpu_count()} cores, {cpu_model()}, {platform.platform()}")
    print(
        f"python {platform.python_version()}, numpy {version('numpy')}, "
        f"pokerkit {version('pokerkit')}, treys {version('treys')}"
    )
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("\n== 1. Evaluating every hand of the 32-card deck ==")
    bench_evaluator.run()
    print("\n== 2. Exact heads-up odds from second street ==")
    bench_odds.run(args.pokerkit_samples)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\npeak memory of this process after sections 1 and 2: {peak:.0f} MiB")
    if not args.skip_book:
        import bench_book

        print("\n== 3. The book build ==")
        bench_book.run(baseline=args.baseline)
    return 0


if __name__ == "__main__":
    sys.exit(main())
