"""Atomic writes: all or nothing, and files as readable as any other."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from berger.errors import OutputError
from berger.formats.atomic import atomic_path, write_text


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
