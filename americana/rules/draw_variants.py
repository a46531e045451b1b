"""Draw poker variants as data: classic draw poker (rule D) and five-card draw (E).

A :class:`DrawVariant` is a frozen value, like :class:`americana.rules.variants.Variant`
for Americana; the engine (:mod:`americana.play.draw`) reads it and never picks a
reading itself. Build others with ``dataclasses.replace``::

    from dataclasses import replace
    from americana.rules.draw_variants import DRAW_VARIANTS

    three = replace(DRAW_VARIANTS["jackpots"], name="jackpots-3", draw_limit=3)

Presets in :data:`DRAW_VARIANTS`:

* ``"classic-pl"``: seed 003 (Polish) read literally (D1-D8): a deck chosen by
  the number of players, the D3 ranking for it, a spread limit, "pass" means
  fold, any number of cards drawn, the odd chip carried (D8).
* ``"five-card-draw"``: seed 004 (Russian) without jackpots (E1-E6): 52 cards,
  fixed limit with bet plus three raises, up to four cards drawn, the stub rule.
* ``"jackpots"``: the same with jacks or better to open (E7).
* ``"jackpots-joker-wild"`` and ``"jackpots-joker-bug"``: 53 cards (E8).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from functools import cache

from americana.cards import DECK_SIZES
from americana.hands.ranking import (
    CLASSIC,
    CLASSIC_BUG,
    CLASSIC_WILD,
    JokerRule,
    Ranking,
)
from americana.rules.game_rules import Game, GameRules
from americana.rules.variants import OddChip, Structure, VariantError, check_ante

__all__ = [
    "DECK_BY_PLAYERS",
    "DRAW_VARIANTS",
    "DrawVariant",
    "FalseOpener",
    "RankingRule",
    "RoundTwoOpener",
    "StubRule",
]

#: The deck for fewer than five players (rule D1): two ranks (eight cards)
#: fewer for each missing player, so 44, 36 and 28 cards. Seed 003 only says
#: "48 down to 24 cards in steps of four is recommended"; this choice keeps
#: ten or more cards per player for the deal and the draw and spans the
#: recommended range. Five or more players: 52 cards. ``deck_size=`` overrides.
DECK_BY_PLAYERS = {2: 28, 3: 36, 4: 44}


class RankingRule(Enum):
    """Which order of categories a variant uses. Values are identifiers."""

    #: The order the counts give for the deck in play (rule D3; seed 003's
    #: table): :meth:`Ranking.by_rarity`.
    BY_RARITY = "by_rarity"
    #: The textbook 52-card order (D2), five of a kind on top with a joker (E8).
    CLASSIC = "classic"


class StubRule(Enum):
    """What happens when the stock cannot serve a draw (rule D6, E4)."""

    #: D6 (seed 003): deal the stock to its last card, then shuffle the cards
    #: discarded by the other players into a new stock and go on.
    RESHUFFLE_WHEN_EMPTY = "reshuffle_when_empty"
    #: E4 (seed 004): deal the stock except its last card, then shuffle that
    #: last card with the discards and go on: the last card is never dealt.
    KEEP_LAST_CARD = "keep_last_card"


class RoundTwoOpener(Enum):
    """Who speaks first after the draw (rule D7, E5)."""

    #: D7: the first active player left of the dealer, as in round 1.
    DEALER_LEFT = "dealer_left"
    #: E5: the last raiser of round 1, or the opener if nobody raised (the
    #: first player left of the dealer if nobody bet at all).
    LAST_AGGRESSOR = "last_aggressor"


class FalseOpener(Enum):
    """What happens to an opening bet without jacks or better (rule E7).

    Seed 004 says only that the opener must prove the openers at the end;
    it names no penalty, so both common readings are offered.
    """

    #: The engine knows the cards, so it refuses the opening bet
    #: (``ActionError`` code ``"open.no_openers"``): a false open never happens.
    REFUSED = "refused"
    #: The bet is allowed (a bluff the table cannot see); at the end the
    #: opener's hand is dead and wins nothing. A pot nobody else can claim
    #: (everyone else folded) stays in the middle for the next deal, like a
    #: pass-out.
    DEAD_HAND = "dead_hand"


@dataclass(frozen=True, kw_only=True)
class DrawVariant:
    """One way to play draw poker; every choice the sources leave open is a field.

    Attributes:
        name: an identifier such as ``"jackpots"``.
        ranking_rule: the D3 order for the deck in play, or the textbook order.
        ace_low: whether 5-4-3-2-A (the ace below the deck's lowest rank) is a
            straight (D1).
        joker: ``None``, or how the 53rd card plays (E8).
        deck_size: cards without the joker; ``None`` chooses by the number of
            players (:data:`DECK_BY_PLAYERS`, D1).
        min_players, max_players: 2-8 (D1) or 2-7 (E1).
        ante: chips each player pays before the deal, at least 1 (D4, E2).
        structure: fixed limit (E3), or pot or no limit; with ``max_bet`` a
            spread limit (D5).
        bet_sizes: the fixed bet (fixed limit) or the smallest bet (else) of
            rounds 1 and 2.
        max_bet: pot and no limit: the largest bet, and the largest raise over
            the current bet ("between the agreed minimum and maximum", D5);
            ``None`` for none.
        raise_cap: raises allowed after the opening bet in a round ("bet,
            raise, re-raise, cap", E3); ``None`` for any number.
        may_check: whether a player may pass without folding before anyone
            bets (E3). Seed 003 says "pass (that is, withdraw from the game)",
            so ``False`` reads D5 literally: before the opening bet a player
            opens or folds. A player who could not bet (nobody could answer)
            may still check.
        draw_limit: the most cards one player may exchange: 3, 4 or 5 (E4);
            5 for "part or all" (D6).
        stub_rule: what happens when the stock runs short (D6, E4).
        round_two_opener: who speaks first after the draw (D7, E5).
        openers: jackpots: opening round 1 needs a pair of jacks or better,
            proven at the end (E7); nobody opening is a pass-out.
        false_opener: what a bet without openers does (E7).
        odd_chip: the odd chips of a split pot (D8: carried; E6 says only
            "ties split", so E presets give them left of the button as A13).
        source: the seed document.

    Raises:
        VariantError: an ante below one chip (code
            ``"variant.ante_below_one_chip"``, D4, E2), or another setting
            out of range (``"variant.invalid"``); ``params["field"]`` names it.

    Example:
        >>> classic = DRAW_VARIANTS["classic-pl"]
        >>> classic.deck_size_for(2), classic.deck_size_for(4)  # by players (D1)
        (28, 44)
        >>> classic.ranking_for(3).name  # the D3 order of 36 cards
        'rarity-36'
        >>> jackpots = DRAW_VARIANTS["jackpots"]
        >>> jackpots.openers, jackpots.deck_size_for(5), jackpots.ranking_for(5).name
        (True, 52, 'classic')
        >>> DRAW_VARIANTS["jackpots-joker-wild"].ranking_for(4).name
        'classic-wild'
    """

    name: str
    ranking_rule: RankingRule = RankingRule.BY_RARITY
    ace_low: bool = True
    joker: JokerRule | None = None
    deck_size: int | None = None
    min_players: int = 2
    max_players: int = 8
    ante: int = 1
    structure: Structure = Structure.NO_LIMIT
    bet_sizes: tuple[int, int] = (2, 2)
    max_bet: int | None = None
    raise_cap: int | None = None
    may_check: bool = True
    draw_limit: int = 5
    stub_rule: StubRule = StubRule.RESHUFFLE_WHEN_EMPTY
    round_two_opener: RoundTwoOpener = RoundTwoOpener.DEALER_LEFT
    openers: bool = False
    false_opener: FalseOpener = FalseOpener.REFUSED
    odd_chip: OddChip = OddChip.CARRY
    source: str = ""

    def __post_init__(self) -> None:
        if self.deck_size is not None and self.deck_size not in DECK_SIZES:
            self._bad("deck_size", self.deck_size)
        if self.joker is not None and not isinstance(self.joker, JokerRule):
            self._bad("joker", self.joker)
        if not 2 <= self.min_players <= self.max_players <= 8:
            self._bad("max_players", (self.min_players, self.max_players))
        check_ante(self.ante, "D4, E2")
        if len(self.bet_sizes) != 2 or min(self.bet_sizes) < 1:
            self._bad("bet_sizes", self.bet_sizes)
        if self.max_bet is not None and self.max_bet < max(self.bet_sizes):
            self._bad("max_bet", self.max_bet)
        if self.raise_cap is not None and self.raise_cap < 0:
            self._bad("raise_cap", self.raise_cap)
        if not 0 <= self.draw_limit <= 5:
            self._bad("draw_limit", self.draw_limit)

    @staticmethod
    def _bad(field: str, value: object) -> None:
        raise VariantError(
            f"bad variant setting {field}={value!r}", field=field, value=value
        )

    @property
    def game(self) -> Game:
        """Draw: a draw variant deals a :class:`americana.play.draw.DrawHand`."""
        return Game.DRAW

    def with_structure(self, structure: Structure) -> DrawVariant:
        """This variant under another betting structure (D5, E3)."""
        if structure is self.structure:
            return self
        return replace(self, structure=structure)

    @property
    def suits_break_ties(self) -> bool:
        """Never: equal hands split the pot in draw poker (D8, E6)."""
        return False

    @property
    def showdown_rule(self) -> str:
        """The rule by which the best hand wins: the order of D2, D3, or E6."""
        return "D2, D3" if self.ranking_rule is RankingRule.BY_RARITY else "E6"

    @property
    def split_rule(self) -> str:
        """The rule by which equal hands share the pot: D8 (odd chip kept), E6."""
        return "D8" if self.odd_chip is OddChip.CARRY else "E6"

    def deck_size_for(self, players: int) -> int:
        """Cards in the deck for ``players`` (joker not counted), rule D1, E1."""
        if self.deck_size is not None:
            return self.deck_size
        return DECK_BY_PLAYERS.get(players, 52)

    def ranking_for(self, players: int) -> Ranking:
        """The ranking of a hand with ``players`` (D3 or D2, E8)."""
        return _ranking(
            self.ranking_rule, self.deck_size_for(players), self.ace_low, self.joker
        )

    def bet_size(self, betting_round: int) -> int:
        """The fixed or smallest bet of betting round ``betting_round`` (1 or 2)."""
        return self.bet_sizes[betting_round - 1]

    def reserve(self) -> int:
        """Cards the stock and discards must hold beyond the hands (D6, E4).

        The drawer's own discards never come back to them, nor (jackpots) the
        opener's set-aside discards (E7); with the E4 stub rule one card more
        is never dealt. A deck must have ``5 * players + reserve()`` cards.
        """
        keep = 1 if self.stub_rule is StubRule.KEEP_LAST_CARD else 0
        aside = self.draw_limit if self.openers else 0
        return self.draw_limit + keep + aside


@cache
def _ranking(
    rule: RankingRule, deck_size: int, ace_low: bool, joker: JokerRule | None
) -> Ranking:
    if rule is RankingRule.BY_RARITY:
        return Ranking.by_rarity(deck_size, ace_low=ace_low, joker=joker)
    if deck_size == 52 and ace_low:  # the named presets (E8)
        return {
            None: CLASSIC,
            JokerRule.WILD: CLASSIC_WILD,
            JokerRule.BUG: CLASSIC_BUG,
        }[joker]
    return Ranking.classic(deck_size, ace_low=ace_low, joker=joker)


#: Seed 003 (Polish), D1-D8 read literally: the deck by the number of players
#: (:data:`DECK_BY_PLAYERS`) with the D3 ranking for it; an ante of 1, "the
#: minimum stake"; an opening bet "greater than the minimum and not greater
#: than the maximum", so 2 to 10 chips, and every raise at most 10 (D5); no
#: cap on raises (none is stated); "pass" is folding (D5); any number of cards
#: drawn (D6); round 2 from the dealer's left (D7); the odd chip carried (D8).
CLASSIC_PL = DrawVariant(
    name="classic-pl",
    ranking_rule=RankingRule.BY_RARITY,
    structure=Structure.NO_LIMIT,
    ante=1,
    bet_sizes=(2, 2),
    max_bet=10,
    raise_cap=None,
    may_check=False,
    draw_limit=5,
    stub_rule=StubRule.RESHUFFLE_WHEN_EMPTY,
    round_two_opener=RoundTwoOpener.DEALER_LEFT,
    odd_chip=OddChip.CARRY,
    max_players=8,
    source="003",
)
#: Seed 004 (Russian) without jackpots, E1-E6: 52 cards, 2-7 players; check or
#: bet, fixed limit, bet plus three raises (E3); the seed names no amounts, so
#: 2 before the draw and 4 after (the usual doubling); up to four cards (E4)
#: with the stub rule; round 2 opened by the last raiser or the opener (E5);
#: ties split (E6), the odd chip left of the button (A13's convention).
FIVE_CARD_DRAW = DrawVariant(
    name="five-card-draw",
    ranking_rule=RankingRule.CLASSIC,
    deck_size=52,
    structure=Structure.FIXED_LIMIT,
    ante=1,
    bet_sizes=(2, 4),
    raise_cap=3,
    may_check=True,
    draw_limit=4,
    stub_rule=StubRule.KEEP_LAST_CARD,
    round_two_opener=RoundTwoOpener.LAST_AGGRESSOR,
    odd_chip=OddChip.LEFT_OF_BUTTON,
    max_players=7,
    source="004",
)
#: Jackpots (E7): as ``five-card-draw``, jacks or better to open, proven at the
#: end; nobody opening passes the hand out. A bet without openers is refused.
JACKPOTS = replace(FIVE_CARD_DRAW, name="jackpots", openers=True)
#: Jackpots with 53 cards, the joker fully wild (E8).
JACKPOTS_JOKER_WILD = replace(
    JACKPOTS, name="jackpots-joker-wild", joker=JokerRule.WILD
)
#: Jackpots with 53 cards, the joker as the bug (E8).
JACKPOTS_JOKER_BUG = replace(JACKPOTS, name="jackpots-joker-bug", joker=JokerRule.BUG)

#: The presets by name. Build others with ``dataclasses.replace``.
DRAW_VARIANTS: dict[str, DrawVariant] = {
    v.name: v
    for v in (
        CLASSIC_PL,
        FIVE_CARD_DRAW,
        JACKPOTS,
        JACKPOTS_JOKER_WILD,
        JACKPOTS_JOKER_BUG,
    )
}

#: A draw variant is :class:`~americana.rules.game_rules.GameRules`, all the
#: shared hand core reads of it: mypy checks this assignment structurally.
_GAME_RULES: GameRules = CLASSIC_PL
