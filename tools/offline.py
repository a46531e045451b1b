"""Write an edition's service worker, sw.js, from the files built (issue 21).

    python tools/offline.py _build/html/pl    # after the edition is built

tools/build_book.py runs this on every edition it builds, last, once every
file is in place (the book's extension, book/_ext/americana_offline.py, runs
it at the end of a plain ``jupyter-book build book/`` too). The worker is
book/_offline/sw.js preceded by three constants:

* ``FILES``: the edition's pages and assets, each as ``[url, revision,
  bytes]``: every file under the edition's folder that a page can load (pages,
  scripts, style sheets, images, fonts, the manifest, the search index; not
  sw.js, source maps, the theme's catalogs and HTML fragments or its TrueType
  copies of the WOFF2 fonts, the edition's PDF and EPUB downloads:
  ``NOT_CACHED_SUFFIXES``), plus the
  live blocks' scripts beside the editions (``../_pyodide/live*.js``,
  ``live.css``). The worker caches them when it installs.
* ``RUNTIME``: the runtime the pages' live blocks name (``data-runtime``,
  ``data-engine``): the vendored Pyodide folder, the engine archive and any
  other file of the shared folder; cached once a block has started or the
  reader saves the edition.
* ``BUILD``: a hash of every file's path and content in both lists, so any
  change to a built file makes a new worker, a new cache and the update
  notice (see docs/slow-connections.md).

URLs are relative to sw.js, the edition's root: the site works under any
subpath. The revision of a file is a hash of its bytes (12 hex digits).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The worker's code; its constants are written in front of it.
WORKER = ROOT / "book" / "_offline" / "sw.js"
#: The worker's file name, at the edition's root (the issue's test hook).
SW_NAME = "sw.js"
#: The live blocks' shared folder (book/_ext/americana_live.py's SHARED).
SHARED = "_pyodide"
#: Kinds of file that no page loads, left out of the cache: source maps, the
#: theme's catalogs, TrueType copies of the WOFF2 fonts (a browser takes the
#: WOFF2), licences and sources, Sphinx's inventory; hidden files (Sphinx's
#: ``.buildinfo``) are left out too. Anything else a build writes is cached
#: (a search index of a new kind too).
#: The edition's PDF and EPUB (tools/build_book.py --formats) are downloads,
#: a few MB each, that no page loads: saving the edition for offline reading
#: does not fetch them.
NOT_CACHED_SUFFIXES = frozenset(
    {
        ".map",
        ".po",
        ".mo",
        ".ttf",
        ".eot",
        ".txt",
        ".md",
        ".inv",
        ".buildinfo",
        ".pdf",
        ".epub",
    }
)
#: Files of the shared folder that no page loads (Pyodide's README and npm
#: package description).
NOT_LOADED = frozenset({"README.md", "package.json"})
_RUNTIME_ATTR = re.compile(r'data-runtime="([^"/]+)"')
_ENGINE_ATTR = re.compile(r'data-engine="(americana-[0-9a-f]+\.zip)"')


def revision(path: Path) -> str:
    """The first 12 hex digits of the SHA-256 of the file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


def shared_folder(edition: Path) -> Path:
    """The live blocks' folder: inside a single edition (``jupyter-book build``),
    else beside the editions (tools/build_book.py)."""
    inside = edition / SHARED
    return inside if inside.is_dir() else edition.parent / SHARED


def _entry(path: Path, edition: Path) -> list[str | int]:
    url = Path(os.path.relpath(path, edition)).as_posix()
    return [url, revision(path), path.stat().st_size]


def edition_files(edition: Path) -> list[list[str | int]]:
    """``[url, revision, bytes]`` of the edition's pages and assets, sorted.

    Under ``_static/`` only assets (no HTML fragments of the theme); nothing
    from the shared live folder but its page scripts and style sheet.
    """
    shared = shared_folder(edition)
    found = []
    for path in sorted(edition.rglob("*")):
        if not path.is_file() or path.name == SW_NAME or path.name.startswith("."):
            continue
        rel = path.relative_to(edition)
        if rel.parts[0] == SHARED or path.suffix in NOT_CACHED_SUFFIXES:
            continue
        if path.suffix == ".html" and rel.parts[0] == "_static":
            continue
        found.append(_entry(path, edition))
    for name in ("live-loader.js", "live.js", "live.css"):
        if (shared / name).is_file():
            found.append(_entry(shared / name, edition))
    return found


def runtime_files(edition: Path) -> list[list[str | int]]:
    """``[url, revision, bytes]`` of the runtime the edition's blocks use.

    The Pyodide folder and engine archive named by the pages'
    ``data-runtime`` and ``data-engine``, and the other files of the shared
    folder but the page scripts (in :func:`edition_files`) and other
    editions' engine archives. Empty for an edition without live blocks.
    """
    shared = shared_folder(edition)
    versions: set[str] = set()
    engines: set[str] = set()
    for page in edition.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        versions.update(_RUNTIME_ATTR.findall(text))
        engines.update(_ENGINE_ATTR.findall(text))
    if not versions or not shared.is_dir():
        return []
    found = []
    for path in sorted(shared.rglob("*")):
        rel = path.relative_to(shared)
        if not path.is_file() or path.name in NOT_LOADED:
            continue
        if path.suffix in NOT_CACHED_SUFFIXES or path.name.startswith("live"):
            continue
        if len(rel.parts) > 1 and rel.parts[0] not in versions:
            continue
        if path.name.startswith("americana-") and path.name not in engines:
            continue
        found.append(_entry(path, edition))
    return found


def build_id(files: list[list[str | int]]) -> str:
    """A hash of every ``[url, revision, bytes]``: 16 hex digits."""
    text = json.dumps(sorted(files), separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def worker_text(edition: Path) -> str:
    """sw.js for ``edition``: the three constants, then book/_offline/sw.js."""
    files = edition_files(edition)
    runtime = runtime_files(edition)
    build = build_id(files + runtime)

    def constant(name: str, value: object) -> str:
        return f"const {name} = {json.dumps(value, separators=(',', ':'))};\n"

    return (
        "// Written by tools/offline.py from book/_offline/sw.js; do not edit.\n"
        + constant("BUILD", build)
        + constant("FILES", files)
        + constant("RUNTIME", runtime)
        + WORKER.read_text(encoding="utf-8")
    )


def write_service_worker(edition: Path) -> str:
    """Write ``edition``/sw.js (unless unchanged); returns the build id."""
    text = worker_text(edition)
    target = edition / SW_NAME
    if not target.is_file() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
    match = re.search(r'^const BUILD = "([0-9a-f]+)";$', text, re.MULTILINE)
    assert match is not None
    return match.group(1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("edition", type=Path, nargs="+", help="a built edition")
    args = parser.parse_args(argv)
    for edition in args.edition:
        if not (edition / "intro.html").is_file():
            print(f"{edition}: not a built edition", file=sys.stderr)
            return 1
        print(f"{edition / SW_NAME}: build {write_service_worker(edition)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
