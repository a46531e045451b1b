"""Main and side pots, and who wins them at showdown.

Pots are never kept as state: :func:`build_pots` derives them from what each
seat put in during the hand (antes included) and who folded, the way PokerKit's
``State.pots`` does. :func:`award_pots` then gives each pot to the best hand
among the seats eligible for it (rule A12) and splits ties (A11, D8, E6),
placing the odd chips by an :class:`OddChip` policy (A13 or D8).

Amounts are whole chips. Seats are ``int`` seat numbers. Hand strengths are any
comparable values supplied by the caller, bigger is better, equal values split;
suit tie-breaks (B3) are already inside them, so this module never sees cards.
"""

from __future__ import annotations

import operator
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from americana.errors import AmericanaError
from americana.rules.variants import OddChip  # a variant setting (A13, D8)

__all__ = [
    "Award",
    "MissingStrengthError",
    "OddChip",
    "Pot",
    "PotError",
    "UnclaimedPotError",
    "UnknownSeatError",
    "award_pots",
    "build_pots",
    "hand_pots",
]


class PotError(AmericanaError, ValueError):
    """A negative or fractional amount; ``params`` name the ``seat`` and ``amount``."""

    code = "pot.invalid"


class UnclaimedPotError(PotError):
    """Chips no seat still in the hand can win, e.g. every contributor folded.

    ``params["amount"]`` holds the chips.
    """

    code = "pot.unclaimed"


class MissingStrengthError(PotError):
    """A contested pot's eligible seat has no strength (``seat``, ``pot_index``)."""

    code = "pot.missing_strength"


class UnknownSeatError(PotError):
    """The button or an eligible seat is not at the table (``params["seat"]``)."""

    code = "pot.unknown_seat"


@dataclass(frozen=True)
class Pot:
    """One main or side pot (rule A12).

    Attributes:
        amount: chips in the pot.
        eligible: seats still in the hand that paid into it, ascending; only
            they can win it.
        contributors: every seat that paid into it, folded or not, ascending.

    Raises:
        PotError: if ``amount`` is negative.
    """

    amount: int
    eligible: tuple[int, ...]
    contributors: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise PotError(f"a pot cannot hold {self.amount} chips", amount=self.amount)


@dataclass(frozen=True)
class Award:
    """Chips from one pot to one seat.

    Attributes:
        seat: the seat that receives the chips.
        amount: chips.
        pot_index: which pot, ``0`` for the main pot.
        reason: ``"uncontested"`` (one eligible seat), ``"best_hand"``,
            ``"split"`` (an equal share of a tie) or ``"odd_chip"`` (one chip
            of a remainder, rule A13).
    """

    seat: int
    amount: int
    pot_index: int
    reason: str


def build_pots(
    contributions: Mapping[int, int], folded: Collection[int]
) -> tuple[Pot, ...]:
    """The main pot, then the side pots, from each seat's chips in the hand.

    Each distinct contribution level starts a pot holding, from every seat that
    reached it, the chips between the previous level and this one. A folded
    seat's chips stay in the pots they reach, but the seat is not eligible
    (rule A12). Consecutive levels with the same eligible seats form one
    pot, so a hand without all-ins has a single pot.

    Chips above the highest contribution of any live seat (only possible when
    the caller did not return an uncalled bet) are merged into the pot below,
    where a live seat can win them, rather than lost.

    Args:
        contributions: seat -> chips put in this hand, antes included. Seats
            with ``0`` pay into no pot.
        folded: seats that folded; seats missing from ``contributions`` are
            ignored.

    Returns:
        The pots, main pot first; empty if nobody put in a chip.

    Raises:
        PotError: a contribution is negative or not a whole number of chips.
        UnclaimedPotError: chips were put in but no seat still in the hand
            put in anything, e.g. every contributor folded.
    """
    chips = {seat: _whole_chips(seat, amount) for seat, amount in contributions.items()}
    out = set(folded)
    pots: list[Pot] = []
    previous = 0
    for level in sorted({amount for amount in chips.values() if amount > 0}):
        payers = tuple(
            sorted(seat for seat, amount in chips.items() if amount >= level)
        )
        eligible = tuple(seat for seat in payers if seat not in out)
        amount = (level - previous) * len(payers)
        previous = level
        if pots and (not eligible or pots[-1].eligible == eligible):
            below = pots.pop()
            amount += below.amount
            payers = tuple(sorted(set(payers) | set(below.contributors)))
            eligible = below.eligible
        elif not eligible:
            total = sum(chips.values())
            raise UnclaimedPotError(
                f"no seat still in the hand can win {total} chips", amount=total
            )
        pots.append(Pot(amount, eligible, payers))
    return tuple(pots)


def hand_pots(
    contributions: Mapping[int, int],
    folded: Collection[int],
    *,
    carry_in: int = 0,
    carry_in_shares: Mapping[int, int] | None = None,
) -> tuple[Pot, ...]:
    """The pots of a hand: :func:`build_pots` with the chips carried into it.

    The one rule for the chips a previous deal left in the middle, which the
    hand (:class:`~americana.play.hand_base.BettingState`) and its views
    (:func:`americana.play.table_states.table_views`) both follow: antes a seat
    paid into a carried jackpot count as that seat's chips in the pots (E7);
    the rest of ``carry_in`` belongs to no seat (D8) and goes into the main
    pot, or forms it, open to every seat not folded, while nobody has put in
    a chip yet.

    Args:
        contributions: seat -> chips put in this hand (every seat of the hand).
        folded: seats that folded.
        carry_in: chips carried into the hand.
        carry_in_shares: the part of ``carry_in`` each seat paid.
    """
    shares = carry_in_shares or {}
    chips = {s: c + shares.get(s, 0) for s, c in contributions.items()}
    dead = carry_in - sum(shares.values())
    pots = build_pots(chips, folded)
    if not dead:
        return pots
    if not pots:
        live = tuple(s for s in sorted(contributions) if s not in folded)
        return (Pot(dead, live, ()),)
    return (replace(pots[0], amount=pots[0].amount + dead), *pots[1:])


def award_pots(
    pots: Sequence[Pot],
    strengths: Mapping[int, Any],
    *,
    button: int,
    seats: Sequence[int],
    odd_chip: OddChip = OddChip.LEFT_OF_BUTTON,
) -> tuple[tuple[Award, ...], int]:
    """Give each pot to the best hand among its eligible seats (rule A12).

    A pot is split only among its own winners, so a side pot an all-in
    winner did not pay into goes to the best hand among those who did. Equal
    strengths split equally (A11, D8, E6); the chips that do not divide go by
    ``odd_chip``: :attr:`OddChip.LEFT_OF_BUTTON` (A13) and
    :attr:`OddChip.SEAT_ORDER` give them one each to the winners in that
    order, :attr:`OddChip.CARRY` (D8) keeps them for the next pot.

    Args:
        pots: pots from :func:`build_pots`, main pot first.
        strengths: seat -> comparable value (bigger is better, equal values
            split) for every seat that reached the showdown. A pot with one
            eligible seat needs none: it is ``"uncontested"``.
        button: the seat with the dealer button.
        seats: every seat at the table, in clockwise order.
        odd_chip: the odd-chip policy.

    Returns:
        ``(awards, carried)``: the awards pot by pot, and the chips left in
        the middle under :attr:`OddChip.CARRY` (``0`` otherwise). The awards
        and ``carried`` always add up to the chips in ``pots``.

    Raises:
        UnknownSeatError: ``button`` or an eligible seat is not in ``seats``.
        UnclaimedPotError: a pot has no eligible seat.
        MissingStrengthError: a contested pot has an eligible seat without a
            strength.
    """
    clockwise = _clockwise_from_button(seats, button)
    awards: list[Award] = []
    carried = 0
    for index, pot in enumerate(pots):
        for seat in pot.eligible:
            if seat not in clockwise:
                raise UnknownSeatError(f"seat {seat} is not at the table", seat=seat)
        if not pot.eligible:
            raise UnclaimedPotError(
                f"pot {index} has no eligible seat", amount=pot.amount
            )
        if len(pot.eligible) == 1:
            awards.append(Award(pot.eligible[0], pot.amount, index, "uncontested"))
            continue
        winners = _winners(pot, index, strengths)
        if len(winners) == 1:
            awards.append(Award(winners[0], pot.amount, index, "best_hand"))
            continue
        share, odd = divmod(pot.amount, len(winners))
        awards.extend(Award(seat, share, index, "split") for seat in winners if share)
        if odd_chip is OddChip.CARRY:
            carried += odd
            continue
        order = clockwise if odd_chip is OddChip.LEFT_OF_BUTTON else sorted(winners)
        lucky = [seat for seat in order if seat in winners][:odd]
        awards.extend(Award(seat, 1, index, "odd_chip") for seat in lucky)
    return tuple(awards), carried


def _winners(pot: Pot, index: int, strengths: Mapping[int, Any]) -> list[int]:
    """The eligible seats of ``pot`` with the best strength, ascending."""
    for seat in pot.eligible:
        if seat not in strengths:
            raise MissingStrengthError(
                f"seat {seat} has no hand for pot {index}", seat=seat, pot_index=index
            )
    best = max(strengths[seat] for seat in pot.eligible)
    return [seat for seat in pot.eligible if strengths[seat] == best]


def _clockwise_from_button(seats: Sequence[int], button: int) -> list[int]:
    """``seats`` in clockwise order from the first seat left of ``button``."""
    order = list(seats)
    if button not in order:
        raise UnknownSeatError(
            f"the button seat {button} is not at the table", seat=button
        )
    start = order.index(button) + 1
    return order[start:] + order[:start]


def _whole_chips(seat: int, amount: int) -> int:
    """``amount`` as a non-negative ``int``, or :class:`PotError`."""
    try:
        chips = operator.index(amount)
    except TypeError:
        chips = -1
    if chips < 0 or isinstance(amount, bool):
        raise PotError(
            f"seat {seat} cannot put {amount!r} chips in", seat=seat, amount=amount
        )
    return chips
