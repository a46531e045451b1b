"""Scripted hands: decks that deal chosen cards to chosen seats.

The way to deal chosen cards is ``cards=`` of the hand:
``Hand(variant=..., stacks=..., button=3, cards={0: "9C KH 8S 8D JD"})``
(:class:`americana.play.stud.Hand`, :class:`americana.play.draw.DrawHand`,
``Table.start_hand``) gives each seat its cards whatever happens, folds
included. :func:`stud_deck` is the older way, kept for the code that uses
it: a hand dealt from ``deck=`` takes the cards in order, so to give Ann the
king of hearts face up the deck must hold it at the right place, and
:func:`stud_deck` puts each seat's cards where the deal of rule A3 will find
them if the folds are the ones it is told.
"""

from __future__ import annotations

from collections.abc import Mapping

from americana.cards import Card, make_deck, parse_cards
from americana.rules.game_rules import Game, GameRules

__all__ = ["dealing_deck", "stud_deck"]


def dealing_deck(
    variant: GameRules, hands: Mapping[int, str], *, button: int
) -> list[Card]:
    """The cards, in dealing order, that deal ``hands`` if nobody folds, in the
    game of ``variant``: a ``deck=`` for a page or a session that takes one.

    Stud: :func:`stud_deck` (rule A3), the whole deck. Draw poker (D4, E2):
    five rounds of one card each from the dealer's left, then any further
    cards of each seat (its draw, D6, E4) in the same order as the top of
    the stock; the hand deals the rest of its deck after them.

    Raises:
        InvalidCardError, DuplicateCardError: a card cannot be read or repeats.
    """
    if variant.game is Game.STUD:
        size = variant.ranking_for(len(hands)).deck_size
        return stud_deck(hands, button=button, deck_size=size)
    order = _from_left_of(sorted(hands), button)
    cards = {s: parse_cards(h) for s, h in hands.items()}
    deck = [cards[s][i] for i in range(5) for s in order if len(cards[s]) > i]
    deck += [c for s in order for c in cards[s][5:]]
    return list(parse_cards([str(c) for c in deck]))  # raises on a repeated card


def _from_left_of(seats: list[int], button: int) -> list[int]:
    """``seats`` clockwise from the first left of ``button`` (A3, D4, E2)."""
    start = next((i for i, s in enumerate(seats) if s > button), 0)
    return seats[start:] + seats[:start]


def stud_deck(
    hands: Mapping[int, str],
    *,
    button: int,
    folds: Mapping[int, int] | None = None,
    deck_size: int = 32,
) -> list[Card]:
    """The deck that deals ``hands`` in five-card stud order (rule A3).

    Not public: a fold the script does not declare in ``folds`` shifts every
    later card to another seat. A hand dealt with ``cards=``
    (:class:`americana.play.stud.Hand`) keeps each seat's chosen cards
    whatever happens; the tests keep this deck to check old scripts.

    Args:
        hands: seat -> that seat's cards in the order dealt, hole card first,
            e.g. ``{0: "AH KH 9C 9D 7S"}``; fewer than five cards is fine
            when the seat folds or the script stops early.
        button: the dealer's seat; dealing starts at the next seat clockwise.
        folds: seat -> the betting round (1-4) in which the seat folds; it
            then gets no card after that round.
        deck_size: the deck the remaining cards are taken from, in a fixed order.

    Returns:
        The whole deck, chosen cards first, in dealing order.

    Raises:
        InvalidCardError, DuplicateCardError: a card cannot be read or repeats.
    """
    folds = folds or {}
    order = _from_left_of(sorted(hands), button)
    cards = {s: parse_cards(h) for s, h in hands.items()}
    deck = [cards[s][0] for s in order] + [cards[s][1] for s in order]
    # The card at ``index`` (third street's for 2 ... fifth street's for 4) is
    # dealt after betting round ``index - 1``: to the seats still in then.
    for index in (2, 3, 4):
        deck += [
            cards[s][index]
            for s in order
            if folds.get(s, 5) >= index and len(cards[s]) > index
        ]
    chosen = parse_cards([str(c) for c in deck])  # raises on a repeated card
    return list(chosen) + [c for c in make_deck(deck_size) if c not in chosen]
