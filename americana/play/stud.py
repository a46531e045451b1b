"""One hand of Americana: five-card stud with 32 cards (rule A1-A15).

A :class:`Hand` is dealt from a :class:`~americana.rules.variants.Variant`, seats
with stacks, a button and either ``seed=`` (a shuffle) or ``deck=`` (a scripted
card order); ``cards=`` gives chosen seats their chosen cards, whatever
happens, the others dealt from the rest of the deck. It plays the antes
(A2), the deal (A3), four betting rounds (A4) opened by the bring-in (A5,
A6) and then by the best visible hand (A7), under fixed limit (A8), pot or
no limit (A9), with all-ins and side pots (A12), the showdown (A10, A11, B3,
B4) and the odd chip (A13, D8).

Every action is a trio, PokerKit style: ``verify_call()`` raises
:class:`~americana.play.betting.ActionError`, ``can_call()`` asks, ``call()``
verifies and then acts. A rejected action leaves the hand exactly as it was.
The actions draw poker has too (fold, check, call, bet, raise, show, muck),
the legal actions, ``act`` and the muck rule are in the one hand core,
:class:`americana.play.hand_actions.BettingHand`; the bring-in and the
completion are here.
Every change appends an :class:`~americana.play.events.Event` to ``hand.events``;
:func:`replay` (the one of :mod:`americana.play.hand_actions`, for both
games) rebuilds a hand from its log. Pots are derived from what each
seat put in (:func:`americana.play.pots.build_pots`), never stored.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from americana.cards import make_deck
from americana.play.betting import ActionError, ActionKind, LegalAction
from americana.play.events import Event, EventKind
from americana.play.hand_actions import BettingHand, replay
from americana.play.hand_setup import ChosenCards, check_amount
from americana.play.stud_state import HandState, Phase
from americana.rules.game_rules import GameRules
from americana.rules.variants import Structure, Variant

__all__ = ["Hand", "Phase", "replay"]

E = EventKind
A = ActionKind


class Hand(BettingHand, HandState):
    """One hand of Americana. All arguments are keyword-only.

    Args:
        variant: the rules (see :data:`americana.rules.variants.VARIANTS`).
        stacks: chips of each seat, as ``{seat: chips}`` or a list (seats
            ``0, 1, ...``). Seat numbers run clockwise. 2-6 seats (A1).
        button: the dealer's seat; the deal starts left of it (A3).
        seed: shuffle the deck with ``random.Random(seed)``.
        deck: the cards in dealing order instead (cards or one string), at
            least five per player, from the variant's deck.
        cards: the cards chosen for some seats, ``{seat: cards}`` (one
            string such as ``"9C KH 8S 8D JD"``, card names or cards), at most
            five a seat. Whenever the deal reaches a seat named here (A3: the
            hole card to each seat from the dealer's left, then one up card
            each, then one up card on each later street to each seat still
            in), it gets its next chosen card, hole card first, whatever
            happens (folds, all-ins, streets dealt without betting): the
            cards belong to the seat, not to places in a deck. Every other
            card comes from the rest of the variant's deck, shuffled by
            ``seed`` or, without a seed, in the deck's own order
            (:func:`~americana.cards.make_deck`); a chosen card is never
            dealt to another seat. Not with ``deck=``.
        carry_in: chips left in the middle by the last hand (D8), added to
            the main pot.
        carry_in_shares: seat -> the part of ``carry_in`` that seat paid
            (a table's ``carried_shares``); those chips count as the seat's
            own in the pots, and a seat with a share may start with no chips,
            all in (E7). Stud hands never pass out, so this is for a table
            that deals both; the rest of ``carry_in`` belongs to no seat.

    Raises:
        SetupError: too few or too many players (``"table.too_few_players"``,
            ``"table.too_many_players"``), a stack that is negative, empty or
            not whole (``"stack.negative"``, ``"stack.empty"``,
            ``"stack.not_integer"``), a button not at the table
            (``"table.bad_button"``), both ``seed`` and ``deck``
            (``"deck.seed_and_deck"``). A bad deck raises the same class and
            codes whether it is one string, card names or cards: a name that
            is not a card (``"deck.bad_card"``, ``params["token"]``), a card
            twice (``"deck.duplicate"``, ``params["token"]``), a card outside
            the variant's deck (``"deck.foreign_card"``, ``params["cards"]``),
            fewer than five cards per player (``"deck.too_short"``). In
            ``cards``: the same ``"deck.bad_card"``, ``"deck.duplicate"``
            (within a seat or across seats) and ``"deck.foreign_card"``; a
            seat not dealt in (``"seat.unknown"``, ``params["seat"]``); more
            than five cards for a seat (``"deck.too_many_cards"``,
            ``params["maximum"]``); ``deck`` given too
            (``"deck.cards_and_deck"``). Shares of seats not dealt in, or
            above ``carry_in``, are ``"pot.bad_share"``.

    Example:
        Three players; Ann (seat 0) and Cleo (seat 2) get chosen cards, Bob
        the first cards of the rest of the deck (in order: no seed)::

        >>> from americana.play.betting import ActionKind
        >>> from americana.play.stud import Hand
        >>> from americana.rules.variants import VARIANTS
        >>> hand = Hand(
        ...     variant=VARIANTS["americana-pl"],
        ...     stacks=[20, 20, 20],
        ...     button=2,
        ...     cards={0: "9C KH 8S 8D JD", 2: "AH AS"},
        ... )
        >>> [str(c) for c in hand.cards(0)], [str(c) for c in hand.cards(2)]
        (['9C', 'KH'], ['AH', 'AS'])
        >>> while not hand.finished:  # the bring-in, then check, call and show
        ...     kinds = [a.kind for a in hand.legal_actions()]
        ...     hand.act(next(k for k in kinds if k is not ActionKind.FOLD))
        >>> " ".join(str(c) for c in hand.cards(0))
        '9C KH 8S 8D JD'
    """

    _KINDS = frozenset(ActionKind) - {A.DRAW}
    _VARIANT_TYPE = Variant

    def _forced_actions(self, seat: int) -> tuple[LegalAction, ...]:
        """Round 1 opens with the bring-in, or a completion in pot or no limit."""
        low, high = self._bring_in_bounds(seat)
        acts = [LegalAction(A.BRING_IN, low, low)]
        if self.variant.structure is not Structure.FIXED_LIMIT and high > low:
            acts.append(LegalAction(A.COMPLETE, low + 1, high))
        if self.variant.automatic_bring_in:
            acts.append(LegalAction(A.AUTO_BRING_IN, low, low))
        return tuple(acts)

    def _bring_in_bounds(self, seat: int) -> tuple[int, int]:
        """The bring-in and the most a completion can be (A5, A9)."""
        bounds = self._betting.bet_bounds(seat)
        if bounds is None:  # pragma: no cover - round 1 starts with two who can bet
            raise ActionError("bring_in.not_pending", "there is no bring-in to make")
        return bounds

    # -- verification ----------------------------------------------------

    def _verify_voluntary(self, seat: int | None) -> int:
        seat = self._verify_turn(seat, Phase.BETTING)
        if self._current_round().forced_open:
            raise ActionError(
                "bring_in.required", "the bring-in comes first (A5)", seat=seat
            )
        return seat

    def _verify_forced(self, seat: int | None) -> int:
        seat = self._verify_turn(seat, Phase.BETTING)
        if not self._current_round().forced_open:
            raise ActionError("bring_in.not_pending", "there is no bring-in to make")
        return seat

    def verify_bring_in(self, *, seat: int | None = None) -> None:
        self._verify_forced(seat)

    def verify_auto_bring_in(self, *, seat: int | None = None) -> None:
        self._verify_forced(seat)
        if not self.variant.automatic_bring_in:
            raise ActionError("bring_in.not_automatic", "this variant has no A6")

    def verify_complete(self, amount: int, *, seat: int | None = None) -> None:
        seat = self._verify_forced(seat)
        if self.variant.structure is Structure.FIXED_LIMIT:
            raise ActionError(
                "complete.fixed_limit", "in fixed limit the bring-in is the bet (A8)"
            )
        low, high = self._bring_in_bounds(seat)
        if high <= low:
            raise ActionError(
                "complete.not_enough_chips", "no chips to bet more", seat=seat
            )
        check_amount("complete", amount, (low + 1, high))

    # -- can -------------------------------------------------------------

    def can_bring_in(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_bring_in, seat=seat)

    def can_auto_bring_in(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_auto_bring_in, seat=seat)

    def can_complete(self, amount: int, *, seat: int | None = None) -> bool:
        return self._can(self.verify_complete, amount, seat=seat)

    # -- actions ---------------------------------------------------------

    def bring_in(self, *, seat: int | None = None) -> None:
        """Open round 1 with the bring-in, 2 x ante (A5); all in if short."""
        self.verify_bring_in(seat=seat)
        self._open(E.BRING_IN, self._bring_in_bounds(self._seat_to_act())[0])

    def auto_bring_in(self, *, seat: int | None = None) -> None:
        """Take the bring-in from a player who does not choose (A6)."""
        self.verify_auto_bring_in(seat=seat)
        self._open(
            E.BRING_IN, self._bring_in_bounds(self._seat_to_act())[0], automatic=True
        )

    def complete(self, amount: int, *, seat: int | None = None) -> None:
        """Open round 1 with more than the bring-in, in pot or no limit (A5, A9)."""
        self.verify_complete(amount, seat=seat)
        self._open(E.COMPLETE, amount)

    @classmethod
    def _replay_options(
        cls,
        events: Sequence[Event],
        variant: GameRules,
        cards: ChosenCards | None = None,
    ) -> dict[str, Any]:
        """The deck of a logged hand: the cards dealt, then the rest in order.

        The cards dealt are the whole deal, chosen cards (``cards``) or not:
        a stud deal never reshuffles, so the log alone rebuilds it.

        Raises:
            TypeError: ``variant`` is not a stud :class:`Variant`.
        """
        if not isinstance(variant, Variant):
            raise TypeError(
                f"a stud hand plays a Variant, not {type(variant).__name__}"
            )
        dealt = [
            e.card for e in events if e.kind is E.CARD_DEALT and e.card is not None
        ]
        seen = set(dealt)
        rest = [c for c in make_deck(variant.ranking.deck_size) if c not in seen]
        return {"deck": dealt + rest}
