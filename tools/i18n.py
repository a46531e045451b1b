"""Keep the catalogs in locales/ in step with the book and the engine.

    python tools/i18n.py update   # extract messages, merge them into every .po
    python tools/i18n.py update --only book     # the book's prose only
    python tools/i18n.py check    # untranslated, fuzzy, obsolete; unknown {fields}

``update`` runs Sphinx's gettext builder over book/ (one catalog per page) and
``pybabel extract`` over americana/ (the ``americana`` catalog), then merges
the templates into locales/<lang>/LC_MESSAGES/*.po with sphinx-intl and
``pybabel update``. English is the source language: its catalogs are filled
with the English text itself, so every catalog is complete. New or changed
entries in pl, ru and es are left for a translator, and ``check`` (also run by
the tests) fails until they are done.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

import polib

from americana.text.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
GETTEXT_OUT = ROOT / "_build" / "gettext"
WRAP = 78  # stable wrapping keeps diffs small
#: A ``str.format`` field of the engine's catalog: ``{player}``, ``{n}``.
FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")
#: Case forms a translation may ask of a name field (americana/text/player_names.py):
#: ``{player_gen}`` for "{player}" in the genitive, and so on.
CASE_SUFFIXES = ("gen", "dat", "acc", "ins", "loc", "pre", "voc")


def _run(*cmd: str) -> None:
    print("+", " ".join(cmd))
    subprocess.run(cmd, check=True, cwd=ROOT)


def _english_cache() -> Path:
    """The English build's execution cache (tools/build_book.py decides where)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from build_book import execution_cache

    return execution_cache("en")


def extract_book() -> None:
    """Book prose -> _build/gettext/<page>.pot (Sphinx gettext builder)."""
    from jupyter_book.sphinx import build_sphinx

    book = ROOT / "book"
    result = build_sphinx(
        book,
        GETTEXT_OUT,
        noconfig=True,
        path_config=str(book / "_config.yml"),
        confoverrides={
            "external_toc_path": str(book / "_toc.yml"),
            "latex_individualpages": False,
            # Figure captions live on output cells, so the notebooks run (from
            # the English build's cache); the outputs themselves are not
            # extracted: code prints in the language of each build.
            "nb_execution_cache_path": str(_english_cache()),
        },
        doctreedir=ROOT / "_build" / ".doctrees" / "gettext",
        builder="gettext",
        warningiserror=True,
    )
    if result != 0:
        raise SystemExit("gettext extraction failed")


def update(*, book: bool = True, engine: bool = True) -> None:
    if book:
        update_book()
        fill_english(engine=False)
    if engine:
        update_engine()
        fill_english(book=False)


def update_book() -> None:
    """Book prose -> locales/<lang>/LC_MESSAGES/<page>.po.

    Not ``sphinx.po`` nor ``booktheme.po``: those translate the theme's and
    Sphinx's own words (book/_ext/americana_chrome.py), most of which no
    template of the book extracts, so a merge would drop them as obsolete.
    They are kept by hand; a new ``_()`` in book/_templates/ is added there.
    """
    extract_book()
    (GETTEXT_OUT / "sphinx.pot").unlink(missing_ok=True)
    _run(
        sys.executable,
        "-m",
        "sphinx_intl",
        "update",
        "-p",
        str(GETTEXT_OUT),
        "-d",
        str(LOCALES),
        "-w",
        str(WRAP),
        *[a for lang in LANGUAGES for a in ("-l", lang)],
    )
    # sphinx-intl keeps entries whose text left the book as "#~" comments:
    # drop them, the history is in git.
    for path in sorted(LOCALES.glob("*/LC_MESSAGES/*.po")):
        if path.stem in ("americana", "sphinx", "booktheme"):
            continue
        po = polib.pofile(str(path), wrapwidth=WRAP)
        obsolete = po.obsolete_entries()
        if obsolete:
            for entry in obsolete:
                po.remove(entry)
            po.save(str(path))


def update_engine() -> None:
    """Engine strings -> locales/<lang>/LC_MESSAGES/americana.po."""
    _run(
        sys.executable,
        "-m",
        "babel.messages.frontend",
        "extract",
        "-F",
        "babel.cfg",
        "--no-location",
        "--sort-output",
        "--project=americana",
        f"--width={WRAP}",
        "-o",
        str(LOCALES / "americana.pot"),
        "americana",
    )
    for lang in LANGUAGES:
        po = LOCALES / lang / "LC_MESSAGES" / "americana.po"
        action = "update" if po.exists() else "init"
        _run(
            sys.executable,
            "-m",
            "babel.messages.frontend",
            action,
            "-D",
            "americana",
            "-i",
            str(LOCALES / "americana.pot"),
            "-d",
            str(LOCALES),
            "-l",
            lang,
            f"--width={WRAP}",
            *(["--ignore-obsolete"] if action == "update" else []),
        )


def fill_english(*, book: bool = True, engine: bool = True) -> None:
    """English is the source language: msgstr = msgid in the en catalogs."""
    for path in sorted((LOCALES / "en" / "LC_MESSAGES").glob("*.po")):
        is_engine = path.stem == "americana"
        if (is_engine and not engine) or (not is_engine and not book):
            continue
        po = polib.pofile(str(path), wrapwidth=WRAP)
        for entry in po:
            if entry.msgid_plural:
                entry.msgstr_plural = {0: entry.msgid, 1: entry.msgid_plural}
            else:
                entry.msgstr = entry.msgid
            if "fuzzy" in entry.flags:
                entry.flags.remove("fuzzy")
            entry.previous_msgid = entry.previous_msgctxt = None
        po.save(str(path))


def unknown_fields(msgid: str, msgstr: str) -> list[str]:
    """Fields of ``msgstr`` that formatting ``msgid``'s fields would not fill.

    A translation may use any field of its msgid, and a name field with a
    grammatical case (``{player_dat}`` beside ``{player}``); any other field
    would raise ``KeyError`` when the engine formats the sentence.
    """
    given = set(FIELD.findall(msgid))
    allowed = given | {f"{f}_{case}" for f in given for case in CASE_SUFFIXES}
    return sorted(set(FIELD.findall(msgstr)) - allowed)


#: A translated word of the book's own templates: ``{{ _("Language") }}``.
TEMPLATE_WORD = re.compile(r"""\b_\(\s*(?:"([^"]+)"|'([^']+)')\s*\)""")


def template_words() -> set[str]:
    """The words book/_templates/ translates, which sphinx.po must hold."""
    words = set()
    for path in (ROOT / "book" / "_templates").glob("*.html"):
        for m in TEMPLATE_WORD.finditer(path.read_text(encoding="utf-8")):
            words.add(m.group(1) or m.group(2))
    return words


def problems() -> list[str]:
    """One line per catalog entry that is untranslated, fuzzy or obsolete,
    or (engine catalog) uses a format field its msgid does not give."""
    found = []
    words = template_words()
    for lang in LANGUAGES:  # sphinx.po is kept by hand (see update_book)
        path = LOCALES / lang / "LC_MESSAGES" / "sphinx.po"
        have = {e.msgid for e in polib.pofile(str(path))} if path.exists() else set()
        for word in sorted(words - have):
            found.append(f"{path.relative_to(ROOT)}: missing template word: {word!r}")
    for path in sorted(LOCALES.glob("*/LC_MESSAGES/*.po")):
        po = polib.pofile(str(path))
        rel = path.relative_to(ROOT)
        for entry in po.untranslated_entries():
            found.append(f"{rel}: untranslated: {entry.msgid[:60]!r}")
        for entry in po.fuzzy_entries():
            found.append(f"{rel}: fuzzy: {entry.msgid[:60]!r}")
        for entry in po.obsolete_entries():
            found.append(f"{rel}: obsolete: {entry.msgid[:60]!r}")
        for entry in po.translated_entries():
            if entry.msgid_plural and "" in entry.msgstr_plural.values():
                found.append(f"{rel}: missing plural form: {entry.msgid[:60]!r}")
            if path.stem != "americana":
                continue
            source = entry.msgid + (entry.msgid_plural or "")
            texts = [entry.msgstr, *entry.msgstr_plural.values()]
            for field in sorted({f for t in texts for f in unknown_fields(source, t)}):
                found.append(f"{rel}: unknown field {{{field}}}: {entry.msgid[:60]!r}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["update", "check"])
    parser.add_argument(
        "--only", choices=["book", "engine"], help="update only these catalogs"
    )
    args = parser.parse_args(argv)
    if args.command == "update":
        update(book=args.only != "engine", engine=args.only != "book")
    found = problems()
    print("\n".join(found) or "all catalogs complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
