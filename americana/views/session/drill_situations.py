"""Drill situations: a hand dealt from a seed and played to the moment asked about.

Generating a drill is no view: :func:`deal_situation` deals a hand with
``random.Random`` and plays it, by a seeded policy
(:class:`americana.play.bots.SimplePolicy`, or calls and small bets for
``"split"``), to the situation of one kind of question:

* ``"bring_in"``: the cards are dealt; who must bring in (rule A5)?
* ``"first_to_act"``: betting round 2, 3 or 4 begins; who acts first (A7)?
* ``"show_first"``: the last round is over; who shows first (A10; D7, E6)?
* ``"split"``: the hands are shown; how many chips does each player win
  (A11-A13, B3, B4; D8, E6)?

Draw poker has two kinds of its own:

* ``"opener"``: the cards are dealt (shown face up); who is the first player
  who may open the betting (D5, E3; jacks or better in jackpots, E7), or
  nobody (the key :data:`NOBODY`)?
* ``"after_draw"``: the draw is over; who speaks first in the second betting
  round (D7, E5)?

The key is what the engine does, never a rule worked out again here: the
seat the engine asks to bring in, to act or to show (its ``turn``), or the
chips its awards give each seat. Which kinds a preset has is its game's
(:data:`KINDS_OF`): draw poker has no bring-in and no order by visible cards.
The same ``(kind, preset, seed)`` gives the same situation in CPython and in
Pyodide: only ``random.Random`` with a string seed (hashed by SHA-512, not
``hash()``) and ordered containers are used. The questions, answers in words
and explanations are :mod:`americana.views.session.drills`.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from americana.cards import Card, Suit, make_deck
from americana.play.betting import ActionKind, SetupError
from americana.play.bots import Move, SimplePolicy, apply_move
from americana.play.draw import DrawHand
from americana.play.events import EventKind
from americana.play.hand_base import Phase
from americana.play.stud import Hand
from americana.play.table import deal_hand
from americana.rules.draw_variants import DRAW_VARIANTS, DrawVariant
from americana.rules.game_rules import Game
from americana.rules.variants import VARIANTS, Variant

__all__ = [
    "ALL_KINDS",
    "DRAW_KINDS",
    "KINDS",
    "KINDS_OF",
    "NOBODY",
    "DrillSituation",
    "deal_situation",
]

E = EventKind
A = ActionKind
#: The kinds of drill of Americana (stud), in the order a page lists them.
KINDS = ("bring_in", "first_to_act", "show_first", "split")
#: The kinds of drill of draw poker (rule D5, D7, D8, E3, E5-E7): Americana's
#: bring-in and its order of play by visible cards (A5, A7) are stud only.
DRAW_KINDS = ("opener", "after_draw", "show_first", "split")
#: Every kind, in the order a page lists them.
ALL_KINDS = ("bring_in", "first_to_act", "opener", "after_draw", "show_first", "split")
#: The kinds of drill of each game.
KINDS_OF: dict[Game, tuple[str, ...]] = {Game.STUD: KINDS, Game.DRAW: DRAW_KINDS}
#: The key of an ``"opener"`` drill where nobody may open (jackpots, E7).
NOBODY = -1
#: Tries at dealing a situation before giving up (a hand may end too early).
_TRIES = 200
#: A dealt situation: the hand, its key (a seat, or each seat's chips for a
#: split) and the betting round asked about.
_Situation = tuple[Hand | DrawHand, int | dict[int, int], int]


@dataclass
class DrillSituation:
    """One dealt situation and its answer.

    Attributes:
        kind: one of :data:`KINDS`.
        preset: the variant's name.
        seed: the seed it was dealt from.
        hand: the hand, stopped at the situation (finished for ``"split"``).
        key: the seat the engine picks, or ``{seat: chips won}`` for
            ``"split"`` (every seat, ``0`` for none).
        betting_round: the betting round asked about (``"first_to_act"``).
        names: seat -> player name, for the words about it.
    """

    kind: str
    preset: str
    seed: int
    hand: Hand | DrawHand
    key: int | dict[int, int]
    betting_round: int = 0
    names: dict[int, str] = field(default_factory=dict)

    @property
    def variant(self) -> Variant | DrawVariant:
        """The :class:`~americana.rules.variants.Variant` or the draw variant."""
        return self.hand.variant

    @property
    def seat(self) -> int:
        """The key of a question about a seat (every kind but ``"split"``)."""
        if isinstance(self.key, dict):
            raise TypeError("a split's key is chips by seat, not a seat")
        return self.key

    @property
    def stud_hand(self) -> Hand:
        """The hand of a stud-only drill (``"bring_in"``, ``"first_to_act"``).

        Raises:
            TypeError: the drill's hand is not a stud hand.
        """
        return Hand.cast(self.hand)

    @property
    def answer_kind(self) -> Literal["amounts", "seat"]:
        """``"amounts"`` for a split, ``"seat"`` otherwise."""
        return "amounts" if self.kind == "split" else "seat"

    def candidates(self) -> list[int]:
        """The seats a reader may name (every seat for a split); an
        ``"opener"`` drill under jackpots offers :data:`NOBODY` too (E7)."""
        hand = self.hand
        if self.kind == "opener":
            nobody = [NOBODY] if getattr(self.variant, "openers", False) else []
            return [*hand.deal_order, *nobody]
        if self.kind in ("split", "bring_in"):
            return list(hand.seats)
        return [s for s in hand.seats if s not in hand.folded]

    def is_right(
        self, seat: int | None = None, amounts: Mapping[int, int] | None = None
    ) -> bool:
        """Whether an answer matches the key (missing seats of a split win 0)."""
        if self.kind == "split":
            given = {int(s): int(c) for s, c in (amounts or {}).items()}
            key = self.key if isinstance(self.key, dict) else {}
            return all(given.get(s, 0) == key.get(s, 0) for s in self.hand.seats) and (
                set(given) <= set(self.hand.seats)
            )
        return seat == self.key

    def pot(self) -> int | None:
        """Chips in the pots to share out (``"split"``), else ``None``."""
        if self.kind != "split":
            return None
        return sum(p.amount for p in self.hand.final_pots)


def deal_situation(kind: str, preset: str, seed: int) -> DrillSituation:
    """Deal the drill ``kind`` for ``preset`` from ``seed`` (module docstring).

    Raises:
        SetupError: an unknown kind (``"drill.unknown"``), or a preset that
            is unknown or whose game has no such kind (``"preset.unknown"``).
    """
    if kind not in ALL_KINDS:
        raise SetupError("drill.unknown", f"no drill {kind!r}", kind=kind)
    variant: Variant | DrawVariant | None = VARIANTS.get(preset) or DRAW_VARIANTS.get(
        preset
    )
    if variant is None or kind not in KINDS_OF[variant.game]:
        raise SetupError("preset.unknown", f"no preset {preset!r}", preset=preset)
    rng = random.Random(f"{kind}:{preset}:{seed}")
    deal = _DEALS[kind]
    for _ in range(_TRIES):
        found = deal(variant, rng)
        if found is not None:
            hand, key, betting_round = found
            return DrillSituation(kind, preset, seed, hand, key, betting_round)
    raise RuntimeError(
        f"no situation for {kind} after {_TRIES} deals"
    )  # pragma: no cover


def _new_hand(
    variant: Variant | DrawVariant, rng: random.Random, stacks: Sequence[int]
) -> Hand | DrawHand:
    button = rng.randrange(len(stacks))
    seed = rng.randrange(2**31)
    return deal_hand(variant, stacks=list(stacks), button=button, seed=seed)


def _deal_bring_in(
    variant: Variant | DrawVariant, rng: random.Random
) -> _Situation | None:
    players = rng.randint(3, 6)
    hand = _new_hand(variant, rng, [30] * players)
    return None if hand.turn is None else (hand, hand.turn, 1)


def _deal_first_to_act(
    variant: Variant | DrawVariant, rng: random.Random
) -> _Situation | None:
    betting_round = rng.choice((2, 3, 4))
    players = rng.randint(3, 6)
    hand = _new_hand(variant, rng, [30] * players)
    policy = SimplePolicy(rng.randrange(2**31), bluff=0.2)
    while not hand.finished and hand.phase is Phase.BETTING:
        if (
            hand.betting_round == betting_round
            and hand.events[-1].kind is E.CARD_DEALT
            and hand.turn is not None
        ):
            return hand, hand.turn, betting_round
        apply_move(hand, policy.choose(hand))
    return None


def _deal_show_first(
    variant: Variant | DrawVariant, rng: random.Random
) -> _Situation | None:
    players = rng.randint(2, 5)
    hand = _new_hand(variant, rng, [30] * players)
    policy = SimplePolicy(rng.randrange(2**31), bluff=0.4)
    while not hand.finished and hand.phase is not Phase.SHOWDOWN:
        apply_move(hand, policy.choose(hand))
    if hand.phase is not Phase.SHOWDOWN or hand.turn is None:
        return None
    return hand, hand.turn, 4


def _deal_split(
    variant: Variant | DrawVariant, rng: random.Random
) -> _Situation | None:
    players = rng.randint(2, 4)
    scenario = rng.choice(("tie", "side", "tie_side"))
    stacks = [30] * players
    if "side" in scenario:
        for seat in rng.sample(range(players), rng.randint(1, max(1, players - 1))):
            stacks[seat] = rng.randint(2, 12)
    button = rng.randrange(players)
    size = variant.deck_size_for(players)
    deck = _tied_deck(size, rng, players, button) if "tie" in scenario else None
    seed = None if deck is not None else rng.randrange(2**31)
    hand = deal_hand(variant, stacks=stacks, button=button, seed=seed, deck=deck)
    while not hand.finished:
        apply_move(hand, _calling_move(hand, rng))
    if not any(e.kind is E.HAND_SHOWN for e in hand.events):
        return None
    key = dict.fromkeys(hand.seats, 0)
    for award in hand.awards:
        key[award.seat] += award.amount
    return hand, key, 4


def _deal_opener(
    variant: Variant | DrawVariant, rng: random.Random
) -> _Situation | None:
    """D5, E3, E7: the first seat, from the dealer's left, that may bet.

    The key is found on a twin of the hand (the same deal): each seat in turn
    checks until the engine offers a bet; nobody offered one is
    :data:`NOBODY` (jackpots, a pass-out).
    """
    players = rng.randint(3, 6)
    button = rng.randrange(players)
    seed = rng.randrange(2**31)
    stacks = [30] * players
    hand = deal_hand(variant, stacks=stacks, button=button, seed=seed)
    twin = deal_hand(variant, stacks=stacks, button=button, seed=seed)
    while not twin.finished and twin.phase is Phase.BETTING:
        seat = twin.turn
        kinds = {a.kind for a in twin.legal_actions()}
        if A.BET in kinds:
            return hand, seat if seat is not None else NOBODY, 1
        if A.CHECK not in kinds:
            return None
        twin.check()
    return hand, NOBODY, 1


def _deal_after_draw(
    variant: Variant | DrawVariant, rng: random.Random
) -> _Situation | None:
    """D7, E5: the draw is over; the seat the engine asks to speak first."""
    players = rng.randint(3, 6)
    hand = _new_hand(variant, rng, [30] * players)
    policy = SimplePolicy(rng.randrange(2**31), bluff=0.4)
    while not hand.finished:
        if (
            hand.phase is Phase.BETTING
            and hand.betting_round == 2
            and hand.turn is not None
            and not any(
                e.betting_round == 2 and e.seat is not None
                for e in hand.events
                if e.kind in _BETTING_ACTIONS
            )
        ):
            return hand, hand.turn, 2
        apply_move(hand, policy.choose(hand))
    return None


#: The events of a betting round that a player chose.
_BETTING_ACTIONS = frozenset(
    (E.BRING_IN, E.COMPLETE, E.CHECK, E.BET, E.CALL, E.RAISE, E.FOLD)
)

#: How each kind of situation is dealt.
_DEALS = {
    "bring_in": _deal_bring_in,
    "first_to_act": _deal_first_to_act,
    "opener": _deal_opener,
    "after_draw": _deal_after_draw,
    "show_first": _deal_show_first,
    "split": _deal_split,
}


def _calling_move(hand: Hand | DrawHand, rng: random.Random) -> Move:
    """Everybody stays to the showdown: bring in, bet or call, stand pat, show."""
    legal = {a.kind: a for a in hand.legal_actions()}
    if A.SHOW in legal:
        return Move(A.SHOW)
    if ActionKind.DRAW in legal:
        return Move(ActionKind.DRAW)  # stand pat: keep the hands as dealt
    if A.BRING_IN in legal:
        return Move(A.BRING_IN)
    if A.BET in legal and rng.random() < 0.6:
        return Move(A.BET, legal[A.BET].minimum)
    if A.RAISE in legal and rng.random() < 0.2:
        return Move(A.RAISE, legal[A.RAISE].minimum)
    if A.CALL in legal:
        return Move(A.CALL)
    if A.CHECK in legal:
        return Move(A.CHECK)
    if A.BET in legal:  # D5 read literally: open or pass
        return Move(A.BET, legal[A.BET].minimum)
    return Move(A.FOLD)


def _tied_deck(
    deck_size: int, rng: random.Random, players: int, button: int
) -> list[Card] | None:
    """A deck giving two seats five cards of the same ranks in other suits.

    Stud (A3) and draw poker (D4, E2) both deal one card at a time from the
    dealer's left, so the same order serves both.
    """
    full = list(make_deck(deck_size))
    rng.shuffle(full)
    first = full[:5]
    if max(sum(c.rank == d.rank for d in first) for c in first) > 2:
        return None  # trips or better cannot tie (B3)
    suits = list(Suit)
    mapped = []
    for perm in itertools.permutations(suits):
        swap = dict(zip(suits, perm, strict=True))
        second = [Card(c.rank, swap[c.suit]) for c in first]
        if not set(second) & set(first):
            mapped.append(second)
    if not mapped:
        return None
    second = rng.choice(mapped)
    a, b = rng.sample(range(players), 2)
    used = set(first) | set(second)
    rest = [c for c in full if c not in used]
    hands: dict[int, list[Card]] = {a: first, b: second}
    for seat in range(players):
        if seat not in hands:
            hands[seat], rest = rest[:5], rest[5:]
    start = (button + 1) % players
    order = [(start + i) % players for i in range(players)]
    deck = [hands[s][i] for i in range(5) for s in order]
    return deck + rest
