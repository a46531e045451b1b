"""Card strings and decks (rule A1, D1)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from americana import (
    DECK_SIZES,
    Card,
    DeckError,
    DuplicateCardError,
    InvalidCardError,
    Suit,
    make_deck,
    parse_card,
    parse_cards,
)
from americana.cards import deck_ranks

TEN_OF_HEARTS = Card(10, Suit.HEARTS)


@pytest.mark.parametrize("text", ["10H", "TH", "th", "Th", "10♥", "10 ♥", "10h", "10♡"])
def test_every_spelling_of_the_ten_of_hearts(text):
    assert parse_card(text) == TEN_OF_HEARTS
    assert parse_cards(text) == (TEN_OF_HEARTS,)


def test_rank_and_suit_separated_by_a_space_inside_a_list():
    assert parse_cards("7 ♠ AH, kd;QC") == (
        Card(7, Suit.SPADES),
        Card(14, Suit.HEARTS),
        Card(13, Suit.DIAMONDS),
        Card(12, Suit.CLUBS),
    )


def test_canonical_string_round_trips():
    for card in make_deck(52):
        assert parse_card(str(card)) == card
        assert parse_card(card.symbol) == card
    assert str(TEN_OF_HEARTS) == "10H" and TEN_OF_HEARTS.symbol == "10♥"


def test_an_iterable_of_tokens_is_accepted():
    assert parse_cards(["10H", "js"]) == (TEN_OF_HEARTS, Card(11, Suit.SPADES))


@pytest.mark.parametrize(
    ("text", "token"),
    [("AH 1H", "1H"), ("ZZ", "ZZ"), ("10HX KD", "10HX"), ("AH 7", "7"), ("AX", "AX")],
)
def test_a_bad_token_is_named(text, token):
    with pytest.raises(InvalidCardError) as info:
        parse_cards(text)
    assert isinstance(info.value, ValueError)
    assert info.value.params["token"] == token
    assert token in str(info.value)
    assert info.value.code == "card.bad_token"


def test_a_duplicate_card_is_named():
    with pytest.raises(DuplicateCardError) as info:
        parse_cards("AH KH ah")
    assert isinstance(info.value, ValueError)
    assert info.value.params["token"] == "ah"
    assert info.value.code == "card.duplicate"


def test_card_constructor_rejects_bad_ranks():
    with pytest.raises(InvalidCardError):
        Card(1, Suit.HEARTS)
    with pytest.raises(InvalidCardError):
        Card(15, Suit.HEARTS)


def test_A1_americana_deck_is_32_cards_seven_to_ace():
    deck = make_deck()
    assert len(deck) == 32 == len(set(deck))
    assert {c.rank for c in deck} == set(range(7, 15))


@pytest.mark.parametrize("size", DECK_SIZES)
def test_D1_decks_are_stripped_by_whole_ranks(size):
    deck = make_deck(size)
    assert len(deck) == size == len(set(deck))
    ranks = deck_ranks(size)
    assert ranks[-1] == 14 and len(ranks) == size // 4
    for rank in ranks:
        assert sum(c.rank == rank for c in deck) == 4


@pytest.mark.parametrize("size", [0, 20, 30, 53, 56])
def test_unknown_deck_sizes_are_refused(size):
    with pytest.raises(DeckError):
        make_deck(size)


@given(st.lists(st.sampled_from(make_deck(52)), min_size=1, max_size=10, unique=True))
def test_any_list_of_distinct_cards_parses_back(cards):
    text = " ".join(str(c) for c in cards)
    assert parse_cards(text) == tuple(cards)
    assert parse_cards(text.lower()) == tuple(cards)
