"""The event's site as ``berger serve`` serves it: only the files inside
the site folder (no ``..``, no absolute paths, no symlinks out of it, no
hidden files, no directory listings), GET and HEAD only; each page with the
site's version and, while the event does not read, the error banner."""

from __future__ import annotations

import html
from pathlib import Path
from urllib.parse import unquote, urlsplit

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response

from berger.messages import _
from berger.serve.guard import JSONAnswer, is_arbiters
from berger.serve.live import LiveState, page_error

VERSION_HOOK = b"<!--berger:version-->"
"""Where a live page gets the version it shows (a meta tag)."""
BANNER_HOOK = b"<!--berger:banner-->"
"""Where a live page gets the error banner while the event does not read."""
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".svg": "image/svg+xml",
    ".ttf": "font/ttf",
    ".txt": "text/plain; charset=utf-8",
    ".json": "application/json",
}
METHOD_ORDER = ("GET", "HEAD", "POST")
"""The order of the methods an ``Allow`` header names."""


def site_file(root: Path, target: str) -> Path | None:
    """The file inside ``root`` that the request target names, or None.

    The path is percent-decoded once; a ``..`` segment, a hidden name
    (``.name``: the manifest, files being written), a NUL byte, or a path that
    resolves (symlinks followed) outside ``root`` names nothing. A folder names
    its ``index.html``, if it has one; nothing is listed.

    >>> root = Path("/srv/site")
    >>> site_file(root, "/%2e%2e/event.toml") is None
    True
    """
    path = unquote(urlsplit(target).path)
    if "\x00" in path or "\\" in path:
        return None
    parts = [part for part in path.split("/") if part]
    if any(part.startswith(".") for part in parts):
        return None
    candidate = root.joinpath(*parts)
    try:
        resolved = candidate.resolve(strict=True)
        if resolved.is_dir():
            resolved = (resolved / "index.html").resolve(strict=True)
    except (OSError, RuntimeError):
        return None
    if not resolved.is_relative_to(root) or not resolved.is_file():
        return None
    return resolved


def live_page(page: bytes, version: int, error: str | None) -> bytes:
    """A live page as served: its version, and the error banner when the
    event does not read (the error is text, never markup).

    >>> live_page(b"<!--berger:banner-->", 3, "<b>").decode()
    '<p id="live-error" class="live-error" role="alert">&lt;b&gt;</p>'
    """
    meta = f'<meta name="berger-version" content="{version}">'.encode()
    banner = b""
    if error:
        text = html.escape(error)
        banner = (
            f'<p id="live-error" class="live-error" role="alert">{text}</p>'
        ).encode()
    return page.replace(VERSION_HOOK, meta, 1).replace(BANNER_HOOK, banner, 1)


async def site_page(request: Request) -> Response:
    """A file of the site, as the request target names it (decoded once)."""
    state: LiveState = request.app.state.live
    target = request.scope["raw_path"].decode("latin-1")
    path = site_file(state.root, target)
    if path is None:
        return plain(404, _("not found"))
    try:
        data = path.read_bytes()
    except OSError:
        return plain(404, _("not found"))
    if path.suffix == ".html":
        version, errors = state.snapshot()
        data = live_page(data, version, page_error(errors, target))
    return Response(
        data,
        headers={"Cache-Control": "no-cache"},
        media_type=CONTENT_TYPES.get(path.suffix, "application/octet-stream"),
    )


def plain(status: int, text: str, *, allow: str | None = None) -> Response:
    """A short answer of the site: ``404 not found``."""
    headers = {"Cache-Control": "no-cache"}
    if allow:
        headers["Allow"] = allow
    return PlainTextResponse(f"{status} {text}\n", status, headers=headers)


async def refused(request: Request, exc: Exception) -> Response:
    """The answer to a path nothing serves (404) or a method it does not
    take (405): as text on the site, as JSON on the arbiter's paths."""
    assert isinstance(exc, HTTPException)
    allow = None
    if exc.headers and "Allow" in exc.headers:
        given = {method.strip() for method in exc.headers["Allow"].split(",")}
        allow = ", ".join(method for method in METHOD_ORDER if method in given)
    text = _("method not allowed") if exc.status_code == 405 else _("not found")
    if is_arbiters(request.url.path):
        headers = {"Allow": allow} if allow else None
        return JSONAnswer({"error": text}, exc.status_code, headers)
    return plain(exc.status_code, text, allow=allow)
