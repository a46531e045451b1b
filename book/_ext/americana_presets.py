"""Facts about presets and the rules' own words, produced at build time.

Two pieces of markup keep the book from typing a fact twice:

* the role ``{preset}`americana-pl:structure``` writes one setting of a
  preset in the page's language, from the engine's value
  (:func:`americana.text.names.preset_fact`): "fixed limit", "limit stały"…
  A third part gives the number of players where the fact needs it:
  ``{preset}`classic-pl:deck:3``` is "36 cards". The role stays in the
  message of the page's catalog as written, and the translator keeps it;
  the phrase is a noun phrase in the nominative, so a sentence is written
  around it. A preset or fact the engine does not know fails the build.
* the directive ``{rule-quote} A9`` quotes the statement of a rule from the
  rules appendix (book/rules_reference.md: the paragraphs between the
  rule's heading and its ``*Sources:*`` line), translated by the appendix's
  own catalog, so a chapter that restates a rule says exactly what the
  appendix says, and a correction of the appendix lands in both. The quote
  is not a message of the chapter's catalog (it is translated once, in
  rules_reference.po); its rule number links to the entry
  (americana_rules.py).
"""

from __future__ import annotations

import gettext
import re
from functools import cache
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from americana.text.names import preset_fact

#: The appendix page, whose entries the quotes come from.
APPENDIX = "rules_reference"

_LABEL = re.compile(r"^\(rule-([a-e]\d*)\)=$")


@cache
def rule_statements(appendix: Path) -> dict[str, tuple[str, ...]]:
    """Each rule's statement in the appendix's English: its paragraphs.

    ``{"A9": ("In pot limit a bet may be …", …), …}``: the paragraphs
    between the heading under ``(rule-a9)=`` and the first paragraph that
    starts with ``*`` (*Sources:*, *In the engine:*), each joined into one
    line, as Sphinx's gettext builder makes it a message.
    """
    found: dict[str, tuple[str, ...]] = {}
    lines = appendix.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        match = _LABEL.match(lines[i].strip())
        i += 1
        if not match:
            continue
        rule = match.group(1).upper()
        i += 1  # the heading
        paragraphs: list[str] = []
        current: list[str] = []
        while i < len(lines) and not _LABEL.match(lines[i].strip()):
            line = lines[i].strip()
            i += 1
            if line.startswith("#"):
                break
            if not line:
                if current:
                    paragraphs.append(" ".join(current))
                    current = []
                continue
            if not current and line.startswith("*"):
                break
            current.append(line)
        if current:
            paragraphs.append(" ".join(current))
        found[rule] = tuple(paragraphs)
    return found


@cache
def _catalog(mo: Path) -> gettext.NullTranslations:
    if not mo.exists():
        return gettext.NullTranslations()
    with mo.open("rb") as handle:
        return gettext.GNUTranslations(handle)


_ROLE = re.compile(r"\{preset\}`([^`]*)`")
_QUOTE = re.compile(r"^```\{rule-quote\}\s+(\S+)\s*\n```[ \t]*$", re.MULTILINE)


def statement_in(rule: str, lang: str, book: Path, locales: Path) -> tuple[str, ...]:
    """The appendix's statement of ``rule`` in ``lang`` (its paragraphs).

    ``book`` is the folder of rules_reference.md, ``locales`` the catalogs'
    folder (its ``<lang>/LC_MESSAGES/rules_reference.po``).

    Raises:
        KeyError: the appendix has no entry ``rule``.
    """
    english = rule_statements(book / f"{APPENDIX}.md")[rule.upper()]
    if lang == "en":
        return english
    import polib  # the catalog's source, which a build may not have compiled

    po = locales / lang / "LC_MESSAGES" / f"{APPENDIX}.po"
    found = {
        entry.msgid: entry.msgstr
        for entry in polib.pofile(str(po))
        if entry.msgstr and "fuzzy" not in entry.flags
    }
    return tuple(found.get(text, text) for text in english)


def markdown_in_language(text: str, lang: str, book: Path, locales: Path) -> str:
    """MyST ``text`` with the roles and quotes of this module written out.

    For a page outside Sphinx (an exported notebook): each
    ``{preset}`<preset>:<fact>[:<players>]``` becomes the engine's phrase in
    ``lang``, each ``{rule-quote}`` fence a Markdown quote of the rule's
    statement, signed with the rule's number.

    Raises:
        ValueError: a role names no preset or fact (as the build does).
        KeyError: a quote names no rule of the appendix.
    """

    def fact(match: re.Match[str]) -> str:
        parts = match.group(1).strip().split(":")
        players = int(parts[2]) if len(parts) == 3 else None
        return preset_fact(parts[0], parts[1], lang, players=players)

    def quote(match: re.Match[str]) -> str:
        rule = match.group(1).upper()
        paragraphs = statement_in(rule, lang, book, locales)
        lines = "\n>\n".join(f"> {paragraph}" for paragraph in paragraphs)
        return f"{lines}\n>\n> — {rule}"

    return _ROLE.sub(fact, _QUOTE.sub(quote, text))


def preset_role(
    name: str,
    rawtext: str,
    text: str,
    lineno: int,
    inliner: Any,
    options: dict[str, Any] | None = None,
    content: Any = (),
) -> tuple[list[nodes.Node], list[nodes.system_message]]:
    """``{preset}`americana-pl:structure``` -> "fixed limit" in the page's language."""
    lang = inliner.document.settings.env.config.language or "en"
    parts = text.strip().split(":")
    try:
        if len(parts) not in (2, 3):
            raise ValueError("write {preset}`<preset>:<fact>[:<players>]`")
        players = int(parts[2]) if len(parts) == 3 else None
        phrase = preset_fact(parts[0], parts[1], lang, players=players)
    except ValueError as error:
        message = inliner.reporter.error(f"{{preset}}`{text}`: {error}", line=lineno)
        problem = inliner.problematic(rawtext, rawtext, message)
        return [problem], [message]
    return [nodes.inline(rawtext, phrase, classes=["americana-preset"])], []


class RuleQuote(SphinxDirective):
    """``{rule-quote} A9``: the appendix's statement of a rule, quoted."""

    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        rule = self.arguments[0].strip().upper()
        source = Path(self.env.srcdir)
        statements = rule_statements(source / f"{APPENDIX}.md")
        if rule not in statements:
            raise self.error(f"no rule {rule!r} in {APPENDIX}.md")
        lang = self.config.language or "en"
        catalog = gettext.NullTranslations()
        if lang != "en":
            for folder in self.config.locale_dirs:
                mo = source / folder / lang / "LC_MESSAGES" / f"{APPENDIX}.mo"
                if mo.exists():
                    catalog = _catalog(mo)
                    break
        self.env.note_dependency(str(source / f"{APPENDIX}.md"))
        quote = nodes.block_quote(classes=["americana-rule-quote"])
        for english in statements[rule]:
            text = catalog.gettext(english)
            paragraph = nodes.paragraph()
            children, messages = self.state.inline_text(text, self.lineno)
            paragraph.extend(children)
            paragraph.extend(messages)
            quote += paragraph
        quote += nodes.attribution("", rule)
        for node in quote.findall(nodes.TextElement):
            # Translated once, in the appendix's catalog: not a message here.
            node["translatable"] = False
        return [quote]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_role("preset", preset_role)
    app.add_directive("rule-quote", RuleQuote)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
