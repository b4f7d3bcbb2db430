"""buf lint (STANDARD + COMMENTS) and buf breaking (WIRE_JSON) on the arbiter.v1 module."""

from __future__ import annotations

import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PROTO = REPO / "proto"
BUF = PROTO / "node_modules" / ".bin" / "buf"


def run_buf(*args: str) -> subprocess.CompletedProcess[str]:
    assert BUF.exists(), "buf is missing: run scripts/bootstrap.sh --dev"
    return subprocess.run(
        [str(BUF), *args], cwd=REPO, capture_output=True, text=True, timeout=120, check=False
    )


def test_buf_lint() -> None:
    result = run_buf("lint", "proto")
    assert result.returncode == 0, result.stdout + result.stderr


def test_buf_breaking_against_baseline() -> None:
    # proto/baseline holds the last published image; changes must stay wire- and JSON-compatible.
    result = run_buf("breaking", "proto", "--against", "proto/baseline/arbiter_v1.binpb")
    assert result.returncode == 0, result.stdout + result.stderr


def test_buf_breaking_detects_a_rename(tmp_path: Path) -> None:
    # The check can fail: renaming a field breaks the JSON mapping.
    copy = tmp_path / "proto"
    subprocess.run(["cp", "-r", str(PROTO), str(copy)], check=True)
    dice = copy / "arbiter" / "v1" / "dice.proto"
    dice.write_text(dice.read_text().replace("int32 face = 2;", "int32 natural_face = 2;"))
    result = run_buf("breaking", str(copy), "--against", "proto/baseline/arbiter_v1.binpb")
    assert result.returncode != 0
    assert "natural_face" in result.stdout + result.stderr
