"""``berger serve``: the event's site on a local web server, kept live.

The site is built into a temporary folder and served by the standard
library's :class:`~http.server.ThreadingHTTPServer`. A watcher
(``watchfiles``) rebuilds it when the event's files change (for an event
with several groups, the groups whose files changed); open pages hear of each
rebuild through server-sent events (``/_live?page=PATH``) and swap in their
new content. A rebuild that fails keeps the last good pages and puts its
one-line error on every page until the files read again; a group's error
shows on that group's pages and on the event's own pages only.

Safe by default: it listens on 127.0.0.1, answers GET and HEAD only, and
serves nothing but the files inside the site folder (no ``..``, no absolute
paths, no symlinks out of it, no directory listings).
"""

from __future__ import annotations

import contextlib
import html
import http.server
import ipaddress
import json
import shutil
import socket
import tempfile
import threading
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, unquote, urlsplit

from berger.errors import OutputError
from berger.formats.event import Options
from berger.messages import _, ngettext
from berger.pipeline.live import LiveSite
from berger.serve_watch import (
    LiveState,
    Report,
    State,
    page_error,
    watch,
)

if TYPE_CHECKING:
    from berger.serve_arbiter import Arbiter

LIVE_PATH = "/_live"
"""The server-sent events stream that tells pages of each rebuild."""
VERSION_HOOK = b"<!--berger:version-->"
"""Where a live page gets the version it shows (a meta tag)."""
BANNER_HOOK = b"<!--berger:banner-->"
"""Where a live page gets the error banner while the event does not read."""
KEEPALIVE_SECONDS = 15.0
"""A comment line is sent on an idle event stream this often."""
SIGNAL_CHECK_SECONDS = 0.25
"""How long a stop signal that reached another thread waits at most for the
main thread to handle it."""
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".svg": "image/svg+xml",
    ".ttf": "font/ttf",
    ".txt": "text/plain; charset=utf-8",
    ".json": "application/json",
}
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data:; object-src 'none';"
        " base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
}
"""Sent with every answer: only the site's own files may load, no inline script."""


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


class SiteHandler(http.server.BaseHTTPRequestHandler):
    """Answers GET and HEAD with the site's files and the event stream."""

    server: SiteServer
    server_version = "berger"
    sys_version = ""

    def do_GET(self) -> None:
        """A file of the site, or the event stream."""
        self._answer(body=True)

    def do_HEAD(self) -> None:
        """The headers of a file of the site."""
        self._answer(body=False)

    def do_POST(self) -> None:
        """A result from the arbiter's page (with ``--arbiter``); else 405."""
        arbiter = self.server.arbiter
        if arbiter is not None and arbiter.owns(self.path):
            arbiter.answer(self, "POST")
            return
        self._not_allowed()

    def __getattr__(self, name: str) -> Any:
        # Every other method (POST, PUT, DELETE, OPTIONS …): 405.
        if name.startswith("do_"):
            return self._not_allowed
        raise AttributeError(name)

    def _not_allowed(self) -> None:
        self._plain(405, "method not allowed", body=True, allow="GET, HEAD")

    def log_message(self, format: str, *args: object) -> None:
        """Requests are not logged; the terminal shows the rebuilds."""

    def _plain(
        self, status: int, text: str, *, body: bool, allow: str | None = None
    ) -> None:
        data = f"{status} {text}\n".encode()
        self.send_response(status)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        if allow:
            self.send_header("Allow", allow)
        self._common_headers()
        self.end_headers()
        if body:
            self.wfile.write(data)

    def _common_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        for name, value in SECURITY_HEADERS.items():
            self.send_header(name, value)

    def _answer(self, *, body: bool) -> None:
        state = self.server.state
        arbiter = self.server.arbiter
        if arbiter is not None and arbiter.owns(self.path):
            arbiter.answer(self, "GET" if body else "HEAD")
            return
        if urlsplit(self.path).path == LIVE_PATH:
            self._events(body=body)
            return
        version, errors = state.snapshot()
        error = page_error(errors, self.path)
        path = site_file(state.root, self.path)
        if path is None:
            self._plain(404, "not found", body=body)
            return
        try:
            data = path.read_bytes()
        except OSError:
            self._plain(404, "not found", body=body)
            return
        if path.suffix == ".html":
            data = live_page(data, version, error)
        self.send_response(200)
        self.send_header(
            "Content-Type", CONTENT_TYPES.get(path.suffix, "application/octet-stream")
        )
        self.send_header("Content-Length", str(len(data)))
        self._common_headers()
        self.end_headers()
        if body:
            self.wfile.write(data)

    def _events(self, *, body: bool) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self._common_headers()
        self.end_headers()
        if not body:
            return
        state = self.server.state
        # The page that listens: the errors it shows are its group's.
        page = parse_qs(urlsplit(self.path).query).get("page", ["/"])[0]
        seen: State | None = None
        sent = ""
        with contextlib.suppress(OSError):
            self.wfile.write(b"retry: 1000\n\n")
            while True:
                now = state.wait(seen, KEEPALIVE_SECONDS)
                if now is None:
                    return
                if now == seen:
                    self.wfile.write(b": still here\n\n")
                else:
                    seen = now
                    version, errors = now
                    message = json.dumps(
                        {"version": version, "error": page_error(errors, page)}
                    )
                    if message == sent:
                        continue
                    self.wfile.write(f"data: {message}\n\n".encode())
                    sent = message
                self.wfile.flush()


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


class SiteServer(http.server.ThreadingHTTPServer):
    """The web server of one site folder."""

    daemon_threads = True
    arbiter: Arbiter | None = None
    """The arbiter's page (``--arbiter``), or None: nothing under /arbiter."""

    def __init__(self, address: tuple[str, int], state: LiveState) -> None:
        self.state = state
        host = address[0]
        if ":" in host:
            self.address_family = socket.AF_INET6
        super().__init__(address, SiteHandler)


def is_local(host: str) -> bool:
    """Whether ``host`` is reachable from this machine only.

    >>> is_local("127.0.0.1"), is_local("localhost"), is_local("0.0.0.0")
    (True, True, False)
    """
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def sharing_warning(host: str) -> str | None:
    """The warning to show when the site is shared beyond this machine."""
    if is_local(host):
        return None
    return _(
        "serving on {host}: anyone on this network can open the site"
        " (it shows the event's pages only)"
    ).format(host=host)


@contextlib.contextmanager
def running(
    live: LiveSite,
    host: str,
    port: int,
    report: Report,
    *,
    arbiter_key: str | None = None,
) -> Iterator[SiteServer]:
    """The live site (built already) served on ``host:port`` and watched, in
    background threads, until the block ends; with ``arbiter_key`` the
    arbiter's page too (see :mod:`berger.serve_arbiter`).

    Raises:
        OutputError: the address cannot be listened on.
    """
    state = LiveState(live.site.folder)
    try:
        server = SiteServer((host, port), state)
    except OSError as exc:
        raise OutputError(
            _("cannot listen on {host}:{port}: {reason}").format(
                host=host, port=port, reason=exc.strerror or exc
            )
        ) from None
    if arbiter_key is not None:
        from berger.serve_arbiter import make_arbiter

        server.arbiter = make_arbiter(live, arbiter_key, host, server.server_address)
    stop = threading.Event()
    threads = [
        threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.2}, daemon=True
        ),
        threading.Thread(target=watch, args=(live, state, report, stop), daemon=True),
    ]
    for thread in threads:
        thread.start()
    try:
        yield server
    finally:
        stop.set()
        state.close()
        server.shutdown()
        server.server_close()
        for thread in threads:
            thread.join(timeout=2.0)


def serve_event(
    event: Path,
    options: Options,
    *,
    group: str | None = None,
    seeds: Mapping[str, int] | None = None,
    host: str,
    port: int,
    report: Report,
    arbiter_key: str | None = None,
) -> None:
    """Build the event's site (``group``'s, for an event with several; else
    the one site of every group) into a temporary folder, serve it on
    ``host:port`` and keep it up to date until the run is stopped; then stop
    serving and watching, and remove the folder. A draw by lot made at the
    first build is kept by every rebuild, as are the ``seeds`` drawn for
    groups before it (by group name). With ``arbiter_key``, the arbiter's
    page too, its address (with the key) reported on a line of its own.

    A stop is Ctrl-C or SIGTERM: under :func:`berger.lifetime.stop_on_signals`
    (as the command line runs every command) it comes as
    :class:`~berger.errors.Stopped`, else as Python's ``KeyboardInterrupt``
    for Ctrl-C; either way the server is shut down and the folder removed on
    the way out.

    Raises:
        BergerError: the event does not read at the start, or the address
            cannot be listened on.
        Stopped: the run was stopped by a signal.
    """
    folder = Path(tempfile.mkdtemp(prefix="berger-site-"))
    try:
        live = LiveSite(event, options, folder, group, seeds=seeds)
        update = live.rebuild()
        with running(live, host, port, report, arbiter_key=arbiter_key) as server:
            shown = f"[{host}]" if ":" in host else host
            url = f"http://{shown}:{server.server_address[1]}/"
            serving = (
                ngettext(
                    "Serving {name} at {url} from {folder} ({pages} page);"
                    " hall screen: {url}?screen; Ctrl-C to stop",
                    "Serving {name} at {url} from {folder} ({pages} pages);"
                    " hall screen: {url}?screen; Ctrl-C to stop",
                    update.pages,
                )
                if live.title
                else ngettext(
                    "Serving at {url} from {folder} ({pages} page);"
                    " hall screen: {url}?screen; Ctrl-C to stop",
                    "Serving at {url} from {folder} ({pages} pages);"
                    " hall screen: {url}?screen; Ctrl-C to stop",
                    update.pages,
                )
            )
            report(
                serving.format(
                    name=live.title, url=url, folder=folder, pages=update.pages
                )
            )
            if server.arbiter is not None:
                report(
                    _("Arbiter page: {address}").format(address=server.arbiter.address)
                )
            while True:
                # Wakes now and then: a signal that reached another thread
                # is handled here only when this thread runs.
                time.sleep(SIGNAL_CHECK_SECONDS)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
