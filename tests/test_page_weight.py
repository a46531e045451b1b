"""Slow connections (issue 11): what a page makes the browser wait for.

Structural checks on the built HTML of every page of every edition, no
timing (the throttled figures are benchmarks/page_load.py's, in
docs/slow-connections.md):

* in ``<head>``, no script with a ``src`` blocks the first paint: each is
  ``defer``, ``async`` or a module; inline scripts and data scripts are
  allowed;
* pages without widgets do not load the widget manager; pages with widgets
  load their widget state script (``_static/_widgets_state/<page>.js``), the
  book's widget manager (``americana-widgets.js``, no require.js) and
  a11y.js in this order, all deferred, and hold no widget state themselves;
  the state's model ids are short;
* the widget manager holds the classes the build checks the state against
  (``WIDGET_CLASSES`` of book/_ext/americana_scripts.py, ``CLASSES`` of
  tools/widget_manager/index.js), and the theme's cut Font Awesome files are
  what the pages get.

These tests build the whole book once (see conftest.built_book).
"""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from widget_state import state_texts

from americana.text.i18n import LANGUAGES

pytestmark = pytest.mark.build

WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: After the page's own state script (``<page>.js``).
MANAGER_ORDER = ("americana-widgets.js", "a11y.js")
ROOT = Path(__file__).resolve().parent.parent


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
            if s.get("src")
            and ("_widgets_js/" in s["src"] or "_widgets_state/" in s["src"])
        ]
        # The state is never in the page: a script of its own.
        assert WIDGET_STATE not in html, page.name
        if WIDGET_VIEW not in html:
            without += 1
            assert manager == [], page.name
            assert "americana-widgets" not in html and "require.js" not in html
            continue
        with_widgets += 1
        names = tuple(name for name, _ in manager)
        assert names == (page.name.replace(".html", ".js"), *MANAGER_ORDER), names
        assert "_widgets_state/" in manager[0][1]["src"], page.name
        assert all("defer" in attrs for _, attrs in manager), page.name
        texts = state_texts(page)
        assert len(texts) == 1, page.name
        # Short model ids (w0, w1 ...), in the state and in the view tags.
        assert not re.search(r"[0-9a-f]{32}", texts[0]), page.name
        ids = set(json.loads(texts[0])["state"])
        views = re.findall(r'"model_id": "([^"]+)"', html)
        assert views and set(views) <= ids, page.name
        # Font Awesome's "nest" mode is set before its deferred script runs.
        assert 'autoReplaceSvg: "nest"' in html, page.name
    assert with_widgets >= 8 and without >= 5, (with_widgets, without)


def test_widget_manager_holds_the_classes_the_build_checks():
    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    from americana_scripts import WIDGET_CLASSES

    source = (ROOT / "tools" / "widget_manager" / "index.js").read_text("utf-8")
    table = source[source.index("const CLASSES = {") :]
    table = table[: table.index("\n};")]
    found: dict[str, set[str]] = {}
    for module, body in re.findall(r'"(@jupyter-widgets/\w+)": \{(.*?)\}', table, re.S):
        found[module] = set(re.findall(r"\b([A-Z]\w+)\b(?=:|,|\n)", body))
    assert found == {k: set(v) for k, v in WIDGET_CLASSES.items()}


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
        manager = static / "_widgets_js" / "americana-widgets.js"
        text = manager.read_text(encoding="utf-8")
        # The book's own bundle: no require.js modules, no ipywidgets 7, no
        # html-manager, no Font Awesome 5 or its fonts; drawn when parsed.
        assert "requirejs" not in text and "require.config" not in text
        assert "@jupyter-widgets/base7" not in text
        assert "@jupyter-widgets/html-manager" not in text
        assert ".woff" not in text
        assert 'window.addEventListener("load"' not in text
        assert manager.stat().st_size < 700_000
        # Font Awesome: the icons the pages name, not the 2,045 of the theme.
        font_awesome = static / "scripts" / "fontawesome.js"
        assert font_awesome.stat().st_size < 200_000
        solid = static / "vendor" / "fontawesome" / "webfonts" / "fa-solid-900.woff2"
        assert 0 < solid.stat().st_size < 20_000


def test_no_source_map_is_published(built_book: Path):
    """Issue 21: the theme's 24 source maps (13.8 MB, a quarter of the site)
    were published. No ``.map`` file remains anywhere in the site, and no
    script or style sheet names one (a browser's developer tools would
    request it), the live blocks' runtime in ``_pyodide/`` included."""
    maps = sorted(str(p.relative_to(built_book)) for p in built_book.rglob("*.map"))
    assert maps == []
    named = []
    checked = 0
    for path in [
        *built_book.rglob("*.js"),
        *built_book.rglob("*.mjs"),
        *built_book.rglob("*.css"),
    ]:
        checked += 1
        if "sourceMappingURL" in path.read_text(encoding="utf-8", errors="replace"):
            named.append(str(path.relative_to(built_book)))
    assert named == []
    # The files that named a map before: each edition's theme scripts and
    # style sheets, and the runtime's pyodide.mjs, are still there.
    for lang in LANGUAGES:
        for name in (
            "scripts/bootstrap.js",
            "scripts/pydata-sphinx-theme.js",
            "styles/sphinx-book-theme.css",
        ):
            assert (built_book / lang / "_static" / name).is_file(), (lang, name)
    assert list(built_book.glob("_pyodide/*/pyodide.mjs"))
    assert checked > 40
