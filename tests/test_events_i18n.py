"""Every event kind renders as a sentence in all four languages, plurals right."""

from __future__ import annotations

import pytest

from americana.cards import parse_card, parse_cards
from americana.hands.ranking import Category
from americana.play.events import Event, EventKind
from americana.text.describe import describe
from americana.text.i18n import LANGUAGES

K = EventKind
SAMPLES = {
    K.ANTE: Event(K.ANTE, 1, amount=1),
    K.CARD_DEALT: Event(K.CARD_DEALT, 1, card=parse_card("10H"), face_up=True),
    K.BRING_IN: Event(K.BRING_IN, 1, amount=2, total=2),
    K.COMPLETE: Event(K.COMPLETE, 1, amount=6, total=6),
    K.CHECK: Event(K.CHECK, 1),
    K.BET: Event(K.BET, 1, amount=4, total=4),
    K.CALL: Event(K.CALL, 1, amount=5, total=5),
    K.RAISE: Event(K.RAISE, 1, amount=8, total=12),
    K.FOLD: Event(K.FOLD, 1),
    K.ALL_IN: Event(K.ALL_IN, 1),
    K.BET_RETURNED: Event(K.BET_RETURNED, 1, amount=21),
    K.ROUND_END: Event(K.ROUND_END, betting_round=2),
    K.POTS_FORMED: Event(K.POTS_FORMED, pots=(30, 22)),
    K.HAND_SHOWN: Event(
        K.HAND_SHOWN, 1, cards=parse_cards("AH AD KH KD 9H"), category=Category.TWO_PAIR
    ),
    K.HAND_MUCKED: Event(K.HAND_MUCKED, 1),
    K.POT_AWARDED: Event(K.POT_AWARDED, 1, amount=21, pot_index=1, reason="split"),
    K.CHIPS_CARRIED: Event(K.CHIPS_CARRIED, amount=1),
}
#: The kinds a stud hand logs; draw poker's own are in tests/test_draw_rules.py.
KINDS = [k for k in EventKind if k.meaning.only_in != "draw"]


def test_every_kind_has_a_sample():
    assert set(SAMPLES) == set(KINDS)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.value)
def test_every_event_kind_renders_in_every_language(kind, lang):
    text = describe(SAMPLES[kind], lang, names={1: "Ann"})
    assert text and "{" not in text and "}" not in text
    if SAMPLES[kind].seat is not None:
        assert "Ann" in text  # names are data, never translated
    if lang != "en":  # translated, not the English sentence
        assert text != describe(SAMPLES[kind], "en", names={1: "Ann"})


def test_english_sentences():
    assert describe(SAMPLES[K.RAISE], "en") == "Seat 1 raises to 12 chips."
    assert describe(SAMPLES[K.CARD_DEALT], "en", {1: "Ann"}) == (
        "Ann is dealt the ten of hearts face up."
    )
    assert describe(SAMPLES[K.POTS_FORMED], "en") == (
        "Main pot: 30 chips; side pot 1: 22 chips."
    )
    assert describe(Event(K.POTS_FORMED, pots=(1,)), "en") == (
        "There is 1 chip in the pot."
    )
    assert describe(Event(K.POTS_FORMED, pots=(9,)), "en") == (
        "There are 9 chips in the pot."
    )
    assert describe(SAMPLES[K.POT_AWARDED], "en", {1: "Ann"}) == (
        "Side pot 1: Ann wins 21 chips (split pot)."
    )
    hidden = Event(K.CARD_DEALT, 1, card=parse_card("AS"), face_up=False)
    assert describe(hidden, "en") == "Seat 1 is dealt a card face down."


@pytest.mark.parametrize(
    ("lang", "amounts"),
    [
        ("pl", {1: "1 żeton", 2: "2 żetony", 5: "5 żetonów", 22: "22 żetony"}),
        ("ru", {1: "1 фишка", 2: "2 фишки", 5: "5 фишек", 21: "21 фишка"}),
        ("es", {1: "1 ficha", 2: "2 fichas", 5: "5 fichas"}),
        ("en", {1: "1 chip", 2: "2 chips", 5: "5 chips"}),
    ],
)
def test_plurals_of_chips(lang, amounts):
    for n, words in amounts.items():
        text = describe(Event(K.ANTE, 0, amount=n), lang, {0: "Ann"})
        assert words in text, (n, text)


def test_polish_and_russian_sentences():
    ante = Event(K.ANTE, 0, amount=5)
    assert describe(ante, "pl", {0: "Ann"}) == "Ann wnosi ante: 5 żetonów."
    assert describe(ante, "ru", {0: "Ann"}) == "Ann ставит анте: 5 фишек."
    carried = Event(K.CHIPS_CARRIED, amount=1)
    assert describe(carried, "pl") == "1 żeton zostaje na stole do następnego rozdania."
    carried = Event(K.CHIPS_CARRIED, amount=2)
    assert (
        describe(carried, "pl") == "2 żetony zostają na stole do następnego rozdania."
    )
    assert describe(carried, "ru") == "2 фишки остаются на столе до следующей раздачи."
    pot = {n: Event(K.POTS_FORMED, pots=(n,)) for n in (1, 2, 5)}
    assert describe(pot[1], "pl") == "W puli jest 1 żeton."
    assert describe(pot[2], "pl") == "W puli są 2 żetony."
    assert describe(pot[5], "pl") == "W puli jest 5 żetonów."
    assert describe(pot[2], "ru") == "В банке 2 фишки."
    assert describe(SAMPLES[K.POTS_FORMED], "ru") == (
        "Основной банк: 30 фишек; побочный банк 1: 22 фишки."
    )
    assert describe(SAMPLES[K.CARD_DEALT], "ru", {1: "Ann"}) == (
        "Ann получает открытую карту: десятка червей."
    )


def test_a_whole_hand_reads_in_every_language():
    from americana.play.stud import Hand
    from americana.rules.variants import VARIANTS

    hand = Hand(variant=VARIANTS["americana-es"], stacks=[20, 20, 20], button=0, seed=5)
    while not hand.finished:
        hand.act(hand.legal_actions()[-1].kind, hand.legal_actions()[-1].minimum)
    for lang in LANGUAGES:
        lines = [describe(e, lang) for e in hand.events]
        assert all(lines) and not any("{" in line for line in lines)
