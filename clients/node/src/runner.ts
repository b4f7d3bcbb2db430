// Sends each ResolveActionRequest (JSON files, as in clients/python/examples) over Connect and
// over gRPC and prints what came back as one JSON array: the strikes and every combatant's HP,
// or the error. Each call carries the header x-request-id: <file name>-<transport>, which the
// server logs. Usage:
//   node dist/runner.js --connect http://127.0.0.1:8080 --grpc 127.0.0.1:50051 request.json...
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { parseArgs } from "node:util";

import { fromJson } from "@bufbuild/protobuf";
import type { JsonValue } from "@bufbuild/protobuf";
import * as grpc from "@grpc/grpc-js";

import {
  CombatService,
  ResolveActionRequestSchema,
} from "./gen/arbiter/v1/combat_service_pb.js";
import type { ResolveActionRequest, ResolveActionResponse } from "./gen/arbiter/v1/combat_service_pb.js";
import { OutcomeSchema } from "./gen/arbiter/v1/trace_pb.js";
import { arbiterError, connectClient, grpcUnary } from "./transports.js";

const { values, positionals } = parseArgs({
  options: { connect: { type: "string" }, grpc: { type: "string" } },
  allowPositionals: true,
});
if (!values.connect || !values.grpc || positionals.length === 0) {
  throw new Error("usage: runner.js --connect URL --grpc HOST:PORT request.json...");
}

const overConnect = connectClient(values.connect);
const grpcClient = new grpc.Client(values.grpc, grpc.credentials.createInsecure());
type Send = (request: ResolveActionRequest, headers: Record<string, string>) => Promise<ResolveActionResponse>;
const transports: Record<string, Send> = {
  connect: (request, headers) => overConnect.resolveAction(request, { headers, timeoutMs: 10_000 }),
  grpc: (request, headers) => grpcUnary(grpcClient, CombatService.method.resolveAction, request, headers),
};

function summary(response: ResolveActionResponse): object {
  const attack = response.result?.kind.case === "attack" ? response.result.kind.value : undefined;
  return {
    strikes: (attack?.strikes ?? []).map((s) => ({
      attackerId: s.attackerId,
      targetId: s.targetId,
      outcome: OutcomeSchema.value[s.outcome]?.name,
      damage: s.damage,
      hpAfter: s.hpAfter,
    })),
    hp: Object.fromEntries((response.state?.combatants ?? []).map((c) => [c.id, c.hp])),
  };
}

const results: object[] = [];
for (const file of positionals) {
  const json = JSON.parse(readFileSync(file, "utf8")) as JsonValue;
  const request = fromJson(ResolveActionRequestSchema, json);
  for (const [transport, send] of Object.entries(transports)) {
    const head = { request: basename(file), transport };
    try {
      const headers = { "x-request-id": `${head.request}-${transport}` };
      results.push({ ...head, ...summary(await send(request, headers)) });
    } catch (thrown) {
      results.push({ ...head, error: arbiterError(thrown) });
    }
  }
}
grpcClient.close();
console.log(JSON.stringify(results, null, 2));
