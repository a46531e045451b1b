"""A classroom deal: chosen once, dealt again under any preset, played to the end.

An instructor who shows one deal several ways (under each preset, in a
stepper, then live) says it once::

    from americana import Deal, play_to_end, player_names
    from americana.views import hand_stepper, play_hand

    deal = Deal(
        preset="americana-pl",
        stacks=[20] * 4,
        button=3,
        cards={0: "9C KH", 1: "10D KS", 2: "JH 9D", 3: "AD KC"},
        names=player_names(4),
    )
    hand = deal.hand()                          # the deal under its preset
    other = deal.hand(preset="americana-ru")    # the same cards, Russian rules
    play_to_end(other, policy="check-call")     # bring in, check, call, show
    hand_stepper(other)                         # the names come with the hand
    play_hand(deal.hand())                      # the same deal from the start

A :class:`Deal` holds what defines a deal (the preset, the stacks, the
button, the cards chosen per seat, the seed that orders the rest of the deck,
the players' names); each :meth:`Deal.hand` deals it afresh, so the same
seats get the same cards every time, whatever the preset. The engine decides
every rule; this module only keeps the arguments and names the policies of
:mod:`americana.play.bots`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from americana.play.betting import SetupError
from americana.play.bots import CheckCallPolicy, SimplePolicy, apply_move
from americana.play.draw import DrawHand
from americana.play.hand_actions import BettingHand
from americana.play.hand_setup import ChosenCards
from americana.play.stud import Hand
from americana.play.table import deal_hand
from americana.rules.draw_variants import DRAW_VARIANTS, DrawVariant
from americana.rules.variants import VARIANTS, Variant

__all__ = ["POLICIES", "Deal", "play_to_end"]

#: The named policies :func:`play_to_end` plays by: ``"check-call"``
#: (:class:`~americana.play.bots.CheckCallPolicy`: bring in, check or call,
#: show every hand) and ``"simple"`` (:class:`~americana.play.bots.SimplePolicy`,
#: how the book's live blocks play the seats the reader does not).
POLICIES: Final = ("check-call", "simple")


def _variant(preset: str) -> Variant | DrawVariant:
    """The preset named ``preset``, stud or draw.

    Raises:
        SetupError: ``"preset.unknown"`` (``params["preset"]``).
    """
    if isinstance(preset, str):
        if preset in VARIANTS:
            return VARIANTS[preset]
        if preset in DRAW_VARIANTS:
            return DRAW_VARIANTS[preset]
    raise SetupError("preset.unknown", f"no preset {preset!r}", preset=preset)


class Deal:
    """One deal, dealt as often as wanted. All arguments are keyword-only.

    Args:
        preset: the preset's code name, a key of
            :data:`~americana.rules.variants.VARIANTS` (stud: Americana, rule
            A) or of :data:`~americana.rules.draw_variants.DRAW_VARIANTS`
            (draw poker, rules D and E); its name in words is
            :func:`~americana.text.names.preset_name`.
        stacks: chips of each seat, ``{seat: chips}`` or a list for seats
            ``0, 1, ...`` (A1: 2 to 6 seats in stud).
        button: the dealer's seat; the deal starts left of it (A3, D4, E2).
        cards: the cards chosen for some seats, ``{seat: cards}``, e.g.
            ``{0: "9C KH"}`` (hole card first, as
            :class:`~americana.play.stud.Hand` and
            :class:`~americana.play.draw.DrawHand` take them): each seat gets
            its chosen cards whatever happens, under every preset.
        seed: orders the cards not chosen (``random.Random(seed)``); ``None``
            deals them in the deck's own order. Either way every
            :meth:`hand` deals the same cards.
        names: the players' names, ``{seat: name}`` or a list for seats
            ``0, 1, ...`` (e.g. :func:`~americana.text.player_names.player_names`);
            ``None``: the views name the seats themselves ("Seat 0").

    Raises:
        SetupError: ``"preset.unknown"``; ``"seat.unknown"`` for a name of a
            seat not at the table (``params["seat"]``); and whatever the
            hand itself refuses, since the deal is dealt once here to check
            it: stacks, button, players and cards (the codes of
            :class:`~americana.play.stud.Hand`).
        TypeError: a name that is not a string.

    Example:
        >>> names = ["Ann", "Bob", "Cleo", "Dan"]
        >>> deal = Deal(preset="americana-pl", stacks=[20] * 4, button=3,
        ...             cards={0: "9C KH", 3: "AD KC"}, names=names)
        >>> hand = deal.hand(preset="americana-ru")
        >>> hand.variant.name, hand.names[3], [str(c) for c in hand.cards(3)]
        ('americana-ru', 'Dan', ['AD', 'KC'])
    """

    def __init__(
        self,
        *,
        preset: str,
        stacks: Mapping[int, int] | Sequence[int],
        button: int,
        cards: ChosenCards | None = None,
        seed: int | None = None,
        names: Mapping[int, str] | Sequence[str] | None = None,
    ) -> None:
        variant = _variant(preset)
        chips = dict(stacks) if isinstance(stacks, Mapping) else dict(enumerate(stacks))
        given = (
            {}
            if names is None
            else dict(names)
            if isinstance(names, Mapping)
            else dict(enumerate(names))
        )
        for seat, name in given.items():
            if seat not in chips:
                raise SetupError(
                    "seat.unknown",
                    f"a name for seat {seat!r}, not at the table",
                    seat=seat,
                )
            if not isinstance(name, str):
                raise TypeError(f"the name of seat {seat} is {name!r}, not a string")
        # Kept as tuples, so a generator given is dealt every time, not once.
        chosen: ChosenCards | None = (
            None
            if cards is None
            else {s: c if isinstance(c, str) else tuple(c) for s, c in cards.items()}
        )
        # Deal it once: the hand checks the stacks, the button and the cards.
        deal_hand(variant, stacks=chips, button=button, seed=seed, cards=chosen)
        #: The preset's code name.
        self.preset = variant.name
        #: Chips of each seat at the start of every hand dealt, ``{seat: chips}``.
        self.stacks: dict[int, int] = chips
        #: The dealer's seat.
        self.button = button
        #: The cards chosen per seat, as given (a copy: changing the mapping
        #: given afterwards changes no deal).
        self.cards = chosen
        #: The seed of the cards not chosen.
        self.seed = seed
        #: Seat -> player name (empty: the views' own names).
        self.names: dict[int, str] = given

    def hand(self, *, preset: str | None = None) -> Hand | DrawHand:
        """The deal, dealt afresh, ready to play: its ``names`` are the deal's.

        Args:
            preset: another preset's code name for the same cards, stacks and
                button (``None``: the deal's own). A stud preset deals a
                :class:`~americana.play.stud.Hand`, a draw preset a
                :class:`~americana.play.draw.DrawHand`.

        Returns:
            A new hand, nobody has acted yet (the antes are in, the first
            cards dealt). Two calls give two hands with the same cards.

        Raises:
            SetupError: ``"preset.unknown"``; or what the hand refuses under
                that preset (e.g. ``"deck.foreign_card"``, a chosen card not
                in its deck; ``"table.too_many_players"``). Nothing changes.
        """
        variant = _variant(self.preset if preset is None else preset)
        hand = deal_hand(
            variant,
            stacks=self.stacks,
            button=self.button,
            seed=self.seed,
            cards=self.cards,
        )
        hand.names = dict(self.names)
        return hand

    def __repr__(self) -> str:
        return (
            f"Deal(preset={self.preset!r}, stacks={self.stacks!r}, "
            f"button={self.button!r}, cards={self.cards!r}, seed={self.seed!r}, "
            f"names={self.names!r})"
        )


def play_to_end(
    hand: BettingHand, *, policy: str = "check-call", seed: int = 0
) -> None:
    """Play ``hand`` to its end, every seat by the policy named ``policy``.

    Args:
        hand: a hand of stud or draw poker, at any point; a finished hand is
            left as it is.
        policy: one of :data:`POLICIES`: ``"check-call"`` brings in, checks
            or calls and shows every hand (the hand reaches the showdown; under
            jackpots nobody opens and the hand is passed out, E7);
            ``"simple"`` plays as the book's live blocks play the other seats
            (:class:`~americana.play.bots.SimplePolicy`).
        seed: seeds ``"simple"``'s choices (the same seed, the same moves).

    Every move goes through the engine (``hand.legal_actions()`` and the
    actions), so the chips are conserved and every rule applies; afterwards
    ``hand.finished`` is true and ``hand.events`` holds the whole hand.

    Raises:
        ValueError: ``policy`` names no policy; the hand is not touched.
    """
    if policy not in POLICIES:
        raise ValueError(f"no policy {policy!r}; choose one of {POLICIES}")
    chooser = CheckCallPolicy() if policy == "check-call" else SimplePolicy(seed)
    while not hand.finished:
        apply_move(hand, chooser.choose(hand))
