"""Helpers of the server's tests: requests sent as typed on a socket, a
live site served on a free port, and the arbiter's page: its client, its
key, a page's session, a served event, ``berger serve`` as a process."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from berger.core.model import Outcome
from berger.formats.event.event import Options
from berger.formats.event.results_file import read_results
from berger.pipeline.event import open_groups
from berger.pipeline.live import LiveSite
from berger.serve import running
from berger.serve.live import LiveState

ROOT = Path(__file__).resolve().parent.parent.parent
CLUB = ROOT / "samples" / "club-championship"
GROUPS = ROOT / "samples" / "club-groups"
KEY = "k" * 10 + "K" * 10 + "_-" * 3
"""The arbiter's key of :func:`serve`."""
BEARER = {"Authorization": f"Bearer {KEY}"}
Answer = tuple[int, dict[str, str], bytes]
Write = TypeVar("Write")


def raw(address: str, request: str) -> tuple[int, dict[str, str], bytes]:
    """Send ``request`` as typed (no client-side clean-up of the path)."""
    host, port = address.split(":")
    with socket.create_connection((host, int(port)), timeout=5) as sock:
        sock.sendall(request.encode("latin-1"))
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return int(lines[0].split()[1]), headers, body


def get(
    address: str, target: str, method: str = "GET"
) -> tuple[int, dict[str, str], bytes]:
    return raw(address, f"{method} {target} HTTP/1.0\r\nHost: {address}\r\n\r\n")


def next_message(reader: Any) -> dict[str, Any]:
    """The next message of an event stream (``/_live``) read from
    ``reader`` (its socket's file), the comments between skipped."""
    while True:
        line = reader.readline().decode()
        assert line, "the stream ended"
        if line.startswith("data: "):
            return dict(json.loads(line[6:]))


@contextlib.contextmanager
def stream(port: int, page: str = "/standings.html") -> Iterator[Any]:
    """The event stream of ``page`` from the server on ``port``: a reader
    of its lines, the first message (version 1, no error) read already."""
    with socket.create_connection(("127.0.0.1", port), timeout=120) as sock:
        sock.sendall(f"GET /_live?page={page} HTTP/1.0\r\n\r\n".encode())
        reader = sock.makefile("rb")
        assert next_message(reader) == {"version": 1, "error": None}
        yield reader


def built_copy(sample: Path, base: Path) -> tuple[Path, LiveSite]:
    """A copy of ``sample`` in ``base`` and its live site, built."""
    event = base / "event"
    shutil.copytree(sample, event)
    live = LiveSite(event, Options(), base / "site")
    live.rebuild()
    return event, live


def told_until(
    reader: Any, wanted: Callable[[dict[str, Any]], bool], seconds: float
) -> dict[str, Any]:
    """The first message of an event stream read from ``reader`` that is
    ``wanted``, read for up to ``seconds`` (a bound on a server that tells
    nothing: the stream sends a comment every 15 s while idle).

    Raises:
        AssertionError: none came by then, or the stream ended.
    """
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        line = reader.readline().decode()
        assert line, "the stream ended"
        if line.startswith("data: "):
            message = dict(json.loads(line[6:]))
            if wanted(message):
                return message
    raise AssertionError(f"no message wanted in {seconds} s")


@contextlib.contextmanager
def live_server(
    sample: Path, base: Path
) -> Iterator[tuple[LiveSite, LiveState, str, Path]]:
    """A live site of a copy of ``sample`` in ``base``, served on a free
    port: (the site, its state, the address, the event folder)."""
    event = base / "event"
    shutil.copytree(sample, event)
    folder = base / "site"
    live = LiveSite(event, Options(), folder)
    live.rebuild()
    with running(live, "127.0.0.1", 0, lambda line: None, watching=False) as server:
        yield live, server.state, f"127.0.0.1:{server.server_address[1]}", event


class Client:
    """Requests to one server, the Host header and every other as given."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.host = f"127.0.0.1:{port}"

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> Answer:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.putrequest(method, path, skip_host=True)
            sent = {"Host": self.host, **(headers or {})}
            if body is not None:
                sent.setdefault("Content-Length", str(len(body)))
            for name, value in sent.items():
                connection.putheader(name, value)
            connection.endheaders(body)
            response = connection.getresponse()
            data = response.read()
            return (
                response.status,
                {k.lower(): v for k, v in response.getheaders()},
                data,
            )
        finally:
            connection.close()

    def post(self, value: object, headers: dict[str, str] | None = None) -> Answer:
        body = json.dumps(value).encode()
        sent = {"Content-Type": "application/json", **(headers or {})}
        return self.request("POST", "/arbiter/api/result", body, sent)

    def round(self, number: int, headers: dict[str, str] | None = None) -> Any:
        status, _, data = self.request(
            "GET", f"/arbiter/api/round/{number}", headers=headers or BEARER
        )
        assert status == 200, data
        return json.loads(data)


def serve(event: Path, folder: Path, *, key: str | None = KEY) -> Any:
    """The site of ``event`` served live into ``folder`` on a free port,
    the arbiter's page open to ``key``."""
    live = LiveSite(event, Options(), folder)
    live.rebuild()
    return running(live, "127.0.0.1", 0, lambda line: None, arbiter_key=key)


def session(client: Client, key: str = KEY) -> tuple[str, str]:
    """The cookie and the CSRF token of a page opened with ``key``, as a
    browser gets them."""
    status, headers, _ = client.request("GET", f"/arbiter?key={key}")
    assert status == 303
    cookie = headers["set-cookie"].split(";")[0]
    status, _, page = client.request("GET", "/arbiter", headers={"Cookie": cookie})
    assert status == 200
    found = re.search(rb'name="csrf-token" content="([^"]+)"', page)
    assert found is not None
    return cookie, found[1].decode()


def cookie_of(header: str) -> tuple[str, str, dict[str, str]]:
    """A ``Set-Cookie`` header as a browser reads it: the cookie's name,
    its value and its attributes by name in lower case (a flag's value
    ``""``; SameSite's in lower case, as browsers compare it), in whatever
    order they come."""
    pair, *given = (part.strip() for part in header.split(";"))
    name, _, value = pair.partition("=")
    attributes = {}
    for attribute in given:
        key, _, shown = attribute.partition("=")
        key = key.strip().lower()
        attributes[key] = shown.strip().lower() if key == "samesite" else shown.strip()
    return name, value, attributes


def big_event(folder: Path, players: int) -> Path:
    """An event of ``players`` players and no results file yet."""
    folder.mkdir()
    names = "\n".join(f"Player {n:02}" for n in range(1, players + 1))
    (folder / "players.csv").write_text("name\n" + names + "\n", "utf-8")
    (folder / "event.toml").write_text(
        'players = "players.csv"\n\n[event]\nname = "Blitz"\n', "utf-8"
    )
    return folder


@contextlib.contextmanager
def serve_process(
    event: Path, tmp: Path, *options: str, prelude: str = ""
) -> Iterator[tuple[subprocess.Popen[str], int, str]]:
    """``berger serve EVENT --port 0 OPTIONS`` in a process of its own (its
    temporary files in ``tmp``), after the Python code ``prelude``: the
    process, its port and the line it prints next (the arbiter's page);
    killed at the end if still running."""
    command = [sys.executable, "-c", prelude + "\nfrom berger.cli import main\nmain()"]
    server = subprocess.Popen(
        [*command, "serve", str(event), "--port", "0", *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "TMPDIR": str(tmp), "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        found = re.search(r"127\.0\.0\.1:(\d+)/", line)
        assert found is not None, line
        yield server, int(found[1]), server.stdout.readline()
    finally:
        if server.poll() is None:
            server.kill()
            server.wait(5)
        if server.stdout is not None:
            server.stdout.close()


def killed_while_writing(
    server: subprocess.Popen[str],
    lock: threading.Lock,
    acknowledged: list[Write],
    stop: threading.Event,
    writers: list[threading.Thread],
) -> list[Write]:
    """Kill ``server`` with SIGKILL, ``lock`` held (no write acknowledged
    meanwhile), then stop the ``writers``: the writes acknowledged before."""
    with lock:
        server.send_signal(signal.SIGKILL)
        server.wait(5)
        before_kill = list(acknowledged)
    stop.set()
    for thread in writers:
        thread.join(10)
    return before_kill


def white_wins(event: Path) -> set[tuple[int, int]]:
    """The (round, board) of each game the event's results.csv has won by
    white."""
    (found,) = open_groups(event, Options(), single=True)
    results = read_results(event / "results.csv", found.variant.event)
    return {
        key for key, outcome in results.outcomes.items() if outcome is Outcome.WHITE_WIN
    }
