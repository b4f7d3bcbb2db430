"""The committed C++ and TypeScript client code builds with the toolchains its users have.

C++: every generated .cc compiles (g++ -c) against Debian 12's libprotobuf-dev and libgrpc++-dev,
the headers of the protoc that generated it. That takes about a minute, so a passing compile is
remembered (the objects are kept for the C++ client's build, bench/cpp_build.py) under a
key of everything that decides it; any change compiles again. TypeScript: tsc --noEmit over
clients/node.
C# cannot be compiled here (Google.Protobuf comes from NuGet, which this machine cannot reach);
docs/clients.md says so.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from bench.cpp_build import CPP_GEN, generated_objects
from tests.proto.codegen import REPO, cpp_toolchain, gen_protos, require_tool

NODE = REPO / "clients" / "node"
TSC = NODE / "node_modules" / ".bin" / "tsc"


def _output(*args: str) -> str:
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def test_cpp_generated_code_compiles() -> None:
    # Compiled once per change of the generated files or the toolchain (bench/cpp_build.py).
    objects = generated_objects(cpp_toolchain())
    # Messages and gRPC stubs of every arbiter.v1 proto, and the messages of google.rpc's.
    protos = list((REPO / "proto" / "arbiter" / "v1").glob("*.proto"))
    assert len(objects) == 2 * len(protos) + len(gen_protos().GOOGLE_RPC_PROTOS)


def test_cpp_generated_code_matches_the_debian_library() -> None:
    # The headers refuse a libprotobuf of another version only at compile time; say which early.
    pkg_config = require_tool("pkg-config")
    assert _output(pkg_config, "--modversion", "protobuf").strip() == gen_protos().PROTOC_VERSION
    header = (CPP_GEN / "arbiter" / "v1" / "dice.pb.h").read_text()
    assert "#if PROTOBUF_VERSION < 3021000" in header


def _tsc(project: Path) -> subprocess.CompletedProcess[str]:
    tsc = require_tool("tsc", TSC)
    return subprocess.run(
        [tsc, "-p", str(project)], capture_output=True, text=True, timeout=300, check=False
    )


def test_typescript_generated_code_type_checks() -> None:
    result = _tsc(NODE)
    assert result.returncode == 0, result.stdout + result.stderr


def test_typescript_type_check_catches_a_misuse(tmp_path: Path) -> None:
    # The check can fail: a value of the wrong type for a generated enum is an error.
    dice = NODE / "src" / "gen" / "arbiter" / "v1" / "dice_pb.js"
    (tmp_path / "misuse.ts").write_text(
        f'import {{ DiePurpose }} from "{dice}";\nexport const purpose: DiePurpose = "ATTACK";\n'
    )
    (tmp_path / "tsconfig.json").write_text(
        f'{{"extends": "{NODE / "tsconfig.json"}", "include": ["misuse.ts"]}}\n'
    )
    result = _tsc(tmp_path)
    assert result.returncode != 0
    assert "misuse.ts" in result.stdout and "DiePurpose" in result.stdout
