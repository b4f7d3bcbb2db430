"""``python -m service`` and ``arbiter-server`` (the server distribution's command): serve
Arbiter; ``add_serve_command``, which makes the same command ``arbiter serve`` when the client's
``arbiter`` command runs it (the server's entry point in the group ``arbiter.commands``); and
``run``, the one place that chooses how it serves: in this process, or as a supervisor of worker
processes (service.supervisor), each serving as one process does (service.server). The choice
lives here, above both, so that neither imports the other."""

from __future__ import annotations

import argparse
import asyncio
import functools
import sys
from collections.abc import Sequence

from service.config import SERVE_DESCRIPTION, Config, add_serve_arguments
from service.logs import configure_logging, get_logger
from service.server import BindError, start, stop_signals
from service.supervisor import supervise
from service.tls import CredentialsError

__all__ = ["add_serve_command", "main", "run"]

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


def _serve_options(parser: argparse.ArgumentParser, options: argparse.Namespace) -> int:
    """Serve with the parsed ``options`` of ``parser`` (which reports values that conflict)."""
    try:
        config = Config.from_namespace(options)
    except ValueError as exc:
        # Values valid one by one but not together (e.g. default rounds above the cap).
        parser.error(str(exc))
    return run(config)


def add_serve_command(parser: argparse.ArgumentParser) -> None:
    """Make ``parser`` (the client command's ``serve``) this command: its options, and a
    ``handler`` that serves with them and returns the exit code."""
    parser.description = SERVE_DESCRIPTION
    add_serve_arguments(parser)
    parser.set_defaults(handler=functools.partial(_serve_options, parser))


def main(argv: Sequence[str] | None = None) -> int:
    """Parse ``argv`` (default: the command line), serve, and return the exit code."""
    # Run as `python -m service`, argv[0] is this file's path: name the command as typed.
    by_module = sys.argv[0].endswith("__main__.py")
    parser = argparse.ArgumentParser(
        prog="python -m service" if by_module else None, description=SERVE_DESCRIPTION
    )
    add_serve_arguments(parser)
    return _serve_options(parser, parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
