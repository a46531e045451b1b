"""book/_ext/americana_book.py on a test root (tests/roots/test-book/).

A MyST notebook page (not executed) with a code cell and a figure. Checked:
every code cell's input folded behind "Show code" in the page's language,
with no English ``aria-label``; a figure's caption as its image's alt text;
the language switcher's links and the search field's words (written out by
the root's ``_templates/layout.html``); ``AMERICANA_LANG`` for the kernels;
an edition the book does not have refused.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from sphinx.errors import ExtensionError

from americana.text.i18n import LANGUAGES

pytest_plugins = "sphinx.testing.fixtures"

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS.parent / "book" / "_ext"))

#: What tools/build_book.py sets for the Polish edition.
POLISH = {
    "language": "pl",
    "americana_editions": list(LANGUAGES),
    "nb_code_prompt_show": "Pokaż kod",
    "nb_code_prompt_hide": "Ukryj kod",
}


@pytest.fixture(scope="session")
def rootdir() -> Path:
    return TESTS / "roots"


@pytest.fixture(autouse=True)
def _language_kept():
    """The extension sets AMERICANA_LANG for the kernels; other tests read it."""
    before = os.environ.get("AMERICANA_LANG")
    yield
    if before is None:
        os.environ.pop("AMERICANA_LANG", None)
    else:
        os.environ["AMERICANA_LANG"] = before


def built(app, page: str = "index") -> str:
    app.build()
    assert app.warning.getvalue() == ""
    return (app.outdir / f"{page}.html").read_text(encoding="utf-8")


@pytest.mark.sphinx("html", testroot="book")
def test_code_input_is_folded_behind_a_toggle(app):
    html = built(app)
    assert (
        '<div class="cell tag_hide-input docutils container">\n'
        '<details class="admonition hide above-input">\n'
        "<summary>\n"
        '<p class="collapsed admonition-title">Show code</p>\n'
        '<p class="expanded admonition-title">Hide code</p>\n'
        "</summary>\n"
        '<div class="cell_input docutils container">'
    ) in html
    # myst-nb's English name of the toggle is left out.
    assert "Toggle hidden content" not in html
    # A cell whose input is removed has nothing to fold.
    assert html.count("<details") == 1
    assert '<div class="cell tag_remove-input docutils container">\n</div>' in html


@pytest.mark.sphinx("html", testroot="book")
def test_a_figure_caption_is_its_image_alt_text(app):
    html = built(app)
    assert '<img alt="A chart of one dot." src="_images/dot.svg" />' in html


@pytest.mark.sphinx("html", testroot="book")
def test_a_single_edition_has_no_language_switcher(app):
    html = built(app)
    assert '<ul id="americana-languages">\n</ul>' in html
    assert '<p id="americana-search">Search…</p>' in html
    assert os.environ["AMERICANA_LANG"] == "en"


@pytest.mark.sphinx("html", testroot="book", srcdir="book-pl", confoverrides=POLISH)
def test_the_polish_edition(app):
    html = built(app)
    assert '<p class="collapsed admonition-title">Pokaż kod</p>' in html
    assert '<p class="expanded admonition-title">Ukryj kod</p>' in html
    assert (
        '<ul id="americana-languages">\n'
        "<li>en English ../en/index.html False</li>\n"
        "<li>pl Polski ../pl/index.html True</li>\n"
        "<li>ru Русский ../ru/index.html False</li>\n"
        "<li>es Español ../es/index.html False</li>\n"
        "</ul>"
    ) in html
    assert "<li>ru Русский ../ru/second.html False</li>" in built(app, "second")
    assert '<p id="americana-search">Szukaj…</p>' in html
    assert os.environ["AMERICANA_LANG"] == "pl"


@pytest.mark.sphinx("html", testroot="book", srcdir="book-de")
def test_an_edition_the_book_does_not_have_is_refused(make_app, app_params):
    args, kwargs = app_params
    with pytest.raises(ExtensionError, match="the book has no 'de' edition"):
        make_app(*args, confoverrides={"language": "de"}, **kwargs)
