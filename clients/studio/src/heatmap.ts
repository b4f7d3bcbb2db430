// The two-parameter sweep's heat map: a cell per pair of values, coloured by the chosen side's
// win (red 0 %, white 50 %, blue 100 %), with its legend. Drawn as SVG (each cell's numbers on
// it as data-*, for the tests); its PNG export is drawn from the same cells on a canvas.
import { svg } from "./dom.js";

export interface HeatCell {
  x: number;
  y: number;
  value: number;
  method: "exact" | "simulated";
}

export interface Heat {
  xs: number[];
  ys: number[];
  xLabel: string;
  yLabel: string;
  cells: HeatCell[];
}

const CELL = 48;
const LEFT = 64;
const TOP = 8;
const LEGEND = 56;

/** The colour of a win rate: red through white to blue. */
export function heatColor(value: number): string {
  const v = Math.min(1, Math.max(0, value));
  const [from, to, t] = v < 0.5 ? [[192, 57, 43], [247, 247, 247], v * 2] : [[247, 247, 247], [47, 95, 158], (v - 0.5) * 2];
  const mix = from.map((c, i) => Math.round(c + (to[i]! - c) * t));
  return `rgb(${mix.join(",")})`;
}

function caption(heat: Heat): string {
  return `rows ${heat.yLabel}, columns ${heat.xLabel}; ~ simulated`;
}

function size(heat: Heat): { width: number; height: number } {
  // Wide enough for the legend and its caption (about 6 px a character at 11 px).
  const width = Math.max(LEFT + heat.xs.length * CELL + 8, LEFT + 240, LEFT + caption(heat).length * 6.5);
  return { width: Math.ceil(width), height: TOP + heat.ys.length * CELL + 24 + LEGEND };
}

/** Every shape of the map, as (kind, attributes, text): the SVG and the PNG draw the same list. */
function shapes(heat: Heat): { kind: "rect" | "text"; a: Record<string, string | number>; text?: string }[] {
  const out: { kind: "rect" | "text"; a: Record<string, string | number>; text?: string }[] = [];
  const gridBottom = TOP + heat.ys.length * CELL;
  heat.ys.forEach((y, j) => out.push({ kind: "text", a: { x: LEFT - 6, y: TOP + j * CELL + CELL / 2 + 4, "text-anchor": "end" }, text: String(y) }));
  heat.xs.forEach((x, i) => out.push({ kind: "text", a: { x: LEFT + i * CELL + CELL / 2, y: gridBottom + 14, "text-anchor": "middle" }, text: String(x) }));
  for (const c of heat.cells) {
    const i = heat.xs.indexOf(c.x);
    const j = heat.ys.indexOf(c.y);
    out.push({ kind: "rect", a: { x: LEFT + i * CELL, y: TOP + j * CELL, width: CELL - 2, height: CELL - 2, fill: heatColor(c.value) } });
    out.push({ kind: "text", a: { x: LEFT + i * CELL + CELL / 2 - 1, y: TOP + j * CELL + CELL / 2 + 4, "text-anchor": "middle" }, text: `${Math.round(c.value * 100)}${c.method === "exact" ? "" : "~"}` });
  }
  // The legend: 0 % to 100 % in ten steps.
  const legendTop = gridBottom + 28;
  for (let k = 0; k <= 10; k++) out.push({ kind: "rect", a: { x: LEFT + k * 20, y: legendTop, width: 20, height: 12, fill: heatColor(k / 10) } });
  out.push({ kind: "text", a: { x: LEFT, y: legendTop + 26, "text-anchor": "start" }, text: "0 %" });
  out.push({ kind: "text", a: { x: LEFT + 220, y: legendTop + 26, "text-anchor": "end" }, text: "100 %" });
  out.push({ kind: "text", a: { x: 8, y: legendTop + 44, "text-anchor": "start" }, text: caption(heat) });
  return out;
}

/** The map of `heat` in `container` (an <svg> replaced); its numbers also as data-points. */
export function drawHeatmap(container: HTMLElement, heat: Heat): void {
  container.dataset.points = JSON.stringify(heat);
  const { width, height } = size(heat);
  const map = svg("svg", { xmlns: "http://www.w3.org/2000/svg", width, height, viewBox: `0 0 ${width} ${height}`, "font-family": "sans-serif", "font-size": 11, role: "img", "aria-label": "win rate by the two swept values" });
  for (const s of shapes(heat)) map.append(svg(s.kind, s.a, ...(s.text === undefined ? [] : [s.text])));
  heat.cells.forEach((c, k) => {
    const cell = map.querySelectorAll("rect")[k]!;
    cell.setAttribute("class", "heat-cell");
    for (const [name, value] of Object.entries({ "data-x": c.x, "data-y": c.y, "data-value": c.value, "data-method": c.method })) cell.setAttribute(name, String(value));
  });
  container.replaceChildren(map);
}

/** The map of `heat` on a canvas (its PNG export). */
export function heatmapCanvas(heat: Heat): HTMLCanvasElement {
  const { width, height } = size(heat);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, width, height);
  ctx.font = "11px sans-serif";
  for (const s of shapes(heat)) {
    ctx.fillStyle = s.kind === "rect" ? String(s.a.fill) : "#222";
    if (s.kind === "rect") ctx.fillRect(Number(s.a.x), Number(s.a.y), Number(s.a.width), Number(s.a.height));
    else {
      ctx.textAlign = s.a["text-anchor"] === "end" ? "right" : s.a["text-anchor"] === "middle" ? "center" : "left";
      ctx.fillText(s.text ?? "", Number(s.a.x), Number(s.a.y));
    }
  }
  return canvas;
}
