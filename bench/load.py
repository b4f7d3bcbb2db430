"""Loopback load for the suite: ``arbiter loadtest``'s runner, in this process or in several.

One Python client process tops out below what two server workers serve, so a figure may ask for
``clients`` processes (spawned: no fork of a process using gRPC), each running the same load
with its own connections and its share of the in-flight requests, started together after their
imports (a barrier). Their records are merged: the rate is the sum of theirs, the percentiles are
over every item of every client, and the client CPU is theirs summed (over one core: 150 % is
one and a half cores busy).
"""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Sequence
from multiprocessing.synchronize import Barrier

from arbiter.loadtest import LoadTestOptions, Payload, Report, RpcSpec, Run, run_load_test
from arbiter.loadtest.runner import Recorder
from bench.table import Sample

__all__ = ["MAX_STREAM_ITEMS", "measure"]

#: Items one stream carries before the runner opens another: below the server's
#: max_batch_items (100,000 by default), so a stream is never refused for its length.
MAX_STREAM_ITEMS = 50_000
#: Warm-up requests (calls, stream messages), per request in flight: connections up, both
#: sides' code paths hot, before anything is counted.
_WARMUP_PER_SLOT = 4


def _run(options: LoadTestOptions) -> Run:
    return asyncio.run(run_load_test(options))


def _client(
    options: LoadTestOptions, barrier: Barrier, results: multiprocessing.SimpleQueue[Run]
) -> None:
    barrier.wait()
    results.put(_run(options))


def _spawned(options: LoadTestOptions, clients: int) -> list[Run]:
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(clients)
    results: multiprocessing.SimpleQueue[Run] = context.SimpleQueue()
    processes = [
        context.Process(target=_client, args=(options, barrier, results)) for _ in range(clients)
    ]
    for process in processes:
        process.start()
    runs = [results.get() for _ in processes]
    for process in processes:
        process.join()
    return runs


def _merged(runs: Sequence[Run]) -> Run:
    """One record of several clients' runs (the wall time is the longest)."""
    recorder = Recorder()
    for run in runs:
        r = run.recorder
        recorder.latencies.extend(r.latencies)
        recorder.carried.extend(r.carried)
        for mine, theirs in (
            (recorder.statuses, r.statuses),
            (recorder.errors, r.errors),
            (recorder.item_statuses, r.item_statuses),
            (recorder.item_errors, r.item_errors),
        ):
            mine.update(theirs)
    return Run(recorder, max(r.wall for r in runs), sum(r.cpu for r in runs))


def measure(
    target: str,
    spec: RpcSpec,
    payload: Payload,
    *,
    seconds: float,
    concurrency: int,
    streams: int = 1,
    connections: int = 1,
    clients: int = 1,
    rps: float | None = None,
    latency: bool = False,
) -> Sample:
    """Items/s (OK items: calls for the unary RPCs) over ``seconds`` after a warm-up, with the
    per-item p50 and p99; every item must come back OK. ``concurrency``, ``streams`` and
    ``connections`` are each client's; ``rps`` paces each (open loop, latency from the planned
    send times). With ``latency`` the sample's value is the p99 (ms), not the rate."""
    options = LoadTestOptions(
        targets=(target,),
        spec=spec,
        payload=payload,
        concurrency=concurrency,
        connections=connections,
        streams=streams,
        stream_messages=max(1, MAX_STREAM_ITEMS // payload.items_per_message),
        rps=rps,
        duration=seconds,
        warmup=_WARMUP_PER_SLOT * concurrency,
        timeout=60.0,
    )
    runs = [_run(options)] if clients == 1 else _spawned(options, clients)
    merged = _merged(runs)
    report = Report(options, merged).as_dict()
    if set(report["item_status_codes"]) != {"OK"}:
        raise RuntimeError(
            f"{spec.name} against {target} failed: {report['errors'] or report['item_errors']}"
        )
    percentiles = report["item_latency_ms"]
    rate = sum(r.recorder.items / r.wall for r in runs)
    return Sample(
        value=percentiles["p99"] if latency else rate,
        p50_ms=percentiles["p50"],
        p99_ms=percentiles["p99"],
        client_cpu=merged.cpu / merged.wall,
    )
