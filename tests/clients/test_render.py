"""The readable trace's arithmetic: each term's sign is its operator."""

from __future__ import annotations

from arbiter.render import format_total
from arbiter.v1 import trace_pb2


def total(name: str, *terms: tuple[str, int]) -> trace_pb2.Total:
    return trace_pb2.Total(
        name=name,
        value=sum(v for _, v in terms),
        terms=[trace_pb2.Term(name=n, value=v) for n, v in terms],
    )


def test_signed_terms_print_their_sign_as_the_operator() -> None:
    damage = total("damage", ("roll", 4), ("weight", -1), ("armour", -1))
    assert format_total(damage) == "damage 2 = roll 4 - weight 1 - armour 1"


def test_no_armour_is_still_subtracted() -> None:
    # An unarmoured target: the armour term is 0 but it is taken away, not added.
    damage = total("damage", ("roll", 4), ("weight", 0), ("armour", 0))
    assert format_total(damage) == "damage 4 = roll 4 + weight 0 - armour 0"


def test_a_tiered_damage_without_armour_or_shield() -> None:
    damage = total(
        "damage", ("difference", 3), ("body", 2), ("tier", 1), ("armour", 0), ("shield", 0)
    )
    assert format_total(damage) == (
        "damage 6 = difference 3 + body 2 + tier 1 - armour 0 - shield 0"
    )
