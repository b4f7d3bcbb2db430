// A field path of a request's proto3 JSON, as the server's errors name fields
// ("state.combatants[0].hp", "state.combatants[1].weapons[0].overrides.arrayer.weight"; "a.0.b"
// works too), and setting a number there: the sweep's one parameter.
import { PageError } from "./api.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Names that are no field of any request but an object's own machinery: set through, they would
 * change Object.prototype for the whole tab (`__proto__.x`, `constructor.prototype.x`). */
const UNSAFE_NAMES = new Set(["__proto__", "constructor", "prototype"]);

/** The path's steps: names and list indices. */
export function parsePath(path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  for (const part of path.trim().split(".")) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)?((?:\[\d+\])*)$/.exec(part);
    if (match === null || (!match[1] && !match[2])) {
      if (/^\d+$/.test(part)) {
        steps.push(Number(part));
        continue;
      }
      throw new PageError(`not a field path: ${JSON.stringify(path)} (e.g. state.combatants[0].hp)`, "sweep.path");
    }
    if (match[1] && UNSAFE_NAMES.has(match[1])) {
      throw new PageError(`not a field path: ${JSON.stringify(path)}: ${match[1]} is no field of a request`, "sweep.path");
    }
    if (match[1]) steps.push(match[1]);
    for (const index of (match[2] ?? "").matchAll(/\[(\d+)\]/g)) steps.push(Number(index[1]));
  }
  return steps;
}

/** A copy of `request` with `value` at `path`; missing messages on the way are made, missing
 * list items are an error (a sweep changes a value, it does not add a combatant). */
export function withValue(request: Json, path: string, value: number): Json {
  const copy = structuredClone(request);
  const steps = parsePath(path);
  let node: Json = copy;
  steps.forEach((step, i) => {
    const last = i === steps.length - 1;
    const where = steps.slice(0, i + 1).map((s) => (typeof s === "number" ? `[${s}]` : `.${s}`)).join("").replace(/^\./, "");
    if (typeof step === "number") {
      if (!Array.isArray(node) || step >= node.length) throw new PageError(`${where} does not exist`, "sweep.path");
      if (last) node[step] = value;
      else node = node[step]!;
      return;
    }
    if (node === null || typeof node !== "object" || Array.isArray(node)) throw new PageError(`${where}: not a message`, "sweep.path");
    if (last) {
      node[step] = value;
      return;
    }
    // Own properties only: an inherited one (toString) is no field of the request either.
    if (!Object.hasOwn(node, step)) node[step] = typeof steps[i + 1] === "number" ? [] : {};
    node = node[step]!;
  });
  return copy;
}

/** The values from..to by step (to included when it falls on a step); at most `limit`. */
export function range(from: number, to: number, step: number, limit = 50): number[] {
  if (![from, to, step].every(Number.isFinite) || step <= 0 || to < from) {
    throw new PageError("the range is from <= to with a step > 0", "sweep.range");
  }
  const values: number[] = [];
  for (let i = 0; from + i * step <= to + 1e-9; i++) {
    if (values.length === limit) throw new PageError(`more than ${limit} values: take a larger step`, "sweep.range");
    values.push(Number((from + i * step).toPrecision(12)));
  }
  return values;
}

export type { Json };
