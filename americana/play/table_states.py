"""What a reader sees of a hand at each step: derived from the event log.

Works for stud hands (:mod:`americana.play.stud`) and draw hands
(:mod:`americana.play.draw`), whose logs share :class:`~americana.play.events.Event`.

:func:`table_views` folds a hand's events (:mod:`americana.play.events`) into one
:class:`TableView` per step: each seat's stack, bet, cards (face down and face
up) and status, and the pots, main pot first. It moves the chip amounts the
events carry as each kind's meaning says (``kind.meaning``: which seat's chips
go where, which cards are dealt or discarded, which status is set) and asks
:func:`americana.play.pots.hand_pots`, the hand's own rule, for the pots; no
rule is decided here. The last view agrees with the hand's own state
(tested), so a stepper built on these views shows what the engine did.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from americana.cards import Card
from americana.play.events import ChipMove, Event, EventKind, SeatMark
from americana.play.pots import Pot, hand_pots
from americana.rules.game_rules import Game

RESHUFFLED = EventKind.STOCK_RESHUFFLED

__all__ = ["PotView", "SeatView", "TableView", "table_views"]

C = ChipMove


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
        betting_round: the betting round (1-4), or ``None`` before the deal (the
            antes, the choice of the first dealer).
        game: :data:`Game.STUD` or :data:`Game.DRAW`, for naming the round
            (second street or the first round before the draw).
        acting: the seat whose event this step is, if any (the seat that
            just acted, not the seat to act next: that is the hand's
            ``turn``).
        paid: the pots already paid out in full, each with its whole amount
            and the seats that could win it, so a table can show them to the
            end of the hand.
    """

    events: tuple[Event, ...]
    seats: tuple[SeatView, ...]
    pots: tuple[PotView, ...]
    betting_round: int | None
    acting: int | None
    game: Game = Game.STUD
    paid: tuple[PotView, ...] = ()


def _game_of(events: Sequence[Event]) -> Game:
    """Stud if a card is dealt face up, else draw once cards are dealt."""
    dealt = [e for e in events if e.kind.meaning.deals]
    if any(e.face_up for e in dealt):
        return Game.STUD
    if dealt or any(e.kind.meaning.only_in is Game.DRAW for e in events):
        return Game.DRAW
    return Game.STUD


def table_views(
    events: Sequence[Event],
    *,
    stacks: Mapping[int, int] | Sequence[int],
    carry_in: int = 0,
    carry_in_shares: Mapping[int, int] | None = None,
    group_deals: bool = True,
    game: Game | str | None = None,
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
        game: the hand's ``game`` (or its value, ``"stud"`` or ``"draw"``);
            by default told from the log: stud
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
    marked: dict[SeatMark, set[int]] = {mark: set() for mark in SeatMark}
    folded = marked[SeatMark.FOLDED]
    paid: dict[int, int] = {}  # pot index -> chips awarded from it so far
    views: list[TableView] = []
    step: list[Event] = []
    betting_round: int | None = None

    kind = _game_of(events) if game is None else Game(game)
    shares = dict(carry_in_shares or {})

    def snapshot() -> TableView:
        collected = {s: put_in[s] - bet[s] for s in start}
        pots = hand_pots(collected, folded, carry_in=carry_in, carry_in_shares=shares)
        # What is still in each pot once the awards so far are paid; each
        # keeps its number, so a pot is named alike on every step.
        numbered = [
            PotView(
                amount=pot.amount - paid.get(i, 0),
                eligible=pot.eligible,
                contributors=pot.contributors,
                index=i,
            )
            for i, pot in enumerate(pots)
        ]
        paid_out = tuple(
            PotView(pot.amount, pot.eligible, pot.contributors, index=i)
            for i, pot in enumerate(pots)
            if pot.amount and paid.get(i, 0) >= pot.amount
        )
        seats = tuple(
            SeatView(
                seat=s,
                stack=stack[s],
                bet=bet[s],
                cards=tuple(cards[s]),
                folded=s in folded,
                all_in=s in marked[SeatMark.ALL_IN],
                shown=s in marked[SeatMark.SHOWN],
                mucked=s in marked[SeatMark.MUCKED],
                won=won[s],
            )
            for s in sorted(start)
        )
        acting = next((e.seat for e in step if e.seat is not None), None)
        shown_pots = tuple(pot for pot in numbered if pot.amount)
        return TableView(
            tuple(step), seats, shown_pots, betting_round, acting, kind, paid_out
        )

    def collect_bets() -> None:
        for s in bet:
            bet[s] = 0

    for i, event in enumerate(events):
        meaning = event.kind.meaning
        if event.betting_round is not None and meaning.in_round:
            betting_round = event.betting_round
        step.append(event)
        seat, amount = event.seat, event.amount or 0
        if meaning.collects:
            collect_bets()
        if seat is not None:
            move = meaning.chips
            if move is C.ANTE:
                stack[seat] -= amount
                put_in[seat] += amount
            elif move is C.BET:
                stack[seat] -= amount
                bet[seat] += amount
                put_in[seat] += amount
            elif move is C.RETURNED:
                stack[seat] += amount
                bet[seat] -= amount
                put_in[seat] -= amount
            elif move is C.WON:
                stack[seat] += amount
                won[seat] += amount
                pot = event.pot_index or 0
                paid[pot] = paid.get(pot, 0) + amount
            if meaning.mark is not None:
                marked[meaning.mark].add(seat)
            if meaning.discards:
                # The discards leave the hand; the new cards follow as deals.
                cards[seat] = [(c, up) for c, up in cards[seat] if c not in event.cards]
            if meaning.deals and event.card is not None:
                cards[seat].append((event.card, bool(event.face_up)))
        following = events[i + 1] if i + 1 < len(events) else None
        if (
            group_deals
            and (meaning.deals or meaning.discards or event.kind is RESHUFFLED)
            and following is not None
            and following.kind.meaning.deals
        ):
            # A round of dealing, or a draw and its new cards: one step; the
            # stock reshuffled mid-draw (E4) joins the cards dealt from it.
            continue
        if meaning.mark is SeatMark.ALL_IN and views and step == [event]:
            # "X is all in" belongs with the bet that put X all in.
            previous = views.pop()
            step = [*previous.events, event]
        views.append(snapshot())
        step = []
    return views
