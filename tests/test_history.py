"""Hand histories in PHH (americana.play.history): written, read, replayed, refused.

Round trips over random legal play of every preset (hypothesis: 50 hands a
preset in the fast tier, 500 in the slow one; a random stop leaves some
unfinished), three histories written by hand and read to results written out,
and one faulty history per kind of fault, each refused with the line it is on.
"""

from __future__ import annotations

import random
import re
import tomllib
import warnings
from dataclasses import replace

import pokerkit
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from americana import (
    DRAW_VARIANTS,
    VARIANTS,
    ActionKind,
    Category,
    DrawHand,
    DrawTable,
    Hand,
    HistoryError,
    Structure,
    error_text,
    hand_from_history,
)
from americana.text.i18n import LANGUAGES
from americana.views import hand_stepper
from tests.helpers import random_amount

PRESETS = sorted(VARIANTS) + sorted(DRAW_VARIANTS)

#: PHH's fields (its specification's table), written out: every field the
#: engine writes that PHH has keeps this name; the others start with "_".
PHH_FIELDS = {
    "variant",
    "antes",
    "blinds_or_straddles",
    "bring_in",
    "small_bet",
    "big_bet",
    "min_bet",
    "starting_stacks",
    "actions",
    "author",
    "event",
    "url",
    "venue",
    "address",
    "city",
    "region",
    "postal_code",
    "country",
    "time",
    "time_zone",
    "time_zone_abbreviation",
    "day",
    "month",
    "year",
    "hand",
    "level",
    "seats",
    "seat_count",
    "table",
    "players",
    "finishing_stacks",
    "winnings",
    "currency",
    "currency_symbol",
    "ante_trimming_status",
    "time_limit",
    "time_banks",
}
#: What a stud and a draw history always hold under PHH's names (PHH's
#: required fields for a stud and a button game, as its table says, and the
#: seats), by betting structure.
STUD_FIXED = {
    "variant",
    "antes",
    "bring_in",
    "small_bet",
    "big_bet",
    "starting_stacks",
    "seats",
    "actions",
}
STUD_OPEN = {"variant", "antes", "bring_in", "min_bet", "starting_stacks", "seats"}
DRAW_FIXED = {
    "variant",
    "antes",
    "blinds_or_straddles",
    "small_bet",
    "big_bet",
    "starting_stacks",
    "seats",
    "actions",
}
DRAW_OPEN = {"variant", "antes", "blinds_or_straddles", "min_bet", "starting_stacks"}
#: PHH's action grammar, as the engine writes it.
ACTION = (
    r"d dh p[1-9] ([2-9TJQKA][cdhs]|JK)"
    r"|p[1-9] (pb|cc|f|sd|sm|cbr [0-9]+|sd (([2-9TJQKA][cdhs]|JK)){1,5}"
    r"|sm (([2-9TJQKA][cdhs]|JK)){5})"
)


def deal(name: str, players: int, seed: int, rng: random.Random, structure=None):
    """A hand of preset ``name``, random stacks and button, shuffled by ``seed``."""
    if name in VARIANTS:
        variant, game = VARIANTS[name], Hand
    else:
        variant, game = DRAW_VARIANTS[name], DrawHand
    if structure is not None:
        variant = variant.with_structure(structure)
    seats = sorted(rng.sample(range(8), players))
    stacks = {s: rng.randint(1, 60) for s in seats}
    return game(variant=variant, stacks=stacks, button=rng.choice(seats), seed=seed)


def play(hand, rng: random.Random, *, stop: float = 0.0) -> None:
    """Random legal actions to the end, or to a random stop (``stop``: its chance)."""
    while not hand.finished and rng.random() >= stop:
        legal = rng.choice(hand.legal_actions())
        if legal.kind is ActionKind.DRAW:
            held = list(hand.cards(hand.turn))
            hand.draw(rng.sample(held, rng.randint(0, legal.maximum)))
        elif legal.minimum is not None:
            hand.act(legal.kind, random_amount(rng, legal.minimum, legal.maximum))
        else:
            hand.act(legal.kind)


def _known(snapshot: dict) -> dict:
    return {k: v for k, v in snapshot.items() if k != "stock"}


def check_round_trip(hand) -> str:
    text = hand.to_history()
    data = tomllib.loads(text)
    assert all(k in PHH_FIELDS or k.startswith("_") for k in data), sorted(data)
    draw = isinstance(hand, DrawHand)
    fixed = hand.variant.structure is Structure.FIXED_LIMIT
    needed = {
        (False, True): STUD_FIXED,
        (False, False): STUD_OPEN,
        (True, True): DRAW_FIXED,
        (True, False): DRAW_OPEN,
    }[draw, fixed]
    assert needed <= set(data)
    assert all(re.fullmatch(ACTION, a) for a in data["actions"]), data["actions"]
    again = type(hand).from_history(text)
    # Everything but the order of the cards never dealt, which no history
    # holds: events, stacks, bets, pots, phase, cards in hand, muck.
    assert _known(again.snapshot()) == _known(hand.snapshot())
    assert again.events == hand.events
    assert again.stacks == hand.stacks and again.pots == hand.pots
    assert again.final_pots == hand.final_pots and again.awards == hand.awards
    assert again.to_history() == text
    assert hand_from_history(text).events == hand.events
    return text


hands = st.tuples(
    st.integers(2, 7),
    st.integers(0, 2**32 - 1),
    st.sampled_from([None, *Structure]),
    st.sampled_from([0.0, 0.0, 0.05]),
)


def _round_trip(name: str, args) -> None:
    players, seed, structure, stop = args
    rng = random.Random(seed)
    variant = VARIANTS.get(name) or DRAW_VARIANTS[name]
    players = min(players, variant.max_players)
    hand = deal(name, players, seed, rng, structure)
    play(hand, rng, stop=stop)
    check_round_trip(hand)


@pytest.mark.parametrize("name", PRESETS)
@settings(max_examples=50, deadline=None)
@given(hands)
def test_random_hands_round_trip(name, args):
    _round_trip(name, args)


@pytest.mark.slow
@pytest.mark.parametrize("name", PRESETS)
@settings(max_examples=500, deadline=None)
@given(hands)
def test_random_hands_round_trip_500_a_preset(name, args):
    _round_trip(name, args)


@pytest.mark.parametrize("name", PRESETS)
def test_every_preset_round_trips(name):
    for seed in range(8):
        rng = random.Random(seed)
        hand = deal(name, 4, seed, rng)
        play(hand, rng)
        text = check_round_trip(hand)
        assert f'_preset = "{name}"' in text


def test_a_reshuffled_stock_round_trips():
    """Seven players drawing four cards each run the stock out (D6, E4)."""
    for seed in range(20):
        hand = DrawHand(
            variant=DRAW_VARIANTS["five-card-draw"],
            stacks=[50] * 7,
            button=0,
            seed=seed,
        )
        while not hand.finished:
            if hand.can_draw(
                hand.cards(hand.turn)[:4] if hand.turn is not None else ()
            ):
                hand.draw(hand.cards(hand.turn)[:4])
            elif hand.can_check():
                hand.check()
            elif hand.can_call():
                hand.call()
            else:
                hand.show()
        text = check_round_trip(hand)
        if "_reshuffles" in text:
            data = tomllib.loads(text)
            assert set(data["_reshuffles"][0]) == {"after", "stub", "stock"}
            return
    raise AssertionError("no reshuffle in 20 deals")


def test_a_table_hand_with_a_carried_jackpot_round_trips():
    table = DrawTable(variant=DRAW_VARIANTS["jackpots"], stacks=[30] * 5, button=0)
    hand = table.start_hand(seed=1)
    while not hand.finished:
        hand.check()
    assert hand.passed_out
    check_round_trip(hand)
    table.end_hand()
    hand = table.start_hand(seed=2)
    play(hand, random.Random(2))
    text = check_round_trip(hand)
    data = tomllib.loads(text)
    assert data["_carried_in"] == 5
    assert data["_carried_in_shares"] == [1, 1, 1, 1, 1]


def test_names_travel_as_phh_players():
    hand = Hand(variant=VARIANTS["americana-ru"], stacks=[20] * 3, button=0, seed=3)
    hand.names = {0: "Ann", 1: "Bob", 2: "Cleo"}
    text = hand.to_history()
    assert tomllib.loads(text)["players"] == ["Bob", "Cleo", "Ann"]
    assert Hand.from_history(text).names == {0: "Ann", 1: "Bob", 2: "Cleo"}


def test_a_custom_ante_and_structure_round_trip():
    variant = replace(VARIANTS["americana-pl"], ante=2).with_structure(
        Structure.NO_LIMIT
    )
    hand = Hand(variant=variant, stacks=[40, 40, 40], button=1, seed=5)
    play(hand, random.Random(5))
    text = check_round_trip(hand)
    data = tomllib.loads(text)
    assert data["variant"] == "N5S"
    assert (data["antes"], data["bring_in"], data["min_bet"]) == ([2, 2, 2], 4, 4)
    assert data["_first_round_raises"] == "none"


# -- three histories written by hand ------------------------------------------

STUD_SIDE_POTS = """\
# Four players; p1 and p2 all in: a main pot and two side pots (A12).
variant = "F5S"
antes = [1, 1, 1, 1]
bring_in = 2
small_bet = 2
big_bet = 4
starting_stacks = [3, 8, 30, 30]
seats = [1, 2, 3, 4]
_preset = "americana-pl"
actions = [
  "d dh p1 QsQd",
  "d dh p2 KsKd",
  "d dh p3 7cAh",
  "d dh p4 7dKh",
  "p3 pb",
  "p4 cc",
  "p1 cc",
  "p2 cc",
  "d dh p1 Qc",
  "d dh p2 8s",
  "d dh p3 Ad",
  "d dh p4 Qh",
  "p3 cbr 2",
  "p4 cc",
  "p2 cc",
  "d dh p1 Jh",
  "d dh p2 8h",
  "d dh p3 8d",
  "d dh p4 Js",
  "p3 cbr 4",
  "p4 cc",
  "p2 cc",
  "d dh p1 Ts",
  "d dh p2 7h",
  "d dh p3 9d",
  "d dh p4 Tc",
  "p3 cbr 4",
  "p4 cc",
  "p3 sm 7cAhAd8d9d",
  "p4 sm 7dKhQhJsTc",
  "p1 sm QsQdQcJhTs",
  "p2 sm KsKd8s8h7h",
]
"""

JACKPOTS_PASSED = """\
variant = "F5D"
antes = [1, 1, 1, 1]
blinds_or_straddles = [0, 0, 0, 0]
small_bet = 2
big_bet = 4
starting_stacks = [20, 20, 20, 20]
seats = [1, 2, 3, 4]
_preset = "jackpots"
actions = [
  "d dh p1 AhKc9s5d2h",
  "d dh p2 QhTc8h6d3s",
  "d dh p3 Kh9d7c4s2d",
  "d dh p4 AsQsTh8s3h",
  "p1 cc",
  "p2 cc",
  "p3 cc",
  "p4 cc",
]
"""

JACKPOTS_OPENED = """\
# The next deal: the button has moved to seat 1 (p4), 4 chips carried in (E7).
variant = "F5D"
antes = [1, 1, 1, 1]
blinds_or_straddles = [0, 0, 0, 0]
small_bet = 2
big_bet = 4
starting_stacks = [19, 19, 19, 19]
seats = [2, 3, 4, 1]
_preset = "jackpots"
_carried_in = 4
_carried_in_shares = [1, 1, 1, 1]
actions = [
  "d dh p1 JcJd7s4h2c",
  "d dh p2 9c8d6s5h3c",
  "d dh p3 QcQd4c4d5c",
  "d dh p4 AcKd8c7d6h",
  "p1 cbr 2",
  "p2 f",
  "p3 cc",
  "p4 f",
  "p1 sd 7s4h2c",
  "d dh p1 JhKs3d",
  "p3 sd 5c",
  "d dh p3 9h",
  "p1 cbr 4",
  "p3 cc",
  "p1 sm JcJdJhKs3d",
  "p3 sm QcQd4c4d9h",
]
"""

JOKER_BUG_STRAIGHT = """\
variant = "F5D"
antes = [1, 1]
blinds_or_straddles = [0, 0]
small_bet = 2
big_bet = 4
starting_stacks = [20, 20]
seats = [1, 2]
_preset = "jackpots-joker-bug"
actions = [
  "d dh p1 JK8c9dThJs",
  "d dh p2 KcKd2s3s4c",
  "p1 cc",
  "p2 cbr 2",
  "p1 cc",
  "p1 sd",
  "p2 sd 2s3s4c",
  "d dh p2 5d6d7s",
  "p2 cbr 4",
  "p1 cbr 8",
  "p2 cc",
  "p1 sm JK8c9dThJs",
  "p2 sm",
]
"""


def _awards(hand):
    return [(a.seat, a.amount, a.pot_index, a.reason) for a in hand.awards]


def test_a_stud_all_in_with_two_side_pots():
    hand = Hand.from_history(STUD_SIDE_POTS)
    assert hand.finished and hand.variant is VARIANTS["americana-pl"]
    assert [p.amount for p in hand.final_pots] == [12, 15, 10]
    assert [sorted(p.eligible) for p in hand.final_pots] == [
        [0, 1, 2, 3],
        [1, 2, 3],
        [2, 3],
    ]
    # Trips of queens take the main pot, kings and eights the first side
    # pot, aces the second (A11, A12).
    assert _awards(hand) == [
        (0, 12, 0, "best_hand"),
        (1, 15, 1, "best_hand"),
        (2, 10, 2, "best_hand"),
    ]
    assert hand.stacks == {0: 12, 1: 15, 2: 27, 3: 17}
    written = tomllib.loads(hand.to_history())
    assert written["finishing_stacks"] == [12, 15, 27, 17]
    assert written["winnings"] == [12, 15, 10, 0]
    assert written["_suit_order"] == "hdcs"
    assert written["_showdown_tie"] == "suit_of_kicker"


def test_a_jackpots_pass_out_then_an_opened_pot():
    passed = DrawHand.from_history(JACKPOTS_PASSED)
    assert passed.finished and passed.passed_out
    assert passed.carried == 4 and passed.carried_shares == {0: 1, 1: 1, 2: 1, 3: 1}
    assert passed.stacks == {0: 19, 1: 19, 2: 19, 3: 19}
    opened = DrawHand.from_history(JACKPOTS_OPENED)
    assert opened.button == 0 and opened.carry_in == 4
    # The pot: 4 carried, 4 antes, 6 and 6 bet by the two left (E7).
    assert [p.amount for p in opened.final_pots] == [20]
    assert _awards(opened) == [(1, 20, 0, "best_hand")]
    assert opened.stacks == {0: 18, 1: 32, 2: 18, 3: 12}
    shown = [
        (e.kind.value, e.seat, e.category)
        for e in opened.events
        if e.category is not None
    ]
    assert shown == [
        ("hand_shown", 1, Category.THREE_OF_A_KIND),
        ("hand_shown", 3, Category.TWO_PAIR),
        ("openers_shown", 1, Category.ONE_PAIR),
    ]


def test_a_joker_bug_straight():
    hand = DrawHand.from_history(JOKER_BUG_STRAIGHT)
    shown = [(e.seat, e.category) for e in hand.events if e.kind.value == "hand_shown"]
    # 8-9-10-J and the bug: a straight (E8); kings, the opener's, mucked.
    assert shown == [(0, Category.STRAIGHT)]
    assert _awards(hand) == [(0, 22, 0, "best_hand")]
    assert hand.stacks == {0: 31, 1: 9}


def test_a_hand_history_is_a_stepper():
    stepper = hand_stepper(STUD_SIDE_POTS)
    assert "Step" in str(stepper.children)


# -- PokerKit ------------------------------------------------------------------


def test_pokerkit_reads_the_fields_but_has_no_game_for_americana():
    """PokerKit 0.7 reads every field of our file (no warning: every other
    field starts with "_"), but plays only PHH's eleven variant codes: none
    is five-card stud with 32 cards or five-card draw (docs/histories.md)."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        history = pokerkit.HandHistory.loads(STUD_SIDE_POTS)
    assert history.variant == "F5S"
    assert history.starting_stacks == [3, 8, 30, 30]
    assert history.antes == [1, 1, 1, 1]
    assert history.actions[:2] == ["d dh p1 QsQd", "d dh p2 KsKd"]
    assert history.user_defined_fields == {"_preset": "americana-pl"}
    assert "F5S" not in pokerkit.HandHistory.game_types
    with pytest.raises(KeyError):
        history.create_state()


# -- histories that do not replay ----------------------------------------------


def _fault(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


FAULTS = [
    # (what is wrong, the history, code, line)
    (
        "bad TOML",
        _fault(STUD_SIDE_POTS, "big_bet = 4", "big_bet = "),
        "history.not_toml",
        6,
    ),
    (
        "an unknown field",
        _fault(
            STUD_SIDE_POTS,
            "seats = [1, 2, 3, 4]\n",
            "seats = [1, 2, 3, 4]\ncolour = 1\n",
        ),
        "history.unknown_field",
        9,
    ),
    (
        "a misspelt engine field",
        _fault(
            STUD_SIDE_POTS,
            '_preset = "americana-pl"',
            '_preset = "americana-pl"\n_sute_order = "hdcs"',
        ),
        "history.unknown_field",
        10,
    ),
    (
        "a missing field",
        _fault(STUD_SIDE_POTS, "antes = [1, 1, 1, 1]\n", ""),
        "history.missing_field",
        None,
    ),
    (
        "an unknown preset",
        _fault(STUD_SIDE_POTS, '"americana-pl"', '"americana-xx"'),
        "history.bad_value",
        9,
    ),
    (
        "a bring-in not twice the ante",
        _fault(STUD_SIDE_POTS, "bring_in = 2", "bring_in = 3"),
        "history.bad_value",
        4,
    ),
    (
        "a stack of no chips",
        _fault(STUD_SIDE_POTS, "[3, 8, 30, 30]", "[0, 8, 30, 30]"),
        "history.bad_value",
        7,
    ),
    (
        "not PHH's grammar",
        _fault(STUD_SIDE_POTS, '"p4 cc",\n  "p1 cc"', '"p4 xx",\n  "p1 cc"'),
        "history.bad_action",
        16,
    ),
    (
        "unknown cards",
        _fault(STUD_SIDE_POTS, "p1 QsQd", "p1 ????"),
        "history.bad_action",
        11,
    ),
    (
        "a card outside 32 cards",
        _fault(STUD_SIDE_POTS, "p1 QsQd", "p1 Qs2d"),
        "history.foreign_card",
        11,
    ),
    (
        "a card dealt twice",
        _fault(STUD_SIDE_POTS, "p2 KsKd", "p2 KsQd"),
        "history.duplicate_card",
        12,
    ),
    (
        "an illegal raise",
        _fault(STUD_SIDE_POTS, '"p3 cbr 2"', '"p3 cbr 6"'),
        "history.illegal_action",
        23,
    ),
    (
        "out of turn",
        _fault(STUD_SIDE_POTS, '"p4 cc",\n  "p1 cc"', '"p1 cc",\n  "p4 cc"'),
        "history.illegal_action",
        16,
    ),
    (
        "a card to the wrong seat",
        _fault(STUD_SIDE_POTS, '"d dh p4 Qh"', '"d dh p1 Qh"'),
        "history.wrong_deal",
        22,
    ),
    (
        "a show of cards not held",
        _fault(STUD_SIDE_POTS, "p4 sm 7dKhQhJsTc", "p4 sm 7dKhQhJs9c"),
        "history.wrong_deal",
        40,
    ),
    (
        "a history that stops before the deal",
        STUD_SIDE_POTS.split('  "d dh p1 Qc"')[0] + "]\n",
        "history.missing_deal",
        18,
    ),
    (
        "a wrong finishing stack",
        _fault(
            STUD_SIDE_POTS,
            "seats = [1, 2, 3, 4]\n",
            "seats = [1, 2, 3, 4]\nfinishing_stacks = [12, 15, 27, 18]\n",
        ),
        "history.wrong_result",
        9,
    ),
    ("a draw history read as stud", JOKER_BUG_STRAIGHT, "history.bad_value", 1),
    (
        "blinds in draw poker",
        _fault(JACKPOTS_PASSED, "[0, 0, 0, 0]", "[1, 2, 0, 0]"),
        "history.bad_value",
        3,
    ),
    (
        "an open without jacks or better",
        _fault(JACKPOTS_PASSED, '"p1 cc"', '"p1 cbr 2"'),
        "history.illegal_action",
        14,
    ),
    (
        "a discard not held",
        _fault(JACKPOTS_OPENED, "p3 sd 5c", "p3 sd 5d"),
        "history.illegal_action",
        23,
    ),
    (
        "no raise cap in stud",
        _fault(
            STUD_SIDE_POTS,
            '_preset = "americana-pl"',
            '_preset = "americana-pl"\n_raise_cap = "none"',
        ),
        "history.bad_value",
        10,
    ),
    (
        "shares above the carried pot",
        _fault(JACKPOTS_OPENED, "shares = [1, 1, 1, 1]", "shares = [3, 1, 1, 1]"),
        "history.bad_value",
        10,
    ),
]


@pytest.mark.parametrize(
    ("fault", "text", "code", "line"), FAULTS, ids=[f[0] for f in FAULTS]
)
def test_a_history_that_does_not_replay_is_refused_at_its_line(fault, text, code, line):
    read = Hand.from_history if "read as stud" in fault else hand_from_history
    with pytest.raises(HistoryError) as caught:
        read(text)
    error = caught.value
    assert (error.code, error.params["line"]) == (code, line), str(error)
    for lang in LANGUAGES:
        sentence = error_text(error, lang)
        assert sentence.endswith(".") and "{" not in sentence
        if line is not None:
            assert str(line) in sentence, (lang, sentence)


def test_an_illegal_action_says_the_rule_in_the_readers_language():
    text = _fault(STUD_SIDE_POTS, '"p3 cbr 2"', '"p3 cbr 6"')
    with pytest.raises(HistoryError) as caught:
        Hand.from_history(text)
    assert caught.value.params["cause"] == "bet.above_maximum"
    assert caught.value.params["action"] == "p3 cbr 6"
    assert error_text(caught.value, "en") == (
        "Line 23 of the hand history: the rules do not allow “p3 cbr 6” there. "
        + error_text(
            caught.value.params["cause"], "en", **caught.value.params["cause_params"]
        )
    )


#: Values a mangled field may get.
JUNK = ["0", "-1", '"x"', "true", "[]", "[1]", '"p9 f"', '"none"', "{}", "99999"]


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from([STUD_SIDE_POTS, JACKPOTS_OPENED, JOKER_BUG_STRAIGHT]),
    st.lists(
        st.tuples(st.integers(0, 60), st.integers(0, 3), st.integers(0, 200)),
        min_size=1,
        max_size=3,
    ),
)
def test_a_mangled_history_is_read_or_refused_with_a_history_error(text, changes):
    """Lines dropped, swapped, given junk values or a wrong character: the
    reader either replays the hand or raises HistoryError, never another error."""
    lines = text.split("\n")
    for where, how, what in changes:
        k = where % len(lines)
        if how == 0:
            del lines[k]
        elif how == 1 and "=" in lines[k]:
            lines[k] = lines[k].split("=")[0] + "= " + JUNK[what % len(JUNK)]
        elif how == 2:
            j = what % len(lines)
            lines[k], lines[j] = lines[j], lines[k]
        elif lines[k]:
            p = what % len(lines[k])
            lines[k] = lines[k][:p] + "pd0129AKTcs? "[what % 13] + lines[k][p + 1 :]
    try:
        hand_from_history("\n".join(lines))
    except HistoryError as error:
        assert error.code.startswith("history.")


def test_a_refused_history_makes_no_hand_and_no_stepper():
    bad = _fault(STUD_SIDE_POTS, "p2 KsKd", "p2 KsQd")
    for read in (Hand.from_history, hand_from_history, hand_stepper):
        with pytest.raises(HistoryError):
            read(bad)
