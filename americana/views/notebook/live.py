"""Play a hand live in a notebook: the reader chooses every action.

Needs a running kernel (the built book shows
:func:`~americana.views.notebook.widgets.hand_stepper` instead). One live
table for page and notebook: the table, its marker of the seat to act, the
actions offered with their amounts and the engine's play of the other seats
all come from :class:`americana.views.session.play_session.PlaySession`, which
the book's in-browser engine shares. Buttons are the hand's
``legal_actions()``, so no rule is repeated here; an action the engine refuses
is explained in words (:func:`americana.text.error_text.error_text`), never
applied. The action texts are in :mod:`americana.text.action_text`
(``legal_actions_text`` is re-exported here).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from americana.cards import parse_card
from americana.errors import AmericanaError
from americana.play.betting import ActionKind, LegalAction
from americana.play.draw import DrawHand
from americana.play.stud import Hand
from americana.text.action_text import WITH_AMOUNT as _WITH_AMOUNT
from americana.text.action_text import (
    action_labels,
    legal_action_text,
    legal_actions_text,
)
from americana.text.error_text import error_text
from americana.text.i18n import translations
from americana.text.policy_text import policy_text
from americana.views.session.play_session import ActionEntry, PlaySession

__all__ = ["legal_actions_text", "play_hand"]

A = ActionKind
#: The sized actions by name: their button follows the amount chosen.
_SIZED = {kind.value: kind for kind in _WITH_AMOUNT}
#: A projected table's type size, against the notebook's.
PROJECTOR_SIZE = "1.5em"
# A card to exchange, and one chosen: not the action buttons' look (plain),
# and a chosen card is marked by colour and by a tick, not colour alone.
_CARD_STYLE, _CHOSEN_STYLE, _TICK = "info", "warning", "✓ "


def play_hand(
    hand: Hand | DrawHand,
    *,
    stacks: Mapping[int, int] | Sequence[int] | None = None,
    names: Mapping[int, str] | None = None,
    lang: str | None = None,
    reader_seat: int | None = None,
    hide_hole_cards: bool = False,
    projector: bool = False,
) -> w.VBox:
    """A live table for ``hand``: the reader acts for whoever is to act.

    Stud (:class:`~americana.play.stud.Hand`) or draw poker
    (:class:`~americana.play.draw.DrawHand`): in the draw, toggle the cards to
    exchange (a chosen card turns orange and gets a ✓), then "Discard up to
    ... and draw as many" (or "Stand pat"); jackpots opens only with openers
    (E7, the engine refuses otherwise) and after a pass-out "Deal again"
    deals the next hand with the pot carried in. When the hand is over, the
    buttons between hands are the page's: "Next hand" deals the next hand at
    the same table (the stacks carried, the button passed on, A3, D8), and
    while a seat is empty or a player is broke, "Seat a new player" and
    "buy in again" (A14); the names stay with their seats. The moves go through
    :class:`americana.views.session.play_session.PlaySession`, as in the
    book's in-browser engine, and the table is its
    :meth:`~americana.views.session.play_session.PlaySession.seats_html`:
    ▶, "to act" and ``aria-current="true"`` mark the seat the engine says is
    to act (the hand's ``turn``; no seat once the hand is over), with the
    dealer (A3), the reader's seat, the preset's rules and bet sizes (A8,
    A9; D5, E3) and the last move in one sentence.

    Each button says its action with its amount ("Call 2 chips", "Raise to
    4 chips", "Bring in for 2 chips"). A bet, raise or completion whose
    amount the rules leave open (pot or no limit, A8, A9) gets an amount
    slider between the engine's bounds and its button follows the slider;
    a fixed amount (fixed limit) is a plain button, with no slider.

    Args:
        hand: a hand in progress (e.g. ``Hand(variant=..., stacks=..., seed=...)``).
        stacks: kept for older notebooks: the stacks before the hand,
            ``{seat: chips}`` or a list for seats ``0, 1, ...``. The table
            always shows the engine's stacks (the hand's ``starting_stacks``
            and the chips moved since), so ``stacks`` must equal
            ``hand.starting_stacks``; deal the hand with other stacks instead.
        names: seat -> player name; by default the hand's own ``names``
            (a :class:`~americana.play.classroom.Deal`'s hand carries them).
        lang: the language of every label.
        reader_seat: ``None`` (the default) for the reader acting for every
            seat; else the reader's seat, an ``int`` dealt in ``hand``: the
            engine plays the other seats with the page's policy
            (:class:`~americana.play.bots.SimplePolicy`, said in one sentence
            under the table), at once up to the reader's turn and after each
            of the reader's moves, and the other seats' face-down cards are
            card backs, named nowhere in the HTML, until shown (A10).
        hide_hole_cards: for a projected table: no seat's face-down card
            appears in the widget's HTML, the reader's neither (card backs,
            not cards hidden with CSS), until a seat shows its hand; in the
            draw the cards to exchange are named by their place, 1 to 5.
        projector: large type (``PROJECTOR_SIZE``, 1.5 times the notebook's)
            for the table, the buttons, the result and the log, so that the
            back of a room can read a projected table.

    Returns:
        ``VBox(table, amount slider, card toggles and action buttons, message,
        between-hands buttons, log, errors)``. ``table``, ``message`` and ``log`` are
        :class:`ipywidgets.HTML`: the log is folded in a ``<details>``; the
        message holds the result and the "why" lines of the showdown (A11,
        A12, A13, B1, B3, B4; D8, E6), or the engine's refusal in words. The
        slider is shown only while an amount is to be chosen. The
        between-hands buttons (an ``HBox`` of ``Button`` with the class
        ``americana-live-between``) are there only once the hand is over.

    Raises:
        SetupError: ``"seat.unknown"``, ``reader_seat`` is not a seat of
            ``hand``; nothing is changed.
        ValueError: ``stacks`` differ from ``hand.starting_stacks``.
    """
    if stacks is not None:
        given = dict(stacks) if isinstance(stacks, Mapping) else dict(enumerate(stacks))
        if given != hand.starting_stacks:
            raise ValueError(
                f"stacks {given!r} are not the hand's starting stacks "
                f"{hand.starting_stacks!r}: deal the hand with these stacks"
            )
    t = translations(lang)
    session = PlaySession.for_hand(hand, names=names, reader_seat=reader_seat)
    big = f"font-size:{PROJECTOR_SIZE};line-height:1.4"

    def framed(html: str) -> str:
        if not projector:
            return html
        return f'<div class="americana-projector" style="{big}">{html}</div>'

    table = w.HTML()
    log = w.HTML()
    message = w.HTML()
    amount = w.IntSlider(
        description=t.pgettext("action", "Amount"),
        min=0,
        max=0,
        layout=w.Layout(width="min(100%, 36em)"),
    )
    # The buttons of the game's actions, in the order of action_labels.
    labels = {
        kind.value: label
        for kind, label in action_labels(lang).items()
        if kind in hand.action_kinds
    }
    if hand.has_draw:  # D6, E4; the re-deal of a pass-out (E7)
        labels["stand_pat"] = t.pgettext("action", "Stand pat")
        labels["redeal"] = t.pgettext("action", "Deal again")
    buttons = {name: w.Button(description=label) for name, label in labels.items()}
    for name, button in buttons.items():
        button.add_class("americana-live-action")
        button.add_class(f"americana-live-{name}")
        button.layout.width = "auto"  # the whole text, never cut short
    toggles = [
        w.ToggleButton(button_style=_CARD_STYLE, layout=w.Layout(width="auto"))
        for _ in range(5 if hand.has_draw else 0)
    ]
    for toggle in toggles:
        toggle.add_class("americana-live-card")
    if projector:
        for widget in (*buttons.values(), *toggles):
            widget.style.font_size = PROJECTOR_SIZE
    # Per toggle: its face (or place), as the description shows it unchosen.
    faces = [""] * len(toggles)
    # The sized action the slider is for (None: no bet, raise or completion).
    sized_now: dict[str, ActionEntry | None] = {"entry": None}
    draw_limit = {"max": 0}
    offered_now: dict[str, ActionEntry] = {}

    def describe_sized() -> None:
        """The sized action's button says the amount chosen ("Raise to 6 chips")."""
        entry = sized_now["entry"]
        if entry is None:
            return
        kind = _SIZED[entry["action"]]
        chosen = LegalAction(kind, amount.value, amount.value)
        buttons[entry["action"]].description = legal_action_text(chosen, lang)

    def describe_toggles() -> None:
        """A chosen card: orange and ticked; no more than the draw allows (D6, E4)."""
        chosen = sum(toggle.value for toggle in toggles)
        for toggle, face in zip(toggles, faces, strict=True):
            toggle.button_style = _CHOSEN_STYLE if toggle.value else _CARD_STYLE
            toggle.description = (_TICK + face) if toggle.value else face
            toggle.disabled = not toggle.value and chosen >= draw_limit["max"]

    def on_amount(_change: Any) -> None:
        describe_sized()

    def on_toggle(_change: Any) -> None:
        describe_toggles()

    amount.observe(on_amount, names="value")
    for toggle in toggles:
        toggle.observe(on_toggle, names="value")

    def refresh() -> None:
        table.value = framed(
            session.seats_html(lang, conceal_all=hide_hole_cards) + policy_line()
        )
        offered = {entry["action"]: entry for entry in session.actions(lang)}
        offered_now.clear()
        offered_now.update(offered)
        for name, button in buttons.items():
            entry = offered.get(name)
            button.disabled = entry is None
            button.layout.display = None if entry else "none"
            if entry:  # the whole phrase, with its amount ("Call 2 chips")
                button.description = entry["text"]
                button.tooltip = entry["text"]
        sized = next((offered[k] for k in _SIZED if k in offered), None)
        sized_now["entry"] = sized
        low = sized["min"] if sized else None
        high = sized["max"] if sized else None
        if low is not None and high is not None:
            # Set the bounds in an order that never puts value outside them.
            amount.max = max(amount.max, high)
            amount.min = low
            amount.max = high
            amount.value = low
            describe_sized()
        # A slider only for a real choice: a fixed amount is a plain button.
        ranged = low is not None and high is not None and low < high
        amount.layout.display = None if ranged else "none"
        choice = session.draw_choice(lang)
        cards = choice["cards"] if choice else []
        draw_limit["max"] = choice["max"] if choice else 0
        for i, toggle in enumerate(toggles):
            if i < len(cards):
                if hide_hole_cards:  # the place only: no card in the HTML
                    faces[i], toggle.tooltip = str(i + 1), ""
                else:
                    faces[i] = parse_card(cards[i]["card"]).symbol
                    toggle.tooltip = cards[i]["label"]
                toggle.value = False
                toggle.layout.display = None
            else:
                faces[i] = ""
                toggle.value = False
                toggle.layout.display = "none"
        describe_toggles()
        lines = (escape(line) for line in session.log(lang))
        log.value = framed(
            "<details><summary>"
            + escape(t.pgettext("action", "Everything so far"))
            + "</summary><ol>"
            + "".join(f"<li>{line}</li>" for line in lines)
            + "</ol></details>"
        )
        # The result, and why: the hands shown and what decided each pot.
        summary = session.summary(lang)
        reasons = session.why(lang) + session.seating(lang)
        if summary or reasons:
            items = "".join(f"<li>{escape(line)}</li>" for line in reasons)
            message.value = framed(
                (f"<strong>{escape(summary)}</strong>" if summary else "")
                + (f'<ul class="americana-live-why">{items}</ul>' if items else "")
            )
        offers = []
        for between_entry in session.between(lang):
            op, seat = between_entry["op"], between_entry["seat"]
            label = between_entry["label"]
            offer = w.Button(description=label, tooltip=label)
            offer.add_class("americana-live-between")
            offer.add_class(f"americana-live-{op.replace('_', '-')}")
            offer.layout.width = "auto"
            if projector:
                offer.style.font_size = PROJECTOR_SIZE
            offer.on_click(lambda _b, op=op, seat=seat: between_hands(op, seat))
            offers.append(offer)
        between.children = tuple(offers)

    def policy_line() -> str:
        """How the engine plays the other seats, when the reader plays one."""
        if reader_seat is None:
            return ""
        return (
            '<p class="americana-live-policy americana-muted" '
            f'style="color:#555">{escape(policy_text(session.game, lang))}</p>'
        )

    # Anything unexpected in a callback is shown here, never swallowed.
    errors = w.Output()
    # Between hands: the next hand, a newcomer, a rebuy (PlaySession.between).
    between = w.HBox(layout=w.Layout(flex_flow="row wrap"))

    # ipywidgets has no types; capture() keeps the callback's signature.
    shown_in_errors: Callable[[Callable[[str], None]], Callable[[str], None]]
    shown_in_errors = errors.capture(clear_output=True)

    @shown_in_errors
    def act(name: str) -> None:
        message.value = ""
        choice = session.draw_choice(lang)
        cards = [c["card"] for c in choice["cards"]] if choice else []
        discards = [
            c for c, toggle in zip(cards, toggles, strict=False) if toggle.value
        ]
        # The slider's amount for its action; another sized action (none in
        # the presets) at its smallest amount.
        entry = sized_now["entry"]
        offer = offered_now.get(name)
        chips = offer["min"] if offer is not None else None
        if entry is not None and entry["action"] == name:
            chips = amount.value
        try:
            session.act(name, chips, discards)
        except AmericanaError as error:  # the engine refused: nothing changed
            text = error_text(error, lang, names=session.names)
            refresh()
            message.value = framed(f'<span style="color:#b00">{escape(text)}</span>')
            return
        refresh()

    shown_between: Callable[
        [Callable[[str, int | None], None]], Callable[[str, int | None], None]
    ]
    shown_between = errors.capture(clear_output=True)

    @shown_between
    def between_hands(op: str, seat: int | None) -> None:
        message.value = ""
        try:
            if op == "next_hand":
                session.next_hand()
            elif op == "join":
                session.join(lang=lang)
            else:  # "rebuy"
                session.rebuy(seat)
        except AmericanaError as error:  # refused: nothing changed
            refresh()
            text = error_text(error, lang, names=session.names)
            message.value = framed(f'<span style="color:#b00">{escape(text)}</span>')
            return
        refresh()

    for name, button in buttons.items():
        button.on_click(lambda _button, name=name: act(name))
    refresh()
    controls = w.HBox(
        [*toggles, *buttons.values()], layout=w.Layout(flex_flow="row wrap")
    )
    return w.VBox([table, amount, controls, message, between, log, errors])
