"""structlog setup: every log line is one JSON object on stdout.

Lines carry ``event``, ``level`` and an ISO-8601 UTC ``timestamp``; exceptions are rendered into
an ``exception`` field holding the formatted traceback. gRPC's own C-core diagnostics still go to
stderr, so stdout stays machine-readable.
"""

from __future__ import annotations

import logging
from typing import TextIO

import structlog

__all__ = ["configure_logging", "get_logger"]


def configure_logging(level: str = "info", stream: TextIO | None = None) -> None:
    """Send structlog output at ``level`` and above to ``stream`` (default: the current stdout).

    ``level`` is one of debug, info, warning, error.
    """
    structlog.configure(
        processors=[
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer(),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(
            logging.getLevelNamesMapping()[level.upper()]
        ),
        # PrintLogger flushes every line, so a supervisor (or a test) reading a pipe sees it now.
        logger_factory=structlog.PrintLoggerFactory(stream),
        cache_logger_on_first_use=False,
    )


def get_logger() -> structlog.typing.FilteringBoundLogger:
    """The service's logger; it follows ``configure_logging`` even when called before it."""
    logger: structlog.typing.FilteringBoundLogger = structlog.get_logger()
    return logger
