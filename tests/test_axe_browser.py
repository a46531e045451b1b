"""axe-core on every page of every edition, light and dark (issue 11).

axe-core (package.json's devDependencies, installed into node_modules by
``tools/setup.sh --browser``; used only here, never copied into the book) is
injected into each built page once its widgets are drawn, and ``axe.run()``
must report no violation of impact "serious" or "critical": colour contrast,
names of buttons, links and images, landmarks, list structure, ARIA use,
scrollable boxes reachable by keyboard. Each page is checked at desktop size
in light and in dark mode, and at phone size in dark mode (where wide tables
scroll in their own boxes), with every folded code cell opened (so the code's
colours are checked too) and, on a phone, every stepper at its last step.

Keyboard focus is checked by pressing Tab through the first controls of a
page with widgets, links and folded code: each focused control shows a ring
of at least 2 px whose colour has a contrast of at least 3:1 with the page
behind it (WCAG 2.4.11; a ring drawn inside a control, as in the widgets,
against the control's own face), in both modes. (Widget text of at least 14 px is
checked on every page by tests/test_layout_browser.py.)
"""

from __future__ import annotations

from pathlib import Path

import pytest
from browser_support import LUMINANCE_JS, START_TIMEOUT, wait_still
from conftest import ROOT, toc_pages
from test_layout_browser import (
    DESKTOP,
    PHONE,
    WIDGETS_DRAWN,
    last_steps,
    themed_context,
)

from americana.text.i18n import LANGUAGES

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
EXTRA_PAGES = ("index", "search")
MODES = ("light", "dark")
CASES = ((DESKTOP, "light"), (DESKTOP, "dark"), (PHONE, "dark"))
FOCUS_TABS = 40  # Tab presses: the header, the sidebar, the article's controls

# Serious and critical violations: rule, impact, and where (up to 3 nodes).
RUN_AXE = """async () => {
  const result = await axe.run(document, { resultTypes: ["violations"] });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => v.id + " (" + v.impact + "): " + v.nodes.slice(0, 3)
      .map((n) => n.target.join(" ") + " " + n.failureSummary.split("\\n")[1])
      .join(" | "));
}"""

# The focused element's outline: style, width, and its contrast against the
# first opaque background behind the element.
FOCUS_RING = (
    """() => {
  const e = document.activeElement;
  if (!e || e === document.body) return null;
"""
    + LUMINANCE_JS
    + """  let back = [255, 255, 255];
  const cs = getComputedStyle(e);
  // A ring drawn inside the element (negative offset) lies on its own face.
  const inset = parseFloat(cs.outlineOffset) < 0 ? e : e.parentElement;
  for (let p = inset; p; p = p.parentElement) {
    const c = rgb(getComputedStyle(p).backgroundColor);
    if (c.length === 3 || c[3] === 1) { back = c.slice(0, 3); break; }
  }
  const [a, b] = [lum(rgb(cs.outlineColor).slice(0, 3)), lum(back)];
  const what = e.tagName + "." + String(e.className).slice(0, 40) + " "
    + (e.getAttribute("aria-label") || e.textContent || "").trim().slice(0, 25);
  return [what, cs.outlineStyle, parseFloat(cs.outlineWidth),
          (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)];
}"""
)


def _axe_page(page, url: str, at_last_step: bool) -> list[str]:
    """Open ``url``, wait for its widgets, run axe: the serious/critical list."""
    page.goto(url, wait_until="load")
    page.wait_for_function(WIDGETS_DRAWN, timeout=START_TIMEOUT)
    page.wait_for_load_state("networkidle", timeout=START_TIMEOUT)
    # The sidebar's offline control shows once the edition's service worker
    # is ready (americana-offline.js): axe checks it as a reader sees it.
    page.wait_for_function(
        """() => { const box = document.getElementById('americana-offline');
                   return !box || !box.hidden; }""",
        timeout=START_TIMEOUT,
    )
    page.evaluate(
        "() => document.querySelectorAll('details').forEach(d => d.open = true)"
    )
    if at_last_step:
        last_steps(page)
    wait_still(page)
    page.add_script_tag(path=str(AXE))
    return page.evaluate(RUN_AXE)


def test_axe_core_is_pinned_and_only_for_the_tests(built_book: Path):
    """axe-core comes from package.json's devDependencies and is never served."""
    import json

    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    pinned = package["devDependencies"]["axe-core"]
    assert pinned[0].isdigit(), "axe-core must be pinned to one exact version"
    installed = json.loads((AXE.parent / "package.json").read_text(encoding="utf-8"))
    assert installed["version"] == pinned
    served = [p for p in built_book.rglob("*") if "axe" in p.name.lower()]
    assert served == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_axe_finds_nothing_serious_on_any_page(browser, server, lang):
    problems: dict[str, list[str]] = {}
    for size, mode in CASES:
        context = themed_context(browser, server, lang, size, mode)
        try:
            for name in (*toc_pages(), *EXTRA_PAGES):
                page = context.new_page()
                url = f"{server}/{lang}/{name}.html"
                found = _axe_page(page, url, at_last_step=size == PHONE)
                theme = page.evaluate("document.documentElement.dataset.theme")
                page.close()
                assert theme == mode
                if found:
                    problems[f"{size[0]} px {mode} {name}"] = found
        finally:
            context.close()
    assert problems == {}


@pytest.mark.parametrize("mode", MODES)
def test_keyboard_focus_ring_is_2px_and_3_to_1_everywhere(browser, server, mode):
    context = themed_context(browser, server, "en", DESKTOP, mode)
    page = context.new_page()
    rings = []
    try:
        page.goto(f"{server}/en/side_pots.html", wait_until="load")
        page.wait_for_function(WIDGETS_DRAWN, timeout=START_TIMEOUT)
        # Start in the article, so Tab reaches its code toggles and widgets.
        page.locator("article h1").first.evaluate(
            "h => { h.tabIndex = -1; h.focus(); }"
        )
        for _ in range(FOCUS_TABS):
            page.keyboard.press("Tab")
            ring = page.evaluate(FOCUS_RING)
            if ring:
                rings.append(ring)
    finally:
        context.close()
    kinds = {what.split(".")[0] for what, *_ in rings}
    assert {"A", "BUTTON"} <= kinds, kinds  # links and widget buttons were reached
    weak = [r for r in rings if r[1] == "none" or r[2] < 2 or r[3] < 3]
    assert weak == []


@pytest.mark.parametrize("mode", MODES)
def test_axe_finds_nothing_serious_on_the_root_page(browser, server, mode):
    """The landing page above the editions follows the browser's colour scheme."""
    problems = {}
    for size in (DESKTOP, PHONE):
        context = browser.new_context(
            viewport={"width": size[0], "height": size[1]}, color_scheme=mode
        )
        try:
            page = context.new_page()
            page.goto(f"{server}/index.html", wait_until="load")
            page.add_script_tag(path=str(AXE))
            found = page.evaluate(RUN_AXE)
            if found:
                problems[size[0]] = found
        finally:
            context.close()
    assert problems == {}
