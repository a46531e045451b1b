"""One reader at one table: a hand of stud or draw played move by move.

:class:`PlaySession` is what the in-browser engine
(:mod:`americana.views.browser.bridge`) and the live notebook table
(:mod:`americana.views.notebook.live`) share: it deals a hand on an
:class:`americana.play.table.Table`, which deals the game of its variant (stud
or draw poker), applies the reader's actions, lets
:class:`americana.play.bots.SimplePolicy` play the other seats when the
reader plays one seat, and describes the table in the reader's language.
It decides no rule: the actions offered are the hand's ``legal_actions()``,
every move goes through the engine, and a refused move changes nothing.

The action names are the engine's (:class:`~americana.play.betting.ActionKind`
values: ``"fold"``, ``"raise"``, ``"bring_in"``...), plus for draw poker
``"draw"`` (with the discards), ``"stand_pat"`` and, after a pass-out (E7),
``"redeal"``: the next dealer deals again, everyone antes again and the
chips of the passed-out hand stay in the pot.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from html import escape
from typing import Literal, TypedDict

from americana.cards import Card
from americana.errors import AmericanaError
from americana.play.betting import ActionError, ActionKind, SetupError
from americana.play.bots import SimplePolicy, apply_move
from americana.play.coach import coach
from americana.play.draw import DrawHand
from americana.play.events import EventKind
from americana.play.hand_base import Phase
from americana.play.stud import Hand
from americana.play.table import Table
from americana.play.table_states import table_views
from americana.rules.draw_variants import DRAW_VARIANTS, DrawVariant
from americana.rules.game_rules import Game
from americana.rules.variants import VARIANTS, Structure, Variant
from americana.text.action_text import WITH_AMOUNT, action_label, legal_action_text
from americana.text.coach_text import coach_sentences
from americana.text.describe import describe
from americana.text.i18n import format_chips, translations
from americana.text.names import card_name, preset_name, structure_name
from americana.text.player_names import NAMES, player_name, player_names, seat_fields
from americana.text.policy_text import policy_text
from americana.text.showdown_text import showdown_text
from americana.views.render.html import card_html
from americana.views.render.seats_html import seats_html

__all__ = [
    "GAMES",
    "ActionEntry",
    "DrawCard",
    "DrawChoice",
    "PlaySession",
    "SessionEntry",
    "SessionView",
    "game_named",
    "variant_of",
    "with_structure",
]

A = ActionKind
#: The games and their presets (rule A: Americana; D, E: draw poker).
GAMES: dict[Game, Mapping[str, Variant] | Mapping[str, DrawVariant]] = {
    Game.STUD: VARIANTS,
    Game.DRAW: DRAW_VARIANTS,
}
#: Chips each seat gets when no stacks are given: enough for a whole hand of
#: fixed limit (A8: at most 2 + 3 x 2 + 3 x 2 + 2 x 4 x 4 = 48 with the ante).
DEFAULT_STACK = 50


class ActionEntry(TypedDict):
    """One action the reader may take (:meth:`PlaySession.actions`)."""

    action: str
    label: str
    text: str
    min: int | None
    max: int | None


class DrawCard(TypedDict):
    """One of the reader's cards offered as a discard."""

    card: str
    label: str
    html: str


class DrawChoice(TypedDict):
    """The reader's cards during the draw, and how many may go (D6, E4)."""

    cards: list[DrawCard]
    max: int


class SessionEntry(TypedDict):
    """One thing the reader may do between hands (:meth:`PlaySession.between`):
    ``op`` is the bridge's (``"next_hand"``, ``"join"``, ``"rebuy"``), ``seat``
    the seat it concerns (``None`` for the next hand)."""

    op: str
    label: str
    seat: int | None


class SessionView(TypedDict):
    """Everything the page shows now (:meth:`PlaySession.view`), as JSON values."""

    ok: Literal[True]
    state: Literal["finished", "ready"]
    game: str
    preset: str
    seed: int | None
    seats_html: str
    new: list[str]
    log: list[str]
    to_act: int | None
    to_act_name: str | None
    dealer: int
    step: str
    rules: str
    coach: list[str] | None
    reader_seat: int | None
    reader_turn: bool
    actions: list[ActionEntry]
    draw: DrawChoice | None
    stacks: dict[str, int]
    chips_total: int
    policy: str | None
    summary: str | None
    refusal: str | None
    why: list[str]
    hand_number: int
    chips_bought: int
    between: list[SessionEntry]
    seating: list[str]


def game_named(game: str) -> Game:
    """The :class:`~americana.rules.game_rules.Game` named ``game``
    (``"stud"`` or ``"draw"``), as a page's request names it.

    Raises:
        SetupError: ``"game.unknown"``.
    """
    try:
        return Game(game)
    except ValueError:
        raise SetupError("game.unknown", f"no game {game!r}", game=game) from None


def variant_of(game: str, preset: str) -> Variant | DrawVariant:
    """The preset ``preset`` of ``game`` (``"stud"`` or ``"draw"``).

    Raises:
        SetupError: ``"game.unknown"`` or ``"preset.unknown"``.
    """
    presets = GAMES[game_named(game)]
    if preset not in presets:
        raise SetupError("preset.unknown", f"no preset {preset!r}", preset=preset)
    return presets[preset]


def with_structure(
    variant: Variant | DrawVariant, structure: str | None
) -> Variant | DrawVariant:
    """``variant`` under another betting structure (A8, A9); ``None`` keeps it.

    In pot and no limit, round 1 allows any number of raises
    (``first_round_raises=None``, the open reading of A9), as the book's
    no-limit examples play.

    Raises:
        SetupError: ``"structure.unknown"`` for a name not in
            :class:`~americana.rules.variants.Structure`.
    """
    if structure is None:
        return variant
    try:
        chosen = Structure(structure)
    except ValueError:
        raise SetupError(
            "structure.unknown", f"no structure {structure!r}", structure=structure
        ) from None
    return variant.with_structure(chosen)


class PlaySession:
    """A table, its current hand, the reader's seat and the log told so far.

    Args:
        game: ``"stud"`` or ``"draw"``.
        preset: a name in :data:`americana.rules.variants.VARIANTS` or
            :data:`americana.rules.draw_variants.DRAW_VARIANTS`.
        players: 2 to the variant's maximum (A1, D1, E1); ignored if
            ``stacks`` is given.
        stacks: chips of seats ``0, 1, ...`` (default 50 each).
        button: the dealer's seat (default the last seat, so seat 0 is dealt
            first).
        seed: shuffles the first deal (and seeds the later ones and the
            policy); ``None`` with no ``deck`` picks one at random.
        deck: a scripted first deal instead (card names in dealing order).
        names: seat -> player name.
        reader_seat: the reader's seat, the engine playing the others; ``None``
            for the reader playing every seat.
        structure: ``"fixed_limit"``, ``"pot_limit"`` or ``"no_limit"`` to
            play the preset under another betting structure (A8, A9), e.g.
            a chapter's no-limit hand; ``None`` keeps the preset's.

    Raises:
        SetupError: an unknown game or preset, a bad stack, button or deck,
            too few or too many players, a reader seat not at the table
            (``"seat.unknown"``), an unknown structure (``"structure.unknown"``).
    """

    def __init__(
        self,
        *,
        game: str,
        preset: str,
        players: int = 3,
        stacks: Sequence[int] | None = None,
        button: int | None = None,
        seed: int | None = None,
        deck: str | None = None,
        names: Mapping[int, str] | None = None,
        reader_seat: int | None = None,
        structure: str | None = None,
    ) -> None:
        variant = with_structure(variant_of(game, preset), structure)
        if stacks is None:
            if not isinstance(players, int) or isinstance(players, bool):
                raise SetupError("table.too_few_players", "players must be a number")
            stacks = [DEFAULT_STACK] * players
        chips = dict(enumerate(stacks))
        if len(chips) < variant.min_players:
            raise SetupError("table.too_few_players", f"{len(chips)} players")
        if len(chips) > variant.max_players:
            raise SetupError("table.too_many_players", f"{len(chips)} players")
        if button is None:
            button = len(chips) - 1
        if reader_seat is not None and reader_seat not in chips:
            raise SetupError("seat.unknown", f"no seat {reader_seat!r}")
        if seed is None and deck is None:
            seed = random.SystemRandom().randrange(2**31)
        #: The game, the variant's (:class:`~americana.rules.game_rules.Game`).
        self.game = variant.game
        self.variant = variant
        self.names = dict(names or {})
        self.reader_seat = reader_seat
        self.seed = seed
        self.table: Table[Hand] | Table[DrawHand] = Table(
            variant=variant, stacks=chips, button=button
        )
        self.hand: Hand | DrawHand = self.table.start_hand(seed=seed, deck=deck)
        self._deals = random.Random(seed)
        self.policy = SimplePolicy(seed)
        #: The hands dealt: one, or a pass-out and its re-deals (E7).
        self.hands: list[Hand | DrawHand] = [self.hand]
        #: How many sentences of the log the last view carried.
        self.told = 0
        self._seat_session(chips)
        self._play_others()

    def _seat_session(self, chips: Mapping[int, int]) -> None:
        """The session across hands: starting stacks, buy-ins, the hand count."""
        #: Each seat's stack at the start: what a rebuy brings it back to.
        self.starting: dict[int, int] = dict(chips)
        #: The chips a newcomer sits down with (A14): the largest starting stack.
        self.buy_in = max(chips.values())
        #: Chips brought to the table since the start: joins and rebuys.
        self.bought = 0
        #: The hands dealt in this session (a re-deal after a pass-out counts).
        self.hand_number = 1
        #: Seats taken between hands, for the next hand: (seat, chips, rebuy).
        self.seated: list[tuple[int, int, bool]] = []

    @classmethod
    def for_hand(
        cls,
        hand: Hand | DrawHand,
        *,
        names: Mapping[int, str] | None = None,
        reader_seat: int | None = None,
    ) -> PlaySession:
        """A session around a hand already dealt (the live notebook table's).

        Args:
            hand: a hand of stud or draw poker, in progress or not.
            names: seat -> player name; by default the hand's own ``names``.
            reader_seat: ``None`` for the reader playing every seat; else the
                reader's seat, a seat dealt in ``hand``: the engine plays the
                others with :class:`~americana.play.bots.SimplePolicy`, as for
                the page's block, at once up to the reader's turn and after
                each of the reader's moves.

        Raises:
            SetupError: ``"seat.unknown"``, ``reader_seat`` is not a seat of
                ``hand`` (``params["seat"]``); the hand is left as it was.
        """
        if reader_seat is not None and (
            isinstance(reader_seat, bool) or reader_seat not in hand.seats
        ):
            raise SetupError(
                "seat.unknown", f"no seat {reader_seat!r} in the hand", seat=reader_seat
            )
        self = cls.__new__(cls)
        self.game = hand.game
        self.variant = hand.variant
        self.names = dict(hand.names if names is None else names)
        self.reader_seat = reader_seat
        self.seed = None
        self.table = Table.around(hand)
        self.hand = hand
        self._deals = random.Random(0)
        self.policy = SimplePolicy(0)
        self.hands, self.told = [hand], 0
        self._seat_session(hand.starting_stacks)
        self._play_others()
        return self

    # -- moves -----------------------------------------------------------

    @property
    def passed_out(self) -> bool:
        """Whether the hand was passed out and waits for the re-deal (E7)."""
        return self.hand.finished and self.hand.passed_out

    @property
    def finished(self) -> bool:
        """Whether the hand is over (a passed-out hand waits for ``"redeal"``)."""
        return self.hand.finished and not self.passed_out

    def act(
        self,
        action: str,
        amount: object = None,
        discards: Sequence[str | Card] | str | None = None,
    ) -> None:
        """Play ``action`` for the seat to act, then the engine's seats.

        Args:
            action: an action name (module docstring).
            amount: the "to" amount in chips of a bet, raise or completion;
                anything but a whole number (a page's request may carry
                anything) is refused as ``"amount.not_integer"``.
            discards: the cards to exchange, for ``"draw"``.

        Raises:
            ActionError: the engine refuses; nothing changed. Also
                ``"action.unknown"`` for a name that is no action,
                ``"action.out_of_turn"`` when it is an engine seat's turn,
                ``"redeal.not_now"`` for a re-deal with no pass-out.
            SetupError: the re-deal cannot be dealt (too few players left).
        """
        if action == "redeal":
            self._redeal()
        else:
            hand = self.hand
            if (
                self.reader_seat is not None
                and not hand.finished
                and hand.turn != self.reader_seat
            ):
                raise ActionError(
                    "action.out_of_turn", "not the reader's turn", turn=self.hand.turn
                )
            self._act(action, amount, discards)
        self._play_others()

    def _act(
        self,
        action: str,
        amount: object,
        discards: Sequence[str | Card] | str | None,
    ) -> None:
        hand = self.hand
        if action in ("draw", "stand_pat"):
            # A game without a draw refuses it: "action.unknown" (stud).
            cards = () if action == "stand_pat" or not discards else discards
            hand.act(ActionKind.DRAW, discards=cards)
            return
        try:
            kind = ActionKind(action)
        except ValueError:
            raise ActionError("action.unknown", f"no action {action!r}") from None
        if kind in WITH_AMOUNT:
            if not isinstance(amount, int) or isinstance(amount, bool):
                raise ActionError("amount.not_integer", f"{amount!r} is not chips")
            hand.act(kind, amount)
        else:
            hand.act(kind)

    def _redeal(self) -> None:
        """E7: nobody opened; the next dealer deals, the pot carried in."""
        if not self.passed_out:
            raise ActionError("redeal.not_now", "the hand was not passed out")
        self.hand = self.table.start_hand(seed=self._deals.randrange(2**31))
        self.hands.append(self.hand)
        self.hand_number += 1

    # -- between hands: the next hand, newcomers, rebuys (A14) ----------------

    def _free(self, seat: int) -> bool:
        """Whether ``seat`` is empty for the next hand (never taken, or left broke)."""
        return self.table.can_join(seat, 1)

    def busted(self, seat: int) -> bool:
        """Whether ``seat`` played the hand and left it with no chips (it may
        buy in again, :meth:`rebuy`)."""
        return self.hand.finished and seat in self.hand.seats and self._free(seat)

    def next_hand(self) -> None:
        """Deal the next hand at the same table, the engine's seats played.

        Stacks are kept, the button passes to the next occupied seat (A3, D8),
        chips left in the middle go into the new pot (D8, E7), and players
        seated since (:meth:`join`, :meth:`rebuy`) ante and play (A14). A
        player of the engine left without chips leaves the table (its seat
        is free for a newcomer); the reader buys in again (:meth:`rebuy`).
        After a pass-out this is the re-deal (E7).

        Raises:
            SetupError: the hand is not over (``"table.hand_in_progress"``),
                the reader's seat has no chips (``"rebuy.first"``), too few
                players are left (``"table.too_few_players"``). Nothing changes.
        """
        if self.passed_out:
            self._redeal()
            self._play_others()
            return
        if not self.hand.finished:
            raise SetupError("table.hand_in_progress", "finish the hand first")
        if self.reader_seat is not None and self.busted(self.reader_seat):
            raise SetupError("rebuy.first", "the reader has no chips")
        self.hand = self.table.start_hand(seed=self._deals.randrange(2**31))
        self.hands, self.told = [self.hand], 0
        self.hand_number += 1
        self.seated = []
        self._play_others()

    def join(self, seat: int | None = None, lang: str | None = None) -> int:
        """A new player sits down between hands and antes into the next (A14).

        Args:
            seat: an empty seat; default the first empty one (a seat never
                taken first, then one a broke player left), never the
                reader's.
            lang: the language of the newcomer's name (the edition's next
                player, when the seats have names).

        Returns:
            The seat taken. The newcomer brings :attr:`buy_in` chips, new chips
            counted in :attr:`bought`.

        Raises:
            SetupError: a hand is being played (``"table.hand_in_progress"``),
                no empty seat (``"table.too_many_players"``), a seat outside
                the table or taken (``"seat.unknown"``, ``"seat.taken"``).
        """
        if not self.hand.finished:
            raise SetupError("table.hand_in_progress", "join between hands")
        if seat is None:
            free = [
                s
                for s in range(self.variant.max_players)
                if s != self.reader_seat and self._free(s)
            ]
            if not free:
                raise SetupError("table.too_many_players", "no empty seat")
            seat = min(free, key=lambda s: (s in self.hand.seats, s))
        self.table.join(seat, self.buy_in)
        self.bought += self.buy_in
        if self.names:  # the edition's next player, a name not yet used
            used = {n for s, n in self.names.items() if s != seat}
            edition = player_names(len(NAMES["en"]), lang).values()
            fresh = [n for n in edition if n not in used]
            if fresh:
                self.names[seat] = fresh[0]
            else:  # "Seat n"
                self.names.pop(seat, None)
        self.seated.append((seat, self.buy_in, False))
        return seat

    def rebuy(self, seat: int | None = None) -> None:
        """A player left without chips buys in again: back to the starting stack.

        The chips are new, bought (counted in :attr:`bought`); the player antes
        into the next hand (A14).

        Args:
            seat: the seat; default the reader's.

        Raises:
            SetupError: a hand is being played (``"table.hand_in_progress"``),
                no seat named (``"seat.unknown"``), or the player still has
                chips (``"rebuy.not_busted"``).
        """
        if not self.hand.finished:
            raise SetupError("table.hand_in_progress", "rebuy between hands")
        seat = self.reader_seat if seat is None else seat
        if seat is None or seat not in self.hand.seats:
            raise SetupError("seat.unknown", f"no player at seat {seat!r}", seat=seat)
        if not self.busted(seat):
            raise SetupError("rebuy.not_busted", "the player has chips", seat=seat)
        chips = self.starting.get(seat, self.buy_in)
        self.table.join(seat, chips)
        self.bought += chips
        self.seated.append((seat, chips, True))

    def between(self, lang: str | None = None) -> list[SessionEntry]:
        """What the reader may do once the hand is over: buy in again (the
        reader's seat, or any seat when the reader plays them all), seat a new
        player while a seat is empty, deal the next hand (once enough players
        have chips for it)."""
        if not self.finished:
            return []
        t = translations(lang)
        out: list[SessionEntry] = []
        mine = [self.reader_seat] if self.reader_seat is not None else self.hand.seats
        for seat in mine:
            if seat is not None and self.busted(seat):
                chips = format_chips(self.starting.get(seat, self.buy_in), lang)
                label = t.pgettext("session", "{player}: buy in again ({chips})")
                out.append(
                    {
                        "op": "rebuy",
                        "label": label.format(
                            **seat_fields("player", seat, self.names, lang),
                            chips=chips,
                        ),
                        "seat": seat,
                    }
                )
        if any(
            s != self.reader_seat and self._free(s)
            for s in range(self.variant.max_players)
        ):
            label = t.pgettext("session", "Seat a new player ({chips})")
            out.append(
                {
                    "op": "join",
                    "label": label.format(chips=format_chips(self.buy_in, lang)),
                    "seat": None,
                }
            )
        reader_out = self.reader_seat is not None and self.busted(self.reader_seat)
        # Everyone else broke: a new player must sit down before a next hand.
        enough = len(self.table.next_seats) >= self.variant.min_players
        if not reader_out and enough:
            label = t.pgettext("session", "Next hand")
            out.append({"op": "next_hand", "label": label, "seat": None})
        return out

    def seating(self, lang: str | None = None) -> list[str]:
        """Who sat down since the hand ended, in sentences (A14)."""
        t = translations(lang)
        out = []
        for seat, chips, again in self.seated:
            template = (
                t.pgettext(
                    "session",
                    "{player} buys in again with {chips}, new chips brought to "
                    "the table, and antes into the next hand (A14).",
                )
                if again
                else t.pgettext(
                    "session",
                    "{player} sits down at seat {n} with {chips} and antes into "
                    "the next hand (A14).",
                )
            )
            out.append(
                template.format(
                    **seat_fields("player", seat, self.names, lang),
                    n=seat,
                    chips=format_chips(chips, lang),
                )
            )
        return out

    def _play_others(self) -> None:
        """The engine plays every seat but the reader's until the reader acts."""
        if self.reader_seat is None:
            return
        hand = self.hand
        while not hand.finished and hand.turn != self.reader_seat:
            apply_move(hand, self.policy.choose(hand))

    # -- what the reader sees ----------------------------------------------

    @property
    def reader_turn(self) -> bool:
        """Whether the reader has something to do (act, or re-deal)."""
        if self.passed_out:
            return True
        if self.hand.finished:
            return False
        return self.reader_seat is None or self.hand.turn == self.reader_seat

    def actions(self, lang: str | None = None) -> list[ActionEntry]:
        """The reader's possible actions, from the engine's ``legal_actions()``.

        Each: ``action`` (name), ``label`` (button text), ``text`` (the whole
        phrase with amounts), ``min`` and ``max`` (chips, or cards for a draw).
        """
        if not self.reader_turn:
            return []
        if self.passed_out:
            label = translations(lang).pgettext("action", "Deal again")
            return [_entry("redeal", label, label)]
        out: list[ActionEntry] = []
        for legal in self.hand.legal_actions():
            if legal.kind is ActionKind.DRAW:
                high = legal.maximum or 0
                if high:
                    out.append(
                        _entry(
                            "draw",
                            action_label(legal.kind, lang),
                            legal_action_text(legal, lang),
                            1,
                            high,
                        )
                    )
                label = translations(lang).pgettext("action", "Stand pat")
                out.append(_entry("stand_pat", label, label))
                continue
            sized = legal.kind in WITH_AMOUNT
            out.append(
                _entry(
                    legal.kind.value,
                    action_label(legal.kind, lang),
                    legal_action_text(legal, lang),
                    legal.minimum if sized else None,
                    legal.maximum if sized else None,
                )
            )
        return out

    def draw_choice(self, lang: str | None = None) -> DrawChoice | None:
        """The reader's cards to pick discards from, during the draw; else ``None``."""
        hand = self.hand
        turn = hand.turn
        if hand.phase is not Phase.DRAW or not self.reader_turn or turn is None:
            return None
        cards = hand.cards(turn)
        limit = next(a.maximum for a in hand.legal_actions() if a.kind is A.DRAW)
        return {
            "cards": [
                {
                    "card": str(card),
                    "label": card_name(card, lang),
                    "html": card_html(card, lang),
                }
                for card in cards
            ],
            "max": limit or 0,
        }

    def concealed(self) -> frozenset[int]:
        """Seats whose face-down cards the reader may not see."""
        if self.reader_seat is None:
            return frozenset()
        return frozenset(s for s in self.hand.seats if s != self.reader_seat)

    def seats_html(self, lang: str | None = None, *, conceal_all: bool = False) -> str:
        """The table now, HTML in a ``div.americana-live-table``.

        The seat to act (the hand's ``turn``, none once the hand is over) is
        marked, as are the reader's seat and the dealer. The face-down cards
        of :meth:`concealed` seats are drawn as card backs, named nowhere;
        ``conceal_all`` does so for every seat, the reader's too (a projected
        table), until a seat shows its hand.
        """
        hand = self.hand
        views = table_views(
            hand.events,
            stacks=hand.starting_stacks,
            carry_in=hand.carry_in,
            carry_in_shares=hand.carry_in_shares,  # E7: antes kept by their payers
        )
        inner = (
            seats_html(
                views[-1],
                names=self.names,
                lang=lang,
                conceal=frozenset(hand.seats) if conceal_all else self.concealed(),
                live=True,
                to_act=None if hand.finished else hand.turn,
                you=self.reader_seat,
                dealer=hand.button,
                said=self.step(lang),
                rules=(
                    '<div class="americana-rules americana-muted" '
                    f'style="color:#555;font-size:0.95em">{escape(self.rules(lang))}'
                    "</div>"
                ),
            )
            if views
            else ""
        )
        return f'<div class="americana-live-table">{inner}</div>'

    def step(self, lang: str | None = None) -> str:
        """The last move of the hand in one short sentence ("Dan raises to 4
        chips."), with "is all in" when it put the player all in; empty
        before anyone has acted. The dealer's sentences stay in the log."""
        events = self.hand.events
        last = next(
            (
                i
                for i in range(len(events) - 1, -1, -1)
                if events[i].kind.meaning.action
            ),
            None,
        )
        if last is None:
            return ""
        said = [events[last]]
        if last + 1 < len(events) and events[last + 1].kind is EventKind.ALL_IN:
            said.append(events[last + 1])
        return " ".join(describe(e, lang, self.names) for e in said)

    def rules(self, lang: str | None = None) -> str:
        """The preset in force in words: its name, its betting structure (A8,
        A9; D5, E3), the bet of the current betting round (none during the
        draw or once the hand is over) and the ante (A2)."""
        t = translations(lang)
        variant, hand = self.variant, self.hand
        parts = [structure_name(variant.structure, lang)]
        if not hand.finished and hand.phase is not Phase.DRAW:
            size = format_chips(variant.bet_size(hand.betting_round), lang)
            if variant.structure is Structure.FIXED_LIMIT:
                label = t.pgettext("table", "bet this round: {chips}")
            else:
                label = t.pgettext("table", "smallest bet this round: {chips}")
            parts.append(label.format(chips=size))
        ante = format_chips(variant.ante, lang)
        parts.append(t.pgettext("table", "ante: {chips}").format(chips=ante))
        return " · ".join([preset_name(variant, lang), *parts])

    def chips_total(self) -> int:
        """Stacks, chips in the pots and chips carried, and the chips of players
        seated for the next hand: the chips at the start plus :attr:`bought`."""
        return self.table.total_chips

    def log(self, lang: str | None = None) -> list[str]:
        """Every event of the session's hands as sentences, in ``lang``."""
        return [
            describe(event, lang, self.names)
            for hand in self.hands
            for event in hand.events
        ]

    def summary(self, lang: str | None = None) -> str | None:
        """The result in one or two sentences once the hand is over, else ``None``."""
        t = translations(lang)
        hand = self.hand
        if self.passed_out:
            return t.npgettext(
                "summary",
                "Nobody opened: {chips} stays in the pot. Deal again: everyone "
                "antes again and the next player deals (E7).",
                "Nobody opened: {chips} stay in the pot. Deal again: everyone "
                "antes again and the next player deals (E7).",
                hand.carried,
            ).format(chips=format_chips(hand.carried, lang))
        if not hand.finished:
            return None
        won: dict[int, int] = {}
        for event in hand.events:
            if event.kind is EventKind.POT_AWARDED and event.seat is not None:
                won[event.seat] = won.get(event.seat, 0) + (event.amount or 0)
        parts = [t.gettext("The hand is over.")]
        for seat, chips in won.items():
            parts.append(
                t.pgettext("summary", "{player} wins {chips}.").format(
                    **seat_fields("player", seat, self.names, lang),
                    chips=format_chips(chips, lang),
                )
            )
        return " ".join(parts)

    def why(self, lang: str | None = None) -> list[str]:
        """Why the hand was won: the hands shown, then each pot's winner and the
        deciding comparison with its rule (A11, A12, A13, B1, B3, B4; D8, E6),
        from :func:`~americana.text.showdown_text.showdown_text`; empty until
        a hand is shown or the hand is over."""
        return showdown_text(self.hand, self.names, lang)

    def coach_lines(self, lang: str | None = None) -> list[str]:
        """The coach's sentences for the seat to act, on the reader's turn
        (:func:`americana.play.coach.coach`, said by
        :func:`americana.text.coach_text.coach_sentences`): the chance of
        winning (and of splitting) against what that seat can see, the price
        of a call as pot odds, and the one against the other. Empty when the
        reader has nothing to decide (an engine seat's turn, the showdown, the
        hand over or passed out). The sample's seed is the session's and the
        hand's length, so the same table gives the same figures.
        """
        hand = self.hand
        if not self.reader_turn or self.passed_out or hand.turn is None:
            return []
        seed = f"{self.seed}:{len(self.hands)}:{len(hand.events)}"
        try:
            advice = coach(hand, hand.turn, seed=seed)
        except AmericanaError:  # no decision to advise on (the showdown)
            return []
        return list(coach_sentences(advice, lang))

    def view(self, lang: str | None = None, *, coach: bool = False) -> SessionView:
        """Everything the page shows now, as plain JSON values (the contract's view).

        ``coach``: the reader's coach is switched on; the view's ``coach``
        holds its sentences (:meth:`coach_lines`), else ``None`` (nothing counted).
        """
        hand = self.hand
        turn = None if hand.finished else hand.turn
        log = self.log(lang)
        new, self.told = log[self.told :], len(log)
        return {
            "ok": True,
            "state": "finished" if self.finished else "ready",
            "game": self.game.value,
            "preset": self.variant.name,
            "seed": self.seed,
            "seats_html": self.seats_html(lang),
            "new": new,
            "log": log,
            "to_act": turn,
            "to_act_name": (
                player_name(turn, self.names, lang) if turn is not None else None
            ),
            "dealer": hand.button,
            "step": self.step(lang),
            "rules": self.rules(lang),
            "coach": self.coach_lines(lang) if coach else None,
            "reader_seat": self.reader_seat,
            "reader_turn": self.reader_turn,
            "actions": self.actions(lang),
            "draw": self.draw_choice(lang),
            "stacks": {str(s): c for s, c in hand.stacks.items()},
            "chips_total": self.chips_total(),
            "policy": (
                policy_text(self.game, lang) if self.reader_seat is not None else None
            ),
            "summary": self.summary(lang),
            "refusal": None,
            "why": self.why(lang),
            "hand_number": self.hand_number,
            "chips_bought": self.bought,
            "between": self.between(lang),
            "seating": self.seating(lang),
        }


def _entry(
    action: str, label: str, text: str, low: int | None = None, high: int | None = None
) -> ActionEntry:
    return {"action": action, "label": label, "text": text, "min": low, "max": high}
