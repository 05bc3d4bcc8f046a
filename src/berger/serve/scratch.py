"""The temporary folder a server builds its site into, and the folders that
servers killed before they could remove theirs (``kill -9``, a power cut)
left behind.

Each folder ``berger-site-XXXX`` in the system's temporary folder has a
lock file beside it, ``berger-site-XXXX.lock``, locked (``flock``) by its
server as long as it runs: the system releases the lock when the process
ends, however it ends. At its start a server removes every such folder of
its user whose lock it can take: its server is gone. A folder without its
lock file, or whose lock is held, is not touched.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

PREFIX = "berger-site-"
"""The start of a site folder's name."""
LOCK = ".lock"
"""The end of its lock file's name, beside it."""


@contextlib.contextmanager
def site_folder(parent: Path | None = None) -> Iterator[Path]:
    """A new empty folder for a served site, in ``parent`` (the system's
    temporary folder by default), locked as its server's for as long as the
    block runs and removed at its end; the folders of killed servers in
    ``parent`` are removed first (see :func:`remove_abandoned`)."""
    place = Path(parent or tempfile.gettempdir())
    remove_abandoned(place)
    handle, name = tempfile.mkstemp(prefix=PREFIX, suffix=LOCK, dir=place)
    lock = Path(name)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        folder = lock.with_name(lock.name.removesuffix(LOCK))
        folder.mkdir(mode=0o700)
        try:
            yield folder
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    finally:
        with contextlib.suppress(OSError):
            lock.unlink()
        os.close(handle)


def remove_abandoned(place: Path) -> list[Path]:
    """Remove the site folders in ``place`` whose server is gone: those of
    this user whose lock file beside them can be locked. Returns them."""
    removed: list[Path] = []
    try:
        locks = list(place.glob(f"{PREFIX}*{LOCK}"))
    except OSError:
        return removed
    for lock in locks:
        folder = lock.with_name(lock.name.removesuffix(LOCK))
        if _abandoned(lock):
            shutil.rmtree(folder, ignore_errors=True)
            with contextlib.suppress(OSError):
                lock.unlink()
            removed.append(folder)
    return removed


def _abandoned(lock: Path) -> bool:
    """Whether ``lock`` is this user's and no process holds it."""
    try:
        handle = os.open(lock, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return False
    try:
        if os.fstat(handle).st_uid != os.getuid():
            return False
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False  # held: its server runs
        return True
    finally:
        os.close(handle)
