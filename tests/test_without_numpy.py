"""The engine and its bridge work where numpy, matplotlib and ipywidgets are missing.

The book's in-browser engine carries only americana and Babel. A subprocess
whose import system refuses those three packages imports americana, checks
the names that need numpy fail only when used, and plays a whole stud hand
and a whole draw hand (jackpots, classic-pl with its D3 ranking) through
:func:`americana.views.browser.bridge.handle`, with a drill and a comparison.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from americana.cards import DECK_SIZES
from americana.fast.counting import category_counts
from americana.hands.multiset_counts import plain_category_counts

ROOT = Path(__file__).resolve().parent.parent

BLOCKER = '''
import sys

BLOCKED = ("numpy", "matplotlib", "ipywidgets")


class Blocker:
    """A meta-path finder that refuses the packages the browser does not have."""

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r} (blocked)", name=name)
        return None


sys.meta_path.insert(0, Blocker())
'''

SCRIPT = textwrap.dedent(
    """
    import json
    import sys

    import americana
    from americana.views.browser.bridge import handle

    def ask(**request):
        return json.loads(handle(json.dumps(request)))

    def play(game, preset, lang):
        view = ask(op="start", block="b", lang=lang, game=game, preset=preset,
                   players=3, seed=4, reader_seat=0)
        total, steps = view["chips_total"], 0
        while view["state"] != "finished":
            steps += 1
            assert steps < 60, view
            action = next(
                (a for a in view["actions"] if a["action"] != "fold"),
                view["actions"][0],
            )
            request = dict(op="act", block="b", lang=lang,
                           action=action["action"], amount=action["min"])
            if action["action"] == "draw":
                request["discards"] = [view["draw"]["cards"][0]["card"]]
            view = ask(**request)
            assert view["ok"] and view["refusal"] is None, view
            assert view["chips_total"] == total
        return view["summary"]

    results = {
        "stud": play("stud", "americana-pl", "pl"),
        "jackpots": play("draw", "jackpots", "ru"),
        "classic": play("draw", "classic-pl", "es"),
    }
    drill = ask(op="drill", block="d", lang="es", kind="split",
                preset="americana-ru", seed=3)
    answer = ask(op="answer", block="d", lang="es", amounts={})
    compare = ask(op="compare", lang="en",
                  hands=["AH KH QH JH 9H", "10S 10C 10D 8S 8C"])
    try:
        americana.category_counts
    except ImportError:
        lazy = "refused"
    else:
        lazy = "loaded"
    heavy = sorted(m for m in ("numpy", "matplotlib", "ipywidgets")
                   if m in sys.modules)
    print(json.dumps({
        "results": results, "drill": drill["ok"], "answer": answer["ok"],
        "compare": compare["ok"], "lazy": lazy, "heavy": heavy,
        "explorer": sys.modules["americana.views.render.comparison"].__name__,
    }))
    """
)


@pytest.fixture
def blocked_env(tmp_path: Path) -> dict[str, str]:
    (tmp_path / "sitecustomize.py").write_text(BLOCKER)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(tmp_path), str(ROOT)])
    return env


def test_the_blocker_blocks(blocked_env):
    run = subprocess.run(
        [sys.executable, "-c", "import numpy"],
        env=blocked_env,
        capture_output=True,
        text=True,
    )
    assert run.returncode != 0 and "blocked" in run.stderr


def test_bridge_plays_whole_hands_without_numpy(blocked_env):
    run = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        env=blocked_env,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert all(out["results"].values()), out
    assert out["drill"] and out["answer"] and out["compare"]
    assert out["lazy"] == "refused"  # needs numpy, asked for only when used
    assert out["heavy"] == []


MODULES = (
    "americana",
    "americana.views",
    "americana.play.stud",
    "americana.play.draw",
    "americana.play.events",
    "americana.text.describe",
    "americana.views.render.seats_html",
    "americana.play.table_states",
    "americana.hands.showdown",
    "americana.views.render.comparison",
    "americana.text.action_text",
    "americana.text.error_text",
    "americana.text.names",
    "americana.views.render.reader",
    "americana.play.bots",
    "americana.views.session.drills",
    "americana.views.session.play_session",
    "americana.views.browser.bridge",
)


@pytest.mark.parametrize("module", MODULES)
def test_module_imports_without_numpy(blocked_env, module):
    run = subprocess.run(
        [sys.executable, "-c", f"import {module}"],
        env=blocked_env,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stderr


@pytest.mark.parametrize("deck_size", DECK_SIZES)
@pytest.mark.parametrize("ace_low", [True, False])
def test_plain_counts_equal_the_numpy_counts(deck_size, ace_low):
    assert plain_category_counts(deck_size, ace_low) == category_counts(
        deck_size, ace_low
    )


def test_lazy_names_of_the_package():
    import americana

    assert set(americana.__all__) <= set(dir(americana))
    assert americana.category_counts is category_counts
    with pytest.raises(AttributeError):
        americana.no_such_name  # noqa: B018
