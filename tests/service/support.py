"""Shared by the service tests: arbiter.v1 request builders, google.rpc detail reading, a real
grpc.aio server on 127.0.0.1 running in a background thread's event loop, and metrics scraping."""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
import urllib.request
from collections.abc import Coroutine, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

import grpc
from google.protobuf import any_pb2
from google.protobuf.message import Message
from google.rpc import error_details_pb2, status_pb2
from grpc_status import rpc_status
from prometheus_client.parser import text_string_to_metric_families

from arbiter.v1 import (
    action_pb2,
    combat_service_pb2,
    combat_service_pb2_grpc,
    dice_pb2,
    state_pb2,
    trace_pb2,
    weapon_pb2,
)
from service.servicer import CombatServicer, add_combat_servicer

__all__ = [
    "DUAL_WEAPONS",
    "HEAVY_ROUNDS",
    "ErrorDetails",
    "LoopbackServer",
    "arrayer_fighter",
    "attack",
    "batch_item",
    "cheap_action",
    "details_of",
    "dual_against_dual_odds",
    "dual_wield_odds",
    "encounter",
    "forced",
    "heavy_encounter",
    "metric_sample",
    "proc_status",
    "rpc_error_details",
    "scrape_metrics",
    "seeded",
    "tiered_fighter",
]

_T = TypeVar("_T")

_SCRAPE_TIMEOUT = 30.0  # a hang guard

#: Rounds of ``heavy_encounter``.
HEAVY_ROUNDS = 200

BLADES = weapon_pb2.ARRAYER_WEAPON_TYPE_BLADES


def arrayer_fighter(
    combatant_id: str,
    side: str,
    *,
    hp: int = 5,
    weapons: Sequence[str] = ("sword",),
    armour: int = 0,
    blades: int = 1,
    at: tuple[int, int] | None = None,
) -> state_pb2.Combatant:
    """An ARRAYER combatant carrying catalog weapons, with ``blades`` improvements in blades."""
    return state_pb2.Combatant(
        id=combatant_id,
        side_id=side,
        hp=hp,
        weapons=[weapon_pb2.Weapon(catalog_id=w) for w in weapons],
        armour=state_pb2.Armour(value=armour) if armour else None,
        position=state_pb2.Position(x=at[0], y=at[1]) if at else None,
        arrayer=state_pb2.ArrayerCombatant(
            proficiencies=[state_pb2.WeaponProficiency(weapon_type=BLADES, improvements=blades)]
        ),
    )


def tiered_fighter(
    combatant_id: str,
    side: str,
    *,
    hp: int = 30,
    weapons: Sequence[str] = (),
    body: int = 3,
    reflex: int = 2,
    skills: state_pb2.TieredSkills | None = None,
    armour: int = 0,
    at: tuple[int, int] | None = None,
) -> state_pb2.Combatant:
    """A `tiered` combatant carrying catalog weapons."""
    return state_pb2.Combatant(
        id=combatant_id,
        side_id=side,
        hp=hp,
        weapons=[weapon_pb2.Weapon(catalog_id=w) for w in weapons],
        armour=state_pb2.Armour(value=armour) if armour else None,
        position=state_pb2.Position(x=at[0], y=at[1]) if at else None,
        tiered=state_pb2.TieredCombatant(body=body, reflex=reflex, skills=skills),
    )


def encounter(
    ruleset: state_pb2.Ruleset.ValueType, *combatants: state_pb2.Combatant
) -> state_pb2.EncounterState:
    """An encounter of ``ruleset`` with these combatants."""
    return state_pb2.EncounterState(ruleset=ruleset, combatants=combatants)


def attack(attacker: str, target: str, weapon_id: str = "") -> action_pb2.Action:
    """An attack action."""
    return action_pb2.Action(
        attack=action_pb2.Attack(attacker_id=attacker, target_id=target, weapon_id=weapon_id)
    )


def forced(*faces: int) -> dice_pb2.Dice:
    """Forced dice."""
    return dice_pb2.Dice(forced=dice_pb2.ForcedDice(faces=faces))


def seeded(seed: int) -> dice_pb2.Dice:
    """Seeded dice."""
    return dice_pb2.Dice(seed=seed)


@dataclass(frozen=True, slots=True)
class ErrorDetails:
    """The google.rpc details of an error, unpacked (None when absent)."""

    bad_request: error_details_pb2.BadRequest | None
    error_info: error_details_pb2.ErrorInfo | None
    precondition: error_details_pb2.PreconditionFailure | None

    @property
    def fields(self) -> list[str]:
        """The field violations' fields."""
        return [v.field for v in self.bad_request.field_violations] if self.bad_request else []

    @property
    def reason(self) -> str:
        """ErrorInfo.reason."""
        assert self.error_info is not None
        return str(self.error_info.reason)


def details_of(details: Iterable[any_pb2.Any]) -> ErrorDetails:
    """Unpack a Status's (or BatchItemError's) details; a repeated type fails the test."""
    bad_request = error_info = precondition = None
    for detail in details:
        if detail.Is(error_details_pb2.BadRequest.DESCRIPTOR):
            assert bad_request is None
            bad_request = error_details_pb2.BadRequest()
            detail.Unpack(bad_request)
        elif detail.Is(error_details_pb2.ErrorInfo.DESCRIPTOR):
            assert error_info is None
            error_info = error_details_pb2.ErrorInfo()
            detail.Unpack(error_info)
        elif detail.Is(error_details_pb2.PreconditionFailure.DESCRIPTOR):
            assert precondition is None
            precondition = error_details_pb2.PreconditionFailure()
            detail.Unpack(precondition)
        else:
            raise AssertionError(f"unexpected detail type: {detail.type_url}")
    return ErrorDetails(bad_request, error_info, precondition)


def rpc_error_details(err: grpc.RpcError) -> tuple[status_pb2.Status, ErrorDetails]:
    """The google.rpc.Status a failed sync call carried in its trailers, and its details."""
    assert isinstance(err, grpc.Call)
    status = rpc_status.from_call(err)
    assert isinstance(status, status_pb2.Status), "no grpc-status-details-bin trailer"
    assert status.code == err.code().value[0]
    return status, details_of(status.details)


class LoopbackServer:
    """A grpc.aio server on 127.0.0.1 (ephemeral port), in its own thread and event loop, so sync
    tests can call it with the blocking client."""

    def __init__(self, servicer: CombatServicer) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        self.port = self._call(self._start(servicer))
        self.target = f"127.0.0.1:{self.port}"

    def _call(self, coroutine: Coroutine[object, object, _T]) -> _T:
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout=30)

    async def _start(self, servicer: CombatServicer) -> int:
        self._server = grpc.aio.server()  # inside the loop it will serve on
        add_combat_servicer(servicer, self._server)
        port = self._server.add_insecure_port("127.0.0.1:0")
        await self._server.start()
        return port

    def submit(self, coroutine: Coroutine[object, object, _T]) -> concurrent.futures.Future[_T]:
        """Run ``coroutine`` in the server's loop (e.g. a job of the servicer's own offload)."""
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop)

    def stop(self) -> None:
        """Stop the server (cancelling any call in flight) and its loop."""
        self._call(self._server.stop(None))
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=30)
        self._loop.close()

    def stub(self) -> tuple[grpc.Channel, combat_service_pb2_grpc.CombatServiceStub]:
        """A blocking channel and stub to this server (close the channel when done)."""
        channel = grpc.insecure_channel(self.target)
        return channel, combat_service_pb2_grpc.CombatServiceStub(channel)


def heavy_encounter() -> combat_service_pb2.ResolveEncounterRequest:
    """64 `tiered` combatants that cannot fall in 200 rounds, spread so that every turn walks."""
    fighters = [
        tiered_fighter(f"c{i}", "blue" if i % 2 else "red", hp=1_000_000, at=(3 * i, 150 * (i % 2)))
        for i in range(64)
    ]
    return combat_service_pb2.ResolveEncounterRequest(
        state=encounter(state_pb2.RULESET_TIERED, *fighters),
        dice=seeded(7),
        max_rounds=HEAVY_ROUNDS,
        trace_detail=trace_pb2.TRACE_DETAIL_NONE,
    )


def cheap_action() -> combat_service_pb2.ResolveActionRequest:
    """A `tiered` attack on a two-combatant state: as cheap as calls come."""
    return combat_service_pb2.ResolveActionRequest(
        state=encounter(
            state_pb2.RULESET_TIERED, tiered_fighter("ana", "red"), tiered_fighter("bo", "blue")
        ),
        action=attack("ana", "bo"),
        dice=forced(15, 10),
    )


def batch_item(
    item_id: str,
    request: combat_service_pb2.ResolveActionRequest | combat_service_pb2.ResolveEncounterRequest,
) -> combat_service_pb2.ResolveBatchRequest:
    """A batch stream message carrying one item."""
    if isinstance(request, combat_service_pb2.ResolveActionRequest):
        item = combat_service_pb2.BatchItem(id=item_id, action=request)
    else:
        item = combat_service_pb2.BatchItem(id=item_id, encounter=request)
    return combat_service_pb2.ResolveBatchRequest(item=item)


def scrape_metrics(port: int) -> str:
    """The text of a server's /metrics endpoint on 127.0.0.1:``port``."""
    url = f"http://127.0.0.1:{port}/metrics"
    with urllib.request.urlopen(url, timeout=_SCRAPE_TIMEOUT) as resp:
        text: str = resp.read().decode()
    return text


def metric_sample(text: str, name: str, **labels: str) -> float:
    """Sum of the samples called ``name`` whose labels include ``labels`` (0 if none)."""
    total = 0.0
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == name and labels.items() <= sample.labels.items():
                total += sample.value
    return total


def proc_status(pid: int, key: str) -> int:
    """The number of ``key`` in /proc/``pid``/status (``Threads``; ``VmHWM``: peak RSS, KiB)."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith(f"{key}:"):
                return int(line.split()[1])
    raise AssertionError(f"no {key} line in /proc/{pid}/status")


#: A `tiered` dual wielder's weapons.
DUAL_WEAPONS = (
    weapon_pb2.Weapon(catalog_id="one_handed_melee_t3"),
    weapon_pb2.Weapon(catalog_id="one_handed_melee_t2", hand=weapon_pb2.HAND_OFF),
)


def dual_wield_odds() -> combat_service_pb2.ComputeOddsRequest:
    """A `tiered` dual wielder's odds: 8,000 branches (0.23 s of a compiled engine)."""
    skills = state_pb2.TieredSkills(main_hand_melee=4, off_hand_melee=2)
    ana = tiered_fighter("ana", "red", skills=skills)
    ana.weapons.extend(DUAL_WEAPONS)
    return combat_service_pb2.ComputeOddsRequest(
        state=encounter(
            state_pb2.RULESET_TIERED,
            ana,
            tiered_fighter("bo", "blue", skills=state_pb2.TieredSkills(unarmed=2)),
        ),
        action=action_pb2.Action(
            attack=action_pb2.Attack(
                attacker_id="ana",
                target_id="bo",
                weapon_id="one_handed_melee_t3",
                off_hand_weapon_id="one_handed_melee_t2",
            )
        ),
    )


def dual_against_dual_odds() -> combat_service_pb2.ComputeOddsRequest:
    """Both sides dual wield: 25,000 branches walked before max_dice (1.9 s of a pure engine)."""
    request = dual_wield_odds()
    request.state.combatants[1].weapons.extend(DUAL_WEAPONS)
    request.state.combatants[1].tiered.skills.main_hand_melee = 3
    request.action.attack.defender_off_hand_weapon_id = "one_handed_melee_t2"
    return request


_Answer = TypeVar("_Answer", bound=Message)


def without_rules_version(answer: _Answer) -> _Answer:
    """A copy of ``answer`` without its rules version: a unary answer as a batch's result says
    the same (a batch carries the version once: ResolveManyResponse, a stream's first
    ResolveBatchResponse), or a stream's answer as the others of its stream."""
    copy = type(answer)()
    copy.CopyFrom(answer)
    copy.ClearField("rules_version")
    return copy
