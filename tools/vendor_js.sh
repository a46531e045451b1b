#!/usr/bin/env bash
# Refresh book/_extra/_widgets_js/ from the versions pinned in package.json.
# The copied files are committed, so building the book needs no npm and no
# network; run this only to change versions. html-manager must match
# ipywidgets (ipywidgets._version.__html_manager_version__).
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund --ignore-scripts
out=book/_extra/_widgets_js
rm -rf "$out" && mkdir -p "$out"
cp node_modules/requirejs/require.js "$out/"
dist=node_modules/@jupyter-widgets/html-manager/dist
cp "$dist/embed-amd.js" "$out/"
# embed-amd.js asks for its icon fonts by module path, relative to require.js's
# baseUrl (set to this folder by require-config.js). Browsers use woff2/woff.
for d in "$out/@jupyter-widgets/html-manager/dist" "$out/@jupyter-widgets"; do
  mkdir -p "$d" && cp "$dist"/*.woff2 "$dist"/*.woff "$d/"
done
git checkout -- "$out/require-config.js"
cp node_modules/@jupyter-widgets/html-manager/LICENSE "$out/LICENSE.html-manager" 2>/dev/null || true
cp node_modules/requirejs/LICENSE "$out/LICENSE.requirejs" 2>/dev/null || true
ls -la "$out"
