"""The hand categories, the joker's rules and the fixed orders (rule B1, D2, E8).

The bottom of :mod:`americana.hands`: plain values, no evaluation. Everything
else in the folder builds on these; :mod:`americana.hands.ranking` puts them
into :class:`~americana.hands.ranking.Ranking` values and re-exports them.
"""

from __future__ import annotations

from enum import Enum

__all__ = [
    "AMERICANA_ORDER",
    "CLASSIC_ORDER",
    "JOKER_ORDER",
    "STANDARD_CATEGORIES",
    "Category",
    "JokerRule",
]


class Category(Enum):
    """The five-card categories. Values are identifiers, not display text.

    ``FIVE_OF_A_KIND`` exists only with a joker (rule E8); the nine others,
    :data:`STANDARD_CATEGORIES`, are all a deck without a joker can make.
    Iterating ``Category`` gives all ten; iterate ``STANDARD_CATEGORIES`` for
    the nine.
    """

    FIVE_OF_A_KIND = "five_of_a_kind"
    STRAIGHT_FLUSH = "straight_flush"
    FOUR_OF_A_KIND = "four_of_a_kind"
    FLUSH = "flush"
    FULL_HOUSE = "full_house"
    STRAIGHT = "straight"
    THREE_OF_A_KIND = "three_of_a_kind"
    TWO_PAIR = "two_pair"
    ONE_PAIR = "one_pair"
    HIGH_CARD = "high_card"


#: The nine categories of a deck without a joker, in ``Category`` order.
STANDARD_CATEGORIES: tuple[Category, ...] = tuple(
    c for c in Category if c is not Category.FIVE_OF_A_KIND
)


class JokerRule(Enum):
    """How the joker plays (rule E8, seed 004).

    * ``WILD``: the joker stands for any card of the deck, whichever makes the
      best hand, even a card already in the hand (so four kings and the joker
      are five kings).
    * ``BUG``: the joker counts only to complete a straight, a flush or a
      straight flush, or as an ace; so five aces is the only five of a kind.
    """

    WILD = "wild"
    BUG = "bug"


C = Category
#: The 52-card textbook order, highest first (rule D2).
CLASSIC_ORDER: tuple[Category, ...] = (
    C.STRAIGHT_FLUSH,
    C.FOUR_OF_A_KIND,
    C.FULL_HOUSE,
    C.FLUSH,
    C.STRAIGHT,
    C.THREE_OF_A_KIND,
    C.TWO_PAIR,
    C.ONE_PAIR,
    C.HIGH_CARD,
)
#: Americana's order, highest first: a flush beats a full house (rule B1).
AMERICANA_ORDER: tuple[Category, ...] = (
    C.STRAIGHT_FLUSH,
    C.FOUR_OF_A_KIND,
    C.FLUSH,
    C.FULL_HOUSE,
    C.STRAIGHT,
    C.THREE_OF_A_KIND,
    C.TWO_PAIR,
    C.ONE_PAIR,
    C.HIGH_CARD,
)
#: The textbook order with a joker: five of a kind on top (rule E8).
JOKER_ORDER: tuple[Category, ...] = (C.FIVE_OF_A_KIND, *CLASSIC_ORDER)
