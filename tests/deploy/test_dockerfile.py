"""deploy/Dockerfile: hadolint (strict, and shown to fail on a bad file), the runtime settings the
manifests rely on, the build context .dockerignore lets in, and the wheel the image installs."""

from __future__ import annotations

import ast
import fnmatch
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

from service.config import DEFAULT_HTTP_PORT, DEFAULT_METRICS_PORT, DEFAULT_PORT
from tests.deploy.support import DEPLOY, REPO, Instruction, dockerfile_instructions, tool
from tests.pyprojects import DISTRIBUTIONS, SERVER, pyproject, requirement_name

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


def test_dockerignore_admits_the_image_sources_and_nothing_else() -> None:
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
    for root, setuptools in _distributions():
        for package in setuptools["packages"]:
            folder = (root / package.replace(".", "/")).relative_to(REPO).as_posix()
            assert any(path.startswith(folder + "/") for path in admitted), folder
    assert not any(p.startswith(("tests/", "docs/", "clients/unity")) for p in admitted)
    assert {p for p in admitted if p.startswith("deploy/")} == {
        "deploy/requirements.lock",
        "deploy/requirements-build.lock",
    }


def test_wheel_package_data_covers_every_data_file() -> None:
    # The image installs the wheel, not the source tree: a data file the engine reads at run time
    # (engine.catalog reads rulings.md beside the TOML tables) must be in package-data.
    setuptools = pyproject(SERVER)["tool"]["setuptools"]
    tracked = subprocess.run(
        ["git", "ls-files", "engine/data"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.split()
    globs = setuptools["package-data"]["engine"]
    for path in tracked:
        relative = path.removeprefix("engine/")
        assert any(fnmatch.fnmatch(relative, g) for g in globs), f"{path} not in the wheel"
    assert "engine/data/rulings.md" in tracked


def _distributions() -> list[tuple[Path, dict[str, Any]]]:
    """The two wheels the image installs: each one's folder and setuptools table (the server's
    at the top, the client's in clients/python)."""
    return [(root, pyproject(root)["tool"]["setuptools"]) for root in DISTRIBUTIONS]


def test_the_wheels_list_every_package_of_the_tree() -> None:
    # setuptools ships the packages pyproject.toml lists, not the folders beside them: a package
    # added (engine.records, service.boundary.codec) and not listed is missing from the image.
    tracked = subprocess.run(
        ["git", "ls-files", "*__init__.py"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.split()
    for root, setuptools in _distributions():
        listed = set(setuptools["packages"])
        tops = {package.split(".")[0] for package in listed}
        packages = set()
        for path in tracked:
            folder = (REPO / path).parent
            parts = folder.relative_to(root).parts if folder.is_relative_to(root) else ()
            if parts and parts[0] in tops:
                packages.add(".".join(parts))
        assert packages, f"no package found under {root}"
        assert packages <= listed, sorted(packages - listed)


def _locked(path: Path) -> dict[str, str]:
    """A pip-compile lock's pins, by canonical name; each must carry hashes."""
    pins: dict[str, str] = {}
    text = path.read_text(encoding="utf-8")
    for match in re.finditer(
        r"^([A-Za-z0-9_.-]+)==(\S+) \\\n((?:\s+--hash=sha256:[0-9a-f]{64}[ \\]*\n)+)", text, re.M
    ):
        pins[requirement_name(match.group(1))] = match.group(2)
    requirements = [line for line in text.splitlines() if re.match(r"^[A-Za-z0-9]", line)]
    assert len(requirements) == len(pins), "a requirement without hashes"
    return pins


def _constraints() -> dict[str, str]:
    pins: dict[str, str] = {}
    for line in (REPO / "scripts" / "constraints.txt").read_text(encoding="utf-8").splitlines():
        if "==" in line and not line.startswith("#"):
            name, _, version = line.partition("==")
            pins[requirement_name(name)] = version.strip()
    return pins


def test_the_locks_pin_what_the_suite_is_tested_with_and_hash_every_file() -> None:
    # The image installs deploy/requirements.lock with --require-hashes (pip fails on any
    # package or file without a hash); the versions are the suite's own, so the image runs
    # what CI tested. Regenerate both with pip-compile when scripts/constraints.txt changes.
    constraints = _constraints()
    runtime = _locked(DEPLOY / "requirements.lock")
    build = _locked(DEPLOY / "requirements-build.lock")
    for lock in (runtime, build):
        assert {name: constraints.get(name) for name in lock} == lock
    # The server's dependencies and the client's (the server depends on it), but for the
    # project's own distributions, which the image builds as wheels of its own.
    declared = set()
    for root, _ in _distributions():
        names = {requirement_name(dep) for dep in pyproject(root)["project"]["dependencies"]}
        declared |= names - {"arbiter-combat"}
    assert declared <= set(runtime)
    assert {"mypy", "setuptools", "numpy"} <= set(build)
    instructions = dockerfile_instructions(DOCKERFILE.read_text(encoding="utf-8"))
    installs = [
        i.arguments for i in instructions if i.keyword == "RUN" and "pip install" in i.arguments
    ]
    assert all("--require-hashes" in run or "--no-deps /wheels/" in run for run in installs)


def _engine_imports() -> set[str]:
    """The top-level modules the engine's sources import that are neither the engine's nor the
    standard library's."""
    found: set[str] = set()
    for path in (REPO / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return {
        name for name in found if name not in sys.stdlib_module_names | {"engine", "__future__"}
    }


#: Imported by the engine for the type checker only (engine/dice_native.py's ``i64``): in the
#: build venv with mypy, never at run time, where the image does not have it.
_TYPE_CHECKING_ONLY = frozenset({"mypy_extensions"})


def _imported_at_run_time(name: str) -> list[str]:
    """The engine's imports of ``name`` outside an ``if TYPE_CHECKING:`` block, by file."""
    found = []
    for path in (REPO / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        guarded = {
            id(child)
            for node in ast.walk(tree)
            if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
            for child in ast.walk(node)
        }
        found += [
            str(path.relative_to(REPO))
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom)
            and (node.module or "").split(".")[0] == name
            and id(node) not in guarded
        ]
    return found


def test_the_build_stage_has_every_package_the_engine_imports() -> None:
    # mypy type-checks the engine before mypyc compiles it, so a package the engine imports
    # must be in the build venv: the image once failed there, numpy missing.
    build = _locked(DEPLOY / "requirements-build.lock")
    assert _engine_imports() == {"numpy"} | _TYPE_CHECKING_ONLY
    assert {requirement_name(name) for name in _engine_imports()} <= set(build)
    for name in _TYPE_CHECKING_ONLY:
        assert _imported_at_run_time(name) == [], f"{name} is not in the image's run time"


def test_the_final_stage_redeclares_the_base_for_its_label() -> None:
    # An ARG before the first FROM is out of scope after it: the label would be empty.
    assert Instruction("ARG", "PYTHON_IMAGE") in _final_stage()


def test_apt_packages_are_not_pinned_to_a_point_release() -> None:
    # gcc=4:12.2.0-3 and libc6-dev=2.36-9+deb12u14 broke the build at the next Debian point
    # release; the base's digest pins the release instead.
    instructions = dockerfile_instructions(DOCKERFILE.read_text(encoding="utf-8"))
    installs = [
        part.split("apt-get install", 1)[1]
        for ins in instructions
        if ins.keyword == "RUN"
        for part in ins.arguments.split("&&")
        if "apt-get install" in part
    ]
    assert installs
    assert [word for part in installs for word in part.split() if "=" in word] == []
