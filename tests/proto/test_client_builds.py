"""The committed C++ and TypeScript client code builds with the toolchains its users have.

C++: every generated .cc compiles (g++ -c) against Debian 12's libprotobuf-dev and libgrpc++-dev,
the headers of the protoc that generated it. That takes about a minute, so a passing compile is
remembered under a key of everything that decides it (the generated files, g++ and the library
versions, the flags); any change compiles again. TypeScript: tsc --noEmit over clients/node.
C# cannot be compiled here (Google.Protobuf comes from NuGet, which this machine cannot reach);
docs/clients.md says so.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tests.proto.codegen import REPO, gen_protos, missing, require_tool

CPP_GEN = REPO / "clients" / "cpp" / "gen"
NODE = REPO / "clients" / "node"
TSC = NODE / "node_modules" / ".bin" / "tsc"
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "arbiter" / "cpp-compiled"


def _output(*args: str) -> str:
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def _compile(
    cxx: str, flags: list[str], source: Path, out_dir: Path
) -> subprocess.CompletedProcess[str]:
    args = [cxx, "-std=c++17", "-c", *flags, f"-I{CPP_GEN}", str(source)]
    args += ["-o", str(out_dir / f"{source.name}.o")]
    return subprocess.run(args, capture_output=True, text=True, timeout=300, check=False)


def test_cpp_generated_code_compiles(tmp_path: Path) -> None:
    cxx = require_tool("g++")
    pkg_config = require_tool("pkg-config")
    libraries = ("protobuf", "grpc++")
    exists = subprocess.run([pkg_config, "--exists", *libraries], check=False)
    if exists.returncode != 0:
        missing("libprotobuf-dev / libgrpc++-dev (pkg-config protobuf grpc++)")
    flags = _output(pkg_config, "--cflags", *libraries).split()
    sources = sorted(CPP_GEN.rglob("*.cc"))
    assert len(sources) == 2 * len(list((REPO / "proto" / "arbiter" / "v1").glob("*.proto")))
    key = hashlib.sha256()
    key.update(_output(cxx, "--version").encode())
    key.update(_output(pkg_config, "--modversion", *libraries).encode())
    key.update(" ".join(flags).encode())
    for path in sorted(CPP_GEN.rglob("*")):
        if path.is_file():
            key.update(str(path.relative_to(CPP_GEN)).encode() + b"\0" + path.read_bytes())
    stamp = CACHE / key.hexdigest()
    if stamp.exists():
        return
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        results = list(pool.map(lambda s: _compile(cxx, flags, s, tmp_path), sources))
    failures = [r.stderr[-2000:] for r in results if r.returncode != 0]
    assert not failures, "\n".join(failures)
    CACHE.mkdir(parents=True, exist_ok=True)
    stamp.write_text("compiled: " + " ".join(s.name for s in sources) + "\n")


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
