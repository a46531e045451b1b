"""Chromium and a local server for the browser tests (Playwright).

The fixtures ``server`` and ``browser`` are registered by conftest.py; each
test module gets its own server and browser (module scope).
"""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

#: The suite's timeouts, in milliseconds, long enough for a busy 2-core machine
#: (two test processes and other jobs beside them). Every wait of the browser
#: tests uses one of them: STEP_TIMEOUT for one step in a loaded page (a click's
#: reply, a widget redrawn), START_TIMEOUT for a start (a page loaded with its
#: widgets drawn, the Pyodide runtime started in it). Pages and contexts made
#: from the ``browser`` fixture wait START_TIMEOUT by default, so that no wait
#: falls back to Playwright's own 30 s.
STEP_TIMEOUT = 30_000
START_TIMEOUT = 120_000

# Debian's Chromium and the flags of a headless run on a closed network (no
# background connections), as the build prints each edition's PDF with them.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from book_formats import CHROMIUM, CHROMIUM_ARGS  # noqa: E402


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def _serve(folder: Path) -> http.server.ThreadingHTTPServer:
    """A server of ``folder`` on a free port of 127.0.0.1, in a thread."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


@pytest.fixture(scope="module")
def server(built_book: Path):
    httpd = _serve(built_book)
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


#: Where :func:`subpath_server` serves the site, as GitHub Pages serves a
#: project's site (``/<repository>/``) or a university host a course's.
SUBPATH = "books/americana"


@pytest.fixture(scope="module")
def subpath_server(built_book: Path, tmp_path_factory):
    """The built site under ``/books/americana/`` (a link to the build, not a
    copy): a page or script that names a file from the server's root, not
    relative to itself, fails here and nowhere else."""
    top = tmp_path_factory.mktemp("subpath")
    (top / SUBPATH).parent.mkdir(parents=True)
    (top / SUBPATH).symlink_to(built_book, target_is_directory=True)
    httpd = _serve(top)
    yield f"http://127.0.0.1:{httpd.server_address[1]}/{SUBPATH}"
    httpd.shutdown()


class SuiteBrowser:
    """Playwright's browser, whose new pages and contexts wait START_TIMEOUT by
    default (their own timeouts, given to a wait, still apply)."""

    def __init__(self, browser) -> None:
        self._browser = browser

    def __getattr__(self, name: str):
        return getattr(self._browser, name)

    def new_context(self, **options):
        context = self._browser.new_context(**options)
        context.set_default_timeout(START_TIMEOUT)
        return context

    def new_page(self, **options):
        page = self._browser.new_page(**options)
        page.set_default_timeout(START_TIMEOUT)
        return page


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    assert CHROMIUM.exists(), (
        "Debian's chromium is not installed (apt-get install chromium)"
    )
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield SuiteBrowser(b)
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
    # Chromium cancels a page's pending loads (its favicon, say) when the
    # reader follows a link: net::ERR_ABORTED is the reader leaving, not a
    # file that failed. The tests' own route.abort() calls use other codes.
    page.on(
        "requestfailed",
        lambda r: (
            errors.append(f"failed: {r.url}")
            if r.failure != "net::ERR_ABORTED"
            else None
        ),
    )
    page.on(
        "response",
        lambda r: errors.append(f"{r.status}: {r.url}") if r.status >= 400 else None,
    )
    return outside, errors


def wait_still(page, timeout: float = STEP_TIMEOUT) -> None:
    """Wait until no animation or transition with an end runs on the page (a
    folded code cell fades in when opened): colours measured then are final."""
    page.wait_for_function(
        """() => document.getAnimations().every((a) => a.playState !== 'running'
             || !a.effect || a.effect.getComputedTiming().endTime === Infinity)""",
        timeout=timeout,
    )


#: The start of an in-page function's body for the contrast checks (WCAG 2):
#: ``rgb("rgb(1, 2, 3)")`` -> ``[1, 2, 3]``, ``lum([r, g, b])`` the relative
#: luminance.
LUMINANCE_JS = """  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
"""
