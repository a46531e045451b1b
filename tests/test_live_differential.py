"""The engine in the page (Pyodide in Chromium) plays exactly as in CPython.

One page, one Pyodide: 200 seeded random hands, stud and draw, every preset,
asked of the page's bridge through the live module's test hook
``window.americanaLive.request`` (op ``random_hand``) and of
``americana.views.browser.bridge`` here. The event logs (canonical dicts: cards as
"10H",
enums as values) and the final stacks must be identical.
"""

from __future__ import annotations

import json
import random

import pytest
from browser_support import START_TIMEOUT, watch
from live_support import request_many, runtime_requests

from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.variants import VARIANTS
from americana.views.browser import bridge

pytestmark = pytest.mark.browser

HANDS = 200
#: A page with a live block, so the live module (and its hook) is loaded.
PAGE = "en/bring_in.html"


def _requests() -> list[dict]:
    """200 hands: every preset of both games in turn, each with its own seed."""
    presets = [("stud", p) for p in VARIANTS] + [("draw", p) for p in DRAW_VARIANTS]
    rng = random.Random(20261201)
    return [
        {
            "op": "random_hand",
            "game": presets[i % len(presets)][0],
            "preset": presets[i % len(presets)][1],
            "seed": rng.randrange(2**31),
        }
        for i in range(HANDS)
    ]


def _in_cpython(request: dict) -> dict:
    """The bridge's reply in this process, as the page would receive it."""
    reply = json.loads(bridge.handle(json.dumps(request)))
    # The plain function and the JSON entry point agree.
    direct = bridge.random_hand(request["game"], request["preset"], request["seed"])
    assert json.loads(json.dumps(direct)) == {
        k: v for k, v in reply.items() if k != "ok"
    }
    return reply


def test_pyodide_hands_equal_cpython_hands(server, browser):
    page = browser.new_page()
    outside, errors = watch(page)
    runtime = runtime_requests(page)
    page.goto(f"{server}/{PAGE}", wait_until="load")
    page.wait_for_function(
        "() => window.americanaLive && window.americanaLive.request",
        timeout=START_TIMEOUT,
    )
    assert runtime == [], "the runtime was requested before anything asked for it"

    requests = _requests()
    # One evaluate call for all hands, one reply each.
    replies = request_many(page, requests)
    assert any(url.endswith(".wasm") for url in runtime), "Pyodide did not load"
    assert len(replies) == HANDS
    games = {r["game"] for r in requests}
    presets = {r["preset"] for r in requests}
    assert games == {"stud", "draw"}
    assert presets == set(VARIANTS) | set(DRAW_VARIANTS)

    mismatches = []
    for request, in_page in zip(requests, replies):
        assert in_page["ok"] is True, (request, in_page)
        assert in_page["events"], request
        expected = _in_cpython(request)
        if in_page != expected:
            mismatches.append(request)
    page.close()
    assert mismatches == [], f"{len(mismatches)} hands differ, first {mismatches[0]}"
    assert outside == []
    assert errors == []
