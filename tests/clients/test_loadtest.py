"""``arbiter loadtest`` against real server processes: counts, status codes, targets, the rate
limit and the reports. Small counts; no assertion on speed beyond the report's own consistency."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import math
import random
import struct
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from google.protobuf import json_format
from hdrh.histogram import HdrHistogram

from arbiter.cli import EXIT_USAGE, main
from arbiter.client import ArbiterClient
from arbiter.loadtest import RPCS, LoadTestOptions, Payload, Report, build_payload, run_load_test
from arbiter.loadtest.report import merge_reports
from arbiter.loadtest.runner import Recorder, Run
from arbiter.loadtest.schedule import Ramp
from arbiter.v1 import combat_service_pb2 as pb
from tests.clients.acceptance import MANIFEST
from tests.pki import make_pki
from tests.service.server_process import LogLine, ServerProcess

_SERVICE = "/arbiter.v1.CombatService/"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: A seeded Simulate (the acceptance calls'), for the runs of Simulate.
SIMULATE = MANIFEST.parent / "arrayer_simulate.json"
REPORT_KEYS = {
    "rpc",
    "targets",
    "options",
    "count",
    "items",
    "item_count",
    "total_seconds",
    "rps",
    "items_per_second",
    "latency_from",
    "latency_ms",
    "item_latency_ms",
    "first_message_ms",
    "histogram",
    "histograms",
    "parts",
    "status_codes",
    "item_status_codes",
    "errors",
    "item_errors",
    "target_counts",
    "late_starts",
    "steps",
    "client_cpu",
    "verdict",
}


def _loadtest(tmp_path: Path, targets: list[str], *args: str, code: int = 0) -> dict[str, Any]:
    """Run the command, which must exit ``code``; its JSON report."""
    output = tmp_path / "report.json"
    flags = [a for t in targets for a in ("--target", t)]
    exit_code = main(["loadtest", "--insecure", "--no-progress", "-o", str(output), *flags, *args])
    assert exit_code == code
    report: dict[str, Any] = json.loads(output.read_text())
    return report


@pytest.fixture
def attack(examples: Path) -> str:
    return str(examples / "arrayer_attack.json")


@pytest.fixture
def bad_attack(examples: Path, tmp_path: Path) -> str:
    """The ARRAYER example attacking with a weapon the catalog does not have."""
    data = json.loads((examples / "arrayer_attack.json").read_text())
    data["action"]["attack"]["weaponId"] = "nope"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    return str(path)


def test_count_gives_that_many_ok_and_a_consistent_report(
    target: str, attack: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = _loadtest(tmp_path, [target], "-d", attack, "--count", "50", "-c", "4")
    assert report.keys() == REPORT_KEYS
    assert report["rpc"] == "ResolveAction"
    assert report["count"] == report["items"] == 50
    assert report["status_codes"] == {"OK": 50}
    assert report["errors"] == {}
    assert sum(report["status_codes"].values()) == report["count"]
    assert sum(b["count"] for b in report["histogram"]) == 50
    latency = report["latency_ms"]
    assert 0 < latency["min"] <= latency["p50"] <= latency["p90"] <= latency["p95"]
    assert latency["p95"] <= latency["p99"] <= latency["max"]
    assert latency["min"] <= latency["mean"] <= latency["max"]
    assert report["target_counts"] == {target: 50}
    assert report["latency_from"] == "sent"
    assert report["total_seconds"] > 0
    assert report["rps"] == pytest.approx(50 / report["total_seconds"], rel=1e-3)
    assert report["client_cpu"]["seconds"] >= 0
    text = capsys.readouterr().out
    assert "Count:        50\n" in text
    assert "[OK]\t50 responses" in text
    assert "Response time histogram:" in text
    assert "99 % in " in text


def test_errors_are_counted_by_code(target: str, bad_attack: str, tmp_path: Path) -> None:
    # Failed calls fail the run (exit 1), unless allowed.
    report = _loadtest(tmp_path, [target], "-d", bad_attack, "--count", "50", code=1)
    assert report["verdict"]["failures"] == [
        "50 calls or items did not end OK (--allow-errors allows it)"
    ]
    allowed = _loadtest(tmp_path, [target], "-d", bad_attack, "-n", "5", "--allow-errors")
    assert allowed["verdict"] == {
        "passed": True, "failures": [], "thresholds": [], "baseline": None
    }  # fmt: skip
    assert report["status_codes"] == {"INVALID_ARGUMENT": 50}
    assert report["items"] == 0
    [(text, n)] = report["errors"].items()
    assert n == 50
    assert text.startswith("INVALID_ARGUMENT: ") and "nope" in text


def test_stream_items_are_counted_one_by_one_with_their_codes(
    target: str, attack: str, bad_attack: str, tmp_path: Path
) -> None:
    # 2 streams of at most 4 messages: streams are replaced as they fill.
    args = ("--rpc", "ResolveBatch", "-d", attack, "-n", "30", "--streams", "2")
    ok = _loadtest(tmp_path, [target], *args, "--stream-messages", "4")
    assert ok["status_codes"] == {"OK": 30}
    assert ok["items"] == 30
    bad = _loadtest(
        tmp_path, [target], "--rpc", "ResolveBatch", "-d", bad_attack, "-n", "20", code=1
    )
    assert bad["status_codes"] == {"INVALID_ARGUMENT": 20}
    [(text, n)] = bad["errors"].items()
    assert n == 20 and "nope" in text


def test_resolve_many_sends_batch_size_items_per_call(
    target: str, attack: str, bad_attack: str, tmp_path: Path
) -> None:
    # --count counts items: 20 items, 4 calls of 5.
    args = ("--rpc", "ResolveMany", "--batch-size", "5", "-n", "20")
    report = _loadtest(tmp_path, [target], *args, "-d", attack, "--detail", "none")
    assert report["count"] == 4
    assert report["items"] == report["item_count"] == 20
    assert report["status_codes"] == {"OK": 4}
    assert report["item_status_codes"] == {"OK": 20}
    bad = _loadtest(tmp_path, [target], *args, "-d", bad_attack, code=1)
    # The calls succeed; each of their items failed on its own, and that fails the run.
    assert bad["verdict"]["failures"] == [
        "20 calls or items did not end OK (--allow-errors allows it)"
    ]
    assert bad["status_codes"] == {"OK": 4}
    assert bad["item_status_codes"] == {"INVALID_ARGUMENT": 20}
    [(text, n)] = bad["item_errors"].items()
    assert n == 20 and text.startswith("INVALID_ARGUMENT: ")


@pytest.mark.parametrize(
    "shape", [(), ("--shared-state",), ("--shared-state", "--state-echo", "none")]
)
def test_packed_stream_counts_items_and_messages(
    target: str, attack: str, shape: tuple[str, ...], tmp_path: Path
) -> None:
    args = ("--rpc", "ResolveBatch", "--batch-size", "10", "--count", "100", "-c", "3", *shape)
    report = _loadtest(tmp_path, [target], *args, "-d", attack, "--warmup", "20")
    assert report["count"] == 10
    assert report["status_codes"] == {"OK": 10}
    assert report["items"] == report["item_count"] == 100
    assert report["item_status_codes"] == {"OK": 100}
    assert report["options"]["count"] == 100
    assert report["options"]["batch_size"] == 10
    assert report["options"]["shared_state"] is ("--shared-state" in shape)
    assert report["options"]["state_echo"] == ("STATE_ECHO_NONE" if "none" in shape else None)
    # Every item of a message is answered with it: the per-item latencies are the messages'.
    assert report["item_latency_ms"] == report["latency_ms"]
    assert report["items_per_second"] == pytest.approx(100 / report["total_seconds"], rel=1e-3)


def _seeded(attack: str) -> pb.ResolveActionRequest:
    request = json_format.Parse(Path(attack).read_text(), pb.ResolveActionRequest())
    request.dice.seed = 40
    return request


def _answers(target: str, payload: Payload) -> list[bytes]:
    """The results of one stream of the payload's first message (after its options)."""
    options = None
    if payload.stream_start is not None:
        options = pb.ResolveBatchRequest.FromString(payload.stream_start).options
    pack = pb.ResolveBatchRequest.FromString(payload.request).pack
    with ArbiterClient(target) as client:
        [answer] = client.resolve_batch([pack], options)
    return [result.SerializeToString() for result in answer.pack.results]


@pytest.mark.parametrize("echo", [None, pb.STATE_ECHO_NONE])
def test_a_shared_state_gives_the_same_results_as_a_state_per_item(
    target: str, attack: str, echo: pb.StateEcho.ValueType | None
) -> None:
    spec = RPCS["ResolveBatch"]
    own, shared = (
        build_payload(spec, _seeded(attack), batch_size=4, shared_state=s, state_echo=echo)
        for s in (False, True)
    )
    # The shared payload carries the state once, not once per item.
    assert not any(i.action.HasField("state") for i in _pack(shared).items)
    assert len(shared.request) < len(own.request) / 2
    results = _answers(target, own)
    assert _answers(target, shared) == results
    # Item k rolls seed 40 + k: the items differ from one another.
    assert [pb.ResolveBatchResponse.FromString(r).action.seed for r in results] == [40, 41, 42, 43]
    assert len(set(results)) == 4


def _pack(payload: Payload) -> pb.BatchPack:
    return pb.ResolveBatchRequest.FromString(payload.request).pack


def test_a_bad_item_in_a_pack_counts_as_its_code_and_the_others_ok(
    target: str, attack: str
) -> None:
    spec = RPCS["ResolveBatch"]
    payload = build_payload(spec, _seeded(attack), batch_size=5, shared_state=True)
    message = pb.ResolveBatchRequest.FromString(payload.request)
    message.pack.items[2].action.action.attack.weapon_id = "nope"
    options = LoadTestOptions(
        targets=(target,),
        spec=spec,
        payload=dataclasses.replace(payload, request=message.SerializeToString()),
        concurrency=2,
        count=4,
    )
    report = Report(options, asyncio.run(run_load_test(options))).as_dict()
    assert report["status_codes"] == {"OK": 4}
    assert report["item_status_codes"] == {"OK": 16, "INVALID_ARGUMENT": 4}
    assert report["items"] == 16
    [(text, n)] = report["item_errors"].items()
    assert n == 4 and text.startswith("INVALID_ARGUMENT: ") and "nope" in text


def test_a_binary_request_file(target: str, attack: str, tmp_path: Path) -> None:
    request = json_format.Parse(Path(attack).read_text(), pb.ResolveActionRequest())
    binary = tmp_path / "attack.binpb"
    binary.write_bytes(request.SerializeToString())
    report = _loadtest(tmp_path, [target], "-d", str(binary), "-n", "5")
    assert report["status_codes"] == {"OK": 5}


def test_get_catalog_needs_no_file(target: str, tmp_path: Path) -> None:
    report = _loadtest(tmp_path, [target], "--rpc", "GetCatalog", "-n", "3")
    assert report["status_codes"] == {"OK": 3}


def _rpc_lines(method: str, n: int) -> Callable[[LogLine], bool]:
    """A wait_for predicate true at the ``n``-th "rpc" line of ``method``."""
    seen = 0

    def nth(line: LogLine) -> bool:
        nonlocal seen
        if (
            line.get("event") == "rpc"
            and line.get("method") == f"/arbiter.v1.CombatService/{method}"
        ):
            seen += 1
        return seen == n

    return nth


def test_several_targets_share_the_calls_warmup_included(attack: str, tmp_path: Path) -> None:
    with ServerProcess() as one, ServerProcess() as two:
        report = _loadtest(
            tmp_path, [one.target, two.target], "-d", attack, "-n", "20", "--warmup", "4"
        )
        assert report["count"] == 20
        # Calls alternate between the targets: 10 measured each (and 2 warm-up calls each).
        assert report["target_counts"] == {one.target: 10, two.target: 10}
        for server in (one, two):
            server.wait_for(_rpc_lines("ResolveAction", 12))
        assert [len([x for x in s.lines if x.get("event") == "rpc"]) for s in (one, two)] == [
            12,
            12,
        ]


def test_the_rate_caps_the_count_in_a_duration(target: str, attack: str, tmp_path: Path) -> None:
    report = _loadtest(tmp_path, [target], "-d", attack, "--rps", "20", "--duration", "1")
    # Requests are planned at 0, 1/20, ..., 19/20 s: every one planned inside the second is sent,
    # however late, and none after it.
    assert report["count"] == 20
    assert report["status_codes"] == {"OK": 20}
    assert report["latency_from"] == "planned"


def test_plot_is_a_png(target: str, attack: str, tmp_path: Path) -> None:
    plot = tmp_path / "latency.png"
    _loadtest(tmp_path, [target], "-d", attack, "-n", "20", "--plot", str(plot))
    data = plot.read_bytes()
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    assert width > 100 and height > 100


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--rpc", "ResolveBatch", "--batch-size", "3", "-n", "10", "-d", "ATTACK"],
            "--count 10 is not a multiple of --batch-size 3",
        ),
        (
            ["--rpc", "ResolveMany", "--batch-size", "3", "--warmup", "4", "-d", "ATTACK"],
            "--warmup 4 is not a multiple of --batch-size 3",
        ),
        (["--batch-size", "2", "-d", "ATTACK"], "applies to ResolveBatch and ResolveMany, not"),
        (["--shared-state", "-d", "ATTACK"], "--shared-state applies to ResolveBatch and"),
        (["--state-echo", "none", "-d", "ATTACK"], "--state-echo applies to ResolveBatch and"),
        (["--rpc", "GetCatalog", "--detail", "none"], "--detail does not apply to GetCatalog"),
        (["--rpc", "ResolveEncounter", "-d", "ATTACK"], "not a valid ResolveEncounterRequest"),
        (["--rpc", "ResolveAction"], "ResolveAction needs a request file (--data-file)"),
        (["-d", "attack.txt"], "cannot tell the format from the extension '.txt'"),
    ],
)
def test_impossible_mixes_exit_2_before_any_call(
    attack: str, args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = [attack if a == "ATTACK" else a for a in args]
    # Port 9 (discard) has no server: the command must fail before trying to call it.
    code = main(["loadtest", "--insecure", "--target", "127.0.0.1:9", *args])
    assert code == EXIT_USAGE
    assert message in capsys.readouterr().err


def test_a_stream_starts_with_the_payloads_options(server: ServerProcess, attack: str) -> None:
    # The server logs a stream's batch seed only when an options message carried one.
    spec = RPCS["ResolveBatch"]
    payload = build_payload(spec, _seeded(attack), batch_size=2, state_echo=pb.STATE_ECHO_NONE)
    start = pb.ResolveBatchRequest.FromString(payload.stream_start or b"")
    assert start.options == pb.BatchOptions(state_echo=pb.STATE_ECHO_NONE)
    start.options.seed = 424242
    options = LoadTestOptions(
        targets=(server.target,),
        spec=spec,
        payload=dataclasses.replace(payload, stream_start=start.SerializeToString()),
        count=3,
    )
    report = Report(options, asyncio.run(run_load_test(options))).as_dict()
    assert report["item_status_codes"] == {"OK": 6}
    line = server.wait_for(lambda line: line.get("seed") == "424242")
    assert line["method"] == _SERVICE + "ResolveBatch"
    assert line["code"] == "OK"


# --- TLS, mTLS and the token (the deployment of deploy/k8s/overlays/tls) -------------------------

_TOKEN = "loadtest-token-" + "cd" * 12


@pytest.fixture(scope="module")
def locked(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServerProcess, list[str]]]:
    """An mTLS server requiring ``_TOKEN``, and the loadtest flags that reach it."""
    directory = tmp_path_factory.mktemp("locked")
    pki = make_pki(directory)
    token_file = directory / "token"
    token_file.write_text(_TOKEN + "\n")
    flags = [
        "--tls-ca", str(pki.ca), "--tls-cert", str(pki.client_cert),
        "--tls-key", str(pki.client_key), "--token-file", str(token_file),
    ]  # fmt: skip
    with ServerProcess(*pki.server_args(mtls=True), "--auth-token-file", str(token_file)) as server:
        yield server, flags


#: Each RPC's request file for the runs of every RPC (GetCatalog: none).
_EVERY_RPC = {
    "ResolveAction": "arrayer_attack.json",
    "ResolveEncounter": "arrayer_encounter.json",
    "ResolveBatch": "arrayer_attack.json",
    "ResolveMany": "arrayer_attack.json",
    "GetCatalog": None,
    "ComputeOdds": "arrayer_attack.json",
    "ComputeEncounterOdds": "arrayer_dagger_duel.json",
    "Simulate": "SIMULATE",
}


def _request_args(examples: Path, rpc: str) -> list[str]:
    name = _EVERY_RPC[rpc]
    if name is None:
        return []
    return ["-d", str(SIMULATE if name == "SIMULATE" else examples / name)]


def test_every_rpc_has_its_request_in_these_tests() -> None:
    assert set(_EVERY_RPC) == set(RPCS)


@pytest.mark.parametrize(
    ("rpc", "protocol"),
    # ResolveBatch streams both ways: the Connect route refuses it (tested below).
    [
        (r, p)
        for p in ("grpc", "connect")
        for r in _EVERY_RPC
        if (r, p) != ("ResolveBatch", "connect")
    ],
)
def test_a_tls_server_with_a_token_is_loaded_with_the_simulate_flags(
    locked: tuple[ServerProcess, list[str]], examples: Path, tmp_path: Path, rpc: str, protocol: str
) -> None:
    # Every RPC over both protocols, with the same flags and files as `arbiter simulate`: CA,
    # client certificate and key, token file.
    server, flags = locked
    target = server.base_url if protocol == "connect" else server.target
    output = tmp_path / "report.json"
    args = ["--target", target, "--protocol", protocol, "--rpc", rpc, "-n", "4", "-c", "2"]
    code = main(["loadtest", "--no-progress", *flags, *args, *_request_args(examples, rpc),
                 "-o", str(output)])  # fmt: skip
    report = json.loads(output.read_text())
    assert (code, report["count"], report["status_codes"]) == (0, 4, {"OK": 4})


def test_without_the_token_every_call_is_unauthenticated(
    locked: tuple[ServerProcess, list[str]], attack: str, tmp_path: Path
) -> None:
    server, flags = locked
    output = tmp_path / "report.json"
    without_token = flags[: flags.index("--token-file")]
    args = ["--target", server.target, "-d", attack, "-n", "10", "-o", str(output)]
    assert main(["loadtest", "--no-progress", *without_token, *args]) == 1
    assert json.loads(output.read_text())["status_codes"] == {"UNAUTHENTICATED": 10}


def test_insecure_beside_tls_options_is_a_usage_error(
    attack: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["loadtest", "--insecure", "--tls", "--target", "127.0.0.1:9", "-d", attack])
    assert code == EXIT_USAGE
    assert "--insecure asks for plaintext, the TLS options for TLS" in capsys.readouterr().err


# --- pass or fail: thresholds, failures, a baseline ---------------------------------------------


def test_a_threshold_that_fails_exits_1_and_is_named(
    target: str, attack: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    thresholds = ("p99<0.001ms", "rps>0", "error_rate<0.1%", "ResolveAction:max<60s")
    args = [a for t in thresholds for a in ("--threshold", t)]
    report = _loadtest(tmp_path, [target], "-d", attack, "-n", "20", *args, code=1)
    verdict = report["verdict"]
    assert [t["threshold"] for t in verdict["thresholds"]] == list(thresholds)
    assert [t["passed"] for t in verdict["thresholds"]] == [False, True, True, True]
    assert verdict["thresholds"][0]["value"] == report["latency_ms"]["p99"]
    assert verdict["thresholds"][2]["value"] == 0.0
    (failure,) = verdict["failures"]
    assert failure == f"threshold p99<0.001ms: {report['latency_ms']['p99']:.2f} ms"
    out = capsys.readouterr().out
    assert "  FAIL  p99<0.001ms" in out and "  ok    rps>0" in out
    assert out.rstrip().endswith(f"FAILED:\n  {failure}")


def test_thresholds_that_hold_and_another_rpcs_exit_0(
    target: str, attack: str, tmp_path: Path
) -> None:
    thresholds = ("p50<=60s", "error_rate<=0", "items_per_second>0", "ResolveMany:p99<0.001ms")
    args = [a for t in thresholds for a in ("--threshold", t)]
    report = _loadtest(tmp_path, [target], "-d", attack, "-n", "10", *args)
    # The ResolveMany threshold does not apply to a ResolveAction run.
    assert [t["threshold"] for t in report["verdict"]["thresholds"]] == list(thresholds[:3])
    assert report["verdict"]["passed"] is True


@pytest.mark.parametrize(
    ("threshold", "message"),
    [
        ("p99 < fast", "not [RPC:]FIGURE OP VALUE[UNIT]"),
        ("p42<5ms", "unknown figure 'p42'"),
        ("Resolve:p99<5ms", "unknown RPC 'Resolve'"),
        ("p99<5%", "a latency takes ms, s or us, not %"),
        ("rps>10ms", "rps takes a plain number"),
        ("error_rate<5ms", "error_rate is a fraction or a percentage"),
    ],
)
def test_a_bad_threshold_exits_2_before_any_call(
    attack: str, threshold: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["loadtest", "--target", "127.0.0.1:9", "-d", attack, "--threshold", threshold])
    assert code == EXIT_USAGE
    assert message in capsys.readouterr().err


def _scaled(report: dict[str, Any], latency: float, throughput: float) -> dict[str, Any]:
    """``report``, its latency figures times ``latency``, its throughput times ``throughput``."""
    scaled: dict[str, Any] = json.loads(json.dumps(report))
    scaled["latency_ms"] = {k: v * latency for k, v in report["latency_ms"].items()}
    for key in ("rps", "items_per_second"):
        scaled[key] = report[key] * throughput
    return scaled


def test_a_baseline_regression_fails_and_an_improvement_passes(
    target: str, attack: str, tmp_path: Path
) -> None:
    first = _loadtest(tmp_path, [target], "-d", attack, "-n", "20")
    # A baseline a thousand times faster: every latency figure regressed, and the throughput.
    fast = tmp_path / "fast.json"
    fast.write_text(json.dumps(_scaled(first, 0.001, 1000)))
    slower = _loadtest(
        tmp_path, [target], "-d", attack, "-n", "20", "--baseline", str(fast), code=1
    )
    baseline = slower["verdict"]["baseline"]
    assert (baseline["file"], baseline["tolerance"]) == (str(fast), 0.1)
    regressed = [f["figure"] for f in baseline["figures"] if f["regressed"]]
    assert regressed == [
        "min",
        "mean",
        "p50",
        "p90",
        "p95",
        "p99",
        "max",
        "rps",
        "items_per_second",
    ]
    assert all(r.startswith("regression of ") for r in slower["verdict"]["failures"])
    # A thousand times slower, and a tolerance given as a fraction: no regression.
    slow = tmp_path / "slow.json"
    slow.write_text(json.dumps(_scaled(first, 1000, 0.001)))
    args = ("--baseline", str(slow), "--tolerance", "0.5")
    faster = _loadtest(tmp_path, [target], "-d", attack, "-n", "20", *args)
    assert faster["verdict"]["baseline"]["tolerance"] == 0.5
    assert not any(f["regressed"] for f in faster["verdict"]["baseline"]["figures"])


def test_a_baseline_of_another_rpc_exits_2(
    target: str, attack: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    catalog = _loadtest(tmp_path, [target], "--rpc", "GetCatalog", "-n", "5")
    (tmp_path / "catalog.json").write_text(json.dumps(catalog))
    code = main(
        [
            "loadtest",
            "--target",
            "127.0.0.1:9",
            "-d",
            attack,
            "--baseline",
            str(tmp_path / "catalog.json"),
        ]
    )
    assert code == EXIT_USAGE
    assert "is not a report of ResolveAction (it is of GetCatalog)" in capsys.readouterr().err


# --- the heavy RPCs: the exact odds and Simulate ------------------------------------------------


@pytest.mark.parametrize(
    ("rpc", "example"),
    [("ComputeOdds", "arrayer_attack.json"), ("ComputeEncounterOdds", "arrayer_dagger_duel.json")],
)
def test_the_exact_odds_are_loaded_from_the_files_arbiter_odds_reads(
    target: str, examples: Path, tmp_path: Path, rpc: str, example: str
) -> None:
    # An action file for ComputeOdds, an encounter file for ComputeEncounterOdds, as `arbiter odds`.
    args = ("--rpc", rpc, "-d", str(examples / example), "-n", "6", "-c", "2")
    report = _loadtest(tmp_path, [target], *args)
    assert (report["rpc"], report["status_codes"]) == (rpc, {"OK": 6})
    assert report["first_message_ms"] is None


def test_simulate_reports_the_time_to_its_first_message_and_to_its_result(
    target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ("--rpc", "Simulate", "-d", str(SIMULATE), "-n", "6", "-c", "2")
    report = _loadtest(tmp_path, [target], *args, "--threshold", "first_message_p99<60s")
    assert report["status_codes"] == {"OK": 6}
    first, whole = report["first_message_ms"], report["latency_ms"]
    # Each call's first message (progress, at once) came before its last (the result).
    assert 0 < first["min"] <= first["max"] <= whole["max"]
    assert first["p50"] <= whole["p50"]
    assert report["verdict"]["thresholds"][0]["value"] == first["p99"]
    assert (
        "Time to the first message (the latency above runs to the result):"
        in capsys.readouterr().out
    )


def test_a_first_message_threshold_fails_outside_simulate(
    target: str, attack: str, tmp_path: Path
) -> None:
    args = ("-d", attack, "-n", "5", "--threshold", "first_message_p99<60s")
    report = _loadtest(tmp_path, [target], *args, code=1)
    assert report["verdict"]["failures"] == [
        "threshold first_message_p99<60s: not measured in this run"
    ]
    assert report["verdict"]["thresholds"][0]["value"] is None


# --- reports that merge exactly ------------------------------------------------------------------


def _recorded(latencies: list[float], carried: list[int], failed: int) -> Run:
    """A run whose responses took ``latencies`` and carried ``carried`` items, the last
    ``failed`` of them UNAVAILABLE."""
    recorder = Recorder()
    for n, (latency, items) in enumerate(zip(latencies, carried, strict=True)):
        status = "UNAVAILABLE" if n >= len(latencies) - failed else "OK"
        recorder.latencies.append(latency)
        recorder.finished_at.append(n / 100)
        recorder.carried.append(items)
        recorder.statuses[status] += 1
        recorder.item_statuses[status] += items
        recorder.targets["a:1"] += 1
    return Run(recorder, wall=2.0, cpu=0.5)


def test_merged_parts_give_the_figures_of_one_run_over_the_same_calls(attack: str) -> None:
    # 3,000 responses of ResolveMany (1 to 4 items each), latencies spread from 0.1 ms to over a
    # second: the whole, and the same responses split unevenly into three parts.
    rng = random.Random(31)
    latencies = [rng.lognormvariate(-4.5, 1.4) for _ in range(3000)]
    carried = [rng.randint(1, 4) for _ in range(3000)]
    spec = RPCS["ResolveMany"]
    options = LoadTestOptions(("a:1",), spec, build_payload(spec, _seeded(attack), batch_size=4))
    whole = Report(options, _recorded(latencies, carried, failed=9)).as_dict()
    cuts = [(0, 700), (700, 2950), (2950, 3000)]
    parts = [
        Report(
            options, _recorded(latencies[a:b], carried[a:b], failed=9 if b == 3000 else 0)
        ).as_dict()
        for a, b in cuts
    ]
    merged = merge_reports(parts)
    for key in ("latency_ms", "item_latency_ms", "histogram", "histograms"):
        assert merged[key] == whole[key], key
    for key in ("count", "item_count", "items", "status_codes", "item_status_codes"):
        assert merged[key] == whole[key], key
    assert merged["parts"] == 3
    # The percentiles are HdrHistogram's: within 0.1 % of the exact nearest-rank ones.
    exact = sorted(latencies)[math.ceil(0.99 * 3000) - 1] * 1000
    assert abs(whole["latency_ms"]["p99"] - exact) <= exact * 0.001 + 0.001


def test_arbiter_merge_adds_two_load_tests_and_judges_the_whole(
    target: str, attack: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = []
    for name in ("a", "b"):
        folder = tmp_path / name
        folder.mkdir()
        runs.append(_loadtest(folder, [target], "-d", attack, "-n", str(20 if name == "a" else 35)))
        (tmp_path / f"{name}.json").write_text(json.dumps(runs[-1]))
    output = tmp_path / "merged.json"
    args = ["merge", str(tmp_path / "a.json"), str(tmp_path / "b.json"), "-o", str(output)]
    assert main([*args, "--threshold", "p99<60s", "--threshold", "rps>0"]) == 0
    merged = json.loads(output.read_text())
    assert (merged["count"], merged["parts"], merged["status_codes"]) == (55, 2, {"OK": 55})
    assert merged["rps"] == round(runs[0]["rps"] + runs[1]["rps"], 3)
    # The percentiles of the two runs' histograms added, read with HdrHistogram itself.
    added = HdrHistogram.decode(runs[0]["histograms"]["latency"].encode())
    added.add(HdrHistogram.decode(runs[1]["histograms"]["latency"].encode()))
    assert merged["latency_ms"]["p99"] == round(added.get_value_at_percentile(99) / 1000, 4)
    assert merged["latency_ms"]["p50"] == round(added.get_value_at_percentile(50) / 1000, 4)
    assert "Parts:        2 runs side by side, merged" in capsys.readouterr().out
    # The same merge with a threshold the whole misses: exit 1, named.
    assert main([*args, "--threshold", "p50<0.001ms"]) == 1
    assert json.loads(output.read_text())["verdict"]["failures"][0].startswith(
        "threshold p50<0.001ms: "
    )


def test_merging_reports_of_different_rpcs_or_kinds_exits_2(
    target: str, attack: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    action = _loadtest(tmp_path, [target], "-d", attack, "-n", "5")
    catalog = _loadtest(tmp_path, [target], "--rpc", "GetCatalog", "-n", "5")
    for name, data in (("action", action), ("catalog", catalog)):
        (tmp_path / f"{name}.json").write_text(json.dumps(data))
    (tmp_path / "simulation.json").write_text('{"seed": "1", "runs": 5}')
    assert main(["merge", str(tmp_path / "action.json"), str(tmp_path / "catalog.json")]) == 2
    assert "reports of different RPCs cannot be merged" in capsys.readouterr().err
    assert main(["merge", str(tmp_path / "action.json"), str(tmp_path / "simulation.json")]) == 2
    assert "cannot merge load-test reports with simulation results" in capsys.readouterr().err


# --- load schedules ------------------------------------------------------------------------------


def test_a_rate_ramp_plans_each_request_where_its_integral_reaches_it() -> None:
    assert Ramp("const", 10).time_of(25) == 2.5
    # 10/s for 2 s, 20/s for 2 s, then 30/s.
    step = Ramp("step", 10, 30, 10, 2)
    assert [step.time_of(n) for n in (0, 19, 20, 59, 60, 90)] == [0, 1.9, 2.0, 3.95, 4.0, 5.0]
    # 0 to 100/s at 10/s per second: 5 t^2 requests by t, 500 by the ramp's end at 10 s.
    line = Ramp("line", 0, 100, 10)
    assert [line.time_of(n) for n in (20, 500, 600)] == [2.0, 10.0, 11.0]
    assert [line.at(t) for t in (0.5, 3, 12)] == [5.0, 30.0, 100.0]
    down = Ramp("step", 30, 10, -10, 1)
    assert down.time_of(55) == 2.5 and down.at(5) == 10
    assert Ramp("step", 5, 0, -5, 1).time_of(5) == math.inf  # the rate fell to 0 for good


def test_a_concurrency_ramp_lets_a_worker_send_while_the_level_is_above_it() -> None:
    up = Ramp("step", 1, 4, 1, 2)  # 1, 2, 3, then 4 in flight, every 2 s
    assert [up.first_above(worker, 0) for worker in (0, 1, 2, 3, 4)] == [0, 2, 4, 6, None]
    assert up.highest == 4
    line = Ramp("line", 2, 6, 2)  # once a second: 2, 4, 6
    assert [line.at(t, continuous=False) for t in (0.9, 1.5, 7)] == [2, 4, 6]
    down = Ramp("step", 4, 1, -1, 1)
    assert (down.first_above(3, 0), down.first_above(3, 1.5)) == (0, None)


@pytest.mark.parametrize(
    ("ramp", "message"),
    [
        (("step", 10, 30, -5), "needs a step of that sign"),
        (("line", 30, 10, 5), "needs a step of that sign"),
        (("wave", 1, 2, 1), "a schedule is one of"),
    ],
)
def test_a_ramp_that_cannot_run_is_refused(ramp: tuple[Any, ...], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Ramp(*ramp)


def test_a_stepped_rate_reports_each_steps_figures(
    target: str, attack: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 20, 40, then 60 requests/s, half a second each, open loop: each step's requests are
    # counted by their planned times, so exactly 10, 20 and 30, however the server keeps up.
    schedule = ["--load-schedule", "step", "--load-start", "20", "--load-step", "20"]
    schedule += ["--load-end", "60", "--load-step-duration", "0.5", "--duration", "1.5"]
    report = _loadtest(tmp_path, [target], "-d", attack, "-c", "8", *schedule)
    steps = report["steps"]
    assert [(s["from_s"], s["to_s"], s["target"]) for s in steps] == [
        (0, 0.5, 20), (0.5, 1.0, 40), (1.0, 1.5, 60)
    ]  # fmt: skip
    assert [s["count"] for s in steps] == [10, 20, 30] and report["count"] == 60
    assert all(s["failed"] == 0 and s["latency_ms"]["p99"] > 0 for s in steps)
    assert report["options"]["load_schedule"] == {
        "kind": "step", "start": 20, "end": 60, "step": 20, "step_duration": 0.5
    }  # fmt: skip
    assert "Steps (the schedule's level" in capsys.readouterr().out
    # Two such runs side by side merge step by step: counts and targets added.
    (tmp_path / "a.json").write_text(json.dumps(report))
    merged = merge_reports([report, json.loads((tmp_path / "a.json").read_text())])
    assert [(s["count"], s["target"]) for s in merged["steps"]] == [(20, 40), (40, 80), (60, 120)]


def test_a_stepped_concurrency_reports_each_steps_level(
    target: str, attack: str, tmp_path: Path
) -> None:
    schedule = ["--concurrency-schedule", "step", "--concurrency-start", "1"]
    schedule += ["--concurrency-step", "1", "--concurrency-end", "3"]
    schedule += ["--concurrency-step-duration", "0.3", "--duration", "0.9"]
    report = _loadtest(tmp_path, [target], "-d", attack, *schedule)
    steps = report["steps"]
    assert [s["target"] for s in steps[:3]] == [1, 2, 3]
    assert all(s["count"] > 0 for s in steps[:3])
    assert sum(s["count"] for s in steps) == report["count"]
    assert report["options"]["concurrency_schedule"]["kind"] == "step"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--load-schedule", "step", "--load-start", "5"], "needs --load-end, --load-step"),
        (["--load-start", "5"], "--load-start need --load-schedule step or line"),
        (["--rps", "5", "--load-schedule", "line", "--load-start", "1", "--load-end", "5",
          "--load-step", "1"], "--rps holds one rate"),
        (["--load-schedule", "line", "--load-start", "9", "--load-end", "5", "--load-step", "1"],
         "needs a step of that sign"),
        (["--rpc", "ResolveBatch", "--concurrency-schedule", "step", "--concurrency-start", "1",
          "--concurrency-end", "4", "--concurrency-step", "1"], "a ResolveBatch stream's"),
        (["--concurrency-step", "0"], "must be a number other than 0"),
    ],
)  # fmt: skip
def test_a_schedule_that_cannot_run_exits_2_before_any_call(
    attack: str, args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with contextlib.suppress(SystemExit):  # argparse's own refusals exit 2 themselves
        assert main(["loadtest", "--target", "127.0.0.1:9", "-d", attack, *args]) == EXIT_USAGE
    assert message in capsys.readouterr().err


# --- the Connect route, as the game engines call it ----------------------------------------------


@pytest.mark.parametrize(
    "case",
    [
        ("ResolveAction", "arrayer_attack.json", ()),
        ("ResolveMany", "arrayer_attack.json", ("--batch-size", "3")),
        ("ComputeOdds", "arrayer_attack.json", ()),
        ("GetCatalog", None, ()),
        ("Simulate", "SIMULATE", ()),
    ],
    ids=lambda case: case[0],
)
def test_the_connect_route_is_loaded_with_json_over_http_1_1(
    server: ServerProcess,
    examples: Path,
    tmp_path: Path,
    case: tuple[str, str | None, tuple[str, ...]],
) -> None:
    rpc, request_file, extra = case
    files: list[str] = []
    if request_file is not None:
        path = SIMULATE if request_file == "SIMULATE" else examples / request_file
        files = ["-d", str(path)]
    args = ["--protocol", "connect", "--rpc", rpc, *files, "-n", "6", "-c", "2", *extra]
    report = _loadtest(tmp_path, [server.base_url], *args)
    assert report["options"]["protocol"] == "connect"
    assert report["status_codes"] == {"OK": 6 // (3 if rpc == "ResolveMany" else 1)}
    assert report["item_status_codes"] == {"OK": 6}
    assert (report["first_message_ms"] is not None) == (rpc == "Simulate")
    # The server saw JSON over HTTP/1.1 on its Connect route, with the run's deadline.
    line = server.wait_for(
        lambda line: (
            line.get("event") == "rpc"
            and line.get("method") == f"/arbiter.v1.CombatService/{rpc}"
            and line.get("protocol") == "connect"
        )
    )
    assert line["code"] == "OK"


def test_connect_errors_are_read_from_the_connect_error_json(
    server: ServerProcess, bad_attack: str, tmp_path: Path
) -> None:
    args = ["--protocol", "connect", "-d", bad_attack, "-n", "4", "--allow-errors"]
    report = _loadtest(tmp_path, [server.base_url], *args)
    assert report["status_codes"] == {"INVALID_ARGUMENT": 4}
    [(text, n)] = report["errors"].items()
    assert n == 4 and text.startswith("INVALID_ARGUMENT: ") and "nope" in text
    many = _loadtest(
        tmp_path, [server.base_url], *args[:-1], "--rpc", "ResolveMany", "--batch-size", "2",
        "--allow-errors",
    )  # fmt: skip
    assert (many["status_codes"], many["item_status_codes"]) == ({"OK": 2}, {"INVALID_ARGUMENT": 4})


def test_the_connect_route_of_a_tls_server_with_a_token(
    locked: tuple[ServerProcess, list[str]], attack: str, tmp_path: Path
) -> None:
    server, flags = locked
    assert server.base_url.startswith("https://")
    output = tmp_path / "report.json"
    args = ["--protocol", "connect", "--target", server.base_url, "-d", attack, "-n", "10"]
    assert main(["loadtest", "--no-progress", *flags, *args, "-o", str(output)]) == 0
    assert json.loads(output.read_text())["status_codes"] == {"OK": 10}
    without_token = flags[: flags.index("--token-file")]
    assert main(["loadtest", "--no-progress", *without_token, *args, "-o", str(output)]) == 1
    assert json.loads(output.read_text())["status_codes"] == {"UNAUTHENTICATED": 10}


def test_resolve_batch_over_connect_is_refused_for_resolve_many(
    attack: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["--protocol", "connect", "--rpc", "ResolveBatch", "-d", attack]
    assert main(["loadtest", "--target", "127.0.0.1:9", *args]) == EXIT_USAGE
    assert "load ResolveMany, its unary twin" in capsys.readouterr().err
