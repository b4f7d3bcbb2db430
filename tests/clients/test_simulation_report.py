"""``arbiter simulate``'s summary table and plots, from fixed SimulationResult messages."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from arbiter.simulation import finish
from arbiter.simulation_report import (
    format_simulation,
    plot_paths,
    suptitle,
    write_simulation_plots,
)
from arbiter.v1 import combat_service_pb2 as pb


def _distribution(histogram: dict[int, int]) -> pb.Distribution:
    return pb.Distribution(
        histogram=[pb.HistogramBin(value=v, count=n) for v, n in sorted(histogram.items())],
        total=sum(v * n for v, n in histogram.items()),
    )


def duel_result() -> pb.SimulationResult:
    """Ten runs of a duel: red wins 6, blue 3 (once by red's rout), one run hits the round
    limit; the figures derived by ``finish``, as the server and ``merge`` derive them."""
    return finish(
        pb.SimulationResult(
            seed=42,
            first_run=0,
            runs=10,
            sides=[
                pb.SideStatistics(side_id="red", wins=6),
                pb.SideStatistics(side_id="blue", wins=3, routs=1),
            ],
            draws=1,
            rounds=_distribution({2: 3, 3: 4, 5: 2, 20: 1}),
            combatants=[
                pb.CombatantStatistics(
                    combatant_id="ana",
                    damage_dealt=_distribution({0: 2, 3: 5, 6: 3}),
                    damage_taken=_distribution({0: 6, 4: 4}),
                    survived=7,
                ),
                pb.CombatantStatistics(
                    combatant_id="bo",
                    damage_dealt=_distribution({0: 6, 4: 4}),
                    damage_taken=_distribution({0: 2, 3: 5, 6: 3}),
                    survived=3,
                    aftermath_deaths=1,
                ),
            ],
            end_reasons=[
                pb.EndReasonCount(end_reason=pb.END_REASON_SIDE_DEFEATED, count=8),
                pb.EndReasonCount(end_reason=pb.END_REASON_SIDE_ROUTED, count=1),
                pb.EndReasonCount(end_reason=pb.END_REASON_ROUND_LIMIT, count=1),
            ],
        )
    )


# By hand: red 6/10, Wilson 95 % (z = 1.96) 0.3127 .. 0.8318; blue 3/10, 0.1078 .. 0.6032.
# Rounds 2,2,2,3,3,3,3,5,5,20: total 48 (mean 4.8); the 1st, 5th, 9th and 10th runs in order are
# p10 2, p50 3, p90 5, p99 20. Ana deals 0,0,3x5,6x3 = 33 (mean 3.3), takes 4x4 = 16.
DUEL_TEXT = """\
10 runs (runs 0..9 of seed 42)
sides:
  side  wins     rate       95 % interval  routs
  red      6  60.00 %  31.27 % .. 83.18 %      0
  blue     3  30.00 %  10.78 % .. 60.32 %      1
draws: 1
end reasons: side defeated 8, side routed 1, round limit 1
rounds: mean 4.800, p10 2, p50 3, p90 5, p99 20
combatants (damage in HP per run):
  combatant  damage   mean  p10  p50  p90  p99  survived  aftermath deaths
  ana        dealt   3.300    0    3    6    6         7                 0
             taken   1.600    0    0    4    4
  bo         dealt   1.600    0    0    4    4         3                 1
             taken   3.300    0    3    6    6"""


def test_the_table_shows_every_figure_of_the_result() -> None:
    assert format_simulation(duel_result()) == DUEL_TEXT


def test_a_part_of_a_split_simulation_names_its_run_range_and_no_reason_says_none() -> None:
    result = pb.SimulationResult(seed=7, first_run=1000, runs=1)
    result.sides.add(side_id="red", wins=1)
    result.rounds.CopyFrom(_distribution({1: 1}))
    text = format_simulation(finish(result)).splitlines()
    assert text[0] == "1 run (runs 1000..1000 of seed 7)"
    assert text[3] == "  red      1  100.00 %  20.65 % .. 100.00 %      0"
    assert text[5] == "end reasons: none"


def test_the_plots_are_pngs_that_decode(tmp_path: Path) -> None:
    prefix = str(tmp_path / "duel")
    written = write_simulation_plots(duel_result(), prefix, title="duel")
    assert written == plot_paths(prefix)
    assert [p.name for p in written] == ["duel-win-rate.png", "duel-rounds.png", "duel-damage.png"]
    sizes = []
    for path in written:
        with Image.open(path) as image:
            assert image.format == "PNG"
            image.load()  # decodes the whole image, not only its header
            sizes.append(image.size)
    # A duel whose damage mirrors (ana's dealt is bo's taken, and back) is one row of two
    # panels, not the same two histograms twice: 2.6 in at matplotlib's 100 dpi.
    assert sizes[2] == (1000, 260)


def test_damage_that_does_not_mirror_gets_a_dealt_and_a_taken_panel_per_combatant(
    tmp_path: Path,
) -> None:
    result = duel_result()
    # ana also hurt herself once (an unarmed natural 1): her taken is no longer bo's dealt.
    result.combatants[0].damage_taken.CopyFrom(_distribution({0: 5, 4: 4, 10: 1}))
    damage = write_simulation_plots(result, str(tmp_path / "self"), title="self")[2]
    with Image.open(damage) as image:
        assert image.size == (1000, 520)


def test_a_long_heading_is_wrapped_inside_the_figure_not_cut_off() -> None:
    # What a two-side win-rate figure (5 in wide) was headed with: the request file's name, the
    # runs and a 64-bit seed, 71 characters, wider than the figure.
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(5, 4), layout="constrained")
    canvas = FigureCanvasAgg(figure)
    heading = "tiered_siege_stealth.json: 100000 runs, seed 18446744073709551615"
    suptitle(figure, heading)
    canvas.draw()  # type: ignore[no-untyped-call]  # matplotlib untyped here
    text = figure.texts[0]
    assert "\n" in text.get_text()
    assert text.get_text().replace("\n", " ") == heading
    renderer = canvas.get_renderer()  # type: ignore[no-untyped-call]  # untyped in matplotlib
    box, frame = text.get_window_extent(renderer), figure.bbox
    assert frame.x0 <= box.x0 and box.x1 <= frame.x1
