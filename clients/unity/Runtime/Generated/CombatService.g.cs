// Generated from proto/arbiter/v1/combat_service.proto by scripts/gen_protos.py (scripts/gen_csharp.py);
// do not edit. Plain C# on Newtonsoft.Json's JObject: proto3 JSON without
// Google.Protobuf (docs/clients/unity.md).
namespace Arbiter.V1
{
    /// <summary>
    /// What combatants without a scripted action do, in both rulesets; deterministic for a seed (the
    /// dice only decide what the chosen actions do). Every tactic moves as any move does: occupied
    /// squares, obstacles and the battlefield's edge block, bodies are passed over, never stopped on;
    /// ARRAYER movement is simultaneous with interceptions (rulings A17, A18) and a mancatcher's hold
    /// (A28); `tiered` moves are non-contested actions meeting the traps on their way (T2, T7) and
    /// shots need a line of fire (T9). GetCatalog lists them (GetCatalogResponse.tactics);
    /// docs/api.md, "Tactics", has the details.
    /// </summary>
    public enum Tactic
    {
        /// <summary>
        /// Not set: nearest enemy.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Attack the nearest standing enemy with the first weapon that reaches it; otherwise move toward
        /// it. Ties go to the lowest combatant id.
        /// </summary>
        NearestEnemy = 1,
        /// <summary>
        /// As nearest enemy, but pick the standing enemy with the fewest HP left (ties: the nearest, then
        /// the lowest id); a melee attacker strikes the weakest enemy in reach.
        /// </summary>
        WeakestEnemy = 2,
        /// <summary>
        /// Missile users keep their distance: an enemy nearer than 3 squares sends them away from the
        /// enemies (keeping the nearest within the weapon's effective range, ARRAYER A3; its guaranteed
        /// or bow range, `tiered` T5); with no enemy in that range they close until one is; otherwise
        /// they stand and shoot the nearest. Melee users play nearest enemy.
        /// </summary>
        HoldAtRange = 3,
        /// <summary>
        /// Guard the most hurt standing ally (fewest HP left; ties: nearest, then lowest id): attack the
        /// enemy nearest to that ally, moving to intercept it; with no ally standing, nearest enemy.
        /// </summary>
        ProtectAlly = 4,
        /// <summary>
        /// Nearest enemy until hurt (HP at or below half of max_hp, or of the HP it began the encounter
        /// with when max_hp is 0); then spend the round (ARRAYER) or both actions of the turn (`tiered`,
        /// T2) moving away from the enemies, attacking only when it cannot get farther away. ARRAYER
        /// routed combatants leave the fight anyway (A15).
        /// </summary>
        RetreatWhenHurt = 5,
    }

    /// <summary>
    /// Why an encounter stopped.
    /// </summary>
    public enum EndReason
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Only one side has anyone able to fight.
        /// </summary>
        SideDefeated = 1,
        /// <summary>
        /// Every other side routed (ARRAYER morale, ruling A15).
        /// </summary>
        SideRouted = 2,
        /// <summary>
        /// max_rounds reached with more than one side fighting.
        /// </summary>
        RoundLimit = 3,
    }

    /// <summary>
    /// Whether a batch's results echo the encounter state.
    /// </summary>
    public enum StateEcho
    {
        /// <summary>
        /// Not set: the full state, as STATE_ECHO_FULL.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Every result carries the whole state after its item.
        /// </summary>
        Full = 1,
        /// <summary>
        /// Results carry no state; `result` (actions) and `outcome` (encounters) still say what changed.
        /// </summary>
        None = 2,
    }

    /// <summary>The proto3 JSON names of the enums of this file.</summary>
    internal static partial class EnumJson
    {
        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.Tactic value)
        {
            switch (value)
            {
                case global::Arbiter.V1.Tactic.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("TACTIC_UNSPECIFIED");
                case global::Arbiter.V1.Tactic.NearestEnemy: return new global::Newtonsoft.Json.Linq.JValue("TACTIC_NEAREST_ENEMY");
                case global::Arbiter.V1.Tactic.WeakestEnemy: return new global::Newtonsoft.Json.Linq.JValue("TACTIC_WEAKEST_ENEMY");
                case global::Arbiter.V1.Tactic.HoldAtRange: return new global::Newtonsoft.Json.Linq.JValue("TACTIC_HOLD_AT_RANGE");
                case global::Arbiter.V1.Tactic.ProtectAlly: return new global::Newtonsoft.Json.Linq.JValue("TACTIC_PROTECT_ALLY");
                case global::Arbiter.V1.Tactic.RetreatWhenHurt: return new global::Newtonsoft.Json.Linq.JValue("TACTIC_RETREAT_WHEN_HURT");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.Tactic value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.Tactic)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "TACTIC_UNSPECIFIED": value = global::Arbiter.V1.Tactic.Unspecified; return true;
                case "TACTIC_NEAREST_ENEMY": value = global::Arbiter.V1.Tactic.NearestEnemy; return true;
                case "TACTIC_WEAKEST_ENEMY": value = global::Arbiter.V1.Tactic.WeakestEnemy; return true;
                case "TACTIC_HOLD_AT_RANGE": value = global::Arbiter.V1.Tactic.HoldAtRange; return true;
                case "TACTIC_PROTECT_ALLY": value = global::Arbiter.V1.Tactic.ProtectAlly; return true;
                case "TACTIC_RETREAT_WHEN_HURT": value = global::Arbiter.V1.Tactic.RetreatWhenHurt; return true;
                default: value = default(global::Arbiter.V1.Tactic); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.EndReason value)
        {
            switch (value)
            {
                case global::Arbiter.V1.EndReason.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("END_REASON_UNSPECIFIED");
                case global::Arbiter.V1.EndReason.SideDefeated: return new global::Newtonsoft.Json.Linq.JValue("END_REASON_SIDE_DEFEATED");
                case global::Arbiter.V1.EndReason.SideRouted: return new global::Newtonsoft.Json.Linq.JValue("END_REASON_SIDE_ROUTED");
                case global::Arbiter.V1.EndReason.RoundLimit: return new global::Newtonsoft.Json.Linq.JValue("END_REASON_ROUND_LIMIT");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.EndReason value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.EndReason)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "END_REASON_UNSPECIFIED": value = global::Arbiter.V1.EndReason.Unspecified; return true;
                case "END_REASON_SIDE_DEFEATED": value = global::Arbiter.V1.EndReason.SideDefeated; return true;
                case "END_REASON_SIDE_ROUTED": value = global::Arbiter.V1.EndReason.SideRouted; return true;
                case "END_REASON_ROUND_LIMIT": value = global::Arbiter.V1.EndReason.RoundLimit; return true;
                default: value = default(global::Arbiter.V1.EndReason); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.StateEcho value)
        {
            switch (value)
            {
                case global::Arbiter.V1.StateEcho.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("STATE_ECHO_UNSPECIFIED");
                case global::Arbiter.V1.StateEcho.Full: return new global::Newtonsoft.Json.Linq.JValue("STATE_ECHO_FULL");
                case global::Arbiter.V1.StateEcho.None: return new global::Newtonsoft.Json.Linq.JValue("STATE_ECHO_NONE");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.StateEcho value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.StateEcho)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "STATE_ECHO_UNSPECIFIED": value = global::Arbiter.V1.StateEcho.Unspecified; return true;
                case "STATE_ECHO_FULL": value = global::Arbiter.V1.StateEcho.Full; return true;
                case "STATE_ECHO_NONE": value = global::Arbiter.V1.StateEcho.None; return true;
                default: value = default(global::Arbiter.V1.StateEcho); return false;
            }
        }
    }

    /// <summary>
    /// Request of ResolveAction.
    /// </summary>
    public sealed partial class ResolveActionRequest : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The encounter as it stands.
        /// </summary>
        public global::Arbiter.V1.EncounterState State { get; set; }

        /// <summary>
        /// What happens.
        /// </summary>
        public global::Arbiter.V1.Action Action { get; set; }

        /// <summary>
        /// Where the dice come from; absent draws a random seed (reported in the response).
        /// </summary>
        public global::Arbiter.V1.Dice Dice { get; set; }

        /// <summary>
        /// How much trace to return; unspecified is full.
        /// </summary>
        public global::Arbiter.V1.TraceDetail TraceDetail { get; set; }

        /// <summary>
        /// The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game
        /// stores it beside a request and seed to replay later). Set and unequal to the server's:
        /// FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the
        /// message naming both digests (inside a batch: the item's error). Empty: no check.
        /// </summary>
        public string ExpectedRulesDigest { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (State != null)
            {
                json.Add("state", State.ToJson());
            }
            if (Action != null)
            {
                json.Add("action", Action.ToJson());
            }
            if (Dice != null)
            {
                json.Add("dice", Dice.ToJson());
            }
            if (TraceDetail != 0)
            {
                json.Add("traceDetail", global::Arbiter.V1.EnumJson.Write(TraceDetail));
            }
            if (ExpectedRulesDigest != null && ExpectedRulesDigest.Length != 0)
            {
                json.Add("expectedRulesDigest", global::Arbiter.ArbiterJson.String(ExpectedRulesDigest));
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
                    case "state":
                        State = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EncounterState>(property.Value);
                        break;
                    case "action":
                        Action = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Action>(property.Value);
                        break;
                    case "dice":
                        Dice = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Dice>(property.Value);
                        break;
                    case "traceDetail":
                    case "trace_detail":
                        {
                            global::Arbiter.V1.TraceDetail read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                TraceDetail = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "expectedRulesDigest":
                    case "expected_rules_digest":
                        ExpectedRulesDigest = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// Response of ResolveAction.
    /// </summary>
    public sealed partial class ResolveActionResponse : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The encounter after the action.
        /// </summary>
        public global::Arbiter.V1.EncounterState State { get; set; }

        /// <summary>
        /// What happened, at the requested detail.
        /// </summary>
        public global::Arbiter.V1.Trace Trace { get; set; }

        /// <summary>
        /// The seed used; unset when the dice were forced.
        /// </summary>
        public ulong? Seed { get; set; }

        /// <summary>
        /// Dice rolled (or forced faces consumed).
        /// </summary>
        public int DiceRolled { get; set; }

        /// <summary>
        /// What the action did (its kind matches the action's), at every trace detail: the result a
        /// game updates its view from without reading the trace (docs/api.md, "Results").
        /// </summary>
        public global::Arbiter.V1.ActionResult Result { get; set; }

        /// <summary>
        /// The rules this server resolved by (as GetCatalogResponse.rules_version); unset in a batch's results, whose ResolveManyResponse or first ResolveBatchResponse carries it.
        /// </summary>
        public global::Arbiter.V1.RulesVersion RulesVersion { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (State != null)
            {
                json.Add("state", State.ToJson());
            }
            if (Trace != null)
            {
                json.Add("trace", Trace.ToJson());
            }
            if (Seed != null)
            {
                json.Add("seed", global::Arbiter.ArbiterJson.UInt64(Seed.Value));
            }
            if (DiceRolled != 0)
            {
                json.Add("diceRolled", global::Arbiter.ArbiterJson.Number(DiceRolled));
            }
            if (Result != null)
            {
                json.Add("result", Result.ToJson());
            }
            if (RulesVersion != null)
            {
                json.Add("rulesVersion", RulesVersion.ToJson());
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
                    case "state":
                        State = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EncounterState>(property.Value);
                        break;
                    case "trace":
                        Trace = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Trace>(property.Value);
                        break;
                    case "seed":
                        Seed = global::Arbiter.ArbiterJson.ReadUInt64(property.Value);
                        break;
                    case "diceRolled":
                    case "dice_rolled":
                        DiceRolled = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "result":
                        Result = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ActionResult>(property.Value);
                        break;
                    case "rulesVersion":
                    case "rules_version":
                        RulesVersion = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RulesVersion>(property.Value);
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
    /// Request of ResolveEncounter.
    /// </summary>
    public sealed partial class ResolveEncounterRequest : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The encounter at its start (or as it stands, to continue one).
        /// </summary>
        public global::Arbiter.V1.EncounterState State { get; set; }

        /// <summary>
        /// Actions the caller chooses; combatants without one in a round use the tactic.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ScriptedAction> Script { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ScriptedAction>();

        /// <summary>
        /// Rounds to play at most; unset takes the server default, above the server limit is
        /// RESOURCE_EXHAUSTED.
        /// </summary>
        public int? MaxRounds { get; set; }

        /// <summary>
        /// Where the dice come from; absent draws a random seed (reported in the response).
        /// </summary>
        public global::Arbiter.V1.Dice Dice { get; set; }

        /// <summary>
        /// How much trace to return; unspecified is full.
        /// </summary>
        public global::Arbiter.V1.TraceDetail TraceDetail { get; set; }

        /// <summary>
        /// What combatants without a scripted action do, unless side_tactics or combatant_tactics
        /// say otherwise for them.
        /// </summary>
        public global::Arbiter.V1.Tactic Tactic { get; set; }

        /// <summary>
        /// ARRAYER: when a side has won, follow the end with the aftermath roll of everyone below 0 HP
        /// (ruling A11), as the Aftermath action would; the trace shows it after the end.
        /// </summary>
        public bool Aftermath { get; set; }

        /// <summary>
        /// The tactic of every member of a side, by side id, in place of `tactic` (unspecified keeps
        /// `tactic`). A key naming no side (listed in the state, or named by a combatant) is
        /// INVALID_ARGUMENT (reason UNKNOWN_SIDE, field side_tactics["id"]); an undefined value is
        /// INVALID_ARGUMENT (UNKNOWN_ENUM_VALUE).
        /// </summary>
        public global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic> SideTactics { get; } = new global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic>();

        /// <summary>
        /// One combatant's tactic, by combatant id, in place of its side's or `tactic` (unspecified
        /// keeps those). A key naming no combatant is INVALID_ARGUMENT (reason UNKNOWN_COMBATANT, field
        /// combatant_tactics["id"]); an undefined value is INVALID_ARGUMENT (UNKNOWN_ENUM_VALUE).
        /// </summary>
        public global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic> CombatantTactics { get; } = new global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic>();

        /// <summary>
        /// The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game
        /// stores it beside a request and seed to replay later). Set and unequal to the server's:
        /// FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the
        /// message naming both digests (inside a batch: the item's error). Empty: no check.
        /// </summary>
        public string ExpectedRulesDigest { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (State != null)
            {
                json.Add("state", State.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "script", Script, value => value.ToJson());
            if (MaxRounds != null)
            {
                json.Add("maxRounds", global::Arbiter.ArbiterJson.Number(MaxRounds.Value));
            }
            if (Dice != null)
            {
                json.Add("dice", Dice.ToJson());
            }
            if (TraceDetail != 0)
            {
                json.Add("traceDetail", global::Arbiter.V1.EnumJson.Write(TraceDetail));
            }
            if (Tactic != 0)
            {
                json.Add("tactic", global::Arbiter.V1.EnumJson.Write(Tactic));
            }
            if (Aftermath)
            {
                json.Add("aftermath", global::Arbiter.ArbiterJson.Bool(Aftermath));
            }
            global::Arbiter.ArbiterJson.AddMap(json, "sideTactics", SideTactics, value => global::Arbiter.V1.EnumJson.Write(value));
            global::Arbiter.ArbiterJson.AddMap(json, "combatantTactics", CombatantTactics, value => global::Arbiter.V1.EnumJson.Write(value));
            if (ExpectedRulesDigest != null && ExpectedRulesDigest.Length != 0)
            {
                json.Add("expectedRulesDigest", global::Arbiter.ArbiterJson.String(ExpectedRulesDigest));
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
                    case "state":
                        State = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EncounterState>(property.Value);
                        break;
                    case "script":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Script, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ScriptedAction>(item));
                        break;
                    case "maxRounds":
                    case "max_rounds":
                        MaxRounds = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "dice":
                        Dice = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Dice>(property.Value);
                        break;
                    case "traceDetail":
                    case "trace_detail":
                        {
                            global::Arbiter.V1.TraceDetail read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                TraceDetail = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "tactic":
                        {
                            global::Arbiter.V1.Tactic read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Tactic = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "aftermath":
                        Aftermath = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "sideTactics":
                    case "side_tactics":
                        if (!global::Arbiter.ArbiterJson.TryReadEnumMap<global::Arbiter.V1.Tactic>(property.Value, SideTactics, global::Arbiter.V1.EnumJson.TryRead))
                        {
                            _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        }
                        break;
                    case "combatantTactics":
                    case "combatant_tactics":
                        if (!global::Arbiter.ArbiterJson.TryReadEnumMap<global::Arbiter.V1.Tactic>(property.Value, CombatantTactics, global::Arbiter.V1.EnumJson.TryRead))
                        {
                            _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        }
                        break;
                    case "expectedRulesDigest":
                    case "expected_rules_digest":
                        ExpectedRulesDigest = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// An action the caller scripts for one round.
    /// </summary>
    public sealed partial class ScriptedAction : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The round (1-based) in which the actor takes this action instead of its tactic.
        /// </summary>
        public int Round { get; set; }

        /// <summary>
        /// The action; its actor (e.g. attack.attacker_id) is the combatant it is scripted for.
        /// </summary>
        public global::Arbiter.V1.Action Action { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Round != 0)
            {
                json.Add("round", global::Arbiter.ArbiterJson.Number(Round));
            }
            if (Action != null)
            {
                json.Add("action", Action.ToJson());
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
                    case "round":
                        Round = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "action":
                        Action = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Action>(property.Value);
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
    /// One tactic as GetCatalog lists it.
    /// </summary>
    public sealed partial class TacticDescription : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The tactic.
        /// </summary>
        public global::Arbiter.V1.Tactic Tactic { get; set; }

        /// <summary>
        /// Its enum value name, e.g. "TACTIC_WEAKEST_ENEMY".
        /// </summary>
        public string Name { get; set; } = "";

        /// <summary>
        /// What it does, a few sentences.
        /// </summary>
        public string Description { get; set; } = "";

        /// <summary>
        /// Rulings its moves and attacks follow beyond those every action follows (ids, e.g. "A18").
        /// </summary>
        public global::System.Collections.Generic.List<string> Rulings { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Tactic != 0)
            {
                json.Add("tactic", global::Arbiter.V1.EnumJson.Write(Tactic));
            }
            if (Name != null && Name.Length != 0)
            {
                json.Add("name", global::Arbiter.ArbiterJson.String(Name));
            }
            if (Description != null && Description.Length != 0)
            {
                json.Add("description", global::Arbiter.ArbiterJson.String(Description));
            }
            global::Arbiter.ArbiterJson.AddList(json, "rulings", Rulings, value => global::Arbiter.ArbiterJson.String(value));
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
                    case "tactic":
                        {
                            global::Arbiter.V1.Tactic read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Tactic = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "name":
                        Name = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "description":
                        Description = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "rulings":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Rulings, item => global::Arbiter.ArbiterJson.ReadString(item));
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
    /// Response of ResolveEncounter.
    /// </summary>
    public sealed partial class ResolveEncounterResponse : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The encounter at its end.
        /// </summary>
        public global::Arbiter.V1.EncounterState State { get; set; }

        /// <summary>
        /// What happened, at the requested detail.
        /// </summary>
        public global::Arbiter.V1.Trace Trace { get; set; }

        /// <summary>
        /// How it ended.
        /// </summary>
        public global::Arbiter.V1.EncounterOutcome Outcome { get; set; }

        /// <summary>
        /// The seed used; unset when the dice were forced.
        /// </summary>
        public ulong? Seed { get; set; }

        /// <summary>
        /// Dice rolled (or forced faces consumed).
        /// </summary>
        public int DiceRolled { get; set; }

        /// <summary>
        /// The rules this server resolved by (as GetCatalogResponse.rules_version); unset in a batch's results, whose ResolveManyResponse or first ResolveBatchResponse carries it.
        /// </summary>
        public global::Arbiter.V1.RulesVersion RulesVersion { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (State != null)
            {
                json.Add("state", State.ToJson());
            }
            if (Trace != null)
            {
                json.Add("trace", Trace.ToJson());
            }
            if (Outcome != null)
            {
                json.Add("outcome", Outcome.ToJson());
            }
            if (Seed != null)
            {
                json.Add("seed", global::Arbiter.ArbiterJson.UInt64(Seed.Value));
            }
            if (DiceRolled != 0)
            {
                json.Add("diceRolled", global::Arbiter.ArbiterJson.Number(DiceRolled));
            }
            if (RulesVersion != null)
            {
                json.Add("rulesVersion", RulesVersion.ToJson());
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
                    case "state":
                        State = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EncounterState>(property.Value);
                        break;
                    case "trace":
                        Trace = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Trace>(property.Value);
                        break;
                    case "outcome":
                        Outcome = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EncounterOutcome>(property.Value);
                        break;
                    case "seed":
                        Seed = global::Arbiter.ArbiterJson.ReadUInt64(property.Value);
                        break;
                    case "diceRolled":
                    case "dice_rolled":
                        DiceRolled = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "rulesVersion":
                    case "rules_version":
                        RulesVersion = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RulesVersion>(property.Value);
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
    /// How an encounter ended.
    /// </summary>
    public sealed partial class EncounterOutcome : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Why it stopped.
        /// </summary>
        public global::Arbiter.V1.EndReason EndReason { get; set; }

        /// <summary>
        /// The side left standing; empty when none (round limit).
        /// </summary>
        public string WinningSideId { get; set; } = "";

        /// <summary>
        /// Rounds played in this call.
        /// </summary>
        public int Rounds { get; set; }

        /// <summary>
        /// ARRAYER (fields 10-29 are ARRAYER-only): every morale check made, in order (ruling A15).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerMoraleCheck> MoraleChecks { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ArrayerMoraleCheck>();

        /// <summary>
        /// ARRAYER, with ResolveEncounterRequest.aftermath and a winner: what the aftermath did (ruling
        /// A11); unset otherwise.
        /// </summary>
        public global::Arbiter.V1.ArrayerAftermathResult Aftermath { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (EndReason != 0)
            {
                json.Add("endReason", global::Arbiter.V1.EnumJson.Write(EndReason));
            }
            if (WinningSideId != null && WinningSideId.Length != 0)
            {
                json.Add("winningSideId", global::Arbiter.ArbiterJson.String(WinningSideId));
            }
            if (Rounds != 0)
            {
                json.Add("rounds", global::Arbiter.ArbiterJson.Number(Rounds));
            }
            global::Arbiter.ArbiterJson.AddList(json, "moraleChecks", MoraleChecks, value => value.ToJson());
            if (Aftermath != null)
            {
                json.Add("aftermath", Aftermath.ToJson());
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
                    case "endReason":
                    case "end_reason":
                        {
                            global::Arbiter.V1.EndReason read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                EndReason = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "winningSideId":
                    case "winning_side_id":
                        WinningSideId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "rounds":
                        Rounds = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "moraleChecks":
                    case "morale_checks":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, MoraleChecks, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerMoraleCheck>(item));
                        break;
                    case "aftermath":
                        Aftermath = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerAftermathResult>(property.Value);
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
    /// One message of a ResolveBatch stream: options first (optional), then items and packs of items,
    /// in any mix.
    /// </summary>
    public sealed partial class ResolveBatchRequest : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// What this message carries.
        /// </summary>
        public enum KindOneofCase
        {
            None = 0,
            Options = 1,
            Item = 2,
            Pack = 3,
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
        /// Stream options; only as the first message (else INVALID_ARGUMENT, reason LATE_OPTIONS).
        /// </summary>
        public global::Arbiter.V1.BatchOptions Options
        {
            get { return _kindCase == KindOneofCase.Options ? (global::Arbiter.V1.BatchOptions)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Options; }
        }

        /// <summary>
        /// One item to resolve; answered by one response carrying its result.
        /// </summary>
        public global::Arbiter.V1.BatchItem Item
        {
            get { return _kindCase == KindOneofCase.Item ? (global::Arbiter.V1.BatchItem)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Item; }
        }

        /// <summary>
        /// Many items to resolve, answered by one response carrying their results in order (its
        /// `pack`), or one error for the whole pack when that answer would be over the message size
        /// limit (RESOURCE_EXHAUSTED, reason RESPONSE_TOO_LARGE). Its items take the stream's next
        /// indexes, as the same items sent one per message would; more items than the per-stream
        /// limit allows end the stream (RESOURCE_EXHAUSTED, field pack.items) before any is resolved.
        /// </summary>
        public global::Arbiter.V1.BatchPack Pack
        {
            get { return _kindCase == KindOneofCase.Pack ? (global::Arbiter.V1.BatchPack)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Pack; }
        }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (_kindCase == KindOneofCase.Options)
            {
                json.Add("options", Options.ToJson());
            }
            if (_kindCase == KindOneofCase.Item)
            {
                json.Add("item", Item.ToJson());
            }
            if (_kindCase == KindOneofCase.Pack)
            {
                json.Add("pack", Pack.ToJson());
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
                    case "options":
                        Options = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.BatchOptions>(property.Value);
                        break;
                    case "item":
                        Item = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.BatchItem>(property.Value);
                        break;
                    case "pack":
                        Pack = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.BatchPack>(property.Value);
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
    /// Many items in one ResolveBatch message, optionally sharing one encounter state.
    /// </summary>
    public sealed partial class BatchPack : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The state of every item that sets none of its own (an action's or an encounter's `state`);
        /// converted once for the whole pack. An item that sets its own state uses its own. Unset: every
        /// item must carry its own. A bad shared state fails each item that uses it with the error the
        /// state would have caused as the item's own, its field path starting `sharedState`
        /// (INVALID_ARGUMENT, RESOURCE_EXHAUSTED over the state limits).
        /// </summary>
        public global::Arbiter.V1.EncounterState SharedState { get; set; }

        /// <summary>
        /// The items, resolved in this order.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.BatchItem> Items { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.BatchItem>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (SharedState != null)
            {
                json.Add("sharedState", SharedState.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "items", Items, value => value.ToJson());
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
                    case "sharedState":
                    case "shared_state":
                        SharedState = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EncounterState>(property.Value);
                        break;
                    case "items":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Items, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.BatchItem>(item));
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
    /// Options for a whole ResolveBatch stream.
    /// </summary>
    public sealed partial class BatchOptions : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Batch seed: an item without dice of its own uses the stream derived from this seed and the
        /// item's index (docs/dice.md). Unset: each such item draws a random seed, reported in its result.
        /// </summary>
        public ulong? Seed { get; set; }

        /// <summary>
        /// Trace detail for items that leave theirs unspecified. An unknown value ends the stream
        /// (INVALID_ARGUMENT).
        /// </summary>
        public global::Arbiter.V1.TraceDetail TraceDetail { get; set; }

        /// <summary>
        /// Whether results carry the encounter state after the item (`state` of an action's or an
        /// encounter's result); unspecified echoes it, as before this field. Echoing dominates a result's
        /// size: a caller that reads only `result`, `outcome` or the trace should ask for
        /// STATE_ECHO_NONE. An unknown value ends the stream (INVALID_ARGUMENT).
        /// </summary>
        public global::Arbiter.V1.StateEcho StateEcho { get; set; }

        /// <summary>
        /// The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game
        /// stores it beside a request and seed to replay later). Set and unequal to the server's:
        /// FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the
        /// message naming both digests (the stream ends before any item is resolved). Empty: no check.
        /// </summary>
        public string ExpectedRulesDigest { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Seed != null)
            {
                json.Add("seed", global::Arbiter.ArbiterJson.UInt64(Seed.Value));
            }
            if (TraceDetail != 0)
            {
                json.Add("traceDetail", global::Arbiter.V1.EnumJson.Write(TraceDetail));
            }
            if (StateEcho != 0)
            {
                json.Add("stateEcho", global::Arbiter.V1.EnumJson.Write(StateEcho));
            }
            if (ExpectedRulesDigest != null && ExpectedRulesDigest.Length != 0)
            {
                json.Add("expectedRulesDigest", global::Arbiter.ArbiterJson.String(ExpectedRulesDigest));
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
                    case "traceDetail":
                    case "trace_detail":
                        {
                            global::Arbiter.V1.TraceDetail read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                TraceDetail = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "stateEcho":
                    case "state_echo":
                        {
                            global::Arbiter.V1.StateEcho read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                StateEcho = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "expectedRulesDigest":
                    case "expected_rules_digest":
                        ExpectedRulesDigest = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// One item of a batch.
    /// </summary>
    public sealed partial class BatchItem : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The request; its `state` may be left unset in a pack with a shared state (or a ResolveMany
        /// with one), which it then uses. Neither set: INVALID_ARGUMENT (reason MISSING_REQUEST) for the
        /// item.
        /// </summary>
        public enum RequestOneofCase
        {
            None = 0,
            Action = 2,
            Encounter = 3,
        }

        private object _request;
        private RequestOneofCase _requestCase;

        /// <summary>Which member is set; None for none.</summary>
        public RequestOneofCase RequestCase { get { return _requestCase; } }

        public void ClearRequest()
        {
            _request = null;
            _requestCase = RequestOneofCase.None;
        }

        /// <summary>
        /// Caller-chosen id, echoed on the result.
        /// </summary>
        public string Id { get; set; } = "";

        /// <summary>
        /// Resolve one action.
        /// </summary>
        public global::Arbiter.V1.ResolveActionRequest Action
        {
            get { return _requestCase == RequestOneofCase.Action ? (global::Arbiter.V1.ResolveActionRequest)_request : null; }
            set { _request = value; _requestCase = value == null ? RequestOneofCase.None : RequestOneofCase.Action; }
        }

        /// <summary>
        /// Resolve one encounter.
        /// </summary>
        public global::Arbiter.V1.ResolveEncounterRequest Encounter
        {
            get { return _requestCase == RequestOneofCase.Encounter ? (global::Arbiter.V1.ResolveEncounterRequest)_request : null; }
            set { _request = value; _requestCase = value == null ? RequestOneofCase.None : RequestOneofCase.Encounter; }
        }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Id != null && Id.Length != 0)
            {
                json.Add("id", global::Arbiter.ArbiterJson.String(Id));
            }
            if (_requestCase == RequestOneofCase.Action)
            {
                json.Add("action", Action.ToJson());
            }
            if (_requestCase == RequestOneofCase.Encounter)
            {
                json.Add("encounter", Encounter.ToJson());
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
                    case "action":
                        Action = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ResolveActionRequest>(property.Value);
                        break;
                    case "encounter":
                        Encounter = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ResolveEncounterRequest>(property.Value);
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
    /// The answer to one ResolveBatch message: the result of one batch item, or of a pack's items.
    /// </summary>
    public sealed partial class ResolveBatchResponse : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The result, or why there is none.
        /// </summary>
        public enum ResultOneofCase
        {
            None = 0,
            Action = 3,
            Encounter = 4,
            Error = 5,
            Pack = 6,
        }

        private object _result;
        private ResultOneofCase _resultCase;

        /// <summary>Which member is set; None for none.</summary>
        public ResultOneofCase ResultCase { get { return _resultCase; } }

        public void ClearResult()
        {
            _result = null;
            _resultCase = ResultOneofCase.None;
        }

        /// <summary>
        /// The item's id; empty in the answer to a pack (its results carry their items' ids).
        /// </summary>
        public string Id { get; set; } = "";

        /// <summary>
        /// The item's 0-based index among the stream's items (counting every item of every pack); in the
        /// answer to a pack, the index of its first item (for an empty pack, of the stream's next item).
        /// </summary>
        public int Index { get; set; }

        /// <summary>
        /// Result of an action item.
        /// </summary>
        public global::Arbiter.V1.ResolveActionResponse Action
        {
            get { return _resultCase == ResultOneofCase.Action ? (global::Arbiter.V1.ResolveActionResponse)_result : null; }
            set { _result = value; _resultCase = value == null ? ResultOneofCase.None : ResultOneofCase.Action; }
        }

        /// <summary>
        /// Result of an encounter item.
        /// </summary>
        public global::Arbiter.V1.ResolveEncounterResponse Encounter
        {
            get { return _resultCase == ResultOneofCase.Encounter ? (global::Arbiter.V1.ResolveEncounterResponse)_result : null; }
            set { _result = value; _resultCase = value == null ? ResultOneofCase.None : ResultOneofCase.Encounter; }
        }

        /// <summary>
        /// The item failed, or (answering a pack) the whole pack failed: RESOURCE_EXHAUSTED, reason
        /// RESPONSE_TOO_LARGE, when its answer would be over the message size limit. The stream goes
        /// on.
        /// </summary>
        public global::Arbiter.V1.BatchItemError Error
        {
            get { return _resultCase == ResultOneofCase.Error ? (global::Arbiter.V1.BatchItemError)_result : null; }
            set { _result = value; _resultCase = value == null ? ResultOneofCase.None : ResultOneofCase.Error; }
        }

        /// <summary>
        /// Answering a pack: its items' results.
        /// </summary>
        public global::Arbiter.V1.BatchPackResult Pack
        {
            get { return _resultCase == ResultOneofCase.Pack ? (global::Arbiter.V1.BatchPackResult)_result : null; }
            set { _result = value; _resultCase = value == null ? ResultOneofCase.None : ResultOneofCase.Pack; }
        }

        /// <summary>
        /// The rules this server resolved by (as GetCatalogResponse.rules_version): set on the stream's first answer only, for every result of the stream.
        /// </summary>
        public global::Arbiter.V1.RulesVersion RulesVersion { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Id != null && Id.Length != 0)
            {
                json.Add("id", global::Arbiter.ArbiterJson.String(Id));
            }
            if (Index != 0)
            {
                json.Add("index", global::Arbiter.ArbiterJson.Number(Index));
            }
            if (_resultCase == ResultOneofCase.Action)
            {
                json.Add("action", Action.ToJson());
            }
            if (_resultCase == ResultOneofCase.Encounter)
            {
                json.Add("encounter", Encounter.ToJson());
            }
            if (_resultCase == ResultOneofCase.Error)
            {
                json.Add("error", Error.ToJson());
            }
            if (_resultCase == ResultOneofCase.Pack)
            {
                json.Add("pack", Pack.ToJson());
            }
            if (RulesVersion != null)
            {
                json.Add("rulesVersion", RulesVersion.ToJson());
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
                    case "index":
                        Index = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "action":
                        Action = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ResolveActionResponse>(property.Value);
                        break;
                    case "encounter":
                        Encounter = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ResolveEncounterResponse>(property.Value);
                        break;
                    case "error":
                        Error = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.BatchItemError>(property.Value);
                        break;
                    case "pack":
                        Pack = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.BatchPackResult>(property.Value);
                        break;
                    case "rulesVersion":
                    case "rules_version":
                        RulesVersion = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RulesVersion>(property.Value);
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
    /// The results of a pack's items.
    /// </summary>
    public sealed partial class BatchPackResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// One result per item of the pack, in the order sent, each as the item sent alone would have
        /// been answered (inline item errors included).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ResolveBatchResponse> Results { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ResolveBatchResponse>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "results", Results, value => value.ToJson());
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
                    case "results":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Results, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ResolveBatchResponse>(item));
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
    /// Request of ResolveMany.
    /// </summary>
    public sealed partial class ResolveManyRequest : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Options for the whole request, as a ResolveBatch stream's first message.
        /// </summary>
        public global::Arbiter.V1.BatchOptions Options { get; set; }

        /// <summary>
        /// The items, resolved in this order; an item's index is its position here.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.BatchItem> Items { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.BatchItem>();

        /// <summary>
        /// The state of every item that sets none of its own, converted once for the whole request (as
        /// BatchPack.shared_state, whose errors it has, with field paths starting `sharedState`).
        /// </summary>
        public global::Arbiter.V1.EncounterState SharedState { get; set; }

        /// <summary>
        /// The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game
        /// stores it beside a request and seed to replay later). Set and unequal to the server's:
        /// FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the
        /// message naming both digests (before any item is resolved). Empty: no check.
        /// </summary>
        public string ExpectedRulesDigest { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Options != null)
            {
                json.Add("options", Options.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "items", Items, value => value.ToJson());
            if (SharedState != null)
            {
                json.Add("sharedState", SharedState.ToJson());
            }
            if (ExpectedRulesDigest != null && ExpectedRulesDigest.Length != 0)
            {
                json.Add("expectedRulesDigest", global::Arbiter.ArbiterJson.String(ExpectedRulesDigest));
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
                    case "options":
                        Options = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.BatchOptions>(property.Value);
                        break;
                    case "items":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Items, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.BatchItem>(item));
                        break;
                    case "sharedState":
                    case "shared_state":
                        SharedState = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EncounterState>(property.Value);
                        break;
                    case "expectedRulesDigest":
                    case "expected_rules_digest":
                        ExpectedRulesDigest = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// Response of ResolveMany.
    /// </summary>
    public sealed partial class ResolveManyResponse : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// One result per item, in the items' order; each as ResolveBatch would have streamed it.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ResolveBatchResponse> Results { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ResolveBatchResponse>();

        /// <summary>
        /// The rules this server resolved by (as GetCatalogResponse.rules_version), for every result.
        /// </summary>
        public global::Arbiter.V1.RulesVersion RulesVersion { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "results", Results, value => value.ToJson());
            if (RulesVersion != null)
            {
                json.Add("rulesVersion", RulesVersion.ToJson());
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
                    case "results":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Results, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ResolveBatchResponse>(item));
                        break;
                    case "rulesVersion":
                    case "rules_version":
                        RulesVersion = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RulesVersion>(property.Value);
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
    /// Why one batch item failed. Wire-compatible with google.rpc.Status.
    /// </summary>
    public sealed partial class BatchItemError : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// A google.rpc.Code value, as the unary RPC would have returned.
        /// </summary>
        public int Code { get; set; }

        /// <summary>
        /// Developer-facing message.
        /// </summary>
        public string Message { get; set; } = "";

        /// <summary>
        /// google.rpc details (BadRequest, ErrorInfo, PreconditionFailure).
        /// </summary>
        public global::System.Collections.Generic.List<global::Newtonsoft.Json.Linq.JObject> Details { get; } = new global::System.Collections.Generic.List<global::Newtonsoft.Json.Linq.JObject>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Code != 0)
            {
                json.Add("code", global::Arbiter.ArbiterJson.Number(Code));
            }
            if (Message != null && Message.Length != 0)
            {
                json.Add("message", global::Arbiter.ArbiterJson.String(Message));
            }
            global::Arbiter.ArbiterJson.AddList(json, "details", Details, value => value);
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
                    case "code":
                        Code = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "message":
                        Message = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "details":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Details, item => (global::Newtonsoft.Json.Linq.JObject)global::Arbiter.ArbiterJson.ReadObject(item).DeepClone());
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
    /// Request of GetCatalog.
    /// </summary>
    public sealed partial class GetCatalogRequest : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Only this ruleset; unspecified lists all.
        /// </summary>
        public global::Arbiter.V1.Ruleset Ruleset { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Ruleset != 0)
            {
                json.Add("ruleset", global::Arbiter.V1.EnumJson.Write(Ruleset));
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
    /// Response of GetCatalog.
    /// </summary>
    public sealed partial class GetCatalogResponse : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// One entry per ruleset.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.RulesetCatalog> Rulesets { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.RulesetCatalog>();

        /// <summary>
        /// Every reason code an error can carry (google.rpc.ErrorInfo.reason and BadRequest field
        /// violations): one vocabulary for both rulesets, a code means the same in each. Only the
        /// requested ruleset's when the request names one. docs/api.md tables them.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ReasonCode> Reasons { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ReasonCode>();

        /// <summary>
        /// Every name a trace Total can have (a closed vocabulary; docs/trace.md), one entry per ruleset
        /// meaning; only the requested ruleset's when the request names one.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.TraceName> TotalNames { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.TraceName>();

        /// <summary>
        /// Every name a trace Term can have, as total_names.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.TraceName> TermNames { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.TraceName>();

        /// <summary>
        /// Every tactic ResolveEncounter plays (both rulesets play each), in enum order.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.TacticDescription> Tactics { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.TacticDescription>();

        /// <summary>
        /// The rules this server resolves by: its engine's version and a digest of what decides an
        /// outcome, the same whichever ruleset the request names. A game that stores a request and its
        /// seed to replay later compares the digest it stored with this one (docs/api.md).
        /// </summary>
        public global::Arbiter.V1.RulesVersion RulesVersion { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "rulesets", Rulesets, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "reasons", Reasons, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "totalNames", TotalNames, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "termNames", TermNames, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "tactics", Tactics, value => value.ToJson());
            if (RulesVersion != null)
            {
                json.Add("rulesVersion", RulesVersion.ToJson());
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
                    case "rulesets":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Rulesets, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RulesetCatalog>(item));
                        break;
                    case "reasons":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Reasons, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ReasonCode>(item));
                        break;
                    case "totalNames":
                    case "total_names":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, TotalNames, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TraceName>(item));
                        break;
                    case "termNames":
                    case "term_names":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, TermNames, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TraceName>(item));
                        break;
                    case "tactics":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Tactics, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TacticDescription>(item));
                        break;
                    case "rulesVersion":
                    case "rules_version":
                        RulesVersion = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RulesVersion>(property.Value);
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
    /// The rules a server resolves by, to tell whether a stored request will replay to the same bytes.
    /// </summary>
    public sealed partial class RulesVersion : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The server's version (its distribution's, e.g. "0.1.0"), whose engine resolves the calls.
        /// </summary>
        public string EngineVersion { get; set; } = "";

        /// <summary>
        /// SHA-256 in lowercase hex of everything that decides an outcome: the engine version, the
        /// default round limit (default_max_rounds) and every ruleset's catalog (weapons, numeric
        /// defaults, rulings, derived tables). Equal on every process, worker and engine build (pure or
        /// compiled) of one server; it changes when any of them does.
        /// </summary>
        public string Digest { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (EngineVersion != null && EngineVersion.Length != 0)
            {
                json.Add("engineVersion", global::Arbiter.ArbiterJson.String(EngineVersion));
            }
            if (Digest != null && Digest.Length != 0)
            {
                json.Add("digest", global::Arbiter.ArbiterJson.String(Digest));
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
                    case "engineVersion":
                    case "engine_version":
                        EngineVersion = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "digest":
                        Digest = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// One reason code of the error vocabulary.
    /// </summary>
    public sealed partial class ReasonCode : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The code, UPPER_SNAKE_CASE (e.g. "TARGET_OUT_OF_RANGE").
        /// </summary>
        public string Code { get; set; } = "";

        /// <summary>
        /// What it means, one sentence.
        /// </summary>
        public string Description { get; set; } = "";

        /// <summary>
        /// The rulesets whose requests can be refused with it.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Ruleset> Rulesets { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Ruleset>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Code != null && Code.Length != 0)
            {
                json.Add("code", global::Arbiter.ArbiterJson.String(Code));
            }
            if (Description != null && Description.Length != 0)
            {
                json.Add("description", global::Arbiter.ArbiterJson.String(Description));
            }
            global::Arbiter.ArbiterJson.AddList(json, "rulesets", Rulesets, value => global::Arbiter.V1.EnumJson.Write(value));
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
                    case "code":
                        Code = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "description":
                        Description = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "rulesets":
                        if (!global::Arbiter.ArbiterJson.TryReadEnumList<global::Arbiter.V1.Ruleset>(property.Value, Rulesets, global::Arbiter.V1.EnumJson.TryRead))
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
    /// One name of the trace vocabulary (TraceEvent totals and their terms).
    /// </summary>
    public sealed partial class TraceName : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The name, lower_snake_case (e.g. "armour").
        /// </summary>
        public string Name { get; set; } = "";

        /// <summary>
        /// What it means there, one sentence.
        /// </summary>
        public string Description { get; set; } = "";

        /// <summary>
        /// The rulesets that emit it with this meaning.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Ruleset> Rulesets { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Ruleset>();

        /// <summary>
        /// Terms only: always taken away from its total (the value is 0 or less), so a 0 reads
        /// "- armour 0".
        /// </summary>
        public bool Subtracted { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Name != null && Name.Length != 0)
            {
                json.Add("name", global::Arbiter.ArbiterJson.String(Name));
            }
            if (Description != null && Description.Length != 0)
            {
                json.Add("description", global::Arbiter.ArbiterJson.String(Description));
            }
            global::Arbiter.ArbiterJson.AddList(json, "rulesets", Rulesets, value => global::Arbiter.V1.EnumJson.Write(value));
            if (Subtracted)
            {
                json.Add("subtracted", global::Arbiter.ArbiterJson.Bool(Subtracted));
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
                    case "name":
                        Name = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "description":
                        Description = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "rulesets":
                        if (!global::Arbiter.ArbiterJson.TryReadEnumList<global::Arbiter.V1.Ruleset>(property.Value, Rulesets, global::Arbiter.V1.EnumJson.TryRead))
                        {
                            _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        }
                        break;
                    case "subtracted":
                        Subtracted = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
    /// What a ruleset offers.
    /// </summary>
    public sealed partial class RulesetCatalog : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The numeric defaults; EncounterState overrides them.
        /// </summary>
        public enum DefaultsOneofCase
        {
            None = 0,
            ArrayerDefaults = 6,
            TieredDefaults = 7,
        }

        private object _defaults;
        private DefaultsOneofCase _defaultsCase;

        /// <summary>Which member is set; None for none.</summary>
        public DefaultsOneofCase DefaultsCase { get { return _defaultsCase; } }

        public void ClearDefaults()
        {
            _defaults = null;
            _defaultsCase = DefaultsOneofCase.None;
        }

        /// <summary>
        /// Which ruleset.
        /// </summary>
        public global::Arbiter.V1.Ruleset Ruleset { get; set; }

        /// <summary>
        /// Title of its rule document.
        /// </summary>
        public string Title { get; set; } = "";

        /// <summary>
        /// The rule document's file name.
        /// </summary>
        public string Document { get; set; } = "";

        /// <summary>
        /// Built-in weapons; Weapon.catalog_id names them.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.WeaponDefinition> Weapons { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.WeaponDefinition>();

        /// <summary>
        /// Rulings in force for this ruleset (shared S rulings included).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Ruling> Rulings { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Ruling>();

        /// <summary>
        /// ARRAYER defaults.
        /// </summary>
        public global::Arbiter.V1.ArrayerRules ArrayerDefaults
        {
            get { return _defaultsCase == DefaultsOneofCase.ArrayerDefaults ? (global::Arbiter.V1.ArrayerRules)_defaults : null; }
            set { _defaults = value; _defaultsCase = value == null ? DefaultsOneofCase.None : DefaultsOneofCase.ArrayerDefaults; }
        }

        /// <summary>
        /// `tiered` defaults.
        /// </summary>
        public global::Arbiter.V1.TieredRules TieredDefaults
        {
            get { return _defaultsCase == DefaultsOneofCase.TieredDefaults ? (global::Arbiter.V1.TieredRules)_defaults : null; }
            set { _defaults = value; _defaultsCase = value == null ? DefaultsOneofCase.None : DefaultsOneofCase.TieredDefaults; }
        }

        /// <summary>
        /// `tiered` only: the document's derived tables (firearm damage, siege range, reload, crew and
        /// transport Body), generated from the engine's formulas. Unset for ARRAYER.
        /// </summary>
        public global::Arbiter.V1.TieredTables TieredTables { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Ruleset != 0)
            {
                json.Add("ruleset", global::Arbiter.V1.EnumJson.Write(Ruleset));
            }
            if (Title != null && Title.Length != 0)
            {
                json.Add("title", global::Arbiter.ArbiterJson.String(Title));
            }
            if (Document != null && Document.Length != 0)
            {
                json.Add("document", global::Arbiter.ArbiterJson.String(Document));
            }
            global::Arbiter.ArbiterJson.AddList(json, "weapons", Weapons, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "rulings", Rulings, value => value.ToJson());
            if (_defaultsCase == DefaultsOneofCase.ArrayerDefaults)
            {
                json.Add("arrayerDefaults", ArrayerDefaults.ToJson());
            }
            if (_defaultsCase == DefaultsOneofCase.TieredDefaults)
            {
                json.Add("tieredDefaults", TieredDefaults.ToJson());
            }
            if (TieredTables != null)
            {
                json.Add("tieredTables", TieredTables.ToJson());
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
                    case "title":
                        Title = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "document":
                        Document = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "weapons":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Weapons, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.WeaponDefinition>(item));
                        break;
                    case "rulings":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Rulings, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Ruling>(item));
                        break;
                    case "arrayerDefaults":
                    case "arrayer_defaults":
                        ArrayerDefaults = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ArrayerRules>(property.Value);
                        break;
                    case "tieredDefaults":
                    case "tiered_defaults":
                        TieredDefaults = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TieredRules>(property.Value);
                        break;
                    case "tieredTables":
                    case "tiered_tables":
                        TieredTables = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TieredTables>(property.Value);
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
    /// One ruling that settles a gap in a rule document.
    /// </summary>
    public sealed partial class Ruling : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Id, e.g. "A7".
        /// </summary>
        public string Id { get; set; } = "";

        /// <summary>
        /// Its text.
        /// </summary>
        public string Text { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Id != null && Id.Length != 0)
            {
                json.Add("id", global::Arbiter.ArbiterJson.String(Id));
            }
            if (Text != null && Text.Length != 0)
            {
                json.Add("text", global::Arbiter.ArbiterJson.String(Text));
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
                    case "text":
                        Text = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// Request of ComputeOdds: a ResolveActionRequest without dice (every face is tried).
    /// </summary>
    public sealed partial class ComputeOddsRequest : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The encounter as it stands.
        /// </summary>
        public global::Arbiter.V1.EncounterState State { get; set; }

        /// <summary>
        /// The attack (`attack` must be set, else INVALID_ARGUMENT, reason NOT_AN_ATTACK).
        /// </summary>
        public global::Arbiter.V1.Action Action { get; set; }

        /// <summary>
        /// The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game
        /// stores it beside a request and seed to replay later). Set and unequal to the server's:
        /// FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the
        /// message naming both digests. Empty: no check.
        /// </summary>
        public string ExpectedRulesDigest { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (State != null)
            {
                json.Add("state", State.ToJson());
            }
            if (Action != null)
            {
                json.Add("action", Action.ToJson());
            }
            if (ExpectedRulesDigest != null && ExpectedRulesDigest.Length != 0)
            {
                json.Add("expectedRulesDigest", global::Arbiter.ArbiterJson.String(ExpectedRulesDigest));
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
                    case "state":
                        State = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EncounterState>(property.Value);
                        break;
                    case "action":
                        Action = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Action>(property.Value);
                        break;
                    case "expectedRulesDigest":
                    case "expected_rules_digest":
                        ExpectedRulesDigest = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// Response of ComputeOdds: how the attack comes out, and with what probability.
    ///
    /// hit + miss + misfire = 1. Field numbers: 1-9 both rulesets, 10-29 ARRAYER-only, 30-49
    /// `tiered`-only.
    /// </summary>
    public sealed partial class ComputeOddsResponse : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The attack lands: its primary strike's outcome is OUTCOME_HIT (damage dealt; `tiered`: the
        /// attacker won the contest, or hit without one, T5), OUTCOME_KILLED (a killing blow, A5) or
        /// OUTCOME_APPLIED (an effect without damage: a dose, a hold, an entanglement).
        /// </summary>
        public global::Arbiter.V1.Rational Hit { get; set; }

        /// <summary>
        /// It does not land (and did not misfire): an ARRAYER miss (mishaps included), a `tiered` tie or
        /// defender's win.
        /// </summary>
        public global::Arbiter.V1.Rational Miss { get; set; }

        /// <summary>
        /// The damage the attack deals its target (every strike on it but a counterattack; the target's
        /// horse's included, A10): one entry per possible value, ascending, 0 (a miss) included.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.DamageProbability> Damage { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.DamageProbability>();

        /// <summary>
        /// The expected damage: the sum of damage times probability.
        /// </summary>
        public global::Arbiter.V1.Rational MeanDamage { get; set; }

        /// <summary>
        /// The primary strike's Outcome, one entry per outcome that can happen, in enum order; the
        /// probabilities sum to 1.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.OutcomeProbability> Outcomes { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.OutcomeProbability>();

        /// <summary>
        /// The dice tree's branches resolved (one per leaf: a possible run of faces).
        /// </summary>
        public int Branches { get; set; }

        /// <summary>
        /// The dice all the branches rolled together (counted against max_dice).
        /// </summary>
        public int DiceRolled { get; set; }

        /// <summary>
        /// The HP the attacker loses in the attack other than to a counterattack: an ARRAYER gunpowder
        /// mishap's burst or explosion (A6), a `tiered` critical on its bare hands (its own natural 1,
        /// T4): one entry per possible value, ascending, 0 included.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.DamageProbability> SelfDamage { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.DamageProbability>();

        /// <summary>
        /// The expected value of self_damage.
        /// </summary>
        public global::Arbiter.V1.Rational SelfMeanDamage { get; set; }

        /// <summary>
        /// ARRAYER (fields 10-29 are ARRAYER-only): a gunpowder weapon misfires in wind or moisture on
        /// an even natural result (ruling A6); 0 for other weapons; unset for `tiered`.
        /// </summary>
        public global::Arbiter.V1.Rational Misfire { get; set; }

        /// <summary>
        /// ARRAYER: a gunpowder mishap (natural 8, 10 or 12; ruling A6), a part of `miss`; unset for
        /// `tiered`.
        /// </summary>
        public global::Arbiter.V1.Rational Mishap { get; set; }

        /// <summary>
        /// ARRAYER: every other combatant a strike of the attack may reach, in the order first struck:
        /// a greatsword's follow-ups (A26), a blunderbuss's spread, the targets behind an arquebus
        /// shot (A20); empty for `tiered`.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.TargetOdds> FurtherTargets { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.TargetOdds>();

        /// <summary>
        /// `tiered` (fields 30-49 are `tiered`-only): the contested roll and the counterattack (T3, S4);
        /// unset for ARRAYER.
        /// </summary>
        public global::Arbiter.V1.ContestOdds Contest { get; set; }

        /// <summary>
        /// `tiered`: every critical the exchange may bring (T4; it takes effect once the exchange's
        /// damage is dealt, T20), by combatant in state order: a Tier lost, or bare hands hurt; empty
        /// for ARRAYER.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.CriticalOdds> Criticals { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.CriticalOdds>();

        /// <summary>
        /// The rules this server resolved by (as GetCatalogResponse.rules_version).
        /// </summary>
        public global::Arbiter.V1.RulesVersion RulesVersion { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Hit != null)
            {
                json.Add("hit", Hit.ToJson());
            }
            if (Miss != null)
            {
                json.Add("miss", Miss.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "damage", Damage, value => value.ToJson());
            if (MeanDamage != null)
            {
                json.Add("meanDamage", MeanDamage.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "outcomes", Outcomes, value => value.ToJson());
            if (Branches != 0)
            {
                json.Add("branches", global::Arbiter.ArbiterJson.Number(Branches));
            }
            if (DiceRolled != 0)
            {
                json.Add("diceRolled", global::Arbiter.ArbiterJson.Number(DiceRolled));
            }
            global::Arbiter.ArbiterJson.AddList(json, "selfDamage", SelfDamage, value => value.ToJson());
            if (SelfMeanDamage != null)
            {
                json.Add("selfMeanDamage", SelfMeanDamage.ToJson());
            }
            if (Misfire != null)
            {
                json.Add("misfire", Misfire.ToJson());
            }
            if (Mishap != null)
            {
                json.Add("mishap", Mishap.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "furtherTargets", FurtherTargets, value => value.ToJson());
            if (Contest != null)
            {
                json.Add("contest", Contest.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "criticals", Criticals, value => value.ToJson());
            if (RulesVersion != null)
            {
                json.Add("rulesVersion", RulesVersion.ToJson());
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
                    case "hit":
                        Hit = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "miss":
                        Miss = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "damage":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Damage, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.DamageProbability>(item));
                        break;
                    case "meanDamage":
                    case "mean_damage":
                        MeanDamage = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "outcomes":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Outcomes, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.OutcomeProbability>(item));
                        break;
                    case "branches":
                        Branches = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "diceRolled":
                    case "dice_rolled":
                        DiceRolled = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "selfDamage":
                    case "self_damage":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, SelfDamage, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.DamageProbability>(item));
                        break;
                    case "selfMeanDamage":
                    case "self_mean_damage":
                        SelfMeanDamage = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "misfire":
                        Misfire = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "mishap":
                        Mishap = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "furtherTargets":
                    case "further_targets":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, FurtherTargets, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TargetOdds>(item));
                        break;
                    case "contest":
                        Contest = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ContestOdds>(property.Value);
                        break;
                    case "criticals":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Criticals, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.CriticalOdds>(item));
                        break;
                    case "rulesVersion":
                    case "rules_version":
                        RulesVersion = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RulesVersion>(property.Value);
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
    /// An exact non-negative rational number, with its value as a double for display.
    ///
    /// A fraction whose numerator or denominator does not fit in 64 bits (ComputeEncounterOdds over
    /// many rounds: a product of many dice) has numerator and denominator 0; `exact_numerator` and
    /// `exact_denominator` carry every fraction exactly, of any size, and `value` the nearest double
    /// (relative error at most 2^-53) for display.
    /// </summary>
    public sealed partial class Rational : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Numerator, in lowest terms with the denominator; 0 with a denominator of 0 when the fraction
        /// does not fit 64 bits (read `exact_numerator` then).
        /// </summary>
        public ulong Numerator { get; set; }

        /// <summary>
        /// Denominator, at least 1 for a fraction that fits 64 bits; 0 when it does not.
        /// </summary>
        public ulong Denominator { get; set; }

        /// <summary>
        /// numerator / denominator, rounded to the nearest double.
        /// </summary>
        public double Value { get; set; }

        /// <summary>
        /// The numerator in lowest terms, as decimal digits ("0" for zero; never negative): always set,
        /// whatever its size. Read it into the language's exact type (Python `Fraction`, C#
        /// `BigInteger`, JavaScript `bigint`).
        /// </summary>
        public string ExactNumerator { get; set; } = "";

        /// <summary>
        /// The denominator in lowest terms, as decimal digits (at least "1"): always set.
        /// </summary>
        public string ExactDenominator { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Numerator != 0)
            {
                json.Add("numerator", global::Arbiter.ArbiterJson.UInt64(Numerator));
            }
            if (Denominator != 0)
            {
                json.Add("denominator", global::Arbiter.ArbiterJson.UInt64(Denominator));
            }
            if (Value != 0)
            {
                json.Add("value", global::Arbiter.ArbiterJson.Double(Value));
            }
            if (ExactNumerator != null && ExactNumerator.Length != 0)
            {
                json.Add("exactNumerator", global::Arbiter.ArbiterJson.String(ExactNumerator));
            }
            if (ExactDenominator != null && ExactDenominator.Length != 0)
            {
                json.Add("exactDenominator", global::Arbiter.ArbiterJson.String(ExactDenominator));
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
                    case "numerator":
                        Numerator = global::Arbiter.ArbiterJson.ReadUInt64(property.Value);
                        break;
                    case "denominator":
                        Denominator = global::Arbiter.ArbiterJson.ReadUInt64(property.Value);
                        break;
                    case "value":
                        Value = global::Arbiter.ArbiterJson.ReadDouble(property.Value);
                        break;
                    case "exactNumerator":
                    case "exact_numerator":
                        ExactNumerator = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "exactDenominator":
                    case "exact_denominator":
                        ExactDenominator = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// One point of a damage distribution.
    /// </summary>
    public sealed partial class DamageProbability : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// HP taken.
        /// </summary>
        public int Damage { get; set; }

        /// <summary>
        /// The probability that exactly `damage` is taken.
        /// </summary>
        public global::Arbiter.V1.Rational Probability { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Damage != 0)
            {
                json.Add("damage", global::Arbiter.ArbiterJson.Number(Damage));
            }
            if (Probability != null)
            {
                json.Add("probability", Probability.ToJson());
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
                    case "damage":
                        Damage = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "probability":
                        Probability = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
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
    /// The probability of one outcome of an attack's primary strike.
    /// </summary>
    public sealed partial class OutcomeProbability : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The outcome (as the trace and StrikeResult.outcome say it).
        /// </summary>
        public global::Arbiter.V1.Outcome Outcome { get; set; }

        /// <summary>
        /// Its probability.
        /// </summary>
        public global::Arbiter.V1.Rational Probability { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Outcome != 0)
            {
                json.Add("outcome", global::Arbiter.V1.EnumJson.Write(Outcome));
            }
            if (Probability != null)
            {
                json.Add("probability", Probability.ToJson());
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
                    case "probability":
                        Probability = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
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
    /// The damage one further combatant (not the attack's target) may take.
    /// </summary>
    public sealed partial class TargetOdds : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The combatant.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// The HP it takes: one entry per possible value, ascending, 0 (not struck) included.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.DamageProbability> Damage { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.DamageProbability>();

        /// <summary>
        /// The expected damage.
        /// </summary>
        public global::Arbiter.V1.Rational MeanDamage { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            global::Arbiter.ArbiterJson.AddList(json, "damage", Damage, value => value.ToJson());
            if (MeanDamage != null)
            {
                json.Add("meanDamage", MeanDamage.ToJson());
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
                    case "damage":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Damage, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.DamageProbability>(item));
                        break;
                    case "meanDamage":
                    case "mean_damage":
                        MeanDamage = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
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
    /// `tiered`: the probability of one critical (T4) on one combatant.
    /// </summary>
    public sealed partial class CriticalOdds : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Whose Tier is lowered, or whose bare hands are hurt.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// What loses a Tier; unspecified when bare hands are hurt (damage is set).
        /// </summary>
        public global::Arbiter.V1.CriticalTarget Degraded { get; set; }

        /// <summary>
        /// The damage to bare hands (ignores armour); 0 for a Tier lost.
        /// </summary>
        public int Damage { get; set; }

        /// <summary>
        /// The probability that the attack brings it.
        /// </summary>
        public global::Arbiter.V1.Rational Probability { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (Degraded != 0)
            {
                json.Add("degraded", global::Arbiter.V1.EnumJson.Write(Degraded));
            }
            if (Damage != 0)
            {
                json.Add("damage", global::Arbiter.ArbiterJson.Number(Damage));
            }
            if (Probability != null)
            {
                json.Add("probability", Probability.ToJson());
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
                    case "damage":
                        Damage = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "probability":
                        Probability = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
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
    /// `tiered`: who wins an attack's contested roll (T3, S4); attacker_wins + defender_wins + tie = 1.
    /// </summary>
    public sealed partial class ContestOdds : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The attacker wins (or hits without a contest: a guaranteed hit, T5): the response's `hit`.
        /// </summary>
        public global::Arbiter.V1.Rational AttackerWins { get; set; }

        /// <summary>
        /// The defender wins: a counterattack where its weapon reaches (T3, T11), else only a defence.
        /// </summary>
        public global::Arbiter.V1.Rational DefenderWins { get; set; }

        /// <summary>
        /// A tie: nothing happens (S4).
        /// </summary>
        public global::Arbiter.V1.Rational Tie { get; set; }

        /// <summary>
        /// The counterattack's damage to the attacker, as ComputeOddsResponse.damage (0 where there is
        /// none: the attacker won, a tie, a defence that only dodges).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.DamageProbability> CounterDamage { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.DamageProbability>();

        /// <summary>
        /// The counterattack's expected damage to the attacker.
        /// </summary>
        public global::Arbiter.V1.Rational CounterMeanDamage { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (AttackerWins != null)
            {
                json.Add("attackerWins", AttackerWins.ToJson());
            }
            if (DefenderWins != null)
            {
                json.Add("defenderWins", DefenderWins.ToJson());
            }
            if (Tie != null)
            {
                json.Add("tie", Tie.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "counterDamage", CounterDamage, value => value.ToJson());
            if (CounterMeanDamage != null)
            {
                json.Add("counterMeanDamage", CounterMeanDamage.ToJson());
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
                    case "attackerWins":
                    case "attacker_wins":
                        AttackerWins = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "defenderWins":
                    case "defender_wins":
                        DefenderWins = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "tie":
                        Tie = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "counterDamage":
                    case "counter_damage":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, CounterDamage, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.DamageProbability>(item));
                        break;
                    case "counterMeanDamage":
                    case "counter_mean_damage":
                        CounterMeanDamage = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
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
    /// Request of ComputeEncounterOdds: a ResolveEncounterRequest's encounter without dice (every
    /// face is tried).
    /// </summary>
    public sealed partial class ComputeEncounterOddsRequest : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The encounter at its start (or as it stands).
        /// </summary>
        public global::Arbiter.V1.EncounterState State { get; set; }

        /// <summary>
        /// Actions the caller chooses (as ResolveEncounterRequest.script).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ScriptedAction> Script { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ScriptedAction>();

        /// <summary>
        /// Rounds to play at most; unset takes the server default, above the server limit is
        /// RESOURCE_EXHAUSTED. Whatever still fights after them ends END_REASON_ROUND_LIMIT. With
        /// `to_the_end`, the rounds `rounds` lists instead (unset or 0: none), each carried, and
        /// costing, as a round within a limit.
        /// </summary>
        public int? MaxRounds { get; set; }

        /// <summary>
        /// What combatants without a scripted action do (as ResolveEncounterRequest.tactic).
        /// </summary>
        public global::Arbiter.V1.Tactic Tactic { get; set; }

        /// <summary>
        /// Tactics by side id (as ResolveEncounterRequest.side_tactics).
        /// </summary>
        public global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic> SideTactics { get; } = new global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic>();

        /// <summary>
        /// Tactics by combatant id (as ResolveEncounterRequest.combatant_tactics).
        /// </summary>
        public global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic> CombatantTactics { get; } = new global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic>();

        /// <summary>
        /// Play every run to its end, however many rounds it takes, with no round limit: the wins,
        /// `draw` (nobody left standing), end reasons, `mean_rounds` and the combatants' figures are
        /// exact over fights of every length (the positions solved as an absorbing Markov chain,
        /// docs/balance.md). An encounter that can reach a position it can never end from (nobody can
        /// harm anybody) is FAILED_PRECONDITION, reason NEVER_ENDS, field `to_the_end`.
        /// </summary>
        public bool ToTheEnd { get; set; }

        /// <summary>
        /// The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game
        /// stores it beside a request and seed to replay later). Set and unequal to the server's:
        /// FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the
        /// message naming both digests. Empty: no check.
        /// </summary>
        public string ExpectedRulesDigest { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (State != null)
            {
                json.Add("state", State.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "script", Script, value => value.ToJson());
            if (MaxRounds != null)
            {
                json.Add("maxRounds", global::Arbiter.ArbiterJson.Number(MaxRounds.Value));
            }
            if (Tactic != 0)
            {
                json.Add("tactic", global::Arbiter.V1.EnumJson.Write(Tactic));
            }
            global::Arbiter.ArbiterJson.AddMap(json, "sideTactics", SideTactics, value => global::Arbiter.V1.EnumJson.Write(value));
            global::Arbiter.ArbiterJson.AddMap(json, "combatantTactics", CombatantTactics, value => global::Arbiter.V1.EnumJson.Write(value));
            if (ToTheEnd)
            {
                json.Add("toTheEnd", global::Arbiter.ArbiterJson.Bool(ToTheEnd));
            }
            if (ExpectedRulesDigest != null && ExpectedRulesDigest.Length != 0)
            {
                json.Add("expectedRulesDigest", global::Arbiter.ArbiterJson.String(ExpectedRulesDigest));
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
                    case "state":
                        State = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EncounterState>(property.Value);
                        break;
                    case "script":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Script, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ScriptedAction>(item));
                        break;
                    case "maxRounds":
                    case "max_rounds":
                        MaxRounds = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "tactic":
                        {
                            global::Arbiter.V1.Tactic read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Tactic = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "sideTactics":
                    case "side_tactics":
                        if (!global::Arbiter.ArbiterJson.TryReadEnumMap<global::Arbiter.V1.Tactic>(property.Value, SideTactics, global::Arbiter.V1.EnumJson.TryRead))
                        {
                            _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        }
                        break;
                    case "combatantTactics":
                    case "combatant_tactics":
                        if (!global::Arbiter.ArbiterJson.TryReadEnumMap<global::Arbiter.V1.Tactic>(property.Value, CombatantTactics, global::Arbiter.V1.EnumJson.TryRead))
                        {
                            _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        }
                        break;
                    case "toTheEnd":
                    case "to_the_end":
                        ToTheEnd = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "expectedRulesDigest":
                    case "expected_rules_digest":
                        ExpectedRulesDigest = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// Response of ComputeEncounterOdds: how the encounter ends, and with what probability. The
    /// sides' wins and `draw` sum to 1, as do `end_reasons`, and `rounds` with `rounds_beyond`.
    /// </summary>
    public sealed partial class ComputeEncounterOddsResponse : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Per side, in side order (the state's sides, then others as combatants name them), the
        /// probability that it wins.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.SideOdds> Sides { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.SideOdds>();

        /// <summary>
        /// The probability of no winner: the round limit (not with `to_the_end`), or nobody left
        /// standing.
        /// </summary>
        public global::Arbiter.V1.Rational Draw { get; set; }

        /// <summary>
        /// How the encounter ends: one entry per reason that can happen, in enum order.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.EndReasonProbability> EndReasons { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.EndReasonProbability>();

        /// <summary>
        /// How many rounds it lasts (0: it ended before the first round), ascending; with
        /// `to_the_end`, up to `max_rounds` rounds.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.RoundsProbability> Rounds { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.RoundsProbability>();

        /// <summary>
        /// The expected number of rounds.
        /// </summary>
        public global::Arbiter.V1.Rational MeanRounds { get; set; }

        /// <summary>
        /// Per combatant, in state order: survival, HP lost, damage dealt and taken.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.CombatantOdds> Combatants { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.CombatantOdds>();

        /// <summary>
        /// Distinct positions (board states between rounds) the walk met.
        /// </summary>
        public int Positions { get; set; }

        /// <summary>
        /// Branches walked: resolutions of one round (or of the start) from one position with one run
        /// of faces.
        /// </summary>
        public int Branches { get; set; }

        /// <summary>
        /// With `to_the_end`: the probability that the encounter lasts more than `max_rounds` rounds,
        /// which `rounds` does not list. Unset within a round limit (its last round in `rounds` holds
        /// whatever still fights).
        /// </summary>
        public global::Arbiter.V1.Rational RoundsBeyond { get; set; }

        /// <summary>
        /// The rules this server resolved by (as GetCatalogResponse.rules_version).
        /// </summary>
        public global::Arbiter.V1.RulesVersion RulesVersion { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "sides", Sides, value => value.ToJson());
            if (Draw != null)
            {
                json.Add("draw", Draw.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "endReasons", EndReasons, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "rounds", Rounds, value => value.ToJson());
            if (MeanRounds != null)
            {
                json.Add("meanRounds", MeanRounds.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "combatants", Combatants, value => value.ToJson());
            if (Positions != 0)
            {
                json.Add("positions", global::Arbiter.ArbiterJson.Number(Positions));
            }
            if (Branches != 0)
            {
                json.Add("branches", global::Arbiter.ArbiterJson.Number(Branches));
            }
            if (RoundsBeyond != null)
            {
                json.Add("roundsBeyond", RoundsBeyond.ToJson());
            }
            if (RulesVersion != null)
            {
                json.Add("rulesVersion", RulesVersion.ToJson());
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
                    case "sides":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Sides, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.SideOdds>(item));
                        break;
                    case "draw":
                        Draw = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "endReasons":
                    case "end_reasons":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, EndReasons, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EndReasonProbability>(item));
                        break;
                    case "rounds":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Rounds, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RoundsProbability>(item));
                        break;
                    case "meanRounds":
                    case "mean_rounds":
                        MeanRounds = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "combatants":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Combatants, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.CombatantOdds>(item));
                        break;
                    case "positions":
                        Positions = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "branches":
                        Branches = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "roundsBeyond":
                    case "rounds_beyond":
                        RoundsBeyond = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "rulesVersion":
                    case "rules_version":
                        RulesVersion = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RulesVersion>(property.Value);
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
    /// One side's probability of winning an encounter.
    /// </summary>
    public sealed partial class SideOdds : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The side.
        /// </summary>
        public string SideId { get; set; } = "";

        /// <summary>
        /// The probability that it wins.
        /// </summary>
        public global::Arbiter.V1.Rational Win { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (SideId != null && SideId.Length != 0)
            {
                json.Add("sideId", global::Arbiter.ArbiterJson.String(SideId));
            }
            if (Win != null)
            {
                json.Add("win", Win.ToJson());
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
                    case "win":
                        Win = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
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
    /// The probability of one way an encounter ends.
    /// </summary>
    public sealed partial class EndReasonProbability : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The reason (as EncounterOutcome.end_reason says it).
        /// </summary>
        public global::Arbiter.V1.EndReason EndReason { get; set; }

        /// <summary>
        /// Its probability.
        /// </summary>
        public global::Arbiter.V1.Rational Probability { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (EndReason != 0)
            {
                json.Add("endReason", global::Arbiter.V1.EnumJson.Write(EndReason));
            }
            if (Probability != null)
            {
                json.Add("probability", Probability.ToJson());
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
                    case "endReason":
                    case "end_reason":
                        {
                            global::Arbiter.V1.EndReason read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                EndReason = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "probability":
                        Probability = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
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
    /// The probability that an encounter lasts exactly some number of rounds.
    /// </summary>
    public sealed partial class RoundsProbability : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Rounds played.
        /// </summary>
        public int Rounds { get; set; }

        /// <summary>
        /// The probability that the encounter ends after exactly `rounds` rounds.
        /// </summary>
        public global::Arbiter.V1.Rational Probability { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Rounds != 0)
            {
                json.Add("rounds", global::Arbiter.ArbiterJson.Number(Rounds));
            }
            if (Probability != null)
            {
                json.Add("probability", Probability.ToJson());
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
                    case "rounds":
                        Rounds = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "probability":
                        Probability = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
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
    /// One combatant at an encounter's end.
    /// </summary>
    public sealed partial class CombatantOdds : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The combatant.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// The probability that it ends standing (not down, not dead).
        /// </summary>
        public global::Arbiter.V1.Rational Survival { get; set; }

        /// <summary>
        /// The HP it has lost by the end (its HP at the start less its HP at the end): one entry per
        /// possible value, ascending, 0 included.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.DamageProbability> HpLost { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.DamageProbability>();

        /// <summary>
        /// The expected value of hp_lost.
        /// </summary>
        public global::Arbiter.V1.Rational MeanHpLost { get; set; }

        /// <summary>
        /// The expected HP it deals to others (its strikes, counterattacks, effects and traps), as
        /// Simulate's CombatantStatistics.damage_dealt counts them.
        /// </summary>
        public global::Arbiter.V1.Rational MeanDamageDealt { get; set; }

        /// <summary>
        /// The expected HP it takes, whatever takes it, as CombatantStatistics.damage_taken counts
        /// them (healing does not count against it, so this may exceed mean_hp_lost).
        /// </summary>
        public global::Arbiter.V1.Rational MeanDamageTaken { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (Survival != null)
            {
                json.Add("survival", Survival.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "hpLost", HpLost, value => value.ToJson());
            if (MeanHpLost != null)
            {
                json.Add("meanHpLost", MeanHpLost.ToJson());
            }
            if (MeanDamageDealt != null)
            {
                json.Add("meanDamageDealt", MeanDamageDealt.ToJson());
            }
            if (MeanDamageTaken != null)
            {
                json.Add("meanDamageTaken", MeanDamageTaken.ToJson());
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
                    case "survival":
                        Survival = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "hpLost":
                    case "hp_lost":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, HpLost, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.DamageProbability>(item));
                        break;
                    case "meanHpLost":
                    case "mean_hp_lost":
                        MeanHpLost = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "meanDamageDealt":
                    case "mean_damage_dealt":
                        MeanDamageDealt = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
                        break;
                    case "meanDamageTaken":
                    case "mean_damage_taken":
                        MeanDamageTaken = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Rational>(property.Value);
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
    /// Request of Simulate: a ResolveEncounterRequest's encounter, played `runs` times.
    /// </summary>
    public sealed partial class SimulateRequest : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The encounter every run starts from.
        /// </summary>
        public global::Arbiter.V1.EncounterState State { get; set; }

        /// <summary>
        /// Actions the caller chooses, the same in every run (as ResolveEncounterRequest.script).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ScriptedAction> Script { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ScriptedAction>();

        /// <summary>
        /// Rounds each run plays at most; unset takes the server default, above the server limit is
        /// RESOURCE_EXHAUSTED.
        /// </summary>
        public int? MaxRounds { get; set; }

        /// <summary>
        /// What combatants without a scripted action do (as ResolveEncounterRequest.tactic).
        /// </summary>
        public global::Arbiter.V1.Tactic Tactic { get; set; }

        /// <summary>
        /// Tactics by side id (as ResolveEncounterRequest.side_tactics).
        /// </summary>
        public global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic> SideTactics { get; } = new global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic>();

        /// <summary>
        /// Tactics by combatant id (as ResolveEncounterRequest.combatant_tactics).
        /// </summary>
        public global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic> CombatantTactics { get; } = new global::System.Collections.Generic.Dictionary<string, global::Arbiter.V1.Tactic>();

        /// <summary>
        /// ARRAYER: each run that a side wins ends with the aftermath roll of everyone below 0 HP
        /// (ruling A11), counted in CombatantStatistics.aftermath_deaths.
        /// </summary>
        public bool Aftermath { get; set; }

        /// <summary>
        /// The simulation's seed; unset draws a random one (reported in SimulationResult.seed).
        /// </summary>
        public ulong? Seed { get; set; }

        /// <summary>
        /// How many runs to play: at least 1, at most the server's limit (max_simulation_runs).
        /// </summary>
        public int Runs { get; set; }

        /// <summary>
        /// The index of the first run: this call plays runs first_run .. first_run + runs - 1 of the
        /// seed's sequence (0 or more), so a simulation can be split over calls.
        /// </summary>
        public long FirstRun { get; set; }

        /// <summary>
        /// The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game
        /// stores it beside a request and seed to replay later). Set and unequal to the server's:
        /// FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the
        /// message naming both digests. Empty: no check.
        /// </summary>
        public string ExpectedRulesDigest { get; set; } = "";

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (State != null)
            {
                json.Add("state", State.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "script", Script, value => value.ToJson());
            if (MaxRounds != null)
            {
                json.Add("maxRounds", global::Arbiter.ArbiterJson.Number(MaxRounds.Value));
            }
            if (Tactic != 0)
            {
                json.Add("tactic", global::Arbiter.V1.EnumJson.Write(Tactic));
            }
            global::Arbiter.ArbiterJson.AddMap(json, "sideTactics", SideTactics, value => global::Arbiter.V1.EnumJson.Write(value));
            global::Arbiter.ArbiterJson.AddMap(json, "combatantTactics", CombatantTactics, value => global::Arbiter.V1.EnumJson.Write(value));
            if (Aftermath)
            {
                json.Add("aftermath", global::Arbiter.ArbiterJson.Bool(Aftermath));
            }
            if (Seed != null)
            {
                json.Add("seed", global::Arbiter.ArbiterJson.UInt64(Seed.Value));
            }
            if (Runs != 0)
            {
                json.Add("runs", global::Arbiter.ArbiterJson.Number(Runs));
            }
            if (FirstRun != 0)
            {
                json.Add("firstRun", global::Arbiter.ArbiterJson.Int64(FirstRun));
            }
            if (ExpectedRulesDigest != null && ExpectedRulesDigest.Length != 0)
            {
                json.Add("expectedRulesDigest", global::Arbiter.ArbiterJson.String(ExpectedRulesDigest));
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
                    case "state":
                        State = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EncounterState>(property.Value);
                        break;
                    case "script":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Script, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ScriptedAction>(item));
                        break;
                    case "maxRounds":
                    case "max_rounds":
                        MaxRounds = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "tactic":
                        {
                            global::Arbiter.V1.Tactic read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Tactic = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "sideTactics":
                    case "side_tactics":
                        if (!global::Arbiter.ArbiterJson.TryReadEnumMap<global::Arbiter.V1.Tactic>(property.Value, SideTactics, global::Arbiter.V1.EnumJson.TryRead))
                        {
                            _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        }
                        break;
                    case "combatantTactics":
                    case "combatant_tactics":
                        if (!global::Arbiter.ArbiterJson.TryReadEnumMap<global::Arbiter.V1.Tactic>(property.Value, CombatantTactics, global::Arbiter.V1.EnumJson.TryRead))
                        {
                            _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                        }
                        break;
                    case "aftermath":
                        Aftermath = global::Arbiter.ArbiterJson.ReadBool(property.Value);
                        break;
                    case "seed":
                        Seed = global::Arbiter.ArbiterJson.ReadUInt64(property.Value);
                        break;
                    case "runs":
                        Runs = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "firstRun":
                    case "first_run":
                        FirstRun = global::Arbiter.ArbiterJson.ReadInt64(property.Value);
                        break;
                    case "expectedRulesDigest":
                    case "expected_rules_digest":
                        ExpectedRulesDigest = global::Arbiter.ArbiterJson.ReadString(property.Value);
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
    /// One message of a Simulate stream: progress while the runs are played, then the result.
    /// </summary>
    public sealed partial class SimulateResponse : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// What this message carries.
        /// </summary>
        public enum KindOneofCase
        {
            None = 0,
            Progress = 1,
            Result = 2,
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
        /// How far the simulation has come; sent at least once a second while it runs.
        /// </summary>
        public global::Arbiter.V1.SimulationProgress Progress
        {
            get { return _kindCase == KindOneofCase.Progress ? (global::Arbiter.V1.SimulationProgress)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Progress; }
        }

        /// <summary>
        /// The aggregates over all the runs; the last message of the stream.
        /// </summary>
        public global::Arbiter.V1.SimulationResult Result
        {
            get { return _kindCase == KindOneofCase.Result ? (global::Arbiter.V1.SimulationResult)_kind : null; }
            set { _kind = value; _kindCase = value == null ? KindOneofCase.None : KindOneofCase.Result; }
        }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (_kindCase == KindOneofCase.Progress)
            {
                json.Add("progress", Progress.ToJson());
            }
            if (_kindCase == KindOneofCase.Result)
            {
                json.Add("result", Result.ToJson());
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
                    case "progress":
                        Progress = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.SimulationProgress>(property.Value);
                        break;
                    case "result":
                        Result = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.SimulationResult>(property.Value);
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
    /// How far a simulation has come, with running estimates.
    /// </summary>
    public sealed partial class SimulationProgress : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Runs played so far.
        /// </summary>
        public int RunsDone { get; set; }

        /// <summary>
        /// Runs asked for (SimulateRequest.runs).
        /// </summary>
        public int Runs { get; set; }

        /// <summary>
        /// Wins so far per side, in side order (the state's sides, then others as combatants name
        /// them).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.SideStatistics> Sides { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.SideStatistics>();

        /// <summary>
        /// While the simulation waits for an engine thread (others run): its place in this server's
        /// queue, 1 being next, with runs_done 0 and no sides yet; 0 once its runs have begun. A call
        /// that has to wait gets a message saying so at once, and another each time its place changes,
        /// so a client can tell a queued simulation from a hung one (and may rather retry on another
        /// replica). Simulations wait in arrival order; past the server's bound on queued simulations a
        /// call fails at once with RESOURCE_EXHAUSTED, reason SERVER_BUSY.
        /// </summary>
        public int QueuePosition { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (RunsDone != 0)
            {
                json.Add("runsDone", global::Arbiter.ArbiterJson.Number(RunsDone));
            }
            if (Runs != 0)
            {
                json.Add("runs", global::Arbiter.ArbiterJson.Number(Runs));
            }
            global::Arbiter.ArbiterJson.AddList(json, "sides", Sides, value => value.ToJson());
            if (QueuePosition != 0)
            {
                json.Add("queuePosition", global::Arbiter.ArbiterJson.Number(QueuePosition));
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
                    case "runsDone":
                    case "runs_done":
                        RunsDone = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "runs":
                        Runs = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "sides":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Sides, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.SideStatistics>(item));
                        break;
                    case "queuePosition":
                    case "queue_position":
                        QueuePosition = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// The aggregates of a simulation's runs. Counts and histograms add up over calls that split one
    /// seed's runs; means, percentiles and intervals are computed from them (docs/balance.md says
    /// how, so a client merging parts computes the same).
    /// </summary>
    public sealed partial class SimulationResult : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The seed used.
        /// </summary>
        public ulong Seed { get; set; }

        /// <summary>
        /// The first run played (SimulateRequest.first_run).
        /// </summary>
        public long FirstRun { get; set; }

        /// <summary>
        /// Runs played.
        /// </summary>
        public int Runs { get; set; }

        /// <summary>
        /// Per side, in side order: wins, rate with its 95 % interval, routs.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.SideStatistics> Sides { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.SideStatistics>();

        /// <summary>
        /// Runs that ended with no winner (the round limit, or everyone down).
        /// </summary>
        public int Draws { get; set; }

        /// <summary>
        /// Rounds each run lasted.
        /// </summary>
        public global::Arbiter.V1.Distribution Rounds { get; set; }

        /// <summary>
        /// Per combatant, in state order: damage dealt and taken, survival, aftermath deaths.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.CombatantStatistics> Combatants { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.CombatantStatistics>();

        /// <summary>
        /// How the runs ended: runs per EndReason, one entry per reason that happened, in enum order.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.EndReasonCount> EndReasons { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.EndReasonCount>();

        /// <summary>
        /// Which encounter these runs played: SHA-256 (64 hex digits) of the SimulateRequest as this
        /// server played it, its seed, runs and first_run left out and max_rounds as applied. The parts
        /// of one simulation split over calls (first_run) carry the same digest; parts whose digests
        /// differ played different encounters (other HP, weapons, tactics, rounds) and do not merge
        /// (arbiter merge refuses them). Compare digests only: they are not for clients to compute.
        /// Empty from a server older than this field.
        /// </summary>
        public string EncounterDigest { get; set; } = "";

        /// <summary>
        /// The rules this server resolved by (as GetCatalogResponse.rules_version).
        /// </summary>
        public global::Arbiter.V1.RulesVersion RulesVersion { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Seed != 0)
            {
                json.Add("seed", global::Arbiter.ArbiterJson.UInt64(Seed));
            }
            if (FirstRun != 0)
            {
                json.Add("firstRun", global::Arbiter.ArbiterJson.Int64(FirstRun));
            }
            if (Runs != 0)
            {
                json.Add("runs", global::Arbiter.ArbiterJson.Number(Runs));
            }
            global::Arbiter.ArbiterJson.AddList(json, "sides", Sides, value => value.ToJson());
            if (Draws != 0)
            {
                json.Add("draws", global::Arbiter.ArbiterJson.Number(Draws));
            }
            if (Rounds != null)
            {
                json.Add("rounds", Rounds.ToJson());
            }
            global::Arbiter.ArbiterJson.AddList(json, "combatants", Combatants, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "endReasons", EndReasons, value => value.ToJson());
            if (EncounterDigest != null && EncounterDigest.Length != 0)
            {
                json.Add("encounterDigest", global::Arbiter.ArbiterJson.String(EncounterDigest));
            }
            if (RulesVersion != null)
            {
                json.Add("rulesVersion", RulesVersion.ToJson());
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
                    case "firstRun":
                    case "first_run":
                        FirstRun = global::Arbiter.ArbiterJson.ReadInt64(property.Value);
                        break;
                    case "runs":
                        Runs = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "sides":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Sides, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.SideStatistics>(item));
                        break;
                    case "draws":
                        Draws = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "rounds":
                        Rounds = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Distribution>(property.Value);
                        break;
                    case "combatants":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Combatants, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.CombatantStatistics>(item));
                        break;
                    case "endReasons":
                    case "end_reasons":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, EndReasons, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.EndReasonCount>(item));
                        break;
                    case "encounterDigest":
                    case "encounter_digest":
                        EncounterDigest = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "rulesVersion":
                    case "rules_version":
                        RulesVersion = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.RulesVersion>(property.Value);
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
    /// One side's results over a simulation's runs.
    /// </summary>
    public sealed partial class SideStatistics : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The side.
        /// </summary>
        public string SideId { get; set; } = "";

        /// <summary>
        /// Runs the side won.
        /// </summary>
        public int Wins { get; set; }

        /// <summary>
        /// wins / runs.
        /// </summary>
        public double WinRate { get; set; }

        /// <summary>
        /// The 95 % Wilson score interval of the win rate: lower bound.
        /// </summary>
        public double WinRateLow { get; set; }

        /// <summary>
        /// The 95 % Wilson score interval of the win rate: upper bound.
        /// </summary>
        public double WinRateHigh { get; set; }

        /// <summary>
        /// ARRAYER: runs in which the side routed (ruling A15); 0 for `tiered`.
        /// </summary>
        public int Routs { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (SideId != null && SideId.Length != 0)
            {
                json.Add("sideId", global::Arbiter.ArbiterJson.String(SideId));
            }
            if (Wins != 0)
            {
                json.Add("wins", global::Arbiter.ArbiterJson.Number(Wins));
            }
            if (WinRate != 0)
            {
                json.Add("winRate", global::Arbiter.ArbiterJson.Double(WinRate));
            }
            if (WinRateLow != 0)
            {
                json.Add("winRateLow", global::Arbiter.ArbiterJson.Double(WinRateLow));
            }
            if (WinRateHigh != 0)
            {
                json.Add("winRateHigh", global::Arbiter.ArbiterJson.Double(WinRateHigh));
            }
            if (Routs != 0)
            {
                json.Add("routs", global::Arbiter.ArbiterJson.Number(Routs));
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
                    case "wins":
                        Wins = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "winRate":
                    case "win_rate":
                        WinRate = global::Arbiter.ArbiterJson.ReadDouble(property.Value);
                        break;
                    case "winRateLow":
                    case "win_rate_low":
                        WinRateLow = global::Arbiter.ArbiterJson.ReadDouble(property.Value);
                        break;
                    case "winRateHigh":
                    case "win_rate_high":
                        WinRateHigh = global::Arbiter.ArbiterJson.ReadDouble(property.Value);
                        break;
                    case "routs":
                        Routs = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// One combatant's results over a simulation's runs.
    /// </summary>
    public sealed partial class CombatantStatistics : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The combatant.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// HP of damage it dealt per run (every strike it made on anyone, counterattacks included).
        /// </summary>
        public global::Arbiter.V1.Distribution DamageDealt { get; set; }

        /// <summary>
        /// HP of damage it took per run.
        /// </summary>
        public global::Arbiter.V1.Distribution DamageTaken { get; set; }

        /// <summary>
        /// Runs it ended standing (not down, not dead).
        /// </summary>
        public int Survived { get; set; }

        /// <summary>
        /// ARRAYER, with SimulateRequest.aftermath: runs in which the aftermath killed it (A11).
        /// </summary>
        public int AftermathDeaths { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (DamageDealt != null)
            {
                json.Add("damageDealt", DamageDealt.ToJson());
            }
            if (DamageTaken != null)
            {
                json.Add("damageTaken", DamageTaken.ToJson());
            }
            if (Survived != 0)
            {
                json.Add("survived", global::Arbiter.ArbiterJson.Number(Survived));
            }
            if (AftermathDeaths != 0)
            {
                json.Add("aftermathDeaths", global::Arbiter.ArbiterJson.Number(AftermathDeaths));
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
                    case "damageDealt":
                    case "damage_dealt":
                        DamageDealt = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Distribution>(property.Value);
                        break;
                    case "damageTaken":
                    case "damage_taken":
                        DamageTaken = global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Distribution>(property.Value);
                        break;
                    case "survived":
                        Survived = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "aftermathDeaths":
                    case "aftermath_deaths":
                        AftermathDeaths = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// The distribution of a whole number over a simulation's runs.
    /// </summary>
    public sealed partial class Distribution : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Every value that happened, ascending, with the runs that had it.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.HistogramBin> Histogram { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.HistogramBin>();

        /// <summary>
        /// The sum over all runs (exact, so merged parts give the exact mean).
        /// </summary>
        public long Total { get; set; }

        /// <summary>
        /// total / runs.
        /// </summary>
        public double Mean { get; set; }

        /// <summary>
        /// The smallest value v with at least 10 % of the runs at or below it.
        /// </summary>
        public int P10 { get; set; }

        /// <summary>
        /// The median in the same sense (50 %).
        /// </summary>
        public int P50 { get; set; }

        /// <summary>
        /// The same at 90 %.
        /// </summary>
        public int P90 { get; set; }

        /// <summary>
        /// The same at 99 %.
        /// </summary>
        public int P99 { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "histogram", Histogram, value => value.ToJson());
            if (Total != 0)
            {
                json.Add("total", global::Arbiter.ArbiterJson.Int64(Total));
            }
            if (Mean != 0)
            {
                json.Add("mean", global::Arbiter.ArbiterJson.Double(Mean));
            }
            if (P10 != 0)
            {
                json.Add("p10", global::Arbiter.ArbiterJson.Number(P10));
            }
            if (P50 != 0)
            {
                json.Add("p50", global::Arbiter.ArbiterJson.Number(P50));
            }
            if (P90 != 0)
            {
                json.Add("p90", global::Arbiter.ArbiterJson.Number(P90));
            }
            if (P99 != 0)
            {
                json.Add("p99", global::Arbiter.ArbiterJson.Number(P99));
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
                    case "histogram":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Histogram, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.HistogramBin>(item));
                        break;
                    case "total":
                        Total = global::Arbiter.ArbiterJson.ReadInt64(property.Value);
                        break;
                    case "mean":
                        Mean = global::Arbiter.ArbiterJson.ReadDouble(property.Value);
                        break;
                    case "p10":
                        P10 = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "p50":
                        P50 = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "p90":
                        P90 = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "p99":
                        P99 = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// One bin of a histogram: a value and how many runs had it.
    /// </summary>
    public sealed partial class HistogramBin : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The value.
        /// </summary>
        public int Value { get; set; }

        /// <summary>
        /// Runs with that value.
        /// </summary>
        public int Count { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Value != 0)
            {
                json.Add("value", global::Arbiter.ArbiterJson.Number(Value));
            }
            if (Count != 0)
            {
                json.Add("count", global::Arbiter.ArbiterJson.Number(Count));
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
                    case "count":
                        Count = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// How many runs of a simulation ended for one reason.
    /// </summary>
    public sealed partial class EndReasonCount : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// The reason.
        /// </summary>
        public global::Arbiter.V1.EndReason EndReason { get; set; }

        /// <summary>
        /// Runs that ended so.
        /// </summary>
        public int Count { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (EndReason != 0)
            {
                json.Add("endReason", global::Arbiter.V1.EnumJson.Write(EndReason));
            }
            if (Count != 0)
            {
                json.Add("count", global::Arbiter.ArbiterJson.Number(Count));
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
                    case "endReason":
                    case "end_reason":
                        {
                            global::Arbiter.V1.EndReason read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                EndReason = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "count":
                        Count = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
