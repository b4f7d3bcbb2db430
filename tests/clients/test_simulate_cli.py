"""``arbiter simulate``: against an in-process CombatService whose Simulate streams made-up runs
(what the real server cannot show: how the command splits the runs over calls and connections,
sums the parts' progress, and cancels the other parts when one fails), then against the real
server (tests/clients/conftest.py): ``--parallel 2`` prints the JSON of ``--parallel 1``.

The made-up run i of seed s depends only on derive_seed(s, i), as a real run does, so parts that
split one seed's runs merge into exactly what one call gives.
"""

from __future__ import annotations

import io
import json
import threading
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import grpc
import pytest
from google.protobuf import json_format

from arbiter.cli import EXIT_FAILED, EXIT_USAGE, main
from arbiter.commands.simulate import split_runs
from arbiter.request_files import load_simulate_request
from arbiter.simulation import finish, merge
from arbiter.v1 import combat_service_pb2 as pb
from engine.dice import derive_seed
from tests.service.server_process import LogLine, ServerProcess

_HANG_GUARD = 30.0  # seconds; a healthy call ends in milliseconds

#: Runs of a call that the fake refuses (RESOURCE_EXHAUSTED), or holds until cancelled.
_REFUSED_RUNS = 7
_HELD_RUNS = 8
#: Runs of a call whose first attempt the fake cuts after one progress message (UNAVAILABLE,
#: as when its pod goes away mid-stream); a second attempt is played in full.
_CUT_RUNS = 9
#: Runs of a call that first waits in the fake's queue: told places 2, then 1, then it runs.
_QUEUED_RUNS = 11


@dataclass
class _Call:
    peer: str
    first_run: int
    runs: int
    seed: int
    cancelled: threading.Event = field(default_factory=threading.Event)
    #: Set when a held call's handler is done; ``saw_cancel`` then says whether it was cancelled.
    done: threading.Event = field(default_factory=threading.Event)
    saw_cancel: bool = False


def _distribution(histogram: Counter[int]) -> pb.Distribution:
    return pb.Distribution(
        histogram=[pb.HistogramBin(value=v, count=n) for v, n in sorted(histogram.items())],
        total=sum(v * n for v, n in histogram.items()),
    )


class _FakeSimulator:
    """CombatService.Simulate only: run i of seed s is won by red, blue or no one by
    derive_seed(s, i) % 3, lasts 1 + (that >> 2) % 6 rounds, and ana deals (that >> 5) % 5 HP
    to bo."""

    def __init__(self) -> None:
        self.calls: list[_Call] = []
        # Set once a held part's call has arrived: a refused part waits for it, so the refusal
        # that cancels the others finds them in flight (the command starts its parts at once,
        # and the refused one could otherwise fail, and cancel, before the held one is sent).
        self.held_arrived = threading.Event()

    def Simulate(
        self, request: pb.SimulateRequest, context: grpc.ServicerContext
    ) -> Iterator[pb.SimulateResponse]:
        call = _Call(context.peer(), request.first_run, request.runs, request.seed)
        context.add_callback(call.cancelled.set)
        self.calls.append(call)
        if request.runs == _REFUSED_RUNS:
            self.held_arrived.wait(_HANG_GUARD)
            context.abort(grpc.StatusCode.RESOURCE_EXHAUSTED, "too many runs")
        if request.runs == _CUT_RUNS and not any(c.runs == _CUT_RUNS for c in self.calls[:-1]):
            yield pb.SimulateResponse(
                progress=pb.SimulationProgress(runs_done=1, runs=request.runs)
            )
            context.abort(grpc.StatusCode.UNAVAILABLE, "the pod went away")
        if request.runs == _HELD_RUNS:
            self.held_arrived.set()
            call.cancelled.wait(_HANG_GUARD)
            call.saw_cancel = not context.is_active()
            call.done.set()
            return
        if request.runs == _QUEUED_RUNS:
            for place in (2, 1):
                yield pb.SimulateResponse(
                    progress=pb.SimulationProgress(runs=request.runs, queue_position=place)
                )
        wins: Counter[str] = Counter()
        rounds: Counter[int] = Counter()
        dealt: Counter[int] = Counter()
        for done, run in enumerate(range(request.first_run, request.first_run + request.runs)):
            bits = derive_seed(request.seed, run)
            winner = ("red", "blue", "")[bits % 3]
            wins[winner] += 1
            rounds[1 + (bits >> 2) % 6] += 1
            dealt[(bits >> 5) % 5] += 1
            sides = [pb.SideStatistics(side_id=s, wins=wins[s]) for s in ("red", "blue")]
            yield pb.SimulateResponse(
                progress=pb.SimulationProgress(runs_done=done + 1, runs=request.runs, sides=sides)
            )
        result = pb.SimulationResult(
            seed=request.seed,
            first_run=request.first_run,
            runs=request.runs,
            sides=[pb.SideStatistics(side_id=s, wins=wins[s]) for s in ("red", "blue")],
            draws=wins[""],
            rounds=_distribution(rounds),
            combatants=[
                pb.CombatantStatistics(
                    combatant_id="ana",
                    damage_dealt=_distribution(dealt),
                    damage_taken=_distribution(Counter({0: request.runs})),
                    survived=request.runs,
                ),
                pb.CombatantStatistics(
                    combatant_id="bo",
                    damage_dealt=_distribution(Counter({0: request.runs})),
                    damage_taken=_distribution(dealt),
                ),
            ],
            end_reasons=[
                pb.EndReasonCount(
                    end_reason=pb.END_REASON_SIDE_DEFEATED, count=request.runs - wins[""]
                ),
                pb.EndReasonCount(end_reason=pb.END_REASON_ROUND_LIMIT, count=wins[""]),
            ],
        )
        yield pb.SimulateResponse(result=finish(result))


@pytest.fixture
def fake() -> Iterator[tuple[_FakeSimulator, str]]:
    simulator = _FakeSimulator()
    server = grpc.server(ThreadPoolExecutor(max_workers=8))
    simulate = grpc.unary_stream_rpc_method_handler(
        simulator.Simulate,
        request_deserializer=pb.SimulateRequest.FromString,
        response_serializer=pb.SimulateResponse.SerializeToString,
    )
    server.add_generic_rpc_handlers(
        (grpc.method_handlers_generic_handler("arbiter.v1.CombatService", {"Simulate": simulate}),)
    )
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    try:
        yield simulator, f"127.0.0.1:{port}"
    finally:
        server.stop(grace=None)


ENCOUNTER = {
    "state": {
        "ruleset": "RULESET_ARRAYER",
        "combatants": [
            {"id": "ana", "sideId": "red", "hp": 6, "weapons": [{"catalogId": "sword"}]},
            {"id": "bo", "sideId": "blue", "hp": 6, "weapons": [{"catalogId": "axe"}]},
        ],
    },
    "maxRounds": 6,
}


def _file(tmp_path: Path, data: object) -> str:
    path = tmp_path / "simulate.json"
    path.write_text(json.dumps(data))
    return str(path)


def _simulate(
    capsys: pytest.CaptureFixture[str], target: str, path: str, *args: str
) -> tuple[int, str, str]:
    code = main(["simulate", path, "--target", target, "--no-progress", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_split_runs_gives_consecutive_ranges_the_first_ones_longer() -> None:
    assert split_runs(10, 0, 1) == [(0, 10)]
    assert split_runs(10, 5, 3) == [(5, 4), (9, 3), (12, 3)]
    assert split_runs(2, 0, 2) == [(0, 1), (1, 1)]


def _one_call_and_parallel(
    capsys: pytest.CaptureFixture[str],
    target: str,
    path: str,
    *,
    runs: str,
    seed: str,
    parallel: str,
) -> str:
    """The JSON of one call for ``runs`` of ``seed``, checked equal to ``--parallel``'s."""
    code, one, err = _simulate(capsys, target, path, "--runs", runs, "--seed", seed, "--json")
    assert (code, err) == (0, "")
    args = ("--runs", runs, "--seed", seed, "--json", "--parallel", parallel)
    code, split, err = _simulate(capsys, target, path, *args)
    assert (code, err) == (0, "")
    assert split == one
    return one


def test_parallel_parts_on_their_own_channels_merge_into_the_one_call_result(
    capsys: pytest.CaptureFixture[str], fake: tuple[_FakeSimulator, str], tmp_path: Path
) -> None:
    simulator, target = fake
    one = _one_call_and_parallel(
        capsys, target, _file(tmp_path, ENCOUNTER), runs="50", seed="9", parallel="3"
    )
    parts = sorted(simulator.calls[1:], key=lambda c: c.first_run)  # in the order they arrived
    assert [(c.first_run, c.runs, c.seed) for c in parts] == [(0, 17, 9), (17, 17, 9), (34, 16, 9)]
    # Each part on its own channel (its own connection, so its own client port).
    assert len({c.peer for c in parts}) == 3
    result = json_format.Parse(one, pb.SimulationResult())
    assert (result.runs, result.first_run, result.seed) == (50, 0, 9)
    assert sum(s.wins for s in result.sides) + result.draws == 50


def test_a_part_cut_mid_way_is_played_again_and_merges_into_the_one_call_result(
    capsys: pytest.CaptureFixture[str], fake: tuple[_FakeSimulator, str], tmp_path: Path
) -> None:
    # 19 runs in 2 parts: 10 and 9; the part of 9 is cut after its first progress message (gRPC
    # does not retry a stream that has sent one), and the command plays it again.
    simulator, target = fake
    _one_call_and_parallel(
        capsys, target, _file(tmp_path, ENCOUNTER), runs="19", seed="4", parallel="2"
    )
    parts = [(c.first_run, c.runs) for c in simulator.calls[1:]]
    assert sorted(parts) == [(0, 10), (10, 9), (10, 9)]


def test_parallel_parts_without_a_seed_share_one_drawn_by_the_command(
    capsys: pytest.CaptureFixture[str], fake: tuple[_FakeSimulator, str], tmp_path: Path
) -> None:
    simulator, target = fake
    path = _file(tmp_path, {**ENCOUNTER, "runs": 4, "firstRun": "10"})
    code, out, _ = _simulate(capsys, target, path, "--parallel", "2", "--json")
    assert code == 0
    seeds = {c.seed for c in simulator.calls}
    assert len(seeds) == 1
    assert sorted((c.first_run, c.runs) for c in simulator.calls) == [(10, 2), (12, 2)]
    result = json_format.Parse(out, pb.SimulationResult())
    assert (result.seed, result.first_run, result.runs) == (seeds.pop(), 10, 4)


def test_the_table_is_printed_and_the_plots_written(
    capsys: pytest.CaptureFixture[str], fake: tuple[_FakeSimulator, str], tmp_path: Path
) -> None:
    _, target = fake
    prefix = tmp_path / "duel"
    code, out, err = _simulate(
        capsys,
        target,
        _file(tmp_path, ENCOUNTER),
        "--runs",
        "20",
        "--seed",
        "3",
        "--first-run",
        "100",
        "--plot",
        str(prefix),
    )
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "20 runs (runs 100..119 of seed 3)"
    for name in ("duel-win-rate.png", "duel-rounds.png", "duel-damage.png"):
        assert (tmp_path / name).read_bytes().startswith(b"\x89PNG")


class _Terminal(io.StringIO):
    """What tqdm draws on: it draws only on a terminal, and this StringIO says it is one."""

    def isatty(self) -> bool:
        return True


def _terminal(monkeypatch: pytest.MonkeyPatch) -> _Terminal:
    """Standard error as a terminal, read back with getvalue(); set in the test itself (pytest's
    capture sets sys.stderr again between a fixture and the test)."""
    drawn = _Terminal()
    monkeypatch.setattr("sys.stderr", drawn)
    return drawn


def test_the_progress_bar_counts_the_runs_of_every_part(
    fake: tuple[_FakeSimulator, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, target = fake
    terminal = _terminal(monkeypatch)
    path = _file(tmp_path, ENCOUNTER)
    code = main(
        ["simulate", path, "--target", target, "--runs", "30", "--seed", "9", "--parallel", "2"]
    )
    assert code == 0
    final = terminal.getvalue().split("\r")[-1]
    assert "30/30" in final
    assert "red=" in final and "blue=" in final


def test_a_failed_part_cancels_the_others_and_exits_1(
    capsys: pytest.CaptureFixture[str], fake: tuple[_FakeSimulator, str], tmp_path: Path
) -> None:
    simulator, target = fake
    # 15 runs in two parts: 8 (held until cancelled) and 7 (refused).
    code, out, err = _simulate(
        capsys, target, _file(tmp_path, ENCOUNTER), "--runs", "15", "--parallel", "2"
    )
    assert (code, out) == (EXIT_FAILED, "")
    assert err.startswith("arbiter: RESOURCE_EXHAUSTED: too many runs")
    held = next(c for c in simulator.calls if c.runs == _HELD_RUNS)
    # The command closed the held part's channel, which cancelled its call (without that, the
    # handler would give up after the hang guard with the call still active).
    assert held.done.wait(_HANG_GUARD)
    assert held.saw_cancel


def test_bad_arguments_exit_2(
    capsys: pytest.CaptureFixture[str], fake: tuple[_FakeSimulator, str], tmp_path: Path
) -> None:
    simulator, target = fake
    path = _file(tmp_path, ENCOUNTER)
    code, _, err = _simulate(capsys, target, path)
    assert code == EXIT_USAGE
    assert "no runs to play: give --runs N" in err
    code, _, err = _simulate(capsys, target, path, "--runs", "2", "--parallel", "3")
    assert code == EXIT_USAGE
    assert "cannot split 2 runs into 3 parts" in err
    code, _, err = _simulate(capsys, target, _file(tmp_path, {"action": {}}), "--runs", "2")
    assert code == EXIT_USAGE
    assert "a simulation plays an encounter, not one action" in err
    assert simulator.calls == []


def test_an_encounter_request_file_is_simulated_without_its_dice() -> None:
    request = load_simulate_request(
        json.dumps({**ENCOUNTER, "dice": {"seed": "5"}, "traceDetail": "TRACE_DETAIL_NONE"}),
        source="encounter.json",
    )
    assert request.max_rounds == 6 and not request.HasField("seed")
    assert [c.id for c in request.state.combatants] == ["ana", "bo"]


# --- against the real server (tests/clients/conftest.py) ----------------------------------------


def test_parallel_2_prints_the_json_of_parallel_1_on_the_real_server(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path
) -> None:
    path = str(examples / "arrayer_archer_duel.json")
    outputs = []
    for parallel in ("1", "2"):
        code, out, err = _simulate(
            capsys, target, path, "--runs", "41", "--seed", "2026", "--parallel", parallel, "--json"
        )
        assert (code, err) == (0, "")
        outputs.append(out)
    assert outputs[0] == outputs[1]
    result = json_format.Parse(outputs[0], pb.SimulationResult())
    assert (result.seed, result.first_run, result.runs) == (2026, 0, 41)
    assert [s.side_id for s in result.sides] == ["archers", "axes"]
    assert sum(s.wins for s in result.sides) + result.draws == 41


@pytest.fixture(scope="module")
def two_workers() -> Iterator[ServerProcess]:
    """A server of two worker processes (each connection stays on one of them)."""
    with ServerProcess("--workers", "2") as process:
        yield process


def _simulate_lines(server: ServerProcess, seed: str, parts: int) -> list[LogLine]:
    """The log lines of the ``parts`` Simulate calls of ``seed``, waiting for them all."""

    def simulations() -> list[LogLine]:
        return [
            line
            for line in server.lines
            if line.get("method") == "/arbiter.v1.CombatService/Simulate"
            and line.get("seed") == seed
        ]

    server.wait_for(lambda _: len(simulations()) >= parts)
    return simulations()


def test_one_seed_gives_the_same_json_on_one_worker_or_two_and_every_part_ends_ok(
    capsys: pytest.CaptureFixture[str], two_workers: ServerProcess, examples: Path
) -> None:
    path = str(examples / "arrayer_archer_duel.json")
    code, one, err = _simulate(
        capsys, two_workers.target, path, "--runs", "30", "--seed", "77", "--json"
    )
    assert (code, err) == (0, "")
    code, two, err = _simulate(
        capsys,
        two_workers.target,
        path,
        "--runs",
        "30",
        "--seed",
        "77",
        "--parallel",
        "2",
        "--json",
    )
    assert (code, err) == (0, "")
    assert two == one
    # The command reads each stream to its end rather than cancelling it at the result: the
    # server logs every part as a call that succeeded.
    lines = _simulate_lines(two_workers, "77", 3)
    assert sorted((line["first_run"], line["runs"], line["code"]) for line in lines) == [
        (0, 15, "OK"),
        (0, 30, "OK"),
        (15, 15, "OK"),
    ]


def test_a_range_of_runs_on_the_real_server_is_that_part_of_the_whole(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path, tmp_path: Path
) -> None:
    # Runs 0..29 are runs 0..19 and 20..29 played apart: the table of the whole equals the merge
    # of its parts whichever way it was asked for.
    path = str(examples / "arrayer_archer_duel.json")
    code, whole, _ = _simulate(capsys, target, path, "--runs", "30", "--seed", "5", "--json")
    assert code == 0
    code, tail, _ = _simulate(
        capsys, target, path, "--runs", "10", "--first-run", "20", "--seed", "5", "--json"
    )
    assert code == 0
    code, head, _ = _simulate(capsys, target, path, "--runs", "20", "--seed", "5", "--json")
    assert code == 0
    parts = [json_format.Parse(text, pb.SimulationResult()) for text in (tail, head)]
    assert merge(parts) == json_format.Parse(whole, pb.SimulationResult())
    # `arbiter merge` of the parts' files, as an Indexed Job's merge step runs it, prints the
    # whole's JSON byte for byte; a part of another seed is refused (exit 2).
    tmp = tmp_path
    (tmp / "tail.json").write_text(tail)
    (tmp / "head.json").write_text(head)
    assert main(["merge", str(tmp / "tail.json"), str(tmp / "head.json"), "--json"]) == 0
    assert capsys.readouterr().out == whole
    code, other, _ = _simulate(capsys, target, path, "--runs", "10", "--seed", "6", "--json")
    (tmp / "other.json").write_text(other)
    assert main(["merge", str(tmp / "head.json"), str(tmp / "other.json")]) == EXIT_USAGE
    assert capsys.readouterr().err == (
        f"arbiter: cannot merge: {tmp / 'other.json'}: seed: 6, but {tmp / 'head.json'}'s is 5: "
        "results of different seeds\n"
    )


def test_the_real_server_refuses_too_many_runs_and_the_command_exits_1(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path
) -> None:
    code, out, err = _simulate(
        capsys, target, str(examples / "arrayer_archer_duel.json"), "--runs", str(10**8)
    )
    assert (code, out) == (EXIT_FAILED, "")
    lines = err.splitlines()
    assert lines[0].startswith("arbiter: RESOURCE_EXHAUSTED: runs 100000000 exceeds")
    assert lines[1] == "  reason: LIMIT_EXCEEDED"
    assert lines[2].startswith("  runs: ")


def test_more_parts_than_connections_are_taken_in_turn_and_merge_the_same(
    capsys: pytest.CaptureFixture[str], fake: tuple[_FakeSimulator, str], tmp_path: Path
) -> None:
    simulator, target = fake
    path = _file(tmp_path, ENCOUNTER)
    code, one, err = _simulate(capsys, target, path, "--runs", "50", "--seed", "9", "--json")
    assert (code, err) == (0, "")
    code, five, err = _simulate(
        capsys,
        target,
        path,
        *("--runs", "50", "--seed", "9", "--json", "--parallel", "2", "--parts", "5"),
    )
    assert (code, err) == (0, "")
    assert five == one
    parts = sorted(simulator.calls[1:], key=lambda c: c.first_run)
    assert [(c.first_run, c.runs) for c in parts] == [
        (0, 10),
        (10, 10),
        (20, 10),
        (30, 10),
        (40, 10),
    ]
    assert len({c.peer for c in parts}) == 2  # five calls over two connections


def test_the_progress_bar_says_where_a_queued_simulation_stands(
    fake: tuple[_FakeSimulator, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, target = fake
    terminal = _terminal(monkeypatch)
    path = _file(tmp_path, ENCOUNTER)
    code = main(["simulate", path, "--target", target, "--runs", str(_QUEUED_RUNS)])
    assert code == 0
    drawn = terminal.getvalue().split("\r")
    queued = [line for line in drawn if line.startswith("queued")]
    assert queued[0].startswith("queued, 1 ahead:") and "0/11" in queued[0]
    assert any(line.startswith("queued, next:") for line in queued)
    assert "queued" not in drawn[-1] and "11/11" in drawn[-1]
