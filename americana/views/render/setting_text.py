"""A variant's settings in words, for the presets table of the book.

Every field of :class:`~americana.rules.variants.Variant` gets a name and a value a
reader can read in the page's language, with the engine's identifier beside
it in code type (the name of the field, the value of an enum), and a note
where a preset's value is the engine's choice because its source text is
silent (rule A8, A13). Views only: the values come from the variants.
Text from the ``americana`` catalog, context ``"setting"``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from enum import Enum
from html import escape

from americana.rules.variants import FirstToActTie, Variant
from americana.text.i18n import format_chips, format_number, translations
from americana.text.names import (
    odd_chip_name,
    preset_name,
    structure_name,
    suit_name,
    tie_reading,
    yes_no,
)
from americana.views.render.html import Html
from americana.views.render.rule_labels import ranking_label

__all__ = ["engine_choice", "presets_table", "setting_label", "setting_value"]

_CELL = "padding:0.2em 0.5em;border-bottom:1px solid #ddd;text-align:left;"


def setting_label(field: str, lang: str | None = None) -> str:
    """What a :class:`Variant` field is, in words.

    ``setting_label("suit_order")`` is "Suits, highest first".

    Raises:
        KeyError: ``field`` is not a field of :class:`Variant`.
    """
    t = translations(lang)
    return {
        "name": t.pgettext("setting", "Name"),
        "ranking": t.pgettext("setting", "Order of the hands"),
        "suit_order": t.pgettext("setting", "Suits, highest first"),
        "showdown_tie": t.pgettext("setting", "Equal hands at the showdown"),
        "structure": t.pgettext("setting", "Betting structure"),
        "raise_cap": t.pgettext("setting", "Raises per round in fixed limit"),
        "first_round_raises": t.pgettext(
            "setting", "Raises in round 1 in pot limit and no limit"
        ),
        "automatic_bring_in": t.pgettext("setting", "Automatic bring-in"),
        "first_to_act_tie": t.pgettext("setting", "Equal visible hands in rounds 2-4"),
        "odd_chip": t.pgettext("setting", "Odd chip of a split pot"),
        "ante": t.pgettext("setting", "Ante"),
        "bring_in": t.pgettext("setting", "Bring-in"),
        "min_players": t.pgettext("setting", "Fewest players"),
        "max_players": t.pgettext("setting", "Most players"),
        "source": t.pgettext("setting", "Source text"),
    }[field]


def setting_value(variant: Variant, field: str, lang: str | None = None) -> str:
    """The value of ``variant.<field>`` in words, in ``lang``.

    Suits by name, yes or no, chips with their plural, a structure or a tie
    reading by its meaning (rule A5-A13, B3, B4, C).
    """
    t = translations(lang)
    value = getattr(variant, field)
    if field == "suit_order":
        return ", ".join(suit_name(suit, lang) for suit in value)
    if field == "ranking":
        return ranking_label(value, lang)
    if field == "showdown_tie":
        return tie_reading(value, lang)
    if field == "structure":
        return structure_name(value, lang)
    if field == "odd_chip":
        return odd_chip_name(value, lang)
    if field == "first_to_act_tie":
        if value is FirstToActTie.SUIT_OF_HIGHEST_CARD:
            return t.pgettext("setting", "The suit of the highest card decides (A7)")
        return t.pgettext("setting", "The player nearest the dealer's left (A7)")
    if field in ("raise_cap", "first_round_raises"):
        if value is None:
            return t.pgettext("setting", "any number")
        return format_number(value, lang)
    if field in ("ante", "bring_in"):
        return format_chips(value, lang)
    if isinstance(value, bool):
        return yes_no(value, lang)
    if field == "source":
        return {
            "000": t.pgettext("setting", "The Polish text (000)"),
            "001": t.pgettext("setting", "The Russian text (001)"),
            "002": t.pgettext("setting", "The Spanish text (002)"),
        }.get(variant.source, variant.source)
    return format_number(value, lang) if isinstance(value, int) else str(value)


def engine_choice(variant: Variant, field: str, lang: str | None = None) -> str | None:
    """A note where the preset's value is the engine's choice, else ``None``.

    The Russian text (001) names no betting structure and no amounts, so its
    preset's fixed limit is the engine's (A8). The Polish and Spanish texts
    (000, 002) say nothing of the odd chip; their presets use the Russian
    rule (A13).
    """
    t = translations(lang)
    if variant.source == "001" and field == "structure":
        return t.pgettext(
            "setting", "the engine's choice: the Russian text names no structure"
        )
    if variant.source in ("000", "002") and field == "odd_chip":
        return t.pgettext(
            "setting", "the engine's choice: the text is silent; the Russian rule"
        )
    return None


def presets_table(variants: Iterable[Variant], lang: str | None = None) -> Html:
    """Every setting of the presets, one column each, in words (rule A-C).

    A column is headed by the preset's name in words (:func:`preset_name`)
    over its code name; a row names the setting and gives its identifier in
    code type; a cell gives the value in words, the enum's identifier under
    it, and a note where the value is the engine's choice
    (:func:`engine_choice`). Rows in which the presets differ are bold, the
    ``source`` row excepted.
    """
    variants = list(variants)
    head = "".join(
        f'<th scope="col" style="{_CELL}">{escape(preset_name(v, lang))}<br>'
        f'<code style="font-size:0.85em">{escape(v.name)}</code></th>'
        for v in variants
    )
    rows = []
    for field in dataclasses.fields(Variant):
        if field.name == "name":
            continue
        name = field.name
        cells = []
        for variant in variants:
            text = escape(setting_value(variant, name, lang))
            value = getattr(variant, name)
            if isinstance(value, Enum):
                text += f"<br><code>{escape(str(value.value))}</code>"
            note = engine_choice(variant, name, lang)
            if note:
                text += f'<br><small style="color:#555">({escape(note)})</small>'
            cells.append(text)
        values = {repr(getattr(v, name)) for v in variants}
        differ = name != "source" and len(values) > 1
        if differ:
            cells = [f"<b>{cell}</b>" for cell in cells]
        label = (
            f"{escape(setting_label(name, lang))}<br>"
            f'<code style="font-size:0.85em">{name.replace("_", "_<wbr>")}</code>'
        )
        if differ:
            label = f"<b>{label}</b>"
        row = f'<th scope="row" style="{_CELL}font-weight:normal">{label}</th>'
        row += "".join(f'<td style="{_CELL}">{cell}</td>' for cell in cells)
        rows.append(f"<tr>{row}</tr>")
    return Html(
        '<table style="border-collapse:collapse;font-size:0.92em">'
        f'<thead><tr><th style="{_CELL}"></th>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
