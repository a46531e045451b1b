"""The joker: what it stands for under each rule (rule E8, seed 004).

Five-card draw is sometimes played with 53 cards, the 52 and a joker. By
agreement the joker is either

* **wild** (:attr:`JokerRule.WILD`): it stands for any card of the deck,
  whichever gives the best hand; or
* **the bug** (:attr:`JokerRule.BUG`): it may only complete a straight, a flush
  or a straight flush, or otherwise count as an ace.

Five of a kind then beats a royal flush; with the bug, five aces is the only
five of a kind (E8). The rule belongs to the :class:`Ranking`
(``ranking.joker``), like the order of the categories; :data:`CLASSIC_WILD`
and :data:`CLASSIC_BUG` are the 53-card presets, and
:func:`americana.evaluate` reads the rule, so a joker hand needs no special
call::

    >>> from americana import CLASSIC_BUG, CLASSIC_WILD, evaluate
    >>> evaluate("KS KH KD KC JK", CLASSIC_WILD).category.value
    'five_of_a_kind'
    >>> v = evaluate("KS KH KD KC JK", CLASSIC_BUG)   # the bug is an ace here
    >>> v.category.value, v.ranks
    ('four_of_a_kind', (13, 14))
    >>> evaluate("AS KS 9S 5S JK", CLASSIC_BUG).ranks  # completes the flush
    (14, 13, 12, 9, 5)

The choice for the wild joker, stated because sources differ: it may stand
for **any** card of the deck in use, a card already in the hand included. That
is what makes four of a kind and the joker five of a kind; it is seed 004's
"may replace any card" and the "fully wild" rule as usually written ("can be
designated by its holder as any card he chooses with no restrictions",
Wikipedia, *Wild card (poker)*). A duplicate never helps otherwise: a repeated
rank is not a flush, so in a flush the joker takes the highest rank missing
(A-K-Q-3 of spades and the joker is an A-K-Q-J-3 flush), which is also the
written bug rule of card rooms ("the highest card of the flush not present in
the hand"). Two house rules are not implemented: the "double-ace flush" (the
bug as a second ace in a flush) and "natural wins" (of two otherwise equal
hands, the one without the joker wins); equal values tie, as E6 says. In a
stripped deck the joker stands only for ranks of that deck (no 2 in 32 cards).
"""

from __future__ import annotations

from collections.abc import Iterable

from americana.cards import Card
from americana.hands.classify import joker_substitute
from americana.hands.evaluation import (
    HandValue,
    HasRanking,
    evaluate,
    joker_value,
    ranking_of,
)
from americana.hands.ranking import CLASSIC_WILD, Category, JokerRule, Ranking

__all__ = ["best_substitute", "evaluate_wild", "joker_value"]


def evaluate_wild(
    cards: str | Iterable[Card | str],
    rules: Ranking | HasRanking = CLASSIC_WILD,
    *,
    joker: JokerRule | None = None,
) -> HandValue:
    """Evaluate five cards, one of which may be the joker (rule E8).

    Args:
        cards: five cards or card strings, e.g. ``"AH KH QH JH JK"``.
        rules: a :class:`Ranking` or an object with a ``ranking``
            attribute; default :data:`CLASSIC_WILD` (52 cards and a wild joker).
        joker: keyword-only; a :class:`JokerRule` overrides the ranking's rule
            (five of a kind is put on top of an order that lacks it), so
            ``evaluate_wild(hand, AMERICANA, joker=JokerRule.BUG)`` plays the
            bug under the Americana order in 32 cards.

    Returns:
        The :class:`HandValue` of the best hand the joker can make under the
        rule, with ``joker_as`` the card it stands for; a hand without the
        joker is evaluated as usual.

    Raises:
        InvalidCardError, DuplicateCardError, HandSizeError, DeckError: as
            :func:`americana.evaluate` raises them.
        JokerError: a joker in the hand, no ``joker`` given and none in the
            ranking.

    Examples (52 cards and a joker)::

        evaluate_wild("AS AH AD AC JK")          # five aces, beats a royal flush
        evaluate_wild("10H JH QH KH JK").ranks   # (14,): a royal flush
        evaluate_wild("2C 2D 7S 9H JK").category # three of a kind, not two pair
        evaluate_wild("KS KH KD KC JK", joker=JokerRule.BUG).ranks  # (13, 14)
    """
    ranking = ranking_of(rules)
    if joker is not None:
        ranking = ranking.with_options(joker=joker)
    return evaluate(cards, ranking)


def best_substitute(
    ranks: tuple[int, ...], suited: bool, ranking: Ranking
) -> tuple[Category, tuple[int, ...], int, bool]:
    """The best five-card value four cards make with the joker (rule E8).

    Tries the joker as every rank of the ranking's deck, of the four cards'
    suit (when they share one) or of another suit, and keeps the highest
    ``(category strength, tie-break ranks)``. Under :attr:`JokerRule.BUG` a
    try counts only if the joker is an ace or the result is a straight, flush
    or straight flush; the ace always counts, so there is always a value.

    Args:
        ranks: the four other cards' ranks, sorted ascending (2..14).
        suited: whether the four share one suit.
        ranking: gives the deck's ranks, ``ace_low``, the order and the rule
            (``ranking.joker``; ``None`` is refused).

    Returns:
        ``(category, tie-break ranks, the joker's rank, whether the joker takes
        the four cards' suit)``; among equal values, the highest rank and the
        shared suit come first.

    Raises:
        ValueError: if ``ranking.joker`` is ``None``.

    Example: ``best_substitute((11, 12, 13, 14), True, CLASSIC_BUG)`` is
    ``(Category.STRAIGHT_FLUSH, (14,), 10, True)``: the bug is the ten.
    """
    rule = ranking.joker
    if rule is None:
        raise ValueError(f"ranking {ranking.name!r} has no joker rule")
    return joker_substitute(
        ranks,
        suited,
        order=ranking.order,
        lowest=ranking.lowest_rank,
        ace_low=ranking.ace_low,
        rule=rule,
    )
