"""Whole encounters: initiative (A13, T2), the default tactic, scripts, endings, determinism."""

from __future__ import annotations

import pytest

from engine import (
    Attack,
    EndReason,
    ForcedDice,
    InvalidRequestError,
    ScriptedAction,
    SeededDice,
    TraceDetail,
    resolve_action,
    resolve_encounter,
)
from engine.actions import (
    Action,
    ArrayerAftermath,
    ArrayerEscape,
    ArrayerNightlyRest,
    ArrayerRollWeaponType,
    ArrayerShortRest,
)
from engine.options import EncounterOptions
from engine.state import (
    EncounterState,
    Position,
    Ruleset,
    Sentiment,
    Side,
    TieredSkill,
    find_combatant,
)
from engine.trace import EventKind, Outcome
from tests.engine.factories import arrayer_fighter, encounter, tiered_fighter


def test_arrayer_initiative_and_melee_to_the_end() -> None:
    # Round 1: red (equal sentiment) rolls 2 <= 3 and acts first; ana's d12 4 hits bo for 4
    # (hp 3 -> -1: down). One side left standing.
    state = encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red"),
        arrayer_fighter("bo", "blue", hp=3),
    )
    result = resolve_encounter(state, ForcedDice((2, 4), budget=10), EncounterOptions(max_rounds=5))
    kinds = [e.kind for e in result.events]
    assert kinds == [
        EventKind.ROUND_START,
        EventKind.INITIATIVE,
        EventKind.PHASE_MOVEMENT,
        EventKind.PHASE_RELOADING,
        EventKind.PHASE_SHOOTING,
        EventKind.PHASE_MELEE,
        EventKind.ATTACK,
        EventKind.ENCOUNTER_END,
    ]
    initiative = result.events[1]
    assert (initiative.side_id, initiative.outcome, initiative.rulings) == (
        "red",
        Outcome.FIRST,
        ("A13", "A27"),
    )
    assert result.outcome.end_reason is EndReason.SIDE_DEFEATED
    assert result.outcome.winning_side_id == "red"
    assert result.outcome.rounds == 1
    assert result.state.round == 1
    assert (
        result.events[-1].summary == "encounter ends after 1 round: side red wins (side_defeated)"
    )


@pytest.mark.parametrize(
    ("sentiment", "face", "first"),
    [
        (Sentiment.BETTER, 4, "ana"),
        (Sentiment.BETTER, 5, "bo"),
        (Sentiment.EQUAL, 3, "ana"),
        (Sentiment.EQUAL, 4, "bo"),
        (Sentiment.WORSE, 2, "ana"),
        (Sentiment.WORSE, 3, "bo"),
    ],
)
def test_arrayer_initiative_thresholds(sentiment: Sentiment, face: int, first: str) -> None:
    state = encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red", hp=20),
        arrayer_fighter("bo", "blue", hp=20),
    ).with_sides((Side("red", sentiment=sentiment),))
    result = resolve_encounter(
        state, ForcedDice((face, 12, 12), budget=10), EncounterOptions(max_rounds=1)
    )
    attackers = [e.actor_id for e in result.events if e.kind is EventKind.ATTACK]
    assert attackers[0] == first
    assert result.outcome.end_reason is EndReason.ROUND_LIMIT
    assert result.outcome.winning_side_id == ""


def test_downed_combatant_does_not_strike_back() -> None:
    # Blue wins initiative (red rolls 6); bo downs ana, who then does not act. Red lost its
    # first member and is at half strength: two morale checks, 2 + 2 = 4 <= 7, both hold (A15).
    state = encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red", hp=0),
        arrayer_fighter("bo", "blue"),
        arrayer_fighter("cy", "red", hp=10),
    )
    result = resolve_encounter(
        state, ForcedDice((6, 3, 12, 2, 2, 2, 2), budget=10), EncounterOptions(max_rounds=1)
    )
    attacks = [(e.actor_id, e.target_id) for e in result.events if e.kind is EventKind.ATTACK]
    assert attacks == [("bo", "ana"), ("cy", "bo")]
    checks = [(e.side_id, e.outcome) for e in result.events if e.kind is EventKind.MORALE_CHECK]
    assert checks == [("red", Outcome.HELD), ("red", Outcome.HELD)]


def test_tactic_moves_toward_the_nearest_enemy() -> None:
    state = encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red", at=(0, 0)),
        arrayer_fighter("bo", "blue", at=(9, 3), hp=20),
        arrayer_fighter("cy", "blue", at=(4, 1), hp=20),
    )
    # red wins initiative; ana moves 3 toward cy and attacks (12: miss); bo moves to cy's side.
    result = resolve_encounter(
        state, ForcedDice((1, 12, 12, 12), budget=10), EncounterOptions(max_rounds=1)
    )
    move = next(e for e in result.events if e.kind is EventKind.MOVE)
    assert (move.actor_id, move.target_id) == ("ana", "cy")
    assert move.path == (Position(1, 1), Position(2, 1), Position(3, 1))
    ana = find_combatant(result.state, "ana")
    assert ana is not None and ana.position == Position(3, 1)


def test_tiered_turn_order_rolled_once() -> None:
    # T2: d20 + Reflex, highest first; a tie (both 12) goes to higher Reflex (bo: 3 > 2).
    state = encounter(
        Ruleset.TIERED,
        tiered_fighter("ana", "red", reflex=2),
        tiered_fighter("bo", "blue", reflex=3),
    )
    faces = (10, 9, *(10,) * 8)  # initiative, then four tied exchanges
    result = resolve_encounter(state, ForcedDice(faces, budget=20), EncounterOptions(max_rounds=2))
    initiative = [e for e in result.events if e.kind is EventKind.INITIATIVE]
    assert [e.totals[0].value for e in initiative] == [12, 12]
    assert result.state.turn_order == ("bo", "ana")
    attackers = [e.actor_id for e in result.events if e.kind is EventKind.ATTACK]
    assert attackers == ["bo", "ana", "bo", "ana"]


def test_scripted_action_replaces_the_tactic() -> None:
    state = encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red", weapons=("sword", "greatsword")),
        arrayer_fighter("bo", "blue", hp=20),
    )
    script = (ScriptedAction(1, Attack("ana", "bo", "greatsword")),)
    result = resolve_encounter(
        state, ForcedDice((1, 12, 12), budget=10), EncounterOptions(max_rounds=1, script=script)
    )
    first = next(e for e in result.events if e.kind is EventKind.ATTACK)
    assert (first.actor_id, first.weapon_id) == ("ana", "greatsword")


@pytest.mark.parametrize(
    ("script", "field"),
    [
        ((ScriptedAction(0, Attack("ana", "bo")),), "script[0].round"),
        ((ScriptedAction(1, Attack("zed", "bo")),), "script[0].action.attack.attacker_id"),
        (
            (ScriptedAction(1, Attack("ana", "bo")), ScriptedAction(1, Attack("ana", "bo"))),
            "script[1]",
        ),
    ],
)
def test_bad_script_names_the_field(script: tuple[ScriptedAction, ...], field: str) -> None:
    state = encounter(Ruleset.ARRAYER, arrayer_fighter("ana", "red"), arrayer_fighter("bo", "blue"))
    with pytest.raises(InvalidRequestError) as info:
        resolve_encounter(
            state, ForcedDice((), budget=10), EncounterOptions(max_rounds=1, script=script)
        )
    assert info.value.field == field


def test_same_seed_same_encounter() -> None:
    state = encounter(
        Ruleset.TIERED,
        tiered_fighter("ana", "red", weapons=("one_handed_melee_t2",), at=(0, 0)),
        tiered_fighter("bo", "blue", weapons=("one_handed_melee_t1",), at=(6, 2)),
        tiered_fighter("cy", "blue", at=(6, 4)),
    )
    one = resolve_encounter(state, SeededDice(1234, budget=10_000), EncounterOptions(max_rounds=30))
    two = resolve_encounter(state, SeededDice(1234, budget=10_000), EncounterOptions(max_rounds=30))
    assert one == two
    other = resolve_encounter(
        state, SeededDice(1235, budget=10_000), EncounterOptions(max_rounds=30)
    )
    assert other.events != one.events


def test_round_limit_and_roll_budget_bound_the_work() -> None:
    state = encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red", hp=1000),
        arrayer_fighter("bo", "blue", hp=1000),
    )
    result = resolve_encounter(state, SeededDice(5, budget=10_000), EncounterOptions(max_rounds=3))
    assert result.outcome.end_reason is EndReason.ROUND_LIMIT
    assert result.outcome.rounds == 3
    assert result.dice_rolled == 9  # per round: initiative + two attacks


def _duel(ruleset: Ruleset) -> EncounterState:
    fighter = arrayer_fighter if ruleset is Ruleset.ARRAYER else tiered_fighter
    return encounter(ruleset, fighter("ana", "red"), fighter("bo", "blue"))


@pytest.mark.parametrize(
    ("ruleset", "action", "field"),
    [
        # ARRAYER actions scripted into a `tiered` encounter (was INTERNAL: AssertionError).
        (Ruleset.TIERED, ArrayerEscape("ana"), "script[0].action.escape"),
        (Ruleset.TIERED, ArrayerRollWeaponType("ana"), "script[0].action.roll_weapon_type"),
        # A `tiered` option on an attack scripted into an ARRAYER encounter.
        (
            Ruleset.ARRAYER,
            Attack("ana", "bo", "", defence_skill=TieredSkill.UNARMED),
            "script[0].action.attack.defence_skill",
        ),
    ],
)
def test_a_scripted_action_of_the_other_ruleset_is_a_ruleset_mismatch(
    ruleset: Ruleset, action: Action, field: str
) -> None:
    # The same check as ResolveAction's, made before the encounter starts (no dice rolled).
    script = (ScriptedAction(1, action),)
    with pytest.raises(InvalidRequestError) as info:
        resolve_encounter(
            _duel(ruleset), ForcedDice((), 10), EncounterOptions(max_rounds=1, script=script)
        )
    assert (info.value.reason, info.value.field) == ("RULESET_MISMATCH", field)


@pytest.mark.parametrize("action", [ArrayerAftermath(), ArrayerNightlyRest(), ArrayerShortRest()])
def test_an_action_of_no_combatant_cannot_be_scripted(action: Action) -> None:
    # Aftermath and rests concern the whole state, not a turn (was "unknown combatant: ''").
    script = (ScriptedAction(1, action),)
    with pytest.raises(InvalidRequestError) as info:
        resolve_encounter(
            _duel(Ruleset.ARRAYER),
            ForcedDice((), 10),
            EncounterOptions(max_rounds=1, script=script),
        )
    assert (info.value.reason, info.value.field) == (
        "NOT_SCRIPTABLE",
        f"script[0].action.{action.kind}",
    )


_EXAMPLES = (
    "arrayer_encounter.json",
    "arrayer_skirmish.json",
    "arrayer_archer_duel.json",
    "tiered_encounter.json",
    "tiered_siege_stealth.json",
)


@pytest.mark.parametrize("name", _EXAMPLES)
@pytest.mark.parametrize("detail", [TraceDetail.NONE, TraceDetail.SUMMARY])
def test_a_lower_trace_detail_changes_nothing_but_the_events_kept(
    name: str, detail: TraceDetail
) -> None:
    """The client's example encounters (scripts, aftermath and tactics as they send them) at each
    detail: the same state, outcome, dice, morale checks and aftermath as at FULL, over a few
    seeds; NONE keeps no events, SUMMARY every one."""
    from tests.engine.examples import example_encounter

    state, options = example_encounter(name)
    for seed in range(6):
        full = resolve_encounter(state, SeededDice(seed, 100_000), options)
        lower = resolve_encounter(state, SeededDice(seed, 100_000), options, detail=detail)
        assert full.events, seed
        assert lower.events == (() if detail is TraceDetail.NONE else full.events), seed
        assert (
            lower.state,
            lower.outcome,
            lower.dice_rolled,
            lower.morale_checks,
            lower.aftermath,
        ) == (full.state, full.outcome, full.dice_rolled, full.morale_checks, full.aftermath)


def test_an_action_at_trace_detail_none_keeps_no_events() -> None:
    state = encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red"),
        arrayer_fighter("bo", "blue", hp=3),
    )
    attack = Attack("ana", "bo")
    full = resolve_action(state, attack, ForcedDice((4,), budget=10))
    none = resolve_action(state, attack, ForcedDice((4,), budget=10), detail=TraceDetail.NONE)
    assert [e.kind for e in full.events] == [EventKind.ATTACK]
    assert none.events == ()
    assert (none.state, none.dice_rolled, none.result) == (
        full.state,
        full.dice_rolled,
        full.result,
    )
