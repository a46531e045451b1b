"""The widget state of a built page, for the tests that read it.

myst-nb writes a page's widget state into the page; the book's build moves it
into a deferred script of its own, ``_static/_widgets_state/<page>.js``
(``book/_ext/americana_scripts.py``, ``write_widget_state``), which pushes the
JSON onto ``window.americanaWidgetState``. These helpers find that script
from the page's ``<script src>`` and give back the JSON.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

#: What the state script says around the JSON (americana_scripts.py).
PREFIX = "(window.americanaWidgetState = window.americanaWidgetState || []).push("
SUFFIX = ");\n"
_SRC = re.compile(r'<script\b[^>]*\bsrc="([^"?]*_widgets_state/[^"?]*\.js)[^"]*"')


def state_scripts(page: Path) -> list[Path]:
    """The widget state scripts a built page loads (none on most pages)."""
    html = page.read_text(encoding="utf-8")
    return [page.parent / src for src in _SRC.findall(html)]


def state_texts(page: Path) -> list[str]:
    """The JSON text of each widget state the page loads."""
    texts = []
    for script in state_scripts(page):
        text = script.read_text(encoding="utf-8")
        assert text.startswith(PREFIX) and text.endswith(SUFFIX), script
        texts.append(text[len(PREFIX) : -len(SUFFIX)])
    return texts


def states(page: Path) -> list[dict]:
    """Each widget state the page loads, parsed."""
    return [json.loads(text) for text in state_texts(page)]
