"""The fuzz corpus: inputs that found defects, one small JSON file each in tests/fuzz/corpus/,
replayed by the suite (tests/fuzz/test_corpus.py) and written by scripts/fuzz_campaign.py.

A file is ``{"method": "<RPC>", "note": "<what it found>", "messages": [<proto3 JSON>, ...]}``
for requests that are valid messages (a stream's messages in order), or ``"bytes": [<base64>,
...]`` instead of ``messages`` for wire garbage.
"""

from __future__ import annotations

import base64
import json
from pathlib import Path

from google.protobuf import json_format, message_factory

from tests.fuzz.oracle import parses
from tests.fuzz.routes import METHODS
from tests.fuzz.support import Call

__all__ = ["CORPUS", "entries", "read", "write"]

CORPUS = Path(__file__).resolve().parent / "corpus"


def read(path: Path) -> Call:
    entry = json.loads(path.read_text())
    method = entry["method"]
    if "bytes" in entry:
        return Call(method, tuple(base64.b64decode(b) for b in entry["bytes"]))
    request_class = message_factory.GetMessageClass(METHODS[method].input_type)
    bodies = []
    for message in entry["messages"]:
        request = request_class()
        json_format.ParseDict(message, request)
        bodies.append(request.SerializeToString())
    return Call(method, tuple(bodies))


def write(call: Call, name: str, note: str, directory: Path = CORPUS) -> Path:
    """Save ``call`` as ``<directory>/<name>.json``; its path."""
    entry: dict[str, object] = {"method": call.method, "note": note}
    if all(parses(call.method, body) for body in call.bodies):
        request_class = message_factory.GetMessageClass(METHODS[call.method].input_type)
        entry["messages"] = [
            json_format.MessageToDict(request_class.FromString(body)) for body in call.bodies
        ]
    else:
        entry["bytes"] = [base64.b64encode(body).decode() for body in call.bodies]
    path = directory / f"{name}.json"
    path.write_text(json.dumps(entry, indent=1, sort_keys=True) + "\n")
    return path


def entries() -> list[Path]:
    return sorted(CORPUS.glob("*.json"))
