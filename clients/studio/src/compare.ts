// A/B compare: each side's win in the encounter (A) and in a variant of it (B), and B - A with
// its 95 % interval. Both exact: the difference of the exact values, the interval zero wide.
// Either simulated (the same runs and seed for both): the normal approximation for a
// difference of two proportions, sqrt(pA(1 - pA)/nA + pB(1 - pB)/nB) * 1.96, an exact side's
// variance being 0.
import type { Rational } from "../../node/src/gen/arbiter/v1/combat_service_pb.js";
import { sideWin } from "./encounter_odds.js";
import type { Figures } from "./encounter_odds.js";
import { percent } from "./dom.js";
import type { Table } from "./table.js";

const Z95 = 1.959963984540054;

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/** b - a of two exact Rationals, in lowest terms ("-1/6"). */
export function exactDifference(a: Rational | undefined, b: Rational | undefined): string {
  const [na, da] = [BigInt(a?.exactNumerator || "0"), BigInt(a?.exactDenominator || "1")];
  const [nb, db] = [BigInt(b?.exactNumerator || "0"), BigInt(b?.exactDenominator || "1")];
  const numerator = nb * da - na * db;
  const denominator = da * db;
  const g = gcd(numerator, denominator) || 1n;
  return `${numerator / g}/${denominator / g}`;
}

function exactWin(figures: Figures, side: string): Rational | undefined {
  return figures.method === "exact" ? figures.response.sides.find((s) => s.sideId === side)?.win : undefined;
}

function sides(figures: Figures): string[] {
  return figures.method === "exact" ? figures.response.sides.map((s) => s.sideId) : figures.result.sides.map((s) => s.sideId);
}

/** The comparison of `a` and `b`, a row per side either names. */
export function compareTable(a: Figures, b: Figures): Table {
  const names = [...new Set([...sides(a), ...sides(b)])];
  const variance = (f: Figures, side: string) => {
    if (f.method === "exact") return 0;
    const p = sideWin(f, side).value;
    return f.result.runs > 0 ? (p * (1 - p)) / f.result.runs : 0;
  };
  const rows = names.map((side) => {
    const [wa, wb] = [sideWin(a, side).value, sideWin(b, side).value];
    const difference = wb - wa;
    if (a.method === "exact" && b.method === "exact") {
      return [side, a.method, wa, b.method, wb, difference, exactDifference(exactWin(a, side), exactWin(b, side)), difference, difference, "exact: zero wide"];
    }
    const half = Z95 * Math.sqrt(variance(a, side) + variance(b, side));
    return [side, a.method, wa, b.method, wb, difference, "", difference - half, difference + half, "normal approximation, 95 %"];
  });
  const asPercent = (v: string | number) => percent(Number(v));
  return {
    name: "compare",
    columns: [
      { name: "side" }, { name: "a_method" }, { name: "a_win", show: asPercent }, { name: "b_method" }, { name: "b_win", show: asPercent },
      { name: "difference", show: asPercent }, { name: "difference_exact" }, { name: "difference_low", show: asPercent }, { name: "difference_high", show: asPercent }, { name: "interval" },
    ],
    rows,
  };
}
