"""The team workbook's sheets, written for the event of
tests/render/team_events.py (FOUR, with team 1's reserve on board 4 in R3)."""

from __future__ import annotations

from openpyxl import Workbook
from tests.render.team_events import results, table, team_book

from berger.core.team_standings import compute_team_standings
from berger.render.xlsx.team_sheets import final_sheet, schedule_sheet, teams_sheet


def test_the_schedule_has_a_row_per_board() -> None:
    ws = Workbook().active
    schedule_sheet(team_book(), ws, results())
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


def test_the_final_standings_are_berger_s() -> None:
    ws = Workbook().active
    final_sheet(team_book(), ws, compute_team_standings(table()))
    # T4 first: drawn in R1 (2:2) and R2 (2:2), won R3 2½:1½: 4 match points,
    # 6½ game points; last T2, 2 match points, 2½ + 1½ + 1½ = 5½.
    assert [ws.cell(row=4, column=c).value for c in range(1, 7)] == [
        *("1", 4, "T4", None, 4, 6.5),
    ]
    assert [ws.cell(row=7, column=c).value for c in (1, 2, 5, 6)] == ["4", 2, 2, 5.5]
