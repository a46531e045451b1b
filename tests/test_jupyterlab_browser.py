"""An exported notebook in JupyterLab, in Chromium: a Polish class plays side_pots.

JupyterLab comes from the optional lock, requirements/classroom.txt (installed
by ``bash tools/setup.sh --classroom``, and by ``--browser``, which the test
command runs). The server runs on 127.0.0.1, on a free port, with a token and
a temporary root folder holding the exported Polish ``side_pots.ipynb`` and
its own settings, workspaces and runtime files; it is shut down at the end.
The test runs every cell from the Run menu, waits for the live table (the
chapter's hand block, now a ``play_hand`` cell), then plays the hand to the
end by clicking the table's buttons: at each step the ▶ marked seat is the
one row marked "to act" (``aria-current``), the seat whose buttons are shown
(the reader's, Ania: the engine plays the other seats), and at the end no row
is marked and no English is left on the table.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from browser_support import START_TIMEOUT, STEP_TIMEOUT

ROOT = Path(__file__).resolve().parent.parent
JUPYTER = Path(sys.executable).parent / "jupyter"
sys.path.insert(0, str(ROOT / "tools"))
import export_notebooks as export_tool  # noqa: E402

pytestmark = pytest.mark.browser

#: The Polish edition's players of the side_pots hand, seats 0 to 3.
POLISH_NAMES = ("Ania", "Bartek", "Celina", "Darek")
#: The Polish table's mark of the seat to act.
TO_ACT = "na ruchu"
#: Words the table would show in English (buttons, amounts, pots, marks).
ENGLISH = (
    "Call",
    "Fold",
    "Check",
    "Raise",
    "All in",
    "chips",
    "Main pot",
    "Side pot",
    "to act",
    "Player",
    "Stack",
    "wins",
    "The hand is over",
)
#: JupyterLab's settings for the test's server, by plugin.
SETTINGS = {
    "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/notification": {"fetchNews": "false"},
}
#: The order in which the test picks a button: play on to the showdown.
PREFERRED = ("check", "call", "show", "bring_in", "complete", "muck", "fold")


def _jupyterlab_missing() -> str | None:
    """Why JupyterLab cannot run here, or None."""
    if not JUPYTER.exists():
        return f"{JUPYTER} is missing"
    found = subprocess.run(
        [str(JUPYTER), "lab", "--version"], capture_output=True, text=True
    )
    if found.returncode != 0:
        return "jupyter lab --version failed: " + found.stderr.strip()[-200:]
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def jupyterlab(tmp_path_factory: pytest.TempPathFactory):
    """A JupyterLab server on 127.0.0.1 serving the exported Polish side_pots;
    yields its address (with the token). Shut down by the finaliser."""
    missing = _jupyterlab_missing()
    if missing:
        pytest.skip(
            "JupyterLab is not installed (bash tools/setup.sh --classroom "
            f"installs requirements/classroom.txt): {missing}"
        )
    home = tmp_path_factory.mktemp("jupyterlab")
    notebooks = home / "notebooks"
    args = ["--lang", "pl", "--page", "side_pots", "--out", str(notebooks)]
    assert export_tool.main(args) == 0
    for folder in ("config", "runtime", "settings", "workspaces"):
        (home / folder).mkdir()
    # Every cell in the page (no windowing: a cell out of view is in the DOM
    # too), and no question about Jupyter's news over the table.
    for plugin, setting in SETTINGS.items():
        path = home / "settings" / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(setting), encoding="utf-8")
    port, token = _free_port(), secrets.token_hex(16)
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(home / "settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"),
        AMERICANA_LANG="en",  # the notebook's first cell chooses Polish itself
    )
    command = [
        str(JUPYTER),
        "lab",
        "--no-browser",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={notebooks}",
        "--LabApp.news_url=",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")
    server = subprocess.Popen(
        command,
        env=env,
        cwd=notebooks,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    ready = threading.Event()
    log: list[str] = []

    def read() -> None:  # the server's log, until it says where it listens
        assert server.stderr is not None
        for line in server.stderr:
            log.append(line)
            if f"http://127.0.0.1:{port}/" in line:
                ready.set()
        ready.set()  # the server ended: the test reads why from the log

    threading.Thread(target=read, daemon=True).start()
    try:
        assert ready.wait(START_TIMEOUT / 1000), "".join(log)[-3000:]
        assert server.poll() is None, "".join(log)[-3000:]
        yield f"http://127.0.0.1:{port}", token
    finally:
        server.terminate()
        try:
            server.wait(STEP_TIMEOUT / 1000)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        shutil.rmtree(home, ignore_errors=True)


def _rows(table) -> list[dict[str, object]]:
    """Each seat's row: its seat, name text, ▶, aria-current, the badge."""
    return table.locator("tr[data-seat]").evaluate_all(
        """rows => rows.map(r => ({
            seat: Number(r.dataset.seat),
            text: r.querySelector('.americana-player').innerText,
            arrow: r.querySelector('.americana-player').innerText.includes('▶'),
            current: r.getAttribute('aria-current') === 'true',
            badge: !!r.querySelector('.americana-to-act-badge'),
        }))"""
    )


def _visible_actions(cell) -> dict[str, object]:
    """The live cell's shown action buttons, by action name."""
    shown = {}
    for button in cell.locator("button.americana-live-action").all():
        if not button.is_visible() or button.is_disabled():
            continue
        classes = button.get_attribute("class") or ""
        name = re.search(r"americana-live-(?!action)([\w-]+)", classes)
        if name:
            shown[name.group(1).replace("-", "_")] = button
    return shown


def test_a_polish_class_plays_side_pots_in_jupyterlab(browser, jupyterlab):
    address, token = jupyterlab
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(f"{address}/lab/tree/side_pots.ipynb?token={token}")
    # The notebook is open and its kernel, the one it names, is idle.
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=START_TIMEOUT)
    page.locator("#jp-main-statusbar", has_text="Python 3 (ipykernel) | Idle").wait_for(
        timeout=START_TIMEOUT
    )

    # Run every cell from the Run menu.
    page.locator(".lm-MenuBar-item", has_text=re.compile(r"^Run$")).click(
        timeout=STEP_TIMEOUT
    )
    label = page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$"))
    page.locator("li.lm-Menu-item", has=label).click(timeout=STEP_TIMEOUT)

    # The live table: the cell whose output holds the action buttons.
    cell = page.locator(
        ".jp-CodeCell", has=page.locator("button.americana-live-action")
    )
    cell.first.wait_for(timeout=START_TIMEOUT)
    assert cell.count() == 1
    assert "play_hand" in cell.locator(".jp-InputArea").inner_text()
    table = cell.locator(".americana-table")
    table.wait_for(timeout=STEP_TIMEOUT)

    clicks = 0
    while True:
        actions = _visible_actions(cell)
        rows = _rows(table)
        assert [r["seat"] for r in rows] == [0, 1, 2, 3]
        for row, name in zip(rows, POLISH_NAMES, strict=True):
            assert name in str(row["text"])
        marked = [r for r in rows if r["arrow"]]
        if not actions:
            break
        # One seat to act, marked three ways, and it is the reader's: the
        # engine plays Bartek, Celina and Darek itself (reader_seat=0).
        assert [r["seat"] for r in marked] == [0], rows
        assert [r["seat"] for r in rows if r["current"]] == [0]
        assert [r["seat"] for r in rows if r["badge"]] == [0]
        assert TO_ACT in str(marked[0]["text"])
        name = next((n for n in PREFERRED if n in actions), next(iter(actions)))
        before = table.inner_html()
        actions[name].click(timeout=STEP_TIMEOUT)
        clicks += 1
        assert clicks <= 20, "the hand did not end"
        # The widget draws a new table (a new element) after the move.
        page.wait_for_function(
            """([cell, before]) => {
                const table = cell.querySelector('.americana-table');
                return table !== null && table.innerHTML !== before;
            }""",
            arg=[cell.element_handle(timeout=STEP_TIMEOUT), before],
            timeout=STEP_TIMEOUT,
        )

    # The hand is over: no seat to act, and a result under the table.
    assert clicks >= 1
    assert not any(r["arrow"] or r["current"] or r["badge"] for r in _rows(table))
    shown = cell.locator(".jp-OutputArea-output").inner_text()
    assert "Ania" in shown
    for word in ENGLISH:
        assert not re.search(rf"\b{re.escape(word)}\b", shown), word
    page.close()
