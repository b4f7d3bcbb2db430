// Runs the shipped clients/unity/Runtime/ArbiterDice.cs on the cases in a file (one per line) and
// prints one result per case; tests/clients/test_dice_replay.py writes the cases and checks the
// results against docs/dice.md and engine/dice.py.
//   u64 <seed> <count>          -> the first <count> outputs
//   face <seed> <size> <count>  -> the first <count> faces of a d<size>
//   derive <seed> <index>       -> DeriveSeed(seed, index)
// Seeds and outputs are unsigned decimal, as proto3 JSON writes a uint64.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using Arbiter;

public static class DiceVectors
{
    public static int Main(string[] args)
    {
        foreach (string line in File.ReadAllLines(args[0]))
        {
            string[] f = line.Split(' ');
            List<string> results = new List<string>();
            if (f[0] == "u64")
            {
                SplitMix64 rng = SplitMix64.FromSeedString(f[1]);
                for (int i = 0; i < int.Parse(f[2]); i++)
                {
                    results.Add(rng.NextU64().ToString(CultureInfo.InvariantCulture));
                }
            }
            else if (f[0] == "face")
            {
                SplitMix64 rng = SplitMix64.FromSeedString(f[1]);
                for (int i = 0; i < int.Parse(f[3]); i++)
                {
                    results.Add(rng.NextFace(int.Parse(f[2])).ToString(CultureInfo.InvariantCulture));
                }
            }
            else if (f[0] == "derive")
            {
                ulong seed = SplitMix64.ParseSeed(f[1]);
                results.Add(SplitMix64.DeriveSeed(seed, ulong.Parse(f[2])).ToString(CultureInfo.InvariantCulture));
            }
            else
            {
                Console.Error.WriteLine("unknown case: " + line);
                return 2;
            }
            Console.WriteLine(string.Join(" ", results));
        }
        return 0;
    }
}
