// Sample: one ResolveAction call from a MonoBehaviour, over the Connect route with the
// UnityWebRequest transport (every target, WebGL included). Put it on a GameObject, drop
// arrayer_attack.json (a ResolveActionRequest as proto3 JSON) on its Request field, run a server
// (python -m service, Connect on 127.0.0.1:8080) and press Play: the Console shows Ana's hit.
// NOT compiled by the suite (it needs UnityEngine and Google.Protobuf): see docs/clients/unity.md.
using Arbiter.V1;
using Google.Protobuf;
using UnityEngine;

namespace Arbiter.Samples
{
    public sealed class ResolveActionSample : MonoBehaviour
    {
        [SerializeField] private string serverUrl = "http://127.0.0.1:8080";
        [SerializeField] private TextAsset request;

        // Ignores fields a newer server adds, so this build keeps working when the API grows.
        private static readonly JsonParser Parser =
            new JsonParser(JsonParser.Settings.Default.WithIgnoreUnknownFields(true));

        private async void Start()
        {
            var client = new ArbiterClient(serverUrl, new UnityWebRequestTransport());
            ResolveActionRequest action = Parser.Parse<ResolveActionRequest>(request.text);
            try
            {
                string json = await client.ResolveActionAsync(JsonFormatter.Default.Format(action));
                ResolveActionResponse response = Parser.Parse<ResolveActionResponse>(json);
                foreach (StrikeResult strike in response.Result.Attack.Strikes)
                {
                    Debug.Log($"{strike.AttackerId} hits {strike.TargetId}? {strike.Outcome}: " +
                              $"{strike.Damage} damage, {strike.HpAfter} HP left");
                }
            }
            catch (ArbiterException e)
            {
                // e.Code, e.Reason and e.FieldViolations say what was wrong with the request.
                Debug.LogWarning($"{e.Code} ({e.Reason}): {e.Message}");
                foreach (FieldViolation violation in e.FieldViolations)
                {
                    Debug.LogWarning($"  at {violation.Field}: {violation.Description}");
                }
            }
        }
    }
}
