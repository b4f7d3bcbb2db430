"""The engine's records of arbiter/v1/arrayer.proto, generated from proto/ by scripts/gen_engine.py; do not edit."""

from __future__ import annotations

import enum
from typing import ClassVar, final

from engine.values import Value

__all__ = [
    "ArrayerAftermath",
    "ArrayerBloodBath",
    "ArrayerBodySide",
    "ArrayerEscape",
    "ArrayerFollowUp",
    "ArrayerHitLocation",
    "ArrayerLocationBand",
    "ArrayerMishapBand",
    "ArrayerMishapResult",
    "ArrayerMountTarget",
    "ArrayerNightlyRest",
    "ArrayerRollWeaponType",
    "ArrayerShortRest",
    "ArrayerWound",
    "ArrayerWoundBand",
    "ArrayerWoundSeverity",
]


class ArrayerWoundSeverity(enum.IntEnum):
    """Wound severity (ruling A11: |HP| 1 stunned, 2-3 light, 4-6 moderate, 7+ bad)."""

    STUNNED = 1
    """Stunned: a temporary inability to fight, no permanent injury."""
    LIGHT = 2
    """Light: surface cuts, heavy bruising, sprains; no permanent effect."""
    MODERATE = 3
    """Moderate: serious cuts, broken bones, lost fingers or eyes; minor permanent effects."""
    BAD = 4
    """Bad: amputations, internal organs, brain damage; a permanent debilitating effect."""


class ArrayerHitLocation(enum.IntEnum):
    """Hit locations (ruling A11: d20 1 Fac, 2 Hnk, 3-5 Thx, 6-7 Abd, 8 Plv, 9-11 Urm, 12-14 Lrm,
    15-17 Ulg, 18-20 Llg).
    """

    FACE = 1
    """Fac: face."""
    HEAD_NECK = 2
    """Hnk: head / neck."""
    THORAX = 3
    """Thx: thorax."""
    ABDOMEN = 4
    """Abd: abdomen."""
    PELVIS = 5
    """Plv: pelvis / groin."""
    UPPER_ARM = 6
    """Urm: upper arm / shoulder."""
    LOWER_ARM = 7
    """Lrm: lower arm / hand."""
    UPPER_LEG = 8
    """Ulg: upper leg / hip."""
    LOWER_LEG = 9
    """Llg: lower leg / foot."""


class ArrayerBodySide(enum.IntEnum):
    """Which side of the body a limb wound is on."""

    LEFT = 1
    """Left (odd location roll)."""
    RIGHT = 2
    """Right (even location roll)."""


class ArrayerMishapResult(enum.IntEnum):
    """What a gunpowder mishap does (ruling A6)."""

    MISFIRE = 1
    """Misfire: no shot, nothing spent, may fire next round."""
    DUD = 2
    """Dud round: the shot is spent and the weapon must reload."""
    BURST_WEAR = 3
    """Burst round: damage to the user; a well-maintained weapon turns dubious, a dubious one is
    destroyed.
    """
    BURST = 4
    """Burst round: damage to the user."""
    EXPLODE = 5
    """The weapon explodes: damage to the user, and it is destroyed."""


class ArrayerMountTarget(enum.IntEnum):
    """ARRAYER Attack option: which part of a mounted target a mounted attacker strikes (ruling A10).
    Infantry cannot choose: odd natural rolls hit the horse, even ones the rider.
    """

    HORSE = 1
    """The horse."""
    RIDER = 2
    """The rider."""


@final
class ArrayerFollowUp(Value):
    """ARRAYER Attack option (ruling A26): what an attack with a weapon that attacks again on downing an
    enemy (EXTRA_ATTACK_ON_DOWN: the greatsword) does when its blow downs one. The extra attack is
    optional and may chain: each extra attack that downs its target earns the next.
    Absent (or empty): each extra attack goes to the first Attack.extra_target_ids entry still
    standing in reach, else to the nearest standing enemy in reach (ties: lowest id), as the
    default tactic does.
    Refused with a weapon that has no such effect (FAILED_PRECONDITION, reason NO_EXTRA_ATTACK).
    """

    FIELDS = ("decline", "target_ids")
    __slots__ = FIELDS

    decline: bool
    """Take no extra attack. Setting it with target_ids is INVALID_ARGUMENT (CONFLICTING_OPTIONS)."""
    target_ids: tuple[str, ...]
    """The extra attacks to take, in order: the first after the attack's own blow downs its target,
    the next only if that one downs its target, and none after the last. Each must be a standing
    enemy of the attacker, not the attack's target, in reach of the weapon from where the attacker
    stands (FAILED_PRECONDITION, reasons NOT_A_STANDING_ENEMY, TARGET_OUT_OF_RANGE; INVALID_ARGUMENT
    DUPLICATE_ID when named twice; field follow_up.target_ids[i]).
    """

    def __init__(self, decline: bool = False, target_ids: tuple[str, ...] = ()) -> None:
        self.decline = decline
        self.target_ids = target_ids

    def field_values(self) -> tuple[object, ...]:
        return (self.decline, self.target_ids)


@final
class ArrayerAftermath(Value):
    """After a fight (ruling A11): every combatant below 0 HP and not dead rolls the aftermath d20 (dies,
    recovers at the next short rest, or is wounded with a severity and a hit-location d20). Blood
    baths listed here happen first (ruling A12).
    """

    FIELDS = ("blood_baths",)
    __slots__ = FIELDS

    blood_baths: tuple[ArrayerBloodBath, ...]
    """Blood baths taken immediately after the fight, before the aftermath rolls."""

    def __init__(self, blood_baths: tuple[ArrayerBloodBath, ...] = ()) -> None:
        self.blood_baths = blood_baths

    def field_values(self) -> tuple[object, ...]:
        return (self.blood_baths,)

    kind: ClassVar[str] = "aftermath"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = ""
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return ""


@final
class ArrayerBloodBath(Value):
    """Bathing in the blood of a creature: each bather heals 1 HP per Hit Die of the creature (A12)."""

    FIELDS = ("creature_id", "bather_ids")
    __slots__ = FIELDS

    creature_id: str
    """The creature whose blood it is (a combatant of the state, usually a dead one)."""
    bather_ids: tuple[str, ...]
    """Who bathes."""

    def __init__(self, creature_id: str, bather_ids: tuple[str, ...]) -> None:
        self.creature_id = creature_id
        self.bather_ids = bather_ids

    def field_values(self) -> tuple[object, ...]:
        return (self.creature_id, self.bather_ids)


@final
class ArrayerNightlyRest(Value):
    """A night of rest (ruling A12): everyone below 0 HP and alive makes the death check d20 (dies on 1),
    then every living combatant heals 1 HP per Hit Die, up to max_hp (0: the hp given at the start,
    i.e. in the request's state; send max_hp to heal above it).
    """

    FIELDS = ()
    __slots__ = FIELDS


    def __init__(self) -> None:
        pass

    def field_values(self) -> tuple[object, ...]:
        return ()

    kind: ClassVar[str] = "nightly_rest"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = ""
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return ""


@final
class ArrayerShortRest(Value):
    """A short rest (ruling A24): every living combatant marked recovers_at_short_rest (an aftermath
    roll at least twice its negative HP, ruling A11) recovers to 0 HP (one already at 0 or more keeps
    its HP) and the mark is cleared; nobody else is affected. Like ArrayerNightlyRest it concerns
    the whole state: a rest is a time the group spends, not one combatant's act. Rolls no dice.
    """

    FIELDS = ()
    __slots__ = FIELDS


    def __init__(self) -> None:
        pass

    def field_values(self) -> tuple[object, ...]:
        return ()

    kind: ClassVar[str] = "short_rest"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = ""
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return ""


@final
class ArrayerEscape(Value):
    """An entangled combatant tries to get free (bola: a blade frees it, otherwise a Dexterity check;
    net: a Dexterity check with a blade, otherwise a d6 escaping on 1-2 after the first round).
    """

    FIELDS = ("combatant_id",)
    __slots__ = FIELDS

    combatant_id: str
    """Who tries."""

    def __init__(self, combatant_id: str) -> None:
        self.combatant_id = combatant_id

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id,)

    kind: ClassVar[str] = "escape"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return self.combatant_id


@final
class ArrayerRollWeaponType(Value):
    """Character creation (ruling A4): roll 1d6 on the Weapon Types table and improve that type one
    level.
    """

    FIELDS = ("combatant_id",)
    __slots__ = FIELDS

    combatant_id: str
    """Whose proficiency improves."""

    def __init__(self, combatant_id: str) -> None:
        self.combatant_id = combatant_id

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id,)

    kind: ClassVar[str] = "roll_weapon_type"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return self.combatant_id


@final
class ArrayerWound(Value):
    """A wound left by the ARRAYER aftermath roll (ruling A11)."""

    FIELDS = ("severity", "location", "side")
    __slots__ = FIELDS

    severity: ArrayerWoundSeverity
    """How bad it is, by the negative HP when the combatant fell."""
    location: ArrayerHitLocation
    """Where it is (hit location d20)."""
    side: ArrayerBodySide | None
    """Left or right for arms and legs (odd location roll left, even right); unspecified elsewhere."""

    def __init__(
        self,
        severity: ArrayerWoundSeverity,
        location: ArrayerHitLocation,
        side: ArrayerBodySide | None = None,
    ) -> None:
        self.severity = severity
        self.location = location
        self.side = side

    def field_values(self) -> tuple[object, ...]:
        return (self.severity, self.location, self.side)


@final
class ArrayerWoundBand(Value):
    """A row of the wound severity table (ruling A11; ArrayerRules.wound_bands): from this negative HP
    depth up to the next row's, wounds have this severity.
    """

    FIELDS = ("from_depth", "severity")
    __slots__ = FIELDS

    from_depth: int
    """Lowest |HP| of the row; rows ascend strictly and the first starts at 1."""
    severity: ArrayerWoundSeverity
    """The severity of wounds in the row."""

    def __init__(self, from_depth: int, severity: ArrayerWoundSeverity) -> None:
        self.from_depth = from_depth
        self.severity = severity

    def field_values(self) -> tuple[object, ...]:
        return (self.from_depth, self.severity)


@final
class ArrayerLocationBand(Value):
    """A row of the hit-location table (ruling A11; ArrayerRules.location_bands): from this d20 face up
    to the next row's, wounds are at this location.
    """

    FIELDS = ("from_face", "location", "sided")
    __slots__ = FIELDS

    from_face: int
    """Lowest d20 face of the row (1-20); rows ascend strictly and the first starts at 1."""
    location: ArrayerHitLocation
    """The location."""
    sided: bool
    """Left on an odd face, right on an even one (arms and legs)."""

    def __init__(self, from_face: int, location: ArrayerHitLocation, sided: bool = False) -> None:
        self.from_face = from_face
        self.location = location
        self.sided = sided

    def field_values(self) -> tuple[object, ...]:
        return (self.from_face, self.location, self.sided)


@final
class ArrayerMishapBand(Value):
    """A row of the gunpowder mishap table (ruling A6; ArrayerRules.mishap_bands): from this mishap-die
    face up to the next row's, this happens.
    """

    FIELDS = ("from_face", "result", "damage_dice")
    __slots__ = FIELDS

    from_face: int
    """Lowest mishap-die face of the row; rows ascend strictly and the first starts at 1."""
    result: ArrayerMishapResult
    """What happens."""
    damage_dice: int
    """d6s of damage to the user (bursts and explosions; 0 otherwise), armour ignored."""

    def __init__(self, from_face: int, result: ArrayerMishapResult, damage_dice: int = 0) -> None:
        self.from_face = from_face
        self.result = result
        self.damage_dice = damage_dice

    def field_values(self) -> tuple[object, ...]:
        return (self.from_face, self.result, self.damage_dice)
