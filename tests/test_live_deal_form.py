"""The hand block's deal form: "I play" offers only the seats the table has.

Issue 19: the list kept seat 3 after Players was set to 3. The list now
follows the Players field as the reader types (the ``input`` event), not
only when the field is left.
"""

from __future__ import annotations

import pytest
from browser_support import watch
from live_support import start

pytestmark = pytest.mark.browser


def test_i_play_follows_players(server, browser):
    context = browser.new_context()
    page = context.new_page()
    outside, errors = watch(page)
    page.goto(f"{server}/en/bring_in.html", wait_until="load")
    block = page.locator(".americana-live[data-kind=hand]").first
    assert start(block) in ("ready", "finished")
    block.locator("button.americana-live-new").click()
    reader = block.locator("select[name=reader_seat]")
    players = block.locator("input[name=players]")
    seats = "s => [...s.options].map(o => o.value)"
    assert reader.evaluate(seats) == ["", "0", "1", "2", "3"]
    reader.select_option("3")
    players.fill("3")  # typed: the field keeps the focus
    assert reader.evaluate(seats) == ["", "0", "1", "2"]
    assert reader.input_value() == ""  # every seat, not a seat that is gone
    players.press("ArrowUp")
    assert reader.evaluate(seats) == ["", "0", "1", "2", "3"]
    context.close()
    assert outside == []
    assert errors == []
