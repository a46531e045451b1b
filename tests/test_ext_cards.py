"""book/_ext/americana_cards.py on a test root (tests/roots/test-cards/).

Cards written as text ("K♦", "10♥") on the pages of ``americana_card_pages``
(the exercises) become card chips named in the page's language; other pages,
code, titles and bare suit symbols stay as written.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest_plugins = "sphinx.testing.fixtures"

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS.parent / "book" / "_ext"))


@pytest.fixture(scope="session")
def rootdir() -> Path:
    return TESTS / "roots"


def chip(name: str, card: str) -> str:
    return f'role="img" title="{name}" aria-label="{name}">{card}</span>'


def section(app, page: str) -> str:
    app.build()
    assert app.warning.getvalue() == ""
    html = (app.outdir / f"{page}.html").read_text(encoding="utf-8")
    return html[html.index("<section") : html.index("</section>")]


@pytest.mark.sphinx("html", testroot="cards")
def test_cards_in_the_exercises_become_named_chips(app):
    html = section(app, "exercises")
    # Each chip in place of its text, in a span of class americana-card.
    card = '<span class="americana-card"><span style="'
    assert f"<p>Which is higher, {card}" in html
    assert chip("king of diamonds", "K♦") + f"</span> or {card}" in html
    assert chip("ten of hearts", "10♥") + "</span>?</p>" in html
    assert html.count('role="img"') == 2


@pytest.mark.sphinx("html", testroot="cards")
def test_suits_code_titles_and_longer_words_stay_text(app):
    html = section(app, "exercises")
    assert "<h1>Exercises with K♦<a " in html
    assert "<p>The suits in order: ♣ ♦ ♥ ♠.</p>" in html
    assert '<span class="pre">K♦</span></code>' in html
    assert "so do words like XK♦ and K♦7.</p>" in html
    assert "<pre><span></span>K♦ 10♥\n</pre>" in html


@pytest.mark.sphinx("html", testroot="cards")
def test_pages_outside_the_list_keep_their_text(app):
    html = section(app, "index")
    assert "<p>Outside the exercises K♦ stays text.</p>" in html
    assert 'role="img"' not in html


@pytest.mark.sphinx(
    "html", testroot="cards", srcdir="cards-pl", confoverrides={"language": "pl"}
)
def test_chips_are_named_in_the_page_language(app):
    html = section(app, "exercises")
    assert chip("król karo", "K♦") in html
    assert chip("dziesiątka kier", "10♥") in html
