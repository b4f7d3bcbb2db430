"""The C++ client (clients/cpp/arbiter_client.cc) built with Debian 12's g++, libprotobuf-dev and
libgrpc++-dev, run against a real server process: exact numbers under forced dice, and the error of
a bad request with its code and field path, as every other client sees them.

The build is cached by input hash (tests/proto/cpp_build.py): a cold build takes about 40 s on two
cores, an unchanged rerun nothing. Without g++ or the libraries the test skips, and fails under
CI=true.
"""

from __future__ import annotations

import base64
import json
import subprocess
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.rpc import status_pb2

from tests.clients.conftest import EXAMPLES
from tests.proto.cpp_build import client_binary, toolchain
from tests.service.server_process import ServerProcess
from tests.service.support import details_of

Strike = tuple[str, str, int, int]


@pytest.fixture(scope="module")
def binary() -> Path:
    return client_binary(toolchain())


@pytest.fixture(scope="module")
def calls(binary: Path, server: ServerProcess) -> dict[str, dict[str, Any]]:
    """The program's output lines, by call name."""
    result = subprocess.run(
        [str(binary), server.target, str(EXAMPLES)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    return {line["call"]: line for line in lines}


def _strikes(response: dict[str, Any]) -> list[Strike]:
    return [
        (s["attackerId"], s["outcome"], s.get("damage", 0), s["hpAfter"])
        for s in response["result"]["attack"]["strikes"]
    ]


def _hp(response: dict[str, Any]) -> list[int]:
    return [c["hp"] for c in response["state"]["combatants"]]


def test_the_program_makes_three_calls(calls: dict[str, dict[str, Any]]) -> None:
    assert list(calls) == ["arrayer_attack", "tiered_exchange", "unknown_attacker"]


def test_arrayer_attack(calls: dict[str, dict[str, Any]]) -> None:
    response = calls["arrayer_attack"]["response"]
    # Forced d10 of 4: Ana's greatsword hits Bo for 4 (5 HP -> 1).
    assert _strikes(response) == [("ana", "OUTCOME_HIT", 4, 1)]
    assert _hp(response) == [7, 1]
    assert response["diceRolled"] == 1


def test_tiered_exchange(calls: dict[str, dict[str, Any]]) -> None:
    response = calls["tiered_exchange"]["response"]
    # Ana's attack misses; Bo's counterattack hits her for 7.
    assert _strikes(response) == [("ana", "OUTCOME_MISS", 0, 20), ("bo", "OUTCOME_HIT", 7, 13)]
    assert _hp(response) == [13, 20]
    assert response["diceRolled"] == 2


def test_an_exact_check_can_fail(calls: dict[str, dict[str, Any]]) -> None:
    # The numbers are really compared: one point of damage off is a mismatch.
    with pytest.raises(AssertionError):
        assert _strikes(calls["arrayer_attack"]["response"]) == [("ana", "OUTCOME_HIT", 3, 2)]


def test_unknown_attacker_is_invalid_argument_with_the_field_path(
    calls: dict[str, dict[str, Any]],
) -> None:
    error = calls["unknown_attacker"]
    assert error["code"] == grpc.StatusCode.INVALID_ARGUMENT.value[0]
    assert error["message"] == "unknown combatant: 'nobody'"
    status = status_pb2.Status.FromString(base64.b64decode(error["statusDetails"]))
    assert status.code == error["code"]
    details = details_of(status.details)
    assert details.bad_request is not None and details.error_info is not None
    assert [v.field for v in details.bad_request.field_violations] == ["action.attack.attackerId"]
    assert details.error_info.reason == "UNKNOWN_COMBATANT"
