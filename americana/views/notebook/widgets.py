"""Widgets: thin ipywidgets views over the engine.

Every widget here is a *stepper*: a ``Stack`` of ready-made HTML pages with a
``Play`` button, an ``IntSlider`` and a menu of the steps joined to it by
``jslink``. The links run in the browser, so a stepper steps in the built book
with no kernel; in a live notebook it works the same. Pages are rendered from
engine values; no rule is computed here.

Accessibility: every card is an image named in the reader's language
(:func:`~americana.text.names.card_html`); each page starts with plain text that
says where the reader is ("Step 3 of 9"); the menu, labelled "Step", lists
every step's summary as text; nothing is told by colour alone. The ranking
explorer (two hands under every ranking and preset) is in
:mod:`americana.views.notebook.explorer`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

import ipywidgets as w

from americana.cards import DECK_SIZES
from americana.fast.counting import category_counts, rarity_table, total_hands
from americana.hands.evaluation import evaluate
from americana.hands.ranking import AMERICANA, Category, Ranking
from americana.play.hand_actions import BettingHand, hand_from_history
from americana.play.table_states import table_views
from americana.text.describe import describe
from americana.text.i18n import format_number, npgettext, translations
from americana.text.names import category_name
from americana.views.render.html import card_html
from americana.views.render.seats_html import seats_html

__all__ = [
    "EXAMPLE_HANDS",
    "hand_stepper",
    "ranking_stepper",
    "rarity_stepper",
    "stepper",
]

#: One example hand per category, valid in every deck from 52 down to 32 cards.
#: The flush replaces the seeds' A-5-7-9-J of spades, which has no 5 in a
#: 32-card deck (rule B5).
EXAMPLE_HANDS: dict[Category, str] = {
    Category.STRAIGHT_FLUSH: "7D 8D 9D 10D JD",
    Category.FOUR_OF_A_KIND: "JC JD JH JS 8C",
    Category.FLUSH: "AS 8S 9S JS KS",
    Category.FULL_HOUSE: "KD KC KH QH QS",
    Category.STRAIGHT: "8C 9D 10H JS QD",
    Category.THREE_OF_A_KIND: "KH KD KC 9S 7D",
    Category.TWO_PAIR: "QS QD JC JH AC",
    Category.ONE_PAIR: "10C 10S AD 8H 7C",
    Category.HIGH_CARD: "KH JD 9C 8S 7H",
}

_PAGE_STYLE = "font-size:1.05em;line-height:1.5;min-height:9em;padding:0.4em 0.6em;"


def stepper(
    pages: Sequence[str],
    *,
    title: str = "",
    interval_ms: int = 1800,
    summaries: Sequence[str] | None = None,
    lang: str | None = None,
) -> w.VBox:
    """A kernel-free stepper through HTML ``pages``.

    Args:
        pages: HTML fragments, one per step (already escaped where needed).
        title: plain text shown above, escaped here.
        interval_ms: delay between steps while playing, in milliseconds.
        summaries: plain text, one per page, for the menu of steps (e.g.
            "3. Flush · No. 3 of 9"); by default "3 / 9".
        lang: language of the controls' labels.

    Returns:
        ``VBox(title, HBox(Play, IntSlider, Dropdown), Stack)``. The slider's
        value is the 0-based step; ``jslink`` ties it to the play button, the
        menu's ``index`` and the stack, so all four move together in the
        browser, with no kernel.

    Accessibility: the menu, labelled "Step", offers the same choice as the
    slider with every step's summary as text; each page starts with plain
    text ("Step 3 of 9") and is a polite live region. ipywidgets cannot name
    the play buttons and the slider handle from Python, so the header holds
    their names in the reader's language (a hidden ``americana-controls``
    span) and the book's ``a11y.js`` sets them as ``aria-label``.

    Raises:
        ValueError: if ``pages`` is empty, or ``summaries`` does not have one
            entry per page.
    """
    if not pages:
        raise ValueError("a stepper needs at least one page")
    n = len(pages)
    if summaries is None:
        summaries = [f"{k} / {n}" for k in range(1, n + 1)]
    if len(summaries) != n:
        raise ValueError(f"{len(summaries)} summaries for {n} pages")
    t = translations(lang)
    last = n - 1
    stack = w.Stack(
        # data-step: the page's 0-based step, a state the browser tests wait for.
        [
            w.HTML(f'<div aria-live="polite" data-step="{i}">{page}</div>')
            for i, page in enumerate(pages)
        ],
        selected_index=0,
    )
    play = w.Play(
        value=0,
        min=0,
        max=last,
        step=1,
        interval=interval_ms,
        description=t.gettext("Play"),
        tooltip=t.gettext("Play the steps one after another"),
    )
    slider = w.IntSlider(
        value=0,
        min=0,
        max=last,
        step=1,
        readout=False,
        continuous_update=True,
        tooltip=t.gettext("Step"),
    )
    menu = w.Dropdown(
        options=[(text, i) for i, text in enumerate(summaries)],
        value=0,
        description=t.gettext("Step"),
        style={"description_width": "initial"},
        layout=w.Layout(width="max-content", max_width="24em"),
    )
    w.jslink((play, "value"), (slider, "value"))
    w.jslink((slider, "value"), (stack, "selected_index"))
    w.jslink((slider, "value"), (menu, "index"))
    # Names for the icon buttons and the slider handle, in the reader's
    # language; book/_widgets_static/_widgets_js/a11y.js applies them.
    controls = " ".join(
        f'data-{key}="{escape(text)}"'
        for key, text in (
            ("play", t.gettext("Play")),
            ("pause", t.gettext("Pause")),
            ("stop", t.gettext("Stop and go back to the first step")),
            ("repeat", t.gettext("Loop: start again after the last step")),
            ("slider", t.gettext("Step")),
        )
    )
    heading = f"<strong>{escape(title)}</strong>" if title else ""
    header = w.HTML(
        f'{heading}<span class="americana-controls" hidden {controls}></span>'
    )
    box = w.VBox([header, w.HBox([play, slider, menu]), stack])
    box.add_class("americana-stepper")
    return box


def _shorten(text: str, limit: int = 60) -> str:
    """``text`` cut at a word to at most ``limit`` characters, with "…"."""
    if len(text) <= limit:
        return text
    return text[: limit - 1].rsplit(" ", 1)[0] + "…"


def _step_header(k: int, n: int, lang: str | None) -> str:
    t = translations(lang)
    text = t.gettext("Step {k} of {n}").format(k=k, n=n)
    return (
        '<div class="americana-muted" style="color:#555;font-size:0.9em">'
        f"{escape(text)}</div>"
    )


def ranking_stepper(ranking: Ranking = AMERICANA, *, lang: str | None = None) -> w.VBox:
    """Step through the nine categories of ``ranking``, highest first.

    Each page shows the category's place, an example hand (evaluated by the
    engine, so the example is checked), and how many of the deck's hands fall
    in it (:func:`~americana.fast.counting.category_counts`).

    Args:
        ranking: the order to show (default Americana, rule B1).
        lang: the language of every label.
    """
    t = translations(lang)
    counts = category_counts(ranking.deck_size, ranking.ace_low)
    total = total_hands(ranking.deck_size)
    pages: list[str] = []
    summaries: list[str] = []
    n = len(ranking.order)
    for place, category in enumerate(ranking.order, start=1):
        value = evaluate(EXAMPLE_HANDS[category], ranking)
        assert value.category is category, (category, value)  # examples are data
        count = counts[category]
        cards = " ".join(card_html(c, lang) for c in value.cards)
        how_many = npgettext(
            "hands",
            "{count} hand out of {total}",
            "{count} hands out of {total}",
            count,
            lang,
        ).format(count=format_number(count, lang), total=format_number(total, lang))
        odds = t.gettext("about 1 in {n}").format(
            n=format_number(round(total / count), lang)
        )
        place_text = t.gettext("No. {place} of {n}").format(place=place, n=n)
        name = category_name(category, lang)
        summaries.append(f"{place}. {name}")
        pages.append(
            f'<div style="{_PAGE_STYLE}">'
            f"{_step_header(place, n, lang)}"
            f'<div style="font-size:1.3em"><strong>{escape(name)}</strong>'
            f" · {escape(place_text)}</div>"
            f'<div style="font-size:1.9em;margin:0.2em 0">{cards}</div>'
            f"<div>{escape(how_many)} ({escape(odds)})</div>"
            "</div>"
        )
    title = t.gettext("Hand ranking, best first ({deck}-card deck)").format(
        deck=ranking.deck_size
    )
    return stepper(pages, title=title, summaries=summaries, lang=lang)


def hand_stepper(
    hand: BettingHand | str,
    *,
    stacks: Mapping[int, int] | Sequence[int] | None = None,
    names: Mapping[int, str] | None = None,
    title: str = "",
    lang: str | None = None,
) -> w.VBox:
    """Step through a played hand, event by event, with no kernel needed.

    Args:
        hand: a stud or draw hand (:class:`~americana.play.stud.Hand`,
            :class:`~americana.play.draw.DrawHand`) played as far as it should be
            shown, or its PHH hand history (text, as ``hand.to_history()``
            writes it: an instructor's prepared hand), replayed by the engine.
        stacks: the stacks before the hand, in chips; by default the
            hand's own ``starting_stacks``.
        names: seat -> player name; by default the hand's own ``names`` (a
            :class:`~americana.play.classroom.Deal`'s hand carries them).
        title: plain text above the stepper.
        lang: the language of every label.

    Each page shows where the hand is (second street, the draw, ...), what
    happened in larger type, every seat's cards (the face-down card marked as
    such), bet, stack and status, the acting seat in larger type, and the main
    and side pots as amounts beside the seats, each pot named alike on every
    step (:class:`~americana.play.table_states.PotView`), and the dealer's
    disc on the button seat.

    Raises:
        HistoryError: a history that does not replay
            (:func:`~americana.play.hand_actions.hand_from_history`).
    """
    if isinstance(hand, str):
        hand = hand_from_history(hand)
    start = hand.starting_stacks if stacks is None else stacks
    names = hand.names if names is None else names
    views = table_views(
        hand.events,
        stacks=start,
        carry_in=hand.carry_in,
        carry_in_shares=hand.carry_in_shares,
        game=hand.game,
    )
    pages = [
        seats_html(
            view,
            names=names,
            lang=lang,
            header=_step_header(k, len(views), lang),
            dealer=hand.button,
        )
        for k, view in enumerate(views, start=1)
    ]
    summaries = [
        f"{k}. " + _shorten(" ".join(describe(e, lang, names) for e in view.events))
        for k, view in enumerate(views, start=1)
    ]
    return stepper(pages, title=title, summaries=summaries, lang=lang)


def _moved_text(shift: int, lang: str | None) -> str:
    """The move in words: "▲ up 1 place" (``shift`` > 0), "▼ down 2 places"."""
    n = abs(shift)
    if shift > 0:
        text = npgettext("rarity", "up {n} place", "up {n} places", n, lang)
        return "▲ " + text.format(n=format_number(n, lang))
    text = npgettext("rarity", "down {n} place", "down {n} places", n, lang)
    return "▼ " + text.format(n=format_number(n, lang))


def rarity_stepper(
    deck_sizes: Sequence[int] = DECK_SIZES,
    *,
    ace_low: bool = True,
    lang: str | None = None,
) -> w.VBox:
    """Step through the decks, from 52 cards down: the top five, rarest first.

    Each page lists the five categories whose order the deck size changes
    (rule D3) with their exact counts, and marks the ones that moved since
    the previous deck in words and with an arrow ("▲ up 1 place"), not by
    colour alone.

    Args:
        deck_sizes: the decks to show, in order.
        ace_low: count the ace-low straight (A15, D1).
        lang: the language of every label.
    """
    t = translations(lang)
    orders = rarity_table(tuple(deck_sizes), ace_low=ace_low)
    pages: list[str] = []
    summaries: list[str] = []
    previous: tuple[Category, ...] | None = None
    for k, (size, order) in enumerate(orders.items(), start=1):
        counts = category_counts(size, ace_low)
        items = []
        for place, category in enumerate(order):
            name = escape(category_name(category, lang))
            count = escape(format_number(counts[category], lang))
            shift = 0 if previous is None else previous.index(category) - place
            # The colour only repeats what the arrow and the words say.
            mark = f" {escape(_moved_text(shift, lang))}" if shift else ""
            style = "font-weight:700;color:#b03a2e" if shift else ""
            items.append(f'<li style="{style}">{name}: {count}{mark}</li>')
        heading = t.gettext("{n} cards").format(n=format_number(size, lang))
        summaries.append(f"{k}. {heading}")
        pages.append(
            f'<div style="{_PAGE_STYLE}">{_step_header(k, len(orders), lang)}'
            f'<div style="font-size:1.3em"><strong>{escape(heading)}</strong></div>'
            f"<ol>{''.join(items)}</ol></div>"
        )
        previous = order
    title = t.gettext("The five best categories, rarest first")
    return stepper(pages, title=title, summaries=summaries, lang=lang)
