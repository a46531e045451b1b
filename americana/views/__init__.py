"""What notebooks show: steppers, the explorer, a live table, charts and tables.

One import for every view a chapter or a classroom cell displays::

    from americana.views import hand_stepper, hands_table, ranking_stepper

Every name is loaded on first use (PEP 562), so ``import americana.views``
imports no numpy, matplotlib or ipywidgets: a name that needs them (the
steppers, the live table, the charts, the count and odds tables) loads them
when it is first used. The engine and its words are in :mod:`americana`.
The rooms: ``notebook/`` needs a kernel, ``render/`` is plain HTML and text,
``session/`` and ``browser/`` serve the book's in-page engine.
"""

from typing import TYPE_CHECKING

from americana.lazy import lazy_names

if TYPE_CHECKING:  # what __getattr__ loads, for type checkers and editors
    from americana.views.notebook.charts import plot_category_counts
    from americana.views.notebook.count_tables import (
        counts_table,
        joker_counts_table,
        rarity_order_table,
    )
    from americana.views.notebook.explorer import (
        live_ranking_explorer,
        ranking_explorer,
    )
    from americana.views.notebook.live import play_hand
    from americana.views.notebook.odds_tables import (
        category_chances_table,
        finishing_table,
        odds_by_street,
        street_odds_table,
    )
    from americana.views.notebook.practice import drill_practice
    from americana.views.notebook.widgets import (
        hand_stepper,
        ranking_stepper,
        rarity_stepper,
    )
    from americana.views.render.comparison import comparison_html
    from americana.views.render.html import Html, card_html, cards_html, deck_html
    from americana.views.render.reader import (
        hands_table,
        joker_hands_table,
        lowest_card_table,
        muck_sentence,
        pots_table,
        rarity_ties_table,
        stacks_table,
        structures_table,
        ties_table,
        unchanged_sentence,
        winner_sentence,
    )
    from americana.views.render.setting_text import presets_table

_NOTEBOOK = "americana.views.notebook"
_RENDER = "americana.views.render"
#: Every public name, by the module that holds it: loaded on first use.
_LAZY = {
    "hand_stepper": f"{_NOTEBOOK}.widgets",
    "ranking_stepper": f"{_NOTEBOOK}.widgets",
    "rarity_stepper": f"{_NOTEBOOK}.widgets",
    "play_hand": f"{_NOTEBOOK}.live",
    "drill_practice": f"{_NOTEBOOK}.practice",
    "ranking_explorer": f"{_NOTEBOOK}.explorer",
    "live_ranking_explorer": f"{_NOTEBOOK}.explorer",
    "plot_category_counts": f"{_NOTEBOOK}.charts",
    "counts_table": f"{_NOTEBOOK}.count_tables",
    "joker_counts_table": f"{_NOTEBOOK}.count_tables",
    "rarity_order_table": f"{_NOTEBOOK}.count_tables",
    "category_chances_table": f"{_NOTEBOOK}.odds_tables",
    "finishing_table": f"{_NOTEBOOK}.odds_tables",
    "odds_by_street": f"{_NOTEBOOK}.odds_tables",
    "street_odds_table": f"{_NOTEBOOK}.odds_tables",
    "comparison_html": f"{_RENDER}.comparison",
    "Html": f"{_RENDER}.html",
    "card_html": f"{_RENDER}.html",
    "cards_html": f"{_RENDER}.html",
    "deck_html": f"{_RENDER}.html",
    "hands_table": f"{_RENDER}.reader",
    "joker_hands_table": f"{_RENDER}.reader",
    "lowest_card_table": f"{_RENDER}.reader",
    "muck_sentence": f"{_RENDER}.reader",
    "pots_table": f"{_RENDER}.reader",
    "rarity_ties_table": f"{_RENDER}.reader",
    "stacks_table": f"{_RENDER}.reader",
    "structures_table": f"{_RENDER}.reader",
    "ties_table": f"{_RENDER}.reader",
    "unchanged_sentence": f"{_RENDER}.reader",
    "winner_sentence": f"{_RENDER}.reader",
    "presets_table": f"{_RENDER}.setting_text",
}


__getattr__, __dir__ = lazy_names(__name__, _LAZY)


__all__ = [
    "Html",
    "card_html",
    "cards_html",
    "category_chances_table",
    "comparison_html",
    "counts_table",
    "deck_html",
    "drill_practice",
    "finishing_table",
    "hand_stepper",
    "hands_table",
    "joker_counts_table",
    "joker_hands_table",
    "live_ranking_explorer",
    "lowest_card_table",
    "muck_sentence",
    "odds_by_street",
    "play_hand",
    "plot_category_counts",
    "pots_table",
    "presets_table",
    "ranking_explorer",
    "ranking_stepper",
    "rarity_order_table",
    "rarity_stepper",
    "rarity_ties_table",
    "stacks_table",
    "street_odds_table",
    "structures_table",
    "ties_table",
    "unchanged_sentence",
    "winner_sentence",
]
