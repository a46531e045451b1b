"""The coach's numbers (issue 19, item 3): americana.play.coach.

* Exact figures equal :func:`americana.fast.odds.showdown_odds` (numpy) on many
  situations of real hands, stud and draw poker, heads-up and multiway.
* A hand-worked case: fifth street heads-up, the opponent's hole card the only
  unknown, counted card by card below.
* Estimates fall within their stated margin of the exact value; the same
  seed gives the same numbers.
* Pot odds and the verdict on hand-built situations; bad input is refused
  and changes nothing; random play keeps every figure in its bounds.
"""

from __future__ import annotations

import dataclasses
import random
from fractions import Fraction
from typing import Any, cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from americana.cards import make_deck, parse_cards
from americana.fast.odds import showdown_odds
from americana.hands.evaluation import evaluate
from americana.hands.ranking import CLASSIC_BUG, CLASSIC_WILD, Ranking
from americana.hands.showdown import showdown_strength
from americana.play.betting import ActionError, ActionKind, SetupError
from americana.play.coach import (
    _SUITS,
    EXACT_BUDGET,
    SAMPLES,
    Odds,
    Verdict,
    _scorer,
    coach,
    seat_odds,
    verdict,
)
from americana.play.draw import DrawHand
from americana.play.events import EventKind
from americana.play.hand_base import Phase
from americana.play.stud import Hand
from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.variants import VARIANTS, Structure
from americana.text.coach_text import coach_sentences, percent_text
from americana.text.i18n import LANGUAGES

STUD = ("americana-pl", "americana-ru", "americana-es")


# -- playing hands to a moment ---------------------------------------------------------


def play_stud(hand: Hand, until_round: int, folds: dict[int, int] | None = None):
    """Bring in, call and check to betting round ``until_round``; a seat in
    ``folds`` folds when it first acts in the round given."""
    folds = folds or {}
    while hand.phase is Phase.BETTING and hand.betting_round < until_round:
        seat = hand.turn
        if folds.get(seat) == hand.betting_round and hand.can_fold():
            hand.fold()
        elif hand.can_bring_in():
            hand.bring_in()
        elif hand.can_check():
            hand.check()
        else:
            hand.call()


def play_draw(hand: DrawHand, *, draw: bool, rng: random.Random) -> None:
    """Open or call round 1; at the draw, discard 0-3 cards (``draw``) or stop."""
    while not hand.finished and hand.phase is not Phase.SHOWDOWN:
        if hand.phase is Phase.DRAW:
            if not draw:
                return
            cards = hand.cards(hand.turn)
            hand.draw(cards[: rng.randint(0, 3)])
            continue
        if hand.betting_round == 2:
            return
        if hand.can_check():
            hand.check()
        elif hand.can_call():
            hand.call()
        else:
            bet = next(a for a in hand.legal_actions() if a.kind is ActionKind.BET)
            hand.bet(bet.minimum)


def numpy_odds(hand, seat: int):
    """``showdown_odds`` for what ``seat`` sees: its cards, the others' up
    cards (stud) or nothing (draw), the cards it knows are out."""
    live = [s for s in hand.seats if s not in hand.folded and s != seat]
    if isinstance(hand, DrawHand):
        dead = [
            c
            for e in hand.events
            if e.kind is EventKind.DRAW and e.seat == seat
            for c in e.cards
        ]
        hands = [hand.cards(seat), *("" for _ in live)]
        return showdown_odds(hands, dead=dead, rules=hand.ranking)[0]
    dead = [c for s in hand.seats if s in hand.folded for c in hand.up_cards(s)]
    hands = [hand.cards(seat), *(hand.up_cards(s) for s in live)]
    return showdown_odds(hands, dead=dead, rules=hand.variant)[0]


def assert_equal_to_numpy(advice, expected) -> None:
    assert advice.exact and expected.exact
    assert advice.deals == expected.deals
    assert advice.win_fraction == Fraction(expected.wins, expected.deals)
    assert advice.split_fraction == Fraction(expected.ties, expected.deals)
    assert advice.equity == pytest.approx(expected.equity, abs=1e-12)
    assert advice.win == float(advice.win_fraction)


def stud_situations():
    """(label, hand) at the seat to act: 3 presets x 2-4 players x streets 3-5,
    and six players on fifth street; some with a folded player, whose up cards
    are dead."""
    for name in STUD:
        for players, until in [(p, u) for p in (2, 3, 4) for u in (2, 3, 4)] + [(6, 4)]:
            for seed in range(2):
                folds = {(seed + 1) % players: 2} if players > 3 and seed else {}
                hand = Hand(
                    variant=VARIANTS[name],
                    stacks=[60] * players,
                    button=seed % players,
                    seed=100 * players + 10 * seed + until,
                )
                play_stud(hand, until, folds)
                if hand.phase is Phase.BETTING:
                    yield f"{name}-{players}-{seed}-{until}", hand


SITUATIONS = list(stud_situations())


# -- (a) exact figures equal showdown_odds ---------------------------------------------


@pytest.mark.parametrize(("label", "hand"), SITUATIONS, ids=[s[0] for s in SITUATIONS])
def test_exact_stud_figures_equal_showdown_odds(label, hand):
    seat = hand.turn
    live = len(hand.seats) - len(hand.folded)
    street = len(hand.cards(seat))
    advice = coach(hand, seat)
    # Exact where the count fits the budget: heads-up from third street,
    # three players from fourth, four or more on fifth.
    assert advice.exact == (street - live >= 1 or street == 5), label
    assert advice.hands == live
    if advice.exact:
        assert_equal_to_numpy(advice, numpy_odds(hand, seat))
    else:
        assert advice.samples == SAMPLES and advice.win_fraction is None


def test_the_situations_cover_every_kind():
    kinds = {
        (len(h.seats) - len(h.folded), len(h.cards(h.turn)), bool(h.folded))
        for _, h in SITUATIONS
    }
    for live, street in [(2, 3), (2, 4), (2, 5), (3, 3), (3, 4), (3, 5), (4, 3)]:
        assert (live, street, False) in kinds
    for live, street in [(4, 4), (4, 5), (6, 5)]:
        assert any(k[:2] == (live, street) for k in kinds), (live, street)
    assert any(folded for _, _, folded in kinds)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("after_draw", [False, True])
def test_exact_draw_figures_equal_showdown_odds(seed, after_draw):
    # classic-pl heads-up: 28 cards (D1), the D3 ranking for them.
    hand = DrawHand(
        variant=DRAW_VARIANTS["classic-pl"], stacks=[30, 30], button=seed % 2, seed=seed
    )
    play_draw(hand, draw=after_draw, rng=random.Random(seed))
    assert hand.phase is (Phase.BETTING if after_draw else Phase.DRAW)
    seat = hand.turn
    advice = coach(hand, seat)
    assert advice.hands == 2 and advice.exact
    assert_equal_to_numpy(advice, numpy_odds(hand, seat))


def test_the_coach_reads_only_what_the_seat_sees():
    # Bob's hole card, which Ann cannot see, changes nothing.
    figures = set()
    for hole in ("7C", "10D", "AD"):
        hand = Hand(
            variant=VARIANTS["americana-pl"],
            stacks=[20, 20, 20],
            button=2,
            cards={0: "9C KH 8S", 1: f"{hole} AH QD", 2: "JS 10C 7D"},
        )
        play_stud(hand, 2)
        while hand.turn != 0:
            hand.check() if hand.can_check() else hand.call()
        advice = coach(hand, 0)
        figures.add((advice.win, advice.split, advice.exact, advice.deals))
    assert len(figures) == 1


# -- (b) a hand-worked case ------------------------------------------------------------


def fifth_street(variant: str, own: str, hole: str = "7C") -> Hand:
    """Heads-up on fifth street: Ann (seat 0) holds ``own``, Bob shows
    A♥ K♠ Q♦ J♣ over his hole card; Bob, the best visible hand (A7), bets 4."""
    hand = Hand(
        variant=VARIANTS[variant],
        stacks=[20, 20],
        button=1,
        cards={0: own, 1: f"{hole} AH KS QD JC"},
    )
    play_stud(hand, 4)
    assert hand.turn == 1
    hand.bet(4)
    return hand


def test_hand_worked_fifth_street():
    """Ann: A♠ K♦ Q♣ J♥ 9♦, ace high. Bob shows A♥ K♠ Q♦ J♣; his hole card is
    one of the 32 - 5 - 4 = 23 cards Ann has not seen:

    * an ace, king, queen or jack (2 each left: 8 cards) pairs Bob: he wins;
    * a ten (4 cards) makes his straight A-K-Q-J-10: he wins;
    * a nine (9♣ 9♥ 9♠: 3 cards) gives A-K-Q-J-9, Ann's ranks exactly;
    * an eight or a seven (8 cards) leaves him below Ann's nine: she wins.

    Under B4 (americana-ru) the nines split: win 8/23, split 3/23, equity
    8/23 + 3/23 / 2 = 19/46. Under B3 the suit of the highest card decides
    the nines: the Polish order puts hearts first and spades last (rule C),
    so Bob's A♥ beats Ann's A♠ (win 8/23); the Spanish order puts spades
    above hearts, so Ann wins them too (win 11/23).
    """
    ru = coach(fifth_street("americana-ru", "AS KD QC JH 9D"), 0)
    assert (ru.win_fraction, ru.split_fraction) == (Fraction(8, 23), Fraction(3, 23))
    assert ru.equity_fraction == Fraction(19, 46)
    assert ru.exact and ru.deals == 23 and ru.samples == 0 and ru.margin == 0
    pl = coach(fifth_street("americana-pl", "AS KD QC JH 9D"), 0)
    assert (pl.win_fraction, pl.split_fraction) == (Fraction(8, 23), 0)
    es = coach(fifth_street("americana-es", "AS KD QC JH 9D"), 0)
    assert (es.win_fraction, es.split_fraction) == (Fraction(11, 23), 0)
    # Bob's real hole card changes nothing: Ann cannot see it.
    for hole in ("10C", "AD", "8C"):
        again = coach(fifth_street("americana-ru", "AS KD QC JH 9D", hole), 0)
        assert again == ru


# -- (c) estimates within their margin -------------------------------------------------


def exact_situations():
    """Hands whose exact count is cheap: heads-up third street, three players
    on fourth, four on fifth, draw poker heads-up."""
    out = []
    for players, until, seed in ((2, 2, 3), (3, 3, 4), (4, 4, 5), (2, 2, 6)):
        hand = Hand(
            variant=VARIANTS["americana-ru"],
            stacks=[60] * players,
            button=0,
            seed=seed,
        )
        play_stud(hand, until)
        out.append(hand)
    draw = DrawHand(
        variant=DRAW_VARIANTS["classic-pl"], stacks=[30, 30], button=0, seed=3
    )
    play_draw(draw, draw=False, rng=random.Random(0))
    out.append(draw)
    return out


def test_estimates_fall_within_their_stated_margin():
    for i, hand in enumerate(exact_situations()):
        seat = hand.turn
        exact = coach(hand, seat)
        assert exact.exact
        estimate = coach(hand, seat, budget=0, seed=f"margin-{i}")
        assert not estimate.exact and estimate.samples == SAMPLES
        assert estimate.win_fraction is None
        assert estimate.margin == pytest.approx(0.0098)
        assert estimate.deals == exact.deals
        for name in ("win", "split", "equity"):
            gap = abs(getattr(estimate, name) - getattr(exact, name))
            assert gap <= estimate.margin, (i, name, gap)


# -- (d) seeds -------------------------------------------------------------------------


def test_the_same_seed_gives_the_same_numbers():
    hand = exact_situations()[0]
    seat = hand.turn
    for seed in (0, 17, "reader", "czytelnik"):
        first = coach(hand, seat, budget=0, seed=seed, samples=2000)
        assert coach(hand, seat, budget=0, seed=seed, samples=2000) == first
    results = {coach(hand, seat, budget=0, seed=s, samples=2000).win for s in range(5)}
    assert len(results) > 1  # another seed draws other deals
    with pytest.raises(TypeError):
        coach(hand, seat, budget=0, seed=cast(Any, 1.5))


def test_the_sampler_draws_the_same_deals_everywhere():
    # The figures of two seeds, written out: the sampler reads only
    # random.Random(sha256 of the seed).getrandbits, so Pyodide must give
    # these numbers too (the browser test compares them).
    hand = exact_situations()[0]
    reader = coach(hand, hand.turn, budget=0, seed="reader", samples=2000)
    assert (reader.win, reader.split, reader.equity) == (0.5695, 0.003, 0.571)
    year = coach(hand, hand.turn, budget=0, seed=2026, samples=2000)
    assert (year.win, year.split, year.equity) == (0.577, 0.002, 0.578)


def test_exact_figures_ignore_the_seed():
    hand = exact_situations()[1]
    assert coach(hand, hand.turn, seed=1) == coach(hand, hand.turn, seed="x")


# -- (e) pot odds and the verdict ------------------------------------------------------


def test_pot_odds_and_verdict_on_fifth_street():
    # Antes 1 each, the bring-in 2 and its call: 3 each, 6 in the pot. Bob bets
    # 4 on fifth street: Ann's call of 4 plays for 6 + 4 = 10 chips, 4 of a
    # final 14 is 2/7, about 29%.
    pays = coach(fifth_street("americana-ru", "AS KD QC JH 9D"), 0)
    assert (pays.to_call, pays.pot) == (4, 10)
    assert pays.pot_odds == pytest.approx(2 / 7)
    assert pays.verdict is Verdict.CALL_PAYS  # 19/46, about 41%, above 2/7
    # With 8♦ for 9♦ Ann wins with the sevens only and splits with the
    # eights (Bob's A-K-Q-J-8): 4/23 + 3/23 / 2 = 11/46, about 24%.
    costs = coach(fifth_street("americana-ru", "AS KD QC JH 8D"), 0)
    assert costs.equity_fraction == Fraction(11, 46)
    assert costs.verdict is Verdict.CALL_COSTS


def test_nothing_to_call():
    hand = Hand(
        variant=VARIANTS["americana-ru"],
        stacks=[20, 20],
        button=1,
        cards={0: "AS KD QC JH 9D", 1: "7C AH KS QD JC"},
    )
    play_stud(hand, 4)
    advice = coach(hand, 1)  # Bob may check
    assert (advice.to_call, advice.pot, advice.pot_odds) == (0, 6, 0.0)
    assert advice.verdict is Verdict.NOTHING_TO_CALL
    bring_in = Hand(variant=VARIANTS["americana-ru"], stacks=[20, 20], button=1)
    assert coach(bring_in, bring_in.turn).verdict is Verdict.NOTHING_TO_CALL


def test_an_all_in_call_plays_for_the_chips_it_matches():
    # No limit; Bob has 6 chips: ante 1, bring-in 2, then Ann raises to 20.
    # Bob calls all in for his last 3: the pot he plays for is his 6 and 6 of
    # Ann's, 12, of which the call is 3: 3 / 12 = 25%; Ann's other 14 chips
    # are not his to win (A12).
    variant = dataclasses.replace(
        VARIANTS["americana-ru"], structure=Structure.NO_LIMIT
    )
    hand = Hand(
        variant=variant,
        stacks=[40, 6],
        button=0,
        cards={0: "AS KD", 1: "7C AH"},
    )
    hand.bring_in()  # Bob's ace brings in
    hand.raise_to(20)
    advice = coach(hand, 1)
    assert (advice.to_call, advice.pot) == (3, 9)
    assert advice.pot_odds == pytest.approx(0.25)


def test_the_verdict_rule():
    def odds(equity: float, exact: bool) -> Odds:
        fraction = Fraction(equity).limit_denominator(1000) if exact else None
        return Odds(
            win=equity,
            split=0.0,
            equity=equity,
            exact=exact,
            margin=0.0 if exact else 0.0098,
            deals=100,
            samples=0 if exact else SAMPLES,
            win_fraction=fraction,
            split_fraction=Fraction(0) if exact else None,
            equity_fraction=fraction,
            hands=2,
        )

    # The price of 5 into 15: 5 / 20 = 25%.
    assert verdict(odds(0.25, True), 5, 15) is Verdict.CLOSE
    assert verdict(odds(0.251, True), 5, 15) is Verdict.CALL_PAYS
    assert verdict(odds(0.249, True), 5, 15) is Verdict.CALL_COSTS
    assert verdict(odds(0.255, False), 5, 15) is Verdict.CLOSE  # within 0.0098
    assert verdict(odds(0.26, False), 5, 15) is Verdict.CALL_PAYS
    assert verdict(odds(0.24, False), 5, 15) is Verdict.CALL_COSTS
    assert verdict(odds(0.9, True), 0, 15) is Verdict.NOTHING_TO_CALL


# -- (f) bad input ---------------------------------------------------------------------


def test_a_seat_not_in_the_hand_or_not_to_act_is_refused():
    hand = Hand(variant=VARIANTS["americana-pl"], stacks=[20, 20, 20], button=2, seed=3)
    play_stud(hand, 2)
    before = hand.snapshot()
    with pytest.raises(SetupError) as unknown:
        coach(hand, 7)
    assert unknown.value.code == "seat.unknown" and unknown.value.params["seat"] == 7
    other = next(s for s in hand.seats if s != hand.turn)
    with pytest.raises(ActionError) as out_of_turn:
        coach(hand, other)
    assert out_of_turn.value.code == "action.out_of_turn"
    assert out_of_turn.value.params == {"seat": other, "turn": hand.turn}
    with pytest.raises(ValueError):
        coach(hand, hand.turn, samples=0)
    assert hand.snapshot() == before
    while not hand.finished:
        hand.act(hand.legal_actions()[-1].kind, hand.legal_actions()[-1].minimum)
        if hand.phase is Phase.SHOWDOWN:
            with pytest.raises(ActionError) as showdown:
                coach(hand, hand.turn)
            assert showdown.value.code == "betting.over"
    with pytest.raises(ActionError) as finished:
        coach(hand, 0)
    assert finished.value.code == "hand.finished"


def test_seat_odds_refuses_cards_twice_or_outside_the_deck():
    rules = VARIANTS["americana-pl"]
    with pytest.raises(ValueError):
        seat_odds(parse_cards("AS KS"), [parse_cards("AS")], rules=rules)
    with pytest.raises(ValueError):
        seat_odds(parse_cards("2S KS"), [parse_cards("AS")], rules=rules)
    with pytest.raises(ValueError):
        seat_odds(parse_cards("AS KS QS JS 10S 9S"), [()], rules=rules)


# -- the scorer orders hands as the engine does ----------------------------------------


@pytest.mark.parametrize("name", STUD)
def test_the_scorer_orders_stud_hands_as_showdown_strength(name):
    variant = VARIANTS[name]
    suits = tuple(variant.suit_strength(s) for s in _SUITS)
    scorer = _scorer(variant.ranking, variant.showdown_tie, suits, 0)
    rng = random.Random(name)
    hands = [rng.sample(range(32), 5) for _ in range(1500)]
    # Pairs that tie on ranks, where the suits decide (B3), on purpose.
    hands += [[0, 4, 8, 12, 16], [1, 5, 9, 13, 17], [2, 6, 10, 14, 18]]
    keys = [scorer.key(h) for h in hands]
    strengths = [showdown_strength([scorer.deck[i] for i in h], variant) for h in hands]
    for _ in range(6000):
        a, b = rng.randrange(len(hands)), rng.randrange(len(hands))
        assert (keys[a] > keys[b]) == (strengths[a] > strengths[b])
        assert (keys[a] == keys[b]) == (strengths[a] == strengths[b])


@pytest.mark.parametrize(
    "ranking",
    [Ranking.by_rarity(28), Ranking.by_rarity(36), CLASSIC_WILD, CLASSIC_BUG],
    ids=lambda r: r.name,
)
def test_the_scorer_orders_draw_hands_as_evaluate(ranking):
    from americana.hands.showdown import ShowdownTie

    jokers = 0 if ranking.joker is None else 1
    scorer = _scorer(ranking, ShowdownTie.SPLIT, (0, 0, 0, 0), jokers)
    deck = make_deck(ranking.deck_size, jokers=jokers)
    rng = random.Random(ranking.name)
    size = len(deck)
    hands = [rng.sample(range(size), 5) for _ in range(1500)]
    if jokers:
        hands += [[size - 1, *rng.sample(range(size - 1), 4)] for _ in range(300)]
    keys = [scorer.key(h) for h in hands]
    values = [evaluate([deck[i] for i in h], ranking).key for h in hands]
    for _ in range(6000):
        a, b = rng.randrange(len(hands)), rng.randrange(len(hands))
        assert (keys[a] > keys[b]) == (values[a] > values[b])
        assert (keys[a] == keys[b]) == (values[a] == values[b])


# -- random play -----------------------------------------------------------------------


@st.composite
def random_hands(draw):
    if draw(st.booleans()):
        variant = VARIANTS[draw(st.sampled_from(STUD))]
        players = draw(st.integers(2, 6))
        make = Hand
    else:
        variant = DRAW_VARIANTS[draw(st.sampled_from(sorted(DRAW_VARIANTS)))]
        players = draw(st.integers(2, 5))
        make = DrawHand
    stacks = [draw(st.integers(3, 60)) for _ in range(players)]
    seed = draw(st.integers(0, 2**32 - 1))
    return make(variant=variant, stacks=stacks, button=0, seed=seed), seed


@settings(max_examples=30, deadline=None)
@given(random_hands())
def test_figures_stay_in_bounds_over_random_play(dealt):
    hand, seed = dealt
    rng = random.Random(seed)
    asked = 0
    for _ in range(200):
        if hand.finished or hand.phase is Phase.SHOWDOWN:
            break
        seat = hand.turn
        if rng.random() < 0.5 and asked < 4:
            asked += 1
            before = hand.snapshot()
            advice = coach(hand, seat, samples=300, budget=EXACT_BUDGET // 10)
            assert hand.snapshot() == before
            assert 0 <= advice.win <= 1 and 0 <= advice.split <= 1
            assert advice.win + advice.split <= 1 + 1e-12
            assert advice.win - 1e-12 <= advice.equity <= advice.win + advice.split
            assert 0 <= advice.pot_odds < 1 and advice.to_call >= 0
            assert advice.pot >= 0
            assert (advice.to_call == 0) == (advice.verdict is Verdict.NOTHING_TO_CALL)
            assert advice.hands == len(hand.seats) - len(hand.folded)
            if advice.exact:
                assert advice.win_fraction is not None and advice.margin == 0
            else:
                assert advice.samples == 300 and advice.margin > 0
        if hand.phase is Phase.DRAW:
            cards = hand.cards(seat)
            hand.draw(cards[: rng.randint(0, min(3, hand.variant.draw_limit))])
            continue
        action = rng.choice(hand.legal_actions())
        amount = action.minimum if action.kind in _AMOUNT else None
        hand.act(action.kind, amount)


_AMOUNT = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)


# -- the sentences --------------------------------------------------------------------

NBSP = "\u00a0"
SENTENCES_EXACT = {
    # americana-ru, fifth street: win 8/23, split 3/23, a call of 4 for 10 (2/7).
    "en": (
        "Chance of winning: 35% (exact).",
        "Chance of splitting the pot: 13%.",
        "A call costs 4 chips to win a pot of 10 chips: 29% of the final pot.",
        "Your chance is higher than the price: calling pays in the long run.",
    ),
    "pl": (
        "Szansa na wygraną: 35% (wartość dokładna).",
        "Szansa na podział puli: 13%.",
        "Wyrównanie kosztuje 4 żetony, a pula do wygrania to 10 żetonów: 29% "
        "końcowej puli.",
        "Twoja szansa jest większa niż cena: na dłuższą metę wyrównywanie się opłaca.",
    ),
    "ru": (
        f"Шанс на выигрыш: 35{NBSP}% (точное значение).",
        f"Шанс на раздел банка: 13{NBSP}%.",
        f"Цена колла — 4 фишки, в банке 10 фишек: это 29{NBSP}% итогового банка.",
        "Ваш шанс выше цены: на длинной дистанции колл приносит прибыль.",
    ),
    "es": (
        f"Probabilidad de ganar: 35{NBSP}% (exacta).",
        f"Probabilidad de dividir el bote: 13{NBSP}%.",
        f"Igualar cuesta 4 fichas para ganar un bote de 10 fichas: el 29{NBSP}% del "
        "bote final.",
        "Tu probabilidad es mayor que el precio: a la larga, igualar es rentable.",
    ),
}
SENTENCES_ESTIMATE = {
    # An estimate of 42% +-1 point, a split of about 3%, a call of 1 chip for 21.
    "en": (
        "Chance of winning: about 42% (estimate, ±1 percentage point).",
        "Chance of splitting the pot: about 3%.",
        "A call costs 1 chip to win a pot of 21 chips: 5% of the final pot.",
        "Your chance and the price are about the same: in the long run a call "
        "about breaks even.",
    ),
    "pl": (
        "Szansa na wygraną: około 42% (szacunek, ±1 punkt procentowy).",
        "Szansa na podział puli: około 3%.",
        "Wyrównanie kosztuje 1 żeton, a pula do wygrania to 21 żetonów: 5% "
        "końcowej puli.",
        "Twoja szansa i cena są mniej więcej równe: na dłuższą metę wyrównywanie "
        "wychodzi mniej więcej na zero.",
    ),
    "ru": (
        f"Шанс на выигрыш: около 42{NBSP}% (оценка, ±1 процентный пункт).",
        f"Шанс на раздел банка: около 3{NBSP}%.",
        f"Цена колла — 1 фишка, в банке 21 фишка: это 5{NBSP}% итогового банка.",
        "Ваш шанс примерно равен цене: на длинной дистанции колл выходит "
        "примерно в ноль.",
    ),
    "es": (
        f"Probabilidad de ganar: alrededor del 42{NBSP}% (estimación, ±1 punto "
        "porcentual).",
        f"Probabilidad de dividir el bote: alrededor del 3{NBSP}%.",
        f"Igualar cuesta 1 ficha para ganar un bote de 21 fichas: el 5{NBSP}% del "
        "bote final.",
        "Tu probabilidad y el precio son casi iguales: a la larga, al igualar no "
        "ganas ni pierdes casi nada.",
    ),
}
SENTENCES_COSTS = {
    # americana-pl, fifth street with 8♦: win 4/23, no split under B3.
    "en": (
        "Chance of winning: 17% (exact).",
        "A call costs 4 chips to win a pot of 10 chips: 29% of the final pot.",
        "Your chance is lower than the price: calling loses chips in the long run.",
    ),
    "pl": (
        "Szansa na wygraną: 17% (wartość dokładna).",
        "Wyrównanie kosztuje 4 żetony, a pula do wygrania to 10 żetonów: 29% "
        "końcowej puli.",
        "Twoja szansa jest mniejsza niż cena: na dłuższą metę na wyrównywaniu "
        "tracisz żetony.",
    ),
    "ru": (
        f"Шанс на выигрыш: 17{NBSP}% (точное значение).",
        f"Цена колла — 4 фишки, в банке 10 фишек: это 29{NBSP}% итогового банка.",
        "Ваш шанс ниже цены: на длинной дистанции колл приносит убыток.",
    ),
    "es": (
        f"Probabilidad de ganar: 17{NBSP}% (exacta).",
        f"Igualar cuesta 4 fichas para ganar un bote de 10 fichas: el 29{NBSP}% del "
        "bote final.",
        "Tu probabilidad es menor que el precio: a la larga, igualar te hace perder "
        "fichas.",
    ),
}
NOTHING = {
    "en": "There is no bet to call.",
    "pl": "Nie ma zakładu do wyrównania.",
    "ru": "Ставки нет, уравнивать нечего.",
    "es": "No hay ninguna apuesta que igualar.",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sentences_in_every_language(lang):
    exact = coach(fifth_street("americana-ru", "AS KD QC JH 9D"), 0)
    assert coach_sentences(exact, lang) == SENTENCES_EXACT[lang]
    estimate = dataclasses.replace(
        exact,
        win=0.4213,
        split=0.0304,
        equity=0.4365,
        exact=False,
        margin=0.0098,
        samples=SAMPLES,
        win_fraction=None,
        split_fraction=None,
        equity_fraction=None,
        to_call=1,
        pot=21,
        pot_odds=1 / 22,
        verdict=Verdict.CLOSE,
    )
    assert coach_sentences(estimate, lang) == SENTENCES_ESTIMATE[lang]
    costs = coach(fifth_street("americana-pl", "AS KD QC JH 8D"), 0)
    assert coach_sentences(costs, lang) == SENTENCES_COSTS[lang]
    hand = Hand(variant=VARIANTS["americana-ru"], stacks=[20, 20], button=1, seed=4)
    nothing = coach_sentences(coach(hand, hand.turn), lang)
    assert len(nothing) in (2, 3) and nothing[-1] == NOTHING[lang]


@pytest.mark.parametrize(
    ("p", "en", "pl"),
    [
        (0.0, "0%", "0%"),
        (1.0, "100%", "100%"),
        (0.004, "0.4%", "0,4%"),
        (0.9996, "99.96%", "99,96%"),
        (0.4213, "42%", "42%"),
    ],
)
def test_a_chance_never_reads_as_certain_or_impossible(p, en, pl):
    assert percent_text(p, "en") == en
    assert percent_text(p, "pl") == pl
    assert percent_text(p, "ru") == pl.replace("%", f"{NBSP}%")
