"""The ``americana`` message catalog: languages, plural forms, numbers.

Every string the engine shows a reader (card, suit and category names, chart
titles and axes, widget labels, event sentences) goes through this module. The
catalogs are ``locales/<lang>/LC_MESSAGES/americana.po``, extracted with
``pybabel`` (see docs/translations.md). They are read straight from the
``.po`` file, so an edited translation shows up without a compile step; only
where the package carries compiled catalogs (``americana/locale/<lang>/LC_MESSAGES/
americana.mo``, the engine packed for the browser) are those read instead.

The language in force is, in order: the one given to a call as ``lang``; the
one set with :func:`set_language` (an instructor in a live notebook); the
``AMERICANA_LANG`` environment variable (set by the book build for each
language); English.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from io import BytesIO
from pathlib import Path
from typing import Protocol, cast

from babel import Locale
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal
from babel.numbers import format_percent as _babel_percent
from babel.support import NullTranslations, Translations

from americana.errors import AmericanaError

__all__ = [
    "LANGUAGES",
    "LOCALES_DIR",
    "NATIVE_NAMES",
    "PACKAGE_LOCALE_DIR",
    "Catalog",
    "checked_language",
    "format_chips",
    "format_number",
    "format_percent",
    "get_language",
    "gettext",
    "ngettext",
    "npgettext",
    "pgettext",
    "set_language",
    "translations",
    "use_language",
]

#: The book's languages, in the order of its language switcher: the one list.
#: The engine, the tools (build, catalogs, notebooks, the browser engine's
#: pack), the book's extensions, the benchmarks and the tests import it.
LANGUAGES: tuple[str, ...] = ("en", "pl", "ru", "es")
#: Each language's name in itself, for the language switcher and the editions.
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "pl": "Polski",
    "ru": "Русский",
    "es": "Español",
}
DOMAIN = "americana"
LOCALES_DIR = Path(__file__).resolve().parents[2] / "locales"
#: Compiled catalogs inside the package, looked up first: the engine archive
#: of the book's in-browser engine carries ``locale/<lang>/LC_MESSAGES/
#: americana.mo`` here (written by the packing tool, never committed).
PACKAGE_LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"

_chosen: str | None = None


class Catalog(Protocol):
    """A language's catalog: the four gettext look-ups, each giving text."""

    def gettext(self, message: str, /) -> str: ...
    def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...
    def pgettext(self, context: str, message: str, /) -> str: ...
    def npgettext(self, context: str, singular: str, plural: str, n: int, /) -> str: ...


class UnknownLanguageError(AmericanaError, ValueError):
    """A language code that is not one of :data:`LANGUAGES`.

    ``params["lang"]`` is the code given.
    """

    code = "language.unknown"


def checked_language(lang: str) -> str:
    """``lang`` if the package has it, else :class:`UnknownLanguageError`.

    Example:
        >>> checked_language("pl")
        'pl'
        >>> checked_language("de")
        Traceback (most recent call last):
        ...
        americana.text.i18n.UnknownLanguageError: unknown language 'de'; ...
    """
    if lang not in LANGUAGES:
        raise UnknownLanguageError(
            f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}",
            lang=lang,
        )
    return lang


def get_language() -> str:
    """The language in force: set_language(), else $AMERICANA_LANG, else ``"en"``."""
    if _chosen is not None:
        return _chosen
    return checked_language(os.environ.get("AMERICANA_LANG") or "en")


def set_language(lang: str | None) -> None:
    """Choose the language for everything shown from now on (``None`` resets).

    Raises:
        UnknownLanguageError: if ``lang`` is not one of :data:`LANGUAGES`.
    """
    global _chosen
    _chosen = None if lang is None else checked_language(lang)


@contextmanager
def use_language(lang: str) -> Iterator[None]:
    """Temporarily switch language: ``with use_language("pl"): ...``.

    Example:
        >>> from americana.cards import Suit
        >>> from americana.text.names import suit_name
        >>> with use_language("ru"):
        ...     suit_name(Suit.HEARTS)
        'Червы'
    """
    global _chosen
    previous = _chosen
    set_language(lang)
    try:
        yield
    finally:
        _chosen = previous


def translations(lang: str | None = None) -> Catalog:
    """The compiled ``americana`` catalog for ``lang`` (default: the language in force).

    Raises:
        UnknownLanguageError: for a language outside :data:`LANGUAGES`.
        FileNotFoundError: if the catalog file is missing.
    """
    # Resolve the language first: the cache is per language, never per "None".
    # The cast: Babel annotates ``pgettext`` as ``str | object`` for its
    # private "missing" sentinel, which it never returns (a missing message
    # gives the msgid back), so its catalogs are Catalogs.
    return cast(Catalog, _load(checked_language(lang or get_language())))


@cache
def _load(lang: str) -> NullTranslations:
    compiled = PACKAGE_LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if compiled.is_file():  # the engine packed for the browser (no .po there)
        with compiled.open("rb") as mo:
            return Translations(fp=mo, domain=DOMAIN)
    path = LOCALES_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    with path.open("rb") as po:
        catalog = read_po(po, locale=lang, domain=DOMAIN)
    buffer = BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return Translations(fp=buffer, domain=DOMAIN)


def gettext(message: str, lang: str | None = None) -> str:
    """Translate ``message``."""
    return translations(lang).gettext(message)


def ngettext(singular: str, plural: str, n: int, lang: str | None = None) -> str:
    """Translate with the plural form for ``n`` (CLDR rules via the catalog)."""
    return translations(lang).ngettext(singular, plural, n)


def pgettext(context: str, message: str, lang: str | None = None) -> str:
    """Translate ``message`` in ``context`` (e.g. ``"category"``, ``"suit"``).

    Example:
        >>> pgettext("pot", "Main pot", "es")
        'Bote principal'
    """
    return translations(lang).pgettext(context, message)


def npgettext(
    context: str, singular: str, plural: str, n: int, lang: str | None = None
) -> str:
    """Translate in ``context`` with the plural form for ``n``."""
    return translations(lang).npgettext(context, singular, plural, n)


def format_number(n: float, lang: str | None = None) -> str:
    """``n`` with the locale's digit grouping: 201,376 / 201 376 / 201.376."""
    return format_decimal(n, locale=lang or get_language())


def format_chips(n: int, lang: str | None = None) -> str:
    """An amount in chips with the right plural form: "1 żeton", "5 żetonów".

    Example:
        >>> format_chips(1, "pl"), format_chips(2, "pl"), format_chips(5, "pl")
        ('1 żeton', '2 żetony', '5 żetonów')
        >>> format_chips(2, "ru"), format_chips(1, "en")
        ('2 фишки', '1 chip')
    """
    return npgettext("amount", "{n} chip", "{n} chips", n, lang).format(
        n=format_number(n, lang)
    )


def format_percent(p: float, lang: str | None = None, *, digits: int = 1) -> str:
    """A probability (0..1) as a percentage in the locale's style, CLDR via Babel.

    ``format_percent(0.4567, "pl")`` is "45,7%", in Russian and Spanish
    "45,7 %" (with a no-break space); ``digits`` decimals are kept.
    """
    locale = Locale.parse(lang or get_language())
    pattern = locale.percent_formats[None].pattern
    if digits:
        # The last 0 of the integer part gets the decimals: "#,##0 %" -> "#,##0.0 %".
        pattern = re.sub(r"0(?=[^0]*$)", "0." + "0" * digits, pattern, count=1)
    return _babel_percent(p, format=pattern, locale=locale)
