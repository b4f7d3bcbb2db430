"""What /proc says of a server's processes: the process and its children (a supervisor's
workers), each one's resident memory, open fds and threads, and the CPU time it has used. Linux's
/proc, as every measurement of the suite and of scripts/soak.py reads it."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

__all__ = ["ProcessStats", "cpu_seconds", "family", "stats"]


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


#: Clock ticks per second, the unit of /proc/<pid>/stat's CPU times.
_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """The CPU time ``pid`` has used so far, user and system, all its threads (/proc/<pid>/stat's
    utime + stime; a 10 ms tick on Linux). Its children's are their own (``family``)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    # The fields after the command name, which is in parentheses and may hold spaces: state is
    # the 3rd field of stat(5), utime the 14th and stime the 15th.
    fields = stat[stat.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / _TICKS
