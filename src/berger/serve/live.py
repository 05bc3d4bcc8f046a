"""The live side of ``berger serve``: what open pages are told (the site's
version, the errors that keep it from rebuilding, and the arbiter's message
to the hall), and the event stream that tells them (``/_live?page=PATH``,
server-sent events): each message ``{"version": V, "error": E}``, and
``"message": M`` while the chief arbiter's message to the hall is set (the
hall screen shows it; see :mod:`berger.serve.team`).

The state is changed from any thread (a rebuild runs off the event loop);
the streams wait on the event loop, woken through it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import AsyncIterator, Callable, Mapping
from pathlib import Path
from typing import TypeVar
from urllib.parse import unquote, urlsplit

from starlette.requests import Request
from starlette.responses import Response, StreamingResponse

LIVE_PATH = "/_live"
"""The server-sent events stream that tells pages of each rebuild."""
KEEPALIVE_SECONDS = 15.0
"""A comment line is sent on an idle event stream this often."""
STREAM_TYPE = "text/event-stream; charset=utf-8"

Errors = Mapping[str | None, str]
"""The errors that keep the site from rebuilding, by what they concern: a
group's name (its pages), or None (the whole event: every page)."""
State = tuple[int, Errors]
"""The site's version and its errors."""
Told = tuple[int, Errors, str | None]
"""What the pages are told: the site's version, its errors, the message."""
T = TypeVar("T", State, Told)


class LiveState:
    """What the pages are told: the site's version (one more each rebuild
    that changed a file) and the errors that keep it from rebuilding."""

    def __init__(self, root: Path, message: str | None = None) -> None:
        self.root = root.resolve()
        self.version = 1
        self.errors: Errors = {}
        self.message = message
        """The arbiter's message to the hall, or None."""
        self.closing = False
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._changed: asyncio.Event | None = None

    def attach(self, loop: asyncio.AbstractEventLoop) -> None:
        """Wake the streams waiting on ``loop`` (the server's) at each change."""
        with self._lock:
            self._loop = loop
            self._changed = asyncio.Event()

    def publish(self, *, changed: bool, errors: Errors) -> None:
        """Record a rebuild (or a failed one) and wake the event streams."""
        with self._lock:
            if changed:
                self.version += 1
            self.errors = dict(errors)
        self._wake()

    def tell(self, message: str | None) -> None:
        """Set the message to the hall (None: clear it) and wake the streams."""
        with self._lock:
            self.message = message
        self._wake()

    def close(self) -> None:
        """End every event stream."""
        with self._lock:
            self.closing = True
        self._wake()

    def snapshot(self) -> State:
        """(version, errors) now."""
        with self._lock:
            return self.version, self.errors

    def _wake(self) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                loop.call_soon_threadsafe(self._ring)

    def _ring(self) -> None:
        """On the loop: wake everyone waiting, and wait anew after."""
        rung, self._changed = self._changed, asyncio.Event()
        if rung is not None:
            rung.set()

    async def wait(self, seen: State | None, timeout: float) -> State | None:
        """The state once it differs from ``seen`` or ``timeout`` passed;
        None when the server is closing."""
        return await self._wait(seen, timeout, lambda: (self.version, self.errors))

    async def wait_told(self, seen: Told | None, timeout: float) -> Told | None:
        """What the pages are told (the state and the message) once it
        differs from ``seen`` or ``timeout`` passed; None when the server is
        closing."""
        return await self._wait(
            seen, timeout, lambda: (self.version, self.errors, self.message)
        )

    async def _wait(
        self, seen: T | None, timeout: float, read: Callable[[], T]
    ) -> T | None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            with self._lock:
                if self.closing:
                    return None
                now = read()
                changed = self._changed
            remaining = deadline - loop.time()
            if now != seen or remaining <= 0 or changed is None:
                return now
            try:
                async with asyncio.timeout(remaining):
                    await changed.wait()
            except TimeoutError:
                pass


def page_error(errors: Errors, page: str) -> str | None:
    """The error the page at ``page`` (a URL path) shows: the whole event's,
    and a group's on the pages in the group's folder and on those at the top
    (the event's own); one a line.

    >>> errors = {"A": "group A: bad", "B": "group B: worse"}
    >>> page_error(errors, "/B/standings.html")
    'group B: worse'
    >>> page_error(errors, "/index.html")
    'group A: bad\\ngroup B: worse'
    """
    folders = unquote(urlsplit(page).path).split("/")[:-1]  # the file's last
    folder = next((part for part in folders if part), None)
    shown = [
        text
        for scope, text in errors.items()
        if scope is None or folder is None or scope == folder
    ]
    return "\n".join(shown) or None


async def messages(state: LiveState, page: str) -> AsyncIterator[bytes]:
    """The event stream of the page at ``page``: its state now, then each
    change it shows (its group's errors, the message to the hall), a comment
    line when idle; ends when the server closes."""
    yield b"retry: 1000\n\n"
    seen: Told | None = None
    sent = ""
    while True:
        now = await state.wait_told(seen, KEEPALIVE_SECONDS)
        if now is None:
            return
        if now == seen:
            yield b": still here\n\n"
            continue
        seen = now
        version, errors, told = now
        data: dict[str, object] = {
            "version": version,
            "error": page_error(errors, page),
        }
        if told is not None:
            data["message"] = told
        message = json.dumps(data)
        if message != sent:
            sent = message
            yield f"data: {message}\n\n".encode()


async def live_stream(request: Request) -> Response:
    """``GET /_live?page=PATH``: the page's event stream (HEAD: its headers)."""
    headers = {"Cache-Control": "no-cache"}
    if request.method == "HEAD":
        return Response(b"", headers=headers, media_type=STREAM_TYPE)
    state: LiveState = request.app.state.live
    page = request.query_params.get("page", "/")
    return StreamingResponse(
        messages(state, page), headers=headers, media_type=STREAM_TYPE
    )
