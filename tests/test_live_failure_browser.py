"""A live block whose runtime or engine does not arrive says so (issue 21).

Before, a ``pyodide.asm.wasm`` that was cut off, missing or served as a page
left the block on "Loading the Python runtime…" for over a minute with no
message, and an engine archive that failed was said as a runtime failure.
Here each file a block's start downloads (the vendored Pyodide's
``pyodide.mjs``, ``pyodide.asm.mjs``, ``pyodide.asm.wasm``,
``python_stdlib-<hash>.zip`` (the standard library cut to what the engine
imports) and ``pyodide-lock.json``, and the engine archive
``americana-<hash>.zip``) fails in Playwright's route interception: the
connection aborted, a 404, a page served in its place (200, ``text/html``)
or, for the wasm, no byte at all (the block's own time limit, 20 s without a
byte). The block must then set ``data-state="error"`` and show its sentence,
in the page's language, naming the runtime or the engine, within 10 s of the
failure: the failure's moment is the route handler's (this machine's clock),
the sentence's the page's own (``Date.now()`` when ``data-state`` became
``error``). "Try again" then has the keyboard focus, and once the route lets
the file through it starts the block: it shows its table and its actions.

A wasm served with another type than ``application/wasm`` (a host that does
not know the extension) is not a failure: the block starts.

Each case has a browser context of its own (no HTTP cache) and no service
worker, so that every request reaches the route.
"""

from __future__ import annotations

import re
import time

import pytest
from browser_support import START_TIMEOUT, STEP_TIMEOUT
from live_support import offered, wait_settled

pytestmark = pytest.mark.browser

#: One hand chapter per language (a hand block on each).
HAND_CHAPTERS = {"en": "bring_in", "pl": "betting", "ru": "showdown", "es": "side_pots"}

#: The start of the block's sentence when the runtime or the engine failed.
FAILED = {
    "runtime": {
        "en": "The Python runtime could not be downloaded, so this block cannot start",
        "pl": "Nie udało się pobrać środowiska Pythona, więc ten blok nie może się "
        "uruchomić",
        "ru": "Не удалось загрузить среду Python, поэтому этот блок не может "
        "запуститься",
        "es": "No se pudo descargar el entorno de Python, así que este bloque no "
        "puede arrancar",
    },
    "engine": {
        "en": "The engine could not be downloaded, so this block cannot start",
        "pl": "Nie udało się pobrać silnika, więc ten blok nie może się uruchomić",
        "ru": "Не удалось загрузить движок, поэтому этот блок не может запуститься",
        "es": "No se pudo descargar el motor, así que este bloque no puede arrancar",
    },
}
#: The retry button's label.
TRY_AGAIN = {
    "en": "Try again",
    "pl": "Spróbuj ponownie",
    "ru": "Попробовать ещё раз",
    "es": "Volver a intentarlo",
}

#: The files, as a pattern of their URL (a retry may add ``?attempt=1``).
FILES = {
    "pyodide.mjs": r"/_pyodide/[^/]+/pyodide\.mjs(\?.*)?$",
    "pyodide.asm.mjs": r"/_pyodide/[^/]+/pyodide\.asm\.mjs(\?.*)?$",
    "pyodide.asm.wasm": r"/_pyodide/[^/]+/pyodide\.asm\.wasm(\?.*)?$",
    # The standard library trimmed to what the engine imports (tools/pack_runtime.py).
    "python_stdlib.zip": r"/_pyodide/[^/]+/python_stdlib-[0-9a-f]+\.zip(\?.*)?$",
    "pyodide-lock.json": r"/_pyodide/[^/]+/pyodide-lock\.json(\?.*)?$",
    "engine": r"/_pyodide/americana-[0-9a-f]+\.zip(\?.*)?$",
}

#: (file, fault, page language): every fault for the wasm and the engine
#: archive, one for each other file; the languages in turn.
CASES = [
    ("pyodide.asm.wasm", "abort", "en"),
    ("pyodide.asm.wasm", "404", "pl"),
    ("pyodide.asm.wasm", "page", "ru"),
    ("pyodide.asm.wasm", "silence", "es"),
    ("engine", "abort", "es"),
    ("engine", "404", "en"),
    ("engine", "page", "pl"),
    ("pyodide.mjs", "404", "ru"),
    ("pyodide.asm.mjs", "page", "es"),
    ("python_stdlib.zip", "abort", "en"),
    ("python_stdlib.zip", "404", "ru"),
    ("pyodide-lock.json", "404", "pl"),
]

#: What a host serves in a missing file's place, or instead of the file.
NOT_FOUND = "<!DOCTYPE html><title>404 Not Found</title><h1>Not Found</h1>"
A_PAGE = "<!DOCTYPE html><title>Welcome</title><p>Sign in to use this network.</p>"

#: Records, by the page's clock, when a block's data-state becomes "error".
ERROR_CLOCK = """
window.americanaErrorAt = null;
new MutationObserver((changes) => {
  for (const change of changes) {
    if (change.target.getAttribute("data-state") === "error"
        && window.americanaErrorAt === null) {
      window.americanaErrorAt = Date.now();
    }
  }
}).observe(document, {
  subtree: true, attributes: true, attributeFilter: ["data-state"],
});
"""


class Fault:
    """A route handler: ``fault`` for the file while ``broken``, else the file."""

    def __init__(self, fault: str) -> None:
        self.fault = fault
        self.broken = True
        self.at: float | None = None  # when the fault was served, ms since 1970
        self.held: list = []  # requests left without an answer ("silence")

    def __call__(self, route) -> None:
        if not self.broken:
            route.continue_()
            return
        self.at = time.time() * 1000
        if self.fault == "abort":
            route.abort("connectionreset")
        elif self.fault == "404":
            route.fulfill(status=404, content_type="text/html", body=NOT_FOUND)
        elif self.fault == "page":
            route.fulfill(status=200, content_type="text/html", body=A_PAGE)
        else:  # "silence": the request is never answered
            self.held.append(route)


def _open(browser, server: str, lang: str, pattern: str, handler):
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.add_init_script(ERROR_CLOCK)
    page.route(re.compile(pattern), handler)
    page.goto(f"{server}/{lang}/{HAND_CHAPTERS[lang]}.html")
    block = page.locator('.americana-live[data-kind="hand"]').first
    block.locator("button.americana-live-start").wait_for(timeout=STEP_TIMEOUT)
    return context, page, block


@pytest.mark.parametrize(("name", "fault", "lang"), CASES)
def test_a_failed_file_is_said_and_try_again_starts(
    browser, server, name: str, fault: str, lang: str
):
    handler = Fault(fault)
    context, page, block = _open(browser, server, lang, FILES[name], handler)
    try:
        # The file is asked for once what comes before it has loaded (the
        # engine archive: once the runtime has started).
        with page.expect_request(re.compile(FILES[name]), timeout=START_TIMEOUT):
            block.locator("button.americana-live-start").click()
        # Without an answer the block waits its 20 s limit before it fails.
        wait = START_TIMEOUT if fault == "silence" else STEP_TIMEOUT
        page.wait_for_function(
            "(el) => el.dataset.state === 'error'",
            arg=block.element_handle(timeout=STEP_TIMEOUT),
            timeout=wait,
        )
        assert handler.at is not None, "the block failed before the file did"
        said_at = page.evaluate("window.americanaErrorAt")
        # The failure: the fault served, or the block's 20 s of silence.
        failed_at = handler.at + (20_000 if fault == "silence" else 0)
        assert said_at - failed_at <= 10_000, (said_at - failed_at, name, fault)
        part = "engine" if name == "engine" else "runtime"
        other = "runtime" if part == "engine" else "engine"
        status = block.locator(".americana-live-status").inner_text()
        assert status.startswith(FAILED[part][lang]), status
        assert FAILED[other][lang] not in status
        assert block.locator("button.americana-live-start").is_hidden()
        retry = block.locator("button.americana-live-retry")
        assert retry.inner_text() == TRY_AGAIN[lang]
        # The reader who pressed start is on the button to press next.
        assert retry.evaluate("el => el === document.activeElement")

        handler.broken = False  # the file is back
        retry.click()
        assert wait_settled(block, timeout=START_TIMEOUT) == "ready"
        assert block.locator(".americana-live-table").count() == 1
        assert offered(block), block.inner_text()[:2000]
        assert block.locator("button.americana-live-retry").count() == 0
        assert block.locator(".americana-live-status").inner_text() == ""
    finally:
        for route in handler.held:
            try:
                route.abort()
            except Exception:  # the page gave up on it already
                pass
        context.close()


def test_a_wasm_of_another_type_still_starts(browser, server):
    """A host that serves .wasm as application/octet-stream: the block starts."""

    def octet_stream(route) -> None:
        response = route.fetch()
        route.fulfill(
            response=response,
            headers={**response.headers, "content-type": "application/octet-stream"},
        )

    context, _, block = _open(
        browser, server, "en", FILES["pyodide.asm.wasm"], octet_stream
    )
    try:
        block.locator("button.americana-live-start").click()
        assert wait_settled(block, timeout=START_TIMEOUT) == "ready"
        assert offered(block), block.inner_text()[:2000]
    finally:
        context.close()
