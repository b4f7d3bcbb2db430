// A client of Arbiter's Connect route (JSON over HTTP/1.1) on the generated Arbiter.V1 messages
// (Runtime/Generated): one method per RPC that HTTP/1.1 can carry (every one but ResolveBatch, which
// streams both ways; ResolveMany is its unary batch), Simulate's server stream with its progress,
// Connect headers, typed errors with the request id, retries, deadlines and cancellation, over any
// IArbiterTransport. No UnityEngine and no Google.Protobuf: the suite compiles it with mono's mcs
// and runs it against a live server.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Arbiter.V1;
using Newtonsoft.Json.Linq;

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

        /// <summary>
        /// This call's timeout, retries included; null for the client's (a unary call's
        /// <see cref="ArbiterClient.Timeout"/>; none for a stream, which
        /// <see cref="ArbiterClient.StreamIdleTimeout"/> bounds).
        /// </summary>
        public TimeSpan? Timeout { get; set; }

        /// <summary>Extra request headers, e.g. "x-request-id" (the server logs it).</summary>
        public IDictionary<string, string> Headers { get; private set; }
    }

    /// <summary>Calls arbiter.v1.CombatService over the Connect protocol with proto3 JSON bodies.</summary>
    public sealed class ArbiterClient
    {
        /// <summary>The service's full name: the first part of each call's path.</summary>
        public const string Service = "arbiter.v1.CombatService";

        private const string RequestIdHeader = "x-request-id";

        private readonly string _baseUrl;
        private readonly IArbiterTransport _transport;

        /// <summary>A client of the Connect route at <paramref name="baseUrl"/>, e.g. "http://127.0.0.1:8080".</summary>
        public ArbiterClient(string baseUrl, IArbiterTransport transport)
        {
            _baseUrl = baseUrl.TrimEnd('/');
            _transport = transport;
            Timeout = TimeSpan.FromSeconds(10);
            StreamIdleTimeout = TimeSpan.FromSeconds(30);
            Retry = new ArbiterRetryPolicy();
            Headers = new Dictionary<string, string>();
        }

        /// <summary>Each unary call's timeout, retries and their waits included (default 10 s).</summary>
        /// <remarks>
        /// Not a stream's: a Simulate may rightly run for minutes. A stream is bounded by
        /// <see cref="StreamIdleTimeout"/> instead, and by its own
        /// <see cref="ArbiterCallOptions.Timeout"/> when it sets one.
        /// </remarks>
        public TimeSpan Timeout { get; set; }

        /// <summary>
        /// How long a stream may go without receiving anything (default 30 s): the wait for its
        /// answer to start and each wait between its messages; when it runs out the stream ends
        /// DEADLINE_EXCEEDED. A running Simulate sends progress about twice a second; one queued
        /// behind others is told its place at once and again only when it changes, so a server
        /// that queues simulations for longer needs a longer idle timeout. With a transport that is not an
        /// <see cref="IArbiterStreamingTransport"/> the whole answer arrives at once, so there it
        /// bounds the whole stream.
        /// </summary>
        public TimeSpan StreamIdleTimeout { get; set; }

        public ArbiterRetryPolicy Retry { get; set; }

        /// <summary>Request headers sent with every call (a call's own headers win).</summary>
        public IDictionary<string, string> Headers { get; private set; }

        /// <summary>ResolveAction: one action against a state.</summary>
        public Task<ResolveActionResponse> ResolveActionAsync(ResolveActionRequest request, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            return CallAsync<ResolveActionResponse>("ResolveAction", request, options, cancellationToken);
        }

        /// <summary>ResolveEncounter: a whole encounter to its end.</summary>
        public Task<ResolveEncounterResponse> ResolveEncounterAsync(ResolveEncounterRequest request, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            return CallAsync<ResolveEncounterResponse>("ResolveEncounter", request, options, cancellationToken);
        }

        /// <summary>GetCatalog: the rulesets, weapons and rulings the server knows (null asks for all).</summary>
        public Task<GetCatalogResponse> GetCatalogAsync(GetCatalogRequest request = null, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            return CallAsync<GetCatalogResponse>("GetCatalog", request ?? new GetCatalogRequest(), options, cancellationToken);
        }

        /// <summary>ResolveMany: ResolveBatch's items in one unary call, for clients that cannot stream both ways.</summary>
        public Task<ResolveManyResponse> ResolveManyAsync(ResolveManyRequest request, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            return CallAsync<ResolveManyResponse>("ResolveMany", request, options, cancellationToken);
        }

        /// <summary>ComputeOdds: the exact distribution of one attack's outcome.</summary>
        public Task<ComputeOddsResponse> ComputeOddsAsync(ComputeOddsRequest request, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            return CallAsync<ComputeOddsResponse>("ComputeOdds", request, options, cancellationToken);
        }

        /// <summary>ComputeEncounterOdds: the exact distribution of a small encounter's end (each side's win, the draw, the rounds, each combatant's survival and damage).</summary>
        public Task<ComputeEncounterOddsResponse> ComputeEncounterOddsAsync(ComputeEncounterOddsRequest request, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            return CallAsync<ComputeEncounterOddsResponse>("ComputeEncounterOdds", request, options, cancellationToken);
        }

        /// <summary>
        /// Simulate: plays the encounter many times. Each progress message of the stream goes to
        /// <paramref name="progress"/> in order, as it arrives (with a streaming transport; at the
        /// end with another), and the result, the stream's last message, is returned. Cancelling
        /// <paramref name="cancellationToken"/> (or <see cref="StreamIdleTimeout"/>, or the call's
        /// own timeout, running out) ends the stream, the server's runs included; no progress is
        /// reported after that.
        /// </summary>
        public async Task<SimulationResult> SimulateAsync(SimulateRequest request, IProgress<SimulationProgress> progress = null, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
        {
            SimulationResult result = null;
            Action<JObject> onMessage = json =>
            {
                SimulateResponse message = ArbiterJson.Read<SimulateResponse>(json);
                if (result != null)
                {
                    throw new FormatException("a Simulate message after the result");
                }
                if (message.KindCase == SimulateResponse.KindOneofCase.Result)
                {
                    result = message.Result;
                }
                else if (message.KindCase == SimulateResponse.KindOneofCase.Progress && progress != null)
                {
                    progress.Report(message.Progress);
                }
            };
            await StreamAsync("Simulate", request, onMessage, () => result != null, options, cancellationToken);
            return result;
        }

        /// <summary>
        /// Sends a unary call: POST {baseUrl}/arbiter.v1.CombatService/{method} with the request's
        /// proto3 JSON; the answer read as <typeparamref name="TResponse"/>. Throws
        /// <see cref="ArbiterException"/> for an error (DEADLINE_EXCEEDED when the timeout runs out)
        /// and OperationCanceledException when <paramref name="cancellationToken"/> is cancelled.
        /// </summary>
        public async Task<TResponse> CallAsync<TResponse>(string method, IArbiterMessage request, ArbiterCallOptions options = null, CancellationToken cancellationToken = default(CancellationToken))
            where TResponse : IArbiterMessage, new()
        {
            byte[] body = Encoding.UTF8.GetBytes(ArbiterJson.Format(request));
            TResponse answer = default(TResponse);
            await RunAsync(method, body, "application/json", CallTimeout(options, Timeout), options, cancellationToken, async (http, token, attempt) =>
            {
                ArbiterHttpResponse response = await _transport.SendAsync(http, token);
                if (response.Status != 200)
                {
                    return ArbiterException.FromResponse(response, attempt, http.Headers[RequestIdHeader]);
                }
                answer = ArbiterJson.Read<TResponse>(ArbiterJson.ParseObject(response.Body));
                return null;
            });
            return answer;
        }

        /// <summary>
        /// A server-streaming call (Connect's enveloped JSON, application/connect+json): each
        /// message to <paramref name="onMessage"/> in order; the end message's error, if any,
        /// thrown. A call is retried only while no message has been handed over.
        /// </summary>
        private async Task StreamAsync(string method, IArbiterMessage request, Action<JObject> onMessage, Func<bool> complete, ArbiterCallOptions options, CancellationToken cancellationToken)
        {
            byte[] body = ConnectEnvelopes.Envelope(Encoding.UTF8.GetBytes(ArbiterJson.Format(request)));
            TimeSpan idleTimeout = StreamIdleTimeout;
            // No whole-call timeout unless the call sets one: the idle timer bounds a stream.
            TimeSpan timeout = CallTimeout(options, System.Threading.Timeout.InfiniteTimeSpan);
            await RunAsync(method, body, "application/connect+json", timeout, options, cancellationToken, async (http, token, attempt) =>
            {
                string requestId = http.Headers[RequestIdHeader];
                ConnectEnvelopes stream = new ConnectEnvelopes(onMessage, token);
                IArbiterStreamingTransport streaming = _transport as IArbiterStreamingTransport;
                ArbiterHttpResponse response;
                using (CancellationTokenSource idle = CancellationTokenSource.CreateLinkedTokenSource(token))
                {
                    // Restarted by every arrival: it runs out only while nothing arrives.
                    idle.CancelAfter(idleTimeout);
                    Action<byte[], int> arrived = (bytes, count) =>
                    {
                        idle.CancelAfter(idleTimeout);
                        stream.Add(bytes, count);
                    };
                    try
                    {
                        response = streaming != null
                            ? await streaming.SendStreamingAsync(http, arrived, idle.Token)
                            : await _transport.SendAsync(http, idle.Token);
                    }
                    catch (OperationCanceledException e) when (idle.IsCancellationRequested && !token.IsCancellationRequested)
                    {
                        string message = string.Format("nothing arrived within the stream's idle timeout of {0} ms", (long)idleTimeout.TotalMilliseconds);
                        throw new ArbiterException(ArbiterCode.DeadlineExceeded, message, 0, attempt, requestId, e);
                    }
                    catch (ArbiterTransportException e) when (stream.Delivered > 0)
                    {
                        // Messages were handed over: sending the call again would hand them over twice.
                        throw new ArbiterException(ArbiterCode.Unavailable, e.Message, 200, attempt, requestId, e);
                    }
                }
                if (response.Status != 200)
                {
                    return ArbiterException.FromResponse(response, attempt, requestId);
                }
                if (streaming == null)
                {
                    stream.Add(response.Body, response.Body.Length);
                }
                if (stream.End == null)
                {
                    throw new ArbiterException(ArbiterCode.Internal, "the stream ended without its end message", 200, attempt, requestId);
                }
                JObject error = stream.End["error"] as JObject;
                if (error != null)
                {
                    ArbiterException failure = ArbiterException.FromErrorJson(error, 200, attempt, requestId);
                    if (stream.Delivered > 0)
                    {
                        throw failure;
                    }
                    return failure;
                }
                if (!complete())
                {
                    throw new ArbiterException(ArbiterCode.Internal, "the stream ended without its last message", 200, attempt, requestId);
                }
                return null;
            });
        }

        /// <summary>
        /// Sends a call until an attempt succeeds (returns null), fails for good, or the retry
        /// policy or the timeout says stop. An attempt returns its failure to have it retried when
        /// the policy allows, or throws it to end the call.
        /// </summary>
        private async Task RunAsync(string method, byte[] body, string contentType, TimeSpan timeout, ArbiterCallOptions options, CancellationToken cancellationToken, Func<ArbiterHttpRequest, CancellationToken, int, Task<ArbiterException>> attempt)
        {
            string requestId = CallerRequestId(options) ?? Guid.NewGuid().ToString("N");
            Stopwatch clock = Stopwatch.StartNew();
            // No ConfigureAwait(false) here: each attempt continues on the caller's context, so a
            // UnityWebRequest transport is always used from Unity's main thread.
            using (CancellationTokenSource deadline = new CancellationTokenSource(timeout))
            using (CancellationTokenSource linked = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken, deadline.Token))
            {
                for (int n = 1; ; n++)
                {
                    ArbiterException failure;
                    try
                    {
                        TimeSpan left = timeout == System.Threading.Timeout.InfiniteTimeSpan ? timeout : timeout - clock.Elapsed;
                        ArbiterHttpRequest request = BuildRequest(method, body, contentType, requestId, options, left);
                        failure = await attempt(request, linked.Token, n);
                        if (failure == null)
                        {
                            return;
                        }
                    }
                    catch (ArbiterTransportException e)
                    {
                        failure = new ArbiterException(ArbiterCode.Unavailable, e.Message, 0, n, requestId, e);
                    }
                    catch (FormatException e)
                    {
                        throw new ArbiterException(ArbiterCode.Internal, "a malformed answer: " + e.Message, 200, n, requestId, e);
                    }
                    catch (OperationCanceledException e) when (!cancellationToken.IsCancellationRequested)
                    {
                        throw TimedOut(timeout, n, requestId, e);
                    }
                    if (!ArbiterRetryPolicy.IsRetryable(failure.Code) || n >= Retry.MaxAttempts)
                    {
                        throw failure;
                    }
                    try
                    {
                        await Task.Delay(Retry.Backoff(n), linked.Token);
                    }
                    catch (OperationCanceledException e) when (!cancellationToken.IsCancellationRequested)
                    {
                        throw TimedOut(timeout, n, requestId, e);
                    }
                }
            }
        }

        /// <summary>The call's own timeout if it sets one, else <paramref name="otherwise"/>.</summary>
        private static TimeSpan CallTimeout(ArbiterCallOptions options, TimeSpan otherwise)
        {
            return options != null && options.Timeout.HasValue ? options.Timeout.Value : otherwise;
        }

        /// <summary>The x-request-id the caller set (a call's own, else the client's); null for none.</summary>
        private string CallerRequestId(ArbiterCallOptions options)
        {
            foreach (IDictionary<string, string> headers in new[] { options != null ? options.Headers : null, Headers })
            {
                foreach (KeyValuePair<string, string> header in headers ?? new Dictionary<string, string>())
                {
                    if (string.Equals(header.Key, RequestIdHeader, StringComparison.OrdinalIgnoreCase) && header.Value.Length > 0)
                    {
                        return header.Value;
                    }
                }
            }
            return null;
        }

        /// <summary>The HTTP request of one attempt, given the time left for the call (infinite: no deadline).</summary>
        private ArbiterHttpRequest BuildRequest(string method, byte[] body, string contentType, string requestId, ArbiterCallOptions options, TimeSpan remaining)
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
            // Every call has a request id (the server logs it, the error carries it).
            headers[RequestIdHeader] = requestId;
            // The protocol's own headers last: no caller header replaces them.
            headers["Content-Type"] = contentType;
            headers["Connect-Protocol-Version"] = "1";
            if (remaining != System.Threading.Timeout.InfiniteTimeSpan)
            {
                // The server gives up when the client does (at least 1 ms: 0 is not a valid timeout).
                long ms = Math.Max(1, (long)remaining.TotalMilliseconds);
                headers["Connect-Timeout-Ms"] = ms.ToString(System.Globalization.CultureInfo.InvariantCulture);
            }
            return new ArbiterHttpRequest(_baseUrl + "/" + Service + "/" + method, headers, body, remaining);
        }

        private static ArbiterException TimedOut(TimeSpan timeout, int attempt, string requestId, Exception cause)
        {
            string message = string.Format("no answer within the timeout of {0} ms", (long)timeout.TotalMilliseconds);
            return new ArbiterException(ArbiterCode.DeadlineExceeded, message, 0, attempt, requestId, cause);
        }
    }

    /// <summary>
    /// Reads a Connect stream's body: envelopes of a flags byte, a 4-byte big-endian length and the
    /// message's JSON; flag 0x02 marks the end message ({"error": ..., "metadata": ...}), 0x01 a
    /// compressed message (never asked for, so an error). Bytes may arrive in any chunks.
    /// </summary>
    internal sealed class ConnectEnvelopes
    {
        private const byte Compressed = 0x01;
        private const byte EndStream = 0x02;

        private readonly Action<JObject> _onMessage;
        private readonly CancellationToken _token;
        private byte[] _pending = new byte[0];

        public ConnectEnvelopes(Action<JObject> onMessage, CancellationToken token)
        {
            _onMessage = onMessage;
            _token = token;
        }

        /// <summary>Messages handed to the callback so far.</summary>
        public int Delivered { get; private set; }

        /// <summary>The end message; null until it arrived.</summary>
        public JObject End { get; private set; }

        /// <summary>One request message as an envelope.</summary>
        public static byte[] Envelope(byte[] message)
        {
            byte[] envelope = new byte[5 + message.Length];
            int length = message.Length;
            envelope[1] = (byte)(length >> 24);
            envelope[2] = (byte)(length >> 16);
            envelope[3] = (byte)(length >> 8);
            envelope[4] = (byte)length;
            Array.Copy(message, 0, envelope, 5, length);
            return envelope;
        }

        /// <summary>The next <paramref name="count"/> bytes of the body; complete messages are handed over.</summary>
        public void Add(byte[] bytes, int count)
        {
            byte[] data = new byte[_pending.Length + count];
            Array.Copy(_pending, data, _pending.Length);
            Array.Copy(bytes, 0, data, _pending.Length, count);
            int at = 0;
            while (data.Length - at >= 5)
            {
                int length = (data[at + 1] << 24) | (data[at + 2] << 16) | (data[at + 3] << 8) | data[at + 4];
                if (length < 0 || data.Length - at - 5 < length)
                {
                    break;
                }
                byte flags = data[at];
                JObject message = ArbiterJson.ParseObject(Encoding.UTF8.GetString(data, at + 5, length));
                at += 5 + length;
                if (End != null || (flags & Compressed) != 0)
                {
                    throw new FormatException(End != null ? "a message after the end of the stream" : "a compressed message");
                }
                if ((flags & EndStream) != 0)
                {
                    End = message;
                    continue;
                }
                _onMessage(message);
                Delivered++;
                // A caller that cancels from its progress callback gets no further message.
                _token.ThrowIfCancellationRequested();
            }
            _pending = new byte[data.Length - at];
            Array.Copy(data, at, _pending, 0, _pending.Length);
        }
    }
}
