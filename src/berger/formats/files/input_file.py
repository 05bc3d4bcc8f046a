"""Opening an input file: its bytes, its text or its workbook, with the
one-line error berger gives for each way it can fail.

Every reader of the formats layer takes its file through here (participants,
teams and results files, PGN, TRF, rating lists, the event workbook), so a
missing file, a folder, a file the system will not let berger read, or text
in an encoding berger does not take is told alike whichever file it is.
Text is UTF-8 (with or without a BOM) or cp1251.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from berger.errors import InputError
from berger.formats.files.xlsx_reader import Workbook, read_workbook
from berger.messages import _

ENCODINGS = ("utf-8-sig", "cp1251")


@dataclass(frozen=True, slots=True)
class InputFile:
    """A file's bytes, read once, and the path they were read from (which
    messages name): a reader given one opens nothing."""

    path: Path
    """Where it was read from."""
    data: bytes
    """Its bytes."""

    @classmethod
    def read(cls, path: Path) -> InputFile:
        """The file at ``path``.

        Raises:
            InputError: as :func:`read_bytes`.
        """
        return cls(path, read_bytes(path, str(path)))

    @property
    def shown(self) -> str:
        """How messages name it."""
        return str(self.path)

    def text(self) -> str:
        """Its text (see :func:`decode`).

        Raises:
            InputError: neither UTF-8 nor cp1251.
        """
        return decode(self.data, self.shown)


def read_bytes(path: Path, shown: str) -> bytes:
    """The file's bytes: opened without waiting and read only if it is a
    regular file, so that a pipe, a device or a socket in its place is
    refused instead of waited on.

    Raises:
        InputError: the file is missing, a folder or not a regular file,
            unreadable, or its name cannot be a file's.
    """
    try:
        handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise InputError(_("file not found"), path=shown) from None
    except IsADirectoryError:
        raise InputError(_("is a folder, not a file"), path=shown) from None
    except OSError as exc:
        raise cannot_read(exc, shown) from exc
    except ValueError as exc:  # a NUL character in a name from event.toml
        message = _("not a usable file name ({reason})").format(reason=exc)
        raise InputError(message, path=shown) from exc
    try:
        mode = os.fstat(handle).st_mode
        if stat.S_ISDIR(mode):
            raise InputError(_("is a folder, not a file"), path=shown)
        if not stat.S_ISREG(mode):
            raise InputError(_("not a regular file"), path=shown)
        with os.fdopen(handle, "rb", closefd=False) as stream:
            return stream.read()
    except OSError as exc:
        raise cannot_read(exc, shown) from exc
    finally:
        os.close(handle)


def regular_file_bytes(path: Path, shown: str, *, most: int) -> bytes | None:
    """The bytes of the file at ``path``, None when it is not there: opened
    without waiting, and read only if it is a regular file (not a pipe,
    which would wait for a writer, nor a device or a folder) of at most
    ``most`` bytes.

    Raises:
        InputError: it is not a regular file, it is larger, or it cannot be
            read.
    """
    try:
        handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise cannot_read(exc, shown) from None
    chunks: list[bytes] = []
    size = 0
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise InputError(_("not a regular file"), path=shown)
        while chunk := os.read(handle, 2**20):
            size += len(chunk)
            if size > most:
                raise InputError(
                    _("larger than {most} MB: more than this file ever holds").format(
                        most=most // 2**20
                    ),
                    path=shown,
                )
            chunks.append(chunk)
    except OSError as exc:
        raise cannot_read(exc, shown) from None
    finally:
        os.close(handle)
    return b"".join(chunks)


def parse_json(
    text: str, shown: str, *, number: Callable[[str], object] | None = None
) -> Any:
    """The JSON value of ``text``, the file ``shown``'s; ``number``: what
    each number becomes, from its text (``NaN`` and the infinities too), by
    default Python's int or float.

    >>> parse_json('{"keys": []}', "arbiters.json")
    {'keys': []}

    Raises:
        InputError: not JSON (located at its line), nested too deeply, or
            holding a whole number of more than 4,300 digits.
    """
    try:
        if number is None:
            return json.loads(text)
        return json.loads(
            text, parse_int=number, parse_float=number, parse_constant=number
        )
    except json.JSONDecodeError as exc:
        raise InputError(
            _("not JSON: {reason}").format(reason=exc.msg), path=shown, line=exc.lineno
        ) from None
    except RecursionError:
        raise InputError(_("not JSON: nested too deeply"), path=shown) from None
    except ValueError:  # a whole number of more digits than Python converts
        reason = _("a whole number of more than 4,300 digits")
        raise InputError(
            _("not JSON: {reason}").format(reason=reason), path=shown
        ) from None


def cannot_read(exc: OSError, shown: str) -> InputError:
    """The error of a file the system does not let berger read, with its reason."""
    message = _("cannot read: {reason}").format(reason=exc.strerror or exc)
    return InputError(message, path=shown)


def open_workbook(path: Path, shown: str) -> Workbook:
    """An XLSX workbook opened read-only with cached values (see
    :func:`berger.formats.files.xlsx_reader.read_workbook`).

    Raises:
        InputError: the file is missing, unreadable, not an XLSX workbook or
            a damaged one (naming the part at fault).
    """
    return read_workbook(read_bytes(path, shown), shown)


def decode(data: bytes, shown: str) -> str:
    """Text from UTF-8 (with or without BOM) or cp1251 bytes.

    cp1251 is only accepted when the text reads as Cyrillic or Latin script,
    so binary files are refused rather than turned into nonsense.

    Raises:
        InputError: neither encoding gives readable text.
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InputError(
            _("cannot read the text: it is UTF-16 (save it as UTF-8)"), path=shown
        )
    if b"\x00" in data:
        raise InputError(
            _("cannot read the text: not UTF-8 or cp1251 (is it a binary file?)"),
            path=shown,
        )
    for encoding in ENCODINGS:
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        if encoding == "cp1251" and not _plausible_cp1251(text):
            break
        return text.replace("\r\n", "\n").replace("\r", "\n")
    raise InputError(
        _("cannot read the text: not UTF-8 or cp1251 (save it as UTF-8)"), path=shown
    )


def _plausible_cp1251(text: str) -> bool:
    letters = sum(ch.isalpha() for ch in text)
    odd = sum(
        1
        for ch in text
        if not (ch.isalnum() or ch.isspace() or ch in ",.;:'\"-–—()/№#+=*!?\t_’`«»&")
    )
    return letters > 0 and odd * 10 <= letters
