"""book/_ext/americana_live.py on test roots (tests/roots/test-live*).

The ``americana-live`` directive writes a block's markup at build time: its
data attributes (kind, language, the block's settings as JSON, its words),
an explanation, a start button and a status line in the page's language.
Only pages with a block get the loader script and style sheet; the runtime,
the scripts and the engine archive are copied into ``_pyodide/``. Bad
options are refused with an error naming the problem.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

import pytest

pytest_plugins = "sphinx.testing.fixtures"

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS.parent / "book" / "_ext"))

#: A block's opening tag: its attributes, in order.
BLOCK = re.compile(r'<div class="americana-live" ([^>]*)>')
ATTRIBUTE = re.compile(r'([\w-]+)="([^"]*)"')


@pytest.fixture(scope="session")
def rootdir() -> Path:
    return TESTS / "roots"


def built(app, page: str = "index") -> str:
    app.build()
    return (app.outdir / f"{page}.html").read_text(encoding="utf-8")


def blocks(page: str) -> list[dict[str, str]]:
    """Each block's attributes, unescaped."""
    return [
        {k: html.unescape(v) for k, v in ATTRIBUTE.findall(attrs)}
        for attrs in BLOCK.findall(page)
    ]


@pytest.mark.sphinx("html", testroot="live")
def test_each_block_carries_its_kind_language_and_settings(app):
    page = built(app)
    assert app.warning.getvalue() == ""
    hand, explorer, drill = blocks(page)
    assert {k: hand[k] for k in ("id", "data-block", "data-kind", "data-state")} == {
        "id": "americana-live-index-0",
        "data-block": "americana-live-index-0",
        "data-kind": "hand",
        "data-state": "idle",
    }
    assert hand["data-lang"] == "en"
    config = json.loads(hand["data-config"])
    # The cards given per seat become the deck, in dealing order: two down
    # cards to each seat, starting left of the button (seat 1).
    assert config.pop("deck").startswith("9C 10D KH KS ")
    assert config == {
        "game": "stud",
        "preset": "americana-pl",
        "presets": ["americana-pl", "americana-ru", "americana-es"],
        # The preset menu's words (text.names.preset_name), not code names.
        "preset_names": {
            "americana-pl": "Americana, Polish rules",
            "americana-ru": "Americana, Russian rules",
            "americana-es": "Americana, Spanish rules",
        },
        "players": 2,
        "stacks": [20, 20],
        "button": 1,
        "seed": None,
        "names": {"0": "Ann", "1": "Bob"},
        "reader_seat": 0,
        "structure": None,
    }
    assert json.loads(explorer["data-config"])["hands"] == [
        "AH KH QH JH 9H",
        "10S 10C 10D 8S 8C",
    ]
    drill_config = json.loads(drill["data-config"])
    assert {k: drill_config[k] for k in ("kinds", "presets", "seed")} == {
        "kinds": ["bring_in", "split"],
        "presets": ["americana-pl", "americana-es"],
        "seed": 7,
    }
    assert drill_config["preset_names"] == {
        "americana-pl": "Americana, Polish rules",
        "americana-es": "Americana, Spanish rules",
    }
    assert explorer["id"] == "americana-live-index-1"
    assert drill["data-kind"] == "drill"
    assert json.loads(drill["data-text"])["start"] == (
        "Start the practice in your browser"
    )


@pytest.mark.sphinx("html", testroot="live")
def test_a_block_shows_an_explanation_a_start_button_and_a_status_line(app):
    page = built(app)
    assert (
        '<p><button type="button" class="americana-live-start">'
        "Play this hand in your browser</button></p>\n"
        '<p class="americana-live-status" role="status" aria-live="polite"></p>\n'
        "</div>"
    ) in page
    assert (
        '<button type="button" class="americana-live-start">'
        "Start the explorer in your browser</button>"
    ) in page
    assert (
        '<p class="americana-live-intro">The block&#x27;s buttons offer only what the '
        "rules allow at each moment, each with its amount."
    ) in page
    assert (
        " <strong>Deal a new hand</strong> deals another hand from a shuffled deck, "
        "with any preset and two to six players; there you may also play every seat "
        "yourself. The button starts the engine in your browser: the page downloads "
        "the Python runtime and the engine once"
    ) in page
    assert (
        '<p class="americana-live-intro">Its menu of examples offers pairs of hands '
        "to start from. The button starts the engine in your browser"
    ) in page
    assert (
        '<p class="americana-live-intro">The block keeps your score for each kind of '
        "question in this browser only, and <strong>Practise what I missed</strong> "
        "asks the kinds you missed more often. The button starts the engine"
    ) in page


@pytest.mark.sphinx("html", testroot="live")
def test_only_pages_with_a_block_load_the_runtime(app):
    page = built(app)
    head = page[: page.index("</head>")]
    assert '<link rel="stylesheet" href="_pyodide/live.css" />' in head
    assert re.search(
        r'<script defer src="_pyodide/live-loader\.js" data-runtime="[0-9.]+" '
        r'data-engine="americana-[0-9a-f]+\.zip" '
        r'data-stdlib="python_stdlib-[0-9a-f]+\.zip"></script>',
        head,
    )
    plain = built(app, "plain")
    assert "live-loader.js" not in plain
    assert "live.css" not in plain
    shared = app.outdir / "_pyodide"
    names = {p.name for p in shared.iterdir()}
    assert {"live-loader.js", "live.js", "live.css"} <= names
    assert any(re.fullmatch(r"americana-[0-9a-f]+\.zip", n) for n in names)
    (runtime,) = (p for p in shared.iterdir() if p.is_dir())
    assert (runtime / "pyodide.mjs").is_file()
    # The standard library trimmed (tools/pack_runtime.py), not Pyodide's whole one.
    (stdlib,) = runtime.glob("python_stdlib*.zip")
    assert re.fullmatch(r"python_stdlib-[0-9a-f]{12}\.zip", stdlib.name)
    assert f'data-stdlib="{stdlib.name}"' in head


@pytest.mark.sphinx(
    "html", testroot="live", srcdir="live-ru", confoverrides={"language": "ru"}
)
def test_blocks_speak_the_page_language(app):
    page = built(app)
    hand = blocks(page)[0]
    assert hand["data-lang"] == "ru"
    assert json.loads(hand["data-config"])["names"] == {"0": "Аня", "1": "Борис"}
    assert json.loads(hand["data-text"])["start"] == "Сыграть эту раздачу в браузере"
    assert (
        '<button type="button" class="americana-live-start">'
        "Сыграть эту раздачу в браузере</button>"
    ) in page


@pytest.mark.sphinx("html", testroot="live-errors")
def test_bad_options_are_refused_with_a_clear_error(app):
    page = built(app)
    warnings = app.warning.getvalue()
    assert (
        "index.md:3: ERROR: americana-live: kind must be one of "
        "('hand', 'explorer', 'drill')"
    ) in warnings
    assert (
        "index.md:6: ERROR: americana-live: unknown preset(s) ['texas-holdem']"
    ) in warnings
    assert "index.md:10: ERROR: americana-live: :cards: needs" in warnings
    # An option outside its choices: MyST's warning (an error in the book's
    # build, which turns warnings into errors) names the option and the value.
    assert re.search(r"index\.md:14: .*'game'.*bridge", warnings)
    # The three refused blocks leave no markup.
    assert len(blocks(page)) <= 1


@pytest.mark.sphinx("html", testroot="live")
def test_a_hand_block_says_how_the_engine_plays_in_the_engines_words(app):
    """Issue 19: the engine opponents are described once, by policy_text; the
    block's introduction carries the sentence the running block shows."""
    from americana.text.policy_text import policy_text

    page = built(app)
    hand = page[page.index('data-kind="hand"') :]
    intro = hand[: hand.index("</p>")]
    assert html.escape(policy_text("stud", "en"), quote=False) in intro
    assert "folds a hand without a pair to a bet of more than two bets" in intro
    # An explorer has no opponents to describe.
    explorer = page[page.index('data-kind="explorer"') :]
    assert "other seats" not in explorer[: explorer.index("</p>")]


def test_no_chapter_restates_how_the_engine_plays():
    """The chapters leave the sentence to the blocks (one text, the engine's)."""
    book = TESTS.parent / "book"
    for page in book.glob("*.md"):
        text = " ".join(page.read_text(encoding="utf-8").split())
        assert "The engine plays the other seats" not in text, page.name
