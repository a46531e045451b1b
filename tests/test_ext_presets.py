"""book/_ext/americana_presets.py on a test root (tests/roots/test-presets/).

The page states presets' settings with the ``{preset}`` role and quotes rule
A9 of its appendix with ``{rule-quote}``; built in English, in Polish (its
catalog keeps the roles; the appendix's catalog translates the quote) and by
the gettext builder (the quote is not a message of the page).
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


def page(app) -> str:
    app.build()
    assert app.warning.getvalue() == ""
    html = (app.outdir / "index.html").read_text(encoding="utf-8")
    return html[html.index("<section") : html.index("</section>")]


def fact(words: str) -> str:
    return f'<span class="americana-preset">{words}</span>'


A9 = (
    '<a class="americana-rule reference internal" href="rules_reference.html#rule-a9">'
    '<span class="std std-ref">A9</span></a>'
)


@pytest.mark.sphinx("html", testroot="presets")
def test_the_role_writes_the_engines_value_in_english(app):
    html = page(app)
    assert (
        f"<p>The Polish preset plays {fact('fixed limit')}, with bets of\n"
        f"{fact('2 and 4 chips')}.</p>"
    ) in html
    assert f"three players: {fact('36 cards')}.</p>" in html


@pytest.mark.sphinx("html", testroot="presets")
def test_the_quote_is_the_appendix_statement(app):
    html = page(app)
    assert (
        '<blockquote class="americana-rule-quote">\n'
        f"<div><p>In pot limit a raise counts the call first ({A9}).</p>\n"
        "<p>The second paragraph of the rule.</p>\n"
        f'<p class="attribution">—{A9}</p>\n'
        "</div></blockquote>"
    ) in html
    assert "Sources" not in html
    assert "not quoted" not in html


@pytest.mark.sphinx(
    "html", testroot="presets", srcdir="presets-pl", confoverrides={"language": "pl"}
)
def test_polish_page_keeps_the_roles_and_quotes_the_polish_appendix(app):
    html = page(app)
    assert (
        f"<p>Polski preset to {fact('stały limit')}, zakłady: "
        f"{fact('2 i 4 żetony')}.</p>"
    ) in html
    assert f"dla trzech graczy: {fact('36 kart')}.</p>" in html
    assert (
        f"<p>Przy limicie puli podbicie najpierw liczy wyrównanie ({A9}).</p>\n"
        "<p>Drugi akapit reguły.</p>"
    ) in html


@pytest.mark.sphinx("gettext", testroot="presets", srcdir="presets-gettext")
def test_the_catalog_holds_the_role_and_not_the_quote(app):
    app.build()
    pot = (app.outdir / "index.pot").read_text(encoding="utf-8")
    assert (
        'msgid "The Polish preset plays {preset}`americana-pl:structure`, with '
        'bets of {preset}`americana-pl:bets`."'
    ) in pot
    assert "counts the call first" not in pot
    assert "second paragraph" not in pot


@pytest.mark.sphinx(
    "html", testroot="presets", srcdir="presets-bad", confoverrides={"language": "es"}
)
def test_an_unknown_fact_is_a_build_error(app):
    (Path(app.srcdir) / "index.md").write_text(
        "# Bad\n\n{preset}`americana-pl:colour`\n", encoding="utf-8"
    )
    app.build()
    assert "no fact 'colour' of preset 'americana-pl'" in app.warning.getvalue()


def test_markdown_in_language_writes_roles_and_quotes_out(tmp_path):
    """For an exported notebook: the phrase and the quote, in Polish."""
    from americana_presets import markdown_in_language

    root = TESTS / "roots" / "test-presets"
    po = root / "locales" / "pl" / "LC_MESSAGES"
    locales = tmp_path / "locales"
    (locales / "pl" / "LC_MESSAGES").mkdir(parents=True)
    for name in ("rules_reference.po",):
        (locales / "pl" / "LC_MESSAGES" / name).write_text(
            (po / name).read_text(encoding="utf-8"), encoding="utf-8"
        )
    text = (
        "Gra: {preset}`americana-pl:structure`, talia {preset}`classic-pl:deck:3`.\n"
        "\n```{rule-quote} A9\n```\n\nDalej.\n"
    )
    assert markdown_in_language(text, "pl", root, locales) == (
        "Gra: stały limit, talia 36 kart.\n"
        "\n> Przy limicie puli podbicie najpierw liczy wyrównanie (A9).\n>\n"
        "> Drugi akapit reguły.\n>\n> — A9\n\nDalej.\n"
    )
