"""The ranking explorer and the engine function behind it (rule B1, B3, B4, D3).

The explorer is tested through what a reader gets: the pages it shows, read
as text (cards by their text alternative), the menu and links the built book
saves (ipywidgets' embed state), and the messages the live explorer shows as
the reader types. Every expected text and verdict is written out here, worked
out by hand from the rules and the catalogs, not computed by the package.
"""

from __future__ import annotations

import dataclasses
import random
import re
from html.parser import HTMLParser

import ipywidgets as w
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ipywidgets.embed import embed_data

from americana import AMERICANA, CLASSIC, Ranking, make_deck, parse_cards
from americana.errors import DeckError, DuplicateCardError, HandSizeError
from americana.hands.showdown import Decider, compare_showdown, showdown_strength
from americana.rules.variants import VARIANTS, ShowdownTie
from americana.text.i18n import LANGUAGES
from americana.views.notebook.explorer import (
    EXAMPLES,
    comparison_html,
    default_variants,
    example_title,
    input_error_text,
    live_ranking_explorer,
    ranking_explorer,
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
    for lang in LANGUAGES[1:]:  # every language but the source language
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


# --- what a reader gets: the text of a page ----------------------------------
#
# Every expected text below is written out as a speaker of the language reads
# it, with the engine's verdicts worked out by hand from the rules: none is
# computed through the package's catalogs or name functions.


class _ReaderText(HTMLParser):
    """A page as a screen reader reads it: one line per block or table row.

    Table cells are joined by " | "; a card (``role="img"``) is read by its
    ``aria-label``, in brackets; ``<br>`` is a space.
    """

    BLOCKS = frozenset({"p", "div", "caption", "li", "ul", "table", "tr"})

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self._text: list[str] = []
        self._cells: list[str] | None = None
        self._in_image = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in self.BLOCKS:
            self._end_block()
        if tag == "tr":
            self._cells = []
        elif tag == "br":
            self._text.append(" ")
        if attrs.get("role") == "img":
            self._text.append(f"[{attrs['aria-label']}]")
            self._in_image = True

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cells is not None:
            self._cells.append(self._take())
        elif tag == "tr" and self._cells is not None:
            self.lines.append(" | ".join(self._cells))
            self._cells = None
        elif tag in self.BLOCKS:
            self._end_block()
        elif tag == "span":
            self._in_image = False

    def handle_data(self, data):
        if not self._in_image:
            self._text.append(data)

    def _take(self) -> str:
        text = " ".join("".join(self._text).split())
        self._text = []
        return text

    def _end_block(self) -> None:
        if self._cells is None and (text := self._take()):
            self.lines.append(text)


def reader_lines(html: str) -> list[str]:
    parser = _ReaderText()
    parser.feed(html)
    parser.close()
    parser._end_block()
    return parser.lines


def saved_explorer(box: w.Widget) -> dict:
    """The explorer as the built book saves it: ipywidgets' embed state.

    Returns the menu's label and options, the pages of the stack in order
    (the HTML each shows) and the links the page's JavaScript runs
    (``[source model, trait]`` to ``[target model, trait]``).
    """
    state = embed_data(views=[box])["manager_state"]["state"]

    def model(ref: str) -> dict:
        return state[ref.removeprefix("IPY_MODEL_")]

    root = state[box.model_id]
    assert root["model_name"] == "VBoxModel"
    assert "americana-explorer" in root["state"]["_dom_classes"]
    menu_ref, stack_ref = root["state"]["children"]
    menu, stack = model(menu_ref), model(stack_ref)
    assert (menu["model_name"], stack["model_name"]) == ("DropdownModel", "StackModel")
    links = [
        (tuple(m["state"]["source"]), tuple(m["state"]["target"]))
        for m in state.values()
        if m["model_name"] == "LinkModel"
    ]
    return {
        "label": menu["state"]["description"],
        "options": list(menu["state"]["_options_labels"]),
        "index": menu["state"]["index"],
        "selected": stack["state"]["selected_index"],
        "pages": [model(ref)["state"]["value"] for ref in stack["state"]["children"]],
        "menu_to_pages": ((menu_ref, "index"), (stack_ref, "selected_index")) in links,
    }


# Example 1 (flush against full house), as each edition shows it: the menu's
# label and first option, then the page. Its verdicts: a flush beats a full
# house in Americana (B1: 3rd and 4th of nine) and by rarity in 32 cards (D3:
# 2nd and 4th), not in classic poker (D2: 4th and 3rd); every preset agrees,
# the category decides before any suit rule.
FIRST_PAGE = {
    "en": (
        "Example",
        "1. Flush against full house (B1, D2)",
        [
            "Example 1 of 9: Flush against full house (B1, D2)",
            "Hand A: [ace of spades][eight of spades][nine of spades][jack of"
            " spades][king of spades]",
            "Hand B: [king of diamonds][king of clubs][king of hearts][queen of"
            " hearts][queen of diamonds]",
            "The category under each ranking",
            "Ranking | Hand A | Hand B | Better hand | Decided by",
            "Americana, 32 cards (B1) | Flush · No. 3 of 9 | Full house · No. 4 of 9"
            " | Hand A | The category decides (B1): flush beats full house.",
            "Classic poker, 52 cards (D2) | Flush · No. 4 of 9 | Full house · No. 3"
            " of 9 | Hand B | The category decides (D2): full house beats flush.",
            "By rarity, 32 cards (source 003, D3) | Flush · No. 2 of 9 | Full house ·"
            " No. 4 of 9 | Hand A | The category decides (D3): flush beats full"
            " house.",
            "The showdown under each preset (B3, B4)",
            "Rules | Winner | Decided by",
            "Polish source (000): suit of the kicker, then its rank (B3) americana-pl"
            " | Hand A | The category decides (B1): flush beats full house.",
            "Russian source (001): kickers, then a split (B4) americana-ru | Hand A |"
            " The category decides (B1): flush beats full house.",
            "Spanish source (002): suit of the kicker, then its rank (B3)"
            " americana-es | Hand A | The category decides (B1): flush beats full"
            " house.",
            "Polish source (000): kicker rank, then suit (B3)"
            " americana-pl+kicker_rank_then_suit | Hand A | The category decides"
            " (B1): flush beats full house.",
            "Spanish source (002): kicker rank, then suit (B3)"
            " americana-es+kicker_rank_then_suit | Hand A | The category decides"
            " (B1): flush beats full house.",
        ],
    ),
    "pl": (
        "Przykład",
        "1. Kolor przeciw fullowi (B1, D2)",
        [
            "Przykład 1 z 9: Kolor przeciw fullowi (B1, D2)",
            "Układ A: [as pik][ósemka pik][dziewiątka pik][walet pik][król pik]",
            "Układ B: [król karo][król trefl][król kier][dama kier][dama karo]",
            "Kategoria w każdej hierarchii",
            "Hierarchia | Układ A | Układ B | Lepszy układ | Rozstrzyga",
            "Americana, talia 32 kart (B1) | Kolor · miejsce 3 z 9 | Full · miejsce 4"
            " z 9 | Układ A | Decyduje kategoria (B1): kolor jest wyżej niż full.",
            "Poker klasyczny, talia 52 kart (D2) | Kolor · miejsce 4 z 9 | Full ·"
            " miejsce 3 z 9 | Układ B | Decyduje kategoria (D2): full jest wyżej niż"
            " kolor.",
            "Według rzadkości, talia 32 kart (źródło 003, D3) | Kolor · miejsce 2 z 9"
            " | Full · miejsce 4 z 9 | Układ A | Decyduje kategoria (D3): kolor jest"
            " wyżej niż full.",
            "Odkrycie kart w każdym wariancie (B3, B4)",
            "Zasady | Wygrywa | Rozstrzyga",
            "Źródło polskie (000): kolor kickera, potem jego wartość (B3)"
            " americana-pl | Układ A | Decyduje kategoria (B1): kolor jest wyżej niż"
            " full.",
            "Źródło rosyjskie (001): kickery, potem podział puli (B4) americana-ru |"
            " Układ A | Decyduje kategoria (B1): kolor jest wyżej niż full.",
            "Źródło hiszpańskie (002): kolor kickera, potem jego wartość (B3)"
            " americana-es | Układ A | Decyduje kategoria (B1): kolor jest wyżej niż"
            " full.",
            "Źródło polskie (000): wartość kickera, potem kolor (B3)"
            " americana-pl+kicker_rank_then_suit | Układ A | Decyduje kategoria (B1):"
            " kolor jest wyżej niż full.",
            "Źródło hiszpańskie (002): wartość kickera, potem kolor (B3)"
            " americana-es+kicker_rank_then_suit | Układ A | Decyduje kategoria (B1):"
            " kolor jest wyżej niż full.",
        ],
    ),
    "ru": (
        "Пример",
        "1. Флеш против фулл-хауса (B1, D2)",
        [
            "Пример 1 из 9: Флеш против фулл-хауса (B1, D2)",
            "Комбинация А: [туз пик][восьмёрка пик][девятка пик][валет пик][король"
            " пик]",
            "Комбинация Б: [король бубён][король треф][король червей][дама"
            " червей][дама бубён]",
            "Категория при каждом порядке старшинства",
            "Порядок старшинства | Комбинация А | Комбинация Б | Старшая комбинация |"
            " Что решает",
            "Американа, колода из 32 карт (B1) | Флеш · место 3 из 9 | Фулл-хаус ·"
            " место 4 из 9 | Комбинация А | Решает категория (B1): флеш старше, чем"
            " фулл-хаус.",
            "Классический покер, колода из 52 карт (D2) | Флеш · место 4 из 9 |"
            " Фулл-хаус · место 3 из 9 | Комбинация Б | Решает категория (D2):"
            " фулл-хаус старше, чем флеш.",
            "По редкости, колода из 32 карт (источник 003, D3) | Флеш · место 2 из 9"
            " | Фулл-хаус · место 4 из 9 | Комбинация А | Решает категория (D3): флеш"
            " старше, чем фулл-хаус.",
            "Вскрытие в каждом варианте (B3, B4)",
            "Правила | Победитель | Что решает",
            "Польский источник (000): масть кикера, затем его достоинство (B3)"
            " americana-pl | Комбинация А | Решает категория (B1): флеш старше, чем"
            " фулл-хаус.",
            "Русский источник (001): кикеры, затем раздел банка (B4) americana-ru |"
            " Комбинация А | Решает категория (B1): флеш старше, чем фулл-хаус.",
            "Испанский источник (002): масть кикера, затем его достоинство (B3)"
            " americana-es | Комбинация А | Решает категория (B1): флеш старше, чем"
            " фулл-хаус.",
            "Польский источник (000): достоинство кикера, затем масть (B3)"
            " americana-pl+kicker_rank_then_suit | Комбинация А | Решает категория"
            " (B1): флеш старше, чем фулл-хаус.",
            "Испанский источник (002): достоинство кикера, затем масть (B3)"
            " americana-es+kicker_rank_then_suit | Комбинация А | Решает категория"
            " (B1): флеш старше, чем фулл-хаус.",
        ],
    ),
    "es": (
        "Ejemplo",
        "1. Color contra full (B1, D2)",
        [
            "Ejemplo 1 de 9: Color contra full (B1, D2)",
            "Mano A: [as de picas][ocho de picas][nueve de picas][jota de picas][rey"
            " de picas]",
            "Mano B: [rey de diamantes][rey de tréboles][rey de corazones][reina de"
            " corazones][reina de diamantes]",
            "La categoría en cada jerarquía",
            "Jerarquía | Mano A | Mano B | Mejor mano | Qué decide",
            "Americana, baraja de 32 cartas (B1) | Color · puesto 3 de 9 | Full ·"
            " puesto 4 de 9 | Mano A | Decide la categoría (B1): color supera a full.",
            "Póquer clásico, baraja de 52 cartas (D2) | Color · puesto 4 de 9 | Full"
            " · puesto 3 de 9 | Mano B | Decide la categoría (D2): full supera a"
            " color.",
            "Por rareza, baraja de 32 cartas (fuente 003, D3) | Color · puesto 2 de 9"
            " | Full · puesto 4 de 9 | Mano A | Decide la categoría (D3): color"
            " supera a full.",
            "El showdown en cada variante (B3, B4)",
            "Reglas | Gana | Qué decide",
            "Fuente polaca (000): palo del kicker y después su valor (B3)"
            " americana-pl | Mano A | Decide la categoría (B1): color supera a full.",
            "Fuente rusa (001): kickers, luego bote dividido (B4) americana-ru |"
            " Mano A | Decide la categoría (B1): color supera a full.",
            "Fuente española (002): palo del kicker y después su valor (B3)"
            " americana-es | Mano A | Decide la categoría (B1): color supera a full.",
            "Fuente polaca (000): valor del kicker, luego el palo (B3)"
            " americana-pl+kicker_rank_then_suit | Mano A | Decide la categoría (B1):"
            " color supera a full.",
            "Fuente española (002): valor del kicker, luego el palo (B3)"
            " americana-es+kicker_rank_then_suit | Mano A | Decide la categoría (B1):"
            " color supera a full.",
        ],
    ),
}


@pytest.mark.parametrize("lang", FIRST_PAGE)
def test_saved_explorer_reads_in_the_language(lang):
    """The menu and the first page as the built book saves them, read out."""
    label, first_option, first_page = FIRST_PAGE[lang]
    saved = saved_explorer(ranking_explorer(lang=lang))
    assert saved["label"] == label
    assert len(saved["options"]) == len(saved["pages"]) == 9
    assert saved["options"][0] == first_option
    assert (saved["index"], saved["selected"]) == (0, 0)
    assert reader_lines(saved["pages"][0]) == first_page
    # Page k is headed by option k's title: the menu and the pages agree.
    for k, (option, page) in enumerate(zip(saved["options"], saved["pages"]), 1):
        title = option.split(". ", 1)[1]
        assert reader_lines(page)[0].endswith(f" 9: {title}"), k


def test_saved_state_links_the_menu_to_the_pages():
    """The menu's index drives the stack's page by a link the browser runs.

    The page itself is driven in a real browser by
    test_browser.py::test_ranking_explorer_switches_examples_offline; this
    checks the saved state that test relies on, without a build.
    """
    saved = saved_explorer(ranking_explorer(lang="en"))
    assert saved["menu_to_pages"]
    assert len(set(saved["pages"])) == len(saved["pages"])


def test_suits_decide_only_where_b3_says_so():
    """Aces and kings, kicker 9♥ against 10♠, every preset (rule B3, B4, C).

    The ten outranks the nine: hand B wins wherever the kicker's rank comes
    first (B4, and B3 read as its general sentence). Where the kicker's suit
    comes first, the suit order decides: hearts above spades in the Polish
    source (000), spades above hearts in the Spanish one (002).
    """
    lines = reader_lines(comparison_html("AH AD KC KS 9H", "AC AS KH KD 10S"))
    by_rank = "A kicker decides ({rule}): [ten of spades] beats [nine of hearts]."
    assert lines[4:7] == [
        f"{ranking} | Two pair · No. 7 of 9 | Two pair · No. 7 of 9 | Hand B"
        f" | {by_rank.format(rule=rule)}"
        for ranking, rule in (
            ("Americana, 32 cards (B1)", "A11"),
            ("Classic poker, 52 cards (D2)", "D2"),
            ("By rarity, 32 cards (source 003, D3)", "D3"),
        )
    ]
    by_rank = by_rank.format(rule="A11")
    assert lines[9:] == [
        "Polish source (000): suit of the kicker, then its rank (B3) americana-pl"
        " | Hand A | The suit of the kicker decides, not its rank (B3): [nine of"
        " hearts] beats [ten of spades] (suit order: Hearts > Diamonds > Clubs >"
        " Spades).",
        f"Russian source (001): kickers, then a split (B4) americana-ru | Hand B"
        f" | {by_rank}",
        "Spanish source (002): suit of the kicker, then its rank (B3) americana-es"
        " | Hand B | The suit of the kicker decides, not its rank (B3): [ten of"
        " spades] beats [nine of hearts] (suit order: Clubs > Spades > Diamonds >"
        " Hearts).",
        "Polish source (000): kicker rank, then suit (B3)"
        f" americana-pl+kicker_rank_then_suit | Hand B | {by_rank}",
        "Spanish source (002): kicker rank, then suit (B3)"
        f" americana-es+kicker_rank_then_suit | Hand B | {by_rank}",
    ]


def test_polish_pages_use_polish_names():
    html = comparison_html("AS 8S 9S JS KS", "KD KC KH QH QD", lang="pl")
    assert "Kolor" in html and "Full" in html
    assert 'aria-label="as pik"' in html
    assert "Flush" not in html and "Hand A" not in html


def test_pages_escape_and_refuse_bad_examples():
    bad = dataclasses.replace(EXAMPLES[0], second="AS AH AD 7C 7D")
    with pytest.raises(DuplicateCardError):
        ranking_explorer([bad])
    with pytest.raises(ValueError):
        ranking_explorer([])
    html = comparison_html(EXAMPLES[0].first, EXAMPLES[0].second, header="<b>x</b>")
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html


def test_every_card_in_a_page_has_a_text_alternative():
    html = comparison_html("AH AD KC KS 9H", "AC AS KH KD 10S", lang="ru")
    images = re.findall(r"<span [^>]*role=\"img\"[^>]*>", html)
    assert len(images) >= 10
    assert all(re.search(r'aria-label="[^"]+"', tag) for tag in images)


# --- the live explorer and its messages --------------------------------------

# What the reader types into hand A, and what the explorer then says, in
# each language: the heading, then the hand's name and the reason.
BAD_INPUT = ("AS AS KS QS JS", "AS 5S 7S 9S JS", "AS KS", "AS JK KS QS JS", "XX KS")
LIVE_MESSAGES = {
    "en": (
        "Please check",
        [
            "Hand A: AS is written twice.",
            "Hand A: 5S is not in the 32-card deck: its ranks run from 7 to ace.",
            "Hand A: A hand has five cards; this one has 2 cards.",
            "Hand A: The joker does not play in this game.",
            "Hand A: “XX” is not a card. Write a rank (7 to 10, J, Q, K, A) and a"
            " suit (C ♣, D ♦, H ♥, S ♠), e.g. AS or 10♥.",
        ],
        "AS is in both hands, but both are dealt from one deck.",
    ),
    "pl": (
        "Sprawdź",
        [
            "Układ A: Karta AS jest wpisana dwa razy.",
            "Układ A: Karty 5S nie ma w talii 32 kart: są w niej karty od 7 do asa.",
            "Układ A: Układ ma pięć kart, a ten ma 2 karty.",
            "Układ A: W tej grze nie gra się jokerem.",
            "Układ A: „XX” to nie karta. Wpisz wartość (od 7 do 10, J, Q, K, A) i"
            " kolor (C ♣, D ♦, H ♥, S ♠), np. AS albo 10♥.",
        ],
        "Karta AS jest w obu układach, a oba są rozdawane z jednej talii.",
    ),
    "ru": (
        "Проверьте",
        [
            "Комбинация А: Карта AS записана дважды.",
            "Комбинация А: Карты 5S нет в колоде из 32 карт: в ней карты от 7 до туза.",
            "Комбинация А: В комбинации должно быть пять карт, а здесь 2 карты.",
            "Комбинация А: В этой игре джокера нет.",
            "Комбинация А: «XX» — не карта. Напишите достоинство (от 7 до 10, J, Q,"
            " K, A) и масть (C ♣, D ♦, H ♥, S ♠), например AS или 10♥.",
        ],
        "Карта AS есть в обеих комбинациях, но обе комбинации сдаются из одной колоды.",
    ),
    "es": (
        "Revisa",
        [
            "Mano A: La carta AS está escrita dos veces.",
            "Mano A: La carta 5S no está en la baraja de 32 cartas: sus valores van"
            " del 7 al as.",
            "Mano A: Una mano tiene cinco cartas; esta tiene 2 cartas.",
            "Mano A: En este juego no se usa el comodín.",
            "Mano A: «XX» no es una carta. Escribe un valor (del 7 al 10, J, Q, K, A)"
            " y un palo con su letra inglesa (C ♣, D ♦, H ♥, S ♠), p. ej., AS o 10♥.",
        ],
        "La carta AS está en las dos manos, pero ambas se reparten de una sola baraja.",
    ),
}


@pytest.mark.parametrize("lang", LIVE_MESSAGES)
def test_live_explorer_explains_bad_input_in_the_language(lang):
    """Typing into the two fields: the message and the page the reader sees."""
    heading, reasons, in_both = LIVE_MESSAGES[lang]
    first, second, message, page, _errors = live_ranking_explorer(lang=lang).children
    # At the start: example 1's hands, page as in the book without its heading.
    assert message.value == ""
    assert reader_lines(page.value) == FIRST_PAGE[lang][2][1:]
    for text, reason in zip(BAD_INPUT, reasons, strict=True):
        first.value = text
        assert page.value == ""
        assert 'role="alert"' in message.value
        assert reader_lines(message.value) == [heading, reason], text
    first.value = "AS KS QS JS 9S"
    second.value = "AS AH AD 7C 7D"  # a card in both hands
    assert page.value == ""
    assert reader_lines(message.value) == [heading, in_both]
    second.value = "AH AD AC 7C 7D"
    assert message.value == ""
    # Flush against full house again: the same verdicts (B1, D2, D3).
    assert reader_lines(page.value)[2:] == FIRST_PAGE[lang][2][3:]


# A hand of n cards, in each language: one, a few, many (CLDR's plural forms).
HAND_SIZE = {
    "en": {
        1: "A hand has five cards; this one has 1 card.",
        2: "A hand has five cards; this one has 2 cards.",
        6: "A hand has five cards; this one has 6 cards.",
    },
    "pl": {
        1: "Układ ma pięć kart, a ten ma 1 kartę.",
        2: "Układ ma pięć kart, a ten ma 2 karty.",
        6: "Układ ma pięć kart, a ten ma 6 kart.",
    },
    "ru": {
        1: "В комбинации должно быть пять карт, а здесь 1 карта.",
        2: "В комбинации должно быть пять карт, а здесь 2 карты.",
        6: "В комбинации должно быть пять карт, а здесь 6 карт.",
    },
    "es": {
        1: "Una mano tiene cinco cartas; esta tiene 1 carta.",
        2: "Una mano tiene cinco cartas; esta tiene 2 cartas.",
        6: "Una mano tiene cinco cartas; esta tiene 6 cartas.",
    },
}


@pytest.mark.parametrize("lang", HAND_SIZE)
def test_error_texts_are_translated_with_plural_forms(lang):
    sizes = {n: input_error_text(HandSizeError("", size=n), lang) for n in (1, 2, 6)}
    assert sizes == HAND_SIZE[lang]
