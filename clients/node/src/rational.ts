// Exact odds: a Rational (ComputeOdds, ComputeEncounterOdds) as the fraction it is, of any size.
import type { Rational } from "./gen/arbiter/v1/combat_service_pb.js";

/** A fraction in lowest terms, its terms bigints. */
export interface ExactFraction {
  numerator: bigint;
  denominator: bigint;
}

/**
 * The exact fraction of a Rational, whatever its size: an encounter's odds over many rounds do not
 * fit the uint64 `numerator` and `denominator` (the server leaves them 0), so the digits of
 * `exactNumerator` and `exactDenominator` are read. From a server older than them, the uint64
 * terms; a Rational that carries neither throws a RangeError, never a 0/0.
 */
export function exactFraction(r: Rational): ExactFraction {
  if (r.exactDenominator) return { numerator: BigInt(r.exactNumerator), denominator: BigInt(r.exactDenominator) };
  if (r.denominator === 0n) throw new RangeError(`only the value of a fraction too large was sent: ${r.value}`);
  return { numerator: r.numerator, denominator: r.denominator };
}

/** "3/4" (a whole number as itself), or the value ("~0.626066") when a term has more than `digits`. */
export function formatFraction(r: Rational, digits = 20): string {
  const { numerator, denominator } = exactFraction(r);
  if (denominator === 1n) return String(numerator);
  if (String(denominator).length > digits) return `~${r.value.toPrecision(6)}`;
  return `${numerator}/${denominator}`;
}
