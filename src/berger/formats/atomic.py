"""Atomic output: write to a temporary file beside the target, then rename."""

from __future__ import annotations

import contextlib
import functools
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from berger.errors import OutputError


@contextlib.contextmanager
def atomic_path(target: Path) -> Iterator[Path]:
    """A temporary path in ``target``'s folder that replaces ``target`` on success.

    On any exception the temporary file is removed and ``target`` is untouched.

    Raises:
        OutputError: the folder cannot be created or written.
    """
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=".part", dir=folder
        )
    except OSError as exc:
        raise OutputError(f"{target}: cannot write: {exc.strerror}") from exc
    os.close(handle)
    temp = Path(name)
    try:
        yield temp
        try:
            temp.chmod(_file_mode())
            temp.replace(target)
        except OSError as exc:
            raise OutputError(f"{target}: cannot write: {exc.strerror}") from exc
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


@functools.cache
def _file_mode() -> int:
    """The mode a plainly created file gets (0666 less the umask); temporary
    files start private (0600) and would otherwise stay so."""
    umask = os.umask(0o022)
    os.umask(umask)
    return 0o666 & ~umask


def write_bytes(target: Path, data: bytes) -> None:
    """Write ``data`` to ``target`` atomically.

    Raises:
        OutputError: the file cannot be written.
    """
    with atomic_path(target) as temp:
        try:
            temp.write_bytes(data)
        except OSError as exc:
            raise OutputError(f"{target}: cannot write: {exc.strerror}") from exc


def write_text(target: Path, text: str) -> None:
    """Write UTF-8 ``text`` to ``target`` atomically (``\\n`` line ends).

    Raises:
        OutputError: the file cannot be written.
    """
    write_bytes(target, text.encode("utf-8"))
