"""The sentences of a hand's log: :func:`describe` turns an event into words.

:mod:`americana.play.events` records what happened as data; this module says it
in the reader's language through the ``americana`` catalog, for stud and draw
events alike. Player names are data: they are passed in and never translated
(:func:`~americana.text.player_names.player_name` calls a seat without one
"Seat n").
"""

from __future__ import annotations

from collections.abc import Mapping

from americana.hands.ranking import Category
from americana.play.events import DrawEventKind, Event, EventKind
from americana.text.i18n import format_chips, translations
from americana.text.names import card_name, category_name
from americana.text.player_names import name_fields, player_name

__all__ = ["describe", "pot_name"]


def pot_name(index: int, lang: str | None = None) -> str:
    """ "Main pot" for ``0``, "Side pot 1" for ``1``, and so on."""
    t = translations(lang)
    if index == 0:
        return t.pgettext("pot", "Main pot")
    return t.pgettext("pot", "Side pot {n}").format(n=index)


def describe(
    event: Event, lang: str | None = None, names: Mapping[int, str] | None = None
) -> str:
    """The event as one sentence, e.g. "Ann raises to 8 chips."

    Args:
        event: the event.
        lang: ``"en"``, ``"pl"``, ``"ru"`` or ``"es"``; default: the language in force.
        names: seat -> player name; a seat without a name is called "Seat n".
            The face-down card is never named.
    """
    t = translations(lang)
    k = EventKind
    kind = event.kind
    player = player_name(event.seat, names, lang) if event.seat is not None else ""
    chips = format_chips(event.amount or 0, lang)
    total = format_chips(event.total or 0, lang)
    if isinstance(kind, DrawEventKind):
        return _describe_draw(event, lang, player, chips)
    if kind is k.ANTE:
        text = t.pgettext("event", "{player} pays an ante of {chips}.")
    elif kind is k.CARD_DEALT and event.face_up:
        text = t.pgettext("event", "{player} is dealt the {card} face up.")
    elif kind is k.CARD_DEALT:
        text = t.pgettext("event", "{player} is dealt a card face down.")
    elif kind is k.BRING_IN and event.automatic:
        text = t.pgettext(
            "event", "{player} has the bring-in of {chips} taken automatically."
        )
    elif kind is k.BRING_IN:
        text = t.pgettext("event", "{player} brings in for {chips}.")
    elif kind is k.COMPLETE:
        text = t.pgettext(
            "event", "{player} opens for {total} instead of the bring-in."
        )
    elif kind is k.CHECK:
        text = t.pgettext("event", "{player} checks.")
    elif kind is k.BET:
        text = t.pgettext("event", "{player} bets {total}.")
    elif kind is k.CALL:
        text = t.pgettext("event", "{player} calls {chips}.")
    elif kind is k.RAISE:
        text = t.pgettext("event", "{player} raises to {total}.")
    elif kind is k.FOLD:
        text = t.pgettext("event", "{player} folds.")
    elif kind is k.ALL_IN:
        text = t.pgettext("event", "{player} is all in.")
    elif kind is k.BET_RETURNED:
        text = t.pgettext(
            "event", "{player} takes back the uncalled part of the bet: {chips}."
        )
    elif kind is k.STREET_END:
        text = t.pgettext("event", "Betting round {street} is over.")
    elif kind is k.POTS_FORMED and len(event.pots) == 1:
        n = event.pots[0]
        text = t.npgettext(
            "event", "There is {chips} in the pot.", "There are {chips} in the pot.", n
        )
        return text.format(chips=format_chips(n, lang))
    elif kind is k.POTS_FORMED:
        parts = [
            t.pgettext("event", "{pot}: {chips}").format(
                pot=pot_name(i, lang), chips=format_chips(amount, lang)
            )
            for i, amount in enumerate(event.pots)
        ]
        # One sentence: after a semicolon the next pot's name goes on in
        # lower case ("Main pot: 40 chips; side pot 1: 45 chips.").
        parts[1:] = [part[:1].lower() + part[1:] for part in parts[1:]]
        return "; ".join(parts) + "."
    elif kind is k.HAND_SHOWN:
        text = t.pgettext("event", "{player} shows {cards}: {category}.")
    elif kind is k.HAND_MUCKED:
        text = t.pgettext("event", "{player} mucks without showing.")
    elif kind is k.POT_AWARDED:
        reason = {
            "best_hand": t.pgettext("award", "best hand"),
            "split": t.pgettext("award", "split pot"),
            "odd_chip": t.pgettext("award", "odd chip"),
            "uncontested": t.pgettext("award", "uncontested"),
        }.get(event.reason or "", event.reason or "")
        text = t.pgettext("event", "{pot}: {player} wins {chips} ({reason}).")
        return text.format(
            pot=pot_name(event.pot_index or 0, lang),
            **name_fields("player", player, lang),
            chips=chips,
            reason=reason,
        )
    elif kind is k.CHIPS_CARRIED:
        text = t.npgettext(
            "event",
            "{chips} stays in the middle for the next hand.",
            "{chips} stay in the middle for the next hand.",
            event.amount or 0,
        )
    else:  # pragma: no cover - every kind is handled above
        raise ValueError(f"unknown event kind {kind!r}")
    return text.format(
        **name_fields("player", player, lang),
        chips=chips,
        total=total,
        card=card_name(event.card, lang) if event.card else "",
        street=event.street,
        cards=" ".join(c.symbol for c in event.cards),
        category=_in_sentence(event.category, lang),
    )


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


def _describe_draw(event: Event, lang: str | None, player: str, chips: str) -> str:
    """The sentence for a :class:`DrawEventKind` (rule D6, E1, E4, E7)."""
    t = translations(lang)
    k = DrawEventKind
    kind = event.kind
    count = event.count or 0
    if kind is k.DRAW and count == 0:
        text = t.pgettext("event", "{player} stands pat.")
    elif kind is k.DRAW:
        text = t.npgettext(
            "event",
            "{player} discards {count} card and draws {count} new one.",
            "{player} discards {count} cards and draws {count} new ones.",
            count,
        )
    elif kind is k.STOCK_RESHUFFLED and event.card is not None:
        text = t.npgettext(
            "event",
            "The stock runs short: its last card is shuffled with the discards "
            "into a new stock of {count} card.",
            "The stock runs short: its last card is shuffled with the discards "
            "into a new stock of {count} cards.",
            count,
        )
    elif kind is k.STOCK_RESHUFFLED:
        text = t.npgettext(
            "event",
            "The stock is used up: {count} discarded card is shuffled into a "
            "new stock.",
            "The stock is used up: {count} discarded cards are shuffled into a "
            "new stock.",
            count,
        )
    elif kind is k.PASS_OUT:
        text = t.npgettext(
            "event",
            "Nobody opens: {chips} stays in the pot for the next deal.",
            "Nobody opens: {chips} stay in the pot for the next deal.",
            event.amount or 0,
        )
    elif kind is k.OPENERS_SHOWN and event.reason == "false_opener":
        text = t.pgettext(
            "event", "{player} opened without openers ({cards}): the hand is dead."
        )
    elif kind is k.OPENERS_SHOWN:
        text = t.pgettext("event", "{player} proves the openers: {cards}, {category}.")
    elif kind is k.FIRST_DEALER:
        text = t.pgettext(
            "event", "{player} gets the first jack, the {card}, and deals first."
        )
    else:  # pragma: no cover - every kind is handled above
        raise ValueError(f"unknown event kind {kind!r}")
    return text.format(
        **name_fields("player", player, lang),
        chips=chips,
        count=count,
        card=card_name(event.card, lang) if event.card else "",
        cards=" ".join(c.symbol for c in event.cards),
        category=_in_sentence(event.category, lang),
    )
