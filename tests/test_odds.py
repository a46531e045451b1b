"""Exact showdown odds against plain counts (rule A1, A3, A11, B3, B4).

:func:`americana.showdown_odds` counts deals with table lookups, bitmasks and
broadcasting. Here the same figures come from a plain Python loop over every
deal with the reference evaluator (later streets, where the deals are few),
and, for one position on second street (7,534,800 deals), from a slower
method that shares nothing with it but the rules: the engine's
:func:`~americana.hands.evaluation.evaluate` on every completion, and card
incidence matrices multiplied to find the disjoint ones.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from americana import (
    AMERICANA,
    CLASSIC,
    CLASSIC_BUG,
    DeckError,
    DuplicateCardError,
    HandSizeError,
    InvalidCardError,
    JokerError,
    PlayersError,
    Ranking,
    evaluate,
    make_deck,
    parse_cards,
    showdown_odds,
)
from americana.fast.odds import MAX_EXACT_DEALS, deal_count
from americana.hands.showdown import showdown_strength
from americana.rules.variants import VARIANTS, ShowdownTie

PL = VARIANTS["americana-pl"]
RU = VARIANTS["americana-ru"]
#: B3 read from its general sentence alone: kicker rank first (no preset's).
RANK_FIRST = replace(PL, showdown_tie=ShowdownTie.KICKER_RANK_THEN_SUIT)


def brute_force(
    hands: Sequence[str], rules=AMERICANA, dead: str = ""
) -> list[tuple[int, int, int]]:
    """(wins, ties, losses) per player, dealing every deal in a Python loop."""
    ranking = rules if isinstance(rules, Ranking) else rules.ranking

    def strength(cards):
        if isinstance(rules, Ranking):
            return evaluate(cards, ranking).key
        return showdown_strength(cards, rules)

    known = [parse_cards(h) for h in hands]
    used = {c for h in known for c in h} | set(parse_cards(dead))
    unseen = [c for c in make_deck(ranking.deck_size) if c not in used]
    tally = [[0, 0, 0] for _ in hands]

    def deal(player, left, dealt):
        if player == len(hands):
            values = [strength(h) for h in dealt]
            best = max(values)
            winners = [i for i, v in enumerate(values) if v == best]
            for i in range(len(hands)):
                if i not in winners:
                    tally[i][2] += 1
                else:
                    tally[i][0 if len(winners) == 1 else 1] += 1
            return
        for extra in itertools.combinations(left, 5 - len(known[player])):
            rest = [c for c in left if c not in extra]
            deal(player + 1, rest, [*dealt, (*known[player], *extra)])

    deal(0, unseen, [])
    return [tuple(t) for t in tally]


def counts(odds) -> list[tuple[int, int, int]]:
    return [(o.wins, o.ties, o.losses) for o in odds]


# --- exact figures against the plain count ----------------------------------

LATER_STREETS = [
    # heads-up, third street: C(26, 2) x C(24, 2) = 89,700 deals
    (("AS KD 7C", "QH QC 8D"), AMERICANA, ""),
    # fourth street, both drawing to the same straights: many split pots (B4)
    (("10S JS QH KD", "10H JH QS KC"), AMERICANA, ""),
    (("10S JS QH KD", "10H JH QS KC"), RU, ""),
    # ... which the suit of the highest card decides under B3 (PL suit order)
    (("10S JS QH KD", "10H JH QS KC"), PL, ""),
    # pairs with kickers: the presets' B3, the kicker's suit before its rank,
    # and the rank-first reading
    (("AS AD 9C 8H", "AH AC 10D 7S"), PL, "9D"),
    (("AS AD 9C 8H", "AH AC 10D 7S"), RANK_FIRST, "9D"),
    # three players, fourth street, a folded hand dead: 19 x 18 x 17 deals
    (("10S JS QH KD", "10H JH QS KC", "10C JC QD KS"), AMERICANA, "7C 7D"),
    # six players on fourth street (A1: six at most), 8 x 7 x ... x 3 deals
    (
        (
            "7C 8C 9C 10C",
            "7D 8D 9D 10D",
            "7H 8H 9H 10H",
            "7S 8S 9S 10S",
            "JC JD QC QD",
            "KC KD AH AS",
        ),
        AMERICANA,
        "",
    ),
    # the hole card unknown: the second player shows only three up cards
    (("AS KS QS JS", "9H 9D 8C"), PL, ""),
    # classic draw deck, 52 cards, at the last card
    (("AS KS QS JS", "2H 2D 2C 3S"), CLASSIC, ""),
]


@pytest.mark.parametrize(("hands", "rules", "dead"), LATER_STREETS)
def test_exact_counts_equal_a_plain_count(hands, rules, dead):
    odds = showdown_odds(hands, rules=rules, dead=dead)
    assert counts(odds) == brute_force(hands, rules, dead)
    for o in odds:
        assert o.exact and o.standard_error == 0.0
        assert o.wins + o.ties + o.losses == o.deals
        assert o.win + o.tie + o.loss == pytest.approx(1.0)
    assert sum(o.equity for o in odds) == pytest.approx(1.0)


def test_ties_happen_under_split_and_mostly_vanish_under_suits():
    hands = ("10S JS QH KD", "10H JH QS KC")
    split = showdown_odds(hands, rules=RU)
    suits = showdown_odds(hands, rules=PL)
    assert split[0].ties > 0 and suits[0].ties == 0
    assert split[0].equity == pytest.approx(
        (split[0].wins + split[0].ties / 2) / split[0].deals
    )


def _independent_second_street(hands: Sequence[str], rules) -> tuple[int, int, int]:
    """Player 0's (wins, ties, losses) from second street, heads-up.

    Evaluates each player's 3,276 completions with the engine (no table),
    and finds the 7,534,800 disjoint pairs by multiplying card incidence
    matrices (no bitmasks).
    """
    ranking = rules if isinstance(rules, Ranking) else rules.ranking
    known = [parse_cards(h) for h in hands]
    used = set(known[0]) | set(known[1])
    unseen = [c for c in make_deck(ranking.deck_size) if c not in used]
    picks = list(itertools.combinations(range(len(unseen)), 3))
    incidence = np.zeros((len(picks), len(unseen)), dtype=np.float32)
    for row, pick in enumerate(picks):
        incidence[row, list(pick)] = 1

    def strength(cards):
        if isinstance(rules, Ranking):
            return evaluate(cards, ranking).key
        return showdown_strength(cards, rules)

    keys = [
        [strength((*k, *(unseen[i] for i in pick))) for pick in picks] for k in known
    ]
    order = {key: i for i, key in enumerate(sorted({*keys[0], *keys[1]}))}
    a = np.array([order[k] for k in keys[0]])
    b = np.array([order[k] for k in keys[1]])
    disjoint = (incidence @ incidence.T) == 0
    wins = int((disjoint & (a[:, None] > b[None, :])).sum())
    ties = int((disjoint & (a[:, None] == b[None, :])).sum())
    return wins, ties, int(disjoint.sum()) - wins - ties


@pytest.mark.parametrize("rules", [AMERICANA, PL], ids=["split", "americana-pl"])
def test_second_street_heads_up_by_an_independent_count(rules):
    hands = ("AS KD", "QH QC")
    odds = showdown_odds(hands, rules=rules)
    assert odds[0].deals == 7_534_800 == deal_count([2, 2], unseen=28)
    assert odds[0].exact
    assert counts(odds)[0] == _independent_second_street(hands, rules)


def test_second_street_figures_of_the_probability_chapter():
    """Pinned: ace-king against a pair of queens, AS KD v QH QC (B4 ties)."""
    ak, qq = showdown_odds(["AS KD", "QH QC"])
    assert (ak.wins, ak.ties, ak.losses) == (2_640_196, 558, 4_894_046)
    assert (qq.wins, qq.losses) == (ak.losses, ak.wins)
    assert round(ak.win, 4) == 0.3504


# --- Monte Carlo -------------------------------------------------------------


def test_monte_carlo_agrees_with_the_exact_count_within_its_error():
    hands = ("AS KD 7C", "QH QC 8D")
    exact = showdown_odds(hands)
    sampled = showdown_odds(hands, max_exact_deals=0, samples=200_000, seed=7)
    for e, s in zip(exact, sampled, strict=True):
        assert not s.exact and s.deals == 200_000
        assert 0 < s.standard_error < 0.0015
        for field in ("win", "tie", "loss", "equity"):
            assert abs(getattr(e, field) - getattr(s, field)) < 5 * s.standard_error


def test_monte_carlo_is_repeatable_with_a_seed():
    hands = ("AS KD", "QH QC", "7S 7D")
    assert deal_count([2, 2, 2], unseen=26) > MAX_EXACT_DEALS  # so it samples
    first = showdown_odds(hands, samples=50_000, seed=1)
    assert first == showdown_odds(hands, samples=50_000, seed=1)
    assert first != showdown_odds(hands, samples=50_000, seed=2)
    assert all(not o.exact for o in first)
    assert sum(o.equity for o in first) == pytest.approx(1.0)


def test_three_players_on_third_street_are_counted_exactly():
    odds = showdown_odds(["AS KD 8C", "QH QC 9D", "7S 7D 10H"])
    assert odds[0].deals == deal_count([3, 3, 3], unseen=23) == 9_085_230
    assert all(o.exact for o in odds)
    assert sum(o.win + o.tie for o in odds) >= 1.0


# --- properties ----------------------------------------------------------------

_DECK = [str(c) for c in make_deck(32)]


@settings(max_examples=30, deadline=None)
@given(cards=st.permutations(_DECK).map(lambda p: p[:8]))
def test_heads_up_fourth_street_is_zero_sum(cards):
    a, b = showdown_odds([cards[:4], cards[4:]], rules=RU)
    assert (a.wins, a.ties, a.losses) == (b.losses, b.ties, b.wins)
    assert a.deals == 24 * 23
    assert a.equity + b.equity == pytest.approx(1.0)


def test_at_showdown_there_is_one_deal():
    a, b = showdown_odds(["AS KS QS JS 10S", "AH AD AC 7S 7D"])
    assert (a.deals, a.win, b.loss) == (1, 1.0, 1.0)


# --- errors --------------------------------------------------------------------


def test_errors():
    with pytest.raises(DuplicateCardError):
        showdown_odds(["AS KD", "AS QC"])
    with pytest.raises(DuplicateCardError):
        showdown_odds(["AS KD", "QH QC"], dead="KD")
    with pytest.raises(DuplicateCardError):
        showdown_odds(["AS AS", "QH QC"])
    with pytest.raises(DeckError):
        showdown_odds(["AS 5D", "QH QC"])  # no five in 32 cards (rule B5)
    with pytest.raises(InvalidCardError):
        showdown_odds(["AS 1D", "QH QC"])
    with pytest.raises(HandSizeError):
        showdown_odds(["AS KS QS JS 10S 9S", "QH QC"])
    with pytest.raises(PlayersError):
        showdown_odds(["AS KD"])
    with pytest.raises(PlayersError):
        showdown_odds(["7C", "7D", "7H", "7S", "8C", "8D", "8H"])  # A1: six at most
    with pytest.raises(JokerError):
        showdown_odds(["AS JK", "QH QC"], rules=CLASSIC_BUG)
    with pytest.raises(JokerError):
        showdown_odds(["AS JK", "QH QC"])
    # 23 dead cards leave 5 unseen, and the hands need 6 more
    with pytest.raises(DeckError):
        showdown_odds(["AS KD", "QH QC"], dead=[*_DECK[:20], "QD", "QS", "KC"])
    assert showdown_odds(["AS KD", "QH QC"], dead=[*_DECK[:20], "QD", "QS"])
    with pytest.raises(TypeError):
        showdown_odds("AS KD QH QC")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        showdown_odds(["AS KD", "QH QC"], samples=0)
