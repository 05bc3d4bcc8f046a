"""The desk's results file: which file a round robin's results go to (or
why none), a new file named in event.toml, the log's lines, the stamp that
tells a hand edit."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from berger.core.model import Outcome
from berger.formats.event.event import Options
from berger.pipeline.desk.files import (
    LOG_NAME,
    PENDING_NAME,
    file_slug,
    log_line,
    results_target,
    settle,
    stamp,
    write_change,
    write_results,
)
from berger.pipeline.desk.state import Target
from berger.pipeline.desk.variation import DeskChange, DeskGame
from berger.pipeline.event import OpenGroup, open_groups

SAMPLES = Path(__file__).resolve().parents[3] / "samples"
WHEN = 1_800_000_000.0


def copy(name: str, folder: Path) -> Path:
    target = folder / name
    shutil.copytree(SAMPLES / name, target)
    return target


def opened(
    event: Path, options: Options | None = None, group: str | None = None
) -> OpenGroup:
    (found,) = open_groups(event, options or Options(), group=group, single=True)
    return found


def unnamed(event: Path) -> Path:
    """Drop the results file from ``event``'s event.toml; its path."""
    toml = event / "event.toml"
    text = toml.read_text("utf-8").replace('results = "results.csv"\n', "")
    toml.write_text(text, "utf-8")
    return toml


def test_file_slug() -> None:
    assert file_slug("Група Б") == "Група-Б"


def test_the_results_file_the_event_names() -> None:
    event = SAMPLES / "club-championship"
    target = results_target(event, opened(event))
    assert (target.path, target.named, target.read_only) == (
        event / "results.csv",
        True,
        None,
    )
    groups = SAMPLES / "club-groups"
    assert results_target(groups, opened(groups, group="B")).path == (
        groups / "results-b.csv"
    )


def test_events_whose_results_are_not_a_csv_are_read_only(tmp_path: Path) -> None:
    event = copy("club-championship", tmp_path)
    pgn = Options(results=SAMPLES / "closed-norms" / "x.pgn")
    target = results_target(event, opened(event, pgn))
    assert target.path is None
    assert "the results are read from x.pgn" in (target.read_only or "")
    # A bare participants file has no event.toml to name a results file in.
    bare = event / "players.csv"
    assert "no event.toml" in (results_target(bare, opened(bare)).read_only or "")
    # A results.csv lying there unnamed is not written over.
    unnamed(event)
    assert "results.csv is there but event.toml does not name it" in (
        results_target(event, opened(event)).read_only or ""
    )


def test_a_new_file_is_named_in_event_toml_once_written(tmp_path: Path) -> None:
    event = copy("club-championship", tmp_path)
    (event / "results.csv").unlink()
    toml = unnamed(event)
    target = results_target(event, opened(event))
    assert (target.path, target.named, target.toml) == (
        event / "results.csv",
        False,
        toml,
    )
    assert target.path is not None
    assert stamp(target.path) is None
    write_results(target, b"round,board,result\n")
    assert 'results = "results.csv"' in toml.read_text("utf-8")
    assert (event / "results.csv").read_text("utf-8") == "round,board,result\n"
    assert stamp(target.path) is not None


def test_each_change_is_a_line_of_the_log() -> None:
    before = DeskGame(1, 2, "A", "B", Outcome.UNPLAYED)
    after = DeskGame(1, 2, "B", "A", Outcome.WHITE_WIN, reversed=True)
    change = DeskChange(3, 2, Outcome.WHITE_WIN, match=1, reversed=True)
    draw = DeskChange(3, 2, Outcome.DRAW)
    lines = [
        log_line(WHEN, "A", change, before, after),
        log_line(WHEN, None, draw, after, before),
    ]
    assert [line.split(" ", 1)[1] for line in lines] == [
        "group A, round 3, match 1, board 2: * → 1-0 (colours reversed)",
        "round 3, board 2: 1-0 (colours reversed) → *",
    ]


def test_a_signed_change_names_who_made_it() -> None:
    before = DeskGame(None, 2, "A", "B", Outcome.UNPLAYED)
    after = DeskGame(None, 2, "A", "B", Outcome.DRAW)
    change = DeskChange(3, 2, Outcome.DRAW)
    line = log_line(WHEN, None, change, before, after, "Olena Petrenko")
    assert line.endswith(" round 3, board 2: * → 1/2-1/2 by Olena Petrenko")


LINE = "2027-01-15T12:00:00 round 3, board 2: * → 1-0 by Ann"


def test_a_change_and_its_line_are_written_as_a_pair(tmp_path: Path) -> None:
    results = tmp_path / "results.csv"
    write_change(Target(results, named=True), b"round,board,result\n3,2,1-0\n", LINE)
    assert results.read_bytes() == b"round,board,result\n3,2,1-0\n"
    assert (tmp_path / LOG_NAME).read_text("utf-8") == LINE + "\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.csv", LOG_NAME]


def note(folder: Path, data: bytes, line: str = LINE) -> Path:
    """The note of a change of results.csv to ``data``, left by a stop."""
    digest = hashlib.sha256(data).hexdigest()
    text = json.dumps({"file": "results.csv", "sha256": digest, "line": line})
    pending = folder / PENDING_NAME
    pending.write_text(text, "utf-8")
    return pending


@pytest.mark.parametrize(
    ("written", "logged", "log_after"),
    [
        # Stopped before the results: neither.
        (False, "", ""),
        # Stopped between the results and the line: both.
        (True, "", LINE + "\n"),
        # Stopped after the line, before the note went: the line once.
        (True, LINE + "\n", LINE + "\n"),
        # The same change made and logged before: its line again.
        (True, LINE + "\n" + "x\n", LINE + "\nx\n" + LINE + "\n"),
    ],
)
def test_a_stop_between_a_result_and_its_line_is_settled(
    tmp_path: Path, written: bool, logged: str, log_after: str
) -> None:
    new = b"round,board,result\n3,2,1-0\n"
    (tmp_path / "results.csv").write_bytes(new if written else b"round,board,result\n")
    log = tmp_path / LOG_NAME
    log.write_text(logged, "utf-8")
    pending = note(tmp_path, new)
    settle(tmp_path)
    assert log.read_text("utf-8") == log_after
    assert not pending.exists()
    settle(tmp_path)  # nothing more to do
    assert log.read_text("utf-8") == log_after


@pytest.mark.parametrize(
    "text", ["", "{", "[]", '{"file": "../x", "sha256": "", "line": "x"}']
)
def test_a_damaged_note_is_dropped(tmp_path: Path, text: str) -> None:
    pending = tmp_path / PENDING_NAME
    pending.write_text(text, "utf-8")
    settle(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == []
