"""PokerKit and treys on Americana's cards: the peers of the benchmarks.

PokerKit 0.7.7 ships no 32-card lookup, but its short-deck hold'em lookup
already has Americana's order (flush above full house, rule B1) and the
wrap-around straight ace-six...: with the ranks 7 to ace instead of 6 to ace
it is Americana's ranking exactly, A-7-8-9-10 the lowest straight (A15).
:class:`AmericanaLookup` is that lookup, :class:`AmericanaHand` the hand class
on it. ``benchmarks/bench_evaluator.py`` checks that it orders all 201,376
hands as the engine does.

Card conversion: card index ``i`` of the engine's 32-card deck
(:func:`americana.fast.indexing.card_indices`) is rank ``"789TJQKA"[i // 4]`` and
suit ``"cdhs"[i % 4]`` in both libraries' notation.
"""

from __future__ import annotations

from pokerkit import Card as PokerKitCard
from pokerkit import Rank
from pokerkit.hands import CombinationHand
from pokerkit.lookups import ShortDeckHoldemLookup
from treys import Card as TreysCard

__all__ = [
    "AmericanaHand",
    "AmericanaLookup",
    "pokerkit_cards",
    "treys_cards",
]

RANK_LETTERS = "789TJQKA"
SUIT_LETTERS = "cdhs"  # the engine's suit order: clubs, diamonds, hearts, spades


class AmericanaLookup(ShortDeckHoldemLookup):
    """PokerKit's short-deck lookup with the ranks 7 to ace (rule B1, A15)."""

    rank_order = tuple(Rank(letter) for letter in RANK_LETTERS)  # type: ignore[assignment]


class AmericanaHand(CombinationHand):
    """A PokerKit hand class for Americana: five cards of 32, high hand."""

    lookup = AmericanaLookup()
    low = False
    card_count = 5


def _names(deck_size: int = 32) -> list[str]:
    assert deck_size == 32, "the peers are set up for the 32-card deck"
    return [rank + suit for rank in RANK_LETTERS for suit in SUIT_LETTERS]


def pokerkit_cards() -> list[PokerKitCard]:
    """PokerKit's card for each card index of the 32-card deck."""
    return [next(iter(PokerKitCard.parse(name))) for name in _names()]


def treys_cards() -> list[int]:
    """treys' integer for each card index of the 32-card deck."""
    return [TreysCard.new(name) for name in _names()]
