"""Draw poker across hands: the first dealer (rule E1) and the deal passing left.

:class:`DrawTable` is :class:`americana.play.table.Table` dealing
:class:`~americana.play.draw.DrawHand`: stacks carry over, the button passes to the
next occupied seat clockwise after every hand (D8, E1), chips left in the
middle (an odd chip under D8, the antes of a pass-out under E7) go into the
next hand's main pot, and a pass-out is followed by fresh antes and the next
dealer (E7). The antes of a pass-out stay their payers' own: a player whose
last chip went into them stays at the table, all in, for the re-deal.

:func:`choose_first_dealer` deals cards face up one at a time around the
table until a jack falls: its receiver deals first (E1). Seed 003 says only
"the first dealer is chosen at random" (D4): give ``button=`` yourself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from americana.cards import Card, make_deck
from americana.play.betting import SetupError
from americana.play.draw import DrawHand
from americana.play.events import Event, EventKind
from americana.play.hand_setup import order_deck
from americana.play.table import Table
from americana.rules.draw_variants import DrawVariant

__all__ = ["DrawTable", "FirstDealer", "choose_first_dealer"]

_JACK = 11


@dataclass(frozen=True)
class FirstDealer:
    """Who deals first, and how it was found (rule E1).

    Attributes:
        seat: the seat that received the first jack.
        dealt: ``(seat, card)`` for every card dealt, the jack last.
        events: the same as face-up ``CARD_DEALT`` events, then
            ``FIRST_DEALER`` (its ``card`` is the jack), for :func:`describe`.
    """

    seat: int
    dealt: tuple[tuple[int, Card], ...]
    events: tuple[Event, ...]


def choose_first_dealer(
    seats: Iterable[int],
    *,
    seed: int | None = None,
    deck: Iterable[Card] | str | None = None,
    start: int | None = None,
) -> FirstDealer:
    """Deal one card face up to each seat in turn until a jack falls (E1).

    Args:
        seats: the occupied seats; they are dealt clockwise (ascending).
        seed: shuffle the 52 cards with ``random.Random(seed)``.
        deck: the first cards to deal instead (the rest of the 52 follow).
        start: the seat dealt first; the lowest seat by default.

    Raises:
        SetupError: fewer than two seats, ``start`` not among them, both
            ``seed`` and ``deck``, or a bad deck (``"deck.bad_card"``,
            ``"deck.duplicate"``, ``"deck.foreign_card"``, as
            :class:`americana.play.draw.DrawHand`).
    """
    order = sorted(set(seats))
    if len(order) < 2:
        raise SetupError("table.too_few_players", "two players at least")
    first = order[0] if start is None else start
    if first not in order:
        raise SetupError("table.bad_button", f"no player at seat {first}", seat=first)
    i = order.index(first)
    order = order[i:] + order[:i]
    full = make_deck(52)
    given = order_deck(full, seed, deck)  # shuffled, or the scripted cards
    cards = list(given) + [c for c in full if c not in set(given)]
    dealt: list[tuple[int, Card]] = []
    events: list[Event] = []
    for n, card in enumerate(cards):
        seat = order[n % len(order)]
        dealt.append((seat, card))
        events.append(Event(EventKind.CARD_DEALT, seat, card=card, face_up=True))
        if not card.is_joker and card.rank == _JACK:
            events.append(Event(EventKind.FIRST_DEALER, seat, card=card))
            return FirstDealer(seat, tuple(dealt), tuple(events))
    raise SetupError("deck.no_jack", "no jack in the deck")  # pragma: no cover


class DrawTable(Table[DrawHand]):
    """Seats, stacks and a button across draw hands (D8, E1, E7).

    The generic :class:`~americana.play.table.Table` dealing
    :class:`~americana.play.draw.DrawHand`, by name: ``start_hand`` takes
    ``reshuffles=`` too; ``table.hand.passed_out`` tells a pass-out (E7), and
    the next :meth:`start_hand` then deals with the antes carried in.

    Args:
        variant: a :class:`~americana.rules.draw_variants.DrawVariant`.
        stacks: seat -> chips, or a list (seats ``0, 1, ...``); seats ``0`` to
            ``variant.max_players - 1``.
        button: the first dealer (see :func:`choose_first_dealer`).
    """

    variant: DrawVariant

    def __init__(
        self,
        *,
        variant: DrawVariant,
        stacks: Mapping[int, int] | Sequence[int],
        button: int,
    ) -> None:
        super().__init__(variant=variant, stacks=stacks, button=button)
