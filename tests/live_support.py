"""Driving the book's live blocks (Pyodide in the page) from the browser tests.

The stable hooks of the live blocks: the root ``.americana-live`` (its ``id``
is the bridge's session id) with ``data-state`` (idle|loading|ready|finished|
error) and ``data-busy`` while a reply is being shown;
``button.americana-live-start``; buttons carrying ``data-action``; the
table view ``.americana-live-table``, one ``[data-seat]`` row per seat, the
seat to act alone with ``aria-current="true"``, the reader's ``data-you``, the
dealer's ``data-dealer``; the coach's switch ``button.americana-live-coach``;
and the module's test entry ``window.americanaLive.request(obj)``, which sends
``obj`` to the page's ``americana.views.browser.bridge.handle`` and resolves
with the reply. The other class names are those of book/_live/live.js.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from browser_support import START_TIMEOUT, STEP_TIMEOUT

#: The runtime's files: the vendored Pyodide, the engine archive and the module
#: that drives them (not the loader and style sheet a page with a block carries).
RUNTIME = re.compile(r"/_pyodide/(\d+\.\d+\.\d+/|americana-[0-9a-f]+\.zip|live\.js)")
# START_TIMEOUT (a Pyodide start) and STEP_TIMEOUT (one reply) are the
# suite's timeouts, from browser_support; the tests import them from here too.


def runtime_requests(page) -> list[str]:
    """A list that fills with the URLs of runtime files the page requests."""
    urls: list[str] = []
    page.on("request", lambda r: urls.append(r.url) if RUNTIME.search(r.url) else None)
    return urls


def request(page, obj: dict) -> dict:
    """The page's bridge reply to ``obj`` (through the module's test hook)."""
    return page.evaluate("(obj) => window.americanaLive.request(obj)", obj)


def request_many(page, objs: list[dict]) -> list[dict]:
    """The replies to ``objs``, sent one after the other in one evaluate call."""
    return page.evaluate(
        """async (objs) => {
            const out = [];
            for (const o of objs) out.push(await window.americanaLive.request(o));
            return out;
        }""",
        objs,
    )


def wait_settled(block, timeout: float = STEP_TIMEOUT) -> str:
    """Wait until the block shows a reply; its ``data-state``."""
    block.page.wait_for_function(
        """(el) => !el.hasAttribute('data-busy')
                   && ['ready', 'finished', 'error'].includes(el.dataset.state)""",
        arg=block.element_handle(timeout=timeout),
        timeout=timeout,
    )
    state = block.get_attribute("data-state")
    assert state != "error", block.inner_text()[:2000]
    return state


def click_and_wait(
    block, target, timeout: float = STEP_TIMEOUT, *, changes: bool = True
) -> str:
    """Click ``target`` in ``block`` and wait for the block to settle; its state.

    With ``changes`` the block must also change (every move adds a sentence).
    """
    return act_and_wait(block, target.click, timeout, changes=changes)


def act_and_wait(
    block, action, timeout: float = STEP_TIMEOUT, *, changes: bool = True
) -> str:
    """Call ``action()``, wait for the block to settle (and change); its state."""
    handle = block.element_handle(timeout=timeout)
    before = block.evaluate("el => el.innerHTML", timeout=timeout) if changes else None
    action()
    block.page.wait_for_function(
        """([el, before]) => (before === null || el.innerHTML !== before)
                   && !el.hasAttribute('data-busy')
                   && ['ready', 'finished', 'error'].includes(el.dataset.state)""",
        arg=[handle, before],
        timeout=timeout,
    )
    state = block.get_attribute("data-state")
    assert state != "error", block.inner_text()[:2000]
    return state


def start(block) -> str:
    """Click the block's start button; the state once the engine answered."""
    assert block.get_attribute("data-state") == "idle"
    block.locator("button.americana-live-start").click()
    return wait_settled(block, timeout=START_TIMEOUT)


def offered(block) -> list[Any]:
    """The enabled, visible action buttons of the block (Playwright locators)."""
    buttons = block.locator("button[data-action]")
    return [
        buttons.nth(i)
        for i in range(buttons.count())
        if buttons.nth(i).is_visible() and buttons.nth(i).is_enabled()
    ]


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def html_text(html: str) -> str:
    """The text of an HTML fragment, without whitespace (see :func:`squash`)."""
    parser = _Text()
    parser.feed(html)
    return squash(" ".join(parser.parts))


def squash(text: str) -> str:
    """``text`` without whitespace: the DOM's and the HTML's spacing differ."""
    return re.sub(r"\s+", "", text)


def aria_labels(locator) -> list[str]:
    """The text alternatives of the card images under ``locator``."""
    return locator.evaluate(
        "el => [...el.querySelectorAll('[role=img]')]"
        ".map(i => i.getAttribute('aria-label'))"
    )
