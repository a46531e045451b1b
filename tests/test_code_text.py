"""book/_ext/americana_code_text.py: the words inside code, found and replaced.

Issue 20: a reader who opens a code cell on a Polish, Russian or Spanish page
reads its comments and docstrings in the page's language. The messages are
the comments (a run of whole-line comments is one) and each docstring
paragraph; the code itself never changes.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "book" / "_ext"))
from americana_code_text import code_messages, translate_cells, translate_code

SOURCE = '''from americana import player_names

names = player_names(3)  # seat -> name, in the page's language
# Each setting in words, with the engine's
# name for it in code type.
label = "# not a comment"
SEP = "#"  # noqa: E501


def check_down(hand):
    """Bring in, then check or call to the end, and show every hand."""
    while not hand.finished:
        hand.call()  # 1, 2, 3


def table(rows):
    """A small HTML table.

    Rows are (cells, bold).
    """
'''

POLISH = {
    "seat -> name, in the page's language": "miejsce -> imię, w języku strony",
    "Each setting in words, with the engine's name for it in code type.": (
        "Każde ustawienie opisane słowami, z nazwą, jaką nadaje mu silnik, "
        "zapisaną czcionką kodu."
    ),
    "Bring in, then check or call to the end, and show every hand.": (
        "Wnosi bring-in, potem czeka lub wyrównuje do końca i pokazuje każdą rękę."
    ),
    "A small HTML table.": "Mała tabela HTML.",
}


def test_messages_are_comments_and_docstring_paragraphs_in_order():
    assert code_messages(SOURCE) == [
        "seat -> name, in the page's language",
        "Each setting in words, with the engine's name for it in code type.",
        "Bring in, then check or call to the end, and show every hand.",
        "A small HTML table.",
        "Rows are (cells, bold).",
    ]


def test_translation_replaces_the_words_and_keeps_the_code():
    assert translate_code(SOURCE, POLISH.get) == (
        '''from americana import player_names

names = player_names(3)  # miejsce -> imię, w języku strony
# Każde ustawienie opisane słowami, z nazwą, jaką nadaje mu silnik, zapisaną czcionką
# kodu.
label = "# not a comment"
SEP = "#"  # noqa: E501


def check_down(hand):
    """Wnosi bring-in, potem czeka lub wyrównuje do końca i pokazuje każdą rękę."""
    while not hand.finished:
        hand.call()  # 1, 2, 3


def table(rows):
    """Mała tabela HTML.

    Rows are (cells, bold).
    """
'''
    )


def test_without_translations_the_code_is_unchanged():
    assert translate_code(SOURCE, lambda message: None) == SOURCE


def test_yaml_and_shell_comments_and_no_others():
    yaml = (
        "launch_buttons:\n  binderhub_url: https://mybinder.org\n  # or, or as well\n"
    )
    assert code_messages(yaml, "yaml") == ["or, or as well"]
    assert translate_code(yaml, {"or, or as well": "albo także"}.get, "yaml") == (
        "launch_buttons:\n  binderhub_url: https://mybinder.org\n  # albo także\n"
    )
    assert code_messages("a = 1  # one", "text") == []


def test_notebook_cells_and_their_code_blocks():
    cells = [
        nbformat.v4.new_code_cell("x = None  # None: a split"),
        nbformat.v4.new_markdown_cell(
            'Choose it:\n\n```python\nset_language("pl")  # or "en", "ru", "es"\n```\n'
        ),
    ]
    words = {"None: a split": "None: podział puli", 'or "en", "ru", "es"': "albo"}
    translate_cells(cells, words.get)
    assert cells[0].source == "x = None  # None: podział puli"
    assert cells[1].source == (
        'Choose it:\n\n```python\nset_language("pl")  # albo\n```\n'
    )
