"""Drills in the page: the answer it accepts is the engine's answer key.

In each language, on the exercises page (one Pyodide start): for each of the
four kinds (bring_in, first_to_act, show_first, split), 50 random drills
(random preset and seed; the draw presets too for show_first and split) are
asked of the page's engine through the live module's test hook. Every reply
must equal CPython's bridge reply to the same requests (question, table,
seats, scores, explanations), the answer
``americana.views.session.drills.drill(kind, preset, seed).key`` computed here must be
accepted, and a wrong answer refused with an explanation that cites a rule.
Then the drill block itself is clicked through, each kind in turn: a wrong
answer, the next drill, the right answer, as a reader would.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from browser_support import watch
from live_support import (
    START_TIMEOUT,
    act_and_wait,
    click_and_wait,
    html_text,
    request_many,
    runtime_requests,
    squash,
    start,
)
from test_drill_screen import SOLVERS, Screen

from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.variants import VARIANTS
from americana.text.i18n import LANGUAGES
from americana.views.browser import bridge
from americana.views.session import drills

pytestmark = pytest.mark.browser

KINDS = drills.ALL_KINDS
DRILLS_PER_KIND = 50
PAGE = "exercises"
#: A rule number as the explanations cite them (rule A1 ... E8).
RULE = re.compile(r"\b[A-E]\d{1,2}\b")


def _wrong_answer(key, seats: list[int]) -> dict:
    """An answer that is not ``key``: another seat, or one chip moved."""
    if isinstance(key, int):
        return {"seat": next(s for s in seats if s != key), "amounts": None}
    amounts = {int(s): chips for s, chips in key.items()}
    rich = max(amounts, key=lambda s: amounts[s])
    poor = next(s for s in seats if s != rich)
    amounts[rich] -= 1
    amounts[poor] = amounts.get(poor, 0) + 1
    return {"seat": None, "amounts": {str(s): c for s, c in amounts.items()}}


def _nonzero(answer):
    """A seat as is; a split without its zero shares."""
    if isinstance(answer, int):
        return answer
    return {int(s): chips for s, chips in answer.items() if chips}


def _right_answer(key) -> dict:
    if isinstance(key, int):
        return {"seat": key, "amounts": None}
    return {"seat": None, "amounts": {str(s): c for s, c in key.items()}}


def _script(lang: str) -> tuple[list[dict], list[str]]:
    """The requests of the test, and what each answer must be ("right"/"wrong")."""
    rng = random.Random(f"drills-{lang}")
    requests: list[dict] = []
    expect: list[str] = []
    for kind in KINDS:
        block = f"test-drill-{lang}-{kind}"
        # The Americana presets where the kind is Americana's; the draw
        # presets where draw poker has it.
        presets = list(VARIANTS) if kind in drills.KINDS else []
        if kind in drills.DRAW_KINDS:
            presets += list(DRAW_VARIANTS)
        for _ in range(DRILLS_PER_KIND):
            preset, seed = rng.choice(presets), rng.randrange(2**31)
            key = drills.drill(kind, preset, seed).key
            ask = {
                "op": "drill",
                "block": block,
                "lang": lang,
                "kind": kind,
                "preset": preset,
                "seed": seed,
            }
            seats = _seats(ask)
            for answer, verdict in (
                (_wrong_answer(key, seats), "wrong"),
                (_right_answer(key), "right"),
            ):
                requests.append(ask)
                expect.append("question")
                requests.append(
                    {"op": "answer", "block": block, "lang": lang, **answer}
                )
                expect.append(verdict)
    return requests, expect


def _seats(ask: dict) -> list[int]:
    """The seats a drill offers (from a throwaway CPython session)."""
    reply = json.loads(bridge.handle(json.dumps({**ask, "block": "seats-probe"})))
    return [s["seat"] for s in reply["seats"]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_drills_accept_the_engines_key(server, browser, lang):
    context = browser.new_context()
    page = context.new_page()
    outside, errors = watch(page)
    runtime = runtime_requests(page)
    page.goto(f"{server}/{lang}/{PAGE}.html", wait_until="load")
    page.wait_for_load_state("networkidle", timeout=START_TIMEOUT)
    blocks = page.locator(".americana-live[data-kind=drill]")
    assert blocks.count() >= 1
    assert runtime == []

    # The block as a reader uses it: for each kind, a wrong answer, then the
    # next drill and the right answer.
    block = blocks.first
    assert start(block) in ("ready", "finished")
    config = json.loads(block.get_attribute("data-config"))
    assert set(config["kinds"]) == set(drills.KINDS)
    for kind in config["kinds"]:
        if _shown_drill(block)[0] != kind:
            act_and_wait(block, lambda k=kind: _kind_select(block).select_option(k))
        _answer_in_page(block, "wrong")
        click_and_wait(block, block.locator("button.americana-live-next"))
        _answer_in_page(block, "right")

    # 50 drills of each kind through the hook, against CPython's bridge.
    requests, expect = _script(lang)
    in_page = request_many(page, requests)
    in_cpython = [json.loads(bridge.handle(json.dumps(r))) for r in requests]
    for req, verdict, got, want in zip(requests, expect, in_page, in_cpython):
        assert got == want, req
        assert got["ok"], (req, got)
        if verdict == "question":
            key = drills.drill(req["kind"], req["preset"], req["seed"]).key
            solved = SOLVERS[req["kind"]](Screen(got, lang), req["preset"])
            assert _nonzero(solved) == _nonzero(key), req
        if verdict == "right":
            assert got["correct"] is True, req
        elif verdict == "wrong":
            assert got["correct"] is False, req
            assert RULE.search(got["explanation"]), got["explanation"]
    asked = {(r["kind"], r["preset"] in DRAW_VARIANTS) for r in requests if "kind" in r}
    assert {kind for kind, _ in asked} == set(KINDS)
    assert {kind for kind, draw in asked if draw} == set(drills.DRAW_KINDS)
    context.close()
    assert outside == []
    assert errors == []


#: The record's line after one answer, right or wrong, per language.
RECORD = {
    "en": "{right} right of 1 question",
    "pl": "Poprawnie: {right} z 1",
    "ru": "Верно: {right} из 1",
    "es": "Aciertos: {right} de 1",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_drill_marks_the_answer_and_keeps_a_record(server, browser, lang):
    """The draw drills of five_card_draw: the chosen answer stays marked, the
    verdict takes the focus and stays in view, the record is kept in local
    storage under americana. keys, practise-missed asks the missed kind more
    often, and reset clears the record. Phone size: the verdict must not be
    scrolled away."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    outside, errors = watch(page)
    page.goto(f"{server}/{lang}/five_card_draw.html", wait_until="load")
    block = page.locator(".americana-live[data-kind=drill]").first
    block.scroll_into_view_if_needed()
    assert start(block) in ("ready", "finished")
    config = json.loads(block.get_attribute("data-config"))
    assert set(config["kinds"]) == set(drills.DRAW_KINDS)
    assert "jackpots" in config["presets"]
    stored = "() => Object.keys(localStorage).filter(k => k.startsWith('americana.'))"
    assert page.evaluate(stored) == []
    # What the answer depends on is on the page: the dealer, at least.
    assert block.locator(".americana-live-facts [data-fact=dealer]").count() == 1

    # A wrong answer: marked as chosen, the verdict focused and in view.
    kind = block.get_attribute("data-drill")
    buttons = block.locator("button.americana-live-seat")
    first = buttons.first
    chosen_seat = first.get_attribute("data-seat")
    click_and_wait(block, first)
    chosen = block.locator(f"button.americana-live-seat[data-seat='{chosen_seat}']")
    assert chosen.get_attribute("aria-pressed") == "true"
    assert "americana-live-chosen" in (chosen.get_attribute("class") or "")
    assert block.locator("button.americana-live-seat[aria-pressed=true]").count() == 1
    assert block.locator("button.americana-live-seat[data-key=true]").count() == 1
    feedback = block.locator(".americana-live-feedback")
    assert page.evaluate(
        "() => document.activeElement.classList.contains('americana-live-feedback')"
    )
    box = feedback.bounding_box()
    assert box is not None and box["y"] < 844 and box["y"] + 20 > 0, box
    assert feedback.get_attribute("data-correct") in ("true", "false")
    right = feedback.get_attribute("data-correct") == "true"

    # The record: one key per kind, under americana.
    record = page.evaluate(
        "(k) => JSON.parse(localStorage.getItem('americana.drill.' + k))", kind
    )
    assert record == {"right": int(right), "asked": 1}
    assert page.evaluate(stored) == [f"americana.drill.{kind}"]
    line = block.locator(f".americana-live-record li[data-kind='{kind}']")
    assert squash(line.text_content()).endswith(
        squash(RECORD[lang].format(right=int(right)))
    )

    # Practise what I missed: a kind missed ten times comes most often.
    page.evaluate(
        """() => localStorage.setItem('americana.drill.split',
                 JSON.stringify({right: 0, asked: 10}))"""
    )
    block.locator("input.americana-live-missed").check()
    assert page.evaluate("() => localStorage.getItem('americana.drill-mode')") == (
        "missed"
    )
    asked = []
    for _ in range(16):
        click_and_wait(block, block.locator("button.americana-live-next"))
        asked.append(block.get_attribute("data-drill"))
    # Weights 31 against 1 each: fewer than 9 of 16 has odds below 1e-5.
    assert asked.count("split") >= 9, asked

    # Reset: the record is gone from the page and from the browser.
    block.locator("button.americana-live-reset").click()
    assert [k for k in page.evaluate(stored) if k.startswith("americana.drill.")] == []
    assert block.locator(".americana-live-record").is_hidden()
    context.close()
    assert outside == []
    assert errors == []


def _kind_select(block):
    """The block's menu of drill kinds."""
    config = json.loads(block.get_attribute("data-config"))
    for select in block.locator("select").all():
        if select.evaluate("s => [...s.options].map(o => o.value)") == config["kinds"]:
            return select
    raise AssertionError("no menu of drill kinds")


def _shown_drill(block) -> tuple[str, str, int]:
    """(kind, preset, seed) of the drill the block shows."""
    config = json.loads(block.get_attribute("data-config"))
    kind, preset = config["kinds"][0], config["presets"][0]
    for select in block.locator("select").all():
        values = select.evaluate("s => [...s.options].map(o => o.value)")
        if values == config["kinds"]:
            kind = select.input_value()
        elif values == config["presets"]:
            preset = select.input_value()
    seed = block.get_attribute("data-seed")
    assert seed is not None, "the drill block does not say its seed (data-seed)"
    return kind, preset, int(seed)


def _answer_in_page(block, verdict: str) -> None:
    """Answer the drill shown, rightly or wrongly, by clicking as a reader."""
    kind, preset, seed = _shown_drill(block)
    lang = block.get_attribute("data-lang")
    # The page shows the engine's question and table, in the page's language.
    ask = {
        "op": "drill",
        "block": "probe",
        "lang": lang,
        "kind": kind,
        "preset": preset,
        "seed": seed,
    }
    expected = json.loads(bridge.handle(json.dumps(ask)))
    shown = squash(block.text_content())
    assert squash(expected["question"]) in shown
    assert html_text(expected["seats_html"]) in shown
    key = drills.drill(kind, preset, seed).key
    seats = [s["seat"] for s in expected["seats"]]
    answer = _right_answer(key) if verdict == "right" else _wrong_answer(key, seats)
    if answer["seat"] is not None:
        target = block.locator(f"button[data-seat='{answer['seat']}']")
    else:
        for seat in seats:
            chips = answer["amounts"].get(str(seat), 0)
            block.locator(f"input[data-seat='{seat}']").fill(str(chips))
        target = block.locator("button.americana-live-answer")
    click_and_wait(block, target)
    feedback = block.locator(".americana-live-feedback")
    expected_flag = "true" if verdict == "right" else "false"
    assert feedback.get_attribute("data-correct") == expected_flag, (
        feedback.text_content()
    )
    reply = json.loads(
        bridge.handle(
            json.dumps({"op": "answer", "block": "probe", "lang": lang, **answer})
        )
    )
    assert squash(reply["explanation"]) in squash(feedback.text_content())
    if verdict == "wrong":
        assert RULE.search(feedback.text_content()), feedback.text_content()
