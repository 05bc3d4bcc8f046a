"""How the workbook looks and prints: frozen panes, locked cells but the
results, the dropdown, shaded diagonals, the paper and the page fit."""

from __future__ import annotations

from pathlib import Path

from openpyxl import Workbook, load_workbook
from tests.render.xlsx.conftest import written

from berger.render.xlsx.formulas import DROPDOWN
from berger.render.xlsx.styles import Pen, looks, print_setup, widths


def test_looks_like_an_arbiters_tool(samples: Path, tmp_path: Path) -> None:
    book = load_workbook(written(samples / "club-championship", tmp_path / "e.xlsx"))
    schedule = book["Schedule"]
    assert schedule.freeze_panes == "A2"
    assert schedule.print_title_rows == "$1:$1"
    assert schedule.protection.sheet
    assert schedule["G2"].protection.locked is False
    assert schedule["G2"].number_format == "@"
    assert schedule["D2"].protection.locked is True
    (validation,) = schedule.data_validations.dataValidation
    assert validation.type == "list"
    assert str(validation.sqref) == "G2:G29"
    assert validation.formula1 == '"' + ",".join(DROPDOWN) + '"'
    assert len(validation.formula1) <= 255
    assert validation.allow_blank
    assert validation.showErrorMessage
    crosstable = book["Crosstable"]
    assert crosstable.freeze_panes == "D4"
    assert crosstable.page_setup.orientation == "landscape"
    assert crosstable.page_setup.fitToWidth == 1
    assert crosstable.page_setup.fitToHeight == 0
    assert crosstable.sheet_properties.pageSetUpPr.fitToPage
    assert crosstable.print_title_rows == "$3:$3"
    assert int(crosstable.page_setup.paperSize) == int(crosstable.PAPERSIZE_A4)
    for number in range(1, 9):
        diagonal = crosstable.cell(3 + number, 3 + number)
        assert diagonal.value is None
        assert diagonal.fill.fgColor.rgb.endswith("999999")
        assert crosstable.cell(3 + number, 4 + number % 8).fill.fill_type is None
    assert crosstable.column_dimensions["B"].width >= 16
    assert crosstable.row_dimensions[12].hidden  # the SB helper row
    standings = book["Standings"]
    assert standings.freeze_panes == "A4"
    assert standings["A3"].value == "Place"


def test_text_is_never_a_formula_and_a_formula_is_one() -> None:
    sheet = Workbook().active
    pen = Pen()
    pen.text(sheet, 1, 1, "=1+1", "name")
    pen.put(sheet, 1, 2, "=1+1")
    pen.head(sheet, 2, 1, "Name")
    pen.head(sheet, 2, 2, 7)
    assert (sheet["A1"].value, sheet["A1"].data_type) == ("=1+1", "s")
    assert (sheet["B1"].value, sheet["B1"].data_type) == ("=1+1", "f")
    assert (sheet["A2"].data_type, sheet["B2"].value) == ("s", 7)
    assert sheet["A2"].font.bold
    assert sheet["A2"].fill.fgColor.rgb.endswith("D9D9D9")


def test_a_look_is_built_once_and_copied() -> None:
    sheet = Workbook().active
    pen = Pen()
    first = pen.put(sheet, 1, 1, None, "result")
    second = pen.put(sheet, 2, 1, None, "result")
    assert set(pen.styles) == {"result"}
    for cell in (first, second):
        assert cell.protection.locked is False
        assert cell.number_format == "@"
        assert cell.alignment.horizontal == "center"
    assert first.style_id == second.style_id
    assert {"header", "grid", "result", "entry", "diagonal", "place"} <= set(looks())


def test_column_widths_and_the_printed_page() -> None:
    sheet = Workbook().active
    widths(sheet, [5, 24.5, 8])
    assert [sheet.column_dimensions[c].width for c in "ABC"] == [5, 24.5, 8]
    print_setup(sheet, "letter", "$1:$2", landscape=True)
    assert int(sheet.page_setup.paperSize) == int(sheet.PAPERSIZE_LETTER)
    assert sheet.page_setup.orientation == "landscape"
    assert (sheet.page_setup.fitToWidth, sheet.page_setup.fitToHeight) == (1, 0)
    assert sheet.print_title_rows == "$1:$2"
    print_setup(sheet, "a4", "$1:$1")
    assert int(sheet.page_setup.paperSize) == int(sheet.PAPERSIZE_A4)
    assert sheet.page_setup.orientation == "portrait"
