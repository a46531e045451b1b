"""Catalogs: complete, with CLDR plural forms, and used by what code shows."""

import sys
from pathlib import Path

import polib
import pytest
from babel.messages.plurals import get_plural

from americana import Category, parse_card
from americana.text.i18n import (
    LANGUAGES,
    LOCALES_DIR,
    format_chips,
    get_language,
    set_language,
    use_language,
)
from americana.text.names import card_name, category_name
from americana.views.notebook.charts import plot_category_counts

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import i18n as i18n_tool

CATALOGS = sorted(LOCALES_DIR.glob("*/LC_MESSAGES/*.po"))


def test_every_language_has_every_catalog():
    names = {
        lang: {p.name for p in CATALOGS if p.parts[-3] == lang} for lang in LANGUAGES
    }
    assert names["en"] >= {"americana.po", "intro.po", "deck.po", "rankings.po"}
    for lang in LANGUAGES:
        assert names[lang] == names["en"], lang


def test_no_untranslated_fuzzy_or_obsolete_entry():
    assert i18n_tool.problems() == []


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: f"{p.parts[-3]}/{p.name}")
def test_plural_forms_header_matches_cldr(path):
    po = polib.pofile(str(path))
    lang = path.parts[-3]
    header = po.metadata.get("Plural-Forms", "")
    # Babel's gettext plural rules for the locale, derived from CLDR.
    expected = get_plural(lang)
    if any(e.msgid_plural for e in po):
        assert header, path
    if header:
        n = int(header.split("nplurals=")[1].split(";")[0])
        assert n == expected.num_plurals
        assert " ".join(header.split()) == " ".join(expected.plural_forms.split())
        for entry in po:
            if entry.msgid_plural:
                assert len(entry.msgstr_plural) == n, entry.msgid
                assert all(entry.msgstr_plural.values()), entry.msgid


# What a native speaker writes, number by number: Polish and Russian have a
# "few" form (2-4, 22-24, but not 12-14) and a "many" form; Spanish a form of
# its own for whole millions ("de fichas").
CHIPS = {
    "en": {
        1: "1 chip",
        2: "2 chips",
        5: "5 chips",
        21: "21 chips",
        1_000_000: "1,000,000 chips",
    },
    "pl": {
        1: "1 żeton",
        2: "2 żetony",
        4: "4 żetony",
        5: "5 żetonów",
        12: "12 żetonów",
        21: "21 żetonów",
        22: "22 żetony",
        25: "25 żetonów",
        112: "112 żetonów",
        122: "122 żetony",
    },
    "ru": {
        1: "1 фишка",
        2: "2 фишки",
        5: "5 фишек",
        11: "11 фишек",
        12: "12 фишек",
        21: "21 фишка",
        22: "22 фишки",
        101: "101 фишка",
        111: "111 фишек",
    },
    "es": {
        1: "1 ficha",
        2: "2 fichas",
        5: "5 fichas",
        21: "21 fichas",
        1_000_000: "1.000.000 de fichas",
    },
}


@pytest.mark.parametrize("lang", CHIPS)
def test_chip_amounts_use_the_right_plural_form(lang):
    shown = {n: format_chips(n, lang) for n in CHIPS[lang]}
    assert shown == CHIPS[lang]


def test_numbers_use_the_locale_grouping():
    assert format_chips(1344, "en") == "1,344 chips"
    assert format_chips(12000, "ru") == "12\xa0000 фишек"
    assert format_chips(12000, "es") == "12.000 fichas"


def test_every_category_name_in_every_language():
    """The catalogs' names, best first (B1), as a player of each language says them."""
    order = [
        Category.FIVE_OF_A_KIND,
        Category.STRAIGHT_FLUSH,
        Category.FOUR_OF_A_KIND,
        Category.FLUSH,
        Category.FULL_HOUSE,
        Category.STRAIGHT,
        Category.THREE_OF_A_KIND,
        Category.TWO_PAIR,
        Category.ONE_PAIR,
        Category.HIGH_CARD,
    ]
    expected = {
        "en": [
            "Five of a kind",
            "Straight flush",
            "Four of a kind",
            "Flush",
            "Full house",
            "Straight",
            "Three of a kind",
            "Two pair",
            "One pair",
            "High card",
        ],
        "pl": [
            "Pięć jednakowych",
            "Poker",
            "Kareta",
            "Kolor",
            "Full",
            "Strit",
            "Trójka",
            "Dwie pary",
            "Para",
            "Wysoka karta",
        ],
        "ru": [
            "Покер",
            "Стрит-флеш",
            "Каре",
            "Флеш",
            "Фулл-хаус",
            "Стрит",
            "Тройка",
            "Две пары",
            "Пара",
            "Старшая карта",
        ],
        "es": [
            "Repóquer",
            "Escalera de color",
            "Póquer",
            "Color",
            "Full",
            "Escalera",
            "Trío",
            "Doble pareja",
            "Pareja",
            "Carta alta",
        ],
    }
    for lang, names in expected.items():
        assert [category_name(c, lang) for c in order] == names, lang


def test_card_names_in_every_language():
    cards = [parse_card(c) for c in ("AS", "10D", "7C", "KH", "JS", "QH")]
    expected = {
        "en": [
            "ace of spades",
            "ten of diamonds",
            "seven of clubs",
            "king of hearts",
            "jack of spades",
            "queen of hearts",
        ],
        "pl": [
            "as pik",
            "dziesiątka karo",
            "siódemka trefl",
            "król kier",
            "walet pik",
            "dama kier",
        ],
        "ru": [
            "туз пик",
            "десятка бубён",
            "семёрка треф",
            "король червей",
            "валет пик",
            "дама червей",
        ],
        "es": [
            "as de picas",
            "diez de diamantes",
            "siete de tréboles",
            "rey de corazones",
            "jota de picas",
            "reina de corazones",
        ],
    }
    for lang, names in expected.items():
        assert [card_name(card, lang) for card in cards] == names, lang


def test_language_choice_order(monkeypatch):
    monkeypatch.setenv("AMERICANA_LANG", "ru")
    set_language(None)
    assert get_language() == "ru"
    with use_language("pl"):
        assert get_language() == "pl"
        assert category_name(Category.FULL_HOUSE) == "Full"
    assert get_language() == "ru"
    with pytest.raises(ValueError):
        set_language("de")


CHART_WORDS = {
    "en": (
        "Cards in the deck",
        "How many hands of each kind a deck holds",
        ["Straight flush", "Four of a kind", "Full house", "Flush", "Straight"],
    ),
    "pl": (
        "Liczba kart w talii",
        "Ile układów każdego rodzaju mieści talia",
        ["Poker", "Kareta", "Full", "Kolor", "Strit"],
    ),
    "ru": (
        "Карт в колоде",
        "Сколько комбинаций каждого вида даёт колода",
        ["Стрит-флеш", "Каре", "Фулл-хаус", "Флеш", "Стрит"],
    ),
    "es": (
        "Cartas en la baraja",
        "Cuántas manos de cada tipo contiene la baraja",
        ["Escalera de color", "Póquer", "Full", "Color", "Escalera"],
    ),
}


@pytest.mark.parametrize("lang", CHART_WORDS)
def test_chart_labels_are_in_the_language(lang):
    """Axis, title and legend (the five best categories, 52-card order, D2)."""
    xlabel, title, legend = CHART_WORDS[lang]
    ax = plot_category_counts(lang=lang).axes[0]
    assert ax.get_xlabel() == xlabel
    assert ax.get_title() == title
    assert [text.get_text() for text in ax.get_legend().get_texts()] == legend


def test_switching_language_twice_in_one_session():
    """An instructor switches language live: everything follows, every time."""
    from americana.play.events import Event, EventKind
    from americana.text.describe import describe

    sentences = {
        "pl": ("Miejsce 0 wnosi ante: 1 żeton.", "Kolor"),
        "ru": ("Место 0 ставит анте: 1 фишка.", "Флеш"),
        "es": ("Asiento 0 pone un ante de 1 ficha.", "Color"),
        "en": ("Seat 0 pays an ante of 1 chip.", "Flush"),
    }
    ante = Event(EventKind.ANTE, seat=0, amount=1)
    try:
        for lang in ("pl", "ru", "es", "en", "pl"):
            set_language(lang)
            sentence, flush = sentences[lang]
            assert describe(ante) == sentence
            assert category_name(Category.FLUSH) == flush
    finally:
        set_language(None)
