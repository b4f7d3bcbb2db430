"""The container image, built from deploy/Dockerfile and run as the Deployment runs it.

scripts/build_image.py builds the image with buildah (cached: an unchanged tree runs no RUN line)
on a base made from Debian's packages, and unpacks it. bubblewrap then runs its entrypoint as the
kubelet would: as the manifest's uid and gid (10001, a user namespace of that uid, no
capabilities), the root filesystem read-only, an empty ``/tmp`` (the emptyDir), ``/proc`` and
``/dev`` of its own, its own network, IPC, UTS and PID namespaces (the entrypoint is PID 1, as in a
container), and the image's environment plus the ConfigMap's (deploy/k8s/base/arbiter.env,
``envFrom``). The probes run in its network namespace (tests/deploy/image_probe.py under
``nsenter --net``).

What still differs from a cluster: no cgroup limits (so ``--workers`` auto sees the host's CPUs
here, 2 on this machine, as the Deployment's 2-CPU limit would give), no seccomp profile, no
kubelet (the probes are the suite's own gRPC calls, the same ones a ``grpc:`` probe makes), no
Service or kube-proxy in front, no image pull (the image is run from buildah's store, unpacked).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import pytest

from tests.deploy.support import K8S, REPO

#: The manifest's user (deployment.yaml's runAsUser/runAsGroup; test_k8s checks it is the
#: Dockerfile's USER).
UID = GID = 10001
_TIMEOUT = 120.0  # a hang guard for each wait, not a synchronisation
_BUILD_TIMEOUT = 1800.0  # a cold build: the base, the dependencies, gcc and the engine compiled
# The first test's budget includes the cold build of the module's image fixture.
pytestmark = pytest.mark.timeout(_BUILD_TIMEOUT + 300)


def _needs(tool: str) -> str:
    path = shutil.which(tool)
    assert path is not None, f"{tool} missing: run scripts/bootstrap.sh --dev"
    return path


@pytest.fixture(scope="module")
def image() -> dict[str, Any]:
    assert os.geteuid() == 0, "buildah builds and nsenter enters namespaces as root here"
    done = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "build_image.py"), "--unpack"],
        capture_output=True,
        text=True,
        timeout=_BUILD_TIMEOUT,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr[-6000:]
    built: dict[str, Any] = json.loads(done.stdout)
    return built


def _configmap_env() -> dict[str, str]:
    env: dict[str, str] = {}
    for line in (K8S / "base" / "arbiter.env").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            key, _, value = line.partition("=")
            env[key] = value
    return env


@dataclass
class Container:
    """The image's entrypoint running under bubblewrap, its output collected."""

    proc: subprocess.Popen[str]
    pid: int
    """The entrypoint's process id on the host (PID 1 in its own namespace)."""
    lines: list[str] = field(default_factory=list)

    def probe(self, mode: str) -> subprocess.Popen[str]:
        """tests/deploy/image_probe.py ``mode``, in this container's network namespace."""
        return subprocess.Popen(
            [
                _needs("nsenter"),
                f"--net=/proc/{self.pid}/ns/net",
                "--",
                sys.executable,
                "-m",
                "tests.deploy.image_probe",
                mode,
            ],
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    def stop(self) -> int:
        """SIGTERM to the entrypoint, as the kubelet sends it; the exit code."""
        os.kill(self.pid, signal.SIGTERM)
        return self.wait()

    def wait(self) -> int:
        out, _ = self.proc.communicate(timeout=_TIMEOUT)
        self.lines.extend(out.splitlines())
        return self.proc.returncode

    def logs(self) -> list[dict[str, Any]]:
        """Every line the server wrote, each parsed as JSON (a line that is not fails the test)."""
        return [json.loads(line) for line in self.lines if line.strip()]


def _sandbox(image: dict[str, Any], argv: list[str], *extra: str) -> list[str]:
    """bubblewrap running ``argv`` (a program on the image's PATH) in the unpacked image, as the
    Deployment's container runs: its user, read-only root, empty /tmp, environment."""
    config = image["config"]
    env = dict(item.split("=", 1) for item in config["Env"])
    env.update(_configmap_env())
    rootfs = Path(image["rootfs"])
    program = next(
        f"{d}/{argv[0]}"
        for d in env["PATH"].split(":")
        if (rootfs / d.lstrip("/") / argv[0]).exists()
    )
    uid, gid = (int(part) for part in config["User"].split(":"))
    assert (uid, gid) == (UID, GID)
    return [
        _needs("setpriv"),
        f"--reuid={uid}",
        f"--regid={gid}",
        "--clear-groups",
        _needs("bwrap"),
        *extra,
        "--die-with-parent",
        "--ro-bind",
        str(rootfs),
        "/",
        "--proc",
        "/proc",
        "--dev",
        "/dev",
        "--tmpfs",
        "/tmp",
        "--chdir",
        config.get("WorkingDir") or "/",
        "--clearenv",
        *(arg for key, value in env.items() for arg in ("--setenv", key, value)),
        "--",
        program,
        *argv[1:],
    ]


def _start(image: dict[str, Any]) -> Container:
    config = image["config"]
    entrypoint = list(config["Entrypoint"]) + list(config.get("Cmd") or [])
    read, write = os.pipe()
    # Every namespace of its own, the entrypoint PID 1 in its PID namespace.
    command = _sandbox(image, entrypoint, "--unshare-all", "--as-pid-1", "--info-fd", str(write))
    proc = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        pass_fds=(write,),
    )
    os.close(write)
    with os.fdopen(read) as info:
        pid = int(json.loads(info.read() or "{}").get("child-pid", 0))
    assert pid, "bubblewrap reported no child"
    return Container(proc, pid)


def _beside(
    image: dict[str, Any], container: Container, argv: list[str], stdin: str
) -> subprocess.CompletedProcess[str]:
    """``argv`` run from the image as a second container of the same pod: the first one's
    network namespace (nsenter), namespaces of its own for the rest."""
    sandbox = _sandbox(
        image, argv, "--unshare-user", "--unshare-ipc", "--unshare-pid", "--unshare-uts"
    )
    return subprocess.run(
        [_needs("nsenter"), f"--net=/proc/{container.pid}/ns/net", "--", *sandbox],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=_TIMEOUT,
        check=False,
    )


@pytest.fixture
def container(image: dict[str, Any]) -> Iterator[Container]:
    running = _start(image)
    try:
        yield running
    finally:
        if running.proc.poll() is None:
            running.proc.kill()
            running.proc.communicate(timeout=_TIMEOUT)


def _lines(stream: IO[str] | None) -> Iterator[str]:
    assert stream is not None
    yield from stream


def test_the_image_serves_both_routes_and_metrics_as_the_manifest_runs_it(
    image: dict[str, Any], container: Container
) -> None:
    # The final stage's ARG redeclared: the label names the base it was built on.
    assert image["config"]["Labels"]["org.opencontainers.image.base.name"] == image["base"]
    probe = container.probe("checks")
    out, err = probe.communicate(timeout=_TIMEOUT)
    assert probe.returncode == 0, err[-4000:]
    found = json.loads(out)
    assert found["health"] == {"(server)": "SERVING", "arbiter.v1.CombatService": "SERVING"}
    # arrayer_attack.json with its forced dice: the same answer on both routes.
    assert found["connect_status"] == 200
    assert found["connect"]["result"] == found["grpc"]["result"]
    assert found["connect"]["state"] == found["grpc"]["state"]
    assert 'grpc_server_handled_total{grpc_code="OK",grpc_method="ResolveAction"' in found[
        "metrics"
    ].replace(", ", ",")
    status = Path(f"/proc/{container.pid}/status").read_text(encoding="utf-8")
    uids = next(line.split()[1:] for line in status.splitlines() if line.startswith("Uid:"))
    assert set(uids) == {str(UID)}
    assert container.stop() == 0
    serving = [line for line in container.logs() if line.get("event") == "serving"]
    assert len(serving) == 1 and serving[0]["engine"].startswith("compiled")


def test_sigterm_drains_the_call_in_flight_and_exits_0(container: Container) -> None:
    probe = container.probe("drain")
    lines = _lines(probe.stdout)
    assert next(lines).strip() == "IN_FLIGHT"
    assert container.stop() == 0
    outcome = json.loads(next(lines))
    probe.communicate(timeout=_TIMEOUT)
    assert outcome["code"] == "OK", outcome
    assert outcome["rounds"] == 200
    logs = container.logs()
    # docs/deploy.md: health NOT_SERVING, the in-flight call finished within the grace, each
    # worker and the supervisor stopped, every line JSON (logs() parses each).
    draining = [line for line in logs if line["event"] == "shutting down" and "worker" in line]
    assert sorted(line["in_flight"] for line in draining) == [0, 1]
    (call,) = [line for line in logs if line["event"] == "rpc"]
    assert (call["method"], call["code"]) == ("/arbiter.v1.CombatService/ResolveEncounter", "OK")
    assert [line["exit_code"] for line in logs if line["event"] == "worker stopped"] == [0, 0]
    assert logs[-1]["event"] == "stopped" and "worker" not in logs[-1]


def test_arbiter_simulate_runs_in_the_image(image: dict[str, Any], container: Container) -> None:
    # The image's own client, beside the server as a pod's second container would be, with its
    # progress bar (tqdm was an extra the image left out, so `arbiter simulate` refused to run).
    probe = container.probe("checks")  # waits until it serves
    assert probe.communicate(timeout=_TIMEOUT) and probe.returncode == 0
    encounter = (REPO / "clients" / "python" / "examples" / "arrayer_encounter.json").read_text()
    done = _beside(
        image,
        container,
        ["arbiter", "simulate", "-", "--runs", "200", "--seed", "3", "--parallel", "2", "--json"],
        encounter,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout)["runs"] == 200
    assert container.stop() == 0
