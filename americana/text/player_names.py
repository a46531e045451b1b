"""The book's players in each edition, and their names in every grammatical case.

Each edition seats its own people, in the same order and with the same gender
(the prose says "she" of the first, "he" of the second, and so on):

====  ======  =======  ======  =====  =====  ======  =======  ======
en    Ann     Bob      Cleo    Dan    Eve    Finn    Gus      Hal
pl    Ania    Bartek   Celina  Darek  Ewa    Filip   Gustaw   Henryk
ru    Аня     Борис    Вера    Дима   Ева    Фёдор   Глеб     Олег
es    Ana     Beto     Clara   Dani   Eva    Félix   Gonzalo  Hugo
====  ======  =======  ======  =====  =====  ======  =======  ======

Eight, the most seats of any game in the book (classic draw, D1).

Russian and Polish decline names, so a sentence of the engine's catalog may
ask for a case: besides ``{player}`` (the nominative) every formatted message
that names a player also offers ``{player_gen}``, ``{player_dat}``,
``{player_acc}``, ``{player_ins}``, ``{player_loc}`` (Russian: the
prepositional, also ``{player_pre}``) and ``{player_voc}`` (see
:func:`name_fields`); ``tools/i18n.py check`` accepts exactly these suffixes.
English and Spanish have one form, so every case is the nominative. A name
outside the table (one a reader typed, or "Seat 3") is used as given in every
case.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .i18n import checked_language, get_language, translations

__all__ = [
    "CASES",
    "CASE_SUFFIXES",
    "NAMES",
    "decline",
    "list_fields",
    "localize_name",
    "name_fields",
    "player_name",
    "player_names",
    "seat_fields",
]

#: The grammatical cases, in the order of the forms in :data:`_FORMS`:
#: nominative, genitive, dative, accusative, instrumental, locative (Russian:
#: prepositional) and vocative (Polish only; Russian uses the nominative).
CASES = ("nom", "gen", "dat", "acc", "ins", "loc", "voc")
#: Suffixes a catalog placeholder may carry: ``{player_gen}`` and so on.
#: ``pre`` is the Russian name of the locative, the same form.
CASE_SUFFIXES = ("gen", "dat", "acc", "ins", "loc", "pre", "voc")

# Each name with its forms in CASES order (one form: the same in every case).
_FORMS: dict[str, tuple[tuple[str, ...], ...]] = {
    "en": (
        ("Ann",),
        ("Bob",),
        ("Cleo",),
        ("Dan",),
        ("Eve",),
        ("Finn",),
        ("Gus",),
        ("Hal",),
    ),
    "es": (
        ("Ana",),
        ("Beto",),
        ("Clara",),
        ("Dani",),
        ("Eva",),
        ("Félix",),
        ("Gonzalo",),
        ("Hugo",),
    ),
    "ru": (
        ("Аня", "Ани", "Ане", "Аню", "Аней", "Ане", "Аня"),
        ("Борис", "Бориса", "Борису", "Бориса", "Борисом", "Борисе", "Борис"),
        ("Вера", "Веры", "Вере", "Веру", "Верой", "Вере", "Вера"),
        ("Дима", "Димы", "Диме", "Диму", "Димой", "Диме", "Дима"),
        ("Ева", "Евы", "Еве", "Еву", "Евой", "Еве", "Ева"),
        ("Фёдор", "Фёдора", "Фёдору", "Фёдора", "Фёдором", "Фёдоре", "Фёдор"),
        ("Глеб", "Глеба", "Глебу", "Глеба", "Глебом", "Глебе", "Глеб"),
        ("Олег", "Олега", "Олегу", "Олега", "Олегом", "Олеге", "Олег"),
    ),
    "pl": (
        ("Ania", "Ani", "Ani", "Anię", "Anią", "Ani", "Aniu"),
        ("Bartek", "Bartka", "Bartkowi", "Bartka", "Bartkiem", "Bartku", "Bartku"),
        ("Celina", "Celiny", "Celinie", "Celinę", "Celiną", "Celinie", "Celino"),
        ("Darek", "Darka", "Darkowi", "Darka", "Darkiem", "Darku", "Darku"),
        ("Ewa", "Ewy", "Ewie", "Ewę", "Ewą", "Ewie", "Ewo"),
        ("Filip", "Filipa", "Filipowi", "Filipa", "Filipem", "Filipie", "Filipie"),
        (
            "Gustaw",
            "Gustawa",
            "Gustawowi",
            "Gustawa",
            "Gustawem",
            "Gustawie",
            "Gustawie",
        ),
        (
            "Henryk",
            "Henryka",
            "Henrykowi",
            "Henryka",
            "Henrykiem",
            "Henryku",
            "Henryku",
        ),
    ),
}

#: The names of each edition in seat order (nominative).
NAMES: dict[str, tuple[str, ...]] = {
    lang: tuple(forms[0] for forms in table) for lang, table in _FORMS.items()
}


def player_names(n: int = 4, lang: str | None = None) -> dict[int, str]:
    """Seat -> name for ``n`` players of the edition ``lang`` (default: in force).

    ``player_names(3, "ru")`` is ``{0: "Аня", 1: "Борис", 2: "Вера"}``.

    Raises:
        ValueError: if ``n`` is not between 1 and 8 (the book names eight).
        UnknownLanguageError: for a language the book has no edition in.

    Example:
        >>> player_names(3, "en")
        {0: 'Ann', 1: 'Bob', 2: 'Cleo'}
        >>> player_names(3, "ru")
        {0: 'Аня', 1: 'Борис', 2: 'Вера'}
    """
    names = NAMES[_lang(lang)]
    if not 1 <= n <= len(names):
        raise ValueError(f"the book names 1 to {len(names)} players, not {n}")
    return dict(enumerate(names[:n]))


def localize_name(name: str, lang: str | None = None) -> str:
    """An English table name as the same seat's name in ``lang``; others as given.

    ``localize_name("Bob", "pl")`` is "Bartek"; ``localize_name("Zoe", "pl")``
    is "Zoe". Lets a page written in English (a live block's ``:names:``)
    seat each edition's own people.

    Example:
        >>> localize_name("Ann", "pl"), localize_name("Zoe", "pl")
        ('Ania', 'Zoe')
    """
    english = NAMES["en"]
    if name in english:
        return NAMES[_lang(lang)][english.index(name)]
    return name


def decline(name: str, case: str, lang: str | None = None) -> str:
    """``name`` in grammatical ``case`` (one of :data:`CASES`, or ``"pre"``).

    ``decline("Аня", "gen", "ru")`` is "Ани", ``decline("Bartek", "ins",
    "pl")`` "Bartkiem". A name outside ``lang``'s table is returned as given.

    Raises:
        ValueError: for an unknown case.

    Example:
        >>> decline("Аня", "gen", "ru"), decline("Bartek", "ins", "pl")
        ('Ани', 'Bartkiem')
    """
    if case == "pre":
        case = "loc"
    if case not in CASES:
        raise ValueError(f"unknown case {case!r}; choose one of {CASES}")
    for forms in _FORMS[_lang(lang)]:
        if forms[0] == name:
            return forms[CASES.index(case)] if len(forms) > 1 else name
    return name


def name_fields(key: str, name: str, lang: str | None = None) -> dict[str, str]:
    """The format fields for a name: ``{key: name, key_gen: ..., ...}``.

    ``"{player_dat}".format(**name_fields("player", "Дима", "ru"))`` is
    "Диме"; every suffix of :data:`CASE_SUFFIXES` is present in every
    language, so any translation may use any of them.
    """
    fields = {key: name}
    for suffix in CASE_SUFFIXES:
        fields[f"{key}_{suffix}"] = decline(name, suffix, lang)
    return fields


def list_fields(
    key: str, names: Iterable[str], lang: str | None = None, sep: str = ", "
) -> dict[str, str]:
    """:func:`name_fields` for a list of names joined with ``sep``, each declined."""
    names = list(names)
    fields = {key: sep.join(names)}
    for suffix in CASE_SUFFIXES:
        fields[f"{key}_{suffix}"] = sep.join(decline(n, suffix, lang) for n in names)
    return fields


def player_name(
    seat: int, names: Mapping[int, str] | None = None, lang: str | None = None
) -> str:
    """``names[seat]`` as given, else "Seat 3" in the reader's language."""
    if names and seat in names:
        return names[seat]
    return translations(lang).pgettext("player", "Seat {n}").format(n=seat)


def seat_fields(
    key: str, seat: int, names: Mapping[int, str] | None, lang: str | None = None
) -> dict[str, str]:
    """:func:`name_fields` for the player in ``seat`` ("Seat n" if unnamed)."""
    return name_fields(key, player_name(seat, names, lang), lang)


def _lang(lang: str | None) -> str:
    return checked_language(lang or get_language())
