// Generated from proto/arbiter/v1/tiered.proto by scripts/gen_protos.py (scripts/gen_csharp.py);
// do not edit. Plain C# on Newtonsoft.Json's JObject: proto3 JSON without
// Google.Protobuf (docs/clients/unity.md).
namespace Arbiter.V1
{
    /// <summary>
    /// The tools a trapper works with (ruling T16: "Traps requires a minimum Crude tools").
    /// </summary>
    public enum TrapTools
    {
        /// <summary>
        /// Not set: crude, or basic where the action's basic_tools is true.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// No tools: setting a trap or trapping for food is refused (FAILED_PRECONDITION,
        /// TRAP_NEEDS_TOOLS).
        /// </summary>
        None = 1,
        /// <summary>
        /// Crude tools, the document's minimum.
        /// </summary>
        Crude = 2,
        /// <summary>
        /// Basic tools: a trap's damage and immobilisation are doubled; trapping for food yields double
        /// food and cloth.
        /// </summary>
        Basic = 3,
    }

    /// <summary>
    /// A `tiered` stat.
    /// </summary>
    public enum TieredStat
    {
        /// <summary>
        /// Not set: invalid where a stat is required.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Body.
        /// </summary>
        Body = 1,
        /// <summary>
        /// Reflex.
        /// </summary>
        Reflex = 2,
        /// <summary>
        /// Mind.
        /// </summary>
        Mind = 3,
        /// <summary>
        /// Presence.
        /// </summary>
        Presence = 4,
    }

    /// <summary>The proto3 JSON names of the enums of this file.</summary>
    internal static partial class EnumJson
    {
        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.TrapTools value)
        {
            switch (value)
            {
                case global::Arbiter.V1.TrapTools.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("TRAP_TOOLS_UNSPECIFIED");
                case global::Arbiter.V1.TrapTools.None: return new global::Newtonsoft.Json.Linq.JValue("TRAP_TOOLS_NONE");
                case global::Arbiter.V1.TrapTools.Crude: return new global::Newtonsoft.Json.Linq.JValue("TRAP_TOOLS_CRUDE");
                case global::Arbiter.V1.TrapTools.Basic: return new global::Newtonsoft.Json.Linq.JValue("TRAP_TOOLS_BASIC");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.TrapTools value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.TrapTools)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "TRAP_TOOLS_UNSPECIFIED": value = global::Arbiter.V1.TrapTools.Unspecified; return true;
                case "TRAP_TOOLS_NONE": value = global::Arbiter.V1.TrapTools.None; return true;
                case "TRAP_TOOLS_CRUDE": value = global::Arbiter.V1.TrapTools.Crude; return true;
                case "TRAP_TOOLS_BASIC": value = global::Arbiter.V1.TrapTools.Basic; return true;
                default: value = default(global::Arbiter.V1.TrapTools); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.TieredStat value)
        {
            switch (value)
            {
                case global::Arbiter.V1.TieredStat.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("TIERED_STAT_UNSPECIFIED");
                case global::Arbiter.V1.TieredStat.Body: return new global::Newtonsoft.Json.Linq.JValue("TIERED_STAT_BODY");
                case global::Arbiter.V1.TieredStat.Reflex: return new global::Newtonsoft.Json.Linq.JValue("TIERED_STAT_REFLEX");
                case global::Arbiter.V1.TieredStat.Mind: return new global::Newtonsoft.Json.Linq.JValue("TIERED_STAT_MIND");
                case global::Arbiter.V1.TieredStat.Presence: return new global::Newtonsoft.Json.Linq.JValue("TIERED_STAT_PRESENCE");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.TieredStat value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.TieredStat)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "TIERED_STAT_UNSPECIFIED": value = global::Arbiter.V1.TieredStat.Unspecified; return true;
                case "TIERED_STAT_BODY": value = global::Arbiter.V1.TieredStat.Body; return true;
                case "TIERED_STAT_REFLEX": value = global::Arbiter.V1.TieredStat.Reflex; return true;
                case "TIERED_STAT_MIND": value = global::Arbiter.V1.TieredStat.Mind; return true;
                case "TIERED_STAT_PRESENCE": value = global::Arbiter.V1.TieredStat.Presence; return true;
                default: value = default(global::Arbiter.V1.TieredStat); return false;
            }
        }
    }

    /// <summary>
    /// Reload one crossbow, firearm or siege weapon by one step (ruling T2): a non-contested action.
    /// One-handed crossbows and firearms need 1 reload action, two-handed ones 2 (not necessarily
    /// consecutive; ruling T12: that is their whole cost, "at best every other round" adds no limit of
    /// its own), a siege weapon 2 x Tier turns (ruling T8), each a whole turn.
    /// </summary>
    public sealed partial class Reload : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who reloads.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// Which of its weapons (Weapon.id); it must need reloading.
        /// </summary>
        public string WeaponId { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (WeaponId != null && WeaponId.Length != 0)
            {
                json.Add("weaponId", global::Arbiter.ArbiterJson.String(WeaponId));
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
                    case "weaponId":
                    case "weapon_id":
                        WeaponId = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// A stealth check (ruling T6): Stealth + Presence + d20 against the Stealth + Presence + d20 of
    /// each opponent the initiator is obscured from (ruling T13); a contested action. Every opponent
    /// whose total is lower holds a stealth flag of the initiator's until the start of the initiator's
    /// next turn, and the initiator is stealthed. Fully behind cover (terrain blocks every standing
    /// opponent's sight of it) at the start of its turn, a stealthed combatant stays stealthed without
    /// a check, though its flags lapse (ruling T14).
    /// </summary>
    public sealed partial class StealthCheck : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who tries to hide.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// The opponents rolled against; empty means every standing enemy within
        /// TieredRules.stealth_range tiles (all of them when positions are unknown) that the combatant
        /// is obscured from (ruling T13: terrain blocks its sight of the combatant along T9's line,
        /// obstacles only; or the combatant stands behind it, see Combatant.facing; or
        /// obscured_from_ids names it). Opponents it is not obscured from are not rolled against; none
        /// at all is FAILED_PRECONDITION (NOT_OBSCURED, field combatantId). A listed opponent it is not
        /// obscured from is refused too (FAILED_PRECONDITION, NOT_OBSCURED, naming the entry): the
        /// caller asked for a roll the rule does not allow.
        /// </summary>
        public global::System.Collections.Generic.List<string> TargetIds { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>
        /// Roll one d20 for the whole group of opponents, each adding its own Stealth + Presence (the
        /// document's "group defence roll"); false rolls a d20 for each opponent.
        /// </summary>
        public bool GroupDefence { get; set; }

        /// <summary>
        /// Opponents the combatant is obscured from by what the grid does not model (ruling T13:
        /// shadow, darkness, distraction), declared by the caller; terrain and facing are checked by
        /// the engine. Unknown ids are INVALID_ARGUMENT (UNKNOWN_COMBATANT), the combatant itself
        /// (SELF_TARGET) or an id named twice (DUPLICATE_ID) too.
        /// </summary>
        public global::System.Collections.Generic.List<string> ObscuredFromIds { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            global::Arbiter.ArbiterJson.AddList(json, "targetIds", TargetIds, value => global::Arbiter.ArbiterJson.String(value));
            if (GroupDefence)
            {
                json.Add("groupDefence", global::Arbiter.ArbiterJson.Bool(GroupDefence));
            }
            global::Arbiter.ArbiterJson.AddList(json, "obscuredFromIds", ObscuredFromIds, value => global::Arbiter.ArbiterJson.String(value));
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
                    case "targetIds":
                    case "target_ids":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, TargetIds, item => global::Arbiter.ArbiterJson.ReadString(item));
                        break;
                    case "groupDefence":
                    case "group_defence":
                        GroupDefence = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "obscuredFromIds":
                    case "obscured_from_ids":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, ObscuredFromIds, item => global::Arbiter.ArbiterJson.ReadString(item));
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
    /// Set a trap against opponents (ruling T7): Traps + Presence + d20 is its difficulty value. Out of
    /// combat one action sets it; in combat it takes 3 actions (SetTrap three times with the same
    /// trap_id): prepare the gear (non-contested), set and hide it (contested: the roll), clear up
    /// (non-contested), and only while no standing enemy has a line of sight to the setter. At most
    /// Traps-skill traps a day (TieredCombatant.traps_set_today).
    /// </summary>
    public sealed partial class SetTrap : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who sets it.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// Id of the new trap (unique on the field); the same id continues an in-combat setup.
        /// </summary>
        public string TrapId { get; set; } = "";

        /// <summary>
        /// Where: the setter's own tile or an adjacent one.
        /// </summary>
        public global::Arbiter.V1.Position Position { get; set; }

        /// <summary>
        /// Set with Basic tools: damage and immobilisation doubled. The same as tools
        /// TRAP_TOOLS_BASIC; true with tools NONE or CRUDE is INVALID_ARGUMENT (CONFLICTING_OPTIONS).
        /// </summary>
        public bool BasicTools { get; set; }

        /// <summary>
        /// A trap that only immobilises and deals no damage.
        /// </summary>
        public bool NoDamage { get; set; }

        /// <summary>
        /// Out of combat: set in one action, no line-of-sight check.
        /// </summary>
        public bool OutOfCombat { get; set; }

        /// <summary>
        /// The setter's tools (ruling T16), checked at every setup step; the Trap records whether they
        /// were basic (Trap.basic_tools). Unspecified is crude, or basic where basic_tools is true.
        /// TRAP_TOOLS_NONE is FAILED_PRECONDITION (TRAP_NEEDS_TOOLS).
        /// </summary>
        public global::Arbiter.V1.TrapTools Tools { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (TrapId != null && TrapId.Length != 0)
            {
                json.Add("trapId", global::Arbiter.ArbiterJson.String(TrapId));
            }
            if (Position != null)
            {
                json.Add("position", Position.ToJson());
            }
            if (BasicTools)
            {
                json.Add("basicTools", global::Arbiter.ArbiterJson.Bool(BasicTools));
            }
            if (NoDamage)
            {
                json.Add("noDamage", global::Arbiter.ArbiterJson.Bool(NoDamage));
            }
            if (OutOfCombat)
            {
                json.Add("outOfCombat", global::Arbiter.ArbiterJson.Bool(OutOfCombat));
            }
            if (Tools != 0)
            {
                json.Add("tools", global::Arbiter.V1.EnumJson.Write(Tools));
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
                    case "trapId":
                    case "trap_id":
                        TrapId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "position":
                        Position = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Position>(property.Value);
                        break;
                    case "basicTools":
                    case "basic_tools":
                        BasicTools = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "noDamage":
                    case "no_damage":
                        NoDamage = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "outOfCombat":
                    case "out_of_combat":
                        OutOfCombat = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "tools":
                        {
                            global::Arbiter.V1.TrapTools read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Tools = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
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
    /// Break free of the trap holding the combatant (ruling T7): any stat + Traps + d20 against the
    /// trap's difficulty value; a contested action. Beating it frees the combatant.
    /// </summary>
    public sealed partial class BreakFree : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who is held.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// The stat used: Mind outsmarts, Body forces, Reflex slips out, Presence dismantles.
        /// </summary>
        public global::Arbiter.V1.TieredStat Stat { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (Stat != 0)
            {
                json.Add("stat", global::Arbiter.V1.EnumJson.Write(Stat));
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
                    case "stat":
                        {
                            global::Arbiter.V1.TieredStat read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Stat = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
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
    /// Disarm a trap the combatant knows of (ruling T7): a non-contested action from the trap's tile
    /// or an adjacent one. The trap is removed.
    /// </summary>
    public sealed partial class DisarmTrap : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who disarms.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// Which trap (Trap.id).
        /// </summary>
        public string TrapId { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (TrapId != null && TrapId.Length != 0)
            {
                json.Add("trapId", global::Arbiter.ArbiterJson.String(TrapId));
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
                    case "trapId":
                    case "trap_id":
                        TrapId = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// One day of trapping for food (ruling T7), out of combat: Traps + Presence + d20 against the
    /// zone's difficulty. Each point over it yields 1 food, 5 feathers and 1 cloth fragment (food and
    /// cloth doubled with Basic tools).
    /// </summary>
    public sealed partial class TrapForFood : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who traps.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// In a city or on a tile with a road or trail: difficulty 20 and never changes.
        /// </summary>
        public bool OnRoad { get; set; }

        /// <summary>
        /// Zones (1000 x 1000 tiles) away from the nearest city or road: -1 difficulty each, minimum 1.
        /// Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int ZonesAway { get; set; }

        /// <summary>
        /// Successful trapping days already had in this wilderness zone, net of regeneration: +1
        /// difficulty each.
        /// Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int SuccessfulDays { get; set; }

        /// <summary>
        /// Months since the zone was last trapped: each takes 1 off successful_days, down to 0.
        /// Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int MonthsElapsed { get; set; }

        /// <summary>
        /// Basic tools: double food and cloth. The same as tools TRAP_TOOLS_BASIC; true with tools NONE
        /// or CRUDE is INVALID_ARGUMENT (CONFLICTING_OPTIONS).
        /// </summary>
        public bool BasicTools { get; set; }

        /// <summary>
        /// The trapper's tools (ruling T16): unspecified is crude, or basic where basic_tools is true.
        /// TRAP_TOOLS_NONE is FAILED_PRECONDITION (TRAP_NEEDS_TOOLS).
        /// </summary>
        public global::Arbiter.V1.TrapTools Tools { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (OnRoad)
            {
                json.Add("onRoad", global::Arbiter.ArbiterJson.Bool(OnRoad));
            }
            if (ZonesAway != 0)
            {
                json.Add("zonesAway", global::Arbiter.ArbiterJson.Number(ZonesAway));
            }
            if (SuccessfulDays != 0)
            {
                json.Add("successfulDays", global::Arbiter.ArbiterJson.Number(SuccessfulDays));
            }
            if (MonthsElapsed != 0)
            {
                json.Add("monthsElapsed", global::Arbiter.ArbiterJson.Number(MonthsElapsed));
            }
            if (BasicTools)
            {
                json.Add("basicTools", global::Arbiter.ArbiterJson.Bool(BasicTools));
            }
            if (Tools != 0)
            {
                json.Add("tools", global::Arbiter.V1.EnumJson.Write(Tools));
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
                    case "onRoad":
                    case "on_road":
                        OnRoad = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "zonesAway":
                    case "zones_away":
                        ZonesAway = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "successfulDays":
                    case "successful_days":
                        SuccessfulDays = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "monthsElapsed":
                    case "months_elapsed":
                        MonthsElapsed = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "basicTools":
                    case "basic_tools":
                        BasicTools = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "tools":
                        {
                            global::Arbiter.V1.TrapTools read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Tools = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
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
    /// Locate a stealthed combatant (ruling T18; the document lets a flagged character "use a
    /// contested action to try to locate the stealthed character on their turn" without a formula):
    /// the locator's Stealth + Presence + d20 against the stealthed combatant's Stealth + Presence +
    /// d20. A win (a higher total) removes the locator's flag, and the stealthed combatant stays
    /// stealthed only while another combatant still holds one of its flags (T6); a tie or a lower
    /// total changes nothing (S4). A contested action; refused (FAILED_PRECONDITION,
    /// NO_STEALTH_FLAG, ruling T18) unless the locator holds the target's flag.
    /// </summary>
    public sealed partial class LocateStealthed : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who searches; it must hold target_id's stealth flag (Conditions.stealth_flagged_by).
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// The stealthed combatant searched for.
        /// </summary>
        public string TargetId { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (TargetId != null && TargetId.Length != 0)
            {
                json.Add("targetId", global::Arbiter.ArbiterJson.String(TargetId));
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
                    case "targetId":
                    case "target_id":
                        TargetId = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// The derived tables of the `tiered` document, generated from the engine's formulas (rulings T5,
    /// T8), for a game UI to show: GetCatalog's RulesetCatalog.tiered_tables.
    /// </summary>
    public sealed partial class TieredTables : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The firearm "Arm vs Ammo" table, firearm Tier 1-12 by bullet Tier 1-12, ordered by firearm
        /// Tier then bullet Tier. Bullets above the firearm's Tier are listed as the document prints
        /// them; only a degraded firearm fires those (up to its repaired Tier).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.TieredFirearmDamage> FirearmDamage { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.TieredFirearmDamage>();

        /// <summary>
        /// The siege weapon range table, Tier 1-12 by Scholar 5-12, ordered by Tier then Scholar.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.TieredSiegeRange> SiegeRange { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.TieredSiegeRange>();

        /// <summary>
        /// The siege weapon reload, crew and transport tables, one row per Tier 1-12.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.TieredSiegeTier> Siege { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.TieredSiegeTier>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "firearmDamage", FirearmDamage, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "siegeRange", SiegeRange, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "siege", Siege, value => value.ToJson());
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
                    case "firearmDamage":
                    case "firearm_damage":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, FirearmDamage, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TieredFirearmDamage>(item));
                        break;
                    case "siegeRange":
                    case "siege_range":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, SiegeRange, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TieredSiegeRange>(item));
                        break;
                    case "siege":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Siege, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TieredSiegeTier>(item));
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
    /// One cell of the firearm damage table (ruling T5).
    /// </summary>
    public sealed partial class TieredFirearmDamage : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The firearm's Tier.
        /// </summary>
        public int ArmTier { get; set; }

        /// <summary>
        /// The bullets' Tier.
        /// </summary>
        public int AmmoTier { get; set; }

        /// <summary>
        /// Damage: 2 x arm_tier + 2 x ammo_tier, ignoring armour and shield.
        /// </summary>
        public int Damage { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (ArmTier != 0)
            {
                json.Add("armTier", global::Arbiter.ArbiterJson.Number(ArmTier));
            }
            if (AmmoTier != 0)
            {
                json.Add("ammoTier", global::Arbiter.ArbiterJson.Number(AmmoTier));
            }
            if (Damage != 0)
            {
                json.Add("damage", global::Arbiter.ArbiterJson.Number(Damage));
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
                    case "armTier":
                    case "arm_tier":
                        ArmTier = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "ammoTier":
                    case "ammo_tier":
                        AmmoTier = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "damage":
                        Damage = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// One cell of the siege range table (ruling T8).
    /// </summary>
    public sealed partial class TieredSiegeRange : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The siege weapon's Tier.
        /// </summary>
        public int Tier { get; set; }

        /// <summary>
        /// The firing character's Scholar level.
        /// </summary>
        public int Scholar { get; set; }

        /// <summary>
        /// Maximum effective range in tiles: (tier + scholar) x 10.
        /// </summary>
        public int Range { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Tier != 0)
            {
                json.Add("tier", global::Arbiter.ArbiterJson.Number(Tier));
            }
            if (Scholar != 0)
            {
                json.Add("scholar", global::Arbiter.ArbiterJson.Number(Scholar));
            }
            if (Range != 0)
            {
                json.Add("range", global::Arbiter.ArbiterJson.Number(Range));
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
                    case "tier":
                        Tier = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "scholar":
                        Scholar = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "range":
                        Range = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// The siege weapon numbers of one Tier (ruling T8).
    /// </summary>
    public sealed partial class TieredSiegeTier : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The siege weapon's Tier.
        /// </summary>
        public int Tier { get; set; }

        /// <summary>
        /// Turns to reload after a shot: 2 x tier.
        /// </summary>
        public int ReloadTurns { get; set; }

        /// <summary>
        /// People needed to operate it: ceil(tier / 2).
        /// </summary>
        public int Crew { get; set; }

        /// <summary>
        /// Total Body of the combatants needed to transport it: 4 x tier.
        /// </summary>
        public int TransportBody { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Tier != 0)
            {
                json.Add("tier", global::Arbiter.ArbiterJson.Number(Tier));
            }
            if (ReloadTurns != 0)
            {
                json.Add("reloadTurns", global::Arbiter.ArbiterJson.Number(ReloadTurns));
            }
            if (Crew != 0)
            {
                json.Add("crew", global::Arbiter.ArbiterJson.Number(Crew));
            }
            if (TransportBody != 0)
            {
                json.Add("transportBody", global::Arbiter.ArbiterJson.Number(TransportBody));
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
                    case "tier":
                        Tier = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "reloadTurns":
                    case "reload_turns":
                        ReloadTurns = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "crew":
                        Crew = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "transportBody":
                    case "transport_body":
                        TransportBody = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
