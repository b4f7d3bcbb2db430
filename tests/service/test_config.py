"""Server configuration: flags beat environment variables beat defaults; bad values exit 2."""

from __future__ import annotations

import argparse
import dataclasses
import re
import subprocess
import sys
from pathlib import Path

import pytest

from service.auth import AuthToken
from service.config import (
    DEFAULT_METRICS_PORT,
    SERVE_DESCRIPTION,
    Config,
    add_serve_arguments,
)
from service.cpus import available_workers
from service.limits import Limits
from tests.service.server_process import REPO


def _parse(argv: list[str], env: dict[str, str] | None = None) -> Config:
    parser = argparse.ArgumentParser(prog="serve")
    add_serve_arguments(parser, environ=env or {})
    return Config.from_namespace(parser.parse_args(argv))


def _parse_error(
    capsys: pytest.CaptureFixture[str], argv: list[str], env: dict[str, str] | None = None
) -> str:
    """The usage error argparse prints; the parse must exit with code 2."""
    with pytest.raises(SystemExit) as exited:
        _parse(argv, env)
    assert exited.value.code == 2
    return capsys.readouterr().err


def test_defaults_bind_loopback() -> None:
    config = _parse([])
    assert config == Config()
    assert (config.host, config.port, config.metrics_port) == ("127.0.0.1", 50051, 9464)
    assert (config.grace, config.log_level) == (10.0, "info")
    assert config.limits == Limits()


def test_environment_overrides_defaults() -> None:
    config = _parse(
        [],
        {
            "ARBITER_HOST": "::1",
            "ARBITER_PORT": "6000",
            "ARBITER_METRICS_PORT": "6001",
            "ARBITER_SHUTDOWN_GRACE": "2.5",
            "ARBITER_LOG_LEVEL": "DEBUG",
            "ARBITER_MAX_COMBATANTS": "8",
            "ARBITER_MAX_MESSAGE_BYTES": "65536",
            "ARBITER_OFFLOAD_THREADS": "3",
        },
    )
    assert (config.host, config.port, config.metrics_port) == ("::1", 6000, 6001)
    assert config.offload_threads == 3
    assert (config.grace, config.log_level) == (2.5, "debug")
    assert config.limits == dataclasses.replace(Limits(), max_combatants=8, max_message_bytes=65536)


def test_flags_override_environment() -> None:
    env = {
        "ARBITER_PORT": "6000",
        "ARBITER_SHUTDOWN_GRACE": "2.5",
        "ARBITER_MAX_ROUNDS": "300",
        # Not overridden by a flag: still applies.
        "ARBITER_LOG_LEVEL": "warning",
    }
    config = _parse(["--port", "7000", "--grace", "0", "--max-rounds", "90"], env)
    assert (config.port, config.grace, config.log_level) == (7000, 0.0, "warning")
    assert config.limits.max_rounds == 90


def test_a_good_flag_wins_over_a_bad_environment_value() -> None:
    # The environment value is only checked when it is used.
    assert _parse(["--port", "7000"], {"ARBITER_PORT": "nope"}).port == 7000


def test_every_limit_has_a_flag_and_a_variable() -> None:
    names = [f.name for f in dataclasses.fields(Limits)]
    flags = [f"--{name.replace('_', '-')}" for name in names]
    config = _parse([arg for flag in flags for arg in (flag, "7")])
    assert all(getattr(config.limits, name) == 7 for name in names)
    env = {f"ARBITER_{name.upper()}": "9" for name in names}
    config = _parse([], env)
    assert all(getattr(config.limits, name) == 9 for name in names)


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("0", "must be a positive integer: '0'"),
        ("-1", "must be a positive integer: '-1'"),
        ("10.5", "not an integer: '10.5'"),
        ("many", "not an integer: 'many'"),
    ],
)
def test_bad_limit_flag_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], value: str, message: str
) -> None:
    assert f"argument --max-dice: {message}" in _parse_error(capsys, ["--max-dice", value])


def test_bad_environment_value_names_the_variable(capsys: pytest.CaptureFixture[str]) -> None:
    err = _parse_error(capsys, [], {"ARBITER_PORT": "70000"})
    assert "argument --port: port out of range 0..65535: 70000 (from ARBITER_PORT)" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--port", "http"], "argument --port: not an integer: 'http'"),
        (["--port", "-5"], "argument --port: port out of range 0..65535: -5"),
        (["--metrics-port", "no"], "argument --metrics-port: not an integer: 'no'"),
        (["--grace", "-1"], "argument --grace: grace must be a finite number of seconds >= 0"),
        (["--grace", "nan"], "argument --grace: grace must be a finite number of seconds >= 0"),
        (["--log-level", "loud"], "argument --log-level: log level must be one of"),
        (["--host", ""], "argument --host: host must be a non-empty name or address: ''"),
        (["--workers", "0"], "argument --workers: workers must be at least 1: 0"),
        (["--workers", "all"], "argument --workers: not an integer: 'all'"),
        (["--read-timeout", "0"], "argument --read-timeout: a timeout must be a finite number"),
        (["--idle-timeout", "inf"], "argument --idle-timeout: a timeout must be a finite number"),
        (["--max-connection-age", "soon"], "argument --max-connection-age: not a number"),
        (["--max-concurrent-streams", "0"], "argument --max-concurrent-streams: must be a posit"),
    ],
)
def test_bad_flag_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert message in _parse_error(capsys, argv)


def test_metrics_off_by_flag_or_environment() -> None:
    assert _parse(["--metrics-port", "off"]).metrics_port is None
    assert _parse([], {"ARBITER_METRICS_PORT": "OFF"}).metrics_port is None
    assert _parse(["--metrics-port", "0"]).metrics_port == 0
    assert _parse(["--metrics-port", "9999"], {"ARBITER_METRICS_PORT": "off"}).metrics_port == 9999
    assert _parse([]).metrics_port == DEFAULT_METRICS_PORT


def test_inconsistent_limits_are_rejected_by_from_namespace() -> None:
    parser = argparse.ArgumentParser()
    add_serve_arguments(parser, environ={"ARBITER_MAX_ROUNDS": "10"})
    ns = parser.parse_args(["--default-max-rounds", "20"])
    with pytest.raises(ValueError, match=r"default_max_rounds \(20\) exceeds max_rounds \(10\)"):
        Config.from_namespace(ns)


def test_the_request_cost_limit_may_not_exceed_the_stream_cost_limit() -> None:
    with pytest.raises(ValueError, match=r"max_request_cost \(11\) exceeds max_stream_cost \(10\)"):
        Limits(max_request_cost=11, max_stream_cost=10)
    with pytest.raises(ValueError, match="max heavy calls must be 1 or more: 0"):
        Config(max_heavy_calls=0)


def test_config_checks_values_built_directly() -> None:
    with pytest.raises(ValueError, match=r"port out of range 0\.\.65535: 65536"):
        Config(port=65536)
    with pytest.raises(ValueError, match="log level must be one of"):
        Config(log_level="verbose")
    with pytest.raises(ValueError, match="offload threads must be 1 or more: 0"):
        Config(offload_threads=0)
    with pytest.raises(ValueError, match="max queued bytes must be 1 or more: 0"):
        Config(max_queued_bytes=0)
    with pytest.raises(ValueError, match="max queued simulations must be 1 or more: 0"):
        Config(max_queued_simulations=0)
    with pytest.raises(ValueError, match="read timeout must be a finite number of seconds > 0"):
        Config(read_timeout=-1.0)


def test_help_documents_every_variable() -> None:
    parser = argparse.ArgumentParser(description=SERVE_DESCRIPTION)
    add_serve_arguments(parser, environ={})
    text = " ".join(parser.format_help().split())
    variables = ["ARBITER_HOST", "ARBITER_PORT", "ARBITER_METRICS_PORT"]
    variables += ["ARBITER_SHUTDOWN_GRACE", "ARBITER_LOG_LEVEL", "ARBITER_OFFLOAD_THREADS"]
    variables += [f"ARBITER_{f.name.upper()}" for f in dataclasses.fields(Limits)]
    for variable in variables:
        assert f"[env {variable}; default " in text
    # The limits' own documentation is the help text.
    assert "--max-rounds N Hard cap on ResolveEncounter max_rounds" in text
    assert "'off' disables the endpoint" in text


def test_module_entry_point_exits_2_on_a_bad_value() -> None:
    env = {"ARBITER_MAX_ROUNDS": "5", "ARBITER_DEFAULT_MAX_ROUNDS": "6", "PATH": ""}
    done = subprocess.run(
        [sys.executable, "-m", "service"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert "error: default_max_rounds (6) exceeds max_rounds (5)" in done.stderr
    assert done.stdout == ""


def test_the_connect_route_and_cors_settings() -> None:
    config = _parse([])
    assert (config.http_port, config.cors_origins) == (8080, ())
    env = {"ARBITER_HTTP_PORT": "off", "ARBITER_CORS_ORIGINS": "https://a.example, http://b:8060"}
    config = _parse([], env)
    assert (config.http_port, config.cors_origins) == (None, ("https://a.example", "http://b:8060"))
    config = _parse(["--http-port", "0", "--cors-origins", "*"], env)
    assert (config.http_port, config.cors_origins) == (0, ("*",))


def test_a_bad_cors_origin_names_its_variable(capsys: pytest.CaptureFixture[str]) -> None:
    err = _parse_error(capsys, [], {"ARBITER_CORS_ORIGINS": "game.example"})
    assert "ARBITER_CORS_ORIGINS" in err
    assert "'game.example'" in err


@pytest.mark.parametrize(
    ("host", "served"),
    [
        ("127.0.0.1", True),
        ("127.8.9.10", True),
        ("::1", True),
        ("localhost", True),
        ("0.0.0.0", False),
        ("::", False),
        ("10.1.2.3", False),
        ("arbiter.example", False),
    ],
)
def test_the_studio_is_served_by_default_only_on_loopback(host: str, served: bool) -> None:
    config = _parse(["--host", host])
    assert config.studio == "auto"
    assert config.serves_studio is served
    assert _parse(["--host", host, "--studio", "on"]).serves_studio is True
    assert _parse(["--host", host], {"ARBITER_STUDIO": "OFF"}).serves_studio is False


def test_the_studio_needs_the_connect_route(capsys: pytest.CaptureFixture[str]) -> None:
    assert _parse(["--http-port", "off"]).serves_studio is False  # auto: quietly none
    with pytest.raises(ValueError, match="--studio on needs the Connect route"):
        _parse(["--http-port", "off", "--studio", "on"])
    err = _parse_error(capsys, [], {"ARBITER_STUDIO": "maybe"})
    assert "must be one of auto, on, off: 'maybe' (from ARBITER_STUDIO)" in err


def test_trusted_proxies_default_to_none_and_must_be_addresses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert _parse([]).trusted_proxies == ()
    config = _parse([], {"ARBITER_TRUSTED_PROXIES": "10.0.0.0/8, 127.0.0.1"})
    assert config.trusted_proxies == ("10.0.0.0/8", "127.0.0.1")
    err = _parse_error(capsys, ["--trusted-proxies", "proxy.example"])
    assert "'proxy.example'" in err and "IP address or network" in err


@pytest.mark.parametrize(
    ("host", "names", "checked"),
    [
        ("127.0.0.1", "", True),  # loopback: only a browser's DNS rebinding brings other names
        ("::1", "", True),
        ("localhost", "", True),
        ("0.0.0.0", "", False),  # reached by Service names and pod IPs the server cannot know
        ("::", "", False),
        ("0.0.0.0", "arbiter.example", True),
        ("127.0.0.1", "*", False),
    ],
)
def test_the_host_is_checked_on_loopback_or_when_names_are_given(
    host: str, names: str, checked: bool
) -> None:
    assert _parse(["--host", host, "--allowed-hosts", names]).checks_host is checked
    assert _parse(["--host", host], {"ARBITER_ALLOWED_HOSTS": names}).checks_host is checked


def test_allowed_hosts_by_flag_or_environment(capsys: pytest.CaptureFixture[str]) -> None:
    assert _parse([]).allowed_hosts == ()
    env = {"ARBITER_ALLOWED_HOSTS": "Arbiter.Example., .corp.example, [::1], 10.0.0.7"}
    expected = ("arbiter.example", ".corp.example", "::1", "10.0.0.7")
    assert _parse([], env).allowed_hosts == expected
    assert _parse(["--allowed-hosts", "other.example"], env).allowed_hosts == ("other.example",)
    for bad in ("https://arbiter.example", "arbiter.example:8080", "*.example", "."):
        err = _parse_error(capsys, [], {"ARBITER_ALLOWED_HOSTS": bad})
        assert "ARBITER_ALLOWED_HOSTS" in err and repr(bad) in err
    assert "'a/b'" in _parse_error(capsys, ["--allowed-hosts", "a/b"])
    # Built directly (or from a worker's JSON, a list): the same entries, a tuple.
    assert Config(allowed_hosts=["Arbiter.Example"]).allowed_hosts == ("arbiter.example",)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="without scheme or port"):
        Config(allowed_hosts=("http://x",))


def test_workers_default_to_the_cpus_this_process_may_use() -> None:
    assert _parse([]).workers == available_workers() == Config().workers
    assert _parse(["--workers", "auto"]).workers == available_workers()
    assert _parse([], {"ARBITER_WORKERS": "3"}).workers == 3
    assert _parse(["--workers", "1"], {"ARBITER_WORKERS": "AUTO"}).workers == 1
    with pytest.raises(ValueError, match="workers must be at least 1"):
        Config(workers=0)


def _settings() -> dict[str, tuple[str, str]]:
    """Every flag of `arbiter serve`: its variable and the default its help shows."""
    parser = argparse.ArgumentParser()
    add_serve_arguments(parser, environ={})
    found = {}
    for action in parser._actions:
        help_text = " ".join((action.help or "").split())
        shown = re.search(r"\[env (ARBITER_[A-Z_]+); default (.*)\]$", help_text)
        if shown:
            found[action.option_strings[0]] = (shown[1], shown[2])
    return found


def _documented() -> dict[str, tuple[str, str]]:
    """docs/configuration.md's rows of server settings: flag -> (variable, default column)."""
    text = (REPO / "docs" / "configuration.md").read_text().split("\n## Client side")[0]
    rows = re.findall(r"^\| `(--[a-z-]+)[^`]*` \| `(ARBITER_[A-Z_]+)` \| ([^|]*) \|", text, re.M)
    return {flag: (variable, default.strip()) for flag, variable, default in rows}


def test_the_configuration_doc_lists_every_setting_with_its_variable() -> None:
    settings, documented = _settings(), _documented()
    assert {f: v for f, (v, _) in documented.items()} == {f: v for f, (v, _) in settings.items()}


def test_the_configuration_doc_gives_every_limit_its_default() -> None:
    settings, documented = _settings(), _documented()
    limits = ["--" + f.name.replace("_", "-") for f in dataclasses.fields(Limits)]
    assert {f: documented[f][1] for f in limits} == {f: f"`{settings[f][1]}`" for f in limits}


def test_the_connection_bounds_by_flag_or_environment() -> None:
    config = _parse(
        ["--idle-timeout", "60", "--max-concurrent-streams", "8"],
        {
            "ARBITER_READ_TIMEOUT": "2.5",
            "ARBITER_HTTP_KEEPALIVE_TIMEOUT": "1",
            "ARBITER_IDLE_TIMEOUT": "7",
            "ARBITER_MAX_CONNECTION_AGE": "600",
            "ARBITER_MAX_CONNECTION_AGE_GRACE": "45",
        },
    )
    assert (config.read_timeout, config.http_keepalive_timeout) == (2.5, 1.0)
    assert (config.idle_timeout, config.max_connection_age) == (60.0, 600.0)
    assert (config.max_connection_age_grace, config.grace) == (45.0, 10.0)
    assert config.max_concurrent_streams == 8
    defaults = _parse([])
    assert (defaults.read_timeout, defaults.http_keepalive_timeout) == (10.0, 5.0)
    assert (defaults.idle_timeout, defaults.max_connection_age) == (300.0, 1800.0)
    assert defaults.max_connection_age_grace == 300.0
    assert defaults.worker_watchdog == 10.0
    assert _parse([], {"ARBITER_WORKER_WATCHDOG": "2.5"}).worker_watchdog == 2.5
    assert defaults.max_concurrent_streams == 1000


# --- security (docs/security.md) ----------------------------------------------------------------

_TOKEN = "a-token-of-sixteen-or-more"


def test_security_is_off_by_default_and_reflection_on() -> None:
    config = _parse([])
    assert (config.tls_cert, config.tls_key, config.tls_client_ca) == (None, None, None)
    assert config.auth_token is None
    assert config.reflection is True
    assert config.health_port is None


def test_tls_files_by_flag_or_environment(tmp_path: Path) -> None:
    cert, key, ca = (tmp_path / name for name in ("cert.pem", "key.pem", "ca.pem"))
    for path in (cert, key, ca):
        path.write_text("pem")
    config = _parse(
        ["--tls-client-ca", str(ca)], {"ARBITER_TLS_CERT": str(cert), "ARBITER_TLS_KEY": str(key)}
    )
    assert (config.tls_cert, config.tls_key, config.tls_client_ca) == (str(cert), str(key), str(ca))


def test_a_missing_tls_file_names_its_variable(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    err = _parse_error(capsys, [], {"ARBITER_TLS_CERT": str(tmp_path / "nowhere.pem")})
    assert "ARBITER_TLS_CERT" in err
    assert "not a readable file" in err


def test_tls_settings_that_do_not_go_together() -> None:
    with pytest.raises(ValueError, match="give both or neither"):
        Config(tls_cert="cert.pem")
    with pytest.raises(ValueError, match="give both or neither"):
        Config(tls_key="key.pem")
    with pytest.raises(ValueError, match="needs --tls-cert"):
        Config(tls_client_ca="ca.pem")


def test_the_token_from_a_file_or_the_environment(tmp_path: Path) -> None:
    token_file = tmp_path / "token"
    token_file.write_text(f"  {_TOKEN}\n")
    from_file = _parse(["--auth-token-file", str(token_file)]).auth_token
    from_env = _parse([], {"ARBITER_AUTH_TOKEN": _TOKEN}).auth_token
    assert from_file is not None and from_env is not None
    assert from_file.matches(_TOKEN) and from_env.matches(_TOKEN)
    assert from_file == from_env == AuthToken(_TOKEN)
    assert not from_file.matches(_TOKEN + "x")
    assert _parse([], {"ARBITER_AUTH_TOKEN_FILE": str(token_file)}).auth_token == from_file
    with pytest.raises(ValueError, match="not both"):
        _parse(["--auth-token-file", str(token_file)], {"ARBITER_AUTH_TOKEN": _TOKEN})


def test_no_token_flag_exists_and_no_repr_shows_the_token() -> None:
    # A command line is visible to every user of the machine: the token has no flag.
    parser = argparse.ArgumentParser()
    add_serve_arguments(parser, environ={})
    flags = {flag for action in parser._actions for flag in action.option_strings}
    assert {f for f in flags if "token" in f} == {"--auth-token-file"}
    config = _parse([], {"ARBITER_AUTH_TOKEN": _TOKEN})
    assert _TOKEN not in repr(config)
    assert _TOKEN not in str(config.auth_token)


@pytest.mark.parametrize(
    "bad", ["short", "has a space in it somewhere", "ünïcode-token-long-enough"]
)
def test_a_bad_token_is_refused_without_showing_it(bad: str, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="ARBITER_AUTH_TOKEN") as refused:
        _parse([], {"ARBITER_AUTH_TOKEN": bad})
    assert bad not in str(refused.value)
    token_file = tmp_path / "token"
    token_file.write_bytes(bad.encode())
    with pytest.raises(SystemExit):
        _parse(["--auth-token-file", str(token_file)])


def test_reflection_and_the_health_port_by_flag_or_environment(
    capsys: pytest.CaptureFixture[str],
) -> None:
    config = _parse(["--health-port", "8081"], {"ARBITER_REFLECTION": "OFF"})
    assert (config.reflection, config.health_port) == (False, 8081)
    assert _parse(["--reflection", "on"], {"ARBITER_REFLECTION": "off"}).reflection is True
    assert "must be 'on' or 'off'" in _parse_error(capsys, ["--reflection", "no"])
