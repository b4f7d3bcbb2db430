#!/usr/bin/env bash
# README command (b): set up, then run every check: ruff, mypy, lint-imports (the layers and no
# import cycles: pyproject.toml's [tool.importlinter]), and the pytest suite (which also
# runs buf lint/breaking and the generated-code staleness check). Where a C compiler is there, the
# engine is compiled first (or taken from the cache; a build of the same sources that serve.sh
# started in the background is waited for), the whole suite runs on the compiled engine, then
# the engine's own tests, the rules' doc examples and the service's determinism and golden tests
# run again on the pure Python engine: both must give the same results (docs/performance.md,
# "Compiled engine"). Without a compiler the whole suite runs once, on pure Python. Each pass sets
# ARBITER_ENGINE, so the engine it asks for is the one loaded or the pass fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh --dev
# A change that mypyc cannot compile fails here, loudly.
.venv/bin/python scripts/build_engine.py --if-compiler
export PATH="$PWD/.venv/bin:$PATH"
echo "== ruff" >&2
ruff check .
ruff format --check .
echo "== mypy" >&2
mypy
echo "== lint-imports" >&2
lint-imports
if python scripts/build_engine.py --check; then
  echo "== pytest, compiled engine" >&2
  ARBITER_ENGINE=compiled pytest "$@"
  echo "== pytest, pure Python engine" >&2
  exec env ARBITER_ENGINE=pure pytest "$@" tests/engine tests/docs \
    tests/service/test_golden.py tests/service/test_servicer.py tests/service/test_convert.py
fi
echo "== pytest, pure Python engine (no compiled build)" >&2
exec env ARBITER_ENGINE=pure pytest "$@"
