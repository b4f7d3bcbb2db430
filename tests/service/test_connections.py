"""service.connections without a server: the ASGI body bound, driven as uvicorn and connectrpc
drive it."""

from __future__ import annotations

import asyncio
from collections.abc import MutableMapping
from typing import Any

import pytest

from service.connections import body_read_timeout

_BODY = {"type": "http.request", "body": b"", "more_body": False}


@pytest.mark.parametrize("yields", range(6))
def test_a_cancelled_receive_stays_cancelled(yields: int) -> None:
    """connectrpc watches a unary call for a disconnect with a task looping on receive(), and
    cancels and awaits it once the handler returns. For a GET the watch's first receive() is
    the (empty) body, which arrives at once: a bound that lost the cancel at that moment (3.11's
    ``asyncio.wait_for`` returns a result that completes as it is cancelled) sent the watch on
    to wait for a disconnect that never comes, and the answer was never sent. A GET GetCatalog
    hung about once in a few hundred. Every point of the cancel is tried."""
    client_gone = asyncio.Event()  # never set: the client waits for its answer

    async def receive() -> MutableMapping[str, Any]:
        if not delivered:
            delivered.append(True)
            return _BODY
        await client_gone.wait()
        return {"type": "http.disconnect"}

    delivered: list[bool] = []
    sent: list[MutableMapping[str, Any]] = []
    outcome: list[str] = []

    async def send(message: MutableMapping[str, Any]) -> None:
        sent.append(message)

    async def app(scope: MutableMapping[str, Any], receive: Any, send: Any) -> None:
        async def watch() -> None:
            while True:
                if (await receive())["type"] == "http.disconnect":
                    return

        watcher = asyncio.create_task(watch())
        for _ in range(yields):
            await asyncio.sleep(0)
        watcher.cancel()
        # connectrpc awaits the watch here; the bound is this test's, so a lost cancel fails
        # rather than hangs.
        await asyncio.wait({watcher}, timeout=2)
        outcome.append("cancelled" if watcher.cancelled() else "still watching")
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"answer"})

    async def serve() -> None:
        await body_read_timeout(app, 10.0)({"type": "http"}, receive, send)

    asyncio.run(serve())
    assert outcome == ["cancelled"]
    assert [m["type"] for m in sent] == ["http.response.start", "http.response.body"]
