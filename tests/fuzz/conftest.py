"""The fuzzed server: one ``python -m service`` with the fuzz limits for the whole package, and
its routes (gRPC, Connect binary, Connect JSON)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fuzz.routes import ConnectRoute, GrpcRoute, Route
from tests.fuzz.support import SERVER_ARGS
from tests.service.server_process import ServerProcess


@pytest.fixture(scope="package")
def fuzzed() -> Iterator[ServerProcess]:
    with ServerProcess(*SERVER_ARGS) as server:
        yield server


@pytest.fixture(scope="package")
def routes(fuzzed: ServerProcess) -> Iterator[list[Route]]:
    """gRPC first: the other routes' answers are compared with its."""
    opened: list[Route] = [
        GrpcRoute(fuzzed.target),
        ConnectRoute(fuzzed.base_url, "proto"),
        ConnectRoute(fuzzed.base_url, "json"),
    ]
    yield opened
    for route in opened:
        route.close()


@pytest.fixture(autouse=True)
def no_error_logged(fuzzed: ServerProcess) -> Iterator[None]:
    """The server logged nothing at error level during the test (an unexpected exception is
    logged so, with its traceback, whatever code reached the client)."""
    before = len(fuzzed.lines)
    yield
    errors = [line for line in fuzzed.lines[before:] if line.get("level") in {"error", "critical"}]
    assert not errors, errors[:3]
