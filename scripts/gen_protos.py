"""Generate the client code for proto/arbiter/v1, every language, from this one script.

- Python into clients/python/arbiter/v1 (grpcio-tools for messages and gRPC stubs, mypy-protobuf
  for .pyi stubs, protoc-gen-connectrpc for the Connect service: ``*_connect.py``, async, on the
  google.protobuf messages; its protoc is the one pinned by scripts/constraints.txt).
- TypeScript messages into clients/node/src/gen, with Debian 12's protoc (package
  protobuf-compiler) and protoc-gen-es, pinned in clients/node/package-lock.json. docs/clients.md
  says which runtimes match. (C++ is generated at build time by clients/cpp/CMakeLists.txt, with
  the user's protoc.)
- C# message classes on Newtonsoft.Json into clients/unity/Runtime/Generated, by
  scripts/gen_csharp.py from scripts/proto_model.py (no protoc plugin, no Google.Protobuf).
- GDScript message classes and typed RPC methods into each Godot addon's generated/ folder
  (clients/godot, clients/godot4), by scripts/gen_gdscript.py from scripts/proto_model.py.
- The engine's records (immutable values mypyc compiles, no protobuf) into engine/records, by
  scripts/gen_engine.py from scripts/proto_model.py, and their wire writers into
  service/boundary/codec/messages, by scripts/gen_codec.py.

The output is committed; tests/proto/test_generated.py regenerates into a temporary folder and
fails when the committed files differ.

Usage: python scripts/gen_protos.py                 every language, into the committed folders
       python scripts/gen_protos.py OUTPUT_ROOT     Python only, into OUTPUT_ROOT/arbiter/v1
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from grpc_tools import protoc

# The generators of the languages without a protobuf runtime here are modules beside this one
# (on the path however this script is loaded: run, or imported by the tests).
sys.path.insert(0, str(Path(__file__).resolve().parent))

__all__ = [
    "CLIENT_TARGETS",
    "CODEC_MESSAGES",
    "CODEC_READERS",
    "ENGINE_RECORDS",
    "GODOT_ADDONS",
    "PROTOC_VERSION",
    "PROTO_ROOT",
    "generate",
    "generate_codec",
    "generate_csharp",
    "generate_engine",
    "generate_gdscript",
    "generate_readers",
    "generate_typescript",
    "godot_runtime",
]

REPO = Path(__file__).resolve().parent.parent
PROTO_ROOT = REPO / "proto"
PACKAGE_DIR = Path("arbiter") / "v1"
# Debian 12's protoc; another protoc would write different code, so the script refuses it
# rather than silently changing the output.
PROTOC_VERSION = "3.21.12"
PROTOC_GEN_ES = REPO / "clients" / "node" / "node_modules" / ".bin" / "protoc-gen-es"


def generate(output_root: Path) -> list[Path]:
    """Write the generated package under output_root/arbiter/v1 and return the files written."""
    protos = sorted((PROTO_ROOT / PACKAGE_DIR).glob("*.proto"))
    well_known = str(resources.files("grpc_tools") / "_proto")
    # protoc finds the mypy-protobuf and connectrpc plugins on PATH: the ones installed beside
    # this interpreter.
    bin_dir = str(Path(sys.executable).parent)
    os.environ["PATH"] = bin_dir + os.pathsep + os.environ.get("PATH", "")
    with tempfile.TemporaryDirectory() as tmp:
        args = [
            "grpc_tools.protoc",
            f"-I{PROTO_ROOT}",
            f"-I{well_known}",
            f"--python_out={tmp}",
            f"--grpc_python_out={tmp}",
            f"--mypy_out={tmp}",
            f"--mypy_grpc_out={tmp}",
            f"--connectrpc_out={tmp}",
            "--connectrpc_opt=protobuf=google,io=async",
            *(str(p) for p in protos),
        ]
        if protoc.main(args) != 0:
            raise SystemExit("protoc failed")
        fresh = Path(tmp) / PACKAGE_DIR
        (fresh / "__init__.py").write_text(
            '"""Generated from proto/arbiter/v1 by scripts/gen_protos.py; do not edit."""\n'
        )
        (fresh / "py.typed").write_text("")
        target = output_root / PACKAGE_DIR
        _replace_tree(fresh, target)
    return sorted(p for p in target.iterdir() if p.is_file())


def _replace_tree(fresh: Path, target: Path) -> list[Path]:
    """Make target hold exactly the files under fresh; return them, relative to target."""
    names = sorted(p.relative_to(fresh) for p in fresh.rglob("*") if p.is_file())
    # Replace file by file (atomic renames), so an importer never sees a half-written package.
    for name in names:
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        staged = (target / name).with_name(f".{name.name}.tmp")
        shutil.copyfile(fresh / name, staged)
        os.replace(staged, target / name)
    if target.is_dir():
        for stale in sorted(target.rglob("*"), reverse=True):
            if stale.is_file() and stale.relative_to(target) not in names:
                stale.unlink()
            elif stale.is_dir() and not any(stale.iterdir()):
                stale.rmdir()
    return names


def _debian_protoc() -> Path:
    found = shutil.which("protoc")
    if found is None:
        raise SystemExit(
            "protoc is missing: run scripts/bootstrap.sh --dev (apt protobuf-compiler)"
        )
    version = subprocess.run(
        [found, "--version"], capture_output=True, text=True, check=True
    ).stdout.split()[-1]
    if version != PROTOC_VERSION:
        raise SystemExit(f"protoc {version} found, {PROTOC_VERSION} (Debian 12) needed: {found}")
    return Path(found)


def _run_protoc(out_args: list[str], output: Path) -> list[Path]:
    """Run Debian's protoc over every arbiter.v1 proto into a fresh output (whole tree replaced)."""
    protoc = _debian_protoc()
    # The well-known types (google/protobuf/any.proto) ship beside Debian's protoc.
    well_known = protoc.parent.parent / "include"
    protos = sorted((PROTO_ROOT / PACKAGE_DIR).glob("*.proto"))
    with tempfile.TemporaryDirectory() as tmp:
        args = [str(protoc), f"-I{PROTO_ROOT}", f"-I{well_known}"]
        args += [arg.replace("{out}", tmp) for arg in out_args]
        args += [str(p.relative_to(PROTO_ROOT)) for p in protos]
        result = subprocess.run(args, cwd=PROTO_ROOT, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise SystemExit(f"protoc failed: {result.stderr}")
        return _replace_tree(Path(tmp), output)


def _unity_meta(relative: str) -> str:
    # Unity needs a .meta (a stable GUID) beside every asset of a package installed from git or
    # a registry, which it cannot write into; derived from the path, so regeneration keeps them.
    guid = hashlib.md5(f"arbiter.v1/unity/{relative}".encode()).hexdigest()
    return f"fileFormatVersion: 2\nguid: {guid}\n"


@functools.cache
def _model() -> Any:
    """scripts/proto_model.py's view of the API, read once per run for every generator of it."""
    import proto_model  # noqa: PLC0415 (a module beside this script, on the path set above)

    return proto_model.load()


def _write_tree(files: dict[str, str], output: Path) -> list[Path]:
    """Make ``output`` hold exactly ``files`` (name: text); the names written, relative."""
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in files.items():
            (Path(tmp) / name).write_text(text, encoding="utf-8")
        return _replace_tree(Path(tmp), output)


def generate_csharp(output: Path) -> list[Path]:
    """Plain C# classes on Newtonsoft.Json (namespace Arbiter.V1, assembly Arbiter.Runtime), one
    *.g.cs per proto as scripts/gen_csharp.py renders them, each with its Unity .meta."""
    import gen_csharp  # noqa: PLC0415 (a module beside this script, on the path set above)

    files = gen_csharp.render(_model())
    return _write_tree({**files, **{f"{n}.meta": _unity_meta(n) for n in files}}, output)


def generate_typescript(output: Path) -> list[Path]:
    """TypeScript messages for @bufbuild/protobuf v2 (*_pb.ts) under output/arbiter/v1."""
    if not PROTOC_GEN_ES.exists():
        raise SystemExit("protoc-gen-es is missing: run scripts/bootstrap.sh --dev")
    return _run_protoc(
        [
            f"--plugin=protoc-gen-es={PROTOC_GEN_ES}",
            "--es_out={out}",
            # .js import suffixes: the code loads as Node ES modules and in every bundler.
            "--es_opt=target=ts,import_extension=js",
        ],
        output,
    )


def generate_gdscript(version: int, output: Path) -> list[Path]:
    """The Godot ``version`` addon's message classes and typed RPC methods, as
    scripts/gen_gdscript.py renders them."""
    import gen_gdscript  # noqa: PLC0415 (a module beside this script, on the path set above)

    return _write_tree(gen_gdscript.render(_model(), version), output)


def godot_runtime(version: int) -> dict[str, str]:
    """The Godot ``version`` addon's runtime scripts (file name -> text), rendered from their
    one source, clients/godot-runtime, by scripts/gen_gdscript.py."""
    import gen_gdscript  # noqa: PLC0415 (a module beside this script, on the path set above)

    source = {
        path.name: path.read_text(encoding="utf-8")
        for path in sorted(gen_gdscript.RUNTIME_SOURCE.glob("*.gd"))
    }
    return gen_gdscript.render_runtime(source, version)


#: Each Godot addon's folder, where its runtime scripts go beside its generated/ folder.
GODOT_ADDONS = {
    3: Path("clients") / "godot" / "addons" / "arbiter",
    4: Path("clients") / "godot4" / "addons" / "arbiter",
}


#: Where the engine's generated records go.
ENGINE_RECORDS = Path("engine") / "records"
#: Where their generated wire writers go.
CODEC_MESSAGES = Path("service") / "boundary" / "codec" / "messages"
#: Where the generated readers of requests go.
CODEC_READERS = Path("service") / "boundary" / "codec" / "readers"


def generate_engine(output: Path) -> list[Path]:
    """The engine's records (engine/records), as scripts/gen_engine.py renders them."""
    import gen_engine  # noqa: PLC0415 (a module beside this script, on the path set above)

    return _write_tree(gen_engine.render(_model()), output)


def generate_codec(output: Path) -> list[Path]:
    """The wire writers of the engine's records (service/boundary/codec/messages), as
    scripts/gen_codec.py renders them."""
    import gen_codec  # noqa: PLC0415 (a module beside this script, on the path set above)

    return _write_tree(gen_codec.render(_model()), output)


def generate_readers(output: Path) -> list[Path]:
    """The readers of requests and their size checks (service/boundary/codec/readers), as
    scripts/gen_readers.py renders them."""
    import gen_readers  # noqa: PLC0415 (a module beside this script, on the path set above)

    return _write_tree(gen_readers.render(_model()), output)


# The committed folder of each non-Python language, and the function that fills it.
CLIENT_TARGETS: dict[str, tuple[Path, Callable[[Path], list[Path]]]] = {
    "csharp": (Path("clients") / "unity" / "Runtime" / "Generated", generate_csharp),
    "typescript": (Path("clients") / "node" / "src" / "gen", generate_typescript),
    "godot3": (
        Path("clients") / "godot" / "addons" / "arbiter" / "generated",
        functools.partial(generate_gdscript, 3),
    ),
    "godot4": (
        Path("clients") / "godot4" / "addons" / "arbiter" / "generated",
        functools.partial(generate_gdscript, 4),
    ),
}


if __name__ == "__main__":
    if len(sys.argv) > 1:
        out = Path(sys.argv[1])
        for path in generate(out):
            print(path.relative_to(out))
    else:
        python_root = REPO / "clients" / "python"
        for path in generate(python_root):
            print(path.relative_to(REPO))
        for name in generate_engine(REPO / ENGINE_RECORDS):
            print(ENGINE_RECORDS / name)
        for name in generate_codec(REPO / CODEC_MESSAGES):
            print(CODEC_MESSAGES / name)
        for name in generate_readers(REPO / CODEC_READERS):
            print(CODEC_READERS / name)
        for folder, make in CLIENT_TARGETS.values():
            for name in make(REPO / folder):
                print(folder / name)
        for version, addon in GODOT_ADDONS.items():
            for script_name, text in godot_runtime(version).items():
                (REPO / addon / script_name).write_text(text, encoding="utf-8")
                print(addon / script_name)
