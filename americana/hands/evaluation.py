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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from americana.cards import Card, Suit, parse_cards
from americana.errors import DeckError, DuplicateCardError, HandSizeError, JokerError
from americana.hands.classify import classify, joker_substitute
from americana.hands.ranking import AMERICANA, Category, Ranking

__all__ = [
    "HandValue",
    "HasRanking",
    "classify",
    "evaluate",
    "joker_value",
    "ranking_of",
]

# The suit reported for the joker when any would do: spades first.
_SUIT_PREFERENCE = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class HasRanking(Protocol):
    """Anything with a ``ranking``, such as a game variant (all evaluation reads)."""

    @property
    def ranking(self) -> Ranking: ...


def ranking_of(rules: Ranking | HasRanking) -> Ranking:
    """``rules`` itself if it is a :class:`Ranking`, else its ``ranking``."""
    return rules if isinstance(rules, Ranking) else rules.ranking


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

    Example:
        >>> value = evaluate("KH KD KS 9C 9H")
        >>> value.category, value.ranks
        (<Category.FULL_HOUSE: 'full_house'>, (13, 9))
        >>> evaluate("AS KS QS JS 9S") > value  # a flush beats a full house (B1)
        True
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

    def _other_key(self, other: HandValue) -> tuple[int, tuple[int, ...]]:
        if other.ranking != self.ranking:
            raise ValueError(
                f"cannot compare hands under {self.ranking.name!r} "
                f"and {other.ranking.name!r}"
            )
        return other.key

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key == self._other_key(other)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key < self._other_key(other)

    def __le__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key <= self._other_key(other)

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key > self._other_key(other)

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key >= self._other_key(other)

    def __hash__(self) -> int:
        return hash((self.key, self.ranking.name))

    def __str__(self) -> str:
        return f"{self.category.value} {' '.join(map(str, self.cards))}"


def evaluate(
    cards: str | Iterable[Card | str], rules: Ranking | HasRanking = AMERICANA
) -> HandValue:
    """Evaluate exactly five cards.

    Args:
        cards: five :class:`Card` objects or card strings, or one string such
            as ``"AH KH QH JH 10H"``; with a joker ranking, the joker too
            (``"AS AH AD AC JK"``).
        rules: a :class:`Ranking` (default :data:`AMERICANA`, rule B1),
            or any object with a ``ranking`` attribute, such as a game variant.

    Returns:
        A :class:`HandValue`, comparable with others under the same ranking.
        With the joker, the best value it can make under ``ranking.joker``
        (see :func:`joker_value` and :mod:`americana.hands.wild`, rule E8).

    Raises:
        InvalidCardError: a card string cannot be read.
        DuplicateCardError: a card appears twice.
        HandSizeError: not exactly five cards.
        DeckError: a card is not in the ranking's deck, e.g. ``"5S"`` in 32
            cards (the flush example of seeds 000 and 002, rule B5).
        JokerError: the joker, under a ranking without a joker rule (a
            ``DeckError``, code ``"deck.no_joker"``).

    Example:
        >>> evaluate("AH 7C 8D 9S 10H").category  # A-7-8-9-10 in 32 cards (A15)
        <Category.STRAIGHT: 'straight'>
        >>> str(evaluate(["QS", "QH", "8C", "8D", "AS"]))
        'two_pair QS QH 8C 8D AS'
        >>> from americana.hands.ranking import CLASSIC_WILD
        >>> value = evaluate("AS AH AD AC JK", CLASSIC_WILD)  # the joker (E8)
        >>> value.category, value.joker_as
        (<Category.FIVE_OF_A_KIND: 'five_of_a_kind'>, Card('AS'))
    """
    ranking = ranking_of(rules)
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
    hand = tuple(c for c in items if isinstance(c, Card))
    if len(hand) == len(items):
        if len(set(hand)) != len(hand):
            seen: set[Card] = set()
            for c in hand:
                if c in seen:
                    raise DuplicateCardError(f"card given twice: {c}", token=str(c))
                seen.add(c)
        return hand
    return parse_cards(str(c) for c in items)


def joker_value(hand: Sequence[Card], ranking: Ranking) -> HandValue:
    """The value of five checked cards, one the joker, under ``ranking.joker``.

    Called by :func:`evaluate`, which has already checked the size,
    duplicates and the deck; ``ranking.joker`` must not be ``None``. The
    joker's card is :func:`~americana.hands.classify.joker_substitute`'s.

    Raises:
        ValueError: if ``ranking.joker`` is ``None``.
    """
    if ranking.joker is None:
        raise ValueError(f"ranking {ranking.name!r} has no joker rule")
    others = [card for card in hand if not card.is_joker]
    suits = {card.suit for card in others}
    suited = len(suits) == 1
    category, ranks, rank, same_suit = joker_substitute(
        tuple(sorted(card.rank for card in others)),
        suited,
        order=ranking.order,
        lowest=ranking.lowest_rank,
        ace_low=ranking.ace_low,
        rule=ranking.joker,
    )
    if same_suit:
        stands_for = Card(rank, next(iter(suits)))
    else:
        # Not the suit of four suited cards: the joker does not make the flush.
        avoid = suits if suited else set()
        free = [
            s
            for s in _SUIT_PREFERENCE
            if s not in avoid and Card(rank, s) not in others
        ]
        # Only five of a kind finds no free suit: the joker repeats a card.
        stands_for = Card(rank, free[0] if free else Suit.SPADES)
    return HandValue(category, ranks, tuple(hand), ranking, joker_as=stands_for)
