// The typed error every call of an Arbiter client rejects with, over either transport: a
// ConnectError (so code that catches those keeps working) with the google.rpc details the server
// sent decoded, and the server's id of the call.
import { create, toBinary } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import type { Interceptor } from "@connectrpc/connect";

import { BadRequestSchema, ErrorInfoSchema, PreconditionFailureSchema } from "./google_rpc.js";
import type { PreconditionViolation } from "./google_rpc.js";

/** The header (Connect) or trailer (gRPC) in which the server returns the id of every call. */
export const REQUEST_ID_KEY = "x-request-id";

// gRPC's names of the status codes, by number (Connect's Code has the same numbers).
const CODE_NAMES = [
  "OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "NOT_FOUND",
  "ALREADY_EXISTS", "PERMISSION_DENIED", "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED",
  "OUT_OF_RANGE", "UNIMPLEMENTED", "INTERNAL", "UNAVAILABLE", "DATA_LOSS", "UNAUTHENTICATED",
];

/** What the service said went wrong, the same from either transport, as plain JSON. */
export interface ArbiterErrorJson {
  /** The status code's gRPC name, e.g. "INVALID_ARGUMENT". */
  code: string;
  message: string;
  /** google.rpc.ErrorInfo reason (UPPER_SNAKE), "" when absent. */
  reason: string;
  /** The id of the ruling that decided it (ErrorInfo metadata "ruling", e.g. "A1"), or "". */
  ruling: string;
  /** google.rpc.BadRequest field paths (camelCase JSON paths such as "action.attack.targetId"). */
  fieldViolations: string[];
  /** The server's id of the call ("" when the call never reached it), to find its log line. */
  requestId: string;
}

/** A failed call: `code` is Connect's Code; the other fields are what the server sent (see
 * ArbiterErrorJson), and `preconditionFailures` a rule refusal's google.rpc violations. */
export class ArbiterError extends ConnectError {
  readonly codeName: string;
  readonly reason: string;
  readonly ruling: string;
  readonly fieldViolations: string[];
  readonly preconditionFailures: PreconditionViolation[];
  readonly requestId: string;

  constructor(error: ConnectError) {
    super(error.rawMessage, error.code, error.metadata, undefined, error.cause ?? error);
    // Keeps name "ConnectError": Connect passes on as they are only errors that look like its own.
    this.details = error.details;
    this.codeName = CODE_NAMES[error.code] ?? String(error.code);
    this.requestId = error.metadata.get(REQUEST_ID_KEY) ?? "";
    const [info] = error.findDetails(ErrorInfoSchema);
    this.reason = info?.reason ?? "";
    this.ruling = info?.metadata.ruling ?? "";
    this.fieldViolations = error.findDetails(BadRequestSchema).flatMap((d) => d.fieldViolations.map((v) => v.field));
    this.preconditionFailures = error.findDetails(PreconditionFailureSchema).flatMap((d) => d.violations);
  }

  // ConnectError's instanceof accepts anything shaped like one; this one is by prototype.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return Function.prototype[Symbol.hasInstance].call(this, value);
  }

  toJSON(): ArbiterErrorJson {
    const { codeName: code, rawMessage: message, reason, ruling, fieldViolations, requestId } = this;
    return { code, message, reason, ruling, fieldViolations, requestId };
  }
}

/** `thrown` as an ArbiterError (a rejection of an Arbiter client already is one). */
export function arbiterError(thrown: unknown): ArbiterError {
  return thrown instanceof ArbiterError ? thrown : new ArbiterError(ConnectError.from(thrown, Code.Unknown));
}

/** The reason of a request the client cannot encode, as the server names one it cannot parse. */
export const MALFORMED_MESSAGE = "MALFORMED_MESSAGE";

// protobuf-es names the field it cannot encode: "cannot encode field arbiter.v1.Combatant.id …".
const FIELD = /cannot encode field arbiter\.v1\.([\w.]+)/;

/**
 * A unary request message built wrongly (`create()` given a string where an enum's number goes, a
 * number for a string id): INVALID_ARGUMENT `MALFORMED_MESSAGE` before anything is sent, naming the
 * field (`EncounterState.ruleset`: the message and field, as protobuf-es knows them) and carrying
 * the call's own x-request-id, instead of an INTERNAL error from inside the transport.
 */
function malformed(thrown: unknown, requestId: string): ArbiterError {
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  const field = FIELD.exec(message)?.[1];
  const metadata = new Headers(requestId ? { [REQUEST_ID_KEY]: requestId } : {});
  const details = [
    { desc: ErrorInfoSchema, value: create(ErrorInfoSchema, { reason: MALFORMED_MESSAGE, domain: "arbiter.v1" }) },
    ...(field ? [{ desc: BadRequestSchema, value: create(BadRequestSchema, { fieldViolations: [{ field, description: message }] }) }] : []),
  ];
  return new ArbiterError(new ConnectError(`request message cannot be encoded: ${message}`, Code.InvalidArgument, metadata, details));
}

/** Makes every rejection of a call, and every error of a stream, an ArbiterError; a unary request
 * that cannot be encoded (it fails before it is sent) is malformed. */
export const typedErrors: Interceptor = (next) => async (request) => {
  try {
    const response = await next(request);
    return response.stream ? { ...response, message: rethrowTyped(response.message) } : response;
  } catch (thrown) {
    if (!request.stream) {
      // Encoded once more only for a failed call: a message that cannot be encoded failed before
      // anything was sent, and binary encoding names the field (JSON's names only the enum).
      try {
        toBinary(request.method.input, request.message);
      } catch (encoding) {
        throw malformed(encoding, request.header.get(REQUEST_ID_KEY) ?? "");
      }
    }
    throw arbiterError(thrown);
  }
};

async function* rethrowTyped<T>(messages: AsyncIterable<T>): AsyncIterable<T> {
  try {
    yield* messages;
  } catch (thrown) {
    throw arbiterError(thrown);
  }
}
