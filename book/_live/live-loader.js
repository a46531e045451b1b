/* The live blocks' loader: a classic script, added only to pages that hold a
 * block (book/_ext/americana_live.py). It requests nothing by itself: the
 * page's module (live.js), the Python runtime and the engine are fetched when
 * the reader presses a block's start button.
 *
 * A page opened from a file (file://) cannot load module scripts, so there
 * the block says so, in the page's language, before anything is tried: no
 * failed request, no console message.
 *
 * A start that fails (a file of the runtime or of the engine that does not
 * arrive: live.js says which) sets the block's data-state to "error" and
 * shows the block's sentence for it with a "Try again" button, which starts
 * the block again from the files that failed.
 */
(function () {
  "use strict";
  var script = document.currentScript;
  var base = new URL(".", script.src).href;
  var options = {
    base: base,
    runtime: base + script.getAttribute("data-runtime") + "/",
    engine: base + script.getAttribute("data-engine"),
    // The standard library cut to what the engine imports (tools/pack_runtime.py).
    stdlib: base + script.getAttribute("data-runtime") + "/" + script.getAttribute("data-stdlib"),
  };
  var module = null; // one import per page, shared by its blocks
  var attempts = 0; // failed imports of live.js, for a fresh URL on retry

  function live() {
    if (!module) {
      module = import(base + "live.js" + (attempts ? "?attempt=" + attempts : ""));
      module.catch(function () {
        attempts += 1;
        module = null;
      });
    }
    return module;
  }

  function texts(block) {
    try {
      return JSON.parse(block.getAttribute("data-text") || "{}");
    } catch (e) {
      return {};
    }
  }

  function cannotRun(block, key) {
    var status = block.querySelector(".americana-live-status");
    var button = block.querySelector("button.americana-live-start");
    if (button) button.hidden = true;
    block.setAttribute("data-state", "error");
    status.textContent = texts(block)[key] || "";
    if (key === "no_file") return;
    // A download that failed may work later: the button starts again.
    var retry = document.createElement("button");
    retry.type = "button";
    retry.className = "americana-live-retry";
    retry.textContent = texts(block).retry || "";
    retry.addEventListener("click", function () {
      retry.remove();
      status.textContent = "";
      start(block);
    });
    status.after(retry);
    // The reader who pressed start (or "Try again", now gone) is given the
    // button to press next; a reader gone elsewhere in the page is left there.
    var here = document.activeElement;
    if (!here || here === document.body || here === button || block.contains(here)) {
      retry.focus();
    }
  }

  function start(block) {
    block.setAttribute("data-state", "loading");
    block.setAttribute("data-busy", "true");
    live()
      .then(function (live) {
        return live.start(block, options);
      })
      .catch(function (error) {
        block.removeAttribute("data-busy");
        var engine = error && error.part === "engine";
        cannotRun(block, engine ? "engine_failed" : "runtime_failed");
      });
  }

  // For tests and the benchmark: a request to the engine, through the same
  // runtime as the blocks (loaded at most once). Nothing loads until called.
  window.americanaLive = {
    request: function (request) {
      return live().then(function (m) {
        return m.request(request, options);
      });
    },
    ready: function () {
      return live().then(function (m) {
        return m.ready(options);
      });
    },
  };

  var blocks = document.querySelectorAll(".americana-live");
  Array.prototype.forEach.call(blocks, function (block) {
    if (location.protocol === "file:") {
      cannotRun(block, "no_file");
      return;
    }
    // A link that holds a hand (#hand=...): the page's first hand block
    // says so, and opens that hand when started (live.js).
    if (/^#hand=./.test(location.hash) && block === document.querySelector(".americana-live[data-kind=hand]")) {
      var linked = block.querySelector(".americana-live-linked");
      if (linked) linked.hidden = false;
    }
    var button = block.querySelector("button.americana-live-start");
    button.addEventListener("click", function () {
      if (block.getAttribute("data-state") !== "idle") return;
      button.disabled = true;
      start(block);
    });
  });
})();
