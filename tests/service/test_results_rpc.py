"""Typed results over real loopback gRPC (issue 7, item 14): every Action kind of both rulesets
answers with an ActionResult of its own kind, with exact values under forced dice, at
TRACE_DETAIL_NONE (no trace at all); encounters report their morale checks and aftermath in the
outcome. Each case's trace (shown in the comments) is what the result must agree with."""

from __future__ import annotations

import typing
from dataclasses import dataclass, field
from typing import Any

import pytest
from google.protobuf import json_format

from arbiter.v1 import action_pb2, combat_service_pb2, combat_service_pb2_grpc, trace_pb2
from engine.actions import Action

Stub = combat_service_pb2_grpc.CombatServiceStub
ARRAYER, TIERED = "RULESET_ARRAYER", "RULESET_TIERED"


def arrayer(
    combatant_id: str, side: str, at: tuple[int, int], hp: int, *weapons: str, **rest: Any
) -> dict[str, Any]:
    """An ARRAYER combatant as proto3 JSON, Basic in blades unless ``proficiencies`` says."""
    proficiencies = rest.pop(
        "proficiencies", {"ARRAYER_WEAPON_TYPE_BLADES": 1}
    )  # weapon type -> improvements
    traits = {
        "proficiencies": [{"weaponType": t, "improvements": n} for t, n in proficiencies.items()],
        **rest.pop("arrayer", {}),
    }
    return {
        "id": combatant_id,
        "sideId": side,
        "hp": hp,
        "position": {"x": at[0], "y": at[1]},
        "weapons": [{"catalogId": w} for w in weapons],
        "arrayer": traits,
        **rest,
    }


def tiered(
    combatant_id: str, side: str, at: tuple[int, int] | None, *weapons: dict[str, Any], **rest: Any
) -> dict[str, Any]:
    """A `tiered` combatant as proto3 JSON (HP 30, Body 3, Reflex 2 unless given)."""
    traits = {k: rest.pop(k) for k in ("body", "reflex", "presence", "skills") if k in rest}
    combatant = {
        "id": combatant_id,
        "sideId": side,
        "hp": 30,
        "weapons": list(weapons),
        "tiered": {"body": 3, "reflex": 2, **traits},
        **rest,
    }
    if at is not None:
        combatant["position"] = {"x": at[0], "y": at[1]}
    return combatant


def polearms(n: int) -> dict[str, int]:
    return {"ARRAYER_WEAPON_TYPE_POLEARMS": n}


def gunpowder(n: int) -> dict[str, int]:
    return {"ARRAYER_WEAPON_TYPE_GUNPOWDER": n}


def hit(attacker: str, target: str, weapon: str, damage: int, before: int, **more: Any) -> Any:
    """A damaging strike as JSON (kind PRIMARY unless ``kind`` says)."""
    kind = more.pop("kind", "STRIKE_KIND_PRIMARY")
    return {
        "kind": kind,
        "attackerId": attacker,
        "targetId": target,
        "weaponId": weapon,
        "outcome": "OUTCOME_HIT",
        "damage": damage,
        "hpBefore": before,
        "hpAfter": before - damage,
        **more,
    }


def unhurt(attacker: str, target: str, weapon: str, outcome: str, hp: int, **more: Any) -> Any:
    """A strike that dealt nothing, as JSON."""
    return {
        "kind": "STRIKE_KIND_PRIMARY",
        "attackerId": attacker,
        "targetId": target,
        "weaponId": weapon,
        "outcome": outcome,
        "hpBefore": hp,
        "hpAfter": hp,
        **more,
    }


DOWNED = ["CONDITION_DOWNED", "CONDITION_PRONE"]


@dataclass(frozen=True)
class Case:
    """One action resolved at TRACE_DETAIL_NONE, and the result expected (proto3 JSON)."""

    name: str
    ruleset: str
    combatants: list[dict[str, Any]]
    action: dict[str, Any]
    faces: tuple[int, ...]
    result: dict[str, Any]
    state: dict[str, Any] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        """The Action oneof field the case exercises (snake_case)."""
        (json_name,) = self.action
        return action_pb2.Action.DESCRIPTOR.fields_by_camelcase_name[json_name].name


ANA_SWORD = tiered(
    "ana", "red", (0, 0), {"catalogId": "one_handed_melee_t2"}, skills={"mainHandMelee": 3}
)
BO = tiered("bo", "blue", (1, 0), reflex=3, body=2, skills={"unarmed": 2}, armour={"value": 2})
SETTER = tiered("ana", "red", (0, 0), presence=2, skills={"traps": 3})
SNARE = {
    "id": "snare",
    "ownerId": "ana",
    "position": {"x": 0, "y": 1},
    "difficulty": 16,
    "trapsSkill": 3,
    "basicTools": True,
    "dealsDamage": True,
}


def at(combatant: dict[str, Any], x: int, y: int, **more: Any) -> dict[str, Any]:
    return {**combatant, "position": {"x": x, "y": y}, **more}


#: A quarterstaff against bo (Strength 5), and a mancatcher against bo (Dexterity 8).
STAFF_AGAINST_BO = [
    arrayer("ana", "red", (0, 0), 9, "quarterstaff", proficiencies=polearms(1)),
    arrayer("bo", "blue", (1, 0), 20, arrayer={"strength": 5}),
]
CATCHER_AGAINST_BO = [
    arrayer("ana", "red", (0, 0), 9, "mancatcher", proficiencies=polearms(2)),
    arrayer("bo", "blue", (1, 0), 9, arrayer={"dexterity": 8}),
]


def strike_at(attacker: str, target: str) -> dict[str, Any]:
    return {"attack": {"attackerId": attacker, "targetId": target}}


CASES = [
    # --- ARRAYER attacks -------------------------------------------------------------------
    Case(
        "arrayer-hit",  # ana hits bo with bow at long range for 5
        ARRAYER,
        [arrayer("ana", "red", (0, 0), 6, "bow"), arrayer("bo", "blue", (10, 0), 6)],
        strike_at("ana", "bo"),
        (5,),
        {"attack": {"strikes": [hit("ana", "bo", "bow", 5, 6)]}},
    ),
    Case(
        "arrayer-misfire",  # ana's arquebus misfires in the wind and moisture (d12 rolled 6)
        ARRAYER,
        [arrayer("ana", "red", (0, 0), 6, "arquebus"), arrayer("bo", "blue", (3, 0), 9)],
        strike_at("ana", "bo"),
        (6,),
        {"attack": {"strikes": [unhurt("ana", "bo", "arquebus", "OUTCOME_MISFIRE", 9)]}},
        {"environment": {"windOrMoisture": True}},
    ),
    Case(
        "arrayer-mishap",  # mishap d12 10; d6 6: bursts, now dubious, 3 damage to ana
        ARRAYER,
        [arrayer("ana", "red", (0, 0), 6, "arquebus"), arrayer("bo", "blue", (3, 0), 9)],
        strike_at("ana", "bo"),
        (10, 6, 3),
        {
            "attack": {
                "strikes": [unhurt("ana", "bo", "arquebus", "OUTCOME_MISS", 9)],
                "mishap": {
                    "result": "ARRAYER_MISHAP_RESULT_BURST_WEAR",
                    "damage": 3,
                    "hpBefore": 6,
                    "hpAfter": 3,
                },
            }
        },
    ),
    Case(
        "arrayer-mishap-explodes",  # mishap d12 12 on a dubious weapon: 2d6 4 + 5, destroyed
        ARRAYER,
        [
            {
                **arrayer("ana", "red", (0, 0), 12, proficiencies=gunpowder(1)),
                "weapons": [{"catalogId": "arquebus", "dubious": True}],
            },
            arrayer("bo", "blue", (3, 0), 9),
        ],
        strike_at("ana", "bo"),
        (8, 12, 4, 5),
        {
            "attack": {
                "strikes": [unhurt("ana", "bo", "arquebus", "OUTCOME_MISS", 9)],
                "mishap": {
                    "result": "ARRAYER_MISHAP_RESULT_EXPLODE",
                    "damage": 9,
                    "hpBefore": 12,
                    "hpAfter": 3,
                },
                "weaponBroken": True,
            }
        },
    ),
    Case(
        "arrayer-killing-blow",  # ana kills unaware bo with sword (killing blow)
        ARRAYER,
        [
            arrayer("ana", "red", (0, 0), 6, "sword"),
            arrayer("bo", "blue", (1, 0), 9, conditions={"unaware": True}),
        ],
        {"attack": {"attackerId": "ana", "targetId": "bo", "killingBlow": True}},
        (),
        {
            "attack": {
                "strikes": [
                    unhurt(
                        "ana",
                        "bo",
                        "sword",
                        "OUTCOME_KILLED",
                        9,
                        downed=True,
                        killed=True,
                        conditions=["CONDITION_DOWNED", "CONDITION_DEAD", "CONDITION_PRONE"],
                    )
                ]
            }
        },
    ),
    Case(
        "arrayer-knock-back",  # hits bo for 6; Physique 18 against 5 fails: thrown back 2 m
        ARRAYER,
        STAFF_AGAINST_BO,
        strike_at("ana", "bo"),
        (6, 18),
        {
            "attack": {
                "strikes": [
                    hit(
                        "ana",
                        "bo",
                        "quarterstaff",
                        6,
                        20,
                        knockBack={"distance": 2, "squares": 2, "position": {"x": 3}},
                    )
                ]
            }
        },
    ),
    Case(
        "arrayer-knock-back-saved",  # Physique 3 against 5 succeeds: not thrown
        ARRAYER,
        STAFF_AGAINST_BO,
        strike_at("ana", "bo"),
        (6, 3),
        {
            "attack": {
                "strikes": [
                    hit(
                        "ana",
                        "bo",
                        "quarterstaff",
                        6,
                        20,
                        knockBack={"saved": True, "position": {"x": 1}},
                    )
                ]
            }
        },
    ),
    Case(
        "arrayer-hold",  # hits bo with mancatcher, no damage; Dodge 15 against 8 fails: held
        ARRAYER,
        CATCHER_AGAINST_BO,
        strike_at("ana", "bo"),
        (3, 15),
        {
            "attack": {
                "strikes": [
                    unhurt(
                        "ana", "bo", "mancatcher", "OUTCOME_HIT", 9, conditions=["CONDITION_HELD"]
                    )
                ]
            }
        },
    ),
    Case(
        "arrayer-hold-dodged",  # Dodge 2 against 8 succeeds
        ARRAYER,
        CATCHER_AGAINST_BO,
        strike_at("ana", "bo"),
        (3, 2),
        {"attack": {"strikes": [unhurt("ana", "bo", "mancatcher", "OUTCOME_HIT", 9, dodged=True)]}},
    ),
    Case(
        "arrayer-spread",  # blunderbuss: bo for 3, then cy (adjacent, named) for 5
        ARRAYER,
        [
            arrayer("ana", "red", (0, 0), 9, "blunderbuss", proficiencies=gunpowder(2)),
            arrayer("bo", "blue", (2, 0), 9),
            arrayer("cy", "blue", (2, 1), 9),
        ],
        {"attack": {"attackerId": "ana", "targetId": "bo", "extraTargetIds": ["cy"]}},
        (3, 5),
        {
            "attack": {
                "strikes": [
                    hit("ana", "bo", "blunderbuss", 3, 9),
                    hit("ana", "cy", "blunderbuss", 5, 9, kind="STRIKE_KIND_SPREAD"),
                ]
            }
        },
    ),
    Case(
        "arrayer-behind",  # arquebus downs bo for 6; passes through into cy: d6 4 - armour 1
        ARRAYER,
        [
            arrayer("ana", "red", (0, 0), 9, "arquebus", proficiencies=gunpowder(2)),
            arrayer("bo", "blue", (3, 0), 2),
            arrayer("cy", "blue", (4, 0), 9, armour={"value": 1}),
        ],
        strike_at("ana", "bo"),
        (5, 4),
        {
            "attack": {
                "strikes": [
                    hit("ana", "bo", "arquebus", 6, 2, downed=True, conditions=DOWNED),
                    hit("ana", "cy", "arquebus", 3, 9, kind="STRIKE_KIND_BEHIND"),
                ]
            }
        },
    ),
    Case(
        "arrayer-follow-up",  # greatsword downs bo for 6, then strikes cy for 5
        ARRAYER,
        [
            arrayer("ana", "red", (0, 0), 9, "greatsword"),
            arrayer("bo", "blue", (1, 0), 2),
            arrayer("cy", "blue", (1, 1), 9),
        ],
        strike_at("ana", "bo"),
        (5, 4),
        {
            "attack": {
                "strikes": [
                    hit("ana", "bo", "greatsword", 6, 2, downed=True, conditions=DOWNED),
                    hit("ana", "cy", "greatsword", 5, 9, kind="STRIKE_KIND_FOLLOW_UP"),
                ]
            }
        },
    ),
    Case(
        "arrayer-horse",  # ana hits bo's horse with sword for 5 (odd face: the horse, A10)
        ARRAYER,
        [
            arrayer("ana", "red", (0, 0), 9, "sword"),
            arrayer(
                "bo", "blue", (1, 0), 9, arrayer={"mount": {"kind": "MOUNT_KIND_HORSE", "hp": 2}}
            ),
        ],
        strike_at("ana", "bo"),
        (5,),
        {
            "attack": {
                "strikes": [
                    hit(
                        "ana",
                        "bo/mount",
                        "sword",
                        5,
                        2,
                        downed=True,
                        mount=True,
                        conditions=["CONDITION_DOWNED"],
                    )
                ]
            }
        },
    ),
    # --- ARRAYER other actions ---------------------------------------------------------------
    Case(
        "arrayer-move",  # ana moves 2, to (2, 1)
        ARRAYER,
        [arrayer("ana", "red", (0, 0), 9, "sword"), arrayer("bo", "blue", (5, 0), 9)],
        {"move": {"combatantId": "ana", "path": [{"x": 1, "y": 0}, {"x": 2, "y": 1}]}},
        (),
        {"move": {"position": {"x": 2, "y": 1}, "squares": 2, "stop": "MOVE_STOP_NONE"}},
    ),
    Case(
        # ana bathes in ox's blood and heals 2 (ox's 2 Hit Dice); bo (-2) rolls 2: dies; cy (-3)
        # 4: light wound, right upper arm (location 10); di (-1) 14: recovers; ox (-10) 9: dies.
        "arrayer-aftermath",
        ARRAYER,
        [
            arrayer("ana", "red", (0, 0), 5, "sword", maxHp=9),
            arrayer("bo", "blue", (5, 0), -2),
            arrayer("cy", "blue", (5, 1), -3),
            arrayer("di", "blue", (5, 2), -1),
            arrayer("ox", "blue", (6, 2), -10, arrayer={"hitDice": 2}),
        ],
        {"aftermath": {"bloodBaths": [{"creatureId": "ox", "batherIds": ["ana"]}]}},
        (2, 4, 10, 14, 9),
        {
            "aftermath": {
                "verdicts": [
                    {"combatantId": "bo", "outcome": "OUTCOME_KILLED", "hp": -2},
                    {
                        "combatantId": "cy",
                        "outcome": "OUTCOME_WOUNDED",
                        "hp": -3,
                        "wound": {
                            "severity": "ARRAYER_WOUND_SEVERITY_LIGHT",
                            "location": "ARRAYER_HIT_LOCATION_UPPER_ARM",
                            "side": "ARRAYER_BODY_SIDE_RIGHT",
                        },
                    },
                    {"combatantId": "di", "outcome": "OUTCOME_RECOVERS", "hp": -1},
                    {"combatantId": "ox", "outcome": "OUTCOME_KILLED", "hp": -10},
                ],
                "bloodBaths": [{"combatantId": "ana", "hpBefore": 5, "hpAfter": 7}],
            }
        },
    ),
    Case(
        # ana rests and heals 2 (2 Hit Dice); bo's death check d20 1: dies; cy's 15: lives.
        "arrayer-nightly-rest",
        ARRAYER,
        [
            arrayer("ana", "red", (0, 0), 5, "sword", maxHp=9, arrayer={"hitDice": 2}),
            arrayer("bo", "blue", (5, 0), -2),
            arrayer("cy", "blue", (5, 1), -3),
        ],
        {"nightlyRest": {}},
        (1, 15),
        {
            "nightlyRest": {
                "combatants": [
                    {"combatantId": "ana", "hpBefore": 5, "hpAfter": 7},
                    {
                        "combatantId": "bo",
                        "deathCheck": True,
                        "died": True,
                        "hpBefore": -2,
                        "hpAfter": -2,
                    },
                    {"combatantId": "cy", "deathCheck": True, "hpBefore": -3, "hpAfter": -3},
                ]
            }
        },
    ),
    Case(
        "arrayer-short-rest",  # bo (hp -3) recovers at the short rest: hp 0; cy is not marked
        ARRAYER,
        [
            arrayer("ana", "red", (0, 0), 9, "sword"),
            arrayer("bo", "blue", (1, 0), -3, arrayer={"recoversAtShortRest": True}),
            arrayer("cy", "blue", (2, 0), -2),
        ],
        {"shortRest": {}},
        (),
        {"shortRest": {"recovered": [{"combatantId": "bo", "hpBefore": -3}]}},
    ),
    Case(
        "arrayer-escape",  # Dexterity save d20 9 against 12 succeeds: free
        ARRAYER,
        [
            arrayer(
                "ana",
                "red",
                (0, 0),
                5,
                conditions={"entanglement": {"source": "ENTANGLEMENT_SOURCE_BOLA"}},
                arrayer={"dexterity": 12},
            )
        ],
        {"escape": {"combatantId": "ana"}},
        (9,),
        {"escape": {"freed": True}},
    ),
    Case(
        "arrayer-escape-fails",  # Dexterity save d20 13 against 12 fails: still entangled
        ARRAYER,
        [
            arrayer(
                "ana",
                "red",
                (0, 0),
                5,
                conditions={"entanglement": {"source": "ENTANGLEMENT_SOURCE_BOLA"}},
                arrayer={"dexterity": 12},
            )
        ],
        {"escape": {"combatantId": "ana"}},
        (13,),
        {"escape": {}},
    ),
    Case(
        "arrayer-roll-weapon-type",  # rolls 1: blades improves to 2
        ARRAYER,
        [arrayer("ana", "red", (0, 0), 5)],
        {"rollWeaponType": {"combatantId": "ana"}},
        (1,),
        {"rollWeaponType": {"weaponType": "ARRAYER_WEAPON_TYPE_BLADES", "improvements": 2}},
    ),
    # --- `tiered` attacks --------------------------------------------------------------------
    Case(
        "tiered-hit",  # ana beats bo by 5 for 8 (20 against 15)
        TIERED,
        [ANA_SWORD, BO],
        strike_at("ana", "bo"),
        (15, 10),
        {"attack": {"strikes": [hit("ana", "bo", "one_handed_melee_t2", 8, 30)]}},
    ),
    Case(
        "tiered-counterattack",  # bo beats ana by 10 and counterattacks with unarmed for 12
        TIERED,
        [ANA_SWORD, BO],
        strike_at("ana", "bo"),
        (5, 15),
        {
            "attack": {
                "strikes": [
                    unhurt("ana", "bo", "one_handed_melee_t2", "OUTCOME_MISS", 30),
                    hit("bo", "ana", "unarmed", 12, 30, kind="STRIKE_KIND_COUNTERATTACK"),
                ]
            }
        },
    ),
    Case(
        "tiered-tie",  # ana and bo tie at 16: nothing happens
        TIERED,
        [ANA_SWORD, BO],
        strike_at("ana", "bo"),
        (11, 11),
        {"attack": {"strikes": [unhurt("ana", "bo", "one_handed_melee_t2", "OUTCOME_TIE", 30)]}},
    ),
    Case(
        "tiered-defended",  # bo beats ana by 11, but cannot reach back from 2 tiles
        TIERED,
        [
            tiered(
                "ana",
                "red",
                (0, 0),
                {"catalogId": "two_handed_melee_t3"},
                skills={"twoHandedMelee": 2},
            ),
            at(BO, 2, 0),
        ],
        strike_at("ana", "bo"),
        (5, 15),
        {
            "attack": {
                "strikes": [unhurt("ana", "bo", "two_handed_melee_t3", "OUTCOME_DEFENDED", 30)]
            }
        },
    ),
    Case(
        # ana beats bo by 19 for 22; her natural 20 lowers bo's armour Tier 2 to 1; bo's
        # natural 1 breaks a hand: 10 damage, which downs it.
        "tiered-criticals",
        TIERED,
        [ANA_SWORD, BO],
        strike_at("ana", "bo"),
        (20, 1),
        {
            "attack": {
                "strikes": [hit("ana", "bo", "one_handed_melee_t2", 22, 30)],
                "criticals": [
                    {
                        "rollerId": "ana",
                        "combatantId": "bo",
                        "degraded": "CRITICAL_TARGET_ARMOUR",
                        "tierBefore": 2,
                        "tierAfter": 1,
                    },
                    {
                        "rollerId": "bo",
                        "combatantId": "bo",
                        "fumble": True,
                        "damage": 10,
                        "hpBefore": 8,
                        "hpAfter": -2,
                    },
                ],
            }
        },
    ),
    Case(
        "tiered-guaranteed",  # hits bo at 5 tiles (guaranteed within 5) for 3
        TIERED,
        [
            tiered(
                "ana",
                "red",
                (0, 0),
                {"catalogId": "one_handed_crossbow_t3"},
                skills={"mainHandCrossbow": 5},
            ),
            at(BO, 5, 0),
        ],
        strike_at("ana", "bo"),
        (),
        {"attack": {"strikes": [hit("ana", "bo", "one_handed_crossbow_t3", 3, 30)]}},
    ),
    Case(
        "tiered-siege-structure",  # hits the stationary target at (40, 3) for 32 (20 + roll 12)
        TIERED,
        [
            tiered(
                "ana",
                "red",
                (0, 0),
                {"catalogId": "siege_weapon_t2"},
                skills={"siegeWeapon": 2, "scholar": 5},
            ),
            BO,
        ],
        {"attack": {"attackerId": "ana", "targetPosition": {"x": 40, "y": 3}}},
        (12,),
        {
            "attack": {
                "strikes": [
                    {
                        "kind": "STRIKE_KIND_PRIMARY",
                        "attackerId": "ana",
                        "weaponId": "siege_weapon_t2",
                        "outcome": "OUTCOME_HIT",
                        "damage": 32,
                        "targetPosition": {"x": 40, "y": 3},
                    }
                ]
            }
        },
    ),
    # --- `tiered` other actions --------------------------------------------------------------
    Case(
        # bo moves 3, to (0, 2), and is caught by trap snare (16 against 7): 18 damage,
        # immobilised 6 rounds (both doubled: basic tools).
        "tiered-move-trap",
        TIERED,
        [SETTER, tiered("bo", "blue", (0, 5), presence=1, skills={"traps": 1})],
        {
            "move": {
                "combatantId": "bo",
                "path": [{"x": 0, "y": 4}, {"x": 0, "y": 3}, {"x": 0, "y": 2}],
            }
        },
        (5,),
        {
            "move": {
                "position": {"y": 2},
                "squares": 3,
                "stop": "MOVE_STOP_TRAP",
                "stoppedById": "snare",
                "trapCatch": {
                    "trapId": "snare",
                    "combatantId": "bo",
                    "damage": 18,
                    "hpBefore": 30,
                    "hpAfter": 12,
                    "immobilisedRounds": 6,
                },
            }
        },
        {"traps": [SNARE]},
    ),
    Case(
        "tiered-move-porters",  # ana moves 1, to (1, 0); cy carries with her to (1, 1)
        TIERED,
        [
            tiered("ana", "red", (0, 0), {"catalogId": "siege_weapon_t4"}, body=10),
            tiered("cy", "red", (0, 1), body=6),
            at(BO, 5, 5),
        ],
        {"move": {"combatantId": "ana", "path": [{"x": 1, "y": 0}], "porterIds": ["cy"]}},
        (),
        {
            "move": {
                "position": {"x": 1},
                "squares": 1,
                "stop": "MOVE_STOP_NONE",
                "porters": [{"combatantId": "cy", "position": {"x": 1, "y": 1}, "squares": 1}],
            }
        },
    ),
    Case(
        "tiered-reload",  # ana reloads two_handed_crossbow_t3 (1 to go)
        TIERED,
        [
            tiered(
                "ana",
                "red",
                (0, 0),
                {"catalogId": "two_handed_crossbow_t3", "reloadActionsNeeded": 2},
                skills={"twoHandedCrossbow": 3},
            ),
            BO,
        ],
        {"reload": {"combatantId": "ana", "weaponId": "two_handed_crossbow_t3"}},
        (),
        {"reload": {"weaponId": "two_handed_crossbow_t3", "reloadActionsNeeded": 1}},
    ),
    Case(
        # ana, in shadow from both (T13), rolls stealth 18: bo (10) loses sight of her; cy (21)
        # spots her.
        "tiered-stealth-check",
        TIERED,
        [
            tiered("ana", "red", (0, 0), presence=2, skills={"stealth": 4}),
            BO,
            tiered("cy", "blue", (2, 0), presence=3, skills={"stealth": 3}),
        ],
        {"stealthCheck": {"combatantId": "ana", "obscuredFromIds": ["bo", "cy"]}},
        (12, 10, 15),
        {"stealthCheck": {"stealthed": True, "flaggedIds": ["bo"]}},
    ),
    Case(
        "tiered-locate",  # bo (19) locates ana (18)
        TIERED,
        [
            tiered(
                "ana",
                "red",
                (0, 0),
                presence=2,
                skills={"stealth": 4},
                conditions={"stealthed": True},
            ),
            {**BO, "conditions": {"stealthFlaggedBy": ["ana"]}},
        ],
        {"locateStealthed": {"combatantId": "bo", "targetId": "ana"}},
        (19, 12),
        {"locateStealthed": {"found": True}},
    ),
    Case(
        "tiered-set-trap-step",  # ana gets the gear ready for trap snare (step 1 of 3)
        TIERED,
        [SETTER],
        {"setTrap": {"combatantId": "ana", "trapId": "snare", "position": {"x": 0, "y": 1}}},
        (),
        {"setTrap": {"trapId": "snare", "setupStepsLeft": 2}},
    ),
    Case(
        "tiered-set-trap",  # ana sets trap snare at (0, 1), difficulty 16 (3 + 2 + 11)
        TIERED,
        [SETTER],
        {
            "setTrap": {
                "combatantId": "ana",
                "trapId": "snare",
                "position": {"x": 0, "y": 1},
                "outOfCombat": True,
            }
        },
        (11,),
        {"setTrap": {"trapId": "snare", "armed": True, "difficulty": 16}},
    ),
    Case(
        "tiered-break-free",  # bo breaks free (17 against 16)
        TIERED,
        [{**BO, "conditions": {"immobilisedRounds": 6, "immobilisedDifficulty": 16}}],
        {"breakFree": {"combatantId": "bo", "stat": "TIERED_STAT_BODY"}},
        (15,),
        {"breakFree": {"freed": True}},
    ),
    Case(
        "tiered-break-free-fails",  # bo stays caught (16 against 16: a tie frees nobody)
        TIERED,
        [{**BO, "conditions": {"immobilisedRounds": 6, "immobilisedDifficulty": 16}}],
        {"breakFree": {"combatantId": "bo", "stat": "TIERED_STAT_BODY"}},
        (14,),
        {"breakFree": {}},
    ),
    Case(
        "tiered-disarm",  # ana disarms trap snare
        TIERED,
        [SETTER],
        {"disarmTrap": {"combatantId": "ana", "trapId": "snare"}},
        (),
        {"disarmTrap": {"trapId": "snare", "removed": True}},
        {"traps": [SNARE]},
    ),
    Case(
        # The case: ana traps 20 against 16 (20 - 5 zones + 2 days - 1 regenerated):
        # 8 food, 20 feathers, 8 cloth (basic tools); the zone has 2 successful days now, so its
        # new difficulty is 20 - 5 + 2 = 17.
        "tiered-trap-for-food",
        TIERED,
        [tiered("ana", "red", None, presence=2, skills={"traps": 3})],
        {
            "trapForFood": {
                "combatantId": "ana",
                "zonesAway": 5,
                "successfulDays": 2,
                "monthsElapsed": 1,
                "basicTools": True,
            }
        },
        (15,),
        {
            "trapForFood": {
                "success": True,
                "food": 8,
                "feathers": 20,
                "cloth": 8,
                "difficulty": 16,
                "successfulDays": 2,
                "nextDifficulty": 17,
            }
        },
    ),
]


def _request(case: Case, detail: int) -> combat_service_pb2.ResolveActionRequest:
    request = json_format.ParseDict(
        {
            "state": {"ruleset": case.ruleset, "combatants": case.combatants, **case.state},
            "action": case.action,
            "dice": {"forced": {"faces": list(case.faces)}},
        },
        combat_service_pb2.ResolveActionRequest(),
    )
    request.trace_detail = detail  # type: ignore[assignment]
    return request


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_result_at_trace_detail_none(stub: Stub, case: Case) -> None:
    response = stub.ResolveAction(_request(case, trace_pb2.TRACE_DETAIL_NONE))
    assert not response.trace.events
    assert response.result.WhichOneof("kind") == case.kind
    assert json_format.MessageToDict(response.result) == case.result
    # The same at full detail: the result does not depend on the trace asked for.
    full = stub.ResolveAction(_request(case, trace_pb2.TRACE_DETAIL_FULL))
    assert full.trace.events
    assert full.result == response.result


def _rulesets(number: int) -> tuple[str, ...]:
    """The rulesets taking an Action kind, by its field number (action.proto's ranges)."""
    if number < 10:
        return (ARRAYER, TIERED)
    return (ARRAYER,) if number < 30 else (TIERED,)


def test_every_action_kind_of_each_ruleset_has_a_case() -> None:
    # With test_result_at_trace_detail_none (each case's result is of its action's kind), every
    # kind of both rulesets is held to answering with a result: a new kind without one fails here.
    kinds = action_pb2.Action.DESCRIPTOR.oneofs_by_name["kind"].fields
    assert {k.name for k in kinds} == {kind.kind for kind in typing.get_args(Action)}
    covered = {(case.kind, case.ruleset) for case in CASES}
    missing = {(k.name, r) for k in kinds for r in _rulesets(k.number)} - covered
    assert not missing


def test_trap_for_food_result_survives_trace_detail_none(stub: Stub) -> None:
    # Issue 7 item 14 verbatim: at TRACE_DETAIL_NONE a trapForFood response used to be just the
    # unchanged state, its yields lost.
    (case,) = (c for c in CASES if c.name == "tiered-trap-for-food")
    response = stub.ResolveAction(_request(case, trace_pb2.TRACE_DETAIL_NONE))
    food = response.result.trap_for_food
    assert (food.food, food.feathers, food.cloth, food.difficulty, food.successful_days) == (
        8,
        20,
        8,
        16,
        2,
    )


def test_batch_action_items_carry_the_result(stub: Stub) -> None:
    (case,) = (c for c in CASES if c.name == "arrayer-follow-up")
    request = combat_service_pb2.ResolveBatchRequest(
        item=combat_service_pb2.BatchItem(
            id="one", action=_request(case, trace_pb2.TRACE_DETAIL_NONE)
        )
    )
    (item,) = stub.ResolveBatch(iter([request]))
    assert json_format.MessageToDict(item.action.result) == case.result


def _skirmish(detail: int) -> combat_service_pb2.ResolveEncounterRequest:
    """ana (sword) against bo (0 HP) and cy, all adjacent; one round, then the aftermath."""
    request = json_format.ParseDict(
        {
            "state": {
                "ruleset": ARRAYER,
                "combatants": [
                    arrayer("ana", "red", (0, 0), 20, "sword"),
                    arrayer("bo", "blue", (1, 0), 0),
                    arrayer("cy", "blue", (0, 1), 20, "sword"),
                ],
            },
            "maxRounds": 1,
            "aftermath": True,
            # initiative 6 (red acts second); cy hits ana (1); ana hits bo (3, to -3); blue's
            # morale: first loss 2 + 2 = 4 holds, half strength 3 + 6 = 9 breaks; bo's aftermath
            # d20 6 recovers (>= 2 x 3).
            "dice": {"forced": {"faces": [6, 1, 3, 2, 2, 3, 6, 6]}},
        },
        combat_service_pb2.ResolveEncounterRequest(),
    )
    request.trace_detail = detail  # type: ignore[assignment]
    return request


def test_encounter_outcome_reports_morale_checks_and_aftermath(stub: Stub) -> None:
    response = stub.ResolveEncounter(_skirmish(trace_pb2.TRACE_DETAIL_NONE))
    assert not response.trace.events
    assert json_format.MessageToDict(response.outcome) == {
        "endReason": "END_REASON_SIDE_ROUTED",
        "winningSideId": "red",
        "rounds": 1,
        "moraleChecks": [
            {
                "sideId": "blue",
                "trigger": "MORALE_TRIGGER_FIRST_LOSS",
                "target": 7,
                "roll": 4,
                "held": True,
            },
            {"sideId": "blue", "trigger": "MORALE_TRIGGER_HALF_STRENGTH", "target": 7, "roll": 9},
        ],
        "aftermath": {"verdicts": [{"combatantId": "bo", "outcome": "OUTCOME_RECOVERS", "hp": -3}]},
    }
    # The full trace tells the same story, check by check.
    full = stub.ResolveEncounter(_skirmish(trace_pb2.TRACE_DETAIL_FULL))
    checks = [e for e in full.trace.events if e.kind == trace_pb2.EVENT_KIND_MORALE_CHECK]
    assert [(e.side_id, e.outcome, sum(d.face for d in e.dice)) for e in checks] == [
        (c.side_id, trace_pb2.OUTCOME_HELD if c.held else trace_pb2.OUTCOME_BROKE, c.roll)
        for c in response.outcome.morale_checks
    ]
    assert full.outcome == response.outcome
