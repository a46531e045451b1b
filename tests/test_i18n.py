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
    translations,
    use_language,
)
from americana.text.names import card_name, category_name
from americana.views.charts import plot_category_counts

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


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["1 chip", "2 chips", "5 chips", "21 chips"]),
        ("pl", ["1 żeton", "2 żetony", "5 żetonów", "22 żetony"]),
        ("ru", ["1 фишка", "2 фишки", "5 фишек", "21 фишка"]),
        ("es", ["1 ficha", "2 fichas", "5 fichas", "21 fichas"]),
    ],
)
def test_chip_amounts_use_the_right_plural_form(lang, expected):
    amounts = [1, 2, 5, 22 if lang == "pl" else 21]
    assert [format_chips(n, lang) for n in amounts] == expected


def test_numbers_use_the_locale_grouping():
    assert format_chips(1344, "en") == "1,344 chips"
    assert format_chips(12000, "ru") == "12\xa0000 фишек"
    assert format_chips(12000, "es") == "12.000 fichas"


def test_names_in_every_language():
    queen = parse_card("QH")
    assert [card_name(queen, lang) for lang in LANGUAGES] == [
        "queen of hearts",
        "dama kier",
        "дама червей",
        "reina de corazones",
    ]
    assert [category_name(Category.FLUSH, lang) for lang in LANGUAGES] == [
        "Flush",
        "Kolor",
        "Флеш",
        "Color",
    ]


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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_chart_labels_come_from_the_catalog(lang):
    fig = plot_category_counts(lang=lang)
    ax = fig.axes[0]
    t = translations(lang)
    assert ax.get_xlabel() == t.gettext("Cards in the deck")
    assert ax.get_title() == t.gettext("How many hands of each kind a deck holds")
    legend = [text.get_text() for text in ax.get_legend().get_texts()]
    assert category_name(Category.FLUSH, lang) in legend
    if lang != "en":
        assert ax.get_xlabel() != "Cards in the deck"


def test_switching_language_twice_in_one_session():
    """An instructor switches language live: everything follows, every time."""
    from americana.play.events import Event, EventKind
    from americana.text.describe import describe

    ante = Event(EventKind.ANTE, seat=0, amount=1)
    try:
        for lang in ("pl", "ru", "es", "en", "pl"):
            set_language(lang)
            t = translations(lang)
            expected = t.pgettext("event", "{player} pays an ante of {chips}.")
            assert describe(ante) == expected.format(
                player=t.pgettext("player", "Seat {n}").format(n=0),
                chips=format_chips(1, lang),
            )
            assert category_name(Category.FLUSH) == t.pgettext("category", "Flush")
    finally:
        set_language(None)
