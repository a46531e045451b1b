"""Layout in Chromium: desktop and phone, light and dark (issue 11).

Every page of every edition is checked at 1366x900 and 390x844, light and
dark (16 cases, one browser, one page reused per case: 14-26 s a case, about
5 minutes in all, measured on a busy 2-core machine, after the session's
build of the book).
On every page: nothing scrolls sideways, the language links are in view and
uncovered; on pages with widgets: each stepper keeps a slider track of at
least 120 px, its step menu and every table cell (at the last step, the
widest) inside the screen, and widget text of at least 14 px with a
contrast of at least 4.5:1.
"""

from __future__ import annotations

import pytest
from browser_support import LUMINANCE_JS, START_TIMEOUT, STEP_TIMEOUT, wait_still
from conftest import toc_pages

from americana.text.i18n import LANGUAGES

pytestmark = pytest.mark.browser

DESKTOP = (1366, 900)
PHONE = (390, 844)
CASES = [
    (lang, size, mode)
    for lang in LANGUAGES
    for size in (DESKTOP, PHONE)
    for mode in ("light", "dark")
]

# Waits until the widget manager (americana-widgets.js) has drawn every widget.
WIDGETS_DRAWN = """() => document.querySelectorAll(
  'script[type="application/vnd.jupyter.widget-view+json"]').length
  <= document.querySelectorAll('.widget-subarea').length"""

OVERFLOW = """() => {
  const doc = document.documentElement;
  if (doc.scrollWidth <= doc.clientWidth) return [];
  const out = [];
  for (const e of document.querySelectorAll('.bd-main *')) {
    const r = e.getBoundingClientRect();
    if (r.width && r.right > doc.clientWidth + 1) out.push(
      e.tagName + '.' + e.className + ' right=' + Math.round(r.right));
  }
  return out.slice(0, 5);
}"""

SWITCHER = """() => {
  const nav = document.querySelector('.americana-languages');
  if (!nav) return ['no switcher'];
  const out = [];
  for (const e of nav.querySelectorAll('a, strong')) {
    const r = e.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.right > innerWidth || r.bottom > innerHeight)
      out.push(e.textContent + ' outside the screen');
    for (const [x, y] of [[r.left + 2, r.top + 2], [r.right - 2, r.bottom - 2],
                          [(r.left + r.right) / 2, (r.top + r.bottom) / 2]]) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === e || e.contains(hit)))
        out.push(e.textContent + ' covered by ' + (hit && hit.className));
    }
  }
  return out;
}"""

STEPPERS = """() => {
  const out = [];
  for (const s of document.querySelectorAll('.americana-stepper')) {
    const track = s.querySelector('.slider-container');
    const w = track ? track.getBoundingClientRect().width : 0;
    if (w < 120) out.push('slider track ' + Math.round(w) + ' px');
    for (const e of s.querySelectorAll('select, .widget-html-content td, '
                                       + '.widget-html-content th')) {
      const r = e.getBoundingClientRect();
      if (!r.width) continue;  // a hidden page of the stack
      if (r.left < 0 || r.right > document.documentElement.clientWidth + 0.5)
        out.push(e.tagName + ' "' + e.textContent.slice(0, 30) + '" at '
                 + Math.round(r.left) + '..' + Math.round(r.right));
    }
  }
  return out;
}"""

# Every visible text of a widget (or of the elements ``where`` selects): its
# size, and its contrast against the first opaque background behind it.
WIDGET_TEXT = (
    """(where) => {
"""
    + LUMINANCE_JS
    + """  const back = (e) => {
    for (; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const striped = e.matches('.americana-face-down > [role=img]');
      if (striped && cs.backgroundImage !== 'none')
        return [227, 236, 245];  // the darker stripe
      const c = rgb(cs.backgroundColor);
      if (c.length === 3 || c[3] === 1) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const out = [];
  for (const sub of document.querySelectorAll(where || '.widget-subarea')) {
    const walker = document.createTreeWalker(sub, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const e = n.parentElement;
      if (!n.textContent.trim() || e.closest('option, [hidden]')) continue;
      const r = e.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      const cs = getComputedStyle(e);
      const size = parseFloat(cs.fontSize);
      const fg = rgb(cs.color);
      const [a, b] = [lum(fg.slice(0, 3)), lum(back(e))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const what = '"' + n.textContent.trim().slice(0, 25) + '"';
      if (size < 14) out.push(what + ' ' + size + ' px');
      if (ratio < 4.5) out.push(what + ' contrast ' + ratio.toFixed(2));
    }
  }
  return [...new Set(out)].slice(0, 8);
}"""
)


def themed_context(browser, server, lang, size, mode):
    context = browser.new_context(
        viewport={"width": size[0], "height": size[1]}, color_scheme=mode
    )
    # pydata-sphinx-theme reads localStorage "mode" (light, dark or auto)
    # and sets <html data-theme>.
    context.add_init_script(f"localStorage.setItem('mode', '{mode}')")
    return context


def last_steps(page) -> None:
    """Move every stepper to its last step (the most cards and pots), and wait
    until each shows it: its Stack draws the page asynchronously, and each page
    carries its step as ``data-step``."""
    for select in page.locator(".americana-stepper select").all():
        last = select.locator("option").count() - 1
        select.select_option(index=last)
    page.wait_for_function(
        """() => Array.from(document.querySelectorAll('.americana-stepper'))
             .every((s) => {
               const n = s.querySelectorAll('select option').length;
               const shown = s.querySelector('[data-step]');
               return shown && Number(shown.dataset.step) === n - 1;
             })""",
        timeout=STEP_TIMEOUT,
    )


@pytest.mark.parametrize(
    ("lang", "size", "mode"),
    CASES,
    ids=[f"{lang}-{size[0]}-{mode}" for lang, size, mode in CASES],
)
def test_pages_fit_the_screen(browser, server, lang, size, mode):
    context = themed_context(browser, server, lang, size, mode)
    page = context.new_page()
    problems = {}
    try:
        for name in toc_pages():
            page.goto(f"{server}/{lang}/{name}.html", wait_until="load")
            page.wait_for_function(WIDGETS_DRAWN, timeout=START_TIMEOUT)
            assert page.evaluate("document.documentElement.dataset.theme") == mode
            found = [
                *page.evaluate(OVERFLOW),
                *page.evaluate(SWITCHER),
                *page.evaluate(WIDGET_TEXT),
            ]
            if page.locator(".americana-stepper").count():
                last_steps(page)
                wait_still(page)
                found += page.evaluate(STEPPERS) + page.evaluate(OVERFLOW)
                found += page.evaluate(WIDGET_TEXT)
            if found:
                problems[name] = found
    finally:
        context.close()
    assert not problems, problems


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_keyboard_focus_is_a_clear_ring(browser, server, mode):
    context = themed_context(browser, server, "en", PHONE, mode)
    page = context.new_page()
    try:
        page.goto(f"{server}/en/side_pots.html", wait_until="load")
        page.wait_for_function(WIDGETS_DRAWN, timeout=START_TIMEOUT)
        page.locator(".americana-stepper button").first.focus()
        page.keyboard.press("Tab")  # keyboard focus, so :focus-visible applies
        page.keyboard.press("Shift+Tab")
        ring = page.evaluate(
            """() => { const cs = getComputedStyle(document.activeElement);
              return [cs.outlineStyle, parseFloat(cs.outlineWidth), cs.outlineColor,
                      document.activeElement.tagName]; }"""
        )
    finally:
        context.close()
    style, width, colour, tag = ring
    assert tag == "BUTTON" and style == "solid" and width >= 2, ring
    # #0a58ca on white is 6.6:1; #8ab4f8 on the dark surface is above 7:1.
    assert colour == ("rgb(10, 88, 202)" if mode == "light" else "rgb(138, 180, 248)")


# A live block's cards: each face-down back against each face-up face, and
# the outline of a card only the reader sees against the page.
CARD_FACES = """(block) => {
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number).slice(0, 3);
  const lum = ([r, g, b]) => {
    const f = (v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (x, y) => {
    const [a, b] = [lum(x), lum(y)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  };
  const cards = [...block.querySelectorAll('.americana-live-table [role=img]')];
  const backs = cards.filter((c) => c.textContent.trim() === '?');
  // A face the reader sees: face up, or a hole card shown to the reader.
  const faces = cards.filter((c) => c.textContent.trim() !== '?');
  const page = rgb(getComputedStyle(document.body).backgroundColor);
  const out = [];
  if (!faces.length) out.push('no face-up card');
  for (const back of backs.slice(0, 1)) for (const face of faces.slice(0, 1)) {
    const r = ratio(rgb(getComputedStyle(back).backgroundColor),
                    rgb(getComputedStyle(face).backgroundColor));
    if (r < 3) out.push('back against face ' + r.toFixed(2));
  }
  for (const hidden of block.querySelectorAll('.americana-face-down')) {
    const cs = getComputedStyle(hidden);
    const r = ratio(rgb(cs.outlineColor), page);
    if (cs.outlineStyle !== 'dashed' || r < 3)
      out.push('reader-only card outline ' + cs.outlineStyle + ' ' + r.toFixed(2));
  }
  return out;
}"""

#: Pages whose live blocks are started in dark mode, and at which size: a
#: stud hand and a drill on a phone, a draw hand and the ranking explorer on
#: a desktop (each page loads the runtime once: about a minute here).
LIVE_CASES = [("betting", PHONE), ("five_card_draw", DESKTOP), ("rankings", DESKTOP)]


@pytest.mark.parametrize(
    ("name", "size"), LIVE_CASES, ids=[f"{n}-{s[0]}" for n, s in LIVE_CASES]
)
def test_live_blocks_in_dark_mode(browser, server, name, size):
    """Started live blocks follow the dark theme: text at least 4.5:1, a card
    back told apart from a face-up card (at least 3:1), the reader's own hole
    card outlined at least 3:1 against the page."""
    from live_support import wait_settled

    context = themed_context(browser, server, "en", size, "dark")
    page = context.new_page()
    found = []
    try:
        page.goto(f"{server}/en/{name}.html", wait_until="load")
        assert page.evaluate("document.documentElement.dataset.theme") == "dark"
        for block in page.locator(".americana-live").all():
            block.locator("button.americana-live-start").click()
            wait_settled(block, timeout=START_TIMEOUT)
            if block.get_attribute("data-kind") in ("hand", "drill"):
                found += page.evaluate(
                    CARD_FACES, block.element_handle(timeout=STEP_TIMEOUT)
                )
        found += page.evaluate(WIDGET_TEXT, ".americana-live")
    finally:
        context.close()
    assert not found, found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_exercises_draw_cards_as_chips(browser, server, lang):
    """The exercises' cards are the engine's card chips, named in the page's
    language (book/_ext/americana_cards.py), in the prose and in tables."""
    from americana.cards import parse_cards
    from americana.text.names import card_name

    context = themed_context(browser, server, lang, PHONE, "dark")
    page = context.new_page()
    try:
        page.goto(f"{server}/{lang}/exercises.html", wait_until="load")
        chips = page.locator("article [role=img]")
        labels = chips.evaluate_all(
            "(cs) => cs.map((c) => c.getAttribute('aria-label'))"
        )
        texts = chips.all_text_contents()
        in_table = page.locator("article table [role=img]").count()
        plain = page.evaluate(
            """() => {
              const re = /(^|[^\\w♣♦♥♠])(10|[2-9JQKA])[♣♦♥♠](?![\\w♣♦♥♠])/;
              const w = document.createTreeWalker(
                document.querySelector('article'), NodeFilter.SHOW_TEXT);
              const out = [];
              for (let n = w.nextNode(); n; n = w.nextNode())
                if (re.test(n.textContent) && !n.parentElement.closest(
                    '[role=img], code, pre, h1, h2, h3')) out.push(n.textContent);
              return out.slice(0, 5);
            }"""
        )
    finally:
        context.close()
    assert len(texts) >= 40 and in_table >= 4, (len(texts), in_table)
    assert plain == [], plain
    king = parse_cards("KD")[0]
    assert card_name(king, lang) in labels
    for text, label in zip(texts, labels, strict=True):
        assert label == card_name(parse_cards(text.strip())[0], lang)


ROOT_CASES = [
    (size, mode, locale)
    for size in (DESKTOP, PHONE)
    for mode in ("light", "dark")
    for locale in ("ru-RU", "de-DE")
]


@pytest.mark.parametrize(
    ("size", "mode", "locale"),
    ROOT_CASES,
    ids=[f"{s[0]}-{m}-{loc}" for s, m, loc in ROOT_CASES],
)
def test_root_page_is_a_landing_page(browser, server, size, mode, locale):
    """_build/html/index.html: the title, one line per edition in its own
    language, the edition of the browser's languages suggested (none for a
    language the book lacks), no redirect, nothing from another host; fits
    the screen, text at least 4.5:1 in light and dark mode."""
    from browser_support import watch

    context = browser.new_context(
        viewport={"width": size[0], "height": size[1]},
        color_scheme=mode,
        locale=locale,
    )
    page = context.new_page()
    outside, errors = watch(page)
    documents = []  # every page the tab asks for: a redirect would add one
    page.on(
        "request",
        lambda r: documents.append(r.url) if r.resource_type == "document" else None,
    )
    try:
        page.goto(f"{server}/", wait_until="load")
        # The chooser's script is inline, so it has run by "load"; a redirect
        # would be a refresh header or tag, or a navigation already asked for.
        refresh = page.locator('meta[http-equiv="refresh" i]').count()
        url = page.url
        h1 = page.locator("h1").text_content()
        lines = page.locator("nav li a").evaluate_all(
            """(as) => as.map((a) => [a.lang, a.getAttribute('href'),
                 a.querySelector('.edition').textContent])"""
        )
        suggested = page.evaluate(
            """() => { const p = document.getElementById('suggested');
                 return p.hidden ? null : [p.lang, p.textContent,
                   p.querySelector('a').getAttribute('href')]; }"""
        )
        overflow = page.evaluate(
            "(d => d.scrollWidth > d.clientWidth)(document.documentElement)"
        )
        low = page.evaluate(WIDGET_TEXT, "main")
        background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    finally:
        context.close()
    assert url == f"{server}/" and h1 == "Americana"
    assert refresh == 0 and documents == [f"{server}/"], documents
    assert lines == [
        ["en", "en/intro.html", "English"],
        ["pl", "pl/intro.html", "Polski"],
        ["ru", "ru/intro.html", "Русский"],
        ["es", "es/intro.html", "Español"],
    ]
    if locale == "ru-RU":
        assert suggested == [
            "ru",
            "С учётом языковых настроек браузера предлагаем: Русский",
            "ru/intro.html",
        ]
    else:
        assert suggested is None
    assert not overflow
    assert low == [], low
    assert background == ("rgb(20, 24, 30)" if mode == "dark" else "rgb(255, 255, 255)")
    assert outside == [] and errors == [], (outside, errors)


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_book_pages_follow_the_system_colour_scheme(browser, server, mode):
    """Issue 21: with no choice stored, an edition's page is light or dark as
    the reader's system is (``default_mode: auto``), as the root page is; the
    theme's colour-mode button stays and still switches the page."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, color_scheme=mode
    )
    try:
        page = context.new_page()
        page.goto(f"{server}/pl/rankings.html", wait_until="load")
        theme = "document.documentElement.dataset.theme"
        page.wait_for_function(f"{theme} === '{mode}'", timeout=STEP_TIMEOUT)
        background = page.evaluate("getComputedStyle(document.body).backgroundColor")
        assert background == (
            "rgb(18, 18, 18)" if mode == "dark" else "rgb(255, 255, 255)"
        )
        # The button goes light -> dark -> auto (pydata-sphinx-theme's cycle):
        # from the system's mode, one press shows the other one.
        button = page.locator("button.theme-switch-button").first
        other = "light" if mode == "dark" else "dark"
        for _ in range(3):
            if page.evaluate(theme) == other:
                break
            button.click()
        assert page.evaluate(theme) == other
    finally:
        context.close()


def test_dark_output_tables_are_on_the_pages_background(browser, server):
    """Dark mode is the default for many phones (issue 21): the book's own
    HTML outputs (the side-pot chapter's table of pots) sit on the page's
    dark background in light text, not on the theme's light panel meant for
    outputs written for a white page; a chart keeps its white frame."""
    context = themed_context(browser, server, "pl", PHONE, "dark")
    try:
        page = context.new_page()
        page.goto(f"{server}/pl/side_pots.html", wait_until="load")
        page.wait_for_function(
            "document.documentElement.dataset.theme === 'dark'", timeout=STEP_TIMEOUT
        )
        colours = page.evaluate(
            f"""() => {{
{LUMINANCE_JS}
  const output = document.querySelector('.cell_output .text_html');
  const cell = output.querySelector('td');
  return {{
    panel: getComputedStyle(output).backgroundColor,
    text: lum(rgb(getComputedStyle(cell).color)),
  }};
}}"""
        )
        assert colours["panel"] == "rgba(0, 0, 0, 0)"
        assert colours["text"] > 0.5  # light text on the dark page
    finally:
        context.close()


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_menu_button_opens_and_closes_the_chapters(browser, server, size):
    """The article header's ☰, the only menu button a reader sees: on a phone
    it opens the chapters (with the offline control and the downloads at their
    foot), on a wide screen it hides and shows the sidebar. The theme's
    scripts bind the page's first such button; a hidden top bar's came first."""
    context = themed_context(browser, server, "pl", size, "light")
    try:
        page = context.new_page()
        page.goto(f"{server}/pl/intro.html", wait_until="load")
        button = page.locator(".bd-header-article .primary-toggle")
        assert page.locator(".primary-toggle").count() == 1
        button.click()
        if size == PHONE:
            dialog = page.locator("#pst-primary-sidebar-modal")
            page.wait_for_function(
                "document.querySelector('#pst-primary-sidebar-modal').open",
                timeout=STEP_TIMEOUT,
            )
            assert dialog.get_by_role("link", name="Talia i karty").is_visible()
            downloads = dialog.locator(".americana-downloads")
            if downloads.count():  # a build with the PDF and EPUB
                downloads.scroll_into_view_if_needed()
                assert downloads.is_visible()
            page.keyboard.press("Escape")
            page.wait_for_function(
                "!document.querySelector('#pst-primary-sidebar-modal').open",
                timeout=STEP_TIMEOUT,
            )
        else:
            sidebar = page.locator("#pst-primary-sidebar")
            page.wait_for_function(
                "document.querySelector('#pst-primary-sidebar')"
                ".classList.contains('pst-sidebar-hidden')",
                timeout=STEP_TIMEOUT,
            )
            button.click()
            page.wait_for_function(
                "!document.querySelector('#pst-primary-sidebar')"
                ".classList.contains('pst-sidebar-hidden')",
                timeout=STEP_TIMEOUT,
            )
            assert sidebar.get_by_role("link", name="Talia i karty").is_visible()
    finally:
        context.close()
