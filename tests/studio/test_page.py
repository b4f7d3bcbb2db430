"""Arbiter Studio in a real browser (Debian's Chromium, headless, through Playwright) against a
live ``python -m service --studio on``: the catalog fills the weapon pickers, a resolved
encounter replays step by step as the trace says (every combatant's square, HP bar and facing at
every step, the last step the server's final state), an attack's odds chart, a simulation's
progress and result, one waiting behind another saying so, a sweep, and refusals naming their
field. Every expected value is the server's own answer to the same request, fetched here over
HTTP/JSON; screenshots go to .artifacts/studio/.
"""

from __future__ import annotations

import json

import grpc
import pytest
from google.protobuf import json_format
from playwright.sync_api import Page

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from tests.service import connect_http
from tests.service.server_process import ServerProcess
from tests.studio.support import (
    EXAMPLES,
    call,
    edit_json,
    example_request,
    expected_boards,
    page_tokens,
    screenshot,
    show_step,
    simulate,
    wait_done,
)


def _load(page: Page, name: str) -> None:
    page.select_option("#example", name)
    wait_done(page, "encounter")


def test_the_page_loads_and_the_catalog_fills_the_weapon_pickers(
    page: Page, server: ServerProcess
) -> None:
    catalog = call(server, "GetCatalog", {"ruleset": "RULESET_ARRAYER"})
    weapons = [w["id"] for w in catalog["rulesets"][0]["weapons"]]
    example = example_request("arrayer_encounter")
    assert page.input_value("#example") == "arrayer_encounter"
    assert json.loads(page.input_value("#request")) == example
    pickers = page.locator("select.weapon")
    combatants = example["state"]["combatants"]
    assert pickers.count() == len(combatants)
    for i, combatant in enumerate(combatants):
        picker = pickers.nth(i)
        assert picker.get_attribute("data-combatant") == combatant["id"]
        offered = picker.locator("option").evaluate_all("options => options.map(o => o.value)")
        assert offered == ["", *weapons]
        assert picker.input_value() == combatant["weapons"][0]["catalogId"]
    # Every example file is offered, the attacks among them too.
    names = page.eval_on_selector_all("#example option", "options => options.map(o => o.value)")
    assert sorted(names) == sorted(p.stem for p in EXAMPLES.glob("*.json"))
    # Picking a weapon rewrites the request.
    page.select_option("select.weapon[data-combatant=ana]", "greatsword")
    edited = json.loads(page.input_value("#request"))
    assert edited["state"]["combatants"][0]["weapons"] == [{"catalogId": "greatsword"}]
    screenshot(page, "catalog")


def _replay_matches(page: Page, server: ServerProcess, example: str, seed: str) -> int:
    """Resolve ``example`` with ``seed`` on the page and check every step of its replay; the
    number of steps."""
    _load(page, example)
    request = {**example_request(example), "dice": {"seed": seed}}
    response = call(server, "ResolveEncounter", request)
    boards = expected_boards(request, response)
    page.fill("#seed", seed)
    page.click("#resolve-run")
    wait_done(page, "resolve")
    outcome = response["outcome"]
    assert page.get_attribute("#outcome", "data-winner") == outcome.get("winningSideId", "")
    assert page.get_attribute("#outcome", "data-rounds") == str(outcome.get("rounds", 0))
    assert page.get_attribute("#step", "max") == str(len(boards) - 1)
    final = {c["id"]: c for c in response["state"]["combatants"]}
    tiered = request["state"]["ruleset"] == "RULESET_TIERED"
    for step, board in enumerate(boards):
        show_step(page, step)
        shown = page_tokens(page)
        placed = {i for i, b in board.items() if b["square"] is not None}
        assert set(shown) == placed, step
        for combatant, want in board.items():
            if combatant not in shown:
                continue
            token = shown[combatant]
            assert (token["x"], token["y"]) == want["square"], (step, combatant)
            assert (token["hp"], token["maxHp"]) == (want["hp"], want["max_hp"]), (step, combatant)
            fraction = min(1.0, max(0.0, want["hp"] / want["max_hp"])) if want["max_hp"] else 0.0
            assert token["bar"] == pytest.approx(token["full"] * fraction, abs=0.01)
            if tiered:
                assert token["facing"] == (want["facing"] or ""), (step, combatant)
        event = response["trace"]["events"][step - 1] if step else None
        if event is not None and event.get("dice"):
            dice = page.eval_on_selector_all(
                "#dice .die",
                "dice => dice.map(d => [Number(d.dataset.size), Number(d.dataset.face)])",
            )
            assert dice == [[d["size"], d["face"]] for d in event["dice"]], step
            rulings = page.eval_on_selector_all("#rulings .ruling", "r => r.map(x => x.dataset.id)")
            assert rulings == event.get("rulings", []), step
    # The last step is the server's final state, so the replay rule itself is checked too.
    for combatant, want in boards[-1].items():
        end = final[combatant]
        square = end.get("position")
        assert want["square"] == (
            None if square is None else (square.get("x", 0), square.get("y", 0))
        )
        assert want["hp"] == end.get("hp", 0)
        if tiered and "facing" in end:
            assert want["facing"] == f"{end['facing'].get('x', 0)},{end['facing'].get('y', 0)}"
    # Prev and Next walk one step.
    show_step(page, 1)
    page.click("#next")
    page.wait_for_selector("#grid[data-step='2']")
    page.click("#prev")
    page.click("#prev")
    page.wait_for_selector("#grid[data-step='0']")
    return len(boards) - 1


@pytest.mark.parametrize(
    ("example", "seed"),
    [("arrayer_encounter", "7"), ("tiered_encounter", "3028"), ("arrayer_skirmish", "11")],
)
def test_the_replay_shows_every_step_of_the_servers_trace(
    page: Page, server: ServerProcess, example: str, seed: str
) -> None:
    steps = _replay_matches(page, server, example, seed)
    assert steps > 10
    show_step(page, steps // 2)
    screenshot(page, f"replay-{example}")


def test_the_odds_chart_shows_the_attacks_exact_odds(page: Page, server: ServerProcess) -> None:
    _load(page, "arrayer_attack")
    # The attack example's action chooses who attacks whom.
    assert page.input_value("#odds-attacker") == "ana"
    assert page.input_value("#odds-target") == "bo"
    example = example_request("arrayer_attack")
    odds = call(server, "ComputeOdds", {"state": example["state"], "action": example["action"]})
    page.click("#odds-run")
    wait_done(page, "odds")
    hit = odds["hit"]
    assert float(page.get_attribute("#odds-hit", "data-value") or "nan") == hit["value"]
    assert page.get_attribute("#odds-hit", "data-fraction") == (
        f"{hit['numerator']}/{hit['denominator']}"
    )
    assert "hit 3/5 (60.0 %)" in page.inner_text("#odds-hit")
    assert json.loads(page.get_attribute("#odds-result", "data-json") or "{}") == odds
    points = json.loads(page.get_attribute("#odds-chart", "data-points") or "{}")
    assert points["labels"] == [str(d.get("damage", 0)) for d in odds["damage"]]
    assert points["values"] == [d["probability"]["value"] for d in odds["damage"]]
    assert page.locator("#odds-chart canvas").count() >= 1  # uPlot drew it
    screenshot(page, "odds")


def test_a_simulation_shows_progress_then_the_servers_result(
    page: Page, server: ServerProcess
) -> None:
    runs = 2000
    example = example_request("arrayer_encounter")
    request = {k: v for k, v in example.items() if k != "dice"}
    want = simulate(server.base_url, {**request, "seed": "7", "runs": runs})
    page.fill("#sim-runs", str(runs))
    page.fill("#sim-seed", "7")
    page.click("#sim-run")
    wait_done(page, "simulate")
    history = [
        int(n) for n in (page.get_attribute("#sim-progress", "data-history") or "").split(",") if n
    ]
    assert len(history) >= 1
    assert history == sorted(history) and all(0 <= n <= runs for n in history)
    assert page.get_attribute("#sim-progress", "data-updates") == str(len(history))
    assert json.loads(page.get_attribute("#sim-result", "data-json") or "{}") == want
    points = json.loads(page.get_attribute("#sim-chart", "data-points") or "{}")
    sides = want["sides"]
    assert points["labels"] == [*(s["sideId"] for s in sides), "draw"]
    assert points["values"][:-1] == [s.get("winRate", 0) for s in sides]
    assert points["low"][:-1] == [s.get("winRateLow", 0) for s in sides]
    wins = page.eval_on_selector_all(
        "#sim-sides tr", "rows => rows.map(r => Number(r.dataset.wins))"
    )
    assert wins == [*(s.get("wins", 0) for s in sides), want.get("draws", 0)]
    screenshot(page, "simulate")


def test_a_sweep_charts_each_values_win_rate(page: Page, server: ServerProcess) -> None:
    example = {k: v for k, v in example_request("arrayer_encounter").items() if k != "dice"}
    values = [4, 6, 8]
    want = []
    for value in values:
        request = json.loads(json.dumps(example))
        request["state"]["combatants"][0]["hp"] = value
        result = simulate(server.base_url, {**request, "seed": "5", "runs": 100})
        want.append(next(s for s in result["sides"] if s["sideId"] == "red"))
    for field, text in [
        ("#sweep-path", "state.combatants[0].hp"),
        ("#sweep-from", "4"),
        ("#sweep-to", "8"),
        ("#sweep-step", "2"),
        ("#sweep-runs", "100"),
        ("#sweep-seed", "5"),
    ]:
        page.fill(field, text)
    page.select_option("#sweep-side", "red")
    page.click("#sweep-run")
    wait_done(page, "sweep")
    rows = page.eval_on_selector_all(
        "#sweep-table tr",
        "rows => rows.map(r => [Number(r.dataset.value), Number(r.dataset.wins)])",
    )
    assert rows == [[v, s.get("wins", 0)] for v, s in zip(values, want, strict=True)]
    points = json.loads(page.get_attribute("#sweep-chart", "data-points") or "{}")
    assert points["xs"] == values
    assert points["values"] == [s.get("winRate", 0) for s in want]
    assert points["high"] == [s.get("winRateHigh", 0) for s in want]
    screenshot(page, "sweep")


def test_a_sweep_path_through_an_objects_machinery_is_refused(page: Page) -> None:
    # Issue 28: "__proto__.polluted" set polluted on Object.prototype for the whole tab (and
    # constructor.prototype reaches it too); such a path is refused before any call.
    for path in [
        "__proto__.polluted",
        "state.constructor.prototype.polluted",
        "state.combatants[0].__proto__.polluted",
        "prototype.polluted",
    ]:
        page.fill("#sweep-path", path)
        page.click("#sweep-run")
        wait_done(page, "sweep", ok=False)
        box = page.locator("#sweep-error")
        assert box.get_attribute("data-code") == "NOT_SENT"
        assert box.get_attribute("data-fields") == "sweep.path"
        assert "is no field of a request" in box.inner_text()
        assert page.evaluate("() => Object.prototype.polluted") is None, path
        assert page.evaluate("() => ({}).polluted") is None, path


def test_a_refusal_names_its_field_and_request_id(page: Page, server: ServerProcess) -> None:
    request = example_request("arrayer_encounter")
    request["state"]["combatants"][1]["weapons"][0]["catalogId"] = "laser"
    refused = connect_http.post(server.base_url, "ResolveEncounter", request)
    assert refused.status == 400
    details = connect_http.error_details(refused.json())
    fields = [v.field for v in details["google.rpc.BadRequest"].field_violations]
    assert fields == ["state.combatants[1].weapons[0].catalogId"]
    edit_json(page, json.dumps(request, indent=2))
    assert "laser (not in the catalog)" in page.inner_text("select.weapon[data-combatant=cy]")
    page.click("#resolve-run")
    wait_done(page, "resolve", ok=False)
    box = page.locator("#resolve-error")
    assert box.get_attribute("data-code") == "INVALID_ARGUMENT"
    assert box.get_attribute("data-fields") == fields[0]
    assert f"field: {fields[0]}" in box.inner_text()
    assert "laser" in box.inner_text()
    request_id = box.get_attribute("data-request-id")
    assert request_id
    line = server.wait_for(lambda line: line.get("request_id") == request_id)
    assert line["method"].endswith("/ResolveEncounter") and line["code"] == "INVALID_ARGUMENT"
    screenshot(page, "refusal")
    # JSON the page cannot read is refused there, before any call.
    edit_json(page, '{"state": {"combatants": [{"id": "ana", "hpp": 3}]}}')
    editor = page.locator("#editor-error")
    assert editor.get_attribute("data-code") == "NOT_SENT"
    assert "hpp" in editor.inner_text()


def test_cancel_stops_a_simulation_on_the_server(page: Page, server: ServerProcess) -> None:
    page.fill("#sim-runs", "1000000")
    page.fill("#sim-seed", "3")
    page.click("#sim-run")
    page.wait_for_selector("#sim-progress[data-updates]:not([data-updates='0'])")
    page.click("#sim-cancel")
    wait_done(page, "simulate", ok=False)
    assert page.get_attribute("#sim-error", "data-code") == "CANCELLED"
    line = server.wait_for(
        lambda line: (
            line.get("event") == "rpc"
            and line.get("method", "").endswith("/Simulate")
            and line.get("runs") == 1_000_000
        )
    )
    assert line["code"] == "CANCELLED"


def test_a_queued_simulation_says_so_then_runs(page: Page, server: ServerProcess) -> None:
    # Another client's simulation holds the server's simulations (one at a time with the
    # default two engine threads): the page's waits, and says where it stands (issue 28).
    example = {k: v for k, v in example_request("arrayer_encounter").items() if k != "dice"}
    with grpc.insecure_channel(server.target) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        running = json_format.ParseDict(
            {**example, "runs": 5_000_000, "seed": "1"}, pb.SimulateRequest()
        )
        other = stub.Simulate(running, timeout=120)
        try:
            assert next(other).progress.runs_done > 0
            page.fill("#sim-runs", "500")
            page.fill("#sim-seed", "7")
            page.click("#sim-run")
            label = page.wait_for_selector("#sim-progress-label[data-queued='1']")
            assert label is not None
            assert label.inner_text() == "queued: next, after the server's running simulation"
        finally:
            other.cancel()
    wait_done(page, "simulate")
    assert page.get_attribute("#sim-progress-label", "data-queued") in (None, "")
    want = simulate(server.base_url, {**example, "seed": "7", "runs": 500})
    assert json.loads(page.get_attribute("#sim-result", "data-json") or "{}") == want
