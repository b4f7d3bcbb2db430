// Generated from proto/arbiter/v1/dice.proto by scripts/gen_protos.py (scripts/gen_csharp.py);
// do not edit. Plain C# on Newtonsoft.Json's JObject: proto3 JSON without
// Google.Protobuf (docs/clients/unity.md).
namespace Arbiter.V1
{
    /// <summary>
    /// Why a die was rolled.
    /// </summary>
    public enum DiePurpose
    {
        /// <summary>
        /// Not set; never produced by the server.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// ARRAYER Attack Die: to hit and damage in one roll.
        /// </summary>
        Attack = 1,
        /// <summary>
        /// `tiered` attacker's contested d20.
        /// </summary>
        ContestAttack = 2,
        /// <summary>
        /// `tiered` defender's contested d20.
        /// </summary>
        ContestDefence = 3,
        /// <summary>
        /// A damage roll separate from the attack (e.g. ARRAYER burst round 1d6).
        /// </summary>
        Damage = 4,
        /// <summary>
        /// A save or check (ARRAYER Dodge, Physique, Dexterity; roll under, ruling S4).
        /// </summary>
        Save = 5,
        /// <summary>
        /// Initiative (ARRAYER side d6, ruling A13; `tiered` d20 + Reflex, ruling T2).
        /// </summary>
        Initiative = 6,
        /// <summary>
        /// ARRAYER morale 2d6 (ruling A15).
        /// </summary>
        Morale = 7,
        /// <summary>
        /// ARRAYER gunpowder mishap die (ruling A6).
        /// </summary>
        Mishap = 8,
        /// <summary>
        /// ARRAYER aftermath d20: death, recovery or wound (ruling A11).
        /// </summary>
        Aftermath = 9,
        /// <summary>
        /// ARRAYER hit location d20 (ruling A11).
        /// </summary>
        HitLocation = 10,
        /// <summary>
        /// ARRAYER nightly death check d20 (ruling A12).
        /// </summary>
        DeathCheck = 11,
        /// <summary>
        /// ARRAYER Weapon Types roll at character creation (ruling A4).
        /// </summary>
        WeaponType = 12,
        /// <summary>
        /// An escape attempt (net d6, trap break-free d20).
        /// </summary>
        Escape = 13,
        /// <summary>
        /// `tiered` stealth check d20 (ruling T6).
        /// </summary>
        Stealth = 14,
        /// <summary>
        /// `tiered` trap roll d20 (ruling T7).
        /// </summary>
        Trap = 15,
    }

    /// <summary>The proto3 JSON names of the enums of this file.</summary>
    internal static partial class EnumJson
    {
        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.DiePurpose value)
        {
            switch (value)
            {
                case global::Arbiter.V1.DiePurpose.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_UNSPECIFIED");
                case global::Arbiter.V1.DiePurpose.Attack: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_ATTACK");
                case global::Arbiter.V1.DiePurpose.ContestAttack: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_CONTEST_ATTACK");
                case global::Arbiter.V1.DiePurpose.ContestDefence: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_CONTEST_DEFENCE");
                case global::Arbiter.V1.DiePurpose.Damage: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_DAMAGE");
                case global::Arbiter.V1.DiePurpose.Save: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_SAVE");
                case global::Arbiter.V1.DiePurpose.Initiative: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_INITIATIVE");
                case global::Arbiter.V1.DiePurpose.Morale: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_MORALE");
                case global::Arbiter.V1.DiePurpose.Mishap: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_MISHAP");
                case global::Arbiter.V1.DiePurpose.Aftermath: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_AFTERMATH");
                case global::Arbiter.V1.DiePurpose.HitLocation: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_HIT_LOCATION");
                case global::Arbiter.V1.DiePurpose.DeathCheck: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_DEATH_CHECK");
                case global::Arbiter.V1.DiePurpose.WeaponType: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_WEAPON_TYPE");
                case global::Arbiter.V1.DiePurpose.Escape: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_ESCAPE");
                case global::Arbiter.V1.DiePurpose.Stealth: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_STEALTH");
                case global::Arbiter.V1.DiePurpose.Trap: return new global::Newtonsoft.Json.Linq.JValue("DIE_PURPOSE_TRAP");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.DiePurpose value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.DiePurpose)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "DIE_PURPOSE_UNSPECIFIED": value = global::Arbiter.V1.DiePurpose.Unspecified; return true;
                case "DIE_PURPOSE_ATTACK": value = global::Arbiter.V1.DiePurpose.Attack; return true;
                case "DIE_PURPOSE_CONTEST_ATTACK": value = global::Arbiter.V1.DiePurpose.ContestAttack; return true;
                case "DIE_PURPOSE_CONTEST_DEFENCE": value = global::Arbiter.V1.DiePurpose.ContestDefence; return true;
                case "DIE_PURPOSE_DAMAGE": value = global::Arbiter.V1.DiePurpose.Damage; return true;
                case "DIE_PURPOSE_SAVE": value = global::Arbiter.V1.DiePurpose.Save; return true;
                case "DIE_PURPOSE_INITIATIVE": value = global::Arbiter.V1.DiePurpose.Initiative; return true;
                case "DIE_PURPOSE_MORALE": value = global::Arbiter.V1.DiePurpose.Morale; return true;
                case "DIE_PURPOSE_MISHAP": value = global::Arbiter.V1.DiePurpose.Mishap; return true;
                case "DIE_PURPOSE_AFTERMATH": value = global::Arbiter.V1.DiePurpose.Aftermath; return true;
                case "DIE_PURPOSE_HIT_LOCATION": value = global::Arbiter.V1.DiePurpose.HitLocation; return true;
                case "DIE_PURPOSE_DEATH_CHECK": value = global::Arbiter.V1.DiePurpose.DeathCheck; return true;
                case "DIE_PURPOSE_WEAPON_TYPE": value = global::Arbiter.V1.DiePurpose.WeaponType; return true;
                case "DIE_PURPOSE_ESCAPE": value = global::Arbiter.V1.DiePurpose.Escape; return true;
                case "DIE_PURPOSE_STEALTH": value = global::Arbiter.V1.DiePurpose.Stealth; return true;
                case "DIE_PURPOSE_TRAP": value = global::Arbiter.V1.DiePurpose.Trap; return true;
                default: value = default(global::Arbiter.V1.DiePurpose); return false;
            }
        }
    }

    /// <summary>
    /// Where the dice of one resolution come from (ruling S1, S2).
    ///
    /// With neither field set the server draws a fresh random seed and reports it in the response, so
    /// the result can still be replayed.
    /// </summary>
    public sealed partial class Dice : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Exactly one source.
        /// </summary>
        public enum SourceOneofCase
        {
            None = 0,
            Seed = 1,
            Forced = 2,
        }

        private object _source;
        private SourceOneofCase _sourceCase;

        /// <summary>Which member is set; None for none.</summary>
        public SourceOneofCase SourceCase { get { return _sourceCase; } }

        public void ClearSource()
        {
            _source = null;
            _sourceCase = SourceOneofCase.None;
        }

        /// <summary>
        /// Seed of the documented SplitMix64 stream (docs/dice.md). The same request with the same seed
        /// yields a byte-identical response.
        /// </summary>
        public ulong Seed
        {
            get { return _sourceCase == SourceOneofCase.Seed ? (ulong)_source : default(ulong); }
            set { _source = value; _sourceCase = SourceOneofCase.Seed; }
        }

        /// <summary>
        /// Dice supplied by the caller (a tabletop companion app, a test).
        /// </summary>
        public global::Arbiter.V1.ForcedDice Forced
        {
            get { return _sourceCase == SourceOneofCase.Forced ? (global::Arbiter.V1.ForcedDice)_source : null; }
            set { _source = value; _sourceCase = value == null ? SourceOneofCase.None : SourceOneofCase.Forced; }
        }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (_sourceCase == SourceOneofCase.Seed)
            {
                json.Add("seed", global::Arbiter.ArbiterJson.UInt64(Seed));
            }
            if (_sourceCase == SourceOneofCase.Forced)
            {
                json.Add("forced", Forced.ToJson());
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
                    case "seed":
                        Seed = global::Arbiter.ArbiterJson.ReadUInt64(property.Value);
                        break;
                    case "forced":
                        Forced = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ForcedDice>(property.Value);
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
    /// Faces consumed in order, one per die the rules roll (ruling S2). Too few faces, or a face out of
    /// range for the die it is used for, fails the request with INVALID_ARGUMENT naming the face.
    /// </summary>
    public sealed partial class ForcedDice : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Natural faces, 1-based, in the order the rules roll them (the trace shows that order).
        /// </summary>
        public global::System.Collections.Generic.List<int> Faces { get; } = new global::System.Collections.Generic.List<int>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "faces", Faces, value => global::Arbiter.ArbiterJson.Number(value));
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
                    case "faces":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Faces, item => global::Arbiter.ArbiterJson.ReadInt32(item));
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
    /// One die as rolled: everything a client needs to animate it or replay it.
    /// </summary>
    public sealed partial class DieRoll : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Number of faces (6, 8, 10, 12, 20).
        /// </summary>
        public int Size { get; set; }

        /// <summary>
        /// The natural face, 1..size.
        /// </summary>
        public int Face { get; set; }

        /// <summary>
        /// Why it was rolled.
        /// </summary>
        public global::Arbiter.V1.DiePurpose Purpose { get; set; }

        /// <summary>
        /// Who rolled it; empty for a side's roll (see side_id).
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// The side that rolled it (ARRAYER initiative and morale); empty otherwise.
        /// </summary>
        public string SideId { get; set; } = "";

        /// <summary>
        /// True when the rules rolled this die but did not use its face (e.g. the lower of a dual-wield
        /// 2d20). It still counts as rolled and as consumed from forced dice.
        /// </summary>
        public bool Discarded { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Size != 0)
            {
                json.Add("size", global::Arbiter.ArbiterJson.Number(Size));
            }
            if (Face != 0)
            {
                json.Add("face", global::Arbiter.ArbiterJson.Number(Face));
            }
            if (Purpose != 0)
            {
                json.Add("purpose", global::Arbiter.V1.EnumJson.Write(Purpose));
            }
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (SideId != null && SideId.Length != 0)
            {
                json.Add("sideId", global::Arbiter.ArbiterJson.String(SideId));
            }
            if (Discarded)
            {
                json.Add("discarded", global::Arbiter.ArbiterJson.Bool(Discarded));
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
                    case "size":
                        Size = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "face":
                        Face = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "purpose":
                        {
                            global::Arbiter.V1.DiePurpose read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Purpose = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "combatantId":
                    case "combatant_id":
                        CombatantId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "sideId":
                    case "side_id":
                        SideId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "discarded":
                        Discarded = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
