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

from typing import Protocol, runtime_checkable

__all__ = ["GameRules"]


@runtime_checkable
class GameRules(Protocol):
    """The members of a variant the shared hand core and table read.

    Exactly what that shared code reads, nothing more. Members both classes
    have that it does not read (``name``, ``structure``, ``bet_size``,
    ``odd_chip``; each game's module and the views read them from the
    concrete class) are not part of it, nor is the ranking (a stud variant
    has one, a draw variant one per number of players).

    Attributes:
        ante: chips every seat posts before the deal (A2, D4, E2), which
            :class:`~americana.play.hand_base.BettingState` takes in both games.
        min_players, max_players: how many may be dealt in (A1, D1, E1),
            which the setup checks of a hand read; ``max_players`` is also the
            number of seats of a :class:`~americana.play.table.Table`.
    """

    @property
    def ante(self) -> int: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...
