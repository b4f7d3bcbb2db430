// Downloads: every table as CSV and JSON, every chart as PNG and SVG. A table's downloads are
// the cells it was drawn from (table.ts: the server's numbers, exact fractions as text); a
// chart's PNG is uPlot's canvas as drawn, its SVG is written here from the numbers the chart
// was given (its data-points), since uPlot draws no SVG.
import { el } from "./dom.js";
import { heatmapCanvas } from "./heatmap.js";
import type { Heat } from "./heatmap.js";
import type { Cell, Table } from "./table.js";

/** The tables as last drawn, by their element's id. */
const tables = new Map<string, Table>();

/** `table` is what the element `id` shows now (its downloads' content). */
export function setTable(id: string, table: Table): void {
  tables.set(id, table);
}

function save(blob: Blob, file: string): void {
  const url = URL.createObjectURL(blob);
  const link = el("a", { href: url, download: file });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now; the next task frees the page's.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function csvCell(cell: Cell): string {
  const text = String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV: a header of the column names, then a line per row; numbers as JavaScript writes
 * them (the shortest text that reads back as the same double). */
export function csv(table: Table): string {
  const lines = [table.columns.map((c) => csvCell(c.name)), ...table.rows.map((row) => row.map(csvCell))];
  return lines.map((cells) => `${cells.join(",")}\r\n`).join("");
}

/** The rows as objects by column name. */
export function tableJson(table: Table): Record<string, Cell>[] {
  return table.rows.map((row) => Object.fromEntries(table.columns.map((c, i) => [c.name, row[i] ?? ""])));
}

interface Points {
  labels?: string[];
  xs?: number[];
  values: number[];
  low?: number[];
  high?: number[];
}

const W = 640;
const H = 240;
const PAD = { left: 56, right: 16, top: 12, bottom: 32 };

/** The chart of `points` (a bar chart's labels or a line's xs) as an SVG document. */
export function chartSvg(points: Points, title: string): string {
  const n = points.values.length;
  const top = Math.max(1, ...points.values, ...(points.high ?? []));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotH * (1 - v / top);
  const xs = points.xs;
  const [x0, x1] = xs && xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, 1];
  const x = (i: number) => (xs ? PAD.left + (x1 > x0 ? ((xs[i]! - x0) / (x1 - x0)) * plotW : plotW / 2) : PAD.left + ((i + 0.5) / Math.max(1, n)) * plotW);
  const esc = (t: string) => t.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");
  const parts: string[] = [`<title>${esc(title)}</title>`, `<rect width="${W}" height="${H}" fill="#fff"/>`];
  for (let k = 0; k <= 4; k++) {
    const v = (top * k) / 4;
    parts.push(`<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#ddd"/>`);
    parts.push(`<text x="${PAD.left - 6}" y="${(y(v) + 4).toFixed(1)}" font-size="11" text-anchor="end">${top === 1 ? `${Math.round(v * 100)} %` : v.toPrecision(3)}</text>`);
  }
  if (xs) {
    const line = points.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    if (points.low && points.high) {
      const band = [...points.high.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`), ...points.low.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).reverse()];
      parts.push(`<polygon points="${band.join(" ")}" fill="rgba(91,143,214,0.2)"/>`);
    }
    parts.push(`<polyline points="${line}" fill="none" stroke="#2f5f9e" stroke-width="2"/>`);
    xs.forEach((v, i) => parts.push(`<circle cx="${x(i).toFixed(1)}" cy="${y(points.values[i]!).toFixed(1)}" r="3" fill="#2f5f9e"><title>${v}: ${points.values[i]}</title></circle>`, `<text x="${x(i).toFixed(1)}" y="${H - 12}" font-size="11" text-anchor="middle">${v}</text>`));
  } else {
    const bar = (plotW / Math.max(1, n)) * 0.6;
    points.values.forEach((v, i) => {
      const label = points.labels?.[i] ?? String(i);
      parts.push(`<rect x="${(x(i) - bar / 2).toFixed(1)}" y="${y(v).toFixed(1)}" width="${bar.toFixed(1)}" height="${(y(0) - y(v)).toFixed(1)}" fill="#5b8fd6" stroke="#2f5f9e"><title>${esc(label)}: ${v}</title></rect>`);
      parts.push(`<text x="${x(i).toFixed(1)}" y="${H - 12}" font-size="11" text-anchor="middle">${esc(label)}</text>`);
      const lo = points.low?.[i];
      const hi = points.high?.[i];
      if (lo !== undefined && hi !== undefined) parts.push(`<line x1="${x(i).toFixed(1)}" x2="${x(i).toFixed(1)}" y1="${y(hi).toFixed(1)}" y2="${y(lo).toFixed(1)}" stroke="#222" stroke-width="2"/>`);
    });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif">${parts.join("")}</svg>\n`;
}

function tableButtons(id: string): HTMLElement {
  const download = (format: "csv" | "json") => {
    const table = tables.get(id);
    if (table === undefined) return;
    const body = format === "csv" ? csv(table) : `${JSON.stringify(tableJson(table), null, 2)}\n`;
    save(new Blob([body], { type: format === "csv" ? "text/csv" : "application/json" }), `${table.name}.${format}`);
  };
  return el("span", { class: "exports" }, ...(["csv", "json"] as const).map((f) => {
    const button = el("button", { type: "button", "data-for": id, "data-format": f }, f.toUpperCase());
    button.addEventListener("click", () => download(f));
    return button;
  }));
}

function chartButtons(container: HTMLElement): HTMLElement {
  const png = el("button", { type: "button", "data-for": container.id, "data-format": "png" }, "PNG");
  // A uPlot chart's own canvas; the heat map (SVG) drawn again on one.
  const canvas = () => container.querySelector("canvas") ?? (container.dataset.points ? heatmapCanvas(JSON.parse(container.dataset.points) as Heat) : null);
  png.addEventListener("click", () => canvas()?.toBlob((blob) => blob && save(blob, `${container.id}.png`), "image/png"));
  const svg = el("button", { type: "button", "data-for": container.id, "data-format": "svg" }, "SVG");
  svg.addEventListener("click", () => {
    const points = container.dataset.points;
    const drawn = container.querySelector("svg");
    if (drawn) save(new Blob([`${new XMLSerializer().serializeToString(drawn)}\n`], { type: "image/svg+xml" }), `${container.id}.svg`);
    else if (points) save(new Blob([chartSvg(JSON.parse(points) as Points, container.id)], { type: "image/svg+xml" }), `${container.id}.svg`);
  });
  return el("span", { class: "exports" }, png, svg);
}

/** Download buttons after every table and chart of index.html ([data-export=table|chart]). */
export function addExports(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-export]")) {
    const bar = element.dataset.export === "chart" ? chartButtons(element) : tableButtons(element.id);
    (element.closest("table") ?? element).after(bar);
  }
}
