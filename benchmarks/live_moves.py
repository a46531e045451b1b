"""What a move costs in a live block: click to updated table, and the coach.

    .venv/bin/python benchmarks/live_moves.py                  # 120 moves each way
    .venv/bin/python benchmarks/live_moves.py --moves 200 --page pl/betting.html

Serves the built book (``_build/html``, or ``$AMERICANA_BUILD_DIR/html``) as
``live_start.py`` does, opens the page in headless Chromium, starts its first
hand block and then plays ``--moves`` moves by clicking: an action button
chosen by a seeded generator among those the block offers (fold only one time
in ten, so hands last), "Next hand" when a hand is over, "Buy in again"
when the reader has lost every chip, "Seat a new player" when the others
have. Each move is timed in the page, from just before the click to the first
animation frame after the block has shown the engine's reply (``data-busy``
gone): what a reader waits for. The same
moves are played twice, first with the coach's switch off, then on
(``button.americana-live-coach``): the coach's cost per move is the
difference move by move, and its own time per update is measured by the
page's bridge at each of the reader's turns (a view of the same state with
the ``coach`` request field on, minus one with it off).

Budgets (issue 19): 100 ms median per move, 300 ms per coach update. Not a
test: the numbers depend on the machine and on what else it runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from browser_support import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

sys.path.insert(0, str(ROOT / "benchmarks"))
from live_start import serve  # noqa: E402
from machine import add_site_argument, print_machine  # noqa: E402

BUDGET_MOVE_MS = 100.0
BUDGET_COACH_MS = 300.0
#: Playwright's waits here: a start loads Pyodide, a move is one reply.
START_MS = 180_000
STEP_MS = 60_000

# One move, timed in the page: click, then wait for the reply to be shown and
# painted. Returns the milliseconds, null if nothing could be clicked, -1 if
# no reply was shown within `limit` ms.
MOVE = """async ([blockId, pick, limit]) => {
  const block = document.getElementById(blockId);
  const settled = () => !block.hasAttribute('data-busy');
  const next = block.querySelector('button[data-session=next_hand]');
  let target = null;
  if (block.dataset.state === 'finished') {
    // A reader who lost every chip buys in again; one who won them all
    // seats a new player: then "Next hand" is offered.
    target = next || block.querySelector('button[data-session=rebuy]')
      || block.querySelector('button[data-session=join]');
  } else {
    const offered = Array.from(block.querySelectorAll(
      '.americana-live-actions button[data-action]')).filter((b) => !b.disabled);
    const keep = offered.filter((b) => b.dataset.action !== 'fold');
    const pool = keep.length && pick % 10 !== 0 ? keep : offered;
    target = pool.length ? pool[pick % pool.length] : null;
  }
  if (!target) return null;
  const before = block.innerHTML;
  const t0 = performance.now();
  target.click();
  const shown = await new Promise((resolve) => {
    const check = () => {
      if (settled() && block.innerHTML !== before) resolve(true);
      else if (performance.now() - t0 > limit) resolve(false);
      else requestAnimationFrame(check);
    };
    check();
  });
  if (!shown) return -1;
  await new Promise((resolve) => requestAnimationFrame(() => resolve()));
  return performance.now() - t0;
}"""

# What the block offers, for a benchmark that cannot go on.
STATE = """(blockId) => {
  const block = document.getElementById(blockId);
  const shown = Array.from(block.querySelectorAll('button'))
    .filter((b) => b.offsetParent !== null && !b.disabled)
    .map((b) => b.textContent.trim());
  return [block.dataset.state, block.hasAttribute('data-busy'), shown];
}"""

# The bridge's own time for a view of the block's session, coach off and on,
# on the reader's turn (the coach has something to say): [off, on, lines].
COACH = """async (blockId) => {
  const time = async (coach) => {
    const t0 = performance.now();
    const reply = await window.americanaLive.request(
      {op: 'view', block: blockId, coach});
    return [performance.now() - t0, reply.coach ? reply.coach.length : 0];
  };
  const [off] = await time(false);
  const [on, lines] = await time(true);
  return [off, on, lines];
}"""


def play(
    page, block_id: str, moves: int, seed: int, coach: list[float] | None = None
) -> list[float]:
    """Milliseconds per move for ``moves`` clicks chosen by ``seed``; with
    ``coach``, the bridge's own cost of the coach (view with it minus view
    without) is appended there after each move that leaves the reader to act."""
    rng = random.Random(seed)
    times: list[float] = []
    while len(times) < moves:
        if coach is not None and page.evaluate(STATE, block_id)[0] == "ready":
            off, on, lines = page.evaluate(COACH, block_id)
            if lines:
                coach.append(on - off)
        ms = page.evaluate(MOVE, [block_id, rng.randrange(1_000_000), STEP_MS])
        if ms is None or ms < 0:
            state = page.evaluate(STATE, block_id)
            what = "nothing to click" if ms is None else "no reply shown"
            raise RuntimeError(f"{what} in #{block_id}: {state}")
        times.append(ms)
    return times


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=120)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--page", default="en/betting.html", help="a page with a hand block"
    )
    add_site_argument(parser)
    args = parser.parse_args(argv)
    if not (args.html / args.page).is_file():
        parser.error(f"{args.html / args.page} is missing: build the book first")

    from playwright.sync_api import sync_playwright

    print_machine()
    print(f"page: {args.page}, {args.moves} moves each way, seed {args.seed}")

    httpd, _served = serve(args.html.resolve())
    url = f"http://127.0.0.1:{httpd.server_address[1]}/{args.page}"
    results: dict[str, list[float]] = {}
    bridge: list[float] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        print(f"chromium: {browser.version}")
        for coach in (False, True):
            page = browser.new_page()
            page.set_default_timeout(STEP_MS)
            page.goto(url, wait_until="load")
            block = page.locator(".americana-live[data-kind=hand]").first
            block_id = block.get_attribute("id") or ""
            block.locator("button.americana-live-start").click()
            page.wait_for_function(
                """(el) => !el.hasAttribute('data-busy')
                     && ['ready', 'finished'].includes(el.dataset.state)""",
                arg=block.element_handle(),
                timeout=START_MS,
            )
            if coach:
                block.locator("button.americana-live-coach").click()
                page.wait_for_function(
                    """(el) => el.querySelector('button.americana-live-coach')
                         .getAttribute('aria-pressed') === 'true'
                         && !el.hasAttribute('data-busy')""",
                    arg=block.element_handle(),
                )
            name = "coach on" if coach else "coach off"
            results[name] = play(
                page, block_id, args.moves, args.seed, bridge if coach else None
            )
            page.close()
        browser.close()
    httpd.shutdown()

    for name, times in results.items():
        print(
            f"per move, {name}: median {statistics.median(times):.0f} ms, "
            f"95th percentile {p95(times):.0f} ms, max {max(times):.0f} ms "
            f"({len(times)} moves)"
        )
    off = statistics.median(results["coach off"])
    # The same clicks with the coach off and on: move by move, the difference.
    paired = [b - a for a, b in zip(results["coach off"], results["coach on"])]
    print(
        f"coach per move, clicked (on minus off, same move): median "
        f"{statistics.median(paired):.0f} ms, 95th percentile {p95(paired):.0f} ms, "
        f"max {max(paired):.0f} ms"
    )
    print(
        f"coach per update, the bridge's own (view with minus without, on the "
        f"reader's turn): median {statistics.median(bridge):.0f} ms, 95th "
        f"percentile {p95(bridge):.0f} ms, max {max(bridge):.0f} ms "
        f"({len(bridge)} updates)"
    )
    worst = max(p95(paired), p95(bridge))
    print(
        f"budgets: {BUDGET_MOVE_MS:.0f} ms median per move "
        f"({'met' if off <= BUDGET_MOVE_MS else 'MISSED'}), "
        f"{BUDGET_COACH_MS:.0f} ms per coach update, 95th percentile "
        f"({'met' if worst <= BUDGET_COACH_MS else 'MISSED'})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
