"""Packed batches in process: items/s of the ResolveBatch servicer, without gRPC.

Drives ``CombatServicer.ResolveBatch`` directly on one event loop with the messages a client would
send (each parsed from bytes, as the server receives it) and serialises every answer (as the server
sends it), so the figures are the server's own per-item cost of reading, converting, resolving and
writing, without the transport. Every item is the same ARRAYER attack (clients/python/examples/
arrayer_attack.json) with a batch-derived seed, at the trace detail given (default full).

Shapes measured, each over the same number of items:

- ``single``: one item per message, each with its state (today's form).
- ``packed``: packs of ``--pack`` items, each item with its own state, state echoed.
- ``packed-no-echo``: as ``packed``, with ``BatchOptions.state_echo = STATE_ECHO_NONE``.
- ``shared``: packs sharing one ``shared_state`` (converted once per pack), state echoed.
- ``shared-no-echo``: packs sharing one state, no echo (the shape Monte Carlo and load tests send).

Each shape runs ``--runs`` times, interleaved (shape by shape within a round) so a load change on
the machine hits every shape alike; the report gives the median items/s, the spread (min-max) and
the ratio to ``single``. Time is this process's CPU time (``time.process_time``): the work runs on
one thread, so CPU time is its cost, and other processes on a shared machine disturb it far less
than they disturb wall time (they still share caches and cores). A figure, not a test: nothing
here asserts speed, and figures from a loaded machine are indicative only.

Usage: .venv/bin/python bench/packed_inprocess.py [--items N] [--pack P] [--runs R]
                                                   [--detail none|summary|full]
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import statistics
import sys
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any, cast

from google.protobuf import json_format

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from arbiter.v1 import combat_service_pb2 as pb  # noqa: E402
from arbiter.v1 import trace_pb2  # noqa: E402
from service.limits import Limits  # noqa: E402
from service.servicer import CombatServicer  # noqa: E402

EXAMPLE = REPO / "clients" / "python" / "examples" / "arrayer_attack.json"
DETAILS = {
    "none": trace_pb2.TRACE_DETAIL_NONE,
    "summary": trace_pb2.TRACE_DETAIL_SUMMARY,
    "full": trace_pb2.TRACE_DETAIL_FULL,
}


def stream(
    request: pb.ResolveActionRequest,
    items: int,
    pack: int,
    *,
    packed: bool,
    shared: bool,
    echo: bool,
    detail: trace_pb2.TraceDetail.ValueType,
) -> list[bytes]:
    """The wire messages of one ResolveBatch stream: options, then the items as asked."""
    options = pb.BatchOptions(
        seed=1,
        trace_detail=detail,
        state_echo=pb.STATE_ECHO_FULL if echo else pb.STATE_ECHO_NONE,
    )
    action = pb.ResolveActionRequest(action=request.action)
    if not shared:
        action.state.CopyFrom(request.state)
    batch = [pb.BatchItem(id=str(i), action=action) for i in range(items)]
    messages = [pb.ResolveBatchRequest(options=options)]
    if not packed:
        messages += [pb.ResolveBatchRequest(item=item) for item in batch]
    else:
        for start in range(0, items, pack):
            messages.append(
                pb.ResolveBatchRequest(
                    pack=pb.BatchPack(
                        items=batch[start : start + pack],
                        shared_state=request.state if shared else None,
                    )
                )
            )
    return [m.SerializeToString() for m in messages]


async def serve(servicer: CombatServicer, wire: list[bytes]) -> int:
    """Run one stream through the servicer: parse each message, write each answer."""

    async def requests() -> AsyncIterator[pb.ResolveBatchRequest]:
        for data in wire:
            yield pb.ResolveBatchRequest.FromString(data)

    sent = 0
    # No call context: a well-formed stream never aborts, so it is never used.
    async for answer in servicer.ResolveBatch(requests(), cast(Any, None)):
        sent += len(answer)  # the wire bytes the servicer wrote (service.boundary.wire)
    return sent


def measure(run: Callable[[], object], items: int) -> float:
    """Items per CPU-second of ``run``."""
    start = time.process_time()
    run()
    return items / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=5_000, help="items per run (default 5000)")
    parser.add_argument("--pack", type=int, default=100, help="items per pack (default 100)")
    parser.add_argument("--runs", type=int, default=3, help="runs per shape (default 3)")
    parser.add_argument("--detail", choices=DETAILS, default="full", help="trace detail")
    args = parser.parse_args()
    request = json_format.Parse(EXAMPLE.read_text(), pb.ResolveActionRequest())
    detail = DETAILS[args.detail]
    shapes = {
        "single": {"packed": False, "shared": False, "echo": True},
        "packed": {"packed": True, "shared": False, "echo": True},
        "packed-no-echo": {"packed": True, "shared": False, "echo": False},
        "shared": {"packed": True, "shared": True, "echo": True},
        "shared-no-echo": {"packed": True, "shared": True, "echo": False},
    }
    wires = {
        name: stream(request, args.items, args.pack, detail=detail, **shape)
        for name, shape in shapes.items()
    }
    servicer = CombatServicer(Limits())
    loop = asyncio.new_event_loop()
    bytes_out = {
        name: loop.run_until_complete(serve(servicer, wire)) for name, wire in wires.items()
    }
    rates: dict[str, list[float]] = {name: [] for name in shapes}
    for _ in range(args.runs):
        for name, wire in wires.items():
            run = functools.partial(loop.run_until_complete, serve(servicer, wire))
            rates[name].append(measure(run, args.items))
    loop.close()
    base = statistics.median(rates["single"])
    print(
        f"{args.items} items, packs of {args.pack}, trace {args.detail}, "
        f"medians of {args.runs} interleaved runs (in process, no transport; items per CPU second)"
    )
    print(f"{'shape':<16}{'items/s':>10}{'spread':>20}{'x single':>10}{'bytes/item':>12}")
    for name, values in rates.items():
        median = statistics.median(values)
        spread = f"{min(values):,.0f}-{max(values):,.0f}"
        per_item = bytes_out[name] / args.items
        print(f"{name:<16}{median:>10,.0f}{spread:>20}{median / base:>10.2f}{per_item:>12,.0f}")


if __name__ == "__main__":
    main()
