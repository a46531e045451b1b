"""The bridge's ``coach_situation`` op: the coach's figures at a seeded point of
a hand played at random, as plain JSON (the same request is asked of the page
in tests/test_coach_differential.py)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from americana.play.coach import Verdict
from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.variants import VARIANTS
from americana.views.browser.bridge import handle

GAMES = [("stud", p) for p in VARIANTS] + [("draw", p) for p in DRAW_VARIANTS]
FIELDS = {
    "ok",
    "seat",
    "win",
    "split",
    "equity",
    "exact",
    "margin",
    "deals",
    "samples",
    "win_fraction",
    "split_fraction",
    "equity_fraction",
    "to_call",
    "pot",
    "pot_odds",
    "verdict",
}


def ask(**request) -> dict:
    return json.loads(handle(json.dumps(request)))


@pytest.mark.parametrize(("game", "preset"), GAMES)
@pytest.mark.parametrize("seed", [7])
def test_coach_situation_gives_sane_figures(game, preset, seed):
    request = {"op": "coach_situation", "game": game, "preset": preset, "seed": seed}
    reply = ask(**request)
    assert reply["ok"] is True, reply
    assert set(reply) == FIELDS
    assert reply == ask(**request, lang="pl")  # the same seed, the same figures
    assert reply["seat"] in range(4)
    assert 0 <= reply["win"] <= 1 and 0 <= reply["split"] <= 1
    assert reply["win"] <= reply["equity"] <= reply["win"] + reply["split"] + 1e-12
    assert reply["deals"].isdigit() and int(reply["deals"]) >= 1
    assert reply["to_call"] >= 0 and reply["pot"] >= 0
    assert reply["verdict"] in {v.value for v in Verdict}
    if reply["to_call"]:
        assert reply["pot_odds"] == pytest.approx(
            reply["to_call"] / (reply["pot"] + reply["to_call"])
        )
    else:
        assert reply["pot_odds"] == 0
    if reply["exact"]:
        assert reply["samples"] == 0 and reply["margin"] == 0
        for name in ("win", "split", "equity"):
            fraction = Fraction(reply[f"{name}_fraction"])
            assert float(fraction) == pytest.approx(reply[name])
    else:
        assert reply["samples"] > 0 and 0 < reply["margin"] <= 0.01
        assert reply["win_fraction"] is None and reply["equity_fraction"] is None


def test_coach_situation_some_seeds_are_exact_and_some_estimates():
    replies = [
        ask(op="coach_situation", game="stud", preset="americana-ru", seed=s)
        for s in range(12)
    ]
    assert {r["exact"] for r in replies} == {True, False}


@pytest.mark.parametrize(
    "request_",
    [
        {"game": "stud", "preset": "no-such-preset", "seed": 1},
        {"game": "poker", "preset": "americana-pl", "seed": 1},
        {"game": "stud", "preset": "americana-pl", "seed": "1"},
        {"game": "draw", "preset": "jackpots", "seed": 1.5},
        {"game": "draw", "preset": "jackpots", "seed": True},
        {"game": "draw", "preset": "jackpots"},
    ],
)
def test_coach_situation_bad_input_is_the_usual_error_reply(request_):
    reply = ask(op="coach_situation", lang="en", **request_)
    assert reply["ok"] is False
    assert isinstance(reply["error"], str) and reply["error"]
    # A sentence about the request, not the unexpected failure's.
    assert not reply["error"].startswith("Something went wrong")
    assert set(reply) <= {"ok", "error", "detail"}
