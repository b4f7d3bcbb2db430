"""A combatant as converted from a request, and its echo in responses as wire bytes.

An action leaves most combatants alone, so the new state holds the very value the request
converted again, and its echo is the bytes written for it once. service.boundary.convert keeps
these by the combatant's request bytes (one serves every request that sends the same bytes);
service.boundary.wire writes the state's echo from them. Compiled with the codec (mypyc): a native
class.
"""

from __future__ import annotations

from typing import final

from engine.state import Combatant
from service.boundary.codec.messages.state import write_combatant

__all__ = ["ConvertedCombatant"]


@final
class ConvertedCombatant:
    """A combatant converted from its wire bytes, and the wire bytes of its echo once written."""

    combatant: Combatant
    _echo: bytes | None

    def __init__(self, combatant: Combatant) -> None:
        self.combatant = combatant
        self._echo = None

    def echo(self) -> bytes:
        """The combatant's wire bytes in a response, written once (service.boundary.codec)."""
        if self._echo is None:
            self._echo = bytes(write_combatant(bytearray(), self.combatant))
        return self._echo

    def echo_of(self, combatant: Combatant) -> bytes:
        """The wire bytes of ``combatant``, which the action made of this one or left alone:
        these bytes again when it is this very value, else written anew."""
        if combatant is self.combatant:
            return self.echo()
        return bytes(write_combatant(bytearray(), combatant))
