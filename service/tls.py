"""TLS and mutual TLS for both routes, from PEM files (``--tls-cert``, ``--tls-key``,
``--tls-client-ca``; docs/security.md).

``ServerTls.load`` reads the files once at startup and checks them with the standard library's
``ssl`` (the key matches the certificate, the CA bundle parses), so a bad file stops startup with
a message naming the file rather than failing every handshake later. The gRPC port gets
``grpc.ssl_server_credentials`` from the bytes read; uvicorn (the Connect route) reads the same
paths itself (``uvicorn_options``). With a client CA, both routes require a client certificate
signed by it (gRPC ``require_client_auth``, uvicorn ``CERT_REQUIRED``).

The certificates are not reloaded while the server runs: a rotated certificate takes effect at
the next start (in Kubernetes, roll the Deployment when the Secret changes; docs/deploy.md).
Reloading would mean gRPC's dynamic credentials plus a hand-made SSLContext for uvicorn, each
with its own failure modes, for what a rolling restart already does without dropping calls.
"""

from __future__ import annotations

import ssl
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc

__all__ = ["TLS12_CIPHERS", "CredentialsError", "ServerTls"]

#: The TLS 1.2 suites both ports accept: gRPC core's default list (ECDHE key exchange, AES-GCM
#: only), which the gRPC port uses; uvicorn's default ("TLSv1") let the Connect port accept CBC
#: suites too. TLS 1.3's suites are AEAD only and the same on both.
TLS12_CIPHERS = (
    "ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:"
    "ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES256-GCM-SHA384"
)


class CredentialsError(RuntimeError):
    """A certificate, key or CA file that cannot be read or used."""


def _read(path: str, what: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise CredentialsError(f"cannot read the TLS {what} {path!r}: {exc.strerror}") from None


@dataclass(frozen=True, slots=True)
class ServerTls:
    """The server's certificate chain and key, and the client CA when clients must show a
    certificate (mTLS). Its repr leaves the key out."""

    cert_path: str
    key_path: str
    client_ca_path: str | None
    certificate_chain: bytes
    private_key: bytes
    client_ca: bytes | None

    def __repr__(self) -> str:
        return (
            f"ServerTls(cert={self.cert_path!r}, key={self.key_path!r}, "
            f"client_ca={self.client_ca_path!r})"
        )

    @classmethod
    def load(cls, cert: str, key: str, client_ca: str | None) -> ServerTls:
        """Read and check the files; CredentialsError (naming the file, never its contents)
        when one cannot be read or used."""
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        try:
            context.load_cert_chain(cert, key)
        except (OSError, ssl.SSLError) as exc:
            raise CredentialsError(
                f"cannot use the TLS certificate {cert!r} with the key {key!r}: {exc}"
            ) from None
        if client_ca is not None:
            try:
                context.load_verify_locations(cafile=client_ca)
            except (OSError, ssl.SSLError) as exc:
                raise CredentialsError(
                    f"cannot use the TLS client CA {client_ca!r}: {exc}"
                ) from None
        return cls(
            cert_path=cert,
            key_path=key,
            client_ca_path=client_ca,
            certificate_chain=_read(cert, "certificate"),
            private_key=_read(key, "key"),
            client_ca=None if client_ca is None else _read(client_ca, "client CA"),
        )

    @property
    def mode(self) -> str:
        """``mtls`` when clients must show a certificate, else ``tls`` (the serving line's)."""
        return "mtls" if self.client_ca is not None else "tls"

    def grpc_credentials(self) -> grpc.ServerCredentials:
        """The gRPC port's credentials."""
        return grpc.ssl_server_credentials(
            [(self.private_key, self.certificate_chain)],
            root_certificates=self.client_ca,
            require_client_auth=self.client_ca is not None,
        )

    def uvicorn_options(self) -> dict[str, Any]:
        """uvicorn.Config's ``ssl_*`` settings for the Connect route, with the gRPC port's
        cipher policy (``TLS12_CIPHERS``)."""
        options: dict[str, Any] = {
            "ssl_certfile": self.cert_path,
            "ssl_keyfile": self.key_path,
            "ssl_ciphers": TLS12_CIPHERS,
        }
        if self.client_ca_path is not None:
            options.update(ssl_ca_certs=self.client_ca_path, ssl_cert_reqs=ssl.CERT_REQUIRED)
        return options
