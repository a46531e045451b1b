#!/usr/bin/env bash
# Install, then build the whole book: _build/html/{en,pl,ru,es}/ and a root page.
#   bash tools/book.sh --formats pdf,epub  # also each edition's PDF and EPUB
set -euo pipefail
cd "$(dirname "$0")/.."
case " $* " in
  *" --formats"*) bash tools/setup.sh --print ;;  # Chromium and fonts too (apt)
  *) bash tools/setup.sh ;;
esac
.venv/bin/python tools/build_book.py "$@"
echo "To read it: python3 -m http.server -d _build/html 8000, then open http://localhost:8000/"
