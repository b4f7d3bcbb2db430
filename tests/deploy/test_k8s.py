"""deploy/k8s: every overlay renders with `kubectl kustomize`, validates strictly against the
Kubernetes API schemas (kubernetes-validate) and the ServiceMonitor against its schema
(jsonschema), and the rendered objects agree with the server: ports, health service names,
grace, security settings, the image, the sidecar wiring."""

from __future__ import annotations

import argparse
import copy
import json
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate
import pytest
import yaml
from grpc_health.v1 import health

from service.config import Config, add_serve_arguments
from service.server import COMBAT_SERVICE
from service.worker import config_from_json, config_to_json
from tests.deploy.support import DEPLOY, K8S, OVERLAYS, REPO, kinds, one, render
from tests.service.server_process import ServerProcess

#: The oldest Kubernetes the manifests target (native sidecars on by default since 1.29, the
#: preStop sleep action since 1.30) and the newest kubernetes-validate bundles.
KUBERNETES_VERSIONS = ("1.30.0", "1.37.0")
#: Kinds the Kubernetes schemas do not cover, each checked against its own schema below (any other
#: kind without a Kubernetes schema fails: kubernetes_validate raises SchemaNotFoundError).
CUSTOM_KINDS = {"ServiceMonitor", "PodMonitor", "PrometheusRule"}
SERVICEMONITOR_SCHEMA = K8S / "schemas" / "servicemonitor.schema.json"

Obj = dict[str, Any]


#: A stand-in for the token Secret's file: the parser reads the token file, so it must exist.
_STAND_IN_TOKEN = "stand-in-token-" + "0" * 32


def _secret_files(objects: list[Obj]) -> dict[str, tuple[str, str]]:
    """Every file the arbiter container sees from a Secret: path -> (Secret name, key)."""
    pod = _pod(objects, "game-server" if _is_sidecar(objects) else "arbiter")
    volumes = {v["name"]: v for v in pod["volumes"]}
    files: dict[str, tuple[str, str]] = {}
    for mount in _arbiter(pod)["volumeMounts"]:
        secret = volumes[mount["name"]].get("secret")
        if secret is not None:
            for item in secret["items"]:
                files[f"{mount['mountPath']}/{item['path']}"] = (secret["secretName"], item["key"])
    return files


def _config(objects: list[Obj]) -> Config:
    """The server's configuration from the rendered ConfigMap, parsed as `arbiter serve` would.

    A setting naming a file (a certificate, the token file) must name one the container mounts
    from a Secret; a stand-in file takes its place, since the parser checks the files."""
    (configmap,) = kinds(objects, "ConfigMap")
    environ = dict(configmap["data"])
    secret_files = _secret_files(objects)
    with tempfile.TemporaryDirectory() as stand_ins:
        for variable, value in environ.items():
            if value.startswith("/"):
                assert value in secret_files, f"{variable}={value} is no mounted Secret file"
                stand_in = Path(stand_ins) / variable
                stand_in.write_text(_STAND_IN_TOKEN if "TOKEN" in variable else "pem")
                environ[variable] = str(stand_in)
        parser = argparse.ArgumentParser()
        add_serve_arguments(parser, environ=environ)
        return Config.from_namespace(parser.parse_args([]))


def _is_sidecar(objects: list[Obj]) -> bool:
    return bool(kinds(objects, "Deployment")) and all(
        d["metadata"]["name"] != "arbiter" for d in kinds(objects, "Deployment")
    )


def _pod(objects: list[Obj], name: str = "arbiter") -> Obj:
    spec: Obj = one(objects, "Deployment", name)["spec"]["template"]["spec"]
    return spec


def _arbiter(pod: Obj) -> Obj:
    found: list[Obj] = [
        c for c in pod.get("initContainers", []) + pod["containers"] if c["name"] == "arbiter"
    ]
    assert len(found) == 1
    return found[0]


def _ports(container: Obj) -> dict[str, int]:
    return {p["name"]: p["containerPort"] for p in container["ports"]}


@pytest.mark.parametrize("version", KUBERNETES_VERSIONS)
@pytest.mark.parametrize("directory", OVERLAYS)
def test_renders_and_validates_strictly(directory: str, version: str) -> None:
    for obj in render(directory):
        if obj["kind"] in CUSTOM_KINDS:
            continue
        kubernetes_validate.validate(obj, version, strict=True)


def test_strict_validation_rejects_an_unknown_field() -> None:
    deployment = copy.deepcopy(one(render("base"), "Deployment"))
    deployment["spec"]["template"]["spec"]["containers"][0]["readinesProbe"] = {}
    with pytest.raises(kubernetes_validate.ValidationError, match="readinesProbe"):
        kubernetes_validate.validate(deployment, KUBERNETES_VERSIONS[0], strict=True)


def _servicemonitor_validator() -> jsonschema.Draft202012Validator:
    schema = json.loads(SERVICEMONITOR_SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def test_servicemonitor_matches_its_schema() -> None:
    (monitor,) = kinds(render("overlays/standalone"), "ServiceMonitor")
    _servicemonitor_validator().validate(monitor)


def test_servicemonitor_schema_rejects_a_misspelt_field_and_a_bad_interval() -> None:
    (monitor,) = kinds(render("overlays/standalone"), "ServiceMonitor")
    validator = _servicemonitor_validator()
    misspelt = copy.deepcopy(monitor)
    misspelt["spec"]["endpoints"][0]["scrape_timeout"] = "10s"
    bad_interval = copy.deepcopy(monitor)
    bad_interval["spec"]["endpoints"][0]["interval"] = "30 seconds"
    for broken in (misspelt, bad_interval):
        with pytest.raises(jsonschema.ValidationError):
            validator.validate(broken)


def test_configmap_is_what_the_server_parses_and_matches_the_container() -> None:
    objects = render("base")
    config = _config(objects)
    (configmap,) = kinds(objects, "ConfigMap")
    # Each setting's help names its variable ("[env ARBITER_PORT; default 50051]").
    parser = argparse.ArgumentParser()
    add_serve_arguments(parser, environ={})
    variables = {m for a in parser._actions for m in re.findall(r"\[env (\w+);", a.help or "")}
    assert set(configmap["data"]) <= variables, "not a server setting"
    assert config.host == "0.0.0.0"
    container = _arbiter(_pod(objects))
    assert container["envFrom"] == [{"configMapRef": {"name": configmap["metadata"]["name"]}}]
    assert _ports(container) == {
        "grpc": config.port,
        "http": config.http_port,
        "metrics": config.metrics_port,
    }


def test_configmap_settings_reach_the_workers() -> None:
    # With more than one worker (the default under a CPU limit of 2) the supervisor hands its
    # configuration to each worker as JSON; settings read from the environment must survive that.
    config = _config(render("base"))
    assert config_from_json(config_to_json(config)) == config
    assert type(config.host) is str


def _cpus(quantity: str) -> float:
    """A Kubernetes CPU quantity ("2", "500m") in CPUs."""
    return int(quantity[:-1]) / 1000 if quantity.endswith("m") else float(quantity)


@pytest.mark.parametrize("directory", OVERLAYS)
def test_cpu_request_limit_and_workers_agree(directory: str) -> None:
    # One worker per CPU the pod may use, the request equal to it, so the HPA's utilisation (of
    # the request) and the sizing formula (of the limit) are the same measure.
    objects = render(directory)
    config = _config(objects)
    name = "game-server" if _is_sidecar(objects) else "arbiter"
    resources = _arbiter(_pod(objects, name))["resources"]
    assert (
        _cpus(resources["requests"]["cpu"]) == _cpus(resources["limits"]["cpu"]) == config.workers
    )
    assert config.workers == (1 if _is_sidecar(objects) else 2)


@pytest.mark.parametrize("directory", OVERLAYS)
def test_probes_ask_the_real_health_services(directory: str) -> None:
    objects = render(directory)
    config = _config(objects)
    container = _arbiter(_pod(objects, "game-server" if "sidecar" in directory else "arbiter"))
    # The kubelet's gRPC probes speak plaintext to the pod's address: under TLS, or with the
    # API on loopback (the sidecar), they call the plaintext health port, on every interface.
    private = config.tls_cert is not None or config.host == "127.0.0.1"
    port = config.health_port if private else config.port
    assert port is not None
    if private:
        assert (config.health_host or config.host) == "0.0.0.0"
        assert _ports(container)["health"] == port
    # One slow check must not take the pod (a whole game server, for the sidecar) out of its
    # Service: three misses in a row do.
    assert container["readinessProbe"]["failureThreshold"] >= 3
    # Ready (and started) when CombatService serves; alive while the process answers at all.
    for probe in ("startupProbe", "readinessProbe"):
        assert container[probe]["grpc"] == {"port": port, "service": COMBAT_SERVICE}
    assert container["livenessProbe"]["grpc"] == {
        "port": port,
        "service": health.OVERALL_HEALTH,
    }


@pytest.mark.parametrize("directory", OVERLAYS)
def test_termination_grace_outlasts_the_drain(directory: str) -> None:
    objects = render(directory)
    config = _config(objects)
    pod = _pod(objects, "game-server" if "sidecar" in directory else "arbiter")
    container = _arbiter(pod)
    pre_stop = container.get("lifecycle", {}).get("preStop", {}).get("sleep", {}).get("seconds", 0)
    # The kubelet's SIGKILL comes terminationGracePeriodSeconds after the preStop hook starts:
    # the hook, the drain and a margin for closing must fit.
    assert pod["terminationGracePeriodSeconds"] >= pre_stop + config.grace + 5


@pytest.mark.parametrize("directory", OVERLAYS)
def test_arbiter_runs_locked_down(directory: str) -> None:
    objects = render(directory)
    pod = _pod(objects, "game-server" if "sidecar" in directory else "arbiter")
    container = _arbiter(pod)
    user = re.search(r"^USER (\d+):(\d+)$", (DEPLOY / "Dockerfile").read_text(), re.M)
    assert user is not None
    assert container["securityContext"] == {
        "runAsNonRoot": True,
        "runAsUser": int(user[1]),
        "runAsGroup": int(user[2]),
        "readOnlyRootFilesystem": True,
        "allowPrivilegeEscalation": False,
        "privileged": False,
        "capabilities": {"drop": ["ALL"]},
        "seccompProfile": {"type": "RuntimeDefault"},
    }
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
    assert pod["automountServiceAccountToken"] is False
    # The one writable path is a pod-local emptyDir at /tmp; any other mount is a read-only
    # Secret (the TLS overlay's certificates and token).
    mounts = container["volumeMounts"]
    (writable,) = [m for m in mounts if not m.get("readOnly")]
    assert writable["mountPath"] == "/tmp"
    volumes = {v["name"]: v for v in pod["volumes"]}
    assert "emptyDir" in volumes[writable["name"]]
    for mount in mounts:
        if mount.get("readOnly"):
            assert volumes[mount["name"]]["secret"]["defaultMode"] == 0o440


@pytest.mark.parametrize("directory", OVERLAYS)
def test_the_image_is_the_projects_and_its_entrypoint_runs(directory: str) -> None:
    objects = render(directory)
    container = _arbiter(_pod(objects, "game-server" if "sidecar" in directory else "arbiter"))
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    assert container["image"] == f"arbiter:{version}"
    # The image's ENTRYPOINT (`arbiter serve`) runs as it is, configured by the environment.
    assert "command" not in container
    assert "args" not in container


def test_service_ports_are_named_typed_and_reach_the_container() -> None:
    objects = render("base")
    config = _config(objects)
    service = one(objects, "Service", "arbiter")
    assert [
        (p["name"], p["port"], p["targetPort"], p["appProtocol"]) for p in service["spec"]["ports"]
    ] == [
        ("grpc", config.port, "grpc", "kubernetes.io/h2c"),
        ("http", config.http_port, "http", "http"),
        ("metrics", config.metrics_port, "metrics", "http"),
    ]


def _labels_match(selector: dict[str, str], labels: dict[str, str]) -> bool:
    return bool(selector) and all(labels.get(k) == v for k, v in selector.items())


def test_standalone_scales_on_cpu_and_keeps_pods_available() -> None:
    objects = render("overlays/standalone")
    deployment = one(objects, "Deployment", "arbiter")
    pod_labels = deployment["spec"]["template"]["metadata"]["labels"]
    hpa = one(objects, "HorizontalPodAutoscaler")
    # Left to the autoscaler, so re-applying the manifests does not reset the count.
    assert "replicas" not in deployment["spec"]
    assert hpa["spec"]["scaleTargetRef"] == {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "name": "arbiter",
    }
    assert [m["resource"]["name"] for m in hpa["spec"]["metrics"] if m["type"] == "Resource"] == [
        "cpu"
    ]
    # Utilization is a share of the request, so the container must have one.
    assert _arbiter(_pod(objects))["resources"]["requests"]["cpu"]
    pdb = one(objects, "PodDisruptionBudget")
    assert _labels_match(pdb["spec"]["selector"]["matchLabels"], pod_labels)
    for service in kinds(objects, "Service"):
        assert _labels_match(service["spec"]["selector"], pod_labels)
    for constraint in _pod(objects)["topologySpreadConstraints"]:
        assert _labels_match(constraint["labelSelector"]["matchLabels"], pod_labels)


def test_standalone_reconnects_within_minutes_and_long_calls_keep_their_grace() -> None:
    # Clients balancing over the headless Service see a new pod when they reconnect: every
    # 5 minutes, not 30. A call in flight at that GOAWAY keeps the age's own grace, far above
    # the shutdown grace, so a long Simulate is not cut.
    config = _config(render("overlays/standalone"))
    assert config.max_connection_age == 300
    assert config.max_connection_age_grace >= 10 * config.grace


def test_standalone_headless_service_and_one_scrape_per_pod() -> None:
    objects = render("overlays/standalone")
    headless = one(objects, "Service", "arbiter-headless")
    assert headless["spec"]["clusterIP"] == "None"
    assert [p["name"] for p in headless["spec"]["ports"]] == ["grpc"]
    (monitor,) = kinds(objects, "ServiceMonitor")
    (endpoint,) = monitor["spec"]["endpoints"]
    scraped = [
        s
        for s in kinds(objects, "Service")
        if _labels_match(monitor["spec"]["selector"]["matchLabels"], s["metadata"]["labels"])
        and endpoint["port"] in [p["name"] for p in s["spec"]["ports"]]
    ]
    # Exactly one Service offers the metrics port, so each pod is one target.
    assert [s["metadata"]["name"] for s in scraped] == ["arbiter"]
    assert endpoint["path"] == "/metrics"


#: The namespace NetworkPolicies admit to the metrics port (where Prometheus runs).
_MONITORING = {"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "monitoring"}}}


def test_standalone_admits_the_api_to_all_metrics_to_prometheus_and_no_egress() -> None:
    objects = render("overlays/standalone")
    (policy,) = kinds(objects, "NetworkPolicy")
    assert _labels_match(
        policy["spec"]["podSelector"]["matchLabels"],
        one(objects, "Deployment")["spec"]["template"]["metadata"]["labels"],
    )
    assert (policy["spec"]["policyTypes"], policy["spec"]["egress"]) == (["Ingress", "Egress"], [])
    api, metrics = policy["spec"]["ingress"]
    assert "from" not in api and {p["port"] for p in api["ports"]} == {"grpc", "http"}
    assert metrics == {"from": [_MONITORING], "ports": [{"port": "metrics", "protocol": "TCP"}]}


def test_sidecar_is_a_native_sidecar_the_game_server_reaches_on_localhost() -> None:
    objects = render("overlays/sidecar")
    config = _config(objects)
    pod = _pod(objects, "game-server")
    (sidecar,) = pod["initContainers"]
    assert sidecar["name"] == "arbiter"
    assert sidecar["restartPolicy"] == "Always"
    # The kubelet starts the main containers only after this probe passes.
    assert "startupProbe" in sidecar
    assert [c["name"] for c in pod["containers"]] == ["game-server"]
    (game,) = pod["containers"]
    env = {e["name"]: e["value"] for e in game["env"]}
    assert env["ARBITER_TARGET"] == f"127.0.0.1:{config.port}"
    assert env["GAME_ARBITER_URL"] == f"http://127.0.0.1:{config.http_port}"
    # Pod-local: no Service leads to Arbiter, and the policy lets other pods reach the game port
    # only.
    assert kinds(objects, "Service") == []
    (policy,) = kinds(objects, "NetworkPolicy")
    pod_labels = one(objects, "Deployment", "game-server")["spec"]["template"]["metadata"]["labels"]
    assert _labels_match(policy["spec"]["podSelector"]["matchLabels"], pod_labels)
    assert policy["spec"]["ingress"] == [
        {"ports": [{"port": "game", "protocol": "UDP"}]},
        {"from": [_MONITORING], "ports": [{"port": "metrics", "protocol": "TCP"}]},
    ]
    assert (policy["spec"]["policyTypes"], policy["spec"]["egress"]) == (["Ingress", "Egress"], [])
    assert "game" in _ports(game)
    # Scraped by a PodMonitor (no Service leads to the sidecar) on its metrics port.
    (monitor,) = kinds(objects, "PodMonitor")
    assert _labels_match(monitor["spec"]["selector"]["matchLabels"], pod_labels)
    (endpoint,) = monitor["spec"]["podMetricsEndpoints"]
    assert (endpoint["port"], endpoint["path"]) == ("metrics", "/metrics")
    assert _ports(sidecar)["metrics"] == config.metrics_port
    # The API on loopback, the metrics where the PodMonitor's Prometheus reaches them.
    assert (config.host, config.metrics_host) == ("127.0.0.1", "0.0.0.0")


def test_tls_overlay_serves_mtls_with_the_token_and_no_reflection() -> None:
    objects = render("overlays/tls")
    config = _config(objects)
    secret_files = _secret_files(objects)
    (configmap,) = kinds(objects, "ConfigMap")
    data = configmap["data"]
    assert config.tls_cert is not None and config.tls_key is not None
    assert config.tls_client_ca is not None
    assert config.auth_token is not None
    assert config.reflection is False
    # cert-manager's layout of a kubernetes.io/tls Secret, and the token Secret.
    assert {secret_files[data[v]] for v in ("ARBITER_TLS_CERT", "ARBITER_TLS_KEY")} == {
        ("arbiter-tls", "tls.crt"),
        ("arbiter-tls", "tls.key"),
    }
    assert secret_files[data["ARBITER_TLS_CLIENT_CA"]] == ("arbiter-tls", "ca.crt")
    assert secret_files[data["ARBITER_AUTH_TOKEN_FILE"]] == ("arbiter-token", "token")
    # No Secret is generated: keys and tokens stay out of git.
    assert kinds(objects, "Secret") == []
    container = _arbiter(_pod(objects))
    assert _ports(container) == {
        "grpc": config.port,
        "http": config.http_port,
        "metrics": config.metrics_port,
        "health": config.health_port,
    }


def test_tls_overlay_services_say_tls_and_never_offer_the_health_port() -> None:
    objects = render("overlays/tls")
    protocols = {
        (service["metadata"]["name"], port["name"]): port["appProtocol"]
        for service in kinds(objects, "Service")
        for port in service["spec"]["ports"]
    }
    assert protocols == {
        ("arbiter", "grpc"): "https",
        ("arbiter", "http"): "https",
        ("arbiter", "metrics"): "http",
        ("arbiter-headless", "grpc"): "https",
    }


def test_tls_overlay_keeps_the_metrics_port_from_everyone_but_prometheus() -> None:
    objects = render("overlays/tls")
    (policy,) = kinds(objects, "NetworkPolicy")
    pod_labels = one(objects, "Deployment", "arbiter")["spec"]["template"]["metadata"]["labels"]
    assert _labels_match(policy["spec"]["podSelector"]["matchLabels"], pod_labels)
    open_ports = {
        port["port"]
        for rule in policy["spec"]["ingress"]
        if "from" not in rule
        for port in rule["ports"]
    }
    assert open_ports == {"grpc", "http"}
    (metrics_rule,) = [
        rule
        for rule in policy["spec"]["ingress"]
        if {"port": "metrics", "protocol": "TCP"} in rule["ports"]
    ]
    assert metrics_rule["from"]


# --- the Indexed Job examples (deploy/k8s/examples/simulation, loadtest) -------------------------

SIMULATION = K8S / "examples" / "simulation"
LOADTEST = K8S / "examples" / "loadtest"


def _job_objects(example: Path = SIMULATION) -> list[Obj]:
    """An example's rendered objects and its merge Job (created by hand after the parts)."""
    merge_job = yaml.safe_load((example / "merge-job.yaml").read_text(encoding="utf-8"))
    return [*render(f"examples/{example.name}"), merge_job]


@pytest.mark.parametrize("example", [SIMULATION, LOADTEST], ids=["simulation", "loadtest"])
@pytest.mark.parametrize("version", KUBERNETES_VERSIONS)
def test_the_job_examples_validate_strictly(version: str, example: Path) -> None:
    for obj in _job_objects(example):
        kubernetes_validate.validate(obj, version, strict=True)


def _run_in(root: Path, script: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """A container's ``sh -c`` script, its /request and /results mounts bound from ``root``."""
    return subprocess.run(
        [
            shutil.which("bwrap") or "bwrap",
            "--bind",
            "/",
            "/",
            "--dev-bind",
            "/dev",
            "/dev",
            "--ro-bind",
            str(root / "request"),
            "/request",
            "--bind",
            str(root / "results"),
            "/results",
            "--",
            "sh",
            "-c",
            script,
        ],
        env={"PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin", **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _containers(example: Path) -> tuple[Obj, Obj, Obj]:
    """An example's parts Job, its part container and its merge container."""
    objects = _job_objects(example)
    (parts,) = [o for o in objects if o["metadata"]["name"].endswith("-parts")]
    (merging,) = [o for o in objects if o["metadata"]["name"].endswith("-merge")]
    (part,) = parts["spec"]["template"]["spec"]["containers"]
    (merge_container,) = merging["spec"]["template"]["spec"]["containers"]
    return parts, part, merge_container


def _mounted(root: Path, example: Path, part: Obj, request: str) -> dict[str, str]:
    """The part container's environment, its target the headless Service's; ``root`` holds
    the pods' mounts: ``request`` (the example's request file) and an empty results folder."""
    env = {e["name"]: e["value"] for e in part["env"]}
    assert env["ARBITER_TARGET"].startswith("dns:///arbiter-headless.")
    (root / "request").mkdir()
    (root / "results").mkdir()
    (root / "request" / request).write_text((example / request).read_text(encoding="utf-8"))
    return env


def test_the_simulation_job_plays_its_parts_and_merges_them_into_one_calls_result(
    tmp_path: Path,
) -> None:
    # The Job's own scripts, run index by index as its pods would (their mounts bound by
    # bubblewrap, the runs per part scaled down), against a real server: the merge step's
    # output is the JSON of one call for all the runs.
    parts, part, merge_container = _containers(SIMULATION)
    assert (parts["spec"]["completionMode"], parts["spec"]["maxFailedIndexes"]) == ("Indexed", 0)
    env = _mounted(tmp_path, SIMULATION, part, "encounter.json")
    completions, runs_per_part = parts["spec"]["completions"], 7
    with ServerProcess() as server:
        for index in range(completions):
            done = _run_in(
                tmp_path,
                part["args"][0],
                {
                    **env,
                    "JOB_COMPLETION_INDEX": str(index),
                    "RUNS_PER_PART": str(runs_per_part),
                    "ARBITER_TARGET": server.target,
                },
            )
            assert done.returncode == 0, done.stderr
        merged = _run_in(tmp_path, merge_container["args"][0], {})
        assert merged.returncode == 0, merged.stderr
        one = subprocess.run(
            [
                str(Path(sys.executable).parent / "arbiter"),
                "simulate",
                str(SIMULATION / "encounter.json"),
                "--target",
                server.target,
                "--seed",
                env["SEED"],
                "--runs",
                str(completions * runs_per_part),
                "--no-progress",
                "--json",
            ],
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
    assert merged.stdout == one.stdout
    assert json.loads(one.stdout)["runs"] == completions * runs_per_part


def test_the_loadtest_job_runs_its_parts_side_by_side_and_gates_on_their_merge(
    tmp_path: Path,
) -> None:
    # The Job's own scripts, run index by index (their mounts bound by bubblewrap, each part a
    # fraction of a second) against a real server; then the merge step's own script, once with
    # the example's thresholds loosened to pass, once with a p99 no run meets: exit 1, named.
    parts, part, merge_container = _containers(LOADTEST)
    # Side by side, and never retried: a retry would not overlap the others.
    spec = parts["spec"]
    assert spec["parallelism"] == spec["completions"] and spec["backoffLimitPerIndex"] == 0
    env = _mounted(tmp_path, LOADTEST, part, "request.json")
    merge_env = {e["name"]: e["value"] for e in merge_container["env"]}
    with ServerProcess() as server:
        for index in range(spec["completions"]):
            done = _run_in(
                tmp_path,
                part["args"][0],
                {**env, "JOB_COMPLETION_INDEX": str(index), "DURATION": "0.3",
                 "ARBITER_TARGET": server.target},
            )  # fmt: skip
            assert done.returncode == 0, done.stderr
    passed = _run_in(
        tmp_path, merge_container["args"][0], {**merge_env, "P99": "60s", "MIN_RPS": "1"}
    )
    assert passed.returncode == 0, passed.stderr
    assert "Parts:        4 runs side by side, merged" in passed.stdout
    assert passed.stdout.rstrip().endswith("PASSED")
    failed = _run_in(tmp_path, merge_container["args"][0], {**merge_env, "P99": "0.001ms"})
    assert failed.returncode == 1
    assert "FAILED:\n  threshold p99<0.001ms: " in failed.stdout


# --- the arbiter-sidecar Component (deploy/k8s/components/arbiter-sidecar) -----------------------

_WORKLOADS = """
apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: lobby
  annotations:
    arbiter.dev/sidecar: enabled
spec:
  serviceName: lobby
  selector: {matchLabels: {app: lobby}}
  template:
    metadata: {labels: {app: lobby}}
    spec:
      initContainers:
        - {name: migrate, image: migrate}
      containers:
        - {name: lobby, image: lobby}
      volumes:
        - {name: data, emptyDir: {}}
---
apiVersion: batch/v1
kind: Job
metadata:
  name: tournament
  annotations:
    arbiter.dev/sidecar: enabled
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - {name: bracket, image: bracket}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: untouched
spec:
  selector: {matchLabels: {app: untouched}}
  template:
    metadata: {labels: {app: untouched}}
    spec:
      containers:
        - {name: web, image: web}
"""


def test_the_sidecar_component_adds_arbiter_to_annotated_workloads_and_keeps_theirs() -> None:
    with tempfile.TemporaryDirectory(dir=K8S) as directory:
        root = Path(directory)
        (root / "workloads.yaml").write_text(_WORKLOADS, encoding="utf-8")
        (root / "kustomization.yaml").write_text(
            "resources: [workloads.yaml]\ncomponents: [../components/arbiter-sidecar]\n",
            encoding="utf-8",
        )
        objects = render(root.name)
    by_name = {o["metadata"]["name"]: o["spec"]["template"]["spec"] for o in objects if "spec" in o}
    lobby, tournament, untouched = by_name["lobby"], by_name["tournament"], by_name["untouched"]
    assert [c["name"] for c in lobby["initContainers"]] == ["arbiter", "migrate"]
    assert [c["name"] for c in lobby["containers"]] == ["lobby"]
    assert {v["name"] for v in lobby["volumes"]} == {"data", "arbiter-tmp"}
    assert [c["name"] for c in tournament["initContainers"]] == ["arbiter"]
    assert "initContainers" not in untouched and "volumes" not in untouched
    (configmap,) = kinds(objects, "ConfigMap")
    sidecar = tournament["initContainers"][0]
    assert sidecar["restartPolicy"] == "Always"
    assert sidecar["envFrom"] == [{"configMapRef": {"name": configmap["metadata"]["name"]}}]
    for obj in objects:
        kubernetes_validate.validate(obj, KUBERNETES_VERSIONS[0], strict=True)


def test_the_sidecar_component_runs_the_image_as_the_base_does() -> None:
    # Its container is written out (a sidecar is an init container, the base's a main one): the
    # settings that make it safe and probed must not drift from the base's.
    base = _arbiter(_pod(render("base")))
    sidecar = _arbiter(_pod(render("overlays/sidecar"), "game-server"))
    for key in ("image", "imagePullPolicy", "securityContext"):
        assert sidecar[key] == base[key], key
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert sidecar[probe]["grpc"]["service"] == base[probe]["grpc"]["service"]
        assert {k: v for k, v in sidecar[probe].items() if k != "grpc"} == {
            k: v for k, v in base[probe].items() if k != "grpc"
        }
    assert {k: v for k, v in _ports(sidecar).items() if k != "health"} == _ports(base)


# --- alerting rules (deploy/k8s/overlays/standalone/prometheusrule.yaml), by promtool -----------


def _series(name: str, values: str, **labels: str) -> dict[str, str]:
    every = {"job": "arbiter", "namespace": "games", **labels}
    return {
        "series": name + "{" + ",".join(f'{k}="{v}"' for k, v in every.items()) + "}",
        "values": values,
    }


def _alert(alertname: str, at: str, description: str, **labels: str) -> dict[str, Any]:
    (rule,) = [
        r
        for g in one(render("overlays/standalone"), "PrometheusRule")["spec"]["groups"]
        for r in g["rules"]
        if r["alert"] == alertname
    ]
    summary = rule["annotations"]["summary"].replace("{{ $labels.pod }}", labels.get("pod", ""))
    return {
        "eval_time": at,
        "alertname": alertname,
        "exp_alerts": [
            {
                "exp_labels": {"severity": "warning", "namespace": "games", **labels},
                "exp_annotations": {"summary": summary, "description": description},
            }
        ],
    }


def _pod_series(*, internal: str, fast: str, busy: str, exits: str) -> list[dict[str, str]]:
    """A pod's series a minute apart: per minute 1,000 OK calls, ``internal`` INTERNAL ones and
    500 INVALID_ARGUMENT; ``fast`` of every 100 unary calls under 0.1 s, all under 1 s;
    ``busy`` SERVER_BUSY refusals; worker exits 0, 0, then ``exits`` and on (the last held)."""
    held = exits.rsplit(maxsplit=1)[-1]
    return [
        _series("grpc_server_handled_total", "0+1000x40", grpc_code="OK"),
        _series("grpc_server_handled_total", internal, grpc_code="INTERNAL"),
        _series("grpc_server_handled_total", "0+500x40", grpc_code="INVALID_ARGUMENT"),
        _series("grpc_server_handling_seconds_bucket", fast, grpc_type="unary", le="0.1"),
        _series("grpc_server_handling_seconds_bucket", "0+100x40", grpc_type="unary", le="1"),
        _series("grpc_server_handling_seconds_bucket", "0+100x40", grpc_type="unary", le="+Inf"),
        _series("arbiter_server_busy_total", busy),
        _series("arbiter_worker_exits_total", f"0 0 {exits} {held}x5", pod="arbiter-0", worker="1"),
    ]


def test_the_alerts_fire_on_what_they_name_and_stay_quiet_on_a_healthy_pod(tmp_path: Path) -> None:
    # Synthetic series a minute apart (promtool's unit tests): per minute 1,000 OK calls, 20
    # INTERNAL and 500 INVALID_ARGUMENT (the caller's, not counted as errors): 20 / 1,520 =
    # 1.316 %; 10 % of calls under 0.1 s and all under 1 s: p99 = 0.1 + 0.89 / 0.9 x 0.9 =
    # 0.99 s; 30 SERVER_BUSY refusals a minute (0.5/s); 4 worker exits in the first 5 minutes.
    promtool = shutil.which("promtool")
    assert promtool is not None, "promtool missing: run scripts/bootstrap.sh --dev"
    rule = one(render("overlays/standalone"), "PrometheusRule")
    (tmp_path / "rules.yaml").write_text(yaml.safe_dump({"groups": rule["spec"]["groups"]}))
    failing = _pod_series(internal="0+20x40", fast="0+10x40", busy="0+30x40", exits="1 2 3 4")
    healthy = _pod_series(internal="0x40", fast="0+99x40", busy="0x40", exits="1 1 1 1")
    error_text = (
        "1.316% of calls ended INTERNAL, UNKNOWN, UNAVAILABLE or DATA_LOSS over 5 minutes. The "
        "rpc log lines of those calls carry their request ids."
    )
    latency_text = (
        "p99 990ms over 5 minutes: the pods are saturated (see the autoscaler and "
        "ArbiterServerBusy) or the requests grew (arbiter loadtest a request file of yours)."
    )
    busy_text = "500m calls a second were refused RESOURCE_EXHAUSTED (SERVER_BUSY) over 5 minutes."
    exits_text = (
        "4 worker exits in 15 minutes; the rpc and worker exited log lines of the pod say which "
        "and with what signal."
    )
    alerts = ("ArbiterErrorRatioHigh", "ArbiterLatencyP99High", "ArbiterServerBusy")
    tests = {
        "rule_files": ["rules.yaml"],
        "evaluation_interval": "1m",
        "tests": [
            {
                "interval": "1m",
                "input_series": failing,
                "alert_rule_test": [
                    _alert("ArbiterErrorRatioHigh", "20m", error_text),
                    _alert("ArbiterLatencyP99High", "20m", latency_text),
                    _alert("ArbiterServerBusy", "20m", busy_text),
                    _alert("ArbiterWorkerRestarts", "6m", exits_text, pod="arbiter-0"),
                ],
            },
            {
                "interval": "1m",
                "input_series": healthy,
                "alert_rule_test": [
                    {"eval_time": at, "alertname": name, "exp_alerts": []}
                    for name, at in [*((a, "20m") for a in alerts), ("ArbiterWorkerRestarts", "6m")]
                ],
            },
        ],
    }
    (tmp_path / "tests.yaml").write_text(yaml.safe_dump(tests))
    for command in (("check", "rules", "rules.yaml"), ("test", "rules", "tests.yaml")):
        done = subprocess.run(
            [promtool, *command],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stdout + done.stderr


def test_the_agones_fleet_runs_the_components_sidecar() -> None:
    # Written out in the Fleet (the Component cannot patch its deeper pod template): it must be
    # the Component's container, its ConfigMap the Component's (hash suffix included).
    objects = render("examples/agones")
    (fleet,) = [o for o in objects if o["kind"] == "Fleet"]
    pod = fleet["spec"]["template"]["spec"]["template"]["spec"]
    (sidecar,) = pod["initContainers"]
    component = _arbiter(_pod(render("overlays/sidecar"), "game-server"))
    assert sidecar == component
    (configmap,) = kinds(objects, "ConfigMap")
    assert sidecar["envFrom"] == [{"configMapRef": {"name": configmap["metadata"]["name"]}}]
    assert [c["name"] for c in pod["containers"]] == [
        fleet["spec"]["template"]["spec"]["container"]
    ]
    assert {v["name"] for v in pod["volumes"]} == {m["name"] for m in sidecar["volumeMounts"]}
    kubernetes_validate.validate(configmap, KUBERNETES_VERSIONS[0], strict=True)
