"""structlog setup: every log line is one JSON object on stdout.

Lines carry ``event``, ``level`` and an ISO-8601 UTC ``timestamp``; exceptions are rendered into
an ``exception`` field holding the formatted traceback. What the libraries log through the
standard library's ``logging`` (uvicorn, asyncio) is rendered the same way, with the ``logger``'s
name, by structlog's ``ProcessorFormatter`` on the root logger: no line of a run is plain text.
gRPC's own C-core diagnostics still go to stderr, so stdout stays machine-readable.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Mapping
from typing import TextIO

import structlog
from structlog.typing import EventDict, Processor, WrappedLogger

__all__ = ["bound_logger", "configure_logging", "get_logger"]

#: The root logger's handler configure_logging added last (replaced by the next one).
_HANDLERS: list[logging.Handler] = []
#: bound_logger's logger for the current configuration (empty: bind it on next use).
_BOUND: dict[str, structlog.typing.FilteringBoundLogger] = {}


def _with(fields: Mapping[str, object]) -> Processor:
    def add(logger: WrappedLogger, name: str, event_dict: EventDict) -> EventDict:
        for key, value in fields.items():
            event_dict.setdefault(key, value)
        return event_dict

    return add


def configure_logging(
    level: str = "info", stream: TextIO | None = None, *, fields: Mapping[str, object] | None = None
) -> None:
    """Send structlog output at ``level`` and above to ``stream`` (default: the current stdout).

    ``level`` is one of debug, info, warning, error. ``fields`` go into every line that does not
    set them itself (a worker of ``--workers N`` adds its ``worker`` index and ``pid``).
    """
    extra = [] if not fields else [_with(dict(fields))]
    out = sys.stdout if stream is None else stream
    threshold = logging.getLevelNamesMapping()[level.upper()]
    shared: list[Processor] = [
        *extra,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
    ]
    render: list[Processor] = [
        structlog.processors.format_exc_info,
        structlog.processors.JSONRenderer(),
    ]
    handler = logging.StreamHandler(out)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            foreign_pre_chain=[structlog.stdlib.add_logger_name, *shared],
            processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, *render],
        )
    )
    root = logging.getLogger()
    # Ours replaced, anyone else's (a test runner's capture) left alone.
    for previous in _HANDLERS:
        root.removeHandler(previous)
    _HANDLERS[:] = [handler]
    root.addHandler(handler)
    root.setLevel(threshold)
    # uvicorn's info lines ("Shutting down" per endpoint) say what the service's own serving,
    # shutting-down and stopped lines say; its warnings and errors still come through.
    logging.getLogger("uvicorn").setLevel(max(threshold, logging.WARNING))
    structlog.configure(
        processors=[*shared, *render],
        wrapper_class=structlog.make_filtering_bound_logger(threshold),
        # WriteLogger writes each line, newline included, in one write and flushes it, so a reader
        # of a pipe sees it at once, and the workers of --workers N, sharing one stdout, never
        # interleave their lines (print() writes the newline apart, a write of its own when
        # stdout is unbuffered, e.g. under PYTHONUNBUFFERED).
        logger_factory=structlog.WriteLoggerFactory(out),
        cache_logger_on_first_use=False,
    )
    _BOUND.clear()


def get_logger() -> structlog.typing.FilteringBoundLogger:
    """The service's logger; it follows ``configure_logging`` even when called before it."""
    logger: structlog.typing.FilteringBoundLogger = structlog.get_logger()
    return logger


def bound_logger() -> structlog.typing.FilteringBoundLogger:
    """The service's logger bound once per ``configure_logging``, for lines written per call: the
    lazy proxy get_logger returns binds a new logger on every line (a fifth of the ``rpc`` line's
    instructions)."""
    logger = _BOUND.get("logger")
    if logger is None:
        logger = _BOUND["logger"] = get_logger().bind()
    return logger
