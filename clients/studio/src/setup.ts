// The encounter's own fields beside the cards (docs/studio.md): its ruleset, its battlefield's
// size and its sides (the Side message: sentiment, party and morale, all ARRAYER's); and what
// adds to it: a new combatant on a free square, a combatant put back on the grid.
import type { JsonObject } from "@bufbuild/protobuf";

import {
  BattlefieldSchema,
  CombatantSchema,
  EncounterStateSchema,
  MoraleTriggerSchema,
  ObstacleSchema,
  PositionSchema,
  Ruleset,
  RulesetSchema,
  SideSchema,
} from "../../node/src/gen/arbiter/v1/state_pb.js";
import { WeaponDefinitionSchema, WeaponOverridesSchema, WeaponSchema } from "../../node/src/gen/arbiter/v1/weapon_pb.js";
import { arrayOf } from "./cards.js";
import { afterPress, el, fillSelect } from "./dom.js";
import { checkBox, enumBox, enumLabel, enumName, get, isObject, list, numberBox, numberOf, read, set } from "./fields.js";
import type { Bound, Edited } from "./fields.js";

export interface SetupInput {
  /** The request's `state` as JSON. */
  state: JsonObject;
  ruleset: Ruleset;
  /** Every side id, listed or named by a combatant. */
  sides: string[];
  /** The catalog's weapon ids of a ruleset (undefined: no catalog yet). */
  catalogIds(ruleset: Ruleset): string[] | undefined;
  edited: Edited;
}

export function drawSetup(target: HTMLElement, input: SetupInput): void {
  const at: Bound = { obj: input.state, schema: EncounterStateSchema, edited: input.edited };
  const ruleset = el("select", { id: "ruleset", "data-field": "ruleset" });
  const chosen = enumName(RulesetSchema, get(input.state, EncounterStateSchema, "ruleset"));
  // Unspecified is offered only while the state has no ruleset (the server refuses it).
  const rulesets = RulesetSchema.values.filter((v) => v.number !== Ruleset.UNSPECIFIED || v.name === chosen);
  fillSelect(ruleset, rulesets.map((v): [string, string] => [v.name, v.number ? enumLabel(RulesetSchema, v.name) : "(none)"]), chosen);
  ruleset.addEventListener("change", () => {
    const to = RulesetSchema.values.find((v) => v.name === ruleset.value)!.number as Ruleset;
    switchRuleset(input.state, to, input.catalogIds(to));
    input.edited(true);
  });
  target.replaceChildren(
    el("div", { class: "row" },
      el("label", { class: "prop" }, el("span", {}, "ruleset"), ruleset),
      numberBox(at, "battlefield.width", { min: 0 }, "battlefield width"),
      numberBox(at, "battlefield.height", { min: 0 }, "height")),
    sides(input),
  );
}

/** The other ruleset's parts are refused (RULESET_MISMATCH) or name its catalog: a switch drops
 * them (the combatants' rules part, a facing, the state's rules and `tiered` traps and turn
 * order, the weapons the new catalog does not list and the other ruleset's overrides). */
export function switchRuleset(state: JsonObject, to: Ruleset, catalogIds: string[] | undefined): void {
  const tiered = to === Ruleset.TIERED;
  set(state, EncounterStateSchema, "ruleset", RulesetSchema.value[to]!.name);
  set(state, EncounterStateSchema, tiered ? "arrayer_rules" : "tiered_rules", undefined);
  if (!tiered) for (const name of ["turn_order", "traps"]) set(state, EncounterStateSchema, name, undefined);
  const other = tiered ? "arrayer" : "tiered";
  for (const c of arrayOf(get(state, EncounterStateSchema, "combatants")).filter(isObject)) {
    set(c, CombatantSchema, other, undefined);
    if (!tiered) set(c, CombatantSchema, "facing", undefined);
    const kept = arrayOf(get(c, CombatantSchema, "weapons")).filter(isObject).filter((w) => {
      const id = get(w, WeaponSchema, "catalog_id");
      const definition = get(w, WeaponSchema, "definition");
      if (isObject(definition)) return get(definition, WeaponDefinitionSchema, tiered ? "tiered" : "arrayer") !== undefined;
      return catalogIds === undefined || (typeof id === "string" && catalogIds.includes(id));
    });
    for (const w of kept) {
      const overrides = get(w, WeaponSchema, "overrides");
      if (isObject(overrides)) set(overrides, WeaponOverridesSchema, other, undefined);
    }
    set(c, CombatantSchema, "weapons", kept.length ? kept : undefined);
  }
}

/** Every side, listed or only named by a combatant: its id (renaming it renames its members'
 * side_id) and, for ARRAYER, the rest of the Side message. Editing a side the list omits adds it
 * to the list. */
function sides(input: SetupInput): HTMLElement {
  const arrayer = input.ruleset !== Ruleset.TIERED;
  const listed = arrayOf(get(input.state, EncounterStateSchema, "sides")).filter(isObject);
  const rows = input.sides.map((id) => {
    const entry = listed.find((s) => get(s, SideSchema, "id") === id);
    const side: JsonObject = entry ?? { id };
    const edited: Edited = (shape) => {
      if (!list(input.state, EncounterStateSchema, "sides").includes(side)) list(input.state, EncounterStateSchema, "sides").push(side);
      input.edited(shape);
    };
    const at: Bound = { obj: side, schema: SideSchema, edited };
    const row = el("div", { class: "side", "data-side": id }, sideId(input.state, side, edited));
    if (arrayer) {
      row.append(
        enumBox(at, "sentiment", "(unspecified)"),
        checkBox(at, "party"),
        numberBox(at, "morale", { min: 0 }),
        numberBox(at, "morale_modifier"),
        numberBox(at, "starting_members", { min: 0 }),
        checkBox(at, "routed"),
        moraleChecks(at),
      );
    }
    if (entry) {
      const remove = el("button", { type: "button", "data-action": "remove-side" }, "Remove");
      remove.addEventListener("click", () => {
        listed.splice(listed.indexOf(entry), 1);
        set(input.state, EncounterStateSchema, "sides", listed.length ? listed : undefined);
        input.edited(true);
      });
      row.append(remove);
    }
    return row;
  });
  const add = el("button", { type: "button", id: "add-side" }, "Add a side");
  add.addEventListener("click", () => {
    list(input.state, EncounterStateSchema, "sides").push({ id: unused(input.sides, "side") });
    input.edited(true);
  });
  return el("fieldset", { id: "sides", class: "sides" }, el("legend", {}, "sides"), ...rows, add);
}

/** A side's id; renaming it renames every member's side_id as it is typed. */
function sideId(state: JsonObject, side: JsonObject, edited: Edited): HTMLLabelElement {
  const input = el("input", { "data-field": "id", spellcheck: "false" });
  let was = String(get(side, SideSchema, "id") ?? "");
  input.value = was;
  input.addEventListener("input", () => {
    for (const c of arrayOf(get(state, EncounterStateSchema, "combatants")).filter(isObject)) {
      if (get(c, CombatantSchema, "side_id") === was) set(c, CombatantSchema, "side_id", input.value);
    }
    set(side, SideSchema, "id", input.value);
    was = input.value;
    edited(false);
  });
  input.addEventListener("change", () => afterPress(() => edited(true)));
  return el("label", { class: "prop" }, el("span", {}, "id"), input);
}

/** morale_checks_made: one box per MoraleTrigger. */
function moraleChecks(at: Bound): HTMLElement {
  const made = arrayOf(get(at.obj, at.schema, "morale_checks_made")).map((v) => enumName(MoraleTriggerSchema, v));
  const boxes = MoraleTriggerSchema.values.filter((v) => v.number !== 0).map((v) => {
    const box = el("input", { type: "checkbox", "data-field": `morale_checks_made.${v.name}` });
    box.checked = made.includes(v.name);
    box.addEventListener("change", () => {
      const now = MoraleTriggerSchema.values.filter((t) => t.number !== 0 && (t.name === v.name ? box.checked : made.includes(t.name))).map((t) => t.name);
      set(at.obj, at.schema, "morale_checks_made", now.length ? now : undefined);
      made.splice(0, made.length, ...now);
      at.edited(false);
    });
    return el("label", { class: "prop" }, el("span", {}, enumLabel(MoraleTriggerSchema, v.name)), box);
  });
  return el("span", { class: "morale-checks" }, "morale_checks_made: ", ...boxes);
}

/** `prefix`N, the first not in `taken`. */
function unused(taken: string[], prefix: string): string {
  for (let n = 1; ; n++) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** The squares of the state's obstacles and of its standing combatants but `except`. */
function takenSquares(state: JsonObject, except?: JsonObject): Set<string> {
  const taken = new Set<string>();
  const key = (p: JsonObject) => `${numberOf(get(p, PositionSchema, "x")) ?? 0},${numberOf(get(p, PositionSchema, "y")) ?? 0}`;
  for (const o of arrayOf(read(state, EncounterStateSchema, "battlefield.obstacles")).filter(isObject)) {
    const p = get(o, ObstacleSchema, "position");
    if (isObject(p)) taken.add(key(p));
  }
  for (const c of arrayOf(get(state, EncounterStateSchema, "combatants")).filter(isObject)) {
    const p = get(c, CombatantSchema, "position");
    if (c !== except && isObject(p) && read(c, CombatantSchema, "conditions.dead") !== true) taken.add(key(p));
  }
  return taken;
}

/** Puts `combatant` on the first free square, row by row (within the battlefield when it is
 * bounded; an open field's first ten columns otherwise). */
export function place(state: JsonObject, combatant: JsonObject): void {
  const battlefield = get(state, EncounterStateSchema, "battlefield");
  const width = (isObject(battlefield) && numberOf(get(battlefield, BattlefieldSchema, "width"))) || 10;
  const height = (isObject(battlefield) && numberOf(get(battlefield, BattlefieldSchema, "height"))) || 1000;
  const taken = takenSquares(state, combatant);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!taken.has(`${x},${y}`)) {
        set(combatant, CombatantSchema, "position", { x, y });
        return;
      }
    }
  }
}

/** Whether a combatant may be dropped on (x, y): inside a bounded battlefield, on no obstacle
 * and no other standing combatant's square (the server refuses both: SQUARE_OCCUPIED). */
export function free(state: JsonObject, combatant: JsonObject, x: number, y: number): boolean {
  const battlefield = get(state, EncounterStateSchema, "battlefield");
  const width = isObject(battlefield) ? numberOf(get(battlefield, BattlefieldSchema, "width")) ?? 0 : 0;
  const height = isObject(battlefield) ? numberOf(get(battlefield, BattlefieldSchema, "height")) ?? 0 : 0;
  if (width > 0 && height > 0 && (x < 0 || y < 0 || x >= width || y >= height)) return false;
  return !takenSquares(state, combatant).has(`${x},${y}`);
}

/** A new combatant (10 HP), on a free square, on a side of its own while there are fewer than
 * two, else on the side with the fewest members. */
export function addCombatant(state: JsonObject, sides: string[]): void {
  const combatants = list(state, EncounterStateSchema, "combatants").filter(isObject);
  const ids = combatants.map((c) => String(get(c, CombatantSchema, "id") ?? ""));
  const members = (side: string) => combatants.filter((c) => get(c, CombatantSchema, "side_id") === side).length;
  const side = sides.length < 2 ? unused(sides, "side") : [...sides].sort((a, b) => members(a) - members(b))[0]!;
  const made: JsonObject = {};
  set(made, CombatantSchema, "id", unused(ids, "c"));
  set(made, CombatantSchema, "side_id", side);
  set(made, CombatantSchema, "hp", 10);
  place(state, made);
  list(state, EncounterStateSchema, "combatants").push(made);
}
