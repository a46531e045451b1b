// The live blocks of a page: the engine (americana.views.browser.bridge) runs in Pyodide.
//
// Imported by live-loader.js when the reader presses a block's start button.
// One Pyodide per page, shared by its blocks. The page holds no rule: it
// shows what the engine returns (table, sentences, legal actions with their
// bounds) and sends back what the reader chose; a refusal comes from the
// engine. Texts the page writes itself were rendered at build time in the
// page's language (data-text; americana/text/live_text.py).

let engine = null; // Promise of {call(request) -> reply}
let stage = "loading_runtime";
const watchers = new Set();

function setStage(next) {
  stage = next;
  for (const watch of watchers) watch(next);
}

// ----- loading, and saying what failed ----------------------------------
//
// A file of the runtime or of the engine that does not arrive must end the
// start with a sentence, never a silent wait (issue 21): Pyodide only warns
// when its wasm fails and then waits for ever. So while the runtime loads,
// the page's fetch is watched for the runtime's files, and the engine's
// archive is fetched the same way: a broken or refused connection, a status
// other than 2xx, a page served in the file's place (text/html) or STALL_MS
// without a byte ends the start with a LoadError naming the part. A wasm
// served with another type (a host that does not know .wasm) is given
// application/wasm, which the browser needs to compile it as it arrives.

/** A start that failed; `part` is "runtime" or "engine" (the block's sentence). */
class LoadError extends Error {
  constructor(part, detail) {
    super(`${part}: ${detail}`);
    this.part = part;
  }
}

/** No byte for this long from a file being downloaded is a failure. */
const STALL_MS = 20_000;

let attempts = 0; // failed starts: a retry asks for module scripts afresh

function typeOf(response) {
  return (response.headers.get("content-type") || "").split(";")[0].trim().toLowerCase();
}

/** fetch(url), refused with a LoadError on any of the failures above. */
async function watchedFetch(fetcher, part, url, init = {}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), STALL_MS);
  let response;
  try {
    response = await fetcher(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw new LoadError(part, `${url}: ${error}`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new LoadError(part, `${response.status} ${url}`);
  if (typeOf(response) === "text/html") {
    response.body?.cancel();
    throw new LoadError(part, `a page, not the file: ${url}`);
  }
  const headers = new Headers(response.headers);
  if (new URL(url).pathname.endsWith(".wasm")) headers.set("content-type", "application/wasm");
  if (!response.body) return response;
  // The body as it arrives, each wait for the next bytes bounded by STALL_MS;
  // a body cut short is said at once (Pyodide would wait on a broken wasm).
  const reader = response.body.getReader();
  const body = new ReadableStream({
    async pull(out) {
      let stalled = false;
      const stall = setTimeout(() => {
        stalled = true;
        reader.cancel();
      }, STALL_MS);
      let chunk = null;
      let problem = "no byte for a while";
      try {
        chunk = await reader.read();
      } catch (error) {
        problem = String(error);
      } finally {
        clearTimeout(stall);
      }
      if (stalled || !chunk) {
        const error = new LoadError(part, `${url}: ${problem}`);
        failed?.(error);
        out.error(error);
      } else if (chunk.done) out.close();
      else out.enqueue(chunk.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

let failed = null; // rejects the start in progress when a watched file fails
let loaded = null; // the runtime once started: a retry after the engine failed keeps it

async function loadEngine(options) {
  setStage("loading_runtime");
  const again = attempts ? `?attempt=${attempts}` : "";
  const failure = new Promise((_, reject) => {
    failed = reject;
  });
  failure.catch(() => {}); // raced below; never unhandled
  const race = (step) => Promise.race([step, failure]);
  const pageFetch = globalThis.fetch;
  // Pyodide fetches its wasm, standard library and lock file with fetch.
  globalThis.fetch = (url, init) => {
    const href = new URL(url instanceof Request ? url.url : url, location.href).href;
    if (!href.startsWith(options.runtime)) return pageFetch(url, init);
    const watched = watchedFetch(pageFetch, "runtime", href, init);
    watched.catch((error) => failed?.(error));
    return watched;
  };
  let pyodide = loaded;
  try {
    const runtime = (name) =>
      race(import(options.runtime + name + again)).catch((error) => {
        throw error instanceof LoadError ? error : new LoadError("runtime", `${name}: ${error}`);
      });
    if (!pyodide) {
      // A browser keeps a module script that failed: a retry asks anew (?attempt=n).
      const { loadPyodide } = await runtime("pyodide.mjs");
      const { default: createPyodideModule } = await runtime("pyodide.asm.mjs");
      pyodide = await race(
        loadPyodide({
          indexURL: options.runtime,
          // Our own zip: the modules the engine imports, stored for the host's gzip.
          stdLibURL: options.stdlib,
          createPyodideModule,
          // Python's output is not the reader's business (and stays off the console).
          stdout: () => {},
          stderr: () => {},
        }),
      ).catch((error) => {
        throw error instanceof LoadError ? error : new LoadError("runtime", String(error));
      });
      loaded = pyodide;
    }
    setStage("loading_engine");
    const response = await race(watchedFetch(pageFetch, "engine", options.engine));
    const archive = new Uint8Array(
      await race(response.arrayBuffer()).catch((error) => {
        throw error instanceof LoadError ? error : new LoadError("engine", String(error));
      }),
    );
    try {
      const site = pyodide.runPython("import site; site.getsitepackages()[0]");
      pyodide.unpackArchive(archive, "zip", { extractDir: site });
      const handle = pyodide.pyimport("americana.views.browser.bridge").handle;
      setStage("ready");
      return { call: (request) => JSON.parse(handle(JSON.stringify(request))) };
    } catch (error) {
      throw new LoadError("engine", String(error));
    }
  } catch (error) {
    attempts += 1;
    throw error;
  } finally {
    failed = null;
    if (globalThis.fetch !== pageFetch) globalThis.fetch = pageFetch;
  }
}

function bridgeOf(options) {
  if (!engine) {
    engine = loadEngine(options);
    // A start that failed is tried again from the start when asked.
    engine.catch(() => {
      engine = null;
    });
  }
  return engine;
}

/** The test hook's request: one bridge call, the runtime loaded if need be. */
export async function request(obj, options) {
  return (await bridgeOf(options)).call(obj);
}

/** Resolves when the runtime and the engine are loaded. */
export async function ready(options) {
  await bridgeOf(options);
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "html") node.innerHTML = value; // the engine's escaped HTML
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (all, key) =>
    key in values ? String(values[key]) : all,
  );
}

const AMOUNTS = new Set(["bet", "raise", "complete"]);

let serial = 0;
function uid(prefix) {
  serial += 1;
  return `${prefix}-${serial}`;
}

function labelled(text, control) {
  const id = control.id || uid("americana-live-control");
  control.id = id;
  return el("span", { class: "americana-live-field" }, el("label", { for: id, text }), control);
}

function select(options, value) {
  const node = el("select");
  for (const [optionValue, label] of options) {
    const option = el("option", { value: optionValue, text: label });
    if (String(optionValue) === String(value)) option.selected = true;
    node.append(option);
  }
  return node;
}

function randomSeed() {
  return Math.floor(Math.random() * 2 ** 31);
}

// ----- start --------------------------------------------------------------

export async function start(block, options) {
  const text = JSON.parse(block.getAttribute("data-text"));
  const status = block.querySelector(".americana-live-status");
  const show = (key) => {
    status.textContent = text[key] || "";
  };
  watchers.add(show);
  show(stage);
  let bridge;
  try {
    bridge = await bridgeOf(options);
  } finally {
    watchers.delete(show);
  }
  // The loading line goes once the block shows its controls: a "Ready." that
  // stays says nothing about the table.
  status.textContent = "";
  block.querySelector("button.americana-live-start").hidden = true;
  const intro = block.querySelector(".americana-live-intro");
  if (intro) intro.hidden = true;
  const config = JSON.parse(block.getAttribute("data-config"));
  const context = {
    block,
    text,
    config,
    lang: block.getAttribute("data-lang"),
    id: block.id,
    // Fields every request of the block carries (a hand's coach switch).
    extra: {},
    // Replies come synchronously; data-busy marks the block until shown.
    call: (request) => {
      block.setAttribute("data-busy", "true");
      const reply = bridge.call({ block: block.id, lang: context.lang, ...context.extra, ...request });
      if (!reply || typeof reply.ok !== "boolean") throw new Error("bad reply");
      queueMicrotask(() => block.removeAttribute("data-busy"));
      return reply;
    },
    fail: () => {
      block.setAttribute("data-state", "error");
      status.textContent = text.failed;
    },
  };
  const kinds = { hand: handBlock, explorer: explorerBlock, drill: drillBlock };
  // The start button is hidden now: a keyboard reader goes on from the
  // block's first control rather than from the top of the page.
  const focusWasInside = block.contains(document.activeElement) || document.activeElement === document.body;
  try {
    kinds[block.getAttribute("data-kind")](context);
  } catch (error) {
    context.fail();
    return;
  }
  if (focusWasInside) {
    const first =
      safestAction(block) ||
      block.querySelector(
        ".americana-live-body button[data-action]:not([data-action=fold]), .americana-live-body input, .americana-live-body select, .americana-live-body button",
      );
    if (first) first.focus();
  }
}

// The safest of the offered actions, for the focus after start and after
// each move: check, else call, else standing pat, else the first that is
// not a fold; Enter on it never gives up the hand.
const SAFEST = ["check", "call", "stand_pat", "bring_in", "redeal"];
function safestAction(root) {
  for (const action of SAFEST) {
    const button = root.querySelector(`.americana-live-actions button[data-action="${action}"]`);
    if (button) return button;
  }
  return root.querySelector(".americana-live-actions button[data-action]:not([data-action=fold])");
}

// ----- a hand to play -------------------------------------------------------

function handBlock(ctx) {
  const { block, text, config } = ctx;
  const turn = el("p", { class: "americana-live-turn", "aria-live": "polite" });
  const view = el("div", { class: "americana-live-view" });
  const actions = el("div", { class: "americana-live-actions" });
  const draw = el("fieldset", { class: "americana-live-draw", hidden: true });
  const refusal = el("p", { class: "americana-live-refusal", role: "alert" });
  const summary = el("p", { class: "americana-live-summary" });
  // The hand's whole log, folded under the table: the table says the last move.
  const logTitle = el("summary", { class: "americana-live-log-title", id: uid("americana-live-log"), text: text.log });
  const log = el("ol", {
    class: "americana-live-log",
    "aria-labelledby": logTitle.id,
  });
  const logBox = el("details", { class: "americana-live-log-box" }, logTitle, log);
  const policy = el("p", { class: "americana-live-policy" });
  // The coach's switch, off by default: when on, every request asks for the
  // coach's sentences, shown on the reader's turn.
  const coachBox = el("div", { class: "americana-live-coach-box", "aria-live": "polite", hidden: true });
  const coachSwitch = el("button", {
    type: "button", class: "americana-live-coach", "aria-pressed": "false", text: text.coach,
  });
  ctx.extra = { coach: false };
  coachSwitch.addEventListener("click", () => {
    ctx.extra.coach = !ctx.extra.coach;
    coachSwitch.setAttribute("aria-pressed", String(ctx.extra.coach));
    const reply = ctx.call({ op: "view" });
    if (reply.ok) showCoach(reply);
  });
  const deal = dealForm(ctx, (request) => begin(request));
  // Save, open and link the hand, and step through a hand opened.
  const saved = savedHand(ctx, (reply) => {
    log.textContent = "";
    block.removeAttribute("data-seed");
    render(reply, true);
  });
  const body = el(
    "div",
    { class: "americana-live-body" },
    view, saved.steps, turn, coachBox, draw, actions, coachSwitch, refusal, summary, policy, logBox, deal, saved.node,
  );
  block.append(body);
  // Why the hand was won (the engine's sentences, under the table) and what
  // the reader may do between hands: buy in again, seat a player, next hand.
  const why = el("ul", { class: "americana-live-why", hidden: true });
  const between = el("div", { class: "americana-live-between", role: "group", hidden: true });
  view.after(why);
  summary.after(between);
  let discards = new Set();

  function begin(request) {
    log.textContent = "";
    if (request.seed === null || request.seed === undefined) block.removeAttribute("data-seed");
    else block.setAttribute("data-seed", String(request.seed));
    render(ctx.call({ op: "start", ...request }), true);
  }

  function act(action, amount) {
    const request = { op: "act", action, amount: amount ?? null, discards: null };
    if (action === "draw") request.discards = [...discards];
    const focusWasInside = block.contains(document.activeElement);
    const reply = ctx.call(request);
    render(reply, false);
    // A refusal changes nothing: the focus stays on the control just used.
    if (focusWasInside && reply.ok && !reply.refusal) {
      // Never the fold button first: Enter on a focused "Fold" would give up the hand.
      const next =
        safestAction(block) ||
        actions.querySelector("button:not([data-action=fold]), input") ||
        actions.querySelector("button") ||
        deal.querySelector("button.americana-live-new");
      if (next) next.focus();
    }
  }

  function sessionOp(op, seat) {
    const focusWasInside = block.contains(document.activeElement);
    const reply = ctx.call({ op, seat: seat ?? null });
    const dealt = op === "next_hand" && reply.ok && !reply.refusal;
    if (dealt) log.textContent = "";
    render(reply, dealt);
    if (focusWasInside && reply.ok && !reply.refusal) {
      // The new hand's safest action (never fold), else the next control here.
      const next =
        actions.querySelector("button[data-action=check]") ||
        actions.querySelector("button[data-action=call]") ||
        actions.querySelector("button:not([data-action=fold]), input") ||
        between.querySelector("button[data-session=next_hand]") ||
        between.querySelector("button");
      if (next) next.focus();
    }
  }

  function showSession(reply, finished) {
    why.textContent = "";
    for (const sentence of reply.why || []) why.append(el("li", { text: sentence }));
    why.hidden = !why.childElementCount;
    between.textContent = "";
    const entries = finished ? reply.between || [] : [];
    for (const sentence of reply.seating || []) between.append(el("p", { class: "americana-live-seating", text: sentence }));
    for (const entry of entries) {
      const button = el("button", {
        type: "button",
        class: "americana-live-session",
        "data-session": entry.op,
        "data-session-seat": entry.seat ?? null,
        text: entry.label,
      });
      button.addEventListener("click", () => sessionOp(entry.op, entry.seat));
      between.append(button);
    }
    between.hidden = !between.childElementCount;
    if (Number.isInteger(reply.hand_number)) block.setAttribute("data-hand", String(reply.hand_number));
  }

  function showCoach(reply) {
    coachBox.textContent = "";
    const lines = ctx.extra.coach && reply.state !== "finished" ? reply.coach || [] : [];
    for (const sentence of lines) coachBox.append(el("p", { text: sentence }));
    coachBox.hidden = !lines.length;
  }

  function render(reply, fresh) {
    if (!reply.ok) {
      refusal.textContent = reply.error || text.failed;
      if (fresh) block.setAttribute("data-state", "error");
      return;
    }
    refusal.textContent = reply.refusal || "";
    if (reply.refusal) return; // nothing changed
    view.innerHTML = reply.seats_html;
    if (Number.isInteger(reply.seed)) block.setAttribute("data-seed", String(reply.seed));
    for (const old of log.querySelectorAll(".americana-live-new")) old.classList.remove("americana-live-new");
    const sentences = fresh ? reply.log : reply.new;
    for (const sentence of sentences) log.append(el("li", { class: fresh ? null : "americana-live-new", text: sentence }));
    log.scrollTop = log.scrollHeight; // the newest sentences in sight
    policy.textContent = reply.policy || "";
    policy.hidden = !reply.policy;
    const finished = reply.state === "finished";
    summary.textContent = finished ? reply.summary || text.over : "";
    showSession(reply, finished);
    turn.textContent =
      !finished && reply.to_act_name ? fill(text.to_act, { name: reply.to_act_name }) : "";
    showCoach(reply);
    discards = new Set();
    drawPicker(reply.draw && reply.reader_turn ? reply.draw : null);
    actions.textContent = "";
    if (!finished && reply.reader_turn) for (const a of reply.actions) actions.append(actionControl(a));
    block.setAttribute("data-state", finished ? "finished" : "ready");
    saved.update(reply);
  }

  function actionControl(a) {
    const button = el("button", { type: "button", "data-action": a.action, class: "americana-live-action" });
    // Only a bet, raise or complete has an amount to choose (a draw's bounds
    // count cards: they come with the picker).
    const adjustable = AMOUNTS.has(a.action) && a.min !== null && a.max !== null && a.max > a.min;
    if (!adjustable) {
      button.textContent = a.text || a.label;
      button.addEventListener("click", () => act(a.action, AMOUNTS.has(a.action) ? a.min : null));
      return button;
    }
    // An amount between the engine's bounds: a number field and a slider.
    button.textContent = a.label;
    const number = el("input", {
      type: "number", class: "americana-live-amount", min: a.min, max: a.max, step: 1, value: a.min,
    });
    const range = el("input", {
      type: "range", class: "americana-live-range", min: a.min, max: a.max, step: 1, value: a.min,
      "aria-label": `${a.label}: ${text.amount}`,
    });
    const hint = el("span", { class: "americana-live-hint", id: uid("americana-live-hint"), text: a.text });
    number.setAttribute("aria-describedby", hint.id);
    button.setAttribute("aria-describedby", hint.id);
    number.addEventListener("input", () => { range.value = number.value; });
    range.addEventListener("input", () => { number.value = range.value; });
    number.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      // Else the Enter would go on to press the button focused after the move.
      event.preventDefault();
      button.click();
    });
    button.addEventListener("click", () => act(a.action, Number.parseInt(number.value, 10)));
    const field = labelled(`${a.label}: ${text.amount}`, number);
    return el("span", { class: "americana-live-choice" }, button, field, range, hint);
  }

  function drawPicker(spec) {
    draw.textContent = "";
    draw.hidden = !spec;
    if (!spec) return;
    draw.append(el("legend", { text: text.discards }));
    const hint = el("p", { class: "americana-live-hint", text: text[`choose_discards_${spec.max}`] || "" });
    draw.append(hint);
    const toggles = [];
    const update = () => {
      for (const toggle of toggles) {
        const on = discards.has(toggle.dataset.card);
        toggle.setAttribute("aria-pressed", String(on));
        toggle.disabled = !on && discards.size >= spec.max;
      }
    };
    for (const card of spec.cards) {
      const toggle = el("button", {
        type: "button",
        class: "americana-live-card",
        "data-card": card.card,
        "aria-pressed": "false",
        "aria-label": card.label,
        html: card.html,
      });
      toggle.addEventListener("click", () => {
        if (discards.has(card.card)) discards.delete(card.card);
        else discards.add(card.card);
        update();
      });
      toggles.push(toggle);
      draw.append(toggle);
    }
    update();
  }

  // The page's first hand block opens the hand its URL holds (#hand=...);
  // a link refused says why, above the block's own hand.
  const first = document.querySelector(".americana-live[data-kind=hand]") === block;
  const link = first && /^#hand=./.test(location.hash) ? location.hash : null;
  if (link && saved.open(link)) return;
  begin({
    game: config.game,
    preset: config.preset,
    players: config.players,
    stacks: config.stacks,
    button: config.button,
    seed: config.seed,
    deck: config.deck,
    names: config.names,
    reader_seat: config.reader_seat,
    // The chapter's hand only (e.g. no limit in side_pots.md); new hands
    // play their preset as it is.
    ...(config.structure ? { structure: config.structure } : {}),
  });
}

// ----- a hand saved, opened, linked, and stepped through -----------------------
//
// The engine writes and reads the hand (americana/play/history.py and
// hand_link.py, through the bridge's save, link, open, replay_step and
// play_on): the page only makes the file download, reads the file chosen,
// and puts the fragment in the page's URL. Nothing is sent anywhere.

function savedHand(ctx, show) {
  const { block, text } = ctx;
  const message = el("p", { class: "americana-live-open-error", role: "alert" });
  const save = el("button", { type: "button", class: "americana-live-save", text: text.save });
  const copy = el("button", { type: "button", class: "americana-live-copy-link", text: text.copy_link });
  const linkField = el("input", { type: "text", class: "americana-live-link", readonly: true, spellcheck: "false" });
  const linkBox = el(
    "div",
    { class: "americana-live-link-box", hidden: true },
    labelled(text.link, linkField),
    el("p", { class: "americana-live-hint", text: text.link_note }),
  );
  const file = el("input", { type: "file", class: "americana-live-file", accept: ".phh,.toml,.txt,text/plain" });
  const pasted = el("textarea", { class: "americana-live-paste", rows: 4, spellcheck: "false" });
  const go = el("button", { type: "button", class: "americana-live-open-go", text: text.open_go });
  const form = el(
    "div",
    { class: "americana-live-open-form", id: uid("americana-live-open"), role: "group", "aria-label": text.open, hidden: true },
    labelled(text.open_file, file),
    labelled(text.open_paste, pasted),
    go,
  );
  const toggle = el("button", {
    type: "button", class: "americana-live-open", text: text.open, "aria-expanded": "false", "aria-controls": form.id,
  });
  toggle.addEventListener("click", () => {
    form.hidden = !form.hidden;
    toggle.setAttribute("aria-expanded", String(!form.hidden));
  });
  const node = el(
    "div",
    { class: "americana-live-saved" },
    el("div", { class: "americana-live-saved-buttons" }, save, copy, toggle),
    message,
    linkBox,
    form,
  );
  // Stepping through a hand opened: previous, "Step n of N", next, play on.
  const back = el("button", { type: "button", class: "americana-live-step-back", text: text.previous });
  const where = el("span", { class: "americana-live-step", "aria-live": "polite" });
  const forward = el("button", { type: "button", class: "americana-live-step-next", text: text.next_step });
  const playOn = el("button", { type: "button", class: "americana-live-play-on", text: text.play_on });
  const steps = el("div", { class: "americana-live-replay", hidden: true }, back, where, forward, playOn);
  let at = null; // {step, steps, can_play_on} while a hand opened is shown

  function open(source) {
    const reply = ctx.call({ op: "open", text: source, names: ctx.config.names || {} });
    if (!reply.ok) {
      message.textContent = reply.error || text.failed;
      return false;
    }
    message.textContent = "";
    form.hidden = true;
    toggle.setAttribute("aria-expanded", "false");
    show(reply);
    return true;
  }
  function stepTo(step) {
    const reply = ctx.call({ op: "replay_step", step });
    if (reply.ok) show(reply);
  }
  back.addEventListener("click", () => at && stepTo(at.step - 1));
  forward.addEventListener("click", () => at && stepTo(at.step + 1));
  playOn.addEventListener("click", () => {
    const reply = ctx.call({ op: "play_on" });
    if (!reply.ok) {
      message.textContent = reply.error || text.failed;
      return;
    }
    show(reply);
  });
  save.addEventListener("click", () => {
    const reply = ctx.call({ op: "save" });
    if (!reply.ok) {
      message.textContent = reply.error || text.failed;
      return;
    }
    const made = reply.seed ?? new Date().toISOString().slice(0, 10);
    const url = URL.createObjectURL(new Blob([reply.history], { type: "text/plain" }));
    const anchor = el("a", { href: url, download: `americana-${reply.preset}-${made}.phh`, hidden: true });
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  });
  copy.addEventListener("click", () => {
    const reply = ctx.call({ op: "link" });
    if (!reply.ok) {
      message.textContent = reply.error || text.failed;
      return;
    }
    const url = `${location.href.split("#")[0]}#hand=${reply.fragment}`;
    linkField.value = url;
    linkBox.hidden = false;
    block.setAttribute("data-link-step", String(reply.step));
    linkField.focus();
    linkField.select();
    // The clipboard may be refused (permissions): the link stays in the field.
    navigator.clipboard?.writeText(url).catch(() => {});
  });
  file.addEventListener("change", async () => {
    const chosen = file.files && file.files[0];
    if (!chosen) return;
    open(await chosen.text());
    file.value = "";
  });
  go.addEventListener("click", () => {
    if (pasted.value.trim()) open(pasted.value);
  });
  function update(reply) {
    at = reply.replay || null;
    steps.hidden = !at;
    linkBox.hidden = true;
    if (!at) {
      block.removeAttribute("data-step");
      return;
    }
    where.textContent = fill(text.step_of, { n: at.step, total: at.steps });
    back.disabled = at.step <= 0;
    forward.disabled = at.step >= at.steps;
    playOn.hidden = !at.can_play_on;
    block.setAttribute("data-step", String(at.step));
    block.setAttribute("data-state", "replay");
  }
  return { node, steps, open, update };
}

function dealForm(ctx, deal) {
  const { text, config } = ctx;
  const presetNames = config.preset_names || {};
  const preset = select(config.presets.map((p) => [p, presetNames[p] || p]), config.preset);
  preset.name = "preset";
  const players = el("input", { type: "number", name: "players", min: 2, max: 6, step: 1, value: config.players });
  const reader = el("select", { name: "reader_seat" });
  const seed = el("input", { type: "number", name: "seed", min: 0, step: 1, class: "americana-live-seed" });
  let chosen = String(config.reader_seat ?? ""); // "" is every seat
  const playerCount = () => Math.min(6, Math.max(2, Number.parseInt(players.value, 10) || 2));
  const seats = () => {
    const n = playerCount();
    reader.textContent = "";
    reader.append(el("option", { value: "", text: text.every_seat }));
    for (let seat = 0; seat < n; seat += 1) {
      const name = config.names?.[String(seat)];
      // The engine names seats from 0 ("Seat 0"), so the form counts as it does.
      const label = fill(text.seat, { n: seat }) + (name ? ` (${name})` : "");
      reader.append(el("option", { value: seat, text: label }));
    }
    reader.value = chosen !== "" && Number(chosen) < n ? chosen : "";
  };
  seats();
  // As the reader types, not only on leaving the field: "I play" never
  // offers a seat the table no longer has.
  players.addEventListener("input", seats);
  players.addEventListener("change", seats);
  reader.addEventListener("change", () => {
    chosen = reader.value;
  });
  const go = el("button", { type: "button", class: "americana-live-deal", text: text.deal_go });
  go.addEventListener("click", () => {
    const n = playerCount();
    players.value = n;
    seats();
    const given = Number.parseInt(seed.value, 10);
    deal({
      game: config.game,
      preset: preset.value,
      players: n,
      stacks: config.stacks && config.stacks.length === n ? config.stacks : null,
      button: null,
      seed: Number.isInteger(given) && given >= 0 ? given : randomSeed(),
      deck: null,
      names: config.names,
      reader_seat: reader.value === "" ? null : Number(reader.value),
    });
  });
  const form = el(
    "div",
    { class: "americana-live-deal-form", id: uid("americana-live-deal"), role: "group", "aria-label": text.deal, hidden: true },
    labelled(text.preset, preset),
    labelled(text.players, players),
    labelled(text.reader, reader),
    labelled(text.seed, seed),
    go,
    el("p", { class: "americana-live-hint", text: text.deal_help }),
  );
  const open = el("button", {
    type: "button", class: "americana-live-new", text: text.deal, "aria-expanded": "false", "aria-controls": form.id,
  });
  open.addEventListener("click", () => {
    form.hidden = !form.hidden;
    open.setAttribute("aria-expanded", String(!form.hidden));
    if (!form.hidden) preset.focus();
  });
  return el("div", { class: "americana-live-deal-area" }, open, form);
}

// ----- the hand explorer -----------------------------------------------------

function explorerBlock(ctx) {
  const { block, text, config } = ctx;
  const first = el("input", { type: "text", name: "hand0", class: "americana-live-hand", value: config.hands[0], placeholder: text.placeholder, spellcheck: "false", autocomplete: "off" });
  const second = el("input", { type: "text", name: "hand1", class: "americana-live-hand", value: config.hands[1], placeholder: text.placeholder, spellcheck: "false", autocomplete: "off" });
  const examples = select(
    [["", "…"], ...config.examples.map((pair, i) => [i, `${pair[0]}  ·  ${pair[1]}`])],
    "",
  );
  const compare = el("button", { type: "button", class: "americana-live-compare", "data-action": "compare", text: text.compare });
  const error = el("p", { class: "americana-live-refusal", role: "alert" });
  const result = el("div", { class: "americana-live-result", "aria-live": "polite" });
  block.append(
    el(
      "div",
      { class: "americana-live-body" },
      el(
        "div",
        { class: "americana-live-hands" },
        labelled(text.first, first),
        labelled(text.second, second),
        labelled(text.examples, examples),
        compare,
      ),
      error,
      result,
    ),
  );
  const run = () => {
    const reply = ctx.call({ op: "compare", hands: [first.value, second.value] });
    if (!reply.ok) {
      error.textContent = reply.error || text.failed;
      return;
    }
    error.textContent = "";
    result.innerHTML = reply.html;
    block.setAttribute("data-state", "finished");
  };
  examples.addEventListener("change", () => {
    if (examples.value === "") return;
    [first.value, second.value] = config.examples[Number(examples.value)];
    run();
  });
  for (const input of [first, second]) {
    input.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      run();
    });
  }
  compare.addEventListener("click", run);
  block.setAttribute("data-state", "ready");
  run();
}

// ----- drills -----------------------------------------------------------------

// The reader's record of drills lives in this browser's local storage, one
// key per kind ("americana.drill.<kind>" -> {"right": n, "asked": n}); the
// mode under "americana.drill-mode". Nothing of it leaves the page: the
// engine in the page only puts it into words and picks the next kind.
const RECORD_PREFIX = "americana.drill.";
const MODE_KEY = "americana.drill-mode";

function storage() {
  try {
    return window.localStorage;
  } catch (error) {
    return null; // storage blocked: the record lasts as long as the page
  }
}

const pageRecord = {};

function readRecord(kinds) {
  const store = storage();
  const record = {};
  for (const kind of kinds) {
    let entry = pageRecord[kind];
    if (store) {
      try {
        entry = JSON.parse(store.getItem(RECORD_PREFIX + kind) || "null") || entry;
      } catch (error) {
        entry = null;
      }
    }
    if (entry && Number.isInteger(entry.right) && Number.isInteger(entry.asked)) record[kind] = entry;
  }
  return record;
}

function writeRecord(kind, entry) {
  pageRecord[kind] = entry;
  const store = storage();
  if (!store) return;
  try {
    store.setItem(RECORD_PREFIX + kind, JSON.stringify(entry));
  } catch (error) {
    // full or blocked: the page's copy still counts
  }
}

function drillBlock(ctx) {
  const { block, text, config } = ctx;
  const allKinds = config.kinds;
  const kindsOf = config.kinds_of || {};
  const kindsFor = (p) => kindsOf[p] || allKinds;
  const presetNames = config.preset_names || {};
  const preset = select(config.presets.map((p) => [p, presetNames[p] || p]), config.presets[0]);
  const kind = select([], "");
  const fillKinds = () => {
    const wanted = kind.value;
    kind.textContent = "";
    for (const k of kindsFor(preset.value)) kind.append(el("option", { value: k, text: text[k] || k }));
    if ([...kind.options].some((o) => o.value === wanted)) kind.value = wanted;
  };
  fillKinds();
  const store = storage();
  const missed = el("input", { type: "checkbox", class: "americana-live-missed" });
  missed.checked = Boolean(store && store.getItem(MODE_KEY) === "missed");
  const next = el("button", { type: "button", class: "americana-live-next", text: text.next });
  const question = el("p", { class: "americana-live-question", tabindex: "-1" });
  const view = el("div", { class: "americana-live-view" });
  const facts = el("div", { class: "americana-live-facts-area" });
  const answer = el("div", { class: "americana-live-answers" });
  const feedback = el("p", { class: "americana-live-feedback", "aria-live": "polite", tabindex: "-1" });
  const score = el("p", { class: "americana-live-score" });
  const recordList = el("ul", { class: "americana-live-record-list" });
  const reset = el("button", { type: "button", class: "americana-live-reset", text: text.reset });
  const record = el(
    "div",
    { class: "americana-live-record", role: "group", "aria-label": text.record },
    el("p", { class: "americana-live-record-title", text: text.record }),
    recordList,
    el("p", { class: "americana-live-hint", text: text.record_note }),
    reset,
  );
  const controls = el("div", { class: "americana-live-controls" });
  if (config.presets.length > 1) controls.append(labelled(text.preset, preset));
  const kindField = labelled(text.kind, kind);
  if (allKinds.length > 1) controls.append(kindField);
  const missedField = el("span", { class: "americana-live-field americana-live-check-field" });
  missed.id = uid("americana-live-missed");
  missedField.append(missed, el("label", { for: missed.id, text: text.missed }));
  if (allKinds.length > 1) controls.append(missedField);
  // "Next question" right after the verdict: the next Tab stop from it.
  block.append(
    el("div", { class: "americana-live-body" }, controls, question, view, facts, answer, feedback, next, score, record),
  );
  let current = null; // the kind asked now
  let counted = false; // the first answer to a drill counts in the record

  function showRecord() {
    const reply = ctx.call({ op: "record", kinds: allKinds, record: readRecord(allKinds) });
    recordList.textContent = "";
    if (!reply.ok) return;
    for (const line of reply.lines) {
      recordList.append(el("li", { "data-kind": line.kind }, el("span", { text: `${line.label} ` }), el("strong", { text: line.text })));
    }
    record.hidden = reply.lines.length === 0;
  }

  function ask(seed) {
    const request = { op: "drill", kind: kind.value, preset: preset.value, seed };
    if (missed.checked && kindsFor(preset.value).length > 1) {
      Object.assign(request, { mode: "missed", kinds: kindsFor(preset.value), record: readRecord(allKinds) });
    }
    const reply = ctx.call(request);
    if (!reply.ok) {
      feedback.textContent = reply.error || text.failed;
      return;
    }
    current = reply.kind;
    counted = false;
    kind.value = reply.kind;
    block.setAttribute("data-seed", String(reply.seed));
    block.setAttribute("data-drill", reply.kind);
    feedback.removeAttribute("data-correct");
    feedback.classList.remove("americana-live-right");
    question.textContent = reply.question;
    view.innerHTML = reply.seats_html;
    facts.innerHTML = reply.facts_html || "";
    feedback.textContent = "";
    score.textContent = reply.score_text || "";
    answer.textContent = "";
    if (reply.answer === "seat") {
      for (const seat of reply.seats) {
        const button = el("button", { type: "button", class: "americana-live-seat", "data-seat": seat.seat, "aria-pressed": "false", text: seat.name });
        button.addEventListener("click", () => reply_with({ seat: seat.seat, amounts: null }, button));
        answer.append(button);
      }
    } else {
      const inputs = reply.seats.map((seat) => {
        const input = el("input", { type: "number", min: 0, max: reply.pot ?? null, step: 1, value: 0, "data-seat": seat.seat, class: "americana-live-amount" });
        answer.append(labelled(fill(text.chips_for, { name: seat.name }), input));
        return input;
      });
      const check = el("button", { type: "button", class: "americana-live-answer americana-live-check", text: text.check });
      check.addEventListener("click", () => {
        const amounts = {};
        for (const input of inputs) amounts[input.dataset.seat] = Number.parseInt(input.value, 10) || 0;
        reply_with({ seat: null, amounts }, check);
      });
      answer.append(check);
    }
    block.setAttribute("data-state", "ready");
    const first = answer.querySelector("button, input");
    if (block.contains(document.activeElement) && first) first.focus();
  }

  function reply_with(given, control) {
    const reply = ctx.call({ op: "answer", ...given });
    if (!reply.ok) {
      feedback.textContent = reply.error || text.failed;
      return;
    }
    // The chosen answer stays marked; the engine's key is marked too.
    for (const button of answer.querySelectorAll("button.americana-live-seat")) {
      const chosen = button === control;
      button.setAttribute("aria-pressed", String(chosen));
      button.classList.toggle("americana-live-chosen", chosen);
      if (chosen) button.append(el("span", { class: "americana-live-chosen-mark", text: ` (${text.your_answer})` }));
      if (Number(button.dataset.seat) === reply.key) button.setAttribute("data-key", "true");
    }
    if (control.classList.contains("americana-live-check")) control.classList.add("americana-live-chosen");
    feedback.textContent = "";
    feedback.append(el("strong", { text: reply.correct ? text.right : text.wrong }), ` ${reply.explanation}`);
    feedback.setAttribute("data-correct", String(reply.correct));
    feedback.classList.toggle("americana-live-right", reply.correct);
    score.textContent = reply.score_text || "";
    for (const c of answer.querySelectorAll("button, input")) c.disabled = true;
    if (!counted && current) {
      counted = true;
      const old = readRecord([current])[current] || { right: 0, asked: 0 };
      writeRecord(current, { right: old.right + (reply.correct ? 1 : 0), asked: old.asked + 1 });
      showRecord();
    }
    block.setAttribute("data-state", "finished");
    // The verdict takes the focus (a screen reader reads it; the page keeps
    // it in view); "Next question" is the next Tab stop after the record.
    feedback.focus({ preventScroll: true });
    feedback.scrollIntoView({ block: "nearest" });
  }

  reset.addEventListener("click", () => {
    const store = storage();
    for (const k of allKinds) {
      delete pageRecord[k];
      if (store) store.removeItem(RECORD_PREFIX + k);
    }
    showRecord();
    next.focus();
  });
  const keepMode = () => {
    const store = storage();
    if (!store) return;
    if (missed.checked) store.setItem(MODE_KEY, "missed");
    else store.removeItem(MODE_KEY);
  };
  missed.addEventListener("change", keepMode);
  next.addEventListener("click", () => ask(randomSeed()));
  kind.addEventListener("change", () => {
    // A kind chosen by hand: ask it, not the missed ones.
    missed.checked = false;
    keepMode();
    ask(randomSeed());
  });
  preset.addEventListener("change", () => {
    fillKinds();
    ask(randomSeed());
  });
  showRecord();
  ask(config.seed);
}
