"""The client distribution (clients/python, ``arbiter-combat``) installed alone, as a game backend
installs it: a fresh venv, ``pip install`` of a copy of clients/python (under the suite's
constraints), nothing of the server in it, and the typed acceptance calls (sync and asyncio)
made from that venv against a live server. And the two distributions' declarations: the client
depends on grpcio, grpcio-status and protobuf only; the server on the client.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter.cli import SERVE_INSTALL
from arbiter.command_line import extra_install
from tests.clients.acceptance import MANIFEST, mismatches
from tests.pyprojects import CLIENT, SERVER, pyproject, requirement_name
from tests.service.server_process import REPO, ServerProcess

#: The runtime dependencies the client may have, and nothing else.
CLIENT_DEPENDENCIES = {"grpcio", "grpcio-status", "protobuf"}


def _run(*args: str | Path, cwd: Path) -> str:
    done = subprocess.run(
        [str(a) for a in args], capture_output=True, text=True, cwd=cwd, timeout=300, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv holding the client distribution alone; its python."""
    tmp = tmp_path_factory.mktemp("client-alone")
    # A copy: pip builds in the source folder, which must stay clean.
    source = tmp / "python"
    shutil.copytree(CLIENT, source, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    _run(sys.executable, "-m", "venv", tmp / "venv", cwd=tmp)
    python = tmp / "venv" / "bin" / "python"
    constraints = REPO / "scripts" / "constraints.txt"
    _run(python, "-m", "pip", "install", "-q", "-c", constraints, source, cwd=tmp)
    return python


def _installed(python: Path) -> set[str]:
    code = (
        "import importlib.metadata as m, json\n"
        "print(json.dumps([d.metadata['Name'] for d in m.distributions()]))\n"
    )
    return {
        requirement_name(n) for n in json.loads(_run(python, "-I", "-c", code, cwd=python.parent))
    }


def test_the_client_declares_grpc_and_protobuf_only() -> None:
    client = pyproject(CLIENT)["project"]
    assert client["name"] == "arbiter-combat"
    assert {requirement_name(r) for r in client["dependencies"]} == CLIENT_DEPENDENCIES
    assert set(client["optional-dependencies"]) == {
        "progress", "loadtest", "plot", "locust", "connect"
    }  # fmt: skip
    # The server depends on the client, at the same version, for arbiter.v1.
    server = pyproject(SERVER)["project"]
    assert server["name"] == "arbiter-combat-server"
    requirement = f"arbiter-combat[connect,progress,loadtest]=={client['version']}"
    assert requirement in server["dependencies"]
    assert server["version"] == client["version"]


def test_the_client_installs_alone_without_the_server(venv: Path) -> None:
    installed = _installed(venv)
    assert "arbiter-combat" in installed
    server = pyproject(SERVER)["project"]
    server_only = {requirement_name(r) for r in server["dependencies"]} - CLIENT_DEPENDENCIES
    server_only = server_only - {"arbiter-combat"} | {"arbiter-combat-server"}
    # Nor the client's extras.
    server_only |= {"tqdm", "hdrhistogram", "matplotlib", "locust", "connectrpc", "pyqwest"}
    assert installed & server_only == set()
    # Neither of the server's import packages is there.
    code = "import importlib.util as u; print([u.find_spec(n) for n in ('engine', 'service')])"
    assert _run(venv, "-I", "-c", code, cwd=venv.parent).strip() == "[None, None]"


def test_the_client_alone_makes_the_typed_acceptance_calls(
    venv: Path, server: ServerProcess
) -> None:
    # -I: the venv's own arbiter, not this checkout's (no script folder or cwd on the path).
    script = Path(__file__).with_name("typed_calls.py")
    records = json.loads(_run(venv, "-I", script, server.target, MANIFEST, cwd=venv.parent))
    assert mismatches(records, ("client", "aio")) == []


def test_the_client_alone_says_where_serve_is(venv: Path) -> None:
    arbiter = venv.parent / "arbiter"
    assert " serve " not in _run(arbiter, "--help", cwd=venv.parent)
    done = subprocess.run(
        [str(arbiter), "serve"], capture_output=True, text=True, timeout=60, check=False
    )
    assert (done.returncode, done.stdout, done.stderr) == (2, "", f"arbiter: {SERVE_INSTALL}\n")


def test_the_commands_run_without_the_progress_extra(venv: Path, server: ServerProcess) -> None:
    # No tqdm in the venv: the commands draw no bar and do their work (a bar that draws nothing).
    arbiter = venv.parent / "arbiter"
    duel = CLIENT / "examples" / "arrayer_archer_duel.json"
    out = _run(
        arbiter, "simulate", duel, "--runs", "40", "--target", server.target, cwd=venv.parent
    )
    assert "40 runs" in out


def test_loadtest_says_which_extra_it_needs(venv: Path) -> None:
    attack = CLIENT / "examples" / "arrayer_attack.json"
    done = subprocess.run(
        [str(venv.parent / "arbiter"), "loadtest", "--target", "127.0.0.1:9", "-d", str(attack)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"arbiter: arbiter loadtest needs hdrh: {extra_install('loadtest')}\n"
