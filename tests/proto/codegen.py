"""Shared by the generated-code tests: scripts/gen_protos.py as a module, and tool checks."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from types import ModuleType

import pytest

from bench.cpp_build import Toolchain, ToolMissing, toolchain
from tests.scripts import script

__all__ = ["REPO", "cpp_toolchain", "gen_protos", "missing", "require_tool"]

REPO = Path(__file__).resolve().parents[2]


def gen_protos() -> ModuleType:
    """scripts/gen_protos.py, loaded once (scripts/ is not a package)."""
    return script("gen_protos")


def require_tool(name: str, path: Path | None = None) -> str:
    """The tool's path; without it the test skips on a developer's machine but fails in CI."""
    found = str(path) if path is not None and path.exists() else None
    if path is None:
        found = shutil.which(name)
    if found is None:
        missing(name)
    assert found is not None
    return found


def missing(what: str) -> None:
    """Skip on a developer's machine; fail in CI (CI=true), where bootstrap installs it."""
    message = f"{what} is missing: run scripts/bootstrap.sh --dev"
    if os.environ.get("CI") == "true":
        pytest.fail(message)
    pytest.skip(message)


def cpp_toolchain() -> Toolchain:
    """cmake, the compiler and the C++ libraries (bench/cpp_build.py); a missing one skips, or
    fails in CI."""
    try:
        return toolchain()
    except ToolMissing as exc:
        missing(exc.what)
        raise
