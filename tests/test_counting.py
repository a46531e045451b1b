"""Exact category counts (rule D3, and the counts listed at its end)."""

from math import comb

import pytest

from americana import (
    DECK_SIZES,
    STANDARD_CATEGORIES,
    Category,
    Ranking,
    category_counts,
    count_by_enumeration,
    rarity_table,
    rarity_ties,
)

C = Category


def test_32_cards_exact_counts():
    assert category_counts(32) == {
        C.STRAIGHT_FLUSH: 20,
        C.FOUR_OF_A_KIND: 224,
        C.FULL_HOUSE: 1344,
        C.FLUSH: 204,
        C.STRAIGHT: 5100,
        C.THREE_OF_A_KIND: 10752,
        C.TWO_PAIR: 24192,
        C.ONE_PAIR: 107520,
        C.HIGH_CARD: 52020,
    }


def test_32_cards_without_the_low_straight():
    counts = category_counts(32, ace_low=False)
    assert counts[C.STRAIGHT_FLUSH] == 16
    assert counts[C.FLUSH] == 208
    assert counts[C.STRAIGHT] == 4080
    assert counts[C.HIGH_CARD] == 53040


def test_52_cards_textbook_counts():
    assert category_counts(52) == {
        C.STRAIGHT_FLUSH: 40,
        C.FOUR_OF_A_KIND: 624,
        C.FULL_HOUSE: 3744,
        C.FLUSH: 5108,
        C.STRAIGHT: 10200,
        C.THREE_OF_A_KIND: 54912,
        C.TWO_PAIR: 123552,
        C.ONE_PAIR: 1098240,
        C.HIGH_CARD: 1302540,
    }


def _closed_form(deck_size, ace_low):
    """Counts from the usual formulas, as a third, independent check."""
    r = deck_size // 4
    s = r - 4 + (1 if ace_low else 0)  # straights by rank
    return {
        C.STRAIGHT_FLUSH: 4 * s,
        C.FOUR_OF_A_KIND: r * (r - 1) * 4,
        C.FULL_HOUSE: r * (r - 1) * 4 * 6,
        C.FLUSH: 4 * comb(r, 5) - 4 * s,
        C.STRAIGHT: s * (4**5 - 4),
        C.THREE_OF_A_KIND: r * comb(r - 1, 2) * 4 * 16,
        C.TWO_PAIR: comb(r, 2) * 36 * (r - 2) * 4,
        C.ONE_PAIR: r * comb(r - 1, 3) * 6 * 64,
        C.HIGH_CARD: (comb(r, 5) - s) * (4**5 - 4),
    }


@pytest.mark.parametrize("ace_low", [True, False])
@pytest.mark.parametrize("deck_size", DECK_SIZES)
def test_every_deck_agrees_with_enumeration_and_formulas(deck_size, ace_low):
    counts = category_counts(deck_size, ace_low)
    assert sum(counts.values()) == comb(deck_size, 5)
    assert counts == _closed_form(deck_size, ace_low)
    assert counts == count_by_enumeration(deck_size, ace_low)


# The table of seed 003 (rule D3), highest first, top five categories.
D3_TABLE = {
    52: (C.STRAIGHT_FLUSH, C.FOUR_OF_A_KIND, C.FULL_HOUSE, C.FLUSH, C.STRAIGHT),
    48: (C.STRAIGHT_FLUSH, C.FOUR_OF_A_KIND, C.FLUSH, C.FULL_HOUSE, C.STRAIGHT),
    44: (C.STRAIGHT_FLUSH, C.FOUR_OF_A_KIND, C.FLUSH, C.FULL_HOUSE, C.STRAIGHT),
    40: (C.STRAIGHT_FLUSH, C.FOUR_OF_A_KIND, C.FLUSH, C.FULL_HOUSE, C.STRAIGHT),
    36: (C.STRAIGHT_FLUSH, C.FOUR_OF_A_KIND, C.FLUSH, C.FULL_HOUSE, C.STRAIGHT),
    32: (C.STRAIGHT_FLUSH, C.FLUSH, C.FOUR_OF_A_KIND, C.FULL_HOUSE, C.STRAIGHT),
}


@pytest.mark.parametrize("deck_size", sorted(D3_TABLE))
def test_D3_table_follows_from_the_counts(deck_size):
    assert Ranking.by_rarity(deck_size).order[:5] == D3_TABLE[deck_size]


def test_from_44_cards_down_one_pair_outnumbers_no_pair():
    for size in DECK_SIZES:
        counts = category_counts(size)
        assert (counts[C.ONE_PAIR] > counts[C.HIGH_CARD]) == (size <= 44)


@pytest.mark.parametrize("deck_size", [52, 32, 24])
def test_without_a_joker_the_counts_have_the_nine_standard_keys(deck_size):
    assert tuple(category_counts(deck_size)) == STANDARD_CATEGORIES
    assert tuple(count_by_enumeration(deck_size)) == STANDARD_CATEGORIES
    assert C.FIVE_OF_A_KIND not in Ranking.by_rarity(deck_size).order


# rule D3 goes on below 32 cards: the counts of 28 and 24 cards.
SMALL_DECKS = {
    28: {C.STRAIGHT_FLUSH: 16, C.FLUSH: 68, C.FOUR_OF_A_KIND: 168, C.FULL_HOUSE: 1008},
    24: {C.STRAIGHT_FLUSH: 12, C.FLUSH: 12, C.FOUR_OF_A_KIND: 120, C.FULL_HOUSE: 720},
}


@pytest.mark.parametrize("deck_size", sorted(SMALL_DECKS))
def test_D3_counts_of_the_smallest_decks(deck_size):
    counts = category_counts(deck_size)
    assert {cat: counts[cat] for cat in SMALL_DECKS[deck_size]} == SMALL_DECKS[
        deck_size
    ]


def test_D3_table_extended_to_28_and_24_cards():
    table = rarity_table()
    assert tuple(table) == DECK_SIZES
    for size, top in D3_TABLE.items():
        assert table[size] == top
    assert table[28] == table[24] == D3_TABLE[32]
    assert rarity_table((28,), ace_low=False) == {28: D3_TABLE[32]}


def test_D3_the_one_tie_is_broken_by_the_classic_order():
    """24 cards, ace-low straight: 12 straight flushes and 12 flushes."""
    ties = rarity_ties()
    assert ties == {size: () for size in DECK_SIZES} | {
        24: ((C.STRAIGHT_FLUSH, C.FLUSH),)
    }
    assert Ranking.by_rarity(24).order[:2] == (C.STRAIGHT_FLUSH, C.FLUSH)
    # Without the low straight there is no tie: 8 straight flushes, 16 flushes.
    assert all(group == () for group in rarity_ties(ace_low=False).values())
    counts = category_counts(24, ace_low=False)
    assert (counts[C.STRAIGHT_FLUSH], counts[C.FLUSH]) == (8, 16)


def test_tables_show_the_engine_counts_in_each_language():
    from americana.views.notebook.count_tables import counts_table, rarity_order_table

    table = counts_table((32,), lang="pl")
    assert "107\xa0520" in table and "Kolor" in table
    order = rarity_order_table((32,), lang="ru")
    assert order.index("Флеш") < order.index("Каре")
    assert order._repr_html_() == str(order)
