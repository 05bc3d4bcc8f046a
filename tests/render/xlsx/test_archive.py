"""The workbook's file: the same event gives the same bytes (every member
dated the event's start), written whole or not at all."""

from __future__ import annotations

import datetime as dt
import zipfile
from pathlib import Path

import pytest
from openpyxl import load_workbook
from tests.conftest import assert_error, run
from tests.render.xlsx.conftest import write, written

from berger.core.model import EventInfo, Player
from berger.core.teams.event import Team, make_team_event
from berger.core.tournament import make_tournament
from berger.errors import OutputError
from berger.render.xlsx.archive import event_date


def test_the_same_event_gives_the_same_bytes(samples: Path, tmp_path: Path) -> None:
    first = written(samples / "open-varma", tmp_path / "a.xlsx")
    second = written(samples / "open-varma", tmp_path / "b.xlsx")
    assert first.read_bytes() == second.read_bytes()
    # Every member carries the event's date, none the clock's (openpyxl
    # writes worksheets from temporary files, whose times would leak in).
    with zipfile.ZipFile(first) as archive:
        stamps = {info.date_time for info in archive.infolist()}
    assert stamps == {(2026, 12, 20, 0, 0, 0)}
    properties = load_workbook(first).properties
    assert properties.created == dt.datetime(2026, 12, 20)
    assert properties.modified == dt.datetime(2026, 12, 20)


def test_a_failed_write_leaves_no_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from openpyxl.writer.excel import ExcelWriter

    players = [Player(f"P{i}") for i in range(4)]
    tournament = make_tournament(EventInfo(), players)
    target = tmp_path / "e.xlsx"
    target.write_bytes(b"the previous workbook")

    def broken(self: ExcelWriter) -> None:
        self._archive.writestr("xl/partial.xml", "<half")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(ExcelWriter, "write_data", broken)
    with pytest.raises(OutputError, match="No space left on device"):
        write(tournament, target)
    assert target.read_bytes() == b"the previous workbook"
    assert [p.name for p in tmp_path.iterdir()] == ["e.xlsx"]


def test_unwritable_output_is_one_line(samples: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", "utf-8")
    result = run("workbook", samples / "club-championship", "-o", blocker / "e.xlsx")
    assert_error(result, pattern="cannot write")


@pytest.mark.parametrize(
    ("info", "stamp"),
    [
        (
            EventInfo(start=dt.date(2026, 3, 23), end=dt.date(2026, 3, 27)),
            dt.datetime(2026, 3, 23),
        ),
        (EventInfo(end=dt.date(2026, 3, 27)), dt.datetime(2026, 3, 27)),
        # Before 1980 a zip member cannot be dated: no date gives its first day.
        (EventInfo(), dt.datetime(1980, 1, 1)),
    ],
)
def test_the_workbook_is_dated_by_the_event(
    info: EventInfo, stamp: dt.datetime
) -> None:
    players = [Player(f"P{i}") for i in range(1, 4)]
    assert event_date(make_tournament(info, players)) == stamp
    teams = [Team(f"T{t}", (Player(f"A{t}"), Player(f"B{t}"))) for t in (1, 2)]
    assert event_date(make_team_event(info, teams, boards=2)) == stamp
