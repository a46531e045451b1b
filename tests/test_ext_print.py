"""The printed editions' pieces without a build (issue 22).

book/_ext/americana_print.py: which steps of a stepper print, and a
stepper's widget state drawn as its pages without controls;
tools/book_formats.py: the characters no font draws, and the EPUB made
valid for epubcheck. The whole book's PDF and EPUB are checked in the build
tier (tests/test_downloads.py).
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
sys.path.insert(0, str(ROOT / "tools"))
from americana_print import _Widgets, hyphenate, key_steps  # noqa: E402
from book_formats import finish_epub, missing_characters  # noqa: E402

ANTES = "Antes, before the deal"
STREETS = [ANTES, ANTES, "Second", "Second", "Second", "Third", "Third", "Showdown"]


def test_a_hand_prints_deal_end_of_each_street_showdown_and_awards():
    # The deal (2), the end of the second street (4), the third (6), the
    # showdown's first and last step (7: one step, the hands and the awards).
    assert key_steps(STREETS) == [2, 4, 6, 7]
    streets = [*STREETS, "Showdown", "Showdown"]
    assert key_steps(streets) == [2, 4, 6, 7, 9]


def test_a_stepper_without_streets_prints_every_step():
    assert key_steps([None, None, None]) == [0, 1, 2]
    assert key_steps(["Second", "Second", "Second"]) == [0, 2]
    assert key_steps([]) == []


def _model(name: str, **state) -> dict:
    return {"model_name": name, "state": state}


def test_a_stepper_is_drawn_as_its_pages_without_controls():
    page = '<div class="americana-street">{}</div><p>step {}</p>'
    state = {
        "box": _model(
            "VBoxModel",
            children=["IPY_MODEL_head", "IPY_MODEL_bar", "IPY_MODEL_stack"],
            _dom_classes=["americana-stepper"],
        ),
        "head": _model(
            "HTMLModel",
            value='<strong>A hand</strong><span class="americana-controls" hidden '
            'data-play="Play"></span>',
        ),
        "bar": _model("HBoxModel", children=["IPY_MODEL_play"]),
        "play": _model("PlayModel", value=0),
        "stack": _model(
            "StackModel",
            children=[f"IPY_MODEL_p{k}" for k in range(len(STREETS))],
        ),
        **{
            f"p{k}": _model("HTMLModel", value=page.format(street, k))
            for k, street in enumerate(STREETS)
        },
    }
    drawn = _Widgets(state).draw("box")
    assert "<strong>A hand</strong>" in drawn
    assert "americana-controls" not in drawn and "Play" not in drawn
    assert [f"step {k}" in drawn for k in range(len(STREETS))] == [
        k in (2, 4, 6, 7) for k in range(len(STREETS))
    ]
    assert drawn.count('class="americana-print-step"') == 4


def test_characters_no_font_draws_are_found():
    drawn = {ord(c) for c in "Ab♠"}
    assert missing_characters("A b\n♠ ♥ A\u00a0b", drawn) == ["♥"]


def test_the_epub_is_made_valid(tmp_path: Path):
    source = tmp_path / "in.epub"
    with zipfile.ZipFile(source, "w") as epub:
        epub.writestr("mimetype", "application/epub+zip")
        epub.writestr(
            "content.opf",
            '<item id="epub-0" href="a.xhtml" media-type="application/xhtml+xml" />'
            '<item id="epub-1" href="b.xhtml" media-type="application/xhtml+xml" />',
        )
        epub.writestr(
            "a.xhtml",
            '<link rel="stylesheet" type="text/css" href="_static/gone.css" />\n'
            '<link rel="stylesheet" type="text/css" href="_static/here.css" />\n'
            '<p><svg version="1.1" viewBox="0 0 1 1"></svg></p>',
        )
        epub.writestr("b.xhtml", "<p>no picture</p>")
        epub.writestr("_static/here.css", "p {}")
        epub.writestr(
            "_images/chart.svg",
            '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"\n'
            '  "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg></svg>',
        )
    target = tmp_path / "out.epub"
    finish_epub(source, target)
    with zipfile.ZipFile(target) as epub:
        first = epub.infolist()[0]
        assert first.filename == "mimetype"
        assert first.compress_type == zipfile.ZIP_STORED
        page = epub.read("a.xhtml").decode()
        opf = epub.read("content.opf").decode()
        chart = epub.read("_images/chart.svg").decode()
    assert '<svg xmlns="http://www.w3.org/2000/svg" version="1.1"' in page
    assert "gone.css" not in page and "here.css" in page
    assert 'href="a.xhtml" media-type="application/xhtml+xml" properties="svg"' in opf
    assert 'href="b.xhtml" media-type="application/xhtml+xml" />' in opf
    assert "DOCTYPE" not in chart and "<svg></svg>" in chart


def test_prose_is_hyphenated_in_its_language():
    soft = "\u00ad"
    assert hyphenate("żetonów", "pl") == f"że{soft}to{soft}nów"
    assert hyphenate("торговли", "ru") == f"тор{soft}говли"  # not "гов-ли"
    # Short words and rule numbers stay whole.
    assert hyphenate("Gracz A15 (rule A5), A-7-8-9-10", "pl") == (
        "Gracz A15 (rule A5), A-7-8-9-10"
    )
    # No break leaves one letter before it or two after it.
    text = "Каждый игрок, который хочет участвовать в раздаче, ставит анте"
    for word in hyphenate(text, "ru").split():
        pieces = word.strip(",").split(soft)
        if len(pieces) > 1:
            assert len(pieces[0]) >= 2 and len(pieces[-1]) >= 3, word
