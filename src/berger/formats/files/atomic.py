"""Atomic output: write to a temporary file beside the target, then rename.

The temporary file is named ``.<target name>.berger-<run>.<random>.tmp``,
where the run is the writer's process id and, where the system tells it, the
process's start time (``.cards.pdf.berger-4242-1234567.0f3a9c2e.tmp``): a run
that is stopped removes its own (see :mod:`berger.lifetime`), and one that
was killed outright leaves it for the next run into the folder to remove
(:func:`remove_left_behind`), which can tell by the name whether the run that
wrote it has ended. A file an output no longer has goes with :func:`remove`.

Several files that belong together (the pack of ``berger build``) are
written inside :func:`landing_together`: each waits in its temporary file,
and they are renamed into place (and the files to remove removed) only when
the block ends without an error, so a run that fails leaves the folder as it
was.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path

from berger import lifetime
from berger.errors import OutputError
from berger.messages import _

LEFT_BEHIND = re.compile(
    r"\..+\.berger-(?P<pid>[0-9]+)(?:-(?P<start>[0-9]+))?\.[0-9a-f]{8}\.tmp"
)
"""The names of berger's temporary files."""

_swept: set[Path] = set()


@dataclass
class _Landing:
    """The files of a :func:`landing_together` block, waiting."""

    renames: dict[Path, Path] = field(default_factory=dict)
    """Each target's temporary file, in the order written."""
    removals: set[Path] = field(default_factory=set)
    """The files to remove (and not written again since)."""
    folders: list[Path] = field(default_factory=list)
    """The folders made for them, in the order made (removed again, when
    empty, if nothing lands)."""
    steps: list[Callable[[], None]] = field(default_factory=list)
    """What to do once they land, in order: renames, removals, tellings."""

    def land(self, target: Path) -> None:
        """Rename ``target``'s temporary file into place (unless it was
        removed after it was written)."""
        temp = self.renames.pop(target, None)
        if temp is not None:
            _rename(temp, target)


_landing: ContextVar[_Landing | None] = ContextVar("landing", default=None)


@contextlib.contextmanager
def landing_together() -> Iterator[None]:
    """Inside the block, every file written atomically (in this thread)
    waits in its temporary file, every :func:`remove` and :func:`when_landed`
    waits too; when the block ends without an error they are done in the
    order they came: the files land together. On an error (a stop signal
    too) the temporary files are removed and nothing else is done.

    Raises:
        OutputError: a file cannot be renamed into place or removed.
    """
    landing = _Landing()
    token = _landing.set(landing)
    try:
        yield
        for target in landing.renames:  # what would stop a rename, first
            if target.is_dir():
                error = IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
                raise OutputError(cannot_write(target, error))
    except BaseException:
        for temp in landing.renames.values():
            temp.unlink(missing_ok=True)
        for folder in reversed(landing.folders):
            with contextlib.suppress(OSError):
                folder.rmdir()  # only when empty
        raise
    finally:
        _landing.reset(token)
    try:
        for step in landing.steps:
            step()
    finally:
        for temp in landing.renames.values():  # those a failed step left
            temp.unlink(missing_ok=True)


def when_landed(step: Callable[[], None]) -> None:
    """Do ``step`` once the files of the :func:`landing_together` block
    under way have landed; at once outside such a block."""
    landing = _landing.get()
    if landing is None:
        step()
    else:
        landing.steps.append(step)


def will_be_file(path: Path) -> bool:
    """Whether ``path`` is a file once the files of the
    :func:`landing_together` block under way have landed (or now, outside
    such a block)."""
    landing = _landing.get()
    if landing is not None:
        if path in landing.removals:
            return False
        if path in landing.renames:
            return True
    return path.is_file()


def waiting(target: Path) -> Path:
    """Where ``target``'s bytes are now: its temporary file while it waits
    to land (see :func:`landing_together`), else ``target`` itself."""
    landing = _landing.get()
    return target if landing is None else landing.renames.get(target, target)


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
    landing = _landing.get()
    if landing is not None:
        missing = [f for f in (folder, *folder.parents) if not f.exists()]
        landing.folders += reversed(missing)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(cannot_write(target, exc)) from exc
    return folder


@contextlib.contextmanager
def atomic_path(target: Path, *, mode: int = 0o666) -> Iterator[Path]:
    """A temporary path in ``target``'s folder that replaces ``target`` on success.

    On any exception (a stop signal too) the temporary file is removed and
    ``target`` is untouched. The first write into a folder removes the
    temporary files that killed runs left there. The file is made with
    ``mode`` (less the umask): ``0o600`` for one its owner alone may read,
    from its first byte.

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
            os.close(os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode))
        except OSError as exc:
            raise OutputError(cannot_write(target, exc)) from exc
        try:
            yield temp
            landing = _landing.get()
            if landing is None:
                _rename(temp, target)
            else:
                landing.removals.discard(target)
                earlier = landing.renames.get(target)
                if earlier is not None:  # written again: the last one lands
                    earlier.unlink(missing_ok=True)
                else:
                    landing.steps.append(lambda: landing.land(target))
                landing.renames[target] = temp
        except BaseException:
            temp.unlink(missing_ok=True)
            raise


def _rename(temp: Path, target: Path) -> None:
    try:
        temp.replace(target)
    except OSError as exc:
        temp.unlink(missing_ok=True)
        raise OutputError(cannot_write(target, exc)) from exc


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


def write_bytes(
    target: Path,
    data: bytes,
    *,
    sync: bool = False,
    at_once: bool = False,
    mode: int = 0o666,
) -> None:
    """Write ``data`` to ``target`` atomically. With ``sync`` the data is on
    the disk before the rename, and the rename before the return (the
    temporary file and the folder are synced): a power cut leaves the old
    file or the new, whole. With ``at_once`` it lands at once even inside
    :func:`landing_together` (a file of a cache, whole or absent, that
    belongs to no set of files). The file is made with ``mode`` (less the
    umask; see :func:`atomic_path`).

    Raises:
        OutputError: the file cannot be written.
    """
    token = _landing.set(None) if at_once else None
    try:
        _write_bytes(target, data, sync=sync, mode=mode)
    finally:
        if token is not None:
            _landing.reset(token)


def _write_bytes(target: Path, data: bytes, *, sync: bool, mode: int) -> None:
    with atomic_path(target, mode=mode) as temp:
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
    """Remove the file at ``path`` (nothing to do when it is not there);
    inside :func:`landing_together`, once the files have landed.

    Raises:
        OutputError: the file cannot be removed.
    """
    landing = _landing.get()
    if landing is not None:
        landing.removals.add(path)
        earlier = landing.renames.pop(path, None)
        if earlier is not None:
            earlier.unlink(missing_ok=True)
    when_landed(lambda: _remove(path))


def _remove(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise OutputError(
            _("{path}: cannot remove: {reason}").format(path=path, reason=exc.strerror)
        ) from exc
