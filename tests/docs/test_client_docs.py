"""Every client doc starts the server the one documented way, ``scripts/serve.sh`` (README command
(a): it sets itself up, then serves gRPC on 127.0.0.1:50051 and the Connect route on :8080), not
``python -m service``, which fails outside the project's virtualenv."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CLIENT_DOCS = [
    *sorted((REPO / "docs" / "clients").glob("*.md")),
    REPO / "clients" / "python" / "README.md",
]


@pytest.mark.parametrize("doc", CLIENT_DOCS, ids=lambda p: p.name)
def test_a_client_doc_starts_the_server_with_serve_sh(doc: Path) -> None:
    text = doc.read_text(encoding="utf-8")
    assert "scripts/serve.sh" in text
    assert "python -m service" not in text
