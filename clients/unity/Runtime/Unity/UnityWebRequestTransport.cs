// The IArbiterTransport over UnityWebRequest: works on every target Unity builds for, WebGL
// included (there the browser's fetch sends it, so a server on another origin needs --cors-origins).
// The one file of the package that needs UnityEngine, in its own assembly (Arbiter.Unity). NOT
// compiled by the suite (there is no UnityEngine here): kept small and conventional, and everything
// it hands to (headers, errors, retries, timeouts) is Arbiter.Runtime's tested code.
using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using UnityEngine.Networking;

namespace Arbiter
{
    /// <summary>Sends Arbiter calls with UnityWebRequest. Use it from Unity's main thread.</summary>
    /// <remarks>
    /// It buffers each answer (DownloadHandlerBuffer) and is no IArbiterStreamingTransport: a
    /// Simulate's progress messages reach the caller together, just before its result.
    /// </remarks>
    public sealed class UnityWebRequestTransport : IArbiterTransport
    {
        public async Task<ArbiterHttpResponse> SendAsync(ArbiterHttpRequest request, CancellationToken cancellationToken)
        {
            using (UnityWebRequest web = new UnityWebRequest(request.Url, UnityWebRequest.kHttpVerbPOST))
            {
                web.uploadHandler = new UploadHandlerRaw(request.Body);
                web.downloadHandler = new DownloadHandlerBuffer();
                foreach (KeyValuePair<string, string> header in request.Headers)
                {
                    web.SetRequestHeader(header.Key, header.Value);
                }
                // A backstop in whole seconds; ArbiterClient's token ends the call on time.
                web.timeout = Math.Max(1, (int)Math.Ceiling(request.Timeout.TotalSeconds));

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

                if (web.result == UnityWebRequest.Result.ConnectionError || web.result == UnityWebRequest.Result.DataProcessingError)
                {
                    // No HTTP answer (refused, DNS, TLS, CORS refusal on WebGL): UNAVAILABLE, retried.
                    throw new ArbiterTransportException(web.error, null);
                }
                // Success and ProtocolError (any non-2xx status) both carry an answer to read.
                Dictionary<string, string> headers = web.GetResponseHeaders() ?? new Dictionary<string, string>();
                return new ArbiterHttpResponse((int)web.responseCode, headers, web.downloadHandler.data);
            }
        }
    }
}
