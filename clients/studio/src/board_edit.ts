// The encounter's board beside the cards: the request's state drawn as the replay's step 0
// (grid.ts), each square a drop target; dragging a token to a square sets that combatant's
// `position`. Pointer events, so a mouse, a pen and a finger all drag.
import { create } from "@bufbuild/protobuf";

import { EncounterStateSchema } from "../../node/src/gen/arbiter/v1/state_pb.js";
import type { EncounterState } from "../../node/src/gen/arbiter/v1/state_pb.js";
import { boardFor, drawGrid } from "./grid.js";
import { frames } from "./replay.js";

/** Draws `state` on `target` with a drop target per square. */
export function drawBoard(target: SVGSVGElement, state: EncounterState | undefined, sides: string[]): void {
  const start = frames(state ?? create(EncounterStateSchema), [])[0]!;
  const field = state?.battlefield;
  const obstacles = (field?.obstacles ?? []).map((o) => ({ x: o.position?.x ?? 0, y: o.position?.y ?? 0 }));
  drawGrid(target, boardFor(field?.width ?? 0, field?.height ?? 0, obstacles, [start]), start, sides, true);
}

/** Lets a token of `target` be dragged onto a square; `moved` is told the combatant and the
 * square it was dropped on (a drop off the squares, or back on its own, tells nothing). */
export function dragTokens(target: SVGSVGElement, moved: (id: string, x: number, y: number) => void): void {
  let dragging: { id: string; token: SVGGElement; x: number; y: number } | undefined;
  target.addEventListener("pointerdown", (event) => {
    const token = (event.target as Element).closest<SVGGElement>("g.token");
    if (token === null || event.button !== 0) return;
    event.preventDefault();
    // Captured, so the drop reaches the board wherever the pointer is let go.
    target.setPointerCapture(event.pointerId);
    dragging = { id: token.dataset.id ?? "", token, x: event.clientX, y: event.clientY };
    token.classList.add("dragging");
  });
  target.addEventListener("pointermove", (event) => {
    if (dragging === undefined) return;
    // The token follows the pointer (in the board's units: the SVG may be drawn scaled).
    const scale = target.viewBox.baseVal.width / Math.max(1, target.getBoundingClientRect().width);
    dragging.token.setAttribute("transform", `translate(${(event.clientX - dragging.x) * scale} ${(event.clientY - dragging.y) * scale})`);
  });
  const drop = (event: PointerEvent, done: boolean) => {
    if (dragging === undefined) return;
    const { id, token } = dragging;
    dragging = undefined;
    token.removeAttribute("transform");
    token.classList.remove("dragging");
    if (!done) return;
    // The square under the pointer, beneath the token being dragged.
    const square = document.elementsFromPoint(event.clientX, event.clientY).find((e) => e instanceof SVGRectElement && e.classList.contains("square") && target.contains(e));
    if (!(square instanceof SVGRectElement)) return;
    const x = Number(square.dataset.x);
    const y = Number(square.dataset.y);
    if (token.dataset.x !== String(x) || token.dataset.y !== String(y)) moved(id, x, y);
  };
  target.addEventListener("pointerup", (event) => drop(event, true));
  target.addEventListener("pointercancel", (event) => drop(event, false));
}
