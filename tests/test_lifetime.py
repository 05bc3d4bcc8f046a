"""A run's lifetime: a stop signal kills the registered workers, removes the
registered temporary files and raises Stopped; workers ignore Ctrl-C and end
when their parent dies; a pid and its start tell whether a run still runs."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Event
from pathlib import Path

import pytest
from tests.conftest import LINUX_PID_LIMIT, needs_proc, wait_until

from berger import lifetime
from berger.errors import OutputError, Stopped


def stop_self(signum: int) -> None:
    """Send ``signum`` to this process and let its handler run (Python runs
    handlers in the main thread, between two instructions)."""
    os.kill(os.getpid(), signum)
    time.sleep(0)


def stopped_run(body: Callable[[], None]) -> Stopped:
    """Run ``body`` inside :func:`lifetime.stop_on_signals`; the ``Stopped``
    it must end with."""

    def run() -> None:
        with lifetime.stop_on_signals():
            body()

    with pytest.raises(Stopped) as stopped:
        run()
    return stopped.value


def test_a_stop_kills_the_workers_removes_the_temporaries_and_raises(
    tmp_path: Path,
) -> None:
    temp = tmp_path / ".out.pdf.tmp"
    temp.write_bytes(b"half")
    (tmp_path / "out.pdf").write_bytes(b"done")
    killed: list[str] = []
    before = signal.getsignal(signal.SIGTERM)

    def body() -> None:
        with lifetime.workers(lambda: killed.append("pool")), lifetime.temporary(temp):
            stop_self(signal.SIGTERM)
            pytest.fail("the run went on after the stop")

    assert stopped_run(body).signal == signal.SIGTERM
    assert killed == ["pool"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.pdf"]
    assert signal.getsignal(signal.SIGTERM) == before
    assert lifetime.stop_requested()


def test_workers_and_temporaries_leave_the_registry_with_their_block(
    tmp_path: Path,
) -> None:
    temp = tmp_path / "renamed-already"
    killed: list[str] = []
    with lifetime.workers(lambda: killed.append("pool")), lifetime.temporary(temp):
        pass
    temp.write_bytes(b"now somebody else's")
    stopped_run(lambda: stop_self(signal.SIGINT))
    assert killed == []
    assert temp.exists()


def test_a_later_signal_is_ignored_and_a_swallowed_stop_comes_back() -> None:
    def body() -> None:
        with contextlib.suppress(Stopped):  # code that catches too much
            stop_self(signal.SIGINT)
        stop_self(signal.SIGTERM)  # while stopping: ignored, no second Stopped

    assert stopped_run(body).signal == signal.SIGINT


def test_a_stop_inside_a_finalizer_is_not_reported_and_still_stops(
    capsys: pytest.CaptureFixture[str],
) -> None:
    class Finalized:
        def __del__(self) -> None:
            # The signal comes while the garbage collector finalizes this
            # (as it came once inside subprocess.Popen.__del__).
            stop_self(signal.SIGINT)

    class Faulty:
        def __del__(self) -> None:
            raise ValueError("a finalizer's own fault")

    others: list[BaseException | None] = []
    before = sys.unraisablehook

    def body() -> None:
        Finalized()  # finalized at once: the Stopped cannot leave __del__
        Faulty()  # anything else raised in a finalizer is still reported
        others.append(None)  # the run went on to here

    sys.unraisablehook = lambda args: others.append(args.exc_value)
    try:
        stopped = stopped_run(body)
    finally:
        sys.unraisablehook = before
    assert stopped.signal == signal.SIGINT
    assert [type(e) for e in others] == [ValueError, type(None)]
    assert capsys.readouterr().err == ""


def test_an_error_after_a_stop_comes_out_as_the_stop() -> None:
    def body() -> None:
        with contextlib.suppress(Stopped):
            stop_self(signal.SIGTERM)
        # A part whose worker the stop killed fails in its own way.
        raise OutputError("the printing failed")

    stopped = stopped_run(body)
    assert stopped.signal == signal.SIGTERM
    assert isinstance(stopped.__cause__, OutputError)


def test_a_run_without_a_signal_keeps_its_errors_and_the_flag_is_fresh() -> None:
    stopped_run(lambda: stop_self(signal.SIGTERM))

    def fails() -> None:
        with lifetime.stop_on_signals():
            assert not lifetime.stop_requested()
            raise OutputError("cannot write")

    with pytest.raises(OutputError):
        fails()


def test_an_inner_block_and_other_threads_leave_the_handlers_alone() -> None:
    seen: list[object] = []

    def in_a_thread() -> None:
        with lifetime.stop_on_signals():
            seen.append(signal.getsignal(signal.SIGTERM))

    before = signal.getsignal(signal.SIGTERM)
    thread = threading.Thread(target=in_a_thread)
    thread.start()
    thread.join()
    assert seen == [before]
    with lifetime.stop_on_signals():
        outer = signal.getsignal(signal.SIGTERM)
        with lifetime.stop_on_signals():
            pass
        assert signal.getsignal(signal.SIGTERM) == outer != before
    assert signal.getsignal(signal.SIGTERM) == before


# -- workers -----------------------------------------------------------------

FORK = multiprocessing.get_context("fork")


def work(parent: int, ready: Event) -> None:
    lifetime.worker_started(parent)
    ready.set()
    time.sleep(120)


def started_worker(parent: int) -> multiprocessing.process.BaseProcess:
    ready = FORK.Event()
    worker = FORK.Process(target=work, args=(parent, ready))
    worker.start()
    assert ready.wait(60)
    return worker


def test_a_worker_leaves_ctrl_c_to_its_parent_and_ends_on_sigterm() -> None:
    worker = started_worker(os.getpid())
    assert worker.pid is not None
    os.kill(worker.pid, signal.SIGINT)  # ignored: no KeyboardInterrupt
    os.kill(worker.pid, signal.SIGTERM)
    worker.join(60)
    assert worker.exitcode == -signal.SIGTERM


def test_a_worker_ends_when_its_parent_is_not_the_one_it_was_given() -> None:
    # The parent died before the worker set up (it was adopted at once).
    worker = FORK.Process(target=work, args=(os.getppid(), FORK.Event()))
    worker.start()
    worker.join(60)
    assert worker.exitcode == -signal.SIGKILL


def middle(report: Connection) -> None:
    """A parent of one worker, which the test kills outright."""
    worker = started_worker(os.getpid())
    report.send((worker.pid, lifetime.process_start(worker.pid or 0)))
    time.sleep(120)


@needs_proc
def test_a_worker_ends_within_two_seconds_of_its_parent_killed() -> None:
    receive, send = FORK.Pipe(duplex=False)
    parent = FORK.Process(target=middle, args=(send,))
    parent.start()
    assert receive.poll(60)
    pid, start = receive.recv()
    assert lifetime.is_running(pid, start)
    assert parent.pid is not None
    os.kill(parent.pid, signal.SIGKILL)
    parent.join(60)
    # The orphan is adopted by init; it counts as ended once it has exited,
    # even before init collects it.
    assert wait_until(lambda: not lifetime.is_running(pid, start), 2 + 3)


# -- which process still runs ------------------------------------------------


@needs_proc
def test_a_pid_and_its_start_name_one_process() -> None:
    me, start = os.getpid(), lifetime.process_start(os.getpid())
    assert start is not None
    assert lifetime.is_running(me, start)
    assert lifetime.is_running(me, None)
    assert not lifetime.is_running(me, start + 1)  # my pid, someone before me
    assert not lifetime.is_running(LINUX_PID_LIMIT + 1, None)
    assert not lifetime.is_running(0, None)  # 0 would be my process group
    assert not lifetime.is_running(-1, None)


@needs_proc
def test_an_ended_process_not_yet_collected_does_not_run() -> None:
    child = subprocess.Popen(["sleep", "120"])
    start = lifetime.process_start(child.pid)
    assert lifetime.is_running(child.pid, start)
    child.kill()
    # A zombie until waited for: its pid and start are still there.
    assert wait_until(lambda: not lifetime.is_running(child.pid, start), 30)
    assert lifetime.process_start(child.pid) == start
    child.wait()
