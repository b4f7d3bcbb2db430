"""Balancing in the project's own clients: a ``dns:///`` target (a headless Service's name, one
address per pod) gets ``round_robin``, so ``arbiter simulate --parallel`` spreads its parts over
the pods; before, every channel picked the first address and one pod got every part.

Two real servers listen on the same port of two loopback addresses (127.0.0.1 and 127.0.0.2),
and a DNS server of the test's own (dnslib, on loopback) answers one name with both; the target
names that DNS server as its authority (``dns://127.0.0.1:PORT/arbiter.test:PORT``), which gRPC's
resolver asks as it would ask the cluster's.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from dnslib import QTYPE, RR, A, DNSRecord
from dnslib.server import BaseResolver, DNSHandler, DNSLogger, DNSServer

from arbiter.cli import main
from arbiter.client import channel_options, load_balancing_for
from tests.service.server_process import ServerProcess

NAME = "arbiter.test."
ADDRESSES = ("127.0.0.1", "127.0.0.2")


class _Pods(BaseResolver):  # type: ignore[misc]  # dnslib has no types: BaseResolver is Any
    """Answers NAME with every address (a headless Service's A records), nothing else."""

    def resolve(self, request: DNSRecord, handler: DNSHandler) -> DNSRecord:
        reply = request.reply()
        question = request.q
        if str(question.qname) == NAME and question.qtype == QTYPE.A:
            for address in ADDRESSES:
                reply.add_answer(RR(NAME, QTYPE.A, rdata=A(address), ttl=1))
        return reply


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@pytest.fixture(scope="module")
def pods() -> Iterator[tuple[str, list[ServerProcess]]]:
    """Two servers behind one name, and the dns:// target that names them."""
    port = _free_port()
    servers = [
        ServerProcess("--host", address, "--port", str(port), "--metrics-port", "off")
        for address in ADDRESSES
    ]
    dns_port = _free_port()
    # Its log to nowhere: dnslib prints every query to stdout, where the command's output goes.
    quiet = DNSLogger(logf=lambda _: None)
    resolver = DNSServer(_Pods(), port=dns_port, address="127.0.0.1", tcp=False, logger=quiet)
    tcp = DNSServer(_Pods(), port=dns_port, address="127.0.0.1", tcp=True, logger=quiet)
    for server in (resolver, tcp):
        server.start_thread()
    try:
        with servers[0], servers[1]:
            yield f"dns://127.0.0.1:{dns_port}/{NAME.rstrip('.')}:{port}", servers
    finally:
        for server in (resolver, tcp):
            server.stop()


def _parts_by_pod(servers: list[ServerProcess], seed: str, parts: int) -> list[int]:
    def simulated(server: ServerProcess) -> int:
        return sum(
            1
            for line in server.lines
            if line.get("method") == "/arbiter.v1.CombatService/Simulate"
            and line.get("seed") == seed
        )

    servers[0].wait_for(lambda _: sum(simulated(s) for s in servers) >= parts)
    return [simulated(server) for server in servers]


def _simulate(
    capsys: pytest.CaptureFixture[str], target: str, path: Path, *args: str
) -> dict[str, object]:
    code = main(["simulate", str(path), "--target", target, "--no-progress", "--json", *args])
    out, err = capsys.readouterr()
    assert (code, err) == (0, ""), err
    result: dict[str, object] = json.loads(out)
    return result


def test_a_dns_target_balances_round_robin_and_others_pick_first() -> None:
    assert load_balancing_for("dns:///arbiter-headless.games.svc:50051") == "round_robin"
    assert load_balancing_for("dns://10.0.0.10/arbiter-headless:50051") == "round_robin"
    assert load_balancing_for("127.0.0.1:50051") == "pick_first"
    assert load_balancing_for("dns:///x:1", "pick_first") == "pick_first"
    with pytest.raises(ValueError, match="'least_request'"):
        load_balancing_for("x:1", "least_request")
    (config,) = [
        json.loads(str(v)) for k, v in channel_options("dns:///x:1") if k == "grpc.service_config"
    ]
    assert config["loadBalancingConfig"] == [{"round_robin": {}}]
    (method,) = config["methodConfig"]
    assert method["retryPolicy"]["retryableStatusCodes"] == ["UNAVAILABLE"]


def test_simulate_parts_spread_over_the_pods_of_a_headless_name(
    capsys: pytest.CaptureFixture[str],
    pods: tuple[str, list[ServerProcess]],
    examples: Path,
) -> None:
    target, servers = pods
    path = examples / "arrayer_archer_duel.json"
    args = ("--runs", "80", "--parallel", "4", "--parts", "8")
    # As before: pick_first sends every part to the first address.
    picked = _simulate(
        capsys, target, path, *args, "--seed", "11", "--load-balancing", "pick_first"
    )
    assert _parts_by_pod(servers, "11", 8) == [8, 0]
    # The default for a dns:/// target: every pod gets parts, and the figures are the same.
    spread = _simulate(capsys, target, path, *args, "--seed", "11")
    counts = [a - b for a, b in zip(_parts_by_pod(servers, "11", 16), [8, 0], strict=True)]
    assert sum(counts) == 8 and min(counts) >= 1, counts
    assert spread == picked
