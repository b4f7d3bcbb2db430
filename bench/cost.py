"""Costs in instructions, counted by callgrind: the engine, a server's item, a server's call.

Seconds on a shared machine are noise; instruction counts repeat. The cases:

- ``engine-arrayer``, ``engine-tiered``: the engine alone, one example attack per item, converted
  once and resolved with seeded dice (bench/examples.py; the engine always builds the full
  trace); ``d20-arrayer``, ``d20-tiered``: their reference, PyPI d20 rolling the same dice;
- ``arrayer-DETAIL``, ``tiered-DETAIL``, ``shared-DETAIL`` (DETAIL ``none`` or ``full``): what the
  server does for one ResolveAction batch item, minus gRPC: parse the request message, convert
  it, resolve it, record its metrics, build the response and serialise it. ``arrayer`` is one
  ARRAYER greatsword attack (arrayer_attack.json), ``tiered`` one `tiered` exchange
  (tiered_exchange.json), each item with its state; ``shared`` is the ARRAYER attack as an item
  of a pack sharing one state (converted once, service.boundary.convert.SharedState) with
  ``state_echo`` NONE, the shape Monte Carlo work sends;
- ``server-arbiter``, ``server-canned``: one unary ResolveAction call (the ARRAYER attack, seed 1)
  in the server process: ``python -m service --workers 1`` and the canned server
  (bench/canned_server.py), as the suite runs them, gRPC and the ``rpc`` log line included.

An in-process case runs under ``valgrind --tool=callgrind`` at ``low`` and at ``high`` items
(100 and 600), and its cost is (count at high - count at low) / (high - low): the per-item
instructions, without the start-up both runs share. A server case runs the server under
callgrind and calls it from this process (8 calls in flight, not counted): after a warm-up
callgrind dumps its count (``callgrind_control --dump``), again after ``low`` calls and again
after ``high`` more; (count of the high - count of the low) / (high - low) is the per-call
instructions, without the start-up, the warm-up or what a window of calls costs once. Every run
has ``PYTHONHASHSEED=0``, so dict and set layouts repeat too, and ``OPENBLAS_NUM_THREADS=1``, so
no idle thread pool is counted (``_ENV``), and inherits ARBITER_ENGINE, so it
runs the engine this process would; the engine and d20 cases run with what the script imported
frozen out of the garbage collector's scans (``run``). A figure, not a test.

Usage: .venv/bin/python scripts/cost.py --callgrind [CASE ...]   (default: every case)
       .venv/bin/python scripts/cost.py CASE ITEMS   (one in-process run, what callgrind counts)
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from arbiter.loadtest import RPCS, LoadTestOptions, build_payload, run_load_test
from arbiter.v1 import combat_service_pb2
from bench.examples import ATTACKS, d20_step, engine_step, example
from bench.servers import KINDS, REPO, Server
from engine import IMPLEMENTATION, TraceDetail
from engine.catalog import builtin_catalog
from engine.resolve import resolve_action
from engine.state import ruleset_key
from service.boundary.convert import SharedState, action_request_from_proto
from service.boundary.wire import action_response_wire, batch_result_wire
from service.limits import Limits
from service.observe import ResolutionCounts

__all__ = ["CASES", "SERVER_CASES", "instructions_per_item", "main"]

DETAILS = {"none": TraceDetail.NONE, "full": TraceDetail.FULL}
ITEM_CASES = [f"{case}-{detail}" for case in (*ATTACKS, "shared") for detail in DETAILS]
ENGINE_CASES = [f"{kind}-{ruleset}" for ruleset in ATTACKS for kind in ("engine", "d20")]
#: The server cases, by the bench.servers kind they run.
SERVER_CASES = {"server-arbiter": "arbiter", "server-canned": "canned"}
CASES = [*ENGINE_CASES, *ITEM_CASES, *SERVER_CASES]
LOW, HIGH = 100, 600
#: Items per pack in the shared case, as bench figure (b) sends them.
PACK = 100
#: A server case's calls (low, high), its warm-up and calls in flight: 8 in flight keep the
#: server busy (under callgrind it serves about 30 calls a second), so its count repeats to
#: about 0.1 %; one at a time, the event loop's waits between calls vary it by 1 %.
SERVER_LOW, SERVER_HIGH = 100, 300
_SERVER_WARMUP = 20
_SERVER_IN_FLIGHT = 8
#: Seconds a server may take to start under callgrind (about 30 on a quiet machine).
_SERVER_READY = 600.0
#: What every counted run sets: the same dict and set layouts, and one OpenBLAS thread (numpy,
#: which the service imports, would start a pool whose idle spinning callgrind counts too: the
#: same d20 case counted 86,112 and 88,257 instructions an item in two runs, 86,067 every run
#: with one thread).
_ENV = {"PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1"}


def _item_step(case: str) -> Callable[[int], None]:
    """Item ``i`` of ``case`` (e.g. ``arrayer-full``): parse, convert, resolve, count, answer."""
    name, _, detail_name = case.partition("-")
    detail = DETAILS[detail_name]
    request = example(
        ATTACKS.get(name, ATTACKS["arrayer"]), combat_service_pb2.ResolveActionRequest
    )
    request.ClearField("dice")  # batch-derived seeds
    catalog, limits = builtin_catalog(), Limits()
    shared = None
    if name == "shared":
        shared = SharedState(request.state, catalog, limits)
        request.ClearField("state")
    wire = request.SerializeToString()
    # Counted as the servicer counts them: added to the metrics once per message, of one item
    # or (shared) a pack of PACK.
    counts = ResolutionCounts()

    def step(i: int) -> None:
        msg = combat_service_pb2.ResolveActionRequest.FromString(wire)
        req = action_request_from_proto(
            msg, catalog, limits, default_detail=detail, batch_seed=1, index=i, shared=shared
        )
        resolution = resolve_action(
            req.state, req.action, req.dice, validated=req.validated, detail=req.detail
        )
        counts.add(ruleset_key(req.state.ruleset), req.kind, resolution.dice_rolled)
        if shared is None or i % PACK == PACK - 1:
            counts.flush()
        answer = action_response_wire(
            resolution, req.detail, req.seed, req.converted, echo_state=shared is None
        )
        batch_result_wire(str(i), i, "action", answer)

    return step


def run(case: str, n: int) -> None:
    """``n`` items of the in-process ``case``."""
    kind, _, ruleset = case.partition("-")
    steps = {"engine": engine_step, "d20": d20_step}
    if kind in steps:
        step = steps[kind](ruleset)
        # The engine and d20 alone: what this script imported (gRPC, protobuf, the service) is
        # left out of the garbage collector's scans, which d20's rolls would otherwise pay for
        # (about 30,000 instructions a roll, a third of its count; the engine's count changes
        # by 1 %). An item case keeps them: a server's heap holds the same modules.
        gc.freeze()
    else:
        step = _item_step(case)
    for i in range(n):
        step(i)


def _summary(path: Path) -> int:
    match = re.search(r"^summary: (\d+)", path.read_text(), re.MULTILINE)
    assert match, f"callgrind wrote no summary in {path}"
    return int(match.group(1))


def instructions(case: str, n: int) -> int:
    """Callgrind's total instruction count for one run of ``n`` items of an in-process case."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out}",
                sys.executable,
                "-m",
                "bench.cost",
                case,
                str(n),
            ],
            check=True,
            capture_output=True,
            cwd=REPO,
            env={**os.environ, **_ENV},
        )
        return _summary(out)


def _server_counts(kind: str, windows: Sequence[int]) -> list[int]:
    """Server ``kind`` under callgrind: its instruction count over each window of calls."""
    module, args = KINDS[kind]
    request = example(ATTACKS["arrayer"], combat_service_pb2.ResolveActionRequest)
    payload = build_payload(RPCS["ResolveAction"], request)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        wrapper = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"]
        server = Server(
            module, args, Path(tmp), wrapper=wrapper, env=_ENV, ready_timeout=_SERVER_READY
        )
        try:
            counts = []
            for dump, calls in enumerate(windows, start=1):
                options = LoadTestOptions(
                    targets=(server.target,),
                    spec=RPCS["ResolveAction"],
                    payload=payload,
                    concurrency=_SERVER_IN_FLIGHT,
                    count=calls,
                    timeout=600.0,
                )
                done = asyncio.run(run_load_test(options)).recorder
                if done.items != calls:
                    raise RuntimeError(f"{kind} under callgrind: {dict(done.errors)}")
                # Returns once callgrind has written the dump (vgdb waits for its answer).
                subprocess.run(
                    ["callgrind_control", "--dump", str(server.proc.pid)],
                    check=True,
                    capture_output=True,
                )
                counts.append(_summary(out.with_name(f"{out.name}.{dump}")))
        finally:
            server.stop()
    return counts


def instructions_per_item(case: str, low: int | None = None, high: int | None = None) -> float:
    """``case``'s instructions per item (a call, for the server cases), between ``low`` and
    ``high`` items (default: LOW and HIGH; SERVER_LOW and SERVER_HIGH for a server case)."""
    if case in SERVER_CASES:
        low, high = low or SERVER_LOW, high or SERVER_HIGH
        _, at_low, at_high = _server_counts(SERVER_CASES[case], [_SERVER_WARMUP, low, high])
        return (at_high - at_low) / (high - low)
    low, high = low or LOW, high or HIGH
    # The two runs share nothing: on two cores they run side by side.
    with ThreadPoolExecutor(max_workers=2) as pool:
        at_low, at_high = pool.map(lambda n: instructions(case, n), (low, high))
    return (at_high - at_low) / (high - low)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="scripts/cost.py", description=(__doc__ or "").splitlines()[0]
    )
    parser.add_argument("--callgrind", action="store_true", help="count per-item instructions")
    parser.add_argument("args", nargs="*", help=f"CASE [ITEMS]; cases: {', '.join(CASES)}")
    options = parser.parse_args(argv)
    cases = options.args if options.callgrind else options.args[:1]
    if unknown := [case for case in cases if case not in CASES]:
        parser.error(f"no such case: {', '.join(unknown)} (the cases: {', '.join(CASES)})")
    if not options.callgrind:
        case, items = options.args
        if case in SERVER_CASES:
            parser.error(f"{case} is counted with --callgrind only (a server under callgrind)")
        run(case, int(items))
        return
    # The runs under callgrind inherit ARBITER_ENGINE, so they run this engine too.
    print(f"engine: {IMPLEMENTATION}", flush=True)
    for case in cases or CASES:
        print(f"{case}: {instructions_per_item(case):,.0f} instructions/item", flush=True)


if __name__ == "__main__":
    main()
