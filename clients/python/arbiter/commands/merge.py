"""``arbiter merge``: the JSON results of simulation parts merged into the one result a single
call gives (arbiter.simulation), or load-test reports run side by side added into one and judged
(arbiter.loadtest.report)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from google.protobuf import json_format

from arbiter.command_line import EXIT_FAILED, UsageError, json_text, require_extra, require_plotting
from arbiter.loadtest.command import add_gate_arguments, gates_from
from arbiter.loadtest.report import format_report, merge_reports
from arbiter.request_files import RequestFileError, read_text
from arbiter.simulation import merge
from arbiter.simulation_report import format_simulation, write_simulation_plots
from arbiter.v1 import combat_service_pb2 as pb

__all__ = ["add_command"]


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``arbiter merge``: its options and handler."""
    merge_parser = commands.add_parser(
        "merge",
        help="merge the JSON results of simulation parts, or of load tests, into one",
        description="Read SimulationResult files (proto3 JSON, as `arbiter simulate --json` "
        "prints them) of consecutive run ranges of one seed, in any order, and print the one "
        "result they make: the figures one call for all the runs gives (docs/deploy.md, "
        '"Simulation beyond one client"). Fails (exit 2), naming the file and field, on a part '
        "whose counts do not add up, parts of different seeds, sides or combatants, or runs "
        "missing or repeated; parts of different encounters with the same sides and combatants "
        "are not told apart (docs/balance.md). Or read the JSON reports of load tests of one RPC "
        "run side by side (`arbiter loadtest --output`) and print the report of them all: their "
        "latency histograms added, so every percentile is the one a single run over all their "
        "calls gives; the thresholds and baseline then judge the whole (docs/loadtest.md).",
    )
    merge_parser.set_defaults(handler=_merge)
    merge_parser.add_argument(
        "files", metavar="RESULT.json", nargs="+", help="the parts' results; - reads stdin"
    )
    merge_parser.add_argument(
        "--json", action="store_true", help="print the merged result as proto3 JSON, not the table"
    )
    merge_parser.add_argument(
        "--plot", metavar="PREFIX", help="also write its plots, as arbiter simulate --plot does"
    )
    merge_parser.add_argument(
        "--output", "-o", type=Path, help="load-test reports: write the merged JSON report here"
    )
    add_gate_arguments(merge_parser)


def _merge(options: argparse.Namespace) -> int:
    sources = ["<stdin>" if path == "-" else path for path in options.files]
    texts = [read_text(path) for path in options.files]
    reports = [_load_test_report(text) for text in texts]
    if all(r is not None for r in reports):
        return _merge_load_tests(options, [r for r in reports if r is not None])
    if any(r is not None for r in reports):
        raise UsageError("cannot merge load-test reports with simulation results")
    judged = options.threshold or options.baseline is not None or options.allow_errors
    if judged or options.output is not None:
        raise UsageError(
            "--threshold, --allow-errors, --baseline and --output merge load-test reports, "
            "not simulation results"
        )
    if options.plot is not None:
        require_plotting()
    parts = []
    for text, source in zip(texts, sources, strict=True):
        try:
            parts.append(json_format.Parse(text, pb.SimulationResult()))
        except json_format.ParseError as error:
            raise RequestFileError(f"{source}: not a SimulationResult: {error}") from None
    try:
        result = merge(parts, sources)
    except ValueError as error:
        raise UsageError(f"cannot merge: {error}") from None
    print(json_text(result) if options.json else format_simulation(result))
    if options.plot is not None:
        write_simulation_plots(result, options.plot, title="merged")
    return 0


def _load_test_report(text: str) -> dict[str, Any] | None:
    """``text`` as an ``arbiter loadtest`` JSON report; None when it is not one."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return None
    return data if isinstance(data, dict) and {"rpc", "histograms"} <= data.keys() else None


def _merge_load_tests(options: argparse.Namespace, reports: list[dict[str, Any]]) -> int:
    """``arbiter merge`` of load-test reports: the merged report and its verdict; 1 when the
    verdict fails."""
    require_extra("hdrh", "merging load-test reports", "loadtest")
    if options.plot is not None:
        raise UsageError("--plot draws a simulation's plots; a load test's needs its own run")
    try:
        merged = merge_reports(reports)
    except ValueError as error:
        raise UsageError(f"cannot merge: {error}") from None
    verdict = gates_from(options, merged["rpc"]).verdict(merged)
    merged["verdict"] = verdict.as_dict()
    if options.output is not None:
        options.output.write_text(json.dumps(merged, indent=2) + "\n")
    print(
        json.dumps(merged, indent=2)
        if options.json
        else "\n".join([format_report(merged), *verdict.text()])
    )
    return 0 if verdict.passed else EXIT_FAILED
