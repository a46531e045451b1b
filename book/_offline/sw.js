// The edition's service worker: the book offline after one visit (issue 21).
//
// tools/offline.py writes it into each edition as <edition>/sw.js, this text
// preceded by three constants of that build:
//   BUILD    the build id, a hash of every file listed below;
//   FILES    [url, revision, bytes] of the edition's pages and assets, URLs
//            relative to this script (the edition's root), so the book works
//            under any subpath;
//   RUNTIME  the same for the live blocks' runtime and engine archive
//            (../_pyodide/...), cached once a block has started or when the
//            reader saves the edition.
//
// Our own worker, not Workbox: what the book needs is one cache per build,
// filled at install and replaced whole, and the runtime added on request; that
// is these 150 lines with no bundler. Workbox would mean vendoring its
// precaching and routing modules (bundled with esbuild, as the widget manager
// is) and writing the same version logic around them.
//
// No stale mix (JupyterLite made its worker opt-in after readers got old and
// new files together): a build's files live in a cache of their own, named
// after the build. A new build's worker fills its own cache beside the old
// one (a file whose revision did not change is copied from the old cache, any
// other is fetched past the HTTP cache), then waits; the page says a new
// version is ready, and when the reader reloads, the new worker takes over and
// the old cache is deleted. Nothing from another origin is fetched or cached.

const PREFIX = `americana:${self.registration.scope}:`;
const CACHE = PREFIX + BUILD;
/** Where a cache keeps the build's list, to be read by the next build. */
const INDEX = "americana-offline-index.json";

const base = new URL("./", self.location.href);
const urlOf = (path) => new URL(path, base).href;
const REVISION = new Map([...FILES, ...RUNTIME].map(([p, r]) => [urlOf(p), r]));
const IS_RUNTIME = new Set(RUNTIME.map(([p]) => urlOf(p)));

/** The cache key of a request: no query (Sphinx's ?v=), a folder's index.html. */
function keyOf(url) {
  const u = new URL(url);
  u.search = "";
  u.hash = "";
  if (u.pathname.endsWith("/")) u.pathname += "index.html";
  return u.href;
}

/** The caches of earlier builds of this edition, each with its list. */
async function olderCaches() {
  const found = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const cache = await caches.open(name);
    const index = await cache.match(urlOf(INDEX));
    const revisions = index ? new Map(await index.json()) : new Map();
    found.push({ cache, revisions });
  }
  return found;
}

/** Put `paths` into `cache`: from an older cache when the revision is the
 * same, else from the network past the HTTP cache. Fails if any fails. */
async function fill(cache, paths, older) {
  const queue = [...paths];
  async function next() {
    while (queue.length) {
      const url = urlOf(queue.shift());
      let response = null;
      for (const old of older) {
        if (old.revisions.get(url) === REVISION.get(url)) {
          response = await old.cache.match(url);
          if (response) break;
        }
      }
      if (!response) {
        response = await fetch(url, { cache: "reload" });
        if (!response.ok) throw new Error(`${response.status} ${url}`);
      }
      await cache.put(url, response);
    }
  }
  await Promise.all([next(), next(), next(), next()]);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const older = await olderCaches();
      // The runtime comes along if an older build had it (a block was
      // started): a reader who played offline still can after the update.
      const hadRuntime = [];
      for (const { cache: old } of older) {
        for (const [path] of RUNTIME) {
          if (!hadRuntime.includes(path) && (await old.match(urlOf(path)))) {
            hadRuntime.push(path);
          }
        }
      }
      await fill(cache, [...FILES.map(([p]) => p), ...hadRuntime], older);
      const index = [...REVISION.entries()];
      await cache.put(
        urlOf(INDEX),
        new Response(JSON.stringify(index), { headers: { "content-type": "application/json" } }),
      );
      // The first worker takes over at once (no page is controlled yet); a
      // later one waits for the reader (the page offers to reload).
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "skip-waiting") {
    self.skipWaiting();
  } else if (data.type === "status" && event.ports[0]) {
    // What the page must fetch to hold the whole edition (the runtime too):
    // the page fetches and stores it, showing its progress.
    event.waitUntil(
      (async () => {
        const cache = await caches.open(CACHE);
        const missing = [];
        let total = 0;
        for (const [path, , bytes] of [...FILES, ...RUNTIME]) {
          total += bytes;
          if (!(await cache.match(urlOf(path)))) {
            missing.push({ url: urlOf(path), bytes, runtime: IS_RUNTIME.has(urlOf(path)) });
          }
        }
        event.ports[0].postMessage({ build: BUILD, cache: CACHE, missing, total });
      })(),
    );
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const key = keyOf(request.url);
  if (!REVISION.has(key)) return; // not one of ours (another origin, another book)
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(key);
      if (hit) return hit;
      const response = await fetch(request);
      // The runtime's files are named by version and content: one fetched
      // now belongs to this build too.
      if (response.ok && IS_RUNTIME.has(key)) await cache.put(key, response.clone());
      return response;
    })(),
  );
});
