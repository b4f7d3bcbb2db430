"""Runtime configuration of ``arbiter serve``: flags, environment variables and their defaults.

Every setting has a flag and an ``ARBITER_…`` environment variable; a flag beats the environment,
the environment beats the built-in default. Values are checked while argparse parses, so a bad
flag *or* a bad environment variable ends the program with argparse's usage error (exit code 2)
naming where the value came from. The server limits (``service.limits.Limits``) become
``--max-…``/``ARBITER_MAX_…`` settings, one per field.
"""

from __future__ import annotations

import argparse
import ast
import inspect
import ipaddress
import itertools
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from service.auth import AuthToken
from service.connections import DEFAULT_HTTP_KEEPALIVE_TIMEOUT, DEFAULT_READ_TIMEOUT
from service.cpus import available_workers
from service.limits import Limits
from service.offload import (
    DEFAULT_MAX_HEAVY_CALLS,
    DEFAULT_MAX_QUEUED_BYTES,
    DEFAULT_MAX_QUEUED_SIMULATIONS,
    DEFAULT_OFFLOAD_THREADS,
)

__all__ = [
    "ALLOW_ANY_HOST",
    "AUTH_TOKEN_VARIABLE",
    "DEFAULT_GRACE",
    "DEFAULT_HOST",
    "DEFAULT_HTTP_PORT",
    "DEFAULT_IDLE_TIMEOUT",
    "DEFAULT_MAX_CONCURRENT_STREAMS",
    "DEFAULT_MAX_CONNECTION_AGE",
    "DEFAULT_MAX_CONNECTION_AGE_GRACE",
    "DEFAULT_METRICS_PORT",
    "DEFAULT_PORT",
    "DEFAULT_WORKER_WATCHDOG",
    "LOG_LEVELS",
    "METRICS_OFF",
    "SERVE_DESCRIPTION",
    "STUDIO_AUTO",
    "STUDIO_CHOICES",
    "SWITCH_OFF",
    "SWITCH_ON",
    "WORKERS_AUTO",
    "Config",
    "add_serve_arguments",
    "is_loopback",
]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 50051
#: Port of the Connect route (HTTP/1.1; JSON and binary protobuf) beside gRPC.
DEFAULT_HTTP_PORT = 8080
#: The port OpenTelemetry's Prometheus exporter registered; free of the usual gRPC/HTTP ports.
DEFAULT_METRICS_PORT = 9464
DEFAULT_GRACE = 10.0
#: Seconds a gRPC connection with no call in flight stays open (docs/configuration.md).
DEFAULT_IDLE_TIMEOUT = 300.0
#: Seconds a gRPC connection may live before the server asks the client to reconnect.
DEFAULT_MAX_CONNECTION_AGE = 1800.0
#: Seconds a worker's event loop may go without a heartbeat before its supervisor kills and
#: replaces it (the loop beats ten times as often; a GC pause or a burst takes milliseconds).
DEFAULT_WORKER_WATCHDOG = 10.0
#: Seconds a connection's calls in flight get to finish after that GOAWAY: long enough for a long
#: Simulate, short enough that a stalled call still ends (its own setting, not the shutdown
#: grace, which a pod's termination grace period bounds).
DEFAULT_MAX_CONNECTION_AGE_GRACE = 300.0
#: Calls one gRPC connection may have in flight at once (HTTP/2 SETTINGS_MAX_CONCURRENT_STREAMS).
#: gRPC C-core clients do not hold calls back at this limit (the calls over it fail UNAVAILABLE),
#: so it sits well above what one busy client keeps in flight on one connection.
DEFAULT_MAX_CONCURRENT_STREAMS = 1000
#: The value of ``--metrics-port``/``--http-port`` (and their variables) that turns it off.
METRICS_OFF = "off"
LOG_LEVELS = ("debug", "info", "warning", "error")
#: The values of an on/off setting (``--reflection``).
SWITCH_ON = "on"
SWITCH_OFF = "off"
#: The variable that may hold the shared auth token itself (there is no flag: a command line is
#: visible to every user of the machine); ``--auth-token-file`` names a file holding it instead.
AUTH_TOKEN_VARIABLE = "ARBITER_AUTH_TOKEN"
#: The value of ``--workers`` (the default) that means one worker per CPU this process may use.
WORKERS_AUTO = "auto"
#: The values of ``--studio``: served when the HTTP host is a loopback address (the default),
#: always, or never (service.studio, docs/studio.md).
STUDIO_AUTO = "auto"
STUDIO_CHOICES = (STUDIO_AUTO, SWITCH_ON, SWITCH_OFF)

#: The ``--allowed-hosts`` entry that admits any Host.
ALLOW_ANY_HOST = "*"

#: Description for the parser of ``arbiter serve`` / ``python -m service``.
SERVE_DESCRIPTION = (
    "Serve the Arbiter combat-resolution API over gRPC: arbiter.v1.CombatService, "
    "grpc.health.v1.Health and server reflection; the same CombatService over the Connect "
    "protocol (HTTP/1.1, JSON or binary) on --http-port; TLS, mTLS and a shared token on both "
    "when configured (see the security options). Logs are JSON lines on stdout, one per RPC. "
    "Prometheus metrics are served at http://HOST:METRICS_PORT/metrics. With --workers N above 1, "
    "N supervised processes share the ports. On SIGTERM or SIGINT "
    "health turns NOT_SERVING, in-flight calls get --grace seconds to finish, and the exit code "
    "is 0. Flags beat environment variables, which beat the defaults."
)

_ENV_PREFIX = "ARBITER_"

_T = TypeVar("_T")


def _check_port(port: int) -> int:
    if not 0 <= port <= 65535:
        raise ValueError(f"port out of range 0..65535: {port!r}")
    return port


def _check_grace(grace: float) -> float:
    if not math.isfinite(grace) or grace < 0:
        raise ValueError(f"grace must be a finite number of seconds >= 0: {grace!r}")
    return grace


def _check_seconds(what: str, seconds: float) -> float:
    if not math.isfinite(seconds) or seconds <= 0:
        raise ValueError(f"{what} must be a finite number of seconds > 0: {seconds!r}")
    return seconds


def _check_workers(workers: int) -> int:
    if workers < 1:
        raise ValueError(f"workers must be at least 1: {workers!r}")
    return workers


def _check_log_level(level: str) -> str:
    if level not in LOG_LEVELS:
        raise ValueError(f"log level must be one of {', '.join(LOG_LEVELS)}: {level!r}")
    return level


def _check_host(host: str) -> str:
    if not host or host != host.strip():
        raise ValueError(f"host must be a non-empty name or address: {host!r}")
    return host


def _parse_int(text: str) -> int:
    try:
        return int(text, 10)
    except ValueError:
        raise ValueError(f"not an integer: {text!r}") from None


def _parse_port(text: str) -> int:
    return _check_port(_parse_int(text))


def _parse_optional_port(text: str) -> int | None:
    if text.strip().lower() == METRICS_OFF:
        return None
    return _parse_port(text)


def _parse_switch(text: str) -> bool:
    value = text.strip().lower()
    if value not in {SWITCH_ON, SWITCH_OFF}:
        raise ValueError(f"must be {SWITCH_ON!r} or {SWITCH_OFF!r}: {text!r}")
    return value == SWITCH_ON


def _parse_optional_file(text: str) -> str | None:
    """A path to a readable file, or None for an empty value (the setting off)."""
    if not text:
        return None
    if not os.path.isfile(text) or not os.access(text, os.R_OK):
        raise ValueError(f"not a readable file: {text!r}")
    return text


def _check_studio(value: str) -> str:
    if value not in STUDIO_CHOICES:
        raise ValueError(f"must be one of {', '.join(STUDIO_CHOICES)}: {value!r}")
    return value


def _parse_studio(text: str) -> str:
    return _check_studio(text.strip().lower())


def is_loopback(host: str) -> bool:
    """Whether ``host`` (a --host value) is a loopback address (127.0.0.0/8, ::1) or localhost."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _parse_token_file(text: str) -> AuthToken | None:
    return None if not text else AuthToken.from_file(text)


def _parse_origins(text: str) -> tuple[str, ...]:
    origins = tuple(o.strip() for o in text.split(",") if o.strip())
    for origin in origins:
        if origin != "*" and "://" not in origin:
            raise ValueError(f"an origin is '*' or scheme://host[:port]: {origin!r}")
    return origins


def _check_allowed_host(name: str) -> str:
    """An ``--allowed-hosts`` entry, as the Host check compares it: lower case, no trailing dot,
    an IPv6 address without brackets."""
    entry = name.strip().lower().rstrip(".")
    if entry.startswith("[") and entry.endswith("]"):
        entry = entry[1:-1]
    if entry == ALLOW_ANY_HOST:
        return entry
    bare = entry.removeprefix(".")
    try:
        ipaddress.ip_address(bare)
    except ValueError:
        usable = bool(bare) and all(c.isalnum() or c in "-_." for c in bare)
    else:
        usable = not entry.startswith(".")
    if not usable:
        raise ValueError(
            f"an allowed host is a name (arbiter.example), .domain (its subdomains too), an "
            f"address or '{ALLOW_ANY_HOST}', without scheme or port: {name!r}"
        )
    return entry


def _parse_allowed_hosts(text: str) -> tuple[str, ...]:
    return tuple(_check_allowed_host(h) for h in text.split(",") if h.strip())


def _parse_proxies(text: str) -> tuple[str, ...]:
    proxies = tuple(p.strip() for p in text.split(",") if p.strip())
    for proxy in proxies:
        try:
            ipaddress.ip_network(proxy, strict=False)
        except ValueError:
            raise ValueError(f"a trusted proxy is an IP address or network: {proxy!r}") from None
    return proxies


def _parse_grace(text: str) -> float:
    try:
        grace = float(text)
    except ValueError:
        raise ValueError(f"not a number of seconds: {text!r}") from None
    return _check_grace(grace)


def _parse_seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        raise ValueError(f"not a number of seconds: {text!r}") from None
    return _check_seconds("a timeout", seconds)


def _parse_workers(text: str) -> int:
    if text.strip().lower() == WORKERS_AUTO:
        return available_workers()
    return _check_workers(_parse_int(text))


def _parse_log_level(text: str) -> str:
    return _check_log_level(text.strip().lower())


def _parse_limit(text: str) -> int:
    value = _parse_int(text)
    if value < 1:
        raise ValueError(f"must be a positive integer: {text!r}")
    return value


@dataclass(frozen=True, slots=True)
class Config:
    """Everything ``service.__main__.run`` needs; built by ``from_namespace`` or directly."""

    host: str = DEFAULT_HOST
    """Interface the gRPC server and the metrics endpoint bind."""
    port: int = DEFAULT_PORT
    """gRPC port; 0 picks a free one (reported in the "serving" log line)."""
    metrics_port: int | None = DEFAULT_METRICS_PORT
    """Prometheus /metrics port on ``host``; 0 picks a free one; None disables the endpoint."""
    http_port: int | None = DEFAULT_HTTP_PORT
    """Connect route port on ``host``; 0 picks a free one; None disables the route."""
    cors_origins: tuple[str, ...] = ()
    """Origins a browser may call the Connect route from ("*": any); empty: no CORS headers."""
    allowed_hosts: tuple[str, ...] = ()
    """Host names (".domain": with its subdomains; "*": any) requests to the HTTP port may name
    besides addresses and localhost; see ``checks_host``."""
    trusted_proxies: tuple[str, ...] = ()
    """Addresses or networks whose X-Forwarded-For/-Proto the HTTP ports believe (the logged
    peer); empty: nobody's, the peer is the connection's address."""
    grace: float = DEFAULT_GRACE
    """Seconds in-flight calls get to finish after SIGTERM/SIGINT before they are cancelled."""
    log_level: str = "info"
    """Lowest level logged: debug, info, warning or error."""
    limits: Limits = field(default_factory=Limits)
    """Per-request limits; ``limits.max_message_bytes`` also caps gRPC message sizes."""
    workers: int = field(default_factory=available_workers)
    """Serving processes: 1 is one process, as ``service.__main__.run`` always ran; more is a
    supervisor and that many workers sharing the ports (``service.supervisor``). Default: the
    CPUs this process may use, as many as its memory limit holds (``service.cpus``)."""
    worker_watchdog: float = DEFAULT_WORKER_WATCHDOG
    """Seconds a worker of several may go without a heartbeat before it is killed and replaced."""
    offload_threads: int = DEFAULT_OFFLOAD_THREADS
    """Engine threads heavy calls run in, at most this many at once (service.offload)."""
    max_heavy_calls: int = DEFAULT_MAX_HEAVY_CALLS
    """Heavy calls admitted at once, running in an engine thread or waiting for one; one more is
    RESOURCE_EXHAUSTED at once (service.offload)."""
    max_queued_bytes: int = DEFAULT_MAX_QUEUED_BYTES
    """Bytes of requests the heavy calls waiting for an engine thread may hold together; one that
    would take them over is RESOURCE_EXHAUSTED at once (service.offload)."""
    max_queued_simulations: int = DEFAULT_MAX_QUEUED_SIMULATIONS
    """Simulations that may wait for an engine thread; one more is RESOURCE_EXHAUSTED at once."""
    read_timeout: float = DEFAULT_READ_TIMEOUT
    """Seconds a client has for a request head, each piece of an HTTP body, and the gRPC
    handshake (service.connections)."""
    http_keepalive_timeout: float = DEFAULT_HTTP_KEEPALIVE_TIMEOUT
    """Seconds an HTTP connection (Connect, metrics) may stay idle between requests."""
    idle_timeout: float = DEFAULT_IDLE_TIMEOUT
    """Seconds a gRPC connection with no call in flight stays open."""
    max_connection_age: float = DEFAULT_MAX_CONNECTION_AGE
    """Seconds a gRPC connection lives before the server sends GOAWAY (clients reconnect)."""
    max_connection_age_grace: float = DEFAULT_MAX_CONNECTION_AGE_GRACE
    """Seconds the calls in flight on that connection then get to finish."""
    max_concurrent_streams: int = DEFAULT_MAX_CONCURRENT_STREAMS
    """Calls one gRPC connection may have in flight at once."""
    tls_cert: str | None = None
    """PEM certificate chain both routes serve TLS with; None: plaintext (service.tls)."""
    tls_key: str | None = None
    """PEM private key of ``tls_cert``."""
    tls_client_ca: str | None = None
    """PEM CA bundle client certificates must chain to (mTLS); None: no client certificate."""
    auth_token: AuthToken | None = None
    """The shared token every call but health's must carry (service.auth); None: no auth."""
    reflection: bool = True
    """Whether gRPC server reflection is served."""
    health_port: int | None = None
    """Plaintext gRPC port serving grpc.health.v1.Health only (probes that cannot do TLS);
    None: none."""
    health_host: str | None = None
    """Interface the health port binds; None: ``host``. A sidecar keeps the API on 127.0.0.1,
    inside its pod, and the health port on 0.0.0.0, where the kubelet's probes reach it."""
    metrics_host: str | None = None
    """Interface the metrics port binds; None: ``host`` (a sidecar's Prometheus scrapes the
    pod's address)."""
    studio: str = STUDIO_AUTO
    """Arbiter Studio at /studio/ on the HTTP port: ``auto`` (when ``host`` is a loopback
    address), ``on`` or ``off``; see ``serves_studio``."""

    @property
    def checks_host(self) -> bool:
        """Whether the HTTP port refuses a Host that is not an address, localhost or one of
        ``allowed_hosts`` (service.connections.host_guard): on a loopback host, where only a
        browser's DNS rebinding can bring another name, or when names are given; not on another
        host with none (clients reach it by names the server cannot know: Service names,
        ingress hosts), nor with "*"."""
        if ALLOW_ANY_HOST in self.allowed_hosts:
            return False
        return bool(self.allowed_hosts) or is_loopback(self.host)

    @property
    def serves_studio(self) -> bool:
        """Whether the HTTP port serves the studio's page (never without the Connect route)."""
        if self.http_port is None or self.studio == SWITCH_OFF:
            return False
        return self.studio == SWITCH_ON or is_loopback(self.host)

    def __post_init__(self) -> None:
        _check_host(self.host)
        _check_port(self.port)
        for optional in (self.metrics_port, self.http_port, self.health_port):
            if optional is not None:
                _check_port(optional)
        _check_grace(self.grace)
        _check_log_level(self.log_level)
        _check_workers(self.workers)
        if self.offload_threads < 1:
            raise ValueError(f"offload threads must be 1 or more: {self.offload_threads!r}")
        for name in ("max_heavy_calls", "max_queued_bytes", "max_queued_simulations"):
            if getattr(self, name) < 1:
                spelt = name.replace("_", " ")
                raise ValueError(f"{spelt} must be 1 or more: {getattr(self, name)!r}")
        for name in ("read_timeout", "http_keepalive_timeout", "idle_timeout"):
            _check_seconds(name.replace("_", " "), getattr(self, name))
        _check_seconds("max connection age", self.max_connection_age)
        _check_seconds("max connection age grace", self.max_connection_age_grace)
        _check_seconds("worker watchdog", self.worker_watchdog)
        if self.max_concurrent_streams < 1:
            raise ValueError(
                f"max concurrent streams must be 1 or more: {self.max_concurrent_streams!r}"
            )
        if (self.tls_cert is None) != (self.tls_key is None):
            raise ValueError("--tls-cert and --tls-key go together: give both or neither")
        if self.tls_client_ca is not None and self.tls_cert is None:
            raise ValueError("--tls-client-ca (mTLS) needs --tls-cert and --tls-key")
        # A tuple, also from JSON (a worker's configuration), each entry as the check compares it.
        object.__setattr__(
            self, "allowed_hosts", tuple(_check_allowed_host(h) for h in self.allowed_hosts)
        )
        _check_studio(self.studio)
        if self.studio == SWITCH_ON and self.http_port is None:
            raise ValueError("--studio on needs the Connect route, which --http-port off turns off")

    @classmethod
    def from_namespace(cls, ns: argparse.Namespace) -> Config:
        """The configuration parsed by a parser set up with ``add_serve_arguments``.

        Raises ValueError when the values are valid one by one but not together (e.g.
        ``default_max_rounds`` above ``max_rounds``); a CLI should report it with
        ``parser.error``.
        """
        limits = Limits(**{f.name: getattr(ns, f.name) for f in fields(Limits)})
        token: AuthToken | None = ns.auth_token_file
        if ns.auth_token_env is not None:
            if token is not None:
                raise ValueError(
                    f"give the auth token in {AUTH_TOKEN_VARIABLE} or --auth-token-file, not both"
                )
            try:
                token = AuthToken(ns.auth_token_env)
            except ValueError as exc:
                raise ValueError(f"{exc} (from {AUTH_TOKEN_VARIABLE})") from None
        return cls(
            host=ns.host,
            port=ns.port,
            metrics_port=ns.metrics_port,
            http_port=ns.http_port,
            cors_origins=ns.cors_origins,
            allowed_hosts=ns.allowed_hosts,
            trusted_proxies=ns.trusted_proxies,
            grace=ns.grace,
            log_level=ns.log_level,
            limits=limits,
            workers=ns.workers,
            worker_watchdog=ns.worker_watchdog,
            offload_threads=ns.offload_threads,
            max_heavy_calls=ns.max_heavy_calls,
            max_queued_bytes=ns.max_queued_bytes,
            max_queued_simulations=ns.max_queued_simulations,
            read_timeout=ns.read_timeout,
            http_keepalive_timeout=ns.http_keepalive_timeout,
            idle_timeout=ns.idle_timeout,
            max_connection_age=ns.max_connection_age,
            max_connection_age_grace=ns.max_connection_age_grace,
            max_concurrent_streams=ns.max_concurrent_streams,
            tls_cert=ns.tls_cert,
            tls_key=ns.tls_key,
            tls_client_ca=ns.tls_client_ca,
            auth_token=token,
            reflection=ns.reflection,
            health_port=ns.health_port,
            health_host=ns.health_host,
            metrics_host=ns.metrics_host,
            studio=ns.studio,
        )


class _EnvValue(str):
    """A default taken from the environment; argparse hands it to the type function, which can
    then say which variable was bad."""

    variable: str

    def __new__(cls, value: str, variable: str) -> _EnvValue:
        self = super().__new__(cls, value)
        self.variable = variable
        return self


def _argparse_type(parse: Callable[[str], _T]) -> Callable[[str], _T]:
    def convert(text: str) -> _T:
        try:
            # A plain str onwards: an _EnvValue kept in the Config (a str setting the parser
            # returns as given, like the host) breaks copying it, e.g. dataclasses.asdict when
            # the supervisor hands the configuration to its workers.
            return parse(str(text))
        except ValueError as exc:
            where = f" (from {text.variable})" if isinstance(text, _EnvValue) else ""
            raise argparse.ArgumentTypeError(f"{exc}{where}") from None

    return convert


def _limit_descriptions() -> dict[str, str]:
    """The attribute docstrings of ``Limits``, so ``--help`` says what each limit bounds.

    Empty when the source is not available (e.g. a bytecode-only install); the help then shows
    only the variable and the default.
    """
    try:
        tree = ast.parse(inspect.getsource(Limits))
    except (OSError, TypeError):
        return {}
    descriptions: dict[str, str] = {}
    body = tree.body[0].body if isinstance(tree.body[0], ast.ClassDef) else []
    for statement, following in itertools.pairwise(body):
        if (
            isinstance(statement, ast.AnnAssign)
            and isinstance(statement.target, ast.Name)
            and isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        ):
            descriptions[statement.target.id] = " ".join(
                following.value.value.replace("``", "").split()
            )
    return descriptions


@dataclass(frozen=True, slots=True)
class _Setting:
    """One flag and its environment variable."""

    flag: str
    variable: str
    parse: Callable[[str], Any]
    default: object
    help: str
    metavar: str

    def add_to(self, group: argparse._ArgumentGroup, env: Mapping[str, str]) -> None:
        # A string default is run through `type` by argparse after parsing, and only when the
        # flag is absent: exactly "flag beats environment", with the same checks for both.
        from_env = env.get(self.variable)
        shown = f"{self.default:g}" if isinstance(self.default, float) else str(self.default)
        group.add_argument(
            self.flag,
            dest=self.flag.removeprefix("--").replace("-", "_"),
            type=_argparse_type(self.parse),
            default=self.default if from_env is None else _EnvValue(from_env, self.variable),
            metavar=self.metavar,
            help=f"{self.help} [env {self.variable}; default {shown}]",
        )


_SERVER_SETTINGS = (
    _Setting(
        "--host",
        "ARBITER_HOST",
        _check_host,
        DEFAULT_HOST,
        "interface to bind, for gRPC, the Connect route and metrics alike",
        "HOST",
    ),
    _Setting(
        "--port",
        "ARBITER_PORT",
        _parse_port,
        DEFAULT_PORT,
        "gRPC port; 0 picks a free port, reported in the 'serving' log line",
        "PORT",
    ),
    _Setting(
        "--metrics-port",
        "ARBITER_METRICS_PORT",
        _parse_optional_port,
        DEFAULT_METRICS_PORT,
        f"Prometheus /metrics port on the same host; 0 picks a free port; '{METRICS_OFF}' "
        "disables the endpoint",
        "PORT|off",
    ),
    _Setting(
        "--http-port",
        "ARBITER_HTTP_PORT",
        _parse_optional_port,
        DEFAULT_HTTP_PORT,
        "Connect route port (CombatService over HTTP/1.1: JSON or binary protobuf) on the same "
        f"host; 0 picks a free port; '{METRICS_OFF}' disables the route",
        "PORT|off",
    ),
    _Setting(
        "--cors-origins",
        "ARBITER_CORS_ORIGINS",
        _parse_origins,
        "",
        "comma-separated origins browsers may call the Connect route from (e.g. a WebGL "
        "build's https://game.example), '*' for any; empty: CORS off",
        "ORIGINS",
    ),
    _Setting(
        "--allowed-hosts",
        "ARBITER_ALLOWED_HOSTS",
        _parse_allowed_hosts,
        "",
        "comma-separated names requests to the HTTP port may give as Host besides an address "
        "and localhost (arbiter.example; .example.com: with its subdomains; '*': any), against "
        "DNS rebinding; empty: any Host unless --host is loopback",
        "HOSTS",
    ),
    _Setting(
        "--studio",
        "ARBITER_STUDIO",
        _parse_studio,
        STUDIO_AUTO,
        "serve Arbiter Studio, the designer's web page, at /studio/ on the Connect route's port: "
        f"'{SWITCH_ON}', '{SWITCH_OFF}', or '{STUDIO_AUTO}': only when --host is a loopback "
        "address; its URL is 'studio' in the 'serving' log line",
        "auto|on|off",
    ),
    _Setting(
        "--trusted-proxies",
        "ARBITER_TRUSTED_PROXIES",
        _parse_proxies,
        "",
        "comma-separated addresses or networks (e.g. 10.0.0.0/8) of proxies in front of the "
        "HTTP ports whose X-Forwarded-For the logs believe; empty: none, the peer logged is "
        "the connection's",
        "ADDRESSES",
    ),
    _Setting(
        "--grace",
        "ARBITER_SHUTDOWN_GRACE",
        _parse_grace,
        DEFAULT_GRACE,
        "seconds in-flight calls may take to finish after SIGTERM/SIGINT; later they are cancelled",
        "SECONDS",
    ),
    _Setting(
        "--workers",
        "ARBITER_WORKERS",
        _parse_workers,
        WORKERS_AUTO,
        "serving processes sharing the ports, restarted if they die; 1 serves in this process; "
        f"'{WORKERS_AUTO}' is one per CPU this process may use (its affinity capped by its "
        "cgroup CPU quota), at most as many as its cgroup memory limit holds at 160 MiB a "
        "worker beside 96 MiB for the supervisor, reported as 'workers' in the 'serving' log line",
        "N|auto",
    ),
    _Setting(
        "--worker-watchdog",
        "ARBITER_WORKER_WATCHDOG",
        _parse_seconds,
        DEFAULT_WORKER_WATCHDOG,
        "with several workers: seconds a worker's event loop may send its supervisor no "
        "heartbeat (it beats ten times as often) before the supervisor kills and replaces it, "
        "so a hung worker does not keep its share of the connections and probes",
        "SECONDS",
    ),
    _Setting(
        "--log-level",
        "ARBITER_LOG_LEVEL",
        _parse_log_level,
        "info",
        f"lowest level logged: {', '.join(LOG_LEVELS)}",
        "LEVEL",
    ),
    _Setting(
        "--offload-threads",
        "ARBITER_OFFLOAD_THREADS",
        _parse_limit,
        DEFAULT_OFFLOAD_THREADS,
        "engine threads heavy calls (long encounters, big requests) run in, off the event loop, "
        "so health checks and cheap calls stay responsive; at most this many run at once, the "
        "others wait their turn, shortest first",
        "N",
    ),
    _Setting(
        "--max-heavy-calls",
        "ARBITER_MAX_HEAVY_CALLS",
        _parse_limit,
        DEFAULT_MAX_HEAVY_CALLS,
        "heavy calls admitted at once, running in an engine thread or waiting for one; one more "
        "fails RESOURCE_EXHAUSTED (reason SERVER_BUSY) at once, while the admitted ones complete",
        "N",
    ),
    _Setting(
        "--max-queued-bytes",
        "ARBITER_MAX_QUEUED_BYTES",
        _parse_limit,
        DEFAULT_MAX_QUEUED_BYTES,
        "bytes of requests the heavy calls waiting for an engine thread may hold together; a call "
        "that would go over fails RESOURCE_EXHAUSTED (reason SERVER_BUSY) at once",
        "BYTES",
    ),
    _Setting(
        "--max-queued-simulations",
        "ARBITER_MAX_QUEUED_SIMULATIONS",
        _parse_limit,
        DEFAULT_MAX_QUEUED_SIMULATIONS,
        "Simulate calls that may wait for an engine thread (each is told its place at once); one "
        "more fails RESOURCE_EXHAUSTED (reason SERVER_BUSY) at once",
        "N",
    ),
)

# Connection bounds: what one client connection may hold (docs/configuration.md, Held resources).
_CONNECTION_SETTINGS = (
    _Setting(
        "--read-timeout",
        "ARBITER_READ_TIMEOUT",
        _parse_seconds,
        DEFAULT_READ_TIMEOUT,
        "seconds a client has to send a whole HTTP request head (from connecting or from the "
        "previous response), each piece of an HTTP body (then 408), and the gRPC handshake; a "
        "connection that stalls longer is closed",
        "SECONDS",
    ),
    _Setting(
        "--http-keepalive-timeout",
        "ARBITER_HTTP_KEEPALIVE_TIMEOUT",
        _parse_seconds,
        DEFAULT_HTTP_KEEPALIVE_TIMEOUT,
        "seconds an HTTP connection (Connect route, metrics) may stay idle between requests",
        "SECONDS",
    ),
    _Setting(
        "--idle-timeout",
        "ARBITER_IDLE_TIMEOUT",
        _parse_seconds,
        DEFAULT_IDLE_TIMEOUT,
        "seconds a gRPC connection with no call in flight stays open before GOAWAY and close",
        "SECONDS",
    ),
    _Setting(
        "--max-connection-age",
        "ARBITER_MAX_CONNECTION_AGE",
        _parse_seconds,
        DEFAULT_MAX_CONNECTION_AGE,
        "seconds a gRPC connection lives before GOAWAY asks the client to reconnect (its calls "
        "get --max-connection-age-grace seconds more to finish); bounds every stalled call and "
        "spreads clients over replicas",
        "SECONDS",
    ),
    _Setting(
        "--max-connection-age-grace",
        "ARBITER_MAX_CONNECTION_AGE_GRACE",
        _parse_seconds,
        DEFAULT_MAX_CONNECTION_AGE_GRACE,
        "seconds the calls in flight on a connection get to finish after its --max-connection-age "
        "GOAWAY (then they end UNAVAILABLE); not the shutdown --grace, so a long Simulate is not "
        "cut by a connection's age",
        "SECONDS",
    ),
    _Setting(
        "--max-concurrent-streams",
        "ARBITER_MAX_CONCURRENT_STREAMS",
        _parse_limit,
        DEFAULT_MAX_CONCURRENT_STREAMS,
        "calls one gRPC connection may have in flight at once (announced in HTTP/2 SETTINGS; "
        "clients queue the excess)",
        "N",
    ),
)


# Who may connect and call (docs/security.md).
_SECURITY_SETTINGS = (
    _Setting(
        "--tls-cert",
        "ARBITER_TLS_CERT",
        _parse_optional_file,
        "",
        "PEM certificate chain (the server's first) both the gRPC port and the Connect route "
        "serve TLS with; needs --tls-key; empty: plaintext",
        "FILE",
    ),
    _Setting(
        "--tls-key",
        "ARBITER_TLS_KEY",
        _parse_optional_file,
        "",
        "PEM private key of --tls-cert",
        "FILE",
    ),
    _Setting(
        "--tls-client-ca",
        "ARBITER_TLS_CLIENT_CA",
        _parse_optional_file,
        "",
        "PEM CA bundle: with it, both routes require a client certificate it signed (mTLS); "
        "empty: no client certificate asked for",
        "FILE",
    ),
    _Setting(
        "--auth-token-file",
        "ARBITER_AUTH_TOKEN_FILE",
        _parse_token_file,
        "",
        "file holding the shared token every call but health's must send as 'authorization: "
        f"Bearer TOKEN' (or set {AUTH_TOKEN_VARIABLE} to the token itself); empty: no "
        "authentication",
        "FILE",
    ),
    _Setting(
        "--reflection",
        "ARBITER_REFLECTION",
        _parse_switch,
        SWITCH_ON,
        "serve gRPC server reflection (grpcurl, Postman list the API with it): on or off",
        "on|off",
    ),
    _Setting(
        "--health-port",
        "ARBITER_HEALTH_PORT",
        _parse_optional_port,
        METRICS_OFF,
        "plaintext gRPC port on the same host serving grpc.health.v1.Health only, for probes "
        "that cannot do TLS or client certificates (Kubernetes' gRPC probes); 0 picks a free "
        f"port; '{METRICS_OFF}': none",
        "PORT|off",
    ),
    _Setting(
        "--health-host",
        "ARBITER_HEALTH_HOST",
        _check_host,
        None,
        "interface the --health-port binds (default: --host's): 0.0.0.0 lets the kubelet's "
        "probes reach a sidecar whose API listens on 127.0.0.1 only",
        "HOST",
    ),
    _Setting(
        "--metrics-host",
        "ARBITER_METRICS_HOST",
        _check_host,
        None,
        "interface the --metrics-port binds (default: --host's): 0.0.0.0 lets Prometheus scrape "
        "a sidecar whose API listens on 127.0.0.1 only",
        "HOST",
    ),
)


def _limit_settings() -> list[_Setting]:
    descriptions = _limit_descriptions()
    defaults = Limits()
    return [
        _Setting(
            "--" + f.name.replace("_", "-"),
            _ENV_PREFIX + f.name.upper(),
            _parse_limit,
            getattr(defaults, f.name),
            descriptions.get(f.name, f.name.replace("_", " ")),
            "N",
        )
        for f in fields(Limits)
    ]


def add_serve_arguments(
    parser: argparse.ArgumentParser, environ: Mapping[str, str] | None = None
) -> None:
    """Add the server's flags to ``parser``, with ``environ`` (default: ``os.environ``) supplying
    the defaults of flags that are not given.

    ``Config.from_namespace`` turns the parsed namespace into a ``Config``.
    """
    env = os.environ if environ is None else environ
    server = parser.add_argument_group("server")
    for setting in _SERVER_SETTINGS:
        setting.add_to(server, env)
    security = parser.add_argument_group("security")
    for setting in _SECURITY_SETTINGS:
        setting.add_to(security, env)
    # The token itself comes from the environment only; Config.from_namespace checks it.
    parser.set_defaults(auth_token_env=env.get(AUTH_TOKEN_VARIABLE))
    connections = parser.add_argument_group("connections (per client connection)")
    for setting in _CONNECTION_SETTINGS:
        setting.add_to(connections, env)
    limits = parser.add_argument_group("limits (per request or batch stream)")
    for setting in _limit_settings():
        setting.add_to(limits, env)
