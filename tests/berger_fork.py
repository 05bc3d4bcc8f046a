"""``berger`` for the manual's sessions (``tests/test_docs.py``), without the
third of a second each start costs: a server process imports berger once and
forks a child for each command, which runs the ``berger`` script's entry
point (``[project.scripts]`` in ``pyproject.toml``) with the command's
arguments, folder, environment and standard streams, as the script would.
The command line reaches it through a small ``berger`` on the PATH that hands
over its arguments and its stdin, stdout and stderr on a Unix socket and exits
with the child's status. The manual's hundred commands then take seconds."""

from __future__ import annotations

import contextlib
import importlib
import io
import marshal
import os
import pkgutil
import socket
import struct
import subprocess
import sys
import tomllib
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parent.parent
HEADER = struct.Struct("!I")
STATUS = struct.Struct("!i")

SHIM = """#!{python} -IS
import _socket, marshal, os, sys
link = _socket.socket(_socket.AF_UNIX)
link.connect({address!r})
command = marshal.dumps((sys.argv[1:], os.getcwd(), dict(os.environ)))
streams = b"".join(fd.to_bytes(4, sys.byteorder) for fd in (0, 1, 2))
link.sendmsg(
    [len(command).to_bytes(4, "big") + command],
    [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, streams)],
)
status = b""
while len(status) < 4 and (more := link.recv(4 - len(status))):
    status += more
sys.exit(int.from_bytes(status, "big", signed=True) if len(status) == 4 else 1)
"""
"""The ``berger`` the sessions run: it needs nothing but the standard
library's built-in modules (``-I -S``: no site packages, no environment;
not even ``json`` or ``socket``, whose imports would double its start), so
it starts in a hundredth of a second. It sends its arguments, folder and
environment (marshalled: the same Python reads them) with the three
streams, and exits with the status it gets back."""


def entry_point() -> Callable[[], object]:
    """The function the installed ``berger`` script calls."""
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    module, _, name = scripts["project"]["scripts"]["berger"].partition(":")
    return cast(Callable[[], object], getattr(importlib.import_module(module), name))


def preload() -> None:
    """Import every module of berger (``python -m berger``'s aside, which
    runs it), so that no child imports one again."""
    import berger

    for module in pkgutil.walk_packages(berger.__path__, "berger."):
        if not module.name.endswith(".__main__"):
            importlib.import_module(module.name)


def exit_status(end: SystemExit) -> int:
    """The status Python exits with for ``end``."""
    if end.code is None:
        return 0
    if isinstance(end.code, int):
        return end.code
    print(end.code, file=sys.stderr)
    return 1


def run(main: Callable[[], object], command: dict[str, object]) -> int:
    """In a child, on the command's streams (fds 0–2): run ``main`` as the
    script does, in the command's folder and environment, with its
    arguments; its exit status."""
    os.chdir(cast(str, command["cwd"]))
    os.environ.clear()
    os.environ.update(cast(dict[str, str], command["env"]))
    sys.argv = ["berger", *cast(list[str], command["argv"])]
    sys.stdin = io.TextIOWrapper(io.FileIO(0, "r", closefd=False), encoding="utf-8")
    sys.stdout = io.TextIOWrapper(
        io.FileIO(1, "w", closefd=False), encoding="utf-8", write_through=True
    )
    sys.stderr = io.TextIOWrapper(
        io.FileIO(2, "w", closefd=False),
        encoding="utf-8",
        errors="backslashreplace",
        write_through=True,
    )
    try:
        main()
        status = 0
    except SystemExit as end:
        status = exit_status(end)
    except BaseException:
        traceback.print_exc()
        status = 1
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    return status


def receive(connection: socket.socket) -> tuple[dict[str, object], list[int]]:
    """A command and the three streams the shim sent."""
    data, fds, _flags, _address = socket.recv_fds(connection, 1 << 16, 3)
    while (
        len(data) < HEADER.size or len(data) < HEADER.size + HEADER.unpack_from(data)[0]
    ):
        more = connection.recv(1 << 16)
        if not more:
            raise EOFError("the shim hung up")
        data += more
    size = HEADER.unpack_from(data)[0]
    argv, cwd, env = marshal.loads(data[HEADER.size : HEADER.size + size])
    command = {"argv": argv, "cwd": cwd, "env": env}
    return command, fds


def serve(address: str) -> None:
    """Import berger, say ``ready`` on stdout, then fork a child per command
    until stopped."""
    main = entry_point()
    preload()
    listener = socket.socket(socket.AF_UNIX)
    listener.bind(address)
    listener.listen(16)
    print("ready", flush=True)
    while True:
        connection, _ = listener.accept()
        command, fds = receive(connection)
        if os.fork() == 0:
            listener.close()
            for target, fd in enumerate(fds):
                os.dup2(fd, target)
                os.close(fd)
            status = run(main, command)
            with contextlib.suppress(OSError):
                connection.sendall(STATUS.pack(status))
            os._exit(status)
        for fd in fds:
            os.close(fd)
        connection.close()
        with contextlib.suppress(ChildProcessError):
            while os.waitpid(-1, os.WNOHANG)[0]:
                pass


@contextlib.contextmanager
def forked_berger(folder: Path) -> Iterator[Path]:
    """A folder holding ``berger`` (the shim) for as long as the block runs,
    served by a server process started for it."""
    address = folder / "berger.sock"
    server = subprocess.Popen(
        [sys.executable, __file__, str(address)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        if server.stdout.readline().strip() != "ready":
            raise RuntimeError("the berger server did not start")
        shim = folder / "berger"
        shim.write_text(SHIM.format(python=sys.executable, address=str(address)))
        shim.chmod(0o755)
        yield folder
    finally:
        server.terminate()
        server.wait(timeout=10)
        if server.stdout is not None:
            server.stdout.close()


if __name__ == "__main__":
    serve(sys.argv[1])
