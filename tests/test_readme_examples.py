"""The Python examples of the README and docs/ run.

The README is where a newcomer first meets the package's names, and the pages
of docs/ are where a maintainer looks them up; when a name moves, their
examples must move with it. Each ```python block runs in a fresh interpreter
from a folder outside the repository, as a reader would paste it.
(docs/api.md is written from the docstrings by tools/api_reference.py and
checked by tests/test_public_api.py; every exported notebook runs in
tests/test_export.py.)
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"^```python\n(.*?)^```$", re.M | re.S)
DOCS = sorted(p for p in (ROOT / "docs").glob("*.md") if p.name != "api.md")
PAGES = [ROOT / "README.md", *DOCS]
EXAMPLES = {
    f"{path.relative_to(ROOT)} example {n + 1}": code
    for path in PAGES
    for n, code in enumerate(BLOCK.findall(path.read_text(encoding="utf-8")))
}


def test_the_readme_is_short_and_starts_with_the_commands():
    """At most 150 lines; its first section gives the two commands and the
    address to open; every page of docs/ is linked from it."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 150
    first = text.split("\n## ")[1]
    assert first.startswith("Build, test, open")
    assert "bash tools/book.sh" in first and "bash tools/test.sh" in first
    assert "<http://localhost:8000/>" in first
    for page in [*DOCS, ROOT / "docs" / "api.md"]:
        assert f"(docs/{page.name})" in text, page.name


def test_the_readme_has_examples():
    assert sum(name.startswith("README.md") for name in EXAMPLES) >= 2


@pytest.mark.parametrize("name", EXAMPLES)
def test_readme_example_runs(name: str, tmp_path: Path):
    run = subprocess.run(
        [sys.executable, "-c", EXAMPLES[name]],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, f"{name}:\n{run.stderr}"


LINK = re.compile(r"\]\(([^)#:]+)(?:#[^)]*)?\)")


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_leads_to_a_file(page: Path):
    """The README's links to docs/ and the pages' links to each other resolve."""
    links = LINK.findall(page.read_text(encoding="utf-8"))
    missing = [link for link in links if not (page.parent / link).exists()]
    assert missing == []


def _chapters() -> list[str]:
    return sorted(
        p.stem
        for p in (ROOT / "book").glob("*.md")
        if p.read_text(encoding="utf-8").startswith("---\njupytext:")
    )


def test_there_are_chapters_with_code():
    assert len(_chapters()) >= 10
