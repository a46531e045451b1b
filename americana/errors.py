"""The project's exceptions.

Every error the engine raises for bad input is an :class:`AmericanaError` with a
stable ``code`` (such as ``"card.bad_token"``) and the numbers or tokens that
explain it in ``params``, so that a view can translate the message through the
``americana`` catalog instead of parsing English text.
"""

from __future__ import annotations

from typing import Any


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
