"""The ranking explorer: two hands side by side, under every ranking and preset.

Two widgets, both thin views over the pages of :mod:`americana.views.render.comparison`,
the examples of :mod:`americana.views.render.explorer_examples` and the labels of
:mod:`americana.views.render.rule_labels` (none of which holds a widget; their public
names are re-exported here):

* :func:`ranking_explorer` works with no kernel, as in the built book: a
  ``Dropdown`` of prepared pairs (:data:`EXAMPLES`) joined by ``jslink`` to a
  ``Stack`` of pages computed when the book is built.
* :func:`live_ranking_explorer` needs a running kernel: the reader types two
  hands and the page is recomputed on every change; bad input is explained in
  the reader's language (:func:`input_error_text`).

Each page (:func:`comparison_html`) shows the category of each hand under each
ranking (:data:`AMERICANA`, :data:`CLASSIC`, the rarity order of seed 003:
rule B1, D2, D3) and, for each preset and reading of the tie rules, who
wins and what decided it (category, ranks, kicker, a suit under B3, or a split
under B4). No rule is computed here: every verdict comes from the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

import ipywidgets as w

from americana.errors import AmericanaError
from americana.hands.evaluation import evaluate
from americana.hands.ranking import Ranking
from americana.rules.variants import Variant
from americana.text.i18n import translations
from americana.views.render.comparison import comparison_html, input_error_text
from americana.views.render.comparison import hand_name as _hand_name
from americana.views.render.explorer_examples import (
    EXAMPLES,
    ExplorerExample,
    default_rankings,
    default_variants,
    example_title,
)
from americana.views.render.rule_labels import ranking_label, variant_label

__all__ = [
    "EXAMPLES",
    "ExplorerExample",
    "comparison_html",
    "default_rankings",
    "default_variants",
    "example_title",
    "input_error_text",
    "live_ranking_explorer",
    "ranking_explorer",
    "ranking_label",
    "variant_label",
]


def ranking_explorer(
    examples: Sequence[ExplorerExample] = EXAMPLES,
    *,
    rankings: Sequence[Ranking] | None = None,
    variants: Sequence[Variant] | None = None,
    lang: str | None = None,
) -> w.VBox:
    """The kernel-free explorer: choose a prepared pair, see every verdict.

    Every page is computed here, by :func:`comparison_html`; the ``Dropdown``'s
    ``index`` is joined to the ``Stack``'s ``selected_index`` by ``jslink``,
    which runs in the browser, so the explorer works in the built book.

    Args:
        examples: the pairs to offer (default :data:`EXAMPLES`).
        rankings, variants: as :func:`comparison_html`.
        lang: the language of every label.

    Returns:
        ``VBox(Dropdown, Stack)`` with the CSS class ``americana-explorer``.

    Raises:
        ValueError: if ``examples`` is empty.
        KeyError: an example whose key has no title (:func:`example_title`).
        AmericanaError: an example that is not two valid hands.
    """
    if not examples:
        raise ValueError("the explorer needs at least one example")
    t = translations(lang)
    n = len(examples)
    titles = [example_title(e.key, lang) for e in examples]
    pages = [
        comparison_html(
            e.first,
            e.second,
            rankings=rankings,
            variants=variants,
            header=t.pgettext("explorer", "Example {k} of {n}: {title}").format(
                k=k, n=n, title=title
            ),
            lang=lang,
        )
        for k, (e, title) in enumerate(zip(examples, titles, strict=True), start=1)
    ]
    stack = w.Stack([w.HTML(page) for page in pages], selected_index=0)
    choose = w.Dropdown(
        options=[(f"{k}. {title}", k - 1) for k, title in enumerate(titles, start=1)],
        value=0,
        description=t.pgettext("explorer", "Example"),
        style={"description_width": "initial"},
        layout=w.Layout(width="max-content", max_width="100%"),
    )
    w.jslink((choose, "index"), (stack, "selected_index"))
    box = w.VBox([choose, stack])
    box.add_class("americana-explorer")
    return box


def live_ranking_explorer(
    first: str = EXAMPLES[0].first,
    second: str = EXAMPLES[0].second,
    *,
    rankings: Sequence[Ranking] | None = None,
    variants: Sequence[Variant] | None = None,
    lang: str | None = None,
) -> w.VBox:
    """The live explorer: type two hands, see every verdict. Needs a kernel.

    Two ``Text`` inputs; on each change (Enter or leaving the field) the page
    is recomputed by :func:`comparison_html`. A bad hand is explained by
    :func:`input_error_text`, prefixed with the hand's name, and nothing else
    is shown until it is fixed. Unexpected errors are shown in an ``Output``,
    never swallowed. In the built book, with no kernel, the explorer shows its
    initial state only.

    Args:
        first, second: the hands shown at the start.
        rankings, variants: as :func:`comparison_html`.
        lang: the language of every label and message.

    Returns:
        ``VBox(Text, Text, message HTML, page HTML, Output)`` with the CSS class
        ``americana-live-explorer``.
    """
    t = translations(lang)
    rankings = default_rankings() if rankings is None else tuple(rankings)
    variants = default_variants() if variants is None else tuple(variants)
    inputs = [
        w.Text(
            value=text,
            description=_hand_name(i, lang),
            placeholder="AS KS QS JS 9S",
            continuous_update=False,
            layout=w.Layout(width="22em"),
        )
        for i, text in enumerate((first, second))
    ]
    message = w.HTML()
    page = w.HTML()
    errors = w.Output()

    # ipywidgets has no types; capture() keeps the callback's signature.
    shown_in_errors: Callable[[Callable[[object], None]], Callable[[object], None]]
    shown_in_errors = errors.capture(clear_output=True)

    @shown_in_errors
    def update(_change: object) -> None:
        problems = []
        for i, box in enumerate(inputs):
            try:
                for rank in dict.fromkeys((*rankings, *(v.ranking for v in variants))):
                    evaluate(box.value, rank)
            except AmericanaError as error:
                problems.append(
                    f"{_hand_name(i, lang)}: {input_error_text(error, lang)}"
                )
        if not problems:
            try:
                page.value = comparison_html(
                    inputs[0].value,
                    inputs[1].value,
                    rankings=rankings,
                    variants=variants,
                    lang=lang,
                )
            except AmericanaError as error:  # a card in both hands
                problems.append(input_error_text(error, lang))
        if problems:
            page.value = ""
            items = "".join(f"<li>{escape(p)}</li>" for p in problems)
            # Outside the f-string, where pybabel extract finds it.
            heading = t.pgettext("explorer", "Please check")
            message.value = (
                f'<div role="alert" style="color:#a00">'
                f"<strong>{escape(heading)}</strong>"
                f'<ul style="margin:0.2em 0">{items}</ul></div>'
            )
        else:
            message.value = ""

    for box in inputs:
        box.observe(update, names="value")
    update(None)
    box = w.VBox([*inputs, message, page, errors])
    box.add_class("americana-live-explorer")
    return box
