"""SplitMix64 test vectors (docs/dice.md), seeded and forced dice sources, the roll budget."""

from __future__ import annotations

import pytest

from engine import IMPLEMENTATION
from engine.dice import (
    DICE_SIZES,
    GAMMA,
    SEED_MAX,
    DiePurpose,
    ForcedDice,
    SeededDice,
    SplitMix64,
    _mix,
    derive_seed,
)
from engine.dice_native import NativeSplitMix64, native_derive_seed
from engine.errors import InvalidRequestError, LimitExceededError
from tests.clients.test_dice_replay import INDEXES, SEEDS, _rejection_seeds

# Published SplitMix64 reference outputs for seed 0, and this project's vectors (docs/dice.md).
VECTORS = {
    0: (0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F),
    42: (0xBDD732262FEB6E95, 0x28EFE333B266F103, 0x47526757130F9F52),
    2**64 - 1: (0xE4D971771B652C20, 0xE99FF867DBF682C9, 0x382FF84CB27281E9),
}


@pytest.mark.parametrize(("seed", "outputs"), VECTORS.items())
def test_splitmix64_outputs(seed: int, outputs: tuple[int, ...]) -> None:
    rng = SplitMix64(seed)
    assert tuple(rng.next_u64() for _ in outputs) == outputs


# The compiled engine's generator (engine/dice_native.py) wraps as C does; as pure Python it
# cannot, so it is checked in the suite's compiled pass.
native = pytest.mark.skipif(
    not IMPLEMENTATION.compiled, reason="the native generator runs in the compiled engine only"
)


@native
@pytest.mark.parametrize(("seed", "outputs"), VECTORS.items())
def test_the_native_generator_gives_the_vectors(seed: int, outputs: tuple[int, ...]) -> None:
    rng = NativeSplitMix64(seed)
    assert tuple(rng.next_u64() for _ in outputs) == outputs


@native
def test_the_native_generator_draws_and_derives_as_the_reference() -> None:
    # docs/dice.md's seeds and indexes, and seeds whose first output is the largest value a die
    # accepts or the smallest it rejects (tests/clients/test_dice_replay.py).
    seeds = [*SEEDS, *(seed for _, seed in _rejection_seeds())]
    for seed in seeds:
        for size in (*DICE_SIZES, 3, 7, 100):
            reference, native = SplitMix64(seed), NativeSplitMix64(seed)
            assert [native.next_face(size) for _ in range(20)] == [
                reference.next_face(size) for _ in range(20)
            ], (seed, size)
    for seed in SEEDS:
        for index in INDEXES:
            # The definition, in Python's unbounded integers (engine/dice.py's pure path).
            expected = _mix((seed + GAMMA * (index + 1)) & SEED_MAX)
            assert native_derive_seed(seed, index) == expected, (seed, index)


def test_faces_from_seed_42() -> None:
    d6 = SplitMix64(42)
    assert [d6.next_face(6) for _ in range(10)] == [2, 2, 1, 1, 5, 1, 2, 3, 2, 3]
    d20 = SplitMix64(42)
    assert [d20.next_face(20) for _ in range(10)] == [14, 12, 19, 5, 11, 3, 6, 9, 6, 15]


def test_derived_seeds_are_the_batch_stream() -> None:
    assert [derive_seed(42, i) for i in range(3)] == list(VECTORS[42])


def test_faces_are_uniform() -> None:
    # 60,000 d6 faces from a fixed seed: each face's count within 5% of 10,000 (the chance of a
    # fair die missing that is below 1e-6; a biased draw, e.g. modulo without rejection on a
    # 3-bit generator, would not be).
    rng = SplitMix64(7)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.next_face(6) - 1] += 1
    assert all(9_500 <= c <= 10_500 for c in counts), counts


def test_seed_out_of_range() -> None:
    with pytest.raises(InvalidRequestError) as info:
        SplitMix64(2**64)
    assert (info.value.field, info.value.reason) == ("dice.seed", "OUT_OF_RANGE")


def test_seeded_dice_record_rolls() -> None:
    dice = SeededDice(42, budget=10)
    roll = dice.roll(20, DiePurpose.CONTEST_ATTACK, "ana")
    assert (roll.size, roll.face, roll.purpose, roll.combatant_id) == (
        20,
        14,
        DiePurpose.CONTEST_ATTACK,
        "ana",
    )
    assert dice.rolled == 1


def test_forced_dice_in_order() -> None:
    dice = ForcedDice((3, 12), budget=10)
    assert dice.roll(6, DiePurpose.ATTACK).face == 3
    assert dice.roll(12, DiePurpose.ATTACK).face == 12


def test_forced_dice_run_out() -> None:
    dice = ForcedDice((3,), budget=10)
    dice.roll(6, DiePurpose.ATTACK)
    with pytest.raises(InvalidRequestError) as info:
        dice.roll(20, DiePurpose.SAVE)
    assert info.value.reason == "FORCED_DICE_EXHAUSTED"
    assert info.value.field == "dice.forced.faces"
    assert "die #2 (a d20 for save)" in str(info.value)
    assert str(info.value).endswith("but only 1 face was given")


def test_forced_dice_run_out_counts_faces_in_the_plural() -> None:
    dice = ForcedDice((3, 4), budget=10)
    dice.roll(6, DiePurpose.ATTACK)
    dice.roll(6, DiePurpose.ATTACK)
    with pytest.raises(InvalidRequestError) as info:
        dice.roll(6, DiePurpose.ATTACK)
    assert str(info.value).endswith("but only 2 faces were given")


@pytest.mark.parametrize("face", [0, 7, -1])
def test_forced_face_out_of_range(face: int) -> None:
    dice = ForcedDice((1, face), budget=10)
    dice.roll(6, DiePurpose.ATTACK)
    with pytest.raises(InvalidRequestError) as info:
        dice.roll(6, DiePurpose.ATTACK)
    assert info.value.reason == "FORCED_FACE_OUT_OF_RANGE"
    assert info.value.field == "dice.forced.faces[1]"


def test_roll_budget() -> None:
    dice = SeededDice(1, budget=2)
    dice.roll(6, DiePurpose.ATTACK)
    dice.roll(6, DiePurpose.ATTACK)
    with pytest.raises(LimitExceededError) as info:
        dice.roll(6, DiePurpose.ATTACK)
    assert info.value.reason == "ROLL_BUDGET_EXHAUSTED"
