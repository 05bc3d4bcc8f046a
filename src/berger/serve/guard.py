"""The guards of the server: the headers every answer carries (one place,
as middleware), and for the arbiter's page (see :mod:`berger.serve.arbiter`)
the addresses it answers to (against DNS rebinding, as middleware) and the
one it is shown at, the comparison of secrets, and the wait that slows down
repeated wrong keys."""

from __future__ import annotations

import hmac
import ipaddress
import socket
import threading
import time

from starlette.datastructures import Headers, MutableHeaders
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from berger.messages import _

COOKIE = "berger_arbiter"
"""The session cookie's name."""
CSRF_HEADER = "X-CSRF-Token"
"""The header a write with the cookie carries (the page's token)."""
FREE_FAILURES = 3
"""Wrong keys from one address answered at once; each one more waits longer."""
MAX_DELAY = 5.0
"""The longest wait for a wrong key, in seconds."""
FORGET_SECONDS = 600.0
"""An address's wrong keys are forgotten after this long without one."""
PREFIX = "/arbiter"
"""Where the arbiter's page and API live."""
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data:; object-src 'none';"
        " base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
}
"""Sent with every answer: only the server's own files may load, no inline
script, no framing."""


def is_arbiters(path: str) -> bool:
    """Whether a request's path is the arbiter's (``/arbiter``…).

    >>> is_arbiters("/arbiter"), is_arbiters("/arbiter/api/event")
    (True, True)
    >>> is_arbiters("/arbiters.html")
    False
    """
    return path == PREFIX or path.startswith(PREFIX + "/")


class JSONAnswer(JSONResponse):
    """An answer of the arbiter's paths: JSON in UTF-8, never cached."""

    media_type = "application/json; charset=utf-8"

    def __init__(
        self,
        content: object,
        status_code: int = 200,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(
            content,
            status_code,
            headers={"Cache-Control": "no-store", **(headers or {})},
        )


class SecurityHeaders:
    """Middleware: every answer gets :data:`SECURITY_HEADERS`."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in SECURITY_HEADERS.items():
                    headers[name] = value
            await send(message)

        await self.app(scope, receive, secured)


class HostGuard:
    """Middleware: a request for an arbiter's path whose ``Host`` is not
    the address served (DNS rebinding) gets 403, whatever else it carries."""

    def __init__(
        self, app: ASGIApp, *, hosts: frozenset[str] | None, port: int
    ) -> None:
        self.app = app
        self.hosts = hosts
        self.port = port

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (
            scope["type"] == "http"
            and is_arbiters(scope["path"])
            and not host_allowed(
                Headers(scope=scope).get("host"), self.hosts, self.port
            )
        ):
            refusal = JSONAnswer(
                {"error": _("this address is not the one served")}, 403
            )
            await refusal(scope, receive, send)
            return
        await self.app(scope, receive, send)


def allowed_hosts(host: str, port: int) -> frozenset[str] | None:
    """The ``Host`` header values of a server bound to ``host:port``: the
    bound address (loopback also as ``localhost``); None for an address of
    every interface (``0.0.0.0``, ``::``), where any IP address with the port
    is allowed but never a name.

    >>> sorted(allowed_hosts("127.0.0.1", 8000))
    ['127.0.0.1:8000', 'localhost:8000']
    """
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return frozenset({f"{host.lower()}:{port}"})
    if address.is_unspecified:
        return None
    shown = f"[{address}]" if address.version == 6 else str(address)
    hosts = {f"{shown}:{port}"}
    if address.is_loopback:
        hosts.add(f"localhost:{port}")
    return frozenset(hosts)


def host_allowed(value: str | None, allowed: frozenset[str] | None, port: int) -> bool:
    """Whether a request's ``Host`` header names the address served.

    >>> host_allowed("evil.example:8000", None, 8000)
    False
    >>> host_allowed("192.168.1.20:8000", None, 8000)
    True
    """
    if not value:
        return False
    value = value.strip().lower()
    if allowed is not None:
        return value in allowed
    name, _colon, given = value.rpartition(":")
    if given != str(port):
        return False
    try:
        ipaddress.ip_address(name.removeprefix("[").removesuffix("]"))
    except ValueError:
        return False
    return True


def same(given: str, expected: str) -> bool:
    """Compare secrets in constant time."""
    return hmac.compare_digest(given.encode(), expected.encode())


class Slowdown:
    """Wrong keys, by the address they came from: the first few are answered
    at once, then each waits twice as long as the one before (up to
    :data:`MAX_DELAY`)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._failures: dict[str, tuple[int, float]] = {}

    def failed(self, address: str) -> float:
        """Count a wrong key from ``address``; returns the seconds to wait
        before answering."""
        now = time.monotonic()
        with self._lock:
            count, last = self._failures.get(address, (0, now))
            if now - last > FORGET_SECONDS:
                count = 0
            count += 1
            self._failures[address] = (count, now)
        if count <= FREE_FAILURES:
            return 0.0
        return float(min(MAX_DELAY, 0.25 * 2.0 ** (count - FREE_FAILURES - 1)))


def shown_host(host: str) -> str:
    """The host of the page's address: ``host``, or for an address of every
    interface this machine's address on its network (the one phones in the
    hall reach it by), or ``127.0.0.1`` when it has none.

    >>> shown_host("127.0.0.1"), shown_host("::1")
    ('127.0.0.1', '[::1]')
    """
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    if address.is_unspecified:
        address = ipaddress.ip_address(network_address(address.version))
    return f"[{address}]" if address.version == 6 else str(address)


def network_address(version: int) -> str:
    """This machine's address on its network (the source of a route out;
    nothing is sent), or the loopback address."""
    family = socket.AF_INET6 if version == 6 else socket.AF_INET
    probe = "2001:db8::1" if version == 6 else "192.0.2.1"
    try:
        with socket.socket(family, socket.SOCK_DGRAM) as sock:
            sock.connect((probe, 9))
            return str(sock.getsockname()[0])
    except OSError:
        return "::1" if version == 6 else "127.0.0.1"
