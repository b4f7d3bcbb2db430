"""``arbiter loadtest``: load-test a running Arbiter and report as ghz does (docs/loadtest.md).

The pieces, usable on their own (the benchmark suite in ``bench/`` drives the runner directly):
``requests`` reads the request file and serialises what is sent, ``runner`` sends it on one
grpc.aio event loop and records every response, ``report`` turns the record into the text, JSON
and PNG reports, ``command`` is the CLI.
"""

from __future__ import annotations

from arbiter.loadtest.report import Report, write_plot
from arbiter.loadtest.requests import (
    RPCS,
    FileFormat,
    Payload,
    RpcSpec,
    build_payload,
    read_request_file,
)
from arbiter.loadtest.runner import LoadTestOptions, Run, run_load_test

__all__ = [
    "RPCS",
    "FileFormat",
    "LoadTestOptions",
    "Payload",
    "Report",
    "RpcSpec",
    "Run",
    "build_payload",
    "read_request_file",
    "run_load_test",
    "write_plot",
]
