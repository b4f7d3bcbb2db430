"""The C++ and TypeScript client code builds with the toolchains its users have.

C++: clients/cpp's CMake project generates the code of every proto with the installed protoc and
grpc_cpp_plugin and compiles it against the installed libprotobuf and gRPC C++ (Debian 12's
here). That takes a minute or more, so the build is kept (bench/cpp_build.py, shared with the C++
client's tests) under a key of everything that decides it; any change builds again. A missing
GOOGLEAPIS_DIR stops the configure with a message saying what to pass. TypeScript: tsc --noEmit
over clients/node. (C# is compiled with mono's mcs by tests/clients/test_unity_client.py.)
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from bench.cpp_build import CLIENT_DIR, EXAMPLE, client_build
from tests.proto.codegen import REPO, cpp_toolchain, require_tool

NODE = REPO / "clients" / "node"
TSC = NODE / "node_modules" / ".bin" / "tsc"
#: What protoc writes for each arbiter.v1 proto: its messages, and its gRPC stubs.
SUFFIXES = (".pb.cc", ".grpc.pb.cc")


def test_cpp_cmake_build_generates_and_compiles_every_proto() -> None:
    build = client_build(cpp_toolchain())
    generated = build / "generated"
    protos = sorted(p.stem for p in (REPO / "proto" / "arbiter" / "v1").glob("*.proto"))
    # Messages and gRPC stubs of every arbiter.v1 proto (nothing else), google.rpc's messages.
    names = [p.name for p in generated.glob("arbiter/v1/*.cc")]
    assert sorted(names) == sorted(f"{p}{suffix}" for p in protos for suffix in SUFFIXES)
    assert sorted(p.name for p in generated.glob("google/rpc/*.pb.cc")) == [
        "error_details.pb.cc",
        "status.pb.cc",
    ]
    assert (build / "libarbiter_client.a").is_file()
    assert (build / EXAMPLE).is_file()


def test_cpp_cmake_configure_says_where_the_google_rpc_protos_come_from(tmp_path: Path) -> None:
    tools = cpp_toolchain()
    configure = [tools.cmake, "-S", str(CLIENT_DIR), "-B", str(tmp_path / "build")]
    result = subprocess.run(
        [*configure, f"-DGOOGLEAPIS_DIR={tmp_path}"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode != 0
    assert "no google/rpc/status.proto under GOOGLEAPIS_DIR" in result.stderr


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
