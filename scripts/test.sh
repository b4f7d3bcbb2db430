#!/usr/bin/env bash
# README command (b): set up, then run every check: ruff, mypy, and the pytest suite (which also
# runs buf lint/breaking and the generated-code staleness check).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh --dev
export PATH="$PWD/.venv/bin:$PATH"
echo "== ruff" >&2
ruff check .
ruff format --check .
echo "== mypy" >&2
mypy
echo "== pytest" >&2
exec pytest "$@"
