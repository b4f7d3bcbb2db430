// Runs the Unity package's Connect client (clients/unity/Runtime, compiled with it by mcs) for
// tests/clients/test_unity_client.py:
//   run <specs.json>          -> one JSON array of records, one per spec, in order
//   backoff <random> <count>  -> the waits before retries 1..count (ms), with a fixed random number
// A spec is {"call", "base", "method", "request" (a file of proto3 JSON), "requestId", "timeoutMs",
// "maxAttempts", "cancelAfterMs" (0: never; else the caller's token is cancelled then)}. A record is {"call", "transport": "connect", "response": <the answer's JSON as
// received>}, {"call", "transport", "error": {...}} with the fields of the client's ArbiterException,
// or {"call", "transport", "cancelled": true} when the call ended in OperationCanceledException.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Runtime.Serialization;
using System.Runtime.Serialization.Json;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Arbiter;

[DataContract]
public sealed class Spec
{
    [DataMember(Name = "call")] public string Call;
    [DataMember(Name = "base")] public string Base;
    [DataMember(Name = "method")] public string Method;
    [DataMember(Name = "request")] public string Request;
    [DataMember(Name = "requestId")] public string RequestId;
    [DataMember(Name = "timeoutMs")] public int TimeoutMs;
    [DataMember(Name = "maxAttempts")] public int MaxAttempts;
    [DataMember(Name = "cancelAfterMs")] public int CancelAfterMs;
}

public static class UnityClientRunner
{
    public static int Main(string[] args)
    {
        if (args[0] == "backoff")
        {
            double random = double.Parse(args[1], CultureInfo.InvariantCulture);
            ArbiterRetryPolicy policy = new ArbiterRetryPolicy { Random = () => random };
            for (int retry = 1; retry <= int.Parse(args[2], CultureInfo.InvariantCulture); retry++)
            {
                Console.WriteLine(policy.Backoff(retry).TotalMilliseconds.ToString(CultureInfo.InvariantCulture));
            }
            return 0;
        }
        List<Spec> specs;
        using (FileStream file = File.OpenRead(args[1]))
        {
            specs = (List<Spec>)new DataContractJsonSerializer(typeof(List<Spec>)).ReadObject(file);
        }
        List<string> records = new List<string>();
        using (HttpClientTransport transport = new HttpClientTransport())
        {
            foreach (Spec spec in specs)
            {
                records.Add(Record(spec, transport).GetAwaiter().GetResult());
            }
        }
        Console.WriteLine("[" + string.Join(",\n", records) + "]");
        return 0;
    }

    private static async Task<string> Record(Spec spec, IArbiterTransport transport)
    {
        ArbiterClient client = new ArbiterClient(spec.Base, transport);
        client.Retry.MaxAttempts = spec.MaxAttempts;
        // Short, fixed waits: the retries are deterministic and the suite stays fast.
        client.Retry.InitialBackoff = TimeSpan.FromMilliseconds(20);
        client.Retry.Random = () => 0.5;
        ArbiterCallOptions options = new ArbiterCallOptions { Timeout = TimeSpan.FromMilliseconds(spec.TimeoutMs) };
        options.Headers["x-request-id"] = spec.RequestId;
        string head = "{\"call\": " + Str(spec.Call) + ", \"transport\": \"connect\", ";
        using (CancellationTokenSource caller = new CancellationTokenSource())
        {
            if (spec.CancelAfterMs > 0)
            {
                caller.CancelAfter(spec.CancelAfterMs);
            }
            try
            {
                string response = await client.CallAsync(spec.Method, File.ReadAllText(spec.Request), options, caller.Token);
                return head + "\"response\": " + response + "}";
            }
            catch (ArbiterException e)
            {
                return head + "\"error\": " + Error(e) + "}";
            }
            catch (OperationCanceledException)
            {
                return head + "\"cancelled\": true}";
            }
        }
    }

    private static string Error(ArbiterException e)
    {
        string fields = string.Join(", ", e.FieldViolations.Select(v => Str(v.Field)));
        string preconditions = string.Join(", ", e.PreconditionViolations.Select(
            v => "{\"type\": " + Str(v.Type) + ", \"subject\": " + Str(v.Subject) + ", \"description\": " + Str(v.Description) + "}"));
        string metadata = string.Join(", ", e.Metadata.OrderBy(m => m.Key, StringComparer.Ordinal).Select(
            m => Str(m.Key) + ": " + Str(m.Value)));
        return "{\"code\": " + Str(ArbiterCodes.ConnectName(e.Code).ToUpperInvariant())
            + ", \"enum\": " + Str(e.Code.ToString())
            + ", \"message\": " + Str(e.Message)
            + ", \"reason\": " + Str(e.Reason)
            + ", \"domain\": " + Str(e.Domain)
            + ", \"metadata\": {" + metadata + "}"
            + ", \"fieldViolations\": [" + fields + "]"
            + ", \"preconditionViolations\": [" + preconditions + "]"
            + ", \"httpStatus\": " + e.HttpStatus.ToString(CultureInfo.InvariantCulture)
            + ", \"attempts\": " + e.Attempts.ToString(CultureInfo.InvariantCulture) + "}";
    }

    private static string Str(string value)
    {
        MemoryStream stream = new MemoryStream();
        new DataContractJsonSerializer(typeof(string)).WriteObject(stream, value);
        return Encoding.UTF8.GetString(stream.ToArray());
    }
}
