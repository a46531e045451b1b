"""Offline reading (issue 21): the service worker's file lists and the manifest.

Fast: tools/offline.py on a small made-up site (which files each list holds,
relative URLs, revisions, a build id that changes with any file). Build tier:
every edition of the built book has ``sw.js`` and ``manifest.webmanifest`` at
its root, in its language, with relative URLs only, and every page links the
manifest and loads the offline script. tests/test_offline_browser.py runs the
worker in Chromium.
"""

from __future__ import annotations

import hashlib
import json
import re
import struct
import sys
from pathlib import Path

import pytest

from americana.text.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from offline import (  # noqa: E402
    edition_files,
    runtime_files,
    worker_text,
    write_service_worker,
)

#: The installed book's name and short name in each edition (the titles of
#: tools/build_book.py, written out).
NAMES = {
    "en": ("Americana: an interactive textbook", "Americana"),
    "pl": ("Americana: interaktywny podręcznik", "Americana"),
    "ru": ("Американа: интерактивный учебник", "Американа"),
    "es": ("Americana: un libro de texto interactivo", "Americana"),
}
#: The sidebar's button in each edition (sphinx.po).
SAVE = {
    "en": "Save for offline reading",
    "pl": "Zapisz do czytania bez połączenia",
    "ru": "Сохранить для чтения без сети",
    "es": "Guardar para leer sin conexión",
}
#: The update notice in each edition (sphinx.po).
READY = {
    "en": "A new version of this book is ready.",
    "pl": "Gotowa jest nowa wersja tej książki.",
    "ru": "Готова новая версия этой книги.",
    "es": "Ya está lista una nueva versión de este libro.",
}


def _site(tmp_path: Path) -> Path:
    """A made-up built site: one edition, the shared live folder."""
    files = {
        "pl/intro.html": '<div data-runtime="1.0.0" data-engine="americana-0a1b.zip">',
        "pl/index.html": "<meta>",
        "pl/_static/a.css": "body{}",
        "pl/_static/a.css.map": "{}",
        "pl/_static/webpack-macros.html": "<p>",
        "pl/_static/locales/pl/booktheme.po": "",
        "pl/_static/fonts/f.ttf": "x",
        "pl/_static/fonts/f.woff2": "x",
        "pl/.buildinfo": "x",
        "pl/objects.inv": "x",
        "pl/_pagefind/pl.pf_meta": "a search index of another kind",
        "pl/sw.js": "old",
        "_pyodide/live-loader.js": "loader",
        "_pyodide/live.js": "live",
        "_pyodide/live.css": "css",
        "_pyodide/americana-0a1b.zip": "engine",
        "_pyodide/americana-9f9f.zip": "another edition's engine",
        "_pyodide/1.0.0/pyodide.asm.wasm": "wasm",
        "_pyodide/1.0.0/pyodide.mjs": "mjs",
        "_pyodide/1.0.0/README.md": "readme",
        "_pyodide/1.0.0/package.json": "{}",
        "_pyodide/0.9.0/pyodide.asm.wasm": "an older runtime",
    }
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path / "pl"


def test_edition_files_are_pages_and_assets_relative_to_the_edition(tmp_path: Path):
    edition = _site(tmp_path)
    urls = [url for url, _, _ in edition_files(edition)]
    assert urls == [
        "_pagefind/pl.pf_meta",
        "_static/a.css",
        "_static/fonts/f.woff2",
        "index.html",
        "intro.html",
        "../_pyodide/live-loader.js",
        "../_pyodide/live.js",
        "../_pyodide/live.css",
    ]
    # sha256(b"body{}") and its length.
    assert edition_files(edition)[1] == ["_static/a.css", "7c98040a5416", 6]


def test_runtime_files_are_the_version_and_engine_the_pages_name(tmp_path: Path):
    edition = _site(tmp_path)
    assert [url for url, _, _ in runtime_files(edition)] == [
        "../_pyodide/1.0.0/pyodide.asm.wasm",
        "../_pyodide/1.0.0/pyodide.mjs",
        "../_pyodide/americana-0a1b.zip",
    ]


def test_an_edition_without_live_blocks_has_no_runtime(tmp_path: Path):
    edition = _site(tmp_path)
    (edition / "intro.html").write_text("<p>no block</p>", encoding="utf-8")
    assert runtime_files(edition) == []


def test_the_build_id_changes_with_any_file_and_only_then(tmp_path: Path):
    edition = _site(tmp_path)
    first = write_service_worker(edition)
    assert re.fullmatch(r"[0-9a-f]{16}", first)
    assert write_service_worker(edition) == first
    (edition / "intro.html").write_text(
        '<div data-runtime="1.0.0" data-engine="americana-0a1b.zip">!', "utf-8"
    )
    second = write_service_worker(edition)
    assert second != first
    (tmp_path / "_pyodide" / "1.0.0" / "pyodide.asm.wasm").write_text("new", "utf-8")
    assert write_service_worker(edition) not in (first, second)


def test_worker_starts_with_its_constants_and_names_no_host(tmp_path: Path):
    edition = _site(tmp_path)
    text = worker_text(edition)
    lines = text.splitlines()
    assert lines[1].startswith('const BUILD = "')
    assert lines[2].startswith("const FILES = [")
    assert lines[3].startswith("const RUNTIME = [")
    listed = json.loads(lines[2][len("const FILES = ") : -1])
    assert all(not url.startswith("/") and "://" not in url for url, _, _ in listed)
    assert 'self.addEventListener("fetch"' in text
    assert "http://" not in text and "https://" not in text


# ---- the built book ------------------------------------------------------


def _constant(text: str, name: str):
    match = re.search(rf"^const {name} = (.*);$", text, re.MULTILINE)
    assert match, name
    return json.loads(match.group(1))


def _pages(edition: Path) -> list[Path]:
    # index.html is a redirect to the first chapter.
    return [p for p in sorted(edition.glob("*.html")) if p.name != "index.html"]


@pytest.mark.build
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_edition_has_its_worker(built_book: Path, lang: str):
    edition = built_book / lang
    text = (edition / "sw.js").read_text(encoding="utf-8")
    files = _constant(text, "FILES")
    runtime = _constant(text, "RUNTIME")
    urls = {url for url, _, _ in files}
    assert {p.name for p in _pages(edition)} <= urls
    assert {
        "index.html",
        "manifest.webmanifest",
        "_static/americana-offline.js",
    } <= urls
    assert "sw.js" not in urls
    assert not any(url.endswith(".map") for url in urls)
    runtime_urls = {url for url, _, _ in runtime}
    assert any(url.endswith("/pyodide.asm.wasm") for url in runtime_urls)
    engines = set()
    for page in _pages(edition):
        engines.update(re.findall(r'data-engine="([^"]+)"', page.read_text("utf-8")))
    assert len(engines) == 1 and f"../_pyodide/{engines.pop()}" in runtime_urls
    for url, rev, size in files + runtime:
        assert not url.startswith("/") and "://" not in url, url
        path = edition / url
        assert path.is_file(), url
        assert path.stat().st_size == size, url
        assert hashlib.sha256(path.read_bytes()).hexdigest()[:12] == rev, url


@pytest.mark.build
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_edition_has_its_manifest(built_book: Path, lang: str):
    edition = built_book / lang
    manifest = json.loads((edition / "manifest.webmanifest").read_text("utf-8"))
    assert (manifest["name"], manifest["short_name"]) == NAMES[lang]
    assert manifest["lang"] == lang
    assert (manifest["start_url"], manifest["scope"]) == ("intro.html", "./")
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"] == "#1f5f3f"
    sizes = set()
    for icon in manifest["icons"]:
        assert not icon["src"].startswith("/") and "://" not in icon["src"]
        data = (edition / icon["src"]).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", data[16:24])
        assert icon["sizes"] == f"{width}x{height}"
        sizes.add(width)
    assert {192, 512} <= sizes


@pytest.mark.build
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_links_the_manifest_and_offers_offline_reading(
    built_book: Path, lang: str
):
    pages = _pages(built_book / lang)
    assert len(pages) >= 15
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert '<link rel="manifest" href="manifest.webmanifest" />' in text, page
        assert re.search(
            r'<script defer(="defer")? src="_static/americana-offline\.js[^"]*"', text
        ), page
        assert f">{SAVE[lang]}</button>" in text, page
        assert READY[lang] in text, page
