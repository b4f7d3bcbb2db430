// The permalink: the encounter and every panel's settings in the page's URL fragment, so a link
// alone restores them, with nothing stored on the server (a fragment is not even sent to it).
// The state is JSON, deflated (the browser's CompressionStream, "deflate-raw") and base64url'd:
// `#v1=<data>`. A link longer than LINK_LIMIT is not made.
import type { JsonObject } from "@bufbuild/protobuf";

import { PageError } from "./api.js";

/** The longest link the page makes: RFC 9110 (4.1) asks every sender and recipient of a URI to
 * support at least 8,000 octets; past that, chat tools, mail clients and proxies cut links. */
export const LINK_LIMIT = 8_000;
const PREFIX = "#v1=";

export interface Permalink {
  /** The ResolveEncounterRequest, as the JSON tab holds it. */
  request: JsonObject;
  /** Every panel's setting, by its element's id (index.html's [data-setting] fields). */
  settings: Record<string, string>;
  /** The open tab of the encounter. */
  tab: "cards" | "json";
  /** GetCatalog's rules_version.digest where the link was made ("" when unknown). */
  digest: string;
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function unbase64url(text: string): Uint8Array {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The link of `state` on the page at `base` (origin and path). */
export async function encode(base: string, state: Permalink): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(state));
  return `${base}${PREFIX}${base64url(await pipe(json, new CompressionStream("deflate-raw")))}`;
}

/** The state of a fragment (location.hash); undefined when it is no permalink. */
export async function decode(fragment: string): Promise<Permalink | undefined> {
  if (!fragment.startsWith(PREFIX)) return undefined;
  let state: unknown;
  try {
    const bytes = await pipe(unbase64url(fragment.slice(PREFIX.length)), new DecompressionStream("deflate-raw"));
    state = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new PageError(`the link's state cannot be read: ${(error as Error).message}`, "permalink");
  }
  const s = state as Partial<Permalink> | null;
  if (s === null || typeof s !== "object" || typeof s.request !== "object" || s.request === null || typeof s.settings !== "object") {
    throw new PageError("the link's state is not an encounter with its settings", "permalink");
  }
  return { request: s.request, settings: s.settings ?? {}, tab: s.tab === "json" ? "json" : "cards", digest: typeof s.digest === "string" ? s.digest : "" };
}

/** Every setting field of the page: its id and value. */
export function readSettings(): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("[data-setting]")) settings[field.id] = field.value;
  return settings;
}

/** The settings put back in the page's order, each field told it changed (so a picker that
 * depends on another, the odds' target on its attacker, is refilled before it is set). */
export function applySettings(settings: Record<string, string>): void {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("[data-setting]")) {
    const value = settings[field.id];
    if (value === undefined) continue;
    field.value = value;
    field.dispatchEvent(new Event("change"));
  }
}
