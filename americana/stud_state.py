"""The state of one hand of Americana and how it moves on (RULES.md A2-A13).

:class:`HandState` holds the chips (through :class:`~americana.betting.Betting`),
the cards and the log, and moves the hand along after each action: the deal
(A2, A3), who opens each round (A5, A7), the end of a round, the showdown
order (A10) and the payout (A11-A13, D8). The public actions, each a trio
``verify_x``/``can_x``/``x``, are in :class:`americana.stud.Hand`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from enum import Enum
from typing import Any

from americana.betting import Betting
from americana.cards import Card
from americana.events import Event, EventKind
from americana.hand_setup import check_setup, make_hand_deck
from americana.pots import Award, Pot, award_pots, build_pots
from americana.showdown import bring_in_key, showdown_strength, visible_key
from americana.variants import Variant

__all__ = ["HandState", "Phase"]

#: The strength of a mucked hand: below any shown hand (category strength >= 1).
_MUCKED = (0,)

E = EventKind


class Phase(Enum):
    """Where a hand is. Values are identifiers."""

    BETTING = "betting"
    SHOWDOWN = "showdown"
    FINISHED = "finished"


class HandState:
    """Cards, chips, log and the flow of one hand; see :class:`americana.stud.Hand`."""

    def __init__(
        self,
        *,
        variant: Variant,
        stacks: Mapping[int, int] | Sequence[int],
        button: int,
        seed: int | None = None,
        deck: Iterable[Card] | str | None = None,
        carry_in: int = 0,
    ) -> None:
        chips = dict(stacks) if isinstance(stacks, Mapping) else dict(enumerate(stacks))
        check_setup(variant, chips, button, carry_in)
        self.variant = variant
        self.button = button
        self.seats: tuple[int, ...] = tuple(sorted(chips))
        start = next((i for i, s in enumerate(self.seats) if s > button), 0)
        #: Seats clockwise from the first left of the dealer (A3).
        self.deal_order: tuple[int, ...] = self.seats[start:] + self.seats[:start]
        self.starting_stacks: dict[int, int] = dict(chips)
        self.carry_in = carry_in
        self.deck: tuple[Card, ...] = make_hand_deck(variant, len(chips), seed, deck)
        self.events: list[Event] = []
        self.street = 1
        self.phase = Phase.BETTING
        self.awards: tuple[Award, ...] = ()
        #: The pots as they were paid out, once the hand is finished.
        self.final_pots: tuple[Pot, ...] = ()
        self.carried = 0
        self._betting = Betting(chips, dead=carry_in)
        self._next_card = 0
        self._down: dict[int, Card] = {}
        self._up: dict[int, list[Card]] = {s: [] for s in self.seats}
        self._final_aggressor: int | None = None
        self._show_order: tuple[int, ...] = ()
        self._show_index = 0
        self._shown: dict[int, Any] = {}
        self._mucked: set[int] = set()
        self._start()

    # -- state -----------------------------------------------------------

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

    @property
    def finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def turn(self) -> int | None:
        """The seat to act (bet or show), ``None`` when the hand is over."""
        if self.phase is Phase.BETTING and self._betting.round:
            return self._betting.round.turn
        if self.phase is Phase.SHOWDOWN:
            return self._show_order[self._show_index]
        return None

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards so far, the face-down card first."""
        down = (self._down[seat],) if seat in self._down else ()
        return down + tuple(self._up[seat])

    def up_cards(self, seat: int) -> tuple[Card, ...]:
        return tuple(self._up[seat])

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
            "street": self.street,
            "next_card": self._next_card,
            "shown": dict(self._shown),
            "mucked": frozenset(self._mucked),
            "show_index": self._show_index,
            "awards": self.awards,
            "final_pots": self.final_pots,
            "carried": self.carried,
        }

    # -- flow ------------------------------------------------------------

    def _log(self, kind: EventKind, seat: int | None = None, **fields: Any) -> None:
        self.events.append(Event(kind, seat, street=self.street, **fields))

    def _open(self, kind: EventKind, amount: int, *, automatic: bool = False) -> None:
        seat = self.turn
        self._betting.bet_to(seat, amount)
        self._log(kind, seat, amount=amount, total=amount, automatic=automatic)
        self._after_action(seat)

    def _start(self) -> None:
        """Antes (A2), one card down and one up to each (A3), round 1 (A4, A5)."""
        if self.variant.ante:
            for seat in self.deal_order:
                chips = self._betting.post(seat, self.variant.ante)
                self._log(E.ANTE, seat, amount=chips)
                self._log_all_in(seat)
        for seat in self.deal_order:
            self._deal(seat, face_up=False)
        for seat in self.deal_order:
            self._deal(seat, face_up=True)
        if not self._begin_round():
            self._close_street(betted=False)

    def _deal(self, seat: int, *, face_up: bool) -> None:
        card = self.deck[self._next_card]
        self._next_card += 1
        if face_up:
            self._up[seat].append(card)
        else:
            self._down[seat] = card
        self._log(E.CARD_DEALT, seat, card=card, face_up=face_up)

    def _log_all_in(self, seat: int) -> None:
        if self._betting.stacks[seat] == 0:
            self._log(E.ALL_IN, seat)

    def _begin_round(self) -> bool:
        """Start the betting of this street; ``False`` if fewer than two can bet."""
        b, v = self._betting, self.variant
        able = b.with_chips()
        if len(able) < 2:
            b.round = None
            return False
        live = [s for s in self.deal_order if s not in b.folded]
        # A5: the highest up card, ties by suit (C), among players with chips
        # left (one all in on the ante cannot bring in; the sources are silent).
        if self.street == 1:
            first = max(able, key=lambda s: bring_in_key(self._up[s][0], v))
        else:  # A7: the best visible hand; the next one with chips if all in
            best = max(live, key=lambda s: visible_key(self._up[s], v, live.index(s)))
            i = live.index(best)
            first = next(s for s in live[i:] + live[:i] if s in able)
        i = live.index(first)
        b.start_round(
            live[i:] + live[:i],
            bet_size=v.bet_size(self.street),
            structure=v.structure,
            max_raises=v.max_raises(self.street),
            forced_open=self.street == 1,
        )
        return True

    def _after_action(self, seat: int) -> None:
        self._log_all_in(seat)
        b = self._betting
        if len(b.live()) == 1:
            self._return_uncalled()
            self._award()
            return
        b.advance(seat)
        if b.round.turn is None:
            self._close_street(betted=True)

    def _close_street(self, *, betted: bool) -> None:
        """End betting round(s), deal on, and reach the showdown (A4, A10)."""
        b = self._betting
        while True:
            if betted:
                self._return_uncalled()
                self._log(E.STREET_END)
                pots = self._pots(b.folded)
                self._log(E.POTS_FORMED, pots=tuple(p.amount for p in pots))
                if self.street == 4:
                    self._final_aggressor = b.round.aggressor
            if self.street == 4:
                break
            self.street += 1
            for seat in self.deal_order:
                if seat not in b.folded:
                    self._deal(seat, face_up=True)
            betted = self._begin_round()
            if betted:
                return
        b.round = None
        self._start_showdown()

    def _return_uncalled(self) -> None:
        returned = self._betting.return_uncalled()
        if returned:
            self._log(E.BET_RETURNED, returned[0], amount=returned[1])

    def _start_showdown(self) -> None:
        """A10: the last bettor of round 4 first, else the first left of the dealer."""
        live = [s for s in self.deal_order if s not in self._betting.folded]
        first = self._final_aggressor if self._final_aggressor in live else live[0]
        i = live.index(first)
        self._show_order = tuple(live[i:] + live[:i])
        self.phase = Phase.SHOWDOWN

    def _after_showing(self) -> None:
        self._show_index += 1
        if self._show_index == len(self._show_order):
            self._award()

    def _may_muck(self, seat: int) -> bool:
        """A10: a hand may be mucked if every pot it could win is already beaten."""
        mine = showdown_strength(self.cards(seat), self.variant)
        for pot in self._pots(self._betting.folded):
            if seat not in pot.eligible or len(pot.eligible) == 1:
                continue
            shown = [self._shown[s] for s in pot.eligible if s in self._shown]
            if not shown or mine > max(shown):
                return False
        return True

    def _pots(
        self, folded: Iterable[int], *, collected_only: bool = False
    ) -> tuple[Pot, ...]:
        chips = self._betting.contributed
        if collected_only and self._betting.round is not None:
            chips = {s: c - self._betting.bet_of(s) for s, c in chips.items()}
        pots = build_pots(chips, folded)
        if self.carry_in:
            if not pots:
                live = tuple(self._betting.live())
                return (Pot(self.carry_in, live, ()),)
            main = pots[0]
            pots = (
                dataclasses.replace(main, amount=main.amount + self.carry_in),
                *pots[1:],
            )
        return pots

    def _award(self) -> None:
        """Pay the pots (A11, A12, A13, D8) and finish the hand."""
        pots = self._pots(self._betting.folded)
        # A mucked hand gives up its claim (A10): it ranks below every hand
        # shown. The muck rule guarantees each contested pot a shown hand.
        strengths = dict.fromkeys(self._mucked, _MUCKED) | self._shown
        self.final_pots = pots
        awards, carried = award_pots(
            pots,
            strengths,
            button=self.button,
            seats=self.seats,
            odd_chip=self.variant.odd_chip,
        )
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
