"""The arbiter's message to the hall: one line beside the event, set and
cleared atomically; a file that does not read shows no message."""

from __future__ import annotations

from pathlib import Path

import pytest

from berger.errors import InputError
from berger.formats.event.hall_message import (
    MESSAGE_NAME,
    clean_message,
    message_path,
    read_message,
    write_message,
)


def test_a_message_is_one_line_of_at_most_200_characters() -> None:
    assert clean_message(" Round 6 at 15:00\n\n  in hall B ") == (
        "Round 6 at 15:00 in hall B"
    )
    assert clean_message("  \n ") is None
    assert clean_message("x" * 200) == "x" * 200
    with pytest.raises(InputError, match="at most 200 characters"):
        clean_message("x" * 201)
    with pytest.raises(InputError, match="control character"):
        clean_message("bell\x07")


def test_set_read_and_cleared(tmp_path: Path) -> None:
    path = message_path(tmp_path)
    assert path == tmp_path / MESSAGE_NAME
    assert message_path(tmp_path / "event.toml") == path
    assert read_message(path) is None
    write_message(path, "Тур 6 о 15:00")
    assert path.read_text("utf-8") == "Тур 6 о 15:00\n"
    assert read_message(path) == "Тур 6 о 15:00"
    write_message(path, None)
    assert not path.exists()
    write_message(path, None)  # cleared again: nothing to do
    path.write_bytes(b"\xff\xfe")
    assert read_message(path) is None
