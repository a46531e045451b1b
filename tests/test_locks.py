"""The locks in requirements/ and the classroom set-up that uses them.

``bash tools/setup.sh --classroom`` installs requirements/classroom.txt over
dev.txt with ``--no-deps``: that is safe only if every package both pin has
the same version in both (tools/lock.sh compiles classroom.in with ``-c
dev.txt``; ``tools/lock.sh --check``, a phase of tools/test.sh, keeps the
files compiled).
"""

from __future__ import annotations

import re

from conftest import ROOT

PIN = re.compile(r"^([A-Za-z0-9_.\-\[\],]+)==([^\s;]+)", re.M)


def pins(name: str) -> dict[str, str]:
    text = (ROOT / "requirements" / name).read_text(encoding="utf-8")
    return {re.sub(r"[-_.]+", "-", m[1]).lower(): m[2] for m in PIN.finditer(text)}


def test_the_classroom_pins_jupyterlab():
    assert pins("classroom.txt")["jupyterlab"] == "4.6.6"
    assert "jupyterlab" not in pins("dev.txt")


def test_the_classroom_lock_agrees_with_dev_txt():
    dev, classroom = pins("dev.txt"), pins("classroom.txt")
    shared = dev.keys() & classroom.keys()
    assert len(shared) > 50  # the book's packages at least
    assert {p: (dev[p], classroom[p]) for p in shared if dev[p] != classroom[p]} == {}


def test_the_instructors_chapter_and_the_docs_give_the_same_setup():
    """The classroom's commands, word for word, in the README's live-notebook
    section, docs/notebooks.md and the instructors chapter (which every
    edition translates around them); none asks for an unpinned JupyterLab or
    for jupytext, which the lock holds."""
    commands = (
        "bash tools/setup.sh --classroom",
        ".venv/bin/python tools/export_notebooks.py --lang pl",
        ".venv/bin/jupyter lab _build/notebooks/pl/",
    )
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Live notebooks for a class", 1)[1].split("\n## ")[0]
    for command in commands:
        assert command in section, ("README.md", command)
    assert "pip install" not in section
    for page in (ROOT / "docs" / "notebooks.md", ROOT / "book" / "instructors.md"):
        text = page.read_text(encoding="utf-8")
        for command in commands:
            assert command in text, (page.name, command)
        assert "pip install jupyterlab" not in text, page.name
