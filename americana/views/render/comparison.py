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
from typing import Protocol

from americana.cards import Suit
from americana.hands.ranking import Ranking
from americana.hands.showdown import (
    Comparison,
    Decider,
    ShowdownRules,
    compare_showdown,
)
from americana.rules.variants import ShowdownTie, Variant
from americana.text.error_text import input_error_text
from americana.text.i18n import translations
from americana.text.names import category_name, suit_name
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


class _SuitedRules(ShowdownRules, Protocol):
    """The rules of a showdown whose ties the suits may break (B3): a stud
    :class:`~americana.rules.variants.Variant` is one, structurally; the
    page names its suit order (rule C)."""

    @property
    def suit_order(self) -> tuple[Suit, ...]: ...


def _winner_text(
    result: Comparison, rules: _SuitedRules | Ranking, lang: str | None
) -> str:
    t = translations(lang)
    if result.winner is not None:
        return hand_name(result.winner, lang)
    if isinstance(rules, Ranking):
        return t.pgettext("explorer", "Equal")
    return t.pgettext("explorer", "Split pot")


def _ordered(result: Comparison, items: Sequence[str]) -> tuple[str, str]:
    """The two items, the winner's first (the first hand's on a split)."""
    a, b = items
    return (b, a) if result.winner == 1 else (a, b)


def _decision_html(
    result: Comparison, rules: _SuitedRules | Ranking, lang: str | None
) -> str:
    """What decided, as HTML: a label and the cards or categories compared."""
    t = translations(lang)
    decider = result.decided_by
    labels = {
        Decider.CATEGORY: t.pgettext("decider", "Category"),
        Decider.RANKS: t.pgettext("decider", "Ranks"),
        Decider.KICKER: t.pgettext("decider", "Kicker's rank"),
        Decider.SUIT_OF_HIGHEST_CARD: t.pgettext(
            "decider", "Suit of the highest card (B3)"
        ),
        Decider.SUIT_OF_KICKER: t.pgettext("decider", "Suit of the kicker (B3)"),
    }
    if decider is Decider.SPLIT:
        if isinstance(rules, Ranking):
            text = t.pgettext("decider", "Same category and ranks; suits do not count")
        elif rules.showdown_tie is ShowdownTie.SPLIT:
            text = t.pgettext("decider", "Equal hands: the pot is split (B4)")
        else:
            text = t.pgettext("decider", "Equal hands: the pot is split (A11)")
        return escape(text)
    label = escape(labels[decider])
    if decider is Decider.CATEGORY:
        names = [escape(category_name(v.category, lang)) for v in result.values]
        first, second = _ordered(result, names)
        return f"{label}: {first} &gt; {second}"
    if result.cards is None:  # a joker's rank with no card behind it
        return label
    first, second = _ordered(result, [card_html(c, lang) for c in result.cards])
    text = f"{label}: {first} &gt; {second}"
    suits = (Decider.SUIT_OF_HIGHEST_CARD, Decider.SUIT_OF_KICKER)
    if decider in suits and not isinstance(rules, Ranking):  # B3: a variant's rules
        order = " > ".join(suit_name(s, lang) for s in rules.suit_order)
        note = t.pgettext("decider", "suit order: {order}").format(order=order)
        text += f' <span style="color:#555">({escape(note)})</span>'
    return text


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
