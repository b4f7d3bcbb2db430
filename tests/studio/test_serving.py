"""How the HTTP port serves the studio's files (service/studio.py), over plain HTTP: on by
default on 127.0.0.1 (``--studio auto``), off with ``--studio off``; the headers (content types,
no-cache, the Content-Security-Policy, nosniff), the redirect, conditional GETs, HEAD, and the
Connect route beside it unchanged."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from service.studio import CONTENT_SECURITY_POLICY
from tests.service import connect_http
from tests.service.server_process import REPO, ServerProcess

BUILT = REPO / "service" / "studio"
_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
}


@pytest.fixture(scope="module")
def server() -> Iterator[ServerProcess]:
    # No --studio: auto, and the host is 127.0.0.1.
    with ServerProcess() as running:
        yield running


def _get(server: ServerProcess, path: str, method: str = "GET") -> connect_http.ConnectResponse:
    return connect_http.request(server.base_url, method, path)


def test_auto_serves_the_studio_on_loopback_and_logs_its_url(server: ServerProcess) -> None:
    assert server.serving["studio"] == f"{server.base_url}/studio/"
    page = _get(server, "/studio/")
    assert page.status == 200
    assert page.body == (BUILT / "index.html").read_bytes()


@pytest.mark.parametrize("name", sorted(p.name for p in BUILT.iterdir()))
def test_every_built_file_is_served_with_its_type_and_the_security_headers(
    server: ServerProcess, name: str
) -> None:
    answer = _get(server, f"/studio/{name}")
    assert answer.status == 200
    assert answer.body == (BUILT / name).read_bytes()
    headers = answer.headers
    assert headers["content-type"] == _TYPES[name[name.rfind(".") :]]
    assert headers["cache-control"] == "no-cache"
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["content-security-policy"] == CONTENT_SECURITY_POLICY
    policy = dict(part.strip().split(" ", 1) for part in CONTENT_SECURITY_POLICY.split(";"))
    assert policy["default-src"] == "'self'"  # no 'unsafe-inline', no other origin
    assert policy["frame-ancestors"] == "'none'"
    # Conditional GET and HEAD.
    again = connect_http._request(
        server.base_url, "GET", f"/studio/{name}", None, {"if-none-match": headers["etag"]}
    )
    assert (again.status, again.body) == (304, b"")
    head = _get(server, f"/studio/{name}", "HEAD")
    assert (head.status, head.body) == (200, b"")
    assert head.headers["content-length"] == str(len(answer.body))


def test_the_page_loads_nothing_inline_and_nothing_from_elsewhere() -> None:
    html = (BUILT / "index.html").read_text()
    assert "<script>" not in html and "<style" not in html and " style=" not in html
    assert "://" not in html  # no CDN: every file is the server's own


def test_the_redirect_and_the_refusals(server: ServerProcess) -> None:
    redirect = _get(server, "/studio")
    assert (redirect.status, redirect.headers["location"]) == (308, "/studio/")
    assert _get(server, "/studio/nothing.js").status == 404
    refused = _get(server, "/studio/", "POST")
    assert (refused.status, refused.headers["allow"]) == (405, "GET, HEAD")


def test_the_connect_route_is_unchanged_beside_it(server: ServerProcess) -> None:
    answer = connect_http.post(server.base_url, "GetCatalog", {"ruleset": "RULESET_TIERED"})
    assert answer.status == 200
    assert answer.json()["rulesets"][0]["ruleset"] == "RULESET_TIERED"
    assert _get(server, "/elsewhere").status == 404


def test_studio_off_serves_no_page() -> None:
    with ServerProcess("--studio", "off") as off:
        assert off.serving["studio"] == "off"
        assert _get(off, "/studio/").status == 404
        assert _get(off, "/studio/studio.js").status == 404
        assert connect_http.post(off.base_url, "GetCatalog", {}).status == 200


def test_the_studio_answers_its_own_names_only(server: ServerProcess) -> None:
    # A page on a rebinding domain would load the studio, and call the server, as its own origin.
    assert server.base_url is not None
    port = server.http_port
    for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}"):
        page = connect_http._request(server.base_url, "GET", "/studio/", None, {"host": host})
        assert page.status == 200, host
    refused = connect_http._request(
        server.base_url, "GET", "/studio/", None, {"host": f"evil.example:{port}"}
    )
    assert refused.status == 403
    assert refused.headers["content-type"] == "text/plain; charset=utf-8"
    assert b"'evil.example:" in refused.body and b"--allowed-hosts evil.example" in refused.body
    assert b"<html" not in refused.body.lower()
