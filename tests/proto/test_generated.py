"""The committed generated code matches what scripts/gen_protos.py makes from proto/ now."""

from __future__ import annotations

import filecmp
import shutil
from pathlib import Path

import pytest

from tests.proto.codegen import REPO, gen_protos, require_tool
from tests.scripts import script

COMMITTED = REPO / "clients" / "python" / "arbiter" / "v1"


def _generate(tmp: Path) -> Path:
    gen_protos().generate(tmp)
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


@pytest.mark.parametrize(
    ("folder", "make"),
    [
        ("ENGINE_RECORDS", "generate_engine"),
        ("CODEC_MESSAGES", "generate_codec"),
        ("CODEC_READERS", "generate_readers"),
    ],
    ids=["engine-records", "codec-writers", "codec-readers"],
)
def test_python_generated_from_the_model_is_fresh(folder: str, make: str, tmp_path: Path) -> None:
    # The engine's records, their wire writers and readers, from scripts/proto_model.py's view.
    module = gen_protos()
    getattr(module, make)(tmp_path)
    committed = REPO / getattr(module, folder)
    names = _tree(tmp_path)
    assert names == _tree(committed), f"{committed}: files differ: run scripts/gen_protos.py"
    _, mismatch, errors = filecmp.cmpfiles(tmp_path, committed, names, shallow=False)
    assert not mismatch and not errors, f"stale {mismatch}: run scripts/gen_protos.py"


def _tree(root: Path) -> list[str]:
    # Python's bytecode caches beside the engine's records are not generated code.
    files = (p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    return sorted(str(p.relative_to(root)) for p in files)


@pytest.mark.parametrize("language", ["csharp", "typescript", "godot3", "godot4"])
def test_client_code_is_fresh(language: str, tmp_path: Path) -> None:
    module = gen_protos()
    require_tool("protoc")
    if language == "typescript":
        require_tool("protoc-gen-es", module.PROTOC_GEN_ES)
    folder, make = module.CLIENT_TARGETS[language]
    make(tmp_path)
    committed = REPO / folder
    names = _tree(tmp_path)
    assert names == _tree(committed), f"{folder}: generated files differ: run scripts/gen_protos.py"
    _, mismatch, errors = filecmp.cmpfiles(tmp_path, committed, names, shallow=False)
    assert not mismatch and not errors, f"{folder}: stale {mismatch}: run scripts/gen_protos.py"


def test_client_generation_replaces_stale_files(tmp_path: Path) -> None:
    # A file no proto makes any more (a renamed or removed .proto) goes; the others are rewritten.
    require_tool("protoc")
    folder, make = gen_protos().CLIENT_TARGETS["csharp"]
    shutil.copytree(REPO / folder, tmp_path, dirs_exist_ok=True)
    (tmp_path / "Removed.g.cs").write_text("// from a proto that is gone\n")
    (tmp_path / "Dice.g.cs").write_text("// edited by hand\n")
    make(tmp_path)
    assert _tree(tmp_path) == _tree(REPO / folder)
    assert filecmp.cmp(tmp_path / "Dice.g.cs", REPO / folder / "Dice.g.cs", shallow=False)


@pytest.mark.parametrize("version", [3, 4])
def test_each_godot_addons_runtime_is_rendered_from_the_one_source(version: int) -> None:
    # The Godot 3 and Godot 4 runtime scripts are clients/godot-runtime rendered for each version
    # (scripts/gen_gdscript.py): none is edited on its own, and none is missing from the source.
    module = gen_protos()
    addon = REPO / module.GODOT_ADDONS[version]
    rendered = module.godot_runtime(version)
    assert sorted(rendered) == sorted(p.name for p in addon.glob("*.gd"))
    stale = [name for name, text in rendered.items() if (addon / name).read_text() != text]
    assert stale == [], f"{addon}: {stale} differ from clients/godot-runtime: run gen_protos.py"


def test_the_runtime_source_marks_what_differs_and_names_the_rest_once() -> None:
    # A mark keeps a line for one version; an unmarked line is in both, Godot 3's with its names.
    render = script("gen_gdscript").render_runtime
    source = {"x.gd": 'extends RefCounted\n\t#3 yield(call, "done")\n\t#4 await call.done\n#3\n'}
    origin = "# From clients/godot-runtime/x.gd (scripts/gen_protos.py): edit that.\n"
    assert render(source, 3) == {"x.gd": origin + 'extends Reference\n\tyield(call, "done")\n\n'}
    assert render(source, 4) == {"x.gd": origin + "extends RefCounted\n\tawait call.done\n"}
