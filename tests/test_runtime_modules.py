"""The page's Python holds what the engine imports, and no more (issue 21).

book/_live/runtime_modules.txt lists the modules of the standard library and
of the engine archive that the in-page runtime imports (tools/pack_runtime.py
derives it: Pyodide under Node, every kind of request of
tools/runtime_workload.py). Here: the workload asks every op of the bridge;
in CPython it imports no engine module outside the list; the trimmed standard
library and the engine archive hold the listed modules, stored (not
deflated), and nothing the bridge does not import; Babel's CLDR data keeps
only the keys the engine reads, and the trimmed archive alone answers every
request; and (browser tier, Node) the derivation run again in Pyodide finds
no module outside the list.
"""

from __future__ import annotations

import ast
import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import pack_engine  # noqa: E402
import pack_runtime  # noqa: E402
import runtime_workload  # noqa: E402

BRIDGE = ROOT / "americana" / "views" / "browser" / "bridge.py"


def _bridge_ops() -> set[str]:
    """Every op ``bridge.reply`` answers, read from its comparisons of ``op``."""
    tree = ast.parse(BRIDGE.read_text(encoding="utf-8"))
    reply = next(
        node
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and node.name == "reply"
    )
    ops = set()
    for node in ast.walk(reply):
        if isinstance(node, ast.Compare) and getattr(node.left, "id", "") == "op":
            for value in ast.walk(node.comparators[0]):
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    ops.add(value.value)
    return ops


def test_the_workload_asks_every_op_and_nothing_fails():
    from americana.views.browser.bridge import handle

    asked = []

    def recording(text: str) -> str:
        try:
            asked.append(json.loads(text).get("op"))
        except ValueError:
            asked.append(None)  # the bad request, "{"
        return handle(text)

    assert runtime_workload.exercise(recording) == []
    ops = _bridge_ops()
    assert len(ops) >= 17
    assert ops <= set(asked), f"ops the workload never asks: {ops - set(asked)}"


def test_cpython_imports_no_engine_module_outside_the_list():
    """A fresh interpreter, the workload, and the engine's modules it imported."""
    code = (
        "import sys; sys.path.insert(0, 'tools');"
        "from americana.views.browser.bridge import handle;"
        "import runtime_workload, json;"
        "problems = runtime_workload.exercise(handle);"
        "print(json.dumps([problems, sorted(sys.modules)]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    problems, modules = json.loads(done.stdout)
    assert problems == []
    engine = {m for m in modules if m.split(".")[0] in ("americana", "babel")}
    assert "americana.views.browser.bridge" in engine
    missing = engine - set(pack_runtime.listed_modules())
    assert not missing, (
        f"{sorted(missing)} not in {pack_runtime.MODULES_FILE.name}: "
        "run tools/pack_runtime.py --derive --write"
    )


def test_the_standard_library_zip_holds_the_list_stored():
    data = pack_runtime.stdlib_bytes()
    archive = zipfile.ZipFile(io.BytesIO(data))
    infos = archive.infolist()
    assert {i.compress_type for i in infos} == {zipfile.ZIP_STORED}
    names = {i.filename for i in infos}
    whole = zipfile.ZipFile(pack_runtime.runtime_folder() / "python_stdlib.zip")
    listed = pack_runtime.listed_modules()
    assert names == set(pack_runtime.stdlib_members(set(whole.namelist()), listed))
    for needed in ("encodings/__init__.py", "json/__init__.py", "gettext.py"):
        assert needed in names
    for unused in ("unittest/__init__.py", "pydoc.py", "http/server.py"):
        assert unused in whole.namelist() and unused not in names
    # Same list, same bytes: the name's hash changes with the content only.
    assert pack_runtime.stdlib_bytes() == data
    assert pack_runtime.stdlib_name(data).startswith("python_stdlib-")


def test_the_engine_archive_holds_what_the_bridge_imports_stored():
    archive = zipfile.ZipFile(io.BytesIO(pack_engine.archive_bytes()))
    infos = archive.infolist()
    assert {i.compress_type for i in infos} == {zipfile.ZIP_STORED}
    names = [i.filename for i in infos]
    assert "americana/views/browser/bridge.py" in names
    assert "babel/global.dat" in names and "babel/locale-data/pl.dat" in names
    assert "americana/locale/ru/LC_MESSAGES/americana.mo" in names
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    assert not [n for n in names if n.startswith("americana/views/notebook/")]
    assert "babel/messages/frontend.py" not in names
    whole = zipfile.ZipFile(io.BytesIO(pack_engine.archive_bytes(trim=False)))
    assert "americana/views/notebook/widgets.py" in whole.namelist()
    # Every module kept is listed or reached from the bridge by an import.
    reached = pack_engine.imported_by_bridge(
        {n: whole.read(n) for n in whole.namelist() if n.startswith("americana/")}
    )
    kept = {pack_engine._module_name(n) for n in names if n.endswith(".py")}
    assert kept <= set(pack_runtime.listed_modules()) | reached


#: Records every key of Babel's CLDR data the workload reads (a locale's
#: data and global.dat), then prints them with the workload's problems.
CLDR_TRACKER = """
import json, sys
sys.path.insert(0, "tools")
import babel.core, babel.localedata
read = {"locale": set(), "global": set()}

def tracking(kind):
    class Tracked(dict):
        def __getitem__(self, key):
            read[kind].add(key)
            return dict.__getitem__(self, key)

        def get(self, key, default=None):
            read[kind].add(key)
            return dict.get(self, key, default)

        def __contains__(self, key):
            read[kind].add(key)
            return dict.__contains__(self, key)

    return Tracked

load = babel.localedata.load
babel.localedata.load = lambda *a, **k: tracking("locale")(load(*a, **k))
babel.core.get_global("cldr")
babel.core._global_data = tracking("global")(babel.core._global_data)
read["global"].clear()
from americana.views.browser.bridge import handle
import runtime_workload
problems = runtime_workload.exercise(handle)
print(json.dumps([problems, sorted(read["locale"]), sorted(read["global"])]))
"""


def test_the_engine_reads_only_the_cldr_data_kept():
    done = subprocess.run(
        [sys.executable, "-c", CLDR_TRACKER],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    problems, locale_keys, global_keys = json.loads(done.stdout)
    assert problems == []
    assert "number_symbols" in locale_keys
    assert set(locale_keys) <= pack_engine.CLDR_KEYS, locale_keys
    assert set(global_keys) <= pack_engine.GLOBAL_KEYS, global_keys


def test_the_trimmed_archive_answers_every_request(tmp_path):
    """The engine and Babel from the trimmed archive alone (first on the
    path), in CPython: every request of the workload, no unexpected failure."""
    zipfile.ZipFile(io.BytesIO(pack_engine.archive_bytes())).extractall(tmp_path)
    code = (
        "import sys, json; sys.path.insert(0, 'tools');"
        f"sys.path.insert(0, {str(tmp_path)!r});"
        "import americana, babel, runtime_workload;"
        f"assert americana.__file__.startswith({str(tmp_path)!r});"
        f"assert babel.__file__.startswith({str(tmp_path)!r});"
        "from americana.views.browser.bridge import handle;"
        "print(json.dumps(runtime_workload.exercise(handle)))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []


@pytest.mark.browser
def test_pyodide_imports_nothing_outside_the_list():
    """The derivation again, in Pyodide (Node comes with the browser tier)."""
    modules, problems = pack_runtime.derive()
    assert problems == []
    assert "americana.views.browser.bridge" in modules
    missing = sorted(set(modules) - set(pack_runtime.listed_modules()))
    assert not missing, (
        f"{missing} not in {pack_runtime.MODULES_FILE.name}: "
        "run tools/pack_runtime.py --derive --write"
    )
