"""Which engine runs (engine/compiled.py): the mypyc build only when it was made from these
sources, pure Python when asked, and never a silent fallback where the build is expected.

scripts/test.sh runs the suite twice, with ``ARBITER_ENGINE=compiled`` (when a C compiler built
the engine) and ``ARBITER_ENGINE=pure``; ``test_the_engine_loaded_is_the_one_asked_for`` is what
says, in each pass, that every engine module came from where that pass says.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

import engine
from engine.compiled import BUILD, ENGINE_ENV, PACKAGE, STAMP, choose, source_key

EXT_SUFFIX = str(sysconfig.get_config_var("EXT_SUFFIX"))
REPO = Path(__file__).resolve().parents[2]


def _engine_modules() -> dict[str, str]:
    """Every engine module, imported, by name: its file."""
    names = [m.name for m in pkgutil.walk_packages(engine.__path__, "engine.")]
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
            assert Path(file).is_relative_to(BUILD / "engine"), (name, file)
            assert file.endswith(EXT_SUFFIX) is (name in implementation.modules), (name, file)
    else:
        assert implementation.modules == ()
        for name, file in files.items():
            assert Path(file).is_relative_to(PACKAGE), (name, file)
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
