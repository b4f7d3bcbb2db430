// The two ways a Node program reaches CombatService, both through @connectrpc/connect-node:
// the Connect protocol (JSON over HTTP/1.1, the server's --http-port) and gRPC (HTTP/2, the gRPC
// port). Either gives the same typed client, with every RPC, the same options (TLS, a token, a
// default deadline, retries of UNAVAILABLE) and the same typed errors (ArbiterError).
import { createClient } from "@connectrpc/connect";
import type { Client, Interceptor, Transport } from "@connectrpc/connect";
import { createConnectTransport, createGrpcTransport } from "@connectrpc/connect-node";

import { typedErrors } from "./errors.js";
import { errorDetails } from "./google_rpc.js";
import { CombatService } from "./gen/arbiter/v1/combat_service_pb.js";
import { DEFAULT_RETRY, retryUnavailable } from "./retry.js";
import type { RetryPolicy } from "./retry.js";

/** A CombatService client: `await client.resolveAction(request, { timeoutMs, signal })`. */
export type ArbiterClient = Client<typeof CombatService>;

/** PEM text or bytes; `ca` replaces the system roots, `cert` and `key` are for mTLS. */
export interface TlsOptions {
  ca?: string | Buffer;
  cert?: string | Buffer;
  key?: string | Buffer;
}

export interface ArbiterOptions {
  /** Sent with every call as `authorization: Bearer TOKEN` (the server's --auth-token-file). */
  token?: string;
  /** For the Connect transport, give an https:// URL; for gRPC, this makes the channel TLS. */
  tls?: TlsOptions;
  /** The deadline of a call that sets no `timeoutMs` of its own; 0: none. */
  timeoutMs?: number;
  /** Retries of UNAVAILABLE (DEFAULT_RETRY, with any of these changed), or false for none. */
  retry?: Partial<RetryPolicy> | false;
  /** More interceptors, run inside these (each attempt of a retried call passes through them). */
  interceptors?: Interceptor[];
}

/** A call's deadline when neither the call nor the client sets one (the Python client's). */
export const DEFAULT_TIMEOUT_MS = 30_000;

function common(options: ArbiterOptions) {
  const interceptors: Interceptor[] = [typedErrors];
  if (options.retry !== false) interceptors.push(retryUnavailable({ ...DEFAULT_RETRY, ...options.retry }));
  const { token } = options;
  if (token !== undefined) {
    // A token over plaintext is fine on loopback (a sidecar) or inside a mesh's mTLS.
    interceptors.push((next) => (request) => {
      request.header.set("authorization", `Bearer ${token}`);
      return next(request);
    });
  }
  return {
    interceptors: [...interceptors, ...(options.interceptors ?? [])],
    // Connect reads a default of 0 as "already past"; a call's own 0 or less is "none".
    defaultTimeoutMs: options.timeoutMs === 0 ? undefined : (options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    nodeOptions: { ...options.tls },
    // Any details in a JSON body (a ResolveMany item's error) decode by these types.
    jsonOptions: { registry: errorDetails },
  };
}

/** The Connect protocol with JSON bodies over HTTP/1.1, to the server's --http-port
 * (`http://127.0.0.1:8080`, or `https://…` when it serves TLS). No bidi streaming (ResolveBatch):
 * HTTP/1.1 cannot; the other six RPCs, Simulate's stream included, work. */
export function connectTransport(baseUrl: string, options: ArbiterOptions = {}): Transport {
  return createConnectTransport({ baseUrl, httpVersion: "1.1", useBinaryFormat: false, ...common(options) });
}

/** gRPC over HTTP/2 to the gRPC port (`127.0.0.1:50051`): every RPC, ResolveBatch included. */
export function grpcTransport(target: string, options: ArbiterOptions = {}): Transport {
  const baseUrl = `${options.tls ? "https" : "http"}://${target}`;
  return createGrpcTransport({ baseUrl, ...common(options) });
}

/** A typed CombatService client over Connect (see connectTransport). */
export function connectClient(baseUrl: string, options: ArbiterOptions = {}): ArbiterClient {
  return createClient(CombatService, connectTransport(baseUrl, options));
}

/** A typed CombatService client over gRPC (see grpcTransport). */
export function grpcClient(target: string, options: ArbiterOptions = {}): ArbiterClient {
  return createClient(CombatService, grpcTransport(target, options));
}
