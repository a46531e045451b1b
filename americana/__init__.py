"""Americana: a rules engine for five-card stud with 7 to ace, and its relatives.

The public names an instructor calls in a notebook::

    from americana import parse_cards, evaluate, category_counts, Category
    evaluate("AH KH QH JH 10H").category   # Category.STRAIGHT_FLUSH

Rule numbers (A5, B3, D3, ...) refer to ``RULES.md`` in the shared folder, a
map of the five source documents.
"""

from americana.cards import (
    DECK_SIZES,
    JOKER,
    Card,
    Joker,
    Suit,
    make_deck,
    parse_card,
    parse_cards,
)
from americana.counting import (
    category_counts,
    count_by_enumeration,
    ranking_counts,
    rarity_table,
    rarity_ties,
    total_hands,
)
from americana.errors import (
    AmericanaError,
    CardError,
    DeckError,
    DuplicateCardError,
    HandSizeError,
    InvalidCardError,
    JokerError,
)
from americana.evaluation import HandValue, evaluate
from americana.i18n import LANGUAGES, get_language, set_language, use_language
from americana.lookup import (
    HandTable,
    card_indices,
    evaluate_many,
    hand_table,
    showdown_many,
    showdown_table,
)
from americana.odds import PlayerOdds, PlayersError, showdown_odds
from americana.ranking import (
    AMERICANA,
    CLASSIC,
    CLASSIC_BUG,
    CLASSIC_WILD,
    STANDARD_CATEGORIES,
    Category,
    JokerRule,
    Ranking,
)
from americana.wild import evaluate_wild

__all__ = [
    "AMERICANA",
    "CLASSIC",
    "CLASSIC_BUG",
    "CLASSIC_WILD",
    "DECK_SIZES",
    "JOKER",
    "LANGUAGES",
    "STANDARD_CATEGORIES",
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
    "card_indices",
    "category_counts",
    "count_by_enumeration",
    "evaluate",
    "evaluate_many",
    "evaluate_wild",
    "get_language",
    "hand_table",
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
