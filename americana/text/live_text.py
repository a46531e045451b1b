"""The words of a live block that the page shows itself, in the reader's language.

A live block of the book (book/_ext/americana_live.py) runs the engine in the
reader's browser. Everything it says before Python is running (the start
button, the loading progress, why it cannot run), and the labels of the
controls the page draws around the engine's replies, is rendered when the book
is built, from this module's messages in the ``americana`` catalog. The
engine's own sentences (actions, events, refusals) come from the bridge.
"""

from __future__ import annotations

from americana.text.i18n import translations

__all__ = ["KINDS", "drill_questions", "live_text"]

#: The kinds of live block: a hand to play, the hand explorer, a drill.
KINDS = ("hand", "explorer", "drill")


def drill_questions(lang: str | None = None) -> dict[str, str]:
    """Each kind of drill as its short question ("Who shows first?"), by kind.

    >>> drill_questions("en")["split"]
    'How is the pot split?'
    """
    t = translations(lang)
    return {
        "bring_in": t.pgettext("drill", "Who brings in?"),
        "first_to_act": t.pgettext("drill", "Who acts first?"),
        "opener": t.pgettext("drill", "Who may open?"),
        "after_draw": t.pgettext("drill", "Who speaks first after the draw?"),
        "show_first": t.pgettext("drill", "Who shows first?"),
        "split": t.pgettext("drill", "How is the pot split?"),
    }


def live_text(kind: str, lang: str | None = None) -> dict[str, str]:
    """The block's texts by key, translated (``lang`` default: the language in force).

    Keys with ``{n}`` or ``{name}`` are filled in by the page;
    ``choose_discards_<n>`` is the draw picker's hint for at most n cards;
    ``runtime_failed`` and ``engine_failed`` say which download failed, under
    a ``retry`` button.

    Raises:
        ValueError: ``kind`` is not one of :data:`KINDS`.
        UnknownLanguageError: ``lang`` is not a book language.
    """
    if kind not in KINDS:
        raise ValueError(f"unknown live block kind {kind!r}; use one of {KINDS}")
    t = translations(lang)
    # What an exported notebook says instead of the page's introduction,
    # above the code cell that replaces the block (tools/export_notebooks.py).
    notebook = {
        "hand": t.pgettext(
            "live block",
            "The cell below deals this hand and shows it as a live table in the "
            "notebook: its buttons offer only what the rules allow at each "
            "moment, each with its amount. Run the cell again to start the hand "
            "again.",
        ),
        "explorer": t.pgettext(
            "live block",
            "The cell below starts the explorer in the notebook: type two hands "
            "and press Enter, and it shows the same tables for them.",
        ),
        "drill": t.pgettext(
            "live block",
            "The cell below asks the questions in the notebook: answer, check "
            "your answer, and the engine tells you whether you are right and "
            "why.",
        ),
    }[kind]
    start = {
        "hand": t.pgettext("live block", "Play this hand in your browser"),
        "explorer": t.pgettext("live block", "Start the explorer in your browser"),
        "drill": t.pgettext("live block", "Start the practice in your browser"),
    }[kind]
    # What the reader can use instead, on the same page and with no server.
    fallback = {
        "hand": t.pgettext(
            "live block", "The hand above can be stepped through with no server."
        ),
        "explorer": t.pgettext(
            "live block", "The explorer above works with no server."
        ),
        "drill": t.pgettext(
            "live block",
            "The exercises of this page, with their answers, need no server.",
        ),
    }[kind]
    text = {
        "start": start,
        "notebook": notebook,
        "intro": t.pgettext(
            "live block",
            "The button starts the engine in your browser: the page downloads the "
            "Python runtime and the engine once (about 14 MB) and needs no server "
            "after that. Nothing you play leaves your computer.",
        ),
        "loading_runtime": t.pgettext("live block", "Loading the Python runtime…"),
        "loading_engine": t.pgettext("live block", "Loading the engine…"),
        "ready": t.pgettext("live block", "Ready."),
        "no_file": t.pgettext(
            "live block",
            "Browsers do not run this block on a page opened from a file; open the "
            "book through a web server (for example python3 -m http.server in the "
            "folder of the built book).",
        )
        + " "
        + fallback,
        # A file of the runtime or of the engine that failed to arrive (a
        # broken connection, a missing file, a page served in its place, no
        # byte for a long while): the block says which, and offers "retry".
        "runtime_failed": t.pgettext(
            "live block",
            "The Python runtime could not be downloaded, so this block cannot "
            "start; check the connection and try again.",
        )
        + " "
        + fallback,
        "engine_failed": t.pgettext(
            "live block",
            "The engine could not be downloaded, so this block cannot start; "
            "check the connection and try again.",
        )
        + " "
        + fallback,
        "retry": t.pgettext("live block", "Try again"),
        "failed": t.pgettext(
            "live block", "The engine stopped with an error; reload the page."
        ),
    }
    if kind == "hand":
        text |= {
            "to_act": t.pgettext("live block", "To act: {name}"),
            "amount": t.pgettext("action", "Amount"),
            "discards": t.pgettext("live block", "Cards to exchange"),
            "log": t.pgettext("live block", "What has happened"),
            "over": t.gettext("The hand is over."),
            "deal": t.pgettext("live block", "Deal a new hand"),
            # The block's introduction (book/_ext/americana_live.py), with
            # the engine's policy between them when the reader has a seat.
            "buttons": t.pgettext(
                "live block",
                "The block's buttons offer only what the rules allow at each "
                "moment, each with its amount.",
            ),
            "deal_more": t.pgettext(
                "live block",
                "{deal} deals another hand from a shuffled deck, with any preset "
                "and two to six players; there you may also play every seat "
                "yourself.",
            ),
            "deal_go": t.pgettext("live block", "Deal"),
            "deal_help": t.pgettext(
                "live block",
                "The new hand is dealt from a deck shuffled with the shuffle number, "
                "or at random if none is given; the same number deals the same hand.",
            ),
            "seed": t.pgettext("live block", "Shuffle number (optional)"),
            "preset": t.pgettext("live block", "Preset"),
            "players": t.pgettext("live block", "Players"),
            "reader": t.pgettext("live block", "I play"),
            "every_seat": t.pgettext("live block", "every seat"),
            "seat": t.pgettext("live block", "seat {n}"),
            # The coach's switch (off by default): on the reader's turn the
            # block shows the chance of winning and the price of a call.
            "coach": t.pgettext(
                "live block", "Coach: my chances and the price of a call"
            ),
        }
        # The notebook's "play every seat yourself", under a hand whose
        # cell gives the reader a seat.
        text["notebook_every_seat"] = t.pgettext(
            "live block",
            "With `reader_seat`, the engine plays the other seats; without it, you "
            "play every seat yourself.",
        )
        # One sentence per possible number: a draw exchanges at most 5 cards.
        for n in range(1, 6):
            text[f"choose_discards_{n}"] = t.npgettext(
                "live block",
                "Choose at most {n} card to exchange.",
                "Choose at most {n} cards to exchange.",
                n,
            ).format(n=n)
    elif kind == "explorer":
        text |= {
            "first": t.pgettext("live block", "First hand"),
            "second": t.pgettext("live block", "Second hand"),
            "compare": t.pgettext("live block", "Compare"),
            "examples": t.pgettext("live block", "Examples"),
            "placeholder": t.pgettext("live block", "five cards, e.g. AH KH QH JH 9H"),
            # The block's introduction (book/_ext/americana_live.py).
            "menu": t.pgettext(
                "live block",
                "Its menu of examples offers pairs of hands to start from.",
            ),
        }
    else:
        text |= {
            "kind": t.pgettext("live block", "Question"),
            **drill_questions(lang),
            "record": t.pgettext("live block", "Your record"),
            "record_note": t.pgettext(
                "live block",
                "Kept in this browser only; nothing is sent anywhere.",
            ),
            "missed": t.pgettext("live block", "Practise what I missed"),
            # The block's introduction (book/_ext/americana_live.py).
            "keeps_score": t.pgettext(
                "live block",
                "The block keeps your score for each kind of question in this "
                "browser only, and {missed} asks the kinds you missed more often.",
            ),
            "reset": t.pgettext("live block", "Reset my record"),
            "your_answer": t.pgettext("live block", "your answer"),
            "preset": t.pgettext("live block", "Preset"),
            "next": t.pgettext("live block", "Next question"),
            "check": t.pgettext("live block", "Check my answer"),
            "chips_for": t.pgettext("live block", "Chips for {name}"),
            "right": t.pgettext("live block", "Right."),
            "wrong": t.pgettext("live block", "Not right."),
        }
    return text
