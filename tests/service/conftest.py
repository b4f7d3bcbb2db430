"""Fixtures: CombatServicer behind real grpc.aio servers on 127.0.0.1, in this process or in a
``python -m service`` subprocess."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import grpc
import pytest

from arbiter.v1 import combat_service_pb2_grpc
from service.limits import Limits
from service.servicer import CombatServicer
from tests.service.server_process import ServerProcess
from tests.service.support import LoopbackServer


@pytest.fixture(scope="module")
def server() -> Iterator[ServerProcess]:
    """``python -m service`` with the defaults, shared by a test module."""
    with ServerProcess() as process:
        yield process


@pytest.fixture
def channel(server: ServerProcess) -> Iterator[grpc.Channel]:
    """A blocking channel to the module's server process."""
    with grpc.insecure_channel(server.target) as ch:
        yield ch


@pytest.fixture(scope="module")
def loopback() -> Iterator[LoopbackServer]:
    """One server with the default limits, shared by a test module."""
    server = LoopbackServer(CombatServicer(Limits()))
    yield server
    server.stop()


@pytest.fixture
def stub(loopback: LoopbackServer) -> Iterator[combat_service_pb2_grpc.CombatServiceStub]:
    """A blocking stub to the shared server."""
    channel, client = loopback.stub()
    with channel:
        yield client


@pytest.fixture
def serve() -> Iterator[Callable[[CombatServicer], LoopbackServer]]:
    """Start extra servers (own limits, or an instrumented servicer); stopped after the test."""
    servers: list[LoopbackServer] = []

    def start(servicer: CombatServicer) -> LoopbackServer:
        server = LoopbackServer(servicer)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture
def small_stub(
    serve: Callable[[CombatServicer], LoopbackServer],
) -> Iterator[combat_service_pb2_grpc.CombatServiceStub]:
    """A stub to a server with tiny limits: 3 combatants, 2 weapons each, 2 batch items, 10 rounds
    (default 5), 4 dice, 3 forced faces, 2 scripted actions."""
    limits = Limits(
        max_combatants=3,
        max_weapons_per_combatant=2,
        max_batch_items=2,
        max_rounds=10,
        default_max_rounds=5,
        max_dice=4,
        max_forced_faces=3,
        max_script_actions=2,
    )
    channel: grpc.Channel
    channel, client = serve(CombatServicer(limits)).stub()
    with channel:
        yield client
