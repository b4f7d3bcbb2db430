"""A sweep's rows as a table, CSV or JSON."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from typing import Any

from arbiter.render import format_error
from arbiter.simulation_report import percent, table
from arbiter.sweep.paths import Axis, value_text
from arbiter.sweep.rows import Row

__all__ = [
    "format_csv",
    "format_json",
    "format_text",
    "labels",
    "shown_sides",
]

# --- presentation ----------------------------------------------------------------------------


def shown_sides(rows: Sequence[Row], sides: Sequence[str]) -> list[str]:
    """The sides to show: those asked for, else the first side of the first answered row."""
    if sides:
        return list(sides)
    first = next((r for r in rows if r.sides), None)
    return [first.sides[0].side_id] if first else []


def _size(row: Row) -> str:
    if row.method == "exact":
        return f"{row.branches} branches"
    if row.method == "simulated":
        return f"{row.runs} runs"
    return ""


def labels(axes: Sequence[Axis]) -> list[str]:
    """Short names of the axes for a table's columns and a plot's axes: each path's last step
    (``hp`` for ``state.combatants[id=bo].hp``), a path of two steps or fewer whole
    (``sideTactics.red``), more steps where two would be named alike."""
    for last in range(1, max(len(a.steps) for a in axes) + 1):
        names = [
            a.path if len(a.steps) <= max(2, last) else ".".join(s.text for s in a.steps[-last:])
            for a in axes
        ]
        if len(set(names)) == len(names):
            return names
    return [a.path for a in axes]  # pragma: no cover - distinct paths have distinct ends


def format_text(rows: Sequence[Row], axes: Sequence[Axis], sides: Sequence[str] = ()) -> str:
    """A table: the values, the method, each shown side's win rate and 95 % interval, the draw
    rate, the mean rounds and the size of the answer; then the errors, and what the intervals
    are."""
    shown = shown_sides(rows, sides)
    names = labels(axes)
    header = [*names, "method"]
    for side in shown:
        header += [f"{side} win", "95 % interval"]
    header += ["draw", "mean rounds", "answered with"]
    cells = []
    for row in rows:
        line = [value_text(v) for v in row.values] + [row.method]
        for side in shown:
            rate = row.side(side)
            line += (
                [percent(rate.rate), f"{percent(rate.low)} .. {percent(rate.high)}"]
                if rate
                else ["-", "-"]
            )
        answered = row.method != "error"
        line += [
            percent(row.draw_rate) if answered else "-",
            f"{row.mean_rounds:.3f}" if answered else "-",
            _size(row),
        ]
        cells.append(line)
    lines = [f"{n}: {a.path}" for n, a in zip(names, axes, strict=True) if n != a.path]
    lines += table(header, cells, names=len(axes) + 1)
    if any(r.method == "exact" for r in rows):
        lines.append("exact: the probability itself; its interval is that point (no sampling)")
    simulated = [r for r in rows if r.method == "simulated"]
    if simulated:
        runs = ", ".join(sorted({str(r.runs) for r in simulated}))
        seeds = ", ".join(sorted({str(r.seed) for r in simulated}))
        refused = sum(r.exact_refused for r in simulated)
        lines.append(
            f"simulated: {runs} runs of seed {seeds} each, the same dice for every value (common "
            "random numbers);"
        )
        why = f"; {refused} as the exact odds were refused as too large" if refused else ""
        lines.append(f"  Wilson 95 % intervals{why}")
    errors = [r for r in rows if r.error is not None]
    if errors:
        lines.append("errors:")
        for row in errors:
            assert row.error is not None
            where = ", ".join(
                f"{a.path}={value_text(v)}" for a, v in zip(axes, row.values, strict=True)
            )
            message = format_error(row.error).replace("\n", "\n    ")
            lines.append(f"  {where}: {message}")
    return "\n".join(lines)


def format_csv(rows: Sequence[Row], axes: Sequence[Axis], sides: Sequence[str] = ()) -> str:
    """CSV with a header: the values, the method, each shown side's rate, low and high, the draw
    rate, mean rounds, runs, seed, positions, branches and the error (its code and message)."""
    shown = shown_sides(rows, sides)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    header = [a.path for a in axes] + ["method"]
    for side in shown:
        header += [f"{side}_win_rate", f"{side}_win_low", f"{side}_win_high"]
    header += ["draw_rate", "mean_rounds", "runs", "seed", "positions", "branches", "error"]
    writer.writerow(header)
    for row in rows:
        line: list[object] = [*(value_text(v) for v in row.values), row.method]
        for side in shown:
            rate = row.side(side)
            line += [rate.rate, rate.low, rate.high] if rate else ["", "", ""]
        answered = row.method != "error"
        line += [
            row.draw_rate if answered else "",
            row.mean_rounds if answered else "",
            *("" if v is None else v for v in (row.runs, row.seed, row.positions, row.branches)),
            f"{row.error.code.name}: {row.error.message}" if row.error else "",
        ]
        writer.writerow(line)
    return out.getvalue().rstrip("\n")


def _row_json(row: Row, axes: Sequence[Axis]) -> dict[str, Any]:
    item: dict[str, Any] = {
        "values": {a.path: v for a, v in zip(axes, row.values, strict=True)},
        "method": row.method,
    }
    if row.error is not None:
        item["error"] = {
            "code": row.error.code.name,
            "message": row.error.message,
            "reason": row.error.reason,
            "fieldViolations": [
                {"field": f, "description": d} for f, d in row.error.field_violations
            ],
        }
        return item
    sides = []
    for side in row.sides:
        entry: dict[str, Any] = {
            "sideId": side.side_id,
            "winRate": side.rate,
            "low": side.low,
            "high": side.high,
        }
        if side.wins is not None:
            entry["wins"] = side.wins
        if row.method == "exact":
            entry["win"] = side.fraction
        sides.append(entry)
    item.update(sides=sides, drawRate=row.draw_rate, meanRounds=row.mean_rounds)
    if row.method == "exact":
        item.update(positions=row.positions, branches=row.branches)
    else:
        # The seed as a string, as proto3 JSON writes 64-bit numbers.
        item.update(runs=row.runs, seed=str(row.seed), draws=row.draws)
        item["exactRefused"] = row.exact_refused
    return item


def format_json(rows: Sequence[Row], axes: Sequence[Axis]) -> str:
    """The rows as a JSON list of objects, every side in each (``win``: an exact row's fraction,
    null when too large to send exactly; ``wins``: a simulated row's count)."""
    return json.dumps([_row_json(r, axes) for r in rows], indent=2)
