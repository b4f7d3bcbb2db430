// Retries of calls that ended UNAVAILABLE (the server was restarting or draining, or a pod behind
// a load balancer went away; another attempt may reach one that answers). Every Arbiter RPC is a
// pure function of its request, so trying one again cannot do anything twice.
import { Code, ConnectError } from "@connectrpc/connect";
import type { Interceptor, StreamRequest } from "@connectrpc/connect";

/** When and how often to try a call again; the defaults are the Python client's RETRY_POLICY. */
export interface RetryPolicy {
  /** Attempts in all, the first included (1: no retries). */
  maxAttempts: number;
  /** The cap of the first retry's delay; each later cap is `multiplier` times the one before. */
  initialBackoffMs: number;
  maxBackoffMs: number;
  multiplier: number;
  /** Called before each retry, e.g. to count or log them. */
  onRetry?: (retry: number, delayMs: number, error: ConnectError) => void;
  /** Uniform in [0, 1): the jitter (Math.random unless a test injects its own). */
  random?: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 4, initialBackoffMs: 100, maxBackoffMs: 2000, multiplier: 2 };

/** The delay before retry number `retry` (1 for the first): uniform between 0 and the capped
 * exponential `min(initial * multiplier^(retry-1), max)`, as gRPC's retry policy draws it, so
 * clients that failed together do not come back together. */
export function backoffMs(policy: RetryPolicy, retry: number): number {
  const cap = Math.min(policy.initialBackoffMs * policy.multiplier ** (retry - 1), policy.maxBackoffMs);
  return (policy.random ?? Math.random)() * cap;
}

/**
 * Tries a call again while it fails UNAVAILABLE, up to `maxAttempts` in all, within the call's
 * one deadline (the wait before a retry ends with it, and with the call's AbortSignal). A server
 * stream is retried only when it fails before it starts (a stream that has handed over messages
 * is not replayed); a client or bidi stream (ResolveBatch) is never retried, since the messages
 * it sent are gone.
 */
export function retryUnavailable(policy: RetryPolicy = DEFAULT_RETRY): Interceptor {
  return (next) => async (request) => {
    let again = () => request;
    if (request.stream) {
      if (request.method.methodKind !== "server_streaming") return next(request);
      const sent = await buffered(request);
      again = () => ({ ...request, message: replay(sent) });
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await next(again());
      } catch (thrown) {
        const error = ConnectError.from(thrown);
        if (error.code !== Code.Unavailable || attempt >= policy.maxAttempts) throw error;
        const delay = backoffMs(policy, attempt);
        policy.onRetry?.(attempt, delay, error);
        await sleep(delay, request.signal);
      }
    }
  };
}

type Sent = StreamRequest["message"] extends AsyncIterable<infer M> ? M : never;

async function buffered(request: StreamRequest): Promise<Sent[]> {
  const sent: Sent[] = [];
  for await (const message of request.message) sent.push(message);
  return sent;
}

async function* replay<T>(messages: T[]): AsyncIterable<T> {
  yield* messages;
}

// Rejects with the signal's reason (the call's DEADLINE_EXCEEDED or CANCELLED) if it aborts first.
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal.addEventListener("abort", stop, { once: true });
  });
}
