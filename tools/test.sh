#!/usr/bin/env bash
# Install, then run every check: lint, format, catalogs, and the whole test
# suite (which builds the book in four languages and drives Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh --browser
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/python tools/i18n.py check
.venv/bin/python -m pytest -q "$@"
