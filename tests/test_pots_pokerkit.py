"""Differential test of :mod:`americana.play.pots` against PokerKit (rule A12, A13).

PokerKit is a test-only dependency. :data:`SCENARIOS` (1,500) seeded random
hands are played on a real ``pokerkit.State`` (no-limit Texas hold'em: the pot
logic does not depend on the game) with 2-6 players, random starting stacks so
that players go all in for different amounts, an ante of 1 (trimmed, so it is
an ordinary contribution as in Americana) and random folds, calls, bets and
all-ins. Only the betting and the showdown are ours; PokerKit posts, collects,
kills losing hands and pulls chips itself. Cards are chosen so that many hands
tie: the board is ``Ts Jh Qd Kc 2d``, an ace makes the top straight, a nine the
next one, and two cards from 3 to 7 make at most a pair.

Seats are PokerKit's player indices ``0..n-1`` in clockwise order, and the
button is seat ``n-1`` (PokerKit seats the button last, also heads-up). Three
comparisons are made for every hand:

1. Before the showdown, PokerKit's ``state.pots`` (amounts and eligible
   players) equal ours from :func:`build_pots` on the same contributions and
   folds.
2. PokerKit then kills every hand that wins nothing and rebuilds its pots
   without those players (levels with the same eligible players merge); those
   pots equal ours from :func:`build_pots` with the losers counted as folded.
3. Final stacks. PokerKit's odd-chip rule: the whole remainder of a split pot
   goes to the winner with the lowest player index, i.e. the first winner
   clockwise from the button. Ours, :attr:`OddChip.LEFT_OF_BUTTON` (A13),
   deals the remainder one chip at a time in that same order, so the two agree
   whenever the remainder is at most one chip. Final stacks are compared in
   two ways: exactly against our A13 result whenever no odd chip arises in
   either engine (``starting stack - contribution + chips won``); and, for
   every hand, against our awards of PokerKit's post-kill pots with each pot's
   odd chips handed to its first A13 odd-chip winner (PokerKit's convention).
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

import pokerkit
import pytest
from pokerkit import Automation, NoLimitTexasHoldem, StandardHighHand, State

from americana.play.pots import Award, OddChip, Pot, award_pots, build_pots

SCENARIOS = 1_500

BOARD = ("Ts", "Jh", "Qd", "Kc", "2d")
BURNS = ("8c", "8d", "8h")  # hold'em burns a card before each board street
ACES = ["As", "Ah", "Ad", "Ac"]  # ace-high straight with the board
NINES = ["9s", "9h", "9d", "9c"]  # king-high straight with the board
LOW = [rank + suit for rank in "34567" for suit in "shdc"]  # a pair at most

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PULLING,
    Automation.RUNOUT_COUNT_SELECTION,
)


@dataclass(frozen=True)
class Played:
    """One hand played on PokerKit, and what PokerKit made of it."""

    seed: int
    stacks: tuple[int, ...]  # starting stacks, chips
    contributions: dict[int, int]  # chips each player put in, antes included
    folded: frozenset[int]
    strengths: dict[int, StandardHighHand]  # players at the showdown
    pots_before: list[tuple[int, tuple[int, ...]]]  # (amount, eligible)
    pots_after: list[tuple[int, tuple[int, ...]]]  # after losing hands are killed
    final: tuple[int, ...]  # final stacks, chips


def deal_holes(rng: random.Random, count: int) -> list[str]:
    """Two hole cards per player: an ace, a nine or two low cards."""
    aces, nines, low = ACES[:], NINES[:], LOW[:]
    for pile in (aces, nines, low):
        rng.shuffle(pile)
    holes = []
    for _ in range(count):
        pile = rng.choice([aces, nines, low, low])
        first = pile.pop() if pile else low.pop()
        holes.append(first + low.pop())
    return holes


def act(state: State, rng: random.Random) -> None:
    """A random legal fold, check, call, bet, raise or all-in."""
    roll = rng.random()
    if roll < 0.15 and state.can_fold():
        state.fold()
    elif roll < 0.55 and state.can_complete_bet_or_raise_to():
        low = state.min_completion_betting_or_raising_to_amount
        high = state.max_completion_betting_or_raising_to_amount
        assert low is not None and high is not None
        state.complete_bet_or_raise_to(
            high if rng.random() < 0.5 else rng.randint(low, high)
        )
    else:
        state.check_or_call()


def pot_shape(pots: Iterable[pokerkit.Pot]) -> list[tuple[int, tuple[int, ...]]]:
    """PokerKit's pots as (amount, eligible players)."""
    return [(pot.amount, pot.player_indices) for pot in pots]


def play(seed: int) -> Played:
    """Play one random hand on PokerKit and record its pots and results."""
    rng = random.Random(seed)
    count = rng.randint(2, 6)
    stacks = tuple(
        rng.choice([rng.randint(1, 12), rng.randint(10, 80), 40]) for _ in range(count)
    )
    state = NoLimitTexasHoldem.create_state(
        AUTOMATIONS, True, 1, (1, 2), 2, stacks, count
    )
    holes = deal_holes(rng, count)
    dealt = [0] * count
    board, burns = list(BOARD), list(BURNS)
    pots_before = pots_after = None
    contributions: dict[int, int] = {}
    folded: frozenset[int] = frozenset()
    while state.status:
        if state.can_burn_card():
            state.burn_card(burns.pop(0))
        elif state.can_deal_hole():
            player = state.hole_dealee_index
            assert player is not None
            state.deal_hole(holes[player][2 * dealt[player] : 2 * dealt[player] + 2])
            dealt[player] += 1
        elif state.can_deal_board():
            size = 3 if len(board) == len(BOARD) else 1
            state.deal_board("".join(board[:size]))
            del board[:size]
        elif state.actor_index is not None:
            act(state, rng)
        elif state.can_show_or_muck_hole_cards() or state.can_push_chips():
            if pots_before is None:  # betting is over: record the chips in the pots
                # (when all others fold, PokerKit leaves the last bet uncollected,
                # so the winner's chips can lie below a folded seat's: our
                # build_pots then merges the top level into the pot below)
                pots_before = pot_shape(state.pots)
                contributions = {
                    i: -state.payoffs[i] - state.bets[i] for i in range(count)
                }
                folded = frozenset(i for i in range(count) if not state.statuses[i])
            if state.can_show_or_muck_hole_cards():
                state.show_or_muck_hole_cards(True)
            else:
                if pots_after is None:
                    pots_after = pot_shape(state.pots)
                state.push_chips()
        else:  # pragma: no cover - PokerKit asks for something unexpected
            raise AssertionError(f"seed {seed}: stuck in {state!r}")
    assert pots_before is not None and pots_after is not None
    strengths = {
        i: StandardHighHand.from_game(holes[i], "".join(BOARD))
        for i in range(count)
        if i not in folded
    }
    return Played(
        seed,
        stacks,
        contributions,
        folded,
        strengths,
        pots_before,
        pots_after,
        tuple(state.stacks),
    )


@pytest.fixture(scope="module")
def played() -> list[Played]:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # e.g. PokerKit burning chips
        return [play(seed) for seed in range(SCENARIOS)]


def ours(pots: tuple[Pot, ...]) -> list[tuple[int, tuple[int, ...]]]:
    return [(pot.amount, pot.eligible) for pot in pots]


def award(hand: Played, pots: tuple[Pot, ...]) -> tuple[Award, ...]:
    count = len(hand.stacks)
    awards, carried = award_pots(
        pots,
        hand.strengths,
        button=count - 1,
        seats=range(count),
        odd_chip=OddChip.LEFT_OF_BUTTON,
    )
    assert carried == 0
    return awards


def final_stacks(hand: Played, awards: tuple[Award, ...]) -> tuple[int, ...]:
    won: Counter[int] = Counter()
    for a in awards:
        won[a.seat] += a.amount
    return tuple(s - hand.contributions[i] + won[i] for i, s in enumerate(hand.stacks))


def losers_folded(hand: Played) -> tuple[Pot, ...]:
    """Our pots once the hands that win nothing are dead, as PokerKit kills them."""
    winners = {a.seat for a in award(hand, build_pots(hand.contributions, hand.folded))}
    return build_pots(hand.contributions, set(range(len(hand.stacks))) - winners)


def test_scenarios_cover_side_pots_folds_and_odd_chips(played: list[Played]) -> None:
    assert len(played) == SCENARIOS >= 1_000
    side_pots = sum(len(h.pots_before) > 1 for h in played)
    three_or_more = sum(len(h.pots_before) > 2 for h in played)
    folds_in_pots = sum(
        any(h.contributions[i] for i in h.folded) and len(h.pots_before) > 1
        for h in played
    )
    odd = sum(
        any(
            a.reason == "odd_chip"
            for a in award(h, build_pots(h.contributions, h.folded))
        )
        for h in played
    )
    assert side_pots > 300
    assert three_or_more > 100
    assert folds_in_pots > 100
    assert odd > 100


def test_A12_pots_before_showdown_match_pokerkit(played: list[Played]) -> None:
    for hand in played:
        pots = build_pots(hand.contributions, hand.folded)
        assert ours(pots) == hand.pots_before, f"seed {hand.seed}"
        assert sum(hand.contributions.values()) == sum(p.amount for p in pots)


def test_A12_pots_without_losing_hands_match_pokerkit(played: list[Played]) -> None:
    for hand in played:
        assert ours(losers_folded(hand)) == hand.pots_after, f"seed {hand.seed}"


def test_A13_final_stacks_match_pokerkit_without_odd_chips(
    played: list[Played],
) -> None:
    exact = 0
    for hand in played:
        awards = award(hand, build_pots(hand.contributions, hand.folded))
        pokerkit_odd = any(
            a.reason == "odd_chip" for a in award(hand, losers_folded(hand))
        )
        if pokerkit_odd or any(a.reason == "odd_chip" for a in awards):
            continue
        exact += 1
        assert final_stacks(hand, awards) == hand.final, f"seed {hand.seed}"
    assert exact > SCENARIOS // 2


def test_A13_final_stacks_match_pokerkit_odd_chip_convention(
    played: list[Played],
) -> None:
    """PokerKit gives a pot's whole remainder to its first odd-chip winner."""
    for hand in played:
        first_odd: dict[int, int] = {}
        awards = []
        for a in award(hand, losers_folded(hand)):
            if a.reason == "odd_chip":
                a = replace(a, seat=first_odd.setdefault(a.pot_index, a.seat))
            awards.append(a)
        assert final_stacks(hand, tuple(awards)) == hand.final, f"seed {hand.seed}"
