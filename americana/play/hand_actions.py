"""The one hand core: the actions of stud (Americana) and draw poker, and replay.

:class:`BettingHand` is the base of :class:`americana.play.stud.Hand` and
:class:`americana.play.draw.DrawHand`. It holds, written once for both games:

- :meth:`~BettingHand.legal_actions`, what the seat to act may do;
- fold, check, call, bet, raise, show and muck, each a trio
  ``verify_x``/``can_x``/``x``, the muck rule (A10) included;
- :meth:`~BettingHand.act`, :meth:`~BettingHand.can_act` and
  :meth:`~BettingHand.verify_act`, which take an
  :class:`~americana.play.betting.ActionKind`;
- :func:`replay`, which rebuilds a hand of either game from its log,
  acting again the action that wrote each event
  (:func:`americana.play.events.recorded_action`).

A game supplies only what differs, through a few hooks: the deal and the
order of the rounds (:class:`americana.play.stud_state.HandState`,
:class:`americana.play.draw_state.DrawState`), the actions of its own phase or
forced opening (:meth:`~BettingHand._phase_actions`,
:meth:`~BettingHand._forced_actions`: the draw; the bring-in), who may check
or open (:meth:`~BettingHand._may_check`, :meth:`~BettingHand._open_bounds`:
jackpots' openers) and how the log gives back its deck
(:meth:`~BettingHand._replay_options`). A variant is typed here as
:class:`~americana.rules.game_rules.GameRules`, the members both games'
variants have; a game reads the rest from its own variant class.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Self

from americana.cards import Card
from americana.errors import HistoryError
from americana.play.betting import ActionError, ActionKind, LegalAction
from americana.play.events import Event, EventKind, recorded_action
from americana.play.hand_base import BettingState, Phase
from americana.play.hand_setup import ChosenCards, check_amount
from americana.play.history import read_history, replay_history, write_history
from americana.rules.game_rules import GameRules

__all__ = ["BettingHand", "game_of", "hand_from_history", "replay"]

E = EventKind
A = ActionKind
#: The code for an action tried in another phase, by the phase it needs.
_NOT_NOW = {
    Phase.BETTING: "betting.over",
    Phase.DRAW: "draw.not_now",
    Phase.SHOWDOWN: "showdown.not_started",
}
#: The method behind each action kind (a game has the methods of its own).
_METHODS = {kind: kind.value for kind in ActionKind} | {A.RAISE: "raise_to"}
#: The kinds whose ``act`` takes a "to" amount, and the one that takes cards.
_AMOUNT = frozenset({A.BET, A.RAISE, A.COMPLETE})

Discards = Iterable[Card | str] | str


class BettingHand(BettingState):
    """The actions of one hand, each ``verify_x``, ``can_x`` and ``x``.

    ``verify_x`` raises :class:`~americana.play.betting.ActionError`, ``can_x``
    asks, ``x`` verifies and then acts; a rejected action changes nothing.
    A game names the action kinds it has (``_KINDS``), the code for one it
    has not (``_NOT_HERE``) and the variant class it plays
    (``_VARIANT_TYPE``, which :func:`replay` reads), and may forbid more:
    :meth:`_verify_voluntary` (stud: the bring-in comes first),
    :meth:`_verify_open` (jackpots: openers).
    """

    #: The action kinds of the game.
    _KINDS: ClassVar[frozenset[ActionKind]] = frozenset()
    #: The code of an :class:`ActionError` for a kind the game does not have.
    _NOT_HERE: ClassVar[str] = "action.unknown"
    #: The variant class the game plays; :func:`replay` picks the game by it.
    #: Its instances are :class:`~americana.rules.game_rules.GameRules`.
    _VARIANT_TYPE: ClassVar[type[GameRules] | None] = None
    #: Game classes by the variant class they play.
    _GAMES: ClassVar[dict[type, type[BettingHand]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        variant_type = cls.__dict__.get("_VARIANT_TYPE")
        if variant_type is not None:
            BettingHand._GAMES[variant_type] = cls

    @classmethod
    def cast(cls, hand: BettingHand) -> Self:
        """``hand`` as a hand of this game, for what only this game has.

        ``Hand.cast(hand).up_cards(seat)``: a view that asks a stud-only
        question (the bring-in, A5) gets the stud hand, typed, without
        testing the class itself.

        Raises:
            TypeError: ``hand`` is a hand of another game.
        """
        if not isinstance(hand, cls):
            raise TypeError(f"a {hand.game} hand is not a {cls.__name__}")
        return hand

    # -- what the game has -------------------------------------------------

    @property
    def action_kinds(self) -> frozenset[ActionKind]:
        """Every kind of action the game has (stud: the bring-in and the
        completion; draw poker: the draw), legal now or not."""
        return self._KINDS

    @property
    def has_draw(self) -> bool:
        """Whether the hand has a draw between its betting rounds (D6, E4)."""
        return A.DRAW in self._KINDS

    # -- what is legal ---------------------------------------------------

    def legal_actions(self) -> tuple[LegalAction, ...]:
        """What the seat to act may do, with bounds in chips (cards for a draw)."""
        if self.phase is Phase.FINISHED:
            return ()
        seat = self._seat_to_act()
        if self.phase is Phase.SHOWDOWN:
            can_muck = self._may_muck(seat)
            return (LegalAction(A.SHOW),) + ((LegalAction(A.MUCK),) if can_muck else ())
        if self.phase is not Phase.BETTING:
            return self._phase_actions()
        b, r = self._betting, self._current_round()
        if r.forced_open:
            return self._forced_actions(seat)
        owed = b.to_call(seat)
        acts = [LegalAction(A.FOLD)]
        if owed:
            acts.append(LegalAction(A.CALL, owed, owed))
        elif self._may_check(seat):
            acts.append(LegalAction(A.CHECK))
        if r.current == 0:
            bounds = self._open_bounds(seat)
            if bounds:
                acts.append(LegalAction(A.BET, *bounds))
        else:
            bounds = b.raise_bounds(seat)
            if bounds:
                acts.append(LegalAction(A.RAISE, *bounds))
        return tuple(acts)

    def _phase_actions(self) -> tuple[LegalAction, ...]:
        """The legal actions of a phase the game adds (draw poker: the draw)."""
        return ()

    def _forced_actions(self, seat: int) -> tuple[LegalAction, ...]:
        """The legal actions of a forced opening (stud: the bring-in, A5, A6)."""
        return ()

    def _may_check(self, seat: int) -> bool:
        """Whether a seat that owes nothing may check (draw poker: D5, E3)."""
        return True

    def _open_bounds(self, seat: int) -> tuple[int, int] | None:
        """The bounds of an opening bet, ``None`` if the seat may not bet."""
        return self._betting.bet_bounds(seat)

    # -- verification ----------------------------------------------------

    def _verify_turn(self, seat: int | None, phase: Phase) -> int:
        if self.phase is Phase.FINISHED:
            raise ActionError("hand.finished", "the hand is over")
        if self.phase is not phase:
            code = _NOT_NOW[phase]
            raise ActionError(code, f"not possible during {self.phase.value}")
        if seat is not None and seat != self.turn:
            raise ActionError(
                "action.out_of_turn",
                f"seat {seat} acts out of turn",
                seat=seat,
                turn=self.turn,
            )
        return self._seat_to_act()

    def _verify_voluntary(self, seat: int | None) -> int:
        """The seat of a fold, check, call, bet or raise, if it may act."""
        return self._verify_turn(seat, Phase.BETTING)

    def _verify_open(self, seat: int) -> None:
        """Raise if the seat may not open the betting round."""

    def verify_fold(self, *, seat: int | None = None) -> None:
        self._verify_voluntary(seat)

    def verify_check(self, *, seat: int | None = None) -> None:
        seat = self._verify_voluntary(seat)
        owed = self._betting.to_call(seat)
        if owed:
            raise ActionError("check.facing_bet", "there is a bet to call", amount=owed)
        if not self._may_check(seat):
            raise ActionError("check.not_allowed", "open or pass (fold), D5", seat=seat)

    def verify_call(self, *, seat: int | None = None) -> None:
        seat = self._verify_voluntary(seat)
        if not self._betting.to_call(seat):
            raise ActionError("call.nothing_to_call", "there is no bet to call")

    def verify_bet(self, amount: int, *, seat: int | None = None) -> None:
        seat = self._verify_voluntary(seat)
        if self._current_round().current:
            raise ActionError("bet.already_open", "there is a bet already: raise")
        self._verify_open(seat)
        bounds = self._betting.bet_bounds(seat)
        if bounds is None:
            raise ActionError("bet.not_allowed", "no one could answer a bet", seat=seat)
        check_amount("bet", amount, bounds)

    def verify_raise_to(self, amount: int, *, seat: int | None = None) -> None:
        seat = self._verify_voluntary(seat)
        bounds = self._betting.raise_bounds(seat)
        if bounds is None:
            code = self._betting.raise_block_reason(seat)
            raise ActionError(code, f"seat {seat} cannot raise ({code})", seat=seat)
        check_amount("raise", amount, bounds)

    def verify_show(self, *, seat: int | None = None) -> None:
        self._verify_turn(seat, Phase.SHOWDOWN)

    def verify_muck(self, *, seat: int | None = None) -> None:
        seat = self._verify_turn(seat, Phase.SHOWDOWN)
        if not self._may_muck(seat):
            raise ActionError(
                "muck.must_show", "this hand can still win a pot (A10)", seat=seat
            )

    # -- can -------------------------------------------------------------

    def _can(self, verify: Callable[..., None], *args: Any, **kwargs: Any) -> bool:
        try:
            verify(*args, **kwargs)
        except ActionError:
            return False
        return True

    def can_fold(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_fold, seat=seat)

    def can_check(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_check, seat=seat)

    def can_call(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_call, seat=seat)

    def can_bet(self, amount: int, *, seat: int | None = None) -> bool:
        return self._can(self.verify_bet, amount, seat=seat)

    def can_raise_to(self, amount: int, *, seat: int | None = None) -> bool:
        return self._can(self.verify_raise_to, amount, seat=seat)

    def can_show(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_show, seat=seat)

    def can_muck(self, *, seat: int | None = None) -> bool:
        return self._can(self.verify_muck, seat=seat)

    # -- actions ---------------------------------------------------------

    def fold(self, *, seat: int | None = None) -> None:
        """Fold ("pass" in D5); in draw poker the cards go to the muck."""
        self.verify_fold(seat=seat)
        seat = self._seat_to_act()
        self._betting.fold(seat)
        self._fold_cards(seat)
        self._log(E.FOLD, seat)
        self._after_action(seat)

    def _fold_cards(self, seat: int) -> None:
        """Put away the cards of a seat that folds."""

    def check(self, *, seat: int | None = None) -> None:
        self.verify_check(seat=seat)
        seat = self._seat_to_act()
        self._betting.check(seat)
        self._log(E.CHECK, seat)
        self._after_action(seat)

    def call(self, *, seat: int | None = None) -> None:
        self.verify_call(seat=seat)
        seat = self._seat_to_act()
        chips = self._betting.call(seat)
        self._log(E.CALL, seat, amount=chips, total=self._betting.bet_of(seat))
        self._after_action(seat)

    def bet(self, amount: int, *, seat: int | None = None) -> None:
        """Open the round with a bet of ``amount`` (D5, E3; E7 needs openers)."""
        self.verify_bet(amount, seat=seat)
        self._open(E.BET, amount)

    def raise_to(self, amount: int, *, seat: int | None = None) -> None:
        self.verify_raise_to(amount, seat=seat)
        seat = self._seat_to_act()
        chips = self._betting.raise_to(seat, amount)
        self._log(E.RAISE, seat, amount=chips, total=amount)
        self._after_action(seat)

    def show(self, *, seat: int | None = None) -> None:
        """Show the five cards at showdown (A10; D7, E6)."""
        self.verify_show(seat=seat)
        seat = self._seat_to_act()
        self._shown[seat] = self.strength(seat)
        category = self._category(seat)
        self._log(E.HAND_SHOWN, seat, cards=self.cards(seat), category=category)
        self._after_showing()

    def muck(self, *, seat: int | None = None) -> None:
        """Give up at showdown without showing, if no pot can be won (A10)."""
        self.verify_muck(seat=seat)
        seat = self._seat_to_act()
        self._mucked.add(seat)
        self._log(E.HAND_MUCKED, seat)
        self._after_showing()

    # -- any action by its kind ------------------------------------------

    def act(
        self,
        kind: ActionKind,
        amount: int | None = None,
        *,
        seat: int | None = None,
        discards: Discards = (),
    ) -> None:
        """Do ``kind``: ``amount`` ("to") for bet, raise and complete, ``discards``
        for a draw."""
        self._dispatch("", kind, amount, seat, discards)

    def can_act(
        self,
        kind: ActionKind,
        amount: int | None = None,
        *,
        seat: int | None = None,
        discards: Discards = (),
    ) -> bool:
        """Whether :meth:`act` would succeed with these arguments."""
        return self._can(self.verify_act, kind, amount, seat=seat, discards=discards)

    def verify_act(
        self,
        kind: ActionKind,
        amount: int | None = None,
        *,
        seat: int | None = None,
        discards: Discards = (),
    ) -> None:
        """Raise :class:`ActionError` unless :meth:`act` would succeed."""
        self._dispatch("verify_", kind, amount, seat, discards)

    def _dispatch(
        self,
        prefix: str,
        kind: ActionKind,
        amount: int | None,
        seat: int | None,
        discards: Discards,
    ) -> None:
        if kind not in self._KINDS:
            raise ActionError(
                self._NOT_HERE,
                f"{kind} is not an action of this game",
                kind=getattr(kind, "value", str(kind)),
            )
        method: Callable[..., None] = getattr(self, prefix + _METHODS[kind])
        if kind in _AMOUNT:
            method(amount, seat=seat)
        elif kind is A.DRAW:
            method(discards, seat=seat)
        else:
            method(seat=seat)

    # -- hand histories (PHH) ---------------------------------------------

    def to_history(self) -> str:
        """The hand so far as a PHH hand history: TOML text, from its log.

        PHH's fields under PHH's names (``variant``, ``antes``,
        ``starting_stacks``, ``actions`` such as ``d dh p1 Kh``, ``p2 cbr
        4``, ``p1 cc``...), the engine's own in ``_`` fields (``_preset``,
        the suit order, the tie reading, a carried jackpot...): see
        :mod:`americana.play.history` and docs/histories.md.
        :meth:`from_history` reads it back into a hand with the same events,
        stacks and pots.
        """
        return write_history(self)

    @classmethod
    def from_history(cls, text: str) -> Self:
        """The hand a PHH hand history tells, replayed by the engine.

        Args:
            text: TOML text as :meth:`to_history` writes it (or written by
                hand: a seat's cards of a street may be one action,
                ``d dh p1 9cKh``).

        Returns:
            A new hand of this game (``BettingHand.from_history`` reads
            either game), at the history's last action.

        Raises:
            HistoryError: the text does not replay; ``params["line"]`` names
                the line, ``code`` the fault (:func:`read_history`,
                :func:`replay_history` of :mod:`americana.play.history`); a
                history of the other game is ``"history.bad_value"`` on
                ``variant``. No hand is made.
        """
        history = read_history(text)
        game = game_of(history.variant)
        if not issubclass(game, cls):
            raise HistoryError(
                f"a {history.variant.game} history is not a {cls.__name__}",
                code="history.bad_value",
                line=history.line("variant"),
                field="variant",
            )
        return replay_history(history, game.from_events)

    # -- replay ------------------------------------------------------------

    @classmethod
    def _replay_options(
        cls,
        events: Sequence[Event],
        variant: GameRules,
        cards: ChosenCards | None = None,
    ) -> dict[str, Any]:
        """The deal of a hand rebuilt from its log: ``deck=`` and the like.

        ``cards`` is the ``cards=`` the hand was dealt with, if any.
        """
        raise NotImplementedError

    @classmethod
    def from_events(
        cls,
        events: Sequence[Event],
        *,
        variant: GameRules,
        stacks: Mapping[int, int] | Sequence[int],
        button: int,
        carry_in: int = 0,
        carry_in_shares: Mapping[int, int] | None = None,
        cards: ChosenCards | None = None,
    ) -> Self:
        """The hand of this game rebuilt from its log (see :func:`replay`)."""
        hand = cls(
            variant=variant,
            stacks=stacks,
            button=button,
            carry_in=carry_in,
            carry_in_shares=carry_in_shares,
            **cls._replay_options(events, variant, cards),
        )
        for e in events:
            kind = recorded_action(e)
            if kind is not None:
                hand.act(kind, e.total, seat=e.seat, discards=e.cards)
        return hand


def replay(
    events: Sequence[Event],
    *,
    variant: GameRules,
    stacks: Mapping[int, int] | Sequence[int],
    button: int,
    carry_in: int = 0,
    carry_in_shares: Mapping[int, int] | None = None,
    cards: ChosenCards | None = None,
) -> BettingHand:
    """Rebuild a hand of either game from its log: the deal, then the actions.

    The game is the one that plays ``variant`` (a stud
    :class:`~americana.rules.variants.Variant` or a
    :class:`~americana.rules.draw_variants.DrawVariant`). The result has the
    same events, stacks and pots as the hand that wrote the log (tested in
    ``tests/test_stud_properties.py`` and ``tests/test_draw_properties.py``).
    ``cards`` is the hand's ``cards=``: the log alone rebuilds any stud hand
    and any draw hand but one whose chosen draw cards were kept apart while
    the stock was reshuffled; give it to be sure
    (``tests/test_chosen_cards.py``).

    Raises:
        TypeError: as :func:`game_of`.
    """
    return game_of(variant).from_events(
        events,
        variant=variant,
        stacks=stacks,
        button=button,
        carry_in=carry_in,
        carry_in_shares=carry_in_shares,
        cards=cards,
    )


def game_of(variant: GameRules) -> type[BettingHand]:
    """The hand class that plays ``variant``: stud's ``Hand`` or ``DrawHand``.

    Raises:
        TypeError: no game plays this kind of variant (its module, stud or
            draw, was never imported).
    """
    for klass in type(variant).__mro__:
        game = BettingHand._GAMES.get(klass)
        if game is not None:
            return game
    raise TypeError(f"no game plays a {type(variant).__name__}")


def hand_from_history(text: str) -> BettingHand:
    """The hand a PHH hand history tells, of whichever game it is.

    A stud :class:`~americana.play.stud.Hand` or a
    :class:`~americana.play.draw.DrawHand`, replayed to the history's last
    action (``Hand.from_history`` and ``DrawHand.from_history`` read only
    their own game).

    Raises:
        HistoryError: as :meth:`BettingHand.from_history`.
    """
    return BettingHand.from_history(text)
