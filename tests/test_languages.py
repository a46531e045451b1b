"""One list of languages: americana.text.i18n.LANGUAGES, imported everywhere.

A table with an entry per language (titles, prompts, player names) must hold
exactly the book's languages, so adding a language fails here, naming each
table still to fill; and no module writes the list out again.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from americana.text.i18n import LANGUAGES, LOCALES_DIR, NATIVE_NAMES
from americana.text.player_names import NAMES

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_book  # noqa: E402
import export_notebooks  # noqa: E402

TABLES = {
    "americana.text.i18n.NATIVE_NAMES": NATIVE_NAMES,
    "americana.text.player_names.NAMES": NAMES,
    "tools/build_book.py SHORT_TITLES": build_book.SHORT_TITLES,
    "tools/build_book.py TITLES": build_book.TITLES,
    "tools/build_book.py AUTHORS": build_book.AUTHORS,
    "tools/build_book.py CODE_PROMPTS": build_book.CODE_PROMPTS,
    "tools/build_book.py SUGGESTED": build_book.SUGGESTED,
    "tools/export_notebooks.py LANGUAGE_COMMENTS": export_notebooks.LANGUAGE_COMMENTS,
}


@pytest.mark.parametrize("name", TABLES)
def test_every_table_by_language_has_exactly_the_books_languages(name):
    assert set(TABLES[name]) == set(LANGUAGES), name


def test_every_language_has_its_catalogs():
    for lang in LANGUAGES:
        assert (LOCALES_DIR / lang / "LC_MESSAGES" / "americana.po").is_file()
    found = {p.parent.parent.name for p in LOCALES_DIR.glob("*/LC_MESSAGES/*.po")}
    assert found == set(LANGUAGES)


def test_no_module_writes_the_list_of_languages_again():
    """The codes in the book's order, as a tuple, list or set, are only in
    i18n.py (a test's expected value in another order is not a copy)."""
    folders = ("americana", "tools", "tests", "benchmarks", "book/_ext")
    again = []
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == ROOT / "americana" / "text" / "i18n.py":
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and node.elts:
                    values = [
                        e.value if isinstance(e, ast.Constant) else None
                        for e in node.elts
                    ]
                    if values == list(LANGUAGES):
                        again.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not again, f"import LANGUAGES from americana.text.i18n: {again}"
