#!/usr/bin/env bash
# Install what the book and the tests need into .venv (idempotent).
#   bash tools/setup.sh            # Python packages only
#   bash tools/setup.sh --browser  # also Debian's chromium and JupyterLab, for browser tests
#   bash tools/setup.sh --classroom  # also JupyterLab (requirements/classroom.txt)
#   bash tools/setup.sh --print    # also what the PDF and EPUB need (below)
set -euo pipefail
cd "$(dirname "$0")/.."
browser="" classroom="" print=""
for arg in "$@"; do
  case "$arg" in
    # The browser tests open an exported notebook in JupyterLab too
    # (tests/test_jupyterlab_browser.py), so --browser implies --classroom;
    # the build tier builds and checks the PDFs and EPUBs, so also --print.
    --browser) browser=1 classroom=1 print=1 ;;
    --classroom) classroom=1 ;;
    --print) print=1 ;;
    *) echo "usage: bash tools/setup.sh [--browser] [--classroom] [--print]" >&2; exit 2 ;;
  esac
done

# Chromium, and the fonts the layout tests measure text in (DejaVu).
if [ -n "$browser" ] && { ! command -v chromium >/dev/null 2>&1 ||
  ! dpkg -s fonts-dejavu-core >/dev/null 2>&1; }; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

# The PDF and EPUB of each edition (tools/build_book.py --formats pdf,epub):
# Chromium prints them in DejaVu (fonts-dejavu-extra has the italics);
# poppler-utils (pdftotext, pdffonts) and epubcheck (with a Java runtime)
# check them in the build tier (tests/test_downloads.py).
print_packages=(chromium fonts-dejavu-core fonts-dejavu-extra poppler-utils epubcheck)
if [ -n "$print" ] && ! dpkg -s "${print_packages[@]}" >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${print_packages[@]}" >/dev/null
fi

python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
# The development lock (requirements/dev.txt: the book's packages and the
# tools, every transitive package pinned, written by tools/lock.sh), then this
# repository's package as an editable install over it. Setuptools warns at
# every editable install, in a box that -q does not hide, that a folder named
# like the package may shadow it: here that folder is the package itself.
.venv/bin/python -m pip install -q --no-deps -r requirements/dev.txt
PYTHONWARNINGS="ignore:Editable installation" .venv/bin/python -m pip install -q --no-deps -e .
# JupyterLab for live notebooks, at the versions dev.txt pins for what both need.
if [ -n "$classroom" ]; then
  .venv/bin/python -m pip install -q --no-deps -r requirements/classroom.txt
fi
.venv/bin/python -m pip check >/dev/null || .venv/bin/python -m pip check

# The browser tests inject axe-core (package.json's devDependencies, used only
# by tests/test_axe_browser.py, never copied into the book) from node_modules.
if [ -n "$browser" ]; then
  if ! command -v npm >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nodejs npm >/dev/null
  fi
  want=$(node -p "require('./package.json').devDependencies['axe-core']")
  have=$(node -p "try { require('./node_modules/axe-core/package.json').version } catch (e) { '' }")
  if [ "$want" != "$have" ]; then
    npm ci --no-audit --no-fund --ignore-scripts
  fi
fi

# What is now in .venv/, in one line (pip's own lines say how it got there).
echo "setup: .venv/ has the development lock (requirements/dev.txt)${classroom:+, JupyterLab (requirements/classroom.txt)}${browser:+; Chromium and node_modules/ for the browser tests}${print:+; Chromium, DejaVu, poppler-utils and epubcheck for the PDF and EPUB}"
