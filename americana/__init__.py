"""Americana: a rules engine for five-card stud with 7 to ace, and its relatives.

One import for instructors: every name a chapter or a classroom cell needs
from the engine and its words is here, and ``import americana`` needs no
numpy, matplotlib or ipywidgets. What notebooks show (steppers, tables,
charts, a live table) is in :mod:`americana.views`. The full list, one line
each, is docs/api.md::

    from americana import VARIANTS, Hand, describe, evaluate
    evaluate("AH KH QH JH 10H").category   # Category.STRAIGHT_FLUSH
    hand = Hand(variant=VARIANTS["americana-pl"], stacks=[20] * 3, button=2, seed=7)
    hand.bring_in()
    print(describe(hand.events[-1]))

The counting names (category_counts, showdown_odds, ...) need numpy and are
loaded on first use (PEP 562). Rule numbers (A5, B3, D3, ...) refer to the
book's "Rules reference" appendix (book/rules_reference.md), a map of the
five source documents.
"""

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
    HistoryError,
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
from americana.hands.showdown import ShowdownTie, showdown_strength
from americana.hands.wild import evaluate_wild
from americana.lazy import lazy_names
from americana.play.betting import (
    ActionError,
    ActionKind,
    LegalAction,
    RuleError,
    SetupError,
)
from americana.play.classroom import Deal, play_to_end
from americana.play.draw import DrawHand
from americana.play.draw_state import has_openers
from americana.play.draw_table import DrawTable, choose_first_dealer
from americana.play.events import Event, EventKind
from americana.play.hand_actions import hand_from_history, replay
from americana.play.hand_base import Phase
from americana.play.hand_link import hand_from_link_fragment, hand_to_link_fragment
from americana.play.pots import OddChip, award_pots, build_pots
from americana.play.stud import Hand
from americana.play.table import Table
from americana.rules.draw_variants import DRAW_VARIANTS, DrawVariant
from americana.rules.variants import SUIT_ORDER_PL, VARIANTS, Structure, Variant
from americana.text.action_text import legal_actions_text
from americana.text.describe import describe
from americana.text.error_text import error_text, input_error_text
from americana.text.i18n import LANGUAGES, get_language, set_language, use_language
from americana.text.names import (
    card_name,
    category_name,
    odd_chip_name,
    pot_name,
    preset_name,
    raises_text,
    rank_name,
    round_name,
    structure_name,
    suit_name,
    tie_reading,
    yes_no,
)
from americana.text.player_names import player_name, player_names

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


__getattr__, __dir__ = lazy_names(__name__, _LAZY)


__all__ = [
    "AMERICANA",
    "CLASSIC",
    "CLASSIC_BUG",
    "CLASSIC_WILD",
    "DECK_SIZES",
    "DRAW_VARIANTS",
    "JOKER",
    "LANGUAGES",
    "STANDARD_CATEGORIES",
    "SUIT_LETTERS",
    "SUIT_ORDER_PL",
    "VARIANTS",
    "ActionError",
    "ActionKind",
    "AmericanaError",
    "Card",
    "CardError",
    "Category",
    "Deal",
    "DeckError",
    "DrawHand",
    "DrawTable",
    "DrawVariant",
    "DuplicateCardError",
    "Event",
    "EventKind",
    "Hand",
    "HandSizeError",
    "HandTable",
    "HandValue",
    "HistoryError",
    "InvalidCardError",
    "Joker",
    "JokerError",
    "JokerRule",
    "LegalAction",
    "OddChip",
    "Phase",
    "PlayerOdds",
    "PlayersError",
    "Ranking",
    "RuleError",
    "SetupError",
    "ShowdownTie",
    "Structure",
    "Suit",
    "Table",
    "UnknownLettersError",
    "Variant",
    "award_pots",
    "build_pots",
    "card_indices",
    "card_name",
    "category_counts",
    "category_name",
    "choose_first_dealer",
    "count_by_enumeration",
    "describe",
    "error_text",
    "evaluate",
    "evaluate_many",
    "evaluate_wild",
    "get_language",
    "hand_from_history",
    "hand_from_link_fragment",
    "hand_table",
    "hand_to_link_fragment",
    "has_openers",
    "input_error_text",
    "legal_actions_text",
    "make_deck",
    "odd_chip_name",
    "parse_card",
    "parse_cards",
    "play_to_end",
    "player_name",
    "player_names",
    "pot_name",
    "preset_name",
    "raises_text",
    "rank_name",
    "ranking_counts",
    "rarity_table",
    "rarity_ties",
    "replay",
    "round_name",
    "set_language",
    "showdown_many",
    "showdown_odds",
    "showdown_strength",
    "showdown_table",
    "structure_name",
    "suit_name",
    "tie_reading",
    "total_hands",
    "use_language",
    "yes_no",
]
