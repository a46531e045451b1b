"""Text first, scripts after: pages for slow connections (issue 11).

At 400 kbit/s a blocking script in ``<head>`` keeps the page blank until it
has arrived, and every byte fetched beside the widget manager delays the
widgets. This extension leaves only style sheets (and a few inline lines)
blocking in ``<head>`` and lightens what the pages fetch:

* every ``<script src>`` that Sphinx, the theme, myst-nb or the book adds is
  ``defer``: it downloads while the text is drawn and runs, in document
  order, once the page is parsed. Deferred scripts keep their relative order,
  so the widget manager runs before a11y.js (``nb_ipywidgets_js`` in
  ``_config.yml``); myst-nb adds both only to pages whose notebook holds
  widget state;
* the widget state (a script of JSON data that myst-nb writes into
  ``<head>``, up to 1.1 MB, 35 kB gzipped) leaves the page for a deferred
  script of its own, ``_static/_widgets_state/<page>.js``, just before the
  widget manager (``write_widget_state``): at 400 kbit/s, bytes in the page
  beside the style sheets delay the first paint even at the end of its body,
  while deferred scripts wait until the style sheets have arrived. Its model
  ids, 32 random hex digits each, become ``w0``, ``w1`` ... in the state and
  the page's view tags (``short_model_ids``: 35 kB gzipped down to 22 to 28
  kB on the largest pages);
* Sphinx's ``documentation_options.js`` (320 bytes) is written into the page
  instead: the theme's inline lines that set ``DOCUMENTATION_OPTIONS.pagename``
  run while the page is parsed and need it first;
* on widget pages, an inline line sets ``FontAwesomeConfig.autoReplaceSvg =
  "nest"`` before the theme's (deferred) Font Awesome script runs: it then
  puts its ``<svg>`` inside the widgets' ``<i>`` icons, which the Play widget
  updates, instead of replacing them;
* the theme's search tools (``searchtools.js``, ``language_data.js``,
  ``searchindex.js``) stay on the search page only, deferred: elsewhere they
  serve the theme's search-as-you-type, which is off (the search box sends
  the reader to the search page). The theme also preloads its two body
  scripts at high priority, ahead of the style sheets: those preload links go
  (the scripts still load, deferred). Both through
  ``book/_templates/americana-deferred.html``, which every page is rendered
  through: it extends the page's own template and filters those blocks with
  ``americana_head``;
* the widget manager is ``_widgets_js/americana-widgets.js``, one script
  built by ``tools/vendor_js.sh`` (esbuild, from ``tools/widget_manager/``)
  with only the ipywidgets 8 models and views the book's widgets use
  (``WIDGET_CLASSES``) and their style sheets: no require.js, no
  html-manager bundle (its output renderers, ipywidgets 7 copies, JSON-schema
  checks), widgets drawn once the page is parsed. 0.54 MB (0.15 MB gzipped)
  where html-manager's trimmed ``embed-amd.js`` and require.js were 2.0 MB
  (0.54 MB gzipped). Every page's widget state is checked against
  ``WIDGET_CLASSES`` while the page is written: a class the script does not
  hold fails the build;
* after the build, the theme's Font Awesome script keeps only the icons the
  edition's pages and scripts name (1.49 MB, 0.54 MB gzipped, for 2,045
  icons; the book uses about 25), its style sheet only those icons' rules
  (66 kB gzipped down to 45 kB, before the first paint), and its three
  fonts only the glyphs that script and the style sheets draw (the solid
  one: 156 kB, fetched on every page);
* style sheets: ``basic.css`` is linked directly instead of through the
  theme's one-line ``theme.css`` (a round trip less before the first paint),
  and sphinx-design's style sheet and script are left out of pages that
  use none of its components; after the build, its style sheet keeps only
  the rules of the classes the edition uses (``subset_design``: 699 rules,
  8 kB gzipped, down to about 30, 2 kB);
* no source maps (``drop_source_maps``, issue 21): the theme's six ``.map``
  files (3.4 MB an edition) leave the edition's ``_static/`` after the
  build, and its scripts and style sheets lose the ``sourceMappingURL``
  comments that would make a browser's developer tools request them.

The live blocks' loader (``americana_live.py``) is deferred already and
fetches nothing of the runtime before the reader presses a block's start
button.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from americana_slim import (
    code_points_in_css,
    icon_code_points,
    icons_in_use,
    strip_source_map_comment,
    subset_design_rules,
    subset_font,
    subset_font_awesome,
    subset_icon_rules,
)
from sphinx.application import Sphinx
from sphinx.errors import ExtensionError
from sphinx.util import logging

logger = logging.getLogger(__name__)

DOCUMENTATION_OPTIONS = "_static/documentation_options.js"
#: book/_templates/: extends ``americana_base_template``, filters its head.
DEFERRED_TEMPLATE = "americana-deferred.html"
#: The widget manager the pages load (``nb_ipywidgets_js``): marks a widget page.
WIDGET_MANAGER = "_static/_widgets_js/americana-widgets.js"
#: The classes ``americana-widgets.js`` holds, by module (``CLASSES`` in
#: ``tools/widget_manager/index.js``; tests/test_page_weight.py checks that
#: both say the same). Widget state naming any other fails the build.
WIDGET_CLASSES = {
    "@jupyter-widgets/base": frozenset(
        {"LayoutModel", "LayoutView", "StyleModel", "StyleView"}
    ),
    "@jupyter-widgets/controls": frozenset(
        {
            "DescriptionStyleModel",
            "DropdownModel",
            "DropdownView",
            "HBoxModel",
            "HBoxView",
            "HTMLModel",
            "HTMLStyleModel",
            "HTMLView",
            "IntSliderModel",
            "IntSliderView",
            "LinkModel",
            "PlayModel",
            "PlayView",
            "SliderStyleModel",
            "StackModel",
            "StackView",
            "VBoxModel",
            "VBoxView",
        }
    ),
}
#: The module version the script holds (ipywidgets 8's base and controls).
WIDGET_MODULE_VERSION = re.compile(r"^[~^]?2\.")
#: Runs before the deferred Font Awesome script (see the module docstring).
FONT_AWESOME_NEST = (
    "window.FontAwesomeConfig = Object.assign(window.FontAwesomeConfig || {}, "
    '{autoReplaceSvg: "nest"});'
)
#: The inline script myst-nb writes with a notebook's widget state.
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
#: ``type`` values of scripts that are data, not code (widget state, JSON).
DATA_TYPES = re.compile(r"json|text/x-|template", re.IGNORECASE)
#: What the theme writes into ``<head>`` outside ``script_files``.
_SCRIPT_TAG = re.compile(r"<script\b([^>]*)>")
_PRELOAD_SCRIPT = re.compile(r'[ \t]*<link rel="preload" as="script"[^>]*>\n?')
#: The theme's theme.css holds only ``@import "../basic.css"``: linking
#: basic.css itself saves a round trip before the first paint.
_THEME_CSS = re.compile(r'href="([^"]*?)styles/theme\.css(?:\?[^"]*)?"')
THEME_CSS_TEXT = '@import "../basic.css";'
#: sphinx-design's files, on pages that use its components only.
DESIGN_FILES = ("_static/sphinx-design.min.css", "_static/design-tabs.js")
_DESIGN_CLASS = re.compile(r'class="[^"]*\bsd-')
_SEARCH_TOOLS = re.compile(
    r'[ \t]*<script\b[^>]*src="[^"]*(?:searchtools|language_data|searchindex)'
    r'\.js[^"]*"[^>]*></script>\n?'
)


def _is_code(attributes: dict[str, Any]) -> bool:
    kind = attributes.get("type") or ""
    return not DATA_TYPES.search(kind)


def head_filter(html: str, keep_search: bool = True) -> str:
    """A block of ``<head>`` with its script tags deferred (Jinja filter).

    ``<script src>`` tags without ``defer``, ``async`` or ``type="module"``
    get ``defer``; the theme's preload links for scripts go; its
    ``theme.css`` link becomes one to ``basic.css``, the only thing that file
    imports (checked by ``builder_inited``); with ``keep_search`` false, the
    search tools go.
    """
    html = str(html)
    if not keep_search:
        html = _SEARCH_TOOLS.sub("", html)
    html = _PRELOAD_SCRIPT.sub("", html)
    html = _THEME_CSS.sub(r'href="\1basic.css"', html)

    def defer(match: re.Match[str]) -> str:
        attrs = match.group(1)
        if " src=" not in attrs or re.search(r"\b(defer|async)\b|type=", attrs):
            return match.group(0)
        return f"<script defer{attrs}>"

    return _SCRIPT_TAG.sub(defer, html)


def _documentation_options(app: Sphinx) -> str:
    """The text of ``documentation_options.js``, as Sphinx wrote it.

    Sphinx copies its static files before it writes the pages, so the file is
    in the output folder by then. Raises ``ExtensionError`` if it is not.
    """
    cached = getattr(app, "_americana_doc_options", None)
    if cached is None:
        path = Path(app.outdir) / DOCUMENTATION_OPTIONS
        if not path.is_file():
            raise ExtensionError(f"{path} is missing: cannot write it into the pages")
        cached = path.read_text(encoding="utf-8").strip()
        app._americana_doc_options = cached
    return cached


def defer_scripts(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree
) -> str:
    """``html-page-context`` (late): defer every script file of the page.

    Replaces ``context["script_files"]`` by a new list (Sphinx restores its
    own list after each page): script files get ``defer`` unless they are
    ``async`` or modules already; ``documentation_options.js`` becomes an
    inline script; the widget state moves from ``<head>`` to the end of the
    page's body; widget pages get the Font Awesome line; pages without a
    sphinx-design component (class ``sd-*``) lose its files. Returns the
    wrapping template's name (``DEFERRED_TEMPLATE``), which renders the
    page's own template (``americana_base_template``).
    """
    design = bool(_DESIGN_CLASS.search(context.get("body") or ""))
    if not design:
        context["css_files"] = [
            css
            for css in context.get("css_files") or []
            if css.filename not in DESIGN_FILES
        ]
    out = []
    widget_page = False
    state_script = None
    for js in context.get("script_files") or []:
        if not design and js.filename in DESIGN_FILES:
            continue
        if not js.filename and js.attributes.get("type") == WIDGET_STATE:
            # Out of the page, into a deferred script of its own (see the
            # module docstring), after the check that the manager draws it.
            state = js.attributes.get("body", "")
            missing = missing_widget_classes(state)
            if missing:
                raise ExtensionError(
                    f"{pagename}: widget classes not in americana-widgets.js "
                    f"(tools/widget_manager/index.js): {', '.join(sorted(missing))}"
                )
            state, context["body"] = short_model_ids(state, context.get("body") or "")
            state_script = type(js)(
                write_widget_state(app, pagename, state),
                priority=js.priority,
                defer="defer",
            )
            continue
        attributes = dict(js.attributes)
        if js.filename == DOCUMENTATION_OPTIONS:
            attributes = {"body": _documentation_options(app)}
            out.append(type(js)("", priority=js.priority, **attributes))
            continue
        if js.filename == WIDGET_MANAGER:
            widget_page = True
        deferred = "async" in attributes or attributes.get("type") == "module"
        if js.filename and _is_code(attributes) and not deferred:
            attributes["defer"] = "defer"
        out.append(type(js)(js.filename, priority=js.priority, **attributes))
    if state_script is not None:
        # Before the widget manager: deferred scripts run in document order.
        managers = [k for k, js in enumerate(out) if js.filename == WIDGET_MANAGER]
        if not managers:
            raise ExtensionError(f"{pagename}: widget state but no widget manager")
        out.insert(managers[0], state_script)
    if widget_page:
        out.insert(0, type(out[0])("", priority=0, body=FONT_AWESOME_NEST))
    context["script_files"] = out
    context["americana_base_template"] = templatename
    # Theme options from theme.conf are strings ("False").
    as_you_type = str(context.get("theme_search_as_you_type", "")).lower()
    context["americana_keep_search"] = pagename == "search" or as_you_type in (
        "true",
        "1",
        "yes",
    )
    return DEFERRED_TEMPLATE


#: A widget model id as ipywidgets makes them (``uuid4().hex``).
_MODEL_ID = re.compile(r"(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])")
#: Where a page's widget state goes, and what the script says around it.
WIDGET_STATE_DIR = "_static/_widgets_state"
WIDGET_STATE_PREFIX = (
    "(window.americanaWidgetState = window.americanaWidgetState || []).push("
)
WIDGET_STATE_SUFFIX = ");\n"


def write_widget_state(app: Sphinx, pagename: str, state: str) -> str:
    """The page's widget state as a script of its own; returns its path.

    ``_static/_widgets_state/<pagename>.js`` pushes the state (myst-nb's
    JSON, unchanged: JSON is JavaScript) onto ``window.americanaWidgetState``,
    where the widget manager finds it; deferred, just before the manager.
    Written while the page is, so Sphinx's ``?v=`` checksum is this file's.
    """
    rel = f"{WIDGET_STATE_DIR}/{pagename}.js"
    data = f"{WIDGET_STATE_PREFIX}{state}{WIDGET_STATE_SUFFIX}".encode()
    _write_if_changed(Path(app.outdir) / rel, data)
    return rel


def short_model_ids(state: str, body: str) -> tuple[str, str]:
    """The page's widget state and body with short model ids (``w0``, ``w1`` ...).

    ipywidgets names each model with 32 random hex digits, written in the
    state once as its key and again in every reference to it
    (``"IPY_MODEL_..."``) and in the page's view tags. Random digits do not
    compress: on the largest pages they were a third of the gzipped state
    (13 kB of 35 kB), bytes that arrive with the text before the first paint.
    The ids mean nothing beyond the page, so they are renamed in order of
    appearance in the state, the same in the state and the body. Returns both
    texts unchanged when the state holds no such id.
    """
    ids = {
        key: f"w{k}"
        for k, key in enumerate(json.loads(state).get("state", {}))
        if _MODEL_ID.fullmatch(key)
    }
    if not ids:
        return state, body

    def rename(match: re.Match[str]) -> str:
        return ids.get(match.group(0), match.group(0))

    return _MODEL_ID.sub(rename, state), _MODEL_ID.sub(rename, body)


def missing_widget_classes(state: str) -> set[str]:
    """The classes a page's widget state names that ``americana-widgets.js`` lacks.

    ``state`` is the JSON myst-nb writes (``{"state": {model id: {"model_module",
    "model_name", "model_module_version", "state": {"_view_module", ...}}}}``).
    Returns ``"module@version:Class"`` strings, empty when the script draws
    everything.
    """
    missing = set()
    for model in json.loads(state).get("state", {}).values():
        inner = model.get("state", {})
        pairs = [
            (
                model.get("model_module"),
                model.get("model_module_version"),
                model.get("model_name"),
            ),
            (
                inner.get("_view_module"),
                inner.get("_view_module_version"),
                inner.get("_view_name"),
            ),
        ]
        for module, version, name in pairs:
            if name is None:
                continue  # a model without a view (LinkModel)
            known = WIDGET_CLASSES.get(module, frozenset())
            if name not in known or not WIDGET_MODULE_VERSION.match(str(version)):
                missing.add(f"{module}@{version}:{name}")
    return missing


def _write_if_changed(path: Path, data: bytes) -> None:
    if path.is_file() and path.read_bytes() == data:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def builder_inited(app: Sphinx) -> None:
    """The ``americana_head`` filter; the theme's ``theme.css`` checked."""
    if app.builder.format != "html":
        return
    app.builder.templates.environment.filters["americana_head"] = head_filter
    theme_css = (_theme_static() / "styles" / "theme.css").read_text(encoding="utf-8")
    if THEME_CSS_TEXT not in theme_css or theme_css.count(";") != 1:
        raise ExtensionError("the theme's theme.css imports more than basic.css")


def _theme_static() -> Path:
    import pydata_sphinx_theme

    theme = Path(pydata_sphinx_theme.__file__).parent / "theme" / "pydata_sphinx_theme"
    return theme / "static"


def subset_icons(app: Sphinx, exception: Exception | None) -> None:
    """``build-finished``: the edition's Font Awesome with its icons only.

    Read from the theme's own files each time (Sphinx does not copy them
    again into an output folder that has them), written over the copies in
    the edition's ``_static/``.
    """
    if exception is not None or app.builder.format != "html":
        return
    static = Path(app.outdir) / "_static"
    theme = _theme_static()
    script = static / "scripts" / "fontawesome.js"
    if not script.is_file():
        return
    keep = icons_in_use(Path(app.outdir), Path(app.srcdir) / "_live")
    text, kept, total = subset_font_awesome(
        (theme / "scripts" / "fontawesome.js").read_text(encoding="utf-8"), keep
    )
    _write_if_changed(script, text.encode("utf-8"))
    logger.info("fontawesome.js: %d of %d icons kept", kept, total)
    name = "styles/pydata-sphinx-theme.css"
    css, kept, total = subset_icon_rules(
        (theme / name).read_text(encoding="utf-8"), keep
    )
    _write_if_changed(static / name, css.encode("utf-8"))
    logger.info("%s: %d of %d icon rules kept", name, kept, total)
    points = icon_code_points(text)
    for css in static.rglob("*.css"):
        points |= code_points_in_css(css.read_text(encoding="utf-8"))
    for font in sorted((theme / "vendor" / "fontawesome").rglob("*.woff2")):
        target = static / font.relative_to(theme)
        if target.is_file():
            data = subset_font(font.read_bytes(), points)
            _write_if_changed(target, data)
            logger.info("%s: %d -> %d bytes", font.name, font.stat().st_size, len(data))


#: A page's class attribute.
_CLASS_ATTR = re.compile(r'class="([^"]*)"')


def subset_design(app: Sphinx, exception: Exception | None) -> None:
    """``build-finished``: sphinx-design's style sheet with the rules in use.

    Of its 699 rules (55 kB, 8 kB gzipped, before the first paint of every
    page with a dropdown or card) the edition's pages use about 30: the
    rules of ``sd-*`` classes that no page and no sphinx-design script names
    go (``subset_design_rules``). Read from sphinx-design's own file each
    time, written over the edition's copy.
    """
    if exception is not None or app.builder.format != "html":
        return
    target = Path(app.outdir) / "_static" / "sphinx-design.min.css"
    if not target.is_file():
        return
    import sphinx_design

    source = Path(sphinx_design.__file__).parent / "static" / "sphinx-design.min.css"
    used: set[str] = set()
    for page in Path(app.outdir).rglob("*.html"):
        for value in _CLASS_ATTR.findall(page.read_text(encoding="utf-8")):
            used.update(value.split())
    for script in (Path(app.outdir) / "_static").glob("design-*.js"):
        used.update(re.findall(r"sd-[\w-]+", script.read_text(encoding="utf-8")))
    css, kept, total = subset_design_rules(source.read_text(encoding="utf-8"), used)
    _write_if_changed(target, css.encode("utf-8"))
    logger.info("sphinx-design.min.css: %d of %d rules kept", kept, total)


def drop_source_maps(app: Sphinx, exception: Exception | None) -> None:
    """``build-finished``: no ``.map`` file and no comment naming one.

    Sphinx copies the theme's static files again into an output folder that
    lacks them, so this runs after every build (after ``subset_icons``,
    which rewrites two of the files from the theme's own).
    """
    if exception is not None or app.builder.format != "html":
        return
    static = Path(app.outdir) / "_static"
    for source_map in sorted(static.rglob("*.map")):
        source_map.unlink()
    for path in sorted([*static.rglob("*.js"), *static.rglob("*.css")]):
        text, removed = strip_source_map_comment(path.read_text(encoding="utf-8"))
        if removed:
            path.write_text(text, encoding="utf-8")


def setup(app: Sphinx) -> dict[str, Any]:
    # After myst-nb's and the theme's handlers have added their scripts.
    app.connect("html-page-context", defer_scripts, priority=900)
    app.connect("builder-inited", builder_inited)
    app.connect("build-finished", subset_icons)
    app.connect("build-finished", subset_design)
    app.connect("build-finished", drop_source_maps, priority=800)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
