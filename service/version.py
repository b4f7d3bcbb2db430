"""What version of the rules a server resolves by (GetCatalogResponse.rules_version): its
version, and a digest of everything that decides an outcome, so that a game that stored a request
and its seed can tell whether the server it now calls will replay it byte for byte."""

from __future__ import annotations

import hashlib
import importlib.metadata

from arbiter.v1 import combat_service_pb2

__all__ = ["DISTRIBUTION", "rules_version", "server_version"]

#: The server's distribution (pyproject.toml; not PyPI's unrelated "arbiter"), whose version the
#: server reports.
DISTRIBUTION = "arbiter-combat-server"
#: Names what the digest is over, so that another layout of its input never meets this one's.
_DIGEST_FORMAT = b"arbiter.v1.RulesVersion/1"


def server_version() -> str:
    """The installed server's version; "unknown" from a source tree never installed."""
    try:
        return importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def rules_version(
    catalog: combat_service_pb2.GetCatalogResponse, default_max_rounds: int
) -> combat_service_pb2.RulesVersion:
    """The rules version of a server with this ``catalog`` (GetCatalog's answer for every
    ruleset, without a rules version) and this default round limit: the SHA-256 of the server's
    version, the limit and the catalog's deterministic protobuf encoding, each length-prefixed."""
    engine = server_version()
    digest = hashlib.sha256(_DIGEST_FORMAT)
    for part in (
        engine.encode(),
        str(default_max_rounds).encode(),
        catalog.SerializeToString(deterministic=True),
    ):
        digest.update(len(part).to_bytes(8, "big") + part)
    return combat_service_pb2.RulesVersion(engine_version=engine, digest=digest.hexdigest())
