"""Play a hand live in a notebook: the reader chooses every action.

Needs a running kernel (the built book shows :func:`~americana.widgets.hand_stepper`
instead). Buttons are enabled from the hand's ``legal_actions()``, so no rule
is repeated here; an action the engine refuses is shown, never applied.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

import ipywidgets as w

from americana.betting import ActionError, ActionKind, LegalAction
from americana.events import describe
from americana.hand_view import table_views
from americana.i18n import format_number, npgettext, translations
from americana.stud import Hand
from americana.table_html import table_html

__all__ = ["legal_actions_text", "play_hand"]

A = ActionKind
_WITH_AMOUNT = (A.BET, A.RAISE, A.COMPLETE)


def _labels(lang: str | None) -> dict[ActionKind, str]:
    t = translations(lang)
    return {
        A.FOLD: t.pgettext("action", "Fold"),
        A.CHECK: t.pgettext("action", "Check"),
        A.CALL: t.pgettext("action", "Call"),
        A.BET: t.pgettext("action", "Bet"),
        A.RAISE: t.pgettext("action", "Raise to"),
        A.BRING_IN: t.pgettext("action", "Bring in"),
        A.COMPLETE: t.pgettext("action", "Open for more"),
        A.AUTO_BRING_IN: t.pgettext("action", "Let the bring-in be taken"),
        A.SHOW: t.pgettext("action", "Show"),
        A.MUCK: t.pgettext("action", "Muck"),
    }


def _amount_text(kind: ActionKind, n: int, lang: str | None) -> str:
    """An action with its amount, e.g. "Call 2 chips" or "Raise to 8 chips".

    One message per kind, so each language puts the amount where its grammar
    wants it and in the right case ("Podbij do 8 żetonów"). The calls are
    written out so that the catalog extraction finds every message.
    """
    if kind is A.CALL:
        text = npgettext("legal action", "Call {n} chip", "Call {n} chips", n, lang)
    elif kind is A.BET:
        text = npgettext("legal action", "Bet {n} chip", "Bet {n} chips", n, lang)
    elif kind is A.RAISE:
        text = npgettext(
            "legal action", "Raise to {n} chip", "Raise to {n} chips", n, lang
        )
    elif kind is A.BRING_IN:
        text = npgettext(
            "legal action", "Bring in for {n} chip", "Bring in for {n} chips", n, lang
        )
    elif kind is A.COMPLETE:
        text = npgettext(
            "legal action", "Open for {n} chip", "Open for {n} chips", n, lang
        )
    elif kind is A.AUTO_BRING_IN:
        text = npgettext(
            "legal action",
            "Let the bring-in of {n} chip be taken",
            "Let the bring-in of {n} chips be taken",
            n,
            lang,
        )
    else:
        raise ValueError(f"{kind} takes no amount")
    return text.format(n=format_number(n, lang))


def _range_text(kind: ActionKind, low: int, high: int, lang: str | None) -> str:
    """An action with a range: "Raise to between 4 and 8 chips".

    The plural form follows ``high``.
    """
    if kind is A.BET:
        text = npgettext(
            "legal action",
            "Bet between {low} and {high} chip",
            "Bet between {low} and {high} chips",
            high,
            lang,
        )
    elif kind is A.RAISE:
        text = npgettext(
            "legal action",
            "Raise to between {low} and {high} chip",
            "Raise to between {low} and {high} chips",
            high,
            lang,
        )
    elif kind is A.COMPLETE:
        text = npgettext(
            "legal action",
            "Open for between {low} and {high} chip",
            "Open for between {low} and {high} chips",
            high,
            lang,
        )
    else:
        raise ValueError(f"{kind} takes no range of amounts")
    return text.format(low=format_number(low, lang), high=format_number(high, lang))


def legal_actions_text(
    actions: Sequence[LegalAction],
    lang: str | None = None,
) -> str:
    """The legal actions as one line of text.

    For example "Fold · Call 2 chips · Raise to between 4 and 8 chips".

    Args:
        actions: e.g. ``hand.legal_actions()``.
        lang: the language of the text.

    Returns:
        The actions joined by " · ", each a whole translated phrase with its
        amount in chips (plural forms from CLDR).
    """
    labels = _labels(lang)
    parts = []
    for action in actions:
        low, high = action.minimum, action.maximum
        if low is None or high is None:
            parts.append(labels[action.kind])
        elif low == high:
            parts.append(_amount_text(action.kind, low, lang))
        else:
            parts.append(_range_text(action.kind, low, high, lang))
    return " · ".join(parts)


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
    labels = _labels(lang)
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
            text = t.gettext("The engine refuses this action ({code}).").format(
                code=error.code
            )
            message.value = f'<span style="color:#b00">{escape(text)}</span>'
        refresh()

    for kind, button in buttons.items():
        button.on_click(lambda _button, kind=kind: act(kind))
    refresh()
    controls = w.HBox(list(buttons.values()))
    return w.VBox([table, amount, controls, message, log, errors])
