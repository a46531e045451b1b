"""The live blocks' Python standard library, cut to what the engine imports.

    python tools/pack_runtime.py OUT_DIR   # writes OUT_DIR/python_stdlib-<hash>.zip
    python tools/pack_runtime.py --derive  # what the engine imports, in Pyodide
    python tools/pack_runtime.py --derive --write  # ... written to the list

Pyodide's ``python_stdlib.zip`` (book/_live/pyodide/<version>/) holds the
whole standard library, 9.6 MB of sources deflated into 2.5 MB that a host's
gzip or brotli cannot shrink further. The page passes ``loadPyodide`` our own
zip instead (``stdLibURL``): the modules of :data:`MODULES_FILE` only, stored
(not deflated), so that the host compresses it on the wire. Its name carries
a hash of its bytes, so a browser may cache it for ever. The lock file the
page gets lists no package (:func:`lock_bytes`).

:data:`MODULES_FILE` lists every module the page's Python holds once it has
answered every kind of request: Pyodide's own start, ``site``, the engine
archive unpacked, ``americana.views.browser.bridge`` imported and asked
everything tools/runtime_workload.py asks (every op, language and preset).
``--derive`` does exactly that, as live.js does it, in Pyodide under Node,
with the full standard library and engine archive, and reads ``sys.modules``;
``--write`` puts the result in the list. tools/pack_engine.py takes the list's
``americana`` and ``babel`` modules for the engine archive.
tests/test_runtime_modules.py derives it again and fails if the engine now
imports a module the list does not have.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIVE = ROOT / "book" / "_live"
#: The list: one module a line, ``#`` comments.
MODULES_FILE = LIVE / "runtime_modules.txt"
#: 1980-01-01, the earliest time a zip entry can carry.
EPOCH = (1980, 1, 1, 0, 0, 0)
#: The list's header: how it was made and how to make it again.
HEADER = """\
# The Python modules the book's in-page runtime holds (issue 21), one a line.
# Derived, not written by hand: `python tools/pack_runtime.py --derive --write`
# starts Pyodide (Node) with its whole standard library, unpacks the whole
# engine archive and imports americana.views.browser.bridge as live.js does,
# asks the bridge every kind of request (tools/runtime_workload.py), and
# writes here every module of sys.modules that came from the standard
# library's zip or from the engine archive (americana, babel).
# tools/pack_runtime.py keeps only these in the stdlib zip the page loads,
# tools/pack_engine.py only these in the engine archive;
# tests/test_runtime_modules.py fails when the engine imports one not here.
"""

#: Run by Node: Pyodide started as live.js starts it, then the workload.
NODE_SCRIPT = r"""
const [indexURL, archivePath, workloadPath] = process.argv.slice(1);
const fs = require("fs");
(async () => {
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: () => {} });
  const site = pyodide.runPython("import site; site.getsitepackages()[0]");
  const archive = new Uint8Array(fs.readFileSync(archivePath));
  pyodide.unpackArchive(archive, "zip", { extractDir: site });
  const handle = pyodide.pyimport("americana.views.browser.bridge").handle;
  pyodide.globals.set("workload_source", fs.readFileSync(workloadPath, "utf8"));
  pyodide.globals.set("bridge_handle", handle);
  pyodide.globals.set("site_dir", site);
  const out = pyodide.runPython(`
import json, sys, types
workload = types.ModuleType("runtime_workload")
exec(compile(workload_source, "runtime_workload.py", "exec"), workload.__dict__)
problems = workload.exercise(bridge_handle)
files = {}
for name, module in list(sys.modules.items()):
    origin = getattr(getattr(module, "__spec__", None), "origin", None)
    files[name] = origin if isinstance(origin, str) else None
json.dumps({"problems": problems, "files": files, "site": site_dir})
`);
  process.stdout.write(out);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
"""


def runtime_folder() -> Path:
    """The vendored Pyodide: the one folder in book/_live/pyodide/."""
    folders = [p for p in (LIVE / "pyodide").iterdir() if p.is_dir()]
    if len(folders) != 1:
        raise FileNotFoundError(f"expected one Pyodide version in {LIVE / 'pyodide'}")
    return folders[0]


def listed_modules() -> list[str]:
    """The modules of :data:`MODULES_FILE`, in its order."""
    lines = MODULES_FILE.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and line[0] != "#"]


def derive() -> tuple[list[str], list[str]]:
    """(the modules the runtime holds after the workload, the workload's problems).

    A module is kept when it came from the standard library's zip or from
    the engine archive's packages (unpacked into site-packages); built-in
    and frozen modules have no file to keep.
    """
    sys.path.insert(0, str(ROOT / "tools"))
    from pack_engine import archive_bytes

    node = shutil.which("node")
    if node is None:
        raise FileNotFoundError("node is needed: bash tools/setup.sh --browser")
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "engine.zip"
        archive.write_bytes(archive_bytes(trim=False))
        done = subprocess.run(
            [
                node,
                "-e",
                NODE_SCRIPT,
                runtime_folder().as_posix() + "/",
                str(archive),
                str(ROOT / "tools" / "runtime_workload.py"),
            ],
            capture_output=True,
            text=True,
            check=False,
        )
    if done.returncode != 0:
        raise RuntimeError(f"Pyodide under Node failed:\n{done.stderr}")
    result = json.loads(done.stdout)
    site = result["site"].rstrip("/") + "/"
    kept = []
    for name, origin in result["files"].items():
        if not origin:
            continue
        if ".zip/" in origin or (
            origin.startswith(site) and name.split(".")[0] in ("americana", "babel")
        ):
            kept.append(name)
    return sorted(kept), result["problems"]


def write_list(modules: list[str]) -> None:
    MODULES_FILE.write_text(HEADER + "".join(f"{m}\n" for m in modules), "utf-8")


def stdlib_members(names: set[str], modules: list[str]) -> list[str]:
    """The members of the standard library's zip that hold ``modules``."""
    kept = []
    for module in modules:
        path = module.replace(".", "/")
        for member in (f"{path}.py", f"{path}/__init__.py"):
            if member in names:
                kept.append(member)
    return sorted(kept)


def stdlib_bytes() -> bytes:
    """The trimmed standard library zip: the listed modules' files, stored."""
    source = zipfile.ZipFile(runtime_folder() / "python_stdlib.zip")
    names = set(source.namelist())
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as out:
        for member in stdlib_members(names, listed_modules()):
            info = zipfile.ZipInfo(member, date_time=EPOCH)
            info.compress_type = zipfile.ZIP_STORED
            info.external_attr = 0o644 << 16
            info.create_system = 3
            out.writestr(info, source.read(member))
    return buffer.getvalue()


def stdlib_name(data: bytes) -> str:
    """``python_stdlib-<first 12 hex digits of the SHA-256 of data>.zip``."""
    return f"python_stdlib-{hashlib.sha256(data).hexdigest()[:12]}.zip"


def write_stdlib(folder: Path) -> Path:
    """Write the trimmed zip into ``folder``; other ``python_stdlib*.zip`` go."""
    data = stdlib_bytes()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / stdlib_name(data)
    for old in folder.glob("python_stdlib*.zip"):
        if old != target:
            old.unlink()
    if not target.exists() or target.read_bytes() != data:
        target.write_bytes(data)
    return target


def lock_bytes() -> bytes:
    """Pyodide's lock file with its ``info`` and no package.

    ``loadPyodide`` fetches the lock file at every start to know the
    packages it could load from Pyodide's index (119 kB); the page loads
    none (the engine archive brings Babel), so it gets the file's ``info``
    alone. Written in the vendored file's place: its content follows from
    that file's, so the versioned folder's URL stays true to its bytes.
    """
    lock = json.loads((runtime_folder() / "pyodide-lock.json").read_text("utf-8"))
    text = json.dumps({"info": lock["info"], "packages": {}}, indent=1)
    return (text + "\n").encode()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, nargs="?", help="where to write the zip")
    parser.add_argument("--derive", action="store_true", help="run the engine")
    parser.add_argument("--write", action="store_true", help="with --derive")
    args = parser.parse_args(argv)
    if args.derive:
        modules, problems = derive()
        for problem in problems:
            print(f"problem: {problem}", file=sys.stderr)
        listed = set(listed_modules()) if MODULES_FILE.is_file() else set()
        if args.write and not problems:
            write_list(modules)
            print(f"{len(modules)} modules written to {MODULES_FILE}")
        else:
            print("\n".join(modules))
            missing = sorted(set(modules) - listed)
            if missing:
                print(f"not in {MODULES_FILE.name}: {missing}", file=sys.stderr)
        return 1 if problems else 0
    if args.folder is None:
        parser.error("give a folder, or --derive")
    print(write_stdlib(args.folder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
