"""The C++ client (clients/cpp, a CMake project) built as its users build it, cached.

Shared by the suite (tests/proto/test_client_builds.py, tests/clients/test_cpp_client.py, where a
missing toolchain skips: tests.proto.codegen.cpp_toolchain) and the benchmarks (figure (e)'s load
generator, bench/cpp_load.py, which falls back to the Python one when the build is not there).

A cold build (protoc over proto/, then compiling the generated code) takes a minute or more on
two cores, so the build folder is kept under ``~/.cache/arbiter/cpp-cmake/<key>/``, where the key
hashes everything that decides it: the files of clients/cpp, the .proto files (arbiter.v1's and
google.rpc's), and the versions of cmake, the compiler, protoc and the libraries. Any change builds
again; an unchanged rerun costs nothing. A build is made in a temporary folder and renamed into
place when it is complete, so an interrupted build never looks finished.
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from google.rpc import status_pb2

__all__ = [
    "CLIENT_DIR",
    "EXAMPLE",
    "BuildError",
    "ToolMissing",
    "Toolchain",
    "client_build",
    "toolchain",
]

REPO = Path(__file__).resolve().parent.parent
CLIENT_DIR = REPO / "clients" / "cpp"
PROTO_DIR = REPO / "proto" / "arbiter" / "v1"
#: The google.rpc protos come from the .proto files of the pinned googleapis-common-protos (the
#: CMake project's GOOGLEAPIS_DIR), as a user passes them.
GOOGLEAPIS_DIR = Path(status_pb2.__file__).resolve().parents[2]
GOOGLE_RPC_PROTOS = ("google/rpc/status.proto", "google/rpc/error_details.proto")
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "arbiter"
LIBRARIES = ("protobuf", "grpc++")
#: The program the CMake project builds (the example, and the benchmarks' load generator).
EXAMPLE = "arbiter_example"


class BuildError(RuntimeError):
    """A configure or build that failed; the message ends with CMake's own."""


class ToolMissing(BuildError):
    """A tool or library of the build is not installed; ``what`` names it."""

    def __init__(self, what: str) -> None:
        super().__init__(f"{what} is missing: run scripts/bootstrap.sh --dev")
        self.what = what


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise ToolMissing(name)
    return found


def _output(*args: str) -> str:
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


@dataclass(frozen=True, slots=True)
class Toolchain:
    """cmake, and what the build uses (``identity`` keys the cache: every version that decides
    the output)."""

    cmake: str
    identity: str


@functools.cache
def toolchain() -> Toolchain:
    """The installed toolchain (ToolMissing when a part is not there). Asked once per process:
    pkg-config takes over a second per call for grpc++."""
    cmake = _tool("cmake")
    # The compiler CMake picks: $CXX, else c++.
    compiler = _tool(os.environ.get("CXX", "c++"))
    versions = [_output(cmake, "--version"), _output(compiler, "--version")]
    versions.append(_output(_tool("protoc"), "--version"))
    _tool("grpc_cpp_plugin")
    pkg_config = _tool("pkg-config")
    if subprocess.run([pkg_config, "--exists", *LIBRARIES], check=False).returncode != 0:
        raise ToolMissing("libprotobuf-dev / libgrpc++-dev (pkg-config protobuf grpc++)")
    versions.append(_output(pkg_config, "--modversion", *LIBRARIES))
    return Toolchain(cmake, "\0".join(versions))


def _inputs() -> list[tuple[str, Path]]:
    """Every file the build reads, by the name it is hashed under."""
    # Named folders, not all of clients/cpp: a build folder a user made in it is no input.
    sources = [CLIENT_DIR / "CMakeLists.txt", *(CLIENT_DIR / "arbiter").glob("*")]
    sources += [*(CLIENT_DIR / "example").glob("*"), *PROTO_DIR.glob("*.proto")]
    named = [(str(p.relative_to(REPO)), p) for p in sources]
    return named + [(name, GOOGLEAPIS_DIR / name) for name in GOOGLE_RPC_PROTOS]


def _run(args: list[str], what: str) -> None:
    result = subprocess.run(args, capture_output=True, text=True, timeout=900, check=False)
    if result.returncode != 0:
        raise BuildError(f"{what} failed:\n{(result.stdout + result.stderr)[-4000:]}")


def client_build(tools: Toolchain) -> Path:
    """The build folder of clients/cpp (``cmake -S clients/cpp -B <folder>``, built): cached, or
    made now. It holds the example (``EXAMPLE``), the library and the generated code."""
    key = hashlib.sha256(tools.identity.encode())
    for name, path in sorted(_inputs()):
        key.update(name.encode() + b"\0" + path.read_bytes())
    done = CACHE / "cpp-cmake" / key.hexdigest()
    if done.exists():
        return done
    done.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(dir=done.parent, prefix=".building-"))
    try:
        # The folder is renamed when built: no absolute path may be baked into what it keeps
        # (CMake's own files are only used by a rebuild, which a new key does from scratch).
        configure = [tools.cmake, "-S", str(CLIENT_DIR), "-B", str(work)]
        _run([*configure, f"-DGOOGLEAPIS_DIR={GOOGLEAPIS_DIR}"], "cmake (configure)")
        _run([tools.cmake, "--build", str(work), "-j", str(os.cpu_count() or 1)], "cmake --build")
        work.rename(done)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        if not done.exists():  # another run may have finished the same build meanwhile
            raise
    return done
