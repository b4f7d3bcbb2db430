"""What the cost limits change (issue 10 item 5): the CPU a trickle of worst-case requests takes.

    .venv/bin/python -m bench.cost_limits [--seconds 30] [--rate 1024] [-- SERVER_ARGS...]

Starts ``python -m service --workers 1`` twice: with the default limits, then with
``--max-request-cost 2000`` (or SERVER_ARGS after ``--``, e.g. ``-- --max-request-cost 500``).
Against each it sends the worst request the default limits allow (bench.health.worst_case: 64
`tiered` combatants, 200 rounds, about 1.8 KB on the wire) at ``--rate`` request bytes per second
(1 KiB/s: one call every 1.8 s) for ``--seconds``, without waiting for answers, and reports the
server's CPU over that time (utime + stime from /proc/PID/stat) as a share of one core, with how
the calls ended. It also times, in process, what estimating one call's cost takes: today's
length counts (service.offload.action_cost) against the message's ``ByteSize()`` it replaced.

A measurement, never a test: on a loaded machine the figures are indicative.
"""

from __future__ import annotations

import argparse
import collections
import os
import sys
import tempfile
import threading
import time
import timeit
from collections.abc import Sequence
from pathlib import Path

import grpc

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from arbiter.v1 import state_pb2
from bench.health import worst_case
from bench.servers import Server
from service.offload import action_cost

__all__ = ["main"]

_TICKS = os.sysconf("SC_CLK_TCK")
_CALL_TIMEOUT = 600.0


def _cpu_seconds(pid: int) -> float:
    """utime + stime of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / _TICKS


def _trickle(server: Server, seconds: float, rate: float) -> tuple[float, collections.Counter[str]]:
    """Worst-case calls at ``rate`` bytes/s for ``seconds``: the server's CPU share of one core
    meanwhile, and the status codes of the calls answered by the end."""
    request = worst_case()
    interval = request.ByteSize() / rate
    codes: collections.Counter[str] = collections.Counter()
    lock = threading.Lock()

    def done(call: grpc.Future[pb.ResolveEncounterResponse]) -> None:
        code = call.code()  # type: ignore[attr-defined]  # a call future is also a grpc.Call
        with lock:
            codes[code.name] += 1

    with grpc.insecure_channel(server.target) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        before, start = _cpu_seconds(server.proc.pid), time.monotonic()
        sent = 0
        while (now := time.monotonic()) < start + seconds:
            if now >= start + sent * interval:
                stub.ResolveEncounter.future(request, timeout=_CALL_TIMEOUT).add_done_callback(done)
                sent += 1
            time.sleep(min(0.05, max(0.0, start + sent * interval - now)))
        share = (_cpu_seconds(server.proc.pid) - before) / (time.monotonic() - start)
        with lock:
            answered = collections.Counter(codes)
        answered["(still running or queued)"] = sent - sum(answered.values())
    return share, answered


def _estimate_cost() -> list[tuple[str, float, float]]:
    """Microseconds per call estimating a request's cost: (request, counts, ByteSize)."""
    cheap = pb.ResolveActionRequest()
    cheap.state.ruleset = state_pb2.RULESET_TIERED
    for name in ("ana", "bo"):
        cheap.state.combatants.add(id=name, side_id=name, hp=30).tiered.body = 3
    big = pb.ResolveActionRequest(state=worst_case().state)
    rows = []
    for name, request in (("2 combatants", cheap), ("64 combatants", big)):
        n = 100_000

        def counts(r: pb.ResolveActionRequest = request) -> int:
            return action_cost(r)

        def size(r: pb.ResolveActionRequest = request) -> int:
            return 1 + r.ByteSize() // 1024

        rows.append(
            (
                name,
                min(timeit.repeat(counts, number=n, repeat=3)) / n * 1e6,
                min(timeit.repeat(size, number=n, repeat=3)) / n * 1e6,
            )
        )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--rate", type=float, default=1024.0, help="request bytes per second")
    parser.add_argument("server_args", nargs="*", default=["--max-request-cost", "2000"])
    args = parser.parse_args(argv)
    print(f"worst-case requests at {args.rate:g} B/s for {args.seconds:g} s", flush=True)
    with tempfile.TemporaryDirectory(prefix="bench-cost-") as directory:
        for label, extra in (
            ("default limits", []),
            (" ".join(args.server_args), args.server_args),
        ):
            server = Server("service", ["--workers", "1", "--grace", "0", *extra], Path(directory))
            try:
                share, codes = _trickle(server, args.seconds, args.rate)
            finally:
                server.stop()
            ended = ", ".join(f"{code} {count}" for code, count in sorted(codes.items()))
            print(f"  {label}: server CPU {share:.0%} of a core; calls: {ended}", flush=True)
    print("estimating one call's cost (us per call, in process): counts vs ByteSize()")
    for name, counts, size in _estimate_cost():
        print(f"  {name}: {counts:.2f} vs {size:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
