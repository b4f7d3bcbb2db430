"""The ``arbiter`` command against a real server: printed traces, errors, exit codes, help."""

from __future__ import annotations

import importlib.metadata
import importlib.util
import io
import json
import re
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from google.protobuf import json_format

from arbiter import cli
from arbiter.cli import EXIT_FAILED, EXIT_USAGE, main
from arbiter.client import ArbiterClient, read_token, tls_credentials
from arbiter.command_line import PLOT_INSTALL
from arbiter.odds import encounter_odds_request, fraction
from arbiter.render import label
from arbiter.request_files import ENCOUNTER_KEYS, RequestFileError, load_request
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import state_pb2
from tests.clients.exact_odds import dagger_duel_odds
from tests.pki import Pki, make_pki
from tests.pyprojects import CLIENT, SERVER, pyproject
from tests.service.server_process import ServerProcess

MORALE_TRIGGER = state_pb2.MoraleTrigger.DESCRIPTOR

ARRAYER_ATTACK_OUTPUT = """\
--  ana hits bo with greatsword for 4
      d10=4 (attack)
      damage 4 = roll 4 + weight 1 - armour 1
      bo hp 5 -> 1
result: attack
  strike: kind primary, attacker id ana, target id bo, weapon id greatsword, outcome hit, \
damage 4, hp before 5, hp after 1
combatants:
  ana  side red   hp 7
  bo   side blue  hp 1
forced dice, 1 die rolled
"""

TIERED_EXCHANGE_OUTPUT = """\
--  bo beats ana by 6
      d20=6 (contest attack), d20=14 (contest defence)
      attack 12 = reflex 2 + main_hand_melee 4 + roll 6
      defence 18 = reflex 1 + two_handed_melee 3 + roll 14
--  bo counterattacks ana with two_handed_melee_t2 for 7
      damage 7 = difference 6 + body 2 + tier 2 - armour 2 - shield 1
      ana hp 20 -> 13
result: attack
  strike: kind primary, attacker id ana, target id bo, weapon id one_handed_melee_t2, \
outcome miss, hp before 20, hp after 20
  strike: kind counterattack, attacker id bo, target id ana, weapon id two_handed_melee_t2, \
outcome hit, damage 7, hp before 20, hp after 13
combatants:
  ana  side red   hp 13
  bo   side blue  hp 20
forced dice, 2 dice rolled
"""


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _write(tmp_path: Path, data: object) -> str:
    path = tmp_path / "request.json"
    path.write_text(json.dumps(data))
    return str(path)


def _lance_request() -> dict[str, object]:
    """A specialised lance attack by a combatant with Unknown proficiency in polearms."""
    return {
        "state": {
            "ruleset": "RULESET_ARRAYER",
            "combatants": [
                {"id": "ana", "sideId": "red", "hp": 7, "weapons": [{"catalogId": "lance"}]},
                {"id": "bo", "sideId": "blue", "hp": 5},
            ],
        },
        "action": {"attack": {"attackerId": "ana", "targetId": "bo"}},
        "dice": {"forced": {"faces": [3]}},
    }


def test_resolve_prints_the_arrayer_attack_trace(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path
) -> None:
    code, out, err = _run(
        capsys, "resolve", str(examples / "arrayer_attack.json"), "--target", target
    )

    assert (code, err) == (0, "")
    assert out == ARRAYER_ATTACK_OUTPUT


def test_resolve_prints_the_tiered_exchange_with_its_counterattack(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path
) -> None:
    code, out, _ = _run(
        capsys, "resolve", str(examples / "tiered_exchange.json"), "--target", target
    )

    assert code == 0
    assert out == TIERED_EXCHANGE_OUTPUT


def test_summary_detail_drops_dice_and_totals_but_keeps_hp_changes(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path
) -> None:
    code, out, _ = _run(
        capsys,
        "resolve",
        str(examples / "tiered_exchange.json"),
        "--target",
        target,
        "--detail",
        "summary",
    )

    assert code == 0
    assert out.splitlines()[:3] == [
        "--  bo beats ana by 6",
        "--  bo counterattacks ana with two_handed_melee_t2 for 7",
        "      ana hp 20 -> 13",
    ]


def test_seed_replaces_forced_dice_and_repeats_exactly(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path
) -> None:
    args = ("resolve", str(examples / "arrayer_attack.json"), "--target", target, "--seed", "7")
    first = _run(capsys, *args)
    second = _run(capsys, *args)

    assert first == second
    assert first[0] == 0
    assert first[1].splitlines()[-1] == "seed 7, 1 die rolled"


def test_json_prints_the_response_in_the_proto3_json_mapping(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path
) -> None:
    path = examples / "arrayer_attack.json"
    code, out, _ = _run(capsys, "resolve", str(path), "--target", target, "--json")

    printed = json_format.Parse(out, pb.ResolveActionResponse())
    request = load_request(path.read_text(), source=str(path))
    assert isinstance(request, pb.ResolveActionRequest)
    with ArbiterClient(target) as client:
        assert printed == client.resolve_action(request)
    assert code == 0
    assert '"hpChanges"' in out  # camelCase names, as every JSON client expects


def test_resolve_reads_stdin_and_takes_the_target_from_the_environment(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    target: str,
    examples: Path,
) -> None:
    monkeypatch.setenv("ARBITER_TARGET", target)
    monkeypatch.setattr(sys, "stdin", io.StringIO((examples / "arrayer_attack.json").read_text()))

    code, out, _ = _run(capsys, "resolve", "-")

    assert code == 0
    assert out == ARRAYER_ATTACK_OUTPUT


def test_an_encounter_file_prints_the_outcome(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path
) -> None:
    path = examples / "arrayer_encounter.json"
    code, out, _ = _run(capsys, "resolve", str(path), "--target", target)

    request = load_request(path.read_text(), source=str(path))
    assert isinstance(request, pb.ResolveEncounterRequest)
    with ArbiterClient(target) as client:
        response = client.resolve_encounter(request)
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == "r1  round 1"
    reason = pb.EndReason.Name(response.outcome.end_reason).removeprefix("END_REASON_")
    checks = len(response.outcome.morale_checks)
    assert checks  # the example's losers rout: the morale checks follow the outcome line
    assert lines[-2 - checks] == (
        f"outcome: side {response.outcome.winning_side_id} wins "
        f"({reason.lower().replace('_', ' ')}) after {response.outcome.rounds} rounds"
    )
    assert lines[-1 - checks : -1] == [
        f"  morale check: side id {c.side_id}, trigger {label(MORALE_TRIGGER, c.trigger)}, "
        f"target {c.target}, roll {c.roll}" + (", held" if c.held else "")
        for c in response.outcome.morale_checks
    ]
    assert lines[-1] == f"seed 20260311, {response.dice_rolled} dice rolled"
    assert [line for line in lines if not line.startswith(" ")][: len(response.trace.events)] == [
        f"r{e.round}  {e.summary}" for e in response.trace.events
    ]


def test_encounter_flag_plays_a_state_only_file(
    capsys: pytest.CaptureFixture[str], target: str, tmp_path: Path
) -> None:
    data = _lance_request()
    del data["action"], data["dice"]
    path = _write(tmp_path, data)

    refused = _run(capsys, "resolve", path, "--target", target)
    played = _run(capsys, "resolve", path, "--target", target, "--encounter", "--seed", "1")

    assert refused[0] == EXIT_USAGE
    assert "cannot tell the request type" in refused[2]
    assert played[0] == 0
    # Neither can strike (Ana's lance needs training, Bo carries nothing): the rounds run out.
    assert "outcome: no winner (round limit)" in played[1]


def test_an_rpc_failure_prints_code_reason_and_field_and_exits_1(
    capsys: pytest.CaptureFixture[str], target: str, tmp_path: Path
) -> None:
    code, out, err = _run(capsys, "resolve", _write(tmp_path, _lance_request()), "--target", target)

    lines = err.splitlines()
    assert code == EXIT_FAILED
    assert out == ""
    assert lines[0].startswith("arbiter: FAILED_PRECONDITION: 'lance' is a specialised (S) weapon")
    assert lines[1] == "  reason: SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY (ruling A1)"
    assert lines[2].startswith("  action.attack.weaponId: 'lance' is a specialised")


def test_an_unreachable_target_exits_1_with_unavailable_and_how_to_start_a_server(
    capsys: pytest.CaptureFixture[str], examples: Path
) -> None:
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
        code, _, err = _run(
            capsys,
            "resolve",
            str(examples / "arrayer_attack.json"),
            "--target",
            f"127.0.0.1:{port}",
        )

    assert code == EXIT_FAILED
    assert err.startswith("arbiter: UNAVAILABLE: ")
    # A dead server is told apart from a failed call: how to start one, where it was looked for.
    assert err.splitlines()[-1] == (
        f"  hint: no Arbiter server answered at 127.0.0.1:{port}. Start one with "
        "scripts/serve.sh (in a checkout) or `arbiter serve`, or point --target (ARBITER_TARGET) "
        "at yours"
    )


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "expected a JSON object (a request), got list"),
        ('{"state": {}}', "cannot tell the request type"),
        ('{"action": {"atack": {}}}', 'no field named "atack"'),
        ('{"maxRounds": "many"}', "maxRounds"),
    ],
)
def test_a_bad_request_file_exits_2_naming_the_problem(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str, expected: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)

    code, out, err = _run(capsys, "resolve", str(path))

    assert code == EXIT_USAGE
    assert out == ""
    assert err.startswith(f"arbiter: {path}: ")
    assert expected in err


def test_a_missing_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = _run(capsys, "resolve", str(tmp_path / "absent.json"))

    assert code == EXIT_USAGE
    assert "cannot read" in err and "absent.json" in err


def test_load_request_picks_the_message_by_top_level_keys() -> None:
    assert isinstance(load_request('{"action": {}}', source="x"), pb.ResolveActionRequest)
    values = {
        "script": "[]",
        "maxRounds": "3",
        "max_rounds": "3",
        "tactic": '"TACTIC_NEAREST_ENEMY"',
        "sideTactics": '{"red": "TACTIC_WEAKEST_ENEMY"}',
        "side_tactics": '{"red": "TACTIC_WEAKEST_ENEMY"}',
        "combatantTactics": '{"ana": "TACTIC_RETREAT_WHEN_HURT"}',
        "combatant_tactics": '{"ana": "TACTIC_RETREAT_WHEN_HURT"}',
        "aftermath": "true",
    }
    for key, value in values.items():
        request = load_request(f'{{"{key}": {value}}}', source="x")
        assert isinstance(request, pb.ResolveEncounterRequest)
    with pytest.raises(RequestFileError, match='no field named "action"'):
        load_request('{"action": {}, "maxRounds": 3}', source="x")


def test_a_file_with_a_state_and_an_aftermath_is_an_encounter() -> None:
    """aftermath, like every field only a ResolveEncounterRequest has, picks that message without
    --encounter (the list of those fields was once written out by hand, and forgot it)."""
    request = load_request('{"state": {}, "aftermath": true}', source="x")
    assert isinstance(request, pb.ResolveEncounterRequest)
    assert request.aftermath
    with pytest.raises(RequestFileError, match="'aftermath'"):
        load_request('{"state": {}}', source="x")  # the refusal names it among the keys


def test_the_docs_name_every_field_that_makes_an_encounter() -> None:
    """ENCOUNTER_KEYS is read off the descriptors; the prose that lists them must keep up."""
    readme = (Path(cli.__file__).parents[1] / "README.md").read_text()
    for key in sorted(ENCOUNTER_KEYS):
        if "_" not in key:  # the camelCase spelling (a one-word name has only the one)
            assert f"``{key}``" in (cli.__doc__ or ""), key
            assert f"`{key}`" in readme, key


def test_catalog_prints_weapons_defaults_and_rulings(
    capsys: pytest.CaptureFixture[str], target: str
) -> None:
    code, out, _ = _run(capsys, "catalog", "--ruleset", "arrayer", "--target", target)

    lines = out.splitlines()
    assert code == 0
    assert lines[0].startswith("arrayer: ARRAYER: Roll One Die for Attack and Damage")
    assert lines[1] == "  weapons:"
    lance = next(line for line in lines if line.startswith("    lance "))
    assert lance.split(maxsplit=2)[2] == "weight 1, specialised, weapon type polearms, reach 2"
    assert "    proficiency dice 12, 10, 8" in lines
    assert any(line.startswith("    A1   Attack Die by proficiency") for line in lines)
    assert not any(line.startswith("tiered:") for line in lines)
    tactics = lines[lines.index("tactics:") + 1 : lines.index("tactics:") + 6]
    # Last, the rules the server resolves by (tests/service/test_rules_version.py).
    assert re.fullmatch(r"rules: engine \S+, digest [0-9a-f]{64}", lines[-1])
    assert [line.split(":")[0] for line in tactics] == [
        "  TACTIC_NEAREST_ENEMY",
        "  TACTIC_WEAKEST_ENEMY",
        "  TACTIC_HOLD_AT_RANGE",
        "  TACTIC_PROTECT_ALLY",
        "  TACTIC_RETREAT_WHEN_HURT",
    ]


def test_catalog_json_lists_both_rulesets(capsys: pytest.CaptureFixture[str], target: str) -> None:
    code, out, _ = _run(capsys, "catalog", "--json", "--target", target)

    response = json_format.Parse(out, pb.GetCatalogResponse())
    assert code == 0
    assert [c.document for c in response.rulesets] == [
        "000_9c79c412425bc0b6.txt",
        "003_13028addfed8be87.txt",
    ]


ARRAYER_ATTACK_ODDS = """\
hit      3/5 (60.00 %)
miss     2/5 (40.00 %)
misfire  0 (0.00 %)
mishap   0 (0.00 %)  (part of miss)
outcomes:
  hit: 3/5 (60.00 %)
  miss: 2/5 (40.00 %)
damage to the target (mean 21/10 = 2.100):
  0  2/5 (40.00 %)
  1  1/10 (10.00 %)
  2  1/10 (10.00 %)
  3  1/10 (10.00 %)
  4  1/10 (10.00 %)
  5  1/10 (10.00 %)
  6  1/10 (10.00 %)
exact: 10 branches of the dice tree, 10 dice
"""


def test_odds_prints_the_distribution_and_plots_it(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path, tmp_path: Path
) -> None:
    # The ResolveAction example as it is (its forced die ignored): a Skilled greatsword (d10,
    # Heavy +1) against armour 1 hits on 1-6 for the face itself.
    plot = tmp_path / "odds.png"
    code, out, err = _run(
        capsys,
        "odds",
        str(examples / "arrayer_attack.json"),
        "--plot",
        str(plot),
        "--target",
        target,
    )
    assert (code, err) == (0, "")
    assert out == ARRAYER_ATTACK_ODDS
    assert plot.read_bytes().startswith(b"\x89PNG")


def test_odds_prints_the_tiered_contest(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path
) -> None:
    code, out, _ = _run(capsys, "odds", str(examples / "tiered_exchange.json"), "--target", target)
    assert code == 0
    assert "attacker wins  " in out and "counterattack damage to the attacker" in out
    assert "misfire" not in out
    # Both armed and armoured: each side's natural 1 lowers its weapon, the winner's natural 20
    # the loser's armour (T4); nobody's bare hands are hurt, so no damage to the attacker itself.
    criticals = out.split("criticals (T4):\n")[1].splitlines()[:4]
    assert criticals == [
        "  ana: weapon loses a Tier: 1/20 (5.00 %)",
        "  ana: armour loses a Tier: 17/400 (4.25 %)",
        "  bo: weapon loses a Tier: 1/20 (5.00 %)",
        "  bo: armour loses a Tier: 1/20 (5.00 %)",
    ]
    assert "damage to the attacker itself" not in out


def _duel_request(**more: object) -> dict[str, Any]:
    """Two 2-HP swordsmen face to face, to ten rounds: small enough for exact odds."""
    fighter = {"hp": 2, "weapons": [{"catalogId": "sword"}]}
    return {
        "state": {
            "ruleset": "RULESET_ARRAYER",
            "combatants": [
                {"id": "ana", "sideId": "red", "position": {"x": 0, "y": 0}, **fighter},
                {"id": "bo", "sideId": "blue", "position": {"x": 1, "y": 0}, **fighter},
            ],
        },
        "maxRounds": 10,
        **more,
    }


def test_odds_of_an_encounter_prints_its_exact_end_and_plots_it(
    capsys: pytest.CaptureFixture[str], target: str, tmp_path: Path
) -> None:
    request = _duel_request(dice={"seed": "7"})  # a ResolveEncounterRequest file: dice ignored
    plot = tmp_path / "duel.png"
    code, out, err = _run(
        capsys, "odds", _write(tmp_path, request), "--plot", str(plot), "--target", target
    )
    assert (code, err) == (0, "")
    with ArbiterClient(target) as client:
        exact = client.compute_encounter_odds(
            pb.ComputeEncounterOddsRequest(
                state=json_format.ParseDict(request["state"], state_pb2.EncounterState()),
                max_rounds=10,
            )
        )
    red, _ = exact.sides
    lines = out.splitlines()
    win = f"{red.win.numerator}/{red.win.denominator} ({red.win.value * 100:.2f} %)"
    assert lines[:2] == [f"red  wins  {win}", f"blue wins  {win}"]  # mirror images
    draw = exact.draw
    assert lines[2] == f"draw       {draw.numerator}/{draw.denominator} ({draw.value * 100:.2f} %)"
    assert "ends:" in lines and "  side defeated: " in out
    assert any(line.startswith("ana: stands ") for line in lines)
    assert (
        lines[-1]
        == f"exact: {exact.positions} positions, {exact.branches} branches of the rounds' dice"
    )
    assert plot.read_bytes().startswith(b"\x89PNG")
    code, out, _ = _run(capsys, "odds", _write(tmp_path, request), "--json", "--target", target)
    assert json_format.Parse(out, pb.ComputeEncounterOddsResponse()) == exact


def test_odds_to_the_end_prints_every_length_and_the_rounds_later(
    capsys: pytest.CaptureFixture[str], target: str, tmp_path: Path
) -> None:
    request = _duel_request(maxRounds=2)
    code, out, err = _run(
        capsys, "odds", _write(tmp_path, request), "--to-the-end", "--json", "--target", target
    )
    assert (code, err) == (0, "")
    with ArbiterClient(target) as client:
        exact = client.compute_encounter_odds(
            pb.ComputeEncounterOddsRequest(
                state=json_format.ParseDict(request["state"], state_pb2.EncounterState()),
                max_rounds=2,
                to_the_end=True,
            )
        )
    assert json_format.Parse(out, pb.ComputeEncounterOddsResponse()) == exact
    assert exact.HasField("rounds_beyond") and exact.rounds_beyond.value > 0
    code, out, _ = _run(
        capsys, "odds", _write(tmp_path, request), "--to-the-end", "--target", target
    )
    beyond = exact.rounds_beyond
    later = f"  later {beyond.numerator}/{beyond.denominator} ({beyond.value * 100:.2f} %)"
    assert later in out.splitlines()
    assert "ROUND_LIMIT" not in out and "round limit" not in out
    attack = tmp_path / "attack.json"
    attack.write_text(json.dumps({"state": request["state"], "action": {"attack": {}}}))
    code, _, err = _run(capsys, "odds", str(attack), "--to-the-end", "--target", target)
    assert code == EXIT_USAGE
    assert "--to-the-end plays an encounter to its end" in err


def test_odds_of_an_encounter_too_large_says_to_simulate_and_the_aftermath_is_refused(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path, tmp_path: Path
) -> None:
    code, _, err = _run(
        capsys, "odds", str(examples / "arrayer_encounter.json"), "--target", target
    )
    assert code == EXIT_FAILED
    assert "RESOURCE_EXHAUSTED" in err and "simulate it" in err
    assert "  reason: LIMIT_EXCEEDED" in err.splitlines()
    code, _, err = _run(
        capsys, "odds", _write(tmp_path, _duel_request(aftermath=True)), "--target", target
    )
    assert code == EXIT_USAGE
    assert "exact encounter odds do not count the aftermath" in err


def test_odds_reports_a_refusal(
    capsys: pytest.CaptureFixture[str], target: str, tmp_path: Path
) -> None:
    code, _, err = _run(capsys, "odds", _write(tmp_path, _lance_request()), "--target", target)
    assert code == EXIT_FAILED
    assert err.splitlines()[1] == "  reason: SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY (ruling A1)"


def test_serve_help_documents_the_address_flags_and_their_environment_variables(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["serve", "--help"])

    out = " ".join(capsys.readouterr().out.split())  # argparse wraps to the terminal width
    assert exited.value.code == 0
    for flag, variable in (
        ("--host", "ARBITER_HOST"),
        ("--port", "ARBITER_PORT"),
        ("--metrics-port", "ARBITER_METRICS_PORT"),
    ):
        assert flag in out
        assert f"env {variable}" in out


def test_serve_rejects_limits_that_contradict_each_other(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["serve", "--max-rounds", "5", "--default-max-rounds", "10"])

    assert exited.value.code == EXIT_USAGE
    assert "default_max_rounds (10) exceeds max_rounds (5)" in capsys.readouterr().err


def test_client_commands_never_import_the_service() -> None:
    code = (
        "import sys\n"
        "from arbiter.cli import build_parser\n"
        "build_parser().parse_args(['resolve', 'x.json'])\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('service', 'engine'))\n"
        "print(loaded)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )

    assert result.stdout.strip() == "[]"


def test_arbiter_serve_serves_and_stops_cleanly_on_sigterm() -> None:
    script = Path(sys.executable).parent / "arbiter"
    process = ServerProcess()
    # The same harness, started through the console script instead of `python -m service`.
    process.args = [str(script), "serve", *process.args[3:]]

    with process:
        with ArbiterClient(process.target) as client:
            assert len(client.get_catalog().rulesets) == 2
        process.send_signal(signal.SIGTERM)
        assert process.wait() == 0
    assert process.wait_for(lambda line: line.get("event") == "stopped")["reason"] == "SIGTERM"


# --- a TLS server that wants the token (docs/security.md) ---------------------------------------

_TOKEN = "cli-test-token-" + "ab" * 12


@pytest.fixture(scope="module")
def locked(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServerProcess, Pki, Path]]:
    """An mTLS server requiring ``_TOKEN``, its PKI, and a file holding the token."""
    directory = tmp_path_factory.mktemp("locked")
    pki = make_pki(directory)
    token_file = directory / "token"
    token_file.write_text(_TOKEN + "\n")
    with ServerProcess(*pki.server_args(mtls=True), "--auth-token-file", str(token_file)) as server:
        yield server, pki, token_file


def _tls_args(pki: Pki) -> list[str]:
    return [
        "--tls-ca",
        str(pki.ca),
        "--tls-cert",
        str(pki.client_cert),
        "--tls-key",
        str(pki.client_key),
    ]


def test_catalog_over_mtls_with_the_token_file(
    capsys: pytest.CaptureFixture[str], locked: tuple[ServerProcess, Pki, Path]
) -> None:
    server, pki, token_file = locked
    code, out, _ = _run(
        capsys,
        "catalog",
        "--json",
        "--target",
        server.target,
        *_tls_args(pki),
        "--token-file",
        str(token_file),
    )
    assert code == 0
    assert json.loads(out)["rulesets"]


def test_resolve_over_mtls_with_the_token_from_the_environment(
    capsys: pytest.CaptureFixture[str],
    locked: tuple[ServerProcess, Pki, Path],
    examples: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    server, pki, _ = locked
    monkeypatch.setenv("ARBITER_AUTH_TOKEN", _TOKEN)
    code, out, _ = _run(
        capsys,
        "resolve",
        str(examples / "arrayer_attack.json"),
        "--target",
        server.target,
        *_tls_args(pki),
    )
    assert (code, out) == (0, ARRAYER_ATTACK_OUTPUT)


def test_without_the_token_the_command_prints_unauthenticated(
    capsys: pytest.CaptureFixture[str], locked: tuple[ServerProcess, Pki, Path]
) -> None:
    server, pki, _ = locked
    code, _, err = _run(capsys, "catalog", "--target", server.target, *_tls_args(pki))
    assert code == EXIT_FAILED
    assert err.startswith("arbiter: UNAUTHENTICATED: missing credentials")
    assert "reason: TOKEN_MISSING" in err


def test_a_client_certificate_without_its_key_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], locked: tuple[ServerProcess, Pki, Path]
) -> None:
    server, pki, _ = locked
    code, _, err = _run(
        capsys, "catalog", "--target", server.target, "--tls-cert", str(pki.client_cert)
    )
    assert code == EXIT_USAGE
    assert "give both cert_file and key_file" in err


def test_the_client_streams_a_batch_over_mtls_with_the_token(
    locked: tuple[ServerProcess, Pki, Path], examples: Path
) -> None:
    server, pki, token_file = locked
    request = load_request((examples / "arrayer_attack.json").read_text(), source="example")
    assert isinstance(request, pb.ResolveActionRequest)
    credentials = tls_credentials(str(pki.ca), str(pki.client_cert), str(pki.client_key))
    with ArbiterClient(
        server.target, credentials=credentials, token=read_token(str(token_file))
    ) as client:
        results = list(client.resolve_batch([pb.BatchItem(id="one", action=request)]))
    assert [r.id for r in results] == ["one"]


def test_odds_over_mtls_with_the_token_file(
    capsys: pytest.CaptureFixture[str], locked: tuple[ServerProcess, Pki, Path], examples: Path
) -> None:
    server, pki, token_file = locked
    code, out, err = _run(
        capsys,
        "odds",
        str(examples / "arrayer_attack.json"),
        "--target",
        server.target,
        *_tls_args(pki),
        "--token-file",
        str(token_file),
    )
    assert (code, err) == (0, "")
    assert out == ARRAYER_ATTACK_ODDS


def test_simulate_over_mtls_with_the_token_file_in_two_parts(
    capsys: pytest.CaptureFixture[str], locked: tuple[ServerProcess, Pki, Path], examples: Path
) -> None:
    server, pki, token_file = locked
    code, out, err = _run(
        capsys,
        "simulate",
        str(examples / "arrayer_archer_duel.json"),
        "--runs",
        "6",
        "--seed",
        "1",
        "--parallel",
        "2",
        "--json",
        "--target",
        server.target,
        *_tls_args(pki),
        "--token-file",
        str(token_file),
    )
    assert (code, err) == (0, "")
    assert json.loads(out)["runs"] == 6


@pytest.mark.parametrize("command", ["odds", "simulate"])
def test_plot_without_matplotlib_says_how_to_install_this_project_not_pypis_arbiter(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    examples: Path,
    tmp_path: Path,
    command: str,
) -> None:
    # The hint once said `pip install 'arbiter[loadtest]'`, which installs an unrelated PyPI
    # project named arbiter.
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util,
        "find_spec",
        lambda name, *a: None if name == "matplotlib" else real(name, *a),
    )
    request = "arrayer_attack.json" if command == "odds" else "arrayer_archer_duel.json"
    code, out, err = _run(capsys, command, str(examples / request), "--plot", str(tmp_path / "p"))
    assert (code, out) == (EXIT_USAGE, "")
    assert err == f"arbiter: --plot needs matplotlib: {PLOT_INSTALL}\n"
    assert "pip install 'arbiter" not in err


def test_the_distributions_are_not_named_like_pypis_unrelated_arbiter() -> None:
    # PyPI's "arbiter" is a data-handling library: an extra or hint naming it installs that.
    client, server = (pyproject(root)["project"] for root in (CLIENT, SERVER))
    assert (client["name"], server["name"]) == ("arbiter-combat", "arbiter-combat-server")
    assert importlib.metadata.version("arbiter-combat") == client["version"]
    assert importlib.metadata.version("arbiter-combat-server") == server["version"]
    requirements = [*server["dependencies"], *server["optional-dependencies"]["dev"]]
    assert [r for r in requirements if r.startswith("arbiter")] == [
        "arbiter-combat[connect,progress,loadtest]==0.1.0",
        "arbiter-combat[connect,progress,loadtest,plot,locust]==0.1.0",
        "arbiter-combat-server[compiled]",
    ]


def test_the_dagger_duels_odds_are_exact_past_64_bits(
    capsys: pytest.CaptureFixture[str], target: str, examples: Path
) -> None:
    # The example's 20 rounds: its wins and draw do not fit 64 bits; the client reads them exactly
    # (arbiter.odds.fraction) as the engine computes them, and the report never shows 0/0.
    path = examples / "arrayer_dagger_duel.json"
    request = json_format.Parse(path.read_text(), pb.ResolveEncounterRequest())
    with ArbiterClient(target) as client:
        exact = client.compute_encounter_odds(encounter_odds_request(request))
    engine = dagger_duel_odds()
    assert fraction(exact.draw) == engine.draw and engine.draw.denominator >= 2**64
    assert (exact.draw.numerator, exact.draw.denominator) == (0, 0)  # the uint64 terms: too small
    for side, engine_side in zip(exact.sides, engine.sides, strict=True):
        assert fraction(side.win) == engine_side.win
    assert sum(fraction(s.win) for s in exact.sides) + fraction(exact.draw) == 1
    code, out, err = _run(capsys, "odds", str(path), "--target", target)
    assert (code, err) == (0, "")
    assert "0/0" not in out
    red = engine.sides[0].win
    shown = f"~{float(red):.6g} ({float(red) * 100:.2f} %; exact: a 30-digit fraction)"
    assert len(str(red.denominator)) == 30
    assert out.splitlines()[0] == f"swords  wins  {shown}"
