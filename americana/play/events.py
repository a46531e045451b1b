"""The log of a hand: one frozen :class:`Event` per change, as data.

Every change to a :class:`~americana.play.stud.Hand` appends an event to
``hand.events`` (as PokerKit appends an ``Operation``); replaying the player
actions of a log with the dealt cards rebuilds the same hand
(:func:`americana.play.stud.replay`). This module holds no words:
:func:`americana.text.describe.describe` turns an event into a sentence in the
reader's language. Recording a hand needs no catalog (and no Babel).

What each kind of event *means* is data too, written once here
(:class:`Meaning`, ``kind.meaning``): whose chips move and where, which seat
status it sets, which cards it deals, discards or shows everyone, and which
player action wrote it. The sentences (:mod:`americana.text.describe`), the
views of the table (:mod:`americana.play.table_states`) and the replay read it
rather than deciding again.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from americana.cards import Card
from americana.hands.ranking import Category
from americana.play.betting import ActionKind
from americana.rules.game_rules import Game

__all__ = [
    "MEANINGS",
    "ChipMove",
    "Event",
    "EventKind",
    "Meaning",
    "SeatMark",
    "recorded_action",
    "shown_cards",
]


class ChipMove(Enum):
    """Where the chips of an event (its ``amount``) go."""

    #: No chips move.
    NONE = "none"
    #: From the seat's stack straight into the pots (A2, D4, E2).
    ANTE = "ante"
    #: From the seat's stack into its bet of the round (collected into the
    #: pots when the round ends).
    BET = "bet"
    #: The uncalled part of a bet, from the seat's bet back to its stack (A12).
    RETURNED = "returned"
    #: From the pot ``pot_index`` to the seat's stack.
    WON = "won"
    #: No seat's: the chips stay in the middle for the next deal (D8, E7).
    KEPT = "kept"


class SeatMark(Enum):
    """A seat's status that an event sets for the rest of the hand."""

    FOLDED = "folded"
    ALL_IN = "all_in"
    SHOWN = "shown"
    MUCKED = "mucked"


@dataclass(frozen=True)
class Meaning:
    """What an event of one kind does to the table (``kind.meaning``).

    Attributes:
        chips: where the event's ``amount`` goes.
        to_amount: the action is stated by its "to" amount, the seat's bet in
            the round after it (``total``): bets, raises, completions. The
            sentence says that amount; a replay acts with it.
        collects: the bets of the round are gathered into the pots (the end
            of a round, a pass-out, the payout).
        mark: the seat status it sets, if any.
        deals: ``card`` goes to the seat, face up when ``face_up``.
        discards: ``cards`` leave the seat's hand (the draw, D6).
        shows_card: ``card`` is seen by everyone unless dealt face down.
        shows_cards: ``cards`` are seen by everyone (a showdown, openers).
        action: the player's action that writes this event (what a replay
            acts again; an automatic bring-in is
            :data:`~americana.play.betting.ActionKind.AUTO_BRING_IN`);
            ``None`` for what the dealer does.
        in_round: the event belongs to the betting round it carries; antes
            and the choice of the first dealer come before the round's cards.
        only_in: the one game that logs it, :data:`Game.STUD` (the bring-in
            and the completion, A5) or :data:`Game.DRAW` (D, E); ``None`` for
            both.
    """

    chips: ChipMove = ChipMove.NONE
    to_amount: bool = False
    collects: bool = False
    mark: SeatMark | None = None
    deals: bool = False
    discards: bool = False
    shows_card: bool = False
    shows_cards: bool = False
    action: ActionKind | None = None
    in_round: bool = True
    only_in: Game | None = None


class EventKind(Enum):
    """What happened, in stud or draw poker. Values are identifiers, not display text.

    A game logs the kinds it has: ``kind.meaning.only_in`` names the one game
    that alone logs a kind (stud's bring-in and completion; the draw, the
    reshuffle, the pass-out, the openers and the first dealer of draw poker).
    """

    ANTE = "ante"
    CARD_DEALT = "card_dealt"
    BRING_IN = "bring_in"
    COMPLETE = "complete"
    CHECK = "check"
    BET = "bet"
    CALL = "call"
    RAISE = "raise"
    FOLD = "fold"
    ALL_IN = "all_in"
    BET_RETURNED = "bet_returned"
    #: A betting round is over (``betting_round``); its bets are collected.
    ROUND_END = "round_end"
    POTS_FORMED = "pots_formed"
    HAND_SHOWN = "hand_shown"
    HAND_MUCKED = "hand_mucked"
    POT_AWARDED = "pot_awarded"
    CHIPS_CARRIED = "chips_carried"
    # Draw poker only (rule D, E):
    #: A player discards ``count`` cards (``cards``) and draws as many (D6, E4);
    #: ``count == 0`` is standing pat.
    DRAW = "draw"
    #: The stock ran out and the discards were shuffled into a new stock
    #: (``cards``, top first; ``count`` cards). With the stub rule of E4,
    #: ``card`` is the stock's last card, which is shuffled in, never dealt.
    STOCK_RESHUFFLED = "stock_reshuffled"
    #: Nobody opened (jackpots, E7): ``amount`` chips stay for the next deal.
    PASS_OUT = "pass_out"
    #: The opener's five original cards at the end of the hand (E7):
    #: ``reason`` is ``"openers"`` or ``"false_opener"``.
    OPENERS_SHOWN = "openers_shown"
    #: The first jack fell to ``seat``: it deals first (E1); ``card`` is the jack.
    FIRST_DEALER = "first_dealer"

    @property
    def meaning(self) -> Meaning:
        """What an event of this kind does (:data:`MEANINGS`)."""
        return MEANINGS[self]


@dataclass(frozen=True)
class Event:
    """One change to a hand.

    Attributes:
        kind: what happened.
        seat: the seat concerned, if any.
        amount: chips moved by this event (ante, bring-in, call, chips put in
            by a bet or raise, chips awarded or carried).
        total: for bets, raises and completions, the seat's bet in the round
            after the action (the "to" amount).
        card: the card dealt.
        face_up: whether that card was dealt face up.
        betting_round: the betting round (1-4 in stud, 1-2 in draw poker)
            the event belongs to.
        cards: the five cards shown.
        category: the category of the cards shown.
        pots: the pot amounts after a round, main pot first.
        pot_index: which pot an award comes from (``0``: the main pot).
        reason: why a pot was awarded: ``"best_hand"``, ``"split"``,
            ``"odd_chip"`` or ``"uncontested"``.
        automatic: the bring-in was taken automatically (rule A6).
        count: a number of cards (draw poker: cards exchanged, or the size of
            a reshuffled stock).
    """

    kind: EventKind
    seat: int | None = None
    amount: int | None = None
    total: int | None = None
    card: Card | None = None
    face_up: bool | None = None
    betting_round: int | None = None
    cards: tuple[Card, ...] = ()
    category: Category | None = None
    pots: tuple[int, ...] = ()
    pot_index: int | None = None
    reason: str | None = None
    automatic: bool = False
    count: int | None = None


_E, _A, _C = EventKind, ActionKind, ChipMove

#: The meaning of every kind of event, the one place it is decided.
MEANINGS: dict[EventKind, Meaning] = {
    _E.ANTE: Meaning(chips=_C.ANTE, in_round=False),
    _E.CARD_DEALT: Meaning(deals=True, shows_card=True),
    _E.BRING_IN: Meaning(chips=_C.BET, action=_A.BRING_IN, only_in=Game.STUD),
    _E.COMPLETE: Meaning(
        chips=_C.BET, to_amount=True, action=_A.COMPLETE, only_in=Game.STUD
    ),
    _E.CHECK: Meaning(action=_A.CHECK),
    _E.BET: Meaning(chips=_C.BET, to_amount=True, action=_A.BET),
    _E.CALL: Meaning(chips=_C.BET, action=_A.CALL),
    _E.RAISE: Meaning(chips=_C.BET, to_amount=True, action=_A.RAISE),
    _E.FOLD: Meaning(mark=SeatMark.FOLDED, action=_A.FOLD),
    _E.ALL_IN: Meaning(mark=SeatMark.ALL_IN),
    _E.BET_RETURNED: Meaning(chips=_C.RETURNED),
    _E.ROUND_END: Meaning(collects=True),
    _E.POTS_FORMED: Meaning(),
    _E.HAND_SHOWN: Meaning(mark=SeatMark.SHOWN, shows_cards=True, action=_A.SHOW),
    _E.HAND_MUCKED: Meaning(mark=SeatMark.MUCKED, action=_A.MUCK),
    _E.POT_AWARDED: Meaning(chips=_C.WON, collects=True),
    _E.CHIPS_CARRIED: Meaning(chips=_C.KEPT),
    _E.DRAW: Meaning(discards=True, action=_A.DRAW, only_in=Game.DRAW),
    _E.STOCK_RESHUFFLED: Meaning(only_in=Game.DRAW),
    _E.PASS_OUT: Meaning(chips=_C.KEPT, collects=True, only_in=Game.DRAW),
    _E.OPENERS_SHOWN: Meaning(shows_cards=True, only_in=Game.DRAW),
    _E.FIRST_DEALER: Meaning(shows_card=True, in_round=False, only_in=Game.DRAW),
}


def shown_cards(event: Event) -> tuple[Card, ...]:
    """The cards ``event`` shows everyone: never a card dealt face down.

    A face-up card dealt, the first dealer's jack (E1), the cards shown at
    the showdown or to prove openers (E7); ``()`` for every other event.
    """
    meaning = event.kind.meaning
    if meaning.shows_cards:
        return event.cards
    if meaning.shows_card and event.card is not None and event.face_up is not False:
        return (event.card,)
    return ()


def recorded_action(event: Event) -> ActionKind | None:
    """The player's action that wrote ``event``; ``None`` for the dealer's events."""
    action = event.kind.meaning.action
    if action is ActionKind.BRING_IN and event.automatic:
        return ActionKind.AUTO_BRING_IN
    return action
