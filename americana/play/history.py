"""Hand histories in PHH, the open poker hand-history notation (TOML).

A hand of either game is written from its event log
(:func:`write_history`, ``hand.to_history()``) and read back into a hand that
replays to the same events, stacks and pots (:func:`read_history` and
:func:`replay_history`, ``Hand.from_history(text)``). The fields PHH defines
keep PHH's names and the actions PHH's grammar:

- ``variant``: a code in PHH's style, which PHH's list does not have: the
  structure (``F`` fixed limit, ``P`` pot limit, ``N`` no limit) then ``5S``
  for Americana (five-card stud, A1) or ``5D`` for draw poker (D, E);
- ``antes``, ``bring_in`` (stud), ``blinds_or_straddles`` (draw: all ``0``,
  there are no blinds), ``small_bet`` and ``big_bet`` (fixed limit) or
  ``min_bet`` (pot and no limit), ``starting_stacks``, ``seats`` (the
  engine's seat numbers plus one), ``finishing_stacks`` and ``winnings``
  (once the hand is over);
- ``actions``: ``d dh p1 Kh`` (one card dealt, in the order the engine deals
  them, A3, D4, E2), ``p2 pb`` (the bring-in, A5), ``p3 cbr 4`` (complete,
  bet or raise to 4 chips), ``p1 cc`` (check or call), ``p2 f`` (fold),
  ``p1 sd 7c8d`` (discard two, D6, E4; ``p1 sd`` stands pat), ``p1 sm
  9cKh8s8dJd`` (show), ``p1 sm`` (muck, A10). Players are ``p1`` (the first
  seat left of the button) to ``pN`` (the button). Cards are rank then suit,
  ``Th`` for the ten of hearts; the joker (E8), which PHH has no card for, is
  ``JK``.

What PHH has no field for is in fields starting with ``_``, PHH's user
fields: ``_preset`` (the engine's variant, ``"americana-pl"``), the readings
the sources disagree on (``_suit_order``, ``_showdown_tie``, ...: every
setting of the variant, :data:`ENGINE_FIELDS`), ``_deck_size``,
``_carried_in`` and ``_carried_in_shares`` (a carried jackpot, D8, E7),
``_bring_in_was_automatic`` (A6) and ``_reshuffles`` (each new stock of a
draw, D6, E4). A history that does not replay is refused with
:class:`~americana.errors.HistoryError` naming its line, and no hand is made.

The TOML is written here, not by a library: the standard library reads TOML
(``tomllib``) but does not write it, and the engine runs in the browser too
(Pyodide, ``tools/pack_engine.py``), where a pure-Python writer would be one
more wheel to pack for the five value types a history holds.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, TypeVar

from americana.cards import JOKER, RANK_LETTERS, Card, Suit, make_deck, parse_card
from americana.errors import AmericanaError, HistoryError
from americana.hands.categories import JokerRule
from americana.play.betting import ActionError, ActionKind, LegalAction
from americana.play.events import Event, EventKind
from americana.rules.draw_variants import DRAW_VARIANTS, DrawVariant
from americana.rules.game_rules import Game, GameRules
from americana.rules.variants import VARIANTS, Structure, Variant

__all__ = [
    "ENGINE_FIELDS",
    "PHH_FIELDS",
    "History",
    "Step",
    "phh_card",
    "read_history",
    "replay_history",
    "write_history",
]

E = EventKind
A = ActionKind

#: Every field PHH defines (its specification's table), required or not.
PHH_FIELDS: frozenset[str] = frozenset(
    {
        "variant",
        "antes",
        "blinds_or_straddles",
        "bring_in",
        "small_bet",
        "big_bet",
        "min_bet",
        "starting_stacks",
        "actions",
        "author",
        "event",
        "url",
        "venue",
        "address",
        "city",
        "region",
        "postal_code",
        "country",
        "time",
        "time_zone",
        "time_zone_abbreviation",
        "day",
        "month",
        "year",
        "hand",
        "level",
        "seats",
        "seat_count",
        "table",
        "players",
        "finishing_stacks",
        "winnings",
        "currency",
        "currency_symbol",
        "ante_trimming_status",
        "time_limit",
        "time_banks",
    }
)

_STRUCTURE_LETTERS = {
    Structure.FIXED_LIMIT: "F",
    Structure.POT_LIMIT: "P",
    Structure.NO_LIMIT: "N",
}
_GAME_CODES = {Game.STUD: "5S", Game.DRAW: "5D"}
#: The variants a history is written for: stud (A) or draw poker (D, E).
Rules = Variant | DrawVariant

#: The settings of a stud variant written as ``_`` fields (rule A, B, C).
_STUD_SETTINGS = (
    "suit_order",
    "showdown_tie",
    "first_to_act_tie",
    "odd_chip",
    "automatic_bring_in",
    "raise_cap",
    "first_round_raises",
)
#: The settings of a draw variant written as ``_`` fields (rule D, E).
_DRAW_SETTINGS = (
    "ranking_rule",
    "ace_low",
    "joker",
    "draw_limit",
    "stub_rule",
    "may_check",
    "round_two_opener",
    "openers",
    "false_opener",
    "odd_chip",
    "raise_cap",
    "max_bet",
)

#: The settings that may be ``None`` (written ``"none"``): no cap, no maximum.
_NULLABLE_STUD = frozenset({"first_round_raises"})
_NULLABLE_DRAW = frozenset({"raise_cap", "max_bet"})

#: The fields the engine adds, each a PHH user field (``_``).
ENGINE_FIELDS: frozenset[str] = frozenset(
    {
        "_preset",
        "_ranking",
        "_deck_size",
        "_deck_size_rule",
        "_min_bet_after_draw",
        "_carried_in",
        "_carried_in_shares",
        "_bring_in_was_automatic",
        "_reshuffles",
    }
    | {"_" + name for name in _STUD_SETTINGS + _DRAW_SETTINGS}
)

#: A card in PHH: rank then suit letter, or the engine's joker.
_CARD = re.compile(r"[2-9TJQKA][cdhs]|JK")
_SUIT_LETTERS = {suit.letter.lower(): suit for suit in Suit}


def phh_card(card: Card) -> str:
    """A card as PHH writes it: ``"Th"`` (the ten of hearts); the joker ``"JK"``."""
    if card.is_joker:
        return "JK"
    rank = "T" if card.rank == 10 else RANK_LETTERS.get(card.rank, str(card.rank))
    assert card.suit is not None  # only the joker has none
    return rank + card.suit.letter.lower()


def _phh_cards(cards: Sequence[Card]) -> str:
    return "".join(phh_card(c) for c in cards)


# -- writing -------------------------------------------------------------------


class HistorySource(Protocol):
    """What :func:`write_history` reads of a hand (stud or draw)."""

    # Read-only: a game's hand narrows ``variant`` to its own class.
    @property
    def variant(self) -> GameRules: ...  # pragma: no cover - a protocol

    @property
    def deal_order(self) -> tuple[int, ...]: ...  # pragma: no cover

    @property
    def starting_stacks(self) -> dict[int, int]: ...  # pragma: no cover

    @property
    def carry_in(self) -> int: ...  # pragma: no cover

    @property
    def carry_in_shares(self) -> dict[int, int]: ...  # pragma: no cover

    @property
    def events(self) -> list[Event]: ...  # pragma: no cover

    #: seat -> the player's name (PHH's ``players``), possibly empty.
    names: dict[int, str]

    @property
    def finished(self) -> bool: ...  # pragma: no cover - a protocol

    @property
    def stacks(self) -> dict[int, int]: ...  # pragma: no cover - a protocol


def _encode(value: Any) -> Any:
    """A setting as a TOML value: enums by value, ``None`` as ``"none"``."""
    if value is None:
        return "none"
    if isinstance(value, tuple) and all(isinstance(s, Suit) for s in value):
        return "".join(s.letter.lower() for s in value)
    if isinstance(value, bool | int | str):
        return value
    return value.value


def _toml(value: Any) -> str:
    """One TOML value: a bool, a whole number, a string, a list or a table."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a TOML basic string
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"no TOML for {value!r}")  # pragma: no cover - written here


def _history_actions(
    events: Sequence[Event], players: Mapping[int, str]
) -> tuple[list[str], list[dict[str, Any]]]:
    """The PHH actions of a log, and the reshuffles between them (D6, E4)."""
    actions: list[str] = []
    reshuffles: list[dict[str, Any]] = []
    for e in events:
        p = players.get(e.seat, "") if e.seat is not None else ""
        if e.kind is E.CARD_DEALT and e.card is not None:
            actions.append(f"d dh {p} {phh_card(e.card)}")
        elif e.kind is E.BRING_IN:
            actions.append(f"{p} pb")
        elif e.kind in (E.COMPLETE, E.BET, E.RAISE):
            actions.append(f"{p} cbr {e.total}")
        elif e.kind in (E.CHECK, E.CALL):
            actions.append(f"{p} cc")
        elif e.kind is E.FOLD:
            actions.append(f"{p} f")
        elif e.kind is E.DRAW:
            actions.append(f"{p} sd {_phh_cards(e.cards)}".rstrip())
        elif e.kind is E.HAND_SHOWN:
            actions.append(f"{p} sm {_phh_cards(e.cards)}")
        elif e.kind is E.HAND_MUCKED:
            actions.append(f"{p} sm")
        elif e.kind is E.STOCK_RESHUFFLED:
            stub = phh_card(e.card) if e.card is not None else ""
            reshuffles.append(
                {"after": len(actions), "stub": stub, "stock": _phh_cards(e.cards)}
            )
    return actions, reshuffles


def _variant_fields(variant: Rules, players: int) -> list[tuple[str, Any]]:
    """The betting fields PHH has, then the engine's settings (``_`` fields)."""
    out: list[tuple[str, Any]] = []
    fixed = variant.structure is Structure.FIXED_LIMIT
    if isinstance(variant, Variant):
        out.append(("bring_in", variant.bring_in))
        if fixed:
            out += [
                ("small_bet", variant.bet_size(1)),
                ("big_bet", variant.bet_size(3)),
            ]
        else:
            out.append(("min_bet", variant.bring_in))
        settings: tuple[str, ...] = _STUD_SETTINGS
    else:
        out.append(("blinds_or_straddles", [0] * players))
        small, big = variant.bet_sizes
        if fixed:
            out += [("small_bet", small), ("big_bet", big)]
        else:
            out.append(("min_bet", small))
            if big != small:
                out.append(("_min_bet_after_draw", big))
        settings = _DRAW_SETTINGS
    out.append(("_preset", variant.name))
    out.append(("_ranking", variant.ranking_for(players).name))
    out.append(("_deck_size", variant.deck_size_for(players)))
    if isinstance(variant, DrawVariant) and variant.deck_size is None:
        out.append(("_deck_size_rule", "by_players"))
    out += [("_" + name, _encode(getattr(variant, name))) for name in settings]
    return out


def write_history(
    hand: HistorySource, *, names: Mapping[int, str] | None = None
) -> str:
    """The hand as a PHH hand history (TOML text), from its event log.

    Args:
        hand: a stud :class:`~americana.play.stud.Hand` or a
            :class:`~americana.play.draw.DrawHand`, finished or not.
        names: seat -> the player's name, written as PHH's ``players`` when
            every seat has one; by default the hand's own ``names``.

    Returns:
        TOML text: PHH's fields under PHH's names, the engine's own in ``_``
        fields (see the module's text); :func:`read_history` reads it back.
    """
    variant = hand.variant
    if not isinstance(variant, Variant | DrawVariant):
        raise TypeError(f"no history for a {type(variant).__name__}")
    order = hand.deal_order
    players = {seat: f"p{i + 1}" for i, seat in enumerate(order)}
    actions, reshuffles = _history_actions(hand.events, players)
    code = _STRUCTURE_LETTERS[variant.structure] + _GAME_CODES[variant.game]
    lines = [
        "# A hand history in PHH (https://phh.readthedocs.io), written by the",
        "# Americana engine; fields starting with _ are the engine's own.",
    ]
    rules = _variant_fields(variant, len(order))
    items: list[tuple[str, Any]] = [
        ("variant", code),
        ("antes", [variant.ante] * len(order)),
        *[(name, value) for name, value in rules if not name.startswith("_")],
        ("starting_stacks", [hand.starting_stacks[s] for s in order]),
        ("seats", [s + 1 for s in order]),
    ]
    names = hand.names if names is None else names
    if names and all(s in names for s in order):
        items.append(("players", [names[s] for s in order]))
    if hand.finished:
        stacks = hand.stacks
        items.append(("finishing_stacks", [stacks[s] for s in order]))
        won: dict[int, int] = {}
        for e in hand.events:
            if e.kind is E.POT_AWARDED and e.seat is not None:
                won[e.seat] = won.get(e.seat, 0) + (e.amount or 0)
        items.append(("winnings", [won.get(s, 0) for s in order]))
    items += [(name, value) for name, value in rules if name.startswith("_")]
    if hand.carry_in:
        items.append(("_carried_in", hand.carry_in))
        if hand.carry_in_shares:
            shares = [hand.carry_in_shares.get(s, 0) for s in order]
            items.append(("_carried_in_shares", shares))
    if any(e.kind is E.BRING_IN and e.automatic for e in hand.events):
        items.append(("_bring_in_was_automatic", True))
    if reshuffles:
        items.append(("_reshuffles", reshuffles))
    lines += [f"{name} = {_toml(value)}" for name, value in items]
    lines.append("actions = [")
    lines += [f"  {_toml(a)}," for a in actions]
    lines.append("]")
    return "\n".join(lines) + "\n"


# -- reading -------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One action of a history, as read.

    Attributes:
        index: its place in ``actions``, from 1.
        line: its line in the text (``None`` if it could not be found).
        text: the action as written.
        seat: the engine's seat of the actor (``None`` for the dealer).
        verb: ``"dh"`` (a card dealt), ``"pb"``, ``"cbr"``, ``"cc"``,
            ``"f"``, ``"sd"`` or ``"sm"``.
        amount: the "to" amount of ``cbr``, in chips.
        cards: the cards dealt, discarded or shown (``None``: ``sm -``, the
            cards the seat holds).
    """

    index: int
    line: int | None
    text: str
    seat: int | None
    verb: str
    amount: int | None = None
    cards: tuple[Card, ...] | None = ()


@dataclass(frozen=True)
class History:
    """A hand history read and checked, ready to replay (:func:`replay_history`).

    Attributes:
        variant: the rules, the preset's with the file's settings.
        stacks: seat -> starting chips.
        button: the dealer's seat (the last player, PHH's ``pN``).
        carry_in, carry_in_shares: a carried pot (D8, E7) and whose it was.
        steps: the actions in order.
        atoms: the actions one card dealt at a time, ``(step, seat, card)``
            (``card`` ``None`` for a player's action); the cards of a run of
            deals in the order the rules deal them (A3, D4, E2: one card at a
            time to each seat clockwise from the button's left), so a history
            may write a seat's cards of a street in one action
            (``d dh p1 9cKh``), as PHH's examples do.
        reshuffles: ``(after, stub, stock)``: after how many actions the
            stock was made anew (D6, E4), the card kept back (E4) and the
            new stock, top first.
        automatic_bring_in: the bring-in was taken automatically (A6).
        finishing_stacks, winnings: seat -> chips, if the file gives them.
        names: seat -> the player's name (PHH's ``players``), if given.
        lines: field -> its line in the text.
    """

    variant: Rules
    stacks: dict[int, int]
    button: int
    carry_in: int
    carry_in_shares: dict[int, int]
    steps: tuple[Step, ...]
    atoms: tuple[tuple[Step, int | None, Card | None], ...] = ()
    reshuffles: tuple[tuple[int, Card | None, tuple[Card, ...]], ...] = ()
    automatic_bring_in: bool = False
    finishing_stacks: dict[int, int] | None = None
    winnings: dict[int, int] | None = None
    names: dict[int, str] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)

    def line(self, name: str) -> int | None:
        """The line of field ``name``."""
        return self.lines.get(name)


_KEY = re.compile(r"^\s*([A-Za-z0-9_\-]+)\s*=", re.MULTILINE)
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'')


def _field_lines(text: str) -> dict[str, int]:
    lines: dict[str, int] = {}
    for m in _KEY.finditer(text):
        lines.setdefault(m.group(1), text.count("\n", 0, m.start()) + 1)
    return lines


def _action_lines(text: str, count: int) -> list[int | None]:
    """The line of each string of the ``actions`` array."""
    m = re.search(r"^\s*actions\s*=", text, re.MULTILINE)
    if m is None:
        return [None] * count
    found: list[int | None] = [
        text.count("\n", 0, s.start()) + 1 for s in _STRING.finditer(text, m.end())
    ]
    return (found + [None] * count)[:count]


class _Reader:
    """The fields of one history, each read with its line for the errors."""

    def __init__(self, data: Mapping[str, Any], lines: dict[str, int]) -> None:
        self.data = data
        self.lines = lines

    def bad(self, name: str, why: str) -> HistoryError:
        value = self.data.get(name)
        return HistoryError(
            f"line {self.lines.get(name)}: {name} = {value!r}: {why}",
            code="history.bad_value",
            line=self.lines.get(name),
            field=name,
        )

    def has(self, name: str) -> bool:
        return name in self.data

    def value(self, name: str, kind: type | tuple[type, ...]) -> Any:
        if name not in self.data:
            raise HistoryError(
                f"the field {name} is missing",
                code="history.missing_field",
                line=None,
                field=name,
            )
        value = self.data[name]
        if not isinstance(value, kind) or (
            isinstance(value, bool) and kind in (int, (int,))
        ):
            raise self.bad(name, "wrong type")
        return value

    def chips(self, name: str, *, minimum: int = 0) -> int:
        value = self.value(name, int)
        if isinstance(value, bool) or value < minimum:
            raise self.bad(name, f"chips below {minimum}")
        return int(value)

    def chip_list(self, name: str, players: int, *, minimum: int = 0) -> list[int]:
        value = self.value(name, list)
        if len(value) != players or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= minimum
            for v in value
        ):
            raise self.bad(name, f"{players} whole numbers >= {minimum} expected")
        return [int(v) for v in value]

    def setting(self, name: str, current: Any, *, nullable: bool = False) -> Any:
        """The ``_`` field of a variant setting, decoded like ``current``."""
        key = "_" + name
        if key not in self.data:
            return current
        value = self.data[key]
        try:
            return _decode(value, current, name, nullable)
        except (ValueError, KeyError, TypeError) as err:
            raise self.bad(key, str(err)) from err


def _decode(value: Any, current: Any, name: str, nullable: bool) -> Any:
    """A ``_`` setting back to the variant's type (the one ``current`` has)."""
    if name == "suit_order":
        if not isinstance(value, str) or len(value) != 4:
            raise ValueError("four suit letters expected")
        return tuple(_SUIT_LETTERS[letter] for letter in value)
    if name == "joker":
        return None if value == "none" else JokerRule(value)
    if nullable:
        if value == "none":
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError("a whole number or none expected")
        return value
    if isinstance(current, bool):
        if not isinstance(value, bool):
            raise TypeError("true or false expected")
        return value
    if isinstance(current, int):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError("a whole number expected")
        return value
    return type(current)(value)


def _parse_toml(text: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        m = re.search(r"line (\d+)", str(err))
        raise HistoryError(
            f"not TOML: {err}",
            code="history.not_toml",
            line=int(m.group(1)) if m else None,
        ) from err


def _read_variant(r: _Reader, players: int) -> Rules:
    code = r.value("variant", str)
    m = re.fullmatch(r"([FPN])(5S|5D)", code)
    if m is None:
        raise r.bad("variant", "not a code of the engine's games")
    structure = next(s for s, c in _STRUCTURE_LETTERS.items() if c == m.group(1))
    stud = m.group(2) == "5S"
    name = r.value("_preset", str)
    presets: Mapping[str, Rules] = VARIANTS if stud else DRAW_VARIANTS
    base = presets.get(name)
    if base is None:
        raise r.bad("_preset", "not a preset of this game")
    antes = r.chip_list("antes", players, minimum=1)
    if len(set(antes)) != 1:
        raise r.bad("antes", "every player antes the same (A2, D4, E2)")
    settings = _STUD_SETTINGS if stud else _DRAW_SETTINGS
    nullable = _NULLABLE_STUD if stud else _NULLABLE_DRAW
    changes = {
        name: r.setting(name, getattr(base, name), nullable=name in nullable)
        for name in settings
    }
    changes["ante"] = antes[0]
    fixed = structure is Structure.FIXED_LIMIT
    if isinstance(base, DrawVariant):
        if fixed:
            changes["bet_sizes"] = (r.chips("small_bet", minimum=1), r.chips("big_bet"))
        else:
            low = r.chips("min_bet", minimum=1)
            after = (
                r.chips("_min_bet_after_draw") if r.has("_min_bet_after_draw") else low
            )
            changes["bet_sizes"] = (low, after)
        if r.value("blinds_or_straddles", list) != [0] * players:
            raise r.bad("blinds_or_straddles", "draw poker has no blinds (D4, E2)")
        rule = r.value("_deck_size_rule", str) if r.has("_deck_size_rule") else ""
        if rule not in ("", "by_players"):
            raise r.bad("_deck_size_rule", "by_players or nothing")
        if not rule and r.has("_deck_size"):
            changes["deck_size"] = r.chips("_deck_size")
        elif rule:
            changes["deck_size"] = None
    elif r.has("blinds_or_straddles"):
        raise r.bad("blinds_or_straddles", "stud has no blinds (A2)")
    if not stud and r.has("bring_in"):
        raise r.bad("bring_in", "draw poker has no bring-in")
    for wrong in ("min_bet",) if fixed else ("small_bet", "big_bet"):
        if r.has(wrong):
            raise r.bad(wrong, "not a field of this betting structure")
    try:
        variant: Rules = replace(base.with_structure(structure), **changes)
    except AmericanaError as err:  # a VariantError: a setting out of range
        raise r.bad("_" + str(err.params.get("field", "preset")), str(err)) from err
    except (TypeError, ValueError) as err:  # pragma: no cover - decoded above
        raise r.bad("_preset", str(err)) from err
    if variant == base:
        variant = base  # the preset itself
    if isinstance(variant, Variant):
        if r.chips("bring_in") != variant.bring_in:
            raise r.bad("bring_in", "twice the ante (A5)")
        if fixed and (r.chips("small_bet"), r.chips("big_bet")) != (
            variant.bet_size(1),
            variant.bet_size(3),
        ):
            raise r.bad("small_bet", "the bring-in, and twice it (A8)")
        if not fixed and r.chips("min_bet") != variant.bring_in:
            raise r.bad("min_bet", "the bring-in (A9)")
    for name, actual in (
        ("_ranking", variant.ranking_for(players).name),
        ("_deck_size", variant.deck_size_for(players)),
    ):
        if r.has(name) and r.data[name] != actual:
            raise r.bad(name, f"the rules give {actual}")
    return variant


def _read_cards(
    text: str, step: Callable[[str], HistoryError], *, joker: bool
) -> tuple[Card, ...]:
    if len(text) % 2 or not all(
        _CARD.fullmatch(text[i : i + 2]) for i in range(0, len(text), 2)
    ):
        raise step("not cards in PHH's notation (unknown cards, ??, cannot replay)")
    cards = tuple(
        JOKER if text[i : i + 2] == "JK" else parse_card(text[i : i + 2])
        for i in range(0, len(text), 2)
    )
    if JOKER in cards and not joker:
        raise step("the joker does not play in this game")
    return cards


def _read_step(
    index: int, line: int | None, text: Any, seats: Sequence[int], joker: bool
) -> Step | None:
    """One action, or ``None`` for a no-op (a commentary alone)."""

    def bad(why: str) -> HistoryError:
        return HistoryError(
            f"line {line}: action {index} {text!r}: {why}",
            code="history.bad_action",
            line=line,
            index=index,
            action=str(text),
        )

    if not isinstance(text, str):
        raise bad("not a string")
    words = text.split("#", 1)[0].split()
    if not words:
        return None

    def player(word: str) -> int:
        m = re.fullmatch(r"p([1-9][0-9]*)", word)
        if m is None or int(m.group(1)) > len(seats):
            raise bad(f"{word} is not a player of this hand")
        return seats[int(m.group(1)) - 1]

    match words:
        case ["d", "dh", who, cards]:
            return Step(
                index,
                line,
                text,
                player(who),
                "dh",
                None,
                _read_cards(cards, bad, joker=joker),
            )
        case [who, ("pb" | "cc" | "f") as verb]:
            return Step(index, line, text, player(who), verb)
        case [who, "cbr", amount] if re.fullmatch(r"[0-9]+", amount):
            return Step(index, line, text, player(who), "cbr", int(amount))
        case [who, "sd"]:
            return Step(index, line, text, player(who), "sd")
        case [who, "sd", cards]:
            return Step(
                index,
                line,
                text,
                player(who),
                "sd",
                None,
                _read_cards(cards, bad, joker=joker),
            )
        case [who, "sm"]:
            return Step(index, line, text, player(who), "sm")
        case [who, "sm", "-"]:
            return Step(index, line, text, player(who), "sm", None, None)
        case [who, "sm", cards]:
            return Step(
                index,
                line,
                text,
                player(who),
                "sm",
                None,
                _read_cards(cards, bad, joker=joker),
            )
    raise bad("not an action of PHH's grammar that these games have")


def read_history(text: str) -> History:
    """Read a PHH hand history written by :func:`write_history` (or by hand).

    Only the reading is checked here (TOML, the fields, their values, the
    grammar of each action, the cards); :func:`replay_history` plays it.

    Raises:
        HistoryError: ``"history.not_toml"``, ``"history.missing_field"``,
            ``"history.unknown_field"`` (neither PHH's nor the engine's, a
            misspelt ``_`` field included), ``"history.bad_value"`` (a
            preset the engine does not have, stacks that are not chips,
            settings out of range, bets that do not follow the ante, A5,
            A8, A9), ``"history.bad_action"`` (not PHH's grammar, a player
            not in the hand, unknown cards ``??``: a hand cannot be replayed
            without them), ``"history.foreign_card"`` (a card outside the
            deck), ``"history.duplicate_card"`` (a card dealt twice from one
            deck); ``params["line"]`` is the line.
    """
    if not isinstance(text, str):
        raise HistoryError("a history is text", code="history.not_toml", line=None)
    data = _parse_toml(text)
    lines = _field_lines(text)
    for name in data:
        if name not in PHH_FIELDS and name not in ENGINE_FIELDS:
            raise HistoryError(
                f"line {lines.get(name)}: unknown field {name}",
                code="history.unknown_field",
                line=lines.get(name),
                field=name,
            )
    r = _Reader(data, lines)
    players = len(r.value("starting_stacks", list))
    if players < 2:
        raise r.bad("starting_stacks", "two players at least")
    numbers = (
        r.chip_list("seats", players, minimum=1)
        if r.has("seats")
        else list(range(1, players + 1))
    )
    if len(set(numbers)) != players:
        raise r.bad("seats", "each seat once")
    seats = [n - 1 for n in numbers]
    button = seats[-1]
    start = next((i for i, s in enumerate(sorted(seats)) if s > button), 0)
    clockwise = sorted(seats)[start:] + sorted(seats)[:start]
    if clockwise != seats:
        raise r.bad("seats", "clockwise from the button's left, the button last")
    stacks = dict(zip(seats, r.chip_list("starting_stacks", players), strict=True))
    variant = _read_variant(r, players)
    carry_in = r.chips("_carried_in") if r.has("_carried_in") else 0
    shares: dict[int, int] = {}
    if r.has("_carried_in_shares"):
        given = r.chip_list("_carried_in_shares", players)
        shares = {s: n for s, n in zip(seats, given, strict=True) if n}
    automatic = False
    if r.has("_bring_in_was_automatic"):
        automatic = bool(r.value("_bring_in_was_automatic", bool))
    joker = isinstance(variant, DrawVariant) and variant.joker is not None
    raw = r.value("actions", list)
    where = _action_lines(text, len(raw))
    steps = tuple(
        s
        for i, a in enumerate(raw)
        if (s := _read_step(i + 1, where[i], a, seats, joker)) is not None
    )
    reshuffles = _read_reshuffles(r, len(raw), joker)
    _check_deck(variant, players, steps, reshuffles)
    atoms = _atoms(steps, seats)
    results = {}
    for name in ("finishing_stacks", "winnings"):
        if r.has(name):
            results[name] = dict(zip(seats, r.chip_list(name, players), strict=True))
    names: dict[int, str] = {}
    if r.has("players"):
        given_names = r.value("players", list)
        if len(given_names) != players or not all(
            isinstance(n, str) for n in given_names
        ):
            raise r.bad("players", f"{players} names expected")
        names = dict(zip(seats, given_names, strict=True))
    return History(
        names=names,
        variant=variant,
        stacks=stacks,
        button=button,
        carry_in=carry_in,
        carry_in_shares=shares,
        steps=steps,
        atoms=atoms,
        reshuffles=reshuffles,
        automatic_bring_in=automatic,
        finishing_stacks=results.get("finishing_stacks"),
        winnings=results.get("winnings"),
        lines=lines,
    )


def _atoms(
    steps: Sequence[Step], order: Sequence[int]
) -> tuple[tuple[Step, int | None, Card | None], ...]:
    """The actions, each run of deals in the order the rules deal it."""
    out: list[tuple[Step, int | None, Card | None]] = []
    run: dict[int, list[tuple[Step, Card]]] = {}

    def flush() -> None:
        for r in range(max((len(v) for v in run.values()), default=0)):
            for seat in order:
                if len(run.get(seat, ())) > r:
                    step, card = run[seat][r]
                    out.append((step, seat, card))
        run.clear()

    for step in steps:
        if step.verb == "dh" and step.seat is not None:
            run.setdefault(step.seat, []).extend((step, c) for c in step.cards or ())
            continue
        flush()
        out.append((step, None, None))
    flush()
    return tuple(out)


def _read_reshuffles(
    r: _Reader, actions: int, joker: bool
) -> tuple[tuple[int, Card | None, tuple[Card, ...]], ...]:
    if not r.has("_reshuffles"):
        return ()
    out = []
    for item in r.value("_reshuffles", list):
        if not isinstance(item, dict) or set(item) != {"after", "stub", "stock"}:
            raise r.bad("_reshuffles", "tables of after, stub and stock expected")
        after, stub, stock = item["after"], item["stub"], item["stock"]
        if not isinstance(after, int) or not 0 <= after <= actions:
            raise r.bad("_reshuffles", "after: a number of actions")
        if not isinstance(stub, str) or not isinstance(stock, str):
            raise r.bad("_reshuffles", "stub and stock: cards")

        def bad(why: str) -> HistoryError:
            return r.bad("_reshuffles", why)

        kept = _read_cards(stub, bad, joker=joker) if stub else ()
        if len(kept) > 1:
            raise r.bad("_reshuffles", "one card kept back at most (E4)")
        out.append(
            (after, kept[0] if kept else None, _read_cards(stock, bad, joker=joker))
        )
    return tuple(out)


def _check_deck(
    variant: Rules,
    players: int,
    steps: Sequence[Step],
    reshuffles: Sequence[tuple[int, Card | None, tuple[Card, ...]]],
) -> None:
    """Every card dealt is in the deck, and none twice before a reshuffle."""
    joker = isinstance(variant, DrawVariant) and variant.joker is not None
    deck = set(make_deck(variant.deck_size_for(players), jokers=int(joker)))
    first = reshuffles[0][0] if reshuffles else None
    seen: set[Card] = set()
    for step in steps:
        for card in step.cards or ():
            if card not in deck:
                raise HistoryError(
                    f"line {step.line}: {card} is not in the deck",
                    code="history.foreign_card",
                    line=step.line,
                    index=step.index,
                    action=step.text,
                    card=str(card),
                )
        if step.verb != "dh" or (first is not None and step.index > first):
            continue
        for card in step.cards or ():
            if card in seen:
                raise HistoryError(
                    f"line {step.line}: {card} is dealt a second time",
                    code="history.duplicate_card",
                    line=step.line,
                    index=step.index,
                    action=step.text,
                    card=str(card),
                )
            seen.add(card)


# -- replaying -----------------------------------------------------------------


class Replayable(HistorySource, Protocol):
    """What :func:`replay_history` does with a hand: act, and ask what is legal."""

    def act(
        self,
        kind: ActionKind,
        amount: int | None = None,
        *,
        seat: int | None = None,
        discards: Any = (),
    ) -> None: ...  # pragma: no cover - a protocol

    def legal_actions(self) -> tuple[LegalAction, ...]: ...  # pragma: no cover


H = TypeVar("H", bound=Replayable)


def _deal_events(history: History) -> list[Event]:
    """The deal as a log: the cards dealt up to the first reshuffle, the reshuffles."""
    first = history.reshuffles[0][0] if history.reshuffles else None
    events = [
        Event(E.CARD_DEALT, seat, card=card)
        for step, seat, card in history.atoms
        if card is not None and (first is None or step.index <= first)
    ]
    events += [
        Event(E.STOCK_RESHUFFLED, card=stub, cards=stock, count=len(stock))
        for _after, stub, stock in history.reshuffles
    ]
    return events


def _kind(hand: Replayable, step: Step, automatic: bool) -> ActionKind:
    """The engine's action for a PHH verb where the hand is now."""
    legal = {a.kind for a in hand.legal_actions()}
    if step.verb == "pb":
        return A.AUTO_BRING_IN if automatic else A.BRING_IN
    if step.verb == "cc":
        return A.CALL if A.CALL in legal else A.CHECK
    if step.verb == "cbr":
        if A.BRING_IN in legal:
            return A.COMPLETE
        return A.RAISE if A.RAISE in legal or A.CALL in legal else A.BET
    if step.verb == "f":
        return A.FOLD
    if step.verb == "sd":
        return A.DRAW
    return A.SHOW if step.cards != () else A.MUCK


def replay_history(history: History, build: Callable[..., H]) -> H:
    """Play a history read by :func:`read_history`: the deal, then each action.

    Args:
        history: the history read.
        build: makes the hand from a log of its deal, as
            :meth:`~americana.play.hand_actions.BettingHand.from_events`
            (the game of ``history.variant``).

    Returns:
        The hand, with the same events, stacks and pots as the one that
        wrote the history.

    Raises:
        HistoryError: ``"history.bad_value"`` (a hand that cannot be dealt:
            a stack or seat the rules refuse), ``"history.illegal_action"``
            (the engine's refusal in ``params["cause"]``),
            ``"history.wrong_deal"`` (a card dealt to another seat or at
            another time than the rules deal it, A3, D4, E2, or a stock not
            the one written), ``"history.missing_deal"`` (cards the rules
            deal after the last action written), ``"history.wrong_result"``
            (``finishing_stacks`` or ``winnings`` that are not the replay's);
            each with ``params["line"]``. The hand is never returned half
            read.
    """
    try:
        hand = build(
            _deal_events(history),
            variant=history.variant,
            stacks=history.stacks,
            button=history.button,
            carry_in=history.carry_in,
            carry_in_shares=history.carry_in_shares,
        )
    except AmericanaError as err:  # a SetupError: chips or seats refused
        name = "_carried_in" if err.code.startswith("pot.") else "starting_stacks"
        raise HistoryError(
            f"the hand cannot be dealt: {err}",
            code="history.bad_value",
            line=history.line(name),
            field=name,
        ) from err
    for step in history.steps:
        if step.verb == "dh":
            continue
        kind = _kind(hand, step, history.automatic_bring_in)
        try:
            hand.act(kind, step.amount, seat=step.seat, discards=step.cards or ())
        except ActionError as err:
            raise HistoryError(
                f"line {step.line}: action {step.index} {step.text!r}: {err}",
                code="history.illegal_action",
                line=step.line,
                index=step.index,
                action=step.text,
                cause=err.code,
                cause_params=dict(err.params),
            ) from err
    _check_replay(history, hand)
    hand.names = dict(history.names)
    return hand


#: The PHH verb of each player's action of the log.
_VERBS = {
    E.BRING_IN: "pb",
    E.COMPLETE: "cbr",
    E.BET: "cbr",
    E.RAISE: "cbr",
    E.CHECK: "cc",
    E.CALL: "cc",
    E.FOLD: "f",
    E.DRAW: "sd",
    E.HAND_SHOWN: "sm",
    E.HAND_MUCKED: "sm",
}


def _same(step: Step, seat: int | None, card: Card | None, e: Event) -> bool:
    """Whether the history's action (or card dealt) is the replay's event ``e``."""
    if card is not None:
        return e.kind is E.CARD_DEALT and (e.seat, e.card) == (seat, card)
    if _VERBS.get(e.kind) != step.verb or e.seat != step.seat:
        return False
    if step.verb == "sm" and step.cards is not None:
        shown = () if e.kind is E.HAND_MUCKED else e.cards
        return sorted(map(str, shown)) == sorted(map(str, step.cards))
    return True


def _check_replay(history: History, hand: Replayable) -> None:
    """The replayed hand deals and shows what the history says, and ends as it."""
    made = [e for e in hand.events if e.kind is E.CARD_DEALT or e.kind in _VERBS]
    for i, (step, seat, card) in enumerate(history.atoms):
        if i >= len(made) or not _same(step, seat, card, made[i]):
            raise HistoryError(
                f"line {step.line}: action {step.index} {step.text!r} is not "
                f"the deal's {made[i] if i < len(made) else 'end'}",
                code="history.wrong_deal",
                line=step.line,
                index=step.index,
                action=step.text,
            )
    if len(made) > len(history.atoms):
        last = history.steps[-1] if history.steps else None
        raise HistoryError(
            f"the history stops before {made[len(history.atoms)]}",
            code="history.missing_deal",
            line=last.line if last else history.line("actions"),
            index=last.index if last else 0,
        )
    written = [(stub, stock) for _a, stub, stock in history.reshuffles]
    replayed = [(e.card, e.cards) for e in hand.events if e.kind is E.STOCK_RESHUFFLED]
    if written != replayed:
        raise HistoryError(
            "the stocks written are not the reshuffles of the replay",
            code="history.wrong_deal",
            line=history.line("_reshuffles"),
            index=0,
            action="",
        )
    won: dict[int, int] = dict.fromkeys(hand.deal_order, 0)
    for e in hand.events:
        if e.kind is E.POT_AWARDED and e.seat is not None:
            won[e.seat] += e.amount or 0
    for name, given, actual in (
        ("finishing_stacks", history.finishing_stacks, hand.stacks),
        ("winnings", history.winnings, won),
    ):
        if given is not None and (not hand.finished or given != actual):
            raise HistoryError(
                f"{name} {given} are not the replay's {actual}",
                code="history.wrong_result",
                line=history.line(name),
                field=name,
            )
