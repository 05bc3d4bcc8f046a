"""The team workbook's crosstable, written for FOUR's teams
(tests/render/team_events.py): each cell sums the row team's board points of
one match from the schedule, once all its boards have a result."""

from __future__ import annotations

from openpyxl import Workbook
from tests.render.xlsx.conftest import team_book

from berger.render.xlsx.sheets import crosstable_sheet
from berger.render.xlsx.team_crosstable import match_cells


def test_each_match_is_read_from_the_row_teams_side() -> None:
    ws = Workbook().active
    crosstable_sheet(team_book(), ws)
    # The schedule's matches, 4 boards each from row 2: R1 1–4 (rows 2–5),
    # 2–3 (6–9); R2 4–3 (10–13), 1–2 (14–17); R3 2–4 (18–21), 3–1 (22–25).
    # Column L holds the first-named team's board points, M the second's.
    # Team 1 (row 4): against 2 (column E) first-named in R2, against 3 (F)
    # second-named in R3, against 4 (G) first-named in R1.
    cells = {column: ws[f"{column}4"].value for column in "DEFG"}
    assert cells == {
        "D": None,  # the diagonal
        "E": """=IF(COUNT('Schedule'!L14:L17)<4,"",SUM('Schedule'!L14:L17))""",
        "F": """=IF(COUNT('Schedule'!M22:M25)<4,"",SUM('Schedule'!M22:M25))""",
        "G": """=IF(COUNT('Schedule'!L2:L5)<4,"",SUM('Schedule'!L2:L5))""",
    }


def test_match_points_game_points_and_the_live_place() -> None:
    ws = Workbook().active
    crosstable_sheet(team_book(), ws)
    # Match points: the hidden helpers M–P; game points: the matches D–G.
    assert (ws["H4"].value, ws["I4"].value) == ("=SUM(M4:P4)", "=SUM(D4:G4)")
    # Team 1's match against 2 (E4) beside team 2's against 1 (D5).
    assert ws["N4"].value == (
        '=IF(E4="","",IF(E4>D5,mpts_win,IF(E4<D5,mpts_loss,'
        "IF(E4+D5=0,mpts_loss,mpts_draw))))"
    )
    # The round of the last result: the highest in the schedule's column N.
    assert ws["C2"].value == "=MAX('Schedule'!$N$2:$N$25)"
    assert all(ws.column_dimensions[c].hidden for c in "KLMNOP")


def test_a_match_is_read_from_its_rows_for_both_teams() -> None:
    # R1 1–4 on schedule rows 2–5: team 1 (first-named) reads L, team 4 M,
    # each in the column of the other (team 4: G; team 1: D). 4 × 3 matches
    # a team, 12 cells; none on the diagonal.
    cells = match_cells(team_book())
    assert cells[1, 7] == """=IF(COUNT('Schedule'!L2:L5)<4,"",SUM('Schedule'!L2:L5))"""
    assert cells[4, 4] == """=IF(COUNT('Schedule'!M2:M5)<4,"",SUM('Schedule'!M2:M5))"""
    assert len(cells) == 12
    assert all(column != team + 3 for team, column in cells)
