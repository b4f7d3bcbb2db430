"""The engine's single error tree.

Every error is a ValueError that names the bad value, carries a machine-readable ``reason``
(UPPER_SNAKE_CASE), the request ``field`` it concerns (a snake_case path such as
``action.attack.weapon_id``) and, for rule refusals, the ``ruling`` id it follows from. The service
maps the three kinds to gRPC status codes: InvalidRequestError to INVALID_ARGUMENT, RuleRefusal to
FAILED_PRECONDITION, LimitExceededError to RESOURCE_EXHAUSTED, NotSupportedError to UNIMPLEMENTED.

``Stopped`` stands apart: the caller's stop check (engine/play.py) asked the engine to stop, which
says nothing about the request, so it is not an ArbiterError (nor a ValueError).
"""

from __future__ import annotations

__all__ = [
    "ArbiterError",
    "InvalidRequestError",
    "LimitExceededError",
    "NotSupportedError",
    "RuleRefusal",
    "Stopped",
]


class ArbiterError(ValueError):
    """Base of every error the engine raises on purpose."""

    def __init__(self, message: str, *, reason: str, field: str = "", ruling: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.reason = reason
        self.field = field
        self.ruling = ruling


class InvalidRequestError(ArbiterError):
    """The request itself is malformed: unknown ids, bad values, too few forced dice."""


class RuleRefusal(ArbiterError):
    """The request is well formed but the rules forbid it (e.g. ruling A1's Unknown proficiency)."""


class LimitExceededError(ArbiterError):
    """The request asks for more work than the limits allow (dice budget, rounds, combatants)."""


class NotSupportedError(ArbiterError):
    """A rule form the engine does not resolve yet; the message says which."""


class Stopped(Exception):
    """The caller's stop check said stop (its deadline passed, or its call was cancelled): the
    encounter was abandoned at a check point, in ``round`` (0: before the first)."""

    def __init__(self, round_: int) -> None:
        super().__init__(f"stopped in round {round_}")
        self.round = round_
