"""Variants of Americana as data: every choice the sources disagree on.

A :class:`Variant` is a frozen value. The engine (:mod:`americana.play.stud`) reads
it and never picks a reading itself, so a new variant is a new value, never a
new branch in the engine::

    from dataclasses import replace
    from americana.rules.variants import VARIANTS, Structure

    custom = replace(VARIANTS["americana-pl"], structure=Structure.NO_LIMIT)

Presets in :data:`VARIANTS`, one per source document (rule A, B, C):

* ``"americana-pl"``: seed 000 (Polish).
* ``"americana-ru"``: seed 001 (Russian).
* ``"americana-es"``: seed 002 (Spanish), its suit order as printed.

Rule numbers refer to the book's "Rules reference" appendix
(book/rules_reference.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from americana.cards import Suit
from americana.errors import AmericanaError
from americana.hands.ranking import AMERICANA, Ranking

# The two tie rules are the showdown comparison's options; they live with it.
from americana.hands.showdown import FirstToActTie, ShowdownTie
from americana.rules.game_rules import Game, GameRules

__all__ = [
    "SUIT_ORDER_ES_AS_PRINTED",
    "SUIT_ORDER_PL",
    "SUIT_ORDER_RU",
    "VARIANTS",
    "FirstToActTie",
    "OddChip",
    "ShowdownTie",
    "Structure",
    "Variant",
    "VariantError",
]

H, D, C, S = Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES

#: Seed 000 (Polish), highest first: hearts, diamonds, clubs, spades (rule C).
SUIT_ORDER_PL = (H, D, C, S)
#: Seed 001 (Russian), highest first: spades, hearts, diamonds, clubs (rule C).
SUIT_ORDER_RU = (S, H, D, C)
#: Seed 002 (Spanish) as printed: a list "from lowest to highest" of hearts,
#: diamonds, spades, clubs, so clubs are highest (rule C). Very likely seed
#: 000's order with clubs and spades swapped and the direction inverted.
SUIT_ORDER_ES_AS_PRINTED = (C, S, D, H)


class Structure(Enum):
    """How much a player may bet or raise. Values are identifiers."""

    #: Fixed limit (rule A8): bets and raises of one fixed size per round.
    FIXED_LIMIT = "fixed_limit"
    #: Pot limit (rule A9): at most the size of the pot.
    POT_LIMIT = "pot_limit"
    #: No limit (rule A9): up to all of one's chips.
    NO_LIMIT = "no_limit"


class OddChip(Enum):
    """Where the chips that do not divide evenly in a split pot go.

    Values are identifiers, not display text.
    """

    #: One chip at a time to the winners clockwise from the dealer button,
    #: starting with the first seat to its left (rule A13, seed 001).
    LEFT_OF_BUTTON = "left_of_button"
    #: The remainder stays in the middle for the next pot (rule D8, seed 003).
    CARRY = "carry"
    #: One chip at a time to the winners with the lowest seat numbers.
    SEAT_ORDER = "seat_order"


class VariantError(AmericanaError, ValueError):
    """A variant's settings do not make sense, e.g. an ante of no chips.

    ``params["field"]`` names the setting, ``params["value"]`` its value.
    ``code`` is ``"variant.invalid"`` for a setting out of range, or a more
    specific code given per instance, e.g. ``"variant.ante_below_one_chip"``.
    """

    code = "variant.invalid"

    def __init__(
        self, message: str, /, *, code: str | None = None, **params: Any
    ) -> None:
        super().__init__(message, **params)
        if code is not None:
            self.code = code


@dataclass(frozen=True, kw_only=True)
class Variant:
    """One way to play Americana; every disputed choice is a field.

    Attributes:
        name: an identifier such as ``"americana-pl"``.
        ranking: the order of hand categories (rule B1, A15).
        suit_order: the four suits, highest first, for the bring-in (A5) and,
            where the variant uses them, showdown ties (B3) (rule C).
        showdown_tie: what breaks equal hands at showdown (B3, B4).
        structure: fixed limit (A8), pot limit or no limit (A9).
        raise_cap: fixed limit only: raises allowed after the opening bet or
            bring-in in each round ("bet plus three raises", A8).
        first_round_raises: pot and no limit only: raises allowed in round 1
            after the bring-in; ``1`` for "bring-in, raise" read literally,
            ``None`` for any number (the open question of A9). Opening for
            more than the bring-in (A5) is the round's bet, not a raise.
        automatic_bring_in: whether a player who does not choose has the
            bring-in taken automatically (A6, seed 002 only).
        first_to_act_tie: who opens rounds 2-4 between equal visible hands (A7).
        odd_chip: where the odd chip of a split pot goes (A13, D8).
        ante: chips each player pays before the deal, at least 1 (A2: every
            player pays an ante, there are no blinds).
        bring_in: chips of the bring-in, derived, not a setting: twice the
            ante, as all three sources say (A5), so
            ``replace(preset, ante=5).bring_in`` is 10. It is the fixed-limit
            bet of rounds 1 and 2, twice that in rounds 3 and 4 (A8), and the
            minimum bet in pot and no limit (A9).
        min_players, max_players: seats dealt in (2-6, A1).
        source: the seed document the preset follows, for reference.

    Raises:
        VariantError: an ante below one chip (code
            ``"variant.ante_below_one_chip"``, A2); a suit order that is not
            the four suits once each, a negative raise cap or bad player
            counts (``"variant.invalid"``). ``params["field"]`` names the
            setting. Passing ``bring_in=`` is a ``TypeError``: it follows the
            ante (A5).

    Example:
        >>> polish = VARIANTS["americana-pl"]
        >>> polish.ranking.name, polish.structure, polish.raise_cap
        ('americana', <Structure.FIXED_LIMIT: 'fixed_limit'>, 3)
        >>> [suit.symbol for suit in polish.suit_order]  # highest first (rule C)
        ['♥', '♦', '♣', '♠']
        >>> polish.ante, polish.bring_in, (polish.min_players, polish.max_players)
        (1, 2, (2, 6))
        >>> from dataclasses import replace
        >>> replace(polish, ante=5).bring_in
        10
        >>> VARIANTS["americana-ru"].showdown_tie  # equal hands split (B4)
        <ShowdownTie.SPLIT: 'split'>
    """

    name: str
    ranking: Ranking = AMERICANA
    suit_order: tuple[Suit, ...] = SUIT_ORDER_PL
    showdown_tie: ShowdownTie = ShowdownTie.SUIT_OF_KICKER
    structure: Structure = Structure.FIXED_LIMIT
    raise_cap: int = 3
    first_round_raises: int | None = 1
    automatic_bring_in: bool = False
    first_to_act_tie: FirstToActTie = FirstToActTie.SUIT_OF_HIGHEST_CARD
    odd_chip: OddChip = OddChip.LEFT_OF_BUTTON
    ante: int = 1
    #: Derived from ``ante`` in ``__post_init__`` (A5), never passed.
    bring_in: int = field(init=False)
    min_players: int = 2
    max_players: int = 6
    source: str = ""

    def __post_init__(self) -> None:
        if sorted(s.value for s in self.suit_order) != sorted(s.value for s in Suit):
            self._bad("suit_order", self.suit_order)
        check_ante(self.ante, "A2")
        object.__setattr__(self, "bring_in", 2 * self.ante)  # A5
        if self.raise_cap < 0:
            self._bad("raise_cap", self.raise_cap)
        if self.first_round_raises is not None and self.first_round_raises < 0:
            self._bad("first_round_raises", self.first_round_raises)
        if not 2 <= self.min_players <= self.max_players:
            self._bad("min_players", self.min_players)
        if self.max_players * 5 > self.ranking.deck_size:
            self._bad("max_players", self.max_players)

    @staticmethod
    def _bad(field: str, value: object) -> None:
        raise VariantError(
            f"bad variant setting {field}={value!r}", field=field, value=value
        )

    @property
    def game(self) -> Game:
        """Stud: a stud variant deals a :class:`americana.play.stud.Hand`."""
        return Game.STUD

    def ranking_for(self, players: int) -> Ranking:
        """The ranking of a hand of ``players``: the one :attr:`ranking` (A15)."""
        return self.ranking

    def deck_size_for(self, players: int) -> int:
        """Cards in the deck, whatever the number of players (A1: 32)."""
        return self.ranking.deck_size

    def with_structure(self, structure: Structure) -> Variant:
        """This variant under another betting structure (A8, A9).

        In pot and no limit, round 1 allows any number of raises
        (``first_round_raises=None``, the open reading of A9).
        """
        if structure is self.structure:
            return self
        if structure is Structure.FIXED_LIMIT:
            return replace(self, structure=structure)
        return replace(self, structure=structure, first_round_raises=None)

    @property
    def suits_break_ties(self) -> bool:
        """Whether the suits can decide between equal hands at showdown (B3)."""
        return self.showdown_tie is not ShowdownTie.SPLIT

    @property
    def showdown_rule(self) -> str:
        """The rule by which the best hand wins the pot: ``"A11"``."""
        return "A11"

    @property
    def split_rule(self) -> str:
        """The rule by which equal hands share the pot: B4, or A11 (B3 first)."""
        return "B4" if self.showdown_tie is ShowdownTie.SPLIT else "A11"

    def suit_strength(self, suit: Suit) -> int:
        """4 for the highest suit of :attr:`suit_order`, 1 for the lowest."""
        return len(self.suit_order) - self.suit_order.index(suit)

    @property
    def bet_sizes(self) -> tuple[int, int]:
        """The small and the big bet in chips: one bring-in in rounds 1 and 2,
        two in rounds 3 and 4 of fixed limit (A8, "in limit the bring-in is
        doubled"); a draw variant's field of the same name is its two rounds'.
        """
        return self.bring_in, 2 * self.bring_in

    def bet_size(self, betting_round: int) -> int:
        """The fixed-limit bet of betting round ``betting_round`` (1-4), rule A8.

        Rounds 1 and 2: one bring-in; rounds 3 and 4: two ("in limit the
        bring-in is doubled"). In pot and no limit it is the minimum bet (A9).
        """
        if self.structure is Structure.FIXED_LIMIT and betting_round >= 3:
            return 2 * self.bring_in
        return self.bring_in

    def max_raises(self, betting_round: int) -> int | None:
        """Raises allowed after the opening bet in ``betting_round`` (``None``: any)."""
        if self.structure is Structure.FIXED_LIMIT:
            return self.raise_cap
        return self.first_round_raises if betting_round == 1 else None


def check_ante(ante: object, rule: str) -> None:
    """Raise :class:`VariantError` unless ``ante`` is a whole number of chips >= 1.

    Every source has each player pay an ante before the deal (rule A2 for
    Americana, D4 and E2 for draw poker); ``rule`` names the one cited.
    """
    if not isinstance(ante, int) or isinstance(ante, bool) or ante < 1:
        raise VariantError(
            f"the ante must be at least one chip ({rule}: every player antes "
            f"before the deal), not {ante!r}",
            code="variant.ante_below_one_chip",
            field="ante",
            value=ante,
        )


#: Seed 000 (Polish): fixed limit (A8); suits hearts > diamonds > clubs > spades
#: for the bring-in and for ties (C; B3 as its worked example: the kicker's
#: suit before its rank); no automatic
#: bring-in (A6 is 002 only); equal visible hands in rounds 2-4 by the suit of
#: the highest card (A7 with C); odd chip left of the button (A13).
AMERICANA_PL = Variant(
    name="americana-pl",
    suit_order=SUIT_ORDER_PL,
    showdown_tie=ShowdownTie.SUIT_OF_KICKER,
    source="000",
)
#: Seed 001 (Russian): suits spades > hearts > diamonds > clubs for the bring-in
#: only (C); at showdown kickers count and equal hands split (B4); the odd chip
#: to the first winner left of the dealer (A13, which is 001's own rule); 001
#: says nothing about who opens rounds 2-4 (A7), so seat order from the dealer's
#: left breaks ties there; fixed limit (001 names no structure).
AMERICANA_RU = Variant(
    name="americana-ru",
    suit_order=SUIT_ORDER_RU,
    showdown_tie=ShowdownTie.SPLIT,
    first_to_act_tie=FirstToActTie.SEAT_ORDER,
    source="001",
)
#: Seed 002 (Spanish) as printed: clubs > spades > diamonds > hearts (C) for the
#: bring-in and ties (B3 as its worked example: the kicker's suit before its
#: rank); the bring-in taken automatically
#: from a player who does not choose (A6); fixed limit (A8); odd chip left of
#: the button (A13).
AMERICANA_ES = Variant(
    name="americana-es",
    suit_order=SUIT_ORDER_ES_AS_PRINTED,
    showdown_tie=ShowdownTie.SUIT_OF_KICKER,
    automatic_bring_in=True,
    source="002",
)

#: The presets by name. Build others with ``dataclasses.replace``.
VARIANTS: dict[str, Variant] = {
    v.name: v for v in (AMERICANA_PL, AMERICANA_RU, AMERICANA_ES)
}

#: A stud variant is :class:`~americana.rules.game_rules.GameRules`, all the
#: shared hand core reads of it: mypy checks this assignment structurally.
_GAME_RULES: GameRules = AMERICANA_PL
