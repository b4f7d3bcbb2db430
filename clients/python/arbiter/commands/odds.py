"""``arbiter odds``: the exact odds of one attack (ComputeOdds) or of a small encounter
(ComputeEncounterOdds), printed and optionally plotted (docs/balance.md)."""

from __future__ import annotations

import argparse
from pathlib import Path

from arbiter.command_line import (
    UsageError,
    add_connection_arguments,
    client_from,
    json_text,
    require_plotting,
)
from arbiter.odds import (
    format_encounter_odds,
    format_odds,
    write_encounter_odds_plot,
    write_odds_plot,
)
from arbiter.request_files import ENCOUNTER_NAMES, load_odds_request, read_text
from arbiter.v1 import combat_service_pb2 as pb

__all__ = ["add_command"]


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``arbiter odds``: its options and handler."""
    odds = commands.add_parser(
        "odds",
        help="print the exact odds of one attack, or of a whole encounter",
        description="Send the state and attack of a ComputeOddsRequest or ResolveActionRequest "
        "file (proto3 JSON; dice and traceDetail are ignored) to ComputeOdds and print hit, "
        "miss, misfire and mishap probabilities, the damage distribution and its mean, and for "
        "`tiered` the contest and the counterattack, as exact fractions and percentages. An "
        f"encounter file (any of the top-level keys {ENCOUNTER_NAMES}, or --encounter) goes to "
        "ComputeEncounterOdds instead, which prints each side's win, the draw, the ends, the "
        "rounds and each combatant's survival and damage: for small encounters (a duel, a few "
        "rounds); a larger one is refused with the hint to simulate it.",
    )
    odds.set_defaults(handler=_odds)
    odds.add_argument("file", metavar="FILE.json", help="the request file; - reads stdin")
    odds.add_argument(
        "--encounter",
        action="store_true",
        help="treat the file as an encounter even without encounter-only keys",
    )
    odds.add_argument(
        "--to-the-end",
        action="store_true",
        help="an encounter's odds with every fight played to its end, however many rounds it "
        "takes (no round limit: the request's maxRounds, if it sets one, is then the rounds "
        "listed); refused for a fight that can never end",
    )
    odds.add_argument(
        "--plot",
        type=Path,
        metavar="FILE.png",
        help="also write the damage distribution (an encounter's: the outcome and the rounds) "
        "as a bar chart (needs matplotlib, which scripts/bootstrap.sh installs)",
    )
    add_connection_arguments(odds)


def _odds(options: argparse.Namespace) -> int:
    if options.plot is not None:
        require_plotting()
    source = "<stdin>" if options.file == "-" else options.file
    request = load_odds_request(read_text(options.file), source=source, encounter=options.encounter)
    if options.to_the_end:
        if isinstance(request, pb.ComputeOddsRequest):
            raise UsageError(f"--to-the-end plays an encounter to its end; {source} is one attack")
        request.to_the_end = True
    with client_from(options) as client:
        if isinstance(request, pb.ComputeOddsRequest):
            response = client.compute_odds(request)
            print(json_text(response) if options.json else format_odds(response))
            if options.plot is not None:
                write_odds_plot(response, options.plot, title=source)
            return 0
        encounter = client.compute_encounter_odds(request)
    print(json_text(encounter) if options.json else format_encounter_odds(encounter))
    if options.plot is not None:
        write_encounter_odds_plot(encounter, options.plot, title=source)
    return 0
