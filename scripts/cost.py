"""Cost per item in instructions: what the server does per batch item, counted by callgrind.

An item is what the server does for one ResolveAction batch item, minus gRPC: parse the request
message, convert it, resolve it, record its metrics, build the response and serialise it. Cases:

- ``arrayer``: one ARRAYER greatsword attack (clients/python/examples/arrayer_attack.json);
- ``tiered``: one `tiered` exchange (clients/python/examples/tiered_exchange.json);
- ``shared``: the ARRAYER attack as an item of a pack sharing one state (converted once,
  service.convert.SharedState) with ``state_echo`` NONE, the shape Monte Carlo work sends.

Each at a trace detail (``none`` or ``full``). ``--callgrind`` runs every case under
``valgrind --tool=callgrind`` at 100 and at 600 items and prints (count at 600 - count at 100) /
500: the per-item instructions, without the start-up both runs share. Instruction counts repeat
from run to run on a loaded machine, where seconds do not. A figure, not a test.

Usage: .venv/bin/python scripts/cost.py --callgrind [CASE-DETAIL ...]
       .venv/bin/python scripts/cost.py CASE-DETAIL ITEMS   (one run, what callgrind counts)
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from google.protobuf import json_format

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from arbiter.v1 import combat_service_pb2, trace_pb2  # noqa: E402
from engine import IMPLEMENTATION  # noqa: E402
from engine.catalog import builtin_catalog  # noqa: E402
from engine.resolve import resolve_action  # noqa: E402
from service.convert import (  # noqa: E402
    SharedState,
    action_request_from_proto,
    action_response_to_proto,
)
from service.limits import Limits  # noqa: E402
from service.observe import observe_resolution  # noqa: E402

EXAMPLES = REPO / "clients" / "python" / "examples"
FILES = {"arrayer": "arrayer_attack.json", "tiered": "tiered_exchange.json"}
DETAILS = {"none": trace_pb2.TRACE_DETAIL_NONE, "full": trace_pb2.TRACE_DETAIL_FULL}
CASES = [f"{case}-{detail}" for case in (*FILES, "shared") for detail in DETAILS]
LOW, HIGH = 100, 600


def run(case: str, n: int) -> None:
    """``n`` items of ``case`` (e.g. ``arrayer-full``)."""
    name, _, detail_name = case.partition("-")
    detail = DETAILS[detail_name]
    request = json_format.Parse(
        (EXAMPLES / FILES.get(name, FILES["arrayer"])).read_text(),
        combat_service_pb2.ResolveActionRequest(),
    )
    request.ClearField("dice")  # batch-derived seeds
    catalog, limits = builtin_catalog(), Limits()
    shared = None
    if name == "shared":
        shared = SharedState(request.state, catalog, limits)
        request.ClearField("state")
    wire = request.SerializeToString()
    for i in range(n):
        msg = combat_service_pb2.ResolveActionRequest.FromString(wire)
        req = action_request_from_proto(
            msg, catalog, limits, default_detail=detail, batch_seed=1, index=i, shared=shared
        )
        resolution = resolve_action(req.state, req.action, req.dice, validated=req.validated)
        observe_resolution(req.state.ruleset.key, req.kind, resolution.dice_rolled)
        out = combat_service_pb2.ResolveBatchResponse(id=str(i), index=i)
        action_response_to_proto(
            resolution, req.detail, req.seed, out.action, echo_state=shared is None
        )
        out.SerializeToString()


def instructions(case: str, n: int) -> int:
    """Callgrind's total instruction count for one run of ``n`` items."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out}",
                sys.executable,
                __file__,
                case,
                str(n),
            ],
            check=True,
            capture_output=True,
            # One string hash seed for every run: dict and set layouts then repeat too.
            env={**os.environ, "PYTHONHASHSEED": "0"},
        )
        match = re.search(r"^summary: (\d+)", out.read_text(), re.MULTILINE)
        assert match, "callgrind wrote no summary"
        return int(match.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--callgrind", action="store_true", help="count per-item instructions")
    parser.add_argument("args", nargs="*", help="CASE-DETAIL [ITEMS]")
    options = parser.parse_args()
    if not options.callgrind:
        case, items = options.args
        run(case, int(items))
        return
    # The runs under callgrind inherit ARBITER_ENGINE, so they run this engine too.
    print(f"engine: {IMPLEMENTATION}", flush=True)
    for case in options.args or CASES:
        per_item = (instructions(case, HIGH) - instructions(case, LOW)) / (HIGH - LOW)
        print(f"{case}: {per_item:,.0f} instructions/item", flush=True)


if __name__ == "__main__":
    main()
