"""The wordings native readers asked to change (issues 13 and 20, "Words readers see").

Each test is named after one item of the issue and reads the catalogs in
locales/<lang>/LC_MESSAGES/*.po (the chapters' and the engine's): the old
wording is gone and the new one is there. No build needed.
"""

from __future__ import annotations

import re
import sys
from functools import cache
from pathlib import Path

import polib
import pytest

from americana.text.error_text import REFUSAL_CODES

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"


@cache
def entries(lang: str) -> tuple[tuple[str, str, str], ...]:
    """(catalog, msgid, translation) for every live entry; plural forms one by one."""
    out = []
    for path in sorted((LOCALES / lang / "LC_MESSAGES").glob("*.po")):
        for entry in polib.pofile(str(path)):
            if entry.obsolete:
                continue
            forms = (
                [entry.msgstr_plural[k] for k in sorted(entry.msgstr_plural)]
                if entry.msgstr_plural
                else [entry.msgstr]
            )
            out.extend((path.stem, entry.msgid, form) for form in forms)
    return tuple(out)


def texts(lang: str, catalog: str | None = None) -> list[str]:
    return [s for c, _, s in entries(lang) if catalog is None or c == catalog]


def joined(lang: str, catalog: str | None = None) -> str:
    return "\n".join(texts(lang, catalog))


def translation(lang: str, catalog: str, msgid_start: str) -> str:
    found = [
        s for c, m, s in entries(lang) if c == catalog and m.startswith(msgid_start)
    ]
    assert len(found) == 1, (lang, catalog, msgid_start, len(found))
    return found[0]


# -- Polish -------------------------------------------------------------------------


def test_pl_nie_trzeba_niczego_instalowac():
    assert "nie wymaga niczego instalować" not in joined("pl")
    assert "nie trzeba niczego instalować" in joined("pl", "intro")


def test_pl_zamiast_bring_inu_declined_in_the_engine():
    engine = texts("pl", "americana")
    assert not re.search(r"(?i)zamiast bring-in\b(?!u)", joined("pl"))
    assert sum("amiast bring-inu" in s for s in engine) == 7


def test_pl_one_word_for_rank_wartosc():
    # "wysokość" stays only for an amount ("w wysokości 2 żetonów"), never a rank.
    amounts = {"w wysokości", "ustaloną wysokość", "jedną wysokość", "do wysokości"}
    uses = set(re.findall(r"(?i)\w+ wysokoś\w*", joined("pl")))
    assert uses <= amounts, uses - amounts
    engine = joined("pl", "americana")
    assert "kolor kickera, a nie jego wartość" in engine
    assert "Decydują wartości kart" in engine
    assert "wartość kickera czy jego kolor" in engine


def test_pl_hierarchia_ukladow_not_starszenstwo():
    assert not re.search(r"(?i)starszeństw\w* układów", joined("pl"))
    assert "Hierarchia układów, od najwyższego" in joined("pl", "americana")
    assert "tabelę hierarchii układów" in joined("pl", "intro")


def test_pl_uklady_not_rece_for_hands():
    assert not re.search(r"\b(rąk|ręce|ręka|rękę|ręką)\b", joined("pl"))
    assert "pięciokartowych układów" in joined("pl", "deck")


def test_pl_komunikat_o_bledzie_traceback():
    assert "ślad błędu" not in joined("pl")
    assert "komunikat o błędzie (traceback)" in joined("pl", "rankings")


def test_pl_rankings_what_you_will_learn_says_nine():
    text = translation(
        "pl", "rankings", "**What you will learn:** the nine hand categories"
    )
    assert "dziewięć" in text


def test_pl_full_na_krolach_przeciw_fullowi_na_damach():
    engine = joined("pl", "americana")
    assert "Full na królach przeciw fullowi na damach" in engine
    assert "z trzema królami" not in engine


def test_pl_one_dash_style():
    text = joined("pl")
    assert "—" not in text and " - " not in text
    assert text.count(" – ") > 50


# -- Russian ------------------------------------------------------------------------


def test_ru_rankings_i_chto_reshaet_ishod():
    rankings = joined("ru", "rankings")
    assert "что это решает" not in rankings
    assert "кто выигрывает на вскрытии и что решает исход" in rankings


def test_ru_interaktivnyi_obozrevatel_kombinatsii():
    assert not re.search(r"(?i)исследовател", joined("ru"))
    assert "интерактивный обозреватель комбинаций" in joined("ru", "rankings")


def test_ru_one_word_for_hand_kombinatsiya():
    rest = [
        s.replace("на руках", "")
        for _, m, s in entries("ru")
        if not m.startswith('"')  # a source quoted as printed
    ]
    hits = [
        s
        for s in rest
        if re.search(r"(?i)(?<![\w-])рук(а|и|е|у|ой|ам|ами|ах)?(?![\w-])", s)
    ]
    assert not hits
    assert "Две комбинации рядом" in joined("ru", "rankings")
    assert "Обозреватель комбинаций" in joined("ru", "americana")


def test_ru_gotovyi_variant_pravil_not_preset():
    assert not re.search(r"(?i)пресет", joined("ru"))
    assert "готовый вариант правил" in joined("ru", "how_to_use")
    assert "Готовые варианты правил" in joined("ru", "sources_and_variants")


def test_ru_razdel_banka_not_delyozhka():
    assert not re.search(r"(?i)дел[её]ж", joined("ru"))
    assert "нечётная фишка при разделе банка" in joined("ru", "sources_and_variants")


def test_ru_igroku_s_luchshei_kombinatsiei_iz_teh_kto():
    assert "достаётся лучшей комбинации" not in joined("ru")
    assert "игроку с лучшей комбинацией из тех, кто" in joined("ru", "side_pots")
    assert "игроку с лучшей комбинацией из тех, кто" in joined("ru", "exercises")


def test_ru_full_house_na_korolyah():
    engine = joined("ru", "americana")
    assert "Фулл-хаус на королях против фулл-хауса на дамах" in engine
    assert "с тремя королями" not in engine


def test_ru_rereiz():
    assert not re.search(r"(?i)ре-рейз", joined("ru"))
    assert "ререйз" in joined("ru", "betting")
    glossary = (ROOT / "book" / "glossary.md").read_text(encoding="utf-8")
    assert "| Re-raise | Ponowne podbicie | Ререйз |" in glossary


@pytest.mark.parametrize("catalog", ["intro", "how_to_use", "five_card_draw"])
def test_ru_jackpots_explained_on_first_use(catalog):
    first = next(s for s in texts("ru", catalog) if re.search(r"(?i)джекпот", s))
    assert "пар" in first and "валет" in first, first


def test_ru_varied_calls_folds_checks_raises():
    text = joined("ru")
    dull = re.findall(r"(?i)\bс?дела\w* (?:колл|фолд|чек)\b", text)
    assert not dull
    assert (
        len(re.findall(r"(?i)\bс?дела\w* рейз\b", text)) <= 3
    )  # "Аня делает рейз, Борис — ререйз"
    for verb in ("уравнивает", "сбрасывает карты", "чекает", "повышает"):
        assert verb in text


def test_ru_exercise_23_pervoi_pokazyvaet_karty():
    exercises = joined("ru", "exercises")
    assert "первой карты показывает" not in exercises
    assert "первой показывает карты" in exercises


def test_ru_muck_as_in_the_glossary():
    assert not re.search(r"(?<![\w-])мак\b", joined("ru"))
    assert "Сброс карт" in joined("ru", "glossary")
    assert "это называется сбросом карт" in joined("ru", "showdown")


# -- Spanish ------------------------------------------------------------------------


def test_es_glossary_dos_pares_row_says_one_thing():
    glossary = joined("es", "glossary")
    assert "La doble pareja, tal como la escribe la fuente" not in glossary
    assert "con el nombre que le da la fuente, «dos pares»" in glossary


def test_es_ana_la_primera_ganadora():
    text = joined("es")
    assert not re.search(r"(Ann|Ana), el primer ganador", text)
    assert re.search(
        r"(Ann|Ana), la primera ganadora", joined("es", "sources_and_variants")
    )


def test_es_reina_everywhere():
    # «dama» stays only where the glossary says what Polish players call the queen.
    text = joined("es").replace("«dama»", "")
    assert not re.search(r"(?i)\bdamas?\b", text)
    assert "Full de reyes contra full de reinas" in joined("es", "americana")


def test_es_carta_alta_de_as():
    text = joined("es")
    assert "carta alta al" not in text
    assert "carta alta de as" in joined("es", "rankings")


def test_es_dos_manos_frente_a_frente():
    assert "Dos manos frente a frente" in joined("es", "rankings")
    assert "lado a lado" not in joined("es")


def test_es_jerarquia_de_manos_in_the_engine():
    engine = joined("es", "americana")
    assert "Jerarquía de manos, de mayor a menor" in engine
    assert "Ranking de manos" not in engine


def test_es_glossary_mano_for_hand():
    glossary = (ROOT / "book" / "glossary.md").read_text(encoding="utf-8")
    assert "| Hand | Układ | Комбинация | Mano |" in glossary
    assert not re.search(r"(?i)\bjugadas?\b", joined("es"))
    assert "Las manos y sus nombres" in joined("es", "glossary")


def test_es_de_before_plurals_of_millions():
    # Spanish CLDR form 1 is for exact millions: "1 000 000 de fichas".
    checked = 0
    for _, _, forms in plural_entries("es"):
        other, millions = forms[2], forms[1]
        for placeholder, noun in re.findall(
            r"(\{\w+\}) (fichas|cartas|puestos|manos)\b", other
        ):
            assert f"{placeholder} de {noun}" in millions, millions
            checked += 1
    assert checked >= 15


def plural_entries(lang: str) -> list[tuple[str, str, list[str]]]:
    out = []
    for path in sorted((LOCALES / lang / "LC_MESSAGES").glob("*.po")):
        for entry in polib.pofile(str(path)):
            if entry.msgstr_plural and not entry.obsolete:
                forms = [entry.msgstr_plural[k] for k in sorted(entry.msgstr_plural)]
                out.append((path.stem, entry.msgid, forms))
    return out


def test_es_proyecto_explained_on_first_use():
    first = next(s for s in texts("es", "probability") if "proyecto" in s)
    assert "le falta una carta para completar una escalera o un color" in first


def test_es_and_pl_no_kernel_jargon():
    assert not re.search(r"(?i)kernel|núcleo", joined("es"))
    assert not re.search(r"(?i)jądr", joined("pl"))


@pytest.mark.parametrize(
    ("lang", "quote"),
    [("es", "«"), ("pl", "„")],
)
def test_refusal_codes_have_words_beside_them(lang, quote):
    codes = 0
    for text in texts(lang):
        for match in re.finditer(r"`([a-z_]+\.[a-z_]+)`", text):
            if match.group(1) not in REFUSAL_CODES:
                continue
            codes += 1
            after = text[match.end() : match.end() + 4]
            assert after.startswith((f": {quote}", f" ({quote}")), text
    assert codes >= 7
    # The showdown chapter names the three tie settings, each with words after it.
    showdown = joined(lang, "showdown")
    for setting in ("SPLIT", "SUIT_OF_KICKER", "KICKER_RANK_THEN_SUIT"):
        assert re.search(rf"`{setting}` \(\w", showdown), setting


# -- All three ----------------------------------------------------------------------

LATE_JOINING = "Every player who wants to play the hand puts an ante"


@pytest.mark.parametrize(
    ("lang", "old", "new"),
    [
        ("pl", "Z tego samego powodu", "Ponieważ nie ma blindów, nowy gracz"),
        ("ru", "По той же причине", "Раз блайндов нет, новичок"),
        ("es", "Por la misma razón", "Como no hay ciegas, un recién llegado"),
    ],
)
def test_late_joining_without_for_the_same_reason(lang, old, new):
    text = translation(lang, "bring_in", LATE_JOINING)
    assert old not in text and new in text
    english = translation("en", "bring_in", LATE_JOINING)
    assert "same reason" not in english
    assert "Because there are no blinds, a newcomer" in english


@pytest.mark.parametrize(
    ("lang", "old", "new"),
    [
        ("pl", "Książka zna Americanę", "Americanę znamy z trzech krótkich tekstów"),
        (
            "ru",
            "известна книге",
            "Об Американе мы знаем из трёх коротких текстов: польского",
        ),
        (
            "es",
            "El libro conoce la Americana",
            "La Americana se conoce por tres textos",
        ),
    ],
)
def test_americana_known_from_three_texts_not_a_calque(lang, old, new):
    text = translation(lang, "sources_and_variants", "The book knows Americana")
    assert old not in text and new in text


@pytest.mark.parametrize(
    ("lang", "opening", "closing"),
    [("pl", "„", "”"), ("ru", "«", "»"), ("es", "«", "»")],
)
def test_source_quotes_in_the_languages_own_marks(lang, opening, closing):
    quotes = [
        s
        for c, m, s in entries(lang)
        if c == "sources_and_variants" and m.startswith('"')
    ]
    assert len(quotes) >= 12
    for text in quotes:
        assert '"' not in text and text.startswith(opening) and text.endswith(closing)


def test_three_raises_list_three_raises():
    page = (ROOT / "book" / "five_card_draw.md").read_text(encoding="utf-8")
    assert "bet, raise, re-raise, cap" not in page
    assert "followed by\nthree raises at most: raise, re-raise, cap (E3)" in page
    lists = {
        "pl": (
            "zakład, podbicie, ponowne podbicie",
            "podbicie, ponowne podbicie i ostatnie",
        ),
        "ru": ("ставка, рейз, ререйз", "рейз, ререйз и последний рейз — кэп"),
        "es": ("apuesta, subida, resubida", "subida, resubida y subida final o tope"),
    }
    for lang, (old, new) in lists.items():
        text = translation(lang, "five_card_draw", "Everybody pays the ante")
        assert old not in text and new in text


# -- Issue 20 ("Words readers see"): helpers ----------------------------------------
# Two items are not in a catalog: the landing page's suggestion line
# (tools/build_book.py SUGGESTED) and the footer, the theme's message in
# sphinx.po filled with build_book.AUTHORS.

sys.path.insert(0, str(ROOT / "tools"))
import build_book  # noqa: E402


def exact(lang: str, catalog: str, msgid: str) -> str:
    """The translation of exactly ``msgid`` in ``catalog``."""
    found = [s for c, m, s in entries(lang) if c == catalog and m == msgid]
    assert len(found) == 1, (lang, catalog, msgid, found)
    return found[0]


def count(lang: str, text: str) -> int:
    """How many times ``text`` occurs in the translations of ``lang``."""
    return sum(s.count(text) for s in texts(lang))


def nowhere(lang: str, pattern: str, flags: int = 0) -> list[str]:
    """The translations of ``lang`` in which the regex ``pattern`` occurs."""
    rx = re.compile(pattern, flags)
    return [s for s in texts(lang) if rx.search(s)]


# -- Issue 20: Russian ------------------------------------------------------------


def test_ru_data_never_leave_the_computer():
    assert count("ru", "Данные о ваших раздачах не покидают ваш компьютер.") == 1
    assert nowhere("ru", "Ничего из того, что вы играете") == []


def test_ru_new_hand_button_named():
    # One sentence, the hand block's own (live_text "deal_more"): the page
    # puts the button's label in place of {deal}.
    assert count("ru", "Кнопка «{deal}» сдаёт ещё одну раздачу") == 1
    assert exact("ru", "americana", "Deal a new hand") == "Новая раздача"
    assert nowhere("ru", r"\*\*Новая раздача\*\*|сдаёт следующую") == []


def test_ru_interactive_notebook():
    # The chapters' six "In a live notebook ... does the same" snippets gave
    # way to the exported notebook's own cells (issue 24).
    assert count("ru", "В интерактивном блокноте то же самое делает") == 0
    assert count("ru", "показывает её в блокноте как интерактивный стол") == 1
    assert nowhere("ru", r"жив\w* блокнот", re.IGNORECASE) == []


def test_ru_each_question_deals():
    new = "Кто делает бринг-ин? В каждом вопросе сдаются первые открытые карты"
    assert count("ru", new) == 1
    assert nowhere("ru", "Каждый вопрос сдаёт") == []


def test_ru_b3_heading():
    heading = exact("ru", "rules_reference", "B3. Equal hands decided by suit")
    assert heading == "B3. При равных комбинациях решает масть"
    assert nowhere("ru", "Равные комбинации решает масть") == []


def test_ru_a13_engine_reads_it_so():
    new = (
        "Движок толкует это так: фишка достаётся первому из победителей"
        " по часовой стрелке от дилера."
    )
    assert count("ru", new) == 1
    assert nowhere("ru", "понимает это как") == []


def test_ru_suit_order_between_up_cards_of_equal_rank():
    assert (
        count("ru", "При равенстве достоинства открытых карт решает порядок мастей.")
        == 1
    )
    assert count("ru", "при равенстве достоинства открытых карт (A5)") == 1
    assert (
        nowhere("ru", r"между открытыми картами одного достоинства", re.IGNORECASE)
        == []
    )


def test_ru_spanish_text_gives_the_list():
    assert (
        count("ru", "В испанском тексте приведён список «червы, бубны, пики, трефы»")
        == 1
    )
    assert nowhere("ru", r"Испанский текст печатает") == []


def test_ru_a15_order_in_parentheses():
    assert (
        count("ru", "Туз играет старшим (туз–король–дама–валет–десятка) или младшим")
        == 1
    )
    assert nowhere("ru", "в стрите туз, король, дама") == []


def test_ru_jacks_or_better_one_wording():
    assert count("ru", "пара валетов или более сильная комбинация") >= 5
    assert count("ru", "с парой валетов или более сильной комбинацией") >= 5
    assert nowhere("ru", r"валет\w* или (?!более сильн)") == []


def test_ru_one_verb_for_acting_first():
    assert count("ru", "Кто ходит первым после обмена") >= 1
    assert exact("ru", "rules_reference", "E5. Who speaks first after the draw") == (
        "E5. Кто ходит первым после обмена"
    )
    acting = (
        r"(говор|действ)\w* первы[мй]|[Пп]ервы[мй] (говор|действ)\w*|которые говорят до"
    )
    assert nowhere("ru", acting) == []


def test_ru_bubyon():
    assert count("ru", "девятка бубён") == 2
    assert nowhere("ru", r"\bбубен\b", re.IGNORECASE) == []


def test_ru_chekaet():
    assert count("ru", "чекает") >= 1
    assert nowhere("ru", r"чекир|чеку[еюя]", re.IGNORECASE) == []


def test_ru_b2_reason_in_32_cards():
    reason = "в колоде из 32 карт фулл-хаус собрать легче, чем флеш (B2)"
    assert len([t for t in texts("ru", "rankings") if reason in t]) == 1
    b2 = translation("ru", "rules_reference", "The Polish text gives the reason")
    assert "в колоде из 32 карт, которой играют в Американу, фулл-хаус собрать " in b2
    assert nowhere("ru", r"в этой колоде фулл-хаус") == []


def test_ru_e7_openers_set_aside():
    new = (
        "сброшенные при обмене карты, дающие право на открытие, для этого"
        " откладывают в сторону"
    )
    assert count("ru", new) == 1
    assert nowhere("ru", "карты открытия") == []


def test_ru_landing_page_suggestion():
    assert (
        build_book.SUGGESTED["ru"] == "С учётом языковых настроек браузера предлагаем:"
    )


def test_ru_footer():
    line = exact("ru", "sphinx", "© Copyright %(copyright)s.")
    assert line == "© %(copyright)s."
    assert exact("ru", "sphinx", "Copyright %(copyright)s") == "%(copyright)s"
    footer = line % {"copyright": f"2026, {build_book.AUTHORS['ru']}"}
    assert footer == "© 2026, авторы учебника «Американа»."
    assert nowhere("ru", "Авторские права") == []


# -- Issue 20: Spanish ------------------------------------------------------------


def test_es_repoquer():
    assert exact("es", "americana", "Five of a kind") == "Repóquer"
    assert count("es", "repóquer") >= 4
    assert nowhere("es", r"rep[oó]ker", re.IGNORECASE) == []


def test_es_poquer_de_descarte():
    assert count("es", "En el póquer de descarte no existe esa acción.") == 1
    assert nowhere("es", r"p[oó]quer cubierto", re.IGNORECASE) == []


def test_es_interactive_notebook():
    # The chapters' "In a live notebook" snippets gave way to the exported
    # notebook's own cells (issue 24); the term stays where it is used.
    assert count("es", "En un cuaderno interactivo, ") >= 1
    assert count("es", "la muestra en el cuaderno como una mesa interactiva") == 1
    assert nowhere("es", "cuaderno en vivo", re.IGNORECASE) == []


def test_es_split_pot_is_bote_dividido():
    assert exact("es", "rules_reference", "D8. Splits and the next deal") == (
        "D8. Botes divididos y mano siguiente"
    )
    assert count("es", "la ficha impar de un bote dividido;") == 1
    assert count("es", "kickers, luego bote dividido (B4)") == 1
    assert nowhere("es", r"Repartos y|de un reparto;|reparto del bote") == []
    # "reparto" meaning the deal stays.
    assert count("es", "El reparto pasa a la izquierda.") == 1


def test_es_no_community_cards():
    assert (
        count(
            "es",
            "No hay cartas comunitarias: la mano se forma solo con las cinco cartas",
        )
        == 1
    )
    assert nowhere("es", "Ninguna carta es común") == []


def test_es_b3_heading():
    heading = exact("es", "rules_reference", "B3. Equal hands decided by suit")
    assert heading == "B3. Desempate por el palo"
    assert nowhere("es", "decididas por el palo") == []


def test_es_b4_suits_only_decide_the_bring_in():
    assert count("es", "Los palos solo sirven para decidir quién pone el bring-in") == 2
    assert nowhere("es", "ordenan el bring-in") == []


def test_es_spanish_text_gives_the_list():
    assert (
        count(
            "es", "El texto español da la lista «corazones, diamantes, picas, tréboles»"
        )
        == 1
    )
    assert nowhere("es", r"texto (en )?español imprime") == []


def test_es_c_for_spades():
    assert count("es", "usa C para las picas y S para los tréboles") == 1
    assert nowhere("es", "escribe C para") == []


def test_es_play_it_yourself():
    assert exact("es", "five_card_draw", "Play it yourself") == "Juega tú mismo"
    assert [t for t in texts("es") if t == "Juega tú"] == []


def test_es_plantarse():
    assert exact("es", "americana", "Stand pat") == "Plantarse"
    assert count("es", "o plántate (E4)") == 1
    assert (
        nowhere("es", r"servid[oa]s?\b(?! web)|qu[eé]d\w* servid", re.IGNORECASE) == []
    )


def test_es_shuffle_seed():
    assert count("es", "Semilla de barajado (opcional)") == 1
    assert count("es", "Indica una semilla de barajado o una baraja, no ambas.") == 1
    assert nowhere("es", r"n[uú]mero de barajado", re.IGNORECASE) == []


def test_es_each_question_deals():
    assert (
        count("es", "En cada pregunta se reparten las primeras cartas boca arriba") == 1
    )
    assert nowhere("es", "Cada pregunta reparte") == []


def test_es_b2_reason_in_32_cards():
    reason = "con 32 cartas es más fácil hacer full que color (B2)"
    assert len([t for t in texts("es", "rankings") if reason in t]) == 1
    assert count("es", "con las 32 cartas de la Americana es más fácil formar") == 1
    assert nowhere("es", r"en esta baraja es más fácil") == []


# -- Issue 20: Polish -------------------------------------------------------------


def test_pl_showdown_king_and_nine():
    assert count("pl", "oboje mają odkrytego króla i dziewiątkę") >= 1
    assert nowhere("pl", "odkryte króla") == []


def test_pl_bring_in_opens_the_betting_round():
    assert count("pl", "odkrytą kartą musi otworzyć licytację, wnosząc bring-in") == 1
    assert nowhere("pl", "musi ją otworzyć") == []


def test_pl_new_hand_button_named():
    # One sentence, the hand block's own (live_text "deal_more"): the page
    # puts the button's label in place of {deal}.
    assert count("pl", "Przycisk „{deal}” rozdaje kolejne") == 1
    assert exact("pl", "americana", "Deal a new hand") == "Nowe rozdanie"
    assert nowhere("pl", r"\*\*Nowe rozdanie\*\*") == []


def test_pl_dealer_is_rozdajacy():
    """Not in a {dealer} field, a `code` name, nor the glossary's term cell
    "Dealer" (a cell every edition keeps in English and Polish alike)."""
    assert count("pl", "rozdającego") >= 30
    strip = re.compile(r"`[^`]*`|\{[^{}]*\}")
    left = [
        t
        for _, msgid, t in entries("pl")
        if t != msgid and re.search(r"\bdealer", strip.sub("", t), re.IGNORECASE)
    ]
    assert left == []


def test_pl_chip_box():
    # A13 and the sources' table; side_pots and sources_and_variants quote A13.
    assert count("pl", "pudełka z żetonami rozdającego") == 2
    assert count("pl", "Pudełko z żetonami rozdającego") == 1
    assert nowhere("pl", r"pojemnik", re.IGNORECASE) == []


def test_pl_fixed_limit_bring_in_counts_as_the_bet():
    message = "In fixed limit the bring-in is the bet: no opening for more (A8)."
    assert exact("pl", "americana", message) == (
        "W limicie stałym bring-in liczy się jako zakład tej rundy: nie można otworzyć"
        " wyższym zakładem (A8)."
    )
    assert (
        count("pl", "„w limicie stałym bring-in liczy się jako zakład tej rundy”") == 1
    )
    assert nowhere("pl", r"bring-in jest zakładem", re.IGNORECASE) == []
