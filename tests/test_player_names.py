"""Each edition's own players, declined where the language declines names.

Unit tests of americana/text/player_names.py (exact forms of every case), of the
catalog check's format fields (tools/i18n.py), and a build test: no page of
the Russian edition names a player in Latin script, and no page of the
Polish or Spanish edition uses an English player name (issue 13, acceptance 3).
"""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from conftest import ROOT, toc_pages
from widget_state import state_texts

from americana.play.events import Event, EventKind
from americana.text.describe import describe
from americana.text.player_names import (
    CASE_SUFFIXES,
    NAMES,
    decline,
    join_names,
    list_fields,
    localize_name,
    name_fields,
    player_list,
    player_name,
    player_names,
)

sys.path.insert(0, str(ROOT / "tools"))
import i18n as catalog_tool

RU_CASES = ("nom", "gen", "dat", "acc", "ins", "loc")
PL_CASES = ("nom", "gen", "dat", "acc", "ins", "loc", "voc")


def test_each_edition_seats_its_own_four_players():
    assert player_names(4, "en") == {0: "Ann", 1: "Bob", 2: "Cleo", 3: "Dan"}
    assert player_names(4, "pl") == {0: "Ania", 1: "Bartek", 2: "Celina", 3: "Darek"}
    assert player_names(4, "ru") == {0: "Аня", 1: "Борис", 2: "Вера", 3: "Дима"}
    assert player_names(4, "es") == {0: "Ana", 1: "Beto", 2: "Clara", 3: "Dani"}
    assert list(player_names(8, "ru").values())[6:] == ["Глеб", "Олег"]
    assert {len(names) for names in NAMES.values()} == {8}


def test_player_names_refuses_a_count_outside_the_table():
    with pytest.raises(ValueError, match="1 to 8"):
        player_names(9, "en")
    with pytest.raises(ValueError):
        player_names(0, "en")


def test_the_language_in_force_chooses_the_names(monkeypatch):
    monkeypatch.setenv("AMERICANA_LANG", "pl")
    assert player_names(2) == {0: "Ania", 1: "Bartek"}


@pytest.mark.parametrize(
    ("name", "forms"),
    [
        ("Аня", ("Аня", "Ани", "Ане", "Аню", "Аней", "Ане")),
        ("Борис", ("Борис", "Бориса", "Борису", "Бориса", "Борисом", "Борисе")),
        ("Вера", ("Вера", "Веры", "Вере", "Веру", "Верой", "Вере")),
        ("Дима", ("Дима", "Димы", "Диме", "Диму", "Димой", "Диме")),
        ("Ева", ("Ева", "Евы", "Еве", "Еву", "Евой", "Еве")),
    ],
)
def test_russian_names_in_six_cases(name, forms):
    assert tuple(decline(name, case, "ru") for case in RU_CASES) == forms
    # "pre" (prepositional) is the Russian name of the locative.
    assert decline(name, "pre", "ru") == forms[5]


@pytest.mark.parametrize(
    ("name", "forms"),
    [
        ("Ania", ("Ania", "Ani", "Ani", "Anię", "Anią", "Ani", "Aniu")),
        (
            "Bartek",
            ("Bartek", "Bartka", "Bartkowi", "Bartka", "Bartkiem", "Bartku", "Bartku"),
        ),
        (
            "Celina",
            ("Celina", "Celiny", "Celinie", "Celinę", "Celiną", "Celinie", "Celino"),
        ),
        ("Darek", ("Darek", "Darka", "Darkowi", "Darka", "Darkiem", "Darku", "Darku")),
        ("Ewa", ("Ewa", "Ewy", "Ewie", "Ewę", "Ewą", "Ewie", "Ewo")),
    ],
)
def test_polish_names_in_seven_cases(name, forms):
    assert tuple(decline(name, case, "pl") for case in PL_CASES) == forms


@pytest.mark.parametrize("lang", ["en", "es"])
def test_english_and_spanish_names_have_one_form(lang):
    for name in NAMES[lang]:
        assert {decline(name, case, lang) for case in PL_CASES} == {name}


def test_a_name_outside_the_table_is_used_as_given():
    assert decline("Zoe", "gen", "ru") == "Zoe"
    assert decline("Ann", "dat", "ru") == "Ann"  # another edition's name
    assert decline("Место 2", "ins", "ru") == "Место 2"
    with pytest.raises(ValueError, match="unknown case"):
        decline("Аня", "abl", "ru")


def test_name_fields_offer_every_case_in_every_language():
    fields = name_fields("player", "Дима", "ru")
    assert fields == {
        "player": "Дима",
        "player_gen": "Димы",
        "player_dat": "Диме",
        "player_acc": "Диму",
        "player_ins": "Димой",
        "player_loc": "Диме",
        "player_pre": "Диме",
        "player_voc": "Дима",
    }
    assert "Дайте {player_dat} короля.".format(**fields) == "Дайте Диме короля."
    assert set(name_fields("player", "Ann", "en")) == set(fields)
    assert list_fields("players", ["Аня", "Борис"], "ru")["players_gen"] == (
        "Ани и Бориса"
    )


def test_player_name_gives_the_case_the_sentence_asks_for():
    ru = {0: "Аня", 1: "Борис", 3: "Дима"}
    assert player_name(3, ru, "ru", case="gen") == "Димы"
    assert player_name(1, ru, "ru", case="gen") == "Бориса"
    assert player_name(0, ru, "ru", case="dat") == "Ане"
    assert player_name(0, ru, "ru", case="pre") == "Ане"
    assert player_name(1, ru, "ru") == "Борис"
    pl = {0: "Ania", 1: "Bartek", 4: "Ewa"}
    assert player_name(0, pl, "pl", case="gen") == "Ani"
    assert player_name(1, pl, "pl", case="gen") == "Bartka"
    assert player_name(4, pl, "pl", case="ins") == "Ewą"
    assert player_name(1, {1: "Beto"}, "es", case="gen") == "Beto"
    assert player_name(1, {1: "Bob"}, "en", case="dat") == "Bob"
    with pytest.raises(ValueError, match="unknown case"):
        player_name(1, ru, "ru", case="abl")


def test_a_typed_name_takes_a_case_neutral_construction():
    # Not guessed: the word for "player" carries the case, the name stays.
    assert player_name(2, {2: "Zoe"}, "ru", case="gen") == "игрока Zoe"
    assert player_name(2, {2: "Zoe"}, "ru", case="dat") == "игроку Zoe"
    assert player_name(2, {2: "Zoe"}, "ru") == "Zoe"
    assert player_name(2, {2: "Zoe"}, "pl", case="gen") == "gracza Zoe"
    assert player_name(2, {2: "Zoe"}, "pl", case="voc") == "Zoe"
    assert player_name(2, {2: "Zoe"}, "es", case="gen") == "Zoe"
    # An unnamed seat: "Место 3", and "игрока 3" in an oblique case.
    assert player_name(3, None, "ru") == "Место 3"
    assert player_name(3, None, "ru", case="gen") == "игрока 3"
    assert player_name(3, None, "pl", case="dat") == "graczowi 3"
    assert player_name(3, None, "es", case="gen") == "Asiento 3"


def test_lists_of_names_are_joined_with_and():
    pl = {0: "Ania", 1: "Bartek", 2: "Celina"}
    assert player_list([0, 1], pl, "pl", case="gen") == "Ani i Bartka"
    assert player_list([0, 1, 2], pl, "pl") == "Ania, Bartek i Celina"
    assert player_list([0, 1], {0: "Аня", 1: "Борис"}, "ru") == "Аня и Борис"
    assert player_list([1, 2], {1: "Beto", 2: "Clara"}, "es") == "Beto y Clara"
    assert player_list([0, 1], {0: "Ann", 1: "Bob"}, "en") == "Ann and Bob"
    assert player_list([0], {0: "Ann"}, "en") == "Ann"
    assert join_names(["Ане", "игроку Zoe"], "ru") == "Ане и игроку Zoe"


def test_an_english_table_name_becomes_the_editions_own():
    assert [localize_name(n, "ru") for n in NAMES["en"][:4]] == [
        "Аня",
        "Борис",
        "Вера",
        "Дима",
    ]
    assert localize_name("Bob", "pl") == "Bartek"
    assert localize_name("Cleo", "es") == "Clara"
    assert localize_name("Zoe", "pl") == "Zoe"


def test_event_sentences_name_the_editions_players():
    event = Event(EventKind.FOLD, seat=1)
    assert describe(event, "ru", player_names(3, "ru")) == (
        describe(event, "ru", {1: "X"}).replace("X", "Борис")
    )
    assert "Bartek" in describe(event, "pl", player_names(3, "pl"))


def test_catalog_check_knows_the_case_fields():
    unknown = catalog_tool.unknown_fields
    assert unknown("{player} folds.", "{player} пасует.") == []
    assert unknown("Chips for {name}", "Фишки {name_gen}") == []
    assert unknown("{player} folds.", "{playr} пасует.") == ["playr"]
    assert unknown("{player} folds.", "{player_abl}") == ["player_abl"]
    assert unknown("{n} chip", "{{n}} фишка") == []  # a literal brace is no field
    assert set(CASE_SUFFIXES) == set(catalog_tool.CASE_SUFFIXES)
    assert [p for p in catalog_tool.problems() if "unknown field" in p] == []


# --- The built pages --------------------------------------------------------

ENGLISH = NAMES["en"]
#: For the Russian edition: every Latin-script name of the other editions.
LATIN = tuple(dict.fromkeys(NAMES["en"] + NAMES["pl"] + NAMES["es"]))
FORBIDDEN = {"ru": LATIN, "pl": ENGLISH, "es": ENGLISH}


class _ReaderText(HTMLParser):
    """What a reader sees of a page: its text, ``title``/``aria-label``/``alt``,
    the steppers' views (widget state, drawn in the browser: see
    ``_reader_text``) and the names a
    live block seats; not code inputs, scripts or styles."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0  # inside <script>, <style> or a code input
        self._input_depth = 0
        self._widget_state = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if self._input_depth:
            if tag == "div":
                self._input_depth += 1
            return
        if tag == "div" and "cell_input" in (a.get("class") or "").split():
            self._input_depth = 1
            return
        if tag == "script":
            self._widget_state = "widget-state" in (a.get("type") or "")
            self._skip += 0 if self._widget_state else 1
            return
        if tag == "style":
            self._skip += 1
            return
        for key in ("title", "aria-label", "alt"):
            if a.get(key):
                self.parts.append(a[key])
        if a.get("data-config"):
            names = json.loads(a["data-config"]).get("names") or {}
            self.parts.extend(names.values())

    def handle_endtag(self, tag):
        if self._input_depth:
            if tag == "div":
                self._input_depth -= 1
            return
        if tag == "script":
            if self._widget_state:
                self._widget_state = False
            else:
                self._skip -= 1
        elif tag == "style":
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip and not self._input_depth:
            self.parts.append(data)


def _reader_text(path: Path) -> str:
    parser = _ReaderText()
    parser.feed(path.read_text(encoding="utf-8"))
    # The steppers' views: the page's widget state, in a script of its own.
    return "\n".join(parser.parts + state_texts(path))


@pytest.mark.build
@pytest.mark.parametrize("lang", ["ru", "pl", "es"])
def test_no_page_names_another_editions_players(built_book: Path, lang: str):
    pattern = re.compile(r"\b(?:{})\b".format("|".join(FORBIDDEN[lang])))
    found = {}
    for name in toc_pages():
        text = _reader_text(built_book / lang / f"{name}.html")
        hits = sorted({m.group(0) for m in pattern.finditer(text)})
        if hits:
            found[name] = hits
    assert found == {}
    # ... and the edition's own players are there instead.
    text = _reader_text(built_book / lang / "exercises.html")
    assert all(n in text for n in NAMES[lang][:4])


@pytest.mark.build
def test_the_english_edition_keeps_its_players(built_book: Path):
    text = _reader_text(built_book / "en" / "side_pots.html")
    assert all(name in text for name in ENGLISH[:4])
