"""No game checks outside the engine (issue 18).

What differs between stud and draw poker is answered by the hand or the
variant (``hand.game``, ``hand.ranking``, ``hand.strength(seat)``,
``hand.has_draw``, ``hand.action_kinds``, ``variant.with_structure``,
``variant.suits_break_ties``, ...), decided in ``americana/play/`` and
``americana/rules/``. Everywhere else (the text, the views, the book's
extensions) no code may test a hand's or a variant's class, nor compare a
game's name: this test reads every such file with :mod:`ast` and lists each
``isinstance``/``issubclass`` of a hand, variant or table class and each
comparison with ``"stud"``, ``"draw"`` or a :class:`Game` member, as
``file:line``.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Where the games are decided: their checks belong there.
ENGINE = (ROOT / "americana" / "play", ROOT / "americana" / "rules")
#: The classes of a game's hand, variant or table.
GAME_CLASSES = frozenset(
    {
        "Hand",
        "DrawHand",
        "BettingHand",
        "HandState",
        "DrawState",
        "BettingState",
        "Variant",
        "DrawVariant",
        "Table",
        "DrawTable",
    }
)
#: The games' names, as a page or a view could compare them.
GAME_NAMES = frozenset({"stud", "draw"})
GAME_MEMBERS = frozenset({"STUD", "DRAW"})


def _files() -> list[Path]:
    package = [
        p
        for p in sorted((ROOT / "americana").rglob("*.py"))
        if not any(p.is_relative_to(folder) for folder in ENGINE)
    ]
    return package + sorted((ROOT / "book" / "_ext").glob("*.py"))


def _class_names(node: ast.expr) -> list[str]:
    """The class names an ``isinstance`` argument gives: ``Hand``,
    ``stud.Hand``, or a tuple of them."""
    if isinstance(node, ast.Tuple):
        return [name for item in node.elts for name in _class_names(item)]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    return []


def _is_game(node: ast.expr) -> bool:
    """``"stud"``, ``"draw"`` or ``Game.STUD``, ``Game.DRAW`` (any ``X.Game``)."""
    if isinstance(node, ast.Constant):
        return node.value in GAME_NAMES
    if isinstance(node, ast.Attribute) and node.attr in GAME_MEMBERS:
        base = node.value
        name = base.id if isinstance(base, ast.Name) else getattr(base, "attr", "")
        return name == "Game"
    return False


def game_checks(source: str, filename: str) -> list[str]:
    """Each game check in ``source``, as ``filename:line: what``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, filename)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("isinstance", "issubclass")
            and len(node.args) == 2
        ):
            names = sorted(set(_class_names(node.args[1])) & GAME_CLASSES)
            if names:
                what = f"{node.func.id}(..., {', '.join(names)})"
                found.append((node.lineno, f"{filename}:{node.lineno}: {what}"))
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            games = [ast.unparse(o) for o in operands if _is_game(o)]
            if games:
                what = f"compares the game {', '.join(games)}: {ast.unparse(node)}"
                found.append((node.lineno, f"{filename}:{node.lineno}: {what}"))
    return [text for _line, text in sorted(found)]


def test_no_game_checks_outside_play_and_rules():
    found = []
    for path in _files():
        text = path.read_text(encoding="utf-8")
        found += game_checks(text, str(path.relative_to(ROOT)))
    assert not found, (
        "Ask the hand or the variant (hand.game, ranking, strength, has_draw, "
        "action_kinds, variant.with_structure, ...) instead of testing its class "
        "or its game's name:\n" + "\n".join(found)
    )


def test_the_files_read_include_the_views_and_the_extensions():
    names = {p.relative_to(ROOT).as_posix() for p in _files()}
    assert "americana/views/session/drills.py" in names
    assert "americana/text/policy_text.py" in names
    assert "book/_ext/americana_live.py" in names
    assert not any(n.startswith(("americana/play/", "americana/rules/")) for n in names)


PLANTED = """\
from americana.play import stud
from americana.rules.game_rules import Game


def view(hand, variant, game, kind):
    if isinstance(hand, DrawHand):
        pass
    if isinstance(variant, (int, stud.Variant)):
        pass
    if issubclass(type(hand), BettingHand):
        pass
    if game == "draw":
        pass
    if "stud" != game:
        pass
    if hand.game is Game.DRAW:
        pass
    if isinstance(hand, dict) or kind == "split" or kind in ("draw", "x"):
        pass
    return {Game.STUD: 1}[hand.game]
"""


def test_the_check_finds_planted_game_checks():
    found = game_checks(PLANTED, "planted.py")
    assert [line.split(": ")[0] for line in found] == [
        "planted.py:6",
        "planted.py:8",
        "planted.py:10",
        "planted.py:12",
        "planted.py:14",
        "planted.py:16",
    ]
    assert "isinstance(..., DrawHand)" in found[0]
    assert "isinstance(..., Variant)" in found[1]
    assert "issubclass(..., BettingHand)" in found[2]
    assert "'draw'" in found[3] and "Game.DRAW" in found[5]
