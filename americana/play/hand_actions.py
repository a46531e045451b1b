"""The actions a hand of stud (Americana) and a hand of draw poker have in common.

:class:`BettingHand` is the base of :class:`americana.play.stud.Hand` and
:class:`americana.play.draw.DrawHand`: fold, check, call, bet, raise, show and
muck, each a trio ``verify_x``/``can_x``/``x``. The subclasses add their own
actions (the bring-in and the completion; the draw) and the muck rule's
check (``verify_muck``).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any

from americana.play.betting import ActionError, ActionKind
from americana.play.events import EventKind
from americana.play.hand_base import BettingState
from americana.play.hand_setup import check_amount

__all__ = ["REPLAYED", "BettingHand"]

E = EventKind
#: The code for an action tried in another phase, by the phase it needs.
_NOT_NOW = {
    "betting": "betting.over",
    "draw": "draw.not_now",
    "showdown": "showdown.not_started",
}


class BettingHand(BettingState):
    """The betting and showdown actions, each ``verify_x``, ``can_x`` and ``x``.

    ``verify_x`` raises :class:`~americana.play.betting.ActionError`, ``can_x``
    asks, ``x`` verifies and then acts; a rejected action changes nothing.
    A subclass adds ``verify_muck`` and may forbid more:
    :meth:`_verify_voluntary` (stud: the bring-in comes first),
    :meth:`_verify_open` (jackpots: openers).
    """

    # -- verification ----------------------------------------------------

    def _verify_turn(self, seat: int | None, phase: Enum) -> int:
        if self.phase is self._FINISHED:
            raise ActionError("hand.finished", "the hand is over")
        if self.phase is not phase:
            code = _NOT_NOW[phase.value]
            raise ActionError(code, f"not possible during {self.phase.value}")
        if seat is not None and seat != self.turn:
            raise ActionError(
                "action.out_of_turn",
                f"seat {seat} acts out of turn",
                seat=seat,
                turn=self.turn,
            )
        return self.turn

    def _verify_voluntary(self, seat: int | None) -> int:
        """The seat of a fold, check, call, bet or raise, if it may act."""
        return self._verify_turn(seat, self._BETTING)

    def _verify_open(self, seat: int) -> None:
        """Raise if the seat may not open the betting round."""

    def verify_fold(self, *, seat: int | None = None) -> None:
        self._verify_voluntary(seat)

    def verify_check(self, *, seat: int | None = None) -> None:
        seat = self._verify_voluntary(seat)
        owed = self._betting.to_call(seat)
        if owed:
            raise ActionError("check.facing_bet", "there is a bet to call", amount=owed)

    def verify_call(self, *, seat: int | None = None) -> None:
        seat = self._verify_voluntary(seat)
        if not self._betting.to_call(seat):
            raise ActionError("call.nothing_to_call", "there is no bet to call")

    def verify_bet(self, amount: int, *, seat: int | None = None) -> None:
        seat = self._verify_voluntary(seat)
        if self._betting.round.current:
            raise ActionError("bet.already_open", "there is a bet already: raise")
        self._verify_open(seat)
        bounds = self._betting.bet_bounds(seat)
        if bounds is None:
            raise ActionError("bet.not_allowed", "no one could answer a bet", seat=seat)
        check_amount("bet", amount, bounds)

    def verify_raise_to(self, amount: int, *, seat: int | None = None) -> None:
        seat = self._verify_voluntary(seat)
        bounds = self._betting.raise_bounds(seat)
        if bounds is None:
            code = self._betting.raise_block_reason(seat)
            raise ActionError(code, f"seat {seat} cannot raise ({code})", seat=seat)
        check_amount("raise", amount, bounds)

    def verify_show(self, *, seat: int | None = None) -> None:
        self._verify_turn(seat, self._SHOWDOWN)

    # -- can -------------------------------------------------------------

    def _can(self, verify: Callable[..., None], *args: Any, **kwargs: Any) -> bool:
        try:
            verify(*args, **kwargs)
        except ActionError:
            return False
        return True

    def can_fold(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_fold, seat=seat)

    def can_check(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_check, seat=seat)

    def can_call(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_call, seat=seat)

    def can_bet(self, amount: int, *, seat: int | None = None) -> bool:
        return self._can(self.verify_bet, amount, seat=seat)

    def can_raise_to(self, amount: int, *, seat: int | None = None) -> bool:
        return self._can(self.verify_raise_to, amount, seat=seat)

    def can_show(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_show, seat=seat)

    def can_muck(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_muck, seat=seat)

    # -- actions ---------------------------------------------------------

    def fold(self, *, seat: int | None = None) -> None:
        """Fold ("pass" in D5); in draw poker the cards go to the muck."""
        self.verify_fold(seat=seat)
        seat = self.turn
        self._betting.fold(seat)
        self._fold_cards(seat)
        self._log(E.FOLD, seat)
        self._after_action(seat)

    def _fold_cards(self, seat: int) -> None:
        """Put away the cards of a seat that folds."""

    def check(self, *, seat: int | None = None) -> None:
        self.verify_check(seat=seat)
        seat = self.turn
        self._betting.check(seat)
        self._log(E.CHECK, seat)
        self._after_action(seat)

    def call(self, *, seat: int | None = None) -> None:
        self.verify_call(seat=seat)
        seat = self.turn
        chips = self._betting.call(seat)
        self._log(E.CALL, seat, amount=chips, total=self._betting.bet_of(seat))
        self._after_action(seat)

    def bet(self, amount: int, *, seat: int | None = None) -> None:
        """Open the round with a bet of ``amount`` (D5, E3; E7 needs openers)."""
        self.verify_bet(amount, seat=seat)
        self._open(E.BET, amount)

    def raise_to(self, amount: int, *, seat: int | None = None) -> None:
        self.verify_raise_to(amount, seat=seat)
        seat = self.turn
        chips = self._betting.raise_to(seat, amount)
        self._log(E.RAISE, seat, amount=chips, total=amount)
        self._after_action(seat)

    def show(self, *, seat: int | None = None) -> None:
        """Show the five cards at showdown (A10; D7, E6)."""
        self.verify_show(seat=seat)
        seat = self.turn
        self._shown[seat] = self._hand_strength(seat)
        category = self._category(seat)
        self._log(E.HAND_SHOWN, seat, cards=self.cards(seat), category=category)
        self._after_showing()

    def muck(self, *, seat: int | None = None) -> None:
        """Give up at showdown without showing, if no pot can be won (A10)."""
        self.verify_muck(seat=seat)
        self._mucked.add(self.turn)
        self._log(E.HAND_MUCKED, self.turn)
        self._after_showing()


#: Logged player actions without an amount, and the action that replays them.
REPLAYED = {
    E.CHECK: ActionKind.CHECK,
    E.CALL: ActionKind.CALL,
    E.FOLD: ActionKind.FOLD,
    E.HAND_SHOWN: ActionKind.SHOW,
    E.HAND_MUCKED: ActionKind.MUCK,
}
