"""``arbiter simulate``'s output: a SimulationResult as a readable summary table, and its
win rates, rounds and damage as PNG plots.

Every figure is read from the result (the server, or ``arbiter.simulation.merge`` for a
simulation split over calls, derived them with ``arbiter.simulation.finish``); nothing is
recomputed here. Rates print as percentages, means with three decimals.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from arbiter.render import label
from arbiter.v1 import combat_service_pb2 as pb

if TYPE_CHECKING:  # matplotlib is imported only when a plot is drawn
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = [
    "format_simulation",
    "percent",
    "plot_paths",
    "suptitle",
    "table",
    "write_simulation_plots",
]

_INDENT = "  "
_PERCENTILES = ("p10", "p50", "p90", "p99")


def percent(rate: float) -> str:
    """A rate as a percentage with two decimals: ``60.80 %``."""
    return f"{rate * 100:.2f} %"


def table(header: Sequence[str], rows: Sequence[Sequence[str]], names: int = 1) -> list[str]:
    """Columns two spaces apart, each as wide as its widest cell: the first ``names`` columns
    left-aligned (names), the others right-aligned (numbers)."""
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        parts = [
            f"{cell:<{width}}" if i < names else f"{cell:>{width}}"
            for i, (cell, width) in enumerate(zip(cells, widths, strict=True))
        ]
        return (_INDENT + "  ".join(parts)).rstrip()

    return [line(header), *(line(row) for row in rows)]


def _figures(distribution: pb.Distribution) -> list[str]:
    """mean, p10, p50, p90, p99 as table cells."""
    return [f"{distribution.mean:.3f}", *(str(getattr(distribution, p)) for p in _PERCENTILES)]


def format_simulation(result: pb.SimulationResult) -> str:
    """The runs, then per side wins, rate, 95 % interval and routs; draws; how the runs ended;
    rounds; per combatant damage dealt and taken, survivals and aftermath deaths."""
    last = result.first_run + result.runs - 1
    runs = f"{result.runs} run{'' if result.runs == 1 else 's'}"
    lines = [f"{runs} (runs {result.first_run}..{last} of seed {result.seed})"]
    lines.append("sides:")
    lines += table(
        ("side", "wins", "rate", "95 % interval", "routs"),
        [
            (
                s.side_id,
                str(s.wins),
                percent(s.win_rate),
                f"{percent(s.win_rate_low)} .. {percent(s.win_rate_high)}",
                str(s.routs),
            )
            for s in result.sides
        ],
    )
    lines.append(f"draws: {result.draws}")
    reasons = [
        f"{label(pb.EndReason.DESCRIPTOR, r.end_reason)} {r.count}" for r in result.end_reasons
    ]
    lines.append(f"end reasons: {', '.join(reasons) or 'none'}")
    rounds = result.rounds
    lines.append(
        f"rounds: mean {rounds.mean:.3f}, "
        + ", ".join(f"{p} {getattr(rounds, p)}" for p in _PERCENTILES)
    )
    lines.append("combatants (damage in HP per run):")
    rows: list[tuple[str, ...]] = []
    for c in result.combatants:
        rows.append(
            (
                c.combatant_id,
                "dealt",
                *_figures(c.damage_dealt),
                str(c.survived),
                str(c.aftermath_deaths),
            )
        )
        rows.append(("", "taken", *_figures(c.damage_taken), "", ""))
    lines += table(
        ("combatant", "damage", "mean", *_PERCENTILES, "survived", "aftermath deaths"),
        rows,
        names=2,
    )
    return "\n".join(lines)


def plot_paths(prefix: str) -> tuple[Path, Path, Path]:
    """The PNGs ``write_simulation_plots`` writes for ``prefix``: ``PREFIX-win-rate.png``,
    ``PREFIX-rounds.png`` and ``PREFIX-damage.png``."""
    return (
        Path(f"{prefix}-win-rate.png"),
        Path(f"{prefix}-rounds.png"),
        Path(f"{prefix}-damage.png"),
    )


def write_simulation_plots(
    result: pb.SimulationResult, prefix: str, title: str = ""
) -> tuple[Path, Path, Path]:
    """Write the three PNGs of ``plot_paths(prefix)``, headed ``title`` and the runs and seed,
    and return their paths: each side's win rate as a bar with its 95 % interval as an error
    bar; the rounds histogram with its mean and median marked; and the histograms of damage
    dealt and taken per combatant (``_damage_panels``: a duel's mirrored pair once).

    Drawn on Agg canvases (no display, no pyplot global state); matplotlib is imported only here,
    as for ``arbiter odds --plot``.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: PLC0415
    from matplotlib.figure import Figure  # noqa: PLC0415

    win_rate_path, rounds_path, damage_path = plot_paths(prefix)
    runs = f"{result.runs} run{'' if result.runs == 1 else 's'}, seed {result.seed}"
    heading = f"{title}: {runs}" if title else runs

    figure = Figure(figsize=(max(4, 1.5 * len(result.sides) + 2), 4), layout="constrained")
    FigureCanvasAgg(figure)
    ax = figure.subplots()
    sides = list(result.sides)
    names = [
        f"{s.side_id}\n{percent(s.win_rate)}\n({percent(s.win_rate_low)} .. "
        f"{percent(s.win_rate_high)})"
        for s in sides
    ]
    # Asymmetric bars: the Wilson interval is not centred on the rate.
    below = [s.win_rate - s.win_rate_low for s in sides]
    above = [s.win_rate_high - s.win_rate for s in sides]
    ax.bar(names, [s.win_rate for s in sides], yerr=[below, above], capsize=8)
    ax.set(
        ylim=(0, 1),
        ylabel="win rate, 95 % interval",
        title=f"draws {result.draws} of {result.runs} runs",
    )
    suptitle(figure, heading)
    figure.savefig(win_rate_path, format="png")

    figure = Figure(figsize=(6, 4), layout="constrained")
    FigureCanvasAgg(figure)
    ax = figure.subplots()
    _histogram(ax, result.rounds, "rounds", "rounds the run lasted")
    suptitle(figure, heading)
    figure.savefig(rounds_path, format="png")

    combatants = list(result.combatants)
    panels = _damage_panels(combatants)
    rows = max(1, (len(panels) + 1) // 2)
    figure = Figure(figsize=(10, 2.6 * rows), layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.subplots(rows, 2, squeeze=False).flat
    for ax, (distribution, panel_title) in zip(axes, panels, strict=False):
        _histogram(ax, distribution, panel_title, "HP per run")
    suptitle(figure, heading)
    figure.savefig(damage_path, format="png")
    return win_rate_path, rounds_path, damage_path


#: Characters of a figure's heading per inch of its width (matplotlib's default 12 pt suptitle,
#: with a margin): a longer heading is wrapped, not cut off at the figure's edges.
_HEADING_CHARS_PER_INCH = 8


def suptitle(figure: Figure, heading: str) -> None:
    """Head ``figure`` with ``heading``, wrapped to its width (a long request file name and a
    64-bit seed ran past the edges of a two-side win-rate figure)."""
    width_inches = figure.get_figwidth()
    figure.suptitle(textwrap.fill(heading, max(20, int(width_inches * _HEADING_CHARS_PER_INCH))))


def _damage_panels(
    combatants: Sequence[pb.CombatantStatistics],
) -> list[tuple[pb.Distribution, str]]:
    """The damage histograms to draw, with their titles: each combatant's dealt and taken, but a
    duel in which each took exactly what the other dealt (no self-inflicted damage) is one pair
    of panels, "ana -> bo" and "bo -> ana", not the same two histograms twice."""
    if len(combatants) == 2:
        first, second = combatants
        if (first.damage_dealt, first.damage_taken) == (second.damage_taken, second.damage_dealt):
            return [
                (first.damage_dealt, f"{first.combatant_id} -> {second.combatant_id}: damage"),
                (second.damage_dealt, f"{second.combatant_id} -> {first.combatant_id}: damage"),
            ]
    panels = []
    for combatant in combatants:
        name = combatant.combatant_id
        panels.append((combatant.damage_dealt, f"{name}: damage dealt"))
        panels.append((combatant.damage_taken, f"{name}: damage taken"))
    return panels


def _histogram(ax: Axes, distribution: pb.Distribution, title: str, xlabel: str) -> None:
    """Bars of runs per value, the mean and the median as vertical lines."""
    from matplotlib.ticker import MaxNLocator  # noqa: PLC0415

    points = list(distribution.histogram)
    ax.bar([p.value for p in points], [p.count for p in points], width=0.8)
    ax.axvline(distribution.mean, color="C1", linestyle=":", label=f"mean {distribution.mean:.2f}")
    ax.axvline(distribution.p50, color="C2", linestyle="--", label=f"median {distribution.p50}")
    ax.set(xlabel=xlabel, ylabel="runs", title=title)
    # Whole HP and rounds, whole runs: no 2.5 ticks.
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.legend()
