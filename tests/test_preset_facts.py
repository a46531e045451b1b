"""Facts about presets come from the engine (issue 20, "The cause").

A page that states a setting of a preset (its structure, bets, raises, tie
rule, odd chip, automatic bring-in, deck, draw limit, openers, suits) writes
it with the ``{preset}`` role (book/_ext/americana_presets.py), which the
build fills from the engine's value in the page's language
(:func:`americana.text.names.preset_fact`). This module

* checks the role's words in every language, written out;
* scans every page (book/*.md) and the Polish, Russian and Spanish
  translations of every page (locales/<lang>/LC_MESSAGES/<page>.po) for a
  sentence that names a preset together with a word of a setting outside the
  role, and fails naming the file and line; a sentence that does so for a
  reason (a hand's outcome, not a setting) is in :data:`ALLOWED`, with the
  reason;
* checks, in the built book, that the pages show the engine's words.
"""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest
from conftest import ROOT

from americana.text.i18n import LANGUAGES
from americana.text.names import PRESET_FACTS, preset_fact

BOOK = ROOT / "book"
LOCALES = ROOT / "locales"

#: The role's words for each fact, in each language, written out.
FACTS = {
    ("americana-pl", "structure", None): {
        "en": "fixed limit",
        "pl": "stały limit",
        "ru": "фиксированный лимит",
        "es": "límite fijo",
    },
    ("americana", "structure", None): {
        "en": "fixed limit",
        "pl": "stały limit",
        "ru": "фиксированный лимит",
        "es": "límite fijo",
    },
    ("classic-pl", "structure", None): {
        "en": "no limit",
        "pl": "bez limitu",
        "ru": "безлимит",
        "es": "sin límite",
    },
    ("americana-pl", "bets", None): {
        "en": "2 and 4 chips",
        "pl": "2 i 4 żetony",
        "ru": "2 и 4 фишки",
        "es": "2 y 4 fichas",
    },
    ("five-card-draw", "bets", None): {
        "en": "2 and 4 chips",
        "pl": "2 i 4 żetony",
        "ru": "2 и 4 фишки",
        "es": "2 y 4 fichas",
    },
    ("americana", "raise_cap", None): {
        "en": "3 raises",
        "pl": "3 podbicia",
        "ru": "3 повышения",
        "es": "3 subidas",
    },
    ("americana", "first_round_raises", None): {
        "en": "1 raise",
        "pl": "1 podbicie",
        "ru": "1 повышение",
        "es": "1 subida",
    },
    ("classic-pl", "raise_cap", None): {
        "en": "any number of raises",
        "pl": "dowolna liczba podbić",
        "ru": "любое число повышений",
        "es": "cualquier número de subidas",
    },
    ("americana", "odd_chip", None): {
        "en": "to the first winner left of the dealer (A13)",
        "pl": "pierwszemu zwycięzcy na lewo od rozdającego (A13)",
        "ru": "первому победителю слева от дилера (A13)",
        "es": "al primer ganador a la izquierda del repartidor (A13)",
    },
    ("americana-es", "automatic_bring_in", None): {
        "en": "yes",
        "pl": "tak",
        "ru": "да",
        "es": "sí",
    },
    ("americana-ru", "automatic_bring_in", None): {
        "en": "no",
        "pl": "nie",
        "ru": "нет",
        "es": "no",
    },
    ("classic-pl", "deck", 4): {
        "en": "44 cards",
        "pl": "44 karty",
        "ru": "44 карты",
        "es": "44 cartas",
    },
    ("classic-pl", "deck", 3): {
        "en": "36 cards",
        "pl": "36 kart",
        "ru": "36 карт",
        "es": "36 cartas",
    },
    ("classic-pl", "deck", 2): {
        "en": "28 cards",
        "pl": "28 kart",
        "ru": "28 карт",
        "es": "28 cartas",
    },
    ("classic-pl", "deck", 5): {
        "en": "52 cards",
        "pl": "52 karty",
        "ru": "52 карты",
        "es": "52 cartas",
    },
    ("five-card-draw", "draw_limit", None): {
        "en": "4 cards",
        "pl": "4 karty",
        "ru": "4 карты",
        "es": "4 cartas",
    },
    ("americana-pl+americana-es", "first_to_act_tie", None): {
        "en": "the suit of the highest card decides (A7)",
        "pl": "decyduje kolor najwyższej karty (A7)",
        "ru": "решает масть старшей карты (A7)",
        "es": "decide el palo de la carta más alta (A7)",
    },
    ("americana-ru", "first_to_act_tie", None): {
        "en": "the player nearest the dealer's left (A7)",
        "pl": "gracz najbliżej po lewej stronie rozdającego (A7)",
        "ru": "игрок, сидящий ближе всех слева от дилера (A7)",
        "es": "el jugador más próximo a la izquierda del repartidor (A7)",
    },
    ("americana-pl+americana-es", "showdown_tie", None): {
        "en": "the kicker's suit first, then its rank (B3)",
        "pl": "najpierw kolor kickera, potem jego wartość (B3)",
        "ru": "сначала масть кикера, потом его достоинство (B3)",
        "es": "primero el palo del kicker, después su valor (B3)",
    },
    ("americana-pl", "suit_order", None): {
        "en": "hearts, diamonds, clubs, spades",
        "pl": "kier, karo, trefl, pik",
        "ru": "червы, бубны, трефы, пики",
        "es": "corazones, diamantes, tréboles, picas",
    },
}

CASES = [
    (preset, fact, players, lang, words)
    for (preset, fact, players), by_lang in FACTS.items()
    for lang, words in by_lang.items()
]


@pytest.mark.parametrize(("preset", "fact", "players", "lang", "words"), CASES)
def test_the_role_says_the_engines_value(preset, fact, players, lang, words):
    assert preset_fact(preset, fact, lang, players=players) == words


def test_a_group_of_presets_that_differ_is_refused():
    with pytest.raises(ValueError, match="differ in 'suit_order'"):
        preset_fact("americana", "suit_order", "en")
    with pytest.raises(ValueError, match="differ in 'showdown_tie'"):
        preset_fact("americana-pl+americana-ru", "showdown_tie", "en")
    with pytest.raises(ValueError, match="no fact 'deck'"):
        preset_fact("americana-pl", "deck", "en", players=4)


def test_every_fact_has_words_for_some_preset():
    said = {
        fact
        for fact in PRESET_FACTS
        for preset in ("americana-pl", "jackpots")
        if _says(preset, fact)
    }
    assert said == set(PRESET_FACTS)


def _says(preset: str, fact: str) -> bool:
    try:
        return bool(preset_fact(preset, fact, "en", players=4))
    except ValueError:
        return False


# --- The scan -------------------------------------------------------------

_CODE_NAMES = r"americana-(?:pl|ru|es)\b|classic-pl|five-card-draw|\bjackpots\b"

#: Words that name a preset, in each language.
PRESET_WORDS = {
    "en": _CODE_NAMES + r"|\bpresets?\b|\bpreset's",
    "pl": _CODE_NAMES
    + r"|\bgotow\w+ wariant\w*|\bwariant\w* (?:polsk|rosyjsk|hiszpańsk)\w+"
    r"|\b(?:polsk|rosyjsk|hiszpańsk)\w+ wariant\w*|\bpreset\w*",
    "ru": _CODE_NAMES
    + r"|\bготов\w+ вариант\w*|\bвариант\w* (?:польск|русск|испанск)\w+"
    r"|\b(?:польск|русск|испанск)\w+ вариант\w*|\bпресет\w*",
    "es": _CODE_NAMES
    + r"|\bvariantes? predefinidas?|\bvariantes? (?:polacas?|rusas?|españolas?)\b"
    r"|\bpreset\w*",
}

#: Words of a setting, in each language.
SETTING_WORDS = {
    "en": r"\blimit\b|\braises?\b|\bante\b|\bautomatic\w*|\bdeck\b|\bodd[- ]chip"
    r"|\bopeners\b|\bsuit order|\border of the suits|\bsplits?\b|\b\d+ cards\b"
    r"|\bkicker's suit|\bsuit of the kicker|\bseat order|\bworked example"
    r"|\bsuit of the highest",
    "pl": r"\blimit\w*|\bpodbi\w*|\bante\b|\bautomatycz\w*|\btali[aięą]\b"
    r"|\bnieparzyst\w*|\bdziel\w*|\bpodział\w*|\botwierając\w*"
    r"|\bkolejnoś\w* kolorów|\b\d+ kart\w*",
    "ru": r"\bлимит\w*|\bповышени\w*|\bрейз\w*|\bанте\b|\bавтоматич\w*|\bколод\w*"
    r"|\bнечётн\w*|\bдел(?:ит|ят|ится)\b|\bраздел\w*|\bпорядк?\w* мастей"
    r"|\b\d+ карт\w*",
    "es": r"\blímite\w*|\bsubidas?\b|\bante\b|\bautomátic\w*|\bbaraja\w*"
    r"|\bficha (?:impar|sobrante)|\bdivid\w*|\breparten? el bote|\borden de los palos"
    r"|\b\d+ cartas\b",
}

#: Sentences that name a preset with a setting word and state no setting of
#: it, by page and a piece of the English sentence (the same entry of the
#: page's catalog is allowed in every language), each with its reason.
ALLOWED: dict[tuple[str, str], str] = {
    ("exercises", "Under which presets may the bring-in be taken from her"): (
        "a question; its answer is checked by tests/test_exercises.py"
    ),
    ("exercises", "The Polish and the Russian presets refuse it"): (
        "an answer, with the engine's refusal; tests/test_exercises.py plays it"
    ),
    ("exercises", "The bring-in goes to the higher king by the preset's suit"): (
        "an answer, played by tests/test_exercises.py"
    ),
    ("exercises", "The Polish and Spanish presets break the tie again by the"): (
        "an answer, played by tests/test_exercises.py"
    ),
    ("exercises", "Russian preset: the hands are equal, so they split the pot"): (
        "an answer, played by tests/test_exercises.py"
    ),
    ("exercises", "two hands can never tie under these two presets"): (
        "a consequence of B3 (no two players hold one card), not a setting"
    ),
    ("glossary", "A deal of jackpots that nobody opens"): (
        "rule E7 of the game jackpots, not a preset's setting"
    ),
    ("five_card_draw", "with the odd chip left in the middle for the next deal"): (
        "the drills' kinds of question, by the rules of the games (E7, D8)"
    ),
    ("glossary", "so those presets never split a pot"): (
        "a consequence of B3 (no two players hold one card), not a setting"
    ),
    ("sources_and_variants", "so these two presets never split a pot"): (
        "the same consequence of B3, in the chapter that compares the texts"
    ),
    ("instructors", "and the suit order of each preset decides which"): (
        "names the setting and gives no value; the stepper shows the values"
    ),
    ("showdown", "in the preset's suit order"): "names the setting, gives no value",
    ("sources_and_variants", "where the preset uses suits at all"): (
        "says what a row of the presets table means; the values are the table's"
    ),
    ("rankings", "presets give the pot to different players, because"): (
        "the outcome of a deal, computed by the explorer beside it"
    ),
    ("sources_and_variants", "Under the Polish preset the suit of the highest card"): (
        "the outcome of the deal the steppers below play"
    ),
    (
        "sources_and_variants",
        "Under the Polish preset the suit of the kicker decides",
    ): ("the outcome of the deal the steppers below play"),
    ("showdown", "The worked example of B3, the Polish preset's rule, gives Ann"): (
        "the outcome of the cell above, which the engine plays under each reading"
    ),
    ("showdown", "Which preset lets a tie in visible hands be decided by seat"): (
        "a question to the reader"
    ),
    ("sources_and_variants", "how the engine turns each description into a preset"): (
        "what the chapter teaches, no value"
    ),
    ("how_to_use", "The presets differ in four points:"): (
        "names the four settings, no value; the chapter on the sources prints them"
    ),
    ("five_card_draw", "Jackpots: jacks or better to open, openers proven"): (
        "rule E7 of the game jackpots, not a preset's setting"
    ),
    ("sources_and_variants", "Under the Russian preset the hands are equal"): (
        "the outcome of the deal the stepper below plays"
    ),
    ("sources_and_variants", "One deal played under the three presets has"): (
        "the summary of that outcome"
    ),
    ("sources_and_variants", "Here is the Spanish preset with its suit order"): (
        "introduces the replace() in the code cell below, which the engine plays"
    ),
    ("sources_and_variants", "as under the Polish preset, while the automatic"): (
        "introduces the same cell: the engine plays it"
    ),
    ("sources_and_variants", "Change the odd-chip rule of the Russian preset"): (
        "an exercise asking the reader to change the setting"
    ),
    ("sources_and_variants", "| who opens rounds 2 to 4 (A7) |"): (
        "the table of what the texts say; the presets table is the engine's"
    ),
}

_ROLE = re.compile(r"\{preset\}`[^`]*`")
_CODE = re.compile(r"`[^`]*`")
#: Code and directives of code (a ``:::`` directive, an answer, is prose).
_FENCE = re.compile(r"^```.*?^```\s*$", re.MULTILINE | re.DOTALL)
_COLON_FENCE = re.compile(r"^:::.*$", re.MULTILINE)


def _sentences(text: str) -> list[str]:
    """The sentences of ``text`` that hold no ``{preset}`` role, code removed.

    A sentence with the role takes its fact from the engine; the words
    around it are the sentence written around the phrase.
    """
    sentences = re.split(r"(?<=[.!?])\s+", text)
    return [_CODE.sub(" ", s) for s in sentences if s.strip() and not _ROLE.search(s)]


def _states(lang: str, sentence: str) -> bool:
    return bool(
        re.search(PRESET_WORDS[lang], sentence, re.IGNORECASE)
        and re.search(SETTING_WORDS[lang], sentence, re.IGNORECASE)
    )


def _allowed(page: str, english: str) -> bool:
    flat = " ".join(english.split())
    return any(p == page and piece in flat for p, piece in ALLOWED)


def _paragraphs(path: Path) -> list[tuple[int, str]]:
    """(line, text) of each paragraph of prose, code and fences left out."""
    source = path.read_text(encoding="utf-8")
    source = _FENCE.sub(lambda m: "\n" * m.group(0).count("\n"), source)
    source = _COLON_FENCE.sub("", source)
    found: list[tuple[int, str]] = []
    start, lines = 0, []
    for number, line in enumerate(source.splitlines(), 1):
        if line.startswith("|"):  # a table row is a paragraph of its own
            if lines:
                found.append((start, " ".join(lines)))
                lines = []
            found.append((number, line))
        elif line.strip():
            if not lines:
                start = number
            lines.append(line)
        elif lines:
            found.append((start, " ".join(lines)))
            lines = []
    if lines:
        found.append((start, " ".join(lines)))
    return found


def typed_facts_in_pages() -> list[str]:
    """Each sentence of book/*.md that types a preset's setting: "file:line: …"."""
    found = []
    for path in sorted(BOOK.glob("*.md")):
        for line, paragraph in _paragraphs(path):
            for sentence in _sentences(paragraph):
                if _states("en", sentence) and not _allowed(path.stem, sentence):
                    found.append(f"book/{path.name}:{line}: {sentence}")
    return found


def typed_facts_in_catalogs(lang: str) -> list[str]:
    """The same, in the translations of the pages into ``lang``."""
    found = []
    for path in sorted((LOCALES / lang / "LC_MESSAGES").glob("*.po")):
        if path.stem in ("americana", "sphinx", "booktheme"):
            continue
        for entry in polib.pofile(str(path)):
            if entry.obsolete or not entry.msgstr:
                continue
            # As many such sentences as the English has allowed ones, no more.
            allowed = sum(
                1 for english in _sentences(entry.msgid) if _allowed(path.stem, english)
            )
            stating = [s for s in _sentences(entry.msgstr) if _states(lang, s)]
            for sentence in stating[allowed:] if len(stating) > allowed else []:
                where = path.relative_to(ROOT)
                found.append(f"{where}:{entry.linenum}: {sentence}")
    return found


def test_no_page_types_a_presets_setting():
    assert typed_facts_in_pages() == []


@pytest.mark.parametrize("lang", ["pl", "ru", "es"])
def test_no_translation_types_a_presets_setting(lang):
    assert typed_facts_in_catalogs(lang) == []


def test_the_scan_finds_a_typed_fact():
    """The example of issue 20, in each language, is caught."""
    assert _states("en", "As in the example, the Polish preset is played no limit:")
    assert _states("pl", "Jak w przykładzie, wariant polski jest grany bez limitu:")
    assert _states("ru", "Как и в примере, польский вариант играется без лимита:")
    assert _states(
        "es", "Como en el ejemplo, la variante predefinida polaca se juega sin límite:"
    )
    assert not _states("en", "this block's hand is played with {preset}`x:y` as")


def test_every_allowed_sentence_is_still_in_the_book():
    pages = {
        path.stem: " ".join(path.read_text(encoding="utf-8").split())
        for path in BOOK.glob("*.md")
    }
    for page, piece in ALLOWED:
        assert piece in pages[page], (page, piece)


# --- In the built book -----------------------------------------------------


#: Pages and the role's words each must show, by the key of :data:`FACTS`.
BUILT = {
    "side_pots": [("americana-pl", "structure", None)],
    "bring_in": [
        ("americana", "structure", None),
        ("americana-es", "automatic_bring_in", None),
        ("americana-ru", "automatic_bring_in", None),
    ],
    "stripped_decks": [
        ("classic-pl", "deck", 4),
        ("classic-pl", "deck", 3),
        ("classic-pl", "deck", 2),
        ("classic-pl", "deck", 5),
    ],
    "rules_reference": [
        ("americana", "structure", None),
        ("americana", "raise_cap", None),
        ("five-card-draw", "bets", None),
        ("americana", "odd_chip", None),
    ],
}


@pytest.mark.build
@pytest.mark.parametrize("lang", LANGUAGES)
def test_built_pages_show_the_engines_words(built_book: Path, lang: str):
    for page, keys in BUILT.items():
        html = (built_book / lang / f"{page}.html").read_text(encoding="utf-8")
        # A rule number in a phrase, "(A13)", is a link inside the span.
        spans = [
            re.sub(r"<[^>]+>", "", piece.split("</span>\n", 1)[0])
            for piece in html.split('<span class="americana-preset">')[1:]
        ]
        for key in keys:
            assert any(s.startswith(FACTS[key][lang]) for s in spans), (page, key)


@pytest.mark.build
@pytest.mark.parametrize("lang", LANGUAGES)
def test_built_chapters_quote_the_appendix(built_book: Path, lang: str):
    for page, rule in (
        ("betting", "a9"),
        ("five_card_draw", "e4"),
        ("side_pots", "a13"),
        ("sources_and_variants", "a13"),
    ):
        html = (built_book / lang / f"{page}.html").read_text(encoding="utf-8")
        quote = html.split('<blockquote class="americana-rule-quote">', 1)[1]
        quote = quote.split("</blockquote>", 1)[0]
        assert f'href="rules_reference.html#rule-{rule}"' in quote, (page, rule)
