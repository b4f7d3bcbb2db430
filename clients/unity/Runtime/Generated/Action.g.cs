// Generated from proto/arbiter/v1/action.proto by scripts/gen_protos.py (scripts/gen_csharp.py);
// do not edit. Plain C# on Newtonsoft.Json's JObject: proto3 JSON without
// Google.Protobuf (docs/clients/unity.md).
namespace Arbiter.V1
{
    /// <summary>
    /// What a `tiered` critical degrades (ruling T4).
    /// </summary>
    public enum CriticalTarget
    {
        /// <summary>
        /// Not set: armour, then shield, then weapon.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// The loser's weapon (not allowed for an unarmed winner).
        /// </summary>
        Weapon = 1,
        /// <summary>
        /// The loser's armour.
        /// </summary>
        Armour = 2,
        /// <summary>
        /// The loser's shield.
        /// </summary>
        Shield = 3,
    }

    /// <summary>The proto3 JSON names of the enums of this file.</summary>
    internal static partial class EnumJson
    {
        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.CriticalTarget value)
        {
            switch (value)
            {
                case global::Arbiter.V1.CriticalTarget.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("CRITICAL_TARGET_UNSPECIFIED");
                case global::Arbiter.V1.CriticalTarget.Weapon: return new global::Newtonsoft.Json.Linq.JValue("CRITICAL_TARGET_WEAPON");
                case global::Arbiter.V1.CriticalTarget.Armour: return new global::Newtonsoft.Json.Linq.JValue("CRITICAL_TARGET_ARMOUR");
                case global::Arbiter.V1.CriticalTarget.Shield: return new global::Newtonsoft.Json.Linq.JValue("CRITICAL_TARGET_SHIELD");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.CriticalTarget value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.CriticalTarget)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "CRITICAL_TARGET_UNSPECIFIED": value = global::Arbiter.V1.CriticalTarget.Unspecified; return true;
                case "CRITICAL_TARGET_WEAPON": value = global::Arbiter.V1.CriticalTarget.Weapon; return true;
                case "CRITICAL_TARGET_ARMOUR": value = global::Arbiter.V1.CriticalTarget.Armour; return true;
                case "CRITICAL_TARGET_SHIELD": value = global::Arbiter.V1.CriticalTarget.Shield; return true;
                default: value = default(global::Arbiter.V1.CriticalTarget); return false;
            }
        }
    }

    /// <summary>
    /// One thing a combatant does.
    ///
    /// Field numbers of the oneof: 1-9 for kinds both rulesets use, 10-29 for ARRAYER-only kinds,
    /// 30-49 for `tiered`-only kinds.
    /// </summary>
    public sealed partial class Action : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The kind of action.
        /// </summary>
        public enum KindOneofCase
        {
            None = 0,
            Attack = 1,
            Move = 2,
            Aftermath = 10,
            NightlyRest = 11,
            Escape = 12,
            RollWeaponType = 13,
            ShortRest = 14,
            Reload = 30,
            StealthCheck = 31,
            SetTrap = 32,
            BreakFree = 33,
            DisarmTrap = 34,
            TrapForFood = 35,
            LocateStealthed = 36,
        }

        private object _kind;
        private KindOneofCase _kindCase;

        /// <summary>Which member is set; None for none.</summary>
        public KindOneofCase KindCase { get { return _kindCase; } }

        public void ClearKind()
        {
            _kind = null;
            _kindCase = KindOneofCase.None;
        }

        /// <summary>
        /// Attack one target with one weapon.
        /// </summary>
        public global::Arbiter.V1.Attack Attack
        {
            get { return _kindCase == KindOneofCase.Attack ? (global::Arbiter.V1.Attack)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Attack; }
        }

        /// <summary>
        /// Move along a path of squares.
        /// </summary>
        public global::Arbiter.V1.Move Move
        {
            get { return _kindCase == KindOneofCase.Move ? (global::Arbiter.V1.Move)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Move; }
        }

        /// <summary>
        /// ARRAYER: after a fight, the aftermath roll of everyone below 0 HP (ruling A11).
        /// </summary>
        public global::Arbiter.V1.ArrayerAftermath Aftermath
        {
            get { return _kindCase == KindOneofCase.Aftermath ? (global::Arbiter.V1.ArrayerAftermath)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Aftermath; }
        }

        /// <summary>
        /// ARRAYER: a night of rest, with its death checks and healing (ruling A12).
        /// </summary>
        public global::Arbiter.V1.ArrayerNightlyRest NightlyRest
        {
            get { return _kindCase == KindOneofCase.NightlyRest ? (global::Arbiter.V1.ArrayerNightlyRest)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.NightlyRest; }
        }

        /// <summary>
        /// ARRAYER: an entangled combatant tries to get free (bola, net, chain).
        /// </summary>
        public global::Arbiter.V1.ArrayerEscape Escape
        {
            get { return _kindCase == KindOneofCase.Escape ? (global::Arbiter.V1.ArrayerEscape)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Escape; }
        }

        /// <summary>
        /// ARRAYER: the character-creation Weapon Types roll (ruling A4).
        /// </summary>
        public global::Arbiter.V1.ArrayerRollWeaponType RollWeaponType
        {
            get { return _kindCase == KindOneofCase.RollWeaponType ? (global::Arbiter.V1.ArrayerRollWeaponType)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.RollWeaponType; }
        }

        /// <summary>
        /// ARRAYER: a short rest, where whoever the aftermath roll marked recovers to 0 HP (ruling A24).
        /// </summary>
        public global::Arbiter.V1.ArrayerShortRest ShortRest
        {
            get { return _kindCase == KindOneofCase.ShortRest ? (global::Arbiter.V1.ArrayerShortRest)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.ShortRest; }
        }

        /// <summary>
        /// `tiered`: reload a crossbow, firearm or siege weapon one step (ruling T2).
        /// </summary>
        public global::Arbiter.V1.Reload Reload
        {
            get { return _kindCase == KindOneofCase.Reload ? (global::Arbiter.V1.Reload)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Reload; }
        }

        /// <summary>
        /// `tiered`: a stealth check against opponents (ruling T6).
        /// </summary>
        public global::Arbiter.V1.StealthCheck StealthCheck
        {
            get { return _kindCase == KindOneofCase.StealthCheck ? (global::Arbiter.V1.StealthCheck)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.StealthCheck; }
        }

        /// <summary>
        /// `tiered`: set a trap, or take the next in-combat setup step (ruling T7).
        /// </summary>
        public global::Arbiter.V1.SetTrap SetTrap
        {
            get { return _kindCase == KindOneofCase.SetTrap ? (global::Arbiter.V1.SetTrap)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.SetTrap; }
        }

        /// <summary>
        /// `tiered`: break free of a trap (ruling T7).
        /// </summary>
        public global::Arbiter.V1.BreakFree BreakFree
        {
            get { return _kindCase == KindOneofCase.BreakFree ? (global::Arbiter.V1.BreakFree)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.BreakFree; }
        }

        /// <summary>
        /// `tiered`: disarm a known trap (ruling T7).
        /// </summary>
        public global::Arbiter.V1.DisarmTrap DisarmTrap
        {
            get { return _kindCase == KindOneofCase.DisarmTrap ? (global::Arbiter.V1.DisarmTrap)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.DisarmTrap; }
        }

        /// <summary>
        /// `tiered`: a day of trapping for food, out of combat (ruling T7).
        /// </summary>
        public global::Arbiter.V1.TrapForFood TrapForFood
        {
            get { return _kindCase == KindOneofCase.TrapForFood ? (global::Arbiter.V1.TrapForFood)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.TrapForFood; }
        }

        /// <summary>
        /// `tiered`: a combatant holding a stealth flag tries to locate the stealthed combatant
        /// (ruling T18).
        /// </summary>
        public global::Arbiter.V1.LocateStealthed LocateStealthed
        {
            get { return _kindCase == KindOneofCase.LocateStealthed ? (global::Arbiter.V1.LocateStealthed)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.LocateStealthed; }
        }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (_kindCase == KindOneofCase.Attack)
            {
                json.Add("attack", Attack.ToJson());
            }
            if (_kindCase == KindOneofCase.Move)
            {
                json.Add("move", Move.ToJson());
            }
            if (_kindCase == KindOneofCase.Aftermath)
            {
                json.Add("aftermath", Aftermath.ToJson());
            }
            if (_kindCase == KindOneofCase.NightlyRest)
            {
                json.Add("nightlyRest", NightlyRest.ToJson());
            }
            if (_kindCase == KindOneofCase.Escape)
            {
                json.Add("escape", Escape.ToJson());
            }
            if (_kindCase == KindOneofCase.RollWeaponType)
            {
                json.Add("rollWeaponType", RollWeaponType.ToJson());
            }
            if (_kindCase == KindOneofCase.ShortRest)
            {
                json.Add("shortRest", ShortRest.ToJson());
            }
            if (_kindCase == KindOneofCase.Reload)
            {
                json.Add("reload", Reload.ToJson());
            }
            if (_kindCase == KindOneofCase.StealthCheck)
            {
                json.Add("stealthCheck", StealthCheck.ToJson());
            }
            if (_kindCase == KindOneofCase.SetTrap)
            {
                json.Add("setTrap", SetTrap.ToJson());
            }
            if (_kindCase == KindOneofCase.BreakFree)
            {
                json.Add("breakFree", BreakFree.ToJson());
            }
            if (_kindCase == KindOneofCase.DisarmTrap)
            {
                json.Add("disarmTrap", DisarmTrap.ToJson());
            }
            if (_kindCase == KindOneofCase.TrapForFood)
            {
                json.Add("trapForFood", TrapForFood.ToJson());
            }
            if (_kindCase == KindOneofCase.LocateStealthed)
            {
                json.Add("locateStealthed", LocateStealthed.ToJson());
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "attack":
                        Attack = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Attack>(property.Value);
                        break;
                    case "move":
                        Move = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Move>(property.Value);
                        break;
                    case "aftermath":
                        Aftermath = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerAftermath>(property.Value);
                        break;
                    case "nightlyRest":
                    case "nightly_rest":
                        NightlyRest = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerNightlyRest>(property.Value);
                        break;
                    case "escape":
                        Escape = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerEscape>(property.Value);
                        break;
                    case "rollWeaponType":
                    case "roll_weapon_type":
                        RollWeaponType = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerRollWeaponType>(property.Value);
                        break;
                    case "shortRest":
                    case "short_rest":
                        ShortRest = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerShortRest>(property.Value);
                        break;
                    case "reload":
                        Reload = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Reload>(property.Value);
                        break;
                    case "stealthCheck":
                    case "stealth_check":
                        StealthCheck = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.StealthCheck>(property.Value);
                        break;
                    case "setTrap":
                    case "set_trap":
                        SetTrap = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.SetTrap>(property.Value);
                        break;
                    case "breakFree":
                    case "break_free":
                        BreakFree = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.BreakFree>(property.Value);
                        break;
                    case "disarmTrap":
                    case "disarm_trap":
                        DisarmTrap = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.DisarmTrap>(property.Value);
                        break;
                    case "trapForFood":
                    case "trap_for_food":
                        TrapForFood = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TrapForFood>(property.Value);
                        break;
                    case "locateStealthed":
                    case "locate_stealthed":
                        LocateStealthed = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.LocateStealthed>(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// A move along a path: each square adjacent (Chebyshev distance 1, ruling S3) to the one before it,
    /// the first adjacent to where the combatant stands. Refused (FAILED_PRECONDITION) when longer than
    /// the combatant's movement (ARRAYER: ArrayerRules.default_move; `tiered`: TieredCombatant.move,
    /// ruling T2), through an obstacle, a standing combatant or off the grid, ending on a fallen
    /// combatant (down by its ruleset, rulings A11, S5: it may be passed over; the dead occupy
    /// nothing), or when the combatant is immobilised or entangled. `tiered`: refused when the
    /// combatant (and its porters) carry siege weapons needing more Body than theirs to move (4 x Tier,
    /// ruling T8); porters walk the path in step with it, all or none.
    /// `tiered`: entering a square near a trap it does not know of contests the trap, and a sprung trap
    /// stops the move there, and its porters or mover with it (ruling T7).
    /// </summary>
    public sealed partial class Move : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who moves; it must have a position.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// Squares entered, in order; the last is where it stops. ARRAYER, scripted in an encounter: the
        /// path is checked where everyone stands when the movement phase begins (a square another mover
        /// of the phase stands on counts as free) and walked in step with the other movers; it may end
        /// short when blocked two steps running or intercepted (rulings A17, A18).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Position> Path { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Position>();

        /// <summary>
        /// `tiered` (fields 30-49 are `tiered`-only): the combatants who carry the mover's siege weapons
        /// with it (ruling T8: their Body and the mover's together must reach 4 x Tier). Each is another
        /// standing combatant of the mover's side within TieredRules.porter_reach tiles of it (ruling
        /// T17: default 2, it need not touch the mover; farther is FAILED_PRECONDITION, PORTER_TOO_FAR),
        /// and moves in step with it, keeping its offset, as part of the mover's action. ARRAYER refuses
        /// a non-empty list (INVALID_ARGUMENT).
        /// </summary>
        public global::System.Collections.Generic.List<string> PorterIds { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            global::Arbiter.ArbiterJson.AddList(json, "path", Path, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "porterIds", PorterIds, value => global::Arbiter.ArbiterJson.String(value));
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "combatantId":
                    case "combatant_id":
                        CombatantId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "path":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Path, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Position>(item));
                        break;
                    case "porterIds":
                    case "porter_ids":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, PorterIds, item => global::Arbiter.ArbiterJson.ReadString(item));
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }

    /// <summary>
    /// An attack with one weapon against one target. Field numbers: 1-9 for both rulesets, 10-29 for
    /// ARRAYER-only options, 30-49 for `tiered`-only options.
    ///
    /// ARRAYER: one Attack Die for hit and damage (rulings A1-A3). `tiered`: a contested exchange; a
    /// defender who wins within its weapon's reach counterattacks (rulings T3, T4, S4).
    /// </summary>
    public sealed partial class Attack : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who attacks.
        /// </summary>
        public string AttackerId { get; set; } = "";

        /// <summary>
        /// Who is attacked (empty for a `tiered` siege shot at target_position).
        /// </summary>
        public string TargetId { get; set; } = "";

        /// <summary>
        /// Which of the attacker's weapons (Weapon.id); empty means its first weapon (`tiered`: bare
        /// hands, "unarmed", when it carries none).
        /// </summary>
        public string WeaponId { get; set; } = "";

        /// <summary>
        /// `tiered`: what a natural 20 of the attacker degrades on the loser (ruling T4); unspecified picks
        /// armour, then shield, then weapon, the first the loser has with a Tier above 0.
        /// </summary>
        public global::Arbiter.V1.CriticalTarget CriticalTarget { get; set; }

        /// <summary>
        /// `tiered`: what a natural 20 of a winning defender degrades on the attacker; unspecified as above.
        /// </summary>
        public global::Arbiter.V1.CriticalTarget DefenderCriticalTarget { get; set; }

        /// <summary>
        /// `tiered`: the weapon skill the defender rolls (ruling T10: any [Weapon] skill, Unarmed
        /// included, even one it carries no weapon for, which then only dodges; Stealth, Traps and
        /// Scholar are refused: FAILED_PRECONDITION, NOT_A_WEAPON_SKILL). Unspecified is the skill of
        /// defence_weapon_id when that is set, else the defender's best: the highest Reflex + skill, then
        /// one whose weapon can counterattack (see docs/rules/tiered.md). Changed meaning: until T10 an
        /// unspecified skill was the skill of the defender's first weapon.
        /// </summary>
        public global::Arbiter.V1.TieredSkill DefenceSkill { get; set; }

        /// <summary>
        /// ARRAYER: a killing blow on an unaware target, which the caller says can be ensured: it kills
        /// without a roll (ruling A5). Refused unless the target is unaware and in reach.
        /// </summary>
        public bool KillingBlow { get; set; }

        /// <summary>
        /// ARRAYER: a mounted attacker's choice of horse or rider against a mounted target (ruling A10).
        /// </summary>
        public global::Arbiter.V1.ArrayerMountTarget MountTarget { get; set; }

        /// <summary>
        /// ARRAYER: use the weapon's alternate profile (ArrayerWeaponRules.alternate_as: a mancatcher as a
        /// club).
        /// </summary>
        public bool UseAlternate { get; set; }

        /// <summary>
        /// ARRAYER: forgo damage to entangle (weapons with the ENTANGLE_OPTION effect: meteor hammer).
        /// Refused (FAILED_PRECONDITION, reason CANNOT_ENTANGLE, ruling A21) with a weapon that has no
        /// such option, or from 1 square, where a meteor hammer fights as the knife on its handle.
        /// </summary>
        public bool Entangle { get; set; }

        /// <summary>
        /// ARRAYER: further targets of one shot: the blunderbuss's other adjacent targets (SPREAD), or the
        /// arquebus's targets behind (OVER_PENETRATION, ruling A20). Behind are the standing combatants on
        /// the shot's line (Bresenham from the shooter through the target, continued beyond it, up to
        /// the weapon's extreme range, ended by an obstacle or the grid's edge), nearest first: the line
        /// decides who is hit, and each id named here must stand on it, else the attack is refused
        /// (FAILED_PRECONDITION, reason NOT_ON_LINE_OF_SHOT, field extra_target_ids[i]). Only without
        /// positions (no line to draw) are the named ones the targets behind, in order. (Before A20 the
        /// named ones were hit wherever they stood, and unnamed only the next square, stepping by sign.)
        /// Greatsword (EXTRA_ATTACK_ON_DOWN): the preferred target of the extra attack, when follow_up
        /// is unset (ruling A26).
        /// </summary>
        public global::System.Collections.Generic.List<string> ExtraTargetIds { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>
        /// ARRAYER: the ammunition loosed (sling stones, lead bullets, grenades); unspecified is the
        /// weapon's own ammunition kind, else its plain range.
        /// </summary>
        public global::Arbiter.V1.AmmunitionKind Ammunition { get; set; }

        /// <summary>
        /// ARRAYER: whether, and at whom, to take the extra attacks of a weapon that attacks again on
        /// downing an enemy (the greatsword; ruling A26). Absent: the nearest enemy in reach, as before.
        /// </summary>
        public global::Arbiter.V1.ArrayerFollowUp FollowUp { get; set; }

        /// <summary>
        /// `tiered` dual wield (ruling T3): the off-hand melee weapon (Weapon.id, or "unarmed") used with
        /// weapon_id: 2d20 keep the best, the lower of the two skills, the lower Tier.
        /// </summary>
        public string OffHandWeaponId { get; set; } = "";

        /// <summary>
        /// `tiered`: throw weapon_id, a one-handed melee weapon (Main-/Off-Hand Thrown, 5 tiles). It
        /// leaves the thrower's weapons (a stack with an ammunition count loses one); the game may
        /// recover it.
        /// </summary>
        public bool Thrown { get; set; }

        /// <summary>
        /// `tiered`: the free stealth attack against a target holding the attacker's stealth flag
        /// (ruling T6): the defender rolls nothing; it does not count against the turn's actions.
        /// </summary>
        public bool StealthAttack { get; set; }

        /// <summary>
        /// `tiered` siege weapons: fire at a tile, wall, door or other stationary object instead of
        /// target_id (ruling T8). Stationary targets roll nothing. With target_id, thrown, stealth_attack
        /// or off_hand_weapon_id it is INVALID_ARGUMENT (CONFLICTING_OPTIONS, naming that field).
        /// </summary>
        public global::Arbiter.V1.Position TargetPosition { get; set; }

        /// <summary>
        /// `tiered` siege weapons: the other combatants crewing it (ruling T8: ceil(Tier / 2) in all).
        /// With any other weapon it is INVALID_ARGUMENT (CONFLICTING_OPTIONS).
        /// </summary>
        public global::System.Collections.Generic.List<string> CrewIds { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>
        /// `tiered`: the defender dual wields, defending with its defence weapon (defence_weapon_id, else
        /// its best Main-Hand Melee weapon or bare hands) and this off-hand one (2d20 keep the best),
        /// which it may only do against an attack from within its melee reach. Its shield then subtracts
        /// nothing (ruling T15). The pair is checked as offHandWeaponId's is: FAILED_PRECONDITION
        /// DUAL_WIELD_NEEDS_ONE_HANDED, WRONG_HAND (this one not in the off hand, or defence_weapon_id
        /// in it), WEAPON_BROKEN or BODY_BELOW_TIER.
        /// </summary>
        public string DefenderOffHandWeaponId { get; set; } = "";

        /// <summary>
        /// `tiered`: the defender's weapon (Weapon.id, or "unarmed") that goes with its defence skill
        /// and counterattacks with it when it wins, if it is a melee weapon that reaches the attacker
        /// (ruling T11). Empty: the highest-Tier usable weapon the defender has for the skill (none: it
        /// only dodges). INVALID_ARGUMENT UNKNOWN_WEAPON if not carried; FAILED_PRECONDITION
        /// WEAPON_NOT_FOR_SKILL (T11) if it does not go with defence_skill, WEAPON_BROKEN, WRONG_HAND or
        /// BODY_BELOW_TIER if it cannot be used. Like defence_skill and defender_off_hand_weapon_id it is
        /// checked on every attack, also where the defender rolls nothing (a guaranteed hit, T5, or a
        /// stealth attack, T6).
        /// </summary>
        public string DefenceWeaponId { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (AttackerId != null && AttackerId.Length != 0)
            {
                json.Add("attackerId", global::Arbiter.ArbiterJson.String(AttackerId));
            }
            if (TargetId != null && TargetId.Length != 0)
            {
                json.Add("targetId", global::Arbiter.ArbiterJson.String(TargetId));
            }
            if (WeaponId != null && WeaponId.Length != 0)
            {
                json.Add("weaponId", global::Arbiter.ArbiterJson.String(WeaponId));
            }
            if (CriticalTarget != 0)
            {
                json.Add("criticalTarget", global::Arbiter.V1.EnumJson.Write(CriticalTarget));
            }
            if (DefenderCriticalTarget != 0)
            {
                json.Add("defenderCriticalTarget", global::Arbiter.V1.EnumJson.Write(DefenderCriticalTarget));
            }
            if (DefenceSkill != 0)
            {
                json.Add("defenceSkill", global::Arbiter.V1.EnumJson.Write(DefenceSkill));
            }
            if (KillingBlow)
            {
                json.Add("killingBlow", global::Arbiter.ArbiterJson.Bool(KillingBlow));
            }
            if (MountTarget != 0)
            {
                json.Add("mountTarget", global::Arbiter.V1.EnumJson.Write(MountTarget));
            }
            if (UseAlternate)
            {
                json.Add("useAlternate", global::Arbiter.ArbiterJson.Bool(UseAlternate));
            }
            if (Entangle)
            {
                json.Add("entangle", global::Arbiter.ArbiterJson.Bool(Entangle));
            }
            global::Arbiter.ArbiterJson.AddList(json, "extraTargetIds", ExtraTargetIds, value => global::Arbiter.ArbiterJson.String(value));
            if (Ammunition != 0)
            {
                json.Add("ammunition", global::Arbiter.V1.EnumJson.Write(Ammunition));
            }
            if (FollowUp != null)
            {
                json.Add("followUp", FollowUp.ToJson());
            }
            if (OffHandWeaponId != null && OffHandWeaponId.Length != 0)
            {
                json.Add("offHandWeaponId", global::Arbiter.ArbiterJson.String(OffHandWeaponId));
            }
            if (Thrown)
            {
                json.Add("thrown", global::Arbiter.ArbiterJson.Bool(Thrown));
            }
            if (StealthAttack)
            {
                json.Add("stealthAttack", global::Arbiter.ArbiterJson.Bool(StealthAttack));
            }
            if (TargetPosition != null)
            {
                json.Add("targetPosition", TargetPosition.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "crewIds", CrewIds, value => global::Arbiter.ArbiterJson.String(value));
            if (DefenderOffHandWeaponId != null && DefenderOffHandWeaponId.Length != 0)
            {
                json.Add("defenderOffHandWeaponId", global::Arbiter.ArbiterJson.String(DefenderOffHandWeaponId));
            }
            if (DefenceWeaponId != null && DefenceWeaponId.Length != 0)
            {
                json.Add("defenceWeaponId", global::Arbiter.ArbiterJson.String(DefenceWeaponId));
            }
            global::Arbiter.ArbiterJson.AddUnknown(json, _unknown);
            return json;
        }

        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>
        public void MergeFrom(global::Newtonsoft.Json.Linq.JObject json)
        {
            foreach (global::Newtonsoft.Json.Linq.JProperty property in json.Properties())
            {
                if (property.Value.Type == global::Newtonsoft.Json.Linq.JTokenType.Null)
                {
                    continue;
                }
                switch (property.Name)
                {
                    case "attackerId":
                    case "attacker_id":
                        AttackerId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "targetId":
                    case "target_id":
                        TargetId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "weaponId":
                    case "weapon_id":
                        WeaponId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "criticalTarget":
                    case "critical_target":
                        {
                            global::Arbiter.V1.CriticalTarget read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                CriticalTarget = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "defenderCriticalTarget":
                    case "defender_critical_target":
                        {
                            global::Arbiter.V1.CriticalTarget read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                DefenderCriticalTarget = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "defenceSkill":
                    case "defence_skill":
                        {
                            global::Arbiter.V1.TieredSkill read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                DefenceSkill = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "killingBlow":
                    case "killing_blow":
                        KillingBlow = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "mountTarget":
                    case "mount_target":
                        {
                            global::Arbiter.V1.ArrayerMountTarget read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                MountTarget = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "useAlternate":
                    case "use_alternate":
                        UseAlternate = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "entangle":
                        Entangle = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "extraTargetIds":
                    case "extra_target_ids":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, ExtraTargetIds, item => global::Arbiter.ArbiterJson.ReadString(item));
                        break;
                    case "ammunition":
                        {
                            global::Arbiter.V1.AmmunitionKind read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Ammunition = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "followUp":
                    case "follow_up":
                        FollowUp = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerFollowUp>(property.Value);
                        break;
                    case "offHandWeaponId":
                    case "off_hand_weapon_id":
                        OffHandWeaponId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "thrown":
                        Thrown = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "stealthAttack":
                    case "stealth_attack":
                        StealthAttack = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "targetPosition":
                    case "target_position":
                        TargetPosition = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Position>(property.Value);
                        break;
                    case "crewIds":
                    case "crew_ids":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, CrewIds, item => global::Arbiter.ArbiterJson.ReadString(item));
                        break;
                    case "defenderOffHandWeaponId":
                    case "defender_off_hand_weapon_id":
                        DefenderOffHandWeaponId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "defenceWeaponId":
                    case "defence_weapon_id":
                        DefenceWeaponId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    default:
                        _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        break;
                }
            }
        }

        /// <summary>The proto3 JSON text, for logs.</summary>
        public override string ToString()
        {
            return global::Arbiter.ArbiterJson.Format(this);
        }
    }
}
