"""A CSV file as text to change in place: read as its bytes tell (UTF-8 with
or without BOM, or cp1251; ``\r\n`` or ``\n`` line ends; the header's
delimiter), its rows with the lines they span, a row put back or added, and
the text written back the same way (see
:mod:`berger.formats.event.results_edit`).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from berger.errors import InputError
from berger.formats.files.input_file import decode, read_bytes
from berger.messages import _


@dataclass(frozen=True, slots=True)
class CsvText:
    """A CSV file's text, and how its bytes are written."""

    text: str
    """The decoded text, ``\\n`` line ends."""
    encoding: str
    """``utf-8``, ``utf-8-sig`` (with a BOM) or ``cp1251``."""
    newline: str
    """The file's line end: ``\\n`` or ``\\r\\n``."""
    delimiter: str
    """The header's delimiter: ``,``, ``;`` or a tab."""


@dataclass(frozen=True, slots=True)
class Row:
    """One CSV row of a :class:`CsvText`, blank ones too."""

    first: int
    """The line it starts on, 1-based."""
    last: int
    """The line it ends on (a quoted cell may hold line ends)."""
    cells: tuple[str, ...]
    """Its cells as read."""


def read_csv_text(path: Path, shown: str | None = None) -> CsvText:
    """The CSV at ``path`` as its bytes tell.

    Raises:
        InputError: the file is missing or unreadable, or not UTF-8 or cp1251.
    """
    name = shown or str(path)
    data = read_bytes(path, name)
    text = decode(data, name)
    if data.startswith(b"\xef\xbb\xbf"):
        encoding = "utf-8-sig"
        text = text.removeprefix("\ufeff")
    else:
        try:
            data.decode("utf-8")
            encoding = "utf-8"
        except UnicodeDecodeError:
            encoding = "cp1251"
    newline = "\r\n" if b"\r\n" in data else "\n"
    return CsvText(text, encoding, newline, header_delimiter(text))


def new_csv_text(header: Sequence[str]) -> CsvText:
    """A new UTF-8 CSV of ``header`` alone."""
    return CsvText(",".join(header) + "\n", "utf-8", "\n", ",")


def header_delimiter(text: str) -> str:
    """The delimiter of the first non-blank line: tab, ``;`` or ``,``.

    >>> header_delimiter("round;white;black;result\\n")
    ';'
    """
    first = next((line for line in text.split("\n") if line.strip()), "")
    return next((d for d in ("\t", ";", ",") if d in first), ",")


def encode(csv_text: CsvText, shown: str) -> bytes:
    """The file's bytes: its encoding, its line ends.

    Raises:
        InputError: a character its encoding (cp1251) cannot hold.
    """
    text = csv_text.text.replace("\n", csv_text.newline)
    try:
        return text.encode(csv_text.encoding)
    except UnicodeEncodeError as exc:
        bad = exc.object[exc.start : exc.end]
        raise InputError(
            _("the file is in {encoding}, which cannot hold {text!r}").format(
                encoding=csv_text.encoding, text=bad
            ),
            path=shown,
        ) from None


def rows_of(csv_text: CsvText) -> list[Row]:
    """Every row with the lines it spans."""
    reader = csv.reader(io.StringIO(csv_text.text), delimiter=csv_text.delimiter)
    rows = []
    last = 0
    try:
        for cells in reader:
            rows.append(Row(last + 1, reader.line_num, tuple(cells)))
            last = reader.line_num
    except csv.Error as exc:
        raise InputError(
            _("malformed CSV: {reason}").format(reason=exc), line=reader.line_num
        ) from None
    return rows


def format_row(cells: Sequence[str], delimiter: str) -> str:
    """One CSV row, quoted where it must be, without a line end.

    >>> format_row(["1", "Ivanov, Ivan", "1-0"], ",")
    '1,"Ivanov, Ivan",1-0'
    """
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\n").writerow(cells)
    return out.getvalue().removesuffix("\n")


def put_row(csv_text: CsvText, row: Row | None, cells: Sequence[str]) -> CsvText:
    """The text with ``row`` replaced by ``cells`` (None: a row added at the
    end); every other line as it was."""
    lines = csv_text.text.split("\n")
    line = format_row(cells, csv_text.delimiter)
    if row is not None:
        lines[row.first - 1 : row.last] = [line]
    elif lines and lines[-1] == "":
        lines.insert(len(lines) - 1, line)
    else:
        lines += [line, ""]
    return replace(csv_text, text="\n".join(lines))
