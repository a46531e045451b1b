"""Sphinx glue for the book: the language in force and the language switcher.

* Code cells speak the language being built: the ``language`` setting is put
  into ``AMERICANA_LANG`` before notebooks execute (kernels inherit it).
* The part captions of the table of contents are translated (see
  ``_translate_toc_captions``).
* Each page gets ``americana_languages`` for ``language-switcher.html``: links
  to the same page in the other languages, which are built side by side into
  ``_build/html/<lang>/`` by tools/build_book.py.
* The ``americana-live`` directive (americana_live.py, registered here).
"""

from __future__ import annotations

import os
from typing import Any

from docutils import nodes
from sphinx import addnodes, locale
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.util.i18n import docname_to_domain

# Each language names itself, in its own language.
NATIVE_NAMES = {"en": "English", "pl": "Polski", "ru": "Русский", "es": "Español"}


def _set_language(app: Sphinx, config: Config) -> None:
    lang = config.language or "en"
    if lang not in NATIVE_NAMES:
        raise ValueError(f"the book has no {lang!r} edition; use one of {NATIVE_NAMES}")
    os.environ["AMERICANA_LANG"] = lang


def _add_switcher(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree
) -> None:
    here = app.config.language or "en"
    editions = app.config.americana_editions
    if len(editions) < 2:  # a single edition, e.g. `jupyter-book build book/`
        context["americana_languages"] = []
        return
    up = "../" * (pagename.count("/") + 1)
    context["americana_languages"] = [
        {
            "code": code,
            "name": NATIVE_NAMES[code],
            "url": f"{up}{code}/{pagename}.html",
            "current": code == here,
        }
        for code in editions
    ]


def _label_search(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree
) -> None:
    """Give the search field a placeholder and label in the page's language.

    The theme option ``search_bar_text`` is one string for every edition, so
    it is set per page from the "Search" message of the ``sphinx`` catalog
    (Sphinx's, the theme's, or locales/<lang>/LC_MESSAGES/sphinx.po).
    """
    search = locale.get_translation("sphinx")("Search")
    context["theme_search_bar_text"] = f"{search}…"


def _translate_toc_captions(app: Sphinx, doctree: nodes.document) -> None:
    """Translate the part captions of the table of contents.

    sphinx-external-toc inserts the toctrees after Sphinx has translated the
    page, so their captions (extracted into the root page's catalog) would
    stay in English in the navigation. Runs before Sphinx records the toctree.
    """
    if (app.config.language or "en") == "en":
        return
    domain = docname_to_domain(app.env.docname, app.config.gettext_compact)
    dirs = [os.path.join(app.srcdir, d) for d in app.config.locale_dirs]
    catalog, found = locale.init(dirs, app.config.language, domain)
    if not found:
        return
    for toctree in doctree.findall(addnodes.toctree):
        if toctree.get("caption"):
            toctree["caption"] = catalog.gettext(toctree["caption"])


def _alt_from_caption(app: Sphinx, doctree: nodes.document) -> None:
    """Give a chart its figure's caption as alt text, in the page's language.

    myst-nb uses an output image's file name as its alt text; the caption
    (from the cell's ``mystnb.figure.caption``) is translated with the page.
    """
    for figure in doctree.findall(nodes.figure):
        captions = list(figure.findall(nodes.caption))
        if not captions:
            continue
        text = captions[0].astext()
        for image in figure.findall(nodes.image):
            if not image.get("alt") or image["alt"] == image.get("uri"):
                image["alt"] = text


def setup(app: Sphinx) -> dict[str, Any]:
    # The editions built side by side (tools/build_book.py sets all four);
    # with one, the page shows no language switcher.
    app.add_config_value("americana_editions", [], "html", types=[list])
    app.connect("config-inited", _set_language)
    app.connect("doctree-read", _translate_toc_captions, priority=400)
    app.connect("doctree-read", _alt_from_caption)
    app.connect("html-page-context", _add_switcher)
    app.connect("html-page-context", _label_search)
    # Live blocks (the engine in the reader's browser): americana_live.py.
    app.setup_extension("americana_live")
    return {"parallel_read_safe": True, "parallel_write_safe": True}
