#!/usr/bin/env bash
# README command (a): set up, then serve with the embedded defaults on 127.0.0.1.
# Extra arguments go to `arbiter serve` (see `arbiter serve --help`).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
exec .venv/bin/arbiter serve "$@"
