"""The theme's own words in each edition's language (issue 13, acceptance 6).

Unit tests of book/_ext/americana_chrome.py (the book's ``booktheme.po`` read
before sphinx-book-theme's catalog) and of the catalog check's rule that every
word book/_templates/ translates is in each language's ``sphinx.po``. The
built pages are checked in Chromium by tests/test_browser_pages.py.
"""

from __future__ import annotations

import gettext
import sys
from pathlib import Path
from types import SimpleNamespace

import polib
import pytest
import sphinx_book_theme
from conftest import ROOT
from sphinx import locale

sys.path.insert(0, str(ROOT / "book" / "_ext"))
sys.path.insert(0, str(ROOT / "tools"))
import americana_chrome
import i18n as catalog_tool

THEME_LOCALES = Path(sphinx_book_theme.get_html_theme_path()) / "static" / "locales"


@pytest.fixture
def book_theme_catalog():
    """Install the theme's Spanish catalog as Sphinx does; restore afterwards."""
    key = ("general", americana_chrome.BOOKTHEME)
    before = locale.translators.get(key)
    locale.translators[key] = gettext.translation(
        "booktheme", localedir=str(THEME_LOCALES), languages=["es"]
    )
    yield key
    if before is None:
        locale.translators.pop(key, None)
    else:
        locale.translators[key] = before


def test_the_books_corrections_come_before_the_themes_catalog(book_theme_catalog):
    theirs = locale.translators[book_theme_catalog]
    assert theirs.gettext("Download this page") == "Descarga esta pagina"
    app = SimpleNamespace(
        config=SimpleNamespace(language="es", locale_dirs=["../locales"]),
        srcdir=str(ROOT / "book"),
    )
    americana_chrome._book_theme_catalog(app)
    translate = locale.get_translation(americana_chrome.BOOKTHEME)
    assert translate("Download this page") == "Descargar esta página"
    # Every other message is still the theme's own.
    assert translate("Print to PDF") == "Imprimir en PDF"


def test_every_template_word_is_translated_in_every_language():
    words = catalog_tool.template_words()
    assert {"Language", "Main navigation", "Toggle primary sidebar"} <= words
    for lang in catalog_tool.LANGUAGES:
        po = polib.pofile(str(ROOT / "locales" / lang / "LC_MESSAGES" / "sphinx.po"))
        translated = {e.msgid: e.msgstr for e in po.translated_entries()}
        assert words <= set(translated), lang
        if lang != "en":
            assert translated["Language"] != "Language", lang
    assert [p for p in catalog_tool.problems() if "template word" in p] == []


def test_sphinx_words_its_own_catalogs_leave_in_english_are_translated():
    """Sphinx 7.4's pl and es catalogs leave "Link to this heading" empty."""
    expected = {
        "pl": "Odnośnik do tego nagłówka",
        "ru": "Ссылка на этот заголовок",
        "es": "Enlace a este encabezado",
    }
    for lang, text in expected.items():
        po = polib.pofile(str(ROOT / "locales" / lang / "LC_MESSAGES" / "sphinx.po"))
        assert po.find("Link to this heading").msgstr == text
