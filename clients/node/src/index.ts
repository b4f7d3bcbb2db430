// @arbiter-combat/client: the typed clients, their options and errors, and the generated
// arbiter.v1 messages and service (also importable one file at a time as
// "@arbiter-combat/client/v1/<file>", e.g. "/v1/combat_service").
export * from "./transports.js";
export * from "./errors.js";
export * from "./retry.js";
export * from "./dice.js";
export * from "./rational.js";
export * from "./google_rpc.js";
export * from "./gen/arbiter/v1/action_pb.js";
export * from "./gen/arbiter/v1/arrayer_pb.js";
export * from "./gen/arbiter/v1/combat_service_pb.js";
export * from "./gen/arbiter/v1/dice_pb.js";
export * from "./gen/arbiter/v1/result_pb.js";
export * from "./gen/arbiter/v1/state_pb.js";
export * from "./gen/arbiter/v1/tiered_pb.js";
export * from "./gen/arbiter/v1/trace_pb.js";
export * from "./gen/arbiter/v1/weapon_pb.js";
