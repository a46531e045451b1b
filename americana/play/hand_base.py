"""The state a hand of stud (Americana) and a hand of draw poker have in common.

:class:`BettingState` is the base of :class:`americana.play.stud_state.HandState`
and :class:`americana.play.draw_state.DrawState`: the seats, the chips (through
:class:`~americana.play.betting.Betting`), the log, the antes, the turn, the
showdown order's bookkeeping, the muck rule (A10), the pots and the payout.
The subclasses deal the cards and order the rounds. The actions they share
are in :class:`americana.play.hand_actions.BettingHand`. The variant is read
here only through :class:`~americana.rules.game_rules.GameRules` (its ante and
player counts); each game's state declares its own variant class.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Iterable, Mapping, Sequence
from enum import Enum
from typing import Any

from americana.cards import Card
from americana.hands.ranking import Category, Ranking
from americana.play.betting import ActionError, Betting, Round
from americana.play.events import Event, EventKind
from americana.play.hand_setup import check_setup
from americana.play.pots import Award, Pot, hand_pots
from americana.rules.game_rules import Game, GameRules

__all__ = ["BettingState", "Phase"]

E = EventKind
#: The strength of a mucked hand: below any shown hand (category strength >= 1).
_MUCKED = (0,)


class Phase(Enum):
    """Where a hand is, in stud or draw poker. Values are identifiers.

    A stud hand bets, then shows down; a draw hand has the draw between its
    two betting rounds (D6, E4).
    """

    BETTING = "betting"
    DRAW = "draw"
    SHOWDOWN = "showdown"
    FINISHED = "finished"


class BettingState:
    """Seats, chips, log, turn, showdown and payout of one hand.

    Both games go through the one :class:`Phase` (draw poker adds the draw).
    What both games have is here, under one name: :attr:`game`,
    :attr:`ranking`, :meth:`strength`, :attr:`passed_out`. Each game deals
    the cards (``cards(seat)``), tells how strong a hand is
    (:meth:`strength`, :meth:`_category`) and moves the hand on
    (``_after_action(seat)``, ``_award()``).
    """

    def __init__(
        self,
        *,
        variant: GameRules,
        stacks: Mapping[int, int] | Sequence[int],
        button: int,
        carry_in: int,
        carry_in_shares: Mapping[int, int] | None = None,
    ) -> None:
        chips = dict(stacks) if isinstance(stacks, Mapping) else dict(enumerate(stacks))
        check_setup(variant, chips, button, carry_in, carry_in_shares)
        self.variant = variant
        self.button = button
        self.seats: tuple[int, ...] = tuple(sorted(chips))
        #: The ranking the hands are judged by (B1, A15; D2, D3, E8: in draw
        #: poker the one of the deck for this many players, D1).
        self.ranking: Ranking = variant.ranking_for(len(self.seats))
        #: Whether nobody opened and the hand was dealt anew (E7, jackpots
        #: only; a stud hand never passes out).
        self.passed_out = False
        start = next((i for i, s in enumerate(self.seats) if s > button), 0)
        #: Seats clockwise from the first left of the dealer (A3, D4, E2).
        self.deal_order: tuple[int, ...] = self.seats[start:] + self.seats[:start]
        self.starting_stacks: dict[int, int] = dict(chips)
        self.carry_in = carry_in
        #: The part of ``carry_in`` each seat paid in earlier deals: antes of
        #: a passed-out jackpots deal (E7). A seat's share counts as chips it
        #: put into the pots, so it may start with none left, all in.
        self.carry_in_shares: dict[int, int] = {
            s: n for s, n in (carry_in_shares or {}).items() if n
        }
        self.events: list[Event] = []
        #: Seat -> player name, for the views that show the hand
        #: (``hand_stepper``, ``play_hand``) when they are given no names;
        #: empty: the views' own. The engine never reads it; a
        #: :class:`~americana.play.classroom.Deal` fills it.
        self.names: dict[int, str] = {}
        #: The betting round being played, 1 to 4 in stud (a round after each
        #: street is dealt: second street is round 1), 1 or 2 in draw poker.
        self.betting_round = 1
        self.phase = Phase.BETTING
        self.awards: tuple[Award, ...] = ()
        #: The pots as they were paid out, once the hand is finished.
        self.final_pots: tuple[Pot, ...] = ()
        #: Chips left in the middle for the next deal (D8, E7).
        self.carried = 0
        #: The part of :attr:`carried` each seat paid (E7: a pass-out keeps
        #: every ante, and whose it was); empty when no seat owns any of it.
        self.carried_shares: dict[int, int] = {}
        self._betting = Betting(chips, dead=carry_in)
        self._show_order: tuple[int, ...] = ()
        self._show_index = 0
        self._shown: dict[int, Any] = {}
        self._mucked: set[int] = set()

    # -- state -----------------------------------------------------------

    @property
    def game(self) -> Game:
        """The game of the hand, its variant's: :data:`Game.STUD` or
        :data:`Game.DRAW`."""
        return self.variant.game

    @property
    def stacks(self) -> dict[int, int]:
        """Chips behind for each seat."""
        return dict(self._betting.stacks)

    @property
    def contributions(self) -> dict[int, int]:
        """Chips each seat has put in this hand, antes included."""
        return dict(self._betting.contributed)

    @property
    def bets(self) -> dict[int, int]:
        """Chips each seat has put in during the current betting round."""
        return {s: self._betting.bet_of(s) for s in self.seats}

    @property
    def folded(self) -> frozenset[int]:
        return frozenset(self._betting.folded)

    @property
    def finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def pots(self) -> tuple[Pot, ...]:
        """Main pot, then side pots, derived from contributions and folds (A12).

        As in PokerKit, the bets of the round being played are not in a pot
        yet (see :attr:`bets`); they are gathered when the round ends. After
        the hand, when the pots have been paid out, this is empty (see
        :attr:`final_pots`).
        """
        if self.phase is Phase.FINISHED:
            return ()
        return self._pots(self._betting.folded, collected_only=True)

    def showdown_order(self) -> tuple[int, ...]:
        """The seats in the order they show, first to show first.

        Set when the showdown begins: in Americana the last to bet or raise
        in round 4, else the first left of the dealer (A10); in draw poker
        the last raiser, or the opener of the last round, else whoever spoke
        first in it (D7, E6); the others clockwise. Before the showdown, and
        in a hand won without one (everybody else folded), ``()``. During the
        showdown :attr:`turn` is the entry whose turn it is.
        """
        return self._show_order

    @property
    def turn(self) -> int | None:
        """The seat to act (bet or show), ``None`` when the hand is over."""
        if self.phase is Phase.BETTING and self._betting.round:
            return self._betting.round.turn
        if self.phase is Phase.SHOWDOWN:
            return self._show_order[self._show_index]
        return None

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards now (the game deals them)."""
        raise NotImplementedError

    def _seat_to_act(self) -> int:
        """The seat to act, which the callers know there is."""
        seat = self.turn
        if seat is None:  # pragma: no cover - the callers check the phase
            raise ActionError("hand.finished", "the hand is over")
        return seat

    def _current_round(self) -> Round:
        """The betting round being played, which the callers know there is."""
        r = self._betting.round
        if r is None:  # pragma: no cover - the betting phase has a round
            raise ActionError("betting.over", "no betting round in progress")
        return r

    def snapshot(self) -> dict[str, Any]:
        """Everything that defines the hand now, as plain comparable values."""
        b = self._betting
        return {
            "stacks": dict(b.stacks),
            "contributed": dict(b.contributed),
            "folded": frozenset(b.folded),
            "round": dataclasses.asdict(b.round) if b.round else None,
            "events": tuple(self.events),
            "phase": self.phase,
            "betting_round": self.betting_round,
            "shown": dict(self._shown),
            "mucked": frozenset(self._mucked),
            "show_index": self._show_index,
            "awards": self.awards,
            "final_pots": self.final_pots,
            "carried": self.carried,
            "carried_shares": dict(self.carried_shares),
        }

    # -- flow ------------------------------------------------------------

    def _log(self, kind: EventKind, seat: int | None = None, **fields: Any) -> None:
        self.events.append(
            Event(kind, seat, betting_round=self.betting_round, **fields)
        )

    def _post_antes(self) -> None:
        """Every seat antes, from the dealer's left (A2, D4, E2).

        A seat without chips (its antes are in the carried pot, E7) is all in
        already: it posts nothing and plays for the pots it paid into.
        """
        for seat in self.deal_order:
            if self._betting.stacks[seat] == 0:
                self._log(E.ALL_IN, seat)
                continue
            chips = self._betting.post(seat, self.variant.ante)
            self._log(E.ANTE, seat, amount=chips)
            self._log_all_in(seat)

    def _log_all_in(self, seat: int) -> None:
        if self._betting.stacks[seat] == 0:
            self._log(E.ALL_IN, seat)

    def _open(self, kind: EventKind, amount: int, *, automatic: bool = False) -> None:
        """The seat to act opens the round with a bet to ``amount``."""
        seat = self._seat_to_act()
        self._betting.bet_to(seat, amount)
        self._opened(seat)
        self._log(kind, seat, amount=amount, total=amount, automatic=automatic)
        self._after_action(seat)

    def _after_action(self, seat: int) -> None:
        """Move the hand on after ``seat`` acted: next turn, round or showdown."""
        raise NotImplementedError

    def _award(self) -> None:
        """Pay the pots and finish the hand."""
        raise NotImplementedError

    def _opened(self, seat: int) -> None:
        """Note who opened the round (draw poker: the opener, E5, E7)."""

    def _live(self) -> list[int]:
        """Seats still in the hand, clockwise from the dealer's left."""
        return [s for s in self.deal_order if s not in self._betting.folded]

    @staticmethod
    def _from(seats: list[int], first: int | None) -> list[int]:
        """``seats`` rotated to start at ``first`` (unchanged if it is not there)."""
        if first not in seats:
            return seats
        i = seats.index(first)
        return seats[i:] + seats[:i]

    def _return_uncalled(self) -> None:
        returned = self._betting.return_uncalled()
        if returned:
            self._log(E.BET_RETURNED, returned[0], amount=returned[1])

    # -- showdown and payout ---------------------------------------------

    def _after_showing(self) -> None:
        self._show_index += 1
        if self._show_index == len(self._show_order):
            self._award()

    def strength(self, seat: int) -> tuple[object, ...]:
        """The seat's showdown value now: bigger wins, equal splits.

        The value the pots are awarded by (A11, B3, B4 in stud, suits
        included where the variant says so; D2, D3, E6, E8 in draw poker),
        comparable between seats of one hand only.
        """
        raise NotImplementedError

    def _category(self, seat: int) -> Category:
        """The category of the seat's five cards, for the log."""
        raise NotImplementedError

    def _dead(self) -> set[int]:
        """Seats whose hand wins nothing (draw poker: a false opener, E7)."""
        return set()

    def _may_muck(self, seat: int) -> bool:
        """A10: a hand may be mucked if every pot it could win is already beaten."""
        mine = self.strength(seat)
        dead = self._dead()
        for pot in self._pots(self._betting.folded):
            eligible = [s for s in pot.eligible if s not in dead]
            if seat not in eligible or len(eligible) == 1:
                continue
            shown = [self._shown[s] for s in eligible if s in self._shown]
            if not shown or mine > max(shown):
                return False
        return True

    def _pots(
        self, folded: Collection[int], *, collected_only: bool = False
    ) -> tuple[Pot, ...]:
        chips = self._betting.contributed
        if collected_only and self._betting.round is not None:
            chips = {s: c - self._betting.bet_of(s) for s, c in chips.items()}
        # The chips carried in (D8, E7): the rule the views follow too.
        return hand_pots(
            chips,
            folded,
            carry_in=self.carry_in,
            carry_in_shares=self.carry_in_shares,
        )

    def _strengths(self) -> dict[int, Any]:
        """The showdown value of every seat that showed or mucked."""
        # A mucked hand gives up its claim (A10): it ranks below every hand
        # shown. The muck rule guarantees each contested pot a shown hand.
        return dict.fromkeys(self._mucked, _MUCKED) | self._shown

    def _pay(
        self, pots: tuple[Pot, ...], awards: Iterable[Award], carried: int
    ) -> None:
        """Give the awards to the seats, keep ``carried`` back, finish the hand."""
        awards = tuple(awards)
        self.final_pots = pots
        for award in awards:
            self._betting.stacks[award.seat] += award.amount
            self._log(
                E.POT_AWARDED,
                award.seat,
                amount=award.amount,
                pot_index=award.pot_index,
                reason=award.reason,
            )
        if carried:
            self._log(E.CHIPS_CARRIED, amount=carried)
        self.awards, self.carried = awards, carried
        self._betting.round = None
        self.phase = Phase.FINISHED
