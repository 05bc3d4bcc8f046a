"""The limits a public server needs, on uvicorn's HTTP/1.1 protocol (h11):
a request must be received whole within :data:`RECEIPT_SECONDS` of the
connection's start (or of the answer before it on a kept-alive
connection), else the connection is closed. uvicorn's own keep-alive
timeout covers the wait between requests only: a client that sends half a
request and then a byte now and then would be held for ever. Over HTTPS
the TLS handshake has the same deadline (:class:`DeadlineLoop`; asyncio's
own is a minute): a client that connects and says nothing is closed alike.

The request line and headers are capped at :data:`MAX_HEAD` (431 beyond,
and the connection closed), the body by the arbiter's page (16 KiB), the
connections by uvicorn's concurrency limit (503 beyond it, set in
:mod:`berger.serve.server`).
"""

from __future__ import annotations

import asyncio
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

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


class DeadlineProtocol(H11Protocol):
    """uvicorn's h11 protocol, with a deadline on each request's receipt."""

    receipt_seconds = RECEIPT_SECONDS
    """The deadline (a class attribute, so that a test may shorten it)."""
    _deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()  # the next request on this connection

    def data_received(self, data: bytes) -> None:
        if self.conn.their_state is h11.IDLE and self._head_too_large(data):
            self.transport.write(HEAD_TOO_LARGE)
            self.transport.close()
            return
        super().data_received(data)

    def _head_too_large(self, data: bytes) -> bool:
        """Whether the head being received, with ``data``, is over the cap."""
        waiting, _closed = self.conn.trailing_data
        received = waiting + data
        end = received.find(b"\r\n\r\n")
        return (len(received) if end < 0 else end) > MAX_HEAD

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.receipt_seconds, self._expired)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expired(self) -> None:
        """Close the connection if a request is still being received (or
        none has come): a request received whole is being answered."""
        self._deadline = None
        if self.transport.is_closing():
            return
        if self.conn.their_state in (h11.IDLE, h11.SEND_BODY):
            self.transport.close()


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
