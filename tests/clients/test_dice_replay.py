"""The C# and GDScript dice ports replay engine/dice.py exactly (issue 8, "replay anywhere").

The shipped files (clients/unity/Runtime/ArbiterDice.cs, clients/godot/addons/arbiter/dice.gd) are
compiled by mono's ``mcs`` and run by a headless Godot 3 on the same cases; every expectation comes
from docs/dice.md's test vectors (parsed here, so the page is checked too) or from engine/dice.py:
faces of every die size from seeds on both sides of 2^63, batch seeds at large indexes, and seeds
whose first output the rejection step must discard. docs/dice.md's snippets run as written.

Without the tools the tests skip, except under ``CI=true``, where a missing install step fails.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.dice import DICE_SIZES, SplitMix64, derive_seed
from tests.clients.godot_support import GODOT3_ADDON, godot3, godot3_project
from tests.clients.mono import RUNTIME, compile_csharp
from tests.service.server_process import REPO

DOCS = REPO / "docs" / "dice.md"
CSHARP_SOURCE = RUNTIME / "ArbiterDice.cs"
GDSCRIPT_SOURCE = GODOT3_ADDON / "dice.gd"
CSHARP_RUNNER = Path(__file__).parent / "csharp" / "DiceVectors.cs"
GDSCRIPT_RUNNER = Path(__file__).parent / "godot" / "dice_vectors.gd"

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


# -- Expectations ---------------------------------------------------------------------------------


def _docs_vectors() -> list[tuple[int, tuple[int, ...]]]:
    """docs/dice.md's table: each seed and its first three outputs."""
    rows = re.findall(
        r"^\| ([^|`]+?) \| (`0x[0-9A-F]{16}`(?:, `0x[0-9A-F]{16}`)*) \|$", _docs(), re.M
    )
    seeds = {"0": 0, "42": 42, "2^64 \u2212 1": 2**64 - 1}  # the page writes a minus sign
    return [
        (seeds[s], tuple(int(h.strip("`"), 16) for h in hexes.split(", "))) for s, hexes in rows
    ]


def _docs_faces() -> dict[int, list[int]]:
    """docs/dice.md's ten d6 and ten d20 from seed 42, by die size."""
    found = re.search(
        r"ten d6 are `([\d ]+)`; ten d20 \(a fresh generator\) are\s+`([\d ]+)`", _docs()
    )
    assert found, "docs/dice.md no longer states the d6 and d20 faces from seed 42"
    return {6: [int(f) for f in found[1].split()], 20: [int(f) for f in found[2].split()]}


def _docs() -> str:
    return DOCS.read_text(encoding="utf-8")


def _unmix(u: int) -> int:
    """The input whose SplitMix64 mix is ``u`` (each step of the mix is invertible)."""
    u = u ^ (u >> 31) ^ (u >> 62)
    u = (u * pow(0x94D049BB133111EB, -1, 1 << 64)) & _MASK
    u = u ^ (u >> 27) ^ (u >> 54)
    u = (u * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & _MASK
    return u ^ (u >> 30) ^ (u >> 60)


def _seed_with_first_output(u: int) -> int:
    seed = (_unmix(u) - _GAMMA) & _MASK
    assert SplitMix64(seed).next_u64() == u
    return seed


def _rejection_seeds() -> list[tuple[int, int]]:
    """(size, seed) pairs whose first output is the largest accepted value or the smallest rejected.

    2^64 mod n outputs are rejected for a size that does not divide 2^64; for d8 none is.
    """
    pairs = []
    for size in DICE_SIZES:
        limit = (1 << 64) - (1 << 64) % size
        for u in {limit - 1, limit, _MASK} - {1 << 64}:
            pairs.append((size, _seed_with_first_output(u)))
    return pairs


SEEDS = (0, 1, 42, 2**63 - 1, 2**63, 2**64 - 2, 2**64 - 1)
INDEXES = (0, 1, 2, 999, 2**32, 2**63, 2**64 - 1)


def _cases() -> list[tuple[str, str]]:
    """Each case line for the runners, with the line the engine gives for it."""
    cases = []
    for seed, outputs in _docs_vectors():
        rng = SplitMix64(seed)
        assert tuple(rng.next_u64() for _ in outputs) == outputs, f"docs/dice.md, seed {seed}"
        cases.append((f"u64 {seed} {len(outputs)}", " ".join(map(str, outputs))))
    for size, faces in _docs_faces().items():
        rng = SplitMix64(42)
        assert [rng.next_face(size) for _ in faces] == faces, f"docs/dice.md, d{size}"
        cases.append((f"face 42 {size} {len(faces)}", " ".join(map(str, faces))))
    # "derive_seed(42, 0..2) are the three outputs of seed 42 above".
    stream = dict(_docs_vectors())[42]
    assert [derive_seed(42, i) for i in range(3)] == list(stream)
    for seed in SEEDS:
        rng = SplitMix64(seed)
        cases.append((f"u64 {seed} 8", " ".join(str(rng.next_u64()) for _ in range(8))))
        for size in DICE_SIZES:
            rng = SplitMix64(seed)
            cases.append(
                (f"face {seed} {size} 20", " ".join(str(rng.next_face(size)) for _ in range(20)))
            )
        cases.extend((f"derive {seed} {i}", str(derive_seed(seed, i))) for i in INDEXES)
    for size, seed in _rejection_seeds():
        rng = SplitMix64(seed)
        cases.append(
            (f"face {seed} {size} 3", " ".join(str(rng.next_face(size)) for _ in range(3)))
        )
    return cases


def test_rejection_cases_reject() -> None:
    # The cases really exercise rejection: for each size but d8, some first output is discarded.
    rejecting = {
        size
        for size, seed in _rejection_seeds()
        if SplitMix64(seed).next_u64() >= (1 << 64) - (1 << 64) % size
    }
    assert rejecting == set(DICE_SIZES) - {8}


# -- The runners ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def cases_file(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, list[str]]]:
    cases = _cases()
    path = tmp_path_factory.mktemp("dice") / "cases.txt"
    path.write_text("".join(f"{line}\n" for line, _ in cases), encoding="utf-8")
    yield path, [expected for _, expected in cases]


def test_csharp_replays_the_vectors(cases_file: tuple[Path, list[str]], tmp_path: Path) -> None:
    path, expected = cases_file
    exe = tmp_path / "DiceVectors.exe"
    compile_csharp(exe, CSHARP_RUNNER, CSHARP_SOURCE)
    done = subprocess.run(["mono", str(exe), str(path)], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == expected


def test_gdscript_replays_the_vectors(cases_file: tuple[Path, list[str]], tmp_path: Path) -> None:
    path, expected = cases_file
    assert godot3("-s", GDSCRIPT_RUNNER, GDSCRIPT_SOURCE, path, cwd=tmp_path) == expected


@pytest.mark.parametrize(
    ("text", "printed"),
    [
        ("18446744073709551615", "18446744073709551615"),
        ("9223372036854775808", "9223372036854775808"),
        ("0", "0"),
        ("007", "7"),
        ("18446744073709551616", "null"),
        ("99999999999999999999", "null"),
        ("184467440737095516150", "null"),
        ("", "null"),
        ("-1", "null"),
        ("12a", "null"),
    ],
)
def test_gdscript_seed_strings(text: str, printed: str, tmp_path: Path) -> None:
    # Seeds travel as decimal strings; above 2^63 - 1 they are negative GDScript ints.
    cases = tmp_path / "cases.txt"
    cases.write_text(f"parse {text}\n", encoding="utf-8")
    assert godot3("-s", GDSCRIPT_RUNNER, GDSCRIPT_SOURCE, cases, cwd=tmp_path) == [printed]


# -- docs/dice.md's snippets, run as written -----------------------------------------------------


def _snippet(language: str) -> str:
    found = re.search(rf"<!-- replay: {language} -->\n```{language}\n(.*?)```", _docs(), re.S)
    assert found, f"docs/dice.md has no <!-- replay: {language} --> snippet"
    return found[1]


def _commented_outputs(snippet: str, comment: str) -> list[str]:
    """What the snippet says each print line prints: the comment at the end of that line."""
    return re.findall(rf"(?:WriteLine|print)\(.*?{re.escape(comment)} (\S+)$", snippet, re.M)


def test_docs_csharp_snippet(tmp_path: Path) -> None:
    snippet = _snippet("csharp")
    expected = _commented_outputs(snippet, "//")
    assert expected == _snippet_truth()
    source = tmp_path / "Replay.cs"
    source.write_text(snippet, encoding="utf-8")
    exe = tmp_path / "Replay.exe"
    compile_csharp(exe, source, CSHARP_SOURCE)
    done = subprocess.run(["mono", str(exe)], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == expected


def test_docs_gdscript_snippet(tmp_path: Path) -> None:
    # A throwaway project holding the addon where a game has it, so the snippet's preload path
    # resolves unchanged.
    snippet = _snippet("gdscript")
    expected = _commented_outputs(snippet, "#")
    assert expected == _snippet_truth()
    godot3_project(tmp_path)
    script = tmp_path / "replay.gd"
    script.write_text(
        f"extends SceneTree\n\n{snippet}\n\nfunc _init():\n\treplay()\n\tquit()\n", encoding="utf-8"
    )
    assert godot3("--path", tmp_path, "-s", "res://replay.gd", cwd=tmp_path) == expected


def _snippet_truth() -> list[str]:
    """What both snippets print, from the engine: three d20 from seed 42, batch item 2's seed."""
    rng = SplitMix64(42)
    return [*(str(rng.next_face(20)) for _ in range(3)), str(derive_seed(42, 2))]


# -- The Unity package skeleton -------------------------------------------------------------------

UNITY = REPO / "clients" / "unity"


def test_unity_package_manifest() -> None:
    manifest = json.loads((UNITY / "package.json").read_text(encoding="utf-8"))
    # UPM names are reverse-domain, lower case; "unity" is the oldest editor it supports.
    assert re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+){2,}", manifest["name"])
    assert re.fullmatch(r"\d+\.\d+\.\d+", manifest["version"])
    assert manifest["unity"] == "2021.3"
    assert manifest["displayName"]
    asmdef = json.loads((UNITY / "Runtime" / "Arbiter.Runtime.asmdef").read_text(encoding="utf-8"))
    assert (asmdef["name"], asmdef["rootNamespace"]) == ("Arbiter.Runtime", "Arbiter")
    # The runtime code compiles without UnityEngine (the suite builds it with mcs).
    assert asmdef["noEngineReferences"] is True


def test_unity_assets_have_meta_files() -> None:
    # A package installed from git is immutable: Unity ignores an asset without its .meta file,
    # and a .meta's guid must be unique.
    # Unity ignores a name ending in "~" (Samples~ is copied into a project on request, .meta
    # files included), so that folder alone has none.
    assets = {p for p in UNITY.rglob("*") if p.suffix != ".meta" and not p.name.endswith("~")}
    metas = set(UNITY.rglob("*.meta"))
    assert {Path(f"{p}.meta") for p in assets} == metas
    guids = [re.search(r"^guid: ([0-9a-f]{32})$", p.read_text(), re.M) for p in metas]
    assert all(guids) and len({g[1] for g in guids if g}) == len(metas)
