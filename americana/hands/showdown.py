"""Comparing hands: visible cards for the order of play, five cards at showdown.

* :func:`bring_in_key`: the highest up card, ranks then suits (rule A5, C).
* :func:`visible_key`: the best visible hand in rounds 2-4 (A7): quads, trips,
  two pair, a pair, then high cards, with the variant's tie rule.
* :func:`showdown_strength`: a comparable value for
  :func:`americana.play.pots.award_pots`, with the variant's tie rule (B3, B4).
* :func:`compare_showdown`: two hands side by side: who wins and what decided
  it (:class:`Decider`), read off the same value as :func:`showdown_strength`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Protocol, runtime_checkable

from americana.cards import Card, Suit
from americana.errors import DuplicateCardError
from americana.hands.evaluation import HandValue, evaluate
from americana.hands.ranking import Category, Ranking

__all__ = [
    "Comparison",
    "Decider",
    "FirstToActTie",
    "ShowdownRules",
    "ShowdownTie",
    "SuitOrder",
    "bring_in_key",
    "compare_showdown",
    "showdown_strength",
    "tiebreak_card",
    "visible_key",
]


class ShowdownTie(Enum):
    """What decides between two hands of equal category and ranks (rule B3, B4)."""

    #: B4 (seed 001): suits only order the bring-in; kickers count, equal
    #: hands split the pot.
    SPLIT = "split"
    #: B3, the reading of the general sentence alone (seeds 000, 002): compare
    #: kicker ranks as usual, and only if everything is equal the suit of the
    #: highest card (flush, straight, straight flush, high card) or of the
    #: kicker (pair, two pair). No preset uses it; choose it with
    #: ``dataclasses.replace``.
    KICKER_RANK_THEN_SUIT = "kicker_rank_then_suit"
    #: B3 as the worked example of seeds 000 and 002 says, "two aces and two
    #: kings: the suit decides, not the rank of the fifth card"; the Polish
    #: and Spanish presets. For a pair or two pair, after the pair ranks the
    #: suit of the (highest) kicker decides, before any kicker's rank; the
    #: kickers' ranks count only between kickers of one suit, where the
    #: sources say nothing (no two different hands split). Other categories
    #: as :attr:`KICKER_RANK_THEN_SUIT`: their suit decides only when every
    #: rank is equal.
    SUIT_OF_KICKER = "suit_of_kicker"


class FirstToActTie(Enum):
    """Who acts first in rounds 2-4 when two visible hands are equal (rule A7)."""

    #: The suit of the highest visible card decides (suit order of rule C).
    SUIT_OF_HIGHEST_CARD = "suit_of_highest_card"
    #: The player nearer the dealer's left, clockwise, acts first.
    SEAT_ORDER = "seat_order"


class SuitOrder(Protocol):
    """What the bring-in reads of a variant: the strength of each suit (rule C)."""

    def suit_strength(self, suit: Suit) -> int:
        """4 for the highest suit, 1 for the lowest."""
        ...


@runtime_checkable
class ShowdownRules(SuitOrder, Protocol):
    """The options the comparisons read; a stud variant
    (:class:`~americana.rules.variants.Variant`) has them all."""

    @property
    def ranking(self) -> Ranking: ...

    @property
    def showdown_tie(self) -> ShowdownTie: ...

    @property
    def first_to_act_tie(self) -> FirstToActTie: ...

    def __hash__(self) -> int:
        """Variants are frozen values: the numpy tables are cached per variant."""
        ...


def bring_in_key(card: Card, variant: SuitOrder) -> tuple[int, int]:
    """Larger for the card that must bring in: rank, then suit (rule A5, C)."""
    return card.rank, variant.suit_strength(card.suit)


def visible_key(
    up_cards: Sequence[Card], variant: ShowdownRules, position: int
) -> tuple[object, ...]:
    """Larger for the better visible hand (rule A7).

    Groups first (four, three, two pairs, a pair, nothing), then their ranks,
    then the tie rule: the suit of the highest visible card
    (:attr:`FirstToActTie.SUIT_OF_HIGHEST_CARD`) or the seat nearer the
    dealer's left (``position`` 0 is the first seat left of the button).
    """
    counts = Counter(card.rank for card in up_cards)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(n for _, n in groups)
    ranks = tuple(r for r, _ in groups)
    suit = 0
    if variant.first_to_act_tie is FirstToActTie.SUIT_OF_HIGHEST_CARD and up_cards:
        top = max(card.rank for card in up_cards)
        suit = max(variant.suit_strength(c.suit) for c in up_cards if c.rank == top)
    return shape, ranks, suit, -position


def tiebreak_card(
    cards: Sequence[Card], category: Category, ranks: Sequence[int]
) -> Card | None:
    """The card whose suit breaks a tie under B3, or ``None``.

    Flush, straight, straight flush, high card: the highest card (the ten of
    A-7-8-9-10, where the ace plays low). Pair and two pair: the (highest)
    kicker. Full house, trips, quads never tie (rule B3).
    """
    if category in (
        Category.FULL_HOUSE,
        Category.THREE_OF_A_KIND,
        Category.FOUR_OF_A_KIND,
    ):
        return None
    if category is Category.ONE_PAIR:
        rank = ranks[1]
    elif category is Category.TWO_PAIR:
        rank = ranks[2]
    else:
        rank = ranks[0]
    return next(card for card in cards if card.rank == rank)


def showdown_strength(
    cards: Sequence[Card], variant: ShowdownRules
) -> tuple[object, ...]:
    """A value for :func:`~americana.play.pots.award_pots`: bigger wins, equal splits.

    * :attr:`ShowdownTie.SPLIT` (B4): category, then ranks with all kickers.
    * :attr:`ShowdownTie.KICKER_RANK_THEN_SUIT` (B3, the general sentence
      alone): as B4, then the suit of :func:`tiebreak_card`.
    * :attr:`ShowdownTie.SUIT_OF_KICKER` (B3 as its worked example, the
      Polish and Spanish presets): for a pair or two pair, the pair ranks,
      then the kicker's suit, then the kickers' ranks (which decide only
      between kickers of one suit); other categories as
      ``KICKER_RANK_THEN_SUIT``.
    """
    return _strength(evaluate(cards, variant.ranking), variant)


def _strength(value: HandValue, rules: ShowdownRules | Ranking) -> tuple[object, ...]:
    """``(category strength, ranks[, suit])``: the value both functions read."""
    strength, ranks = value.key
    if isinstance(rules, Ranking) or rules.showdown_tie is ShowdownTie.SPLIT:
        return strength, ranks
    card = tiebreak_card(value.cards, value.category, value.ranks)
    suit = rules.suit_strength(card.suit) if card else 0
    if rules.showdown_tie is ShowdownTie.SUIT_OF_KICKER:
        pairs = _PAIRS.get(value.category)
        if pairs:
            return strength, ranks[:pairs], suit, ranks[pairs:]
    return strength, ranks, suit


# How many leading entries of HandValue.ranks are the pairs (B3's worked example).
_PAIRS = {Category.ONE_PAIR: 1, Category.TWO_PAIR: 2}
# Where the kickers start in HandValue.ranks: the cards outside the pair(s),
# trips or quads (B3). Categories not listed have no kicker: every rank is
# part of the combination (flush, high card) or there is one (straights).
_KICKERS_FROM = {
    Category.ONE_PAIR: 1,
    Category.TWO_PAIR: 2,
    Category.THREE_OF_A_KIND: 1,
    Category.FOUR_OF_A_KIND: 1,
}


class Decider(Enum):
    """What decided between two hands at showdown. Values are identifiers.

    The members follow the order in which the showdown looks at two hands:
    category, ranks, kicker, suit (rule A11, B1, B3, B4).
    """

    #: Different categories: the ranking's order decides (B1; D2, D3 for the
    #: classic and rarity orders).
    CATEGORY = "category"
    #: Same category, and the ranks of the combination differ: the pair, the
    #: trips, the top of a straight, the two parts of a full house, any of
    #: the five cards of a flush or of a high-card hand (A11).
    RANKS = "ranks"
    #: Same combination, and a kicker's rank differs: a card outside the
    #: pair(s), trips or quads (A11; B4 and B3's first reading).
    KICKER = "kicker"
    #: Equal in every rank; the suit of the highest card decides: flush,
    #: straight, straight flush, high card (B3, both readings; the ten of
    #: A-7-8-9-10, where the ace plays low).
    SUIT_OF_HIGHEST_CARD = "suit_of_highest_card"
    #: Pair or two pair: the suit of the (highest) kicker decides (B3). Under
    #: :attr:`ShowdownTie.SUIT_OF_KICKER` (the Polish and Spanish presets) it
    #: does so even when the kickers' ranks differ: the worked example "two
    #: aces and two kings: the suit decides, not the rank of the fifth card".
    SUIT_OF_KICKER = "suit_of_kicker"
    #: Nothing: the hands are equal and split the pot (B4, A11); under B3 only
    #: for hands that cannot meet in one deck.
    SPLIT = "split"


@dataclass(frozen=True)
class Comparison:
    """Two hands at showdown: who wins and what decided it.

    Attributes:
        winner: ``0`` if the first hand wins, ``1`` if the second does,
            ``None`` if they split the pot.
        decided_by: a :class:`Decider`.
        values: the two :class:`~americana.hands.evaluation.HandValue`, in the
            order given.
        cards: for ``RANKS`` and ``KICKER``, a card of the deciding rank from
            each hand; for the two suit deciders, the two cards whose suits
            were compared (:func:`tiebreak_card`); ``None`` for ``CATEGORY``
            and ``SPLIT``. First hand's card first.
    """

    winner: int | None
    decided_by: Decider
    values: tuple[HandValue, HandValue]
    cards: tuple[Card, Card] | None = None


def compare_showdown(
    first: str | Iterable[Card | str],
    second: str | Iterable[Card | str],
    rules: ShowdownRules | Ranking,
) -> Comparison:
    """Compare two five-card hands at showdown and say what decides.

    The winner is the one :func:`showdown_strength` gives (the two are read
    off one value, so they cannot disagree); ``decided_by`` names the first
    part of that value where the hands differ.

    Args:
        first, second: five cards each, as for
            :func:`~americana.hands.evaluation.evaluate` (``"AS KS QS JS 9S"``).
            Both are dealt from one deck, so they may not share a card.
        rules: a :class:`~americana.rules.variants.Variant`, whose ranking and
            :class:`ShowdownTie` apply (B3 or B4, suits in
            the variant's order, rule C); or a bare
            :class:`~americana.hands.ranking.Ranking`, which never looks at suits:
            equal categories and ranks split (as B4).

    Returns:
        A :class:`Comparison`. Swapping the hands swaps ``winner`` (0 and 1)
        and ``cards``, and keeps ``decided_by``.

    Raises:
        InvalidCardError, DuplicateCardError, HandSizeError, DeckError: as
            :func:`~americana.hands.evaluation.evaluate`, for either hand.
        DuplicateCardError: a card in both hands (``params["token"]`` names it,
            ``params["both"]`` is ``True``).

    Example:
        >>> from americana.rules.variants import VARIANTS
        >>> polish = VARIANTS["americana-pl"]  # the suit of the kicker decides (B3)
        >>> aces_up = "AH AD KC KS 9H"
        >>> result = compare_showdown(aces_up, "AC AS KH KD 8C", polish)
        >>> result.winner, result.decided_by, result.cards
        (0, <Decider.SUIT_OF_KICKER: 'suit_of_kicker'>, (Card('9H'), Card('8C')))
        >>> compare_showdown(aces_up, "AC AS KH KD 9C", VARIANTS["americana-ru"])
        Comparison(winner=None, decided_by=<Decider.SPLIT: 'split'>, ...)
    """
    ranking = rules if isinstance(rules, Ranking) else rules.ranking
    values = (evaluate(first, ranking), evaluate(second, ranking))
    for card in values[0].cards:
        if card in values[1].cards:
            raise DuplicateCardError(
                f"card in both hands: {card}", token=str(card), both=True
            )
    a, b = (_strength(v, rules) for v in values)
    winner = 0 if a > b else 1 if b > a else None
    category = values[0].category
    cards: tuple[Card, Card] | None = None
    if a[0] != b[0]:
        decided_by = Decider.CATEGORY
    elif a[1] != b[1]:
        ranks_a, ranks_b = _ranks_at(a, 1), _ranks_at(b, 1)
        i = next(
            i for i, (x, y) in enumerate(zip(ranks_a, ranks_b, strict=True)) if x != y
        )
        kicker = i >= _KICKERS_FROM.get(category, len(ranks_a))
        decided_by = Decider.KICKER if kicker else Decider.RANKS
        cards = _pair_or_none(_card_of_rank(v, v.ranks[i]) for v in values)
    elif a[2:3] != b[2:3]:
        pair = category in _PAIRS
        decided_by = Decider.SUIT_OF_KICKER if pair else Decider.SUIT_OF_HIGHEST_CARD
        cards = _pair_or_none(
            tiebreak_card(v.cards, v.category, v.ranks) for v in values
        )
    elif a[3:] != b[3:]:  # SUIT_OF_KICKER: kickers of one suit, ranks differ
        skip = _PAIRS[category]
        i = skip + next(
            i
            for i, (x, y) in enumerate(
                zip(_ranks_at(a, 3), _ranks_at(b, 3), strict=True)
            )
            if x != y
        )
        decided_by = Decider.KICKER
        cards = _pair_or_none(_card_of_rank(v, v.ranks[i]) for v in values)
    else:
        decided_by = Decider.SPLIT
    return Comparison(winner, decided_by, values, cards)


def _card_of_rank(value: HandValue, rank: int) -> Card | None:
    """A card of ``rank`` in the hand (the joker's card if it plays that rank)."""
    for card in value.cards:
        plays = value.joker_as if card.is_joker else card
        if plays is not None and plays.rank == rank:
            return plays
    return None


def _ranks_at(strength: tuple[object, ...], i: int) -> tuple[int, ...]:
    """The ranks at position ``i`` of a :func:`_strength` value (1, or 3 for the
    kickers under ``SUIT_OF_KICKER``)."""
    ranks = strength[i]
    assert isinstance(ranks, tuple)
    return ranks


def _pair_or_none(cards: Iterable[Card | None]) -> tuple[Card, Card] | None:
    a, b = cards
    return None if a is None or b is None else (a, b)
