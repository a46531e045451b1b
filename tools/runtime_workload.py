"""Every kind of request the book's pages send the engine, for the runtime's lists.

:func:`exercise` asks ``americana.views.browser.bridge.handle`` every op the
live blocks and the tests' hook use (``start``, ``act`` with a refusal and a
draw, ``view`` with the coach on, ``next_hand``, ``join``, ``rebuy``, ``save``,
``link``, ``open`` from a history, a link and a refused text, ``replay_step``,
``play_on``, ``compare``, ``drill`` of every kind and in ``missed`` mode,
``answer``, ``record``, ``random_hand``, ``coach_situation``, a bad request
and an unknown op) in every language of the book, every preset of both games.

tools/pack_runtime.py runs it in Pyodide (Node) and reads ``sys.modules``
afterwards: what the engine imported is what the trimmed standard library and
engine archive must hold. tests/test_runtime_modules.py runs it in CPython too.
The file has no import of the engine at its top: Pyodide reads it as source
before the engine is unpacked.
"""

from __future__ import annotations

import json
from collections.abc import Callable


def exercise(handle: Callable[[str], str]) -> list[str]:
    """Send every kind of request; the unexpected failures, as lines (none: ``[]``).

    A reply whose ``detail`` names an exception other than the engine's
    refusals and the bridge's bad requests is one the bridge did not expect
    (an import that failed is one).
    """
    from americana.errors import AmericanaError
    from americana.rules.draw_variants import DRAW_VARIANTS
    from americana.rules.variants import VARIANTS
    from americana.text.i18n import LANGUAGES
    from americana.views.session.drill_situations import KINDS_OF

    expected = {"RequestError", *_names(AmericanaError)}
    problems: list[str] = []

    def ask(**request: object) -> dict:
        reply = json.loads(handle(json.dumps(request)))
        if str(reply.get("detail", "RequestError")).split(":")[0] not in expected:
            problems.append(f"{request.get('op')}: {reply['detail']}")
        return reply

    games = [("stud", p) for p in VARIANTS] + [("draw", p) for p in DRAW_VARIANTS]
    for lang in LANGUAGES:
        for game, preset in (games[0], games[-1]):
            _play_a_session(ask, lang, game, preset)
        ask(op="compare", lang=lang, hands=["AH KH QH JH 9H", "10S 10C 10D 8S 8C"])
        ask(op="compare", lang=lang, hands=["AH KH", "nonsense"])
        for _, preset in games:
            variant = (VARIANTS | DRAW_VARIANTS)[preset]
            for kind in KINDS_OF[variant.game]:
                drill = ask(
                    op="drill", block="d", lang=lang, kind=kind, preset=preset, seed=5
                )
                if drill.get("ok"):
                    ask(op="answer", block="d", lang=lang, seat=0)
                    ask(op="answer", block="d", lang=lang, amounts={"0": 1, "1": 2})
        kinds = list(KINDS_OF[VARIANTS[games[0][1]].game])
        record = {kind: {"right": 1, "asked": 3} for kind in kinds}
        ask(op="record", block="d", lang=lang, kinds=kinds, record=record)
        ask(
            op="drill",
            block="d",
            lang=lang,
            mode="missed",
            kinds=kinds,
            record=record,
            preset=games[0][1],
            seed=2,
        )
        ask(op="view", block="nothing-here", lang=lang)
        ask(op="no-such-op", lang=lang)
        json.loads(handle("{"))
    for game, preset in games:
        ask(op="random_hand", game=game, preset=preset, seed=7)
        ask(op="coach_situation", game=game, preset=preset, seed=7)
    return problems


def _names(error: type) -> set[str]:
    """The names of ``error`` and of all its subclasses."""
    return {error.__name__}.union(*(_names(sub) for sub in error.__subclasses__()))


def _play_a_session(ask: Callable[..., dict], lang: str, game: str, preset: str):
    """A hand played out with the coach on, then between hands and saved hands."""
    block = f"{game}-{lang}"
    view = ask(
        op="start",
        block=block,
        lang=lang,
        game=game,
        preset=preset,
        players=3,
        seed=11,
        names={"0": "Ann", "1": "Bob", "2": "Cleo"},
        reader_seat=0,
        coach=True,
    )
    ask(op="act", block=block, lang=lang, action="raise", amount=999, coach=True)
    for _ in range(200):
        if view.get("state") != "ready" or not view.get("actions"):
            break
        action = _first_action(view["actions"])
        request = {
            "op": "act",
            "block": block,
            "lang": lang,
            "action": action["action"],
            "amount": action.get("min"),
            "coach": True,
        }
        if action["action"] == "draw":
            request["discards"] = [view["draw"]["cards"][0]["card"]]
        view = ask(**request)
    ask(op="view", block=block, lang=lang, coach=True)
    saved = ask(op="save", block=block, lang=lang)
    link = ask(op="link", block=block, lang=lang)
    for op in ("next_hand", "join", "rebuy"):
        ask(op=op, block=block, lang=lang)
    for text in (saved.get("history", ""), "#hand=" + str(link.get("fragment"))):
        ask(op="open", block=block, lang=lang, text=text, names={})
        ask(op="replay_step", block=block, lang=lang, step=1)
        ask(op="link", block=block, lang=lang)
    ask(op="play_on", block=block, lang=lang, coach=True)
    ask(op="open", block=block, lang=lang, text="not a hand", names={})
    ask(op="open", block=block, lang=lang, text="#hand=v1.broken", names={})


def _first_action(actions: list[dict]) -> dict:
    """A bet if possible (so a jackpots table opens), else anything but a fold."""
    for name in ("bet", "call", "check", "draw"):
        found = [a for a in actions if a["action"] == name]
        if found:
            return found[0]
    return next((a for a in actions if a["action"] != "fold"), actions[0])
