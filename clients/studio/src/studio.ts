// Arbiter Studio (docs/studio.md): load or edit an encounter (on cards and a board, or as JSON),
// resolve it and replay its trace on the grid, an attack's exact odds, a simulation with live
// progress, a sweep of one or two parameters. Plain DOM over the markup of index.html; every call goes
// through api.ts.
import "uplot/dist/uPlot.min.css";
import "../studio.css";

import { fromJson, toJson } from "@bufbuild/protobuf";
import type { JsonObject } from "@bufbuild/protobuf";

import {
  ComputeOddsRequestSchema,
  ComputeOddsResponseSchema,
  EndReason,
  ResolveEncounterRequestSchema,
  ResolveEncounterResponseSchema,
  SimulateRequestSchema,
  SimulationResultSchema,
} from "../../node/src/gen/arbiter/v1/combat_service_pb.js";
import type {
  GetCatalogResponse,
  ResolveEncounterRequest,
  ResolveEncounterResponse,
  SimulationResult,
  SideStatistics,
} from "../../node/src/gen/arbiter/v1/combat_service_pb.js";
import { DiePurpose } from "../../node/src/gen/arbiter/v1/dice_pb.js";
import { CombatantSchema, EncounterStateSchema, Ruleset, RulesetSchema } from "../../node/src/gen/arbiter/v1/state_pb.js";
import type { EncounterState } from "../../node/src/gen/arbiter/v1/state_pb.js";
import { Condition, EventKind } from "../../node/src/gen/arbiter/v1/trace_pb.js";
import type { Total } from "../../node/src/gen/arbiter/v1/trace_pb.js";
import { arbiter, failure, PageError, storedToken, storeToken } from "./api.js";
import type { Failure } from "./api.js";
import { drawBoard, dragTokens } from "./board_edit.js";
import { atDistance } from "./distance.js";
import { arrayOf, drawCards } from "./cards.js";
import { bandChart, barChart } from "./charts.js";
import { byId, el, fillSelect, percent } from "./dom.js";
import { compareTable } from "./compare.js";
import { answerJson, encounterFigures, exact, fraction, refusalNote, sideWin, simulationCombatants, simulationSides } from "./encounter_odds.js";
import { addExports, setTable } from "./export.js";
import { examples } from "./examples.js";
import { showFigures } from "./encounter_panel.js";
import { child, get, isObject, set } from "./fields.js";
import type { Example } from "./examples.js";
import { boardFor, drawGrid } from "./grid.js";
import type { Board } from "./grid.js";
import { drawHeatmap } from "./heatmap.js";
import type { Heat } from "./heatmap.js";
import { range, withValue } from "./paths.js";
import { drawTable } from "./table.js";
import type { Table } from "./table.js";
import { applySettings, decode, encode, LINK_LIMIT, readSettings } from "./permalink.js";
import type { Json } from "./paths.js";
import { frames } from "./replay.js";
import type { Frame } from "./replay.js";
import { addCombatant, drawSetup, free, place } from "./setup.js";

const client = arbiter();

// --- errors -----------------------------------------------------------------------------------

/** Shows `shown` in its box (code, reason, message, the fields named, the request id); null
 * empties it. The box's data-code and data-fields say the same for tests. */
function showFailure(box: HTMLElement, shown: Failure | null): void {
  box.replaceChildren();
  box.hidden = shown === null;
  if (shown === null) {
    delete box.dataset.code;
    delete box.dataset.fields;
    return;
  }
  box.dataset.code = shown.code;
  box.dataset.fields = shown.fields.join(" ");
  box.dataset.requestId = shown.requestId;
  const head = [shown.code, shown.reason, shown.ruling && `ruling ${shown.ruling}`].filter(Boolean).join(" · ");
  box.append(el("strong", { class: "code" }, head), el("p", { class: "message" }, shown.message));
  for (const field of shown.fields) box.append(el("p", { class: "field" }, "field: ", el("code", {}, field)));
  if (shown.requestId) box.append(el("p", { class: "request-id" }, "request id: ", el("code", {}, shown.requestId)));
}

/** What a simulation waiting in the server's queue says, at `place` (1: next). */
function queuedText(place: number): string {
  return place === 1 ? "queued: next, after the server's running simulation" : `queued: ${place - 1} simulations ahead`;
}

/** A panel's long work (a simulation, a sweep): starting it again, or Cancel, aborts the last. */
class Cancellable {
  #current: AbortController | undefined;

  start(): AbortSignal {
    this.#current?.abort();
    this.#current = new AbortController();
    return this.#current.signal;
  }

  cancel(): void {
    this.#current?.abort();
  }
}

/** Runs `work` with `section`'s data-status busy, then done or failed (its error shown). */
async function run(section: HTMLElement, box: HTMLElement, work: () => Promise<void>): Promise<void> {
  section.dataset.status = "busy";
  showFailure(box, null);
  try {
    await work();
    section.dataset.status = "done";
  } catch (thrown) {
    showFailure(box, failure(thrown));
    section.dataset.status = "failed";
  }
}

// --- the server: its token and its catalog -----------------------------------------------------

const serverSection = byId("server", HTMLElement);
const serverError = byId("server-error", HTMLDivElement);
const tokenInput = byId("token", HTMLInputElement);
let catalog: GetCatalogResponse | undefined;

async function loadCatalog(): Promise<void> {
  await run(serverSection, serverError, async () => {
    catalog = undefined;
    byId("catalog-status", HTMLElement).textContent = "loading the catalog…";
    try {
      catalog = await client.getCatalog({}, { timeoutMs: 30_000 });
    } finally {
      const weapons = catalog?.rulesets.reduce((n, r) => n + r.weapons.length, 0) ?? 0;
      byId("catalog-status", HTMLElement).textContent = catalog
        ? `catalog: ${catalog.rulesets.map((r) => r.title).join(", ")} (${weapons} weapons)`
        : "no catalog";
    }
  });
  editorChanged();
  checkDigest();
}

function rulesetCatalog(ruleset: Ruleset) {
  return catalog?.rulesets.find((r) => r.ruleset === ruleset);
}

function rulingText(ruleset: Ruleset, id: string): string {
  return rulesetCatalog(ruleset)?.rulings.find((r) => r.id === id)?.text ?? "";
}

/** A ruling's first sentence (the whole text is the item's tooltip). */
function rulingGist(text: string): string {
  const end = text.search(/[.](\s|$)/);
  const first = end < 0 ? text : text.slice(0, end + 1);
  return first.length > 140 ? `${first.slice(0, 139)}…` : first;
}

byId("origin", HTMLElement).textContent = window.location.origin;
tokenInput.value = storedToken();
byId("token-use", HTMLButtonElement).addEventListener("click", () => {
  storeToken(tokenInput.value.trim());
  void loadCatalog();
});
byId("token-forget", HTMLButtonElement).addEventListener("click", () => {
  storeToken("");
  tokenInput.value = "";
});

// --- the encounter editor --------------------------------------------------------------------

const editorSection = byId("encounter", HTMLElement);
const editorError = byId("editor-error", HTMLDivElement);
const textarea = byId("request", HTMLTextAreaElement);
const exampleSelect = byId("example", HTMLSelectElement);
const allExamples = examples();

interface Parsed {
  json: JsonObject;
  request: ResolveEncounterRequest;
}

/** The editor's request, checked as a ResolveEncounterRequest (strictly: an unknown field is an
 * error, as on the server). */
function readRequest(): Parsed {
  return parseRequest(textarea.value);
}

/** `text` read as a ResolveEncounterRequest (`which`: the variant it is, named in the errors). */
function parseRequest(text: string, which = ""): Parsed {
  const the = which ? `variant ${which}` : "the request";
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PageError(`${the} is not JSON: ${(error as Error).message}`);
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) throw new PageError(`${the} is not a JSON object`);
  try {
    return { json: json as JsonObject, request: fromJson(ResolveEncounterRequestSchema, json as JsonObject) };
  } catch (error) {
    throw new PageError(`${which ? `variant ${which}: ` : ""}not a ResolveEncounterRequest: ${(error as Error).message}`);
  }
}

function writeRequest(json: Json): void {
  textarea.value = `${JSON.stringify(json, null, 2)}\n`;
  editorChanged();
}

function loadExample(example: Example): void {
  writeRequest(example.request);
  if (example.attack) {
    oddsAttacker.value = example.attack.attackerId ?? "";
    refreshOddsChoices();
    oddsTarget.value = example.attack.targetId ?? "";
    oddsWeapon.value = example.attack.weaponId ?? "";
  }
}

fillSelect(exampleSelect, allExamples.map((e) => [e.name, e.attack ? `${e.name} (an attack)` : e.name]));
exampleSelect.addEventListener("change", () => {
  const chosen = allExamples.find((e) => e.name === exampleSelect.value);
  if (chosen) loadExample(chosen);
});
textarea.addEventListener("input", () => editorChanged());

let current: Parsed | undefined;

/** The editor's text changed: parse it, then refill what depends on it. `redraw` draws the
 * cards again (the JSON tab was edited, an example loaded, a card added or removed); a value
 * typed on a card leaves them, and its focus, as they are. JSON that does not parse leaves the
 * cards as they were; when it was typed in the JSON tab, they are disabled until it parses (an
 * edit on them would overwrite the text being fixed). */
function editorChanged(redraw = true): void {
  try {
    current = readRequest();
    showFailure(editorError, null);
    editorSection.dataset.status = "done";
  } catch (thrown) {
    current = undefined;
    showFailure(editorError, failure(thrown));
    editorSection.dataset.status = "failed";
    if (redraw) setCardsStale(true);
    return;
  }
  setCardsStale(false);
  if (redraw) drawEditor(current);
  drawBoard(setupGrid, current.request.state, sidesOf(current.request.state));
  refreshOddsChoices();
  refreshSweepSides();
}

// --- the cards, the encounter's board and the tabs -------------------------------------------

const cardsForm = byId("cards-form", HTMLFieldSetElement);
const setupGrid = document.getElementById("setup-grid") as unknown as SVGSVGElement;
/** The request's JSON the cards and the board edit in place (the last that parsed). */
let model: JsonObject | undefined;

function setCardsStale(stale: boolean): void {
  cardsForm.disabled = stale;
  cardsForm.dataset.stale = String(stale);
  byId("cards-stale", HTMLElement).hidden = !stale;
}

/** A card's edit: the JSON tab rewritten from the cards' JSON (`shape`: the cards drawn again). */
function cardsEdited(shape: boolean): void {
  if (model === undefined) return;
  textarea.value = `${JSON.stringify(model, null, 2)}\n`;
  editorChanged(shape);
}

function modelState(): JsonObject | undefined {
  return model && child(model, ResolveEncounterRequestSchema, "state");
}

function drawEditor({ json, request }: Parsed): void {
  model = json;
  const state = modelState()!;
  const ruleset = request.state?.ruleset ?? Ruleset.UNSPECIFIED;
  const sides = sidesOf(request.state);
  drawSetup(byId("setup", HTMLDivElement), {
    state,
    ruleset,
    sides,
    catalogIds: (r) => rulesetCatalog(r)?.weapons.map((w) => w.id),
    edited: cardsEdited,
  });
  drawCards(byId("cards", HTMLDivElement), {
    state,
    ruleset,
    weapons: rulesetCatalog(ruleset)?.weapons ?? [],
    sides,
    edited: cardsEdited,
    place: (combatant) => place(state, combatant),
  });
}

dragTokens(setupGrid, (id, x, y) => {
  const state = modelState();
  const note = byId("board-note", HTMLElement);
  const combatant = arrayOf(state && get(state, EncounterStateSchema, "combatants")).filter(isObject).find((c) => get(c, CombatantSchema, "id") === id);
  if (cardsForm.disabled || state === undefined || combatant === undefined) return;
  if (!free(state, combatant, x, y)) {
    note.textContent = `(${x}, ${y}) is not free: an obstacle, another combatant or off the battlefield`;
    return;
  }
  note.textContent = "";
  set(combatant, CombatantSchema, "position", { x, y });
  cardsEdited(true);
});

byId("add-combatant", HTMLButtonElement).addEventListener("click", () => {
  const state = modelState();
  if (state === undefined) return;
  addCombatant(state, sidesOf(current?.request.state));
  cardsEdited(true);
});

byId("new-encounter", HTMLButtonElement).addEventListener("click", () => {
  const ruleset = current?.request.state?.ruleset || Ruleset.ARRAYER;
  exampleSelect.selectedIndex = -1;
  writeRequest({ state: { ruleset: RulesetSchema.value[ruleset]!.name, battlefield: { width: 12, height: 8 } } });
});

function showTab(json: boolean): void {
  byId("cards-view", HTMLDivElement).hidden = json;
  byId("json-view", HTMLDivElement).hidden = !json;
  byId("tab-cards", HTMLButtonElement).setAttribute("aria-selected", String(!json));
  byId("tab-json", HTMLButtonElement).setAttribute("aria-selected", String(json));
}
byId("tab-cards", HTMLButtonElement).addEventListener("click", () => showTab(false));
byId("tab-json", HTMLButtonElement).addEventListener("click", () => showTab(true));

// --- resolve and replay ----------------------------------------------------------------------

const resolveSection = byId("resolve", HTMLElement);
const slider = byId("step", HTMLInputElement);
const grid = document.getElementById("grid") as unknown as SVGSVGElement;
let replay: { frames: Frame[]; board: Board; sides: string[]; ruleset: Ruleset; state: EncounterState } | undefined;

function sidesOf(state: EncounterState | undefined): string[] {
  const sides = (state?.sides ?? []).map((s) => s.id);
  for (const c of state?.combatants ?? []) if (!sides.includes(c.sideId)) sides.push(c.sideId);
  return sides;
}

byId("resolve-run", HTMLButtonElement).addEventListener("click", () => {
  void run(resolveSection, byId("resolve-error", HTMLDivElement), async () => {
    const { json } = readRequest();
    const seed = byId("seed", HTMLInputElement).value.trim();
    const sent = seed ? { ...json, dice: { seed } } : json;
    const request = fromJson(ResolveEncounterRequestSchema, sent);
    const response = await client.resolveEncounter(request, { timeoutMs: 60_000 });
    showResolved(request, response);
  });
});

function showResolved(request: ResolveEncounterRequest, response: ResolveEncounterResponse): void {
  const state = request.state!;
  const all = frames(state, response.trace?.events ?? []);
  const field = state.battlefield;
  const obstacles = (field?.obstacles ?? []).map((o) => ({ x: o.position?.x ?? 0, y: o.position?.y ?? 0 }));
  replay = { frames: all, board: boardFor(field?.width ?? 0, field?.height ?? 0, obstacles, all), sides: sidesOf(state), ruleset: state.ruleset, state };
  const outcome = response.outcome;
  const winner = outcome?.winningSideId ? `side ${outcome.winningSideId} wins` : "no winner";
  const reason = EndReason[outcome?.endReason ?? 0]?.toLowerCase().replaceAll("_", " ") ?? "";
  const summary = byId("outcome", HTMLElement);
  summary.dataset.winner = outcome?.winningSideId ?? "";
  summary.dataset.rounds = String(outcome?.rounds ?? 0);
  summary.dataset.seed = response.seed === undefined ? "" : String(response.seed);
  summary.dataset.json = JSON.stringify(toJson(ResolveEncounterResponseSchema, response));
  summary.textContent = `${winner} (${reason}) after ${outcome?.rounds ?? 0} rounds; ${response.diceRolled} dice rolled${response.seed === undefined ? " (forced)" : `, seed ${response.seed}`}; ${all.length - 1} steps`;
  slider.max = String(all.length - 1);
  slider.value = "0";
  byId("replay", HTMLElement).hidden = false;
  showStep(0);
}

function showStep(step: number): void {
  if (replay === undefined) return;
  const frame = replay.frames[Math.max(0, Math.min(step, replay.frames.length - 1))]!;
  slider.value = String(frame.step);
  byId("step-label", HTMLElement).textContent = `step ${frame.step} of ${replay.frames.length - 1}`;
  byId("prev", HTMLButtonElement).disabled = frame.step === 0;
  byId("next", HTMLButtonElement).disabled = frame.step === replay.frames.length - 1;
  drawGrid(grid, replay.board, frame, replay.sides);
  drawHpList(frame);
  drawEvent(frame, replay.ruleset);
}

function drawHpList(frame: Frame): void {
  const rows = frame.tokens.map((t) => {
    const fraction = t.maxHp > 0 ? Math.min(1, Math.max(0, t.hp / t.maxHp)) : 0;
    const fill = el("div", { class: "fill" });
    fill.style.width = `${(fraction * 100).toFixed(1)}%`;
    const where = t.position ? `(${t.position.x}, ${t.position.y})` : "off the grid";
    return el(
      "li",
      { class: "hp-row", "data-id": t.id, "data-hp": t.hp, "data-max-hp": t.maxHp },
      el("span", { class: "who" }, `${t.id} · ${t.sideId}`),
      el("div", { class: "bar" }, fill),
      el("span", { class: "hp" }, `${t.hp}/${t.maxHp}`),
      el("span", { class: "where" }, where),
      el("span", { class: "conditions" }, t.conditions.join(" ").toLowerCase()),
    );
  });
  byId("hp-list", HTMLUListElement).replaceChildren(...rows);
}

function termSign(ruleset: Ruleset, name: string, value: number, first: boolean): string {
  const term = catalog?.termNames.find((t) => t.name === name && (t.rulesets.length === 0 || t.rulesets.includes(ruleset)));
  const subtracted = term?.subtracted ?? false;
  // A subtracted term of 0 (no armour) lost its sign on the wire; its name keeps it.
  const negative = value < 0 || (value === 0 && subtracted);
  return first ? (negative ? "-" : "") : negative ? " - " : " + ";
}

function totalText(ruleset: Ruleset, total: Total): string {
  const terms = total.terms.map((t, i) => `${termSign(ruleset, t.name, t.value, i === 0)}${t.name} ${Math.abs(t.value)}`);
  return `${total.name} ${total.value} = ${terms.join("")}`;
}

function drawEvent(frame: Frame, ruleset: Ruleset): void {
  const box = byId("event", HTMLDivElement);
  const event = frame.event;
  if (event === undefined) {
    box.replaceChildren(el("p", { class: "summary" }, "the start: the request's state"));
    box.dataset.kind = "";
    return;
  }
  box.dataset.kind = EventKind[event.kind] ?? String(event.kind);
  const rulings = event.rulings.map((id) => el("li", { class: "ruling", "data-id": id, title: rulingText(ruleset, id) }, el("code", {}, id), ` ${rulingGist(rulingText(ruleset, id))}`));
  const dice = event.dice.map((d) =>
    el(
      "li",
      { class: "die", "data-size": d.size, "data-face": d.face, "data-purpose": DiePurpose[d.purpose] ?? "", "data-combatant": d.combatantId || d.sideId, "data-discarded": d.discarded },
      el("span", { class: "face" }, `d${d.size} = ${d.face}`),
      ` ${(DiePurpose[d.purpose] ?? "").toLowerCase().replaceAll("_", " ")}${d.combatantId || d.sideId ? `, ${d.combatantId || d.sideId}` : ""}${d.discarded ? ", discarded" : ""}`,
      event.rulings.length ? el("span", { class: "die-rulings" }, ` · ruling ${event.rulings.join(", ")}`) : "",
    ),
  );
  const changes = [
    ...event.hpChanges.map((c) => `${c.combatantId} hp ${c.before} → ${c.after}`),
    ...event.conditionChanges.map((c) => `${c.combatantId} ${c.active ? "+" : "−"}${(Condition[c.condition] ?? String(c.condition)).toLowerCase()}`),
  ];
  box.replaceChildren(
    el("p", { class: "summary" }, `${event.round ? `round ${event.round}` : "—"} · ${(EventKind[event.kind] ?? "").toLowerCase().replaceAll("_", " ")}: ${event.summary}`),
    el("ul", { id: "dice", class: "dice" }, ...(dice.length ? dice : [el("li", { class: "none" }, "no dice")])),
    ...event.totals.map((t) => el("p", { class: "total" }, totalText(ruleset, t))),
    ...changes.map((c) => el("p", { class: "change" }, c)),
    el("ul", { id: "rulings", class: "rulings" }, ...rulings),
  );
}

slider.addEventListener("input", () => showStep(Number(slider.value)));
byId("prev", HTMLButtonElement).addEventListener("click", () => showStep(Number(slider.value) - 1));
byId("next", HTMLButtonElement).addEventListener("click", () => showStep(Number(slider.value) + 1));

// --- an attack's exact odds ------------------------------------------------------------------

const oddsSection = byId("odds", HTMLElement);
const oddsAttacker = byId("odds-attacker", HTMLSelectElement);
const oddsTarget = byId("odds-target", HTMLSelectElement);
const oddsWeapon = byId("odds-weapon", HTMLSelectElement);

function refreshOddsChoices(): void {
  const combatants = current?.request.state?.combatants ?? [];
  fillSelect(oddsAttacker, combatants.map((c) => [c.id, c.id]));
  const attacker = combatants.find((c) => c.id === oddsAttacker.value);
  const others = combatants.filter((c) => c.id !== oddsAttacker.value);
  const enemies = others.filter((c) => c.sideId !== attacker?.sideId);
  fillSelect(oddsTarget, others.map((c) => [c.id, c.id]), oddsTarget.value || enemies[0]?.id);
  const weapons = (attacker?.weapons ?? []).map((w) => w.id || (w.source.case === "catalogId" ? w.source.value : ""));
  fillSelect(oddsWeapon, [["", "(its first)"], ...weapons.filter(Boolean).map((id): [string, string] => [id, id])]);
}
oddsAttacker.addEventListener("change", refreshOddsChoices);

byId("odds-run", HTMLButtonElement).addEventListener("click", () => {
  void run(oddsSection, byId("odds-error", HTMLDivElement), async () => {
    const { json } = readRequest();
    const distance = byId("odds-distance", HTMLInputElement).value.trim();
    const state = (json.state ?? {}) as JsonObject;
    const request = fromJson(ComputeOddsRequestSchema, {
      state: distance === "" ? state : atDistance(state, oddsAttacker.value, oddsTarget.value, Number(distance)),
      action: { attack: { attackerId: oddsAttacker.value, targetId: oddsTarget.value, weaponId: oddsWeapon.value } },
    });
    const odds = await client.computeOdds(request, { timeoutMs: 60_000 });
    const hit = byId("odds-hit", HTMLElement);
    hit.dataset.value = String(odds.hit?.value ?? 0);
    hit.dataset.fraction = fraction(odds.hit);
    hit.textContent = `hit ${fraction(odds.hit)} (${percent(odds.hit?.value ?? 0)})`;
    byId("odds-mean", HTMLElement).textContent = `mean damage ${fraction(odds.meanDamage)} (${(odds.meanDamage?.value ?? 0).toFixed(3)}); ${odds.branches} branches`;
    byId("odds-result", HTMLElement).dataset.json = JSON.stringify(toJson(ComputeOddsResponseSchema, odds));
    barChart(byId("odds-chart", HTMLDivElement), {
      labels: odds.damage.map((d) => String(d.damage)),
      values: odds.damage.map((d) => d.probability?.value ?? 0),
      yMax: 1,
      format: (v) => `${Math.round(v * 100)} %`,
    });
    setTable("odds-table", {
      name: "attack-odds",
      columns: ["damage", "probability", "numerator", "denominator", "value"].map((name) => ({ name })),
      rows: odds.damage.map((d) => [d.damage, exact(d.probability), d.probability?.exactNumerator ?? "0", d.probability?.exactDenominator ?? "1", d.probability?.value ?? 0]),
    });
    byId("odds-table", HTMLTableSectionElement).replaceChildren(
      ...odds.damage.map((d) => el("tr", { "data-damage": d.damage }, el("td", {}, String(d.damage)), el("td", {}, fraction(d.probability)), el("td", {}, percent(d.probability?.value ?? 0)))),
    );
  });
});

// --- Simulate --------------------------------------------------------------------------------

const simSection = byId("simulate", HTMLElement);
const progressBar = byId("sim-progress", HTMLProgressElement);
const simulation = new Cancellable();

/** A SimulateRequest of the editor's encounter (what Simulate takes of a ResolveEncounterRequest:
 * everything but the dice and the trace detail). */
function simulateRequest(json: JsonObject, runs: number, seed: string) {
  const { dice: _dice, traceDetail: _detail, ...encounter } = json;
  return fromJson(SimulateRequestSchema, { ...encounter, runs, ...(seed ? { seed } : {}) });
}

/** Plays `request`'s simulation, calling `progress` per progress message of its runs and
 * `queued` with its place while it waits for the server's other simulations (1: next); its
 * result. */
async function simulate(request: ReturnType<typeof simulateRequest>, signal: AbortSignal, progress: (done: number, runs: number, sides: SideStatistics[]) => void, queued: (place: number) => void): Promise<SimulationResult> {
  for await (const message of client.simulate(request, { signal })) {
    if (message.kind.case === "progress") {
      const p = message.kind.value;
      if (p.queuePosition > 0) queued(p.queuePosition);
      else progress(p.runsDone, p.runs, p.sides);
    } else if (message.kind.case === "result") return message.kind.value;
  }
  throw new PageError("the stream ended without a result");
}

function winRateBars(sides: SideStatistics[]) {
  return {
    labels: sides.map((s) => s.sideId),
    values: sides.map((s) => s.winRate),
    low: sides.map((s) => s.winRateLow),
    high: sides.map((s) => s.winRateHigh),
    yMax: 1,
    format: (v: number) => `${Math.round(v * 100)} %`,
  };
}

byId("sim-run", HTMLButtonElement).addEventListener("click", () => {
  const signal = simulation.start();
  void run(simSection, byId("sim-error", HTMLDivElement), async () => {
    const { json } = readRequest();
    const runs = Number(byId("sim-runs", HTMLInputElement).value);
    const request = simulateRequest(json, runs, byId("sim-seed", HTMLInputElement).value.trim());
    const history: number[] = [];
    progressBar.value = 0;
    progressBar.max = Math.max(1, runs);
    progressBar.dataset.updates = "0";
    progressBar.dataset.history = "";
    byId("sim-result", HTMLElement).hidden = true;
    const label = byId("sim-progress-label", HTMLElement);
    label.textContent = "starting…";
    const chart = byId("sim-chart", HTMLDivElement);
    const result = await simulate(request, signal, (done, total, sides) => {
      history.push(done);
      progressBar.max = Math.max(1, total);
      progressBar.value = done;
      progressBar.dataset.updates = String(history.length);
      progressBar.dataset.history = history.join(",");
      label.textContent = `${done} of ${total} runs`;
      label.dataset.queued = "";
      barChart(chart, winRateBars(sides));
    }, (place) => {
      label.textContent = queuedText(place);
      label.dataset.queued = String(place);
    });
    progressBar.value = progressBar.max;
    label.textContent = `done: ${result.runs} runs, seed ${result.seed}`;
    showSimulation(result);
  });
});
byId("sim-cancel", HTMLButtonElement).addEventListener("click", () => simulation.cancel());

function showSimulation(result: SimulationResult): void {
  const draw = result.runs > 0 ? result.draws / result.runs : 0;
  const bars = winRateBars(result.sides);
  barChart(byId("sim-chart", HTMLDivElement), {
    ...bars,
    labels: [...bars.labels, "draw"],
    values: [...bars.values, draw],
    low: [...bars.low, draw],
    high: [...bars.high, draw],
  });
  const box = byId("sim-result", HTMLElement);
  box.hidden = false;
  box.dataset.json = JSON.stringify(toJson(SimulationResultSchema, result));
  const rows = result.sides.map((s) =>
    el("tr", { "data-side": s.sideId, "data-wins": s.wins },
      el("td", {}, s.sideId), el("td", {}, String(s.wins)), el("td", {}, percent(s.winRate)),
      el("td", {}, `${percent(s.winRateLow)} – ${percent(s.winRateHigh)}`), el("td", {}, String(s.routs))),
  );
  rows.push(el("tr", { "data-side": "", "data-wins": result.draws }, el("td", {}, "draws"), el("td", {}, String(result.draws)), el("td", {}, percent(draw)), el("td", {}), el("td", {})));
  byId("sim-sides", HTMLTableSectionElement).replaceChildren(...rows);
  setTable("sim-sides", simulationSides(result, "simulation-sides"));
  setTable("sim-combatants", simulationCombatants(result, "simulation-combatants"));
  const rounds = result.rounds;
  byId("sim-rounds", HTMLElement).textContent = rounds
    ? `rounds: mean ${rounds.mean.toFixed(2)}, median ${rounds.p50}, 90 % within ${rounds.p90}`
    : "";
  byId("sim-combatants", HTMLTableSectionElement).replaceChildren(
    ...result.combatants.map((c) =>
      el("tr", { "data-id": c.combatantId },
        el("td", {}, c.combatantId), el("td", {}, percent(result.runs ? c.survived / result.runs : 0)),
        el("td", {}, (c.damageDealt?.mean ?? 0).toFixed(2)), el("td", {}, (c.damageTaken?.mean ?? 0).toFixed(2))),
    ),
  );
}

// --- the encounter's odds, to the end ---------------------------------------------------------

const encounterOdds = new Cancellable();

/** The figures' sources: this page's client, and Simulate as the Simulate panel plays it. */
const sources = {
  client,
  simulate: (json: JsonObject, runs: number, seed: string, signal: AbortSignal) =>
    simulate(simulateRequest(json, runs, seed), signal, () => undefined, () => undefined),
};

byId("enc-run", HTMLButtonElement).addEventListener("click", () => {
  const signal = encounterOdds.start();
  const section = byId("encounter-odds", HTMLElement);
  void run(section, byId("enc-error", HTMLDivElement), async () => {
    byId("enc-result", HTMLElement).hidden = true;
    const { json } = readRequest();
    const figures = await encounterFigures(sources, json, number("enc-runs"), byId("enc-seed", HTMLInputElement).value.trim(), signal);
    showFigures(figures);
  });
});
byId("enc-cancel", HTMLButtonElement).addEventListener("click", () => encounterOdds.cancel());

// --- a sweep of one or two parameters --------------------------------------------------------

const sweepSection = byId("sweep", HTMLElement);
const sweepSide = byId("sweep-side", HTMLSelectElement);
const sweeping = new Cancellable();
/** The two-parameter sweep's most cells: each is a call, exact or a simulation. */
const MAX_CELLS = 400;

function refreshSweepSides(): void {
  const sides = sidesOf(current?.request.state);
  fillSelect(sweepSide, sides.map((s) => [s, s]));
}

function number(id: string): number {
  const text = byId(id, HTMLInputElement).value.trim();
  return text === "" ? Number.NaN : Number(text);
}

byId("sweep-run", HTMLButtonElement).addEventListener("click", () => {
  const signal = sweeping.start();
  void run(sweepSection, byId("sweep-error", HTMLDivElement), async () => {
    const { json } = readRequest();
    const path = byId("sweep-path", HTMLInputElement).value;
    const second = byId("sweep-path2", HTMLInputElement).value.trim();
    byId("sweep-grid", HTMLDivElement).hidden = second === "";
    if (second) {
      await sweepGrid(json, signal);
      return;
    }
    const values = range(number("sweep-from"), number("sweep-to"), number("sweep-step"));
    // Every request first, so a bad path is refused before any call.
    const requests = values.map((v) => withValue(json, path, v) as JsonObject);
    const runs = number("sweep-runs");
    const seed = byId("sweep-seed", HTMLInputElement).value.trim();
    const side = sweepSide.value;
    const points: { x: number; rate: number; low: number; high: number }[] = [];
    const table = byId("sweep-table", HTMLTableSectionElement);
    table.replaceChildren();
    const exported = {
      name: "sweep",
      columns: [path, "method", "win_probability", "wins", "win_rate", "win_rate_low", "win_rate_high", "refusal"].map((name) => ({ name })),
      rows: [] as (string | number)[][],
    };
    setTable("sweep-table", exported);
    const status = byId("sweep-status", HTMLElement);
    const chart = byId("sweep-chart", HTMLDivElement);
    for (const [i, value] of values.entries()) {
      status.textContent = `value ${i + 1} of ${values.length}: ${path} = ${value}`;
      // Each value as the encounter panel answers it: exact to the end, else simulated.
      const figures = await encounterFigures(sources, requests[i]!, runs, seed, signal);
      const win = sideWin(figures, side);
      points.push({ x: value, rate: win.value, low: win.low, high: win.high });
      exported.rows.push([value, figures.method, win.probability, win.wins ?? "", win.value, win.low, win.high, win.refusal]);
      const shown = figures.method === "exact" ? `exact: ${win.probability}` : `simulated (${win.refusal}): ${win.wins} wins`;
      table.append(el("tr", { "data-value": value, "data-method": figures.method, "data-wins": win.wins ?? "", "data-rate": win.value },
        el("td", {}, String(value)), el("td", {}, shown), el("td", {}, percent(win.value)),
        el("td", {}, figures.method === "exact" ? "exact" : `${percent(win.low)} – ${percent(win.high)}`)));
      bandChart(chart, { xs: points.map((p) => p.x), values: points.map((p) => p.rate), low: points.map((p) => p.low), high: points.map((p) => p.high), label: path });
    }
    status.textContent = `done: side ${side}'s win at ${values.length} values of ${path}`;
  });
});
/** The two-parameter sweep: a cell per pair of values, each the encounter's figures (exact to
 * the end, else simulated: encounter_odds.ts), in a table and a heat map of the side's win. */
async function sweepGrid(json: JsonObject, signal: AbortSignal): Promise<void> {
  const paths = [byId("sweep-path", HTMLInputElement).value.trim(), byId("sweep-path2", HTMLInputElement).value.trim()] as const;
  const xs = range(number("sweep-from"), number("sweep-to"), number("sweep-step"));
  const ys = range(number("sweep-from2"), number("sweep-to2"), number("sweep-step2"));
  if (xs.length * ys.length > MAX_CELLS) throw new PageError(`${xs.length} × ${ys.length} cells: at most ${MAX_CELLS}, take larger steps`, "sweep.range");
  // Every request first, so a bad path is refused before any call.
  const requests = ys.flatMap((y) => xs.map((x) => ({ x, y, request: withValue(withValue(json, paths[0], x), paths[1], y) as JsonObject })));
  const runs = number("sweep-runs");
  const seed = byId("sweep-seed", HTMLInputElement).value.trim();
  const side = sweepSide.value;
  const status = byId("sweep-status", HTMLElement);
  const table: Table = {
    name: "sweep-cells",
    columns: [{ name: paths[0] }, { name: paths[1] }, { name: "method" }, { name: "win_probability" }, { name: "win", show: (v) => percent(Number(v)) }, { name: "win_low", show: (v) => percent(Number(v)) }, { name: "win_high", show: (v) => percent(Number(v)) }, { name: "refusal" }],
    rows: [],
  };
  const heat: Heat = { xs, ys, xLabel: paths[0], yLabel: paths[1], cells: [] };
  byId("sweep-chart", HTMLDivElement).replaceChildren();
  byId("sweep-table", HTMLTableSectionElement).replaceChildren();
  for (const [i, { x, y, request }] of requests.entries()) {
    status.textContent = `cell ${i + 1} of ${requests.length}: ${paths[0]} = ${x}, ${paths[1]} = ${y}`;
    const figures = await encounterFigures(sources, request, runs, seed, signal);
    const win = sideWin(figures, side);
    table.rows.push([x, y, figures.method, win.probability, win.value, win.low, win.high, win.refusal]);
    heat.cells.push({ x, y, value: win.value, method: figures.method });
    drawTable(byId("sweep-cells", HTMLDivElement), table);
    drawHeatmap(byId("sweep-heatmap", HTMLDivElement), heat);
  }
  status.textContent = `done: side ${side}'s win at ${requests.length} cells of ${paths[0]} × ${paths[1]}`;
}

byId("sweep-cancel", HTMLButtonElement).addEventListener("click", () => sweeping.cancel());

// --- A/B compare -------------------------------------------------------------------------------

const comparing = new Cancellable();
const variantB = byId("compare-b", HTMLTextAreaElement);

byId("compare-copy", HTMLButtonElement).addEventListener("click", () => {
  variantB.value = textarea.value;
});

// B is edited on the cards by swapping it into the editor, and back: one editor, two variants.
byId("compare-swap", HTMLButtonElement).addEventListener("click", () => {
  void run(byId("compare", HTMLElement), byId("compare-error", HTMLDivElement), async () => {
    const b = parseRequest(variantB.value, "B").json; // B must parse: the editor shows it next
    variantB.value = textarea.value;
    writeRequest(b);
  });
});

byId("compare-run", HTMLButtonElement).addEventListener("click", () => {
  const signal = comparing.start();
  void run(byId("compare", HTMLElement), byId("compare-error", HTMLDivElement), async () => {
    byId("compare-result", HTMLElement).hidden = true;
    const a = readRequest().json;
    const b = parseRequest(variantB.value, "B").json;
    const runs = number("compare-runs");
    const seed = byId("compare-seed", HTMLInputElement).value.trim();
    const figures = [await encounterFigures(sources, a, runs, seed, signal), await encounterFigures(sources, b, runs, seed, signal)] as const;
    const box = byId("compare-result", HTMLElement);
    box.hidden = false;
    box.dataset.json = JSON.stringify(figures.map(answerJson));
    byId("compare-refusals", HTMLDivElement).replaceChildren(
      ...figures.flatMap((f, i) => (f.method === "simulated" ? [el("p", { class: "note" }, `${i ? "B" : "A"}:`), refusalNote(f.refusal)] : [])),
    );
    drawTable(byId("compare-table", HTMLDivElement), compareTable(...figures));
  });
});

// --- the permalink ---------------------------------------------------------------------------

const linkSection = byId("permalink", HTMLDivElement);
const linkError = byId("link-error", HTMLDivElement);
/** The rules digest of the link the page was opened from (undefined: not opened from one). */
let linkDigest: string | undefined;

byId("link-copy", HTMLButtonElement).addEventListener("click", () => {
  void run(linkSection, linkError, async () => {
    const { json } = readRequest();
    const tab = byId("tab-json", HTMLButtonElement).getAttribute("aria-selected") === "true" ? "json" : "cards";
    const url = await encode(`${window.location.origin}${window.location.pathname}`, {
      request: json,
      settings: readSettings(),
      tab,
      digest: catalog?.rulesVersion?.digest ?? "",
    });
    const shown = byId("link-url", HTMLInputElement);
    const status = byId("link-status", HTMLElement);
    status.dataset.length = String(url.length);
    if (url.length > LINK_LIMIT) {
      shown.value = "";
      status.dataset.made = "false";
      status.textContent = `no link: it would be ${url.length.toLocaleString("en")} characters, over the page's limit of ${LINK_LIMIT.toLocaleString("en")} (longer links get cut by the tools that carry them); save the JSON tab's request instead`;
      return;
    }
    shown.value = url;
    status.dataset.made = "true";
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = `copied (${url.length} characters)`;
    } catch {
      status.textContent = `the link (${url.length} characters) is in the field: the browser did not let the page copy it`;
    }
  });
});

/** A page opened from a link made against other rules says so: its results may differ. */
function checkDigest(): void {
  const server = catalog?.rulesVersion?.digest;
  const warning = byId("link-warning", HTMLDivElement);
  warning.hidden = !(linkDigest && server && linkDigest !== server);
  if (warning.hidden || server === undefined || linkDigest === undefined) return;
  warning.dataset.link = linkDigest;
  warning.dataset.server = server;
  warning.textContent = `This link was made against rules ${linkDigest}; this server resolves by rules ${server}. Its results may differ from the ones the link's author saw.`;
}

/** The encounter, the settings and the tab of the link the page was opened from. */
async function openLink(): Promise<void> {
  await run(linkSection, linkError, async () => {
    const state = await decode(window.location.hash);
    if (state === undefined) return;
    exampleSelect.selectedIndex = -1;
    writeRequest(state.request);
    applySettings(state.settings);
    showTab(state.tab === "json");
    linkDigest = state.digest;
    checkDigest();
  });
}

// --- start -----------------------------------------------------------------------------------

const first = allExamples.find((e) => e.name === "arrayer_encounter") ?? allExamples[0];
if (first) {
  exampleSelect.value = first.name;
  loadExample(first);
}
addExports();
if (window.location.hash) void openLink();
void loadCatalog();
document.body.dataset.ready = "true";
