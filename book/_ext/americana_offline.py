"""Offline reading and installing (issue 21): a service worker and a web app
manifest per edition.

* Every page loads ``_static/americana-offline.js`` (deferred) and links the
  edition's ``manifest.webmanifest``, with the theme colour and an icon for
  phones' home screens. The script registers ``sw.js`` at the edition's root
  (scope: that folder), offers the new version when a rebuilt book is
  served, saves the runtime once a live block has started, and drives the
  sidebar's control that saves the whole edition
  (book/_templates/americana-offline.html, its words in the page's language
  from the ``sphinx`` catalog, locales/<lang>/LC_MESSAGES/sphinx.po).
* The script and the icons (book/_offline/static/, the icons drawn from
  book/_assets/favicon.svg's colours by tools/make_icons.py) are copied into
  the edition's ``_static/`` before the pages are written, so Sphinx's
  ``?v=`` checksum is theirs.
* At the end of the build the manifest is written (``manifest``: the
  edition's title and language, URLs relative to it) and then sw.js, from
  every file built (tools/offline.py); tools/build_book.py writes sw.js once
  more after its last copy into the edition.
"""

from __future__ import annotations

import filecmp
import json
import shutil
import sys
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

BOOK = Path(__file__).resolve().parent.parent
STATIC = BOOK / "_offline" / "static"
SCRIPT = "americana-offline.js"
MANIFEST = "manifest.webmanifest"
#: The favicon's green (book/_assets/favicon.svg) and the light theme's page.
THEME_COLOUR = "#1f5f3f"
BACKGROUND = "#ffffff"
#: The icons in _static/icons/: file, size, purpose.
ICONS = (
    ("icon-192.png", 192, "any"),
    ("icon-512.png", 512, "any"),
    ("icon-maskable-512.png", 512, "maskable"),
)


def manifest(lang: str, name: str, short_name: str) -> dict[str, Any]:
    """The edition's web app manifest (a JSON object); every URL relative to
    the manifest, which sits at the edition's root."""
    return {
        "name": name,
        "short_name": short_name,
        "lang": lang,
        "dir": "ltr",
        "start_url": "intro.html",
        "scope": "./",
        "id": "./",
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND,
        "icons": [
            {
                "src": f"_static/icons/{file}",
                "sizes": f"{size}x{size}",
                "type": "image/png",
                "purpose": purpose,
            }
            for file, size, purpose in ICONS
        ],
    }


def _copy_static(app: Sphinx) -> None:
    """book/_offline/static/ into the edition's ``_static/`` (overwriting)."""
    if app.builder.format != "html":
        return
    target = Path(app.outdir) / "_static"
    for source in sorted(STATIC.rglob("*")):
        if not source.is_file():
            continue
        copy = target / source.relative_to(STATIC)
        if copy.is_file() and filecmp.cmp(source, copy, shallow=False):
            continue
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, copy)


def _link_manifest(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree
) -> None:
    up = "../" * pagename.count("/")
    context["metatags"] = context.get("metatags", "") + (
        f'\n<link rel="manifest" href="{up}{MANIFEST}" />'
        f'\n<meta name="theme-color" content="{THEME_COLOUR}" />'
        f'\n<link rel="apple-touch-icon" href="{up}_static/icons/{ICONS[0][0]}" />\n'
    )


def _write_files(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    outdir = Path(app.outdir)
    lang = app.config.language or "en"
    short = app.config.html_title or app.config.project
    name = app.config.americana_app_name or short
    text = json.dumps(manifest(lang, name, short), ensure_ascii=False, indent=2)
    (outdir / MANIFEST).write_text(text + "\n", encoding="utf-8")
    sys.path.insert(0, str(BOOK.parent / "tools"))
    from offline import write_service_worker

    write_service_worker(outdir)


def setup(app: Sphinx) -> dict[str, Any]:
    # The installed book's full name (tools/build_book.py: the edition's title).
    app.add_config_value("americana_app_name", "", "html", types=[str])
    app.add_js_file(SCRIPT)
    app.connect("builder-inited", _copy_static)
    app.connect("html-page-context", _link_manifest)
    # Last: after the live files are copied beside the editions.
    app.connect("build-finished", _write_files, priority=950)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
