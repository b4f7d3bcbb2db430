"""The studio's panels of issue 32, parts 3 and 4, in a real browser (Debian's Chromium, headless,
through Playwright) against a live ``python -m service --studio on``: an encounter's exact odds to
the end (and Simulate in their place when the server refuses them for cost); the permalink that
restores the encounter and the settings in a fresh browser context, its length limit and its
rules digest check; every table's CSV and JSON and every chart's PNG and SVG; the
two-parameter sweep's cells and heat map; an attack's odds at a chosen distance; A/B compare.
Every expected figure is the server's own answer, fetched here over HTTP/JSON.
"""

from __future__ import annotations

import base64
import copy
import csv
import io
import json
import math
import secrets
import zlib
from fractions import Fraction
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from playwright.sync_api import Browser, Page

from tests.service import connect_http
from tests.service.server_process import ServerProcess
from tests.studio.support import (
    call,
    card,
    commit,
    edit_json,
    example_request,
    open_studio,
    screenshot,
    shown_request,
    simulate,
    wait_done,
)

#: The rounds the encounter panel lists (encounter_odds.ts LISTED_ROUNDS).
LISTED = 10


def build_duel(page: Page) -> dict[str, Any]:
    """A duel built on the cards alone (the JSON tab never touched): the request it shows."""
    page.click("#new-encounter")
    wait_done(page, "encounter")
    page.click("#add-combatant")
    page.click("#add-combatant")
    commit(card(page, "c1").locator("[data-field=id]"), "hero")
    commit(card(page, "hero").locator("[data-field=side_id]"), "red")
    card(page, "hero").locator("[data-field=hp]").fill("6")
    card(page, "hero").locator("select.weapon").select_option("sword")
    commit(card(page, "c2").locator("[data-field=side_id]"), "blue")
    card(page, "c2").locator("[data-field=hp]").fill("5")
    card(page, "c2").locator("select.weapon").select_option("axe")
    return shown_request(page)


def odds_request(request: dict[str, Any], listed: int = LISTED) -> dict[str, Any]:
    """The ComputeEncounterOddsRequest the panel sends for ``request`` (a ResolveEncounterRequest):
    its encounter to the end, ``listed`` rounds listed."""
    dropped = {"dice", "traceDetail", "aftermath", "maxRounds"}
    encounter = {k: v for k, v in request.items() if k not in dropped}
    return {**encounter, "toTheEnd": True, "maxRounds": listed}


def load_example(page: Page, name: str) -> dict[str, Any]:
    """Pick the example ``name`` in the editor: its request."""
    page.select_option("#example", name)
    wait_done(page, "encounter")
    return example_request(name)


def encounter_odds(server: ServerProcess, request: dict[str, Any], listed: int = LISTED) -> Any:
    """The server's exact odds to the end for ``request``'s encounter, as the panel asks them
    (``listed`` rounds listed)."""
    return call(server, "ComputeEncounterOdds", odds_request(request, listed))


def call_status(server: ServerProcess, request: dict[str, Any]) -> int:
    """The HTTP status of the server's answer to the panel's odds request for ``request``."""
    answer = connect_http.post(server.base_url, "ComputeEncounterOdds", odds_request(request))
    return answer.status


def rows(page: Page, table: str) -> list[list[Any]]:
    """The cells of a panel's table (``#id``), as the page keeps them (not as it shows them)."""
    found: list[list[Any]] = page.eval_on_selector_all(
        f"{table} tbody tr", "rows => rows.map(r => JSON.parse(r.dataset.row))"
    )
    return found


def exact(rational: dict[str, Any]) -> str:
    return f"{rational.get('exactNumerator', '0')}/{rational.get('exactDenominator', '1')}"


def run_encounter_odds(page: Page, *, ok: bool = True) -> None:
    page.click("#enc-run")
    wait_done(page, "encounter-odds", ok=ok)


def check_exact_figures(page: Page, want: dict[str, Any], listed: int = LISTED) -> None:
    """The panel shows ``want`` (a ComputeEncounterOddsResponse, ``listed`` rounds listed): sides,
    draw, rounds and combatants."""
    assert page.get_attribute("#enc-result", "data-method") == "exact"
    assert json.loads(page.get_attribute("#enc-result", "data-json") or "{}") == want

    def terms(r: dict[str, Any]) -> list[Any]:
        return [exact(r), r["exactNumerator"], r["exactDenominator"], r.get("value", 0)]

    sides = [[s["sideId"], *terms(s["win"])] for s in want["sides"]]
    sides.append(["(draw)", *terms(want["draw"])])
    assert rows(page, "#enc-sides") == sides
    shown = [
        [str(r.get("rounds", 0)), exact(r["probability"]), r["probability"].get("value", 0)]
        for r in want.get("rounds", [])
    ]
    beyond = want.get("roundsBeyond", {"exactNumerator": "0", "exactDenominator": "1"})
    shown.append([f"more than {listed}", exact(beyond), beyond.get("value", 0)])
    assert rows(page, "#enc-rounds") == shown
    combatants = [
        [c["combatantId"]]
        + [
            cell
            for name in ("survival", "meanDamageDealt", "meanDamageTaken")
            for cell in (exact(c[name]), c[name].get("value", 0))
        ]
        for c in want["combatants"]
    ]
    assert rows(page, "#enc-combatants") == combatants
    points = json.loads(page.get_attribute("#enc-rounds-chart", "data-points") or "{}")
    assert points["values"] == [row[2] for row in shown]


#: A setting of each panel, changed from its default, that a permalink must carry.
SETTINGS = {
    "#seed": "42",
    "#odds-attacker": "c2",
    "#odds-weapon": "axe",
    "#enc-runs": "250",
    "#enc-seed": "9",
    "#sim-runs": "321",
    "#sim-seed": "5",
    "#sweep-path": "state.combatants[1].hp",
    "#sweep-from": "3",
    "#sweep-to": "7",
    "#sweep-step": "1",
    "#sweep-runs": "50",
    "#sweep-seed": "4",
    "#sweep-side": "blue",
}


def settings(page: Page) -> dict[str, str]:
    return {selector: page.input_value(selector) for selector in SETTINGS}


def make_link(page: Page) -> str:
    """Copy link: the link the page shows."""
    page.click("#link-copy")
    wait_done(page, "permalink")
    assert page.get_attribute("#link-status", "data-made") == "true"
    return page.input_value("#link-url")


def fragment(state: dict[str, Any]) -> str:
    """A permalink's fragment for ``state``, made as docs/studio.md says the page makes it."""
    deflate = zlib.compressobj(wbits=-15)
    packed = deflate.compress(json.dumps(state).encode()) + deflate.flush()
    return "#v1=" + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def test_a_duel_built_on_the_cards_gets_its_exact_odds_to_the_end_and_its_link_restores_it(
    page: Page, server: ServerProcess, chromium: Browser
) -> None:
    request = build_duel(page)
    want = encounter_odds(server, request)
    run_encounter_odds(page)
    check_exact_figures(page, want)
    assert "exact" in page.inner_text("#enc-method")
    assert not page.locator("#enc-refusal").is_visible()
    screenshot(page, "encounter-odds-exact")
    for selector, value in SETTINGS.items():
        if selector.startswith("#odds") or selector == "#sweep-side":
            page.select_option(selector, value)
        else:
            page.fill(selector, value)
    assert settings(page) == SETTINGS
    page.click("#tab-json")
    link = make_link(page)
    base = f"{server.base_url}/studio/"
    assert link.startswith(f"{base}#v1=")
    assert len(link) <= 8000
    # A fresh page (a new browser context: nothing shared but the link) shows the same encounter,
    # settings and tab, and the same figures again.
    with open_studio(chromium, server.base_url, fragment=link[len(base) :]) as opened:
        wait_done(opened, "permalink")
        assert shown_request(opened) == request
        assert settings(opened) == SETTINGS
        assert opened.locator("#json-view").is_visible()
        assert not opened.locator("#link-warning").is_visible()
        run_encounter_odds(opened)
        check_exact_figures(opened, want)


def test_a_link_made_against_other_rules_warns_naming_both_digests(
    chromium: Browser, server: ServerProcess
) -> None:
    digest = call(server, "GetCatalog", {})["rulesVersion"]["digest"]
    other = "0" * 64
    state = {
        "request": example_request("arrayer_dagger_duel"),
        "settings": {"sim-runs": "77"},
        "tab": "cards",
        "digest": other,
    }
    with open_studio(chromium, server.base_url, fragment=fragment(state)) as opened:
        wait_done(opened, "permalink")
        warning = opened.locator("#link-warning")
        warning.wait_for(state="visible")
        assert (warning.get_attribute("data-link"), warning.get_attribute("data-server")) == (
            other,
            digest,
        )
        assert other in warning.inner_text() and digest in warning.inner_text()
        assert "may differ" in warning.inner_text()
        assert shown_request(opened) == example_request("arrayer_dagger_duel")
        assert opened.input_value("#sim-runs") == "77"


def test_a_link_over_the_limit_is_not_made(page: Page) -> None:
    request = example_request("arrayer_dagger_duel")
    # Random digits do not compress: the link would be well over 8,000 characters.
    request["state"]["combatants"][0]["name"] = secrets.token_hex(6000)
    edit_json(page, json.dumps(request))
    wait_done(page, "encounter")
    page.click("#link-copy")
    wait_done(page, "permalink")
    assert page.get_attribute("#link-status", "data-made") == "false"
    assert int(page.get_attribute("#link-status", "data-length") or "0") > 8000
    assert "over the page's limit of 8,000" in page.inner_text("#link-status")
    assert page.input_value("#link-url") == ""


def test_a_refusal_for_cost_falls_back_to_simulate_and_says_why(
    page: Page, server: ServerProcess
) -> None:
    request = example_request("arrayer_encounter")
    # The 2 against 2 is refused exact odds at the default cost limit (docs/balance.md).
    refused = call_status(server, request)
    assert refused == 429
    page.fill("#enc-runs", "300")
    page.fill("#enc-seed", "11")
    run_encounter_odds(page)
    encounter = {k: v for k, v in request.items() if k not in {"dice", "traceDetail"}}
    want = simulate(server.base_url, {**encounter, "runs": 300, "seed": "11"})
    assert page.get_attribute("#enc-result", "data-method") == "simulated"
    assert json.loads(page.get_attribute("#enc-result", "data-json") or "{}") == want
    note = page.locator("#enc-refusal .refusal")
    assert note.get_attribute("data-code") == "RESOURCE_EXHAUSTED"
    assert note.get_attribute("data-reason") == "LIMIT_EXCEEDED"
    assert "Simulated, not exact" in note.inner_text()
    assert "max_request_cost" in note.inner_text()
    assert "simulated (300 runs, seed 11" in page.inner_text("#enc-method")
    rates = ("winRate", "winRateLow", "winRateHigh")
    sides = [
        [s["sideId"], s.get("wins", 0), 300, *(s.get(k, 0) for k in rates)] for s in want["sides"]
    ]
    assert rows(page, "#enc-sides")[:-1] == sides
    _, body = download(page, "enc-sides", "csv")
    header, *lines = csv_rows(body)
    assert header == ["side", "wins", "runs", "win_rate", "win_rate_low", "win_rate_high"]
    assert [
        [line[0], int(line[1]), int(line[2]), *map(float, line[3:])] for line in lines[:-1]
    ] == sides
    screenshot(page, "encounter-odds-simulated")


def test_a_fight_that_never_ends_is_an_error(page: Page) -> None:
    unarmed = {
        "state": {
            "ruleset": "RULESET_ARRAYER",
            "combatants": [
                {"id": "a", "sideId": "x", "hp": 3},
                {"id": "b", "sideId": "y", "hp": 3},
            ],
        }
    }
    edit_json(page, json.dumps(unarmed))
    wait_done(page, "encounter")
    run_encounter_odds(page, ok=False)
    box = page.locator("#enc-error")
    assert box.get_attribute("data-code") == "FAILED_PRECONDITION"
    assert "NEVER_ENDS" in box.inner_text()
    assert not page.locator("#enc-result").is_visible()


def download(page: Page, target: str, file_format: str) -> tuple[str, bytes]:
    """Click the ``file_format`` download of the table or chart ``target`` (an element id): the
    file's suggested name and its bytes (Playwright's download API)."""
    with page.expect_download() as started:
        page.click(f"button[data-for='{target}'][data-format='{file_format}']")
    done = started.value
    return done.suggested_filename, Path(done.path()).read_bytes()


def csv_rows(body: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(body.decode())))


def test_exports_hold_the_servers_numbers(page: Page, server: ServerProcess) -> None:
    want = encounter_odds(server, load_example(page, "arrayer_dagger_duel"))
    run_encounter_odds(page)
    check_exact_figures(page, want)
    name, body = download(page, "enc-sides", "csv")
    assert name == "encounter-sides.csv"
    header, *lines = csv_rows(body)
    assert header == ["side", "probability", "numerator", "denominator", "value"]
    wins = [(s["sideId"], s["win"]) for s in want["sides"]] + [("(draw)", want["draw"])]
    assert len(lines) == len(wins)
    for line, (side, win) in zip(lines, wins, strict=True):
        assert line[:4] == [side, exact(win), win["exactNumerator"], win["exactDenominator"]]
        assert float(line[4]) == win.get("value", 0)
    name, body = download(page, "enc-combatants", "csv")
    header, *lines = csv_rows(body)
    assert header[:3] == ["combatant", "survival", "survival_value"]
    for line, combatant in zip(lines, want["combatants"], strict=True):
        assert line[0] == combatant["combatantId"]
        assert line[1] == exact(combatant["survival"])
        assert float(line[2]) == combatant["survival"].get("value", 0)
        assert float(line[4]) == combatant["meanDamageDealt"].get("value", 0)
    name, body = download(page, "enc-rounds", "json")
    assert name == "encounter-rounds.json"
    listed = json.loads(body)
    assert [r["probability"] for r in listed[:-1]] == [
        exact(r["probability"]) for r in want["rounds"]
    ]
    assert listed[-1]["value"] == want["roundsBeyond"].get("value", 0)
    # The rounds chart: uPlot's canvas as a PNG, and an SVG with a bar per value.
    name, body = download(page, "enc-rounds-chart", "png")
    assert (name, body[:8]) == ("enc-rounds-chart.png", b"\x89PNG\r\n\x1a\n")
    name, body = download(page, "enc-rounds-chart", "svg")
    drawn = ElementTree.fromstring(body)
    bars = drawn.findall("{http://www.w3.org/2000/svg}rect")[1:]
    assert len(bars) == len(want["rounds"]) + 1
    titles = [bar.findtext("{http://www.w3.org/2000/svg}title") for bar in bars]
    assert titles[-1] == f"more than {LISTED}: {want['roundsBeyond'].get('value', 0)}"


def with_hp(request: dict[str, Any], hps: tuple[int, ...]) -> dict[str, Any]:
    """``request`` with its combatants' HP set to ``hps`` (the first ones)."""
    changed = copy.deepcopy(request)
    for combatant, hp in zip(changed["state"]["combatants"], hps, strict=False):
        combatant["hp"] = hp
    return changed


def sweep_grid(page: Page, side: str, xs: tuple[str, str, str], ys: tuple[str, str, str]) -> None:
    """Sweep the first two combatants' HP over ``xs`` and ``ys`` (from, to, step)."""
    page.fill("#sweep-path", "state.combatants[0].hp")
    page.fill("#sweep-path2", "state.combatants[1].hp")
    for suffix, (start, stop, step) in (("", xs), ("2", ys)):
        page.fill(f"#sweep-from{suffix}", start)
        page.fill(f"#sweep-to{suffix}", stop)
        page.fill(f"#sweep-step{suffix}", step)
    page.fill("#sweep-runs", "60")
    page.fill("#sweep-seed", "3")
    page.select_option("#sweep-side", side)
    page.click("#sweep-run")
    wait_done(page, "sweep")


def heat_cells(page: Page) -> list[tuple[float, float, float, str]]:
    found: list[tuple[float, float, float, str]] = page.eval_on_selector_all(
        "#sweep-heatmap .heat-cell",
        """cells => cells.map(c => [Number(c.dataset.x), Number(c.dataset.y),
                                     Number(c.dataset.value), c.dataset.method])""",
    )
    return [tuple(cell) for cell in found]  # type: ignore[misc]


def test_a_two_parameter_sweep_gives_each_cell_the_servers_exact_odds(
    page: Page, server: ServerProcess
) -> None:
    request = load_example(page, "arrayer_dagger_duel")
    side = request["state"]["combatants"][0]["sideId"]
    sweep_grid(page, side, ("4", "5", "1"), ("3", "4", "1"))
    cells = rows(page, "#sweep-cells")
    assert [(x, y) for x, y, *_ in cells] == [(4, 3), (5, 3), (4, 4), (5, 4)]
    for x, y, method, probability, value, low, high, refusal in cells:
        want = encounter_odds(server, with_hp(request, (x, y)))
        win = next(s["win"] for s in want["sides"] if s["sideId"] == side)
        assert (method, probability, refusal) == ("exact", exact(win), "")
        assert value == low == high == win.get("value", 0)
    assert heat_cells(page) == [(x, y, value, "exact") for x, y, _, _, value, *_ in cells]
    # The heat map's legend runs from 0 % to 100 %, and its exports are a PNG and an SVG.
    assert "100 %" in page.inner_text("#sweep-heatmap")
    name, body = download(page, "sweep-heatmap", "png")
    assert (name, body[:4]) == ("sweep-heatmap.png", b"\x89PNG")
    _, body = download(page, "sweep-heatmap", "svg")
    drawn = ElementTree.fromstring(body)
    assert len(drawn.findall("{http://www.w3.org/2000/svg}rect")) == 4 + 11
    screenshot(page, "sweep-grid")


def test_a_one_parameter_sweep_is_exact_where_the_server_allows_it(
    page: Page, server: ServerProcess
) -> None:
    # The same answer per value as the two-parameter sweep's cells: exact to the end (a duel),
    # in the table, the chart and the CSV export.
    request = load_example(page, "arrayer_dagger_duel")
    side = request["state"]["combatants"][0]["sideId"]
    page.fill("#sweep-path", "state.combatants[0].hp")
    page.fill("#sweep-path2", "")
    for field, text in (("#sweep-from", "4"), ("#sweep-to", "6"), ("#sweep-step", "1")):
        page.fill(field, text)
    page.select_option("#sweep-side", side)
    page.click("#sweep-run")
    wait_done(page, "sweep")
    shown = page.eval_on_selector_all(
        "#sweep-table tr",
        "rows => rows.map(r => "
        "[Number(r.dataset.value), r.dataset.method, Number(r.dataset.rate)])",
    )
    wins = [
        next(
            s["win"]
            for s in encounter_odds(server, with_hp(request, (hp,)))["sides"]
            if s["sideId"] == side
        )
        for hp in (4, 5, 6)
    ]
    assert shown == [
        [hp, "exact", win.get("value", 0)] for hp, win in zip((4, 5, 6), wins, strict=True)
    ]
    points = json.loads(page.get_attribute("#sweep-chart", "data-points") or "{}")
    assert points["low"] == points["values"] == points["high"] == [w.get("value", 0) for w in wins]
    _, body = download(page, "sweep-table", "csv")
    head, *lines = csv_rows(body)
    assert head[:3] == ["state.combatants[0].hp", "method", "win_probability"]
    assert [line[:3] for line in lines] == [
        [str(hp), "exact", exact(win)] for hp, win in zip((4, 5, 6), wins, strict=True)
    ]


def test_a_fight_too_big_to_list_its_rounds_gets_exact_odds_without_them(
    page: Page, server: ServerProcess
) -> None:
    # Issue 28's duel (two 11-HP swordsmen): its positions solve within the cost limit, 10 rounds
    # listed do not (each is carried as a round within a limit). Exact with none listed, not
    # simulated.
    swordsman = {"hp": 11, "weapons": [{"catalogId": "sword"}]}
    request = {
        "state": {
            "ruleset": "RULESET_ARRAYER",
            "combatants": [
                {"id": "ana", "sideId": "red", "position": {"x": 0, "y": 0}, **swordsman},
                {"id": "bo", "sideId": "blue", "position": {"x": 1, "y": 0}, **swordsman},
            ],
        }
    }
    assert call_status(server, request) == 429  # RESOURCE_EXHAUSTED with 10 listed
    want = encounter_odds(server, request, listed=0)
    edit_json(page, json.dumps(request))
    run_encounter_odds(page)
    check_exact_figures(page, want, listed=0)
    assert [exact(s["win"]) for s in want["sides"]] == ["1/2", "1/2"]
    assert "no rounds listed" in page.inner_text("#enc-method")


def test_a_sweep_cell_refused_for_cost_is_simulated_and_says_so(
    page: Page, server: ServerProcess
) -> None:
    request = example_request("arrayer_encounter")
    sweep_grid(page, "red", ("6", "7", "1"), ("5", "5", "1"))
    cells = rows(page, "#sweep-cells")
    assert len(cells) == 2
    encounter = {k: v for k, v in request.items() if k not in {"dice", "traceDetail"}}
    for x, y, method, probability, value, low, high, refusal in cells:
        want = simulate(server.base_url, {**with_hp(encounter, (x, y)), "runs": 60, "seed": "3"})
        red = next(s for s in want["sides"] if s["sideId"] == "red")
        assert (method, probability, refusal) == ("simulated", "", "LIMIT_EXCEEDED")
        assert (value, low, high) == (red["winRate"], red["winRateLow"], red["winRateHigh"])
    assert [cell[3] for cell in heat_cells(page)] == ["simulated", "simulated"]


def moved(request: dict[str, Any], target: str, x: int, y: int) -> dict[str, Any]:
    state = copy.deepcopy(request["state"])
    next(c for c in state["combatants"] if c["id"] == target)["position"] = {"x": x, "y": y}
    return dict(state)


def odds_at(
    page: Page, server: ServerProcess, request: dict[str, Any], attacker: str, target: str
) -> Any:
    """The odds panel's answer for ``attacker`` on ``target`` at the distance typed: the
    server's own answer for ``request``'s state (the target moved there). That answer."""
    page.select_option("#odds-attacker", attacker)
    page.select_option("#odds-target", target)
    page.click("#odds-run")
    wait_done(page, "odds")
    attack = {"attack": {"attackerId": attacker, "targetId": target}}
    want = call(server, "ComputeOdds", {"state": request["state"], "action": attack})
    assert json.loads(page.get_attribute("#odds-result", "data-json") or "{}") == want
    return want


def test_an_attacks_odds_at_a_chosen_distance_move_the_target_in_a_copy(
    page: Page, server: ServerProcess
) -> None:
    request = load_example(page, "arrayer_archer_duel")
    # hal stands at (2, 4): bo is sent 5 squares to its right, at (7, 4).
    page.fill("#odds-distance", "5")
    want = odds_at(page, server, {"state": moved(request, "bo", 7, 4)}, "hal", "bo")
    assert want != call(
        server,
        "ComputeOdds",
        {"state": request["state"], "action": {"attack": {"attackerId": "hal", "targetId": "bo"}}},
    )
    assert shown_request(page) == request  # the encounter itself is unchanged
    # The other way round: bo (12, 4) on hal, 1 square away, at (13, 4).
    page.fill("#odds-distance", "1")
    odds_at(page, server, {"state": moved(request, "hal", 13, 4)}, "bo", "hal")
    # Out of the greatsword's reach, the server's refusal is shown as it is.
    attack_request = load_example(page, "arrayer_attack")
    page.fill("#odds-distance", "3")
    page.click("#odds-run")
    wait_done(page, "odds", ok=False)
    far = {"state": moved(attack_request, "bo", 3, 0), "action": attack_request["action"]}
    refused = connect_http.post(server.base_url, "ComputeOdds", far)
    assert refused.status != 200
    assert page.get_attribute("#odds-error", "data-code") == refused.json()["code"].upper()


def compare(page: Page, b: dict[str, Any], runs: str = "1000", seed: str = "7") -> list[list[Any]]:
    """Duplicate A as B, write ``b`` as B's JSON, compare: the table's rows."""
    page.click("#compare-copy")
    assert json.loads(page.input_value("#compare-b")) == shown_request(page)
    page.fill("#compare-b", json.dumps(b))
    page.fill("#compare-runs", runs)
    page.fill("#compare-seed", seed)
    page.click("#compare-run")
    wait_done(page, "compare")
    return rows(page, "#compare-table")


def test_ab_compare_of_exact_odds_gives_the_exact_difference(
    page: Page, server: ServerProcess
) -> None:
    a = load_example(page, "arrayer_dagger_duel")
    b = with_hp(a, (4,))
    wins = [{s["sideId"]: s["win"] for s in encounter_odds(server, r)["sides"]} for r in (a, b)]
    found = compare(page, b)
    assert [row[0] for row in found] == list(wins[0])
    for side, a_method, a_win, b_method, b_win, diff, diff_exact, low, high, interval in found:
        want_a, want_b = wins[0][side], wins[1][side]
        assert (a_method, b_method, interval) == ("exact", "exact", "exact: zero wide")
        assert (a_win, b_win) == (want_a["value"], want_b["value"])
        assert Fraction(diff_exact) == Fraction(exact(want_b)) - Fraction(exact(want_a))
        assert low == high == diff == b_win - a_win
    screenshot(page, "compare")


def test_variant_b_is_edited_on_the_cards_by_swapping_it_into_the_editor(
    page: Page, server: ServerProcess
) -> None:
    a = load_example(page, "arrayer_dagger_duel")
    page.click("#compare-copy")
    page.click("#compare-swap")
    wait_done(page, "compare")
    first = a["state"]["combatants"][0]["id"]
    commit(card(page, first).locator("[data-field=hp]"), "4")
    b = shown_request(page)
    assert b == with_hp(a, (4,))
    page.click("#compare-swap")
    wait_done(page, "compare")
    assert shown_request(page) == a  # A back in the editor, as it was
    assert json.loads(page.input_value("#compare-b")) == b
    page.click("#compare-run")
    wait_done(page, "compare")
    wins = [{s["sideId"]: s["win"] for s in encounter_odds(server, r)["sides"]} for r in (a, b)]
    for side, _, a_win, _, b_win, *_ in rows(page, "#compare-table"):
        assert (a_win, b_win) == (wins[0][side]["value"], wins[1][side]["value"])
    # A B that does not parse is not swapped in: the editor keeps A.
    page.fill("#compare-b", "{")
    page.click("#compare-swap")
    wait_done(page, "compare", ok=False)
    assert page.get_attribute("#compare-error", "data-code") == "NOT_SENT"
    assert shown_request(page) == a


def test_ab_compare_of_simulations_gives_a_normal_interval(
    page: Page, server: ServerProcess
) -> None:
    a = example_request("arrayer_encounter")
    b = with_hp(a, (3,))
    encounter = [{k: v for k, v in r.items() if k not in {"dice", "traceDetail"}} for r in (a, b)]
    results = [simulate(server.base_url, {**r, "runs": 200, "seed": "5"}) for r in encounter]
    found = compare(page, b, runs="200", seed="5")
    assert page.locator("#compare-refusals .refusal").count() == 2
    for side, a_method, a_win, b_method, b_win, diff, diff_exact, low, high, interval in found:
        pa, pb = (next(s for s in r["sides"] if s["sideId"] == side)["winRate"] for r in results)
        assert (a_method, b_method, diff_exact) == ("simulated", "simulated", "")
        assert interval == "normal approximation, 95 %"
        assert (a_win, b_win, diff) == (pa, pb, pb - pa)
        half = 1.959963984540054 * math.sqrt(pa * (1 - pa) / 200 + pb * (1 - pb) / 200)
        assert math.isclose(low, diff - half) and math.isclose(high, diff + half)
