"""Launch buttons: off by default, a plain link to the hub when configured.

The settings live in ``sphinx.config.html_theme_options`` of _config.yml (see
the comment there). The build tests build the English edition of two pages
(the root page and one chapter with code) into a temporary folder.
"""

from __future__ import annotations

import copy
import html
import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
import yaml

from americana.text.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "_config.yml"
HUB = "https://hub.example.org"
BINDER = "https://binder.example.org"
REPOSITORY = "https://github.com/OWNER/americana"
PROVIDERS = ("binderhub_url", "jupyterhub_url", "colab_url", "jupyterlite_url")
LAUNCH = {
    "repository_url": REPOSITORY,
    "repository_branch": "main",
    "path_to_docs": "book",
    "launch_buttons": {
        "notebook_interface": "jupyterlab",
        "jupyterhub_url": HUB,
        "binderhub_url": BINDER,
    },
}
BUILD = """
import json, sys
from pathlib import Path
from jupyter_book.sphinx import build_sphinx
book, out, overrides = Path(sys.argv[1]), Path(sys.argv[2]), json.loads(sys.argv[3])
sys.exit(build_sphinx(
    book, out / "html" / "en", noconfig=True, path_config=str(book / "_config.yml"),
    confoverrides=overrides, doctreedir=out / "doctrees", builder="html",
    warningiserror=False, freshenv=True,
))
"""
TOC = """\
format: jb-book
root: intro
chapters:
  - file: bring_in
"""


def _final_config(user: dict) -> dict:
    from jupyter_book.config import get_final_config

    config, _ = get_final_config(
        user_yaml=copy.deepcopy(user),
        cli_config={"latex_individualpages": False},
        sourcedir=ROOT / "book",
    )
    return config


class _Page(HTMLParser):
    """The links of a page, and the URLs it loads by itself."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.loads: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "a" and a.get("href"):
            self.links.append(a["href"])
        if tag in ("script", "img", "iframe", "audio", "video", "source"):
            self.loads.append(a.get("src") or "")
        if tag == "link":
            self.loads.append(a.get("href") or "")


def _page(path: Path) -> _Page:
    parser = _Page()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def _launch_links(page: _Page) -> list[str]:
    return [
        link
        for link in page.links
        if "/hub/user-redirect/" in link or re.search(r"/v2/(gh|gl|git)/", link)
    ]


def _has_launch_menu(path: Path) -> bool:
    """The theme's rocket menu (not a heading "Launch buttons" of a page)."""
    text = path.read_text(encoding="utf-8")
    return "fa-rocket" in text or "dropdown-launch-buttons" in text


# -- the configuration (no build) ------------------------------------------


def test_no_launch_provider_is_configured():
    config = _final_config(yaml.safe_load(CONFIG.read_text(encoding="utf-8")))
    launch = config["html_theme_options"].get("launch_buttons") or {}
    assert not any(launch.get(key) for key in PROVIDERS)
    assert not launch.get("thebe")
    assert "sphinx_thebe" not in config["extensions"]


def test_the_commented_example_turns_them_on():
    """Uncommenting the example in _config.yml gives the theme a hub and a repo."""
    lines = CONFIG.read_text(encoding="utf-8").splitlines()
    start = next(i for i, x in enumerate(lines) if "# Launch buttons: off" in x)
    uncommented = []
    for i, line in enumerate(lines):
        match = re.match(r"^(\s*)#   (.*)$", line)
        if i > start and match:
            uncommented.append(match[1] + match[2].split("  #")[0].rstrip())
        else:
            uncommented.append(line)
    theme = _final_config(yaml.safe_load("\n".join(uncommented)))["html_theme_options"]
    assert theme["repository_url"].startswith("https://github.com/")
    assert theme["path_to_docs"] == "book"
    launch = theme["launch_buttons"]
    assert launch["jupyterhub_url"].startswith("https://")
    assert launch["binderhub_url"].startswith("https://")
    assert launch["thebe"] is False
    # The settings already there are kept.
    assert theme["use_download_button"] is True


# -- built pages -----------------------------------------------------------


def _build(out: Path, theme_options: dict | None) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    toc = out / "_toc.yml"
    toc.write_text(TOC, encoding="utf-8")
    overrides = {
        "external_toc_path": str(toc),
        "latex_individualpages": False,
        "language": "en",
        "nb_execution_cache_path": str(out.parent / "cache"),
    }
    if theme_options:
        overrides["html_theme_options"] = theme_options
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            BUILD,
            str(ROOT / "book"),
            str(out),
            json.dumps(overrides),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    return out / "html" / "en"


@pytest.fixture(scope="module")
def two_builds(tmp_path_factory) -> dict[str, Path]:
    """Two pages built without and with launch buttons (one shared cache)."""
    base = tmp_path_factory.mktemp("launch")
    return {
        "default": _build(base / "default", None),
        "launch": _build(base / "launch", LAUNCH),
    }


@pytest.mark.build
def test_a_configured_page_links_to_the_hub(two_builds):
    page = _page(two_builds["launch"] / "bring_in.html")
    hub = [x for x in _launch_links(page) if x.startswith(f"{HUB}/")]
    assert len(hub) == 1
    url = urlsplit(html.unescape(hub[0]))
    assert url.path == "/hub/user-redirect/git-pull"
    query = {key: value[0] for key, value in parse_qs(url.query).items()}
    assert query == {
        "repo": REPOSITORY,
        "branch": "main",
        "urlpath": "lab/tree/americana/book/bring_in.md",
    }
    binder = [x for x in _launch_links(page) if x.startswith(f"{BINDER}/")]
    assert [html.unescape(x) for x in binder] == [
        f"{BINDER}/v2/gh/OWNER/americana/main?urlpath=lab/tree/book/bring_in.md"
    ]
    # A link only: the page itself loads nothing from the hub or the binder,
    # and no live-code (thebe) script.
    for url in page.loads:
        assert not url.startswith(("http:", "https:", "//")), url
        assert "thebe" not in url, url


@pytest.mark.build
def test_a_page_without_code_has_no_launch_button(two_builds):
    intro = two_builds["launch"] / "intro.html"
    assert not _launch_links(_page(intro))
    assert not _has_launch_menu(intro)


@pytest.mark.build
def test_by_default_no_launch_button(two_builds):
    for name in ("intro", "bring_in"):
        path = two_builds["default"] / f"{name}.html"
        assert not _launch_links(_page(path)), name
        assert not _has_launch_menu(path), name
        assert HUB not in path.read_text(encoding="utf-8")
    assert _has_launch_menu(two_builds["launch"] / "bring_in.html")


@pytest.mark.build
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_published_book_has_no_launch_button(built_book: Path, lang: str):
    for path in sorted((built_book / lang).glob("*.html")):
        page = _page(path)
        assert not _launch_links(page), path
        assert not _has_launch_menu(path), path
        for url in page.loads:
            assert not url.startswith(("http:", "https:", "//")), (path, url)
