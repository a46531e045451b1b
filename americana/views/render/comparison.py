"""The ranking explorer's pages: two hands under every ranking and preset, as HTML.

No widgets here, so a page can be built where ipywidgets is missing (the
book's in-browser engine, :mod:`americana.views.browser.bridge`); the widgets that show
these pages are in :mod:`americana.views.notebook.explorer`, the prepared pairs and the
rankings and presets compared in :mod:`americana.views.render.explorer_examples`, the
names of rankings and presets in :mod:`americana.views.render.rule_labels`.

Each page (:func:`comparison_html`) shows the category of each hand under each
ranking (:data:`AMERICANA`, :data:`CLASSIC`, the rarity order of seed 003:
rule B1, D2, D3) and, for each preset and reading of the tie rules, who
wins and what decided it (category, ranks, kicker, a suit under B3, or a split
under B4). No rule is computed here: every verdict comes from the engine
(:func:`americana.hands.showdown.compare_showdown`). Bad input is explained in the
reader's language (:func:`input_error_text`).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from americana.hands.ranking import Ranking
from americana.hands.showdown import Comparison, compare_showdown
from americana.rules.variants import Variant
from americana.text.error_text import input_error_text
from americana.text.i18n import translations
from americana.text.names import category_name
from americana.text.showdown_text import SuitedRules, decision_text
from americana.views.render.explorer_examples import default_rankings, default_variants
from americana.views.render.html import card_html
from americana.views.render.rule_labels import ranking_label, variant_label

__all__ = ["comparison_html", "hand_name", "input_error_text"]


_CELL = "padding:0.2em 0.5em;border-bottom:1px solid #ddd;text-align:left;"
_CAPTION = "caption-side:top;text-align:left;font-weight:600;padding:0.4em 0 0.2em;"


def hand_name(index: int, lang: str | None = None) -> str:
    """ "Hand A" for ``0``, "Hand B" for ``1``, in ``lang``."""
    t = translations(lang)
    return (
        t.pgettext("explorer", "Hand B") if index else t.pgettext("explorer", "Hand A")
    )


def _winner_text(
    result: Comparison, rules: SuitedRules | Ranking, lang: str | None
) -> str:
    t = translations(lang)
    if result.winner is not None:
        return hand_name(result.winner, lang)
    if isinstance(rules, Ranking):
        return t.pgettext("explorer", "Equal")
    return t.pgettext("explorer", "Split pot")


def _decision_html(
    result: Comparison, rules: SuitedRules | Ranking, lang: str | None
) -> str:
    """What decided, as HTML: the sentence the live table says too
    (:func:`~americana.text.showdown_text.decision_text`), cards as images."""
    return decision_text(
        result, rules, lang, card=lambda c: card_html(c, lang), markup=escape
    )


def _hand_html(index: int, result: Comparison, lang: str | None) -> str:
    cards = "".join(card_html(c, lang) for c in result.values[index].cards)
    return (
        f'<div style="margin:0.15em 0"><strong>{escape(hand_name(index, lang))}'
        f'</strong>: <span style="font-size:1.5em;white-space:nowrap">{cards}</span>'
        "</div>"
    )


def _table(caption: str, head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A verdict table; each cell's ``data-label`` names its column, so on a
    narrow screen the book's CSS shows each row as a card of labelled lines
    (``americana-verdicts``)."""
    th = "".join(f'<th scope="col" style="{_CELL}">{escape(h)}</th>' for h in head)
    labels = [escape(h) for h in head]
    body = "".join(
        "<tr>" + f'<th scope="row" style="{_CELL}font-weight:normal" '
        f'data-label="{labels[0]}">{row[0]}</th>'
        + "".join(
            f'<td style="{_CELL}" data-label="{label}">{cell}</td>'
            for label, cell in zip(labels[1:], row[1:], strict=True)
        )
        + "</tr>"
        for row in rows
    )
    return (
        '<table class="americana-verdicts" '
        'style="border-collapse:collapse;font-size:0.92em;margin:0.3em 0">'
        f'<caption style="{_CAPTION}">{escape(caption)}</caption>'
        f"<thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>"
    )


def comparison_html(
    first: str,
    second: str,
    *,
    rankings: Sequence[Ranking] | None = None,
    variants: Sequence[Variant] | None = None,
    header: str = "",
    lang: str | None = None,
) -> str:
    """One explorer page: two hands, their categories, and every verdict.

    Args:
        first, second: five cards each (``"AS KS QS JS 9S"``), no card in both.
        rankings: the rankings for the category table (default
            :func:`default_rankings`).
        variants: the presets and readings for the showdown table (default
            :func:`default_variants`).
        header: plain text put first on the page, escaped here (e.g.
            "Example 2 of 9: ..."); a screen reader reads it first.
        lang: the language of every label.

    Returns:
        An HTML fragment with inline styles. Each card is an image with its
        name in ``lang`` as text alternative (:func:`~americana.text.names.card_html`).

    Raises:
        InvalidCardError, DuplicateCardError, HandSizeError, DeckError: bad
            hands, as :func:`~americana.hands.showdown.compare_showdown`.
    """
    t = translations(lang)
    rankings = default_rankings() if rankings is None else rankings
    variants = default_variants() if variants is None else variants
    by_ranking = [(r, compare_showdown(first, second, r)) for r in rankings]
    by_variant = [(v, compare_showdown(first, second, v)) for v in variants]
    hands = by_ranking[0][1] if by_ranking else by_variant[0][1]

    def category_cell(rank: Ranking, result: Comparison, i: int) -> str:
        category = result.values[i].category
        place = t.gettext("No. {place} of {n}").format(
            place=len(rank.order) - rank.strength(category) + 1, n=len(rank.order)
        )
        return f"{escape(category_name(category, lang))} · {escape(place)}"

    ranking_rows = [
        (
            escape(ranking_label(rank, lang)),
            category_cell(rank, result, 0),
            category_cell(rank, result, 1),
            f'<strong style="white-space:nowrap">'
            f"{escape(_winner_text(result, rank, lang))}</strong>",
            _decision_html(result, rank, lang),
        )
        for rank, result in by_ranking
    ]
    variant_rows = [
        (
            f'{escape(variant_label(v, lang))}<br><code style="font-size:0.85em">'
            f"{escape(v.name)}</code>",
            f'<strong style="white-space:nowrap">'
            f"{escape(_winner_text(result, v, lang))}</strong>",
            _decision_html(result, v, lang),
        )
        for v, result in by_variant
    ]
    parts = [
        '<div style="line-height:1.45;padding:0.3em 0.5em">',
        f'<p style="margin:0 0 0.3em;font-weight:600">{escape(header)}</p>'
        if header
        else "",
        _hand_html(0, hands, lang),
        _hand_html(1, hands, lang),
    ]
    if ranking_rows:
        parts.append(
            _table(
                t.pgettext("explorer", "The category under each ranking"),
                (
                    t.pgettext("explorer", "Ranking"),
                    hand_name(0, lang),
                    hand_name(1, lang),
                    t.pgettext("explorer", "Better hand"),
                    t.pgettext("explorer", "Decided by"),
                ),
                ranking_rows,
            )
        )
    if variant_rows:
        parts.append(
            _table(
                t.pgettext("explorer", "The showdown under each preset (B3, B4)"),
                (
                    t.pgettext("explorer", "Rules"),
                    t.pgettext("explorer", "Winner"),
                    t.pgettext("explorer", "Decided by"),
                ),
                variant_rows,
            )
        )
    parts.append("</div>")
    return "".join(parts)
