// An encounter's figures (each side's win, the draw, the rounds, each combatant's survival and
// damage): exact from ComputeEncounterOdds to the end when the server allows it, else from
// Simulate when it refuses for cost (RESOURCE_EXHAUSTED, LIMIT_EXCEEDED), the refusal kept to be
// shown beside them. The encounter panel, the two-parameter sweep and A/B compare all ask here,
// so they say the same thing the same way.
import { fromJson, toJson } from "@bufbuild/protobuf";
import type { JsonObject } from "@bufbuild/protobuf";

import {
  ComputeEncounterOddsRequestSchema,
  ComputeEncounterOddsResponseSchema,
  SimulationResultSchema,
} from "../../node/src/gen/arbiter/v1/combat_service_pb.js";
import type { ComputeEncounterOddsResponse, Rational, SimulationResult } from "../../node/src/gen/arbiter/v1/combat_service_pb.js";
import type { Arbiter, Failure } from "./api.js";
import { failure } from "./api.js";
import { barChart } from "./charts.js";
import { el, percent } from "./dom.js";
import type { Table } from "./table.js";

/** How many rounds the rounds chart lists: listing costs as rounds within a limit do
 * (docs/balance.md "To the end"), and the rest is `rounds_beyond`. */
export const LISTED_ROUNDS = 10;

/** A Rational as a fraction (its exact digits, of any size); terms too long to read show the value. */
export function fraction(r: Rational | undefined): string {
  if (r === undefined) return "0";
  const [numerator, denominator] = r.exactDenominator ? [r.exactNumerator, r.exactDenominator] : [String(r.numerator), String(r.denominator)];
  if (denominator === "0" || denominator.length > 20) return `~${r.value.toPrecision(6)}`;
  return denominator === "1" ? numerator : `${numerator}/${denominator}`;
}

/** A Rational's exact text ("n/d", any size: for exports and comparisons, never shortened). */
export function exact(r: Rational | undefined): string {
  return r === undefined ? "0" : `${r.exactNumerator || "0"}/${r.exactDenominator || "1"}`;
}

export type Figures =
  | { method: "exact"; response: ComputeEncounterOddsResponse; listed: number }
  | { method: "simulated"; result: SimulationResult; refusal: Failure };

/** The figures' answer as proto3 JSON (what the panels carry as data-json, for the tests). */
export function answerJson(figures: Figures): JsonObject {
  return figures.method === "exact"
    ? (toJson(ComputeEncounterOddsResponseSchema, figures.response) as JsonObject)
    : (toJson(SimulationResultSchema, figures.result) as JsonObject);
}

/** A side's win: exact (its fraction as `probability`), or the simulated rate with its 95 %
 * interval and the reason the exact odds were refused. */
export function sideWin(figures: Figures, side: string): { value: number; low: number; high: number; probability: string; refusal: string; wins?: number; runs?: number } {
  if (figures.method === "exact") {
    const win = figures.response.sides.find((s) => s.sideId === side)?.win;
    const value = win?.value ?? 0;
    return { value, low: value, high: value, probability: exact(win), refusal: "" };
  }
  const s = figures.result.sides.find((x) => x.sideId === side);
  return { value: s?.winRate ?? 0, low: s?.winRateLow ?? 0, high: s?.winRateHigh ?? 0, probability: "", refusal: figures.refusal.reason, wins: s?.wins ?? 0, runs: figures.result.runs };
}

export interface Sources {
  client: Arbiter;
  /** Simulate's result for the encounter (the Simulate panel's own call). */
  simulate: (json: JsonObject, runs: number, seed: string, signal: AbortSignal) => Promise<SimulationResult>;
}

/** The encounter `json` (a ResolveEncounterRequest's proto3 JSON)'s figures: exact to the end,
 * listing LISTED_ROUNDS rounds; refused for cost, exact with none listed (the listed rounds are
 * carried, and cost, as rounds within a limit: the wins and the mean may fit without them); refused
 * again, `runs` simulated runs of `seed`. Any other refusal (NEVER_ENDS, a bad request) is thrown,
 * to be shown as an error. */
export async function encounterFigures(sources: Sources, json: JsonObject, runs: number, seed: string, signal: AbortSignal): Promise<Figures> {
  const { dice: _dice, traceDetail: _detail, aftermath: _aftermath, maxRounds: _max, ...encounter } = json;
  let refusal: Failure | undefined;
  for (const listed of [LISTED_ROUNDS, 0]) {
    const request = fromJson(ComputeEncounterOddsRequestSchema, { ...encounter, toTheEnd: true, maxRounds: listed });
    try {
      return { method: "exact", response: await sources.client.computeEncounterOdds(request, { signal, timeoutMs: 120_000 }), listed };
    } catch (thrown) {
      refusal = failure(thrown);
      if (refusal.code !== "RESOURCE_EXHAUSTED" || refusal.reason !== "LIMIT_EXCEEDED") throw thrown;
    }
  }
  return { method: "simulated", result: await sources.simulate(json, runs, seed, signal), refusal: refusal! };
}

// --- the tables ----------------------------------------------------------------------------

const asPercent = (v: string | number) => (v === "" ? "" : percent(Number(v)));

/** Each side's win and the draw. */
export function sidesTable(figures: Figures, name: string): Table {
  if (figures.method === "exact") {
    const r = figures.response;
    const row = (side: string, p: Rational | undefined) => [side, exact(p), p?.exactNumerator ?? "0", p?.exactDenominator ?? "1", p?.value ?? 0];
    return {
      name,
      columns: [{ name: "side" }, { name: "probability" , show: (v) => shorten(String(v)) }, { name: "numerator", hidden: true }, { name: "denominator", hidden: true }, { name: "value", show: asPercent }],
      rows: [...r.sides.map((s) => row(s.sideId, s.win)), row("(draw)", r.draw)],
    };
  }
  return simulationSides(figures.result, name);
}

/** A simulation's sides: wins, the win rate and its 95 % interval, and the draws. */
export function simulationSides(s: SimulationResult, name: string): Table {
  return {
    name,
    columns: [{ name: "side" }, { name: "wins" }, { name: "runs", hidden: true }, { name: "win_rate", show: asPercent }, { name: "win_rate_low", show: asPercent }, { name: "win_rate_high", show: asPercent }],
    rows: [
      ...s.sides.map((x) => [x.sideId, x.wins, s.runs, x.winRate, x.winRateLow, x.winRateHigh]),
      ["(draw)", s.draws, s.runs, s.runs ? s.draws / s.runs : 0, "", ""],
    ],
  };
}

/** A simulation's combatants: survival and mean damage dealt and taken. */
export function simulationCombatants(s: SimulationResult, name: string): Table {
  return {
    name,
    columns: [{ name: "combatant" }, { name: "survived" }, { name: "survival", show: asPercent }, { name: "mean_damage_dealt", show: (v) => Number(v).toFixed(3) }, { name: "mean_damage_taken", show: (v) => Number(v).toFixed(3) }],
    rows: s.combatants.map((c) => [c.combatantId, c.survived, s.runs ? c.survived / s.runs : 0, c.damageDealt?.mean ?? 0, c.damageTaken?.mean ?? 0]),
  };
}

/** Each combatant's survival and mean damage dealt and taken. */
export function combatantsTable(figures: Figures, name: string): Table {
  if (figures.method === "exact") {
    const columns = ["survival", "mean_damage_dealt", "mean_damage_taken"].flatMap((n) => [
      { name: n, show: (v: string | number) => shorten(String(v)) },
      { name: `${n}_value`, show: (v: string | number) => (n === "survival" ? percent(Number(v)) : Number(v).toFixed(3)) },
    ]);
    return {
      name,
      columns: [{ name: "combatant" }, ...columns],
      rows: figures.response.combatants.map((c) => [
        c.combatantId,
        ...[c.survival, c.meanDamageDealt, c.meanDamageTaken].flatMap((r) => [exact(r), r?.value ?? 0]),
      ]),
    };
  }
  return simulationCombatants(figures.result, name);
}

/** The probability of lasting each number of rounds (exact: up to the rounds listed, then the
 * mass beyond; simulated: the runs' histogram). */
export function roundsTable(figures: Figures, name: string): Table {
  if (figures.method === "exact") {
    const r = figures.response;
    const rows = r.rounds.map((x) => [String(x.rounds), exact(x.probability), x.probability?.value ?? 0]);
    rows.push([`more than ${figures.listed}`, exact(r.roundsBeyond), r.roundsBeyond?.value ?? 0]);
    return { name, columns: [{ name: "rounds" }, { name: "probability", show: (v) => shorten(String(v)) }, { name: "value", show: asPercent }], rows };
  }
  const s = figures.result;
  return {
    name,
    columns: [{ name: "rounds" }, { name: "runs" }, { name: "share", show: asPercent }],
    rows: (s.rounds?.histogram ?? []).map((b) => [String(b.value), b.count, s.runs ? b.count / s.runs : 0]),
  };
}

/** A fraction whose digits would not fit a cell shows its first and last digits. */
function shorten(text: string): string {
  return text.length > 32 ? `${text.slice(0, 14)}…${text.slice(-14)}` : text;
}

/** What the figures are, in words: exact to the end, or simulated because of the refusal. */
export function methodText(figures: Figures): string {
  if (figures.method === "exact") {
    const r = figures.response;
    const unlisted = figures.listed ? "" : ` (no rounds listed: listing ${LISTED_ROUNDS} would pass the server's cost limit)`;
    return `exact, every fight played to its end: ${r.positions} positions, ${r.branches} branches; mean rounds ${fraction(r.meanRounds)} (${(r.meanRounds?.value ?? 0).toFixed(3)})${unlisted}`;
  }
  const s = figures.result;
  return `simulated (${s.runs} runs, seed ${s.seed}, within the request's round limit): mean rounds ${(s.rounds?.mean ?? 0).toFixed(3)}`;
}

/** The rounds chart: the rows of `roundsTable` as bars. */
export function roundsChart(container: HTMLElement, table: Table): void {
  const value = table.columns.length - 1;
  barChart(container, { labels: table.rows.map((r) => String(r[0])), values: table.rows.map((r) => Number(r[value])), yMax: 1, format: (v) => `${Math.round(v * 100)} %` });
}

/** The refusal that made the figures simulated, in words (code, reason, message). */
export function refusalNote(refusal: Failure): HTMLElement {
  return el(
    "p",
    { class: "refusal", "data-code": refusal.code, "data-reason": refusal.reason },
    el("strong", {}, "Simulated, not exact: "),
    `the server refused the exact odds (${refusal.code} · ${refusal.reason}): ${refusal.message}`,
  );
}
