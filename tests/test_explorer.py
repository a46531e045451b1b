"""The ranking explorer and the engine function behind it (rule B1, B3, B4, D3)."""

from __future__ import annotations

import dataclasses
import random
import re

import ipywidgets as w
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ipywidgets.widgets.widget import _instances
from ipywidgets.widgets.widget_link import Link

from americana import AMERICANA, CLASSIC, Category, Ranking, make_deck, parse_cards
from americana.errors import DeckError, DuplicateCardError, HandSizeError
from americana.hands.showdown import Decider, compare_showdown, showdown_strength
from americana.rules.variants import VARIANTS, ShowdownTie
from americana.text.i18n import LANGUAGES, translations
from americana.text.names import card_name, category_name
from americana.views.explorer import (
    EXAMPLES,
    comparison_html,
    default_variants,
    example_title,
    input_error_text,
    live_ranking_explorer,
    ranking_explorer,
    ranking_label,
    variant_label,
)

D = Decider
PL, RU, ES = (VARIANTS[n] for n in ("americana-pl", "americana-ru", "americana-es"))
# The reading of B3's general sentence alone: kicker rank first, no preset's.
PL_RANK = dataclasses.replace(PL, showdown_tie=ShowdownTie.KICKER_RANK_THEN_SUIT)
ES_RANK = dataclasses.replace(ES, showdown_tie=ShowdownTie.KICKER_RANK_THEN_SUIT)
DECK = make_deck(32)


# --- compare_showdown: which rule decides ------------------------------------


@pytest.mark.parametrize(
    ("first", "second", "rules", "winner", "decider"),
    [
        # B1: a flush beats a full house in Americana; D2: not in classic poker.
        ("AS 8S 9S JS KS", "KD KC KH QH QD", AMERICANA, 0, D.CATEGORY),
        ("AS 8S 9S JS KS", "KD KC KH QH QD", CLASSIC, 1, D.CATEGORY),
        # D3: the 32-card rarity order puts the flush above four of a kind.
        ("7H 9H JH QH AH", "10C 10D 10H 10S 8C", AMERICANA, 1, D.CATEGORY),
        ("7H 9H JH QH AH", "10C 10D 10H 10S 8C", Ranking.by_rarity(32), 0, D.CATEGORY),
        # A11: the trips of a full house, then the last card of a flush.
        ("KD KC KH 7S 7D", "QH QD QC AS AD", PL, 0, D.RANKS),
        ("AH KH 10H 9H 8H", "AS KS 10S 9S 7S", RU, 0, D.RANKS),
        # Same two pair: the kicker's rank (B4, and B3 read as its general
        # sentence alone) or its suit first (B3's worked example, the Polish
        # and Spanish presets: hearts > spades in 000, spades > hearts in 002).
        ("AH AD KC KS 9H", "AC AS KH KD 10S", RU, 1, D.KICKER),
        ("AH AD KC KS 9H", "AC AS KH KD 10S", PL_RANK, 1, D.KICKER),
        ("AH AD KC KS 9H", "AC AS KH KD 10S", PL, 0, D.SUIT_OF_KICKER),
        ("AH AD KC KS 9H", "AC AS KH KD 10S", ES, 1, D.SUIT_OF_KICKER),
        # Kickers of one suit: their rank decides after all (the sources are
        # silent; two different hands never split under B3).
        ("AH AD KC KS 9H", "AC AS KH KD 10H", PL, 1, D.KICKER),
        ("JC JS AH KD 9C", "JH JD AS KC 9D", PL_RANK, 0, D.SUIT_OF_KICKER),
        # Equal straights: the suit of the top card (B3; C: diamonds > clubs in
        # 000, clubs highest in 002 as printed), or a split (B4).
        ("8C 9D 10H JS QD", "8H 9S 10C JD QC", PL, 0, D.SUIT_OF_HIGHEST_CARD),
        ("8C 9D 10H JS QD", "8H 9S 10C JD QC", ES, 1, D.SUIT_OF_HIGHEST_CARD),
        ("8C 9D 10H JS QD", "8H 9S 10C JD QC", RU, None, D.SPLIT),
        # A bare ranking never looks at suits.
        ("8C 9D 10H JS QD", "8H 9S 10C JD QC", AMERICANA, None, D.SPLIT),
        # Equal pairs and kickers: the suit of the highest kicker, the ace (B3).
        ("JC JS AH KD 9C", "JH JD AS KC 9D", PL, 0, D.SUIT_OF_KICKER),
        ("JC JS AH KD 9C", "JH JD AS KC 9D", RU, None, D.SPLIT),
    ],
)
def test_compare_showdown_names_the_deciding_rule(
    first, second, rules, winner, decider
):
    result = compare_showdown(first, second, rules)
    assert (result.winner, result.decided_by) == (winner, decider)


def test_compare_showdown_gives_the_cards_compared():
    result = compare_showdown("AH AD KC KS 9H", "AC AS KH KD 10S", PL)
    assert result.cards == parse_cards("9H 10S")
    result = compare_showdown("AH AD KC KS 9H", "AC AS KH KD 10H", PL)
    assert result.cards == parse_cards("9H 10H")
    # The ace-low straight's top card is the ten (A15, B3).
    result = compare_showdown("AH 7D 8C 9S 10H", "AS 7C 8D 9H 10D", PL)
    assert result.decided_by is D.SUIT_OF_HIGHEST_CARD
    assert result.cards == parse_cards("10H 10D")
    assert compare_showdown("AS 8S 9S JS KS", "KD KC KH QH QD", PL).cards is None


def test_compare_showdown_refuses_a_card_in_both_hands():
    with pytest.raises(DuplicateCardError) as caught:
        compare_showdown("AS KS QS JS 9S", "AS AH AD 7C 7D", PL)
    assert caught.value.params == {"token": "AS", "both": True}
    with pytest.raises(HandSizeError):
        compare_showdown("AS KS", "AH AD AC 7C 7D", PL)
    with pytest.raises(DeckError):
        compare_showdown("AS 5S 7S 9S JS", "AH AD AC 7C 7D", PL)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 10**9), k=st.integers(0, 4))
def test_compare_showdown_agrees_with_showdown_strength(seed, k):
    rng = random.Random(seed)
    cards = rng.sample(DECK, 10)
    first, second = cards[:5], cards[5:]
    variant = default_variants()[k]
    result = compare_showdown(first, second, variant)
    a, b = showdown_strength(first, variant), showdown_strength(second, variant)
    assert result.winner == (0 if a > b else 1 if b > a else None)
    swapped = compare_showdown(second, first, variant)
    assert swapped.decided_by is result.decided_by
    assert swapped.winner == (None if result.winner is None else 1 - result.winner)
    if result.cards:
        assert swapped.cards == result.cards[::-1]
    if result.decided_by is D.CATEGORY:
        assert result.values[0].category is not result.values[1].category
    else:
        assert result.values[0].category is result.values[1].category
    # Suits decide only under B3; B4 splits what its ranks cannot separate.
    if variant.showdown_tie is ShowdownTie.SPLIT:
        assert result.decided_by not in (D.SUIT_OF_HIGHEST_CARD, D.SUIT_OF_KICKER)


# --- the prepared examples ---------------------------------------------------


def test_examples_are_valid_disjoint_hands_with_titles():
    assert 8 <= len(EXAMPLES) <= 10
    assert len({e.key for e in EXAMPLES}) == len(EXAMPLES)
    for e in EXAMPLES:
        first, second = parse_cards(e.first), parse_cards(e.second)
        assert not set(first) & set(second), e.key
        for lang in LANGUAGES:
            assert example_title(e.key, lang)
    for lang in ("pl", "ru", "es"):
        assert example_title(EXAMPLES[0].key, lang) != example_title(
            EXAMPLES[0].key, "en"
        )


def test_examples_show_every_decider_and_disagreements():
    deciders = set()
    presets_disagree = rankings_disagree = False
    for e in EXAMPLES:
        results = [compare_showdown(e.first, e.second, v) for v in default_variants()]
        deciders |= {r.decided_by for r in results}
        presets_disagree |= len({r.winner for r in results}) > 1
        by_ranking = [
            compare_showdown(e.first, e.second, r)
            for r in (AMERICANA, CLASSIC, Ranking.by_rarity(32))
        ]
        rankings_disagree |= len({r.winner for r in by_ranking}) > 1
    assert deciders == set(Decider)
    assert presets_disagree and rankings_disagree


# --- pages -------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pages_are_in_the_language_with_card_names(lang):
    t = translations(lang)
    box = ranking_explorer(lang=lang)
    choose, stack = box.children
    assert isinstance(choose, w.Dropdown) and isinstance(stack, w.Stack)
    assert len(stack.children) == len(choose.options) == len(EXAMPLES)
    assert choose.description == t.pgettext("explorer", "Example")
    for k, (example, page) in enumerate(zip(EXAMPLES, stack.children), start=1):
        html = page.value
        header = t.pgettext("explorer", "Example {k} of {n}: {title}").format(
            k=k, n=len(EXAMPLES), title=example_title(example.key, lang)
        )
        assert html.index(_escaped(header)) < html.index("role=")
        for card in parse_cards(f"{example.first} {example.second}"):
            assert f'aria-label="{_escaped(card_name(card, lang))}"' in html
        for variant in default_variants():
            assert _escaped(variant_label(variant, lang)) in html
        assert _escaped(ranking_label(AMERICANA, lang)) in html
    first = stack.children[0].value
    assert category_name(Category.FLUSH, lang) in first
    assert category_name(Category.FULL_HOUSE, lang) in first


def test_polish_pages_use_polish_names():
    html = comparison_html("AS 8S 9S JS KS", "KD KC KH QH QD", lang="pl")
    assert "Kolor" in html and "Full" in html
    assert 'aria-label="as pik"' in html
    assert "Flush" not in html and "Hand A" not in html


def test_explorer_is_joined_in_the_browser():
    box = ranking_explorer(lang="en")
    choose, stack = box.children
    links = [
        link
        for link in list(_instances.values())
        if isinstance(link, Link)
        and link.source == (choose, "index")
        and link.target == (stack, "selected_index")
    ]
    assert links, "the dropdown must be jslinked to the stack"


def test_pages_escape_and_refuse_bad_examples():
    bad = dataclasses.replace(EXAMPLES[0], second="AS AH AD 7C 7D")
    with pytest.raises(DuplicateCardError):
        ranking_explorer([bad])
    with pytest.raises(ValueError):
        ranking_explorer([])
    html = comparison_html(EXAMPLES[0].first, EXAMPLES[0].second, header="<b>x</b>")
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html


# --- the live explorer and its messages --------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_live_explorer_explains_bad_input_in_the_language(lang):
    t = translations(lang)
    box = live_ranking_explorer(lang=lang)
    first, second, message, page, _errors = box.children
    assert message.value == "" and "role=" in page.value
    cases = {
        "AS AS KS QS JS": "AS",  # written twice
        "AS 5S 7S 9S JS": "5S",  # not in the 32-card deck (B5)
        "AS KS": "2",  # not five cards
        "AS JK KS QS JS": None,  # the joker (E8)
        "XX KS QS JS 9S": "XX",  # not a card
    }
    for text, token in cases.items():
        first.value = text
        assert page.value == ""
        assert 'role="alert"' in message.value
        assert t.pgettext("explorer", "Hand A") in message.value
        if token:
            assert token in message.value
        if lang != "en":
            assert "deck" not in message.value and "twice" not in message.value
    first.value = "AS KS QS JS 9S"
    second.value = "AS AH AD 7C 7D"  # a card in both hands
    assert page.value == "" and "AS" in message.value
    second.value = "AH AD AC 7C 7D"
    assert message.value == ""
    assert category_name(Category.FLUSH, lang) in page.value


@pytest.mark.parametrize("lang", ("pl", "ru", "es"))
def test_error_texts_are_translated(lang):
    from americana import AmericanaError, evaluate

    for text in ("AS AS KS QS JS", "AS 5S 7S 9S JS", "AS KS", "AS JK KS QS JS", "X"):
        with pytest.raises(AmericanaError) as caught:
            evaluate(text)
        local = input_error_text(caught.value, lang)
        assert local and local != input_error_text(caught.value, "en")
    # Plural forms: one, a few, many.
    sizes = {n: input_error_text(HandSizeError("", size=n), lang) for n in (1, 2, 6)}
    assert len(set(sizes.values())) == 3
    if lang == "pl":
        assert sizes == {
            1: "Układ ma pięć kart, a ten ma 1 kartę.",
            2: "Układ ma pięć kart, a ten ma 2 karty.",
            6: "Układ ma pięć kart, a ten ma 6 kart.",
        }


def _escaped(text: str) -> str:
    from html import escape

    return escape(text)


def test_every_card_in_a_page_has_a_text_alternative():
    html = comparison_html("AH AD KC KS 9H", "AC AS KH KD 10S", lang="ru")
    images = re.findall(r"<span [^>]*role=\"img\"[^>]*>", html)
    assert len(images) >= 10
    assert all(re.search(r'aria-label="[^"]+"', tag) for tag in images)
