// Sample: AttackSample's calls from a MonoBehaviour, over the Connect route with the
// UnityWebRequest transport (every target, WebGL included). Put it on a GameObject, drop
// arrayer_attack.json (a ResolveActionRequest as proto3 JSON) on its Request field, run a server
// (scripts/serve.sh, Connect on 127.0.0.1:8080) and press Play: the Console shows Ana's hit, its
// odds and the duel's simulation. NOT compiled by the suite (it needs UnityEngine); AttackSample.cs,
// which does the work, is compiled and run: see docs/clients/unity.md.
using System;
using System.Threading;
using Arbiter.V1;
using UnityEngine;

namespace Arbiter.Samples
{
    public sealed class ResolveActionSample : MonoBehaviour
    {
        [SerializeField] private string serverUrl = "http://127.0.0.1:8080";
        [SerializeField] private TextAsset request;

        // Cancelled when the object goes: a call in flight then ends, and nothing touches a destroyed object.
        private readonly CancellationTokenSource _destroyed = new CancellationTokenSource();

        private async void Start()
        {
            var client = new ArbiterClient(serverUrl, new UnityWebRequestTransport());
            // Progress<T> reports on the main thread (Unity's SynchronizationContext), in order.
            var progress = new Progress<SimulationProgress>(p => Debug.Log($"simulated {p.RunsDone} of {p.Runs}"));
            try
            {
                await AttackSample.RunAsync(client, request.text, progress, message => Debug.Log(message), _destroyed.Token);
            }
            catch (OperationCanceledException)
            {
                // The object was destroyed mid-call.
            }
        }

        private void OnDestroy()
        {
            _destroyed.Cancel();
        }
    }
}
