"""ARRAYER initiative (rulings A13, A27): "a member of the party rolls a d6, and the party goes
before the enemy 4in6 (better sentiment), 3in6 (equal), or 2in6 (worse)".

The party is the side marked ``party`` (at most one), else the first listed side. Sentiment is
relative to the enemy: the party's own when given; otherwise the mirror of the enemy's (the
enemy's WORSE is the party's BETTER); equal when neither is given. Two sentiments that contradict
each other are an invalid request. With more than two sides, every other side is the party's
enemy: each sentiment given by one of them is relative to the party, and all must agree. When the
party has nobody standing (three sides or more), the first standing side rolls in its place, with
its own sentiment or the mirror of the party's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dice import DiePurpose
from engine.errors import InvalidRequestError
from engine.state import Combatant, Sentiment, Side
from engine.trace import EventKind, Outcome, TraceEvent

if TYPE_CHECKING:  # rounds drive initiative; it only needs the Play type
    from engine.play import Play

__all__ = ["check_sides", "roll_initiative"]

_THRESHOLDS = {
    Sentiment.BETTER: "initiative_better",
    Sentiment.EQUAL: "initiative_equal",
    Sentiment.WORSE: "initiative_worse",
}

_MIRROR = {
    Sentiment.BETTER: Sentiment.WORSE,
    Sentiment.EQUAL: Sentiment.EQUAL,
    Sentiment.WORSE: Sentiment.BETTER,
}


def _party(sides: tuple[Side, ...]) -> Side | None:
    """The side marked as the party, else the first listed one (None when none is listed)."""
    return next((s for s in sides if s.party), sides[0] if sides else None)


def check_sides(sides: tuple[Side, ...], field: str) -> None:
    """A27: at most one side is the party, and the sentiments given do not contradict each
    other (each enemy's, mirrored, is the party's)."""
    marked = [i for i, s in enumerate(sides) if s.party]
    if len(marked) > 1:
        first, second = (sides[i].id for i in marked[:2])
        raise InvalidRequestError(
            f"sides {first!r} and {second!r} are both marked as the party",
            reason="CONFLICTING_OPTIONS",
            field=f"{field}[{marked[1]}].party",
        )
    party = _party(sides)
    if party is None:
        return
    implied, source = party.sentiment, party
    for i, side in enumerate(sides):
        if side is party or side.sentiment is None:
            continue
        mirrored = _MIRROR[side.sentiment]
        if implied is None:
            implied, source = mirrored, side
        elif mirrored is not implied:
            assert source.sentiment is not None
            basis = (
                f"the party's is {implied.name.lower()}"
                if source is party
                else f"side {source.id!r} has {source.sentiment.name.lower()}, which makes it "
                f"{implied.name.lower()}"
            )
            raise InvalidRequestError(
                f"side {side.id!r} has {side.sentiment.name.lower()} sentiment against the party "
                f"{party.id!r}, so the party's would be {mirrored.name.lower()}, but {basis}",
                reason="CONFLICTING_OPTIONS",
                field=f"{field}[{i}].sentiment",
            )


def _sentiment(sides: tuple[Side, ...], roller: str) -> tuple[Sentiment, str]:
    """The rolling side's sentiment, and how it was found (for the trace)."""
    own = next((s for s in sides if s.id == roller), None)
    if own is not None and own.sentiment is not None:
        return own.sentiment, ""
    party = _party(sides)
    if party is not None and party.id != roller:
        others = [party]  # a stand-in for the party: the party is its enemy
    else:
        others = [s for s in sides if s.id != roller]
    given = next((s for s in others if s.sentiment is not None), None)
    if given is None or given.sentiment is None:
        return Sentiment.EQUAL, ""
    return _MIRROR[given.sentiment], f", mirroring {given.id}'s {given.sentiment.name.lower()}"


def roll_initiative(play: Play) -> list[Combatant]:
    """A13, A27: the party (or, with nobody of it standing, the first standing side) rolls a
    d6; at or under its sentiment's threshold it acts first.

    Returns every combatant, the winners' side first, then the other sides in side order."""
    board = play.board
    sides = play.standing_sides()
    if len(sides) > 1:
        party = _party(board.sides)
        roller = party.id if party is not None and party.id in sides else sides[0]
        sentiment, how = _sentiment(board.sides, roller)
        threshold: int = getattr(board.arrayer_rules, _THRESHOLDS[sentiment])
        roll = play.dice.roll(6, DiePurpose.INITIATIVE, side_id=roller)
        won = roll.face <= threshold
        play.events.append(
            TraceEvent(
                EventKind.INITIATIVE,
                board.round,
                dice=(roll,),
                outcome=Outcome.FIRST if won else Outcome.SECOND,
                rulings=("A13", "A27"),
                side_id=roller,
                summary=f"side {roller} ({sentiment.name.lower()} sentiment{how}) rolls "
                f"{roll.face} against {threshold}: acts {'first' if won else 'second'}",
            )
        )
        others = [side for side in sides if side != roller]
        sides = [roller, *others] if won else [*others, roller]
    rank = {side: i for i, side in enumerate(sides)}
    members = [c for c in board.combatants.values() if c.side_id in rank]
    return sorted(members, key=lambda c: rank[c.side_id])
