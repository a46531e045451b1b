"""Offline after one visit (issue 21), in Chromium, the site under a subpath.

The built site is copied under ``/books/americana/`` of a server of this
module's own (as GitHub Pages or a university host serves it), and one
edition is read as a reader on a bad connection would:

* visit a page, start a live block: the edition's service worker
  (``sw.js`` at the edition's root) caches the edition and then the runtime;
  then the network is cut twice over (Playwright's offline mode, and the
  server stopped): every page of the edition reloads from the cache, the
  block starts and a hand is played to the end;
* the site is rebuilt with one page changed (the copy's page edited and its
  sw.js written again by tools/offline.py, as tools/build_book.py does): the
  page says, in its language, that a new version is ready; its reload button
  brings the new page, and one cache is left, the new build's, with the
  runtime carried over;
* the sidebar's "Save for offline reading" saves the whole edition at once,
  runtime included, and says so.

Nothing is requested from another origin, by the pages or by the worker.
One edition (Polish) is enough: every edition's worker is the same code with
its own file list (tests/test_offline.py checks each edition's files).
"""

from __future__ import annotations

import functools
import html
import http.server
import re
import shutil
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from browser_support import START_TIMEOUT, STEP_TIMEOUT, SUBPATH, watch
from conftest import toc_pages
from live_support import click_and_wait, offered, start

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from offline import write_service_worker  # noqa: E402

LANG = "pl"
#: A page with a hand block that the reader plays (seat 0).
HAND_PAGE = "betting"
#: The sentences of the page's offline words (locales/pl/LC_MESSAGES/sphinx.po).
UPDATE_READY = "Gotowa jest nowa wersja tej książki."
RELOAD = "Wczytaj ponownie"
SAVED = re.compile(
    r"^Dostępne bez połączenia: wszystkie strony tego wydania i silnik, który "
    r"rozgrywa rozdania, \d+,\d MB w tej przeglądarce\.$"
)
PROGRESS = re.compile(r"^Zapisywanie do czytania bez połączenia: \d+%$")
#: The sentence added to the rebuilt site's intro page.
CHANGED = "Ten akapit dodało nowe wydanie strony."
#: The actions a reader who wants the hand over soon prefers.
PASSIVE = ("check", "call", "fold", "draw", "complete", "bet", "raise")
MAX_CLICKS = 60


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class SiteServer:
    """A copy of the site under ``/books/americana/``, stopped and started
    again on the same port (the same origin, so the same service worker)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = 0
        self.httpd: http.server.ThreadingHTTPServer | None = None

    def start(self) -> None:
        handler = functools.partial(_Quiet, directory=str(self.folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), handler)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.httpd is not None:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.httpd = None

    @property
    def edition(self) -> str:
        return f"http://127.0.0.1:{self.port}/{SUBPATH}/{LANG}/"


@pytest.fixture()
def site(built_book: Path, tmp_path: Path):
    """The edition (copied: the test changes it) and the shared runtime."""
    top = tmp_path / SUBPATH
    top.mkdir(parents=True)
    shutil.copytree(built_book / LANG, top / LANG)
    (top / "_pyodide").symlink_to(built_book / "_pyodide", target_is_directory=True)
    shutil.copy(built_book / "index.html", top / "index.html")
    server = SiteServer(tmp_path)
    server.start()
    yield server
    server.stop()


def _outside(context) -> list[str]:
    """A list that fills with every request of the context (pages and the
    service worker) to another origin than the server's."""
    urls: list[str] = []

    def on_request(request):
        if urlsplit(request.url).hostname != "127.0.0.1" and not request.url.startswith(
            ("data:", "blob:")
        ):
            urls.append(request.url)

    context.on("request", on_request)
    return urls


def _pages() -> list[str]:
    """Every page of the edition: the table of contents' pages and search."""
    return [f"{name}.html" for name in toc_pages()] + ["search.html"]


def _title(edition: Path, page: str) -> str:
    text = (edition / page).read_text(encoding="utf-8")
    match = re.search(r"<title>(.*?)</title>", text, re.DOTALL)
    assert match, page
    return html.unescape(match.group(1)).strip()


def _play_a_hand(block) -> None:
    """Click the offered buttons, the quietest first, until the hand is over."""
    for _ in range(MAX_CLICKS):
        if block.get_attribute("data-state") == "finished":
            return
        buttons = offered(block)
        assert buttons, block.text_content()[:1500]
        ranked = sorted(
            buttons,
            key=lambda b: (
                PASSIVE.index(b.get_attribute("data-action"))
                if b.get_attribute("data-action") in PASSIVE
                else len(PASSIVE)
            ),
        )
        click_and_wait(block, ranked[0])
    pytest.fail(f"the hand did not end in {MAX_CLICKS} clicks")


def _without_favicon(errors: list[str]) -> list[str]:
    """``errors`` but the tab's icon failing offline: Chromium fetches a page's
    icon itself, outside the page's service worker, so without a network it
    fails whatever the worker holds (the page shows no error; the icon is
    taken from the browser's own icon cache)."""
    return [
        e for e in errors if not re.fullmatch(r"failed: \S+/_static/favicon\.svg", e)
    ]


def _cache_names(page) -> list[str]:
    return page.evaluate(
        "async () => (await caches.keys()).filter((k) => k.startsWith('americana:'))"
    )


def _cached(page, cache: str, url: str) -> bool:
    return page.evaluate(
        "async ([c, u]) => !!(await (await caches.open(c)).match(u))", [cache, url]
    )


def _build_of(edition: Path) -> str:
    text = (edition / "sw.js").read_text(encoding="utf-8")
    match = re.search(r'^const BUILD = "([0-9a-f]+)";$', text, re.MULTILINE)
    assert match
    return match.group(1)


def test_offline_after_one_visit_then_update(browser, site: SiteServer):
    edition = site.folder / SUBPATH / LANG
    context = browser.new_context()
    outside = _outside(context)
    page = context.new_page()
    _, errors = watch(page)
    page.goto(site.edition + f"{HAND_PAGE}.html", wait_until="load")
    block = page.locator(".americana-live[data-kind=hand]").first
    start(block)
    # The worker has cached the edition and, the block having started, the
    # runtime and the engine.
    page.locator("#americana-offline[data-runtime=saved]").wait_for(
        state="attached", timeout=START_TIMEOUT
    )
    assert errors == []

    context.set_offline(True)
    site.stop()
    for name in _pages():
        response = page.goto(site.edition + name, wait_until="load")
        assert response is not None and response.ok, name
        assert response.from_service_worker, name
        assert page.title() == _title(edition, name), name
    page.goto(site.edition + f"{HAND_PAGE}.html", wait_until="load")
    block = page.locator(".americana-live[data-kind=hand]").first
    start(block)
    _play_a_hand(block)
    assert _without_favicon(errors) == [], errors
    errors.clear()

    # A rebuilt site: one page changed, its worker written again.
    old_build = _build_of(edition)
    intro = edition / "intro.html"
    text = intro.read_text(encoding="utf-8")
    assert text.count("</h1>") >= 1
    intro.write_text(text.replace("</h1>", f"</h1>\n<p>{CHANGED}</p>", 1), "utf-8")
    new_build = write_service_worker(edition)
    assert new_build != old_build
    site.start()
    context.set_offline(False)
    page.goto(site.edition + "intro.html", wait_until="load")
    # The old build still serves this page, and says a new one is ready.
    assert CHANGED not in page.content()
    notice = page.locator("#americana-update")
    notice.wait_for(state="visible", timeout=START_TIMEOUT)
    assert " ".join(notice.inner_text().split()) == f"{UPDATE_READY} {RELOAD}"
    with page.expect_navigation(timeout=STEP_TIMEOUT):
        notice.locator("button").click()
    page.wait_for_load_state("load")
    assert CHANGED in page.content()
    # One cache left, the new build's, with the runtime carried over.
    page.wait_for_function(
        """(build) => caches.keys().then((keys) =>
             keys.filter((k) => k.startsWith('americana:')).every(
               (k) => k.endsWith(':' + build)))""",
        arg=new_build,
        timeout=STEP_TIMEOUT,
    )
    names = _cache_names(page)
    assert len(names) == 1 and names[0].endswith(f":{new_build}"), names
    runtime = re.search(
        r"\.\./_pyodide/[^\"]+/pyodide\.asm\.wasm",
        (edition / "sw.js").read_text(encoding="utf-8"),
    )
    assert runtime
    assert _cached(page, names[0], site.edition + runtime.group(0))
    assert outside == [], outside
    assert errors == [], errors
    context.close()


def test_save_the_whole_edition_at_once(browser, site: SiteServer):
    edition = site.folder / SUBPATH / LANG
    context = browser.new_context()
    outside = _outside(context)
    page = context.new_page()
    _, errors = watch(page)
    # Every sentence the control says, in order.
    page.add_init_script(
        """window.addEventListener('DOMContentLoaded', () => {
             const status = document.querySelector('#americana-offline [role=status]');
             window.offlineSaid = [];
             new MutationObserver(() => window.offlineSaid.push(status.textContent))
               .observe(status, {childList: true, characterData: true, subtree: true});
           });"""
    )
    page.goto(site.edition + "intro.html", wait_until="load")
    control = page.locator("#americana-offline")
    button = control.locator("button")
    button.wait_for(state="visible", timeout=START_TIMEOUT)
    assert button.inner_text().strip() == "Zapisz do czytania bez połączenia"
    button.click()
    page.locator("#americana-offline[data-state=saved]").wait_for(
        state="attached", timeout=START_TIMEOUT
    )
    said = page.evaluate("window.offlineSaid")
    assert SAVED.match(said[-1]), said
    assert any(PROGRESS.match(s) for s in said), said
    assert button.is_hidden()

    context.set_offline(True)
    site.stop()
    page.goto(site.edition + f"{HAND_PAGE}.html", wait_until="load")
    block = page.locator(".americana-live[data-kind=hand]").first
    start(block)
    _play_a_hand(block)
    page.goto(site.edition + "glossary.html", wait_until="load")
    assert page.title() == _title(edition, "glossary.html")
    assert outside == [], outside
    assert _without_favicon(errors) == [], errors
    context.close()
