"""The rules reference: every rule an anchor, every rule number a link to it.

The appendix book/rules_reference.md defines each rule (A1-A15, B1-B5, C,
D1-D8, E1-E8) under an anchor ``rule-a5``, ... that is the same in every
language; book/_ext/americana_rules.py turns every rule number cited in the
prose of every page into a link to it. These tests read the built HTML of all
four editions, and the README, which must point to the appendix and to no
path outside the repository.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from conftest import ROOT, toc_pages

from americana.text.i18n import LANGUAGES

RULES = (
    *(f"A{n}" for n in range(1, 16)),
    *(f"B{n}" for n in range(1, 6)),
    "C",
    *(f"D{n}" for n in range(1, 9)),
    *(f"E{n}" for n in range(1, 9)),
)
ANCHORS = {f"rule-{rule.lower()}": rule for rule in RULES}
PAGE = "rules_reference"

# Text of an element that is not prose: code, titles, other links.
_SKIP_TAGS = {"script", "style", "pre", "code", "kbd", "samp", "title"}
_HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
_SKIP_CLASSES = {"cell_output", "americana-live", "headerlink"}
_VOID = {"br", "img", "hr", "input", "meta", "link", "wbr", "source", "col"}


class _Prose(HTMLParser):
    """The article's prose as one string, links to rules marked ``@@A5@@``.

    Also collects every element id, and every link to a rule: (href, text).
    """

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.ids: set[str] = set()
        self.rule_links: list[tuple[str, str]] = []
        self.headings: dict[str, str] = {}  # anchor id -> the next heading's text
        self._stack: list[tuple[str, str]] = []  # (tag, role)
        self._in_article = 0
        self._link: list[str] | None = None
        self._href = ""
        self._pending_anchor: str | None = None
        self._heading: list[str] | None = None

    def _role(self, tag: str, attrs: dict[str, str]) -> str:
        classes = set((attrs.get("class") or "").split())
        if tag == "a":
            href = attrs.get("href") or ""
            return "rule-link" if re.search(r"#rule-[a-e]\d*$", href) else "link"
        if tag in _SKIP_TAGS or classes & _SKIP_CLASSES:
            return "skip"
        if tag in _HEADINGS:
            return "heading"
        return ""

    def handle_starttag(self, tag, attrs):
        a = {k: v or "" for k, v in attrs}
        if a.get("id"):
            self.ids.add(a["id"])
            if a["id"] in ANCHORS:
                self._pending_anchor = a["id"]
        if tag == "article":
            self._in_article += 1
        if tag in _VOID:
            return
        role = self._role(tag, a)
        if role == "rule-link":
            self._link, self._href = [], a["href"]
        if role == "heading" and self._pending_anchor:
            self._heading = []
        self._stack.append((tag, role))

    def handle_endtag(self, tag):
        if tag in _VOID:
            return
        while self._stack:
            open_tag, role = self._stack.pop()
            if role == "rule-link" and self._link is not None:
                text = "".join(self._link)
                self.rule_links.append((self._href, text))
                if not self._hidden(inside_link=True):
                    self.text.append(f"@@{text}@@")
                self._link = None
            if role == "heading" and self._heading is not None:
                self.headings[self._pending_anchor] = "".join(self._heading)
                self._heading, self._pending_anchor = None, None
            if open_tag == tag:
                break
        if tag == "article":
            self._in_article -= 1

    def _hidden(self, inside_link: bool = False) -> bool:
        roles = {role for _, role in self._stack}
        if not inside_link and roles & {"rule-link", "link"}:
            return True
        return not self._in_article or bool(roles & {"skip", "heading"})

    def handle_data(self, data):
        if self._heading is not None:
            self._heading.append(data)
        if self._link is not None:
            self._link.append(data)
        elif not self._hidden():
            self.text.append(data)
        elif self._in_article and not {r for _, r in self._stack} & {"skip"}:
            self.text.append(" ")  # a link or a heading separates words


def _parse(path: Path) -> _Prose:
    parser = _Prose()
    parser.feed(path.read_text(encoding="utf-8"))
    parser.close()
    return parser


_RULE_WORD = r"(?:rules?|reguł[ay]?|правил[аоу]?|reglas?)"
_SEP = r"(?:\s*,\s*|\s+(?:and|or|i|czy|lub|и|или|y|o)\s+)"
_UNLINKED = [
    # A numbered rule as a word of its own (not A-7-8-9-10, not a hash).
    re.compile(r"(?<![@\w\-])[A-E]\d{1,2}(?![@\w\-])"),
    # The suit order cited as a rule: "(C)", "rule C", "A5, C", "C and A5".
    re.compile(r"\(C\)"),
    re.compile(rf"\b{_RULE_WORD}\s+C(?![@\w])", re.IGNORECASE),
    re.compile(rf"@@[A-E]\d{{1,2}}@@{_SEP}C(?![@\w])"),
    re.compile(rf"(?<![@\w])C{_SEP}@@[A-E]\d{{1,2}}@@"),
]


def _unlinked(text: str) -> list[str]:
    found = []
    for pattern in _UNLINKED:
        for match in pattern.finditer(text):
            a, b = max(match.start() - 40, 0), match.end() + 40
            found.append(f"{match.group(0)!r} in …{text[a:b]}…")
    return found


@pytest.mark.build
@pytest.mark.parametrize("lang", LANGUAGES)
def test_appendix_has_an_anchor_for_every_rule(built_book: Path, lang: str):
    """Every rule has its anchor, followed by a heading that starts with it."""
    page = _parse(built_book / lang / f"{PAGE}.html")
    assert set(ANCHORS) <= page.ids, sorted(set(ANCHORS) - page.ids)
    for anchor, rule in ANCHORS.items():
        heading = " ".join(page.headings.get(anchor, "").split())
        assert re.match(rf"{rule}\.\s+\w", heading), (lang, anchor, heading)
    # The navigation names the appendix in every edition.
    toc = (built_book / lang / "intro.html").read_text(encoding="utf-8")
    assert f'href="{PAGE}.html"' in toc


@pytest.mark.build
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_number_in_the_prose_links_to_its_anchor(
    built_book: Path, lang: str
):
    anchors = _parse(built_book / lang / f"{PAGE}.html").ids
    problems: list[str] = []
    linked: dict[str, set[str]] = {}
    for name in toc_pages():
        page = _parse(built_book / lang / f"{name}.html")
        problems += [f"{name}: unlinked {x}" for x in _unlinked("".join(page.text))]
        for href, text in page.rule_links:
            target, _, anchor = href.partition("#")
            if target not in ("", f"{PAGE}.html") or (target == "" and name != PAGE):
                problems.append(f"{name}: {text} links to {href}")
            if anchor not in anchors:
                problems.append(f"{name}: {href} has no anchor")
            if ANCHORS.get(anchor) != text.strip():
                problems.append(f"{name}: the link {text!r} goes to #{anchor}")
        linked[name] = {text for _, text in page.rule_links}
    assert not problems, "\n".join(problems[:40])
    # The chapters cite rules, and the links are there to follow them.
    assert {"A5", "B3", "C", "D3", "E7"} <= linked["glossary"] | linked["exercises"]
    assert linked["bring_in"] >= {"A2", "A3", "A5", "A6", "A14", "C"}
    assert sum(map(len, linked.values())) >= 100
    # The appendix links the rules it refers to in its own prose.
    assert {"A5", "B3", "C", "D8", "A13"} <= linked[PAGE]


@pytest.mark.build
def test_each_page_cites_the_same_rules_in_every_language(built_book: Path):
    """A translation links the rules its English page links."""
    for name in toc_pages():
        cited = {
            lang: sorted(
                {t for _, t in _parse(built_book / lang / f"{name}.html").rule_links}
            )
            for lang in LANGUAGES
        }
        assert len({tuple(v) for v in cited.values()}) == 1, (name, cited)


def test_rule_citations_found_and_left_alone():
    """The transform's rule for a bare C, and what it never links."""
    import sys

    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    from americana_rules import citations, label

    def rules(text: str) -> list[str]:
        return [rule for _, _, rule in citations(text)]

    assert rules("the sources disagree (rules C and A5):") == ["C", "A5"]
    assert rules("reguły C i A5") == ["C", "A5"]
    assert rules("(правило C)") == ["C"] and rules("(regla C)") == ["C"]
    assert rules("decides (C).") == ["C"]
    assert rules("such as A5, B3 or C, and") == ["A5", "B3", "C"]
    assert rules("E2 to E6, A2–A15") == ["E2", "E6", "A2", "A15"]
    assert rules("swaps the letters C and S in its table") == []
    assert rules("the letters `C`, `D`, `H`, `S`") == []
    assert rules("It holds 4 · C(r, 5) hands") == []
    assert rules("C: the order of the suits") == []
    assert rules("A-7-8-9-10, 84d5b4c0876760f0, A16, B6") == []
    assert label("A5") == "rule-a5" and label("C") == "rule-c"
    with pytest.raises(ValueError):
        label("A16")


def test_readme_points_to_the_appendix_and_nowhere_outside():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    outside = [
        r"/work\b",
        r"\.\./shared",
        r"\bshared/",
        r"shared folder",
        r"(?<![\w.])/(?:home|root|tmp|mnt|srv|Users)/",
        r"~/",
        r"[A-Za-z]:\\",
    ]
    for pattern in outside:
        assert not re.search(pattern, readme), pattern
    assert re.search(r"^## Rules reference$", readme, re.M)
    section = readme.split("## Rules reference", 1)[1].split("\n## ", 1)[0]
    assert "book/rules_reference.md" in section
    assert "rules_reference.html" in section
    assert (ROOT / "book" / "rules_reference.md").is_file()
