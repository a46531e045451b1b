"""What import-linter's contracts cannot see (docs/layout.md).

lint-imports checks which module imports which; it does not look at where an
import stands or what it takes. Two rules of the layers need that:

* no import of the package inside a function, class or ``if`` (a hidden import
  is how a layer reaches above itself while the graph looks clean); only
  ``if TYPE_CHECKING:`` blocks, which never run, may import there;
* no module takes another module's private (``_underscore``) name;
* no module imports the public entries, ``americana`` and ``americana.views``
  (tests/test_public_api.py): they gather names from the modules, never the
  reverse, so a module never waits on a half-imported entry.

``americana/__init__.py`` loads its numpy names with ``importlib`` on first use
(PEP 562), by design: that is not an import statement and is not counted.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MODULES = sorted((ROOT / "americana").rglob("*.py"))


def _is_type_checking(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _package_imports(tree: ast.Module) -> list[tuple[ast.stmt, bool]]:
    """Every import of americana (or relative import), and whether it stands at
    module level; imports under ``if TYPE_CHECKING:`` are left out."""
    found: list[tuple[ast.stmt, bool]] = []

    def visit(node: ast.AST, top: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ImportFrom):
                if child.level > 0 or (child.module or "").split(".")[0] == "americana":
                    found.append((child, top))
            elif isinstance(child, ast.Import):
                if any(a.name.split(".")[0] == "americana" for a in child.names):
                    found.append((child, top))
            elif not _is_type_checking(child):
                visit(child, False)

    visit(tree, True)
    return found


def _name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def test_the_scan_sees_the_package():
    assert len(MODULES) > 50


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_imports_stand_at_module_level_and_take_public_names(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    problems = []
    for node, top in _package_imports(tree):
        if not top:
            problems.append(f"line {node.lineno}: import inside a block")
        if isinstance(node, ast.ImportFrom):
            private = [a.name for a in node.names if a.name.startswith("_")]
            if private:
                problems.append(f"line {node.lineno}: private {', '.join(private)}")
    assert problems == []


def test_the_scan_finds_what_it_forbids():
    source = (
        "from americana.cards import parse_card\n"
        "def f():\n    from americana.hands import ranking\n"
        "from americana.fast.indexing import _hidden\n"
        "if TYPE_CHECKING:\n    from americana.views import widgets\n"
    )
    found = _package_imports(ast.parse(source))
    assert [(n.lineno, top) for n, top in found] == [(1, True), (3, False), (4, True)]


ENTRIES = ("americana", "americana.views")


def _entry_imports(tree: ast.Module) -> list[int]:
    """Lines that import a public entry itself (``from americana import x``)."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0:
            if node.module in ENTRIES:
                lines.append(node.lineno)
        elif isinstance(node, ast.Import):
            if any(alias.name in ENTRIES for alias in node.names):
                lines.append(node.lineno)
    return lines


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_no_module_imports_the_public_entries(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    assert _entry_imports(tree) == []


def test_the_entry_scan_finds_entries():
    source = (
        "from americana import Hand\nimport americana.views\n"
        "from americana.views.render.html import Html\nimport americana.cards\n"
        "if TYPE_CHECKING:\n    from americana.views import hand_stepper\n"
    )
    assert _entry_imports(ast.parse(source)) == [1, 2, 6]
