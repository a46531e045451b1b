"""book/_ext/americana_rules.py on a test root (tests/roots/test-rules/).

A page cites rules in its prose, in code, in its title; the appendix page
defines the labels ``rule-a5``, ``rule-b3``, ``rule-c``. Built in English and
in Polish (a catalog translates two paragraphs), in about a second each.
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


def link(rule: str) -> str:
    return (
        '<a class="americana-rule reference internal" '
        f'href="rules_reference.html#rule-{rule.lower()}">'
        f'<span class="std std-ref">{rule}</span></a>'
    )


def page(app) -> str:
    app.build()
    assert app.warning.getvalue() == ""
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    return html[html.index("<section") : html.index("</section>")]


@pytest.mark.sphinx("html", testroot="rules")
def test_rule_numbers_in_the_prose_link_to_the_appendix(app):
    html = page(app)
    assert f"<p>The lowest card brings in ({link('A5')}, {link('C')}).</p>" in html
    assert f"broken by rule {link('C')} and {link('B3')}.</p>" in html
    assert f"<p>The suits in order: ♣ ♦ ♥ ♠ ({link('C')}).</p>" in html


@pytest.mark.sphinx("html", testroot="rules")
def test_code_titles_and_other_letters_stay_as_written(app):
    html = page(app)
    assert "<h1>Rule A5 and rule C<a " in html
    assert 'notranslate"><span class="pre">A5</span></code>' in html
    assert '<span class="pre">(C)</span></code>' in html
    assert "<pre><span></span>A5 (C)\n</pre>" in html
    assert (
        "<p>A card C, a count C(52, 5), a rule A16 that does not exist and a run\n"
        "A-7-8-9-10 stay as they are too.</p>"
    ) in html
    assert html.count('class="americana-rule') == 5


@pytest.mark.sphinx("html", testroot="rules")
def test_the_appendix_titles_are_not_links(app):
    app.build()
    html = (app.outdir / "rules_reference.html").read_text(encoding="utf-8")
    assert 'id="rule-a5"' in html
    assert "americana-rule" not in html


@pytest.mark.sphinx(
    "html", testroot="rules", srcdir="rules-pl", confoverrides={"language": "pl"}
)
def test_translated_paragraphs_link_too(app):
    html = page(app)
    assert f"<p>Najniższa karta otwiera ({link('A5')}, {link('C')}).</p>" in html
    # "reguła C oraz B3": the Polish rule word and the Polish "and".
    assert (
        f"<p>Remis kolorów rozstrzyga reguła {link('C')} oraz {link('B3')}.</p>"
    ) in html


def test_joined_text_stays_in_place_when_an_equal_string_comes_first():
    """A " " text node before a code span equals any other " ": the join of
    two neighbouring lines must replace this node, not the first equal one
    (the English B3 entry once read "In the engine:showdown_tie: ... (the
    Polish and Spanish follows the worked example (the Polish and Spanish")."""
    import americana_rules
    from docutils import nodes
    from docutils.frontend import get_default_settings
    from docutils.parsers.rst import Parser
    from docutils.utils import new_document

    document = new_document("page", get_default_settings(Parser))
    paragraph = nodes.paragraph(
        "",
        "",
        nodes.emphasis("", "In the engine:"),
        nodes.Text(" "),
        nodes.literal("", "showdown_tie"),
        nodes.Text(": "),
        nodes.literal("", "suit_of_kicker"),
        nodes.Text(" follows the worked example (the Polish and Spanish"),
        nodes.Text("\npresets, B3), "),
        nodes.literal("", "kicker_rank_then_suit"),
        nodes.Text(" "),
        nodes.Text("the general sentence alone."),
    )
    document += paragraph
    americana_rules._merge_text(document)
    assert paragraph.astext() == (
        "In the engine: showdown_tie: suit_of_kicker follows the worked example "
        "(the Polish and Spanish\npresets, B3), kicker_rank_then_suit the general "
        "sentence alone."
    )
    assert [type(child).__name__ for child in paragraph.children] == [
        "emphasis",
        "Text",
        "literal",
        "Text",
        "literal",
        "Text",
        "literal",
        "Text",
    ]
