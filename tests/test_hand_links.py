"""A hand as a link (americana.play.hand_link), its steps, and the page's replay.

The fragment round trip over random hands of every preset (hypothesis, the
strategies of tests/test_history.py), a link of a newer packing and damaged
links each refused with its own code, the hand at each step, and the
bridge's save, link, open, replay_step and play_on (the page's Save this
hand, Copy link, Open a hand, previous and next, Play on from here).
"""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import given, settings

from americana import VARIANTS, Hand, HistoryError, error_text
from americana.play.hand_link import (
    LINK_VERSION,
    hand_at_step,
    hand_from_link_fragment,
    hand_to_link_fragment,
    step_count,
)
from americana.text.i18n import LANGUAGES
from americana.text.player_names import edition_name
from americana.views.browser.bridge import SESSIONS, handle
from tests.test_history import PRESETS, deal, hands, play


def _link_round_trip(name: str, args) -> None:
    players, seed, structure, stop = args
    rng = random.Random(seed)
    variant = VARIANTS.get(name)
    if variant is not None:
        players = min(players, variant.max_players)
    hand = deal(name, min(players, 7), seed, rng, structure)
    play(hand, rng, stop=stop)
    last = step_count(hand)
    step = rng.randint(0, last)
    fragment = hand_to_link_fragment(hand.to_history(), step=step)
    assert re.fullmatch(r"v1\.[A-Za-z0-9_-]+", fragment)
    read = hand_from_link_fragment(fragment)
    assert read.step == step
    assert type(read.hand) is type(hand)
    assert read.hand.events == hand.events
    assert read.hand.stacks == hand.stacks and read.hand.pots == hand.pots
    # The hand at the step shared: the same log up to its step's action.
    at = hand_at_step(read.hand, step)
    assert at.events == hand.events[: len(at.events)]
    assert step_count(at) == step
    # No step named: the last.
    unnamed = hand_to_link_fragment(hand.to_history())
    assert hand_from_link_fragment(unnamed).step == last


@pytest.mark.parametrize("name", PRESETS)
@settings(max_examples=8, deadline=None)
@given(hands)
def test_random_hands_round_trip_through_a_link(name, args):
    _link_round_trip(name, args)


@pytest.mark.slow
@pytest.mark.parametrize("name", PRESETS)
@settings(max_examples=500, deadline=None)
@given(hands)
def test_random_hands_round_trip_through_a_link_500_a_preset(name, args):
    _link_round_trip(name, args)


def _played() -> Hand:
    """Three players: Bob's bring-in, Cleo's raise to 4, Ann calls, Bob folds."""
    hand = Hand(variant=VARIANTS["americana-pl"], stacks=[20] * 3, button=2, seed=7)
    hand.bring_in()
    hand.raise_to(4)
    hand.call()
    hand.fold()
    return hand


def test_the_steps_of_a_hand_are_its_players_actions():
    hand = _played()
    assert step_count(hand) == 4
    dealt = hand_at_step(hand, 0)
    # Three antes, two cards each, nobody has acted: Bob (seat 1) brings in.
    assert step_count(dealt) == 0 and dealt.turn == 1
    assert dealt.stacks == {0: 19, 1: 19, 2: 19}
    assert hand_at_step(hand, 2).stacks == {0: 19, 1: 17, 2: 15}
    assert hand_at_step(hand, 2).turn == 0
    assert hand_at_step(hand, 4).events == hand.events
    with pytest.raises(ValueError):
        hand_at_step(hand, 5)
    with pytest.raises(ValueError):
        hand_at_step(hand, -1)


def test_a_link_of_a_newer_packing_is_refused_in_words():
    fragment = hand_to_link_fragment(_played().to_history(), version=LINK_VERSION + 1)
    assert fragment.startswith("v2.")
    with pytest.raises(HistoryError) as refused:
        hand_from_link_fragment(fragment)
    assert refused.value.code == "history.link_newer"
    assert refused.value.params["version"] == 2
    assert error_text(refused.value, "en") == (
        "This link was made by a newer version of the book, which this page "
        "cannot read. Open it in the newer book, or ask for the hand as a file."
    )
    texts = {error_text(refused.value, lang) for lang in LANGUAGES}
    assert len(texts) == len(LANGUAGES)


@pytest.mark.parametrize(
    "damage",
    [
        lambda f: f[:-7],  # cut short
        lambda f: f[:12] + ("A" if f[12] != "A" else "B") + f[13:],  # changed
        lambda f: f.replace("v1.", "v1!"),  # not a link's form
        lambda f: f.replace("v1.", "1."),  # no version
        lambda f: "v1.",  # nothing in it
        lambda f: f + "=&",  # foreign characters
    ],
)
def test_a_damaged_link_is_refused_and_makes_no_hand(damage):
    fragment = hand_to_link_fragment(_played().to_history(), step=2)
    with pytest.raises(HistoryError) as refused:
        hand_from_link_fragment(damage(fragment))
    assert refused.value.code == "history.bad_link"
    assert error_text(refused.value, "en").startswith(
        "This link does not hold a hand that can be read"
    )


def test_a_fragment_as_the_url_gives_it():
    fragment = hand_to_link_fragment(_played().to_history(), step=1)
    assert hand_from_link_fragment("#hand=" + fragment).step == 1
    # A step beyond the hand's last is its last.
    beyond = hand_to_link_fragment(_played().to_history(), step=99)
    assert hand_from_link_fragment(beyond).step == 4


def test_names_are_seated_by_the_edition_that_opens_them():
    assert edition_name("Аня", "en") == "Ann"
    assert edition_name("Bob", "pl") == "Bartek"
    assert edition_name("Beto", "ru") == "Борис"
    assert edition_name("Zoe", "es") == "Zoe"


def _call(**request):
    return json.loads(handle(json.dumps({"block": "links", **request})))


def test_the_page_saves_links_opens_and_steps_through_a_hand():
    SESSIONS.pop("links", None)
    started = _call(
        op="start",
        lang="ru",
        game="stud",
        preset="americana-pl",
        stacks=[20, 20, 20],
        button=2,
        seed=7,
        names={"0": "Аня", "1": "Борис", "2": "Вера"},
    )
    assert started["ok"]
    for _ in range(2):
        action = started["actions"][0]["action"]
        started = _call(op="act", lang="ru", action=action)
    saved = _call(op="save", lang="ru")
    assert saved["preset"] == "americana-pl" and saved["seed"] == 7
    # The players in the English edition's names: any edition reseats them.
    assert 'players = ["Ann", "Bob", "Cleo"]' in saved["history"]
    link = _call(op="link", lang="ru")
    assert link["step"] == 2
    # Opened on the Spanish edition, with no names of the block: its people.
    opened = _call(op="open", lang="es", text=saved["history"])
    assert opened["replay"] == {"step": 2, "steps": 2, "can_play_on": True}
    assert opened["actions"] == [] and opened["reader_turn"] is False
    assert "Ana" in opened["seats_html"] and "Аня" not in opened["seats_html"]
    back = _call(op="replay_step", lang="es", step=0)
    assert back["replay"]["step"] == 0
    assert not any("bring-in" in line for line in back["log"])
    refused = _call(op="replay_step", lang="es", step=3)
    assert refused == {"ok": False, "error": "Esta mano no tiene ese paso."}
    # A link opened: at the step shared, as a whole URL too.
    url = f"http://127.0.0.1/es/bring_in.html#hand={link['fragment']}"
    opened = _call(op="open", lang="es", text=url)
    assert opened["replay"]["step"] == 2
    linked = _call(op="link", lang="es")
    assert hand_from_link_fragment(linked["fragment"]).step == 2
    played = _call(op="play_on", lang="es")
    assert "replay" not in played and played["state"] == "ready"
    assert played["actions"], "the reader plays on from the step"


def test_a_refused_history_leaves_the_block_as_it_was():
    SESSIONS.pop("links", None)
    _call(op="start", lang="pl", game="stud", preset="americana-ru", seed=3)
    before = SESSIONS["links"]
    text = _played().to_history().replace('_preset = "americana-pl"', "_preset = 3")
    refused = _call(op="open", lang="pl", text=text)
    assert refused["ok"] is False
    assert refused["error"].startswith("Wiersz ")
    assert SESSIONS["links"] is before
    newer = "v7." + hand_to_link_fragment(_played().to_history())[3:]
    refused = _call(op="open", lang="pl", text=newer)
    assert refused["ok"] is False and "nowsz" in refused["error"]
    assert SESSIONS["links"] is before
