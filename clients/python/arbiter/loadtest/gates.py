"""What decides ``arbiter loadtest``'s exit code: thresholds on the report's figures (k6's idea,
ghz's most-wanted request), failed calls, and regressions against a saved report.

A threshold is ``[RPC:]FIGURE OP VALUE[UNIT]``: ``p99<50ms``, ``error_rate<0.1%``, ``rps>1000``,
``ResolveAction:mean<=5ms``. The figures (FIGURES) are the report's: latency percentiles, mean,
min and max per response in ms (``ms``, ``s`` or ``us`` after the number; ms without), the same
of a Simulate's time to its first message (``first_message_p99``), the throughput (``rps``,
``items_per_second``) and ``error_rate``, the share of responses that did not end OK (a
fraction, or with ``%``). An RPC prefix limits a threshold to runs of that RPC; a figure the run
has not (a first message outside Simulate) fails.

A baseline is an earlier JSON report of the same RPC. Each latency figure may grow, and each
throughput figure shrink, by ``tolerance`` (a fraction) before it counts as a regression.
"""

from __future__ import annotations

import math
import operator
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from arbiter.command_line import UsageError

__all__ = [
    "FIGURES",
    "BaselineFigure",
    "Gates",
    "Threshold",
    "ThresholdResult",
    "Verdict",
    "check_thresholds",
    "compare_with_baseline",
    "figure_value",
    "parse_threshold",
]

#: Latency figures (ms, per response): lower is better.
LATENCY_FIGURES = ("min", "mean", "p50", "p90", "p95", "p99", "max")
#: Throughput figures: higher is better.
THROUGHPUT_FIGURES = ("rps", "items_per_second")
#: A server stream's (Simulate's) time to its first message (ms): lower is better.
FIRST_MESSAGE_FIGURES = tuple(f"first_message_{figure}" for figure in LATENCY_FIGURES)
#: Every figure a threshold may name.
FIGURES = (*LATENCY_FIGURES, *FIRST_MESSAGE_FIGURES, *THROUGHPUT_FIGURES, "error_rate")

_OPERATORS: dict[str, Callable[[float, float], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}
_UNITS = {"ms": 1.0, "s": 1000.0, "us": 0.001}
_THRESHOLD = re.compile(
    r"^(?:(?P<rpc>[A-Za-z]+):)?\s*(?P<figure>[a-z0-9_]+)\s*(?P<op><=|>=|<|>)\s*"
    r"(?P<value>[0-9]+(?:\.[0-9]*)?(?:e[-+]?[0-9]+)?)\s*(?P<unit>ms|s|us|%)?$"
)


@dataclass(frozen=True, slots=True)
class Threshold:
    """One ``--threshold``: ``figure op limit`` (latency limits in ms, error_rate a fraction),
    for runs of ``rpc`` only when given."""

    text: str
    figure: str
    op: str
    limit: float
    rpc: str | None = None

    def holds(self, value: float) -> bool:
        return _OPERATORS[self.op](value, self.limit)


@dataclass(frozen=True, slots=True)
class ThresholdResult:
    threshold: Threshold
    value: float
    passed: bool

    def as_dict(self) -> dict[str, Any]:
        # None, not NaN (which is not JSON), for a figure the run did not measure.
        value = None if math.isnan(self.value) else self.value
        return {"threshold": self.threshold.text, "value": value, "passed": self.passed}


def parse_threshold(text: str, rpcs: Sequence[str]) -> Threshold:
    """The threshold ``text`` says; UsageError naming what is wrong with it."""
    match = _THRESHOLD.match(text.strip())
    if match is None:
        raise UsageError(
            f"--threshold {text!r}: not [RPC:]FIGURE OP VALUE[UNIT], e.g. 'p99<50ms', "
            "'error_rate<0.1%', 'rps>1000'"
        )
    figure, unit, rpc = match["figure"], match["unit"], match["rpc"]
    if figure not in FIGURES:
        raise UsageError(f"--threshold {text!r}: unknown figure {figure!r}; one of {FIGURES}")
    if rpc is not None and rpc not in rpcs:
        raise UsageError(f"--threshold {text!r}: unknown RPC {rpc!r}")
    value = float(match["value"])
    if figure in LATENCY_FIGURES or figure in FIRST_MESSAGE_FIGURES:
        if unit == "%":
            raise UsageError(f"--threshold {text!r}: a latency takes ms, s or us, not %")
        value *= _UNITS[unit or "ms"]
    elif figure == "error_rate":
        if unit not in (None, "%"):
            raise UsageError(f"--threshold {text!r}: error_rate is a fraction or a percentage")
        value = value / 100 if unit == "%" else value
    elif unit is not None:
        raise UsageError(f"--threshold {text!r}: {figure} takes a plain number")
    return Threshold(text, figure, match["op"], value, rpc)


def figure_value(report: Mapping[str, Any], figure: str) -> float:
    """``figure`` of a JSON report (as_dict); NaN for a latency when nothing was answered."""
    if figure in LATENCY_FIGURES:
        latency = report["latency_ms"]
        return math.nan if latency is None else float(latency[figure])
    if figure in FIRST_MESSAGE_FIGURES:
        first = report.get("first_message_ms")
        name = figure.removeprefix("first_message_")
        return math.nan if first is None else float(first[name])
    if figure == "error_rate":
        count = report["count"]
        return (count - report["status_codes"].get("OK", 0)) / count if count else 0.0
    return float(report[figure])


def check_thresholds(
    report: Mapping[str, Any], thresholds: Sequence[Threshold]
) -> list[ThresholdResult]:
    """Each threshold that applies to the report's RPC, with the report's value; a NaN value
    (no latency measured) fails."""
    results = []
    for threshold in thresholds:
        if threshold.rpc not in (None, report["rpc"]):
            continue
        value = figure_value(report, threshold.figure)
        passed = not math.isnan(value) and threshold.holds(value)
        results.append(ThresholdResult(threshold, value, passed))
    return results


@dataclass(frozen=True, slots=True)
class BaselineFigure:
    """One figure against the baseline's: ``change`` is (value - baseline) / baseline."""

    figure: str
    baseline: float
    value: float
    change: float
    regressed: bool

    def as_dict(self) -> dict[str, Any]:
        return {
            "figure": self.figure,
            "baseline": self.baseline,
            "value": self.value,
            "change": None if math.isinf(self.change) else round(self.change, 6),
            "regressed": self.regressed,
        }


def compare_with_baseline(
    report: Mapping[str, Any], baseline: Mapping[str, Any], tolerance: float
) -> list[BaselineFigure]:
    """The latency and throughput figures against ``baseline``'s (a report of the same RPC,
    which reading it checked: arbiter.loadtest.command's gates_from): a latency more than
    ``tolerance`` above, or a throughput more than ``tolerance`` below, is a regression.
    UsageError when the baseline is not a report."""
    try:
        pairs = [
            (figure, figure_value(baseline, figure), figure_value(report, figure))
            for figure in (*LATENCY_FIGURES, *FIRST_MESSAGE_FIGURES, *THROUGHPUT_FIGURES)
        ]
    except (KeyError, TypeError, ValueError) as error:
        raise UsageError(f"--baseline is not an arbiter loadtest JSON report ({error!r})") from None
    figures = []
    for figure, old, new in pairs:
        if math.isnan(old) or math.isnan(new):
            continue
        change = (new - old) / old if old else (math.inf if new else 0.0)
        worse = change < -tolerance if figure in THROUGHPUT_FIGURES else change > tolerance
        figures.append(BaselineFigure(figure, old, new, change, worse))
    return figures


def _shown(figure: str, value: float) -> str:
    if math.isnan(value):
        return "not measured in this run"
    if figure in LATENCY_FIGURES or figure in FIRST_MESSAGE_FIGURES:
        return f"{value:.2f} ms"
    if figure == "error_rate":
        return f"{value:.3%}"
    return f"{value:.2f}"


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether a run passes: its thresholds, its failed responses and items (unless allowed),
    and its regressions against a baseline (``baseline`` names the file; None for none)."""

    thresholds: Sequence[ThresholdResult]
    failed: int
    allow_errors: bool
    baseline: str | None = None
    tolerance: float = 0.0
    against_baseline: Sequence[BaselineFigure] = ()

    @property
    def failures(self) -> list[str]:
        """Why the run fails, one line a reason; empty when it passes."""
        reasons = [
            f"threshold {r.threshold.text}: {_shown(r.threshold.figure, r.value)}"
            for r in self.thresholds
            if not r.passed
        ]
        if self.failed and not self.allow_errors:
            reasons.append(
                f"{self.failed} calls or items did not end OK (--allow-errors allows it)"
            )
        reasons += [
            f"regression of {f.figure}: {_shown(f.figure, f.baseline)} -> "
            f"{_shown(f.figure, f.value)} ({f.change:+.1%}, tolerance {self.tolerance:.0%})"
            for f in self.against_baseline
            if f.regressed
        ]
        return reasons

    @property
    def passed(self) -> bool:
        return not self.failures

    def as_dict(self) -> dict[str, Any]:
        return {
            "passed": self.passed,
            "failures": self.failures,
            "thresholds": [r.as_dict() for r in self.thresholds],
            "baseline": None
            if self.baseline is None
            else {
                "file": self.baseline,
                "tolerance": self.tolerance,
                "figures": [f.as_dict() for f in self.against_baseline],
            },
        }

    def text(self) -> list[str]:
        """The report's closing lines: thresholds, the baseline's deltas, and the verdict."""
        lines = []
        if self.thresholds:
            lines += ["", "Thresholds:"]
            lines += [
                f"  {'ok  ' if r.passed else 'FAIL'}  {r.threshold.text}  "
                f"({_shown(r.threshold.figure, r.value)})"
                for r in self.thresholds
            ]
        if self.baseline is not None:
            lines += ["", f"Against the baseline {self.baseline} (tolerance {self.tolerance:.0%}):"]
            lines += [
                f"  {f.figure:<17} {_shown(f.figure, f.baseline):>12} -> "
                f"{_shown(f.figure, f.value):>12}  {f.change:+8.1%}"
                + ("  REGRESSION" if f.regressed else "")
                for f in self.against_baseline
            ]
        lines += ["", "PASSED" if self.passed else "FAILED:"]
        lines += [f"  {reason}" for reason in self.failures]
        return lines


def failed_items(report: Mapping[str, Any]) -> int:
    """Items that did not end OK: a failed call's (its items), and a failed item of a batch
    whose call succeeded. For the RPCs without items, the failed calls."""
    return sum(n for code, n in report["item_status_codes"].items() if code != "OK")


@dataclass(frozen=True, slots=True)
class Gates:
    """What a run (or a merge of runs) is judged by: thresholds, whether failures are allowed,
    and a baseline report (``baseline_file`` names it) with its tolerance."""

    thresholds: Sequence[Threshold] = ()
    allow_errors: bool = False
    baseline_file: str | None = None
    baseline: Mapping[str, Any] | None = None
    tolerance: float = 0.1

    def verdict(self, report: Mapping[str, Any]) -> Verdict:
        """The verdict on ``report`` (a JSON report, as_dict or merged)."""
        return Verdict(
            check_thresholds(report, self.thresholds),
            failed=failed_items(report),
            allow_errors=self.allow_errors,
            baseline=self.baseline_file,
            tolerance=self.tolerance,
            against_baseline=()
            if self.baseline is None
            else compare_with_baseline(report, self.baseline, self.tolerance),
        )
