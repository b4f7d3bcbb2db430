"""``arbiter odds``'s output: a ComputeOddsResponse as a readable table, and its damage PMF as a
PNG bar chart; a ComputeEncounterOddsResponse as a table of the sides' wins, the ends, the rounds
and each combatant's end, and its outcome and rounds as PNG bar charts.

Everything is read from the response (the server walked the dice tree); nothing is recomputed
here. Each probability prints as its exact fraction and a percentage (a fraction too large to
send exactly, as its value).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from arbiter.render import label
from arbiter.simulation_report import suptitle
from arbiter.v1 import action_pb2, trace_pb2
from arbiter.v1 import combat_service_pb2 as pb

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = [
    "encounter_odds_figure",
    "encounter_odds_request",
    "format_encounter_odds",
    "format_odds",
    "fraction",
    "odds_figure",
    "write_encounter_odds_plot",
    "write_odds_plot",
]


def encounter_odds_request(request: pb.ResolveEncounterRequest) -> pb.ComputeEncounterOddsRequest:
    """The exact odds' request of an encounter: its state, script, round limit and tactics (its
    dice and trace detail have no part in it; the aftermath is not counted)."""
    odds = pb.ComputeEncounterOddsRequest(
        state=request.state,
        script=request.script,
        tactic=request.tactic,
        side_tactics=request.side_tactics,
        combatant_tactics=request.combatant_tactics,
    )
    if request.HasField("max_rounds"):
        odds.max_rounds = request.max_rounds
    return odds


def fraction(value: pb.Rational) -> Fraction:
    """A ``Rational`` as the exact ``Fraction`` it is, whatever the size of its terms (its
    ``exact_numerator`` and ``exact_denominator`` digits; from a server older than them, its
    uint64 terms, which it left 0 for a fraction too large for them: a ValueError then)."""
    if value.exact_denominator:
        return Fraction(int(value.exact_numerator), int(value.exact_denominator))
    if not value.denominator:
        raise ValueError(f"this server sent only the value of a fraction too large: {value.value}")
    return Fraction(value.numerator, value.denominator)


#: Terms at most this long print as a fraction; longer ones (an encounter's over many rounds)
#: as the value, with the length of the exact fraction (fraction() and --json hold it).
_SHOWN_DIGITS = 20


def _digits(value: pb.Rational) -> int:
    """The digits of ``value``'s exact denominator."""
    return len(value.exact_denominator or str(fraction(value).denominator))


def _fraction(value: pb.Rational) -> str:
    """``3/4``; a whole number prints as itself; one whose terms are too long to read as
    ``~0.626066``."""
    exact = fraction(value)
    if exact.denominator == 1:
        return str(exact.numerator)
    if _digits(value) > _SHOWN_DIGITS:
        return f"~{value.value:.6g}"
    return f"{exact.numerator}/{exact.denominator}"


def _exact(value: pb.Rational) -> str:
    """A probability: ``3/4 (75.00 %)``, or ``~0.626066 (62.61 %; exact: a 30-digit fraction)``."""
    shown = f"{_fraction(value)} ({value.value * 100:.2f} %"
    if _digits(value) > _SHOWN_DIGITS:
        return f"{shown}; exact: a {_digits(value)}-digit fraction)"
    return f"{shown})"


def _mean(value: pb.Rational) -> str:
    """A mean: ``3/2 = 1.500``."""
    return f"{_fraction(value)} = {value.value:.3f}"


def _pmf(title: str, points: Sequence[pb.DamageProbability], mean: pb.Rational) -> list[str]:
    width = max((len(str(p.damage)) for p in points), default=1)
    lines = [f"{title} (mean {_mean(mean)}):"]
    lines += [f"  {p.damage:>{width}}  {_exact(p.probability)}" for p in points]
    return lines


def _criticals(response: pb.ComputeOddsResponse) -> list[str]:
    if not response.criticals:
        return []
    lines = ["criticals (T4):"]
    target = action_pb2.CriticalTarget.DESCRIPTOR
    for critical in response.criticals:
        what = (
            f"{label(target, critical.degraded)} loses a Tier"
            if critical.degraded
            else f"bare hands hurt for {critical.damage}"
        )
        lines.append(f"  {critical.combatant_id}: {what}: {_exact(critical.probability)}")
    return lines


def format_odds(response: pb.ComputeOddsResponse) -> str:
    """The outcome probabilities, the damage distribution and, `tiered`, the contest; the
    attacker's own damage, further targets' and the criticals, where the attack can have any."""
    lines = [f"hit      {_exact(response.hit)}", f"miss     {_exact(response.miss)}"]
    if response.HasField("misfire"):  # ARRAYER
        lines.append(f"misfire  {_exact(response.misfire)}")
        lines.append(f"mishap   {_exact(response.mishap)}  (part of miss)")
    if response.HasField("contest"):  # `tiered`
        contest = response.contest
        lines.append(f"attacker wins  {_exact(contest.attacker_wins)}")
        lines.append(f"defender wins  {_exact(contest.defender_wins)}")
        lines.append(f"tie            {_exact(contest.tie)}")
    lines.append("outcomes:")
    outcome = trace_pb2.Outcome.DESCRIPTOR
    lines += [f"  {label(outcome, o.outcome)}: {_exact(o.probability)}" for o in response.outcomes]
    lines += _pmf("damage to the target", response.damage, response.mean_damage)
    if response.HasField("contest"):
        lines += _pmf(
            "counterattack damage to the attacker",
            response.contest.counter_damage,
            response.contest.counter_mean_damage,
        )
    if any(p.damage for p in response.self_damage):
        lines += _pmf(
            "damage to the attacker itself", response.self_damage, response.self_mean_damage
        )
    for further in response.further_targets:
        lines += _pmf(f"damage to {further.combatant_id}", further.damage, further.mean_damage)
    lines += _criticals(response)
    lines.append(
        f"exact: {response.branches} branches of the dice tree, {response.dice_rolled} dice"
    )
    return "\n".join(lines)


def write_odds_plot(response: pb.ComputeOddsResponse, path: Path, title: str = "") -> None:
    """A PNG of ``odds_figure``."""
    odds_figure(response, title).savefig(path, format="png")


def odds_figure(response: pb.ComputeOddsResponse, title: str = "") -> Figure:
    """The damage PMF as bars (and, `tiered`, the counterattack's beside it), headed by
    ``title`` (wrapped to the figure's width) or the hit chance.

    Drawn on an Agg canvas (no display, no pyplot global state); matplotlib is imported only here,
    as for ``arbiter loadtest --plot``.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: PLC0415
    from matplotlib.figure import Figure  # noqa: PLC0415
    from matplotlib.ticker import MaxNLocator  # noqa: PLC0415

    panels: list[tuple[str, Sequence[pb.DamageProbability], pb.Rational]] = [
        ("damage to the target", response.damage, response.mean_damage)
    ]
    if response.HasField("contest"):
        panels.append(
            (
                "counterattack damage to the attacker",
                response.contest.counter_damage,
                response.contest.counter_mean_damage,
            )
        )
    figure = Figure(figsize=(5 * len(panels), 4), layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.subplots(1, len(panels), squeeze=False)[0]
    for ax, (name, points, mean) in zip(axes, panels, strict=True):
        ax.bar([p.damage for p in points], [p.probability.value for p in points])
        ax.axvline(mean.value, color="C1", linestyle=":", label=f"mean {mean.value:.2f}")
        ax.set(xlabel="damage", ylabel="probability", title=name)
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # whole HP: no 0.5 ticks
        ax.legend()
    suptitle(figure, title or f"hit {response.hit.value * 100:.1f} %")
    return figure


def format_encounter_odds(response: pb.ComputeEncounterOddsResponse) -> str:
    """Each side's win and the draw, how the encounter ends, the rounds it lasts, and per
    combatant its survival, the HP it loses and the damage it deals and takes."""
    width = max((len(s.side_id) for s in response.sides), default=0)
    lines = [f"{s.side_id:<{width}} wins  {_exact(s.win)}" for s in response.sides]
    lines.append(f"{'draw':<{width + 5}}  {_exact(response.draw)}")
    reason = pb.EndReason.DESCRIPTOR
    lines.append("ends:")
    lines += [
        f"  {label(reason, e.end_reason)}: {_exact(e.probability)}" for e in response.end_reasons
    ]
    lines.append(f"rounds (mean {_mean(response.mean_rounds)}):")
    lines += [f"  {r.rounds:>3}  {_exact(r.probability)}" for r in response.rounds]
    if response.HasField("rounds_beyond"):  # to the end: the rounds past those listed
        lines.append(f"  later {_exact(response.rounds_beyond)}")
    for combatant in response.combatants:
        lines.append(
            f"{combatant.combatant_id}: stands {_exact(combatant.survival)}; deals "
            f"{_mean(combatant.mean_damage_dealt)}, takes {_mean(combatant.mean_damage_taken)}"
        )
        lines += _pmf("  HP lost", combatant.hp_lost, combatant.mean_hp_lost)
    lines.append(
        f"exact: {response.positions} positions, {response.branches} branches of the rounds' dice"
    )
    return "\n".join(lines)


def write_encounter_odds_plot(
    response: pb.ComputeEncounterOddsResponse, path: Path, title: str = ""
) -> None:
    """A PNG of ``encounter_odds_figure``."""
    encounter_odds_figure(response, title).savefig(path, format="png")


def encounter_odds_figure(response: pb.ComputeEncounterOddsResponse, title: str = "") -> Figure:
    """Two bar charts: each side's win and the draw, and the rounds the encounter lasts (its
    mean marked), headed by ``title`` or the first side's win. Drawn as ``odds_figure`` is."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: PLC0415
    from matplotlib.figure import Figure  # noqa: PLC0415
    from matplotlib.ticker import MaxNLocator  # noqa: PLC0415

    figure = Figure(figsize=(10, 4), layout="constrained")
    FigureCanvasAgg(figure)
    outcome, rounds = figure.subplots(1, 2)
    names = [f"{s.side_id} wins" for s in response.sides] + ["draw"]
    values = [s.win.value for s in response.sides] + [response.draw.value]
    outcome.bar(names, values, color=[f"C{i}" for i in range(len(names))])
    outcome.set(ylabel="probability", title="outcome", ylim=(0, 1))
    rounds.bar([r.rounds for r in response.rounds], [r.probability.value for r in response.rounds])
    mean = response.mean_rounds.value
    rounds.axvline(mean, color="C1", linestyle=":", label=f"mean {mean:.2f}")
    rounds.set(xlabel="rounds", ylabel="probability", title="rounds to the end")
    rounds.xaxis.set_major_locator(MaxNLocator(integer=True))
    rounds.legend()
    first = response.sides[0] if response.sides else None
    default = f"{first.side_id} wins {first.win.value * 100:.1f} %" if first else ""
    suptitle(figure, title or default)
    return figure
