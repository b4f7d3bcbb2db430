"""Every reason code an error can carry: one vocabulary for both rulesets.

A failed call's machine-readable ``reason`` (google.rpc.ErrorInfo and BadRequest field violations;
``ArbiterError.reason`` in the engine) is one of the codes below, and a code means the same thing
in every ruleset: a target too far for the weapon is ``TARGET_OUT_OF_RANGE`` in ARRAYER and
`tiered` alike. GetCatalog lists them and docs/api.md tables them.

To add a reason: one line in ``REASONS`` (code, the rulesets that can raise it, a one-line
description) and its row in docs/api.md's reason table. tests/engine/test_reasons.py scans every
raise site in engine/ and service/ and names any code missing here, or listed but never raised.
Prefer an existing code when it already says what happened.
"""

from __future__ import annotations

from typing import final

from engine.state import Ruleset
from engine.values import Value

__all__ = ["ARRAYER", "BOTH", "REASONS", "RENAMED", "TIERED", "Reason"]

#: The rulesets a reason can come from.
ARRAYER = (Ruleset.ARRAYER,)
TIERED = (Ruleset.TIERED,)
BOTH = (Ruleset.ARRAYER, Ruleset.TIERED)


@final
class Reason(Value):
    """One reason code (UPPER_SNAKE), the rulesets that can raise it, and what it means."""

    FIELDS = ("code", "rulesets", "description")
    __slots__ = FIELDS

    code: str
    rulesets: tuple[Ruleset, ...]
    description: str

    def __init__(self, code: str, rulesets: tuple[Ruleset, ...], description: str) -> None:
        self.code = code
        self.rulesets = rulesets
        self.description = description

    def field_values(self) -> tuple[object, ...]:
        return (self.code, self.rulesets, self.description)


# One line per reason, alphabetical. Request-level reasons (dice, limits, streams) are BOTH.
REASONS: tuple[Reason, ...] = (
    Reason("ACTION_ECONOMY_EXCEEDED", TIERED, "The turn's contested or other actions are used up."),
    Reason("ACTION_KIND_NOT_SUPPORTED", BOTH, "An action kind this server does not know (newer)."),
    Reason("ACTOR_DOWN", BOTH, "The acting combatant is out of the fight."),
    Reason("BAD_CREW", TIERED, "A siege crew member of another side, or named twice."),
    Reason(
        "BAD_DIE_SIZE",
        ARRAYER,
        "A rule override or weapon effect names a die the rules do not roll.",
    ),
    Reason("BAD_PORTER", TIERED, "A porter is the mover itself, or named twice."),
    Reason("BAD_ROUND", BOTH, "A scripted action's round is below 1."),
    Reason("BAD_TABLE_ROW", ARRAYER, "An overridden rules table has a row out of order or range."),
    Reason("BAD_TURN_ORDER", BOTH, "The turn order names a combatant twice, or no combatant."),
    Reason("BODY_BELOW_TIER", TIERED, "The wielder's Body is below the weapon's Tier."),
    Reason("BULLET_TIER_ABOVE_FIREARM", TIERED, "Bullets of a Tier above the firearm's."),
    Reason(
        "CANNOT_ENTANGLE",
        ARRAYER,
        "Entangling with a weapon, or from a distance, that cannot (A21).",
    ),
    Reason(
        "CANNOT_MOVE",
        BOTH,
        "The combatant cannot move (entangled, immobilised; held: HELD, TRAPPED).",
    ),
    Reason("CONFLICTING_OPTIONS", BOTH, "Two options of one request that exclude each other."),
    Reason("CREW_TOO_SMALL", TIERED, "A siege weapon fired with too small a crew."),
    Reason("DUAL_WIELD_NEEDS_ONE_HANDED", TIERED, "Dual wielding with a weapon not one-handed."),
    Reason("DUPLICATE_ID", BOTH, "Two sides, combatants, weapons, traps or targets share an id."),
    Reason("DUPLICATE_SCRIPTED_ACTION", BOTH, "A combatant scripted twice in one round."),
    Reason("EMPTY_ID", BOTH, "A side, combatant, weapon or trap without an id."),
    Reason("EMPTY_MESSAGE", BOTH, "A batch stream message with no options, item or pack."),
    Reason("EMPTY_PATH", BOTH, "A move without a path."),
    Reason("EMPTY_SIDE", BOTH, "A combatant that names no side."),
    Reason("ENTANGLED", ARRAYER, "The attacker is entangled and must get free first."),
    Reason("FORCED_DICE_EXHAUSTED", BOTH, "The rules needed more dice than the forced faces."),
    Reason("FORCED_FACE_OUT_OF_RANGE", BOTH, "A forced face is outside its die (1..size)."),
    Reason("HELD", ARRAYER, "A held combatant may not move closer to its captor (A28)."),
    Reason("INTERNAL", BOTH, "A server bug resolving one batch item (the log has the cause)."),
    Reason("LATE_OPTIONS", BOTH, "Batch options sent after the stream's first message."),
    Reason(
        "LIMIT_EXCEEDED",
        BOTH,
        "Over a server limit (combatants, list items, rounds, items, message size).",
    ),
    Reason(
        "MALFORMED_MESSAGE",
        BOTH,
        "A request message that does not parse (corrupt protobuf; bad or misshapen JSON).",
    ),
    Reason("MISSING_ACTION", BOTH, "An action that sets no kind."),
    Reason("MISSING_REQUEST", BOTH, "A batch item with neither an action nor an encounter."),
    Reason("MISSING_VALUE", BOTH, "A required value left unset (an enum at 0, a position)."),
    Reason("MISSING_WEAPON_SOURCE", BOTH, "A weapon with neither a catalog id nor a definition."),
    Reason("MOVE_TOO_FAR", BOTH, "A path longer than the mover's movement."),
    Reason("MUST_STAND", ARRAYER, "The weapon is used standing or crouching; the user is prone."),
    Reason(
        "NEEDS_SPACE", ARRAYER, "A 4-square-metre weapon with too few free squares around (A22)."
    ),
    Reason(
        "NEVER_ENDS",
        BOTH,
        "Exact odds to the end of an encounter that can reach a position it never ends from.",
    ),
    Reason("NO_ALTERNATE_USE", ARRAYER, "use_alternate on a weapon without an alternate use."),
    Reason("NO_EXTRA_ATTACK", ARRAYER, "A follow-up on a weapon that does not attack again (A26)."),
    Reason("NO_LINE_OF_FIRE", TIERED, "An obstacle blocks the line of fire."),
    Reason("NO_POSITION", BOTH, "The combatant has no position where the rule needs one."),
    Reason("NO_STEALTH_FLAG", TIERED, "The combatant holds no stealth flag of the other."),
    Reason("NO_STEALTH_TARGETS", TIERED, "No opponent near enough to hide from."),
    Reason("NO_WEAPON", BOTH, "The combatant carries no weapon."),
    Reason(
        "NOT_A_STANDING_ENEMY",
        ARRAYER,
        "A named extra attack at an ally, the target or the fallen (A26).",
    ),
    Reason("NOT_A_WEAPON_SKILL", TIERED, "A defence skill that is no weapon skill (T10)."),
    Reason("NOT_ADJACENT", ARRAYER, "A further target is not adjacent to the first."),
    Reason("NOT_AN_ATTACK", BOTH, "ComputeOdds for an action that is not an attack."),
    Reason("NOT_ENTANGLED", ARRAYER, "An escape by a combatant that is not entangled."),
    Reason("NOT_IMMOBILISED", TIERED, "Breaking free of no trap."),
    Reason("NOT_OBSCURED", TIERED, "A stealth check hidden from no opponent (T13)."),
    Reason("NOT_SCRIPTABLE", ARRAYER, "An aftermath or rest in an encounter script (no turn)."),
    Reason(
        "NOT_ON_LINE_OF_SHOT", ARRAYER, "A named target behind that is off the shot's line (A20)."
    ),
    Reason("NOT_THROWABLE", TIERED, "A weapon that cannot be thrown."),
    Reason("NOTHING_TO_CARRY", TIERED, "Porters named but no siege weapon to carry."),
    Reason("NOTHING_TO_RELOAD", TIERED, "A reload of a weapon that is loaded."),
    Reason("OFF_BATTLEFIELD", BOTH, "A combatant stands off the battlefield."),
    Reason("ONLY_KILLING_BLOW", ARRAYER, "A weapon useless in open combat (garotte, A5)."),
    Reason("OUT_OF_AMMUNITION", TIERED, "Nothing to shoot: no rounds left, or no bullets loaded."),
    Reason("OUT_OF_RANGE", BOTH, "A request number outside its allowed values (message says)."),
    Reason("PATH_BLOCKED", BOTH, "A square of the path is blocked."),
    Reason("PATH_ENDS_ON_FALLEN", BOTH, "A path ends on a fallen combatant's square."),
    Reason("PATH_NOT_ADJACENT", BOTH, "A path square not adjacent to the one before."),
    Reason("PORTER_NOT_ALLIED", TIERED, "A porter of another side."),
    Reason("PORTER_TOO_FAR", TIERED, "A porter farther from the bearer than porter_reach (T17)."),
    Reason("RESPONSE_TOO_LARGE", BOTH, "The response would exceed the server's message size."),
    Reason("ROLL_BUDGET_EXHAUSTED", BOTH, "More dice than the server's roll budget."),
    Reason("RULESET_MISMATCH", BOTH, "A field, action or rules part of the other ruleset."),
    Reason(
        "RULES_VERSION_MISMATCH",
        BOTH,
        "The request expects another rules digest than the server's (expected_rules_digest).",
    ),
    Reason("SAME_WEAPON_TWICE", TIERED, "One weapon named for both hands."),
    Reason("SCHOLAR_TOO_LOW", TIERED, "Scholar below what siege weapons need (T8)."),
    Reason("SELF_TARGET", BOTH, "A combatant targeting, holding or flagging itself."),
    Reason("SERVER_BUSY", BOTH, "The server's heavy calls are at their limit; retry later."),
    Reason("SIEGE_SKILL_BELOW_TIER", TIERED, "Siege Weapon skill below the weapon's Tier (T8)."),
    Reason("SIEGE_TOO_HEAVY", TIERED, "Mover and porters lack the Body to move the load (T8)."),
    Reason(
        "SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY", ARRAYER, "An (S) weapon at Unknown proficiency."
    ),
    Reason("SQUARE_OCCUPIED", BOTH, "Two living combatants on one square."),
    Reason("STATIONARY_TARGET_NEEDS_SIEGE", TIERED, "Only siege weapons fire at tiles (T8)."),
    Reason("TARGET_DEAD", BOTH, "The target is dead."),
    Reason("TARGET_NOT_UNAWARE", ARRAYER, "A killing blow on a target that is not unaware."),
    Reason("TARGET_OUT_OF_RANGE", BOTH, "The target is beyond the weapon's reach or range."),
    Reason("TOKEN_INVALID", BOTH, "The authorization header is not this server's token."),
    Reason("TOKEN_MISSING", BOTH, "No authorization header, on a server that wants a token."),
    Reason("TRAP_DAILY_LIMIT", TIERED, "More traps today than the setter's Traps skill allows."),
    Reason("TRAP_NEEDS_TOOLS", TIERED, "Setting or trapping with no tools (T16)."),
    Reason("TRAP_NOT_KNOWN", TIERED, "Disarming a trap the combatant does not know of."),
    Reason("TRAP_SETTER_SEEN", TIERED, "An enemy sees the setter: traps are set unseen."),
    Reason("TRAP_TOO_FAR", TIERED, "The trap's tile is not the actor's or next to it."),
    Reason("TRAPPED", ARRAYER, "Held by two, or with no free square farther away (A28)."),
    Reason("UNARMED_CRITICAL_ON_WEAPON", TIERED, "An unarmed critical aimed at the weapon."),
    Reason("UNKNOWN_COMBATANT", BOTH, "An id that names no combatant."),
    Reason("UNKNOWN_ENUM_VALUE", BOTH, "An enum number this server does not define."),
    Reason("UNKNOWN_SIDE", BOTH, "An id that names no side (listed, or named by a combatant)."),
    Reason("UNKNOWN_TRAP", TIERED, "An id that names no trap."),
    Reason("UNKNOWN_WEAPON", BOTH, "An id that names no catalog or carried weapon."),
    Reason("WEAPON_BROKEN", BOTH, "The weapon is broken."),
    Reason("WEAPON_NOT_FOR_SKILL", TIERED, "A defence weapon not used with the skill named (T11)."),
    Reason("WEAPON_NOT_LOADED", BOTH, "The weapon must be reloaded first (chits, reload actions)."),
    Reason("WEAPON_THROWN", ARRAYER, "The weapon was thrown and not recovered."),
    Reason("WRONG_AMMUNITION", BOTH, "Ammunition the weapon cannot shoot."),
    Reason("WRONG_HAND", TIERED, "The weapon is not held in the hand the action needs."),
)

#: Codes merged into one that already meant the same (old -> new); docs/api.md lists each. A
#: branch still raising an old code fails tests/engine/test_reasons.py, which names the new one.
RENAMED: dict[str, str] = {
    "BAD_ENUM": "UNKNOWN_ENUM_VALUE",
    "BAD_RULE_VALUE": "OUT_OF_RANGE",
    "NEGATIVE_VALUE": "OUT_OF_RANGE",
    "NO_AMMUNITION": "OUT_OF_AMMUNITION",
    "NOT_STEALTH_FLAGGED": "NO_STEALTH_FLAG",
    "PORTER_NOT_ADJACENT": "PORTER_TOO_FAR",
    "SEED_OUT_OF_RANGE": "OUT_OF_RANGE",
    "TARGET_OUT_OF_REACH": "TARGET_OUT_OF_RANGE",
    "WEAPON_NOT_RELOADED": "WEAPON_NOT_LOADED",
}
