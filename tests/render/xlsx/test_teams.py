"""The team workbook as written (its live formulas recalculated by LibreOffice
are in tests/test_team_workbook_libreoffice.py, where everything sits in
xlsx/test_team_layout.py): the sheets in order, the named points cells, one
schedule row per board with the results entered, the final standings as
berger computed them, the same bytes twice, an event too big.

The event is FOUR (tests/core/conftest.py: teams T1–T4 of five players on 4
boards). Its schedule: R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from openpyxl import load_workbook
from tests.core.conftest import FOUR, four_teams, record_matches, teams

from berger.core.model import EventInfo
from berger.core.team_standings import compute_team_standings
from berger.core.team_table import build_team_table
from berger.core.teams import TeamEvent, make_team_event
from berger.errors import OutputError
from berger.formats.event import EventConfig, Options
from berger.formats.team_event import TeamSetup
from berger.formats.workbook import (
    FIRST_GAME_ROW,
    TEAM_BOARD,
    TEAM_COLOUR,
    TEAM_PLAYER1,
    TEAM_PLAYER2,
    TEAM_RESULT,
    TEAM_ROUND,
)
from berger.render.labels import load_labels
from berger.render.xlsx.team_layout import (
    BOARD_POINT_NAMES,
    MATCH_POINT_NAMES,
    MATCH_POINTS_ROW,
    POINTS_ROW,
)
from berger.render.xlsx.teams import write_team_workbook

SHEETS = ["Event", "Teams", "Schedule", "Crosstable", "Standings", "Final standings"]


def team_config(event: TeamEvent) -> EventConfig:
    return EventConfig(
        source=Path("event.toml"),
        folder=Path(),
        info=event.info,
        players=(),
        players_file="teams.csv",
        options=Options(tiebreaks=("EDE", "EMGSB")),
        teams=TeamSetup(event.teams, event.boards),
    )


def test_the_workbook_of_four_teams(tmp_path: Path) -> None:
    event = four_teams()
    results = record_matches(event, FOUR)
    standings = compute_team_standings(build_team_table(event, results))
    target = tmp_path / "teams.xlsx"
    write_team_workbook(team_config(event), event, results, standings, target)
    book = load_workbook(target)
    assert book.sheetnames == SHEETS
    # The points a board and a match are worth, as named cells.
    sheet = book["Event"]
    names = [*BOARD_POINT_NAMES, *MATCH_POINT_NAMES]
    rows = [POINTS_ROW + k for k in range(5)] + [MATCH_POINTS_ROW + k for k in range(3)]
    for name, row in zip(names, rows, strict=True):
        assert book.defined_names[name].attr_text == f"'Event'!$B${row}"
    assert [sheet.cell(row, 2).value for row in rows] == [1, 0.5, 0, 1, 0, 2, 1, 0]
    # One row per board: 3 rounds × 2 matches × 4 boards. Row 2 is R1 1–4
    # board 1: T1's first player has white and won.
    schedule = book["Schedule"]
    assert schedule.max_row == FIRST_GAME_ROW - 1 + 3 * 2 * 4
    first = [
        schedule.cell(FIRST_GAME_ROW, column).value
        for column in (TEAM_ROUND, TEAM_BOARD, TEAM_COLOUR, TEAM_PLAYER1)
    ]
    assert first == [1, 1, "w", "P1.1"]
    codes = [
        schedule.cell(row, TEAM_RESULT).value
        for row in range(FIRST_GAME_ROW, FIRST_GAME_ROW + 4)
    ]
    assert codes == ["1-0", "½-½", "½-½", "0-1"]
    assert schedule.cell(FIRST_GAME_ROW + 1, TEAM_PLAYER2).value == "P4.2"
    # The final standings: 4 first (4 MP, 6½ GP), 1 and 3 level on points
    # and split by EDE (3 beat 1), 2 last.
    final = book["Final standings"]
    header = [cell.value for cell in final[3]]
    assert header[:6] == ["Place", "No.", "Team", "Rating", "MP", "GP"]
    lines = [[cell.value for cell in final[row]][:6] for row in range(4, 8)]
    assert [line[:3] for line in lines] == [
        ["1", 4, "T4"],
        ["2", 3, "T3"],
        ["3", 1, "T1"],
        ["4", 2, "T2"],
    ]
    assert [line[4:6] for line in lines] == [[4, 6.5], [3, 6], [3, 6], [2, 5.5]]


def test_before_any_result(tmp_path: Path) -> None:
    event = four_teams()
    target = tmp_path / "teams.xlsx"
    write_team_workbook(team_config(event), event, None, None, target)
    book = load_workbook(target)
    schedule = book["Schedule"]
    assert all(
        schedule.cell(row, TEAM_RESULT).value is None
        for row in range(FIRST_GAME_ROW, schedule.max_row + 1)
    )
    final = book["Final standings"]
    assert final.max_row == 3
    assert final["A2"].value == load_labels("en").wb_final_none


def test_the_same_event_gives_the_same_bytes(tmp_path: Path) -> None:
    event = dataclasses.replace(four_teams(), info=EventInfo(name="League"))
    for name in ("a.xlsx", "b.xlsx"):
        write_team_workbook(team_config(event), event, None, None, tmp_path / name)
    assert (tmp_path / "a.xlsx").read_bytes() == (tmp_path / "b.xlsx").read_bytes()
    assert load_workbook(tmp_path / "a.xlsx").properties.title == "League"


def test_an_event_too_big_for_a_worksheet_is_refused(tmp_path: Path) -> None:
    # The schedule has a row per board of every match: 60 teams on 100
    # boards over 20 cycles make 20 × 59 rounds × 30 matches × 100 boards =
    # 3,540,000 rows, beyond a worksheet's 1,048,576.
    event = make_team_event(EventInfo(), teams(60, size=100), boards=100, cycles=20)
    target = tmp_path / "big.xlsx"
    with pytest.raises(OutputError, match="does not fit in one worksheet"):
        write_team_workbook(team_config(event), event, None, None, target)
    assert not target.exists()
