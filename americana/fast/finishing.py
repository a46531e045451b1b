"""The category a stud hand will finish with, counted over every way to finish it.

In five-card stud a player's hand is the player's own five cards (the rules reference
A3), so from the first two cards the hand can still become anything the
three cards to come allow. :func:`finishing_counts` counts, over every set of
cards that could complete the hand, how many end in each category; the
probability chapter divides by the total.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from americana.cards import Card
from americana.errors import DeckError, DuplicateCardError, HandSizeError
from americana.fast.hand_classes import table_ranking
from americana.fast.hand_tables import hand_table
from americana.fast.indexing import card_indices, card_of
from americana.hands.evaluation import HasRanking
from americana.hands.ranking import AMERICANA, Category, Ranking

__all__ = ["finishing_counts"]


def finishing_counts(
    cards: str | Iterable[Card | str],
    *,
    dead: str | Iterable[Card | str] = (),
    rules: Ranking | HasRanking = AMERICANA,
) -> dict[Category, int]:
    """How many ways to complete ``cards`` to five end in each category.

    Every set of ``5 - len(cards)`` cards from those not in ``cards`` or
    ``dead`` is one completion, all equally likely when the deck is shuffled.
    Each completed hand is valued by :func:`~americana.fast.hand_tables.hand_table`,
    i.e. by the engine's :func:`~americana.hands.evaluation.evaluate` (B1, A15).

    Args:
        cards: the player's cards so far, 0 to 5, e.g. ``"AS KS"`` (a hole
            card and a door card, second street, rule A3).
        dead: cards the player knows are gone (other players' up cards,
            folded hands); they are never dealt to this hand.
        rules: a ranking, or anything with one such as a variant: the order
            and its deck (default Americana, 32 cards).

    Returns:
        The nine :data:`~americana.hands.ranking.STANDARD_CATEGORIES` as keys, in
        that order, with counts summing to ``C(unseen, 5 - len(cards))``.
        From two cards in 32 with nothing dead: C(30, 3) = 4,060.

    Raises:
        InvalidCardError, DuplicateCardError: a card cannot be read, or is
            given twice (in ``cards`` or ``dead``, or in both).
        DeckError: a card is not in the ranking's deck (``"5S"`` in 32 cards,
            B5), or too few unseen cards are left.
        HandSizeError: more than five cards.
        JokerError: a joker, or a ranking with a joker rule (E8).

    Example:
        >>> counts = finishing_counts("AS KS QS JS")  # one card to come, 28 unseen
        >>> {category.value: n for category, n in counts.items() if n}
        {'straight_flush': 1, 'flush': 3, 'straight': 3, 'one_pair': 12, 'high_card': 9}
    """
    ranking = table_ranking(rules)
    table = hand_table(ranking)
    size = ranking.deck_size
    known = card_indices(cards, size)
    out = card_indices(dead, size)
    both = set(known.tolist()) & set(out.tolist())
    if both:
        card = str(card_of(min(both), size))
        raise DuplicateCardError(f"{card} is both in the hand and dead", token=card)
    if len(known) > 5:
        raise HandSizeError(
            f"a stud hand has five cards, not {len(known)}", size=len(known)
        )
    need = 5 - len(known)
    unseen = np.array(
        sorted(set(range(size)) - set(known.tolist()) - set(out.tolist())),
        dtype=np.int8,
    )
    if need > len(unseen):
        raise DeckError(
            f"{len(unseen)} unseen cards cannot complete a hand needing {need}",
            deck_size=size,
            unseen=len(unseen),
            needed=need,
        )
    _, values = table.completions(known, unseen, need)
    return table.count_categories(values)
