"""One live table for page and notebook (issue 24): ``play_hand``'s widgets.

No browser: the ipywidgets models alone. Hands of every preset (stud A, draw
D and E) are played to the end by clicking the widget's buttons
(``button.click()``) and setting its card toggles, and at every step the
table marks the engine's seat to act (``hand.turn``), every button says its
action with its amount, a slider appears only for a real choice of amount,
and hidden cards are nowhere in the HTML.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from unittest.mock import patch

import ipywidgets as w
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import americana
from americana.cards import Card
from americana.play.betting import ActionKind, LegalAction, SetupError
from americana.play.draw import DrawHand
from americana.play.events import EventKind, shown_cards
from americana.play.scripting import stud_deck
from americana.play.stud import Hand
from americana.rules.variants import Structure
from americana.text.names import card_name
from americana.views.notebook import live
from americana.views.notebook.live import play_hand
from americana.views.session.play_session import PlaySession

A = ActionKind
STUD = sorted(americana.VARIANTS)
DRAW = sorted(americana.DRAW_VARIANTS)
MARKED = re.compile(r'<tr [^>]*data-seat="(\d+)"[^>]*aria-current="true"')


@contextmanager
def recorded_sessions() -> Iterator[list[PlaySession]]:
    """The sessions ``play_hand`` makes, to ask the engine what it holds."""
    made: list[PlaySession] = []
    real = PlaySession.for_hand

    def for_hand(hand: Any, **kwargs: Any) -> PlaySession:
        session = real(hand, **kwargs)
        made.append(session)
        return session

    with patch.object(live.PlaySession, "for_hand", for_hand):
        yield made


def deal(preset: str, players: int, stacks: int, seed: int, structure: str | None):
    """A seeded hand of ``preset`` (stud or draw), the last seat dealing."""
    if preset in americana.VARIANTS:
        variant: Any = americana.VARIANTS[preset]
        cls: Any = Hand
    else:
        variant, cls = americana.DRAW_VARIANTS[preset], DrawHand
    if structure is not None:
        variant = variant.with_structure(Structure(structure))
    players = min(players, variant.max_players)
    return cls(
        variant=variant, stacks=[stacks] * players, button=players - 1, seed=seed
    )


def parts(box: w.VBox) -> tuple[Any, ...]:
    """The widgets but the between-hands buttons (:func:`between`)."""
    table, amount, controls, message, _between, log, errors = box.children
    return table, amount, controls, message, log, errors


def between(box: w.VBox) -> dict[str, w.Button]:
    """The buttons shown between hands, by their operation ("next-hand", ...)."""
    found = {}
    for button in box.children[4].children:
        ops = [c for c in button._dom_classes if c != "americana-live-between"]
        found[ops[0].removeprefix("americana-live-")] = button
    return found


def buttons(controls: w.HBox) -> list[w.Button]:
    """The action buttons shown (not the card toggles)."""
    return [
        b
        for b in controls.children
        if isinstance(b, w.Button) and b.layout.display != "none"
    ]


def toggles(controls: w.HBox) -> list[w.ToggleButton]:
    return [
        t
        for t in controls.children
        if isinstance(t, w.ToggleButton) and t.layout.display != "none"
    ]


def chips(n: int) -> str:
    return f"{n} chip" if n == 1 else f"{n} chips"


def expected_text(legal: LegalAction, chosen: int | None) -> set[str]:
    """The English button texts of one legal action, amounts written out."""
    kind, low, high = legal.kind, legal.minimum, legal.maximum
    plain = {
        A.FOLD: "Fold",
        A.CHECK: "Check",
        A.SHOW: "Show",
        A.MUCK: "Muck",
    }
    if kind in plain:
        return {plain[kind]}
    if kind is A.DRAW:
        assert high is not None
        out = {"Stand pat"}
        if high:
            cards = "card" if high == 1 else "cards"
            out.add(f"Discard up to {high} {cards} and draw as many")
        return out
    assert low is not None and high is not None
    # A range: the button says the amount the slider holds.
    n = chosen if low < high and chosen is not None else low
    assert low <= n <= high
    return {
        A.CALL: {f"Call {chips(n)}"},
        A.BET: {f"Bet {chips(n)}"},
        A.RAISE: {f"Raise to {chips(n)}"},
        A.COMPLETE: {f"Open for {chips(n)}"},
        A.BRING_IN: {f"Bring in for {chips(n)}"},
        A.AUTO_BRING_IN: {f"Let the bring-in of {chips(n)} be taken"},
    }[kind]


def face_down(hand: Hand | DrawHand) -> dict[int, list[Card]]:
    """Each seat's cards nobody else has seen: dealt face down, never shown."""
    seen = {card for event in hand.events for card in shown_cards(event)}
    return {
        seat: [card for card in hand.cards(seat) if card not in seen]
        for seat in hand.seats
    }


def named(card: Card, html: str) -> bool:
    """Whether ``html`` shows or names ``card`` anywhere."""
    name = card_name(card, "en")
    if card.is_joker:  # "joker" is also in the preset's name: the card's own
        return card.symbol in html or f'="{name}"' in html or f": {name}" in html
    return card.symbol in html or name in html


def check_step(box: w.VBox, session: PlaySession, *, hidden: set[int]) -> None:
    """What every step of the live table must show (see the module docstring)."""
    table, amount, controls, message, log, _errors = parts(box)
    hand = session.hand
    html = table.value
    # The marker: the engine's seat to act, one row; none once it is over.
    marked = MARKED.findall(html)
    assert html.count('aria-current="true"') == len(marked)
    if hand.finished:
        assert marked == []
    else:
        assert marked == [str(hand.turn)]
    # The buttons: the legal actions, each with its amount.
    shown = sorted(b.description for b in buttons(controls))
    if session.passed_out:
        assert shown == ["Deal again"]
    elif hand.finished or not session.reader_turn:
        assert shown == []
    else:
        legal = hand.legal_actions()
        expected = set().union(*(expected_text(a, amount.value) for a in legal))
        assert shown == sorted(expected)
        ranged = [
            a
            for a in legal
            if a.kind in (A.BET, A.RAISE, A.COMPLETE)
            and a.minimum is not None
            and a.maximum is not None
            and a.minimum < a.maximum
        ]
        # A slider only for a real choice, between the engine's bounds.
        if ranged:
            assert amount.layout.display != "none"
            assert (amount.min, amount.max) == (ranged[0].minimum, ranged[0].maximum)
        else:
            assert amount.layout.display == "none"
    # Hidden cards: not in the HTML at all (not even hidden by CSS).
    everything = " ".join(
        [table.value, message.value, log.value]
        + [f"{t.description} {t.tooltip}" for t in toggles(controls)]
    )
    for seat, cards in face_down(hand).items():
        for card in cards:
            if seat in hidden:
                assert not named(card, everything), (seat, card)


def play_out(box: w.VBox, session: PlaySession, draw: Any, *, hidden: set[int]):
    """Click through the hand (and its re-deals) to the end; check every step."""
    _table, amount, controls, _message, _log, _errors = parts(box)
    check_step(box, session, hidden=hidden)
    for _ in range(400):
        shown = buttons(controls)
        if not shown:
            break
        before = len(session.hand.events), len(session.hands)
        choice = draw(st.sampled_from(shown))
        cards = toggles(controls)
        if cards and choice.description.startswith("Discard"):
            limit = session.draw_choice()
            assert limit is not None
            for toggle in draw(st.lists(st.sampled_from(cards), max_size=3)):
                if not toggle.disabled:
                    toggle.value = True
            chosen = [t for t in cards if t.value]
            assert len(chosen) <= limit["max"]
            for toggle in chosen:  # a chosen card is marked, not only greyed
                assert toggle.button_style == "warning"
                assert toggle.description.startswith("✓")
        if amount.layout.display != "none":
            amount.value = draw(st.integers(amount.min, amount.max))
            check_step(box, session, hidden=hidden)
        choice.click()
        # Every click the engine accepts moves the hand on.
        assert (len(session.hand.events), len(session.hands)) != before
        check_step(box, session, hidden=hidden)
    assert session.finished


GAMES = [(p, None) for p in STUD + DRAW] + [
    ("americana-pl", "no_limit"),
    ("five-card-draw", "pot_limit"),
]


@pytest.mark.parametrize(("preset", "structure"), GAMES)
@settings(max_examples=15)
@given(
    players=st.integers(2, 5),
    stacks=st.sampled_from([12, 50]),
    seed=st.integers(0, 2**31 - 1),
    data=st.data(),
)
def test_every_step_marks_the_seat_to_act_and_says_each_amount(
    preset, structure, players, stacks, seed, data
):
    hand = deal(preset, players, stacks, seed, structure)
    with recorded_sessions() as made:
        box = play_hand(hand, lang="en")
    play_out(box, made[0], data.draw, hidden=set())


@pytest.mark.parametrize("preset", ["americana-ru", "jackpots", "classic-pl"])
@settings(max_examples=10)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31 - 1), data=st.data())
def test_hidden_hole_cards_are_nowhere_in_the_html(preset, players, seed, data):
    hand = deal(preset, players, 50, seed, None)
    with recorded_sessions() as made:
        box = play_hand(hand, lang="en", hide_hole_cards=True, projector=True)
    session = made[0]
    table = parts(box)[0]
    assert 'class="americana-projector"' in table.value
    assert "font-size:1.5em" in table.value
    # Card backs stand for every face-down card.
    assert "face-down card" in table.value
    play_out(box, session, data.draw, hidden=set(hand.seats))


@pytest.mark.parametrize("preset", STUD + DRAW)
@settings(max_examples=10)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31 - 1), data=st.data())
def test_a_reader_seat_plays_against_the_engine(preset, players, seed, data):
    hand = deal(preset, players, 50, seed, None)
    with recorded_sessions() as made:
        box = play_hand(hand, lang="en", reader_seat=0)
    session = made[0]
    table = parts(box)[0]
    # The engine played up to the reader's turn; only the reader's hole cards.
    assert session.hand.finished or session.hand.turn == 0
    assert "data-you" in table.value
    if not session.hand.finished:
        for card in face_down(session.hand)[0]:
            assert f"face down: {card_name(card, 'en')}" in table.value
    others = set(session.hand.seats) - {0}
    real_click = w.Button.click

    clicks = [0]

    def click(button: w.Button) -> None:
        clicks[0] += button.description != "Deal again"
        real_click(button)
        # After the reader's move the engine's seats moved by themselves.
        hand = session.hand
        assert hand.finished or hand.turn == 0

    with patch.object(w.Button, "click", click):
        play_out(box, session, data.draw, hidden=others)
    # Each click was one move of the reader's; every other move the engine's.
    moves = [e for h in session.hands for e in h.events if e.kind.meaning.action]
    assert sum(e.seat == 0 for e in moves) == clicks[0]


def test_a_fixed_amount_is_a_plain_button_and_a_range_gets_a_slider():
    deck = stud_deck({0: "AH 10C", 1: "8D JC", 2: "QH AC"}, button=2)
    variant = americana.VARIANTS["americana-pl"]
    hand = Hand(variant=variant, stacks=[40] * 3, button=2, deck=deck)
    _table, amount, controls, *_ = parts(play_hand(hand, lang="en"))
    [bring_in] = buttons(controls)
    assert bring_in.description == "Bring in for 2 chips"
    bring_in.click()
    assert [b.description for b in buttons(controls)] == [
        "Fold",
        "Call 2 chips",
        "Raise to 4 chips",
    ]
    assert amount.layout.display == "none"  # fixed limit (A8): no slider
    no_limit = variant.with_structure(Structure.NO_LIMIT)
    hand = Hand(variant=no_limit, stacks=[40] * 3, button=2, deck=deck)
    _table, amount, controls, *_ = parts(play_hand(hand, lang="en"))
    buttons(controls)[0].click()
    assert amount.layout.display != "none"
    assert (amount.min, amount.max) == (4, 39)
    amount.value = 9  # the button follows the slider
    raise_to = buttons(controls)[-1]
    assert raise_to.description == "Raise to 9 chips"
    raise_to.click()
    assert hand.events[-1].kind is EventKind.RAISE and hand.events[-1].total == 9


def test_the_draw_toggles_look_unlike_the_actions_and_show_a_choice():
    hand = deal("five-card-draw", 3, 50, 7, None)
    with recorded_sessions() as made:
        _table, _amount, controls, *_ = parts(play_hand(hand, lang="en"))
    for _ in range(20):  # check or call round 1 to the draw
        if toggles(controls):
            break
        shown = {b.description.split(" ")[0]: b for b in buttons(controls)}
        (shown.get("Check") or shown["Call"]).click()
    cards = toggles(controls)
    assert len(cards) == 5
    assert {t.button_style for t in cards} == {"info"}
    assert {b.button_style for b in buttons(controls)} == {""}
    cards[1].value = True
    assert cards[1].button_style == "warning"
    assert cards[1].description.startswith("✓ ")
    assert not cards[0].description.startswith("✓")
    cards[1].value = False
    assert cards[1].button_style == "info"
    # No more cards than the draw allows (D6): the others are disabled then.
    choice = made[0].draw_choice()
    assert choice is not None and 0 < choice["max"] < 5
    limit = choice["max"]
    for toggle in cards[:limit]:
        toggle.value = True
    assert all(t.disabled for t in cards[limit:])


def test_a_bad_reader_seat_is_refused_and_nothing_changes():
    hand = deal("americana-pl", 3, 50, 3, None)
    before = hand.snapshot()
    for seat in (3, -1, True):
        with pytest.raises(SetupError) as caught:
            play_hand(hand, reader_seat=seat)  # type: ignore[arg-type]
        assert caught.value.code == "seat.unknown"
        assert hand.snapshot() == before


def test_the_stacks_given_must_be_the_hands():
    hand = deal("americana-pl", 3, 40, 3, None)
    same = parts(play_hand(hand, stacks=[40] * 3, lang="en"))[0].value
    assert same == parts(play_hand(hand, stacks={0: 40, 1: 40, 2: 40}))[0].value
    assert same == parts(play_hand(hand, lang="en"))[0].value
    with pytest.raises(ValueError, match="starting stacks"):
        play_hand(hand, stacks=[30, 40, 40])


def check_call(box: w.VBox) -> None:
    """Click the bring-in, a call, a check or "Show" until the hand is over."""
    controls = parts(box)[2]
    wanted = ("bring_in", "call", "check", "show")
    for _ in range(100):
        shown = {
            c.removeprefix("americana-live-"): b
            for b in buttons(controls)
            for c in b._dom_classes
            if c.startswith("americana-live-") and c != "americana-live-action"
        }
        kind = next((k for k in wanted if k in shown), None)
        if kind is None:
            return
        shown[kind].click()


def test_the_next_hand_is_dealt_at_the_same_table():
    """Stacks carried, the button passed on (A3), the names kept, the marker on
    the new hand's seat to act."""
    deal = americana.Deal(
        preset="americana-pl",
        stacks=[20] * 3,
        button=2,
        cards={0: "AH AS AD", 1: "7C 8D", 2: "9H 10S"},
        names=["Ann", "Bob", "Cleo"],
    )
    with recorded_sessions() as made:
        box = play_hand(deal.hand(), lang="en")
    session = made[0]
    assert between(box) == {}  # nothing between hands while the hand is on
    check_call(box)
    first = session.hand
    assert first.finished
    ended = dict(first.stacks)
    offers = between(box)
    assert sorted(offers) == ["join", "next-hand"]
    assert offers["next-hand"].description == "Next hand"
    assert offers["join"].description == "Seat a new player (20 chips)"
    offers["next-hand"].click()
    hand = session.hand
    assert hand is not first
    assert hand.button == 0  # passed on from Cleo (seat 2) to Ann (A3)
    assert hand.starting_stacks == ended
    assert sum(hand.starting_stacks.values()) == 60
    assert between(box) == {}
    table = parts(box)[0].value
    assert MARKED.findall(table) == [str(hand.turn)]
    for name in ("Ann", "Bob", "Cleo"):
        assert name in table
    assert buttons(parts(box)[2])  # the new hand's actions are offered


def test_a_broke_player_buys_in_again_before_the_next_hand():
    """Bob, all in with 3 chips, loses them all: no next hand for one player
    until Bob buys in again (or a newcomer sits down, A14)."""
    deal = americana.Deal(
        preset="americana-pl",
        stacks=[20, 3],
        button=1,
        cards={0: "AH AS AD AC KH", 1: "7C 8D 9H JS QC"},
        names=["Ann", "Bob"],
    )
    with recorded_sessions() as made:
        box = play_hand(deal.hand(), lang="en")
    session = made[0]
    check_call(box)
    assert session.hand.stacks == {0: 23, 1: 0}
    offers = between(box)
    assert sorted(offers) == ["join", "rebuy"]  # no "next-hand" for Ann alone
    assert offers["rebuy"].description == "Bob: buy in again (3 chips)"
    offers["rebuy"].click()
    assert "Bob buys in again with 3 chips" in parts(box)[3].value
    offers = between(box)
    assert sorted(offers) == ["join", "next-hand"]
    offers["next-hand"].click()
    assert session.hand.starting_stacks == {0: 23, 1: 3}
    assert session.hand.button == 0


def test_a_newcomer_sits_down_at_a_reader_seats_table():
    """With the reader at seat 0 and the engine's only other player broke, a
    new player sits down with the largest starting stack and gets a name."""
    deal = americana.Deal(
        preset="americana-pl",
        stacks=[20, 3],
        button=1,
        cards={0: "AH AS AD AC KH", 1: "7C 8D 9H JS QC"},
        names=["Ann", "Bob"],
    )
    with recorded_sessions() as made:
        box = play_hand(deal.hand(), lang="en", reader_seat=0)
    session = made[0]
    check_call(box)
    assert session.hand.stacks == {0: 23, 1: 0}
    offers = between(box)
    assert sorted(offers) == ["join"]
    offers["join"].click()
    assert sorted(between(box)) == ["join", "next-hand"]
    between(box)["next-hand"].click()
    hand = session.hand
    assert hand.starting_stacks == {0: 23, 2: 20}
    assert session.names[2] == "Cleo"
    assert "Cleo" in parts(box)[0].value
