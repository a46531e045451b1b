"""Play a hand live in a notebook: the reader chooses every action.

Needs a running kernel (the built book shows :func:`~americana.widgets.hand_stepper`
instead). Buttons are enabled from the hand's ``legal_actions()``, so no rule
is repeated here; an action the engine refuses is shown, never applied.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

import ipywidgets as w

from americana.action_text import WITH_AMOUNT as _WITH_AMOUNT
from americana.action_text import action_labels, legal_actions_text
from americana.betting import ActionError, ActionKind
from americana.events import describe
from americana.hand_view import table_views
from americana.i18n import translations
from americana.refusals import refusal_text
from americana.stud import Hand
from americana.table_html import table_html

__all__ = ["legal_actions_text", "play_hand"]

A = ActionKind


def play_hand(
    hand: Hand,
    *,
    stacks: Mapping[int, int] | Sequence[int] | None = None,
    names: Mapping[int, str] | None = None,
    lang: str | None = None,
) -> w.VBox:
    """A live table for ``hand``: the reader acts for whoever is to act.

    Args:
        hand: a hand in progress (e.g. ``Hand(variant=..., stacks=..., seed=...)``).
        stacks: the stacks before the hand, in chips (for the view); by
            default the hand's own ``starting_stacks``.
        names: seat -> player name.
        lang: the language of every label.

    Returns:
        ``VBox(table, amount slider, action buttons, message, log, errors)``.
    """
    t = translations(lang)
    labels = {k: v for k, v in action_labels(lang).items() if isinstance(k, A)}
    table = w.HTML()
    log = w.HTML()
    message = w.HTML()
    amount = w.IntSlider(description=t.pgettext("action", "Amount"), min=0, max=0)
    buttons = {kind: w.Button(description=labels[kind]) for kind in labels}

    def refresh() -> None:
        start = hand.starting_stacks if stacks is None else stacks
        views = table_views(hand.events, stacks=start, carry_in=hand.carry_in)
        table.value = table_html(views[-1], names=names, lang=lang) if views else ""
        legal = {a.kind: a for a in hand.legal_actions()}
        for kind, button in buttons.items():
            button.disabled = kind not in legal
            button.layout.display = None if kind in legal else "none"
        sized = next((legal[k] for k in _WITH_AMOUNT if k in legal), None)
        amount.layout.display = None if sized else "none"
        if sized:
            # Set the bounds in an order that never puts value outside them.
            amount.max = max(amount.max, sized.maximum)
            amount.min = sized.minimum
            amount.max = sized.maximum
            amount.value = sized.minimum
        lines = (escape(describe(e, lang, names)) for e in hand.events)
        log.value = (
            "<details><summary>"
            + escape(t.pgettext("action", "Everything so far"))
            + "</summary><ol>"
            + "".join(f"<li>{line}</li>" for line in lines)
            + "</ol></details>"
        )
        if hand.finished:
            message.value = f"<strong>{escape(t.gettext('The hand is over.'))}</strong>"

    # Anything unexpected in a callback is shown here, never swallowed.
    errors = w.Output()

    @errors.capture(clear_output=True)
    def act(kind: ActionKind) -> None:
        message.value = ""
        try:
            if kind in _WITH_AMOUNT:
                hand.act(kind, amount.value)
            else:
                hand.act(kind)
        except ActionError as error:  # the engine refused: nothing changed
            text = refusal_text(error, lang, names=names)
            message.value = f'<span style="color:#b00">{escape(text)}</span>'
        refresh()

    for kind, button in buttons.items():
        button.on_click(lambda _button, kind=kind: act(kind))
    refresh()
    controls = w.HBox(list(buttons.values()))
    return w.VBox([table, amount, controls, message, log, errors])
