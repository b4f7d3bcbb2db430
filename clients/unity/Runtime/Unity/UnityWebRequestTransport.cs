// The IArbiterStreamingTransport over UnityWebRequest: works on every target Unity builds for,
// WebGL included (there the browser sends it, so a server on another origin needs --cors-origins).
// The one file of the package that needs UnityEngine, in its own assembly (Arbiter.Unity). There is
// no UnityEngine on the machine that tests the package: the suite compiles this file against a
// stand-in for the few UnityEngine.Networking members it uses, written from Unity's scripting
// reference (tests/clients/csharp/UnityWebRequestStandIn.cs), and runs it against a live server;
// Unity itself never runs it there. Everything it hands to (headers, errors, retries, timeouts,
// the stream's envelopes) is Arbiter.Runtime's tested code.
using System;
using System.Collections.Generic;
using System.IO;
using System.Runtime.ExceptionServices;
using System.Threading;
using System.Threading.Tasks;
using UnityEngine.Networking;

namespace Arbiter
{
    /// <summary>Sends Arbiter calls with UnityWebRequest. Use it from Unity's main thread.</summary>
    /// <remarks>
    /// A unary answer is buffered (DownloadHandlerBuffer). A stream's answer (Simulate) goes
    /// through a DownloadHandlerScript, whose ReceiveData Unity calls on the main thread once a
    /// frame with the bytes that arrived since, so progress messages reach the caller as they
    /// come. On WebGL UnityWebRequest is the browser's XMLHttpRequest or fetch, and how soon the
    /// bytes reach ReceiveData is up to Unity's web backend: where it hands the body over only
    /// when the answer is complete, the progress messages arrive together, just before the
    /// result (docs/clients/unity.md, WebGL).
    /// </remarks>
    public sealed class UnityWebRequestTransport : IArbiterStreamingTransport
    {
        public Task<ArbiterHttpResponse> SendAsync(ArbiterHttpRequest request, CancellationToken cancellationToken)
        {
            return SendAsync(request, null, cancellationToken);
        }

        public Task<ArbiterHttpResponse> SendStreamingAsync(ArbiterHttpRequest request, Action<byte[], int> onBody, CancellationToken cancellationToken)
        {
            return SendAsync(request, onBody, cancellationToken);
        }

        private static async Task<ArbiterHttpResponse> SendAsync(ArbiterHttpRequest request, Action<byte[], int> onBody, CancellationToken cancellationToken)
        {
            using (UnityWebRequest web = new UnityWebRequest(request.Url, UnityWebRequest.kHttpVerbPOST))
            {
                LiveBody live = onBody != null ? new LiveBody(web, onBody) : null;
                web.uploadHandler = new UploadHandlerRaw(request.Body);
                web.downloadHandler = live != null ? live : (DownloadHandler)new DownloadHandlerBuffer();
                foreach (KeyValuePair<string, string> header in request.Headers)
                {
                    web.SetRequestHeader(header.Key, header.Value);
                }
                // Unity's own timer counts whole seconds from the start, a backstop only:
                // ArbiterClient's token ends the call on time. None (0) for a call without a
                // deadline, a stream, which ArbiterClient's idle timer ends.
                web.timeout = request.Timeout == Timeout.InfiniteTimeSpan ? 0 : Math.Max(1, (int)Math.Ceiling(request.Timeout.TotalSeconds));

                TaskCompletionSource<bool> done = new TaskCompletionSource<bool>();
                UnityWebRequestAsyncOperation operation = web.SendWebRequest();
                operation.completed += _ => done.TrySetResult(true);
                using (cancellationToken.Register(() => done.TrySetCanceled()))
                {
                    try
                    {
                        // Resumes on the main thread (Unity's SynchronizationContext), where Abort is allowed.
                        await done.Task;
                    }
                    catch (OperationCanceledException)
                    {
                        web.Abort();
                        throw new OperationCanceledException("the call was cancelled", cancellationToken);
                    }
                }

                int status = (int)web.responseCode;
                if (live != null && status == 200)
                {
                    // Bytes held back until the status was known go over now.
                    live.Deliver();
                }
                if (live != null && live.Failure != null)
                {
                    // What onBody threw (a malformed message, a cancel from a progress callback)
                    // ends the call, as it does with any transport.
                    ExceptionDispatchInfo.Capture(live.Failure).Throw();
                }
                if (web.result == UnityWebRequest.Result.ConnectionError || web.result == UnityWebRequest.Result.DataProcessingError)
                {
                    // No HTTP answer (refused, DNS, TLS, CORS refusal on WebGL), or one cut short:
                    // UNAVAILABLE, retried unless a stream's messages were handed over already.
                    throw new ArbiterTransportException(web.error, null);
                }
                // Success and ProtocolError (any non-2xx status) both carry an answer to read.
                Dictionary<string, string> headers = web.GetResponseHeaders() ?? new Dictionary<string, string>();
                byte[] body = live != null ? live.Held() : web.downloadHandler.data;
                return new ArbiterHttpResponse(status, headers, body);
            }
        }

        /// <summary>
        /// A stream's download handler: a 200 answer's bytes go to onBody as Unity passes them in;
        /// any other answer's body (a Connect error, a proxy's page) is kept whole to return.
        /// </summary>
        private sealed class LiveBody : DownloadHandlerScript
        {
            private readonly UnityWebRequest _web;
            private readonly Action<byte[], int> _onBody;
            private readonly MemoryStream _held = new MemoryStream();

            public LiveBody(UnityWebRequest web, Action<byte[], int> onBody)
                : base(new byte[16 * 1024])
            {
                _web = web;
                _onBody = onBody;
            }

            /// <summary>What onBody threw; the request was aborted then.</summary>
            public Exception Failure { get; private set; }

            /// <summary>Hands the bytes held so far to onBody; false once it has thrown.</summary>
            public bool Deliver()
            {
                if (Failure != null || _held.Length == 0)
                {
                    return Failure == null;
                }
                try
                {
                    _onBody(_held.GetBuffer(), (int)_held.Length);
                }
                catch (Exception e)
                {
                    Failure = e;
                }
                _held.SetLength(0);
                return Failure == null;
            }

            /// <summary>The body not handed over (all of a non-200 answer's).</summary>
            public byte[] Held()
            {
                return _held.ToArray();
            }

            protected override bool ReceiveData(byte[] data, int dataLength)
            {
                _held.Write(data, 0, dataLength);
                // Held until the status is known to be 200. False makes Unity abort the request.
                return _web.responseCode != 200 || Deliver();
            }
        }
    }
}
