"""The words inside code, translated like the prose: comments and docstrings.

Sphinx's gettext builder extracts a page's prose but never the source of a
code cell or of a code block, so a reader who opens the code on a Polish page
would read English comments. This module finds the words a reader reads in a
piece of code and nothing else:

* a comment after code (``names = player_names(3)  # seat -> name``) is one
  message, the text after ``# ``;
* a run of whole-line comments at one indentation is one message, its lines
  joined by spaces (as Sphinx joins a paragraph's lines);
* each paragraph of a docstring (Python only) is one message, its lines
  joined by spaces.

The code itself (names, strings that are code, numbers) never changes.

:func:`code_messages` lists the messages of a piece of code in order;
:func:`translate_code` puts each message's translation in its place (a
comment run or a long docstring re-wrapped to :data:`WIDTH` columns). Three
users, one reading:

* this module as a Sphinx extension (loaded by americana_book.py): the
  gettext builder puts every code cell's and code block's messages into the
  page's catalog, right after the block, and the HTML builder replaces them
  in the page with the catalog's translation;
* tools/export_notebooks.py, for the code cells and code blocks of the
  exported notebooks;
* the tests (tests/test_code_text.py).
"""

from __future__ import annotations

import ast
import inspect
import io
import re
import textwrap
import tokenize
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: Where a translated comment run or docstring is wrapped (ruff's line length).
WIDTH = 88
#: Languages of code blocks read as Python (tokenized, docstrings found).
PYTHON = frozenset({"python", "python3", "py", "ipython", "ipython3"})
#: Other languages whose ``#`` starts a comment (read line by line).
HASH_COMMENTS = frozenset({"yaml", "yml", "bash", "sh", "shell", "console", "toml"})
#: A comment a reader does not read as prose: a tool's marker or no words.
_NOT_PROSE = re.compile(r"^(noqa|type:|fmt:|pragma|%%|!)|^[^A-Za-z]*$")
#: A comment in a line of YAML or shell: ``#`` at the start or after a space.
_HASH = re.compile(r"(^|\s)#(?: |$)")


@dataclass(frozen=True)
class _Piece:
    """One message's place in the source: [start, end) and how to write it."""

    start: int
    end: int
    messages: tuple[str, ...]
    kind: str  # "comment" (one line), "run" (whole-line comments), "docstring"
    indent: int  # the column of the comment's "#" or the docstring's quotes
    quote: str = ""  # a docstring's opening quotes, prefix included
    multiline: bool = False  # a docstring written over several lines


def _offsets(source: str) -> list[int]:
    """The offset of each line's start; line n (1-based) starts at [n - 1]."""
    starts = [0]
    for line in source.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    return starts


def _comment_text(comment: str) -> str:
    return comment.lstrip("#").strip()


def _comments(source: str, python: bool) -> list[tuple[int, int, str, bool]]:
    """Every comment as (line, column, text after "#", whole line?)."""
    found: list[tuple[int, int, str, bool]] = []
    lines = source.splitlines()
    if python:
        try:
            tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
        except (tokenize.TokenError, IndentationError, SyntaxError):
            tokens = []
            python = False
        for token in tokens:
            if token.type == tokenize.COMMENT:
                row, col = token.start
                whole = not lines[row - 1][:col].strip()
                found.append((row, col, token.string, whole))
    if not python:
        for row, line in enumerate(lines, start=1):
            match = _HASH.search(line)
            if match is None or line[: match.start()].count('"') % 2:
                continue
            col = match.start() + len(match.group(1))
            found.append((row, col, line[col:].rstrip(), not line[:col].strip()))
    return found


def _pieces(source: str, python: bool) -> list[_Piece]:
    starts = _offsets(source)
    lines = source.splitlines()
    pieces: list[_Piece] = []
    run: list[tuple[int, int, str]] = []

    def close_run() -> None:
        if run:
            text = " ".join(_comment_text(c) for _, _, c in run)
            first, col, _ = run[0]
            last = run[-1][0]
            end = starts[last - 1] + len(lines[last - 1])
            pieces.append(_Piece(starts[first - 1] + col, end, (text,), "run", col))
            run.clear()

    for row, col, comment, whole in _comments(source, python):
        if _NOT_PROSE.search(_comment_text(comment)):
            close_run()
            continue
        if whole:
            if run and (run[-1][0] != row - 1 or run[-1][1] != col):
                close_run()
            run.append((row, col, comment))
            continue
        close_run()
        start = starts[row - 1] + col
        text = _comment_text(comment)
        pieces.append(
            _Piece(start, start + len(comment.rstrip()), (text,), "comment", col)
        )
    close_run()
    if python:
        pieces.extend(_docstrings(source, starts))
    return sorted(pieces, key=lambda piece: piece.start)


def _docstrings(source: str, starts: list[int]) -> list[_Piece]:
    try:
        tree = ast.parse(source)
    except SyntaxError:  # IPython's own syntax (magics) in a cell
        return []
    lines = source.splitlines()
    found = []
    for node in ast.walk(tree):
        if not isinstance(
            node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
        ):
            continue
        if not node.body:
            continue
        first = node.body[0]
        if not (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
        ):
            continue
        text = inspect.cleandoc(first.value.value)
        paragraphs = tuple(
            " ".join(part.split())
            for part in re.split(r"\n\s*\n", text)
            if part.strip()
        )
        if not paragraphs or _NOT_PROSE.search(paragraphs[0]):
            continue
        end_lineno = first.end_lineno or first.lineno
        end_col = first.end_col_offset or 0

        def char(line: int, byte_col: int) -> int:
            encoded = lines[line - 1].encode("utf-8")[:byte_col]
            return starts[line - 1] + len(encoded.decode("utf-8"))

        start = char(first.lineno, first.col_offset)
        quote = re.match(r"[rRuU]?(\"\"\"|'''|\"|')", source[start:])
        if quote is None:
            continue
        found.append(
            _Piece(
                start,
                char(end_lineno, end_col),
                paragraphs,
                "docstring",
                len(lines[first.lineno - 1]) - len(lines[first.lineno - 1].lstrip()),
                quote.group(0),
                end_lineno > first.lineno,
            )
        )
    return found


def code_messages(source: str, language: str = "python") -> list[str]:
    """The messages of ``source`` in order: comments and docstring paragraphs.

    ``language`` is the code block's (``python`` and ``ipython3`` are read as
    Python, ``yaml`` and ``bash`` line by line); another language has none.
    """
    python = language in PYTHON
    if not python and language not in HASH_COMMENTS:
        return []
    return [m for piece in _pieces(source, python) for m in piece.messages]


def _render(piece: _Piece, words: tuple[str, ...]) -> str:
    if piece.kind == "comment":
        return f"# {words[0]}"
    if piece.kind == "run":
        width = max(WIDTH - piece.indent - 2, 30)
        wrapped = textwrap.wrap(words[0], width) or [""]
        return f"\n{' ' * piece.indent}".join(f"# {line}" for line in wrapped)
    quote = piece.quote.lstrip("rRuU")
    body = "\n\n".join(words)
    one_line = f"{piece.quote}{body}{quote}"
    if (
        not piece.multiline
        and "\n" not in body
        and piece.indent + len(one_line) <= WIDTH
    ):
        return one_line
    pad = " " * piece.indent
    width = max(WIDTH - piece.indent, 30)
    paragraphs = [
        "\n".join(pad + line for line in textwrap.wrap(p, width)) for p in words
    ]
    text = "\n\n".join(paragraphs).lstrip()
    return f"{piece.quote}{text}\n{pad}{quote}"


def translate_code(
    source: str, translate: Callable[[str], str | None], language: str = "python"
) -> str:
    """``source`` with each message replaced by ``translate(message)``.

    A message ``translate`` gives no text for (``None`` or ``""``) keeps its
    words; a piece whose messages are all unchanged is left as written, line
    for line. Nothing but comments and docstrings changes.
    """
    python = language in PYTHON
    if not python and language not in HASH_COMMENTS:
        return source
    out = []
    at = 0
    for piece in _pieces(source, python):
        words = tuple(translate(m) or m for m in piece.messages)
        if words == piece.messages:
            continue
        out.append(source[at : piece.start])
        out.append(_render(piece, words))
        at = piece.end
    out.append(source[at:])
    return "".join(out)


#: A fenced code block of a markdown cell: its fence, language and body.
_FENCE = re.compile(
    r"^(?P<fence>`{3,}|~{3,})(?P<language>[\w+-]*)[^\n]*\n(?P<body>.*?)^(?P=fence)\s*$",
    re.MULTILINE | re.DOTALL,
)


def translate_cells(cells: list[Any], translate: Callable[[str], str | None]) -> None:
    """Translate, in place, the comments and docstrings of notebook cells.

    ``cells`` are nbformat cells: a code cell's source is read as Python, and
    in a markdown cell each fenced code block (```` ```python ````,
    ```` ```yaml ````, ...) in its own language.
    """
    for cell in cells:
        if cell.cell_type == "code":
            cell.source = translate_code(cell.source, translate)
        elif cell.cell_type == "markdown":

            def fence(match: re.Match[str]) -> str:
                body = match.group("body")
                new = translate_code(body, translate, match.group("language"))
                start, end = match.span("body")
                whole = match.group(0)
                offset = match.start()
                return whole[: start - offset] + new + whole[end - offset :]

            cell.source = _FENCE.sub(fence, cell.source)


# --------------------------------------------------------------------------
# Sphinx: the catalog of each page holds its code's messages, and the page
# shows their translation.


def _code_blocks(doctree: Any) -> list[tuple[Any, str]]:
    """Each code cell's source and code block of a page, with its language."""
    from docutils import nodes

    found = []
    for node in doctree.findall(nodes.literal_block):
        parent = node.parent
        in_cell = parent is not None and parent.get("nb_element") == "cell_code_source"
        language = "python" if in_cell else (node.get("language") or "")
        if in_cell or language in PYTHON or language in HASH_COMMENTS:
            found.append((node, language))
    return found


def _extract(app: Any, doctree: Any) -> None:
    """For the gettext builder: the code's messages, right after each block.

    Each message becomes a paragraph of the page, which only the gettext
    builder sees (this runs for no other builder), so it lands in the page's
    catalog at the block's place in the page.
    """
    from docutils import nodes

    source = doctree.get("source")
    seen = set()

    def paragraphs(messages: list[str], line: int) -> list[Any]:
        made = []
        for message in messages:
            seen.add(message)
            paragraph = nodes.paragraph(message, message)
            paragraph.source = source
            paragraph.line = line
            made.append(paragraph)
        return made

    for block, language in _code_blocks(doctree):
        made = paragraphs(code_messages(block.astext(), language), block.line or 1)
        if made:
            block.parent.insert(block.parent.index(block) + 1, made)
    # Cells whose input the page hides (remove-input) are not in the doctree,
    # but an exported notebook shows their code: their messages go last.
    hidden = [m for m in _notebook_messages(source) if m not in seen]
    doctree.extend(paragraphs(hidden, 1))


def _notebook_messages(path: str | None) -> list[str]:
    """The messages of every code cell of a MyST notebook page, in order."""
    if not path or not path.endswith(".md"):
        return []
    import jupytext

    with open(path, encoding="utf-8") as file:
        text = file.read()
    front = text.split("\n---", 1)[0] if text.startswith("---\n") else ""
    if "jupytext:" not in front:
        return []
    cells = jupytext.reads(text, fmt="md:myst").cells
    return [m for c in cells if c.cell_type == "code" for m in code_messages(c.source)]


def page_catalog(app: Any) -> Any | None:
    """The catalog of the page being read, in the build's language.

    ``None`` in English (the source language) or when the page has no
    catalog; otherwise a gettext translations object (``.gettext(msgid)``).
    """
    import os

    from sphinx import locale
    from sphinx.util.i18n import docname_to_domain

    if (app.config.language or "en") == "en":
        return None
    domain = docname_to_domain(app.env.docname, app.config.gettext_compact)
    dirs = [os.path.join(app.srcdir, d) for d in app.config.locale_dirs]
    catalog, found = locale.init(dirs, app.config.language, domain)
    return catalog if found else None


def _translate(app: Any, doctree: Any) -> None:
    """For the other builders: each block's messages in the page's language."""
    from docutils import nodes

    catalog = page_catalog(app)
    if catalog is None:
        return
    for block, language in _code_blocks(doctree):
        text = block.astext()
        translated = translate_code(text, catalog.gettext, language)
        if translated != text:
            block.rawsource = translated
            block[:] = [nodes.Text(translated)]


def _on_doctree_read(app: Any, doctree: Any) -> None:
    if app.builder.name == "gettext":
        _extract(app, doctree)
    else:
        _translate(app, doctree)


def setup(app: Any) -> dict[str, Any]:
    app.connect("doctree-read", _on_doctree_read)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
