"""The repository's two Python distributions as the tests read them: the server's (the top-level
pyproject.toml) and the client's (clients/python), their tables, and requirement names in
canonical form (PEP 503: ``Flask`` and ``flask`` alike), for the packaging and image tests."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from tests.service.server_process import REPO

__all__ = ["CLIENT", "DISTRIBUTIONS", "SERVER", "pyproject", "requirement_name"]

SERVER = REPO
CLIENT = REPO / "clients" / "python"
#: Each distribution's folder: the server's, then the client's.
DISTRIBUTIONS = (SERVER, CLIENT)


def pyproject(root: Path) -> dict[str, Any]:
    """The pyproject.toml of the distribution in ``root``."""
    table: dict[str, Any] = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    return table


def requirement_name(requirement: str) -> str:
    """The canonical name of a requirement (``Flask[async]>=3`` gives ``flask``) or a name."""
    return re.sub(r"[-_.]+", "-", re.split(r"[<>=!~\[ ;]", requirement)[0]).lower()
