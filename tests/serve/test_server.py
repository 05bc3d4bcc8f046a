"""The server as the hall loads it: 300 first loads at once all answered
whole, connections beyond the cap told 503, an oversized head refused,
HTTPS with the session cookie Secure, and a stop that closes every open
stream. Each is bound by what it checks, not by the machine's speed."""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import shutil
import signal
import socket
import ssl
import threading
import time
from pathlib import Path

import pytest
import trustme
from tests.serve.wire import CLUB, ROOT, cookie_of, get, live_server, raw

import berger.serve.server
from berger.errors import InputError, OutputError
from berger.formats.event.event import Options
from berger.pipeline.live import LiveSite
from berger.serve import Served, Tls, running
from berger.serve.live import LiveState
from berger.serve.protocol import DeadlineProtocol
from berger.serve.server import BACKLOG, MAX_CONNECTIONS

LOADS = 300


async def first_load(address: str, target: str) -> tuple[int, int]:
    """(status, body length) of ``target`` on a new connection."""
    host, port = address.split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    try:
        request = f"GET {target} HTTP/1.1\r\nHost: {address}\r\nConnection: close"
        writer.write(f"{request}\r\n\r\n".encode())
        data = await reader.read()
    finally:
        writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(
        int(line.split(b":")[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    assert len(body) == length
    return int(head.split()[1]), length


def test_three_hundred_first_loads_at_once_are_all_answered(tmp_path: Path) -> None:
    assert BACKLOG >= 1024
    assert MAX_CONNECTIONS >= 2 * 1000  # the streams and the slow ones together
    with live_server(CLUB, tmp_path) as (_live, _state, address, _event):
        expected = len(get(address, "/standings.html")[2])

        async def hall() -> list[tuple[int, int]]:
            loads = [first_load(address, "/standings.html") for _ in range(LOADS)]
            return await asyncio.wait_for(asyncio.gather(*loads), 120)

        assert asyncio.run(hall()) == [(200, expected)] * LOADS


def test_beyond_the_cap_a_request_is_told_503(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(berger.serve.server, "MAX_CONNECTIONS", 20)
    with live_server(CLUB, tmp_path) as (_live, _state, address, _event):
        host, port = address.split(":")
        idle = [socket.create_connection((host, int(port))) for _ in range(20)]
        try:
            assert get(address, "/index.html")[0] == 503
        finally:
            for sock in idle:
                sock.close()
        status = 503
        for _ in range(200):  # until the server has seen them go
            status = get(address, "/index.html")[0]
            if status == 200:
                break
        assert status == 200


def test_an_oversized_head_is_refused(tmp_path: Path) -> None:
    with live_server(CLUB, tmp_path) as (_live, _state, address, _event):
        long = "x" * (17 * 1024)
        status, _, body = raw(
            address, f"GET /{long} HTTP/1.1\r\nHost: {address}\r\n\r\n"
        )
        assert (status, body) == (431, b"431 request header fields too large\n")
        big = f"GET / HTTP/1.1\r\nHost: {address}\r\nX-Big: {long}\r\n\r\n"
        assert raw(address, big)[0] == 431
        # Sent a little at a time, too.
        host, port = address.split(":")
        with socket.create_connection((host, int(port)), timeout=30) as sock:
            sock.sendall(f"GET / HTTP/1.1\r\nHost: {address}\r\n".encode())
            answer = b""
            for _ in range(20):
                sock.sendall(b"X-Part: " + b"y" * 1000 + b"\r\n")
                time.sleep(0.01)
                sock.setblocking(False)
                with contextlib.suppress(BlockingIOError):
                    answer += sock.recv(4096)
                sock.setblocking(True)
                if answer:
                    break
            answer = answer or sock.recv(4096)
            assert answer.startswith(b"HTTP/1.1 431 ")
        assert get(address, "/")[0] == 200


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[Tls, Path]:
    """A certificate for 127.0.0.1 from a test authority: (files, authority)."""
    folder = tmp_path_factory.mktemp("tls")
    authority = trustme.CA()
    issued = authority.issue_cert("127.0.0.1", "localhost")
    cert, key, trusted = folder / "cert.pem", folder / "key.pem", folder / "ca.pem"
    issued.private_key_pem.write_to_path(str(key))
    issued.cert_chain_pems[0].write_to_path(str(cert))
    authority.cert_pem.write_to_path(str(trusted))
    return Tls(cert, key), trusted


def test_https_serves_the_site_and_a_secure_cookie(
    tmp_path: Path, certificate: tuple[Tls, Path]
) -> None:
    tls, trusted = certificate
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    live = LiveSite(event, Options(), tmp_path / "site")
    live.rebuild()
    key = "k" * 32
    with running(
        live, "127.0.0.1", 0, lambda line: None, arbiter_key=key, tls=tls
    ) as server:
        port = server.server_address[1]
        assert server.scheme == "https"
        assert server.arbiter is not None
        assert server.arbiter.address == f"https://127.0.0.1:{port}/arbiter?key={key}"
        context = ssl.create_default_context(cafile=str(trusted))
        connection = http.client.HTTPSConnection(
            "127.0.0.1", port, context=context, timeout=30
        )
        try:
            connection.request("GET", "/standings.html")
            answer = connection.getresponse()
            assert answer.status == 200
            assert b"Hartley, James" in answer.read()
            connection.request("GET", f"/arbiter?key={key}")
            answer = connection.getresponse()
            answer.read()
            assert answer.status == 303
            _name, _value, attributes = cookie_of(answer.getheader("Set-Cookie") or "")
            assert attributes == {
                "path": "/arbiter",
                "httponly": "",
                "samesite": "strict",
                "secure": "",
            }
        finally:
            connection.close()
        # Plain HTTP on the HTTPS port is not served.
        with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
            sock.sendall(b"GET /standings.html HTTP/1.0\r\n\r\n")
            assert not sock.recv(4096).startswith(b"HTTP/1.1 200")


def test_a_silent_tls_client_is_closed_by_the_receipt_deadline(
    tmp_path: Path,
    certificate: tuple[Tls, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A client that connects over HTTPS and never begins its handshake is
    closed by the same deadline as a silent one over plain HTTP (asyncio's
    own handshake timeout is a minute), while a whole request is answered."""
    monkeypatch.setattr(DeadlineProtocol, "receipt_seconds", 0.5)
    tls, trusted = certificate
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    live = LiveSite(event, Options(), tmp_path / "site")
    live.rebuild()
    with running(live, "127.0.0.1", 0, lambda line: None, tls=tls) as server:
        port = server.server_address[1]
        silent = [
            socket.create_connection(("127.0.0.1", port), timeout=30) for _ in range(10)
        ]
        try:
            context = ssl.create_default_context(cafile=str(trusted))
            connection = http.client.HTTPSConnection(
                "127.0.0.1", port, context=context, timeout=30
            )
            connection.request("GET", "/standings.html")
            assert connection.getresponse().status == 200
            connection.close()
            for sock in silent:
                # Closed well within the minute asyncio would wait.
                sock.settimeout(30)
                with contextlib.suppress(ConnectionResetError):
                    assert sock.recv(1) == b""
        finally:
            for sock in silent:
                sock.close()


def test_a_certificate_that_does_not_load_is_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "cert.pem"
    bad.write_text("not a certificate\n", "utf-8")
    event = tmp_path / "event"
    shutil.copytree(CLUB, event)
    live = LiveSite(event, Options(), tmp_path / "site")
    live.rebuild()
    with (
        pytest.raises(InputError, match=r"^cannot use the certificate and key "),
        running(live, "127.0.0.1", 0, lambda line: None, tls=Tls(bad, bad)),
    ):
        pass


def test_a_stop_closes_every_open_stream(tmp_path: Path) -> None:
    streams = []
    with live_server(CLUB, tmp_path) as (_live, _state, address, _event):
        host, port = address.split(":")
        for _ in range(50):
            sock = socket.create_connection((host, int(port)), timeout=30)
            sock.sendall(b"GET /_live HTTP/1.1\r\nHost: x\r\n\r\n")
            streams.append(sock)
        for sock in streams:
            assert b"200 OK" in sock.recv(4096)
    try:
        for sock in streams:
            while chunk := sock.recv(4096):
                assert b"data" in chunk or b"\r\n" in chunk
    finally:
        for sock in streams:
            sock.close()


class Woken(Exception):
    """Raised by the test's signal handler."""


def waiting(thread: threading.Thread, ended: socket.socket) -> Served:
    return Served(("127.0.0.1", 0), "http", None, LiveState(ROOT), thread, ended)


def test_the_wait_ends_in_an_error_when_the_server_stops_on_its_own() -> None:
    ended, ending = socket.socketpair()

    def server() -> None:
        time.sleep(0.2)
        ending.close()

    thread = threading.Thread(target=server)
    thread.start()
    with ended, pytest.raises(OutputError, match=r"^the web server stopped$"):
        waiting(thread, ended).wait()


@pytest.mark.skipif(
    threading.current_thread() is not threading.main_thread(),
    reason="signals are handled in the main thread only",
)
def test_a_signal_to_another_thread_wakes_the_wait_at_once() -> None:
    # The kernel gives a signal to any thread; Python runs its handler in the
    # main thread only, once that thread runs: the wait must wake.
    ended, ending = socket.socketpair()
    release = threading.Event()
    # A server of 10 s at most: a wait that sleeps through the signal ends
    # in OutputError, not Woken.
    thread = threading.Thread(target=release.wait, args=(10,))
    thread.start()

    def woken(signum: int, frame: object) -> None:
        raise Woken

    previous = signal.signal(signal.SIGUSR1, woken)
    sender = threading.Timer(0.2, signal.pthread_kill, (thread.ident, signal.SIGUSR1))
    start = time.monotonic()
    sender.start()
    try:
        with ended, ending, pytest.raises(Woken):
            waiting(thread, ended).wait()
        assert time.monotonic() - start < 5
    finally:
        signal.signal(signal.SIGUSR1, previous)
        release.set()
        thread.join()
        sender.join()
