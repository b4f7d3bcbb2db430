"""``arbiter serve --workers N`` with N above 1: a supervisor process and N worker processes.

The supervisor serves no calls. It

1. checks and holds the ports: each of the gRPC and the Connect ports is first bound *without*
   SO_REUSEPORT, which fails if any other socket has it (whatever that socket's options), so a
   port another program uses still fails startup clearly; a port of 0 becomes a concrete port
   here, once, for every worker. Then it binds the port again with SO_REUSEPORT and keeps that
   socket, never listening on it (so it takes no connections), for its whole life: the port stays
   reserved while workers restart. The workers bind it with SO_REUSEPORT too, and the kernel
   spreads incoming connections over their listening sockets;
2. creates a fresh ``PROMETHEUS_MULTIPROC_DIR`` for the workers and serves /metrics itself with
   prometheus-client's ``MultiProcessCollector`` over it: one view, the metric names and labels
   of a single process, sums over the workers (dead ones included, so counters never go back);
3. starts the workers (``python -m service.worker`` subprocesses: a fresh interpreter each, with
   the multiprocess directory in the environment before prometheus-client is imported, and no
   fork of a process that has started gRPC threads), waits for every one to say it serves, and
   logs the one "serving" line;
4. restarts a worker that dies, after a delay that doubles with each quick death (0.1 s up to
   10 s; back to 0.1 s once a worker has served 10 s), so a crash loop does not spin; and kills
   (so restarts) a worker whose event loop sends no heartbeat for ``--worker-watchdog`` seconds,
   since a hung worker would keep its share of the connections, probes included;
5. on SIGTERM or SIGINT, sends SIGTERM to every worker, each of which drains with the grace
   period; it waits for all of them (killing any still alive ``_KILL_AFTER`` seconds past the
   grace), closes the metrics, removes the directory, and exits 0 (1 if a worker did not stop
   cleanly).

Workers write their log lines to the supervisor's stdout directly (each line one write, so lines
do not interleave on a pipe).
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from prometheus_client import CollectorRegistry, Counter, multiprocess

from service.config import Config
from service.logs import configure_logging, get_logger
from service.server import (
    BindError,
    HttpEndpoint,
    address,
    metrics_endpoint,
    serving_fields,
    stop_signals,
)
from service.worker import READY, config_to_json, worker_env

__all__ = ["METRICS_DIR_PREFIX", "remove_stale_metrics_dirs", "restart_delay", "supervise"]

# Restart delays: the first, the cap, and how long a worker must serve to reset them.
_RESTART_FIRST = 0.1
_RESTART_MAX = 10.0
_RESTART_RESET = 10.0
# Seconds past the grace period after which a worker that has not stopped is killed.
_KILL_AFTER = 10.0

_log = get_logger()


def restart_delay(quick_deaths: int) -> float:
    """Seconds before restarting a worker that died, after ``quick_deaths`` deaths in a row
    within ``_RESTART_RESET`` seconds of serving (this one included): doubling, capped."""
    return min(_RESTART_FIRST * 2.0 ** max(quick_deaths - 1, 0), _RESTART_MAX)


def _hold_port(host: str, port: int, what: str) -> socket.socket:
    """A socket bound to ``host:port`` with SO_REUSEPORT and not listening, after checking that no
    other socket has the port; raises BindError naming ``what`` when one does."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET

    def refused(exc: OSError, bound: int) -> BindError:
        return BindError(
            f"cannot listen for {what} on {address(host, bound)!r}: {exc.strerror or exc}"
        )

    with socket.socket(family, socket.SOCK_STREAM) as probe:
        # SO_REUSEADDR: the TIME_WAIT connections of a previous run do not count as a user.
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as exc:
            raise refused(exc, port) from exc
        port = probe.getsockname()[1]
    holder = socket.socket(family, socket.SOCK_STREAM)
    holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    try:
        holder.bind((host, port))
    except OSError as exc:  # taken in the moment since the probe
        holder.close()
        raise refused(exc, port) from exc
    return holder


async def _read_ready(link: socket.socket) -> bool:
    """Whether the worker at the other end of ``link`` says it serves (False: it ended first)."""
    loop = asyncio.get_running_loop()
    received = b""
    while len(received) < len(READY):
        chunk = await loop.sock_recv(link, len(READY) - len(received))
        if not chunk:
            return False
        received += chunk
    return received == READY


#: The multiprocess metrics directory of a run is made under $TMPDIR with this prefix, and holds
#: this lock file (remove_stale_metrics_dirs).
METRICS_DIR_PREFIX = "arbiter-metrics-"
_LOCK_FILE = ".supervisor.lock"
#: Workers that died unasked (each is restarted), by worker index: served on the supervisor's
#: metrics port beside the workers' series (deploy/k8s alerts on their increase).
WORKER_EXITS = Counter(
    "arbiter_worker_exits",
    "Worker processes that exited without being asked to (each is restarted), by worker index.",
    ["worker"],
    registry=None,
)


@dataclass(slots=True)
class _Slot:
    """Worker ``index``: its current process, if any, and its run of quick deaths."""

    index: int
    process: asyncio.subprocess.Process | None = None
    quick_deaths: int = 0
    pids: list[int] = field(default_factory=list)


class _Supervisor:
    def __init__(self, config: Config, metrics_dir: str) -> None:
        # The workers' own copy: the ports are concrete, and the supervisor serves the metrics.
        self._worker_config = config_to_json(replace(config, metrics_port=None))
        self._env = {**worker_env(config, os.environ), "PROMETHEUS_MULTIPROC_DIR": metrics_dir}
        self._metrics_dir = metrics_dir
        self._watchdog = config.worker_watchdog
        self._slots = [_Slot(index) for index in range(config.workers)]
        self._stopping = asyncio.Event()
        self._tasks: list[asyncio.Task[int | None]] = []
        self._exit_codes: list[int] = []

    async def _spawn(self, slot: _Slot) -> tuple[asyncio.subprocess.Process, socket.socket]:
        ours, theirs = socket.socketpair()
        with theirs:
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "service.worker",
                "--index",
                str(slot.index),
                "--link-fd",
                str(theirs.fileno()),
                "--config",
                self._worker_config,
                pass_fds=(theirs.fileno(),),
                env=self._env,
                stdin=subprocess.DEVNULL,
            )
        ours.setblocking(False)
        slot.process = process
        slot.pids.append(process.pid)
        _log.info("worker started", worker=slot.index, pid=process.pid, restarts=len(slot.pids) - 1)
        return process, ours

    async def _watch(
        self, slot: _Slot, process: asyncio.subprocess.Process, link: socket.socket
    ) -> int:
        """Wait for a serving worker to exit; kill it (SIGKILL, so it is restarted) when its
        event loop sends no heartbeat for ``worker_watchdog`` seconds: a hung worker would keep
        its share of the connections the kernel hands out (SO_REUSEPORT), probes included, and
        answer none. Not while stopping: the stop's own deadline kills what does not stop."""
        loop = asyncio.get_running_loop()
        exited = asyncio.ensure_future(process.wait())
        timeout = self._watchdog
        try:
            while not exited.done():
                beat = asyncio.ensure_future(loop.sock_recv(link, 64))
                done, _ = await asyncio.wait((exited, beat), timeout=timeout)
                if beat in done:
                    if not beat.result():  # end of file: the worker is going; wait for it
                        break
                    continue
                beat.cancel()
                if not done and not self._stopping.is_set():
                    _log.warning(
                        "worker hung: killing it",
                        worker=slot.index,
                        pid=process.pid,
                        silent_for=timeout,
                    )
                    process.kill()
                    break
            return await exited
        finally:
            exited.cancel()

    async def _run(self, slot: _Slot, first: asyncio.Future[str | None]) -> int | None:
        """Keep worker ``slot`` running until the stop; ``first`` gets None once its first
        process serves, or what went wrong if it could not start or died first. Returns the exit
        code of the last process (None when the stop came while none ran)."""
        loop = asyncio.get_running_loop()
        while True:
            try:
                process, link = await self._spawn(slot)
            except OSError as exc:
                if not first.done():
                    first.set_result(f"could not be started: {exc}")
                    return None
                # A restart that cannot start (the interpreter gone, no more processes): keep
                # trying, backing off, rather than leave the slot empty for good.
                slot.quick_deaths += 1
                delay = restart_delay(slot.quick_deaths)
                _log.error(
                    "worker could not be started", worker=slot.index, error=str(exc), retry_in=delay
                )
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stopping.wait(), delay)
                    return None
                continue
            with link:
                if self._stopping.is_set():  # the stop's SIGTERMs went out while this started
                    process.send_signal(signal.SIGTERM)
                ready = await _read_ready(link)
                if not first.done():
                    if not ready:
                        code = await process.wait()
                        first.set_result(
                            f"(pid {process.pid}) exited with code {code} before serving"
                        )
                        return code
                    first.set_result(None)
                served_from = loop.time()
                code = await self._watch(slot, process, link)
            slot.process = None
            # Gauges in a live mode drop the dead process's values (counters keep theirs).
            multiprocess.mark_process_dead(process.pid, self._metrics_dir)  # type: ignore[no-untyped-call]
            if self._stopping.is_set():
                _log.info("worker stopped", worker=slot.index, pid=process.pid, exit_code=code)
                return code
            quick = not ready or loop.time() - served_from < _RESTART_RESET
            slot.quick_deaths = slot.quick_deaths + 1 if quick else 0
            delay = restart_delay(slot.quick_deaths)
            signame = signal.Signals(-code).name if code < 0 else None
            WORKER_EXITS.labels(worker=str(slot.index)).inc()
            _log.warning(
                "worker exited",
                worker=slot.index,
                pid=process.pid,
                exit_code=code,
                signal=signame,
                restart_in=delay,
            )
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stopping.wait(), delay)
                return None

    async def start(self) -> str | None:
        """Start every worker; None once all serve, else what went wrong (the others are
        stopped then)."""
        loop = asyncio.get_running_loop()
        firsts: list[asyncio.Future[str | None]] = [loop.create_future() for _ in self._slots]
        self._tasks = [
            asyncio.ensure_future(self._run(slot, first))
            for slot, first in zip(self._slots, firsts, strict=True)
        ]
        problems = await asyncio.gather(*firsts)
        failed = [
            (slot, problem)
            for slot, problem in zip(self._slots, problems, strict=True)
            if problem is not None
        ]
        if not failed:
            return None
        await self.stop(0.0)
        slot, problem = failed[0]
        return f"worker {slot.index} {problem}"

    @property
    def pids(self) -> list[int]:
        return [slot.pids[-1] for slot in self._slots]

    def _signal_all(self, signum: signal.Signals) -> None:
        for slot in self._slots:
            if slot.process is not None and slot.process.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    slot.process.send_signal(signum)

    async def stop(self, grace: float) -> bool:
        """SIGTERM to every worker and wait for all; True when all stopped with exit code 0."""
        self._stopping.set()
        self._signal_all(signal.SIGTERM)
        _, pending = await asyncio.wait(self._tasks, timeout=grace + _KILL_AFTER)
        if pending:
            _log.error("workers did not stop in time: killing them", grace=grace)
            self._signal_all(signal.SIGKILL)
        codes = await asyncio.gather(*self._tasks)
        # -SIGTERM: a worker (re)started so shortly before that it had not yet set its signal
        # handlers, and so had served nothing.
        return not pending and all(code in {0, -signal.SIGTERM, None} for code in codes)


def remove_stale_metrics_dirs(root: str) -> list[str]:
    """Remove, under ``root``, the metrics directories of supervisors that are gone, and return
    them. One killed (SIGKILL, the OOM killer) ran no cleanup, and a container's ``/tmp`` (an
    emptyDir) outlives its restarts, so its workers' files would pile up. Each live supervisor
    holds a lock on its directory's lock file, which the kernel releases when it dies: a lock
    this call can take is a dead supervisor's. A directory without a lock file is left alone (it
    may be one being made this instant)."""
    removed = []
    for path in sorted(Path(root).glob(f"{METRICS_DIR_PREFIX}*")):
        try:
            fd = os.open(path / _LOCK_FILE, os.O_RDONLY)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            continue  # its supervisor lives
        finally:
            os.close(fd)
        shutil.rmtree(path, ignore_errors=True)
        removed.append(str(path))
    return removed


@contextlib.contextmanager
def _metrics_dir() -> Iterator[str]:
    # Fresh per run: prometheus-client's multiprocess files must not outlive the processes. The
    # lock, held while the directory lives, tells a later run whether this one is gone.
    root = tempfile.gettempdir()
    for path in remove_stale_metrics_dirs(root):
        _log.info("stale metrics directory removed", path=path)
    path = tempfile.mkdtemp(prefix=METRICS_DIR_PREFIX, dir=root)
    lock = os.open(Path(path) / _LOCK_FILE, os.O_RDONLY | os.O_CREAT, 0o600)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)
        os.close(lock)


async def _supervise(config: Config) -> int:
    received = stop_signals()
    # The directory goes last, after the metrics endpoint that reads it has closed.
    with _metrics_dir() as metrics_dir, contextlib.ExitStack() as held:
        metrics: HttpEndpoint | None = None
        try:
            grpc_port = held.enter_context(_hold_port(config.host, config.port, "gRPC"))
            http_port = None
            if config.http_port is not None:
                http_port = held.enter_context(_hold_port(config.host, config.http_port, "Connect"))
            health_port = None
            if config.health_port is not None:
                health_port = held.enter_context(
                    _hold_port(config.health_host or config.host, config.health_port, "health")
                )
            if config.metrics_port is not None:
                registry = CollectorRegistry()
                multiprocess.MultiProcessCollector(registry, path=metrics_dir)  # type: ignore[no-untyped-call]
                registry.register(WORKER_EXITS)
                metrics = metrics_endpoint(config, registry)
        except BindError as exc:
            _log.error("startup failed", error=str(exc))
            return 1
        if metrics is not None:
            # Served from this event loop, like a worker's; stopped after the workers.
            await metrics.start()
        bound = replace(
            config,
            port=grpc_port.getsockname()[1],
            http_port=None if http_port is None else http_port.getsockname()[1],
            health_port=None if health_port is None else health_port.getsockname()[1],
        )
        supervisor = _Supervisor(bound, metrics_dir)
        failure = await supervisor.start()
        if failure is not None:
            _log.error("startup failed", error=failure)
            if metrics is not None:
                await metrics.stop(0.0)
            return 1
        _log.info(
            "serving",
            **serving_fields(
                bound,
                port=bound.port,
                http_port=bound.http_port,
                metrics_port=None if metrics is None else metrics.port,
            ),
            worker_pids=supervisor.pids,
        )
        signum = await received
        _log.info("shutting down", reason=signum.name, grace=config.grace, workers=config.workers)
        clean = await supervisor.stop(config.grace)
        if metrics is not None:
            await metrics.stop(0.0)
    _log.info("stopped", reason=signum.name)
    return 0 if clean else 1


def supervise(config: Config) -> int:
    """Run ``config.workers`` supervised workers until SIGTERM or SIGINT; the exit code (0 after
    a clean stop, 1 when a port cannot be bound or a worker fails to start or to stop)."""
    configure_logging(config.log_level)
    return asyncio.run(_supervise(config))
