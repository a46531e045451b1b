#!/usr/bin/env bash
# Install, then build the whole book: _build/html/{en,pl,ru,es}/ and a root page.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
.venv/bin/python tools/build_book.py "$@"
echo "To read it: python3 -m http.server -d _build/html 8000, then open http://localhost:8000/"
