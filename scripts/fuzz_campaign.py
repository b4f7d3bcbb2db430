"""A long fuzz campaign: the fuzz suite's strategies and checks (tests/fuzz), thousands of requests
over every route against a real ``python -m service``, collecting findings instead of stopping at
the first.

Each distinct finding (RPC, route, code, reason, problem) is minimised (fields cleared, list
elements dropped while the same finding persists) and written as a corpus file
(tests/fuzz/corpus.py's format) to --out; move the ones you fix into tests/fuzz/corpus/, where the
suite replays them. Prints the figures: requests sent, time, requests per second, codes seen,
findings. Exit code 1 when anything was found.

Usage: .venv/bin/python scripts/fuzz_campaign.py [--requests 20000] [--seed 1] [--out DIR]
       [-- SERVER ARGS...]

A finding whose dice are random (no seed anywhere) may be minimised into an input that finds it
only for some seeds: pin a seed before it goes into the corpus.

The server runs with the fuzz suite's small limits (tests/fuzz/support.py, SERVER_ARGS) plus any
SERVER ARGS.
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import re
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from google.protobuf import message_factory
from google.protobuf.message import Message
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the fuzz suite's modules, and its server process

from tests.fuzz.corpus import write  # noqa: E402
from tests.fuzz.oracle import parses  # noqa: E402
from tests.fuzz.protofuzz import walk  # noqa: E402
from tests.fuzz.routes import METHODS, ConnectRoute, GrpcRoute, Route  # noqa: E402
from tests.fuzz.support import SERVER_ARGS, Call, Finding, calls, check_call, garbage  # noqa: E402
from tests.service.server_process import ServerProcess  # noqa: E402

#: The share of the requests each strategy gets.
_SHARES = {
    "ResolveAction": 0.27,
    "ResolveEncounter": 0.18,
    "ResolveBatch": 0.12,
    "ResolveMany": 0.1,
    "GetCatalog": 0.03,
    "ComputeOdds": 0.1,
    "Simulate": 0.05,
    "garbage": 0.15,
}
_MINIMISE_TRIES = 400


def _signature(finding: Finding) -> tuple[str, ...]:
    """What makes two findings the same defect: numbers and quoted values vary between inputs."""
    problem = re.sub(r"'[^']*'|\"[^\"]*\"|\d+", "_", finding.problems[0])
    return (finding.call.method, finding.route, problem)


def _reproduces(call: Call, routes: list[Route], signature: tuple[str, ...]) -> bool:
    return any(_signature(f) == signature for f in check_call(call, routes))


def _minimised(call: Call, routes: list[Route], signature: tuple[str, ...]) -> Call:
    """``call`` with every field and list element the finding does not need removed (greedy)."""
    if not all(parses(call.method, body) for body in call.bodies):
        return call
    request_class = message_factory.GetMessageClass(METHODS[call.method].input_type)
    messages = [request_class.FromString(body) for body in call.bodies]
    tries = 0

    def attempt(change: Callable[[list[Message]], None]) -> bool:
        nonlocal tries, messages
        tries += 1
        candidate = [request_class.FromString(m.SerializeToString()) for m in messages]
        change(candidate)
        trial = Call(call.method, tuple(m.SerializeToString() for m in candidate))
        if _reproduces(trial, routes, signature):
            messages = candidate
            return True
        return False

    changed = True
    while changed and tries < _MINIMISE_TRIES:
        changed = False
        for index in range(len(messages) - 1, -1, -1):
            if len(messages) > 1 and attempt(lambda ms, i=index: ms.pop(i)):  # type: ignore[misc]
                changed = True
        for m_index in range(len(messages)):
            parts = walk(messages[m_index])
            for p_index in range(len(parts) - 1, -1, -1):
                for field, value in parts[p_index].ListFields():
                    if tries >= _MINIMISE_TRIES:
                        break

                    def clear(ms: list[Message], m: int = m_index, p: int = p_index) -> None:
                        walk(ms[m])[p].ClearField(field.name)  # noqa: B023

                    if attempt(clear):
                        changed = True
                        break  # the part's fields changed: walk again
                    if field.is_repeated and len(value) > 1:
                        for e_index in range(len(value) - 1, -1, -1):

                            def drop(
                                ms: list[Message],
                                m: int = m_index,
                                p: int = p_index,
                                e: int = e_index,
                            ) -> None:
                                del getattr(walk(ms[m])[p], field.name)[e]  # noqa: B023

                            changed = attempt(drop) or changed
                if changed:
                    break
            if changed:
                break
    return Call(call.method, tuple(m.SerializeToString() for m in messages))


def _run(
    strategy: st.SearchStrategy[Call],
    routes: list[Route],
    examples: int,
    run_seed: int,
    found: dict[tuple[str, ...], Finding],
) -> int:
    """Send ``examples`` calls of ``strategy`` over ``routes``, adding what they find to
    ``found``; the requests sent."""

    @seed(run_seed)
    @settings(
        max_examples=examples,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def run(call: Call) -> None:
        for finding in check_call(call, routes):
            found.setdefault(_signature(finding), finding)

    run()
    return examples * len(routes)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=20000, help="calls to make (all routes)")
    parser.add_argument("--seed", type=int, default=1, help="Hypothesis seed of the run")
    parser.add_argument("--out", type=Path, default=None, help="where findings are written")
    parser.add_argument("server_args", nargs="*", help="extra python -m service arguments")
    args = parser.parse_args()
    out: Path = args.out or Path(tempfile.mkdtemp(prefix="arbiter-fuzz-"))
    out.mkdir(parents=True, exist_ok=True)

    sent = 0
    codes: collections.Counter[str] = collections.Counter()
    found: dict[tuple[str, ...], Finding] = {}
    started = time.perf_counter()
    with ServerProcess(*SERVER_ARGS, *args.server_args) as server:
        routes: list[Route] = [
            GrpcRoute(server.target),
            ConnectRoute(server.base_url, "proto"),
            ConnectRoute(server.base_url, "json"),
        ]
        for name, share in _SHARES.items():
            is_garbage = name == "garbage"
            call_routes = routes[:2] if is_garbage else routes
            strategy = (
                st.sampled_from(sorted(METHODS)).flatmap(garbage) if is_garbage else calls(name)
            )
            examples = max(1, round(args.requests * share / len(call_routes)))

            sent += _run(strategy, call_routes, examples, args.seed, found)
            print(f"{name}: {examples} inputs, {sent} requests so far", file=sys.stderr)
        # Codes over the whole log: one rpc line per call, both routes.
        for line in server.lines:
            if line.get("event") == "rpc":
                codes[str(line.get("code"))] += 1
        elapsed = time.perf_counter() - started
        print(f"requests: {sent}  time: {elapsed:.0f} s  ({sent / elapsed:.0f}/s)")
        print("codes logged: " + ", ".join(f"{c} {n}" for c, n in codes.most_common()))
        print(f"findings: {len(found)} distinct")
        for signature, finding in found.items():
            small = _minimised(finding.call, routes, signature)
            digest = hashlib.sha256(b"".join(small.bodies)).hexdigest()[:10]
            path = write(small, f"{small.method}-{digest}", str(finding), out)
            print(f"  {finding}\n    -> {path}")
        for route in routes:
            route.close()
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
