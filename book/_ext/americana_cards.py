"""Cards written in the prose drawn as the book's card chips.

The exercises write cards as text, "K♦" or "10♥", as the deck chapter
teaches. The chapters' steppers and tables draw them as card faces
(:func:`americana.text.names.card_html`): a chip with the rank and the suit's
symbol, named in the page's language for a screen reader ("king of
diamonds"). This post-transform gives the pages listed in
``americana_card_pages`` (by default the exercises) the same faces, at build
time and after translation: the catalogs keep the plain "K♦" in their
msgids, so no translation changes, and every edition gets chips.

A card is a rank (2-10, J, Q, K, A) directly followed by a suit symbol,
standing alone (not inside a longer word or number). A bare suit symbol
("♥ ♦ ♣ ♠", an order of suits) is not a card and stays text, as does anything
in code, literal blocks, raw HTML or headings. Only HTML output is changed.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

#: A card token: the rank, then one suit symbol; not part of a longer token.
CARD = re.compile(r"(?<![\w♣♦♥♠])(10|[2-9JQKA])([♣♦♥♠])(?![\w♣♦♥♠])")

# Text under these stays as written.
_SKIP = (
    nodes.literal,
    nodes.literal_block,
    nodes.raw,
    nodes.title,
    nodes.FixedTextElement,
)


def _card_chip(token: str, lang: str) -> str:
    """The chip HTML for ``token`` (e.g. "K♦"), named in ``lang``."""
    from americana.cards import parse_cards
    from americana.views.render.html import card_html

    (card,) = parse_cards(token)
    return card_html(card, lang)


def chips_in_text(text: str, lang: str) -> list[nodes.Node]:
    """``text`` as text nodes and raw HTML card chips, in order."""
    out: list[nodes.Node] = []
    at = 0
    for match in CARD.finditer(text):
        if match.start() > at:
            out.append(nodes.Text(text[at : match.start()]))
        html = _card_chip(match.group(0), lang)
        out.append(
            nodes.raw(match.group(0), html, format="html", classes=["americana-card"])
        )
        at = match.end()
    if at < len(text):
        out.append(nodes.Text(text[at:]))
    return out


class CardChips(SphinxPostTransform):
    """Replace card tokens in the prose of the listed pages with card chips."""

    default_priority = 400
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        if self.env.docname not in self.config.americana_card_pages:
            return
        lang = self.config.language or "en"
        for text in list(self.document.findall(nodes.Text)):
            parent = text.parent
            if parent is None or not CARD.search(text.astext()):
                continue
            if any(isinstance(n, _SKIP) for n in _ancestors(text)):
                continue
            parent.replace(text, chips_in_text(text.astext(), lang))


def _ancestors(node: nodes.Node):
    node = node.parent
    while node is not None:
        yield node
        node = node.parent


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("americana_card_pages", ["exercises"], "html", types=[list])
    app.add_post_transform(CardChips)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
