// The page's client: the Connect protocol (JSON) over the browser's fetch to the page's own
// origin, with the token the designer entered and the Node client's typed errors (ArbiterError,
// from clients/node/src: the google.rpc details decoded, the request id read).
import { createClient } from "@connectrpc/connect";
import type { Client, Interceptor } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";

import { ArbiterError, arbiterError, typedErrors } from "../../node/src/errors.js";
import { errorDetails } from "../../node/src/google_rpc.js";
import { CombatService } from "../../node/src/gen/arbiter/v1/combat_service_pb.js";

export type Arbiter = Client<typeof CombatService>;

/** Where the token is kept: for this tab only, gone when it closes (docs/studio.md). */
const TOKEN_KEY = "arbiter-studio-token";

export function storedToken(): string {
  return sessionStorage.getItem(TOKEN_KEY) ?? "";
}

export function storeToken(token: string): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

/** A client of the server that served the page; every call reads the stored token as it goes. */
export function arbiter(baseUrl: string = window.location.origin): Arbiter {
  const bearer: Interceptor = (next) => (request) => {
    const token = storedToken();
    if (token) request.header.set("authorization", `Bearer ${token}`);
    return next(request);
  };
  const transport = createConnectTransport({
    baseUrl,
    useBinaryFormat: false,
    interceptors: [typedErrors, bearer],
    jsonOptions: { registry: errorDetails },
  });
  return createClient(CombatService, transport);
}

/** What the page shows of a failure: a server's error, or the page's own (bad JSON). */
export interface Failure {
  code: string;
  message: string;
  reason: string;
  ruling: string;
  fields: string[];
  requestId: string;
}

/** A failure the page found before any call (the JSON in the editor, a sweep's path). */
export class PageError extends Error {
  constructor(message: string, readonly field = "") {
    super(message);
  }
}

export function failure(thrown: unknown): Failure {
  if (thrown instanceof PageError) {
    return { code: "NOT_SENT", message: thrown.message, reason: "", ruling: "", fields: thrown.field ? [thrown.field] : [], requestId: "" };
  }
  const error: ArbiterError = arbiterError(thrown);
  return {
    code: error.codeName,
    message: error.rawMessage,
    reason: error.reason,
    ruling: error.ruling,
    fields: error.fieldViolations,
    requestId: error.requestId,
  };
}
