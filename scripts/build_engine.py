"""Compile the engine with mypyc, cached, and install the build where engine/ picks it up.

The build (``engine-mypyc`` beside the engine package: engine/compiled.py says how it is chosen)
holds every engine module as a mypyc extension module, except those mypyc must not compile
(``NOT_COMPILED``), which it holds as the same Python source, and a stamp. Compiling takes minutes
(gcc on one large C file), so each build is kept under ``~/.cache/arbiter/mypyc-engine/<key>/``,
keyed by the engine's sources, mypyc's version, Python's version and ABI, the C compiler and what
this script tells mypyc (the group, the modules left as Python); an unchanged rerun only copies
the build into place.

Usage: .venv/bin/python scripts/build_engine.py [--target DIR] [--if-compiler] [--check]

--if-compiler: exit 0 without building when there is no C compiler (the engine then runs as pure
Python: scripts/bootstrap.sh); --target: install somewhere else than beside the engine package
(the container image's site-packages); --check: exit 1 unless the installed build is current.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
# What this script imports of the engine runs as pure Python, whatever a build there is: it is
# what makes the build.
os.environ["ARBITER_ENGINE"] = "pure"

from mypy.version import __version__ as mypy_version  # noqa: E402
from mypyc.build import mypycify  # noqa: E402
from setuptools import setup  # noqa: E402

from engine.compiled import BUILD, LIBRARY, PACKAGE, STAMP, source_key  # noqa: E402

CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "arbiter" / "mypyc-engine"
#: What picks the build: always the package's own Python, never copied into the build.
_CHOOSERS = frozenset({"__init__.py", "compiled.py"})
NOT_COMPILED = _CHOOSERS
"""Engine modules kept as Python (paths relative to engine/). Subpackages' ``__init__.py`` files
are empty, so they are copied too."""
GROUP = LIBRARY.removesuffix("__mypyc")
"""The mypyc group: every compiled module in one shared library (calls between them are C calls),
which engine/compiled.py loads."""


def _sources() -> list[Path]:
    return sorted(p.relative_to(PACKAGE) for p in PACKAGE.rglob("*.py"))


def _is_compiled(relative: Path) -> bool:
    return relative.as_posix() not in NOT_COMPILED and relative.name != "__init__.py"


def _compiler() -> list[str] | None:
    """The C compiler command setuptools will run, or None when it or Python's headers (which a
    distribution's python3-dev package adds) are not installed."""
    command = shlex.split(str(sysconfig.get_config_var("CC") or "cc"))
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    return command if command and shutil.which(command[0]) and headers.is_file() else None


def build_key(compiler: list[str], sources: str) -> str:
    """The cache key: everything that decides the build's bytes (``sources``: the source key)."""
    version = subprocess.run(
        [*compiler, "--version"], capture_output=True, text=True, check=True
    ).stdout
    digest = hashlib.sha256()
    for part in (sources, mypy_version, sys.version, version, GROUP, *sorted(NOT_COMPILED)):
        digest.update(part.encode() + b"\0")
    return digest.hexdigest()


def _compile(folder: Path, key: str, sources: str) -> None:
    """Compile the engine into ``folder``: the shared library, and ``engine/`` laid out as the
    package."""
    compiled = [p for p in _sources() if _is_compiled(p)]
    work = folder.parent / f"{folder.name}.work"
    # mypyc names modules by their path from the current directory and reads the project's mypy
    # configuration (pyproject.toml) there: the same strict checks as `mypy`.
    os.chdir(REPO)
    extensions = mypycify(
        [str(Path("engine") / p) for p in compiled],
        group_name=GROUP,
        target_dir=str(work / "c"),
    )
    setup(
        name="arbiter-engine-mypyc",
        ext_modules=extensions,
        script_args=[
            "--quiet",
            "build_ext",
            "--build-lib",
            str(work / "lib"),
            "--build-temp",
            str(work / "obj"),
        ],
    )
    (work / "lib").rename(folder)
    shutil.rmtree(work)
    for relative in _sources():
        if not _is_compiled(relative) and relative.as_posix() not in _CHOOSERS:
            copy = folder / "engine" / relative
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(PACKAGE / relative, copy)
    stamp = {
        "build_key": key,
        "source_key": sources,
        "mypyc": mypy_version,
        "python": sys.version.split()[0],
        "modules": ["engine." + ".".join(p.with_suffix("").parts) for p in compiled],
    }
    (folder / STAMP).write_text(json.dumps(stamp, indent=2) + "\n", encoding="utf-8")


def cached_build(compiler: list[str], sources: str) -> Path:
    """The folder of a finished build of the sources whose key is ``sources`` (taken before the
    compiler reads them, so a source edited meanwhile makes the build stale, never current):
    cached, or compiled now."""
    key = build_key(compiler, sources)
    done = CACHE / key
    if done.exists():
        return done
    done.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(dir=done.parent, prefix=".building-"))
    try:
        started = time.monotonic()
        print("build_engine: compiling engine/ with mypyc (a few minutes)", file=sys.stderr)
        _compile(scratch / "engine", key, sources)
        (scratch / "engine").rename(done)
        print(f"build_engine: compiled in {time.monotonic() - started:.0f} s", file=sys.stderr)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return done


def install(build: Path, target: Path) -> None:
    """Put a copy of ``build`` at ``target``, replacing what was there (never half-copied)."""
    fresh = target.with_name(f".{target.name}.new")
    shutil.rmtree(fresh, ignore_errors=True)
    shutil.copytree(build, fresh)
    shutil.rmtree(target, ignore_errors=True)
    fresh.rename(target)


def installed_key(target: Path) -> str | None:
    """The build key of the build installed at ``target``, if any."""
    try:
        stamp = json.loads((target / STAMP).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    key = stamp.get("build_key")
    return str(key) if key else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", type=Path, default=BUILD, help=f"default: {BUILD}")
    parser.add_argument("--if-compiler", action="store_true", help="no C compiler: skip, exit 0")
    parser.add_argument("--check", action="store_true", help="exit 1 unless the build is current")
    args = parser.parse_args()
    compiler = _compiler()
    if compiler is None:
        print("build_engine: no C compiler: the engine runs as pure Python", file=sys.stderr)
        return 0 if args.if_compiler else 1
    sources = source_key()
    current = installed_key(args.target) == build_key(compiler, sources)
    if args.check:
        return 0 if current else 1
    if not current:
        install(cached_build(compiler, sources), args.target)
        print(f"build_engine: compiled engine installed in {args.target}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
