"""A table across hands: stacks carry over, the button moves, players come and go.

Seats are numbered ``0`` to ``variant.max_players - 1`` clockwise. Between
hands a newcomer may take any empty seat; having no blinds, Americana lets
them pay the ante and play from the very next hand (rule A14). A player
left without chips leaves the table after the hand, unless their antes are in
a passed-out jackpot (E7): they stay, all in for them. The button passes to the
next occupied seat clockwise (A3, D8 "the deal passes left"), and chips that a
variant leaves in the middle (D8) go into the next hand's main pot.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Generic, TypeVar, cast, overload

from americana.cards import Card
from americana.play.betting import SetupError
from americana.play.draw import DrawHand
from americana.play.hand_actions import BettingHand, game_of
from americana.play.hand_setup import ChosenCards
from americana.play.stud import Hand
from americana.rules.draw_variants import DrawVariant
from americana.rules.game_rules import GameRules
from americana.rules.variants import Variant

__all__ = ["Table", "deal_hand"]

#: The kind of hand a table deals: stud's ``Hand`` or ``DrawHand``.
HandT = TypeVar("HandT", bound=BettingHand)


@overload
def deal_hand(
    variant: Variant,
    *,
    stacks: Mapping[int, int] | Sequence[int],
    button: int,
    seed: int | None = None,
    deck: Iterable[Card] | str | None = None,
    cards: ChosenCards | None = None,
    **options: Any,
) -> Hand: ...
@overload
def deal_hand(
    variant: DrawVariant,
    *,
    stacks: Mapping[int, int] | Sequence[int],
    button: int,
    seed: int | None = None,
    deck: Iterable[Card] | str | None = None,
    cards: ChosenCards | None = None,
    **options: Any,
) -> DrawHand: ...
def deal_hand(
    variant: GameRules,
    *,
    stacks: Mapping[int, int] | Sequence[int],
    button: int,
    seed: int | None = None,
    deck: Iterable[Card] | str | None = None,
    cards: ChosenCards | None = None,
    **options: Any,
) -> BettingHand:
    """A hand of the game ``variant`` plays, dealt: stud's ``Hand`` or ``DrawHand``.

    The arguments are the hand's (:class:`americana.play.stud.Hand`,
    :class:`americana.play.draw.DrawHand`); ``options`` the game's own
    (``reshuffles=`` in draw poker). The caller names no hand class.

    Raises:
        SetupError: as the hand; TypeError: as
            :func:`~americana.play.hand_actions.game_of`.
    """
    hand_class = cast("Callable[..., BettingHand]", game_of(variant))
    return hand_class(
        variant=variant,
        stacks=stacks,
        button=button,
        seed=seed,
        deck=deck,
        cards=cards,
        **options,
    )


class Table(Generic[HandT]):
    """Seats, stacks and a button that survive from hand to hand, in either game.

    The table deals the game its variant plays: a stud
    :class:`~americana.play.stud.Hand` for a
    :class:`~americana.rules.variants.Variant`, a
    :class:`~americana.play.draw.DrawHand` for a
    :class:`~americana.rules.draw_variants.DrawVariant`
    (:class:`americana.play.draw_table.DrawTable` is this table, named).

    Args:
        variant: the rules of every hand.
        stacks: seat -> chips of the players sitting down, or a list (seats
            ``0, 1, ...``).
        button: the dealer's seat for the first hand.

    Raises:
        SetupError: a seat outside the table (``"seat.unknown"``), a stack
            below one chip (``"stack.empty"``, ``"stack.negative"``), or a
            button on an empty seat (``"table.bad_button"``).
    """

    @overload
    def __init__(
        self: Table[Hand],
        *,
        variant: Variant,
        stacks: Mapping[int, int] | Sequence[int],
        button: int,
    ) -> None: ...

    @overload
    def __init__(
        self: Table[DrawHand],
        *,
        variant: DrawVariant,
        stacks: Mapping[int, int] | Sequence[int],
        button: int,
    ) -> None: ...

    def __init__(
        self,
        *,
        variant: GameRules,
        stacks: Mapping[int, int] | Sequence[int],
        button: int,
    ) -> None:
        #: The rules of every hand; the table reads only ``max_players``.
        self.variant: GameRules = variant
        #: The kind of hand the table deals.
        self._hand_class = cast("Callable[..., HandT]", game_of(variant))
        if not isinstance(stacks, Mapping):
            stacks = dict(enumerate(stacks))
        self.stacks: dict[int, int] = {}
        for seat, chips in stacks.items():
            self._check_seat(seat, chips)
            self.stacks[seat] = chips
        if button not in self.stacks:
            raise SetupError("table.bad_button", f"seat {button} is empty", seat=button)
        self.button = button
        self.carried = 0
        #: The part of :attr:`carried` each seat paid (E7), from the last hand.
        self.carried_shares: dict[int, int] = {}
        self.hand: HandT | None = None
        self.hands_played = 0
        #: Seats that left with no chips after the last hand.
        self.left: tuple[int, ...] = ()

    @overload
    @classmethod
    def around(cls, hand: Hand) -> Table[Hand]: ...
    @overload
    @classmethod
    def around(cls, hand: DrawHand) -> Table[DrawHand]: ...
    @classmethod
    def around(cls, hand: BettingHand) -> Table[Any]:
        """A table whose current hand is ``hand``, dealt already.

        Its seats, stacks and button are the hand's at its start, the chips
        carried in are the hand's ``carry_in`` (and whose, E7): the next
        :meth:`start_hand` follows on from ``hand``.
        """
        variant = cast(Any, hand.variant)
        table: Table[Any] = Table(
            variant=variant, stacks=hand.starting_stacks, button=hand.button
        )
        table.carried = hand.carry_in
        table.carried_shares = dict(hand.carry_in_shares)
        table.hand = hand
        return table

    @property
    def between_hands(self) -> bool:
        return self.hand is None or self.hand.finished

    def snapshot(self) -> dict[str, Any]:
        """Everything that defines the table now, as plain comparable values.

        A refused call (:meth:`start_hand`, :meth:`join`, :meth:`end_hand`)
        leaves it equal (``tests/test_rules_fidelity.py``).
        """
        hand = None if self.hand is None else self.hand.snapshot()
        return {**self._seating(), "hand": hand}

    def _seating(self) -> dict[str, Any]:
        """The table's own state between hands, as :meth:`_settled` returns it."""
        return {
            "stacks": dict(self.stacks),
            "button": self.button,
            "carried": self.carried,
            "carried_shares": dict(self.carried_shares),
            "hands_played": self.hands_played,
            "left": self.left,
        }

    def _check_seat(self, seat: int, chips: int) -> None:
        if not (isinstance(seat, int) and 0 <= seat < self.variant.max_players):
            raise SetupError("seat.unknown", f"no seat {seat!r}", seat=seat)
        if not isinstance(chips, int) or isinstance(chips, bool):
            raise SetupError("stack.not_integer", f"{chips!r} chips", seat=seat)
        if chips < 0:
            raise SetupError("stack.negative", f"{chips} chips", seat=seat, stack=chips)
        if chips == 0:
            raise SetupError("stack.empty", "a player needs chips", seat=seat)

    def _settled(self) -> dict[str, Any]:
        """The table once the finished hand is settled, without changing it.

        Stacks from the hand; the chips left in the middle and whose they
        are (D8, E7); the broke leave, except a seat whose antes are in the
        carried pot (E7: it stays, all in for them); the button passes to the
        next occupied seat clockwise (A3, D8).
        """
        hand = self.hand
        if hand is None:
            return self._seating()
        stacks = dict(self.stacks) | hand.stacks
        shares = dict(hand.carried_shares)
        left = tuple(
            s for s, chips in sorted(stacks.items()) if chips == 0 and not shares.get(s)
        )
        for seat in left:
            del stacks[seat]
        button = self._next_occupied(self.button, stacks) if stacks else self.button
        return {
            "stacks": stacks,
            "button": button,
            "carried": hand.carried,
            "carried_shares": shares,
            "hands_played": self.hands_played + 1,
            "left": left,
        }

    def _apply(self, settled: dict[str, Any]) -> None:
        self.stacks = settled["stacks"]
        self.button = settled["button"]
        self.carried = settled["carried"]
        self.carried_shares = settled["carried_shares"]
        self.hands_played = settled["hands_played"]
        self.left = settled["left"]
        self.hand = None

    def verify_join(self, seat: int, chips: int) -> None:
        """Raise unless a newcomer may sit at ``seat`` with ``chips`` now (A14).

        Raises:
            SetupError: a hand is being played (``"table.hand_in_progress"``),
                a seat outside the table (``"seat.unknown"``), a stack below
                one chip, or a seat taken (``"seat.taken"``; a player who is
                all in for antes in the carried pot keeps the seat, E7).
        """
        if not self.between_hands:
            raise SetupError("table.hand_in_progress", "join between hands", seat=seat)
        self._check_seat(seat, chips)
        if seat in self._settled()["stacks"]:
            raise SetupError("seat.taken", f"seat {seat} is taken", seat=seat)

    @property
    def next_seats(self) -> tuple[int, ...]:
        """The seats the next hand would deal in, in seat order: the players
        with chips (or antes in a carried pot, E7) once the last hand is
        settled, and those seated since (A14). Fewer than the game's
        ``min_players`` and :meth:`start_hand` refuses (A1, D1, E1)."""
        return tuple(sorted(self._settled()["stacks"]))

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
        self,
        *,
        seed: int | None = None,
        deck: Iterable[Card] | str | None = None,
        cards: ChosenCards | None = None,
        **options: Any,
    ) -> HandT:
        """Deal the next hand to every seated player, the carried chips in the pot.

        ``seed``, ``deck`` and ``cards`` (seat -> the cards chosen for it,
        whatever happens) are the hand's, as
        :class:`americana.play.stud.Hand` and
        :class:`americana.play.draw.DrawHand` take them.
        ``options`` are the game's own: ``reshuffles=`` in draw poker (see
        :class:`americana.play.draw.DrawHand`). The last hand is settled
        (:meth:`end_hand`) only once the new one has been dealt: a refused
        start changes nothing (:meth:`snapshot`). After a pass-out each
        seat's antes stay its own in the carried pot (E7): a player whose
        last chip went into them is dealt in, all in.

        Raises:
            SetupError: a hand is still being played (``"table.hand_in_progress"``),
                too few players are left (``"table.too_few_players"``), or
                the options are refused by the hand (a bad deck or bad chosen
                cards: ``"deck.*"``, ``"seat.unknown"``, as
                :class:`americana.play.stud.Hand`).
        """
        if not self.between_hands:
            raise SetupError("table.hand_in_progress", "finish the hand first")
        settled = self._settled()
        hand = self._hand_class(
            variant=self.variant,
            stacks=dict(settled["stacks"]),
            button=settled["button"],
            carry_in=settled["carried"],
            carry_in_shares=settled["carried_shares"],
            seed=seed,
            deck=deck,
            cards=cards,
            **options,
        )
        self._apply(settled)
        self.hand = hand
        return hand

    def end_hand(self) -> None:
        """Take the stacks from the finished hand, let the broke leave, move the button.

        A player left without chips leaves, unless their antes are in a
        carried jackpot (E7): then they stay, all in for them, in the re-deal.

        Raises:
            SetupError: no hand, or the hand is not finished
                (``"table.hand_in_progress"``).
        """
        hand = self.hand
        if hand is None or not hand.finished:
            raise SetupError("table.hand_in_progress", "the hand is not finished")
        self._apply(self._settled())

    def _next_occupied(self, seat: int, stacks: Mapping[int, int]) -> int:
        size = self.variant.max_players
        for step in range(1, size + 1):
            candidate = (seat + step) % size
            if candidate in stacks:
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
