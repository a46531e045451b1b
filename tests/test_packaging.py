"""The package as a user gets it: ``pip install <repo>`` into a fresh venv.

Issue 12, acceptance 4. The venv lives outside the repository and the engine runs
from a folder outside it too, so nothing can be read from ``locales/``: the Polish
sentences come from the catalogs the wheel carries (``setup.py`` compiles them),
and Babel comes from the dependencies ``pyproject.toml`` declares (held to the
version the lock pins, ``requirements/book.txt``). Needs PyPI or pip's cache for
Babel and the build's setuptools.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = textwrap.dedent(
    """
    import importlib.util
    from pathlib import Path

    import americana
    from americana import set_language
    from americana.play.events import Event, EventKind
    from americana.play.stud import Hand
    from americana.rules.variants import VARIANTS
    from americana.text.describe import describe

    print("file:", Path(americana.__file__).resolve())
    print("numpy:", importlib.util.find_spec("numpy") is not None)
    set_language("pl")
    print("ante:", describe(Event(EventKind.ANTE, 0, amount=5), names={0: "Ann"}))
    hand = Hand(variant=VARIANTS["americana-pl"], stacks=[20, 20, 20], button=2, seed=7)
    hand.bring_in()
    for event in hand.events:
        print("hand:", describe(event))
    """
)


def _run(args: list[str], cwd: Path) -> str:
    env = {
        k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "VIRTUAL_ENV"}
    }
    done = subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """A fresh venv with ``pip install <repo>`` done; returns its python."""
    where = tmp_path_factory.mktemp("fresh")
    venv = where / "venv"
    _run([sys.executable, "-m", "venv", str(venv)], cwd=where)
    python = venv / "bin" / "python"
    constraints = ROOT / "requirements" / "book.txt"
    _run(
        [str(python), "-m", "pip", "install", "-q", "-c", str(constraints), str(ROOT)],
        cwd=where,
    )
    return python


def test_the_wheel_speaks_polish_outside_the_repository(installed, tmp_path):
    out = _run([str(installed), "-c", SCRIPT], cwd=tmp_path)
    lines = out.splitlines()
    where = Path(lines[0].removeprefix("file: "))
    # The installed copy, not the work tree's package.
    assert where.is_relative_to(installed.parent.parent), where
    assert not where.is_relative_to(ROOT), where
    # The core needs Babel only: no extras, no numpy.
    assert lines[1] == "numpy: False"
    # set_language("pl") alone (no lang argument) gives Polish, with its plural.
    assert lines[2] == "ante: Ann wnosi ante: 5 żetonów."
    hand = [line.removeprefix("hand: ") for line in lines if line.startswith("hand:")]
    assert len(hand) >= 4, out
    assert any("wnosi ante" in sentence for sentence in hand), hand
    assert not any("Seat" in sentence or "chip" in sentence for sentence in hand), hand


def test_the_wheel_carries_the_catalogs(installed):
    site = _run(
        [
            str(installed),
            "-c",
            "import americana, pathlib; print(pathlib.Path(americana.__file__).parent)",
        ],
        cwd=installed.parent,
    ).strip()
    compiled = sorted(
        p.relative_to(site).as_posix() for p in Path(site).glob("locale/*/*/*.mo")
    )
    assert compiled == [
        f"locale/{lang}/LC_MESSAGES/americana.mo" for lang in ("en", "es", "pl", "ru")
    ]
    # Nothing is compiled into the work tree: there the .po files are read.
    assert not (ROOT / "americana" / "locale").exists()
