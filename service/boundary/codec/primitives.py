"""The protobuf wire encoding's primitives, as upb writes them: what the generated writers
(service/boundary/codec/messages) and the hand-written ones (service/boundary/wire.py) are made of.

Compiled by mypyc with the engine (scripts/build_engine.py): a field is a few appends to a
``bytearray``, never a call into protobuf. ``tag`` is a field's number and wire type
(``number << 3 | type``), written as a varint.
"""

from __future__ import annotations

import struct
from fractions import Fraction
from typing import Final

__all__ = [
    "decimal",
    "length",
    "number",
    "number_present",
    "packed",
    "rational",
    "text",
    "text_present",
    "varint",
]

_UINT64: Final = 1 << 64
# A Rational's fields (arbiter.v1.Rational: numerator 1, denominator 2, value 3, a double).
_NUMERATOR: Final = 1 << 3
_DENOMINATOR: Final = 2 << 3
_VALUE: Final = 3 << 3 | 1
_EXACT_NUMERATOR: Final = 4 << 3 | 2
_EXACT_DENOMINATOR: Final = 5 << 3 | 2
#: Digits converted at a time (decimal): under Python's int-to-str limit (4,300 by default).
_DIGITS: Final = 1000
_CHUNK: Final = 10**_DIGITS


def varint(out: bytearray, value: int) -> None:
    """``value`` as a base-128 varint; a negative number as its 64-bit two's complement (ten
    bytes), as protobuf writes a negative int32."""
    if value < 0:
        value += _UINT64
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)


def number_present(out: bytearray, tag: int, value: int) -> None:
    """A number that is set (proto3 ``optional``, a oneof member): written even when zero."""
    varint(out, tag)
    varint(out, value)


def number(out: bytearray, tag: int, value: int) -> None:
    """A number of implicit presence (int32, int64, enum, bool): nothing when zero."""
    if value:
        varint(out, tag)
        varint(out, value)


def length(out: bytearray, tag: int, body: bytes | bytearray) -> None:
    """A length-delimited field (a message, a string), written even when empty."""
    varint(out, tag)
    varint(out, len(body))
    out += body


def text_present(out: bytearray, tag: int, value: str) -> None:
    """A string that is set (a repeated entry, a oneof member): written even when empty."""
    length(out, tag, value.encode())


def text(out: bytearray, tag: int, value: str) -> None:
    """A string of implicit presence: nothing when empty."""
    if value:
        length(out, tag, value.encode())


def packed(out: bytearray, tag: int, values: tuple[int, ...]) -> None:
    """A repeated number, packed (proto3's default): nothing when empty."""
    if values:
        body = bytearray()
        for value in values:
            varint(body, value)
        length(out, tag, body)


def decimal(value: int) -> str:
    """``value`` (not negative) in decimal digits, of any size. Python refuses to convert an int
    of more than 4,300 digits at once (a guard against parsing untrusted text); an encounter's
    exact odds are the server's own numbers, so they are converted a thousand digits at a time."""
    if value < _CHUNK:
        return str(value)
    high, low = divmod(value, _CHUNK)
    return decimal(high) + str(low).zfill(_DIGITS)


def rational(out: bytearray, tag: int, value: Fraction) -> None:
    """A probability or a mean as an ``arbiter.v1.Rational``, always written: the fraction in
    lowest terms when both terms fit 64 bits (an encounter's, over many rounds, may not), its
    value as a double (``float`` of a Fraction is correctly rounded, however large its terms),
    and both terms in decimal digits, whatever their size."""
    body = bytearray()
    if value.numerator < _UINT64 and value.denominator < _UINT64:
        number(body, _NUMERATOR, value.numerator)
        number(body, _DENOMINATOR, value.denominator)
    as_double = float(value)
    if as_double:
        varint(body, _VALUE)
        body += struct.pack("<d", as_double)
    text(body, _EXACT_NUMERATOR, decimal(value.numerator))
    text(body, _EXACT_DENOMINATOR, decimal(value.denominator))
    length(out, tag, body)
