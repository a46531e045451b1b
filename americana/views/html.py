"""HTML values for notebooks: :class:`Html`, and the small tables of the book.

:class:`Html` is a string that a notebook displays as HTML (``str()`` gives
the HTML). :func:`html_table` lays out a header and rows already in HTML
under a caption of plain text; :func:`text_table` escapes the cells' plain
text too. The count tables (:mod:`americana.views.count_tables`), the
probability tables (:mod:`americana.views.odds_tables`) and the reader's small
tables (:mod:`americana.views.reader`) are built here; the presets table and
the explorer's pages lay out their own (row headers, captions of their own).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

__all__ = ["Html", "html_table", "text_table"]

_CELL = "padding:0.2em 0.6em;border-bottom:1px solid #ddd;text-align:left;"


class Html(str):
    """A string of HTML that notebooks display as HTML."""

    def _repr_html_(self) -> str:
        return str(self)


def html_table(
    header: Sequence[str], rows: Iterable[Sequence[str]], caption: str | None = None
) -> Html:
    """A table: ``header`` and ``rows`` are HTML (escape text), ``caption`` is text."""
    head = "".join(f'<th scope="col" style="{_CELL}">{h}</th>' for h in header)
    body = "".join(
        "<tr>" + "".join(f'<td style="{_CELL}">{cell}</td>' for cell in row) + "</tr>"
        for row in rows
    )
    title = (
        f'<caption style="caption-side:top;text-align:left;font-weight:600">'
        f"{escape(caption)}</caption>"
        if caption
        else ""
    )
    return Html(
        '<table style="border-collapse:collapse;font-size:0.92em">'
        f"{title}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    )


def text_table(
    header: Sequence[str], rows: Iterable[Sequence[str]], caption: str | None = None
) -> Html:
    """:func:`html_table` of plain text, escaped here."""
    return html_table(
        [escape(h) for h in header],
        [[escape(cell) for cell in row] for row in rows],
        caption,
    )
