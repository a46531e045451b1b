"""tools/export_notebooks.py: every chapter as a notebook in each language."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import jupytext
import nbformat
import polib
import pytest
from nbclient import NotebookClient

from americana.text.i18n import LANGUAGES, LOCALES_DIR, use_language
from americana.text.live_text import live_text

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import export_notebooks as export_tool  # noqa: E402
from build_book import PORT_RACE  # noqa: E402

CHAPTER = "bring_in"
#: The chapter's code comment, in each notebook's language (issue 20).
SEAT_COMMENT = {
    "en": "# seat -> name, in the page's language",
    "pl": "# miejsce -> imię, w języku strony",
    "ru": "# место -> имя, на языке страницы",
    "es": "# asiento -> nombre, en el idioma de la página",
}
TITLE = "Antes, the deal and the bring-in"


def _msgstr(lang: str, page: str, msgid: str) -> str:
    po = polib.pofile(str(LOCALES_DIR / lang / "LC_MESSAGES" / f"{page}.po"))
    return po.find(msgid).msgstr


def _first_event_sentence(lang: str) -> str:
    """What the chapter's first code cell prints first, said by the engine."""
    from americana.play.scripting import stud_deck
    from americana.play.stud import Hand
    from americana.rules.variants import VARIANTS
    from americana.text.describe import describe
    from americana.text.player_names import player_names

    deck = stud_deck({0: "9C KH", 1: "10D KS", 2: "JH 9D", 3: "AD KC"}, button=3)
    hand = Hand(variant=VARIANTS["americana-pl"], stacks=[20] * 4, button=3, deck=deck)
    with use_language(lang):
        return describe(hand.events[0], names=player_names(1))  # the edition's


def _text(cell) -> str:
    return "".join(
        output.get("text", "") for output in cell.get("outputs", []) if "text" in output
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_chapter_runs_in_its_language(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    assert (
        export_tool.main(["--lang", lang, "--page", CHAPTER, "--out", str(tmp_path)])
        == 0
    )
    path = tmp_path / f"{CHAPTER}.ipynb"
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    assert nb.metadata["americana"] == {"lang": lang}
    assert nb.metadata["kernelspec"]["name"] == "python3"

    # The prose is the catalog's, starting with the title.
    first_markdown = next(c for c in nb.cells if c.cell_type == "markdown")
    title = _msgstr(lang, CHAPTER, TITLE)
    assert first_markdown.source.startswith(f"# {title}\n")
    assert nb.metadata["title"] == title
    if lang != "en":
        assert TITLE not in first_markdown.source

    # The code is the book's, after the cell that sets the language.
    source = jupytext.read(ROOT / "book" / f"{CHAPTER}.md")
    language, *cells = nb.cells
    assert language.metadata["americana"] == {"language_cell": True}
    assert f'americana.set_language("{lang}")' in language.source
    # Each live block became a cell of its own (below); the other code cells
    # are the book's, as they are.
    code = [c for c in cells if c.cell_type == "code" and not _live(c)]
    # Their comments are in the notebook's language (issue 20).
    assert [c.source for c in code] == [
        c.source.replace(SEAT_COMMENT["en"], SEAT_COMMENT[lang])
        for c in source.cells
        if c.cell_type == "code"
    ]
    if lang != "en":
        assert not any(SEAT_COMMENT["en"] in c.source for c in code)
    assert [c.metadata for c in code] == [
        c.metadata for c in source.cells if c.cell_type == "code"
    ]

    # Run it as an instructor would, whatever the environment says: the
    # notebook's own first cell chooses the language.
    other = "ru" if lang != "ru" else "es"
    monkeypatch.setenv("AMERICANA_LANG", other)
    NotebookClient(
        nb,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    ).execute()
    printed = _text(code[0])
    assert printed.startswith(_first_event_sentence(lang))
    assert _first_event_sentence(other) not in printed
    if lang != "en":
        assert _first_event_sentence("en") not in printed


def test_the_prose_of_a_translated_chapter_is_complete():
    for lang in LANGUAGES:
        _, report = export_tool.export_chapter(CHAPTER, lang)
        assert report.missing == [], lang
        assert report.translated > 30


def _live(cell) -> str | None:
    """The kind of live block a cell replaces, or None."""
    return cell.metadata.get("americana", {}).get("live")


LIVE_FENCE = re.compile(r"^```\{americana-live\}.*?^```\n?", re.M | re.S)


def test_english_notebooks_keep_the_text_line_for_line():
    """The prose and code as written, a live block's fence replaced by the
    notebook's sentence and its cell (the markdown around it split there)."""
    presets = export_tool._presets_extension()
    for page in export_tool.chapters():
        nb, _ = export_tool.export_chapter(page, "en")
        source = jupytext.read(ROOT / "book" / f"{page}.md")
        for cell in source.cells:  # roles and quotes of the appendix written out
            if cell.cell_type == "markdown":
                cell.source = presets.markdown_in_language(
                    cell.source, "en", ROOT / "book", ROOT / "locales"
                )
                cell.source = export_tool.doc_links(cell.source, "en")
        expected = []
        for cell in source.cells:
            if cell.cell_type != "markdown" or not LIVE_FENCE.search(cell.source):
                expected.append(cell.source)
                continue
            for part in LIVE_FENCE.split(cell.source):
                if part.strip():
                    expected.append(part.strip("\n"))
        got = []
        for cell in nb.cells[1:]:
            if _live(cell):
                continue
            text = cell.source
            for kind in ("hand", "explorer", "drill"):
                for key in ("notebook", "notebook_every_seat"):
                    sentence = live_text(kind, "en").get(key, "")
                    if sentence:
                        text = text.replace(" " + sentence, "")
                        text = text.replace(sentence, "")
            if text.strip():
                got.append(text.strip("\n"))
        assert got == expected, page


#: A comment or a docstring in a cell's code.
CODE_WORDS = re.compile(r'#\s.*$|"""[^"]*"""', re.M)


def _code_cells(nb) -> list[str]:
    return [cell.source for cell in nb.cells[1:] if cell.cell_type == "code"]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_no_english_comment_or_docstring_in_exported_code(lang: str):
    """Issue 20: no comment or docstring of the English notebook's code is
    left in the same cell of a translated notebook."""
    compared = 0
    for page in export_tool.chapters():
        english, _ = export_tool.export_chapter(page, "en")
        translated, _ = export_tool.export_chapter(page, lang)
        cells = zip(_code_cells(english), _code_cells(translated), strict=True)
        for en, code in cells:
            words = set(CODE_WORDS.findall(en))
            assert not words & set(CODE_WORDS.findall(code)), (page, code)
            compared += len(words)
    assert compared >= 15


class _Catalog:
    def __init__(self, messages: dict[str, str]) -> None:
        self.messages = messages

    def get(self, msgid: str) -> str | None:
        return self.messages.get(msgid)


def test_every_kind_of_block_is_translated():
    text = """\
# Title *x*

Para one
continues `code` here.

| a | b \\| c |
|---|---|
| x | y |

1. item one
   wraps
2. item two

   :::{dropdown} Answer
   :open:
   Body **text**.
   :::

```{admonition} My title
:class: tip
Inner para.
```

```{note} Hello
World
```

Term
: Definition here

> quote
line

```python
print("Para one")
```
"""
    catalog = _Catalog(
        {
            "Title *x*": "Titre *x*",
            "Para one continues `code` here.": "Paragraphe `code`.",
            "a": "a",  # the same in both languages: left as it is
            "b | c": "B | C",
            "x": "X",
            "item one wraps": "élément un",
            "Answer": "Réponse",
            "Body **text**.": "Corps **texte**.",
            "My title": "Mon titre",
            "Inner para.": "Para interne.",
            "Hello World": "Bonjour",
            "Term": "Terme",
            "Definition here": "Définition",
            "quote line": "citation",
        }
    )
    report = export_tool.Report()
    result = export_tool.translate_markdown(text, catalog, report)
    assert (
        result
        == """\
# Titre *x*

Paragraphe `code`.

| a | B \\| C |
|---|---|
| X | y |

1. élément un
2. item two

   :::{dropdown} Réponse
   :open:
   Corps **texte**.
   :::

```{admonition} Mon titre
:class: tip
Para interne.
```

```{note}
Bonjour
```

Terme
: Définition

> citation

```python
print("Para one")
```
"""
    )
    assert report.translated == 14
    assert report.missing == ["y", "item two"]


def test_strict_fails_on_missing_translations(tmp_path: Path, monkeypatch):
    monkeypatch.setattr(export_tool, "LOCALES", tmp_path / "no-catalogs")
    out = tmp_path / "out"
    args = ["--page", CHAPTER, "--out", str(out)]
    assert export_tool.main(["--lang", "pl", *args]) == 0
    assert export_tool.main(["--lang", "pl", "--strict", *args]) == 1
    assert export_tool.main(["--lang", "en", "--strict", *args]) == 0


def test_all_languages_go_to_their_own_folders(tmp_path: Path):
    args = ["--lang", "all", "--page", "deck", "--out", str(tmp_path)]
    assert export_tool.main(args) == 0
    for lang in LANGUAGES:
        nb = nbformat.read(tmp_path / lang / "deck.ipynb", as_version=4)
        assert nb.metadata["americana"]["lang"] == lang


@pytest.mark.parametrize("page", export_tool.chapters())
def test_every_chapter_is_fully_translated(page: str):
    """The strict export: no prose block of any page is left in English."""
    missing: dict[str, set[str]] = {}
    for lang in LANGUAGES:
        if lang == "en":
            continue
        _, report = export_tool.export_chapter(page, lang)
        for msgid in report.missing:
            short = msgid if len(msgid) <= 60 else msgid[:57] + "..."
            missing.setdefault(short, set()).add(lang)
    listing = "\n".join(
        f"  {m!r} ({', '.join(sorted(langs))})" for m, langs in missing.items()
    )
    assert not missing, (
        f"{page}: prose with no translation; run tools/i18n.py update, then "
        f"translate:\n{listing}"
    )


GETTEXT = """
import sys
from pathlib import Path
from jupyter_book.sphinx import build_sphinx
book, out = Path(sys.argv[1]), Path(sys.argv[2])
sys.exit(build_sphinx(
    book, out / "gettext", noconfig=True, path_config=str(book / "_config.yml"),
    confoverrides={
        "external_toc_path": str(book / "_toc.yml"),
        "latex_individualpages": False,
        "nb_execution_cache_path": str(out / "cache"),
    },
    doctreedir=out / "doctrees", builder="gettext", warningiserror=False,
))
"""


@pytest.mark.build
def test_blocks_are_the_messages_sphinx_extracts(tmp_path: Path):
    """The exporter finds exactly the prose the book's gettext build extracts."""

    def gettext_build() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-c", GETTEXT, str(ROOT / "book"), str(tmp_path)],
            capture_output=True,
            text=True,
            check=False,
        )

    result = gettext_build()
    if result.returncode != 0 and PORT_RACE.search(result.stdout + result.stderr):
        result = gettext_build()  # a kernel's port taken by another build
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]

    class Everything(_Catalog):
        def get(self, msgid: str) -> str:
            self.messages[msgid] = msgid
            return msgid

    for page in export_tool.chapters():
        pot = polib.pofile(str(tmp_path / "gettext" / f"{page}.pot"))
        catalog = Everything({})
        report = export_tool.Report()
        cells = jupytext.read(ROOT / "book" / f"{page}.md").cells
        for cell in cells:
            if cell.cell_type == "markdown":
                export_tool.translate_markdown(cell.source, catalog, report)
            else:
                export_tool.translate_caption(cell, catalog, report)
        # The comments and docstrings of the code (book/_ext/americana_code_text.py).
        export_tool.code_in_language(cells, catalog)
        extracted = {entry.msgid for entry in pot}
        if page == export_tool.chapters()[0]:
            # The part captions of _toc.yml, extracted into the root page.
            extracted -= set(export_tool.toc_captions())
        found = set(catalog.messages)
        # Found but not extracted: prose the book leaves untranslated (e.g.
        # a block Sphinx skips); extracted but not found: the exporter misses it.
        assert (found - extracted, extracted - found) == (set(), set()), page


def test_instructors_notebooks_keep_the_code_in_view(tmp_path: Path, monkeypatch):
    """The book folds code for learners; an exported notebook shows it.

    No page of the book tags a cell ``hide-input`` (the book folds every cell
    at build time, book/_ext/americana_book.py), and a tag written in a page
    would be dropped on export while other tags are kept.
    """
    for page in export_tool.chapters():
        nb, _ = export_tool.export_chapter(page, "pl")
        for cell in nb.cells:
            assert "hide-input" not in cell.metadata.get("tags", []), page
            assert not cell.metadata.get("jupyter", {}).get("source_hidden"), page

    source = (ROOT / "book" / "deck.md").read_text(encoding="utf-8")
    first = source.index("```{code-cell} ipython3\n")
    tagged = (
        source[:first]
        + "```{code-cell} ipython3\n:tags: [hide-input]\n1 + 1\n```\n\n"
        + "```{code-cell} ipython3\n:tags: [hide-input, remove-output]\n2 + 2\n```\n\n"
        + source[first:]
    )
    book = tmp_path / "book"
    book.mkdir()
    (book / "deck.md").write_text(tagged, encoding="utf-8")
    monkeypatch.setattr(export_tool, "BOOK", book)
    nb, _ = export_tool.export_chapter("deck", "en")
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert code[1].source == "1 + 1" and "tags" not in code[1].metadata
    assert code[2].source == "2 + 2"
    assert code[2].metadata["tags"] == ["remove-output"]
    # The language cell stays removed from the book's view, as before.
    assert code[0].metadata["tags"] == ["remove-cell"]


# --------------------------------------------------------------------------
# Live blocks: each becomes a code cell that runs in the kernel (issue 24)

#: What a live block's source looks like: none of it may reach a notebook.
DIRECTIVE_TEXT = (
    "{americana-live}",
    ":reader-seat:",
    ":names:",
    ":preset:",
    ":presets:",
    ":stacks:",
    ":button:",
    ":cards:",
    ":kinds:",
    ":hands:",
    ":structure:",
    ":game:",
    ":seed:",
    ":players:",
)


def _blocks_in(page: str) -> list[str]:
    """The kinds of the live blocks of a page, in order, as written."""
    text = (ROOT / "book" / f"{page}.md").read_text(encoding="utf-8")
    return re.findall(r"^```\{americana-live\} (\w+)$", text, re.M)


def _directive_text(nb) -> list[str]:
    return [
        f"{cell.cell_type} {n}: {piece}"
        for n, cell in enumerate(nb.cells)
        for piece in DIRECTIVE_TEXT
        if piece in cell.source
    ]


def test_the_book_has_live_blocks_of_every_kind():
    kinds = [k for page in export_tool.chapters() for k in _blocks_in(page)]
    assert set(kinds) == {"hand", "explorer", "drill"}
    assert kinds.count("hand") == 5
    assert _blocks_in("five_card_draw") == ["hand", "drill"]


#: The instructors chapter's table of chapters, first row, in each language.
BRING_IN_LINK = {
    "en": "[Antes, the deal and the bring-in](bring_in.ipynb)",
    "pl": "[Ante, rozdanie kart i bring-in](bring_in.ipynb)",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_links_to_chapters_are_links_to_notebooks(lang: str):
    """A notebook has no Sphinx: a {doc} role becomes a link to the notebook
    of that chapter, with its title in the notebook's language."""
    for page in export_tool.chapters():
        nb, _ = export_tool.export_chapter(page, lang)
        for cell in nb.cells:
            assert "{doc}" not in cell.source, (lang, page)
    nb, _ = export_tool.export_chapter("instructors", lang)
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    assert "(bring_in.ipynb)" in text
    if lang in BRING_IN_LINK:
        assert BRING_IN_LINK[lang] in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_notebook_holds_live_block_directive_text(lang: str):
    """Every chapter's notebook: each live block is a code cell of its kind,
    after the notebook's own sentence, and no option text is left."""
    for page in export_tool.chapters():
        nb, _ = export_tool.export_chapter(page, lang)
        assert _directive_text(nb) == [], (lang, page)
        live = [(n, c) for n, c in enumerate(nb.cells) if _live(c)]
        assert [_live(c) for _, c in live] == _blocks_in(page), (lang, page)
        for n, cell in live:
            assert cell.cell_type == "code"
            # Code as an instructor would write it: lines of at most 88.
            assert max(map(len, cell.source.splitlines())) <= 88, cell.source
            before = nb.cells[n - 1]
            assert before.cell_type == "markdown"
            assert before.source.endswith(
                live_text(_live(cell), lang)["notebook"]
            ) or before.source.endswith(
                live_text(_live(cell), lang).get("notebook_every_seat", "")
            )


#: The Polish side_pots block's cell, as an instructor would write it: the
#: block's preset under its structure override, stacks, button, chosen cards,
#: the Polish edition's names, the reader's seat.
POLISH_SIDE_POTS_CELL = """\
from americana import Hand, Structure, VARIANTS
from americana.views import play_hand

hand = Hand(
    variant=VARIANTS["americana-pl"].with_structure(Structure.NO_LIMIT),
    stacks=[10, 25, 40, 60],
    button=3,
    cards={
        0: "JH JD 7C JC 8S",
        1: "KH KS QD QC 9H",
        2: "AH AS 10C 8D 7D",
        3: "10H 10S 9C 9D 7H",
    },
)
play_hand(
    hand,
    names={0: "Ania", 1: "Bartek", 2: "Celina", 3: "Darek"},
    reader_seat=0,
)"""

#: The five-card-draw chapter's block in Russian: a DrawHand of jackpots, five
#: players, the page's default stacks (50) and button (the last seat), seed 2.
RUSSIAN_DRAW_CELL = """\
from americana import DRAW_VARIANTS, DrawHand
from americana.views import play_hand

hand = DrawHand(
    variant=DRAW_VARIANTS["jackpots"],
    stacks=[50, 50, 50, 50, 50],
    button=4,
    seed=2,
)
play_hand(
    hand,
    names={0: "Аня", 1: "Борис", 2: "Вера", 3: "Дима", 4: "Ева"},
    reader_seat=0,
)"""


def _live_cells(page: str, lang: str) -> list[Any]:
    nb, _ = export_tool.export_chapter(page, lang)
    return [c for c in nb.cells if _live(c)]


def test_a_hand_block_becomes_play_hand_with_the_editions_names():
    hand, _drill = _live_cells("side_pots", "pl")
    assert hand.source == POLISH_SIDE_POTS_CELL
    english, _ = _live_cells("side_pots", "en")
    assert 'names={0: "Ann", 1: "Bob", 2: "Cleo", 3: "Dan"}' in english.source


def test_the_draw_chapter_gets_its_live_hand():
    hand, _drill = _live_cells("five_card_draw", "ru")
    assert hand.source == RUSSIAN_DRAW_CELL


def test_explorer_and_drill_blocks_become_their_widgets():
    (explorer,) = _live_cells("rankings", "es")
    assert explorer.source == (
        "from americana.views import live_ranking_explorer\n\n"
        'live_ranking_explorer("AH KH QH JH 9H", "10S 10C 10D 8S 8C")'
    )
    _hand, drill = _live_cells("bring_in", "pl")
    assert drill.source == (
        "from americana.views import drill_practice\n\n"
        "drill_practice(\n"
        '    kinds=["bring_in"],\n'
        '    presets=["americana-pl", "americana-ru", "americana-es"],\n'
        "    seed=1,\n"
        ")"
    )


def _widget_models(nb) -> dict[str, dict[str, Any]]:
    """The widget models nbclient kept: model id -> {"model_name", "state"}."""
    widgets = nb.metadata.get("widgets", {})
    return widgets.get("application/vnd.jupyter.widget-state+json", {}).get("state", {})


def _shown_model(cell) -> str:
    """The model id of the one widget a cell displays."""
    (view,) = [
        output["data"]["application/vnd.jupyter.widget-view+json"]
        for output in cell.get("outputs", [])
        if "application/vnd.jupyter.widget-view+json" in output.get("data", {})
    ]
    return view["model_id"]


def _child(models: dict[str, Any], parent: str, index: int) -> dict[str, Any]:
    ref = models[parent]["state"]["children"][index]
    return models[ref.removeprefix("IPY_MODEL_")]


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", export_tool.chapters())
def test_every_exported_notebook_runs(page: str, lang: str, tmp_path: Path):
    """An instructor's notebook (tools/export_notebooks.py) runs to the end in
    every language, and each former live block shows its live widget: a
    hand's table (play_hand's VBox, its first child the seats' HTML), the
    explorer, the drills."""
    args = ["--lang", lang, "--page", page, "--out", str(tmp_path)]
    assert export_tool.main(args) == 0
    nb = nbformat.read(tmp_path / f"{page}.ipynb", as_version=4)
    NotebookClient(
        nb,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    ).execute()
    errors = [
        output
        for cell in nb.cells
        for output in cell.get("outputs", [])
        if output.get("output_type") == "error"
    ]
    assert errors == []
    assert _directive_text(nb) == []
    models = _widget_models(nb)
    live = [c for c in nb.cells if _live(c)]
    assert [_live(c) for c in live] == _blocks_in(page)
    for cell in live:
        model = _shown_model(cell)
        assert models[model]["model_name"] == "VBoxModel"
        classes = models[model]["state"].get("_dom_classes", [])
        if _live(cell) == "explorer":
            assert "americana-live-explorer" in classes
        elif _live(cell) == "drill":
            assert "americana-drill-practice" in classes
        else:
            table = _child(models, model, 0)
            assert table["model_name"] == "HTMLModel"
            assert 'class="americana-table"' in table["state"]["value"]
    if (page, lang) == ("side_pots", "pl"):
        table = _child(models, _shown_model(live[0]), 0)["state"]["value"]
        for name in ("Ania", "Bartek", "Celina", "Darek"):
            assert name in table
        for name in ("Ann", "Bob", "Cleo", "Dan"):
            assert f">{name}<" not in table


#: betting's quote of A9 and bring_in's structure, as a notebook gives them.
NOTEBOOK_FACTS = {
    "en": ("> In pot limit a bet may be as large as the pot,", "is fixed limit."),
    "pl": ("> Przy limicie puli zakład może być równy", "to stały limit."),
    "ru": (
        "> В пот-лимите ставка может быть не больше банка,",
        "— фиксированный лимит.",
    ),
    "es": ("> Con límite de bote, una apuesta puede llegar", "es límite fijo."),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_notebooks_write_preset_facts_and_rule_quotes_out(lang: str):
    """No {preset} role or {rule-quote} fence in a notebook: the engine's
    phrase and the appendix's statement in the notebook's language instead."""
    quote, fact = NOTEBOOK_FACTS[lang]
    betting, _ = export_tool.export_chapter("betting", lang)
    bring_in, _ = export_tool.export_chapter("bring_in", lang)
    text = "\n".join(c.source for c in [*betting.cells, *bring_in.cells])
    assert "{preset}" not in text
    assert "{rule-quote}" not in text
    assert quote in text
    assert fact in text
