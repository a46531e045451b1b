#!/usr/bin/env bash
# Refresh the browser files the book serves from its own folders, from the
# versions pinned in package.json:
#   book/_widgets_static/_widgets_js/  the widget manager, bundled by esbuild
#   book/_live/pyodide/<version>/      the Python runtime of the live blocks
# The written files are committed, so building the book needs no npm and no
# network; run this only to change versions. @jupyter-widgets/base and
# controls must be the ones of the ipywidgets the book is built with
# (ipywidgets 8.1: base 6.0.x and controls 5.0.x, model versions 2.0.0).
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund --ignore-scripts

out=book/_widgets_static/_widgets_js
# The widget manager: one script bundled by esbuild from
# tools/widget_manager/ (its index.js says what it holds and leaves out) and
# the pinned @jupyter-widgets/base, base-manager and controls (ipywidgets 8:
# their models are version 2.0.0, as ipywidgets 8's Python side writes).
# a11y.js and fixes.css are the book's own: kept as they are.
rm -rf "$out/require.js" "$out/require-config.js" "$out/embed-amd.js" \
  "$out/@jupyter-widgets" "$out"/LICENSE.* "$out"/americana-widgets.*
mkdir -p "$out"
esbuild=node_modules/.bin/esbuild
src=tools/widget_manager
# The style sheets first (their @import resolved), then the script, which
# takes them in as text and adds them to the page when it draws widgets.
for css in widgets labvariables; do
  "$esbuild" "$src/$css.css" --bundle --minify --log-level=warning \
    --outfile="$src/$css.built.css"
done
# sanitize-html: see $src/no-sanitize.js. The bundled packages' licence
# comments stay at the end of the script, their licences in a file beside it.
"$esbuild" "$src/index.js" --bundle --minify --format=iife --target=es2019 \
  --loader:.css=text --alias:sanitize-html=./$src/no-sanitize.js \
  --legal-comments=eof --charset=utf8 --log-level=warning \
  --metafile="$src/meta.json" --outfile="$out/americana-widgets.js"
rm "$src/widgets.built.css" "$src/labvariables.built.css"
# The licence of every package bundled, from esbuild's list of its inputs.
node -e '
const fs = require("fs");
const meta = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
const pkgs = new Set();
for (const output of Object.values(meta.outputs))
  for (const input of Object.keys(output.inputs || {})) {
    const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
    if (m) pkgs.add(m[1]);
  }
let text = "Licences of the packages bundled into americana-widgets.js\n" +
  "(tools/vendor_js.sh; the book'"'"'s own code in tools/widget_manager/ is the book'"'"'s).\n";
for (const name of [...pkgs].sort()) {
  const dir = "node_modules/" + name;
  const pkg = JSON.parse(fs.readFileSync(dir + "/package.json", "utf8"));
  const file = fs.readdirSync(dir).find((f) => /^(licen[cs]e|copying)/i.test(f));
  let body;
  if (file) body = fs.readFileSync(dir + "/" + file, "utf8").trim();
  else if (/^@(jupyter-widgets|lumino)\//.test(name) && pkg.license === "BSD-3-Clause")
    body = "BSD-3-Clause: see Project Jupyter'"'"'s licence at the end of this file.";
  else throw new Error("no licence file in " + dir);
  text += "\n" + "=".repeat(72) + "\n" + name + " " + pkg.version + "\n" +
    "=".repeat(72) + "\n" + body + "\n";
}
text += "\n" + "=".repeat(72) + "\n" + fs.readFileSync(process.argv[3], "utf8");
fs.writeFileSync(process.argv[2], text);
 ' "$src/meta.json" "$out/americana-widgets.js.LICENSES.txt" "$src/LICENSE.jupyter.txt"
rm "$src/meta.json"
ls -la "$out"

# Pyodide: only what loadPyodide() fetches for a bare interpreter (no
# packages from its CDN: the engine archive brings Babel), plus its README,
# which states the licence (MPL-2.0, as package.json says). A folder per
# version, so a browser never mixes a cached old runtime with a new one.
pyodide=node_modules/pyodide
version=$(node -p "require('./$pyodide/package.json').version")
live=book/_live/pyodide
rm -rf "$live" && mkdir -p "$live/$version"
for f in pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip \
         pyodide-lock.json package.json README.md; do
  cp "$pyodide/$f" "$live/$version/"
done
# No source maps are published (issue 21): the comment that names one goes,
# so that a browser's developer tools do not request a missing file.
sed -i '/^\/\/# sourceMappingURL=/d' "$live/$version/pyodide.mjs"
chmod a-x "$live/$version"/*
ls -la "$live/$version"
