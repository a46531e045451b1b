"""The JSON bridge of the in-browser engine: hands, refusals, hidden cards, bots."""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from americana.cards import parse_card
from americana.play.betting import ActionKind
from americana.play.bots import SimplePolicy, apply_move, choose_discards
from americana.play.draw_table import DrawTable
from americana.play.stud import Hand
from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.variants import VARIANTS
from americana.text.error_text import ERROR_TEXT_CODES, error_text
from americana.text.i18n import LANGUAGES
from americana.text.names import card_name
from americana.views.browser.bridge import SESSIONS, handle, random_hand

GAMES = [("stud", p) for p in VARIANTS] + [("draw", p) for p in DRAW_VARIANTS]
# A code as the engine writes it, e.g. "raise.above_maximum".
CODE = re.compile(r"\b[a-z_]+\.[a-z_]+\b")


def ask(**request) -> dict:
    text = handle(json.dumps(request))
    assert isinstance(text, str)
    return json.loads(text)


def first_action(view: dict) -> dict:
    """A bet if possible (so a jackpots table opens), else anything but a fold."""
    actions = view["actions"]
    for name in ("bet", "call", "check"):
        found = [a for a in actions if a["action"] == name]
        if found:
            return found[0]
    return next((a for a in actions if a["action"] != "fold"), actions[0])


def act_request(view: dict, block: str, lang: str, action: dict) -> dict:
    request = dict(
        op="act", block=block, lang=lang, action=action["action"], amount=action["min"]
    )
    if action["action"] == "draw":
        request["discards"] = [view["draw"]["cards"][0]["card"]]
    return request


def play_out(block: str, lang: str, view: dict) -> dict:
    total = view["chips_total"]
    for _ in range(200):
        if view["state"] == "finished":
            return view
        view = ask(**act_request(view, block, lang, first_action(view)))
        assert view["ok"] and view["refusal"] is None, view
        assert view["chips_total"] == total
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "preset"), GAMES)
@pytest.mark.parametrize("reader_seat", [0, None])
def test_start_act_view_play_a_whole_hand(lang, game, preset, reader_seat):
    block = f"{game}-{preset}-{lang}"
    view = ask(
        op="start",
        block=block,
        lang=lang,
        game=game,
        preset=preset,
        players=3,
        seed=11,
        names={"0": "Ann <b>"},
        reader_seat=reader_seat,
    )
    assert view["ok"] and view["state"] == "ready"
    assert view["seats_html"].startswith('<div class="americana-live-table">')
    assert "Ann &lt;b&gt;" in view["seats_html"] and "Ann <b>" not in view["seats_html"]
    assert view["log"] == view["new"]
    assert (view["policy"] is None) == (reader_seat is None)
    again = ask(op="view", block=block, lang=lang)
    assert again["new"] == [] and again["log"] == view["log"]
    end = play_out(block, lang, view)
    assert end["summary"] and end["actions"] == [] and end["to_act"] is None
    assert sum(end["stacks"].values()) + 0 <= end["chips_total"]
    if lang != "en":
        english = ask(op="view", block=block, lang="en")
        assert english["summary"] != end["summary"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refused_action_changes_nothing_and_is_explained(lang):
    view = ask(
        op="start", block="r", lang=lang, game="stud", preset="americana-pl", seed=3
    )
    hand = SESSIONS["r"].hand
    before = hand.snapshot()
    english = None
    for action, amount in (("raise", 999), ("check", None), ("dance", None)):
        refused = ask(op="act", block="r", lang=lang, action=action, amount=amount)
        assert refused["ok"] and refused["refusal"]
        assert not CODE.search(refused["refusal"]), refused["refusal"]
        assert hand.snapshot() == before
        assert refused["log"] == view["log"]
        if lang != "en":
            english = ask(op="act", block="r", lang="en", action=action, amount=amount)
            assert english["refusal"] != refused["refusal"]


#: The bridge's sentence for an error of its own (never a bad request's).
ENGINE_FAILED = {
    "en": "Something went wrong in the engine; please start again.",
    "pl": "Coś poszło nie tak w silniku gry; zacznij od nowa.",
    "ru": "В движке игры что-то пошло не так; начните заново.",
    "es": "Algo ha fallado en el motor del juego; vuelve a empezar.",
}
#: The reply to a request for a block that has no hand yet.
NO_HAND_YET = {
    "en": "There is no hand here yet: start one first.",
    "pl": "Nie ma tu jeszcze rozdania: najpierw je rozpocznij.",
    "ru": "Здесь ещё нет раздачи: сначала начните её.",
    "es": "Aquí todavía no hay ninguna mano: empieza una primero.",
}
#: A face-down card's name, for a screen reader.
FACE_DOWN_CARD = {
    "en": "face-down card",
    "pl": "karta zakryta",
    "ru": "закрытая карта",
    "es": "carta boca abajo",
}


def test_every_reply_words_an_error_without_its_code():
    """A refusal and a bad request are sentences (the registry of codes and
    their sentences is tested in test_error_registry.py)."""
    for lang in LANGUAGES:
        for code in ERROR_TEXT_CODES:
            assert not CODE.search(error_text(code, lang)), code
        for request in ({"op": "act", "block": []}, {"op": "start", "seed": "x"}):
            reply = ask(lang=lang, **request)
            assert reply["ok"] is False and not CODE.search(reply["error"]), reply
            assert reply["error"] != ENGINE_FAILED[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bad_requests_get_a_translated_error(lang):
    for text in ("{", json.dumps({"op": "nope", "lang": lang})):
        reply = json.loads(handle(text))
        assert reply["ok"] is False and reply["error"] and "detail" in reply
    reply = ask(op="view", block="never-started", lang=lang)
    assert reply["ok"] is False
    assert reply["error"] == NO_HAND_YET[lang]
    reply = ask(op="start", block="x", lang=lang, game="stud", preset="nope")
    assert reply["ok"] is False and not CODE.search(reply["error"])
    reply = ask(op="start", block="x", lang=lang, game="stud", players=9)
    assert reply["ok"] is False and "2" in reply["error"] and "6" in reply["error"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_compare_gives_the_explorer_page_or_names_the_bad_hand(lang):
    reply = ask(op="compare", lang=lang, hands=["AH KH QH JH 9H", "10S 10C 10D 8S 8C"])
    assert reply["ok"] and "<table" in reply["html"]
    bad = ask(op="compare", lang=lang, hands=["AH KH QH JH 5H", "10S 10C 10D 8S 8C"])
    assert bad["ok"] is False and "5H" in bad["error"]
    both = ask(op="compare", lang=lang, hands=["AH KH QH JH 9H", "AH 10C 10D 8S 8C"])
    assert both["ok"] is False and "AH" in both["error"]


def hidden_cards(session) -> list:
    """The face-down cards of the seats other than the reader's, not yet shown."""
    hand = session.hand
    shown = {e.seat for e in hand.events if e.kind.value == "hand_shown"}
    return [
        e.card
        for e in hand.events
        if e.kind.value == "card_dealt"
        and not e.face_up
        and e.seat != session.reader_seat
        and e.seat not in shown
        and e.card in hand.cards(e.seat)
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "preset"), [GAMES[0], GAMES[4]])
def test_other_seats_hole_cards_stay_hidden_until_shown(lang, game, preset):
    view = ask(
        op="start",
        block="h",
        lang=lang,
        game=game,
        preset=preset,
        players=4,
        seed=8,
        reader_seat=1,
    )
    session = SESSIONS["h"]
    own = session.hand.cards(1)[0]
    back = FACE_DOWN_CARD[lang]
    while True:
        html = view["seats_html"]
        for card in hidden_cards(session):
            assert card_name(card, lang) not in html
            assert f">{card.symbol}<" not in html
        assert back in html
        if own in session.hand.cards(1):
            assert card_name(own, lang) in html  # the reader sees their own
        if view["state"] == "finished":
            break
        view = ask(**act_request(view, "h", lang, first_action(view)))
    shown = [e for e in session.hand.events if e.kind.value == "hand_shown"]
    for event in shown:  # a shown hand is named
        assert card_name(event.cards[0], lang) in view["seats_html"]


def test_a_pass_out_is_followed_by_the_re_deal_with_the_pot_carried():
    view = ask(
        op="start",
        block="p",
        lang="pl",
        game="draw",
        preset="jackpots",
        players=3,
        seed=1,
    )
    while view["actions"][0]["action"] != "redeal":
        check = next(a for a in view["actions"] if a["action"] == "check")
        view = ask(op="act", block="p", lang="pl", action=check["action"])
    total = view["chips_total"]
    assert view["state"] == "ready" and view["to_act"] is None and view["reader_turn"]
    assert view["summary"] and [a["action"] for a in view["actions"]] == ["redeal"]
    carried = SESSIONS["p"].hand.carried
    assert carried == 3
    redealt = ask(op="act", block="p", lang="pl", action="redeal")
    hand = SESSIONS["p"].hand
    assert hand.carry_in == carried and hand.button == 0
    assert redealt["chips_total"] == total
    assert redealt["log"][: len(view["log"])] == view["log"]
    assert redealt["new"] and redealt["state"] == "ready"
    refused = ask(op="act", block="p", lang="pl", action="redeal")
    assert refused["refusal"] and not CODE.search(refused["refusal"])


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from(GAMES),
    seed=st.integers(0, 10_000),
    players=st.integers(2, 6),
    reader=st.booleans(),
)
def test_chips_total_is_constant_over_random_play(game, seed, players, reader):
    name, preset = game
    rnd = random.Random(seed)
    view = ask(
        op="start",
        block="c",
        lang="en",
        game=name,
        preset=preset,
        players=players,
        seed=seed,
        reader_seat=0 if reader else None,
    )
    total = view["chips_total"]
    assert total == 50 * players
    for _ in range(300):
        if view["state"] == "finished":
            break
        action = rnd.choice(view["actions"])
        request = dict(op="act", block="c", lang="en", action=action["action"])
        if action["min"] is not None:
            request["amount"] = rnd.randint(action["min"] - 1, action["max"] + 1)
        if action["action"] == "draw":
            cards = [c["card"] for c in view["draw"]["cards"]]
            request["discards"] = rnd.sample(cards, rnd.randint(0, len(cards)))
        view = ask(**request)
        assert view["ok"] and view["chips_total"] == total
    assert view["state"] == "finished"


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 10_000))
def test_bots_take_only_legal_actions_and_every_hand_ends(game, seed):
    name, preset = game
    if name == "stud":
        hand = Hand(variant=VARIANTS[preset], stacks=[30] * 4, button=0, seed=seed)
    else:
        table = DrawTable(variant=DRAW_VARIANTS[preset], stacks=[30] * 4, button=0)
        hand = table.start_hand(seed=seed)
    policy = SimplePolicy(seed, bluff=0.3)
    for _ in range(200):
        if hand.finished:
            break
        legal = {a.kind: a for a in hand.legal_actions()}
        move = policy.choose(hand)
        assert move.kind in legal
        bounds = legal[move.kind]
        if move.kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE):
            assert bounds.minimum <= move.amount <= bounds.maximum
        if move.kind is ActionKind.DRAW:
            assert len(move.discards) <= bounds.maximum
            assert set(move.discards) <= set(hand.cards(hand.turn))
        apply_move(hand, move)
    assert hand.finished


def test_discards_keep_pairs_and_draws():
    ranking = DRAW_VARIANTS["five-card-draw"].ranking_for(4)

    def throw(text: str, limit: int = 4) -> set[str]:
        cards = [parse_card(c) for c in text.split()]
        return {str(c) for c in choose_discards(cards, ranking, limit)}

    assert throw("JH JS 4C 7D 9S") == {"4C", "7D", "9S"}
    assert throw("2H 5H 9H KH 3S") == {"3S"}  # four to a flush
    assert throw("5C 6D 7H 8S KD") == {"KD"}  # four to a straight
    assert throw("AH 8C 6D 4S 2H", limit=3) == {"2H", "4S", "6D"}
    assert throw("AH KH QH JH 10H") == set()


def test_random_hand_is_canonical_json_and_repeats():
    a = random_hand("draw", "jackpots", 5)
    assert a == random_hand("draw", "jackpots", 5)
    assert json.loads(json.dumps(a)) == a
    kinds = {e["kind"] for e in a["events"]}
    assert "ante" in kinds and "card_dealt" in kinds
    assert all(isinstance(e["card"], (str, type(None))) for e in a["events"])
    reply = ask(op="random_hand", game="stud", preset="americana-es", seed=2)
    assert (
        reply["ok"]
        and reply["events"] == random_hand("stud", "americana-es", 2)["events"]
    )


def test_start_may_play_the_preset_under_another_structure():
    view = ask(
        op="start",
        block="nl",
        lang="en",
        game="stud",
        preset="americana-pl",
        stacks=[20, 30, 40],
        seed=2,
        structure="no_limit",
    )
    complete = next(a for a in view["actions"] if a["action"] == "complete")
    assert complete["min"] < complete["max"] == 29  # no limit: the whole stack
    assert SESSIONS["nl"].variant.first_round_raises is None
    bad = ask(op="start", block="nl", lang="es", game="stud", structure="huge")
    assert bad["ok"] is False and not CODE.search(bad["error"])
