"""The built book: four languages, each in its own language, all local.

These tests build the whole book once (see conftest.built_book).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import polib
import pytest
import yaml
from conftest import HTML, ROOT, toc_pages
from widget_state import states

from americana.text.i18n import LANGUAGES, LOCALES_DIR

pytestmark = pytest.mark.build
PAGES = toc_pages()


def _prose(lang: str, page: str, msgid: str) -> str:
    po = polib.pofile(str(LOCALES_DIR / lang / "LC_MESSAGES" / f"{page}.po"))
    return po.find(msgid).msgstr


class _Resources(HTMLParser):
    """Collects the URLs a page loads by itself (scripts, styles, images...)."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("script", "img", "iframe", "audio", "video", "source"):
            self.urls.append(a.get("src") or "")
        if tag == "link" and a.get("rel") not in ("canonical",):
            self.urls.append(a.get("href") or "")


def test_all_four_languages_are_built(built_book: Path):
    assert (built_book / "index.html").is_file()
    for lang in LANGUAGES:
        for page in ("index", *PAGES):
            assert (built_book / lang / f"{page}.html").is_file(), (lang, page)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_site_is_in_its_language(built_book: Path, lang: str):
    html = (built_book / lang / "rankings.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}"' in html
    # The theme's search label, from the book's catalog of theme strings.
    search = _prose(lang, "sphinx", "Search")
    assert f'search-button__default-text">{search}<' in html
    title = _prose(lang, "rankings", "Hand rankings in a short deck")
    assert f"<h1>{title}" in html
    if lang != "en":
        assert "Hand rankings in a short deck" not in html
        assert "Why the order changes" not in html


@pytest.mark.parametrize("lang", LANGUAGES)
def test_navigation_captions_are_in_the_language(built_book: Path, lang: str):
    html = (built_book / lang / "deck.html").read_text(encoding="utf-8")
    captions = re.findall(r'caption-text">([^<]*)<', html)
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    english = [part["caption"] for part in toc["parts"]]
    assert len(english) == 7  # six parts of chapters and the appendix
    assert captions == [_prose(lang, "intro", caption) for caption in english]


#: The rankings page's words: its stepper's first step and menu, its chart's
#: axis and title, as each edition prints them.
RANKINGS_WORDS = {
    "en": (
        "Step 1 of 9",
        "Step",
        "Cards in the deck",
        "How many hands of each kind a deck holds",
    ),
    "pl": (
        "Krok 1 z 9",
        "Krok",
        "Liczba kart w talii",
        "Ile układów każdego rodzaju mieści talia",
    ),
    "ru": (
        "Шаг 1 из 9",
        "Шаг",
        "Карт в колоде",
        "Сколько комбинаций каждого вида даёт колода",
    ),
    "es": (
        "Paso 1 de 9",
        "Paso",
        "Cartas en la baraja",
        "Cuántas manos de cada tipo contiene la baraja",
    ),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_widget_and_chart_labels_are_in_the_language(built_book: Path, lang: str):
    found = states(built_book / lang / "rankings.html")
    assert len(found) == 1, "no widget state"
    state_text = json.dumps(found[0], ensure_ascii=False)
    first_step, step, axis, title = RANKINGS_WORDS[lang]
    assert first_step in state_text
    assert f'"description": "{step}"' in state_text
    svgs = [
        p.read_text(encoding="utf-8")
        for p in (built_book / lang / "_images").glob("*.svg")
    ]
    assert any(axis in svg for svg in svgs)
    assert any(title in svg for svg in svgs)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_charts_have_alt_text_in_the_language(built_book: Path, lang: str):
    for page in ("rankings", "stripped_decks"):
        html = (built_book / lang / f"{page}.html").read_text(encoding="utf-8")
        alts = re.findall(r'<img alt="([^"]*)" src="_images/[^"]+\.svg"', html)
        assert alts, page
        po = polib.pofile(str(LOCALES_DIR / lang / "LC_MESSAGES" / f"{page}.po"))
        captions = {" ".join(e.msgstr.split()) for e in po if e.msgstr}
        for alt in alts:
            assert " ".join(alt.split()) in captions, (lang, page, alt[:60])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_language_switcher_leads_to_the_same_page(built_book: Path, lang: str):
    for page in PAGES:
        html = (built_book / lang / f"{page}.html").read_text(encoding="utf-8")
        for other in LANGUAGES:
            if other != lang:
                link = f'href="../{other}/{page}.html"'
                assert link in html, (lang, page, other)
                assert (built_book / other / f"{page}.html").is_file()


CHOOSER_WORDS = {
    "en": "Other languages",
    "pl": "Inne języki",
    "ru": "Другие языки",
    "es": "Otros idiomas",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_links_back_to_the_language_chooser(built_book: Path, lang: str):
    """Issue 21: no page of an edition led back to the language chooser, the
    site's root page. Every page's footer links to it, in its language."""
    assert (built_book / "index.html").is_file()
    link = f'<a href="../index.html">{CHOOSER_WORDS[lang]}</a>'
    pages = sorted((built_book / lang).glob("*.html"))
    for page in pages:
        if page.name == "index.html":  # the edition's redirect to intro.html
            continue
        html = page.read_text(encoding="utf-8")
        assert html.count(link) == 1, (lang, page.name)
        assert html.index(link) > html.index('class="bd-footer-content'), page.name
    assert len(pages) > len(PAGES)


def test_pages_load_nothing_from_other_hosts(built_book: Path):
    outside = re.compile(r"^(https?:)?//", re.I)
    checked = 0
    for page in built_book.rglob("*.html"):
        parser = _Resources()
        parser.feed(page.read_text(encoding="utf-8"))
        bad = [u for u in parser.urls if outside.match(u)]
        assert not bad, (page, bad)
        checked += 1
    assert checked >= 4 * len(PAGES)
    for css in built_book.rglob("*.css"):
        urls = re.findall(
            r"url\(\s*['\"]?(https?:)?//", css.read_text(encoding="utf-8")
        )
        assert not urls, css


def test_no_page_leads_to_an_empty_index(built_book: Path):
    """Nothing fills Sphinx's general index, so no edition builds or links one
    (issue 20): the glossary and the rules appendix are the book's indexes."""
    for lang in LANGUAGES:
        assert not (built_book / lang / "genindex.html").exists(), lang
        for page in (built_book / lang).glob("*.html"):
            assert "genindex" not in page.read_text(encoding="utf-8"), page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_edition_offers_the_english_source(built_book: Path, lang: str):
    """Issue 20: the download menu offered ``_sources/<page>.md``, the English
    MyST file in every edition. No edition copies or links a source now; the
    menu keeps printing the page to PDF."""
    assert not (built_book / lang / "_sources").exists()
    for page in PAGES:
        html = (built_book / lang / f"{page}.html").read_text(encoding="utf-8")
        assert "_sources/" not in html, page
        assert "download-source-button" not in html, page
    html = (built_book / lang / "betting.html").read_text(encoding="utf-8")
    assert "download-pdf-button" in html


#: A comment or a docstring in a highlighted code block (Pygments' classes).
CODE_WORDS = re.compile(r'<span class="(?:c1|sd)">(.*?)</span>')
#: Three of them, as the Polish, Russian and Spanish pages show them.
SHOWDOWN_SPLIT = {
    "pl": "# None: podział puli",
    "ru": "# None: банк делится",
    "es": "# None: bote dividido",
}


@pytest.mark.parametrize("lang", sorted(SHOWDOWN_SPLIT))
def test_code_cells_have_no_english_comment_or_docstring(built_book: Path, lang: str):
    """Issue 20: an opened code cell speaks the page's language; no comment or
    docstring of an English page's code is left on the same page here."""
    compared = 0
    for page in PAGES:
        english = (built_book / "en" / f"{page}.html").read_text(encoding="utf-8")
        html = (built_book / lang / f"{page}.html").read_text(encoding="utf-8")
        words = set(CODE_WORDS.findall(english))
        assert not words & set(CODE_WORDS.findall(html)), page
        compared += len(words)
    assert compared >= 15
    showdown = (built_book / lang / "showdown.html").read_text(encoding="utf-8")
    assert SHOWDOWN_SPLIT[lang] in CODE_WORDS.findall(showdown)


def test_execution_caches_are_kept_per_language(built_book: Path):
    caches = built_book.parent / ".jupyter_cache"
    sys.path.insert(0, str(ROOT / "tools"))
    from build_book import engine_fingerprint

    for lang in LANGUAGES:
        # Named after the engine's fingerprint: engine changes re-execute pages.
        assert [p.name for p in (caches / lang).iterdir()] == [
            engine_fingerprint(lang)
        ], lang
    # A page executed in Polish shows Polish output, whatever ran before it.
    html = (built_book / "pl" / "bring_in.html").read_text(encoding="utf-8")
    assert "brings in for" not in html
    assert "wnosi bring-in" in html


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_heading_is_translated(built_book: Path, lang: str):
    for page in PAGES:
        html = (built_book / lang / f"{page}.html").read_text(encoding="utf-8")
        heading = re.search(
            r'<h1>(?:<span class="section-number">[^<]*</span>)?([^<]*)'
            r'<a class="headerlink"',
            html,
        )
        assert heading, page
        po = polib.pofile(str(LOCALES_DIR / lang / "LC_MESSAGES" / f"{page}.po"))
        translated = {e.msgstr for e in po if e.msgstr}
        assert heading.group(1).strip() in translated, (lang, page)


def test_widget_manager_is_served_from_the_book(built_book: Path):
    for lang in LANGUAGES:
        folder = built_book / lang / "_static" / "_widgets_js"
        assert (folder / "americana-widgets.js").is_file()
        assert (folder / "americana-widgets.js.LICENSES.txt").is_file()
        html = (built_book / lang / "rankings.html").read_text(encoding="utf-8")
        # Loaded once, not also from _static's automatic script list.
        assert html.count("americana-widgets.js") == 1
        assert "require.js" not in html and "embed-amd.js" not in html


def test_plain_jupyter_book_build_works(tmp_path: Path):
    """`jupyter-book build book/` (the English edition) exits 0, as the README says."""
    root = Path(__file__).resolve().parent.parent
    jb = Path(sys.executable).parent / "jupyter-book"
    result = subprocess.run(
        [str(jb), "build", "book/", "--path-output", str(tmp_path)],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
    html = (tmp_path / "_build" / "html" / "rankings.html").read_text(encoding="utf-8")
    assert '<html lang="en"' in html
    assert "americana-languages" not in html  # one edition: no switcher


#: The four kinds of line the build and the checks printed at every run,
#: none of them the reader's business (issue 18): the kernel's warning that it
#: runs over TCP, myst-parser's and myst-nb's configuration, setuptools' box
#: at an editable install, lint-imports' banner (box-drawing characters).
NOISE = {
    "kernel over TCP": re.compile(r"running over TCP without encryption"),
    "parser configuration": re.compile(r"(MdParserConfig|NbParserConfig)\("),
    "editable-install box": re.compile(r"Editable install|same name as your package"),
    "lint-imports banner": re.compile("[\u2500-\u257f]"),
}


def _noise(output: str) -> list[str]:
    return [
        f"{kind}: {line[:200]}"
        for line in output.splitlines()
        for kind, pattern in NOISE.items()
        if pattern.search(line)
    ]


def test_the_build_log_is_quiet(built_book: Path):
    """tools/build_book.py's log (_build/book.log) keeps real lines only."""
    log = (HTML.parent / "book.log").read_text(encoding="utf-8")
    assert "Executed notebook" in log or "Using cached notebook" in log
    assert _noise(log) == []


def _command(script: str, pattern: str) -> str:
    """The one line of ``tools/<script>`` that matches ``pattern``."""
    text = (ROOT / "tools" / script).read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if re.search(pattern, line)]
    assert len(lines) == 1, lines
    return lines[0]


def test_the_editable_install_is_quiet(tmp_path: Path):
    """tools/setup.sh's editable install, into a folder of its own, prints nothing.

    ``--ignore-installed`` leaves the environment's own install alone (without
    it, pip would uninstall it before installing into the other folder).
    """
    line = _command("setup.sh", r"pip install .*-e \.$")
    run = subprocess.run(
        ["bash", "-c", f"{line} --prefix {tmp_path} --ignore-installed"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert list((tmp_path / "lib").glob("python*/site-packages/*americana*.pth"))
    assert _noise(run.stdout + run.stderr) == []
    still = subprocess.run(
        [sys.executable, "-c", "import americana"], cwd=tmp_path, check=False
    )
    assert still.returncode == 0, "the environment's own install was removed"


def test_the_layers_check_is_quiet():
    """tools/test.sh's layers phase (lint-imports) prints its contracts, no banner."""
    line = _command("test.sh", r"^run \"layers")
    command = line.split('" ', 1)[1]
    run = subprocess.run(
        ["bash", "-c", command], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert "Contracts:" in run.stdout, run.stdout + run.stderr
    assert _noise(run.stdout + run.stderr) == []
