"""The answers to the exercises at the end of chapters 4 and 8, checked by the engine.

Chapter 4 is book/bring_in.md, chapter 8 book/sources_and_variants.md; each ends with
a numbered list of exercises and one "Answers" dropdown (issue 13: a reader of the
Russian edition found no answers there). Each test replays one answer with the
chapter's own cards and names the exercise; the first test checks that the page
still holds one answer per exercise and states the numbers tested here. Seats: Ann
0, Bob 1, Cleo 2, Dan 3. Rule numbers refer to the book's rules reference.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from americana.play.pots import OddChip
from americana.play.scripting import stud_deck
from americana.play.stud import Hand
from americana.rules.variants import VARIANTS, ShowdownTie

BOOK = Path(__file__).resolve().parent.parent / "book"
ANN, BOB, CLEO, DAN = range(4)


def exercises_and_answers(page: str) -> tuple[list[str], list[str]]:
    """The numbered items of the page's last section, before and inside the dropdown."""
    text = (BOOK / page).read_text(encoding="utf-8")
    section = text.split("\n## Exercises\n", 1)[1]
    questions, answers = section.split("\n:::{dropdown} Answers\n", 1)
    answers = answers.split("\n:::", 1)[0]

    def items(block: str) -> list[str]:
        parts = re.split(r"^\d+\. ", block, flags=re.M)[1:]
        return [" ".join(part.split()) for part in parts]

    return items(questions), items(answers)


@pytest.mark.parametrize(
    ("page", "facts"),
    [
        (
            "bring_in.md",
            [
                "Bob.",
                "Only under the Polish order",
                "automatic_bring_in=True",
            ],
        ),
        (
            "sources_and_variants.md",
            [
                "Ann under the Polish and the Russian presets, Bob under the Spanish",
                "ends with 44, Bob and Cleo with 23 each",
                "Ann and Bob end with 33 chips, Cleo with 23",
            ],
        ),
    ],
)
def test_every_chapter_exercise_has_its_answer(page, facts):
    questions, answers = exercises_and_answers(page)
    assert len(questions) == len(answers) == 3
    for answer, fact in zip(answers, facts, strict=True):
        assert fact in answer


# -- Chapter 4, "Antes, the deal and the bring-in" ---------------------------------

#: The chapter's deal: hole card, first up card; Dan (3) has the button.
BRING_IN_DEAL = {0: "9C KH", 1: "10D KS", 2: "JH 9D", 3: "AD KC"}


@pytest.mark.parametrize(
    ("preset", "brings_in"),
    [("americana-es", BOB), ("americana-pl", ANN), ("americana-ru", BOB)],
)
def test_bring_in_exercise_1_dan_shows_the_king_of_diamonds(preset, brings_in):
    """Exercise 1 asks for the Spanish order; the others show the suit decides."""
    deck = stud_deck({**BRING_IN_DEAL, 3: "AD KD"}, button=DAN)
    hand = Hand(variant=VARIANTS[preset], stacks=[20] * 4, button=DAN, deck=deck)
    assert hand.turn == brings_in


@pytest.mark.parametrize(
    ("preset", "diamonds_win"),
    [("americana-pl", True), ("americana-ru", False), ("americana-es", False)],
)
def test_bring_in_exercise_2_king_of_diamonds_against_king_of_spades(
    preset, diamonds_win
):
    """Two kings showing, diamonds (Ann) and spades (Bob): only 000 picks diamonds."""
    deck = stud_deck({0: "7H KD", 1: "7C KS"}, button=BOB)
    hand = Hand(variant=VARIANTS[preset], stacks=[20, 20], button=BOB, deck=deck)
    assert (hand.turn == ANN) is diamonds_win


def test_bring_in_exercise_3_polish_order_with_the_automatic_bring_in():
    variant = dataclasses.replace(VARIANTS["americana-pl"], automatic_bring_in=True)
    assert variant.suit_order == VARIANTS["americana-pl"].suit_order
    deck = stud_deck(BRING_IN_DEAL, button=DAN)
    hand = Hand(variant=variant, stacks=[20] * 4, button=DAN, deck=deck)
    assert hand.turn == ANN  # the king of hearts
    hand.auto_bring_in()
    event = hand.events[-1]
    assert (event.seat, event.amount, event.automatic) == (ANN, 2, True)
    # The Polish preset itself refuses it (A6 is the Spanish text's only).
    plain = Hand(
        variant=VARIANTS["americana-pl"], stacks=[20] * 4, button=DAN, deck=deck
    )
    assert not plain.can_auto_bring_in()


# -- Chapter 8, "Sources and variants" --------------------------------------------

#: The chapter's deal "One deal, three presets": Cleo (2) has the button.
ONE_DEAL = {
    0: "AH 9H KH AD KD",
    1: "AC 9C KC AS KS",
    2: "QH 9S QD 10C 8D",
}


def play(variant, cards=ONE_DEAL) -> Hand:
    """The chapter's script: bring in, calls, checks, a bet, calls, every hand shown."""
    hand = Hand(
        variant=variant,
        stacks=[30] * 3,
        button=CLEO,
        deck=stud_deck(cards, button=CLEO),
    )
    hand.bring_in()
    hand.call()
    hand.call()
    while hand.betting_round < 4:
        hand.check()
    hand.bet(variant.bet_size(4))
    hand.call()
    hand.call()
    while not hand.finished:
        hand.show()
    return hand


@pytest.mark.parametrize(
    ("preset", "brings_in"),
    [("americana-pl", ANN), ("americana-ru", ANN), ("americana-es", BOB)],
)
def test_sources_exercise_1_cleo_shows_the_nine_of_diamonds(preset, brings_in):
    cards = {**ONE_DEAL, 2: "QH 9D QD 10C 8D"}
    hand = Hand(
        variant=VARIANTS[preset],
        stacks=[30] * 3,
        button=CLEO,
        deck=stud_deck(cards, button=CLEO),
    )
    assert hand.turn == brings_in


@pytest.mark.parametrize(
    "tie", [ShowdownTie.KICKER_RANK_THEN_SUIT, ShowdownTie.SUIT_OF_KICKER]
)
def test_sources_exercise_2_either_reading_of_b3_gives_the_same_result(tie):
    variant = dataclasses.replace(VARIANTS["americana-pl"], showdown_tie=tie)
    hand = play(variant)
    assert hand.stacks == {ANN: 44, BOB: 23, CLEO: 23}


def test_sources_exercise_3_the_odd_chip_stays_in_the_middle():
    variant = dataclasses.replace(VARIANTS["americana-ru"], odd_chip=OddChip.CARRY)
    hand = play(variant)
    assert hand.stacks == {ANN: 33, BOB: 33, CLEO: 23}
    assert hand.carried == 1
    # The preset itself gives that chip to Ann, first to the dealer's left (A13).
    assert play(VARIANTS["americana-ru"]).stacks == {ANN: 34, BOB: 33, CLEO: 23}
