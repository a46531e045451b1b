"""The one hand core: stud and draw poker share one action and replay implementation.

Issue 12, acceptance 2. What the two games do is tested in test_stud_rules.py,
test_draw_rules.py and their property tests; here, that it is done once: one
``ActionKind`` and one ``EventKind``, one ``act``/``can_act``/``legal_actions``,
one ``replay`` and one ``Table`` for both games, which read a variant through
one protocol, ``GameRules``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from americana.hands.ranking import AMERICANA, CLASSIC, Ranking
from americana.play import draw, stud
from americana.play.betting import ActionError, ActionKind, SetupError
from americana.play.draw import DrawHand
from americana.play.draw_table import DrawTable
from americana.play.events import EventKind
from americana.play.hand_actions import BettingHand, game_of, replay
from americana.play.hand_base import Phase
from americana.play.hand_setup import check_setup
from americana.play.stud import Hand
from americana.play.table import Table, deal_hand
from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.game_rules import Game, GameRules
from americana.rules.variants import VARIANTS, Structure

STUD = VARIANTS["americana-pl"]
FIVE = DRAW_VARIANTS["five-card-draw"]


def test_one_replay_and_one_phase_for_both_games():
    assert stud.replay is draw.replay is replay
    assert stud.Phase is draw.Phase is Phase  # one enum, the draw a member
    for name in ("legal_actions", "act", "can_act", "verify_act", "verify_muck"):
        assert getattr(Hand, name) is getattr(BettingHand, name), name
        assert getattr(DrawHand, name) is getattr(BettingHand, name), name


def test_replay_picks_the_game_by_its_variant():
    hand = Hand(variant=STUD, stacks=[20, 20, 20], button=0, seed=3)
    while not hand.finished:
        hand.act(hand.legal_actions()[-1].kind, hand.legal_actions()[-1].minimum)
    again = replay(hand.events, variant=STUD, stacks=[20, 20, 20], button=0)
    assert type(again) is Hand and again.events == hand.events

    hand = DrawHand(variant=FIVE, stacks=[20, 20, 20], button=0, seed=3)
    while not hand.finished:
        if hand.phase is Phase.DRAW:
            hand.act(ActionKind.DRAW, discards=hand.cards(hand.turn)[:2])
        else:  # check or call, then show
            act = next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD)
            hand.act(act.kind, act.minimum)
    again = replay(hand.events, variant=FIVE, stacks=[20, 20, 20], button=0)
    assert type(again) is DrawHand and again.events == hand.events
    assert any(e.kind is EventKind.DRAW for e in again.events)


def test_a_kind_the_game_has_not_is_refused_alike():
    hand = Hand(variant=STUD, stacks=[20, 20], button=0, seed=1)
    assert not hand.can_act(ActionKind.DRAW)
    with pytest.raises(ActionError) as err:
        hand.act(ActionKind.DRAW)
    assert err.value.code == "action.unknown"

    hand = DrawHand(variant=FIVE, stacks=[20, 20], button=0, seed=1)
    before = hand.snapshot()
    for kind in (ActionKind.BRING_IN, ActionKind.COMPLETE, ActionKind.AUTO_BRING_IN):
        assert not hand.can_act(kind, 2)
        with pytest.raises(ActionError) as err:
            hand.act(kind, 2)
        assert err.value.code == "action.not_in_draw"
    assert hand.snapshot() == before


def test_one_table_deals_either_game():
    stud_table = Table(variant=STUD, stacks=[20, 20], button=0)
    assert type(stud_table.start_hand(seed=1)) is Hand
    draw_table = Table(variant=FIVE, stacks=[20, 20], button=0)
    assert type(draw_table.start_hand(seed=1, reshuffles=())) is DrawHand
    assert isinstance(DrawTable(variant=FIVE, stacks=[20, 20], button=0), Table)


def test_every_preset_of_both_games_is_game_rules():
    presets = [*VARIANTS.values(), *DRAW_VARIANTS.values()]
    assert len(presets) == 8
    for variant in presets:
        assert isinstance(variant, GameRules), variant.name
    assert not isinstance(object(), GameRules)


@dataclass(frozen=True)
class _OnlyTheProtocol:
    """Game rules with the protocol's members and nothing else."""

    ante: int = 1
    min_players: int = 2
    max_players: int = 3
    game: Game = Game.STUD

    def ranking_for(self, players: int) -> Ranking:
        return AMERICANA


def test_the_shared_setup_reads_only_the_protocol():
    bare = _OnlyTheProtocol()
    assert isinstance(bare, GameRules)
    check_setup(bare, {0: 5, 1: 5}, 0, 0)  # nothing else is read
    with pytest.raises(SetupError) as err:
        check_setup(bare, {0: 5, 1: 5, 2: 5, 3: 5}, 0, 0)
    assert err.value.code == "table.too_many_players"
    with pytest.raises(TypeError, match="no game plays"):
        game_of(bare)


def test_a_game_refuses_the_other_games_variant_on_replay():
    hand = DrawHand(variant=FIVE, stacks=[20, 20], button=0, seed=1)
    with pytest.raises(TypeError, match="Variant"):
        Hand.from_events(hand.events, variant=FIVE, stacks=[20, 20], button=0)


def test_what_both_games_have_is_asked_of_the_hand_and_the_variant():
    cards = {0: "AH AS AD 9C 8D", 1: "KH KS 10D 9D 7C"}
    stud_hand = Hand(variant=STUD, stacks=[20, 20], button=1, cards=cards)
    draw_hand = DrawHand(variant=FIVE, stacks=[20, 20], button=1, cards=cards)
    assert (STUD.game, FIVE.game) == (Game.STUD, Game.DRAW) == ("stud", "draw")
    assert (stud_hand.game, draw_hand.game) == (Game.STUD, Game.DRAW)
    assert stud_hand.ranking is AMERICANA and draw_hand.ranking is CLASSIC
    assert not stud_hand.has_draw and draw_hand.has_draw
    assert ActionKind.BRING_IN in stud_hand.action_kinds - draw_hand.action_kinds
    assert ActionKind.DRAW in draw_hand.action_kinds - stud_hand.action_kinds
    assert not stud_hand.passed_out and not draw_hand.passed_out
    assert set(Phase) >= {Phase.BETTING, Phase.DRAW, Phase.SHOWDOWN, Phase.FINISHED}
    # strength: bigger wins; the aces of seat 0 against seat 1's cards.
    for hand in (stud_hand, draw_hand):
        while hand.phase is not Phase.SHOWDOWN:
            kinds = [a.kind for a in hand.legal_actions()]
            hand.act(next(k for k in kinds if k is not ActionKind.FOLD))
        assert hand.strength(0) > hand.strength(1)
    assert Hand.cast(stud_hand) is stud_hand and DrawHand.cast(draw_hand) is draw_hand
    with pytest.raises(TypeError):
        Hand.cast(draw_hand)


def test_a_variant_answers_what_differs():
    assert STUD.suits_break_ties and not VARIANTS["americana-ru"].suits_break_ties
    assert not FIVE.suits_break_ties
    assert (STUD.showdown_rule, STUD.split_rule) == ("A11", "A11")
    assert VARIANTS["americana-ru"].split_rule == "B4"
    assert (FIVE.showdown_rule, FIVE.split_rule) == ("E6", "E6")
    classic = DRAW_VARIANTS["classic-pl"]
    assert (classic.showdown_rule, classic.split_rule) == ("D2, D3", "D8")
    no_limit = STUD.with_structure(Structure.NO_LIMIT)
    assert no_limit.first_round_raises is None  # A9, the open reading
    assert STUD.with_structure(Structure.FIXED_LIMIT) is STUD
    assert FIVE.with_structure(Structure.POT_LIMIT).structure is Structure.POT_LIMIT
    assert STUD.ranking_for(6) is AMERICANA and STUD.deck_size_for(6) == 32


def test_deal_hand_and_a_table_around_a_hand():
    hand = deal_hand(FIVE, stacks=[20, 20, 20], button=2, seed=4)
    assert isinstance(hand, DrawHand)
    table = Table.around(hand)
    assert table.hand is hand and table.button == 2
    while not hand.finished:
        hand.fold()
    nxt = table.start_hand(seed=5)
    assert nxt.button == 0 and isinstance(nxt, DrawHand)
