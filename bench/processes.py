"""What /proc says of a server's processes: the process and its children (a supervisor's
workers), and each one's resident memory, open fds and threads. Linux's /proc, as every
measurement of the suite and of scripts/soak.py reads it."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

__all__ = ["ProcessStats", "family", "stats"]


@dataclass(frozen=True, slots=True)
class ProcessStats:
    """One process now: resident memory (VmRSS, KiB), open file descriptors, threads."""

    rss_kb: int
    fds: int
    threads: int

    @property
    def rss_mb(self) -> int:
        return self.rss_kb // 1024


def family(pid: int) -> list[int]:
    """``pid`` and then its children (with ``--workers`` above 1: the supervisor, then the
    workers it started)."""
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return [pid, *map(int, children)]


def stats(pid: int) -> ProcessStats:
    """``pid``'s figures, read now."""
    status = Path(f"/proc/{pid}/status").read_text().splitlines()
    fields = dict(line.split(":", 1) for line in status if ":" in line)
    return ProcessStats(
        rss_kb=int(fields["VmRSS"].split()[0]),
        fds=len(os.listdir(f"/proc/{pid}/fd")),
        threads=int(fields["Threads"]),
    )
