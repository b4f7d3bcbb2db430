"""service.logs: the per-call logger is bound once per configuration and follows the next one;
the standard library's records are JSON lines too."""

from __future__ import annotations

import io
import json
import logging

import structlog

from service.logs import bound_logger, configure_logging


def test_the_bound_logger_follows_each_configuration() -> None:
    first, second = io.StringIO(), io.StringIO()
    try:
        configure_logging("info", first)
        bound_logger().info("rpc", n=1)
        assert bound_logger() is bound_logger()  # bound once, not per line
        configure_logging("info", second)
        bound_logger().info("rpc", n=2)
        bound_logger().debug("rpc", n=3)  # below the level
    finally:
        structlog.reset_defaults()
    assert [json.loads(line)["n"] for line in first.getvalue().splitlines()] == [1]
    assert [json.loads(line)["n"] for line in second.getvalue().splitlines()] == [2]


def test_what_libraries_log_through_logging_is_a_json_line_too() -> None:
    # uvicorn logs its shutdown through the standard library; in the image that line came out as
    # plain text among the JSON ones (tests/deploy/test_image.py reads every line as JSON).
    out = io.StringIO()
    try:
        configure_logging("info", out, fields={"worker": 1})
        logging.getLogger("uvicorn.error").error("Cancel %s running task(s)", 2)
        logging.getLogger("uvicorn.error").debug("below the level")
    finally:
        structlog.reset_defaults()
    (line,) = [json.loads(text) for text in out.getvalue().splitlines()]
    assert {k: line[k] for k in ("event", "level", "logger", "worker")} == {
        "event": "Cancel 2 running task(s)",
        "level": "error",
        "logger": "uvicorn.error",
        "worker": 1,
    }
    assert line["timestamp"].endswith("Z")
