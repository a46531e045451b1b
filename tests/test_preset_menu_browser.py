"""The live blocks' preset menus show the presets by their names in words.

Issue 19, item 6: a reader chooses "Americana, Polish rules", not
``americana-pl``. In each language the hand block's "Deal a new hand" form
(stud on the bring-in chapter, draw poker on the five-card draw chapter) and
the draw drills' menu list the presets in the page's language; the values
stay the code names the bridge takes. Expected words are literals.
"""

from __future__ import annotations

import pytest
from browser_support import watch
from live_support import START_TIMEOUT, start

from americana.text.i18n import LANGUAGES

pytestmark = pytest.mark.browser

STUD = {
    "en": [
        "Americana, Polish rules",
        "Americana, Russian rules",
        "Americana, Spanish rules",
    ],
    "pl": [
        "Americana, reguły polskie",
        "Americana, reguły rosyjskie",
        "Americana, reguły hiszpańskie",
    ],
    "ru": [
        "Американа, польские правила",
        "Американа, русские правила",
        "Американа, испанские правила",
    ],
    "es": [
        "Americana, reglas polacas",
        "Americana, reglas rusas",
        "Americana, reglas españolas",
    ],
}
#: The draw drills' menu, in the order of the page's :presets:.
DRAW_DRILLS = {
    "en": [
        "Jackpots",
        "Five-card draw",
        "Classic draw poker, Polish rules",
        "Jackpots, joker wild",
        "Jackpots, joker as the bug",
    ],
    "pl": [
        "Jackpots",
        "Pięciokartowy poker dobierany",
        "Klasyczny poker dobierany, reguły polskie",
        "Jackpots z dzikim jokerem",
        "Jackpots z jokerem jako bug",
    ],
    "ru": [
        "Джекпоты",
        "Пятикарточный дро",
        "Классический дро, польские правила",
        "Джекпоты с диким джокером",
        "Джекпоты с джокером-багом",
    ],
    "es": [
        "Jackpots",
        "Póquer de descarte de cinco cartas",
        "Póquer de descarte clásico, reglas polacas",
        "Jackpots con comodín libre",
        "Jackpots con comodín como bug",
    ],
}


def _options(select) -> list[tuple[str, str]]:
    return select.evaluate(
        "(s) => [...s.options].map((o) => [o.value, o.textContent.trim()])"
    )


def _open(browser, server, lang: str, name: str):
    page = browser.new_page()
    outside, errors = watch(page)
    page.goto(f"{server}/{lang}/{name}.html", wait_until="load")
    page.wait_for_load_state("networkidle", timeout=START_TIMEOUT)
    return page, outside, errors


def _deal_form_presets(block) -> list[tuple[str, str]]:
    assert start(block) in ("ready", "finished")
    form = block.locator(".americana-live-deal-form")
    if not form.is_visible():
        block.locator("button.americana-live-new").click()
    return _options(form.locator("select[name=preset]"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_stud_preset_menu_shows_words_not_codes(server, browser, lang):
    page, outside, errors = _open(browser, server, lang, "bring_in")
    block = page.locator(".americana-live[data-kind=hand]").first
    options = _deal_form_presets(block)
    assert [text for _, text in options] == STUD[lang]
    assert [value for value, _ in options] == [
        "americana-pl",
        "americana-ru",
        "americana-es",
    ]
    page.close()
    assert outside == [] and errors == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_draw_preset_menus_show_words_not_codes(server, browser, lang):
    page, outside, errors = _open(browser, server, lang, "five_card_draw")
    hand = page.locator(".americana-live[data-kind=hand]").first
    texts = [text for _, text in _deal_form_presets(hand)]
    assert texts and set(texts) <= set(DRAW_DRILLS[lang]), texts
    drill = page.locator(".americana-live[data-kind=drill]").first
    assert start(drill) in ("ready", "finished")
    menu = drill.locator("select:has(option[value=jackpots])")
    assert [text for _, text in _options(menu)] == DRAW_DRILLS[lang]
    page.close()
    assert outside == [] and errors == []
