"""HTML values for notebooks: :class:`Html`, and the small tables of the book.

:class:`Html` is a string that a notebook displays as HTML (``str()`` gives
the HTML). :func:`html_table` lays out a header and rows already in HTML
under a caption of plain text; :func:`text_table` escapes the cells' plain
text too. The count tables (:mod:`americana.views.notebook.count_tables`), the
probability tables (:mod:`americana.views.notebook.odds_tables`) and the reader's small
tables (:mod:`americana.views.render.reader`) are built here; the presets table and
the explorer's pages lay out their own (row headers, captions of their own).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from americana.cards import Card, Suit, parse_cards
from americana.text.i18n import format_number, translations
from americana.text.names import card_name

__all__ = ["Html", "card_html", "cards_html", "deck_html", "html_table", "text_table"]

_CELL = "padding:0.2em 0.6em;border-bottom:1px solid #ddd;text-align:left;"


_RED = {Suit.HEARTS, Suit.DIAMONDS}
# Inline styles: the same HTML renders in a live notebook and in the built book.
_FACE = (
    "display:inline-block;min-width:2.2em;padding:0.1em 0.25em;margin:0 0.12em;"
    "border:1px solid #888;border-radius:0.3em;background:#fff;text-align:center;"
    "font-weight:600;"
)


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


def card_html(
    card: Card | None, lang: str | None = None, *, label: str | None = None
) -> str:
    """A card as an inline HTML face; ``None`` draws a face-down card.

    The face shows the rank and the suit's symbol, so suits never differ by
    colour alone. It is an image (``role="img"``) whose text alternative, the
    ``aria-label`` and ``title``, is the card's name in ``lang``, with its
    suit ("ten of hearts"), or "face-down card".

    Args:
        card: the card, or ``None`` for a face-down card.
        lang: the language of the name.
        label: plain text to use as the text alternative instead of the name
            (e.g. "face down: ten of hearts"); escaped here.
    """
    if card is None:
        text = label or translations(lang).gettext("face-down card")
        return (
            f'<span style="{_FACE}background:#2c5f8a;color:#fff" role="img" '
            f'title="{escape(text)}" aria-label="{escape(text)}">?</span>'
        )
    colour = "#c0392b" if card.suit in _RED else "#1a1a1a"
    text = escape(label or card_name(card, lang))
    return (
        f'<span style="{_FACE}color:{colour}" role="img" title="{text}" '
        f'aria-label="{text}">{escape(card.symbol)}</span>'
    )


def cards_html(cards: Iterable[Card] | str, lang: str | None = None) -> Html:
    """The cards drawn in a row, each named in ``lang`` for screen readers.

    ``cards`` may be a string the engine reads (``"10H 9s qd"``); a bad card
    raises :class:`~americana.errors.CardError`.
    """
    if isinstance(cards, str):
        cards = parse_cards(cards)
    faces = "".join(card_html(card, lang) for card in cards)
    return Html(f'<span style="display:inline-block;line-height:2">{faces}</span>')


def deck_html(deck: Sequence[Card], lang: str | None = None) -> Html:
    """ "The deck has 32 cards:" and the cards drawn, in order."""
    t = translations(lang)
    sentence = t.npgettext(
        "reader", "The deck has {n} card:", "The deck has {n} cards:", len(deck)
    ).format(n=format_number(len(deck), lang))
    return Html(f"<p>{escape(sentence)}</p><p>{cards_html(deck, lang)}</p>")
