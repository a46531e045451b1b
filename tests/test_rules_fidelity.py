"""Rules the engine must keep whatever a variant or a call asks (rule A, C, E).

One scripted test per rule or point: the bring-in follows the ante (A5), an
ante of at least one chip (A2, E2), one error family for deck faults, a
refused start that changes nothing, the show order of five-card draw (E6),
antes of a passed-out jackpot that are never forfeited (E7), the source's own
card letters (C) and the show order and openers in the API. Every assertion
names exact stacks, seats and codes.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
from pathlib import Path

import jupytext
import pytest
from helpers import play_passively

import americana
from americana.cards import SUIT_LETTERS, Suit, make_deck, parse_card, parse_cards
from americana.errors import AmericanaError, CardError, UnknownLettersError
from americana.hands.ranking import CLASSIC_BUG, CLASSIC_WILD
from americana.play import draw_state
from americana.play.betting import ActionKind, SetupError
from americana.play.draw import DrawHand
from americana.play.draw_table import DrawTable
from americana.play.events import EventKind
from americana.play.hand_base import Phase
from americana.play.scripting import stud_deck
from americana.play.stud import Hand
from americana.play.table import Table
from americana.play.table_states import table_views
from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.variants import VARIANTS, Variant, VariantError

BOOK = Path(__file__).resolve().parent.parent / "book"
PL = VARIANTS["americana-pl"]
JACKPOTS = DRAW_VARIANTS["jackpots"]
FIVE = DRAW_VARIANTS["five-card-draw"]
K = EventKind
A = ActionKind


def kinds(hand, *wanted) -> list:
    return [e for e in hand.events if e.kind in wanted]


# -- A5 -------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_A5_bring_in_follows_the_ante(name):
    preset = VARIANTS[name]
    assert (preset.ante, preset.bring_in) == (1, 2)
    five = dataclasses.replace(preset, ante=5)
    assert five.bring_in == 10  # twice the ante in all three sources
    assert [five.bet_size(street) for street in (1, 2, 3, 4)] == [10, 10, 20, 20]
    # A hand under it: antes of 5, a bring-in of 10 from the highest up card.
    deck = stud_deck({0: "7H AS", 1: "8D 9C", 2: "7C 10D"}, button=2)
    hand = Hand(variant=five, stacks=[100, 100, 100], button=2, deck=deck)
    assert [e.amount for e in kinds(hand, K.ANTE)] == [5, 5, 5]
    assert hand.turn == 0  # the ace
    hand.bring_in()
    (bring_in,) = kinds(hand, K.BRING_IN)
    assert (bring_in.seat, bring_in.amount) == (0, 10)
    assert hand.stacks == {0: 85, 1: 95, 2: 95}
    # The bring-in is derived, never set: it cannot disagree with the ante.
    with pytest.raises(ValueError, match="init=False"):
        dataclasses.replace(preset, bring_in=2)
    with pytest.raises(TypeError):
        Variant(name="custom", bring_in=2)


# -- A2, E2 ---------------------------------------------------------------


@pytest.mark.parametrize(
    "preset", [*VARIANTS.values(), *DRAW_VARIANTS.values()], ids=lambda v: v.name
)
@pytest.mark.parametrize("ante", [0, -1])
def test_A2_E2_ante_at_least_one_chip(preset, ante):
    with pytest.raises(VariantError) as err:
        dataclasses.replace(preset, ante=ante)
    assert err.value.code == "variant.ante_below_one_chip"
    assert err.value.params == {"field": "ante", "value": ante}
    assert "at least one chip" in str(err.value)
    assert dataclasses.replace(preset, ante=1).ante == 1


# -- one error family for deck faults ---------------------------------------

STUD_DECK = [str(c) for c in make_deck(32)]  # 7C 7D 7H 7S 8C ... AS
DRAW_DECK = [str(c) for c in make_deck(52)]


def stud_fault(kind: str) -> list[str]:
    """A 32-card deck with one fault: ``bad``, ``twice``, ``foreign``, ``short``."""
    deck = list(STUD_DECK)
    if kind == "bad":
        deck[3] = "ZZ"
    elif kind == "twice":
        deck[3] = "AH"
    elif kind == "foreign":
        deck[3] = "2H"
    elif kind == "short":
        deck = deck[:14]  # three players need 15
    return deck


def draw_fault(kind: str) -> list[str]:
    deck = list(DRAW_DECK[:15])  # 2C 2D 2H 2S 3C ...: the rest follows
    deck[3] = {"bad": "ZZ", "twice": "2C", "foreign": "JK"}[kind]
    return deck


def forms(tokens: list[str]) -> dict[str, object]:
    """The same deck as one string, as card names, and (if it reads) as cards."""
    out: dict[str, object] = {"string": " ".join(tokens), "names": tokens}
    try:
        out["cards"] = [parse_card(t) for t in tokens]
    except AmericanaError:
        pass  # "ZZ" has no card form
    return out


FAULTS = {
    "bad": ("deck.bad_card", {"token": "ZZ"}),
    "twice": ("deck.duplicate", {"token": "AH"}),
    "foreign": ("deck.foreign_card", {"cards": ["2H"]}),
    "short": ("deck.too_short", {"cards": 14}),
}


def refused(make, *args, **kwargs) -> SetupError:
    with pytest.raises(AmericanaError) as err:
        make(*args, **kwargs)
    assert type(err.value) is SetupError
    return err.value


def stud_table() -> Table:
    return Table(variant=PL, stacks={0: 20, 1: 20, 2: 20}, button=2)


def draw_table() -> DrawTable:
    return DrawTable(variant=FIVE, stacks=[20] * 3, button=0)


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_deck_faults_one_error_family(fault):
    code, params = FAULTS[fault]
    for form, deck in forms(stud_fault(fault)).items():
        for err in (
            refused(Hand, variant=PL, stacks=[20] * 3, button=2, deck=deck),
            refused(stud_table().start_hand, deck=deck),
        ):
            assert (err.code, err.params) == (code, params), (form, err)
    if fault == "short":  # a draw deck is completed from the fresh order
        small = dataclasses.replace(DRAW_VARIANTS["classic-pl"], deck_size=24)
        err = refused(DrawHand, variant=small, stacks=[20] * 4, button=0)
        assert (err.code, err.params) == (code, {"cards": 24, "players": 4})
        return
    draw_params = {"foreign": {"cards": ["JK"]}, "twice": {"token": "2C"}}.get(
        fault, params
    )
    for form, deck in forms(draw_fault(fault)).items():
        for err in (
            refused(DrawHand, variant=FIVE, stacks=[20] * 3, button=0, deck=deck),
            refused(draw_table().start_hand, deck=deck),
        ):
            assert (err.code, err.params) == (code, draw_params), (form, err)


# -- a refused start changes nothing --------------------------------------


def draw_deal(hands: dict[int, str], button: int) -> list:
    """The deck that deals ``hands`` one card at a time from the dealer's left."""
    seats = sorted(hands)
    start = next((i for i, s in enumerate(seats) if s > button), 0)
    order = seats[start:] + seats[:start]
    cards = {s: parse_cards(h) for s, h in hands.items()}
    return [cards[s][r] for r in range(5) for s in order]


def stand_pat_and_show(hand) -> None:
    while hand.phase is Phase.DRAW:
        hand.stand_pat()
    while hand.phase is Phase.BETTING:
        hand.check()
    while hand.phase is Phase.SHOWDOWN:
        hand.show()


def refused_unchanged(table, action, *args, **kwargs) -> str:
    """``action`` is refused and the table's snapshot is what it was."""
    before = table.snapshot()
    with pytest.raises(SetupError) as err:
        action(*args, **kwargs)
    assert table.snapshot() == before
    return err.value.code


def test_refused_start_changes_nothing():
    table = Table(variant=PL, stacks={0: 20, 1: 20, 2: 20}, button=2)
    assert refused_unchanged(table, table.end_hand) == "table.hand_in_progress"
    deck = stud_deck({0: "7H AS", 1: "8D 9C", 2: "7C 10D"}, button=2)
    hand = table.start_hand(deck=deck)
    assert refused_unchanged(table, table.start_hand) == "table.hand_in_progress"
    assert refused_unchanged(table, table.end_hand) == "table.hand_in_progress"
    assert refused_unchanged(table, table.join, 3, 20) == "table.hand_in_progress"
    hand.bring_in()  # seat 0, the ace
    hand.fold()
    hand.fold()
    assert hand.finished and hand.stacks == {0: 22, 1: 19, 2: 19}
    # Finished but not settled: every refused call leaves it so.
    for options, code in [
        ({"deck": "7C 7C"}, "deck.duplicate"),
        ({"deck": "2H 7C"}, "deck.foreign_card"),
        ({"deck": "ZZ"}, "deck.bad_card"),
        ({"deck": deck[:10]}, "deck.too_short"),
        ({"deck": deck, "seed": 1}, "deck.seed_and_deck"),
    ]:
        assert refused_unchanged(table, table.start_hand, **options) == code
    assert refused_unchanged(table, table.join, 0, 20) == "seat.taken"
    assert refused_unchanged(table, table.join, 6, 20) == "seat.unknown"
    assert refused_unchanged(table, table.join, 3, 0) == "stack.empty"
    assert (table.button, table.hands_played, table.hand) == (2, 0, hand)
    assert table.stacks == {0: 20, 1: 20, 2: 20}
    # A good start settles the hand, then deals.
    table.start_hand(seed=1)
    assert (table.button, table.hands_played) == (0, 1)
    assert table.stacks == {0: 22, 1: 19, 2: 19}


def test_refused_start_changes_nothing_at_a_draw_table():
    table = DrawTable(variant=FIVE, stacks={0: 3, 1: 20, 2: 20}, button=2)
    hands = {0: "KS KH 9D 8C 3S", 1: "AS AH AD 7C 2S", 2: "QS QH 10D 6C 4S"}
    hand = table.start_hand(deck=draw_deal(hands, 2))
    hand.bet(2)  # seat 0, all in
    hand.call()
    assert refused_unchanged(table, table.start_hand) == "table.hand_in_progress"
    hand.fold()  # seat 2
    stand_pat_and_show(hand)
    assert hand.stacks == {0: 0, 1: 24, 2: 19}  # seat 1's three aces win 7
    for options, code in [
        ({"deck": "2C 2C"}, "deck.duplicate"),
        ({"deck": "JK"}, "deck.foreign_card"),
        ({"deck": [parse_card("2C"), "ZZ"]}, "deck.bad_card"),
        ({"seed": 1, "reshuffles": ["ZZ"]}, "deck.bad_card"),
    ]:
        assert refused_unchanged(table, table.start_hand, **options) == code
    assert (table.stacks, table.button, table.left) == ({0: 3, 1: 20, 2: 20}, 2, ())
    assert table.start_hand(seed=3).seats == (1, 2)
    assert (table.stacks, table.button, table.left) == ({1: 24, 2: 19}, 1, (0,))
    # Too few players left: refused, unchanged, until a newcomer sits down.
    duel = DrawTable(variant=FIVE, stacks={0: 3, 1: 20}, button=1)
    hand = duel.start_hand(deck=draw_deal({0: hands[0], 1: hands[1]}, 1))
    hand.bet(2)
    hand.call()
    stand_pat_and_show(hand)
    code = refused_unchanged(duel, duel.start_hand, seed=1)
    assert code == "table.too_few_players"
    assert (duel.stacks, duel.hands_played) == ({0: 3, 1: 20}, 0)
    duel.join(2, 10)  # A14: the hand is settled, seat 0 leaves
    assert (duel.stacks, duel.left, duel.button) == ({1: 23, 2: 10}, (0,), 1)
    assert duel.start_hand(seed=3).seats == (1, 2)


# -- E6 ---------------------------------------------------------------------


def test_E6_all_in_opener_checked_round_two_first_speaker_shows_first():
    hands = {0: "AS AH AD 7C 2S", 1: "KS KH 9D 8C 3S", 2: "QS QH 10D 6C 4S"}
    hand = DrawHand(
        variant=FIVE, stacks={0: 3, 1: 50, 2: 50}, button=2, deck=draw_deal(hands, 2)
    )
    hand.bet(2)  # seat 0 opens, all in (E3)
    hand.call()
    hand.call()
    assert hand.opener == 0 and hand.stacks == {0: 0, 1: 47, 2: 47}
    while hand.phase is Phase.DRAW:
        hand.stand_pat()
    # E5: the opener would speak first, but is all in: seat 1 speaks.
    assert hand.turn == 1 and hand.showdown_order() == ()
    hand.check()
    hand.check()
    # E6: nobody bet in round 2: its first speaker shows first, not the opener.
    assert hand.showdown_order() == (1, 2, 0)
    shown = []
    while hand.phase is Phase.SHOWDOWN:
        shown.append(hand.turn)
        hand.show()
    assert shown == [1, 2, 0] and hand.showdown_order() == (1, 2, 0)
    assert hand.stacks == {0: 9, 1: 47, 2: 47}  # three aces take the 9 chips


# -- E7 ---------------------------------------------------------------------


def pass_out(hand) -> None:
    while not hand.finished:  # nobody holds jacks or better: everybody checks
        hand.check()
    assert hand.passed_out


def test_E7_antes_in_a_carried_jackpot_are_never_forfeited():
    table = DrawTable(variant=JACKPOTS, stacks={0: 1, 1: 20, 2: 20}, button=2)
    nothing = {0: "AS KD 8H 7C 6S", 1: "10S 10H 5C 3D 2S", 2: "QS 9D 7H 5S 3C"}
    first = table.start_hand(deck=draw_deal(nothing, 2))
    assert first.stacks == {0: 0, 1: 19, 2: 19}  # seat 0's last chip antes
    pass_out(first)
    assert (first.carried, first.carried_shares) == (3, {0: 1, 1: 1, 2: 1})
    assert not table.can_join(0, 10)  # the seat is still seat 0's
    # The re-deal: seat 0 stays, all in for the chip it paid (E7).
    hands = {0: "KS KH KD 7S 2D", 1: "JS JH 9C 4D 2C", 2: "QH 10C 8S 6D 4H"}
    again = table.start_hand(deck=draw_deal(hands, 0))
    assert (table.stacks, table.left, table.button) == ({0: 0, 1: 19, 2: 19}, (), 0)
    assert again.seats == (0, 1, 2) and again.carry_in == 3
    assert [(e.seat, e.amount) for e in kinds(again, K.ANTE)] == [(1, 1), (2, 1)]
    assert [e.seat for e in kinds(again, K.ALL_IN)] == [0]
    # Seat 0 matched one chip of each player: a main pot of 3, a side pot of 2.
    assert [(p.amount, p.eligible) for p in again.pots] == [(3, (0, 1, 2)), (2, (1, 2))]
    views = table_views(
        again.events,
        stacks=again.starting_stacks,
        carry_in=again.carry_in,
        carry_in_shares=again.carry_in_shares,
    )
    # The views split the pots as the engine does.
    assert tuple(p.pot for p in views[-1].pots) == again.pots
    assert again.turn == 1
    again.bet(2)  # seat 1 opens with jacks
    again.call()
    while again.phase is Phase.DRAW:
        again.stand_pat()
    again.check()
    again.check()
    assert again.showdown_order() == (1, 2, 0)
    while again.phase is Phase.SHOWDOWN:
        again.show()
    assert [(a.seat, a.amount, a.pot_index) for a in again.awards] == [
        (0, 3, 0),  # three kings: the main pot
        (1, 6, 1),  # jacks beat queen high for the side pot
    ]
    assert again.stacks == {0: 3, 1: 22, 2: 16}
    table.end_hand()
    assert table.stacks == {0: 3, 1: 22, 2: 16} and table.total_chips == 41
    assert (table.carried, table.carried_shares) == (0, {})


def test_E7_shares_add_up_over_two_pass_outs():
    table = DrawTable(variant=JACKPOTS, stacks={0: 1, 1: 20, 2: 20}, button=2)
    nothing = {0: "AS KD 8H 7C 6S", 1: "10S 10H 5C 3D 2S", 2: "QS 9D 7H 5S 3C"}
    pass_out(table.start_hand(deck=draw_deal(nothing, 2)))
    second = table.start_hand(deck=draw_deal(nothing, 0))
    pass_out(second)
    assert (second.carried, second.carried_shares) == (5, {0: 1, 1: 2, 2: 2})
    third = table.start_hand(seed=7)
    assert table.stacks == {0: 0, 1: 18, 2: 18} and third.stacks[0] == 0
    assert [(p.amount, p.eligible) for p in third.pots] == [(3, (0, 1, 2)), (4, (1, 2))]
    # A broken share is refused before anything is dealt.
    with pytest.raises(SetupError) as err:
        DrawHand(
            variant=JACKPOTS,
            stacks={0: 0, 1: 5},
            button=1,
            carry_in=2,
            carry_in_shares={0: 3},
        )
    assert err.value.code == "pot.bad_share"
    with pytest.raises(SetupError) as err:
        DrawHand(variant=JACKPOTS, stacks={0: 0, 1: 5}, button=1, carry_in=2)
    assert (err.value.code, err.value.params) == ("stack.empty", {"seat": 0})


# -- C: the source's own letters ------------------------------------------


def test_C_source_letters_002():
    # 002's abbreviations: C "PICAS" (spades), S "TREBOLES" (clubs).
    assert parse_cards("JC, JH, QS, QD", letters="002") == parse_cards("JS JH QC QD")
    assert parse_cards("QH QS KD KC KH", letters="002") == parse_cards("QH QC KD KS KH")
    assert parse_card("10c", letters="002") == parse_card("10S")
    assert parse_card("10♣", letters="002") == parse_card("10C")  # symbols: as drawn
    # 000 prints the usual letters (C Trefl, S Pik), as the default does.
    assert parse_cards("JC JH QS QD", letters="000") == parse_cards("JC JH QS QD")
    assert SUIT_LETTERS["002"]["C"] is Suit.SPADES
    with pytest.raises(UnknownLettersError) as err:
        parse_cards("AS", letters="003")
    assert err.value.code == "card.unknown_letters"
    assert err.value.params == {"letters": "003", "known": ("standard", "000", "002")}
    assert isinstance(err.value, CardError)
    # The sources chapter reads 002's example hands with 002's letters.
    notebook = jupytext.read(BOOK / "sources_and_variants.md")
    (cell,) = [
        c.source
        for c in notebook.cells
        if c.cell_type == "code" and 'letters="002"' in c.source
    ]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(cell, "sources_and_variants.md", "exec"), {})
    assert out.getvalue().splitlines() == [
        "QH, QS, KD, KC, KH   Q♥ Q♣ K♦ K♠ K♥",
        "JC, JH, QS, QD       J♠ J♥ Q♣ Q♦",
        "10C, 10S             10♠ 10♣",
    ]


# -- show order and openers in the API -----------------------------------------


def test_show_order_and_openers_api():
    deck = stud_deck(
        {0: "AH 9H KH AD KD", 1: "AC 9C KC AS KS", 2: "QH 9S QD 10C 8D"}, button=2
    )
    hand = Hand(variant=PL, stacks=[30] * 3, button=2, deck=deck)
    hand.bring_in()  # Ann's nine of hearts (A5, C)
    hand.call()
    hand.call()
    while hand.betting_round < 4:
        hand.check()
    assert hand.showdown_order() == ()  # not at the showdown yet
    hand.check()  # Ann
    hand.bet(4)  # Bob bets the last round
    hand.call()
    hand.call()
    assert hand.showdown_order() == (1, 2, 0)  # A10: the last bettor first
    shown = []
    while not hand.finished:
        shown.append(hand.turn)
        hand.show()
    assert shown == [1, 2, 0] and hand.showdown_order() == (1, 2, 0)
    assert hand.stacks == {0: 44, 1: 23, 2: 23}  # Ann wins 21 by her kicker (B3)
    folded = Hand(variant=PL, stacks=[30] * 3, button=2, deck=deck)
    folded.bring_in()
    folded.fold()
    folded.fold()
    assert folded.finished and folded.showdown_order() == ()
    # has_openers from the package (E7), the jackpots ranking by default.
    assert "has_openers" in americana.__all__
    assert americana.has_openers is draw_state.has_openers
    assert americana.has_openers("JS JH 9C 4D 2C")
    assert not americana.has_openers("10S 10H 5C 3D 2S")
    assert not americana.has_openers("AS KD 8H 7C 6S")
    assert americana.has_openers("JS JK 9C 4D 2C", CLASSIC_WILD)  # E8
    assert not americana.has_openers("JS JK 9C 4D 2C", CLASSIC_BUG)
    assert americana.has_openers("AS JK 9C 4D 2C", CLASSIC_BUG)


# -- B3 -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "winner", "stacks"),
    [
        # 000: hearts > diamonds > clubs > spades: Ann's 9♥ beats Bob's 10♠.
        ("americana-pl", 0, {0: 23, 1: 17}),
        # 002 as printed: clubs > spades > diamonds > hearts: the 10♠ wins.
        ("americana-es", 1, {0: 17, 1: 23}),
    ],
)
def test_b3_presets_follow_the_worked_example(preset, winner, stacks):
    """Two aces and two kings: "the suit decides, not the rank of the fifth card".

    The Polish and Spanish presets compare the kicker's suit before its rank
    (000, 002); the rank-first reading stays a named option.
    """
    from americana.hands.showdown import Decider, compare_showdown, showdown_strength
    from americana.rules.variants import ShowdownTie

    variant = VARIANTS[preset]
    assert variant.showdown_tie is ShowdownTie.SUIT_OF_KICKER
    ann, bob = "AH AD KC KS 9H", "AC AS KH KD 10S"
    result = compare_showdown(ann, bob, variant)
    assert (result.winner, result.decided_by) == (winner, Decider.SUIT_OF_KICKER)
    assert result.cards == tuple(parse_cards("9H 10S"))
    # The same two hands played out heads up, checked to the showdown: 3 + 3.
    deck = stud_deck({0: "AH AD KC KS 9H", 1: "AC AS KH KD 10S"}, button=1)
    hand = Hand(variant=variant, stacks=[20, 20], button=1, deck=deck)
    play_passively(hand)
    while not hand.finished:
        hand.show()
    assert hand.stacks == stacks
    assert [(e.seat, e.amount) for e in kinds(hand, K.POT_AWARDED)] == [(winner, 6)]
    # The rank-first reading, kept as an option: the ten wins under both orders.
    rank_first = dataclasses.replace(
        variant, showdown_tie=ShowdownTie.KICKER_RANK_THEN_SUIT
    )
    result = compare_showdown(ann, bob, rank_first)
    assert (result.winner, result.decided_by) == (1, Decider.KICKER)
    # Kickers of one suit: the sources are silent; their rank decides, no split.
    same_suit = compare_showdown(ann, "AC AS KH KD 10H", variant)
    assert (same_suit.winner, same_suit.decided_by) == (1, Decider.KICKER)
    assert showdown_strength(parse_cards(ann), variant) != showdown_strength(
        parse_cards("AC AS KH KD 10H"), variant
    )
