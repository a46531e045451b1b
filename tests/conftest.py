"""Shared fixtures: the whole book, built once per test session."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HTML = ROOT / "_build" / "html"


@pytest.fixture(scope="session")
def built_book() -> Path:
    """Run the README's build (tools/build_book.py, all four languages)."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_book.py")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        tail = (result.stdout + result.stderr)[-6000:]
        pytest.fail(f"book build failed (exit {result.returncode}):\n{tail}")
    return HTML
