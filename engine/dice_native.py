"""SplitMix64 on machine integers, for the compiled engine only (engine/dice.py picks it).

mypyc compiles ``i64`` arithmetic to C's, which wraps modulo 2**64 (this Python and its
extensions are built with ``-fwrapv``): a word is held in its signed form, a logical shift is an
arithmetic one masked, an unsigned comparison flips the sign bit first. Where engine/dice.py's
generator makes a Python long integer of every 64-bit step (8k instructions a die, 6k a derived
seed), this one makes none. As pure Python nothing wraps and its outputs are wrong, so the pure
engine never calls it (engine/dice.py uses its own generator there); the compiled pass of the
suite holds it to docs/dice.md's vectors and to every golden trace. ``i64`` is imported for the
type checker only: the build's native code needs no ``mypy_extensions`` at run time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from mypy_extensions import i64

__all__ = ["NativeSplitMix64", "native_derive_seed"]

# SplitMix64's constants (engine/dice.py), as signed 64-bit words.
_GAMMA: Final[i64] = -7046029254386353131  # 0x9E3779B97F4A7C15
_MIX_1: Final[i64] = -4658895280553007687  # 0xBF58476D1CE4E5B9
_MIX_2: Final[i64] = -7723592293110705685  # 0x94D049BB133111EB
_LOW_34: Final[i64] = (1 << 34) - 1
_LOW_37: Final[i64] = (1 << 37) - 1
_LOW_33: Final[i64] = (1 << 33) - 1
_LOW_63: Final[i64] = (1 << 62) * 2 - 1
_SIGN: Final[i64] = -_LOW_63 - 1  # -2**63: xor flips the sign bit


def _mix(z: i64) -> i64:
    """SplitMix64's output function (engine/dice.py's pseudocode), shifts made logical."""
    z = (z ^ ((z >> 30) & _LOW_34)) * _MIX_1
    z = (z ^ ((z >> 27) & _LOW_37)) * _MIX_2
    return z ^ ((z >> 31) & _LOW_33)


def _signed(word: int) -> i64:
    return i64(word - (1 << 64) if word >= 1 << 63 else word)


def _unsigned(word: i64) -> int:
    return int(word) + (1 << 64) if word < 0 else int(word)


class NativeSplitMix64:
    """engine/dice.py's SplitMix64, on one signed 64-bit word (the seed is checked there)."""

    def __init__(self, seed: int) -> None:
        self.state: i64 = _signed(seed)

    def next_u64(self) -> int:
        """Advance and return the next output."""
        self.state = self.state + _GAMMA
        return _unsigned(_mix(self.state))

    def next_face(self, size: int) -> int:
        """A uniform face in 1..size, by rejection (engine/dice.py's module docstring)."""
        n: i64 = size
        # 2**64 mod n, from 2**63 mod n (-2**63 floor-mod n is n - 2**63 mod n, or 0).
        remainder: i64 = ((-(_SIGN % n) % n) * 2) % n
        while True:
            self.state = self.state + _GAMMA
            u = _mix(self.state)
            if remainder and (u ^ _SIGN) >= (-remainder ^ _SIGN):
                continue  # u >= 2**64 - remainder, unsigned: rejected
            # u mod n, unsigned: (u >>> 1) mod n, doubled, plus the low bit.
            return int((((u >> 1) & _LOW_63) % n * 2 + (u & 1)) % n) + 1


def native_derive_seed(seed: int, index: int) -> int:
    """engine/dice.py's derive_seed."""
    return _unsigned(_mix(_signed(seed) + _GAMMA * _signed((index + 1) % (1 << 64))))
