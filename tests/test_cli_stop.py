"""Stopping ``berger build`` (or another printing command) mid-print leaves
nothing behind: no process of its session, no temporary file; the PDFs it
finished open; SIGTERM and SIGINT end it with ``Stopped.`` and 143 or 130.

Each case prints the documents of a 14-player double round robin (26 rounds,
its cards alone are 52 pages: seconds of printing after the first PDF) in a
process in a session of its own, waits until it prints (its workers have
started, or it has written its first PDF and prints on) and stops it.
Everything is polled with deadlines far beyond what it takes (the machine
may be busy): no step assumes a speed.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from tests.conftest import needs_proc, wait_until

from berger import lifetime
from berger.pipeline.pack import MANIFEST, PARTS

pytestmark = [pytest.mark.slow, needs_proc]

PLAYERS = 14
FIRST_PDF = "cards.pdf"
"""The first file the build writes (and then it prints on)."""
PATIENCE = 900.0
"""Seconds a build may take to reach a point on a busy machine."""
STOP_LIMIT = 1.0 + 2.0
"""The promise is 1 s from the signal to the exit; 2 s more for a busy
machine (it takes a tenth of a second here)."""
ORPHAN_LIMIT = 3.0
"""Seconds after the exit by which every process of the session is gone."""
EXIT_PATIENCE = 60.0
"""Seconds to wait for the output to close after a stop (orphaned workers
would hold it open for ever)."""


def participants(folder: Path) -> Path:
    path = folder / "players.csv"
    rows = [f"Player {i:02d},{2400 - 10 * i}" for i in range(1, PLAYERS + 1)]
    path.write_text("name,rating\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def berger() -> Iterator[Callable[..., subprocess.Popen[str]]]:
    """Starts ``berger ARGS`` in a session of its own; at the end kills what
    is left of the sessions (when a test failed: no stray printing)."""
    started: list[int] = []

    def start(*args: str) -> subprocess.Popen[str]:
        process = subprocess.Popen(
            [sys.executable, "-m", "berger", *args],
            start_new_session=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        started.append(process.pid)
        return process

    yield start
    for sid in started:
        for pid in session(sid):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)


def stat(pid: int) -> list[str] | None:
    """The fields of ``/proc/PID/stat`` from the third (the state) on."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8")
    except OSError:
        return None  # gone meanwhile
    return text[text.rfind(")") + 2 :].split()


def session(sid: int) -> list[int]:
    """The processes of session ``sid`` that have not ended (a process that
    has exited but that its parent has not collected yet runs no more)."""
    found = []
    for entry in Path("/proc").iterdir():
        fields = stat(int(entry.name)) if entry.name.isdigit() else None
        if fields is not None and int(fields[3]) == sid and fields[0] != "Z":
            found.append(int(entry.name))
    return found


def workers(parent: int) -> list[int]:
    """The printing workers of ``parent``: its children forked from it (and
    not, or not yet, running another program)."""
    command = Path(f"/proc/{parent}/cmdline").read_bytes()
    found = []
    for pid in session(parent):
        fields = stat(pid)
        with contextlib.suppress(OSError):
            if (
                fields is not None
                and int(fields[1]) == parent
                and Path(f"/proc/{pid}/cmdline").read_bytes() == command
            ):
                found.append(pid)
    return found


def printing(process: subprocess.Popen[str], out: Path, until: str) -> None:
    """Wait until ``process`` prints: ``until`` its workers have started, it
    has written the ``first-pdf`` (and prints on), or it has loaded ``pango``
    (a command that prints one part, on no worker)."""

    seen: set[int] = set()

    def started() -> bool:
        if process.poll() is not None:
            return True
        if until == "first-pdf":  # made, waiting for the rest to land
            return any(out.glob(f".{FIRST_PDF}.berger-*.tmp"))
        if until == "pango":
            return b"libpango" in Path(f"/proc/{process.pid}/maps").read_bytes()
        # Seen twice: a child forked to run another program looks like a
        # worker for a moment.
        found = set(workers(process.pid))
        again = bool(found & seen)
        seen.update(found)
        return again

    assert wait_until(started, PATIENCE), "the run did not start printing"
    assert process.poll() is None, "the run ended before it could be stopped"
    if until != "pango":
        assert workers(process.pid), "no printing worker to stop"


def assert_clean(out: Path, reported: str) -> None:
    """No temporary file in ``out`` (the build's manifest and its store of
    printed parts are no temporary files; the store holds whole parts only);
    every PDF there opens; the files the run reported are there."""
    names = sorted(path.name for path in out.iterdir())
    hidden = [name for name in names if name.startswith(".")]
    assert not [name for name in hidden if name not in (MANIFEST, PARTS)], names
    if (out / PARTS).is_dir():
        for part in (out / PARTS).iterdir():
            assert re.fullmatch(r"[0-9a-f]{64}\.pdf", part.name), part.name
            assert len(PdfReader(part).pages) > 0, part.name
    for name in names:
        if name.endswith(".pdf"):
            assert len(PdfReader(out / name).pages) > 0, name
    for line in reported.splitlines():
        assert line.startswith("wrote "), line
        assert Path(line.removeprefix("wrote ")).name in names, line


@pytest.mark.parametrize(
    ("command", "signum", "group", "until"),
    [
        ("build", signal.SIGTERM, False, "first-pdf"),  # kill PID
        ("build", signal.SIGTERM, True, "workers"),  # a service manager
        ("build", signal.SIGINT, False, "first-pdf"),  # Ctrl-C, to the parent
        ("cards", signal.SIGTERM, False, "workers"),
        ("round-sheets", signal.SIGINT, True, "pango"),  # Ctrl-C in a terminal
    ],
    ids=["build-SIGTERM", "build-SIGTERM-group", "build-SIGINT", "cards", "sheets"],
)
def test_a_stopped_run_cleans_up_and_says_so(
    berger: Callable[..., subprocess.Popen[str]],
    tmp_path: Path,
    command: str,
    signum: int,
    group: bool,
    until: str,
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    target = out if command == "build" else out / f"{command}.pdf"
    players = participants(tmp_path)
    process = berger(command, str(players), "--cycles", "2", "-o", str(target))
    printing(process, out, until)
    stopped = time.monotonic()
    if group:
        os.killpg(process.pid, signum)
    else:
        os.kill(process.pid, signum)
    stdout, stderr = process.communicate(timeout=EXIT_PATIENCE)
    took = time.monotonic() - stopped
    assert process.returncode == 128 + signum
    assert stderr == "Stopped.\n"
    assert took < STOP_LIMIT, f"{took:.2f} s from the signal to the exit"
    assert wait_until(lambda: not session(process.pid), ORPHAN_LIMIT), session(
        process.pid
    )
    assert_clean(out, stdout)
    # A stopped build lands none of its files, not even those it had made.
    assert FIRST_PDF not in stdout
    assert not (out / FIRST_PDF).exists()


def test_a_killed_build_leaves_no_worker_and_the_next_run_clears_up(
    berger: Callable[..., subprocess.Popen[str]], tmp_path: Path
) -> None:
    out = tmp_path / "out"
    players = participants(tmp_path)
    process = berger("build", str(players), "--cycles", "2", "-o", str(out))
    printing(process, out, "first-pdf")
    start = lifetime.process_start(process.pid)
    os.kill(process.pid, signal.SIGKILL)
    stdout, stderr = process.communicate(timeout=EXIT_PATIENCE)
    assert process.returncode == -signal.SIGKILL
    assert stderr == ""
    # The workers notice within 2 s; one more for a busy machine.
    assert wait_until(lambda: not session(process.pid), ORPHAN_LIMIT), session(
        process.pid
    )
    # What the killed run would have left, had it been writing a file; and
    # the file of a run writing into the same folder now (this one).
    left = out / f".round-sheets.pdf.berger-{process.pid}-{start}.0f3a9c2e.tmp"
    me = os.getpid()
    running = out / f".chart.pdf.berger-{me}-{lifetime.process_start(me)}.5b1d0e2f.tmp"
    left.write_bytes(b"%PDF-1.7 half a file")
    running.write_bytes(b"%PDF-1.7 being written")

    # The next run into the folder (any that writes there; a quick one).
    trf = out / "event.trf"
    again = berger(
        "export", str(players), "--cycles", "2", "--to", "trf", "-o", str(trf)
    )
    stdout, stderr = again.communicate(timeout=PATIENCE)
    assert (again.returncode, stdout, stderr) == (0, f"wrote {trf}\n", "")
    assert not left.exists()
    assert running.exists()
    running.unlink()
    assert_clean(out, stdout)
    # The killed build's files made and waiting were its own: removed too
    # (its printed parts stay in their store, whole: see assert_clean).
    assert sorted(p.name for p in out.iterdir()) == [PARTS, "event.trf"]
