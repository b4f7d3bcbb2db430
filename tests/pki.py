"""A throwaway certificate authority made at test time (``cryptography``): a CA, a server
certificate for 127.0.0.1 and localhost, a client certificate, and a second, unrelated CA with a
client certificate of its own, all as PEM files in a directory.

ECDSA P-256 keys: made in milliseconds, and accepted by gRPC's BoringSSL and by OpenSSL alike.
"""

from __future__ import annotations

import datetime
import ipaddress
import ssl
from dataclasses import dataclass
from pathlib import Path

import grpc
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

__all__ = ["Pki", "make_pki"]

_ONE_DAY = datetime.timedelta(days=1)


@dataclass(frozen=True, slots=True)
class _Issued:
    cert: x509.Certificate
    key: ec.EllipticCurvePrivateKey


def _name(common_name: str) -> x509.Name:
    return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])


def _issue(
    subject: str,
    *,
    issuer: _Issued | None,
    ca: bool = False,
    server: bool = False,
) -> _Issued:
    key = ec.generate_private_key(ec.SECP256R1())
    now = datetime.datetime.now(datetime.UTC)
    builder = (
        x509.CertificateBuilder()
        .subject_name(_name(subject))
        .issuer_name(_name(subject) if issuer is None else issuer.cert.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - _ONE_DAY)
        .not_valid_after(now + _ONE_DAY)
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
    )
    if ca:
        builder = builder.add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
    else:
        usage = ExtendedKeyUsageOID.SERVER_AUTH if server else ExtendedKeyUsageOID.CLIENT_AUTH
        builder = builder.add_extension(x509.ExtendedKeyUsage([usage]), critical=False)
    if server:
        builder = builder.add_extension(
            x509.SubjectAlternativeName(
                [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
            ),
            critical=False,
        )
    signer = key if issuer is None else issuer.key
    return _Issued(builder.sign(signer, hashes.SHA256()), key)


def _write(directory: Path, name: str, issued: _Issued) -> tuple[Path, Path]:
    cert = directory / f"{name}.pem"
    key = directory / f"{name}.key"
    cert.write_bytes(issued.cert.public_bytes(serialization.Encoding.PEM))
    key.write_bytes(
        issued.key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    key.chmod(0o600)
    return cert, key


@dataclass(frozen=True, slots=True)
class Pki:
    """The files: ``ca`` signed ``server`` and ``client``; ``other_ca`` signed ``other_client``."""

    ca: Path
    server_cert: Path
    server_key: Path
    client_cert: Path
    client_key: Path
    other_ca: Path
    other_client_cert: Path
    other_client_key: Path

    def server_args(self, *, mtls: bool) -> list[str]:
        """``arbiter serve`` flags serving TLS (and requiring client certificates if ``mtls``)."""
        args = ["--tls-cert", str(self.server_cert), "--tls-key", str(self.server_key)]
        return [*args, "--tls-client-ca", str(self.ca)] if mtls else args

    def channel_credentials(
        self, *, client: str | None = "client", trust: str = "ca"
    ) -> grpc.ChannelCredentials:
        """gRPC credentials trusting ``trust`` (``ca`` or ``other_ca``), showing the ``client``
        (or ``other_client``) certificate, or none."""
        root = Path(getattr(self, trust)).read_bytes()
        if client is None:
            return grpc.ssl_channel_credentials(root_certificates=root)
        return grpc.ssl_channel_credentials(
            root_certificates=root,
            private_key=Path(getattr(self, f"{client}_key")).read_bytes(),
            certificate_chain=Path(getattr(self, f"{client}_cert")).read_bytes(),
        )

    def ssl_context(self, *, client: str | None = "client", trust: str = "ca") -> ssl.SSLContext:
        """The same, as an ``ssl`` client context for HTTPS."""
        context = ssl.create_default_context(cafile=str(getattr(self, trust)))
        if client is not None:
            context.load_cert_chain(getattr(self, f"{client}_cert"), getattr(self, f"{client}_key"))
        return context


def make_pki(directory: Path) -> Pki:
    """A fresh CA, server and client certificates (and an unrelated CA's) in ``directory``."""
    ca = _issue("Arbiter test CA", issuer=None, ca=True)
    other_ca = _issue("Unrelated test CA", issuer=None, ca=True)
    ca_cert, _ = _write(directory, "ca", ca)
    other_ca_cert, _ = _write(directory, "other_ca", other_ca)
    server_cert, server_key = _write(
        directory, "server", _issue("127.0.0.1", issuer=ca, server=True)
    )
    client_cert, client_key = _write(directory, "client", _issue("game-client", issuer=ca))
    other_cert, other_key = _write(directory, "other_client", _issue("intruder", issuer=other_ca))
    return Pki(
        ca=ca_cert,
        server_cert=server_cert,
        server_key=server_key,
        client_cert=client_cert,
        client_key=client_key,
        other_ca=other_ca_cert,
        other_client_cert=other_cert,
        other_client_key=other_key,
    )
