"""Stand-in servers for the client tests: one that reads each request and never answers, so a
client's own timeout must end the call (tests/clients/test_unity_client.py, test_godot_client.py),
and a gRPC CombatService whose every first attempt of a call ends UNAVAILABLE, so a client's
retries show (test_cpp_client.py, test_client.py, test_aio.py).
"""

from __future__ import annotations

import re
import socket
import threading
from concurrent import futures
from types import TracebackType
from typing import Self

import grpc

from arbiter.v1 import combat_service_pb2 as pb

__all__ = ["RefusesFirst", "SilentServer"]

_GUARD = 60.0  # a hang guard: a request the client sends arrives well within it


class SilentServer:
    """Accepts connections on a free loopback port, reads each request (head and, by its
    Content-Length, body) and holds the connection open, silent, until ``close``."""

    def __init__(self) -> None:
        self.socket = socket.create_server(("127.0.0.1", 0))
        self.port: int = self.socket.getsockname()[1]
        self._requests: list[tuple[bytes, bytes]] = []
        self._arrived = threading.Condition()
        self._done = threading.Event()
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def heads(self, request_id: str) -> list[bytes]:
        """The heads of the requests with this x-request-id that have arrived so far."""
        marker = f"\r\nx-request-id: {request_id}\r\n".lower().encode()
        with self._arrived:
            return [head for head, _ in self._requests if marker in head.lower()]

    def first(self) -> tuple[bytes, bytes]:
        """The (head, body) of the first request, waiting for it to have arrived."""
        with self._arrived:
            assert self._arrived.wait_for(lambda: self._requests, _GUARD), "no request arrived"
            return self._requests[0]

    def _accept(self) -> None:
        while True:
            try:
                connection, _ = self.socket.accept()
            except OSError:
                return  # closed
            threading.Thread(target=self._hold, args=(connection,), daemon=True).start()

    def _hold(self, connection: socket.socket) -> None:
        with connection:
            data = chunk = connection.recv(65536)
            while chunk and b"\r\n\r\n" not in data:
                chunk = connection.recv(65536)
                data += chunk
            head, _, body = data.partition(b"\r\n\r\n")
            length = re.search(rb"^content-length: (\d+)\r?$", head, re.M | re.I)
            while chunk and length and len(body) < int(length[1]):
                chunk = connection.recv(65536)
                body += chunk
            with self._arrived:
                self._requests.append((head, body))
                self._arrived.notify_all()
            self._done.wait()  # hold the connection open, silent, until the test ends

    def close(self) -> None:
        self._done.set()
        self.socket.close()


class RefusesFirst(grpc.GenericRpcHandler):
    """A stand-in CombatService on a free loopback port (``target``, while entered): each
    ResolveAction's first attempt ends UNAVAILABLE (a draining server), the next answers;
    ``attempts`` counts them."""

    def __init__(self) -> None:
        self.attempts = 0
        self._server = grpc.server(futures.ThreadPoolExecutor(max_workers=2), handlers=[self])
        self.target = f"127.0.0.1:{self._server.add_insecure_port('127.0.0.1:0')}"

    def __enter__(self) -> Self:
        self._server.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._server.stop(None)

    def _resolve(self, request: bytes, context: grpc.ServicerContext) -> bytes:
        self.attempts += 1
        if self.attempts % 2 == 1:
            context.abort(grpc.StatusCode.UNAVAILABLE, "draining")
        return pb.ResolveActionResponse(dice_rolled=1).SerializeToString()

    def service(
        self, details: grpc.HandlerCallDetails
    ) -> grpc.RpcMethodHandler[bytes, bytes] | None:
        if details.method != "/arbiter.v1.CombatService/ResolveAction":
            return None
        return grpc.unary_unary_rpc_method_handler(self._resolve)
