"""``python -m service``: serve Arbiter, exactly like ``arbiter serve``; and ``run``, the one
place that chooses how it serves: in this process, or as a supervisor of worker processes
(service.supervisor), each serving as one process does (service.server). The choice lives here,
above both, so that neither imports the other."""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence

from service.config import SERVE_DESCRIPTION, Config, add_serve_arguments
from service.logs import configure_logging, get_logger
from service.server import BindError, start, stop_signals
from service.supervisor import supervise
from service.tls import CredentialsError

__all__ = ["main", "run"]

_log = get_logger()


async def _serve(config: Config) -> int:
    received = stop_signals()
    try:
        running = await start(config)
    except (BindError, CredentialsError) as exc:
        _log.error("startup failed", error=str(exc))
        return 1
    signum = await received
    await running.stop(config.grace, reason=signum.name)
    return 0


def run(config: Config) -> int:
    """Serve until SIGTERM or SIGINT, drain, and return the exit code (0; 1 if binding failed).

    With ``config.workers`` of 1, one worker serves in this process, exactly as before workers
    existed: no supervisor to pay for, no SO_REUSEPORT, the process's own metrics; an
    orchestrator restarts it if it dies. With more, this process supervises them.
    """
    if config.workers > 1:
        return supervise(config)
    configure_logging(config.log_level)
    return asyncio.run(_serve(config))


def main(argv: Sequence[str] | None = None) -> int:
    """Parse ``argv`` (default: the command line), serve, and return the exit code."""
    parser = argparse.ArgumentParser(prog="python -m service", description=SERVE_DESCRIPTION)
    add_serve_arguments(parser)
    ns = parser.parse_args(argv)
    try:
        config = Config.from_namespace(ns)
    except ValueError as exc:
        parser.error(str(exc))
    return run(config)


if __name__ == "__main__":
    sys.exit(main())
