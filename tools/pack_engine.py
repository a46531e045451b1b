"""Pack the engine for the browser: americana-<hash>.zip for Pyodide.

    python tools/pack_engine.py OUT_DIR   # writes OUT_DIR/americana-<hash>.zip

The live blocks of the book run the engine in the reader's browser (Pyodide).
The archive holds what ``import americana.views.browser.bridge`` needs, taken from the
installed packages, never hand-copied:

* ``americana/``: the package's ``.py`` files (the folder ``import americana``
  finds: the checkout itself for an editable install), plus its catalogs
  compiled from locales/<lang>/LC_MESSAGES/americana.po to
  ``americana/locale/<lang>/LC_MESSAGES/americana.mo`` (fuzzy entries left
  out, as americana.text.i18n does);
* ``babel/``: the files of the installed Babel distribution, with its CLDR
  data cut down to the book's languages (and ``root``, which they inherit
  from) plus ``global.dat``: the full set is some 30 MB.

The zip is deterministic (sorted names, fixed timestamps and permissions), so
its name, a hash of its bytes, changes only when its content does: a browser
may cache it for ever.

The book extension (book/_ext/americana_live.py) imports :func:`write_archive`.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import importlib.util
import io
import sys
import zipfile
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from americana.text.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
#: The book's languages go in, their catalogs and their CLDR data: the CLDR
#: locales Babel loads for them, each inheriting from root.
CLDR_LOCALES = ("root", *LANGUAGES)
#: 1980-01-01, the earliest time a zip entry can carry.
EPOCH = (1980, 1, 1, 0, 0, 0)


def _americana_files() -> dict[str, bytes]:
    """The installed americana package's .py files, by archive path."""
    spec = importlib.util.find_spec("americana")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("the americana package is not installed")
    package = Path(next(iter(spec.submodule_search_locations)))
    return {
        f"americana/{path.relative_to(package).as_posix()}": path.read_bytes()
        for path in sorted(package.rglob("*.py"))
        if "__pycache__" not in path.parts
    }


def _catalogs() -> dict[str, bytes]:
    """Each language's americana.po compiled to .mo (no fuzzy entries)."""
    files = {}
    for lang in LANGUAGES:
        po = LOCALES / lang / "LC_MESSAGES" / "americana.po"
        with po.open("rb") as source:
            catalog = read_po(source, locale=lang, domain="americana")
        buffer = io.BytesIO()
        write_mo(buffer, catalog, use_fuzzy=False)
        files[f"americana/locale/{lang}/LC_MESSAGES/americana.mo"] = buffer.getvalue()
    return files


def _keep_babel_file(name: str) -> bool:
    if "__pycache__" in name or name.endswith(".pyc"):
        return False
    if name.startswith("babel/locale-data/"):
        stem = name.rsplit("/", 1)[1].removesuffix(".dat")
        return stem in CLDR_LOCALES
    return name.startswith("babel/")


def _babel_files() -> dict[str, bytes]:
    """The installed Babel distribution's files, CLDR data for LANGUAGES only."""
    dist = importlib.metadata.distribution("babel")
    files = {}
    for entry in dist.files or ():
        name = entry.as_posix()
        if _keep_babel_file(name):
            files[name] = Path(dist.locate_file(entry)).read_bytes()
    if "babel/global.dat" not in files:
        raise FileNotFoundError("the installed Babel has no babel/global.dat")
    return files


def archive_bytes() -> bytes:
    """The engine archive's bytes (a zip): same inputs, same bytes."""
    files = {**_americana_files(), **_catalogs(), **_babel_files()}
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, so the permissions above are read
            archive.writestr(info, files[name], compresslevel=9)
    return buffer.getvalue()


def archive_name(data: bytes) -> str:
    """``americana-<first 12 hex digits of the SHA-256 of data>.zip``."""
    return f"americana-{hashlib.sha256(data).hexdigest()[:12]}.zip"


def write_archive(folder: Path) -> Path:
    """Write the archive into ``folder`` (created if missing); returns its path.

    Older ``americana-*.zip`` files in the folder are removed.
    """
    data = archive_bytes()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / archive_name(data)
    for old in folder.glob("americana-*.zip"):
        if old != target:
            old.unlink()
    if not target.exists() or target.read_bytes() != data:
        target.write_bytes(data)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="where to write the archive")
    args = parser.parse_args(argv)
    print(write_archive(args.folder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
