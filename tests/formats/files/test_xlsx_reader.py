"""Reading an XLSX workbook, whatever state the file is in: each kind of
damage gives its one line, naming the part or sheet at fault (the workbooks
are made by hand, :mod:`tests.formats.xlsx_parts`)."""

from __future__ import annotations

import pytest
from tests.formats.xlsx_parts import (
    SHEET,
    WORKBOOK,
    compressed_at,
    parts,
    patched,
    row,
    sheet,
    zipped,
)

from berger.errors import InputError
from berger.formats.files import xlsx_reader
from berger.formats.files.xlsx_reader import read_workbook


def read(data: bytes) -> list[list[tuple[object, ...]]]:
    """Every row of every sheet of the workbook ``data``."""
    workbook = read_workbook(data, "event.xlsx")
    try:
        return [list(sheet.iter_rows()) for sheet in workbook.worksheets]
    finally:
        workbook.close()


def error(data: bytes) -> str:
    """The one line reading the workbook ``data`` fails with."""
    with pytest.raises(InputError) as caught:
        read(data)
    return str(caught.value)


def test_a_sound_workbook_reads() -> None:
    assert read(zipped(parts())) == [
        [("name", "rating"), ("Alice", 2100), ("Bob", 2050)]
    ]
    workbook = read_workbook(zipped(parts()), "event.xlsx")
    assert [sheet.title for sheet in workbook.worksheets] == ["Players"]
    rows = workbook.worksheets[0].iter_rows(min_row=2, max_col=1)
    assert list(rows) == [("Alice",), ("Bob",)]
    workbook.close()


def test_openpyxl_warnings_are_not_shown() -> None:
    # A name defined for a sheet that is not there: openpyxl warns ("Defined
    # names for sheet index 5 cannot be located"), a line on stderr beside
    # the output (and an error in this suite), and drops it; the reader
    # silences openpyxl's warnings.
    named = WORKBOOK.replace(
        "</sheets>",
        '</sheets><definedNames><definedName name="x" localSheetId="5">'
        "Players!$A$1</definedName></definedNames>",
    )
    assert read(zipped(parts(xl_workbook_xml=named)))[0][1] == ("Alice", 2100)


def test_not_a_zip_archive() -> None:
    assert error(b"name,rating\nAlice,2100\n") == (
        "event.xlsx: not an Excel workbook (.xlsx)"
    )


def test_an_old_xls_or_a_locked_workbook() -> None:
    ole = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504)
    assert error(ole) == (
        "event.xlsx: an old Excel file (.xls) or a workbook locked with a"
        " password: save it from Excel as .xlsx, without a password"
    )


def test_a_workbook_cut_short() -> None:
    data = zipped(parts())
    assert error(data[: len(data) // 2]) == (
        "event.xlsx: damaged workbook: cut short, or its zip directory is damaged"
    )


def test_an_unknown_compression_method() -> None:
    data = patched(zipped(parts()), "xl/workbook.xml", at=10, value=99)
    assert error(data) == (
        "event.xlsx: xl/workbook.xml: damaged: compressed by an unknown method (99)"
    )


def test_a_part_stored_in_a_way_zipfile_cannot_read() -> None:
    # flag bit 6: strong encryption
    data = patched(zipped(parts()), "xl/workbook.xml", at=8, value=1 << 6)
    assert error(data) == (
        "event.xlsx: xl/workbook.xml: damaged: stored in a way that cannot be"
        " read (strong encryption (flag bit 6))"
    )


def test_compressed_data_that_does_not_unpack() -> None:
    data = bytearray(zipped(parts()))
    start, size = compressed_at(bytes(data), "xl/workbook.xml")
    # 0xff: a final block of the reserved type 3, "invalid block type"
    data[start : start + size] = b"\xff" * size
    assert error(bytes(data)) == "event.xlsx: xl/workbook.xml: damaged: does not unpack"


def test_a_sheet_whose_data_fails_its_checksum_while_its_rows_are_read() -> None:
    # A sheet longer than the first read (16 KiB) is checked only when its
    # rows are read: the damage is found in the sheet, named by its tab.
    rows = [row(n, f"Player {n}", str(1000 + n)) for n in range(2, 400)]
    long = sheet(*rows, last=399)
    data = bytearray(
        zipped(
            parts(xl_worksheets_sheet1_xml=long), stored=("xl/worksheets/sheet1.xml",)
        )
    )
    start, size = compressed_at(bytes(data), "xl/worksheets/sheet1.xml")
    data[start + size - 40] ^= 0x01  # one bit, inside a name near the end
    assert error(bytes(data)) == "event.xlsx: sheet 'Players': damaged: does not unpack"


def test_damaged_xml_in_a_sheet() -> None:
    broken = SHEET.replace("</sheetData>", "</sheetDat>")
    column = broken.index("</sheetDat>") + 2  # expat counts from the name
    assert error(zipped(parts(xl_worksheets_sheet1_xml=broken))) == (
        f"event.xlsx: sheet 'Players': damaged XML: mismatched tag: line 1,"
        f" column {column}"
    )


def test_damaged_xml_in_another_part() -> None:
    broken = WORKBOOK.replace("</sheets>", "</sheet>")
    column = broken.index("</sheet>") + 2
    assert error(zipped(parts(xl_workbook_xml=broken))) == (
        f"event.xlsx: xl/workbook.xml: damaged XML: mismatched tag: line 1,"
        f" column {column}"
    )


def test_a_missing_part() -> None:
    assert error(zipped(parts(xl_workbook_xml=None))) == (
        "event.xlsx: damaged workbook: part 'xl/workbook.xml' is missing"
    )


def test_a_cell_value_that_cannot_be_read() -> None:
    bad = sheet(row(2, "Alice", "x1"), row(3, "Bob", "2050"))
    assert error(zipped(parts(xl_worksheets_sheet1_xml=bad))) == (
        "event.xlsx: sheet 'Players': damaged: a value that cannot be read"
        " (invalid literal for int() with base 10: 'x1')"
    )


def test_an_attribute_that_cannot_be_read() -> None:
    bad = WORKBOOK.replace('sheetId="1"', 'sheetId="x"')
    assert error(zipped(parts(xl_workbook_xml=bad))) == (
        "event.xlsx: damaged workbook: expected <class 'int'>"
    )


def test_a_workbook_without_sheets_has_none() -> None:
    empty = WORKBOOK.replace(
        '<sheets><sheet name="Players" sheetId="1" r:id="rId1"/></sheets>', "<sheets/>"
    )
    assert read(zipped(parts(xl_workbook_xml=empty))) == []


def test_rows_beyond_excels_last(monkeypatch: pytest.MonkeyPatch) -> None:
    # A damaged row number inside a damaged dimension has openpyxl fill the
    # gap with empty rows, up to a hundred million: reading stops at Excel's
    # last row (made 10 here, to keep the test quick).
    monkeypatch.setattr(xlsx_reader, "MAX_ROWS", 10)
    far = sheet(row(2, "Alice", "2100"), row(99_999_999, "Bob", "2050"), last=10**8)
    assert error(zipped(parts(xl_worksheets_sheet1_xml=far))) == (
        "event.xlsx: sheet 'Players': damaged: rows beyond row 10, Excel's last"
    )


def test_an_error_of_the_code_reading_the_rows_is_not_taken_for_damage() -> None:
    # Only the library's reading is guarded: a ValueError of the code that
    # takes the rows (a bug) keeps its type and its traceback.
    def ratings(workbook: xlsx_reader.Workbook) -> list[int]:
        return [int(str(values[1])) for values in workbook.worksheets[0].iter_rows()]

    workbook = read_workbook(zipped(parts()), "event.xlsx")
    with pytest.raises(ValueError, match="invalid literal") as caught:
        ratings(workbook)  # the header's "rating" is no number
    assert type(caught.value) is ValueError
    workbook.close()
