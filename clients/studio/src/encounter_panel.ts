// The encounter-odds panel's drawing (index.html's #encounter-odds): the figures of
// encounter_odds.ts as tables and the rounds chart, labelled exact or simulated.
import { answerJson, combatantsTable, methodText, refusalNote, roundsChart, roundsTable, sidesTable } from "./encounter_odds.js";
import type { Figures } from "./encounter_odds.js";
import { byId } from "./dom.js";
import { drawTable } from "./table.js";

export function showFigures(figures: Figures): void {
  const box = byId("enc-result", HTMLElement);
  box.hidden = false;
  box.dataset.method = figures.method;
  box.dataset.json = JSON.stringify(answerJson(figures));
  byId("enc-method", HTMLElement).textContent = methodText(figures);
  const refusal = byId("enc-refusal", HTMLElement);
  refusal.replaceChildren(...(figures.method === "simulated" ? [refusalNote(figures.refusal)] : []));
  refusal.hidden = figures.method !== "simulated";
  drawTable(byId("enc-sides", HTMLDivElement), sidesTable(figures, "encounter-sides"));
  const rounds = roundsTable(figures, "encounter-rounds");
  drawTable(byId("enc-rounds", HTMLDivElement), rounds);
  roundsChart(byId("enc-rounds-chart", HTMLDivElement), rounds);
  drawTable(byId("enc-combatants", HTMLDivElement), combatantsTable(figures, "encounter-combatants"));
}
