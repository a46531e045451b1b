"""Write every chapter of the book as a Jupyter notebook in a chosen language.

    python tools/export_notebooks.py --lang pl              # _build/notebooks/pl/
    python tools/export_notebooks.py --lang all --execute   # four languages, run
    python tools/export_notebooks.py --lang ru --out DIR --strict
    python tools/export_notebooks.py --lang es --page bring_in  # one chapter

Each page of _toc.yml (the root page included) is read with jupytext. The prose
of its markdown cells is translated with the page's catalog,
locales/<lang>/LC_MESSAGES/<page>.po, exactly as the book build translates it:
every paragraph, heading, list item, table cell, definition term and directive
title (``:::{dropdown} Answer``, ``{admonition} Title``; the markdown bodies of
directives are translated block by block) is looked up by its msgid, the MyST
source of the block with its lines joined by spaces. Figure captions in a code
cell's ``mystnb`` metadata are translated too. The code stays in view (the
book folds it for learners; a ``hide-input`` tag is dropped, see
``show_code``). Code is never changed, but for its comments and docstrings,
translated from the same catalog (``code_in_language``): a first
code cell, ``americana.set_language("<lang>")``, makes the engine print, chart
and label its widgets in the notebook's language when it runs. A preset's
setting (the ``{preset}`` role) and a rule quoted from the appendix (a
``{rule-quote}`` fence) are written out in the notebook's language
(book/_ext/americana_presets.py). With ``--lang en`` the text is otherwise
left as it is, line for line.

Blocks with no translation in the catalog keep their English text and are
listed as warnings; ``--strict`` makes that an error for languages other than
English. ``--execute`` runs each notebook (kernel ``python3``) and keeps the
outputs. AMERICANA_BUILD_DIR moves the default output folder, as for
tools/build_book.py.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from americana.text.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
LOCALES = ROOT / "locales"
TOC = ROOT / "_toc.yml"
CONFIG = ROOT / "_config.yml"
BUILD = Path(os.environ.get("AMERICANA_BUILD_DIR") or ROOT / "_build").resolve()
KERNEL = "python3"

#: The comment of the first cell, in the notebook's language.
LANGUAGE_COMMENTS = {
    "en": "# The engine's names, sentences and charts in English.",
    "pl": "# Nazwy, komunikaty i wykresy silnika po polsku.",
    "ru": "# Названия, сообщения и графики движка на русском языке.",
    "es": "# Los nombres, frases y gráficos del motor en español.",
}

#: Directives whose body is not markdown (code, math, raw text, file lists).
LITERAL_DIRECTIVES = frozenset(
    {
        "code",
        "code-block",
        "code-cell",
        "sourcecode",
        "literalinclude",
        "include",
        "math",
        "raw",
        "eval-rst",
        "csv-table",
        "toctree",
        "tableofcontents",
        "mermaid",
        "glue",
        "glue:any",
        "glue:figure",
        "glue:math",
        # A rule quoted from the appendix (book/_ext/americana_presets.py): its
        # argument is a rule's number, its text the appendix's catalog's.
        "rule-quote",
        # A live block (book/_ext/americana_live.py): its argument is its kind
        # and its body options, neither of them prose.
        "americana-live",
    }
)
#: Directives whose argument is a title shown to the reader.
TITLED_DIRECTIVES = frozenset(
    {
        "admonition",
        "dropdown",
        "card",
        "grid-item-card",
        "tab-item",
        "topic",
        "sidebar",
        "rubric",
        "table",
        "list-table",
    }
)
#: Directives that take no argument: MyST reads text after the name as the
#: first line of the body.
BODY_FIRST_LINE = frozenset(
    {
        "note",
        "tip",
        "hint",
        "important",
        "warning",
        "caution",
        "attention",
        "danger",
        "error",
        "seealso",
        "margin",
        "epigraph",
        "highlights",
        "pull-quote",
    }
)
_DIRECTIVE = re.compile(r"^\{([^}\s]+)\}\s*(.*)$")
_OPTION = re.compile(r"^:[\w.-]+:(\s|$)")
#: What may stand before a block's text on its first line: list markers, quotes,
#: a heading's hashes, the ": " of a definition, a footnote's label.
_PREFIX = re.compile(r"^[\s>*+\-\d.):#]*(\[\^[^\]]+\]:\s*)?$")


# --------------------------------------------------------------------------
# Catalogs and the markdown parser


def normalize(text: str) -> str:
    """A block's msgid, as Sphinx makes it: lines joined by spaces, stripped."""
    return text.replace("\n", " ").strip()


class Catalog:
    """The translated entries of one page's catalog (not fuzzy, not empty)."""

    def __init__(self, lang: str, page: str) -> None:
        import polib

        self.path = LOCALES / lang / "LC_MESSAGES" / f"{page}.po"
        self.messages: dict[str, str] = {}
        if self.path.is_file():
            for entry in polib.pofile(str(self.path)):
                if entry.obsolete or entry.fuzzy or not entry.msgstr:
                    continue
                self.messages[entry.msgid] = entry.msgstr

    def get(self, msgid: str) -> str | None:
        return self.messages.get(msgid)


@cache
def _parser():
    """markdown-it configured as the book's MyST parser (_config.yml ``parse``)."""
    import yaml
    from markdown_it.renderer import RendererHTML
    from myst_parser.config.main import MdParserConfig
    from myst_parser.parsers.mdit import create_md_parser

    config = yaml.safe_load(CONFIG.read_text(encoding="utf-8"))
    extensions = (config.get("parse") or {}).get("myst_enable_extensions") or []
    return create_md_parser(
        MdParserConfig(enable_extensions=set(extensions)), RendererHTML
    )


# --------------------------------------------------------------------------
# Translating markdown


@dataclass
class Report:
    """What happened to the prose of one page."""

    translated: int = 0
    missing: list[str] = field(default_factory=list)


class _Translator:
    """Translates one markdown text; edits are applied bottom-up at the end."""

    def __init__(self, text: str, catalog: Catalog, report: Report) -> None:
        self.text = text
        self.lines = text.split("\n")
        self.catalog = catalog
        self.report = report
        self.line_edits: list[tuple[int, int, list[str]]] = []
        self.span_edits: dict[int, list[tuple[int, int, str]]] = {}

    def lookup(self, source: str) -> str | None:
        """The translation of a block; None to keep the source as it is.

        A block with no translation is reported; one whose translation is its
        own text (English) is counted but left alone, line breaks and all.
        """
        msgid = normalize(source)
        if not msgid:
            return None
        found = self.catalog.get(msgid)
        if found is None:
            self.report.missing.append(msgid)
            return None
        self.report.translated += 1
        if normalize(found) == msgid:
            return None
        return found

    def run(self) -> str:
        tokens = _parser().parse(self.text)
        row: tuple[int, int] | None = None  # the current table row: line, column
        for index, token in enumerate(tokens):
            kind = token.type
            if kind == "tr_open":
                row = (token.map[0], 0)
            elif kind == "inline" and index > 0:
                opener = tokens[index - 1]
                if opener.type in ("th_open", "td_open") and row is not None:
                    row = self._cell(token.content, row)
                elif opener.type == "paragraph_open" and opener.map:
                    self._block(token.content, opener.map[0], opener.map[1])
                elif opener.type == "heading_open" and opener.map:
                    end = opener.map[1]
                    if opener.markup in ("=", "-"):  # setext: keep the underline
                        end -= 1
                    self._block(token.content, opener.map[0], end)
                elif opener.type == "dt_open" and opener.map:
                    self._block(token.content, opener.map[0], opener.map[0] + 1)
            elif kind in ("fence", "colon_fence") and token.map:
                self._directive(token)
        return self._apply()

    # -- blocks ------------------------------------------------------------

    def _block(self, content: str, start: int, end: int) -> None:
        """A paragraph, heading or term: lines start..end-1 become one line."""
        translated = self.lookup(content)
        if translated is None:
            return
        first = content.split("\n", 1)[0]
        line = self.lines[start]
        at = line.find(first)
        if at < 0 or not _PREFIX.match(line[:at]):
            raise ValueError(f"cannot place the translation of {first!r}")
        end = max(end, start + 1)
        self.line_edits.append((start, end, [line[:at] + normalize(translated)]))

    def _cell(self, content: str, row: tuple[int, int]) -> tuple[int, int]:
        """A table cell: replaced in place on its row's line."""
        number, column = row
        line = self.lines[number]
        for written in (content, content.replace("|", "\\|")):
            at = line.find(written, column) if written else -1
            if at >= 0:
                break
        else:
            if content:
                raise ValueError(f"cannot find table cell {content!r}")
            return row
        translated = self.lookup(content)
        if translated is not None:
            text = normalize(translated).replace("|", "\\|")
            self.span_edits.setdefault(number, []).append((at, at + len(written), text))
        return number, at + len(written)

    def _directive(self, token) -> None:
        """A MyST directive: its title, then its markdown body, recursively."""
        match = _DIRECTIVE.match(token.info.strip())
        if not match:
            return  # a plain code block
        name, argument = match.groups()
        start, end = token.map
        first_line = self.lines[start]
        at = max(first_line.find(token.markup), 0)
        # Body lines are indented like the fence (inside a list item or quote).
        indent = "".join(c if c == ">" else " " for c in first_line[:at])
        closed = end - start >= 2 and self.lines[end - 1].strip().startswith(
            token.markup
        )
        body_end = end - 1 if closed else end
        head, body = _split_options(token.content)
        new_first = first_line
        moved = ""  # an argument that MyST reads as the body's first line
        if argument and name in BODY_FIRST_LINE:
            moved = argument
        elif argument and name not in LITERAL_DIRECTIVES:
            title = self._title(argument, name)
            if title is not None:
                cut = first_line.rstrip().rfind(argument)
                new_first = first_line[:cut] + normalize(title)
        if name in LITERAL_DIRECTIVES:
            new_body = body
        elif name == "glossary":
            new_body = self._glossary(body)
        else:
            source = f"{moved}\n{body}" if moved else body
            new_body = translate_markdown(source, self.catalog, self.report)
            if moved and new_body == source:
                new_body = body
            elif moved:  # the argument's translation goes into the body
                new_first = first_line[: first_line.rstrip().rfind(argument)].rstrip()
        if new_first != first_line:
            self.line_edits.append((start, start + 1, [new_first]))
        if new_body != body:
            lines = (head + new_body).rstrip("\n").split("\n")
            self.line_edits.append(
                (start + 1, body_end, [indent + x if x else x for x in lines])
            )

    def _title(self, argument: str, name: str) -> str | None:
        """A directive's title; only titled directives report a missing one."""
        msgid = normalize(argument)
        if self.catalog.get(msgid) is None and name not in TITLED_DIRECTIVES:
            return None
        return self.lookup(argument)

    def _glossary(self, body: str) -> str:
        """Sphinx's glossary: terms on unindented lines, definitions indented."""
        out: list[str] = []
        definition: list[str] = []

        def flush() -> None:
            if not definition:
                return
            widths = [len(x) - len(x.lstrip()) for x in definition if x.strip()]
            width = min(widths, default=0)
            text = "\n".join(x[width:] for x in definition)
            new = translate_markdown(text, self.catalog, self.report)
            if new == text:
                out.extend(definition)
            else:
                out.extend(" " * width + x if x else x for x in new.split("\n"))
            definition.clear()

        for line in body.split("\n"):
            if line and not line[0].isspace():
                flush()
                found = self.lookup(line.strip())
                out.append(line if found is None else normalize(found))
            else:
                definition.append(line)
        flush()
        return "\n".join(out)

    # -- applying the edits ----------------------------------------------

    def _apply(self) -> str:
        lines = list(self.lines)
        for number, spans in self.span_edits.items():
            line = lines[number]
            for start, end, text in sorted(spans, reverse=True):
                line = line[:start] + text + line[end:]
            lines[number] = line
        for start, end, new in sorted(self.line_edits, reverse=True):
            lines[start:end] = new
        return "\n".join(lines)


def _split_options(content: str) -> tuple[str, str]:
    """A directive's body: its options (``:key: value`` or ``---`` YAML), the rest."""
    lines = content.split("\n")
    count = 0
    if lines and lines[0].strip() == "---":
        for i in range(1, len(lines)):
            if lines[i].strip() == "---":
                count = i + 1
                break
    else:
        while count < len(lines) and _OPTION.match(lines[count]):
            count += 1
    head = "".join(line + "\n" for line in lines[:count])
    return head, "\n".join(lines[count:])


def translate_markdown(text: str, catalog: Catalog, report: Report) -> str:
    """``text`` with each prose block replaced by its translation."""
    return _Translator(text, catalog, report).run()


# --------------------------------------------------------------------------
# Chapters and notebooks


def chapters() -> list[str]:
    """Every page of _toc.yml, the root page first, in reading order."""
    import yaml

    toc = yaml.safe_load(TOC.read_text(encoding="utf-8"))
    pages = [toc["root"]]

    def walk(items: list[dict[str, Any]]) -> None:
        for item in items or []:
            if "file" in item:
                pages.append(str(Path(item["file"]).with_suffix("")))
            for key in ("sections", "chapters", "parts"):
                walk(item.get(key))

    walk(toc.get("parts") or [])
    walk(toc.get("chapters") or [])
    walk(toc.get("sections") or [])
    return pages


def toc_captions() -> list[str]:
    """The part captions of _toc.yml (Sphinx extracts them into the root page)."""
    import yaml

    toc = yaml.safe_load(TOC.read_text(encoding="utf-8"))
    return [part["caption"] for part in toc.get("parts") or [] if "caption" in part]


def language_cell(lang: str):
    """The first cell: the kernel speaks the notebook's language."""
    import nbformat

    source = "\n".join(
        (
            LANGUAGE_COMMENTS[lang],
            "import americana",
            "",
            f'americana.set_language("{lang}")',
        )
    )
    return nbformat.v4.new_code_cell(
        source,
        metadata={"tags": ["remove-cell"], "americana": {"language_cell": True}},
    )


def export_chapter(page: str, lang: str) -> tuple[Any, Report]:
    """The notebook of one page in ``lang``, and what was translated."""
    import jupytext

    nb = jupytext.read(BOOK / f"{page}.md")
    catalog = Catalog(lang, page)
    report = Report()
    cells = []
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            cell.source = translate_markdown(cell.source, catalog, report)
            # Facts of presets and quotes of the appendix, written out.
            cell.source = _presets_extension().markdown_in_language(
                cell.source, lang, BOOK, LOCALES
            )
            cell.source = doc_links(cell.source, lang)
            cells.extend(live_cells(cell, lang))
            continue
        if cell.cell_type == "code":
            translate_caption(cell, catalog, report)
            show_code(cell)
        cells.append(cell)
    nb.cells = [language_cell(lang), *cells]
    code_in_language(nb.cells, catalog)
    nb.metadata.pop("jupytext", None)
    nb.metadata["kernelspec"] = {
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
        "name": KERNEL,
    }
    nb.metadata["language_info"] = {
        "name": "python",
        "codemirror_mode": {"name": "ipython", "version": 3},
        "file_extension": ".py",
        "mimetype": "text/x-python",
        "nbconvert_exporter": "python",
        "pygments_lexer": "ipython3",
    }
    nb.metadata["americana"] = {"lang": lang}
    title = _first_heading(nb)
    if title:
        nb.metadata["title"] = title
    return nb, report


#: MyST's link to another page: {doc}`page` or {doc}`words <page>`.
DOC_ROLE = re.compile(r"\{doc\}`(?:([^`<]*?)\s*<([^`>]+)>|([^`]+))`")


@cache
def chapter_title(page: str, lang: str) -> str:
    """The page's first heading in ``lang`` (its catalog's), as the book shows it."""
    for line in (BOOK / f"{page}.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            heading = line[2:].strip()
            return Catalog(lang, page).get(heading) or heading
    return page


def doc_links(text: str, lang: str) -> str:
    """Each ``{doc}`` role as a Markdown link to the exported notebook beside it.

    A notebook has no Sphinx to resolve the role: ``{doc}`betting``` becomes
    ``[<the betting chapter's title in lang>](betting.ipynb)``, and
    ``{doc}`these words <betting>``` keeps its words.
    """

    def link(match: re.Match[str]) -> str:
        words, target, bare = match.groups()
        page = (target or bare).strip().removesuffix(".md")
        return f"[{words or chapter_title(page, lang)}]({page}.ipynb)"

    return DOC_ROLE.sub(link, text)


def code_in_language(cells: list[Any], catalog: Catalog) -> None:
    """The comments and docstrings of the cells' code, from the page's catalog.

    The book's own reading (book/_ext/americana_code_text.py): the same
    messages, replaced the same way as in the built page; the code stays.
    """
    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    from americana_code_text import translate_cells

    translate_cells(cells, catalog.get)


# --------------------------------------------------------------------------
# Live blocks as code cells


@cache
def _presets_extension():
    """book/_ext/americana_presets.py: the {preset} role and {rule-quote}."""
    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    import americana_presets

    return americana_presets


@cache
def _live_extension():
    """book/_ext/americana_live.py: the one reader of a live block's options."""
    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    import americana_live

    return americana_live


def live_cells(cell, lang: str) -> list[Any]:
    """A markdown cell, with each live block (``{americana-live}``) replaced by
    the notebook's sentence (americana.text.live_text, ``notebook``) and a
    code cell that runs the block in the kernel (:func:`live_code`); the
    markdown before and after the block stays in cells of its own."""
    import nbformat

    tokens = _parser().parse(cell.source)
    blocks = [
        t
        for t in tokens
        if t.type in ("fence", "colon_fence")
        and t.map
        and (_DIRECTIVE.match(t.info.strip()) or [None, None])[1] == "americana-live"
    ]
    if not blocks:
        return [cell]
    from americana.text.live_text import live_text

    lines = cell.source.split("\n")
    out: list[Any] = []
    start = 0

    def markdown(text: str) -> None:
        text = text.strip("\n")
        if text.strip():
            out.append(nbformat.v4.new_markdown_cell(text))

    for token in blocks:
        if token.level != 0:
            raise ValueError(f"a live block inside another block: {token.info!r}")
        begin, end = token.map
        kind = _DIRECTIVE.match(token.info.strip()).group(2).strip()
        head, _ = _split_options(token.content)
        options = _live_extension().parse_options(head.splitlines())
        text = live_text(kind, lang)
        sentence = text["notebook"]
        if kind == "hand" and options.get("reader-seat") is not None:
            sentence += " " + text["notebook_every_seat"]
        markdown("\n".join(lines[start:begin]).rstrip() + "\n\n" + sentence)
        out.append(
            nbformat.v4.new_code_cell(
                live_code(kind, options, lang),
                metadata={"americana": {"live": kind}},
            )
        )
        start = end
    markdown("\n".join(lines[start:]))
    return out


def live_code(kind: str, options: dict[str, Any], lang: str) -> str:
    """The code of a live block's cell, as an instructor would write it.

    ``options`` are the block's, read by the book's extension
    (``americana_live.parse_options``); :func:`americana_live.block_config`
    gives what the page plays, in ``lang``: the preset, stacks, button, seed,
    structure, players, the edition's names and the reader's seat. A hand
    block deals its chosen cards with ``cards=`` and shows
    ``play_hand``; an explorer block, ``live_ranking_explorer``; a drill
    block, ``drill_practice``.
    """
    config = _live_extension().block_config(kind, options, lang)
    if kind == "explorer":
        first, second = config["hands"][:2]
        return "\n".join(
            (
                "from americana.views import live_ranking_explorer",
                "",
                _call("live_ranking_explorer", [_py(first), _py(second)]),
            )
        )
    if kind == "drill":
        return "\n".join(
            (
                "from americana.views import drill_practice",
                "",
                _call(
                    "drill_practice",
                    [
                        _list_arg("kinds", config["kinds"]),
                        _list_arg("presets", config["presets"]),
                        f"seed={config['seed']}",
                    ],
                ),
            )
        )
    return _hand_code(config, options)


def _hand_code(config: dict[str, Any], options: dict[str, Any]) -> str:
    """``play_hand`` on the block's hand (stud ``Hand`` or ``DrawHand``)."""
    from americana.views.session.play_session import DEFAULT_STACK

    draw = config["game"] == "draw"
    cls, presets = ("DrawHand", "DRAW_VARIANTS") if draw else ("Hand", "VARIANTS")
    imports = [presets, cls]
    variant = f"{presets}[{_py(config['preset'])}]"
    if config["structure"]:
        imports.append("Structure")
        variant += f".with_structure(Structure.{config['structure'].upper()})"
    stacks = config["stacks"] or [DEFAULT_STACK] * config["players"]
    button = config["button"]
    if button is None:
        button = len(stacks) - 1  # the page's default: seat 0 is dealt first
    args = [f"variant={variant}", f"stacks={stacks!r}", f"button={button}"]
    if "cards" in options:
        held = {s: _py(cards) for s, cards in options["cards"].items()}
        args.append(_dict_arg("cards", held))
    elif config["deck"]:
        args.append(f"deck={_py(config['deck'])}")
    if config["seed"] is not None:
        args.append(f"seed={config['seed']}")
    play = []
    if config["names"]:
        names = {int(s): _py(n) for s, n in config["names"].items()}
        play.append(_dict_arg("names", names))
    if config["reader_seat"] is not None:
        play.append(f"reader_seat={config['reader_seat']}")
    return "\n".join(
        (
            f"from americana import {', '.join(sorted(imports))}",
            "from americana.views import play_hand",
            "",
            "hand = " + _call(cls, args),
            _call("play_hand", ["hand", *play]),
        )
    )


def _py(value: Any) -> str:
    """A string or a list of strings as Python code, in double quotes."""
    return json.dumps(value, ensure_ascii=False)


def _dict_arg(name: str, items: dict[int, str]) -> str:
    """``name={seat: value, ...}``, one item a line if it is too long for a
    line of its own in a call (4 spaces in, 88 columns)."""
    line = f"{name}={{{', '.join(f'{k}: {v}' for k, v in items.items())}}}"
    if len(line) <= 83:
        return line
    inner = "".join(f"        {k}: {v},\n" for k, v in items.items())
    return f"{name}={{\n{inner}    }}"


def _list_arg(name: str, values: list[str]) -> str:
    """``name=["a", "b"]``, one value a line if too long for one line."""
    line = f"{name}={_py(values)}"
    if len(line) <= 83:
        return line
    inner = "".join(f"        {_py(v)},\n" for v in values)
    return f"{name}=[\n{inner}    ]"


def _call(name: str, args: list[str]) -> str:
    """``name(args)`` on one line if it fits in 88 columns, else one per line."""
    line = f"{name}({', '.join(args)})"
    if len(line) <= 80 and "\n" not in line:
        return line
    return f"{name}(\n" + "".join(f"    {a},\n" for a in args) + ")"


#: Tags that fold a cell's code in the book; instructors' notebooks show it.
FOLDING_TAGS = frozenset({"hide-input"})


def show_code(cell) -> None:
    """Drop the tags that would fold a code cell's input in the notebook.

    The book folds every code cell's input for learners (book/_ext/
    americana_book.py, at build time, without tags); a ``hide-input`` tag
    written in a page would also hide the code in JupyterLab. Other tags
    (``remove-cell``, ``remove-input``, ...) are kept.
    """
    tags = cell.metadata.get("tags")
    if not tags:
        return
    kept = [tag for tag in tags if tag not in FOLDING_TAGS]
    if kept:
        cell.metadata["tags"] = kept
    else:
        del cell.metadata["tags"]


def translate_caption(cell, catalog: Catalog, report: Report) -> None:
    """A figure caption in a code cell's ``mystnb`` metadata."""
    figure = cell.metadata.get("mystnb", {}).get("figure", {})
    caption = figure.get("caption")
    if isinstance(caption, str) and caption.strip():
        msgid = normalize(caption)
        found = catalog.get(msgid)
        if found is None:
            report.missing.append(msgid)
            return
        report.translated += 1
        if normalize(found) != msgid:
            figure["caption"] = found


def _first_heading(nb) -> str | None:
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        tokens = _parser().parse(cell.source)
        for index, token in enumerate(tokens[:-1]):
            if token.type == "heading_open":
                return normalize(tokens[index + 1].content)
    return None


def execute(nb, cwd: Path) -> None:
    """Run a notebook in place with the book's kernel."""
    from nbclient import NotebookClient

    NotebookClient(
        nb,
        timeout=300,
        kernel_name=KERNEL,
        resources={"metadata": {"path": str(cwd)}},
    ).execute()


def export(
    lang: str,
    out: Path,
    *,
    pages: list[str] | None = None,
    run: bool = False,
    strict: bool = False,
) -> int:
    """Write the notebooks of one language; returns the number of problems."""
    import nbformat

    out.mkdir(parents=True, exist_ok=True)
    problems = 0
    for page in pages or chapters():
        nb, report = export_chapter(page, lang)
        path = out / f"{page}.ipynb"
        path.parent.mkdir(parents=True, exist_ok=True)
        if run:
            try:
                execute(nb, path.parent)
            except Exception as error:  # a cell failed: report it, go on
                print(f"error: {lang}/{page}: {error}", file=sys.stderr)
                problems += 1
        nbformat.validate(nb)
        nbformat.write(nb, path)
        print(
            f"{path}: {report.translated} blocks translated, "
            f"{len(report.missing)} without a catalog entry"
        )
        if report.missing:
            catalog = LOCALES / lang / "LC_MESSAGES" / f"{page}.po"
            where = (
                catalog.relative_to(ROOT) if catalog.is_relative_to(ROOT) else catalog
            )
            if not catalog.is_file():
                where = f"{where} (no such catalog)"
            print(f"warning: {lang}/{page}: not in {where}:", file=sys.stderr)
            for msgid in report.missing:
                short = msgid if len(msgid) <= 70 else msgid[:67] + "..."
                print(f"  {short!r}", file=sys.stderr)
            if strict and lang != "en":
                problems += 1
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--lang",
        action="append",
        required=True,
        choices=(*LANGUAGES, "all"),
        help="a language, or all; may repeat",
    )
    parser.add_argument(
        "--out", type=Path, help="output folder (default _build/notebooks/<lang>)"
    )
    parser.add_argument("--execute", action="store_true", help="run each notebook")
    parser.add_argument(
        "--strict",
        action="store_true",
        help="fail if any prose block has no translation (not for en)",
    )
    parser.add_argument(
        "--page", action="append", help="only this page of _toc.yml (may repeat)"
    )
    args = parser.parse_args(argv)
    langs = list(LANGUAGES) if "all" in args.lang else list(dict.fromkeys(args.lang))
    pages = chapters()
    if args.page:
        unknown = sorted(set(args.page) - set(pages))
        if unknown:
            parser.error(f"not in _toc.yml: {', '.join(unknown)}")
        pages = [p for p in pages if p in args.page]
    problems = 0
    for lang in langs:
        if args.out is None:
            out = BUILD / "notebooks" / lang
        elif len(langs) > 1:
            out = args.out / lang
        else:
            out = args.out
        problems += export(lang, out, pages=pages, run=args.execute, strict=args.strict)
    if problems:
        print(f"{problems} problem(s), see above", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
