"""The sentence that tells a reader how the engine plays the other seats.

:class:`americana.play.bots.SimplePolicy` decides the moves; this module says
in one sentence, in the reader's language, what it does.
"""

from __future__ import annotations

from americana.text.i18n import translations

__all__ = ["policy_text"]


def policy_text(game: str, lang: str | None = None) -> str:
    """One sentence telling the reader how the engine plays the other seats.

    Args:
        game: ``"stud"`` (Americana) or ``"draw"``.
        lang: the language of the sentence.
    """
    t = translations(lang)
    if game == "draw":
        return t.pgettext(
            "policy",
            "The engine plays the other seats simply: it opens or bets with a "
            "pair (jacks or better where openers are needed), raises with two "
            "pair or better, folds a hand without a pair to a bet, and at the "
            "draw keeps its pairs, four to a flush or four to a straight.",
        )
    return t.pgettext(
        "policy",
        "The engine plays the other seats simply: it bets or raises when its "
        "cards beat every hand the others show, checks or calls otherwise, "
        "and folds a hand without a pair to a bet of more than two bets.",
    )
