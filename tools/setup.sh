#!/usr/bin/env bash
# Install what the book and the tests need into .venv (idempotent).
#   bash tools/setup.sh            # Python packages only
#   bash tools/setup.sh --browser  # also Debian's chromium, for browser tests
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -r requirements.txt
