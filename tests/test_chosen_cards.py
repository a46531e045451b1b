"""Chosen cards: ``cards={seat: "..."}`` deals each named seat its cards.

The cards belong to the seat, not to places in a deck: whatever the seats do
(fold in any round, go all in on the ante, draw few cards), a seat named in
``cards=`` is dealt exactly its chosen cards, in order, as far as it is dealt
at all (rule A3 in stud; D4, D6, E2, E4 in draw poker). The other cards come
from the rest of the deck, shuffled by ``seed`` or in the deck's own order.
Expected cards are written out; the hypothesis tests compare what each seat
was dealt (its ``CARD_DEALT`` events) with the cards chosen for it.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from americana.cards import Card, make_deck, parse_cards
from americana.play.betting import ActionKind, SetupError
from americana.play.draw import DrawHand
from americana.play.events import EventKind
from americana.play.hand_actions import BettingHand, replay
from americana.play.hand_base import Phase
from americana.play.scripting import dealing_deck
from americana.play.stud import Hand
from americana.play.table import Table
from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.variants import VARIANTS

PL = VARIANTS["americana-pl"]
FIVE = DRAW_VARIANTS["five-card-draw"]
CLASSIC = DRAW_VARIANTS["classic-pl"]
A = ActionKind


def names(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(str(c) for c in cards)


def dealt(hand: BettingHand, seat: int) -> list[Card]:
    """The cards the seat was dealt, in order, from the log."""
    return [
        e.card
        for e in hand.events
        if e.kind is EventKind.CARD_DEALT and e.seat == seat and e.card is not None
    ]


def play(
    hand: BettingHand,
    *,
    folds: dict[int, int] | None = None,
    draws: dict[int, int] | None = None,
) -> None:
    """Play to the end: a seat folds at its first turn in round ``folds[seat]``
    or later; the others check or call; in the draw a seat discards its first
    ``draws[seat]`` cards; everyone shows."""
    folds, draws = folds or {}, draws or {}
    while not hand.finished:
        seat = hand.turn
        assert seat is not None
        acts = hand.legal_actions()
        if hand.phase is Phase.DRAW:
            hand.draw(hand.cards(seat)[: draws.get(seat, 0)])
        elif hand.phase is Phase.SHOWDOWN:
            hand.show()
        elif acts[0].kind is A.FOLD and hand.betting_round >= folds.get(seat, 9):
            hand.fold()
        else:  # the bring-in, a check or a call; a bet where D5 forbids checks
            act = next(a for a in acts if a.kind is not A.FOLD)
            hand.act(act.kind, act.minimum if act.kind is A.BET else None)


# -- stud ---------------------------------------------------------------------


def test_stud_seats_get_their_cards_and_the_rest_come_in_order():
    hand = Hand(
        variant=PL,
        stacks=[20] * 4,
        button=3,
        cards={0: "9C KH 8S 8D JD", 2: "AH AS"},
    )
    # A3: seat 0 first (left of the button), hole cards then up cards.
    assert names(hand.cards(0)) == "9C KH"
    assert names(hand.cards(2)) == "AH AS"
    # No seed: seats 1 and 3 take the rest of the deck in its order
    # (7C 7D 7H 7S 8C 8D ... without the chosen cards): 7C, 7D, then 7H, 7S.
    assert names(hand.cards(1)) == "7C 7H"
    assert names(hand.cards(3)) == "7D 7S"
    play(hand)
    assert names(hand.cards(0)) == "9C KH 8S 8D JD"
    assert names(dealt(hand, 0)) == "9C KH 8S 8D JD"


def test_stud_a_fold_does_not_move_anyone_elses_cards():
    cards = {0: "9C KH 8S 8D JD", 1: "10C 10D 10H 10S AC", 2: "AH AS KS KD QC"}
    for folder in range(3):
        for rnd in (1, 2, 3, 4):
            hand = Hand(variant=PL, stacks=[20] * 3, button=2, cards=cards)
            play(hand, folds={folder: rnd})
            for seat, chosen in cards.items():
                got = names(dealt(hand, seat))
                assert chosen.startswith(got)
                if seat != folder:
                    assert got == chosen


def test_stud_all_in_on_the_ante_still_deals_the_chosen_cards():
    cards = {0: "9C KH 8S 8D JD", 1: "AH AS KS KD QC"}
    hand = Hand(variant=PL, stacks=[1, 1], button=1, cards=cards)
    assert hand.phase is Phase.SHOWDOWN  # nobody can bet: every street dealt
    play(hand)
    assert names(hand.cards(0)) == cards[0] and names(hand.cards(1)) == cards[1]


def test_stud_seed_shuffles_only_the_rest():
    cards = {0: "AH AS AD"}
    one = Hand(variant=PL, stacks=[20] * 3, button=2, seed=5, cards=cards)
    two = Hand(variant=PL, stacks=[20] * 3, button=2, seed=5, cards=cards)
    assert one.snapshot() == two.snapshot()
    chosen = set(parse_cards("AH AS AD"))
    assert chosen.isdisjoint(one.deck) and len(one.deck) == 29
    assert names(one.cards(0)) == "AH AS"


def test_stud_cards_given_as_cards_or_names():
    as_cards = {0: list(parse_cards("AH AS")), 1: ["KH", "KS"]}
    hand = Hand(variant=PL, stacks=[20, 20], button=1, cards=as_cards)
    assert names(hand.cards(0)) == "AH AS" and names(hand.cards(1)) == "KH KS"


def test_stud_replay_rebuilds_a_hand_with_chosen_cards():
    cards = {0: "9C KH 8S 8D JD", 2: "AH AS"}
    hand = Hand(variant=PL, stacks=[20, 3, 20], button=1, seed=3, cards=cards)
    play(hand, folds={2: 3})
    again = replay(hand.events, variant=PL, stacks=[20, 3, 20], button=1)
    assert again.events == hand.events and again.stacks == hand.stacks


def test_table_deals_chosen_cards():
    table = Table(variant=PL, stacks=[20, 20, 20], button=0)
    hand = table.start_hand(cards={1: "AH AS"}, seed=2)
    assert names(hand.cards(1)) == "AH AS"


# -- draw ---------------------------------------------------------------------


def test_draw_the_first_five_are_dealt_the_rest_come_in_the_draw():
    cards = {1: "AH AS KD 7C 2S KH KS", 0: "QH QS QD 3C 4C"}
    hand = DrawHand(variant=FIVE, stacks=[20, 20, 20], button=2, cards=cards)
    assert names(hand.cards(0)) == "QH QS QD 3C 4C"
    assert names(hand.cards(1)) == "AH AS KD 7C 2S"
    # No seed: seat 2 takes the rest of the deck in order, 2C 2D 2H 3D 3H.
    assert names(hand.cards(2)) == "2C 2D 2H 3D 3H"
    while hand.phase is Phase.BETTING:
        hand.check()
    hand.draw("3C 4C")  # seat 0 has no chosen draw: the stock's top, 3S 4D
    hand.draw("7C 2S KD")  # seat 1: its KH KS, then the stock's 4H
    hand.draw("2C")  # seat 2: 4S
    assert names(hand.cards(0)) == "QH QS QD 3S 4D"
    assert names(hand.cards(1)) == "AH AS KH KS 4H"
    assert names(hand.cards(2)) == "2D 2H 3D 3H 4S"


def test_draw_a_seat_keeps_its_draw_cards_when_another_folds():
    cards = {1: "AH AS KD 7C 2S KH", 2: "QH QS QD 3C 4C 5C"}
    hand = DrawHand(variant=FIVE, stacks=[20, 20, 20], button=2, cards=cards)
    play(hand, folds={0: 1}, draws={1: 1, 2: 2})
    assert names(dealt(hand, 1)) == "AH AS KD 7C 2S KH"
    assert names(dealt(hand, 2))[: len("QH QS QD 3C 4C 5C")] == "QH QS QD 3C 4C 5C"
    assert len(dealt(hand, 2)) == 7


def test_draw_replay_with_reshuffles_needs_the_chosen_cards():
    # classic-pl with 8 players: 52 cards, 40 dealt, 3 kept for seats 6 and
    # 0, 9 in the stock; everybody draws five, so the stock is reshuffled
    # (D6) before seat 6 draws, its two cards kept apart.
    cards = {6: "AH AS KD 7C 8S KH KS", 0: "QH QS QD 9C 10C JC"}
    stacks = [40] * 8
    hand = DrawHand(variant=CLASSIC, stacks=stacks, button=7, seed=11, cards=cards)
    play(hand, draws=dict.fromkeys(range(8), 5))
    kinds = [(e.kind, e.seat) for e in hand.events]
    assert kinds.index((EventKind.STOCK_RESHUFFLED, None)) < kinds.index(
        (EventKind.DRAW, 6)
    )
    assert names(dealt(hand, 6)).startswith(cards[6])
    assert names(dealt(hand, 0)).startswith(cards[0])
    again = replay(hand.events, variant=CLASSIC, stacks=stacks, button=7, cards=cards)
    assert again.events == hand.events and again.stacks == hand.stacks


def test_draw_replay_without_a_reshuffle_needs_only_the_log():
    cards = {1: "AH AS KD 7C 2S KH", 2: "QH QS QD 3C 4C 5C"}
    hand = DrawHand(variant=FIVE, stacks=[20] * 3, button=2, seed=4, cards=cards)
    play(hand, draws={0: 3, 1: 1, 2: 2})
    again = replay(hand.events, variant=FIVE, stacks=[20] * 3, button=2)
    assert again.events == hand.events


# -- refusals -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "code"),
    [
        ({0: "AH ZZ"}, "deck.bad_card"),
        ({0: "AH AH"}, "deck.duplicate"),
        ({0: "AH KH", 1: "AH"}, "deck.duplicate"),
        ({0: ["AH", "AH"]}, "deck.duplicate"),
        ({0: "AH 2C"}, "deck.foreign_card"),  # 32 cards: seven to ace (A1)
        ({5: "AH"}, "seat.unknown"),
        ({0: "AH AS AD AC KH KS"}, "deck.too_many_cards"),
    ],
)
def test_stud_bad_cards_are_refused(cards, code):
    with pytest.raises(SetupError) as err:
        Hand(variant=PL, stacks=[20, 20], button=1, cards=cards)
    assert err.value.code == code


@pytest.mark.parametrize(
    ("cards", "code"),
    [
        ({0: "AH 1H"}, "deck.bad_card"),
        ({0: "AH", 1: "AH"}, "deck.duplicate"),
        ({0: "AH XJ"}, "deck.bad_card"),
        ({3: "AH"}, "seat.unknown"),
        ({0: "AH AS AD AC KH KS KD KC QH QS"}, "deck.too_many_cards"),  # 5 + 4
    ],
)
def test_draw_bad_cards_are_refused(cards, code):
    with pytest.raises(SetupError) as err:
        DrawHand(variant=FIVE, stacks=[20, 20, 20], button=1, cards=cards)
    assert err.value.code == code


def test_draw_chosen_draw_cards_that_starve_the_stock_are_refused():
    # 52 cards for 8 players: 40 dealt, 5 needed for a draw (D6); seven
    # kept apart for seats 0 and 1 would fit, eight do not.
    many = {0: "AH AS AD AC KH KS KD KC QH", 1: "JH JS JD JC 10H 10S 10D 10C 9H"}
    with pytest.raises(SetupError) as err:
        DrawHand(variant=CLASSIC, stacks=[20] * 8, button=1, cards=many)
    assert err.value.code == "deck.too_short"
    many[1] = "JH JS JD JC 10H 10S 10D 10C"
    DrawHand(variant=CLASSIC, stacks=[20] * 8, button=1, cards=many)


def test_draw_a_card_outside_the_deck_by_players():
    # classic-pl, 2 players: 28 cards, eight to ace (D1); a seven is foreign.
    with pytest.raises(SetupError) as err:
        DrawHand(variant=CLASSIC, stacks=[20, 20], button=1, cards={0: "7H"})
    assert err.value.code == "deck.foreign_card"


def test_cards_and_deck_together_are_refused():
    deck = make_deck(32)
    with pytest.raises(SetupError) as err:
        Hand(variant=PL, stacks=[20, 20], button=1, deck=deck, cards={0: "AH"})
    assert err.value.code == "deck.cards_and_deck"
    with pytest.raises(SetupError) as err:
        DrawHand(variant=FIVE, stacks=[20, 20], button=1, deck="AH", cards={0: "KH"})
    assert err.value.code == "deck.cards_and_deck"


def test_a_refused_start_leaves_the_table_as_it_was():
    table = Table(variant=PL, stacks=[20, 20, 20], button=0)
    before = table.snapshot()
    with pytest.raises(SetupError):
        table.start_hand(cards={1: "AH AH"})
    assert table.snapshot() == before and table.total_chips == 60


# -- whatever happens: every fold pattern ---------------------------------------


def _chosen(draw: st.DrawFn, deck: list[Card], seats: int, most: int):
    """Some seats, each with 0 to ``most`` distinct cards of ``deck``."""
    pool = draw(st.permutations(deck))
    cards: dict[int, list[Card]] = {}
    at = 0
    for seat in range(seats):
        n = draw(st.integers(0, most))
        if n:
            cards[seat] = list(pool[at : at + n])
            at += n
    return cards


@st.composite
def stud_cases(draw: st.DrawFn):
    seats = draw(st.integers(2, 6))
    cards = _chosen(draw, list(make_deck(32)), seats, 5)
    stacks = draw(st.lists(st.integers(1, 30), min_size=seats, max_size=seats))
    folds = {s: draw(st.sampled_from([1, 2, 3, 4, 9])) for s in range(seats)}
    return cards, stacks, draw(st.integers(0, seats - 1)), folds, draw(st.integers())


@settings(max_examples=150, deadline=None)
@given(stud_cases())
def test_stud_each_seat_is_dealt_its_chosen_cards_whatever_happens(case):
    cards, stacks, button, folds, seed = case
    hand = Hand(variant=PL, stacks=stacks, button=button, seed=seed, cards=cards)
    play(hand, folds=folds)
    for seat in hand.seats:
        got = dealt(hand, seat)
        mine = cards.get(seat, [])
        assert got[: len(mine)] == mine[: len(got)]
        if seat in hand.showdown_order():  # dealt every street (A3)
            assert len(got) == 5 and got[: len(mine)] == mine
    chosen = {c for cs in cards.values() for c in cs}
    for seat in hand.seats:  # a chosen card goes to its seat or nowhere
        assert all(c not in chosen or c in cards[seat] for c in dealt(hand, seat))
    assert sum(hand.stacks.values()) == sum(stacks)


@st.composite
def draw_cases(draw: st.DrawFn):
    seats = draw(st.integers(2, 5))
    cards = _chosen(draw, list(make_deck(52)), seats, 6)
    stacks = draw(st.lists(st.integers(1, 30), min_size=seats, max_size=seats))
    folds = {s: draw(st.sampled_from([1, 2, 9])) for s in range(seats)}
    draws = {s: draw(st.integers(0, 4)) for s in range(seats)}
    button = draw(st.integers(0, seats - 1))
    return cards, stacks, button, folds, draws, draw(st.integers())


@settings(max_examples=150, deadline=None)
@given(draw_cases())
def test_draw_each_seat_is_dealt_its_chosen_cards_whatever_happens(case):
    cards, stacks, button, folds, draws, seed = case
    hand = DrawHand(variant=FIVE, stacks=stacks, button=button, seed=seed, cards=cards)
    play(hand, folds=folds, draws=draws)
    drew = {e.seat: e.count for e in hand.events if e.kind is EventKind.DRAW}
    for seat in hand.seats:
        got = dealt(hand, seat)
        mine = cards.get(seat, [])
        assert got[: len(mine)] == mine[: len(got)]
        assert len(got) == 5 + (drew.get(seat) or 0)
        assert got[: min(len(mine), len(got))] == mine[: len(got)]
    chosen = {c for cs in cards.values() for c in cs}
    for seat in hand.seats:
        assert all(c not in chosen or c in cards[seat] for c in dealt(hand, seat))
    again = replay(hand.events, variant=FIVE, stacks=stacks, button=button, cards=cards)
    assert again.events == hand.events
    assert sum(hand.stacks.values()) + hand.carried == sum(stacks)


# -- a deck in dealing order, for a deck= (a page's :cards:) --------------------


def test_dealing_deck_deals_the_cards_in_either_game():
    stud_deck = dealing_deck(PL, {0: "9C KH", 1: "10D KS"}, button=1)
    assert names(stud_deck[:4]) == "9C 10D KH KS" and len(stud_deck) == 32
    hand = Hand(variant=PL, stacks=[20, 20], button=1, deck=stud_deck)
    assert names(hand.cards(0)) == "9C KH" and names(hand.cards(1)) == "10D KS"
    cards = {0: "AH AS KD 7C 2S KH", 1: "QH QS QD 3C 4C"}
    draw_deck = dealing_deck(FIVE, cards, button=1)
    assert names(draw_deck) == "AH QH AS QS KD QD 7C 3C 2S 4C KH"
    hand = DrawHand(variant=FIVE, stacks=[20, 20], button=1, deck=draw_deck)
    assert names(hand.cards(0)) == "AH AS KD 7C 2S"
    while hand.phase is Phase.BETTING:
        hand.check()
    hand.draw("2S")
    assert names(hand.cards(0)) == "AH AS KD 7C KH"
