// Generated from proto/arbiter/v1/arrayer.proto by scripts/gen_protos.py (scripts/gen_csharp.py);
// do not edit. Plain C# on Newtonsoft.Json's JObject: proto3 JSON without
// Google.Protobuf (docs/clients/unity.md).
namespace Arbiter.V1
{
    /// <summary>
    /// Wound severity (ruling A11: |HP| 1 stunned, 2-3 light, 4-6 moderate, 7+ bad).
    /// </summary>
    public enum ArrayerWoundSeverity
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Stunned: a temporary inability to fight, no permanent injury.
        /// </summary>
        Stunned = 1,
        /// <summary>
        /// Light: surface cuts, heavy bruising, sprains; no permanent effect.
        /// </summary>
        Light = 2,
        /// <summary>
        /// Moderate: serious cuts, broken bones, lost fingers or eyes; minor permanent effects.
        /// </summary>
        Moderate = 3,
        /// <summary>
        /// Bad: amputations, internal organs, brain damage; a permanent debilitating effect.
        /// </summary>
        Bad = 4,
    }

    /// <summary>
    /// Hit locations (ruling A11: d20 1 Fac, 2 Hnk, 3-5 Thx, 6-7 Abd, 8 Plv, 9-11 Urm, 12-14 Lrm,
    /// 15-17 Ulg, 18-20 Llg).
    /// </summary>
    public enum ArrayerHitLocation
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Fac: face.
        /// </summary>
        Face = 1,
        /// <summary>
        /// Hnk: head / neck.
        /// </summary>
        HeadNeck = 2,
        /// <summary>
        /// Thx: thorax.
        /// </summary>
        Thorax = 3,
        /// <summary>
        /// Abd: abdomen.
        /// </summary>
        Abdomen = 4,
        /// <summary>
        /// Plv: pelvis / groin.
        /// </summary>
        Pelvis = 5,
        /// <summary>
        /// Urm: upper arm / shoulder.
        /// </summary>
        UpperArm = 6,
        /// <summary>
        /// Lrm: lower arm / hand.
        /// </summary>
        LowerArm = 7,
        /// <summary>
        /// Ulg: upper leg / hip.
        /// </summary>
        UpperLeg = 8,
        /// <summary>
        /// Llg: lower leg / foot.
        /// </summary>
        LowerLeg = 9,
    }

    /// <summary>
    /// Which side of the body a limb wound is on.
    /// </summary>
    public enum ArrayerBodySide
    {
        /// <summary>
        /// Not set, or not a limb.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Left (odd location roll).
        /// </summary>
        Left = 1,
        /// <summary>
        /// Right (even location roll).
        /// </summary>
        Right = 2,
    }

    /// <summary>
    /// What a gunpowder mishap does (ruling A6).
    /// </summary>
    public enum ArrayerMishapResult
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Misfire: no shot, nothing spent, may fire next round.
        /// </summary>
        Misfire = 1,
        /// <summary>
        /// Dud round: the shot is spent and the weapon must reload.
        /// </summary>
        Dud = 2,
        /// <summary>
        /// Burst round: damage to the user; a well-maintained weapon turns dubious, a dubious one is
        /// destroyed.
        /// </summary>
        BurstWear = 3,
        /// <summary>
        /// Burst round: damage to the user.
        /// </summary>
        Burst = 4,
        /// <summary>
        /// The weapon explodes: damage to the user, and it is destroyed.
        /// </summary>
        Explode = 5,
    }

    /// <summary>
    /// ARRAYER Attack option: which part of a mounted target a mounted attacker strikes (ruling A10).
    /// Infantry cannot choose: odd natural rolls hit the horse, even ones the rider.
    /// </summary>
    public enum ArrayerMountTarget
    {
        /// <summary>
        /// Not set: a mounted attacker strikes the rider.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// The horse.
        /// </summary>
        Horse = 1,
        /// <summary>
        /// The rider.
        /// </summary>
        Rider = 2,
    }

    /// <summary>The proto3 JSON names of the enums of this file.</summary>
    internal static partial class EnumJson
    {
        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.ArrayerWoundSeverity value)
        {
            switch (value)
            {
                case global::Arbiter.V1.ArrayerWoundSeverity.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WOUND_SEVERITY_UNSPECIFIED");
                case global::Arbiter.V1.ArrayerWoundSeverity.Stunned: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WOUND_SEVERITY_STUNNED");
                case global::Arbiter.V1.ArrayerWoundSeverity.Light: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WOUND_SEVERITY_LIGHT");
                case global::Arbiter.V1.ArrayerWoundSeverity.Moderate: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WOUND_SEVERITY_MODERATE");
                case global::Arbiter.V1.ArrayerWoundSeverity.Bad: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_WOUND_SEVERITY_BAD");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.ArrayerWoundSeverity value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.ArrayerWoundSeverity)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "ARRAYER_WOUND_SEVERITY_UNSPECIFIED": value = global::Arbiter.V1.ArrayerWoundSeverity.Unspecified; return true;
                case "ARRAYER_WOUND_SEVERITY_STUNNED": value = global::Arbiter.V1.ArrayerWoundSeverity.Stunned; return true;
                case "ARRAYER_WOUND_SEVERITY_LIGHT": value = global::Arbiter.V1.ArrayerWoundSeverity.Light; return true;
                case "ARRAYER_WOUND_SEVERITY_MODERATE": value = global::Arbiter.V1.ArrayerWoundSeverity.Moderate; return true;
                case "ARRAYER_WOUND_SEVERITY_BAD": value = global::Arbiter.V1.ArrayerWoundSeverity.Bad; return true;
                default: value = default(global::Arbiter.V1.ArrayerWoundSeverity); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.ArrayerHitLocation value)
        {
            switch (value)
            {
                case global::Arbiter.V1.ArrayerHitLocation.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_HIT_LOCATION_UNSPECIFIED");
                case global::Arbiter.V1.ArrayerHitLocation.Face: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_HIT_LOCATION_FACE");
                case global::Arbiter.V1.ArrayerHitLocation.HeadNeck: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_HIT_LOCATION_HEAD_NECK");
                case global::Arbiter.V1.ArrayerHitLocation.Thorax: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_HIT_LOCATION_THORAX");
                case global::Arbiter.V1.ArrayerHitLocation.Abdomen: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_HIT_LOCATION_ABDOMEN");
                case global::Arbiter.V1.ArrayerHitLocation.Pelvis: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_HIT_LOCATION_PELVIS");
                case global::Arbiter.V1.ArrayerHitLocation.UpperArm: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_HIT_LOCATION_UPPER_ARM");
                case global::Arbiter.V1.ArrayerHitLocation.LowerArm: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_HIT_LOCATION_LOWER_ARM");
                case global::Arbiter.V1.ArrayerHitLocation.UpperLeg: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_HIT_LOCATION_UPPER_LEG");
                case global::Arbiter.V1.ArrayerHitLocation.LowerLeg: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_HIT_LOCATION_LOWER_LEG");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.ArrayerHitLocation value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.ArrayerHitLocation)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "ARRAYER_HIT_LOCATION_UNSPECIFIED": value = global::Arbiter.V1.ArrayerHitLocation.Unspecified; return true;
                case "ARRAYER_HIT_LOCATION_FACE": value = global::Arbiter.V1.ArrayerHitLocation.Face; return true;
                case "ARRAYER_HIT_LOCATION_HEAD_NECK": value = global::Arbiter.V1.ArrayerHitLocation.HeadNeck; return true;
                case "ARRAYER_HIT_LOCATION_THORAX": value = global::Arbiter.V1.ArrayerHitLocation.Thorax; return true;
                case "ARRAYER_HIT_LOCATION_ABDOMEN": value = global::Arbiter.V1.ArrayerHitLocation.Abdomen; return true;
                case "ARRAYER_HIT_LOCATION_PELVIS": value = global::Arbiter.V1.ArrayerHitLocation.Pelvis; return true;
                case "ARRAYER_HIT_LOCATION_UPPER_ARM": value = global::Arbiter.V1.ArrayerHitLocation.UpperArm; return true;
                case "ARRAYER_HIT_LOCATION_LOWER_ARM": value = global::Arbiter.V1.ArrayerHitLocation.LowerArm; return true;
                case "ARRAYER_HIT_LOCATION_UPPER_LEG": value = global::Arbiter.V1.ArrayerHitLocation.UpperLeg; return true;
                case "ARRAYER_HIT_LOCATION_LOWER_LEG": value = global::Arbiter.V1.ArrayerHitLocation.LowerLeg; return true;
                default: value = default(global::Arbiter.V1.ArrayerHitLocation); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.ArrayerBodySide value)
        {
            switch (value)
            {
                case global::Arbiter.V1.ArrayerBodySide.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_BODY_SIDE_UNSPECIFIED");
                case global::Arbiter.V1.ArrayerBodySide.Left: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_BODY_SIDE_LEFT");
                case global::Arbiter.V1.ArrayerBodySide.Right: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_BODY_SIDE_RIGHT");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.ArrayerBodySide value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.ArrayerBodySide)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "ARRAYER_BODY_SIDE_UNSPECIFIED": value = global::Arbiter.V1.ArrayerBodySide.Unspecified; return true;
                case "ARRAYER_BODY_SIDE_LEFT": value = global::Arbiter.V1.ArrayerBodySide.Left; return true;
                case "ARRAYER_BODY_SIDE_RIGHT": value = global::Arbiter.V1.ArrayerBodySide.Right; return true;
                default: value = default(global::Arbiter.V1.ArrayerBodySide); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.ArrayerMishapResult value)
        {
            switch (value)
            {
                case global::Arbiter.V1.ArrayerMishapResult.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_MISHAP_RESULT_UNSPECIFIED");
                case global::Arbiter.V1.ArrayerMishapResult.Misfire: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_MISHAP_RESULT_MISFIRE");
                case global::Arbiter.V1.ArrayerMishapResult.Dud: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_MISHAP_RESULT_DUD");
                case global::Arbiter.V1.ArrayerMishapResult.BurstWear: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_MISHAP_RESULT_BURST_WEAR");
                case global::Arbiter.V1.ArrayerMishapResult.Burst: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_MISHAP_RESULT_BURST");
                case global::Arbiter.V1.ArrayerMishapResult.Explode: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_MISHAP_RESULT_EXPLODE");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.ArrayerMishapResult value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.ArrayerMishapResult)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "ARRAYER_MISHAP_RESULT_UNSPECIFIED": value = global::Arbiter.V1.ArrayerMishapResult.Unspecified; return true;
                case "ARRAYER_MISHAP_RESULT_MISFIRE": value = global::Arbiter.V1.ArrayerMishapResult.Misfire; return true;
                case "ARRAYER_MISHAP_RESULT_DUD": value = global::Arbiter.V1.ArrayerMishapResult.Dud; return true;
                case "ARRAYER_MISHAP_RESULT_BURST_WEAR": value = global::Arbiter.V1.ArrayerMishapResult.BurstWear; return true;
                case "ARRAYER_MISHAP_RESULT_BURST": value = global::Arbiter.V1.ArrayerMishapResult.Burst; return true;
                case "ARRAYER_MISHAP_RESULT_EXPLODE": value = global::Arbiter.V1.ArrayerMishapResult.Explode; return true;
                default: value = default(global::Arbiter.V1.ArrayerMishapResult); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.ArrayerMountTarget value)
        {
            switch (value)
            {
                case global::Arbiter.V1.ArrayerMountTarget.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_MOUNT_TARGET_UNSPECIFIED");
                case global::Arbiter.V1.ArrayerMountTarget.Horse: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_MOUNT_TARGET_HORSE");
                case global::Arbiter.V1.ArrayerMountTarget.Rider: return new global::Newtonsoft.Json.Linq.JValue("ARRAYER_MOUNT_TARGET_RIDER");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.ArrayerMountTarget value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.ArrayerMountTarget)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "ARRAYER_MOUNT_TARGET_UNSPECIFIED": value = global::Arbiter.V1.ArrayerMountTarget.Unspecified; return true;
                case "ARRAYER_MOUNT_TARGET_HORSE": value = global::Arbiter.V1.ArrayerMountTarget.Horse; return true;
                case "ARRAYER_MOUNT_TARGET_RIDER": value = global::Arbiter.V1.ArrayerMountTarget.Rider; return true;
                default: value = default(global::Arbiter.V1.ArrayerMountTarget); return false;
            }
        }
    }

    /// <summary>
    /// A wound left by the ARRAYER aftermath roll (ruling A11).
    /// </summary>
    public sealed partial class ArrayerWound : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// How bad it is, by the negative HP when the combatant fell.
        /// </summary>
        public global::Arbiter.V1.ArrayerWoundSeverity Severity { get; set; }

        /// <summary>
        /// Where it is (hit location d20).
        /// </summary>
        public global::Arbiter.V1.ArrayerHitLocation Location { get; set; }

        /// <summary>
        /// Left or right for arms and legs (odd location roll left, even right); unspecified elsewhere.
        /// </summary>
        public global::Arbiter.V1.ArrayerBodySide Side { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Severity != 0)
            {
                json.Add("severity", global::Arbiter.V1.EnumJson.Write(Severity));
            }
            if (Location != 0)
            {
                json.Add("location", global::Arbiter.V1.EnumJson.Write(Location));
            }
            if (Side != 0)
            {
                json.Add("side", global::Arbiter.V1.EnumJson.Write(Side));
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
                    case "severity":
                        {
                            global::Arbiter.V1.ArrayerWoundSeverity read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Severity = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "location":
                        {
                            global::Arbiter.V1.ArrayerHitLocation read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Location = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "side":
                        {
                            global::Arbiter.V1.ArrayerBodySide read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Side = read;
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
    /// A row of the wound severity table (ruling A11; ArrayerRules.wound_bands): from this negative HP
    /// depth up to the next row's, wounds have this severity.
    /// </summary>
    public sealed partial class ArrayerWoundBand : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Lowest |HP| of the row; rows ascend strictly and the first starts at 1.
        /// </summary>
        public int FromDepth { get; set; }

        /// <summary>
        /// The severity of wounds in the row.
        /// </summary>
        public global::Arbiter.V1.ArrayerWoundSeverity Severity { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (FromDepth != 0)
            {
                json.Add("fromDepth", global::Arbiter.ArbiterJson.Number(FromDepth));
            }
            if (Severity != 0)
            {
                json.Add("severity", global::Arbiter.V1.EnumJson.Write(Severity));
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
                    case "fromDepth":
                    case "from_depth":
                        FromDepth = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "severity":
                        {
                            global::Arbiter.V1.ArrayerWoundSeverity read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Severity = read;
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
    /// A row of the hit-location table (ruling A11; ArrayerRules.location_bands): from this d20 face up
    /// to the next row's, wounds are at this location.
    /// </summary>
    public sealed partial class ArrayerLocationBand : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Lowest d20 face of the row (1-20); rows ascend strictly and the first starts at 1.
        /// </summary>
        public int FromFace { get; set; }

        /// <summary>
        /// The location.
        /// </summary>
        public global::Arbiter.V1.ArrayerHitLocation Location { get; set; }

        /// <summary>
        /// Left on an odd face, right on an even one (arms and legs).
        /// </summary>
        public bool Sided { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (FromFace != 0)
            {
                json.Add("fromFace", global::Arbiter.ArbiterJson.Number(FromFace));
            }
            if (Location != 0)
            {
                json.Add("location", global::Arbiter.V1.EnumJson.Write(Location));
            }
            if (Sided)
            {
                json.Add("sided", global::Arbiter.ArbiterJson.Bool(Sided));
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
                    case "fromFace":
                    case "from_face":
                        FromFace = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "location":
                        {
                            global::Arbiter.V1.ArrayerHitLocation read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Location = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "sided":
                        Sided = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
    /// A row of the gunpowder mishap table (ruling A6; ArrayerRules.mishap_bands): from this mishap-die
    /// face up to the next row's, this happens.
    /// </summary>
    public sealed partial class ArrayerMishapBand : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Lowest mishap-die face of the row; rows ascend strictly and the first starts at 1.
        /// </summary>
        public int FromFace { get; set; }

        /// <summary>
        /// What happens.
        /// </summary>
        public global::Arbiter.V1.ArrayerMishapResult Result { get; set; }

        /// <summary>
        /// d6s of damage to the user (bursts and explosions; 0 otherwise), armour ignored.
        /// </summary>
        public int DamageDice { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (FromFace != 0)
            {
                json.Add("fromFace", global::Arbiter.ArbiterJson.Number(FromFace));
            }
            if (Result != 0)
            {
                json.Add("result", global::Arbiter.V1.EnumJson.Write(Result));
            }
            if (DamageDice != 0)
            {
                json.Add("damageDice", global::Arbiter.ArbiterJson.Number(DamageDice));
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
                    case "fromFace":
                    case "from_face":
                        FromFace = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
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
                    case "damageDice":
                    case "damage_dice":
                        DamageDice = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// ARRAYER Attack option (ruling A26): what an attack with a weapon that attacks again on downing an
    /// enemy (EXTRA_ATTACK_ON_DOWN: the greatsword) does when its blow downs one. The extra attack is
    /// optional and may chain: each extra attack that downs its target earns the next.
    /// Absent (or empty): each extra attack goes to the first Attack.extra_target_ids entry still
    /// standing in reach, else to the nearest standing enemy in reach (ties: lowest id), as the
    /// default tactic does.
    /// Refused with a weapon that has no such effect (FAILED_PRECONDITION, reason NO_EXTRA_ATTACK).
    /// </summary>
    public sealed partial class ArrayerFollowUp : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Take no extra attack. Setting it with target_ids is INVALID_ARGUMENT (CONFLICTING_OPTIONS).
        /// </summary>
        public bool Decline { get; set; }

        /// <summary>
        /// The extra attacks to take, in order: the first after the attack's own blow downs its target,
        /// the next only if that one downs its target, and none after the last. Each must be a standing
        /// enemy of the attacker, not the attack's target, in reach of the weapon from where the attacker
        /// stands (FAILED_PRECONDITION, reasons NOT_A_STANDING_ENEMY, TARGET_OUT_OF_RANGE; INVALID_ARGUMENT
        /// DUPLICATE_ID when named twice; field follow_up.target_ids[i]).
        /// </summary>
        public global::System.Collections.Generic.List<string> TargetIds { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Decline)
            {
                json.Add("decline", global::Arbiter.ArbiterJson.Bool(Decline));
            }
            global::Arbiter.ArbiterJson.AddList(json, "targetIds", TargetIds, value => global::Arbiter.ArbiterJson.String(value));
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
                    case "decline":
                        Decline = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "targetIds":
                    case "target_ids":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, TargetIds, item => global::Arbiter.ArbiterJson.ReadString(item));
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
    /// After a fight (ruling A11): every combatant below 0 HP and not dead rolls the aftermath d20 (dies,
    /// recovers at the next short rest, or is wounded with a severity and a hit-location d20). Blood
    /// baths listed here happen first (ruling A12).
    /// </summary>
    public sealed partial class ArrayerAftermath : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Blood baths taken immediately after the fight, before the aftermath rolls.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerBloodBath> BloodBaths { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerBloodBath>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
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
                    case "bloodBaths":
                    case "blood_baths":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, BloodBaths, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerBloodBath>(item));
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
    /// Bathing in the blood of a creature: each bather heals 1 HP per Hit Die of the creature (A12).
    /// </summary>
    public sealed partial class ArrayerBloodBath : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The creature whose blood it is (a combatant of the state, usually a dead one).
        /// </summary>
        public string CreatureId { get; set; } = "";

        /// <summary>
        /// Who bathes.
        /// </summary>
        public global::System.Collections.Generic.List<string> BatherIds { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CreatureId != null && CreatureId.Length != 0)
            {
                json.Add("creatureId", global::Arbiter.ArbiterJson.String(CreatureId));
            }
            global::Arbiter.ArbiterJson.AddList(json, "batherIds", BatherIds, value => global::Arbiter.ArbiterJson.String(value));
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
                    case "creatureId":
                    case "creature_id":
                        CreatureId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "batherIds":
                    case "bather_ids":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, BatherIds, item => global::Arbiter.ArbiterJson.ReadString(item));
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
    /// A night of rest (ruling A12): everyone below 0 HP and alive makes the death check d20 (dies on 1),
    /// then every living combatant heals 1 HP per Hit Die, up to max_hp (0: the hp given at the start,
    /// i.e. in the request's state; send max_hp to heal above it).
    /// </summary>
    public sealed partial class ArrayerNightlyRest : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
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
    /// A short rest (ruling A24): every living combatant marked recovers_at_short_rest (an aftermath
    /// roll at least twice its negative HP, ruling A11) recovers to 0 HP (one already at 0 or more keeps
    /// its HP) and the mark is cleared; nobody else is affected. Like ArrayerNightlyRest it concerns
    /// the whole state: a rest is a time the group spends, not one combatant's act. Rolls no dice.
    /// </summary>
    public sealed partial class ArrayerShortRest : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
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
    /// An entangled combatant tries to get free (bola: a blade frees it, otherwise a Dexterity check;
    /// net: a Dexterity check with a blade, otherwise a d6 escaping on 1-2 after the first round).
    /// </summary>
    public sealed partial class ArrayerEscape : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Who tries.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
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
    /// Character creation (ruling A4): roll 1d6 on the Weapon Types table and improve that type one
    /// level.
    /// </summary>
    public sealed partial class ArrayerRollWeaponType : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Whose proficiency improves.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
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
