"""The arbiter's message for the hall screen: read as the arbiter wrote it,
one line, never an error."""

from __future__ import annotations

from pathlib import Path

from berger.formats.event.message import (
    MESSAGE_FILE,
    MOST,
    clean_message,
    message_path,
    read_message,
)


def test_no_file_no_message(tmp_path: Path) -> None:
    assert message_path(tmp_path) == tmp_path / MESSAGE_FILE
    assert read_message(tmp_path) is None
    (tmp_path / MESSAGE_FILE).write_text(" \n\t\n", "utf-8")
    assert read_message(tmp_path) is None


def test_the_message_as_written_on_one_line(tmp_path: Path) -> None:
    (tmp_path / MESSAGE_FILE).write_bytes(
        "\ufeffТур 4 почнеться о 15:30,\r\nне о 15:00 \x1b[31m\n".encode()
    )
    assert read_message(tmp_path) == "Тур 4 почнеться о 15:30, не о 15:00 [31m"


def test_bad_bytes_and_a_long_text_are_shown_not_refused(tmp_path: Path) -> None:
    (tmp_path / MESSAGE_FILE).write_bytes(b"Round \xff5 " + b"x" * 1000)
    shown = read_message(tmp_path)
    assert shown is not None
    assert shown.startswith("Round \ufffd5 x")
    assert len(shown) == MOST
    assert shown.endswith("…")
    assert clean_message("a\u2028b") == "ab"


def test_a_folder_in_the_files_place_is_no_message(tmp_path: Path) -> None:
    (tmp_path / MESSAGE_FILE).mkdir()
    assert read_message(tmp_path) is None
