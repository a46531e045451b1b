"""The claims of the probability chapter (book/probability.md), recomputed."""

from __future__ import annotations

from math import comb

import pytest

from americana.errors import DeckError, DuplicateCardError, HandSizeError
from americana.fast.counting import category_counts
from americana.fast.finishing import finishing_counts
from americana.fast.odds import deal_count
from americana.hands.evaluation import evaluate
from americana.hands.ranking import AMERICANA, Category
from americana.rules.variants import VARIANTS
from americana.text.i18n import format_percent
from americana.views.notebook.odds_tables import odds_by_street, street_odds_table

ANN, BOB, CLEO = "KS KH 8D 9C 10D", "AC JD JC 7H 7S", "QH 10C 9H JH 8H"


def share(start: str, *categories: Category) -> float:
    counts = finishing_counts(start)
    return sum(counts[c] for c in categories) / sum(counts.values())


def test_finishing_counts_match_a_plain_enumeration():
    """Every completion of two cards, valued by the reference evaluator."""
    from itertools import combinations

    from americana.cards import make_deck, parse_cards

    start = parse_cards("10S 9S")
    rest = [c for c in make_deck(32) if c not in start]
    plain = dict.fromkeys(AMERICANA.order, 0)
    for more in combinations(rest, 3):
        plain[evaluate([*start, *more], AMERICANA).category] += 1
    assert finishing_counts("10S 9S") == plain
    assert sum(plain.values()) == comb(30, 3) == 4060


def test_finishing_counts_respect_dead_cards_and_reject_bad_input():
    assert sum(finishing_counts("AS KS", dead="QS JS 7C").values()) == comb(27, 3)
    assert finishing_counts("AS KS", dead="QS")[Category.STRAIGHT_FLUSH] == 0
    with pytest.raises(DuplicateCardError):
        finishing_counts("AS KS", dead="KS")
    with pytest.raises(DeckError):
        finishing_counts("AS 5S")
    with pytest.raises(HandSizeError):
        finishing_counts("AS KS QS JS 10S 9S")


def test_flush_is_rarer_than_full_house_in_32_cards():
    counts = category_counts(32)
    assert counts[Category.FLUSH] == 204 < counts[Category.FULL_HOUSE] == 1344
    assert counts[Category.FLUSH] < counts[Category.FOUR_OF_A_KIND] == 224


def test_first_two_cards_claims():
    better = (
        Category.FOUR_OF_A_KIND,
        Category.FULL_HOUSE,
        Category.THREE_OF_A_KIND,
        Category.TWO_PAIR,
    )
    assert 0.44 < share("AS AH", *better) < 0.46  # "about 45%"
    assert share("AS AH", Category.ONE_PAIR) > 0.5  # "more often than not"
    for start in ("AS KS", "10S 9S"):  # "fewer than one hand in two hundred"
        assert share(start, Category.FLUSH, Category.STRAIGHT_FLUSH) < 1 / 200
    for start in ("AS KS", "AS KH", "10S 9S", "10H 8C"):  # "roughly one in four"
        assert 0.24 < share(start, Category.HIGH_CARD) < 0.30
    assert share("AS KH", Category.HIGH_CARD) > share("10H 8C", Category.HIGH_CARD)
    for start in ("AS AH", "AS KS", "AS KH", "10S 9S", "10H 8C", "7C 7D"):
        counts = finishing_counts(start)
        assert max(counts, key=counts.get) is Category.ONE_PAIR
    straights = (Category.STRAIGHT, Category.STRAIGHT_FLUSH)
    assert 3.5 < share("10S 9S", *straights) / share("AS KS", *straights) < 4.5


def test_the_heads_up_hand_street_by_street():
    odds = odds_by_street([ANN, BOB], VARIANTS["americana-pl"])
    ann = {street: o[0].win for street, o in odds.items()}
    assert ann[2] > ann[4] > ann[3] > 0.5 > ann[5] == 0
    assert all(o.exact and o.tie == 0 for street in odds.values() for o in street)
    assert odds[2][0].deals == 7_534_800
    assert odds[3][0].deals == 89_700
    assert odds[4][0].deals == 552


def test_three_players_sample_then_count():
    assert deal_count([2, 2, 2], unseen=26) > 5 * 10**9  # "more than five billion"
    odds = odds_by_street([ANN, BOB, CLEO], VARIANTS["americana-pl"])
    assert not odds[2][0].exact and odds[2][0].standard_error < 0.001
    assert all(o.exact for street in (3, 4, 5) for o in odds[street])
    assert odds[4][2].deals == 20 * 19 * 18  # 20 unseen cards on fourth street
    assert odds[4][2].win == pytest.approx(5 / 20)  # "five of the 20 unseen cards"
    assert odds[5][2].win == 1
    # The same seed gives the same estimate.
    again = odds_by_street([ANN, BOB, CLEO], VARIANTS["americana-pl"])
    assert again[2] == odds[2]


def test_street_table_is_in_the_language():
    odds = odds_by_street([ANN, BOB], VARIANTS["americana-pl"])
    html = street_odds_table(odds, ["Ann", "Bob"], lang="pl")
    assert format_percent(odds[2][0].win, "pl") in html


def test_a_split_too_small_to_show_is_not_printed_as_zero():
    odds = odds_by_street([ANN, BOB], VARIANTS["americana-ru"])
    assert 0 < odds[2][0].tie < 0.0005
    html = street_odds_table(odds, ["Ann", "Bob"], lang="en")
    assert "+ &lt;0.1% split" in html and "+ 0.0%" not in html
