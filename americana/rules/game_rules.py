"""What the one hand core reads of a variant, whichever game it is: :class:`GameRules`.

A stud :class:`~americana.rules.variants.Variant` and a draw
:class:`~americana.rules.draw_variants.DrawVariant` are two frozen dataclasses
with different fields. The code both games share (the state and actions of
:mod:`americana.play.hand_base` and :mod:`americana.play.hand_actions`, the
setup checks of :mod:`americana.play.hand_setup`, the seat table of
:mod:`americana.play.table`) reads a variant only through this protocol, so a
new game's variant needs these members and nothing else to be dealt by it;
each game's own modules (stud, draw) keep their concrete class and read the
rest. Both classes satisfy it structurally, without inheriting from it.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Protocol, runtime_checkable

from americana.hands.ranking import Ranking

__all__ = ["Game", "GameRules"]


class Game(StrEnum):
    """The game a variant plays and a hand is: stud (Americana) or draw poker.

    Defined once, here: ``variant.game`` and ``hand.game`` answer it, and the
    views ask the hand or the variant what differs (its phases, actions,
    ranking, tie rules) rather than test the game. Values are identifiers
    (``"stud"``, ``"draw"``), as pages and requests name the games; as a
    :class:`~enum.StrEnum` a member is its own value in JSON.
    """

    #: Americana: five-card stud with 32 cards (rule A, B, C).
    STUD = "stud"
    #: Draw poker: classic draw (D) and five-card draw (E).
    DRAW = "draw"


@runtime_checkable
class GameRules(Protocol):
    """The members of a variant the shared hand core and table read.

    Exactly what that shared code reads, nothing more. Members both classes
    have that it does not read (``name``, ``structure``, ``bet_size``,
    ``odd_chip``, ``with_structure``, the rule numbers of the showdown; each
    game's module and the views read them from the concrete class) are not
    part of it.

    Attributes:
        game: the game the variant plays (:class:`Game`), which picks the
            hand class that deals it (:func:`americana.play.hand_actions.game_of`)
            and which the hand tells as ``hand.game``.
        ante: chips every seat posts before the deal (A2, D4, E2), which
            :class:`~americana.play.hand_base.BettingState` takes in both games.
        min_players, max_players: how many may be dealt in (A1, D1, E1),
            which the setup checks of a hand read; ``max_players`` is also the
            number of seats of a :class:`~americana.play.table.Table`.
        ranking_for(players): the ranking a hand of ``players`` is judged by
            (stud: the variant's one ranking; draw poker: the one of the deck
            for that many players, D1, D3), the hand's ``ranking``.
    """

    @property
    def game(self) -> Game: ...

    @property
    def ante(self) -> int: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    def ranking_for(self, players: int) -> Ranking: ...
