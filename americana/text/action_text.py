"""The actions of a hand in words: labels, amounts and ranges, in the reader's language.

No widgets here: the live notebook table (:mod:`americana.views.notebook.live`) and the
in-browser engine (:mod:`americana.views.browser.bridge`) share these texts. Every
phrase is
one whole translated message with its amount in chips, so each language puts
the number where its grammar wants it ("Podbij do 8 żetonów").
"""

from __future__ import annotations

from collections.abc import Sequence

from americana.play.betting import ActionKind, LegalAction
from americana.text.i18n import format_number, npgettext, translations

__all__ = [
    "WITH_AMOUNT",
    "action_label",
    "action_labels",
    "legal_action_text",
    "legal_actions_text",
]

A = ActionKind
#: The actions that take an amount in chips (a "to" amount).
WITH_AMOUNT = (A.BET, A.RAISE, A.COMPLETE)


def action_labels(lang: str | None = None) -> dict[ActionKind, str]:
    """The button label of every action of stud and draw poker, in ``lang``."""
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
        ActionKind.DRAW: t.pgettext("action", "Discard and draw"),
    }


def action_label(kind: ActionKind, lang: str | None = None) -> str:
    """The button label of one action, e.g. "Raise to"."""
    return action_labels(lang)[kind]


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
    elif kind is ActionKind.DRAW:
        text = npgettext(
            "legal action",
            "Discard up to {high} card and draw as many",
            "Discard up to {high} cards and draw as many",
            high,
            lang,
        )
    else:
        raise ValueError(f"{kind} takes no range of amounts")
    return text.format(low=format_number(low, lang), high=format_number(high, lang))


def legal_action_text(action: LegalAction, lang: str | None = None) -> str:
    """One legal action as a phrase: "Fold", "Call 2 chips", "Raise to 8 chips".

    A draw (rule D6, E4) reads "Discard up to 4 cards and draw as many".
    """
    low, high = action.minimum, action.maximum
    if action.kind is ActionKind.DRAW and high is not None:
        return _range_text(action.kind, 0, high, lang)
    if low is None or high is None:
        return action_label(action.kind, lang)
    if low == high:
        return _amount_text(action.kind, low, lang)
    return _range_text(action.kind, low, high, lang)


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
    return " · ".join(legal_action_text(action, lang) for action in actions)
