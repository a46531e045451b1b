"""A session, not a single hand (issue 19): PlaySession across hands.

"Next hand" keeps the stacks and moves the button (A3, D8); a newcomer sits
down between hands and antes into the next one (A14); a reader left without
chips buys in again (new chips, counted); the engine's broke players leave
the table. Over 30 hands the chips on the table are always the chips at the
start plus the chips bought.
"""

from __future__ import annotations

import json

import pytest

from americana.play.betting import SetupError
from americana.play.bots import SimplePolicy, apply_move
from americana.play.events import EventKind
from americana.views.browser.bridge import handle
from americana.views.session.play_session import PlaySession


def finish(session: PlaySession, policy: SimplePolicy) -> None:
    """Play the reader's moves with the engine's policy until the hand is over."""
    while not session.finished:
        if session.passed_out:
            session.act("redeal")
            continue
        apply_move(session.hand, policy.choose(session.hand))
        session._play_others()


def next_clockwise(button: int, seats: tuple[int, ...], size: int) -> int:
    """The first seat of ``seats`` clockwise after ``button`` (A3, D8)."""
    return next(
        (button + k) % size for k in range(1, size + 1) if (button + k) % size in seats
    )


@pytest.mark.parametrize(
    ("game", "preset"),
    [("stud", "americana-pl"), ("stud", "americana-ru"), ("draw", "five-card-draw")],
)
def test_thirty_hands_conserve_chips_move_the_button_and_seat_newcomers(game, preset):
    session = PlaySession(
        game=game,
        preset=preset,
        players=3,
        seed=11,
        reader_seat=0,
        names={0: "Ann", 1: "Bob", 2: "Cleo"},
    )
    start = session.chips_total()
    policy = SimplePolicy(7)
    joined = rebuys = 0
    for number in range(1, 31):
        assert session.hand_number >= number
        finish(session, policy)
        view = session.view("en")
        assert view["chips_total"] == start + view["chips_bought"]
        assert view["why"], "a finished hand says why it was won"
        ops = {entry["op"] for entry in view["between"]}
        if "rebuy" in ops:  # the reader is broke: no next hand before a rebuy
            rebuys += 1
            with pytest.raises(SetupError) as refused:
                session.next_hand()
            assert refused.value.code == "rebuy.first"
            session.rebuy()
            assert session.chips_total() == start + session.bought
        new_seat = None
        if number % 5 == 0 and "join" in ops:
            seats_before = session.hand.seats
            new_seat = session.join(lang="en")
            joined += 1
            assert new_seat not in seats_before or session.busted(new_seat)
            assert session.chips_total() == start + session.bought
            assert "antes into the next hand (A14)" in session.view("en")["seating"][0]
        old = session.hand
        session.next_hand()
        hand = session.hand
        assert hand is not old and hand.stacks  # a new hand
        size = session.variant.max_players
        # The next seat clockwise still occupied when the hand ended (A3): a
        # seat taken or bought back since is passed by.
        kept = tuple(s for s in old.seats if old.stacks[s])
        assert hand.button == next_clockwise(old.button, kept, size)
        if new_seat is not None:  # the newcomer plays and antes at once (A14)
            assert new_seat in hand.seats
            antes = [e.seat for e in hand.events if e.kind is EventKind.ANTE]
            assert new_seat in antes
        assert session.chips_total() == start + session.bought
    assert joined and rebuys


def test_between_hands_refusals_change_nothing():
    session = PlaySession(
        game="stud", preset="americana-pl", players=2, seed=3, reader_seat=0
    )
    before = session.table.snapshot()
    with pytest.raises(SetupError) as refused:
        session.join()
    assert refused.value.code == "table.hand_in_progress"
    with pytest.raises(SetupError) as refused:
        session.next_hand()
    assert refused.value.code == "table.hand_in_progress"
    assert session.table.snapshot() == before
    finish(session, SimplePolicy(1))
    before = session.table.snapshot()
    still = [s for s in session.hand.seats if session.hand.stacks[s]]
    with pytest.raises(SetupError) as refused:
        session.rebuy(still[0])
    assert refused.value.code == "rebuy.not_busted"
    assert session.table.snapshot() == before and session.bought == 0


def test_no_next_hand_is_offered_when_everyone_else_is_broke():
    """The reader has won every chip: "Next hand" would be refused (A1), so
    only a newcomer (A14) or a new deal is offered; a join brings it back."""
    for seed in range(40):
        session = PlaySession(
            game="stud", preset="americana-pl", stacks=[40, 2], seed=seed, reader_seat=0
        )
        finish(session, SimplePolicy(seed))
        if session.table.next_seats == (0,):
            break
    else:
        pytest.fail("seat 1 kept its chips in 40 hands")
    ops = [entry["op"] for entry in session.between("en")]
    assert ops == ["join"]
    before = session.table.snapshot()
    with pytest.raises(SetupError) as refused:
        session.next_hand()
    assert refused.value.code == "table.too_few_players"
    assert session.table.snapshot() == before
    newcomer = session.join(lang="en")
    assert [entry["op"] for entry in session.between("en")] == ["join", "next_hand"]
    session.next_hand()
    assert tuple(session.hand.seats) == (0, newcomer)


def test_the_bridge_plays_a_session():
    """Ops next_hand, join and rebuy; a refusal comes back in words."""

    def call(**request):
        return json.loads(handle(json.dumps({"block": "s", "lang": "pl", **request})))

    names = {"0": "Ania", "1": "Bartek", "2": "Celina"}
    view = call(
        op="start", game="stud", preset="americana-pl", players=3, seed=5, names=names
    )
    refused = call(op="join")
    assert refused["refusal"] == "Trwa rozdanie: poczekaj, aż się skończy."
    while view["state"] != "finished":
        entry = next(
            e
            for e in view["actions"]
            if e["action"] in ("show", "check", "call", "bring_in", "redeal")
        )
        view = call(op="act", action=entry["action"])
    assert view["why"]
    labels = [entry["label"] for entry in view["between"]]
    assert labels[-1] == "Następne rozdanie"
    assert any(label.startswith("Posadź nowego gracza") for label in labels)
    joined = call(op="join")
    assert joined["refusal"] is None
    assert joined["chips_bought"] == 50
    assert joined["chips_total"] == 150 + 50
    assert "wnosi ante w następnym rozdaniu (A14)" in joined["seating"][0]
    dealt = call(op="next_hand")
    assert dealt["hand_number"] == 2 and dealt["dealer"] == 0
    assert dealt["chips_total"] == 200 and dealt["seating"] == []
    assert "Darek" in dealt["seats_html"]  # the edition's next player
