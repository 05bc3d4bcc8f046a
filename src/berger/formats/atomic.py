"""Atomic output: write to a temporary file beside the target, then rename.

The temporary file is named ``.<target name>.berger-<run>.<random>.tmp``,
where the run is the writer's process id and, where the system tells it, the
process's start time (``.cards.pdf.berger-4242-1234567.0f3a9c2e.tmp``): a run
that is stopped removes its own (see :mod:`berger.lifetime`), and one that
was killed outright leaves it for the next run into the folder to remove
(:func:`remove_left_behind`), which can tell by the name whether the run that
wrote it has ended. A file an output no longer has goes with :func:`remove`.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
from collections.abc import Iterator
from pathlib import Path

from berger import lifetime
from berger.errors import OutputError
from berger.messages import _

LEFT_BEHIND = re.compile(
    r"\..+\.berger-(?P<pid>[0-9]+)(?:-(?P<start>[0-9]+))?\.[0-9a-f]{8}\.tmp"
)
"""The names of berger's temporary files."""

_swept: set[Path] = set()


def cannot_write(target: Path, exc: OSError) -> str:
    """The message of an output that cannot be written: the target, and the
    system's reason."""
    return _("{path}: cannot write: {reason}").format(path=target, reason=exc.strerror)


def make_folder(folder: Path, target: Path) -> Path:
    """Make ``folder`` (and its parents) where ``target`` goes; returns it.
    Called before the slow work of an output too, so that a target that
    cannot be written is told at once, not after the printing.

    Raises:
        OutputError: the folder cannot be created.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(cannot_write(target, exc)) from exc
    return folder


@contextlib.contextmanager
def atomic_path(target: Path) -> Iterator[Path]:
    """A temporary path in ``target``'s folder that replaces ``target`` on success.

    On any exception (a stop signal too) the temporary file is removed and
    ``target`` is untouched. The first write into a folder removes the
    temporary files that killed runs left there.

    Raises:
        OutputError: the folder cannot be created or written.
    """
    folder = make_folder(target.parent, target)
    if folder.absolute() not in _swept:
        _swept.add(folder.absolute())
        remove_left_behind(folder)
    temp = folder / temporary_name(target.name)
    with lifetime.temporary(temp):
        try:
            os.close(os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except OSError as exc:
            raise OutputError(cannot_write(target, exc)) from exc
        try:
            yield temp
            try:
                temp.replace(target)
            except OSError as exc:
                raise OutputError(cannot_write(target, exc)) from exc
        except BaseException:
            temp.unlink(missing_ok=True)
            raise


def temporary_name(name: str) -> str:
    """A new name for a temporary file of this run, for the file ``name``."""
    pid = os.getpid()
    start = lifetime.process_start(pid)
    run = str(pid) if start is None else f"{pid}-{start}"
    return f".{name}.berger-{run}.{secrets.token_hex(4)}.tmp"


def left_behind(name: str) -> bool:
    """Whether ``name`` is a temporary file of a berger run that has ended:
    berger's name (see :func:`temporary_name`), and the process it names is
    not running. A file of a run still writing is never one."""
    found = LEFT_BEHIND.fullmatch(name)
    if found is None:
        return False
    start = found["start"]
    return not lifetime.is_running(
        int(found["pid"]), None if start is None else int(start)
    )


def remove_left_behind(folder: Path) -> list[Path]:
    """Remove the temporary files in ``folder`` that are :func:`left_behind`;
    returns those removed. Best effort: what cannot be read or removed stays."""
    removed: list[Path] = []
    try:
        paths = sorted(folder.iterdir())
    except OSError:
        return removed
    for path in paths:
        if left_behind(path.name):
            with contextlib.suppress(OSError):
                path.unlink()
                removed.append(path)
    return removed


def write_bytes(target: Path, data: bytes, *, sync: bool = False) -> None:
    """Write ``data`` to ``target`` atomically. With ``sync`` the data is on
    the disk before the rename, and the rename before the return (the
    temporary file and the folder are synced): a power cut leaves the old
    file or the new, whole.

    Raises:
        OutputError: the file cannot be written.
    """
    with atomic_path(target) as temp:
        try:
            with temp.open("wb") as handle:
                handle.write(data)
                if sync:
                    handle.flush()
                    os.fsync(handle.fileno())
        except OSError as exc:
            raise OutputError(cannot_write(target, exc)) from exc
    if sync:
        sync_folder(target.parent)


def sync_folder(folder: Path) -> None:
    """Put the folder's entries (a rename into it) on the disk; best effort
    where the system cannot open a folder."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def append_line(target: Path, line: str, *, sync: bool = False) -> None:
    """Append one UTF-8 ``line`` (a line end added) to ``target``, made when
    it is not there; with ``sync`` on the disk before the return.

    Raises:
        OutputError: the file cannot be written.
    """
    try:
        with target.open("ab") as handle:
            handle.write(line.encode("utf-8") + b"\n")
            if sync:
                handle.flush()
                os.fsync(handle.fileno())
    except OSError as exc:
        raise OutputError(cannot_write(target, exc)) from exc


def write_text(target: Path, text: str) -> None:
    """Write UTF-8 ``text`` to ``target`` atomically (``\\n`` line ends).

    Raises:
        OutputError: the file cannot be written.
    """
    write_bytes(target, text.encode("utf-8"))


def remove(path: Path) -> None:
    """Remove the file at ``path`` (nothing to do when it is not there).

    Raises:
        OutputError: the file cannot be removed.
    """
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise OutputError(
            _("{path}: cannot remove: {reason}").format(path=path, reason=exc.strerror)
        ) from exc
