"""Sphinx glue for the book: the language in force and the language switcher.

* Code cells speak the language being built: the ``language`` setting is put
  into ``AMERICANA_LANG`` before notebooks execute (kernels inherit it).
* Each page gets ``americana_languages`` for ``language-switcher.html``: links
  to the same page in the other languages, which are built side by side into
  ``_build/html/<lang>/`` by tools/build_book.py.
"""

from __future__ import annotations

import os
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config

# Each language names itself, in its own language.
NATIVE_NAMES = {"en": "English", "pl": "Polski", "ru": "Русский", "es": "Español"}


def _set_language(app: Sphinx, config: Config) -> None:
    lang = config.language or "en"
    if lang not in NATIVE_NAMES:
        raise ValueError(f"the book has no {lang!r} edition; use one of {NATIVE_NAMES}")
    os.environ["AMERICANA_LANG"] = lang


def _add_switcher(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree
) -> None:
    here = app.config.language or "en"
    up = "../" * (pagename.count("/") + 1)
    context["americana_languages"] = [
        {
            "code": code,
            "name": name,
            "url": f"{up}{code}/{pagename}.html",
            "current": code == here,
        }
        for code, name in NATIVE_NAMES.items()
    ]


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", _set_language)
    app.connect("html-page-context", _add_switcher)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
