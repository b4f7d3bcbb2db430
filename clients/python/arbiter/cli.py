"""The ``arbiter`` command: resolve a request file against a server, its odds, simulations,
sweeps, catalog and load tests; and the commands other installed distributions add (the server's
``serve``, when it is installed: COMMANDS_GROUP).

    arbiter serve [--host H] [--port P] [--workers N]     (the server's: `arbiter serve --help`)
    arbiter resolve FILE.json [--seed N] [--detail none|summary|full] [--json] [--encounter]
    arbiter odds FILE.json [--encounter] [--plot FILE.png] [--json]
    arbiter simulate FILE.json [--runs N] [--seed S] [--parallel K [--parts N]] [--plot P] [--json]
    arbiter sweep FILE.json --vary PATH=FROM..TO[:STEP] [--vary ...] [--format text|json|csv] [...]
    arbiter merge PART.json ... [--json]            (simulation parts, or load-test reports)
    arbiter catalog [--ruleset arrayer|tiered] [--json]
    arbiter loadtest [--protocol grpc|connect] [--rpc M] [-d F] [--threshold EXPR] ...

``resolve`` reads a ResolveActionRequest or ResolveEncounterRequest in the proto3 JSON mapping
(camelCase field names; snake_case is accepted too). Which one, by its top-level keys:
``--encounter`` or any field only a ResolveEncounterRequest has (``script``, ``maxRounds``,
``tactic``, ``aftermath``, ``sideTactics``, ``combatantTactics``: ``ENCOUNTER_KEYS``, read off the
proto descriptors) makes it a ResolveEncounterRequest; otherwise ``action`` makes it a
ResolveActionRequest; a file with neither is refused, not guessed.
``odds`` reads a ComputeOddsRequest, or a ResolveActionRequest file as ``resolve`` takes it (its
``dice`` and ``traceDetail`` are left out: every face is tried), and prints the attack's exact
distribution; given an encounter (told apart as ``resolve`` tells it: a ResolveEncounterRequest
or ComputeEncounterOddsRequest file), the exact distribution of its end (ComputeEncounterOdds;
docs/balance.md).
``simulate`` reads a SimulateRequest, or a ResolveEncounterRequest file (its ``dice`` and
``traceDetail`` are left out: the runs take their dice from the simulation's seed), plays it
``--runs`` times, split over ``--parallel`` calls, and prints the merged statistics
(docs/balance.md, "Simulation").
``sweep`` reads the same files as ``simulate``, sets one or two of their fields (``--vary``) to
each of a range or list of values, answers each value exactly (ComputeEncounterOdds) or, where
that is refused as too large, by Simulate with one seed for all, and prints a row per value
(arbiter.sweep; docs/balance.md, "Sweeps").
Each is a module of arbiter.commands (``loadtest``: arbiter.loadtest.command; docs/loadtest.md).
Every command that calls a server calls a TLS one with ``--tls`` or ``--tls-ca FILE`` (plus
``--tls-cert``/``--tls-key`` for mTLS) and sends the shared token of ``--token-file`` or
``ARBITER_AUTH_TOKEN`` (docs/security.md).
Exit status: 0 on success, 1 when the call fails (the status, reason and field violations are
printed) or a load test misses its pass mark, 2 for bad arguments or a bad request file.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import sys
from collections.abc import Callable, Sequence

import grpc

from arbiter.client import ArbiterRpcError
from arbiter.command_line import EXIT_FAILED, EXIT_USAGE, UsageError
from arbiter.commands import catalog, merge, odds, resolve, simulate, sweep
from arbiter.loadtest import command as loadtest
from arbiter.render import format_error

__all__ = ["COMMANDS_GROUP", "EXIT_FAILED", "EXIT_USAGE", "SERVE_INSTALL", "build_parser", "main"]

#: The entry-point group of commands that other installed distributions add to ``arbiter``:
#: the server distribution's ``serve``. Each names a function that, given the command's
#: parser, adds its options and sets its ``handler``.
COMMANDS_GROUP = "arbiter.commands"
#: Where ``arbiter serve`` comes from, for a client installed without the server.
SERVE_INSTALL = (
    "'arbiter serve' is the server's command: install the server distribution, "
    "arbiter-combat-server (in a checkout, scripts/serve.sh sets it up and serves)"
)


def _installed_commands() -> dict[str, importlib.metadata.EntryPoint]:
    """The commands installed distributions add (COMMANDS_GROUP), by name."""
    return {p.name: p for p in importlib.metadata.entry_points(group=COMMANDS_GROUP)}


def _add_installed_commands(
    commands: argparse._SubParsersAction[argparse.ArgumentParser], chosen: str | None
) -> None:
    """A command for each entry point of COMMANDS_GROUP; only the ``chosen`` one is loaded (a
    client command never imports another distribution's code)."""
    for point in _installed_commands().values():
        owner = point.dist.name if point.dist is not None else "another distribution"
        command = commands.add_parser(
            point.name, help=f"the command of {owner} (see {point.name} --help)"
        )
        if point.name == chosen:
            point.load()(command)


def build_parser(*, chosen: str | None = None) -> argparse.ArgumentParser:
    """The ``arbiter`` argument parser, ``chosen`` (the command about to run) loaded whole when
    an installed distribution adds it (COMMANDS_GROUP)."""
    parser = argparse.ArgumentParser(
        prog="arbiter",
        description="Arbiter: deterministic combat resolution over gRPC (ARRAYER and `tiered`).",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_installed_commands(commands, chosen)
    for command in (resolve, odds, simulate, sweep, merge, catalog, loadtest):
        command.add_command(commands)
    return parser


def _no_server_hint(target: str | None) -> str:
    where = f"at {target}" if target else "at the target"
    return (
        f"  hint: no Arbiter server answered {where}. Start one with scripts/serve.sh (in a "
        "checkout) or `arbiter serve`, or point --target (ARBITER_TARGET) at yours"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``arbiter`` command with ``argv`` (default: the process arguments)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["serve"] and "serve" not in _installed_commands():
        print(f"arbiter: {SERVE_INSTALL}", file=sys.stderr)
        return EXIT_USAGE
    parser = build_parser(chosen=args[0] if args else None)
    options = parser.parse_args(args)
    handler: Callable[[argparse.Namespace], int] = options.handler
    try:
        return handler(options)
    except UsageError as error:
        print(f"arbiter: {error}", file=sys.stderr)
        return EXIT_USAGE
    except ArbiterRpcError as error:
        print(f"arbiter: {format_error(error)}", file=sys.stderr)
        if error.code is grpc.StatusCode.UNAVAILABLE and error.request_id is None:
            # No server answered at all (a server's own UNAVAILABLE carries its request id).
            print(_no_server_hint(getattr(options, "target", None)), file=sys.stderr)
        return EXIT_FAILED
    except BrokenPipeError:
        # The reader (e.g. `| head`) left; point stdout at devnull so the exit flush is quiet.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_FAILED
