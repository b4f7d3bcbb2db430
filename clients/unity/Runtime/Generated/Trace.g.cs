// Generated from proto/arbiter/v1/trace.proto by scripts/gen_protos.py (scripts/gen_csharp.py);
// do not edit. Plain C# on Newtonsoft.Json's JObject: proto3 JSON without
// Google.Protobuf (docs/clients/unity.md).
namespace Arbiter.V1
{
    /// <summary>
    /// How much of the trace a response carries. Lower levels cost the server and the client less.
    /// </summary>
    public enum TraceDetail
    {
        /// <summary>
        /// Not set: full.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// No events; only the new state and the outcome.
        /// </summary>
        None = 1,
        /// <summary>
        /// Events without dice and terms: who did what to whom, outcomes, HP and condition changes.
        /// </summary>
        Summary = 2,
        /// <summary>
        /// Everything, every die included.
        /// </summary>
        Full = 3,
    }

    /// <summary>
    /// Kinds of trace event.
    /// </summary>
    public enum EventKind
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// An attack (ARRAYER Attack Die, or a `tiered` contested exchange from the attacker's side).
        /// </summary>
        Attack = 1,
        /// <summary>
        /// A `tiered` defender winning within reach and dealing damage back (ruling T3).
        /// </summary>
        Counterattack = 2,
        /// <summary>
        /// A critical degrading a weapon, armour or shield Tier, or hurting the roller (ruling T4).
        /// </summary>
        Critical = 3,
        /// <summary>
        /// A round begins.
        /// </summary>
        RoundStart = 4,
        /// <summary>
        /// Initiative or turn order rolled (rulings A13, T2).
        /// </summary>
        Initiative = 5,
        /// <summary>
        /// A combatant moved; path lists the squares it entered. ARRAYER movement phase (ruling A17): one
        /// per mover after all stepped together, the path as far as it got (empty when it never left its
        /// square), the summary telling the steps it waited in and why it stopped short.
        /// </summary>
        Move = 6,
        /// <summary>
        /// The encounter ended.
        /// </summary>
        EncounterEnd = 7,
        /// <summary>
        /// ARRAYER movement phase begins (simultaneous; rulings A13, A17).
        /// </summary>
        PhaseMovement = 20,
        /// <summary>
        /// ARRAYER reloading phase begins (simultaneous; rulings A13, A14).
        /// </summary>
        PhaseReloading = 21,
        /// <summary>
        /// ARRAYER shooting phase begins (initiative winners, then losers; ruling A13).
        /// </summary>
        PhaseShooting = 22,
        /// <summary>
        /// ARRAYER melee phase begins (initiative winners, then losers; ruling A13).
        /// </summary>
        PhaseMelee = 23,
        /// <summary>
        /// ARRAYER morale phase begins (ruling A15).
        /// </summary>
        PhaseMorale = 24,
        /// <summary>
        /// ARRAYER: a reload chit came off a weapon, or could not (ruling A14).
        /// </summary>
        ReloadChit = 25,
        /// <summary>
        /// ARRAYER: a gunpowder misfire or mishap (ruling A6).
        /// </summary>
        Mishap = 26,
        /// <summary>
        /// ARRAYER: a side's morale check (ruling A15).
        /// </summary>
        MoraleCheck = 27,
        /// <summary>
        /// ARRAYER: the aftermath roll of one downed combatant, or a blood bath (rulings A11, A12).
        /// </summary>
        Aftermath = 28,
        /// <summary>
        /// ARRAYER: a night's death check and healing of one combatant (ruling A12).
        /// </summary>
        NightlyRest = 29,
        /// <summary>
        /// ARRAYER: a save against a weapon's effect (Dodge, Physique; ruling A7).
        /// </summary>
        Save = 30,
        /// <summary>
        /// ARRAYER: an escape attempt from an entanglement.
        /// </summary>
        Escape = 31,
        /// <summary>
        /// ARRAYER: a weapon effect with no attack roll of its own (a dose, a break, a knock-back, an
        /// over-penetration hit).
        /// </summary>
        Effect = 32,
        /// <summary>
        /// ARRAYER: the Weapon Types roll at character creation (ruling A4).
        /// </summary>
        WeaponTypeRoll = 33,
        /// <summary>
        /// ARRAYER: a prone combatant (not downed) stands up instead of moving.
        /// </summary>
        StandUp = 34,
        /// <summary>
        /// ARRAYER: an interception attempt in the movement phase by an enemy not moving this phase (a
        /// Dexterity check as the mover leaves a square next to it; on success the mover stops on that
        /// square; rulings A18, A7).
        /// </summary>
        Interception = 35,
        /// <summary>
        /// ARRAYER: a combatant marked to recover at the next short rest does so (ruling A24).
        /// </summary>
        ShortRest = 36,
        /// <summary>
        /// `tiered`: a weapon reloaded one step (ruling T2).
        /// </summary>
        Reload = 40,
        /// <summary>
        /// `tiered`: a stealth check (ruling T6).
        /// </summary>
        StealthCheck = 41,
        /// <summary>
        /// `tiered`: a trap set, or one step of its in-combat setup (ruling T7).
        /// </summary>
        TrapSet = 42,
        /// <summary>
        /// `tiered`: a mover came near a trap and contested it (ruling T7).
        /// </summary>
        TrapContest = 43,
        /// <summary>
        /// `tiered`: an attempt to break free of a trap (ruling T7).
        /// </summary>
        BreakFree = 44,
        /// <summary>
        /// `tiered`: a trap disarmed (ruling T7).
        /// </summary>
        TrapDisarmed = 45,
        /// <summary>
        /// `tiered`: a day of trapping for food (ruling T7).
        /// </summary>
        TrapForFood = 46,
        /// <summary>
        /// `tiered`: a condition ran out: stealth flags at the start of the stealthed combatant's turn
        /// (ruling T6; fully behind cover it stays stealthed, ruling T14), immobilisation when its rounds
        /// are over (ruling T7).
        /// </summary>
        ConditionLapses = 47,
        /// <summary>
        /// `tiered`: a combatant holding a stealth flag tries to locate the stealthed combatant
        /// (LocateStealthed, ruling T18).
        /// </summary>
        Locate = 48,
    }

    /// <summary>
    /// How an event came out.
    /// </summary>
    public enum Outcome
    {
        /// <summary>
        /// Not set, or the event has no outcome (e.g. a round start).
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// The attack hit and dealt damage.
        /// </summary>
        Hit = 1,
        /// <summary>
        /// The attack missed.
        /// </summary>
        Miss = 2,
        /// <summary>
        /// `tiered`: the contest tied; nothing happens (ruling S4).
        /// </summary>
        Tie = 3,
        /// <summary>
        /// `tiered`: the defender won but could not deal damage back (out of reach, or a bow).
        /// </summary>
        Defended = 4,
        /// <summary>
        /// Initiative won, or a side or combatant took its turn first.
        /// </summary>
        First = 5,
        /// <summary>
        /// Initiative lost.
        /// </summary>
        Second = 6,
        /// <summary>
        /// ARRAYER gunpowder: no shot (weather, or mishap 1-4); may fire next round (ruling A6).
        /// </summary>
        Misfire = 20,
        /// <summary>
        /// ARRAYER: a morale check held (ruling A15).
        /// </summary>
        Held = 21,
        /// <summary>
        /// ARRAYER: a morale check broke: the side routs (ruling A15).
        /// </summary>
        Broke = 22,
        /// <summary>
        /// ARRAYER: a killing blow, or an aftermath or nightly roll, killed.
        /// </summary>
        Killed = 23,
        /// <summary>
        /// ARRAYER aftermath: recovers to 0 HP at the next short rest (ruling A11).
        /// </summary>
        Recovers = 24,
        /// <summary>
        /// ARRAYER aftermath: wounded (ruling A11).
        /// </summary>
        Wounded = 25,
        /// <summary>
        /// ARRAYER: the effect was applied (dose, hold, entanglement) with no damage.
        /// </summary>
        Applied = 26,
        /// <summary>
        /// `tiered`: a check or contest against an opponent or the environment succeeded.
        /// </summary>
        Success = 40,
        /// <summary>
        /// `tiered`: a check or contest failed.
        /// </summary>
        Failure = 41,
    }

    /// <summary>
    /// Conditions a trace reports changing.
    /// </summary>
    public enum Condition
    {
        /// <summary>
        /// Not set.
        /// </summary>
        Unspecified = 0,
        /// <summary>
        /// Prone.
        /// </summary>
        Prone = 1,
        /// <summary>
        /// Grappled.
        /// </summary>
        Grappled = 2,
        /// <summary>
        /// Unaware.
        /// </summary>
        Unaware = 3,
        /// <summary>
        /// Entangled.
        /// </summary>
        Entangled = 4,
        /// <summary>
        /// Immobilised by a trap.
        /// </summary>
        Immobilised = 5,
        /// <summary>
        /// Held by a mancatcher.
        /// </summary>
        Held = 6,
        /// <summary>
        /// Stealthed.
        /// </summary>
        Stealthed = 7,
        /// <summary>
        /// Out of the fight (ARRAYER HP &lt; 0, `tiered` HP &lt;= 0).
        /// </summary>
        Downed = 8,
        /// <summary>
        /// Dead.
        /// </summary>
        Dead = 9,
        /// <summary>
        /// Routed.
        /// </summary>
        Routed = 10,
        /// <summary>
        /// ARRAYER: dosed with chemic by doping spines.
        /// </summary>
        Dosed = 20,
        /// <summary>
        /// `tiered`: holds a stealth flag of the event's actor (ruling T6).
        /// </summary>
        StealthFlagged = 40,
    }

    /// <summary>The proto3 JSON names of the enums of this file.</summary>
    internal static partial class EnumJson
    {
        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.TraceDetail value)
        {
            switch (value)
            {
                case global::Arbiter.V1.TraceDetail.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("TRACE_DETAIL_UNSPECIFIED");
                case global::Arbiter.V1.TraceDetail.None: return new global::Newtonsoft.Json.Linq.JValue("TRACE_DETAIL_NONE");
                case global::Arbiter.V1.TraceDetail.Summary: return new global::Newtonsoft.Json.Linq.JValue("TRACE_DETAIL_SUMMARY");
                case global::Arbiter.V1.TraceDetail.Full: return new global::Newtonsoft.Json.Linq.JValue("TRACE_DETAIL_FULL");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.TraceDetail value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.TraceDetail)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "TRACE_DETAIL_UNSPECIFIED": value = global::Arbiter.V1.TraceDetail.Unspecified; return true;
                case "TRACE_DETAIL_NONE": value = global::Arbiter.V1.TraceDetail.None; return true;
                case "TRACE_DETAIL_SUMMARY": value = global::Arbiter.V1.TraceDetail.Summary; return true;
                case "TRACE_DETAIL_FULL": value = global::Arbiter.V1.TraceDetail.Full; return true;
                default: value = default(global::Arbiter.V1.TraceDetail); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.EventKind value)
        {
            switch (value)
            {
                case global::Arbiter.V1.EventKind.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_UNSPECIFIED");
                case global::Arbiter.V1.EventKind.Attack: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_ATTACK");
                case global::Arbiter.V1.EventKind.Counterattack: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_COUNTERATTACK");
                case global::Arbiter.V1.EventKind.Critical: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_CRITICAL");
                case global::Arbiter.V1.EventKind.RoundStart: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_ROUND_START");
                case global::Arbiter.V1.EventKind.Initiative: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_INITIATIVE");
                case global::Arbiter.V1.EventKind.Move: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_MOVE");
                case global::Arbiter.V1.EventKind.EncounterEnd: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_ENCOUNTER_END");
                case global::Arbiter.V1.EventKind.PhaseMovement: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_PHASE_MOVEMENT");
                case global::Arbiter.V1.EventKind.PhaseReloading: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_PHASE_RELOADING");
                case global::Arbiter.V1.EventKind.PhaseShooting: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_PHASE_SHOOTING");
                case global::Arbiter.V1.EventKind.PhaseMelee: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_PHASE_MELEE");
                case global::Arbiter.V1.EventKind.PhaseMorale: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_PHASE_MORALE");
                case global::Arbiter.V1.EventKind.ReloadChit: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_RELOAD_CHIT");
                case global::Arbiter.V1.EventKind.Mishap: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_MISHAP");
                case global::Arbiter.V1.EventKind.MoraleCheck: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_MORALE_CHECK");
                case global::Arbiter.V1.EventKind.Aftermath: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_AFTERMATH");
                case global::Arbiter.V1.EventKind.NightlyRest: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_NIGHTLY_REST");
                case global::Arbiter.V1.EventKind.Save: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_SAVE");
                case global::Arbiter.V1.EventKind.Escape: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_ESCAPE");
                case global::Arbiter.V1.EventKind.Effect: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_EFFECT");
                case global::Arbiter.V1.EventKind.WeaponTypeRoll: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_WEAPON_TYPE_ROLL");
                case global::Arbiter.V1.EventKind.StandUp: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_STAND_UP");
                case global::Arbiter.V1.EventKind.Interception: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_INTERCEPTION");
                case global::Arbiter.V1.EventKind.ShortRest: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_SHORT_REST");
                case global::Arbiter.V1.EventKind.Reload: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_RELOAD");
                case global::Arbiter.V1.EventKind.StealthCheck: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_STEALTH_CHECK");
                case global::Arbiter.V1.EventKind.TrapSet: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_TRAP_SET");
                case global::Arbiter.V1.EventKind.TrapContest: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_TRAP_CONTEST");
                case global::Arbiter.V1.EventKind.BreakFree: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_BREAK_FREE");
                case global::Arbiter.V1.EventKind.TrapDisarmed: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_TRAP_DISARMED");
                case global::Arbiter.V1.EventKind.TrapForFood: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_TRAP_FOR_FOOD");
                case global::Arbiter.V1.EventKind.ConditionLapses: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_CONDITION_LAPSES");
                case global::Arbiter.V1.EventKind.Locate: return new global::Newtonsoft.Json.Linq.JValue("EVENT_KIND_LOCATE");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.EventKind value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.EventKind)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "EVENT_KIND_UNSPECIFIED": value = global::Arbiter.V1.EventKind.Unspecified; return true;
                case "EVENT_KIND_ATTACK": value = global::Arbiter.V1.EventKind.Attack; return true;
                case "EVENT_KIND_COUNTERATTACK": value = global::Arbiter.V1.EventKind.Counterattack; return true;
                case "EVENT_KIND_CRITICAL": value = global::Arbiter.V1.EventKind.Critical; return true;
                case "EVENT_KIND_ROUND_START": value = global::Arbiter.V1.EventKind.RoundStart; return true;
                case "EVENT_KIND_INITIATIVE": value = global::Arbiter.V1.EventKind.Initiative; return true;
                case "EVENT_KIND_MOVE": value = global::Arbiter.V1.EventKind.Move; return true;
                case "EVENT_KIND_ENCOUNTER_END": value = global::Arbiter.V1.EventKind.EncounterEnd; return true;
                case "EVENT_KIND_PHASE_MOVEMENT": value = global::Arbiter.V1.EventKind.PhaseMovement; return true;
                case "EVENT_KIND_PHASE_RELOADING": value = global::Arbiter.V1.EventKind.PhaseReloading; return true;
                case "EVENT_KIND_PHASE_SHOOTING": value = global::Arbiter.V1.EventKind.PhaseShooting; return true;
                case "EVENT_KIND_PHASE_MELEE": value = global::Arbiter.V1.EventKind.PhaseMelee; return true;
                case "EVENT_KIND_PHASE_MORALE": value = global::Arbiter.V1.EventKind.PhaseMorale; return true;
                case "EVENT_KIND_RELOAD_CHIT": value = global::Arbiter.V1.EventKind.ReloadChit; return true;
                case "EVENT_KIND_MISHAP": value = global::Arbiter.V1.EventKind.Mishap; return true;
                case "EVENT_KIND_MORALE_CHECK": value = global::Arbiter.V1.EventKind.MoraleCheck; return true;
                case "EVENT_KIND_AFTERMATH": value = global::Arbiter.V1.EventKind.Aftermath; return true;
                case "EVENT_KIND_NIGHTLY_REST": value = global::Arbiter.V1.EventKind.NightlyRest; return true;
                case "EVENT_KIND_SAVE": value = global::Arbiter.V1.EventKind.Save; return true;
                case "EVENT_KIND_ESCAPE": value = global::Arbiter.V1.EventKind.Escape; return true;
                case "EVENT_KIND_EFFECT": value = global::Arbiter.V1.EventKind.Effect; return true;
                case "EVENT_KIND_WEAPON_TYPE_ROLL": value = global::Arbiter.V1.EventKind.WeaponTypeRoll; return true;
                case "EVENT_KIND_STAND_UP": value = global::Arbiter.V1.EventKind.StandUp; return true;
                case "EVENT_KIND_INTERCEPTION": value = global::Arbiter.V1.EventKind.Interception; return true;
                case "EVENT_KIND_SHORT_REST": value = global::Arbiter.V1.EventKind.ShortRest; return true;
                case "EVENT_KIND_RELOAD": value = global::Arbiter.V1.EventKind.Reload; return true;
                case "EVENT_KIND_STEALTH_CHECK": value = global::Arbiter.V1.EventKind.StealthCheck; return true;
                case "EVENT_KIND_TRAP_SET": value = global::Arbiter.V1.EventKind.TrapSet; return true;
                case "EVENT_KIND_TRAP_CONTEST": value = global::Arbiter.V1.EventKind.TrapContest; return true;
                case "EVENT_KIND_BREAK_FREE": value = global::Arbiter.V1.EventKind.BreakFree; return true;
                case "EVENT_KIND_TRAP_DISARMED": value = global::Arbiter.V1.EventKind.TrapDisarmed; return true;
                case "EVENT_KIND_TRAP_FOR_FOOD": value = global::Arbiter.V1.EventKind.TrapForFood; return true;
                case "EVENT_KIND_CONDITION_LAPSES": value = global::Arbiter.V1.EventKind.ConditionLapses; return true;
                case "EVENT_KIND_LOCATE": value = global::Arbiter.V1.EventKind.Locate; return true;
                default: value = default(global::Arbiter.V1.EventKind); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.Outcome value)
        {
            switch (value)
            {
                case global::Arbiter.V1.Outcome.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_UNSPECIFIED");
                case global::Arbiter.V1.Outcome.Hit: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_HIT");
                case global::Arbiter.V1.Outcome.Miss: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_MISS");
                case global::Arbiter.V1.Outcome.Tie: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_TIE");
                case global::Arbiter.V1.Outcome.Defended: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_DEFENDED");
                case global::Arbiter.V1.Outcome.First: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_FIRST");
                case global::Arbiter.V1.Outcome.Second: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_SECOND");
                case global::Arbiter.V1.Outcome.Misfire: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_MISFIRE");
                case global::Arbiter.V1.Outcome.Held: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_HELD");
                case global::Arbiter.V1.Outcome.Broke: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_BROKE");
                case global::Arbiter.V1.Outcome.Killed: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_KILLED");
                case global::Arbiter.V1.Outcome.Recovers: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_RECOVERS");
                case global::Arbiter.V1.Outcome.Wounded: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_WOUNDED");
                case global::Arbiter.V1.Outcome.Applied: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_APPLIED");
                case global::Arbiter.V1.Outcome.Success: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_SUCCESS");
                case global::Arbiter.V1.Outcome.Failure: return new global::Newtonsoft.Json.Linq.JValue("OUTCOME_FAILURE");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.Outcome value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.Outcome)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "OUTCOME_UNSPECIFIED": value = global::Arbiter.V1.Outcome.Unspecified; return true;
                case "OUTCOME_HIT": value = global::Arbiter.V1.Outcome.Hit; return true;
                case "OUTCOME_MISS": value = global::Arbiter.V1.Outcome.Miss; return true;
                case "OUTCOME_TIE": value = global::Arbiter.V1.Outcome.Tie; return true;
                case "OUTCOME_DEFENDED": value = global::Arbiter.V1.Outcome.Defended; return true;
                case "OUTCOME_FIRST": value = global::Arbiter.V1.Outcome.First; return true;
                case "OUTCOME_SECOND": value = global::Arbiter.V1.Outcome.Second; return true;
                case "OUTCOME_MISFIRE": value = global::Arbiter.V1.Outcome.Misfire; return true;
                case "OUTCOME_HELD": value = global::Arbiter.V1.Outcome.Held; return true;
                case "OUTCOME_BROKE": value = global::Arbiter.V1.Outcome.Broke; return true;
                case "OUTCOME_KILLED": value = global::Arbiter.V1.Outcome.Killed; return true;
                case "OUTCOME_RECOVERS": value = global::Arbiter.V1.Outcome.Recovers; return true;
                case "OUTCOME_WOUNDED": value = global::Arbiter.V1.Outcome.Wounded; return true;
                case "OUTCOME_APPLIED": value = global::Arbiter.V1.Outcome.Applied; return true;
                case "OUTCOME_SUCCESS": value = global::Arbiter.V1.Outcome.Success; return true;
                case "OUTCOME_FAILURE": value = global::Arbiter.V1.Outcome.Failure; return true;
                default: value = default(global::Arbiter.V1.Outcome); return false;
            }
        }

        internal static global::Newtonsoft.Json.Linq.JToken Write(global::Arbiter.V1.Condition value)
        {
            switch (value)
            {
                case global::Arbiter.V1.Condition.Unspecified: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_UNSPECIFIED");
                case global::Arbiter.V1.Condition.Prone: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_PRONE");
                case global::Arbiter.V1.Condition.Grappled: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_GRAPPLED");
                case global::Arbiter.V1.Condition.Unaware: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_UNAWARE");
                case global::Arbiter.V1.Condition.Entangled: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_ENTANGLED");
                case global::Arbiter.V1.Condition.Immobilised: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_IMMOBILISED");
                case global::Arbiter.V1.Condition.Held: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_HELD");
                case global::Arbiter.V1.Condition.Stealthed: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_STEALTHED");
                case global::Arbiter.V1.Condition.Downed: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_DOWNED");
                case global::Arbiter.V1.Condition.Dead: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_DEAD");
                case global::Arbiter.V1.Condition.Routed: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_ROUTED");
                case global::Arbiter.V1.Condition.Dosed: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_DOSED");
                case global::Arbiter.V1.Condition.StealthFlagged: return new global::Newtonsoft.Json.Linq.JValue("CONDITION_STEALTH_FLAGGED");
                default: return new global::Newtonsoft.Json.Linq.JValue((long)value);
            }
        }

        internal static bool TryRead(global::Newtonsoft.Json.Linq.JToken token, out global::Arbiter.V1.Condition value)
        {
            int number;
            if (global::Arbiter.ArbiterJson.TryReadEnumNumber(token, out number))
            {
                value = (global::Arbiter.V1.Condition)number;
                return true;
            }
            switch (global::Arbiter.ArbiterJson.ReadString(token))
            {
                case "CONDITION_UNSPECIFIED": value = global::Arbiter.V1.Condition.Unspecified; return true;
                case "CONDITION_PRONE": value = global::Arbiter.V1.Condition.Prone; return true;
                case "CONDITION_GRAPPLED": value = global::Arbiter.V1.Condition.Grappled; return true;
                case "CONDITION_UNAWARE": value = global::Arbiter.V1.Condition.Unaware; return true;
                case "CONDITION_ENTANGLED": value = global::Arbiter.V1.Condition.Entangled; return true;
                case "CONDITION_IMMOBILISED": value = global::Arbiter.V1.Condition.Immobilised; return true;
                case "CONDITION_HELD": value = global::Arbiter.V1.Condition.Held; return true;
                case "CONDITION_STEALTHED": value = global::Arbiter.V1.Condition.Stealthed; return true;
                case "CONDITION_DOWNED": value = global::Arbiter.V1.Condition.Downed; return true;
                case "CONDITION_DEAD": value = global::Arbiter.V1.Condition.Dead; return true;
                case "CONDITION_ROUTED": value = global::Arbiter.V1.Condition.Routed; return true;
                case "CONDITION_DOSED": value = global::Arbiter.V1.Condition.Dosed; return true;
                case "CONDITION_STEALTH_FLAGGED": value = global::Arbiter.V1.Condition.StealthFlagged; return true;
                default: value = default(global::Arbiter.V1.Condition); return false;
            }
        }
    }

    /// <summary>
    /// The ordered record of a resolution: enough to animate and explain it without knowing the rules,
    /// and to replay it (every die is in order).
    /// </summary>
    public sealed partial class Trace : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Events in the order they happened.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.TraceEvent> Events { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.TraceEvent>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            global::Arbiter.ArbiterJson.AddList(json, "events", Events, value => value.ToJson());
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
                    case "events":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Events, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.TraceEvent>(item));
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
    /// One thing that happened.
    /// </summary>
    public sealed partial class TraceEvent : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// What kind of thing.
        /// </summary>
        public global::Arbiter.V1.EventKind Kind { get; set; }

        /// <summary>
        /// Round it happened in (1-based; 0 outside rounds, e.g. a single ResolveAction before any round).
        /// </summary>
        public int Round { get; set; }

        /// <summary>
        /// Who acted; empty for events of the whole encounter.
        /// </summary>
        public string ActorId { get; set; } = "";

        /// <summary>
        /// Who it was done to; empty when nobody.
        /// </summary>
        public string TargetId { get; set; } = "";

        /// <summary>
        /// The weapon used (the actor's Weapon.id), if any.
        /// </summary>
        public string WeaponId { get; set; } = "";

        /// <summary>
        /// Dice rolled for this event, in order (FULL detail only).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.DieRoll> Dice { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.DieRoll>();

        /// <summary>
        /// Named totals and the terms that made them (FULL detail only), e.g. damage = roll 4 + weight 1 -
        /// armour 2.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Total> Totals { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Total>();

        /// <summary>
        /// How it came out.
        /// </summary>
        public global::Arbiter.V1.Outcome Outcome { get; set; }

        /// <summary>
        /// Hit points that changed.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.HpChange> HpChanges { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.HpChange>();

        /// <summary>
        /// Conditions that changed.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.ConditionChange> ConditionChanges { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.ConditionChange>();

        /// <summary>
        /// Ids of the rulings applied (rulings.md), e.g. "A2".
        /// </summary>
        public global::System.Collections.Generic.List<string> Rulings { get; } = new global::System.Collections.Generic.List<string>();

        /// <summary>
        /// One readable line, e.g. "ana hits bo with sword for 3".
        /// </summary>
        public string Summary { get; set; } = "";

        /// <summary>
        /// The side concerned, for side events (initiative, morale).
        /// </summary>
        public string SideId { get; set; } = "";

        /// <summary>
        /// For moves: the squares entered, in order (the last is where the actor stopped).
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Position> Path { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Position>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Kind != 0)
            {
                json.Add("kind", global::Arbiter.V1.EnumJson.Write(Kind));
            }
            if (Round != 0)
            {
                json.Add("round", global::Arbiter.ArbiterJson.Number(Round));
            }
            if (ActorId != null && ActorId.Length != 0)
            {
                json.Add("actorId", global::Arbiter.ArbiterJson.String(ActorId));
            }
            if (TargetId != null && TargetId.Length != 0)
            {
                json.Add("targetId", global::Arbiter.ArbiterJson.String(TargetId));
            }
            if (WeaponId != null && WeaponId.Length != 0)
            {
                json.Add("weaponId", global::Arbiter.ArbiterJson.String(WeaponId));
            }
            global::Arbiter.ArbiterJson.AddList(json, "dice", Dice, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "totals", Totals, value => value.ToJson());
            if (Outcome != 0)
            {
                json.Add("outcome", global::Arbiter.V1.EnumJson.Write(Outcome));
            }
            global::Arbiter.ArbiterJson.AddList(json, "hpChanges", HpChanges, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "conditionChanges", ConditionChanges, value => value.ToJson());
            global::Arbiter.ArbiterJson.AddList(json, "rulings", Rulings, value => global::Arbiter.ArbiterJson.String(value));
            if (Summary != null && Summary.Length != 0)
            {
                json.Add("summary", global::Arbiter.ArbiterJson.String(Summary));
            }
            if (SideId != null && SideId.Length != 0)
            {
                json.Add("sideId", global::Arbiter.ArbiterJson.String(SideId));
            }
            global::Arbiter.ArbiterJson.AddList(json, "path", Path, value => value.ToJson());
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
                            global::Arbiter.V1.EventKind read;
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
                    case "round":
                        Round = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "actorId":
                    case "actor_id":
                        ActorId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "targetId":
                    case "target_id":
                        TargetId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "weaponId":
                    case "weapon_id":
                        WeaponId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "dice":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Dice, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.DieRoll>(item));
                        break;
                    case "totals":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Totals, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Total>(item));
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
                    case "hpChanges":
                    case "hp_changes":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, HpChanges, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.HpChange>(item));
                        break;
                    case "conditionChanges":
                    case "condition_changes":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, ConditionChanges, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.ConditionChange>(item));
                        break;
                    case "rulings":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Rulings, item => global::Arbiter.ArbiterJson.ReadString(item));
                        break;
                    case "summary":
                        Summary = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "sideId":
                    case "side_id":
                        SideId = global::Arbiter.ArbiterJson.ReadString(property.Value);
                        break;
                    case "path":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Path, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Position>(item));
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
    /// A named total and its terms: value is the sum of the terms, after any floor or cap named as a
    /// term of its own.
    /// </summary>
    public sealed partial class Total : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// What it is: "attack", "defence", "difference", "damage" (docs/trace.md lists them).
        /// </summary>
        public string Name { get; set; } = "";

        /// <summary>
        /// Its value.
        /// </summary>
        public int Value { get; set; }

        /// <summary>
        /// The parts, in order: e.g. roll 4, weight 1, armour -2.
        /// </summary>
        public global::System.Collections.Generic.List<global::Arbiter.V1.Term> Terms { get; } = new global::System.Collections.Generic.List<global::Arbiter.V1.Term>();

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Name != null && Name.Length != 0)
            {
                json.Add("name", global::Arbiter.ArbiterJson.String(Name));
            }
            if (Value != 0)
            {
                json.Add("value", global::Arbiter.ArbiterJson.Number(Value));
            }
            global::Arbiter.ArbiterJson.AddList(json, "terms", Terms, value => value.ToJson());
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
                    case "value":
                        Value = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "terms":
                        global::Arbiter.ArbiterJson.ReadList(property.Value, Terms, item => global::Arbiter.ArbiterJson.Read<global::Arbiter.V1.Term>(item));
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
    /// One part of a total.
    /// </summary>
    public sealed partial class Term : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// What it is: "roll", "weight", "armour", "body", "tier", "floor" ... (docs/trace.md).
        /// </summary>
        public string Name { get; set; } = "";

        /// <summary>
        /// Signed contribution.
        /// </summary>
        public int Value { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (Name != null && Name.Length != 0)
            {
                json.Add("name", global::Arbiter.ArbiterJson.String(Name));
            }
            if (Value != 0)
            {
                json.Add("value", global::Arbiter.ArbiterJson.Number(Value));
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
                    case "value":
                        Value = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// A combatant's hit points before and after an event.
    /// </summary>
    public sealed partial class HpChange : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Whose.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// Before the event.
        /// </summary>
        public int Before { get; set; }

        /// <summary>
        /// After it.
        /// </summary>
        public int After { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (Before != 0)
            {
                json.Add("before", global::Arbiter.ArbiterJson.Number(Before));
            }
            if (After != 0)
            {
                json.Add("after", global::Arbiter.ArbiterJson.Number(After));
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
                    case "before":
                        Before = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
                        break;
                    case "after":
                        After = global::Arbiter.ArbiterJson.ReadInt32(property.Value);
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
    /// A condition gained or lost.
    /// </summary>
    public sealed partial class ConditionChange : global::Arbiter.IArbiterMessage
    {
        private global::Newtonsoft.Json.Linq.JObject _unknown;

        /// <summary>
        /// Whose.
        /// </summary>
        public string CombatantId { get; set; } = "";

        /// <summary>
        /// Which condition.
        /// </summary>
        public global::Arbiter.V1.Condition Condition { get; set; }

        /// <summary>
        /// True when gained, false when lost.
        /// </summary>
        public bool Active { get; set; }

        /// <summary>This message as proto3 JSON (defaults left out).</summary>
        public global::Newtonsoft.Json.Linq.JObject ToJson()
        {
            global::Newtonsoft.Json.Linq.JObject json = new global::Newtonsoft.Json.Linq.JObject();
            if (CombatantId != null && CombatantId.Length != 0)
            {
                json.Add("combatantId", global::Arbiter.ArbiterJson.String(CombatantId));
            }
            if (Condition != 0)
            {
                json.Add("condition", global::Arbiter.V1.EnumJson.Write(Condition));
            }
            if (Active)
            {
                json.Add("active", global::Arbiter.ArbiterJson.Bool(Active));
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
                    case "condition":
                        {
                            global::Arbiter.V1.Condition read;
                            if (global::Arbiter.V1.EnumJson.TryRead(property.Value, out read))
                            {
                                Condition = read;
                            }
                            else
                            {
                                _unknown = global::Arbiter.ArbiterJson.Keep(_unknown, property);
                            }
                        }
                        break;
                    case "active":
                        Active = global::Arbiter.ArbiterJson.ReadBool(property.Value);
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
