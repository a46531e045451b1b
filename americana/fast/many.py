"""Many hands at once: numpy arrays of card indices valued by the tables.

:func:`evaluate_many` orders hands as :func:`~americana.hands.evaluation.evaluate`,
:func:`showdown_many` as :func:`~americana.hands.showdown.showdown_strength`;
both read a table of :mod:`americana.fast.hand_tables` (built on first use).
Hands are rows of five card indices (:func:`~americana.fast.indexing.card_indices`).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from americana.fast.hand_classes import table_ranking
from americana.fast.hand_tables import hand_table, showdown_table
from americana.fast.indexing import Hands
from americana.hands.evaluation import HasRanking
from americana.hands.ranking import AMERICANA, Ranking
from americana.hands.showdown import ShowdownRules

__all__ = ["evaluate_many", "showdown_many"]


def evaluate_many(
    hands: Hands,
    rules: Ranking | HasRanking = AMERICANA,
) -> npt.NDArray[np.int32]:
    """Evaluate many five-card hands at once, as ``evaluate`` does one hand.

    Args:
        hands: integer array-like of shape ``(..., 5)`` of card indices (see
            :func:`~americana.fast.indexing.card_indices`) of the ranking's
            deck, any order within a row.
        rules: a :class:`~americana.hands.ranking.Ranking` (default
            :data:`~americana.hands.ranking.AMERICANA`, rule B1) or anything with
            a ``ranking`` attribute, such as a variant, whose ranking alone
            counts (as in ``evaluate``; suits never break ties here).

    Returns:
        An ``int32`` array of shape ``(...)``: larger is better; two hands get
        equal values exactly when their ``HandValue`` are equal.

    Raises:
        TypeError, HandSizeError, DeckError, DuplicateCardError: as
            :func:`~americana.fast.indexing.hand_index`.
        JokerError: the ranking plays with a joker (E8).

    Example:
        >>> from americana.fast.indexing import card_indices
        >>> hands = [card_indices("AS KS QS JS 10S"), card_indices("7C 7D 7H 8S 9S")]
        >>> values = evaluate_many(hands)
        >>> bool(values[0] > values[1])  # a straight flush beats three sevens
        True
    """
    return hand_table(table_ranking(rules)).lookup(hands)


def showdown_many(hands: Hands, variant: ShowdownRules) -> npt.NDArray[np.int32]:
    """Showdown values of many hands under a variant's tie rule (rule B3, B4).

    Orders hands exactly as :func:`~americana.hands.showdown.showdown_strength`:
    equal values split the pot. Under ``ShowdownTie.SPLIT`` (B4) this is
    :func:`evaluate_many`'s order; under the two B3 readings suits break
    ties, in the variant's suit order (rule C).

    Args:
        hands: as :func:`evaluate_many`, for ``variant.ranking.deck_size``.
        variant: a :class:`~americana.rules.variants.Variant`.

    Returns:
        An ``int32`` array of shape ``(...)``, larger is better.

    Raises:
        As :func:`evaluate_many`.
    """
    return showdown_table(variant).lookup(hands)
