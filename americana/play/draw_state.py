"""The state of one hand of draw poker and how it moves on (rule D, E).

:class:`DrawState` holds the chips (through the same
:class:`~americana.play.hand_base.BettingState` as stud), the cards (hands,
stock, muck, the opener's set-aside discards) and the log, and moves the
hand along after each action: antes and the deal one card at a time (D4,
E2), round 1 from the dealer's left (D5, E3), a pass-out when nobody opens
(E7), the draw (D6, E4) with its reshuffles, round 2 (D7, E5), the showdown
order (D7, E6) and the payout (D8, E6, E7). The public actions, each a trio
``verify_x``/``can_x``/``x``, are in :class:`americana.play.draw.DrawHand`.

Where the cards are: every card of the deck is at every moment in exactly one
of a player's hand, the stock, the muck (discards and folded hands), the
opener's set-aside discards (jackpots) or, for a hand dealt with ``cards=``,
the chosen cards a seat has not been dealt yet. When the stock runs short, the muck
without the drawing player's own discards becomes the new stock (D6: "cards
discarded by the other players"; E4: "a player can never take back his own
discards"); the opener's set-aside discards stay aside (E7).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from americana.cards import Card, make_deck
from americana.hands.evaluation import evaluate
from americana.hands.ranking import CLASSIC, Category, Ranking
from americana.play.betting import SetupError
from americana.play.events import EventKind
from americana.play.hand_base import BettingState, Phase
from americana.play.hand_setup import (
    ChosenCards,
    order_deck,
    read_chosen_cards,
    read_deck,
    rest_of_deck,
)
from americana.play.pots import Award, award_pots
from americana.rules.draw_variants import DrawVariant, RoundTwoOpener, StubRule

__all__ = ["DrawState", "has_openers"]

E = EventKind
_JACK = 11


def has_openers(cards: str | Iterable[Card | str], ranking: Ranking = CLASSIC) -> bool:
    """Whether five cards hold a pair of jacks or better (rule E7).

    Args:
        cards: five cards, as for :func:`~americana.hands.evaluation.evaluate`
            (``"JS JH 9C 4D 2C"``).
        ranking: the ranking of the game, :data:`~americana.hands.ranking.CLASSIC`
            (52 cards, jackpots) by default. With a joker the ranking's rule
            decides (E8): a wild joker and a jack are a pair of jacks; the bug
            pairs only with an ace.

    Returns:
        ``True`` for a pair of jacks, queens, kings or aces, or any better
        category (two pair, trips, a straight...); ``False`` for a lower pair
        or no pair.

    Raises:
        InvalidCardError, DuplicateCardError, HandSizeError, DeckError: as
            :func:`~americana.hands.evaluation.evaluate`.
    """
    value = evaluate(cards, ranking)
    if value.category is Category.HIGH_CARD:
        return False
    return value.category is not Category.ONE_PAIR or value.ranks[0] >= _JACK


class DrawState(BettingState):
    """Cards, chips, log and flow of a draw hand (``americana.play.draw.DrawHand``)."""

    variant: DrawVariant

    def __init__(
        self,
        *,
        variant: DrawVariant,
        stacks: Mapping[int, int] | Sequence[int],
        button: int,
        seed: int | None = None,
        deck: Iterable[Card] | str | None = None,
        reshuffles: Iterable[Iterable[Card] | str] = (),
        cards: ChosenCards | None = None,
        carry_in: int = 0,
        carry_in_shares: Mapping[int, int] | None = None,
        _rest: Sequence[Card] | None = None,
    ) -> None:
        super().__init__(
            variant=variant,
            stacks=stacks,
            button=button,
            carry_in=carry_in,
            carry_in_shares=carry_in_shares,
        )
        #: seat -> the cards still to come of those chosen for it (``cards=``),
        #: kept apart from the stock.
        self._chosen: dict[int, list[Card]] = {}
        if cards is None:
            #: The deck in dealing order: the deal, then the stock, top first.
            #: With ``cards=``, the cards nobody chose in that order.
            self.deck: tuple[Card, ...] = self._make_deck(len(self.seats), seed, deck)
        else:
            self.deck = self._rest_of_deck(cards, seed, deck is not None, _rest)
        #: The seat that made the first bet of round 1 (E5, E7).
        self.opener: int | None = None
        self._rng = random.Random(0 if seed is None else seed)
        self._reshuffles = [read_deck(r) for r in reshuffles]
        self._reshuffled = 0
        self._stock: list[Card] = list(self.deck)
        self._muck: list[Card] = []
        self._set_aside: list[Card] = []
        self._hands: dict[int, list[Card]] = {s: [] for s in self.seats}
        self._original: dict[int, tuple[Card, ...]] = {}
        self._aggressors: dict[int, int | None] = {}
        self._round_two_first: int | None = None
        self._draw_order: tuple[int, ...] = ()
        self._draw_index = 0
        self._start()

    # -- setup -----------------------------------------------------------

    def _make_deck(
        self, players: int, seed: int | None, deck: Iterable[Card] | str | None
    ) -> tuple[Card, ...]:
        """The deck in dealing order: shuffled, or ``deck`` then the rest (D1, E8)."""
        v = self.variant
        jokers = 1 if v.joker is not None else 0
        full = make_deck(self.ranking.deck_size, jokers=jokers)
        if len(full) < 5 * players + v.reserve():
            raise SetupError(
                "deck.too_short",
                f"{len(full)} cards cannot serve {players} players and the draw",
                cards=len(full),
                players=players,
            )
        given = order_deck(full, seed, deck)
        seen = set(given)
        return given + tuple(c for c in full if c not in seen)

    def _rest_of_deck(
        self,
        cards: ChosenCards,
        seed: int | None,
        deck_given: bool,
        rest: Sequence[Card] | None,
    ) -> tuple[Card, ...]:
        """Keep the chosen cards apart; the others, shuffled by ``seed``.

        ``rest`` (a replay) gives the first cards nobody chose, in order;
        the others follow in the deck's order.
        A deck that could not serve the draw with the chosen replacement
        cards kept apart is ``"deck.too_short"``.
        """
        v = self.variant
        jokers = 1 if v.joker is not None else 0
        full = make_deck(self.ranking.deck_size, jokers=jokers)
        most = 5 + v.draw_limit
        chosen = read_chosen_cards(
            cards, self.seats, full, most=most, deck_given=deck_given
        )
        later = sum(max(0, len(c) - 5) for c in chosen.values())
        players = len(self.seats)
        if len(full) < 5 * players + v.reserve() + later:
            raise SetupError(
                "deck.too_short",
                f"{len(full)} cards cannot serve {players} players, the draw"
                f" and {later} chosen cards kept for it",
                cards=len(full),
                players=players,
            )
        self._chosen = {s: list(c) for s, c in chosen.items()}
        if rest is not None:
            first = set(rest)
            return tuple(rest) + rest_of_deck(
                [c for c in full if c not in first], chosen, None
            )
        return rest_of_deck(full, chosen, seed)

    # -- state -----------------------------------------------------------

    @property
    def stock(self) -> tuple[Card, ...]:
        """The undealt cards, top first."""
        return tuple(self._stock)

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """Discards and folded hands (the muck), which a reshuffle uses (D6, E4)."""
        return tuple(self._muck)

    @property
    def set_aside(self) -> tuple[Card, ...]:
        """The opener's discards, kept apart to prove the openers (E7)."""
        return tuple(self._set_aside)

    @property
    def turn(self) -> int | None:
        """The seat to act (bet, draw or show), ``None`` when the hand is over."""
        if self.phase is Phase.DRAW:
            return self._draw_order[self._draw_index]
        return super().turn

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards now; empty once it has folded (the cards are mucked)."""
        return tuple(self._hands[seat])

    def original_cards(self, seat: int) -> tuple[Card, ...]:
        """The five cards the seat was dealt, before the draw (E7)."""
        return self._original.get(seat, ())

    def snapshot(self) -> dict[str, Any]:
        """Everything that defines the hand now, as plain comparable values."""
        return super().snapshot() | {
            "hands": {s: tuple(c) for s, c in self._hands.items()},
            "stock": tuple(self._stock),
            "muck": tuple(self._muck),
            "set_aside": tuple(self._set_aside),
            "draw_index": self._draw_index,
            "opener": self.opener,
            "passed_out": self.passed_out,
            "chosen": {s: tuple(c) for s, c in self._chosen.items()},
        }

    # -- flow ------------------------------------------------------------

    def _start(self) -> None:
        """Antes (D4, E2), five cards each one at a time (D4, E2), round 1."""
        self._post_antes()
        for _ in range(5):
            for seat in self.deal_order:
                self._give(seat, self._take(seat))
        self._original = {s: tuple(c) for s, c in self._hands.items()}
        if not self._begin_round():
            self._end_round(betted=False)

    def _give(self, seat: int, card: Card) -> None:
        self._hands[seat].append(card)
        self._log(E.CARD_DEALT, seat, card=card, face_up=False)

    def _begin_round(self) -> bool:
        """Start betting round ``betting_round``; ``False`` if fewer than two can bet.

        Round 1 and, under D7, round 2 start left of the dealer (D5, E3);
        under E5 round 2 starts with the last raiser or the opener of round 1.
        """
        b, v = self._betting, self.variant
        if len(b.with_chips()) < 2:
            b.round = None
            return False
        first = None
        last_aggressor = v.round_two_opener is RoundTwoOpener.LAST_AGGRESSOR
        if self.betting_round == 2 and last_aggressor:
            first = self._aggressors.get(1)
        b.start_round(
            self._from(self._live(), first),
            bet_size=v.bet_size(self.betting_round),
            structure=v.structure,
            max_raises=v.raise_cap,
            max_step=v.max_bet,
        )
        if self.betting_round == 2:
            # The first to speak, which an all-in opener or raiser is not (E6).
            self._round_two_first = self._current_round().turn
        return True

    def _opened(self, seat: int) -> None:
        """The first bet of round 1 makes its seat the opener (E5, E7)."""
        if self.betting_round == 1 and self.opener is None:
            self.opener = seat

    def _after_action(self, seat: int) -> None:
        self._log_all_in(seat)
        b = self._betting
        if len(b.live()) == 1:
            self._return_uncalled()
            if self._passes_out():
                self._pass_out()
            else:
                self._award()
            return
        b.advance(seat)
        if self._current_round().turn is None:
            self._end_round(betted=True)

    def _passes_out(self) -> bool:
        """Jackpots: round 1 ended without an opening bet (E7)."""
        return self.variant.openers and self.betting_round == 1 and self.opener is None

    def _end_round(self, *, betted: bool) -> None:
        """Close betting round ``betting_round``; go to the draw or the showdown."""
        b = self._betting
        if betted:
            self._return_uncalled()
            self._aggressors[self.betting_round] = self._current_round().aggressor
            self._log(E.ROUND_END)
            pots = self._pots(b.folded)
            self._log(E.POTS_FORMED, pots=tuple(p.amount for p in pots))
            if self._passes_out():
                self._pass_out()
                return
        b.round = None
        if self.betting_round == 1:
            self.phase = Phase.DRAW
            self._draw_order = tuple(self._live())
            self._draw_index = 0
            return
        self._start_showdown()

    def _pass_out(self) -> None:
        """E7: nobody opened; the antes stay in the middle for the next deal.

        Each seat's antes stay its own (:attr:`carried_shares`): a seat whose
        last chip went into them plays the re-deal all in for them.
        """
        self.carried = self._betting.pot_total
        paid = self._betting.contributed
        shares = {s: self.carry_in_shares.get(s, 0) + paid[s] for s in self.seats}
        self.carried_shares = {s: n for s, n in shares.items() if n}
        self.passed_out = True
        self._betting.round = None
        self._log(E.PASS_OUT, amount=self.carried)
        self.phase = Phase.FINISHED

    # -- the draw ----------------------------------------------------------

    def _exchange(self, seat: int, discards: tuple[Card, ...]) -> None:
        """Discard, then receive as many cards from the stock (D6, E4)."""
        hand = self._hands[seat]
        for card in discards:
            hand.remove(card)
        self._log(E.DRAW, seat, cards=discards, count=len(discards))
        for _ in discards:
            self._give(seat, self._take(seat))
        if self.variant.openers and seat == self.opener:
            self._set_aside.extend(discards)  # E7: kept to prove the openers
        else:
            self._muck.extend(discards)
        self._draw_index += 1
        if self._draw_index == len(self._draw_order):
            self.betting_round = 2
            self.phase = Phase.BETTING
            if not self._begin_round():
                self._end_round(betted=False)

    def _take(self, seat: int) -> Card:
        """The seat's next chosen card, else the top card of the stock.

        The stock is reshuffled first if the rule says so. D6: only an empty
        stock is replaced. E4: the stock's last card is never dealt; it is
        shuffled with the muck into the new stock. The drawing player's own
        discards are not in the muck yet. Chosen cards are never in the
        stock, the muck or a reshuffle.
        """
        chosen = self._chosen.get(seat)
        if chosen:
            return chosen.pop(0)
        keep_last = self.variant.stub_rule is StubRule.KEEP_LAST_CARD
        if len(self._stock) <= (1 if keep_last else 0):
            self._reshuffle()
        return self._stock.pop(0)

    def _reshuffle(self) -> None:
        stub = self._stock.pop() if self._stock else None
        pile = ([stub] if stub is not None else []) + self._muck
        self._muck = []
        if not pile:  # pragma: no cover - DrawVariant.reserve() prevents it
            raise RuntimeError("no cards left to reshuffle")
        self._rng.shuffle(pile)
        if self._reshuffled < len(self._reshuffles):
            wanted = self._reshuffles[self._reshuffled]
            first = [c for c in wanted if c in pile]
            chosen = set(first)
            pile = first + [c for c in pile if c not in chosen]
        self._reshuffled += 1
        self._stock = pile
        self._log(E.STOCK_RESHUFFLED, card=stub, cards=tuple(pile), count=len(pile))

    # -- showdown and payout -------------------------------------------------

    def _start_showdown(self) -> None:
        """D7, E6: the last raiser of round 2, or its opener, shows first.

        If nobody bet in round 2, whoever spoke first in it shows first (a
        player all in since round 1 did not speak, even if they opened or
        raised it); if round 2 was not played (fewer than two could bet), the
        first player left of the dealer, as in Americana (A10).
        """
        live = self._live()
        first = self._aggressors.get(2)
        if first not in live:
            first = self._round_two_first
        self._show_order = tuple(self._from(live, first))
        self._show_index = 0
        self.phase = Phase.SHOWDOWN

    def strength(self, seat: int) -> tuple[int, tuple[int, ...]]:
        """The seat's hand value now: category strength, then ranks (D2, D3, E8)."""
        return evaluate(self._hands[seat], self.ranking).key

    def _category(self, seat: int) -> Category:
        return evaluate(self._hands[seat], self.ranking).category

    def _dead(self) -> set[int]:
        """The false opener, whose hand wins nothing (E7, FalseOpener.DEAD_HAND)."""
        seat = self.opener
        if not self.variant.openers or seat is None:
            return set()
        return set() if has_openers(self._original[seat], self.ranking) else {seat}

    def _award(self) -> None:
        """Prove the openers (E7), pay the pots (D8, E6), finish the hand.

        A dead hand (a false opener) is not eligible for any pot; a pot left
        with nobody eligible stays in the middle for the next deal.
        """
        pots = self._pots(self._betting.folded)
        dead = self._dead()
        if self.variant.openers and self.opener is not None:
            seat = self.opener
            cards = self._original[seat]
            self._log(
                E.OPENERS_SHOWN,
                seat,
                cards=cards,
                category=evaluate(cards, self.ranking).category,
                reason="false_opener" if seat in dead else "openers",
            )
        strengths = self._strengths()
        awards: list[Award] = []
        carried = 0
        for index, pot in enumerate(pots):
            eligible = tuple(s for s in pot.eligible if s not in dead)
            if not eligible:
                carried += pot.amount
                continue
            paid, odd = award_pots(
                (dataclasses.replace(pot, eligible=eligible),),
                strengths,
                button=self.button,
                seats=self.seats,
                odd_chip=self.variant.odd_chip,
            )
            awards.extend(dataclasses.replace(a, pot_index=index) for a in paid)
            carried += odd
        self._pay(pots, awards, carried)
