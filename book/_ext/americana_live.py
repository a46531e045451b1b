"""Live blocks: the engine runs in the reader's browser (Pyodide), offline.

A page asks for one with the ``americana-live`` directive::

    ```{americana-live} hand
    :preset: americana-pl
    :stacks: 20 20 20 20
    :button: 3
    :cards: 0=9C KH; 1=10D KS; 2=JH 9D; 3=AD KC
    :names: Ann Bob Cleo Dan
    :reader-seat: 0
    ```

Kinds: ``hand`` (play a hand: options game, preset, players, stacks,
button, seed, cards or deck, names, reader-seat, presets, structure), ``explorer``
(compare two hands: hands, examples) and ``drill`` (questions: kinds,
presets, seed). The block is rendered at build time in the page's language:
an explanation, a start button and a status line (americana.text.live_text). Only
pages with a block get the loader script and style sheet; nothing of the
runtime is requested before the reader presses the button
(book/_live/live-loader.js, then live.js).

At the end of an HTML build the runtime (book/_live/pyodide/<version>/, with
its standard library cut to what the engine imports: tools/pack_runtime.py
writes ``python_stdlib-<hash>.zip`` in the place of Pyodide's
``python_stdlib.zip``, and a lock file of no package), the engine archive
(tools/pack_engine.py) and the scripts are copied into one folder for every
edition: ``_build/html/_pyodide/`` when tools/build_book.py builds the
editions side by side,
``<outdir>/_pyodide/`` for a single edition (``jupyter-book build book/``).
"""

from __future__ import annotations

import filecmp
import html
import json
import shutil
import sys
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

BOOK = Path(__file__).resolve().parent.parent
LIVE = BOOK / "_live"
#: The folder, next to the editions, that the pages' script URLs point to.
SHARED = "_pyodide"
#: The page's own files in book/_live/, copied beside the runtime.
SCRIPTS = ("live-loader.js", "live.js", "live.css")

#: Pairs of hands the explorer offers as examples.
EXAMPLES = (
    ("AH KH QH JH 9H", "10S 10C 10D 8S 8C"),
    ("AS KS QS JS 10S", "7C 8D 9H 10S JC"),
    ("9S 9H 9D KC KD", "7H 8H 10H QH AH"),
    ("AH KD QC JS 9H", "AC KH QD JC 9S"),
)


def runtime_version() -> str:
    """The vendored Pyodide version: the one folder in book/_live/pyodide/."""
    folders = sorted(p.name for p in (LIVE / "pyodide").iterdir() if p.is_dir())
    if len(folders) != 1:
        raise FileNotFoundError(
            f"expected one Pyodide version in {LIVE / 'pyodide'}, found {folders}; "
            "run tools/vendor_js.sh"
        )
    return folders[0]


class live_block(nodes.General, nodes.Element):
    """A live block; ``node["html"]`` is its markup, in the page's language."""


def _visit_html(self, node: live_block) -> None:
    self.body.append(node["html"])
    raise nodes.SkipNode


def _skip(self, node: live_block) -> None:
    raise nodes.SkipNode


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.replace(",", " ").split()]


def _seat_cards(text: str) -> dict[int, str]:
    """``"0=9C KH; 1=10D KS"`` -> ``{0: "9C KH", 1: "10D KS"}``."""
    cards = {}
    for part in text.split(";"):
        seat, _, held = part.partition("=")
        cards[int(seat)] = held.strip()
    return cards


def _reader_seat(text: str) -> int | None:
    return None if text.strip() in ("", "all", "every") else int(text)


#: Each option of a block and how its text is read: the directive's
#: ``option_spec``, and what :func:`parse_options` applies to a block's
#: source (tools/export_notebooks.py), so both read a block the same way.
OPTION_SPEC: dict[str, Any] = {
    "game": lambda v: directives.choice(v, ("stud", "draw")),
    "preset": directives.unchanged_required,
    "presets": directives.unchanged_required,
    "players": directives.positive_int,
    "stacks": _ints,
    "button": directives.nonnegative_int,
    "seed": directives.nonnegative_int,
    "cards": _seat_cards,
    "deck": directives.unchanged_required,
    "names": directives.unchanged_required,
    "structure": lambda v: directives.choice(
        v, ("fixed_limit", "pot_limit", "no_limit")
    ),
    "reader-seat": _reader_seat,
    "kinds": directives.unchanged_required,
    "hands": directives.unchanged_required,
}


class LiveBlockError(ValueError):
    """A block's kind or options are refused; the message names the problem."""


def parse_options(lines: list[str]) -> dict[str, Any]:
    """A block's ``:key: value`` lines read by :data:`OPTION_SPEC`.

    Raises:
        LiveBlockError: an unknown option or a value its reader refuses.
    """
    options: dict[str, Any] = {}
    for line in lines:
        if not line.strip():
            continue
        key, sep, value = line.strip().removeprefix(":").partition(":")
        if not sep or key not in OPTION_SPEC:
            raise LiveBlockError(f"americana-live: unknown option {line.strip()!r}")
        try:
            options[key] = OPTION_SPEC[key](value.strip())
        except ValueError as error:
            raise LiveBlockError(
                f"americana-live: option {key!r}: {value.strip()!r}: {error}"
            ) from None
    return options


def block_config(kind: str, options: dict[str, Any], lang: str) -> dict[str, Any]:
    """What a block of ``kind`` plays, from its options read by
    :data:`OPTION_SPEC`, in ``lang``: the page's ``data-config`` (the
    block's preset, stacks, button, dealing deck, seed, the edition's names,
    reader seat, structure; an explorer's hands; a drill's kinds and presets).

    Raises:
        LiveBlockError: an unknown kind, game, preset or drill kind, or
            ``cards`` without ``button``.
    """
    from americana.errors import AmericanaError
    from americana.text.live_text import KINDS
    from americana.text.names import preset_name
    from americana.text.player_names import localize_name
    from americana.views.session.play_session import GAMES, game_named

    if kind not in KINDS:
        raise LiveBlockError(f"americana-live: kind must be one of {KINDS}")
    o = options
    if kind == "explorer":
        hands = o.get("hands", " | ".join(EXAMPLES[0]))
        return {
            "hands": [h.strip() for h in hands.split("|")],
            "examples": [list(pair) for pair in EXAMPLES],
        }
    if kind == "drill":
        return _drill_config(o, lang)
    game = o.get("game", "stud")
    try:
        known = dict(GAMES[game_named(game)])
    except AmericanaError:
        raise LiveBlockError(f"americana-live: unknown game {game!r}") from None
    preset = o.get("preset", next(iter(known)))
    presets = o.get("presets", " ".join(known)).split()
    _check_presets([preset, *presets], known)
    stacks = o.get("stacks")
    players = o.get("players", len(stacks) if stacks else 4)
    names = o.get("names", "").split()
    deck = o.get("deck")
    button = o.get("button")
    if "cards" in o:
        deck = _deck(known[preset], o["cards"], button)
    return {
        "game": game,
        "preset": preset,
        "presets": presets,
        # The menu shows each preset by its name in words (text.names).
        "preset_names": {p: preset_name(p, lang) for p in presets},
        "players": players,
        "stacks": stacks,
        "button": button,
        "seed": o.get("seed"),
        "deck": deck,
        # The page's own people: "Ann" is "Аня" in the Russian edition.
        "names": {str(i): localize_name(n, lang) for i, n in enumerate(names)} or None,
        "reader_seat": o.get("reader-seat"),
        "structure": o.get("structure"),
    }


def _drill_config(o: dict[str, Any], lang: str) -> dict[str, Any]:
    """A drill block's kinds and presets; each preset asks the kinds of
    its game (``kinds_of``): draw poker has no bring-in (A5)."""
    from americana.rules.draw_variants import DRAW_VARIANTS
    from americana.rules.variants import VARIANTS
    from americana.text.names import preset_name
    from americana.views.session.drill_situations import ALL_KINDS, KINDS_OF

    kinds = o.get("kinds", " ".join(ALL_KINDS)).split()
    unknown = [k for k in kinds if k not in ALL_KINDS]
    if unknown:
        raise LiveBlockError(f"americana-live: unknown drill kind(s) {unknown}")
    known = {**VARIANTS, **DRAW_VARIANTS}
    default = [
        name
        for name, variant in known.items()
        if set(kinds) & set(KINDS_OF[variant.game])
    ]
    presets = o.get("presets", " ".join(default)).split()
    _check_presets(presets, known)
    kinds_of = {p: [k for k in kinds if k in KINDS_OF[known[p].game]] for p in presets}
    empty = [p for p, ks in kinds_of.items() if not ks]
    if empty:
        raise LiveBlockError(f"americana-live: no drill of these kinds for {empty}")
    return {
        "kinds": kinds,
        "presets": presets,
        "preset_names": {p: preset_name(p, lang) for p in presets},
        "kinds_of": kinds_of,
        "seed": o.get("seed", 1),
    }


def _check_presets(presets: list[str], known: dict) -> None:
    unknown = [p for p in presets if p not in known]
    if unknown:
        raise LiveBlockError(f"americana-live: unknown preset(s) {unknown}")


def _deck(variant: Any, cards: dict[int, str], button: int | None) -> str:
    """The cards, in dealing order, that deal ``cards`` in ``variant``'s game."""
    from americana.play.scripting import dealing_deck

    if button is None:
        raise LiveBlockError("americana-live: :cards: needs :button:")
    return " ".join(str(c) for c in dealing_deck(variant, cards, button=button))


def intro_html(kind: str, config: dict[str, Any], lang: str) -> str:
    """The block's introduction, as HTML, one text for every chapter
    (americana.text.live_text): what the block offers (a hand's buttons, the
    engine's play of the other seats in the engine's words, "Deal a new hand"
    and every seat; the explorer's examples; the drills' record), then how
    it runs. A chapter says only what is its own (which hand, what to try)."""
    from americana.text.live_text import live_text

    text = live_text(kind, lang)
    parts = []
    if kind == "hand":
        parts.append(html.escape(text["buttons"]))
        if config.get("reader_seat") is not None:
            # How the engine plays the other seats, in its own words: the
            # sentence the block shows once the hand starts (policy_text),
            # so the page never restates it in other words.
            from americana.text.policy_text import policy_text
            from americana.views.session.play_session import game_named

            parts.append(html.escape(policy_text(game_named(config["game"]), lang)))
        parts.append(_with_label(text["deal_more"], "{deal}", text["deal"]))
    elif kind == "explorer":
        parts.append(html.escape(text["menu"]))
    else:
        parts.append(_with_label(text["keeps_score"], "{missed}", text["missed"]))
    parts.append(html.escape(text["intro"]))
    return " ".join(parts)


def _with_label(sentence: str, field: str, label: str) -> str:
    """``sentence`` as HTML, the button's ``label`` in bold at ``field``."""
    return html.escape(sentence).replace(
        field, f"<strong>{html.escape(label)}</strong>"
    )


class AmericanaLive(SphinxDirective):
    """``{americana-live} hand|explorer|drill`` with options; see the module."""

    required_arguments = 1
    has_content = False
    option_spec: ClassVar[dict[str, Any]] = OPTION_SPEC

    def run(self) -> list[nodes.Node]:
        from americana.text.live_text import live_text

        kind = self.arguments[0]
        lang = self.config.language or "en"
        try:
            config = block_config(kind, self.options, lang)
        except LiveBlockError as error:
            raise self.error(str(error)) from None
        serial = self.env.new_serialno("americana-live")
        block_id = f"americana-live-{self.env.docname.replace('/', '-')}-{serial}"
        text = live_text(kind, lang)
        linked = ""
        if kind == "hand":
            from americana.text.saved_hand_text import saved_hand_text

            text |= saved_hand_text(lang)
            # Shown by live-loader.js when the page's URL holds a hand
            # (#hand=...), on the page's first hand block, which opens it.
            linked = (
                '<p class="americana-live-linked" hidden>'
                f"{html.escape(text['linked'])}</p>\n"
            )
        attrs = {
            "class": "americana-live",
            "id": block_id,
            "data-block": block_id,
            "data-kind": kind,
            "data-state": "idle",
            "data-lang": lang,
            "data-config": json.dumps(config, ensure_ascii=False),
            "data-text": json.dumps(text, ensure_ascii=False),
        }
        opening = " ".join(
            f'{k}="{html.escape(v, quote=True)}"' for k, v in attrs.items()
        )
        markup = (
            f"<div {opening}>\n"
            f'<p class="americana-live-intro">{intro_html(kind, config, lang)}</p>\n'
            f"{linked}"
            '<p><button type="button" class="americana-live-start">'
            f"{html.escape(text['start'])}</button></p>\n"
            '<p class="americana-live-status" role="status" aria-live="polite"></p>\n'
            "</div>\n"
        )
        node = live_block()
        node["html"] = markup
        return [node]


def _shared_folder(app: Sphinx) -> tuple[Path, str]:
    """Where the live files go, and its URL from the edition's root folder."""
    if len(app.config.americana_editions) >= 2:  # tools/build_book.py
        return Path(app.outdir).parent / SHARED, f"../{SHARED}/"
    return Path(app.outdir) / SHARED, f"{SHARED}/"


def _engine_archive_name(app: Sphinx) -> str:
    """The engine archive's file name (its content hash), computed once a build."""
    name = getattr(app, "_americana_engine_archive", None)
    if name is None:
        sys.path.insert(0, str(BOOK.parent / "tools"))
        from pack_engine import archive_bytes, archive_name

        app._americana_engine_data = archive_bytes()
        name = app._americana_engine_archive = archive_name(app._americana_engine_data)
    return name


def _stdlib_name(app: Sphinx) -> str:
    """The trimmed standard library's file name (its content hash), once a build."""
    name = getattr(app, "_americana_stdlib", None)
    if name is None:
        sys.path.insert(0, str(BOOK.parent / "tools"))
        from pack_runtime import stdlib_bytes, stdlib_name

        app._americana_stdlib_data = stdlib_bytes()
        name = app._americana_stdlib = stdlib_name(app._americana_stdlib_data)
    return name


def _add_assets(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree
) -> None:
    """The loader and style sheet, on pages that hold a live block only.

    Written into the head as tags, not with ``add_js_file``: Sphinx would
    place them under ``_static/``, and the live files sit beside the editions.
    """
    if doctree is None or not any(doctree.findall(live_block)):
        return
    _, root_url = _shared_folder(app)
    url = "../" * pagename.count("/") + root_url
    attrs = {
        "src": f"{url}live-loader.js",
        "data-runtime": runtime_version(),
        "data-engine": _engine_archive_name(app),
        "data-stdlib": _stdlib_name(app),
    }
    script = " ".join(f'{k}="{html.escape(v, quote=True)}"' for k, v in attrs.items())
    context["metatags"] = context.get("metatags", "") + (
        f'\n<link rel="stylesheet" href="{html.escape(url)}live.css" />'
        f"\n<script defer {script}></script>\n"
    )


def _copy(source: Path, target: Path) -> None:
    """Copy unless ``target`` already holds the same bytes (editions share it)."""
    if target.exists() and filecmp.cmp(source, target, shallow=False):
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def _copy_live_files(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    folder, _ = _shared_folder(app)
    version = runtime_version()
    runtime = LIVE / "pyodide" / version
    for path in sorted(runtime.iterdir()):
        if path.name not in ("python_stdlib.zip", "pyodide-lock.json"):
            _copy(path, folder / version / path.name)
    # The page loads the trimmed standard library and a lock file of no package.
    stdlib = folder / version / _stdlib_name(app)
    from pack_runtime import lock_bytes  # on the path since _stdlib_name

    lock = folder / version / "pyodide-lock.json"
    if not lock.exists() or lock.read_bytes() != lock_bytes():
        lock.write_bytes(lock_bytes())
    if not stdlib.exists():
        stdlib.write_bytes(app._americana_stdlib_data)
    for old in (folder / version).glob("python_stdlib*.zip"):
        if old != stdlib:  # Pyodide's whole one, or a list trimmed before
            old.unlink()
    for old in folder.iterdir() if folder.is_dir() else ():
        if old.is_dir() and old.name != version:  # a runtime vendored before
            shutil.rmtree(old)
    for name in SCRIPTS:
        _copy(LIVE / name, folder / name)
    name = _engine_archive_name(app)
    target = folder / name
    if not target.exists():
        target.write_bytes(app._americana_engine_data)
    # A single edition owns the folder: older archives go. Editions built side
    # by side may each have packed a different engine (one edited between two
    # builds), so tools/build_book.py removes the unreferenced ones at the end.
    if len(app.config.americana_editions) < 2:
        for old in folder.glob("americana-*.zip"):
            if old != target:
                old.unlink()


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_node(
        live_block,
        html=(_visit_html, None),
        latex=(_skip, None),
        text=(_skip, None),
        man=(_skip, None),
        texinfo=(_skip, None),
    )
    app.add_directive("americana-live", AmericanaLive)
    app.connect("html-page-context", _add_assets)
    app.connect("build-finished", _copy_live_files)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
