"""The ARRAYER ruleset over real gRPC (loopback): rules under forced dice through ResolveAction,
a 4 vs 4 encounter (melee, missiles, a gunpowder weapon) through ResolveEncounter and
ResolveBatch, and the catalog through GetCatalog."""

from __future__ import annotations

from collections import Counter

import grpc
import pytest

from arbiter.v1 import (
    action_pb2,
    arrayer_pb2,
    combat_service_pb2,
    combat_service_pb2_grpc,
    state_pb2,
    trace_pb2,
    weapon_pb2,
)
from tests.service.support import (
    attack,
    batch_item,
    forced,
    rpc_error_details,
    seeded,
    without_rules_version,
)

Stub = combat_service_pb2_grpc.CombatServiceStub
S = state_pb2
W = weapon_pb2
A = arrayer_pb2
E = trace_pb2
ARRAYER = S.RULESET_ARRAYER


def fighter(
    combatant_id: str,
    side: str,
    at: tuple[int, int],
    hp: int,
    weapons: tuple[str, ...],
    *,
    armour: int = 0,
    skills: tuple[tuple[W.ArrayerWeaponType.ValueType, int], ...] = (),
    **fields: object,
) -> S.Combatant:
    return S.Combatant(
        id=combatant_id,
        side_id=side,
        hp=hp,
        position=S.Position(x=at[0], y=at[1]),
        weapons=[W.Weapon(catalog_id=w) for w in weapons],
        armour=S.Armour(value=armour) if armour else None,
        arrayer=S.ArrayerCombatant(
            proficiencies=[S.WeaponProficiency(weapon_type=t, improvements=n) for t, n in skills]
        ),
        **fields,  # type: ignore[arg-type]
    )


def two(a: S.Combatant, b: S.Combatant, *, wind: bool = False) -> S.EncounterState:
    return S.EncounterState(
        ruleset=ARRAYER,
        combatants=[a, b],
        environment=S.Environment(wind_or_moisture=wind) if wind else None,
    )


def action(
    state: S.EncounterState, act: action_pb2.Action, *faces: int
) -> combat_service_pb2.ResolveActionRequest:
    return combat_service_pb2.ResolveActionRequest(state=state, action=act, dice=forced(*faces))


def lines(response: combat_service_pb2.ResolveActionResponse) -> list[str]:
    return [e.summary for e in response.trace.events]


# --- rules under forced dice -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("request_", "expected"),
    [
        pytest.param(
            action(
                two(
                    fighter("ana", "red", (0, 0), 6, ("bow",)),
                    fighter("bo", "blue", (10, 0), 6, ()),
                ),
                attack("ana", "bo"),
                5,
            ),
            ["ana hits bo with bow at long range for 5"],
            id="bow-long-range",
        ),
        pytest.param(
            action(
                two(
                    fighter("ana", "red", (0, 0), 6, ("arquebus",)),
                    fighter("bo", "blue", (3, 0), 9, (), armour=4),
                ),
                attack("ana", "bo"),
                3,
            ),
            ["ana hits bo with arquebus at effective range for 4"],
            id="gunpowder-ignores-armour",
        ),
        pytest.param(
            action(
                two(
                    fighter("ana", "red", (0, 0), 6, ("arquebus",)),
                    fighter("bo", "blue", (3, 0), 9, ()),
                    wind=True,
                ),
                attack("ana", "bo"),
                6,
            ),
            ["ana's arquebus misfires in the wind and moisture (d12 rolled 6, even)"],
            id="gunpowder-misfire",
        ),
        pytest.param(
            action(
                two(
                    fighter("ana", "red", (0, 0), 6, ("arquebus",)),
                    fighter("bo", "blue", (3, 0), 9, ()),
                ),
                attack("ana", "bo"),
                10,
                6,
                3,
            ),
            [
                "ana's arquebus suffers a mishap (d12 rolled 10)",
                "ana's arquebus mishap d6 rolled 6: the round bursts and is now dubious, "
                "3 damage to ana",
            ],
            id="gunpowder-burst",
        ),
        pytest.param(
            action(
                two(
                    fighter("ana", "red", (0, 0), 6, ("sword",)),
                    fighter("bo", "blue", (1, 0), 9, (), conditions=S.Conditions(prone=True)),
                ),
                attack("ana", "bo"),
                5,
            ),
            ["ana hits bo with sword for 5"],
            id="prone-d6",
        ),
        pytest.param(
            action(
                two(
                    fighter("ana", "red", (0, 0), 6, ("mace",)),
                    fighter("bo", "blue", (1, 0), 1, ()),
                ),
                attack("ana", "bo"),
                6,
            ),
            ["ana hits bo with mace for 3"],
            id="mace-floor",
        ),
        pytest.param(
            action(
                two(fighter("ana", "red", (0, 0), 6, ()), fighter("bo", "blue", (1, 0), -5, ())),
                action_pb2.Action(aftermath=A.ArrayerAftermath()),
                7,
                12,
            ),
            [
                "bo (hp -5) rolls 7 on the aftermath d20: moderate wound, right lower arm "
                "(location d20 12)"
            ],
            id="aftermath",
        ),
        pytest.param(
            action(
                two(fighter("ana", "red", (0, 0), 6, ()), fighter("bo", "blue", (1, 0), 3, ())),
                action_pb2.Action(roll_weapon_type=A.ArrayerRollWeaponType(combatant_id="ana")),
                3,
            ),
            ["ana rolls 3 on the Weapon Types table: polearms improves to 1"],
            id="weapon-type",
        ),
    ],
)
def test_rule_over_grpc(
    stub: Stub, request_: combat_service_pb2.ResolveActionRequest, expected: list[str]
) -> None:
    assert lines(stub.ResolveAction(request_)) == expected


def test_killing_blow_and_the_state_it_returns(stub: Stub) -> None:
    state = two(
        fighter("ana", "red", (0, 0), 6, ("garotte",)),
        fighter("bo", "blue", (1, 0), 9, (), conditions=S.Conditions(unaware=True)),
    )
    act = action_pb2.Action(
        attack=action_pb2.Attack(attacker_id="ana", target_id="bo", killing_blow=True)
    )
    response = stub.ResolveAction(combat_service_pb2.ResolveActionRequest(state=state, action=act))
    (event,) = response.trace.events
    assert (event.outcome, list(event.rulings)) == (E.OUTCOME_KILLED, ["A5"])
    assert response.state.combatants[1].conditions.dead
    assert response.dice_rolled == 0


def test_refusal_names_the_ruling(stub: Stub) -> None:
    state = two(fighter("ana", "red", (0, 0), 6, ("bow",)), fighter("bo", "blue", (30, 0), 6, ()))
    with pytest.raises(grpc.RpcError) as info:
        stub.ResolveAction(action(state, attack("ana", "bo"), 1))
    err = info.value
    assert isinstance(err, grpc.Call)
    assert err.code() is grpc.StatusCode.FAILED_PRECONDITION
    _, details = rpc_error_details(err)
    assert (details.fields, details.reason) == (["action.attack.targetId"], "TARGET_OUT_OF_RANGE")
    assert details.error_info is not None
    assert dict(details.error_info.metadata) == {"ruling": "A3"}


def test_inline_weapon_with_effects(stub: Stub) -> None:
    # A game's own weapon: a light blade with the cleaver's bonus and the mace's floor.
    rules = W.ArrayerWeaponRules(
        weight=-1,
        weapon_type=W.ARRAYER_WEAPON_TYPE_BLADES,
        reach=1,
        effects=[
            W.ArrayerEffect(kind=W.ARRAYER_EFFECT_KIND_BONUS_VS_UNARMOURED, value=2),
            W.ArrayerEffect(kind=W.ARRAYER_EFFECT_KIND_HP_FLOOR, value=-1),
        ],
    )
    ana = fighter("ana", "red", (0, 0), 6, ())
    ana.weapons.add(definition=W.WeaponDefinition(id="sap", name="Sap", arrayer=rules))
    response = stub.ResolveAction(
        action(two(ana, fighter("bo", "blue", (1, 0), 2, ())), attack("ana", "bo"), 5)
    )
    (event,) = response.trace.events
    assert [(t.name, t.value) for t in event.totals[0].terms] == [
        ("roll", 5),
        ("weight", -1),
        ("unarmoured", 2),
        ("armour", 0),
        ("hp_floor", -3),
    ]
    assert response.state.combatants[1].hp == -1
    echoed = response.state.combatants[0].weapons[0].definition.arrayer
    assert list(echoed.effects) == list(rules.effects)


# --- a 4 vs 4 encounter ------------------------------------------------------------------------

BLADES = W.ARRAYER_WEAPON_TYPE_BLADES
BOWS = W.ARRAYER_WEAPON_TYPE_BOWS
POLEARMS = W.ARRAYER_WEAPON_TYPE_POLEARMS
GUNPOWDER = W.ARRAYER_WEAPON_TYPE_GUNPOWDER


def skirmish() -> S.EncounterState:
    """Red: greatsword, mace, arquebus, bow; blue: spear, axe, crossbow, sling."""
    return S.EncounterState(
        ruleset=ARRAYER,
        sides=[S.Side(id="red", sentiment=S.SENTIMENT_BETTER), S.Side(id="blue")],
        battlefield=S.Battlefield(width=16, height=10),
        combatants=[
            fighter("ana", "red", (2, 2), 8, ("greatsword",), armour=1, skills=((BLADES, 1),)),
            fighter("bram", "red", (2, 4), 7, ("mace",), armour=2),
            fighter("cass", "red", (1, 6), 6, ("arquebus", "dagger"), skills=((GUNPOWDER, 1),)),
            fighter("dov", "red", (1, 8), 6, ("bow", "knife"), skills=((BOWS, 2),)),
            fighter("eli", "blue", (12, 2), 8, ("spear",), armour=1, skills=((POLEARMS, 1),)),
            fighter("fen", "blue", (12, 4), 7, ("axe",), armour=2),
            fighter("gil", "blue", (13, 6), 6, ("crossbow", "club")),
            fighter("hal", "blue", (13, 8), 6, ("sling", "cleaver")),
        ],
    )


def encounter_request(seed: int) -> combat_service_pb2.ResolveEncounterRequest:
    return combat_service_pb2.ResolveEncounterRequest(
        state=skirmish(), dice=seeded(seed), max_rounds=30, aftermath=True
    )


def test_four_vs_four_encounter_is_deterministic_and_shows_every_phase(stub: Stub) -> None:
    request = encounter_request(23)
    first = stub.ResolveEncounter(request)
    second = stub.ResolveEncounter(request)
    assert first.SerializeToString(deterministic=True) == second.SerializeToString(
        deterministic=True
    )
    outcome = first.outcome
    # This seed's course (simultaneous movement, A17; room for the greatsword, A22).
    assert (outcome.end_reason, outcome.winning_side_id, outcome.rounds) == (
        combat_service_pb2.END_REASON_SIDE_ROUTED,
        "red",
        4,
    )
    kinds = Counter(e.kind for e in first.trace.events)
    for phase in (
        E.EVENT_KIND_PHASE_MOVEMENT,
        E.EVENT_KIND_PHASE_RELOADING,
        E.EVENT_KIND_PHASE_SHOOTING,
        E.EVENT_KIND_PHASE_MELEE,
    ):
        assert kinds[phase] == 4, phase
    assert kinds[E.EVENT_KIND_INITIATIVE] == 4
    assert kinds[E.EVENT_KIND_MORALE_CHECK] == 2
    assert kinds[E.EVENT_KIND_AFTERMATH] == 2
    assert kinds[E.EVENT_KIND_MISHAP] == 1
    assert kinds[E.EVENT_KIND_RELOAD_CHIT] > 0
    gunshots = [e for e in first.trace.events if e.weapon_id == "arquebus"]
    assert gunshots
    events = list(first.trace.events)
    end = next(i for i, e in enumerate(events) if e.kind == E.EVENT_KIND_ENCOUNTER_END)
    assert {e.kind for e in events[end + 1 :]} == {E.EVENT_KIND_AFTERMATH}
    blue = next(s for s in first.state.sides if s.id == "blue")
    assert blue.routed and blue.starting_members == 4
    rolled = sum(len(e.dice) for e in events)
    assert first.dice_rolled == rolled
    other = stub.ResolveEncounter(encounter_request(24))
    assert other.SerializeToString() != first.SerializeToString()


def test_four_vs_four_in_a_batch_matches_the_unary_call(stub: Stub) -> None:
    request = encounter_request(23)
    unary = stub.ResolveEncounter(request)
    (result,) = stub.ResolveBatch(iter([batch_item("skirmish", request)]))
    assert result.encounter.SerializeToString(deterministic=True) == without_rules_version(
        unary
    ).SerializeToString(deterministic=True)


def test_catalog_lists_every_weapon_of_the_document(stub: Stub) -> None:
    response = stub.GetCatalog(combat_service_pb2.GetCatalogRequest(ruleset=ARRAYER))
    (catalog,) = response.rulesets
    weapons = {w.id: w.arrayer for w in catalog.weapons}
    document = {
        "greatsword", "cleaver", "misericorde", "doping_spines", "lance", "pilum", "javelin",
        "mace", "club", "brass_knuckles", "boomerang", "quarterstaff", "warhammer", "mancatcher",
        "flail", "whip", "bola", "net", "longbow", "crossbow", "bow", "springdart", "sling",
        "meteor_hammer", "rope_dart", "garotte", "arquebus", "blunderbuss", "screw_pistol",
        "dagger", "knife", "sword", "axe", "spear",
    }  # fmt: skip
    assert set(weapons) == document
    assert weapons["meteor_hammer"].close_quarters_as == "knife"
    assert weapons["mancatcher"].alternate_as == "club"
    assert weapons["longbow"].fatigued_as == "bow"
    assert len(weapons["sling"].ammunition_ranges) == 3
    assert [(e.kind, e.value) for e in weapons["mace"].effects] == [
        (W.ARRAYER_EFFECT_KIND_HP_FLOOR, -2)
    ]
    defaults = catalog.arrayer_defaults
    assert (defaults.mishap_die_maintained, defaults.mishap_die_dubious) == (6, 12)
    assert (defaults.morale_auto, defaults.prone_attack_die, defaults.night_death_face) == (3, 6, 1)
    assert (defaults.aftermath_recover_multiple, defaults.interception) == (2, True)
    assert [(b.from_depth, b.severity) for b in defaults.wound_bands] == [
        (1, A.ARRAYER_WOUND_SEVERITY_STUNNED),
        (2, A.ARRAYER_WOUND_SEVERITY_LIGHT),
        (4, A.ARRAYER_WOUND_SEVERITY_MODERATE),
        (7, A.ARRAYER_WOUND_SEVERITY_BAD),
    ]
    assert [(b.from_face, b.sided) for b in defaults.location_bands] == [
        (1, False), (2, False), (3, False), (6, False), (8, False),
        (9, True), (12, True), (15, True), (18, True),
    ]  # fmt: skip
    assert [(b.from_face, b.result, b.damage_dice) for b in defaults.mishap_bands] == [
        (1, A.ARRAYER_MISHAP_RESULT_MISFIRE, 0),
        (5, A.ARRAYER_MISHAP_RESULT_DUD, 0),
        (6, A.ARRAYER_MISHAP_RESULT_BURST_WEAR, 1),
        (7, A.ARRAYER_MISHAP_RESULT_BURST, 1),
        (8, A.ARRAYER_MISHAP_RESULT_DUD, 0),
        (11, A.ARRAYER_MISHAP_RESULT_EXPLODE, 2),
    ]


# --- movement: reloads, holds, interceptions ---------------------------------------------------


def test_move_disrupts_a_reload_over_grpc(stub: Stub) -> None:
    ana = fighter("ana", "red", (0, 0), 6, ("bow",))
    ana.weapons[0].reload_chits = 1
    move = action_pb2.Action(move=action_pb2.Move(combatant_id="ana", path=[S.Position(x=1, y=0)]))
    response = stub.ResolveAction(action(two(ana, fighter("bo", "blue", (9, 0), 6, ())), move))
    assert response.state.combatants[0].arrayer.reload_disrupted


def test_held_move_refused_over_grpc(stub: Stub) -> None:
    bo = fighter("bo", "blue", (2, 0), 6, (), conditions=S.Conditions(held_by="ana"))
    state = two(fighter("ana", "red", (0, 0), 6, ("mancatcher",)), bo)
    move = action_pb2.Action(
        move=action_pb2.Move(combatant_id="bo", path=[S.Position(x=3, y=0), S.Position(x=2, y=1)])
    )
    # Both refusals cite the mancatcher's ruling (A28), as every rule refusal cites its own.
    assert refusal(stub, action(state, move)) == (
        ["action.move.path[1]"],
        "HELD",
        {"ruling": "A28"},
    )
    state.combatants.add().CopyFrom(fighter("cy", "red", (4, 0), 6, ("mancatcher",)))
    state.combatants[1].conditions.also_held_by.append("cy")
    assert refusal(stub, action(state, move)) == (
        ["action.move.combatantId"],
        "TRAPPED",
        {"ruling": "A28"},
    )


def test_wound_table_override_over_grpc(stub: Stub) -> None:
    state = S.EncounterState(
        ruleset=ARRAYER,
        combatants=[S.Combatant(id="bo", side_id="blue", hp=-2)],
        arrayer_rules=S.ArrayerRules(
            wound_bands=[A.ArrayerWoundBand(from_depth=1, severity=A.ARRAYER_WOUND_SEVERITY_BAD)]
        ),
    )
    act = action_pb2.Action(aftermath=A.ArrayerAftermath())
    response = stub.ResolveAction(action(state, act, 3, 1))
    assert lines(response) == [
        "bo (hp -2) rolls 3 on the aftermath d20: bad wound, face (location d20 1)"
    ]
    (wound,) = response.state.combatants[0].arrayer.wounds
    assert wound.severity == A.ARRAYER_WOUND_SEVERITY_BAD


def test_healing_per_hit_die_over_grpc(stub: Stub) -> None:
    # A12's rate, sent as an override: ana (2 HD) heals 3 x 2 at a night's rest; GetCatalog lists
    # the document's 1; a rate out of range is refused with the field named.
    ana = S.Combatant(
        id="ana", side_id="blue", hp=1, max_hp=9, arrayer=S.ArrayerCombatant(hit_dice=2)
    )
    state = S.EncounterState(
        ruleset=ARRAYER, combatants=[ana], arrayer_rules=S.ArrayerRules(healing_per_hit_die=3)
    )
    response = stub.ResolveAction(
        action(state, action_pb2.Action(nightly_rest=A.ArrayerNightlyRest()))
    )
    assert lines(response) == ["ana rests and heals 6"]
    assert response.state.combatants[0].hp == 7
    assert response.state.arrayer_rules.healing_per_hit_die == 3
    catalog = stub.GetCatalog(combat_service_pb2.GetCatalogRequest(ruleset=ARRAYER))
    assert catalog.rulesets[0].arrayer_defaults.healing_per_hit_die == 1
    state.arrayer_rules.healing_per_hit_die = 1001
    with pytest.raises(grpc.RpcError) as refused:
        stub.ResolveAction(action(state, action_pb2.Action(nightly_rest=A.ArrayerNightlyRest())))
    assert refused.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    _, details = rpc_error_details(refused.value)
    assert details.fields == ["state.arrayerRules.healingPerHitDie"]


def test_short_rest_over_grpc(stub: Stub) -> None:
    # A24: the aftermath marks cy (4 >= 2 * 2); the short rest brings it back to 0 HP.
    state = S.EncounterState(
        ruleset=ARRAYER, combatants=[S.Combatant(id="cy", side_id="blue", hp=-2)]
    )
    marked = stub.ResolveAction(
        action(state, action_pb2.Action(aftermath=A.ArrayerAftermath()), 4)
    ).state
    assert marked.combatants[0].arrayer.recovers_at_short_rest
    response = stub.ResolveAction(
        action(marked, action_pb2.Action(short_rest=A.ArrayerShortRest()))
    )
    (event,) = response.trace.events
    assert (event.kind, list(event.rulings), event.summary) == (
        E.EVENT_KIND_SHORT_REST,
        ["A24", "A11"],
        "cy (hp -2) recovers at the short rest: hp 0",
    )
    (cy,) = response.state.combatants
    assert (cy.hp, cy.arrayer.recovers_at_short_rest) == (0, False)


def test_interception_in_an_encounter_over_grpc(stub: Stub) -> None:
    state = two(
        fighter("ana", "red", (0, 0), 6, ()),
        fighter("cy", "blue", (3, 1), 6, ()),
    )
    state.combatants[1].arrayer.dexterity = 12
    run = [S.Position(x=x, y=0) for x in range(1, 5)]
    request = combat_service_pb2.ResolveEncounterRequest(
        state=state,
        dice=forced(1, 12),
        max_rounds=1,
        script=[
            combat_service_pb2.ScriptedAction(
                round=1,
                action=action_pb2.Action(move=action_pb2.Move(combatant_id="ana", path=run)),
            )
        ],
    )
    response = stub.ResolveEncounter(request)
    (stop,) = [e for e in response.trace.events if e.kind == E.EVENT_KIND_INTERCEPTION]
    assert (stop.actor_id, stop.target_id, stop.outcome) == ("cy", "ana", E.OUTCOME_SUCCESS)
    assert response.state.combatants[0].position == S.Position(x=2, y=0)


def test_catalog_lists_the_reason_and_trace_vocabularies(stub: Stub) -> None:
    everything = stub.GetCatalog(combat_service_pb2.GetCatalogRequest())
    reasons = {r.code: r for r in everything.reasons}
    far = reasons["TARGET_OUT_OF_RANGE"]
    assert far.description == "The target is beyond the weapon's reach or range."
    assert list(far.rulesets) == [ARRAYER, S.RULESET_TIERED]
    assert "TARGET_OUT_OF_REACH" not in reasons  # merged into TARGET_OUT_OF_RANGE
    terms = {(t.name, tuple(t.rulesets)): t for t in everything.term_names}
    assert terms[("armour", (ARRAYER, S.RULESET_TIERED))].subtracted
    assert not terms[("shield", (ARRAYER,))].subtracted  # ARRAYER: a weapon's bonus
    assert terms[("shield", (S.RULESET_TIERED,))].subtracted
    assert "damage" in {t.name for t in everything.total_names}
    # Naming a ruleset keeps only what it can give.
    arrayer = stub.GetCatalog(combat_service_pb2.GetCatalogRequest(ruleset=ARRAYER))
    codes = {r.code for r in arrayer.reasons}
    assert {"TARGET_OUT_OF_RANGE", "SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY"} <= codes
    assert "TRAP_DAILY_LIMIT" not in codes
    assert all(ARRAYER in t.rulesets for t in [*arrayer.total_names, *arrayer.term_names])
    assert "armour_tier" not in {t.name for t in arrayer.total_names}


@pytest.mark.parametrize("initiative", [1, 6])
def test_a_chase_over_grpc_ends_the_same_whoever_wins_initiative(
    stub: Stub, initiative: int
) -> None:
    # A17: ana chases bo, who runs east; both paths are planned from the phase's start.
    state = two(fighter("ana", "red", (0, 0), 6, ("sword",)), fighter("bo", "blue", (4, 0), 6, ()))
    runs = [S.Position(x=5, y=0), S.Position(x=6, y=0)]
    request = combat_service_pb2.ResolveEncounterRequest(
        state=state,
        dice=forced(initiative),
        max_rounds=1,
        script=[
            combat_service_pb2.ScriptedAction(
                round=1,
                action=action_pb2.Action(move=action_pb2.Move(combatant_id="bo", path=runs)),
            )
        ],
    )
    response = stub.ResolveEncounter(request)
    assert [c.position for c in response.state.combatants] == [
        S.Position(x=3, y=0),
        S.Position(x=6, y=0),
    ]
    assert [e.summary for e in response.trace.events if e.kind == E.EVENT_KIND_MOVE] == [
        "ana moves 3 toward bo, to (3, 0)",
        "bo moves 2, to (6, 0)",
    ]


# --- initiative: the party and its sentiment (A27) ---------------------------------------------


def test_the_marked_party_rolls_with_the_mirror_of_the_enemy_sentiment(stub: Stub) -> None:
    state = two(fighter("ana", "red", (0, 0), 6, ()), fighter("bo", "blue", (5, 0), 6, ()))
    state.sides.extend(
        [S.Side(id="red", sentiment=S.SENTIMENT_BETTER), S.Side(id="blue", party=True)]
    )
    request = combat_service_pb2.ResolveEncounterRequest(state=state, dice=forced(2), max_rounds=1)
    response = stub.ResolveEncounter(request)
    (event,) = [e for e in response.trace.events if e.kind == E.EVENT_KIND_INITIATIVE]
    assert (event.side_id, event.summary, list(event.rulings)) == (
        "blue",
        "side blue (worse sentiment, mirroring red's better) rolls 2 against 2: acts first",
        ["A13", "A27"],
    )
    assert [s.party for s in response.state.sides] == [False, True]


def test_contradicting_sentiments_are_invalid_over_grpc(stub: Stub) -> None:
    state = two(fighter("ana", "red", (0, 0), 6, ()), fighter("bo", "blue", (5, 0), 6, ()))
    state.sides.extend(
        [
            S.Side(id="red", sentiment=S.SENTIMENT_WORSE),
            S.Side(id="blue", sentiment=S.SENTIMENT_WORSE),
        ]
    )
    request = combat_service_pb2.ResolveEncounterRequest(state=state, dice=forced(2), max_rounds=1)
    with pytest.raises(grpc.RpcError) as info:
        stub.ResolveEncounter(request)
    err = info.value
    assert isinstance(err, grpc.Call)
    assert err.code() is grpc.StatusCode.INVALID_ARGUMENT
    _, details = rpc_error_details(err)
    assert (details.fields, details.reason) == (["state.sides[1].sentiment"], "CONFLICTING_OPTIONS")


# --- attack rulings A19-A26, A10 ----------------------------------------------------------------


def refusal(
    stub: Stub, request: combat_service_pb2.ResolveActionRequest
) -> tuple[list[str], str, dict[str, str]]:
    """The fields, reason and ErrorInfo metadata of a refused (FAILED_PRECONDITION) request."""
    with pytest.raises(grpc.RpcError) as info:
        stub.ResolveAction(request)
    err = info.value
    assert isinstance(err, grpc.Call)
    assert err.code() is grpc.StatusCode.FAILED_PRECONDITION
    _, details = rpc_error_details(err)
    assert details.error_info is not None
    return list(details.fields), details.reason, dict(details.error_info.metadata)


def test_prone_target_does_not_bypass_training_over_grpc(stub: Stub) -> None:
    # A19: a lance at Unknown proficiency is refused against a prone target too.
    state = two(
        fighter("ana", "red", (0, 0), 6, ("lance",)),
        fighter("bo", "blue", (2, 0), 6, (), conditions=S.Conditions(prone=True)),
    )
    assert refusal(stub, action(state, attack("ana", "bo"), 3)) == (
        ["action.attack.weaponId"],
        "SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY",
        {"ruling": "A1"},
    )


@pytest.mark.parametrize(("weapon", "at"), [("lance", (2, 0)), ("doping_spines", (1, 0))])
def test_a_killing_blow_does_not_bypass_training_over_grpc(
    stub: Stub, weapon: str, at: tuple[int, int]
) -> None:
    # A1, A19: no roll replaces the need for instruction: a specialised weapon at Unknown is
    # refused for a killing blow on the unaware too (it used to kill); trained, it kills.
    unaware = S.Conditions(unaware=True)
    state = two(
        fighter("ana", "red", (0, 0), 6, (weapon,)),
        fighter("bo", "blue", at, 9, (), conditions=unaware),
    )
    blow = action_pb2.Action(
        attack=action_pb2.Attack(attacker_id="ana", target_id="bo", killing_blow=True)
    )
    assert refusal(stub, action(state, blow)) == (
        ["action.attack.weaponId"],
        "SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY",
        {"ruling": "A1"},
    )
    state.combatants[0].arrayer.proficiencies.add(weapon_type=POLEARMS, improvements=1)
    state.combatants[0].arrayer.proficiencies.add(weapon_type=BLADES, improvements=1)
    assert lines(stub.ResolveAction(action(state, blow))) == [
        f"ana kills unaware bo with {weapon} (killing blow)"
    ]


@pytest.mark.parametrize(("weapon", "at"), [("meteor_hammer", (1, 0)), ("sword", (1, 0))])
def test_entangle_refused_where_it_cannot_over_grpc(
    stub: Stub, weapon: str, at: tuple[int, int]
) -> None:
    # A21: the meteor hammer's knife (1 square) and a sword cannot entangle.
    mechanical = ((W.ARRAYER_WEAPON_TYPE_MECHANICAL, 1),)
    state = two(
        fighter("ana", "red", (0, 0), 6, (weapon,), skills=mechanical),
        fighter("bo", "blue", at, 6, ()),
    )
    act = action_pb2.Action(
        attack=action_pb2.Attack(attacker_id="ana", target_id="bo", entangle=True)
    )
    assert refusal(stub, action(state, act, 4, 20)) == (
        ["action.attack.entangle"],
        "CANNOT_ENTANGLE",
        {"ruling": "A21"},
    )


def test_arquebus_line_behind_over_grpc(stub: Stub) -> None:
    # A20: the shot (0,0) -> (3,1) goes on to (4,1), not (4,2); naming (4,2) is refused.
    state = S.EncounterState(
        ruleset=ARRAYER,
        combatants=[
            fighter("ana", "red", (0, 0), 6, ("arquebus",)),
            fighter("bo", "blue", (3, 1), 1, ()),
            fighter("cy", "blue", (4, 1), 9, ()),
            fighter("di", "blue", (4, 2), 9, ()),
        ],
    )
    response = stub.ResolveAction(action(state, attack("ana", "bo"), 3, 5))
    assert lines(response) == [
        "ana hits bo with arquebus at effective range for 4",
        "ana's shot passes through bo into cy for 5",
    ]
    assert [c.hp for c in response.state.combatants] == [6, -3, 4, 9]
    named = action_pb2.Action(
        attack=action_pb2.Attack(attacker_id="ana", target_id="bo", extra_target_ids=["di"])
    )
    assert refusal(stub, action(state, named, 3, 5)) == (
        ["action.attack.extraTargetIds[0]"],
        "NOT_ON_LINE_OF_SHOT",
        {"ruling": "A20"},
    )


def test_longbow_shots_reset_for_a_new_engagement_over_grpc(stub: Stub) -> None:
    # A25: the 5 shots carried in belong to an earlier engagement; at round 0 the count restarts,
    # so ana (Strength 10) shoots her longbow unfatigued: d12, effective range at 5 squares.
    ana = fighter("ana", "red", (0, 0), 20, ("longbow",), skills=((BOWS, 1),))
    ana.weapons[0].shots_fired = 5
    ana.arrayer.strength = 2
    state = two(ana, fighter("bo", "blue", (10, 0), 20, ("sword",)))
    request = combat_service_pb2.ResolveEncounterRequest(
        state=state, dice=forced(1, 3), max_rounds=1
    )
    response = stub.ResolveEncounter(request)
    (shot,) = [e for e in response.trace.events if e.kind == E.EVENT_KIND_ATTACK]
    assert (shot.summary, shot.dice[0].size) == (
        "ana hits bo with longbow at effective range for 4",
        12,
    )
    assert response.state.combatants[0].weapons[0].shots_fired == 1


@pytest.mark.parametrize(
    ("distance", "shots"),
    [
        pytest.param(30, [], id="beyond-the-bow"),
        pytest.param(
            16,
            ["ana misses bo with longbow at long range (fatigued: as bow) (d12 rolled 7 > 5)"],
            id="bow-long-range",
        ),
    ],
)
def test_the_tactic_aims_a_fatigued_longbow_by_the_bow_range_over_grpc(
    stub: Stub, distance: int, shots: list[str]
) -> None:
    # A25: mid-engagement (round 2) ana's longbow is fatigued (3 shots, Strength 1), so it
    # counts as a bow (8/16/24): the default tactic does not shoot bo at 30 squares (it used to
    # pick him by the longbow's 36, and the encounter failed), and at 16 shoots at long range.
    ana = fighter("ana", "red", (0, 0), 20, ("longbow",), skills=((BOWS, 1),))
    ana.weapons[0].shots_fired = 3
    ana.arrayer.strength = 1
    state = two(ana, fighter("bo", "blue", (distance, 0), 20, ()))
    state.round = 2
    state.battlefield.width = state.battlefield.height = 40
    request = combat_service_pb2.ResolveEncounterRequest(
        state=state, dice=forced(1, 7), max_rounds=1
    )
    response = stub.ResolveEncounter(request)
    attacks = [e.summary for e in response.trace.events if e.kind == E.EVENT_KIND_ATTACK]
    assert attacks == shots
    assert response.outcome.end_reason == combat_service_pb2.END_REASON_ROUND_LIMIT


def test_weapon_needing_room_refused_in_a_corner_over_grpc(stub: Stub) -> None:
    # A22: at the corner (0, 0) of the grid, with bo on (1, 0), 2 of the 8 squares are free.
    state = two(
        fighter("ana", "red", (0, 0), 6, ("greatsword",)),
        fighter("bo", "blue", (1, 0), 6, ()),
    )
    state.battlefield.width = state.battlefield.height = 8
    assert refusal(stub, action(state, attack("ana", "bo"), 3)) == (
        ["action.attack.weaponId"],
        "NEEDS_SPACE",
        {"ruling": "A22"},
    )
    state.arrayer_rules.space_free_squares = 2
    assert lines(stub.ResolveAction(action(state, attack("ana", "bo"), 3))) == [
        "ana hits bo with greatsword for 4"
    ]


def test_an_obstacle_off_the_grid_takes_no_room_over_grpc(stub: Stub) -> None:
    # A22 at the edge: ana on (0, 3) has 5 squares on the grid, bo and cy take 2, 3 are free. An
    # obstacle the request puts off the grid, at (-1, 3), is no square of hers: still 3 (it was
    # counted off twice, once as off the grid and once as an obstacle, and the swing refused).
    state = S.EncounterState(
        ruleset=ARRAYER,
        combatants=[
            fighter("ana", "red", (0, 3), 6, ("greatsword",)),
            fighter("bo", "blue", (1, 3), 6, ()),
            fighter("cy", "blue", (1, 2), 6, ()),
        ],
        battlefield=S.Battlefield(
            width=8, height=8, obstacles=[S.Obstacle(position=S.Position(x=-1, y=3))]
        ),
    )
    assert lines(stub.ResolveAction(action(state, attack("ana", "bo"), 3))) == [
        "ana hits bo with greatsword for 4"
    ]


def test_blow_on_a_horse_is_a_hit_like_any_other_over_grpc(stub: Stub) -> None:
    # A10: the mace's floor holds on the horse (odd face: infantry hits the horse); A23: a
    # quarterstaff knocks a horse of 1 HD back 1 square (5 damage), a warhorse of 2 HD none.
    bo = fighter("bo", "blue", (1, 0), 9, ())
    bo.arrayer.mount.kind = S.MOUNT_KIND_HORSE
    bo.arrayer.mount.hp = 1
    response = stub.ResolveAction(
        action(two(fighter("ana", "red", (0, 0), 6, ("mace",)), bo), attack("ana", "bo"), 5)
    )
    (event,) = response.trace.events
    assert (event.summary, event.hp_changes[0].after) == ("ana hits bo's horse with mace for 3", -2)
    assert response.state.combatants[1].arrayer.mount.hp == -2
    staff = fighter("ana", "red", (0, 0), 6, ("quarterstaff",))
    bo.arrayer.mount.hp = 10
    pushed = stub.ResolveAction(action(two(staff, bo), attack("ana", "bo"), 5, 15))
    assert pushed.state.combatants[1].position == S.Position(x=2, y=0)
    bo.arrayer.mount.hit_dice = 2
    held = stub.ResolveAction(action(two(staff, bo), attack("ana", "bo"), 5, 15))
    assert held.state.combatants[1].position == S.Position(x=1, y=0)
    assert held.state.combatants[1].arrayer.mount.hit_dice == 2


def test_greatsword_follow_up_over_grpc(stub: Stub) -> None:
    # A26: unset, the extra attack goes to the nearest enemy (cy); declined, none; named, di.
    state = S.EncounterState(
        ruleset=ARRAYER,
        combatants=[
            fighter("ana", "red", (1, 1), 6, ("greatsword",)),
            fighter("bo", "blue", (2, 1), 2, ()),
            fighter("cy", "blue", (1, 2), 9, ()),
            fighter("di", "blue", (0, 0), 9, ()),
        ],
    )

    def follow(**fields: object) -> action_pb2.Action:
        return action_pb2.Action(
            attack=action_pb2.Attack(
                attacker_id="ana",
                target_id="bo",
                follow_up=A.ArrayerFollowUp(**fields),  # type: ignore[arg-type]
            )
        )

    assert lines(stub.ResolveAction(action(state, attack("ana", "bo"), 3, 3))) == [
        "ana hits bo with greatsword for 4",
        "ana hits cy with greatsword for 4",
    ]
    assert lines(stub.ResolveAction(action(state, follow(decline=True), 3))) == [
        "ana hits bo with greatsword for 4"
    ]
    assert lines(stub.ResolveAction(action(state, follow(target_ids=["di"]), 3, 3))) == [
        "ana hits bo with greatsword for 4",
        "ana hits di with greatsword for 4",
    ]
    assert refusal(stub, action(state, follow(target_ids=["bo"]), 3, 3)) == (
        ["action.attack.followUp.targetIds[0]"],
        "NOT_A_STANDING_ENEMY",
        {"ruling": "A26"},
    )


def test_scripted_greatsword_declines_in_an_encounter_over_grpc(stub: Stub) -> None:
    # A26 in ResolveEncounter: the script declines the extra attack the tactic would take.
    state = S.EncounterState(
        ruleset=ARRAYER,
        combatants=[
            fighter("ana", "red", (1, 1), 9, ("greatsword",)),
            fighter("bo", "blue", (2, 1), 2, ()),
            fighter("cy", "blue", (1, 2), 9, ("sword",)),
        ],
    )
    declined = action_pb2.Action(
        attack=action_pb2.Attack(
            attacker_id="ana", target_id="bo", follow_up=A.ArrayerFollowUp(decline=True)
        )
    )

    def melee(script: list[combat_service_pb2.ScriptedAction], *faces: int) -> list[str]:
        request = combat_service_pb2.ResolveEncounterRequest(
            state=state, dice=forced(*faces), max_rounds=1, script=script
        )
        events = stub.ResolveEncounter(request).trace.events
        return [e.summary for e in events if e.kind == E.EVENT_KIND_ATTACK]

    # Red first (1); ana downs bo (3) and, unscripted, strikes cy too (3); cy misses (12); blue,
    # at half strength, holds both morale checks (2d6: 1, 1 each).
    assert melee([], 1, 3, 3, 12, 1, 1, 1, 1) == [
        "ana hits bo with greatsword for 4",
        "ana hits cy with greatsword for 4",
        "cy misses ana with sword (d12 rolled 12 > 6)",
    ]
    script = [combat_service_pb2.ScriptedAction(round=1, action=declined)]
    assert melee(script, 1, 3, 12, 1, 1, 1, 1) == [
        "ana hits bo with greatsword for 4",
        "cy misses ana with sword (d12 rolled 12 > 6)",
    ]


def test_the_other_rulesets_options_are_refused_in_plain_english_over_grpc(stub: Stub) -> None:
    # Item 17's kind: the messages said "in a arrayer encounter".
    state = two(fighter("ana", "red", (0, 0), 6, ("dagger",)), fighter("bo", "blue", (3, 0), 6, ()))
    thrown = action_pb2.Action(
        attack=action_pb2.Attack(attacker_id="ana", target_id="bo", thrown=True)
    )
    with pytest.raises(grpc.RpcError) as info:
        stub.ResolveAction(action(state, thrown, 3))
    err = info.value
    assert isinstance(err, grpc.Call)
    assert err.details() == "thrown is a `tiered` option, not allowed in an arrayer encounter"
    state.combatants[1].tiered.body = 1
    with pytest.raises(grpc.RpcError) as info:
        stub.ResolveAction(action(state, attack("ana", "bo"), 3))
    err = info.value
    assert isinstance(err, grpc.Call)
    assert err.details() == "combatant 'bo' has tiered rules in an arrayer encounter"


def test_negative_hit_dice_are_invalid_over_grpc(stub: Stub) -> None:
    # A12, A8: a combatant's Hit Dice, like its mount's (A23), are 0 (the default, 1) or more; -2
    # made a night's rest "heal" -2.
    ana = fighter("ana", "red", (0, 0), 5, (), max_hp=9)
    ana.arrayer.hit_dice = -2
    rest = action_pb2.Action(nightly_rest=A.ArrayerNightlyRest())
    with pytest.raises(grpc.RpcError) as info:
        stub.ResolveAction(action(two(ana, fighter("bo", "blue", (1, 0), 6, ())), rest))
    err = info.value
    assert isinstance(err, grpc.Call)
    assert err.code() is grpc.StatusCode.INVALID_ARGUMENT
    _, details = rpc_error_details(err)
    assert (details.fields, details.reason) == (
        ["state.combatants[0].arrayer.hitDice"],
        "OUT_OF_RANGE",
    )
