"""Play a hand live in a notebook: the reader chooses every action.

Needs a running kernel (the built book shows
:func:`~americana.views.notebook.widgets.hand_stepper` instead). Buttons are enabled
from
the hand's ``legal_actions()``, so no rule is repeated here; an action the
engine refuses is explained in words
(:func:`americana.text.error_text.error_text`), never applied. Stud and
draw
poker alike, through :class:`americana.views.session.play_session.PlaySession`, which
the book's
in-browser engine shares. The action texts are in :mod:`americana.text.action_text`
(``legal_actions_text`` is re-exported here).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape

import ipywidgets as w

from americana.cards import parse_card
from americana.errors import AmericanaError
from americana.play.betting import ActionKind
from americana.play.draw import DrawHand
from americana.play.stud import Hand
from americana.play.table_states import table_views
from americana.text.action_text import WITH_AMOUNT as _WITH_AMOUNT
from americana.text.action_text import action_labels, legal_actions_text
from americana.text.error_text import error_text
from americana.text.i18n import translations
from americana.views.render.seats_html import seats_html
from americana.views.session.play_session import PlaySession

__all__ = ["legal_actions_text", "play_hand"]

A = ActionKind


def play_hand(
    hand: Hand | DrawHand,
    *,
    stacks: Mapping[int, int] | Sequence[int] | None = None,
    names: Mapping[int, str] | None = None,
    lang: str | None = None,
) -> w.VBox:
    """A live table for ``hand``: the reader acts for whoever is to act.

    Stud (:class:`~americana.play.stud.Hand`) or draw poker
    (:class:`~americana.play.draw.DrawHand`): in the draw, toggle the cards to
    exchange, then "Discard and draw" (or "Stand pat"); jackpots opens only
    with openers (E7, the engine refuses otherwise) and after a pass-out
    "Deal again" deals the next hand with the pot carried in. The moves go
    through :class:`americana.views.session.play_session.PlaySession`, as in the book's
    in-browser engine.

    Args:
        hand: a hand in progress (e.g. ``Hand(variant=..., stacks=..., seed=...)``).
        stacks: the stacks before the hand, in chips (for the view); by
            default the hand's own ``starting_stacks``.
        names: seat -> player name.
        lang: the language of every label.

    Returns:
        ``VBox(table, amount slider, card toggles and action buttons, message,
        log, errors)``.
    """
    t = translations(lang)
    session = PlaySession.for_hand(hand, names=names)
    first = hand
    table = w.HTML()
    log = w.HTML()
    message = w.HTML()
    amount = w.IntSlider(description=t.pgettext("action", "Amount"), min=0, max=0)
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
    toggles = [w.ToggleButton() for _ in range(5 if hand.has_draw else 0)]

    def refresh() -> None:
        current = session.hand
        if stacks is not None and current is first:
            views = table_views(current.events, stacks=stacks, carry_in=hand.carry_in)
            table.value = seats_html(views[-1], names=names, lang=lang) if views else ""
        else:
            table.value = session.seats_html(lang)
        offered = {entry["action"]: entry for entry in session.actions(lang)}
        for name, button in buttons.items():
            button.disabled = name not in offered
            button.layout.display = None if name in offered else "none"
        sized = next(
            (offered[k.value] for k in _WITH_AMOUNT if k.value in offered), None
        )
        amount.layout.display = None if sized else "none"
        if sized:
            # Set the bounds in an order that never puts value outside them.
            amount.max = max(amount.max, sized["max"])
            amount.min = sized["min"]
            amount.max = sized["max"]
            amount.value = sized["min"]
        choice = session.draw_choice(lang)
        cards = choice["cards"] if choice else []
        for i, toggle in enumerate(toggles):
            if i < len(cards):
                toggle.description = parse_card(cards[i]["card"]).symbol
                toggle.tooltip = cards[i]["label"]
                toggle.value = False
                toggle.layout.display = None
            else:
                toggle.layout.display = "none"
        lines = (escape(line) for line in session.log(lang))
        log.value = (
            "<details><summary>"
            + escape(t.pgettext("action", "Everything so far"))
            + "</summary><ol>"
            + "".join(f"<li>{line}</li>" for line in lines)
            + "</ol></details>"
        )
        # The result, and why: the hands shown and what decided each pot.
        summary = session.summary(lang)
        reasons = session.why(lang)
        if summary or reasons:
            items = "".join(f"<li>{escape(line)}</li>" for line in reasons)
            message.value = (
                f"<strong>{escape(summary)}</strong>" if summary else ""
            ) + (f'<ul class="americana-live-why">{items}</ul>' if items else "")

    # Anything unexpected in a callback is shown here, never swallowed.
    errors = w.Output()

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
        try:
            session.act(name, amount.value, discards)
        except AmericanaError as error:  # the engine refused: nothing changed
            text = error_text(error, lang, names=names)
            refresh()
            message.value = f'<span style="color:#b00">{escape(text)}</span>'
            return
        refresh()

    for name, button in buttons.items():
        button.on_click(lambda _button, name=name: act(name))
    refresh()
    controls = w.HBox([*toggles, *buttons.values()])
    return w.VBox([table, amount, controls, message, log, errors])
