"""What the first start of a live block costs: bytes downloaded and seconds.

    .venv/bin/python benchmarks/live_start.py                 # 3 runs, median
    .venv/bin/python benchmarks/live_start.py --runs 5 --page pl/betting.html

Serves the built book (``_build/html``, or ``$AMERICANA_BUILD_DIR/html``) with
a local server that behaves like a static host that compresses: gzip for
text, JavaScript, JSON, WebAssembly and zip archives when the browser accepts
it (images and fonts as they are), ``Cache-Control: max-age`` for the files
whose names carry a version or a hash (``_pyodide/<version>/``,
``americana-<hash>.zip``) and revalidation (ETag, 304) for everything else.
(The runtime's two zips hold their files stored, not deflated, for the
host to compress: a host that sends zip archives as they are sends them
whole; ``first start: files as they are`` says how much that is.)

Each run opens the page in a new Chromium context (an empty cache, service
workers blocked so that the edition's worker does not download beside the
start), waits for it to load, clicks the first live block's start button and
waits for the first legal action buttons: that is the cold start. Then it
reloads the page in the same context (the HTTP cache kept) and does the same:
the warm start. Then, in another new context with service workers allowed,
it starts a block, waits until the edition's worker has stored the runtime,
cuts the network (Playwright's offline mode) and reloads and starts again:
the offline start.

Bytes come from Chromium's DevTools protocol: ``Network.loadingFinished``'s
``encodedDataLength`` (what crossed the wire: headers plus the gzipped body)
and ``Network.dataReceived``'s ``dataLength`` (the bodies after decoding). The
server's own count of body bytes sent is printed beside them as a check. The
budgets' figures (issue 21) are each file the cold start fetched, compressed
here as a host would send it: gzip level 6 and brotli quality 11 (the
``brotli`` package), summed (bodies only). The longest main-thread task is
the longest ``longtask`` entry (PerformanceObserver) from the click to the
first actions, and from the page's start to the click.

Not a test: the numbers depend on the machine and on what else it runs.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import re
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
# The browser tests' Chromium and its flags for a closed network.
sys.path.insert(0, str(ROOT / "tests"))
from browser_support import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

sys.path.insert(0, str(ROOT / "benchmarks"))
from machine import add_site_argument, print_machine  # noqa: E402

#: Content types sent gzipped when the browser accepts it.
GZIP_TYPES = re.compile(
    r"^(text/|application/(javascript|json|wasm|xml|zip)|image/svg)", re.IGNORECASE
)
#: URL paths of files that never change under the same name.
VERSIONED = re.compile(r"/_pyodide/(\d+\.\d+\.\d+/|americana-[0-9a-f]{6,}\.zip$)")
#: The runtime's files (Pyodide, the engine archive, the module that drives
#: them): nothing of them may load before the click. The loader and style
#: sheet beside them (live-loader.js, live.css) are the page's own.
RUNTIME = re.compile(r"/_pyodide/(\d+\.\d+\.\d+/|americana-[0-9a-f]+\.zip$|live\.js$)")
#: The loader and style sheet that pages with a live block carry.
LOADER = re.compile(r"/_pyodide/live-loader\.js$|/_pyodide/live\.css$")

#: Budgets: issue 21 (bytes with gzip and brotli, offline, longest task);
#: the cold and warm starts' from the live blocks' first issue.
BUDGET_GZIP_MB = 5.0
BUDGET_BROTLI_MB = 4.0
BUDGET_COLD_S = 20.0
BUDGET_WARM_S = 4.0
BUDGET_OFFLINE_S = 3.0
BUDGET_TASK_MS = 200.0

#: Records the page's long tasks (over 50 ms) from its first script on.
LONG_TASKS = """
window.americanaLongTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.americanaLongTasks.push([e.startTime, e.duration]);
    }
  }).observe({ type: "longtask", buffered: true });
} catch (e) {}
"""


@dataclass
class Served:
    """What the server sent, one row per request."""

    rows: list[tuple[str, int, int, int]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, path: str, status: int, raw: int, sent: int) -> None:
        with self.lock:
            self.rows.append((path, status, raw, sent))

    def take(self) -> list[tuple[str, int, int, int]]:
        with self.lock:
            rows, self.rows = self.rows, []
        return rows


class BookHandler(http.server.SimpleHTTPRequestHandler):
    """A static host: gzip, long caching of versioned files, ETag revalidation."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
    }
    served: Served
    _gzipped: ClassVar[dict[tuple[str, int], bytes]] = {}
    _gzip_lock = threading.Lock()

    def log_message(self, *args):
        pass

    def do_HEAD(self):
        self._respond(head=True)

    def do_GET(self):
        self._respond(head=False)

    def _respond(self, head: bool) -> None:
        url_path = unquote(urlsplit(self.path).path)
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file():
            self.send_error(404)
            self.served.add(url_path, 404, 0, 0)
            return
        stat = path.stat()
        ctype = self.guess_type(str(path))
        zipped = bool(GZIP_TYPES.match(ctype)) and "gzip" in self.headers.get(
            "Accept-Encoding", ""
        )
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-gz" if zipped else ""}"'
        cache = (
            "public, max-age=31536000, immutable"
            if VERSIONED.search(url_path)
            else "no-cache"
        )
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.send_header("Cache-Control", cache)
            self.end_headers()
            self.served.add(url_path, 304, 0, 0)
            return
        raw = path.read_bytes()
        body = self._gzip(path, stat.st_mtime_ns, raw) if zipped else raw
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("ETag", etag)
        self.send_header("Cache-Control", cache)
        self.send_header(
            "Last-Modified", email.utils.formatdate(stat.st_mtime, usegmt=True)
        )
        self.send_header("Vary", "Accept-Encoding")
        if zipped:
            self.send_header("Content-Encoding", "gzip")
        self.end_headers()
        if not head:
            self.wfile.write(body)
        self.served.add(url_path, 200, len(raw), 0 if head else len(body))

    @classmethod
    def _gzip(cls, path: Path, mtime: int, raw: bytes) -> bytes:
        # Compressed once per file version, as a host's cache would.
        key = (str(path), mtime)
        with cls._gzip_lock:
            if key not in cls._gzipped:
                cls._gzipped[key] = gzip.compress(raw, compresslevel=6, mtime=0)
            return cls._gzipped[key]


def serve(directory: Path) -> tuple[http.server.ThreadingHTTPServer, Served]:
    served = Served()
    handler = type("Handler", (BookHandler,), {"served": served})
    httpd = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(handler, directory=str(directory))
    )
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, served


class Traffic:
    """Bytes per request, from the DevTools protocol of one page."""

    def __init__(self, cdp) -> None:
        self.urls: dict[str, str] = {}
        self.decoded: dict[str, int] = {}
        self.wire: dict[str, int] = {}
        self.cached: set[str] = set()
        cdp.on("Network.requestWillBeSent", self._sent)
        cdp.on("Network.dataReceived", self._data)
        cdp.on("Network.loadingFinished", self._finished)
        cdp.on("Network.requestServedFromCache", self._from_cache)
        cdp.send("Network.enable")

    def _sent(self, event) -> None:
        self.urls[event["requestId"]] = event["request"]["url"]

    def _data(self, event) -> None:
        rid = event["requestId"]
        self.decoded[rid] = self.decoded.get(rid, 0) + event["dataLength"]

    def _finished(self, event) -> None:
        self.wire[event["requestId"]] = event["encodedDataLength"]

    def _from_cache(self, event) -> None:
        self.cached.add(event["requestId"])

    def reset(self) -> None:
        for d in (self.urls, self.decoded, self.wire):
            d.clear()
        self.cached.clear()

    def paths(self) -> list[str]:
        """The URL paths fetched from the network (not the cache) so far."""
        return sorted(
            urlsplit(url).path
            for rid, url in self.urls.items()
            if rid in self.wire and rid not in self.cached and self.wire[rid]
        )

    def totals(self, only: re.Pattern | None = None) -> tuple[int, int, int]:
        """(decoded bytes, bytes on the wire, requests) of what loaded so far.

        ``only``: count the URLs whose path it matches. A response from the
        browser's cache counts 0 bytes on the wire.
        """
        decoded = wire = count = 0
        for rid, url in self.urls.items():
            if only is not None and not only.search(urlsplit(url).path):
                continue
            if rid not in self.wire:
                continue
            count += 1
            on_wire = 0 if rid in self.cached else self.wire[rid]
            wire += on_wire
            decoded += self.decoded.get(rid, 0) if on_wire else 0
        return decoded, wire, count


@dataclass
class Start:
    """One measured start."""

    seconds: float
    page_wire: int  # bytes on the wire while the page loaded, before the click
    page_runtime: int  # of which runtime files (the budget is 0)
    page_loader: int  # of which the live blocks' loader and style sheet
    raw: int  # bodies after decoding, from the click to the first actions
    wire: int  # bytes on the wire in the same span
    requests: int
    server_sent: int  # body bytes the server sent in the same span
    server_raw: int  # the same files' sizes on disk
    files: int = 0  # the files fetched, as they are on disk
    gzip: int = 0  # each gzipped (level 6), summed
    brotli: int = 0  # each with brotli (quality 11), summed
    task_ms: float = 0.0  # the longest main-thread task, click to actions
    page_task_ms: float = 0.0  # the longest while the page loaded


@functools.cache
def _compressed(path: Path, mtime: int) -> tuple[int, int, int]:
    """(bytes, gzip level 6, brotli quality 11) of a file."""
    import brotli

    raw = path.read_bytes()
    return (
        len(raw),
        len(gzip.compress(raw, compresslevel=6, mtime=0)),
        len(brotli.compress(raw, quality=11)),
    )


def compressed_sizes(site: Path, paths: list[str]) -> tuple[int, int, int]:
    """The files at these URL paths under ``site``: sizes as they are, gzipped
    and with brotli, each summed."""
    sums = [0, 0, 0]
    for url_path in paths:
        path = site / url_path.lstrip("/")
        if path.is_file():
            for i, n in enumerate(_compressed(path, path.stat().st_mtime_ns)):
                sums[i] += n
    return sums[0], sums[1], sums[2]


def longest_task(page, since: float, until: float | None = None) -> float:
    """The longest long task (ms) that began in [since, until) on the page's clock."""
    tasks = page.evaluate(
        "() => new Promise((done) => setTimeout("
        "() => done(window.americanaLongTasks || []), 200))"
    )
    return max(
        (d for t, d in tasks if t >= since and (until is None or t < until)),
        default=0.0,
    )


def measure(
    page, traffic: Traffic, served: Served, url: str, *, reload: bool, site: Path
) -> Start:
    traffic.reset()
    served.take()
    if reload:
        page.reload(wait_until="load")
    else:
        page.goto(url, wait_until="load")
    page.wait_for_load_state("networkidle")
    _, page_wire, _ = traffic.totals()
    _, page_runtime, runtime_requests = traffic.totals(RUNTIME)
    _, page_loader, _ = traffic.totals(LOADER)
    if runtime_requests:
        page_runtime = max(page_runtime, 1)  # requested at all: over budget
    block = page.locator(".americana-live[data-kind=hand]").first
    block.wait_for(state="attached")
    traffic.reset()
    served.take()
    clicked = page.evaluate("() => performance.now()")
    start = time.perf_counter()
    block.locator("button.americana-live-start").click()
    block.locator("[data-action]").first.wait_for(state="visible", timeout=180_000)
    seconds = time.perf_counter() - start
    shown = page.evaluate("() => performance.now()")
    state = block.get_attribute("data-state")
    if state not in ("ready", "finished"):
        raise RuntimeError(f"block state after start: {state}")
    page.wait_for_load_state("networkidle")
    raw, wire, count = traffic.totals()
    rows = served.take()
    files, gzipped, brotlied = compressed_sizes(site, traffic.paths())
    return Start(
        seconds=seconds,
        page_wire=page_wire,
        page_runtime=page_runtime,
        page_loader=page_loader,
        raw=raw,
        wire=wire,
        requests=count,
        server_sent=sum(r[3] for r in rows),
        server_raw=sum(r[2] for r in rows),
        files=files,
        gzip=gzipped,
        brotli=brotlied,
        task_ms=longest_task(page, clicked, shown),
        page_task_ms=longest_task(page, 0.0, clicked),
    )


def measure_offline(browser, url: str) -> float:
    """Seconds from the click to the first actions with the network cut, once
    the edition's service worker holds the runtime (a block started before)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url, wait_until="load")
    block = page.locator(".americana-live[data-kind=hand]").first
    block.locator("button.americana-live-start").click()
    block.locator("[data-action]").first.wait_for(state="visible", timeout=180_000)
    page.locator("#americana-offline[data-runtime=saved]").wait_for(
        state="attached", timeout=180_000
    )
    context.set_offline(True)
    page.reload(wait_until="load")
    block = page.locator(".americana-live[data-kind=hand]").first
    start = time.perf_counter()
    block.locator("button.americana-live-start").click()
    block.locator("[data-action]").first.wait_for(state="visible", timeout=180_000)
    seconds = time.perf_counter() - start
    context.close()
    return seconds


def _mb(n: float) -> str:
    return f"{n / 1e6:.2f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--page", default="en/bring_in.html", help="a page with a hand block"
    )
    add_site_argument(parser)
    args = parser.parse_args(argv)
    if not (args.html / args.page).is_file():
        parser.error(f"{args.html / args.page} is missing: build the book first")

    from playwright.sync_api import sync_playwright

    print_machine()
    print(f"page: {args.page}, {args.runs} runs (median shown)")

    httpd, served = serve(args.html.resolve())
    url = f"http://127.0.0.1:{httpd.server_address[1]}/{args.page}"
    cold: list[Start] = []
    warm: list[Start] = []
    offline: list[float] = []
    site = args.html.resolve()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        print(f"chromium: {browser.version}")
        for i in range(args.runs):
            # A new context: an empty cache; no service worker downloading beside.
            context = browser.new_context(service_workers="block")
            context.add_init_script(LONG_TASKS)
            page = context.new_page()
            traffic = Traffic(context.new_cdp_session(page))
            cold.append(measure(page, traffic, served, url, reload=False, site=site))
            warm.append(measure(page, traffic, served, url, reload=True, site=site))
            context.close()
            offline.append(measure_offline(browser, url))
            print(
                f"run {i + 1}: cold {cold[-1].seconds:.2f} s, "
                f"{_mb(cold[-1].gzip)} gzip, {_mb(cold[-1].brotli)} brotli, "
                f"longest task {cold[-1].task_ms:.0f} ms; "
                f"warm {warm[-1].seconds:.2f} s; offline {offline[-1]:.2f} s"
            )
        browser.close()
    httpd.shutdown()

    def med(starts: list[Start], name: str) -> float:
        return statistics.median(getattr(s, name) for s in starts)

    rows = [
        ("runtime bytes before the click", "page_runtime", "bytes"),
        ("page load before the click, on the wire", "page_wire", "mb"),
        ("of which the live blocks' loader and style sheet", "page_loader", "bytes"),
        ("first start: decoded bytes", "raw", "mb"),
        ("first start: on the wire (gzip)", "wire", "mb"),
        ("first start: server body bytes sent", "server_sent", "mb"),
        ("first start: requests", "requests", "n"),
        ("first start: files as they are", "files", "mb"),
        ("first start: each file gzipped (level 6)", "gzip", "mb"),
        ("first start: each file with brotli (quality 11)", "brotli", "mb"),
        ("longest main-thread task, click to actions (ms)", "task_ms", "n"),
        ("longest main-thread task, page load (ms)", "page_task_ms", "n"),
        ("click to first legal actions", "seconds", "s"),
    ]
    print()
    print("| figure | cold (empty cache) | warm (HTTP cache) |")
    print("|---|---|---|")
    for label, name, unit in rows:
        values = [med(cold, name), med(warm, name)]
        if unit == "mb":
            cells = [_mb(v) for v in values]
        elif unit == "s":
            cells = [f"{v:.2f} s" for v in values]
        else:
            cells = [f"{v:.0f}" for v in values]
        print(f"| {label} | {cells[0]} | {cells[1]} |")
    offline_s = statistics.median(offline)
    print(f"| offline start (service worker, network cut) | {offline_s:.2f} s | |")

    verdicts = [
        ("runtime before the click is 0 bytes", med(cold, "page_runtime") == 0),
        (
            f"first start at most {BUDGET_GZIP_MB:g} MB gzipped",
            med(cold, "gzip") <= BUDGET_GZIP_MB * 1e6,
        ),
        (
            f"first start at most {BUDGET_BROTLI_MB:g} MB with brotli",
            med(cold, "brotli") <= BUDGET_BROTLI_MB * 1e6,
        ),
        (
            f"no main-thread task over {BUDGET_TASK_MS:g} ms during the start",
            med(cold, "task_ms") <= BUDGET_TASK_MS,
        ),
        (
            f"offline start at most {BUDGET_OFFLINE_S:g} s",
            offline_s <= BUDGET_OFFLINE_S,
        ),
        (
            f"cold start at most {BUDGET_COLD_S:g} s",
            med(cold, "seconds") <= BUDGET_COLD_S,
        ),
        (
            f"warm start at most {BUDGET_WARM_S:g} s",
            med(warm, "seconds") <= BUDGET_WARM_S,
        ),
    ]
    print()
    for text, ok in verdicts:
        print(f"{'met   ' if ok else 'MISSED'} {text}")
    return 0 if all(ok for _, ok in verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
