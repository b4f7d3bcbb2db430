"""The committed generated code matches what scripts/gen_protos.py makes from proto/ now."""

from __future__ import annotations

import filecmp
import importlib.util
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
COMMITTED = REPO / "clients" / "python" / "arbiter" / "v1"


def _generate(tmp: Path) -> Path:
    spec = importlib.util.spec_from_file_location("gen_protos", REPO / "scripts" / "gen_protos.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["gen_protos"] = module
    spec.loader.exec_module(module)
    module.generate(tmp)
    return tmp / "arbiter" / "v1"


def test_generated_code_is_fresh(tmp_path: Path) -> None:
    fresh = _generate(tmp_path)
    names = sorted(p.name for p in fresh.iterdir() if p.is_file())
    committed = sorted(p.name for p in COMMITTED.iterdir() if p.is_file())
    assert names == committed, "generated files differ: run scripts/gen_protos.py"
    _, mismatch, errors = filecmp.cmpfiles(fresh, COMMITTED, names, shallow=False)
    assert not mismatch and not errors, (
        f"stale generated code {mismatch}: run scripts/gen_protos.py"
    )
