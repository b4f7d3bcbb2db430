"""One worker process of ``arbiter serve --workers N``, started by ``service.supervisor``.

    python -m service.worker --index I --link-fd FD --config JSON

Not a command for people: the supervisor has already bound (and so checked) the ports, which the
worker binds again with SO_REUSEPORT (``start(..., reuse_port=True)``); the kernel spreads
connections over the workers. The worker serves both routes; the supervisor serves the metrics
(the worker's are written to ``PROMETHEUS_MULTIPROC_DIR``, which the supervisor sets).

The link is one end of a socket pair whose other end the supervisor holds: the worker writes
``ready`` on it once it serves, then a heartbeat from its event loop every tenth of
``--worker-watchdog`` (the supervisor kills a worker that goes silent), and reads it for end of
file, which means the supervisor is gone (killed, say); the worker then drains and exits rather
than serving on as an orphan. Every log
line of a worker carries its ``worker`` index and ``pid``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import json
import os
import socket
import sys
from collections.abc import Mapping, Sequence

from service.auth import AuthToken
from service.config import AUTH_TOKEN_VARIABLE, Config
from service.limits import Limits
from service.logs import configure_logging, get_logger
from service.server import BindError, start, stop_signals
from service.tls import CredentialsError

__all__ = ["HEARTBEAT", "READY", "config_from_json", "config_to_json", "main", "worker_env"]

#: What a worker writes on its link once it serves, and then every tenth of its watchdog.
READY = b"ready\n"
HEARTBEAT = b"."
#: Heartbeats a worker sends per --worker-watchdog: one late beat, a GC pause, is no silence.
HEARTBEATS_PER_WATCHDOG = 10

#: The reason a worker's "shutting down" line gives when its supervisor has gone.
_ORPHANED = "supervisor gone"

_log = get_logger()


def config_to_json(config: Config) -> str:
    """``config`` as JSON, for ``config_from_json`` in the worker: all but the auth token, which
    must not be on a command line; the worker finds it in its environment (``worker_env``)."""
    return json.dumps(dataclasses.asdict(dataclasses.replace(config, auth_token=None)))


def worker_env(config: Config, environ: Mapping[str, str]) -> dict[str, str]:
    """``environ`` with ``config``'s auth token as ``ARBITER_AUTH_TOKEN`` (none: removed), for a
    worker's process: its environment is readable by its own user only, unlike its arguments."""
    env = {k: v for k, v in environ.items() if k != AUTH_TOKEN_VARIABLE}
    if config.auth_token is not None:
        env[AUTH_TOKEN_VARIABLE] = config.auth_token.reveal()
    return env


def config_from_json(text: str, environ: Mapping[str, str] | None = None) -> Config:
    """The Config ``config_to_json`` wrote, with the auth token of ``environ`` (default:
    ``os.environ``), as ``worker_env`` set it."""
    data = json.loads(text)
    token = (os.environ if environ is None else environ).get(AUTH_TOKEN_VARIABLE)
    return Config(
        **{
            **data,
            "cors_origins": tuple(data["cors_origins"]),
            "trusted_proxies": tuple(data["trusted_proxies"]),
            "limits": Limits(**data["limits"]),
            "auth_token": None if token is None else AuthToken(token),
        }
    )


async def _work(config: Config, link: socket.socket) -> int:
    loop = asyncio.get_running_loop()
    received = stop_signals()
    try:
        running = await start(config, reuse_port=True, serving_event="worker serving")
    except (BindError, CredentialsError) as exc:
        _log.error("startup failed", error=str(exc))
        return 1
    await loop.sock_sendall(link, READY)
    beating = asyncio.ensure_future(
        _heartbeat(link, config.worker_watchdog / HEARTBEATS_PER_WATCHDOG)
    )
    # The supervisor never writes: the read ends at end of file, when it has gone.
    orphaned = asyncio.ensure_future(loop.sock_recv(link, 1))
    await asyncio.wait((received, orphaned), return_when=asyncio.FIRST_COMPLETED)
    reason = received.result().name if received.done() else _ORPHANED
    orphaned.cancel()
    try:
        await running.stop(config.grace, reason=reason)
    finally:
        beating.cancel()
    return 0


async def _heartbeat(link: socket.socket, interval: float) -> None:
    """Tell the supervisor, every ``interval`` seconds, that this event loop runs (its
    watchdog kills a worker that goes silent: service.supervisor)."""
    loop = asyncio.get_running_loop()
    with contextlib.suppress(OSError):  # the supervisor gone: the orphan check stops us
        while True:
            await asyncio.sleep(interval)
            await loop.sock_sendall(link, HEARTBEAT)


def main(argv: Sequence[str] | None = None) -> int:
    """Serve as worker ``--index`` until SIGTERM, SIGINT or the supervisor's end; the exit code."""
    parser = argparse.ArgumentParser(prog="python -m service.worker", description=__doc__)
    parser.add_argument("--index", type=int, required=True)
    parser.add_argument("--link-fd", type=int, required=True)
    parser.add_argument("--config", type=config_from_json, required=True)
    ns = parser.parse_args(argv)
    configure_logging(ns.config.log_level, fields={"worker": ns.index, "pid": os.getpid()})
    link = socket.socket(fileno=ns.link_fd)
    link.setblocking(False)
    with link:
        return asyncio.run(_work(ns.config, link))


if __name__ == "__main__":
    sys.exit(main())
