"""The coach's numbers: the reader's chances against what the reader can see.

On the reader's turn, :func:`coach` answers three questions about the seat
to act, in pure Python (no numpy: the book's in-browser engine runs it):

* how often the seat's hand would win the showdown, and how often it would
  split it, if every live hand went to the showdown (:attr:`Advice.win`,
  :attr:`Advice.split`, :attr:`Advice.equity`);
* what a call costs, as a share of the pot it would then play for: the pot
  odds (:attr:`Advice.to_call`, :attr:`Advice.pot`, :attr:`Advice.pot_odds`);
* whether the chance is higher than the price (:attr:`Advice.verdict`).

**What the reader can see.** Stud (rule A3): the seat's own cards, hole card
included; every opponent's up cards; the up cards of folded players, which
are out of play. Each live opponent's hole card and every card still to come
(to every live player, the seat too) are dealt from the cards the seat has
not seen; a stud hand is the player's own five cards, with no community
cards. Draw poker (D4, D6, E2, E4): the seat's own five cards, and the cards
it discarded (out of play: "a player can never take back his own discards",
E4; after a reshuffle of the discards, D6, E4, they count as unseen again,
unless they are a jackpots opener's, set aside to prove the openers, E7).
Nothing of the opponents' cards: each live opponent's five cards are dealt
from the unseen ones. Before the draw each hand is counted as it stands,
that is, as if every player stood pat: the draw (D6, E4) changes hands in
ways that depend on choices nobody knows yet, and the seat's own draw is
the question the reader is deciding; after the draw, the final hands (how
many cards each opponent drew is not used). In both games only cards
count, never the betting: every unseen card is as likely as any other in
every hand, whatever the opponents did.

**How hands compare.** As the engine awards pots: stud by the variant's
ranking and tie rule (B1; B3's suits or B4's split, suits in the order of
rule C), the same order as :func:`americana.hands.showdown.showdown_strength`;
draw poker by the ranking of the deck in play (D1, D2, D3), the joker by the
ranking's rule (E8), equal hands splitting (D8, E6). The seat **wins** when
its hand is strictly better than every other live hand, **splits** when it
ties for the best (with ``k`` hands tied, a ``1/k`` share of the pot in
:attr:`Advice.equity`, A11), and loses otherwise. A false opener's dead hand
(E7) and side pots (A12) are not modelled: every live hand plays for one pot.

**Exact or estimated.** Every deal of the unseen cards to the live hands
is counted when the work of counting them (:meth:`_Plan.work`, an estimate
of CPython's time) fits :data:`EXACT_BUDGET`: the later streets and few
players (heads-up from third street, three players from fourth, four or more
on fifth; draw poker heads-up with 28 cards, D1). The count enumerates the
completions of every hand but the last and counts the last hand's
completions by rank, with inclusion and exclusion over the cards already
dealt, so even a million deals take milliseconds; the figures are then
exact fractions (:attr:`Advice.win_fraction`...). Otherwise
:data:`SAMPLES` deals are drawn at random with a seeded
:class:`random.Random`, enough for +-1 percentage point at 95% confidence
(:attr:`Advice.margin`), and the figures are labelled an estimate. The seed
is hashed with SHA-256, never :func:`hash`, and only ordered containers are
used, so CPython and Pyodide give the same numbers for the same seed.

Hands are scored by a small table built lazily once per process (per
ranking, tie rule and suit order): its key is the rank multiset and whether
the five cards share a suit; where the tie rule reads suits (B3), the suit
of the one card that breaks ties
(:func:`americana.hands.showdown.tiebreak_card`) is added. The tests hold
the scores to the engine's :func:`~americana.hands.showdown.showdown_strength`
and :func:`~americana.hands.evaluation.evaluate`.
"""

from __future__ import annotations

import hashlib
import random
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import comb, lcm, perm, sqrt

from americana.cards import Card, Suit, make_deck
from americana.hands.classify import classify
from americana.hands.evaluation import ranking_of
from americana.hands.multiset_counts import count_deals
from americana.hands.ranking import Category, Ranking
from americana.hands.showdown import ShowdownRules, ShowdownTie
from americana.hands.wild import best_substitute
from americana.play.betting import ActionError, ActionKind, SetupError
from americana.play.draw import DrawHand
from americana.play.events import EventKind
from americana.play.hand_actions import BettingHand
from americana.play.hand_base import Phase
from americana.play.pots import hand_pots
from americana.play.stud import Hand

__all__ = [
    "EXACT_BUDGET",
    "SAMPLES",
    "Advice",
    "Odds",
    "Verdict",
    "coach",
    "seat_odds",
    "verdict",
]

#: Most work units an exact count may take (:meth:`_Plan.work`: about a
#: nanosecond of CPython each): 75 ms of CPython, at most 300 ms in Pyodide,
#: which runs pure Python two to four times slower.
EXACT_BUDGET = 75_000_000
#: Deals drawn for an estimate: 1.96 x 0.5 / sqrt(10,000) = 0.0098, so every
#: estimated probability is within +-1 percentage point at 95% confidence
#: (9,604 would do for exactly 1 point).
SAMPLES = 10_000
#: The normal quantile of a two-sided 95% interval.
Z95 = 1.96


class Verdict(Enum):
    """What the chance says about the price of a call. Values are identifiers."""

    #: The seat's share of the pot (:attr:`Advice.equity`) is above the pot
    #: odds: calling wins chips in the long run.
    CALL_PAYS = "call_pays"
    #: The share is below the pot odds: calling loses chips in the long run.
    CALL_COSTS = "call_costs"
    #: The share equals the pot odds (exact figures), or an estimate is
    #: within its margin of them: calling about breaks even.
    CLOSE = "close"
    #: Nothing to call: the seat may check, must bring in or is drawing.
    NOTHING_TO_CALL = "nothing_to_call"


@dataclass(frozen=True)
class Odds:
    """The seat's chances at showdown against every live hand.

    Attributes:
        win: probability that the seat's hand alone is the best (0..1).
        split: probability that it ties for the best.
        equity: expected share of the pot, 0..1: a win is 1, a tie of ``k``
            hands ``1/k`` (A11).
        exact: ``True`` if every deal was counted.
        margin: half-width of the 95% interval of each estimate, in
            probability units (0.0098 for 10,000 samples); 0 when exact.
        deals: every way to deal the unseen cards to the live hands.
        samples: deals drawn for an estimate; 0 when exact.
        win_fraction, split_fraction, equity_fraction: the exact values as
            fractions, ``None`` for an estimate.
        hands: live hands compared, the seat's included.
    """

    win: float
    split: float
    equity: float
    exact: bool
    margin: float
    deals: int
    samples: int
    win_fraction: Fraction | None
    split_fraction: Fraction | None
    equity_fraction: Fraction | None
    hands: int


@dataclass(frozen=True)
class Advice(Odds):
    """The coach's numbers on the seat's turn: :class:`Odds` and the price.

    Attributes:
        seat: the seat the advice is for (the seat to act).
        to_call: chips the seat must add to call; 0 when there is no bet to
            call (a check, the bring-in, the draw). Less than the bet when
            the seat has fewer chips (an all-in call, A12).
        pot: chips the call would play for besides itself: every pot the seat
            could win after calling (A12), its own chips already in them
            included, the bets of the round and chips carried in (D8, E7)
            too. Bets still to come are not counted (direct pot odds).
        pot_odds: the share of the final pot the call costs,
            ``to_call / (pot + to_call)``; 0 when there is nothing to call.
        verdict: :class:`Verdict`, from :attr:`equity` against
            :attr:`pot_odds`.
    """

    seat: int = 0
    to_call: int = 0
    pot: int = 0
    pot_odds: float = 0.0
    verdict: Verdict = Verdict.NOTHING_TO_CALL


def coach(
    hand: BettingHand,
    seat: int,
    *,
    seed: int | str = 0,
    budget: int = EXACT_BUDGET,
    samples: int = SAMPLES,
) -> Advice:
    """The coach's numbers for ``seat``, the seat to act, in a stud or draw hand.

    What the seat can see, how hands compare and when the figures are exact
    is in the module's docstring. The hand is only read, never changed.

    Args:
        hand: a :class:`~americana.play.stud.Hand` (Americana, rule A) or a
            :class:`~americana.play.draw.DrawHand` (rule D, E), in its
            betting rounds or its draw.
        seat: the seat to act (:attr:`hand.turn`).
        seed: seeds the sample when the count is not exact; an int or a
            string, hashed with SHA-256. The same seed gives the same
            figures, in CPython and in Pyodide.
        budget: most work units for an exact count (:data:`EXACT_BUDGET`);
            0 always samples.
        samples: deals drawn for an estimate (:data:`SAMPLES`: +-1 point).

    Returns:
        An :class:`Advice`.

    Raises:
        SetupError: ``"seat.unknown"``, a seat not dealt in
            (``params["seat"]``).
        ActionError: ``"hand.finished"``, the hand is over;
            ``"betting.over"``, the showdown has begun (A10, D7);
            ``"action.out_of_turn"``, ``seat`` is not the seat to act
            (``params["seat"]``, ``params["turn"]``).
        ValueError: ``samples`` below 1 or ``budget`` below 0.
    """
    if seat not in hand.seats:
        raise SetupError(
            "seat.unknown", f"seat {seat} is not dealt in this hand", seat=seat
        )
    if hand.phase is Phase.FINISHED:
        raise ActionError("hand.finished", "the hand is over")
    if hand.phase is Phase.SHOWDOWN:
        raise ActionError("betting.over", "the showdown has begun")
    if seat != hand.turn:
        raise ActionError(
            "action.out_of_turn",
            f"seat {seat} is not the seat to act",
            seat=seat,
            turn=hand.turn,
        )
    own, opponents, dead, rules = _what_the_seat_sees(hand, seat)
    odds = seat_odds(
        own,
        opponents,
        dead=dead,
        rules=rules,
        seed=seed,
        budget=budget,
        samples=samples,
    )
    to_call = _to_call(hand)
    pot = _pot(hand, seat, to_call)
    return _advice(odds, seat, to_call, pot)


def _what_the_seat_sees(
    hand: BettingHand, seat: int
) -> tuple[
    tuple[Card, ...], list[tuple[Card, ...]], list[Card], ShowdownRules | Ranking
]:
    """The seat's cards, each live opponent's known cards, the dead cards, the rules."""
    live = [s for s in hand.seats if s not in hand.folded and s != seat]
    if isinstance(hand, DrawHand):
        nothing: list[tuple[Card, ...]] = [() for _ in live]
        return hand.cards(seat), nothing, _own_discards(hand, seat), hand.ranking
    stud = Hand.cast(hand)
    dead = [c for s in hand.seats if s in hand.folded for c in stud.up_cards(s)]
    opponents = [stud.up_cards(s) for s in live]
    return stud.cards(seat), opponents, dead, stud.variant


def _own_discards(hand: DrawHand, seat: int) -> list[Card]:
    """The seat's discards still out of play (E4), see the module docstring."""
    discards: list[Card] = []
    for event in hand.events:
        if event.kind is EventKind.DRAW and event.seat == seat:
            discards.extend(event.cards)
        elif event.kind is EventKind.STOCK_RESHUFFLED:
            discards.clear()  # the muck went back into the stock (D6, E4)
    if hand.variant.openers and hand.opener == seat:
        # E7: the opener's discards are set aside, never reshuffled.
        discards = [
            c
            for e in hand.events
            if e.kind is EventKind.DRAW and e.seat == seat
            for c in e.cards
        ]
    return discards


def _to_call(hand: BettingHand) -> int:
    """Chips the seat to act must add to call, 0 if a call is not among its actions."""
    for action in hand.legal_actions():
        if action.kind is ActionKind.CALL and action.minimum is not None:
            return action.minimum
    return 0


def _pot(hand: BettingHand, seat: int, to_call: int) -> int:
    """Chips in the pots the seat could win after calling, its call left out (A12)."""
    chips = hand.contributions
    chips[seat] = chips.get(seat, 0) + to_call
    pots = hand_pots(
        chips,
        hand.folded,
        carry_in=hand.carry_in,
        carry_in_shares=hand.carry_in_shares,
    )
    return sum(p.amount for p in pots if seat in p.eligible) - to_call


def verdict(odds: Odds, to_call: int, pot: int) -> Verdict:
    """What the chance says about the price of a call of ``to_call`` chips
    for a pot of ``pot`` chips (besides the call).

    The price is the pot odds, ``to_call / (pot + to_call)``: the share of the
    final pot the call pays for. A call pays in the long run when the seat's
    expected share of the pot (:attr:`Odds.equity`) is above it. Exact
    figures are compared as fractions, equal ones are :attr:`Verdict.CLOSE`;
    an estimate within :attr:`Odds.margin` of the price is too close to tell.
    """
    if to_call <= 0:
        return Verdict.NOTHING_TO_CALL
    price = Fraction(to_call, pot + to_call)
    if odds.equity_fraction is not None:
        diff = odds.equity_fraction - price
        close = diff == 0
    else:
        diff = Fraction(odds.equity) - price
        close = abs(diff) <= Fraction(odds.margin)
    if close:
        return Verdict.CLOSE
    return Verdict.CALL_PAYS if diff > 0 else Verdict.CALL_COSTS


def _advice(odds: Odds, seat: int, to_call: int, pot: int) -> Advice:
    """``odds`` with the price of the call and the verdict."""
    price = Fraction(to_call, pot + to_call) if to_call > 0 else Fraction(0)
    return Advice(
        win=odds.win,
        split=odds.split,
        equity=odds.equity,
        exact=odds.exact,
        margin=odds.margin,
        deals=odds.deals,
        samples=odds.samples,
        win_fraction=odds.win_fraction,
        split_fraction=odds.split_fraction,
        equity_fraction=odds.equity_fraction,
        hands=odds.hands,
        seat=seat,
        to_call=max(0, to_call),
        pot=pot,
        pot_odds=float(price),
        verdict=verdict(odds, to_call, pot),
    )


# -- the odds --------------------------------------------------------------------------


def seat_odds(
    own: Iterable[Card],
    opponents: Sequence[Iterable[Card]],
    *,
    dead: Iterable[Card] = (),
    rules: ShowdownRules | Ranking,
    seed: int | str = 0,
    budget: int = EXACT_BUDGET,
    samples: int = SAMPLES,
) -> Odds:
    """The chances of one hand against the others, every unseen card considered.

    Args:
        own: the seat's known cards, 0 to 5 (a stud hand on third street: the
            hole card and two up cards; a draw hand: its five).
        opponents: one entry per live opponent: the cards the seat sees of it
            (its up cards in stud, nothing in draw poker), 0 to 5.
        dead: cards the seat knows are out of play (folded players' up cards,
            its own discards).
        rules: a stud :class:`~americana.rules.variants.Variant` (its ranking,
            tie rule and suit order: B1, B3, B4, C; the deck of A1, no joker)
            or a :class:`~americana.hands.ranking.Ranking` (draw poker: equal
            hands split, D8, E6; the deck has the joker when the ranking has a
            joker rule, E8).
        seed, budget, samples: as for :func:`coach`.

    Every hand is completed to five cards from the unseen ones: the deck of
    ``rules`` without ``own``, the opponents' cards and ``dead``.

    Raises:
        ValueError: ``samples`` below 1, ``budget`` below 0, a card given
            twice or outside the deck, a hand of more than five cards, or too
            few unseen cards to complete the hands.
    """
    if samples < 1 or budget < 0:
        raise ValueError(f"samples must be >= 1 and budget >= 0: {samples}, {budget}")
    ranking = ranking_of(rules)
    if isinstance(rules, Ranking):
        tie = ShowdownTie.SPLIT
        suits: tuple[int, ...] = (0, 0, 0, 0)
        jokers = 0 if ranking.joker is None else 1
    else:
        tie = rules.showdown_tie
        suits = tuple(rules.suit_strength(s) for s in _SUITS)
        jokers = 0  # a stud deck has no joker (A1)
    scorer = _scorer(ranking, tie, suits, jokers)
    index = scorer.index
    hands = [tuple(own), *(tuple(o) for o in opponents)]
    known: list[tuple[int, ...]] = []
    seen: set[int] = set()
    for cards in [*hands, tuple(dead)]:
        ids = []
        for card in cards:
            i = index.get(card)
            if i is None or i in seen:
                raise ValueError(f"{card} is given twice or is not in the deck")
            seen.add(i)
            ids.append(i)
        known.append(tuple(ids))
    known.pop()  # the dead cards
    if any(len(k) > 5 for k in known):
        raise ValueError("a hand has at most five cards")
    need = [5 - len(k) for k in known]
    unseen = [i for i in range(len(scorer.deck)) if i not in seen]
    if sum(need) > len(unseen):
        raise ValueError(f"{len(unseen)} unseen cards cannot complete the hands")
    deals = count_deals(len(unseen), need)
    if len(known) == 1:  # nobody else: the pot is the seat's
        one = Fraction(1)
        return Odds(1.0, 0.0, 1.0, True, 0.0, deals, 0, one, Fraction(0), one, 1)
    plan = _Plan(scorer, known, need, unseen)
    if plan.work() <= budget:
        return plan.exact(deals)
    return plan.sampled(deals, samples, _seed_int(seed))


_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


def _seed_int(seed: int | str) -> int:
    """A 64-bit seed from an int or a string, the same on every platform."""
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        raise TypeError(f"a seed is an int or a string, not {seed!r}")
    text = f"{type(seed).__name__}:{seed}".encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big")


# -- scoring hands ---------------------------------------------------------------------

#: Bits of a card value below its rank counts: three per suit (how many).
_SUIT_PART = 12
#: The joker's card value: a bit above every rank count (E8).
_JOKER_VALUE = 1 << 60
#: The suit counts that set a hand's flag: five of one suit (a flush), or
#: four and the joker, which never has a suit.
_FLAGS = frozenset(n << (3 * i) for n in (4, 5) for i in range(4))
#: Bits of one rank and of one suit strength in a hand's key.
_RANK_BITS = 4
_SUIT_BITS = 3
#: How many leading ranks are the pairs, for B3's worked example (SUIT_OF_KICKER).
_PAIRS = {Category.ONE_PAIR: 1, Category.TWO_PAIR: 2}
#: The categories whose suit never breaks a tie (B3): nothing to look up.
_NO_TIEBREAK = frozenset(
    {
        Category.FULL_HOUSE,
        Category.THREE_OF_A_KIND,
        Category.FOUR_OF_A_KIND,
        Category.FIVE_OF_A_KIND,
    }
)


class _Scorer:
    """Scores five card indices with one int: bigger wins, equal splits.

    The int orders hands as :func:`~americana.hands.showdown.showdown_strength`
    does under ``tie`` (stud) and as
    :attr:`~americana.hands.evaluation.HandValue.key` does under
    :attr:`ShowdownTie.SPLIT` (draw poker): the category's strength, then
    the ranks four bits each, with the tie-breaking suit (B3) in three bits
    where the tie rule puts it, padded to one width for every category.

    :attr:`key` adds five card values: three bits per rank (how many cards
    of it) above three bits per suit (how many of it), and a bit of its own
    for the joker. The suits give one flag, five of a suit (a flush) or,
    with the joker, four of a suit; the ranks and the flag are the key of a
    table filled as hands come, one :func:`~americana.hands.classify.classify`
    (or :func:`~americana.hands.wild.best_substitute`) per new entry.
    """

    def __init__(
        self,
        ranking: Ranking,
        tie: ShowdownTie,
        suits: tuple[int, ...],
        jokers: int,
    ) -> None:
        self.ranking = ranking
        self.tie = tie
        self.deck: tuple[Card, ...] = make_deck(ranking.deck_size, jokers=jokers)
        self.index: dict[Card, int] = {c: i for i, c in enumerate(self.deck)}
        plain = [c for c in self.deck if not c.is_joker]
        self.rank = [c.rank for c in plain] + [0] * jokers
        self.suit = [suits[_SUITS.index(c.suit)] for c in plain] + [0] * jokers
        self.value = [
            (1 << (_SUIT_PART + 1 + 3 * (c.rank - 2)))
            | (1 << (3 * _SUITS.index(c.suit)))
            for c in plain
        ] + [_JOKER_VALUE] * jokers
        #: (rank counts, flag) -> (key without suit, tie rank, suit's shift).
        self.table: dict[int, tuple[int, int, int]] = {}
        #: The key of five card indices (a list or tuple).
        self.key: Callable[[Sequence[int]], int] = self._make_key()

    def _make_key(self) -> Callable[[Sequence[int]], int]:
        """The key function, its look-ups bound to local names for speed."""
        value, table, entry_of = self.value, self.table, self._entry
        flags, low = _FLAGS, (1 << _SUIT_PART) - 1
        rank, suit = self.rank, self.suit

        def key(hand: Sequence[int]) -> int:
            a, b, c, d, e = hand
            k = value[a] + value[b] + value[c] + value[d] + value[e]
            k = (k >> _SUIT_PART) | ((k & low) in flags)
            entry = table.get(k)
            if entry is None:
                entry = table[k] = entry_of(hand)
            base, tie_rank, shift = entry
            if tie_rank:
                for x in hand:
                    if rank[x] == tie_rank:
                        return base | (suit[x] << shift)
            return base

        return key

    def _entry(self, hand: Sequence[int]) -> tuple[int, int, int]:
        """The table's entry for the ranks and suits of ``hand``."""
        ranking = self.ranking
        cards = [x for x in hand if self.value[x] != _JOKER_VALUE]
        suited = len({self.value[x] & ((1 << _SUIT_PART) - 1) for x in cards}) == 1
        ranks = [self.rank[x] for x in cards]
        if len(cards) < 5:  # the joker: the best it can stand for (E8)
            category, tie_ranks, _, _ = best_substitute(
                tuple(sorted(ranks)), suited, ranking
            )
            return self._layout(category, tie_ranks)[0], 0, 0
        category, tie_ranks = classify(
            ranks, suited, lowest=ranking.lowest_rank, ace_low=ranking.ace_low
        )
        return self._layout(category, tie_ranks)

    def _layout(
        self, category: Category, ranks: tuple[int, ...]
    ) -> tuple[int, int, int]:
        """``(key with suit 0, rank of the tie-breaking card or 0, its suit's shift)``.

        The fields, as :func:`~americana.hands.showdown.showdown_strength`
        orders them: strength, ranks, suit (B3, KICKER_RANK_THEN_SUIT); for a
        pair or two pair under SUIT_OF_KICKER the pair ranks, the suit, the
        kickers; under SPLIT (B4, draw poker) the suit is always 0.
        """
        tie = self.tie
        tie_rank = 0
        first: tuple[int, ...] = ranks
        second: tuple[int, ...] = ()
        if tie is not ShowdownTie.SPLIT and category not in _NO_TIEBREAK:
            pairs = _PAIRS.get(category, 0)
            tie_rank = ranks[{1: 1, 2: 2}.get(pairs, 0)]
            if tie is ShowdownTie.SUIT_OF_KICKER and pairs:
                first, second = ranks[:pairs], ranks[pairs:]
        value = self.ranking.strength(category)
        for r in first:
            value = (value << _RANK_BITS) | r
        value <<= _SUIT_BITS
        for r in second:
            value = (value << _RANK_BITS) | r
        pad = _RANK_BITS * (5 - len(ranks))
        shift = _RANK_BITS * len(second) + pad
        return value << pad, tie_rank, shift


@lru_cache(maxsize=32)
def _scorer(
    ranking: Ranking, tie: ShowdownTie, suits: tuple[int, ...], jokers: int
) -> _Scorer:
    """One scorer per ranking, tie rule, suit order and deck, kept for the process."""
    return _Scorer(ranking, tie, suits, jokers)


# -- counting and sampling -------------------------------------------------------------


class _Plan:
    """The hands to complete: the seat's first, then the opponents'.

    ``known[i]`` are card indices, ``need[i]`` the cards still to come to
    hand ``i``, ``unseen`` the indices they come from (ascending).
    """

    def __init__(
        self,
        scorer: _Scorer,
        known: list[tuple[int, ...]],
        need: list[int],
        unseen: list[int],
    ) -> None:
        self.scorer = scorer
        self.known = known
        self.need = need
        self.unseen = unseen
        self.hands = len(known)
        #: Pot shares are counted in 1/unit of a pot (ties of up to n hands).
        self.unit = lcm(*range(1, self.hands + 1))

    # -- exact -------------------------------------------------------------------------

    def work(self) -> int:
        """The cost of :meth:`exact` in work units (about a nanosecond of CPython).

        Each hand scored about 1,000; each completion of the last hand indexed
        under a set of its cards 500; each completion looked at in the
        enumeration 60; each partial deal (every hand but the last dealt) 600,
        and 250 for each look-up of its cards. A bound: the count skips the
        look-ups of a partial deal the seat has lost already.
        """
        u, need = len(self.unseen), self.need
        scored = sum(comb(u, k) for k in need)
        before = sum(need[:-1])
        last = need[-1]
        depth = min(last, before)
        indexed = comb(u, last) * sum(comb(last, j) for j in range(1, depth + 1))
        looked = sum(comb(before, j) for j in range(depth + 1))
        visited, partial, left = 0, 1, u
        for k in need[:-1]:
            visited += partial * comb(u, k)
            partial *= comb(left, k)
            left -= k
        return (
            1000 * scored
            + 500 * indexed
            + 60 * visited
            + partial * (600 + 250 * looked)
        )

    def _completions(self, i: int) -> list[tuple[int, int, tuple[int, ...]]]:
        """``(card mask, key, each card's bit)`` of every way to complete hand ``i``."""
        key, known = self.scorer.key, self.known[i]
        out = []
        for cards in combinations(self.unseen, self.need[i]):
            bits = tuple(1 << x for x in cards)
            out.append((sum(bits), key(known + cards), bits))
        return out

    def exact(self, deals: int) -> Odds:
        """Count every deal (see the module docstring)."""
        hands, unit = self.hands, self.unit
        levels = [self._completions(i) for i in range(hands - 1)]
        last = self.need[-1]
        before = sum(self.need[:-1])
        depth = min(last, before)
        # The last hand's keys, sorted: all of them, and those of the
        # completions holding each set of up to ``depth`` given cards.
        by_cards: dict[int, list[int]] = {}
        if depth:
            every = []
            for _, value, bits in self._completions(hands - 1):
                every.append(value)
                for j in range(1, depth + 1):
                    for sub in combinations(bits, j):
                        by_cards.setdefault(sum(sub), []).append(value)
        else:  # nothing dealt before the last hand: its keys alone
            key, known = self.scorer.key, self.known[-1]
            every = [key(known + c) for c in combinations(self.unseen, last)]
        every.sort()
        for values in by_cards.values():
            values.sort()
        left = len(self.unseen)
        tally = [0, 0, 0, 0]  # wins, splits, shares (1/unit), deals

        def count_last(used: list[int], s: int, m: int, e: int) -> None:
            """Add the last hand's completions apart from ``used`` (the bits
            of the cards dealt already); ``s`` is the seat's key, ``m`` the
            best other key so far (-1: none), ``e`` how many hands hold it."""
            free = comb(left - len(used), last)
            tally[3] += free
            if m > s:
                return
            below = bisect_left(every, s)
            upto = bisect_right(every, s)
            for j in range(1, depth + 1):
                sign = -1 if j % 2 else 1
                for sub in combinations(used, j):
                    values = by_cards.get(sum(sub))
                    if values:
                        below += sign * bisect_left(values, s)
                        upto += sign * bisect_right(values, s)
            equal = upto - below
            if m < s:
                tally[0] += below
                tally[1] += equal
                tally[2] += below * unit + equal * (unit // 2)
            else:
                tally[1] += below + equal
                tally[2] += below * (unit // (1 + e)) + equal * (unit // (2 + e))

        def deal(
            level: int, used_mask: int, used: list[int], s: int, m: int, e: int
        ) -> None:
            if level == len(levels):
                count_last(used, s, m, e)
                return
            for mask, value, bits in levels[level]:
                if mask & used_mask:
                    continue
                if level == 0:
                    deal(1, mask, list(bits), value, -1, 0)
                    continue
                if value > m:
                    m2, e2 = value, 1
                elif value == m:
                    m2, e2 = m, e + 1
                else:
                    m2, e2 = m, e
                deal(level + 1, used_mask | mask, used + list(bits), s, m2, e2)

        deal(0, 0, [], -1, -1, 0)
        wins, splits, shares, counted = tally
        assert counted == deals, (counted, deals)
        win = Fraction(wins, deals)
        split = Fraction(splits, deals)
        equity = Fraction(shares, unit * deals)
        return Odds(
            win=float(win),
            split=float(split),
            equity=float(equity),
            exact=True,
            margin=0.0,
            deals=deals,
            samples=0,
            win_fraction=win,
            split_fraction=split,
            equity_fraction=equity,
            hands=hands,
        )

    # -- sampled -----------------------------------------------------------------------

    def sampled(self, deals: int, samples: int, seed: int) -> Odds:
        """Draw ``samples`` deals uniformly with ``random.Random(seed)``.

        Each deal is a partial Fisher-Yates shuffle of the unseen cards. Its
        choices are the mixed-radix digits of one uniform integer below
        ``perm(unseen, dealt)``, drawn with ``getrandbits`` and rejection, so
        the same seed gives the same deals wherever the Mersenne Twister
        does (CPython, Pyodide), with no floating point.
        """
        rng = random.Random(seed)
        getrandbits = rng.getrandbits
        key = self.scorer.key
        pool = list(self.unseen)
        total = sum(self.need)
        orders = perm(len(pool), total)
        width = orders.bit_length()
        spans = [(i, len(pool) - i) for i in range(total)]
        starts = [sum(self.need[:i]) for i in range(self.hands)]
        slots = [
            (list(k), a, a + n)
            for k, a, n in zip(self.known, starts, self.need, strict=True)
        ]
        own, a0, b0 = slots[0]
        fixed = key(own) if a0 == b0 else -1
        others = slots[1:]
        unit = self.unit
        wins = splits = shares = 0
        for _ in range(samples):
            r = getrandbits(width)
            while r >= orders:
                r = getrandbits(width)
            for i, n in spans:
                r, j = divmod(r, n)
                j += i
                pool[i], pool[j] = pool[j], pool[i]
            s = fixed if fixed >= 0 else key(own + pool[a0:b0])
            best, tied = -1, 0
            for cards, a, b in others:
                v = key(cards + pool[a:b])
                if v > best:
                    best, tied = v, 1
                elif v == best:
                    tied += 1
            if s > best:
                wins += 1
                shares += unit
            elif s == best:
                splits += 1
                shares += unit // (tied + 1)
        return Odds(
            win=wins / samples,
            split=splits / samples,
            equity=shares / unit / samples,
            exact=False,
            margin=Z95 * 0.5 / sqrt(samples),
            deals=deals,
            samples=samples,
            win_fraction=None,
            split_fraction=None,
            equity_fraction=None,
            hands=self.hands,
        )
