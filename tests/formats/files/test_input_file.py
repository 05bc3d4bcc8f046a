"""Opening an input file: its bytes, its text (UTF-8, BOM, cp1251) and its
workbook, and the one line said for each way it fails."""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path

import pytest
from tests.formats.xlsx_parts import parts, zipped

from berger.errors import InputError
from berger.formats.files.input_file import (
    cannot_read,
    decode,
    open_workbook,
    parse_json,
    read_bytes,
    regular_file_bytes,
)


def test_read_bytes_gives_the_file_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_bytes(b"name\r\nAlice\r\n\xff")
    assert read_bytes(path, "players.csv") == b"name\r\nAlice\r\n\xff"


def test_read_bytes_names_each_failure(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"^nope.csv: file not found$"):
        read_bytes(tmp_path / "nope.csv", "nope.csv")
    with pytest.raises(InputError, match=r"^here: is a folder, not a file$"):
        read_bytes(tmp_path, "here")
    with pytest.raises(InputError) as caught:
        read_bytes(tmp_path / "pl\x00ayers.csv", "pl\\x00ayers.csv")
    assert str(caught.value) == (
        "pl\\x00ayers.csv: not a usable file name (embedded null byte)"
    )


def test_read_bytes_refuses_a_pipe_without_waiting_for_a_writer(
    tmp_path: Path,
) -> None:
    pipe = tmp_path / "players.csv"
    os.mkfifo(pipe)
    # A reader that waited for a writer is let go after a while (it would
    # then read nothing), so that a wait fails the test instead of hanging.
    release = threading.Timer(5, lambda: os.close(os.open(pipe, os.O_WRONLY)))
    release.start()
    try:
        with pytest.raises(InputError, match=r"^players.csv: not a regular file$"):
            read_bytes(pipe, "players.csv")
    finally:
        release.cancel()


def test_cannot_read_gives_the_systems_reason() -> None:
    denied = PermissionError(errno.EACCES, "Permission denied")
    assert str(cannot_read(denied, "players.csv")) == (
        "players.csv: cannot read: Permission denied"
    )
    assert str(cannot_read(OSError("no reason"), "x.csv")) == (
        "x.csv: cannot read: no reason"
    )


@pytest.mark.parametrize(
    ("data", "text"),
    [
        (b"name\nAlice\n", "name\nAlice\n"),
        ("\ufeffім'я\r\nОлена\r\n".encode(), "ім'я\nОлена\n"),
        ("ім'я\rОлена\r".encode("cp1251"), "ім'я\nОлена\n"),
        ("Фамилия, имя\nЁлкин\n".encode("cp1251"), "Фамилия, имя\nЁлкин\n"),
    ],
    ids=["utf-8", "bom-crlf", "cp1251-cr", "cp1251-russian"],
)
def test_decode_takes_utf8_or_cp1251_with_any_line_end(data: bytes, text: str) -> None:
    assert decode(data, "players.csv") == text


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("name\n".encode("utf-16"), "it is UTF-16 (save it as UTF-8)"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "not UTF-8 or cp1251 (is it a binary file?)"),
        (b"name\n\xa4\xa6\xa7\xb1\xb6\n", "not UTF-8 or cp1251 (save it as UTF-8)"),
        (b"name\n\x98\x98\n", "not UTF-8 or cp1251 (save it as UTF-8)"),
    ],
    ids=["utf-16", "binary", "symbols-not-letters", "undefined-in-cp1251"],
)
def test_decode_refuses_what_is_not_text(data: bytes, message: str) -> None:
    with pytest.raises(InputError) as caught:
        decode(data, "players.csv")
    assert str(caught.value) == f"players.csv: cannot read the text: {message}"


def test_open_workbook_opens_the_xlsx_at_path(tmp_path: Path) -> None:
    path = tmp_path / "players.xlsx"
    path.write_bytes(zipped(parts()))
    workbook = open_workbook(path, "players.xlsx")
    try:
        rows = list(workbook.worksheets[0].iter_rows())
    finally:
        workbook.close()
    assert rows[0] == ("name", "rating")
    assert rows[1][0] == "Alice"


def test_open_workbook_refuses_a_file_that_is_none(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"^gone.xlsx: file not found$"):
        open_workbook(tmp_path / "gone.xlsx", "gone.xlsx")
    path = tmp_path / "players.xlsx"
    path.write_text("name\nAlice\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"not an Excel workbook \(\.xlsx\)"):
        open_workbook(path, "players.xlsx")


def test_a_regular_file_s_bytes_and_nothing_else(tmp_path: Path) -> None:
    path = tmp_path / "small.txt"
    most = 2**20
    assert regular_file_bytes(path, "small.txt", most=most) is None
    path.write_bytes(b"x" * most)
    assert regular_file_bytes(path, "small.txt", most=most) == b"x" * most
    path.write_bytes(b"x" * (most + 1))
    with pytest.raises(InputError, match=r"^small\.txt: larger than 1 MB"):
        regular_file_bytes(path, "small.txt", most=most)
    os.mkfifo(tmp_path / "pipe")
    with pytest.raises(InputError, match=r"^pipe: not a regular file$"):
        regular_file_bytes(tmp_path / "pipe", "pipe", most=most)
    (tmp_path / "loop").symlink_to("loop")
    with pytest.raises(InputError, match=r"^loop: cannot read: "):
        regular_file_bytes(tmp_path / "loop", "loop", most=most)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[1, 2", "b.json:1: not JSON: Expecting ',' delimiter"),
        ("[" * 100_000, "b.json: not JSON: nested too deeply"),
        (  # an own ballot table's number: Python's ValueError, once
            '[{"number": ' + "9" * 5000 + ', "position": "W:W1:B32"}]',
            "b.json: not JSON: a whole number of more than 4,300 digits",
        ),
    ],
    ids=["cut short", "nested", "5000 digits"],
)
def test_parse_json_refuses_in_one_line(text: str, message: str) -> None:
    with pytest.raises(InputError) as error:
        parse_json(text, "b.json")
    assert str(error.value) == message
