"""ARRAYER round structure (A13-A15) under forced dice: phases, reload chits, morale, routs,
the aftermath after the end; who rolls initiative (A27)."""

from __future__ import annotations

import pytest

from engine import EndReason, ForcedDice, InvalidRequestError, resolve_encounter
from engine.options import EncounterOptions
from engine.state import Combatant, EncounterState, Ruleset, Sentiment, Side, find_combatant
from engine.trace import EventKind, Outcome, TraceEvent
from tests.engine.factories import arrayer_fighter


def state(*combatants: Combatant, sides: tuple[Side, ...] = ()) -> EncounterState:
    return EncounterState(Ruleset.ARRAYER, combatants, sides=sides)


def test_archer_shoots_reloads_and_shoots_again() -> None:
    # ana (bow, reload 1 chit) stands; bo walks 5 squares a round toward her.
    ana = arrayer_fighter("ana", "red", weapons=("bow",), at=(0, 0), hp=20)
    bo = arrayer_fighter("bo", "blue", weapons=("sword",), at=(7, 0), hp=20)
    # Round 1: initiative 1 (red first); bo walks to 2 squares away; ana shoots (12: miss).
    # Round 2: initiative 1; bo closes; ana's chit comes off (she neither moved nor was attacked)
    # and she shoots again (12: miss); bo strikes (12: miss).
    faces = (1, 12, 1, 12, 12)
    result = resolve_encounter(
        state(ana, bo), ForcedDice(faces, budget=10), EncounterOptions(max_rounds=2)
    )
    kinds = [e.kind for e in result.events]
    assert kinds[:9] == [
        EventKind.ROUND_START,
        EventKind.INITIATIVE,
        EventKind.PHASE_MOVEMENT,
        EventKind.MOVE,
        EventKind.PHASE_RELOADING,
        EventKind.PHASE_SHOOTING,
        EventKind.ATTACK,
        EventKind.PHASE_MELEE,
        EventKind.PHASE_MORALE,
    ]
    reload = next(e for e in result.events if e.kind is EventKind.RELOAD_CHIT)
    assert (reload.round, reload.outcome, reload.summary) == (
        2,
        Outcome.SUCCESS,
        "ana reloads bow: 0 chits left",
    )
    attacks = [
        (e.round, e.actor_id, e.weapon_id) for e in result.events if e.kind is EventKind.ATTACK
    ]
    assert attacks == [(1, "ana", "bow"), (2, "ana", "bow"), (2, "bo", "sword")]


def test_attacked_archer_loses_the_chit() -> None:
    # A14: bo strikes ana after she shot, so round 2's chit does not come off.
    ana = arrayer_fighter("ana", "red", weapons=("bow",), at=(0, 0), hp=20)
    bo = arrayer_fighter("bo", "blue", weapons=("spear",), at=(1, 0), hp=20)
    faces = (1, 12, 12, 1, 12)  # red first; ana shoots, bo strikes; round 2: only bo strikes
    result = resolve_encounter(
        state(ana, bo), ForcedDice(faces, budget=10), EncounterOptions(max_rounds=2)
    )
    reload = next(e for e in result.events if e.kind is EventKind.RELOAD_CHIT)
    assert (reload.outcome, reload.summary) == (
        Outcome.FAILURE,
        "ana reloads bow: no chit off (moved or was attacked), 1 left",
    )


def test_morale_break_routs_the_side() -> None:
    # ana downs bo (6 on 1 HP); cy misses (12). Blue lost its first member: 2d6 6 + 6 = 12 > 7
    # breaks, and blue routs (its half-strength check never comes).
    ana = arrayer_fighter("ana", "red", hp=20)
    bo = arrayer_fighter("bo", "blue", hp=1)
    cy = arrayer_fighter("cy", "blue", hp=20)
    result = resolve_encounter(
        state(ana, bo, cy), ForcedDice((1, 6, 12, 6, 6), budget=10), EncounterOptions(max_rounds=3)
    )
    morale = [e for e in result.events if e.kind is EventKind.MORALE_CHECK]
    assert [(e.side_id, e.outcome) for e in morale] == [("blue", Outcome.BROKE)]
    assert result.outcome.end_reason is EndReason.SIDE_ROUTED
    assert result.outcome.winning_side_id == "red"
    blue = next(s for s in result.state.sides if s.id == "blue")
    assert blue.routed and blue.starting_members == 2
    routed = find_combatant(result.state, "cy")
    assert routed is not None and routed.conditions.routed


def test_morale_modifier_of_three_holds_without_rolling() -> None:
    ana = arrayer_fighter("ana", "red", hp=20)
    bo = arrayer_fighter("bo", "blue", hp=1)
    cy = arrayer_fighter("cy", "blue", hp=20)
    sides = (Side("red"), Side("blue", morale_modifier=3))
    result = resolve_encounter(
        state(ana, bo, cy, sides=sides),
        ForcedDice((1, 6, 12), budget=10),
        EncounterOptions(max_rounds=1),
    )
    morale = [e for e in result.events if e.kind is EventKind.MORALE_CHECK]
    assert [(e.outcome, e.dice) for e in morale] == [(Outcome.HELD, ()), (Outcome.HELD, ())]
    blue = next(s for s in result.state.sides if s.id == "blue")
    assert len(blue.morale_checks_made) == 2 and not blue.routed


def test_aftermath_follows_the_end_when_asked() -> None:
    ana = arrayer_fighter("ana", "red", hp=20)
    bo = arrayer_fighter("bo", "blue", hp=1)
    result = resolve_encounter(
        state(ana, bo),
        ForcedDice((1, 5, 3), budget=10),
        EncounterOptions(max_rounds=2, aftermath=True),
    )
    # ana hits for 5: bo at -4; the aftermath d20 3 <= 4: bo dies.
    end, aftermath = result.events[-2:]
    assert end.kind is EventKind.ENCOUNTER_END
    assert (aftermath.kind, aftermath.outcome) == (EventKind.AFTERMATH, Outcome.KILLED)
    bo_after = find_combatant(result.state, "bo")
    assert bo_after is not None and bo_after.conditions.dead


# --- A27: who rolls initiative, with which sentiment ---------------------------------------------


def initiative(sides: tuple[Side, ...], face: int) -> TraceEvent:
    ana = arrayer_fighter("ana", "red", weapons=(), at=(0, 0))
    bo = arrayer_fighter("bo", "blue", weapons=(), at=(5, 0))
    result = resolve_encounter(
        state(ana, bo, sides=sides), ForcedDice((face,), budget=5), EncounterOptions(max_rounds=1)
    )
    return next(e for e in result.events if e.kind is EventKind.INITIATIVE)


@pytest.mark.parametrize(
    ("sides", "summary"),
    [
        # The side marked as the party rolls, with its own sentiment.
        (
            (Side("red"), Side("blue", sentiment=Sentiment.BETTER, party=True)),
            "side blue (better sentiment) rolls 4 against 4: acts first",
        ),
        # None marked: the first listed side; only the enemy's sentiment given: its mirror.
        (
            (Side("red"), Side("blue", sentiment=Sentiment.WORSE)),
            "side red (better sentiment, mirroring blue's worse) rolls 4 against 4: acts first",
        ),
        (
            (Side("red", party=True), Side("blue", sentiment=Sentiment.BETTER)),
            "side red (worse sentiment, mirroring blue's better) rolls 4 against 2: acts second",
        ),
        # Both given and in agreement: the party's own.
        (
            (Side("red", sentiment=Sentiment.EQUAL), Side("blue", sentiment=Sentiment.EQUAL)),
            "side red (equal sentiment) rolls 4 against 3: acts second",
        ),
    ],
)
def test_the_party_rolls_initiative_with_its_sentiment(
    sides: tuple[Side, ...], summary: str
) -> None:
    event = initiative(sides, 4)
    assert (event.summary, event.rulings) == (summary, ("A13", "A27"))


def test_with_the_party_down_the_first_standing_side_rolls() -> None:
    # Three sides; red, the party, has nobody standing: blue rolls, with the mirror of red's.
    cy = arrayer_fighter("cy", "green", weapons=(), at=(9, 0))
    sides = (Side("red", sentiment=Sentiment.BETTER, party=True), Side("blue"), Side("green"))
    ana = arrayer_fighter("ana", "red", weapons=(), at=(0, 0), hp=-1)
    bo = arrayer_fighter("bo", "blue", weapons=(), at=(5, 0))
    result = resolve_encounter(
        state(ana, bo, cy, sides=sides), ForcedDice((2,), budget=5), EncounterOptions(max_rounds=1)
    )
    event = next(e for e in result.events if e.kind is EventKind.INITIATIVE)
    assert (event.side_id, event.summary) == (
        "blue",
        "side blue (worse sentiment, mirroring red's better) rolls 2 against 2: acts first",
    )


@pytest.mark.parametrize(
    ("sides", "field", "message"),
    [
        (
            (Side("red", sentiment=Sentiment.BETTER), Side("blue", sentiment=Sentiment.BETTER)),
            "state.sides[1].sentiment",
            "side 'blue' has better sentiment against the party 'red', so the party's would be "
            "worse, but the party's is better",
        ),
        (
            (
                Side("red"),
                Side("blue", sentiment=Sentiment.WORSE),
                Side("green", sentiment=Sentiment.EQUAL),
            ),
            "state.sides[2].sentiment",
            "side 'green' has equal sentiment against the party 'red', so the party's would be "
            "equal, but side 'blue' has worse, which makes it better",
        ),
        (
            (Side("red", party=True), Side("blue", party=True)),
            "state.sides[1].party",
            "sides 'red' and 'blue' are both marked as the party",
        ),
    ],
)
def test_contradictions_are_invalid(sides: tuple[Side, ...], field: str, message: str) -> None:
    with pytest.raises(InvalidRequestError) as info:
        initiative(sides, 4)
    assert (info.value.reason, info.value.field, info.value.message) == (
        "CONFLICTING_OPTIONS",
        field,
        message,
    )
