"""The live blocks of the built book, played in Chromium (Pyodide in the page).

In each language: a hand chapter's block, the five-card draw block and the
ranking explorer are started and played to the end by clicking only the
buttons the page offers; then "Deal a new hand" deals more hands (presets,
2 to 6 players, the reader in one seat or in all). At every step the page
must show what the page's engine says (its table, its sentences, its legal
actions, in the page's language), the chips stay constant, other players'
hole cards stay hidden until they show, and nothing is requested from another
host or logged as an error. Pages without a live block request nothing of
the runtime, and no page requests it before the start button is pressed.

One Pyodide start per page; the pages of one language share a browser
context (an HTTP cache), as a reader's tab would.
"""

from __future__ import annotations

import json
import random

import pytest
from browser_support import watch
from live_support import (
    START_TIMEOUT,
    aria_labels,
    click_and_wait,
    html_text,
    offered,
    request,
    runtime_requests,
    squash,
    start,
)

from americana.text.i18n import LANGUAGES
from americana.text.live_text import live_text
from americana.views.browser import bridge

pytestmark = pytest.mark.browser

#: One hand chapter per language, so the four chapters are all played.
HAND_CHAPTERS = {"en": "bring_in", "pl": "betting", "ru": "showdown", "es": "side_pots"}
#: Pages with no live block.
PLAIN_PAGES = ("intro", "deck", "glossary", "probability")
#: Deals after the first hand: players and the reader's seat (None: every seat).
NEW_STUD_HANDS = ((2, None), (6, 0), (3, 2))
NEW_DRAW_HANDS = ((5, 1), (3, None))
#: How often a random player picks an action among those offered.
WEIGHTS = {"fold": 0.3, "check": 4, "call": 4, "bet": 2, "raise": 2, "complete": 2}
MAX_STEPS = 400


@pytest.fixture(scope="module")
def contexts(browser):
    """One browser context per language, made on first use."""
    made: dict[str, object] = {}

    def get(lang: str):
        if lang not in made:
            made[lang] = browser.new_context()
        return made[lang]

    yield get
    for context in made.values():
        context.close()


def _block_id(block) -> str:
    """The bridge session of the block: the root's id."""
    return block.get_attribute("id")


#: How a hole card's name starts for its owner ("face down: ace of spades").
FACE_DOWN_PREFIX = {
    "en": "face down: ",
    "pl": "zakryta: ",
    "ru": "закрытая: ",
    "es": "boca abajo: ",
}
#: The name of a card the reader may not see.
FACE_DOWN_CARD = {
    "en": "face-down card",
    "pl": "karta zakryta",
    "ru": "закрытая карта",
    "es": "carta boca abajo",
}
#: A seat's status once its cards are shown.
SHOWS = {"en": "shows", "pl": "pokazuje", "ru": "показывает", "es": "muestra"}


def _face_down_prefix(lang: str) -> str:
    return FACE_DOWN_PREFIX[lang]


def _check_concealed(block, view: dict, lang: str, reader: int) -> None:
    """Only the reader's hole cards are named; others' are backs until shown."""
    prefix = _face_down_prefix(lang)
    back = FACE_DOWN_CARD[lang]
    shows = SHOWS[lang]
    rows = block.locator(".americana-live-table tbody tr")
    for seat in range(rows.count()):
        labels = aria_labels(rows.nth(seat))
        row_text = rows.nth(seat).text_content()
        if seat == reader:
            # The reader sees the own hole cards, marked as hidden from the others.
            if labels and shows not in row_text:
                assert any(x.startswith(prefix) for x in labels), labels
            continue
        named_hole = [x for x in labels if x.startswith(prefix)]
        assert named_hole == [], (seat, labels)
        if view["state"] == "finished" and shows in row_text:
            assert back not in labels, (seat, labels)


def _check_view(page, block, lang: str, total: int, reader: int | None) -> dict:
    """The page shows the engine's reply; returns that reply."""
    view = request(page, {"op": "view", "block": _block_id(block), "lang": lang})
    assert view["ok"], view
    assert view["chips_total"] == total
    assert view["state"] == block.get_attribute("data-state")
    table = block.locator(".americana-live-table")
    assert table.count() == 1, "no .americana-live-table in the block"
    assert squash(table.text_content()) == html_text(view["seats_html"])
    # The sentences shown are the engine's, all of them, in order.
    assert block.locator(".americana-live-log li").all_text_contents() == view["log"]
    buttons = offered(block)
    actions = (
        view["actions"] if view["state"] == "ready" and view["reader_turn"] else []
    )
    shown = sorted(b.get_attribute("data-action") for b in buttons)
    assert shown == sorted(a["action"] for a in actions)
    labels = {a["action"]: {squash(a["label"]), squash(a["text"])} for a in actions}
    for button in buttons:
        text = squash(button.text_content())
        assert text in labels[button.get_attribute("data-action")], text
    if view["state"] == "finished":
        assert view["summary"]
        assert squash(view["summary"]) in squash(block.text_content())
    if reader is not None:
        _check_concealed(block, view, lang, reader)
    return view


def _choose(rng: random.Random, buttons: list) -> object:
    actions = [b.get_attribute("data-action") for b in buttons]
    weights = [WEIGHTS.get(a, 3) for a in actions]
    return buttons[rng.choices(range(len(buttons)), weights)[0]]


def _pick_discards(block, rng: random.Random) -> None:
    """Toggle up to three of the draw picker's cards."""
    cards = block.locator("[data-card]")
    n = cards.count()
    for i in rng.sample(range(n), rng.randint(0, min(3, n))):
        cards.nth(i).click()


def _pick_amount(button, rng: random.Random) -> None:
    """Type an amount between the engine's bounds into the button's field, if any."""
    field = button.locator(
        "xpath=ancestor::*[contains(@class, 'americana-live-choice')][1]"
        "//input[contains(@class, 'americana-live-amount')]"
    )
    if field.count():
        low, high = int(field.get_attribute("min")), int(field.get_attribute("max"))
        field.fill(str(rng.choice([low, high, rng.randint(low, high)])))


def _play_to_end(page, block, lang: str, rng: random.Random, reader: int | None):
    """Click offered buttons until the hand is over; the final view."""
    game = json.loads(block.get_attribute("data-config"))["game"]
    bid = _block_id(block)
    first = request(page, {"op": "view", "block": bid, "lang": lang})
    total = first["chips_total"]
    view = first
    for _ in range(MAX_STEPS):
        view = _check_view(page, block, lang, total, reader)
        if view["state"] == "finished":
            break
        buttons = offered(block)
        assert buttons, block.text_content()[:1500]
        choice = _choose(rng, buttons)
        if choice.get_attribute("data-action") == "draw":
            _pick_discards(block, rng)
        _pick_amount(choice, rng)
        click_and_wait(block, choice)
    else:
        pytest.fail(f"the hand did not end in {MAX_STEPS} clicks")
    # Every chip is back in a stack, except antes a draw hand leaves in the
    # middle for the next deal when nobody opens (D8).
    assert sum(view["stacks"].values()) <= total
    if game == "stud":
        assert sum(view["stacks"].values()) == total
    # The sentences are the page's language, not English.
    if lang != "en":
        english = request(page, {"op": "view", "block": bid, "lang": "en"})["log"]
        assert len(english) == len(view["log"])
        same = [a for a, b in zip(view["log"], english) if a == b]
        assert same == [], same
    return view


def _deal(block, preset: str, players: int, reader: int | None, seed: int) -> None:
    """Deal a new hand through "Deal a new hand" (preset, players, seat, seed)."""
    form = block.locator(".americana-live-deal-form")
    if not form.is_visible():
        block.locator("button.americana-live-new").click()
    form.locator("select[name=preset]").select_option(preset)
    count = form.locator("input[name=players]")
    count.fill(str(players))
    count.dispatch_event("change")
    form.locator("select[name=reader_seat]").select_option(
        "" if reader is None else str(reader)
    )
    form.locator("input[name=seed]").fill(str(seed))
    state = click_and_wait(block, form.locator("button.americana-live-deal"))
    assert state in ("ready", "finished")
    assert block.get_attribute("data-seed") == str(seed)
    view = request(block.page, {"op": "view", "block": _block_id(block), "lang": "en"})
    assert (view["preset"], view["seed"], view["reader_seat"]) == (preset, seed, reader)
    assert len(view["stacks"]) == players


def _open(contexts, server, lang: str, page_name: str, kind: str):
    page = contexts(lang).new_page()
    outside, errors = watch(page)
    runtime = runtime_requests(page)
    page.goto(f"{server}/{lang}/{page_name}.html", wait_until="load")
    page.wait_for_load_state("networkidle", timeout=START_TIMEOUT)
    block = page.locator(f".americana-live[data-kind={kind}]").first
    assert block.get_attribute("data-state") == "idle"
    assert block.get_attribute("data-lang") == lang
    start_button = block.locator("button.americana-live-start")
    assert start_button.text_content().strip() == live_text(kind, lang)["start"]
    assert runtime == [], "runtime requested before the start button was pressed"
    return page, block, outside, errors, runtime


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pages_without_blocks_request_nothing_of_the_runtime(
    server, contexts, built_book, lang
):
    page = contexts(lang).new_page()
    outside, errors = watch(page)
    live: list[str] = []
    page.on("request", lambda r: live.append(r.url) if "_pyodide" in r.url else None)
    for name in PLAIN_PAGES:
        html = (built_book / lang / f"{name}.html").read_text(encoding="utf-8")
        assert "_pyodide" not in html and "americana-live" not in html, name
        page.goto(f"{server}/{lang}/{name}.html", wait_until="load")
        page.wait_for_load_state("networkidle", timeout=START_TIMEOUT)
    page.close()
    assert live == []
    assert outside == []
    assert errors == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hand_block_plays_to_the_end(server, contexts, lang):
    chapter = HAND_CHAPTERS[lang]
    page, block, outside, errors, runtime = _open(
        contexts, server, lang, chapter, "hand"
    )
    rng = random.Random(f"hand-{lang}")
    assert start(block) in ("ready", "finished")
    assert runtime, "the start button loaded no runtime"
    config = json.loads(block.get_attribute("data-config"))
    _play_to_end(page, block, lang, rng, config.get("reader_seat"))

    presets = config.get("presets") or [config["preset"]]
    for i, (players, reader) in enumerate(NEW_STUD_HANDS):
        seed = rng.randrange(2**31)
        _deal(block, presets[i % len(presets)], players, reader, seed)
        _play_to_end(page, block, lang, rng, reader)
    page.close()
    assert outside == []
    assert errors == []


@pytest.mark.parametrize(
    ("lang", "chapter"),
    [
        (lang, chapter)
        for lang in LANGUAGES
        for chapter in ("bring_in", "betting", "showdown", "side_pots")
        if HAND_CHAPTERS[lang] != chapter
    ],
)
def test_every_hand_chapter_block_plays_its_hand(server, contexts, lang, chapter):
    """The other hand chapters: the chapter's own hand, played to the end."""
    page, block, outside, errors, runtime = _open(
        contexts, server, lang, chapter, "hand"
    )
    rng = random.Random(f"{chapter}-{lang}")
    assert start(block) in ("ready", "finished")
    assert runtime, "the start button loaded no runtime"
    config = json.loads(block.get_attribute("data-config"))
    _play_to_end(page, block, lang, rng, config.get("reader_seat"))
    page.close()
    assert outside == []
    assert errors == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_draw_block_plays_to_the_end(server, contexts, lang):
    page, block, outside, errors, _ = _open(
        contexts, server, lang, "five_card_draw", "hand"
    )
    rng = random.Random(f"draw-{lang}")
    assert start(block) in ("ready", "finished")
    config = json.loads(block.get_attribute("data-config"))
    assert config["game"] == "draw"
    _play_to_end(page, block, lang, rng, config.get("reader_seat"))
    presets = config.get("presets") or [config["preset"]]
    for i, (players, reader) in enumerate(NEW_DRAW_HANDS):
        seed = rng.randrange(2**31)
        _deal(block, presets[(i + 1) % len(presets)], players, reader, seed)
        _play_to_end(page, block, lang, rng, reader)
    page.close()
    assert outside == []
    assert errors == []


def _compare(lang: str, hands: list[str]) -> tuple[str | None, str | None]:
    """CPython's bridge on the pair: (the result's text, None) or (None, the error)."""
    reply = json.loads(
        bridge.handle(json.dumps({"op": "compare", "lang": lang, "hands": hands}))
    )
    if reply["ok"]:
        return html_text(reply["html"]), None
    return None, squash(reply["error"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_explorer_compares_as_the_engine(server, contexts, lang):
    page, block, outside, errors, _ = _open(
        contexts, server, lang, "rankings", "explorer"
    )
    assert start(block) in ("ready", "finished")
    result = block.locator(".americana-live-result")
    error = block.locator(".americana-live-refusal")
    hands_in = [block.locator(f"input[name=hand{i}]") for i in (0, 1)]
    # The first comparison is shown at the start: the block's own pair.
    config = json.loads(block.get_attribute("data-config"))
    assert squash(result.text_content()) == _compare(lang, config["hands"])[0]
    pairs = [
        ["AH KH QH JH 9H", "10S 10C 10D 8S 8C"],
        ["7C 8D 9H 10S AC", "7H 8H 9H 10H QH"],
        ["AS AD KC KD 7H", "AH AC KS KH 8D"],
        ["AH AH KH QH JH", "7C 8C 9C 10C JC"],  # a duplicate card: an error
        ["AH KH", "7C 8C 9C 10C JC"],  # too few cards: an error
    ]
    for hands in pairs:
        hands_in[0].fill(hands[0])
        hands_in[1].fill(hands[1])
        html, message = _compare(lang, hands)
        if html is None:  # the result stays; the error says what is wrong
            kept = squash(result.text_content())
            click_and_wait(block, block.locator("button[data-action=compare]"))
            assert squash(error.text_content()) == message
            assert squash(result.text_content()) == kept
        else:  # the same pair twice shows the same result: no change to wait for
            compare = block.locator("button[data-action=compare]")
            click_and_wait(block, compare, changes=False)
            assert squash(result.text_content()) == html, hands
            assert error.text_content() == ""
    page.close()
    assert outside == []
    assert errors == []
