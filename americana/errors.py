"""The project's exceptions.

Every error the engine raises for bad input is an :class:`AmericanaError` with a
stable ``code`` (such as ``"card.bad_token"``) and the numbers or tokens that
explain it in ``params``, so that a view can translate the message through the
``americana`` catalog instead of parsing English text.

:data:`ERROR_CODES` is the registry of every code the package raises: the
exception class that carries it and a short English description for
developers. The reader's sentence for each code, in each language, is in
:mod:`americana.text.error_text` (a test checks that the registry, the codes
raised in the source and the sentences agree).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple


class AmericanaError(Exception):
    """Base class for every error the engine raises on bad input.

    Attributes:
        code: a stable identifier such as ``"card.duplicate"``.
        params: the values that explain the error (tokens, amounts in chips).
    """

    code: str = "error"

    def __init__(self, message: str, /, **params: Any) -> None:
        super().__init__(message)
        self.params: dict[str, Any] = params


class CardError(AmericanaError, ValueError):
    """A card string could not be read, or a card is not allowed where it is."""


class InvalidCardError(CardError):
    """A token is not a card, e.g. ``"1H"``, ``"ZZ"`` or ``"10X"``.

    ``params["token"]`` holds the offending token as written.
    """

    code = "card.bad_token"


class DuplicateCardError(CardError):
    """The same card appears twice where cards must be distinct.

    ``params["token"]`` holds the second occurrence as written.
    """

    code = "card.duplicate"


class UnknownLettersError(CardError):
    """``letters=`` names no known way of printing cards (rule C).

    ``params["letters"]`` is the name given, ``params["known"]`` the names
    the engine knows (``"standard"``, ``"000"``, ``"002"``).
    """

    code = "card.unknown_letters"


class DeckError(AmericanaError, ValueError):
    """A deck size or a card outside the deck in use (rule A1, D1)."""

    code = "deck.invalid"


class HandSizeError(AmericanaError, ValueError):
    """A hand to evaluate does not have exactly five cards."""

    code = "hand.size"


class JokerError(DeckError):
    """A joker in a hand evaluated under a ranking without a joker rule (rule E8).

    Americana (A1) and classic draw poker (D1) play without the joker; only a
    ranking with ``joker`` set (e.g. ``CLASSIC_WILD``) evaluates one.
    ``params`` holds ``token`` (``"JK"``), ``ranking`` (its name) and ``deck_size``.
    """

    code = "deck.no_joker"


class HistoryError(AmericanaError, ValueError):
    """A hand history (PHH, :mod:`americana.play.history`) that does not replay.

    ``code`` names the fault (``"history.not_toml"``,
    ``"history.illegal_action"``...); ``params["line"]`` is the line of the
    text where it is (``None`` for a missing field), ``params["field"]`` the
    field, ``params["action"]`` and ``params["index"]`` (from 1) the action
    concerned; an illegal action carries the engine's refusal as
    ``params["cause"]`` (its code) and ``params["cause_params"]``.
    """

    code = "history.invalid"

    def __init__(self, message: str, /, *, code: str, **params: Any) -> None:
        super().__init__(message, **params)
        self.code = code


class ErrorCode(NamedTuple):
    """What one error code means (an entry of :data:`ERROR_CODES`).

    Attributes:
        raised_by: the name of the exception class that carries the code
            (``"ActionError"`` of :mod:`americana.play.betting`, ``"RequestError"``
            of :mod:`americana.views.browser.bridge`...; named, not imported, so this
            bottom layer imports nothing above it).
        description: what went wrong, in English, for developers.
        default: the code is the class default of a base class, never raised as
            such (the engine raises a subclass or a code of its own).
    """

    raised_by: str
    description: str
    default: bool = False


def _codes(raised_by: str, **descriptions: str) -> dict[str, ErrorCode]:
    """``bring_in__required="..."`` -> ``{"bring_in.required": ErrorCode(...)}``."""
    return {
        key.replace("__", "."): ErrorCode(raised_by, text)
        for key, text in descriptions.items()
    }


_ERROR_CODES: dict[str, ErrorCode] = {
    "error": ErrorCode("AmericanaError", "any error of the engine", default=True),
    "rule.broken": ErrorCode("RuleError", "a rule of play was broken", default=True),
    "action.illegal": ErrorCode("ActionError", "an illegal act", default=True),
    "setup.invalid": ErrorCode("SetupError", "a hand cannot be dealt", default=True),
    "card.bad_token": ErrorCode("InvalidCardError", "a token is not a card"),
    "card.duplicate": ErrorCode("DuplicateCardError", "a card is given twice"),
    "card.unknown_letters": ErrorCode(
        "UnknownLettersError", "letters= names no known way of printing cards"
    ),
    "deck.invalid": ErrorCode(
        "DeckError", "a deck size, or a card outside the deck in use"
    ),
    "deck.no_joker": ErrorCode(
        "JokerError", "a joker under a ranking without a joker rule (E8)"
    ),
    "hand.size": ErrorCode("HandSizeError", "a hand without exactly five cards"),
    **_codes(
        "ActionError",
        hand__finished="the hand is over",
        action__out_of_turn="a seat acts out of turn",
        betting__over="a betting act outside a betting round",
        draw__not_now="a draw outside the draw",
        showdown__not_started="a show or muck before the showdown",
        check__facing_bet="a check facing a bet",
        check__not_allowed="a check before the first bet where D5 forbids it",
        call__nothing_to_call="a call with no bet to call",
        bet__already_open="a bet when a bet is already open",
        bet__not_allowed="a bet nobody could answer",
        bet__below_minimum="a bet below the minimum",
        bet__above_maximum="a bet above the maximum",
        raise__below_minimum="a raise below the minimum",
        raise__above_maximum="a raise above the maximum",
        complete__below_minimum="opening for more below the minimum (A5)",
        complete__above_maximum="opening for more above the maximum (A5)",
        amount__not_integer="an amount that is not a whole number of chips",
        raise__no_bet="a raise with no bet to raise",
        raise__not_enough_chips="a raise with only enough chips to call",
        raise__no_opponent="a raise nobody could answer (everyone else all in)",
        raise__not_reopened="a raise after a short all-in that did not reopen",
        raise__cap_reached="a raise beyond the round's cap (A8)",
        complete__fixed_limit="opening for more in fixed limit (A8)",
        complete__not_enough_chips="opening for more without the chips",
        bring_in__required="another act before the bring-in (A5)",
        bring_in__not_pending="a bring-in when none is due",
        bring_in__not_automatic="an automatic bring-in where A6 does not apply",
        muck__must_show="a muck of a hand that can still win a pot (A10)",
        open__no_openers="an opening bet without jacks or better (E7)",
        draw__bad_card="a discard that is not a card",
        draw__duplicate="a card discarded twice",
        draw__not_in_hand="a discard the player does not hold",
        draw__too_many="more discards than the variant allows",
        action__not_in_draw="a stud action in draw poker",
        action__unknown="an action name the session does not know",
        redeal__not_now="a re-deal of a hand that was not passed out",
    ),
    **_codes(
        "SetupError",
        table__too_few_players="fewer players than the variant needs",
        table__too_many_players="more players than the variant allows",
        table__bad_button="the button at an empty seat",
        table__empty="a table with nobody seated",
        table__hand_in_progress="a table change while a hand is played",
        seat__taken="a seat that is already taken",
        rebuy__first="the next hand while the reader has no chips (buy in again)",
        rebuy__not_busted="a rebuy for a player who still has chips",
        seat__unknown="a seat outside the table",
        stack__negative="a negative stack",
        stack__empty="a stack of no chips",
        stack__not_integer="a stack that is not a whole number of chips",
        deck__too_short="a deck too short for the players",
        deck__duplicate="a card twice in a given deck",
        deck__foreign_card="a card the variant's deck does not hold",
        deck__seed_and_deck="both a seed and a deck given",
        deck__cards_and_deck="both chosen cards and a deck given",
        deck__too_many_cards="more chosen cards than a seat can be dealt",
        deck__bad_card="a given deck holding a token that is not a card",
        deck__no_jack="no jack dealt when choosing the first dealer (E1)",
        pot__bad_carry="a carried pot that is not whole chips >= 0",
        pot__bad_share="shares of a carried pot that do not fit it",
        preset__unknown="a preset name the game does not have",
        game__unknown="a game other than stud or draw",
        structure__unknown="a betting structure name that does not exist",
        drill__unknown="a drill kind that does not exist",
        drill__none="an answer with no drill asked",
        replay__bad_step="a step of a replayed hand that it does not have",
    ),
    "history.invalid": ErrorCode(
        "HistoryError", "a hand history that does not replay", default=True
    ),
    **_codes(
        "HistoryError",
        history__not_toml="a hand history that is not TOML",
        history__missing_field="a hand history without a field it needs",
        history__unknown_field="a field neither PHH nor the engine defines",
        history__bad_value="a field whose value the engine cannot use",
        history__bad_action="an action that cannot be read",
        history__foreign_card="a card outside the deck of the game",
        history__duplicate_card="a card dealt a second time",
        history__illegal_action="an action the rules do not allow there",
        history__wrong_deal="a deal the rules do not give there",
        history__missing_deal="a history that stops before cards dealt",
        history__wrong_result="final stacks or winnings the replay does not give",
        history__bad_link="a hand link that does not unpack (cut or changed)",
        history__link_newer="a hand link of a newer packing than this build reads",
    ),
    "pot.invalid": ErrorCode("PotError", "chips of a pot that do not add up"),
    "pot.unclaimed": ErrorCode("UnclaimedPotError", "a pot no seat can win"),
    "pot.missing_strength": ErrorCode(
        "MissingStrengthError", "a seat in a pot without a hand to compare"
    ),
    "pot.unknown_seat": ErrorCode("UnknownSeatError", "a seat not at the table"),
    "variant.invalid": ErrorCode("VariantError", "a variant setting out of range"),
    "variant.ante_below_one_chip": ErrorCode(
        "VariantError", "an ante below one chip (A2, D4, E2)"
    ),
    "odds.players": ErrorCode("PlayersError", "too few or too many hands for odds"),
    "language.unknown": ErrorCode(
        "UnknownLanguageError", "a language the book has no edition in"
    ),
    **_codes(
        "RequestError",
        request__not_object="a bridge request that is not a JSON object",
        op__unknown="a bridge op that does not exist",
        block__missing="a bridge request naming no block",
        block__unknown="a bridge request for a block with no hand",
        names__bad="names that are not a JSON object",
        stacks__bad="stacks that are not a JSON list",
        step__bad="a replay step that is not a whole number",
        hands__bad="a comparison without exactly two hands",
        players__bad="a number of players that is not a whole number",
        seed__bad="a seed that is not a whole number",
        number__bad="a seat, button or seed that is not a whole number",
        amounts__bad="a drill's answer whose amounts are not whole numbers",
        kinds__bad="drill kinds that are not a JSON list",
        record__bad="a drill record that is not a JSON object",
    ),
}

#: Every error code of the package -> what it means; read-only.
ERROR_CODES: Mapping[str, ErrorCode] = MappingProxyType(_ERROR_CODES)
