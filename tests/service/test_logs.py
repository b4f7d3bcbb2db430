"""service.logs: the per-call logger is bound once per configuration and follows the next one."""

from __future__ import annotations

import io
import json

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
