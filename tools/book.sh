#!/usr/bin/env bash
# Install, then build the whole book: _build/html/{en,pl,ru,es}/ and a root page.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
.venv/bin/python tools/build_book.py "$@"
