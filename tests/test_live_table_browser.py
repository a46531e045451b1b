"""The live table reads at a glance (issue 19, item 1), in Chromium.

In each language a hand chapter's block and the five-card draw block are
started and played to the end by clicking offered buttons; at every step:

* the seat the engine says is to act (the view's ``to_act``, the hand's
  ``turn``) is the one seat with ``aria-current="true"``, marked with ▶ and a
  "to act" word; no seat has it once the hand is over;
* the dealer's seat (``data-dealer``) is the block's button seat, the
  reader's own seat (``data-you``) the block's reader seat;
* the line above the seats is the last move in one sentence (the view's
  ``step``), the hand's whole log is folded below (``details``, closed);
* the focus is on the safest offered action (check, else call), never on
  fold, after the start and after each move.

At phone and desktop size, light and dark: no element of the block sticks
out of it and the page does not scroll sideways; every offered button,
hovered and focused, keeps its text at 4.5:1 or more against its own face.
When the hand is over its pots are still shown, marked paid out. The loading
line ("Ready.") is gone once the table is shown.

The stable hooks: ``[data-seat]`` rows, ``aria-current="true"``,
``data-you``, ``data-dealer`` (the issue's list).
"""

from __future__ import annotations

import json
import random

import pytest
from browser_support import LUMINANCE_JS, STEP_TIMEOUT, wait_still
from live_support import click_and_wait, offered, request, start

from americana.text.i18n import LANGUAGES

pytestmark = pytest.mark.browser

#: One hand chapter per language (the reader plays one seat), and the draw.
PAGES = {"en": "bring_in", "pl": "betting", "ru": "showdown", "es": "side_pots"}
SIZES = {"phone": (390, 844), "desktop": (1280, 800)}
#: The word beside the seat to act, and a pot once it is paid, per language.
TO_ACT = {"en": "to act", "pl": "na ruchu", "ru": "ходит", "es": "le toca"}
PAID = {"en": "paid out", "pl": "wypłacona", "ru": "выплачен", "es": "pagado"}
YOU = {"en": "you", "pl": "ty", "ru": "вы", "es": "tú"}
ANTE = {"en": "ante: ", "pl": "ante: ", "ru": "анте: ", "es": "ante: "}
MAX_STEPS = 200

#: Text contrast of an element against the first opaque background behind it.
CONTRAST = (
    """(el) => {
"""
    + LUMINANCE_JS
    + """  let back = [255, 255, 255];
  for (let e = el; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c.length === 3 || c[3] === 1) { back = c.slice(0, 3); break; }
  }
  const [a, b] = [lum(rgb(getComputedStyle(el).color).slice(0, 3)), lum(back)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""
)

#: Elements of the block that stick out of it, and the page's sideways scroll.
OVERFLOW = """(block) => {
  const box = block.getBoundingClientRect();
  const out = [];
  for (const e of block.querySelectorAll('*')) {
    if (e.closest('[hidden], details:not([open]) > :not(summary)')) continue;
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    if (r.right > box.right + 1 || r.left < box.left - 1)
      out.push(e.tagName + '.' + e.className + ' ' + Math.round(r.left) + '-'
               + Math.round(r.right) + ' in ' + Math.round(box.left) + '-'
               + Math.round(box.right));
  }
  for (const e of block.querySelectorAll('.americana-live-view'))
    if (e.scrollWidth > e.clientWidth + 1)
      out.push('the table scrolls by ' + (e.scrollWidth - e.clientWidth) + ' px');
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1)
    out.push('the page scrolls sideways by ' + (page.scrollWidth - page.clientWidth));
  return out.slice(0, 6);
}"""


def _marks(block) -> dict:
    """The seats' marks as the page shows them."""
    return block.evaluate(
        """(b) => {
          const seats = (sel) => [...b.querySelectorAll('.americana-live-table ' + sel)]
            .map((e) => Number(e.dataset.seat));
          const current = b.querySelectorAll('[aria-current]');
          return {
            seats: seats('[data-seat]'),
            current: seats('[data-seat][aria-current="true"]'),
            anyCurrent: current.length,
            you: seats('[data-seat][data-you]'),
            dealer: seats('[data-seat][data-dealer]'),
            marker: [...b.querySelectorAll('[data-seat]')]
              .filter((e) => e.textContent.includes('▶'))
              .map((e) => Number(e.dataset.seat)),
            currentText: b.querySelector('[aria-current="true"]')?.textContent ?? '',
            youText: b.querySelector('[data-you]')?.textContent ?? '',
            said: b.querySelector('.americana-said')?.textContent ?? null,
            rules: b.querySelector('.americana-rules')?.textContent ?? '',
            logOpen: b.querySelector('details.americana-live-log-box')?.open ?? null,
            focus: document.activeElement?.dataset?.action ?? null,
            status: b.querySelector('.americana-live-status')?.textContent ?? '',
          };
        }"""
    )


def _safest(buttons: list) -> str | None:
    actions = [b.get_attribute("data-action") for b in buttons]
    for action in ("check", "call"):
        if action in actions:
            return action
    return None


def _check_step(block, view: dict, config: dict, lang: str) -> None:
    marks = _marks(block)
    assert marks["seats"] == sorted(int(s) for s in view["stacks"]), marks
    to_act = view["to_act"] if view["state"] == "ready" else None
    assert marks["current"] == ([] if to_act is None else [to_act]), (marks, view)
    assert marks["anyCurrent"] == len(marks["current"]), marks
    assert marks["marker"] == marks["current"], marks
    if to_act is not None:
        assert TO_ACT[lang] in marks["currentText"], marks
    assert marks["dealer"] == [view["dealer"]], marks
    if config.get("button") is not None:
        assert view["dealer"] == config["button"]
    reader = config.get("reader_seat")
    assert marks["you"] == ([] if reader is None else [reader]), marks
    if reader is not None:
        assert YOU[lang] in marks["youText"], marks
    assert marks["said"] == view["step"], marks
    assert marks["logOpen"] is False, marks
    assert ANTE[lang] in marks["rules"], marks
    assert marks["status"] == "", marks


def _check_focus(block, lang: str) -> None:
    buttons = offered(block)
    if not buttons:
        return
    focus = _marks(block)["focus"]
    assert focus != "fold", focus
    safest = _safest(buttons)
    if safest is not None:
        assert focus == safest, (
            focus,
            [b.get_attribute("data-action") for b in buttons],
        )


def _check_looks(page, block) -> list[str]:
    """At each size and mode: nothing sticks out, hovered buttons stay legible."""
    found = []
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        for mode in ("light", "dark"):
            page.evaluate(
                "(m) => { document.documentElement.dataset.theme = m; }", mode
            )
            found += [f"{size} {mode}: {x}" for x in block.evaluate(OVERFLOW)]
            for button in offered(block):
                button.scroll_into_view_if_needed()
                button.hover()
                ratio = button.evaluate(CONTRAST)
                if ratio < 4.5:
                    found.append(
                        f"{size} {mode}: hovered {button.text_content()} {ratio:.2f}"
                    )
                button.focus()
                ratio = button.evaluate(CONTRAST)
                if ratio < 4.5:
                    found.append(
                        f"{size} {mode}: focused {button.text_content()} {ratio:.2f}"
                    )
            page.mouse.move(0, 0)
    page.evaluate("() => { document.documentElement.dataset.theme = 'light'; }")
    return found


def _play(page, block, lang: str, rng: random.Random) -> list[str]:
    """Play the block's hand to the end; what looked wrong on the way."""
    config = json.loads(block.get_attribute("data-config"))
    found: list[str] = []
    bid = block.get_attribute("id")
    for step in range(MAX_STEPS):
        view = request(page, {"op": "view", "block": bid, "lang": lang})
        _check_step(block, view, config, lang)
        if step in (0, 2) or view["state"] == "finished":
            found += _check_looks(page, block)
        if view["state"] == "finished":
            pots = block.locator(".americana-live-table .americana-pot")
            assert pots.count() >= 1
            assert PAID[lang] in pots.first.text_content()
            return found
        buttons = offered(block)
        assert buttons
        weights = [
            0.2 if b.get_attribute("data-action") == "fold" else 3 for b in buttons
        ]
        choice = buttons[rng.choices(range(len(buttons)), weights)[0]]
        if choice.get_attribute("data-action") == "draw":
            cards = block.locator("[data-card]")
            cards.nth(rng.randrange(cards.count())).click()
        click_and_wait(block, choice)
        _check_focus(block, lang)
    pytest.fail(f"the hand did not end in {MAX_STEPS} clicks")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page_name", ["chapter", "five_card_draw"])
def test_turn_marker_dealer_focus_contrast_and_fit(browser, server, lang, page_name):
    """The turn marker follows the engine's seat to act at every step; the
    dealer button is on the button seat; focus never lands on fold; hover
    contrast is at least 4.5:1; nothing overflows at 390 or 1280 px, light or
    dark; the pots stay to the end; no stale status line."""
    name = PAGES[lang] if page_name == "chapter" else page_name
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        page.goto(f"{server}/{lang}/{name}.html", wait_until="load")
        block = page.locator(".americana-live[data-kind=hand]").first
        block.locator("button.americana-live-start").focus()
        assert start(block) == "ready"
        _check_focus(block, lang)
        found = _play(page, block, lang, random.Random(f"{lang}-{name}"))
    finally:
        context.close()
    assert not found, found


def test_stepper_marks_the_acting_seat_not_the_seat_to_act(browser, server):
    """A chapter's stepper shows history: its ▶ is on the seat whose event the
    step is, never ``aria-current``; its dealer disc is on the button seat."""
    page = browser.new_page()
    try:
        page.goto(f"{server}/en/bring_in.html", wait_until="load")
        page.wait_for_selector(
            ".americana-stepper .americana-table", timeout=STEP_TIMEOUT
        )
        stepper = page.locator(".americana-stepper").first
        assert stepper.locator("[aria-current]").count() == 0
        dealers = stepper.locator(".americana-table [data-dealer]")
        assert dealers.count() == 1 and dealers.get_attribute("data-seat") == "3"
    finally:
        page.close()


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_axe_finds_nothing_serious_in_a_started_table(browser, server, mode):
    """axe-core on a started hand block (the coach on, the log open), at
    phone size: the marks, the dealer's disc, the badges and the coach's box
    are named and legible."""
    from test_axe_browser import AXE, RUN_AXE
    from test_layout_browser import PHONE, themed_context

    context = themed_context(browser, server, "pl", PHONE, mode)
    page = context.new_page()
    try:
        page.goto(f"{server}/pl/betting.html", wait_until="load")
        block = page.locator(".americana-live[data-kind=hand]").first
        assert start(block) == "ready"
        click_and_wait(block, block.locator("button.americana-live-coach"))
        page.evaluate(
            "() => document.querySelectorAll('details').forEach(d => d.open = true)"
        )
        # An opened code cell fades in: axe measures its colours once still
        # (mid-fade they are paler, and fail the contrast rule).
        wait_still(page)
        page.add_script_tag(path=str(AXE))
        found = page.evaluate(RUN_AXE)
    finally:
        context.close()
    assert found == [], found
