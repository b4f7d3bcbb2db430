// Drives the typed clients for tests/clients/test_node_clients.py, printing one JSON array.
//
//   node dist/runner.js acceptance --connect http://127.0.0.1:8080 --grpc 127.0.0.1:50051 calls.json
// makes the calls tests/clients/acceptance/calls.json names ([{"call", "method", "request"}],
// request files relative to the list) through the typed API of both clients, and prints
// {"call", "transport", "response"} (proto3 JSON), {"call", "transport", "error": ArbiterErrorJson}
// or, for Simulate, {"call", "transport", "progress": [...], "response": <the last message>}.
// Each call carries x-request-id: <call>-<transport>, which the server logs.
//
//   node dist/runner.js scenarios spec.json
// runs the resilience scenarios of spec.json (see Spec below) and prints one record each.
//
//   node dist/runner.js dice cases.txt
// prints the dice generator's answer to each case line (see diceCase).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";

import { create, fromJson, toJson } from "@bufbuild/protobuf";
import type { JsonValue } from "@bufbuild/protobuf";
import type { CallOptions } from "@connectrpc/connect";

import { SplitMix64, deriveSeed } from "./dice.js";
import { arbiterError } from "./errors.js";
import { exactFraction } from "./rational.js";
import type { ArbiterErrorJson } from "./errors.js";
import {
  BatchItemSchema,
  ComputeEncounterOddsRequestSchema,
  ComputeOddsRequestSchema,
  ComputeOddsResponseSchema,
  GetCatalogResponseSchema,
  ResolveActionRequestSchema,
  ResolveActionResponseSchema,
  ResolveBatchRequestSchema,
  ResolveEncounterRequestSchema,
  ResolveEncounterResponseSchema,
  SimulateRequestSchema,
  SimulateResponseSchema,
  SimulationProgressSchema,
} from "./gen/arbiter/v1/combat_service_pb.js";
import type { BatchItem, Rational, ResolveBatchRequest, ResolveBatchResponse } from "./gen/arbiter/v1/combat_service_pb.js";
import { connectClient, grpcClient } from "./transports.js";
import type { ArbiterClient, ArbiterOptions } from "./transports.js";

type Outcome = { response?: JsonValue; progress?: JsonValue[]; error?: ArbiterErrorJson };

// One call of the typed API, by its RPC's name, answered as its record's fields.
async function typedCall(client: ArbiterClient, method: string, request: JsonValue, options: CallOptions): Promise<Outcome> {
  switch (method) {
    case "ResolveAction":
      return { response: toJson(ResolveActionResponseSchema, await client.resolveAction(fromJson(ResolveActionRequestSchema, request), options)) };
    case "ResolveEncounter":
      return { response: toJson(ResolveEncounterResponseSchema, await client.resolveEncounter(fromJson(ResolveEncounterRequestSchema, request), options)) };
    case "ComputeOdds":
      return { response: toJson(ComputeOddsResponseSchema, await client.computeOdds(fromJson(ComputeOddsRequestSchema, request), options)) };
    case "Simulate": {
      const progress: JsonValue[] = [];
      let last = create(SimulateResponseSchema);
      for await (const message of client.simulate(fromJson(SimulateRequestSchema, request), options)) {
        if (message.kind.case === "progress") progress.push(toJson(SimulationProgressSchema, message.kind.value));
        last = message;
      }
      return { progress, response: toJson(SimulateResponseSchema, last) };
    }
    case "GetCatalog":
      return { response: toJson(GetCatalogResponseSchema, await client.getCatalog({}, options)) };
  }
  throw new Error(`no such RPC: ${method}`);
}

async function outcome(call: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await call();
  } catch (thrown) {
    return { error: arbiterError(thrown).toJSON() };
  }
}

function readJson(path: string): JsonValue {
  return JSON.parse(readFileSync(path, "utf8")) as JsonValue;
}

interface Call {
  call: string;
  method: string;
  request: string;
}

async function acceptance(clients: Record<string, ArbiterClient>, list: string): Promise<object[]> {
  const records: object[] = [];
  for (const { call, method, request: file } of readJson(list) as unknown as Call[]) {
    const request = readJson(join(dirname(list), file));
    for (const [transport, client] of Object.entries(clients)) {
      const headers = { "x-request-id": `${call}-${transport}` };
      records.push({ call, transport, ...(await outcome(() => typedCall(client, method, request, { headers }))) });
    }
  }
  return records;
}

/** scenarios' input: the servers' addresses and the request files, written by the test. */
interface Spec {
  connect: string;
  grpc: string;
  /** Request files: an ARRAYER attack, a Simulate long enough to be cut short, the call list,
   * an encounter with a dice seed, an attack on a target out of reach. */
  attack: string;
  longSimulate: string;
  calls: string;
  seeded: string;
  refusal: string;
  /** A ComputeEncounterOddsRequest whose odds do not fit 64 bits. */
  encounterOdds: string;
  /** A port nothing listens on. */
  refused: { connect: string; grpc: string };
  /** A proxy to the Connect route that answers the first request 503. */
  flaky: string;
  /** A server serving TLS (mTLS) that wants the token. */
  tls: { connect: string; grpc: string; ca: string; cert: string; key: string; token: string };
  deadlineMs: number;
}

type Clients = (options?: ArbiterOptions) => Record<string, ArbiterClient>;

async function scenarios(spec: Spec): Promise<object[]> {
  const records: object[] = [];
  const both: Clients = (options) => ({ connect: connectClient(spec.connect, options), grpc: grpcClient(spec.grpc, options) });
  const attack = readJson(spec.attack);
  const longSimulate = readJson(spec.longSimulate);
  for (const [transport, client] of Object.entries(both())) {
    const id = (name: string) => ({ "x-request-id": `${name}-${transport}` });
    // The call's deadline ends a Simulate that would run far longer; so does the client's.
    const deadlines = [
      { name: "deadline", client, timeoutMs: spec.deadlineMs },
      { name: "client-deadline", client: both({ timeoutMs: spec.deadlineMs })[transport], timeoutMs: undefined },
    ];
    for (const { name, client, timeoutMs } of deadlines) {
      const started = performance.now();
      const late = await outcome(() => typedCall(client, "Simulate", longSimulate, { headers: id(name), timeoutMs }));
      records.push({ name, transport, ...late, elapsedMs: performance.now() - started });
    }
    // An AbortSignal cancels a stream once its first message is in.
    const controller = new AbortController();
    let seen = 0;
    const cancelled = await outcome(async () => {
      const options = { headers: id("cancel"), signal: controller.signal };
      for await (const message of client.simulate(fromJson(SimulateRequestSchema, longSimulate), options)) {
        seen += 1;
        if (message.kind.case === "progress") controller.abort();
      }
      return {};
    });
    records.push({ name: "cancel", transport, ...cancelled, messages: seen });
    records.push({ name: "replay", transport, ...(await replay(client, readJson(spec.seeded), id("replay"))) });
    records.push({ name: "catalog", transport, ...(await outcome(() => typedCall(client, "GetCatalog", {}, { headers: id("catalog") }))) });
    // A request built wrongly (an enum by its name where its number goes): refused before it is
    // sent, naming the field, with the call's own request id.
    const misused = { state: { ruleset: "RULESET_ARRAYER" as unknown as number } };
    records.push({ name: "misuse", transport, ...(await outcome(async () => ({ response: toJson(ResolveActionResponseSchema, await client.resolveAction(create(ResolveActionRequestSchema, misused), { headers: id("misuse") })) }))) });
    // Exact odds past 64 bits, read as bigints (exactFraction), written as "n/d".
    const exact = (r: Rational | undefined) => {
      if (r === undefined) throw new Error("a Rational is missing");
      const { numerator, denominator } = exactFraction(r);
      return `${numerator}/${denominator}`;
    };
    const odds = await client.computeEncounterOdds(fromJson(ComputeEncounterOddsRequestSchema, readJson(spec.encounterOdds)), { headers: id("encounter-odds") });
    records.push({
      name: "encounter-odds",
      transport,
      wins: Object.fromEntries(odds.sides.map((side) => [side.sideId, exact(side.win)])),
      draw: exact(odds.draw),
      uint64: [String(odds.draw?.numerator), String(odds.draw?.denominator)],
    });
    // A rule refusal: its ruling, and the google.rpc PreconditionFailure behind it.
    try {
      await client.resolveAction(fromJson(ResolveActionRequestSchema, readJson(spec.refusal)), { headers: id("refusal") });
    } catch (thrown) {
      const error = arbiterError(thrown);
      records.push({ name: "refusal", transport, error: error.toJSON(), subjects: error.preconditionFailures.map((v) => v.subject) });
    }
  }
  // Nothing listens: every attempt is UNAVAILABLE, with the capped delays (jitter pinned to its
  // top), for a unary call and for a stream that fails before it starts; then a proxy that
  // answers 503 once, and passes the retry on to the server.
  const retried = [
    { name: "refused", transport: "connect", connect: connectClient, at: spec.refused.connect, method: "ResolveAction", request: attack },
    { name: "refused", transport: "grpc", connect: grpcClient, at: spec.refused.grpc, method: "ResolveAction", request: attack },
    { name: "refused-stream", transport: "connect", connect: connectClient, at: spec.refused.connect, method: "Simulate", request: longSimulate },
    { name: "refused-stream", transport: "grpc", connect: grpcClient, at: spec.refused.grpc, method: "Simulate", request: longSimulate },
    { name: "flaky", transport: "connect", connect: connectClient, at: spec.flaky, method: "ResolveAction", request: attack },
  ];
  for (const { name, transport, connect, at, method, request } of retried) {
    const retryDelaysMs: number[] = [];
    const retry = { random: () => 1, initialBackoffMs: 10, maxBackoffMs: 25, onRetry: (_: number, ms: number) => retryDelaysMs.push(ms) };
    const headers = { "x-request-id": `${name}-${transport}` };
    const result = await outcome(() => typedCall(connect(at, { retry }), method, request, { headers }));
    records.push({ name, transport, ...result, retryDelaysMs });
  }
  // TLS (a private CA, a client certificate) with the token, and without the token.
  const { ca, cert, key, token } = spec.tls;
  const tls = { ca: readFileSync(ca), cert: readFileSync(cert), key: readFileSync(key) };
  const overTls: Clients = (options) => ({
    connect: connectClient(spec.tls.connect, { tls, ...options }),
    grpc: grpcClient(spec.tls.grpc, { tls, ...options }),
  });
  for (const [name, clients] of Object.entries({ tls: overTls({ token }), "tls-no-token": overTls({ retry: false }) })) {
    for (const [transport, client] of Object.entries(clients)) {
      const headers = { "x-request-id": `${name}-${transport}` };
      records.push({ name, transport, ...(await outcome(() => typedCall(client, "ResolveAction", attack, { headers }))) });
    }
  }
  records.push(...(await batches(both(), spec.calls)));
  return records;
}

// The acceptance calls' actions and encounters as batch items, each under its call's name.
function batchItems(list: string): BatchItem[] {
  const calls = (readJson(list) as unknown as Call[]).filter((c) => c.method === "ResolveAction" || c.method === "ResolveEncounter");
  return calls.map(({ call, method, request: file }) => {
    const request = readJson(join(dirname(list), file));
    return method === "ResolveAction"
      ? create(BatchItemSchema, { id: call, request: { case: "action", value: fromJson(ResolveActionRequestSchema, request) } })
      : create(BatchItemSchema, { id: call, request: { case: "encounter", value: fromJson(ResolveEncounterRequestSchema, request) } });
  });
}

function answerRecord(name: string, transport: string, answer: ResolveBatchResponse): object {
  const head = { name, transport, call: answer.id };
  const result = answer.result;
  if (result.case === "action") return { ...head, response: toJson(ResolveActionResponseSchema, result.value) };
  if (result.case === "encounter") return { ...head, response: toJson(ResolveEncounterResponseSchema, result.value) };
  return { ...head, other: result.case ?? "none" };
}

// ResolveBatch, a bidi stream (gRPC only), and ResolveMany, its unary twin (both transports).
async function batches(clients: Record<string, ArbiterClient>, list: string): Promise<object[]> {
  const items = batchItems(list);
  async function* stream(): AsyncIterable<ResolveBatchRequest> {
    for (const item of items) yield create(ResolveBatchRequestSchema, { kind: { case: "item", value: item } });
  }
  const records: object[] = [];
  for await (const answer of clients.grpc.resolveBatch(stream(), { headers: { "x-request-id": "batch-grpc" } })) {
    records.push(answerRecord("batch", "grpc", answer));
  }
  for (const [transport, client] of Object.entries(clients)) {
    const many = await client.resolveMany({ items }, { headers: { "x-request-id": `many-${transport}` } });
    records.push(...many.results.map((answer) => answerRecord("many", transport, answer)));
  }
  return records;
}

// One line of tests/clients/test_dice_replay.py's cases: "u64 SEED N", "face SEED SIZE N" or
// "derive SEED INDEX", answered as the numbers it gives, space-separated.
function diceCase(line: string): string {
  const [kind, seed, ...rest] = line.split(" ");
  const dice = new SplitMix64(BigInt(seed));
  if (kind === "u64") return Array.from({ length: Number(rest[0]) }, () => dice.nextU64()).join(" ");
  if (kind === "face") return Array.from({ length: Number(rest[1]) }, () => dice.nextFace(Number(rest[0]))).join(" ");
  if (kind === "derive") return String(deriveSeed(BigInt(seed), BigInt(rest[0])));
  throw new Error(`unknown case: ${line}`);
}

// A seeded encounter's dice, replayed: each of its trace's dice against the next face of the seed.
async function replay(client: ArbiterClient, request: JsonValue, headers: Record<string, string>): Promise<object> {
  const encounter = fromJson(ResolveEncounterRequestSchema, request);
  const source = encounter.dice?.source;
  if (source?.case !== "seed") throw new Error("the replayed request has no dice seed");
  const response = await client.resolveEncounter(encounter, { headers });
  const dice = new SplitMix64(source.value);
  const rolled = response.trace?.events.flatMap((event) => event.dice) ?? [];
  return { faces: rolled.map((d) => d.face), replayed: rolled.map((d) => dice.nextFace(d.size)), diceRolled: response.diceRolled };
}

const { values, positionals } = parseArgs({
  options: { connect: { type: "string" }, grpc: { type: "string" } },
  allowPositionals: true,
});
const [mode, file] = positionals;
if (mode === "acceptance" && values.connect && values.grpc && file) {
  const clients = { connect: connectClient(values.connect), grpc: grpcClient(values.grpc) };
  console.log(JSON.stringify(await acceptance(clients, file), null, 2));
} else if (mode === "dice" && file) {
  console.log(readFileSync(file, "utf8").trimEnd().split("\n").map(diceCase).join("\n"));
} else if (mode === "scenarios" && file) {
  console.log(JSON.stringify(await scenarios(readJson(file) as unknown as Spec), null, 2));
} else {
  throw new Error("usage: runner.js acceptance --connect URL --grpc HOST:PORT calls.json | scenarios spec.json | dice cases.txt");
}
