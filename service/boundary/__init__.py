"""The service boundary: arbiter.v1 messages to the engine's values and back, one way each.

Inbound, ``convert`` (with ``arrayer``'s and ``tiered``'s rule merges, and ``odds`` and
``simulate`` for those calls) checks a request's sizes and reads it, by the generated readers of
``codec.readers`` where reading is mechanical. Outbound, ``wire`` writes each response's bytes by
the generated writers of ``codec.messages``. ``codec`` is the half generated from the proto and
compiled with the engine; nothing outbound imports anything inbound (pyproject.toml's import
contracts). ``scalars`` writes the few upb messages still built field by field (GetCatalog's).
"""
