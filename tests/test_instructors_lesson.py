"""Issue 24, acceptance 2: the instructors chapter's lesson runs in four languages.

``book/instructors.md`` is exported with ``tools/export_notebooks.py`` in en,
pl, ru and es and run with nbclient, as an instructor would run it in
JupyterLab. Its lesson (one ``Deal`` of four players, three kings up: who
brings in under each preset, a stepper, then the live table, then several
hands at one table) must print in the notebook's language: the lines are
written out here. The live table and the stepper are widgets; their saved
state holds the table's HTML in the same language. The live table's cell is
tagged ``skip-execution`` (the book shows its code, no dead table); JupyterLab
runs it like any other, and so does this test.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from americana.play.hand_link import hand_from_link_fragment

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import export_notebooks as export_tool  # noqa: E402

#: The lesson's four players in each language.
NAMES = {
    "en": ("Ann", "Bob", "Cleo", "Dan"),
    "pl": ("Ania", "Bartek", "Celina", "Darek"),
    "ru": ("Аня", "Борис", "Вера", "Дима"),
    "es": ("Ana", "Beto", "Clara", "Dani"),
}
#: What the lesson's cells print, in each language: the bring-in under each
#: preset (A5, C: the suit orders pick Ann's KH, Bob's KS, Dan's KC; A6: the
#: Spanish preset's automatic bring-in), then the antes of the table's second
#: hand, with Dan seated (A14).
PRINTED = {
    "en": [
        "Americana, Polish rules · Ann · Bring in for 2 chips",
        "Americana, Russian rules · Bob · Bring in for 2 chips",
        "Americana, Spanish rules · Dan · Bring in for 2 chips · "
        "Let the bring-in of 2 chips be taken",
        "Bob pays an ante of 1 chip.",
        "Cleo pays an ante of 1 chip.",
        "Dan pays an ante of 1 chip.",
        "Ann pays an ante of 1 chip.",
    ],
    "pl": [
        "Americana, reguły polskie · Ania · Wnieś bring-in w wysokości 2 żetonów",
        "Americana, reguły rosyjskie · Bartek · Wnieś bring-in w wysokości 2 żetonów",
        "Americana, reguły hiszpańskie · Darek · Wnieś bring-in w wysokości "
        "2 żetonów · Automatyczny bring-in w wysokości 2 żetonów",
        "Bartek wnosi ante: 1 żeton.",
        "Celina wnosi ante: 1 żeton.",
        "Darek wnosi ante: 1 żeton.",
        "Ania wnosi ante: 1 żeton.",
    ],
    "ru": [
        "Американа, польские правила · Аня · Бринг-ин в 2 фишки",
        "Американа, русские правила · Борис · Бринг-ин в 2 фишки",
        "Американа, испанские правила · Дима · Бринг-ин в 2 фишки · "
        "Автоматический бринг-ин в 2 фишки",
        "Борис ставит анте: 1 фишка.",
        "Вера ставит анте: 1 фишка.",
        "Дима ставит анте: 1 фишка.",
        "Аня ставит анте: 1 фишка.",
    ],
    "es": [
        "Americana, reglas polacas · Ana · Poner el bring-in de 2 fichas",
        "Americana, reglas rusas · Beto · Poner el bring-in de 2 fichas",
        "Americana, reglas españolas · Dani · Poner el bring-in de 2 fichas · "
        "Dejar que se cobre el bring-in de 2 fichas",
        "Beto pone un ante de 1 ficha.",
        "Clara pone un ante de 1 ficha.",
        "Dani pone un ante de 1 ficha.",
        "Ana pone un ante de 1 ficha.",
    ],
}
#: In the live table (the Polish preset, in words) and the stepper (the four
#: players' names), per language.
TABLE_WORDS = {
    "en": ["Americana, Polish rules", "Ann", "Bob", "Cleo", "Dan"],
    "pl": ["Americana, reguły polskie", "Ania", "Bartek", "Celina", "Darek"],
    "ru": ["Американа, польские правила", "Аня", "Борис", "Вера", "Дима"],
    "es": ["Americana, reglas polacas", "Ana", "Beto", "Clara", "Dani"],
}
WIDGET = "application/vnd.jupyter.widget-view+json"


@pytest.mark.slow
@pytest.mark.parametrize("lang", sorted(PRINTED))
def test_the_lesson_runs_in_the_notebooks_language(lang: str, tmp_path: Path):
    args = ["--lang", lang, "--page", "instructors", "--out", str(tmp_path)]
    assert export_tool.main(args) == 0
    nb = nbformat.read(tmp_path / "instructors.ipynb", as_version=4)
    # As JupyterLab's "Run All": every cell, the live table's too (tagged
    # skip-execution so that the book's build, which cannot keep a live
    # table, shows only its code).
    NotebookClient(
        nb,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
        skip_cells_with_tag="",
    ).execute()
    outputs = [output for cell in nb.cells for output in cell.get("outputs", [])]
    assert [o for o in outputs if o.get("output_type") == "error"] == []
    printed = "".join(
        o.get("text", "") for o in outputs if o.get("output_type") == "stream"
    )
    lines = printed.splitlines()
    # The hand handed out as a link (issue 23): the bring-in chapter's address
    # of the notebook's own edition, with the hand after #hand=, at Cleo's
    # turn after two actions.
    links = [line for line in lines if "#hand=" in line]
    assert [line for line in lines if line not in links] == PRINTED[lang]
    assert len(links) == 1
    assert links[0].startswith(f"http://localhost:8000/{lang}/bring_in.html#hand=v1.")
    shared = hand_from_link_fragment(links[0].split("#", 1)[1])
    assert shared.step == 2 and shared.hand.turn == 2
    assert shared.hand.names == dict(enumerate(NAMES[lang]))
    # The file the skip-execution cell writes beside the notebook.
    saved = (tmp_path / "hands" / "bring_in_raise.phh").read_text(encoding="utf-8")
    assert '"p1 pb",' in saved and '"p2 cbr 4",' in saved
    # The stepper and the live table: two widgets, drawn in the language.
    code = [c for c in nb.cells if c.cell_type == "code"]
    stepper = next(c for c in code if "hand_stepper(hand)" in c.source)
    live = next(c for c in code if "play_hand(deal.hand()" in c.source)
    for cell in (stepper, live):
        assert any(WIDGET in o.get("data", {}) for o in cell.outputs), cell.source
    state = json.dumps(nb.metadata["widgets"], ensure_ascii=False)
    for word in TABLE_WORDS[lang]:
        assert word in state, word
    if lang != "en":
        for english in ("Bring in for", "Seat 0", "Polish rules", "to act"):
            assert english not in state, english
