"""Fixtures of the client tests: one real server process for the whole session, and the examples."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.service.server_process import REPO, ServerProcess

EXAMPLES = REPO / "clients" / "python" / "examples"


@pytest.fixture(scope="session")
def server() -> Iterator[ServerProcess]:
    """``python -m service`` on 127.0.0.1 with ephemeral ports, ready (it logged "serving")."""
    with ServerProcess() as process:
        yield process


@pytest.fixture(scope="session")
def target(server: ServerProcess) -> str:
    """The running server's ``host:port``."""
    return server.target


@pytest.fixture
def examples() -> Path:
    """The folder of example request files."""
    return EXAMPLES
