// A request's proto3 JSON read and written by the proto's own field names, through the generated
// descriptors: the cards write exactly the keys the JSON tab shows and the server reads (a field
// written under its proto name, `side_id`, is moved to its JSON name, `sideId`, not doubled), and
// every picker offers an enum's own values.
import type { DescEnum, DescField, DescMessage, JsonObject, JsonValue } from "@bufbuild/protobuf";

import { el, fillSelect } from "./dom.js";

export function isObject(value: JsonValue | undefined): value is JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** `schema`'s field of this proto name (a misspelt name is the page's bug, so it throws). */
export function field(schema: DescMessage, name: string): DescField {
  const found = schema.fields.find((f) => f.name === name);
  if (found === undefined) throw new Error(`${schema.typeName} has no field ${name}`);
  return found;
}

/** The field's value as the JSON has it, under its JSON name or its proto name. */
export function get(obj: JsonObject, schema: DescMessage, name: string): JsonValue | undefined {
  const f = field(schema, name);
  return obj[f.jsonName] ?? obj[f.name];
}

/** Sets the field under its JSON name (undefined removes it), where the JSON has it: the keys
 * keep their order, so the JSON tab changes only where the card did. */
export function set(obj: JsonObject, schema: DescMessage, name: string, value: JsonValue | undefined): void {
  const f = field(schema, name);
  if (f.name !== f.jsonName && f.name in obj) {
    const entries = Object.entries(obj);
    for (const [key] of entries) delete obj[key];
    for (const [key, old] of entries) if (key !== f.jsonName) obj[key === f.name ? f.jsonName : key] = old;
  }
  if (value === undefined) delete obj[f.jsonName];
  else obj[f.jsonName] = value;
}

/** The message field `name` of `obj`, made (empty) when absent. */
export function child(obj: JsonObject, schema: DescMessage, name: string): JsonObject {
  const found = get(obj, schema, name);
  const made = isObject(found) ? found : {};
  set(obj, schema, name, made);
  return made;
}

/** The repeated field `name` of `obj`, made (empty) when absent. */
export function list(obj: JsonObject, schema: DescMessage, name: string): JsonValue[] {
  const found = get(obj, schema, name);
  const made = Array.isArray(found) ? found : [];
  set(obj, schema, name, made);
  return made;
}

/** The message type and field at a dotted path of proto names (`armour.value`). */
function walk(schema: DescMessage, path: string): { parents: [string, DescMessage][]; last: DescField; owner: DescMessage } {
  const names = path.split(".");
  const parents: [string, DescMessage][] = [];
  let owner = schema;
  for (const name of names.slice(0, -1)) {
    const f = field(owner, name);
    if (f.fieldKind !== "message") throw new Error(`${path}: ${name} is not a message`);
    parents.push([name, owner]);
    owner = f.message;
  }
  return { parents, last: field(owner, names[names.length - 1]!), owner };
}

/** The value at a dotted path of `obj`, undefined when any message on the way is absent. */
export function read(obj: JsonObject, schema: DescMessage, path: string): JsonValue | undefined {
  const { parents, last, owner } = walk(schema, path);
  let at: JsonValue | undefined = obj;
  for (const [name, parent] of parents) at = isObject(at) ? get(at, parent, name) : undefined;
  return isObject(at) ? get(at, owner, last.name) : undefined;
}

/** Sets the value at a dotted path, making the messages on the way; undefined removes it, and
 * then the messages it leaves empty (an empty `armour` would still be an armour). */
export function write(obj: JsonObject, schema: DescMessage, path: string, value: JsonValue | undefined): void {
  const { parents, last, owner } = walk(schema, path);
  const chain: JsonObject[] = [obj];
  for (const [name, parent] of parents) chain.push(child(chain[chain.length - 1]!, parent, name));
  set(chain[chain.length - 1]!, owner, last.name, value);
  if (value !== undefined) return;
  for (let i = parents.length - 1; i >= 0; i--) {
    const [name, parent] = parents[i]!;
    const holder = chain[i]!;
    if (Object.keys(chain[i + 1]!).length > 0) break;
    set(holder, parent, name, undefined);
  }
}

/** An enum value's JSON name for its number or name, as a JSON value may give either. */
export function enumName(schema: DescEnum, value: JsonValue | undefined): string {
  const found = schema.values.find((v) => v.name === value || v.number === value);
  return found?.name ?? schema.values[0]?.name ?? "";
}

/** An enum value's name for people: without the enum's prefix, lower case (`SENTIMENT_BETTER`:
 * better). */
export function enumLabel(schema: DescEnum, name: string): string {
  const prefix = schema.sharedPrefix?.toUpperCase() ?? "";
  return (name.startsWith(prefix) ? name.slice(prefix.length) : name).toLowerCase().replaceAll("_", " ");
}

/** A <select> of an enum's values (the closed set is the generated enum's); the zero value is
 * offered as `zero` when given, else left out. */
export function enumSelect(schema: DescEnum, chosen: string, zero?: string): HTMLSelectElement {
  const values = schema.values.filter((v) => v.number !== 0 || zero !== undefined);
  const select = el("select");
  fillSelect(select, values.map((v): [string, string] => [v.name, v.number === 0 && zero !== undefined ? zero : enumLabel(schema, v.name)]), chosen);
  return select;
}

/** A number input's value for the JSON: blank removes the field (its default applies). */
export function numberValue(input: HTMLInputElement): number | undefined {
  const text = input.value.trim();
  return text === "" ? undefined : Number(text);
}

/** A JSON value as the number it stands for (int64 fields are strings in proto3 JSON). */
export function numberOf(value: JsonValue | undefined): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** What a card edit tells the page: the JSON changed; `shape` when the cards must be drawn again
 * (a combatant, weapon or side added or removed, the ruleset switched), not for a value typed in
 * place (drawing again would take the focus from the field being typed in). */
export type Edited = (shape: boolean) => void;

/** Where a widget reads and writes: a message of the request's JSON and its type. */
export interface Bound {
  obj: JsonObject;
  schema: DescMessage;
  edited: Edited;
}

/** The label of a field's widget: its proto name, the last of the path. */
function labelled(path: string, control: HTMLElement): HTMLLabelElement {
  return el("label", { class: "prop" }, el("span", {}, path.slice(path.lastIndexOf(".") + 1)), control);
}

/** An integer field; blank removes it (its default, or unset for an optional field). */
export function numberBox(at: Bound, path: string, attributes: Record<string, string | number> = {}, label = path): HTMLLabelElement {
  const input = el("input", { type: "number", step: 1, "data-field": path, ...attributes });
  input.value = String(numberOf(read(at.obj, at.schema, path)) ?? "");
  input.addEventListener("input", () => {
    write(at.obj, at.schema, path, numberValue(input));
    at.edited(false);
  });
  return labelled(label, input);
}

/** A bool field; unchecked removes it (false is its default). */
export function checkBox(at: Bound, path: string): HTMLLabelElement {
  const input = el("input", { type: "checkbox", "data-field": path });
  input.checked = read(at.obj, at.schema, path) === true;
  input.addEventListener("change", () => {
    write(at.obj, at.schema, path, input.checked ? true : undefined);
    at.edited(false);
  });
  return labelled(path, input);
}

/** An enum field, its values the generated enum's; the zero value (`zero`) removes it. */
export function enumBox(at: Bound, path: string, zero: string, label = path): HTMLLabelElement {
  const { last } = walk(at.schema, path);
  if (last.fieldKind !== "enum") throw new Error(`${path} is not an enum`);
  const select = enumSelect(last.enum, enumName(last.enum, read(at.obj, at.schema, path)), zero);
  select.dataset.field = path;
  select.addEventListener("change", () => {
    const number = last.enum.values.find((v) => v.name === select.value)?.number ?? 0;
    write(at.obj, at.schema, path, number === 0 ? undefined : select.value);
    at.edited(false);
  });
  return labelled(label, select);
}
