#!/usr/bin/env bash
# The locks: requirements/book.in, dev.in and classroom.in compiled by uv
# (pinned in dev.in) into book.txt, dev.txt and classroom.txt, every transitive
# package pinned; each lock is constrained by the one before it. uv keeps the
# versions a lock already holds unless an .in file asks for another one.
#   bash tools/lock.sh          # rewrite the locks after editing an .in file
#   bash tools/lock.sh --check  # fail if a lock is not what its .in compiles to
set -euo pipefail
cd "$(dirname "$0")/.."
uv=.venv/bin/uv

compile() {  # compile <name> <output>
  "$uv" pip compile --quiet --python .venv/bin/python \
    --custom-compile-command "bash tools/lock.sh" \
    "requirements/$1.in" -o "$2"
}

if [ "${1:-}" = "--check" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  status=0
  for name in book dev classroom; do
    # Start from the lock itself, so uv prefers the versions it pins.
    cp "requirements/$name.txt" "$tmp/$name.txt"
    compile "$name" "$tmp/$name.txt"
    if ! diff -u "requirements/$name.txt" "$tmp/$name.txt"; then
      echo "requirements/$name.txt is not what requirements/$name.in compiles to:" \
        "run bash tools/lock.sh" >&2
      status=1
    fi
  done
  exit "$status"
fi

compile book requirements/book.txt
compile dev requirements/dev.txt
compile classroom requirements/classroom.txt
