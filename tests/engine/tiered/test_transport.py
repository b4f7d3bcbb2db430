"""Team transport of a siege weapon (rulings T8, T17): porters within 2 tiles of the mover add
their Body to its own and walk its path in step, all or none, meeting traps on the way."""

from __future__ import annotations

import pytest

from engine import ForcedDice, InvalidRequestError, RuleRefusal, resolve_action, resolve_encounter
from engine.actions import Move, ScriptedAction
from engine.catalog import TIERED_DEFAULTS
from engine.errors import ArbiterError
from engine.options import EncounterOptions
from engine.state import (
    Combatant,
    Conditions,
    EncounterState,
    Position,
    Ruleset,
    Trap,
)
from engine.trace import EventKind
from tests.engine.factories import arrayer_fighter
from tests.engine.tiered.support import arm, fighter, lines, state


def carrier(body: int = 10, at: tuple[int, int] = (0, 0)) -> Combatant:
    """ana: a Tier 4 siege weapon, 16 Body to move."""
    return fighter("ana", "red", at=at, weapons=(arm("siege_weapon_t4"),), body=body)


def porter(
    combatant_id: str = "cy", body: int = 6, at: tuple[int, int] | None = (0, 1), **kwargs: object
) -> Combatant:
    return fighter(combatant_id, "red", at=at, body=body, **kwargs)  # type: ignore[arg-type]


def bo(at: tuple[int, int] = (9, 9), hp: int = 30) -> Combatant:
    return fighter("bo", "blue", at=at, hp=hp)


def step(*squares: tuple[int, int], porters: tuple[str, ...] = ("cy",)) -> Move:
    return Move("ana", tuple(Position(*s) for s in squares), porter_ids=porters)


def refused(start: EncounterState, move: Move) -> ArbiterError:
    with pytest.raises(ArbiterError) as info:
        resolve_action(start, move, ForcedDice((), 0))
    return info.value


def test_body_10_and_a_porter_of_body_6_move_a_tier_4_siege_weapon() -> None:
    # The document's example: 10 + 6 = 16 = 4 x Tier 4. No die is rolled (budget 0).
    result = resolve_action(
        state(carrier(), porter(), bo()), step((1, 0), (2, 0)), ForcedDice((), 0)
    )
    assert lines(result.events) == [
        "ana moves 2, to (2, 0), with 1 porter carrying",
        "cy moves 2, to (2, 1), carrying for ana",
    ]
    assert [e.path for e in result.events] == [
        (Position(1, 0), Position(2, 0)),
        (Position(1, 1), Position(2, 1)),
    ]
    ana, cy, _ = result.state.combatants
    assert (ana.position, cy.position) == (Position(2, 0), Position(2, 1))
    assert ana.weapons == carrier().weapons


def test_body_10_and_5_is_too_little() -> None:
    err = refused(state(carrier(), porter(body=5), bo()), step((1, 0)))
    assert (type(err), err.reason, err.field, err.ruling) == (
        RuleRefusal,
        "SIEGE_TOO_HEAVY",
        "action.move.combatant_id",
        "T8",
    )
    assert err.message == (
        "'ana', 'cy' have Body 15 (10 + 5), below the total Body 16 (4 x Tier) needed to move "
        "the group's siege weapons"
    )


def test_a_porters_own_siege_weapon_counts_in_the_need() -> None:
    # cy holds a Tier 1 siege weapon of her own: 16 + 4 = 20 against 10 + 6.
    cy = porter(weapons=(arm("siege_weapon_t1"),))
    err = refused(state(carrier(), cy, bo()), step((1, 0)))
    assert err.reason == "SIEGE_TOO_HEAVY"
    assert "Body 16 (10 + 6), below the total Body 20 (4 x Tier)" in err.message


def sixteen_of_body_1() -> tuple[Combatant, ...]:
    """The document's "16 characters with a Body of 1": ana (2, 2) bears a Tier 4 siege weapon;
    p1-p15 stand on the first 15 squares, row by row, of the 5 x 5 square around her (T17)."""
    around = [(x, y) for y in range(5) for x in range(5) if (x, y) != (2, 2)][:15]
    return (
        carrier(body=1, at=(2, 2)),
        *(porter(f"p{i}", body=1, at=square) for i, square in enumerate(around, 1)),
    )


def test_sixteen_characters_of_body_1_move_a_tier_4_siege_weapon() -> None:
    # T17: porters up to 2 tiles away carry, each keeping its offset: 16 x Body 1 = 4 x Tier 4.
    group = sixteen_of_body_1()
    names = tuple(c.id for c in group[1:])
    result = resolve_action(
        state(*group, bo(at=(20, 20))),
        step((3, 2), (4, 2), porters=names),
        ForcedDice((), 0),
    )
    assert len(result.events) == 16
    assert result.events[0].summary == "ana moves 2, to (4, 2), with 15 porters carrying"
    assert {e.rulings for e in result.events} == {("T8", "T17")}
    assert [c.position for c in result.state.combatants[:16]] == [
        Position(c.position.x + 2, c.position.y) for c in group if c.position is not None
    ]


def test_a_porter_3_tiles_away_is_too_far() -> None:
    err = refused(state(carrier(), porter(at=(3, 1)), bo()), step((1, 0)))
    assert (type(err), err.reason, err.field, err.ruling, err.message) == (
        RuleRefusal,
        "PORTER_TOO_FAR",
        "action.move.porter_ids[0]",
        "T17",
        "'cy' at (3, 1) is 3 tiles from 'ana' at (0, 0): porters carry from at most 2",
    )


def test_porter_reach_is_data() -> None:
    start = state(carrier(), porter(at=(3, 1)), bo()).with_tiered_rules(
        TIERED_DEFAULTS.with_porter_reach(3)
    )
    result = resolve_action(start, step((1, 0)), ForcedDice((), 0))
    assert result.state.combatants[1].position == Position(4, 1)


def test_porters_keep_their_formation() -> None:
    # ana (1, 1) with cy west of her and dee south: 10 + 3 + 3 = 16. cy steps into (2, 0) as ana
    # leaves it: the group's own squares are free to it.
    group = (carrier(at=(1, 1)), porter(body=3, at=(0, 1)), porter("dee", body=3, at=(1, 2)))
    result = resolve_action(
        state(*group, bo()), step((2, 0), (3, 0), porters=("cy", "dee")), ForcedDice((), 0)
    )
    assert [(e.actor_id, e.path) for e in result.events] == [
        ("ana", (Position(2, 0), Position(3, 0))),
        ("cy", (Position(1, 0), Position(2, 0))),
        ("dee", (Position(2, 1), Position(3, 1))),
    ]
    assert [c.position for c in result.state.combatants] == [
        Position(3, 0),
        Position(2, 0),
        Position(3, 1),
        Position(9, 9),
    ]


@pytest.mark.parametrize(
    ("blocker", "obstacles", "reason", "message"),
    [
        (bo(at=(2, 1)), (), "PATH_BLOCKED", "porter 'cy': square (2, 1) is blocked"),
        (bo(), ((1, 1),), "PATH_BLOCKED", "porter 'cy': square (1, 1) is blocked"),
        (
            bo(at=(2, 1), hp=0),
            (),
            "PATH_ENDS_ON_FALLEN",
            "porter 'cy': square (2, 1) holds a fallen combatant: a move may pass over it but "
            "not end there",
        ),
    ],
)
def test_a_blocked_porter_refuses_the_whole_move(
    blocker: Combatant, obstacles: tuple[tuple[int, int], ...], reason: str, message: str
) -> None:
    start = state(carrier(), porter(), blocker, obstacles=obstacles)
    err = refused(start, step((1, 0), (2, 0)))
    assert (type(err), err.reason, err.field, err.message) == (
        RuleRefusal,
        reason,
        "action.move.porter_ids[0]",
        message,
    )


def test_a_fallen_combatant_may_be_passed_over_by_a_porter() -> None:
    start = state(carrier(), porter(), bo(at=(1, 1), hp=0))
    result = resolve_action(start, step((1, 0), (2, 0)), ForcedDice((), 0))
    assert result.state.combatants[1].position == Position(2, 1)


@pytest.mark.parametrize(
    ("porters", "reason", "kind"),
    [
        ((porter(at=(0, 3)),), "PORTER_TOO_FAR", RuleRefusal),
        ((fighter("cy", "blue", at=(0, 1), body=6),), "PORTER_NOT_ALLIED", RuleRefusal),
        ((porter(hp=0),), "ACTOR_DOWN", RuleRefusal),
        ((porter(conditions=Conditions(immobilised_rounds=2)),), "CANNOT_MOVE", RuleRefusal),
        ((porter(at=None),), "NO_POSITION", InvalidRequestError),
    ],
)
def test_porters_must_be_able_to_carry(
    porters: tuple[Combatant, ...], reason: str, kind: type[ArbiterError]
) -> None:
    err = refused(state(carrier(), *porters, bo()), step((1, 0)))
    assert (type(err), err.reason, err.field) == (kind, reason, "action.move.porter_ids[0]")


@pytest.mark.parametrize(
    ("names", "reason", "field"),
    [
        (("zed",), "UNKNOWN_COMBATANT", "action.move.porter_ids[0]"),
        (("cy", "cy"), "BAD_PORTER", "action.move.porter_ids[1]"),
        (("ana",), "BAD_PORTER", "action.move.porter_ids[0]"),
    ],
)
def test_a_porter_is_known_named_once_and_not_the_mover(
    names: tuple[str, ...], reason: str, field: str
) -> None:
    err = refused(state(carrier(), porter(), bo()), step((1, 0), porters=names))
    assert (type(err), err.reason, err.field) == (InvalidRequestError, reason, field)


def test_porters_need_a_siege_weapon_to_carry() -> None:
    ana = fighter("ana", "red", at=(0, 0))
    err = refused(state(ana, porter(), bo()), step((1, 0)))
    assert (err.reason, err.field, err.ruling) == (
        "NOTHING_TO_CARRY",
        "action.move.porter_ids",
        "T8",
    )


def test_a_porter_moves_no_farther_than_its_own_movement() -> None:
    cy = porter()
    assert cy.tiered is not None
    slow = cy.with_tiered(cy.tiered.with_move(1))
    err = refused(state(carrier(), slow, bo()), step((1, 0), (2, 0)))
    assert (err.reason, err.field) == ("MOVE_TOO_FAR", "action.move.porter_ids[0]")


def test_a_trap_catching_a_porter_stops_the_group_with_it() -> None:
    # bo's snare at (3, 2): cy's second square (2, 1) is next to it; ana's squares (y = 0) are
    # not. cy: Traps 1 + Presence 1 + 5 = 7 against 16: caught, and ana stops beside her.
    snare = Trap("snare", "bo", Position(3, 2), 16, traps_skill=3)
    cy = porter(traps=1, presence=1)
    start = state(carrier(), cy, bo()).with_traps((snare,))
    result = resolve_action(start, step((1, 0), (2, 0), (3, 0)), ForcedDice((5,), 1))
    assert [e.summary for e in result.events] == [
        "ana moves 2, to (2, 0), and stops with cy",
        "cy moves 2, to (2, 1), and is caught by trap snare",
        "trap snare (16) catches cy (7): 9 damage, immobilised 3 rounds",
    ]
    ana, caught, _ = result.state.combatants
    assert (ana.position, caught.position, caught.hp) == (Position(2, 0), Position(2, 1), 21)


def test_arrayer_refuses_porters() -> None:
    start = EncounterState(
        Ruleset.ARRAYER,
        (arrayer_fighter("ana", "red", at=(0, 0)), arrayer_fighter("cy", "red", at=(0, 1))),
    )
    with pytest.raises(InvalidRequestError) as info:
        resolve_action(start, step((1, 0)), ForcedDice((), 0))
    assert (info.value.reason, info.value.field) == ("RULESET_MISMATCH", "action.move.porter_ids")


def test_carrying_costs_the_porter_none_of_its_own_turn() -> None:
    # cy carries on ana's move, then still makes two moves of her own (2 non-contested, T2).
    start = state(carrier(), porter(), bo()).with_turn_order(("ana", "cy", "bo"))
    script = (
        ScriptedAction(1, step((1, 0))),
        ScriptedAction(1, Move("cy", (Position(1, 2),))),
        ScriptedAction(1, Move("cy", (Position(1, 3),))),
    )
    result = resolve_encounter(
        start, ForcedDice((), 10), EncounterOptions(max_rounds=1, script=script)
    )
    assert [e.summary for e in result.events if e.kind is EventKind.MOVE][:4] == [
        "ana moves 1, to (1, 0), with 1 porter carrying",
        "cy moves 1, to (1, 1), carrying for ana",
        "cy moves 1, to (1, 2)",
        "cy moves 1, to (1, 3)",
    ]
