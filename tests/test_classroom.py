"""The classroom entry point (issue 24): ``Deal``, ``play_to_end``, ``preset_name``.

A deal is said once and dealt again under any preset or from the start; its
hands carry their names into the stepper and the live table; a hand is played
to the end by a named policy; presets are named in words in four languages.
Expected values are written out.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import americana
from americana import (
    DRAW_VARIANTS,
    VARIANTS,
    Deal,
    Phase,
    SetupError,
    legal_actions_text,
    play_to_end,
    preset_name,
)
from americana.views import hand_stepper, play_hand

NAMES = ["Ann", "Bob", "Cleo", "Dan"]
# The instructors chapter's deal: three kings up, the ace of diamonds face down.
CARDS = {0: "9C KH", 1: "10D KS", 2: "JH 9D", 3: "AD KC"}


def lesson(**options: object) -> Deal:
    arguments: dict[str, object] = {
        "preset": "americana-pl",
        "stacks": [20] * 4,
        "button": 3,
        "cards": CARDS,
        "names": NAMES,
    }
    arguments.update(options)
    return Deal(**arguments)  # type: ignore[arg-type]


def cards(hand: americana.Hand | americana.DrawHand) -> dict[int, list[str]]:
    return {seat: [str(c) for c in hand.cards(seat)] for seat in hand.seats}


def html_of(widget: object) -> str:
    """Every HTML value in a widget and its children."""
    value = getattr(widget, "value", "")
    parts = [value if isinstance(value, str) else ""]
    for child in getattr(widget, "children", ()):
        parts.append(html_of(child))
    return " ".join(parts)


def test_the_public_api_has_the_classroom_names() -> None:
    for name in ("Deal", "play_to_end", "preset_name"):
        assert name in americana.__all__


def test_a_hand_carries_its_names_into_the_stepper_and_the_live_table() -> None:
    hand = lesson().hand()
    assert hand.names == {0: "Ann", 1: "Bob", 2: "Cleo", 3: "Dan"}
    play_to_end(hand)
    stepper = html_of(hand_stepper(hand, lang="en"))
    for name in NAMES:
        assert name in stepper
    assert "Seat 0" not in stepper
    live = play_hand(lesson().hand(), lang="en")
    table = live.children[0].value
    for name in NAMES:
        assert name in table
    assert "Seat 0" not in table


def test_names_given_to_a_view_win_over_the_hands() -> None:
    live = play_hand(lesson().hand(), names={0: "Zoe"}, lang="en")
    assert "Zoe" in live.children[0].value
    assert "Ann" not in live.children[0].value


def test_dealing_again_gives_the_same_cards() -> None:
    deal = lesson(cards={0: "9C KH"}, seed=5)
    first, again = deal.hand(), deal.hand()
    assert first is not again
    assert cards(first) == cards(again)
    assert cards(first)[0] == ["9C", "KH"]


def test_a_seeded_deal_without_chosen_cards_is_dealt_alike() -> None:
    deal = Deal(preset="americana-pl", stacks=[20] * 4, button=3, seed=5)
    assert cards(deal.hand()) == {
        0: ["8C", "AC"],
        1: ["10C", "9H"],
        2: ["KC", "JH"],
        3: ["7H", "KS"],
    }
    assert cards(deal.hand()) == cards(deal.hand())


def test_the_same_cards_under_each_preset_bring_in_differently() -> None:
    """A5 and C: the suit order of each preset picks a different king."""
    deal = lesson()
    turns, offers = {}, {}
    for preset in VARIANTS:
        hand = deal.hand(preset=preset)
        assert hand.variant.name == preset
        assert cards(hand) == {
            0: ["9C", "KH"],
            1: ["10D", "KS"],
            2: ["JH", "9D"],
            3: ["AD", "KC"],
        }
        turns[preset] = hand.names[hand.turn]
        offers[preset] = legal_actions_text(hand.legal_actions(), "en")
    assert turns == {
        "americana-pl": "Ann",
        "americana-ru": "Bob",
        "americana-es": "Dan",
    }
    assert offers["americana-es"] == (
        "Bring in for 2 chips · Let the bring-in of 2 chips be taken"
    )


def test_a_draw_preset_deals_a_draw_hand_with_the_chosen_cards() -> None:
    deal = Deal(
        preset="five-card-draw",
        stacks=[20] * 3,
        button=2,
        cards={0: "AH AS KD 7C 2S"},
        names=["Ann", "Bob", "Cleo"],
    )
    hand = deal.hand()
    assert isinstance(hand, americana.DrawHand)
    assert cards(hand)[0] == ["AH", "AS", "KD", "7C", "2S"]


@pytest.mark.parametrize(
    ("options", "code"),
    [
        ({"preset": "americana-xx"}, "preset.unknown"),
        ({"names": {7: "Eve"}}, "seat.unknown"),
        ({"button": 9}, "table.bad_button"),
        ({"cards": {0: "9C KH", 1: "KH"}}, "deck.duplicate"),
        ({"cards": {0: "2C"}}, "deck.foreign_card"),
        (
            {"stacks": [20], "button": 0, "cards": None, "names": None},
            "table.too_few_players",
        ),
    ],
)
def test_a_bad_deal_is_refused_with_its_code(options: dict, code: str) -> None:
    with pytest.raises(SetupError) as refused:
        lesson(**options)
    assert refused.value.code == code


def test_a_name_that_is_no_string_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        lesson(names={0: 7})


def test_another_unknown_preset_changes_nothing() -> None:
    deal = lesson()
    with pytest.raises(SetupError) as refused:
        deal.hand(preset="no-such-rules")
    assert refused.value.code == "preset.unknown"
    assert deal.preset == "americana-pl"
    assert cards(deal.hand())[3] == ["AD", "KC"]


def test_an_unknown_policy_leaves_the_hand_untouched() -> None:
    hand = lesson().hand()
    before = list(hand.events)
    with pytest.raises(ValueError, match="no policy 'aggressive'"):
        play_to_end(hand, policy="aggressive")
    assert hand.events == before


def test_check_call_plays_the_lesson_to_the_showdown() -> None:
    """Everyone antes 1 chip (A2), Ann brings in for 2 (A5), all call, then
    check to the showdown: Cleo's hand takes the 12 chips."""
    hand = lesson().hand()
    play_to_end(hand, policy="check-call")
    assert hand.phase is Phase.FINISHED
    assert hand.stacks == {0: 17, 1: 17, 2: 29, 3: 17}
    shown = [e.seat for e in hand.events if e.kind is americana.EventKind.HAND_SHOWN]
    assert sorted(shown) == [0, 1, 2, 3]  # every hand is shown, none mucked


PRESETS = sorted(VARIANTS) + sorted(DRAW_VARIANTS)


@settings(max_examples=40, deadline=None)
@given(
    preset=st.sampled_from(PRESETS),
    players=st.integers(2, 5),
    seed=st.integers(0, 10_000),
    policy=st.sampled_from(["check-call", "simple"]),
)
def test_a_policy_plays_every_hand_to_the_end_with_the_chips_kept(
    preset: str, players: int, seed: int, policy: str
) -> None:
    deal = Deal(preset=preset, stacks=[30] * players, button=0, seed=seed)
    hand = deal.hand()
    play_to_end(hand, policy=policy, seed=seed)
    assert hand.phase is Phase.FINISHED
    assert hand.finished
    assert sum(hand.stacks.values()) + hand.carried == 30 * players
    play_to_end(hand, policy=policy)  # a finished hand is left as it is
    assert hand.phase is Phase.FINISHED


PRESET_NAMES = {
    "en": [
        "Americana, Polish rules",
        "Americana, Russian rules",
        "Americana, Spanish rules",
    ],
    "pl": [
        "Americana, reguły polskie",
        "Americana, reguły rosyjskie",
        "Americana, reguły hiszpańskie",
    ],
    "ru": [
        "Американа, польские правила",
        "Американа, русские правила",
        "Американа, испанские правила",
    ],
    "es": [
        "Americana, reglas polacas",
        "Americana, reglas rusas",
        "Americana, reglas españolas",
    ],
}


@pytest.mark.parametrize("lang", sorted(PRESET_NAMES))
def test_presets_are_named_in_words_in_four_languages(lang: str) -> None:
    presets = ["americana-pl", "americana-ru", "americana-es"]
    assert [preset_name(p, lang) for p in presets] == PRESET_NAMES[lang]
    assert preset_name(lesson().hand().variant, lang) == PRESET_NAMES[lang][0]


def test_the_deal_keeps_its_own_copy_of_the_cards() -> None:
    """Cards given as a generator or in a dict changed later: the same deal."""
    given = {0: "9C KH", 3: (card for card in ["AD", "KC"])}
    deal = lesson(cards=given)
    given[0] = "AH AS"
    for _ in range(2):
        hand = deal.hand()
        assert cards(hand)[0] == ["9C", "KH"]
        assert cards(hand)[3] == ["AD", "KC"]
