"""The engine's door for the book's pages: JSON in, JSON out (in-browser play).

The page's JavaScript runs this module in Pyodide and calls :func:`handle`
with one JSON request; the reply is one JSON object, always with ``"ok"``.
Nothing here decides a rule: hands are played by
:class:`americana.views.session.play_session.PlaySession` on the engine, comparisons
come
from :func:`americana.views.render.comparison.comparison_html`, drills
from
:mod:`americana.views.session.drills`. All text is in the request's ``lang``; all HTML
is
escaped where data enters it. The ops, their fields and replies are listed
in the project's contract for the browser block (``op``: ``start``, ``act``,
``view``, ``compare``, ``drill``, ``answer``, ``record``, ``random_hand``,
``coach_situation``; between hands ``next_hand``, ``join`` and ``rebuy``,
:meth:`PlaySession.next_hand`, :meth:`~PlaySession.join`,
:meth:`~PlaySession.rebuy`).

Saved hands (docs/histories.md): ``save`` gives the block's hand as a PHH
history (``history``, with ``preset`` and ``seed`` for the file's name),
``link`` the fragment of a link that is the hand (``fragment``, after
``#hand=``; :mod:`americana.play.hand_link`), at the step shown; ``open``
reads ``text``, a history or a link (a whole URL too), into a replay of the
hand (:class:`~americana.views.session.replay_session.ReplaySession`: the
view with ``replay``), its players seated with the edition's names
(``names``: the block's; else the history's, in the page's edition); a
history or link refused is ``{"ok": false, "error": <the engine's sentence
naming the line>}`` and the block keeps what it had. ``replay_step`` shows
``step``, ``play_on`` plays on from the step shown.

For the differential tests (CPython against Pyodide): ``random_hand``
(``game``, ``preset``, ``seed``) plays a whole hand at random
(:func:`random_hand`); ``coach_situation`` (same fields) replays that hand
for a seeded number of moves and returns the coach's figures for the seat
to act (:class:`CoachSituationReply`, :func:`americana.play.coach.coach`
seeded with ``seed``).

Drills: ``drill`` takes ``kind`` and ``preset``, or ``mode: "missed"`` with
``kinds`` and the reader's ``record`` (``{kind: {"right": n, "asked": n}}``,
kept by the page in the browser's local storage) to pick a kind the reader
missed more often (:func:`~americana.views.session.drills.pick_kind`);
``record`` returns the running record in words
(:func:`~americana.views.session.drills.record_lines`). The record never
leaves the page.

:func:`handle` never raises: a refusal by the engine is a translated
``"refusal"`` in the view (nothing changed), a bad request is
``{"ok": false, "error": <translated sentence>}``, and an unexpected
exception adds ``"detail"`` (English, for developers).
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Mapping
from enum import Enum
from fractions import Fraction
from typing import Literal, NotRequired, TypedDict, cast

from americana.cards import Card
from americana.errors import AmericanaError
from americana.hands.evaluation import evaluate
from americana.play.betting import ActionKind, SetupError
from americana.play.bots import Move, apply_move
from americana.play.coach import coach
from americana.play.draw import DrawHand
from americana.play.events import Event
from americana.play.hand_actions import hand_from_history
from americana.play.hand_base import Phase
from americana.play.hand_link import hand_from_link_fragment, hand_to_link_fragment
from americana.play.stud import Hand
from americana.text.action_text import WITH_AMOUNT
from americana.text.error_text import error_text
from americana.text.i18n import LANGUAGES, translations
from americana.text.player_names import edition_name
from americana.views.render.comparison import (
    comparison_html,
    hand_name,
    input_error_text,
)
from americana.views.session.drills import (
    ALL_KINDS,
    DrillBlock,
    DrillQuestion,
    DrillVerdict,
    pick_kind,
    record_lines,
    start_drill,
)
from americana.views.session.play_session import PlaySession, SessionView, variant_of
from americana.views.session.replay_session import (
    ReplaySession,
    ReplayView,
    history_of,
)

__all__ = [
    "SESSIONS",
    "CompareReply",
    "ErrorReply",
    "RandomHand",
    "RandomHandReply",
    "Reply",
    "handle",
    "random_hand",
    "reply",
]

#: The sessions of the page, by block id: a :class:`PlaySession` or a drill block.
SESSIONS: dict[str, PlaySession | ReplaySession | DrillBlock] = {}


class ErrorReply(TypedDict):
    """A request that failed: a sentence for the reader, and for an unexpected
    exception a developer's ``detail`` (English)."""

    ok: Literal[False]
    error: str
    detail: NotRequired[str]


class CompareReply(TypedDict):
    """The ranking explorer's page for two hands (``compare``)."""

    ok: Literal[True]
    html: str


class SavedReply(TypedDict):
    """The block's hand as a PHH history (``save``), its preset and seed."""

    ok: Literal[True]
    history: str
    preset: str
    seed: int | None


class LinkReply(TypedDict):
    """The block's hand as a link's fragment (``link``), at ``step``."""

    ok: Literal[True]
    fragment: str
    step: int


class RecordReply(TypedDict):
    """The reader's running record of drills in words (``record``)."""

    ok: Literal[True]
    lines: list[dict[str, str]]


class RandomHand(TypedDict):
    """A hand played at random (:func:`random_hand`), as JSON values."""

    events: list[dict[str, object]]
    stacks: dict[str, int]


class RandomHandReply(RandomHand):
    """:class:`RandomHand` as the reply to ``random_hand``."""

    ok: Literal[True]


class CoachSituationReply(TypedDict):
    """The coach's figures (:class:`~americana.play.coach.Advice`) for the seat
    to act in a hand played at random (``coach_situation``); fractions as
    ``"num/den"`` strings, ``None`` for an estimate; ``deals`` in decimal
    digits (it passes 2**53, beyond JavaScript's exact integers); the verdict
    by its value."""

    ok: Literal[True]
    seat: int
    win: float
    split: float
    equity: float
    exact: bool
    margin: float
    deals: str
    samples: int
    win_fraction: str | None
    split_fraction: str | None
    equity_fraction: str | None
    to_call: int
    pot: int
    pot_odds: float
    verdict: str


#: Every reply: a table (``start``, ``act``, ``view``), a page, a drill's
#: question or verdict (``drill``, ``answer``), a random hand, or an error.
Reply = (
    SessionView
    | ReplayView
    | SavedReply
    | LinkReply
    | CompareReply
    | DrillQuestion
    | DrillVerdict
    | RecordReply
    | RandomHandReply
    | CoachSituationReply
    | ErrorReply
)


class RequestError(ValueError):
    """A request the bridge cannot read; ``code`` names what is wrong.

    Its codes are registered in :data:`americana.errors.ERROR_CODES`; the
    reader gets :func:`~americana.text.error_text.error_text` of the code.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def handle(request_json: str) -> str:
    """Answer one JSON request with one JSON reply (see the module docstring)."""
    lang = "en"
    result: Reply
    try:
        request = json.loads(request_json)
        if not isinstance(request, dict):
            raise RequestError("request.not_object", "the request is not an object")
        lang = _lang(request)
        result = reply(request)
    except Exception as error:  # the page must always get an answer
        result = {
            "ok": False,
            "error": _error_text(error, lang),
            "detail": f"{type(error).__name__}: {error}",
        }
    return json.dumps(result, ensure_ascii=False)


def _lang(request: Mapping[str, object]) -> str:
    """The request's ``lang`` if it is one of the book's languages, else English."""
    lang = request.get("lang")
    return lang if isinstance(lang, str) and lang in LANGUAGES else "en"


def reply(request: Mapping[str, object]) -> Reply:
    """The reply to a request already read from JSON (a dict).

    Raises:
        RequestError: an unknown op, a missing block, a field of the wrong kind.
        AmericanaError: the engine refused to set up a hand (``start``).
    """
    lang = _lang(request)
    op = request.get("op")
    if op == "start":
        return _start(request, lang)
    if op == "act":
        return _act(request, lang)
    if op == "view":
        return _session(request).view(lang, coach=_coach(request))
    if op in ("next_hand", "join", "rebuy"):
        return _between(request, op, lang)
    if op in ("save", "link", "open", "replay_step", "play_on"):
        return _saved_hand(request, op, lang)
    if op == "compare":
        return _compare(request, lang)
    if op == "drill":
        block = _block_id(request)
        seed = _int_or_none(request.get("seed"))
        kind = str(request.get("kind"))
        if request.get("mode") == "missed":
            seed = random.SystemRandom().randrange(2**31) if seed is None else seed
            kind = pick_kind(_kinds(request), _record(request), seed)
        SESSIONS[block], out = start_drill(
            SESSIONS.get(block),
            kind=kind,
            preset=str(request.get("preset")),
            seed=seed,
            lang=lang,
        )
        return out
    if op == "record":
        return {
            "ok": True,
            "lines": record_lines(_kinds(request), _record(request), lang),
        }
    if op == "answer":
        drills = SESSIONS.get(_block_id(request))
        if not isinstance(drills, DrillBlock):
            raise SetupError("drill.none", "no drill in this block")
        return drills.answer(
            seat=_int_or_none(request.get("seat")),
            amounts=_amounts(request.get("amounts")),
            lang=lang,
        )
    if op == "random_hand":
        played = random_hand(
            str(request.get("game")),
            str(request.get("preset")),
            _int(request.get("seed"), "seed"),
        )
        return {"ok": True, "events": played["events"], "stacks": played["stacks"]}
    if op == "coach_situation":
        return _coach_situation(
            str(request.get("game")),
            str(request.get("preset")),
            _int(request.get("seed"), "seed"),
        )
    raise RequestError("op.unknown", f"unknown op {op!r}")


def _start(request: Mapping[str, object], lang: str) -> SessionView:
    names = request.get("names") or {}
    if not isinstance(names, dict):
        raise RequestError("names.bad", "names must be an object")
    stacks = request.get("stacks")
    if stacks is not None and not isinstance(stacks, list):
        raise RequestError("stacks.bad", "stacks must be a list")
    session = PlaySession(
        game=str(request.get("game", "stud")),
        preset=str(request.get("preset", "americana-pl")),
        players=_int(request.get("players", 3), "players"),
        stacks=stacks,
        button=_int_or_none(request.get("button")),
        seed=_int_or_none(request.get("seed")),
        deck=_str_or_none(request.get("deck")),
        names={int(seat): str(name) for seat, name in names.items()},
        reader_seat=_int_or_none(request.get("reader_seat")),
        structure=_str_or_none(request.get("structure")),
    )
    SESSIONS[_block_id(request)] = session
    return session.view(lang, coach=_coach(request))


def _act(request: Mapping[str, object], lang: str) -> SessionView:
    session = _session(request)
    discards = request.get("discards")
    try:
        session.act(
            str(request.get("action")),
            _amount(request.get("amount")),
            discards if isinstance(discards, (list, str)) else None,
        )
    except AmericanaError as error:  # refused: nothing changed
        return _refused(session, error, request, lang)
    return session.view(lang, coach=_coach(request))


def _refused(
    session: PlaySession,
    error: AmericanaError,
    request: Mapping[str, object],
    lang: str,
) -> SessionView:
    """The unchanged view, with the refusal in words as its ``refusal``."""
    view = session.view(lang, coach=_coach(request))
    view["refusal"] = error_text(
        error,
        lang,
        names=session.names,
        min_players=session.variant.min_players,
        max_players=session.variant.max_players,
    )
    return view


def _between(request: Mapping[str, object], op: str, lang: str) -> SessionView:
    """A session across hands: ``next_hand``, ``join`` (optional ``seat``),
    ``rebuy`` (optional ``seat``, default the reader's). A refusal changes
    nothing and comes back as the view's ``refusal``."""
    session = _session(request)
    seat = _int_or_none(request.get("seat"))
    try:
        if op == "next_hand":
            session.next_hand()
        elif op == "join":
            session.join(seat, lang)
        else:
            session.rebuy(seat)
    except AmericanaError as error:  # refused: nothing changed
        return _refused(session, error, request, lang)
    return session.view(lang, coach=_coach(request))


def _saved_hand(
    request: Mapping[str, object], op: str, lang: str
) -> SessionView | ReplayView | SavedReply | LinkReply | ErrorReply:
    """``save``, ``link``, ``open``, ``replay_step`` and ``play_on`` (the
    module's text)."""
    block = _block_id(request)
    if op == "open":
        return _open(request, block, lang)
    session = SESSIONS.get(block)
    if not isinstance(session, (PlaySession, ReplaySession)):
        raise RequestError("block.unknown", "no hand in this block: start one")
    if op == "replay_step" and isinstance(session, ReplaySession):
        try:
            session.go(_int(request.get("step"), "step"))
        except AmericanaError as error:
            return {"ok": False, "error": error_text(error, lang)}
        return session.view(lang)
    if op == "play_on" and isinstance(session, ReplaySession):
        try:
            SESSIONS[block] = played = session.play_on()
        except AmericanaError as error:
            return {"ok": False, "error": error_text(error, lang)}
        return played.view(lang, coach=_coach(request))
    if isinstance(session, ReplaySession):
        history, step, seed = session.history(), session.step, None
        preset = session.hand.variant.name
    else:
        hand = session.hand
        history, step, seed = history_of(hand, session.names), None, session.seed
        preset = hand.variant.name
    if op == "save":
        return {"ok": True, "history": history, "preset": preset, "seed": seed}
    if op == "link":
        fragment = hand_to_link_fragment(history, step=step)
        at = hand_from_link_fragment(fragment).step
        return {"ok": True, "fragment": fragment, "step": at}
    raise RequestError("op.unknown", f"{op!r} is for a replayed hand")


def _open(
    request: Mapping[str, object], block: str, lang: str
) -> ReplayView | ErrorReply:
    """A history or a link read into a replay of its hand; refused, the
    engine's sentence, and the block's session left as it was."""
    text = str(request.get("text") or "")
    names = request.get("names") or {}
    if not isinstance(names, dict):
        raise RequestError("names.bad", "names must be an object")
    link = text.strip()
    if "#hand=" in link:
        link = link.split("#hand=", 1)[1]
    try:
        if re.fullmatch(r"v[0-9]+\.[A-Za-z0-9_-]*", link.strip()):
            read = hand_from_link_fragment(link)
            hand, step = read.hand, read.step
        else:
            hand, step = hand_from_history(text), None
    except AmericanaError as error:
        return {"ok": False, "error": error_text(error, lang)}
    # A history deals one of the two games; the session takes either.
    game_hand = cast("Hand | DrawHand", hand)
    seated = {int(s): str(n) for s, n in names.items()}
    if not set(hand.seats) <= set(seated):
        seated = {s: edition_name(n, lang) for s, n in hand.names.items()}
    replay = ReplaySession(game_hand, step=step, names=seated)
    SESSIONS[block] = replay
    return replay.view(lang)


def _compare(request: Mapping[str, object], lang: str) -> CompareReply | ErrorReply:
    hands = request.get("hands")
    if not (isinstance(hands, list) and len(hands) == 2):
        raise RequestError("hands.bad", "two hands are needed")
    first, second = (str(h) for h in hands)
    problems = []
    for i, text in enumerate((first, second)):
        try:
            evaluate(text)
        except AmericanaError as error:
            problems.append(f"{hand_name(i, lang)}: {input_error_text(error, lang)}")
    if problems:
        return {"ok": False, "error": " ".join(problems)}
    try:
        return {"ok": True, "html": comparison_html(first, second, lang=lang)}
    except AmericanaError as error:  # a card in both hands
        return {"ok": False, "error": input_error_text(error, lang)}


def _session(request: Mapping[str, object]) -> PlaySession:
    session = SESSIONS.get(_block_id(request))
    if not isinstance(session, PlaySession):
        raise RequestError("block.unknown", "no hand in this block: start one")
    return session


def _block_id(request: Mapping[str, object]) -> str:
    block = request.get("block")
    if not isinstance(block, (str, int)) or isinstance(block, bool):
        raise RequestError("block.missing", "the request names no block")
    return str(block)


def _int(value: object, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RequestError(f"{field}.bad", f"{field} must be a whole number")
    return value


def _int_or_none(value: object) -> int | None:
    return None if value is None else _int(value, "number")


def _amount(value: object) -> object:
    """A whole number of chips as an int (4.0 from JavaScript too); else as given,
    for the engine to refuse in words (``"amount.not_integer"``)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _kinds(request: Mapping[str, object]) -> list[str]:
    """The request's ``kinds`` (a list of names), else every kind."""
    kinds = request.get("kinds")
    if kinds is None:
        return list(ALL_KINDS)
    if not isinstance(kinds, list):
        raise RequestError("kinds.bad", "kinds must be a list")
    return [str(k) for k in kinds]


def _record(request: Mapping[str, object]) -> Mapping[str, object]:
    """The reader's record of drills: ``{kind: {"right": n, "asked": n}}``."""
    record = request.get("record") or {}
    if not isinstance(record, dict):
        raise RequestError("record.bad", "record must be an object")
    return record


def _coach(request: Mapping[str, object]) -> bool:
    """Whether the block's coach is switched on (``"coach": true``)."""
    return request.get("coach") is True


def _str_or_none(value: object) -> str | None:
    return None if value is None else str(value)


def _amounts(value: object) -> Mapping[str, int] | None:
    """The chips of each seat in a split answer; else ``None`` (no amounts)."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise RequestError("amounts.bad", "amounts must be an object")
    return {str(seat): _int(chips, "amounts") for seat, chips in value.items()}


def _error_text(error: Exception, lang: str) -> str:
    """A sentence for the reader about a failed request, in ``lang``."""
    if isinstance(error, (AmericanaError, RequestError)):
        return error_text(error, lang)
    return translations(lang).pgettext(
        "bridge", "Something went wrong in the engine; please start again."
    )


# -- the differential test (CPython against Pyodide) ----------------------


def random_hand(game: str, preset: str, seed: int) -> RandomHand:
    """A whole hand played at random from ``seed``, as canonical JSON values.

    Four seats of 40 chips, the button on seat 3; every move is a seeded
    random choice among ``hand.legal_actions()`` (amounts and discards too),
    so the same arguments give the same log in CPython and in Pyodide.

    Returns:
        ``{"events": [...], "stacks": {"0": chips, ...}}``: each event a dict
        of its fields, cards as ``"10H"``, enums as their values.

    Raises:
        SetupError: an unknown game or preset.
    """
    variant = variant_of(game, preset)
    session = PlaySession(
        game=game, preset=variant.name, stacks=[40] * 4, button=3, seed=seed
    )
    rng = random.Random(seed)
    hand = session.hand
    while not hand.finished:
        apply_move(hand, _random_move(hand, rng))
    return {
        "events": [_canonical(e) for e in hand.events],
        "stacks": {str(s): c for s, c in hand.stacks.items()},
    }


def _coach_situation(game: str, preset: str, seed: int) -> CoachSituationReply:
    """The coach's figures at a seeded point of a hand played as by
    :func:`random_hand` (same table, same moves): the hand is replayed for
    a seeded number of its moves, so some seat is still to act.

    Raises:
        SetupError: an unknown game or preset.
    """
    variant = variant_of(game, preset)

    def fresh() -> Hand | DrawHand:
        return PlaySession(
            game=game, preset=variant.name, stacks=[40] * 4, button=3, seed=seed
        ).hand

    # The moves made before the showdown (A10, D7) come first; before each of
    # them a seat is to act and the coach applies.
    hand, rng, betting = fresh(), random.Random(seed), 0
    while not hand.finished:
        betting += hand.phase is not Phase.SHOWDOWN
        apply_move(hand, _random_move(hand, rng))
    stop = random.Random(f"coach {seed}").randrange(betting)
    hand, rng = fresh(), random.Random(seed)
    for _ in range(stop):
        apply_move(hand, _random_move(hand, rng))
    assert hand.turn is not None  # a move followed this point
    advice = coach(hand, hand.turn, seed=seed)

    def fraction(value: Fraction | None) -> str | None:
        return None if value is None else f"{value.numerator}/{value.denominator}"

    return {
        "ok": True,
        "seat": advice.seat,
        "win": advice.win,
        "split": advice.split,
        "equity": advice.equity,
        "exact": advice.exact,
        "margin": advice.margin,
        "deals": str(advice.deals),
        "samples": advice.samples,
        "win_fraction": fraction(advice.win_fraction),
        "split_fraction": fraction(advice.split_fraction),
        "equity_fraction": fraction(advice.equity_fraction),
        "to_call": advice.to_call,
        "pot": advice.pot,
        "pot_odds": advice.pot_odds,
        "verdict": str(advice.verdict.value),
    }


def _random_move(hand: Hand | DrawHand, rng: random.Random) -> Move:
    action = rng.choice(hand.legal_actions())
    low, high = action.minimum, action.maximum
    if action.kind in WITH_AMOUNT:
        assert low is not None and high is not None  # a sized action has bounds
        return Move(action.kind, rng.randint(low, high))
    if action.kind is ActionKind.DRAW:
        assert hand.turn is not None  # a draw is some seat's
        cards = list(hand.cards(hand.turn))
        n = rng.randint(0, min(action.maximum or 0, len(cards)))
        return Move(action.kind, discards=tuple(rng.sample(cards, n)))
    return Move(action.kind)


def _canonical(event: Event) -> dict[str, object]:
    return {
        field.name: _plain(getattr(event, field.name))
        for field in dataclasses.fields(event)
    }


def _plain(value: object) -> object:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value
