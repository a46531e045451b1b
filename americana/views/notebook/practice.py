"""The drills in a notebook: the page's practice block, in the kernel.

A thin view over :class:`americana.views.session.drills.DrillBlock`, which the
book's in-browser practice block uses too: the situation, its question, the
facts the answer depends on, the check and the explanation with its rule all
come from there; the labels are the block's
(:func:`americana.text.live_text.live_text`).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as w

from americana.errors import AmericanaError
from americana.play.betting import SetupError
from americana.rules.draw_variants import DRAW_VARIANTS, DrawVariant
from americana.rules.variants import VARIANTS, Variant
from americana.text.error_text import error_text
from americana.text.live_text import live_text
from americana.text.names import preset_name
from americana.views.session.drill_situations import ALL_KINDS, KINDS_OF
from americana.views.session.drills import DrillBlock

__all__ = ["drill_practice"]


def drill_practice(
    kinds: Sequence[str] = ALL_KINDS,
    presets: Sequence[str] | None = None,
    *,
    seed: int = 1,
    lang: str | None = None,
) -> w.VBox:
    """Questions the engine deals, answered and checked in the notebook.

    The kinds are the page's drills: ``"bring_in"`` (A5, C),
    ``"first_to_act"`` (A7), ``"show_first"`` (A10; D7, E6), ``"split"``
    (A12, A13, B3, B4, D8), ``"opener"`` (E7) and ``"after_draw"`` (D7, E5).
    Each question is dealt from ``seed`` (then ``seed + 1``, ...), so a class
    that starts from the same seed sees the same questions. A seat's answer
    is chosen from a menu of names; a split's, as chips per player.

    Args:
        kinds: the kinds offered, in the menu's order.
        presets: preset names of :data:`~americana.rules.variants.VARIANTS`
            or :data:`~americana.rules.draw_variants.DRAW_VARIANTS`; default
            every preset with a kind of ``kinds``. Each preset offers only the
            kinds of its game (draw poker has no bring-in, A5).
        seed: the first question's deal (a non-negative ``int``).
        lang: the language of every label, question and explanation.

    Returns:
        ``VBox(kind and preset menus, question HTML, answer widgets, "Check
        my answer" and "Next question" buttons, verdict HTML)``, with the CSS
        class ``americana-drill-practice``.

    Raises:
        SetupError: an unknown kind (``"drill.unknown"``), preset
            (``"preset.unknown"``), or no preset offering a kind of ``kinds``.
    """
    known: dict[str, Variant | DrawVariant] = {**VARIANTS, **DRAW_VARIANTS}
    for kind in kinds:
        if kind not in ALL_KINDS:
            raise SetupError("drill.unknown", f"no drill {kind!r}", kind=kind)
    if presets is None:
        presets = [p for p, v in known.items() if set(kinds) & set(KINDS_OF[v.game])]
    for preset in presets:
        if preset not in known:
            raise SetupError("preset.unknown", f"no preset {preset!r}", preset=preset)
    kinds_of = {p: [k for k in kinds if k in KINDS_OF[known[p].game]] for p in presets}
    offered = [k for k in kinds if any(k in ks for ks in kinds_of.values())]
    if not offered:
        raise SetupError("drill.unknown", "no preset offers these kinds", kind="")
    text = live_text("drill", lang)

    def presets_for(kind: str) -> list[tuple[str, str]]:
        return [(preset_name(p, lang), p) for p in presets if kind in kinds_of[p]]

    kind_menu = w.Dropdown(
        options=[(text[k], k) for k in offered], description=text["kind"]
    )
    preset_menu = w.Dropdown(
        options=presets_for(offered[0]), description=text["preset"]
    )
    question = w.HTML()
    answer = w.VBox()
    check = w.Button(description=text["check"])
    ask_next = w.Button(description=text["next"])
    verdict = w.HTML()
    block = DrillBlock()
    state: dict[str, Any] = {"seed": seed, "seats": [], "quiet": False}

    def ask(_: object = None) -> None:
        reply = block.ask(kind_menu.value, preset_menu.value, state["seed"], lang)
        state["seed"] += 1
        question.value = (
            f"<p><strong>{escape(reply['question'])}</strong></p>"
            f"{reply['seats_html']}{reply['facts_html']}"
        )
        if reply["answer"] == "seat":
            fields: list[w.ValueWidget] = [
                w.Dropdown(
                    options=[(s["name"], s["seat"]) for s in reply["seats"]],
                    description=text["your_answer"],
                )
            ]
        else:
            fields = [
                w.BoundedIntText(
                    value=0,
                    min=0,
                    max=reply["pot"] or 0,
                    description=text["chips_for"].format(name=s["name"]),
                    style={"description_width": "initial"},
                )
                for s in reply["seats"]
            ]
        state["seats"] = [s["seat"] for s in reply["seats"]]
        answer.children = fields
        verdict.value = ""

    def on_check(_: object) -> None:
        fields = answer.children
        try:
            if block.current is not None and block.current.answer_kind == "seat":
                reply = block.answer(seat=fields[0].value, lang=lang)
            else:
                values = [f.value for f in fields]
                amounts = dict(zip(state["seats"], values, strict=True))
                reply = block.answer(amounts=amounts, lang=lang)
        except AmericanaError as error:
            verdict.value = f"<p>{escape(error_text(error, lang))}</p>"
            return
        verdict.value = (
            f"<p><strong>{escape(reply['verdict'])}</strong> "
            f"{escape(reply['explanation'])}</p>"
            f"<p>{escape(text['record'])}: {escape(reply['score_text'])}</p>"
        )

    def on_kind(_: object) -> None:
        state["quiet"] = True  # a new list of presets: one question, not two
        preset_menu.options = options = presets_for(kind_menu.value)
        preset_menu.value = options[0][1]
        state["quiet"] = False
        ask()

    def on_preset(_: object) -> None:
        if not state["quiet"]:
            ask()

    kind_menu.observe(on_kind, names="value")
    preset_menu.observe(on_preset, names="value")
    check.on_click(on_check)
    ask_next.on_click(ask)
    ask()
    box = w.VBox(
        [
            w.HBox([kind_menu, preset_menu]),
            question,
            answer,
            w.HBox([check, ask_next]),
            verdict,
        ]
    )
    box.add_class("americana-drill-practice")
    return box
