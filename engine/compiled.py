"""Which engine runs: the mypyc build of this package, or the pure Python beside this file.

``scripts/build_engine.py`` compiles the engine's modules with mypyc into the folder
``engine-mypyc`` beside this package (the repository root in a checkout, site-packages in the
container image; docs/performance.md, "Compiled engine"): ``engine-mypyc/engine/`` mirrors the
package, and mypyc's shared library, which every compiled module's stub loads by name, sits above
it. ``engine/__init__.py`` imports this module before anything else; when the build is chosen,
this module loads the shared library and the package's ``__path__`` becomes the build's
``engine/``, so every other module of the package loads from there. The build is chosen only when
its stamp says it was made from these very sources for this Python, so an edited source never
runs as a stale compiled module. ``ARBITER_ENGINE`` decides:

- ``auto`` (or unset): the build when it is usable, else pure Python;
- ``pure``: pure Python even when a build is there (the reference, and the tests' second pass);
- ``compiled``: the build, and an ImportError when it is missing or stale, so a silent fallback
  to pure Python cannot happen where the build is expected (the container image, the tests' first
  pass).

This module and ``engine/__init__.py`` always run from the package itself, never compiled: they
are what picks the build. Reading the stamp and hashing the sources is packaging, done once at
import; the rules themselves still do no I/O.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
import sysconfig
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "BUILD",
    "CODEC",
    "ENGINE_ENV",
    "IMPLEMENTATION",
    "LIBRARY",
    "PACKAGE",
    "STAMP",
    "Implementation",
    "choose",
    "compiled_sources",
    "source_key",
]

PACKAGE = Path(__file__).resolve().parent
BUILD = PACKAGE.with_name("engine-mypyc")
CODEC = Path("service") / "boundary" / "codec"
"""The service's wire codec (beside the engine package, as in a checkout and in site-packages),
which the build compiles with the engine into the same library: its writers call the records'
attributes as C. Its own ``__init__.py`` picks the build as this module does
(service/boundary/codec)."""
"""Where scripts/build_engine.py puts the compiled engine (a name no import can reach by itself)."""
STAMP = "stamp.json"
"""The build's record, in BUILD: the source key it was made from, mypyc's and Python's versions
and the modules compiled."""
LIBRARY = "arbiter_engine__mypyc"
"""mypyc's shared library in BUILD (the group ``arbiter_engine``): the compiled code of every
module, whose stubs import it by this name."""
ENGINE_ENV = "ARBITER_ENGINE"
_EXT_SUFFIX = str(sysconfig.get_config_var("EXT_SUFFIX"))
_CHOICES = ("auto", "compiled", "pure")


def compiled_sources(package: Path = PACKAGE) -> list[Path]:
    """The sources of the build, relative to the folder holding ``package``: every ``.py`` of
    the engine and of the codec beside it."""
    root = package.parent
    found = [*package.rglob("*.py"), *(root / CODEC).rglob("*.py")]
    return sorted(path.relative_to(root) for path in found)


def source_key(package: Path = PACKAGE) -> str:
    """What a build must have been made from to run here: every source of the build (its path
    and bytes) and this Python's extension-module suffix (its version and ABI)."""
    digest = hashlib.sha256(_EXT_SUFFIX.encode())
    for relative in compiled_sources(package):
        digest.update(b"\0" + relative.as_posix().encode() + b"\0")
        digest.update((package.parent / relative).read_bytes())
    return digest.hexdigest()


@dataclass(frozen=True, slots=True)
class Implementation:
    """The engine that runs, and what decided it."""

    compiled: bool
    detail: str
    """The compiler and its version when compiled (``mypyc 1.2.3``); why not, when pure."""
    modules: tuple[str, ...] = ()
    """The modules the build compiled (the rest load from it as Python)."""

    def __str__(self) -> str:
        return f"{'compiled' if self.compiled else 'pure Python'} ({self.detail})"


def choose(
    build: Path = BUILD, environ: Mapping[str, str] = os.environ, package: Path = PACKAGE
) -> Implementation:
    """The engine to run, as ``ARBITER_ENGINE`` asks (module docstring); ImportError when it asks
    for ``compiled`` and the build cannot be used."""
    asked = environ.get(ENGINE_ENV, "") or "auto"
    if asked not in _CHOICES:
        raise ImportError(f"{ENGINE_ENV} must be one of {', '.join(_CHOICES)}, got {asked!r}")
    if asked == "pure":
        return Implementation(False, f"{ENGINE_ENV}=pure")
    try:
        stamp = json.loads((build / STAMP).read_text(encoding="utf-8"))
    except FileNotFoundError:
        stamp = None
    if stamp is None:
        why = f"no compiled build in {build}"
    elif stamp["source_key"] != source_key(package):
        why = f"the build in {build} was made from other sources or for another Python"
    else:
        return Implementation(True, f"mypyc {stamp['mypyc']}", tuple(stamp["modules"]))
    if asked == "compiled":
        raise ImportError(f"{ENGINE_ENV}=compiled, but {why}: run scripts/build_engine.py")
    return Implementation(False, why)


def _load_library(build: Path) -> None:
    """Load the build's shared library under the name its modules' stubs import, before any of
    them: it is not on ``sys.path``, and putting the build there would offer its ``engine/`` as a
    second top-level package."""
    spec = importlib.util.spec_from_file_location(LIBRARY, build / f"{LIBRARY}{_EXT_SUFFIX}")
    assert spec is not None and spec.loader is not None, build
    library = importlib.util.module_from_spec(spec)
    sys.modules[LIBRARY] = library
    spec.loader.exec_module(library)


IMPLEMENTATION = choose()
"""The engine of this process."""
if IMPLEMENTATION.compiled:
    _load_library(BUILD)
