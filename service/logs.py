"""structlog setup: every log line is one JSON object on stdout.

Lines carry ``event``, ``level`` and an ISO-8601 UTC ``timestamp``; exceptions are rendered into
an ``exception`` field holding the formatted traceback. What the libraries log through the
standard library's ``logging`` (uvicorn, asyncio) is rendered the same way, with the ``logger``'s
name, by structlog's ``ProcessorFormatter`` on the root logger: no line of a run is plain text.
gRPC's own C-core diagnostics still go to stderr, so stdout stays machine-readable.

``LimitedWarnings`` writes the warnings a client can provoke at will (a refused CORS preflight, a
refused Host) at a bounded rate, with what a client sent cut to ``LOGGED_CHARS``.
"""

from __future__ import annotations

import logging
import sys
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import TextIO

import structlog
from structlog.typing import EventDict, Processor, WrappedLogger

__all__ = [
    "LIMITED_BURST",
    "LIMITED_EVERY",
    "LIMITED_REPEAT_AFTER",
    "LOGGED_CHARS",
    "LimitedWarnings",
    "bound_logger",
    "configure_logging",
    "get_logger",
    "truncated",
]

#: Characters of a client's text (an Origin, a Host) a line keeps: the longest real origin is
#: 267 (``https://``, a 253-character DNS name, ``:65535``), so a genuine one is never cut, while
#: 300 preflights with 15 KiB origins wrote 11.6 MB of warnings.
LOGGED_CHARS = 300
#: Lines of one kind written at once before the rate applies ...
LIMITED_BURST = 10
#: ... then one line every this many seconds at most (10 a minute): a flood writes a few kB a
#: minute, and a genuine refusal after it is logged within this long of its next repeat.
LIMITED_EVERY = 6.0
#: Seconds before the same key (the same origin, the same Host) is logged again: a browser
#: repeats a refused preflight with every call, and one line says it.
LIMITED_REPEAT_AFTER = 600.0
#: Keys remembered for that, the most recent (older ones are forgotten, not a cap on new ones).
_KEYS_KEPT = 256

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


def truncated(text: str, limit: int = LOGGED_CHARS) -> str:
    """``text`` as a log line keeps it: cut to ``limit`` characters, saying how long it was."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... ({len(text)} characters)"


class LimitedWarnings:
    """Warnings of one kind, written at a bounded rate: a token bucket of ``burst`` lines,
    refilled one line every ``every`` seconds, and each key once per ``repeat_after`` seconds.
    A line the rate holds back is counted, and the next line written reports the count as
    ``dropped``, so nothing is lost silently and nothing is held back for ever (a permanent cap
    on keys once let a flood of random origins silence every later one).

    Called from the event loop only (no lock); one per kind, per process."""

    def __init__(
        self,
        *,
        burst: int = LIMITED_BURST,
        every: float = LIMITED_EVERY,
        repeat_after: float = LIMITED_REPEAT_AFTER,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._burst = burst
        self._every = every
        self._repeat_after = repeat_after
        self._clock = clock
        self._tokens = float(burst)
        self._filled = clock()
        self._dropped = 0
        self._logged: OrderedDict[str, float] = OrderedDict()

    def warning(self, event: str, key: str, **fields: object) -> bool:
        """Write ``event`` with ``fields`` at warning unless ``key`` was written within
        ``repeat_after`` seconds or the rate is spent; whether it was written."""
        now = self._clock()
        last = self._logged.get(key)
        if last is not None and now - last < self._repeat_after:
            return False
        self._tokens = min(self._burst, self._tokens + (now - self._filled) / self._every)
        self._filled = now
        if self._tokens < 1:
            self._dropped += 1
            return False
        self._tokens -= 1
        self._logged[key] = now
        self._logged.move_to_end(key)
        while len(self._logged) > _KEYS_KEPT:
            self._logged.popitem(last=False)
        if self._dropped:
            fields["dropped"] = self._dropped
            self._dropped = 0
        get_logger().warning(event, **fields)
        return True
