"""``--workers 2``: real supervisor and worker processes sharing the ports.

Which worker served a call is read from its ``rpc`` log line (``pid``, ``worker``); the kernel
spreads connections over the workers, so a test opens new connections until it has seen both,
a bounded number of times (two workers both missed by 64 connections: 2**-63).
"""

from __future__ import annotations

import asyncio
import fcntl
import io
import json
import os
import shutil
import signal
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import grpc
import pytest
import structlog

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from service.config import Config
from service.interceptor import REQUEST_ID_KEY
from service.logs import configure_logging
from service.supervisor import (
    METRICS_DIR_PREFIX,
    _supervise,
    remove_stale_metrics_dirs,
    restart_delay,
)
from tests.service import connect_http
from tests.service.server_process import LogLine, ServerProcess

_TIMEOUT = 60.0  # per call: a hang guard
_ATTEMPTS = 64
# A channel of its own (not gRPC's process-wide subchannel pool), so a new TCP connection.
_OWN_CONNECTION = (("grpc.use_local_subchannel_pool", 1),)
_GET_CATALOG = {"grpc_method": "GetCatalog", "grpc_code": "OK"}


def _metrics_dir(server: ServerProcess) -> Path:
    """The PROMETHEUS_MULTIPROC_DIR the supervisor gave its workers, read from a worker's
    environment."""
    pid = min(_worker_pids(server))
    for entry in Path(f"/proc/{pid}/environ").read_bytes().split(b"\0"):
        name, _, value = entry.partition(b"=")
        if name == b"PROMETHEUS_MULTIPROC_DIR":
            return Path(value.decode())
    raise AssertionError(f"worker {pid} has no PROMETHEUS_MULTIPROC_DIR")


@pytest.fixture
def workers() -> Iterator[ServerProcess]:
    """A ``--workers 2`` server, stopped with SIGTERM after the test: it must exit 0, and its
    metrics directory is gone."""
    with ServerProcess("--workers", "2") as server:
        metrics_dir = _metrics_dir(server)
        assert metrics_dir.is_dir()
        yield server
        server.send_signal(signal.SIGTERM)
        assert server.wait() == 0
    assert not metrics_dir.exists()


class _Calls:
    """Numbered calls against ``server``, each one's serving pid read from its log line."""

    def __init__(self, server: ServerProcess) -> None:
        self.server = server
        self.made = 0

    def _pid(self, request_id: str) -> int:
        line = self.server.wait_for(
            lambda line: line.get("event") == "rpc" and line.get("request_id") == request_id
        )
        assert line["code"] == "OK"
        pid: int = line["pid"]
        return pid

    def via_grpc(self, channel: grpc.Channel) -> int:
        """GetCatalog on ``channel``; the pid that served it."""
        self.made += 1
        request_id = f"grpc-{self.made}"
        pb_grpc.CombatServiceStub(channel).GetCatalog(
            pb.GetCatalogRequest(), metadata=((REQUEST_ID_KEY, request_id),), timeout=_TIMEOUT
        )
        return self._pid(request_id)

    def via_connect(self) -> int:
        """GetCatalog over the Connect route, on a new connection; the pid that served it."""
        self.made += 1
        request_id = f"connect-{self.made}"
        response = connect_http.post(
            self.server.base_url, "GetCatalog", {}, headers={REQUEST_ID_KEY: request_id}
        )
        assert response.status == 200
        return self._pid(request_id)

    def channels_until(self, wanted: set[int]) -> dict[int, grpc.Channel]:
        """New connections until each pid in ``wanted`` has served one: a channel per pid."""
        found: dict[int, grpc.Channel] = {}
        for _ in range(_ATTEMPTS):
            channel = grpc.insecure_channel(self.server.target, options=_OWN_CONNECTION)
            pid = self.via_grpc(channel)
            if pid in wanted and pid not in found:
                found[pid] = channel
                if found.keys() == wanted:
                    return found
            else:
                channel.close()
        raise AssertionError(f"{_ATTEMPTS} connections reached only {sorted(found)} of {wanted}")


def _handled(server: ServerProcess) -> float:
    """grpc_server_handled_total of OK GetCatalog calls, on the supervisor's metrics port."""
    return server.metric("grpc_server_handled_total", **_GET_CATALOG)


def _worker_pids(server: ServerProcess) -> set[int]:
    pids: list[int] = server.serving["worker_pids"]
    return set(pids)


def test_the_serving_line_is_the_supervisors_and_names_both_workers(
    workers: ServerProcess,
) -> None:
    serving = workers.serving
    assert (serving["workers"], serving["pid"]) == (2, workers.proc.pid)
    assert len(_worker_pids(workers)) == 2
    assert workers.proc.pid not in _worker_pids(workers)
    assert workers.metrics_port is not None
    assert len({workers.port, workers.http_port, workers.metrics_port}) == 3
    assert [line["event"] for line in workers.lines].count("serving") == 1
    # Every worker says it serves the same ports, and its lines carry its index and pid.
    ready = [line for line in workers.lines if line["event"] == "worker serving"]
    assert {line["pid"] for line in ready} == _worker_pids(workers)
    assert {line["worker"] for line in ready} == {0, 1}
    assert {(line["port"], line["http_port"]) for line in ready} == {
        (workers.port, workers.http_port)
    }


def test_both_routes_reach_both_workers_and_one_metrics_view_counts_them_all(
    workers: ServerProcess,
) -> None:
    calls = _Calls(workers)
    channels = calls.channels_until(_worker_pids(workers))
    try:
        connect_pids = {calls.via_connect() for _ in range(2)}
        for _ in range(_ATTEMPTS):
            if connect_pids == _worker_pids(workers):
                break
            connect_pids.add(calls.via_connect())
        assert connect_pids == _worker_pids(workers)
        # Each worker's rpc lines are written after its metrics are updated.
        assert _handled(workers) == calls.made
    finally:
        for channel in channels.values():
            channel.close()


def test_a_killed_worker_is_restarted_while_the_other_serves_on(workers: ServerProcess) -> None:
    calls = _Calls(workers)
    channels = calls.channels_until(_worker_pids(workers))
    try:
        killed, survivor = sorted(channels)
        index = next(
            line["worker"]
            for line in workers.lines
            if line["event"] == "worker started" and line["pid"] == killed
        )
        os.kill(killed, signal.SIGKILL)
        exited = workers.wait_for(
            lambda line: line["event"] == "worker exited" and line["pid"] == killed
        )
        assert (exited["level"], exited["worker"]) == ("warning", index)
        assert (exited["exit_code"], exited["signal"]) == (-signal.SIGKILL, "SIGKILL")
        assert exited["restart_in"] > 0
        assert workers.metric("arbiter_worker_exits_total", worker=str(index)) == 1
        # The survivor serves its open connection and, alone for now, new ones.
        assert calls.via_grpc(channels[survivor]) == survivor
        with grpc.insecure_channel(workers.target, options=_OWN_CONNECTION) as fresh:
            assert calls.via_grpc(fresh) in {survivor, *_restarted_pids(workers, index)}

        started = workers.wait_for(
            lambda line: (
                line["event"] == "worker started"
                and line["worker"] == index
                and line["restarts"] == 1
            )
        )
        replacement: int = started["pid"]
        assert replacement not in {killed, survivor}
        workers.wait_for(
            lambda line: line["event"] == "worker serving" and line["pid"] == replacement
        )
        channels.update(calls.channels_until({replacement}))
        # The dead worker's calls still count: the metrics view sums every worker that served.
        assert _handled(workers) == calls.made
    finally:
        for channel in channels.values():
            channel.close()


def _restarted_pids(server: ServerProcess, index: int) -> set[int]:
    return {
        line["pid"]
        for line in server.lines
        if line["event"] == "worker started" and line["worker"] == index and line["restarts"]
    }


def test_a_port_held_by_other_workers_is_refused(workers: ServerProcess) -> None:
    """Workers share their ports with SO_REUSEPORT, but only among themselves: a second
    supervisor (whose workers would set it too) is refused the port."""
    for flag, taken, what in (
        ("--port", workers.port, "gRPC"),
        ("--http-port", workers.http_port, "Connect"),
        ("--metrics-port", workers.metrics_port, "metrics"),
    ):
        with ServerProcess("--workers", "2", flag, str(taken), ready=False) as rival:
            failed = rival.wait_for(lambda line: line.get("event") == "startup failed")
            assert rival.wait() == 1
        assert failed["error"] == (
            f"cannot listen for {what} on '127.0.0.1:{taken}': Address already in use"
        )
        assert not any(line["event"] == "worker started" for line in rival.lines)


def _stopped(pid: int) -> Callable[[LogLine], bool]:
    return lambda line: line["event"] == "stopped" and line.get("pid") == pid


def test_workers_drain_and_exit_when_their_supervisor_is_killed() -> None:
    with ServerProcess("--workers", "2") as server:
        metrics_dir = _metrics_dir(server)
        server.proc.kill()
        assert server.wait() == -signal.SIGKILL
        # The workers' links to the supervisor end: they stop rather than serve as orphans.
        for pid in _worker_pids(server):
            assert server.wait_for(_stopped(pid))["reason"] == "supervisor gone"
    # What a supervisor killed so cannot do itself.
    shutil.rmtree(metrics_dir)


def test_restarts_back_off_while_a_worker_keeps_dying_quickly() -> None:
    assert [restart_delay(n) for n in range(1, 10)] == [
        0.1,
        0.2,
        0.4,
        0.8,
        1.6,
        3.2,
        6.4,
        10.0,
        10.0,
    ]
    # A worker that had served long enough before it died restarts at once, nearly.
    assert restart_delay(0) == 0.1


def test_a_worker_that_cannot_be_started_fails_startup_instead_of_hanging(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The workers' interpreter cannot be run (a broken image, say): startup fails, clearly.
    monkeypatch.setattr(sys, "executable", "/nonexistent/python3")
    config = Config(host="127.0.0.1", port=0, metrics_port=None, http_port=None, workers=2)
    logs = io.StringIO()
    configure_logging("info", logs)
    try:
        code = asyncio.run(asyncio.wait_for(_supervise(config), _TIMEOUT))
    finally:
        structlog.reset_defaults()
    assert code == 1
    failed = [json.loads(line) for line in logs.getvalue().splitlines()]
    (startup,) = [line for line in failed if line["event"] == "startup failed"]
    assert startup["error"].startswith("worker 0 could not be started: ")
    assert "/nonexistent/python3" in startup["error"]


def _metrics_dir_of_a_dead_supervisor(root: Path, name: str) -> Path:
    """What a SIGKILLed supervisor leaves: its directory, its lock file, a worker's file."""
    path = root / f"{METRICS_DIR_PREFIX}{name}"
    path.mkdir()
    (path / ".supervisor.lock").touch()
    (path / "counter_12345.db").write_bytes(b"\0" * 64)
    return path


def test_metrics_directories_of_dead_supervisors_are_removed_and_live_ones_kept(
    tmp_path: Path,
) -> None:
    dead = _metrics_dir_of_a_dead_supervisor(tmp_path, "dead")
    live = _metrics_dir_of_a_dead_supervisor(tmp_path, "live")
    unlocked = tmp_path / f"{METRICS_DIR_PREFIX}being-made"
    unlocked.mkdir()
    with (live / ".supervisor.lock").open() as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # a supervisor that lives holds it
        assert remove_stale_metrics_dirs(str(tmp_path)) == [str(dead)]
    assert not dead.exists() and live.exists() and unlocked.exists()


def test_a_supervisor_removes_what_a_killed_one_left_in_its_tmp(tmp_path: Path) -> None:
    # A container restarted in its pod finds its /tmp (an emptyDir) as the killed one left it.
    dead = _metrics_dir_of_a_dead_supervisor(tmp_path, "killed")
    with ServerProcess("--workers", "2", env={"TMPDIR": str(tmp_path)}) as server:
        line = server.wait_for(lambda line: line["event"] == "stale metrics directory removed")
        assert line["path"] == str(dead)
        assert not dead.exists()
        (own,) = tmp_path.glob(f"{METRICS_DIR_PREFIX}*")
        assert (own / ".supervisor.lock").exists()
        server.send_signal(signal.SIGTERM)
        assert server.wait() == 0
    # Stopped as asked, it removed its own.
    assert list(tmp_path.glob(f"{METRICS_DIR_PREFIX}*")) == []


def test_a_hung_worker_is_killed_and_replaced() -> None:
    # SIGSTOP freezes a worker as a deadlock would: its connections (and the probes the kernel
    # hands it) would wait forever. Its heartbeats stop, the watchdog (1 s here) kills it, and
    # its slot gets a new worker.
    with ServerProcess("--workers", "2", "--worker-watchdog", "1") as server:
        frozen = sorted(_worker_pids(server))[0]
        os.kill(frozen, signal.SIGSTOP)
        hung = server.wait_for(lambda line: line["event"] == "worker hung: killing it")
        assert (hung["pid"], hung["level"], hung["silent_for"]) == (frozen, "warning", 1.0)
        exited = server.wait_for(
            lambda line: line["event"] == "worker exited" and line["pid"] == frozen
        )
        assert exited["signal"] == "SIGKILL"
        started = server.wait_for(
            lambda line: line["event"] == "worker started" and line["restarts"] == 1
        )
        server.wait_for(
            lambda line: line["event"] == "worker serving" and line["pid"] == started["pid"]
        )
        assert server.metric("arbiter_worker_exits_total", worker=str(hung["worker"])) == 1
        # The other worker was never silent that long.
        assert [
            line["pid"] for line in server.lines if line["event"] == "worker hung: killing it"
        ] == [frozen]
