"""What the ``arbiter`` command's parts share (arbiter.cli, arbiter.loadtest, arbiter.locust):
usage errors, the options and checks every command that calls has (load balancing, TLS and the
token), and its progress bars. Its own module, below the commands, so that none of them imports
another for these (``loadtest`` once imported ``cli`` back: an import cycle); request files are
arbiter.request_files'."""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from collections.abc import Callable, Mapping
from types import TracebackType
from typing import Any, Self

from google.protobuf import json_format
from google.protobuf.message import Message

from arbiter.client import (
    DEFAULT_TARGET,
    DEFAULT_TIMEOUT,
    LOAD_BALANCING,
    ArbiterClient,
    TlsFiles,
    read_token,
)
from arbiter.v1 import trace_pb2

__all__ = [
    "EXIT_FAILED",
    "EXIT_USAGE",
    "PLOT_INSTALL",
    "TRACE_DETAILS",
    "UsageError",
    "add_connection_arguments",
    "add_load_balancing_argument",
    "add_security_arguments",
    "at_least",
    "client_from",
    "extra_install",
    "json_text",
    "positive_seconds",
    "progress_bar",
    "require_extra",
    "require_plotting",
    "security_from",
    "uint64_seed",
    "uses_tls",
]


def extra_install(extra: str) -> str:
    """How to get the client's ``extra``, which scripts/bootstrap.sh installs. Never "pip
    install arbiter[...]": PyPI's "arbiter" is another project (this one's distribution is
    arbiter-combat, clients/python/pyproject.toml)."""
    return (
        "scripts/bootstrap.sh installs it in a checkout; elsewhere install the client "
        f"(arbiter-combat) with its {extra} extra from its source tree "
        f"(pip install './clients/python[{extra}]')"
    )


#: How to get matplotlib for --plot.
PLOT_INSTALL = extra_install("plot")


class _NoBar:
    """A bar that draws nothing, with what the commands use of a tqdm bar: the bar without the
    client's progress extra."""

    n: float = 0

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        pass

    def update(self, n: float = 1) -> None:
        self.n += n

    def refresh(self) -> None:
        pass

    def set_description_str(self, desc: str | None = None, refresh: bool | None = True) -> None:
        pass

    def set_postfix(
        self,
        ordered_dict: Mapping[str, object] | None = None,
        refresh: bool | None = True,
        **kwargs: Any,
    ) -> None:
        pass


def progress_bar(*, enabled: bool, **options: Any) -> Any:
    """A tqdm bar on stderr with ``options`` (a context manager giving the bar); when not
    ``enabled`` or when tqdm (the client's progress extra) is not installed, one that draws
    nothing. Enabled, tqdm still turns itself off when stderr is not a terminal (CI logs)."""
    try:
        from tqdm import tqdm  # noqa: PLC0415 - only a command that draws one imports it
    except ImportError:
        return _NoBar()
    return tqdm(file=sys.stderr, disable=None if enabled else True, dynamic_ncols=True, **options)


def require_extra(module: str, what: str, extra: str) -> None:
    """Refuse ``what`` (a UsageError saying how to install the client's ``extra``) when its
    ``module`` is missing."""
    if importlib.util.find_spec(module) is None:
        raise UsageError(f"{what} needs {module}: {extra_install(extra)}")


def require_plotting(what: str = "--plot") -> None:
    """Refuse ``what`` (a UsageError saying how to install it) when matplotlib is missing."""
    require_extra("matplotlib", what, "plot")


#: ``--detail``'s choices, by name.
TRACE_DETAILS = {
    "none": trace_pb2.TRACE_DETAIL_NONE,
    "summary": trace_pb2.TRACE_DETAIL_SUMMARY,
    "full": trace_pb2.TRACE_DETAIL_FULL,
}


class UsageError(ValueError):
    """Arguments that cannot work together; printed, and the command exits EXIT_USAGE."""


def add_load_balancing_argument(parser: argparse.ArgumentParser, also: str = "") -> None:
    """``--load-balancing`` (env ARBITER_LOAD_BALANCING), for every command that calls; ``also``
    ends its help."""
    parser.add_argument(
        "--load-balancing",
        choices=LOAD_BALANCING,
        default=os.environ.get("ARBITER_LOAD_BALANCING") or None,
        help="how calls spread over the addresses --target resolves to (env "
        "ARBITER_LOAD_BALANCING; default round_robin for a dns:/// target, such as a headless "
        f"Service's name, else pick_first){also}",
    )


def add_security_arguments(parser: argparse.ArgumentParser) -> None:
    """The TLS, mTLS and token options of every command that calls (docs/security.md)."""
    security = parser.add_argument_group("TLS and authentication (docs/security.md)")
    security.add_argument(
        "--tls", action="store_true", help="call over TLS, trusting the system's CA roots"
    )
    security.add_argument(
        "--tls-ca", metavar="FILE", help="call over TLS, trusting this PEM CA bundle"
    )
    security.add_argument(
        "--tls-cert", metavar="FILE", help="PEM client certificate, for a server requiring mTLS"
    )
    security.add_argument("--tls-key", metavar="FILE", help="PEM private key of --tls-cert")
    security.add_argument(
        "--token-file",
        metavar="FILE",
        default=os.environ.get("ARBITER_AUTH_TOKEN_FILE"),
        help="file holding the server's shared token (env ARBITER_AUTH_TOKEN_FILE, or the "
        "token itself in ARBITER_AUTH_TOKEN)",
    )


def uses_tls(options: argparse.Namespace) -> bool:
    """Whether add_security_arguments' options ask for TLS."""
    return bool(options.tls or options.tls_ca or options.tls_cert or options.tls_key)


def security_from(options: argparse.Namespace) -> tuple[TlsFiles | None, str | None]:
    """The TLS files (None: plaintext) and the token that add_security_arguments' options (and
    ARBITER_AUTH_TOKEN) give; UsageError for a file that cannot be read."""
    token = os.environ.get("ARBITER_AUTH_TOKEN")
    try:
        if options.token_file is not None:
            token = read_token(options.token_file)
        tls = (
            TlsFiles.read(options.tls_ca, options.tls_cert, options.tls_key)
            if uses_tls(options)
            else None
        )
    except (OSError, UnicodeDecodeError, ValueError) as error:
        # Not the error's text for a token file that is not ASCII: it would quote the bytes.
        why = "not ASCII text" if isinstance(error, UnicodeDecodeError) else error
        raise UsageError(f"TLS or token: {why}") from None
    return tls, token


#: The call failed; the error is printed.
EXIT_FAILED = 1
#: Bad arguments or a bad request file (argparse's own usage errors exit 2 as well).
EXIT_USAGE = 2
_UINT64_MAX = 2**64 - 1


def uint64_seed(text: str) -> int:
    """An argparse type: a uint64 seed."""
    try:
        value = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if not 0 <= value <= _UINT64_MAX:
        raise argparse.ArgumentTypeError(f"seed must be in 0..2**64-1, got {value}")
    return value


def positive_seconds(text: str) -> float:
    """An argparse type: a positive number of seconds."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"timeout must be positive, got {text!r}")
    return value


def at_least(minimum: int) -> Callable[[str], int]:
    """An argparse type: a whole number, ``minimum`` or more."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be {minimum} or more, got {value}")
        return value

    return parse


def add_connection_arguments(
    parser: argparse.ArgumentParser,
    *,
    timeout: float = DEFAULT_TIMEOUT,
    json_help: str = "print the response as proto3 JSON instead of readable text",
) -> None:
    """The options of every command that calls a server: the target, the deadline, --json, load
    balancing, TLS and the token."""
    parser.add_argument(
        "--target",
        default=os.environ.get("ARBITER_TARGET", DEFAULT_TARGET),
        help="the service's host:port (env ARBITER_TARGET; default %(default)s)",
    )
    parser.add_argument(
        "--timeout",
        type=positive_seconds,
        default=timeout,
        help="seconds the call may take (default %(default)s)",
    )
    parser.add_argument("--json", action="store_true", help=json_help)
    add_load_balancing_argument(parser)
    add_security_arguments(parser)


def client_from(options: argparse.Namespace, *, own_connection: bool = False) -> ArbiterClient:
    """The client the connection arguments describe (see ArbiterClient's ``own_connection``)."""
    tls, token = security_from(options)
    return ArbiterClient(
        options.target,
        timeout=options.timeout,
        credentials=None if tls is None else tls.credentials(),
        token=token,
        own_connection=own_connection,
        load_balancing=options.load_balancing,
    )


def json_text(message: Message) -> str:
    """``message`` as ``--json`` prints it: proto3 JSON, indented."""
    return json_format.MessageToJson(message, indent=2)
