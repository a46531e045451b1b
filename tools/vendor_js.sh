#!/usr/bin/env bash
# Refresh the browser files the book serves from its own folders, from the
# versions pinned in package.json:
#   book/_widgets_static/_widgets_js/  the widget manager (and require.js)
#   book/_live/pyodide/<version>/      the Python runtime of the live blocks
# The copied files are committed, so building the book needs no npm and no
# network; run this only to change versions. html-manager must match
# ipywidgets (ipywidgets._version.__html_manager_version__).
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund --ignore-scripts

out=book/_widgets_static/_widgets_js
# a11y.js, fixes.css and require-config.js are the book's own: kept as they are.
rm -rf "$out/require.js" "$out/embed-amd.js" "$out/@jupyter-widgets"
mkdir -p "$out"
cp node_modules/requirejs/require.js "$out/"
dist=node_modules/@jupyter-widgets/html-manager/dist
cp "$dist/embed-amd.js" "$out/"
# html-manager builds its widget-state validators with `new Ajv()`, ajv's
# default options (lib/libembed.js, bundled twice into embed-amd.js). The
# widget schema (@jupyter-widgets/schema) writes union types such as
# "type": ["string", "number"], which ajv 8's strict mode accepts but
# reports as a console warning, "strict mode: use allowUnionTypes to allow
# union type keyword" (ajv's docs, "Strict mode", "Union types"), on every
# widget page. ajv's documented option allowUnionTypes says the schema means
# them: pass it to both constructors, `v=new(A())` -> `v=new(A())({...})`,
# where `v` is then used as `v.compile(` (or `x=v.compile(`). Validation is unchanged. The count
# is checked, so a new html-manager whose bundle differs fails here loudly.
ajv_new='\([A-Za-z_$][A-Za-z0-9_$]*\)=new(\([A-Za-z_$][A-Za-z0-9_$]*\)())\([;,]\([A-Za-z_$][A-Za-z0-9_$]*=\)\{0,1\}\)\1\.compile('
found=$(grep -o "$ajv_new" "$out/embed-amd.js" | wc -l)
if [ "$found" -ne 2 ]; then
  echo "vendor_js.sh: expected 2 'new Ajv()' in embed-amd.js, found $found" >&2
  exit 1
fi
sed -i "s/$ajv_new/\1=new(\2())({allowUnionTypes:!0})\3\1.compile(/g" "$out/embed-amd.js"
patched=$(grep -o "new([A-Za-z_$][A-Za-z0-9_$]*())({allowUnionTypes:!0})" "$out/embed-amd.js" | wc -l)
if [ "$patched" -ne 2 ]; then
  echo "vendor_js.sh: allowUnionTypes patch applied $patched times, not 2" >&2
  exit 1
fi
# embed-amd.js asks for its icon fonts by module path, relative to require.js's
# baseUrl (set to this folder by require-config.js). Browsers use woff2/woff.
for d in "$out/@jupyter-widgets/html-manager/dist" "$out/@jupyter-widgets"; do
  mkdir -p "$d" && cp "$dist"/*.woff2 "$dist"/*.woff "$d/"
done
cp node_modules/@jupyter-widgets/html-manager/LICENSE "$out/LICENSE.html-manager" 2>/dev/null || true
cp node_modules/requirejs/LICENSE "$out/LICENSE.requirejs" 2>/dev/null || true
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
chmod a-x "$live/$version"/*
ls -la "$live/$version"
