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
English and Spanish have one form, so every case is the nominative.

A name outside the table (one a reader typed, or "Seat 3") is not declined
by guesswork: in Russian and Polish its oblique cases put the word for
"player" in the case before the name, which stays as given ("у игрока Zoe",
"dla gracza Zoe"), a construction that reads right whatever the name
(:func:`name_in_case`). Lists of names are joined with the language's "and"
(:func:`join_names`: "Ani i Bartka", "Аня и Борис", "Beto y Clara").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from babel.lists import format_list

from .i18n import checked_language, get_language, translations

__all__ = [
    "CASES",
    "CASE_SUFFIXES",
    "NAMES",
    "decline",
    "edition_name",
    "join_names",
    "list_fields",
    "localize_name",
    "name_fields",
    "name_in_case",
    "player_list",
    "player_name",
    "player_names",
    "seat_fields",
    "seat_list_fields",
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

# The word "player" in CASES order, put before a name the table cannot
# decline ("у игрока Zoe"); vocative: the name alone.
_PLAYER_WORD: dict[str, tuple[str, ...]] = {
    "ru": ("", "игрока", "игроку", "игрока", "игроком", "игроке", ""),
    "pl": ("", "gracza", "graczowi", "gracza", "graczem", "graczu", ""),
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


def edition_name(name: str, lang: str | None = None) -> str:
    """A table name of any edition as the same seat's name in ``lang``;
    others as given.

    ``edition_name("Борис", "es")`` is "Beto": a hand saved on one edition
    (its history's ``players``) seats the reader's edition's people.

    Example:
        >>> edition_name("Bartek", "en"), edition_name("Zoe", "ru")
        ('Bob', 'Zoe')
    """
    for names in NAMES.values():
        if name in names:
            return NAMES[_lang(lang)][names.index(name)]
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


def name_in_case(name: str, case: str = "nom", lang: str | None = None) -> str:
    """``name`` in grammatical ``case``, reliably, for use inside a sentence.

    A name of the edition's table is declined (:func:`decline`). Any other
    name, in Russian and Polish, keeps its form and takes the word for
    "player" in the case before it: "игрока Zoe", "graczowi Zoe"; the
    nominative and vocative stay the name alone. English and Spanish: the
    name as given in every case.

    Raises:
        ValueError: for an unknown case.

    Example:
        >>> name_in_case("Борис", "gen", "ru"), name_in_case("Zoe", "gen", "ru")
        ('Бориса', 'игрока Zoe')
        >>> name_in_case("Ania", "dat", "pl"), name_in_case("Zoe", "dat", "pl")
        ('Ani', 'graczowi Zoe')
    """
    lang = _lang(lang)
    case = "loc" if case == "pre" else case
    declined = decline(name, case, lang)
    if declined != name or lang not in _PLAYER_WORD or _in_table(name, lang):
        return declined
    word = _PLAYER_WORD[lang][CASES.index(case)]
    return f"{word} {name}" if word else name


def join_names(names: Iterable[str], lang: str | None = None) -> str:
    """Names (already in their case) joined with the language's "and" (Babel).

    Example:
        >>> join_names(["Ani", "Bartka"], "pl"), join_names(["Ana", "Beto"], "es")
        ('Ani i Bartka', 'Ana y Beto')
        >>> join_names(["Аня", "Борис", "Вера"], "ru")
        'Аня, Борис и Вера'
    """
    return format_list(list(names), locale=_lang(lang))


def name_fields(key: str, name: str, lang: str | None = None) -> dict[str, str]:
    """The format fields for a name: ``{key: name, key_gen: ..., ...}``.

    ``"{player_dat}".format(**name_fields("player", "Дима", "ru"))`` is
    "Диме"; every suffix of :data:`CASE_SUFFIXES` is present in every
    language, so any translation may use any of them. A name the table
    cannot decline gets :func:`name_in_case`'s construction ("игроку Zoe").
    """
    fields = {key: name}
    for suffix in CASE_SUFFIXES:
        fields[f"{key}_{suffix}"] = name_in_case(name, suffix, lang)
    return fields


def list_fields(
    key: str, names: Iterable[str], lang: str | None = None
) -> dict[str, str]:
    """:func:`name_fields` for a list of names: each declined, joined with "and".

    ``list_fields("players", ["Аня", "Борис"], "ru")["players_gen"]`` is
    "Ани и Бориса".
    """
    names = list(names)
    fields = {key: join_names(names, lang)}
    for suffix in CASE_SUFFIXES:
        fields[f"{key}_{suffix}"] = join_names(
            (name_in_case(n, suffix, lang) for n in names), lang
        )
    return fields


def player_name(
    seat: int,
    names: Mapping[int, str] | None = None,
    lang: str | None = None,
    case: str = "nom",
) -> str:
    """``names[seat]`` in ``case``, else "Seat 3" in the reader's language.

    ``case`` is one of :data:`CASES` (or ``"pre"``); a name the table cannot
    decline is put in the case as :func:`name_in_case` says. An unnamed seat
    in an oblique Russian or Polish case is "игрока 3" / "gracza 3".

    Raises:
        ValueError: for an unknown case.

    Example:
        >>> player_name(1, {1: "Борис"}, "ru", case="gen")
        'Бориса'
        >>> player_name(0, {0: "Ania"}, "pl", case="gen"), player_name(2, None, "en")
        ('Ani', 'Seat 2')
    """
    if names and seat in names:
        return name_in_case(names[seat], case, lang)
    case = "loc" if case == "pre" else case
    if case not in CASES:
        raise ValueError(f"unknown case {case!r}; choose one of {CASES}")
    lang = _lang(lang)
    word = _PLAYER_WORD.get(lang, ("",) * len(CASES))[CASES.index(case)]
    if word:
        return f"{word} {seat}"
    return translations(lang).pgettext("player", "Seat {n}").format(n=seat)


def player_list(
    seats: Iterable[int],
    names: Mapping[int, str] | None = None,
    lang: str | None = None,
    case: str = "nom",
) -> str:
    """The players in ``seats``, each in ``case``, joined with "and".

    Example:
        >>> player_list([0, 1], {0: "Ania", 1: "Bartek"}, "pl", case="gen")
        'Ani i Bartka'
        >>> player_list([1, 2], {1: "Beto", 2: "Clara"}, "es")
        'Beto y Clara'
    """
    return join_names((player_name(s, names, lang, case) for s in seats), lang)


def seat_fields(
    key: str, seat: int, names: Mapping[int, str] | None, lang: str | None = None
) -> dict[str, str]:
    """:func:`name_fields` for the player in ``seat`` ("Seat n" if unnamed)."""
    fields = {key: player_name(seat, names, lang)}
    for suffix in CASE_SUFFIXES:
        fields[f"{key}_{suffix}"] = player_name(seat, names, lang, suffix)
    return fields


def seat_list_fields(
    key: str,
    seats: Iterable[int],
    names: Mapping[int, str] | None,
    lang: str | None = None,
    notes: Mapping[int, str] | None = None,
) -> dict[str, str]:
    """:func:`list_fields` for the players in ``seats``, joined with "and".

    ``notes`` adds a word in brackets after a seat's name, the same in every
    case: ``{2: "J♠"}`` gives "Вера (J♠)", "Веры (J♠)", ...

    Example:
        >>> names = {0: "Ania", 1: "Bartek"}
        >>> seat_list_fields("players", [0, 1], names, "pl")["players_gen"]
        'Ani i Bartka'
    """
    seats = list(seats)
    notes = notes or {}

    def joined(case: str) -> str:
        return join_names(
            (
                player_name(s, names, lang, case)
                + (f" ({notes[s]})" if s in notes else "")
                for s in seats
            ),
            lang,
        )

    fields = {key: joined("nom")}
    for suffix in CASE_SUFFIXES:
        fields[f"{key}_{suffix}"] = joined(suffix)
    return fields


def _in_table(name: str, lang: str) -> bool:
    return any(forms[0] == name for forms in _FORMS[lang])


def _lang(lang: str | None) -> str:
    return checked_language(lang or get_language())
