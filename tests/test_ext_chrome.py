"""book/_ext/americana_chrome.py on a test root (tests/roots/test-chrome/).

A page in sphinx-book-theme: the root's ``booktheme.po`` corrects the theme's
Spanish "Descarga esta pagina"; every other message stays the theme's own,
and a language without a correction keeps the theme's catalog.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest_plugins = "sphinx.testing.fixtures"

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS.parent / "book" / "_ext"))


@pytest.fixture(scope="session")
def rootdir() -> Path:
    return TESTS / "roots"


def built(app) -> str:
    app.build()
    assert app.warning.getvalue() == ""
    return (app.outdir / "index.html").read_text(encoding="utf-8")


@pytest.mark.sphinx(
    "html", testroot="chrome", srcdir="chrome-es", confoverrides={"language": "es"}
)
def test_the_books_correction_comes_before_the_themes_catalog(app):
    html = built(app)
    assert 'aria-label="Descargar esta página"' in html
    assert "Descarga esta pagina" not in html
    # The theme's own translations of everything else.
    assert 'title="Imprimir en PDF"' in html
    assert 'title="Descargar archivo fuente"' in html


@pytest.mark.sphinx(
    "html", testroot="chrome", srcdir="chrome-pl", confoverrides={"language": "pl"}
)
def test_a_language_without_corrections_keeps_the_themes_words(app):
    html = built(app)
    assert 'aria-label="Pobierz tę stronę"' in html
    assert 'title="Pobierz plik źródłowy"' in html
