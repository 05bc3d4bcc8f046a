"""The hall's side of the server benchmarks (:mod:`bench_serve`): ``berger
serve`` started as a process of its own, as a user starts it, and a client
on asyncio streams (one thread for every connection) that reads each answer
whole, chunked or not, and an event stream's versions; every wait bounded."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import resource
import secrets
import sys
from collections.abc import AsyncGenerator, AsyncIterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

HOST = "127.0.0.1"

STEP_SECONDS = 60.0
"""The longest any one step of a case may take."""
START_SECONDS = 60.0
"""The longest the server may take to build the site and print its address."""
STOP_SECONDS = 10.0
"""The wait for the server to end after SIGTERM (then SIGKILL)."""

FAILURES = (OSError, EOFError, asyncio.LimitOverrunError, ValueError)
"""What a failed connection raises (TimeoutError is an OSError; a short
read an EOFError; an answer that does not parse a ValueError)."""


@dataclass
class Server:
    """A running ``berger serve``: its port, arbiter key and process id."""

    port: int
    key: str
    pid: int
    output: list[str] = field(default_factory=list)
    """What it printed (stdout and stderr)."""


@dataclass
class Answer:
    protocol: str
    """The status line's ``HTTP/1.0`` or ``HTTP/1.1``."""
    status: int
    headers: dict[str, str]
    body: bytes


class Countdown:
    """Set once ``count`` calls of :meth:`tick` were made."""

    def __init__(self, count: int) -> None:
        self.left = count
        self.done = asyncio.Event()
        if count <= 0:
            self.done.set()

    def tick(self) -> None:
        self.left -= 1
        if self.left <= 0:
            self.done.set()


def more_files() -> None:
    """Raise this process's soft limit of open files to the hard limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 65_536)
    if soft == resource.RLIM_INFINITY or soft >= wanted:
        return
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


def deadline_in(seconds: float = STEP_SECONDS) -> float:
    return asyncio.get_running_loop().time() + seconds


# -- the server -----------------------------------------------------------


async def _read_line(stream: asyncio.StreamReader, output: list[str]) -> str:
    line = (await stream.readline()).decode("utf-8", "replace")
    if not line:
        raise RuntimeError("the server ended: " + " | ".join(output)[-500:])
    output.append(line.rstrip("\n"))
    return line


async def _drain(stream: asyncio.StreamReader, output: list[str]) -> None:
    """Keep reading what the server prints, so it never blocks on a pipe."""
    with contextlib.suppress(RuntimeError, OSError, ValueError):
        while True:
            await _read_line(stream, output)


async def _stop(process: asyncio.subprocess.Process) -> None:
    for kill in (process.terminate, process.kill):
        if process.returncode is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            kill()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(process.wait(), STOP_SECONDS)


@contextlib.asynccontextmanager
async def serving(event: Path, temp: Path) -> AsyncIterator[Server]:
    """``berger serve EVENT`` with the arbiter's page, until the block ends
    (its TMPDIR, its key file in ``temp``)."""
    key = secrets.token_urlsafe(24)
    key_file = temp / "arbiter.key"
    key_file.write_text(key + "\n", "utf-8")
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "TMPDIR": str(temp)}
    process = await asyncio.create_subprocess_exec(
        *[sys.executable, "-m", "berger", "serve", str(event)],
        *["--port", "0", "--arbiter-key-file", str(key_file)],
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        env=env,
    )
    output: list[str] = []
    drain: asyncio.Task[None] | None = None
    try:
        assert process.stdout is not None
        async with asyncio.timeout(START_SECONDS):
            # The first line: "Serving ... at http://127.0.0.1:PORT/ from ...";
            # the second: "Arbiter page: http://127.0.0.1:PORT/arbiter?key=KEY".
            found = None
            while found is None:
                line = await _read_line(process.stdout, output)
                found = re.search(rf"http://{re.escape(HOST)}:(\d+)/", line)
            port = int(found[1])
            while f"/arbiter?key={key}" not in await _read_line(process.stdout, output):
                pass
        drain = asyncio.create_task(_drain(process.stdout, output))
        yield Server(port, key, process.pid, output)
    finally:
        await _stop(process)
        if drain is not None:
            drain.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await drain


def memory_mb(pid: int) -> tuple[float, float] | None:
    """The process's peak and current resident memory (VmHWM, VmRSS), in MB;
    None where /proc does not tell."""
    try:
        status = Path(f"/proc/{pid}/status").read_text("utf-8")
    except OSError:
        return None
    sizes: dict[str, float] = {}
    for line in status.splitlines():
        name, _, rest = line.partition(":")
        if name in ("VmHWM", "VmRSS"):
            sizes[name] = int(rest.split()[0]) * 1024 / 1e6
    if len(sizes) < 2:
        return None
    return sizes["VmHWM"], sizes["VmRSS"]


# -- the client -----------------------------------------------------------


def http_request(
    method: str,
    path: str,
    port: int,
    headers: Mapping[str, str] | None = None,
    body: bytes | None = None,
    *,
    close: bool = True,
) -> bytes:
    lines = [f"{method} {path} HTTP/1.1", f"Host: {HOST}:{port}"]
    lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
    if body is not None:
        lines.append(f"Content-Length: {len(body)}")
    if close:
        lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + (body or b"")


def parse_head(raw: bytes) -> tuple[str, int, dict[str, str]]:
    """The protocol, status and headers (names in lower case) of an
    answer's head."""
    status_line, *lines = raw.decode("latin-1").split("\r\n")
    protocol, status, *_ = status_line.split()
    headers: dict[str, str] = {}
    for line in lines:
        name, colon, value = line.partition(":")
        if colon:
            headers[name.strip().lower()] = value.strip()
    return protocol, int(status), headers


def _chunked(headers: Mapping[str, str]) -> bool:
    return "chunked" in headers.get("transfer-encoding", "").lower()


def _dechunk(data: bytes) -> bytes:
    """A chunked body, whole; ValueError when it ends early."""
    body = bytearray()
    while True:
        size_line, crlf, data = data.partition(b"\r\n")
        if not crlf:
            raise ValueError("a chunked body cut short")
        size = int(size_line.split(b";")[0], 16)
        if size == 0:
            return bytes(body)
        if len(data) < size + 2:
            raise ValueError("a chunked body cut short")
        body += data[:size]
        data = data[size + 2 :]


async def fetch(port: int, request: bytes, deadline: float) -> Answer:
    """Send ``request`` on a new connection and read the answer to its end
    (the server closes: Connection: close), by ``deadline`` (loop time).

    Raises:
        OSError: no connection, or none by ``deadline`` (TimeoutError).
        ValueError: no HTTP answer, or a body shorter than it says.
    """
    async with asyncio.timeout_at(deadline):
        reader, writer = await asyncio.open_connection(HOST, port)
        try:
            writer.write(request)
            await writer.drain()
            raw = await reader.read()
        finally:
            writer.close()
    head, blank, body = raw.partition(b"\r\n\r\n")
    if not blank:
        raise ValueError(f"no HTTP answer: {raw[:80]!r}")
    protocol, status, headers = parse_head(head)
    if _chunked(headers):
        body = _dechunk(body)
    elif "content-length" in headers and len(body) != int(headers["content-length"]):
        raise ValueError(f"{len(body)} of {headers['content-length']} bytes")
    return Answer(protocol, status, headers, body)


async def stream_versions(
    reader: asyncio.StreamReader, headers: Mapping[str, str]
) -> AsyncGenerator[int, None]:
    """The version of each ``data: {...}`` line of an event stream."""
    chunked = _chunked(headers)
    buffer = b""
    while True:
        if chunked:
            size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
            if size == 0:
                return
            piece = (await reader.readexactly(size + 2))[:-2]
        else:
            piece = await reader.read(65_536)
            if not piece:
                return
        *lines, buffer = (buffer + piece).split(b"\n")
        for line in lines:
            if line.startswith(b"data:"):
                yield int(json.loads(line[5:])["version"])


def close_all(writers: list[asyncio.StreamWriter]) -> None:
    for writer in writers:
        writer.transport.abort()
