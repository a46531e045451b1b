"""Hand categories and the rankings that order them.

A :class:`Ranking` is a value: the order of the nine categories (highest
first), the deck it is meant for, whether the ace may play low and whether a
joker plays, and how (:class:`JokerRule`, rule E8). The engine never
decides an order itself; it reads one of these.

Without a joker there are nine categories, :data:`STANDARD_CATEGORIES`. A
joker adds a tenth, :attr:`Category.FIVE_OF_A_KIND`, which a ranking with a
joker must place (E8: above the straight flush).

Presets:

* :data:`AMERICANA`: 32 cards, flush above full house (rule B1), ace high
  or low, never both (A15).
* :data:`CLASSIC`: 52 cards, the textbook order (D2), ace low in 5-4-3-2-A (D1).
* :meth:`Ranking.by_rarity`: the order the counts give for each stripped deck,
  as in the table of seed 003 (D3).
* :data:`CLASSIC_WILD` and :data:`CLASSIC_BUG`: 52 cards and a joker, fully
  wild or the "bug", five of a kind above the straight flush (E8).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from americana.cards import DECK_SIZES, lowest_rank
from americana.errors import DeckError
from americana.hands.categories import (
    AMERICANA_ORDER,
    CLASSIC_ORDER,
    JOKER_ORDER,
    STANDARD_CATEGORIES,
    Category,
    JokerRule,
)
from americana.hands.multiset_counts import joker_hand_counts, plain_category_counts

__all__ = [
    "AMERICANA",
    "AMERICANA_ORDER",
    "CLASSIC",
    "CLASSIC_BUG",
    "CLASSIC_ORDER",
    "CLASSIC_WILD",
    "JOKER_ORDER",
    "STANDARD_CATEGORIES",
    "Category",
    "JokerRule",
    "Ranking",
]


C = Category
# The categories whose order the D3 table discusses; below them the classic
# order stays (see Ranking.by_rarity).
_RARITY_SCOPE = CLASSIC_ORDER[:5]
_STANDARD_SET = frozenset(STANDARD_CATEGORIES)
_JOKER_SUFFIX = {JokerRule.WILD: "-wild", JokerRule.BUG: "-bug"}


class _Unset(Enum):
    """The default of ``with_options(joker=...)``: keep the current rule."""

    UNSET = "unset"


_UNSET = _Unset.UNSET


@dataclass(frozen=True)
class Ranking:
    """An order of the categories for one deck.

    Attributes:
        name: an identifier such as ``"americana"`` or ``"rarity-36"``.
        order: the nine :data:`STANDARD_CATEGORIES`, and optionally
            ``FIVE_OF_A_KIND``, each once, highest first.
        deck_size: the deck this ranking is for (52 ... 24 cards), not counting
            the joker.
        ace_low: whether the ace also plays below the deck's lowest rank in a
            straight (A-7-8-9-10 in 32 cards, 5-4-3-2-A in 52), never both ends
            at once (rule A15, D1).
        joker: keyword-only; ``None`` (no joker: the deck has ``deck_size``
            cards) or a :class:`JokerRule` (the deck has one joker more, E8).

    Raises:
        ValueError: if ``order`` is not the nine categories, or the nine and
            five of a kind, each once; if a joker plays and ``order`` has no five
            of a kind; if ``joker`` is not a ``JokerRule`` or ``None``.
        DeckError: if ``deck_size`` is not a known deck size.

    Example:
        >>> AMERICANA.name, AMERICANA.deck_size, AMERICANA.lowest_rank
        ('americana', 32, 7)
        >>> [category.value for category in AMERICANA.order[:3]]
        ['straight_flush', 'four_of_a_kind', 'flush']
        >>> AMERICANA.strength(Category.STRAIGHT_FLUSH)  # the highest of nine
        9
    """

    name: str
    order: tuple[Category, ...]
    deck_size: int = 32
    ace_low: bool = True
    joker: JokerRule | None = field(default=None, kw_only=True)
    _strength: dict[Category, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        given = set(self.order)
        if len(given) != len(self.order) or given - {C.FIVE_OF_A_KIND} != _STANDARD_SET:
            raise ValueError(
                "order must list each of the nine categories once, and five of a "
                f"kind at most once: {self.order}"
            )
        if self.joker is not None and not isinstance(self.joker, JokerRule):
            raise ValueError(f"joker must be a JokerRule or None, not {self.joker!r}")
        if self.joker is not None and C.FIVE_OF_A_KIND not in given:
            raise ValueError("a ranking with a joker must place five of a kind")
        lowest_rank(self.deck_size)  # raises DeckError for an unknown size
        strength = {cat: len(self.order) - i for i, cat in enumerate(self.order)}
        object.__setattr__(self, "_strength", strength)

    def strength(self, category: Category) -> int:
        """1 for the lowest category in this order, 9 (10 with five of a kind)
        for the highest.

        Raises:
            KeyError: for five of a kind when the order does not place it.
        """
        return self._strength[category]

    @property
    def lowest_rank(self) -> int:
        """The lowest rank in this ranking's deck (7 for 32 cards)."""
        return lowest_rank(self.deck_size)

    def with_options(
        self, *, ace_low: bool | None = None, joker: JokerRule | _Unset | None = _UNSET
    ) -> Ranking:
        """A copy with ``ace_low`` and/or ``joker`` changed, named after the change.

        Args:
            ace_low: ``True`` or ``False``; ``None`` keeps the current value.
            joker: a :class:`JokerRule` to play with a joker, ``None`` to play
                without; left out, the current rule stays. Adding a joker puts
                five of a kind on top of an order that lacks it (rule E8);
                removing it takes five of a kind out.

        Example: ``CLASSIC.with_options(joker=JokerRule.BUG)`` is named
        ``"classic-bug"`` and equals :data:`CLASSIC_BUG`.
        """
        new_ace_low = self.ace_low if ace_low is None else ace_low
        new_joker = self.joker if isinstance(joker, _Unset) else joker
        if new_ace_low == self.ace_low and new_joker == self.joker:
            return self
        base = self.name.removesuffix("-ace-high")
        for suffix in _JOKER_SUFFIX.values():
            base = base.removesuffix(suffix)
        order: tuple[Category, ...] = tuple(
            c for c in self.order if c is not C.FIVE_OF_A_KIND
        )
        if new_joker is not None:
            base += _JOKER_SUFFIX[new_joker]
            five = C.FIVE_OF_A_KIND
            order = self.order if five in self.order else (five, *order)
        name = base + ("" if new_ace_low else "-ace-high")
        return Ranking(
            name,
            order,
            self.deck_size,
            new_ace_low,
            joker=new_joker,
        )

    @classmethod
    def classic(
        cls,
        deck_size: int = 52,
        *,
        ace_low: bool = True,
        joker: JokerRule | None = None,
    ) -> Ranking:
        """The textbook 52-card order applied to any deck (rule D2).

        With a ``joker`` rule, five of a kind goes on top (E8) and the name
        gets ``-wild`` or ``-bug``: ``"classic-32-wild"``.
        """
        ranking = cls(f"classic-{deck_size}", CLASSIC_ORDER, deck_size, ace_low)
        return ranking.with_options(joker=joker)

    @classmethod
    def by_rarity(
        cls,
        deck_size: int,
        *,
        ace_low: bool = True,
        joker: JokerRule | None = None,
    ) -> Ranking:
        """The order the category counts give for this deck (rule D3).

        Straight flush, four of a kind, full house, flush and straight (and
        five of a kind, with a joker) are ordered rarest first; three of a kind
        and below stay in the classic order. Pure rarity would put no pair
        above one pair from 44 cards down, which neither seed 003 nor any
        other source does, so the table of D3 limits itself to the top five.

        Ties: categories with equal counts keep the classic order (five of a
        kind, straight flush, four of a kind, full house, flush, straight).
        The one tie among the decks of D1 is at 24 cards with the ace-low
        straight: 12 straight flushes and 12 flushes, so the straight flush
        stays on top (see :func:`americana.fast.counting.rarity_ties`).

        The counts come from :mod:`americana.hands.multiset_counts`, in plain
        Python (no numpy: the in-browser engine deals these presets); the
        tests hold them equal to :func:`americana.fast.counting.category_counts`.
        With a joker, the joker chooses in the classic order with five of a
        kind on top. At 24 cards that puts the flush above the straight
        flush, an order under which the joker would then prefer flushes and
        reverse the counts: see :func:`americana.fast.counting.ranking_counts`.

        Args:
            deck_size: a size in ``DECK_SIZES``, not counting the joker.
            ace_low: count the ace-low straight (A15, D1).
            joker: ``None``, or a :class:`JokerRule` to count with one joker
                more in the deck (E8); the name then ends ``-wild`` or ``-bug``.

        Raises:
            DeckError: if ``deck_size`` is not in ``DECK_SIZES``.
        """
        if deck_size not in DECK_SIZES:
            raise DeckError(f"unknown deck size {deck_size!r}", deck_size=deck_size)
        counts = plain_category_counts(deck_size, ace_low)
        if joker is not None:
            with_joker = joker_hand_counts(deck_size, ace_low, joker, JOKER_ORDER)
            counts = {cat: counts.get(cat, 0) + n for cat, n in with_joker.items()}
        scope = _RARITY_SCOPE if joker is None else (C.FIVE_OF_A_KIND, *_RARITY_SCOPE)
        top = sorted(scope, key=lambda c: (counts[c], JOKER_ORDER.index(c)))
        order = tuple(top) + CLASSIC_ORDER[len(_RARITY_SCOPE) :]
        name = f"rarity-{deck_size}" + ("" if joker is None else _JOKER_SUFFIX[joker])
        return cls(name, order, deck_size, ace_low, joker=joker)


#: Americana, 32 cards (rule A1, A15, B1).
AMERICANA = Ranking("americana", AMERICANA_ORDER, 32, True)
#: Classic draw poker, 52 cards (rule D1, D2).
CLASSIC = Ranking("classic", CLASSIC_ORDER, 52, True)
#: Draw poker with 52 cards and a fully wild joker, 53 in all (rule E8).
CLASSIC_WILD = Ranking("classic-wild", JOKER_ORDER, 52, True, joker=JokerRule.WILD)
#: Draw poker with 52 cards and the joker as the "bug", 53 in all (rule E8).
CLASSIC_BUG = Ranking("classic-bug", JOKER_ORDER, 52, True, joker=JokerRule.BUG)
