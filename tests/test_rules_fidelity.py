"""Rules the engine must keep whatever a variant or a call asks (RULES.md A, C, E).

One scripted test per rule or point: the bring-in follows the ante (A5), an
ante of at least one chip (A2, E2), one error family for deck faults, a
refused start that changes nothing, the show order of five-card draw (E6),
antes of a passed-out jackpot that are never forfeited (E7), the source's own
card letters (C) and the show order and openers in the API. Every assertion
names exact stacks, seats and codes.
"""

from __future__ import annotations

import dataclasses

import pytest

from americana.betting import SetupError
from americana.cards import make_deck, parse_card
from americana.draw import DrawHand
from americana.draw_table import DrawTable
from americana.draw_variants import DRAW_VARIANTS
from americana.errors import AmericanaError
from americana.events import EventKind
from americana.scripting import stud_deck
from americana.stud import Hand
from americana.table import Table
from americana.variants import VARIANTS, Variant, VariantError

PL = VARIANTS["americana-pl"]
JACKPOTS = DRAW_VARIANTS["jackpots"]
FIVE = DRAW_VARIANTS["five-card-draw"]
K = EventKind


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
