"""Exact showdown odds by counting every deal of the unseen cards.

:func:`showdown_odds` answers the probability chapter's question: with these
cards showing, how often does each player win, tie or lose if everybody stays
in to the showdown? Each player's known cards are completed to five from the
cards nobody has seen (rule A3: a stud hand is the player's own five
cards, no community cards), every possible deal is counted, and each deal's
hands are compared with the engine's own values (:mod:`americana.fast.hand_tables`).

Sizes for the Americana deck (32 cards, A1): heads-up from second street
(two cards each, 28 unseen, three more each) there are
C(28, 3) x C(25, 3) = 7,534,800 deals; from third street C(26, 2) x C(24, 2)
= 89,700; from fourth street 24 x 23 = 552. With three to six players the
deals multiply quickly: three players from third street 9,085,230 (counted),
from second street 5,249,244,000; four from fourth street 43,680, from third
317,444,400; six from fourth street 20,160. Up to ``max_exact_deals``
(10**8 by default) every deal is counted; beyond that a seeded Monte Carlo
sample is drawn and its standard error reported.

How it counts: every completion of each player's hand (the k-card subsets of
the unseen cards) is evaluated once, in one vectorized table lookup; the
deals are the tuples of pairwise disjoint completions, found with bitmasks of
the cards and broadcasting, player by player, in blocks of bounded memory
(tens of megabytes). Heads-up from second street takes a few hundredths of a second
once the table is built (benchmarks/run.py); the slowest exact case, three
players near 10**8 deals, a few seconds.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from math import lcm, sqrt

import numpy as np
import numpy.typing as npt

from americana.cards import Card, make_deck
from americana.errors import (
    AmericanaError,
    DeckError,
    DuplicateCardError,
    HandSizeError,
)
from americana.fast.hand_classes import table_ranking
from americana.fast.hand_tables import HandTable, hand_table, showdown_table
from americana.fast.indexing import card_indices
from americana.hands.evaluation import HasRanking
from americana.hands.multiset_counts import count_deals
from americana.hands.ranking import AMERICANA, Ranking
from americana.hands.showdown import ShowdownRules

__all__ = [
    "DEFAULT_SAMPLES",
    "MAX_EXACT_DEALS",
    "PlayerOdds",
    "PlayersError",
    "deal_count",
    "showdown_odds",
]

#: Deals counted exactly up to this many; above it, Monte Carlo.
MAX_EXACT_DEALS = 10**8
#: Monte Carlo samples by default: a standard error of at most 0.0005 for
#: every probability (sqrt(0.25 / 10**6)).
DEFAULT_SAMPLES = 1_000_000
# Broadcast blocks hold at most this many (partial deal, completion) pairs.
_BLOCK = 1 << 21
# Monte Carlo deals drawn per block.
_SAMPLE_BLOCK = 1 << 16


class PlayersError(AmericanaError, ValueError):
    """Too few or too many players for the deck (rule A1: 2-6 in 32 cards).

    ``params["players"]`` is the number given, ``params["maximum"]`` the most
    the deck can deal five cards to.
    """

    code = "odds.players"


@dataclass(frozen=True)
class PlayerOdds:
    """One player's chances at showdown if every listed player stays in.

    A **tie** is a deal in which this player's hand is the best and at least
    one other player's is exactly as good, so the pot is split. What "as good"
    means comes from the rules given to :func:`showdown_odds`: under a
    :class:`~americana.hands.ranking.Ranking`, equal category and ranks
    (:class:`~americana.hands.evaluation.HandValue` equality, as rule B4); under
    a :class:`~americana.rules.variants.Variant`, equal
    :func:`~americana.hands.showdown.showdown_strength`, so the B3 suit tie-break
    decides most such hands and ties are left only where the rule leaves
    them.

    Attributes:
        win: probability of the best hand alone (0..1).
        tie: probability of sharing the best hand.
        loss: probability that some other hand is better;
            ``win + tie + loss == 1``.
        equity: expected share of the pot, 0..1: a win is 1, a k-way tie 1/k.
        wins, ties, losses: deals (or samples) of each outcome; they sum to
            ``deals``.
        deals: the deals counted: all of them when ``exact``, else the samples.
        exact: ``True`` if every deal was counted.
        standard_error: ``0.0`` when exact; else the largest standard error of
            the four estimates (``sqrt(p (1 - p) / deals)`` for each
            probability, the sample standard deviation of the share over
            ``sqrt(deals)`` for the equity).
    """

    win: float
    tie: float
    loss: float
    equity: float
    wins: int
    ties: int
    losses: int
    deals: int
    exact: bool
    standard_error: float = 0.0


def showdown_odds(
    hands: Sequence[str | Iterable[Card | str]],
    *,
    dead: str | Iterable[Card | str] = (),
    rules: Ranking | ShowdownRules | HasRanking = AMERICANA,
    max_exact_deals: int = MAX_EXACT_DEALS,
    samples: int = DEFAULT_SAMPLES,
    seed: int | None = 0,
) -> tuple[PlayerOdds, ...]:
    """Win, tie and loss probabilities of each player at showdown.

    Args:
        hands: one entry per player still in (2 to 6 in 32 cards, the rules reference
            A1; at most ``deck_size // 5``): the player's known cards, 0 to 5,
            as a string (``"AS KD"``) or an iterable of cards or card strings.
            On second street a player holds two cards, on fifth five (A3).
            Give all of a player's cards for an open view (the textbook's), or
            only the up cards when the hole card is unknown: the missing cards
            are dealt from the unseen ones, whatever the count.
        dead: known cards out of play: folded or mucked hands, burnt cards.
        rules: a :class:`~americana.hands.ranking.Ranking` (default
            :data:`~americana.hands.ranking.AMERICANA`; equal hands split, as B4)
            or a :class:`~americana.rules.variants.Variant`, whose ranking and
            showdown tie rule apply (B3, B4, suit order of rule C), or
            anything else with a ``ranking`` (a draw variant), whose ranking
            alone counts. The deck is the ranking's (32 cards for Americana).
        max_exact_deals: count every deal when there are at most this many.
        samples: Monte Carlo deals to draw otherwise (default 1,000,000:
            standard error at most 0.0005).
        seed: seed of the Monte Carlo generator (:func:`numpy.random.
            default_rng`); the same seed gives the same figures. ``None``
            draws fresh entropy.

    Returns:
        A tuple of :class:`PlayerOdds`, in the order of ``hands``.

    Raises:
        InvalidCardError: a card string cannot be read.
        DuplicateCardError: a card given twice, in one hand or across hands
            and ``dead``.
        HandSizeError: a player with more than five cards.
        DeckError: a card not in the ranking's deck, or too few unseen cards
            to complete every hand.
        JokerError: the joker, or a ranking with a joker rule (E8).
        PlayersError: fewer than two players, or more than the deck can deal.
        ValueError: ``samples`` below 1 or ``max_exact_deals`` below 0.

    Example:
        >>> draw, quads = showdown_odds(["AS KS QS JS", "7C 7D 7H 7S 8C"])
        >>> draw.deals, draw.wins, quads.wins  # only the ten of spades beats quads
        (23, 1, 22)
        >>> draw.exact
        True
    """
    table = _table(rules)
    deck_size = table.deck_size
    known, unseen = _known_and_unseen(hands, dead, deck_size)
    if samples < 1 or max_exact_deals < 0:
        raise ValueError(
            f"samples must be >= 1 and max_exact_deals >= 0, not {samples}, "
            f"{max_exact_deals}"
        )
    need = [5 - len(cards) for cards in known]
    if sum(need) > len(unseen):
        raise DeckError(
            f"{len(unseen)} unseen cards cannot complete hands needing {sum(need)}",
            deck_size=deck_size,
            unseen=len(unseen),
            needed=sum(need),
        )
    deals = count_deals(len(unseen), need)
    if deals <= max_exact_deals:
        return _exact(table, known, unseen, need)
    return _sampled(table, known, unseen, need, samples, seed)


def _table(rules: Ranking | ShowdownRules | HasRanking) -> HandTable:
    if isinstance(rules, ShowdownRules):
        return showdown_table(rules)
    return hand_table(table_ranking(rules))


def _known_and_unseen(
    hands: Sequence[str | Iterable[Card | str]],
    dead: str | Iterable[Card | str],
    deck_size: int,
) -> tuple[list[npt.NDArray[np.int8]], npt.NDArray[np.int8]]:
    """Card indices of each hand, and the sorted indices nobody holds."""
    if isinstance(hands, str):
        raise TypeError("hands is one entry per player, not one string")
    hands = list(hands)
    maximum = deck_size // 5
    if not 2 <= len(hands) <= maximum:
        raise PlayersError(
            f"{len(hands)} players: 2 to {maximum} can play with {deck_size} cards",
            players=len(hands),
            maximum=maximum,
        )
    known = [card_indices(cards, deck_size) for cards in hands]
    for player, cards in enumerate(known):
        if len(cards) > 5:
            raise HandSizeError(
                f"player {player} has {len(cards)} cards; a stud hand has five",
                size=len(cards),
                player=player,
            )
    seen: set[int] = set()
    for index in np.concatenate([*known, card_indices(dead, deck_size)]).tolist():
        if index in seen:
            card = str(make_deck(deck_size)[index])
            raise DuplicateCardError(f"card given twice: {card}", token=card)
        seen.add(index)
    unseen = np.array(sorted(set(range(deck_size)) - seen), dtype=np.int8)
    return known, unseen


class _Tally:
    """Wins, ties and pot shares per player, summed over blocks of deals.

    Shares are kept exactly in units of ``1 / unit`` of a pot, ``unit`` being
    divisible by every possible number of tied players.
    """

    def __init__(self, players: int) -> None:
        self.unit = lcm(*range(1, players + 1))
        self.wins = [0] * players
        self.ties = [0] * players
        self.shares = [0] * players
        self.deals = 0


def _exact(
    table: HandTable,
    known: list[npt.NDArray[np.int8]],
    unseen: npt.NDArray[np.int8],
    need: list[int],
) -> tuple[PlayerOdds, ...]:
    """Count every deal; see the module docstring."""
    players = len(known)
    completions = [
        table.completions(cards, unseen, k)
        for cards, k in zip(known, need, strict=True)
    ]
    # Deal the player with the most completions last: that level is the
    # broadcast one. ``order`` maps dealing position to player.
    last = max(range(players), key=lambda p: len(completions[p][0]))
    order = [p for p in range(players) if p != last] + [last]
    levels = [completions[p] for p in order]
    tally = _Tally(players)
    masks, values = levels[0]
    _deal(levels, 1, masks, values[:, None], tally)
    result = _results(tally, exact=True)
    return tuple(result[order.index(p)] for p in range(players))


def _deal(
    levels: list[tuple[npt.NDArray[np.uint64], npt.NDArray[np.int32]]],
    level: int,
    partial_masks: npt.NDArray[np.uint64],
    partial_values: npt.NDArray[np.int32],
    tally: _Tally,
) -> None:
    """Extend partial deals (cards of the first ``level`` players) by one player.

    ``partial_masks`` has shape ``(m,)``, ``partial_values`` ``(m, level)``.
    """
    masks, values = levels[level]
    final = level == len(levels) - 1
    step = max(1, _BLOCK // len(masks))
    for start in range(0, len(partial_masks), step):
        block = slice(start, start + step)
        free = (partial_masks[block, None] & masks[None, :]) == 0
        if final:
            _count(partial_values[block], values, free, tally)
            continue
        rows, cols = np.nonzero(free)
        _deal(
            levels,
            level + 1,
            partial_masks[block][rows] | masks[cols],
            np.concatenate([partial_values[block][rows], values[cols, None]], axis=1),
            tally,
        )


def _count(
    before: npt.NDArray[np.int32],
    last: npt.NDArray[np.int32],
    free: npt.NDArray[np.bool_],
    tally: _Tally,
) -> None:
    """Add the deals of one block to ``tally``.

    ``before``: ``(m, p)`` values of the first ``p`` players' hands;
    ``last``: ``(j,)`` values of the last player's completions; ``free``:
    ``(m, j)``, whether completion ``j`` is disjoint from partial deal ``m``.
    """
    best = before.max(axis=1)
    at_best = before == best[:, None]
    level = at_best.sum(axis=1)  # players at the best value before the last
    above = np.count_nonzero(free & (last[None, :] > best[:, None]), axis=1)
    equal = np.count_nonzero(free & (last[None, :] == best[:, None]), axis=1)
    below = np.count_nonzero(free, axis=1) - above - equal
    unit = tally.unit
    # A pot share in 1/unit: alone at the top, or tied with `level` others.
    share_below = unit // level  # the last hand is below the best
    share_equal = unit // (level + 1)  # the last hand ties the best
    p = before.shape[1]
    n_above = int(above.sum())
    tally.deals += n_above + int(equal.sum() + below.sum())
    # The last player: alone on top when above, one of level + 1 when equal.
    tally.wins[p] += n_above
    tally.ties[p] += int(equal.sum())
    tally.shares[p] += n_above * unit + int((equal * share_equal).sum())
    alone = level == 1
    for i in range(p):
        top = at_best[:, i]
        sole, shared = top & alone, top & ~alone
        tally.wins[i] += int(below[sole].sum())
        tally.ties[i] += int(equal[sole].sum() + (below + equal)[shared].sum())
        tally.shares[i] += int(
            (below[top] * share_below[top] + equal[top] * share_equal[top]).sum()
        )


def _sampled(
    table: HandTable,
    known: list[npt.NDArray[np.int8]],
    unseen: npt.NDArray[np.int8],
    need: list[int],
    samples: int,
    seed: int | None,
) -> tuple[PlayerOdds, ...]:
    """Monte Carlo: ``samples`` uniform deals of the unseen cards."""
    rng = np.random.default_rng(seed)
    players = len(known)
    tally = _Tally(players)
    squares = [0] * players  # sum of squared shares, in unit**2
    starts = np.cumsum([0, *need])
    done = 0
    while done < samples:
        size = min(_SAMPLE_BLOCK, samples - done)
        drawn = rng.permuted(np.tile(unseen, (size, 1)), axis=1)
        values = np.empty((players, size), dtype=np.int32)
        for p, cards in enumerate(known):
            fixed = np.broadcast_to(cards, (size, len(cards)))
            hand = np.concatenate([fixed, drawn[:, starts[p] : starts[p + 1]]], axis=1)
            values[p] = table.lookup(hand)
        best = values.max(axis=0)
        at_best = values == best
        level = at_best.sum(axis=0)
        share = np.where(at_best, tally.unit // level, 0)
        for p in range(players):
            tally.wins[p] += int(np.count_nonzero(at_best[p] & (level == 1)))
            tally.ties[p] += int(np.count_nonzero(at_best[p] & (level > 1)))
            tally.shares[p] += int(share[p].sum())
            squares[p] += int((share[p].astype(np.int64) ** 2).sum())
        tally.deals += size
        done += size
    results = _results(tally, exact=False)
    out = []
    n = tally.deals
    for p, result in enumerate(results):
        mean = tally.shares[p] / tally.unit / n
        var = max(0.0, squares[p] / tally.unit**2 / n - mean**2)
        errors = [sqrt(q * (1 - q) / n) for q in (result.win, result.tie, result.loss)]
        errors.append(sqrt(var / n))
        out.append(replace(result, standard_error=max(errors)))
    return tuple(out)


def _results(tally: _Tally, *, exact: bool) -> list[PlayerOdds]:
    n = tally.deals
    out = []
    for wins, ties, shares in zip(tally.wins, tally.ties, tally.shares, strict=True):
        losses = n - wins - ties
        out.append(
            PlayerOdds(
                win=wins / n,
                tie=ties / n,
                loss=losses / n,
                equity=shares / tally.unit / n,
                wins=wins,
                ties=ties,
                losses=losses,
                deals=n,
                exact=exact,
            )
        )
    return out


def deal_count(hands_known: Sequence[int], *, unseen: int) -> int:
    """How many deals complete hands holding ``hands_known`` cards each.

    ``deal_count([2, 2], unseen=28)`` is 7,534,800 (heads-up, second street,
    32 cards). Compare with :data:`MAX_EXACT_DEALS`.

    Example:
        >>> deal_count([2, 2], unseen=28)
        7534800
    """
    return count_deals(unseen, [5 - k for k in hands_known])
