"""Hand categories and the rankings that order them.

A :class:`Ranking` is a value: the order of the nine categories (highest
first), the deck it is meant for and whether the ace may play low. The engine
never decides an order itself; it reads one of these.

Presets:

* :data:`AMERICANA`: 32 cards, flush above full house (RULES.md B1), ace high
  or low, never both (A15).
* :data:`CLASSIC`: 52 cards, the textbook order (D2), ace low in 5-4-3-2-A (D1).
* :meth:`Ranking.by_rarity`: the order the counts give for each stripped deck,
  as in the table of seed 003 (D3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from americana.cards import DECK_SIZES, lowest_rank
from americana.errors import DeckError

__all__ = ["AMERICANA", "CLASSIC", "Category", "Ranking"]


class Category(Enum):
    """The nine five-card categories. Values are identifiers, not display text."""

    STRAIGHT_FLUSH = "straight_flush"
    FOUR_OF_A_KIND = "four_of_a_kind"
    FLUSH = "flush"
    FULL_HOUSE = "full_house"
    STRAIGHT = "straight"
    THREE_OF_A_KIND = "three_of_a_kind"
    TWO_PAIR = "two_pair"
    ONE_PAIR = "one_pair"
    HIGH_CARD = "high_card"


C = Category
#: The 52-card textbook order, highest first (RULES.md D2).
CLASSIC_ORDER = (
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
#: Americana's order, highest first: a flush beats a full house (RULES.md B1).
AMERICANA_ORDER = (
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
# The categories whose order the D3 table discusses; below them the classic
# order stays (see Ranking.by_rarity).
_RARITY_SCOPE = CLASSIC_ORDER[:5]


@dataclass(frozen=True)
class Ranking:
    """An order of the nine categories for one deck.

    Attributes:
        name: an identifier such as ``"americana"`` or ``"rarity-36"``.
        order: all nine :class:`Category` members, highest first.
        deck_size: the deck this ranking is for (52 ... 24 cards).
        ace_low: whether the ace also plays below the deck's lowest rank in a
            straight (A-7-8-9-10 in 32 cards, 5-4-3-2-A in 52), never both ends
            at once (RULES.md A15, D1).

    Raises:
        ValueError: if ``order`` is not a permutation of the nine categories.
        DeckError: if ``deck_size`` is not a known deck size.
    """

    name: str
    order: tuple[Category, ...]
    deck_size: int = 32
    ace_low: bool = True
    _strength: dict[Category, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if sorted(c.value for c in self.order) != sorted(c.value for c in Category):
            raise ValueError(
                f"order must list each of the nine categories once: {self.order}"
            )
        lowest_rank(self.deck_size)  # raises DeckError for an unknown size
        strength = {cat: len(self.order) - i for i, cat in enumerate(self.order)}
        object.__setattr__(self, "_strength", strength)

    def strength(self, category: Category) -> int:
        """9 for the highest category in this order, 1 for the lowest."""
        return self._strength[category]

    @property
    def lowest_rank(self) -> int:
        """The lowest rank in this ranking's deck (7 for 32 cards)."""
        return lowest_rank(self.deck_size)

    def with_options(self, *, ace_low: bool | None = None) -> Ranking:
        """A copy with ``ace_low`` changed, named after the change."""
        if ace_low is None or ace_low == self.ace_low:
            return self
        suffix = "" if ace_low else "-ace-high"
        base = self.name.removesuffix("-ace-high")
        return Ranking(base + suffix, self.order, self.deck_size, ace_low)

    @classmethod
    def classic(cls, deck_size: int = 52, *, ace_low: bool = True) -> Ranking:
        """The textbook 52-card order applied to any deck (RULES.md D2)."""
        return cls(f"classic-{deck_size}", CLASSIC_ORDER, deck_size, ace_low)

    @classmethod
    def by_rarity(cls, deck_size: int, *, ace_low: bool = True) -> Ranking:
        """The order the category counts give for this deck (RULES.md D3).

        Straight flush, four of a kind, full house, flush and straight are
        ordered rarest first, ties kept in the classic order; three of a kind
        and below stay in the classic order. Pure rarity would put no pair
        above one pair from 44 cards down, which neither seed 003 nor any
        other source does, so the table of D3 limits itself to the top five.

        Raises:
            DeckError: if ``deck_size`` is not in ``DECK_SIZES``.
        """
        from americana.counting import category_counts  # counting needs evaluation

        if deck_size not in DECK_SIZES:
            raise DeckError(f"unknown deck size {deck_size!r}", deck_size=deck_size)
        counts = category_counts(deck_size, ace_low=ace_low)
        top = sorted(_RARITY_SCOPE, key=lambda c: (counts[c], CLASSIC_ORDER.index(c)))
        order = tuple(top) + CLASSIC_ORDER[len(_RARITY_SCOPE) :]
        return cls(f"rarity-{deck_size}", order, deck_size, ace_low)


#: Americana, 32 cards (RULES.md A1, A15, B1).
AMERICANA = Ranking("americana", AMERICANA_ORDER, 32, True)
#: Classic draw poker, 52 cards (RULES.md D1, D2).
CLASSIC = Ranking("classic", CLASSIC_ORDER, 52, True)
