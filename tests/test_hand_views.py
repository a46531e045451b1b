"""Views over a hand's event log: table views, HTML, steppers, live play."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any
from unittest.mock import patch

import jupytext
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import americana.views
from americana.cards import parse_cards
from americana.errors import DuplicateCardError
from americana.play.betting import ActionKind
from americana.play.events import EventKind
from americana.play.scripting import stud_deck
from americana.play.stud import Hand
from americana.play.table_states import table_views
from americana.rules.variants import VARIANTS
from americana.text.i18n import LANGUAGES, use_language
from americana.text.names import pot_name
from americana.views.notebook import widgets
from americana.views.notebook.live import legal_actions_text, play_hand
from americana.views.notebook.widgets import hand_stepper
from americana.views.render.seats_html import seats_html

NAMES = {0: "Ann", 1: "Bob", 2: "Cleo"}


def _random_hand(seed: int, stacks: list[int], variant_name: str) -> Hand:
    hand = Hand(variant=VARIANTS[variant_name], stacks=stacks, button=0, seed=seed)
    rnd = random.Random(seed)
    while not hand.finished:
        action = rnd.choice(hand.legal_actions())
        if action.kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE):
            hand.act(action.kind, rnd.randint(action.minimum, action.maximum))
        else:
            hand.act(action.kind)
    return hand


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    stacks=st.lists(st.integers(1, 60), min_size=2, max_size=6),
    variant=st.sampled_from(sorted(VARIANTS)),
)
def test_views_conserve_chips_and_end_where_the_hand_ends(seed, stacks, variant):
    hand = _random_hand(seed, stacks, variant)
    views = table_views(hand.events, stacks=stacks)
    total = sum(stacks)
    for view in views:
        on_table = sum(s.stack + s.bet for s in view.seats)
        assert on_table + sum(p.amount for p in view.pots) == total
        for pot in view.pots:
            assert set(pot.eligible) <= set(pot.contributors)
    assert {s.seat: s.stack for s in views[-1].seats} == hand.stacks
    assert sum(s.won for s in views[-1].seats) == sum(
        e.amount for e in hand.events if e.kind.value == "pot_awarded"
    )


def test_deals_are_grouped_into_one_step():
    deck = stud_deck({0: "9C KH", 1: "10D KS", 2: "JH 9D"}, button=2)
    hand = Hand(variant=VARIANTS["americana-pl"], stacks=[20] * 3, button=2, deck=deck)
    views = table_views(hand.events, stacks=[20] * 3)
    # Three antes, then all six cards in one step.
    assert [len(v.events) for v in views] == [1, 1, 1, 6]
    last = views[-1]
    assert [len(s.cards) for s in last.seats] == [2, 2, 2]
    assert last.seats[0].cards[0] == (parse_cards("9C")[0], False)


def test_stud_deck_deals_the_chosen_cards_and_refuses_repeats():
    deck = stud_deck({0: "AH KH", 1: "QH JH"}, button=1)
    assert [str(c) for c in deck[:4]] == ["AH", "QH", "KH", "JH"]
    assert len(deck) == 32 == len(set(deck))
    with pytest.raises(DuplicateCardError):
        stud_deck({0: "AH KH", 1: "AH JH"}, button=1)


#: The seat table's "Stack" column in each language.
STACK = {"en": "Stack", "pl": "Żetony", "ru": "Фишки", "es": "Fichas"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_seats_html_is_translated_and_escapes_names(lang):
    hand = _random_hand(7, [20, 20, 20], "americana-pl")
    views = table_views(hand.events, stacks=[20] * 3)
    names = {0: "<b>Ann</b>", 1: "Bob & Co", 2: "Cleo"}
    html = seats_html(views[-1], names=names, lang=lang)
    assert "<b>Ann</b>" not in html and "&lt;b&gt;Ann&lt;/b&gt;" in html
    assert "Bob &amp; Co" in html
    assert STACK[lang] in html


def test_hand_stepper_has_one_page_per_step():
    hand = _random_hand(3, [30, 12, 50], "americana-ru")
    views = table_views(hand.events, stacks=[30, 12, 50])
    box = hand_stepper(hand, stacks=[30, 12, 50], names=NAMES, lang="pl")
    stack = box.children[2]
    assert len(stack.children) == len(views)
    assert f"Krok 1 z {len(views)}" in stack.children[0].value


def test_legal_actions_text_in_polish():
    deck = stud_deck({0: "AH 10C", 1: "8D JC", 2: "QH AC"}, button=2)
    hand = Hand(variant=VARIANTS["americana-pl"], stacks=[40] * 3, button=2, deck=deck)
    hand.bring_in()
    text = legal_actions_text(hand.legal_actions(), "pl")
    assert "Pasuj" in text
    assert "2 żetony" in text


def test_live_table_enables_only_legal_actions_and_refuses_bad_amounts():
    deck = stud_deck({0: "AH 10C", 1: "8D JC", 2: "QH AC"}, button=2)
    variant = VARIANTS["americana-pl"]
    hand = Hand(variant=variant, stacks=[40] * 3, button=2, deck=deck)
    box = play_hand(hand, stacks=[40] * 3, names=NAMES, lang="en")
    table, amount, buttons, message, _between, _log, _errors = box.children
    # Each button says its amount (issue 24: one live table for page and notebook).
    enabled = [b.description for b in buttons.children if not b.disabled]
    assert enabled == ["Bring in for 2 chips"]
    next(b for b in buttons.children if not b.disabled).click()
    enabled = [b.description for b in buttons.children if not b.disabled]
    assert enabled == ["Fold", "Call 2 chips", "Raise to 4 chips"]
    assert (amount.min, amount.max, amount.value) == (4, 4, 4)
    assert amount.layout.display == "none"  # a fixed amount: no slider
    before = hand.snapshot()
    amount.max = 99  # a reader forcing an amount the engine must refuse
    amount.value = 99
    raise_to = next(b for b in buttons.children if b.description.startswith("Raise"))
    assert raise_to.description == "Raise to 99 chips"
    raise_to.click()
    assert hand.snapshot() == before
    # The refusal in words, never the error's code (raise.above_maximum).
    assert "The largest raise here is to 4 chips." in message.value
    assert "raise." not in message.value
    assert "Ann" in table.value


# -- a pot keeps its name (issue 13, "Pots renamed mid-hand") -----------------

BOOK = Path(__file__).resolve().parent.parent / "book"
# The pots still to be paid (a paid pot stays on the page, "paid out").
_POT = re.compile(
    r'class="americana-pot" .*?americana-pot-name">(.*?):</span>'
    r'.*?americana-pot-amount"[^>]*>(.*?)</strong>'
)


def _chapter_steppers() -> list[tuple[str, Any, list[str]]]:
    """Every hand stepper of every chapter: (chapter, hand, its pages' HTML).

    Runs each chapter's code cells in English with ``hand_stepper`` wrapped,
    so the pages are the ones the chapter builds.
    """
    found: list[tuple[str, Any, list[str]]] = []
    real = widgets.hand_stepper
    for path in sorted(BOOK.glob("*.md")):
        if "hand_stepper(" not in path.read_text(encoding="utf-8"):
            continue

        def recording(hand, *args, _page=path.stem, **kwargs):
            box = real(hand, *args, **kwargs)
            found.append((_page, hand, [p.value for p in box.children[2].children]))
            return box

        namespace: dict[str, Any] = {"__name__": f"chapter_{path.stem}"}
        # The chapters take hand_stepper from americana.views, which loads it
        # from the widgets module on first use and keeps it: patch both.
        with (
            use_language("en"),
            patch.object(widgets, "hand_stepper", recording),
            patch.object(americana.views, "hand_stepper", recording),
        ):
            for cell in jupytext.read(path).cells:
                if cell.cell_type == "code":
                    # IPython magics ("%matplotlib inline") are not Python.
                    lines = cell.source.splitlines()
                    source = "\n".join(x for x in lines if not x.startswith("%"))
                    exec(compile(source, path.name, "exec"), namespace)
    return found


@pytest.mark.slow
def test_pot_names_constant_across_steps():
    """Each pot shown beside the table is the pot the sentences name.

    On every step that pays a pot, the pot named in the award sentence loses
    exactly the chips awarded, and every other pot keeps its name and amount:
    after the main pot is paid, side pot 1 is still "Side pot 1", not "Main
    pot". The side_pots chapter's hand (three pots) is among those checked.
    """
    steppers = _chapter_steppers()
    assert {page for page, _, _ in steppers} >= {"side_pots", "betting", "bring_in"}
    paid_several = 0
    for page, hand, pages in steppers:
        views = table_views(
            hand.events,
            stacks=hand.starting_stacks,
            carry_in=hand.carry_in,
            carry_in_shares=hand.carry_in_shares,
        )
        assert len(views) == len(pages), page
        shown = [dict(_POT.findall(html)) for html in pages]
        for view, html in zip(views, pages, strict=True):
            for pot in view.pots:  # the view's number is the name on the page
                assert pot_name(pot.index, "en") in dict(_POT.findall(html)), page
        for k in range(1, len(pages)):
            awards = [e for e in views[k].events if e.kind is EventKind.POT_AWARDED]
            if not awards:
                continue
            expected = {n: int(a.split()[0]) for n, a in shown[k - 1].items()}
            open_bets = sum(seat.bet for seat in views[k - 1].seats)
            if open_bets and len(awards) == 1:
                # Everybody else folded: the bets still in front of the
                # players go to the winner with the pot.
                name = pot_name(awards[0].pot_index or 0, "en")
                expected[name] = expected.get(name, 0) + open_bets
            for award in awards:
                name = pot_name(award.pot_index or 0, "en")
                assert name in expected, (page, k, name, shown[k - 1])
                expected[name] -= award.amount
            now = {n: int(a.split()[0]) for n, a in shown[k].items()}
            assert now == {n: a for n, a in expected.items() if a}, (page, k)
        paid_several += len(hand.final_pots) > 1
    assert paid_several, "no stepper with a side pot was checked"


#: Each step's street in each language: the antes, then the betting rounds.
STREETS = {
    "en": (
        "Antes, before the deal",
        "Second street, betting round 1",
        "Third street, betting round 2",
        "Fourth street, betting round 3",
        "Fifth street, betting round 4",
    ),
    "pl": (
        "Ante, przed rozdaniem kart",
        "Druga ulica, runda licytacji 1",
        "Trzecia ulica, runda licytacji 2",
        "Czwarta ulica, runda licytacji 3",
        "Piąta ulica, runda licytacji 4",
    ),
    "ru": (
        "Анте, до раздачи карт",
        "Вторая улица, круг торговли 1",
        "Третья улица, круг торговли 2",
        "Четвёртая улица, круг торговли 3",
        "Пятая улица, круг торговли 4",
    ),
    "es": (
        "Ante, antes de repartir las cartas",
        "Segunda calle, ronda de apuestas 1",
        "Tercera calle, ronda de apuestas 2",
        "Cuarta calle, ronda de apuestas 3",
        "Quinta calle, ronda de apuestas 4",
    ),
}
#: A betting round without its street, which the antes' step must not name.
FIRST_ROUND = {
    "en": "Betting round 1",
    "pl": "Runda licytacji 1",
    "ru": "Круг торговли 1",
    "es": "Ronda de apuestas 1",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_steps_name_the_street_as_the_book_does(lang):
    """Antes come before the first round; round 1 is second street (A3, A4)."""
    antes, *streets = STREETS[lang]
    hand = _random_hand(11, [40, 40, 40], "americana-ru")
    views = table_views(hand.events, stacks=[40] * 3)
    ante = seats_html(views[0], lang=lang)
    assert antes in ante
    assert FIRST_ROUND[lang] not in ante
    assert views[0].betting_round is None
    deal = next(v for v in views if v.betting_round == 1)
    assert streets[0] in seats_html(deal, lang=lang)
    rounds = {v.betting_round for v in views if v.betting_round}
    html = "".join(seats_html(v, lang=lang) for v in views)
    for betting_round, street in enumerate(streets, start=1):
        if betting_round in rounds:
            assert street in html


def test_pots_stand_beside_the_seats_as_amounts():
    deck = stud_deck({0: "AH 10C", 1: "8D JC", 2: "QH AC"}, button=2)
    hand = Hand(variant=VARIANTS["americana-pl"], stacks=[40] * 3, button=2, deck=deck)
    hand.bring_in()
    views = table_views(hand.events, stacks=[40] * 3)
    html = seats_html(views[-1], names=NAMES, lang="en")
    board = html.index('class="americana-board"')
    assert board < html.index("americana-seats") < html.index("americana-pots")
    assert '<strong class="americana-pot-amount"' in html
    assert "Main pot:</span>" in html and ">3 chips</strong>" in html
    # The acting seat and the step's sentence in larger type.
    acting = NAMES[views[-1].acting]
    assert f'<strong style="font-size:1.2em">▶ {acting}</strong>' in html
    assert 'class="americana-said" style="margin:0.3em 0 0.5em;font-size:1.3em' in html


def test_draw_rounds_are_named_around_the_draw():
    """Told from the log alone (every card face down), as the live table does."""
    from americana.play.draw_table import DrawTable
    from americana.rules.draw_variants import DRAW_VARIANTS

    table = DrawTable(variant=DRAW_VARIANTS["jackpots"], stacks=[50] * 3, button=0)
    hand = table.start_hand(seed=2)
    views = table_views(hand.events, stacks=hand.starting_stacks)
    assert {v.game for v in views} == {"draw"}
    html = seats_html(views[-1], lang="es")
    assert "Ronda de apuestas 1, antes del descarte" in html


def test_the_stock_reshuffled_during_the_draw_is_part_of_the_draw():
    """Eight players of classic draw poker: seats 1 and 2 exchange five cards
    each and the stock runs out at seat 3, so the discards are reshuffled
    (E4). Every step from the first exchange to the last is named "The
    draw", the reshuffle's own step included, never "before the draw"."""
    from americana.cards import make_deck
    from americana.play.draw import DrawHand
    from americana.play.hand_base import Phase
    from americana.rules.draw_variants import DRAW_VARIANTS
    from americana.views.render.seats_html import stage_name

    hand = DrawHand(
        variant=DRAW_VARIANTS["classic-pl"],
        stacks=[20] * 8,
        button=0,
        deck=make_deck(52),
    )
    hand.bet(2)
    while hand.phase is Phase.BETTING:
        hand.call()
    while hand.phase is Phase.DRAW:
        seat = hand.turn
        hand.draw(hand.cards(seat) if seat in (1, 2, 3) else ())
    views = table_views(hand.events, stacks=hand.starting_stacks)
    names = [stage_name(view, "en") for view in views]
    drawn = [
        i
        for i, view in enumerate(views)
        if any(e.kind is EventKind.DRAW for e in view.events)
    ]
    reshuffled = [
        i
        for i, view in enumerate(views)
        if any(e.kind is EventKind.STOCK_RESHUFFLED for e in view.events)
    ]
    assert len(reshuffled) == 1 and drawn[0] < reshuffled[0] < drawn[-1]
    assert names[drawn[0] : drawn[-1] + 1] == ["The draw"] * (drawn[-1] - drawn[0] + 1)
