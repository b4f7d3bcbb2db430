"""docs/balance.md's worked examples are what the service answers: each
``<!-- odds-example: name -->`` request, through the servicer's conversion and the engine, prints
(as ``arbiter odds`` prints it) exactly the text block under it, and each
``<!-- simulate-example: name -->`` request, simulated so, the table ``arbiter simulate`` prints.
The walkthrough's plots come from the example file it names, which is its last request."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from google.protobuf import json_format

from arbiter.odds import format_odds
from arbiter.request_files import load_simulate_request
from arbiter.simulation_report import format_simulation
from arbiter.v1 import combat_service_pb2
from engine.catalog import builtin_catalog
from engine.odds import compute_odds
from engine.simulate import simulate
from service.boundary.odds import odds_request_from_proto
from service.boundary.simulate import simulate_request_from_proto, simulation_result_to_proto
from service.boundary.wire import odds_wire
from service.limits import Limits

REPO = Path(__file__).resolve().parents[2]
BALANCE = REPO / "docs" / "balance.md"
#: The walkthrough's example file, from which its plots are drawn.
ARCHER_DUEL = REPO / "clients" / "python" / "examples" / "arrayer_archer_duel.json"


def _examples(kind: str) -> dict[str, tuple[str, str]]:
    pattern = re.compile(
        rf"<!-- {kind}-example: (?P<name>[\w-]+) -->\n```json\n(?P<request>.*?)```\n.*?"
        r"```text\n(?P<text>.*?)```",
        re.S,
    )
    return {m["name"]: (m["request"], m["text"]) for m in pattern.finditer(BALANCE.read_text())}


EXAMPLES = _examples("odds")
SIMULATIONS = _examples("simulate")


def test_the_page_has_its_examples() -> None:
    assert sorted(EXAMPLES) == [
        "archer-duel-axe",
        "archer-duel-bow",
        "archer-duel-knife",
        "arrayer-d8-sword",
        "tiered-exchange",
    ]
    assert sorted(SIMULATIONS) == ["archer-holds", "archer-stands"]


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_odds_example_prints_as_shown(name: str) -> None:
    request_json, text = EXAMPLES[name]
    request = json_format.Parse(request_json, combat_service_pb2.ComputeOddsRequest())
    limits = Limits()
    parsed = odds_request_from_proto(request, builtin_catalog(), limits)
    odds = compute_odds(parsed.state, parsed.action, budget=limits.max_dice)
    response = combat_service_pb2.ComputeOddsResponse.FromString(odds_wire(odds))
    assert format_odds(response) + "\n" == text


@pytest.mark.parametrize("name", sorted(SIMULATIONS))
def test_simulate_example_prints_as_shown(name: str) -> None:
    request_json, text = SIMULATIONS[name]
    request = json_format.Parse(request_json, combat_service_pb2.SimulateRequest())
    limits = Limits()
    parsed = simulate_request_from_proto(request, builtin_catalog(), limits)
    tally = simulate(
        parsed.state,
        parsed.options,
        seed=parsed.seed,
        first_run=parsed.first_run,
        runs=parsed.runs,
        budget=limits.max_dice,
    )
    assert (
        format_simulation(simulation_result_to_proto(tally, parsed.seed, parsed.digest)) + "\n"
        == text
    )


def test_the_plotted_example_file_is_the_walkthrough_request() -> None:
    # The page's plot command runs the example file with --runs and --seed: the same simulation
    # as the archer-holds request, so the committed plots are of the table shown.
    shown = json_format.Parse(SIMULATIONS["archer-holds"][0], combat_service_pb2.SimulateRequest())
    from_file = load_simulate_request(ARCHER_DUEL.read_text(), source=str(ARCHER_DUEL))
    from_file.runs, from_file.seed = shown.runs, shown.seed
    assert from_file == shown
    assert f"{ARCHER_DUEL.relative_to(REPO)} --runs {shown.runs} --seed {shown.seed}" in (
        BALANCE.read_text()
    )
