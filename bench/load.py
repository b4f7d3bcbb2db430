"""Loopback load for the suite: ``arbiter loadtest``'s runner, in this process or in several.

One Python client process tops out below what two server workers serve, so a figure may ask for
``clients`` processes (spawned: no fork of a process using gRPC), each running the same load
with its own connections and its share of the in-flight requests, warmed up and then started
together (barriers). Their records are merged: the rate is the sum of theirs, the percentiles are
over every item of every client, and the client CPU is theirs summed (over one core: 150 % is
one and a half cores busy).

The warm-up is a run of its own before the measured one, so that the server's CPU time read
between them and after the measured run is what the measured run's items cost it (``costed``).
"""

from __future__ import annotations

import asyncio
import collections
import dataclasses
import multiprocessing
from collections.abc import Sequence
from multiprocessing.synchronize import Barrier

from arbiter.loadtest import LoadTestOptions, Payload, Report, RpcSpec, Run, run_load_test
from arbiter.loadtest.runner import Recorder
from bench.servers import Mark, Server
from bench.table import Sample

__all__ = ["MAX_STREAM_ITEMS", "WARMUP_PER_SLOT", "costed", "measure"]

#: Items one stream carries before the runner opens another: below the server's
#: max_batch_items (100,000 by default), so a stream is never refused for its length.
MAX_STREAM_ITEMS = 50_000
#: Warm-up requests (calls, stream messages), per request in flight: connections up, both
#: sides' code paths hot, before anything is counted.
WARMUP_PER_SLOT = 4


def _run(options: LoadTestOptions) -> Run:
    return asyncio.run(run_load_test(options))


def costed(sample: Sample, server: Server, mark: Mark, items: int) -> Sample:
    """``sample`` with what its ``items`` cost ``server`` since ``mark`` (taken as they began):
    its CPU seconds per 1,000 items, and the calls each of its workers logged meanwhile."""
    cpu = server.cpu_seconds() - mark.cpu
    workers = collections.Counter(
        line["worker"]
        for line in server.lines(mark.log)
        if line.get("event") == "rpc" and "worker" in line
    )
    return dataclasses.replace(
        sample,
        server_cpu=cpu * 1000 / items if items else None,
        worker_calls=tuple(workers[worker] for worker in sorted(workers)),
    )


def _client(
    warmup: LoadTestOptions,
    options: LoadTestOptions,
    barriers: tuple[Barrier, Barrier],
    results: multiprocessing.SimpleQueue[Run],
) -> None:
    _run(warmup)
    warm, go = barriers
    warm.wait()
    go.wait()
    results.put(_run(options))


def _spawned(
    warmup: LoadTestOptions, options: LoadTestOptions, clients: int, server: Server
) -> tuple[list[Run], Mark]:
    """Each client's run of ``options`` after its ``warmup``, and the server's mark between: taken
    once every client is warm, before any starts the measured run."""
    context = multiprocessing.get_context("spawn")
    barriers = (context.Barrier(clients + 1), context.Barrier(clients + 1))
    results: multiprocessing.SimpleQueue[Run] = context.SimpleQueue()
    processes = [
        context.Process(target=_client, args=(warmup, options, barriers, results))
        for _ in range(clients)
    ]
    for process in processes:
        process.start()
    warm, go = barriers
    warm.wait()
    mark = server.mark()
    go.wait()
    runs = [results.get() for _ in processes]
    for process in processes:
        process.join()
    return runs, mark


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
    server: Server,
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
    per-item p50 and p99 and what the items cost the server (``costed``); every item must come
    back OK. ``concurrency``, ``streams`` and ``connections`` are each client's; ``rps`` paces
    each (open loop, latency from the planned send times). With ``latency`` the sample's value
    is the p99 (ms), not the rate."""
    options = LoadTestOptions(
        targets=(server.target,),
        spec=spec,
        payload=payload,
        concurrency=concurrency,
        connections=connections,
        streams=streams,
        stream_messages=max(1, MAX_STREAM_ITEMS // payload.items_per_message),
        rps=rps,
        duration=seconds,
        timeout=60.0,
    )
    # The warm-up: closed loop, as many requests as WARMUP_PER_SLOT per request in flight.
    warmup = dataclasses.replace(
        options, rps=None, duration=None, count=WARMUP_PER_SLOT * concurrency
    )
    if clients == 1:
        _run(warmup)
        mark = server.mark()
        runs = [_run(options)]
    else:
        runs, mark = _spawned(warmup, options, clients, server)
    merged = _merged(runs)
    report = Report(options, merged).as_dict()
    if set(report["item_status_codes"]) != {"OK"}:
        raise RuntimeError(
            f"{spec.name} against {server.target} failed: "
            f"{report['errors'] or report['item_errors']}"
        )
    percentiles = report["item_latency_ms"]
    rate = sum(r.recorder.items / r.wall for r in runs)
    sample = Sample(
        value=percentiles["p99"] if latency else rate,
        p50_ms=percentiles["p50"],
        p99_ms=percentiles["p99"],
        client_cpu=merged.cpu / merged.wall,
    )
    return costed(sample, server, mark, merged.recorder.items)
