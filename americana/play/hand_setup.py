"""Checks and decks for a new hand, and the bounds of an amount in chips.

Kept apart from :mod:`americana.play.stud` so that module stays about the play;
a draw-poker engine can use the same checks (rule A1, D1).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from americana.cards import Card, make_deck, parse_cards
from americana.errors import DuplicateCardError, InvalidCardError
from americana.hands.evaluation import HasRanking
from americana.play.betting import ActionError, SetupError
from americana.rules.game_rules import GameRules

__all__ = [
    "ChosenCards",
    "check_amount",
    "check_setup",
    "make_hand_deck",
    "order_deck",
    "read_cards",
    "read_chosen_cards",
    "read_deck",
    "rest_of_deck",
]

#: What ``cards=`` of a hand takes: seat -> that seat's cards in the order
#: it is dealt them, one string (``"AH KH"``), card names or cards.
ChosenCards = Mapping[int, Iterable[Card | str] | str]


def check_amount(action: str, amount: object, bounds: tuple[int, int]) -> None:
    low, high = bounds
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise ActionError(
            "amount.not_integer", f"{amount!r} is not a whole number of chips"
        )
    if amount < low:
        raise ActionError(
            f"{action}.below_minimum",
            f"{action} below {low}",
            amount=amount,
            minimum=low,
        )
    if amount > high:
        raise ActionError(
            f"{action}.above_maximum",
            f"{action} above {high}",
            amount=amount,
            maximum=high,
        )


def check_setup(
    variant: GameRules,
    chips: Mapping[int, int],
    button: int,
    carry_in: int,
    carry_in_shares: Mapping[int, int] | None = None,
) -> None:
    """Raise :class:`SetupError` unless a hand can be dealt to ``chips``.

    A seat may start with no chips only if it has a share of ``carry_in``
    (``carry_in_shares``): its antes of a passed-out jackpots deal (E7).
    """
    shares = dict(carry_in_shares or {})
    n = len(chips)
    if n < variant.min_players:
        raise SetupError("table.too_few_players", f"{n} players", players=n)
    if n > variant.max_players:
        raise SetupError("table.too_many_players", f"{n} players", players=n)
    for seat, stack in chips.items():
        if not isinstance(stack, int) or isinstance(stack, bool):
            raise SetupError("stack.not_integer", f"seat {seat}: {stack!r}", seat=seat)
        if stack < 0:
            raise SetupError(
                "stack.negative", f"seat {seat}: {stack}", seat=seat, stack=stack
            )
        if stack == 0 and not shares.get(seat):
            raise SetupError("stack.empty", f"seat {seat} has no chips", seat=seat)
    if button not in chips:
        raise SetupError("table.bad_button", f"no player at seat {button}", seat=button)
    if not isinstance(carry_in, int) or carry_in < 0:
        raise SetupError("pot.bad_carry", f"carry_in={carry_in!r}", amount=carry_in)
    for seat, share in shares.items():
        if (
            seat not in chips
            or not isinstance(share, int)
            or isinstance(share, bool)
            or share < 0
        ):
            raise SetupError(
                "pot.bad_share", f"seat {seat!r}: share {share!r}", seat=seat
            )
    if sum(shares.values()) > carry_in:
        raise SetupError(
            "pot.bad_share",
            f"shares of {sum(shares.values())} exceed carry_in={carry_in}",
            amount=carry_in,
        )


def read_cards(cards: Iterable[Card | str] | str) -> tuple[Card, ...]:
    """Cards as given, or read from their names (one string may name several)."""
    items = (cards,) if isinstance(cards, str) else tuple(cards)
    given = tuple(c for c in items if isinstance(c, Card))
    if len(given) == len(items):
        return given
    return parse_cards(" ".join(str(c) for c in items))


def read_deck(cards: Iterable[Card | str] | str) -> tuple[Card, ...]:
    """:func:`read_cards` for a deck: a card fault is a :class:`SetupError`.

    A deck is a setup of the hand, so its faults belong to one family,
    whether the deck is one string, card names or cards:
    ``"deck.bad_card"`` (``params["token"]`` as written) and
    ``"deck.duplicate"`` (``params["token"]``, the repeat).
    """
    try:
        given = read_cards(cards)
    except InvalidCardError as err:
        raise SetupError("deck.bad_card", str(err), **err.params) from err
    except DuplicateCardError as err:
        raise SetupError("deck.duplicate", str(err), **err.params) from err
    seen: set[Card] = set()
    for card in given:  # cards given as cards were not checked by parse_cards
        if card in seen:
            raise SetupError(
                "deck.duplicate", f"card given twice: {card}", token=str(card)
            )
        seen.add(card)
    return given


def read_chosen_cards(
    cards: ChosenCards,
    seats: Sequence[int],
    full: Sequence[Card],
    *,
    most: int,
    deck_given: bool,
) -> dict[int, tuple[Card, ...]]:
    """The ``cards=`` of a hand read and checked: seat -> its chosen cards.

    Args:
        cards: seat -> the cards that seat receives, in the order it is dealt
            them (one string, card names or cards).
        seats: the seats dealt in.
        full: the variant's whole deck.
        most: how many cards one seat can be dealt in the hand (5 in stud;
            5 plus the draw limit in draw poker).
        deck_given: whether ``deck=`` was given too.

    Raises:
        SetupError: ``deck=`` given too (``"deck.cards_and_deck"``); a seat
            not dealt in (``"seat.unknown"``, ``params["seat"]``); a name
            that is not a card (``"deck.bad_card"``, ``params["token"]``); a
            card twice, for one seat or two (``"deck.duplicate"``,
            ``params["token"]``); a card outside ``full``
            (``"deck.foreign_card"``, ``params["cards"]``); more than
            ``most`` cards for a seat (``"deck.too_many_cards"``,
            ``params["seat"]``, ``params["cards"]``, ``params["maximum"]``).
    """
    if deck_given:
        raise SetupError(
            "deck.cards_and_deck", "give each seat's cards or a deck, not both"
        )
    if not isinstance(cards, Mapping):
        raise SetupError("seat.unknown", f"cards= is not seat -> cards: {cards!r}")
    chosen: dict[int, tuple[Card, ...]] = {}
    seen: set[Card] = set()
    for seat, given in cards.items():
        if seat not in seats:
            raise SetupError("seat.unknown", f"no player at seat {seat!r}", seat=seat)
        read = read_deck(given)
        for card in read:
            if card in seen:
                raise SetupError(
                    "deck.duplicate", f"card given twice: {card}", token=str(card)
                )
            seen.add(card)
        outside = [str(c) for c in read if c not in full]
        if outside:
            raise SetupError(
                "deck.foreign_card", f"not in the deck: {outside}", cards=outside
            )
        if len(read) > most:
            raise SetupError(
                "deck.too_many_cards",
                f"seat {seat} can be dealt {most} cards, not {len(read)}",
                seat=seat,
                cards=len(read),
                maximum=most,
            )
        if read:
            chosen[seat] = read
    return chosen


def rest_of_deck(
    full: Sequence[Card], chosen: Mapping[int, Sequence[Card]], seed: int | None
) -> tuple[Card, ...]:
    """The cards of ``full`` nobody chose: shuffled by ``seed``, else in order."""
    taken = {c for cards in chosen.values() for c in cards}
    rest = [c for c in full if c not in taken]
    if seed is not None:
        random.Random(seed).shuffle(rest)
    return tuple(rest)


def order_deck(
    full: Sequence[Card], seed: int | None, deck: Iterable[Card | str] | str | None
) -> tuple[Card, ...]:
    """``full`` shuffled with ``seed``, or the scripted ``deck`` read and checked.

    Raises:
        SetupError: both ``seed`` and ``deck`` (``"deck.seed_and_deck"``); a
            bad card name (``"deck.bad_card"``), a card twice
            (``"deck.duplicate"``, ``params["token"]`` names it) or a card not
            in ``full`` (``"deck.foreign_card"``, ``params["cards"]`` lists
            them), the same codes for a string, card names or cards.
    """
    if deck is None:
        cards = list(full)
        random.Random(seed).shuffle(cards)
        return tuple(cards)
    if seed is not None:
        raise SetupError("deck.seed_and_deck", "give a seed or a deck, not both")
    given = read_deck(deck)
    outside = [str(c) for c in given if c not in full]
    if outside:
        raise SetupError(
            "deck.foreign_card", f"not in the deck: {outside}", cards=outside
        )
    return given


def make_hand_deck(
    variant: HasRanking,
    players: int,
    seed: int | None,
    deck: Iterable[Card] | str | None,
) -> tuple[Card, ...]:
    """The deck of a stud hand: :func:`order_deck`, five cards per player at least.

    ``variant`` is a stud :class:`~americana.rules.variants.Variant`; the deck
    is its ranking's (only ``variant.ranking`` is read).

    Raises:
        SetupError: as :func:`order_deck`, or fewer than five cards per
            player (``"deck.too_short"``, ``params["cards"]``).
    """
    cards = order_deck(make_deck(variant.ranking.deck_size), seed, deck)
    if deck is not None and len(cards) < 5 * players:
        raise SetupError("deck.too_short", f"{len(cards)} cards", cards=len(cards))
    return cards
