"""Americana: a rules engine for five-card stud with 7 to ace, and its relatives.

The public names an instructor calls in a notebook::

    from americana import parse_cards, evaluate, category_counts, Category
    evaluate("AH KH QH JH 10H").category   # Category.STRAIGHT_FLUSH

Rule numbers (A5, B3, D3, ...) refer to the book's "Rules reference" appendix
(book/rules_reference.md), a map of the five source documents.
"""

import importlib
from typing import TYPE_CHECKING

from americana.cards import (
    DECK_SIZES,
    JOKER,
    SUIT_LETTERS,
    Card,
    Joker,
    Suit,
    make_deck,
    parse_card,
    parse_cards,
)
from americana.errors import (
    AmericanaError,
    CardError,
    DeckError,
    DuplicateCardError,
    HandSizeError,
    InvalidCardError,
    JokerError,
    UnknownLettersError,
)
from americana.hands.evaluation import HandValue, evaluate
from americana.hands.ranking import (
    AMERICANA,
    CLASSIC,
    CLASSIC_BUG,
    CLASSIC_WILD,
    STANDARD_CATEGORIES,
    Category,
    JokerRule,
    Ranking,
)
from americana.hands.wild import evaluate_wild
from americana.play.draw_state import has_openers
from americana.text.i18n import LANGUAGES, get_language, set_language, use_language

if TYPE_CHECKING:  # what __getattr__ loads, for type checkers and editors
    from americana.fast.counting import (
        category_counts,
        count_by_enumeration,
        ranking_counts,
        rarity_table,
        rarity_ties,
        total_hands,
    )
    from americana.fast.hand_tables import HandTable, hand_table, showdown_table
    from americana.fast.indexing import card_indices
    from americana.fast.many import evaluate_many, showdown_many
    from americana.fast.odds import PlayerOdds, PlayersError, showdown_odds

#: The names that need numpy, by the module that holds them: loaded on first
#: use (PEP 562), so ``import americana`` and the engine of a hand work where
#: numpy is missing (the book's in-browser engine).
_LAZY = {
    "category_counts": "americana.fast.counting",
    "count_by_enumeration": "americana.fast.counting",
    "ranking_counts": "americana.fast.counting",
    "rarity_table": "americana.fast.counting",
    "rarity_ties": "americana.fast.counting",
    "total_hands": "americana.fast.counting",
    "HandTable": "americana.fast.hand_tables",
    "card_indices": "americana.fast.indexing",
    "evaluate_many": "americana.fast.many",
    "hand_table": "americana.fast.hand_tables",
    "showdown_many": "americana.fast.many",
    "showdown_table": "americana.fast.hand_tables",
    "PlayerOdds": "americana.fast.odds",
    "PlayersError": "americana.fast.odds",
    "showdown_odds": "americana.fast.odds",
}


def __getattr__(name: str) -> object:
    """Load a numpy-backed name (:data:`_LAZY`) on first use."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


__all__ = [
    "AMERICANA",
    "CLASSIC",
    "CLASSIC_BUG",
    "CLASSIC_WILD",
    "DECK_SIZES",
    "JOKER",
    "LANGUAGES",
    "STANDARD_CATEGORIES",
    "SUIT_LETTERS",
    "AmericanaError",
    "Card",
    "CardError",
    "Category",
    "DeckError",
    "DuplicateCardError",
    "HandSizeError",
    "HandTable",
    "HandValue",
    "InvalidCardError",
    "Joker",
    "JokerError",
    "JokerRule",
    "PlayerOdds",
    "PlayersError",
    "Ranking",
    "Suit",
    "UnknownLettersError",
    "card_indices",
    "category_counts",
    "count_by_enumeration",
    "evaluate",
    "evaluate_many",
    "evaluate_wild",
    "get_language",
    "hand_table",
    "has_openers",
    "make_deck",
    "parse_card",
    "parse_cards",
    "ranking_counts",
    "rarity_table",
    "rarity_ties",
    "set_language",
    "showdown_many",
    "showdown_odds",
    "showdown_table",
    "total_hands",
    "use_language",
]
