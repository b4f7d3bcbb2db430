// Another project's use of @arbiter-combat/client: one ARRAYER attack built in code (no request
// file), sent over Connect or gRPC, its strikes printed, then the response as proto3 JSON.
// Usage: node resolve_attack.js --connect http://127.0.0.1:8080 | --grpc 127.0.0.1:50051
import { parseArgs } from "node:util";

import { create, toJson } from "@bufbuild/protobuf";
import {
  ArbiterError,
  ArmourClass,
  ArrayerWeaponType,
  ResolveActionRequestSchema,
  ResolveActionResponseSchema,
  Ruleset,
  connectClient,
  grpcClient,
} from "@arbiter-combat/client";

const { values } = parseArgs({ options: { connect: { type: "string" }, grpc: { type: "string" } } });
const client = values.grpc ? grpcClient(values.grpc) : connectClient(values.connect ?? "http://127.0.0.1:8080");

// A oneof is {case, value}: the weapons are catalog ids, the combatant's rules ARRAYER's, the
// action an attack, the dice forced (a d10 of 4).
const request = create(ResolveActionRequestSchema, {
  state: {
    ruleset: Ruleset.ARRAYER,
    combatants: [
      {
        id: "ana", sideId: "red", name: "Ana", hp: 7, position: { x: 0, y: 0 },
        weapons: [{ source: { case: "catalogId", value: "greatsword" } }],
        rules: { case: "arrayer", value: { proficiencies: [{ weaponType: ArrayerWeaponType.BLADES, improvements: 1 }] } },
      },
      {
        id: "bo", sideId: "blue", name: "Bo", hp: 5, position: { x: 1, y: 0 },
        weapons: [{ source: { case: "catalogId", value: "axe" } }],
        armour: { value: 1, armourClass: ArmourClass.LIGHT },
      },
    ],
  },
  action: { kind: { case: "attack", value: { attackerId: "ana", targetId: "bo", weaponId: "greatsword" } } },
  dice: { source: { case: "forced", value: { faces: [4] } } },
});

try {
  const response = await client.resolveAction(request, { timeoutMs: 5_000 });
  const result = response.result?.kind;
  if (result?.case === "attack") {
    for (const strike of result.value.strikes) {
      console.error(`${strike.attackerId} -> ${strike.targetId}: ${strike.damage} damage, hp ${strike.hpBefore} -> ${strike.hpAfter}`);
    }
  }
  console.log(JSON.stringify(toJson(ResolveActionResponseSchema, response)));
} catch (thrown) {
  if (!(thrown instanceof ArbiterError)) throw thrown;
  console.error(`${thrown.codeName} ${thrown.reason} (request ${thrown.requestId}): ${thrown.rawMessage}`);
  process.exitCode = 1;
}
