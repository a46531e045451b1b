"""The log of a hand: one frozen :class:`Event` per change, as data.

Every change to a :class:`~americana.play.stud.Hand` appends an event to
``hand.events`` (as PokerKit appends an ``Operation``); replaying the player
actions of a log with the dealt cards rebuilds the same hand
(:func:`americana.play.stud.replay`). This module holds no words:
:func:`americana.text.describe.describe` turns an event into a sentence in the
reader's language. Recording a hand needs no catalog (and no Babel).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from americana.cards import Card
from americana.hands.ranking import Category

__all__ = ["DrawEventKind", "Event", "EventKind"]


class EventKind(Enum):
    """What happened. Values are identifiers, not display text."""

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
    STREET_END = "street_end"
    POTS_FORMED = "pots_formed"
    HAND_SHOWN = "hand_shown"
    HAND_MUCKED = "hand_mucked"
    POT_AWARDED = "pot_awarded"
    CHIPS_CARRIED = "chips_carried"


class DrawEventKind(Enum):
    """What happens only in draw poker (:mod:`americana.play.draw`, rule D, E).

    Kept apart from :class:`EventKind`, which lists the changes of a stud
    hand; a draw hand logs both. Values are identifiers, not display text.
    """

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
        street: the betting round (1-4) the event belongs to.
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

    kind: EventKind | DrawEventKind
    seat: int | None = None
    amount: int | None = None
    total: int | None = None
    card: Card | None = None
    face_up: bool | None = None
    street: int | None = None
    cards: tuple[Card, ...] = ()
    category: Category | None = None
    pots: tuple[int, ...] = ()
    pot_index: int | None = None
    reason: str | None = None
    automatic: bool = False
    count: int | None = None
