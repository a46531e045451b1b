"""Shared fixtures: the whole book, built once per test session."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from browser_support import browser, server, subpath_server  # noqa: F401  (fixtures)
from hypothesis import settings

# No example has a time limit: speed is measured in benchmarks/, never in a
# test, and a busy 2-core CI machine makes any deadline flaky.
settings.register_profile("americana", deadline=None)
settings.load_profile("americana")

ROOT = Path(__file__).resolve().parent.parent
HTML = Path(os.environ.get("AMERICANA_BUILD_DIR") or ROOT / "_build").resolve() / "html"


#: The build tier builds each edition's PDF and EPUB too (tests/test_downloads.py).
FORMATS = ("--formats", "pdf,epub")


@pytest.fixture(scope="session")
def built_book() -> Path:
    """Run the README's build (tools/build_book.py, all four languages, with
    each edition's PDF and EPUB: ``--formats pdf,epub``).

    With ``AMERICANA_BOOK_BUILT=1`` (tools/test.sh, after its build phase) the
    build in ``HTML`` is used as it is: the browser tests then run in several
    processes (pytest-xdist), which must not each build the book again.
    """
    if os.environ.get("AMERICANA_BOOK_BUILT") == "1":
        if not (HTML / "en" / "intro.html").is_file():
            pytest.fail(f"AMERICANA_BOOK_BUILT=1 but no book in {HTML}")
        return HTML
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_book.py"), *FORMATS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        tail = (result.stdout + result.stderr)[-6000:]
        pytest.fail(f"book build failed (exit {result.returncode}):\n{tail}")
    return HTML


def toc_pages() -> tuple[str, ...]:
    """Every page of the book, in reading order: the root, then _toc.yml's files."""
    import yaml

    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    files = [toc["root"]]
    for part in toc.get("parts", []):
        files += [chapter["file"] for chapter in part["chapters"]]
    return tuple(files)
