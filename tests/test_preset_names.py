"""Presets by their names in words (issue 19, item 6): menus and tables.

:func:`americana.text.names.preset_name` names every preset of
``VARIANTS`` and ``DRAW_VARIANTS`` in each language; the presets table
(render/setting_text.py) heads its columns with those words and names the
source text in words. The live blocks' menus show them (the build's config,
tests/test_ext_live.py; the browser, tests/test_live_browser.py).
"""

from __future__ import annotations

import pytest

from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.variants import VARIANTS
from americana.text.i18n import LANGUAGES
from americana.text.names import preset_name
from americana.views.render.setting_text import presets_table, setting_value

NAMES = {
    "en": {
        "americana-pl": "Americana, Polish rules",
        "americana-ru": "Americana, Russian rules",
        "americana-es": "Americana, Spanish rules",
        "classic-pl": "Classic draw poker, Polish rules",
        "five-card-draw": "Five-card draw",
        "jackpots": "Jackpots",
        "jackpots-joker-wild": "Jackpots, joker wild",
        "jackpots-joker-bug": "Jackpots, joker as the bug",
    },
    "pl": {
        "americana-pl": "Americana, reguły polskie",
        "americana-ru": "Americana, reguły rosyjskie",
        "americana-es": "Americana, reguły hiszpańskie",
        "classic-pl": "Klasyczny poker dobierany, reguły polskie",
        "five-card-draw": "Pięciokartowy poker dobierany",
        "jackpots": "Jackpots",
        "jackpots-joker-wild": "Jackpots z dzikim jokerem",
        "jackpots-joker-bug": "Jackpots z jokerem jako bug",
    },
    "ru": {
        "americana-pl": "Американа, польские правила",
        "americana-ru": "Американа, русские правила",
        "americana-es": "Американа, испанские правила",
        "classic-pl": "Классический дро, польские правила",
        "five-card-draw": "Пятикарточный дро",
        "jackpots": "Джекпоты",
        "jackpots-joker-wild": "Джекпоты с диким джокером",
        "jackpots-joker-bug": "Джекпоты с джокером-багом",
    },
    "es": {
        "americana-pl": "Americana, reglas polacas",
        "americana-ru": "Americana, reglas rusas",
        "americana-es": "Americana, reglas españolas",
        "classic-pl": "Póquer de descarte clásico, reglas polacas",
        "five-card-draw": "Póquer de descarte de cinco cartas",
        "jackpots": "Jackpots",
        "jackpots-joker-wild": "Jackpots con comodín libre",
        "jackpots-joker-bug": "Jackpots con comodín como bug",
    },
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_preset_has_a_name_in_words(lang):
    presets = {**VARIANTS, **DRAW_VARIANTS}
    assert {p: preset_name(p, lang) for p in presets} == NAMES[lang]
    # A variant works as well as its code name; a reader's own is as given.
    assert preset_name(VARIANTS["americana-ru"], lang) == NAMES[lang]["americana-ru"]
    assert preset_name("jackpots-3", lang) == "jackpots-3"


def test_presets_table_heads_its_columns_with_the_names_in_words():
    html = presets_table(VARIANTS.values(), lang="pl")
    head = html.split("</thead>")[0]
    assert "Americana, reguły polskie<br>" in head
    assert "<code" in head and "americana-pl</code>" in head  # the code, below
    assert "Американа, русские правила" in presets_table(VARIANTS.values(), "ru")


def test_the_source_text_is_named_in_words():
    assert setting_value(VARIANTS["americana-pl"], "source", "en") == (
        "The Polish text (000)"
    )
    assert setting_value(VARIANTS["americana-pl"], "source", "pl") == (
        "Tekst polski (000)"
    )
    assert setting_value(VARIANTS["americana-ru"], "source", "ru") == (
        "Русский текст (001)"
    )
    assert setting_value(VARIANTS["americana-es"], "source", "es") == (
        "El texto español (002)"
    )
