"""Generate the Python code for proto/arbiter/v1 into clients/python/arbiter/v1.

The one way generated code is produced (grpcio-tools for messages and gRPC stubs, mypy-protobuf
for .pyi stubs, protoc-gen-connectrpc for the Connect service: ``*_connect.py``, async, on the
google.protobuf messages). The output is committed; tests/proto/test_generated.py regenerates
into a temporary folder and fails when the committed files differ.

Usage: python scripts/gen_protos.py [OUTPUT_ROOT]   (default: clients/python)
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from importlib import resources
from pathlib import Path

from grpc_tools import protoc

__all__ = ["PROTO_ROOT", "generate"]

REPO = Path(__file__).resolve().parent.parent
PROTO_ROOT = REPO / "proto"
PACKAGE_DIR = Path("arbiter") / "v1"


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
        target.mkdir(parents=True, exist_ok=True)
        # Replace file by file (atomic renames), so an importer never sees a half-written package.
        names = {p.name for p in fresh.iterdir()}
        for path in fresh.iterdir():
            staged = target / f".{path.name}.tmp"
            shutil.copyfile(path, staged)
            os.replace(staged, target / path.name)
        for stale in target.iterdir():
            if stale.is_file() and stale.name not in names:
                stale.unlink()
    return sorted(p for p in target.iterdir() if p.is_file())


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "clients" / "python"
    for path in generate(out):
        print(path.relative_to(out))
