"""``arbiter merge`` and arbiter.simulation.merge (issue 28, defect 7): parts of one simulation
merge in any order; a part whose counts do not add up, or parts that do not belong together
(seeds, sides, combatants, run ranges), are refused with exit 2, the file, the field and its
value named, and no traceback. Parts played by a real server: tests/clients/test_simulate_cli.py
and tests/service/test_simulate_rpc.py."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from google.protobuf import json_format

from arbiter.cli import EXIT_USAGE, main
from arbiter.simulation import check_part, merge
from arbiter.v1 import combat_service_pb2 as pb


def _part(first_run: int = 0) -> dict[str, Any]:
    """Four runs of a duel as a server's SimulationResult JSON has them (its derived figures
    left out: merge derives them): red won three, one ran into the round limit."""
    return {
        "seed": "5",
        "firstRun": str(first_run),
        "runs": 4,
        "sides": [{"sideId": "red", "wins": 3, "routs": 1}, {"sideId": "blue"}],
        "draws": 1,
        "rounds": {
            "histogram": [{"value": 2, "count": 3}, {"value": 5, "count": 1}],
            "total": "11",
        },
        "combatants": [
            {
                "combatantId": "ana",
                "damageDealt": {
                    "histogram": [{"value": 1, "count": 1}, {"value": 3, "count": 3}],
                    "total": "10",
                },
                "damageTaken": {
                    "histogram": [{"value": 0, "count": 2}, {"value": 2, "count": 2}],
                    "total": "4",
                },
                "survived": 4,
            },
            {
                "combatantId": "bo",
                "damageDealt": {
                    "histogram": [{"value": 0, "count": 2}, {"value": 2, "count": 2}],
                    "total": "4",
                },
                "damageTaken": {
                    "histogram": [{"value": 1, "count": 1}, {"value": 3, "count": 3}],
                    "total": "10",
                },
                "survived": 1,
                "aftermathDeaths": 2,
            },
        ],
        "endReasons": [
            {"endReason": "END_REASON_SIDE_DEFEATED", "count": 3},
            {"endReason": "END_REASON_ROUND_LIMIT", "count": 1},
        ],
    }


def _message(data: dict[str, Any]) -> pb.SimulationResult:
    return json_format.ParseDict(data, pb.SimulationResult())


def _merge_files(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, *parts: dict[str, Any]
) -> tuple[int, str, str]:
    names = []
    for name, data in zip("abcdefgh", parts, strict=False):
        (tmp_path / f"{name}.json").write_text(json.dumps(data))
        names.append(str(tmp_path / f"{name}.json"))
    code = main(["merge", *names, "--json"])
    out, err = capsys.readouterr()
    return code, out, err.replace(str(tmp_path) + "/", "")


def test_parts_in_any_order_merge_into_the_counts_of_the_whole() -> None:
    head, tail = _message(_part(0)), _message(_part(4))
    merged = merge([tail, head])
    assert merge([head, tail]) == merged
    assert (merged.first_run, merged.runs, merged.draws) == (0, 8, 2)
    assert [(s.side_id, s.wins, s.routs) for s in merged.sides] == [("red", 6, 2), ("blue", 0, 0)]
    assert [(b.value, b.count) for b in merged.rounds.histogram] == [(2, 6), (5, 2)]
    assert (merged.rounds.total, merged.rounds.mean) == (22, 2.75)
    bo = merged.combatants[1]
    assert (bo.combatant_id, bo.survived, bo.aftermath_deaths) == ("bo", 2, 4)
    assert [(r.end_reason, r.count) for r in merged.end_reasons] == [
        (pb.END_REASON_SIDE_DEFEATED, 6),
        (pb.END_REASON_ROUND_LIMIT, 2),
    ]
    check_part(merged)  # a merged result adds up as each part does


def test_a_count_of_0_runs_is_accepted_and_left_out_of_the_merge() -> None:
    # The server lists only what happened; a result made otherwise still adds up.
    data = _part(4)
    data["rounds"]["histogram"].append({"value": 9, "count": 0})
    data["endReasons"].append({"endReason": "END_REASON_SIDE_ROUTED", "count": 0})
    assert merge([_message(_part(0)), _message(data)]) == merge(
        [_message(_part(0)), _message(_part(4))]
    )


def _changed(path: str, value: Any) -> dict[str, Any]:
    """``_part()`` with the field at ``path`` (dots and list indexes) set to ``value``."""
    data = copy.deepcopy(_part())
    node: Any = data
    steps = [int(s) if s.isdigit() else s for s in path.split(".")]
    for step in steps[:-1]:
        node = node[step]
    node[steps[-1]] = value
    return data


# Each a part that no server sends, alone or as the first of two: what the message says. The
# issue's cases first (wins above runs was "math domain error", the others were merged).
_BAD_PARTS = [
    ("runs", -4, "a.json: runs: -4, and a part has played 1 run or more"),
    ("sides.0.wins", -1, "a.json: sides[0].wins: -1 is not a count of runs from 0 to 4"),
    ("sides.0.wins", 9, "a.json: sides[0].wins: 9 is not a count of runs from 0 to 4"),
    ("combatants.1.combatantId", "ana", "a.json: combatants[1].combatantId: 'ana' is listed twice"),
    (
        "rounds.histogram.0.count",
        4,
        "a.json: rounds.histogram: its counts add up to 5 runs, not runs 4",
    ),
    ("endReasons.1.endReason", 7, "a.json: endReasons[1].endReason: 7 is not an end reason"),
    # and the rest of what must add up
    ("firstRun", "-1", "a.json: firstRun: -1 is negative"),
    ("sides.1.sideId", "red", "a.json: sides[1].sideId: 'red' is listed twice"),
    ("sides.1.sideId", "", "a.json: sides[1].sideId: empty"),
    ("sides.0.routs", 5, "a.json: sides[0].routs: 5 is not a count of runs from 0 to 4"),
    ("draws", 2, "a.json: draws: 2, and the sides' wins 3: they add up to 5 runs, not runs 4"),
    ("endReasons.1.endReason", 0, "a.json: endReasons[1].endReason: 0 is not an end reason"),
    (
        "endReasons.1.endReason",
        "END_REASON_SIDE_DEFEATED",
        "a.json: endReasons[1].endReason: END_REASON_SIDE_DEFEATED is listed twice",
    ),
    ("endReasons.1.count", 2, "a.json: endReasons: their counts add up to 5 runs, not runs 4"),
    ("endReasons.1.count", -1, "a.json: endReasons[1].count: -1 is negative"),
    ("rounds.total", "12", "a.json: rounds.total: 12, but its histogram's values add up to 11"),
    ("rounds.histogram.1.value", 2, "a.json: rounds.histogram[1].value: 2 is listed twice"),
    ("rounds.histogram.0.value", -2, "a.json: rounds.histogram[0].value: -2 is negative"),
    ("rounds.histogram.1.count", -1, "a.json: rounds.histogram[1].count: -1 is negative"),
    (
        "combatants.0.damageTaken.histogram.1.count",
        1,
        "a.json: combatants[0].damageTaken.histogram: its counts add up to 3 runs, not runs 4",
    ),
    (
        "combatants.1.damageDealt.total",
        "5",
        "a.json: combatants[1].damageDealt.total: 5, but its histogram's values add up to 4",
    ),
    ("combatants.1.survived", 5, "a.json: combatants[1].survived: 5 is not a count of runs"),
    (
        "combatants.1.aftermathDeaths",
        -1,
        "a.json: combatants[1].aftermathDeaths: -1 is not a count of runs",
    ),
]


@pytest.mark.parametrize(("path", "value", "says"), _BAD_PARTS)
def test_a_part_whose_counts_do_not_add_up_is_refused_naming_file_and_field(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, path: str, value: Any, says: str
) -> None:
    code, out, err = _merge_files(capsys, tmp_path, _changed(path, value), _part(4))
    assert (code, out) == (EXIT_USAGE, ""), err
    assert err.startswith(f"arbiter: cannot merge: {says}"), err
    with pytest.raises(ValueError, match=r"^part 1: "):
        check_part(_message(_changed(path, value)), "part 1")


def _sides(*ids: str) -> list[dict[str, Any]]:
    return [{"sideId": ids[0], "wins": 3}, *({"sideId": i} for i in ids[1:])]


def test_parts_that_do_not_belong_together_are_refused_naming_file_and_field(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    blue_gone = {"runs": 0, "sides": [{"sideId": "red"}], "combatants": [{"combatantId": "ana"}]}
    other = {**_part(4), "sides": _sides("red", "green")}
    third = {**_part(4), "sides": _sides("red", "blue", "green")}
    renamed = copy.deepcopy(_part(4))
    renamed["combatants"][1]["combatantId"] = "cy"
    for parts, says in [
        # The issue's: another encounter's wins were dropped, and blue vanished.
        (
            (_part(0), other),
            "b.json: sides: ['red', 'green'], but a.json has ['red', 'blue']: results of "
            "different encounters",
        ),
        ((blue_gone, _part(0)), "a.json: runs: 0, and a part has played 1 run or more"),
        ((third, _part(0)), "a.json: sides: ['red', 'blue', 'green'], but b.json has"),
        (
            (_part(0), renamed),
            "b.json: combatants: ['ana', 'cy'], but a.json has ['ana', 'bo']: results of "
            "different encounters",
        ),
        (
            (_part(0), {**_part(4), "seed": "6"}),
            "b.json: seed: 6, but a.json's is 5: results of different seeds",
        ),
        (
            ({**_part(0), "encounterDigest": "aa"}, {**_part(4), "encounterDigest": "bb"}),
            "b.json: encounterDigest: 'bb', but a.json's is 'aa': results of different encounters",
        ),
        (  # the first part from a server older than the digest: the others still agree
            (_part(0), {**_part(4), "encounterDigest": "aa"}, {**_part(8), "encounterDigest": "b"}),
            "c.json: encounterDigest: 'b', but b.json's is 'aa': results of different encounters",
        ),
        (
            (_part(0), _part(6)),
            "b.json: firstRun: 6, but the runs before it end at 3 (a.json): runs 4 to 5 are "
            "missing",
        ),
        (
            (_part(2), _part(0)),
            "a.json: firstRun: 2, but b.json played runs to 3: runs 2 to 3 are played twice",
        ),
        (
            (_part(0), _part(0)),
            "b.json: firstRun: 0, but a.json played runs to 3: runs 0 to 3 are played twice",
        ),
    ]:
        code, out, err = _merge_files(capsys, tmp_path, *parts)
        assert (code, out) == (EXIT_USAGE, ""), err
        assert err.startswith(f"arbiter: cannot merge: {says}"), err


def test_parts_of_more_runs_than_a_result_holds_are_refused() -> None:
    most = 2**31 - 1
    whole = {
        "seed": "5",
        "runs": most,
        "sides": [{"sideId": "red"}],
        "draws": most,
        "rounds": {"histogram": [{"value": 1, "count": most}], "total": str(most)},
        "endReasons": [{"endReason": "END_REASON_ROUND_LIMIT", "count": most}],
    }
    one = {**whole, "firstRun": str(most), "runs": 1, "draws": 1}
    one["rounds"] = {"histogram": [{"value": 1, "count": 1}], "total": "1"}
    one["endReasons"] = [{"endReason": "END_REASON_ROUND_LIMIT", "count": 1}]
    assert merge([_message(whole)]).runs == most
    with pytest.raises(ValueError, match=f"runs: the parts played {most + 1}, more than"):
        merge([_message(whole), _message(one)])


def test_the_command_prints_no_traceback(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text(json.dumps(_changed("sides.0.wins", 9)))
    done = subprocess.run(
        [str(Path(sys.executable).parent / "arbiter"), "merge", str(tmp_path / "a.json")],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert (done.returncode, done.stdout) == (EXIT_USAGE, "")
    assert done.stderr == (
        f"arbiter: cannot merge: {tmp_path / 'a.json'}: sides[0].wins: 9 is not a count of runs "
        "from 0 to 4\n"
    )


def test_the_merged_result_keeps_the_digest_its_parts_share() -> None:
    same = [_message({**_part(r), "encounterDigest": "aa"}) for r in (0, 4)]
    assert merge(same).encounter_digest == "aa"
    # One part of a server older than the field: the merge says nothing of the whole.
    assert merge([same[0], _message(_part(4))]).encounter_digest == ""
