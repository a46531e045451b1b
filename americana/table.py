"""A table across hands: stacks carry over, the button moves, players come and go.

Seats are numbered ``0`` to ``variant.max_players - 1`` clockwise. Between
hands a newcomer may take any empty seat; having no blinds, Americana lets
them pay the ante and play from the very next hand (RULES.md A14). A player
left without chips leaves the table after the hand. The button passes to the
next occupied seat clockwise (A3, D8 "the deal passes left"), and chips that a
variant leaves in the middle (D8) go into the next hand's main pot.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from americana.betting import SetupError
from americana.cards import Card
from americana.stud import Hand
from americana.variants import Variant

__all__ = ["Table"]


class Table:
    """Seats, stacks and a button that survive from hand to hand.

    Args:
        variant: the rules of every hand.
        stacks: seat -> chips of the players sitting down.
        button: the dealer's seat for the first hand.

    Raises:
        SetupError: a seat outside the table (``"seat.unknown"``), a stack
            below one chip (``"stack.empty"``, ``"stack.negative"``), or a
            button on an empty seat (``"table.bad_button"``).
    """

    #: The kind of hand the table deals.
    _hand_class: ClassVar[type[Hand]] = Hand

    def __init__(
        self, *, variant: Variant, stacks: Mapping[int, int], button: int
    ) -> None:
        self.variant = variant
        self.stacks: dict[int, int] = {}
        for seat, chips in stacks.items():
            self._check_seat(seat, chips)
            self.stacks[seat] = chips
        if button not in self.stacks:
            raise SetupError("table.bad_button", f"seat {button} is empty", seat=button)
        self.button = button
        self.carried = 0
        self.hand: Hand | None = None
        self.hands_played = 0
        #: Seats that left with no chips after the last hand.
        self.left: tuple[int, ...] = ()

    @property
    def between_hands(self) -> bool:
        return self.hand is None or self.hand.finished

    def _check_seat(self, seat: int, chips: int) -> None:
        if not (isinstance(seat, int) and 0 <= seat < self.variant.max_players):
            raise SetupError("seat.unknown", f"no seat {seat!r}", seat=seat)
        if not isinstance(chips, int) or isinstance(chips, bool):
            raise SetupError("stack.not_integer", f"{chips!r} chips", seat=seat)
        if chips < 0:
            raise SetupError("stack.negative", f"{chips} chips", seat=seat, stack=chips)
        if chips == 0:
            raise SetupError("stack.empty", "a player needs chips", seat=seat)

    def verify_join(self, seat: int, chips: int) -> None:
        """Raise unless a newcomer may sit at ``seat`` with ``chips`` now (A14)."""
        if not self.between_hands:
            raise SetupError("table.hand_in_progress", "join between hands", seat=seat)
        if self.hand is not None:  # the last hand is over but not settled yet
            stacks = self.hand.stacks
            if stacks.get(seat) == 0:
                stacks.pop(seat)
        else:
            stacks = self.stacks
        self._check_seat(seat, chips)
        if seat in stacks:
            raise SetupError("seat.taken", f"seat {seat} is taken", seat=seat)

    def can_join(self, seat: int, chips: int) -> bool:
        try:
            self.verify_join(seat, chips)
        except SetupError:
            return False
        return True

    def join(self, seat: int, chips: int) -> None:
        """Sit down at an empty seat; the player antes into the next hand (A14)."""
        self.verify_join(seat, chips)
        if self.hand is not None:
            self.end_hand()
        self.stacks[seat] = chips

    def start_hand(
        self, *, seed: int | None = None, deck: Iterable[Card] | str | None = None
    ) -> Hand:
        """Deal the next hand to every seated player.

        Raises:
            SetupError: a hand is still being played (``"table.hand_in_progress"``)
                or too few players are left (``"table.too_few_players"``).
        """
        return self._deal_hand(seed=seed, deck=deck)

    def _deal_hand(self, **options: Any) -> Hand:
        """Settle the last hand, then deal a ``_hand_class`` with ``options``."""
        if not self.between_hands:
            raise SetupError("table.hand_in_progress", "finish the hand first")
        if self.hand is not None:
            self.end_hand()
        self.hand = self._hand_class(
            variant=self.variant,
            stacks=dict(self.stacks),
            button=self.button,
            carry_in=self.carried,
            **options,
        )
        return self.hand

    def end_hand(self) -> None:
        """Take the stacks from the finished hand, let the broke leave, move the button.

        Raises:
            SetupError: no hand, or the hand is not finished
                (``"table.hand_in_progress"``).
        """
        hand = self.hand
        if hand is None or not hand.finished:
            raise SetupError("table.hand_in_progress", "the hand is not finished")
        self.stacks.update(hand.stacks)
        self.carried = hand.carried
        self.left = tuple(s for s, chips in sorted(self.stacks.items()) if chips == 0)
        for seat in self.left:
            del self.stacks[seat]
        if self.stacks:
            self.button = self._next_occupied(self.button)
        self.hands_played += 1
        self.hand = None

    def _next_occupied(self, seat: int) -> int:
        size = self.variant.max_players
        for step in range(1, size + 1):
            candidate = (seat + step) % size
            if candidate in self.stacks:
                return candidate
        raise SetupError("table.empty", "nobody is seated")  # pragma: no cover

    @property
    def total_chips(self) -> int:
        """Chips on the table: stacks plus chips carried in the middle."""
        hand = self.hand
        if hand is not None and hand.finished:
            return sum(hand.stacks.values()) + hand.carried
        if hand is not None:
            in_pots = sum(hand.contributions.values()) + hand.carry_in
            return sum(hand.stacks.values()) + in_pots
        return sum(self.stacks.values()) + self.carried
