"""Every drill can be answered from what it shows (issue 19).

For every kind of every preset, in four languages, 50 drills are asked of the
bridge as the page asks them. A solver written here reads only the drill's
rendered HTML (the table, the list of what the answer depends on, the answer
buttons' names) and works the answer out with the rules: A5 and C (who brings
in), A7 (who acts first), A10, D7, E6 (who shows first), D5, E3, E7 (who may
open), D7, E5 (who speaks first after the draw), A12, A13, D8 (the split). It
never asks the drill for its key: the bridge's verdict on the solver's answer
must be "right". Hands are valued with the engine's evaluator and showdown
comparison (the hand ranking is not what these drills teach); which seat acts,
shows, opens or wins what is worked out here.

The words the solver reads (the dealer, the suits, the seat statuses, the
verbs of a bet and a raise) are written here as literals per language.
"""

from __future__ import annotations

import json
import random
import re
from html.parser import HTMLParser

import pytest

from americana.cards import parse_card
from americana.hands.evaluation import evaluate
from americana.hands.showdown import compare_showdown
from americana.rules.draw_variants import DRAW_VARIANTS
from americana.rules.variants import VARIANTS
from americana.text.i18n import LANGUAGES
from americana.views.browser.bridge import handle

DRILLS = 50
STUD = ("bring_in", "first_to_act", "show_first", "split")
DRAW = ("opener", "after_draw", "show_first", "split")
CASES = [(k, p) for k in STUD for p in sorted(VARIANTS)] + [
    (k, p) for k in DRAW for p in sorted(DRAW_VARIANTS)
]

NAMES = {
    "en": ("Ann", "Bob", "Cleo", "Dan", "Eve", "Finn"),
    "pl": ("Ania", "Bartek", "Celina", "Darek", "Ewa", "Filip"),
    "ru": ("Аня", "Борис", "Вера", "Дима", "Ева", "Фёдор"),
    "es": ("Ana", "Beto", "Clara", "Dani", "Eva", "Félix"),
}
DEALER = {"en": "Dealer:", "pl": "Rozdający:", "ru": "Дилер:", "es": "Repartidor:"}
#: The suits' names, lower case, as the order of the suits lists them (C).
SUITS = {
    "en": {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"},
    "pl": {"pik": "S", "kier": "H", "karo": "D", "trefl": "C"},
    "ru": {"пики": "S", "червы": "H", "бубны": "D", "трефы": "C"},
    "es": {"picas": "S", "corazones": "H", "diamantes": "D", "tréboles": "C"},
}
FOLDED = {"en": "folded", "pl": "pas", "ru": "фолд", "es": "se retiró"}
ALL_IN = {"en": "all in", "pl": "all-in", "ru": "олл-ин", "es": "all-in"}
BETS = {"en": " bets ", "pl": " stawia ", "ru": " делает ставку", "es": " apuesta "}
RAISES = {"en": " raises ", "pl": " podbija", "ru": " повышает", "es": " sube a "}
SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


class _Page(HTMLParser):
    """The seats' rows (name, cards as shown, status) and the facts' items."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[dict] = []
        self.facts: dict[str, str] = {}
        self.lines: dict[str, list[str]] = {}
        self._cell: str | None = None
        self._fact: str | None = None
        self._line: list[str] | None = None
        self._card: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = a.get("class") or ""
        if tag == "tr" and self._in_table():
            self.rows.append({"name": "", "cards": [], "status": ""})
        if tag == "td" and self.rows:
            self._cell = next(
                (c for c in ("player", "cards", "status") if f"americana-{c}" in cls),
                None,
            )
        if tag == "span" and self._cell == "cards" and a.get("role") == "img":
            self._card = []
        if tag == "li" and "data-fact" in a:
            self._fact = a["data-fact"]
            self.facts[self._fact] = ""
            self.lines[self._fact] = []
        elif tag == "li" and self._fact:
            self._line = []

    def _in_table(self) -> bool:
        return True

    def handle_endtag(self, tag):
        if tag == "td":
            self._cell = None
        if tag == "span" and self._card is not None:
            self.rows[-1]["cards"].append("".join(self._card).strip())
            self._card = None
        if tag == "li" and self._line is not None:
            self.lines[self._fact].append("".join(self._line).strip())
            self._line = None
        elif tag == "li" and self._fact:
            self._fact = None

    def handle_data(self, data):
        if self._card is not None:
            self._card.append(data)
        elif self._cell == "player":
            self.rows[-1]["name"] += data
        elif self._cell == "status":
            self.rows[-1]["status"] += data
        if self._line is not None:
            self._line.append(data)
        elif self._fact:
            self.facts[self._fact] += data


class Screen:
    """What a reader sees of one drill, read from its HTML."""

    def __init__(self, reply: dict, lang: str) -> None:
        page = _Page()
        page.feed(reply["seats_html"])
        page.feed(reply["facts_html"])
        self.lang = lang
        names = NAMES[lang]
        rows = [r for r in page.rows if r["name"].strip()]
        self.seats = []
        self.cards: dict[int, list[str]] = {}
        self.folded: set[int] = set()
        self.all_in: set[int] = set()
        for row in rows:
            name = row["name"].replace("▶", "").strip()
            seat = names.index(name)
            self.seats.append(seat)
            self.cards[seat] = [c for c in row["cards"] if c and c != "?"]
            if FOLDED[lang] in row["status"]:
                self.folded.add(seat)
            if ALL_IN[lang] in row["status"]:
                self.all_in.add(seat)
        self.facts, self.lines = page.facts, page.lines
        dealer = self.facts["dealer"].removeprefix(DEALER[lang]).strip()
        self.dealer = names.index(dealer)
        self.answers = {s["name"]: s["seat"] for s in reply["seats"]}

    def around(self, start: int) -> list[int]:
        """Every seat clockwise, from ``start``."""
        n = len(self.seats)
        return [(start + i) % n for i in range(n)]

    def left_of_dealer(self) -> list[int]:
        return self.around(self.dealer + 1)

    def live(self) -> list[int]:
        return [s for s in self.left_of_dealer() if s not in self.folded]

    def suit_order(self) -> list[str]:
        text = self.facts["suits"].split(":", 1)[1]
        return [SUITS[self.lang][w.strip().lower()] for w in text.split(">")]

    def card(self, symbol: str):
        if symbol == "🃏":
            return parse_card("JK")
        return parse_card(symbol[:-1] + SYMBOLS[symbol[-1]])

    def actor(self, line: str) -> int:
        """The player a sentence of the round's list starts with."""
        names = NAMES[self.lang]
        return next(names.index(n) for n in names if line.startswith(n + " "))

    def put_in(self) -> dict[int, int]:
        out = {}
        for line in self.lines["put_in"]:
            name, rest = line.split(":", 1)
            if name.strip() in NAMES[self.lang]:
                out[NAMES[self.lang].index(name.strip())] = int(
                    re.search(r"\d+", rest).group()
                )
        return out


def _rank_key(screen: Screen, cards: list, order: list[str]):
    return max(
        (c.rank, -order.index(c.suit.letter)) for c in (screen.card(x) for x in cards)
    )


def solve_bring_in(screen: Screen, preset: str) -> int:
    """A5 and C: the highest up card, the order of the suits on screen."""
    order = screen.suit_order()
    return max(screen.seats, key=lambda s: _rank_key(screen, screen.cards[s], order))


def solve_first_to_act(screen: Screen, preset: str) -> int:
    """A7: the best visible hand; equal ones by the suit of the highest card
    (C) or, in the Russian preset, by the seat nearer the dealer's left; a
    player all in passes the turn on."""
    order = screen.suit_order()
    live = screen.live()

    def strength(seat: int) -> tuple:
        cards = [screen.card(x) for x in screen.cards[seat]]
        counts: dict[int, int] = {}
        for c in cards:
            counts[c.rank] = counts.get(c.rank, 0) + 1
        groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
        key = (tuple(n for _, n in groups), tuple(r for r, _ in groups))
        if preset != "americana-ru":
            top = max(c.rank for c in cards)
            suit = min(order.index(c.suit.letter) for c in cards if c.rank == top)
            return (*key, -suit, -live.index(seat))
        return (*key, -live.index(seat))

    best = max(live, key=strength)
    turn = live[live.index(best) :] + live[: live.index(best)]
    return next(s for s in turn if s not in screen.all_in)


def _bettors(screen: Screen) -> list[int]:
    lines = screen.lines.get("actions", [])
    return [
        screen.actor(x)
        for x in lines
        if BETS[screen.lang] in x + " " or RAISES[screen.lang] in x + " "
    ]


def solve_show_first(screen: Screen, preset: str) -> int:
    """A10: the last bet or raise of the last round, else the first player
    still in left of the dealer; D7, E6: else who spoke first after the draw."""
    bettors = _bettors(screen)
    if bettors:
        return bettors[-1]
    lines = screen.lines.get("actions", [])
    if preset in DRAW_VARIANTS and lines:
        return screen.actor(lines[0])
    return screen.live()[0]


def solve_after_draw(screen: Screen, preset: str) -> int:
    """D7: the dealer's left; E5: the last raiser, else the opener, else the
    dealer's left; a player who cannot act passes it on."""
    can_act = [s for s in screen.live() if s not in screen.all_in]
    if preset == "classic-pl":
        return can_act[0]
    lines = screen.lines["actions"]
    raises = [screen.actor(x) for x in lines if RAISES[screen.lang] in x + " "]
    bets = [screen.actor(x) for x in lines if BETS[screen.lang] in x + " "]
    named = raises[-1] if raises else bets[0] if bets else can_act[0]
    return next(s for s in screen.around(named) if s in can_act)


def solve_opener(screen: Screen, preset: str) -> int:
    """D5, E3: the dealer's left; E7 (the screen says jacks or better are
    needed): the first from the dealer's left who holds them, else nobody."""
    order = screen.left_of_dealer()
    if "openers" not in screen.facts:
        return order[0]
    ranking = DRAW_VARIANTS[preset].ranking_for(len(screen.seats))
    lowest = evaluate("JS JH 4C 3D 2C", ranking)
    for seat in order:
        cards = [screen.card(x) for x in screen.cards[seat]]
        if evaluate(cards, ranking) >= lowest:
            return seat
    return -1


def solve_split(screen: Screen, preset: str) -> dict[int, int]:
    """A12: a pot for each all-in level of the chips put in, each for those
    who paid up to it; the best hand of each wins it (equal hands split, B4,
    D8, E6; suits decide under B3); the odd chip to the first winner left of
    the dealer (A13), or left in the middle in classic draw (D8)."""
    put = screen.put_in()
    variant = VARIANTS.get(preset) or DRAW_VARIANTS[preset]
    hands = {s: [screen.card(x) for x in screen.cards[s]] for s in screen.seats}
    levels = sorted({put[s] for s in screen.all_in if s not in screen.folded})
    levels.append(max(put.values()))
    won = dict.fromkeys(screen.seats, 0)
    previous = 0
    for level in sorted(set(levels)):
        amount = sum(min(c, level) - min(c, previous) for c in put.values())
        eligible = [s for s in screen.live() if put[s] >= level]
        previous = level
        if not amount or not eligible:
            continue
        winners = _best(eligible, hands, variant, len(screen.seats))
        share, odd = divmod(amount, len(winners))
        for s in winners:
            won[s] += share
        if preset != "classic-pl":
            for s in [s for s in screen.left_of_dealer() if s in winners][:odd]:
                won[s] += 1
    return won


def _best(eligible, hands, variant, players):
    if variant.name in VARIANTS:
        best = [eligible[0]]
        for s in eligible[1:]:
            result = compare_showdown(hands[s], hands[best[0]], variant).winner
            if result == 0:
                best = [s]
            elif result is None:
                best.append(s)
        return best
    ranking = variant.ranking_for(players)
    values = {s: evaluate(hands[s], ranking) for s in eligible}
    top = max(values.values())
    return [s for s in eligible if values[s] == top]


SOLVERS = {
    "bring_in": solve_bring_in,
    "first_to_act": solve_first_to_act,
    "show_first": solve_show_first,
    "after_draw": solve_after_draw,
    "opener": solve_opener,
    "split": solve_split,
}


def ask(**request) -> dict:
    return json.loads(handle(json.dumps(request)))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("kind", "preset"), CASES)
def test_every_drill_can_be_answered_from_the_screen(kind, preset, lang):
    rng = random.Random(f"screen:{kind}:{preset}:{lang}")
    block = f"screen-{kind}-{preset}-{lang}"
    for _ in range(DRILLS):
        seed = rng.randrange(2**31)
        reply = ask(
            op="drill", block=block, lang=lang, kind=kind, preset=preset, seed=seed
        )
        assert reply["ok"], reply
        screen = Screen(reply, lang)
        answer = SOLVERS[kind](screen, preset)
        if isinstance(answer, dict):
            given = {"amounts": {str(s): c for s, c in answer.items()}}
        else:
            assert answer in screen.answers.values()
            given = {"seat": answer}
        verdict = ask(op="answer", block=block, lang=lang, **given)
        assert verdict["correct"], (seed, answer, verdict["explanation"])
