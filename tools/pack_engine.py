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

Trimmed (issue 21): of both packages only the modules the page's runtime
imports, the ``americana`` and ``babel`` lines of book/_live/runtime_modules.txt
(tools/pack_runtime.py derives them by running the bridge in Pyodide), and
for ``americana`` also every module the bridge reaches by an ``import``
statement (functions' own imports included, ``if TYPE_CHECKING:`` blocks
not), so a path the derivation did not take still finds its module. No
notebook views (``americana/views/notebook/``: ipywidgets, numpy), no
``__pycache__``. Members are stored, not deflated: the host's gzip or
brotli compresses the archive on the wire better than zip's deflate per file.

The zip is deterministic (sorted names, fixed timestamps and permissions), so
its name, a hash of its bytes, changes only when its content does: a browser
may cache it for ever.

The book extension (book/_ext/americana_live.py) imports :func:`write_archive`.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import importlib.metadata
import importlib.util
import io
import pickle
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
#: The CLDR data Babel reads for the engine (format_decimal, format_percent,
#: format_list, Locale): the keys of each locale's data (``locale-data/*.dat``)
#: and of ``global.dat`` that the bridge's requests read; the trimmed archive
#: keeps only these (1.6 MB of CLDR data become some 0.1 MB). Derived by
#: recording every read of Babel's data while tools/runtime_workload.py asks
#: everything; tests/test_runtime_modules.py does it again and fails if the
#: engine reads another key (Babel's get_global would silently give {}).
CLDR_KEYS = frozenset(
    {"decimal_formats", "list_patterns", "number_symbols", "percent_formats"}
)
GLOBAL_KEYS = frozenset({"parent_exceptions"})
#: The page's entry into the engine: the root of the imports kept.
BRIDGE = "americana.views.browser.bridge"
#: The list of modules the runtime imports (tools/pack_runtime.py).
MODULES_FILE = ROOT / "book" / "_live" / "runtime_modules.txt"


def listed_modules() -> set[str]:
    """The modules of book/_live/runtime_modules.txt."""
    lines = MODULES_FILE.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and line[0] != "#"}


def _module_name(archive_path: str) -> str:
    """``americana/play/stud.py`` -> ``americana.play.stud``; a package's
    ``__init__.py`` is the package."""
    name = archive_path.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")


class _Imports(ast.NodeVisitor):
    """Every module an ``import`` statement of a module names, but those
    under ``if TYPE_CHECKING:`` (for type checkers only)."""

    def __init__(self, module: str, is_package: bool) -> None:
        self.package = module if is_package else module.rpartition(".")[0]
        self.found: set[str] = set()

    def visit_If(self, node: ast.If) -> None:
        test = node.test
        name = test.attr if isinstance(test, ast.Attribute) else getattr(test, "id", "")
        if name == "TYPE_CHECKING":
            for child in node.orelse:
                self.visit(child)
            return
        self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        self.found.update(alias.name for alias in node.names)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            parts = self.package.split(".")
            parts = parts[: len(parts) - node.level + 1]
            base = ".".join([*parts, *([base] if base else [])])
        self.found.add(base)
        # ``from package import module`` imports the module.
        self.found.update(f"{base}.{alias.name}" for alias in node.names)


def imported_by_bridge(files: dict[str, bytes]) -> set[str]:
    """The ``americana`` modules the bridge reaches by import statements
    (each module's packages too), from ``files`` (archive path -> source)."""
    sources = {_module_name(path): (path, data) for path, data in files.items()}
    seen: set[str] = set()
    todo = [BRIDGE]
    while todo:
        name = todo.pop()
        if name in seen or name not in sources:
            continue
        seen.add(name)
        parts = name.split(".")
        todo.extend(".".join(parts[:i]) for i in range(1, len(parts)))
        path, data = sources[name]
        visitor = _Imports(name, path.endswith("__init__.py"))
        visitor.visit(ast.parse(data, filename=path))
        todo.extend(m for m in visitor.found if m.split(".")[0] == "americana")
    return seen


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


def trimmed(files: dict[str, bytes]) -> dict[str, bytes]:
    """``files`` without the modules the page's runtime does not import."""
    listed = listed_modules()
    keep = listed | imported_by_bridge(
        {p: d for p, d in files.items() if p.startswith("americana/")}
    )
    return {
        path: data
        for path, data in files.items()
        if not path.endswith(".py") or _module_name(path) in keep
    }


def _cldr_trimmed(name: str, data: bytes) -> bytes:
    """A CLDR pickle of Babel's with only the keys the engine reads."""
    keys = GLOBAL_KEYS if name == "babel/global.dat" else CLDR_KEYS
    full = pickle.loads(data)
    return pickle.dumps({k: v for k, v in full.items() if k in keys}, protocol=4)


def archive_bytes(*, trim: bool = True) -> bytes:
    """The engine archive's bytes (a zip): same inputs, same bytes.

    ``trim=False``: every module of both packages (what tools/pack_runtime.py
    derives the list from).
    """
    files = {**_americana_files(), **_catalogs(), **_babel_files()}
    if trim:
        files = trimmed(files)
        files = {
            name: _cldr_trimmed(name, data) if name.endswith(".dat") else data
            for name, data in files.items()
        }
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=EPOCH)
            info.compress_type = zipfile.ZIP_STORED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, so the permissions above are read
            archive.writestr(info, files[name])
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
