"""Build the book in every language into _build/html/<lang>/, plus a root page.

    python tools/build_book.py            # all four languages
    python tools/build_book.py --lang pl  # one language
    python tools/build_book.py --formats pdf,epub  # and each edition's PDF, EPUB

With ``--formats``, each edition is also built as one page (Sphinx's
``singlehtml``), which Chromium prints to ``<lang>/americana-<lang>.pdf``, and
as an EPUB (``epub``), ``<lang>/americana-<lang>.epub``, both beside the
edition, which then offers them on every page (tools/book_formats.py,
book/_ext/americana_print.py, docs/building.md).

Each language is a separate Sphinx build of book/ with ``language`` set, its
prose translated from locales/<lang>/LC_MESSAGES/*.po, its own doctrees and its
own notebook execution cache (so cached outputs never mix languages). Warnings
and notebook errors fail the build.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

from book_formats import FORMATS, finish_epub, print_pdfs
from offline import write_service_worker

from americana.text.i18n import LANGUAGES, NATIVE_NAMES

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
#: Everything built goes here; AMERICANA_BUILD_DIR moves it (e.g. to build two
#: checkouts' books side by side, or to time a first build from scratch).
BUILD = Path(os.environ.get("AMERICANA_BUILD_DIR") or ROOT / "_build").resolve()
#: The languages and their own names: one list, in americana/text/i18n.py.
NATIVE = NATIVE_NAMES
#: The site name in each edition's navigation.
SHORT_TITLES = {
    "en": "Americana",
    "pl": "Americana",
    "ru": "Американа",
    "es": "Americana",
}
TITLES = {
    "en": "Americana: an interactive textbook",
    "pl": "Americana: interaktywny podręcznik",
    "ru": "Американа: интерактивный учебник",
    "es": "Americana: un libro de texto interactivo",
}

#: Who wrote the book, in each language, for the footer's copyright line.
AUTHORS = {
    "en": "the Americana textbook authors",
    "pl": "autorzy podręcznika Americana",
    "ru": "авторы учебника «Американа»",
    "es": "los autores del libro de texto Americana",
}

#: The toggle over each code cell's folded input (book/_ext/americana_book.py):
#: myst-nb's ``nb_code_prompt_show`` and ``nb_code_prompt_hide``.
CODE_PROMPTS = {
    "en": ("Show code", "Hide code"),
    "pl": ("Pokaż kod", "Ukryj kod"),
    "ru": ("Показать код", "Скрыть код"),
    "es": ("Mostrar código", "Ocultar código"),
}


def engine_fingerprint(lang: str) -> str:
    """A hash of what a page's outputs depend on besides the page itself.

    jupyter-cache keys outputs on a notebook's code only, so a change to the
    engine (or to its catalog) would leave old outputs in place: a stepper
    drawn by the previous version. The cache folder is named after this hash.
    """
    digest = hashlib.sha256()
    files = sorted((ROOT / "americana").rglob("*.py"))
    files.append(ROOT / "locales" / lang / "LC_MESSAGES" / "americana.po")
    for path in files:
        digest.update(path.relative_to(ROOT).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def execution_cache(lang: str) -> Path:
    """_build/.jupyter_cache/<lang>/<engine fingerprint>/; older ones are removed."""
    folder = BUILD / ".jupyter_cache" / lang
    current = folder / engine_fingerprint(lang)
    if folder.is_dir():
        for old in folder.iterdir():
            if old != current:
                shutil.rmtree(old, ignore_errors=True)
    return current


#: The build's log: every line the build printed, without colours.
LOG = BUILD / "book.log"

#: Lines printed at every build whatever the book holds, none of them the
#: reader's business, each matched in full so that any other line (a real
#: warning) still shows:
NOISE = (
    # ipykernel, once for each notebook executed: jupyter-cache starts every
    # kernel on 127.0.0.1 over TCP, and nothing offers another transport.
    re.compile(
        r"\[IPKernelApp\] WARNING \| Kernel is running over TCP without encryption\."
        r" All communication .* to enable transport encryption\."
    ),
    # myst-parser and myst-nb log their whole configuration (an info line
    # each, once per language); nothing but Sphinx's quiet mode turns it off.
    re.compile(r"myst v[0-9.]+: MdParserConfig\(.*\)"),
    re.compile(r"myst-nb v[0-9.]+: NbParserConfig\(.*\)"),
)
#: Sphinx's colours (a terminal's escape sequences), left out of the log.
COLOURS = re.compile(r"\x1b\[[0-9;]*m")


#: What jupyter_client says when a kernel could not start because another
#: process took one of the TCP ports picked for it: jupyter_client picks five
#: free ports, and the kernel binds them a moment later, so a kernel of another
#: build running beside this one can take a port in between. jupyter-cache
#: offers no other transport. Not the book's fault: the language is built once
#: more (the execution cache keeps the notebooks already run).
PORT_RACE = re.compile(
    r"ZMQError: Address already in use|Kernel died before replying to kernel_info"
)


def build_language(lang: str, log, formats: tuple[str, ...] = ()) -> int:
    """Build one language (once more after a kernel's port race); its status."""
    status, output = _build_language_once(lang, log, formats)
    if status != 0 and PORT_RACE.search(output):
        print(f"a kernel lost its port to another process; building {lang} again")
        status, _ = _build_language_once(lang, log, formats)
    return status


def _build_language_once(lang: str, log, formats: tuple[str, ...]) -> tuple[int, str]:
    """Build one language in a fresh process; its exit status and output.

    A process per language: Sphinx caches loaded message catalogs per process,
    so a second language built in the same process would reuse the first
    one's translations of the prose. Its output (and its kernels') is shown
    and written to ``log`` as it comes, but for the lines of :data:`NOISE`.
    """
    command = [sys.executable, __file__, "--in-process", lang]
    if formats:
        command += ["--formats", ",".join(formats)]
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    with subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=env,
        text=True,
        encoding="utf-8",
        errors="replace",
    ) as process:
        assert process.stdout is not None
        output = []
        for line in process.stdout:
            plain = COLOURS.sub("", line)
            output.append(plain)
            if any(noise.fullmatch(plain.rstrip("\n")) for noise in NOISE):
                continue
            sys.stdout.write(line)
            sys.stdout.flush()
            log.write(plain)
    return process.returncode, "".join(output)


def _build_in_this_process(lang: str, formats: tuple[str, ...] = ()) -> int:
    from jupyter_book.sphinx import build_sphinx

    overrides = {
        "external_toc_path": str(BOOK / "_toc.yml"),
        "latex_individualpages": False,
        "language": lang,
        "nb_execution_cache_path": str(execution_cache(lang)),
        "html_title": SHORT_TITLES[lang],
        # The name of the book installed on a phone (its web app manifest).
        "americana_app_name": TITLES[lang],
        # The theme writes "By <author>" with its own, sometimes awkward,
        # translation of "By"; the authors go into the copyright line instead.
        "author": "",
        "copyright": f"2026, {AUTHORS[lang]}",
        # The language switcher links the editions built side by side.
        "americana_editions": list(LANGUAGES),
        # Code cells are folded behind a toggle in the page's language.
        "nb_code_prompt_show": CODE_PROMPTS[lang][0],
        "nb_code_prompt_hide": CODE_PROMPTS[lang][1],
        # The downloads the pages offer (book/_templates/americana-downloads.html).
        "americana_downloads": list(formats),
        # The printed editions' title page and the EPUB's metadata.
        "epub_title": TITLES[lang],
        "epub_author": AUTHORS[lang],
        "epub_publisher": AUTHORS[lang],
        "epub_copyright": f"2026, {AUTHORS[lang]}",
        # The same in the OPF and the NCX (epubcheck NCX-001); an XML name.
        "epub_identifier": f"americana-textbook-{lang}",
        "epub_uid": f"americana-textbook-{lang}",
        "epub_scheme": "",
        "epub_basename": f"americana-{lang}",
        # EPUB 3 asks for a version; the pages show none.
        "version": "2026",
    }
    start = time.monotonic()
    result = build_sphinx(
        BOOK,
        BUILD / "html" / lang,
        noconfig=True,
        path_config=str(BOOK / "_config.yml"),  # a link to ../_config.yml
        confoverrides=dict(overrides),  # build_sphinx takes keys out
        doctreedir=BUILD / ".doctrees" / lang,
        builder="html",
        warningiserror=True,
        keep_going=True,
        # Re-read every page: a changed translation or book extension must
        # never leave a stale page behind. Outputs come from the cache.
        freshenv=True,
    )
    if result != 0:
        return result if isinstance(result, int) else 1
    _write_redirect(BUILD / "html" / lang / "index.html", lang)
    # Sphinx 7.4 neither overwrites static files already in the output nor
    # copies any when no page changed, so a re-vendored file would stay stale.
    # (The live blocks' runtime is not here: the book extension copies it once,
    # beside the editions, into _build/html/_pyodide/.)
    vendored = BOOK / "_widgets_static"
    shutil.copytree(vendored, BUILD / "html" / lang / "_static", dirs_exist_ok=True)
    # myst-nb writes executed notebooks next to the output folder, i.e. into
    # _build/html/, which is the published site: keep them per language
    # outside it.
    executed = BUILD / "html" / "jupyter_execute"
    if executed.is_dir():
        kept = BUILD / "jupyter_execute" / lang
        shutil.rmtree(kept, ignore_errors=True)
        kept.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(executed, kept)
    print(f"timing: {lang} html {time.monotonic() - start:.0f} s")
    for kind in formats:
        status = _build_print(lang, kind, overrides)
        if status != 0:
            return status
    return 0


def _build_print(lang: str, kind: str, overrides: dict) -> int:
    """The edition as one page (for the PDF) or as an EPUB, from the doctrees
    the HTML build has just written (nothing is read or executed again); the
    EPUB is copied beside the edition, the page printed later (print_pdfs)."""
    from jupyter_book.sphinx import build_sphinx

    builder = {"pdf": "singlehtml", "epub": "epub"}[kind]
    extra = {"americana_print": kind}
    if kind == "epub":
        # The EPUB's pages come from Sphinx's epub theme, not the web's
        # templates, and hold none of the web's scripts (their licences
        # would be files an EPUB has no type for).
        extra["templates_path"] = []
        extra["html_static_path"] = []
        extra["html_css_files"] = []
        # The reader's table of contents lists every chapter: the book's
        # toctrees are hidden (the web shows them in the sidebar).
        extra["epub_tocscope"] = "includehidden"
    start = time.monotonic()
    outdir = BUILD / kind / lang
    shutil.rmtree(outdir, ignore_errors=True)
    result = build_sphinx(
        BOOK,
        outdir,
        noconfig=True,
        path_config=str(BOOK / "_config.yml"),
        confoverrides={**overrides, **extra},
        doctreedir=BUILD / ".doctrees" / lang,
        builder=builder,
        warningiserror=True,
        keep_going=True,
        freshenv=False,
    )
    if result != 0:
        return result if isinstance(result, int) else 1
    if kind == "epub":
        finish_epub(
            outdir / f"americana-{lang}.epub",
            BUILD / "html" / lang / f"americana-{lang}.epub",
        )
    print(f"timing: {lang} {kind} (sphinx {builder}) {time.monotonic() - start:.0f} s")
    return 0


def _write_redirect(path: Path, lang: str) -> None:
    """Jupyter Book's index.html is a bare refresh; give it a language and icon.

    Without an icon link the browser asks the server for /favicon.ico, which
    the site does not have; a real icon would be requested and then cancelled
    by the immediate redirect, so the icon is an empty data URL.
    """
    path.write_text(
        f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
  <meta charset="utf-8">
  <meta http-equiv="Refresh" content="0; url=intro.html">
  <link rel="icon" href="data:,">
  <title>{TITLES[lang]}</title>
</head>
<body><a href="intro.html">{TITLES[lang]}</a></body>
</html>
""",
        encoding="utf-8",
    )


def prune_engine_archives() -> None:
    """Remove engine archives in _build/html/_pyodide/ that no page refers to.

    Each edition's build writes the archive of the engine as it found it
    (book/_ext/americana_live.py); an archive left by an older build, or by
    an edition rebuilt since, is referred to by no page any more.
    """
    folder = BUILD / "html" / "_pyodide"
    if not folder.is_dir():
        return
    used = set()
    for page in (BUILD / "html").glob("*/*.html"):
        used.update(
            re.findall(
                r'data-engine="(americana-[0-9a-f]+\.zip)"',
                page.read_text(encoding="utf-8"),
            )
        )
    for archive in folder.glob("americana-*.zip"):
        if archive.name not in used:
            archive.unlink()


#: The landing page's suggestion line, in each edition's language.
SUGGESTED = {
    "en": "Suggested by your browser's languages:",
    "pl": "Według języków Twojej przeglądarki proponujemy:",
    "ru": "С учётом языковых настроек браузера предлагаем:",
    "es": "Según los idiomas de tu navegador, te sugerimos:",
}

#: The landing page's look: the book theme's colours (pydata-sphinx-theme,
#: light and dark), the system font, nothing fetched from anywhere.
_ROOT_STYLE = """
    :root { color-scheme: light dark; --bg: #fff; --text: #222832; --muted: #48566b;
            --link: #086b7c; --surface: #f3f4f5; --border: #d1d5da; --mark: #1f5f3f; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #14181e; --text: #ced6dd; --muted: #9ca4af; --link: #3fb1c5;
              --surface: #29313d; --border: #48566b; --mark: #3f9f6f; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--text);
           font-family: system-ui, sans-serif; line-height: 1.6; font-size: 1.05rem; }
    main { max-width: 40rem; margin: 0 auto; padding: 2.5rem 1.25rem; }
    header { display: flex; align-items: center; gap: 0.8rem; margin-bottom: 1.5rem; }
    header img { width: 3rem; height: 3rem; flex: none; }
    h1 { font-size: 2.2rem; line-height: 1.2; margin: 0; }
    ul { list-style: none; margin: 0; padding: 0; }
    li { margin: 0 0 0.8rem; }
    li a { display: block; padding: 0.8rem 1rem; border: 1px solid var(--border);
           border-radius: 0.5rem; background: var(--surface); color: var(--text);
           text-decoration: none; overflow-wrap: break-word; }
    li a:hover { border-color: var(--link); }
    li a:focus-visible, #suggested a:focus-visible { outline: 3px solid var(--link);
           outline-offset: 2px; }
    .edition { display: block; font-size: 1.3rem; font-weight: 700;
               color: var(--link); }
    .title { display: block; color: var(--text); }
    li.suggested a { border: 2px solid var(--mark); }
    #suggested { margin: 0 0 1.2rem; padding: 0.6rem 1rem; background: var(--surface);
                 border-left: 4px solid var(--mark); }
    #suggested a { color: var(--link); font-weight: 700; }
"""

#: Picks the edition matching navigator.languages (first match wins, "pl-PL"
#: matches "pl"); shows the suggestion line in that edition's language and
#: marks its line. Never navigates: the reader chooses.
_ROOT_SCRIPT = """
  (function () {
    var items = document.querySelectorAll("li[data-lang]");
    var built = {};
    items.forEach(function (li) { built[li.dataset.lang] = li; });
    var wanted = (navigator.languages && navigator.languages.length
                  ? navigator.languages : [navigator.language || ""]);
    for (var i = 0; i < wanted.length; i++) {
      var code = String(wanted[i]).toLowerCase().split("-")[0];
      var li = built[code];
      if (!li) continue;
      li.classList.add("suggested");
      var p = document.getElementById("suggested");
      var a = li.querySelector("a").cloneNode(false);
      a.removeAttribute("hreflang"); // the edition's own line keeps it
      a.textContent = li.dataset.name;
      p.lang = code;
      p.textContent = li.dataset.suggest + " ";
      p.appendChild(a);
      p.hidden = false;
      return;
    }
  })();
"""


def write_root_page() -> None:
    """_build/html/index.html: the landing page, one line per edition built.

    Each edition is named in its own language (its native name and its title),
    and the edition matching the browser's languages (``navigator.languages``)
    is suggested in that language; the page never redirects. Its style and
    script are inline, so it works offline, in light and dark mode
    (``prefers-color-scheme``) and on a 390 px phone.
    """
    built = [
        lang for lang in LANGUAGES if (BUILD / "html" / lang / "index.html").exists()
    ]
    links = "\n".join(
        f'    <li data-lang="{lang}" data-name="{NATIVE[lang]}" '
        f'data-suggest="{html.escape(SUGGESTED[lang])}">'
        f'<a href="{lang}/intro.html" hreflang="{lang}" lang="{lang}">'
        f'<span class="edition">{NATIVE[lang]}</span>'
        f'<span class="title">{html.escape(TITLES[lang])}</span></a></li>'
        for lang in built
    )
    icon = f"{built[0] if built else 'en'}/_static/favicon.svg"
    page = f"""<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="color-scheme" content="light dark">
  <title>Americana</title>
  <link rel="icon" href="{icon}">
  <style>{_ROOT_STYLE}  </style>
</head>
<body>
<main>
  <header><img src="{icon}" alt=""><h1>Americana</h1></header>
  <p id="suggested" hidden></p>
  <nav aria-label="Editions · Wydania · Издания · Ediciones">
  <ul>
{links}
  </ul>
  </nav>
</main>
<script>{_ROOT_SCRIPT}</script>
</body>
</html>
"""
    (BUILD / "html" / "index.html").write_text(page, encoding="utf-8")


def _formats(text: str) -> tuple[str, ...]:
    """``"epub,pdf"`` -> ``("pdf", "epub")``: the download formats, in order."""
    asked = {part.strip() for part in text.split(",") if part.strip()}
    unknown = asked - set(FORMATS)
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown format {', '.join(sorted(unknown))}; use {','.join(FORMATS)}"
        )
    return tuple(kind for kind in FORMATS if kind in asked)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=LANGUAGES, action="append")
    parser.add_argument(
        "--formats",
        type=_formats,
        default=(),
        help="also build each edition as these downloads: pdf, epub or pdf,epub",
    )
    parser.add_argument("--in-process", choices=LANGUAGES, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.in_process:
        return _build_in_this_process(args.in_process, args.formats)
    languages = args.lang or LANGUAGES
    LOG.parent.mkdir(parents=True, exist_ok=True)
    with LOG.open("w", encoding="utf-8") as log:
        failed = [
            lang for lang in languages if build_language(lang, log, args.formats) != 0
        ]
        if "pdf" in args.formats:
            built = [lang for lang in languages if lang not in failed]
            failed += print_pdfs(BUILD, built, log)
    (BUILD / "html").mkdir(parents=True, exist_ok=True)
    write_root_page()
    prune_engine_archives()
    # Each edition's service worker lists every file it caches with its hash,
    # the shared live files too: written again for every edition, now that
    # the last file is in place (tools/offline.py).
    for edition in sorted((BUILD / "html").glob("*/intro.html")):
        write_service_worker(edition.parent)
    if failed:
        print(f"build failed for: {', '.join(failed)}", file=sys.stderr)
        return 1
    print(f"built {BUILD / 'html'}/{{{','.join(args.lang or LANGUAGES)}}}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
