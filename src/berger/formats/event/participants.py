"""Participant lists: CSV/TSV (``,`` ``;`` or tab; UTF-8, BOM, cp1251), XLSX, text.

Headers may be English, Ukrainian or Russian: the headers of each field are
the table of :mod:`berger.formats.event.participant_columns`. A file without a
recognised header is read as one name per line when it has a single column.
The file itself is opened by :mod:`berger.formats.files.input_file`.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
from collections.abc import Sequence
from pathlib import Path

from berger.core.bounds import clip, whole_number
from berger.core.model import Player
from berger.core.names import clean_name, one_line_name
from berger.core.ratings.tables import MAX_RATING
from berger.errors import InputError
from berger.formats.event.participant_columns import FIELD_OF, NUMBER_HEADERS
from berger.formats.files.entrants import check_roster
from berger.formats.files.input_file import decode, open_workbook, read_bytes
from berger.messages import _

MAX_FIDE_ID = 10**11 - 1
"""The largest FIDE id: eleven digits, the width of TRF's field."""


def read_participants(path: Path, *, display: str | None = None) -> list[Player]:
    """Read a participants file, choosing the reader by extension and content.

    ``display`` is how the path is named in error messages (default: as given).

    Raises:
        InputError: a missing, empty, unreadable or malformed file, bad fields,
            duplicate names, fewer than 2 or more than 2,000 players.
    """
    return read_roster(path, display=display)[0]


def read_roster(
    path: Path, *, display: str | None = None
) -> tuple[list[Player], list[int]]:
    """:func:`read_participants`, with the line (row) of each player.

    Raises:
        InputError: as :func:`read_participants`.
    """
    shown = display or str(path)
    return roster_from_rows(participant_rows(path, shown), shown)


def participant_rows(path: Path, shown: str) -> list[tuple[int, list[str]]]:
    """A participants file's rows (line, cells), not read as players yet.

    Raises:
        InputError: an unreadable file or malformed CSV.
    """
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        return xlsx_rows(path, shown)
    return _text_rows(decode(read_bytes(path, shown), shown), shown)


def _text_rows(text: str, shown: str) -> list[tuple[int, list[str]]]:
    lines = text.split("\n")
    delimiter = _sniff_delimiter(lines)
    if delimiter is None:
        return [(number, [line]) for number, line in enumerate(lines, start=1)]
    return csv_rows(text, delimiter, shown)


def csv_rows(text: str, delimiter: str, shown: str) -> list[tuple[int, list[str]]]:
    """Every CSV row of ``text`` with the line it starts on.

    Raises:
        InputError: malformed CSV (an unclosed quote), with its line.
    """
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    rows: list[tuple[int, list[str]]] = []
    try:
        for row in reader:
            rows.append((reader.line_num, row))
    except csv.Error as exc:
        message = _("malformed CSV: {reason}").format(reason=exc)
        raise InputError(message, path=shown, line=reader.line_num) from None
    return rows


def _sniff_delimiter(lines: Sequence[str]) -> str | None:
    """The column separator, or None for a plain list of names.

    A tab or ``;`` in the first line makes a table. A comma does too, unless
    every line reads as "Lastname, Firstname" (two parts, letters and no
    digits, and the first line no header): such a file is a list of names.
    """
    filled = [line for line in lines if line.strip()]
    first = filled[0] if filled else ""
    for delimiter in ("\t", ";"):
        if delimiter in first:
            return delimiter
    if "," not in first:
        return None
    if not any(_header_field(cell) for cell in first.split(",")) and all(
        _comma_name(line) for line in filled
    ):
        return None
    return ","


def _comma_name(line: str) -> bool:
    parts = line.split(",")
    return len(parts) == 2 and all(
        any(ch.isalpha() for ch in part) and not any(ch.isdigit() for ch in part)
        for part in parts
    )


def xlsx_rows(path: Path, shown: str) -> list[tuple[int, list[str]]]:
    """Every row of the first sheet of an XLSX workbook as text cells, with
    its row number.

    Raises:
        InputError: not a readable workbook, or one without sheets.
    """
    workbook = open_workbook(path, shown)
    try:
        if not workbook.worksheets:
            raise InputError(_("the workbook has no sheets"), path=shown)
        rows = [
            (number, ["" if v is None else _cell_text(v) for v in row])
            for number, row in enumerate(workbook.worksheets[0].iter_rows(), start=1)
        ]
    finally:
        workbook.close()
    return rows


def _cell_text(value: object) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, dt.datetime) and value.time() == dt.time():
        return value.date().isoformat()
    return str(value)


def normalise_header(header: str) -> str:
    """A header cell lower-cased, with spaces, underscores and apostrophes folded."""
    text = header.replace("_", " ").strip().strip(":").lower()
    # Ukrainian "ім'я" is typed with any of several apostrophes
    text = re.sub("[’ʼ‘`´]", "'", text)
    return re.sub(r"\s+", " ", text)


def _header_field(cell: str) -> str | None:
    key = normalise_header(cell)
    if key in FIELD_OF:
        return FIELD_OF[key]
    if key in NUMBER_HEADERS:
        return "number"
    return None


def players_from_rows(
    rows: Sequence[tuple[int, list[str]]], shown: str
) -> list[Player]:
    """Players from table rows (line number, cells), the first non-empty row a header
    or, for a single column without one, a plain list of names.

    Raises:
        InputError: as :func:`read_participants`.
    """
    return roster_from_rows(rows, shown)[0]


def roster_from_rows(
    rows: Sequence[tuple[int, list[str]]], shown: str
) -> tuple[list[Player], list[int]]:
    """:func:`players_from_rows`, with the line of each player.

    Raises:
        InputError: as :func:`read_participants`.
    """
    filled = [
        (n, [c.strip() for c in row]) for n, row in rows if any(c.strip() for c in row)
    ]
    if not filled:
        raise InputError(_("the file is empty: no players"), path=shown)
    header_line, header = filled[0]
    fields = [_header_field(cell) for cell in header]
    if not any(f in ("name", "surname") for f in fields):
        if len(header) == 1 and all(len(row) == 1 for _, row in filled):
            return _finish(
                [Player(name=read_name(row[0], shown, n)) for n, row in filled],
                [n for n, _ in filled],
                shown,
            )
        raise InputError(
            _(
                "no name column in the header (expected one of name, ім'я,"
                " прізвище, имя, фамилия, ФИО); found {found}"
            ).format(found=", ".join(repr(c) for c in header)),
            path=shown,
            line=header_line,
        )
    players: list[Player] = []
    lines: list[int] = []
    for line, row in filled[1:]:
        players.append(_player_from_row(header, fields, row, shown, line))
        lines.append(line)
    if not players:
        raise InputError(_("only a header, no players"), path=shown, line=header_line)
    return _finish(players, lines, shown)


def _player_from_row(
    header: list[str],
    fields: list[str | None],
    row: list[str],
    shown: str,
    line: int,
) -> Player:
    values: dict[str, str] = {}
    for column, fld in enumerate(fields):
        if fld is None or fld == "number" or column >= len(row):
            continue
        if row[column] and fld not in values:
            values[fld] = row[column]
    name = values.pop("name", "")
    surname, given = values.pop("surname", ""), values.pop("given", "")
    if not name:
        name = ", ".join(p for p in (surname, given) if p) if given else surname
    elif surname:
        name = f"{surname} {name}"
    name = read_name(name, shown, line)
    if not name:
        raise InputError(_("the name is empty"), path=shown, line=line, field="name")
    rating = _integer(
        values.pop("rating", None), shown, line, "rating", low=0, high=MAX_RATING
    )
    withdrawn = _integer(
        values.pop("withdrawn_after", None),
        shown,
        line,
        "withdrawn after",
        low=0,
        high=10**6,
    )
    k = _integer(values.pop("k", None), shown, line, "K", low=1, high=40)
    fide_id = values.pop("fide_id", None)
    if fide_id is not None and not fide_id.isdecimal():
        raise InputError(
            _("{text!r} is not a FIDE id (digits only)").format(text=clip(fide_id)),
            path=shown,
            line=line,
            field="FIDE id",
        )
    if fide_id is not None:
        _integer(fide_id, shown, line, "FIDE id", low=0, high=MAX_FIDE_ID)
    sex = values.pop("sex", None)
    return Player(
        name=name,
        rating=rating,
        federation=values.get("federation"),
        club=values.get("club"),
        title=values.get("title"),
        birth=values.get("birth"),
        fide_id=fide_id,
        sex=_sex(sex),
        withdrawn_after=withdrawn,
        k=k,
        rank=values.get("rank"),
    )


def read_name(text: str, shown: str, line: int, field: str = "name") -> str:
    """A name of the file ``shown``, on ``line``, as stored.

    Raises:
        InputError: it is not one line of text
            (:func:`~berger.core.names.one_line_name`).
    """
    try:
        return clean_name(one_line_name(text))
    except InputError as exc:
        raise InputError(exc.message, path=shown, line=line, field=field) from None


def _integer(
    text: str | None, shown: str, line: int, field: str, *, low: int, high: int
) -> int | None:
    if text is None or text in ("-", "—"):
        return None
    cleaned = text.replace(" ", "").replace("\u00a0", "")
    if cleaned.endswith(".0"):
        cleaned = cleaned[:-2]
    if not cleaned.isdecimal():  # not isdigit(): int() refuses '²'
        message = _("{text!r} is not a number").format(text=clip(text))
        raise InputError(message, path=shown, line=line, field=field)
    try:
        return whole_number(cleaned, low, high)
    except InputError as exc:
        raise exc.located(path=shown, line=line, field=field) from None


def _sex(text: str | None) -> str | None:
    if not text:
        return None
    key = text.strip().lower()[:1]
    return {"m": "m", "ч": "m", "м": "m", "w": "w", "f": "w", "ж": "w"}.get(key)


def _finish(
    players: list[Player], lines: list[int], shown: str
) -> tuple[list[Player], list[int]]:
    check_roster(players, lines, shown)
    return players, lines
