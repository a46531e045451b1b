"""Save, open and link a hand in the page (issue 23), in Chromium, per language.

On each edition's hand chapter (the one tests/test_live_browser.py plays):
a few moves played by clicking, "Save this hand" downloads a ``.phh`` (the
engine's history, made in the page), "Open a hand" reads that file back into
the block (``set_input_files``) and the table shows the same seats, bets,
chips and pots; one step back, "Copy link" shows the link in a field (the
clipboard is not relied on), and the link opened in a fresh context on the
next edition shows the hand at the shared step in that edition's words and
people, steps on, and plays on. A pasted text that is no history is refused
with the engine's sentence and the table stays. No request leaves the
page's origin.
"""

from __future__ import annotations

import re

import pytest
from browser_support import START_TIMEOUT, STEP_TIMEOUT, watch
from live_support import click_and_wait, offered, start

from americana.text.i18n import LANGUAGES

pytestmark = pytest.mark.browser

#: The hand chapter of each edition (tests/test_live_browser.py's HAND_CHAPTERS).
CHAPTERS = {"en": "bring_in", "pl": "betting", "ru": "showdown", "es": "side_pots"}
#: The edition the link is opened on.
NEXT = {"en": "pl", "pl": "ru", "ru": "es", "es": "en"}
#: Each edition's people at the table (americana/text/player_names.py).
PEOPLE = {
    "en": ("Ann", "Bob", "Cleo", "Dan", "Eve", "Finn"),
    "pl": ("Ania", "Bartek", "Celina", "Darek", "Ewa", "Filip"),
    "ru": ("Аня", "Борис", "Вера", "Дима", "Ева", "Фёдор"),
    "es": ("Ana", "Beto", "Clara", "Dani", "Eva", "Félix"),
}
STEP_OF = {
    "en": "Step {n} of {total}",
    "pl": "Krok {n} z {total}",
    "ru": "Шаг {n} из {total}",
    "es": "Paso {n} de {total}",
}
LINKED = {
    "en": "The link you followed holds a hand: start the block to see it.",
    "pl": "Otwarty link zawiera rozdanie: uruchom blok, żeby je zobaczyć.",
    "ru": "В ссылке, по которой вы перешли, записана раздача: запустите блок, "
    "чтобы её увидеть.",
    "es": "El enlace que has abierto contiene una mano: inicia el bloque para verla.",
}
NOT_TOML = {
    "en": "Line 1 of the hand history is not valid TOML.",
    "pl": "Wiersz 1 zapisu rozdania nie jest poprawnym TOML-em.",
    "ru": "Строка 1 записи раздачи — некорректный TOML.",
    "es": "La línea 1 del historial de la mano no es TOML válido.",
}
PREFERRED = ("check", "call", "bring_in", "stand_pat", "show")
MOVES = 3


def _table(block) -> list[list[str]]:
    """Each seat's name, bet and chips, and the pots: what the table says."""
    return block.evaluate(
        """(el) => {
            const table = el.querySelector('.americana-live-table');
            const rows = [...table.querySelectorAll('tr[data-seat]')];
            const seats = rows.map((row) => {
                const cells = row.querySelectorAll('td');
                const player = row.querySelector('td.americana-player');
                const name = player.querySelector('span[style*=nowrap]');
                return [row.dataset.seat, name.textContent, cells[2].textContent,
                        cells[3].textContent];
            });
            const pots = table.querySelector('.americana-pots');
            return [...seats, [pots ? pots.textContent : '']];
        }"""
    )


def _wait_state(block, state: str, step: int | None = None) -> None:
    """Wait for the block to show ``state`` (and ``data-step``), reply shown."""
    block.page.wait_for_function(
        """([el, state, step]) => !el.hasAttribute('data-busy')
               && el.dataset.state === state
               && (step === null || el.dataset.step === String(step))""",
        arg=[block.element_handle(timeout=STEP_TIMEOUT), state, step],
        timeout=STEP_TIMEOUT,
    )


def _play_a_few_moves(block) -> None:
    for _ in range(MOVES):
        if block.get_attribute("data-state") == "finished":
            return
        buttons = {b.get_attribute("data-action"): b for b in offered(block)}
        name = next((a for a in PREFERRED if a in buttons), next(iter(buttons)))
        click_and_wait(block, buttons[name])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_save_open_and_link_a_hand(browser, server, tmp_path, lang):
    context = browser.new_context(accept_downloads=True)
    page = context.new_page()
    outside, errors = watch(page)
    page.goto(f"{server}/{lang}/{CHAPTERS[lang]}.html", wait_until="load")
    block = page.locator(".americana-live[data-kind=hand]").first
    assert block.locator(".americana-live-linked").is_hidden()
    assert start(block) in ("ready", "finished")
    _play_a_few_moves(block)
    played = _table(block)

    # Save this hand: a download the page made, the engine's history.
    with page.expect_download(timeout=STEP_TIMEOUT) as download:
        block.locator("button.americana-live-save").click()
    saved = download.value
    preset = block.evaluate("(el) => JSON.parse(el.dataset.config).preset")
    assert re.fullmatch(
        rf"americana-{re.escape(preset)}-[0-9-]+\.phh", saved.suggested_filename
    )
    path = tmp_path / saved.suggested_filename
    saved.save_as(path)
    history = path.read_text(encoding="utf-8")
    assert f'_preset = "{preset}"' in history and "actions = [" in history

    # A text that is no history is refused in the page's words; nothing changes.
    state = block.get_attribute("data-state")
    block.locator("button.americana-live-open").click()
    block.locator("textarea.americana-live-paste").fill("not a hand")
    block.locator("button.americana-live-open-go").click()
    error = block.locator(".americana-live-open-error")
    error.wait_for(state="visible", timeout=STEP_TIMEOUT)
    assert error.text_content() == NOT_TOML[lang]
    assert block.get_attribute("data-state") == state and _table(block) == played

    # Open a hand: the file saved, the same table, at its last step.
    block.locator("input.americana-live-file").set_input_files(path)
    _wait_state(block, "replay")
    assert error.text_content() == ""
    assert _table(block) == played
    last = int(block.get_attribute("data-step"))
    assert last >= 1
    step = block.locator(".americana-live-step")
    assert step.text_content() == STEP_OF[lang].format(n=last, total=last)

    # One step back, then the link: the hand at that step.
    block.locator("button.americana-live-step-back").click()
    _wait_state(block, "replay", last - 1)
    block.locator("button.americana-live-copy-link").click()
    field = block.locator("input.americana-live-link")
    field.wait_for(state="visible", timeout=STEP_TIMEOUT)
    link = field.input_value()
    assert link.startswith(f"{server}/{lang}/{CHAPTERS[lang]}.html#hand=v1.")
    assert block.get_attribute("data-link-step") == str(last - 1)
    assert outside == [] and errors == [], (outside, errors)
    context.close()

    # The link on the next edition, in a fresh context: that edition's words
    # and people, at the shared step; step on, then play on.
    other = NEXT[lang]
    fresh = browser.new_context()
    page = fresh.new_page()
    outside, errors = watch(page)
    page.goto(link.replace(f"/{lang}/", f"/{other}/"), wait_until="load")
    block = page.locator(".americana-live[data-kind=hand]").first
    note = block.locator(".americana-live-linked")
    assert note.is_visible() and note.text_content() == LINKED[other]
    block.locator("button.americana-live-start").click()
    page.wait_for_function(
        "(el) => el.dataset.state === 'replay' && !el.hasAttribute('data-busy')",
        arg=block.element_handle(timeout=STEP_TIMEOUT),
        timeout=START_TIMEOUT,
    )
    assert block.get_attribute("data-step") == str(last - 1)
    step = block.locator(".americana-live-step")
    assert step.text_content() == STEP_OF[other].format(n=last - 1, total=last)
    names = [row[1] for row in _table(block)[:-1]]
    assert names and all(name in PEOPLE[other] for name in names), names
    block.locator("button.americana-live-step-next").click()
    _wait_state(block, "replay", last)
    play_on = block.locator("button.americana-live-play-on")
    if play_on.is_visible():  # the hand is not over at its last step
        play_on.click()
        block.page.wait_for_function(
            """(el) => !el.hasAttribute('data-busy')
                   && ['ready', 'finished'].includes(el.dataset.state)""",
            arg=block.element_handle(timeout=STEP_TIMEOUT),
            timeout=STEP_TIMEOUT,
        )
        assert offered(block), "playing on offers the next actions"
    assert outside == [] and errors == [], (outside, errors)
    fresh.close()
