"""Section 1: all 201,376 hands of the 32-card deck, this engine against its peers.

Every five-card hand of the Americana deck, each row's cards in a random order
(fixed seed), is evaluated by:

* this engine: :func:`americana.evaluate_many` on one ``(201376, 5)`` array of
  card indices, against the Americana ranking (rule B1, A15). "Cold" is
  the first call in the process, table build included; "warm" the best of
  the repeats, with the table cached.
* PokerKit 0.7.7: its hand class on a 32-card lookup with Americana's order
  (:class:`pokerkit_americana.AmericanaHand`: a hand object and its entry per
  hand, as one compares PokerKit hands), the same lookup without the hand
  objects (``lookup.get_entry``, PokerKit's fastest path), and its
  ``StandardHighHand`` (52-card order) on the same cards.
* treys 0.1.8: ``Evaluator.evaluate(hand, board)``, its public call (two cards
  and three), and ``Evaluator._five``, the internal five-card routine it
  dispatches to (52-card order: treys knows no other).

The peers' cards are converted before the clock starts. The check that
PokerKit's 32-card lookup orders all hands as this engine does is printed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from itertools import combinations

import numpy as np
from pokerkit import StandardHighHand
from pokerkit_americana import AmericanaHand, pokerkit_cards, treys_cards
from treys import Evaluator

from americana import AMERICANA, DECK_SIZES, Ranking, evaluate_many, hand_table

__all__ = ["all_hands", "run"]


def all_hands(seed: int = 2026) -> np.ndarray:
    """The 201,376 hands of 32 cards as an ``int8`` array ``(201376, 5)``."""
    hands = np.array(list(combinations(range(32), 5)), dtype=np.int8)
    return np.random.default_rng(seed).permuted(hands, axis=1)


def _best(run: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def _dense(values: list[int]) -> np.ndarray:
    order = {v: i for i, v in enumerate(sorted(set(values)))}
    return np.array([order[v] for v in values])


def run(repeat: int = 3) -> dict[str, float]:
    """Time every engine, print the figures, return hands per second by name."""
    hands = all_hands()
    n = len(hands)
    start = time.perf_counter()
    ours = evaluate_many(hands, AMERICANA)
    cold = time.perf_counter() - start
    table = hand_table(AMERICANA)
    warm = _best(lambda: evaluate_many(hands, AMERICANA), max(repeat, 5))

    pk = pokerkit_cards()
    pk_hands = [tuple(pk[i] for i in row) for row in hands.tolist()]
    lookup = AmericanaHand.lookup
    entries = [AmericanaHand(cards).entry for cards in pk_hands]
    same_order = np.array_equal(_dense([e.index for e in entries]), ours)
    pk_hand = _best(lambda: [AmericanaHand(c).entry for c in pk_hands], repeat)
    pk_lookup = _best(lambda: [lookup.get_entry(c) for c in pk_hands], repeat)
    pk_standard = _best(lambda: [StandardHighHand(c).entry for c in pk_hands], repeat)

    tr = treys_cards()
    tr_hands = [[tr[i] for i in row] for row in hands.tolist()]
    evaluator = Evaluator()
    treys_public = _best(
        lambda: [evaluator.evaluate(h[:2], h[2:]) for h in tr_hands], repeat
    )
    treys_five = _best(lambda: [evaluator._five(h) for h in tr_hands], repeat)

    rates = {
        "this engine, warm": n / warm,
        "this engine, cold (table build included)": n / cold,
        "PokerKit AmericanaHand(cards).entry (32-card lookup)": n / pk_hand,
        "PokerKit AmericanaLookup.get_entry (no hand objects)": n / pk_lookup,
        "PokerKit StandardHighHand(cards).entry (52-card order)": n / pk_standard,
        "treys Evaluator.evaluate(hand, board)": n / treys_public,
        "treys Evaluator._five (internal)": n / treys_five,
    }
    print(f"All {n:,} hands of the 32-card deck, rows in random order.")
    print(f"  {'engine':56} {'hands/s':>13} {'seconds':>9}")
    for name, rate in rates.items():
        print(f"  {name:56} {rate:13,.0f} {n / rate:9.4f}")
    fastest_peer = max(v for k, v in rates.items() if not k.startswith("this"))
    print("  ratios, this engine (warm) / peer:")
    for name, rate in rates.items():
        if not name.startswith("this"):
            print(f"    {name:54} {rates['this engine, warm'] / rate:8.1f} x")
    print(
        "  ratio to the fastest peer, cold (table build included): "
        f"{rates['this engine, cold (table build included)'] / fastest_peer:.1f} x"
    )
    print(f"  PokerKit's 32-card lookup orders every hand as this engine: {same_order}")
    print(
        f"  table of the 32-card deck: built in {table.build_seconds * 1e3:.1f} ms, "
        f"{table.nbytes / 1e6:.2f} MB of values + {table.class_nbytes / 1e6:.2f} MB"
        f" of hand classes, {table.levels} distinct values"
    )
    _tables_of_every_deck()
    return rates


def _tables_of_every_deck() -> None:
    """Build time and memory of the table of each deck (classic order)."""
    print("  tables of every deck (classic order, first build in this process):")
    print(f"    {'cards':>5} {'hands':>10} {'build ms':>9} {'MB':>7} {'values':>7}")
    total = 0
    for size in DECK_SIZES:
        table = hand_table(Ranking.classic(size))
        memory = table.nbytes + table.class_nbytes
        total += memory
        print(
            f"    {size:5} {len(table.values):10,} "
            f"{table.build_seconds * 1e3:9.1f} {memory / 1e6:7.2f} {table.levels:7}"
        )
    hands52 = np.random.default_rng(52).permuted(
        np.tile(np.arange(52, dtype=np.int8), (1_000_000, 1)), axis=1
    )[:, :5]
    classic = Ranking.classic(52)
    seconds = _best(lambda: evaluate_many(hands52, classic), 3)
    print(
        f"    all eight decks: {total / 1e6:.1f} MB; 1,000,000 random 52-card "
        f"hands evaluate at {1e6 / seconds:,.0f} hands/s"
    )


if __name__ == "__main__":
    run()
