"""The theme's own words (its "chrome") in the page's language.

Three sources of English on a translated page, each fixed here or in
book/_templates/:

* Strings the theme's templates write literally, with no translation call:
  the sidebar toggles' tooltips ("Toggle primary sidebar", "Toggle secondary
  sidebar"), the navigation landmarks' ``aria-label`` ("Main", "Page").
  book/_templates/ overrides those templates (toggle-primary-sidebar.html,
  toggle-secondary-sidebar.html, sbt-sidebar-nav.html, layout.html) with the
  same markup and ``_()`` around the words.
* Messages of Sphinx's ``sphinx`` catalog that Sphinx's own Polish, Russian
  or Spanish catalog leaves untranslated ("Link to this heading"), and the
  book's own template words ("Language"): translated in
  locales/<lang>/LC_MESSAGES/sphinx.po, which Sphinx consults after its own.
* Messages of sphinx-book-theme's ``booktheme`` catalog whose translation is
  wrong ("Descarga esta pagina" without its accent):
  locales/<lang>/LC_MESSAGES/booktheme.po is put in front of the theme's
  catalog, so its entries win and every other message falls back to the
  theme's.
"""

from __future__ import annotations

import os
from io import BytesIO
from typing import Any

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import Translations
from sphinx import locale
from sphinx.application import Sphinx

#: sphinx-book-theme's message catalog (sphinx_book_theme.MESSAGE_CATALOG_NAME).
BOOKTHEME = "booktheme"


def _book_theme_catalog(app: Sphinx) -> None:
    """Put locales/<lang>/LC_MESSAGES/booktheme.po before the theme's catalog."""
    lang = app.config.language or "en"
    for folder in app.config.locale_dirs:
        path = os.path.join(app.srcdir, folder, lang, "LC_MESSAGES", f"{BOOKTHEME}.po")
        if os.path.isfile(path):
            break
    else:
        return
    with open(path, "rb") as po:
        catalog = read_po(po, locale=lang, domain=BOOKTHEME)
    buffer = BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    ours = Translations(fp=buffer, domain=BOOKTHEME)
    theirs = locale.translators.get(("general", BOOKTHEME))
    if theirs is not None:
        ours.add_fallback(theirs)
    locale.translators[("general", BOOKTHEME)] = ours


def setup(app: Sphinx) -> dict[str, Any]:
    # After sphinx-book-theme's setup has registered its catalog.
    app.connect("builder-inited", _book_theme_catalog)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
