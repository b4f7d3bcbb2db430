"""arbiter.aio.AsyncArbiterClient against a real server over loopback: what the synchronous
client gives (tests/clients/test_client.py), awaited: results, parsed errors with the request id,
both streams, a call's own deadline, and a cancelled task cancelling its call."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

import grpc
import pytest

from arbiter.aio import AsyncArbiterClient
from arbiter.client import ArbiterClient, ArbiterRpcError, tls_credentials
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import state_pb2
from tests.clients.stand_ins import RefusesFirst
from tests.clients.test_client import _arrayer_state, _attack, _forced, _long_duel
from tests.pki import make_pki
from tests.service.server_process import ServerProcess
from tests.service.support import without_rules_version


def _run(scenario: Coroutine[Any, Any, None]) -> None:
    asyncio.run(scenario)


def test_the_async_client_over_mtls_with_the_token(tmp_path: Path) -> None:
    pki = make_pki(tmp_path)
    request = pb.ResolveActionRequest(state=_arrayer_state(), action=_attack(), dice=_forced(5))
    token = "aio-" + "t" * 28

    async def scenario(target: str) -> None:
        credentials = tls_credentials(str(pki.ca), str(pki.client_cert), str(pki.client_key))
        async with AsyncArbiterClient(target, credentials=credentials, token=token) as client:
            assert (await client.resolve_action(request)).dice_rolled == 1
        async with AsyncArbiterClient(target, credentials=credentials) as client:
            with pytest.raises(ArbiterRpcError) as failed:
                await client.resolve_action(request)
            assert failed.value.code is grpc.StatusCode.UNAUTHENTICATED
            assert failed.value.reason == "TOKEN_MISSING" and failed.value.request_id

    with ServerProcess(*pki.server_args(mtls=True), env={"ARBITER_AUTH_TOKEN": token}) as server:
        _run(scenario(server.target))


def test_the_async_client_retries_unavailable() -> None:
    async def scenario(target: str) -> None:
        async with AsyncArbiterClient(target, timeout=10) as client:
            assert (await client.resolve_action(pb.ResolveActionRequest())).dice_rolled == 1

    with RefusesFirst() as stand_in:
        _run(scenario(stand_in.target))
        assert stand_in.attempts == 2


def test_the_async_client_answers_as_the_sync_one(target: str) -> None:
    request = pb.ResolveActionRequest(state=_arrayer_state(), action=_attack(), dice=_forced(5))
    # Exact odds of one round of the two of them (865 branches: within the cost limit).
    odds_request = pb.ComputeEncounterOddsRequest(state=_arrayer_state(), max_rounds=1)
    with ArbiterClient(target) as sync:
        expected = sync.resolve_action(request)
        catalog = sync.get_catalog(state_pb2.RULESET_ARRAYER)
        odds = sync.compute_encounter_odds(odds_request)
    assert odds.positions > 0

    async def scenario() -> None:
        async with AsyncArbiterClient(target, timeout=30) as client:
            assert await client.resolve_action(request) == expected
            assert await client.get_catalog(state_pb2.RULESET_ARRAYER) == catalog
            assert await client.compute_encounter_odds(odds_request) == odds
            items = [pb.BatchItem(id=str(i), action=request) for i in range(3)]
            streamed = [r async for r in client.resolve_batch(items)]
            assert [r.id for r in streamed] == ["0", "1", "2"]
            # A batch's results carry no rules version of their own.
            assert all(r.action == without_rules_version(expected) for r in streamed)
            many = await client.resolve_many(items)
            assert [r.action for r in many] == [without_rules_version(expected)] * 3

    _run(scenario())


def test_a_failed_call_is_an_arbiter_rpc_error_with_its_details_and_request_id(
    target: str,
) -> None:
    request = pb.ResolveActionRequest(
        state=_arrayer_state(), action=_attack(attacker="zed"), dice=_forced(1)
    )

    async def scenario() -> None:
        async with AsyncArbiterClient(target) as client:
            with pytest.raises(ArbiterRpcError) as caught:
                await client.resolve_action(request)
        error = caught.value
        assert error.code is grpc.StatusCode.INVALID_ARGUMENT
        assert error.reason == "UNKNOWN_COMBATANT"
        assert [field for field, _ in error.field_violations] == ["action.attack.attackerId"]
        assert error.request_id

    _run(scenario())


def test_simulate_streams_progress_then_the_result_and_a_call_has_its_own_deadline(
    target: str,
) -> None:
    simulation = pb.SimulateRequest(state=_arrayer_state(), runs=200, seed=3, max_rounds=20)

    async def scenario() -> None:
        async with AsyncArbiterClient(target) as client:
            *progress, last = [m async for m in client.simulate(simulation)]
            assert last.WhichOneof("kind") == "result"
            assert (last.result.seed, last.result.runs) == (3, 200)
            assert all(m.WhichOneof("kind") == "progress" for m in progress)
            long = pb.SimulateRequest(state=_long_duel(), runs=10_000, seed=1, max_rounds=200)
            with pytest.raises(ArbiterRpcError) as cut:
                _ = [m async for m in client.simulate(long, timeout=1e-6)]
            assert cut.value.code is grpc.StatusCode.DEADLINE_EXCEEDED

    _run(scenario())


def test_cancelling_the_task_cancels_the_call(target: str, server: ServerProcess) -> None:
    # Seconds of runs, whatever the server has cached of other tests' duels.
    simulation = pb.SimulateRequest(state=_long_duel(), runs=1_000_000, seed=77, max_rounds=200)

    def cancelled(line: dict[str, object]) -> bool:
        return str(line.get("method", "")).endswith("/Simulate") and line.get("seed") == "77"

    async def scenario() -> None:
        async with AsyncArbiterClient(target) as client:
            reading = asyncio.Event()

            async def read() -> None:
                async for _ in client.simulate(simulation):
                    reading.set()  # a progress message: the call runs on the server

            task = asyncio.create_task(read())
            await reading.wait()
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            # Cancelled by the task, with the channel still open.
            line = await asyncio.to_thread(server.wait_for, cancelled)
            assert line["code"] == "CANCELLED"
