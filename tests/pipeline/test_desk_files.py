"""The desk's results file: which file a round robin's results go to (or
why none), a new file named in event.toml, the log's lines, the stamp that
tells a hand edit."""

from __future__ import annotations

import shutil
from pathlib import Path

from berger.core.model import Outcome
from berger.formats.event.event import Options
from berger.formats.event.results_edit import new_csv_text
from berger.pipeline.desk import DeskChange, DeskGame
from berger.pipeline.desk_files import (
    LOG_NAME,
    file_slug,
    log_change,
    results_target,
    stamp,
    write_results,
)
from berger.pipeline.event import OpenGroup, open_groups

SAMPLES = Path(__file__).resolve().parent.parent.parent / "samples"


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
    write_results(target, new_csv_text(("round", "board", "result")), "results.csv")
    assert 'results = "results.csv"' in toml.read_text("utf-8")
    assert (event / "results.csv").read_text("utf-8") == "round,board,result\n"
    assert stamp(target.path) is not None


def test_each_change_is_a_line_of_the_log(tmp_path: Path) -> None:
    results = tmp_path / "results.csv"
    before = DeskGame(1, 2, "A", "B", Outcome.UNPLAYED)
    after = DeskGame(1, 2, "B", "A", Outcome.WHITE_WIN, reversed=True)
    change = DeskChange(3, 2, Outcome.WHITE_WIN, match=1, reversed=True)
    log_change(results, 1_800_000_000.0, "A", change, before, after)
    log_change(
        results, 1_800_000_000.0, None, DeskChange(3, 2, Outcome.DRAW), after, before
    )
    lines = (tmp_path / LOG_NAME).read_text("utf-8").splitlines()
    assert [line.split(" ", 1)[1] for line in lines] == [
        "group A, round 3, match 1, board 2: * → 1-0 (colours reversed)",
        "round 3, board 2: 1-0 (colours reversed) → *",
    ]


def test_a_signed_change_names_who_made_it(tmp_path: Path) -> None:
    results = tmp_path / "results.csv"
    before = DeskGame(None, 2, "A", "B", Outcome.UNPLAYED)
    after = DeskGame(None, 2, "A", "B", Outcome.DRAW)
    change = DeskChange(3, 2, Outcome.DRAW)
    log_change(results, 1_800_000_000.0, None, change, before, after, "Olena Petrenko")
    line = (tmp_path / LOG_NAME).read_text("utf-8")
    assert line.endswith(" round 3, board 2: * → 1/2-1/2 by Olena Petrenko\n")
