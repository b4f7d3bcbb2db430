// The example requests of clients/python/examples, put in the bundle by scripts/build_studio.py
// (esbuild's --define of __ARBITER_EXAMPLES__: file name without .json -> its JSON), so they are
// not copied into this folder.
import type { Json } from "./paths.js";

declare const __ARBITER_EXAMPLES__: Record<string, Json>;

export interface Example {
  name: string;
  request: { [key: string]: Json };
  /** An attack example (a ResolveActionRequest with an attack): its action, for the odds. */
  attack?: { attackerId?: string; targetId?: string; weaponId?: string };
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The encounter examples (ResolveEncounterRequest files), then the attacks (ResolveActionRequest
 * files with an attack, loaded as an encounter of their state with their attack for the odds). */
export function examples(): Example[] {
  const found: Example[] = [];
  for (const [name, request] of Object.entries(__ARBITER_EXAMPLES__).sort(([a], [b]) => a.localeCompare(b))) {
    if (!isObject(request) || !isObject(request.state)) continue;
    const action = request.action;
    if (action === undefined) {
      found.push({ name, request });
    } else if (isObject(action) && isObject(action.attack)) {
      const { action: _, ...rest } = request;
      found.push({ name, request: rest, attack: action.attack as Example["attack"] });
    }
  }
  return found.sort((a, b) => Number(a.attack !== undefined) - Number(b.attack !== undefined));
}
