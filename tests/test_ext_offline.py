"""book/_ext/americana_offline.py on a test root (tests/roots/test-offline/).

A single-edition build in Polish: every page links the manifest and loads the
offline script, the script and the icons are in ``_static/``, and the build
ends with the manifest in the edition's language and a sw.js whose file list
holds the pages, the manifest and the script, each URL relative.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

pytest_plugins = "sphinx.testing.fixtures"

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS.parent / "book" / "_ext"))


@pytest.fixture(scope="session")
def rootdir() -> Path:
    return TESTS / "roots"


@pytest.mark.sphinx(
    "html", testroot="offline", srcdir="offline-pl", confoverrides={"language": "pl"}
)
def test_a_build_ends_with_its_manifest_and_worker(app):
    app.build()
    assert app.warning.getvalue() == ""
    out = Path(app.outdir)
    page = (out / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="manifest.webmanifest" />' in page
    assert '<meta name="theme-color" content="#1f5f3f" />' in page
    assert re.search(r'src="_static/americana-offline\.js\?v=[0-9a-f]+"', page)
    for name in ("icon-192.png", "icon-512.png", "icon-maskable-512.png"):
        assert (out / "_static" / "icons" / name).is_file()
    manifest = json.loads((out / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == "Americana: interaktywny podręcznik"
    assert manifest["short_name"] == "Americana"
    assert manifest["lang"] == "pl"
    assert (manifest["start_url"], manifest["scope"]) == ("intro.html", "./")
    worker = (out / "sw.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"^const FILES = (.*);$", worker, re.M).group(1))
    urls = {url for url, _, _ in files}
    assert {
        "index.html",
        "manifest.webmanifest",
        "_static/americana-offline.js",
    } <= urls
    assert all(not u.startswith("/") and "://" not in u for u in urls)
    # No live block, no runtime.
    assert "const RUNTIME = [];" in worker
