"""Why a hand was won, in words: the hands shown and the comparison that decided.

Two readers of one text. The ranking explorer's verdict tables
(:mod:`americana.views.render.comparison`) say what decided between two
hands with :func:`decision_text`; the live table
(:class:`americana.views.session.play_session.PlaySession`) says, at the
showdown and once the pots are paid, each hand shown and, pot by pot, who won
it and why (:func:`showdown_text`), with the same decision sentence.

Nothing is decided here: the winners are the engine's awards
(``hand.awards``, the ``POT_AWARDED`` events), the pots its ``final_pots``
(A12), and the decision is
:func:`~americana.hands.showdown.compare_showdown` between the winner and
the best losing hand shown, under the hand's rules: the variant's where the
suits can break a tie (``variant.suits_break_ties``, B3), else the hand's
ranking (B4, draw poker). The rule numbers come from the variant
(``showdown_rule``, ``split_rule``, ``odd_chip``) and the ranking (B1, D2,
D3, E8). Mucked hands are never named (A10). Numpy-free: the in-browser
engine runs it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol

from babel.lists import format_list

from americana.cards import Card, Suit
from americana.hands.ranking import Ranking
from americana.hands.showdown import (
    Comparison,
    Decider,
    ShowdownRules,
    compare_showdown,
)
from americana.play.draw import DrawHand
from americana.play.events import EventKind
from americana.play.pots import Award, Pot
from americana.play.stud import Hand
from americana.rules.variants import OddChip
from americana.text.describe import describe
from americana.text.i18n import (
    checked_language,
    format_chips,
    get_language,
    translations,
)
from americana.text.names import category_name, pot_name, suit_name
from americana.text.player_names import CASE_SUFFIXES, decline, player_name

__all__ = [
    "SuitedRules",
    "carried_text",
    "decision_text",
    "names_fields",
    "ranking_rule",
    "showdown_text",
]

E = EventKind


class SuitedRules(ShowdownRules, Protocol):
    """The rules of a showdown whose ties the suits may break (B3), with the
    rule numbers to cite: a stud :class:`~americana.rules.variants.Variant`
    is one, structurally; its suit order is rule C."""

    @property
    def suit_order(self) -> tuple[Suit, ...]: ...

    @property
    def showdown_rule(self) -> str: ...

    @property
    def split_rule(self) -> str: ...


def _symbol(card: Card) -> str:
    return card.symbol


def _plain(text: str) -> str:
    return text


def ranking_rule(ranking: Ranking) -> str:
    """The rule that orders the categories of ``ranking``: B1 (Americana), D2
    (classic), D3 (by rarity), E8 (with a joker); else the ranking's name."""
    if ranking.joker is not None:
        return "E8"
    if ranking.name == "americana":
        return "B1"
    if ranking.name.startswith("classic"):
        return "D2"
    if ranking.name.startswith("rarity"):
        return "D3"
    return ranking.name


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def decision_text(
    result: Comparison,
    rules: SuitedRules | Ranking,
    lang: str | None = None,
    *,
    best_rule: str | None = None,
    split_rule: str | None = None,
    card: Callable[[Card], str] = _symbol,
    markup: Callable[[str], str] = _plain,
) -> str:
    """What decided between two hands, as one sentence with its rule.

    "The suit of the kicker decides, not its rank (B3): 9♥ beats 10♠ (suit
    order: Hearts > Diamonds > Clubs > Spades)." The winner's card or
    category comes first (the first hand's on a split).

    Args:
        result: the engine's comparison
            (:func:`~americana.hands.showdown.compare_showdown`).
        rules: what it was compared under: a stud variant (its suit order is
            named when a suit decides, B3, C) or a bare ranking (suits never
            count).
        lang: the language.
        best_rule, split_rule: the rules to cite for ranks and kickers and
            for equal hands; default the variant's ``showdown_rule`` and
            ``split_rule`` (A11; B4), or for a bare ranking the rule of its
            order (:func:`ranking_rule`: A11 for Americana's).
        card: how a card is written (default its symbol, ``"9♥"``; the
            explorer gives an image).
        markup: applied to every piece of text (the explorer escapes HTML).

    Returns:
        The sentence, the cards as ``card`` writes them.
    """
    t = translations(lang)
    decider = result.decided_by
    bare = isinstance(rules, Ranking)
    ranking = rules if isinstance(rules, Ranking) else rules.ranking
    order_rule = ranking_rule(ranking)
    if best_rule is None:
        if isinstance(rules, Ranking):
            best_rule = "A11" if order_rule == "B1" else order_rule
        else:
            best_rule = rules.showdown_rule
    if decider is Decider.SPLIT:
        if bare and split_rule is None:
            return markup(
                t.pgettext("decider", "Same category and ranks; suits do not count")
            )
        if split_rule is None and not isinstance(rules, Ranking):
            split_rule = rules.split_rule
        return markup(
            t.pgettext("decider", "Equal hands split the pot ({rule}).").format(
                rule=split_rule
            )
        )
    winner_first = result.winner != 1
    if decider is Decider.CATEGORY:
        names = [_lower(category_name(v.category, lang)) for v in result.values]
        first, second = names if winner_first else names[::-1]
        return markup(
            t.pgettext(
                "decider", "The category decides ({rule}): {first} beats {second}."
            )
        ).format(rule=order_rule, first=markup(first), second=markup(second))
    cards = result.cards
    if decider in (Decider.RANKS, Decider.KICKER):
        if decider is Decider.RANKS:
            template = t.pgettext(
                "decider", "The ranks decide ({rule}): {first} beats {second}."
            )
            short = t.pgettext("decider", "The ranks decide ({rule}).")
        else:
            template = t.pgettext(
                "decider", "A kicker decides ({rule}): {first} beats {second}."
            )
            short = t.pgettext("decider", "A kicker decides ({rule}).")
        if cards is None:  # a joker's rank with no card behind it (E8)
            return markup(short.format(rule=best_rule))
        first_card, second_card = cards if winner_first else cards[::-1]
        return markup(template).format(
            rule=best_rule, first=card(first_card), second=card(second_card)
        )
    # B3: a suit decides; the variant's suit order (C).
    if decider is Decider.SUIT_OF_HIGHEST_CARD:
        template = t.pgettext(
            "decider",
            "The suit of the highest card decides ({rule}): {first} beats {second}",
        )
    elif result.values[0].ranks == result.values[1].ranks:
        template = t.pgettext(
            "decider", "The suit of the kicker decides ({rule}): {first} beats {second}"
        )
    else:  # SUIT_OF_KICKER before the kickers' ranks (B3's worked example)
        template = t.pgettext(
            "decider",
            "The suit of the kicker decides, not its rank ({rule}): {first} beats "
            "{second}",
        )
    if cards is None:  # pragma: no cover - a suit decides between two cards
        return markup(template.format(rule="B3", first="", second=""))
    first_card, second_card = cards if winner_first else cards[::-1]
    text = markup(template).format(
        rule="B3", first=card(first_card), second=card(second_card)
    )
    if not isinstance(rules, Ranking):
        order = " > ".join(suit_name(s, lang) for s in rules.suit_order)
        note = t.pgettext("decider", "suit order: {order}").format(order=order)
        text += markup(f" ({note})")
    return text + markup(".")


def names_fields(
    key: str, names: Sequence[str], lang: str | None = None
) -> dict[str, str]:
    """Format fields for a list of names, "Ann and Bob", in every case.

    ``{key}`` is the list in the nominative ("Ania i Bartek"), ``{key_gen}``
    and the other suffixes of
    :data:`~americana.text.player_names.CASE_SUFFIXES` each name declined
    ("Ani i Bartka"), joined as the language joins a list (CLDR, through
    Babel).
    """
    locale = checked_language(lang or get_language())
    fields = {key: format_list(list(names), locale=locale)}
    for suffix in CASE_SUFFIXES:
        declined = [decline(n, suffix, lang) for n in names]
        fields[f"{key}_{suffix}"] = format_list(declined, locale=locale)
    return fields


def _fields(
    key: str, seat: int, names: Mapping[int, str] | None, lang: str | None
) -> dict[str, str]:
    return names_fields(key, [player_name(seat, names, lang)], lang)


def _seats_fields(
    key: str, seats: Iterable[int], names: Mapping[int, str] | None, lang: str | None
) -> dict[str, str]:
    return names_fields(key, [player_name(s, names, lang) for s in seats], lang)


def showdown_text(
    hand: Hand | DrawHand,
    names: Mapping[int, str] | None = None,
    lang: str | None = None,
) -> list[str]:
    """Why the hand was won: the hands shown, then each pot, in sentences.

    During the showdown: the hands shown so far (the log's own sentences).
    Once the hand is over: those, then for each pot who could win it (when
    there are side pots, A12), who won it against the best losing hand shown
    and what decided (:func:`decision_text`: B1, A11, B3; D2, D3, E6, E8 in
    draw poker), a split (B4, A11, D8, E6) and its odd chip (A13, or D8:
    carried), a pot nobody else still in paid into (A12), or a hand won
    because everybody else folded (no showdown). Mucked hands are not named
    (A10). A hand passed out (E7) or still being bet has nothing to say.

    Args:
        hand: a stud or draw hand, finished or at its showdown.
        names: seat -> name ("Seat n" for a seat without one).
        lang: the language.

    Returns:
        The sentences, possibly none.
    """
    shown = [e for e in hand.events if e.kind is E.HAND_SHOWN and e.seat is not None]
    out = [describe(e, lang, names) for e in shown]
    if not hand.finished or hand.passed_out:
        return out
    t = translations(lang)
    awards = hand.awards
    if not shown:
        won: dict[int, int] = {}
        for award in awards:
            won[award.seat] = won.get(award.seat, 0) + award.amount
        for seat, chips in won.items():
            out.append(
                t.pgettext(
                    "why",
                    "Everyone else folded: {player} wins {chips} without a showdown.",
                ).format(
                    **_fields("player", seat, names, lang),
                    chips=format_chips(chips, lang),
                )
            )
        return out
    dead = {
        e.seat
        for e in hand.events
        if e.kind is E.OPENERS_SHOWN and e.reason == "false_opener"
    }
    seen = {e.seat for e in shown}
    pots = hand.final_pots
    for index, pot in enumerate(pots):
        paid = [a for a in awards if a.pot_index == index]
        if not paid:
            continue
        line = _pot_text(hand, index, pot, paid, seen, dead, len(pots), names, lang)
        out.append(line)
    return out


def _pot_text(
    hand: Hand | DrawHand,
    index: int,
    pot: Pot,
    paid: Sequence[Award],
    seen: set[int | None],
    dead: set[int | None],
    pot_count: int,
    names: Mapping[int, str] | None,
    lang: str | None,
) -> str:
    """One pot: who could win it (A12), who won it, and why."""
    t = translations(lang)
    variant = hand.variant
    head = {
        "pot": pot_name(index, lang),
        "chips": format_chips(pot.amount, lang),
    }
    eligible = [s for s in pot.eligible if s not in dead]
    parts: list[str] = []
    if len(eligible) == 1:
        return t.pgettext(
            "why",
            "{pot} ({chips}) goes to {player}: nobody else still in the hand "
            "paid into it (A12).",
        ).format(**head, **_fields("player", eligible[0], names, lang))
    if pot_count > 1:
        parts.append(
            t.pgettext("why", "{pot} ({chips}): {players} can win it (A12).").format(
                **head, **_seats_fields("players", eligible, names, lang)
            )
        )
        head_done = True
    else:
        head_done = False
    winners = sorted({a.seat for a in paid if a.reason in ("best_hand", "split")})
    if len(winners) == 1:
        winner = winners[0]
        losers = [s for s in eligible if s != winner and s in seen]
        if not losers:  # everybody else mucked (A10)
            template = (
                t.pgettext(
                    "why",
                    "{player} wins it; the others give up without showing (A10).",
                )
                if head_done
                else t.pgettext(
                    "why",
                    "{pot} ({chips}): {player} wins; the others give up without "
                    "showing (A10).",
                )
            )
            parts.append(
                template.format(**head, **_fields("player", winner, names, lang))
            )
            return " ".join(parts)
        loser = max(losers, key=hand.strength)
        template = (
            t.pgettext("why", "{winner} beats {loser}.")
            if head_done
            else t.pgettext("why", "{pot} ({chips}): {winner} beats {loser}.")
        )
        parts.append(
            template.format(
                **head,
                **_fields("winner", winner, names, lang),
                **_fields("loser", loser, names, lang),
            )
        )
        parts.append(_decision(hand, winner, loser, lang))
        return " ".join(parts)
    share = next((a.amount for a in paid if a.reason == "split"), 0)
    template = (
        t.pgettext("why", "{players} have equal hands and split it, {share} each.")
        if head_done
        else t.pgettext(
            "why",
            "{pot} ({chips}): {players} have equal hands and split it, {share} each.",
        )
    )
    parts.append(
        template.format(
            **head,
            **_seats_fields("players", winners, names, lang),
            share=format_chips(share, lang),
        )
    )
    parts.append(_decision(hand, winners[0], winners[1], lang))
    odd = [a.seat for a in paid if a.reason == "odd_chip"]
    if odd:
        if variant.odd_chip is OddChip.LEFT_OF_BUTTON:
            sentence = t.npgettext(
                "why",
                "The odd chip goes to the first winner left of the dealer (A13): "
                "{players}.",
                "The odd chips go one each to the first winners left of the "
                "dealer (A13): {players}.",
                len(odd),
            )
        else:
            sentence = t.npgettext(
                "why",
                "The odd chip goes to the winner with the lowest seat number: "
                "{players}.",
                "The odd chips go one each to the winners with the lowest seat "
                "numbers: {players}.",
                len(odd),
            )
        parts.append(sentence.format(**_seats_fields("players", odd, names, lang)))
    elif variant.odd_chip is OddChip.CARRY and pot.amount % len(winners):
        parts.append(carried_text(pot.amount % len(winners), lang))
    return " ".join(parts)


def carried_text(chips: int, lang: str | None = None) -> str:
    """The sentence for ``chips`` of a split pot left in the middle (rule D8),
    e.g. "D8: 1 chip that cannot be divided stays in the middle for the next
    deal." Shared by the reasons of a showdown and the drills' explanations."""
    return (
        translations(lang)
        .npgettext(
            "drill",
            "D8: {chips} that cannot be divided stays in the middle for the next deal.",
            "D8: {chips} that cannot be divided stay in the middle for the next deal.",
            chips,
        )
        .format(chips=format_chips(chips, lang))
    )


def _decision(hand: Hand | DrawHand, first: int, second: int, lang: str | None) -> str:
    """The deciding comparison between two seats' hands, by the hand's rules."""
    variant = hand.variant
    rules: SuitedRules | Ranking
    if variant.suits_break_ties:  # B3: a stud variant's suits and order (C)
        rules = Hand.cast(hand).variant
    else:  # B4, draw poker: the ranking alone
        rules = hand.ranking
    result: Comparison = compare_showdown(hand.cards(first), hand.cards(second), rules)
    return decision_text(
        result,
        rules,
        lang,
        best_rule=variant.showdown_rule,
        split_rule=variant.split_rule,
    )
