"""A run's lifetime: stop signals, live worker processes, temporary files.

While a command runs inside :func:`stop_on_signals`, SIGINT (Ctrl-C) and
SIGTERM (``kill PID``, a service manager) stop it: the workers registered
with :func:`workers` are killed, the temporary files registered with
:func:`temporary` are removed, and :class:`~berger.errors.Stopped` is raised
in the main thread, so the run unwinds through its ``finally`` blocks and the
command line ends it with one line. Finished outputs stay: they were renamed
into place already and are no longer registered.

Worker processes call :func:`worker_started` first (a process pool's
initializer): Ctrl-C is left to their parent, and a watchdog ends a worker
within :data:`PARENT_WATCH` seconds of its parent's death, however the parent
died (``kill -9``, the out-of-memory killer).

What runs in the signal handler takes no lock (the interrupted main thread
may hold it): the registries are a set and a dict changed by single
operations, and the stop is a plain flag that other threads read with
:func:`stop_requested`.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import FrameType

from berger.errors import Stopped

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
"""The signals that stop a run cleanly."""

PARENT_WATCH = 0.2
"""Seconds between a worker's looks at its parent."""


class _State:
    """The run's signal state (one per process)."""

    owner: int | None = None
    """The process whose handlers are installed, or None outside a run."""
    signal: int | None = None
    """The signal that stopped the run, or None."""


_state = _State()
_temporaries: set[Path] = set()
_workers: dict[object, Callable[[], object]] = {}


@contextlib.contextmanager
def stop_on_signals() -> Iterator[None]:
    """Stop the run cleanly on SIGINT or SIGTERM while the block runs.

    The first signal kills the registered workers, removes the registered
    temporary files and raises :class:`~berger.errors.Stopped` in the main
    thread; later ones are ignored while the run unwinds. Any exception that
    leaves the block after a stop comes out as ``Stopped`` (a part that
    failed because its worker was killed is not an error of its own). The
    previous handlers come back when the block ends.

    Signals reach the main thread only: called elsewhere, or inside an outer
    block of its own, it does nothing.

    Raises:
        Stopped: a stop signal came.
    """
    if (
        threading.current_thread() is not threading.main_thread()
        or _state.owner == os.getpid()
    ):
        yield
        return
    _state.owner = os.getpid()
    _state.signal = None
    previous = {number: signal.getsignal(number) for number in STOP_SIGNALS}
    unraisable = sys.unraisablehook
    try:
        sys.unraisablehook = _quiet_stop(unraisable)
        for number in STOP_SIGNALS:
            signal.signal(number, _stop)
        try:
            yield
        except Stopped:
            raise
        except BaseException as exc:
            if _state.signal is not None:
                raise Stopped(_state.signal) from exc
            raise
        if _state.signal is not None:  # someone swallowed the Stopped
            raise Stopped(_state.signal)
    finally:
        for number, handler in previous.items():
            # None: a handler not set from Python, which cannot be put back.
            signal.signal(number, signal.SIG_DFL if handler is None else handler)
        sys.unraisablehook = unraisable
        _state.owner = None


def _quiet_stop(
    report: Callable[[sys.UnraisableHookArgs], object],
) -> Callable[[sys.UnraisableHookArgs], object]:
    """An unraisable-exception hook that says nothing of a ``Stopped``.

    A signal that comes while a finalizer runs (a ``__del__`` the garbage
    collector called) raises ``Stopped`` inside it, where Python cannot pass
    it on and would print it as "Exception ignored in". The flag is set all
    the same, and :func:`stop_on_signals` raises the stop when its block
    ends; anything else goes to ``report``.
    """

    def hook(unraisable: sys.UnraisableHookArgs) -> None:
        if not isinstance(unraisable.exc_value, Stopped):
            report(unraisable)

    return hook


def _stop(signum: int, frame: FrameType | None) -> None:
    if os.getpid() != _state.owner:
        # A process forked from the run, before worker_started: do what a
        # worker does.
        if signum != signal.SIGINT:
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)
        return
    if _state.signal is not None:
        return
    _state.signal = signum
    for kill in tuple(_workers.values()):
        kill()
    for path in tuple(_temporaries):
        with contextlib.suppress(OSError):
            path.unlink()
    raise Stopped(signum)


def stop_requested() -> bool:
    """Whether a stop signal came (for threads that should end with the run)."""
    return _state.signal is not None


@contextlib.contextmanager
def temporary(path: Path) -> Iterator[Path]:
    """Register ``path`` as a temporary file while the block runs: a stop
    removes it at once. Register it before creating it, so that no moment is
    left in which it exists unknown."""
    _temporaries.add(path)
    try:
        yield path
    finally:
        _temporaries.discard(path)


@contextlib.contextmanager
def workers(kill: Callable[[], object]) -> Iterator[None]:
    """Register worker processes while the block runs: a stop calls ``kill``,
    which must end them at once (from a signal handler: no locks, no
    waiting)."""
    key = object()
    _workers[key] = kill
    try:
        yield
    finally:
        del _workers[key]


def worker_started(parent: int) -> None:
    """Set up a worker process of ``parent`` (the initializer of a process
    pool). Ctrl-C reaches the whole terminal's process group, but the parent
    decides: the worker ignores it. SIGTERM ends the worker at once. A
    watchdog thread ends the worker when ``parent`` is no longer its parent,
    that is when the parent has died, however it died.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    threading.Thread(
        target=_watch_parent, args=(parent,), name="berger-parent", daemon=True
    ).start()


def _watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_WATCH)
    os.kill(os.getpid(), signal.SIGKILL)


def process_start(pid: int) -> int | None:
    """When process ``pid`` started, in clock ticks since boot, or None where
    that cannot be read (no ``/proc``, the process has gone). Pids are reused;
    a pid and its start name one process."""
    stat = _proc_stat(pid)
    return None if stat is None else stat[1]


def is_running(pid: int, start: int | None) -> bool:
    """Whether process ``pid``, started at ``start`` (see
    :func:`process_start`; None: unknown), is still running. When in doubt
    (someone else's process, ``/proc`` unreadable) it counts as running."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):
        return False
    except PermissionError:
        pass  # another user's process
    stat = _proc_stat(pid)
    if stat is None:
        return True
    state, started = stat
    if state == "Z":  # ended, waiting for its parent to notice
        return False
    return start is None or started == start


def _proc_stat(pid: int) -> tuple[str, int] | None:
    """(state, start in clock ticks since boot) from ``/proc/PID/stat``."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    # After the command name in parentheses (which may hold anything):
    # field 3, the state, then 4..; the start is field 22.
    fields = text[text.rfind(")") + 2 :].split()
    try:
        return fields[0], int(fields[19])
    except (IndexError, ValueError):
        return None
