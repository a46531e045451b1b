"""A hand read from a history or a link, shown step by step (the page's replay).

:class:`ReplaySession` holds a whole hand read by the engine
(:func:`~americana.play.hand_actions.hand_from_history` or
:func:`~americana.play.hand_link.hand_from_link_fragment`) and the step the
reader is at: 0 is the deal, the last is the hand as played
(:mod:`americana.play.hand_link`). Its view is the view of a
:class:`~americana.views.session.play_session.PlaySession` around the hand at
that step, every card shown, with no action offered, plus where the replay
is (:class:`ReplayStep`). :meth:`ReplaySession.play_on` hands the hand at the
step to a play session, the reader playing every seat; the cards still to
come are the ones the hand dealt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypedDict

from americana.play.betting import ActionError, SetupError
from americana.play.draw import DrawHand
from americana.play.hand_link import hand_at_step, step_count
from americana.play.history import write_history
from americana.play.stud import Hand
from americana.text.player_names import edition_name
from americana.views.session.play_session import PlaySession, SessionView

__all__ = ["ReplaySession", "ReplayStep", "ReplayView", "history_of"]


class ReplayStep(TypedDict):
    """Where a replay is: ``step`` of ``steps`` (0 is the deal), and whether
    the hand at this step may be played on (it is not over)."""

    step: int
    steps: int
    can_play_on: bool


class ReplayView(SessionView):
    """A :class:`SessionView` of the hand at the step, no action offered, and
    ``replay``."""

    replay: ReplayStep


def history_of(hand: Hand | DrawHand, names: Mapping[int, str]) -> str:
    """``hand``'s PHH history, its players named as in the English edition
    (``"Ann"``, not ``"Аня"``: the edition that opens it seats its own,
    :func:`~americana.text.player_names.edition_name`); names outside the
    book's tables as given."""
    return write_history(
        hand, names={s: edition_name(n, "en") for s, n in names.items()}
    )


class ReplaySession:
    """A whole hand and the step shown.

    Args:
        hand: the hand as read, at its last step.
        step: the step to show first (default the last).
        names: seat -> player name, the page's (default the hand's own).

    Raises:
        SetupError: ``"replay.bad_step"``, ``step`` outside 0 to the last.
    """

    def __init__(
        self,
        hand: Hand | DrawHand,
        *,
        step: int | None = None,
        names: Mapping[int, str] | None = None,
    ) -> None:
        self.hand = hand
        self.steps = step_count(hand)
        self.names = dict(hand.names if names is None else names)
        self.step = self.steps
        self.go(self.steps if step is None else step)

    def go(self, step: int) -> None:
        """Show the hand after ``step`` actions.

        Raises:
            SetupError: ``"replay.bad_step"``, not a whole number from 0 to
                :attr:`steps`; the step shown stays.
        """
        try:
            at = hand_at_step(self.hand, step)
        except ValueError:
            raise SetupError(
                "replay.bad_step", f"no step {step!r}", steps=self.steps
            ) from None
        self.step, self._at = step, at

    def play_on(self) -> PlaySession:
        """A play session from the hand at the step, the reader at every seat.

        Raises:
            ActionError: ``"hand.finished"``, the hand is over at this step.
        """
        if self._at.finished:
            raise ActionError("hand.finished", "the hand is over at this step")
        return PlaySession.for_hand(
            hand_at_step(self.hand, self.step), names=self.names
        )

    def history(self) -> str:
        """The whole hand's history (:func:`history_of`), whatever the step."""
        return history_of(self.hand, self.names)

    def view(self, lang: str | None = None) -> ReplayView:
        """The table at the step, every card shown, its log and, once over,
        its result and why; ``actions`` and ``between`` empty."""
        view = PlaySession.for_hand(self._at, names=self.names).view(lang)
        return {
            **view,
            "actions": [],
            "draw": None,
            "reader_turn": False,
            "between": [],
            "policy": None,
            "replay": {
                "step": self.step,
                "steps": self.steps,
                "can_play_on": not self._at.finished,
            },
        }
