"""A :class:`~americana.play.table_states.TableView` as HTML, in the reader's language.

Inline styles, so the same HTML renders in a live notebook and in the built
book; class names and each cell's ``data-label`` let the book's CSS restyle
it (dark mode, one card per seat on a phone). Player names are data: always
escaped, never translated.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from html import escape

from americana.play.events import Event, EventKind
from americana.play.table_states import SeatView, TableView
from americana.rules.game_rules import Game
from americana.text.describe import describe
from americana.text.i18n import format_chips, translations
from americana.text.names import card_name, pot_name
from americana.text.player_names import player_list, player_name
from americana.views.render.html import card_html

__all__ = ["seats_html", "stage_name"]

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


def seats_html(
    view: TableView,
    *,
    names: Mapping[int, str] | None = None,
    lang: str | None = None,
    header: str = "",
    conceal: Collection[int] = (),
    live: bool = False,
    to_act: int | None = None,
    you: int | None = None,
    dealer: int | None = None,
    said: str | None = None,
    rules: str = "",
) -> str:
    """The table at one step: where the hand is, what happened, seats and pots.

    The stage is named as the book names it (:func:`stage_name`), the step's
    sentence is in larger type, and the pots stand beside the seats as
    amounts (below them on a narrow screen), each with who may win it, and
    still shown, marked as paid, once awarded.

    Two tables, two markers: a stepper shows history, so its ▶ follows the
    seat whose event the step is (``view.acting``); a live table
    (``live=True``) marks instead the seat the engine says is to act
    (``to_act``, the hand's ``turn``) with ▶, "to act" and
    ``aria-current="true"``, and no seat once the hand is over. Every row
    carries ``data-seat``; the reader's seat ``data-you`` and a "you" badge;
    the dealer's seat (the button, A3, A7, A10, A13) ``data-dealer`` and a
    dealer disc.

    Args:
        view: one step of :func:`~americana.play.table_states.table_views`.
        names: seat -> player name (default "Seat n").
        lang: the language of every label.
        header: HTML put above (e.g. "Step 3 of 20"), inserted as given.
        conceal: seats whose face-down cards are drawn as card backs, named
            nowhere in the HTML, until the seat shows its hand (a reader
            playing one seat against the engine). By default every face-down
            card is visible with a dashed outline ("face down: ...").
        live: the marker follows ``to_act`` rather than ``view.acting``.
        to_act: the seat to act now (live tables); ``None`` for nobody.
        you: the reader's seat, if the reader plays one.
        dealer: the dealer's seat (the hand's ``button``), if known.
        said: plain text shown instead of the step's sentences (a live
            table's one short sentence; the full log is the page's).
        rules: HTML put under the stage (the preset and its bet sizes),
            inserted as given.
    """
    t = translations(lang)
    if said is None:
        said = " ".join(describe(e, lang, names) for e in view.events)
    marked = to_act if live else view.acting
    labels = (
        t.pgettext("table", "Player"),
        t.pgettext("table", "Cards"),
        t.pgettext("table", "Bet"),
        t.pgettext("table", "Stack"),
        "",
    )
    head = "".join(f'<th style="{_CELL}">{escape(text)}</th>' for text in labels)
    # data-label repeats the column's name in each cell, for narrow screens.
    # Names and amounts stay on one line; the status may wrap.
    one_line = "white-space:nowrap;"
    # A live table's player cell may wrap its marks ("to act", "you") under
    # the name, which itself stays on one line.
    keep = ("" if live else one_line, "", one_line, one_line, "")
    cell = [
        f'style="{_CELL}{k}" data-label="{escape(text)}"'
        for text, k in zip(labels, keep, strict=True)
    ]
    rows = []
    for seat in view.seats:
        acting = seat.seat == marked
        style = "background:#fff7d6;" if acting else ""
        if acting and live:
            style += "box-shadow:inset 6px 0 0 #a45a00;"
        elif seat.seat == you:
            style += "box-shadow:inset 6px 0 0 #2c5f8a;"
        style += "color:#666;" if seat.folded else ""
        name = escape(player_name(seat.seat, names, lang))
        if live:
            name = f'<span style="white-space:nowrap">{name}</span>'
        bet = escape(format_chips(seat.bet, lang)) if seat.bet else ""
        classes = " ".join(
            c
            for c, on in (
                ("americana-acting", acting and not live),
                ("americana-to-act", acting and live),
                ("americana-you-row", seat.seat == you),
                ("americana-folded", seat.folded),
            )
            if on
        )
        cards = _cards(seat, lang, seat.seat in conceal)
        if acting:  # the seat whose turn this is, in larger type
            name = f'<strong style="font-size:1.2em">▶ {name}</strong>'
        if acting and live:
            name += _badge(t.pgettext("table", "to act"), "americana-to-act-badge")
        if seat.seat == you:
            name += _badge(t.pgettext("table", "you"), "americana-you")
        if seat.seat == dealer:
            name += _dealer_disc(lang)
        attrs = f' data-seat="{seat.seat}"'
        attrs += ' aria-current="true"' if acting and live else ""
        attrs += " data-you" if seat.seat == you else ""
        attrs += " data-dealer" if seat.seat == dealer else ""
        rows.append(
            f'<tr class="{classes}"{attrs} style="{style}">'
            f'<td class="americana-player" {cell[0]}>{name}</td>'
            f'<td class="americana-cards" style="{_CELL}font-size:1.25em;'
            f'white-space:nowrap" data-label="{escape(labels[1])}">{cards}</td>'
            f"<td {cell[2]}>{bet}</td>"
            f"<td {cell[3]}>{escape(format_chips(seat.stack, lang))}</td>"
            f'<td class="americana-status" {cell[4]}>{_status(seat, acting, lang)}</td>'
            "</tr>"
        )
    size = "1.1em" if live else "1.3em"
    return (
        '<div class="americana-table" '
        'style="line-height:1.45;padding:0.3em 0.5em;min-height:16em">'
        f"{header}"
        '<div class="americana-muted americana-street" '
        f'style="color:#555;font-size:0.95em">{escape(stage_name(view, lang))}</div>'
        f"{rules}"
        '<div class="americana-said" '
        f'style="margin:0.3em 0 0.5em;font-size:{size};font-weight:600">'
        f"{escape(said)}</div>"
        '<div class="americana-board" style="display:flex;'
        'gap:0.6em 1.2em;align-items:flex-start">'
        '<table class="americana-seats" '
        'style="border-collapse:collapse;font-size:0.95em;flex:1 1 auto">'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        f"{_pots_html(view, names, lang)}</div></div>"
    )


def _badge(text: str, cls: str) -> str:
    """A word beside a player's name ("to act", "you"): text, not colour alone."""
    return (
        f' <span class="americana-badge {cls}" style="display:inline-block;'
        "font-size:max(0.8em,14px);font-weight:600;border:1px solid currentColor;"
        'border-radius:0.8em;padding:0 0.45em;white-space:nowrap">'
        f"{escape(text)}</span>"
    )


def _dealer_disc(lang: str | None) -> str:
    """The dealer button: a disc with the dealer's letter, named for a screen reader."""
    t = translations(lang)
    word = escape(t.pgettext("table", "dealer"))
    letter = escape(t.pgettext("dealer button", "D"))
    return (
        f' <span class="americana-dealer" title="{word}" style="display:inline-block;'
        "width:1.6em;height:1.6em;line-height:1.45em;border-radius:50%;"
        "border:2px solid currentColor;text-align:center;"
        'font-weight:700;font-size:max(0.8em,14px);vertical-align:middle">'
        f'<span aria-hidden="true">{letter}</span>'
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;'
        f'clip-path:inset(50%);white-space:nowrap">{word}</span></span>'
    )


def stage_name(view: TableView, lang: str | None = None) -> str:
    """Where the hand is (its stage), named as the book names it.

    Stud (A3, A4): betting round 1 is "second street" (two cards each), round
    4 "fifth street". Draw (E1, E5): the first round before the draw, the
    second after it. A step of antes alone is before the deal; a step whose
    events include a draw or the stock reshuffled for one (E4) is "the draw",
    one that shows hands or pays a contested pot "the showdown". Empty when
    there is nothing to name.
    """
    t = translations(lang)
    # The stock reshuffled for a draw (E4) is part of the draw, not of the
    # betting round before it.
    if any(e.kind in (EventKind.DRAW, EventKind.STOCK_RESHUFFLED) for e in view.events):
        return t.gettext("The draw")
    if any(_at_showdown(e) for e in view.events):
        return t.pgettext("street", "The showdown")
    if view.betting_round is None:
        if any(e.kind is EventKind.ANTE for e in view.events):
            return t.pgettext("street", "Antes, before the deal")
        return ""
    names = {  # each game's rounds (A3, A4; D5, D7, E3, E5)
        Game.STUD: {
            1: t.pgettext("street", "Second street, betting round 1"),
            2: t.pgettext("street", "Third street, betting round 2"),
            3: t.pgettext("street", "Fourth street, betting round 3"),
            4: t.pgettext("street", "Fifth street, betting round 4"),
        },
        Game.DRAW: {
            1: t.pgettext("street", "Betting round 1, before the draw"),
            2: t.pgettext("street", "Betting round 2, after the draw"),
        },
    }[view.game]
    n = view.betting_round
    return names.get(n, t.gettext("Betting round {n}").format(n=n))


def _at_showdown(event: Event) -> bool:
    """A hand shown or mucked, openers proved, or a contested pot paid."""
    if event.kind is EventKind.POT_AWARDED:
        return event.reason != "uncontested"
    return event.kind in (
        EventKind.HAND_SHOWN,
        EventKind.HAND_MUCKED,
        EventKind.OPENERS_SHOWN,
    )


def _pots_html(
    view: TableView, names: Mapping[int, str] | None, lang: str | None
) -> str:
    """The pots beside the seats: each its name, its amount in large type, and
    who may win it; each pot keeps its name for the whole hand (its
    :attr:`~americana.play.table_states.PotView.index`), and a pot paid out
    stays, with its whole amount, marked "paid out" (the seats' status says
    who won what)."""
    t = translations(lang)
    pots = sorted(
        [(pot, False) for pot in view.pots] + [(pot, True) for pot in view.paid],
        key=lambda item: item[0].index,
    )
    if not pots:
        return ""
    items = []
    for pot, paid in pots:
        who = player_list(pot.eligible, names, lang)  # "Ania i Bartek"
        done = (
            '<span class="americana-pot-paid" style="display:block;font-weight:600">'
            + escape(t.pgettext("table", "paid out"))
            + "</span>"
            if paid
            else ""
        )
        # One sentence for a screen reader; the large amount is its part.
        items.append(
            f'<li class="americana-pot{" americana-pot-done" if paid else ""}" '
            'style="border:2px solid #2c5f8a;'
            'border-radius:0.5em;padding:0.2em 0.7em;margin:0 0 0.4em">'
            f'<span class="americana-pot-name">{escape(pot_name(pot.index, lang))}'
            ":</span> "
            '<strong class="americana-pot-amount" style="font-size:1.4em;'
            f'display:block">{escape(format_chips(pot.amount, lang))}</strong>'
            '<span class="americana-muted" style="color:#555;font-size:0.9em">'
            + escape(t.pgettext("table", "for {players}").format(players=who))
            + f"</span>{done}</li>"
        )
    label = escape(t.pgettext("table", "Pots"))
    return (
        f'<ul class="americana-pots" aria-label="{label}" '
        'style="list-style:none;margin:0;padding:0;flex:0 1 auto;min-width:8em;'
        'max-width:14em">'
        f"{''.join(items)}</ul>"
    )
