"""The locks in requirements/: the classroom's JupyterLab agrees with dev.txt.

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
