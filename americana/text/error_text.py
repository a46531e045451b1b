"""Why the engine refused: one sentence per error code, in the reader's language.

Every code of the registry :data:`americana.errors.ERROR_CODES` has a sentence
here: the rules of play (:class:`~americana.play.betting.ActionError` with a
code such as ``"raise.above_maximum"`` and the numbers behind it in
``params``), a hand or table that cannot be dealt
(:class:`~americana.play.betting.SetupError`), cards, decks, pots, variants
and the in-browser engine's requests. A reader gets the sentence for the
code, never the code; exception messages stay English, for developers. A
code unknown to the registry gets a general sentence.
A bad hand typed into the ranking explorer is explained in more detail by
:func:`input_error_text` (the token, the deck's ranks, the number of cards).
Shared by the live notebook table (:mod:`americana.views.notebook.live`), the explorer
(:mod:`americana.views.render.comparison`) and the in-browser engine
(:mod:`americana.views.browser.bridge`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from americana.cards import RANK_LETTERS, lowest_rank, parse_card
from americana.errors import (
    ERROR_CODES,
    AmericanaError,
    DeckError,
    DuplicateCardError,
    HandSizeError,
    InvalidCardError,
    JokerError,
)
from americana.text.i18n import format_chips, format_number, npgettext, translations
from americana.text.names import card_name
from americana.text.player_names import seat_fields

__all__ = [
    "ERROR_TEXT_CODES",
    "REFUSAL_CODES",
    "error_text",
    "input_error_text",
]


def _sentences(lang: str | None) -> dict[str, Callable[[Mapping[str, Any]], str]]:
    """Code -> a function of the error's params giving the sentence."""
    t = translations(lang)

    def fixed(text: str) -> Callable[[Mapping[str, Any]], str]:
        return lambda _p: text

    def chips(key: str) -> Callable[[Mapping[str, Any]], str]:
        return lambda p: format_chips(int(p.get(key, 0)), lang)

    def below(text: str) -> Callable[[Mapping[str, Any]], str]:
        return lambda p: text.format(chips=chips("minimum")(p))

    def above(text: str) -> Callable[[Mapping[str, Any]], str]:
        return lambda p: text.format(chips=chips("maximum")(p))

    def counted(
        key: str, words: Callable[[int], str]
    ) -> Callable[[Mapping[str, Any]], str]:
        """``words(n)`` is the sentence's plural form for ``params[key]`` chips."""

        def sentence(p: Mapping[str, Any]) -> str:
            n = int(p.get(key, 0))
            return words(n).format(n=format_number(n, lang))

        return sentence

    def out_of_turn(p: Mapping[str, Any]) -> str:
        turn = p.get("turn")
        if turn is None:
            return t.pgettext("refusal", "It is not this player's turn.")
        return t.pgettext(
            "refusal", "It is not this player's turn: {player} acts now."
        ).format(**seat_fields("player", int(turn), p.get("names"), lang))

    def check_facing(p: Mapping[str, Any]) -> str:
        return t.pgettext(
            "refusal", "There is a bet of {chips} to call: call, raise or fold."
        ).format(chips=chips("amount")(p))

    def not_in_hand(p: Mapping[str, Any]) -> str:
        token = str(p.get("card", ""))
        try:
            name = card_name(parse_card(token), lang)
        except AmericanaError:
            name = token
        return t.pgettext("refusal", "The {card} is not in this hand.").format(
            card=name
        )

    def too_many(p: Mapping[str, Any]) -> str:
        n = int(p.get("maximum", 0))
        return npgettext(
            "refusal",
            "At most {n} card may be exchanged.",
            "At most {n} cards may be exchanged.",
            n,
            lang,
        ).format(n=format_number(n, lang))

    def general(_p: Mapping[str, Any]) -> str:
        return t.pgettext("refusal", "The engine does not allow this here.")

    def bad_request(_p: Mapping[str, Any]) -> str:
        return t.pgettext(
            "refusal",
            "The page sent a request the engine cannot read: reload the page.",
        )

    def odds_players(p: Mapping[str, Any]) -> str:
        high = p.get("maximum", p.get("max_players", 6))
        return players({"min_players": 2, "max_players": high})

    def players(p: Mapping[str, Any]) -> str:
        return t.pgettext(
            "refusal", "This game needs between {low} and {high} players."
        ).format(low=p.get("min_players", 2), high=p.get("max_players", 6))

    def history(text: str) -> Callable[[Mapping[str, Any]], str]:
        """A sentence about one line of a hand history (PHH)."""

        def sentence(p: Mapping[str, Any]) -> str:
            line = p.get("line")
            token = str(p.get("card", ""))
            try:
                card = card_name(parse_card(token), lang)
            except AmericanaError:
                card = token
            return text.format(
                line=format_number(int(line), lang) if line is not None else "?",
                action=p.get("action", ""),
                field=p.get("field", ""),
                card=card,
            )

        return sentence

    def illegal_in_history(p: Mapping[str, Any]) -> str:
        head = history(
            t.pgettext(
                "history",
                "Line {line} of the hand history: the rules do not allow "
                "“{action}” there.",
            )
        )(p)
        cause = str(p.get("cause", ""))
        reasons = _sentences(lang)
        if cause not in reasons or cause.startswith("history."):
            return head
        params = dict(p.get("cause_params") or {}, names=p.get("names"))
        return f"{head} {reasons[cause](params)}"

    return {
        "history.invalid": fixed(
            t.pgettext("history", "This hand history cannot be read.")
        ),
        "history.not_toml": history(
            t.pgettext("history", "Line {line} of the hand history is not valid TOML.")
        ),
        "history.missing_field": history(
            t.pgettext(
                "history", "The hand history lacks the field {field}, which it needs."
            )
        ),
        "history.unknown_field": history(
            t.pgettext(
                "history",
                "Line {line} of the hand history: {field} is a field of neither "
                "PHH nor the engine.",
            )
        ),
        "history.bad_value": history(
            t.pgettext(
                "history",
                "Line {line} of the hand history: the engine cannot play with "
                "this value of {field}.",
            )
        ),
        "history.bad_action": history(
            t.pgettext(
                "history",
                "Line {line} of the hand history: “{action}” is not an action of "
                "these games.",
            )
        ),
        "history.foreign_card": history(
            t.pgettext(
                "history",
                "Line {line} of the hand history deals the {card}, which is not "
                "in this game's deck.",
            )
        ),
        "history.duplicate_card": history(
            t.pgettext(
                "history", "Line {line} of the hand history deals the {card} again."
            )
        ),
        "history.illegal_action": illegal_in_history,
        "history.wrong_deal": history(
            t.pgettext(
                "history",
                "Line {line} of the hand history does not match the cards the "
                "rules deal.",
            )
        ),
        "history.missing_deal": history(
            t.pgettext(
                "history",
                "The hand history stops before the cards the rules deal after "
                "line {line}.",
            )
        ),
        "history.wrong_result": history(
            t.pgettext(
                "history",
                "Line {line} of the hand history: the hand replayed does not end "
                "with these chips.",
            )
        ),
        "history.bad_link": fixed(
            t.pgettext(
                "history",
                "This link does not hold a hand that can be read: it may have "
                "been cut or changed. Ask for the link again, or for the hand "
                "as a file.",
            )
        ),
        "history.link_newer": fixed(
            t.pgettext(
                "history",
                "This link was made by a newer version of the book, which this "
                "page cannot read. Open it in the newer book, or ask for the "
                "hand as a file.",
            )
        ),
        "hand.finished": fixed(t.pgettext("refusal", "The hand is over.")),
        "action.out_of_turn": out_of_turn,
        "betting.over": fixed(
            t.pgettext(
                "refusal", "This is not the time to bet: the betting round is over."
            )
        ),
        "draw.not_now": fixed(t.pgettext("refusal", "This is not the time to draw.")),
        "showdown.not_started": fixed(
            t.pgettext("refusal", "The showdown has not started yet.")
        ),
        "check.facing_bet": check_facing,
        "check.not_allowed": fixed(
            t.pgettext(
                "refusal",
                "Here a player may not check before the first bet: bet or pass (fold) "
                "(D5).",
            )
        ),
        "call.nothing_to_call": fixed(
            t.pgettext("refusal", "There is no bet to call: check or bet.")
        ),
        "bet.already_open": fixed(
            t.pgettext("refusal", "There is a bet already: call, raise or fold.")
        ),
        "bet.not_allowed": fixed(
            t.pgettext("refusal", "Nobody could answer a bet, so no bet is possible.")
        ),
        "bet.below_minimum": below(
            t.pgettext("refusal", "The smallest bet here is {chips}.")
        ),
        "bet.above_maximum": above(
            t.pgettext("refusal", "The largest bet here is {chips}.")
        ),
        # After "to", "for" the amount takes a case of its own in Polish and
        # Russian ("do 4 żetonów", "до 4 фишек"): the whole phrase is plural.
        "raise.below_minimum": counted(
            "minimum",
            lambda n: npgettext(
                "refusal",
                "The smallest raise here is to {n} chip.",
                "The smallest raise here is to {n} chips.",
                n,
                lang,
            ),
        ),
        "raise.above_maximum": counted(
            "maximum",
            lambda n: npgettext(
                "refusal",
                "The largest raise here is to {n} chip.",
                "The largest raise here is to {n} chips.",
                n,
                lang,
            ),
        ),
        "complete.below_minimum": counted(
            "minimum",
            lambda n: npgettext(
                "refusal",
                "Opening for more means at least {n} chip.",
                "Opening for more means at least {n} chips.",
                n,
                lang,
            ),
        ),
        "complete.above_maximum": counted(
            "maximum",
            lambda n: npgettext(
                "refusal",
                "One may open for at most {n} chip here.",
                "One may open for at most {n} chips here.",
                n,
                lang,
            ),
        ),
        "amount.not_integer": fixed(
            t.pgettext("refusal", "An amount must be a whole number of chips.")
        ),
        "raise.no_bet": fixed(
            t.pgettext("refusal", "There is no bet to raise: bet instead.")
        ),
        "raise.not_enough_chips": fixed(
            t.pgettext(
                "refusal", "This player has not enough chips to raise, only to call."
            )
        ),
        "raise.no_opponent": fixed(
            t.pgettext(
                "refusal", "Nobody could answer a raise: everyone else is all in."
            )
        ),
        "raise.not_reopened": fixed(
            t.pgettext(
                "refusal",
                "The betting was not reopened: after a short all-in this player may "
                "only call or fold.",
            )
        ),
        "raise.cap_reached": fixed(
            t.pgettext("refusal", "The raises of this round are used up (A8).")
        ),
        "complete.fixed_limit": fixed(
            t.pgettext(
                "refusal",
                "In fixed limit the bring-in is the bet: no opening for more (A8).",
            )
        ),
        "complete.not_enough_chips": fixed(
            t.pgettext("refusal", "No chips are left to open for more.")
        ),
        "bring_in.required": fixed(
            t.pgettext("refusal", "The bring-in comes first (A5).")
        ),
        "bring_in.not_pending": fixed(
            t.pgettext("refusal", "There is no bring-in to make now.")
        ),
        "bring_in.not_automatic": fixed(
            t.pgettext(
                "refusal",
                "In this variant the bring-in is never taken automatically (A6).",
            )
        ),
        "muck.must_show": fixed(
            t.pgettext(
                "refusal", "This hand can still win a pot, so it must be shown (A10)."
            )
        ),
        "open.no_openers": fixed(
            t.pgettext("refusal", "Opening needs a pair of jacks or better (E7).")
        ),
        "draw.bad_card": fixed(
            t.pgettext("refusal", "One of the discards is not a card.")
        ),
        "draw.duplicate": fixed(
            t.pgettext("refusal", "The same card is discarded twice.")
        ),
        "draw.not_in_hand": not_in_hand,
        "draw.too_many": too_many,
        "action.not_in_draw": fixed(
            t.pgettext("refusal", "There is no such action in draw poker.")
        ),
        "action.unknown": fixed(t.pgettext("refusal", "There is no such action here.")),
        "redeal.not_now": fixed(
            t.pgettext(
                "refusal",
                "There is nothing to deal again: the hand was not passed out.",
            )
        ),
        "table.too_few_players": players,
        "table.too_many_players": players,
        "stack.negative": fixed(
            t.pgettext("refusal", "A stack must be a whole, positive number of chips.")
        ),
        "stack.empty": fixed(
            t.pgettext("refusal", "A stack must be a whole, positive number of chips.")
        ),
        "stack.not_integer": fixed(
            t.pgettext("refusal", "A stack must be a whole, positive number of chips.")
        ),
        "table.bad_button": fixed(
            t.pgettext("refusal", "The dealer's button must be at an occupied seat.")
        ),
        "deck.too_short": fixed(
            t.pgettext("refusal", "The deck is too short for this many players.")
        ),
        "deck.duplicate": fixed(
            t.pgettext("refusal", "A card appears twice in the deck.")
        ),
        "deck.foreign_card": fixed(
            t.pgettext("refusal", "The deck holds a card this game does not use.")
        ),
        "deck.seed_and_deck": fixed(
            t.pgettext("refusal", "Give a seed or a deck, not both.")
        ),
        "deck.bad_card": fixed(
            t.pgettext("refusal", "The deck holds something that is not a card.")
        ),
        "deck.cards_and_deck": fixed(
            t.pgettext("refusal", "Give each seat's cards or a deck, not both.")
        ),
        "deck.too_many_cards": fixed(
            t.pgettext("refusal", "A seat is given more cards than it can be dealt.")
        ),
        "card.bad_token": fixed(
            t.pgettext("refusal", "The deck holds something that is not a card.")
        ),
        "card.duplicate": fixed(
            t.pgettext("refusal", "A card appears twice in the deck.")
        ),
        "preset.unknown": fixed(t.pgettext("refusal", "There is no such variant.")),
        "game.unknown": fixed(t.pgettext("refusal", "There is no such game.")),
        "seat.unknown": fixed(
            t.pgettext("refusal", "There is no such seat at this table.")
        ),
        "structure.unknown": fixed(
            t.pgettext("refusal", "There is no such betting structure.")
        ),
        "drill.unknown": fixed(t.pgettext("refusal", "There is no such drill.")),
        "drill.none": fixed(
            t.pgettext("refusal", "There is no question yet: ask for a drill first.")
        ),
        "replay.bad_step": fixed(t.pgettext("refusal", "This hand has no such step.")),
        # The defaults of the base classes (a subclass or a code is raised).
        "error": general,
        "rule.broken": fixed(
            t.pgettext("refusal", "The rules of the game do not allow this.")
        ),
        "action.illegal": fixed(
            t.pgettext("refusal", "The rules of the game do not allow this.")
        ),
        "setup.invalid": fixed(
            t.pgettext("refusal", "A hand cannot be dealt this way.")
        ),
        # Cards and decks, wherever they are written.
        "card.unknown_letters": fixed(
            t.pgettext("refusal", "There is no such way of writing the cards.")
        ),
        "deck.invalid": fixed(
            t.pgettext("refusal", "These cards do not fit the deck of this game.")
        ),
        "deck.no_joker": fixed(
            t.pgettext("input error", "The joker does not play in this game.")
        ),
        "hand.size": fixed(t.pgettext("refusal", "A hand has exactly five cards.")),
        "deck.no_jack": fixed(
            t.pgettext(
                "refusal", "No jack came out of the deck to choose the first dealer."
            )
        ),
        # The table between hands.
        "table.empty": fixed(t.pgettext("refusal", "Nobody sits at this table.")),
        "table.hand_in_progress": fixed(
            t.pgettext("refusal", "A hand is being played: wait until it is over.")
        ),
        "seat.taken": fixed(t.pgettext("refusal", "Someone already sits there.")),
        "rebuy.first": fixed(
            t.pgettext("refusal", "You have no chips left: buy in again to play on.")
        ),
        "rebuy.not_busted": fixed(
            t.pgettext("refusal", "Only a player with no chips left can buy in again.")
        ),
        # Pots and variants.
        "pot.bad_carry": fixed(
            t.pgettext(
                "refusal",
                "The chips carried into the pot must be a whole number, zero or more.",
            )
        ),
        "pot.bad_share": fixed(
            t.pgettext(
                "refusal", "The shares of the carried pot do not add up to that pot."
            )
        ),
        "pot.invalid": fixed(
            t.pgettext("refusal", "The chips of this pot do not add up.")
        ),
        "pot.unclaimed": fixed(
            t.pgettext("refusal", "Nobody still in the hand can win this pot.")
        ),
        "pot.missing_strength": fixed(
            t.pgettext("refusal", "A player still in the hand has no hand to compare.")
        ),
        "pot.unknown_seat": fixed(
            t.pgettext("refusal", "There is no such seat at this table.")
        ),
        "variant.invalid": fixed(
            t.pgettext("refusal", "This variant has a setting out of range.")
        ),
        "variant.ante_below_one_chip": fixed(
            t.pgettext("refusal", "Every player antes at least one chip.")
        ),
        "odds.players": odds_players,
        "language.unknown": fixed(
            t.pgettext("refusal", "The book has no edition in this language.")
        ),
        # What the page sends the in-browser engine.
        "request.not_object": bad_request,
        "op.unknown": bad_request,
        "block.missing": bad_request,
        "names.bad": bad_request,
        "stacks.bad": bad_request,
        "step.bad": bad_request,
        "kinds.bad": bad_request,
        "record.bad": bad_request,
        "seed.bad": bad_request,
        "number.bad": bad_request,
        "block.unknown": fixed(
            t.pgettext("bridge", "There is no hand here yet: start one first.")
        ),
        "amounts.bad": fixed(
            t.pgettext("refusal", "An amount must be a whole number of chips.")
        ),
        "hands.bad": fixed(t.pgettext("refusal", "Two hands are needed to compare.")),
        "players.bad": fixed(
            t.pgettext("refusal", "The number of players must be a whole number.")
        ),
    }


#: Every code with its own sentence: every code of
#: :data:`americana.errors.ERROR_CODES`.
ERROR_TEXT_CODES: frozenset[str] = frozenset(_sentences("en"))
#: The codes as a reader could meet them written out (``"raise.cap_reached"``),
#: the defaults of base classes included, except the bare ``"error"``.
REFUSAL_CODES: frozenset[str] = frozenset(c for c in ERROR_TEXT_CODES if "." in c)


def error_text(
    error: BaseException | str,
    lang: str | None = None,
    *,
    names: Mapping[int, str] | None = None,
    **context: Any,
) -> str:
    """The reader's sentence for an error, in ``lang``; never the raw code.

    Args:
        error: the exception raised (its ``code`` and ``params`` are read: an
            :class:`~americana.errors.AmericanaError`, or the in-browser engine's
            request error), or a code alone.
        lang: the language of the sentence.
        names: seat -> player name, for "Ann acts now".
        context: more values for the sentence, e.g. ``min_players`` and
            ``max_players`` of the variant.

    Returns:
        One sentence; for a code outside :data:`~americana.errors.ERROR_CODES`
        (or an exception without a code), a general "The engine does not allow
        this here."
    """
    if isinstance(error, str):
        code, params = error, {}
    else:
        code = str(getattr(error, "code", "error"))
        params = dict(getattr(error, "params", None) or {})
    params.update(context, names=names)
    sentences = _sentences(lang)
    sentence = sentences.get(code if code in ERROR_CODES else "error")
    return (sentence or sentences["error"])(params)


def input_error_text(error: AmericanaError, lang: str | None = None) -> str:
    """A reader's explanation of a bad hand, in ``lang`` (plain text).

    Covers the errors :func:`~americana.hands.evaluation.evaluate` and
    :func:`~americana.hands.showdown.compare_showdown` raise: a token that is not a
    card, a card written twice or in both hands, a card outside the deck (a 5
    in 32 cards, rule A1, B5), the joker (E8), a hand without five cards.
    Any other error gets the sentence of its code (:func:`error_text`).
    """
    t = translations(lang)
    p = error.params
    token = str(p.get("token", ""))
    if isinstance(error, InvalidCardError):
        return t.pgettext(
            "input error",
            "“{token}” is not a card. Write a rank (7 to 10, J, Q, K, A) and a "
            "suit (C ♣, D ♦, H ♥, S ♠), e.g. AS or 10♥.",
        ).format(token=token)
    if isinstance(error, DuplicateCardError):
        if p.get("both"):
            return t.pgettext(
                "input error",
                "{token} is in both hands, but both are dealt from one deck.",
            ).format(token=token)
        return t.pgettext("input error", "{token} is written twice.").format(
            token=token
        )
    if isinstance(error, JokerError):
        return t.pgettext("input error", "The joker does not play in this game.")
    if isinstance(error, DeckError) and "token" in p and "deck_size" in p:
        low = lowest_rank(p["deck_size"])
        return t.pgettext(
            "input error",
            "{token} is not in the {deck}-card deck: its ranks run from {low} to ace.",
        ).format(token=token, deck=p["deck_size"], low=RANK_LETTERS.get(low, low))
    if isinstance(error, HandSizeError):
        n = int(p.get("size", 0))
        return t.npgettext(
            "input error",
            "A hand has five cards; this one has {n} card.",
            "A hand has five cards; this one has {n} cards.",
            n,
        ).format(n=n)
    return error_text(error, lang)
