// Sample: the calls of ResolveActionSample in plain C# (no UnityEngine), so that the suite compiles
// and runs this very file against a live server (tests/clients/test_unity_client.py): resolve one
// attack, ask for its exact odds, then simulate the duel from the same state with progress.
using System;
using System.Threading;
using System.Threading.Tasks;
using Arbiter.V1;

namespace Arbiter.Samples
{
    public static class AttackSample
    {
        /// <summary>Makes the sample's calls with <paramref name="client"/>, writing what happened to <paramref name="log"/>.</summary>
        public static async Task RunAsync(ArbiterClient client, string requestJson, IProgress<SimulationProgress> progress, Action<string> log, CancellationToken cancellationToken)
        {
            ResolveActionRequest request = ArbiterJson.Parse<ResolveActionRequest>(requestJson);
            try
            {
                ResolveActionResponse response = await client.ResolveActionAsync(request, null, cancellationToken);
                if (response.Result.KindCase == ActionResult.KindOneofCase.Attack)
                {
                    foreach (StrikeResult strike in response.Result.Attack.Strikes)
                    {
                        log($"{strike.AttackerId} attacks {strike.TargetId}: {strike.Outcome}, {strike.Damage} damage, {strike.HpAfter} HP left");
                    }
                }

                ComputeOddsRequest odds = new ComputeOddsRequest { State = request.State, Action = request.Action };
                Rational hit = (await client.ComputeOddsAsync(odds, null, cancellationToken)).Hit;
                log($"the odds of that hit: {hit.ToFractionString()}");

                SimulateRequest duel = new SimulateRequest { State = request.State, Tactic = Tactic.NearestEnemy, Runs = 200, Seed = 7 };
                SimulationResult result = await client.SimulateAsync(duel, progress, null, cancellationToken);
                foreach (SideStatistics side in result.Sides)
                {
                    log($"side {side.SideId} wins {side.Wins} of {result.Runs} duels");
                }
            }
            catch (ArbiterException e)
            {
                // e.Code, e.Reason and e.FieldViolations say what was wrong with the request.
                log($"{e.Code} ({e.Reason}, request {e.RequestId}): {e.Message}");
                foreach (FieldViolation violation in e.FieldViolations)
                {
                    log($"  at {violation.Field}: {violation.Description}");
                }
            }
        }
    }
}
