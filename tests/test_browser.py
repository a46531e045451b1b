"""The built book in Debian's Chromium, offline (Playwright).

Serves the built book on localhost (fixtures in browser_support.py), opens
each language's ranking page, checks that the chart and the widget render
and that the widget steps with no kernel, and records every request to
another host and every console error.
"""

from __future__ import annotations

import re

import pytest
from browser_support import START_TIMEOUT, STEP_TIMEOUT, watch

from americana.cards import make_deck, parse_cards
from americana.text.i18n import LANGUAGES
from americana.text.names import card_name
from americana.views.notebook.explorer import EXAMPLES, example_title

pytestmark = pytest.mark.browser


#: What the pages show, in each edition (English on the left).
WORDS = {
    "en": {
        "Step {k} of {n}": "Step {k} of {n}",
        "Step": "Step",
        "Play": "Play",
        "Pause": "Pause",
        "Example {k} of {n}: {title}": "Example {k} of {n}: {title}",
        "Example": "Example",
        "The suit of the kicker decides": "The suit of the kicker decides",
        "Stack": "Stack",
        "{n} cards": "{n} cards",
    },
    "pl": {
        "Step {k} of {n}": "Krok {k} z {n}",
        "Step": "Krok",
        "Play": "Odtwórz",
        "Pause": "Pauza",
        "Example {k} of {n}: {title}": "Przykład {k} z {n}: {title}",
        "Example": "Przykład",
        "The suit of the kicker decides": "Decyduje kolor kickera",
        "Stack": "Żetony",
        "{n} cards": "talia {n} kart",
    },
    "ru": {
        "Step {k} of {n}": "Шаг {k} из {n}",
        "Step": "Шаг",
        "Play": "Воспроизвести",
        "Pause": "Пауза",
        "Example {k} of {n}: {title}": "Пример {k} из {n}: {title}",
        "Example": "Пример",
        "The suit of the kicker decides": "Решает масть кикера",
        "Stack": "Фишки",
        "{n} cards": "колода из {n} карт",
    },
    "es": {
        "Step {k} of {n}": "Paso {k} de {n}",
        "Step": "Paso",
        "Play": "Reproducir",
        "Pause": "Pausa",
        "Example {k} of {n}: {title}": "Ejemplo {k} de {n}: {title}",
        "Example": "Ejemplo",
        "The suit of the kicker decides": "Decide el palo del kicker",
        "Stack": "Fichas",
        "{n} cards": "{n} cartas",
    },
}


def _step_text(lang: str, k: int, n: int) -> str:
    return WORDS[lang]["Step {k} of {n}"].format(k=k, n=n)


def _step_count(lang: str, text: str) -> int:
    """n in the "Step 1 of n" shown on the first page of a stepper."""
    pattern = re.escape(_step_text(lang, 1, 999)).replace("999", r"(\d+)")
    match = re.search(pattern, text)
    assert match, text[:300]
    return int(match.group(1))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ranking_page_renders_and_steps_offline(server, browser, lang):
    words = WORDS[lang]
    page = browser.new_page()
    outside, errors = watch(page)
    page.goto(f"{server}/{lang}/rankings.html", wait_until="load")

    # The chart: an SVG image that loaded.
    chart = page.locator("img[src$='.svg']").first
    chart.wait_for(state="visible", timeout=START_TIMEOUT)
    assert chart.evaluate("img => img.complete && img.naturalWidth > 0")

    # The widget, rendered by the offline widget manager.
    first, second = _step_text(lang, 1, 9), _step_text(lang, 2, 9)
    stepper = page.locator(".americana-stepper").first
    stepper.wait_for(state="visible", timeout=START_TIMEOUT)
    assert stepper.get_by_text(first, exact=True).is_visible()
    assert stepper.get_by_text(words["Step"], exact=True).is_visible()

    # Stepping with the play button: the links run in the browser. While it
    # plays, the button is named "Pause" (a11y.js), then "Play" again.
    play = stepper.locator("button").first
    assert play.get_attribute("aria-label") == words["Play"]
    play.click()
    stepper.get_by_text(second, exact=True).wait_for(
        state="visible", timeout=STEP_TIMEOUT
    )
    assert not stepper.get_by_text(first, exact=True).is_visible()
    assert play.get_attribute("aria-label") == words["Pause"]
    stepper.locator("button").nth(1).click()  # stop
    page.wait_for_function(
        "([b, name]) => b.getAttribute('aria-label') === name",
        arg=[play.element_handle(timeout=STEP_TIMEOUT), words["Play"]],
        timeout=STEP_TIMEOUT,
    )

    # Stepping with the slider: a click at the end of its track shows step 9.
    track = stepper.locator(".noUi-target").first
    box = track.bounding_box()
    page.mouse.click(box["x"] + box["width"] - 1, box["y"] + box["height"] / 2)
    last = _step_text(lang, 9, 9)
    stepper.get_by_text(last, exact=True).wait_for(
        state="visible", timeout=STEP_TIMEOUT
    )

    # Stepping with the labelled menu of steps (the accessible control).
    menu = stepper.get_by_role("combobox", name=words["Step"])
    menu.select_option(index=4)
    fifth = _step_text(lang, 5, 9)
    stepper.get_by_text(fifth, exact=True).wait_for(
        state="visible", timeout=STEP_TIMEOUT
    )
    # Cards are images named in the page's language.
    assert stepper.get_by_role("img").count() == 5
    name = stepper.get_by_role("img").first.get_attribute("aria-label")
    assert name in {card_name(c, lang) for c in make_deck(32)}

    page.close()
    assert outside == []
    assert errors == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ranking_explorer_switches_examples_offline(server, browser, lang):
    words = WORDS[lang]
    page = browser.new_page()
    outside, errors = watch(page)
    page.goto(f"{server}/{lang}/rankings.html", wait_until="load")
    explorer = page.locator(".americana-explorer").first
    explorer.wait_for(state="visible", timeout=START_TIMEOUT)

    def header(k: int) -> str:
        return words["Example {k} of {n}: {title}"].format(
            k=k, n=len(EXAMPLES), title=example_title(EXAMPLES[k - 1].key, lang)
        )

    explorer.get_by_text(header(1), exact=True).wait_for(
        state="visible", timeout=STEP_TIMEOUT
    )
    menu = explorer.get_by_role("combobox", name=words["Example"])
    menu.select_option(index=7)
    explorer.get_by_text(header(8), exact=True).wait_for(
        state="visible", timeout=STEP_TIMEOUT
    )
    assert not explorer.get_by_text(header(1), exact=True).is_visible()
    # The new page: its cards named in the language, its verdicts translated.
    ace = parse_cards(EXAMPLES[7].first)[0]
    assert explorer.get_by_role("img", name=card_name(ace, lang)).first.is_visible()
    decider = words["The suit of the kicker decides"]
    assert explorer.get_by_text(decider).first.is_visible()

    page.close()
    assert outside == []
    assert errors == []


HAND_PAGES = ("bring_in", "betting", "showdown", "side_pots", "five_card_draw")


@pytest.mark.parametrize("page_name", HAND_PAGES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_hand_steppers_step_offline(server, browser, lang, page_name):
    page = browser.new_page()
    outside, errors = watch(page)
    page.goto(f"{server}/{lang}/{page_name}.html", wait_until="load")
    stepper = page.locator(".americana-stepper").first
    stepper.wait_for(state="visible", timeout=START_TIMEOUT)
    n = _step_count(lang, stepper.inner_text())
    assert n > 3
    # A table with a row per player, in the page's language.
    assert stepper.locator("table tr").count() >= 3
    stack = WORDS[lang]["Stack"]
    assert stepper.get_by_text(stack, exact=True).first.is_visible()

    stepper.locator("button").first.click()  # play
    second = _step_text(lang, 2, n)
    stepper.get_by_text(second, exact=True).wait_for(
        state="visible", timeout=STEP_TIMEOUT
    )
    stepper.locator("button").nth(1).click()  # stop

    track = stepper.locator(".noUi-target").first
    box = track.bounding_box()
    page.mouse.click(box["x"] + box["width"] - 1, box["y"] + box["height"] / 2)
    last = _step_text(lang, n, n)
    stepper.get_by_text(last, exact=True).wait_for(
        state="visible", timeout=STEP_TIMEOUT
    )

    page.close()
    assert outside == []
    assert errors == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deck_stepper_steps_offline(server, browser, lang):
    page = browser.new_page()
    outside, errors = watch(page)
    page.goto(f"{server}/{lang}/stripped_decks.html", wait_until="load")
    stepper = page.locator(".americana-stepper").first
    stepper.wait_for(state="visible", timeout=START_TIMEOUT)
    heading = WORDS[lang]["{n} cards"]
    assert stepper.get_by_text(heading.format(n="52"), exact=True).is_visible()
    stepper.locator("button").first.click()  # play
    second = heading.format(n="48")
    stepper.get_by_text(second, exact=True).wait_for(
        state="visible", timeout=STEP_TIMEOUT
    )
    page.close()
    assert outside == []
    assert errors == []


def test_root_page_links_to_every_language(server, browser):
    page = browser.new_page()
    page.goto(f"{server}/index.html")
    for lang in LANGUAGES:
        page.locator(f"a[hreflang='{lang}']").click()
        assert page.locator("html").get_attribute("lang") == lang
        page.go_back()
    page.close()


#: The footer's link back to the language chooser, in each edition.
CHOOSER_LINK = {
    "en": "Other languages",
    "pl": "Inne języki",
    "ru": "Другие языки",
    "es": "Otros idiomas",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_edition_links_back_to_the_chooser(server, browser, lang):
    """Issue 21: from an edition's page, the footer's link in its language
    leads to the root page, which offers every edition."""
    page = browser.new_page()
    outside, errors = watch(page)
    page.goto(f"{server}/{lang}/glossary.html")
    link = page.locator("footer a", has_text=CHOOSER_LINK[lang])
    link.click()
    page.wait_for_url(f"{server}/index.html", timeout=STEP_TIMEOUT)
    assert page.locator("li[data-lang] a").count() == 4
    page.close()
    assert outside == []
    assert errors == []
