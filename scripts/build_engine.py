"""Compile the engine with mypyc, cached, and install the build where engine/ picks it up.

The build (``engine-mypyc`` beside the engine package: engine/compiled.py says how it is chosen)
holds every engine module, and the service's wire codec (service/boundary/codec: the records'
writers), as a mypyc extension module, except those mypyc must not compile
(``NOT_COMPILED``), which it holds as the same Python source, and a stamp. mypyc writes one C file
per module (and its runtime's files) for one shared library, and gcc compiles them side by side,
one process per core; each build is kept under ``~/.cache/arbiter/mypyc-engine/<key>/``, keyed by
the engine's sources, mypyc's version, Python's version and ABI, the C compiler and what this
script tells mypyc (the group, the modules left as Python, the C layout); an unchanged rerun only
copies the build into place. One build of a key runs at a time: another run for the same key
(another checkout, a background build) waits for it under the key's lock, then takes its result.

Usage: .venv/bin/python scripts/build_engine.py [--target DIR] [--if-compiler] [--check]
                                                [--background]

--if-compiler: exit 0 without building when there is no C compiler (the engine then runs as pure
Python); --target: install somewhere else than beside the engine package (the container image's
site-packages); --check: exit 1 unless the installed build is current; --background: when the
build is not in the cache, compile it in a detached process, logging to ``engine-mypyc.log``
beside the target, and return at once (scripts/serve.sh: the server starts on the pure Python
engine, and a process started after the build finished, such as the next start or a restarted
worker, runs the compiled one).
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
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
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
if __name__ == "__main__":
    # What this script imports of the engine runs as pure Python, whatever a build there is: it
    # is what makes the build. (Imported, as by the tests, the engine is already chosen.)
    os.environ["ARBITER_ENGINE"] = "pure"

from mypy.version import __version__ as mypy_version  # noqa: E402
from mypyc.build import mypycify  # noqa: E402
from setuptools import setup  # noqa: E402
from setuptools.command.build_ext import build_ext  # noqa: E402

from engine.compiled import BUILD, LIBRARY, STAMP, compiled_sources, source_key  # noqa: E402

CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "arbiter" / "mypyc-engine"
#: What picks the build: always the packages' own Python, never copied into the build.
_CHOOSERS = frozenset(
    {"engine/__init__.py", "engine/compiled.py", "service/boundary/codec/__init__.py"}
)
NOT_COMPILED = _CHOOSERS
"""Modules kept as Python (paths from the repository). Subpackages' ``__init__.py`` files are
empty, so they are copied too."""
GROUP = LIBRARY.removesuffix("__mypyc")
"""The mypyc group: every compiled module in one shared library (calls between them are C calls),
which engine/compiled.py loads."""
MULTI_FILE = True
"""mypyc writes the group as one C file per module, not one for the whole group (27 MB, which one
gcc process compiles at -O3 for minutes), so the files compile in parallel: less CPU in all, and
the same instructions run (docs/performance.md, "Compiled engine")."""
JOBS = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
"""C compilers run at once: one per core this process may use."""


def _is_compiled(relative: Path) -> bool:
    return relative.as_posix() not in NOT_COMPILED and relative.name != "__init__.py"


def c_compiler() -> list[str] | None:
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
    settings = (GROUP, f"multi_file={MULTI_FILE}", *sorted(NOT_COMPILED))
    for part in (sources, mypy_version, sys.version, version, *settings):
        digest.update(part.encode() + b"\0")
    return digest.hexdigest()


class _ParallelBuildExt(build_ext):  # type: ignore[misc]  # setuptools has no types here
    """setuptools' build_ext, compiling C files ``JOBS`` at a time across all the extensions,
    the largest first: setuptools runs separate extensions in parallel (``--parallel``) but
    compiles one extension's sources one after another, and mypyc's library is one extension of
    a hundred C files, beside one small stub extension per module."""

    def finalize_options(self) -> None:
        super().finalize_options()
        # Extensions in threads that only wait for their C files and link.
        self.parallel = JOBS

    def build_extensions(self) -> None:
        whole = self.compiler.compile

        def compile_each(sources: Sequence[str], **options: Any) -> list[str]:
            # One compile call per source, through the public method; the pool runs them in
            # the order submitted, so the library's (first in the list) go first.
            by_size = sorted(sources, key=lambda source: -os.path.getsize(source))
            done = {s: gcc.submit(whole, [s], **options) for s in by_size}
            return [obj for source in sources for obj in done[source].result()]

        with ThreadPoolExecutor(JOBS, thread_name_prefix="gcc") as gcc:
            self.compiler.compile = compile_each
            super().build_extensions()


def _compile(folder: Path, key: str, sources: str) -> None:
    """Compile the engine into ``folder``: the shared library, and ``engine/`` laid out as the
    package."""
    compiled = [p for p in compiled_sources() if _is_compiled(p)]
    work = folder.parent / f"{folder.name}.work"
    # mypyc names modules by their path from the current directory and reads the project's mypy
    # configuration (pyproject.toml) there: the same strict checks as `mypy`.
    os.chdir(REPO)
    started = time.monotonic()
    extensions = mypycify(
        [str(p) for p in compiled],
        group_name=GROUP,
        multi_file=MULTI_FILE,
        target_dir=str(work / "c"),
    )
    files = sum(len(extension.sources) for extension in extensions)
    print(
        f"build_engine: C written in {time.monotonic() - started:.0f} s ({files} files); "
        f"compiling them, {JOBS} at a time",
        file=sys.stderr,
    )
    setup(
        name="arbiter-engine-mypyc",
        ext_modules=extensions,
        cmdclass={"build_ext": _ParallelBuildExt},
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
    for relative in compiled_sources():
        if not _is_compiled(relative) and relative.as_posix() not in _CHOOSERS:
            copy = folder / relative
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / relative, copy)
    stamp = {
        "build_key": key,
        "source_key": sources,
        "mypyc": mypy_version,
        "python": sys.version.split()[0],
        "modules": [".".join(p.with_suffix("").parts) for p in compiled],
    }
    (folder / STAMP).write_text(json.dumps(stamp, indent=2) + "\n", encoding="utf-8")


@contextlib.contextmanager
def build_lock(key: str, waiting: Callable[[], None], cache: Path = CACHE) -> Iterator[None]:
    """Hold the lock of the build ``key`` (a file beside its folder, kept): one build of a key at a
    time. ``waiting`` is called first when another process (or thread) holds it."""
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / f"{key}.lock", "w", encoding="utf-8") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            waiting()
            fcntl.flock(lock, fcntl.LOCK_EX)
        yield  # the lock goes with the file's closing


def cached_build(key: str, make: Callable[[Path], None], cache: Path = CACHE) -> Path:
    """The folder of the finished build ``key``: cached, or made now by ``make`` (which fills
    the folder it is given); call it under ``build_lock(key)``."""
    done = cache / key
    if done.exists():
        return done
    scratch = Path(tempfile.mkdtemp(dir=cache, prefix=".building-"))
    try:
        started = time.monotonic()
        print("build_engine: compiling engine/ with mypyc (a minute or two)", file=sys.stderr)
        make(scratch / "engine")
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


def log_path(target: Path) -> Path:
    """Where a background build for ``target`` logs: beside it (``engine-mypyc.log``)."""
    return target.with_name(f"{target.name}.log")


def start_in_background(target: Path) -> subprocess.Popen[bytes]:
    """Run this script for ``target`` in a detached process (its own session, so a Ctrl-C of the
    server does not stop it), at a lower priority, appending to ``log_path(target)``."""
    log = log_path(target)
    with open(log, "ab") as out:
        out.write(f"== {time.strftime('%Y-%m-%d %H:%M:%S')}\n".encode())
        out.flush()
        return subprocess.Popen(
            [sys.executable, __file__, "--target", str(target), "--detached"],
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", type=Path, default=BUILD, help=f"default: {BUILD}")
    parser.add_argument("--if-compiler", action="store_true", help="no C compiler: skip, exit 0")
    parser.add_argument("--check", action="store_true", help="exit 1 unless the build is current")
    parser.add_argument(
        "--background", action="store_true", help="compile in a detached process, return at once"
    )
    # The detached process of --background.
    parser.add_argument("--detached", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    compiler = c_compiler()
    if compiler is None:
        print("build_engine: no C compiler: the engine runs as pure Python", file=sys.stderr)
        return 0 if args.if_compiler else 1
    # Absolute: the build changes directory to the repository.
    target = args.target.resolve()
    # The sources' key is taken before mypyc reads them, so a source edited meanwhile makes the
    # build stale, never current.
    sources = source_key()
    key = build_key(compiler, sources)
    if installed_key(target) == key:
        return 0
    if args.check:
        return 1
    if args.background and not (CACHE / key).exists():
        process = start_in_background(target)
        print(
            f"build_engine: compiling the engine in the background (pid {process.pid}, log "
            f"{log_path(target)}); until then the engine runs as pure Python, and a process "
            "started after it, such as the next start, runs it compiled",
            file=sys.stderr,
        )
        return 0
    if args.detached:
        os.nice(10)  # the server that started it comes first

    def waiting() -> None:
        print("build_engine: waiting for another build of these sources", file=sys.stderr)

    with build_lock(key, waiting):
        # A build that finished while this one waited may have installed it already.
        if installed_key(target) != key:
            build = cached_build(key, lambda folder: _compile(folder, key, sources))
            install(build, target)
            print(f"build_engine: compiled engine installed in {target}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
