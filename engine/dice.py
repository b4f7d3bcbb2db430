"""Dice: a documented PRNG, seeded and forced dice sources, and the roll budget (rulings S1, S2).

The generator is SplitMix64 (Steele, Lea & Flood, 2014), chosen because it is a few lines of 64-bit
integer arithmetic that a C#, GDScript, JavaScript or C++ client can reproduce exactly. A die of
``n`` faces is drawn by rejection so every face is equally likely::

    state = (state + 0x9E3779B97F4A7C15) mod 2**64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) mod 2**64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) mod 2**64
    u = z ^ (z >> 31)                      # one 64-bit output
    limit = 2**64 - (2**64 mod n)          # largest multiple of n
    if u >= limit: draw again              # rejection keeps faces uniform
    face = u mod n + 1

Batch item ``i`` (0-based) without dice of its own is seeded with ``derive_seed(batch_seed, i)``:
the (i+1)-th output of SplitMix64 started at the batch seed. docs/dice.md has test vectors, and
tests/engine/test_dice.py checks them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from engine.compiled import IMPLEMENTATION
from engine.dice_native import NativeSplitMix64, native_derive_seed
from engine.errors import InvalidRequestError, LimitExceededError
from engine.records.dice import DiePurpose, DieRoll

__all__ = [
    "DICE_SIZES",
    "DiceSource",
    "DiePurpose",
    "DieRoll",
    "ForcedDice",
    "NotedDice",
    "SeededDice",
    "SplitMix64",
    "budget_exhausted",
    "check_seed",
    "derive_seed",
    "generator",
]

#: SplitMix64's numbers (the pseudocode above), named once: engine/replay.py runs the same
#: generator over numpy arrays.
SEED_MAX: Final = (1 << 64) - 1
GAMMA: Final = 0x9E3779B97F4A7C15
MIX_1: Final = 0xBF58476D1CE4E5B9
MIX_2: Final = 0x94D049BB133111EB
_MASK: Final = SEED_MAX

#: Die sizes the rules use; forced faces are checked against the die they are used for.
DICE_SIZES = (6, 8, 10, 12, 20)


def check_seed(seed: int, field: str) -> None:
    """InvalidRequestError (OUT_OF_RANGE, naming ``field``) unless ``seed`` is 64 bits."""
    if not 0 <= seed <= SEED_MAX:
        raise InvalidRequestError(
            f"seed out of range: {seed!r} (0..2**64-1)", reason="OUT_OF_RANGE", field=field
        )


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * MIX_1) & _MASK
    z = ((z ^ (z >> 27)) * MIX_2) & _MASK
    return z ^ (z >> 31)


class SplitMix64:
    """The SplitMix64 generator: 64 bits of state, one 64-bit output per step."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        check_seed(seed, "dice.seed")
        self.state = seed

    def next_u64(self) -> int:
        """Advance and return the next output."""
        self.state = (self.state + GAMMA) & _MASK
        return _mix(self.state)

    def next_face(self, size: int) -> int:
        """A uniform face in 1..size, by rejection (see the module docstring)."""
        limit = (_MASK + 1) - ((_MASK + 1) % size)
        while True:
            u = self.next_u64()
            if u < limit:
                return u % size + 1


#: The compiled engine draws from engine/dice_native.py's generator (machine integers, the same
#: outputs), the pure one from SplitMix64 above.
_NATIVE: Final = IMPLEMENTATION.compiled


def generator(seed: int) -> SplitMix64 | NativeSplitMix64:
    """A SplitMix64 stream from ``seed``: the compiled engine's native one when it runs."""
    if _NATIVE:
        check_seed(seed, "dice.seed")
        return NativeSplitMix64(seed)
    return SplitMix64(seed)


def derive_seed(seed: int, index: int) -> int:
    """The seed of batch item ``index``: the (index+1)-th SplitMix64 output from ``seed``."""
    if _NATIVE:
        return native_derive_seed(seed, index)
    return _mix((seed + GAMMA * (index + 1)) & _MASK)


def budget_exhausted(budget: int) -> LimitExceededError:
    """The error of a resolution that needs more than ``budget`` dice."""
    return LimitExceededError(
        f"roll budget exhausted: more than {budget} dice",
        reason="ROLL_BUDGET_EXHAUSTED",
        field="dice",
    )


class DiceSource:
    """Where dice come from, with a roll budget. Subclasses supply ``_face``.

    ``rolled`` counts the dice drawn; past ``budget`` a LimitExceededError stops the resolution, so
    the work of one request stays bounded.
    """

    __slots__ = ("budget", "rolled")

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.rolled = 0

    def roll(
        self, size: int, purpose: DiePurpose, combatant_id: str = "", side_id: str = ""
    ) -> DieRoll:
        """Roll one die of ``size`` faces."""
        if self.rolled >= self.budget:
            raise budget_exhausted(self.budget)
        face = self._face(size, purpose)
        self.rolled += 1
        return DieRoll(size, face, purpose, combatant_id, side_id)

    def _face(self, size: int, purpose: DiePurpose) -> int:
        raise NotImplementedError


class SeededDice(DiceSource):
    """Fair dice from SplitMix64 (ruling S1)."""

    __slots__ = ("_native", "_rng", "seed")

    def __init__(self, seed: int, budget: int) -> None:
        super().__init__(budget)
        self.seed = seed
        # One of the two, each typed as itself: a call to it is then a native call.
        self._native: NativeSplitMix64 | None = None
        self._rng: SplitMix64 | None = None
        if _NATIVE:
            check_seed(seed, "dice.seed")
            self._native = NativeSplitMix64(seed)
        else:
            self._rng = SplitMix64(seed)

    def _face(self, size: int, purpose: DiePurpose) -> int:
        if self._native is not None:
            return self._native.next_face(size)
        assert self._rng is not None
        return self._rng.next_face(size)


class ForcedDice(DiceSource):
    """Faces supplied by the caller, consumed in order (ruling S2)."""

    __slots__ = ("_faces",)

    def __init__(self, faces: tuple[int, ...], budget: int) -> None:
        super().__init__(budget)
        self._faces = faces

    def _face(self, size: int, purpose: DiePurpose) -> int:
        index = self.rolled
        if index >= len(self._faces):
            raise InvalidRequestError(
                f"forced dice ran out: the rules need die #{index + 1} "
                f"(a d{size} for {purpose.name.lower()}) "
                f"but only {len(self._faces)} "
                f"{'face was' if len(self._faces) == 1 else 'faces were'} given",
                reason="FORCED_DICE_EXHAUSTED",
                field="dice.forced.faces",
            )
        face = self._faces[index]
        if not 1 <= face <= size:
            raise InvalidRequestError(
                f"forced face {face!r} is out of range for die #{index + 1}, "
                f"a d{size} for {purpose.name.lower()} (1..{size})",
                reason="FORCED_FACE_OUT_OF_RANGE",
                field=f"dice.forced.faces[{index}]",
            )
        return face


class NotedDice(DiceSource):
    """The faces of ``prefix`` for the first dice, then ``rest(size)``'s; notes every die's size
    and face. How the engine walks its own dice trees: engine/odds.py (every face in turn) and
    engine/replay.py (a run's faces so far, then its stream's)."""

    __slots__ = ("faces", "prefix", "rest", "sizes")

    def __init__(self, prefix: Sequence[int], rest: Callable[[int], int], budget: int) -> None:
        super().__init__(budget)
        self.prefix = prefix
        self.rest = rest
        self.faces: list[int] = []
        self.sizes: list[int] = []

    def _face(self, size: int, purpose: DiePurpose) -> int:
        index = len(self.faces)
        face = self.prefix[index] if index < len(self.prefix) else self.rest(size)
        self.faces.append(face)
        self.sizes.append(size)
        return face
