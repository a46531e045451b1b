"""Widgets and card pictures: text alternatives, labels, no colour-only meaning."""

from __future__ import annotations

import random
import re
from html import escape, unescape

import ipywidgets as w
import pytest

from americana.cards import Suit, make_deck, parse_card
from americana.play.betting import ActionKind
from americana.play.stud import Hand
from americana.rules.variants import VARIANTS
from americana.text.i18n import LANGUAGES
from americana.text.names import card_name
from americana.views.notebook.explorer import ranking_explorer
from americana.views.notebook.widgets import (
    hand_stepper,
    ranking_stepper,
    rarity_stepper,
    stepper,
)
from americana.views.render.html import card_html

_IMG = re.compile(r'<span [^>]*role="img"[^>]*>')
_LABEL = re.compile(r'aria-label="([^"]*)"')


def _labels(html: str) -> list[str]:
    """The text alternative of every card picture in ``html``."""
    labels = []
    for tag in _IMG.findall(html):
        match = _LABEL.search(tag)
        assert match, tag
        labels.append(unescape(match.group(1)))
    return labels


#: How a hole card's name starts for its owner ("face down: ace of spades").
FACE_DOWN_PREFIX = {
    "en": "face down: ",
    "pl": "zakryta: ",
    "ru": "закрытая: ",
    "es": "boca abajo: ",
}
#: The name of a card the reader may not see.
FACE_DOWN_CARD = {
    "en": "face-down card",
    "pl": "karta zakryta",
    "ru": "закрытая карта",
    "es": "carta boca abajo",
}
#: A stepper's words: its first of nine steps, its menu and buttons.
STEPPER = {
    "en": {"first": "Step 1 of 9", "Step": "Step", "Play": "Play", "Pause": "Pause"},
    "pl": {"first": "Krok 1 z 9", "Step": "Krok", "Play": "Odtwórz", "Pause": "Pauza"},
    "ru": {
        "first": "Шаг 1 из 9",
        "Step": "Шаг",
        "Play": "Воспроизвести",
        "Pause": "Пауза",
    },
    "es": {
        "first": "Paso 1 de 9",
        "Step": "Paso",
        "Play": "Reproducir",
        "Pause": "Pausa",
    },
}


def _card_names(lang: str) -> set[str]:
    names = {card_name(c, lang) for c in make_deck(52)}
    hidden = {FACE_DOWN_PREFIX[lang] + n for n in names}
    return names | hidden | {FACE_DOWN_CARD[lang]}


def _pages(box: w.VBox) -> list[str]:
    stack = next(c for c in box.children if isinstance(c, w.Stack))
    return [page.value for page in stack.children]


def _played_hand(seed: int) -> Hand:
    hand = Hand(variant=VARIANTS["americana-pl"], stacks=[30] * 3, button=0, seed=seed)
    rng = random.Random(seed)
    while not hand.finished:
        action = rng.choice(hand.legal_actions())
        if action.kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE):
            hand.act(action.kind, action.minimum)
        else:
            hand.act(action.kind)
    return hand


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_picture_has_a_text_alternative_in_the_language(lang):
    names = _card_names(lang)
    widgets = {
        "ranking": ranking_stepper(lang=lang),
        "hand": hand_stepper(_played_hand(5), lang=lang),
        "explorer": ranking_explorer(lang=lang),
    }
    for kind, box in widgets.items():
        seen = 0
        for page in _pages(box):
            labels = _labels(page)
            seen += len(labels)
            assert set(labels) <= names, (kind, set(labels) - names)
            # Every face shows the suit's symbol, never colour alone.
            for face in re.findall(r'role="img"[^>]*>([^<]*)<', page):
                assert face == "?" or face[-1] in "♣♦♥♠", face
        assert seen, kind


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hole_card_says_it_is_face_down(lang):
    hand = _played_hand(11)
    pages = _pages(hand_stepper(hand, lang=lang))
    prefix = FACE_DOWN_PREFIX[lang]
    assert any(label.startswith(prefix) for p in pages for label in _labels(p))


def test_card_html_names_the_card_and_escapes_a_given_label():
    ten = parse_card("10H")
    assert 'aria-label="dziesiątka kier"' in card_html(ten, "pl")
    assert "10♥" in card_html(ten, "pl")
    html = card_html(ten, "en", label='face down: "ten" <of> hearts')
    assert 'aria-label="face down: &quot;ten&quot; &lt;of&gt; hearts"' in html
    assert 'aria-label="face-down card"' in card_html(None, "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_stepper_has_a_labelled_menu_of_step_summaries(lang):
    words = STEPPER[lang]
    box = ranking_stepper(lang=lang)
    _header, controls, stack = box.children
    play, slider, menu = controls.children
    assert isinstance(play, w.Play) and isinstance(slider, w.IntSlider)
    assert isinstance(menu, w.Dropdown)
    assert menu.description == words["Step"]
    assert len(menu.options) == len(stack.children) == 9
    assert menu.options[0][0].startswith("1. ")
    assert all(
        page.value.startswith(f'<div aria-live="polite" data-step="{i}">')
        for i, page in enumerate(stack.children)
    )
    # Each page starts with plain text saying where the reader is.
    first = re.sub(r"<[^>]+>", " ", stack.children[0].value).split()
    assert " ".join(first).startswith(words["first"])


def test_stepper_summaries_must_match_the_pages():
    with pytest.raises(ValueError):
        stepper(["a", "b"], summaries=["only one"])
    box = stepper(["a", "b"])
    assert [label for label, _ in box.children[1].children[2].options] == [
        "1 / 2",
        "2 / 2",
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rarity_moves_are_told_in_words_not_colour_alone(lang):
    pages = _pages(rarity_stepper(lang=lang))
    coloured = [
        item
        for page in pages
        for item in re.findall(r'<li style="([^"]*)">(.*?)</li>', page)
        if "color" in item[0]
    ]
    assert coloured, "no category moved?"
    for _style, text in coloured:
        assert "▲" in text or "▼" in text
        assert re.search(r"[▲▼] \w+", unescape(text)), text
    # Unmoved categories carry no mark.
    plain = [
        text
        for page in pages
        for style, text in re.findall(r'<li style="([^"]*)">(.*?)</li>', page)
        if not style
    ]
    assert plain and not any("▲" in t or "▼" in t for t in plain)


def test_rarity_moves_in_polish_use_plural_forms():
    html = "".join(_pages(rarity_stepper(lang="pl")))
    assert escape("▲ w górę o 1 miejsce") in html
    assert "▼ w dół o 1 miejsce" in html


def test_suits_are_told_apart_by_symbol_not_colour_alone():
    """Each card face shows its suit's own symbol, so red hearts and red
    diamonds (or black clubs and spades) differ without colour."""
    faces = {}
    for card in make_deck(32):
        html = card_html(card, "en")
        shown = re.sub(r"<[^>]+>", "", html)
        faces.setdefault(card.suit, set()).add(shown[-1])
    symbols = {suit: shown.pop() for suit, shown in faces.items() if len(shown) == 1}
    assert set(symbols) == set(Suit)
    assert len(set(symbols.values())) == 4


def test_stepper_controls_carry_their_names_in_the_language():
    """The icon buttons and the slider are named through a11y.js."""
    for lang in LANGUAGES:
        box = stepper(["<p>a</p>", "<p>b</p>"], title="x", lang=lang)
        header = box.children[0].value
        words = STEPPER[lang]
        for text in (words["Play"], words["Pause"], words["Step"]):
            assert f'"{text}"' in header


@pytest.mark.parametrize("lang", LANGUAGES)
def test_verdict_cells_name_their_column(lang):
    """Every cell of the explorer's verdict tables carries its column's name
    (``data-label``), so a phone shows each row as labelled lines."""
    from americana.views.render.comparison import comparison_html

    html = comparison_html("AH AD KC KS 9H", "AC AS KH KD 9C", lang=lang)
    tables = re.findall(r'<table class="americana-verdicts".*?</table>', html, re.S)
    assert len(tables) == 2
    for table in tables:
        head = [
            unescape(h) for h in re.findall(r'<th scope="col"[^>]*>(.*?)</th>', table)
        ]
        for row in re.findall(r"<tbody>(.*?)</tbody>", table, re.S)[0].split("</tr>"):
            if not row:
                continue
            cells = re.findall(
                r'<t[hd] (?:scope="row" )?style="[^"]*" data-label="([^"]*)"', row
            )
            assert [unescape(c) for c in cells] == head, (row[:200], head)
