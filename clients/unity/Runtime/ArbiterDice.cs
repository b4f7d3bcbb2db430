// Arbiter's dice generator (docs/dice.md): SplitMix64, dice by rejection, batch seed derivation.
// A game replays or predicts a resolution from its seed with it: the same seed gives the same
// faces, in the order the trace lists them, as engine/dice.py on the server. Plain C# (no
// UnityEngine, no Google.Protobuf), so the suite compiles and runs this very file with mono's mcs.
using System;
using System.Globalization;

namespace Arbiter
{
    /// <summary>The SplitMix64 generator: 64 bits of state, one 64-bit output per step.</summary>
    public sealed class SplitMix64
    {
        private const ulong Gamma = 0x9E3779B97F4A7C15UL;

        /// <summary>The current state; a new generator's state is its seed.</summary>
        public ulong State { get; private set; }

        /// <summary>A generator started at <paramref name="seed"/> (any 64-bit value).</summary>
        public SplitMix64(ulong seed)
        {
            State = seed;
        }

        /// <summary>A generator from a seed as proto3 JSON writes a uint64: a decimal string.</summary>
        public static SplitMix64 FromSeedString(string seed)
        {
            return new SplitMix64(ParseSeed(seed));
        }

        /// <summary>
        /// A uint64 seed from its proto3 JSON form (a decimal string, e.g. the response's "seed").
        /// </summary>
        public static ulong ParseSeed(string seed)
        {
            return ulong.Parse(seed, NumberStyles.None, CultureInfo.InvariantCulture);
        }

        /// <summary>Advance and return the next output.</summary>
        public ulong NextU64()
        {
            // unchecked: a project built with checked arithmetic must still wrap modulo 2^64.
            State = unchecked(State + Gamma);
            return Mix(State);
        }

        /// <summary>A uniform face in 1..size, by rejection, exactly as the server draws it.</summary>
        public int NextFace(int size)
        {
            if (size < 1)
            {
                throw new ArgumentOutOfRangeException("size", size, "a die has at least one face");
            }
            ulong n = (ulong)size;
            // Accept u < 2^64 - (2^64 mod n), written so that it fits in 64 bits: 2^64 mod n is
            // (2^64 - 1) mod n + 1, reduced once more for sizes that divide 2^64 (no rejection).
            ulong rejected = (ulong.MaxValue % n + 1) % n;
            ulong largest = ulong.MaxValue - rejected;
            while (true)
            {
                ulong u = NextU64();
                if (u <= largest)
                {
                    return (int)(u % n) + 1;
                }
            }
        }

        /// <summary>
        /// The seed of batch item <paramref name="index"/> (0-based) under batch seed
        /// <paramref name="seed"/>: the (index+1)-th output of SplitMix64 started at that seed.
        /// </summary>
        public static ulong DeriveSeed(ulong seed, ulong index)
        {
            return Mix(unchecked(seed + (index + 1) * Gamma));
        }

        /// <summary>SplitMix64's output function: the last three lines of docs/dice.md's block.</summary>
        public static ulong Mix(ulong z)
        {
            unchecked
            {
                z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9UL;
                z = (z ^ (z >> 27)) * 0x94D049BB133111EBUL;
                return z ^ (z >> 31);
            }
        }
    }
}
