"""Every page of one edition on a slow connection: bytes, first paint, widgets.

    .venv/bin/python benchmarks/page_load.py                  # en, every page
    .venv/bin/python benchmarks/page_load.py --lang pl --page side_pots.html

Serves the built book (``_build/html``, or ``$AMERICANA_BUILD_DIR/html``) with
the static host of ``benchmarks/live_start.py``: gzip for text types (HTML,
CSS, JavaScript, JSON, SVG, XML, WebAssembly) when the browser accepts it,
fonts, images and archives as they are. Each page opens in a new Chromium
context (an empty cache) whose network is throttled through the DevTools
protocol (``Network.emulateNetworkConditions``): 400 kbit/s down and up, 400 ms
latency per request.

Per page it prints:

* **raw** / **gzip**: the body bytes the server sent before the reader does
  anything (the page loaded, its widgets drawn, the network quiet for half a
  second), as the files are on disk and as they crossed the wire;
* **FCP**: the browser's first contentful paint (``performance`` entry), in
  seconds from the start of the navigation;
* **widgets**: seconds from the start of the navigation until every widget
  view of the page is drawn by the widget manager (``-`` on pages without
  widgets).

Budgets (issue 11): FCP at most 3 s on every page, widgets at most 15 s, at
most 1 MB gzipped before the reader interacts on a widget page. The last lines
say which are met; the exit status is 1 when one is missed.

Not a test: the numbers depend on the machine and on what else it runs.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))
from browser_support import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from live_start import GZIP_TYPES, serve  # noqa: E402
from machine import add_site_argument, print_machine  # noqa: E402

#: The throttle: 400 kbit/s each way (bytes per second), 400 ms per request.
THROUGHPUT = 400_000 / 8
LATENCY_MS = 400

BUDGET_FCP_S = 3.0
BUDGET_WIDGETS_S = 15.0
BUDGET_GZIP_BYTES = 1_000_000

#: Records, in the page, when every widget view has been drawn: the widget
#: manager puts a ``div.widget-subarea`` holding the view just before each
#: view's ``<script type="application/vnd.jupyter.widget-view+json">``.
WIDGETS_READY = """
(() => {
  const VIEW = 'script[type="application/vnd.jupyter.widget-view+json"]';
  const drawn = () => {
    const views = document.querySelectorAll(VIEW);
    if (!views.length) return false;
    for (const view of views) {
      const area = view.previousElementSibling;
      if (!area || !area.classList.contains("widget-subarea")) return false;
      if (!area.querySelector(".jupyter-widgets")) return false;
    }
    return true;
  };
  new MutationObserver((_, observer) => {
    if (window.__widgetsReady === undefined && drawn()) {
      window.__widgetsReady = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})();
"""


@dataclass
class Load:
    """One page opened on the throttled connection."""

    page: str
    raw: int  # body bytes as on disk
    gzip: int  # body bytes as sent (gzipped where the type is text)
    requests: int
    fcp: float  # seconds
    widgets: float | None  # seconds; None: the page has no widgets
    files: list[tuple[str, int, int]]  # (path, raw, sent) per request

    def misses(self) -> list[str]:
        out = []
        if self.fcp > BUDGET_FCP_S:
            out.append(f"FCP {self.fcp:.2f} s > {BUDGET_FCP_S:g} s")
        if self.widgets is not None:
            if self.widgets > BUDGET_WIDGETS_S:
                out.append(f"widgets {self.widgets:.1f} s > {BUDGET_WIDGETS_S:g} s")
            if self.gzip > BUDGET_GZIP_BYTES:
                out.append(f"{self.gzip / 1e6:.2f} MB gzipped > 1 MB")
        return out


def measure(
    browser, served, base: str, page_path: str, has_widgets: bool, throttle: bool = True
) -> Load:
    """Open ``base + page_path`` in a fresh context on the throttled network.

    ``throttle`` false: the same, unthrottled (what the machine itself costs).
    """
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    context.add_init_script(WIDGETS_READY)
    page = context.new_page()
    page.set_default_timeout(300_000)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    if throttle:
        cdp.send(
            "Network.emulateNetworkConditions",
            {
                "offline": False,
                "latency": LATENCY_MS,
                "downloadThroughput": THROUGHPUT,
                "uploadThroughput": THROUGHPUT,
            },
        )
    served.take()
    page.goto(base + page_path, wait_until="load")
    if has_widgets:
        page.wait_for_function("window.__widgetsReady !== undefined", polling=100)
    page.wait_for_load_state("networkidle")
    fcp = page.evaluate(
        "performance.getEntriesByName('first-contentful-paint')[0].startTime"
    )
    widgets = page.evaluate("window.__widgetsReady") if has_widgets else None
    context.close()
    rows = served.take()
    return Load(
        page=page_path,
        raw=sum(r[2] for r in rows),
        gzip=sum(r[3] for r in rows),
        requests=len(rows),
        fcp=fcp / 1000,
        widgets=None if widgets is None else widgets / 1000,
        files=[(r[0], r[2], r[3]) for r in rows],
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", help="the edition (default: en)")
    parser.add_argument(
        "--page", action="append", help="one page (repeatable; default: all)"
    )
    parser.add_argument(
        "--files", action="store_true", help="also list each page's requests"
    )
    parser.add_argument(
        "--no-throttle",
        action="store_true",
        help="no throttle: the times the machine itself takes (budgets not checked)",
    )
    add_site_argument(parser)
    args = parser.parse_args(argv)
    edition = args.html / args.lang
    # Every page but the edition's index.html, a redirect to its first chapter.
    pages = args.page or sorted(
        p.name
        for p in edition.glob("*.html")
        if 'http-equiv="Refresh"' not in p.read_text(encoding="utf-8")[:600]
    )
    if not pages or not all((edition / p).is_file() for p in pages):
        parser.error(f"pages missing under {edition}: build the book first")

    from playwright.sync_api import sync_playwright

    print_machine()
    throttle = (
        "none"
        if args.no_throttle
        else f"{THROUGHPUT * 8 / 1000:g} kbit/s down and up, {LATENCY_MS} ms latency"
    )
    print(f"throttle: {throttle}; gzip for {GZIP_TYPES.pattern}")
    httpd, served = serve(args.html.resolve())
    base = f"http://127.0.0.1:{httpd.server_address[1]}/{args.lang}/"
    loads: list[Load] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        print(f"chromium: {browser.version}")
        print()
        print(f"| page ({args.lang}) | raw | gzip | requests | FCP | widgets ready |")
        print("|---|---:|---:|---:|---:|---:|")
        for name in pages:
            html = (edition / name).read_text(encoding="utf-8")
            has_widgets = "application/vnd.jupyter.widget-view+json" in html
            load = measure(
                browser, served, base, name, has_widgets, not args.no_throttle
            )
            loads.append(load)
            ready = "-" if load.widgets is None else f"{load.widgets:.1f} s"
            print(
                f"| {name} | {load.raw / 1e6:.2f} MB | {load.gzip / 1e6:.2f} MB "
                f"| {load.requests} | {load.fcp:.2f} s | {ready} |",
                flush=True,
            )
            if args.files:
                for path, raw, sent in sorted(load.files, key=lambda f: -f[2]):
                    print(f"|   {path} | {raw / 1e3:.1f} kB | {sent / 1e3:.1f} kB |||")
        browser.close()
    httpd.shutdown()

    if args.no_throttle:
        return 0
    misses = [(load.page, m) for load in loads for m in load.misses()]
    print()
    for page, miss in misses:
        print(f"MISSED {page}: {miss}")
    if not misses:
        print(
            f"met    every page: FCP at most {BUDGET_FCP_S:g} s; widget pages: "
            f"widgets at most {BUDGET_WIDGETS_S:g} s, at most 1 MB gzipped"
        )
    return 1 if misses else 0


if __name__ == "__main__":
    sys.exit(main())
