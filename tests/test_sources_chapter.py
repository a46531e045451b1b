"""What the chapters "Sources and variants", "How to use this book" and "For
instructors" claim in their prose, checked against the engine.

The chapters' own code cells are run (in English, without a kernel), so a
change to a chapter's hand that breaks what its prose says fails here.
"""

from __future__ import annotations

import copy
import dataclasses
import os
from collections import Counter
from pathlib import Path
from typing import Any

import jupytext
import pytest
import yaml

from americana.cards import Suit, parse_cards
from americana.hands.evaluation import evaluate
from americana.play.events import EventKind
from americana.play.pots import OddChip
from americana.rules.variants import (
    SUIT_ORDER_ES_AS_PRINTED,
    SUIT_ORDER_PL,
    SUIT_ORDER_RU,
    VARIANTS,
    FirstToActTie,
    ShowdownTie,
    Structure,
    Variant,
)
from americana.text.i18n import LANGUAGES, use_language

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
ANN, BOB, CLEO, DAN = 0, 1, 2, 3


def run_chapter(page: str) -> dict[str, Any]:
    """Run every code cell of ``book/<page>.md`` in one namespace, in English."""
    notebook = jupytext.read(BOOK / f"{page}.md")
    namespace: dict[str, Any] = {"__name__": f"chapter_{page}"}
    with use_language("en"):
        for cell in notebook.cells:
            if cell.cell_type == "code":
                exec(compile(cell.source, f"{page}.md", "exec"), namespace)
    return namespace


@pytest.fixture(scope="module")
def sources() -> dict[str, Any]:
    return run_chapter("sources_and_variants")


def seats(hand, kind: EventKind) -> list[int]:
    return [e.seat for e in hand.events if e.kind is kind]


def awards(hand) -> list[tuple[int, int, str]]:
    return [
        (e.seat, e.amount, e.reason)
        for e in hand.events
        if e.kind is EventKind.POT_AWARDED
    ]


# -- the presets ---------------------------------------------------------------


def test_presets_differ_in_exactly_four_rules():
    """how_to_use and sources_and_variants: four points, printed in bold."""
    presets = list(VARIANTS.values())
    differ = {
        field.name
        for field in dataclasses.fields(Variant)
        if len({repr(getattr(p, field.name)) for p in presets}) > 1
    }
    assert differ - {"name", "source"} == {
        "suit_order",
        "showdown_tie",
        "automatic_bring_in",
        "first_to_act_tie",
    }


def test_presets_fill_the_gaps_the_same_way():
    """Fixed limit, ante 1, bring-in 2, the odd chip left of the dealer (A8, A13)."""
    for preset in VARIANTS.values():
        assert preset.structure is Structure.FIXED_LIMIT
        assert (preset.ante, preset.bring_in) == (1, 2)
        assert preset.odd_chip is OddChip.LEFT_OF_BUTTON
    assert [v.source for v in VARIANTS.values()] == ["000", "001", "002"]


def test_presets_as_the_side_by_side_table_says():
    pl, ru, es = VARIANTS.values()
    H, D, C, S = Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES
    assert pl.suit_order == SUIT_ORDER_PL == (H, D, C, S)
    assert ru.suit_order == SUIT_ORDER_RU == (S, H, D, C)
    assert es.suit_order == SUIT_ORDER_ES_AS_PRINTED == (C, S, D, H)
    assert pl.showdown_tie is es.showdown_tie is ShowdownTie.SUIT_OF_KICKER
    assert ru.showdown_tie is ShowdownTie.SPLIT
    assert [v.automatic_bring_in for v in (pl, ru, es)] == [False, False, True]
    assert ru.first_to_act_tie is FirstToActTie.SEAT_ORDER
    assert pl.first_to_act_tie is es.first_to_act_tie
    assert pl.first_to_act_tie is FirstToActTie.SUIT_OF_HIGHEST_CARD


def test_b3_both_readings_shown_and_the_presets_follow_the_worked_example(sources):
    """Aces and kings, 9♥ against 10♠: the suit decides, not the fifth card's rank."""
    from americana.hands.showdown import Decider, compare_showdown

    polish, rank_first = sources["polish"], sources["rank_first"]
    assert polish is VARIANTS["americana-pl"]
    assert polish.showdown_tie is ShowdownTie.SUIT_OF_KICKER
    assert rank_first.showdown_tie is ShowdownTie.KICKER_RANK_THEN_SUIT
    hands = ("AH AD KC KS 9H", "AC AS KH KD 10S")
    worked = compare_showdown(*hands, polish)
    assert (worked.winner, worked.decided_by) == (0, Decider.SUIT_OF_KICKER)
    literal = compare_showdown(*hands, rank_first)
    assert (literal.winner, literal.decided_by) == (1, Decider.KICKER)
    text = (BOOK / "sources_and_variants.md").read_text(encoding="utf-8")
    assert '"AH AD KC KS 9H", "AC AS KH KD 10S"' in text
    assert "hand A wins with the lower kicker" in text


def test_spanish_order_swapped_back_and_read_from_the_top_is_the_polish_one():
    """Rule C: the printed list, lowest first, with spades and clubs exchanged."""
    printed_lowest_first = tuple(reversed(SUIT_ORDER_ES_AS_PRINTED))
    swap = {Suit.SPADES: Suit.CLUBS, Suit.CLUBS: Suit.SPADES}
    repaired = tuple(swap.get(suit, suit) for suit in printed_lowest_first)
    assert repaired == SUIT_ORDER_PL


# -- one deal, three presets ---------------------------------------------------


def test_the_deal_is_as_described(sources):
    hand = sources["hands"]["americana-pl"]
    first_up = {seat: hand.cards(seat)[1] for seat in (ANN, BOB, CLEO)}
    assert {seat: card.rank for seat, card in first_up.items()} == {0: 9, 1: 9, 2: 9}
    assert [first_up[s].suit for s in (ANN, BOB, CLEO)] == [
        Suit.HEARTS,
        Suit.CLUBS,
        Suit.SPADES,
    ]
    ann, bob = (evaluate(hand.cards(s)) for s in (ANN, BOB))
    assert ann.category.value == bob.category.value == "two_pair"
    assert ann.ranks == bob.ranks == (14, 13, 9)  # aces and kings with a nine
    assert evaluate(hand.cards(CLEO)).category.value == "one_pair"
    assert evaluate(hand.cards(CLEO)).ranks[0] == 12  # queens
    for street in (2, 3, 4):  # equal visible hands in every later round
        up = [hand.cards(s)[1 : street + 1] for s in (ANN, BOB)]
        assert Counter(c.rank for c in up[0]) == Counter(c.rank for c in up[1])


def test_bring_in_differs_by_preset(sources):
    hands = sources["hands"]
    assert seats(hands["americana-pl"], EventKind.BRING_IN) == [ANN]
    assert seats(hands["americana-ru"], EventKind.BRING_IN) == [CLEO]
    assert seats(hands["americana-es"], EventKind.BRING_IN) == [BOB]


def test_later_rounds_are_opened_as_described(sources):
    """A7: Ann (suit), Ann (seat), Bob (suit); the bettor shows first (A10)."""
    hands = sources["hands"]
    expected = {"americana-pl": ANN, "americana-ru": ANN, "americana-es": BOB}
    for name, opener in expected.items():
        hand = hands[name]
        for betting_round in (2, 3, 4):
            first = next(
                e.seat
                for e in hand.events
                if e.betting_round == betting_round
                and e.kind in (EventKind.CHECK, EventKind.BET)
            )
            assert first == opener, (name, betting_round)
        assert seats(hand, EventKind.BET) == [opener]
        assert seats(hand, EventKind.HAND_SHOWN)[0] == opener


def test_showdown_differs_by_preset(sources):
    hands = sources["hands"]
    assert awards(hands["americana-pl"]) == [(ANN, 21, "best_hand")]
    assert awards(hands["americana-es"]) == [(BOB, 21, "best_hand")]
    assert awards(hands["americana-ru"]) == [
        (ANN, 10, "split"),
        (BOB, 10, "split"),
        (ANN, 1, "odd_chip"),
    ]
    assert hands["americana-pl"].stacks == {ANN: 44, BOB: 23, CLEO: 23}
    assert hands["americana-ru"].stacks == {ANN: 34, BOB: 33, CLEO: 23}
    assert hands["americana-es"].stacks == {ANN: 23, BOB: 44, CLEO: 23}


def test_the_repaired_spanish_preset_plays_like_the_polish_one(sources):
    hand, pl = sources["hand"], sources["hands"]["americana-pl"]
    assert hand.variant.automatic_bring_in
    assert hand.variant.suit_order == SUIT_ORDER_PL
    assert seats(hand, EventKind.BRING_IN) == seats(pl, EventKind.BRING_IN)
    assert awards(hand) == awards(pl)


def test_summary_table_and_steppers_are_built(sources):
    """Every sentence of the summary table comes from the engine, in English here."""
    moments = [sources["moments"](h) for h in sources["hands"].values()]
    assert moments[0][0] == "Ann brings in for 2 chips."
    assert moments[1][0] == "Cleo brings in for 2 chips."
    assert moments[2][0] == "Bob brings in for 2 chips."
    assert "odd chip" in moments[1][3]


def test_exercise_answers(sources):
    """Exercises 1 to 3 of the chapter have the answers they imply."""
    cards = {0: "AH 9H KH AD KD", 1: "AC 9C KC AS KS", 2: "QH 9D QD 10C 8D"}
    hand_of = sources["Hand"]
    bringers = [
        hand_of(variant=v, stacks=[30] * 3, button=2, cards=cards).turn
        for v in VARIANTS.values()
    ]
    assert bringers == [ANN, ANN, BOB]
    rank_first = dataclasses.replace(
        VARIANTS["americana-pl"], showdown_tie=ShowdownTie.KICKER_RANK_THEN_SUIT
    )
    assert awards(sources["play"](rank_first)) == [(ANN, 21, "best_hand")]
    carry = dataclasses.replace(VARIANTS["americana-ru"], odd_chip=OddChip.CARRY)
    carried = sources["play"](carry)
    assert carried.stacks == {ANN: 33, BOB: 33, CLEO: 23}
    assert carried.carried == 1


# -- How to use this book ------------------------------------------------------


def test_how_to_use_example_hand():
    """Bob wins 7 chips and ends 4 up; 2 of his raise come back uncalled."""
    hand = run_chapter("how_to_use")["hand"]
    assert seats(hand, EventKind.BRING_IN) == [ANN]
    assert awards(hand) == [(BOB, 7, "uncontested")]
    assert hand.stacks[BOB] - hand.starting_stacks[BOB] == 4
    returned = [e.amount for e in hand.events if e.kind is EventKind.BET_RETURNED]
    assert returned == [2]


# -- For instructors -------------------------------------------------------------


@pytest.fixture(scope="module")
def instructors(tmp_path_factory) -> dict[str, Any]:
    """The chapter's cells, run in a folder of their own: one writes the
    classroom hand's file (hands/bring_in_raise.phh)."""
    folder = tmp_path_factory.mktemp("instructors")
    here = Path.cwd()
    os.chdir(folder)
    try:
        return run_chapter("instructors")
    finally:
        os.chdir(here)


def test_classroom_hand_bring_in(instructors):
    deal = instructors["deal"]
    turns = [deal.hand(preset=name).turn for name in VARIANTS]
    assert turns == [ANN, BOB, DAN]
    hand = deal.hand()
    assert hand.variant.name == "americana-pl"
    assert hand.cards(DAN)[0] == parse_cards("AD")[0]  # the ace is face down
    assert deal.cards == {0: "9C KH", 1: "10D KS", 2: "JH 9D", 3: "AD KC"}
    assert deal.names == {ANN: "Ann", BOB: "Bob", CLEO: "Cleo", DAN: "Dan"}


def test_classroom_table_moves_the_button_and_seats_the_newcomer(instructors):
    hand = instructors["hand"]
    assert instructors["table"].button == ANN
    assert seats(hand, EventKind.ANTE) == [BOB, CLEO, DAN, ANN]


def _theme_options(config: dict) -> dict:
    from jupyter_book.config import get_final_config

    final, _ = get_final_config(
        user_yaml=config, cli_config={"latex_individualpages": False}, validate=False
    )
    return final["html_theme_options"]


def test_launch_buttons_are_off_by_default():
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    buttons = _theme_options(config).get("launch_buttons") or {}
    servers = ("binderhub_url", "jupyterhub_url", "colab_url", "jupyterlite_url")
    assert not any(buttons.get(key) for key in servers)
    assert not buttons.get("thebe")


def test_launch_buttons_go_into_the_theme_options():
    """The chapter's recipe works; the top-level Jupyter Book keys are overridden."""
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    top = copy.deepcopy(config)
    top["repository"] = {"url": "https://github.com/o/r", "path_to_book": "book"}
    top.setdefault("launch_buttons", {})["binderhub_url"] = "https://mybinder.org"
    assert not (_theme_options(top).get("launch_buttons") or {}).get("binderhub_url")

    themed = copy.deepcopy(config)
    options = themed["sphinx"]["config"]["html_theme_options"]
    options["repository_url"] = "https://github.com/o/r"
    options["launch_buttons"] = {"binderhub_url": "https://mybinder.org"}
    final = _theme_options(themed)
    assert final["launch_buttons"]["binderhub_url"] == "https://mybinder.org"
    assert final["repository_url"] == "https://github.com/o/r"


# -- the presets table in words ------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_presets_table_in_words_with_the_engines_choices_marked(lang):
    """Every setting named in the page's language; no raw Python value shown."""
    import re

    from americana.views.render.setting_text import (
        engine_choice,
        presets_table,
        setting_label,
    )

    html = presets_table(VARIANTS.values(), lang=lang)
    text = re.sub(r"<[^>]+>", " ", html)
    for raw in ("True", "False", "None", "FIXED_LIMIT"):
        assert raw not in text
    for field in dataclasses.fields(Variant):
        if field.name != "name":
            assert setting_label(field.name, lang) in html
    # The four rules in which the presets differ, bold (plus nothing else).
    assert html.count('<th scope="row" style="padding:0.2em 0.5em;') == 14
    assert len(re.findall(r"<tr><th [^>]*><b>", html)) == 4
    # The Russian preset's fixed limit is the engine's choice: 001 names none.
    ru = VARIANTS["americana-ru"]
    note = engine_choice(ru, "structure", lang)
    assert note and note in html.replace("&#x27;", "'")
    assert engine_choice(VARIANTS["americana-pl"], "structure", lang) is None
    assert engine_choice(ru, "odd_chip", lang) is None  # A13 is 001's own rule
    # A row's name in the page's language.
    assert {
        "en": "Betting structure",
        "pl": "Struktura zakładów",
        "ru": "Структура ставок",
        "es": "Estructura de apuestas",
    }[lang] in html
