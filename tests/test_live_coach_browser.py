"""The coach's switch of a live hand (issue 19, item 3's page), in Chromium.

``button.americana-live-coach`` is off (``aria-pressed="false"``) when a
block starts and nothing of the coach is shown. Switched on, on the reader's
turn the block shows the engine's coach sentences (the view's ``coach``: the
chance of winning, the price of a call), after every move too; switched off,
they are gone. A drill block has no switch.
"""

from __future__ import annotations

import pytest
from live_support import click_and_wait, offered, request, start

from americana.text.i18n import LANGUAGES

pytestmark = pytest.mark.browser

PAGES = {"en": "bring_in", "pl": "betting", "ru": "showdown", "es": "side_pots"}
#: How the coach's first sentence begins, per language.
CHANCE = {
    "en": "Chance of winning",
    "pl": "Szansa na wygraną",
    "ru": "Шанс на выигрыш",
    "es": "Probabilidad de ganar",
}

#: The actions the coach weighs (a bet to call, or none); not showing a hand.
DECISIONS = {"fold", "check", "call", "bet", "raise", "complete", "bring_in"}
DECISIONS |= {"draw", "stand_pat"}


def _shown(block) -> list[str]:
    box = block.locator(".americana-live-coach-box")
    if not box.is_visible():
        return []
    return box.locator("p").all_text_contents()


def _engine(page, block, lang: str) -> dict:
    bid = block.get_attribute("id")
    return request(page, {"op": "view", "block": bid, "lang": lang, "coach": True})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_coach_switch_shows_sentences_on_the_readers_turn(browser, server, lang):
    page = browser.new_page()
    try:
        page.goto(f"{server}/{lang}/{PAGES[lang]}.html", wait_until="load")
        block = page.locator(".americana-live[data-kind=hand]").first
        assert start(block) == "ready"
        switch = block.locator("button.americana-live-coach")
        assert switch.count() == 1
        assert switch.get_attribute("aria-pressed") == "false"
        assert _shown(block) == []
        off = request(
            page, {"op": "view", "block": block.get_attribute("id"), "lang": lang}
        )
        assert off["coach"] is None  # nothing counted while the switch is off
        click_and_wait(block, switch)
        assert switch.get_attribute("aria-pressed") == "true"
        for _ in range(3):  # on the reader's turn, move after move
            view = _engine(page, block, lang)
            if view["state"] != "ready" or not view["reader_turn"]:
                break
            if not {a["action"] for a in view["actions"]} & DECISIONS:
                break  # the showdown: nothing to weigh (A10)
            shown = _shown(block)
            assert shown and shown == view["coach"], (shown, view["coach"])
            assert shown[0].startswith(CHANCE[lang]), shown
            buttons = offered(block)
            safe = [
                b
                for b in buttons
                if b.get_attribute("data-action") in ("check", "call", "bring_in")
            ]
            click_and_wait(block, (safe or buttons)[0])
        if block.get_attribute("data-state") == "finished":
            assert _shown(block) == []
        click_and_wait(block, switch)
        assert switch.get_attribute("aria-pressed") == "false"
        assert _shown(block) == []
        assert block.locator(".americana-live-coach-box").text_content() == ""
    finally:
        page.close()


def test_drills_have_no_coach(browser, server):
    page = browser.new_page()
    try:
        page.goto(f"{server}/en/bring_in.html", wait_until="load")
        drill = page.locator(".americana-live[data-kind=drill]").first
        assert start(drill) in ("ready", "finished")
        assert drill.locator("button.americana-live-coach").count() == 0
        assert drill.locator(".americana-live-coach-box").count() == 0
    finally:
        page.close()
