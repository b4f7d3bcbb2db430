"""The wire codec of the engine's records: protobuf bytes written from engine values directly,
with no protobuf runtime in between (``primitives``, and the generated ``messages``).

Compiled by mypyc with the engine, in one build (scripts/build_engine.py): when the engine runs
compiled (engine/compiled.py decides), this package loads from the build too, so its calls into
the records are C calls; otherwise it is the pure Python beside this file, which writes the same
bytes.
"""

from __future__ import annotations

from engine.compiled import BUILD, IMPLEMENTATION

if IMPLEMENTATION.compiled:
    # The build's copy of this package (its modules' stubs load the engine's shared library,
    # loaded already by engine.compiled).
    __path__ = [str(BUILD / "service" / "boundary" / "codec")]
