"""``arbiter resolve``: a request file resolved by ResolveAction or ResolveEncounter, and its
trace, the combatants after and the outcome printed."""

from __future__ import annotations

import argparse

from arbiter.command_line import (
    TRACE_DETAILS,
    add_connection_arguments,
    client_from,
    json_text,
    uint64_seed,
)
from arbiter.render import format_action_response, format_encounter_response
from arbiter.request_files import ENCOUNTER_NAMES, load_request, read_text
from arbiter.v1 import combat_service_pb2 as pb

__all__ = ["add_command"]


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``arbiter resolve``: its options and handler."""
    resolve = commands.add_parser(
        "resolve",
        help="resolve a JSON request file and print the trace",
        description="Send a ResolveActionRequest or ResolveEncounterRequest, written in the "
        "proto3 JSON mapping (camelCase), and print the trace, the combatants after, and the "
        f"outcome. A file with any of the top-level keys {ENCOUNTER_NAMES} (or --encounter) "
        "is an encounter; otherwise one with 'action' is an action.",
    )
    resolve.set_defaults(handler=_resolve)
    resolve.add_argument("file", metavar="FILE.json", help="the request file; - reads stdin")
    resolve.add_argument(
        "--encounter",
        action="store_true",
        help="treat the file as a ResolveEncounterRequest even without encounter-only keys",
    )
    resolve.add_argument(
        "--seed",
        type=uint64_seed,
        help="roll seeded dice with this seed, replacing the file's dice",
    )
    resolve.add_argument(
        "--detail",
        choices=list(TRACE_DETAILS),
        help="trace detail, replacing the file's traceDetail (the server default is full)",
    )
    resolve.add_argument(
        "--expect-rules",
        metavar="DIGEST",
        help="the rules digest the request expects (as `arbiter catalog` prints it), replacing "
        "the file's expectedRulesDigest: a server that resolves by other rules refuses it "
        "(FAILED_PRECONDITION, RULES_VERSION_MISMATCH) rather than answer otherwise",
    )
    add_connection_arguments(resolve)


def _resolve(options: argparse.Namespace) -> int:
    source = "<stdin>" if options.file == "-" else options.file
    request = load_request(read_text(options.file), source=source, encounter=options.encounter)
    if options.seed is not None:
        request.dice.seed = options.seed
    if options.detail is not None:
        request.trace_detail = TRACE_DETAILS[options.detail]
    if options.expect_rules is not None:
        request.expected_rules_digest = options.expect_rules
    with client_from(options) as client:
        if isinstance(request, pb.ResolveActionRequest):
            action = client.resolve_action(request)
            text = json_text(action) if options.json else format_action_response(action)
        else:
            encounter = client.resolve_encounter(request)
            text = json_text(encounter) if options.json else format_encounter_response(encounter)
    print(text)
    return 0
