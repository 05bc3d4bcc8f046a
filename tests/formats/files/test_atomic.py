"""Atomic writes: all or nothing, and files as readable as any other; the
temporary files name their run, and the next run removes those of a killed
one (only berger's, only of runs that have ended); a removal that fails is
an output error."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from tests.conftest import LINUX_PID_LIMIT, needs_proc

from berger import lifetime
from berger.errors import OutputError, Stopped
from berger.formats.files.atomic import (
    LEFT_BEHIND,
    atomic_path,
    landing_together,
    left_behind,
    remove,
    remove_left_behind,
    temporary_name,
    waiting,
    when_landed,
    will_be_file,
    write_text,
)


def test_a_written_file_gets_the_usual_mode(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    os.umask(umask)
    target = tmp_path / "out.txt"
    write_text(target, "x")
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask


def test_a_failure_leaves_the_old_file_and_no_part(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("old")

    def render() -> None:
        with atomic_path(target) as temp:
            temp.write_text("half")
            raise RuntimeError("render failed")

    with pytest.raises(RuntimeError):
        render()
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]


def test_an_unwritable_folder_is_an_output_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(OutputError, match="cannot write"):
        write_text(blocker / "sub" / "out.txt", "x")


def test_a_folder_in_the_way_is_an_output_error(tmp_path: Path) -> None:
    (tmp_path / "out.pdf").mkdir()
    with pytest.raises(OutputError, match=r"out\.pdf: cannot write"):
        write_text(tmp_path / "out.pdf", "x")
    assert [p.name for p in tmp_path.iterdir()] == ["out.pdf"]


# -- temporary files: named for their run, removed by the next run if left ----


def test_a_removed_file_is_gone_and_a_missing_one_no_error(tmp_path: Path) -> None:
    target = tmp_path / "standings.csv"
    target.write_text("x")
    remove(target)
    remove(target)
    assert list(tmp_path.iterdir()) == []
    (tmp_path / "chart.pdf").mkdir()
    with pytest.raises(OutputError, match=r"chart\.pdf: cannot remove: "):
        remove(tmp_path / "chart.pdf")


def test_a_temporary_name_is_berger_s_and_names_this_run() -> None:
    name = temporary_name("cards.pdf")
    found = LEFT_BEHIND.fullmatch(name)
    assert found is not None
    assert name.startswith(".cards.pdf.berger-")
    assert int(found["pid"]) == os.getpid()
    start = lifetime.process_start(os.getpid())
    assert found["start"] == (None if start is None else str(start))
    assert temporary_name("cards.pdf") != name
    assert not left_behind(name)  # this run still runs


@needs_proc
def test_the_next_run_removes_only_berger_s_files_of_ended_runs(
    tmp_path: Path,
) -> None:
    me = os.getpid()
    start = lifetime.process_start(me)
    parent = os.getppid()
    parent_start = lifetime.process_start(parent)
    assert start is not None
    assert parent_start is not None
    dead = LINUX_PID_LIMIT + 1
    files = {
        # Killed runs: no such process; my pid but an earlier process
        # (pids are reused); a system that cannot tell the start.
        f".cards.pdf.berger-{dead}-77.0f3a9c2e.tmp": "removed",
        f".chart.pdf.berger-{me}-{start - 1}.0f3a9c2e.tmp": "removed",
        f".chart.pdf.berger-{dead}.0f3a9c2e.tmp": "removed",
        # Runs still writing: this one, another one into the same folder.
        f".round-sheets.pdf.berger-{me}-{start}.0f3a9c2e.tmp": "kept",
        f".event.xlsx.berger-{parent}-{parent_start}.0f3a9c2e.tmp": "kept",
        f".event.trf.berger-{me}.0f3a9c2e.tmp": "kept",
        # Not berger's temporary files.
        "cards.pdf": "kept",
        f"cards.pdf.berger-{dead}-77.0f3a9c2e.tmp": "kept",
        f".cards.pdf.berger-{dead}-77.tmp": "kept",
        f".cards.pdf.berger-{dead}-77.0f3a9c2e.tmp~": "kept",
        f".cards.pdf.berger-x{dead}.0f3a9c2e.tmp": "kept",
        ".cards.pdf.k2x8q_1a.part": "kept",
        ".notes.tmp": "kept",
    }
    for name in files:
        (tmp_path / name).write_bytes(b"")
    removed = remove_left_behind(tmp_path)
    assert sorted(p.name for p in removed) == sorted(
        name for name, fate in files.items() if fate == "removed"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        name for name, fate in files.items() if fate == "kept"
    )


@needs_proc
def test_the_first_write_into_a_folder_clears_what_a_killed_run_left(
    tmp_path: Path,
) -> None:
    left = tmp_path / f".cards.pdf.berger-{LINUX_PID_LIMIT + 1}-5.0f3a9c2e.tmp"
    left.write_bytes(b"half a PDF")
    write_text(tmp_path / "event.trf", "x")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["event.trf"]


def test_a_stop_while_writing_leaves_the_old_file_and_no_temporary(
    tmp_path: Path,
) -> None:
    target = tmp_path / "out.txt"
    target.write_text("old")

    def stopped_mid_write() -> None:
        with lifetime.stop_on_signals(), atomic_path(target) as temp:
            temp.write_text("half")
            os.kill(os.getpid(), signal.SIGTERM)
            temp.write_text("the rest")

    with pytest.raises(Stopped):
        stopped_mid_write()
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]


def test_files_written_together_land_together(tmp_path: Path) -> None:
    """Inside landing_together each file waits in its temporary file (its
    bytes readable there), a removal waits too, and at the end they are done
    in order: a file written twice lands once, with its last bytes."""
    kept, gone = tmp_path / "kept.txt", tmp_path / "gone.txt"
    kept.write_text("old")
    gone.write_text("old")
    new = tmp_path / "new.txt"
    told: list[str] = []
    with landing_together():
        write_text(kept, "first")
        write_text(kept, "second")
        write_text(new, "new")
        remove(gone)
        when_landed(lambda: told.append("landed"))
        assert kept.read_text() == "old"
        assert not new.exists()
        assert gone.exists()
        assert waiting(kept).read_text() == "second"
        assert [will_be_file(p) for p in (new, kept, gone)] == [True, True, False]
        assert told == []
    assert (kept.read_text(), new.read_text(), gone.exists()) == (
        "second",
        "new",
        False,
    )
    assert told == ["landed"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.txt", "new.txt"]


@pytest.mark.parametrize("error", [OutputError("disk full"), Stopped(signal.SIGINT)])
def test_a_failure_in_a_landing_lands_nothing(
    tmp_path: Path, error: BaseException
) -> None:
    """An error or a stop inside the block: no file lands, none is removed,
    nothing is told, and no temporary file is left."""
    kept, gone = tmp_path / "kept.txt", tmp_path / "gone.txt"
    kept.write_text("old")
    gone.write_text("old")
    told: list[str] = []

    def build() -> None:
        with landing_together():
            write_text(kept, "new")
            write_text(tmp_path / "new.txt", "new")
            remove(gone)
            when_landed(lambda: told.append("landed"))
            raise error

    with pytest.raises(type(error)):
        build()
    assert kept.read_text() == "old"
    assert gone.exists()
    assert told == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["gone.txt", "kept.txt"]


def test_outside_a_landing_each_file_lands_at_once(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    told: list[str] = []
    write_text(target, "x")
    when_landed(lambda: told.append("now"))
    assert (waiting(target), will_be_file(target), told) == (target, True, ["now"])


def test_a_file_for_its_owner_alone_is_so_from_its_first_byte(tmp_path: Path) -> None:
    target = tmp_path / "secret.json"
    seen: list[int] = []
    with atomic_path(target, mode=0o600) as temp:
        seen.append(temp.stat().st_mode & 0o777)
        temp.write_text("{}", "utf-8")
    assert seen == [0o600]
    assert target.stat().st_mode & 0o777 == 0o600
