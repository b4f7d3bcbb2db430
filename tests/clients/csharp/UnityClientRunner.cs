// Runs the Unity package's Connect client (clients/unity/Runtime, compiled with it by mcs) for
// tests/clients/test_unity_client.py:
//   run <specs.json>          -> one JSON array of records, one per spec, in order
//   backoff <random> <count>  -> the waits before retries 1..count (ms), with a fixed random number
//   json <cases.json>         -> each case's message read by its generated class and written back
//   built                     -> messages built in C# (oneof cases, optional presence), as JSON
//   sample <base> <request>   -> the Unity sample's AttackSample against a server, over
//                                UnityWebRequestTransport as in the sample: its log lines
// A spec is {"call", "base", "method" (an RPC), "request" (a file of proto3 JSON), "requestId" (""
// for none: the client makes one), "timeoutMs" (the call's own timeout; null for none),
// "clientTimeoutMs" and "idleTimeoutMs" (the client's Timeout and StreamIdleTimeout, when given),
// "maxAttempts", "cancelAfterMs" (0: never; else the caller's token is cancelled then),
// "cancelOnProgress" (cancel from the first progress callback), "unityWebRequest" (send with the
// package's UnityWebRequestTransport, on tests/clients/csharp/UnityWebRequestStandIn.cs, instead of
// HttpClientTransport), and for TLS "pin" (the one server certificate to accept) and "token" (sent
// as "authorization: Bearer <token>" with every call)}.
// A record is {"call", "transport": "connect", "response": <the typed answer written back as JSON>}
// (Simulate's adds "progress": [each SimulationProgress handed over], and its response is
// {"result": ...}), {"call", "transport", "error": {...}} with the fields of the client's
// ArbiterException, or {"call", "transport", "cancelled": true} (a Simulate's with its "progress")
// when the call ended in OperationCanceledException.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Net.Http;
using System.Net.Security;
using System.Security.Cryptography.X509Certificates;
using System.Threading;
using System.Threading.Tasks;
using Arbiter;
using Arbiter.V1;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

public static class UnityClientRunner
{
    public static int Main(string[] args)
    {
        switch (args[0])
        {
            case "backoff":
                double random = double.Parse(args[1], CultureInfo.InvariantCulture);
                ArbiterRetryPolicy policy = new ArbiterRetryPolicy { Random = () => random };
                for (int retry = 1; retry <= int.Parse(args[2], CultureInfo.InvariantCulture); retry++)
                {
                    Console.WriteLine(policy.Backoff(retry).TotalMilliseconds.ToString(CultureInfo.InvariantCulture));
                }
                return 0;
            case "json":
                JArray written = new JArray();
                foreach (JToken item in JArray.Parse(File.ReadAllText(args[1])))
                {
                    IArbiterMessage message = (IArbiterMessage)Activator.CreateInstance(Type.GetType("Arbiter.V1." + (string)item["type"]));
                    message.MergeFrom(ArbiterJson.ParseObject(item["json"].ToString(Formatting.None)));
                    written.Add(message.ToJson());
                }
                Console.WriteLine(written.ToString(Formatting.None));
                return 0;
            case "built":
                Console.WriteLine(Built().ToString(Formatting.None));
                return 0;
            case "built-request":
                // The sample's request built in code, as proto3 JSON.
                Console.WriteLine(Arbiter.Samples.AttackRequest.Build().ToJson().ToString(Formatting.None));
                return 0;
            case "sample":
                // The sample's own calls over the sample's transport (on its stand-in), its log
                // lines printed as they come, then how many progress messages it was handed.
                ArbiterClient sample = new ArbiterClient(args[1], new UnityWebRequestTransport());
                Recorder seen = new Recorder();
                Arbiter.Samples.AttackSample.RunAsync(sample, File.ReadAllText(args[2]), seen, Console.WriteLine, CancellationToken.None).GetAwaiter().GetResult();
                Console.WriteLine("progress messages: " + seen.Seen.Count);
                return 0;
        }
        List<JObject> records = new List<JObject>();
        using (HttpClientTransport transport = new HttpClientTransport())
        {
            foreach (JObject spec in JArray.Parse(File.ReadAllText(args[1])))
            {
                if (spec["unityWebRequest"] != null)
                {
                    records.Add(Record(spec, new UnityWebRequestTransport()).GetAwaiter().GetResult());
                    continue;
                }
                if (spec["pin"] == null)
                {
                    records.Add(Record(spec, transport).GetAwaiter().GetResult());
                    continue;
                }
                using (HttpClientTransport tls = PinningTransport((string)spec["pin"]))
                {
                    records.Add(Record(spec, tls).GetAwaiter().GetResult());
                }
            }
        }
        Console.WriteLine(new JArray(records).ToString(Formatting.None));
        return 0;
    }

    /// <summary>Messages set in code: what the typed API writes, for the test to hold against json_format.</summary>
    private static JObject Built()
    {
        // A oneof holds the last member set; a set member is written even at its default.
        Dice dice = new Dice { Forced = new ForcedDice { Faces = { 4, 6 } } };
        dice.Seed = 0;
        Dice cleared = new Dice { Seed = 7 };
        cleared.ClearSource();
        // proto3 optional: 0 is written when set, nothing when null; plain zeros never.
        ResolveEncounterRequest encounter = new ResolveEncounterRequest { MaxRounds = 0, Tactic = Tactic.WeakestEnemy, Dice = dice };
        encounter.SideTactics["red"] = Tactic.HoldAtRange;
        ResolveActionResponse response = new ResolveActionResponse { Seed = ulong.MaxValue, DiceRolled = 0 };
        return new JObject
        {
            { "dice", dice.ToJson() },
            { "diceCase", dice.SourceCase.ToString() },
            { "cleared", cleared.ToJson() },
            { "clearedCase", cleared.SourceCase.ToString() },
            { "encounter", encounter.ToJson() },
            { "response", response.ToJson() },
            { "empty", new ResolveEncounterRequest().ToJson() },
        };
    }

    /// <summary>
    /// An HttpClient transport that accepts exactly the server certificate in
    /// <paramref name="certificateFile"/> (pinning, as a game with a self-signed server may).
    /// Not a chain to a CA: mono's X509Chain cannot read the suite's ECDSA keys.
    /// </summary>
    private static HttpClientTransport PinningTransport(string certificateFile)
    {
        string pinned = new X509Certificate2(certificateFile).GetCertHashString();
        HttpClientHandler handler = new HttpClientHandler();
        handler.ServerCertificateCustomValidationCallback = (message, certificate, chain, errors) =>
            certificate.GetCertHashString() == pinned
            && (errors & ~SslPolicyErrors.RemoteCertificateChainErrors) == SslPolicyErrors.None;
        return new HttpClientTransport(new HttpClient(handler) { Timeout = System.Threading.Timeout.InfiniteTimeSpan });
    }

    private sealed class Recorder : IProgress<SimulationProgress>
    {
        public readonly JArray Seen = new JArray();
        public CancellationTokenSource CancelOnFirst;

        public void Report(SimulationProgress value)
        {
            Seen.Add(value.ToJson());
            if (CancelOnFirst != null)
            {
                CancelOnFirst.Cancel();
            }
        }
    }

    private static async Task<JObject> Record(JObject spec, IArbiterTransport transport)
    {
        ArbiterClient client = new ArbiterClient((string)spec["base"], transport);
        client.Retry.MaxAttempts = (int)spec["maxAttempts"];
        // Short, fixed waits: the retries are deterministic and the suite stays fast.
        client.Retry.InitialBackoff = TimeSpan.FromMilliseconds(20);
        client.Retry.Random = () => 0.5;
        if (spec["clientTimeoutMs"] != null)
        {
            client.Timeout = TimeSpan.FromMilliseconds((int)spec["clientTimeoutMs"]);
        }
        if (spec["idleTimeoutMs"] != null)
        {
            client.StreamIdleTimeout = TimeSpan.FromMilliseconds((int)spec["idleTimeoutMs"]);
        }
        ArbiterCallOptions options = new ArbiterCallOptions();
        if (spec["timeoutMs"].Type != JTokenType.Null)
        {
            options.Timeout = TimeSpan.FromMilliseconds((int)spec["timeoutMs"]);
        }
        if ((string)spec["requestId"] != "")
        {
            options.Headers["x-request-id"] = (string)spec["requestId"];
        }
        if (spec["token"] != null)
        {
            client.Headers["authorization"] = "Bearer " + (string)spec["token"];
        }
        JObject record = new JObject { { "call", spec["call"] }, { "transport", "connect" } };
        string request = File.ReadAllText((string)spec["request"]);
        Recorder progress = new Recorder();
        using (CancellationTokenSource caller = new CancellationTokenSource())
        {
            if ((int)spec["cancelAfterMs"] > 0)
            {
                caller.CancelAfter((int)spec["cancelAfterMs"]);
            }
            if (spec["cancelOnProgress"] != null)
            {
                progress.CancelOnFirst = caller;
            }
            try
            {
                record["response"] = await Call(client, (string)spec["method"], request, progress, options, caller.Token);
                if ((string)spec["method"] == "Simulate")
                {
                    record["progress"] = progress.Seen;
                }
            }
            catch (ArbiterException e)
            {
                record["error"] = Error(e);
            }
            catch (OperationCanceledException)
            {
                record["cancelled"] = true;
                if ((string)spec["method"] == "Simulate")
                {
                    record["progress"] = progress.Seen;
                }
            }
        }
        return record;
    }

    /// <summary>One call through the typed API: the request file read into its class, the answer written back.</summary>
    private static async Task<JObject> Call(ArbiterClient client, string method, string request, IProgress<SimulationProgress> progress, ArbiterCallOptions options, CancellationToken token)
    {
        switch (method)
        {
            case "ResolveAction":
                return (await client.ResolveActionAsync(ArbiterJson.Parse<ResolveActionRequest>(request), options, token)).ToJson();
            case "ResolveEncounter":
                return (await client.ResolveEncounterAsync(ArbiterJson.Parse<ResolveEncounterRequest>(request), options, token)).ToJson();
            case "ResolveMany":
                return (await client.ResolveManyAsync(ArbiterJson.Parse<ResolveManyRequest>(request), options, token)).ToJson();
            case "GetCatalog":
                return (await client.GetCatalogAsync(ArbiterJson.Parse<GetCatalogRequest>(request), options, token)).ToJson();
            case "ComputeOdds":
                return (await client.ComputeOddsAsync(ArbiterJson.Parse<ComputeOddsRequest>(request), options, token)).ToJson();
            case "ComputeEncounterOdds":
                // The answer, and its fractions as read exactly (BigInteger), written "n/d".
                ComputeEncounterOddsResponse odds = await client.ComputeEncounterOddsAsync(ArbiterJson.Parse<ComputeEncounterOddsRequest>(request), options, token);
                JObject exact = new JObject { { "draw", odds.Draw.ToFractionString(int.MaxValue) } };
                foreach (SideOdds side in odds.Sides)
                {
                    exact[side.SideId] = side.Win.FractionNumerator + "/" + side.Win.FractionDenominator;
                }
                return new JObject { { "odds", odds.ToJson() }, { "exact", exact } };
            case "Simulate":
                SimulationResult result = await client.SimulateAsync(ArbiterJson.Parse<SimulateRequest>(request), progress, options, token);
                return new SimulateResponse { Result = result }.ToJson();
            default:
                throw new ArgumentException("no such RPC: " + method);
        }
    }

    private static JObject Error(ArbiterException e)
    {
        return new JObject
        {
            { "code", ArbiterCodes.ConnectName(e.Code).ToUpperInvariant() },
            { "enum", e.Code.ToString() },
            { "message", e.Message },
            { "reason", e.Reason },
            { "domain", e.Domain },
            { "metadata", new JObject(e.Metadata.OrderBy(m => m.Key, StringComparer.Ordinal).Select(m => new JProperty(m.Key, m.Value))) },
            { "fieldViolations", new JArray(e.FieldViolations.Select(v => v.Field)) },
            {
                "preconditionViolations", new JArray(e.PreconditionViolations.Select(v => new JObject
                {
                    { "type", v.Type }, { "subject", v.Subject }, { "description", v.Description },
                }))
            },
            { "httpStatus", e.HttpStatus },
            { "attempts", e.Attempts },
            { "requestId", e.RequestId },
        };
    }
}
