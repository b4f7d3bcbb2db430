"""The committed build of the studio (service/studio/) is what scripts/build_studio.py makes from
clients/studio, the generated TypeScript and the examples now, byte for byte; and it ships."""

from __future__ import annotations

import filecmp
import json
import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest

from tests.proto.codegen import missing
from tests.scripts import script
from tests.service.server_process import REPO

COMMITTED = REPO / "service" / "studio"


def _files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_the_committed_build_is_fresh(tmp_path: Path) -> None:
    build = script("build_studio")
    try:
        build.build(tmp_path)
    except build.ToolMissing as exc:
        missing(str(exc))
    assert _files(tmp_path) == _files(COMMITTED), "run scripts/build_studio.py"
    _, mismatch, errors = filecmp.cmpfiles(tmp_path, COMMITTED, _files(tmp_path), shallow=False)
    assert not mismatch and not errors, (
        f"stale studio build {mismatch}: run scripts/build_studio.py"
    )


def test_the_build_is_package_data() -> None:
    # scripts/serve.sh, a wheel and the container image serve it: setuptools must ship it.
    # It is a package of data of its own (a data folder inside "service" makes setuptools warn
    # that it may stop shipping it).
    setuptools = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "service.studio" in setuptools["packages"]
    patterns = setuptools["package-data"]["service.studio"]
    for name in _files(COMMITTED):
        assert any(fnmatch(name, pattern) for pattern in patterns), name


def test_every_example_is_in_the_bundle() -> None:
    bundle = (COMMITTED / "studio.js").read_text()
    for example in sorted((REPO / "clients" / "python" / "examples").glob("*.json")):
        assert f'"{example.stem}":' in bundle or f"{example.stem}:" in bundle, example.name


def test_a_type_error_stops_the_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    build = script("build_studio")
    source = tmp_path / "studio"
    (source / "src").mkdir(parents=True)
    if not build.TSC.exists():
        missing(str(build.TSC))
    # The studio's own tsconfig (strict), over one file that misuses a number as a string.
    config = (
        (build.SOURCE / "tsconfig.json")
        .read_text()
        .replace("./node_modules", str(build.SOURCE / "node_modules"))
    )
    (source / "tsconfig.json").write_text(config)
    (source / "src" / "bad.ts").write_text("const n: number = 1;\nexport const s: string = n;\n")
    monkeypatch.setattr(build, "SOURCE", source)
    with pytest.raises(RuntimeError, match="TS2322"):
        build.type_check()


def _locked(folder: str) -> dict[str, str]:
    lock = json.loads((REPO / folder / "package-lock.json").read_text())
    return {
        path.removeprefix("node_modules/"): entry["version"]
        for path, entry in lock["packages"].items()
        if path.startswith("node_modules/") and "version" in entry
    }


def test_the_studio_shares_the_node_clients_runtime_and_compiler() -> None:
    # The generated code is the Node client's: its runtime must be the generator's version, and
    # both folders type-check it with the same TypeScript.
    studio, node = _locked("clients/studio"), _locked("clients/node")
    for package in ("@bufbuild/protobuf", "typescript"):
        assert studio[package] == node[package], package
    assert node["@bufbuild/protoc-gen-es"] == studio["@bufbuild/protobuf"]
