"""A lean load generator: the C++ client's load mode (clients/cpp/example/arbiter_example.cc).

One Python client process tops out below what two server workers serve, and two of them take a
core or more beside the server's two workers on a 2-core machine; the C++ client's load mode
(gRPC C++'s completion queue on one thread, the request serialised once, the answers left
unparsed) does the same load for a fraction of a core. It is built with clients/cpp's CMake
project (bench/cpp_build.py, cached under ~/.cache/arbiter), and the suite's Python generator
(bench/load.py) stands in when it cannot be.

Each connection is a channel of its own (a distinct channel argument and a local subchannel
pool), so it is a TCP connection of its own, which the kernel hands to one worker; each call in
flight keeps to one connection, so a connection always carries its share of the load whichever
worker has it.
"""

from __future__ import annotations

import functools
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2 as pb
from bench.cpp_build import EXAMPLE, BuildError, client_build, toolchain
from bench.load import WARMUP_PER_SLOT, costed
from bench.servers import Server
from bench.table import Sample

__all__ = ["load_generator", "measure_cpp"]

#: Hang guard past the run's own seconds: a healthy run ends within a second of them.
_MARGIN = 120.0


@functools.cache
def load_generator() -> Path | str:
    """The C++ client built (cached; a cold build takes a minute or two of both cores), or why it
    could not be: the first line of what went wrong."""
    print("building the C++ load generator (cached)", file=sys.stderr)
    try:
        return client_build(toolchain()) / EXAMPLE
    except BuildError as exc:
        return f"did not build: {str(exc).splitlines()[0]}"


def _run(binary: Path, server: Server, request: Path, args: list[str], timeout: float) -> Any:
    """The generator's report of one run against ``server`` (``args``: its options)."""
    result = subprocess.run(
        [str(binary), "load", server.target, str(request), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    if result.returncode != 0:
        raise RuntimeError(f"the C++ load generator failed: {result.stderr.strip()}")
    report = json.loads(result.stdout)
    if report["errors"]:
        raise RuntimeError(
            f"ResolveAction against {server.target} failed: {report['errors']} "
            f"({result.stderr.strip()})"
        )
    return report


def measure_cpp(
    binary: Path,
    server: Server,
    request: pb.ResolveActionRequest,
    *,
    seconds: float,
    in_flight: int,
    connections: int,
) -> Sample:
    """Calls/s of unary ResolveAction ``request``, ``in_flight`` calls over ``connections``, for
    ``seconds`` after a warm-up run (as bench/load.py's: WARMUP_PER_SLOT calls per call in
    flight), with the p50 and p99, the generator's CPU and what the calls cost the server
    (``costed``); every call must come back OK."""
    with tempfile.TemporaryDirectory(prefix="bench-cpp-") as tmp:
        path = Path(tmp) / "request.json"
        path.write_text(json_format.MessageToJson(request))
        shape = ["--in-flight", str(in_flight), "--connections", str(connections)]
        timeout = seconds + _MARGIN
        warmup = ["--calls", str(WARMUP_PER_SLOT * in_flight)]
        _run(binary, server, path, [*shape, *warmup], timeout)
        mark = server.mark()
        report = _run(binary, server, path, [*shape, "--seconds", str(seconds)], timeout)
    sample = Sample(
        value=report["calls_per_s"],
        p50_ms=report["p50_ms"],
        p99_ms=report["p99_ms"],
        client_cpu=report["cpu_seconds"] / report["seconds"],
    )
    return costed(sample, server, mark, report["ok"])
