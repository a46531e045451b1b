"""Five-card hand evaluation.

:func:`evaluate` returns a :class:`HandValue`: its category and the ranks that
break ties within the category, compared under a
:class:`~americana.hands.ranking.Ranking`.
Suits never matter here; the suit tie-breaks of Americana (rule B3) belong
to the showdown, which calls :func:`evaluate` and then applies the variant's
tie rule.

A hand with the joker (rule E8) is evaluated under the ranking's
``joker`` rule by :mod:`americana.hands.wild`; a ranking without one refuses it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from americana.cards import ACE, Card, parse_cards
from americana.errors import DeckError, DuplicateCardError, HandSizeError, JokerError
from americana.hands.ranking import AMERICANA, Category, Ranking

__all__ = ["HandValue", "classify", "evaluate"]


class _HasRanking(Protocol):
    ranking: Ranking


@dataclass(frozen=True, eq=False)
class HandValue:
    """The value of five cards under one ranking.

    Attributes:
        category: the :class:`Category` made.
        ranks: the tie-break ranks, most important first: e.g. ``(13, 9)`` for
            kings full of nines, ``(10,)`` for the straight A-7-8-9-10 in 32 cards.
        cards: the five cards, as given (the joker among them, if any).
        ranking: the ranking the value was computed under.
        joker_as: the card the joker stands for in the best hand (the rules reference
            E8), or ``None`` without a joker. For five of a kind, which repeats
            a card of the hand whatever suit it takes, the spade of that rank.

    Values compare with ``<``, ``==`` and ``>``: category first (in
    ``ranking.order``), then ``ranks``. Equal values split a pot unless a
    variant's tie rule (rule B3) says otherwise. Comparing values from two
    different rankings raises ``ValueError``.
    """

    category: Category
    ranks: tuple[int, ...]
    cards: tuple[Card, ...]
    ranking: Ranking
    joker_as: Card | None = None

    @property
    def key(self) -> tuple[int, tuple[int, ...]]:
        """``(category strength, ranks)``: larger is better."""
        return (self.ranking.strength(self.category), self.ranks)

    def _other_key(self, other: object) -> tuple[int, tuple[int, ...]]:
        if not isinstance(other, HandValue):
            return NotImplemented  # type: ignore[return-value]
        if other.ranking != self.ranking:
            raise ValueError(
                f"cannot compare hands under {self.ranking.name!r} "
                f"and {other.ranking.name!r}"
            )
        return other.key

    def __eq__(self, other: object) -> bool:
        key = self._other_key(other)
        return key is NotImplemented or self.key == key

    def __lt__(self, other: HandValue) -> bool:
        return self.key < self._other_key(other)

    def __le__(self, other: HandValue) -> bool:
        return self.key <= self._other_key(other)

    def __gt__(self, other: HandValue) -> bool:
        return self.key > self._other_key(other)

    def __ge__(self, other: HandValue) -> bool:
        return self.key >= self._other_key(other)

    def __hash__(self) -> int:
        return hash((self.key, self.ranking.name))

    def __str__(self) -> str:
        return f"{self.category.value} {' '.join(map(str, self.cards))}"


def classify(
    ranks: Iterable[int], is_flush: bool, *, lowest: int, ace_low: bool
) -> tuple[Category, tuple[int, ...]]:
    """The category and tie-break ranks of five ranks.

    Args:
        ranks: five ranks (2..14), any order, repeats allowed (five equal
            ranks, possible only with a joker, are five of a kind, E8).
        is_flush: whether the five cards share a suit; ignored unless the
            five ranks are distinct.
        lowest: the lowest rank of the deck (7 for 32 cards), for the ace-low
            straight A-7-8-9-10 (rule A15) or 5-4-3-2-A (D1).
        ace_low: whether that straight counts.

    This is the one place categories are decided; counting uses it too.
    """
    counts = Counter(ranks)
    # Most copies first, then higher rank: (3, K), (2, 9) for kings full.
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    by_group = tuple(rank for rank, _ in groups)
    shape = tuple(n for _, n in groups)
    if shape == (1, 1, 1, 1, 1):
        high = _straight_high(set(counts), lowest, ace_low)
        if high and is_flush:
            return Category.STRAIGHT_FLUSH, (high,)
        if is_flush:
            return Category.FLUSH, by_group
        if high:
            return Category.STRAIGHT, (high,)
        return Category.HIGH_CARD, by_group
    category = {
        (5,): Category.FIVE_OF_A_KIND,
        (4, 1): Category.FOUR_OF_A_KIND,
        (3, 2): Category.FULL_HOUSE,
        (3, 1, 1): Category.THREE_OF_A_KIND,
        (2, 2, 1): Category.TWO_PAIR,
        (2, 1, 1, 1): Category.ONE_PAIR,
    }[shape]
    return category, by_group


def _straight_high(distinct: set[int], lowest: int, ace_low: bool) -> int:
    """The top rank of a straight made by five distinct ranks, or 0."""
    if max(distinct) - min(distinct) == 4:
        return max(distinct)
    wheel = {ACE, lowest, lowest + 1, lowest + 2, lowest + 3}
    if ace_low and distinct == wheel:
        return lowest + 3  # the ace plays low: A-7-8-9-10 is a ten-high straight
    return 0


def evaluate(
    cards: str | Iterable[Card | str], variant: Ranking | _HasRanking = AMERICANA
) -> HandValue:
    """Evaluate exactly five cards.

    Args:
        cards: five :class:`Card` objects or card strings, or one string such
            as ``"AH KH QH JH 10H"``; with a joker ranking, the joker too
            (``"AS AH AD AC JK"``).
        variant: a :class:`Ranking` (default :data:`AMERICANA`, rule B1),
            or any object with a ``ranking`` attribute, such as a game variant.

    Returns:
        A :class:`HandValue`, comparable with others under the same ranking.
        With the joker, the best value it can make under ``ranking.joker``
        (see :func:`americana.hands.wild.evaluate_wild`, rule E8).

    Raises:
        InvalidCardError: a card string cannot be read.
        DuplicateCardError: a card appears twice.
        HandSizeError: not exactly five cards.
        DeckError: a card is not in the ranking's deck, e.g. ``"5S"`` in 32
            cards (the flush example of seeds 000 and 002, rule B5).
        JokerError: the joker, under a ranking without a joker rule (a
            ``DeckError``, code ``"deck.no_joker"``).
    """
    ranking = variant if isinstance(variant, Ranking) else variant.ranking
    hand = _as_cards(cards)
    if len(hand) != 5:
        raise HandSizeError(f"a hand has five cards, not {len(hand)}", size=len(hand))
    lowest = ranking.lowest_rank
    for card in hand:
        if card.is_joker:
            if ranking.joker is None:
                raise JokerError(
                    f"the joker does not play under {ranking.name!r}",
                    token=str(card),
                    ranking=ranking.name,
                    deck_size=ranking.deck_size,
                )
        elif card.rank < lowest:
            raise DeckError(
                f"{card} is not in the {ranking.deck_size}-card deck",
                token=str(card),
                deck_size=ranking.deck_size,
            )
    if any(card.is_joker for card in hand):
        from americana.hands.wild import joker_value  # wild builds on classify

        return joker_value(hand, ranking)
    is_flush = len({card.suit for card in hand}) == 1
    category, ranks = classify(
        (c.rank for c in hand), is_flush, lowest=lowest, ace_low=ranking.ace_low
    )
    return HandValue(category, ranks, hand, ranking)


def _as_cards(cards: str | Iterable[Card | str]) -> tuple[Card, ...]:
    if isinstance(cards, str):
        return parse_cards(cards)
    items = tuple(cards)
    if all(isinstance(c, Card) for c in items):
        if len(set(items)) != len(items):
            seen: set[Card] = set()
            for c in items:
                if c in seen:
                    raise DuplicateCardError(f"card given twice: {c}", token=str(c))
                seen.add(c)
        return items  # type: ignore[return-value]
    return parse_cards(str(c) for c in items)
