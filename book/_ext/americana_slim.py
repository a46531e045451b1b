"""Lighter copies of the theme's Font Awesome files (issue 11).

Pure functions on file contents, used by ``americana_scripts.py`` while the
book builds; the installed theme stays as it is. Each raises
``sphinx.errors.ExtensionError`` when a file does not look as expected (a
new version of the theme), rather than write a broken copy. (The widget
manager needs no trimming: tools/vendor_js.sh builds it for the book's
widgets only.)
"""

from __future__ import annotations

import io
import re
from pathlib import Path

from sphinx.errors import ExtensionError

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
    ``fa-*`` words in string literals and the widget ``icon`` traits (of the
    pages' widget state) of every ``.js`` in ``_static`` but Font Awesome
    itself (the widget manager's Play, check, caret icons, the
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
        text = script.read_text(encoding="utf-8")
        names.update(_ICON_NAME.findall(text))
        # The pages' widget state, in scripts of their own (_widgets_state/).
        names.update(_WIDGET_ICON.findall(text))
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


def _block_end(css: str, i: int) -> int:
    """Index just past the ``{...}`` block that opens at ``css[i]``."""
    depth = 0
    while i < len(css):
        c = css[i]
        if c in "\"'":
            i = css.index(c, i + 1) + 1
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise ExtensionError("sphinx-design.min.css: unbalanced braces")


def _split_selectors(selectors: str) -> list[str]:
    """A selector list split at its commas (not those inside parentheses)."""
    out, depth, start = [], 0, 0
    for i, c in enumerate(selectors):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(selectors[start:i])
            start = i + 1
    out.append(selectors[start:])
    return out


_SD_CLASS = re.compile(r"\.(sd-[\w-]+)")


def subset_design_rules(css: str, used: set[str]) -> tuple[str, int, int]:
    """sphinx-design's style sheet without the rules of classes no page uses.

    A selector stays if every ``.sd-*`` class it names is in ``used``; a rule
    stays if one of its selectors does; an ``@media`` or ``@supports`` block
    keeps the rules that stay, and goes if none does; other at-rules
    (``@keyframes``) stay as they are. Returns the new text, the rules kept
    and the rules there were.
    """
    counts = [0, 0]

    def subset(text: str) -> str:
        out = []
        i = 0
        while i < len(text):
            if text[i].isspace():
                i += 1
                continue
            brace = text.index("{", i)
            head = text[i:brace]
            end = _block_end(text, brace)
            if head.startswith(("@media", "@supports")):
                inner = subset(text[brace + 1 : end - 1])
                if inner:
                    out.append(f"{head}{{{inner}}}")
            elif head.startswith("@"):
                out.append(text[i:end])
            else:
                counts[1] += 1
                kept = [
                    s
                    for s in _split_selectors(head)
                    if set(_SD_CLASS.findall(s)) <= used
                ]
                if kept:
                    counts[0] += 1
                    out.append(",".join(kept) + text[brace:end])
            i = end
        return "".join(out)

    text = subset(css)
    if not counts[1]:
        raise ExtensionError("sphinx-design.min.css: no rules found")
    return text, counts[0], counts[1]


#: A source map's comment at the end of a script (``//# sourceMappingURL=…``)
#: or a style sheet (``/*# sourceMappingURL=… */``), on a line of its own.
_SOURCE_MAP_COMMENT = re.compile(
    r"\n?(?://[#@] sourceMappingURL=[^\n]*|/\*[#@] sourceMappingURL=[^*]*\*/)"
    r"[ \t]*(?=\n|$)"
)


def strip_source_map_comment(text: str) -> tuple[str, int]:
    """The script or style sheet without its ``sourceMappingURL`` comments.

    Returns the new text and the number of comments removed (0: unchanged).
    The published site holds no source map (issue 21: 24 maps, 13.8 MB), and
    a comment naming one makes a browser's developer tools request it.
    """
    return _SOURCE_MAP_COMMENT.subn("", text)
