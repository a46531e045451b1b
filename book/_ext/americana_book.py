"""Sphinx glue for the book: the language in force and the language switcher.

* Code cells speak the language being built: the ``language`` setting is put
  into ``AMERICANA_LANG`` before notebooks execute (kernels inherit it).
* The part captions of the table of contents are translated (see
  ``_translate_toc_captions``).
* Each page gets ``americana_languages`` for ``language-switcher.html``: links
  to the same page in the other languages, which are built side by side into
  ``_build/html/<lang>/`` by tools/build_book.py; and ``americana_chooser``
  for ``language-chooser.html``, the footer's link to the language chooser
  (the site's root page, ``_build/html/index.html``).
* Every code cell's input is folded behind a "Show code" toggle in the
  page's language (``_FoldCode``, ``_visit_fold``): the book is read by
  learners who do not read Python. The prompts are myst-nb's
  ``nb_code_prompt_show`` / ``nb_code_prompt_hide``, set per language by
  tools/build_book.py. The book's sources carry no ``hide-input`` tag, so
  exported notebooks (tools/export_notebooks.py) keep their code in view.
* The theme's download menu offers no source file (``_no_source_download``):
  the sources are English Markdown in every edition; printing to PDF stays.
* The ``americana-live`` directive (americana_live.py, registered here).
* The comments and docstrings of code cells and code blocks in the page's
  language, through the page's catalog (americana_code_text.py).
"""

from __future__ import annotations

import os
from typing import Any

from docutils import nodes
from myst_nb.sphinx_ import HideCodeCellNode, depart_HideCellInput
from sphinx import addnodes, locale
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.writers.html5 import HTML5Translator

# Each language names itself, in its own language (one list, americana/text/i18n.py).
from americana.text.i18n import NATIVE_NAMES


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
        context["americana_chooser"] = ""
        return
    up = "../" * (pagename.count("/") + 1)
    context["americana_chooser"] = f"{up}index.html"
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


def _no_source_download(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree
) -> None:
    """Take the page's source file out of the theme's download menu.

    The source is the English MyST file in every edition (Sphinx copies
    book/<page>.md as it is), so a Polish reader would download English. The
    menu keeps what is the edition's own: printing the page to PDF. Runs after
    sphinx-book-theme fills the header buttons (priority 501); the sources
    themselves are not copied (``html_copy_source: false`` in _config.yml).
    """
    for button in context.get("header_buttons", []):
        if button.get("label") == "download-buttons":
            button["buttons"] = [
                b
                for b in button["buttons"]
                if b.get("label") not in ("download-source-button",)
            ]


def _translate_toc_captions(app: Sphinx, doctree: nodes.document) -> None:
    """Translate the part captions of the table of contents.

    sphinx-external-toc inserts the toctrees after Sphinx has translated the
    page, so their captions (extracted into the root page's catalog) would
    stay in English in the navigation. Runs before Sphinx records the toctree.
    """
    from americana_code_text import page_catalog

    catalog = page_catalog(app)
    if catalog is None:
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


class _FoldCode(SphinxPostTransform):
    """Fold the input of every code cell, as if each were tagged ``hide-input``.

    Runs just before myst-nb's ``HideInputCells`` (priority 199), which wraps
    the input in a ``<details>`` closed by default. A cell already hiding
    something keeps it and has its input hidden too; a cell whose input is
    removed (``remove-input``, ``remove-cell``) has nothing to fold. Doing it
    here rather than by tags in book/*.md means no cell can be forgotten.
    """

    default_priority = 198
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        config = self.app.config
        for node in self.document.findall(nodes.container):
            if node.get("nb_element") != "cell_code" or not node.children:
                continue
            if node.children[0].get("nb_element") != "cell_code_source":
                continue  # the input is removed
            mode = node.get("hide_mode")
            if mode in ("all", "input", "input+output"):
                continue
            node["hide_mode"] = "input+output" if mode == "output" else "input"
            node.setdefault("prompt_show", config.nb_code_prompt_show)
            node.setdefault("prompt_hide", config.nb_code_prompt_hide)
            if "tag_hide-input" not in node["classes"]:
                node["classes"].append("tag_hide-input")


def _visit_fold(self: HTML5Translator, node: HideCodeCellNode) -> None:
    """myst-nb's ``<details>``, without its English ``aria-label``.

    myst-nb names every ``<summary>`` "Toggle hidden content", in English on
    every edition; without the label, the summary (a button reached with Tab,
    opened with Enter or Space) is named by its visible text, "Show code" or
    "Hide code" in the page's language.
    """
    classes = " ".join(node["classes"])
    show, hide = node["prompt_show"], node["prompt_hide"]
    self.body.append(f'<details class="admonition hide {classes}">\n<summary>\n')
    self.body.append(f'<p class="collapsed admonition-title">{self.encode(show)}</p>\n')
    self.body.append(f'<p class="expanded admonition-title">{self.encode(hide)}</p>\n')
    self.body.append("</summary>\n")


def setup(app: Sphinx) -> dict[str, Any]:
    # The editions built side by side (tools/build_book.py sets all four);
    # with one, the page shows no language switcher.
    app.add_config_value("americana_editions", [], "html", types=[list])
    app.connect("config-inited", _set_language)
    app.connect("doctree-read", _translate_toc_captions, priority=400)
    app.connect("doctree-read", _alt_from_caption)
    app.connect("html-page-context", _add_switcher)
    app.connect("html-page-context", _label_search)
    app.connect("html-page-context", _no_source_download, priority=600)
    # Code folded for learners (after myst_nb, whose node this overrides).
    app.setup_extension("myst_nb")
    app.add_post_transform(_FoldCode)
    app.add_node(
        HideCodeCellNode, override=True, html=(_visit_fold, depart_HideCellInput)
    )
    # Live blocks (the engine in the reader's browser): americana_live.py.
    app.setup_extension("americana_live")
    # The theme's own words in the page's language: americana_chrome.py.
    app.setup_extension("americana_chrome")
    # Comments and docstrings in code, translated: americana_code_text.py.
    app.setup_extension("americana_code_text")
    return {"parallel_read_safe": True, "parallel_write_safe": True}
