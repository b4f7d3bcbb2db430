// The attack odds at a chosen distance: the target moved, in a copy of the state (the encounter
// is not changed), to that many squares from the attacker along the x axis, on the attacker's
// row: to its right, or to its left when the right would leave a bounded battlefield.
import type { JsonObject } from "@bufbuild/protobuf";

import { PageError } from "./api.js";
import type { Json } from "./paths.js";

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A copy of `state` (an EncounterState's proto3 JSON) with `targetId` `distance` squares from
 * `attackerId` along x. */
export function atDistance(state: JsonObject, attackerId: string, targetId: string, distance: number): JsonObject {
  if (!Number.isInteger(distance) || distance < 0) throw new PageError("the distance is a whole number of squares, 0 or more", "odds.distance");
  const copy = structuredClone(state) as { [key: string]: Json };
  const combatants = Array.isArray(copy.combatants) ? copy.combatants.filter(isObject) : [];
  const attacker = combatants.find((c) => c.id === attackerId);
  const target = combatants.find((c) => c.id === targetId);
  if (attacker === undefined || target === undefined) throw new PageError("pick an attacker and a target", "odds.distance");
  if (!isObject(attacker.position)) throw new PageError(`${attackerId} has no square: put it on the grid to set a distance`, "odds.distance");
  const x = Number(attacker.position.x ?? 0);
  const y = Number(attacker.position.y ?? 0);
  const width = isObject(copy.battlefield) ? Number(copy.battlefield.width ?? 0) : 0;
  const right = x + distance;
  target.position = { x: width > 0 && right >= width ? x - distance : right, y };
  return copy as JsonObject;
}
