"""One registry of error codes (americana.errors.ERROR_CODES) and their sentences.

The source of americana/ is read, not imported, to find every code the package
can raise: a code is written as a string such as ``"raise.cap_reached"`` (in a
raise, a class's ``code =``, or a table of codes a raise looks up), or built
by an f-string family such as ``f"{action}.below_minimum"``. Each must be in
the registry, under the class that raises it; each registered code must be
raised somewhere (or be a base class's default); and each has a reader's
sentence in every language that is neither the code nor, outside English, the
English sentence.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import americana.errors
import americana.fast.odds
import americana.play.betting
import americana.play.pots
import americana.rules.variants
import americana.text.i18n
import americana.views.browser.bridge
from americana.errors import ERROR_CODES
from americana.play.scripting import stud_deck
from americana.play.stud import Hand
from americana.rules.variants import VARIANTS
from americana.text.error_text import ERROR_TEXT_CODES, error_text
from americana.text.i18n import LANGUAGES
from americana.views.notebook.live import play_hand

PACKAGE = Path(__file__).resolve().parent.parent / "americana"
#: The registry and the sentences name every code; they are not raises.
NOT_RAISES = {PACKAGE / "errors.py", PACKAGE / "text" / "error_text.py"}
CODE = re.compile(r"^[a-z_]+\.[a-z_]+$")
#: A code as it could leak into a reader's text.
CODE_IN_TEXT = re.compile(r"\b[a-z_]+\.[a-z_]+\b")
#: The modules whose exception classes carry codes (errors.py holds the rest).
MODULES = (
    americana.errors,
    americana.play.betting,
    americana.play.pots,
    americana.rules.variants,
    americana.fast.odds,
    americana.text.i18n,
    americana.views.browser.bridge,
)


def _trees():
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"))


def _call_name(node: ast.Call) -> str | None:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _first_strings(function: str) -> set[str]:
    """The string literals given as the ``field``/``action`` of ``function``."""
    found = set()
    for _path, tree in _trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _call_name(node) == function:
                found |= {
                    a.value
                    for a in node.args
                    if isinstance(a, ast.Constant)
                    and isinstance(a.value, str)
                    and re.fullmatch(r"[a-z_]+", a.value)
                }
    return found


def raised_codes() -> dict[str, set[str]]:
    """Code -> the classes that raise it (``"?"``: a literal looked up, e.g. in a
    table of codes or a function returning one)."""
    codes: dict[str, set[str]] = {}
    suffixes = set()
    for path, tree in _trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):  # code = "card.bad_token"
                for stmt in node.body:
                    targets = (
                        stmt.targets
                        if isinstance(stmt, ast.Assign)
                        else [stmt.target]
                        if isinstance(stmt, ast.AnnAssign)
                        else []
                    )
                    if any(
                        isinstance(t, ast.Name) and t.id == "code" for t in targets
                    ) and isinstance(getattr(stmt, "value", None), ast.Constant):
                        codes.setdefault(stmt.value.value, set()).add(node.name)
            if path in NOT_RAISES:
                continue
            if isinstance(node, ast.Call) and (_call_name(node) or "").endswith(
                "Error"
            ):
                given = [
                    *node.args[:1],
                    *(k.value for k in node.keywords if k.arg == "code"),
                ]
                for arg in given:
                    if isinstance(arg, ast.Constant) and CODE.match(str(arg.value)):
                        codes.setdefault(arg.value, set()).add(_call_name(node) or "")
                    if isinstance(arg, ast.JoinedStr):  # f"{action}.below_minimum"
                        last = arg.values[-1]
                        if (
                            isinstance(arg.values[0], ast.FormattedValue)
                            and isinstance(last, ast.Constant)
                            and re.fullmatch(r"\.[a-z_]+", str(last.value))
                        ):
                            suffixes.add(last.value)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                if CODE.match(node.value):
                    codes.setdefault(node.value, set()).add("?")
    # The families: the engine's check_amount("bet", ...) and the bridge's
    # _int(value, "seed"). A new family fails here until it is added.
    families = {
        ".below_minimum": ("ActionError", _first_strings("check_amount")),
        ".above_maximum": ("ActionError", _first_strings("check_amount")),
        ".bad": ("RequestError", _first_strings("_int")),
    }
    assert suffixes == set(families), suffixes
    for suffix, (cls, prefixes) in families.items():
        assert prefixes, suffix
        for prefix in prefixes:
            codes.setdefault(prefix + suffix, set()).add(cls)
    return codes


def test_every_code_in_the_source_is_registered_under_its_class():
    codes = raised_codes()
    assert len(codes) >= 80
    missing = set(codes) - set(ERROR_CODES)
    assert not missing, f"add these to americana.errors.ERROR_CODES: {sorted(missing)}"
    for code, classes in codes.items():
        assert classes - {"?"} <= {ERROR_CODES[code].raised_by}, (code, classes)


def test_every_registered_code_is_raised_or_a_base_default():
    codes = raised_codes()
    for code, entry in ERROR_CODES.items():
        assert CODE.match(code) or code == "error", code
        assert entry.description and not entry.description[0].isupper()
        if entry.default:
            # Only the class attribute names it (read as a literal too): no
            # raise gives it by name.
            assert entry.raised_by in codes[code] <= {entry.raised_by, "?"}, code
        else:
            assert code in codes, f"{code} is registered but never raised"


def test_every_registered_class_exists_and_carries_its_code():
    classes = {
        name: value
        for module in MODULES
        for name, value in vars(module).items()
        if isinstance(value, type) and issubclass(value, Exception)
    }
    for code, entry in ERROR_CODES.items():
        cls = classes.get(entry.raised_by)
        assert cls is not None, (code, entry.raised_by)
        default = cls.__dict__.get("code")
        if default is not None and (entry.default or default == code):
            assert default == code, (code, cls)
    # A class's own default is registered under that class.
    for name, cls in classes.items():
        default = cls.__dict__.get("code")
        if isinstance(default, str):
            assert ERROR_CODES[default].raised_by == name


def test_every_code_has_a_sentence_in_every_language():
    assert set(ERROR_CODES) == ERROR_TEXT_CODES
    general = {lang: error_text("error", lang) for lang in LANGUAGES}
    for code in ERROR_CODES:
        english = error_text(code, "en")
        for lang in LANGUAGES:
            text = error_text(code, lang)
            assert text and text.strip() == text and text[-1] in ".!?", (code, lang)
            assert code not in text and not CODE_IN_TEXT.search(text), (code, text)
            assert "{" not in text, (code, lang, text)
            if code != "error":
                assert text != general[lang], (code, lang)
            if lang != "en":
                assert text != english, (code, lang, text)


def test_an_unknown_code_or_exception_gets_the_general_sentence():
    for lang in LANGUAGES:
        assert error_text("no.such_code", lang) == error_text("error", lang)
        assert error_text(KeyError("x"), lang) == error_text("error", lang)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("pl", "Tu można podbić najwyżej do 4 żetonów."),
        ("ru", "Повысить здесь можно максимум до 4 фишек."),
        ("es", "La subida máxima aquí es a 4 fichas."),
    ],
)
def test_the_live_table_shows_the_sentence_of_a_refusal(lang, expected):
    deck = stud_deck({0: "AH 10C", 1: "8D JC", 2: "QH AC"}, button=2)
    hand = Hand(variant=VARIANTS["americana-pl"], stacks=[40] * 3, button=2, deck=deck)
    box = play_hand(hand, lang=lang)
    _table, amount, buttons, message, _between, _log, _errors = box.children
    visible = [b for b in buttons.children if not b.disabled]
    assert len(visible) == 1  # the bring-in
    visible[0].click()
    raise_to = [b for b in buttons.children if not b.disabled][-1]
    before = hand.snapshot()
    amount.max = 99  # a reader forcing an amount the engine must refuse
    amount.value = 99
    raise_to.click()
    assert hand.snapshot() == before
    assert expected in message.value
    assert not CODE_IN_TEXT.search(message.value.replace("color:#b00", ""))
