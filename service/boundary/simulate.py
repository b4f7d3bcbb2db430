"""Simulate between ``arbiter.v1`` and the engine (engine/simulate.py): the request in, the
tally out as a SimulationResult of raw counts whose derived figures (rates, Wilson intervals,
means, percentiles) ``arbiter.simulation.finish`` fills, the one implementation of them that
clients merging parts use too; progress messages take their intervals from the same module."""

from __future__ import annotations

import hashlib
import secrets
from collections import Counter
from dataclasses import dataclass

from arbiter.simulation import finish, finish_side
from arbiter.v1 import combat_service_pb2
from engine.catalog import Catalog
from engine.errors import LimitExceededError
from engine.options import EncounterOptions
from engine.simulate import SimulationTally, check_run_range
from engine.state import EncounterState
from service.boundary.codec.readers.sizes import check_simulate_request
from service.boundary.convert import converted_state_from_proto, max_rounds_from_proto, read_options
from service.limits import Limits

__all__ = [
    "SimulateRequest",
    "Standings",
    "check_runs",
    "encounter_digest",
    "progress_to_proto",
    "simulate_request_from_proto",
    "simulation_result_to_proto",
]


@dataclass(frozen=True, slots=True)
class SimulateRequest:
    """A SimulateRequest in engine terms; ``seed`` drawn at random when the request sets none."""

    state: EncounterState
    options: EncounterOptions
    seed: int
    runs: int
    first_run: int
    digest: str
    """SimulationResult.encounter_digest (``encounter_digest``)."""


def check_runs(msg: combat_service_pb2.SimulateRequest, limits: Limits) -> None:
    """From 1 to ``max_simulation_runs`` runs, first_run 0 or more (engine.simulate's own check
    for the least); checked before anything else, as it costs nothing, and so before the call
    may wait for its turn."""
    check_run_range(msg.runs, msg.first_run)
    if msg.runs > limits.max_simulation_runs:
        raise LimitExceededError(
            f"runs {msg.runs} exceeds this server's limit of {limits.max_simulation_runs} "
            "(max_simulation_runs); split the simulation over calls (first_run)",
            reason="LIMIT_EXCEEDED",
            field="runs",
        )


def encounter_digest(msg: combat_service_pb2.SimulateRequest, limits: Limits) -> str:
    """SHA-256 (hex) of the encounter ``msg`` plays: the request without its seed, runs and
    first_run, max_rounds as applied, serialized deterministically (SimulationResult's
    encounter_digest), so the parts of one simulation carry the same one and no other does."""
    played = combat_service_pb2.SimulateRequest()
    played.CopyFrom(msg)
    for name in ("seed", "runs", "first_run"):
        played.ClearField(name)
    played.max_rounds = max_rounds_from_proto(msg, limits)
    return hashlib.sha256(played.SerializeToString(deterministic=True)).hexdigest()


def simulate_request_from_proto(
    msg: combat_service_pb2.SimulateRequest, catalog: Catalog, limits: Limits
) -> SimulateRequest:
    """Everything Simulate needs: its sizes checked, then its fields in request order (state,
    then the options: script, max_rounds, the tactics); the engine checks the rest
    (engine.simulate.simulate), ``check_runs`` the runs."""
    check_simulate_request(msg, limits, deep=False)
    state, _ = converted_state_from_proto(msg.state, catalog, limits)
    options = read_options(msg, limits)
    return SimulateRequest(
        state=state,
        options=options,
        seed=msg.seed if msg.HasField("seed") else secrets.randbits(64),
        runs=msg.runs,
        first_run=msg.first_run,
        digest=encounter_digest(msg, limits),
    )


def _distribution_into(into: combat_service_pb2.Distribution, histogram: Counter[int]) -> None:
    into.SetInParent()  # an empty distribution is still one
    for value, count in sorted(histogram.items()):
        into.histogram.add(value=value, count=count)
    into.total = sum(value * count for value, count in histogram.items())


def simulation_result_to_proto(
    tally: SimulationTally, seed: int, digest: str
) -> combat_service_pb2.SimulationResult:
    """The tally's counts as a SimulationResult of the encounter of ``digest``
    (encounter_digest), its derived figures filled by ``finish``."""
    result = combat_service_pb2.SimulationResult(
        seed=seed,
        first_run=tally.first_run,
        runs=tally.runs,
        draws=tally.draws,
        encounter_digest=digest,
    )
    for side_id, wins, routs in zip(tally.side_ids, tally.wins, tally.routs, strict=True):
        result.sides.add(side_id=side_id, wins=wins, routs=routs)
    _distribution_into(result.rounds, tally.rounds)
    for i, combatant_id in enumerate(tally.combatant_ids):
        stats = result.combatants.add(
            combatant_id=combatant_id,
            survived=tally.survived[i],
            aftermath_deaths=tally.aftermath_deaths[i],
        )
        _distribution_into(stats.damage_dealt, tally.dealt[i])
        _distribution_into(stats.damage_taken, tally.taken[i])
    for reason, count in sorted(tally.end_reasons.items()):
        result.end_reasons.add(
            end_reason=combat_service_pb2.EndReason.ValueType(reason), count=count
        )
    return finish(result)


@dataclass(frozen=True, slots=True)
class Standings:
    """What a progress message says, taken from the tally in the engine thread: runs done, and
    wins and routs per side (``side_ids``, the tally's side order); or, before the runs begin,
    the simulation's place in the queue for an engine thread (``queue_position``)."""

    runs_done: int
    side_ids: tuple[str, ...]
    wins: tuple[int, ...]
    routs: tuple[int, ...]
    queue_position: int = 0

    @classmethod
    def of(cls, runs_done: int, tally: SimulationTally) -> Standings:
        """The standings of ``tally`` after ``runs_done`` runs."""
        return cls(runs_done, tally.side_ids, tuple(tally.wins), tuple(tally.routs))

    @classmethod
    def queued(cls, place: int) -> Standings:
        """A simulation waiting at ``place`` in the queue (1: next), nothing run yet."""
        return cls(0, (), (), (), place)


def progress_to_proto(standings: Standings, runs: int) -> combat_service_pb2.SimulateResponse:
    """A progress message: runs done of ``runs``, and the running win rates with the result's
    Wilson interval (arbiter.simulation.finish_side)."""
    response = combat_service_pb2.SimulateResponse()
    progress = response.progress
    progress.runs_done = standings.runs_done
    progress.runs = runs
    progress.queue_position = standings.queue_position
    for side_id, wins, routs in zip(
        standings.side_ids, standings.wins, standings.routs, strict=True
    ):
        finish_side(
            progress.sides.add(side_id=side_id, wins=wins, routs=routs), standings.runs_done
        )
    return response
