"""Slow connections (issue 11): what a page makes the browser wait for.

Structural checks on the built HTML of every page of every edition, no
timing (the throttled figures are benchmarks/page_load.py's, in the README):

* in ``<head>``, no script with a ``src`` blocks the first paint: each is
  ``defer``, ``async`` or a module; inline scripts and data scripts (widget
  state JSON) are allowed;
* pages without widget state do not load the widget manager (require.js,
  embed-amd.js); pages with it load require.js, require-config.js,
  embed-amd.js and a11y.js in this order, all deferred;
* the trimmed widget manager and the theme's cut Font Awesome files are what
  the pages get.

These tests build the whole book once (see conftest.built_book).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from americana.text.i18n import LANGUAGES

pytestmark = pytest.mark.build

WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
MANAGER_ORDER = ("require.js", "require-config.js", "embed-amd.js", "a11y.js")


class _Head(HTMLParser):
    """The ``<script>`` tags of ``<head>`` (attributes) and of the whole page."""

    def __init__(self) -> None:
        super().__init__()
        self.in_head = True
        self.head: list[dict[str, str | None]] = []
        self.scripts: list[dict[str, str | None]] = []
        self.stylesheets: list[str] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "body":
            self.in_head = False
        elif tag == "script":
            self.scripts.append(attributes)
            if self.in_head:
                self.head.append(attributes)
        elif tag == "link" and attributes.get("rel") == "stylesheet":
            self.stylesheets.append(attributes.get("href") or "")

    def handle_endtag(self, tag):
        if tag == "head":
            self.in_head = False


def _pages(built_book: Path, lang: str) -> list[Path]:
    pages = sorted((built_book / lang).glob("*.html"))
    # index.html is a redirect to the first chapter (no script at all).
    return [p for p in pages if p.name != "index.html"]


def _parse(page: Path) -> _Head:
    parser = _Head()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


def _is_data(attributes: dict[str, str | None]) -> bool:
    kind = attributes.get("type") or ""
    return bool(re.search(r"json", kind))


def _name(src: str) -> str:
    return src.split("?")[0].rsplit("/", 1)[-1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_script_in_head_blocks_the_first_paint(built_book: Path, lang: str):
    checked = 0
    for page in _pages(built_book, lang):
        blocking = [
            s["src"]
            for s in _parse(page).head
            if s.get("src")
            and not _is_data(s)
            and "defer" not in s
            and "async" not in s
            and s.get("type") != "module"
        ]
        assert blocking == [], (page.name, blocking)
        checked += 1
    assert checked >= 15


@pytest.mark.parametrize("lang", LANGUAGES)
def test_widget_manager_only_on_widget_pages_deferred_in_order(
    built_book: Path, lang: str
):
    with_widgets = without = 0
    for page in _pages(built_book, lang):
        parsed = _parse(page)
        html = page.read_text(encoding="utf-8")
        manager = [
            (_name(s["src"]), s)
            for s in parsed.scripts
            if s.get("src") and "_widgets_js/" in s["src"]
        ]
        if WIDGET_STATE not in html:
            without += 1
            assert manager == [], page.name
            assert "embed-amd" not in html and "require.js" not in html, page.name
            continue
        with_widgets += 1
        assert tuple(name for name, _ in manager) == MANAGER_ORDER, page.name
        assert all("defer" in attrs for _, attrs in manager), page.name
        embed = dict(manager)["embed-amd.js"]["src"]
        assert "_widgets_js/trimmed/embed-amd.js" in embed, page.name
        # Font Awesome's "nest" mode is set before its deferred script runs.
        assert 'autoReplaceSvg: "nest"' in html, page.name
    assert with_widgets >= 8 and without >= 5, (with_widgets, without)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_search_tools_only_on_the_search_page(built_book: Path, lang: str):
    for page in _pages(built_book, lang):
        names = {_name(s["src"]) for s in _parse(page).scripts if s.get("src")}
        tools = {"searchtools.js", "language_data.js", "searchindex.js"}
        if page.name == "search.html":
            assert tools <= names
        else:
            assert not tools & names, page.name


def test_lighter_files_are_served(built_book: Path):
    for lang in LANGUAGES:
        static = built_book / lang / "_static"
        trimmed = static / "_widgets_js" / "trimmed" / "embed-amd.js"
        vendored = static / "_widgets_js" / "embed-amd.js"
        text = trimmed.read_text(encoding="utf-8")
        # No ipywidgets 7 modules, no style source maps; drawn when parsed.
        assert 'define("@jupyter-widgets/base7"' not in text
        assert 'define("@jupyter-widgets/controls7"' not in text
        assert "{version:3,sources:[" not in text
        assert 'window.addEventListener("load"' not in text
        assert trimmed.stat().st_size < 0.6 * vendored.stat().st_size
        # Font Awesome: the icons the pages name, not the 2,045 of the theme.
        font_awesome = static / "scripts" / "fontawesome.js"
        assert font_awesome.stat().st_size < 200_000
        solid = static / "vendor" / "fontawesome" / "webfonts" / "fa-solid-900.woff2"
        assert 0 < solid.stat().st_size < 20_000
