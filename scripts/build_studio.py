"""Build Arbiter Studio, the web page the server serves at /studio/ (docs/studio.md), from
clients/studio into service/studio/.

The TypeScript is type-checked with the tsc of clients/studio (strict; a type error stops the
build), then esbuild (clients/studio/node_modules, pinned by its package-lock.json) bundles
src/studio.ts, the generated arbiter.v1 code and the error details it imports from
clients/node/src, the Connect client and uPlot into one minified studio.js and its CSS into
studio.css; the example requests of clients/python/examples go into the bundle as
``__ARBITER_EXAMPLES__`` (they are not copied). index.html and favicon.svg are copied as they are.
No source map and no paths in the output: the same sources give the same bytes.

The output is committed, so that scripts/serve.sh serves the page without npm;
tests/studio/test_build.py builds into a temporary folder and fails when the committed files
differ. Run it after changing clients/studio, the examples, or the generated TypeScript
(scripts/gen_protos.py).

Usage: python scripts/build_studio.py            into service/studio/
       python scripts/build_studio.py OUTPUT     into OUTPUT (which it empties first)
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

__all__ = ["OUTPUT", "SOURCE", "ToolMissing", "build", "type_check"]

REPO = Path(__file__).resolve().parent.parent
SOURCE = REPO / "clients" / "studio"
OUTPUT = REPO / "service" / "studio"
EXAMPLES = REPO / "clients" / "python" / "examples"
ESBUILD = SOURCE / "node_modules" / ".bin" / "esbuild"
TSC = SOURCE / "node_modules" / ".bin" / "tsc"
#: Copied into the output as they are.
STATIC = ("index.html", "favicon.svg")
#: Packages that files outside clients/studio import too (clients/node/src's errors.ts): every
#: import of them, from wherever, is resolved in clients/studio/node_modules, so the bundle holds
#: one copy of each (two protobuf runtimes would not know each other's messages).
SHARED_PACKAGES = ("@bufbuild/protobuf", "@connectrpc/connect")


class ToolMissing(RuntimeError):
    """clients/studio's npm packages are not installed."""


def _require(tool: Path) -> None:
    if not tool.exists():
        raise ToolMissing(f"{tool.relative_to(REPO)} is missing: run scripts/bootstrap.sh --dev")


def examples() -> dict[str, object]:
    """The example requests, by file name without ``.json``."""
    return {path.stem: json.loads(path.read_text()) for path in sorted(EXAMPLES.glob("*.json"))}


def type_check() -> None:
    """tsc --noEmit over clients/studio (and what it imports from clients/node/src)."""
    _require(TSC)
    done = subprocess.run(
        [str(TSC), "-p", "tsconfig.json"],
        cwd=SOURCE,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"tsc found errors in clients/studio:\n{done.stdout}{done.stderr}")


def _bundle(folder: Path) -> None:
    _require(ESBUILD)
    define = json.dumps(examples(), separators=(",", ":"), ensure_ascii=False)
    command = [
        str(ESBUILD),
        "src/studio.ts",
        "--bundle",
        "--minify",
        "--format=iife",
        "--platform=browser",
        "--target=es2022",
        "--charset=utf8",
        "--legal-comments=eof",
        "--log-level=warning",
        f"--outfile={folder / 'studio.js'}",
        f"--metafile={folder / 'meta.json'}",
        f"--define:__ARBITER_EXAMPLES__={define}",
        *(f"--alias:{package}={package}" for package in SHARED_PACKAGES),
    ]
    done = subprocess.run(command, cwd=SOURCE, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"esbuild failed:\n{done.stdout}{done.stderr}")
    inputs = json.loads((folder / "meta.json").read_text())["inputs"]
    foreign = [
        name for name in inputs if "node_modules" in name and not name.startswith("node_modules/")
    ]
    if foreign:
        raise RuntimeError(f"the bundle took packages from outside clients/studio: {foreign}")


def build(output: Path = OUTPUT) -> list[Path]:
    """Type-check, bundle and write the page into ``output`` (emptied first); the files written."""
    type_check()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        _bundle(folder)
        if output.exists():
            shutil.rmtree(output)
        output.mkdir(parents=True)
        written = []
        for name in ("studio.js", "studio.css"):
            shutil.copyfile(folder / name, output / name)
            written.append(output / name)
        for name in STATIC:
            shutil.copyfile(SOURCE / name, output / name)
            written.append(output / name)
    return sorted(written)


def main(argv: list[str]) -> int:
    output = Path(argv[0]).resolve() if argv else OUTPUT
    try:
        written = build(output)
    except (ToolMissing, RuntimeError) as exc:
        print(f"build_studio: {exc}", file=sys.stderr)
        return 1
    for path in written:
        print(f"{path.relative_to(output.parent)}  {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
