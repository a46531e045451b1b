"""Write docs/api.md, the one-line reference of the public names, from the docstrings.

    python tools/api_reference.py           # write docs/api.md
    python tools/api_reference.py --check   # exit 1 if docs/api.md is out of date

The public names are ``americana.__all__`` (the engine and its words) and
``americana.views.__all__`` (what notebooks show). Each gets one line: the
name, its kind or short signature, and the first line of its docstring. A
constant's docstring is its ``#:`` comment (or a string right after it), as
Sphinx reads it. Names are grouped by :data:`GROUPS`; a public name in no
group, a group naming a name that is not public, and a name without a
docstring first line are errors, so the page lists every public name and
cannot drift (tests/test_public_api.py runs ``--check``).
"""

from __future__ import annotations

import argparse
import ast
import enum
import importlib
import importlib.util
import inspect
import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "api.md"

#: Module -> (section title, what the section says, groups of names in order).
GROUPS: dict[str, tuple[str, str, dict[str, list[str]]]] = {
    "americana": (
        "`americana`: the engine and its words",
        "`import americana` needs no numpy, matplotlib or ipywidgets; the "
        "counting names load numpy when first used.",
        {
            "Cards and hands": [
                "Card",
                "Suit",
                "Joker",
                "JOKER",
                "SUIT_LETTERS",
                "DECK_SIZES",
                "make_deck",
                "parse_card",
                "parse_cards",
                "Category",
                "STANDARD_CATEGORIES",
                "Ranking",
                "JokerRule",
                "AMERICANA",
                "CLASSIC",
                "CLASSIC_BUG",
                "CLASSIC_WILD",
                "evaluate",
                "evaluate_wild",
                "HandValue",
                "showdown_strength",
                "has_openers",
            ],
            "Rules and presets": [
                "Variant",
                "VARIANTS",
                "DrawVariant",
                "DRAW_VARIANTS",
                "Structure",
                "ShowdownTie",
                "OddChip",
                "SUIT_ORDER_PL",
            ],
            "Playing a hand": [
                "Hand",
                "DrawHand",
                "Table",
                "DrawTable",
                "choose_first_dealer",
                "replay",
                "hand_from_history",
                "hand_to_link_fragment",
                "hand_from_link_fragment",
                "Phase",
                "ActionKind",
                "LegalAction",
                "EventKind",
                "Event",
                "build_pots",
                "award_pots",
            ],
            "A classroom deal": [
                "Deal",
                "play_to_end",
            ],
            "Errors": [
                "AmericanaError",
                "CardError",
                "InvalidCardError",
                "DuplicateCardError",
                "UnknownLettersError",
                "DeckError",
                "HandSizeError",
                "JokerError",
                "RuleError",
                "ActionError",
                "SetupError",
                "HistoryError",
            ],
            "Words": [
                "describe",
                "error_text",
                "input_error_text",
                "legal_actions_text",
                "player_names",
                "player_name",
                "card_name",
                "rank_name",
                "suit_name",
                "category_name",
                "pot_name",
                "round_name",
                "structure_name",
                "preset_name",
                "raises_text",
                "tie_reading",
                "odd_chip_name",
                "yes_no",
                "LANGUAGES",
                "get_language",
                "set_language",
                "use_language",
            ],
            "Counting (numpy, loaded on first use)": [
                "category_counts",
                "ranking_counts",
                "total_hands",
                "count_by_enumeration",
                "rarity_table",
                "rarity_ties",
                "evaluate_many",
                "showdown_many",
                "card_indices",
                "HandTable",
                "hand_table",
                "showdown_table",
                "showdown_odds",
                "PlayerOdds",
                "PlayersError",
            ],
        },
    ),
    "americana.views": (
        "`americana.views`: what notebooks show",
        "Every name loads on first use, so `import americana.views` imports "
        "nothing heavy; the steppers, the explorer and the live table need "
        "ipywidgets (a kernel), the counts, odds and charts numpy or matplotlib.",
        {
            "Steppers, the explorer and live play (a kernel)": [
                "hand_stepper",
                "ranking_stepper",
                "rarity_stepper",
                "ranking_explorer",
                "live_ranking_explorer",
                "play_hand",
                "drill_practice",
            ],
            "Counts, odds and charts (numpy, matplotlib)": [
                "plot_category_counts",
                "counts_table",
                "rarity_order_table",
                "joker_counts_table",
                "category_chances_table",
                "finishing_table",
                "odds_by_street",
                "street_odds_table",
            ],
            "HTML, tables and sentences (no kernel needed)": [
                "Html",
                "card_html",
                "cards_html",
                "deck_html",
                "comparison_html",
                "presets_table",
                "hands_table",
                "winner_sentence",
                "lowest_card_table",
                "structures_table",
                "unchanged_sentence",
                "muck_sentence",
                "pots_table",
                "stacks_table",
                "ties_table",
                "joker_hands_table",
                "rarity_ties_table",
            ],
        },
    ),
}

HEADER = """\
# API reference

The public names of the package, one line each: what an instructor imports in
a notebook. Everything a chapter of the book uses is here:

```python
from americana import VARIANTS, Hand, describe, player_names
from americana.views import hand_stepper
```

This page is written by `python tools/api_reference.py` from the docstrings;
do not edit it by hand (`--check`, run by the tests, fails when it is out of
date). A signature shows the parameters' names; `=…` marks a default.
"""


@dataclass(frozen=True)
class Entry:
    """One public name: its kind or short signature, its docstring's first line."""

    name: str
    kind: str
    summary: str


def _imported_from(module: str) -> dict[str, str]:
    """Name -> the module a module takes it from (``from x import name``)."""
    tree = _tree(module)
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                found[alias.asname or alias.name] = node.module
    return found


@cache
def _tree(module: str) -> ast.Module:
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        raise SystemExit(f"cannot find the source of {module}")
    return ast.parse(Path(spec.origin).read_text(encoding="utf-8"))


def _lazy_homes(module: str) -> dict[str, str]:
    """The ``_LAZY`` table of a package's ``__init__`` (PEP 562 names)."""
    lazy = getattr(importlib.import_module(module), "_LAZY", {})
    return {str(k): str(v) for k, v in lazy.items()}


def _source_doc(module: str, name: str, seen: int = 0) -> str | None:
    """The docstring of ``name`` as written where it is defined (ast, not runtime).

    Follows ``from x import name`` to the defining module. A constant's
    docstring is its ``#:`` comment block, or a string right after it.
    """
    if seen > 10:
        return None
    tree = _tree(module)
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin is not None
    lines = Path(spec.origin).read_text(encoding="utf-8").splitlines()
    body = tree.body
    for index, node in enumerate(body):
        if (
            isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.name == name
        ):
            return ast.get_docstring(node)
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        if any(isinstance(t, ast.Name) and t.id == name for t in targets):
            comment: list[str] = []
            row = node.lineno - 2
            while row >= 0 and lines[row].lstrip().startswith("#:"):
                comment.insert(0, lines[row].lstrip()[2:].strip())
                row -= 1
            if comment:
                return "\n".join(comment)
            after = body[index + 1] if index + 1 < len(body) else None
            if (
                isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
            ):
                return inspect.cleandoc(after.value.value)
            return None
    home = _imported_from(module).get(name) or _lazy_homes(module).get(name)
    if home is None or home == module:
        return None
    return _source_doc(home, name, seen + 1)


#: The most parameters a signature shows; more are "…" (the required ones all show).
SHOWN = 6
ROLE = re.compile(r":[a-z]+:`~?([^`]+)`")


def _summary(doc: str | None) -> str:
    """The docstring's first line, its Sphinx roles as code."""
    if not doc or not doc.strip():
        return ""
    first = doc.strip().splitlines()[0].strip()

    def code(match: re.Match[str]) -> str:
        target = match.group(1)
        whole = match.group(0)
        return f"`{target.rsplit('.', 1)[-1] if '`~' in whole else target}`"

    return ROLE.sub(code, first).replace("``", "`")


def _default(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 12 and "<" not in text else "…"


def _signature(name: str, obj: object) -> str:
    """``name(a, b=…, *, c)``: the parameters' names, at most :data:`SHOWN` of them."""
    if not callable(obj):
        return name
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return f"{name}(…)"
    params = [p for p in sig.parameters.values() if not p.name.startswith("_")]
    required = sum(p.default is p.empty for p in params)
    parts: list[str] = []
    star = False
    for index, param in enumerate(params):
        if param.default is not param.empty and index >= max(SHOWN, required):
            parts.append("…")
            break
        if param.kind is param.VAR_POSITIONAL:
            parts.append(f"*{param.name}")
            star = True
            continue
        if param.kind is param.VAR_KEYWORD:
            parts.append(f"**{param.name}")
            continue
        if param.kind is param.KEYWORD_ONLY and not star:
            parts.append("*")
            star = True
        text = param.name
        if param.default is not param.empty:
            text += f"={_default(param.default)}"
        parts.append(text)
    return f"{name}({', '.join(parts)})"


def _kind(name: str, obj: object, module: str) -> str:
    if isinstance(obj, type):
        if issubclass(obj, enum.Enum):
            members = [m.name for m in obj]
            shown = ", ".join(members[:8])
            more = f", … ({len(members)} in all)" if len(members) > 8 else ""
            return f"enum `{name}`: {shown}{more}"
        base = obj.__mro__[1]
        if issubclass(obj, BaseException):
            return f"exception `{name}({base.__name__})`"
        if base.__module__ == "builtins" and base is not object:
            return f"class `{name}({base.__name__})`"
        return f"class `{_signature(name, obj)}`"
    if callable(obj):  # functions, cached functions
        return f"function `{_signature(name, inspect.unwrap(obj))}`"
    annotation = _annotation(module, name)
    return f"constant `{name}`: {annotation or _type_name(obj)}"


def _type_name(obj: object) -> str:
    """``tuple[int, ...]`` for a tuple of ints; else the type's name."""
    kinds = {type(item).__name__ for item in obj} if isinstance(obj, tuple) else set()
    if len(kinds) == 1:
        return f"tuple[{kinds.pop()}, ...]"
    return type(obj).__name__


def _annotation(module: str, name: str, seen: int = 0) -> str | None:
    if seen > 10:
        return None
    for node in _tree(module).body:
        if (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and node.target.id == name
        ):
            return ast.unparse(node.annotation)
    home = _imported_from(module).get(name)
    return _annotation(home, name, seen + 1) if home and home != module else None


def entries(module: str) -> dict[str, list[Entry]]:
    """The groups of ``module``'s public names, each name with its line.

    Raises:
        SystemExit: a public name is in no group, a group names a name that is
            not public, or a name has no docstring first line.
    """
    package = importlib.import_module(module)
    public = list(vars(package)["__all__"])
    _title, _intro, groups = GROUPS[module]
    grouped = [n for names in groups.values() for n in names]
    problems = []
    missing = sorted(set(public) - set(grouped))
    if missing:
        problems.append(f"{module}: in no group of tools/api_reference.py: {missing}")
    extra = sorted(set(grouped) - set(public))
    if extra:
        problems.append(f"{module}: grouped but not in __all__: {extra}")
    twice = sorted({n for n in grouped if grouped.count(n) > 1})
    if twice:
        problems.append(f"{module}: in two groups: {twice}")
    result: dict[str, list[Entry]] = {}
    for group, names in groups.items():
        rows = []
        for name in names:
            if name not in public:
                continue
            obj = getattr(package, name)
            summary = _summary(_source_doc(module, name))
            if not summary:
                problems.append(f"{module}.{name}: no docstring first line")
            rows.append(Entry(name, _kind(name, obj, module), summary))
        result[group] = rows
    if problems:
        raise SystemExit("\n".join(problems))
    return result


def render() -> str:
    """The text of docs/api.md."""
    out = [HEADER]
    for module, (title, intro, _groups) in GROUPS.items():
        out.append(f"## {title}\n\n{intro}\n")
        for group, rows in entries(module).items():
            out.append(f"### {group}\n")
            out.extend(f"- {row.kind}. {row.summary}" for row in rows)
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if docs/api.md is out of date"
    )
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text:
            print(
                "docs/api.md is out of date: run python tools/api_reference.py",
                file=sys.stderr,
            )
            return 1
        return 0
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
