"""The base of the engine's values: immutable records that mypyc compiles to native classes.

Every value the engine builds per request (state, trace events, results, dice) is a ``@final``
subclass of :class:`Value` with an ``__init__`` and ``field_values`` (generated from the proto for
the ``arbiter.v1`` records, engine/records; written by hand for the engine's own values); a value
that rules change has ``with_…`` methods, each returning a changed copy. Frozen dataclasses did
the same job, but under mypyc their generated ``__init__``, ``__setattr__`` and
``dataclasses.replace`` stay interpreted: building a trace event cost 22.7k instructions as a
frozen dataclass and 0.8k as a native class, replacing a combatant's HP 42.5k and 0.6k
(docs/performance.md, "Value model").

Immutability is a convention the tests hold (tests/engine/test_values.py): a value's attributes
are assigned only in its ``__init__`` and, on the fresh copy it returns, in its ``with_…``
methods. So a value may be shared freely (a combatant the action left alone is the very object
the request converted), hashed (the replay's position keys) and compared.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, TypeVar

__all__ = ["Value"]

_V = TypeVar("_V", bound="Value")


class Value:
    """An immutable record: equal when of the same class with equal fields, hashed by them, shown
    as ``Name(field=value, ...)`` as a dataclass would be."""

    __slots__ = ()

    FIELDS: ClassVar[tuple[str, ...]] = ()
    """The field names, in ``__init__``'s order (mypyc keeps no ``__slots__``; this does)."""

    def field_values(self) -> tuple[object, ...]:
        """The fields' values, in the order of ``FIELDS``."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, Value)
        return self.field_values() == other.field_values()

    def __hash__(self) -> int:
        return hash(self.field_values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({shown})"

    def __reduce__(self) -> tuple[type[Value], tuple[object, ...]]:
        # Rebuilt from its fields by its constructor: a native class has no instance dict to copy.
        return type(self), self.field_values()

    def merged(self: _V, changes: Mapping[str, object]) -> _V:
        """A copy with the fields ``changes`` names replaced. For changes named by data (a
        request's rule overrides, merged onto the defaults); code names the field it changes with
        the typed ``with_…`` methods."""
        unknown = changes.keys() - set(self.FIELDS)
        if unknown:
            raise TypeError(f"{type(self).__name__} has no fields {sorted(unknown)!r}")
        pairs = zip(self.FIELDS, self.field_values(), strict=True)
        rebuild = type(self)
        return rebuild(*(changes.get(name, value) for name, value in pairs))
