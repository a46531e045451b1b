"""Why it won, and a session of hands, in the page (issue 19, items 2 and 4).

In Chromium, on the English bring-in chapter's hand block:

* played to the end by clicking offered buttons, the block shows under the
  table why the hand was won (``ul.americana-live-why``): the sentences the
  engine in the page gives (the view's ``why``), the same as CPython's for
  the same moves;
* a session of 30 hands through the page's test hook
  (``window.americanaLive.request``): the chips on the table are always those
  at the start plus the chips bought, the button moves to the next occupied
  seat every hand, a newcomer seated between hands antes into the very next
  hand (A14), a broke reader buys in again;
* and by real clicks: "Seat a new player" (``button[data-session=join]``),
  then "Next hand" (``button[data-session=next_hand]``): the newcomer's seat
  is at the table, the dealer's disc has moved, the block's ``data-hand`` is 2.
"""

from __future__ import annotations

import json

import pytest
from browser_support import watch
from live_support import click_and_wait, offered, request, start

from americana.views.session.play_session import PlaySession

pytestmark = pytest.mark.browser

PAGE = "bring_in"
#: The reader's choices, safest first; fold only when nothing else is offered.
PREFERRED = ("redeal", "show", "check", "call", "bring_in", "stand_pat")
MAX_STEPS = 300


def _open(browser, server):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    outside, errors = watch(page)
    page.goto(f"{server}/en/{PAGE}.html", wait_until="load")
    block = page.locator(".americana-live[data-kind=hand]").first
    assert start(block) in ("ready", "finished")
    return page, block, outside, errors


def _click_to_end(block) -> list[str]:
    """Click the safest offered button until the hand is over; the actions."""
    played = []
    for _ in range(MAX_STEPS):
        if block.get_attribute("data-state") == "finished":
            return played
        buttons = {b.get_attribute("data-action"): b for b in offered(block)}
        name = next((a for a in PREFERRED if a in buttons), next(iter(buttons)))
        played.append(name)
        click_and_wait(block, buttons[name])
    raise AssertionError("the hand did not end")


def _cpython(config: dict, played: list[str]) -> PlaySession:
    """The same hand in CPython: the block's start request, the same moves."""
    session = PlaySession(
        game=config["game"],
        preset=config["preset"],
        players=config["players"],
        stacks=config.get("stacks"),
        button=config.get("button"),
        seed=config.get("seed"),
        deck=config.get("deck"),
        names={int(s): n for s, n in (config.get("names") or {}).items()},
        reader_seat=config.get("reader_seat"),
        structure=config.get("structure"),
    )
    for name in played:
        session.act(name)
    return session


def test_the_end_of_a_hand_says_why_it_was_won(browser, server):
    page, block, outside, errors = _open(browser, server)
    config = json.loads(block.get_attribute("data-config"))
    played = _click_to_end(block)
    shown = block.locator("ul.americana-live-why li").all_text_contents()
    view = request(page, {"op": "view", "block": block.get_attribute("id")})
    assert shown == view["why"] and shown
    assert block.locator("ul.americana-live-why").is_visible()
    assert shown == _cpython(config, played).why("en")
    # The pots' sentence, as the engine writes it in English.
    assert shown[-1].startswith(("Main pot (", "Everyone else folded: ")), shown
    assert outside == [] and errors == []
    page.close()


#: Thirty hands through the test hook: the reader plays safe, rebuys when
#: broke, seats a newcomer every fifth hand, then deals the next hand.
SESSION = """async ({ block, hands }) => {
  const ask = (obj) => window.americanaLive.request({ block, lang: "en", ...obj });
  const preferred = ["redeal", "show", "check", "call", "bring_in", "stand_pat"];
  let view = await ask({
    op: "start", game: "stud", preset: "americana-pl", players: 3, seed: 19,
    reader_seat: 0, names: { 0: "Ann", 1: "Bob", 2: "Cleo" },
  });
  const start = view.chips_total;
  const out = [];
  for (let n = 1; n <= hands; n += 1) {
    for (let step = 0; view.state !== "finished" && step < 400; step += 1) {
      const names = view.actions.map((a) => a.action);
      const pick = preferred.find((a) => names.includes(a)) || names[0];
      const entry = view.actions.find((a) => a.action === pick);
      view = await ask({ op: "act", action: pick, amount: entry.min });
    }
    const record = {
      hand: view.hand_number, dealer: view.dealer, stacks: view.stacks,
      total: view.chips_total, bought: view.chips_bought, why: view.why,
      finished: view.state === "finished", start, joined: null, refusals: [],
    };
    const ops = view.between.map((e) => e.op);
    if (ops.includes("rebuy")) view = await ask({ op: "rebuy" });
    if (n % 5 === 0 && ops.includes("join")) {
      view = await ask({ op: "join" });
      record.joined = { seating: view.seating, total: view.chips_total,
                        bought: view.chips_bought };
    }
    record.refusals.push(view.refusal);
    view = await ask({ op: "next_hand" });
    record.refusals.push(view.refusal);
    record.next = { dealer: view.dealer, seats: Object.keys(view.stacks),
                    log: view.log, total: view.chips_total,
                    bought: view.chips_bought };
    out.push(record);
  }
  return out;
}"""


def test_a_session_of_30_hands_in_the_browser(browser, server):
    page, _block, outside, errors = _open(browser, server)
    hands = page.evaluate(SESSION, {"block": "session-30", "hands": 30})
    assert len(hands) == 30
    joins = 0
    for record in hands:
        assert record["finished"] and record["why"], record["hand"]
        assert record["refusals"] == [None, None], record
        # Chips conserved: the chips at the start plus the chips bought.
        assert record["total"] == record["start"] + record["bought"]
        following = record["next"]
        assert following["total"] == record["start"] + following["bought"]
        # The button moves to the next seat clockwise still occupied when the
        # hand ended (A3); a seat taken or bought back since is passed by.
        kept = sorted(int(s) for s, chips in record["stacks"].items() if chips)
        after = [s for s in kept if s > record["dealer"]]
        assert following["dealer"] == (after[0] if after else kept[0]), record
        seats = sorted(int(s) for s in following["seats"])
        if record["joined"]:
            joins += 1
            sentence = record["joined"]["seating"][-1]
            assert sentence.endswith("antes into the next hand (A14)."), sentence
            name = sentence.split(" sits down at seat ")[0]
            seat = int(sentence.split(" sits down at seat ")[1].split()[0])
            # The join takes effect in the very next hand: seated, and antes.
            assert seat in seats
            assert any(
                line.startswith(f"{name} pays an ante of ") for line in following["log"]
            ), following["log"][:8]
    assert joins >= 3
    assert outside == [] and errors == []
    page.close()


def test_seat_a_player_and_deal_the_next_hand_by_clicking(browser, server):
    page, block, outside, errors = _open(browser, server)
    _click_to_end(block)
    dealer = int(block.locator("[data-seat][data-dealer]").get_attribute("data-seat"))
    seats = {
        int(s.get_attribute("data-seat"))
        for s in block.locator(".americana-live-table [data-seat]").all()
    }
    join = block.locator("button[data-session=join]")
    assert join.is_visible()
    click_and_wait(block, join)
    seating = block.locator(".americana-live-seating").last.text_content()
    assert seating.endswith("antes into the next hand (A14)."), seating
    rebuy = block.locator("button[data-session=rebuy]")
    if rebuy.count():  # the reader went broke: no next hand before buying in
        assert not block.locator("button[data-session=next_hand]").count()
        click_and_wait(block, rebuy)
        seating = block.locator(".americana-live-seating").last.text_content()
        assert "new chips brought to the table" in seating, seating
    click_and_wait(block, block.locator("button[data-session=next_hand]"))
    assert block.get_attribute("data-hand") == "2"
    after = {
        int(s.get_attribute("data-seat"))
        for s in block.locator(".americana-live-table [data-seat]").all()
    }
    assert len(after - seats) == 1, (seats, after)
    moved = int(block.locator("[data-seat][data-dealer]").get_attribute("data-seat"))
    assert moved != dealer
    assert not block.locator("button[data-session]").count()  # a hand is on
    assert outside == [] and errors == []
    page.close()
