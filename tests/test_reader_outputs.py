"""What a learner sees of the code cells: folded code, outputs made for people.

The book is read by learners of poker, most of whom do not read Python. On
every built page of every language:

* no code input is in view: each ``.cell_input`` is inside a ``<details>``
  that is closed, whose toggle is named in the page's language ("Show code",
  "Pokaż kod", ...; book/_ext/americana_book.py, tools/build_book.py);
* no output is a Python repr: the value of a cell's last expression
  (``text/plain``), a dict, list or tuple, an enum member, an object, an
  exception or traceback, an engine error code or a Python identifier. The
  outputs checked are the cells' printed and rich outputs and the text of the
  widgets drawn from the page's widget state.
"""

from __future__ import annotations

import html
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from conftest import ROOT, toc_pages
from widget_state import states

from americana.text.error_text import REFUSAL_CODES
from americana.text.i18n import LANGUAGES

sys.path.insert(0, str(ROOT / "tools"))
from build_book import CODE_PROMPTS

# --------------------------------------------------------------------------
# A small DOM, from the standard library's parser

VOID = frozenset(
    "area base br col embed hr img input link meta param source track wbr".split()
)
#: Elements whose text stands apart from its neighbours' (a table's cells).
BLOCKS = frozenset("br caption dd div dt figcaption h1 h2 h3 h4 li p td th tr".split())


class Element:
    def __init__(self, tag: str, attrs: dict[str, str | None], parent=None) -> None:
        self.tag = tag
        self.attrs = attrs
        self.parent = parent
        self.children: list[Element | str] = []

    @property
    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def text(self) -> str:
        """The text of the element, without scripts, styles and ``<code>``.

        A ``<code>`` is a name the book shows on purpose, as code (a variant's
        identifier beside its description), not a value printed by mistake.
        """
        if self.tag in ("script", "style", "code"):
            return ""
        inner = "".join(c if isinstance(c, str) else c.text() for c in self.children)
        return f" {inner} " if self.tag in BLOCKS else inner

    def iter(self):
        yield self
        for child in self.children:
            if isinstance(child, Element):
                yield from child.iter()

    def ancestors(self):
        node = self.parent
        while node is not None:
            yield node
            node = node.parent


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {})
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        element = Element(tag, dict(attrs), self.current)
        self.current.children.append(element)
        if tag not in VOID:
            self.current = element

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Element(tag, dict(attrs), self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def parse(text: str) -> Element:
    builder = _Builder()
    builder.feed(text)
    builder.close()
    return builder.root


# --------------------------------------------------------------------------
# What a Python repr looks like

#: Name -> pattern; each is a sign of a value printed for a programmer.
REPRS: dict[str, re.Pattern[str]] = {
    "dict or set": re.compile(
        r"\{\s*(?:['\"]|-?\d+(?:\.\d+)?\s*[:,}]|[A-Za-z_]\w*\s*:\s|<)"
    ),
    "list": re.compile(r"\[\s*(?:['\"<(\[]|-?\d+(?:\.\d+)?\s*[,\]]|True\b|False\b)"),
    "tuple": re.compile(
        r"\(\s*(?:['\"<(\[]|True\s*[,)]|False\s*[,)]|None\s*[,)]"
        r"|-?\d+(?:\.\d+)?,\s*(?:\n|['\"<(\[]|True|False|None))"
    ),
    "enum member": re.compile(r"<[A-Z]\w*\.[A-Z][A-Z0-9_]*(?::|>)"),
    "object": re.compile(r"<[\w.]+ (?:object )?at 0x|\b[A-Z]\w*\((?:['\"<\d]|\w+=)"),
    "exception": re.compile(
        r"\b[A-Z]\w*(?:Error|Exception|Warning)\b|Traceback \(most recent call last\)"
    ),
    "boolean": re.compile(r"(?<![\w.])(?:True|False)(?![\w])|(?<![\w.])None(?! [a-z])"),
    "identifier": re.compile(r"(?<![\w.-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w-])"),
    "engine code": re.compile(
        r"(?<![\w.])(?:"
        + "|".join(re.escape(c) for c in sorted(REFUSAL_CODES, key=len, reverse=True))
        + r")(?![\w])"
    ),
}


def reprs_in(text: str) -> list[str]:
    """The kinds of repr found in a text, with what matched."""
    return [
        f"{kind}: {match.group(0)!r}"
        for kind, pattern in REPRS.items()
        if (match := pattern.search(text))
    ]


@pytest.mark.parametrize(
    "text",
    [
        "(True, <Category.FLUSH: 'flush'>, <Category.FULL_HOUSE: 'full_house'>)",
        "{0: 40, 1: 45, 2: 0, 3: 50}",
        "DeckError {'token': '5S', 'deck_size': 32}",
        "(32,\n '7C 7D 7H')",
        "['seven of clubs', 'seven of diamonds']",
        "(Card('10H'), Card('9S'))",
        "40 ['Ann', 'Bob']",
        "raise.cap_reached",
        "Ann · False",
        "pot_limit 1 · Fold",
        "Traceback (most recent call last):",
        "{52: 'two', 48: 'three'}",
        "<americana.play.stud.Hand object at 0x7f00>",
    ],
)
def test_the_patterns_find_reprs(text: str):
    assert reprs_in(text)


@pytest.mark.parametrize(
    "text",
    [
        "Main pot: Ann wins 40 chips (best hand).",
        "Ann shows A♥ 9♥ K♥ A♦ K♦: two pair.",
        "Bob has the bring-in of 2 chips (rule B3).",
        "None of the players opens: 7 chips stay in the pot.",
        "Стрит-флеш (5 карт), 64,2 % ± 0,05 %",
        "Ann · Fold · Call 4 chips · Raise to between 10 and 23 chips",
        "americana-pl · Hearts, Diamonds, Clubs, Spades",
        "Cards in the deck: 32 (7 to ace).",
    ],
)
def test_the_patterns_leave_sentences_alone(text: str):
    assert reprs_in(text) == []


# --------------------------------------------------------------------------
# The built pages


def _widget_texts(path: Path) -> list[str]:
    """The text of every widget the page's widget state draws."""
    texts: list[str] = []
    for state in states(path):
        for model in state["state"].values():
            values = model.get("state", {})
            for key in ("value", "description", "placeholder", "tooltip"):
                if isinstance(values.get(key), str):
                    texts.append(values[key])
            for label in values.get("_options_labels") or []:
                texts.append(str(label))
    # An HTML widget's value is markup: its text is what the reader sees
    # (a <code> is shown as code on purpose, see Element.text).
    texts = [re.sub(r"<code\b.*?</code>", " ", t, flags=re.S) for t in texts]
    return [html.unescape(re.sub(r"<[^>]*>", " ", t)) for t in texts]


def _pages(built: Path):
    for lang in LANGUAGES:
        for page in toc_pages():
            path = built / lang / f"{page}.html"
            yield lang, page, parse(path.read_text(encoding="utf-8"))


def folded_code_problems(built: Path) -> tuple[list[str], int]:
    """Code inputs a reader sees without asking; and how many inputs there are."""
    problems: list[str] = []
    inputs = 0
    for lang, page, root in _pages(built):
        show, hide = CODE_PROMPTS[lang]
        for node in root.iter():
            if "cell_input" not in node.classes:
                continue
            inputs += 1
            details = next((a for a in node.ancestors() if a.tag == "details"), None)
            where = f"{lang}/{page}: code cell {inputs}"
            if details is None:
                problems.append(f"{where}: its code is in view")
                continue
            if "open" in details.attrs:
                problems.append(f"{where}: its toggle is open")
            summary = next(
                (c for c in details.children if isinstance(c, Element)), None
            )
            if summary is None or summary.tag != "summary":
                problems.append(f"{where}: no <summary> toggle")
                continue
            if "aria-label" in summary.attrs:
                problems.append(
                    f"{where}: the toggle is named {summary.attrs['aria-label']!r}"
                )
            prompts = [
                " ".join(p.text().split())
                for p in summary.iter()
                if p.tag == "p" and p.classes & {"collapsed", "expanded"}
            ]
            if prompts != [show, hide]:
                problems.append(f"{where}: the toggle says {prompts}")
    return problems, inputs


def repr_problems(built: Path) -> list[str]:
    """Every output of every page that shows a Python repr."""
    problems: list[str] = []
    for lang, page, root in _pages(built):
        for node in root.iter():
            if "cell_output" not in node.classes:
                continue
            for output in node.iter():
                if "output" not in output.classes:
                    continue
                text = output.text()
                if "text_plain" in output.classes:
                    problems.append(
                        f"{lang}/{page}: the value of a cell's last line, "
                        f"{text.strip()[:60]!r}"
                    )
                for found in reprs_in(text):
                    problems.append(f"{lang}/{page}: {found}")
        for text in _widget_texts(built / lang / f"{page}.html"):
            for found in reprs_in(text):
                problems.append(f"{lang}/{page}: a widget: {found}")
    return problems


@pytest.mark.build
def test_no_code_input_is_in_view(built_book: Path):
    problems, inputs = folded_code_problems(built_book)
    assert inputs > 100  # every edition's code cells were found
    assert problems == [], "\n".join(problems)


@pytest.mark.build
def test_no_output_is_a_python_repr(built_book: Path):
    problems = repr_problems(built_book)
    assert problems == [], "\n".join(problems)


# --------------------------------------------------------------------------
# The helpers the book's cells end with (americana/views/render/reader.py)


def _reader_outputs(lang: str) -> list[str]:
    from americana.cards import DECK_SIZES, make_deck
    from americana.hands.ranking import Category
    from americana.play.pots import OddChip, build_pots
    from americana.rules.variants import ShowdownTie, Structure
    from americana.text.names import odd_chip_name, round_name, yes_no
    from americana.views.render.html import cards_html, deck_html
    from americana.views.render.reader import (
        hands_table,
        joker_hands_table,
        lowest_card_table,
        muck_sentence,
        pots_table,
        rarity_ties_table,
        stacks_table,
        structures_table,
        ties_table,
        unchanged_sentence,
        winner_sentence,
    )

    names = {0: "Ann", 1: "Bob", 2: "Cleo"}
    hands = ["AS 8S 9S JS KS", "KD KC KH QH QS"]
    return [
        deck_html(make_deck(32), lang),
        cards_html("10H 9s qd", lang),
        lowest_card_table(DECK_SIZES, lang),
        hands_table(hands, lang),
        winner_sentence(*hands, lang),
        winner_sentence(*reversed(hands), lang),
        winner_sentence(hands[0], hands[0], lang),
        unchanged_sentence(True, lang),
        structures_table([(Structure.POT_LIMIT, None, "Bob", "Fold")], lang),
        muck_sentence(0, True, names, lang),
        muck_sentence(1, False, names, lang),
        ties_table(
            {ShowdownTie.SPLIT: None, ShowdownTie.SUIT_OF_KICKER: 0}, names, lang
        ),
        *(odd_chip_name(policy, lang) for policy in OddChip),
        pots_table(build_pots({0: 10, 1: 20, 2: 20}, folded=set()), names, lang),
        stacks_table({0: 40, 1: 0, 2: 15}, names, lang),
        yes_no(True, lang),
        yes_no(False, lang),
        joker_hands_table(["9S 9H 9D 9C JK", "10H JH QH KH JK"], lang),
        rarity_ties_table({24: [(Category.STRAIGHT_FLUSH, Category.FLUSH)]}, lang),
        round_name(2, lang),
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_reader_helpers_show_no_repr(lang: str):
    for output in _reader_outputs(lang):
        text = parse(str(output)).text()
        assert reprs_in(text) == [], text


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_the_reader_helpers_speak_the_page_language(lang: str):
    english = _reader_outputs("en")
    translated = _reader_outputs(lang)
    # Every sentence, header and name differs from the English one ("no" is
    # also Spanish; a card picture has the same face, with a translated name).
    same = [
        e
        for e, t in zip(english, translated, strict=True)
        if e == t and not (lang == "es" and e == "no")
    ]
    assert same == []


# --------------------------------------------------------------------------
# The toggle in the browser


@pytest.mark.build
@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("mode", ["light", "dark"])
def test_the_toggle_is_a_named_button_reached_with_the_keyboard(
    server: str, browser, lang: str, mode: str
):
    """On a phone, light and dark: Tab reaches "Show code", Enter opens it.

    Chromium exposes the <summary> as a disclosure button; its name is the
    page's prompt, and it says whether it is expanded. Opened, the code is in
    view and in the screen's width.
    """
    show, hide = CODE_PROMPTS[lang]
    page = browser.new_page(viewport={"width": 390, "height": 844}, color_scheme=mode)
    try:
        page.add_init_script(f"localStorage.setItem('mode', '{mode}')")
        page.goto(f"{server}/{lang}/deck.html")
        cdp = page.context.new_cdp_session(page)

        def toggles() -> list[tuple[str, bool]]:
            nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
            return [
                (
                    node.get("name", {}).get("value"),
                    any(
                        p["name"] == "expanded" and p["value"]["value"]
                        for p in node.get("properties", [])
                    ),
                )
                for node in nodes
                if node.get("role", {}).get("value") == "DisclosureTriangle"
            ]

        cells = page.locator("details.hide").count()
        assert cells >= 5
        # Every toggle closed; one "Show code" per hidden cell (the page's
        # other toggles, such as the exercises' Answers, are not code).
        assert not any(expanded for _name, expanded in toggles())
        assert [t for t in toggles() if t[0] == show] == [(show, False)] * cells
        for _ in range(80):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.tagName") == "SUMMARY":
                break
        focused = page.evaluate("document.activeElement.innerText.trim()")
        assert focused == show
        code = page.locator("details.hide").first.locator(".cell_input")
        assert not code.is_visible()
        page.keyboard.press("Enter")
        assert code.is_visible()
        assert toggles()[0] == (hide, True)
        box = code.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390
    finally:
        page.close()
