"""drill_practice: the page's drills in a notebook (the ipywidgets models)."""

from __future__ import annotations

import pytest

from americana.play.betting import SetupError
from americana.views import drill_practice


def _parts(box):
    menus, question, answer, buttons, verdict = box.children
    kind, preset = menus.children
    check, ask_next = buttons.children
    return kind, preset, question, answer, check, ask_next, verdict


def test_a_question_is_asked_in_the_notebooks_language():
    kind, preset, question, answer, check, ask_next, _ = _parts(
        drill_practice(["bring_in"], ["americana-pl"], seed=1, lang="pl")
    )
    assert kind.options == (("Kto wnosi bring-in?", "bring_in"),)
    assert preset.value == "americana-pl"
    assert question.value.startswith(
        "<p><strong>Karty są rozdane. Kto musi wnieść bring-in?</strong></p>"
        '<div class="americana-live-table">'
    )
    (seat,) = answer.children
    assert seat.options == (("Ania", 0), ("Bartek", 1), ("Celina", 2), ("Darek", 3))
    assert (check.description, ask_next.description) == (
        "Sprawdź odpowiedź",
        "Następne pytanie",
    )


def test_exactly_one_seat_is_the_right_answer_and_the_record_counts_it():
    verdicts = []
    for seat in range(4):
        _, _, _, answer, check, _, verdict = _parts(
            drill_practice(["bring_in"], ["americana-pl"], seed=1, lang="en")
        )
        answer.children[0].value = seat
        check.click()
        verdicts.append(verdict.value)
    right = [v for v in verdicts if v.startswith("<p><strong>Right.</strong> A5: ")]
    assert len(right) == 1
    assert all(
        v.startswith("<p><strong>Not quite: the answer is ")
        for v in verdicts
        if v not in right
    )
    assert "<p>Your record: 1 right of 1 question</p>" in right[0]


def test_the_next_question_is_dealt_from_the_next_seed():
    _, _, question, _, _, ask_next, verdict = _parts(
        drill_practice(["split"], ["americana-ru"], seed=3, lang="ru")
    )
    first = question.value
    ask_next.click()
    assert question.value != first
    assert verdict.value == ""


def test_a_split_is_answered_in_chips_per_player():
    _, _, _, answer, check, _, verdict = _parts(
        drill_practice(["split"], ["americana-pl"], seed=3, lang="en")
    )
    assert [f.description for f in answer.children] == [
        "Chips for Ann",
        "Chips for Bob",
    ]
    check.click()  # nobody gets anything: not right
    assert verdict.value.startswith("<p><strong>Not quite: the answer is Ann: ")


def test_each_preset_offers_the_kinds_of_its_game():
    kind, preset, question, *_ = _parts(
        drill_practice(["bring_in", "opener"], lang="en")
    )
    assert [p for _, p in preset.options] == [
        "americana-pl",
        "americana-ru",
        "americana-es",
    ]
    kind.value = "opener"  # draw poker: no bring-in (A5), openers (E7)
    assert [p for _, p in preset.options] == [
        "classic-pl",
        "five-card-draw",
        "jackpots",
        "jackpots-joker-wild",
        "jackpots-joker-bug",
    ]
    assert preset.value == "classic-pl"
    assert "Who is the first player who may open the betting?" in question.value


def test_unknown_kinds_and_presets_are_refused():
    with pytest.raises(SetupError) as kind:
        drill_practice(["who_wins"])
    assert kind.value.code == "drill.unknown"
    with pytest.raises(SetupError) as preset:
        drill_practice(["bring_in"], ["texas-holdem"])
    assert preset.value.code == "preset.unknown"
