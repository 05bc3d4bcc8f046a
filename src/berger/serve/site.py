"""The event's site as ``berger serve`` serves it: Starlette's
``StaticFiles`` over the site folder, with berger's refusals (only the files
inside the folder: no ``..``, no absolute paths, no symlinks out of it, no
hidden files, no directory listings), GET and HEAD only, every file
``Cache-Control: no-cache``; each page with the site's version and, while
the event does not read, the error banner (the hooks the live script reads)."""

from __future__ import annotations

import html
import os
from pathlib import Path
from urllib.parse import unquote, urlsplit

from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, PlainTextResponse, Response
from starlette.staticfiles import NotModifiedResponse, StaticFiles
from starlette.types import Scope

from berger.messages import _
from berger.serve.guard import JSONAnswer, is_arbiters
from berger.serve.live import LiveState, page_error

VERSION_HOOK = b"<!--berger:version-->"
"""Where a live page gets the version it shows (a meta tag)."""
BANNER_HOOK = b"<!--berger:banner-->"
"""Where a live page gets the error banner while the event does not read."""
MEDIA_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".svg": "image/svg+xml",
    ".ttf": "font/ttf",
    ".txt": "text/plain; charset=utf-8",
    ".json": "application/json",
    ".ics": "text/calendar; charset=utf-8",
}
"""The site's own kinds of file, typed alike on every machine (Python's
guess, which Starlette makes, depends on the machine for ``.js`` and
``.ttf``); any other file is typed as Starlette guesses."""
NO_CACHE = {"Cache-Control": "no-cache"}
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


class SiteFiles(StaticFiles):
    """The site folder as ``StaticFiles`` serves it, with berger's refusals
    (:func:`site_file` looks each request up: a folder names its
    ``index.html``, and nothing is listed), the site's media types, no
    caching without asking, and each page made live (:func:`live_page`)
    as it is sent. A file it does not serve is ``404 not found`` in text;
    a method other than GET and HEAD is refused by ``StaticFiles`` (405,
    answered by :func:`refused`)."""

    def __init__(self, state: LiveState) -> None:
        super().__init__(directory=state.root)
        self.state = state

    def get_path(self, scope: Scope) -> str:
        """The request's target as sent: :func:`site_file` decodes it once."""
        return str(scope["raw_path"].decode("latin-1"))

    def lookup_path(self, path: str) -> tuple[str, os.stat_result | None]:
        """The file the target ``path`` names, and its status; ``("",
        None)`` for none (see :func:`site_file`)."""
        found = site_file(self.state.root, path)
        if found is None:
            return "", None
        try:
            return str(found), found.stat()
        except OSError:
            return "", None

    async def get_response(self, path: str, scope: Scope) -> Response:
        try:
            return await super().get_response(path, scope)
        except HTTPException as exc:
            if exc.status_code != 404:
                raise
            return plain(404, _("not found"))

    def file_response(
        self,
        full_path: str | os.PathLike[str],
        stat_result: os.stat_result,
        scope: Scope,
        status_code: int = 200,
    ) -> Response:
        """A page made live, or another file as ``StaticFiles`` sends it
        (its ETag and Last-Modified, ``304`` to a request that has it)."""
        path = Path(full_path)
        if path.suffix == ".html":
            return self.page(path, scope)
        response = FileResponse(
            path,
            status_code,
            headers=NO_CACHE,
            media_type=MEDIA_TYPES.get(path.suffix),
            stat_result=stat_result,
        )
        if self.is_not_modified(response.headers, Headers(scope=scope)):
            return NotModifiedResponse(response.headers)
        return response

    def page(self, path: Path, scope: Scope) -> Response:
        """A page with the site's version and the error banner now (never
        answered 304: the file stays, the banner changes)."""
        try:
            data = path.read_bytes()
        except OSError:
            return plain(404, _("not found"))
        version, errors = self.state.snapshot()
        target = scope["raw_path"].decode("latin-1")
        data = live_page(data, version, page_error(errors, target))
        return Response(data, headers=NO_CACHE, media_type=MEDIA_TYPES[".html"])


def plain(status: int, text: str, *, allow: str | None = None) -> Response:
    """A short answer of the site: ``404 not found``."""
    headers = dict(NO_CACHE)
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
