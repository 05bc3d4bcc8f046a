"""A CSV file changed in place: read as its bytes tell, rows replaced or
added, every other byte written back as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from berger.errors import InputError
from berger.formats.event.csv_text import (
    CsvText,
    Row,
    cell,
    data_rows,
    encode,
    new_csv_text,
    put_row,
    read_csv_text,
    rows_of,
    set_rows,
)


def test_the_bytes_tell_the_encoding_line_ends_and_delimiter(tmp_path: Path) -> None:
    path = tmp_path / "r.csv"
    path.write_bytes("тур\tрезультат\r\n1\t1-0\r\n".encode("cp1251"))
    text = read_csv_text(path)
    assert text == CsvText("тур\tрезультат\n1\t1-0\n", "cp1251", "\r\n")
    assert text.delimiter == "\t"
    assert encode(text, "r.csv") == path.read_bytes()
    path.write_bytes(b"\xef\xbb\xbfround;result\n")
    with_bom = read_csv_text(path)
    assert (with_bom.text, with_bom.encoding) == ("round;result\n", "utf-8-sig")
    assert with_bom.delimiter == ";"
    assert encode(with_bom, "r.csv") == path.read_bytes()
    assert new_csv_text(("round", "result")) == CsvText("round,result\n", "utf-8", "\n")


def test_cp1251_cannot_take_every_name() -> None:
    with pytest.raises(InputError, match="cp1251, which cannot hold 'Ł'"):
        encode(CsvText("round;result\nŁ\n", "cp1251", "\n"), "r.csv")


def test_a_row_of_two_lines_is_replaced_whole() -> None:
    text = CsvText('a,b\n"x\ny",1\n\nz,2\n', "utf-8", "\n")
    rows = rows_of(text)
    assert [(row.first, row.last) for row in rows] == [(1, 1), (2, 3), (4, 4), (5, 5)]
    header, found = data_rows(text)
    assert header.cells == ("a", "b")
    assert [row.cells for row in found] == [("x\ny", "1"), ("z", "2")]
    assert cell(found[1], 1) == "2"
    assert cell(found[1], 5) == cell(found[1], None) == ""
    changed = put_row(text, found[0], ["x, y", "3"])
    assert changed.text == 'a,b\n"x, y",3\n\nz,2\n'
    # A row added at the end, the last line end kept or given.
    assert put_row(changed, None, ["w", "4"]).text.endswith("z,2\nw,4\n")
    no_end = CsvText("a,b\nz,2", "utf-8", "\n")
    assert put_row(no_end, None, ["w", "4"]).text == "a,b\nz,2\nw,4\n"


def test_the_rows_that_name_a_game_are_changed_or_one_is_added() -> None:
    text = CsvText("round,result,note\n1,1-0,kept\n2\n1,0-1\n", "utf-8", "\n")
    _header, rows = data_rows(text)
    columns = {"round": 0, "result": 1}

    def first_round(row: Row) -> bool:
        return cell(row, 0) == "1"

    changed = set_rows(text, rows, columns, first_round, lambda row: {1: "="}, None)
    assert changed.text == "round,result,note\n1,=,kept\n2\n1,=\n"
    never = set_rows(text, rows, columns, lambda row: False, lambda row: {}, None)
    assert never == text
    added = set_rows(
        text, rows, columns, lambda row: False, lambda row: {}, lambda: {0: "3"}
    )
    assert added.text.endswith("1,0-1\n3,\n")  # filled out to the known columns


def test_no_header_and_a_malformed_file_are_refused() -> None:
    with pytest.raises(InputError, match="the file is empty: no header row"):
        data_rows(CsvText("\n\n", "utf-8", "\n"))
    huge = "a,b\n1," + "x" * 200_000 + "\n"
    with pytest.raises(InputError, match="2: malformed CSV: field larger than"):
        rows_of(CsvText(huge, "utf-8", "\n"))
