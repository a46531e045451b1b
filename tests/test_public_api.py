"""One import for instructors (issue 18): the public names and their reference.

* The book's code cells and the README's examples import only ``americana``
  (the engine and its words) and ``americana.views`` (what notebooks show):
  the names an instructor copies are the names the package promises.
* ``import americana`` and ``import americana.views`` load no numpy,
  matplotlib or ipywidgets; every public name of both resolves.
* docs/api.md lists every public name with its docstring's first line, and is
  what tools/api_reference.py writes (``--check``).
* Every chapter's code cells run in order, without a kernel, as the build runs
  them: a public name that moves or disappears fails here, in the fast tier.
"""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import jupytext
import pytest

import americana
import americana.views

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import api_reference  # noqa: E402

ENTRIES = ("americana", "americana.views")
HEAVY = ("numpy", "matplotlib", "ipywidgets")
CHAPTERS = sorted(
    p
    for p in (ROOT / "book").glob("*.md")
    if p.read_text(encoding="utf-8").startswith("---\njupytext:")
)
README_BLOCK = re.compile(r"^```python\n(.*?)^```$", re.M | re.S)


def _code_cells(path: Path, examples: bool = False) -> list[str]:
    """The page's code cells, as the build runs them (jupytext); with
    ``examples``, the ```python examples of its prose too, in page order."""
    notebook = jupytext.read(path)
    code = []
    for cell in notebook.cells:
        if cell.cell_type == "code":
            code.append(cell.source)
        elif cell.cell_type == "markdown" and examples:
            code += README_BLOCK.findall(cell.source + "\n")
    return code


def _python(source: str) -> str:
    """A cell without its IPython magics (``%matplotlib inline``)."""
    return "\n".join(
        line for line in source.splitlines() if not line.lstrip().startswith("%")
    )


def _cells() -> list[tuple[str, str]]:
    """(where, code) of every code cell and ```python example of the book."""
    return [
        (f"{path.name} block {n + 1}", _python(source))
        for path in CHAPTERS
        for n, source in enumerate(_code_cells(path, examples=True))
    ]


def _readme_examples() -> list[tuple[str, str]]:
    """(where, code) of every ```python example of the README."""
    readme = README_BLOCK.findall((ROOT / "README.md").read_text(encoding="utf-8"))
    return [(f"README.md example {n + 1}", code) for n, code in enumerate(readme)]


def _deep_imports(code: str) -> list[str]:
    """The imports of the package other than ``americana`` and ``americana.views``."""
    deep = []
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.ImportFrom):
            modules = [node.module or ""]
        elif isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        else:
            continue
        deep += [
            f"line {node.lineno}: {m}"
            for m in modules
            if m.split(".")[0] == "americana" and m not in ENTRIES
        ]
    return deep


def test_there_are_chapters_and_examples():
    assert len(CHAPTERS) >= 10
    assert len(_cells()) >= 60
    assert len(_readme_examples()) >= 2


@pytest.mark.parametrize("examples", [_cells, _readme_examples], ids=["book", "readme"])
def test_examples_import_only_the_public_entries(examples):
    problems = {where: d for where, code in examples() if (d := _deep_imports(code))}
    assert problems == {}, "import from americana or americana.views"


def test_the_scan_finds_deep_imports():
    code = (
        "import americana\nfrom americana import Hand\n"
        "from americana.views import hand_stepper\n"
        "from americana.play.stud import Hand\nimport americana.text.names\n"
    )
    assert _deep_imports(code) == [
        "line 4: americana.play.stud",
        "line 5: americana.text.names",
    ]


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_entries_import_nothing_heavy(entry: str):
    script = (
        f"import json, sys\nimport {entry}\n"
        f"print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        f"{HEAVY!r} or m.startswith('americana.views.'))))"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == []


@pytest.mark.parametrize("entry", [americana, americana.views], ids=ENTRIES)
def test_every_public_name_resolves(entry):
    missing = [name for name in entry.__all__ if getattr(entry, name, None) is None]
    assert missing == []
    assert set(entry.__all__) <= set(dir(entry))
    assert len(entry.__all__) == len(set(entry.__all__))


def test_every_view_is_lazy_and_typed():
    """Each view loads on first use, and its TYPE_CHECKING import names it."""
    views = americana.views
    assert set(views._LAZY) == set(views.__all__)
    tree = ast.parse(Path(views.__file__).read_text(encoding="utf-8"))
    typed = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.If)
        for child in node.body
        if isinstance(child, ast.ImportFrom)
        for alias in child.names
    }
    assert typed == set(views.__all__)
    with pytest.raises(AttributeError):
        views.no_such_view  # noqa: B018


def test_the_chapters_need_the_public_names():
    """The names the brief of issue 18 promises an instructor."""
    promised = {
        "Hand",
        "DrawHand",
        "Table",
        "DrawTable",
        "replay",
        "VARIANTS",
        "DRAW_VARIANTS",
        "Phase",
        "ActionKind",
        "EventKind",
        "Event",
        "LegalAction",
        "ActionError",
        "SetupError",
        "describe",
        "player_names",
        "error_text",
        "input_error_text",
        "legal_actions_text",
        "build_pots",
        "award_pots",
        "showdown_strength",
        "choose_first_dealer",
        "has_openers",
    }
    assert promised <= set(americana.__all__)
    assert {"hand_stepper", "play_hand", "hands_table", "cards_html"} <= set(
        americana.views.__all__
    )


def test_the_reference_is_up_to_date():
    assert api_reference.main(["--check"]) == 0, "run: python tools/api_reference.py"


def test_the_reference_lists_every_public_name():
    text = api_reference.OUT.read_text(encoding="utf-8")
    for entry in (americana, americana.views):
        for name in entry.__all__:
            assert re.search(rf"^- [a-z]+ `{name}[(`:]", text, re.M), name


def test_the_reference_refuses_a_name_without_a_group(monkeypatch):
    title, intro, groups = api_reference.GROUPS["americana.views"]
    fewer = {
        g: [n for n in names if n != "hand_stepper"] for g, names in groups.items()
    }
    monkeypatch.setitem(api_reference.GROUPS, "americana.views", (title, intro, fewer))
    with pytest.raises(SystemExit, match=r"in no group.*hand_stepper"):
        api_reference.entries("americana.views")


def test_the_reference_refuses_a_name_without_a_docstring(monkeypatch):
    monkeypatch.setattr(api_reference, "_source_doc", lambda module, name: None)
    with pytest.raises(SystemExit, match="no docstring first line"):
        api_reference.entries("americana.views")


def test_the_reference_reads_constants_comments():
    assert api_reference._summary(
        api_reference._source_doc("americana", "VARIANTS")
    ).startswith("The presets by name.")


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_chapter_cells_run_without_a_kernel(path: Path, tmp_path, monkeypatch):
    """The chapter's code cells, in order, in one namespace, as the build runs them.

    The ```python examples of the prose are not run (they show a live
    notebook's call, out of order); their imports are checked above. They run
    in a folder of their own: a cell may write a file (the instructors'
    hands/bring_in_raise.phh).
    """
    monkeypatch.chdir(tmp_path)
    import matplotlib

    matplotlib.use("Agg")
    from IPython.display import display

    scope: dict[str, object] = {"display": display, "__name__": "__main__"}
    with americana.use_language("en"), matplotlib.rc_context():
        for n, source in enumerate(_code_cells(path)):
            code = compile(_python(source), f"{path.name} cell {n + 1}", "exec")
            exec(code, scope)
