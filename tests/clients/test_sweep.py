"""``arbiter sweep`` (arbiter.sweep): --vary specs read and checked against the request before any
call, the values applied along their paths, rows in order whatever order they end in, the
formats; then against real servers: a tiny duel answered exactly gives the rows ComputeEncounterOdds
gives called directly, and on a server whose cost limit refuses the exact odds the rows are
Simulate's, called directly with the same seed and runs."""

from __future__ import annotations

import csv
import io
import json
import re
import shlex
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import json_format

from arbiter.cli import EXIT_FAILED, EXIT_USAGE
from arbiter.client import ArbiterClient, ArbiterRpcError
from arbiter.sweep import (
    MAX_POINTS,
    Axis,
    Row,
    SweepError,
    evaluate,
    expand,
    format_csv,
    format_json,
    format_text,
    labels,
    parse_vary,
    resolve_axis,
)
from arbiter.v1 import combat_service_pb2 as pb
from tests.clients.test_cli import _run, _write
from tests.service.server_process import REPO, ServerProcess

_HANG_GUARD = 30.0  # seconds; the tasks below end in microseconds
_SKILLED = [{"weaponType": "ARRAYER_WEAPON_TYPE_BLADES", "improvements": 1}]


def _duel() -> dict[str, Any]:
    """Ana (a sword, Skilled in blades) and Bo (a dagger with the id "blade", and a sword), 2 HP
    each, face to face, to four rounds: small enough for exact odds at the default cost limit
    with either at 1 HP or Bo at 3."""
    return {
        "state": {
            "ruleset": "RULESET_ARRAYER",
            "combatants": [
                {
                    "id": "ana",
                    "sideId": "red",
                    "hp": 2,
                    "position": {"x": 0, "y": 0},
                    "weapons": [{"catalogId": "sword"}],
                    "arrayer": {"proficiencies": _SKILLED},
                },
                {
                    "id": "bo",
                    "sideId": "blue",
                    "hp": 2,
                    "position": {"x": 1, "y": 0},
                    "weapons": [{"id": "blade", "catalogId": "dagger"}, {"catalogId": "sword"}],
                },
            ],
        },
        "maxRounds": 4,
    }


def _request(data: dict[str, Any]) -> pb.SimulateRequest:
    return json_format.ParseDict(data, pb.SimulateRequest())


def _axis(spec: str, data: dict[str, Any] | None = None) -> Axis:
    return resolve_axis(parse_vary(spec), _request(data or _duel()))


def _points_data(spec: str, data: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    request = _request(data or _duel())
    return [p.data for p in expand([resolve_axis(parse_vary(spec), request)], request)]


# --- specs ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "path", "values"),
    [
        ("maxRounds=2..5", "maxRounds", (2, 3, 4, 5)),
        ("maxRounds=0..20:5", "maxRounds", (0, 5, 10, 15, 20)),
        ("maxRounds=5..1:2", "maxRounds", (5, 3, 1)),
        ("state.combatants[id=ana].hp=-1..1", "state.combatants[id=ana].hp", (-1, 0, 1)),
        ("tactic=TACTIC_A, TACTIC_B", "tactic", ("TACTIC_A", "TACTIC_B")),
        ("state.combatants[id=a.b=c].hp=7", "state.combatants[id=a.b=c].hp", ("7",)),
    ],
)
def test_a_spec_reads_as_a_path_and_its_values(
    spec: str, path: str, values: tuple[object, ...]
) -> None:
    parsed = parse_vary(spec)
    assert (parsed.path, parsed.raw_values()) == (path, values)


def test_a_path_reads_as_steps_with_their_selectors() -> None:
    steps = parse_vary("state.combatants[id=a.b].weapons[0].overrides.arrayer.weight=1").steps
    assert [(s.name, s.selector) for s in steps] == [
        ("state", None),
        ("combatants", "id=a.b"),
        ("weapons", "0"),
        ("overrides", None),
        ("arrayer", None),
        ("weight", None),
    ]


@pytest.mark.parametrize(
    ("spec", "says"),
    [
        ("maxRounds", "expected PATH=FROM..TO[:STEP] or PATH=V1,V2,..."),
        ("state.combatants[id=ana=1", "expected PATH="),
        ("maxRounds=1..3:0", "the step must be 1 or more"),
        ("maxRounds=a..b", "a range is FROM..TO[:STEP] of whole numbers"),
        ("maxRounds=1.5..3", "a range is FROM..TO[:STEP] of whole numbers"),
        ("maxRounds=1,,2", "an empty value in the list"),
        ("state..hp=1", "cannot read the step ''"),
    ],
)
def test_a_bad_spec_is_refused_saying_why(spec: str, says: str) -> None:
    with pytest.raises(SweepError, match=says.replace("[", r"\[").replace(".", r"\.")):
        parse_vary(spec)


@pytest.mark.parametrize(
    ("spec", "says"),
    [
        # Issue 28: the first was a MemoryError and the second an OverflowError (the range was
        # made before its points were counted); the third a ValueError of int() itself.
        ("hp=1..1000000000", "'hp': 1000000000 values, and a sweep plays at most 1000 points"),
        ("hp=1..100000000000000000000000", "100000000000000000000000 has 24 digits"),
        ("hp=1.." + "9" * 5000, "999999999... has 5000 digits, and no number field holds"),
        ("hp=-99999999999999999999..0:3", "'hp': 33333333333333333334 values"),
        ("hp=" + ",".join(map(str, range(MAX_POINTS + 1))), "'hp': 1001 values"),
    ],
)
def test_a_spec_of_too_many_values_is_counted_and_refused_before_they_are_made(
    spec: str, says: str
) -> None:
    with pytest.raises(SweepError) as refused:
        parse_vary(spec)
    assert says in str(refused.value)
    assert len(str(refused.value)) < 200  # a 5,000-digit number is not printed whole


def test_a_spec_made_without_parse_vary_is_counted_too() -> None:
    spec = parse_vary("maxRounds=1..2")
    huge = type(spec)(spec.path, spec.steps, None, 1, 10**23)
    assert huge.count == 10**23
    with pytest.raises(SweepError, match="at most 1000 points"):
        resolve_axis(huge, _request(_duel()))


# --- paths ------------------------------------------------------------------------------------


def test_values_are_set_along_the_path_each_point_its_own() -> None:
    points = _points_data("state.combatants[id=bo].hp=3..4")
    assert [p["state"]["combatants"][1]["hp"] for p in points] == [3, 4]
    assert [p["state"]["combatants"][0]["hp"] for p in points] == [2, 2]


def test_an_index_selects_too_and_snake_case_names_are_accepted() -> None:
    points = _points_data("state.combatants[1].max_hp=9")
    assert points[0]["state"]["combatants"][1]["maxHp"] == 9


def test_a_weapon_override_is_created_on_a_weapon_picked_by_id_or_catalog_id() -> None:
    by_id = _points_data("state.combatants[id=bo].weapons[id=blade].overrides.arrayer.weight=1")
    weapon = by_id[0]["state"]["combatants"][1]["weapons"][0]
    assert weapon == {"id": "blade", "catalogId": "dagger", "overrides": {"arrayer": {"weight": 1}}}
    # A weapon without an id is its catalog id (weapon.proto), and [catalogId=...] says it too.
    for selector in ("id=sword", "catalogId=sword"):
        spec = f"state.combatants[id=bo].weapons[{selector}].overrides.arrayer.weight=-1"
        sword = _points_data(spec)[0]["state"]["combatants"][1]["weapons"][1]
        assert sword["overrides"] == {"arrayer": {"weight": -1}}


def test_a_selector_may_compare_an_enum_field() -> None:
    spec = (
        "state.combatants[id=ana].arrayer.proficiencies[weaponType=ARRAYER_WEAPON_TYPE_BLADES]"
        ".improvements=0..2"
    )
    points = _points_data(spec)
    assert [p["state"]["combatants"][0]["arrayer"]["proficiencies"][0] for p in points] == [
        {"weaponType": "ARRAYER_WEAPON_TYPE_BLADES", "improvements": n} for n in (0, 1, 2)
    ]


def test_enum_values_are_listed_by_name_for_a_field_or_a_map_entry() -> None:
    assert _axis("tactic=TACTIC_NEAREST_ENEMY,TACTIC_HOLD_AT_RANGE").values == (
        "TACTIC_NEAREST_ENEMY",
        "TACTIC_HOLD_AT_RANGE",
    )
    for spec in ("sideTactics.red=TACTIC_WEAKEST_ENEMY", "side_tactics[red]=TACTIC_WEAKEST_ENEMY"):
        (point,) = _points_data(spec)
        assert point["sideTactics"] == {"red": "TACTIC_WEAKEST_ENEMY"}
    (request,) = expand([_axis("tactic=TACTIC_HOLD_AT_RANGE")], _request(_duel()))
    assert request.request.tactic == pb.TACTIC_HOLD_AT_RANGE


def test_bools_and_numbers_are_typed_for_their_field() -> None:
    assert _axis("aftermath=true,false").values == (True, False)
    assert _axis("runs=1,2").values == (1, 2)


@pytest.mark.parametrize(
    ("spec", "says"),
    [
        (
            "state.combatants[id=bo].hpp=1",
            "--vary 'state.combatants[id=bo].hpp', step 'hpp': Combatant has no field 'hpp' "
            "(its fields: id, sideId, name, hp,",
        ),
        (
            "state.combatants[id=cy].hp=1",
            "step 'combatants[id=cy]': no element with id=cy (the request has: ana, bo)",
        ),
        ("state.combatants[7].hp=1", "step 'combatants[7]': no element [7]: the list has 2"),
        ("state.combatants[x].hp=1", "the selector [x] is neither FIELD=VALUE nor an index"),
        ("state.combatants.hp=1", "step 'combatants': combatants is a list: pick one element"),
        ("state.combatants[id=ana]=1", "an element is a message (Combatant): name a field"),
        ("state=1", "step 'state': state is a message (EncounterState): name one of its fields"),
        ("maxRounds.x=1", "step 'maxRounds': maxRounds is a value: nothing below it"),
        ("maxRounds[0]=1", "maxRounds is not a list or map"),
        ("sideTactics=TACTIC_NEAREST_ENEMY", "sideTactics is a map: give its key"),
        ("state.turnOrder[0]=ana", "turnOrder is a list of values: not varied"),
        ("tactic=1..3", "a range is for a number field and this one is not; list its values"),
        ("tactic=TACTIC_FOO", "'TACTIC_FOO' is not a Tactic; list names: TACTIC_UNSPECIFIED,"),
        ("aftermath=yes", "'yes' is not a bool"),
        ("maxRounds=1,x", "'x' is not a whole number"),
        ("maxRounds=1,1", "a value is listed twice"),
    ],
)
def test_a_path_that_does_not_fit_the_request_names_the_step(spec: str, says: str) -> None:
    with pytest.raises(SweepError) as raised:
        _axis(spec)
    assert says in str(raised.value)


def test_the_points_are_checked_as_the_request_file_is() -> None:
    request = _request(_duel())
    with pytest.raises(SweepError, match=r"state.combatants\[id=ana\].hp=3000000000: not a valid"):
        expand([_axis("state.combatants[id=ana].hp=1,3000000000")], request)
    with pytest.raises(SweepError, match="give --vary once or twice, not 3 times"):
        expand(
            [_axis("maxRounds=1"), _axis("runs=1"), _axis("tactic=TACTIC_HOLD_AT_RANGE")], request
        )
    with pytest.raises(SweepError, match="--vary 'maxRounds' is given twice"):
        expand([_axis("maxRounds=1"), _axis("maxRounds=2")], request)
    with pytest.raises(SweepError, match=f"at most {MAX_POINTS}"):
        expand([_axis("maxRounds=1..100"), _axis("runs=1..11")], request)


def test_two_axes_give_every_pair_the_first_outermost() -> None:
    request = _request(_duel())
    axes = [_axis("maxRounds=1..2"), _axis("tactic=TACTIC_HOLD_AT_RANGE,TACTIC_NEAREST_ENEMY")]
    points = expand(axes, request)
    assert [p.values for p in points] == [
        (1, "TACTIC_HOLD_AT_RANGE"),
        (1, "TACTIC_NEAREST_ENEMY"),
        (2, "TACTIC_HOLD_AT_RANGE"),
        (2, "TACTIC_NEAREST_ENEMY"),
    ]
    assert [(p.request.max_rounds, p.request.tactic) for p in points] == [
        (1, pb.TACTIC_HOLD_AT_RANGE),
        (1, pb.TACTIC_NEAREST_ENEMY),
        (2, pb.TACTIC_HOLD_AT_RANGE),
        (2, pb.TACTIC_NEAREST_ENEMY),
    ]


def test_columns_are_named_by_the_paths_last_steps_as_many_as_tell_them_apart() -> None:
    def named(*specs: str) -> list[str]:
        return labels([_axis(spec) for spec in specs])

    assert named("state.combatants[id=bo].hp=1", "tactic=TACTIC_HOLD_AT_RANGE") == ["hp", "tactic"]
    assert named("state.combatants[id=bo].hp=1", "state.combatants[id=ana].hp=1") == [
        "combatants[id=bo].hp",
        "combatants[id=ana].hp",
    ]
    assert named("sideTactics.red=TACTIC_HOLD_AT_RANGE") == ["sideTactics.red"]


# --- rows -------------------------------------------------------------------------------------


def _odds(win: tuple[int, int]) -> pb.ComputeEncounterOddsResponse:
    numerator, denominator = win
    rational = pb.Rational(numerator=numerator, denominator=denominator, value=win[0] / win[1])
    return pb.ComputeEncounterOddsResponse(
        sides=[pb.SideOdds(side_id="red", win=rational)],
        draw=pb.Rational(numerator=0, denominator=1, value=0.0),
        mean_rounds=pb.Rational(numerator=3, denominator=2, value=1.5),
        positions=4,
        branches=40,
    )


def _result() -> pb.SimulationResult:
    return pb.SimulationResult(
        seed=9,
        runs=10,
        sides=[
            pb.SideStatistics(
                side_id="red", wins=6, win_rate=0.6, win_rate_low=0.3, win_rate_high=0.8
            )
        ],
        draws=1,
        rounds=pb.Distribution(mean=2.5),
    )


def _refusal(code: grpc.StatusCode, reason: str | None = None) -> ArbiterRpcError:
    return ArbiterRpcError(code, "no", reason=reason)


def _raise(error: Exception) -> Any:
    raise error


def test_an_exact_row_has_the_probability_as_its_interval() -> None:
    row = evaluate((3,), lambda: _odds((3, 8)), None)
    assert row.method == "exact"
    (red,) = row.sides
    assert (red.rate, red.low, red.high, red.fraction) == (0.375, 0.375, 0.375, "3/8")
    assert (row.mean_rounds, row.positions, row.branches) == (1.5, 4, 40)


def test_exact_odds_refused_as_too_large_fall_back_to_the_simulation() -> None:
    too_large = _refusal(grpc.StatusCode.RESOURCE_EXHAUSTED, "LIMIT_EXCEEDED")
    row = evaluate((3,), lambda: _raise(too_large), _result)
    assert (row.method, row.exact_refused, row.runs, row.seed, row.draws) == (
        "simulated",
        True,
        10,
        9,
        1,
    )
    (red,) = row.sides
    assert (red.rate, red.low, red.high, red.wins) == (0.6, 0.3, 0.8, 6)
    assert row.draw_rate == 0.1
    # Without a simulation to fall back to (--exact), the refusal is the row's error.
    assert evaluate((3,), lambda: _raise(too_large), None).error is too_large


def test_another_refusal_is_the_rows_error_and_a_lost_server_stops_the_sweep() -> None:
    invalid = _refusal(grpc.StatusCode.INVALID_ARGUMENT, "OUT_OF_RANGE")
    assert evaluate((3,), lambda: _raise(invalid), _result) == Row((3,), "error", error=invalid)
    assert evaluate((3,), None, lambda: _raise(invalid)).error is invalid
    lost = _refusal(grpc.StatusCode.UNAVAILABLE)
    with pytest.raises(ArbiterRpcError):
        evaluate((3,), lambda: _raise(lost), _result)


def test_csv_has_a_header_and_a_row_per_point_and_json_a_list_of_objects() -> None:
    axes = [_axis("maxRounds=1..3")]
    rows = [
        evaluate((1,), lambda: _odds((1, 4)), None),
        evaluate((2,), None, _result),
        evaluate((3,), None, lambda: _raise(_refusal(grpc.StatusCode.INVALID_ARGUMENT))),
    ]
    table = list(csv.DictReader(io.StringIO(format_csv(rows, axes))))
    assert [r["maxRounds"] for r in table] == ["1", "2", "3"]
    assert [r["method"] for r in table] == ["exact", "simulated", "error"]
    assert [r["red_win_rate"] for r in table] == ["0.25", "0.6", ""]
    assert [r["red_win_low"] for r in table] == ["0.25", "0.3", ""]
    assert [(r["runs"], r["seed"], r["branches"]) for r in table] == [
        ("", "", "40"),
        ("10", "9", ""),
        ("", "", ""),
    ]
    assert table[2]["error"] == "INVALID_ARGUMENT: no"
    items = json.loads(format_json(rows, axes))
    assert [i["values"] for i in items] == [{"maxRounds": n} for n in (1, 2, 3)]
    assert items[0]["sides"] == [
        {"sideId": "red", "winRate": 0.25, "low": 0.25, "high": 0.25, "win": "1/4"}
    ]
    assert items[1]["sides"][0]["wins"] == 6
    assert (items[1]["seed"], items[1]["exactRefused"]) == ("9", False)
    assert items[2]["error"]["code"] == "INVALID_ARGUMENT"
    text = format_text(rows, axes)
    assert text.splitlines()[0].split() == [
        "maxRounds", "method", "red", "win", "95", "%", "interval", "draw", "mean", "rounds",
        "answered", "with",
    ]  # fmt: skip
    assert "  maxRounds=3: INVALID_ARGUMENT: no" in text.splitlines()


# --- against real servers ---------------------------------------------------------------------


def _sweep_json(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[dict[str, Any]]]:
    code, out, err = _run(capsys, "sweep", *argv, "--format", "json")
    assert err == "", err
    items: list[dict[str, Any]] = json.loads(out)
    return code, items


def _with_hp(data: dict[str, Any], **hp: int) -> dict[str, Any]:
    changed: dict[str, Any] = json.loads(json.dumps(data))
    for combatant in changed["state"]["combatants"]:
        combatant["hp"] = hp.get(combatant["id"], combatant["hp"])
    return changed


def _direct_odds(client: ArbiterClient, data: dict[str, Any]) -> pb.ComputeEncounterOddsResponse:
    request = pb.ComputeEncounterOddsRequest()
    json_format.ParseDict(data, request)
    return client.compute_encounter_odds(request)


def test_a_duel_is_answered_exactly_with_what_compute_encounter_odds_gives(
    capsys: pytest.CaptureFixture[str], target: str, tmp_path: Path
) -> None:
    duel = _duel()
    code, items = _sweep_json(
        capsys, _write(tmp_path, duel), "--vary", "state.combatants[id=bo].hp=2..3",
        "--parallel", "2", "--target", target,
    )  # fmt: skip
    assert code == 0
    with ArbiterClient(target) as client:
        direct = [_direct_odds(client, _with_hp(duel, bo=hp)) for hp in (2, 3)]
    assert [i["values"] for i in items] == [{"state.combatants[id=bo].hp": hp} for hp in (2, 3)]
    for item, odds in zip(items, direct, strict=True):
        assert item["method"] == "exact"
        assert item["sides"] == [
            {
                "sideId": s.side_id,
                "winRate": s.win.value,
                "low": s.win.value,
                "high": s.win.value,
                "win": f"{s.win.numerator}/{s.win.denominator}",
            }
            for s in odds.sides
        ]
        assert (item["drawRate"], item["meanRounds"]) == (odds.draw.value, odds.mean_rounds.value)
        assert (item["positions"], item["branches"]) == (odds.positions, odds.branches)


def test_two_parameters_a_table_and_plots(
    capsys: pytest.CaptureFixture[str], target: str, tmp_path: Path
) -> None:
    file = _write(tmp_path, _duel())
    one, two = tmp_path / "one.png", tmp_path / "two.png"
    code, out, err = _run(
        capsys, "sweep", file, "--vary", "state.combatants[id=ana].hp=1..2", "--vary",
        "tactic=TACTIC_NEAREST_ENEMY,TACTIC_RETREAT_WHEN_HURT", "--side", "blue", "--side", "red",
        "--plot", str(two), "--target", target, "--parallel", "4",
    )  # fmt: skip
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "hp: state.combatants[id=ana].hp"  # the column's short name
    assert lines[1].split()[:4] == ["hp", "tactic", "method", "blue"]
    assert [line.split()[:3] for line in lines[2:6]] == [
        ["1", "TACTIC_NEAREST_ENEMY", "exact"],
        ["1", "TACTIC_RETREAT_WHEN_HURT", "exact"],
        ["2", "TACTIC_NEAREST_ENEMY", "exact"],
        ["2", "TACTIC_RETREAT_WHEN_HURT", "exact"],
    ]
    assert lines[6] == "exact: the probability itself; its interval is that point (no sampling)"
    assert two.read_bytes().startswith(b"\x89PNG")
    code, out, _ = _run(
        capsys, "sweep", file, "--vary", "state.combatants[id=ana].hp=1..2", "--plot", str(one),
        "--format", "csv", "--target", target,
    )  # fmt: skip
    assert code == 0
    assert out.splitlines()[0].startswith("state.combatants[id=ana].hp,method,red_win_rate,")
    assert len(out.splitlines()) == 3
    assert one.read_bytes().startswith(b"\x89PNG")


def test_a_value_the_server_refuses_is_a_row_and_the_exit_is_1(
    capsys: pytest.CaptureFixture[str], target: str, tmp_path: Path
) -> None:
    path = "state.combatants[id=bo].weapons[id=sword].overrides.arrayer.weight"
    code, out, err = _run(
        capsys, "sweep", _write(tmp_path, _duel()), "--vary", f"{path}=0,2000", "--target", target
    )
    assert (code, err) == (EXIT_FAILED, "")
    lines = out.splitlines()
    assert lines[0] == f"weight: {path}"
    assert lines[2].split()[:2] == ["0", "exact"]
    assert lines[3].split()[:2] == ["2000", "error"]
    assert (
        f"  {path}=2000: INVALID_ARGUMENT: weight must be -1000 to 1000 (WEIGHT), got 2000" in lines
    )


def test_a_bad_path_exits_2_before_any_call(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = _write(tmp_path, _duel())
    nowhere = "127.0.0.1:9"  # nothing answers: a call would exit 1
    for argv, says in [
        (["--vary", "state.combatants[id=cy].hp=1"], "no element with id=cy"),
        (["--vary", "maxRounds=1..2:0"], "the step must be 1 or more"),
        (["--vary", "state.combatants[id=ana].hp=1..1000000000"], "1000000000 values"),
        (["--vary", "state.combatants[id=ana].hp=1..100000000000000000000000"], "24 digits"),
        (["--vary", "maxRounds=1", "--side", "green"], "--side 'green': "),
        (
            ["--vary", "aftermath=true", "--exact"],
            "exact encounter odds do not count the aftermath",
        ),
    ]:
        code, out, err = _run(capsys, "sweep", file, *argv, "--target", nowhere)
        assert (code, out) == (EXIT_USAGE, ""), err
        assert says in err


@pytest.fixture(scope="module")
def frugal() -> Iterator[ServerProcess]:
    """A server whose cost limit refuses the duel's exact odds but plays its runs."""
    with ServerProcess("--max-request-cost", "200") as process:
        yield process


def test_refused_exact_odds_fall_back_to_what_simulate_gives_with_the_same_seed(
    capsys: pytest.CaptureFixture[str], frugal: ServerProcess, tmp_path: Path
) -> None:
    duel = _duel()
    code, items = _sweep_json(
        capsys, _write(tmp_path, duel), "--vary", "state.combatants[id=bo].hp=2..3",
        "--runs", "300", "--seed", "11", "--parallel", "2", "--target", frugal.target,
    )  # fmt: skip
    assert code == 0
    with ArbiterClient(frugal.target) as client:
        direct = []
        for hp in (2, 3):
            request = json_format.ParseDict(_with_hp(duel, bo=hp), pb.SimulateRequest())
            request.runs, request.seed = 300, 11
            (result,) = [m.result for m in client.simulate(request) if m.HasField("result")]
            direct.append(result)
    for item, result in zip(items, direct, strict=True):
        assert (item["method"], item["exactRefused"]) == ("simulated", True)
        assert (item["runs"], item["seed"], item["draws"]) == (300, "11", result.draws)
        assert item["sides"] == [
            {
                "sideId": s.side_id,
                "winRate": s.win_rate,
                "low": s.win_rate_low,
                "high": s.win_rate_high,
                "wins": s.wins,
            }
            for s in result.sides
        ]
        assert item["meanRounds"] == result.rounds.mean
        assert item["drawRate"] == result.draws / 300
    # --simulate does not try the exact odds: the same rows, none refused.
    code, forced = _sweep_json(
        capsys, _write(tmp_path, duel), "--vary", "state.combatants[id=bo].hp=2..3", "--simulate",
        "--runs", "300", "--seed", "11", "--target", frugal.target,
    )  # fmt: skip
    assert code == 0
    assert forced == [{**item, "exactRefused": False} for item in items]
    # --exact does not fall back: each value is its refusal.
    code, items = _sweep_json(
        capsys, _write(tmp_path, duel), "--vary", "state.combatants[id=bo].hp=2..3", "--exact",
        "--target", frugal.target,
    )  # fmt: skip
    assert code == EXIT_FAILED
    assert [(i["method"], i["error"]["reason"]) for i in items] == [("error", "LIMIT_EXCEEDED")] * 2


def test_the_walkthroughs_default_limit_sweep_prints_what_docs_balance_shows(
    capsys: pytest.CaptureFixture[str], target: str, tmp_path: Path
) -> None:
    # The session's server has the default limits, as the walkthrough's first run had: every
    # value's exact odds fit them, so every row is exact.
    text = (REPO / "docs" / "balance.md").read_text()
    found = re.search(
        r"<!-- sweep-example: dagger-hp-default -->\n```sh\n(.*?)```\n\n```text\n(.*?)```",
        text,
        re.S,
    )
    assert found is not None
    argv = shlex.split(found[1].replace("\\\n", " "))
    assert argv[:2] == [".venv/bin/arbiter", "sweep"]
    plot = argv.index("--plot") + 1
    argv[plot] = str(tmp_path / "sweep.png")
    argv[2] = str(REPO / argv[2])
    code, out, err = _run(capsys, *argv[1:], "--target", target)
    assert (code, err) == (0, "")
    assert out == found[2]
    assert (tmp_path / "sweep.png").read_bytes().startswith(b"\x89PNG")
