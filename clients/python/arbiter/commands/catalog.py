"""``arbiter catalog``: the server's weapons, numeric defaults and rulings per ruleset."""

from __future__ import annotations

import argparse

from arbiter.command_line import add_connection_arguments, client_from, json_text
from arbiter.render import format_catalog
from arbiter.v1 import state_pb2

__all__ = ["add_command"]

_RULESETS = {"arrayer": state_pb2.RULESET_ARRAYER, "tiered": state_pb2.RULESET_TIERED}


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``arbiter catalog``: its options and handler."""
    catalog = commands.add_parser(
        "catalog",
        help="list weapons, numeric defaults and rulings",
        description="Print the service's catalog: per ruleset its weapons, numeric defaults and "
        "the rulings in force.",
    )
    catalog.set_defaults(handler=_catalog)
    catalog.add_argument("--ruleset", choices=list(_RULESETS), help="only this ruleset")
    add_connection_arguments(catalog)


def _catalog(options: argparse.Namespace) -> int:
    ruleset = _RULESETS[options.ruleset] if options.ruleset else state_pb2.RULESET_UNSPECIFIED
    with client_from(options) as client:
        response = client.get_catalog(ruleset)
    print(json_text(response) if options.json else format_catalog(response))
    return 0
