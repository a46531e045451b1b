"""Cases of issue 20 ("Say each rule once"), each in the words of every edition.

Each test is named after a case of the issue and holds the exact text a page
(the rules appendix, how_to_use, instructors: book/<page>.md and its
catalogs) must give, in English, Polish, Russian and Spanish: the pages are
built from these catalogs.
"""

from __future__ import annotations

from functools import cache

import polib
import pytest
from conftest import ROOT

LOCALES = ROOT / "locales"


@cache
def paragraphs(lang: str, page: str) -> frozenset[str]:
    """Every translated paragraph of ``page`` in ``lang``."""
    path = LOCALES / lang / "LC_MESSAGES" / f"{page}.po"
    return frozenset(e.msgstr for e in polib.pofile(str(path)) if e.msgstr)


def appendix(lang: str) -> frozenset[str]:
    return paragraphs(lang, "rules_reference")


POT_LIMIT = {
    "en": "In pot limit a bet may be as large as the pot, and a raise counts the "
    "call first: the player matches the bet, then raises by at most the pot with "
    "that call in it. In no limit a bet or raise may be as large as the player's "
    'chips. The first round is "bring-in, raise"; from the second round on the '
    "smallest bet is one bring-in, and there may be any number of raises.",
    "pl": "Przy limicie puli zakład może być równy wielkości puli, a przy podbiciu "
    "najpierw liczy się wyrównanie: gracz wyrównuje zakład, a potem podbija "
    "najwyżej o całą pulę razem z tym wyrównaniem. Bez limitu zakład lub podbicie "
    "może sięgać wszystkich żetonów gracza. Pierwsza runda to „bring-in, "
    "podbicie”; od drugiej rundy najmniejszy zakład wynosi jeden bring-in, a "
    "podbić może być dowolnie wiele.",
    "ru": "В пот-лимите ставка может быть не больше банка, а при повышении сначала "
    "учитывается колл: игрок уравнивает ставку и затем повышает не больше чем на "
    "весь банк вместе с этим коллом. В безлимите ставка или повышение может быть "
    "не больше всех фишек игрока. Первый круг — это «бринг-ин, рейз»; со второго "
    "круга наименьшая ставка равна одному бринг-ину, а повышений может быть "
    "сколько угодно.",
    "es": "Con límite de bote, una apuesta puede llegar al tamaño del bote, y en una "
    "subida se cuenta primero la igualada: el jugador iguala la apuesta y luego "
    "sube como mucho el bote con esa igualada incluida. Sin límite, una apuesta o "
    "una subida puede llegar a todas las fichas del jugador. La primera ronda es "
    "«bring-in, subida»; a partir de la segunda, la apuesta mínima es de un "
    "bring-in y puede haber cualquier número de subidas.",
}

E6_LAST_ROUND = {
    "en": "The last player to raise in the last betting round shows first, or, if "
    "nobody raised in it, the player who opened that round.",
    "pl": "Jako pierwszy karty pokazuje ten, kto w ostatniej rundzie licytacji "
    "ostatni podbił, a jeśli nikt w niej nie podbijał – gracz, który tę rundę "
    "otworzył.",
    "ru": "Первым показывает карты тот, кто последним повысил в последнем круге "
    "торговли, а если в нём никто не повышал — игрок, открывший этот круг.",
    "es": "Muestra primero sus cartas el último jugador que subió en la última ronda "
    "de apuestas o, si en ella nadie subió, el que abrió esa ronda.",
}

E6_CHECKED_THROUGH = {
    "en": "*In the engine:* when everyone checked in the last round, nobody opened "
    "it; the engine then has the player who spoke first in that round show first "
    "(E5 says who that is). This reading is the engine's choice, not the text's.",
    "pl": "*W silniku:* gdy w ostatniej rundzie wszyscy czekali, nikt jej nie "
    "otworzył; silnik każe wtedy pokazać karty jako pierwszemu temu, kto w tej "
    "rundzie decydował pierwszy (kto to jest, mówi E5). To odczytanie jest "
    "wyborem silnika, nie tekstu.",
    "ru": "*В движке:* если в последнем круге все чекали, его никто не открыл; "
    "тогда первым показывает карты тот, кто первым ходил в этом круге (кто это, "
    "говорит E5). Такое прочтение — выбор движка, а не текста.",
    "es": "*En el motor:* si en la última ronda todos pasaron, nadie la abrió; el "
    "motor hace entonces que muestre primero quien habló primero en esa ronda (E5 "
    "dice quién es). Esta lectura es una elección del motor, no del texto.",
}


@pytest.mark.parametrize("lang", sorted(POT_LIMIT))
def test_pot_limit_counts_the_call_first_in_a9(lang):
    assert POT_LIMIT[lang] in appendix(lang)


@pytest.mark.parametrize("lang", sorted(E6_LAST_ROUND))
def test_e6_says_in_the_last_round(lang):
    assert any(text.startswith(E6_LAST_ROUND[lang]) for text in appendix(lang))


@pytest.mark.parametrize("lang", sorted(E6_CHECKED_THROUGH))
def test_e6_checked_through_is_the_engines_reading(lang):
    assert E6_CHECKED_THROUGH[lang] in appendix(lang)


#: how_to_use: the blocks need the pages served, the steppers do not.
SERVED = {
    "en": "but the pages must then come from a web server, even one on your own "
    "computer: opened straight from the disk, a page shows its text and its "
    "steppers, and its blocks cannot start.",
    "pl": "strony muszą jednak wtedy pochodzić z serwera WWW, choćby uruchomionego "
    "na twoim komputerze: otwarta prosto z dysku strona pokazuje tekst i "
    "odtwarzacze rozdań, ale jej bloki nie mogą wystartować.",
    "ru": "но тогда страницы должны открываться через веб-сервер, пусть даже "
    "запущенный на вашем компьютере: страница, открытая прямо с диска, показывает "
    "текст и проигрыватели, но её блоки запуститься не могут.",
    "es": "pero entonces las páginas tienen que servirse desde un servidor web, "
    "aunque sea uno en tu propio ordenador: abierta directamente desde el disco, "
    "una página muestra su texto y sus reproductores, pero sus bloques no pueden "
    "arrancar.",
}

#: instructors: the built book plays too (its live blocks), not "static".
LIVE_BLOCKS = {
    "en": "In the built book the steppers replay hands computed in advance, and the "
    "live blocks let one reader play a hand in the page while the engine plays the "
    "other seats.",
    "pl": "W zbudowanej książce odtwarzacze rozdań pokazują rozdania obliczone "
    "zawczasu, a bloki gry na stronie pozwalają jednemu czytelnikowi rozegrać "
    "rozdanie, podczas gdy silnik gra za pozostałych.",
    "ru": "В собранной книге проигрыватели воспроизводят заранее рассчитанные "
    "раздачи, а блоки с игрой прямо на странице позволяют одному читателю сыграть "
    "раздачу, пока движок играет за остальных.",
    "es": "En el libro construido, los reproductores repiten manos calculadas de "
    "antemano, y los bloques de juego en la página permiten que un lector juegue "
    "una mano mientras el motor juega por los demás asientos.",
}


@pytest.mark.parametrize("lang", sorted(SERVED))
def test_how_to_use_says_the_blocks_need_a_web_server(lang):
    texts = paragraphs(lang, "how_to_use")
    assert any(SERVED[lang] in text for text in texts)
    assert not any("works just as well" in text for text in texts)


@pytest.mark.parametrize("lang", sorted(LIVE_BLOCKS))
def test_instructors_page_knows_the_live_blocks(lang):
    texts = paragraphs(lang, "instructors")
    assert any(text.startswith(LIVE_BLOCKS[lang]) for text in texts)
    assert not any("The built book is static" in text for text in texts)


#: A8's words as the appendix quotes them, in each edition.
A8_QUOTE = {
    "en": '"in limit the bring-in is doubled"',
    "pl": "„w limicie bring-in się podwaja”",
    "ru": "«в лимите бринг-ин удваивается»",
    "es": "«en el límite el bring-in se duplica»",
}


@pytest.mark.parametrize("lang", sorted(A8_QUOTE))
def test_a8_is_quoted_one_way(lang):
    """The appendix and exercise 9's answer quote the source in the same words."""
    quote = A8_QUOTE[lang]
    assert any(quote in text for text in appendix(lang))
    answer = [t for t in paragraphs(lang, "exercises") if "(A8)" in t and "4" in t]
    assert any(quote in text for text in answer), answer
    assert not any(
        old in text
        for text in paragraphs(lang, "exercises")
        for old in ("w pokerze na limity", "при лимите бринг-ин", "póquer límite, el")
    )


#: rankings, "Things to notice": aces and kings under each preset (B3, B4).
ACES_AND_KINGS = {
    "en": "With aces and kings, the two readings of B3 disagree: the kicker of the "
    "better suit wins under the Polish and Spanish presets, the higher kicker under "
    "the last two rows; the Russian preset looks at no suit (B4), so there too the "
    "higher kicker wins.",
    "pl": "Przy asach i królach dwa odczytania B3 się rozchodzą: w wariantach polskim "
    "i hiszpańskim wygrywa kicker w starszym kolorze, w dwóch ostatnich wierszach – "
    "wyższy kicker; wariant rosyjski w ogóle nie patrzy na kolory (B4), więc i w nim "
    "wygrywa wyższy kicker.",
    "ru": "С тузами и королями два прочтения B3 расходятся: в польском и испанском "
    "вариантах выигрывает кикер старшей масти, в двух последних строках — старший "
    "кикер; русский вариант вообще не смотрит на масти (B4), поэтому и в нём "
    "выигрывает старший кикер.",
    "es": "Con ases y reyes, las dos lecturas de B3 no coinciden: con las variantes "
    "polaca y española gana el kicker del palo más alto, y en las dos últimas "
    "filas, el kicker más alto; la variante rusa no mira ningún palo (B4), así que "
    "con ella también gana el kicker más alto.",
}


@pytest.mark.parametrize("lang", sorted(ACES_AND_KINGS))
def test_rankings_aces_and_kings_name_each_preset(lang):
    assert ACES_AND_KINGS[lang] in paragraphs(lang, "rankings")


@pytest.mark.parametrize(
    ("preset", "winner"),
    [("americana-pl", "suit"), ("americana-es", "suit"), ("americana-ru", "rank")],
)
def test_rankings_aces_and_kings_is_what_the_engine_does(preset, winner):
    """The sentence above, played: aces and kings with a nine of the preset's
    best suit against aces and kings with a ten of its worst suit."""
    from americana import VARIANTS, parse_cards, showdown_strength

    variant = VARIANTS[preset]
    suits = sorted(
        "SHDC", key=lambda s: variant.suit_strength(parse_cards(f"A{s}")[0].suit)
    )
    worst, low, high, best = suits
    nine = parse_cards(f"A{best} A{low} K{best} K{low} 9{best}")
    ten = parse_cards(f"A{worst} A{high} K{worst} K{high} 10{worst}")
    a, b = showdown_strength(nine, variant), showdown_strength(ten, variant)
    assert (a > b) if winner == "suit" else (b > a)


#: E4: what happens when the stock runs short, said once and without a
#: contradiction ("never go back" next to a reshuffle of the discards).
E4_STOCK = {
    "en": "If the stock runs short, it is dealt out except its last card, which is "
    "never dealt from the old stock: that card and the discards made so far are "
    "shuffled into a new stock, and the draw goes on from it. A player never gets "
    "back their own discards: the player being served has not yet put them on the "
    "pile.",
    "pl": "Jeśli talonu nie starczy, rozdaje się z niego wszystkie karty oprócz "
    "ostatniej, której ze starego talonu nie rozdaje się nigdy: tę kartę i karty "
    "odrzucone dotąd tasuje się w nowy talon i z niego wymiana trwa dalej. Nikt nie "
    "dostaje z powrotem własnych odrzuconych kart: gracz, którego właśnie obsługuje "
    "rozdający, nie położył ich jeszcze na stos.",
    "ru": "Если талона не хватает, его сдают до последней карты, а её из старого "
    "талона не сдают никогда: эту карту и сброшенные к этому моменту карты тасуют в "
    "новый талон, и обмен продолжается из него. Свои же сброшенные карты игрок "
    "никогда не получает обратно: тот, кого сейчас обслуживают, ещё не положил их в "
    "сброс.",
    "es": "Si el mazo no alcanza, se reparte entero salvo su última carta, que nunca "
    "se reparte del mazo viejo: esa carta y los descartes hechos hasta entonces se "
    "barajan para formar un mazo nuevo, y el descarte continúa con él. Nadie recibe "
    "de vuelta sus propios descartes: el jugador al que se está sirviendo todavía no "
    "los ha puesto en el montón.",
}
#: The old, self-contradicting sentences.
E4_OLD = {
    "en": "Discards never go back into the stock",
    "pl": "Karty odrzucone nigdy nie wracają do talonu",
    "ru": "Сброшенные карты никогда не возвращаются в талон",
    "es": "Los descartes nunca vuelven al mazo",
}


@pytest.mark.parametrize("lang", sorted(E4_STOCK))
def test_e4_says_what_happens_when_the_stock_runs_short(lang):
    texts = appendix(lang)
    assert any(E4_STOCK[lang] in text for text in texts)
    assert not any(E4_OLD[lang] in text for text in texts)
