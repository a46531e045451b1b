/* Offline reading on every page of an edition (issue 21): registers the
 * edition's service worker (sw.js at the edition's root, written by
 * tools/offline.py), says when a new version of the book is ready, saves the
 * runtime once a live block has started, and drives the sidebar's "Save for
 * offline reading" control (book/_templates/americana-offline.html, whose
 * data-* attributes hold the sentences in the page's language).
 *
 * Deferred, after the page is parsed; the worker is registered once the page
 * has loaded, so its downloads never compete with the page's own. Nothing
 * happens in a page opened from a file or where the browser has no service
 * workers (plain http on another host than localhost): the control stays
 * hidden. Test hooks on #americana-offline: data-state (idle, saving, saved,
 * error) and data-runtime="saved" once the runtime is in the cache.
 */
(function () {
  "use strict";
  var box = document.getElementById("americana-offline");
  if (!box || !("serviceWorker" in navigator) || !("caches" in window)) return;
  var root = new URL("../", document.currentScript.src);
  var lang = document.documentElement.lang || "en";
  var button = box.querySelector("button");
  var status = box.querySelector("[role=status]");
  var notice = document.getElementById("americana-update");

  function say(key, fields) {
    var text = box.getAttribute("data-" + key) || "";
    Object.keys(fields || {}).forEach(function (name) {
      text = text.split("{" + name + "}").join(fields[name]);
    });
    status.textContent = text;
  }

  function megabytes(bytes) {
    return (bytes / 1e6).toLocaleString(lang, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
  }

  /** The worker's answer: the cache's name and the files it still lacks. */
  function ask(worker) {
    return new Promise(function (resolve) {
      var channel = new MessageChannel();
      channel.port1.onmessage = function (event) {
        resolve(event.data);
      };
      worker.postMessage({ type: "status" }, [channel.port2]);
    });
  }

  /** Fetch `files` into the worker's cache; `step(bytes)` after each. */
  function store(answer, files, step) {
    return caches.open(answer.cache).then(function (cache) {
      var queue = files.slice();
      function next() {
        var file = queue.shift();
        if (!file) return Promise.resolve();
        // Runtime files are named by version and content: the HTTP cache's
        // copy is the right one. Any other is checked with the server.
        var mode = file.runtime ? "default" : "no-cache";
        return fetch(file.url, { cache: mode })
          .then(function (response) {
            if (!response.ok) throw new Error(response.status + " " + file.url);
            return cache.put(file.url, response);
          })
          .then(function () {
            step(file.bytes);
            return next();
          });
      }
      return Promise.all([next(), next(), next()]);
    });
  }

  function saveAll(worker) {
    box.setAttribute("data-state", "saving");
    button.disabled = true;
    // Asked to keep the edition: the browser should not evict it when space
    // runs short (Chromium decides without asking the reader).
    if (navigator.storage && navigator.storage.persist) {
      navigator.storage.persist().catch(function () {});
    }
    ask(worker)
      .then(function (answer) {
        var done = answer.total - answer.missing.reduce((s, f) => s + f.bytes, 0);
        var show = function (bytes) {
          done += bytes;
          var percent = Math.min(100, Math.floor((100 * done) / answer.total));
          say("progress", { percent: percent.toLocaleString(lang) });
        };
        show(0);
        return store(answer, answer.missing, show).then(function () {
          return answer;
        });
      })
      .then(function (answer) {
        box.setAttribute("data-state", "saved");
        box.setAttribute("data-runtime", "saved");
        button.hidden = true;
        say("saved", { megabytes: megabytes(answer.total) });
      })
      .catch(function () {
        box.setAttribute("data-state", "error");
        button.disabled = false;
        say("failed");
      });
  }

  /** Once a live block has started, its runtime joins the cache. */
  function saveRuntimeOnStart(worker) {
    var saving = false;
    function check() {
      if (saving) return;
      var started = document.querySelector(
        '.americana-live[data-state="ready"], .americana-live[data-state="finished"]',
      );
      if (!started) return;
      saving = true;
      observer.disconnect();
      ask(worker)
        .then(function (answer) {
          return store(
            answer,
            answer.missing.filter(function (f) {
              return f.runtime;
            }),
            function () {},
          );
        })
        .then(function () {
          box.setAttribute("data-runtime", "saved");
        })
        .catch(function () {
          saving = false; // tried again when a block settles next
          observer.observe(document.body, watched);
        });
    }
    var watched = { attributes: true, subtree: true, attributeFilter: ["data-state"] };
    var observer = new MutationObserver(check);
    observer.observe(document.body, watched);
    check();
  }

  function offerReload(registration) {
    if (!notice) return;
    notice.hidden = false;
    notice.querySelector("button").onclick = function () {
      var waiting = registration.waiting;
      if (!waiting) {
        location.reload();
        return;
      }
      navigator.serviceWorker.addEventListener("controllerchange", function () {
        location.reload();
      });
      waiting.postMessage({ type: "skip-waiting" });
    };
  }

  function watchUpdates(registration) {
    // A new build's worker, installed beside the one serving this page.
    if (registration.waiting && navigator.serviceWorker.controller) {
      offerReload(registration);
    }
    registration.addEventListener("updatefound", function () {
      var worker = registration.installing;
      if (!worker) return;
      worker.addEventListener("statechange", function () {
        if (worker.state === "installed" && navigator.serviceWorker.controller) {
          offerReload(registration);
        }
      });
    });
  }

  function start() {
    navigator.serviceWorker
      .register(new URL("sw.js", root).href, { scope: root.href })
      .then(function (registration) {
        watchUpdates(registration);
        return navigator.serviceWorker.ready;
      })
      .then(function (registration) {
        var worker = registration.active;
        box.hidden = false;
        ask(worker).then(function (answer) {
          if (answer.missing.length === 0) {
            box.setAttribute("data-state", "saved");
            box.setAttribute("data-runtime", "saved");
            button.hidden = true;
            say("saved", { megabytes: megabytes(answer.total) });
          } else {
            say("offer", { megabytes: megabytes(answer.total) });
            button.onclick = function () {
              saveAll(worker);
            };
            saveRuntimeOnStart(worker);
          }
        });
      })
      .catch(function () {
        box.hidden = true;
      });
  }

  if (location.protocol === "file:") return;
  var style = document.createElement("style");
  style.textContent =
    ".americana-offline{margin:1rem 0 0;font-size:0.85rem}" +
    ".americana-offline p{margin:0.4rem 0 0}" +
    ".americana-update{position:fixed;z-index:1100;left:1rem;right:1rem;bottom:1rem;" +
    "max-width:36rem;margin:0 auto;display:flex;flex-wrap:wrap;gap:0.8rem;" +
    "align-items:center;justify-content:space-between;padding:0.7rem 1rem;" +
    "border:2px solid var(--pst-color-primary);border-radius:0.5rem;" +
    "background:var(--pst-color-surface);color:var(--pst-color-text-base);" +
    "box-shadow:0 0.2rem 0.6rem rgba(0,0,0,0.3)}" +
    ".americana-update[hidden]{display:none}";
  document.head.appendChild(style);
  if (notice) document.body.appendChild(notice); // out of the sidebar's drawer
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start);
})();
