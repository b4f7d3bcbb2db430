// How ArbiterClient sends one Connect call over HTTP: IArbiterTransport posts bytes and hands back
// the status, headers and body of whatever answer arrived; IArbiterStreamingTransport also hands a
// stream's body over as it arrives. HttpClientTransport (System.Net.Http: editor, desktop, mobile)
// lives here; UnityWebRequestTransport (every target, WebGL included) is in Runtime/Unity, the one
// assembly of the package that references UnityEngine. Plain C# (no UnityEngine, no
// Google.Protobuf): the suite compiles and runs this file with mono's mcs.
using System;
using System.Collections.Generic;
using System.IO;
using System.Net;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;

namespace Arbiter
{
    /// <summary>One HTTP POST to send: the URL, the request headers, the body and the time left.</summary>
    public sealed class ArbiterHttpRequest
    {
        public ArbiterHttpRequest(string url, IDictionary<string, string> headers, byte[] body, TimeSpan timeout)
        {
            Url = url;
            Headers = new Dictionary<string, string>(headers, StringComparer.OrdinalIgnoreCase);
            Body = body;
            Timeout = timeout;
        }

        public string Url { get; private set; }

        /// <summary>Content-Type included; names compare ignoring case.</summary>
        public IReadOnlyDictionary<string, string> Headers { get; private set; }

        public byte[] Body { get; private set; }

        /// <summary>
        /// The time left for the call, or Timeout.InfiniteTimeSpan when it has no deadline (a
        /// stream that sets none: ArbiterClient's idle timer ends it). ArbiterClient cancels the
        /// token passed to SendAsync when it runs out; a transport with its own timer
        /// (UnityWebRequest.timeout) may also use it.
        /// </summary>
        public TimeSpan Timeout { get; private set; }
    }

    /// <summary>The answer that arrived: any status, its headers and body.</summary>
    public sealed class ArbiterHttpResponse
    {
        public ArbiterHttpResponse(int status, IDictionary<string, string> headers, byte[] body)
        {
            Status = status;
            Headers = new Dictionary<string, string>(headers, StringComparer.OrdinalIgnoreCase);
            Body = body ?? new byte[0];
        }

        public int Status { get; private set; }

        /// <summary>Names compare ignoring case.</summary>
        public IReadOnlyDictionary<string, string> Headers { get; private set; }

        public byte[] Body { get; private set; }
    }

    /// <summary>Sends one HTTP POST.</summary>
    /// <remarks>
    /// The contract ArbiterClient relies on: return every HTTP answer, whatever its status (the
    /// client reads Connect errors from it); throw <see cref="ArbiterTransportException"/> when no
    /// answer arrived (refused, reset, DNS or TLS failure); throw OperationCanceledException once
    /// <c>cancellationToken</c> is cancelled.
    /// </remarks>
    public interface IArbiterTransport
    {
        Task<ArbiterHttpResponse> SendAsync(ArbiterHttpRequest request, CancellationToken cancellationToken);
    }

    /// <summary>A transport that hands a 200 answer's body over as it arrives: live stream messages.</summary>
    /// <remarks>
    /// For server streaming (Simulate). The contract is SendAsync's, except that a 200 answer's body
    /// goes to <c>onBody</c> (the bytes and how many of them are new; the array may be reused)
    /// chunk by chunk as it arrives, and the returned response's Body is then empty. An exception
    /// thrown by <c>onBody</c> ends the call and reaches the caller. ArbiterClient uses a transport
    /// without it too: a stream's messages then arrive together, when the answer is complete.
    /// </remarks>
    public interface IArbiterStreamingTransport : IArbiterTransport
    {
        Task<ArbiterHttpResponse> SendStreamingAsync(ArbiterHttpRequest request, Action<byte[], int> onBody, CancellationToken cancellationToken);
    }

    /// <summary>No HTTP answer arrived; ArbiterClient makes it UNAVAILABLE, which it retries.</summary>
    public sealed class ArbiterTransportException : Exception
    {
        public ArbiterTransportException(string message, Exception innerException)
            : base(message, innerException)
        {
        }
    }

    /// <summary>The transport over System.Net.Http's HttpClient: editor, desktop and mobile.</summary>
    /// <remarks>
    /// Not for WebGL, where a browser has no sockets: use UnityWebRequestTransport there. HttpClient
    /// speaks HTTP/1.1 here, which is all the Connect protocol's unary and server-streaming calls
    /// need; a stream's messages are handed over as they arrive.
    /// </remarks>
    public sealed class HttpClientTransport : IArbiterStreamingTransport, IDisposable
    {
        private readonly HttpClient _http;
        private readonly bool _ownsClient;

        /// <summary>A transport with its own HttpClient (disposed with it).</summary>
        public HttpClientTransport()
            : this(new HttpClient { Timeout = System.Threading.Timeout.InfiniteTimeSpan }, true)
        {
        }

        /// <summary>A transport over the game's HttpClient; ArbiterClient's timeouts apply on top of its own.</summary>
        public HttpClientTransport(HttpClient http)
            : this(http, false)
        {
        }

        private HttpClientTransport(HttpClient http, bool ownsClient)
        {
            _http = http;
            _ownsClient = ownsClient;
        }

        public Task<ArbiterHttpResponse> SendAsync(ArbiterHttpRequest request, CancellationToken cancellationToken)
        {
            return SendAsync(request, null, cancellationToken);
        }

        public Task<ArbiterHttpResponse> SendStreamingAsync(ArbiterHttpRequest request, Action<byte[], int> onBody, CancellationToken cancellationToken)
        {
            return SendAsync(request, onBody, cancellationToken);
        }

        private async Task<ArbiterHttpResponse> SendAsync(ArbiterHttpRequest request, Action<byte[], int> onBody, CancellationToken cancellationToken)
        {
            using (HttpRequestMessage message = new HttpRequestMessage(HttpMethod.Post, request.Url))
            {
                message.Content = new ByteArrayContent(request.Body);
                foreach (KeyValuePair<string, string> header in request.Headers)
                {
                    // Content-Type belongs to the content's headers, the others to the request's.
                    if (!message.Headers.TryAddWithoutValidation(header.Key, header.Value))
                    {
                        message.Content.Headers.TryAddWithoutValidation(header.Key, header.Value);
                    }
                }
                // Otherwise mono waits for a "100 Continue" that plain HTTP servers never send.
                message.Headers.ExpectContinue = false;
                try
                {
                    using (HttpResponseMessage response = await _http.SendAsync(message, HttpCompletionOption.ResponseHeadersRead, cancellationToken))
                    {
                        Dictionary<string, string> headers = new Dictionary<string, string>();
                        foreach (KeyValuePair<string, IEnumerable<string>> h in response.Headers)
                        {
                            headers[h.Key] = string.Join(", ", h.Value);
                        }
                        foreach (KeyValuePair<string, IEnumerable<string>> h in response.Content.Headers)
                        {
                            headers[h.Key] = string.Join(", ", h.Value);
                        }
                        int status = (int)response.StatusCode;
                        // Disposing the answer is what ends a read in progress when the call is cancelled.
                        using (cancellationToken.Register(response.Dispose))
                        {
                            if (onBody == null || status != 200)
                            {
                                return new ArbiterHttpResponse(status, headers, await response.Content.ReadAsByteArrayAsync());
                            }
                            using (Stream body = await response.Content.ReadAsStreamAsync())
                            {
                                byte[] buffer = new byte[16 * 1024];
                                int read;
                                while ((read = await body.ReadAsync(buffer, 0, buffer.Length, cancellationToken)) > 0)
                                {
                                    onBody(buffer, read);
                                }
                            }
                            return new ArbiterHttpResponse(status, headers, null);
                        }
                    }
                }
                catch (Exception e) when (cancellationToken.IsCancellationRequested && !(e is OperationCanceledException))
                {
                    // An aborted request can surface as an I/O error: report the cancellation.
                    throw new OperationCanceledException("the call was cancelled", e, cancellationToken);
                }
                catch (Exception e) when (e is HttpRequestException || e is WebException || e is IOException)
                {
                    throw new ArbiterTransportException(e.GetBaseException().Message, e);
                }
            }
        }

        public void Dispose()
        {
            if (_ownsClient)
            {
                _http.Dispose();
            }
        }
    }
}
