"""The coach in the page (Pyodide in Chromium) gives exactly CPython's figures.

One page, one Pyodide: 200 situations, 100 stud (the three Americana presets
in turn) and 100 draw (the draw presets in turn), seeds 0..99 each: the op
``coach_situation`` replays a hand played at random for a seeded number of
moves and returns :func:`americana.play.coach.coach`'s figures for the seat to
act (win, split, equity, exact or estimate with its margin, the fractions,
the price of a call and the verdict). They are asked of the page's bridge
through the live module's test hook ``window.americanaLive.request`` and of
``americana.views.browser.bridge`` here, and must be equal (``==``, floats
included): the coach's sample is seeded, so an estimate repeats too.
"""

from __future__ import annotations

import json

import pytest
from browser_support import START_TIMEOUT
from live_support import request_many, runtime_requests

from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.variants import VARIANTS
from americana.views.browser import bridge

pytestmark = pytest.mark.browser

SEEDS = range(100)
#: Situations sent to the page in one evaluate call.
BATCH = 20
#: A page with a live block, so the live module (and its hook) is loaded.
PAGE = "en/bring_in.html"


def _requests() -> list[dict]:
    """200 situations: seeds 0..99 of stud and of draw, the presets in turn."""
    stud, draw = list(VARIANTS), list(DRAW_VARIANTS)
    return [
        {"op": "coach_situation", "game": game, "preset": presets[s % len(presets)]}
        | {"seed": s}
        for game, presets in (("stud", stud), ("draw", draw))
        for s in SEEDS
    ]


def test_pyodide_coach_equals_cpython_coach(server, browser):
    page = browser.new_page()
    # A batch of coach calls in Pyodide takes longer than one step: each batch
    # may take as long as a start.
    page.set_default_timeout(START_TIMEOUT)
    runtime = runtime_requests(page)
    page.goto(f"{server}/{PAGE}", wait_until="load")
    page.wait_for_function(
        "() => window.americanaLive && window.americanaLive.request",
        timeout=START_TIMEOUT,
    )
    requests = _requests()
    # Start the runtime first (the first request loads Pyodide).
    first = request_many(page, requests[:1])
    assert any(url.endswith(".wasm") for url in runtime), "Pyodide did not load"
    replies = first + request_many(page, requests[1:BATCH])
    for start in range(BATCH, len(requests), BATCH):
        replies += request_many(page, requests[start : start + BATCH])
    page.close()

    assert len(replies) == 200
    assert {r["game"] for r in requests} == {"stud", "draw"}
    assert {r["preset"] for r in requests} == set(VARIANTS) | set(DRAW_VARIANTS)
    mismatches = []
    for request, in_page in zip(requests, replies):
        assert in_page["ok"] is True, (request, in_page)
        expected = json.loads(bridge.handle(json.dumps(request)))
        if in_page != expected:
            keys = [k for k in expected if in_page.get(k) != expected[k]]
            mismatches.append((request, keys, in_page, expected))
    assert mismatches == [], f"{len(mismatches)} differ, first {mismatches[0]}"
    # Both kinds of figures were compared: exact counts and seeded estimates.
    assert {r["exact"] for r in replies} == {True, False}
