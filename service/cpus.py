"""How many CPUs this process may use (the CPUs it may run on, capped by a cgroup CPU quota), and
how many workers ``--workers auto`` starts (that many, capped by the cgroup's memory limit).

``os.cpu_count()`` is the host's count. In a container given two CPUs' worth of quota on a 64-core
host it says 64, and 64 busy workers would share two CPUs of time and be throttled in turn. So the
default of ``arbiter serve --workers`` is the affinity mask (``os.sched_getaffinity``: taskset,
cpusets) capped by the tightest CFS quota of the process's cgroup and its ancestors: cgroup v2's
``cpu.max`` ("QUOTA PERIOD", or "max PERIOD" for none) and cgroup v1's ``cpu.cfs_quota_us`` /
``cpu.cfs_period_us`` (-1 for none).

A fractional quota is rounded to the nearest whole CPU (1.5 -> 2, 1.4 -> 1): a worker for half a
CPU of quota or more uses time that would otherwise be left idle; for less, the throttling it
adds costs more latency than the little extra time is worth. Never fewer than one.

A pod without a CPU limit has no quota, and its affinity is the node's CPUs: 64 workers on a
64-core node, in a 512 MiB memory limit, would be OOM-killed. So ``auto`` is also capped by the
memory limit (cgroup v2 ``memory.max``, v1 ``memory.limit_in_bytes``): the supervisor's
``SUPERVISOR_MEMORY`` and ``WORKER_MEMORY`` a worker (docs/deploy.md, "Sizing": 71 MB and 121-125 MB
measured after the benchmark suite, with room for calls being read), at least one worker. With
neither limit (a developer's machine) it is one per CPU, as before.

The parsing and the arithmetic are pure functions (tested over sample file contents);
``available_cpus`` reads the files.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterable, Iterator
from pathlib import Path, PurePosixPath

__all__ = [
    "SUPERVISOR_MEMORY",
    "WORKER_MEMORY",
    "auto_workers",
    "available_cpus",
    "available_workers",
    "cgroup_paths",
    "memory_limit_from_text",
    "quota_from_cfs",
    "quota_from_cpu_max",
    "usable_cpus",
]

_CGROUP_ROOT = Path("/sys/fs/cgroup")
# Where cgroup v1 usually mounts the cpu controller ("cpu,cpuacct" is the same mount, linked).
_CGROUP_V1_CPU = _CGROUP_ROOT / "cpu"
_CGROUP_V1_MEMORY = _CGROUP_ROOT / "memory"
#: Bytes ``--workers auto`` allows the supervisor and each worker within a memory limit.
SUPERVISOR_MEMORY = 96 * 2**20
WORKER_MEMORY = 160 * 2**20
#: cgroup v1 writes "no limit" as the largest page-aligned 64-bit number; anything this large is.
_V1_UNLIMITED = 2**62


def _ints(what: str, *texts: str) -> list[int]:
    try:
        return [int(text) for text in texts]
    except ValueError:
        raise ValueError(f"{what} are not integers: {texts!r}") from None


def quota_from_cpu_max(text: str) -> float | None:
    """The CPUs a cgroup v2 ``cpu.max`` allows ("200000 100000" -> 2.0); None for "max".

    Raises ValueError for text that is not "QUOTA PERIOD" with positive integers.
    """
    parts = text.split()
    if len(parts) != 2:
        raise ValueError(f"cpu.max is 'QUOTA PERIOD': {text!r}")
    if parts[0] == "max":
        return None
    quota, period = _ints("cpu.max quota and period", *parts)
    if quota <= 0 or period <= 0:
        raise ValueError(f"cpu.max quota and period must be positive: {text!r}")
    return quota / period


def quota_from_cfs(quota_text: str, period_text: str) -> float | None:
    """The CPUs cgroup v1's ``cpu.cfs_quota_us`` / ``cpu.cfs_period_us`` allow; None for -1.

    Raises ValueError for values that are not integers (a quota of -1 or more, a positive period).
    """
    quota, period = _ints("cfs quota and period", quota_text, period_text)
    if quota < 0:
        return None
    if quota == 0 or period <= 0:
        raise ValueError(f"cfs quota and period must be positive: {quota_text!r} {period_text!r}")
    return quota / period


def usable_cpus(affinity: int, quotas: Iterable[float | None]) -> int:
    """``affinity`` CPUs capped by the tightest of ``quotas`` (None: no quota), rounded to the
    nearest whole CPU (halves up), at least 1."""
    limits = [quota for quota in quotas if quota is not None]
    cpus = max(affinity, 1)
    if limits:
        cpus = min(cpus, math.floor(min(limits) + 0.5))
    return max(cpus, 1)


def memory_limit_from_text(text: str) -> int | None:
    """The bytes a cgroup v2 ``memory.max`` ("max": None) or v1 ``memory.limit_in_bytes`` (2**62
    or more: None) allows.

    Raises ValueError for text that is neither "max" nor a positive integer.
    """
    value = text.strip()
    if value == "max":
        return None
    (limit,) = _ints("a memory limit", value)
    if limit <= 0:
        raise ValueError(f"a memory limit must be positive: {text!r}")
    return None if limit >= _V1_UNLIMITED else limit


def auto_workers(cpus: int, memory_limit: int | None) -> int:
    """``--workers auto``: one per usable CPU, as many as ``memory_limit`` holds beside the
    supervisor (module docstring), at least 1."""
    if memory_limit is not None:
        cpus = min(cpus, (memory_limit - SUPERVISOR_MEMORY) // WORKER_MEMORY)
    return max(cpus, 1)


def cgroup_paths(
    proc_self_cgroup: str, controller: str = "cpu"
) -> tuple[PurePosixPath | None, PurePosixPath | None]:
    """The process's cgroup v2 path and its cgroup v1 ``controller`` path, from the text of
    ``/proc/self/cgroup`` (lines "ID:CONTROLLERS:PATH"; v2's is "0::PATH"); None where absent."""
    v2: PurePosixPath | None = None
    v1: PurePosixPath | None = None
    for line in proc_self_cgroup.splitlines():
        hierarchy, _, rest = line.partition(":")
        controllers, _, path = rest.partition(":")
        if not path.startswith("/"):
            continue
        if hierarchy == "0" and controllers == "":
            v2 = PurePosixPath(path)
        elif controller in controllers.split(","):
            v1 = PurePosixPath(path)
    return v2, v1


def _dirs(mount: Path, path: PurePosixPath | None) -> Iterator[Path]:
    """The cgroup's directory under ``mount`` and every ancestor up to the mount itself: a quota
    anywhere above applies too. Inside a container the mount is often the container's own cgroup
    while /proc/self/cgroup still names the host's path; the missing directories are skipped."""
    if path is not None:
        relative = path.relative_to("/")
        for parent in (relative, *relative.parents):
            if parent != PurePosixPath("."):
                yield mount / parent
    yield mount


def _read(path: Path) -> str | None:
    try:
        return path.read_text()
    except OSError:
        return None


def _texts(mount: Path, path: PurePosixPath | None, name: str) -> Iterator[str]:
    """The text of file ``name`` in the cgroup's directory and each ancestor that has one."""
    for directory in _dirs(mount, path):
        text = _read(directory / name)
        if text is not None:
            yield text


def _quotas(proc_self_cgroup: str) -> Iterator[float | None]:
    v2, v1 = cgroup_paths(proc_self_cgroup)
    for text in _texts(_CGROUP_ROOT, v2, "cpu.max"):
        try:
            yield quota_from_cpu_max(text)
        except ValueError:
            continue  # not a file this code understands: no quota from it
    for directory in _dirs(_CGROUP_V1_CPU, v1):
        quota = _read(directory / "cpu.cfs_quota_us")
        period = _read(directory / "cpu.cfs_period_us")
        if quota is not None and period is not None:
            try:
                yield quota_from_cfs(quota, period)
            except ValueError:
                continue


def _memory_limits(proc_self_cgroup: str) -> Iterator[int | None]:
    v2, v1 = cgroup_paths(proc_self_cgroup, "memory")
    for text in (
        *_texts(_CGROUP_ROOT, v2, "memory.max"),
        *_texts(_CGROUP_V1_MEMORY, v1, "memory.limit_in_bytes"),
    ):
        try:
            yield memory_limit_from_text(text)
        except ValueError:
            continue


def available_workers() -> int:
    """``--workers auto``: ``available_cpus()`` capped by the tightest cgroup memory limit."""
    cgroup = _read(Path("/proc/self/cgroup")) or ""
    limits = [limit for limit in _memory_limits(cgroup) if limit is not None]
    return auto_workers(available_cpus(cgroup), min(limits) if limits else None)


def available_cpus(proc_self_cgroup: str | None = None) -> int:
    """The CPUs this process may use: its affinity capped by its cgroups' CPU quotas, at least 1
    (``proc_self_cgroup``: ``/proc/self/cgroup``'s text when the caller has read it already)."""
    try:
        affinity = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux (macOS has no affinity call)
        affinity = os.cpu_count() or 1
    if proc_self_cgroup is None:
        proc_self_cgroup = _read(Path("/proc/self/cgroup")) or ""
    return usable_cpus(affinity, _quotas(proc_self_cgroup))
