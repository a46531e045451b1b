"""Cases of issue 20 ("Say each rule once"), each in the words of every edition.

Each test is named after a case of the issue and holds the exact text the
appendix (book/rules_reference.md and its catalogs) must give, in English,
Polish, Russian and Spanish: the page is built from these catalogs.
"""

from __future__ import annotations

from functools import cache

import polib
import pytest
from conftest import ROOT

LOCALES = ROOT / "locales"


@cache
def appendix(lang: str) -> frozenset[str]:
    """Every translated paragraph of the rules appendix in ``lang``."""
    path = LOCALES / lang / "LC_MESSAGES" / "rules_reference.po"
    return frozenset(e.msgstr for e in polib.pofile(str(path)) if e.msgstr)


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
