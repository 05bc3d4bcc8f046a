"""The web server of ``berger serve``: the Starlette app (the site, the
event stream, the arbiter's page, the guards as middleware) on uvicorn, in
a thread of its own with its event loop, so that the main thread keeps the
run's signals (:mod:`berger.lifetime`) while it waits on the server
(:meth:`Served.wait`).

Limits a public server needs: a listen backlog of :data:`BACKLOG`; at most
:data:`MAX_CONNECTIONS` connections (503 beyond; fewer where the process may
open fewer files); idle kept-alive connections closed after
:data:`KEEP_ALIVE_SECONDS` (uvicorn's own settings); a request not received
whole within 10 s closed, and the request line and headers capped at 16 KiB
(431), where uvicorn has no setting (:mod:`berger.serve.protocol`). A stop
closes the event streams and ends within 2 s.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import resource
import select
import signal
import socket
import ssl
import threading
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

import uvicorn
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.routing import BaseRoute, Mount, Route

from berger.errors import InputError, OutputError
from berger.messages import _
from berger.pipeline.live import LiveSite
from berger.serve.arbiter import Arbiter, make_arbiter
from berger.serve.guard import HostGuard, SecurityHeaders
from berger.serve.live import LIVE_PATH, LiveState, live_stream
from berger.serve.protocol import MAX_HEAD, AnswerSent, DeadlineLoop, DeadlineProtocol
from berger.serve.site import SiteFiles, refused
from berger.serve.team import TeamPage
from berger.serve.watch import Report, watch

BACKLOG = 2048
"""Connections the kernel holds for the server before it accepts them."""
MAX_CONNECTIONS = 4096
"""Open connections at most (each further request gets 503)."""
KEEP_ALIVE_SECONDS = 5
"""An idle kept-alive connection is closed after this long."""
STOP_SECONDS = 1.0
"""How long a stop waits for the answers under way before it cuts them."""
START_SECONDS = 30.0
"""How long the start may take before it counts as failed."""


@dataclass(frozen=True, slots=True)
class Tls:
    """The certificate and key of an HTTPS server (PEM files)."""

    cert: Path
    key: Path


def app(
    state: LiveState,
    arbiter: Arbiter | None,
    *,
    live: LiveSite | None = None,
    report: Report | None = None,
    started: threading.Event | None = None,
) -> Starlette:
    """The server's app: the arbiter's paths (with ``arbiter``), the event
    stream and the site; with ``live`` and ``report``, the watcher that
    rebuilds it runs as long as the app; ``started`` is set once it serves."""

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        state.attach(asyncio.get_running_loop())
        stop = asyncio.Event()
        watcher = None
        if live is not None and report is not None:
            watcher = asyncio.create_task(watch(live, state, report, stop))
        if started is not None:
            started.set()
        try:
            yield
        finally:
            stop.set()
            if watcher is not None:
                watcher.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await watcher

    routes: list[BaseRoute] = []
    if arbiter is not None:
        routes = arbiter.routes(TeamPage(arbiter).routes())
    routes += [
        Route(LIVE_PATH, live_stream, methods=["GET"]),
        Mount("/", app=SiteFiles(state)),
    ]
    middleware = [Middleware(AnswerSent), Middleware(SecurityHeaders)]
    if arbiter is not None:
        middleware.append(Middleware(HostGuard, hosts=arbiter.hosts, port=arbiter.port))
    server = Starlette(
        routes=routes,
        middleware=middleware,
        exception_handlers={HTTPException: refused},
        lifespan=lifespan,
    )
    server.state.live = state
    return server


def listen(host: str, port: int) -> socket.socket:
    """A socket listening on ``host:port`` (0: a free port).

    Raises:
        OutputError: the address cannot be listened on.
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(BACKLOG)
    except OSError as exc:
        sock.close()
        raise OutputError(
            _("cannot listen on {host}:{port}: {reason}").format(
                host=host, port=port, reason=exc.strerror or exc
            )
        ) from None
    return sock


def connection_limit() -> int:
    """:data:`MAX_CONNECTIONS`, or fewer where the process may not open so
    many files; the soft limit on open files is raised to what it needs."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = MAX_CONNECTIONS + 256
    if soft != resource.RLIM_INFINITY and soft < wanted:
        raised = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (raised, hard))
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    if soft == resource.RLIM_INFINITY:
        return MAX_CONNECTIONS
    return max(16, min(MAX_CONNECTIONS, soft - 256))


class _Errors(logging.Handler):
    """uvicorn's errors as one line each on the server's report; its
    warnings (a refused request, the limit reached) are not shown."""

    def __init__(self, report: Report) -> None:
        super().__init__(logging.ERROR)
        self.report = report

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage().splitlines()[0]
        self.report(_("Error: {message}").format(message=message))


def config(served: Starlette, tls: Tls | None, report: Report) -> uvicorn.Config:
    """uvicorn's settings for ``served`` (over HTTPS with ``tls``).

    Raises:
        InputError: the certificate or its key does not load.
    """
    logger = logging.getLogger("uvicorn")
    logger.handlers[:] = [_Errors(report)]
    logger.propagate = False
    settings = uvicorn.Config(
        served,
        http=DeadlineProtocol,
        loop=f"{DeadlineLoop.__module__}:{DeadlineLoop.__qualname__}",
        ws="none",
        lifespan="on",
        log_config=None,
        access_log=False,
        server_header=False,
        headers=[("Server", "berger")],
        backlog=BACKLOG,
        limit_concurrency=connection_limit(),
        timeout_keep_alive=KEEP_ALIVE_SECONDS,
        timeout_graceful_shutdown=int(STOP_SECONDS),
        h11_max_incomplete_event_size=MAX_HEAD,
        ssl_certfile=None if tls is None else str(tls.cert),
        ssl_keyfile=None if tls is None else str(tls.key),
    )
    try:
        settings.load()
    except (OSError, ssl.SSLError) as exc:
        files = f"{tls.cert}, {tls.key}" if tls else ""
        raise InputError(
            _("cannot use the certificate and key {files}: {reason}").format(
                files=files, reason=getattr(exc, "strerror", None) or exc
            )
        ) from None
    return settings


@dataclass(frozen=True, slots=True)
class Served:
    """A server running: where, and its arbiter's page."""

    server_address: tuple[str, int]
    """The address it listens on, as the socket gives it."""
    scheme: str
    """``http`` or ``https``."""
    arbiter: Arbiter | None
    """The arbiter's page (``--arbiter``), or None: nothing under /arbiter."""
    state: LiveState
    """What its pages are told."""
    thread: threading.Thread
    """The thread the server runs in."""
    ended: socket.socket
    """Readable (at its end) once that thread has ended."""

    def wait(self) -> NoReturn:
        """Wait until the server stops, which it does only when it fails
        (the block of :func:`running` stops it).

        The main thread waits, blocked, on the server's thread and on the
        signals' wake-up file (:func:`signal.set_wakeup_fd`): a stop signal
        wakes it at once, and its handler runs (raising
        :class:`~berger.errors.Stopped` under
        :func:`berger.lifetime.stop_on_signals`), whichever thread the
        kernel handed the signal to. Another thread, which signals never
        reach, just waits.

        Raises:
            OutputError: the server stopped on its own.
        """
        if threading.current_thread() is threading.main_thread():
            _wait_awake(self.ended)
        self.thread.join()
        raise OutputError(_("the web server stopped"))


def _wait_awake(ended: socket.socket) -> None:
    """Wait in the main thread until ``ended`` reads, running the handlers
    of the signals that come meanwhile."""
    wake, woken = socket.socketpair()
    with wake, woken:
        wake.setblocking(False)
        woken.setblocking(False)
        previous = signal.set_wakeup_fd(wake.fileno(), warn_on_full_buffer=False)
        try:
            while ended not in select.select([ended, woken], [], [])[0]:
                # A signal: its handler runs here, as this thread runs on.
                with contextlib.suppress(BlockingIOError):
                    woken.recv(256)
        finally:
            signal.set_wakeup_fd(previous)


@contextlib.contextmanager
def running(
    live: LiveSite,
    host: str,
    port: int,
    report: Report,
    *,
    arbiter_key: str | None = None,
    tls: Tls | None = None,
    watching: bool = True,
) -> Iterator[Served]:
    """The live site (built already) served on ``host:port`` until the
    block ends, rebuilt when its files change (unless ``watching`` is
    False); with ``arbiter_key`` the arbiter's page too (see
    :mod:`berger.serve.arbiter`); over HTTPS with ``tls``.

    Raises:
        OutputError: the address cannot be listened on, or the server did
            not start.
        InputError: the certificate or its key does not load.
    """
    state = LiveState(live.site.folder)
    sock = listen(host, port)
    try:
        address = sock.getsockname()
        arbiter = None
        if arbiter_key is not None:
            arbiter = make_arbiter(
                live,
                arbiter_key,
                host,
                int(address[1]),
                secure=tls is not None,
            )
        started = threading.Event()
        served = app(
            state,
            arbiter,
            live=live if watching else None,
            report=report,
            started=started,
        )
        server = uvicorn.Server(config(served, tls, report))
        ended, ending = socket.socketpair()

        def run() -> None:
            with ending:  # closed as the thread ends: ``ended`` reads
                server.run(sockets=[sock])

        thread = threading.Thread(target=run, name="berger-server")
        thread.start()
        try:
            deadline = time.monotonic() + START_SECONDS
            while not started.wait(0.05):
                if not thread.is_alive() or time.monotonic() > deadline:
                    raise OutputError(_("the web server did not start"))
            yield Served(
                (str(address[0]), int(address[1])),
                "https" if tls else "http",
                arbiter,
                state,
                thread,
                ended,
            )
        finally:
            state.close()
            server.should_exit = True
            thread.join(timeout=STOP_SECONDS + 1.0)
            ended.close()
    finally:
        sock.close()
