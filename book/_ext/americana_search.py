"""Search in every edition's language (issue 21).

Sphinx's own search, indexed and queried with Snowball stemmers, so that the
inflected forms of a word find the same pages:

* Polish, which Sphinx has no search language for (the edition was indexed
  with the English stemmer): ``SearchPolish`` stems the index with the Python
  package snowballstemmer's Polish stemmer, and the query on the search page
  with americana_search_pl.js, a port of the same stemmer whose suffix tables
  are written from the Python package at every build (``polish_tables``).
* Russian and Spanish: Sphinx's Snowball stemmers, without their stop-word
  lists (``SearchRussianAll``, ``SearchSpanishAll``): Spanish "ante", a word
  of the game, was dropped as a stop word. Russian stems lose the vowel
  before a final к (``FLEETING``: "фишек" as "фишка"), Spanish "antes" is
  stemmed as "ante" (``SPANISH_SAME``), on both sides.
* Table cells and other blocks of a notebook's HTML output are indexed as
  separate words: Sphinx strips the tags of raw HTML without a space, so
  "żetonów</td><td>Bartek" was indexed as "żetonówbartek"
  (``_space_raw_html`` puts a newline after each cell, row, item, paragraph
  or block; whitespace there changes nothing on the page).
* The result line, "found N pages", in the page's language: Sphinx's Polish
  and Russian catalogs leave it empty. The search page loads
  ``_static/americana-search-words.js``, which sets the search scripts'
  messages that the book's ``sphinx`` catalog (locales/<lang>/sphinx.po)
  translates (``SEARCH_MESSAGES``).

The index and the stemmer's code are files of the edition
(``searchindex.js``, ``_static/language_data.js``), so the offline worker
caches them with the rest (tools/offline.py).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, ClassVar

import snowballstemmer
from docutils import nodes
from snowballstemmer.polish_stemmer import PolishStemmer
from sphinx import locale
from sphinx.application import Sphinx
from sphinx.search import SearchLanguage
from sphinx.search.es import SearchSpanish
from sphinx.search.ru import SearchRussian

HERE = Path(__file__).resolve().parent

#: The messages of Sphinx's search script (searchtools.js) that the book's
#: ``sphinx`` catalog translates where Sphinx's own catalog does not.
SEARCH_MESSAGES = (
    "Search finished, found ${resultCount} page(s) matching the search query.",
)

#: The file of the search page that sets them.
WORDS_FILE = "americana-search-words.js"

#: A closing tag after which raw HTML gets a newline before it is indexed.
BLOCK_END = re.compile(
    r"(</(?:td|th|tr|li|p|div|caption|h[1-6])\s*>|<br\s*/?>)", re.IGNORECASE
)


def polish_tables() -> dict[str, Any]:
    """The Polish stemmer's tables, from snowballstemmer, for the JS port.

    Returns ``{"vowels": str, "a0".."a3": [[suffix, result, needs_r1], ...]
    longest suffix first, "as1", "as3": [replacement, ...]}``. Raises
    ``RuntimeError`` if the package's stemmer has a condition other than R1
    (a newer Snowball than the port knows).
    """

    def among(entries: list[Any]) -> list[list[Any]]:
        rows = []
        for entry in entries:
            if entry.method is not None and not entry.method.__name__.endswith("r_R1"):
                raise RuntimeError(f"Polish stemmer condition {entry.method.__name__}")
            rows.append([entry.s, entry.result, entry.method is not None])
        return sorted(rows, key=lambda row: -len(row[0]))

    return {
        "vowels": "".join(sorted(PolishStemmer.g_v)),
        "a0": among(PolishStemmer.a_0),
        "a1": among(PolishStemmer.a_1),
        "a2": among(PolishStemmer.a_2),
        "a3": among(PolishStemmer.a_3),
        "as1": list(PolishStemmer.as_1),
        "as3": list(PolishStemmer.as_3),
    }


def polish_stemmer_js() -> str:
    """The query side's stemmer: americana_search_pl.js with its tables."""
    tables = json.dumps(polish_tables(), ensure_ascii=False)
    code = (HERE / "americana_search_pl.js").read_text(encoding="utf-8")
    return f"var AMERICANA_POLISH = {tables};\n{code}"


class SearchPolish(SearchLanguage):
    """Polish: Snowball's Polish stemmer on both sides, no stop words."""

    lang = "pl"
    language_name = "Polish"
    stopwords: ClassVar[set[str]] = set()

    def init(self, options: dict[str, str]) -> None:
        self.stemmer = snowballstemmer.stemmer("polish")
        self.js_stemmer_code = polish_stemmer_js()

    def stem(self, word: str) -> str:
        return str(self.stemmer.stemWord(word.lower()))


#: Russian stems whose vowel drops in other forms (фишек, фишка; ставок,
#: ставка), which Snowball stems apart ("фишек", "фишк"): the vowel before the
#: final к is dropped from every stem, on both sides (``FLEETING_JS``).
FLEETING = re.compile("^(.{2,}[бвгджзклмнпрстфхцчшщ])[ео]к$")
FLEETING_JS = "/^(.{2,}[бвгджзклмнпрстфхцчшщ])[ео]к$/"

#: Spanish words that Snowball stems apart from their singular because the
#: plural ending is outside the region it strips: "antes" (plural of the stake
#: "ante"; also the adverb "before", which a search for "ante" now finds too).
SPANISH_SAME = {"antes": "ante"}


def _sphinx_stemmer_js(name: str, wrapper: str) -> str:
    """Sphinx's minified Snowball stemmer ``name`` (e.g. "russian") with
    ``wrapper``, code that defines ``Stemmer`` from ``<Name>Stemmer``."""
    import sphinx

    folder = Path(sphinx.__file__).parent / "search" / "minified-js"
    base = (folder / "base-stemmer.js").read_text(encoding="utf-8")
    code = (folder / f"{name}-stemmer.js").read_text(encoding="utf-8")
    return f"{base}\n{code}\n{wrapper}"


class SearchRussianAll(SearchRussian):
    """Russian: Sphinx's Snowball stemmer, every word indexed, and the
    fleeting vowel before к dropped (``FLEETING``)."""

    stopwords: ClassVar[set[str]] = set()
    js_stemmer_rawcode = ""

    def init(self, options: dict[str, str]) -> None:
        super().init(options)
        self.js_stemmer_code = _sphinx_stemmer_js(
            "russian",
            "var Stemmer = function () {\n"
            "  const snowball = new RussianStemmer();\n"
            "  this.stemWord = (word) =>\n"
            f"    snowball.stemWord(word).replace({FLEETING_JS}, '$1к');\n"
            "};",
        )

    def stem(self, word: str) -> str:
        return FLEETING.sub("\\1к", super().stem(word))


class SearchSpanishAll(SearchSpanish):
    """Spanish: Sphinx's Snowball stemmer, every word indexed ("ante"), and
    the plurals of ``SPANISH_SAME`` stemmed as their singular."""

    stopwords: ClassVar[set[str]] = set()
    js_stemmer_rawcode = ""

    def init(self, options: dict[str, str]) -> None:
        super().init(options)
        same = json.dumps(SPANISH_SAME, ensure_ascii=False)
        self.js_stemmer_code = _sphinx_stemmer_js(
            "spanish",
            "var Stemmer = function () {\n"
            "  const snowball = new SpanishStemmer();\n"
            f"  const same = {same};\n"
            "  this.stemWord = (word) => snowball.stemWord(same[word] || word);\n"
            "};",
        )

    def stem(self, word: str) -> str:
        word = word.lower()
        return str(super().stem(SPANISH_SAME.get(word, word)))


def _space_raw_html(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """A newline after each cell, row, item or block of raw HTML (indexing)."""
    for node in doctree.findall(nodes.raw):
        if "html" not in node.get("format", "").split():
            continue
        text = node.astext()
        spaced = BLOCK_END.sub("\\1\n", text)
        if spaced != text:
            node.children = []
            node.append(nodes.Text(spaced))


def _search_words(app: Sphinx, pagename: str, *args: Any) -> None:
    if pagename == "search":
        app.add_js_file(WORDS_FILE, priority=600)


def _write_search_words(app: Sphinx, exception: Exception | None) -> None:
    """Write ``_static/americana-search-words.js`` in the edition's language."""
    if exception is not None or app.builder.format != "html":
        return
    translate = locale.get_translation("sphinx")
    words = {m: str(translate(m)) for m in SEARCH_MESSAGES}
    words = {m: t for m, t in words.items() if t and t != m}
    body = json.dumps(words, ensure_ascii=False, indent=1, sort_keys=True)
    path = Path(app.outdir) / "_static" / WORDS_FILE
    path.write_text(
        f"Object.assign(Documentation.TRANSLATIONS, {body});\n", encoding="utf-8"
    )


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_search_language(SearchPolish)
    app.add_search_language(SearchRussianAll)
    app.add_search_language(SearchSpanishAll)
    app.connect("doctree-resolved", _space_raw_html)
    app.connect("html-page-context", _search_words)
    # Before the offline worker lists the edition's files (priority 950).
    app.connect("build-finished", _write_search_words, priority=600)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
