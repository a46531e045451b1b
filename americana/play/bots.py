"""A simple, deterministic way for the engine to play the seats a reader does not.

:class:`SimplePolicy` picks one of ``hand.legal_actions()`` and nothing else,
so the engine stays the only judge of what is allowed. It is meant to be
plain and explainable (:func:`americana.text.policy_text.policy_text` says
it in one sentence), not strong:

* stud (Americana): bet or raise (the smallest amount) when the seat's cards
  beat every hand the others show (:func:`americana.hands.showdown.visible_key`,
  the engine's own order of visible hands, A7); otherwise check or call, and
  fold a hand without a pair to a large bet (more than two bets of the round);
  bring in rather than open for more (A5); muck at the showdown whenever the
  engine allows it (A10).
* draw poker: open or bet with a pair (the engine refuses an opening bet
  without jacks or better under jackpots, E7), raise with two pair or better,
  call with a pair, fold a hand without a pair to a bet; at the draw keep a
  pair or better, four to a flush or four to a straight, else the highest
  card (D6, E4; never more cards than the variant allows).

With ``bluff > 0`` a seeded :class:`random.Random` sometimes bets or calls
without the cards; the same seed always gives the same moves, in CPython and
in Pyodide alike.

:class:`CheckCallPolicy` is plainer still, for playing a classroom hand to
the end (:func:`americana.play.classroom.play_to_end`): it never bets, raises
or folds, so every hand reaches the showdown and every hand is shown.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from americana.cards import Card
from americana.hands.evaluation import evaluate
from americana.hands.ranking import Category, Ranking
from americana.hands.showdown import visible_key
from americana.play.betting import ActionKind, LegalAction
from americana.play.draw import DrawHand
from americana.play.hand_actions import BettingHand
from americana.play.stud import Hand

__all__ = ["CheckCallPolicy", "Move", "SimplePolicy", "apply_move", "choose_discards"]

A = ActionKind


@dataclass(frozen=True)
class Move:
    """One move: an action kind, a "to" amount in chips, the cards to discard."""

    kind: ActionKind
    amount: int | None = None
    discards: tuple[Card, ...] = ()


def apply_move(hand: BettingHand, move: Move) -> None:
    """Play ``move`` on a stud :class:`~americana.play.stud.Hand` or a
    :class:`DrawHand`.

    Raises:
        ActionError: if the engine refuses it (nothing changes then).
    """
    if isinstance(hand, DrawHand):
        hand.act(move.kind, move.amount, discards=move.discards)
    else:
        hand.act(move.kind, move.amount)


class SimplePolicy:
    """Chooses a move for the seat to act (see the module docstring).

    Args:
        seed: seeds the generator behind ``bluff``.
        bluff: the chance (0 to 1) of betting or calling without the cards.
    """

    def __init__(self, seed: int | None = 0, *, bluff: float = 0.0) -> None:
        self.random = random.Random(seed)
        self.bluff = bluff

    def choose(self, hand: BettingHand) -> Move:
        """A move among ``hand.legal_actions()`` for ``hand.turn``.

        Raises:
            ValueError: if the hand is finished (no legal action).
        """
        legal = {a.kind: a for a in hand.legal_actions()}
        if not legal:
            raise ValueError("the hand is over: there is nothing to choose")
        # Draw the random number every time, so a move never shifts the next.
        lucky = self.random.random() < self.bluff
        if A.SHOW in legal:
            return Move(A.MUCK if A.MUCK in legal else A.SHOW)
        if ActionKind.DRAW in legal and isinstance(hand, DrawHand):
            limit = legal[ActionKind.DRAW].maximum or 0
            seat = _turn(hand)
            return Move(
                ActionKind.DRAW,
                discards=choose_discards(hand.cards(seat), hand.ranking, limit),
            )
        if A.BRING_IN in legal:
            return Move(A.BRING_IN)
        if isinstance(hand, DrawHand):
            strength, large = _draw_strength(hand)
        elif isinstance(hand, Hand):
            strength, large = _stud_strength(hand)
        else:
            raise TypeError(f"no policy for a {type(hand).__name__}")
        return _betting_move(legal, strength, lucky, large)


class CheckCallPolicy:
    """Bring in, check or call, never bet, raise or fold; show every hand.

    Stud (Americana): the bring-in at its smallest (A5), then check or call
    to the end, and show at the showdown, never muck (A10). Draw poker: check
    or call, and at the draw the simple player's discards
    (:func:`choose_discards`, D6, E4); under jackpots nobody opens, so the
    hand is passed out (E7). Deterministic: no seed.
    """

    def choose(self, hand: BettingHand) -> Move:
        """A move among ``hand.legal_actions()`` for ``hand.turn``.

        Raises:
            ValueError: if the hand is finished (no legal action).
        """
        legal = {a.kind: a for a in hand.legal_actions()}
        if not legal:
            raise ValueError("the hand is over: there is nothing to choose")
        if ActionKind.DRAW in legal and isinstance(hand, DrawHand):
            limit = legal[ActionKind.DRAW].maximum or 0
            cards = hand.cards(_turn(hand))
            return Move(
                ActionKind.DRAW, discards=choose_discards(cards, hand.ranking, limit)
            )
        for kind in (A.SHOW, A.BRING_IN, A.CHECK, A.CALL):
            if kind in legal:
                return Move(kind)
        return Move(A.FOLD)  # pragma: no cover - a call or a check is always offered


def _betting_move(
    legal: dict[ActionKind, LegalAction], strength: int, lucky: bool, large: int
) -> Move:
    """Strength 3: raise; 2: bet; 1: call; 0: fold to more than ``large`` chips."""
    if A.RAISE in legal and (strength >= 3 or (lucky and strength >= 2)):
        return Move(A.RAISE, legal[A.RAISE].minimum)
    if A.BET in legal and (strength >= 2 or lucky):
        return Move(A.BET, legal[A.BET].minimum)
    if A.CHECK in legal:
        return Move(A.CHECK)
    if A.CALL in legal:
        owed = legal[A.CALL].minimum or 0
        if strength >= 1 or lucky or owed <= large:
            return Move(A.CALL)
    return Move(A.FOLD)


def _stud_strength(hand: Hand) -> tuple[int, int]:
    """3 ahead of every hand the others show, 1 a pair or better, else 0.

    "Ahead" compares the groups (pairs, trips...) and then the ranks of the
    seat's cards with each other seat's up cards, from
    :func:`~americana.hands.showdown.visible_key` (the engine's A7 order). A large
    bet is more than two bets of the round.
    """
    seat, v = _turn(hand), hand.variant

    def made(cards: Sequence[Card]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        shape, ranks = visible_key(cards, v, 0)[:2]
        if not (isinstance(shape, tuple) and isinstance(ranks, tuple)):
            raise TypeError("visible_key starts with the groups and their ranks")
        return tuple(n for n in shape if n >= 2), ranks

    mine = made(hand.cards(seat))
    others = [
        made(hand.up_cards(s)) for s in hand.seats if s != seat and s not in hand.folded
    ]
    large = 2 * v.bet_size(hand.betting_round)
    if all(mine > other for other in others):
        return 3, large
    return (1 if mine[0] else 0), large


def _turn(hand: BettingHand) -> int:
    """The seat to act; a finished hand has none."""
    seat = hand.turn
    if seat is None:
        raise ValueError("the hand is over: there is nothing to choose")
    return seat


def _draw_strength(hand: DrawHand) -> tuple[int, int]:
    """3 for two pair or better, 2 for a pair, 0 for no pair (which folds to a bet)."""
    seat = hand.turn
    if seat is None:
        raise ValueError("the hand is over: there is nothing to choose")
    category = evaluate(hand.cards(seat), hand.ranking).category
    if category is Category.HIGH_CARD:
        return 0, 0
    return (2 if category is Category.ONE_PAIR else 3), 0


def choose_discards(
    cards: Sequence[Card], ranking: Ranking, limit: int
) -> tuple[Card, ...]:
    """The cards a simple player throws away at the draw (D6, E4).

    Keeps a straight, flush, full house or better whole; keeps pairs, trips
    and quads; else four to a flush, else four to a straight (four distinct
    ranks within a span of five), else the highest card. A joker is always
    kept. At most ``limit`` cards, the lowest first.
    """
    category = evaluate(cards, ranking).category
    if category in (
        Category.STRAIGHT,
        Category.FLUSH,
        Category.FULL_HOUSE,
        Category.FOUR_OF_A_KIND,
        Category.STRAIGHT_FLUSH,
        Category.FIVE_OF_A_KIND,
    ):
        return ()
    natural = [c for c in cards if not c.is_joker]
    counts = Counter(c.rank for c in natural)
    if max(counts.values(), default=0) >= 2:
        keep = {c for c in natural if counts[c.rank] >= 2}
    else:
        keep = _four_to_flush(natural) or _four_to_straight(natural)
        if not keep and natural:
            keep = {max(natural, key=lambda c: c.rank)}
    throw = sorted((c for c in natural if c not in keep), key=lambda c: c.rank)
    return tuple(throw[:limit])


def _four_to_flush(cards: Sequence[Card]) -> set[Card]:
    suits = Counter(c.suit for c in cards)
    suit = next((s for s, n in suits.items() if n == 4), None)
    return {c for c in cards if c.suit is suit} if suit else set()


def _four_to_straight(cards: Sequence[Card]) -> set[Card]:
    for low in sorted({c.rank for c in cards}):
        near = {c.rank: c for c in cards if low <= c.rank <= low + 4}
        if len(near) >= 4:
            return set(near.values())
    return set()
