"""A hand block's words for saving, opening and linking a hand, in its language.

The page's "Save this hand", "Open a hand" and "Copy link", and the controls
that step through a hand opened (docs/histories.md), rendered when the book
is built into the block's texts beside
:func:`~americana.text.live_text.live_text`'s (book/_ext/americana_live.py).
"""

from __future__ import annotations

from americana.text.i18n import translations

__all__ = ["saved_hand_text"]


def saved_hand_text(lang: str | None = None) -> dict[str, str]:
    """The words by key (``lang`` default: the language in force);
    ``step_of`` has ``{n}`` and ``{total}``, filled in by the page.

    Raises:
        UnknownLanguageError: ``lang`` is not a book language.

    >>> saved_hand_text("en")["step_of"]
    'Step {n} of {total}'
    """
    t = translations(lang)
    return {
        "save": t.pgettext("live block", "Save this hand"),
        "open": t.pgettext("live block", "Open a hand"),
        "open_file": t.pgettext("live block", "A hand history file (.phh)"),
        "open_paste": t.pgettext(
            "live block", "or paste a hand history, or a hand's link"
        ),
        "open_go": t.pgettext("live block", "Open"),
        "copy_link": t.pgettext("live block", "Copy link"),
        "link": t.pgettext("live block", "Link to this hand"),
        "link_note": t.pgettext(
            "live block",
            "The hand is written in the link itself, after the #: opening it "
            "sends the hand to no server.",
        ),
        "linked": t.pgettext(
            "live block",
            "The link you followed holds a hand: start the block to see it.",
        ),
        "step_of": t.pgettext("live block", "Step {n} of {total}"),
        "previous": t.pgettext("live block", "Previous step"),
        "next_step": t.pgettext("live block", "Next step"),
        "play_on": t.pgettext("live block", "Play on from here"),
    }
