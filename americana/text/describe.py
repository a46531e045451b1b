"""The sentences of a hand's log: :func:`describe` turns an event into words.

:mod:`americana.play.events` records what happened as data, and what each kind
of event means (``kind.meaning``: the chips it moves, the cards it shows);
this module only says it, in the reader's language through the ``americana``
catalog, for stud and draw events alike. Player names are data: they are
passed in and never translated
(:func:`~americana.text.player_names.player_name` calls a seat without one
"Seat n").
"""

from __future__ import annotations

from collections.abc import Mapping

from americana.hands.ranking import Category
from americana.play.events import (
    ChipMove,
    Event,
    EventKind,
    shown_cards,
)
from americana.text.i18n import Catalog, format_chips, translations
from americana.text.names import card_name, category_name, pot_name
from americana.text.player_names import name_fields, player_name

__all__ = ["describe"]

E = EventKind


def describe(
    event: Event, lang: str | None = None, names: Mapping[int, str] | None = None
) -> str:
    """The event as one sentence, e.g. "Ann raises to 8 chips."

    Stud and draw events alike. The sentence names only what the event shows
    everyone (:func:`~americana.play.events.shown_cards`): a card dealt face
    down is never named.

    Args:
        event: the event.
        lang: ``"en"``, ``"pl"``, ``"ru"`` or ``"es"``; default: the language in force.
        names: seat -> player name; a seat without a name is called "Seat n".

    Example:
        >>> from americana.play.scripting import stud_deck
        >>> from americana.play.stud import Hand
        >>> from americana.rules.variants import VARIANTS
        >>> deck = stud_deck({0: "9C KH", 1: "10D KS"}, button=1)
        >>> polish = VARIANTS["americana-pl"]
        >>> hand = Hand(variant=polish, stacks=[20, 20], button=1, deck=deck)
        >>> names = {0: "Ann", 1: "Bob"}
        >>> describe(hand.events[0], "en", names)
        'Ann pays an ante of 1 chip.'
        >>> describe(hand.events[2], "en", names)  # the hole card is not named
        'Ann is dealt a card face down.'
        >>> describe(hand.events[4], "pl", names)
        'Ann dostaje odkrytą kartę: król kier.'
    """
    if event.kind is E.POTS_FORMED:
        return _pots_formed(event.pots, lang)
    t = translations(lang)
    return _message(event, t).format(**_fields(event, lang, names, t))


def _fields(
    event: Event, lang: str | None, names: Mapping[int, str] | None, t: Catalog
) -> dict[str, object]:
    """The values a sentence may name, read from the event and its meaning."""
    meaning = event.kind.meaning
    player = player_name(event.seat, names, lang) if event.seat is not None else ""
    shown = shown_cards(event)
    card = event.card if event.card is not None and event.card in shown else None
    won = meaning.chips is ChipMove.WON
    return {
        **name_fields("player", player, lang),
        # The chips the event moves; for a bet, a raise or a completion also
        # the "to" amount, which is how the sentence states it.
        "chips": format_chips(event.amount or 0, lang),
        "total": format_chips(event.total or 0, lang) if meaning.to_amount else "",
        "count": event.count or 0,
        "betting_round": event.betting_round,
        "card": card_name(card, lang) if card is not None else "",
        "cards": " ".join(c.symbol for c in shown) if meaning.shows_cards else "",
        "category": _in_sentence(event.category, lang),
        "pot": pot_name(event.pot_index or 0, lang) if won else "",
        "reason": _award_reason(event.reason, t) if won else "",
    }


def _message(event: Event, t: Catalog) -> str:
    """The catalog's sentence for the event's kind (rules A, D, E), unformatted."""
    kind, amount, count = event.kind, event.amount or 0, event.count or 0
    if kind is E.ANTE:
        return t.pgettext("event", "{player} pays an ante of {chips}.")
    if kind is E.CARD_DEALT and event.face_up:
        return t.pgettext("event", "{player} is dealt the {card} face up.")
    if kind is E.CARD_DEALT:
        return t.pgettext("event", "{player} is dealt a card face down.")
    if kind is E.BRING_IN and event.automatic:
        return t.pgettext(
            "event", "{player} has the bring-in of {chips} taken automatically."
        )
    if kind is E.BRING_IN:
        return t.pgettext("event", "{player} brings in for {chips}.")
    if kind is E.COMPLETE:
        return t.pgettext(
            "event", "{player} opens for {total} instead of the bring-in."
        )
    if kind is E.CHECK:
        return t.pgettext("event", "{player} checks.")
    if kind is E.BET:
        return t.pgettext("event", "{player} bets {total}.")
    if kind is E.CALL:
        return t.pgettext("event", "{player} calls {chips}.")
    if kind is E.RAISE:
        return t.pgettext("event", "{player} raises to {total}.")
    if kind is E.FOLD:
        return t.pgettext("event", "{player} folds.")
    if kind is E.ALL_IN:
        return t.pgettext("event", "{player} is all in.")
    if kind is E.BET_RETURNED:
        return t.pgettext(
            "event", "{player} takes back the uncalled part of the bet: {chips}."
        )
    if kind is E.ROUND_END:
        return t.pgettext("event", "Betting round {betting_round} is over.")
    if kind is E.HAND_SHOWN:
        return t.pgettext("event", "{player} shows {cards}: {category}.")
    if kind is E.HAND_MUCKED:
        return t.pgettext("event", "{player} mucks without showing.")
    if kind is E.POT_AWARDED:
        return t.pgettext("event", "{pot}: {player} wins {chips} ({reason}).")
    if kind is E.CHIPS_CARRIED:
        return t.npgettext(
            "event",
            "{chips} stays in the middle for the next hand.",
            "{chips} stay in the middle for the next hand.",
            amount,
        )
    if kind is E.DRAW and count == 0:
        return t.pgettext("event", "{player} stands pat.")
    if kind is E.DRAW:
        return t.npgettext(
            "event",
            "{player} discards {count} card and draws {count} new one.",
            "{player} discards {count} cards and draws {count} new ones.",
            count,
        )
    if kind is E.STOCK_RESHUFFLED and event.card is not None:
        return t.npgettext(
            "event",
            "The stock runs short: its last card is shuffled with the discards "
            "into a new stock of {count} card.",
            "The stock runs short: its last card is shuffled with the discards "
            "into a new stock of {count} cards.",
            count,
        )
    if kind is E.STOCK_RESHUFFLED:
        return t.npgettext(
            "event",
            "The stock is used up: {count} discarded card is shuffled into a "
            "new stock.",
            "The stock is used up: {count} discarded cards are shuffled into a "
            "new stock.",
            count,
        )
    if kind is E.PASS_OUT:
        return t.npgettext(
            "event",
            "Nobody opens: {chips} stays in the pot for the next deal.",
            "Nobody opens: {chips} stay in the pot for the next deal.",
            amount,
        )
    if kind is E.OPENERS_SHOWN and event.reason == "false_opener":
        return t.pgettext(
            "event", "{player} opened without openers ({cards}): the hand is dead."
        )
    if kind is E.OPENERS_SHOWN:
        return t.pgettext("event", "{player} proves the openers: {cards}, {category}.")
    if kind is E.FIRST_DEALER:
        return t.pgettext(
            "event", "{player} gets the first jack, the {card}, and deals first."
        )
    raise ValueError(f"unknown event kind {kind!r}")  # pragma: no cover


def _pots_formed(pots: tuple[int, ...], lang: str | None) -> str:
    """ "There are 40 chips in the pot." or "Main pot: 40 chips; side pot 1: ..." """
    t = translations(lang)
    if len(pots) == 1:
        text = t.npgettext(
            "event",
            "There is {chips} in the pot.",
            "There are {chips} in the pot.",
            pots[0],
        )
        return text.format(chips=format_chips(pots[0], lang))
    parts = [
        t.pgettext("event", "{pot}: {chips}").format(
            pot=pot_name(i, lang), chips=format_chips(amount, lang)
        )
        for i, amount in enumerate(pots)
    ]
    # One sentence: after a semicolon the next pot's name goes on in lower
    # case ("Main pot: 40 chips; side pot 1: 45 chips.").
    parts[1:] = [part[:1].lower() + part[1:] for part in parts[1:]]
    return "; ".join(parts) + "."


def _award_reason(reason: str | None, t: Catalog) -> str:
    """Why a pot was awarded, in words; an unknown reason as given."""
    words = {
        "best_hand": t.pgettext("award", "best hand"),
        "split": t.pgettext("award", "split pot"),
        "odd_chip": t.pgettext("award", "odd chip"),
        "uncontested": t.pgettext("award", "uncontested"),
    }
    return words.get(reason or "", reason or "")


def _in_sentence(category: Category | None, lang: str | None) -> str:
    """The category's name inside a sentence: lower case after the colon.

    ``category_name`` is capitalised for headings and tables; after a colon
    in the middle of a sentence Polish, Russian and Spanish (and English)
    continue in lower case: "pokazuje K♠ K♥ 8♦ 9♣ 10♦: para."
    """
    if category is None:
        return ""
    name = category_name(category, lang)
    return name[:1].lower() + name[1:]
