// The board of one replay step as SVG: the grid, its obstacles, and a token per combatant on its
// square with its HP bar and facing. Every token carries what it shows as data attributes
// (data-id, data-x, data-y, data-hp, data-max-hp, data-facing, data-conditions), so a test, or a
// designer's devtools, reads the board at step k without decoding pixels.
import { svg } from "./dom.js";
import type { Frame, Square, Token } from "./replay.js";

/** Pixels of one square. */
const CELL = 40;
/** The HP bar's width in pixels when full. */
export const BAR_WIDTH = CELL - 8;

export interface Board {
  /** The first column and row drawn, and how many. */
  x0: number;
  y0: number;
  width: number;
  height: number;
  obstacles: Square[];
}

/** The area to draw: the battlefield when it is bounded, else every square any step uses. */
export function boardFor(width: number, height: number, obstacles: Square[], frames: Frame[]): Board {
  if (width > 0 && height > 0) return { x0: 0, y0: 0, width, height, obstacles };
  const squares = [...obstacles, ...frames.flatMap((f) => f.tokens.flatMap((t) => (t.position ? [t.position] : [])))];
  if (squares.length === 0) return { x0: 0, y0: 0, width: 1, height: 1, obstacles };
  const xs = squares.map((s) => s.x);
  const ys = squares.map((s) => s.y);
  const x0 = Math.min(...xs) - 1;
  const y0 = Math.min(...ys) - 1;
  return { x0, y0, width: Math.max(...xs) - x0 + 2, height: Math.max(...ys) - y0 + 2, obstacles };
}

/** A side's colour class (side-0 .. side-5), by the order sides first appear. */
function sideClass(sides: string[], sideId: string): string {
  let index = sides.indexOf(sideId);
  if (index < 0) index = sides.push(sideId) - 1;
  return `side-${index % 6}`;
}

function tokenElement(token: Token, board: Board, sides: string[], slot: number, slots: number): SVGGElement {
  const pos = token.position!;
  const left = (pos.x - board.x0) * CELL;
  const top = (pos.y - board.y0) * CELL;
  // Two combatants on one square (one fallen, say) share it side by side.
  const radius = slots > 1 ? CELL / (2 * slots) - 1 : CELL / 2 - 6;
  const cx = left + (slots > 1 ? (CELL / slots) * (slot + 0.5) : CELL / 2);
  const cy = top + CELL / 2 - 3;
  const fraction = token.maxHp > 0 ? Math.min(1, Math.max(0, token.hp / token.maxHp)) : 0;
  const down = token.conditions.includes("DOWNED") || token.conditions.includes("DEAD");
  const group = svg("g", {
    class: `token ${sideClass(sides, token.sideId)}${down ? " down" : ""}`,
    "data-id": token.id,
    "data-side": token.sideId,
    "data-x": pos.x,
    "data-y": pos.y,
    "data-hp": token.hp,
    "data-max-hp": token.maxHp,
    "data-facing": token.facing ? `${token.facing.x},${token.facing.y}` : "",
    "data-conditions": token.conditions.join(" "),
  });
  group.append(svg("title", {}, `${token.id} (${token.sideId}): ${token.hp}/${token.maxHp} HP${token.conditions.length ? `, ${token.conditions.join(", ").toLowerCase()}` : ""}`));
  group.append(svg("circle", { class: "body", cx, cy, r: radius }));
  if (token.facing) {
    const length = Math.hypot(token.facing.x, token.facing.y);
    group.append(svg("line", {
      class: "facing",
      x1: cx,
      y1: cy,
      x2: cx + (token.facing.x / length) * (radius + 4),
      y2: cy + (token.facing.y / length) * (radius + 4),
    }));
  }
  group.append(svg("text", { class: "label", x: cx, y: cy + 4 }, token.id.slice(0, 3)));
  const barLeft = left + (CELL - BAR_WIDTH) / 2;
  group.append(svg("rect", { class: "hp-back", x: barLeft, y: top + CELL - 6, width: BAR_WIDTH, height: 4 }));
  group.append(svg("rect", {
    class: "hp-bar",
    x: barLeft,
    y: top + CELL - 6,
    width: (BAR_WIDTH * fraction).toFixed(2),
    height: 4,
    "data-hp": token.hp,
    "data-fraction": fraction.toFixed(4),
  }));
  return group;
}

/** The SVG of `frame` on `board` (sides: the order colours are given in); `squares` draws each
 * square as a target for a dragged token (the encounter's board), with its data-x and data-y. */
export function drawGrid(target: SVGSVGElement, board: Board, frame: Frame, sides: string[], squares = false): void {
  const width = board.width * CELL;
  const height = board.height * CELL;
  target.setAttribute("viewBox", `0 0 ${width} ${height}`);
  target.setAttribute("width", String(Math.min(width, 640)));
  target.setAttribute("data-step", String(frame.step));
  const parts: SVGElement[] = [svg("rect", { class: "field", x: 0, y: 0, width, height })];
  for (let i = 0; squares && i < board.width; i++) {
    for (let j = 0; j < board.height; j++) {
      parts.push(svg("rect", { class: "square", x: i * CELL, y: j * CELL, width: CELL, height: CELL, "data-x": board.x0 + i, "data-y": board.y0 + j }));
    }
  }
  for (let i = 1; i < board.width; i++) parts.push(svg("line", { class: "gridline", x1: i * CELL, y1: 0, x2: i * CELL, y2: height }));
  for (let j = 1; j < board.height; j++) parts.push(svg("line", { class: "gridline", x1: 0, y1: j * CELL, x2: width, y2: j * CELL }));
  for (const o of board.obstacles) {
    parts.push(svg("rect", { class: "obstacle", x: (o.x - board.x0) * CELL, y: (o.y - board.y0) * CELL, width: CELL, height: CELL, "data-x": o.x, "data-y": o.y }));
  }
  const bySquare = new Map<string, Token[]>();
  for (const token of frame.tokens) {
    if (!token.position) continue;
    const key = `${token.position.x},${token.position.y}`;
    bySquare.set(key, [...(bySquare.get(key) ?? []), token]);
  }
  for (const tokens of bySquare.values()) {
    tokens.forEach((token, slot) => parts.push(tokenElement(token, board, sides, slot, tokens.length)));
  }
  target.replaceChildren(...parts);
}
