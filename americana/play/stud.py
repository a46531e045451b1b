"""One hand of Americana: five-card stud with 32 cards (rule A1-A15).

A :class:`Hand` is dealt from a :class:`~americana.rules.variants.Variant`, seats
with stacks, a button and either ``seed=`` (a shuffle) or ``deck=`` (a scripted
card order). It plays the antes (A2), the deal (A3), four betting rounds (A4)
opened by the bring-in (A5, A6) and then by the best visible hand (A7), under
fixed limit (A8), pot or no limit (A9), with all-ins and side pots (A12), the
showdown (A10, A11, B3, B4) and the odd chip (A13, D8).

Every action is a trio, PokerKit style: ``verify_call()`` raises
:class:`~americana.play.betting.ActionError`, ``can_call()`` asks, ``call()``
verifies and then acts. A rejected action leaves the hand exactly as it was.
The actions draw poker has too (fold, check, call, bet, raise, show, muck)
are in :class:`americana.play.hand_actions.BettingHand`; the bring-in and the
completion are here.
Every change appends an :class:`~americana.play.events.Event` to ``hand.events``;
:func:`replay` rebuilds a hand from its log. Pots are derived from what each
seat put in (:func:`americana.play.pots.build_pots`), never stored.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from americana.cards import make_deck
from americana.play.betting import ActionError, ActionKind, LegalAction
from americana.play.events import Event, EventKind
from americana.play.hand_actions import REPLAYED, BettingHand
from americana.play.hand_setup import check_amount
from americana.play.stud_state import HandState, Phase
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
            fewer than five cards per player (``"deck.too_short"``). Shares
            of seats not dealt in, or above ``carry_in``, are
            ``"pot.bad_share"``.
    """

    def legal_actions(self) -> tuple[LegalAction, ...]:
        """What the seat to act may do, with bounds in chips."""
        if self.phase is Phase.FINISHED:
            return ()
        if self.phase is Phase.SHOWDOWN:
            can_muck = self._may_muck(self.turn)
            return (LegalAction(A.SHOW),) + ((LegalAction(A.MUCK),) if can_muck else ())
        b, seat = self._betting, self.turn
        r = b.round
        if r.forced_open:
            low, high = b.bet_bounds(seat)
            acts = [LegalAction(A.BRING_IN, low, low)]
            if self.variant.structure is not Structure.FIXED_LIMIT and high > low:
                acts.append(LegalAction(A.COMPLETE, low + 1, high))
            if self.variant.automatic_bring_in:
                acts.append(LegalAction(A.AUTO_BRING_IN, low, low))
            return tuple(acts)
        owed = b.to_call(seat)
        acts = [LegalAction(A.FOLD)]
        acts.append(LegalAction(A.CALL, owed, owed) if owed else LegalAction(A.CHECK))
        bounds = b.bet_bounds(seat) if r.current == 0 else b.raise_bounds(seat)
        if bounds:
            acts.append(LegalAction(A.BET if r.current == 0 else A.RAISE, *bounds))
        return tuple(acts)

    # -- verification ----------------------------------------------------

    def _verify_voluntary(self, seat: int | None) -> int:
        seat = self._verify_turn(seat, Phase.BETTING)
        if self._betting.round.forced_open:
            raise ActionError(
                "bring_in.required", "the bring-in comes first (A5)", seat=seat
            )
        return seat

    def _verify_forced(self, seat: int | None) -> int:
        seat = self._verify_turn(seat, Phase.BETTING)
        if not self._betting.round.forced_open:
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
        low, high = self._betting.bet_bounds(seat)
        if high <= low:
            raise ActionError(
                "complete.not_enough_chips", "no chips to bet more", seat=seat
            )
        check_amount("complete", amount, (low + 1, high))

    def verify_muck(self, *, seat: int | None = None) -> None:
        seat = self._verify_turn(seat, Phase.SHOWDOWN)
        if not self._may_muck(seat):
            raise ActionError(
                "muck.must_show", "this hand can still win a pot (A10)", seat=seat
            )

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
        self._open(E.BRING_IN, self._betting.bet_bounds(self.turn)[0])

    def auto_bring_in(self, *, seat: int | None = None) -> None:
        """Take the bring-in from a player who does not choose (A6)."""
        self.verify_auto_bring_in(seat=seat)
        self._open(E.BRING_IN, self._betting.bet_bounds(self.turn)[0], automatic=True)

    def complete(self, amount: int, *, seat: int | None = None) -> None:
        """Open round 1 with more than the bring-in, in pot or no limit (A5, A9)."""
        self.verify_complete(amount, seat=seat)
        self._open(E.COMPLETE, amount)

    def act(
        self, kind: ActionKind, amount: int | None = None, *, seat: int | None = None
    ) -> None:
        """Do ``kind``; ``amount`` (a "to" amount) for bet, raise and complete."""
        self._dispatch("", kind, amount, seat)

    def can_act(
        self, kind: ActionKind, amount: int | None = None, *, seat: int | None = None
    ) -> bool:
        """Whether :meth:`act` would succeed with these arguments."""
        return self._dispatch("can_", kind, amount, seat)

    def verify_act(
        self, kind: ActionKind, amount: int | None = None, *, seat: int | None = None
    ) -> None:
        """Raise :class:`ActionError` unless :meth:`act` would succeed."""
        self._dispatch("verify_", kind, amount, seat)

    def _dispatch(
        self, prefix: str, kind: ActionKind, amount: int | None, seat: int | None
    ) -> Any:
        method: Callable[..., Any] = getattr(self, prefix + _METHODS[kind])
        if kind in (A.BET, A.RAISE, A.COMPLETE):
            return method(amount, seat=seat)
        return method(seat=seat)


def replay(
    events: Sequence[Event],
    *,
    variant: Variant,
    stacks: Mapping[int, int] | Sequence[int],
    button: int,
    carry_in: int = 0,
    carry_in_shares: Mapping[int, int] | None = None,
) -> Hand:
    """Rebuild a hand from its log: the dealt cards, then the players' actions.

    The result has the same events, stacks and pots as the hand that wrote
    the log (tested in ``tests/test_stud_properties.py``).
    """
    dealt = [e.card for e in events if e.kind is E.CARD_DEALT]
    seen = set(dealt)
    rest = [c for c in make_deck(variant.ranking.deck_size) if c not in seen]
    hand = Hand(
        variant=variant,
        stacks=stacks,
        button=button,
        deck=dealt + rest,
        carry_in=carry_in,
        carry_in_shares=carry_in_shares,
    )
    for e in events:
        if e.kind is E.BRING_IN:
            (hand.auto_bring_in if e.automatic else hand.bring_in)(seat=e.seat)
        elif e.kind in (E.BET, E.RAISE, E.COMPLETE):
            kind = {E.BET: A.BET, E.RAISE: A.RAISE, E.COMPLETE: A.COMPLETE}[e.kind]
            hand.act(kind, e.total, seat=e.seat)
        elif e.kind in REPLAYED:
            hand.act(REPLAYED[e.kind], seat=e.seat)
    return hand


#: The method behind each action kind.
_METHODS = {kind: kind.value for kind in ActionKind} | {A.RAISE: "raise_to"}
