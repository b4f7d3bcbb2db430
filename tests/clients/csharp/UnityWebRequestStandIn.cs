// A stand-in for the members of UnityEngine.Networking that the package's UnityWebRequestTransport
// uses, so the suite can compile that file with mono (there is no UnityEngine here) and run it
// against a live server (tests/clients/test_unity_client.py). Written from Unity's scripting
// reference, not from Unity: the same names, signatures and documented behaviour (a
// DownloadHandlerScript's ReceiveData gets each chunk as it arrives and aborts the request by
// returning false; a 4xx/5xx answer is ProtocolError; no answer is ConnectionError; timeout in
// whole seconds, 0 for none; AsyncOperation.completed runs a handler added after the end at once),
// over HttpClient. Unlike Unity it calls back on a worker thread, not a main thread.
using System;
using System.Collections.Generic;
using System.IO;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;

namespace UnityEngine
{
    public class AsyncOperation
    {
        private readonly object _lock = new object();
        private Action<AsyncOperation> _completed;
        private bool _done;

        public event Action<AsyncOperation> completed
        {
            add
            {
                lock (_lock)
                {
                    if (!_done)
                    {
                        _completed += value;
                        return;
                    }
                }
                value(this);
            }
            remove
            {
                lock (_lock)
                {
                    _completed -= value;
                }
            }
        }

        internal void Complete()
        {
            Action<AsyncOperation> handlers;
            lock (_lock)
            {
                _done = true;
                handlers = _completed;
            }
            if (handlers != null)
            {
                handlers(this);
            }
        }
    }
}

namespace UnityEngine.Networking
{
    public class UnityWebRequestAsyncOperation : AsyncOperation
    {
    }

    public class UploadHandler : IDisposable
    {
        internal byte[] Bytes;

        public void Dispose()
        {
        }
    }

    public sealed class UploadHandlerRaw : UploadHandler
    {
        public UploadHandlerRaw(byte[] data)
        {
            Bytes = data;
        }
    }

    public class DownloadHandler : IDisposable
    {
        public byte[] data
        {
            get { return GetData(); }
        }

        protected virtual byte[] GetData()
        {
            return null;
        }

        protected virtual bool ReceiveData(byte[] data, int dataLength)
        {
            return true;
        }

        internal bool Receive(byte[] data, int dataLength)
        {
            return ReceiveData(data, dataLength);
        }

        public void Dispose()
        {
        }
    }

    public sealed class DownloadHandlerBuffer : DownloadHandler
    {
        private readonly MemoryStream _bytes = new MemoryStream();

        protected override byte[] GetData()
        {
            return _bytes.ToArray();
        }

        protected override bool ReceiveData(byte[] data, int dataLength)
        {
            _bytes.Write(data, 0, dataLength);
            return true;
        }
    }

    public class DownloadHandlerScript : DownloadHandler
    {
        internal readonly byte[] Preallocated;

        public DownloadHandlerScript()
        {
        }

        public DownloadHandlerScript(byte[] preallocatedBuffer)
        {
            Preallocated = preallocatedBuffer;
        }
    }

    public sealed class UnityWebRequest : IDisposable
    {
        public const string kHttpVerbPOST = "POST";

        private static readonly HttpClient Http = new HttpClient { Timeout = System.Threading.Timeout.InfiniteTimeSpan };

        private readonly string _url;
        private readonly string _method;
        private readonly Dictionary<string, string> _headers = new Dictionary<string, string>();
        private readonly CancellationTokenSource _abort = new CancellationTokenSource();
        private Dictionary<string, string> _responseHeaders;
        private long _responseCode;

        public UnityWebRequest(string url, string method)
        {
            _url = url;
            _method = method;
        }

        public enum Result
        {
            InProgress,
            Success,
            ConnectionError,
            ProtocolError,
            DataProcessingError,
        }

        public UploadHandler uploadHandler { get; set; }

        public DownloadHandler downloadHandler { get; set; }

        /// <summary>Seconds; 0 for none.</summary>
        public int timeout { get; set; }

        public Result result { get; private set; }

        public string error { get; private set; }

        /// <summary>Set once the answer's head has arrived, before its body reaches the handler.</summary>
        public long responseCode
        {
            get { return Interlocked.Read(ref _responseCode); }
        }

        public void SetRequestHeader(string name, string value)
        {
            _headers[name] = value;
        }

        public Dictionary<string, string> GetResponseHeaders()
        {
            return _responseHeaders;
        }

        public UnityWebRequestAsyncOperation SendWebRequest()
        {
            UnityWebRequestAsyncOperation operation = new UnityWebRequestAsyncOperation();
            if (timeout > 0)
            {
                _abort.CancelAfter(TimeSpan.FromSeconds(timeout));
            }
            Task.Run(async () =>
            {
                await RunAsync();
                operation.Complete();
            });
            return operation;
        }

        public void Abort()
        {
            _abort.Cancel();
        }

        public void Dispose()
        {
            _abort.Dispose();
        }

        private async Task RunAsync()
        {
            result = Result.InProgress;
            try
            {
                using (HttpRequestMessage message = new HttpRequestMessage(new HttpMethod(_method), _url))
                {
                    message.Content = new ByteArrayContent(uploadHandler.Bytes);
                    foreach (KeyValuePair<string, string> header in _headers)
                    {
                        if (!message.Headers.TryAddWithoutValidation(header.Key, header.Value))
                        {
                            message.Content.Headers.TryAddWithoutValidation(header.Key, header.Value);
                        }
                    }
                    message.Headers.ExpectContinue = false;
                    using (HttpResponseMessage response = await Http.SendAsync(message, HttpCompletionOption.ResponseHeadersRead, _abort.Token))
                    using (_abort.Token.Register(response.Dispose))
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
                        _responseHeaders = headers;
                        Interlocked.Exchange(ref _responseCode, (long)response.StatusCode);
                        using (Stream body = await response.Content.ReadAsStreamAsync())
                        {
                            DownloadHandlerScript script = downloadHandler as DownloadHandlerScript;
                            byte[] buffer = script != null && script.Preallocated != null ? script.Preallocated : new byte[16 * 1024];
                            int read;
                            while ((read = await body.ReadAsync(buffer, 0, buffer.Length, _abort.Token)) > 0)
                            {
                                if (!downloadHandler.Receive(buffer, read))
                                {
                                    result = Result.DataProcessingError;
                                    error = "the download handler aborted the request";
                                    return;
                                }
                            }
                        }
                        result = _responseCode >= 400 ? Result.ProtocolError : Result.Success;
                        error = _responseCode >= 400 ? "HTTP/1.1 " + _responseCode : null;
                    }
                }
            }
            catch (Exception e)
            {
                result = Result.ConnectionError;
                error = _abort.IsCancellationRequested ? "Request aborted" : e.GetBaseException().Message;
            }
        }
    }
}
