"""What each kind of event means is written once (play/events.py) and read by all.

The sentences (text/describe.py), the views of the table (play/table_states.py)
and the replay (play/hand_actions.py) each read ``kind.meaning``; the pots of
the views and of the hand follow one rule for carried chips (play/pots.py).
"""

from __future__ import annotations

from americana.cards import parse_card, parse_cards
from americana.play.betting import ActionKind
from americana.play.events import (
    MEANINGS,
    ChipMove,
    Event,
    EventKind,
    SeatMark,
    recorded_action,
    shown_cards,
)
from americana.play.pots import Pot, hand_pots
from americana.play.table_states import table_views
from americana.text.describe import describe
from americana.text.i18n import LANGUAGES
from americana.text.names import card_name

E = EventKind
KINDS = list(EventKind)


def test_every_kind_has_one_meaning():
    assert set(MEANINGS) == set(KINDS)
    assert all(kind.meaning is MEANINGS[kind] for kind in KINDS)


def test_the_meanings_as_the_rules_say():
    # Chips: an ante goes to the pots (A2), a bet into the round's bets,
    # an uncalled part comes back (A12), an award goes to its winner.
    assert E.ANTE.meaning.chips is ChipMove.ANTE
    assert {k for k in KINDS if k.meaning.chips is ChipMove.BET} == {
        E.BRING_IN,
        E.COMPLETE,
        E.BET,
        E.CALL,
        E.RAISE,
    }
    assert {k for k in KINDS if k.meaning.to_amount} == {E.COMPLETE, E.BET, E.RAISE}
    assert E.BET_RETURNED.meaning.chips is ChipMove.RETURNED
    assert E.POT_AWARDED.meaning.chips is ChipMove.WON
    assert {k for k in KINDS if k.meaning.chips is ChipMove.KEPT} == {
        E.CHIPS_CARRIED,
        E.PASS_OUT,
    }
    assert {k: k.meaning.mark for k in KINDS if k.meaning.mark} == {
        E.FOLD: SeatMark.FOLDED,
        E.ALL_IN: SeatMark.ALL_IN,
        E.HAND_SHOWN: SeatMark.SHOWN,
        E.HAND_MUCKED: SeatMark.MUCKED,
    }
    # Only the dealer deals; antes and the first jack come before a round.
    assert [k for k in KINDS if k.meaning.deals] == [E.CARD_DEALT]
    assert {k for k in KINDS if not k.meaning.in_round} == {E.ANTE, E.FIRST_DEALER}
    # Draw poker's own events, and stud's bring-in and completion (A5).
    assert {k for k in KINDS if k.meaning.only_in == "draw"} == {
        E.DRAW,
        E.STOCK_RESHUFFLED,
        E.PASS_OUT,
        E.OPENERS_SHOWN,
        E.FIRST_DEALER,
    }
    assert {k for k in KINDS if k.meaning.only_in == "stud"} == {E.BRING_IN, E.COMPLETE}


def test_the_replay_acts_what_the_meanings_say():
    # The player's actions, and nothing the dealer does (A5, A6, D6, A10).
    assert {k: recorded_action(Event(k, 0)) for k in KINDS if k.meaning.action} == {
        E.BRING_IN: ActionKind.BRING_IN,
        E.COMPLETE: ActionKind.COMPLETE,
        E.CHECK: ActionKind.CHECK,
        E.BET: ActionKind.BET,
        E.CALL: ActionKind.CALL,
        E.RAISE: ActionKind.RAISE,
        E.FOLD: ActionKind.FOLD,
        E.HAND_SHOWN: ActionKind.SHOW,
        E.HAND_MUCKED: ActionKind.MUCK,
        E.DRAW: ActionKind.DRAW,
    }
    automatic = Event(E.BRING_IN, 0, amount=1, total=1, automatic=True)
    assert recorded_action(automatic) is ActionKind.AUTO_BRING_IN
    assert recorded_action(Event(E.CARD_DEALT, 0)) is None


def test_a_card_dealt_face_down_is_never_shown_nor_named():
    card = parse_card("QS")
    down = Event(E.CARD_DEALT, 1, card=card, face_up=False)
    up = Event(E.CARD_DEALT, 1, card=card, face_up=True)
    assert shown_cards(down) == ()
    assert shown_cards(up) == (card,)
    for lang in LANGUAGES:
        assert card_name(card, lang) not in describe(down, lang)
        assert card_name(card, lang) in describe(up, lang)
    # A draw's discards and a new stock are no one's to see; a showdown is.
    cards = parse_cards("2C 3D")
    assert shown_cards(Event(E.DRAW, 1, cards=cards, count=2)) == ()
    assert shown_cards(Event(E.STOCK_RESHUFFLED, cards=cards, count=2)) == ()
    assert shown_cards(Event(E.HAND_SHOWN, 1, cards=cards)) == cards


def test_carried_chips_form_or_join_the_main_pot():
    # D8: chips of no seat go into the main pot; before anyone has put in a
    # chip they are the pot, open to every seat not folded.
    assert hand_pots({0: 0, 1: 0, 2: 0}, {1}, carry_in=6) == (Pot(6, (0, 2), ()),)
    assert hand_pots({0: 5, 1: 5}, (), carry_in=6) == (Pot(16, (0, 1), (0, 1)),)
    # E7: antes a seat paid into a carried jackpot are its chips in the pots.
    pots = hand_pots({0: 5, 1: 2}, (), carry_in=3, carry_in_shares={1: 3})
    assert pots == (Pot(10, (0, 1), (0, 1)),)


def test_views_show_a_carried_pot_from_the_first_step():
    jack = parse_card("JS")
    events = [
        Event(E.FIRST_DEALER, 0, card=jack),
        Event(E.ANTE, 0, amount=1, betting_round=1),
        Event(E.ANTE, 1, amount=1, betting_round=1),
    ]
    views = table_views(events, stacks=[10, 10], carry_in=4, group_deals=False)
    assert [pot.amount for pot in views[0].pots] == [4]
    assert [pot.amount for pot in views[-1].pots] == [6]
    # Antes and the first jack come before the first round.
    assert [view.betting_round for view in views] == [None, None, None]
