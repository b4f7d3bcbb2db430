// The typed error every call of an Arbiter client rejects with, over either transport: a
// ConnectError (so code that catches those keeps working) with the google.rpc details the server
// sent decoded, and the server's id of the call.
import { BinaryReader, WireType } from "@bufbuild/protobuf/wire";
import { Code, ConnectError } from "@connectrpc/connect";
import type { Interceptor } from "@connectrpc/connect";

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
  /** google.rpc.BadRequest field paths (camelCase JSON paths such as "action.attack.targetId"). */
  fieldViolations: string[];
  /** The server's id of the call ("" when the call never reached it), to find its log line. */
  requestId: string;
}

/** A failed call: `code` is Connect's Code; `codeName`, `reason`, `fieldViolations` and
 * `requestId` are what the server sent (see ArbiterErrorJson). */
export class ArbiterError extends ConnectError {
  readonly codeName: string;
  readonly reason: string;
  readonly fieldViolations: string[];
  readonly requestId: string;

  constructor(error: ConnectError) {
    super(error.rawMessage, error.code, error.metadata, undefined, error.cause ?? error);
    // Keeps name "ConnectError": Connect passes on as they are only errors that look like its own.
    this.details = error.details;
    this.codeName = CODE_NAMES[error.code] ?? String(error.code);
    this.requestId = error.metadata.get(REQUEST_ID_KEY) ?? "";
    this.reason = "";
    this.fieldViolations = [];
    for (const detail of error.details) {
      // Details a client received are {type, value}; details it made itself would have a desc.
      if (!("type" in detail)) continue;
      if (detail.type === "google.rpc.BadRequest") {
        // BadRequest.field_violations = 1; FieldViolation.field = 1.
        for (const violation of fields(detail.value, 1)) this.fieldViolations.push(text(fields(violation, 1)[0]));
      } else if (detail.type === "google.rpc.ErrorInfo") {
        this.reason = text(fields(detail.value, 1)[0]); // ErrorInfo.reason = 1
      }
    }
  }

  // ConnectError's instanceof accepts anything shaped like one; this one is by prototype.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return Function.prototype[Symbol.hasInstance].call(this, value);
  }

  toJSON(): ArbiterErrorJson {
    const { codeName: code, rawMessage: message, reason, fieldViolations, requestId } = this;
    return { code, message, reason, fieldViolations, requestId };
  }
}

/** `thrown` as an ArbiterError (a rejection of an Arbiter client already is one). */
export function arbiterError(thrown: unknown): ArbiterError {
  return thrown instanceof ArbiterError ? thrown : new ArbiterError(ConnectError.from(thrown, Code.Unknown));
}

/** Makes every rejection of a call, and every error of a stream, an ArbiterError. */
export const typedErrors: Interceptor = (next) => async (request) => {
  try {
    const response = await next(request);
    return response.stream ? { ...response, message: rethrowTyped(response.message) } : response;
  } catch (thrown) {
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

// The length-delimited values of field `number` (the google.rpc messages are not generated here,
// and these few fields are all a client needs of them).
function fields(bytes: Uint8Array, number: number): Uint8Array[] {
  const reader = new BinaryReader(bytes);
  const found: Uint8Array[] = [];
  while (reader.pos < reader.len) {
    const [no, wireType] = reader.tag();
    if (no === number && wireType === WireType.LengthDelimited) found.push(reader.bytes());
    else reader.skip(wireType, no);
  }
  return found;
}

function text(bytes: Uint8Array | undefined): string {
  return new TextDecoder().decode(bytes ?? new Uint8Array());
}
