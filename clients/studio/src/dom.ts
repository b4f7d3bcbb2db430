// Small DOM helpers. The page builds every element with the DOM API (never innerHTML), so the
// strict Content-Security-Policy (no inline script or style) holds and no text is ever markup.

type Attributes = Record<string, string | number | boolean | undefined>;

/** An HTML element with attributes (`class`, `data-*`, ...) and children (strings are text). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  setAttributes(element, attributes);
  element.append(...children);
  return element;
}

const SVG = "http://www.w3.org/2000/svg";

/** An SVG element, as `el`. */
export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string)[]
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  setAttributes(element, attributes);
  element.append(...children);
  return element;
}

function setAttributes(element: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? "" : String(value));
  }
}

/** The element with this id, of the expected kind (the page's markup is index.html). */
export function byId<T extends HTMLElement>(id: string, kind: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof kind)) throw new Error(`#${id} is missing from index.html`);
  return found;
}

/** A <select>'s options replaced, keeping the selected value when it is still offered. */
export function fillSelect(select: HTMLSelectElement, options: [value: string, label: string][], keep = select.value): void {
  select.replaceChildren(...options.map(([value, label]) => el("option", { value }, label)));
  if (options.some(([value]) => value === keep)) select.value = keep;
}

/** A percentage with one decimal, e.g. "60.0 %". */
export function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`;
}

let pressed = false;
document.addEventListener("pointerdown", () => { pressed = true; }, true);
document.addEventListener("pointerup", () => { pressed = false; }, true);

/** Runs `redraw` now or, while a pointer is pressed (the press that moved the focus and so
 * fired the `change` that asks for it), once that press is released and its click dispatched:
 * redrawn in between, the element pressed would be gone and the click lost. */
export function afterPress(redraw: () => void): void {
  if (!pressed) {
    redraw();
    return;
  }
  document.addEventListener("pointerup", () => setTimeout(redraw, 0), { once: true, capture: true });
}
