"""Writing upb messages field by field, by name (``Scalars``): GetCatalog's answer
(service/boundary/arrayer.py) and the tests' reference writers (tests/service/reference.py). A
request is read by the generated readers (service/boundary/codec/readers), a response written by
service.boundary.wire."""

from __future__ import annotations

import operator
import sys
from collections.abc import Callable
from itertools import compress
from typing import Any

from google.protobuf.descriptor import Descriptor
from google.protobuf.message import Message

__all__ = ["Scalars"]


class Scalars:
    """Fields that hold the same plain value (a bool, number or string) under the same name in a
    message and in its engine value, written by this one table instead of a line per field.
    Checked against the message's descriptor once, at import: a field with presence
    (``optional``) is written only when not None; one without only when not the default (which
    writes nothing), so ``write``'s target must be a fresh message already present in its
    parent."""

    __slots__ = ("_defaults", "_get", "_names", "_optional_at")

    def __init__(self, descriptor: Descriptor, fields: str) -> None:
        """``fields``: the field names, separated by spaces (as namedtuple takes them)."""
        # Interned, as attribute names in code are: setattr() interns a name it is given.
        names = tuple(sys.intern(name) for name in fields.split())
        for name in names:
            field = descriptor.fields_by_name[name]
            if field.message_type is not None or field.enum_type is not None or field.is_repeated:
                raise TypeError(f"{descriptor.name}.{name} is not a plain value")
        fields_ = [descriptor.fields_by_name[name] for name in names]
        self._names = names
        self._optional_at = tuple((i, f.name) for i, f in enumerate(fields_) if f.has_presence)
        # What an engine value holding nothing but defaults reads as: written as nothing at all.
        self._defaults = tuple(None if f.has_presence else f.default_value for f in fields_)
        get = operator.attrgetter(*names)
        self._get: Callable[[object], tuple[Any, ...]] = (
            get if len(names) > 1 else lambda value: (get(value),)
        )

    def write(self, into: Message, value: object) -> None:
        """The attributes of ``value`` into the fresh message ``into``."""
        values = self._get(value)
        if values == self._defaults:  # the common case on a response's hot path: one compare
            return
        # Only the values that are not the default (compress keeps the true ones, at C speed):
        # each setattr costs some three times a plain assignment.
        for name, v in compress(zip(self._names, values, strict=True), values):
            setattr(into, name, v)
        for i, name in self._optional_at:  # a set optional field that holds its zero value
            if values[i] is not None and not values[i]:
                setattr(into, name, values[i])
