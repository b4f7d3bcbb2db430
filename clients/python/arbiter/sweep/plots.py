"""A sweep's plot: a line per side for one varied field, a heat map for two (matplotlib, imported
only when a plot is drawn).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from arbiter.simulation_report import suptitle
from arbiter.sweep.output import labels, shown_sides
from arbiter.sweep.paths import Axis, value_text
from arbiter.sweep.rows import Row

if TYPE_CHECKING:  # matplotlib is imported only when a plot is drawn
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = [
    "sweep_figure",
    "write_sweep_plot",
]


def write_sweep_plot(
    rows: Sequence[Row],
    axes: Sequence[Axis],
    path: Path,
    *,
    sides: Sequence[str] = (),
    title: str = "",
) -> None:
    """A PNG of ``sweep_figure``."""
    sweep_figure(rows, axes, sides=sides, title=title).savefig(path, format="png")


def sweep_figure(
    rows: Sequence[Row], axes: Sequence[Axis], *, sides: Sequence[str] = (), title: str = ""
) -> Figure:
    """One axis: each shown side's win rate as a line with its 95 % interval as a band (exact
    points filled, simulated hollow) and the draw rate dashed; two axes: a heat map of the first
    shown side's win rate, the first axis across, each cell annotated. Drawn on an Agg canvas (no
    display, no pyplot global state); matplotlib is imported only here."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: PLC0415
    from matplotlib.figure import Figure  # noqa: PLC0415

    shown = shown_sides(rows, sides)
    if len(axes) == 1:
        figure = Figure(figsize=(8, 4.5), layout="constrained")
        FigureCanvasAgg(figure)
        _line_plot(figure.subplots(), rows, axes[0], shown)
    else:
        across, down = axes
        figure = Figure(
            figsize=(
                max(5.0, 0.9 * len(across.values) + 2.5),
                max(3.5, 0.5 * len(down.values) + 2),
            ),
            layout="constrained",
        )
        FigureCanvasAgg(figure)
        _heat_map(figure, rows, across, down, shown[0] if shown else "")
    suptitle(figure, title or "sweep")
    return figure


#: A plot's axis names its path in full up to this length, else only by its label.
_PLOTTED_PATH = 48


def _axis_label(axis: Axis, axes: Sequence[Axis]) -> str:
    name = labels(axes)[list(axes).index(axis)]
    if name == axis.path or len(axis.path) > _PLOTTED_PATH:
        return name
    return f"{name} ({axis.path})"


def _positions(axis: Axis) -> list[float]:
    """Where each value goes along the axis: itself for numbers, else its index."""
    if axis.numeric:
        return [float(v) for v in axis.values]
    return [float(i) for i in range(len(axis.values))]


def _line_plot(ax: Axes, rows: Sequence[Row], axis: Axis, shown: Sequence[str]) -> None:
    from matplotlib.lines import Line2D  # noqa: PLC0415
    from matplotlib.ticker import MaxNLocator  # noqa: PLC0415

    xs = _positions(axis)
    for colour, side in enumerate(shown):
        found = [(x, r, rate) for x, r in zip(xs, rows, strict=True) if (rate := r.side(side))]
        at = [x for x, _, _ in found]
        ax.fill_between(
            at,
            [s.low for *_, s in found],
            [s.high for *_, s in found],
            alpha=0.25,
            color=f"C{colour}",
        )
        ax.plot(at, [s.rate for *_, s in found], color=f"C{colour}", label=f"{side} wins")
        # Exact points filled, simulated ones hollow.
        ax.scatter(
            at,
            [s.rate for *_, s in found],
            facecolors=[f"C{colour}" if r.method == "exact" else "white" for _, r, _ in found],
            edgecolors=f"C{colour}",
            zorder=3,
        )
    answered = [(x, r) for x, r in zip(xs, rows, strict=True) if r.method != "error"]
    ax.plot(
        [x for x, _ in answered],
        [r.draw_rate for _, r in answered],
        color="grey",
        linestyle="--",
        label="draw",
    )
    ax.axhline(0.5, color="grey", linewidth=0.5, linestyle=":")
    if not axis.numeric:
        ax.set_xticks(xs, [value_text(v) for v in axis.values], rotation=20)
    elif all(isinstance(v, int) for v in axis.values):
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # whole values: no 2.5 ticks
    ax.set(xlabel=_axis_label(axis, [axis]), ylabel="win rate, 95 % interval", ylim=(0, 1))
    handles, _ = ax.get_legend_handles_labels()
    methods = {r.method for r in rows}
    for method, face, name in (
        ("exact", "black", "exact"),
        ("simulated", "white", "simulated (band: 95 %)"),
    ):
        if method in methods:
            handles.append(
                Line2D(
                    [],
                    [],
                    marker="o",
                    linestyle="",
                    markerfacecolor=face,
                    color="black",
                    label=name,
                )
            )
    ax.legend(handles=handles, fontsize="small")


def _heat_map(figure: Figure, rows: Sequence[Row], across: Axis, down: Axis, side: str) -> None:
    ax = figure.subplots()
    grid = [[math.nan] * len(across.values) for _ in down.values]
    marks = [[""] * len(across.values) for _ in down.values]
    for index, row in enumerate(rows):
        column, line = divmod(index, len(down.values))
        rate = row.side(side)
        if rate is None:
            marks[line][column] = "error" if row.method == "error" else "-"
            continue
        grid[line][column] = rate.rate
        marks[line][column] = f"{rate.rate * 100:.1f}" + ("" if row.method == "exact" else "~")
    image = ax.imshow(grid, cmap="RdBu", vmin=0, vmax=1, origin="lower", aspect="auto")
    for line, cells in enumerate(marks):
        for column, mark in enumerate(cells):
            value = grid[line][column]
            dark = not math.isnan(value) and abs(value - 0.5) > 0.3
            ax.text(
                column,
                line,
                mark,
                ha="center",
                va="center",
                fontsize="small",
                color="white" if dark else "black",
            )
    ax.set_xticks(range(len(across.values)), [value_text(v) for v in across.values])
    ax.set_yticks(range(len(down.values)), [value_text(v) for v in down.values])
    ax.set(
        xlabel=_axis_label(across, [across, down]),
        ylabel=_axis_label(down, [across, down]),
        title=f"{side} win rate, % (~: simulated)",
    )
    figure.colorbar(image, ax=ax, label=f"{side} win rate")
