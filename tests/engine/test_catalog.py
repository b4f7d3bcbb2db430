"""The built-in catalogs: rulings as in shared/rulings.md, a weapon for every document name."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.catalog import builtin_catalog, parse_rulings
from engine.state import Ruleset

REPO = Path(__file__).resolve().parents[2]
SHARED_RULINGS = REPO.parent / "shared" / "rulings.md"

# Every weapon the ARRAYER document names, plus the ordinary ones (issue 3).
ARRAYER_WEAPONS = {
    "greatsword", "cleaver", "misericorde", "doping_spines", "lance", "pilum", "javelin", "mace",
    "club", "brass_knuckles", "boomerang", "quarterstaff", "warhammer", "mancatcher", "flail",
    "whip", "bola", "net", "longbow", "crossbow", "bow", "springdart", "sling", "meteor_hammer",
    "rope_dart", "garotte", "arquebus", "blunderbuss", "screw_pistol", "dagger", "knife", "sword",
    "axe", "spear",
}  # fmt: skip


@pytest.mark.skipif(not SHARED_RULINGS.exists(), reason="no shared/ folder beside this clone")
def test_embedded_rulings_are_the_shared_ones() -> None:
    embedded = REPO / "engine" / "data" / "rulings.md"
    assert embedded.read_text() == SHARED_RULINGS.read_text(), (
        "engine/data/rulings.md differs from shared/rulings.md: copy it and review the rules docs"
    )


def test_rulings_per_ruleset() -> None:
    catalog = builtin_catalog()
    arrayer = [r.id for r in catalog.for_ruleset(Ruleset.ARRAYER).rulings]
    tiered = [r.id for r in catalog.for_ruleset(Ruleset.TIERED).rulings]
    shared = [f"S{i}" for i in range(1, 6)]
    assert arrayer == shared + [f"A{i}" for i in range(1, 31)]
    assert tiered == shared + [f"T{i}" for i in range(1, 22)]


def test_continuation_lines_join_their_ruling() -> None:
    (ruling,) = parse_rulings("- A9 Mace, club:\n  the hit can't take\n  the target below -2.\n")
    assert ruling.text == "Mace, club: the hit can't take the target below -2."


def test_arrayer_catalog_names_every_document_weapon() -> None:
    ids = {w.id for w in builtin_catalog().arrayer.weapons}
    missing = {w for w in ARRAYER_WEAPONS if not any(i == w or i.startswith(f"{w}_") for i in ids)}
    assert not missing


def test_tiered_catalog_every_class_at_every_tier() -> None:
    weapons = {w.id: w for w in builtin_catalog().tiered.weapons}
    assert weapons["unarmed"].tiered is not None
    assert weapons["unarmed"].tiered.tier == 0
    for weapon_class in ("one_handed_melee", "two_handed_firearm", "siege_weapon"):
        for tier in range(1, 13):
            rules = weapons[f"{weapon_class}_t{tier}"].tiered
            assert rules is not None
            assert rules.tier == tier
