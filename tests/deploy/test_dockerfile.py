"""deploy/Dockerfile: hadolint (strict, and shown to fail on a bad file), the runtime settings the
manifests rely on, the build context .dockerignore lets in, and the wheel the image installs."""

from __future__ import annotations

import fnmatch
import json
import re
import shlex
import subprocess
import tomllib
from pathlib import Path

from service.config import DEFAULT_HTTP_PORT, DEFAULT_METRICS_PORT, DEFAULT_PORT
from tests.deploy.support import DEPLOY, REPO, Instruction, dockerfile_instructions, tool

DOCKERFILE = DEPLOY / "Dockerfile"


def _hadolint(path: Path) -> tuple[int, list[str]]:
    """hadolint's exit code and the rule codes it reported, with the repository's config."""
    done = subprocess.run(
        [
            tool("hadolint"),
            "--config",
            str(DEPLOY / ".hadolint.yaml"),
            "--format",
            "json",
            str(path),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return done.returncode, [finding["code"] for finding in json.loads(done.stdout or "[]")]


def _final_stage() -> list[Instruction]:
    instructions = dockerfile_instructions(DOCKERFILE.read_text(encoding="utf-8"))
    last_from = max(i for i, ins in enumerate(instructions) if ins.keyword == "FROM")
    return instructions[last_from:]


def _env(stage: list[Instruction]) -> dict[str, str]:
    env: dict[str, str] = {}
    for ins in stage:
        if ins.keyword == "ENV":
            env.update(word.split("=", 1) for word in shlex.split(ins.arguments))  # type: ignore[misc]
    return env


def test_hadolint_passes_with_the_strict_config() -> None:
    assert _hadolint(DOCKERFILE) == (0, [])


def test_hadolint_fails_a_bad_dockerfile(tmp_path: Path) -> None:
    bad = tmp_path / "Dockerfile"
    bad.write_text(
        "FROM python:latest\nRUN pip install grpcio\nUSER root\nCMD python -m service\n",
        encoding="utf-8",
    )
    code, rules = _hadolint(bad)
    assert code != 0
    # latest tag, unpinned pip package, pip cache kept, root user, shell-form CMD, missing labels.
    assert {"DL3007", "DL3013", "DL3042", "DL3002", "DL3025", "DL3049"} <= set(rules)


def test_hadolint_requires_every_oci_label(tmp_path: Path) -> None:
    text = DOCKERFILE.read_text(encoding="utf-8")
    unlabelled = re.sub(r'org\.opencontainers\.image\.revision="[^"]*" \\\n\s*', "", text)
    assert unlabelled != text
    (tmp_path / "Dockerfile").write_text(unlabelled, encoding="utf-8")
    assert _hadolint(tmp_path / "Dockerfile") == (1, ["DL3049"])


def test_final_stage_runs_no_commands_and_copies_only_the_venv() -> None:
    # No RUN: nothing is installed in the final stage, so no compiler or package manager step can
    # sneak in; what it gets from the build stage is the virtualenv alone.
    stage = _final_stage()
    assert [ins for ins in stage if ins.keyword in {"RUN", "ADD"}] == []
    assert [ins.arguments for ins in stage if ins.keyword == "COPY"] == [
        "--from=build /opt/arbiter /opt/arbiter"
    ]


def test_final_stage_serves_on_every_interface_as_a_numeric_user() -> None:
    stage = _final_stage()
    env = _env(stage)
    assert env["ARBITER_HOST"] == "0.0.0.0"
    # Read-only root filesystem: no bytecode written, temporary files under the mounted /tmp.
    assert env["PYTHONDONTWRITEBYTECODE"] == "1"
    assert env["TMPDIR"] == "/tmp"
    # The build stage compiled the engine; no silent fallback to pure Python (engine/compiled.py).
    assert env["ARBITER_ENGINE"] == "compiled"
    # The --workers supervisor makes a fresh multiprocess directory itself.
    assert "PROMETHEUS_MULTIPROC_DIR" not in env
    assert not any(name.startswith("ARBITER_WORKERS") for name in env)
    (user,) = [ins.arguments for ins in stage if ins.keyword == "USER"]
    uid, gid = user.split(":")
    assert uid.isdigit() and gid.isdigit() and int(uid) > 0 and int(gid) > 0
    (exposed,) = [ins.arguments.split() for ins in stage if ins.keyword == "EXPOSE"]
    assert exposed == [str(p) for p in (DEFAULT_PORT, DEFAULT_HTTP_PORT, DEFAULT_METRICS_PORT)]
    assert [ins.arguments for ins in stage if ins.keyword == "STOPSIGNAL"] == ["SIGTERM"]
    (entrypoint,) = [ins.arguments for ins in stage if ins.keyword == "ENTRYPOINT"]
    assert json.loads(entrypoint) == ["arbiter", "serve"]
    assert [ins for ins in stage if ins.keyword == "CMD"] == []


def _dockerignore_admits(path: str, patterns: list[str]) -> bool:
    """Whether the build context keeps ``path``: Docker's rule, the last matching pattern wins,
    and a pattern matching a parent directory matches what is inside it."""
    admitted = True
    parts = path.split("/")
    for pattern in patterns:
        negated = pattern.startswith("!")
        body = pattern.removeprefix("!").strip("/")
        regex = re.escape(body).replace(r"\*\*/", "(.*/)?").replace(r"\*", "[^/]*")
        if any(re.fullmatch(regex, "/".join(parts[:n])) for n in range(1, len(parts) + 1)):
            admitted = negated
    return admitted


def test_dockerignore_admits_the_wheel_sources_and_nothing_else() -> None:
    patterns = [
        line.strip()
        for line in (REPO / ".dockerignore").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.split()
    admitted = {path for path in tracked if _dockerignore_admits(path, patterns)}
    copied = [
        ins.arguments.split()[:-1]
        for ins in dockerfile_instructions(DOCKERFILE.read_text(encoding="utf-8"))
        if ins.keyword == "COPY" and not ins.arguments.startswith("--from")
    ]
    sources = [source.rstrip("/") for group in copied for source in group]
    # Every file the Dockerfile copies is in the context, and the context is only those.
    assert {p for p in tracked if any(p == s or p.startswith(s + "/") for s in sources)} == admitted
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    for package_dir in pyproject["tool"]["setuptools"]["package-dir"].values():
        assert any(path.startswith(package_dir + "/") for path in admitted), package_dir
    assert not any(p.startswith(("tests/", "docs/", "deploy/", "clients/unity")) for p in admitted)


def test_wheel_package_data_covers_every_data_file() -> None:
    # The image installs the wheel, not the source tree: a data file the engine reads at run time
    # (engine.catalog reads rulings.md beside the TOML tables) must be in package-data.
    setuptools = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "setuptools"
    ]
    tracked = subprocess.run(
        ["git", "ls-files", "engine/data"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.split()
    globs = setuptools["package-data"]["engine"]
    for path in tracked:
        relative = path.removeprefix("engine/")
        assert any(fnmatch.fnmatch(relative, g) for g in globs), f"{path} not in the wheel"
    assert "engine/data/rulings.md" in tracked
