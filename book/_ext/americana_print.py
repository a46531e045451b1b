"""The book as one document: what the PDF and the EPUB print (issue 22).

tools/build_book.py ``--formats pdf,epub`` builds each edition once more with
Sphinx's ``singlehtml`` builder (Chromium prints it to the PDF,
tools/book_formats.py) and its ``epub`` builder. For those two builders only,
this extension turns what needs a browser into what a page can hold:

* each stepper (americana.views.notebook.widgets: a stack of ready-made HTML
  pages behind a play button and a slider) becomes its key pages one under
  another, drawn from the page's widget state: for a hand, the deal, the end
  of each street or round, the showdown and the awards (``key_steps``); for
  any other stepper (the ranking, the decks, the explorer's examples) every
  page. Nothing of the controls is printed;
* each live block becomes one sentence, in the edition's language (the
  ``sphinx`` catalog, locales/<lang>/LC_MESSAGES/sphinx.po), naming the
  page of the web edition where it plays (``LIVE_SENTENCE``);
* the input of every code cell is left out: the web edition folds it behind
  "Show code", and a printed toggle would be a button that does nothing;
* the single page's prose is hyphenated in its language (``hyphenate``: soft
  hyphens from Pyphen's dictionaries, LibreOffice's patterns), because
  Chromium has no hyphenation dictionaries offline; headings, code and
  links are left whole;
* the single page opens with a title page (the edition's title and authors,
  ``epub_title`` and ``epub_author``) and the table of contents; the EPUB
  has its own (its reader's navigation).

Listeners of the book's other extensions that write files for the web
edition (the live runtime, the offline worker, the search words) are left
out of these builds, so the EPUB holds only the book.

For the web edition (the ``html`` builder) it adds the sidebar's "Download:
PDF · EPUB" line (book/_templates/americana-downloads.html) when the build
makes them: ``americana_downloads`` lists the formats (tools/build_book.py).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx import locale
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

BOOK = Path(__file__).resolve().parent.parent
#: The builders this extension prints for.
PRINT_BUILDERS = ("singlehtml", "epub")
#: The print style sheet (book/_print/americana-print.css).
STATIC = BOOK / "_print"
STYLE = "americana-print.css"
#: The sentence that stands for a live block, in the ``sphinx`` catalog.
LIVE_SENTENCE = (
    "The web edition of this book has a live block here, which plays in your "
    "browser: the page “{title}” ({page})."
)
#: The title of the table of contents (Sphinx's own catalog).
CONTENTS = "Table of Contents"

_VIEW = re.compile(
    r'<script type="application/vnd\.jupyter\.widget-view\+json">(.*)</script>', re.S
)
_STREET = re.compile(r'class="[^"]*\bamericana-street\b[^"]*"[^>]*>(.*?)</div>', re.S)
_BLOCK_PAGE = re.compile(r'data-block="americana-live-(.+?)-[0-9]+"')
_CONTROLS = re.compile(r'<span class="americana-controls"[^>]*></span>')
#: Listeners of the web edition's files, by module: none of them belongs in a
#: printed book (the offline worker and manifest, the live runtime beside the
#: editions, the search words, the theme's trimmed icons and scripts).
_WEB_ONLY = {
    "americana_live": {"_copy_live_files", "_add_assets"},
    "americana_offline": {"_copy_static", "_write_files", "_link_manifest"},
    "americana_search": {"_write_search_words", "_search_words"},
    # Deferred scripts and trimmed files: the web's first paint.
    "americana_scripts": {
        "defer_scripts",
        "subset_icons",
        "subset_design",
        "drop_source_maps",
    },
}
#: The EPUB does not use the web edition's templates at all.
_EPUB_ONLY = {"americana_scripts": {"builder_inited"}}


def printing(app: Sphinx) -> bool:
    """Whether this build is the single page or the EPUB."""
    return app.builder.name in PRINT_BUILDERS


def key_steps(streets: list[str | None]) -> list[int]:
    """The steps of a hand worth printing, from each page's street label.

    ``streets[k]`` is the label of step k ("Second street, betting round 1",
    "The draw", "The showdown"; None on a page without one). Steps before
    the deal (the antes) are left out; then the deal (the first step of the
    second run of labels), the last step of every run (the end of each
    street, of the draw, of the showdown: the awards) and the first step of
    the last run (the hands shown). A stepper without labels: every step.
    """
    n = len(streets)
    if not n or any(s is None for s in streets):
        return list(range(n))
    runs: list[tuple[int, int]] = []
    start = 0
    for k in range(1, n + 1):
        if k == n or streets[k] != streets[start]:
            runs.append((start, k - 1))
            start = k
    if len(runs) == 1:
        return sorted({0, n - 1})
    keep = {runs[1][0]}  # the deal: the first step after the antes
    keep.update(last for _, last in runs[1:])
    keep.add(runs[-1][0])  # the showdown's first step: the hands shown
    return sorted(keep)


class _Widgets:
    """A page's widget state (myst-nb's JSON), drawn as static HTML."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.state = state

    def _model(self, ref: str) -> dict[str, Any]:
        return self.state[ref.removeprefix("IPY_MODEL_")]

    def _children(self, model: dict[str, Any]) -> list[dict[str, Any]]:
        return [self._model(ref) for ref in model["state"].get("children", [])]

    def draw(self, model_id: str) -> str:
        """The view of ``model_id`` as HTML: its text and pages, no controls."""
        return self._draw(self._model(model_id))

    def _draw(self, model: dict[str, Any]) -> str:
        name = model["model_name"]
        state = model["state"]
        if name in ("HTMLModel", "HTMLMathModel", "LabelModel"):
            value = _CONTROLS.sub("", state.get("value", ""))
            return f"<div>{value}</div>" if value.strip() else ""
        if name == "StackModel":
            pages = [self._draw(child) for child in self._children(model)]
            streets = []
            for page in pages:
                found = _STREET.search(page)
                streets.append(found.group(1) if found else None)
            return "".join(
                f'<div class="americana-print-step">{pages[k]}</div>'
                for k in key_steps(streets)
            )
        if name.endswith("BoxModel"):
            parts = [self._draw(child) for child in self._children(model)]
            classes = " ".join(state.get("_dom_classes", []))
            inner = "".join(p for p in parts if p)
            return f'<div class="americana-print-widget {classes}">{inner}</div>'
        return ""  # buttons, sliders, menus: nothing to print


#: A word worth hyphenating: six letters or more, no digit (not "A15").
_WORD = re.compile(r"[^\W\d_]{6,}")
#: Pyphen's dictionary for each edition.
_HYPHENATION = {"en": "en_US", "pl": "pl_PL", "ru": "ru_RU", "es": "es"}
#: Text never hyphenated: headings, code, links, the steppers' raw HTML.
_WHOLE = (
    nodes.title,
    nodes.subtitle,
    nodes.rubric,
    nodes.caption,
    nodes.literal,
    nodes.literal_block,
    nodes.raw,
    nodes.math,
    nodes.math_block,
    nodes.reference,
    nodes.target,
    nodes.comment,
)


def hyphenate(text: str, lang: str) -> str:
    """``text`` with soft hyphens (U+00AD) where a line may break in a word.

    Only in words of six letters or more, never leaving fewer than two
    letters before a break or three after it.
    """
    import pyphen

    dictionary = pyphen.Pyphen(lang=_HYPHENATION[lang])

    def soft(match: re.Match[str]) -> str:
        word = match.group(0)
        cuts = [p for p in dictionary.positions(word) if p >= 2 and len(word) - p >= 3]
        for cut in reversed(cuts):
            word = word[:cut] + "\u00ad" + word[cut:]
        return word

    return _WORD.sub(soft, text)


def _hyphenate_prose(document: nodes.document, lang: str) -> None:
    for text in list(document.findall(nodes.Text)):
        parent = text.parent
        if parent is None:
            continue
        ancestor = parent
        while ancestor is not None and not isinstance(ancestor, _WHOLE):
            ancestor = ancestor.parent
        if ancestor is not None:
            continue
        parent.replace(text, nodes.Text(hyphenate(str(text), lang)))


def _xhtml(fragment: str) -> str:
    """``fragment`` as well-formed XHTML (the EPUB's pages are XML)."""
    from bs4 import BeautifulSoup

    return str(BeautifulSoup(fragment, "html.parser"))


def _widget_state(env: Any) -> dict[str, Any]:
    """Every page's widget models by id (ids are unique across pages).

    All of them: the single page resolves the whole book at once, as the
    root document."""
    state: dict[str, Any] = {}
    for metadata in getattr(env, "nb_metadata", {}).values():
        _, attributes = metadata.get("js_files", {}).get("ipywidgets_state", (None, {}))
        body = attributes.get("body")
        if body:
            state.update(json.loads(body)["state"])  # "<\\/" is JSON for "</"
    return state


class PrintOutputs(SphinxPostTransform):
    """Steppers as their key pages, live blocks as a sentence, no code input.

    After myst-nb has chosen each output's form (``SelectMimeType``, 4) and
    before the book folds code cells (``_FoldCode``, 198).
    """

    default_priority = 190

    def run(self, **kwargs: Any) -> None:
        if not printing(self.app):
            return
        from americana_live import live_block

        for node in list(self.document.findall(nodes.container)):
            if node.get("nb_element") == "cell_code_source":
                node.parent.remove(node)
        _ = locale.get_translation("sphinx")
        titles = self.env.titles
        for block in list(self.document.findall(live_block)):
            # The block's page (the single page resolves every page as one).
            docname = _BLOCK_PAGE.search(block["html"]).group(1)
            title = titles[docname].astext()
            sentence = _(LIVE_SENTENCE).format(title=title, page=f"{docname}.html")
            block.replace_self(
                nodes.paragraph(
                    "", sentence, classes=["americana-print-live", "admonition", "note"]
                )
            )
        widgets = _Widgets(_widget_state(self.env))
        for raw in list(self.document.findall(nodes.raw)):
            if "html" not in raw.get("format", "").split():
                continue
            found = _VIEW.fullmatch(raw.astext().strip())
            if found:
                model_id = json.loads(found.group(1))["model_id"]
                markup = widgets.draw(model_id)
            else:
                markup = raw.astext()
            # Well-formed: the EPUB's pages are XML (a <br> must close).
            raw.replace_self(nodes.raw("", _xhtml(markup), format="html"))
        if self.app.builder.name == "singlehtml":
            _hyphenate_prose(self.document, self.config.language or "en")


def _drop_web_listeners(app: Sphinx, config: Any) -> None:
    """Leave out, of a print build, the listeners that write the web's files.

    At ``config-inited``, before any builder event: the builder is not known
    yet, so tools/build_book.py says which build this is
    (``americana_print``: "pdf" for the single page, "epub").
    """
    kind = config.americana_print
    if not kind:
        return
    drop = {module: set(names) for module, names in _WEB_ONLY.items()}
    if kind == "epub":
        for module, names in _EPUB_ONLY.items():
            drop.setdefault(module, set()).update(names)
    for listeners in app.events.listeners.values():
        for listener in list(listeners):
            handler = listener.handler
            module = getattr(handler, "__module__", "")
            if getattr(handler, "__name__", "") in drop.get(module, ()):
                app.disconnect(listener.id)
    config.html_static_path.append(str(STATIC))
    app.add_css_file(STYLE)


def _no_scripts(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree
) -> None:
    """An EPUB page loads no script: an e-reader runs none, and epubcheck
    asks a page with one to be declared scripted."""
    if app.builder.name == "epub":
        context["script_files"] = []


def _title_page(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree
) -> None:
    """The single page opens with the title page and the table of contents."""
    if app.builder.name != "singlehtml" or pagename != app.config.root_doc:
        return
    _ = locale.get_translation("sphinx")
    title = html.escape(app.config.epub_title)
    author = html.escape(app.config.epub_author)
    front = (
        '<section class="americana-title-page">'
        f'<p class="americana-print-title">{title}</p>'
        f'<p class="americana-print-author">{author}</p>'
        "</section>"
        f'<nav class="americana-print-toc"><p class="americana-print-toc-title">'
        f"{html.escape(_(CONTENTS))}</p>{context.get('toc', '')}</nav>"
    )
    context["body"] = front + context.get("body", "")


def _download_links(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree
) -> None:
    """``americana_downloads`` for the sidebar: (label, URL) of each file."""
    formats = app.config.americana_downloads
    if app.builder.name != "html" or not formats:
        context["americana_downloads"] = []
        return
    lang = app.config.language or "en"
    up = "../" * pagename.count("/")
    context["americana_downloads"] = [
        (kind.upper(), f"{up}americana-{lang}.{kind}") for kind in formats
    ]


def setup(app: Sphinx) -> dict[str, Any]:
    # The formats built beside the web edition ("pdf", "epub"), which its
    # pages offer; tools/build_book.py sets them with --formats.
    app.add_config_value("americana_downloads", [], "html", types=[list])
    # Which print build this is: "pdf", "epub" or "" (the web edition).
    app.add_config_value("americana_print", "", "", types=[str])
    app.connect("config-inited", _drop_web_listeners, priority=900)
    app.connect("html-page-context", _no_scripts, priority=999)
    app.connect("html-page-context", _title_page)
    app.connect("html-page-context", _download_links)
    app.add_post_transform(PrintOutputs)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
