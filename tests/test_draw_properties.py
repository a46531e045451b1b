"""Random draw-poker tables and random legal (and illegal) actions: the invariants.

Hypothesis draws the variant (a preset of :data:`DRAW_VARIANTS` with its
structure, ante, bet sizes, spread maximum, raise cap, checking rule, draw
limit, stub rule, round-2 opener, jackpots and false-opener rule, odd-chip
rule and sometimes an explicit deck size changed), 2-8 seats, stacks, the
button and a seed for the deck and the players' choices. In all, the tests
here play 400 x 4 + 300 + 200 + 200 = 2,300 random hands (``HANDS_PER_TABLE``
and ``max_examples``); the last 200 at full tables where everybody stays in
and draws as many cards as allowed, so the stock runs out in most of them.

Checked at every step: chips are never created or lost (carried remainders
and pass-outs included), no stack is negative, every card of the deck is in
exactly one place (a hand, the stock, the discard pile, the opener's
set-aside cards), a rejected action leaves the hand exactly as it was and
``can_*`` agrees; every hand ends. From the log: each card is dealt from the
top of the stock, a card is dealt again only after a reshuffle brought it
back, and under E4 the last card of a stock is never dealt. Replaying the log
rebuilds the hand.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from helpers import (
    check_bounds,
    check_paid_out,
    random_amount,
    table_hands,
    total_chips,
    try_act,
)
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from americana.cards import DECK_SIZES
from americana.play.betting import ActionKind
from americana.play.draw import DrawHand, replay
from americana.play.draw_table import DrawTable
from americana.play.events import EventKind
from americana.play.hand_base import Phase
from americana.play.pots import OddChip
from americana.rules.draw_variants import (
    DRAW_VARIANTS,
    DrawVariant,
    FalseOpener,
    RoundTwoOpener,
    StubRule,
)
from americana.rules.variants import Structure

AMOUNT = (ActionKind.BET, ActionKind.RAISE)
DRAW = ActionKind.DRAW
HANDS_PER_TABLE = 4
MAX_STEPS = 400


@st.composite
def variants(draw) -> DrawVariant:
    base = DRAW_VARIANTS[draw(st.sampled_from(sorted(DRAW_VARIANTS)))]
    small = draw(st.integers(1, 4))
    big = draw(st.sampled_from([small, 2 * small]))
    return dataclasses.replace(
        base,
        structure=draw(st.sampled_from(list(Structure))),
        ante=draw(st.integers(1, 3)),  # D4, E2: one chip at least
        bet_sizes=(small, big),
        max_bet=draw(st.sampled_from([None, big, 3 * big])),
        raise_cap=draw(st.sampled_from([None, 0, 1, 3])),
        may_check=draw(st.booleans()),
        draw_limit=draw(st.integers(3, 5)),
        stub_rule=draw(st.sampled_from(list(StubRule))),
        round_two_opener=draw(st.sampled_from(list(RoundTwoOpener))),
        openers=draw(st.booleans()),
        false_opener=draw(st.sampled_from(list(FalseOpener))),
        odd_chip=draw(st.sampled_from(list(OddChip))),
        deck_size=draw(st.sampled_from([None, None, *DECK_SIZES])),
    )


@st.composite
def tables(draw):
    variant = draw(variants())
    n = draw(st.integers(variant.min_players, variant.max_players))
    size = variant.deck_size_for(n) + (1 if variant.joker else 0)
    assume(size >= 5 * n + variant.reserve())
    seats = draw(
        st.lists(
            st.integers(0, variant.max_players - 1), min_size=n, max_size=n, unique=True
        )
    )
    stacks = {seat: draw(st.integers(1, 80)) for seat in seats}
    button = draw(st.sampled_from(seats))
    return variant, stacks, button, draw(st.integers(0, 2**32 - 1))


def choose(hand: DrawHand, rng: random.Random) -> tuple:
    """A random legal action: ``(kind, amount, discards)``."""
    action = rng.choice(hand.legal_actions())
    amount, discards = None, ()
    if action.kind in AMOUNT:
        amount = random_amount(rng, action.minimum, action.maximum)
    elif action.kind is DRAW:
        cards = hand.cards(hand.turn)
        # Often the most allowed, so that the stock runs out (D6, E4).
        count = rng.choice([action.maximum, rng.randint(0, action.maximum)])
        discards = tuple(rng.sample(cards, count))
    return action.kind, amount, discards


def check_cards(hand: DrawHand) -> None:
    """Every card of the deck is in exactly one place."""
    places = [c for s in hand.seats for c in hand.cards(s)]
    places += [*hand.stock, *hand.discard_pile, *hand.set_aside]
    assert Counter(places) == Counter(hand.deck)
    for seat in hand.seats:
        assert len(hand.cards(seat)) == (0 if seat in hand.folded else 5)


def check_stock_log(hand: DrawHand) -> None:
    """Replay the stock from the log: top cards only, E4's last card kept back."""
    keep_last = hand.variant.stub_rule is StubRule.KEEP_LAST_CARD
    stock = list(hand.deck)
    dealt: Counter = Counter()
    back: Counter = Counter()  # times a card came back in a reshuffle
    in_draw = False
    for e in hand.events:
        if e.kind is EventKind.DRAW:
            in_draw = True
        if e.kind is EventKind.CARD_DEALT:
            assert stock and stock[0] == e.card
            if in_draw and keep_last:
                assert len(stock) >= 2, "E4: the stock's last card was dealt"
            stock.pop(0)
            dealt[e.card] += 1
            assert dealt[e.card] <= 1 + back[e.card], f"{e.card} dealt twice"
        elif e.kind is EventKind.STOCK_RESHUFFLED:
            if keep_last:
                assert stock == [e.card]
            else:
                assert stock == [] and e.card is None
            assert len(e.cards) == e.count
            back.update(c for c in e.cards if c != e.card)
            stock = list(e.cards)
    assert stock == list(hand.stock)


def play(hand: DrawHand, rng: random.Random, *, illegal: float = 0.0) -> None:
    """Play ``hand`` to the end, checking the invariants at every step."""
    start = total_chips(hand)
    for _ in range(MAX_STEPS):
        if hand.finished:
            break
        for legal in hand.legal_actions():  # the bounds are really legal
            if legal.kind is DRAW:
                cards = hand.cards(hand.turn)
                assert hand.can_draw(cards[: legal.maximum])
                assert legal.maximum == 5 or not hand.can_draw(cards)
            else:
                check_bounds(hand, legal, AMOUNT)
        if rng.random() < illegal:
            kind = rng.choice([*ActionKind, DRAW])
            amount = rng.randint(-5, 200)
            seat = rng.choice([None, *hand.seats])
            discards = rng.sample(hand.deck, rng.randint(0, 6))
            if not try_act(hand, kind, amount, seat=seat, discards=discards):
                continue
        else:
            kind, amount, discards = choose(hand, rng)
            hand.act(kind, amount, discards=discards)
        assert all(chips >= 0 for chips in hand.stacks.values())
        assert total_chips(hand) == start
        check_cards(hand)
    assert hand.finished, "the hand did not end"
    check_stock_log(hand)
    check_awards(hand)


def check_awards(hand: DrawHand) -> None:
    if hand.passed_out:  # E7: every chip stays in the middle
        assert not hand.awards
        assert hand.carried == hand.carry_in + sum(hand.contributions.values())
        return
    pots = hand.final_pots
    for award in hand.awards:
        pot = pots[award.pot_index]
        assert award.seat in pot.eligible and award.seat not in hand.folded
    check_paid_out(hand)


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(tables())
def test_random_tables_conserve_chips_cards_and_end(table_args):
    variant, stacks, button, seed = table_args
    rng = random.Random(seed)
    table = DrawTable(variant=variant, stacks=stacks, button=button)
    deals = table_hands(
        table, rng, seed, hands=HANDS_PER_TABLE, min_players=variant.min_players
    )
    for hand in deals:
        assert hand.carry_in == table.carried
        play(hand, rng)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(tables())
def test_replay_rebuilds_the_hand(table_args):
    variant, stacks, button, seed = table_args
    hand = DrawHand(variant=variant, stacks=stacks, button=button, seed=seed)
    play(hand, random.Random(seed))
    rebuilt = replay(hand.events, variant=variant, stacks=stacks, button=button)
    assert rebuilt.events == hand.events
    assert rebuilt.stacks == hand.stacks and rebuilt.awards == hand.awards
    assert rebuilt.carried == hand.carried


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(tables())
def test_rejected_actions_change_nothing(table_args):
    variant, stacks, button, seed = table_args
    hand = DrawHand(variant=variant, stacks=stacks, button=button, seed=seed)
    play(hand, random.Random(seed), illegal=0.5)
    before = hand.snapshot()
    for kind in [*ActionKind, DRAW]:  # and nothing at all is legal after the end
        assert not hand.can_act(kind, 1)
    assert hand.snapshot() == before
    assert hand.phase is Phase.FINISHED


def passive(hand: DrawHand) -> None:
    """Stay in to the end: open with the smallest bet when one must, else check
    or call; draw as many cards as allowed; show."""
    for _ in range(MAX_STEPS):
        if hand.finished:
            return
        acts = {a.kind: a for a in hand.legal_actions()}
        if DRAW in acts:
            hand.draw(hand.cards(hand.turn)[: acts[DRAW].maximum])
        elif ActionKind.CHECK in acts or ActionKind.CALL in acts:
            hand.act(ActionKind.CHECK if ActionKind.CHECK in acts else ActionKind.CALL)
        elif ActionKind.BET in acts:
            hand.bet(acts[ActionKind.BET].minimum)
        else:
            hand.act(next(iter(acts)))
        check_cards(hand)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(variants(), st.integers(0, 2**32 - 1))
def test_full_tables_drawing_the_most_run_the_stock_out(variant, seed):
    n = variant.max_players
    assume(
        variant.deck_size_for(n) + (1 if variant.joker else 0)
        >= 5 * n + variant.reserve()
    )
    hand = DrawHand(variant=variant, stacks=[60] * n, button=seed % n, seed=seed)
    start = total_chips(hand)
    passive(hand)
    assert hand.finished and total_chips(hand) == start
    check_stock_log(hand)
    check_awards(hand)
