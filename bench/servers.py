"""The servers the suite measures: ``python -m MODULE`` on ephemeral loopback ports, logging to a
file, started on first use and stopped (SIGTERM: every worker drains) when the suite ends."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.processes import cpu_seconds, family, stats

__all__ = ["KINDS", "REPO", "Mark", "Server", "Servers"]

REPO = Path(__file__).resolve().parent.parent
_READY_TIMEOUT = 60.0
_STOP_TIMEOUT = 30.0
_POLL = 0.05  # a benchmark, not a test: polling a log file for a line


@dataclass(frozen=True, slots=True)
class Mark:
    """A server at one moment: its log's length (bytes) and the CPU seconds it had used."""

    log: int
    cpu: float


class Server:
    """One server process and its JSON log; ``target`` is its ``host:port``.

    Its output goes to a file, not a pipe: a pipe would have to be drained by this process,
    taking CPU from the load it generates (the servers log one line per call, as deployed).
    """

    def __init__(
        self,
        module: str,
        args: Sequence[str],
        directory: Path,
        *,
        wrapper: Sequence[str] = (),
        env: Mapping[str, str] | None = None,
        ready_timeout: float = _READY_TIMEOUT,
    ) -> None:
        """Start ``python -m module`` (run by ``wrapper``, e.g. valgrind, when given; its pid
        is then the server's) with ``args`` and ``env`` added, and wait for it to serve."""
        self.log = directory / f"{module}-{len(list(directory.iterdir()))}.log"
        command = [*wrapper, sys.executable, "-m", module, "--host", "127.0.0.1", "--port", "0"]
        command += ["--metrics-port", "off", "--http-port", "off", *args]
        # None of the caller's server settings, but its choice of engine (describe_machine's).
        environ = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith("ARBITER_") or k == "ARBITER_ENGINE"
        }
        environ.update(env or {})
        with self.log.open("wb") as out:
            self.proc = subprocess.Popen(
                command, cwd=REPO, env=environ, stdin=subprocess.DEVNULL, stdout=out, stderr=out
            )
        serving = self.wait_for(lambda line: line.get("event") == "serving", ready_timeout)
        self.target = f"127.0.0.1:{serving['port']}"

    def size(self) -> int:
        """The log's length now: ``wait_for(..., since=size())`` sees only what comes after."""
        return self.log.stat().st_size

    def wait_for(
        self, predicate: Callable[[dict[str, Any]], bool], timeout: float, since: int = 0
    ) -> dict[str, Any]:
        """The first JSON log line from byte ``since`` on that ``predicate`` accepts."""
        deadline = time.monotonic() + timeout
        while True:
            for line in self.lines(since):
                if predicate(line):
                    return line
            if self.proc.poll() is not None or time.monotonic() > deadline:
                text = self.log.read_text(errors="replace")[-4000:]
                raise RuntimeError(f"{self.log.name}: the line waited for never came:\n{text}")
            time.sleep(_POLL)

    def lines(self, since: int) -> list[dict[str, Any]]:
        """The JSON log lines from byte ``since`` on (``size()`` then), as written so far."""
        with self.log.open("rb") as log:
            log.seek(since)
            # Whole lines only: one being written has no newline yet.
            return [json.loads(raw) for raw in log if raw.startswith(b"{") and raw.endswith(b"\n")]

    def cpu_seconds(self) -> float:
        """The CPU time (user + system) the server process and its workers have used so far."""
        return sum(cpu_seconds(pid) for pid in family(self.proc.pid))

    def mark(self) -> Mark:
        """The server now, for ``bench.load.costed``: what the load after it cost."""
        return Mark(self.size(), self.cpu_seconds())

    def memory(self) -> list[int]:
        """Resident memory (VmRSS, MB) of the server process and then of each of its children
        (``--workers`` above 1: the supervisor, then the workers), read from /proc now."""
        return [stats(pid).rss_mb for pid in family(self.proc.pid)]

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=_STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


#: The servers by name: (module, arguments). Arbiter on one worker process is compared with the
#: canned server, one process too; ``arbiter-2`` is ``--workers 2``.
KINDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "arbiter": ("service", ("--workers", "1")),
    "arbiter-2": ("service", ("--workers", "2")),
    "canned": ("bench.canned_server", ()),
}


class Servers:
    """The suite's servers by name, each started the first time a figure asks for it (``--only``
    starts only those it needs) and stopped when ``stack`` closes."""

    def __init__(self, stack: ExitStack) -> None:
        self._stack = stack
        self._directory = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-")))
        self._running: dict[str, Server] = {}

    @property
    def running(self) -> dict[str, Server]:
        """The servers started so far, by name."""
        return dict(self._running)

    def __getitem__(self, name: str) -> Server:
        if name not in self._running:
            module, args = KINDS[name]
            server = Server(module, args, self._directory)
            self._stack.callback(server.stop)
            self._running[name] = server
        return self._running[name]
