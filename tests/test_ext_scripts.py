"""book/_ext/americana_scripts.py on a test root (tests/roots/test-scripts/).

Two pages in sphinx-book-theme rendered through the book's own templates
(book/_templates/americana-deferred.html): every script deferred or inline,
``documentation_options.js`` written into the page, ``basic.css`` linked
instead of ``theme.css``, no script preloads, the search tools on the search
page only, sphinx-design's files on the page with a component only; after
the build, Font Awesome and sphinx-design's style sheet cut down to what the
pages use. The widget state's functions are checked on literal inputs.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

pytest_plugins = "sphinx.testing.fixtures"

TESTS = Path(__file__).resolve().parent
BOOK = TESTS.parent / "book"
sys.path.insert(0, str(BOOK / "_ext"))

from americana_scripts import (  # noqa: E402
    head_filter,
    missing_widget_classes,
    short_model_ids,
)

#: The book's templates, as book/_config.yml names them (templates_path).
BOOK_TEMPLATES = {"templates_path": [str(BOOK / "_templates")]}


@pytest.fixture(scope="session")
def rootdir() -> Path:
    return TESTS / "roots"


def head(app, page: str) -> str:
    app.build()
    assert app.warning.getvalue() == ""
    html = (app.outdir / f"{page}.html").read_text(encoding="utf-8")
    return html[: html.index("</head>")]


def script_sources(html: str) -> list[str]:
    return re.findall(r'<script\b[^>]*\bsrc="([^"?]*)', html)


@pytest.mark.sphinx("html", testroot="scripts", confoverrides=BOOK_TEMPLATES)
def test_every_script_file_is_deferred(app):
    html = head(app, "index")
    tags = re.findall(r"<script\b[^>]*\bsrc=[^>]*>", html)
    assert tags
    assert [t for t in tags if " defer" not in t] == []
    assert '<script defer="defer" src="_static/doctools.js' in html
    assert '<script defer src="_static/scripts/fontawesome.js' in html
    assert '<link rel="preload" as="script"' not in html


@pytest.mark.sphinx("html", testroot="scripts", confoverrides=BOOK_TEMPLATES)
def test_documentation_options_are_written_into_the_page(app):
    html = head(app, "index")
    assert "documentation_options.js" not in html
    assert "<script>const DOCUMENTATION_OPTIONS = {" in html
    # ... before the theme's inline line that needs it.
    assert html.index("const DOCUMENTATION_OPTIONS") < html.index(
        "DOCUMENTATION_OPTIONS.pagename = 'index';"
    )


@pytest.mark.sphinx("html", testroot="scripts", confoverrides=BOOK_TEMPLATES)
def test_basic_css_is_linked_instead_of_theme_css(app):
    html = head(app, "index")
    assert '<link href="_static/basic.css" rel="stylesheet" />' in html
    assert "styles/theme.css" not in html


@pytest.mark.sphinx("html", testroot="scripts", confoverrides=BOOK_TEMPLATES)
def test_search_tools_on_the_search_page_only(app):
    tools = {"_static/searchtools.js", "_static/language_data.js", "searchindex.js"}
    assert tools <= set(script_sources(head(app, "search")))
    assert tools.isdisjoint(script_sources(head(app, "index")))


@pytest.mark.sphinx("html", testroot="scripts", confoverrides=BOOK_TEMPLATES)
def test_sphinx_design_files_on_pages_with_a_component_only(app):
    design = head(app, "design")
    assert 'href="_static/sphinx-design.min.css' in design
    assert "_static/design-tabs.js" in script_sources(design)
    plain = head(app, "index")
    assert "sphinx-design.min.css" not in plain
    assert "design-tabs.js" not in plain


@pytest.mark.sphinx("html", testroot="scripts", confoverrides=BOOK_TEMPLATES)
def test_font_awesome_and_sphinx_design_keep_what_the_pages_use(app):
    app.build()
    static = app.outdir / "_static"
    script = (static / "scripts" / "fontawesome.js").read_text(encoding="utf-8")
    # The theme's search button; the Font Awesome logo is on no page.
    assert '"magnifying-glass":[' in script
    assert "font-awesome:[" not in script and '"font-awesome":[' not in script
    assert len(script) < 200_000  # the theme's is 1.49 MB
    css = (static / "sphinx-design.min.css").read_text(encoding="utf-8")
    assert ".sd-dropdown" in css
    assert ".sd-tab-set" not in css


def test_head_filter_defers_script_files_and_drops_preloads():
    block = (
        '<link rel="preload" as="script" href="_static/a.js" />\n'
        '<script src="_static/a.js"></script>\n'
        '<script async src="_static/b.js"></script>\n'
        '<script type="module" src="_static/c.js"></script>\n'
        "<script>inline()</script>\n"
        '<link href="_static/styles/theme.css?digest=1" rel="stylesheet" />\n'
        '<script src="_static/searchtools.js"></script>\n'
    )
    assert head_filter(block, keep_search=False) == (
        '<script defer src="_static/a.js"></script>\n'
        '<script async src="_static/b.js"></script>\n'
        '<script type="module" src="_static/c.js"></script>\n'
        "<script>inline()</script>\n"
        '<link href="_static/basic.css" rel="stylesheet" />\n'
    )
    assert '<script defer src="_static/searchtools.js"></script>' in head_filter(block)


def test_widget_model_ids_become_short():
    first, second = "a" * 32, "b" * 32
    state = json.dumps(
        {"state": {first: {"c": f"IPY_MODEL_{second}"}, second: {}}}, sort_keys=True
    )
    body = f'<script type="application/vnd.jupyter.widget-view+json">"{second}"'
    new_state, new_body = short_model_ids(state, body)
    assert json.loads(new_state) == {"state": {"w0": {"c": "IPY_MODEL_w1"}, "w1": {}}}
    assert new_body == ('<script type="application/vnd.jupyter.widget-view+json">"w1"')


def test_widget_classes_the_manager_lacks_are_named():
    def model(module: str, name: str, version: str = "2.0.0") -> dict:
        return {
            "model_module": module,
            "model_module_version": version,
            "model_name": name,
            "state": {},
        }

    state = {
        "state": {
            "1": model("@jupyter-widgets/controls", "HTMLModel"),
            "2": model("@jupyter-widgets/controls", "ButtonModel"),
            "3": model("@jupyter-widgets/controls", "HBoxModel", "1.5.0"),
        }
    }
    assert missing_widget_classes(json.dumps(state)) == {
        "@jupyter-widgets/controls@2.0.0:ButtonModel",
        "@jupyter-widgets/controls@1.5.0:HBoxModel",
    }
