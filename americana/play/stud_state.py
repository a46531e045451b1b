"""The state of one hand of Americana and how it moves on (rule A2-A13).

:class:`HandState` holds the chips (through :class:`~americana.play.betting.Betting`),
the cards and the log, and moves the hand along after each action: the deal
(A2, A3), who opens each round (A5, A7), the end of a round, the showdown
order (A10) and the payout (A11-A13, D8), on the chips, pots and payout it
shares with draw poker (:class:`americana.play.hand_base.BettingState`). The
public actions, each a trio ``verify_x``/``can_x``/``x``, are in
:class:`americana.play.stud.Hand`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from americana.cards import Card, make_deck
from americana.hands.evaluation import evaluate
from americana.hands.ranking import Category
from americana.hands.showdown import bring_in_key, showdown_strength, visible_key
from americana.play.events import EventKind
from americana.play.hand_base import BettingState, Phase
from americana.play.hand_setup import (
    ChosenCards,
    make_hand_deck,
    read_chosen_cards,
    rest_of_deck,
)
from americana.play.pots import award_pots
from americana.rules.variants import Variant

__all__ = ["HandState", "Phase"]

E = EventKind


class HandState(BettingState):
    """Cards, chips, log and the flow of one hand (``americana.play.stud.Hand``)."""

    variant: Variant

    def __init__(
        self,
        *,
        variant: Variant,
        stacks: Mapping[int, int] | Sequence[int],
        button: int,
        seed: int | None = None,
        deck: Iterable[Card] | str | None = None,
        cards: ChosenCards | None = None,
        carry_in: int = 0,
        carry_in_shares: Mapping[int, int] | None = None,
    ) -> None:
        super().__init__(
            variant=variant,
            stacks=stacks,
            button=button,
            carry_in=carry_in,
            carry_in_shares=carry_in_shares,
        )
        #: seat -> the cards still to come of those chosen for it (``cards=``).
        self._chosen: dict[int, list[Card]] = {}
        if cards is None:
            #: The cards dealt in order; with ``cards=``, the cards nobody
            #: chose, which the seats without a chosen card left take in order.
            self.deck: tuple[Card, ...] = make_hand_deck(
                variant, len(self.seats), seed, deck
            )
        else:
            full = make_deck(variant.ranking.deck_size)
            chosen = read_chosen_cards(
                cards, self.seats, full, most=5, deck_given=deck is not None
            )
            self._chosen = {s: list(c) for s, c in chosen.items()}
            self.deck = rest_of_deck(full, chosen, seed)
        self._next_card = 0
        self._down: dict[int, Card] = {}
        self._up: dict[int, list[Card]] = {s: [] for s in self.seats}
        self._final_aggressor: int | None = None
        self._start()

    # -- state -----------------------------------------------------------

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards so far, the face-down card first."""
        down = (self._down[seat],) if seat in self._down else ()
        return down + tuple(self._up[seat])

    def up_cards(self, seat: int) -> tuple[Card, ...]:
        return tuple(self._up[seat])

    def snapshot(self) -> dict[str, Any]:
        """Everything that defines the hand now, as plain comparable values."""
        return super().snapshot() | {
            "next_card": self._next_card,
            "chosen": {s: tuple(c) for s, c in self._chosen.items()},
        }

    # -- flow ------------------------------------------------------------

    def _start(self) -> None:
        """Antes (A2), one card down and one up to each (A3), round 1 (A4, A5)."""
        self._post_antes()
        for seat in self.deal_order:
            self._deal(seat, face_up=False)
        for seat in self.deal_order:
            self._deal(seat, face_up=True)
        if not self._begin_round():
            self._end_round(betted=False)

    def _deal(self, seat: int, *, face_up: bool) -> None:
        """The seat's next chosen card if it has one left, else the deck's next."""
        chosen = self._chosen.get(seat)
        if chosen:
            card = chosen.pop(0)
        else:
            card = self.deck[self._next_card]
            self._next_card += 1
        if face_up:
            self._up[seat].append(card)
        else:
            self._down[seat] = card
        self._log(E.CARD_DEALT, seat, card=card, face_up=face_up)

    def _begin_round(self) -> bool:
        """Start the betting of this street; ``False`` if fewer than two can bet.

        Round ``betting_round`` follows the deal of street ``betting_round + 1``
        (second street, round 1; fifth street, round 4).
        """
        b, v = self._betting, self.variant
        able = b.with_chips()
        if len(able) < 2:
            b.round = None
            return False
        live = self._live()
        # A5: the highest up card, ties by suit (C), among players with chips
        # left (one all in on the ante cannot bring in; the sources are silent).
        if self.betting_round == 1:
            first = max(able, key=lambda s: bring_in_key(self._up[s][0], v))
        else:  # A7: the best visible hand; the next one with chips if all in
            best = max(live, key=lambda s: visible_key(self._up[s], v, live.index(s)))
            first = next(s for s in self._from(live, best) if s in able)
        b.start_round(
            self._from(live, first),
            bet_size=v.bet_size(self.betting_round),
            structure=v.structure,
            max_raises=v.max_raises(self.betting_round),
            forced_open=self.betting_round == 1,
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
        if self._current_round().turn is None:
            self._end_round(betted=True)

    def _end_round(self, *, betted: bool) -> None:
        """End betting round(s), deal on, and reach the showdown (A4, A10)."""
        b = self._betting
        while True:
            if betted:
                self._return_uncalled()
                self._log(E.ROUND_END)
                pots = self._pots(b.folded)
                self._log(E.POTS_FORMED, pots=tuple(p.amount for p in pots))
                if self.betting_round == 4:
                    self._final_aggressor = self._current_round().aggressor
            if self.betting_round == 4:
                break
            self.betting_round += 1
            for seat in self.deal_order:
                if seat not in b.folded:
                    self._deal(seat, face_up=True)
            betted = self._begin_round()
            if betted:
                return
        b.round = None
        self._start_showdown()

    def _start_showdown(self) -> None:
        """A10: the last bettor of round 4 first, else the first left of the dealer."""
        self._show_order = tuple(self._from(self._live(), self._final_aggressor))
        self.phase = Phase.SHOWDOWN

    def strength(self, seat: int) -> tuple[object, ...]:
        """The seat's showdown value now (A11; B3 or B4 by the variant)."""
        return showdown_strength(self.cards(seat), self.variant)

    def _category(self, seat: int) -> Category:
        return evaluate(self.cards(seat), self.variant.ranking).category

    def _award(self) -> None:
        """Pay the pots (A11, A12, A13, D8) and finish the hand."""
        pots = self._pots(self._betting.folded)
        awards, carried = award_pots(
            pots,
            self._strengths(),
            button=self.button,
            seats=self.seats,
            odd_chip=self.variant.odd_chip,
        )
        self._pay(pots, awards, carried)
