"""Helpers of the server's tests: requests sent as typed on a socket, and a
live site served on a free port."""

from __future__ import annotations

import contextlib
import shutil
import socket
from collections.abc import Iterator
from pathlib import Path

from berger.formats.event.event import Options
from berger.pipeline.live import LiveSite
from berger.serve import running
from berger.serve.live import LiveState

ROOT = Path(__file__).resolve().parent.parent.parent
CLUB = ROOT / "samples" / "club-championship"
GROUPS = ROOT / "samples" / "club-groups"


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
