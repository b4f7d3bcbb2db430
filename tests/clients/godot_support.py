"""Running the Godot addons' GDScript in the suite: Godot 3 headless, and gdtoolkit 3 and 4.

``godot3`` runs Debian's ``godot3-server`` and fails on any engine error on stderr (it exits 0 even
when a script does not parse). ``godot3_project`` makes the throwaway project a game would be: the
addon at ``res://addons/arbiter`` and its global classes (``class_name``) listed in
``project.godot`` as the Godot 3 editor lists them when it scans a project, so scripts there use
``ArbiterClient`` and ``ArbiterError`` by name. ``gdtoolkit`` runs gdtoolkit 3 or 4 from its own
directory under ``.venv`` (scripts/bootstrap.sh --dev installs both).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from tests.proto.codegen import missing, require_tool
from tests.service.server_process import REPO

__all__ = ["GODOT3_ADDON", "GODOT4_ADDON", "GodotOutput", "gdtoolkit", "godot3", "godot3_project"]

GODOT3_ADDON = REPO / "clients" / "godot" / "addons" / "arbiter"
GODOT4_ADDON = REPO / "clients" / "godot4" / "addons" / "arbiter"
_GDTOOLKIT = {3: REPO / ".venv" / "gdtoolkit3", 4: REPO / ".venv" / "gdtoolkit4"}

GodotOutput = list[str]


def godot3(*args: str | Path, cwd: Path) -> GodotOutput:
    """Run godot3-server headless; its stdout lines after the banner, an engine error failing."""
    godot = require_tool("godot3-server")
    # LANG: Godot logs an error for the C locale; HOME: its user data folder, kept out of $HOME.
    env = {**os.environ, "LANG": "en_US.UTF-8", "HOME": str(cwd)}
    done = subprocess.run(
        [godot, *map(str, args)],
        check=False,
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    # A parse or runtime error still exits 0: the errors on stderr are what tell.
    assert "ERROR" not in done.stderr, done.stderr
    assert "SCRIPT ERROR" not in done.stdout, done.stdout
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Godot Engine v3."), lines[:1]
    return [line for line in lines[1:] if line.strip()]


def godot3_project(path: Path) -> Path:
    """A Godot 3 project in ``path`` holding the shipped addon, its classes registered; ``path``."""
    classes = []
    for script in sorted(GODOT3_ADDON.glob("*.gd")):
        source = script.read_text(encoding="utf-8")
        name = re.search(r"^class_name (\w+)$", source, re.M)
        base = re.search(r"^extends (\w+)$", source, re.M)
        if name and base:
            res = f"res://addons/arbiter/{script.name}"
            classes.append((name[1], base[1], res))
    entries = ", ".join(
        f'{{\n"base": "{base}",\n"class": "{name}",\n"language": "GDScript",\n"path": "{res}"\n}}'
        for name, base, res in classes
    )
    icons = ",\n".join(f'"{name}": ""' for name, _, _ in classes)
    (path / "project.godot").write_text(
        f"config_version=4\n\n_global_script_classes=[ {entries} ]\n"
        f"_global_script_class_icons={{\n{icons}\n}}\n",
        encoding="utf-8",
    )
    (path / "addons").symlink_to(GODOT3_ADDON.parent)
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
