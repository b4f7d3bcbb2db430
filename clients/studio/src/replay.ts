// The board at every step of a trace: step 0 is the request's state, step k the board after the
// trace's k-th event. Positions change with a move (its path's last square) and a knock-back (a
// save whose path is where the victim was thrown); HP with each event's hp_changes; conditions
// with its condition_changes; a `tiered` combatant's facing (ruling T13) with its moves (the
// direction of its last step) and attacks (toward the target, divided by the greatest common
// divisor), as the engine turns it (engine/tiered/sight.py).
import { Condition, EventKind } from "../../node/src/gen/arbiter/v1/trace_pb.js";
import type { TraceEvent } from "../../node/src/gen/arbiter/v1/trace_pb.js";
import { Ruleset } from "../../node/src/gen/arbiter/v1/state_pb.js";
import type { Combatant, EncounterState } from "../../node/src/gen/arbiter/v1/state_pb.js";

export interface Square {
  x: number;
  y: number;
}

/** One combatant on the board at one step. */
export interface Token {
  id: string;
  sideId: string;
  hp: number;
  /** The HP its bar is measured against: max_hp, or the hp it started with. */
  maxHp: number;
  position?: Square;
  facing?: Square;
  /** Condition names (Condition without its prefix: "DOWNED", "DEAD", ...). */
  conditions: string[];
}

export interface Frame {
  step: number;
  /** The event that made this step (none at step 0). */
  event?: TraceEvent;
  tokens: Token[];
}

function square(position: { x: number; y: number } | undefined): Square | undefined {
  return position === undefined ? undefined : { x: position.x, y: position.y };
}

function startingConditions(combatant: Combatant, ruleset: Ruleset): string[] {
  const c = combatant.conditions;
  const names: string[] = [];
  const flags: [boolean | undefined, string][] = [
    [c?.prone, "PRONE"], [c?.grappled, "GRAPPLED"], [c?.unaware, "UNAWARE"],
    [c?.entanglement !== undefined, "ENTANGLED"], [(c?.immobilisedRounds ?? 0) > 0, "IMMOBILISED"],
    [Boolean(c?.heldBy), "HELD"], [c?.stealthed, "STEALTHED"], [c?.dosed, "DOSED"],
    [c?.routed, "ROUTED"], [c?.dead, "DEAD"],
    // ARRAYER: below 0 HP is out of the fight (A11); `tiered`: 0 or less (S5).
    [ruleset === Ruleset.TIERED ? combatant.hp <= 0 : combatant.hp < 0, "DOWNED"],
  ];
  for (const [on, name] of flags) if (on) names.push(name);
  return names;
}

/** The facing from `from` toward `to`: the difference over its greatest common divisor. */
export function direction(from: Square, to: Square): Square | undefined {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const divisor = gcd(Math.abs(dx), Math.abs(dy));
  return divisor === 0 ? undefined : { x: dx / divisor, y: dy / divisor };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function apply(tokens: Map<string, Token>, event: TraceEvent, facing: boolean): void {
  const actor = tokens.get(event.actorId);
  const moves = event.kind === EventKind.MOVE || event.kind === EventKind.SAVE;
  if (actor !== undefined && moves && event.path.length > 0) {
    const last = event.path[event.path.length - 1]!;
    const before = event.path.length > 1 ? event.path[event.path.length - 2]! : actor.position;
    if (facing && event.kind === EventKind.MOVE && before !== undefined) {
      actor.facing = direction(before, last) ?? actor.facing;
    }
    actor.position = square(last);
  }
  if (facing && actor?.position !== undefined && event.kind === EventKind.ATTACK) {
    const target = tokens.get(event.targetId)?.position ?? square(event.path[0]);
    if (target !== undefined) actor.facing = direction(actor.position, target) ?? actor.facing;
  }
  for (const change of event.hpChanges) {
    const token = tokens.get(change.combatantId);
    if (token !== undefined) token.hp = change.after;
  }
  for (const change of event.conditionChanges) {
    const token = tokens.get(change.combatantId);
    if (token === undefined) continue;
    const name = Condition[change.condition] ?? String(change.condition);
    token.conditions = token.conditions.filter((c) => c !== name);
    if (change.active) token.conditions.push(name);
  }
}

function copy(token: Token): Token {
  return {
    ...token,
    position: token.position && { ...token.position },
    facing: token.facing && { ...token.facing },
    conditions: [...token.conditions],
  };
}

/** Every step of `events` played from `state` (the request's): events.length + 1 frames. */
export function frames(state: EncounterState, events: readonly TraceEvent[]): Frame[] {
  const tokens = new Map<string, Token>();
  for (const c of state.combatants) {
    tokens.set(c.id, {
      id: c.id,
      sideId: c.sideId,
      hp: c.hp,
      maxHp: c.maxHp > 0 ? c.maxHp : c.hp,
      position: square(c.position),
      facing: square(c.facing),
      conditions: startingConditions(c, state.ruleset),
    });
  }
  const facing = state.ruleset === Ruleset.TIERED;
  const result: Frame[] = [{ step: 0, tokens: [...tokens.values()].map(copy) }];
  events.forEach((event, index) => {
    apply(tokens, event, facing);
    result.push({ step: index + 1, event, tokens: [...tokens.values()].map(copy) });
  });
  return result;
}
