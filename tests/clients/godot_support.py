"""Running the Godot addons' GDScript in the suite: Godot 3 headless, and gdtoolkit 3 and 4.

``godot3`` runs Debian's ``godot3-server`` and fails on any engine error (it exits 0 even when a
script does not parse, and keeps running when a call never completes: the first error ends it).
``godot3_project`` makes the throwaway project a game would be, by the page's headless steps: the
addon at ``res://addons/arbiter`` and the page's ``project.godot``, no global class list (that
needs an editor's scan), so scripts there load the addon by path. ``gdtoolkit`` runs gdtoolkit 3
or 4 from its own directory under ``.venv`` (scripts/bootstrap.sh --dev installs both).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import IO

from tests.proto.codegen import missing, require_tool
from tests.service.server_process import REPO

__all__ = [
    "DOC",
    "GODOT3_ADDON",
    "GODOT4_ADDON",
    "GodotOutput",
    "gdtoolkit",
    "godot3",
    "godot3_project",
]

DOC = REPO / "docs" / "clients" / "godot.md"
GODOT3_ADDON = REPO / "clients" / "godot" / "addons" / "arbiter"
GODOT4_ADDON = REPO / "clients" / "godot4" / "addons" / "arbiter"
_GDTOOLKIT = {3: REPO / ".venv" / "gdtoolkit3", 4: REPO / ".venv" / "gdtoolkit4"}

GodotOutput = list[str]
_RUN_TIMEOUT = 60.0


def godot3(*args: str | Path, cwd: Path, env: Mapping[str, str] | None = None) -> GodotOutput:
    """Run godot3-server headless; its stdout lines after the banner, an engine error failing.

    A script error does not end Godot (a call that never completes leaves its main loop running),
    so the first error line ends the run at once, and a run is killed after 60 s in any case."""
    godot = require_tool("godot3-server")
    # LANG: Godot logs an error for the C locale; HOME: its user data folder, kept out of $HOME.
    environment = {**os.environ, **(env or {}), "LANG": "en_US.UTF-8", "HOME": str(cwd)}
    command = [godot, *map(str, args)]
    proc = subprocess.Popen(
        command, cwd=cwd, env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    stop = threading.Event()
    out: list[str] = []
    err: list[str] = []

    def pump(stream: IO[str], sink: list[str]) -> None:
        for line in stream:
            sink.append(line)
            if "ERROR" in line:
                stop.set()

    pumps = [
        threading.Thread(target=pump, args=(proc.stdout, out), daemon=True),
        threading.Thread(target=pump, args=(proc.stderr, err), daemon=True),
    ]
    for thread in pumps:
        thread.start()

    def reap() -> None:
        proc.wait()
        stop.set()

    threading.Thread(target=reap, daemon=True).start()
    finished = stop.wait(timeout=_RUN_TIMEOUT)
    if proc.poll() is None:
        proc.kill()
    proc.wait()
    for thread in pumps:
        thread.join()
    stdout, stderr = "".join(out), "".join(err)
    assert finished, f"godot3-server ran over {_RUN_TIMEOUT} s: {stdout}{stderr}"
    # A parse or runtime error still exits 0: the errors on stderr are what tell.
    assert "ERROR" not in stderr, stderr
    assert "SCRIPT ERROR" not in stdout, stdout
    assert proc.returncode == 0, stderr
    lines = stdout.splitlines()
    assert lines[0].startswith("Godot Engine v3."), lines[:1]
    return [line for line in lines[1:] if line.strip()]


def godot3_project(path: Path) -> Path:
    """A Godot 3 project in ``path`` made by docs/clients/godot.md's headless steps, literally: the
    addon copied to ``res://addons/arbiter`` and the page's ``project.godot``; ``path``."""
    found = re.search(r"<!-- godot3: project.godot -->\n```ini\n(.*?)```", DOC.read_text(), re.S)
    assert found, f"{DOC} has no <!-- godot3: project.godot --> block"
    (path / "project.godot").write_text(found[1], encoding="utf-8")
    shutil.copytree(GODOT3_ADDON, path / "addons" / "arbiter")
    return path


def gdtoolkit(version: int, tool: str, *args: str | Path) -> subprocess.CompletedProcess[str]:
    """``python -m gdtoolkit.<tool> args`` with gdtoolkit ``version`` (3 or 4), not checked."""
    where = _GDTOOLKIT[version]
    if not (where / "gdtoolkit").is_dir():
        missing(f"gdtoolkit {version} (in {where})")
    return subprocess.run(
        [sys.executable, "-W", "ignore", "-m", f"gdtoolkit.{tool}", *map(str, args)],
        check=False,
        env={**os.environ, "PYTHONPATH": str(where)},
        capture_output=True,
        text=True,
        timeout=60,
    )
