#!/usr/bin/env bash
# Install, then run every check, each phase under a "== name" heading: the
# locks, lint, format, catalogs, types, layers, then the tests in tiers
# (docs/testing.md): the fast tier, the slow tier (exhaustive counts, the
# fresh-venv install), and the book build with the browser tests.
#   bash tools/test.sh                  # everything (what CI runs)
#   bash tools/test.sh -m "not browser" # the checks, then one pytest run with these arguments
set -euo pipefail
cd "$(dirname "$0")/.."

phase() { printf '\n== %s\n' "$*"; }
failed=()
passed=0
run() {  # run <phase name> <command...>: a failing phase is reported, the rest still run
  local name=$1
  shift
  phase "$name"
  local start=$SECONDS
  if "$@"; then
    echo "-- $name: ok in $((SECONDS - start)) s"
    passed=$((passed + 1))
  else
    echo "-- $name: FAILED after $((SECONDS - start)) s"
    failed+=("$name")
  fi
}

run "setup (tools/setup.sh --browser)" bash tools/setup.sh --browser
if [ ${#failed[@]} -gt 0 ]; then  # nothing below can run without the installs
  phase "summary"
  echo "FAILED: setup; no other phase ran"
  exit 1
fi

run "locks up to date (tools/lock.sh --check)" bash tools/lock.sh --check
run "ruff check" .venv/bin/ruff check .
run "ruff format --check" .venv/bin/ruff format --check .
run "catalogs (tools/i18n.py check)" .venv/bin/python tools/i18n.py check
run "types (mypy --strict, pyproject.toml)" .venv/bin/mypy
run "layers (lint-imports, pyproject.toml)" .venv/bin/lint-imports --no-logo

pytest=(.venv/bin/python -m pytest -rfE)
if [ $# -gt 0 ]; then
  run "pytest $*" "${pytest[@]}" "$@"
else
  # Default output names each file as it runs; -v names each slow test.
  run "fast tier (-m \"not slow and not build and not browser\")" \
    "${pytest[@]}" -m "not slow and not build and not browser"
  run "slow tier (-m \"slow and not build and not browser\")" \
    "${pytest[@]}" -v -m "slow and not build and not browser"
  # The build tests build the book once; the browser tests then share that
  # build and both cores (pytest-xdist, one test file per process at a time).
  run "book build and its tests (-m build)" "${pytest[@]}" -v -m build
  AMERICANA_BOOK_BUILT=1 run "browser tests (-m \"browser and not build\", 2 processes)" \
    "${pytest[@]}" -v -n 2 --dist loadfile -m "browser and not build"
fi

phase "summary"
[ ${#failed[@]} -eq 0 ] || printf 'FAILED: %s\n' "${failed[@]}"
echo "phases: $passed passed, ${#failed[@]} failed"
[ ${#failed[@]} -eq 0 ]
