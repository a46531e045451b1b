"""Each edition as a PDF: Chromium prints the edition's single page (issue 22).

tools/build_book.py ``--formats pdf`` builds ``_build/pdf/<lang>/intro.html``,
the whole edition as one page (Sphinx's ``singlehtml`` builder, with
book/_ext/americana_print.py), then calls :func:`print_pdfs`, which opens
each in Debian's Chromium (Playwright, as the browser tests do) and prints it
to ``_build/html/<lang>/americana-<lang>.pdf``, beside the edition, with page
numbers at the foot of each page. The EPUB is Sphinx's own ``epub`` builder
(tools/build_book.py copies it beside the edition).

Every character the printed text holds is looked up in the fonts installed
(the print style sheet sets DejaVu Serif, Sans and Sans Mono, which have the
suits ♠♥♦♣, Polish and Cyrillic): a character no font has would print as a
box, so each one is reported as "Missing character: …" in the build log,
and the build fails.
"""

from __future__ import annotations

import posixpath
import re
import subprocess
import time
import zipfile
from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import TextIO

#: The download formats, in the order the pages offer them.
FORMATS = ("pdf", "epub")
CHROMIUM = Path("/usr/bin/chromium")
#: A headless run on a closed network (the browser tests' too).
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
#: The page number, centred at the foot of every page.
FOOTER = (
    '<div style="width:100%;text-align:center;font-size:8pt;'
    "font-family:'DejaVu Sans',sans-serif;color:#555\">"
    '<span class="pageNumber"></span></div>'
)
#: Loading and printing a whole edition on a busy 2-core machine.
TIMEOUT_MS = 300_000


def pdf_path(build: Path, lang: str) -> Path:
    """Where an edition's PDF goes: beside its pages."""
    return build / "html" / lang / f"americana-{lang}.pdf"


def _say(log: TextIO, line: str) -> None:
    print(line, flush=True)
    log.write(line + "\n")


def installed_characters() -> set[int]:
    """Every character some installed font draws (fontconfig's fonts)."""
    from fontTools.ttLib import TTFont

    listing = subprocess.run(
        ["fc-list", "-f", "%{file}\n"], capture_output=True, text=True, check=True
    ).stdout
    found: set[int] = set()
    for name in sorted(set(listing.split())):
        if not name.endswith((".ttf", ".otf")):
            continue
        try:
            found.update(TTFont(name, lazy=True).getBestCmap() or {})
        except Exception:  # a font fontTools cannot read draws nothing here
            continue
    return found


def missing_characters(text: str, drawn: set[int]) -> list[str]:
    """The characters of ``text`` that no font draws (spaces and controls aside)."""
    return sorted(
        {ch for ch in text if not ch.isspace() and ord(ch) > 0x20}
        - {chr(code) for code in drawn}
    )


def print_pdfs(build: Path, languages: Iterable[str], log: TextIO) -> list[str]:
    """Print each edition's single page to its PDF; the languages that failed."""
    from playwright.sync_api import sync_playwright

    failed = []
    drawn = installed_characters()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS
        )
        for lang in languages:
            start = time.monotonic()
            source = build / "pdf" / lang / "intro.html"
            page = browser.new_page()
            page.set_default_timeout(TIMEOUT_MS)
            page.goto(source.as_uri(), wait_until="load")
            page.evaluate("document.fonts.ready.then(() => true)")
            page.emulate_media(media="print")
            # Folded parts (the exercises' answers) print open.
            page.evaluate(
                "document.querySelectorAll('details').forEach(d => { d.open = true; })"
            )
            # The PDF's title: the edition's, from its title page.
            page.evaluate(
                "document.title = document.querySelector('.americana-print-title')"
                ".textContent"
            )
            missing = missing_characters(page.inner_text("body"), drawn)
            for ch in missing:
                _say(log, f"Missing character: {ch!r} (U+{ord(ch):04X}), {lang} PDF")
            target = pdf_path(build, lang)
            page.pdf(
                path=str(target),
                prefer_css_page_size=True,
                print_background=True,
                display_header_footer=True,
                header_template="<span></span>",
                footer_template=FOOTER,
                outline=True,
                tagged=True,
            )
            page.close()
            if missing:
                failed.append(lang)
            size = target.stat().st_size / 1e6
            seconds = time.monotonic() - start
            _say(log, f"timing: {lang} pdf (chromium) {seconds:.0f} s, {size:.1f} MB")
        browser.close()
    return failed


_SVG_OPEN = re.compile(r"<svg(?![^>]*\bxmlns=)")
_DOCTYPE = re.compile(r"<!DOCTYPE[^>\[]*(\[.*?\])?\s*>", re.S)
_STYLESHEET = re.compile(r'<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*/>\s*')


def _kept_link(page: str, files: dict[str, bytes], link: re.Match[str]) -> str:
    """A style sheet's link if the EPUB holds the file, else nothing."""
    path = posixpath.normpath(posixpath.join(posixpath.dirname(page), link.group(1)))
    return link.group(0) if path in files else ""


def finish_epub(source: Path, target: Path) -> None:
    """Sphinx's EPUB made valid for epubcheck, written to ``target``.

    Three things Sphinx leaves to the book: an inline SVG (sphinx-design's
    icons) needs the SVG namespace and its page the OPF property ``svg``;
    matplotlib's SVG charts start with a DOCTYPE naming external entities,
    which EPUB 3 forbids; a style sheet an extension links but copies only
    at the end of a web build is not in the EPUB, and its link goes.
    """
    with zipfile.ZipFile(source) as epub:
        files = {info.filename: epub.read(info) for info in epub.infolist()}
        order = [info.filename for info in epub.infolist()]
    with_svg = set()
    for name, data in files.items():
        if name.endswith(".xhtml"):
            text = data.decode("utf-8")
            text = _SVG_OPEN.sub('<svg xmlns="http://www.w3.org/2000/svg"', text)
            text = _STYLESHEET.sub(partial(_kept_link, name, files), text)
            if "<svg" in text:
                with_svg.add(posixpath.basename(name))
            files[name] = text.encode("utf-8")
        elif name.endswith(".svg"):
            text = data.decode("utf-8")
            files[name] = _DOCTYPE.sub("", text, count=1).encode("utf-8")
    for name in order:
        if name.endswith(".opf"):
            opf = files[name].decode("utf-8")
            for page in sorted(with_svg):
                opf = re.sub(
                    rf'(<item id="[^"]*" href="{re.escape(page)}" '
                    r'media-type="application/xhtml\+xml")(?! properties)',
                    r'\1 properties="svg"',
                    opf,
                )
            files[name] = opf.encode("utf-8")
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w") as epub:
        for name in order:  # "mimetype" first, stored, as EPUB asks
            kind = zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED
            epub.writestr(name, files[name], compress_type=kind)
