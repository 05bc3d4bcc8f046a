"""The arbiter's key kept in a file."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from berger.errors import InputError
from berger.formats.files.key_file import new_key, read_or_make_key


def test_a_missing_file_is_made_private_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "key.txt"
    key = read_or_make_key(path)
    assert len(key) == 32  # 192 bits in URL-safe base64
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert read_or_make_key(path) == key
    assert new_key() != new_key()


@pytest.mark.parametrize(
    "text", ["short", "x" * 21, "a key with spaces in it here", ""]
)
def test_a_weak_or_odd_key_is_refused(tmp_path: Path, text: str) -> None:
    path = tmp_path / "key.txt"
    path.write_text(text + "\n", "utf-8")
    with pytest.raises(InputError, match=r"key.txt:1: the key must be one line"):
        read_or_make_key(path)


def test_a_key_file_that_is_no_regular_file_is_refused_without_waiting(
    tmp_path: Path,
) -> None:
    # A pipe of that name would wait for a writer, berger serve with it.
    fifo = tmp_path / "key.txt"
    os.mkfifo(fifo)
    found: list[object] = []

    def read() -> None:
        try:
            found.append(read_or_make_key(fifo))
        except Exception as exc:  # the test looks at what it was
            found.append(exc)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(10)
    if reader.is_alive():
        with fifo.open("wb"):  # let it go
            pass
        reader.join(10)
    (outcome,) = found
    assert isinstance(outcome, InputError), outcome
    assert str(outcome) == f"{fifo}: not a regular file"
    (tmp_path / "folder").mkdir()
    with pytest.raises(InputError, match=r"folder: not a regular file$"):
        read_or_make_key(tmp_path / "folder")
