"""``arbiter sweep``: one or two fields of an encounter request varied over values, each value's
encounter answered exactly (ComputeEncounterOdds) where the server can and by Simulate where it
cannot, and the answers as a table, CSV, JSON or a plot (docs/balance.md, "Sweeps").

A ``--vary`` spec is ``PATH=FROM..TO[:STEP]`` (whole numbers, both ends included) or
``PATH=V1,V2,...`` (any field: enum values by name, ``true``/``false``, numbers, strings). PATH
is a field of the request in the proto3 JSON mapping, its steps joined by dots, camelCase or
snake_case: ``maxRounds``, ``tactic``, ``sideTactics.red`` (a map's key is the step after it, or
``sideTactics[red]``), ``state.combatants[id=ana].hp``. An element of a list is picked by
``[FIELD=VALUE]`` (``[id=ana]``, ``[catalogId=sword]``; a weapon without an id is its catalog id
or its definition's, as weapon.proto says) or by its index, ``[0]``. The path is checked against
the proto descriptors and the request before any call; each value's request is then checked as
the file itself is (proto3 JSON), and the server checks the rest.

The pieces are pure, a module each: ``paths`` (the path language: ``parse_vary`` reads a spec,
``resolve_axis`` checks it against a request and types its values, ``expand`` makes each point's
request), ``rows`` (``evaluate`` turns a point's calls into a ``Row``, falling back from exact
odds to Simulate on LIMIT_EXCEEDED), ``output`` (``format_text``, ``format_csv``,
``format_json``) and ``plots`` (``write_sweep_plot``). ``arbiter.commands.sweep`` wires them to
the client and runs the points with arbiter.parallel.
"""

from __future__ import annotations

from arbiter.sweep.output import format_csv, format_json, format_text, labels
from arbiter.sweep.paths import (
    MAX_POINTS,
    Axis,
    Point,
    SweepError,
    Value,
    VarySpec,
    expand,
    parse_vary,
    resolve_axis,
    side_ids,
)
from arbiter.sweep.plots import sweep_figure, write_sweep_plot
from arbiter.sweep.rows import DEFAULT_RUNS, Method, Row, SideRate, evaluate

__all__ = [
    "DEFAULT_RUNS",
    "MAX_POINTS",
    "Axis",
    "Method",
    "Point",
    "Row",
    "SideRate",
    "SweepError",
    "Value",
    "VarySpec",
    "evaluate",
    "expand",
    "format_csv",
    "format_json",
    "format_text",
    "labels",
    "parse_vary",
    "resolve_axis",
    "side_ids",
    "sweep_figure",
    "write_sweep_plot",
]
