// The combatant cards (docs/studio.md): one card per combatant of the request's state, with the
// fields of state.proto and weapon.proto that its ruleset reads, each labelled by its proto name.
// A card edits the request's JSON in place (fields.ts) and tells the page, which rewrites the JSON
// tab; whatever a card has no widget for stays in the JSON as it was.
import type { JsonObject, JsonValue } from "@bufbuild/protobuf";

import {
  ArrayerCombatantSchema,
  CombatantSchema,
  EncounterStateSchema,
  PositionSchema,
  Ruleset,
  TieredSkillSchema,
  TieredSkillsSchema,
  WeaponProficiencySchema,
} from "../../node/src/gen/arbiter/v1/state_pb.js";
import { ArrayerWeaponTypeSchema, WeaponSchema } from "../../node/src/gen/arbiter/v1/weapon_pb.js";
import type { WeaponDefinition } from "../../node/src/gen/arbiter/v1/weapon_pb.js";
import { afterPress, el, fillSelect } from "./dom.js";
import { checkBox, child, enumBox, enumLabel, enumName, field, get, isObject, list, numberBox, numberOf, read, set, write } from "./fields.js";
import type { Bound, Edited } from "./fields.js";

export interface CardsInput {
  /** The request's `state` as JSON (absent: no combatants yet). */
  state: JsonObject | undefined;
  ruleset: Ruleset;
  /** The catalog's weapons of the ruleset. */
  weapons: WeaponDefinition[];
  /** Every side id, listed or named by a combatant (the side field offers them). */
  sides: string[];
  edited: Edited;
  /** Puts a combatant on a free square of the board. */
  place(combatant: JsonObject): void;
}

export function arrayOf(value: JsonValue | undefined): JsonValue[] {
  return Array.isArray(value) ? value : [];
}

function button(text: string, action: string, onClick: () => void): HTMLButtonElement {
  const made = el("button", { type: "button", "data-action": action }, text);
  made.addEventListener("click", onClick);
  return made;
}

/** Draws every combatant's card into `target`. */
export function drawCards(target: HTMLElement, input: CardsInput): void {
  const combatants = arrayOf(input.state && get(input.state, EncounterStateSchema, "combatants")).filter(isObject);
  const ids = combatants.map((c) => String(get(c, CombatantSchema, "id") ?? ""));
  const sideList = el("datalist", { id: "side-ids" }, ...input.sides.map((s) => el("option", { value: s })));
  target.replaceChildren(sideList, ...combatants.map((c, i) => card(c, i, ids, combatants, input)));
}

function card(c: JsonObject, index: number, ids: string[], all: JsonObject[], input: CardsInput): HTMLElement {
  const at: Bound = { obj: c, schema: CombatantSchema, edited: input.edited };
  const id = ids[index]!;
  const tiered = input.ruleset === Ruleset.TIERED;
  const remove = button("Remove", "remove-combatant", () => {
    all.splice(index, 1);
    set(input.state!, EncounterStateSchema, "combatants", all.length ? all : undefined);
    input.edited(true);
  });
  return el(
    "article",
    { class: "card", "data-combatant": id, "data-index": index },
    el("header", {}, textBox(at, "id", {}), textBox(at, "name", {}), remove),
    el("div", { class: "row" }, textBox(at, "side_id", { list: "side-ids" }), numberBox(at, "hp"), numberBox(at, "max_hp", { min: 0 })),
    square(c, input),
    el("div", { class: "row" },
      numberBox(at, "armour.value", { min: 0 }, "armour"),
      tiered ? numberBox(at, "armour.tier_loss", { min: 0 }, "armour tier_loss") : enumBox(at, "armour.armour_class", "(by value)"),
      numberBox(at, "shield.value", { min: 0 }, "shield"),
      ...(tiered ? [numberBox(at, "shield.tier_loss", { min: 0 }, "shield tier_loss")] : [])),
    weapons(c, id, input),
    tiered ? tieredPart(at) : arrayerPart(at),
    conditions(at, tiered, ids.filter((other) => other !== id)),
  );
}

/** The id or the side: written as typed; when the field is left, the cards are drawn again (the
 * other cards' side lists and pickers name it), after the click that left it if one did. */
function textBox(at: Bound, name: string, attributes: Record<string, string>): HTMLLabelElement {
  const input = el("input", { "data-field": name, spellcheck: "false", ...attributes });
  input.value = String(get(at.obj, at.schema, name) ?? "");
  input.addEventListener("input", () => {
    set(at.obj, at.schema, name, input.value || undefined);
    at.edited(false);
  });
  input.addEventListener("change", () => afterPress(() => at.edited(true)));
  return el("label", { class: "prop" }, el("span", {}, name), input);
}

/** Its square, set by dragging its token on the board; or off the grid. */
function square(c: JsonObject, input: CardsInput): HTMLElement {
  const position = get(c, CombatantSchema, "position");
  if (!isObject(position)) {
    return el("p", { class: "square", "data-x": "", "data-y": "" }, "position: off the grid (in reach of everyone) ",
      button("Put on the grid", "place", () => {
        input.place(c);
        input.edited(true);
      }));
  }
  const x = numberOf(get(position, PositionSchema, "x")) ?? 0;
  const y = numberOf(get(position, PositionSchema, "y")) ?? 0;
  return el("p", { class: "square", "data-x": x, "data-y": y }, `position (${x}, ${y}): drag its token on the board `,
    button("Take off the grid", "unplace", () => {
      set(c, CombatantSchema, "position", undefined);
      input.edited(true);
    }));
}

function catalogStat(entry: WeaponDefinition | undefined): { text: string; value: number | undefined } {
  if (entry?.rules.case === "arrayer") {
    const weight = entry.rules.value.weight;
    return { text: `weight ${weight > 0 ? "+" : ""}${weight}`, value: weight };
  }
  if (entry?.rules.case === "tiered") return { text: `Tier ${entry.rules.value.tier}`, value: entry.rules.value.tier };
  return { text: "", value: undefined };
}

/** Every weapon carried, from the catalog of the ruleset: its weight (ARRAYER) or Tier
 * (`tiered`), its override of that, and (`tiered`) the hand it is held in. */
function weapons(c: JsonObject, id: string, input: CardsInput): HTMLElement {
  const carried = arrayOf(get(c, CombatantSchema, "weapons")).filter(isObject);
  const offered: [string, string][] = input.weapons.map((w) => [w.id, w.name ? `${w.id}: ${w.name}` : w.id]);
  const tiered = input.ruleset === Ruleset.TIERED;
  const catalogKey = field(WeaponSchema, "catalog_id").jsonName;
  const replace = (j: number, catalogId: string) => {
    const all = list(c, CombatantSchema, "weapons");
    // A new pick is a new weapon: the old one's overrides were for the old one.
    if (catalogId) all.splice(j, 1, { [catalogKey]: catalogId });
    else all.splice(j, 1);
    if (all.length === 0) set(c, CombatantSchema, "weapons", undefined);
    input.edited(true);
  };
  // With none carried, one empty picker adds the first (each card has its first weapon's picker).
  const rows = (carried.length ? carried : [undefined]).map((weapon, j) => {
    const catalogId = weapon && get(weapon, WeaponSchema, "catalog_id");
    const chosen = typeof catalogId === "string" ? catalogId : weapon ? "(defined here)" : "";
    const options: [string, string][] = [["", "(none)"], ...offered];
    if (chosen && !options.some(([value]) => value === chosen)) options.push([chosen, `${chosen} (not in the catalog)`]);
    const select = el("select", {
      class: j === 0 ? "weapon weapon-pick" : "weapon-pick",
      "data-combatant": id,
      "aria-label": j === 0 ? `${id}'s weapon` : `${id}'s weapon ${j + 1}`,
    });
    fillSelect(select, options, chosen);
    select.addEventListener("change", () => replace(j, select.value));
    const row = el("div", { class: "weapon-row", "data-index": j }, select);
    if (weapon === undefined) return row;
    const stat = catalogStat(input.weapons.find((w) => w.id === catalogId));
    row.append(el("span", { class: "weapon-stat", "data-value": stat.value ?? "" }, stat.text));
    const at: Bound = { obj: weapon, schema: WeaponSchema, edited: input.edited };
    if (typeof catalogId === "string") {
      const path = tiered ? "overrides.tiered.tier" : "overrides.arrayer.weight";
      row.append(numberBox(at, path, { placeholder: stat.value ?? "", ...(tiered ? { min: 1, max: 12 } : {}) }, tiered ? "override tier" : "override weight"));
    }
    if (tiered) row.append(enumBox(at, "hand", "(main)"));
    row.append(button("Remove", "remove-weapon", () => replace(j, "")));
    return row;
  });
  const parts: HTMLElement[] = [el("legend", {}, "weapons"), ...rows];
  if (carried.length) {
    const add = el("select", { class: "weapon-add", "data-combatant": id, "aria-label": `add a weapon to ${id}` });
    fillSelect(add, [["", "add a weapon…"], ...offered], "");
    add.addEventListener("change", () => {
      list(c, CombatantSchema, "weapons").push({ [catalogKey]: add.value });
      input.edited(true);
    });
    parts.push(add);
  }
  return el("fieldset", { class: "weapons" }, ...parts);
}

/** ARRAYER scores and the proficiency per weapon type (the ArrayerWeaponType enum's types). */
function arrayerPart(at: Bound): HTMLElement {
  const proficiencies = arrayOf(read(at.obj, at.schema, "arrayer.proficiencies")).filter(isObject);
  const typeKey = field(WeaponProficiencySchema, "weapon_type").jsonName;
  const listed = proficiencies.map((p) => enumName(ArrayerWeaponTypeSchema, get(p, WeaponProficiencySchema, "weapon_type")));
  const rows = proficiencies.map((p, j) => {
    const row: Bound = { obj: p, schema: WeaponProficiencySchema, edited: at.edited };
    return el("div", { class: "proficiency", "data-weapon-type": listed[j]! },
      enumBox(row, "weapon_type", "(none)"),
      numberBox(row, "improvements", { min: 0, max: 3 }),
      button("Remove", "remove-proficiency", () => {
        proficiencies.splice(j, 1);
        write(at.obj, at.schema, "arrayer.proficiencies", proficiencies.length ? proficiencies : undefined);
        at.edited(true);
      }));
  });
  const missing = ArrayerWeaponTypeSchema.values.filter((v) => v.number !== 0 && !listed.includes(v.name));
  const add = el("select", { class: "proficiency-add" });
  fillSelect(add, [["", "add a proficiency…"], ...missing.map((v): [string, string] => [v.name, enumLabel(ArrayerWeaponTypeSchema, v.name)])], "");
  add.addEventListener("change", () => {
    list(child(at.obj, at.schema, "arrayer"), ArrayerCombatantSchema, "proficiencies").push({ [typeKey]: add.value, improvements: 1 });
    at.edited(true);
  });
  return el("fieldset", { class: "arrayer" }, el("legend", {}, "arrayer"),
    el("div", { class: "row" }, numberBox(at, "arrayer.hit_dice", { min: 0 }), numberBox(at, "arrayer.strength", { min: 0 }), numberBox(at, "arrayer.dexterity", { min: 0 })),
    ...rows, add);
}

/** The `tiered` skills: the TieredSkill enum's, each the TieredSkills field of its name. */
const SKILLS = TieredSkillSchema.values.filter((v) => v.number !== 0).map((v) => ({
  label: enumLabel(TieredSkillSchema, v.name),
  path: `tiered.skills.${field(TieredSkillsSchema, v.name.slice("TIERED_SKILL_".length).toLowerCase()).name}`,
}));

/** The eight directions a `tiered` combatant can face after a step (ruling T13). */
const FACINGS: [number, number, string][] = [
  [1, 0, "east"], [1, 1, "south-east"], [0, 1, "south"], [-1, 1, "south-west"],
  [-1, 0, "west"], [-1, -1, "north-west"], [0, -1, "north"], [1, -1, "north-east"],
];

/** `tiered` stats, facing and skills. */
function tieredPart(at: Bound): HTMLElement {
  const present = SKILLS.filter((s) => read(at.obj, at.schema, s.path) !== undefined);
  const rows = present.map((s) => el("div", { class: "skill", "data-skill": s.path.slice("tiered.skills.".length) },
    numberBox(at, s.path, { min: 0 }, s.label),
    button("Remove", "remove-skill", () => {
      write(at.obj, at.schema, s.path, undefined);
      at.edited(true);
    })));
  const add = el("select", { class: "skill-add" });
  fillSelect(add, [["", "add a skill…"], ...SKILLS.filter((s) => !present.includes(s)).map((s): [string, string] => [s.path, s.label])], "");
  add.addEventListener("change", () => {
    write(at.obj, at.schema, add.value, 1);
    at.edited(true);
  });
  return el("fieldset", { class: "tiered" }, el("legend", {}, "tiered"),
    el("div", { class: "row" }, ...["body", "reflex", "mind", "presence", "move"].map((stat) => numberBox(at, `tiered.${stat}`, { min: 0 }))),
    facing(at), ...rows, add);
}

function facing(at: Bound): HTMLLabelElement {
  const now = get(at.obj, at.schema, "facing");
  const chosen = isObject(now) ? `${numberOf(get(now, PositionSchema, "x")) ?? 0},${numberOf(get(now, PositionSchema, "y")) ?? 0}` : "";
  const options: [string, string][] = [["", "(unknown)"], ...FACINGS.map(([x, y, name]): [string, string] => [`${x},${y}`, `${name} (${x}, ${y})`])];
  if (chosen && !options.some(([value]) => value === chosen)) options.push([chosen, `(${chosen})`]);
  const select = el("select", { "data-field": "facing" });
  fillSelect(select, options, chosen);
  select.addEventListener("change", () => {
    const [x, y] = select.value.split(",").map(Number);
    set(at.obj, at.schema, "facing", select.value ? { x: x!, y: y! } : undefined);
    at.edited(false);
  });
  return el("label", { class: "prop" }, el("span", {}, "facing"), select);
}

/** The Conditions message's flags for the ruleset (the proto says which ruleset reads each),
 * an entanglement, a trap's hold (`tiered`) and a mancatcher's holder (ARRAYER). */
function conditions(at: Bound, tiered: boolean, others: string[]): HTMLElement {
  const flags = ["prone", "grappled", "unaware", "dead", ...(tiered ? ["stealthed"] : ["routed", "dosed"])];
  const entangled = isObject(read(at.obj, at.schema, "conditions.entanglement"));
  const parts: HTMLElement[] = [el("legend", {}, "conditions"), ...flags.map((f) => checkBox(at, `conditions.${f}`))];
  const source = enumBox(at, "conditions.entanglement.source", "(free)", "entanglement");
  // Free is no entanglement at all (one left holding its rounds would still entangle), and an
  // entanglement shows its rounds: drawn again.
  source.querySelector("select")!.addEventListener("change", (event) => {
    if ((event.target as HTMLSelectElement).selectedIndex === 0) write(at.obj, at.schema, "conditions.entanglement", undefined);
    at.edited(true);
  });
  parts.push(source);
  if (entangled) parts.push(numberBox(at, "conditions.entanglement.rounds", { min: 0 }, "entanglement rounds"));
  if (tiered) {
    parts.push(numberBox(at, "conditions.immobilised_rounds", { min: 0 }), numberBox(at, "conditions.immobilised_difficulty", { min: 0 }));
  } else {
    const holder = el("select", { "data-field": "conditions.held_by" });
    const now = String(read(at.obj, at.schema, "conditions.held_by") ?? "");
    const options: [string, string][] = [["", "(nobody)"], ...others.map((o): [string, string] => [o, o])];
    if (now && !others.includes(now)) options.push([now, `${now} (no such combatant)`]);
    fillSelect(holder, options, now);
    holder.addEventListener("change", () => {
      write(at.obj, at.schema, "conditions.held_by", holder.value || undefined);
      at.edited(false);
    });
    parts.push(el("label", { class: "prop" }, el("span", {}, "held_by"), holder));
  }
  return el("fieldset", { class: "conditions" }, ...parts);
}
