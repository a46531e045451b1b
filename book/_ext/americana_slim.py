"""Lighter copies of the theme's and the widget manager's files (issue 11).

Pure functions on file contents, used by ``americana_scripts.py`` while the
book builds; the vendored files in ``book/`` and the installed theme stay as
they are. Each raises ``sphinx.errors.ExtensionError`` when a file does not
look as expected (a new version of the theme or of html-manager), rather
than write a broken copy.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

from sphinx.errors import ExtensionError


def _string_end(text: str, i: int) -> int:
    """Index just past the JavaScript string literal that starts at ``i``."""
    quote = text[i]
    i += 1
    while text[i] != quote:
        i += 2 if text[i] == "\\" else 1
    return i + 1


def _literal_end(text: str, i: int) -> int:
    """Index just past the object or array literal that starts at ``i``."""
    depth = 0
    while True:
        c = text[i]
        if c in "\"'`":
            i = _string_end(text, i)
            continue
        if c in "{[":
            depth += 1
        elif c in "}]":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1


#: The html-manager's ``loadClass`` picks its bundled ipywidgets 7 copies of
#: base and controls for module versions 1.x; the trimmed build refuses
#: those versions instead (the book's widgets are all 2.0.0).
_LOAD_BASE7 = (
    'n(__webpack_require__("1.2.0"===(0,t.maxSatisfying)(["1.2.0","2.0.0"],i)'
    "?1583:2055))"
)
_LOAD_CONTROLS7 = (
    '"1.5.0"===(0,t.maxSatisfying)(["1.5.0","2.0.0"],i)?(__webpack_require__(1534),'
    '""===getComputedStyle(document.documentElement).getPropertyValue('
    '"--jp-layout-color0")&&__webpack_require__(8717),n(__webpack_require__(1977))):'
)
_REFUSE = 'o("ipywidgets 7 (module version 1.x) is not in this build")'
#: The bundle's last lines draw the widgets on the window's ``load`` event,
#: after every image, font and script of the page; the DOM and the style
#: sheets are all they need, and a deferred script runs after both.
_RENDER_ON_LOAD = (
    '"complete"===document.readyState?e.renderWidgets():'
    'window.addEventListener("load",(function(){e.renderWidgets()}))'
)
_RENDER_NOW = (
    '"loading"!==document.readyState?e.renderWidgets():'
    'document.addEventListener("DOMContentLoaded",(function(){e.renderWidgets()}))'
)
#: A webpack module of the html-manager bundle: ``,1234:(e,t,n)=>{`` etc.
_MODULE = re.compile(r"[{,](\d+):(?:\([\w$,]*\)=>\{|[\w$]+=>\{|function\([\w$,]*\)\{)")
_NUMBER = re.compile(r"(?<![\w.$])(\d{1,5})(?![\w.$])")


def _drop_unreachable_modules(bundle: str, start: int, end: int) -> str:
    """A webpack bundle without the modules nothing reaches.

    ``bundle[start:end]`` is the bundle's module table (``{1234:(e,t,n)=>{
    ...},...}``, ``end`` just past its closing ``},``); the rest is the
    bundle's own code. A module is reached if its number appears as a number
    token in that code or in a reached module (an over-estimate: any number
    that happens to equal a module's id keeps it).
    """
    found = list(_MODULE.finditer(bundle, start, end))
    spans = {
        m.group(1): (m.start(), found[k + 1].start() if k + 1 < len(found) else None)
        for k, m in enumerate(found)
    }
    if len(spans) != len(found):
        raise ExtensionError("embed-amd.js: webpack module ids repeat")
    ids = set(spans)

    def refs(text: str) -> set[str]:
        return set(_NUMBER.findall(text)) & ids

    reached: set[str] = set()
    todo = list(refs(bundle[:start] + bundle[end:]))
    while todo:
        module = todo.pop()
        if module in reached:
            continue
        reached.add(module)
        a, b = spans[module]
        todo.extend(refs(bundle[a : b if b is not None else end]))
    for module in sorted(ids - reached, key=lambda m: -spans[m][0]):
        a, b = spans[module]
        if b is None:
            raise ExtensionError("embed-amd.js: the last webpack module is unused")
        # Each span starts at the "," (or the "{") before its id.
        if bundle[a] == "{":
            bundle = bundle[: a + 1] + bundle[b + 1 :]
        else:
            bundle = bundle[:a] + bundle[b:]
    return bundle


#: Both the html-manager and the embedding module compile the widget state's
#: JSON schemas with Ajv when they load. The html-manager never uses its
#: result; the embedding module checks the page's state with it. The trimmed
#: copy skips both (the state is the book's own build output) and so drops
#: Ajv, twice about 40 kB gzipped. Group 4 is kept; the rest goes.
_MANAGER_AJV = re.compile(
    r"var (\w+)=__webpack_require__\((\d+)\),(\w+)=__webpack_require__\.n\(\1\);"
    r"(__webpack_require__\.p=window\.__jupyter_widgets_assets_path__\|\|"
    r"__webpack_require__\.p;const (\w+)=__webpack_require__\(\d+\)\.v2\.state,"
    r"(\w+)=__webpack_require__\(\d+\)\.v2\.view),(\w+)=new\(\3\(\)\)"
    r"\((?:\{[^{}]*\})?\);\7\.compile\(\5\),\7\.compile\(\6\);"
)
_EMBED_AJV = re.compile(
    r"var (\w+)=(\w+)\((\d+)\),(\w+)=\2\.n\(\1\);"
    r"(\2\.p=window\.__jupyter_widgets_assets_path__\|\|\2\.p;"
    r"const (\w+)=\2\(\d+\)\.v2\.state,(\w+)=\2\(\d+\)\.v2\.view),"
    r"([\w$]+)=new\(\4\(\)\)\((?:\{[^{}]*\})?\),([\w$]+)=\8\.compile\(\6\),"
    r"([\w$]+)=\8\.compile\(\7\);"
)
#: The end of a bundle's module table: ``},o={};function n(e){var f=o[e]``.
_TABLE_END = re.compile(
    r"\},([\w$]+)=\{\};function ([\w$]+)\(([\w$]+)\)\{var [\w$]+=\1\[\3\]"
)


def _shake_manager(manager: str) -> str:
    """The html-manager define: no ipywidgets 7 copies, no Ajv, shaken."""
    for old, new in (
        (
            _LOAD_BASE7,
            f'"1.2.0"===(0,t.maxSatisfying)(["1.2.0","2.0.0"],i)?{_REFUSE}:'
            "n(__webpack_require__(2055))",
        ),
        (
            _LOAD_CONTROLS7,
            f'"1.5.0"===(0,t.maxSatisfying)(["1.5.0","2.0.0"],i)?{_REFUSE}:',
        ),
    ):
        if manager.count(old) != 1:
            raise ExtensionError("embed-amd.js: html-manager's loadClass has changed")
        manager = manager.replace(old, new)
    manager, found = _MANAGER_AJV.subn(r"\4;", manager)
    if found != 1:
        raise ExtensionError("embed-amd.js: html-manager's schema check has changed")
    start = manager.index("var __webpack_modules__={") + len("var __webpack_modules__=")
    end = manager.index("__webpack_module_cache__")
    return _drop_unreachable_modules(manager, start, end)


def _shake_embedder(embedder: str) -> str:
    """The embedding define (``libembed-amd``): no Ajv, shaken."""
    embedder, found = _EMBED_AJV.subn(r"\5,\9=()=>!0,\10=()=>!0;", embedder)
    if found != 1:
        raise ExtensionError("embed-amd.js: the embedding module's check has changed")
    start = embedder.index("(()=>{var ") + len("(()=>{var ")
    start = embedder.index("={", start) + 1
    end = _TABLE_END.search(embedder, start)
    if end is None:
        raise ExtensionError("embed-amd.js: the embedding module's table has changed")
    return _drop_unreachable_modules(embedder, start, end.start() + 2)


def trim_widget_manager(text: str) -> str:
    """``embed-amd.js`` for the book's widgets only, drawn without waiting.

    The vendored bundle (``@jupyter-widgets/html-manager``'s ``embed-amd.js``)
    is one ``define`` per module, each after a licence comment (``/*! For
    license information please see NAME.js.LICENSE.txt */``). The trimmed
    copy:

    * drops the ``base7`` and ``controls7`` defines (ipywidgets 7);
    * in the html-manager define, refuses module versions 1.x instead of
      loading its bundled ipywidgets 7 copies; there and in the embedding
      define, skips the JSON-schema check of the page's widget state (Ajv;
      the state is the book's own build output); then drops the webpack
      modules nothing reaches (those copies, Ajv, what only they use);
    * replaces css-loader's source maps, the fourth item of each style entry
      (``{version:3,sources:[...],...}``), by ``null`` ("no map");
    * draws the widgets once the page is parsed, not on the window's load.

    Raises ``ExtensionError`` if the bundle does not look like this (for
    another html-manager version, check these steps again).
    """
    licence = "/*! For license information please see "
    for name in ("base7", "controls7"):
        start = text.find(f"{licence}{name}.js.LICENSE.txt */\ndefine(")
        if start < 0:
            raise ExtensionError(f"embed-amd.js: no {name} module")
        end = text.find(licence, start + len(licence))
        if end < 0:
            raise ExtensionError(f"embed-amd.js: no module after {name}")
        text = text[:start] + text[end:]
    a = text.index('define("@jupyter-widgets/html-manager",')
    b = text.index('define("@jupyter-widgets/html-manager/dist/libembed-amd"')
    c = text.index("//# sourceMappingURL=libembed-amd.js.map", b)
    text = text[:a] + _shake_manager(text[a:b]) + _shake_embedder(text[b:c]) + text[c:]
    parts = []
    pos = 0
    for match in re.finditer(r"\{version:3,sources:\[", text):
        if match.start() < pos:
            continue
        parts.append(text[pos : match.start()])
        parts.append("null")
        pos = _literal_end(text, match.start())
    parts.append(text[pos:])
    text = "".join(parts)
    if text.count(_RENDER_ON_LOAD) != 1:
        raise ExtensionError("embed-amd.js: the rendering call has changed")
    return text.replace(_RENDER_ON_LOAD, _RENDER_NOW)


#: One icon of Font Awesome's packs: ``"name":[width,height,[aliases],
#: "unicode",path]``, the path a string or a list of strings (duotone).
_ICON = re.compile(
    r'"?([a-z0-9-]+)"?:\[\d+,\d+,\[([^\]]*)\],"([0-9a-f]+)",'
    r'(?:"(?:[^"\\]|\\.)*"|\[(?:"(?:[^"\\]|\\.)*",?)*\])\]'
)
#: Where a pack's icon table starts: ``var p={`` then its first icon.
_PACK = re.compile(r'var [A-Za-z_$][\w$]*=\{(?="?[a-z0-9-]+"?:\[\d+,\d+,\[)')


def subset_font_awesome(text: str, keep: set[str]) -> tuple[str, int, int]:
    """Font Awesome's script with only the icons named in ``keep``.

    An icon stays if its name or one of its aliases is in ``keep``. Returns
    the new text, the icons kept and the icons there were. Raises
    ``ExtensionError`` if no icon table is found.
    """
    parts = []
    pos = 0
    kept = total = 0
    for pack in _PACK.finditer(text):
        if pack.start() < pos:
            continue
        i = pack.end()
        icons = []
        while True:
            icon = _ICON.match(text, i)
            if icon is None:
                raise ExtensionError(f"fontawesome.js: unknown icon at {i}")
            total += 1
            aliases = set(re.findall(r'"([a-z0-9-]+)"', icon.group(2)))
            if icon.group(1) in keep or aliases & keep:
                icons.append(icon.group(0))
            i = icon.end()
            if text[i] == "}":
                break
            if text[i] != ",":
                raise ExtensionError(f"fontawesome.js: unexpected {text[i]!r} at {i}")
            i += 1
        kept += len(icons)
        parts.append(text[pos : pack.end()])
        parts.append(",".join(icons))
        pos = i
    if not total:
        raise ExtensionError("fontawesome.js: no icon table found")
    parts.append(text[pos:])
    return "".join(parts), kept, total


#: An icon's name in a page or a script: ``fa-name`` as a class, in a string.
_ICON_NAME = re.compile(r"""(?:^|[\s"'`])fa-([a-z0-9-]+)""", re.MULTILINE)
#: An ipywidgets ``icon`` trait in a page's widget state (``"icon": "check"``).
_WIDGET_ICON = re.compile(r'"icon": "([a-z0-9-]+)"')


def icons_in_use(outdir: Path, live: Path) -> set[str]:
    """Every icon name an edition's pages and scripts may ask for.

    Pages: their ``fa-*`` classes and widget ``icon`` traits. Scripts: the
    ``fa-*`` words in string literals of every ``.js`` in ``_static`` but
    Font Awesome itself (the widget manager's Play, check, caret icons, the
    theme's), and of the live blocks' scripts (``live``).
    """
    names: set[str] = set()
    for page in outdir.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        names.update(_ICON_NAME.findall(text))
        names.update(_WIDGET_ICON.findall(text))
    scripts = [p for p in (outdir / "_static").rglob("*.js")]
    scripts += sorted(live.glob("*.js")) if live.is_dir() else []
    for script in scripts:
        if script.name == "fontawesome.js":
            continue
        names.update(_ICON_NAME.findall(script.read_text(encoding="utf-8")))
    return names


#: A Font Awesome code point in a style sheet: ``"\\f0c9"``, ``"\\e4e5"``.
_CODE_POINT = re.compile(r"\\([ef][0-9a-f]{3})\b", re.IGNORECASE)
#: A style rule (flat: a rule inside ``@media`` keeps the ``@media`` prefix).
_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
#: The selector of Font Awesome's own rule for one icon class.
_ICON_RULE = re.compile(r"\s*(\.fa-[\w-]+(::?before)?\s*,?\s*)+")


def code_points_in_css(css: str) -> set[int]:
    """Font Awesome code points a style sheet draws outside its icon classes.

    The theme draws some icons from the font itself (admonition titles,
    breadcrumbs, external links: ``content: var(--pst-icon-...)``); Font
    Awesome's ``.fa-NAME`` rules are left out (the script draws those icons).
    """
    points: set[int] = set()
    for selector, body in _RULE.findall(css):
        if _ICON_RULE.fullmatch(selector.split("*/")[-1]):
            continue
        points.update(int(p, 16) for p in _CODE_POINT.findall(body))
    return points


def icon_code_points(script: str) -> set[int]:
    """The code points of the icons a (subset) Font Awesome script holds."""
    return {int(m.group(3), 16) for m in _ICON.finditer(script)}


def subset_font(data: bytes, code_points: set[int]) -> bytes:
    """A WOFF2 font with only the glyphs of ``code_points`` (fontTools)."""
    from fontTools import subset

    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]
    options.notdef_outline = True
    font = subset.load_font(io.BytesIO(data), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(code_points))
    subsetter.subset(font)
    out = io.BytesIO()
    subset.save_font(font, out, options)
    return out.getvalue()


#: Font Awesome's rule for one icon (and its aliases) in the theme's style
#: sheet: ``.fa-xmark:before,.fa-times:before{content:"\f00d"}``.
_ICON_CLASS_RULE = re.compile(r'(?:\.fa-[\w-]+:{1,2}before,?)+\{content:"[^"]*"\}')


def subset_icon_rules(css: str, keep: set[str]) -> tuple[str, int, int]:
    """The theme's style sheet with the icon rules of ``keep`` only.

    Returns the new text, the rules kept and the rules there were. Raises
    ``ExtensionError`` if there are none (the style sheet has changed).
    """
    counts = [0, 0]

    def rule(match: re.Match[str]) -> str:
        counts[1] += 1
        names = set(re.findall(r"\.fa-([\w-]+):", match.group(0)))
        if names & keep:
            counts[0] += 1
            return match.group(0)
        return ""

    text = _ICON_CLASS_RULE.sub(rule, css)
    if not counts[1]:
        raise ExtensionError("pydata-sphinx-theme.css: no icon rules found")
    return text, counts[0], counts[1]
