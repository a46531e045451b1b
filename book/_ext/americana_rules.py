"""Rule numbers in the prose link to the book's rules reference.

The chapters cite the rules of the sources by number (A5, B3, D8, …) and
the order of the suits by its letter (C). The appendix ``rules_reference``
defines each one under a label ``rule-a5``, …, ``rule-c``, the same in every
language. This transform finds the numbers in the text of paragraphs, list
items, table cells and captions, after the page has been translated, and
wraps each in a reference to its label, so the translated pages link too and
no message of any catalog changes.

What counts as a citation:

* ``A1``-``A15``, ``B1``-``B5``, ``D1``-``D8`` and ``E1``-``E8`` wherever
  they stand as a word of their own (not inside ``A-7-8-9-10`` or a longer
  word such as a hash);
* the letter ``C`` only where it is cited as a rule: in a list of rule
  numbers (``(A5, C)``, ``rules C and A5``), alone in brackets (``(C)``), or
  after the word "rule" in one of the book's languages (``rule C``,
  ``reguła C``, ``правило C``, ``regla C``). The letters ``C`` and ``S`` of a
  card notation, ``C(r, 5)`` and a ``C:`` heading of a list are left alone.

Code, literals, titles, existing links and cell outputs are skipped; so are
the appendix's own definitions, which are its section titles. A number that
names no rule (``A16``) is left as it is: tests/test_rules_reference.py
reports it.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.transforms import SphinxTransform

#: The appendix page that defines every rule (book/rules_reference.md).
RULES_PAGE = "rules_reference"

#: How many numbered rules each letter has (C, the suit order, has none).
NUMBERED = {"A": 15, "B": 5, "D": 8, "E": 8}

#: Every rule the appendix defines, in its order.
RULES: tuple[str, ...] = (
    *(f"A{n}" for n in range(1, 16)),
    *(f"B{n}" for n in range(1, 6)),
    "C",
    *(f"D{n}" for n in range(1, 9)),
    *(f"E{n}" for n in range(1, 9)),
)

_TOKEN = r"(?:[A-E]\d{1,2}|C)"
# Between the rules of a list: a comma, a dash, or "and", "or", "to" in
# English, Polish, Russian and Spanish.
_SEP = (
    r"(?:\s*,\s*|\s*[–—-]\s*"
    r"|\s+(?:and|or|to|i|lub|czy|oraz|do|и|или|до|y|o|a|hasta)\s+)"
)
_RUN = re.compile(rf"(?<![\w\-·]){_TOKEN}(?:{_SEP}{_TOKEN})*(?![\w\-(])")
_ONE = re.compile(rf"(?<![\w\-]){_TOKEN}(?![\w\-])")
_RULE_WORD = re.compile(
    r"(?:\brules?|\breguł[ay]?|\bправил[аоу]?|\breglas?)\s+$", re.IGNORECASE
)

#: Nodes whose text is never a citation to link.
_SKIP = (
    nodes.title,
    nodes.subtitle,
    nodes.rubric,
    nodes.literal,
    nodes.literal_block,
    nodes.raw,
    nodes.math,
    nodes.math_block,
    nodes.reference,
    nodes.target,
    nodes.comment,
    nodes.substitution_definition,
    addnodes.pending_xref,
    addnodes.toctree,
)


def label(rule: str) -> str:
    """The label of ``rule`` (``"A5"`` -> ``"rule-a5"``), the anchor's id.

    Raises:
        ValueError: ``rule`` is not a rule of the reference.
    """
    if rule not in RULES:
        raise ValueError(f"no rule {rule!r} in the rules reference")
    return f"rule-{rule.lower()}"


def citations(text: str) -> list[tuple[int, int, str]]:
    """The rule numbers cited in ``text``: (start, end, rule), in order.

    Only rules the reference defines; see the module docstring for when a
    bare ``C`` is one.
    """
    found: list[tuple[int, int, str]] = []
    for run in _RUN.finditer(text):
        tokens = list(_ONE.finditer(run.group(0)))
        numbered = any(t.group(0) != "C" for t in tokens)
        start, end = run.span()
        bracketed = text[start - 1 : start] == "(" and text[end : end + 1] == ")"
        after_word = bool(_RULE_WORD.search(text[:start]))
        for token in tokens:
            rule = token.group(0)
            if rule not in RULES:
                continue
            if rule == "C" and not (numbered or bracketed or after_word):
                continue
            found.append((start + token.start(), start + token.end(), rule))
    return found


def _skipped(node: nodes.Node) -> bool:
    parent = node.parent
    while parent is not None:
        if isinstance(parent, _SKIP):
            return True
        if isinstance(parent, nodes.Element) and "cell_output" in parent.get(
            "classes", []
        ):
            return True
        parent = parent.parent
    return False


def _link(rule: str) -> addnodes.pending_xref:
    ref = addnodes.pending_xref(
        "",
        nodes.inline(rule, rule),
        refdomain="std",
        reftype="ref",
        reftarget=label(rule),
        refexplicit=True,
        refwarn=True,
    )
    ref["classes"].append("americana-rule")
    return ref


def _merge_text(document: nodes.document) -> None:
    """Join neighbouring text nodes, e.g. the two lines of "(A5,\nC)".

    By position: a Text node is a ``str``, so ``Element.remove`` and
    ``replace`` would find the first child with the same text (a " " before
    a code span, say) instead of this one.
    """
    for element in list(document.findall(nodes.Element)):
        children = element.children
        i = 0
        while i < len(children) - 1:
            if isinstance(children[i], nodes.Text) and isinstance(
                children[i + 1], nodes.Text
            ):
                joined = nodes.Text(str(children[i]) + str(children[i + 1]))
                del element[i + 1]
                element[i] = joined
            else:
                i += 1


def _replace(text: nodes.Text, pieces: list[nodes.Node]) -> None:
    """Put ``pieces`` in place of this very node (not an equal string)."""
    parent = text.parent
    at = next(i for i, child in enumerate(parent.children) if child is text)
    parent[at : at + 1] = pieces


class LinkRuleNumbers(SphinxTransform):
    """Wrap every rule number of the page's prose in a link to its anchor."""

    # After the page is translated (sphinx.transforms.i18n.Locale: 20).
    default_priority = 880

    def apply(self, **kwargs: Any) -> None:
        if self.app.builder.name == "gettext":  # the messages stay as written
            return
        _merge_text(self.document)
        for text in list(self.document.findall(nodes.Text)):
            if _skipped(text):
                continue
            source = str(text)
            found = citations(source)
            if not found:
                continue
            pieces: list[nodes.Node] = []
            at = 0
            for start, end, rule in found:
                if start > at:
                    pieces.append(nodes.Text(source[at:start]))
                pieces.append(_link(rule))
                at = end
            if at < len(source):
                pieces.append(nodes.Text(source[at:]))
            _replace(text, pieces)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_transform(LinkRuleNumbers)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
