"""The Arbiter server: gRPC (CombatService, health, reflection), the Connect route, Prometheus
metrics, shutdown.

``start`` brings a server up inside a running event loop and returns a ``RunningServer`` (what
tests use); ``run`` is the process entry point behind ``arbiter serve`` and ``python -m service``:
it configures logging, serves until SIGTERM or SIGINT, drains, and returns the exit code. With
``--workers`` above 1, ``run`` hands over to ``service.supervisor``, whose worker processes each
``start`` a server sharing the ports (``reuse_port``).

The Connect route (service.connect) is uvicorn serving the same servicer in the same event loop as
grpc.aio: uvicorn's startup/main_loop/shutdown are driven from here (not ``Server.serve``, which
would take over SIGTERM/SIGINT from ``run``).

Security (docs/security.md): with ``--tls-cert``/``--tls-key`` both routes serve TLS
(service.tls; with ``--tls-client-ca``, mTLS); with a token every call but health's needs it
(service.auth, inside RpcObserver on gRPC, ConnectAuth on Connect); ``--reflection off`` leaves
reflection out; ``--health-port`` adds a plaintext gRPC server with health alone, for probes that
cannot do TLS, stopped last.

Shutdown order: health turns NOT_SERVING for every service (so load balancers stop sending), then
both servers at once refuse new calls (uvicorn closes its socket and idle keep-alive connections)
and give in-flight ones ``grace`` seconds to finish before cancelling them, then the metrics
endpoint closes.
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import math
import os
import signal
import socket
import sys
from collections.abc import Awaitable, Callable

import grpc
import prometheus_client
import uvicorn
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

import engine
from arbiter.v1 import combat_service_pb2, combat_service_pb2_grpc
from service.auth import TokenAuth
from service.bodies import transport_limit
from service.config import Config, is_loopback
from service.connect import connect_app
from service.connections import (
    MAX_REQUEST_HEAD_BYTES,
    body_read_timeout,
    bounded_protocol,
    host_guard,
    refuse_malformed,
)
from service.health import HealthServicer
from service.interceptor import InFlight, RpcObserver
from service.logs import get_logger
from service.offload import SWITCH_INTERVAL, Offload
from service.servicer import CombatServicer, add_combat_servicer
from service.studio import PREFIX as STUDIO_PREFIX
from service.studio import studio_app
from service.tls import ServerTls
from service.version import DISTRIBUTION, server_version

__all__ = [
    "COMBAT_SERVICE",
    "DISTRIBUTION",
    "BindError",
    "HttpEndpoint",
    "RunningServer",
    "address",
    "grpc_connection_options",
    "metrics_endpoint",
    "serving_fields",
    "start",
    "stop_signals",
    "studio_url",
    "tls_mode",
]

#: Full name of the service, as health checks and reflection name it.
COMBAT_SERVICE: str = combat_service_pb2.DESCRIPTOR.services_by_name["CombatService"].full_name

_log = get_logger()

# uvicorn's own drain limit, past the grace period: uvicorn polls its connections every 0.1 s, so
# after the grace period has cut the last call off it still needs a moment to see them close.
_HTTP_SLACK = 5.0


# Server keepalive pings (on connections with calls in flight) and how long an answer may take.
_KEEPALIVE_TIME = 60.0
_KEEPALIVE_TIMEOUT = 20.0
# The most often a client may ping, and how many pings more often than that end the connection.
_MIN_CLIENT_PING_INTERVAL = 10.0
_MAX_PING_STRIKES = 2


class BindError(OSError):
    """The server could not listen on the configured address."""


def address(host: str, port: int) -> str:
    """``host:port``, with an IPv6 host in brackets."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


class HttpEndpoint:
    """uvicorn serving an ASGI app (the Connect route, or /metrics) on a socket bound here, in the
    running event loop, with the connection bounds of service.connections; with ``reuse_port``,
    one of the sockets of the workers sharing the port. ``what`` names it in a BindError.

    Construction binds the socket (so a port in use fails before anything starts); ``start``
    serves; ``stop`` drains. No thread per connection: a stalled client costs a socket and a
    timer, and the read timeout ends it."""

    def __init__(
        self,
        host: str,
        port: int,
        app: Callable[..., Awaitable[None]],
        *,
        what: str,
        config: Config,
        reuse_port: bool = False,
        tls: ServerTls | None = None,
    ) -> None:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        if reuse_port:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        try:
            sock.bind((host, port))
        except OSError as exc:
            sock.close()
            raise BindError(
                f"cannot listen for {what} on {address(host, port)!r}: {exc.strerror or exc}"
            ) from exc
        self._socket = sock
        self.port: int = sock.getsockname()[1]
        # No lifespan (the apps need no startup), no access log (ConnectObserver writes the rpc
        # line), uvicorn's own logging left to the root logger (stderr), as gRPC's is.
        self._server = uvicorn.Server(
            uvicorn.Config(
                refuse_malformed(body_read_timeout(app, config.read_timeout)),
                lifespan="off",
                ws="none",  # no endpoint speaks WebSocket (service.connections)
                access_log=False,
                log_config=None,
                http=bounded_protocol(config.read_timeout),
                # Typed int, but uvicorn only hands it to loop.call_later, which takes a float.
                timeout_keep_alive=config.http_keepalive_timeout,  # type: ignore[arg-type]
                h11_max_incomplete_event_size=MAX_REQUEST_HEAD_BYTES,
                # X-Forwarded-For only from the configured proxies (uvicorn's default trusts
                # 127.0.0.1, so any local client could name its own peer).
                proxy_headers=bool(config.trusted_proxies),
                forwarded_allow_ips=list(config.trusted_proxies),
                **({} if tls is None else tls.uvicorn_options()),
            )
        )
        self._ticking: asyncio.Task[None] | None = None

    async def start(self) -> None:
        # What Server.serve does before startup (minus taking over the signals).
        config = self._server.config
        config.load()
        self._server.lifespan = config.lifespan_class(config)
        await self._server.startup(sockets=[self._socket])
        # main_loop refreshes the Date header and ends when should_exit is set.
        self._ticking = asyncio.ensure_future(self._server.main_loop())

    async def stop(self, grace: float) -> None:
        """Stop accepting; in-flight requests get ``grace`` seconds, then are cancelled."""
        self._server.should_exit = True
        if self._ticking is not None:
            await self._ticking
        if grace > 0:
            # Typed int, but uvicorn only hands it to asyncio.wait_for, which takes a float.
            self._server.config.timeout_graceful_shutdown = grace  # type: ignore[assignment]
        else:
            # No grace: cancel what runs, then wait for it to end. (A timeout of 0 would make
            # uvicorn's wait time out, and log an error, even with nothing to wait for.)
            for task in self._server.server_state.tasks:
                task.cancel()
            self._server.config.timeout_graceful_shutdown = None
        await self._server.shutdown(sockets=[self._socket])

    def close(self) -> None:
        """Release the socket of an endpoint that was never started."""
        self._socket.close()


def metrics_endpoint(
    config: Config,
    registry: prometheus_client.CollectorRegistry = prometheus_client.REGISTRY,
) -> HttpEndpoint:
    """/metrics of ``registry`` (prometheus-client's ASGI app) on ``config.metrics_port``."""
    assert config.metrics_port is not None
    return HttpEndpoint(
        config.metrics_host or config.host,
        config.metrics_port,
        prometheus_client.make_asgi_app(registry),
        what="metrics",
        config=config,
    )


class RunningServer:
    """A started server: its bound ports and a way to shut it down gracefully."""

    def __init__(
        self,
        server: grpc.aio.Server,
        *,
        in_flight: InFlight,
        health_servicer: HealthServicer,
        host: str,
        port: int,
        metrics: HttpEndpoint | None,
        http: HttpEndpoint | None,
        offload: Offload,
        health_server: tuple[grpc.aio.Server, int] | None = None,
        tls: bool = False,
    ) -> None:
        self._server = server
        self._health_server = health_server
        self._tls = tls
        self._offload = offload
        self._http = http
        self._in_flight = in_flight
        self._health = health_servicer
        self._metrics = metrics
        self.host = host
        self.port = port

    @property
    def metrics_port(self) -> int | None:
        """The bound metrics port; None when metrics are off."""
        return None if self._metrics is None else self._metrics.port

    @property
    def http_port(self) -> int | None:
        """The bound Connect port; None when the route is off."""
        return None if self._http is None else self._http.port

    @property
    def health_port(self) -> int | None:
        """The bound plaintext health port; None when there is none."""
        return None if self._health_server is None else self._health_server[1]

    @property
    def base_url(self) -> str | None:
        """``http(s)://host:port`` of the Connect route; None when it is off."""
        if self._http is None:
            return None
        return f"{'https' if self._tls else 'http'}://{address(self.host, self._http.port)}"

    @property
    def target(self) -> str:
        """``host:port`` for a gRPC channel."""
        return address(self.host, self.port)

    async def stop(self, grace: float, *, reason: str = "stop requested") -> None:
        """Health NOT_SERVING, then up to ``grace`` seconds for in-flight calls, then close."""
        _log.info("shutting down", reason=reason, grace=grace, in_flight=len(self._in_flight))
        await self._health.enter_graceful_shutdown()
        # Both servers refuse new calls from here on. The grace period is enforced here rather
        # than by gRPC or uvicorn (whose limits come later), so that the calls it cuts off, over
        # either route, end in their handlers (and are logged so) and are counted once.
        stopping = [asyncio.ensure_future(self._server.stop(math.inf))]
        if self._http is not None:
            stopping.append(asyncio.ensure_future(self._http.stop(grace + _HTTP_SLACK)))
        _, pending = await asyncio.wait(stopping, timeout=grace)
        if pending and len(self._in_flight):
            cancelled = self._in_flight.cancel_all()
            _log.warning("grace period over", cancelled=cancelled)
        if stopping[0] in pending:
            await self._server.stop(None)  # cancels, in gRPC, what the handlers left open
        await asyncio.gather(*stopping)
        self._offload.close()  # idle by now: every call waited for its engine work to stop
        if self._metrics is not None:
            await self._metrics.stop(0.0)
        if self._health_server is not None:
            # Last: probes have read NOT_SERVING on it all through the drain.
            await self._health_server[0].stop(None)
        _log.info("stopped", reason=reason)


def _ms(seconds: float) -> int:
    return max(1, round(seconds * 1000))


def grpc_connection_options(config: Config) -> list[tuple[str, int]]:
    """grpc core's server channel arguments bounding what one connection may hold
    (docs/configuration.md, Held resources)."""
    return [
        # A client that connects and never completes the HTTP/2 preface and SETTINGS is closed
        # (grpc core's default waits 120 s).
        ("grpc.server_handshake_timeout_ms", _ms(config.read_timeout)),
        # A connection with no call in flight: GOAWAY, then closed (default: never).
        ("grpc.max_connection_idle_ms", _ms(config.idle_timeout)),
        # Every connection, busy or not: GOAWAY at this age; calls in flight then get
        # --max-connection-age-grace seconds before the connection is closed (they end
        # UNAVAILABLE; the shutdown grace was used once, and cut Simulate calls over 10 s). This
        # bounds any stalled call (a message that never finishes arriving, which no grpc option
        # bounds by itself) and lets clients re-resolve and spread over replicas.
        ("grpc.max_connection_age_ms", _ms(config.max_connection_age)),
        ("grpc.max_connection_age_grace_ms", _ms(config.max_connection_age_grace)),
        # HTTP/2 SETTINGS_MAX_CONCURRENT_STREAMS: calls in flight per connection, and with them
        # the partly received messages one connection can make the server buffer.
        ("grpc.max_concurrent_streams", config.max_concurrent_streams),
        # Server pings find a vanished peer (its calls are then cancelled, its socket closed)
        # within keepalive time + timeout, not TCP's hours.
        ("grpc.keepalive_time_ms", _ms(_KEEPALIVE_TIME)),
        ("grpc.keepalive_timeout_ms", _ms(_KEEPALIVE_TIMEOUT)),
        # Pings, both ways, also without calls in flight; a client's are accepted every 10 s at most
        # (grpc core's server default, 5 minutes, sends GOAWAY "too_many_pings" to a client
        # pinging every 30 s or so, as many mobile and game clients do); a client pinging more
        # often than that gets GOAWAY after the strikes.
        ("grpc.keepalive_permit_without_calls", 1),
        ("grpc.http2.min_ping_interval_without_data_ms", _ms(_MIN_CLIENT_PING_INTERVAL)),
        ("grpc.http2.max_ping_strikes", _MAX_PING_STRIKES),
    ]


def tls_mode(config: Config) -> str:
    """How both routes are served: ``off`` (plaintext), ``tls``, or ``mtls`` (client certificates
    required)."""
    if config.tls_cert is None:
        return "off"
    return "mtls" if config.tls_client_ca is not None else "tls"


def studio_url(config: Config, http_port: int | None) -> str | None:
    """Where the studio's page is served (``http(s)://host:port/studio/``), None when it is not."""
    if not config.serves_studio or http_port is None:
        return None
    scheme = "http" if tls_mode(config) == "off" else "https"
    return f"{scheme}://{address(config.host, http_port)}{STUDIO_PREFIX}"


def serving_fields(
    config: Config,
    *,
    port: int,
    http_port: int | None,
    metrics_port: int | None,
    health_port: int | None = None,
) -> dict[str, object]:
    """What the "serving" log line reports, with the ports actually bound (``health_port``
    default: the configured one). Never a secret: the auth token is reported as on or off."""
    return {
        "host": config.host,
        "port": port,
        "metrics_port": metrics_port,
        "http_port": http_port,
        "health_port": config.health_port if health_port is None else health_port,
        "tls": tls_mode(config),
        "auth": "token" if config.auth_token is not None else "off",
        "reflection": config.reflection,
        "cors_origins": list(config.cors_origins),
        "allowed_hosts": list(config.allowed_hosts) if config.checks_host else "any",
        "studio": studio_url(config, http_port) or "off",
        "trusted_proxies": list(config.trusted_proxies),
        "workers": config.workers,
        "offload_threads": config.offload_threads,
        "max_heavy_calls": config.max_heavy_calls,
        "max_queued_bytes": config.max_queued_bytes,
        "max_queued_simulations": config.max_queued_simulations,
        "pid": os.getpid(),
        "version": server_version(),
        "engine": str(engine.IMPLEMENTATION),
        "grace": config.grace,
        "limits": dataclasses.asdict(config.limits),
        "connections": {
            "read_timeout": config.read_timeout,
            "http_keepalive_timeout": config.http_keepalive_timeout,
            "idle_timeout": config.idle_timeout,
            "max_connection_age": config.max_connection_age,
            "max_connection_age_grace": config.max_connection_age_grace,
            "max_concurrent_streams": config.max_concurrent_streams,
        },
    }


async def start(
    config: Config,
    *,
    servicer: CombatServicer | combat_service_pb2_grpc.CombatServiceServicer | None = None,
    reuse_port: bool = False,
    serving_event: str = "serving",
) -> RunningServer:
    """Start serving ``config`` in the running event loop; ``servicer`` replaces the default
    ``CombatServicer(config.limits)`` (tests use it to inject failures). ``reuse_port`` binds the
    gRPC and Connect ports with SO_REUSEPORT, for a worker of ``--workers N`` (whose supervisor
    has checked that no other program holds them). The ``serving_event`` line reports the ports.

    Raises BindError when the gRPC, the metrics, the Connect or the health port cannot be bound,
    CredentialsError when the TLS files cannot be used.
    """
    limit = config.limits.max_message_bytes
    tls = (
        None
        if config.tls_cert is None or config.tls_key is None
        else ServerTls.load(config.tls_cert, config.tls_key, config.tls_client_ca)
    )
    in_flight = InFlight()
    # TokenAuth inside RpcObserver: a refused call is logged, counted and given its request id.
    interceptors: list[grpc.aio.ServerInterceptor] = [RpcObserver(in_flight, limit)]
    if config.auth_token is not None:
        interceptors.append(TokenAuth(config.auth_token))
    options = [
        # The interceptor refuses a message over the limit, with the call's request id; gRPC
        # itself only one past the headroom (service.bodies).
        ("grpc.max_receive_message_length", transport_limit(limit)),
        ("grpc.max_send_message_length", limit),
        # gRPC sets SO_REUSEPORT by default, which lets a second server silently share a port
        # that is in use; binding must fail instead. Only the workers of one supervisor share
        # their ports, and the supervisor has bound them without it first.
        ("grpc.so_reuseport", int(reuse_port)),
        *grpc_connection_options(config),
    ]
    server = grpc.aio.server(interceptors=interceptors, options=options)
    offload = Offload(
        config.offload_threads,
        config.max_heavy_calls,
        max_queued_bytes=config.max_queued_bytes,
        max_queued_simulations=config.max_queued_simulations,
    )
    # The event loop waits less for the GIL beside busy engine threads (service.offload); this
    # process serves, whether alone or as one of --workers.
    sys.setswitchinterval(SWITCH_INTERVAL)
    combat = CombatServicer(config.limits, offload) if servicer is None else servicer
    add_combat_servicer(combat, server)
    health_servicer = HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    if config.reflection:
        reflection.enable_server_reflection(
            (COMBAT_SERVICE, health.SERVICE_NAME, reflection.SERVICE_NAME), server
        )

    target = address(config.host, config.port)
    try:
        if tls is None:
            port = server.add_insecure_port(target)
        else:
            port = server.add_secure_port(target, tls.grpc_credentials())
    except RuntimeError as exc:
        raise BindError(f"cannot listen for gRPC on {target!r}") from exc
    metrics: HttpEndpoint | None = None
    http: HttpEndpoint | None = None
    health_server: tuple[grpc.aio.Server, int] | None = None
    try:
        if config.health_port is not None:
            health_server = _health_only_server(config, health_servicer, in_flight, options)
        if config.metrics_port is not None:
            metrics = metrics_endpoint(config)
        if config.http_port is not None:
            app = connect_app(
                combat,
                health=health_servicer,
                in_flight=in_flight,
                max_message_bytes=limit,
                cors_origins=config.cors_origins,
                token=config.auth_token,
            )
            # The page's files need no token: they hold no secret, and its calls send one.
            served = studio_app(app) if config.serves_studio else app
            http = HttpEndpoint(
                config.host,
                config.http_port,
                # Host checked before anything else: the studio's files and the calls alike.
                host_guard(served, config.allowed_hosts) if config.checks_host else served,
                what="Connect",
                config=config,
                reuse_port=reuse_port,
                tls=tls,
            )
    except BindError:
        if metrics is not None:
            metrics.close()
        if health_server is not None:
            await health_server[0].stop(None)
        await server.stop(None)  # releases the gRPC port bound above
        raise

    # What is built by now (modules, descriptors, the catalogs, the servicer) lives as long as
    # the process: out of the garbage collector's scans, a full collection beside a heavy call
    # pauses the event loop (health checks included) for the call's own objects only.
    gc.freeze()
    await server.start()
    if health_server is not None:
        await health_server[0].start()
    for endpoint in (metrics, http):
        if endpoint is not None:
            await endpoint.start()
    for service_name in (health.OVERALL_HEALTH, COMBAT_SERVICE):
        await health_servicer.set(service_name, health_pb2.HealthCheckResponse.SERVING)
    running = RunningServer(
        server,
        in_flight=in_flight,
        health_servicer=health_servicer,
        host=config.host,
        port=port,
        metrics=metrics,
        http=http,
        offload=offload,
        health_server=health_server,
        tls=tls is not None,
    )
    if config.serves_studio and config.auth_token is None and not is_loopback(config.host):
        # Anyone who reaches the port can open the page and make every call it makes.
        _log.warning(
            "studio served without a token",
            host=config.host,
            hint="give the server a token (--auth-token-file or ARBITER_AUTH_TOKEN; and TLS, "
            "docs/security.md), or serve the studio on a loopback host only (--studio auto)",
        )
    _log.info(
        serving_event,
        **serving_fields(
            config,
            port=port,
            http_port=running.http_port,
            metrics_port=running.metrics_port,
            health_port=running.health_port,
        ),
    )
    return running


def _health_only_server(
    config: Config,
    health_servicer: HealthServicer,
    in_flight: InFlight,
    options: list[tuple[str, int]],
) -> tuple[grpc.aio.Server, int]:
    """A plaintext gRPC server on ``config.health_port`` with ``health_servicer`` alone (no
    token, no TLS: Kubernetes' gRPC probes can do neither; the status is no secret), and its
    bound port. Its calls are logged and counted like the main port's."""
    assert config.health_port is not None
    observer = RpcObserver(in_flight, config.limits.max_message_bytes)
    server = grpc.aio.server(interceptors=[observer], options=options)
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    target = address(config.health_host or config.host, config.health_port)
    try:
        return server, server.add_insecure_port(target)
    except RuntimeError as exc:
        raise BindError(f"cannot listen for health on {target!r}") from exc


def stop_signals() -> asyncio.Future[signal.Signals]:
    """A future the first SIGTERM or SIGINT sets, in the running event loop.

    Call it before starting anything, so that a signal during startup is a clean stop too. A
    second signal during the drain changes nothing: the grace period bounds the drain anyway.
    """
    loop = asyncio.get_running_loop()
    received: asyncio.Future[signal.Signals] = loop.create_future()

    def on_signal(signum: signal.Signals) -> None:
        if not received.done():
            received.set_result(signum)

    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, on_signal, signum)
    return received
