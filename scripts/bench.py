"""Throughput baseline: one ARRAYER attack per item, in process and over loopback gRPC.

Prints items (or calls) per second and the ratio of each loopback figure to the in-process one,
so a change to the batch path can be measured. A figure, not a test: nothing here asserts speed.

Usage: .venv/bin/python scripts/bench.py [--items N]
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections.abc import Callable
from pathlib import Path

from google.protobuf import json_format

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # tests.service.server_process starts the server subprocess

from arbiter.client import ArbiterClient  # noqa: E402
from arbiter.v1 import combat_service_pb2, trace_pb2  # noqa: E402
from engine.catalog import builtin_catalog  # noqa: E402
from engine.resolve import resolve_action  # noqa: E402
from service.convert import action_request_from_proto, action_response_to_proto  # noqa: E402
from service.limits import Limits  # noqa: E402
from tests.service.server_process import ServerProcess  # noqa: E402

EXAMPLE = REPO / "clients" / "python" / "examples" / "arrayer_attack.json"
DETAILS = {"none": trace_pb2.TRACE_DETAIL_NONE, "full": trace_pb2.TRACE_DETAIL_FULL}


def rate(count: int, run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    return count / (time.perf_counter() - start)


def in_process(
    request: combat_service_pb2.ResolveActionRequest,
    n: int,
    detail: trace_pb2.TraceDetail.ValueType,
) -> None:
    """What the server does per batch item, minus gRPC: parse, resolve, build, serialise."""
    catalog, limits = builtin_catalog(), Limits()
    for i in range(n):
        req = action_request_from_proto(
            request, catalog, limits, default_detail=detail, batch_seed=1, index=i
        )
        resolution = resolve_action(req.state, req.action, req.dice)
        out = combat_service_pb2.ResolveBatchResponse(id=str(i), index=i)
        action_response_to_proto(resolution, req.detail, req.seed, out.action)
        out.SerializeToString()


def drain(
    client: ArbiterClient,
    items: list[combat_service_pb2.BatchItem],
    options: combat_service_pb2.BatchOptions,
) -> int:
    """Send a whole batch stream and read every result."""
    return sum(1 for _ in client.resolve_batch(items, options=options))


def unary(
    client: ArbiterClient, request: combat_service_pb2.ResolveActionRequest, calls: int
) -> None:
    """One ResolveAction call after another."""
    for _ in range(calls):
        client.resolve_action(request)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=20_000, help="items per measurement")
    n = parser.parse_args().items
    request = json_format.Parse(EXAMPLE.read_text(), combat_service_pb2.ResolveActionRequest())
    request.ClearField("dice")  # batch-derived seeds
    base = {
        name: rate(n, functools.partial(in_process, request, n, d)) for name, d in DETAILS.items()
    }
    for name, value in base.items():
        print(f"in-process item, trace {name}: {value:,.0f} items/s")
    with ServerProcess() as server, ArbiterClient(server.target, timeout=None) as client:
        for name, detail in DETAILS.items():
            items = [combat_service_pb2.BatchItem(id=str(i), action=request) for i in range(n)]
            options = combat_service_pb2.BatchOptions(seed=1, trace_detail=detail)
            value = rate(n, functools.partial(drain, client, items, options))
            print(
                f"loopback ResolveBatch, trace {name}: {value:,.0f} items/s "
                f"({value / base[name]:.2f} of in-process)"
            )
        calls = max(1, n // 10)
        value = rate(calls, functools.partial(unary, client, request, calls))
        print(f"loopback unary ResolveAction: {value:,.0f} calls/s ({value / base['full']:.2f})")


if __name__ == "__main__":
    main()
