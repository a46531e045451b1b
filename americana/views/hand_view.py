"""What a reader sees of a hand at each step: derived from the event log.

Works for stud hands (:mod:`americana.play.stud`) and draw hands
(:mod:`americana.play.draw`), whose logs share :class:`~americana.play.events.Event`.

:func:`table_views` folds a hand's events (:mod:`americana.play.events`) into one
:class:`TableView` per step: each seat's stack, bet, cards (face down and face
up) and status, and the pots, main pot first. It adds and subtracts the chip
amounts the events carry and asks :func:`americana.play.pots.build_pots` for the
pots; no rule is decided here. The last view agrees with the hand's own state
(tested), so a stepper built on these views shows what the engine did.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from americana.cards import Card
from americana.play.events import DrawEventKind, Event, EventKind
from americana.play.pots import Pot, build_pots

__all__ = ["PotView", "SeatView", "TableView", "table_views"]

E = EventKind
D = DrawEventKind
# Events whose amount moves chips from a stack into the bets of the round.
_CHIPS_IN = {E.BRING_IN, E.COMPLETE, E.BET, E.RAISE, E.CALL}


@dataclass(frozen=True)
class SeatView:
    """One seat at one step.

    Attributes:
        seat: the seat number.
        stack: chips behind, not yet bet.
        bet: chips bet in the current round.
        cards: ``(card, face_up)`` pairs in the order dealt.
        folded, all_in, shown, mucked: the seat's status.
        won: chips won so far at the showdown.
    """

    seat: int
    stack: int
    bet: int
    cards: tuple[tuple[Card, bool], ...]
    folded: bool
    all_in: bool
    shown: bool
    mucked: bool
    won: int


@dataclass(frozen=True)
class PotView(Pot):
    """A pot as a step shows it: a :class:`~americana.play.pots.Pot` and its number.

    Attributes:
        index: the pot's place among the hand's pots, ``0`` for the main pot,
            ``1`` for the first side pot (:func:`~americana.text.describe.pot_name`).
            A pot keeps its number for the whole hand: once an earlier pot is
            paid out and no longer shown, the pots after it are still called
            what the award sentences call them ("Side pot 2"), never renumbered.
    """

    index: int = 0

    @property
    def pot(self) -> Pot:
        """The plain :class:`~americana.play.pots.Pot` (to compare with the engine)."""
        return Pot(self.amount, self.eligible, self.contributors)


@dataclass(frozen=True)
class TableView:
    """The table after one step.

    Attributes:
        events: the events of this step (several card deals form one step).
        seats: one :class:`SeatView` per seat, in seat order.
        pots: chips collected from finished rounds, main pot first, with the
            seats eligible for each (:func:`~americana.play.pots.build_pots`) and
            each pot's number (:class:`PotView`); a pot paid out in full is
            left out, empty once every pot has been awarded.
        street: the betting round (1-4), or ``None`` before the deal (the
            antes, the choice of the first dealer).
        game: ``"stud"`` or ``"draw"``, for naming the round (second street
            or the first round before the draw).
        acting: the seat whose event this step is, if any.
    """

    events: tuple[Event, ...]
    seats: tuple[SeatView, ...]
    pots: tuple[PotView, ...]
    street: int | None
    acting: int | None
    game: str = "stud"


def _game_of(events: Sequence[Event]) -> str:
    """``"stud"`` if a card is dealt face up, else ``"draw"`` once cards are dealt."""
    dealt = [e for e in events if e.kind is E.CARD_DEALT]
    if any(e.face_up for e in dealt):
        return "stud"
    if dealt or any(isinstance(e.kind, D) for e in events):
        return "draw"
    return "stud"


def _in_round(event: Event) -> bool:
    """Whether ``event`` belongs to its betting round (not to the antes before it).

    The antes carry the number of the first round, but they are paid before
    its cards are dealt; a step of antes alone is in no round yet.
    """
    return event.kind not in (E.ANTE, D.FIRST_DEALER)


def table_views(
    events: Sequence[Event],
    *,
    stacks: Mapping[int, int] | Sequence[int],
    carry_in: int = 0,
    carry_in_shares: Mapping[int, int] | None = None,
    group_deals: bool = True,
    game: str | None = None,
) -> list[TableView]:
    """One view per step of ``events``, starting from ``stacks`` (chips).

    Args:
        events: a hand's log, e.g. ``hand.events``.
        stacks: the stacks before the hand, ``{seat: chips}`` or a list.
        carry_in: chips left in the middle by the previous hand (D8).
        carry_in_shares: the part of ``carry_in`` each seat paid (E7), as
            the hand's ``carry_in_shares``: those chips count as the seat's in
            the pots, so the views split main and side pots as the engine does.
        group_deals: show consecutive card deals as one step.
        game: ``"stud"`` or ``"draw"``; by default told from the log: stud
            deals a card face up with the first round's cards (A3), draw
            poker deals every card face down (E2).

    Returns:
        A list of :class:`TableView`, the first after the first step.
    """
    start = dict(stacks) if isinstance(stacks, Mapping) else dict(enumerate(stacks))
    stack = dict(start)
    bet = dict.fromkeys(start, 0)
    put_in = dict.fromkeys(start, 0)
    won = dict.fromkeys(start, 0)
    cards: dict[int, list[tuple[Card, bool]]] = {s: [] for s in start}
    folded: set[int] = set()
    all_in: set[int] = set()
    shown: set[int] = set()
    mucked: set[int] = set()
    paid: dict[int, int] = {}  # pot index -> chips awarded from it so far
    views: list[TableView] = []
    step: list[Event] = []
    street: int | None = None

    if game is None:
        game = _game_of(events)
    shares = dict(carry_in_shares or {})
    dead = carry_in - sum(shares.values())  # carried chips of no seat (D8)

    def snapshot() -> TableView:
        collected = {s: put_in[s] - bet[s] + shares.get(s, 0) for s in start}
        pots: tuple[PotView, ...] = ()
        if sum(collected.values()) or dead:
            pots = build_pots(collected, folded)
            if dead and pots:
                main = replace(pots[0], amount=pots[0].amount + dead)
                pots = (main, *pots[1:])
            # What is still in each pot once the awards so far are paid; each
            # keeps its number, so a pot is named alike on every step.
            numbered = (
                PotView(
                    amount=pot.amount - paid.get(i, 0),
                    eligible=pot.eligible,
                    contributors=pot.contributors,
                    index=i,
                )
                for i, pot in enumerate(pots)
            )
            pots = tuple(pot for pot in numbered if pot.amount)
        seats = tuple(
            SeatView(
                seat=s,
                stack=stack[s],
                bet=bet[s],
                cards=tuple(cards[s]),
                folded=s in folded,
                all_in=s in all_in,
                shown=s in shown,
                mucked=s in mucked,
                won=won[s],
            )
            for s in sorted(start)
        )
        acting = next((e.seat for e in step if e.seat is not None), None)
        return TableView(tuple(step), seats, pots, street, acting, game)

    def collect_bets() -> None:
        for s in bet:
            bet[s] = 0

    for i, event in enumerate(events):
        if event.street is not None and _in_round(event):
            street = event.street
        step.append(event)
        kind, seat, amount = event.kind, event.seat, event.amount or 0
        if kind is E.ANTE:
            stack[seat] -= amount
            put_in[seat] += amount
        elif kind in _CHIPS_IN:
            stack[seat] -= amount
            bet[seat] += amount
            put_in[seat] += amount
        elif kind is E.BET_RETURNED:
            stack[seat] += amount
            bet[seat] -= amount
            put_in[seat] -= amount
        elif kind is E.STREET_END:
            collect_bets()
        elif kind is E.CARD_DEALT:
            cards[seat].append((event.card, bool(event.face_up)))
        elif kind is E.FOLD:
            folded.add(seat)
        elif kind is E.ALL_IN:
            all_in.add(seat)
        elif kind is E.HAND_SHOWN:
            shown.add(seat)
        elif kind is E.HAND_MUCKED:
            mucked.add(seat)
        elif kind is D.DRAW:
            # The discards leave the hand; the new cards follow as deals.
            cards[seat] = [(c, up) for c, up in cards[seat] if c not in event.cards]
        elif kind is D.PASS_OUT:
            collect_bets()
        elif kind is E.POT_AWARDED:
            collect_bets()
            stack[seat] += amount
            won[seat] += amount
            paid[event.pot_index or 0] = paid.get(event.pot_index or 0, 0) + amount
        following = events[i + 1] if i + 1 < len(events) else None
        if (
            group_deals
            and kind in (E.CARD_DEALT, D.DRAW)
            and following is not None
            and following.kind is E.CARD_DEALT
        ):
            continue  # a round of dealing, or a draw and its new cards: one step
        if kind is E.ALL_IN and views and step == [event]:
            # "X is all in" belongs with the bet that put X all in.
            previous = views.pop()
            step = [*previous.events, event]
        views.append(snapshot())
        step = []
    return views
