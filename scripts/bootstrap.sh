#!/usr/bin/env bash
# Sets up everything the service and the tests need, idempotently: a virtualenv in .venv with the
# project installed (editable) under scripts/constraints.txt, and, with --dev, the test tools and
# the npm tools (buf). Re-runs only the steps whose inputs changed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
dev=0
[[ "${1:-}" == "--dev" ]] && dev=1

python=${PYTHON:-python3}
if [[ ! -x .venv/bin/python ]]; then
  if ! "$python" -m venv .venv 2>/dev/null; then
    # Debian's python3 ships venv separately.
    rm -rf .venv
    if command -v apt-get >/dev/null && [[ $(id -u) == 0 ]]; then
      echo "bootstrap: installing python3-venv" >&2
      apt-get update -qq && apt-get install -y -qq python3-venv >/dev/null
      "$python" -m venv .venv
    else
      echo "bootstrap: '$python -m venv' failed; install python3-venv" >&2
      exit 1
    fi
  fi
fi

# Install again only when what it depends on changed.
extras=""; [[ $dev == 1 ]] && extras="[dev]"
stamp=".venv/.arbiter-installed${extras}"
want=$(cat pyproject.toml scripts/constraints.txt | sha256sum | cut -d' ' -f1)
if [[ ! -f $stamp || $(cat "$stamp") != "$want" ]]; then
  echo "bootstrap: installing Python packages${extras}" >&2
  .venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip
  .venv/bin/python -m pip install -q --disable-pip-version-check \
    -c scripts/constraints.txt -e ".${extras}"
  echo "$want" > "$stamp"
fi

if [[ $dev == 1 ]]; then
  # curl: tests/service/test_connect_rpc.py runs the README's curl command as written.
  if ! command -v curl >/dev/null; then
    if command -v apt-get >/dev/null && [[ $(id -u) == 0 ]]; then
      echo "bootstrap: installing curl" >&2
      apt-get update -qq && apt-get install -y -qq curl >/dev/null
    else
      echo "bootstrap: curl is needed for the test suite" >&2
      exit 1
    fi
  fi
  # npm tools for the suite (buf); package-lock.json pins them.
  npm_stamp="proto/node_modules/.arbiter-installed"
  npm_want=$(sha256sum proto/package-lock.json | cut -d' ' -f1)
  if [[ ! -f $npm_stamp || $(cat "$npm_stamp") != "$npm_want" ]]; then
    command -v npm >/dev/null || { echo "bootstrap: npm is needed for the test suite" >&2; exit 1; }
    echo "bootstrap: installing npm tools" >&2
    (cd proto && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    echo "$npm_want" > "$npm_stamp"
  fi
fi
echo "bootstrap: ready ($root/.venv)" >&2
