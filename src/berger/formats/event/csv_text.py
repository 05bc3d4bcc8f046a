"""A CSV file changed in place: read as its bytes tell, a row replaced or
added, written back the same way, every other byte kept.

The file is read as its bytes tell (:func:`read_csv_text`: UTF-8 with or
without BOM, or cp1251; ``\\r\\n`` or ``\\n`` line ends; the header's
delimiter) and written back the same way (:func:`encode`); a change touches
only the rows it names (:func:`set_rows`: or adds one at the end), so the
file's other rows, columns, quoting and comments stay as they were.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from berger.errors import InputError
from berger.formats.event.results import header_delimiter
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

    @property
    def delimiter(self) -> str:
        """The header's delimiter: ``,``, ``;`` or a tab."""
        return header_delimiter(self.text)


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
    return CsvText(text, encoding, newline)


def new_csv_text(header: Sequence[str]) -> CsvText:
    """A new UTF-8 CSV of ``header`` alone."""
    return CsvText(",".join(header) + "\n", "utf-8", "\n")


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


@dataclass(frozen=True, slots=True)
class Row:
    """One CSV row of a :class:`CsvText`, blank ones too."""

    first: int
    """The line it starts on, 1-based."""
    last: int
    """The line it ends on (a quoted cell may hold line ends)."""
    cells: tuple[str, ...]
    """Its cells as read."""


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


def data_rows(csv_text: CsvText) -> tuple[Row, list[Row]]:
    """The header row and the non-blank rows after it.

    Raises:
        InputError: no header row.
    """
    rows = [row for row in rows_of(csv_text) if any(c.strip() for c in row.cells)]
    if not rows:
        raise InputError(_("the file is empty: no header row"))
    return rows[0], rows[1:]


def cell(row: Row, position: int | None) -> str:
    if position is None or position >= len(row.cells):
        return ""
    return row.cells[position].strip()


def filled(cells: Sequence[str], values: dict[int, str], width: int) -> list[str]:
    out = list(cells) + [""] * max(0, width - len(cells))
    for position, value in values.items():
        out[position] = value
    return out


def set_rows(
    csv_text: CsvText,
    rows: Sequence[Row],
    columns: dict[str, int],
    names: Callable[[Row], bool],
    change: Callable[[Row], dict[int, str]],
    new: Callable[[], dict[int, str]] | None,
) -> CsvText:
    """The text with each of ``rows`` that ``names`` the game changed in
    the cells ``change`` gives it (position -> text); where none does, a row
    of the cells ``new`` gives added at the end (None: no row, as for a
    result cleared). A row is filled out to the header's known ``columns``.
    """
    width = max(columns.values()) + 1
    found = False
    for row in rows[::-1]:  # last first: a change keeps the lines above
        if names(row):
            found = True
            csv_text = put_row(csv_text, row, filled(row.cells, change(row), width))
    if found or new is None:
        return csv_text
    return put_row(csv_text, None, filled([], new(), width))
