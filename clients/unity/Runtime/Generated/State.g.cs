// Generated from proto/arbiter/v1/state.proto by scripts/gen_protos.py (scripts/gen_csharp.py);
// do not edit. Plain C# on Newtonsoft.Json's JObject: proto3 JSON without
// Google.Protobuf (docs/clients/unity.md).
namespace Arbiter.V1
{
    /// <summary>
    /// The rule document an encounter is resolved by.
    /// </summary>
    public enum Ruleset
    {
        /// <summary>
        /// Not set: invalid in a request.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// ARRAYER: one die for attack and damage (seed 000, rulings A1-A28).
        /// </summary>
        Arrayer = 1,
        /// <summary>
        /// The tiered skill system with contested d20 rolls (seed 003, rulings T1-T18).
        /// </summary>
        Tiered = 2,
    }

    /// <summary>
    /// ARRAYER sentiment relative to the enemy (ruling A13).
    /// </summary>
    public enum Sentiment
    {
        /// <summary>
        /// Not set: equal.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Better than the enemy: initiative on d6 &lt;= 4.
        /// </summary>
        Better = 1,
        /// <summary>
        /// Equal: initiative on d6 &lt;= 3.
        /// </summary>
        Equal = 2,
        /// <summary>
        /// Worse: initiative on d6 &lt;= 2.
        /// </summary>
        Worse = 3,
    }

    /// <summary>
    /// What prompted an ARRAYER morale check (ruling A15).
    /// </summary>
    public enum MoraleTrigger
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// The side lost its first member.
        /// </summary>
        FirstLoss = 1,
        /// <summary>
        /// The side fell to half its starting number.
        /// </summary>
        HalfStrength = 2,
    }

    /// <summary>
    /// How heavy armour is.
    /// </summary>
    public enum ArmourClass
    {
        /// <summary>
        /// Not set: none when the value is 0, otherwise light.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Unarmoured.
        /// </summary>
        None = 1,
        /// <summary>
        /// Light armour.
        /// </summary>
        Light = 2,
        /// <summary>
        /// Medium armour.
        /// </summary>
        Medium = 3,
        /// <summary>
        /// Heavy armour.
        /// </summary>
        Heavy = 4,
    }

    /// <summary>
    /// What entangles a combatant.
    /// </summary>
    public enum EntanglementSource
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// A bola.
        /// </summary>
        Bola = 1,
        /// <summary>
        /// A net.
        /// </summary>
        Net = 2,
        /// <summary>
        /// A meteor hammer or rope dart chain.
        /// </summary>
        Chain = 3,
    }

    /// <summary>
    /// ARRAYER mounts.
    /// </summary>
    public enum MountKind
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Horse, 1 HD unless Mount.hit_dice says otherwise (ruling A23).
        /// </summary>
        Horse = 1,
        /// <summary>
        /// Warhorse, 2 HD unless Mount.hit_dice says otherwise (ruling A23).
        /// </summary>
        Warhorse = 2,
    }

    /// <summary>
    /// A `tiered` skill, named as in TieredSkills.
    /// </summary>
    public enum TieredSkill
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Unarmed Melee.
        /// </summary>
        Unarmed = 1,
        /// <summary>
        /// Main-Hand Melee.
        /// </summary>
        MainHandMelee = 2,
        /// <summary>
        /// Off-Hand Melee.
        /// </summary>
        OffHandMelee = 3,
        /// <summary>
        /// Two-Handed Melee.
        /// </summary>
        TwoHandedMelee = 4,
        /// <summary>
        /// Main-Hand Thrown.
        /// </summary>
        MainHandThrown = 5,
        /// <summary>
        /// Off-Hand Thrown.
        /// </summary>
        OffHandThrown = 6,
        /// <summary>
        /// Bow.
        /// </summary>
        Bow = 7,
        /// <summary>
        /// Main-Hand Crossbow.
        /// </summary>
        MainHandCrossbow = 8,
        /// <summary>
        /// Off-Hand Crossbow.
        /// </summary>
        OffHandCrossbow = 9,
        /// <summary>
        /// Two-Handed Crossbow.
        /// </summary>
        TwoHandedCrossbow = 10,
        /// <summary>
        /// Main-Hand Firearm.
        /// </summary>
        MainHandFirearm = 11,
        /// <summary>
        /// Off-Hand Firearm.
        /// </summary>
        OffHandFirearm = 12,
        /// <summary>
        /// Two-Handed Firearm.
        /// </summary>
        TwoHandedFirearm = 13,
        /// <summary>
        /// Siege Weapon.
        /// </summary>
        SiegeWeapon = 14,
        /// <summary>
        /// Stealth.
        /// </summary>
        Stealth = 15,
        /// <summary>
        /// Traps.
        /// </summary>
        Traps = 16,
        /// <summary>
        /// Scholar.
        /// </summary>
        Scholar = 17,
    }

    /// <summary>The proto3 JSON names of the enums of this file.</summary>
    internal static partial class EnumJson
    {
        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.Ruleset value)
        {
            switch (value)
            {
                case global::Arbiter.V1.Ruleset.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("RULESET_UNSPECIFIED");
                case global::Arbiter.V1.Ruleset.Arrayer: return new global::Newtonsoft.Json.Linq.JValue("RULESET_ARRAYER");
                case global::Arbiter.V1.Ruleset.Tiered: return new global::Newtonsoft.Json.Linq.JValue("RULESET_TIERED");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.Ruleset value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.Ruleset)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "RULESET_UNSPECIFIED": value = global::Arbiter.V1.Ruleset.Unspecified; return true;
                case "RULESET_ARRAYER": value = global::Arbiter.V1.Ruleset.Arrayer; return true;
                case "RULESET_TIERED": value = global::Arbiter.V1.Ruleset.Tiered; return true;
                default: value = default(global::Arbiter.V1.Ruleset); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.Sentiment value)
        {
            switch (value)
            {
                case global::Arbiter.V1.Sentiment.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("SENTIMENT_UNSPECIFIED");
                case global::Arbiter.V1.Sentiment.Better: return new global::Newtonsoft.Json.Linq.JValue("SENTIMENT_BETTER");
                case global::Arbiter.V1.Sentiment.Equal: return new global::Newtonsoft.Json.Linq.JValue("SENTIMENT_EQUAL");
                case global::Arbiter.V1.Sentiment.Worse: return new global::Newtonsoft.Json.Linq.JValue("SENTIMENT_WORSE");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.Sentiment value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.Sentiment)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "SENTIMENT_UNSPECIFIED": value = global::Arbiter.V1.Sentiment.Unspecified; return true;
                case "SENTIMENT_BETTER": value = global::Arbiter.V1.Sentiment.Better; return true;
                case "SENTIMENT_EQUAL": value = global::Arbiter.V1.Sentiment.Equal; return true;
                case "SENTIMENT_WORSE": value = global::Arbiter.V1.Sentiment.Worse; return true;
                default: value = default(global::Arbiter.V1.Sentiment); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.MoraleTrigger value)
        {
            switch (value)
            {
                case global::Arbiter.V1.MoraleTrigger.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("MORALE_TRIGGER_UNSPECIFIED");
                case global::Arbiter.V1.MoraleTrigger.FirstLoss: return new global::Newtonsoft.Json.Linq.JValue("MORALE_TRIGGER_FIRST_LOSS");
                case global::Arbiter.V1.MoraleTrigger.HalfStrength: return new global::Newtonsoft.Json.Linq.JValue("MORALE_TRIGGER_HALF_STRENGTH");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.MoraleTrigger value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.MoraleTrigger)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "MORALE_TRIGGER_UNSPECIFIED": value = global::Arbiter.V1.MoraleTrigger.Unspecified; return true;
                case "MORALE_TRIGGER_FIRST_LOSS": value = global::Arbiter.V1.MoraleTrigger.FirstLoss; return true;
                case "MORALE_TRIGGER_HALF_STRENGTH": value = global::Arbiter.V1.MoraleTrigger.HalfStrength; return true;
                default: value = default(global::Arbiter.V1.MoraleTrigger); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.ArmourClass value)
        {
            switch (value)
            {
                case global::Arbiter.V1.ArmourClass.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("ARMOUR_CLASS_UNSPECIFIED");
                case global::Arbiter.V1.ArmourClass.None: return new global::Newtonsoft.Json.Linq.JValue("ARMOUR_CLASS_NONE");
                case global::Arbiter.V1.ArmourClass.Light: return new global::Newtonsoft.Json.Linq.JValue("ARMOUR_CLASS_LIGHT");
                case global::Arbiter.V1.ArmourClass.Medium: return new global::Newtonsoft.Json.Linq.JValue("ARMOUR_CLASS_MEDIUM");
                case global::Arbiter.V1.ArmourClass.Heavy: return new global::Newtonsoft.Json.Linq.JValue("ARMOUR_CLASS_HEAVY");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.ArmourClass value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.ArmourClass)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "ARMOUR_CLASS_UNSPECIFIED": value = global::Arbiter.V1.ArmourClass.Unspecified; return true;
                case "ARMOUR_CLASS_NONE": value = global::Arbiter.V1.ArmourClass.None; return true;
                case "ARMOUR_CLASS_LIGHT": value = global::Arbiter.V1.ArmourClass.Light; return true;
                case "ARMOUR_CLASS_MEDIUM": value = global::Arbiter.V1.ArmourClass.Medium; return true;
                case "ARMOUR_CLASS_HEAVY": value = global::Arbiter.V1.ArmourClass.Heavy; return true;
                default: value = default(global::Arbiter.V1.ArmourClass); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.EntanglementSource value)
        {
            switch (value)
            {
                case global::Arbiter.V1.EntanglementSource.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("ENTANGLEMENT_SOURCE_UNSPECIFIED");
                case global::Arbiter.V1.EntanglementSource.Bola: return new global::Newtonsoft.Json.Linq.JValue("ENTANGLEMENT_SOURCE_BOLA");
                case global::Arbiter.V1.EntanglementSource.Net: return new global::Newtonsoft.Json.Linq.JValue("ENTANGLEMENT_SOURCE_NET");
                case global::Arbiter.V1.EntanglementSource.Chain: return new global::Newtonsoft.Json.Linq.JValue("ENTANGLEMENT_SOURCE_CHAIN");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.EntanglementSource value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.EntanglementSource)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "ENTANGLEMENT_SOURCE_UNSPECIFIED": value = global::Arbiter.V1.EntanglementSource.Unspecified; return true;
                case "ENTANGLEMENT_SOURCE_BOLA": value = global::Arbiter.V1.EntanglementSource.Bola; return true;
                case "ENTANGLEMENT_SOURCE_NET": value = global::Arbiter.V1.EntanglementSource.Net; return true;
                case "ENTANGLEMENT_SOURCE_CHAIN": value = global::Arbiter.V1.EntanglementSource.Chain; return true;
                default: value = default(global::Arbiter.V1.EntanglementSource); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.MountKind value)
        {
            switch (value)
            {
                case global::Arbiter.V1.MountKind.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("MOUNT_KIND_UNSPECIFIED");
                case global::Arbiter.V1.MountKind.Horse: return new global::Newtonsoft.Json.Linq.JValue("MOUNT_KIND_HORSE");
                case global::Arbiter.V1.MountKind.Warhorse: return new global::Newtonsoft.Json.Linq.JValue("MOUNT_KIND_WARHORSE");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.MountKind value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.MountKind)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "MOUNT_KIND_UNSPECIFIED": value = global::Arbiter.V1.MountKind.Unspecified; return true;
                case "MOUNT_KIND_HORSE": value = global::Arbiter.V1.MountKind.Horse; return true;
                case "MOUNT_KIND_WARHORSE": value = global::Arbiter.V1.MountKind.Warhorse; return true;
                default: value = default(global::Arbiter.V1.MountKind); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.TieredSkill value)
        {
            switch (value)
            {
                case global::Arbiter.V1.TieredSkill.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_UNSPECIFIED");
                case global::Arbiter.V1.TieredSkill.Unarmed: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_UNARMED");
                case global::Arbiter.V1.TieredSkill.MainHandMelee: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_MAIN_HAND_MELEE");
                case global::Arbiter.V1.TieredSkill.OffHandMelee: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_OFF_HAND_MELEE");
                case global::Arbiter.V1.TieredSkill.TwoHandedMelee: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_TWO_HANDED_MELEE");
                case global::Arbiter.V1.TieredSkill.MainHandThrown: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_MAIN_HAND_THROWN");
                case global::Arbiter.V1.TieredSkill.OffHandThrown: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_OFF_HAND_THROWN");
                case global::Arbiter.V1.TieredSkill.Bow: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_BOW");
                case global::Arbiter.V1.TieredSkill.MainHandCrossbow: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_MAIN_HAND_CROSSBOW");
                case global::Arbiter.V1.TieredSkill.OffHandCrossbow: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_OFF_HAND_CROSSBOW");
                case global::Arbiter.V1.TieredSkill.TwoHandedCrossbow: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_TWO_HANDED_CROSSBOW");
                case global::Arbiter.V1.TieredSkill.MainHandFirearm: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_MAIN_HAND_FIREARM");
                case global::Arbiter.V1.TieredSkill.OffHandFirearm: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_OFF_HAND_FIREARM");
                case global::Arbiter.V1.TieredSkill.TwoHandedFirearm: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_TWO_HANDED_FIREARM");
                case global::Arbiter.V1.TieredSkill.SiegeWeapon: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_SIEGE_WEAPON");
                case global::Arbiter.V1.TieredSkill.Stealth: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_STEALTH");
                case global::Arbiter.V1.TieredSkill.Traps: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_TRAPS");
                case global::Arbiter.V1.TieredSkill.Scholar: return new global::Newtonsoft.Json.Linq.JValue("TIERED_SKILL_SCHOLAR");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.TieredSkill value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.TieredSkill)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "TIERED_SKILL_UNSPECIFIED": value = global::Arbiter.V1.TieredSkill.Unspecified; return true;
                case "TIERED_SKILL_UNARMED": value = global::Arbiter.V1.TieredSkill.Unarmed; return true;
                case "TIERED_SKILL_MAIN_HAND_MELEE": value = global::Arbiter.V1.TieredSkill.MainHandMelee; return true;
                case "TIERED_SKILL_OFF_HAND_MELEE": value = global::Arbiter.V1.TieredSkill.OffHandMelee; return true;
                case "TIERED_SKILL_TWO_HANDED_MELEE": value = global::Arbiter.V1.TieredSkill.TwoHandedMelee; return true;
                case "TIERED_SKILL_MAIN_HAND_THROWN": value = global::Arbiter.V1.TieredSkill.MainHandThrown; return true;
                case "TIERED_SKILL_OFF_HAND_THROWN": value = global::Arbiter.V1.TieredSkill.OffHandThrown; return true;
                case "TIERED_SKILL_BOW": value = global::Arbiter.V1.TieredSkill.Bow; return true;
                case "TIERED_SKILL_MAIN_HAND_CROSSBOW": value = global::Arbiter.V1.TieredSkill.MainHandCrossbow; return true;
                case "TIERED_SKILL_OFF_HAND_CROSSBOW": value = global::Arbiter.V1.TieredSkill.OffHandCrossbow; return true;
                case "TIERED_SKILL_TWO_HANDED_CROSSBOW": value = global::Arbiter.V1.TieredSkill.TwoHandedCrossbow; return true;
                case "TIERED_SKILL_MAIN_HAND_FIREARM": value = global::Arbiter.V1.TieredSkill.MainHandFirearm; return true;
                case "TIERED_SKILL_OFF_HAND_FIREARM": value = global::Arbiter.V1.TieredSkill.OffHandFirearm; return true;
                case "TIERED_SKILL_TWO_HANDED_FIREARM": value = global::Arbiter.V1.TieredSkill.TwoHandedFirearm; return true;
                case "TIERED_SKILL_SIEGE_WEAPON": value = global::Arbiter.V1.TieredSkill.SiegeWeapon; return true;
                case "TIERED_SKILL_STEALTH": value = global::Arbiter.V1.TieredSkill.Stealth; return true;
                case "TIERED_SKILL_TRAPS": value = global::Arbiter.V1.TieredSkill.Traps; return true;
                case "TIERED_SKILL_SCHOLAR": value = global::Arbiter.V1.TieredSkill.Scholar; return true;
                default: value = default(global::Arbiter.V1.TieredSkill); return false;
            }
        }
    }

    /// <summary>
    /// A square on the grid. Distance is Chebyshev (ruling S3).
    /// </summary>
    public sealed partial class Position : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Column.
        /// Valid range: -100000 to 100000 (COORDINATE, docs/api.md); outside it INVALID_ARGUMENT
        /// (OUT_OF_RANGE). (A facing's too.)
        /// </summary>
        public int X { get; set; }

        /// <summary>
        /// Row.
        /// Valid range: -100000 to 100000 (COORDINATE, docs/api.md); outside it INVALID_ARGUMENT
        /// (OUT_OF_RANGE).
        /// </summary>
        public int Y { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (X != 0)
            {
                json.Add("x", global::Arbiter.ArbiterJson.Number(X));
            }
            if (Y != 0)
            {
                json.Add("y", global::Arbiter.ArbiterJson.Number(Y));
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
                    case "x":
                        X = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "y":
                        Y = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// Terrain that blocks movement and line of fire (ruling T9).
    /// </summary>
    public sealed partial class Obstacle : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Where it stands.
        /// </summary>
        public global::Arbiter.V1.Position Position { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
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
    /// The grid an encounter is fought on.
    /// </summary>
    public sealed partial class Battlefield : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Columns; 0 means unbounded.
        /// Valid range: 0 to 100000 (GRID_SIZE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Width { get; set; }

        /// <summary>
        /// Rows; 0 means unbounded.
        /// Valid range: 0 to 100000 (GRID_SIZE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Height { get; set; }

        /// <summary>
        /// Blocking squares.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Obstacle> Obstacles { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Obstacle>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Width != 0)
            {
                json.Add("width", global::Arbiter.ArbiterJson.Number(Width));
            }
            if (Height != 0)
            {
                json.Add("height", global::Arbiter.ArbiterJson.Number(Height));
            }
            global::Arbiter.ArbiterJson.AddList(json, "obstacles", Obstacles, value => value.ToJson());
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
                    case "width":
                        Width = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "height":
                        Height = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "obstacles":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Obstacles, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Obstacle>(item));
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
    /// Weather and surroundings.
    /// </summary>
    public sealed partial class Environment : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// ARRAYER: wind or moisture; gunpowder misfires on every even natural result (ruling A6).
        /// </summary>
        public bool WindOrMoisture { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (WindOrMoisture)
            {
                json.Add("windOrMoisture", global::Arbiter.ArbiterJson.Bool(WindOrMoisture));
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
                    case "windOrMoisture":
                    case "wind_or_moisture":
                        WindOrMoisture = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
    /// Everything the engine needs to resolve the next action or round. Responses return it updated.
    /// </summary>
    public sealed partial class EncounterState : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Overrides of the ruleset's numeric rulings; unset fields take the catalog defaults.
        /// </summary>
        public enum RulesOneofCase
        {
            None = 0,
            ArrayerRules = 7,
            TieredRules = 8,
        }

        private object _rules;
        private RulesOneofCase _rulesCase;

        /// <summary>Which member is set; None for none.</summary>
        public RulesOneofCase RulesCase { get { return _rulesCase; } }

        public void ClearRules()
        {
            _rules = null;
            _rulesCase = RulesOneofCase.None;
        }

        /// <summary>
        /// The rule document; every combatant's rules must match it.
        /// </summary>
        public global::Arbiter.V1.Ruleset Ruleset { get; set; }

        /// <summary>
        /// Rounds completed so far (0 before the first round). Every number of the state and its actions
        /// has a valid range (docs/api.md "Valid ranges"); ids naming a combatant (holds, stealth flags,
        /// trap owners) must name one of `combatants` (INVALID_ARGUMENT, UNKNOWN_COMBATANT).
        /// Valid range: 0 to 1000000 (ROUND, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Round { get; set; }

        /// <summary>
        /// Everyone in the fight. Ids must be unique. ResolveEncounter needs at least one
        /// (INVALID_ARGUMENT, MISSING_VALUE).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Combatant> Combatants { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Combatant>();

        /// <summary>
        /// Sides, for initiative and morale (ARRAYER). A side a combatant names but this list omits gets
        /// the defaults.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Side> Sides { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Side>();

        /// <summary>
        /// The grid; absent means an open, unbounded field.
        /// </summary>
        public global::Arbiter.V1.Battlefield Battlefield { get; set; }

        /// <summary>
        /// Weather and surroundings.
        /// </summary>
        public global::Arbiter.V1.Environment Environment { get; set; }

        /// <summary>
        /// ARRAYER overrides.
        /// </summary>
        public global::Arbiter.V1.ArrayerRules ArrayerRules
        {
            get { return _rulesCase == RulesOneofCase.ArrayerRules ? (global::Arbiter.V1.ArrayerRules)_rules : null; }
            set { _rules = value; _rulesCase = value == null ? RulesOneofCase.None : RulesOneofCase.ArrayerRules; }
        }

        /// <summary>
        /// `tiered` overrides.
        /// </summary>
        public global::Arbiter.V1.TieredRules TieredRules
        {
            get { return _rulesCase == RulesOneofCase.TieredRules ? (global::Arbiter.V1.TieredRules)_rules : null; }
            set { _rules = value; _rulesCase = value == null ? RulesOneofCase.None : RulesOneofCase.TieredRules; }
        }

        /// <summary>
        /// `tiered`: combatant ids in turn order, rolled once per encounter (ruling T2); empty until rolled.
        /// </summary>
        public global::System.Collections.Generic.List<string> TurnOrder { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>
        /// `tiered`: traps set on the field (ruling T7).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Trap> Traps { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Trap>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Ruleset != 0)
            {
                json.Add("ruleset", global::Arbiter.V1.EnumJson.Write(Ruleset));
            }
            if (Round != 0)
            {
                json.Add("round", global::Arbiter.ArbiterJson.Number(Round));
            }
            global::Arbiter.ArbiterJson.AddList(json, "combatants", Combatants, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "sides", Sides, value => value.ToJson());
            if (Battlefield != null)
            {
                json.Add("battlefield", Battlefield.ToJson());
            }
            if (Environment != null)
            {
                json.Add("environment", Environment.ToJson());
            }
            if (_rulesCase == RulesOneofCase.ArrayerRules)
            {
                json.Add("arrayerRules", ArrayerRules.ToJson());
            }
            if (_rulesCase == RulesOneofCase.TieredRules)
            {
                json.Add("tieredRules", TieredRules.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "turnOrder", TurnOrder, value => global::Arbiter.ArbiterJson.String(value));
            global::Arbiter.ArbiterJson.AddList(json, "traps", Traps, value => value.ToJson());
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
                    case "ruleset":
                        {
                            global::Arbiter.V1.Ruleset read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Ruleset = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "round":
                        Round = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "combatants":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Combatants, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Combatant>(item));
                        break;
                    case "sides":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Sides, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Side>(item));
                        break;
                    case "battlefield":
                        Battlefield = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Battlefield>(property.Value);
                        break;
                    case "environment":
                        Environment = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Environment>(property.Value);
                        break;
                    case "arrayerRules":
                    case "arrayer_rules":
                        ArrayerRules = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerRules>(property.Value);
                        break;
                    case "tieredRules":
                    case "tiered_rules":
                        TieredRules = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TieredRules>(property.Value);
                        break;
                    case "turnOrder":
                    case "turn_order":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, TurnOrder, item => global::Arbiter.ArbiterJson.ReadString(item));
                        break;
                    case "traps":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Traps, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Trap>(item));
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
    /// One side of the fight.
    /// </summary>
    public sealed partial class Side : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Id that combatants name in side_id.
        /// </summary>
        public string Id { get; set; } = "";

        /// <summary>
        /// ARRAYER: sentiment relative to the enemy, for initiative (rulings A13, A27). The rolling side
        /// (the party) uses its own; when it gives none but the enemy does, the party's is the enemy's
        /// mirror (the enemy's WORSE is the party's BETTER); unspecified on both is equal. With more than
        /// two sides, every side but the party gives its sentiment relative to the party. Sentiments that
        /// contradict each other (say BETTER on both sides) are INVALID_ARGUMENT (reason
        /// CONFLICTING_OPTIONS, field the second one's sentiment).
        /// </summary>
        public global::Arbiter.V1.Sentiment Sentiment { get; set; }

        /// <summary>
        /// ARRAYER: morale score; unset takes the ruleset default (7, ruling A15).
        /// Valid range: 0 to 1000 (MORALE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? Morale { get; set; }

        /// <summary>
        /// ARRAYER: sum of minor (+-1) and major (+-2) morale factors; positive favours the side (A15).
        /// Valid range: -1000 to 1000 (MORALE_MODIFIER, docs/api.md); outside it INVALID_ARGUMENT
        /// (OUT_OF_RANGE).
        /// </summary>
        public int MoraleModifier { get; set; }

        /// <summary>
        /// ARRAYER: the side has broken and left the fight.
        /// </summary>
        public bool Routed { get; set; }

        /// <summary>
        /// ARRAYER: members at the start of the encounter, for the half-strength morale check; 0 means
        /// count them when the encounter starts.
        /// Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int StartingMembers { get; set; }

        /// <summary>
        /// ARRAYER: morale checks already made this encounter (each trigger is checked once, ruling A15).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.MoraleTrigger> MoraleChecksMade { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.MoraleTrigger>();

        /// <summary>
        /// ARRAYER: this side is the party, a member of which rolls initiative each round (rulings A13,
        /// A27); when no side is marked, the first listed side is the party. Two sides marked is
        /// INVALID_ARGUMENT (reason CONFLICTING_OPTIONS, field the second one's party). If the party has
        /// nobody standing (three sides or more), the first standing side rolls.
        /// </summary>
        public bool Party { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Id != null && Id.Length != 0)
            {
                json.Add("id", global::Arbiter.ArbiterJson.String(Id));
            }
            if (Sentiment != 0)
            {
                json.Add("sentiment", global::Arbiter.V1.EnumJson.Write(Sentiment));
            }
            if (Morale != null)
            {
                json.Add("morale", global::Arbiter.ArbiterJson.Number(Morale.Value));
            }
            if (MoraleModifier != 0)
            {
                json.Add("moraleModifier", global::Arbiter.ArbiterJson.Number(MoraleModifier));
            }
            if (Routed)
            {
                json.Add("routed", global::Arbiter.ArbiterJson.Bool(Routed));
            }
            if (StartingMembers != 0)
            {
                json.Add("startingMembers", global::Arbiter.ArbiterJson.Number(StartingMembers));
            }
            global::Arbiter.ArbiterJson.AddList(json, "moraleChecksMade", MoraleChecksMade, value => global::Arbiter.V1.EnumJson.Write(value));
            if (Party)
            {
                json.Add("party", global::Arbiter.ArbiterJson.Bool(Party));
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
                    case "id":
                        Id = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "sentiment":
                        {
                            global::Arbiter.V1.Sentiment read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Sentiment = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "morale":
                        Morale = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "moraleModifier":
                    case "morale_modifier":
                        MoraleModifier = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "routed":
                        Routed = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "startingMembers":
                    case "starting_members":
                        StartingMembers = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "moraleChecksMade":
                    case "morale_checks_made":
                        if (!global::Arbiter.ArbiterJson.TryReadEnumList<global::Arbiter.V1.MoraleTrigger>(property.Value, MoraleChecksMade, global::Arbiter.V1.EnumJson.TryRead))
                        {
                            _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        }
                        break;
                    case "party":
                        Party = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
    /// One fighter.
    /// </summary>
    public sealed partial class Combatant : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The ruleset-specific part; must match the encounter's ruleset (absent takes defaults).
        /// </summary>
        public enum RulesOneofCase
        {
            None = 0,
            Arrayer = 11,
            Tiered = 12,
        }

        private object _rules;
        private RulesOneofCase _rulesCase;

        /// <summary>Which member is set; None for none.</summary>
        public RulesOneofCase RulesCase { get { return _rulesCase; } }

        public void ClearRules()
        {
            _rules = null;
            _rulesCase = RulesOneofCase.None;
        }

        /// <summary>
        /// Unique id within the encounter.
        /// </summary>
        public string Id { get; set; } = "";

        /// <summary>
        /// The side it fights for.
        /// </summary>
        public string SideId { get; set; } = "";

        /// <summary>
        /// Display name; the engine does not read it.
        /// </summary>
        public string Name { get; set; } = "";

        /// <summary>
        /// Hit points now (ruling S5). ARRAYER: negative is out of the fight; `tiered`: &lt;= 0 is down.
        /// Valid range: -1000000 to 1000000 (HP, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Hp { get; set; }

        /// <summary>
        /// Maximum hit points, for healing; 0 means the hp given at the start (the hp in the request's
        /// state: healing then never goes above it).
        /// Valid range: 0 to 1000000 (MAX_HP, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int MaxHp { get; set; }

        /// <summary>
        /// Square on the grid; absent means the rules treat everyone as in reach of everyone.
        /// </summary>
        public global::Arbiter.V1.Position Position { get; set; }

        /// <summary>
        /// Weapons carried. `tiered` combatants always also have bare hands (weapon id "unarmed").
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Weapon> Weapons { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Weapon>();

        /// <summary>
        /// Armour worn; absent is unarmoured.
        /// </summary>
        public global::Arbiter.V1.Armour Armour { get; set; }

        /// <summary>
        /// Shield carried; absent is none.
        /// </summary>
        public global::Arbiter.V1.Shield Shield { get; set; }

        /// <summary>
        /// Current conditions.
        /// </summary>
        public global::Arbiter.V1.Conditions Conditions { get; set; }

        /// <summary>
        /// ARRAYER scores and training.
        /// </summary>
        public global::Arbiter.V1.ArrayerCombatant Arrayer
        {
            get { return _rulesCase == RulesOneofCase.Arrayer ? (global::Arbiter.V1.ArrayerCombatant)_rules : null; }
            set { _rules = value; _rulesCase = value == null ? RulesOneofCase.None : RulesOneofCase.Arrayer; }
        }

        /// <summary>
        /// `tiered` stats and skills.
        /// </summary>
        public global::Arbiter.V1.TieredCombatant Tiered
        {
            get { return _rulesCase == RulesOneofCase.Tiered ? (global::Arbiter.V1.TieredCombatant)_rules : null; }
            set { _rules = value; _rulesCase = value == null ? RulesOneofCase.None : RulesOneofCase.Tiered; }
        }

        /// <summary>
        /// `tiered` (fields 30-49 are `tiered`-only; ARRAYER refuses them, INVALID_ARGUMENT
        /// RULESET_MISMATCH): the direction it faces, as a grid vector (x: columns, y: rows, as a
        /// Vector2Int), never (0, 0) (INVALID_ARGUMENT, MISSING_VALUE); absent is unknown, and then
        /// nobody is behind it. Ruling T13: the direction of its last move or attack, or as the state
        /// gives it. The engine sets it after each move to its last step (one of the 8 unit vectors,
        /// e.g. (1, 0) or (-1, 1)) and after each attack to the vector toward the target divided by its
        /// greatest common divisor (a target at (+2, +2) gives (1, 1), one at (+3, +1) gives (3, 1));
        /// defending does not turn a combatant. Another combatant is behind it when it stands strictly
        /// inside the half-plane opposite the facing: (its position - this position) . facing &lt; 0; the
        /// line through this square perpendicular to the facing (dot product 0) is not behind.
        /// </summary>
        public global::Arbiter.V1.Position Facing { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Id != null && Id.Length != 0)
            {
                json.Add("id", global::Arbiter.ArbiterJson.String(Id));
            }
            if (SideId != null && SideId.Length != 0)
            {
                json.Add("sideId", global::Arbiter.ArbiterJson.String(SideId));
            }
            if (Name != null && Name.Length != 0)
            {
                json.Add("name", global::Arbiter.ArbiterJson.String(Name));
            }
            if (Hp != 0)
            {
                json.Add("hp", global::Arbiter.ArbiterJson.Number(Hp));
            }
            if (MaxHp != 0)
            {
                json.Add("maxHp", global::Arbiter.ArbiterJson.Number(MaxHp));
            }
            if (Position != null)
            {
                json.Add("position", Position.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "weapons", Weapons, value => value.ToJson());
            if (Armour != null)
            {
                json.Add("armour", Armour.ToJson());
            }
            if (Shield != null)
            {
                json.Add("shield", Shield.ToJson());
            }
            if (Conditions != null)
            {
                json.Add("conditions", Conditions.ToJson());
            }
            if (_rulesCase == RulesOneofCase.Arrayer)
            {
                json.Add("arrayer", Arrayer.ToJson());
            }
            if (_rulesCase == RulesOneofCase.Tiered)
            {
                json.Add("tiered", Tiered.ToJson());
            }
            if (Facing != null)
            {
                json.Add("facing", Facing.ToJson());
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
                    case "id":
                        Id = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "sideId":
                    case "side_id":
                        SideId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "name":
                        Name = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "hp":
                        Hp = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "maxHp":
                    case "max_hp":
                        MaxHp = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "position":
                        Position = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Position>(property.Value);
                        break;
                    case "weapons":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Weapons, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Weapon>(item));
                        break;
                    case "armour":
                        Armour = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Armour>(property.Value);
                        break;
                    case "shield":
                        Shield = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Shield>(property.Value);
                        break;
                    case "conditions":
                        Conditions = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Conditions>(property.Value);
                        break;
                    case "arrayer":
                        Arrayer = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerCombatant>(property.Value);
                        break;
                    case "tiered":
                        Tiered = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TieredCombatant>(property.Value);
                        break;
                    case "facing":
                        Facing = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Position>(property.Value);
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
    /// Armour worn.
    /// </summary>
    public sealed partial class Armour : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// ARRAYER: points subtracted from damage (ruling A2). `tiered`: the armour's Tier, subtracted from
        /// damage (ruling T1).
        /// Valid range: 0 to 1000 (PROTECTION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Value { get; set; }

        /// <summary>
        /// ARRAYER: how heavy it is (warhammer, cleaver); unspecified is light when value &gt; 0.
        /// </summary>
        public global::Arbiter.V1.ArmourClass ArmourClass { get; set; }

        /// <summary>
        /// `tiered`: Tiers lost to criticals (ruling T4); the effective value is max(0, value - tier_loss).
        /// Valid range: 0 to 1000 (PROTECTION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int TierLoss { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Value != 0)
            {
                json.Add("value", global::Arbiter.ArbiterJson.Number(Value));
            }
            if (ArmourClass != 0)
            {
                json.Add("armourClass", global::Arbiter.V1.EnumJson.Write(ArmourClass));
            }
            if (TierLoss != 0)
            {
                json.Add("tierLoss", global::Arbiter.ArbiterJson.Number(TierLoss));
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
                    case "value":
                        Value = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "armourClass":
                    case "armour_class":
                        {
                            global::Arbiter.V1.ArmourClass read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                ArmourClass = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "tierLoss":
                    case "tier_loss":
                        TierLoss = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// A shield carried.
    /// </summary>
    public sealed partial class Shield : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// ARRAYER: extra armour points from the shield (default 0; armour.value may already include it).
        /// `tiered`: the shield's Tier, subtracted from damage (ruling T1).
        /// Valid range: 0 to 1000 (PROTECTION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Value { get; set; }

        /// <summary>
        /// `tiered`: Tiers lost to criticals (ruling T4).
        /// Valid range: 0 to 1000 (PROTECTION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int TierLoss { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Value != 0)
            {
                json.Add("value", global::Arbiter.ArbiterJson.Number(Value));
            }
            if (TierLoss != 0)
            {
                json.Add("tierLoss", global::Arbiter.ArbiterJson.Number(TierLoss));
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
                    case "value":
                        Value = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "tierLoss":
                    case "tier_loss":
                        TierLoss = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// Conditions on a combatant. All default to absent.
    /// </summary>
    public sealed partial class Conditions : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Lying down: ARRAYER melee attackers roll 1d6 (ruling A5).
        /// </summary>
        public bool Prone { get; set; }

        /// <summary>
        /// Held in a grapple.
        /// </summary>
        public bool Grappled { get; set; }

        /// <summary>
        /// Unaware of the attacker: ARRAYER killing blows (ruling A5).
        /// </summary>
        public bool Unaware { get; set; }

        /// <summary>
        /// Entangled by a bola, net or chain weapon; absent when free.
        /// </summary>
        public global::Arbiter.V1.Entanglement Entanglement { get; set; }

        /// <summary>
        /// `tiered`: rounds left immobilised by a trap (ruling T7); 0 is free to move.
        /// Valid range: 0 to 1000000 (DURATION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int ImmobilisedRounds { get; set; }

        /// <summary>
        /// `tiered`: difficulty value to beat to break free of the trap holding it.
        /// Valid range: 0 to 10000 (DIFFICULTY, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int ImmobilisedDifficulty { get; set; }

        /// <summary>
        /// ARRAYER mancatcher: id of the combatant holding it (ruling A28: it may not move closer to them;
        /// pressed with no free square farther away, it is trapped; the hold lapses while the holder is
        /// down). An id naming no combatant is INVALID_ARGUMENT (UNKNOWN_COMBATANT), and the combatant's
        /// own id SELF_TARGET, as in also_held_by and stealth_flagged_by.
        /// </summary>
        public string HeldBy { get; set; } = "";

        /// <summary>
        /// `tiered`: hidden (ruling T6): while some combatant holds its stealth flag, or, from the start
        /// of its turn, while it began that turn fully behind cover (ruling T14).
        /// </summary>
        public bool Stealthed { get; set; }

        /// <summary>
        /// `tiered`: ids of stealthed combatants holding a stealth flag on this one (ruling T6).
        /// </summary>
        public global::System.Collections.Generic.List<string> StealthFlaggedBy { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>
        /// Dead (killing blow, aftermath, healing death check).
        /// </summary>
        public bool Dead { get; set; }

        /// <summary>
        /// ARRAYER: fled with a routed side.
        /// </summary>
        public bool Routed { get; set; }

        /// <summary>
        /// ARRAYER doping spines: a dose of chemic was injected.
        /// </summary>
        public bool Dosed { get; set; }

        /// <summary>
        /// ARRAYER mancatcher: ids of further combatants holding it besides held_by. Held by two or more
        /// standing combatants, it is trapped and cannot move at all (ruling A28).
        /// </summary>
        public global::System.Collections.Generic.List<string> AlsoHeldBy { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Prone)
            {
                json.Add("prone", global::Arbiter.ArbiterJson.Bool(Prone));
            }
            if (Grappled)
            {
                json.Add("grappled", global::Arbiter.ArbiterJson.Bool(Grappled));
            }
            if (Unaware)
            {
                json.Add("unaware", global::Arbiter.ArbiterJson.Bool(Unaware));
            }
            if (Entanglement != null)
            {
                json.Add("entanglement", Entanglement.ToJson());
            }
            if (ImmobilisedRounds != 0)
            {
                json.Add("immobilisedRounds", global::Arbiter.ArbiterJson.Number(ImmobilisedRounds));
            }
            if (ImmobilisedDifficulty != 0)
            {
                json.Add("immobilisedDifficulty", global::Arbiter.ArbiterJson.Number(ImmobilisedDifficulty));
            }
            if (HeldBy != null && HeldBy.Length != 0)
            {
                json.Add("heldBy", global::Arbiter.ArbiterJson.String(HeldBy));
            }
            if (Stealthed)
            {
                json.Add("stealthed", global::Arbiter.ArbiterJson.Bool(Stealthed));
            }
            global::Arbiter.ArbiterJson.AddList(json, "stealthFlaggedBy", StealthFlaggedBy, value => global::Arbiter.ArbiterJson.String(value));
            if (Dead)
            {
                json.Add("dead", global::Arbiter.ArbiterJson.Bool(Dead));
            }
            if (Routed)
            {
                json.Add("routed", global::Arbiter.ArbiterJson.Bool(Routed));
            }
            if (Dosed)
            {
                json.Add("dosed", global::Arbiter.ArbiterJson.Bool(Dosed));
            }
            global::Arbiter.ArbiterJson.AddList(json, "alsoHeldBy", AlsoHeldBy, value => global::Arbiter.ArbiterJson.String(value));
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
                    case "prone":
                        Prone = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "grappled":
                        Grappled = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "unaware":
                        Unaware = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "entanglement":
                        Entanglement = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Entanglement>(property.Value);
                        break;
                    case "immobilisedRounds":
                    case "immobilised_rounds":
                        ImmobilisedRounds = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "immobilisedDifficulty":
                    case "immobilised_difficulty":
                        ImmobilisedDifficulty = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "heldBy":
                    case "held_by":
                        HeldBy = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "stealthed":
                        Stealthed = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "stealthFlaggedBy":
                    case "stealth_flagged_by":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, StealthFlaggedBy, item => global::Arbiter.ArbiterJson.ReadString(item));
                        break;
                    case "dead":
                        Dead = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "routed":
                        Routed = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "dosed":
                        Dosed = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "alsoHeldBy":
                    case "also_held_by":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, AlsoHeldBy, item => global::Arbiter.ArbiterJson.ReadString(item));
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
    /// An entanglement and how long it has held.
    /// </summary>
    public sealed partial class Entanglement : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// What entangles.
        /// </summary>
        public global::Arbiter.V1.EntanglementSource Source { get; set; }

        /// <summary>
        /// Rounds already spent entangled.
        /// Valid range: 0 to 1000000 (DURATION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Rounds { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Source != 0)
            {
                json.Add("source", global::Arbiter.V1.EnumJson.Write(Source));
            }
            if (Rounds != 0)
            {
                json.Add("rounds", global::Arbiter.ArbiterJson.Number(Rounds));
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
                    case "source":
                        {
                            global::Arbiter.V1.EntanglementSource read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Source = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "rounds":
                        Rounds = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// ARRAYER scores and training.
    /// </summary>
    public sealed partial class ArrayerCombatant : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Hit Dice (knock-back, healing, mounts; rulings A8, A10, A12); 0 is 1.
        /// Valid range: 0 to 1000 (HIT_DICE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int HitDice { get; set; }

        /// <summary>
        /// Strength score; unset takes the default (10, ruling A7).
        /// Valid range: 0 to 1000 (SCORE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? Strength { get; set; }

        /// <summary>
        /// Dexterity score; unset takes the default (10, ruling A7).
        /// Valid range: 0 to 1000 (SCORE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? Dexterity { get; set; }

        /// <summary>
        /// Improvements per weapon type (ruling A1); types not listed have none.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.WeaponProficiency> Proficiencies { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.WeaponProficiency>();

        /// <summary>
        /// The mount ridden; absent is on foot (ruling A10).
        /// </summary>
        public global::Arbiter.V1.Mount Mount { get; set; }

        /// <summary>
        /// Moved or was attacked since last discharging a weapon: no chit comes off (ruling A14).
        /// </summary>
        public bool ReloadDisrupted { get; set; }

        /// <summary>
        /// Wounds from aftermath rolls (ruling A11).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerWound> Wounds { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerWound>();

        /// <summary>
        /// The aftermath roll was at least twice the negative HP: back to 0 HP at the next short rest (A11),
        /// which the short_rest action applies (ruling A24; it clears the mark).
        /// </summary>
        public bool RecoversAtShortRest { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (HitDice != 0)
            {
                json.Add("hitDice", global::Arbiter.ArbiterJson.Number(HitDice));
            }
            if (Strength != null)
            {
                json.Add("strength", global::Arbiter.ArbiterJson.Number(Strength.Value));
            }
            if (Dexterity != null)
            {
                json.Add("dexterity", global::Arbiter.ArbiterJson.Number(Dexterity.Value));
            }
            global::Arbiter.ArbiterJson.AddList(json, "proficiencies", Proficiencies, value => value.ToJson());
            if (Mount != null)
            {
                json.Add("mount", Mount.ToJson());
            }
            if (ReloadDisrupted)
            {
                json.Add("reloadDisrupted", global::Arbiter.ArbiterJson.Bool(ReloadDisrupted));
            }
            global::Arbiter.ArbiterJson.AddList(json, "wounds", Wounds, value => value.ToJson());
            if (RecoversAtShortRest)
            {
                json.Add("recoversAtShortRest", global::Arbiter.ArbiterJson.Bool(RecoversAtShortRest));
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
                    case "hitDice":
                    case "hit_dice":
                        HitDice = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "strength":
                        Strength = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "dexterity":
                        Dexterity = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "proficiencies":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Proficiencies, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.WeaponProficiency>(item));
                        break;
                    case "mount":
                        Mount = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Mount>(property.Value);
                        break;
                    case "reloadDisrupted":
                    case "reload_disrupted":
                        ReloadDisrupted = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "wounds":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Wounds, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerWound>(item));
                        break;
                    case "recoversAtShortRest":
                    case "recovers_at_short_rest":
                        RecoversAtShortRest = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
    /// Improvements of one ARRAYER weapon type (ruling A1). Intuitive weapons start at Basic (d12),
    /// specialised ones at Unknown; each improvement is one step up the ladder.
    /// </summary>
    public sealed partial class WeaponProficiency : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The weapon type.
        /// </summary>
        public global::Arbiter.V1.ArrayerWeaponType WeaponType { get; set; }

        /// <summary>
        /// Steps up the ladder, 0-3.
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
    /// An ARRAYER mount (ruling A10). The trace names it "&lt;rider id&gt;/mount" (its HP changes, its fall),
    /// and so may ArrayerBloodBath.creature_id. A blow that lands on it is a hit on it like any other
    /// target (ruling A10): it is unarmoured and carries no shield or conditions; the weapon's HP floor
    /// (A9), bonuses and knock-back (A8, its rider carried back with it) apply to it.
    /// </summary>
    public sealed partial class Mount : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Horse or warhorse.
        /// </summary>
        public global::Arbiter.V1.MountKind Kind { get; set; }

        /// <summary>
        /// The mount's hit points; below 0 it is down and its rider fights on foot.
        /// Valid range: -1000000 to 1000000 (HP, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Hp { get; set; }

        /// <summary>
        /// Hit Dice (ruling A23: knock-back A8, bathing in its blood A12); 0 is the kind's default:
        /// horse 1, warhorse 2.
        /// Valid range: 0 to 1000 (HIT_DICE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int HitDice { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Kind != 0)
            {
                json.Add("kind", global::Arbiter.V1.EnumJson.Write(Kind));
            }
            if (Hp != 0)
            {
                json.Add("hp", global::Arbiter.ArbiterJson.Number(Hp));
            }
            if (HitDice != 0)
            {
                json.Add("hitDice", global::Arbiter.ArbiterJson.Number(HitDice));
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
                    case "kind":
                        {
                            global::Arbiter.V1.MountKind read;
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
                    case "hp":
                        Hp = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hitDice":
                    case "hit_dice":
                        HitDice = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// `tiered` stats and skills (ruling T1).
    /// </summary>
    public sealed partial class TieredCombatant : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Body: damage bonus, weapon Tier requirement.
        /// Valid range: 0 to 1000 (STAT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Body { get; set; }

        /// <summary>
        /// Reflex: contested rolls, turn order.
        /// Valid range: 0 to 1000 (STAT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Reflex { get; set; }

        /// <summary>
        /// Mind.
        /// Valid range: 0 to 1000 (STAT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Mind { get; set; }

        /// <summary>
        /// Presence: stealth and traps.
        /// Valid range: 0 to 1000 (STAT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Presence { get; set; }

        /// <summary>
        /// Skill levels.
        /// </summary>
        public global::Arbiter.V1.TieredSkills Skills { get; set; }

        /// <summary>
        /// Tiles moved per move action; unset takes the default (5, ruling T2).
        /// Valid range: 0 to 1000 (MOVE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? Move { get; set; }

        /// <summary>
        /// Traps set against opponents today; at most the Traps skill a day (ruling T7).
        /// Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int TrapsSetToday { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Body != 0)
            {
                json.Add("body", global::Arbiter.ArbiterJson.Number(Body));
            }
            if (Reflex != 0)
            {
                json.Add("reflex", global::Arbiter.ArbiterJson.Number(Reflex));
            }
            if (Mind != 0)
            {
                json.Add("mind", global::Arbiter.ArbiterJson.Number(Mind));
            }
            if (Presence != 0)
            {
                json.Add("presence", global::Arbiter.ArbiterJson.Number(Presence));
            }
            if (Skills != null)
            {
                json.Add("skills", Skills.ToJson());
            }
            if (Move != null)
            {
                json.Add("move", global::Arbiter.ArbiterJson.Number(Move.Value));
            }
            if (TrapsSetToday != 0)
            {
                json.Add("trapsSetToday", global::Arbiter.ArbiterJson.Number(TrapsSetToday));
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
                    case "body":
                        Body = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "reflex":
                        Reflex = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "mind":
                        Mind = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "presence":
                        Presence = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "skills":
                        Skills = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TieredSkills>(property.Value);
                        break;
                    case "move":
                        Move = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "trapsSetToday":
                    case "traps_set_today":
                        TrapsSetToday = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// `tiered` skill levels; 0 is untrained. Field names are the skill names of TieredSkill.
    /// </summary>
    public sealed partial class TieredSkills : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Unarmed Melee.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Unarmed { get; set; }

        /// <summary>
        /// Main-Hand Melee.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int MainHandMelee { get; set; }

        /// <summary>
        /// Off-Hand Melee.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int OffHandMelee { get; set; }

        /// <summary>
        /// Two-Handed Melee.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int TwoHandedMelee { get; set; }

        /// <summary>
        /// Main-Hand Thrown.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int MainHandThrown { get; set; }

        /// <summary>
        /// Off-Hand Thrown.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int OffHandThrown { get; set; }

        /// <summary>
        /// Bow.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Bow { get; set; }

        /// <summary>
        /// Main-Hand Crossbow.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int MainHandCrossbow { get; set; }

        /// <summary>
        /// Off-Hand Crossbow.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int OffHandCrossbow { get; set; }

        /// <summary>
        /// Two-Handed Crossbow.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int TwoHandedCrossbow { get; set; }

        /// <summary>
        /// Main-Hand Firearm.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int MainHandFirearm { get; set; }

        /// <summary>
        /// Off-Hand Firearm.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int OffHandFirearm { get; set; }

        /// <summary>
        /// Two-Handed Firearm.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int TwoHandedFirearm { get; set; }

        /// <summary>
        /// Siege Weapon.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int SiegeWeapon { get; set; }

        /// <summary>
        /// Stealth.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Stealth { get; set; }

        /// <summary>
        /// Traps.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Traps { get; set; }

        /// <summary>
        /// Scholar.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Scholar { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Unarmed != 0)
            {
                json.Add("unarmed", global::Arbiter.ArbiterJson.Number(Unarmed));
            }
            if (MainHandMelee != 0)
            {
                json.Add("mainHandMelee", global::Arbiter.ArbiterJson.Number(MainHandMelee));
            }
            if (OffHandMelee != 0)
            {
                json.Add("offHandMelee", global::Arbiter.ArbiterJson.Number(OffHandMelee));
            }
            if (TwoHandedMelee != 0)
            {
                json.Add("twoHandedMelee", global::Arbiter.ArbiterJson.Number(TwoHandedMelee));
            }
            if (MainHandThrown != 0)
            {
                json.Add("mainHandThrown", global::Arbiter.ArbiterJson.Number(MainHandThrown));
            }
            if (OffHandThrown != 0)
            {
                json.Add("offHandThrown", global::Arbiter.ArbiterJson.Number(OffHandThrown));
            }
            if (Bow != 0)
            {
                json.Add("bow", global::Arbiter.ArbiterJson.Number(Bow));
            }
            if (MainHandCrossbow != 0)
            {
                json.Add("mainHandCrossbow", global::Arbiter.ArbiterJson.Number(MainHandCrossbow));
            }
            if (OffHandCrossbow != 0)
            {
                json.Add("offHandCrossbow", global::Arbiter.ArbiterJson.Number(OffHandCrossbow));
            }
            if (TwoHandedCrossbow != 0)
            {
                json.Add("twoHandedCrossbow", global::Arbiter.ArbiterJson.Number(TwoHandedCrossbow));
            }
            if (MainHandFirearm != 0)
            {
                json.Add("mainHandFirearm", global::Arbiter.ArbiterJson.Number(MainHandFirearm));
            }
            if (OffHandFirearm != 0)
            {
                json.Add("offHandFirearm", global::Arbiter.ArbiterJson.Number(OffHandFirearm));
            }
            if (TwoHandedFirearm != 0)
            {
                json.Add("twoHandedFirearm", global::Arbiter.ArbiterJson.Number(TwoHandedFirearm));
            }
            if (SiegeWeapon != 0)
            {
                json.Add("siegeWeapon", global::Arbiter.ArbiterJson.Number(SiegeWeapon));
            }
            if (Stealth != 0)
            {
                json.Add("stealth", global::Arbiter.ArbiterJson.Number(Stealth));
            }
            if (Traps != 0)
            {
                json.Add("traps", global::Arbiter.ArbiterJson.Number(Traps));
            }
            if (Scholar != 0)
            {
                json.Add("scholar", global::Arbiter.ArbiterJson.Number(Scholar));
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
                    case "unarmed":
                        Unarmed = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "mainHandMelee":
                    case "main_hand_melee":
                        MainHandMelee = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "offHandMelee":
                    case "off_hand_melee":
                        OffHandMelee = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "twoHandedMelee":
                    case "two_handed_melee":
                        TwoHandedMelee = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "mainHandThrown":
                    case "main_hand_thrown":
                        MainHandThrown = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "offHandThrown":
                    case "off_hand_thrown":
                        OffHandThrown = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "bow":
                        Bow = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "mainHandCrossbow":
                    case "main_hand_crossbow":
                        MainHandCrossbow = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "offHandCrossbow":
                    case "off_hand_crossbow":
                        OffHandCrossbow = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "twoHandedCrossbow":
                    case "two_handed_crossbow":
                        TwoHandedCrossbow = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "mainHandFirearm":
                    case "main_hand_firearm":
                        MainHandFirearm = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "offHandFirearm":
                    case "off_hand_firearm":
                        OffHandFirearm = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "twoHandedFirearm":
                    case "two_handed_firearm":
                        TwoHandedFirearm = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "siegeWeapon":
                    case "siege_weapon":
                        SiegeWeapon = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "stealth":
                        Stealth = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "traps":
                        Traps = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "scholar":
                        Scholar = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// A `tiered` trap on the field (ruling T7).
    /// </summary>
    public sealed partial class Trap : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Unique id.
        /// </summary>
        public string Id { get; set; } = "";

        /// <summary>
        /// Who set it: a combatant's id (else INVALID_ARGUMENT, UNKNOWN_COMBATANT; known_by likewise).
        /// </summary>
        public string OwnerId { get; set; } = "";

        /// <summary>
        /// Where it lies.
        /// </summary>
        public global::Arbiter.V1.Position Position { get; set; }

        /// <summary>
        /// Traps + Presence + d20 rolled when it was set.
        /// Valid range: 0 to 10000 (DIFFICULTY, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int Difficulty { get; set; }

        /// <summary>
        /// The setter's Traps skill: rounds of immobilisation.
        /// Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int TrapsSkill { get; set; }

        /// <summary>
        /// Set with Basic tools: damage and immobilisation doubled.
        /// </summary>
        public bool BasicTools { get; set; }

        /// <summary>
        /// False when the setter chose a trap that deals no damage.
        /// </summary>
        public bool DealsDamage { get; set; }

        /// <summary>
        /// Combatants other than the owner's side who know where it is (they saw it set, or discovered
        /// it); they do not trigger it and may disarm it.
        /// </summary>
        public global::System.Collections.Generic.List<string> KnownBy { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>
        /// In-combat setup steps still to take (ruling T7: 3 actions); 0 is armed.
        /// Valid range: 0 to 3 (SETUP_STEPS_LEFT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int SetupStepsLeft { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Id != null && Id.Length != 0)
            {
                json.Add("id", global::Arbiter.ArbiterJson.String(Id));
            }
            if (OwnerId != null && OwnerId.Length != 0)
            {
                json.Add("ownerId", global::Arbiter.ArbiterJson.String(OwnerId));
            }
            if (Position != null)
            {
                json.Add("position", Position.ToJson());
            }
            if (Difficulty != 0)
            {
                json.Add("difficulty", global::Arbiter.ArbiterJson.Number(Difficulty));
            }
            if (TrapsSkill != 0)
            {
                json.Add("trapsSkill", global::Arbiter.ArbiterJson.Number(TrapsSkill));
            }
            if (BasicTools)
            {
                json.Add("basicTools", global::Arbiter.ArbiterJson.Bool(BasicTools));
            }
            if (DealsDamage)
            {
                json.Add("dealsDamage", global::Arbiter.ArbiterJson.Bool(DealsDamage));
            }
            global::Arbiter.ArbiterJson.AddList(json, "knownBy", KnownBy, value => global::Arbiter.ArbiterJson.String(value));
            if (SetupStepsLeft != 0)
            {
                json.Add("setupStepsLeft", global::Arbiter.ArbiterJson.Number(SetupStepsLeft));
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
                    case "id":
                        Id = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "ownerId":
                    case "owner_id":
                        OwnerId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "position":
                        Position = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Position>(property.Value);
                        break;
                    case "difficulty":
                        Difficulty = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "trapsSkill":
                    case "traps_skill":
                        TrapsSkill = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "basicTools":
                    case "basic_tools":
                        BasicTools = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "dealsDamage":
                    case "deals_damage":
                        DealsDamage = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "knownBy":
                    case "known_by":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, KnownBy, item => global::Arbiter.ArbiterJson.ReadString(item));
                        break;
                    case "setupStepsLeft":
                    case "setup_steps_left":
                        SetupStepsLeft = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// ARRAYER numeric rulings a request may override (GetCatalog lists the defaults).
    /// </summary>
    public sealed partial class ArrayerRules : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Attack Die sizes for Basic, Skilled, Expert (ruling A1; default 12, 10, 8).
        /// </summary>
        public global::System.Collections.Generic.List<int> ProficiencyDice { get; } = new global::System.Collections.Generic.List<int>();

        /// <summary>
        /// Highest natural roll that hits within effective range (ruling A3; default 6).
        /// Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? HitThresholdEffective { get; set; }

        /// <summary>
        /// Highest natural roll that hits at long range (ruling A3; default 5).
        /// Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? HitThresholdLong { get; set; }

        /// <summary>
        /// Highest natural roll that hits at extreme range (ruling A3; default 4).
        /// Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? HitThresholdExtreme { get; set; }

        /// <summary>
        /// Least damage a hit deals (ruling A2; default 1).
        /// Valid range: 0 to 1000 (DAMAGE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? MinimumDamage { get; set; }

        /// <summary>
        /// Default Strength and Dexterity score (ruling A7; default 10).
        /// Valid range: 0 to 1000 (SCORE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? DefaultScore { get; set; }

        /// <summary>
        /// Default side morale score (ruling A15; default 7).
        /// Valid range: 0 to 1000 (MORALE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? DefaultMorale { get; set; }

        /// <summary>
        /// Squares a combatant moves per round under the default tactic (project default 5, as `tiered`;
        /// the document sets no rate).
        /// Valid range: 0 to 1000 (MOVE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? DefaultMove { get; set; }

        /// <summary>
        /// Initiative: highest side d6 that wins with better sentiment (ruling A13; default 4).
        /// Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? InitiativeBetter { get; set; }

        /// <summary>
        /// Initiative: highest side d6 that wins with equal sentiment (ruling A13; default 3).
        /// Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? InitiativeEqual { get; set; }

        /// <summary>
        /// Initiative: highest side d6 that wins with worse sentiment (ruling A13; default 2).
        /// Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? InitiativeWorse { get; set; }

        /// <summary>
        /// Morale: a total modifier at or beyond +-this decides without rolling (ruling A15; default 3).
        /// Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? MoraleAuto { get; set; }

        /// <summary>
        /// Gunpowder mishap die of a well-maintained weapon (ruling A6; default 6).
        /// </summary>
        public int? MishapDieMaintained { get; set; }

        /// <summary>
        /// Gunpowder mishap die of a dubious weapon (ruling A6; default 12).
        /// </summary>
        public int? MishapDieDubious { get; set; }

        /// <summary>
        /// Attack Die of a melee attack on a prone target, whatever the proficiency (ruling A5; default 6).
        /// </summary>
        public int? ProneAttackDie { get; set; }

        /// <summary>
        /// Nightly death check: a d20 at or under this kills a combatant below 0 HP (ruling A12; default
        /// 1).
        /// Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? NightDeathFace { get; set; }

        /// <summary>
        /// Net escape without a blade: a d6 at or under this frees the combatant (default 2).
        /// Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? NetEscapeFace { get; set; }

        /// <summary>
        /// Wound severity by negative HP (ruling A11); empty is the default 1 stunned, 2-3 light, 4-6
        /// moderate, 7+ bad.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerWoundBand> WoundBands { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerWoundBand>();

        /// <summary>
        /// Hit location by d20 (ruling A11); empty is the default 1 Fac, 2 Hnk, 3-5 Thx, 6-7 Abd, 8 Plv,
        /// 9-11 Urm, 12-14 Lrm, 15-17 Ulg, 18-20 Llg, limbs sided.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerLocationBand> LocationBands { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerLocationBand>();

        /// <summary>
        /// Gunpowder mishap table by mishap-die face (ruling A6); empty is the document's: 1-4 misfire, 5
        /// dud, 6 burst (1d6, wear), 7 burst (1d6), 8-10 dud, 11-12 explodes (2d6).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerMishapBand> MishapBands { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerMishapBand>();

        /// <summary>
        /// Aftermath d20 at or above this times |HP| recovers at the next short rest (ruling A11; default
        /// 2).
        /// Valid range: 1 to 1000 (AFTERMATH_MULTIPLE, docs/api.md); outside it INVALID_ARGUMENT
        /// (OUT_OF_RANGE).
        /// </summary>
        public int? AftermathRecoverMultiple { get; set; }

        /// <summary>
        /// Movement-phase interceptions by Dexterity check (ruling A18: an enemy not moving this phase, not
        /// prone nor entangled, next to a square a mover passes; default true).
        /// </summary>
        public bool? Interception { get; set; }

        /// <summary>
        /// Free squares (on the grid, no obstacle, no living combatant), of the 8 around the wielder,
        /// that a weapon marked "require 4 square metres" (ArrayerWeaponRules.needs_space) needs to
        /// attack; with fewer the attack is refused (FAILED_PRECONDITION, reason NEEDS_SPACE, ruling A22;
        /// default 3; 0-8).
        /// </summary>
        public int? SpaceFreeSquares { get; set; }

        /// <summary>
        /// HP each Hit Die heals at a night's rest (ArrayerNightlyRest) and in a blood bath
        /// (ArrayerBloodBath, the creature's Hit Dice): ruling A12, the document's "1HP per HD"; default
        /// 1; 0 heals nothing, 2 doubles it (a house rule's faster healing).
        /// Valid range: 0 to 1000 (DAMAGE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? HealingPerHitDie { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "proficiencyDice", ProficiencyDice, value => global::Arbiter.ArbiterJson.Number(value));
            if (HitThresholdEffective != null)
            {
                json.Add("hitThresholdEffective", global::Arbiter.ArbiterJson.Number(HitThresholdEffective.Value));
            }
            if (HitThresholdLong != null)
            {
                json.Add("hitThresholdLong", global::Arbiter.ArbiterJson.Number(HitThresholdLong.Value));
            }
            if (HitThresholdExtreme != null)
            {
                json.Add("hitThresholdExtreme", global::Arbiter.ArbiterJson.Number(HitThresholdExtreme.Value));
            }
            if (MinimumDamage != null)
            {
                json.Add("minimumDamage", global::Arbiter.ArbiterJson.Number(MinimumDamage.Value));
            }
            if (DefaultScore != null)
            {
                json.Add("defaultScore", global::Arbiter.ArbiterJson.Number(DefaultScore.Value));
            }
            if (DefaultMorale != null)
            {
                json.Add("defaultMorale", global::Arbiter.ArbiterJson.Number(DefaultMorale.Value));
            }
            if (DefaultMove != null)
            {
                json.Add("defaultMove", global::Arbiter.ArbiterJson.Number(DefaultMove.Value));
            }
            if (InitiativeBetter != null)
            {
                json.Add("initiativeBetter", global::Arbiter.ArbiterJson.Number(InitiativeBetter.Value));
            }
            if (InitiativeEqual != null)
            {
                json.Add("initiativeEqual", global::Arbiter.ArbiterJson.Number(InitiativeEqual.Value));
            }
            if (InitiativeWorse != null)
            {
                json.Add("initiativeWorse", global::Arbiter.ArbiterJson.Number(InitiativeWorse.Value));
            }
            if (MoraleAuto != null)
            {
                json.Add("moraleAuto", global::Arbiter.ArbiterJson.Number(MoraleAuto.Value));
            }
            if (MishapDieMaintained != null)
            {
                json.Add("mishapDieMaintained", global::Arbiter.ArbiterJson.Number(MishapDieMaintained.Value));
            }
            if (MishapDieDubious != null)
            {
                json.Add("mishapDieDubious", global::Arbiter.ArbiterJson.Number(MishapDieDubious.Value));
            }
            if (ProneAttackDie != null)
            {
                json.Add("proneAttackDie", global::Arbiter.ArbiterJson.Number(ProneAttackDie.Value));
            }
            if (NightDeathFace != null)
            {
                json.Add("nightDeathFace", global::Arbiter.ArbiterJson.Number(NightDeathFace.Value));
            }
            if (NetEscapeFace != null)
            {
                json.Add("netEscapeFace", global::Arbiter.ArbiterJson.Number(NetEscapeFace.Value));
            }
            global::Arbiter.ArbiterJson.AddList(json, "woundBands", WoundBands, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "locationBands", LocationBands, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "mishapBands", MishapBands, value => value.ToJson());
            if (AftermathRecoverMultiple != null)
            {
                json.Add("aftermathRecoverMultiple", global::Arbiter.ArbiterJson.Number(AftermathRecoverMultiple.Value));
            }
            if (Interception != null)
            {
                json.Add("interception", global::Arbiter.ArbiterJson.Bool(Interception.Value));
            }
            if (SpaceFreeSquares != null)
            {
                json.Add("spaceFreeSquares", global::Arbiter.ArbiterJson.Number(SpaceFreeSquares.Value));
            }
            if (HealingPerHitDie != null)
            {
                json.Add("healingPerHitDie", global::Arbiter.ArbiterJson.Number(HealingPerHitDie.Value));
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
                    case "proficiencyDice":
                    case "proficiency_dice":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, ProficiencyDice, item => global::Arbiter.ArbiterJson.ReadInt32(item));
                        break;
                    case "hitThresholdEffective":
                    case "hit_threshold_effective":
                        HitThresholdEffective = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hitThresholdLong":
                    case "hit_threshold_long":
                        HitThresholdLong = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "hitThresholdExtreme":
                    case "hit_threshold_extreme":
                        HitThresholdExtreme = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "minimumDamage":
                    case "minimum_damage":
                        MinimumDamage = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "defaultScore":
                    case "default_score":
                        DefaultScore = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "defaultMorale":
                    case "default_morale":
                        DefaultMorale = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "defaultMove":
                    case "default_move":
                        DefaultMove = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "initiativeBetter":
                    case "initiative_better":
                        InitiativeBetter = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "initiativeEqual":
                    case "initiative_equal":
                        InitiativeEqual = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "initiativeWorse":
                    case "initiative_worse":
                        InitiativeWorse = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "moraleAuto":
                    case "morale_auto":
                        MoraleAuto = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "mishapDieMaintained":
                    case "mishap_die_maintained":
                        MishapDieMaintained = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "mishapDieDubious":
                    case "mishap_die_dubious":
                        MishapDieDubious = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "proneAttackDie":
                    case "prone_attack_die":
                        ProneAttackDie = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "nightDeathFace":
                    case "night_death_face":
                        NightDeathFace = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "netEscapeFace":
                    case "net_escape_face":
                        NetEscapeFace = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "woundBands":
                    case "wound_bands":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, WoundBands, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerWoundBand>(item));
                        break;
                    case "locationBands":
                    case "location_bands":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, LocationBands, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerLocationBand>(item));
                        break;
                    case "mishapBands":
                    case "mishap_bands":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, MishapBands, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerMishapBand>(item));
                        break;
                    case "aftermathRecoverMultiple":
                    case "aftermath_recover_multiple":
                        AftermathRecoverMultiple = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "interception":
                        Interception = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "spaceFreeSquares":
                    case "space_free_squares":
                        SpaceFreeSquares = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "healingPerHitDie":
                    case "healing_per_hit_die":
                        HealingPerHitDie = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// `tiered` numeric rulings a request may override (GetCatalog lists the defaults).
    /// </summary>
    public sealed partial class TieredRules : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Tiles per move action (ruling T2; default 5).
        /// Valid range: 0 to 1000 (MOVE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? DefaultMove { get; set; }

        /// <summary>
        /// Tiers a critical takes off (ruling T4; default 1).
        /// Valid range: 0 to 12 (TIER_LOSS, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? CriticalTierLoss { get; set; }

        /// <summary>
        /// Damage an unarmed natural 1 deals to the roller, ignoring armour (ruling T4; default 10).
        /// Valid range: 0 to 1000 (DAMAGE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? UnarmedFumbleDamage { get; set; }

        /// <summary>
        /// Range in tiles of thrown weapons (document: 5).
        /// Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? ThrownRange { get; set; }

        /// <summary>
        /// Longest shot of bows, and of crossbows and firearms beyond their guaranteed range (ruling T5;
        /// document: 15).
        /// Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? RangedMaxRange { get; set; }

        /// <summary>
        /// Stealth checks roll against every opponent within this many tiles (ruling T6; document: 30).
        /// Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? StealthRange { get; set; }

        /// <summary>
        /// A trap is "near" a mover entering a square within this many tiles of it (ruling T7; default
        /// 1: its own tile and the adjacent ones).
        /// Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? TrapTriggerRadius { get; set; }

        /// <summary>
        /// Porters carry a siege weapon from at most this many tiles (Chebyshev) from its bearer, the
        /// mover (ruling T17; default 2). Move.porter_ids farther away are refused (FAILED_PRECONDITION,
        /// PORTER_TOO_FAR).
        /// Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
        /// </summary>
        public int? PorterReach { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (DefaultMove != null)
            {
                json.Add("defaultMove", global::Arbiter.ArbiterJson.Number(DefaultMove.Value));
            }
            if (CriticalTierLoss != null)
            {
                json.Add("criticalTierLoss", global::Arbiter.ArbiterJson.Number(CriticalTierLoss.Value));
            }
            if (UnarmedFumbleDamage != null)
            {
                json.Add("unarmedFumbleDamage", global::Arbiter.ArbiterJson.Number(UnarmedFumbleDamage.Value));
            }
            if (ThrownRange != null)
            {
                json.Add("thrownRange", global::Arbiter.ArbiterJson.Number(ThrownRange.Value));
            }
            if (RangedMaxRange != null)
            {
                json.Add("rangedMaxRange", global::Arbiter.ArbiterJson.Number(RangedMaxRange.Value));
            }
            if (StealthRange != null)
            {
                json.Add("stealthRange", global::Arbiter.ArbiterJson.Number(StealthRange.Value));
            }
            if (TrapTriggerRadius != null)
            {
                json.Add("trapTriggerRadius", global::Arbiter.ArbiterJson.Number(TrapTriggerRadius.Value));
            }
            if (PorterReach != null)
            {
                json.Add("porterReach", global::Arbiter.ArbiterJson.Number(PorterReach.Value));
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
                    case "defaultMove":
                    case "default_move":
                        DefaultMove = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "criticalTierLoss":
                    case "critical_tier_loss":
                        CriticalTierLoss = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "unarmedFumbleDamage":
                    case "unarmed_fumble_damage":
                        UnarmedFumbleDamage = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "thrownRange":
                    case "thrown_range":
                        ThrownRange = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "rangedMaxRange":
                    case "ranged_max_range":
                        RangedMaxRange = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "stealthRange":
                    case "stealth_range":
                        StealthRange = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "trapTriggerRadius":
                    case "trap_trigger_radius":
                        TrapTriggerRadius = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "porterReach":
                    case "porter_reach":
                        PorterReach = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
