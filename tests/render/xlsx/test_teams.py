"""The team workbook as written (its live formulas recalculated by LibreOffice
are in tests/test_team_workbook_libreoffice.py, where everything sits in
xlsx/test_layout.py): the sheets in order, the named points cells, one
schedule row per board with the results entered, the teams sheet, the final
standings as berger computed them, the same bytes twice, an event too big.

The event is FOUR (tests/core/conftest.py: teams T1–T4 of five players on 4
boards). Its schedule: R1 1–4, 2–3 · R2 4–3, 1–2 · R3 2–4, 3–1. The sheet
tests write it with team 1's reserve on board 4 in R3
(tests/render/team_events.py)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from openpyxl import Workbook, load_workbook
from tests.core.conftest import FOUR, four_teams, record_matches, teams
from tests.render.team_events import results as reserve_results
from tests.render.team_events import table
from tests.render.xlsx.conftest import TEAM_CHAIN, team_book, write

from berger.core.model import EventInfo
from berger.core.teams.event import make_team_event
from berger.core.teams.standings import compute_team_standings
from berger.core.teams.table import build_team_table
from berger.errors import OutputError
from berger.formats.event.workbook import (
    FIRST_GAME_ROW,
    TEAM_BOARD,
    TEAM_COLOUR,
    TEAM_PLAYER1,
    TEAM_PLAYER2,
    TEAM_RESULT,
    TEAM_ROUND,
)
from berger.render.labels import load_labels
from berger.render.xlsx.layout import (
    BOARD_POINT_NAMES,
    BOARD_POINTS_ROW,
    MATCH_POINT_NAMES,
    MATCH_POINTS_ROW,
)
from berger.render.xlsx.sheets import final_sheet
from berger.render.xlsx.teams import (
    layout_of,
    player_width,
    schedule_sheet,
    team_start,
    teams_sheet,
)

SHEETS = ["Event", "Teams", "Schedule", "Crosstable", "Standings", "Final standings"]


def test_the_workbook_of_four_teams(tmp_path: Path) -> None:
    event = four_teams()
    results = record_matches(event, FOUR)
    standings = compute_team_standings(build_team_table(event, results))
    target = write(event, tmp_path / "teams.xlsx", results, standings, chain=TEAM_CHAIN)
    book = load_workbook(target)
    assert book.sheetnames == SHEETS
    # The points a board and a match are worth, as named cells.
    sheet = book["Event"]
    names = [*BOARD_POINT_NAMES, *MATCH_POINT_NAMES]
    rows = [BOARD_POINTS_ROW + k for k in range(5)]
    rows += [MATCH_POINTS_ROW + k for k in range(3)]
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
    book = load_workbook(write(event, tmp_path / "teams.xlsx", chain=TEAM_CHAIN))
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
        write(event, tmp_path / name, chain=TEAM_CHAIN)
    assert (tmp_path / "a.xlsx").read_bytes() == (tmp_path / "b.xlsx").read_bytes()
    assert load_workbook(tmp_path / "a.xlsx").properties.title == "League"


def test_an_event_too_big_for_a_worksheet_is_refused(tmp_path: Path) -> None:
    # The schedule has a row per board of every match: 60 teams on 100
    # boards over 20 cycles make 20 × 59 rounds × 30 matches × 100 boards =
    # 3,540,000 rows, beyond a worksheet's 1,048,576.
    event = make_team_event(EventInfo(), teams(60, size=100), boards=100, cycles=20)
    target = tmp_path / "big.xlsx"
    with pytest.raises(
        OutputError, match="3540000 board rows do not fit in one worksheet"
    ):
        write(event, target, chain=TEAM_CHAIN)
    assert not target.exists()


def test_the_schedule_has_a_row_per_board() -> None:
    ws = Workbook().active
    schedule_sheet(team_book(), ws, reserve_results())
    # R1, match 1: T1–T4, board 1 to T1 with white, 1-0; board 2 ½-½.
    assert [ws.cell(row=2, column=c).value for c in range(1, 12)] == [
        *(1, 1, 1, "T1", 1, "w", "P1.1", "1-0", "P4.1", 4, "T4"),
    ]
    assert [ws.cell(row=3, column=c).value for c in (5, 6, 8)] == [2, "b", "½-½"]
    # R3, match 2 (3–1) is the last: rows 22–25; T1's reserve on board 4.
    assert [ws.cell(row=25, column=c).value for c in (1, 2, 5, 7, 9)] == [
        *(3, 2, 4, "P3.4", "P1.5"),
    ]
    # The points of each side and the round of a board with a result.
    assert ws.cell(row=2, column=14).value == '=IF(L2="","",A2)'


def test_the_schedule_takes_codes_and_each_teams_players() -> None:
    ws = Workbook().active
    schedule_sheet(team_book(), ws, None)
    assert ws.cell(row=2, column=8).value is None  # no result yet
    codes, *players = ws.data_validations.dataValidation
    assert str(codes.sqref) == "H2:H25"
    # Team 1 (players on rows 4–8 of the Teams sheet) plays R1 board column
    # G (first-named), R2 G, R3 I (second-named against team 3).
    first = next(v for v in players if v.formula1 == "'Teams'!$D$4:$D$8")
    assert str(first.sqref) == "G2:G5 G14:G17 I22:I25"
    # The hidden round column, the header kept in view, the sheet protected.
    assert ws.column_dimensions["N"].hidden
    assert (ws.freeze_panes, ws.protection.sheet) == ("A2", True)


def test_the_teams_sheet_lists_every_player_in_board_order() -> None:
    ws = Workbook().active
    teams_sheet(team_book(), ws)
    # Five players a team from row 4: team 2 starts on row 9.
    assert [ws.cell(row=4, column=c).value for c in (1, 2, 3, 4)] == [
        *(1, "T1", 1, "P1.1"),
    ]
    assert [ws.cell(row=9, column=c).value for c in (1, 2, 3, 4)] == [
        *(2, "T2", 1, "P2.1"),
    ]
    assert ws.cell(row=23, column=4).value == "P4.5"
    # The board players in bold, the reserve (position 5) not.
    assert ws["D7"].font.bold
    assert not ws["D8"].font.bold
    assert [team_start(four_teams(), team) for team in (1, 2, 4)] == [4, 9, 19]


def test_the_final_standings_are_berger_s() -> None:
    ws = Workbook().active
    final_sheet(team_book(), ws, compute_team_standings(table()))
    # T4 first: drawn in R1 (2:2) and R2 (2:2), won R3 2½:1½: 4 match points,
    # 6½ game points; last T2, 2 match points, 2½ + 1½ + 1½ = 5½.
    assert [ws.cell(row=4, column=c).value for c in range(1, 7)] == [
        *("1", 4, "T4", None, 4, 6.5),
    ]
    assert [ws.cell(row=7, column=c).value for c in (1, 2, 5, 6)] == ["4", 2, 2, 5.5]


def test_the_layout_of_a_team_event() -> None:
    # FOUR: 3 rounds of 2 matches of 4 boards: 24 schedule rows; the
    # second sheet is the teams'; names of players as wide as their longest
    # (P1.1: 4 characters, so the least, 12 and 2 to spare).
    layout = layout_of(four_teams(), load_labels("en"))
    assert (layout.games, layout.boards, layout.rows) == (6, 4, 24)
    assert layout.names[1] == "Teams"
    assert player_width(four_teams()) == 14
