"""``python -m service`` as a subprocess on 127.0.0.1 with ephemeral ports, for tests.

The process is ready when it logs its JSON "serving" line, which also reports the ports it bound;
tests wait on that line (and on later log lines), never on the clock. Every stdout line is kept
so a test can check the whole log.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import urllib.request
from collections.abc import Callable, Mapping
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Self

from prometheus_client.parser import text_string_to_metric_families

__all__ = ["LogLine", "ServerProcess"]

REPO = Path(__file__).resolve().parents[2]

# Hang guards only: a healthy server answers in well under a second.
_LINE_TIMEOUT = 60.0
_EXIT_TIMEOUT = 60.0

LogLine = dict[str, Any]


class ServerProcess:
    """Start with ``with ServerProcess(*extra_args) as server:``; ``server.port``,
    ``server.metrics_port``, ``server.http_port`` (the Connect route; ``server.base_url``) and
    ``server.target`` come from the "serving" line.

    The environment is the test's minus any ``ARBITER_*`` variable, plus ``env``. With
    ``ready=False`` entering does not wait for the "serving" line (for a server meant to fail).
    The server runs one process (``--workers 1``) unless ``args`` say otherwise.
    """

    def __init__(
        self, *args: str, env: Mapping[str, str] | None = None, ready: bool = True
    ) -> None:
        self.ready = ready
        self.args = [
            sys.executable,
            "-m",
            "service",
            "--host",
            "127.0.0.1",
            "--port",
            "0",
            "--metrics-port",
            "0",
            "--http-port",
            "0",
            "--workers",
            "1",
            *args,
        ]
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("ARBITER_")}
        self.env.update(env or {})
        self.raw_lines: list[str] = []
        self.stderr_lines: list[str] = []
        self._changed = threading.Condition()
        self._stdout_closed = False
        self._proc: subprocess.Popen[str] | None = None
        self.serving: LogLine = {}

    def __enter__(self) -> Self:
        self._proc = subprocess.Popen(
            self.args,
            cwd=REPO,
            env=self.env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self._proc.stdout is not None
        assert self._proc.stderr is not None
        threading.Thread(target=self._read_stdout, args=(self._proc.stdout,), daemon=True).start()
        threading.Thread(target=self._read_stderr, args=(self._proc.stderr,), daemon=True).start()
        if self.ready:
            self.serving = self.wait_for(lambda line: line.get("event") == "serving")
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        proc = self.proc
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=_EXIT_TIMEOUT)

    @property
    def proc(self) -> subprocess.Popen[str]:
        assert self._proc is not None, "not started"
        return self._proc

    @property
    def port(self) -> int:
        port: int = self.serving["port"]
        return port

    @property
    def metrics_port(self) -> int | None:
        port: int | None = self.serving["metrics_port"]
        return port

    @property
    def http_port(self) -> int | None:
        port: int | None = self.serving["http_port"]
        return port

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT`` of the Connect route (``https://`` when it serves TLS)."""
        assert self.http_port is not None, "the Connect route is off"
        scheme = "http" if self.serving.get("tls", "off") == "off" else "https"
        return f"{scheme}://127.0.0.1:{self.http_port}"

    @property
    def health_port(self) -> int | None:
        port: int | None = self.serving["health_port"]
        return port

    @property
    def target(self) -> str:
        return f"127.0.0.1:{self.port}"

    def metric(self, name: str, **labels: str) -> float:
        """The sum of the samples ``name`` with (at least) ``labels`` on the metrics port now."""
        url = f"http://127.0.0.1:{self.metrics_port}/metrics"
        with urllib.request.urlopen(url, timeout=_LINE_TIMEOUT) as response:
            text = response.read().decode()
        return sum(
            sample.value
            for family in text_string_to_metric_families(text)
            for sample in family.samples
            if sample.name == name and labels.items() <= sample.labels.items()
        )

    @property
    def lines(self) -> list[LogLine]:
        """Every stdout line so far, parsed (a line that is not JSON fails the test here)."""
        with self._changed:
            raw = list(self.raw_lines)
        return [json.loads(line) for line in raw]

    def wait_for(self, predicate: Callable[[LogLine], bool]) -> LogLine:
        """The first log line (from the start) for which ``predicate`` holds, waiting for it."""
        checked = 0
        with self._changed:
            while True:
                for raw in self.raw_lines[checked:]:
                    line: LogLine = json.loads(raw)
                    if predicate(line):
                        return line
                checked = len(self.raw_lines)
                if self._stdout_closed:
                    raise AssertionError(
                        f"server exited ({self.proc.poll()}) without the expected log line; "
                        f"stdout: {self.raw_lines!r}; stderr: {self.stderr_lines!r}"
                    )
                if not self._changed.wait(timeout=_LINE_TIMEOUT):
                    raise AssertionError(f"no expected log line; stdout: {self.raw_lines!r}")

    def send_signal(self, signum: signal.Signals) -> None:
        self.proc.send_signal(signum)

    def wait(self) -> int:
        """Wait for the process to exit; its exit code."""
        return self.proc.wait(timeout=_EXIT_TIMEOUT)

    def _read_stdout(self, stream: IO[str]) -> None:
        for raw in stream:
            with self._changed:
                self.raw_lines.append(raw.rstrip("\n"))
                self._changed.notify_all()
        with self._changed:
            self._stdout_closed = True
            self._changed.notify_all()

    def _read_stderr(self, stream: IO[str]) -> None:
        # Drained so gRPC's diagnostics can never fill the pipe and block the server.
        for raw in stream:
            with self._changed:
                self.stderr_lines.append(raw.rstrip("\n"))
