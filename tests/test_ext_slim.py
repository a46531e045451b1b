"""book/_ext/americana_slim.py on literal inputs: the theme's files cut down.

Pure functions (no Sphinx build): americana_scripts.py calls them after the
build (tests/test_ext_scripts.py checks that on a test root).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from sphinx.errors import ExtensionError

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "book" / "_ext"))

from americana_slim import (
    code_points_in_css,
    icon_code_points,
    icons_in_use,
    subset_design_rules,
    subset_font_awesome,
    subset_icon_rules,
)

#: A Font Awesome pack of two icons, the second with an alias.
PACK = (
    'x();var p={"a-b":[512,512,[],"f001","M0 0"],'
    'c:[320,512,["c-alias"],"f002",["M1 1","M2 2"]]};y();'
)


def test_font_awesome_keeps_the_icons_named_or_aliased():
    assert subset_font_awesome(PACK, {"c-alias"}) == (
        'x();var p={c:[320,512,["c-alias"],"f002",["M1 1","M2 2"]]};y();',
        1,
        2,
    )
    assert subset_font_awesome(PACK, {"a-b", "c"})[1:] == (2, 2)
    assert icon_code_points(PACK) == {0xF001, 0xF002}


def test_font_awesome_without_an_icon_table_is_refused():
    with pytest.raises(ExtensionError, match="no icon table"):
        subset_font_awesome("var p = 1;", {"bars"})


def test_icon_rules_of_unused_icons_go():
    css = (
        '.fa-xmark:before,.fa-times:before{content:"\\f00d"}'
        '.fa-bars:before{content:"\\f0c9"}.other{color:red}'
    )
    assert subset_icon_rules(css, {"times"}) == (
        '.fa-xmark:before,.fa-times:before{content:"\\f00d"}.other{color:red}',
        1,
        2,
    )
    with pytest.raises(ExtensionError):
        subset_icon_rules(".other{color:red}", {"times"})


def test_code_points_drawn_outside_the_icon_classes():
    css = (
        '.fa-bars:before{content:"\\f0c9"}'
        '.admonition-title:after{content:"\\f071"}'
        'a.external:after{content:"\\e4e5"}'
    )
    assert code_points_in_css(css) == {0xF071, 0xE4E5}


def test_sphinx_design_rules_of_unused_classes_go():
    css = (
        ".sd-card{a:1}.sd-tab-set,.sd-dropdown{b:2}"
        "@media (min-width:1px){.sd-col{c:3}}@keyframes x{0%{d:4}}"
    )
    assert subset_design_rules(css, {"sd-card", "sd-dropdown"}) == (
        ".sd-card{a:1}.sd-dropdown{b:2}@keyframes x{0%{d:4}}",
        2,
        3,
    )


def test_icons_in_use_in_pages_widget_state_and_scripts(tmp_path: Path):
    out = tmp_path / "html"
    (out / "_static" / "scripts").mkdir(parents=True)
    (out / "page.html").write_text(
        '<i class="fa-solid fa-bars"></i><script>{"icon": "check"}</script>',
        encoding="utf-8",
    )
    (out / "_static" / "manager.js").write_text('x("fa-play")', encoding="utf-8")
    (out / "_static" / "scripts" / "fontawesome.js").write_text(
        '"fa-everything"', encoding="utf-8"
    )
    live = tmp_path / "live"
    live.mkdir()
    (live / "live.js").write_text("b.className = 'fa-stop';", encoding="utf-8")
    assert icons_in_use(out, live) == {"solid", "bars", "check", "play", "stop"}
