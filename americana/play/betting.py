"""Betting rounds, independent of how cards are dealt.

:class:`Betting` keeps the chips of one hand (stacks, what each seat put in,
who folded) and runs one betting round at a time under a fixed-limit, pot-limit
or no-limit structure (rule A8, A9). It knows nothing about stud: the stud
engine (:mod:`americana.play.stud`) tells it who acts first and how big a bet is;
a draw-poker engine can do the same.

Amounts given to :meth:`Betting.bet_to` and :meth:`Betting.raise_to` are
"to" amounts: the seat's total bet in the round after the action.

Reopening rule: a player who has already acted in a round may raise again only
if the bet has gone up since by at least a full raise (the last full bet or
raise; the fixed bet in limit). An all-in for less than a full raise makes the
others call the extra chips but does not reopen the betting for players who
already acted (A12 with the usual card-room rule); several short all-ins that
add up to a full raise do.

Only queries raise nothing; the mutating methods assume the caller verified
the action first (see :class:`americana.play.stud.Hand`), so an illegal act never
changes anything.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum

from americana.errors import AmericanaError
from americana.rules.variants import Structure

__all__ = [
    "ActionError",
    "ActionKind",
    "Betting",
    "LegalAction",
    "Round",
    "RuleError",
    "SetupError",
]


class RuleError(AmericanaError, ValueError):
    """A rule of play was broken; ``code`` is set per instance.

    ``code`` is stable and specific, e.g. ``"bet.below_minimum"``; ``params``
    holds the numbers that explain it (``amount``, ``minimum``, ``maximum``,
    ``seat``, ``turn``...), so a view can translate the message.
    """

    code = "rule.broken"

    def __init__(self, code: str, message: str, /, **params: object) -> None:
        super().__init__(message, **params)
        self.code = code


class ActionError(RuleError):
    """An illegal act: out of turn, an amount out of bounds, a finished hand...

    Codes such as ``"action.out_of_turn"``, ``"hand.finished"``,
    ``"check.facing_bet"``, ``"bet.below_minimum"``, ``"raise.cap_reached"``,
    ``"raise.not_reopened"``, ``"bring_in.required"``, ``"muck.must_show"``.
    """

    code = "action.illegal"


class SetupError(RuleError):
    """A hand or table that cannot be dealt: too many players, a negative stack...

    Codes such as ``"table.too_many_players"``, ``"stack.negative"``,
    ``"deck.too_short"``, ``"seat.taken"``.
    """

    code = "setup.invalid"


class ActionKind(Enum):
    """What a player can do, in stud and in draw poker.

    Values are identifiers, not display text. Stud alone has the bring-in and
    the completion (A5, A6); draw poker alone has the draw (D6, E4).
    """

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    BRING_IN = "bring_in"
    COMPLETE = "complete"
    AUTO_BRING_IN = "auto_bring_in"
    SHOW = "show"
    MUCK = "muck"
    #: Draw poker: exchange cards (rule D6, E4); ``LegalAction`` bounds are
    #: how many; a draw of none stands pat.
    DRAW = "draw"


@dataclass(frozen=True)
class LegalAction:
    """One legal action with its bounds in chips.

    For ``BET``, ``RAISE`` and ``COMPLETE`` the bounds are "to" amounts (the
    seat's total bet in the round); for ``CALL`` and ``BRING_IN``, ``minimum ==
    maximum`` is the chips the action puts in; otherwise both are ``None``.
    """

    kind: ActionKind
    minimum: int | None = None
    maximum: int | None = None


@dataclass
class Round:
    """The state of one betting round.

    Attributes:
        order: seats in acting order, starting with the first to act.
        bet_size: the fixed-limit bet, or the minimum bet (A8, A9).
        structure: fixed, pot or no limit.
        max_raises: raises allowed after the opening bet, ``None`` for any.
        forced_open: whether the first player must open (the bring-in, A5).
        bets: chips each seat put in during this round.
        current: the highest bet of the round.
        increment: the minimum raise (size of the last full bet or raise).
        raises: full raises made after the opening bet.
        acted: seat -> the round's bet (``current``) when it last acted.
        aggressor: the last seat to bet or raise.
        turn: the seat to act, ``None`` when the round is over.
        max_step: pot and no limit only: the largest bet, and the largest
            raise over the current bet, or ``None`` for no such cap. A spread
            limit, "a bet between the agreed minimum and maximum" (rule D5).
    """

    order: tuple[int, ...]
    bet_size: int
    structure: Structure
    max_raises: int | None
    forced_open: bool = False
    bets: dict[int, int] = field(default_factory=dict)
    current: int = 0
    increment: int = 0
    raises: int = 0
    acted: dict[int, int] = field(default_factory=dict)
    aggressor: int | None = None
    turn: int | None = None
    max_step: int | None = None


class Betting:
    """The chips of one hand and its current betting round.

    Args:
        stacks: seat -> chips behind at the start of the hand.
        dead: chips already in the middle that belong to no seat (a remainder
            carried from the last hand, D8); they count for the pot limit.
    """

    def __init__(self, stacks: Mapping[int, int], *, dead: int = 0) -> None:
        self.stacks: dict[int, int] = dict(stacks)
        self.contributed: dict[int, int] = dict.fromkeys(stacks, 0)
        self.folded: set[int] = set()
        self.dead = dead
        self.round: Round | None = None

    # -- queries ---------------------------------------------------------

    @property
    def pot_total(self) -> int:
        """All chips in the middle, this round's bets included."""
        return self.dead + sum(self.contributed.values())

    def live(self) -> list[int]:
        """Seats that have not folded, ascending."""
        return [s for s in sorted(self.stacks) if s not in self.folded]

    def with_chips(self) -> list[int]:
        """Seats still in the hand with chips behind (not all in)."""
        return [s for s in self.live() if self.stacks[s] > 0]

    def bet_of(self, seat: int) -> int:
        """Chips ``seat`` put in during the current round."""
        return self.round.bets.get(seat, 0) if self.round else 0

    def to_call(self, seat: int) -> int:
        """Chips ``seat`` must add to call (less if it has fewer)."""
        r = self.round
        if r is None:
            return 0
        return min(r.current - self.bet_of(seat), self.stacks[seat])

    def _opponent_can_respond(self, seat: int) -> bool:
        return any(s != seat for s in self.with_chips())

    def bet_bounds(self, seat: int) -> tuple[int, int] | None:
        """``(minimum, maximum)`` "to" amounts for an opening bet, or ``None``.

        Also used for the bring-in and the completion of round 1: the bring-in
        is a bet of exactly ``bet_size``.
        """
        r = self.round
        chips = self.stacks[seat]
        if r is None or r.current > 0 or chips == 0:
            return None
        if not self._opponent_can_respond(seat):
            return None
        low = min(r.bet_size, chips)
        if r.structure is Structure.FIXED_LIMIT:
            high = low
        elif r.structure is Structure.POT_LIMIT:
            high = min(chips, max(r.bet_size, self.pot_total))
        else:
            high = chips
        if r.max_step is not None and r.structure is not Structure.FIXED_LIMIT:
            high = max(low, min(high, r.max_step))  # D5: at most the maximum
        return low, high

    def raise_bounds(self, seat: int) -> tuple[int, int] | None:
        """``(minimum, maximum)`` "to" amounts for a raise, or ``None``.

        ``None`` when there is no bet to raise, the seat cannot put in more
        than a call, the cap is reached (A8, A9), nobody could answer, or the
        seat already acted and no full raise has reopened the betting.
        """
        r = self.round
        if r is None or r.current == 0:
            return None
        mine = self.bet_of(seat)
        all_in_to = mine + self.stacks[seat]
        if all_in_to <= r.current or not self._opponent_can_respond(seat):
            return None
        if not self._reopened(seat):
            return None
        if r.max_raises is not None and r.raises >= r.max_raises:
            return None
        low = r.current + self._step()
        if r.structure is Structure.FIXED_LIMIT:
            high = low
        elif r.structure is Structure.POT_LIMIT:
            high = r.current + self.pot_total + (r.current - mine)
        else:
            high = all_in_to
        if r.max_step is not None and r.structure is not Structure.FIXED_LIMIT:
            high = min(high, r.current + r.max_step)  # D5: raise by at most it
        low = min(low, all_in_to)
        return low, max(low, min(high, all_in_to))

    def raise_block_reason(self, seat: int) -> str:
        """A stable code saying why :meth:`raise_bounds` is ``None``."""
        r = self.round
        if r is None or r.current == 0:
            return "raise.no_bet"
        if self.bet_of(seat) + self.stacks[seat] <= r.current:
            return "raise.not_enough_chips"
        if not self._opponent_can_respond(seat):
            return "raise.no_opponent"
        if not self._reopened(seat):
            return "raise.not_reopened"
        return "raise.cap_reached"

    # -- changes (the caller has verified them) ---------------------------

    def post(self, seat: int, amount: int) -> int:
        """Put a forced amount (the ante) in; all in if short. Returns the chips."""
        chips = min(amount, self.stacks[seat])
        self._move(seat, chips)
        return chips

    def start_round(
        self,
        order: Iterable[int],
        *,
        bet_size: int,
        structure: Structure,
        max_raises: int | None,
        forced_open: bool = False,
        max_step: int | None = None,
    ) -> None:
        """Start a round; ``order`` starts with the first seat to act.

        ``max_step`` caps each bet and raise in pot and no limit (a spread
        limit, rule D5); see :class:`Round`.
        """
        order = tuple(order)
        self.round = Round(
            order=order,
            bet_size=bet_size,
            structure=structure,
            max_raises=max_raises,
            forced_open=forced_open,
            increment=bet_size,
            max_step=max_step,
        )
        self.round.turn = next(
            (s for s in order if s not in self.folded and self.stacks[s] > 0), None
        )

    def fold(self, seat: int) -> None:
        self.folded.add(seat)
        self._acted(seat)

    def check(self, seat: int) -> None:
        self._acted(seat)

    def call(self, seat: int) -> int:
        """Call (all in if short); returns the chips put in."""
        chips = self.to_call(seat)
        self._put(seat, chips)
        self._acted(seat)
        return chips

    def bet_to(self, seat: int, to: int) -> int:
        """Open the round with a bet of ``to`` (bring-in and completion too)."""
        r = self._round()
        self._put(seat, to)
        r.current = to
        r.forced_open = False
        if to >= r.bet_size:  # a full bet; an all-in for less reopens nothing
            if r.structure is not Structure.FIXED_LIMIT:
                r.increment = to
        r.aggressor = seat
        self._acted(seat)
        return to

    def raise_to(self, seat: int, to: int) -> int:
        """Raise the round's bet to ``to``; returns the chips put in."""
        r = self._round()
        chips = to - self.bet_of(seat)
        if to - r.current >= self._step():  # a full raise
            r.raises += 1
            if r.structure is not Structure.FIXED_LIMIT:
                r.increment = to - r.current
        r.current = to
        r.aggressor = seat
        self._put(seat, chips)
        self._acted(seat)
        return chips

    def return_uncalled(self) -> tuple[int, int] | None:
        """Give back the part of the top bet nobody called; ``(seat, chips)``.

        Called when a round ends: if everybody else folded or went all in for
        less, the excess of the highest bet over the next highest was never
        at stake and goes back to its owner.
        """
        r = self._round()
        if not r.bets:
            return None
        top = max(r.bets, key=lambda s: r.bets[s])
        others = max((b for s, b in r.bets.items() if s != top), default=0)
        excess = r.bets[top] - others
        if excess <= 0:
            return None
        r.bets[top] -= excess
        self.stacks[top] += excess
        self.contributed[top] -= excess
        return top, excess

    def advance(self, after: int) -> None:
        """Pass the turn to the next seat that must act after ``after``."""
        r = self._round()
        if len(self.live()) < 2:
            r.turn = None
            return
        start = r.order.index(after) + 1
        for seat in r.order[start:] + r.order[:start]:
            if seat in self.folded or self.stacks[seat] == 0:
                continue
            if seat not in r.acted or r.bets.get(seat, 0) < r.current:
                r.turn = seat
                return
        r.turn = None

    # -- helpers ---------------------------------------------------------

    def _step(self) -> int:
        """The size of a full raise: the fixed bet, or the last full bet or raise."""
        r = self._round()
        return r.bet_size if r.structure is Structure.FIXED_LIMIT else r.increment

    def _reopened(self, seat: int) -> bool:
        """Whether ``seat`` may raise: it has not acted, or a full raise came since."""
        r = self._round()
        return seat not in r.acted or r.current - r.acted[seat] >= self._step()

    def _round(self) -> Round:
        if self.round is None:  # pragma: no cover - the caller checks
            raise RuntimeError("no betting round in progress")
        return self.round

    def _acted(self, seat: int) -> None:
        r = self._round()
        r.acted[seat] = r.current

    def _put(self, seat: int, chips: int) -> None:
        r = self._round()
        r.bets[seat] = r.bets.get(seat, 0) + chips
        self._move(seat, chips)

    def _move(self, seat: int, chips: int) -> None:
        self.stacks[seat] -= chips
        self.contributed[seat] += chips
