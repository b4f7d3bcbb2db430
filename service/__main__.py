"""``python -m service``: serve Arbiter, exactly like ``arbiter serve``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from service.config import SERVE_DESCRIPTION, Config, add_serve_arguments
from service.server import run

__all__ = ["main"]


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
