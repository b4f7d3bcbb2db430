// The two ways a Node program reaches CombatService: Connect (JSON over HTTP/1.1, through
// @connectrpc/connect-node) and gRPC (HTTP/2, through @grpc/grpc-js). Both carry the messages
// generated in src/gen; errors from either become the same ArbiterError.
import { fromBinary, toBinary } from "@bufbuild/protobuf";
import type { DescMessage, DescMethodUnary, MessageShape } from "@bufbuild/protobuf";
import { BinaryReader, WireType } from "@bufbuild/protobuf/wire";
import { ConnectError, createClient } from "@connectrpc/connect";
import type { Client, Transport } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-node";
import * as grpc from "@grpc/grpc-js";

import { CombatService } from "./gen/arbiter/v1/combat_service_pb.js";

/** The Connect protocol with JSON bodies over HTTP/1.1, to the server's --http-port. */
export function connectTransport(baseUrl: string): Transport {
  return createConnectTransport({ baseUrl, httpVersion: "1.1", useBinaryFormat: false });
}

/** A typed CombatService client over Connect: `await client.resolveAction(request)`. */
export function connectClient(baseUrl: string): Client<typeof CombatService> {
  return createClient(CombatService, connectTransport(baseUrl));
}

/**
 * One unary call over Connect by its method descriptor, the twin of `grpcUnary`, e.g.
 * `connectUnary(transport, CombatService.method.resolveEncounter, request)`.
 */
export async function connectUnary<I extends DescMessage, O extends DescMessage>(
  transport: Transport,
  method: DescMethodUnary<I, O>,
  request: MessageShape<I>,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<MessageShape<O>> {
  return (await transport.unary(method, undefined, timeoutMs, headers, request)).message;
}

/**
 * One unary call over gRPC, e.g. `grpcUnary(client, CombatService.method.resolveAction, req)`;
 * `headers` become request metadata (such as "x-request-id").
 */
export function grpcUnary<I extends DescMessage, O extends DescMessage>(
  client: grpc.Client,
  method: DescMethodUnary<I, O>,
  request: MessageShape<I>,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<MessageShape<O>> {
  const metadata = new grpc.Metadata();
  for (const [key, value] of Object.entries(headers)) metadata.set(key, value);
  const path = `/${method.parent.typeName}/${method.name}`;
  return new Promise((resolve, reject) => {
    client.makeUnaryRequest(
      path,
      (message: MessageShape<I>) => Buffer.from(toBinary(method.input, message)),
      (bytes: Buffer) => fromBinary(method.output, bytes),
      request,
      metadata,
      { deadline: Date.now() + timeoutMs },
      (error, response) => (error || response === undefined ? reject(error) : resolve(response)),
    );
  });
}

/** What the service said went wrong, the same from either transport (see docs/errors in service/errors.py). */
export interface ArbiterError {
  /** The status code's gRPC name, e.g. "INVALID_ARGUMENT". */
  code: string;
  message: string;
  /** google.rpc.BadRequest field paths (camelCase JSON paths such as "action.attack.targetId"). */
  fieldViolations: string[];
  /** google.rpc.ErrorInfo reason (UPPER_SNAKE), "" when absent. */
  reason: string;
}

/** The ArbiterError in a rejection of either transport; anything else is thrown again. */
export function arbiterError(thrown: unknown): ArbiterError {
  if (thrown instanceof ConnectError) {
    // Details a client received are {type, value}; details it made itself would have a desc.
    const details = thrown.details.flatMap((d) => ("type" in d ? [{ type: d.type, value: d.value }] : []));
    return withDetails(thrown.code, thrown.rawMessage, details);
  }
  if (isServiceError(thrown)) {
    // The google.rpc.Status, details and all, rides in this binary trailer.
    const [status] = thrown.metadata.get("grpc-status-details-bin");
    const details = status instanceof Buffer ? anys(status) : [];
    return withDetails(thrown.code, thrown.details, details);
  }
  throw thrown;
}

function isServiceError(thrown: unknown): thrown is grpc.ServiceError {
  return thrown instanceof Error && "code" in thrown && "metadata" in thrown;
}

interface AnyDetail {
  type: string;
  value: Uint8Array;
}

function withDetails(code: number, message: string, details: AnyDetail[]): ArbiterError {
  const error: ArbiterError = { code: grpc.status[code] ?? String(code), message, fieldViolations: [], reason: "" };
  for (const { type, value } of details) {
    if (type === "google.rpc.BadRequest") {
      // BadRequest.field_violations = 1; FieldViolation.field = 1.
      for (const violation of fields(value, 1)) error.fieldViolations.push(text(fields(violation, 1)[0]));
    } else if (type === "google.rpc.ErrorInfo") {
      error.reason = text(fields(value, 1)[0]); // ErrorInfo.reason = 1
    }
  }
  return error;
}

// google.rpc.Status.details = 3, each a google.protobuf.Any (type_url = 1, value = 2).
function anys(status: Uint8Array): AnyDetail[] {
  return fields(status, 3).map((any) => ({
    type: text(fields(any, 1)[0]).replace(/^.*\//, ""),
    value: fields(any, 2)[0] ?? new Uint8Array(),
  }));
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
