// The server's dice generator, SplitMix64 (docs/dice.md), to replay a resolution's dice from its
// seed or predict them before sending it: a seeded call's trace lists its dice in the order they
// were rolled, each the next nextFace(size) of SplitMix64(seed). Seeds are bigints, as the
// generated messages carry a dice seed (uint64).
const MASK = (1n << 64n) - 1n;
const GAMMA = 0x9e3779b97f4a7c15n;

function mix(z: bigint): bigint {
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  return z ^ (z >> 31n);
}

export class SplitMix64 {
  state: bigint;

  constructor(seed: bigint) {
    if (seed < 0n || seed > MASK) throw new RangeError(`seed out of range: ${seed} (0..2^64-1)`);
    this.state = seed;
  }

  /** Advances and returns the next 64-bit output. */
  nextU64(): bigint {
    this.state = (this.state + GAMMA) & MASK;
    return mix(this.state);
  }

  /** A uniform face in 1..size: outputs at or above the largest multiple of size are drawn again. */
  nextFace(size: number): number {
    const n = BigInt(size);
    const limit = MASK + 1n - ((MASK + 1n) % n);
    for (;;) {
      const u = this.nextU64();
      if (u < limit) return Number(u % n) + 1;
    }
  }
}

/** The dice seed of batch item `index` (0-based) under a batch seed: SplitMix64's (index+1)-th
 * output from it, so the item resolves as a unary call with that dice seed would. */
export function deriveSeed(seed: bigint, index: bigint): bigint {
  return mix((seed + GAMMA * (index + 1n)) & MASK);
}
