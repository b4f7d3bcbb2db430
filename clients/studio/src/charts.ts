// The page's charts, drawn by uPlot (docs/studio.md says why that library): bars with optional
// 95 % interval whiskers (an attack's damage distribution, a simulation's win rates) and a line
// with its interval as a band (a sweep's win rate). Each chart's container also carries the
// numbers it was given as `data-points` (JSON), so what is drawn can be checked without pixels.
import uPlot from "uplot";

const HEIGHT = 220;

export interface Bars {
  labels: string[];
  values: number[];
  /** The interval of each value, drawn as a whisker. */
  low?: number[];
  high?: number[];
  /** The y axis' top (1 for probabilities); default: the data's. */
  yMax?: number;
  /** How the y axis' values are written. */
  format?: (value: number) => string;
}

function width(container: HTMLElement): number {
  return Math.max(320, Math.min(640, container.clientWidth || 560));
}

function whiskers(low: number[], high: number[]): (u: uPlot) => void {
  return (u) => {
    const ctx = u.ctx;
    ctx.save();
    ctx.strokeStyle = "#222";
    ctx.lineWidth = 2;
    low.forEach((lo, i) => {
      const x = u.valToPos(i, "x", true);
      const top = u.valToPos(high[i] ?? lo, "y", true);
      const bottom = u.valToPos(lo, "y", true);
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, bottom);
      ctx.moveTo(x - 6, top);
      ctx.lineTo(x + 6, top);
      ctx.moveTo(x - 6, bottom);
      ctx.lineTo(x + 6, bottom);
      ctx.stroke();
    });
    ctx.restore();
  };
}

/** A bar chart in `container` (whatever it held is replaced). */
export function barChart(container: HTMLElement, bars: Bars): void {
  container.replaceChildren();
  container.dataset.points = JSON.stringify({ labels: bars.labels, values: bars.values, low: bars.low, high: bars.high });
  const indices = bars.labels.map((_, i) => i);
  const format = bars.format ?? ((v: number) => String(v));
  const top = bars.yMax ?? Math.max(...bars.values, ...(bars.high ?? []), 0) * 1.1;
  const options: uPlot.Options = {
    width: width(container),
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(0, indices.length - 0.5)] },
      y: { range: () => [0, top > 0 ? top : 1] },
    },
    axes: [
      { splits: () => indices, values: (_u, splits) => splits.map((i) => bars.labels[i] ?? "") },
      { values: (_u, splits) => splits.map(format), size: 56 },
    ],
    series: [
      {},
      { fill: "#5b8fd6", stroke: "#2f5f9e", paths: uPlot.paths.bars!({ size: [0.6, 60] }), points: { show: false } },
    ],
    hooks: bars.low && bars.high ? { draw: [whiskers(bars.low, bars.high)] } : {},
  };
  new uPlot(options, [indices, bars.values], container);
}

export interface Line {
  xs: number[];
  values: number[];
  low: number[];
  high: number[];
  label: string;
}

/** A line with its interval as a band (a sweep's win rate against the swept value). */
export function bandChart(container: HTMLElement, line: Line): void {
  container.replaceChildren();
  container.dataset.points = JSON.stringify({ xs: line.xs, values: line.values, low: line.low, high: line.high });
  const options: uPlot.Options = {
    width: width(container),
    height: HEIGHT,
    legend: { show: false },
    scales: { x: { time: false }, y: { range: () => [0, 1] } },
    axes: [{ label: line.label }, { values: (_u, splits) => splits.map((v) => `${Math.round(v * 100)} %`), size: 56 }],
    series: [
      {},
      { stroke: "#2f5f9e", width: 2, points: { show: true, size: 6 } },
      { stroke: "#8fb0dd", dash: [4, 4], points: { show: false } },
      { stroke: "#8fb0dd", dash: [4, 4], points: { show: false } },
    ],
    bands: [{ series: [3, 2], fill: "rgba(91, 143, 214, 0.2)" }],
  };
  new uPlot(options, [line.xs, line.values, line.low, line.high], container);
}
