"""The arbiter's key kept in a file (``berger serve --arbiter-key-file``):
one line of URL-safe characters, at least 22 of them (128 bits); made, readable
by its owner alone, when the file is not there."""

from __future__ import annotations

import os
import re
import secrets
from pathlib import Path

from berger.errors import InputError, OutputError
from berger.formats.files.atomic import cannot_write
from berger.formats.files.input_file import regular_file_bytes
from berger.messages import _

MOST = 2**20
"""The largest key file read (1 MB; a key is one short line)."""
KEY_CHARACTERS = re.compile(r"[A-Za-z0-9_-]{22,256}")
"""A key: URL-safe base64 characters, 22 (128 bits) to 256 of them."""


def new_key() -> str:
    """A new key of 192 random bits (32 characters)."""
    return secrets.token_urlsafe(24)


def read_or_make_key(path: Path) -> str:
    """The key in the file at ``path``; when there is no such file, a new
    key written there (mode 0600) and returned.

    Raises:
        InputError: the file holds no key (too short, or characters a URL
            would have to escape), is no regular file (a pipe is not waited
            on), is too large, or cannot be read.
        OutputError: the file cannot be made, or is not UTF-8.
    """
    shown = str(path)
    data = regular_file_bytes(path, shown, most=MOST)
    if data is None:
        key = new_key()
        try:
            handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(key + "\n")
        except OSError as exc:
            raise OutputError(cannot_write(path, exc)) from exc
        return key
    try:
        key = data.decode("utf-8").strip()
    except UnicodeDecodeError as exc:
        raise OutputError(
            _("{path}: cannot read: {reason}").format(path=shown, reason=exc)
        ) from exc
    if not KEY_CHARACTERS.fullmatch(key):
        raise InputError(
            _(
                "the key must be one line of 22 to 256 letters, digits, - or _"
                " (128 bits or more)"
            ),
            path=shown,
            line=1,
        )
    return key
