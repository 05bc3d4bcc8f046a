"""The site as `berger serve` serves it: only the site's files, GET and HEAD
only, safe headers, the banner as text."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.serve.wire import CLUB, get, raw

from berger.formats.event.event import Options
from berger.pipeline.live import LiveSite
from berger.serve import running
from berger.serve.site import live_page, site_file


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A live site of the club sample on a free port: (address, event folder)."""
    base = tmp_path_factory.mktemp("serve")
    event = base / "event"
    shutil.copytree(CLUB, event)
    (event / "secret.txt").write_text("not for the web", "utf-8")
    folder = base / "site"
    live = LiveSite(event, Options(), folder)
    live.rebuild()
    (folder / "outside").symlink_to(event / "secret.txt")
    (folder / "up").symlink_to(event)
    with running(live, "127.0.0.1", 0, lambda line: None, watching=False) as server:
        yield f"127.0.0.1:{server.server_address[1]}", event


def test_the_pages_are_served_with_safe_headers(served: tuple[str, Path]) -> None:
    address, _ = served
    status, headers, body = get(address, "/")
    assert status == 200
    assert headers["content-type"] == "text/html; charset=utf-8"
    assert "default-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"
    assert b"Riverside Club Championship 2026" in body
    assert b'<meta name="berger-version" content="1">' in body
    assert b"<!--berger:" not in body
    assert get(address, "/site.css")[1]["content-type"] == "text/css; charset=utf-8"
    assert get(address, "/fonts/DejaVuSans.ttf")[1]["content-type"] == "font/ttf"
    assert get(address, "/players/3.html?screen")[0] == 200


@pytest.mark.parametrize(
    "target",
    [
        "/../event.toml",
        "/../event/secret.txt",
        "/%2e%2e/event.toml",
        "/%2E%2E/%2e%2e/etc/passwd",
        "/rounds/..%2f..%2fevent.toml",
        "/rounds/%2e%2e/%2e%2e/event/secret.txt",
        "/%252e%252e/event.toml",
        "//etc/passwd",
        "/etc/passwd",
        "http://127.0.0.1/../../etc/passwd",
        "/outside",
        "/up/secret.txt",
        "/index.html%00.css",
        "/..\\event.toml",
        "/rounds/",
        "/rounds",
        "/fonts/",
        "/.berger-site.json/..",
        "/.berger-site.json",
        "/no-such-page.html",
    ],
)
def test_nothing_outside_the_site_and_no_listings(
    served: tuple[str, Path], target: str
) -> None:
    address, _ = served
    status, _, body = get(address, target)
    assert status == 404
    assert b"not for the web" not in body
    assert b"root:" not in body


@pytest.mark.parametrize(
    "method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "BREW"]
)
def test_only_get_and_head(served: tuple[str, Path], method: str) -> None:
    address, _ = served
    status, headers, _ = raw(
        address,
        f"{method} /index.html HTTP/1.0\r\nContent-Length: 2\r\n\r\nhi",
    )
    assert status == 405
    assert headers["allow"] == "GET, HEAD"


def test_head_gives_the_headers_only(served: tuple[str, Path]) -> None:
    address, _ = served
    status, headers, body = get(address, "/standings.html", "HEAD")
    assert status == 200
    assert int(headers["content-length"]) > 1000
    assert body == b""


def test_site_file_refuses_every_way_out(tmp_path: Path) -> None:
    root = tmp_path / "site"
    (root / "rounds").mkdir(parents=True)
    (root / "index.html").write_text("hi", "utf-8")
    (root / "rounds" / "1.html").write_text("r1", "utf-8")
    (tmp_path / "event.toml").write_text("secret", "utf-8")
    assert site_file(root.resolve(), "/") == (root / "index.html").resolve()
    assert (
        site_file(root.resolve(), "/rounds/1.html?x=1#y")
        == (root / "rounds" / "1.html").resolve()
    )
    for target in ("/../event.toml", "/%2e%2e/event.toml", "/rounds/", "/./index.html"):
        assert site_file(root.resolve(), target) is None


def test_the_banner_is_text() -> None:
    page = b"<head><!--berger:version--></head><body><!--berger:banner-->"
    served = live_page(page, 7, "players.csv:3: name: <script>alert(1)</script>")
    assert served == (
        b'<head><meta name="berger-version" content="7"></head><body>'
        b'<p id="live-error" class="live-error" role="alert">players.csv:3: name:'
        b" &lt;script&gt;alert(1)&lt;/script&gt;</p>"
    )
    assert live_page(page, 2, None).endswith(b"<body>")


def test_a_file_unchanged_is_answered_304_but_a_page_never(
    served: tuple[str, Path],
) -> None:
    address, _ = served
    status, headers, body = get(address, "/site.css")
    assert (status, headers["cache-control"]) == (200, "no-cache")
    tag = headers["etag"]
    asked = f"GET /site.css HTTP/1.0\r\nHost: {address}\r\nIf-None-Match: {tag}\r\n\r\n"
    status, headers, body = raw(address, asked)
    assert (status, body, headers["etag"]) == (304, b"", tag)
    # A page shows the version and banner of the moment: always sent whole.
    page = f"GET / HTTP/1.0\r\nHost: {address}\r\nIf-None-Match: *\r\n\r\n"
    status, headers, body = raw(address, page)
    assert status == 200
    assert "etag" not in headers
    assert b'<meta name="berger-version"' in body


def test_the_site_s_refusals_are_text_even_where_the_arbiter_would_be(
    served: tuple[str, Path],
) -> None:
    address, _ = served
    status, headers, body = get(address, "/arbiter")
    assert (status, body) == (404, b"404 not found\n")
    assert headers["content-type"] == "text/plain; charset=utf-8"
    assert headers["cache-control"] == "no-cache"
    assert headers["server"] == "berger"
    status, headers, _ = get(address, "/site.css", "DELETE")
    assert (status, headers["allow"]) == (405, "GET, HEAD")
