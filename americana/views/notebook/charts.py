"""Charts of the counts behind the rankings (matplotlib).

Charts are views over :mod:`americana.fast.counting`; every title, axis label and
legend entry comes from the ``americana`` catalog in the language in force.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypedDict

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter

from americana.fast.counting import category_counts
from americana.hands.ranking import Category
from americana.text.i18n import format_number, pgettext, translations
from americana.text.names import category_name

__all__ = ["plot_category_counts"]

#: The categories whose order changes as the deck is stripped (rule D3).
TOP_CATEGORIES = (
    Category.STRAIGHT_FLUSH,
    Category.FOUR_OF_A_KIND,
    Category.FULL_HOUSE,
    Category.FLUSH,
    Category.STRAIGHT,
)


class _LineStyle(TypedDict, total=False):
    """The keyword arguments of :meth:`Axes.plot` a category's line sets."""

    color: str
    marker: str
    linewidth: float


_STYLE: dict[Category, _LineStyle] = {
    Category.STRAIGHT_FLUSH: _LineStyle(color="#6a3d9a", marker="v"),
    Category.FOUR_OF_A_KIND: _LineStyle(color="#1f78b4", marker="s"),
    Category.FULL_HOUSE: _LineStyle(color="#33a02c", marker="^"),
    Category.FLUSH: _LineStyle(color="#e31a1c", marker="o", linewidth=2.8),
    Category.STRAIGHT: _LineStyle(color="#ff7f00", marker="D"),
}


def plot_category_counts(
    deck_sizes: Sequence[int] = (52, 48, 44, 40, 36, 32),
    *,
    categories: Sequence[Category] = TOP_CATEGORIES,
    ace_low: bool = True,
    lang: str | None = None,
) -> Figure:
    """Exact hand counts per category as the deck shrinks (rule D3).

    Args:
        deck_sizes: deck sizes for the x axis, in the order drawn.
        categories: which categories get a line.
        ace_low: count the ace-low straight (A15, D1).
        lang: language of the labels (default: the language in force).

    Returns:
        A matplotlib ``Figure`` with one log-scale axes. The points where the
        flush becomes rarer than the full house (48 cards) and than four of a
        kind (32 cards) are marked.

    Raises:
        DeckError: for an unknown deck size.
    """
    t = translations(lang)
    counts = {n: category_counts(n, ace_low) for n in deck_sizes}
    fig = Figure(figsize=(8, 4.8), layout="constrained")
    ax: Axes = fig.add_subplot()
    xs = list(range(len(deck_sizes)))
    for cat in categories:
        ys = [counts[n][cat] for n in deck_sizes]
        ax.plot(xs, ys, label=category_name(cat, lang), **_STYLE.get(cat, _LineStyle()))
    ax.set_yscale("log")
    ax.set_xticks(xs, [format_number(n, lang) for n in deck_sizes])
    ax.yaxis.set_major_formatter(FuncFormatter(lambda y, _: format_number(y, lang)))
    ax.set_xlabel(t.gettext("Cards in the deck"))
    ax.set_ylabel(t.gettext("Five-card hands (log scale)"))
    ax.set_title(t.gettext("How many hands of each kind a deck holds"))
    ax.grid(True, which="major", alpha=0.3)
    _mark_crossings(ax, deck_sizes, counts, lang)
    ax.legend(loc="lower left", fontsize="small")
    return fig


def _mark_crossings(
    ax: Axes,
    deck_sizes: Sequence[int],
    counts: Mapping[int, Mapping[Category, int]],
    lang: str | None,
) -> None:
    """Annotate the first deck where the flush is rarer than each rival."""
    rivals = {
        Category.FULL_HOUSE: pgettext("chart", "flush rarer than full house", lang),
        Category.FOUR_OF_A_KIND: pgettext(
            "chart", "flush rarer than four of a kind", lang
        ),
    }
    for rival, text in rivals.items():
        for i, n in enumerate(deck_sizes):
            if counts[n][Category.FLUSH] < counts[n][rival]:
                y = counts[n][Category.FLUSH]
                ax.annotate(
                    f"{text} ({format_number(n, lang)})",
                    xy=(i, y),
                    xytext=(-10, 28),
                    textcoords="offset points",
                    ha="right",
                    fontsize="small",
                    arrowprops=dict(arrowstyle="->", color="#444"),
                )
                break
