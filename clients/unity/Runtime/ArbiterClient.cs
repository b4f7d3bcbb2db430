// A client of Arbiter's Connect route (JSON over HTTP/1.1): request building from proto3 JSON
// text, Connect headers, typed errors, retries and timeouts, over any IArbiterTransport. Unity code
// passes JsonFormatter.Default.Format(request) and parses the answer with
// JsonParser.Default.Parse<ResolveActionResponse>(text) (Google.Protobuf, docs/clients/unity.md);
// this file needs neither UnityEngine nor Google.Protobuf, so the suite compiles it with mono's mcs
// and runs it against a live server.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace Arbiter
{
    /// <summary>When to send a call again: how many attempts, and how long to wait in between.</summary>
    /// <remarks>
    /// Only UNAVAILABLE is retried: the code of a connection that failed (no answer arrived) and of
    /// a 502/503/504 or 429 from a proxy, that is, calls the server never resolved or may resolve
    /// now. Resending is safe because every Arbiter RPC is pure: the same request gives the same
    /// answer and changes nothing on the server, so a call resolved twice costs CPU only. Other
    /// codes are answers (a bad request stays bad), and DEADLINE_EXCEEDED means the call's time is
    /// spent. The wait before retry n (1, 2, ...) is a random part ("full jitter", from
    /// <see cref="Random"/>) of InitialBackoff * Multiplier^(n-1), capped at MaxBackoff, so that many
    /// clients do not retry in step.
    /// </remarks>
    public sealed class ArbiterRetryPolicy
    {
        private static readonly Random Shared = new Random();

        public ArbiterRetryPolicy()
        {
            MaxAttempts = 3;
            InitialBackoff = TimeSpan.FromMilliseconds(100);
            MaxBackoff = TimeSpan.FromSeconds(2);
            Multiplier = 2.0;
            Random = NextShared;
        }

        /// <summary>Attempts in all, the first included; 1 turns retries off.</summary>
        public int MaxAttempts { get; set; }

        public TimeSpan InitialBackoff { get; set; }

        public TimeSpan MaxBackoff { get; set; }

        public double Multiplier { get; set; }

        /// <summary>A number in [0, 1) for each wait; inject a fixed one to make waits predictable.</summary>
        public Func<double> Random { get; set; }

        /// <summary>The wait before retry <paramref name="retry"/> (1 for the first retry).</summary>
        public TimeSpan Backoff(int retry)
        {
            double ceiling = InitialBackoff.TotalMilliseconds * Math.Pow(Multiplier, retry - 1);
            double capped = Math.Min(ceiling, MaxBackoff.TotalMilliseconds);
            return TimeSpan.FromMilliseconds(capped * Random());
        }

        /// <summary>Whether a call that failed with <paramref name="code"/> may be sent again.</summary>
        public static bool IsRetryable(ArbiterCode code)
        {
            return code == ArbiterCode.Unavailable;
        }

        private static double NextShared()
        {
            lock (Shared)
            {
                return Shared.NextDouble();
            }
        }
    }

    /// <summary>What one call adds to the client's defaults.</summary>
    public sealed class ArbiterCallOptions
    {
        public ArbiterCallOptions()
        {
            Headers = new Dictionary<string, string>();
        }

        /// <summary>This call's timeout, retries included; null for the client's.</summary>
        public TimeSpan? Timeout { get; set; }

        /// <summary>Extra request headers, e.g. "x-request-id" (the server logs it).</summary>
        public IDictionary<string, string> Headers { get; private set; }
    }

    /// <summary>Calls arbiter.v1.CombatService over the Connect protocol with JSON bodies.</summary>
    public sealed class ArbiterClient
    {
        /// <summary>The service's full name: the first part of each call's path.</summary>
        public const string Service = "arbiter.v1.CombatService";

        private readonly string _baseUrl;
        private readonly IArbiterTransport _transport;

        /// <summary>A client of the Connect route at <paramref name="baseUrl"/>, e.g. "http://127.0.0.1:8080".</summary>
        public ArbiterClient(string baseUrl, IArbiterTransport transport)
        {
            _baseUrl = baseUrl.TrimEnd('/');
            _transport = transport;
            Timeout = TimeSpan.FromSeconds(10);
            Retry = new ArbiterRetryPolicy();
            Headers = new Dictionary<string, string>();
        }

        /// <summary>Each call's timeout, retries and their waits included (default 10 s).</summary>
        public TimeSpan Timeout { get; set; }

        public ArbiterRetryPolicy Retry { get; set; }

        /// <summary>Request headers sent with every call (a call's own headers win).</summary>
        public IDictionary<string, string> Headers { get; private set; }

        /// <summary>ResolveAction: a ResolveActionRequest as proto3 JSON in, the ResolveActionResponse's JSON out.</summary>
        public Task<string> ResolveActionAsync(string requestJson, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            return CallAsync("ResolveAction", requestJson, options, cancellationToken);
        }

        /// <summary>ResolveEncounter: a ResolveEncounterRequest's JSON in, the response's JSON out.</summary>
        public Task<string> ResolveEncounterAsync(string requestJson, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            return CallAsync("ResolveEncounter", requestJson, options, cancellationToken);
        }

        /// <summary>ResolveMany: the unary batch, for clients that cannot stream (WebGL).</summary>
        public Task<string> ResolveManyAsync(string requestJson, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            return CallAsync("ResolveMany", requestJson, options, cancellationToken);
        }

        /// <summary>GetCatalog: the rulesets, weapons and rulings the server knows.</summary>
        public Task<string> GetCatalogAsync(string requestJson = "{}", ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            return CallAsync("GetCatalog", requestJson, options, cancellationToken);
        }

        /// <summary>
        /// Sends a unary call: POST {baseUrl}/arbiter.v1.CombatService/{method} with the request's
        /// proto3 JSON; the answer's JSON text on success. Throws <see cref="ArbiterException"/> for
        /// an error (DEADLINE_EXCEEDED when the timeout runs out) and OperationCanceledException when
        /// <paramref name="cancellationToken"/> is cancelled.
        /// </summary>
        public async Task<string> CallAsync(string method, string requestJson, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            TimeSpan timeout = options != null && options.Timeout.HasValue ? options.Timeout.Value : Timeout;
            Stopwatch clock = Stopwatch.StartNew();
            // No ConfigureAwait(false) here: each attempt continues on the caller's context, so a
            // UnityWebRequest transport is always used from Unity's main thread.
            using (CancellationTokenSource deadline = new CancellationTokenSource(timeout))
            using (CancellationTokenSource linked = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken, deadline.Token))
            {
                for (int attempt = 1; ; attempt++)
                {
                    ArbiterException failure;
                    try
                    {
                        ArbiterHttpRequest request = BuildRequest(method, requestJson, options, timeout - clock.Elapsed);
                        ArbiterHttpResponse response = await _transport.SendAsync(request, linked.Token);
                        if (response.Status == 200)
                        {
                            return Encoding.UTF8.GetString(response.Body);
                        }
                        failure = ArbiterException.FromResponse(response, attempt);
                    }
                    catch (ArbiterTransportException e)
                    {
                        failure = new ArbiterException(ArbiterCode.Unavailable, e.Message, 0, attempt, e);
                    }
                    catch (OperationCanceledException e) when (!cancellationToken.IsCancellationRequested)
                    {
                        throw TimedOut(timeout, attempt, e);
                    }
                    if (!ArbiterRetryPolicy.IsRetryable(failure.Code) || attempt >= Retry.MaxAttempts)
                    {
                        throw failure;
                    }
                    try
                    {
                        await Task.Delay(Retry.Backoff(attempt), linked.Token);
                    }
                    catch (OperationCanceledException e) when (!cancellationToken.IsCancellationRequested)
                    {
                        throw TimedOut(timeout, attempt, e);
                    }
                }
            }
        }

        /// <summary>The HTTP request of one attempt, given the time left for the call.</summary>
        public ArbiterHttpRequest BuildRequest(string method, string requestJson, ArbiterCallOptions options, TimeSpan remaining)
        {
            Dictionary<string, string> headers = new Dictionary<string, string>(StringComparer.OrdinalIgnoreCase);
            foreach (KeyValuePair<string, string> header in Headers)
            {
                headers[header.Key] = header.Value;
            }
            if (options != null)
            {
                foreach (KeyValuePair<string, string> header in options.Headers)
                {
                    headers[header.Key] = header.Value;
                }
            }
            // The protocol's own headers last: no caller header replaces them.
            headers["Content-Type"] = "application/json";
            headers["Connect-Protocol-Version"] = "1";
            // The server gives up when the client does (at least 1 ms: 0 is not a valid timeout).
            long ms = Math.Max(1, (long)remaining.TotalMilliseconds);
            headers["Connect-Timeout-Ms"] = ms.ToString(System.Globalization.CultureInfo.InvariantCulture);
            byte[] body = Encoding.UTF8.GetBytes(string.IsNullOrEmpty(requestJson) ? "{}" : requestJson);
            return new ArbiterHttpRequest(_baseUrl + "/" + Service + "/" + method, headers, body, remaining);
        }

        private static ArbiterException TimedOut(TimeSpan timeout, int attempt, Exception cause)
        {
            string message = string.Format("no answer within the timeout of {0} ms", (long)timeout.TotalMilliseconds);
            return new ArbiterException(ArbiterCode.DeadlineExceeded, message, 0, attempt, cause);
        }
    }
}
