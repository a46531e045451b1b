"""Drills: a dealt situation, one question, the engine's answer and the rule behind it.

Four kinds, for every Americana preset (:data:`americana.rules.variants.VARIANTS`):

* ``"bring_in"``: who must bring in (rule A5, suits by C)?
* ``"first_to_act"``: who acts first in betting round 2, 3 or 4 (A7)?
* ``"show_first"``: who shows first at the showdown (A10)?
* ``"split"``: how many chips each player wins: main and side pots (A12),
  equal hands (A11, B3, B4) and the odd chip (A13).

``"show_first"`` and ``"split"`` also take the draw presets
(:data:`americana.rules.draw_variants.DRAW_VARIANTS`): the last bettor after the
draw shows first (D7, E6); ties split, the odd chip carried (D8) or given
left of the dealer. Draw poker has two kinds of its own:

* ``"opener"``: who is the first player who may open the betting (D5, E3;
  jacks or better in jackpots, E7), or nobody?
* ``"after_draw"``: who speaks first after the draw (D7, E5)?

Every drill shows what its answer depends on (:meth:`Drill.facts_html`):
the dealer, the order of the suits where suits decide (C), the actions of
the betting round that decides (A10, D7, E5, E6), the chips each player put
in for a split (A12).

:func:`drill` deals a situation from a seed
(:func:`americana.views.session.drill_situations.deal_situation`: a hand
dealt and played to the moment asked about; the key is what the engine
does). This module puts it into words: the question, the answer, and the
explanation naming the rule, the cards and the suits concerned, in the
reader's language. What differs between the games is asked of the hand and
its variant (``hand.ranking``, ``hand.strength(seat)``,
``variant.showdown_rule``, ``variant.split_rule``,
``variant.suits_break_ties``), never of their classes.

:class:`DrillBlock` keeps a page block's current drill and its running score.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Literal, TypedDict

from americana.cards import Card, Suit
from americana.hands.evaluation import evaluate
from americana.hands.showdown import Decider, compare_showdown, visible_key
from americana.play.betting import SetupError
from americana.play.events import Event, EventKind
from americana.play.pots import Award
from americana.play.table_states import table_views
from americana.rules.draw_variants import RoundTwoOpener
from americana.rules.game_rules import Game
from americana.rules.variants import FirstToActTie, Variant
from americana.text.describe import describe
from americana.text.i18n import format_chips, translations
from americana.text.live_text import drill_questions
from americana.text.names import card_name, category_name, pot_name, suit_name
from americana.text.player_names import (
    name_fields,
    player_name,
    player_names,
    seat_fields,
    seat_list_fields,
)
from americana.text.showdown_text import carried_text
from americana.views.render.seats_html import seats_html
from americana.views.session.drill_situations import (
    ALL_KINDS,
    DRAW_KINDS,
    KINDS,
    NOBODY,
    DrillSituation,
    deal_situation,
)

__all__ = [
    "ALL_KINDS",
    "DRAW_KINDS",
    "KINDS",
    "NOBODY",
    "Drill",
    "DrillBlock",
    "DrillQuestion",
    "DrillScore",
    "DrillSeat",
    "DrillVerdict",
    "drill",
    "kind_label",
    "pick_kind",
    "record_lines",
    "start_drill",
]

E = EventKind


class DrillSeat(TypedDict):
    """A seat a reader may name, with its player's name."""

    seat: int
    name: str


class DrillScore(TypedDict):
    """Right answers of the drills asked in a block."""

    right: int
    asked: int


class DrillQuestion(TypedDict):
    """The reply to a ``drill`` request: the situation and its question."""

    ok: Literal[True]
    seed: int
    kind: str
    preset: str
    question: str
    seats_html: str
    facts_html: str
    answer: Literal["amounts", "seat"]
    seats: list[DrillSeat]
    pot: int | None
    score: DrillScore
    score_text: str


class DrillVerdict(TypedDict):
    """The reply to an ``answer`` request: right or not, and why."""

    ok: Literal[True]
    correct: bool
    verdict: str
    key: int | dict[str, int]
    explanation: str
    score: DrillScore
    score_text: str


@dataclass
class Drill(DrillSituation):
    """One dealt situation (:class:`DrillSituation`) with its words: the
    question, the answer and why, in the reader's language."""

    # -- text ------------------------------------------------------------

    def _names(self, lang: str | None) -> dict[int, str]:
        """``names``, or else the edition's own players (text.player_names)."""
        return self.names or player_names(8, lang)

    def _name(self, seat: int, lang: str | None) -> str:
        if seat == NOBODY:
            return translations(lang).pgettext("drill", "Nobody")
        return player_name(seat, self._names(lang), lang)

    def question(self, lang: str | None = None) -> str:
        t = translations(lang)
        if self.kind == "bring_in":
            return t.pgettext("drill", "The cards are dealt. Who must bring in?")
        if self.kind == "first_to_act":
            return t.pgettext(
                "drill", "Betting round {n} begins. Who acts first?"
            ).format(n=self.betting_round)
        if self.kind == "show_first":
            return t.pgettext(
                "drill", "The last betting round is over. Who shows first?"
            )
        if self.kind == "opener":
            return t.pgettext(
                "drill",
                "The cards are dealt (shown face up here). Who is the first player "
                "who may open the betting?",
            )
        if self.kind == "after_draw":
            return t.pgettext(
                "drill", "The draw is over. Who speaks first in betting round 2?"
            )
        return t.pgettext(
            "drill",
            "The hands are shown. How many chips does each player win, main and "
            "side pots and the odd chip included?",
        )

    def key_text(self, lang: str | None = None) -> str:
        """The answer in words: "Seat 2", or "Seat 0: 7 chips; Seat 1: 0 chips"."""
        if isinstance(self.key, dict):
            return "; ".join(
                f"{self._name(s, lang)}: {format_chips(c, lang)}"
                for s, c in sorted(self.key.items())
            )
        return self._name(self.key, lang)

    def seats_html(self, lang: str | None = None) -> str:
        """The situation as the table HTML (hole cards hidden unless shown)."""
        hand = self.hand
        events = hand.events
        if self.kind == "split":  # up to the first award, which would tell
            events = events[
                : next(i for i, e in enumerate(events) if e.kind is E.POT_AWARDED)
            ]
        views = table_views(events, stacks=hand.starting_stacks, carry_in=hand.carry_in)
        view = views[-1]
        # Cards in order, as a hand is read: stud's hole cards first, then
        # the rest by rank (pairs together), high to low.
        seats = tuple(
            dataclasses.replace(s, cards=_sorted_cards(s.cards, s.shown))
            for s in view.seats
        )
        view = dataclasses.replace(view, acting=None, seats=seats)
        conceal = () if self.kind in ("split", "opener") else hand.seats
        inner = seats_html(view, names=self._names(lang), lang=lang, conceal=conceal)
        # No "what just happened" line: the deal's dozen sentences would bury
        # the question; what the answer depends on is listed (facts_html).
        inner = _SAID.sub(r"\1\2", inner, count=1)
        return f'<div class="americana-live-table">{inner}</div>'

    def facts_html(self, lang: str | None = None) -> str:
        """What the answer depends on, as a list: the dealer; the order of the
        suits where suits decide (C); the actions of the betting round that
        decides (A10; D7, E5, E6); the chips each player put in (A12); the
        openers needed (E7). Names are escaped."""
        t = translations(lang)
        hand = self.hand
        items = [
            (
                "dealer",
                escape(
                    t.pgettext("drill", "Dealer: {player}").format(
                        player=self._name(hand.button, lang)
                    )
                ),
            )
        ]
        variant = self.variant
        if self.kind in ("bring_in", "first_to_act") or (
            self.kind == "split" and variant.suits_break_ties
        ):
            items.append(
                (
                    "suits",
                    escape(
                        t.pgettext("drill", "Order of the suits (C): {order}").format(
                            order=_suit_order(self.stud_hand.variant, lang)
                        )
                    ),
                )
            )
        if self.kind == "opener" and getattr(variant, "openers", False):
            items.append(
                (
                    "openers",
                    escape(
                        t.pgettext(
                            "drill",
                            "To open, a player needs a pair of jacks or better.",
                        )
                    ),
                )
            )
        if self.kind in ("show_first", "after_draw"):
            items.append(("actions", self._actions_html(lang)))
        if self.kind == "split":
            items.append(("put_in", self._put_in_html(lang)))
        lis = "".join(f'<li data-fact="{k}">{v}</li>' for k, v in items)
        label = escape(t.pgettext("drill", "What the answer depends on"))
        return f'<ul class="americana-live-facts" aria-label="{label}">{lis}</ul>'

    def _round_asked(self) -> int:
        """The betting round whose actions decide: the last one (A10, D7,
        E6), or the one before the draw (``"after_draw"``, E5)."""
        if self.kind == "after_draw":
            return 1
        return 2 if self.hand.has_draw else 4

    def _actions_html(self, lang: str | None) -> str:
        t = translations(lang)
        n = self._round_asked()
        said = [
            describe(e, lang, self._names(lang))
            for e in self.hand.events
            if e.betting_round == n and e.kind in _CHOSEN and e.seat is not None
        ]
        if self.kind == "after_draw":
            head = t.pgettext("drill", "Betting round 1, before the draw:")
        else:
            head = t.pgettext("drill", "Betting round {n}, the last:").format(n=n)
        if not said:
            return (
                escape(head)
                + " "
                + escape(t.pgettext("drill", "nobody acted in that round."))
            )
        lines = "".join(f"<li>{escape(x)}</li>" for x in said)
        return f'{escape(head)}<ol class="americana-live-round">{lines}</ol>'

    def _put_in_html(self, lang: str | None) -> str:
        t = translations(lang)
        hand = self.hand
        put = hand.contributions
        lines = []
        for seat in hand.seats:
            text = f"{self._name(seat, lang)}: {format_chips(put.get(seat, 0), lang)}"
            if seat in _all_in_seats(hand):
                text += ", " + t.pgettext("seat status", "all in")
            if seat in hand.folded:
                text += ", " + t.pgettext("seat status", "folded")
            lines.append(f"<li>{escape(text)}</li>")
        head = escape(t.pgettext("drill", "Chips put into the pot in this hand:"))
        carried = ""
        if hand.carry_in:
            carried = (
                "<li>"
                + escape(
                    t.pgettext(
                        "drill", "Left in the middle from the last deal: {chips}"
                    ).format(chips=format_chips(hand.carry_in, lang))
                )
                + "</li>"
            )
        items = "".join(lines) + carried
        return f'{head}<ul class="americana-live-put-in">{items}</ul>'

    def explanation(self, lang: str | None = None) -> str:
        """Why the key is right, citing the rule (A5, A7, A10-A13, B3, B4, C, D, E)."""
        return {
            "bring_in": _explain_bring_in,
            "first_to_act": _explain_first_to_act,
            "opener": _explain_opener,
            "after_draw": _explain_after_draw,
            "show_first": _explain_show_first,
            "split": _explain_split,
        }[self.kind](self, lang)


def drill(kind: str, preset: str, seed: int) -> Drill:
    """Deal the drill ``kind`` for ``preset`` from ``seed``
    (:func:`~americana.views.session.drill_situations.deal_situation`).

    Raises:
        SetupError: an unknown kind (``"drill.unknown"``) or preset
            (``"preset.unknown"``).
    """
    found = deal_situation(kind, preset, seed)
    return Drill(*(getattr(found, f.name) for f in dataclasses.fields(found)))


#: The table's "what just happened" line, kept empty in a drill.
_SAID = re.compile(r'(<div class="americana-said"[^>]*>).*?(</div>)', re.DOTALL)
#: The events of a betting round that a player chose.
_CHOSEN = frozenset((E.BRING_IN, E.COMPLETE, E.CHECK, E.BET, E.CALL, E.RAISE, E.FOLD))
_SUITS = list(Suit)


def _all_in_seats(hand: object) -> set[int]:
    """Seats that went all in during the hand (A12)."""
    events = getattr(hand, "events", ())
    return {e.seat for e in events if e.kind is E.ALL_IN and e.seat is not None}


def _sorted_cards(
    cards: tuple[tuple[Card, bool], ...], shown: bool
) -> tuple[tuple[Card, bool], ...]:
    """Cards as a hand is read: face-down cards first (unless shown), then by
    rank, pairs and sets together, high to low; a joker last."""
    counts = Counter(c.rank for c, _ in cards)

    def key(pair: tuple[Card, bool]) -> tuple[int, int, int, int]:
        card, up = pair
        hidden = 0 if (not up and not shown) else 1
        if card.is_joker:
            return (hidden, 0, 0, 0)
        return (hidden, -counts[card.rank], -card.rank, _SUITS.index(card.suit))

    return tuple(sorted(cards, key=key))


# -- explanations ------------------------------------------------------------


def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(c.symbol for c in cards)


def _suit_order(variant: Variant, lang: str | None) -> str:
    return " > ".join(_lower(suit_name(s, lang)) for s in variant.suit_order)


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def _explain_bring_in(d: Drill, lang: str | None) -> str:
    t = translations(lang)
    hand, seat = d.stud_hand, d.seat
    top = hand.up_cards(seat)[0]
    text = t.pgettext(
        "drill", "A5: the highest up card brings in — {player} ({card})."
    ).format(player=d._name(seat, lang), card=card_name(top, lang))
    same = [s for s in hand.seats if s != seat and hand.up_cards(s)[0].rank == top.rank]
    if same:
        cards = {s: card_name(hand.up_cards(s)[0], lang) for s in same}
        text += " " + t.npgettext(
            "drill",
            "The same rank is also showing for {others}, so the suit decides "
            "(C: {order}).",
            "The same rank is also showing for {others}, so the suit decides "
            "(C: {order}).",
            len(same),
        ).format(
            **seat_list_fields("others", same, d._names(lang), lang, cards),
            order=_suit_order(hand.variant, lang),
        )
    return text


def _explain_first_to_act(d: Drill, lang: str | None) -> str:
    t = translations(lang)
    hand, seat = d.stud_hand, d.seat
    live = [s for s in hand.deal_order if s not in hand.folded]

    def key(s: int) -> tuple[object, ...]:
        return visible_key(hand.up_cards(s), hand.variant, live.index(s))

    best = max(live, key=key)
    text = t.pgettext(
        "drill",
        "A7: in betting rounds 2 to 4 the best visible hand acts first — {player} "
        "with {cards}.",
    ).format(player=d._name(best, lang), cards=_cards_text(hand.up_cards(best)))
    equal = [s for s in live if s != best and key(s)[:2] == key(best)[:2]]
    if equal:
        others = seat_list_fields(
            "others",
            equal,
            d._names(lang),
            lang,
            {s: _cards_text(hand.up_cards(s)) for s in equal},
        )
        if hand.variant.first_to_act_tie is FirstToActTie.SUIT_OF_HIGHEST_CARD:
            text += " " + t.npgettext(
                "drill",
                "An equal visible hand: {others}; the suit of the highest card "
                "decides (C: {order}).",
                "Equal visible hands: {others}; the suit of the highest card "
                "decides (C: {order}).",
                len(equal),
            ).format(**others, order=_suit_order(hand.variant, lang))
        else:
            text += " " + t.npgettext(
                "drill",
                "An equal visible hand: {others}; the player nearer the dealer's "
                "left acts first.",
                "Equal visible hands: {others}; the player nearest the dealer's "
                "left acts first.",
                len(equal),
            ).format(**others)
    if best != seat:
        text += " " + t.pgettext(
            "drill",
            "That player is all in, so the next player with chips acts: {player}.",
        ).format(player=d._name(seat, lang))
    return text


def _fields(d: Drill, lang: str | None, **seats: int) -> dict[str, str]:
    """Format fields naming each seat, in every grammatical case
    (:func:`~americana.text.player_names.name_fields`)."""
    fields: dict[str, str] = {}
    for key, seat in seats.items():
        fields |= name_fields(key, d._name(seat, lang), lang)
    return fields


def _explain_opener(d: Drill, lang: str | None) -> str:
    """D5, E3: the dealer's left speaks first; E7: jacks or better to open."""
    t = translations(lang)
    hand = d.hand
    if not getattr(d.variant, "openers", False):
        rule = "D5" if d.variant.split_rule == "D8" else "E3"
        return t.pgettext(
            "drill",
            "{rule}: the first player left of the dealer ({dealer}) speaks first "
            "and may open — {player}.",
        ).format(rule=rule, **_fields(d, lang, dealer=hand.button, player=d.seat))
    if d.seat == NOBODY:
        return t.pgettext(
            "drill",
            "E7: nobody holds a pair of jacks or better, so nobody may open; the "
            "antes stay in the pot for the next deal.",
        )
    return t.pgettext(
        "drill",
        "E7: only a pair of jacks or better may open. Going round from the "
        "dealer's left ({dealer}), the first player who holds one is {player} "
        "({hand}).",
    ).format(
        hand=_hand_text(d, d.seat, lang),
        **_fields(d, lang, dealer=hand.button, player=d.seat),
    )


def _explain_after_draw(d: Drill, lang: str | None) -> str:
    """D7: the dealer's left again; E5: the last raiser, else the opener."""
    t = translations(lang)
    hand = d.hand
    rule = getattr(d.variant, "round_two_opener", RoundTwoOpener.DEALER_LEFT)
    round_one = [e for e in hand.events if e.betting_round == 1 and e.seat is not None]
    raises = [e.seat for e in round_one if e.kind is E.RAISE and e.seat is not None]
    bets = [e.seat for e in round_one if e.kind is E.BET and e.seat is not None]
    if rule is RoundTwoOpener.DEALER_LEFT:
        text = t.pgettext(
            "drill",
            "D7: after the draw the first player still in the hand left of the "
            "dealer ({dealer}) speaks first — {player}.",
        ).format(**_fields(d, lang, dealer=hand.button, player=d.seat))
        return text
    if raises:
        named = raises[-1]
        text = t.pgettext(
            "drill",
            "E5: the last player to raise before the draw speaks first — {player}.",
        ).format(**_fields(d, lang, player=named))
    elif bets:
        named = bets[0]
        text = t.pgettext(
            "drill",
            "E5: nobody raised before the draw, so the opener speaks first — {player}.",
        ).format(**_fields(d, lang, player=named))
    else:
        named = d.seat
        text = t.pgettext(
            "drill",
            "E5: nobody bet before the draw, so the first player still in the hand "
            "left of the dealer ({dealer}) speaks first — {player}.",
        ).format(**_fields(d, lang, dealer=hand.button, player=named))
    if named != d.seat:
        text += " " + t.pgettext(
            "drill",
            "That player cannot act (folded or all in), so the next player on "
            "the left with chips speaks first: {player}.",
        ).format(**_fields(d, lang, player=d.seat))
    return text


def _explain_show_first(d: Drill, lang: str | None) -> str:
    """A10 in stud; D7, E6 in draw poker."""
    return _SHOW_FIRST[d.hand.game](d, lang)


def _explain_stud_show_first(d: Drill, lang: str | None) -> str:
    """A10: the last bettor or raiser of round 4, else left of the dealer."""
    t = translations(lang)
    hand = d.hand
    last = [
        e
        for e in hand.events
        if e.betting_round == 4 and e.kind in (E.BET, E.RAISE, E.COMPLETE)
    ]
    if last:
        return (
            t.pgettext(
                "drill",
                "A10: the last player to bet or raise in the last betting round "
                "shows first — {player}.",
            ).format(player=d._name(d.seat, lang))
            + " "
            + _last_bet(d, last[-1], lang)
        )
    return t.pgettext(
        "drill",
        "A10: nobody bet in the last betting round, so the first player still "
        "in the hand left of the dealer ({dealer}) shows first — {player}.",
    ).format(dealer=d._name(hand.button, lang), player=d._name(d.seat, lang))


def _last_bet(d: Drill, event: Event, lang: str | None) -> str:
    """The round's last bet or raise, whose it was and its amount (A10, E6)."""
    t = translations(lang)
    fields = seat_fields("player", event.seat or 0, d._names(lang), lang)
    total = format_chips(event.total or event.amount or 0, lang)
    if event.kind is E.RAISE:
        text = t.pgettext(
            "drill", "The last raise of that round was {player}'s, to {total}."
        )
    else:
        text = t.pgettext(
            "drill", "The last bet of that round was {player}'s: {total}."
        )
    return text.format(**fields, total=total)


def _explain_draw_show_first(d: Drill, lang: str | None) -> str:
    """D7, E6: the last bettor or raiser after the draw, else who spoke first."""
    t = translations(lang)
    hand = d.hand
    round_two = [e for e in hand.events if e.betting_round == 2 and e.seat is not None]
    bets = [e for e in round_two if e.kind in (E.BET, E.RAISE)]
    if bets:
        return (
            t.pgettext(
                "drill",
                "D7, E6: the last player to bet or raise after the draw shows "
                "first — {player}.",
            ).format(player=d._name(d.seat, lang))
            + " "
            + _last_bet(d, bets[-1], lang)
        )
    if round_two:
        return t.pgettext(
            "drill",
            "D7, E6: nobody bet after the draw, so the player who spoke first in "
            "that round shows first — {player}.",
        ).format(player=d._name(d.seat, lang))
    return t.pgettext(
        "drill",
        "D7: there was no betting after the draw, so the first player still in "
        "the hand left of the dealer ({dealer}) shows first — {player}.",
    ).format(dealer=d._name(hand.button, lang), player=d._name(d.seat, lang))


#: Who shows first, explained by the rules of each game.
_SHOW_FIRST: dict[Game, Callable[[Drill, str | None], str]] = {
    Game.STUD: _explain_stud_show_first,
    Game.DRAW: _explain_draw_show_first,
}


def _explain_split(d: Drill, lang: str | None) -> str:
    t = translations(lang)
    hand = d.hand
    parts = []
    for index, pot in enumerate(hand.final_pots):
        awards = [a for a in hand.awards if a.pot_index == index]
        chips = format_chips(pot.amount, lang)
        players = seat_list_fields("players", pot.eligible, d._names(lang), lang)
        if index:
            head = t.pgettext(
                "drill",
                "{pot} ({chips}, for {players}; A12: only those who paid into it "
                "can win it)",
            ).format(pot=pot_name(index, lang), chips=chips, **players)
        else:
            head = t.pgettext("drill", "{pot} ({chips}, for {players})").format(
                pot=pot_name(index, lang), chips=chips, **players
            )
        reasons = {a.reason for a in awards}
        if reasons == {"uncontested"}:
            body = t.pgettext("drill", "{player} alone can win it.").format(
                player=d._name(awards[0].seat, lang)
            )
        elif "split" in reasons or "odd_chip" in reasons:
            body = _split_text(d, index, awards, lang)
        else:
            body = _winner_text(d, pot.eligible, awards[0].seat, lang)
        parts.append(f"{head}: {body}")
    if hand.carried:
        parts.append(carried_text(hand.carried, lang))
    return " ".join(parts) + (
        " " + t.pgettext("drill", "In all: {amounts}.").format(amounts=d.key_text(lang))
    )


def _hand_text(d: Drill, seat: int, lang: str | None) -> str:
    cards = d.hand.cards(seat)
    cards = tuple(c for c, _ in _sorted_cards(tuple((c, True) for c in cards), True))
    # The hand's ranking: a draw hand's depends on its deck (D3).
    category = evaluate(cards, d.hand.ranking).category
    return f"{_cards_text(cards)}, {_lower(category_name(category, lang))}"


def _winner_text(
    d: Drill, eligible: Sequence[int], winner: int, lang: str | None
) -> str:
    t = translations(lang)
    rule = d.variant.showdown_rule  # A11; the order of D2, D3; or E6's showdown
    text = t.pgettext("drill", "{player} wins with {hand} ({rule}).").format(
        player=d._name(winner, lang), hand=_hand_text(d, winner, lang), rule=rule
    )
    shown = {e.seat for e in d.hand.events if e.kind is E.HAND_SHOWN}
    others = [s for s in eligible if s != winner and s in shown]
    if not others or not d.variant.suits_break_ties:  # B3: stud, not B4 or draw
        return text
    # The runner-up: the best other hand shown, by the engine's own order.
    runner = max(others, key=d.hand.strength)
    hand = d.stud_hand  # suits break ties in stud only
    variant = hand.variant
    result = compare_showdown(hand.cards(winner), hand.cards(runner), variant)
    if result.decided_by in (Decider.SUIT_OF_HIGHEST_CARD, Decider.SUIT_OF_KICKER):
        mine, theirs = result.cards or (None, None)
        which = (
            t.pgettext("drill", "the highest card")
            if result.decided_by is Decider.SUIT_OF_HIGHEST_CARD
            else t.pgettext("drill", "the kicker")
        )
        if result.values[0].ranks == result.values[1].ranks:
            sentence = t.pgettext(
                "drill",
                "{other} has the same ranks ({hand}); B3: the suit of {which} "
                "decides, {card} against {other_card} (C: {order}).",
            )
        else:  # SUIT_OF_KICKER: the kicker's suit before its rank
            sentence = t.pgettext(
                "drill",
                "{other} has the same pair ranks ({hand}); B3: the suit of {which} "
                "decides, not its rank, {card} against {other_card} (C: {order}).",
            )
        text += " " + sentence.format(
            **seat_fields("other", runner, d._names(lang), lang),
            hand=_hand_text(d, runner, lang),
            which=which,
            card=card_name(mine, lang) if mine else "",
            other_card=card_name(theirs, lang) if theirs else "",
            order=_suit_order(variant, lang),
        )
    return text


def _split_text(d: Drill, index: int, awards: Sequence[Award], lang: str | None) -> str:
    t = translations(lang)
    winners = sorted({a.seat for a in awards if a.reason == "split"})
    odd = [a.seat for a in awards if a.reason == "odd_chip"]
    share = next((a.amount for a in awards if a.reason == "split"), 0)
    rule = d.variant.split_rule
    text = t.pgettext(
        "drill",
        "{players} have equal hands ({hand}) and split it ({rule}): {chips} each.",
    ).format(
        **seat_list_fields("players", winners, d._names(lang), lang),
        hand=_hand_text(d, winners[0], lang),
        rule=rule,
        chips=format_chips(share, lang),
    )
    if odd:
        text += " " + t.npgettext(
            "drill",
            "The odd chip goes to the first winner left of the dealer (A13): "
            "{players}.",
            "The odd chips go one each to the first winners left of the dealer "
            "(A13): {players}.",
            len(odd),
        ).format(**seat_list_fields("players", odd, d._names(lang), lang))
    return text


# -- a block of drills on a page -----------------------------------------------


@dataclass
class DrillBlock:
    """A page block's current drill and its score (right answers of asked)."""

    current: Drill | None = None
    right: int = 0
    asked: int = 0
    answered: bool = False

    def score(self) -> DrillScore:
        return {"right": self.right, "asked": self.asked}

    def score_text(self, lang: str | None = None) -> str:
        return (
            translations(lang)
            .npgettext(
                "drill",
                "{right} right of {asked} question",
                "{right} right of {asked} questions",
                self.asked,
            )
            .format(right=self.right, asked=self.asked)
        )

    def ask(self, kind: str, preset: str, seed: int, lang: str | None) -> DrillQuestion:
        """Deal a new drill (the previous one counts only if answered)."""
        self.current = drill(kind, preset, seed)
        self.answered = False
        d = self.current
        return {
            "ok": True,
            "seed": seed,
            "kind": kind,
            "preset": preset,
            "question": d.question(lang),
            "seats_html": d.seats_html(lang),
            "facts_html": d.facts_html(lang),
            "answer": d.answer_kind,
            "seats": [{"seat": s, "name": d._name(s, lang)} for s in d.candidates()],
            "pot": d.pot(),
            "score": self.score(),
            "score_text": self.score_text(lang),
        }

    def answer(
        self,
        *,
        seat: int | None = None,
        amounts: Mapping[str, int] | Mapping[int, int] | None = None,
        lang: str | None = None,
    ) -> DrillVerdict:
        """Mark an answer; only the first answer to a drill counts in the score.

        Raises:
            SetupError: no drill was asked (``"drill.none"``).
        """
        d = self.current
        if d is None:
            raise SetupError("drill.none", "no drill asked yet")
        given = {int(s): int(c) for s, c in (amounts or {}).items()}
        correct = d.is_right(seat, given)
        if not self.answered:
            self.asked += 1
            self.right += int(correct)
            self.answered = True
        t = translations(lang)
        verdict = (
            t.pgettext("drill", "Right.")
            if correct
            else t.pgettext("drill", "Not quite: the answer is {key}.").format(
                key=d.key_text(lang)
            )
        )
        return {
            "ok": True,
            "correct": correct,
            "verdict": verdict,
            "key": d.key
            if isinstance(d.key, int)
            else {str(s): c for s, c in d.key.items()},
            "explanation": d.explanation(lang),
            "score": self.score(),
            "score_text": self.score_text(lang),
        }


def kind_label(kind: str, lang: str | None = None) -> str:
    """The kind of drill as a short question ("Who shows first?").

    Raises:
        SetupError: an unknown kind (``"drill.unknown"``).
    """
    labels = drill_questions(lang)
    if kind not in labels:
        raise SetupError("drill.unknown", f"no drill {kind!r}", kind=kind)
    return labels[kind]


def _tally(record: Mapping[str, object], kind: str) -> tuple[int, int]:
    """``(right, asked)`` of ``kind`` in a reader's record; bad entries are 0."""
    entry = record.get(kind)
    if not isinstance(entry, Mapping):
        return 0, 0
    right, asked = entry.get("right"), entry.get("asked")
    if not (isinstance(right, int) and isinstance(asked, int)):
        return 0, 0
    asked = max(asked, 0)
    return min(max(right, 0), asked), asked


def pick_kind(
    kinds: Sequence[str], record: Mapping[str, object], seed: int | str
) -> str:
    """The next kind to ask in "practise what I missed" mode.

    Each kind is drawn with weight ``1 + 3 * missed`` (its wrong answers in
    the reader's ``record``, ``{kind: {"right": n, "asked": n}}``), so the
    kinds missed most come most often and none is left out. The same
    ``seed`` picks the same kind in CPython and in Pyodide.

    Raises:
        SetupError: no kind, or an unknown one (``"drill.unknown"``).
    """
    for kind in kinds:
        kind_label(kind)
    if not kinds:
        raise SetupError("drill.unknown", "no drill kinds", kind="")
    tallies = [_tally(record, kind) for kind in kinds]
    weights = [1 + 3 * (asked - right) for right, asked in tallies]
    return random.Random(f"pick:{seed}").choices(list(kinds), weights)[0]


def record_lines(
    kinds: Sequence[str], record: Mapping[str, object], lang: str | None = None
) -> list[dict[str, str]]:
    """The reader's running record, one line per kind asked at least once:
    ``{"kind", "label", "text"}`` ("Who shows first?", "3 right of 5
    questions"), in the order of ``kinds``."""
    t = translations(lang)
    lines = []
    for kind in kinds:
        right, asked = _tally(record, kind)
        if not asked:
            continue
        text = t.npgettext(
            "drill",
            "{right} right of {asked} question",
            "{right} right of {asked} questions",
            asked,
        ).format(right=right, asked=asked)
        lines.append({"kind": kind, "label": kind_label(kind, lang), "text": text})
    return lines


def start_drill(
    block: object, *, kind: str, preset: str, seed: int | None, lang: str | None
) -> tuple[DrillBlock, DrillQuestion]:
    """The block (kept, or new) and the reply to a ``drill`` request.

    A ``seed`` of ``None`` picks one at random.
    """
    if not isinstance(block, DrillBlock):
        block = DrillBlock()
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    return block, block.ask(kind, preset, seed, lang)
