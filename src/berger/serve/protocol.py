"""The limits a public server needs that uvicorn has no setting for, added
by composition around its HTTP/1.1 protocol (h11), never by subclassing it:

- a request must be received whole within :data:`RECEIPT_SECONDS` of the
  connection's start (or of the answer before it on a kept-alive
  connection), else the connection is closed. uvicorn's own keep-alive
  timeout (``timeout_keep_alive``) covers the wait between requests only,
  and any byte cancels it: a client that sends half a request and then a
  byte now and then would be held for ever. uvicorn has no public setting
  for a deadline on a request's receipt;
- the request line and headers are capped at :data:`MAX_HEAD`, refused
  with 431 and the connection closed. uvicorn's
  ``h11_max_incomplete_event_size`` bounds only a head still incomplete
  (a longer one received in one read passes), and its refusal is a 400:
  there is no public way to answer 431;
- over HTTPS the TLS handshake has the same deadline
  (:class:`DeadlineLoop`; asyncio's own is a minute, and uvicorn passes no
  handshake timeout): a client that connects and says nothing is closed
  alike.

:class:`DeadlineProtocol` is the protocol class uvicorn is given
(``uvicorn.Config(http=...)``): it owns one uvicorn h11 protocol per
connection, hands it every byte and event unchanged, and watches the
request's bytes with an h11 parser of its own (where each request's head
ends, when it is received whole). When an answer has been sent whole, the
app tells it (:class:`AnswerSent`, ASGI middleware), and the next request's
deadline begins. It relies on uvicorn's documented ``http=`` (a protocol
class) and ``loop=`` (a loop factory by import path, since 0.36), and on
the arguments uvicorn hands its protocol class, which it passes on: tested
with uvicorn 0.36 to 0.55, the range ``pyproject.toml`` pins.

The body is capped by the arbiter's page (16 KiB,
:mod:`berger.serve.arbiter`), the connections by uvicorn's concurrency
limit (503 beyond it, :mod:`berger.serve.server`).
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import h11
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol

if TYPE_CHECKING:
    from uvicorn.config import Config
    from uvicorn.server import ServerState

RECEIPT_SECONDS = 10.0
"""A request not received whole in this long closes its connection."""
MAX_HEAD = 16 * 1024
"""The longest request line and headers taken, in bytes."""
TOO_LARGE = b"431 request header fields too large\n"
HEAD_TOO_LARGE = (
    b"HTTP/1.1 431 Request Header Fields Too Large\r\n"
    b"Content-Type: text/plain; charset=utf-8\r\n"
    b"Content-Length: %d\r\nConnection: close\r\n\r\n%s"
) % (len(TOO_LARGE), TOO_LARGE)
"""The answer to a head over :data:`MAX_HEAD`."""
WATCH = "berger.receipt"
"""Where a request's scope (its ``state``) holds its connection's watch."""


def head_too_large(received: bytes) -> bool:
    """Whether a request head being received (``received``: its bytes so
    far, and maybe what follows it) is over :data:`MAX_HEAD`.

    >>> head_too_large(b"GET / HTTP/1.1\\r\\n\\r\\n" + b"x" * 20000)
    False
    >>> head_too_large(b"GET /" + b"x" * 20000)
    True
    """
    end = received.find(b"\r\n\r\n")
    return (len(received) if end < 0 else end) > MAX_HEAD


class DeadlineProtocol(asyncio.Protocol):
    """One connection: uvicorn's h11 protocol serves it; this watches the
    receipt of each request (see the module's text).

    The deadline runs while no request is waiting for its answer: from the
    connection's start, and from each answer sent whole, until the next
    request is received whole.
    """

    receipt_seconds = RECEIPT_SECONDS
    """The deadline (a class attribute, so that a test may shorten it)."""

    def __init__(
        self,
        config: Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        _loop: asyncio.AbstractEventLoop | None = None,
    ) -> None:
        # The arguments are those uvicorn gives its protocol class. The
        # protocol served is the one uvicorn's ``http="h11"`` names, given
        # them as they are, and its requests this watch in their state.
        self.served = H11Protocol(
            config=config,
            server_state=server_state,
            app_state={**app_state, WATCH: self},
            _loop=_loop,
        )
        self.loop = _loop or asyncio.get_running_loop()
        self.transport: asyncio.Transport | None = None
        self.request: h11.Connection | None = _parser()
        """The request being received, read by an h11 parser of its own;
        None once it does not read (uvicorn answers that itself, 400)."""
        self.whole = False
        """The request has been received whole."""
        self.answered = False
        """The request's answer has been sent whole."""
        self._deadline: asyncio.TimerHandle | None = None

    # -- asyncio's protocol, passed on ---------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        self.served.connection_made(transport)
        self._arm()

    def data_received(self, data: bytes) -> None:
        if self._take(data):
            self.served.data_received(data)

    def eof_received(self) -> bool | None:
        self.served.eof_received()
        return None  # as uvicorn's: the transport closes itself

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        self.served.connection_lost(exc)

    def pause_writing(self) -> None:
        self.served.pause_writing()

    def resume_writing(self) -> None:
        self.served.resume_writing()

    # -- the watch -----------------------------------------------------

    def answer_sent(self) -> None:
        """The answer to the request has been sent whole (told by
        :class:`AnswerSent`): the next request's deadline begins."""
        if self.transport is None or self.transport.is_closing():
            return
        self.answered = True
        self._arm()
        if self.whole:
            self._next_request()

    def _take(self, data: bytes) -> bool:
        """Watch ``data`` arrive; False when it makes the head too large
        (then answered 431 and closed)."""
        request = self.request
        if request is None:
            return True
        if request.their_state is h11.IDLE and head_too_large(
            request.trailing_data[0] + data
        ):
            self._refuse()
            return False
        request.receive_data(data)
        self._follow(request)
        return True

    def _follow(self, request: h11.Connection) -> None:
        """Read the request's events as far as its bytes go."""
        while True:
            try:
                event = request.next_event()
            except h11.RemoteProtocolError:
                self.request = None  # not HTTP: uvicorn answers 400 and closes
                return
            if event is h11.NEED_DATA or event is h11.PAUSED:
                return
            if isinstance(event, h11.EndOfMessage):
                self.whole = True
                if self.answered:  # answered before its body ended
                    self._next_request()
                else:
                    self._disarm()  # being answered
                return

    def _next_request(self) -> None:
        """Start watching the next request, with what came after this one."""
        assert self.request is not None
        after, _closed = self.request.trailing_data
        self.request = _parser()
        self.whole = self.answered = False
        if after:
            self._take(after)

    def _refuse(self) -> None:
        assert self.transport is not None
        self.transport.write(HEAD_TOO_LARGE)
        self.transport.close()

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.receipt_seconds, self._expired)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expired(self) -> None:
        """Close the connection: its request was not received whole in time."""
        self._deadline = None
        if self.transport is not None and not self.transport.is_closing():
            self.transport.close()


def _parser() -> h11.Connection:
    return h11.Connection(h11.SERVER, max_incomplete_event_size=MAX_HEAD)


class AnswerSent:
    """ASGI middleware: tells a request's connection (its
    :class:`DeadlineProtocol`) when the answer has been sent whole."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        watch = scope.get("state", {}).get(WATCH) if scope["type"] == "http" else None
        if not isinstance(watch, DeadlineProtocol):
            await self.app(scope, receive, send)
            return

        async def sending(message: Message) -> None:
            await send(message)
            if message["type"] == "http.response.body" and not message.get(
                "more_body", False
            ):
                watch.answer_sent()

        await self.app(scope, receive, sending)


class DeadlineLoop(asyncio.SelectorEventLoop):
    """asyncio's event loop, whose TLS servers close a connection that has
    not finished its handshake within the receipt deadline (the protocol
    is told of a connection only once its handshake is done). uvicorn runs
    the server on it: ``uvicorn.Config(loop=...)`` takes a loop factory by
    its import path."""

    async def create_server(self, *args: Any, **kwargs: Any) -> asyncio.Server:
        if kwargs.get("ssl") is not None:
            kwargs.setdefault("ssl_handshake_timeout", DeadlineProtocol.receipt_seconds)
        return await super().create_server(*args, **kwargs)
