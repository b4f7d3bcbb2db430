"""Which engine runs (engine/compiled.py): the mypyc build only when it was made from these
sources, pure Python when asked, and never a silent fallback where the build is expected; and how
scripts/build_engine.py makes it: one build of a key at a time, in the background for serve.sh.

scripts/test.sh runs the suite twice, with ``ARBITER_ENGINE=compiled`` (when a C compiler built
the engine) and ``ARBITER_ENGINE=pure``; ``test_the_engine_loaded_is_the_one_asked_for`` is what
says, in each pass, that every engine module came from where that pass says.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import re
import select
import shutil
import subprocess
import sys
import sysconfig
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

import engine
import service.boundary.codec
from engine.compiled import BUILD, ENGINE_ENV, PACKAGE, STAMP, choose, source_key
from tests.scripts import SCRIPTS, script

EXT_SUFFIX = str(sysconfig.get_config_var("EXT_SUFFIX"))
REPO = Path(__file__).resolve().parents[2]


def _engine_modules() -> dict[str, str]:
    """Every engine module, imported, by name: its file."""
    names = [m.name for m in pkgutil.walk_packages(engine.__path__, "engine.")]
    # The service's codec, compiled in the same build (engine.compiled.CODEC).
    names += [
        m.name
        for m in pkgutil.walk_packages(service.boundary.codec.__path__, "service.boundary.codec.")
    ]
    return {name: str(importlib.import_module(name).__file__) for name in names}


def test_the_engine_loaded_is_the_one_asked_for() -> None:
    asked = os.environ.get(ENGINE_ENV, "") or "auto"
    implementation = engine.IMPLEMENTATION
    if asked != "auto":
        assert implementation.compiled is (asked == "compiled"), str(implementation)
    files = _engine_modules()
    if implementation.compiled:
        assert set(implementation.modules) < set(files)
        for name, file in files.items():
            assert Path(file).is_relative_to(BUILD / name.split(".")[0]), (name, file)
            assert file.endswith(EXT_SUFFIX) is (name in implementation.modules), (name, file)
    else:
        assert implementation.modules == ()
        for name, file in files.items():
            assert Path(file).is_relative_to(PACKAGE.parent), (name, file)
            assert file.endswith(".py"), (name, file)
    # The choosing modules always run from the package itself.
    assert Path(str(engine.__file__)).parent == PACKAGE
    assert engine.compiled.__file__ == str(PACKAGE / "compiled.py")


def _stamp(folder: Path, key: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    stamp = {"build_key": "k", "source_key": key, "mypyc": "9.9", "python": "3", "modules": ["m"]}
    (folder / STAMP).write_text(json.dumps(stamp), encoding="utf-8")
    return folder


def test_a_build_of_these_sources_is_chosen_unless_pure_is_asked(tmp_path: Path) -> None:
    build = _stamp(tmp_path / "engine-mypyc", source_key())
    for environ in ({}, {ENGINE_ENV: "auto"}, {ENGINE_ENV: "compiled"}):
        chosen = choose(build, environ)
        assert (chosen.compiled, str(chosen), chosen.modules) == (
            True,
            "compiled (mypyc 9.9)",
            ("m",),
        )
    pure = choose(build, {ENGINE_ENV: "pure"})
    assert (pure.compiled, str(pure)) == (False, "pure Python (ARBITER_ENGINE=pure)")


def test_a_stale_build_is_never_chosen(tmp_path: Path) -> None:
    package = tmp_path / "engine"
    shutil.copytree(PACKAGE, package, ignore=shutil.ignore_patterns("__pycache__"))
    build = _stamp(tmp_path / "engine-mypyc", source_key(package))
    assert choose(build, {}, package).compiled
    # One source edited after the build: the build is not what these sources compile to.
    board = package / "board.py"
    board.write_text(board.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    stale = choose(build, {}, package)
    assert (stale.compiled, stale.detail) == (
        False,
        f"the build in {build} was made from other sources or for another Python",
    )
    with pytest.raises(ImportError, match=r"ARBITER_ENGINE=compiled, but the build in .* other"):
        choose(build, {ENGINE_ENV: "compiled"}, package)


def test_without_a_build_the_engine_is_pure_and_compiled_is_refused(tmp_path: Path) -> None:
    missing = tmp_path / "engine-mypyc"
    assert str(choose(missing, {})) == f"pure Python (no compiled build in {missing})"
    with pytest.raises(ImportError, match=r"no compiled build in .*: run scripts/build_engine\.py"):
        choose(missing, {ENGINE_ENV: "compiled"})


def test_an_unknown_choice_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ImportError, match=r"ARBITER_ENGINE must be one of auto, compiled, pure"):
        choose(tmp_path, {ENGINE_ENV: "fast"})


def _module_file_in_child(environ: dict[str, str]) -> str:
    """Where a fresh interpreter, with ``environ`` added, loads engine.board from."""
    code = "import engine.board as b; print(b.__file__)"
    child = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, **environ},
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    )
    return child.stdout.strip()


def test_pure_is_chosen_by_the_environment_in_a_fresh_process() -> None:
    assert _module_file_in_child({ENGINE_ENV: "pure"}) == str(PACKAGE / "board.py")


def test_an_installed_build_is_loaded_in_a_fresh_process() -> None:
    if not choose(BUILD, {}).compiled:
        pytest.skip(f"no current compiled build in {BUILD} (scripts/build_engine.py)")
    board = _module_file_in_child({ENGINE_ENV: "compiled"})
    assert (Path(board).parent, board.endswith(EXT_SUFFIX)) == (BUILD / "engine", True)


def _fail_if_waiting() -> None:
    pytest.fail("nothing else builds this key")


def test_a_second_build_of_a_key_waits_for_the_first_and_takes_its_result(tmp_path: Path) -> None:
    build_engine = script("build_engine")
    holding, waiting = threading.Event(), threading.Event()
    made: list[str] = []

    def first(folder: Path) -> None:
        holding.set()
        # Finish only once the second build waits: without the lock both would make it.
        assert waiting.wait(timeout=60), "the second build did not wait for the lock"
        folder.mkdir()
        made.append("first")

    def second(folder: Path) -> None:
        made.append("second")

    def build(make: Callable[[Path], None], on_wait: Callable[[], None]) -> Path:
        with build_engine.build_lock("k", on_wait, tmp_path):
            return Path(build_engine.cached_build("k", make, tmp_path))

    with ThreadPoolExecutor(2) as pool:
        one = pool.submit(build, first, _fail_if_waiting)
        assert holding.wait(timeout=60)
        two = pool.submit(build, second, waiting.set)
        assert (one.result(), two.result(), made) == (tmp_path / "k", tmp_path / "k", ["first"])


def _fake_build(folder: Path, key: str) -> None:
    """A finished build of ``key`` as the cache holds it (only its stamp)."""
    folder.mkdir(parents=True)
    stamp = {"build_key": key, "source_key": source_key(), "mypyc": "9.9", "modules": []}
    (folder / STAMP).write_text(json.dumps(stamp), encoding="utf-8")


@dataclass(frozen=True)
class _Sandbox:
    """scripts/build_engine.py with a cache and a target of its own."""

    build_engine: ModuleType
    key: str
    """The build key of these sources."""
    xdg: Path
    """Its XDG_CACHE_HOME."""
    target: Path

    @property
    def builds(self) -> Path:
        """The cache of builds in ``xdg``."""
        return self.xdg / "arbiter" / "mypyc-engine"

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        """The script run with ``args`` for ``target``."""
        return subprocess.run(
            [sys.executable, str(SCRIPTS / "build_engine.py"), *args, "--target", str(self.target)],
            env={**os.environ, "XDG_CACHE_HOME": str(self.xdg)},
            capture_output=True,
            text=True,
            check=True,
            timeout=60,
        )


@pytest.fixture
def sandbox(tmp_path: Path) -> _Sandbox:
    build_engine = script("build_engine")
    compiler = build_engine.c_compiler()
    if compiler is None:
        pytest.skip("no C compiler: scripts/build_engine.py builds nothing")
    key = str(build_engine.build_key(compiler, source_key()))
    return _Sandbox(build_engine, key, tmp_path / "cache", tmp_path / "engine-mypyc")


def test_a_background_build_returns_at_once_and_its_process_installs_the_build(
    sandbox: _Sandbox,
) -> None:
    build_engine, key, target = sandbox.build_engine, sandbox.key, sandbox.target
    # While this test holds the key's lock no build can finish: --background must return anyway.
    with build_engine.build_lock(key, _fail_if_waiting, sandbox.builds):
        started = sandbox.run("--background")
        match = re.search(r"in the background \(pid (\d+), log (\S+)\);", started.stderr)
        assert match, started.stderr
        detached = os.pidfd_open(int(match[1]))  # it cannot have ended: it needs the lock
        assert (Path(match[2]), target.exists()) == (build_engine.log_path(target), False)
        # Another build of the key finishes meanwhile; the detached one takes it from the cache.
        _fake_build(sandbox.builds / key, key)
    assert select.select([detached], [], [], 60)[0], "the detached build did not end"
    os.close(detached)
    assert build_engine.installed_key(target) == key
    log = build_engine.log_path(target).read_text(encoding="utf-8")
    assert f"compiled engine installed in {target}" in log, log


def test_a_cached_build_is_installed_at_once_even_when_asked_for_in_the_background(
    sandbox: _Sandbox,
) -> None:
    _fake_build(sandbox.builds / sandbox.key, sandbox.key)
    done = sandbox.run("--background")
    assert "in the background" not in done.stderr, done.stderr
    assert sandbox.build_engine.installed_key(sandbox.target) == sandbox.key
    assert not sandbox.build_engine.log_path(sandbox.target).exists()
    assert sandbox.run("--check").returncode == 0
