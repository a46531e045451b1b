"""Engine sentences that name players, in the grammatical cases (issue 19, item 6).

Each test is one sentence the issue quotes, written out in full per
language: a list of names is joined with the language's "and", a name a
sentence needs in another case is declined ("открыта и у Димы", "dla Ani i
Bartka"), and the Spanish verb agrees with the number of players. The hands
are scripted (``cards=``), so the sentences do not depend on a drill's seed.
"""

from __future__ import annotations

import pytest
from helpers import play_passively

from americana.play.stud import Hand, Phase
from americana.rules.variants import VARIANTS
from americana.views.session.drills import Drill


def _finish(hand: Hand) -> None:
    while not hand.finished:
        if hand.phase is Phase.SHOWDOWN:
            hand.show()
        elif hand.can_check():
            hand.check()
        else:
            hand.call()


def _split(preset: str, cards: dict[int, str], button: int) -> Drill:
    hand = Hand(
        variant=VARIANTS[preset], stacks=[30] * len(cards), button=button, cards=cards
    )
    play_passively(hand)
    _finish(hand)
    key = dict.fromkeys(hand.seats, 0)
    for award in hand.awards:
        key[award.seat] += award.amount
    return Drill(kind="split", preset=preset, seed=0, hand=hand, key=key)


@pytest.fixture(scope="module")
def same_rank_showing() -> Drill:
    """Bob's king of hearts brings in; Cleo and Dan show kings too (A5, C)."""
    hand = Hand(
        variant=VARIANTS["americana-pl"],
        stacks=[30] * 4,
        button=0,
        cards={0: "8C 7S", 1: "8D KH", 2: "8H KC", 3: "8S KD"},
    )
    return Drill(
        kind="bring_in", preset="americana-pl", seed=0, hand=hand, key=hand.turn or 0
    )


@pytest.fixture(scope="module")
def one_more_king() -> Drill:
    """Bob's king of hearts brings in; only Dan shows a king too."""
    hand = Hand(
        variant=VARIANTS["americana-pl"],
        stacks=[30] * 4,
        button=0,
        cards={0: "8C 7S", 1: "8D KH", 2: "8H 9C", 3: "8S KD"},
    )
    return Drill(
        kind="bring_in", preset="americana-pl", seed=0, hand=hand, key=hand.turn or 0
    )


@pytest.fixture(scope="module")
def last_bet() -> Drill:
    """Round 4: Bob checks, Ann bets 4 chips, Bob calls; Ann shows first (A10)."""
    hand = Hand(
        variant=VARIANTS["americana-pl"],
        stacks=[30] * 2,
        button=1,
        cards={0: "8C AH KH QH JH", 1: "8D 7S 9S 10D 7D"},
    )
    play_passively(hand, until_round=4)
    hand.check()
    hand.bet(4)
    hand.call()
    return Drill(
        kind="show_first", preset="americana-pl", seed=0, hand=hand, key=hand.turn or 0
    )


@pytest.fixture(scope="module")
def kicker_suit() -> Drill:
    """Ann and Bob hold the same ranks; B3: the kicker's suit decides."""
    return _split("americana-pl", {0: "JC JH KD QS 7S", 1: "JD JS KC QH 7H"}, 1)


@pytest.fixture(scope="module")
def odd_chip() -> Drill:
    """Ann and Bob split 9 chips (B4); the odd chip goes to Ann (A13)."""
    cards = {0: "AD AS JC 10D 8C", 1: "AH AC JD 10C 8D", 2: "7C 8S 9H QD KS"}
    return _split("americana-ru", cards, 2)


def test_same_rank_also_showing_is_declined_and_joined(same_rank_showing):
    assert same_rank_showing.explanation("ru") == (
        "A5: бринг-ин делает игрок со старшей открытой картой, то есть Борис "
        "(король червей). Карты того же достоинства открыты и у Веры (король треф) и "
        "Димы (король бубён), поэтому решает масть (C: червы > бубны > трефы > "
        "пики)."
    )
    assert same_rank_showing.explanation("pl") == (
        "A5: bring-in wnosi gracz z najwyższą odkrytą kartą, czyli Bartek (król "
        "kier). Odkryte karty tej samej wartości mają też Celina (król trefl) i "
        "Darek (król karo), więc decyduje kolor (C: kier > karo > trefl > pik)."
    )
    assert same_rank_showing.explanation("es") == (
        "A5: pone el bring-in quien tiene la carta boca arriba más alta, es decir, "
        "Beto (rey de corazones). El mismo valor lo muestran también Clara (rey de "
        "tréboles) y Dani (rey de diamantes), así que decide el palo (C: "
        "corazones > diamantes > tréboles > picas)."
    )
    assert same_rank_showing.explanation("en") == (
        "A5: the highest up card brings in — Bob (king of hearts). The same rank "
        "is also showing for Cleo (king of clubs) and Dan (king of diamonds), so "
        "the suit decides (C: hearts > diamonds > clubs > spades)."
    )


def test_same_rank_showing_for_one_player(one_more_king):
    text = one_more_king.explanation("ru")
    assert "Карта того же достоинства открыта и у Димы (король бубён)," in text
    assert "открыта и у:" not in text
    assert "Odkrytą kartę tej samej wartości ma też Darek (król karo)," in (
        one_more_king.explanation("pl")
    )
    assert "El mismo valor lo muestra también Dani (rey de diamantes)," in (
        one_more_king.explanation("es")
    )


def test_last_bet_of_the_round_names_its_player_in_the_genitive(last_bet):
    assert last_bet.explanation("ru") == (
        "A10: первым показывает карты тот, кто последним ставил или повышал в "
        "последнем круге торговли, то есть Аня. Последней в этом круге была ставка Ани "
        "— 4 фишки."
    )
    assert last_bet.explanation("pl") == (
        "A10: pierwszy pokazuje karty ten, kto w ostatniej rundzie licytacji "
        "ostatni stawiał albo podbijał, czyli Ania. Ostatni zakład w tej rundzie "
        "(4 żetony) należał do Ani."
    )
    assert last_bet.explanation("es").endswith(
        "La última apuesta de esa ronda fue la de Ana: 4 fichas."
    )
    assert last_bet.explanation("en").endswith(
        "The last bet of that round was Ann's: 4 chips."
    )


def test_same_ranks_runner_up_in_the_genitive(kicker_suit):
    ru = kicker_suit.explanation("ru")
    assert "У Бориса карты тех же достоинств (J♦ J♠ K♣ Q♥ 7♥, пара);" in ru
    assert "У игрока Борис" not in ru


def test_pot_contenders_joined_with_and(kicker_suit, odd_chip):
    assert kicker_suit.explanation("ru").startswith(
        "Основной банк (6 фишек, претендуют Аня и Борис): "
    )
    assert kicker_suit.explanation("pl").startswith(
        "Pula główna (6 żetonów, dla Ani i Bartka): "
    )
    assert kicker_suit.explanation("es").startswith(
        "Bote principal (6 fichas, para Ana y Beto): "
    )
    assert odd_chip.explanation("pl").startswith(
        "Pula główna (9 żetonów, dla Ani, Bartka i Celiny): "
    )


def test_equal_hands_joined_with_and(odd_chip):
    assert "У Ани и Бориса равные комбинации (A♦ A♠ J♣ 10♦ 8♣, пара)" in (
        odd_chip.explanation("ru")
    )
    assert "Ania i Bartek mają równe układy (A♦ A♠ J♣ 10♦ 8♣, para)" in (
        odd_chip.explanation("pl")
    )
    assert "Ana y Beto tienen manos iguales (A♦ A♠ J♣ 10♦ 8♣, pareja)" in (
        odd_chip.explanation("es")
    )


def test_odd_chip_goes_to_a_winner_in_the_dative(odd_chip):
    assert (
        "Нечётная фишка достаётся первому из победителей слева от дилера "
        "(A13): Ане." in odd_chip.explanation("ru")
    )
    assert (
        "La ficha impar es para el primer ganador a la izquierda del "
        "repartidor (A13): Ana." in odd_chip.explanation("es")
    )
    assert "sobrante" not in odd_chip.explanation("es")


def test_no_polish_sentence_has_two_colons(same_rank_showing, last_bet, odd_chip):
    for d in (same_rank_showing, last_bet, odd_chip):
        # A list of amounts ("Ania: 5 żetonów; Bartek: 4 żetony") is a list.
        for sentence in d.explanation("pl").replace("; ", ". ").split(". "):
            outside = sentence.split("(C:")[0]
            assert outside.count(": ") <= 1, sentence


def test_a_typed_name_falls_back_to_a_case_neutral_form(last_bet):
    typed = Drill(
        kind=last_bet.kind,
        preset=last_bet.preset,
        seed=0,
        hand=last_bet.hand,
        key=last_bet.key,
        names={0: "Zoe", 1: "Kim"},
    )
    assert typed.explanation("ru").endswith(
        "Последней в этом круге была ставка игрока Zoe — 4 фишки."
    )
    assert typed.explanation("pl").endswith(
        "Ostatni zakład w tej rundzie (4 żetony) należał do gracza Zoe."
    )
