#!/usr/bin/env bash
# README command (a): set up, then serve with the embedded defaults on 127.0.0.1.
# Extra arguments go to `arbiter serve` (see `arbiter serve --help`).
# The compiled engine (docs/performance.md, "Compiled engine") never holds up the start: when a C
# compiler is there and the build of these sources is not cached, it is compiled in the
# background (log: engine-mypyc.log) while the server runs the pure Python engine, and the next
# start runs the compiled one; a cached build is installed at once.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
.venv/bin/python scripts/build_engine.py --if-compiler --background
exec .venv/bin/arbiter serve "$@"
