"""Comparing hands: visible cards for the order of play, five cards at showdown.

* :func:`bring_in_key`: the highest up card, ranks then suits (RULES.md A5, C).
* :func:`visible_key`: the best visible hand in rounds 2-4 (A7): quads, trips,
  two pair, a pair, then high cards, with the variant's tie rule.
* :func:`showdown_strength`: a comparable value for
  :func:`americana.pots.award_pots`, with the variant's tie rule (B3, B4).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from americana.cards import Card
from americana.evaluation import evaluate
from americana.ranking import Category
from americana.variants import FirstToActTie, ShowdownTie, Variant

__all__ = ["bring_in_key", "showdown_strength", "tiebreak_card", "visible_key"]


def bring_in_key(card: Card, variant: Variant) -> tuple[int, int]:
    """Larger for the card that must bring in: rank, then suit (RULES.md A5, C)."""
    return card.rank, variant.suit_strength(card.suit)


def visible_key(
    up_cards: Sequence[Card], variant: Variant, position: int
) -> tuple[object, ...]:
    """Larger for the better visible hand (RULES.md A7).

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


def tiebreak_card(cards: Sequence[Card], category: Category, ranks: Sequence[int]):
    """The card whose suit breaks a tie under B3, or ``None``.

    Flush, straight, straight flush, high card: the highest card (the ten of
    A-7-8-9-10, where the ace plays low). Pair and two pair: the (highest)
    kicker. Full house, trips, quads never tie (RULES.md B3).
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


def showdown_strength(cards: Sequence[Card], variant: Variant) -> tuple[object, ...]:
    """A value for :func:`~americana.pots.award_pots`: bigger wins, equal splits.

    * :attr:`ShowdownTie.SPLIT` (B4): category, then ranks with all kickers.
    * :attr:`ShowdownTie.KICKER_RANK_THEN_SUIT` (B3, first reading): as B4,
      then the suit of :func:`tiebreak_card`.
    * :attr:`ShowdownTie.SUIT_OF_KICKER` (B3, second reading): for a pair or
      two pair, the pair ranks and then the kicker's suit, its rank ignored;
      other categories as the first reading.
    """
    value = evaluate(cards, variant.ranking)
    strength, ranks = value.key
    if variant.showdown_tie is ShowdownTie.SPLIT:
        return strength, ranks
    card = tiebreak_card(value.cards, value.category, value.ranks)
    suit = variant.suit_strength(card.suit) if card else 0
    if variant.showdown_tie is ShowdownTie.SUIT_OF_KICKER:
        pairs = {Category.ONE_PAIR: 1, Category.TWO_PAIR: 2}.get(value.category)
        if pairs:
            return strength, ranks[:pairs], suit
    return strength, ranks, suit
