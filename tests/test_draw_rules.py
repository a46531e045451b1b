"""One scripted hand per rule of rule D (classic draw) and E (five-card draw).

Every test deals a scripted deck (``deck=``: the deal, then the stock) and
asserts exact stacks and pots. ``classic-pl`` reads seed 003 literally, the
other presets follow seed 004 (see :mod:`americana.rules.draw_variants`).
"""

from __future__ import annotations

import dataclasses

import pytest

from americana.cards import JOKER, make_deck, parse_card, parse_cards
from americana.hands.ranking import CLASSIC_BUG, CLASSIC_WILD, Category
from americana.play.betting import ActionError, ActionKind, SetupError
from americana.play.draw import DrawHand, replay
from americana.play.draw_state import has_openers
from americana.play.draw_table import DrawTable, choose_first_dealer
from americana.play.events import Event, EventKind
from americana.play.hand_base import Phase
from americana.rules.draw_variants import DRAW_VARIANTS, FalseOpener
from americana.text.describe import describe
from americana.text.i18n import LANGUAGES

CLASSIC = DRAW_VARIANTS["classic-pl"]
FIVE = DRAW_VARIANTS["five-card-draw"]
JACKPOTS = DRAW_VARIANTS["jackpots"]
A = ActionKind
K = EventKind
DK = EventKind
#: The events only draw poker logs (rule D6, E1, E4, E7).
DRAW_KINDS = [
    DK.DRAW,
    DK.STOCK_RESHUFFLED,
    DK.PASS_OUT,
    DK.OPENERS_SHOWN,
    DK.FIRST_DEALER,
]


def deal(hands: dict[int, str], button: int, stock: str = "") -> list:
    """The deck that deals ``hands`` one card at a time from the dealer's left.

    Five rounds of one card to each seat clockwise (D4, E2), then ``stock``
    (top first); the variant's other cards follow in their fresh order.
    """
    seats = sorted(hands)
    start = next((i for i, s in enumerate(seats) if s > button), 0)
    order = seats[start:] + seats[:start]
    cards = {s: parse_cards(h) for s, h in hands.items()}
    return [cards[s][r] for r in range(5) for s in order] + list(parse_cards(stock))


def legal(hand: DrawHand) -> dict:
    return {a.kind: (a.minimum, a.maximum) for a in hand.legal_actions()}


def kinds(hand: DrawHand, *wanted) -> list:
    return [e for e in hand.events if e.kind in wanted]


def draw_cards(hand: DrawHand) -> list:
    """The cards dealt during the draw, in order."""
    start = next(i for i, e in enumerate(hand.events) if e.kind is DK.DRAW)
    return [e.card for e in hand.events[start:] if e.kind is K.CARD_DEALT]


def stand_pat_all(hand: DrawHand) -> None:
    while hand.phase is Phase.DRAW:
        hand.stand_pat()


def show_all(hand: DrawHand) -> None:
    while hand.phase is Phase.SHOWDOWN:
        hand.show()


def rejected(action, *args, **kwargs) -> ActionError:
    with pytest.raises(ActionError) as err:
        action(*args, **kwargs)
    return err.value


def total(hand: DrawHand) -> int:
    if hand.finished:
        return sum(hand.stacks.values()) + hand.carried
    return sum(hand.stacks.values()) + sum(hand.contributions.values()) + hand.carry_in


# -- D: classic draw poker (seed 003) ------------------------------------------


def test_D1_two_to_eight_players_deck_stripped_below_five():
    for players, size in {2: 28, 3: 36, 4: 44, 5: 52, 8: 52}.items():
        hand = DrawHand(variant=CLASSIC, stacks=[20] * players, button=0, seed=1)
        assert len(hand.deck) == size == hand.ranking.deck_size
        assert min(c.rank for c in hand.deck) == 15 - size // 4
    for players, code in ((1, "table.too_few_players"), (9, "table.too_many_players")):
        with pytest.raises(SetupError) as err:
            DrawHand(variant=CLASSIC, stacks=[20] * players, button=0, seed=1)
        assert err.value.code == code
    # An explicit deck size overrides the mapping; the ace also plays low (D1).
    thirty_two = dataclasses.replace(CLASSIC, deck_size=32)
    hand = DrawHand(variant=thirty_two, stacks=[20] * 4, button=0, seed=1)
    assert len(hand.deck) == 32 and hand.ranking.name == "rarity-32"
    assert hand.ranking.ace_low
    with pytest.raises(SetupError) as err:  # 2 cards of a 36-card deck: no 2s
        DrawHand(variant=CLASSIC, stacks=[20] * 3, button=0, deck="2S 7H")
    assert err.value.code == "deck.foreign_card"
    with pytest.raises(SetupError) as err:  # 24 cards cannot serve 4 players
        DrawHand(
            variant=dataclasses.replace(CLASSIC, deck_size=24),
            stacks=[20] * 4,
            button=0,
            seed=1,
        )
    assert err.value.code == "deck.too_short"


def test_D2_nine_categories_kickers_decide():
    # Two pairs of kings in 36 cards: the ace kicker beats the queen (D2).
    hands = {0: "6S 7D 9H 10C QS", 1: "KS KH AD 9C 7S", 2: "KD KC QH JS 10D"}
    hand = DrawHand(variant=CLASSIC, stacks=[30] * 3, button=0, deck=deal(hands, 0))
    hand.bet(2)  # seat 1, left of the dealer
    hand.call()
    hand.fold()
    stand_pat_all(hand)
    hand.bet(2)
    hand.call()
    show_all(hand)
    shown = kinds(hand, K.HAND_SHOWN)
    assert [(e.seat, e.category) for e in shown] == [
        (1, Category.ONE_PAIR),
        (2, Category.ONE_PAIR),
    ]
    assert hand.stacks == {0: 29, 1: 36, 2: 25}
    assert [(a.seat, a.amount, a.reason) for a in hand.awards] == [(1, 11, "best_hand")]


@pytest.mark.parametrize(
    ("players", "deck_size", "hands", "winner"),
    [
        # 52 cards: full house above flush (D3, first column).
        (5, 52, {1: "6H 8H 10H QH AH", 2: "KS KD KC 7S 7D"}, 2),
        # 36 cards (three players): flush above full house.
        (3, 36, {1: "6H 8H 10H QH AH", 2: "KS KD KC 7S 7D"}, 1),
        # 28 cards (two players): flush above four of a kind, as at 32 (D3).
        (2, 28, {1: "8H 10H QH KH AH", 0: "JS JD JC JH 9S"}, 1),
    ],
)
def test_D3_ranking_follows_the_deck(players, deck_size, hands, winner):
    junk = iter(["9C 9D 10S JH QC", "8S 8C 9S 10C JD", "8D 10D QD 4C AC"])
    hands = {s: hands.get(s) or next(junk) for s in range(players)}
    hand = DrawHand(
        variant=CLASSIC, stacks=[30] * players, button=0, deck=deal(hands, 0)
    )
    assert hand.ranking.deck_size == deck_size
    live = set(hands) & {0, 1, 2} if players == 2 else {1, 2}
    for _ in range(2):  # rounds 1 and 2: seat 1 opens, the other live seat calls
        while hand.phase is Phase.BETTING:
            if hand.turn not in live:
                hand.fold()
            elif hand.can_bet(2):
                hand.bet(2)
            else:
                hand.call()
        stand_pat_all(hand)
    show_all(hand)
    loser = (live - {winner}).pop()
    assert hand.stacks[winner] == 30 - 5 + players + 8
    assert hand.stacks[loser] == 25
    assert all(hand.stacks[s] == 29 for s in hand.seats if s not in live)


def test_D4_ante_then_five_cards_one_at_a_time_clockwise():
    hands = {0: "6S 7D 9H 10C QS", 1: "KS KH AD 9C 7S", 2: "KD KC QH JS 10D"}
    hand = DrawHand(variant=CLASSIC, stacks=[30] * 3, button=2, deck=deal(hands, 2))
    antes = kinds(hand, K.ANTE)
    assert [(e.seat, e.amount) for e in antes] == [(0, 1), (1, 1), (2, 1)]
    dealt = kinds(hand, K.CARD_DEALT)
    assert [e.seat for e in dealt] == [0, 1, 2] * 5
    assert not any(e.face_up for e in dealt)
    assert hand.events.index(antes[-1]) < hand.events.index(dealt[0])
    for seat, text in hands.items():
        assert hand.cards(seat) == parse_cards(text)
    assert len(hand.stock) == 36 - 15
    assert hand.stacks == {0: 29, 1: 29, 2: 29} and hand.pots[0].amount == 3


def test_D5_opening_bet_between_min_and_max():
    hands = {0: "6S 7D 9H 10C QS", 1: "KS KH AD 9C 7S", 2: "KD KC QH JS 10D"}
    hand = DrawHand(variant=CLASSIC, stacks=[50] * 3, button=0, deck=deal(hands, 0))
    # Seat 1 (dealer's left) passes, i.e. folds, or opens with 2..10 (D5).
    assert hand.turn == 1
    assert legal(hand) == {A.FOLD: (None, None), A.BET: (2, 10)}
    assert rejected(hand.check).code == "check.not_allowed"
    before = hand.snapshot()
    err = rejected(hand.bet, 1)
    assert (err.code, err.params) == ("bet.below_minimum", {"amount": 1, "minimum": 2})
    err = rejected(hand.bet, 11)
    assert (err.code, err.params) == (
        "bet.above_maximum",
        {"amount": 11, "maximum": 10},
    )
    assert hand.snapshot() == before
    hand.bet(5)
    # Then fold, call or raise; a raise adds at most the maximum (10).
    assert legal(hand) == {A.FOLD: (None, None), A.CALL: (5, 5), A.RAISE: (10, 15)}
    hand.raise_to(12)
    hand.fold()  # seat 0 passes and loses the ante
    hand.call()  # seat 1
    assert hand.phase is Phase.DRAW  # all called or folded: the round ends
    assert hand.stacks == {0: 49, 1: 37, 2: 37}
    assert [p.amount for p in hand.pots] == [3 + 24]


def test_D5_pass_means_fold_and_last_player_takes_the_antes():
    hands = {0: "6S 7D 9H 10C QS", 1: "KS KH AD 9C 7S", 2: "KD KC QH JS 10D"}
    hand = DrawHand(variant=CLASSIC, stacks=[50] * 3, button=0, deck=deal(hands, 0))
    hand.fold()
    hand.fold()
    assert hand.finished and not kinds(hand, K.HAND_SHOWN)
    assert hand.stacks == {0: 52, 1: 49, 2: 49}


def test_D6_draw_from_dealer_left_discards_reshuffled_when_stock_runs_out():
    deck = make_deck(52)  # eight players: seats 1..7, 0 get deck[p + 8 * r]
    hand = DrawHand(variant=CLASSIC, stacks=[20] * 8, button=0, deck=deck)
    hand.bet(2)
    while hand.phase is Phase.BETTING:
        hand.call()
    assert hand.stacks == dict.fromkeys(range(8), 17)
    assert hand.stock == deck[40:]  # 12 cards
    order = []
    discards = {}
    while hand.phase is Phase.DRAW:
        seat = hand.turn
        order.append(seat)
        discards[seat] = hand.cards(seat) if seat in (1, 2, 3) else ()
        hand.draw(discards[seat])
    assert order == [1, 2, 3, 4, 5, 6, 7, 0]  # from the dealer's left (D6)
    assert hand.cards(1) == deck[40:45] and hand.cards(2) == deck[45:50]
    reshuffle = kinds(hand, DK.STOCK_RESHUFFLED)
    assert len(reshuffle) == 1 and reshuffle[0].card is None
    # Seat 3 got the stock's last two cards, then three from the discards of
    # seats 1 and 2; never its own (D6: "discarded by the other players").
    assert reshuffle[0].count == 10
    assert set(reshuffle[0].cards) == set(discards[1]) | set(discards[2])
    assert hand.cards(3)[:2] == deck[50:52]
    assert set(hand.cards(3)[2:]) <= set(discards[1]) | set(discards[2])
    assert len(hand.stock) == 7 and set(hand.discard_pile) == set(discards[3])
    held = [c for s in hand.seats for c in hand.cards(s)]
    assert sorted(
        map(str, held + list(hand.stock) + list(hand.discard_pile))
    ) == sorted(map(str, deck))


def test_D6_scripted_reshuffle_order():
    deck = make_deck(52)
    first = deck[0:40:8]  # seat 1's five cards
    hand = DrawHand(
        variant=CLASSIC,
        stacks=[20] * 8,
        button=0,
        deck=deck,
        reshuffles=[list(reversed(first))],
    )
    hand.bet(2)
    while hand.phase is Phase.BETTING:
        hand.call()
    for seat in (1, 2, 3):
        hand.draw(hand.cards(seat), seat=seat)
    assert hand.cards(3) == deck[50:52] + tuple(reversed(first))[:3]


def test_D7_second_round_from_dealer_left_last_raiser_shows_first():
    hands = {0: "9S 9H 9D KC 7S", 1: "AS AH QD JC 8D", 2: "KS KH 10C 7H 6D"}
    hand = DrawHand(variant=CLASSIC, stacks=[50] * 3, button=0, deck=deal(hands, 0))
    hand.bet(2)  # seat 1
    hand.raise_to(4)  # seat 2
    hand.call()  # seat 0
    hand.call()  # seat 1
    stand_pat_all(hand)
    assert hand.betting_round == 2 and hand.turn == 1  # again the dealer's left (D7)
    hand.bet(2)
    hand.raise_to(4)  # seat 2, the last raiser
    hand.call()
    hand.call()
    assert hand.phase is Phase.SHOWDOWN and hand.turn == 2  # shows first
    order = []
    while hand.phase is Phase.SHOWDOWN:
        order.append(hand.turn)
        hand.show()
    assert order == [2, 0, 1]
    assert hand.stacks == {0: 50 - 9 + 27, 1: 41, 2: 41}


def test_D8_split_remainder_carried_deal_passes_left_alone_wins_unshown():
    hands = {0: "6S 7D 8H 10C QS", 1: "AS KH QD JC 9S", 2: "AH KS QC JD 9H"}
    table = DrawTable(variant=CLASSIC, stacks=[30] * 3, button=0)
    hand = table.start_hand(deck=deal(hands, 0))
    hand.bet(2)
    hand.call()
    hand.fold()
    stand_pat_all(hand)
    hand.bet(2)
    hand.call()
    show_all(hand)
    # 11 chips, two equal hands (no suit precedence, D1): 5 each, 1 carried.
    assert [(a.seat, a.amount, a.reason) for a in hand.awards] == [
        (1, 5, "split"),
        (2, 5, "split"),
    ]
    assert hand.carried == 1 and kinds(hand, K.CHIPS_CARRIED)[0].amount == 1
    assert hand.stacks == {0: 29, 1: 30, 2: 30}
    # The deal passes left; the remainder joins the next pot.
    nxt = table.start_hand(seed=5)
    assert table.button == 1 and nxt.carry_in == 1
    assert nxt.turn == 2 and [p.amount for p in nxt.pots] == [1 + 3]
    nxt.bet(2)
    nxt.fold()
    nxt.fold()
    # Left alone: wins without showing, the uncalled bet back.
    assert not kinds(nxt, K.HAND_SHOWN)
    assert [(a.seat, a.amount, a.reason) for a in nxt.awards] == [(2, 4, "uncontested")]
    assert nxt.stacks == {0: 28, 1: 29, 2: 33}
    table.end_hand()
    assert table.button == 2 and table.total_chips == 90


# -- E: five-card draw (seed 004) ----------------------------------------------


def test_E1_first_dealer_gets_the_first_jack():
    chosen = choose_first_dealer([0, 1, 2, 3], deck="2C 5D KH 9S 3C JD")
    assert chosen.seat == 1
    assert [(s, str(c)) for s, c in chosen.dealt] == [
        (0, "2C"),
        (1, "5D"),
        (2, "KH"),
        (3, "9S"),
        (0, "3C"),
        (1, "JD"),
    ]
    assert [e.kind for e in chosen.events] == [K.CARD_DEALT] * 6 + [DK.FIRST_DEALER]
    assert describe(chosen.events[-1], "en") == (
        "Seat 1 gets the first jack, the jack of diamonds, and deals first."
    )
    assert (
        choose_first_dealer([0, 1, 2, 3], deck="2C 5D KH 9S 3C JD", start=2).seat == 3
    )
    # 2-7 players and 52 cards; the deal then passes clockwise.
    with pytest.raises(SetupError) as err:
        DrawHand(variant=FIVE, stacks=[20] * 8, button=0, seed=1)
    assert err.value.code == "table.too_many_players"
    table = DrawTable(variant=FIVE, stacks=[20] * 4, button=chosen.seat)
    hand = table.start_hand(seed=3)
    assert len(hand.deck) == 52
    while not hand.finished:
        hand.fold() if hand.can_fold() else hand.act(hand.legal_actions()[0].kind)
    table.end_hand()
    assert table.button == 2


def test_E2_ante_then_five_cards_each_face_down_rest_is_the_stock():
    hand = DrawHand(variant=FIVE, stacks=[20] * 3, button=1, seed=7)
    head = [(e.kind, e.seat) for e in hand.events[:3]]
    assert head == [(K.ANTE, 2), (K.ANTE, 0), (K.ANTE, 1)]
    dealt = kinds(hand, K.CARD_DEALT)
    assert [e.seat for e in dealt] == [2, 0, 1] * 5
    assert not any(e.face_up for e in dealt)
    assert hand.stock == hand.deck[15:] and len(hand.stock) == 37
    assert hand.stacks == {0: 19, 1: 19, 2: 19} and hand.pots[0].amount == 3


def test_E3_check_or_bet_then_bet_and_three_raises_cap():
    hand = DrawHand(variant=FIVE, stacks=[50] * 4, button=0, seed=2)
    assert hand.turn == 1
    assert legal(hand) == {A.FOLD: (None, None), A.CHECK: (None, None), A.BET: (2, 2)}
    hand.check()
    hand.bet(2)  # seat 2
    hand.raise_to(4)  # seat 3
    hand.raise_to(6)  # seat 0
    hand.raise_to(8)  # seat 1: the third raise, the cap
    assert legal(hand) == {A.FOLD: (None, None), A.CALL: (6, 6)}
    before = hand.snapshot()
    assert rejected(hand.raise_to, 10).code == "raise.cap_reached"
    assert hand.snapshot() == before
    hand.call()
    hand.call()
    hand.call()
    assert hand.phase is Phase.DRAW
    assert hand.stacks == dict.fromkeys(range(4), 41)
    assert [p.amount for p in hand.pots] == [4 + 32]
    # After the draw the bet is 4 (the seed names no amounts; see the preset).
    stand_pat_all(hand)
    assert legal(hand)[A.BET] == (4, 4)
    # Nobody bets twice in a row unless raised: a called bet ends the round.
    hand.bet(4)
    for _ in range(3):
        hand.call()
    assert hand.phase is Phase.SHOWDOWN


def test_E4_draw_limit_is_an_option():
    hands = {0: "2S 5D 9H 10C QS", 1: "3S 4H 6D 8C KS"}
    for limit in (3, 4, 5):
        variant = dataclasses.replace(FIVE, draw_limit=limit)
        hand = DrawHand(variant=variant, stacks=[20, 20], button=0, deck=deal(hands, 0))
        hand.check()
        hand.check()
        assert legal(hand) == {ActionKind.DRAW: (0, limit)}
        for n in range(6):
            assert hand.can_draw(hand.cards(1)[:n]) == (n <= limit)
        err = rejected(hand.draw, hand.cards(1)[: limit + 1]) if limit < 5 else None
        if err:
            assert (err.code, err.params) == (
                "draw.too_many",
                {"count": limit + 1, "maximum": limit},
            )
        assert rejected(hand.draw, "AS").code == "draw.not_in_hand"
        assert rejected(hand.draw, "3S 3S").code == "draw.bad_card"
        assert rejected(hand.draw, "3S", seat=0).code == "action.out_of_turn"
    assert FIVE.draw_limit == 4


def test_E4_stub_rule_seven_players_drawing_four():
    deck = make_deck(52)
    hand = DrawHand(variant=FIVE, stacks=[20] * 7, button=0, deck=deck)
    while hand.phase is Phase.BETTING:
        hand.check()
    assert len(hand.stock) == 17 and hand.stock[-1] == deck[51]  # 7 x 5 = 35 dealt
    discards = {}
    for seat in (1, 2, 3, 4):
        discards[seat] = hand.cards(seat)[:4]
        hand.draw(discards[seat])
    # 16 cards served from the stock; its last card is still there.
    assert draw_cards(hand) == list(deck[35:51])
    assert hand.stock == (deck[51],) and not kinds(hand, DK.STOCK_RESHUFFLED)
    discards[5] = hand.cards(5)[:4]
    hand.draw(discards[5])
    # Seat 5 needs four: the stock is dealt except its last card (none here),
    # then that last card is shuffled with the discards of seats 1-4 (E4).
    (event,) = kinds(hand, DK.STOCK_RESHUFFLED)
    assert event.card == deck[51] and event.count == 1 + 16
    pile = {deck[51]}.union(*(set(discards[s]) for s in (1, 2, 3, 4)))
    assert set(event.cards) == pile
    assert not set(discards[5]) & set(event.cards)  # never one's own discards
    assert hand.cards(5)[1:] == event.cards[:4]
    for seat in (6, 0):
        hand.draw(hand.cards(seat)[:4])
    assert len(draw_cards(hand)) == 28  # all requested cards were served
    assert len(hand.stock) == 17 - 12 == 5
    assert [e.seat for e in kinds(hand, DK.DRAW)] == [1, 2, 3, 4, 5, 6, 0]
    assert hand.stacks == dict.fromkeys(range(7), 19)
    held = [c for s in hand.seats for c in hand.cards(s)]
    assert sorted(
        map(str, held + list(hand.stock) + list(hand.discard_pile))
    ) == sorted(map(str, deck))
    assert describe(event, "en") == (
        "The stock runs short: its last card is shuffled with the discards into "
        "a new stock of 17 cards."
    )


@pytest.mark.parametrize(
    ("script", "first"),
    [
        # seat 2 bets, seat 3 raises, everybody calls: the raiser speaks first.
        (["check", "bet", "raise", "call", "call", "call"], 3),
        # seat 2 bets and nobody raises: the opener speaks first.
        (["check", "bet", "call", "call", "call"], 2),
        # nobody bets: the engine's choice, the dealer's left.
        (["check", "check", "check", "check"], 1),
    ],
)
def test_E5_round_two_opened_by_last_raiser_or_opener(script, first):
    hand = DrawHand(variant=FIVE, stacks=[50] * 4, button=0, seed=11)
    for step in script:
        {
            "check": hand.check,
            "call": hand.call,
            "bet": lambda: hand.bet(2),
            "raise": lambda: hand.raise_to(4),
        }[step]()
    stand_pat_all(hand)
    assert hand.betting_round == 2 and hand.turn == first


def test_E6_last_raiser_shows_first_ties_split_alone_wins_unshown():
    hands = {0: "2S 5D 8H 10C QS", 1: "AS KH QD JC 9S", 2: "AH KS QC JD 9H"}
    hand = DrawHand(variant=FIVE, stacks=[30] * 3, button=0, deck=deal(hands, 0))
    hand.bet(2)  # seat 1
    hand.call()
    hand.call()
    stand_pat_all(hand)
    assert hand.turn == 1  # E5: the opener
    hand.bet(4)
    hand.raise_to(8)  # seat 2
    hand.fold()  # seat 0
    hand.call()  # seat 1
    assert [p.amount for p in hand.pots] == [25]
    order = []
    while hand.phase is Phase.SHOWDOWN:
        order.append(hand.turn)
        hand.show()
    assert order == [2, 1]  # the last raiser first
    # 25 split: 12 each, the odd chip to the first winner left of the button.
    assert hand.stacks == {0: 27, 1: 30 - 11 + 13, 2: 30 - 11 + 12}
    alone = DrawHand(variant=FIVE, stacks=[30] * 3, button=0, deck=deal(hands, 0))
    alone.bet(2)
    alone.fold()
    alone.fold()
    assert alone.finished and not kinds(alone, K.HAND_SHOWN)
    assert alone.stacks == {0: 29, 1: 32, 2: 29}


def test_E7_jacks_or_better_to_open_openers_proven_even_if_discarded():
    hands = {0: "AS KD 8H 7C 6S", 1: "10S 10H 5C 3D 2S", 2: "JS JH 9C 4D 2C"}
    stock = "10C 7D 8S KH QS 3H"
    hand = DrawHand(
        variant=JACKPOTS, stacks=[30] * 3, button=0, deck=deal(hands, 0, stock)
    )
    assert not hand.has_openers(1) and hand.has_openers(2)
    assert legal(hand) == {A.FOLD: (None, None), A.CHECK: (None, None)}
    err = rejected(hand.bet, 2)
    assert (err.code, err.params) == ("open.no_openers", {"seat": 1})
    hand.check()  # seat 1
    hand.bet(2)  # seat 2 opens with jacks
    hand.fold()  # seat 0
    hand.call()  # seat 1
    assert hand.opener == 2
    hand.draw("5C 3D 2S")  # seat 1: three tens
    hand.draw("JH 4D 2C")  # seat 2 breaks its openers
    assert hand.set_aside == parse_cards("JH 4D 2C")  # E7: set aside, not mucked
    assert set(hand.discard_pile) == set(parse_cards("5C 3D 2S AS KD 8H 7C 6S"))
    assert hand.turn == 2  # E5: the opener speaks first
    hand.check()
    hand.check()
    assert hand.turn == 2  # nobody bet: the first speaker of round 2 shows first
    show_all(hand)
    (proof,) = kinds(hand, DK.OPENERS_SHOWN)
    assert (proof.seat, proof.cards, proof.reason) == (
        2,
        parse_cards("JS JH 9C 4D 2C"),
        "openers",
    )
    assert proof.category is Category.ONE_PAIR
    assert hand.events.index(proof) < hand.events.index(kinds(hand, K.POT_AWARDED)[0])
    assert hand.stacks == {0: 29, 1: 34, 2: 27}


def test_E7_pass_out_keeps_antes_new_antes_next_dealer():
    table = DrawTable(variant=JACKPOTS, stacks=[20] * 4, button=0)
    hands = {0: "AS KD 8H 7C 6S", 1: "10S 10H 5C 3D 2S", 2: "JS JH 9C 4D 2C"}
    hands[3] = "QS 9D 7H 5S 3C"
    hand = table.start_hand(deck=deal({**hands, 2: "JS 10D 9C 4D 2C"}, 0))
    while not hand.finished:  # nobody can open: everybody checks
        hand.check()
    assert hand.passed_out and not hand.awards
    assert [e.amount for e in kinds(hand, DK.PASS_OUT)] == [4]
    assert hand.carried == 4 and hand.stacks == dict.fromkeys(range(4), 19)
    assert describe(kinds(hand, DK.PASS_OUT)[0], "en") == (
        "Nobody opens: 4 chips stay in the pot for the next deal."
    )
    again = table.start_hand(deck=deal(hands, 1))
    assert table.button == 1 and again.carry_in == 4
    assert [e.seat for e in kinds(again, K.ANTE)] == [2, 3, 0, 1]  # new antes
    assert again.stacks == dict.fromkeys(range(4), 18)
    assert [p.amount for p in again.pots] == [8]
    assert again.turn == 2
    again.bet(2)  # seat 2 has jacks
    for _ in range(3):
        again.fold()
    assert [(a.seat, a.amount) for a in again.awards] == [(2, 8)]
    assert kinds(again, DK.OPENERS_SHOWN)[0].reason == "openers"
    assert again.stacks == {0: 18, 1: 18, 2: 26, 3: 18}
    table.end_hand()
    assert table.total_chips == 80


def test_E7_fold_to_one_without_an_opener_is_a_pass_out():
    hand = DrawHand(variant=JACKPOTS, stacks=[20] * 3, button=0, seed=4)
    hand.fold()
    hand.fold()
    assert hand.passed_out and hand.carried == 3 and not hand.awards


def test_E7_false_opener_dead_hand_option():
    dead = dataclasses.replace(JACKPOTS, false_opener=FalseOpener.DEAD_HAND)
    hands = {0: "9S 8D 6H 4C 3S", 1: "AS KD 8H 7C 5S", 2: "2S 2H 10C 6D 4H"}
    deck = deal(hands, 0, "AH QC JD")
    # Everybody else folds: the dead hand wins nothing, the pot stays.
    hand = DrawHand(variant=dead, stacks=[30] * 3, button=0, deck=deck)
    assert legal(hand)[A.BET] == (2, 2)  # a bluff the table cannot see
    hand.bet(2)
    hand.fold()
    hand.fold()
    assert kinds(hand, DK.OPENERS_SHOWN)[0].reason == "false_opener"
    assert not hand.awards and hand.carried == 3
    assert hand.stacks == {0: 29, 1: 29, 2: 29}
    # A caller with a worse hand wins the showdown against the dead hand.
    hand = DrawHand(variant=dead, stacks=[30] * 3, button=0, deck=deck)
    hand.bet(2)  # seat 1, ace high
    hand.call()  # seat 2, two deuces
    hand.fold()
    hand.draw("8H 7C 5S", seat=1)  # draws AH QC JD: a pair of aces
    hand.stand_pat()
    hand.check()
    hand.check()
    show_all(hand)
    assert hand.stacks == {0: 29, 1: 27, 2: 34}
    assert [(a.seat, a.amount) for a in hand.awards] == [(2, 7)]


@pytest.mark.parametrize(
    ("preset", "cards", "category", "winner"),
    [
        # Wild: four nines and the joker are five nines, above a royal flush.
        ("jackpots-joker-wild", "9S 9H 9D 9C JK", Category.FIVE_OF_A_KIND, 1),
        # Bug: the joker is only an ace here: four nines lose to the royal flush.
        ("jackpots-joker-bug", "9S 9H 9D 9C JK", Category.FOUR_OF_A_KIND, 0),
    ],
)
def test_E8_joker_wild_or_bug(preset, cards, category, winner):
    variant = DRAW_VARIANTS[preset]
    hands = {1: cards, 0: "AH KH QH JH 10H"}
    hand = DrawHand(variant=variant, stacks=[30, 30], button=0, deck=deal(hands, 0))
    assert len(hand.deck) == 53 and JOKER in hand.deck
    hand.bet(2)
    hand.call()
    stand_pat_all(hand)
    hand.bet(4)
    hand.call()
    show_all(hand)
    shown = {e.seat: e.category for e in kinds(hand, K.HAND_SHOWN)}
    assert shown == {1: category, 0: Category.STRAIGHT_FLUSH}
    assert hand.stacks == {winner: 37, 1 - winner: 23}


def test_E8_openers_with_the_joker():
    tens = parse_cards("10S 10H 5C 3D JK")
    assert has_openers(tens, CLASSIC_WILD)  # three tens
    assert not has_openers(tens, CLASSIC_BUG)  # tens and an ace kicker
    assert has_openers(parse_cards("AS 10H 5C 3D JK"), CLASSIC_BUG)  # two aces


def test_replay_of_a_scripted_hand_with_a_reshuffle():
    deck = make_deck(52)
    hand = DrawHand(variant=FIVE, stacks=[20] * 7, button=0, deck=deck)
    while hand.phase is Phase.BETTING:
        hand.check()
    while hand.phase is Phase.DRAW:
        hand.draw(hand.cards(hand.turn)[:4])
    while hand.phase is Phase.BETTING:
        hand.check()
    while hand.phase is Phase.SHOWDOWN:
        hand.muck() if hand.can_muck() else hand.show()
    again = replay(hand.events, variant=FIVE, stacks=[20] * 7, button=0)
    assert again.events == hand.events and again.stacks == hand.stacks
    assert total(hand) == 140


DRAW_SAMPLES = {
    DK.DRAW: Event(DK.DRAW, 1, cards=parse_cards("2C 3D"), count=2),
    DK.STOCK_RESHUFFLED: Event(
        DK.STOCK_RESHUFFLED, card=parse_card("AS"), cards=parse_cards("AS 2C"), count=2
    ),
    DK.PASS_OUT: Event(DK.PASS_OUT, amount=4),
    DK.OPENERS_SHOWN: Event(
        DK.OPENERS_SHOWN,
        1,
        cards=parse_cards("JS JH 9C 4D 2C"),
        category=Category.ONE_PAIR,
        reason="openers",
    ),
    DK.FIRST_DEALER: Event(DK.FIRST_DEALER, 1, card=parse_card("JD")),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", DRAW_KINDS, ids=lambda k: k.value)
def test_draw_events_render_in_every_language(kind, lang):
    variants = [DRAW_SAMPLES[kind]]
    if kind is DK.DRAW:
        variants.append(dataclasses.replace(variants[0], count=0))
    if kind is DK.STOCK_RESHUFFLED:
        variants.append(dataclasses.replace(variants[0], card=None))
    if kind is DK.OPENERS_SHOWN:
        variants.append(dataclasses.replace(variants[0], reason="false_opener"))
    for event in variants:
        text = describe(event, lang, names={1: "Ann"})
        assert text and "{" not in text and "}" not in text
        if event.seat is not None:
            assert "Ann" in text
        if lang != "en":
            assert text != describe(event, "en", names={1: "Ann"})


@pytest.mark.parametrize(
    ("lang", "texts"),
    [
        ("en", {0: "Ann stands pat.", 1: "Ann discards 1 card and draws 1 new one."}),
        ("pl", {1: "1 kartę", 3: "3 karty", 5: "5 kart"}),
        ("ru", {1: "1 карту", 3: "3 карты", 5: "5 карт"}),
        ("es", {1: "1 carta", 3: "3 cartas", 5: "5 cartas"}),
    ],
)
def test_draw_sentence_plurals(lang, texts):
    for count, wanted in texts.items():
        event = Event(DK.DRAW, 1, cards=(), count=count)
        assert wanted in describe(event, lang, names={1: "Ann"})


def test_module_example_pass_out_then_the_stock_runs_out():
    import americana.play.draw

    doc = americana.play.draw.__doc__
    block = doc.split("runs the stock out\n(run by ``tests/test_draw_rules.py``)::")[1]
    code = "\n".join(
        line[4:] for line in block.split("\n\nFor a scripted hand")[0].splitlines()
    )
    scope: dict = {}
    exec(compile(code, "americana.play.draw docstring", "exec"), scope)
    table, hand = scope["table"], scope["hand"]
    assert table.button == 1 and hand.carry_in == 7
    assert hand.opener == 1 and hand.betting_round == 2
    (event,) = kinds(hand, DK.STOCK_RESHUFFLED)
    assert event.count == 1 + 16
    assert len(draw_cards(hand)) == 28
    assert hand.stacks == dict.fromkeys(range(7), 50 - 1 - 1 - 2)
    assert [p.amount for p in hand.pots] == [7 + 7 + 14]
