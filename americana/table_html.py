"""A :class:`~americana.hand_view.TableView` as HTML, in the reader's language.

Inline styles, so the same HTML renders in a live notebook and in the built
book; class names and each cell's ``data-label`` let the book's CSS restyle
it (dark mode, one card per seat on a phone). Player names are data: always
escaped, never translated.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from html import escape

from americana.display import card_html, card_name
from americana.events import DrawEventKind, describe, player_name, pot_name
from americana.hand_view import SeatView, TableView
from americana.i18n import format_chips, translations

__all__ = ["table_html"]

_CELL = "padding:0.2em 0.6em;border-bottom:1px solid #ddd;text-align:left;"
# No opacity: a faded face would fall below 4.5:1 text contrast.
_HIDDEN = "display:inline-block;outline:2px dashed #2c5f8a;outline-offset:1px;"


def _cards(seat: SeatView, lang: str | None, concealed: bool = False) -> str:
    t = translations(lang)
    out = []
    for card, face_up in seat.cards:
        if not face_up and not seat.shown and concealed:
            # Another player's hole card: its back only, no name anywhere.
            face = card_html(None, lang)
        elif not face_up and not seat.shown:
            # The reader sees the hole card; the other players would not. The
            # text alternative says so, as the dashed outline does.
            label = t.gettext("face down: {card}").format(card=card_name(card, lang))
            face = card_html(card, lang, label=label)
            face = f'<span class="americana-face-down" style="{_HIDDEN}">{face}</span>'
        else:
            face = card_html(card, lang)
        out.append(face)
    return "".join(out)


def _status(seat: SeatView, acting: bool, lang: str | None) -> str:
    t = translations(lang)
    marks = []
    if seat.folded:
        marks.append(t.pgettext("seat status", "folded"))
    if seat.all_in:
        marks.append(t.pgettext("seat status", "all in"))
    if seat.shown:
        marks.append(t.pgettext("seat status", "shows"))
    if seat.mucked:
        marks.append(t.pgettext("seat status", "mucks"))
    if seat.won:
        marks.append(
            t.pgettext("seat status", "wins {chips}").format(
                chips=format_chips(seat.won, lang)
            )
        )
    text = escape(", ".join(marks))
    return f"<strong>{text}</strong>" if acting else text


def table_html(
    view: TableView,
    *,
    names: Mapping[int, str] | None = None,
    lang: str | None = None,
    header: str = "",
    conceal: Collection[int] = (),
) -> str:
    """The table at one step: what happened, then seats, then pots.

    Args:
        view: one step of :func:`~americana.hand_view.table_views`.
        names: seat -> player name (default "Seat n").
        lang: the language of every label.
        header: HTML put above (e.g. "Step 3 of 20"), inserted as given.
        conceal: seats whose face-down cards are drawn as card backs, named
            nowhere in the HTML, until the seat shows its hand (a reader
            playing one seat against the engine). By default every face-down
            card is visible with a dashed outline ("face down: ...").
    """
    t = translations(lang)
    said = " ".join(escape(describe(e, lang, names)) for e in view.events)
    labels = (
        t.pgettext("table", "Player"),
        t.pgettext("table", "Cards"),
        t.pgettext("table", "Bet"),
        t.pgettext("table", "Stack"),
        "",
    )
    head = "".join(f'<th style="{_CELL}">{escape(text)}</th>' for text in labels)
    # data-label repeats the column's name in each cell, for narrow screens.
    cell = [f'style="{_CELL}" data-label="{escape(text)}"' for text in labels]
    rows = []
    for seat in view.seats:
        acting = seat.seat == view.acting
        style = "background:#fff7d6;" if acting else ""
        style += "color:#666;" if seat.folded else ""
        name = escape(player_name(seat.seat, names, lang))
        bet = escape(format_chips(seat.bet, lang)) if seat.bet else ""
        classes = " ".join(
            c
            for c, on in (
                ("americana-acting", acting),
                ("americana-folded", seat.folded),
            )
            if on
        )
        cards = _cards(seat, lang, seat.seat in conceal)
        mark = "▶ " if acting else ""
        rows.append(
            f'<tr class="{classes}" style="{style}">'
            f'<td class="americana-player" {cell[0]}>{mark}{name}</td>'
            f'<td class="americana-cards" style="{_CELL}font-size:1.25em;'
            f'white-space:nowrap" data-label="{escape(labels[1])}">{cards}</td>'
            f"<td {cell[2]}>{bet}</td>"
            f"<td {cell[3]}>{escape(format_chips(seat.stack, lang))}</td>"
            f'<td class="americana-status" {cell[4]}>{_status(seat, acting, lang)}</td>'
            "</tr>"
        )
    pots = []
    for i, pot in enumerate(view.pots):
        who = ", ".join(player_name(s, names, lang) for s in pot.eligible)
        pots.append(
            "<li>"
            + escape(
                t.pgettext("table", "{pot}: {chips}, for {players}").format(
                    pot=pot_name(i, lang),
                    chips=format_chips(pot.amount, lang),
                    players=who,
                )
            )
            + "</li>"
        )
    pot_list = f'<ul style="margin:0.3em 0">{"".join(pots)}</ul>' if pots else ""
    if any(e.kind is DrawEventKind.DRAW for e in view.events):
        street = t.gettext("The draw")
    elif view.street:
        street = t.gettext("Betting round {n}").format(n=view.street)
    else:
        street = ""
    return (
        '<div class="americana-table" '
        'style="line-height:1.45;padding:0.3em 0.5em;min-height:16em">'
        f"{header}"
        '<div class="americana-muted" style="color:#555;font-size:0.9em">'
        f"{escape(street)}</div>"
        f'<div style="margin:0.3em 0 0.5em;font-size:1.05em">{said}</div>'
        '<table class="americana-seats" '
        'style="border-collapse:collapse;font-size:0.95em">'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        f"{pot_list}</div>"
    )
