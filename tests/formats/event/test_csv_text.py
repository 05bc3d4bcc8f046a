"""A CSV file as text to change in place: its encoding, line ends and
delimiter kept, a row put back or added."""

from __future__ import annotations

from pathlib import Path

import pytest

from berger.errors import InputError
from berger.formats.event.csv_text import (
    CsvText,
    encode,
    new_csv_text,
    put_row,
    read_csv_text,
    rows_of,
)


def test_cp1251_cannot_take_every_name() -> None:
    text = CsvText("round;result\n", "cp1251", "\n", ";")
    with pytest.raises(InputError, match="cp1251, which cannot hold 'Ł'"):
        encode(CsvText(text.text + "Ł\n", "cp1251", "\n", ";"), "r.csv")


def test_a_row_put_back_or_added_the_rest_kept(tmp_path: Path) -> None:
    path = tmp_path / "r.csv"
    path.write_bytes('тур;результат\r\n1;"a\r\nb"\r\n'.encode("cp1251"))
    text = read_csv_text(path)
    assert (text.encoding, text.newline, text.delimiter) == ("cp1251", "\r\n", ";")
    header, quoted = rows_of(text)
    assert (quoted.first, quoted.last, quoted.cells) == (2, 3, ("1", "a\nb"))
    changed = put_row(put_row(text, quoted, ["1", "1-0"]), None, ["2", "0-1"])
    assert encode(changed, "r.csv") == "тур;результат\r\n1;1-0\r\n2;0-1\r\n".encode(
        "cp1251"
    )
    assert new_csv_text(["round", "result"]).text == "round,result\n"
    assert header.cells == ("тур", "результат")
