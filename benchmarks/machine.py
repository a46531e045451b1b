"""What the benchmark scripts print about the machine their figures come from."""

from __future__ import annotations

import argparse
import datetime
import os
import platform
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cpu_model() -> str:
    """The processor's model name from /proc/cpuinfo, or what ``platform`` knows."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def add_site_argument(parser: argparse.ArgumentParser) -> None:
    """``--html``: the built site the browser benchmarks serve."""
    parser.add_argument(
        "--html",
        type=Path,
        default=Path(os.environ.get("AMERICANA_BUILD_DIR") or ROOT / "_build") / "html",
        help="the built site (default: _build/html or $AMERICANA_BUILD_DIR/html)",
    )


def print_machine() -> None:
    """The date, the machine and its load: the heading of a browser benchmark."""
    print(f"date: {datetime.date.today().isoformat()}")
    print(f"machine: {os.cpu_count()} cores, {cpu_model()}, {platform.system()}")
    print(f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
