"""The README's Python examples run as written, and every exported notebook runs.

The README is where a maintainer first meets the package's names; when a module
moves (the layers of ``americana/``), its examples must move with it. Each
```python block runs in a fresh interpreter from a folder outside the
repository, as a reader would paste it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import export_notebooks as export_tool  # noqa: E402

BLOCK = re.compile(r"^```python\n(.*?)^```$", re.M | re.S)
EXAMPLES = BLOCK.findall((ROOT / "README.md").read_text(encoding="utf-8"))


def test_the_readme_has_examples():
    assert len(EXAMPLES) >= 2


@pytest.mark.parametrize("number", range(len(EXAMPLES)))
def test_readme_example_runs(number: int, tmp_path: Path):
    run = subprocess.run(
        [sys.executable, "-c", EXAMPLES[number]],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, f"README example {number + 1}:\n{run.stderr}"


def _chapters() -> list[str]:
    return sorted(
        p.stem
        for p in (ROOT / "book").glob("*.md")
        if p.read_text(encoding="utf-8").startswith("---\njupytext:")
    )


def test_there_are_chapters_with_code():
    assert len(_chapters()) >= 10


@pytest.mark.slow
@pytest.mark.parametrize("page", _chapters())
def test_every_exported_notebook_runs(page: str, tmp_path: Path):
    """An instructor's notebook (tools/export_notebooks.py, Polish) runs to the end."""
    args = ["--lang", "pl", "--page", page, "--out", str(tmp_path)]
    assert export_tool.main(args) == 0
    nb = nbformat.read(tmp_path / f"{page}.ipynb", as_version=4)
    NotebookClient(
        nb,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    ).execute()
    errors = [
        output
        for cell in nb.cells
        for output in cell.get("outputs", [])
        if output.get("output_type") == "error"
    ]
    assert errors == []
