"""Builds of the C++ client code with Debian 12's g++, libprotobuf-dev and libgrpc++-dev, cached.

Shared by the suite (tests/proto/test_client_builds.py, tests/clients/test_cpp_client.py, where a
missing toolchain skips: tests.proto.codegen.cpp_toolchain) and the benchmarks (figure (e)'s load
generator, bench/cpp_load.py, which falls back to the Python one when the build is not there).

Compiling the generated .cc files takes about a minute on two cores, so every build result is kept
under ``~/.cache/arbiter/<kind>/<key>/``, where the key hashes everything that decides it: the
input files, the g++ version, the library versions and the flags. Any change builds again; an
unchanged rerun costs nothing. A build is written to a temporary folder and renamed into place
when it is complete, so an interrupted build never looks finished.
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "CLIENT_SOURCE",
    "CPP_GEN",
    "BuildError",
    "ToolMissing",
    "Toolchain",
    "client_binary",
    "generated_objects",
    "toolchain",
]

REPO = Path(__file__).resolve().parent.parent
CPP_GEN = REPO / "clients" / "cpp" / "gen"
CLIENT_SOURCE = REPO / "clients" / "cpp" / "arbiter_client.cc"
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "arbiter"
LIBRARIES = ("protobuf", "grpc++")
#: g++'s own flags for the generated code, and for the client (optimised: its load mode is the
#: benchmarks' load generator, and should cost the server's cores as little as it can).
OBJECT_FLAGS = ("-std=c++17",)
CLIENT_FLAGS = ("-std=c++17", "-O2")


class BuildError(RuntimeError):
    """A compile or link that failed; the message ends with the compiler's own."""


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
    """g++ and the pkg-config flags of libprotobuf and gRPC C++; ``identity`` keys the cache."""

    cxx: str
    cflags: tuple[str, ...]
    libs: tuple[str, ...]
    identity: str


@functools.cache
def toolchain() -> Toolchain:
    """The installed toolchain (ToolMissing when a part is not there). Asked once per process:
    pkg-config takes over a second per call for grpc++."""
    cxx = _tool("g++")
    pkg_config = _tool("pkg-config")
    if subprocess.run([pkg_config, "--exists", *LIBRARIES], check=False).returncode != 0:
        raise ToolMissing("libprotobuf-dev / libgrpc++-dev (pkg-config protobuf grpc++)")
    cflags = tuple(_output(pkg_config, "--cflags", *LIBRARIES).split())
    libs = tuple(_output(pkg_config, "--libs", *LIBRARIES).split())
    identity = "\0".join(
        [_output(cxx, "--version"), _output(pkg_config, "--modversion", *LIBRARIES), *cflags, *libs]
    )
    return Toolchain(cxx, cflags, libs, identity)


def _cached(
    kind: str,
    tools: Toolchain,
    flags: Sequence[str],
    inputs: Iterable[Path],
    build: Callable[[Path], None],
) -> Path:
    """The folder of a finished build of ``inputs`` with g++ ``flags``: cached, or made now by
    ``build(folder)``."""
    key = hashlib.sha256("\0".join([tools.identity, *flags]).encode())
    for path in sorted(inputs):
        key.update(str(path.relative_to(REPO)).encode() + b"\0" + path.read_bytes())
    done = CACHE / kind / key.hexdigest()
    if done.exists():
        return done
    done.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(dir=done.parent, prefix=".building-"))
    try:
        build(work)
        work.rename(done)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        if not done.exists():  # another run may have finished the same build meanwhile
            raise
    return done


def _run(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, capture_output=True, text=True, timeout=300, check=False)


def _generated_files() -> list[Path]:
    return [p for p in CPP_GEN.rglob("*") if p.is_file()]


def generated_objects(tools: Toolchain) -> list[Path]:
    """Every generated .cc compiled (``g++ -c``, in parallel); BuildError when one does not."""
    sources = sorted(CPP_GEN.rglob("*.cc"))

    def build(folder: Path) -> None:
        def compile_one(source: Path) -> subprocess.CompletedProcess[str]:
            out = folder / f"{source.relative_to(CPP_GEN).as_posix().replace('/', '_')}.o"
            return _run(
                [
                    tools.cxx,
                    *OBJECT_FLAGS,
                    "-c",
                    *tools.cflags,
                    f"-I{CPP_GEN}",
                    str(source),
                    "-o",
                    str(out),
                ]
            )

        with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            results = list(pool.map(compile_one, sources))
        failures = [r.stderr[-2000:] for r in results if r.returncode != 0]
        if failures:
            raise BuildError("the generated C++ code did not compile:\n" + "\n".join(failures))

    folder = _cached("cpp-objects", tools, OBJECT_FLAGS, _generated_files(), build)
    objects = sorted(folder.glob("*.o"))
    assert len(objects) == len(sources)
    return objects


def client_binary(tools: Toolchain) -> Path:
    """clients/cpp/arbiter_client.cc compiled and linked with the generated code."""
    objects = generated_objects(tools)

    def build(folder: Path) -> None:
        args = [tools.cxx, *CLIENT_FLAGS, *tools.cflags, f"-I{CPP_GEN}", str(CLIENT_SOURCE)]
        args += [*map(str, objects), *tools.libs, "-o", str(folder / "arbiter_client")]
        result = _run(args)
        if result.returncode != 0:
            raise BuildError(f"{CLIENT_SOURCE.name} did not build:\n{result.stderr[-4000:]}")

    inputs = [CLIENT_SOURCE, *_generated_files()]
    return _cached("cpp-client", tools, CLIENT_FLAGS, inputs, build) / "arbiter_client"
