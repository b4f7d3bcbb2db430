"""The encounter built on the studio's cards and board (issue 32, part 2), in a real browser
(Debian's Chromium, headless, through Playwright) against a live ``python -m service --studio on``:
a duel built from the cards alone, its squares set by dragging, resolves to the server's own answer
to the request the JSON tab shows; a card edit rewrites the JSON and a JSON edit rebuilds the
cards (JSON that does not parse leaves them as they were); ARRAYER proficiencies and `tiered`
skills, stats, Tiers and hands reach the request; switching the ruleset shows its fields. Every
expected response is the server's, fetched here over HTTP/JSON.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from tests.service.server_process import ServerProcess
from tests.studio.support import (
    call,
    card,
    commit,
    edit_json,
    example_request,
    screenshot,
    shown_request,
    wait_done,
)


def _catalog_weapons(server: ServerProcess, ruleset: str) -> dict[str, Any]:
    catalog = call(server, "GetCatalog", {"ruleset": ruleset})
    return {w["id"]: w for w in catalog["rulesets"][0]["weapons"]}


def _resolve_matches_the_server(page: Page, server: ServerProcess, seed: str) -> dict[str, Any]:
    """Resolve on the page with ``seed``; its response must be the server's own answer to the
    request the JSON tab shows. That answer."""
    request = {**shown_request(page), "dice": {"seed": seed}}
    want = call(server, "ResolveEncounter", request)
    page.fill("#seed", seed)
    page.click("#resolve-run")
    wait_done(page, "resolve")
    assert json.loads(page.get_attribute("#outcome", "data-json") or "{}") == want
    return dict(want)


def test_a_duel_built_on_the_cards_alone_resolves_as_the_server_says(
    page: Page, server: ServerProcess
) -> None:
    weapons = _catalog_weapons(server, "RULESET_ARRAYER")
    page.click("#new-encounter")
    wait_done(page, "encounter")
    assert shown_request(page) == {
        "state": {"ruleset": "RULESET_ARRAYER", "battlefield": {"width": 12, "height": 8}}
    }
    assert page.locator(".card").count() == 0
    page.click("#add-combatant")
    page.click("#add-combatant")
    assert page.locator(".card").evaluate_all("cards => cards.map(c => c.dataset.combatant)") == [
        "c1",
        "c2",
    ]
    # Each new combatant stands on a free square and (two sides wanted) a side of its own.
    assert [
        (c["id"], c["sideId"], c["position"]) for c in shown_request(page)["state"]["combatants"]
    ] == [
        ("c1", "side1", {"x": 0, "y": 0}),
        ("c2", "side2", {"x": 1, "y": 0}),
    ]
    commit(card(page, "c1").locator("[data-field=id]"), "hero")
    hero = card(page, "hero")
    commit(hero.locator("[data-field=side_id]"), "red")
    hero.locator("[data-field=hp]").fill("9")
    hero.locator("select.weapon").select_option("greatsword")
    hero.locator("select.weapon-add").select_option("dagger")
    dagger = hero.locator(".weapon-row[data-index='1']")
    # Each weapon shows its catalog weight; an override replaces it for this weapon only.
    assert dagger.locator(".weapon-stat").get_attribute("data-value") == str(
        weapons["dagger"]["arrayer"].get("weight", 0)
    )
    dagger.locator("[data-field='overrides.arrayer.weight']").fill("0")
    rival = card(page, "c2")
    commit(rival.locator("[data-field=side_id]"), "blue")
    rival.locator("[data-field=hp]").fill("7")
    rival.locator("select.weapon").select_option("axe")
    page.locator("#sides .side[data-side=red] [data-field=sentiment]").select_option(
        "SENTIMENT_BETTER"
    )
    # The hero's token dragged from its square to (3, 4) moves it there, on the card too.
    page.drag_and_drop(
        "#setup-grid .token[data-id=hero]", "#setup-grid .square[data-x='3'][data-y='4']"
    )
    square = card(page, "hero").locator(".square")
    assert (square.get_attribute("data-x"), square.get_attribute("data-y")) == ("3", "4")
    assert "position (3, 4)" in square.inner_text()
    token = page.locator("#setup-grid .token[data-id=hero]")
    assert (token.get_attribute("data-x"), token.get_attribute("data-y")) == ("3", "4")
    assert shown_request(page) == {
        "state": {
            "ruleset": "RULESET_ARRAYER",
            "battlefield": {"width": 12, "height": 8},
            "combatants": [
                {
                    "id": "hero",
                    "sideId": "red",
                    "hp": 9,
                    "position": {"x": 3, "y": 4},
                    "weapons": [
                        {"catalogId": "greatsword"},
                        {"catalogId": "dagger", "overrides": {"arrayer": {"weight": 0}}},
                    ],
                },
                {
                    "id": "c2",
                    "sideId": "blue",
                    "hp": 7,
                    "position": {"x": 1, "y": 0},
                    "weapons": [{"catalogId": "axe"}],
                },
            ],
            "sides": [{"id": "red", "sentiment": "SENTIMENT_BETTER"}],
        }
    }
    response = _resolve_matches_the_server(page, server, "5")
    assert response["outcome"]["winningSideId"] in {"red", "blue"}
    assert page.get_attribute("#outcome", "data-winner") == response["outcome"]["winningSideId"]
    screenshot(page, "cards-duel")


def test_a_token_dropped_on_a_taken_square_stays(page: Page) -> None:
    page.select_option("#example", "tiered_encounter")
    wait_done(page, "encounter")
    before = shown_request(page)
    # The obstacle at (5, 3), and bo's square: the server would refuse either.
    for taken in [
        "#setup-grid .obstacle[data-x='5'][data-y='3']",
        "#setup-grid .token[data-id=bo]",
    ]:
        page.drag_and_drop("#setup-grid .token[data-id=ana]", taken)
        assert "is not free" in page.inner_text("#board-note")
        assert shown_request(page) == before
    page.drag_and_drop(
        "#setup-grid .token[data-id=ana]", "#setup-grid .square[data-x='2'][data-y='2']"
    )
    assert page.inner_text("#board-note") == ""
    assert shown_request(page)["state"]["combatants"][0]["position"] == {"x": 2, "y": 2}


def test_a_card_edit_rewrites_the_json(page: Page) -> None:
    want = example_request("arrayer_encounter")
    combatants = want["state"]["combatants"]
    ana, cy = card(page, "ana"), card(page, "cy")
    ana.locator("[data-field=hp]").fill("11")
    combatants[0]["hp"] = 11
    assert shown_request(page) == want
    cy.locator("[data-field='armour.value']").fill("2")
    combatants[1]["armour"] = {"value": 2}
    assert shown_request(page) == want
    # Blank is the default: the field goes, and the armour message with it.
    cy.locator("[data-field='armour.value']").fill("")
    del combatants[1]["armour"]
    assert shown_request(page) == want
    card(page, "bo").locator("[data-field='conditions.prone']").check()
    combatants[2]["conditions"] = {"prone": True}
    assert shown_request(page) == want
    card(page, "bo").locator("[data-field='conditions.prone']").uncheck()
    del combatants[2]["conditions"]
    assert shown_request(page) == want
    page.locator("#sides .side[data-side=blue] [data-field=sentiment]").select_option(
        "SENTIMENT_WORSE"
    )
    want["state"]["sides"][1]["sentiment"] = "SENTIMENT_WORSE"
    assert shown_request(page) == want
    card(page, "dee").locator(".weapon-row[data-index='1'] [data-action=remove-weapon]").click()
    combatants[3]["weapons"] = [{"catalogId": "club"}]
    assert shown_request(page) == want
    cy.locator("[data-action=remove-combatant]").click()
    del combatants[1]
    assert shown_request(page) == want
    assert page.locator(".card").evaluate_all("cards => cards.map(c => c.dataset.combatant)") == [
        "ana",
        "bo",
        "dee",
    ]
    # A side renamed renames its members' side.
    commit(page.locator("#sides .side[data-side=blue] [data-field=id]"), "navy")
    want["state"]["sides"][1]["id"] = "navy"
    combatants[1]["sideId"] = combatants[2]["sideId"] = "navy"
    assert shown_request(page) == want
    assert card(page, "bo").locator("[data-field=side_id]").input_value() == "navy"


def test_a_json_edit_rebuilds_the_cards_and_bad_json_leaves_them(page: Page) -> None:
    request = example_request("arrayer_encounter")
    request["state"]["combatants"][0]["hp"] = 3
    request["state"]["combatants"][2]["sideId"] = "green"
    request["state"]["combatants"].append(
        {"id": "eve", "sideId": "green", "hp": 4, "position": {"x": 5, "y": 5}}
    )
    edit_json(page, json.dumps(request, indent=2))
    wait_done(page, "encounter")
    page.click("#tab-cards")
    ids = page.locator(".card").evaluate_all("cards => cards.map(c => c.dataset.combatant)")
    assert ids == ["ana", "cy", "bo", "dee", "eve"]
    assert card(page, "ana").locator("[data-field=hp]").input_value() == "3"
    assert card(page, "bo").locator("[data-field=side_id]").input_value() == "green"
    eve = card(page, "eve").locator(".square")
    assert (eve.get_attribute("data-x"), eve.get_attribute("data-y")) == ("5", "5")
    sides = page.locator("#sides .side").evaluate_all("rows => rows.map(r => r.dataset.side)")
    assert sides == ["red", "blue", "green"]
    assert page.locator("#setup-grid .token[data-id=eve]").get_attribute("data-x") == "5"
    # JSON that does not parse: refused as before, the cards left as they were (and disabled, so
    # an edit on them cannot overwrite the text being fixed).
    edit_json(page, '{"state": {"combatants": [{"id": "ana", "hpp": 3}]}}')
    wait_done(page, "encounter", ok=False)
    assert page.get_attribute("#editor-error", "data-code") == "NOT_SENT"
    assert "hpp" in page.inner_text("#editor-error")
    page.click("#tab-cards")
    assert page.locator(".card").evaluate_all("cards => cards.map(c => c.dataset.combatant)") == ids
    assert card(page, "ana").locator("[data-field=hp]").input_value() == "3"
    assert card(page, "ana").locator("[data-field=hp]").is_disabled()
    assert page.locator("#add-combatant").is_disabled()
    assert page.locator("#cards-stale").is_visible()
    screenshot(page, "cards-stale")
    edit_json(page, json.dumps(example_request("arrayer_encounter")))
    wait_done(page, "encounter")
    assert card(page, "ana").locator("[data-field=hp]").is_enabled()
    assert not page.locator("#cards-stale").is_visible()
    assert card(page, "ana").locator("[data-field=hp]").input_value() == "7"
    assert page.locator(".card").count() == 4


def test_arrayer_proficiencies_reach_the_request(page: Page, server: ServerProcess) -> None:
    ana = card(page, "ana")
    blades = ana.locator(".proficiency[data-weapon-type=ARRAYER_WEAPON_TYPE_BLADES]")
    assert blades.locator("[data-field=improvements]").input_value() == "1"
    cy = card(page, "cy")
    cy.locator("select.proficiency-add").select_option("ARRAYER_WEAPON_TYPE_POLEARMS")
    polearms = cy.locator(".proficiency[data-weapon-type=ARRAYER_WEAPON_TYPE_POLEARMS]")
    polearms.locator("[data-field=improvements]").fill("3")
    cy.locator("[data-field='arrayer.strength']").fill("12")
    # The closed set: a type already listed is not offered again.
    offered = cy.locator("select.proficiency-add option").evaluate_all(
        "options => options.map(o => o.value)"
    )
    assert "ARRAYER_WEAPON_TYPE_POLEARMS" not in offered
    assert "ARRAYER_WEAPON_TYPE_BLADES" in offered
    assert shown_request(page)["state"]["combatants"][1]["arrayer"] == {
        "proficiencies": [{"weaponType": "ARRAYER_WEAPON_TYPE_POLEARMS", "improvements": 3}],
        "strength": 12,
    }
    _resolve_matches_the_server(page, server, "7")


def test_switching_to_tiered_shows_its_fields_and_they_reach_the_request(
    page: Page, server: ServerProcess
) -> None:
    weapons = _catalog_weapons(server, "RULESET_TIERED")
    assert page.locator(".card fieldset.arrayer").count() == 4
    page.select_option("#ruleset", "RULESET_TIERED")
    shown = shown_request(page)
    assert shown["state"]["ruleset"] == "RULESET_TIERED"
    # ARRAYER's parts are gone (the server would refuse them), and its catalog's weapons.
    assert all("arrayer" not in c and "weapons" not in c for c in shown["state"]["combatants"])
    assert page.locator(".card fieldset.arrayer").count() == 0
    assert page.locator(".card fieldset.tiered").count() == 4
    assert page.locator("#sides [data-field=sentiment]").count() == 0
    offered = page.locator("select.weapon[data-combatant=ana] option").evaluate_all(
        "options => options.map(o => o.value)"
    )
    assert offered == ["", *weapons]
    ana = card(page, "ana")
    ana.locator("select.weapon").select_option("one_handed_melee_t2")
    row = ana.locator(".weapon-row[data-index='0']")
    assert row.locator(".weapon-stat").inner_text() == "Tier 2"
    assert row.locator(".weapon-stat").get_attribute("data-value") == str(
        weapons["one_handed_melee_t2"]["tiered"]["tier"]
    )
    row.locator("[data-field='overrides.tiered.tier']").fill("3")
    row.locator("[data-field=hand]").select_option("HAND_OFF")
    for stat, value in [("body", "3"), ("reflex", "2"), ("move", "4")]:
        ana.locator(f"[data-field='tiered.{stat}']").fill(value)
    ana.locator("select.skill-add").select_option("tiered.skills.off_hand_melee")
    ana.locator("[data-field='tiered.skills.off_hand_melee']").fill("4")
    ana.locator("[data-field=facing]").select_option("1,0")
    state = shown_request(page)["state"]
    assert state["combatants"][0] == {
        "id": "ana",
        "sideId": "red",
        "hp": 7,
        "position": {"x": 1, "y": 2},
        "weapons": [
            {
                "catalogId": "one_handed_melee_t2",
                "overrides": {"tiered": {"tier": 3}},
                "hand": "HAND_OFF",
            }
        ],
        "armour": {"value": 1},
        "tiered": {"body": 3, "reflex": 2, "move": 4, "skills": {"offHandMelee": 4}},
        "facing": {"x": 1, "y": 0},
    }
    screenshot(page, "cards-tiered")
    _resolve_matches_the_server(page, server, "11")


def test_a_click_that_leaves_an_id_field_still_lands(page: Page) -> None:
    # Leaving an id field redraws the cards (the others' pickers name the id). A click on another
    # card's button is what leaves it: the redraw must not swallow that click (it did: the button
    # pressed was gone by the time the click was dispatched).
    page.click("#new-encounter")
    wait_done(page, "encounter")
    for _ in range(3):
        page.click("#add-combatant")
    card(page, "c1").locator("[data-field=id]").fill("hero")
    card(page, "c3").locator("[data-action=remove-combatant]").click()
    assert [c["id"] for c in shown_request(page)["state"]["combatants"]] == ["hero", "c2"]
    assert page.locator(".card").evaluate_all("cards => cards.map(c => c.dataset.combatant)") == [
        "hero",
        "c2",
    ]
