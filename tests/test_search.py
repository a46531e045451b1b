"""Search in each edition's language (issue 21), without a page.

* Browser tier (Node comes with the browser tests' set-up): the search
  page's stemmers (book/_ext/americana_search.py, run in Node) stem every
  word of the pl, ru and es catalogs as the index's stemmers do, and the
  word forms of the browser test to one stem each.
* Build tier: each edition's index has no stop words, holds the table cells of
  a notebook's output as separate words, and the search page's words file
  holds the result line in the edition's language.

The searches themselves, page by page, are tests/test_search_browser.py.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import polib
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
from americana_search import SearchPolish, SearchRussianAll, SearchSpanishAll  # noqa: E402


def _stem_in_node(code: str, words: list[str], tmp_path: Path) -> list[str]:
    node = shutil.which("node")
    # Node comes with the browser tier's set-up (tools/setup.sh), hence the mark.
    assert node, "node is not installed (tools/setup.sh installs it with npm)"
    script = tmp_path / "stem.js"
    script.write_text(
        code
        + "\nconst words = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
        + "\nconst stemmer = new Stemmer();"
        + "\nconst stems = words.map((w) => stemmer.stemWord(w));"
        + "\nprocess.stdout.write(JSON.stringify(stems));\n",
        encoding="utf-8",
    )
    result = subprocess.run(
        [node, str(script)],
        input=json.dumps(words),
        capture_output=True,
        text=True,
        check=True,
    )
    return list(json.loads(result.stdout))


#: Forms of a word and the stem both sides give them, per edition.
STEMS = {
    "pl": {
        "żeton": "żeton",
        "żetony": "żeton",
        "żetonów": "żeton",
        "żetonami": "żeton",
        "pula": "pul",
        "puli": "pul",
        "pulę": "pul",
    },
    "ru": {
        "фишка": "фишк",
        "фишек": "фишк",
        "фишки": "фишк",
        "ставка": "ставк",
        "ставок": "ставк",
        "урок": "урок",
    },
    "es": {"ante": "ante", "antes": "ante", "apuesta": "apuest", "apuestas": "apuest"},
}

LANGUAGES = {"pl": SearchPolish, "ru": SearchRussianAll, "es": SearchSpanishAll}


@pytest.mark.browser
@pytest.mark.parametrize("lang", sorted(STEMS))
def test_stems_of_forms(tmp_path: Path, lang: str) -> None:
    search = LANGUAGES[lang]({})
    words = list(STEMS[lang])
    expected = list(STEMS[lang].values())
    assert _stem_in_node(search.js_stemmer_code, words, tmp_path) == expected
    assert [search.stem(w) for w in words] == expected


@pytest.mark.browser
@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_query_stemmer_matches_index(tmp_path: Path, lang: str) -> None:
    """The search page's stemmer stems every word of the edition's catalogs
    as the index's stemmer does."""
    words = set()
    for path in (ROOT / "locales" / lang / "LC_MESSAGES").glob("*.po"):
        for entry in polib.pofile(str(path)):
            words.update(w.lower() for w in re.findall(r"\w+", entry.msgstr))
    ordered = sorted(words)
    assert len(ordered) > 2000
    search = LANGUAGES[lang]({})
    expected = [search.stem(w) for w in ordered]
    got = _stem_in_node(search.js_stemmer_code, ordered, tmp_path)
    differ = [
        (w, e, g) for w, e, g in zip(ordered, expected, got, strict=True) if e != g
    ]
    assert differ == []


def _index(html: Path, lang: str) -> dict:
    text = (html / lang / "searchindex.js").read_text(encoding="utf-8")
    return dict(json.loads(text[text.index("(") + 1 : text.rindex(")")]))


#: The result line of each edition, as the search page's words file sets it.
RESULT_LINES = {
    "pl": "Wyszukiwanie zakończone. Liczba wyników: ${resultCount}.",
    "ru": "Поиск завершён. Найдено результатов: ${resultCount}.",
    "es": "Búsqueda terminada. Resultados: ${resultCount}.",
}


@pytest.mark.build
@pytest.mark.parametrize("lang", ["pl", "ru", "es"])
def test_search_words_file(built_book: Path, lang: str) -> None:
    text = (built_book / lang / "_static" / "americana-search-words.js").read_text(
        encoding="utf-8"
    )
    assert RESULT_LINES[lang] in text
    page = (built_book / lang / "search.html").read_text(encoding="utf-8")
    assert "_static/americana-search-words.js" in page


@pytest.mark.build
@pytest.mark.parametrize("lang", ["pl", "ru", "es"])
def test_no_stop_words(built_book: Path, lang: str) -> None:
    data = (built_book / lang / "_static" / "language_data.js").read_text(
        encoding="utf-8"
    )
    assert "var stopwords = [];" in data


#: Terms of a table of a notebook's output, once glued ("graczżetonyania40"),
#: now indexed one by one (stemmed), and what the glue looked like.
TABLE_TERMS = {
    "pl": (["gracz", "żeton", "an", "40"], "graczżetonyania40"),
    "es": (["jugador", "fich", "ana", "40"], "jugadorfichasana40"),
}


@pytest.mark.build
@pytest.mark.parametrize("lang", sorted(TABLE_TERMS))
def test_table_cells_separate(built_book: Path, lang: str) -> None:
    terms = _index(built_book, lang)["terms"]
    separate, glued = TABLE_TERMS[lang]
    assert glued not in terms
    assert [t for t in separate if t not in terms] == []
