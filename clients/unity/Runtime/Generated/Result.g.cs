// Generated from proto/arbiter/v1/result.proto by scripts/gen_protos.py (scripts/gen_csharp.py);
// do not edit. Plain C# on Newtonsoft.Json's JObject: proto3 JSON without
// Google.Protobuf (docs/clients/unity.md).
namespace Arbiter.V1
{
    /// <summary>
    /// Why a strike of an attack happened. Values: 1-19 both rulesets, 20-39 ARRAYER, 40+ `tiered`.
    /// </summary>
    public enum StrikeKind
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// The attack's own target (or, `tiered` siege, its stationary target: ruling T8).
        /// </summary>
        Primary = 1,
        /// <summary>
        /// ARRAYER greatsword: the attack made again on downing an enemy.
        /// </summary>
        FollowUp = 20,
        /// <summary>
        /// ARRAYER blunderbuss: a further target adjacent to the first (extra_target_ids).
        /// </summary>
        Spread = 21,
        /// <summary>
        /// ARRAYER arquebus: a target behind one the shot downed (over-penetration).
        /// </summary>
        Behind = 22,
        /// <summary>
        /// `tiered`: the defender won within its reach and struck the attacker back (ruling T3).
        /// </summary>
        Counterattack = 40,
    }

    /// <summary>
    /// What ended a move. Values: 1-19 both rulesets, 20-39 ARRAYER, 40+ `tiered`. (An ARRAYER Move
    /// action is never cut short: interceptions and contested squares belong to an encounter's
    /// movement phase, rulings A17, A18, which reports no per-action results.)
    /// </summary>
    public enum MoveStop
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Nothing: the whole path was walked.
        /// </summary>
        None = 1,
        /// <summary>
        /// `tiered`: a trap caught the mover or one of its porters (ruling T7).
        /// </summary>
        Trap = 40,
    }

    /// <summary>The proto3 JSON names of the enums of this file.</summary>
    internal static partial class EnumJson
    {
        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.StrikeKind value)
        {
            switch (value)
            {
                case global::Arbiter.V1.StrikeKind.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("STRIKE_KIND_UNSPECIFIED");
                case global::Arbiter.V1.StrikeKind.Primary: return new global::Newtonsoft.Json.Linq.JValue("STRIKE_KIND_PRIMARY");
                case global::Arbiter.V1.StrikeKind.FollowUp: return new global::Newtonsoft.Json.Linq.JValue("STRIKE_KIND_FOLLOW_UP");
                case global::Arbiter.V1.StrikeKind.Spread: return new global::Newtonsoft.Json.Linq.JValue("STRIKE_KIND_SPREAD");
                case global::Arbiter.V1.StrikeKind.Behind: return new global::Newtonsoft.Json.Linq.JValue("STRIKE_KIND_BEHIND");
                case global::Arbiter.V1.StrikeKind.Counterattack: return new global::Newtonsoft.Json.Linq.JValue("STRIKE_KIND_COUNTERATTACK");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.StrikeKind value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.StrikeKind)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "STRIKE_KIND_UNSPECIFIED": value = global::Arbiter.V1.StrikeKind.Unspecified; return true;
                case "STRIKE_KIND_PRIMARY": value = global::Arbiter.V1.StrikeKind.Primary; return true;
                case "STRIKE_KIND_FOLLOW_UP": value = global::Arbiter.V1.StrikeKind.FollowUp; return true;
                case "STRIKE_KIND_SPREAD": value = global::Arbiter.V1.StrikeKind.Spread; return true;
                case "STRIKE_KIND_BEHIND": value = global::Arbiter.V1.StrikeKind.Behind; return true;
                case "STRIKE_KIND_COUNTERATTACK": value = global::Arbiter.V1.StrikeKind.Counterattack; return true;
                default: value = default(global::Arbiter.V1.StrikeKind); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.MoveStop value)
        {
            switch (value)
            {
                case global::Arbiter.V1.MoveStop.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("MOVE_STOP_UNSPECIFIED");
                case global::Arbiter.V1.MoveStop.None: return new global::Newtonsoft.Json.Linq.JValue("MOVE_STOP_NONE");
                case global::Arbiter.V1.MoveStop.Trap: return new global::Newtonsoft.Json.Linq.JValue("MOVE_STOP_TRAP");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.MoveStop value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.MoveStop)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "MOVE_STOP_UNSPECIFIED": value = global::Arbiter.V1.MoveStop.Unspecified; return true;
                case "MOVE_STOP_NONE": value = global::Arbiter.V1.MoveStop.None; return true;
                case "MOVE_STOP_TRAP": value = global::Arbiter.V1.MoveStop.Trap; return true;
                default: value = default(global::Arbiter.V1.MoveStop); return false;
            }
        }
    }

    /// <summary>
    /// What one action did: one kind per Action kind, with the same name and field number as the
    /// Action it answers (1-9 kinds both rulesets use, 10-29 ARRAYER-only, 30-49 `tiered`-only).
    /// </summary>
    public sealed partial class ActionResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The result of the action's kind.
        /// </summary>
        public enum KindOneofCase
        {
            None = 0,
            Attack = 1,
            Move = 2,
            Aftermath = 10,
            NightlyRest = 11,
            ShortRest = 14,
            Escape = 12,
            RollWeaponType = 13,
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
        /// Result of an Attack.
        /// </summary>
        public global::Arbiter.V1.AttackResult Attack
        {
            get { return _kindCase == KindOneofCase.Attack ? (global::Arbiter.V1.AttackResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Attack; }
        }

        /// <summary>
        /// Result of a Move.
        /// </summary>
        public global::Arbiter.V1.MoveResult Move
        {
            get { return _kindCase == KindOneofCase.Move ? (global::Arbiter.V1.MoveResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Move; }
        }

        /// <summary>
        /// ARRAYER: result of the aftermath (ruling A11).
        /// </summary>
        public global::Arbiter.V1.ArrayerAftermathResult Aftermath
        {
            get { return _kindCase == KindOneofCase.Aftermath ? (global::Arbiter.V1.ArrayerAftermathResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Aftermath; }
        }

        /// <summary>
        /// ARRAYER: result of a night of rest (ruling A12).
        /// </summary>
        public global::Arbiter.V1.ArrayerNightlyRestResult NightlyRest
        {
            get { return _kindCase == KindOneofCase.NightlyRest ? (global::Arbiter.V1.ArrayerNightlyRestResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.NightlyRest; }
        }

        /// <summary>
        /// ARRAYER: result of a short rest (ruling A24).
        /// </summary>
        public global::Arbiter.V1.ArrayerShortRestResult ShortRest
        {
            get { return _kindCase == KindOneofCase.ShortRest ? (global::Arbiter.V1.ArrayerShortRestResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.ShortRest; }
        }

        /// <summary>
        /// ARRAYER: result of an escape attempt.
        /// </summary>
        public global::Arbiter.V1.ArrayerEscapeResult Escape
        {
            get { return _kindCase == KindOneofCase.Escape ? (global::Arbiter.V1.ArrayerEscapeResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Escape; }
        }

        /// <summary>
        /// ARRAYER: result of the Weapon Types roll (ruling A4).
        /// </summary>
        public global::Arbiter.V1.ArrayerRollWeaponTypeResult RollWeaponType
        {
            get { return _kindCase == KindOneofCase.RollWeaponType ? (global::Arbiter.V1.ArrayerRollWeaponTypeResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.RollWeaponType; }
        }

        /// <summary>
        /// `tiered`: result of a reload step (rulings T2, T8).
        /// </summary>
        public global::Arbiter.V1.ReloadResult Reload
        {
            get { return _kindCase == KindOneofCase.Reload ? (global::Arbiter.V1.ReloadResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Reload; }
        }

        /// <summary>
        /// `tiered`: result of a stealth check (ruling T6).
        /// </summary>
        public global::Arbiter.V1.StealthCheckResult StealthCheck
        {
            get { return _kindCase == KindOneofCase.StealthCheck ? (global::Arbiter.V1.StealthCheckResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.StealthCheck; }
        }

        /// <summary>
        /// `tiered`: result of setting a trap or one setup step (ruling T7).
        /// </summary>
        public global::Arbiter.V1.SetTrapResult SetTrap
        {
            get { return _kindCase == KindOneofCase.SetTrap ? (global::Arbiter.V1.SetTrapResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.SetTrap; }
        }

        /// <summary>
        /// `tiered`: result of trying to break free of a trap (ruling T7).
        /// </summary>
        public global::Arbiter.V1.BreakFreeResult BreakFree
        {
            get { return _kindCase == KindOneofCase.BreakFree ? (global::Arbiter.V1.BreakFreeResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.BreakFree; }
        }

        /// <summary>
        /// `tiered`: result of disarming a trap (ruling T7).
        /// </summary>
        public global::Arbiter.V1.DisarmTrapResult DisarmTrap
        {
            get { return _kindCase == KindOneofCase.DisarmTrap ? (global::Arbiter.V1.DisarmTrapResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.DisarmTrap; }
        }

        /// <summary>
        /// `tiered`: result of a day of trapping for food (ruling T7).
        /// </summary>
        public global::Arbiter.V1.TrapForFoodResult TrapForFood
        {
            get { return _kindCase == KindOneofCase.TrapForFood ? (global::Arbiter.V1.TrapForFoodResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.TrapForFood; }
        }

        /// <summary>
        /// `tiered`: result of trying to locate a stealthed combatant (ruling T18).
        /// </summary>
        public global::Arbiter.V1.LocateStealthedResult LocateStealthed
        {
            get { return _kindCase == KindOneofCase.LocateStealthed ? (global::Arbiter.V1.LocateStealthedResult)_kind : null; }
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
            if (_kindCase == KindOneofCase.ShortRest)
            {
                json.Add("shortRest", ShortRest.ToJson());
            }
            if (_kindCase == KindOneofCase.Escape)
            {
                json.Add("escape", Escape.ToJson());
            }
            if (_kindCase == KindOneofCase.RollWeaponType)
            {
                json.Add("rollWeaponType", RollWeaponType.ToJson());
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
                        Attack = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.AttackResult>(property.Value);
                        break;
                    case "move":
                        Move = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.MoveResult>(property.Value);
                        break;
                    case "aftermath":
                        Aftermath = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerAftermathResult>(property.Value);
                        break;
                    case "nightlyRest":
                    case "nightly_rest":
                        NightlyRest = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerNightlyRestResult>(property.Value);
                        break;
                    case "shortRest":
                    case "short_rest":
                        ShortRest = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerShortRestResult>(property.Value);
                        break;
                    case "escape":
                        Escape = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerEscapeResult>(property.Value);
                        break;
                    case "rollWeaponType":
                    case "roll_weapon_type":
                        RollWeaponType = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerRollWeaponTypeResult>(property.Value);
                        break;
                    case "reload":
                        Reload = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ReloadResult>(property.Value);
                        break;
                    case "stealthCheck":
                    case "stealth_check":
                        StealthCheck = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.StealthCheckResult>(property.Value);
                        break;
                    case "setTrap":
                    case "set_trap":
                        SetTrap = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.SetTrapResult>(property.Value);
                        break;
                    case "breakFree":
                    case "break_free":
                        BreakFree = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.BreakFreeResult>(property.Value);
                        break;
                    case "disarmTrap":
                    case "disarm_trap":
                        DisarmTrap = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.DisarmTrapResult>(property.Value);
                        break;
                    case "trapForFood":
                    case "trap_for_food":
                        TrapForFood = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TrapForFoodResult>(property.Value);
                        break;
                    case "locateStealthed":
                    case "locate_stealthed":
                        LocateStealthed = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.LocateStealthedResult>(property.Value);
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
    /// What an Attack did. Field numbers: 1-9 both rulesets, 10-29 ARRAYER, 30-49 `tiered`.
    /// </summary>
    public sealed partial class AttackResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Every blow the attack struck, in the order resolved: the primary target first, then each
        /// further blow of the same action (StrikeKind says which). A strike that missed, tied or was
        /// defended is listed too, with no damage.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.StrikeResult> Strikes { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.StrikeResult>();

        /// <summary>
        /// ARRAYER gunpowder (ruling A6): the mishap, when the shot suffered one; unset otherwise. A
        /// misfire in wind or moisture is the primary strike's OUTCOME_MISFIRE instead.
        /// </summary>
        public global::Arbiter.V1.ArrayerMishap Mishap { get; set; }

        /// <summary>
        /// ARRAYER: the attacker's weapon broke in this attack (on a miss, in melee, or in a mishap).
        /// </summary>
        public bool WeaponBroken { get; set; }

        /// <summary>
        /// `tiered`: every critical of the exchange (ruling T4): natural 20s and natural 1s.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.CriticalResult> Criticals { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.CriticalResult>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "strikes", Strikes, value => value.ToJson());
            if (Mishap != null)
            {
                json.Add("mishap", Mishap.ToJson());
            }
            if (WeaponBroken)
            {
                json.Add("weaponBroken", global::Arbiter.ArbiterJson.Bool(WeaponBroken));
            }
            global::Arbiter.ArbiterJson.AddList(json, "criticals", Criticals, value => value.ToJson());
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
                    case "strikes":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Strikes, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.StrikeResult>(item));
                        break;
                    case "mishap":
                        Mishap = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerMishap>(property.Value);
                        break;
                    case "weaponBroken":
                    case "weapon_broken":
                        WeaponBroken = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "criticals":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Criticals, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.CriticalResult>(item));
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
    /// One blow on one target and what it did to that target. Field numbers: 1-9 and 50-59 both
    /// rulesets, 10-29 ARRAYER, 30-49 `tiered`.
    /// </summary>
    public sealed partial class StrikeResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Why it happened.
        /// </summary>
        public global::Arbiter.V1.StrikeKind Kind { get; set; }

        /// <summary>
        /// Who struck (for a counterattack, the defender).
        /// </summary>
        public string AttackerId { get; set; } = "";

        /// <summary>
        /// Who was struck; empty for a `tiered` siege shot at target_position.
        /// </summary>
        public string TargetId { get; set; } = "";

        /// <summary>
        /// The striker's weapon (Weapon.id; `tiered` "unarmed" for bare hands).
        /// </summary>
        public string WeaponId { get; set; } = "";

        /// <summary>
        /// How it came out: OUTCOME_HIT, OUTCOME_MISS, OUTCOME_TIE, OUTCOME_DEFENDED (a `tiered`
        /// defender won but could not strike back), OUTCOME_MISFIRE (ARRAYER gunpowder, ruling A6),
        /// OUTCOME_KILLED (ARRAYER killing blow, ruling A5).
        /// </summary>
        public global::Arbiter.V1.Outcome Outcome { get; set; }

        /// <summary>
        /// Damage dealt (after armour, floors and caps); 0 on anything but a damaging hit.
        /// </summary>
        public int Damage { get; set; }

        /// <summary>
        /// The target's HP before the blow (its horse's when mount is set).
        /// </summary>
        public int HpBefore { get; set; }

        /// <summary>
        /// The target's HP after it; equal to hp_before when nothing was dealt.
        /// </summary>
        public int HpAfter { get; set; }

        /// <summary>
        /// The blow took the target out of the fight (ARRAYER HP below 0, ruling A11; `tiered` 0 or
        /// below, ruling S5).
        /// </summary>
        public bool Downed { get; set; }

        /// <summary>
        /// ARRAYER: the target was killed (a killing blow, ruling A5).
        /// </summary>
        public bool Killed { get; set; }

        /// <summary>
        /// ARRAYER quarterstaff: the knock-back (rulings A7, A8); unset for other weapons.
        /// </summary>
        public global::Arbiter.V1.ArrayerKnockBack KnockBack { get; set; }

        /// <summary>
        /// ARRAYER: the blow struck a horse (ruling A10): target_id names it "&lt;rider id&gt;/mount", as the
        /// trace and blood baths do, and hp_before, hp_after, downed and knock_back are the horse's.
        /// </summary>
        public bool Mount { get; set; }

        /// <summary>
        /// ARRAYER: the target's Dodge save (ruling A7) escaped a hold or an entanglement.
        /// </summary>
        public bool Dodged { get; set; }

        /// <summary>
        /// `tiered` siege weapons: the stationary target shot at (ruling T8); damage is dealt to it.
        /// </summary>
        public global::Arbiter.V1.Position TargetPosition { get; set; }

        /// <summary>
        /// Conditions the target gained from this blow and the weapon's effects (e.g. DOWNED, PRONE,
        /// HELD, ENTANGLED, DOSED, DEAD).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Condition> Conditions { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Condition>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Kind != 0)
            {
                json.Add("kind", global::Arbiter.V1.EnumJson.Write(Kind));
            }
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
            if (Outcome != 0)
            {
                json.Add("outcome", global::Arbiter.V1.EnumJson.Write(Outcome));
            }
            if (Damage != 0)
            {
                json.Add("damage", global::Arbiter.ArbiterJson.Number(Damage));
            }
            if (HpBefore != 0)
            {
                json.Add("hpBefore", global::Arbiter.ArbiterJson.Number(HpBefore));
            }
            if (HpAfter != 0)
            {
                json.Add("hpAfter", global::Arbiter.ArbiterJson.Number(HpAfter));
            }
            if (Downed)
            {
                json.Add("downed", global::Arbiter.ArbiterJson.Bool(Downed));
            }
            if (Killed)
            {
                json.Add("killed", global::Arbiter.ArbiterJson.Bool(Killed));
            }
            if (KnockBack != null)
            {
                json.Add("knockBack", KnockBack.ToJson());
            }
            if (Mount)
            {
                json.Add("mount", global::Arbiter.ArbiterJson.Bool(Mount));
            }
            if (Dodged)
            {
                json.Add("dodged", global::Arbiter.ArbiterJson.Bool(Dodged));
            }
            if (TargetPosition != null)
            {
                json.Add("targetPosition", TargetPosition.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "conditions", Conditions, value => global::Arbiter.V1.EnumJson.Write(value));
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
                    case "kind":
                        {
                            global::Arbiter.V1.StrikeKind read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Kind = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
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
                    case "outcome":
                        {
                            global::Arbiter.V1.Outcome read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Outcome = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "damage":
                        Damage = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hpBefore":
                    case "hp_before":
                        HpBefore = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hpAfter":
                    case "hp_after":
                        HpAfter = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "downed":
                        Downed = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "killed":
                        Killed = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "knockBack":
                    case "knock_back":
                        KnockBack = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerKnockBack>(property.Value);
                        break;
                    case "mount":
                        Mount = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "dodged":
                        Dodged = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "targetPosition":
                    case "target_position":
                        TargetPosition = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Position>(property.Value);
                        break;
                    case "conditions":
                        if (!global::Arbiter.ArbiterJson.TryReadEnumList<global::Arbiter.V1.Condition>(property.Value, Conditions, global::Arbiter.V1.EnumJson.TryRead))
                        {
                            _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        }
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
    /// ARRAYER quarterstaff knock-back (rulings A7, A8): a Physique save, or thrown back
    /// max(0, floor(damage / 2) - Hit Dice) metres, one square per metre, straight away from the
    /// attacker, stopping before anything in the way.
    /// </summary>
    public sealed partial class ArrayerKnockBack : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The Physique save succeeded: not thrown.
        /// </summary>
        public bool Saved { get; set; }

        /// <summary>
        /// Metres the blow threw the target (0 when saved).
        /// </summary>
        public int Distance { get; set; }

        /// <summary>
        /// Squares it actually moved (fewer than distance when something was in the way).
        /// </summary>
        public int Squares { get; set; }

        /// <summary>
        /// Where it stands after; unset when it has no position.
        /// </summary>
        public global::Arbiter.V1.Position Position { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Saved)
            {
                json.Add("saved", global::Arbiter.ArbiterJson.Bool(Saved));
            }
            if (Distance != 0)
            {
                json.Add("distance", global::Arbiter.ArbiterJson.Number(Distance));
            }
            if (Squares != 0)
            {
                json.Add("squares", global::Arbiter.ArbiterJson.Number(Squares));
            }
            if (Position != null)
            {
                json.Add("position", Position.ToJson());
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
                    case "saved":
                        Saved = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "distance":
                        Distance = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "squares":
                        Squares = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "position":
                        Position = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Position>(property.Value);
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
    /// ARRAYER gunpowder mishap (ruling A6).
    /// </summary>
    public sealed partial class ArrayerMishap : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The mishap table's result.
        /// </summary>
        public global::Arbiter.V1.ArrayerMishapResult Result { get; set; }

        /// <summary>
        /// Damage to the user (bursts and explosions; armour does not count).
        /// </summary>
        public int Damage { get; set; }

        /// <summary>
        /// The user's HP before.
        /// </summary>
        public int HpBefore { get; set; }

        /// <summary>
        /// The user's HP after.
        /// </summary>
        public int HpAfter { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Result != 0)
            {
                json.Add("result", global::Arbiter.V1.EnumJson.Write(Result));
            }
            if (Damage != 0)
            {
                json.Add("damage", global::Arbiter.ArbiterJson.Number(Damage));
            }
            if (HpBefore != 0)
            {
                json.Add("hpBefore", global::Arbiter.ArbiterJson.Number(HpBefore));
            }
            if (HpAfter != 0)
            {
                json.Add("hpAfter", global::Arbiter.ArbiterJson.Number(HpAfter));
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
                    case "result":
                        {
                            global::Arbiter.V1.ArrayerMishapResult read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Result = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "damage":
                        Damage = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hpBefore":
                    case "hp_before":
                        HpBefore = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hpAfter":
                    case "hp_after":
                        HpAfter = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// `tiered` critical (ruling T4): a winner's natural 20 lowering a Tier of the loser's, or a
    /// natural 1 lowering the roller's own weapon Tier; bare hands are hurt instead.
    /// </summary>
    public sealed partial class CriticalResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who rolled the natural 20 or 1.
        /// </summary>
        public string RollerId { get; set; } = "";

        /// <summary>
        /// Whose Tier was lowered, or who was hurt (the loser; the roller itself on a natural 1).
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// A natural 1 (the roller's own loss), not a natural 20.
        /// </summary>
        public bool Fumble { get; set; }

        /// <summary>
        /// What lost a Tier; unspecified when bare hands were hurt instead (damage is set).
        /// </summary>
        public global::Arbiter.V1.CriticalTarget Degraded { get; set; }

        /// <summary>
        /// Its Tier before.
        /// </summary>
        public int TierBefore { get; set; }

        /// <summary>
        /// Its Tier after.
        /// </summary>
        public int TierAfter { get; set; }

        /// <summary>
        /// Damage to bare hands (ignores armour); 0 when a Tier was lowered.
        /// </summary>
        public int Damage { get; set; }

        /// <summary>
        /// The hurt combatant's HP before (0 when a Tier was lowered).
        /// </summary>
        public int HpBefore { get; set; }

        /// <summary>
        /// Its HP after (0 when a Tier was lowered).
        /// </summary>
        public int HpAfter { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (RollerId != null && RollerId.Length != 0)
            {
                json.Add("rollerId", global::Arbiter.ArbiterJson.String(RollerId));
            }
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (Fumble)
            {
                json.Add("fumble", global::Arbiter.ArbiterJson.Bool(Fumble));
            }
            if (Degraded != 0)
            {
                json.Add("degraded", global::Arbiter.V1.EnumJson.Write(Degraded));
            }
            if (TierBefore != 0)
            {
                json.Add("tierBefore", global::Arbiter.ArbiterJson.Number(TierBefore));
            }
            if (TierAfter != 0)
            {
                json.Add("tierAfter", global::Arbiter.ArbiterJson.Number(TierAfter));
            }
            if (Damage != 0)
            {
                json.Add("damage", global::Arbiter.ArbiterJson.Number(Damage));
            }
            if (HpBefore != 0)
            {
                json.Add("hpBefore", global::Arbiter.ArbiterJson.Number(HpBefore));
            }
            if (HpAfter != 0)
            {
                json.Add("hpAfter", global::Arbiter.ArbiterJson.Number(HpAfter));
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
                    case "rollerId":
                    case "roller_id":
                        RollerId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "combatantId":
                    case "combatant_id":
                        CombatantId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "fumble":
                        Fumble = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "degraded":
                        {
                            global::Arbiter.V1.CriticalTarget read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Degraded = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "tierBefore":
                    case "tier_before":
                        TierBefore = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "tierAfter":
                    case "tier_after":
                        TierAfter = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "damage":
                        Damage = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hpBefore":
                    case "hp_before":
                        HpBefore = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hpAfter":
                    case "hp_after":
                        HpAfter = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// What a Move did. Field numbers: 1-9 both rulesets, 10-29 ARRAYER, 30-49 `tiered`.
    /// </summary>
    public sealed partial class MoveResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Where the mover ended.
        /// </summary>
        public global::Arbiter.V1.Position Position { get; set; }

        /// <summary>
        /// Squares it moved (the path's length unless something stopped it).
        /// </summary>
        public int Squares { get; set; }

        /// <summary>
        /// What stopped it.
        /// </summary>
        public global::Arbiter.V1.MoveStop Stop { get; set; }

        /// <summary>
        /// What stopped it: the trap's id; empty for none.
        /// </summary>
        public string StoppedById { get; set; } = "";

        /// <summary>
        /// `tiered`: the trap that caught the mover or a porter (ruling T7); unset when none did.
        /// </summary>
        public global::Arbiter.V1.TrapCatch TrapCatch { get; set; }

        /// <summary>
        /// `tiered`: the porters who moved with the mover (ruling T8), where each ended.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.MovedCombatant> Porters { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.MovedCombatant>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Position != null)
            {
                json.Add("position", Position.ToJson());
            }
            if (Squares != 0)
            {
                json.Add("squares", global::Arbiter.ArbiterJson.Number(Squares));
            }
            if (Stop != 0)
            {
                json.Add("stop", global::Arbiter.V1.EnumJson.Write(Stop));
            }
            if (StoppedById != null && StoppedById.Length != 0)
            {
                json.Add("stoppedById", global::Arbiter.ArbiterJson.String(StoppedById));
            }
            if (TrapCatch != null)
            {
                json.Add("trapCatch", TrapCatch.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "porters", Porters, value => value.ToJson());
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
                    case "position":
                        Position = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Position>(property.Value);
                        break;
                    case "squares":
                        Squares = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "stop":
                        {
                            global::Arbiter.V1.MoveStop read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Stop = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "stoppedById":
                    case "stopped_by_id":
                        StoppedById = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "trapCatch":
                    case "trap_catch":
                        TrapCatch = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TrapCatch>(property.Value);
                        break;
                    case "porters":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Porters, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.MovedCombatant>(item));
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
    /// `tiered` (ruling T7): what a trap did to the mover it caught.
    /// </summary>
    public sealed partial class TrapCatch : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The trap (spent).
        /// </summary>
        public string TrapId { get; set; } = "";

        /// <summary>
        /// Who it caught.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// Damage dealt (ignores armour).
        /// </summary>
        public int Damage { get; set; }

        /// <summary>
        /// Its HP before.
        /// </summary>
        public int HpBefore { get; set; }

        /// <summary>
        /// Its HP after.
        /// </summary>
        public int HpAfter { get; set; }

        /// <summary>
        /// Rounds it is immobilised.
        /// </summary>
        public int ImmobilisedRounds { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (TrapId != null && TrapId.Length != 0)
            {
                json.Add("trapId", global::Arbiter.ArbiterJson.String(TrapId));
            }
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (Damage != 0)
            {
                json.Add("damage", global::Arbiter.ArbiterJson.Number(Damage));
            }
            if (HpBefore != 0)
            {
                json.Add("hpBefore", global::Arbiter.ArbiterJson.Number(HpBefore));
            }
            if (HpAfter != 0)
            {
                json.Add("hpAfter", global::Arbiter.ArbiterJson.Number(HpAfter));
            }
            if (ImmobilisedRounds != 0)
            {
                json.Add("immobilisedRounds", global::Arbiter.ArbiterJson.Number(ImmobilisedRounds));
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
                    case "trapId":
                    case "trap_id":
                        TrapId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "combatantId":
                    case "combatant_id":
                        CombatantId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "damage":
                        Damage = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hpBefore":
                    case "hp_before":
                        HpBefore = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hpAfter":
                    case "hp_after":
                        HpAfter = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "immobilisedRounds":
                    case "immobilised_rounds":
                        ImmobilisedRounds = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// A combatant who moved with the mover.
    /// </summary>
    public sealed partial class MovedCombatant : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// Where it ended.
        /// </summary>
        public global::Arbiter.V1.Position Position { get; set; }

        /// <summary>
        /// Squares it moved.
        /// </summary>
        public int Squares { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (Position != null)
            {
                json.Add("position", Position.ToJson());
            }
            if (Squares != 0)
            {
                json.Add("squares", global::Arbiter.ArbiterJson.Number(Squares));
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
                    case "combatantId":
                    case "combatant_id":
                        CombatantId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "position":
                        Position = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Position>(property.Value);
                        break;
                    case "squares":
                        Squares = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// ARRAYER: what the aftermath did (rulings A11, A12).
    /// </summary>
    public sealed partial class ArrayerAftermathResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The verdict of each combatant below 0 HP, in state order.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerAftermathVerdict> Verdicts { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerAftermathVerdict>();

        /// <summary>
        /// HP healed by blood baths (ruling A12), before the verdicts.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerHealing> BloodBaths { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerHealing>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "verdicts", Verdicts, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "bloodBaths", BloodBaths, value => value.ToJson());
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
                    case "verdicts":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Verdicts, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerAftermathVerdict>(item));
                        break;
                    case "bloodBaths":
                    case "blood_baths":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, BloodBaths, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerHealing>(item));
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
    /// ARRAYER (ruling A11): one combatant's aftermath roll.
    /// </summary>
    public sealed partial class ArrayerAftermathVerdict : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Whose.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// OUTCOME_KILLED (dies), OUTCOME_RECOVERS (to 0 HP at the next short rest) or OUTCOME_WOUNDED.
        /// </summary>
        public global::Arbiter.V1.Outcome Outcome { get; set; }

        /// <summary>
        /// Its HP (below 0) when it rolled.
        /// </summary>
        public int Hp { get; set; }

        /// <summary>
        /// The wound, for OUTCOME_WOUNDED; unset otherwise.
        /// </summary>
        public global::Arbiter.V1.ArrayerWound Wound { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (Outcome != 0)
            {
                json.Add("outcome", global::Arbiter.V1.EnumJson.Write(Outcome));
            }
            if (Hp != 0)
            {
                json.Add("hp", global::Arbiter.ArbiterJson.Number(Hp));
            }
            if (Wound != null)
            {
                json.Add("wound", Wound.ToJson());
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
                    case "combatantId":
                    case "combatant_id":
                        CombatantId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "outcome":
                        {
                            global::Arbiter.V1.Outcome read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Outcome = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "hp":
                        Hp = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "wound":
                        Wound = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerWound>(property.Value);
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
    /// ARRAYER: HP healed.
    /// </summary>
    public sealed partial class ArrayerHealing : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who healed.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// HP before.
        /// </summary>
        public int HpBefore { get; set; }

        /// <summary>
        /// HP after.
        /// </summary>
        public int HpAfter { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (HpBefore != 0)
            {
                json.Add("hpBefore", global::Arbiter.ArbiterJson.Number(HpBefore));
            }
            if (HpAfter != 0)
            {
                json.Add("hpAfter", global::Arbiter.ArbiterJson.Number(HpAfter));
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
                    case "combatantId":
                    case "combatant_id":
                        CombatantId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "hpBefore":
                    case "hp_before":
                        HpBefore = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hpAfter":
                    case "hp_after":
                        HpAfter = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// ARRAYER: what a night of rest did (ruling A12).
    /// </summary>
    public sealed partial class ArrayerNightlyRestResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Every living combatant's night, in state order.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerRestCheck> Combatants { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerRestCheck>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "combatants", Combatants, value => value.ToJson());
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
                    case "combatants":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Combatants, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerRestCheck>(item));
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
    /// ARRAYER (ruling A12): one combatant's night.
    /// </summary>
    public sealed partial class ArrayerRestCheck : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Whose.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// It was below 0 HP and made the death check.
        /// </summary>
        public bool DeathCheck { get; set; }

        /// <summary>
        /// It died in the night (and healed nothing).
        /// </summary>
        public bool Died { get; set; }

        /// <summary>
        /// HP before the night.
        /// </summary>
        public int HpBefore { get; set; }

        /// <summary>
        /// HP after its healing.
        /// </summary>
        public int HpAfter { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (DeathCheck)
            {
                json.Add("deathCheck", global::Arbiter.ArbiterJson.Bool(DeathCheck));
            }
            if (Died)
            {
                json.Add("died", global::Arbiter.ArbiterJson.Bool(Died));
            }
            if (HpBefore != 0)
            {
                json.Add("hpBefore", global::Arbiter.ArbiterJson.Number(HpBefore));
            }
            if (HpAfter != 0)
            {
                json.Add("hpAfter", global::Arbiter.ArbiterJson.Number(HpAfter));
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
                    case "combatantId":
                    case "combatant_id":
                        CombatantId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "deathCheck":
                    case "death_check":
                        DeathCheck = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "died":
                        Died = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "hpBefore":
                    case "hp_before":
                        HpBefore = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hpAfter":
                    case "hp_after":
                        HpAfter = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// ARRAYER: what a short rest did (ruling A24).
    /// </summary>
    public sealed partial class ArrayerShortRestResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who recovered (marked by the aftermath to recover at the next short rest), in state order.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerHealing> Recovered { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerHealing>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "recovered", Recovered, value => value.ToJson());
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
                    case "recovered":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Recovered, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerHealing>(item));
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
    /// ARRAYER: what an escape attempt did.
    /// </summary>
    public sealed partial class ArrayerEscapeResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Free of the entanglement; false: still entangled.
        /// </summary>
        public bool Freed { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Freed)
            {
                json.Add("freed", global::Arbiter.ArbiterJson.Bool(Freed));
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
                    case "freed":
                        Freed = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
    /// ARRAYER (ruling A4): what the Weapon Types roll did.
    /// </summary>
    public sealed partial class ArrayerRollWeaponTypeResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The type rolled.
        /// </summary>
        public global::Arbiter.V1.ArrayerWeaponType WeaponType { get; set; }

        /// <summary>
        /// Its improvements now (unchanged at the top of the ladder).
        /// </summary>
        public int Improvements { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (WeaponType != 0)
            {
                json.Add("weaponType", global::Arbiter.V1.EnumJson.Write(WeaponType));
            }
            if (Improvements != 0)
            {
                json.Add("improvements", global::Arbiter.ArbiterJson.Number(Improvements));
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
                    case "weaponType":
                    case "weapon_type":
                        {
                            global::Arbiter.V1.ArrayerWeaponType read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                WeaponType = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "improvements":
                        Improvements = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// `tiered` (rulings T2, T8): what a reload step did.
    /// </summary>
    public sealed partial class ReloadResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The weapon reloaded.
        /// </summary>
        public string WeaponId { get; set; } = "";

        /// <summary>
        /// Reload actions it still needs; 0: loaded.
        /// </summary>
        public int ReloadActionsNeeded { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (WeaponId != null && WeaponId.Length != 0)
            {
                json.Add("weaponId", global::Arbiter.ArbiterJson.String(WeaponId));
            }
            if (ReloadActionsNeeded != 0)
            {
                json.Add("reloadActionsNeeded", global::Arbiter.ArbiterJson.Number(ReloadActionsNeeded));
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
                    case "weaponId":
                    case "weapon_id":
                        WeaponId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "reloadActionsNeeded":
                    case "reload_actions_needed":
                        ReloadActionsNeeded = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// `tiered` (ruling T6): what a stealth check did.
    /// </summary>
    public sealed partial class StealthCheckResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The initiator is now stealthed.
        /// </summary>
        public bool Stealthed { get; set; }

        /// <summary>
        /// The opponents who now hold its stealth flag (in state order).
        /// </summary>
        public global::System.Collections.Generic.List<string> FlaggedIds { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Stealthed)
            {
                json.Add("stealthed", global::Arbiter.ArbiterJson.Bool(Stealthed));
            }
            global::Arbiter.ArbiterJson.AddList(json, "flaggedIds", FlaggedIds, value => global::Arbiter.ArbiterJson.String(value));
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
                    case "stealthed":
                        Stealthed = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "flaggedIds":
                    case "flagged_ids":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, FlaggedIds, item => global::Arbiter.ArbiterJson.ReadString(item));
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
    /// `tiered` (ruling T7): what setting a trap, or one in-combat setup step, did.
    /// </summary>
    public sealed partial class SetTrapResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The trap.
        /// </summary>
        public string TrapId { get; set; } = "";

        /// <summary>
        /// In-combat setup steps left (0 when set).
        /// </summary>
        public int SetupStepsLeft { get; set; }

        /// <summary>
        /// Set and able to catch (no setup step left).
        /// </summary>
        public bool Armed { get; set; }

        /// <summary>
        /// Its difficulty (the set-and-hide roll); 0 until that step.
        /// </summary>
        public int Difficulty { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (TrapId != null && TrapId.Length != 0)
            {
                json.Add("trapId", global::Arbiter.ArbiterJson.String(TrapId));
            }
            if (SetupStepsLeft != 0)
            {
                json.Add("setupStepsLeft", global::Arbiter.ArbiterJson.Number(SetupStepsLeft));
            }
            if (Armed)
            {
                json.Add("armed", global::Arbiter.ArbiterJson.Bool(Armed));
            }
            if (Difficulty != 0)
            {
                json.Add("difficulty", global::Arbiter.ArbiterJson.Number(Difficulty));
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
                    case "trapId":
                    case "trap_id":
                        TrapId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "setupStepsLeft":
                    case "setup_steps_left":
                        SetupStepsLeft = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "armed":
                        Armed = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "difficulty":
                        Difficulty = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// `tiered` (ruling T7): what breaking free did.
    /// </summary>
    public sealed partial class BreakFreeResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Free of the trap; false: still immobilised.
        /// </summary>
        public bool Freed { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Freed)
            {
                json.Add("freed", global::Arbiter.ArbiterJson.Bool(Freed));
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
                    case "freed":
                        Freed = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
    /// `tiered` (ruling T7): what disarming did.
    /// </summary>
    public sealed partial class DisarmTrapResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The trap.
        /// </summary>
        public string TrapId { get; set; } = "";

        /// <summary>
        /// It was removed (always, when the action is not refused).
        /// </summary>
        public bool Removed { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (TrapId != null && TrapId.Length != 0)
            {
                json.Add("trapId", global::Arbiter.ArbiterJson.String(TrapId));
            }
            if (Removed)
            {
                json.Add("removed", global::Arbiter.ArbiterJson.Bool(Removed));
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
                    case "trapId":
                    case "trap_id":
                        TrapId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "removed":
                        Removed = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
    /// `tiered` (ruling T7): what a day of trapping for food yielded.
    /// </summary>
    public sealed partial class TrapForFoodResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The roll beat the zone's difficulty.
        /// </summary>
        public bool Success { get; set; }

        /// <summary>
        /// Food (1 per point over; doubled with basic tools).
        /// </summary>
        public int Food { get; set; }

        /// <summary>
        /// Feathers (5 per point over).
        /// </summary>
        public int Feathers { get; set; }

        /// <summary>
        /// Cloth fragments (1 per point over; doubled with basic tools).
        /// </summary>
        public int Cloth { get; set; }

        /// <summary>
        /// The zone's difficulty the day was against.
        /// </summary>
        public int Difficulty { get; set; }

        /// <summary>
        /// The zone's successful days not yet regenerated, this day's included: the next day's
        /// TrapForFood.successful_days (with months_elapsed 0).
        /// </summary>
        public int SuccessfulDays { get; set; }

        /// <summary>
        /// The zone's new difficulty: what the next day's trapping there is against (with
        /// months_elapsed 0); 20 on a road or in a city, which never changes.
        /// </summary>
        public int NextDifficulty { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Success)
            {
                json.Add("success", global::Arbiter.ArbiterJson.Bool(Success));
            }
            if (Food != 0)
            {
                json.Add("food", global::Arbiter.ArbiterJson.Number(Food));
            }
            if (Feathers != 0)
            {
                json.Add("feathers", global::Arbiter.ArbiterJson.Number(Feathers));
            }
            if (Cloth != 0)
            {
                json.Add("cloth", global::Arbiter.ArbiterJson.Number(Cloth));
            }
            if (Difficulty != 0)
            {
                json.Add("difficulty", global::Arbiter.ArbiterJson.Number(Difficulty));
            }
            if (SuccessfulDays != 0)
            {
                json.Add("successfulDays", global::Arbiter.ArbiterJson.Number(SuccessfulDays));
            }
            if (NextDifficulty != 0)
            {
                json.Add("nextDifficulty", global::Arbiter.ArbiterJson.Number(NextDifficulty));
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
                    case "success":
                        Success = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "food":
                        Food = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "feathers":
                        Feathers = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "cloth":
                        Cloth = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "difficulty":
                        Difficulty = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "successfulDays":
                    case "successful_days":
                        SuccessfulDays = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "nextDifficulty":
                    case "next_difficulty":
                        NextDifficulty = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// `tiered` (ruling T18): what an attempt to locate a stealthed combatant did.
    /// </summary>
    public sealed partial class LocateStealthedResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Located: the locator no longer holds the target's stealth flag.
        /// </summary>
        public bool Found { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Found)
            {
                json.Add("found", global::Arbiter.ArbiterJson.Bool(Found));
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
                    case "found":
                        Found = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
    /// ARRAYER (ruling A15): one morale check made in an encounter.
    /// </summary>
    public sealed partial class ArrayerMoraleCheck : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The side that checked.
        /// </summary>
        public string SideId { get; set; } = "";

        /// <summary>
        /// What set it off.
        /// </summary>
        public global::Arbiter.V1.MoraleTrigger Trigger { get; set; }

        /// <summary>
        /// Its target: morale + modifier; 2d6 at or under holds.
        /// </summary>
        public int Target { get; set; }

        /// <summary>
        /// The 2d6 rolled; 0 when the modifier decided without a roll.
        /// </summary>
        public int Roll { get; set; }

        /// <summary>
        /// The side held; false: it broke and routs.
        /// </summary>
        public bool Held { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (SideId != null && SideId.Length != 0)
            {
                json.Add("sideId", global::Arbiter.ArbiterJson.String(SideId));
            }
            if (Trigger != 0)
            {
                json.Add("trigger", global::Arbiter.V1.EnumJson.Write(Trigger));
            }
            if (Target != 0)
            {
                json.Add("target", global::Arbiter.ArbiterJson.Number(Target));
            }
            if (Roll != 0)
            {
                json.Add("roll", global::Arbiter.ArbiterJson.Number(Roll));
            }
            if (Held)
            {
                json.Add("held", global::Arbiter.ArbiterJson.Bool(Held));
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
                    case "sideId":
                    case "side_id":
                        SideId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "trigger":
                        {
                            global::Arbiter.V1.MoraleTrigger read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Trigger = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "target":
                        Target = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "roll":
                        Roll = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "held":
                        Held = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
