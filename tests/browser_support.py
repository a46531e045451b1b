"""Chromium and a local server for the browser tests (Playwright).

The fixtures ``server`` and ``browser`` are registered by conftest.py; each
test module gets its own server and browser (module scope).
"""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

CHROMIUM = Path("/usr/bin/chromium")
# Flags for a headless run on a closed network (no background connections).
CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def server(built_book: Path):
    handler = functools.partial(_QuietHandler, directory=str(built_book))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    assert CHROMIUM.exists(), (
        "Debian's chromium is not installed (apt-get install chromium)"
    )
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield b
        b.close()


def watch(page) -> tuple[list[str], list[str]]:
    """Record requests to other hosts; and console errors and warnings, failed
    loads, 4xx/5xx (a quiet console: issue 11 wants no warning either)."""
    outside: list[str] = []
    errors: list[str] = []

    def on_request(request):
        host = urlsplit(request.url).hostname
        if host not in ("127.0.0.1", "localhost") and not request.url.startswith(
            ("data:", "blob:")
        ):
            outside.append(request.url)

    page.on("request", on_request)
    page.on(
        "console",
        lambda m: (
            errors.append(f"{m.type}: {m.text}")
            if m.type in ("error", "warning")
            else None
        ),
    )
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("requestfailed", lambda r: errors.append(f"failed: {r.url}"))
    page.on(
        "response",
        lambda r: errors.append(f"{r.status}: {r.url}") if r.status >= 400 else None,
    )
    return outside, errors
