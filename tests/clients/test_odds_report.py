"""``arbiter odds --plot``'s figure (arbiter.odds.odds_figure): whole-HP ticks, a heading that
fits."""

from __future__ import annotations

import pytest

from arbiter.odds import odds_figure
from arbiter.v1 import combat_service_pb2 as pb

pytest.importorskip("matplotlib")


def _odds() -> pb.ComputeOddsResponse:
    # Damage 0, 1 or 2: a range so short that matplotlib's own ticks fall on halves.
    half = pb.Rational(numerator=1, denominator=2, value=0.5)
    quarter = pb.Rational(numerator=1, denominator=4, value=0.25)
    return pb.ComputeOddsResponse(
        hit=half,
        miss=half,
        mean_damage=pb.Rational(numerator=3, denominator=4, value=0.75),
        damage=[
            pb.DamageProbability(damage=0, probability=half),
            pb.DamageProbability(damage=1, probability=quarter),
            pb.DamageProbability(damage=2, probability=quarter),
        ],
    )


def test_damage_ticks_are_whole_hp() -> None:
    figure = odds_figure(_odds())
    figure.canvas.draw()
    (ax,) = figure.axes
    ticks = [t for t in ax.get_xticks() if ax.get_xlim()[0] <= t <= ax.get_xlim()[1]]
    assert ticks and all(float(t).is_integer() for t in ticks)


def test_a_long_title_is_wrapped_not_cut_off() -> None:
    title = "clients/python/examples/" + "a_very_long_request_file_name_" * 4 + ".json"
    figure = odds_figure(_odds(), title)
    heading = figure.get_suptitle()
    assert "\n" in heading and heading.replace("\n", "") == title.replace(" ", "")
