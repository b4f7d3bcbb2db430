// A table the page shows and exports from the same rows: each column's cells are kept as the
// numbers and texts the server sent (an exact fraction as its text, a probability as its
// double), and only their display is formatted, so what a download holds is what was answered.
import { el } from "./dom.js";
import { setTable } from "./export.js";

export type Cell = string | number;

export interface Column {
  name: string;
  /** How a cell is shown on the page (default: as it is). */
  show?: (value: Cell) => string;
  /** Kept in the exports but not shown (an exact fraction's terms beside its text). */
  hidden?: boolean;
}

export interface Table {
  /** The file name of its downloads, without extension. */
  name: string;
  columns: Column[];
  rows: Cell[][];
}

/** `table` drawn into `container` (whatever it held is replaced); each row's cells are also its
 * `data-row` (JSON), so the tests read the numbers, not their display. */
export function drawTable(container: HTMLElement, table: Table): void {
  setTable(container.id, table);
  const shown = table.columns.map((c, i) => [c, i] as const).filter(([c]) => !c.hidden);
  const head = el("tr", {}, ...shown.map(([c]) => el("th", {}, c.name)));
  const rows = table.rows.map((row) =>
    el("tr", { "data-row": JSON.stringify(row) }, ...shown.map(([c, i]) => el("td", {}, c.show ? c.show(row[i] ?? "") : String(row[i] ?? "")))),
  );
  container.replaceChildren(el("table", { "data-name": table.name }, el("thead", {}, head), el("tbody", {}, ...rows)));
}
