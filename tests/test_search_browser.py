"""Search in each edition's language (issue 21), in Chromium.

For each of pl, ru and es, a table of word forms and the pages each must
find: every form of a word finds the same pages, those whose text holds the
word in any form (the lists were checked against the pages' text). The
edition's search page is opened as the search box sends the reader there
(``<lang>/search.html?q=<word>``); the results are its list of links, and
the line under them says how many results there are, in the page's language.
Spanish "ante" (the stake before the deal) was once a stop word and found
nothing; "antes" is also the adverb "before", so both find the pages with
either. Russian "фишек" keeps a vowel that "фишка" drops. The index, the
stemmer and the result line's file are cached by the offline worker like
every file of the edition (tests/test_offline.py).
"""

from __future__ import annotations

import re
from urllib.parse import quote, urlsplit

import pytest
from browser_support import STEP_TIMEOUT, watch

pytestmark = pytest.mark.browser

#: (forms of one word, the pages each form finds), per edition.
SEARCHES = {
    "pl": [
        (
            ("żeton", "żetony", "żetonów"),
            {
                "betting",
                "bring_in",
                "exercises",
                "five_card_draw",
                "glossary",
                "how_to_use",
                "instructors",
                "intro",
                "rules_reference",
                "showdown",
                "side_pots",
                "sources_and_variants",
            },
        ),
        (
            ("pula", "puli", "pulę"),
            {
                "betting",
                "bring_in",
                "exercises",
                "five_card_draw",
                "glossary",
                "how_to_use",
                "instructors",
                "intro",
                "probability",
                "rankings",
                "rules_reference",
                "showdown",
                "side_pots",
                "sources_and_variants",
            },
        ),
    ],
    "ru": [
        (
            ("фишка", "фишек", "фишки"),
            {
                "betting",
                "bring_in",
                "exercises",
                "five_card_draw",
                "glossary",
                "how_to_use",
                "instructors",
                "intro",
                "rules_reference",
                "showdown",
                "side_pots",
                "sources_and_variants",
            },
        ),
    ],
    "es": [
        (
            ("ante", "antes"),
            {
                "betting",
                "bring_in",
                "exercises",
                "five_card_draw",
                "glossary",
                "how_to_use",
                "instructors",
                "intro",
                "rankings",
                "rules_reference",
                "showdown",
                "side_pots",
                "sources_and_variants",
            },
        ),
        (
            ("apuesta", "apuestas"),
            {
                "betting",
                "bring_in",
                "exercises",
                "five_card_draw",
                "glossary",
                "how_to_use",
                "instructors",
                "intro",
                "rules_reference",
                "showdown",
                "side_pots",
                "sources_and_variants",
            },
        ),
    ],
}

#: The line under the results, with the number of results (links: a page, or
#: a section of it whose heading matches).
RESULT_LINES = {
    "pl": "Wyszukiwanie zakończone. Liczba wyników: {n}.",
    "ru": "Поиск завершён. Найдено результатов: {n}.",
    "es": "Búsqueda terminada. Resultados: {n}.",
}

CASES = [
    pytest.param(lang, word, pages, id=f"{lang}-{word}")
    for lang, table in SEARCHES.items()
    for forms, pages in table
    for word in forms
]


def search(page, base: str, lang: str, word: str) -> tuple[set[str], int, str]:
    """Open the edition's search page for ``word``; return the pages its
    result links lead to (``"betting"`` for ``betting.html`` and for a
    section's link, ``betting.html#...``, listed beside it when a heading
    matches), the number of links and the result line."""
    page.goto(f"{base}/{lang}/search.html?q={quote(word)}")
    summary = page.locator("#search-results p.search-summary")
    summary.wait_for(state="attached")
    page.wait_for_function(
        """() => {
             const s = document.querySelector('#search-results p.search-summary');
             return s && /\\d/.test(s.textContent);
           }""",
        timeout=STEP_TIMEOUT,
    )
    assert page.url.endswith(f"/{lang}/search.html?q={quote(word)}")
    hrefs = page.locator("#search-results ul.search li > a").evaluate_all(
        "(links) => links.map((a) => a.href)"
    )
    pages = set()
    for href in hrefs:
        path = urlsplit(href).path
        assert path.startswith(f"/{lang}/"), href
        pages.add(re.sub(r"\.html$", "", path.rsplit("/", 1)[1]))
    return pages, len(hrefs), summary.inner_text().strip()


@pytest.mark.parametrize(("lang", "word", "pages"), CASES)
def test_forms_find_the_same_pages(browser, server, lang, word, pages) -> None:
    page = browser.new_page()
    outside, errors = watch(page)
    found, count, line = search(page, server, lang, word)
    page.close()
    assert sorted(found) == sorted(pages)
    assert line == RESULT_LINES[lang].format(n=count)
    assert outside == []
    assert errors == []
