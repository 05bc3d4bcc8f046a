"""The blocks of cells the sheets share, for players and teams alike."""

from __future__ import annotations

from fractions import Fraction

from openpyxl import Workbook

from berger.core.model import EventInfo, Outcome, Player
from berger.render.labels import load_labels
from berger.render.xlsx.blocks import (
    PLAYER_HEADS,
    cell_number,
    crosstable_columns,
    crosstable_heads,
    lock_schedule,
    name_width,
    result_dropdown,
    sheet_start,
    standings_columns,
    write_codes,
    write_player,
    write_result,
)
from berger.render.xlsx.formulas import DROPDOWN
from berger.render.xlsx.styles import Pen


def test_points_are_exact_numbers() -> None:
    assert cell_number(Fraction(5, 2)) == 2.5
    assert isinstance(cell_number(Fraction(4, 2)), int)
    assert (cell_number(3), cell_number(None)) == (3, None)


def test_a_name_column_is_as_wide_as_the_longest_name_within_reason() -> None:
    # At least 12 characters and 2 to spare, at most 40.
    assert name_width(["Ann", "Bo"]) == 14
    assert name_width(["Hartley, James Edward"]) == 21 + 2
    assert name_width(["x" * 60]) == 40
    assert name_width([]) == 14


def test_a_result_cell_is_a_code_or_empty() -> None:
    ws = Workbook().active
    pen = Pen()
    write_result(pen, ws, 2, 7, Outcome.DRAW)
    write_result(pen, ws, 3, 7, Outcome.WHITE_FORFEIT_WIN)
    write_result(pen, ws, 4, 7, None)
    assert [ws.cell(row=r, column=7).value for r in (2, 3, 4)] == ["½-½", "+-", None]
    # Every result cell stays editable in the protected sheet.
    assert not ws.cell(row=4, column=7).protection.locked


def test_a_players_line_from_a_column_on() -> None:
    # From column D: name, title, rating, federation, club, birth, FIDE id,
    # as PLAYER_HEADS names them; text as text, the rating a number, what is
    # not known left empty.
    ws = Workbook().active
    player = Player("=Ann", 2105, title="FM", federation="UKR", fide_id="14109603")
    write_player(Pen(), ws, 5, 4, player, "bold")
    values = [ws.cell(row=5, column=c).value for c in range(4, 11)]
    assert values == ["=Ann", "FM", 2105, "UKR", None, None, "14109603"]
    assert (ws["D5"].data_type, ws["D5"].font.bold) == ("s", True)
    assert len(PLAYER_HEADS) == len(values)
    assert (PLAYER_HEADS[0], PLAYER_HEADS[2]) == ("wb_name", "wb_rating")


def test_the_result_cells_take_only_the_codes() -> None:
    ws = Workbook().active
    result_dropdown(ws, load_labels("en"), "G2:G13")
    (validation,) = ws.data_validations.dataValidation
    assert (str(validation.sqref), validation.type) == ("G2:G13", "list")
    assert validation.formula1 == '"' + ",".join(DROPDOWN) + '"'
    assert validation.showErrorMessage


def test_a_schedule_is_locked_but_for_its_results() -> None:
    ws = Workbook().active
    lock_schedule(ws, 10)
    assert ws.column_dimensions["J"].hidden
    assert ws.freeze_panes == "A2"
    assert ws.protection.sheet
    assert (ws.protection.formatColumns, ws.protection.formatRows) == (False, False)


def test_a_sheet_starts_with_the_events_name_and_its_own() -> None:
    ws = Workbook().active
    sheet_start(Pen(), ws, "Schedule", EventInfo(name="Cup"), "a note")
    assert (ws.title, ws["A1"].value, ws["A2"].value) == (
        "Schedule",
        "Cup — Schedule",
        "a note",
    )
    write_codes(Pen(), ws, 5, "Codes", [("1-0", "white wins")])
    assert [ws["A5"].value, ws["A6"].value, ws["B6"].value] == [
        "Codes",
        "1-0",
        "white wins",
    ]


def test_crosstable_heads_of_a_double_round_robin() -> None:
    # Two cycles: "No." merged down over rows 3 and 4; opponent 1's number
    # over its columns D:E, merged across, the cycles 1 and 2 under it.
    ws = Workbook().active
    crosstable_heads(Pen(), ws, 2, {1: "No."}, [(4, 1)])
    assert sorted(str(r) for r in ws.merged_cells.ranges) == ["A3:A4", "D3:E3"]
    assert [ws.cell(row=3, column=c).value for c in (1, 4)] == ["No.", 1]
    assert [ws.cell(row=4, column=c).value for c in (4, 5)] == [1, 2]


def test_crosstable_heads_of_a_single_round_robin_merge_nothing() -> None:
    ws = Workbook().active
    crosstable_heads(Pen(), ws, 1, {1: "No."}, [(4, 1), (5, 2)])
    assert not ws.merged_cells.ranges
    assert [ws.cell(row=3, column=c).value for c in (1, 4, 5)] == ["No.", 1, 2]
    assert ws.cell(row=4, column=4).value is None


def test_crosstable_columns_hide_the_helpers() -> None:
    # Games in D:F 4.5 wide, totals G:H 8 wide, I to K hidden.
    ws = Workbook().active
    crosstable_columns(
        ws,
        "a4",
        first_row=4,
        name_width=20,
        game_width=4.5,
        totals=7,
        hidden=9,
        last=11,
    )
    dims = ws.column_dimensions
    assert [dims[c].width for c in "BDFGH"] == [20, 4.5, 4.5, 8, 8]
    assert [dims[c].hidden for c in "HIJK"] == [False, True, True, True]
    assert (ws.freeze_panes, ws.print_title_rows) == ("D4", "$3:$3")


def test_a_standings_header_and_its_columns() -> None:
    ws = Workbook().active
    heads = ("Place", "No.", "Name", "Rating", "Pts", "SB")
    standings_columns(Pen(), ws, "a4", heads, 18, landscape=False)
    assert [ws.cell(row=3, column=c).value for c in range(1, 7)] == list(heads)
    assert [ws.column_dimensions[c].width for c in "ABCDEF"] == [7, 5, 18, 8, 8, 8]
    assert ws.freeze_panes == "A4"
