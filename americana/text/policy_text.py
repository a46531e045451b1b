"""The sentence that tells a reader how the engine plays the other seats.

:class:`americana.play.bots.SimplePolicy` decides the moves; this module says
in one sentence, in the reader's language, what it does.
"""

from __future__ import annotations

from collections.abc import Callable

from americana.rules.game_rules import Game
from americana.text.i18n import Catalog, translations

__all__ = ["policy_text"]


def policy_text(game: Game | str, lang: str | None = None) -> str:
    """One sentence telling the reader how the engine plays the other seats.

    Args:
        game: the hand's ``game`` (:class:`~americana.rules.game_rules.Game`),
            or its name, ``"stud"`` (Americana) or ``"draw"``.
        lang: the language of the sentence.

    Raises:
        ValueError: ``game`` names no game.
    """
    return _SENTENCES[Game(game)](translations(lang))


def _draw_policy(t: Catalog) -> str:
    return t.pgettext(
        "policy",
        "The engine plays the other seats simply: it opens or bets with a "
        "pair (jacks or better where openers are needed), raises with two "
        "pair or better, folds a hand without a pair to a bet, and at the "
        "draw keeps its pairs, four to a flush or four to a straight.",
    )


def _stud_policy(t: Catalog) -> str:
    return t.pgettext(
        "policy",
        "The engine plays the other seats simply: it bets or raises when its "
        "cards beat every hand the others show, checks or calls otherwise, "
        "and folds a hand without a pair to a bet of more than two bets.",
    )


#: The sentence of each game.
_SENTENCES: dict[Game, Callable[[Catalog], str]] = {
    Game.STUD: _stud_policy,
    Game.DRAW: _draw_policy,
}
