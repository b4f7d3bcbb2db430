"""``arbiter.locust`` under a real headless Locust run against the test server, bounded by a
request count (ARBITER_LOCUST_REQUESTS), not the clock: its JSON stats must show every request."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from concurrent import futures
from pathlib import Path
from typing import Any

import grpc

from tests.service.server_process import REPO

LOCUSTFILE = REPO / "clients" / "python" / "examples" / "locustfile.py"
# Hang guard only: 20 calls take well under a second.
_TIMEOUT = 120


def _locust(
    target: str,
    data_file: Path,
    tmp_path: Path,
    requests: int,
    rpc: str = "ResolveAction",
    **settings: str,
) -> tuple[int, Any]:
    """Run Locust headless with 2 users; its exit code and its stats for ``rpc``;
    ``settings`` are further ARBITER_LOCUST_* variables."""
    stats = tmp_path / "stats"  # Locust adds .json
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("ARBITER_")},
        "ARBITER_LOCUST_RPC": rpc,
        "ARBITER_LOCUST_DATA_FILE": str(data_file),
        "ARBITER_LOCUST_REQUESTS": str(requests),
        **{f"ARBITER_LOCUST_{name.upper()}": value for name, value in settings.items()},
    }
    # -t is a hang guard; the run ends when the requests are done.
    args = ["--headless", "-u", "2", "-r", "2", "-t", "60s", "--host", target]
    done = subprocess.run(
        [sys.executable, "-m", "locust", "-f", str(LOCUSTFILE), *args, "--json-file", str(stats)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=_TIMEOUT,
        check=False,
    )
    assert (tmp_path / "stats.json").exists(), done.stderr
    entries = json.loads((tmp_path / "stats.json").read_text())
    [entry] = [e for e in entries if e["name"] == rpc]
    assert entry["method"] == "grpc", done.stderr
    return done.returncode, entry


def _bad_request(examples: Path, tmp_path: Path) -> Path:
    """The example attack with a weapon nobody carries: every call of it fails."""
    data = json.loads((examples / "arrayer_attack.json").read_text())
    data["action"]["attack"]["weaponId"] = "nope"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    return bad


def test_locust_counts_every_request_and_no_failure(
    target: str, examples: Path, tmp_path: Path
) -> None:
    code, entry = _locust(target, examples / "arrayer_attack.json", tmp_path, 20)
    assert code == 0
    assert entry["num_requests"] == 20
    assert entry["num_failures"] == 0
    assert entry["total_content_length"] > 0


def test_locust_counts_failed_calls_as_failures(
    target: str, examples: Path, tmp_path: Path
) -> None:
    bad = _bad_request(examples, tmp_path)
    code, entry = _locust(target, bad, tmp_path, 10)
    assert code == 1  # Locust's exit code when requests failed
    assert entry["num_requests"] == 10
    assert entry["num_failures"] == 10


def test_locust_streams_packed_batches_one_message_per_request(
    target: str, examples: Path, tmp_path: Path
) -> None:
    code, entry = _locust(
        target,
        examples / "arrayer_attack.json",
        tmp_path,
        12,
        "ResolveBatch",
        batch_size="5",
        shared_state="1",
        state_echo="none",
    )
    assert code == 0
    assert entry["num_requests"] == 12
    assert entry["num_failures"] == 0
    assert entry["total_content_length"] > 0


def test_locust_counts_a_stream_message_with_failed_items_as_a_failure(
    target: str, examples: Path, tmp_path: Path
) -> None:
    bad = _bad_request(examples, tmp_path)
    code, entry = _locust(target, bad, tmp_path, 6, "ResolveBatch", batch_size="3")
    assert code == 1
    assert entry["num_requests"] == 6
    assert entry["num_failures"] == 6


def test_locust_fails_a_stream_message_that_gets_no_answer_in_its_timeout(
    examples: Path, tmp_path: Path
) -> None:
    released = threading.Event()

    def silent(requests: Iterator[bytes], context: grpc.ServicerContext) -> Iterator[bytes]:
        next(requests)  # the message arrived; it is never answered
        released.wait(_TIMEOUT)
        yield from ()

    handler = grpc.method_handlers_generic_handler(
        "arbiter.v1.CombatService", {"ResolveBatch": grpc.stream_stream_rpc_method_handler(silent)}
    )
    server = grpc.server(futures.ThreadPoolExecutor(4), handlers=[handler])
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    try:
        code, entry = _locust(
            f"127.0.0.1:{port}",
            examples / "arrayer_attack.json",
            tmp_path,
            2,
            "ResolveBatch",
            timeout="0.5",
        )
    finally:
        released.set()
        server.stop(None)
    assert code == 1
    assert entry["num_requests"] == 2
    assert entry["num_failures"] == 2


def test_a_master_and_two_workers_count_every_workers_requests(
    target: str, examples: Path, tmp_path: Path
) -> None:
    # Locust's distributed mode on loopback (docs/loadtest.md, "Distributed"): a headless master
    # expecting 2 workers, each stopping after its own 20 requests; the master's stats are the
    # fleet's, all 40, with their final reports (a worker that quits on its own sends one).
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("ARBITER_")},
        "ARBITER_LOCUST_DATA_FILE": str(examples / "arrayer_attack.json"),
    }
    locust = [sys.executable, "-m", "locust", "-f", str(LOCUSTFILE)]
    master = subprocess.Popen(
        [*locust, "--master", "--master-bind-host", "127.0.0.1", "--master-bind-port", str(port),
         "--expect-workers", "2", "--headless", "-u", "4", "-r", "4", "-t", "60s",
         "--host", target, "--json-file", str(tmp_path / "stats")],
        cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    workers = [
        subprocess.Popen(
            [*locust, "--worker", "--master-host", "127.0.0.1", "--master-port", str(port)],
            cwd=tmp_path,
            env={**env, "ARBITER_LOCUST_REQUESTS": "20"},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(2)
    ]
    try:
        _, errors = master.communicate(timeout=_TIMEOUT)
        assert master.returncode == 0, errors
        assert [w.wait(timeout=_TIMEOUT) for w in workers] == [0, 0]
    finally:
        processes: list[subprocess.Popen[Any]] = [master, *workers]
        for process in processes:
            process.kill()
    [entry] = [e for e in json.loads((tmp_path / "stats.json").read_text()) if e["name"]]
    assert (entry["name"], entry["num_requests"], entry["num_failures"]) == ("ResolveAction", 40, 0)
