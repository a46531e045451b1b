"""One hand of draw poker: classic draw (rule D1-D8) and five-card draw (E1-E8).

A :class:`DrawHand` is dealt from a :class:`~americana.rules.draw_variants.DrawVariant`
(presets in :data:`~americana.rules.draw_variants.DRAW_VARIANTS`), seats with
stacks, a button and either ``seed=`` (a shuffle) or ``deck=`` (the first
cards in dealing order; the rest of the deck follows in its fresh order);
``cards=`` gives chosen seats their dealt hand and their draw, whatever
happens. It
shares the betting rounds (:class:`~americana.play.betting.Betting`), the pots
(:func:`~americana.play.pots.build_pots`, :func:`~americana.play.pots.award_pots`) and
the event log (:class:`~americana.play.events.Event`) with Americana.

Every action is a trio, as in :class:`americana.play.stud.Hand`: ``verify_draw()``
raises :class:`~americana.play.betting.ActionError`, ``can_draw()`` asks,
``draw()`` verifies and then acts; a rejected action changes nothing.

A jackpots table: a pass-out, then a hand whose draw runs the stock out
(run by ``tests/test_draw_rules.py``)::

    from americana.play.draw import Phase
    from americana.play.draw_table import DrawTable
    from americana.rules.draw_variants import DRAW_VARIANTS

    table = DrawTable(variant=DRAW_VARIANTS["jackpots"], stacks=[50] * 7, button=0)
    hand = table.start_hand(seed=1)
    while not hand.finished:  # everybody checks: nobody opens
        hand.check()
    assert hand.passed_out and hand.carried == 7  # E7: the antes stay

    hand = table.start_hand(seed=2)  # the next dealer, new antes, 7 carried in
    while hand.phase is Phase.BETTING:
        if hand.can_bet(2):
            hand.bet(2)  # only jacks or better may open (E7)
        elif hand.can_call():
            hand.call()
        else:
            hand.check()
    while hand.phase is Phase.DRAW:  # four cards each: 28 from a stock of 17
        hand.draw(hand.cards(hand.turn)[:4])

For a scripted hand give ``deck=`` (the deal, one card at a time from the
dealer's left, then the stock) and, if the stock runs out, ``reshuffles=``
(the order of each new stock).

:func:`replay` (the one of :mod:`americana.play.hand_actions`, for both games)
rebuilds a hand from its log, reshuffles included.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from americana.cards import Card
from americana.errors import AmericanaError
from americana.play.betting import ActionError, ActionKind, LegalAction
from americana.play.draw_state import DrawState, has_openers
from americana.play.events import Event, EventKind
from americana.play.hand_actions import BettingHand, replay
from americana.play.hand_base import Phase
from americana.play.hand_setup import ChosenCards, read_cards
from americana.rules.draw_variants import DrawVariant, FalseOpener
from americana.rules.game_rules import GameRules

__all__ = ["DrawHand", "Phase", "replay"]

E = EventKind
A = ActionKind


class DrawHand(BettingHand, DrawState):
    """One hand of draw poker. All arguments are keyword-only.

    Args:
        variant: the rules (see :data:`americana.rules.draw_variants.DRAW_VARIANTS`).
        stacks: chips of each seat, as ``{seat: chips}`` or a list (seats
            ``0, 1, ...``). Seat numbers run clockwise.
        button: the dealer's seat; the deal starts left of it (D4, E2).
        seed: shuffle the deck with ``random.Random(seed)``; the same generator
            shuffles the discards when the stock runs out.
        deck: the first cards in dealing order instead (cards or one string):
            five rounds of one card each from the dealer's left, then the
            stock, top first. The deck's other cards follow in their fresh
            order (:func:`~americana.cards.make_deck`).
        reshuffles: for a scripted deck, the order of each new stock made from
            the discards (D6, E4): the cards named come first in that order,
            the others follow shuffled.
        cards: the cards chosen for some seats, ``{seat: cards}`` (one
            string such as ``"AH AS KD 7C 2S"``, card names or cards), at most
            five plus ``variant.draw_limit`` a seat. The first five are the
            seat's dealt hand (D4, E2: one card at a time from the dealer's
            left); any further ones are the cards it receives in the draw
            (D6, E4), in order, as many as it discards. They are the seat's
            whatever happens (folds, pass-outs, a draw of fewer cards): kept
            apart from the stock, never dealt to another seat, never in a
            reshuffle. Every other card comes from the rest of the deck,
            shuffled by ``seed`` or, without a seed, in the deck's own order
            (:func:`~americana.cards.make_deck`). Not with ``deck=``.
        carry_in: chips left in the middle by the last hand (D8, E7), added to
            the main pot.
        carry_in_shares: seat -> the part of ``carry_in`` that seat paid: its
            antes of passed-out deals (E7, a table's ``carried_shares``).
            Those chips count as the seat's own in the pots, so a seat whose
            last chip went into them starts with none, all in, and can win
            what it matched; the rest of ``carry_in`` belongs to no seat.

    Raises:
        SetupError: too few or too many players, a bad stack or button (as
            :class:`americana.play.stud.Hand`), a deck too small for the players
            and the draw (``"deck.too_short"``), both ``seed`` and ``deck``
            (``"deck.seed_and_deck"``); in ``deck``, as one string, card
            names or cards alike, a name that is not a card
            (``"deck.bad_card"``), a card twice (``"deck.duplicate"``) or a
            card outside the deck (``"deck.foreign_card"``), as
            :class:`americana.play.stud.Hand`; in ``reshuffles``, the first two.
            In ``cards``: the same three codes (a card twice within a seat or
            across seats), a seat not dealt in (``"seat.unknown"``), more
            cards for a seat than five and the draw limit
            (``"deck.too_many_cards"``), ``deck`` given too
            (``"deck.cards_and_deck"``), chosen draw cards that leave the
            stock too short for the draw (``"deck.too_short"``).
            Shares of seats not dealt in, or above ``carry_in``:
            ``"pot.bad_share"``.
    """

    _KINDS = frozenset(
        {A.FOLD, A.CHECK, A.CALL, A.BET, A.RAISE, A.SHOW, A.MUCK, A.DRAW}
    )
    _NOT_HERE = "action.not_in_draw"
    _VARIANT_TYPE = DrawVariant

    def _phase_actions(self) -> tuple[LegalAction, ...]:
        """The draw: discard and draw up to ``draw_limit`` cards (D6, E4)."""
        return (LegalAction(A.DRAW, 0, self.variant.draw_limit),)

    def has_openers(self, seat: int) -> bool:
        """Whether the seat was dealt jacks or better (rule E7)."""
        return has_openers(self._original[seat], self.ranking)

    def _open_bounds(self, seat: int) -> tuple[int, int] | None:
        """The bounds of an opening bet, ``None`` if the seat may not bet."""
        if self._open_block(seat):
            return None
        return self._betting.bet_bounds(seat)

    def _open_block(self, seat: int) -> str | None:
        """E7: the code that forbids opening round 1 without openers, if any."""
        v = self.variant
        if (
            v.openers
            and self.betting_round == 1
            and v.false_opener is FalseOpener.REFUSED
            and not self.has_openers(seat)
        ):
            return "open.no_openers"
        return None

    def _may_check(self, seat: int) -> bool:
        """E3: check freely; D5 read literally: only if no bet is possible."""
        return self.variant.may_check or self._open_bounds(seat) is None

    # -- verification ----------------------------------------------------

    def _verify_open(self, seat: int) -> None:
        code = self._open_block(seat)
        if code:
            raise ActionError(code, "jacks or better to open (E7)", seat=seat)

    def _discards(
        self, seat: int, discards: Iterable[Card | str] | str
    ) -> tuple[Card, ...]:
        """The discards as cards of the seat's hand, or :class:`ActionError`."""
        try:
            cards = read_cards(discards)
        except AmericanaError as err:
            raise ActionError("draw.bad_card", str(err), **err.params) from err
        if len(set(cards)) != len(cards):
            raise ActionError("draw.duplicate", "a card is discarded twice")
        for card in cards:
            if card not in self._hands[seat]:
                raise ActionError(
                    "draw.not_in_hand", f"{card} is not in the hand", card=str(card)
                )
        limit = self.variant.draw_limit
        if len(cards) > limit:
            raise ActionError(
                "draw.too_many",
                f"at most {limit} cards (E4)",
                count=len(cards),
                maximum=limit,
            )
        return tuple(cards)

    def verify_draw(
        self, discards: Iterable[Card | str] | str = (), *, seat: int | None = None
    ) -> None:
        seat = self._verify_turn(seat, Phase.DRAW)
        self._discards(seat, discards)

    # -- can -------------------------------------------------------------

    def can_draw(
        self, discards: Iterable[Card | str] | str = (), *, seat: int | None = None
    ) -> bool:
        return self._can(self.verify_draw, discards, seat=seat)

    # -- actions ---------------------------------------------------------

    def _fold_cards(self, seat: int) -> None:
        """A folded hand goes to the muck (D5)."""
        self._muck.extend(self._hands[seat])
        self._hands[seat].clear()

    def draw(
        self, discards: Iterable[Card | str] | str = (), *, seat: int | None = None
    ) -> None:
        """Discard ``discards``, receive as many cards (D6, E4); ``()`` stands pat."""
        self.verify_draw(discards, seat=seat)
        seat = self._seat_to_act()
        self._exchange(seat, self._discards(seat, discards))

    def stand_pat(self, *, seat: int | None = None) -> None:
        """Keep all five cards: a draw of none."""
        self.draw((), seat=seat)

    @classmethod
    def _replay_options(
        cls,
        events: Sequence[Event],
        variant: GameRules,
        cards: ChosenCards | None = None,
    ) -> dict[str, Any]:
        """The deck and reshuffles of a logged hand.

        The cards dealt before the first reshuffle, with the stock's last card
        when E4 kept it back, are the whole starting deck whenever a reshuffle
        happened; each reshuffle event holds the new stock's order. With the
        hand's ``cards=``, those are dealt again to their seats and the
        others, in the order logged, make the rest of the deck.
        """
        dealt: list[Card] = []
        for e in events:
            if e.kind is E.STOCK_RESHUFFLED:
                if e.card is not None:
                    dealt.append(e.card)
                break
            if e.kind is E.CARD_DEALT and e.card is not None:
                dealt.append(e.card)
        reshuffles = [e.cards for e in events if e.kind is E.STOCK_RESHUFFLED]
        if cards is None:
            return {"deck": dealt, "reshuffles": reshuffles}
        chosen = {c for given in cards.values() for c in read_cards(given)}
        rest = [c for c in dealt if c not in chosen]
        return {"cards": cards, "reshuffles": reshuffles, "_rest": rest}
