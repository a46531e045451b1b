"""Drills: the key is what the engine does, the explanation cites the rule.

Each key is checked against the engine by another route than the one the
drill takes (the seat named in the log when the engine goes on, or rules
worked out here in the test), for 50 seeds of every kind and preset.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from americana.hands.evaluation import evaluate
from americana.play.events import EventKind
from americana.rules.draw_variants import DRAW_VARIANTS, RoundTwoOpener
from americana.rules.variants import VARIANTS, FirstToActTie
from americana.text.i18n import LANGUAGES
from americana.views.session.drills import (
    DRAW_KINDS,
    KINDS,
    NOBODY,
    DrillBlock,
    drill,
)

ROOT = Path(__file__).resolve().parent.parent
E = EventKind
SEEDS = range(50)
PRESETS = sorted(VARIANTS)
#: Every kind for Americana; show-first and split for draw poker too.
CASES = [(k, p) for k in KINDS for p in PRESETS] + [
    (k, p) for k in DRAW_KINDS for p in sorted(DRAW_VARIANTS)
]
RULES = {
    "bring_in": {"A5"},
    "first_to_act": {"A7"},
    "show_first": {"A10", "D7", "E6"},
    "opener": {"D5", "E3", "E7"},
    "after_draw": {"D7", "E5"},
    "split": {"A11", "A12", "A13", "B3", "B4", "D2", "D3", "D8", "E6"},
}
# Words of the English texts that no translation should keep.
ENGLISH = re.compile(
    r"\b(the|with|wins|shows|acts|nobody|each|equal|highest|dealer|seat|right"
    r"|brings|round|split|chips?)\b",
    re.IGNORECASE,
)


def bring_in_seat(hand) -> int:
    """A5 and C, worked out here: highest up card, then the variant's suit order."""
    v = hand.variant
    return max(
        hand.seats,
        key=lambda s: (
            hand.up_cards(s)[0].rank,
            -v.suit_order.index(hand.up_cards(s)[0].suit),
        ),
    )


def first_to_act_seat(hand) -> int:
    """A7 worked out here: groups, ranks, then suit or seat order; all-ins skip."""
    v = hand.variant
    live = [s for s in hand.deal_order if s not in hand.folded]

    def strength(seat: int) -> tuple:
        cards = hand.up_cards(seat)
        counts = Counter(c.rank for c in cards)
        groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
        key = (tuple(n for _, n in groups), tuple(r for r, _ in groups))
        if v.first_to_act_tie is FirstToActTie.SUIT_OF_HIGHEST_CARD:
            top = max(c.rank for c in cards)
            suit = min(v.suit_order.index(c.suit) for c in cards if c.rank == top)
            return (*key, -suit, -live.index(seat))
        return (*key, -live.index(seat))

    best = max(live, key=strength)
    turn = live[live.index(best) :] + live[: live.index(best)]
    return next(s for s in turn if hand.stacks[s] > 0)


def show_first_seat(hand) -> int:
    """A10 (D7, E6) from the log: last bettor of the last round, else dealer's left.

    Draw poker: if nobody bet after the draw, whoever spoke first in round 2.
    """
    last = 2 if hand.has_draw else 4
    acts = [e for e in hand.events if e.betting_round == last and e.seat is not None]
    bets = [e.seat for e in acts if e.kind in (E.BET, E.RAISE)]
    live = [s for s in hand.deal_order if s not in hand.folded]
    if bets:
        return bets[-1]
    if hand.has_draw and acts:
        return acts[0].seat
    return live[0]


def opener_seat(hand) -> int:
    """D5, E3, E7 worked out here: the dealer's left, or the first with jacks
    or better (a hand at least one pair of jacks under the hand's ranking)."""
    if not hand.variant.openers:
        return hand.deal_order[0]
    lowest = evaluate("JS JH 4C 3D 2C", hand.ranking)  # the least that opens
    for seat in hand.deal_order:
        if evaluate(hand.cards(seat), hand.ranking) >= lowest:
            return seat
    return NOBODY


def after_draw_seat(hand) -> int:
    """D7, E5 from the log: the dealer's left, or the last raiser, else the
    opener; a seat that cannot act passes it to the next on its left."""
    live = [s for s in hand.deal_order if s not in hand.folded and hand.stacks[s]]
    acts = [e for e in hand.events if e.betting_round == 1 and e.seat is not None]
    raises = [e.seat for e in acts if e.kind is E.RAISE]
    bets = [e.seat for e in acts if e.kind is E.BET]
    if hand.variant.round_two_opener is RoundTwoOpener.DEALER_LEFT:
        return live[0]
    named = raises[-1] if raises else (bets[0] if bets else live[0])
    order = list(hand.deal_order)
    turn = order[order.index(named) :] + order[: order.index(named)]
    return next(s for s in turn if s in live)


@pytest.mark.parametrize(("kind", "preset"), CASES)
def test_key_is_what_the_engine_does(kind, preset):
    for seed in SEEDS:
        d = drill(kind, preset, seed)
        hand = d.hand
        if kind == "bring_in":
            assert d.key == bring_in_seat(hand)
            hand.bring_in()
            assert hand.events[-1].kind is E.BRING_IN
            assert hand.events[-1].seat == d.key
        elif kind == "first_to_act":
            assert d.betting_round in (2, 3, 4)
            assert hand.betting_round == d.betting_round
            assert d.key == first_to_act_seat(hand)
            assert hand.can_fold(seat=d.key)
            assert not any(hand.can_fold(seat=s) for s in hand.seats if s != d.key)
        elif kind == "opener":
            assert d.key == opener_seat(hand)
            if d.key != NOBODY:
                assert d.key in d.candidates()
        elif kind == "after_draw":
            assert hand.betting_round == 2 and hand.turn == d.key
            assert d.key == after_draw_seat(hand)
        elif kind == "show_first":
            assert d.key == show_first_seat(hand)
            assert hand.can_show(seat=d.key)
            assert not any(hand.can_show(seat=s) for s in hand.seats if s != d.key)
            hand.show()
            assert hand.events[-1].kind is E.HAND_SHOWN
            assert hand.events[-1].seat == d.key
        else:
            won = Counter()
            for e in hand.events:
                if e.kind is E.POT_AWARDED:
                    won[e.seat] += e.amount
            assert d.key == {s: won[s] for s in hand.seats}
            start = hand.starting_stacks
            assert all(
                d.key[s] == hand.stacks[s] - start[s] + hand.contributions[s]
                for s in hand.seats
            )
            assert sum(d.key.values()) + hand.carried == d.pot()


@pytest.mark.parametrize(("kind", "preset"), CASES)
def test_answers_are_marked_and_explained_with_the_rule(kind, preset):
    block = DrillBlock()
    for seed in SEEDS[:10]:
        block.ask(kind, preset, seed, "en")
        d = block.current
        if d.answer_kind == "seat":
            wrong = next(s for s in d.hand.seats if s != d.key)
            reply = block.answer(seat=wrong, lang="en")
        else:
            wrong = {str(s): c + 1 for s, c in d.key.items()}
            reply = block.answer(amounts=wrong, lang="en")
        assert reply["correct"] is False
        cited = set(re.findall(r"\b[A-E]\d+\b|\bC\b", reply["explanation"]))
        assert cited & RULES[kind], reply["explanation"]
        assert "Not quite" in reply["verdict"]
        again = block.answer(
            seat=d.key if d.answer_kind == "seat" else None,
            amounts=d.key if d.answer_kind == "amounts" else None,
            lang="en",
        )
        assert again["correct"] is True
    assert block.score() == {"right": 0, "asked": 10}  # the first answer counts


def test_every_kind_shows_its_harder_cases_somewhere():
    """Across the seeds, ties by suit, all-ins and split pots do come up."""
    texts = Counter()
    for preset in PRESETS:
        for seed in SEEDS:
            for kind in KINDS:
                text = drill(kind, preset, seed).explanation("en")
                for mark in ("(C:", "A12", "B3", "B4", "A13", "nobody bet"):
                    if mark in text:
                        texts[(kind, mark)] += 1
    assert texts[("bring_in", "(C:")] and texts[("first_to_act", "(C:")]
    assert texts[("split", "A12")] and texts[("split", "B4")]
    assert texts[("split", "B3")] and texts[("show_first", "nobody bet")]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
@pytest.mark.parametrize("kind", KINDS)
def test_every_text_is_translated(kind, lang):
    for preset in PRESETS + (sorted(DRAW_VARIANTS) if kind in DRAW_KINDS else []):
        for seed in SEEDS[:15]:
            block = DrillBlock()
            asked = block.ask(kind, preset, seed, lang)
            d = block.current
            reply = block.answer(seat=-1, amounts={}, lang=lang)
            texts = [
                asked["question"],
                asked["score_text"],
                reply["verdict"],
                reply["explanation"],
                reply["score_text"],
                *(s["name"] for s in asked["seats"]),
            ]
            for text in texts:
                assert not ENGLISH.search(text), (preset, seed, text)
            assert "americana-live-table" in asked["seats_html"]
            assert d.explanation(lang) != d.explanation("en")


def test_same_seed_same_drill_in_another_process():
    """No dependence on hash() order: another PYTHONHASHSEED, the same drills."""
    code = (
        "import json\n"
        "from americana.views.session.drills import KINDS, drill\n"
        "print(json.dumps([[k, p, s, repr(drill(k, p, s).key),"
        " drill(k, p, s).explanation('ru')] for k in KINDS"
        " for p in ('americana-pl', 'americana-ru', 'americana-es')"
        " for s in range(8)]))\n"
    )
    here = json.loads(
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
            env=dict(os.environ, PYTHONHASHSEED="1"),
        ).stdout
    )
    there = json.loads(
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
            env=dict(os.environ, PYTHONHASHSEED="987"),
        ).stdout
    )
    assert here == there
    assert here[0][3] == repr(drill(here[0][0], here[0][1], here[0][2]).key)


def test_bridge_drill_replies():
    from americana.views.browser.bridge import handle

    def ask(**request):
        return json.loads(handle(json.dumps(request)))

    d = ask(
        op="drill", block="q", lang="pl", kind="split", preset="americana-es", seed=4
    )
    assert d["ok"] and d["answer"] == "amounts" and d["pot"] > 0
    assert {s["seat"] for s in d["seats"]} == set(range(len(d["seats"])))
    key = drill("split", "americana-es", 4).key
    a = ask(
        op="answer", block="q", lang="pl", amounts={str(s): c for s, c in key.items()}
    )
    assert a["ok"] and a["correct"] and a["score"] == {"right": 1, "asked": 1}
    bad = ask(
        op="drill", block="q", lang="pl", kind="nope", preset="americana-es", seed=4
    )
    assert bad["ok"] is False and "nope" not in bad["error"]


def test_draw_drills_cite_draw_rules():
    split = [drill("split", "classic-pl", seed).explanation("en") for seed in SEEDS]
    assert any("D8:" in text for text in split)  # the odd chip carried (D8)
    shows = [drill("show_first", "jackpots", seed) for seed in SEEDS[:20]]
    assert all(d.explanation("en").startswith("D7, E6") for d in shows)
    with pytest.raises(Exception, match="preset"):
        drill("bring_in", "jackpots", 1)  # A5 is Americana's alone


def test_practise_what_i_missed_and_the_record():
    """pick_kind favours the kinds missed (weight 1 + 3 per miss), the same
    seed picks the same kind; record_lines puts the record into words; the
    bridge's ops take the record from the page and refuse a bad one."""
    from americana.views.browser.bridge import handle
    from americana.views.session.drills import pick_kind, record_lines

    kinds = list(DRAW_KINDS)
    record = {"split": {"right": 0, "asked": 10}, "opener": {"right": 3, "asked": 3}}
    picks = Counter(pick_kind(kinds, record, seed) for seed in range(400))
    assert picks["split"] > 300 and all(picks[k] for k in kinds)
    assert pick_kind(kinds, record, 7) == pick_kind(kinds, record, 7)
    assert pick_kind(kinds, {"split": "junk"}, 1) in kinds  # a bad entry counts 0
    with pytest.raises(Exception, match="drill"):
        pick_kind(["nope"], record, 1)
    lines = record_lines(kinds, record, "pl")
    assert [line["kind"] for line in lines] == ["opener", "split"]
    assert lines[1] == {
        "kind": "split",
        "label": "Jak podzielić pulę?",
        "text": "Poprawnie: 0 z 10",
    }

    def ask(**request):
        return json.loads(handle(json.dumps(request)))

    reply = ask(op="record", block="r", lang="en", kinds=kinds, record=record)
    assert reply["lines"][0] == {
        "kind": "opener",
        "label": "Who may open?",
        "text": "3 right of 3 questions",
    }
    missed = ask(
        op="drill",
        block="r",
        lang="en",
        preset="jackpots",
        mode="missed",
        kinds=kinds,
        record=record,
        seed=5,
    )
    assert missed["ok"] and missed["kind"] == pick_kind(kinds, record, 5)
    bad = ask(op="record", block="r", lang="en", record=[1])
    assert bad["ok"] is False


@pytest.mark.parametrize("kind", DRAW_KINDS)
def test_draw_drills_show_what_the_answer_depends_on(kind):
    """The dealer always; the round's actions for the order questions; the
    chips put in for a split; the openers rule in jackpots."""
    for preset in sorted(DRAW_VARIANTS):
        d = drill(kind, preset, 3)
        facts = d.facts_html("en")
        assert 'data-fact="dealer"' in facts
        if kind in ("after_draw", "show_first"):
            assert 'data-fact="actions"' in facts
        if kind == "split":
            assert 'data-fact="put_in"' in facts
        if kind == "opener":
            assert ('data-fact="openers"' in facts) == DRAW_VARIANTS[preset].openers
