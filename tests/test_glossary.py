"""book/glossary.md: enough terms, four names each, the engine's own words.

The glossary's term tables have the columns English, Polski, Русский, Español
and Definition. Translators copy the four term cells unchanged and translate
only the definitions, so each term cell must be the bare term (its text is its
own gettext message) and must not repeat any text the page translates, such as
a heading or a definition.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from americana.cards import Suit
from americana.hands.ranking import Category
from americana.text.i18n import LANGUAGES, NATIVE_NAMES
from americana.text.names import category_name, pot_name, suit_name

GLOSSARY = Path(__file__).resolve().parent.parent / "book" / "glossary.md"
HEADER = [*(NATIVE_NAMES[lang] for lang in LANGUAGES), "Definition"]
#: The table of the sources' own words: its "word" cells are copied unchanged too.
SOURCES_HEADER = ["source", "word", "meaning"]


def split_row(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def parse(text: str) -> tuple[list[list[str]], list[list[str]], list[str]]:
    """(term rows, sources rows, every other text block: headings and paragraphs)."""
    terms: list[list[str]] = []
    sources: list[list[str]] = []
    prose: list[str] = []
    header: list[str] | None = None
    body = text.split("\n---\n", 1)[1]  # skip the jupytext front matter
    for line in body.splitlines():
        if not line.startswith("|"):
            header = None
            if line.startswith("#"):
                prose.append(line.lstrip("#").strip())
            continue
        cells = split_row(line)
        if header is None:
            header = cells
        elif set("".join(cells)) <= set("-: "):
            continue  # the separator row
        elif header == HEADER:
            terms.append(cells)
        elif header == SOURCES_HEADER:
            sources.append(cells)
    return terms, sources, prose


@pytest.fixture(scope="module")
def glossary():
    return parse(GLOSSARY.read_text(encoding="utf-8"))


def by_english(rows: list[list[str]]) -> dict[str, dict[str, str]]:
    return {row[0]: dict(zip(LANGUAGES, row[:4], strict=True)) for row in rows}


def test_at_least_forty_terms_each_in_four_languages(glossary):
    terms, _, _ = glossary
    assert len(terms) >= 40
    for row in terms:
        assert len(row) == len(HEADER), row
        assert all(row), row  # four names and a definition
    english = [row[0] for row in terms]
    assert len(english) == len(set(english)), "an English term appears twice"


@pytest.mark.parametrize("category", list(Category))
def test_category_names_are_the_engines(glossary, category):
    rows = by_english(glossary[0])
    english = category_name(category, "en")
    assert english in rows, english
    for lang in LANGUAGES:
        assert rows[english][lang] == category_name(category, lang), lang


@pytest.mark.parametrize("suit", list(Suit))
def test_suit_names_are_the_engines(glossary, suit):
    rows = by_english(glossary[0])
    english = suit_name(suit, "en")
    for lang in LANGUAGES:
        assert rows[english][lang] == suit_name(suit, lang), lang


#: The pots' names in each language: the glossary's terms, and the engine's
#: names of the main pot and (numbered) of a side pot.
POT_NAMES = {
    "Main pot": {
        "en": "Main pot",
        "pl": "Pula główna",
        "ru": "Основной банк",
        "es": "Bote principal",
    },
    "Side pot": {
        "en": "Side pot",
        "pl": "Pula boczna",
        "ru": "Побочный банк",
        "es": "Bote lateral",
    },
}


@pytest.mark.parametrize(("english", "index"), [("Main pot", 0), ("Side pot", 1)])
def test_pot_names_are_the_engines(glossary, english, index):
    rows = by_english(glossary[0])
    for lang in LANGUAGES:
        name = POT_NAMES[english][lang]
        assert rows[english][lang] == name, lang
        assert pot_name(index, lang) == (f"{name} 1" if index else name), lang


def test_term_cells_are_bare_terms_that_nothing_else_repeats(glossary):
    terms, sources, prose = glossary
    copied = {cell for row in terms for cell in row[:4]} | {row[1] for row in sources}
    translated = set(prose) | {row[4] for row in terms} | {row[2] for row in sources}
    translated |= set(HEADER) | set(SOURCES_HEADER)
    for cell in copied:
        assert not re.search(r"[*_`\[\]{}()<>]", cell), cell  # no markup, no notes
    assert not copied & translated


def test_the_sources_words_are_listed(glossary):
    _, sources, _ = glossary
    documents = {row[0] for row in sources}
    assert documents == {"000", "001", "002", "003", "004"}
    words = {row[1] for row in sources}
    assert {"Stawka", "Street", "Триплет", "Флеш-Рояль", "Antes", "Poker"} <= words
