"""Arbiter Studio's static files on the HTTP port (docs/studio.md): ``/studio/`` and the files of
``service/studio/`` (the page scripts/build_studio.py builds from clients/studio), in front of the
Connect route.

GET and HEAD of ``/studio/`` (``index.html``) and of each built file are answered from memory (the
files are read once, when the server starts), with their content type, an ``ETag`` (a
conditional GET with it is ``304``), ``Cache-Control: no-cache`` (a browser asks again, so a new
build is seen at the next load), a strict ``Content-Security-Policy`` (scripts, styles and calls
from this origin only, nothing inline, no framing) and ``X-Content-Type-Options: nosniff``.
``/studio`` redirects to ``/studio/``; another method there is ``405``, an unknown file ``404``.
Every other path goes to the Connect app untouched.

The files hold no secret, so they need no token; the page's calls do (it sends the token the
designer enters). Whether the studio is served at all is ``Config.serves_studio``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from importlib import resources
from typing import Any

__all__ = ["CONTENT_SECURITY_POLICY", "PREFIX", "StaticFile", "load_files", "studio_app"]

#: Where the page is served.
PREFIX = "/studio/"

#: The page's own scripts, styles, images and calls only; no inline script or style, no plugins,
#: no <base>, no form posts, never inside a frame (clickjacking).
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'"
)

_CONTENT_TYPES = {
    ".html": b"text/html; charset=utf-8",
    ".js": b"text/javascript; charset=utf-8",
    ".css": b"text/css; charset=utf-8",
    ".svg": b"image/svg+xml",
}
_INDEX = "index.html"
_ALLOWED = b"GET, HEAD"

_Scope = MutableMapping[str, Any]
_Message = MutableMapping[str, Any]
_Receive = Callable[[], Awaitable[_Message]]
_Send = Callable[[_Message], Awaitable[None]]
_App = Callable[[_Scope, _Receive, _Send], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class StaticFile:
    """One built file, as it is answered."""

    body: bytes
    content_type: bytes
    etag: bytes


def load_files() -> dict[str, StaticFile]:
    """The built files of ``service/studio/`` (package data), by name; empty when the folder is
    missing (a checkout that never ran scripts/build_studio.py: the committed build is there)."""
    folder = resources.files("service").joinpath("studio")
    files: dict[str, StaticFile] = {}
    if not folder.is_dir():
        return files
    for entry in folder.iterdir():
        suffix = entry.name[entry.name.rfind(".") :] if "." in entry.name else ""
        content_type = _CONTENT_TYPES.get(suffix)
        if content_type is None or not entry.is_file():
            continue
        body = entry.read_bytes()
        etag = b'"' + hashlib.sha256(body).hexdigest()[:32].encode() + b'"'
        files[entry.name] = StaticFile(body, content_type, etag)
    return files


def _headers(*extra: tuple[bytes, bytes]) -> list[tuple[bytes, bytes]]:
    return [
        (b"cache-control", b"no-cache"),
        (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"no-referrer"),
        *extra,
    ]


async def _answer(
    send: _Send, status: int, headers: list[tuple[bytes, bytes]], body: bytes = b""
) -> None:
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def studio_app(app: _App, files: dict[str, StaticFile] | None = None) -> _App:
    """``app`` (the Connect route) with the studio's ``files`` (default: ``load_files()``) served
    under ``/studio/``."""
    served = load_files() if files is None else files

    async def studio(scope: _Scope, receive: _Receive, send: _Send) -> None:
        path: str = scope.get("path", "")
        if scope["type"] != "http" or not (path == PREFIX[:-1] or path.startswith(PREFIX)):
            await app(scope, receive, send)
            return
        method = scope["method"]
        if method not in {"GET", "HEAD"}:
            await _answer(send, 405, _headers((b"allow", _ALLOWED), (b"content-length", b"0")))
            return
        if path == PREFIX[:-1]:
            await _answer(
                send, 308, _headers((b"location", PREFIX.encode()), (b"content-length", b"0"))
            )
            return
        found = served.get(path.removeprefix(PREFIX) or _INDEX)
        if found is None:
            body = b"not found\n"
            await _answer(
                send,
                404,
                _headers(
                    (b"content-type", b"text/plain; charset=utf-8"),
                    (b"content-length", str(len(body)).encode()),
                ),
                b"" if method == "HEAD" else body,
            )
            return
        validators = (b"etag", found.etag)
        match = dict(scope.get("headers", ())).get(b"if-none-match")
        if match is not None and found.etag in (tag.strip() for tag in match.split(b",")):
            await _answer(send, 304, _headers(validators))
            return
        headers = _headers(
            (b"content-type", found.content_type),
            (b"content-length", str(len(found.body)).encode()),
            validators,
        )
        await _answer(send, 200, headers, b"" if method == "HEAD" else found.body)

    return studio
