"""Why a hand was won, in words (issue 19): americana/text/showdown_text.py.

Hand-built showdowns (chosen cards, ``Hand(..., cards=...)``) played to the
end, and the sentences the live table shows under it, written here as
literals in each language: the category decides (B1), the ranks (A11), a
kicker (A11 under B4), the kicker's suit under the Polish order (B3), a split
(B4), the odd chip (A13), side pots (A12), everybody folding (no showdown),
and in draw poker a split whose odd chip stays in the middle (D8). The
explorer's verdict is the same sentence (one source).
"""

from __future__ import annotations

from html import escape

import pytest

from americana import VARIANTS, Hand
from americana.hands.showdown import compare_showdown
from americana.play.betting import ActionKind
from americana.play.table import deal_hand
from americana.rules.draw_variants import DRAW_VARIANTS
from americana.text.i18n import LANGUAGES
from americana.text.player_names import player_names
from americana.text.showdown_text import decision_text, names_fields, showdown_text
from americana.views.render.comparison import comparison_html
from americana.views.session.play_session import PlaySession

A = ActionKind
PL, RU = VARIANTS["americana-pl"], VARIANTS["americana-ru"]


def play(hand, *, fold=(), aggressive=(), muck=()):
    """Play ``hand`` to the end: ``fold`` seats fold when they may, ``aggressive``
    seats complete, bet or raise the least they may, ``muck`` seats muck when
    they may; everybody else shows, checks, calls, brings in or stands pat."""
    while not hand.finished:
        seat = hand.turn
        kinds = {a.kind: a for a in hand.legal_actions()}
        if seat in fold and A.FOLD in kinds:
            hand.act(A.FOLD)
            continue
        if seat in muck and A.MUCK in kinds:
            hand.act(A.MUCK)
            continue
        if seat in aggressive:
            sized = [k for k in (A.COMPLETE, A.BET, A.RAISE) if k in kinds]
            if sized:
                hand.act(sized[0], kinds[sized[0]].minimum)
                continue
        if A.DRAW in kinds:
            hand.act(A.DRAW, discards=())
            continue
        kind = next(
            k for k in (A.SHOW, A.CHECK, A.CALL, A.BRING_IN, A.BET) if k in kinds
        )
        if kind is A.BET:
            hand.act(kind, kinds[kind].minimum)
        else:
            hand.act(kind)
    return hand


#: name -> (variant, stacks, button, chosen cards, how the seats play).
SHOWDOWNS = {
    "category": (PL, [20, 20], 1, {0: "KH AH QH JH 9H", 1: "AC AS AD KS KC"}, {}),
    "ranks": (PL, [20, 20], 1, {0: "AH AD 7C 8S 9H", 1: "KC KS AC JD 10S"}, {}),
    "kicker": (RU, [20, 20], 1, {0: "AH AD KC 8S 9H", 1: "AC AS QH 8D 9C"}, {}),
    "suit": (PL, [20, 20], 1, {0: "AH AD KC KS 9H", 1: "AC AS KH KD 10S"}, {}),
    "split": (RU, [20, 20], 1, {0: "AH AD KC KS 9H", 1: "AC AS KH KD 9C"}, {}),
    "odd": (
        RU,
        [20, 20, 20],
        2,
        {0: "AD AH KC KS 9H", 1: "AC KH AS KD 9C", 2: "7C 7D 8C 8D 10H"},
        {"fold": (2,)},
    ),
    "side": (
        PL,
        [5, 30, 30],
        2,
        {0: "AS QS JS 10S 9S", 1: "KC KH KD 8C 8D", 2: "QC QH QD 7C 7D"},
        {"aggressive": (1,)},
    ),
    "fold": (PL, [20, 20, 20], 2, {0: "AD AH AS KS 9H"}, {"fold": (1, 2)}),
}


def dealt(name):
    variant, stacks, button, cards, how = SHOWDOWNS[name]
    hand = Hand(variant=variant, stacks=stacks, button=button, cards=cards, seed=3)
    return play(hand, **how), len(stacks)


#: The sentences under the table once each hand above is over.
EXPECTED = {
    "category": {
        "en": [
            "Ann shows K♥ A♥ Q♥ J♥ 9♥: flush.",
            "Bob shows A♣ A♠ A♦ K♠ K♣: full house.",
            "Main pot (6 chips): Ann beats Bob. The category decides (B1): flush"
            " beats full house.",
        ],
        "pl": [
            "Ania pokazuje K♥ A♥ Q♥ J♥ 9♥: kolor.",
            "Bartek pokazuje A♣ A♠ A♦ K♠ K♣: full.",
            "Pula główna (6 żetonów): Ania wygrywa z Bartkiem. Decyduje kategoria"
            " (B1): kolor jest wyżej niż full.",
        ],
        "ru": [
            "Аня показывает K♥ A♥ Q♥ J♥ 9♥: флеш.",
            "Борис показывает A♣ A♠ A♦ K♠ K♣: фулл-хаус.",
            "Основной банк (6 фишек): Аня обыгрывает Бориса. Решает категория (B1):"
            " флеш старше, чем фулл-хаус.",
        ],
        "es": [
            "Ana muestra K♥ A♥ Q♥ J♥ 9♥: color.",
            "Beto muestra A♣ A♠ A♦ K♠ K♣: full.",
            "Bote principal (6 fichas): Ana gana a Beto. Decide la categoría (B1):"
            " color supera a full.",
        ],
    },
    "ranks": {
        "en": [
            "Ann shows A♥ A♦ 7♣ 8♠ 9♥: one pair.",
            "Bob shows K♣ K♠ A♣ J♦ 10♠: one pair.",
            "Main pot (6 chips): Ann beats Bob. The ranks decide (A11): A♥ beats K♣.",
        ],
        "pl": [
            "Ania pokazuje A♥ A♦ 7♣ 8♠ 9♥: para.",
            "Bartek pokazuje K♣ K♠ A♣ J♦ 10♠: para.",
            "Pula główna (6 żetonów): Ania wygrywa z Bartkiem. Decydują wartości kart"
            " (A11): A♥ bije K♣.",
        ],
        "ru": [
            "Аня показывает A♥ A♦ 7♣ 8♠ 9♥: пара.",
            "Борис показывает K♣ K♠ A♣ J♦ 10♠: пара.",
            "Основной банк (6 фишек): Аня обыгрывает Бориса. Решают достоинства карт"
            " (A11): A♥ бьёт K♣.",
        ],
        "es": [
            "Ana muestra A♥ A♦ 7♣ 8♠ 9♥: pareja.",
            "Beto muestra K♣ K♠ A♣ J♦ 10♠: pareja.",
            "Bote principal (6 fichas): Ana gana a Beto. Deciden los valores (A11):"
            " A♥ gana a K♣.",
        ],
    },
    "kicker": {
        "en": [
            "Ann shows A♥ A♦ K♣ 8♠ 9♥: one pair.",
            "Bob shows A♣ A♠ Q♥ 8♦ 9♣: one pair.",
            "Main pot (6 chips): Ann beats Bob. A kicker decides (A11): K♣ beats Q♥.",
        ],
        "pl": [
            "Ania pokazuje A♥ A♦ K♣ 8♠ 9♥: para.",
            "Bartek pokazuje A♣ A♠ Q♥ 8♦ 9♣: para.",
            "Pula główna (6 żetonów): Ania wygrywa z Bartkiem. Decyduje kicker (A11):"
            " K♣ bije Q♥.",
        ],
        "ru": [
            "Аня показывает A♥ A♦ K♣ 8♠ 9♥: пара.",
            "Борис показывает A♣ A♠ Q♥ 8♦ 9♣: пара.",
            "Основной банк (6 фишек): Аня обыгрывает Бориса. Решает кикер (A11): K♣"
            " бьёт Q♥.",
        ],
        "es": [
            "Ana muestra A♥ A♦ K♣ 8♠ 9♥: pareja.",
            "Beto muestra A♣ A♠ Q♥ 8♦ 9♣: pareja.",
            "Bote principal (6 fichas): Ana gana a Beto. Decide el kicker (A11): K♣"
            " gana a Q♥.",
        ],
    },
    "suit": {
        "en": [
            "Ann shows A♥ A♦ K♣ K♠ 9♥: two pair.",
            "Bob shows A♣ A♠ K♥ K♦ 10♠: two pair.",
            "Main pot (6 chips): Ann beats Bob. The suit of the kicker decides, not"
            " its rank (B3): 9♥ beats 10♠ (suit order: Hearts > Diamonds > Clubs >"
            " Spades).",
        ],
        "pl": [
            "Ania pokazuje A♥ A♦ K♣ K♠ 9♥: dwie pary.",
            "Bartek pokazuje A♣ A♠ K♥ K♦ 10♠: dwie pary.",
            "Pula główna (6 żetonów): Ania wygrywa z Bartkiem. Decyduje kolor"
            " kickera, a nie jego wartość (B3): 9♥ bije 10♠ (kolejność kolorów: Kier"
            " > Karo > Trefl > Pik).",
        ],
        "ru": [
            "Аня показывает A♥ A♦ K♣ K♠ 9♥: две пары.",
            "Борис показывает A♣ A♠ K♥ K♦ 10♠: две пары.",
            "Основной банк (6 фишек): Аня обыгрывает Бориса. Решает масть кикера, а"
            " не его достоинство (B3): 9♥ бьёт 10♠ (порядок мастей: Червы > Бубны >"
            " Трефы > Пики).",
        ],
        "es": [
            "Ana muestra A♥ A♦ K♣ K♠ 9♥: doble pareja.",
            "Beto muestra A♣ A♠ K♥ K♦ 10♠: doble pareja.",
            "Bote principal (6 fichas): Ana gana a Beto. Decide el palo del kicker,"
            " no su valor (B3): 9♥ gana a 10♠ (orden de los palos: Corazones >"
            " Diamantes > Tréboles > Picas).",
        ],
    },
    "split": {
        "en": [
            "Ann shows A♥ A♦ K♣ K♠ 9♥: two pair.",
            "Bob shows A♣ A♠ K♥ K♦ 9♣: two pair.",
            "Main pot (6 chips): Ann and Bob have equal hands and split it, 3 chips"
            " each. Equal hands split the pot (B4).",
        ],
        "pl": [
            "Ania pokazuje A♥ A♦ K♣ K♠ 9♥: dwie pary.",
            "Bartek pokazuje A♣ A♠ K♥ K♦ 9♣: dwie pary.",
            "Pula główna (6 żetonów): Ania i Bartek mają równe układy i dzielą ją;"
            " każdy dostaje 3 żetony. Równe układy dzielą pulę (B4).",
        ],
        "ru": [
            "Аня показывает A♥ A♦ K♣ K♠ 9♥: две пары.",
            "Борис показывает A♣ A♠ K♥ K♦ 9♣: две пары.",
            "Основной банк (6 фишек): у Ани и Бориса равные комбинации, и они делят"
            " его поровну — каждому 3 фишки. Равные комбинации делят банк (B4).",
        ],
        "es": [
            "Ana muestra A♥ A♦ K♣ K♠ 9♥: doble pareja.",
            "Beto muestra A♣ A♠ K♥ K♦ 9♣: doble pareja.",
            "Bote principal (6 fichas): Ana y Beto tienen manos iguales y se lo"
            " reparten, 3 fichas para cada uno. Las manos iguales se reparten el bote"
            " (B4).",
        ],
    },
    "odd": {
        "en": [
            "Ann shows A♦ A♥ K♣ K♠ 9♥: two pair.",
            "Bob shows A♣ K♥ A♠ K♦ 9♣: two pair.",
            "Main pot (7 chips): Ann and Bob have equal hands and split it, 3 chips"
            " each. Equal hands split the pot (B4). The odd chip goes to the first"
            " winner left of the dealer (A13): Ann.",
        ],
        "pl": [
            "Ania pokazuje A♦ A♥ K♣ K♠ 9♥: dwie pary.",
            "Bartek pokazuje A♣ K♥ A♠ K♦ 9♣: dwie pary.",
            "Pula główna (7 żetonów): Ania i Bartek mają równe układy i dzielą ją;"
            " każdy dostaje 3 żetony. Równe układy dzielą pulę (B4). Nieparzysty"
            " żeton dostaje pierwszy ze zwycięzców na lewo od rozdającego (A13):"
            " Ania.",
        ],
        "ru": [
            "Аня показывает A♦ A♥ K♣ K♠ 9♥: две пары.",
            "Борис показывает A♣ K♥ A♠ K♦ 9♣: две пары.",
            "Основной банк (7 фишек): у Ани и Бориса равные комбинации, и они делят"
            " его поровну — каждому 3 фишки. Равные комбинации делят банк (B4)."
            " Нечётная фишка достаётся первому из победителей слева от дилера (A13):"
            " Ане.",
        ],
        "es": [
            "Ana muestra A♦ A♥ K♣ K♠ 9♥: doble pareja.",
            "Beto muestra A♣ K♥ A♠ K♦ 9♣: doble pareja.",
            "Bote principal (7 fichas): Ana y Beto tienen manos iguales y se lo"
            " reparten, 3 fichas para cada uno. Las manos iguales se reparten el bote"
            " (B4). La ficha impar es para el primer ganador a la izquierda del"
            " repartidor (A13): Ana.",
        ],
    },
    "side": {
        "en": [
            "Bob shows K♣ K♥ K♦ 8♣ 8♦: full house.",
            "Cleo shows Q♣ Q♥ Q♦ 7♣ 7♦: full house.",
            "Ann shows A♠ Q♠ J♠ 10♠ 9♠: flush.",
            "Main pot (15 chips): Ann, Bob, and Cleo can win it (A12). Ann beats Bob."
            " The category decides (B1): flush beats full house.",
            "Side pot 1 (16 chips): Bob and Cleo can win it (A12). Bob beats Cleo."
            " The ranks decide (A11): K♣ beats Q♣.",
        ],
        "pl": [
            "Bartek pokazuje K♣ K♥ K♦ 8♣ 8♦: full.",
            "Celina pokazuje Q♣ Q♥ Q♦ 7♣ 7♦: full.",
            "Ania pokazuje A♠ Q♠ J♠ 10♠ 9♠: kolor.",
            "Pula główna (15 żetonów): wygrać ją mogą Ania, Bartek i Celina (A12)."
            " Ania wygrywa z Bartkiem. Decyduje kategoria (B1): kolor jest wyżej niż"
            " full.",
            "Pula boczna 1 (16 żetonów): wygrać ją mogą Bartek i Celina (A12). Bartek"
            " wygrywa z Celiną. Decydują wartości kart (A11): K♣ bije Q♣.",
        ],
        "ru": [
            "Борис показывает K♣ K♥ K♦ 8♣ 8♦: фулл-хаус.",
            "Вера показывает Q♣ Q♥ Q♦ 7♣ 7♦: фулл-хаус.",
            "Аня показывает A♠ Q♠ J♠ 10♠ 9♠: флеш.",
            "Основной банк (15 фишек): на него претендуют Аня, Борис и Вера (A12)."
            " Аня обыгрывает Бориса. Решает категория (B1): флеш старше, чем"
            " фулл-хаус.",
            "Побочный банк 1 (16 фишек): на него претендуют Борис и Вера (A12). Борис"
            " обыгрывает Веру. Решают достоинства карт (A11): K♣ бьёт Q♣.",
        ],
        "es": [
            "Beto muestra K♣ K♥ K♦ 8♣ 8♦: full.",
            "Clara muestra Q♣ Q♥ Q♦ 7♣ 7♦: full.",
            "Ana muestra A♠ Q♠ J♠ 10♠ 9♠: color.",
            "Bote principal (15 fichas): pueden ganarlo Ana, Beto y Clara (A12). Ana"
            " gana a Beto. Decide la categoría (B1): color supera a full.",
            "Bote lateral 1 (16 fichas): pueden ganarlo Beto y Clara (A12). Beto gana"
            " a Clara. Deciden los valores (A11): K♣ gana a Q♣.",
        ],
    },
    "fold": {
        "en": [
            "Everyone else folded: Ann wins 3 chips without a showdown.",
        ],
        "pl": [
            "Wszyscy pozostali spasowali: Ania wygrywa 3 żetony bez pokazywania kart.",
        ],
        "ru": [
            "Все остальные сбросили карты: Аня без вскрытия забирает банк — 3 фишки.",
        ],
        "es": [
            "Todos los demás se retiraron: Ana gana 3 fichas sin enseñar las cartas.",
        ],
    },
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", list(SHOWDOWNS))
def test_why_the_hand_was_won(name, lang):
    hand, players = dealt(name)
    assert (
        showdown_text(hand, player_names(players, lang), lang) == EXPECTED[name][lang]
    )


DRAW_SPLIT = {
    "en": "Main pot (11 chips): Ann and Bob have equal hands and split it, 5 chips"
    " each. Equal hands split the pot (D8). D8: 1 chip that cannot be divided"
    " stays in the middle for the next deal.",
    "pl": "Pula główna (11 żetonów): Ania i Bartek mają równe układy i dzielą ją;"
    " każdy dostaje 5 żetonów. Równe układy dzielą pulę (D8). D8: 1 żeton, którego"
    " nie da się podzielić, zostaje na stole do następnego rozdania.",
    "ru": "Основной банк (11 фишек): у Ани и Бориса равные комбинации, и они делят"
    " его поровну — каждому 5 фишек. Равные комбинации делят банк (D8). D8: 1"
    " фишка, которую нельзя разделить, остаётся на столе до следующей раздачи.",
    "es": "Bote principal (11 fichas): Ana y Beto tienen manos iguales y se lo"
    " reparten, 5 fichas para cada uno. Las manos iguales se reparten el bote (D8)."
    " D8: 1 ficha que no se puede repartir queda en la mesa para la próxima mano.",
}


@pytest.mark.parametrize("lang", list(DRAW_SPLIT))
def test_a_draw_split_keeps_the_odd_chip_in_the_middle(lang):
    """Classic draw (D8): equal hands split, the chip left over is carried."""
    cards = {0: "AH AD KC KS 9H", 1: "AC AS KH KD 9C", 2: "7C 7D 8C 8D 10H"}
    hand = deal_hand(
        DRAW_VARIANTS["classic-pl"], stacks=[20] * 3, button=2, cards=cards, seed=2
    )
    play(hand, fold=(2,))
    assert hand.carried == 1
    why = showdown_text(hand, player_names(3, lang), lang)
    assert len(why) == 3 and why[-1] == DRAW_SPLIT[lang]


def test_mucked_hands_are_not_named():
    """A10: a hand given up without showing is never named, its cards unseen."""
    cards = {0: "KC KH KD 8C 8D", 1: "AS QS JS 10S 9S"}
    hand = play(
        Hand(variant=PL, stacks=[20, 20], button=0, cards=cards, seed=3), muck=(0,)
    )
    names = player_names(2, "en")
    why = showdown_text(hand, names, "en")
    assert why == [
        "Bob shows A♠ Q♠ J♠ 10♠ 9♠: flush.",
        "Main pot (6 chips): Bob wins; the others give up without showing (A10).",
    ]


def test_the_explorer_says_the_same_sentence():
    """One source: the explorer's verdict is decision_text, cards as images."""
    first, second = "AH AD KC KS 9H", "AC AS KH KD 10S"
    result = compare_showdown(first, second, PL)
    sentence = decision_text(result, PL, "pl")
    assert sentence == (
        "Decyduje kolor kickera, a nie jego wartość (B3): 9♥ bije 10♠ (kolejność"
        " kolorów: Kier > Karo > Trefl > Pik)."
    )
    page = comparison_html(first, second, variants=[PL], lang="pl")
    assert "Decyduje kolor kickera, a nie jego wartość (B3): " in page


def test_names_are_joined_and_declined_as_the_language_does():
    assert names_fields("p", ["Ania", "Bartek"], "pl")["p_gen"] == "Ani i Bartka"
    assert names_fields("p", ["Аня", "Борис"], "ru")["p_gen"] == "Ани и Бориса"
    assert names_fields("p", ["Ana", "Beto", "Clara"], "es")["p"] == "Ana, Beto y Clara"


def test_the_session_view_carries_why():
    """PlaySession.view()["why"]: empty while betting, the sentences at the end."""
    session = PlaySession(
        game="stud", preset="americana-pl", players=2, seed=4, names={0: "Ann"}
    )
    assert session.view("en")["why"] == []
    while not session.finished:
        entry = next(
            e
            for e in session.actions("en")
            if e["action"] in ("show", "check", "call", "bring_in")
        )
        session.act(entry["action"])
    why = session.view("en")["why"]
    assert why and why == showdown_text(session.hand, session.names, "en")


def test_the_notebook_table_shows_why():
    """play_hand (a live notebook) shows the same sentences under the result."""
    from americana.views.notebook.live import play_hand

    hand, players = dealt("suit")
    box = play_hand(hand, names=player_names(players, "ru"), lang="ru")
    message = box.children[3].value
    for line in EXPECTED["suit"]["ru"]:
        assert f"<li>{escape(line)}</li>" in message
