"""What the fuzz suite and the campaign script share: the limits the fuzzed server runs with,
the strategy of each RPC's requests, and one call checked over every route."""

from __future__ import annotations

import json
import struct
from collections.abc import Sequence
from dataclasses import dataclass, field

from google.protobuf import json_format
from google.protobuf.message import Message
from hypothesis import strategies as st

from tests.fuzz.oracle import Limits, disagreements, problems
from tests.fuzz.protofuzz import corrupted, messages, mutants, walk
from tests.fuzz.routes import METHODS, Outcome, Route
from tests.fuzz.seeds import seeds

__all__ = [
    "FUZZ_LIMITS",
    "SERVER_ARGS",
    "Call",
    "Finding",
    "calls",
    "check_call",
    "envelopes",
    "garbage",
    "json_garbage",
    "streaming",
]

#: Small limits, so that a fuzzed encounter stays cheap and the limits themselves get hit
#: (RESOURCE_EXHAUSTED is a documented answer); the message size stays the default.
SERVER_ARGS = (
    "--max-rounds", "20",
    "--default-max-rounds", "8",
    "--max-combatants", "12",
    "--max-dice", "3000",
    "--max-forced-faces", "64",
    "--max-script-actions", "24",
    "--max-batch-items", "16",
    "--max-list-items", "16",
    "--max-obstacles", "32",
    "--max-simulation-runs", "8",
)  # fmt: skip
FUZZ_LIMITS = Limits(max_rounds=20, max_dice=3000, max_message_bytes=4 * 1024 * 1024)


def streaming(method: str) -> bool:
    return bool(METHODS[method].client_streaming)


@dataclass(frozen=True, slots=True)
class Call:
    """One fuzzed call: the RPC and its request body (a stream's message bodies)."""

    method: str
    bodies: tuple[bytes, ...]


@dataclass(frozen=True, slots=True)
class Finding:
    """What went wrong with a call: the route (or routes) and the problems."""

    call: Call
    route: str
    problems: tuple[str, ...]
    outcomes: dict[str, Outcome] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.call.method} over {self.route}: " + "; ".join(self.problems)


def _serialised(messages_: Sequence[Message]) -> tuple[bytes, ...]:
    return tuple(m.SerializeToString() for m in messages_)


def calls(method: str) -> st.SearchStrategy[Call]:
    """Fuzzed valid-wire requests of ``method``: mostly mutants of the seed requests, sometimes a
    message drawn from the descriptor alone; for ResolveBatch a stream of one to five messages."""
    descriptor = METHODS[method].input_type
    one = st.one_of(mutants(seeds(method)), mutants(seeds(method)), messages(descriptor))
    if streaming(method):
        return st.lists(one, min_size=1, max_size=5).map(lambda ms: Call(method, _serialised(ms)))
    return one.map(lambda m: Call(method, _serialised([m])))


def garbage(method: str) -> st.SearchStrategy[Call]:
    """Wire garbage for ``method``: random bytes, or a valid request's bytes corrupted."""
    valid = [m.SerializeToString() for m in seeds(method)]
    body = st.one_of(st.binary(max_size=64), st.sampled_from(valid).flatmap(corrupted))
    if streaming(method):
        return st.lists(body, min_size=1, max_size=3).map(lambda bs: Call(method, tuple(bs)))
    return body.map(lambda b: Call(method, (b,)))


def envelopes(method: str) -> st.SearchStrategy[bytes]:
    """A Connect streaming request body of doubtful framing: envelopes with any flags byte, a
    length that may lie, and a valid message, garbage or nothing inside; or random bytes."""
    valid = [m.SerializeToString() for m in seeds(method)]
    envelope = st.tuples(
        st.sampled_from([0, 0, 1, 2, 3, 0x80, 0xFF]),
        st.one_of(st.sampled_from(valid), st.binary(max_size=16)),
        st.sampled_from([None, 0, 1, 2**31, 2**32 - 1]),
    ).map(lambda e: struct.pack(">BI", e[0], len(e[1]) if e[2] is None else e[2]) + e[1])
    return st.one_of(
        st.lists(envelope, min_size=1, max_size=3).map(b"".join), st.binary(max_size=32)
    )


def json_garbage(method: str) -> st.SearchStrategy[bytes]:
    """A body for the Connect JSON route that may not be proto3 JSON of the request: a valid
    request's JSON with bytes changed, or JSON values of any shape."""
    valid = [json_format.MessageToJson(m, indent=None).encode() for m in seeds(method)]
    shapes = st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
        lambda inner: (
            st.lists(inner, max_size=3)
            | st.dictionaries(
                st.sampled_from(_json_names(method)) | st.text(max_size=6), inner, max_size=3
            )
        ),
        max_leaves=8,
    ).map(lambda value: json.dumps(value).encode())
    return st.one_of(st.sampled_from(valid).flatmap(corrupted), shapes)


def _json_names(method: str) -> list[str]:
    names = {f.json_name for m in seeds(method) for part in walk(m) for f in part.DESCRIPTOR.fields}
    return sorted(names)


def check_call(call: Call, routes: Sequence[Route], limits: Limits = FUZZ_LIMITS) -> list[Finding]:
    """Send ``call`` over every route; the problems of each answer, and the differences between
    the routes' answers (against the first route's)."""
    outcomes: dict[str, Outcome] = {}
    findings: list[Finding] = []
    for route in routes:
        if streaming(call.method):
            outcome = route.stream(call.method, call.bodies)
        elif METHODS[call.method].server_streaming:
            outcome = route.server_stream(call.method, call.bodies[0])
        else:
            outcome = route.unary(call.method, call.bodies[0])
        outcomes[route.name] = outcome
        found = problems(call.method, call.bodies, outcome, limits)
        if found:
            findings.append(Finding(call, route.name, tuple(found), {route.name: outcome}))
    first, *others = routes
    for route in others:
        found = disagreements(call.method, outcomes[first.name], outcomes[route.name])
        if found:
            findings.append(
                Finding(call, f"{first.name} vs {route.name}", tuple(found), dict(outcomes))
            )
    return findings
