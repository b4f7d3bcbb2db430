// Makes the calls a list names (tests/clients/acceptance/calls.json:
// [{"call", "method": "ResolveAction" | "ResolveEncounter", "request": "file.json"}], request
// files relative to the list) over Connect and over gRPC, and prints what came back as one JSON
// array: {"call", "transport", "response": <proto3 JSON>} or {"call", "transport", "error":
// ArbiterError}. Each call carries the header x-request-id: <call>-<transport>, which the server
// logs. Usage:
//   node dist/runner.js --connect http://127.0.0.1:8080 --grpc 127.0.0.1:50051 calls.json
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";

import { fromJson, toJson } from "@bufbuild/protobuf";
import type { DescMessage, DescMethodUnary, JsonValue, MessageShape } from "@bufbuild/protobuf";
import * as grpc from "@grpc/grpc-js";

import { CombatService } from "./gen/arbiter/v1/combat_service_pb.js";
import { arbiterError, connectTransport, connectUnary, grpcUnary } from "./transports.js";

const { values, positionals } = parseArgs({
  options: { connect: { type: "string" }, grpc: { type: "string" } },
  allowPositionals: true,
});
if (!values.connect || !values.grpc || positionals.length !== 1) {
  throw new Error("usage: runner.js --connect URL --grpc HOST:PORT calls.json");
}

const overConnect = connectTransport(values.connect);
const grpcClient = new grpc.Client(values.grpc, grpc.credentials.createInsecure());
const methods = {
  ResolveAction: CombatService.method.resolveAction,
  ResolveEncounter: CombatService.method.resolveEncounter,
};

// One call over one transport, answered as proto3 JSON (or rejected with the transport's error).
async function send<I extends DescMessage, O extends DescMessage>(
  transport: string,
  method: DescMethodUnary<I, O>,
  request: MessageShape<I>,
  headers: Record<string, string>,
): Promise<JsonValue> {
  const response =
    transport === "connect"
      ? await connectUnary(overConnect, method, request, headers)
      : await grpcUnary(grpcClient, method, request, headers);
  return toJson(method.output, response);
}

interface Call {
  call: string;
  method: keyof typeof methods;
  request: string;
}

const list = positionals[0];
const calls = JSON.parse(readFileSync(list, "utf8")) as Call[];
const records: object[] = [];
for (const { call, method: name, request: file } of calls) {
  const method: DescMethodUnary = methods[name];
  const request = fromJson(method.input, JSON.parse(readFileSync(join(dirname(list), file), "utf8")) as JsonValue);
  for (const transport of ["connect", "grpc"]) {
    const head = { call, transport };
    try {
      const headers = { "x-request-id": `${call}-${transport}` };
      records.push({ ...head, response: await send(transport, method, request, headers) });
    } catch (thrown) {
      records.push({ ...head, error: arbiterError(thrown) });
    }
  }
}
grpcClient.close();
console.log(JSON.stringify(records, null, 2));
