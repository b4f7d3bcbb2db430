"""The default of ``--workers``: affinity capped by cgroup CPU quotas and memory limits, over sample
file contents."""

from __future__ import annotations

import os
from pathlib import PurePosixPath

import pytest

from service.cpus import (
    SUPERVISOR_MEMORY,
    WORKER_MEMORY,
    auto_workers,
    available_cpus,
    available_workers,
    cgroup_paths,
    memory_limit_from_text,
    quota_from_cfs,
    quota_from_cpu_max,
    usable_cpus,
)


@pytest.mark.parametrize(
    ("text", "cpus"),
    [
        ("max 100000\n", None),
        ("200000 100000\n", 2.0),
        ("150000 100000", 1.5),
        ("50000 100000\n", 0.5),
        ("400000 200000\n", 2.0),
    ],
)
def test_cpu_max(text: str, cpus: float | None) -> None:
    assert quota_from_cpu_max(text) == cpus


@pytest.mark.parametrize("text", ["", "max", "100000", "0 100000", "x 100000", "100000 0"])
def test_a_cpu_max_that_is_not_quota_and_period_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match=r"cpu\.max"):
        quota_from_cpu_max(text)


@pytest.mark.parametrize(
    ("quota", "period", "cpus"),
    [("-1\n", "100000\n", None), ("300000\n", "100000\n", 3.0), ("25000", "100000", 0.25)],
)
def test_cgroup_v1_cfs_quota(quota: str, period: str, cpus: float | None) -> None:
    assert quota_from_cfs(quota, period) == cpus


@pytest.mark.parametrize(("quota", "period"), [("0", "100000"), ("100000", "0"), ("x", "1")])
def test_a_bad_cfs_quota_is_refused(quota: str, period: str) -> None:
    with pytest.raises(ValueError, match="cfs quota and period"):
        quota_from_cfs(quota, period)


@pytest.mark.parametrize(
    ("affinity", "quotas", "workers"),
    [
        (8, [], 8),  # no cgroup files at all
        (8, [None, None], 8),  # "max" / -1 everywhere
        (64, [2.0], 2),  # a container's quota on a big host
        (2, [4.0], 2),  # affinity is tighter than the quota
        (8, [1.5], 2),  # half a CPU or more: one more worker
        (8, [1.4], 1),
        (8, [0.5], 1),
        (8, [0.25], 1),  # never fewer than one
        (8, [None, 6.0, 3.0], 3),  # the tightest of the cgroup and its ancestors
        (0, [], 1),
    ],
)
def test_usable_cpus(affinity: int, quotas: list[float | None], workers: int) -> None:
    assert usable_cpus(affinity, quotas) == workers


def test_cgroup_paths_of_v2_v1_and_hybrid_hosts() -> None:
    v2_only = "0::/system.slice/arbiter.service\n"
    assert cgroup_paths(v2_only) == (PurePosixPath("/system.slice/arbiter.service"), None)
    v1 = "12:cpu,cpuacct:/docker/abc\n11:memory:/docker/abc\n"
    assert cgroup_paths(v1) == (None, PurePosixPath("/docker/abc"))
    hybrid = "1:name=systemd:/user.slice\n3:cpu:/\n0::/user.slice\n"
    assert cgroup_paths(hybrid) == (PurePosixPath("/user.slice"), PurePosixPath("/"))
    assert cgroup_paths("") == (None, None)


def test_available_cpus_is_within_this_process_affinity() -> None:
    assert 1 <= available_cpus() <= len(os.sched_getaffinity(0))


MIB = 2**20


@pytest.mark.parametrize(
    ("text", "limit"),
    [
        ("max\n", None),  # v2, no limit
        ("536870912\n", 512 * MIB),  # v2 or v1: the Deployment's 512Mi
        ("9223372036854771712\n", None),  # v1's "no limit"
    ],
)
def test_memory_limit(text: str, limit: int | None) -> None:
    assert memory_limit_from_text(text) == limit


@pytest.mark.parametrize("text", ["", "lots", "0", "-1", "1 2"])
def test_a_memory_limit_that_is_not_bytes_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="memory limit"):
        memory_limit_from_text(text)


@pytest.mark.parametrize(
    ("cpus", "memory", "workers"),
    [
        (64, 512 * MIB, 2),  # no CPU limit on a 64-core node, 512Mi: not 64 workers
        (2, 512 * MIB, 2),  # the Deployment: 2 CPUs, 512Mi
        (8, None, 8),  # no memory limit (a developer's machine): one per CPU
        (8, 256 * MIB, 1),  # the sidecar's 256Mi: one worker
        (8, 64 * MIB, 1),  # never fewer than one
        (4, SUPERVISOR_MEMORY + 3 * WORKER_MEMORY, 3),
        (4, SUPERVISOR_MEMORY + 3 * WORKER_MEMORY - 1, 2),
    ],
)
def test_auto_workers_are_capped_by_the_memory_limit(
    cpus: int, memory: int | None, workers: int
) -> None:
    assert auto_workers(cpus, memory) == workers


def test_cgroup_paths_of_the_memory_controller() -> None:
    v1 = "12:cpu,cpuacct:/docker/abc\n11:memory:/docker/def\n"
    assert cgroup_paths(v1, "memory") == (None, PurePosixPath("/docker/def"))


def test_available_workers_are_within_the_usable_cpus() -> None:
    assert 1 <= available_workers() <= available_cpus()
