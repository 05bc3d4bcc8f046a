"""Reading a TOML file of the event (``event.toml``, a table of rank norms),
the type check every ``event.toml`` setting goes through, and its dates,
kept apart from :mod:`berger.formats.event.event_tables` so that the team
settings (:mod:`berger.formats.event.team_event`) and the play-off
(:mod:`berger.formats.event.playoff`) read their values the same way; and
the times of day and the time zone of the rounds."""

from __future__ import annotations

import datetime as dt
import math
import re
import tomllib
import zoneinfo
from pathlib import Path
from typing import Any

from berger.core.bounds import SHOWN, show, whole_number
from berger.errors import InputError, breaking_character
from berger.formats.files.input_file import read_bytes
from berger.messages import N_, _

_KIND_NAMES = {
    str: N_("text"),
    int: N_("a whole number"),
    bool: N_("true or false"),
    list: N_("a list"),
}
"""What a setting of each type is called in messages (untranslated)."""


def read_toml(toml_path: Path) -> dict[str, Any]:
    """The parsed TOML file at ``toml_path`` (``event.toml``, a table of
    rank norms).

    Raises:
        InputError: the file cannot be read, is not UTF-8 or not TOML (or
            nested deeper than the parser goes).
    """
    shown = str(toml_path)
    try:
        text = read_bytes(toml_path, shown).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise InputError(_("not UTF-8 text"), path=shown) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise _toml_error(exc, shown) from None
    except ValueError as exc:  # a whole number beyond Python's 4,300 digits
        raise long_number(text, shown, exc) from None
    except RecursionError:  # tomllib reads nested arrays and tables recursively
        message = _("not valid TOML: nested too deeply")
        raise InputError(message, path=shown) from None
    check_values(data, shown)
    return data


def _toml_error(exc: tomllib.TOMLDecodeError, shown: str) -> InputError:
    """The parser's message with its "(at line L, column C)" moved to the front."""
    message = str(exc)
    found = re.search(r"\s*\(at line (\d+), column \d+\)$", message)
    line = None
    if found:
        line = int(found.group(1))
        message = message[: found.start()]
    return InputError(
        _("not valid TOML: {reason}").format(reason=message), path=shown, line=line
    )


def check_values(data: object, shown: str, where: str = "") -> None:
    """Refuse, in any key or value of the parsed ``event.toml`` ``data``, a
    control character, a line or a paragraph separator (every text of it is
    a name, a word or a file name, printed on one line in the documents and
    the workbook, which cannot hold control characters), a number that is
    not finite (``inf``, ``nan``: no setting means one), and a whole number
    of more than :data:`~berger.core.bounds.SHOWN` digits (TOML writes
    hexadecimal and binary ones of any length). Each setting holds its
    numbers to its own range besides.

    Raises:
        InputError: the first such key or value, located by its table and key.
    """
    if isinstance(data, dict):
        for key, value in data.items():
            field = f"{where}.{key}" if where else str(key)
            _check_one(str(key), shown, field)
            check_values(value, shown, field)
    elif isinstance(data, list):
        for index, value in enumerate(data, 1):
            check_values(value, shown, f"{where}[{index}]")
    elif isinstance(data, str):
        _check_one(data, shown, where)
    elif isinstance(data, float) and not math.isfinite(data):
        message = _("{value} is not a finite number").format(value=data)
        raise InputError(message, path=shown, field=where)
    elif isinstance(data, int) and abs(data) >= 10**SHOWN:
        message = _("{value} has more than {digits} digits")
        raise InputError(
            message.format(value=show(data), digits=SHOWN), path=shown, field=where
        )


_LONG = re.compile(rf"[+-]?[0-9][0-9_]{{{SHOWN},}}")
"""A whole number of more digits than any setting holds, as TOML writes it."""
_KEY = re.compile(r"[ \t]*([A-Za-z0-9_.\"' -]+?)[ \t]*=")
"""The key at the start of a line of TOML."""
_TABLE = re.compile(r"^[ \t]*\[+[ \t]*([^\]]+?)[ \t]*\]+", re.MULTILINE)
"""A table's header in TOML."""


def long_number(text: str, shown: str, error: ValueError) -> InputError:
    """The one line for the TOML ``text`` that Python's parser could not
    read for ``error`` (a whole number of more than 4,300 digits, which it
    will not convert): the number's line, its key, and the number cut.
    """
    found = _LONG.search(text)
    if found is None:
        message = _("not valid TOML: {reason}").format(reason=error)
        return InputError(message, path=shown)
    start = text.rfind("\n", 0, found.start()) + 1
    line = text.count("\n", 0, start) + 1
    key = _KEY.match(text, start)
    tables = list(_TABLE.finditer(text, 0, start))
    field = None
    if key is not None:
        table = tables[-1][1].strip() if tables else ""
        field = ".".join(part for part in (table, key[1].strip("\"' ")) if part)
    digits = found[0].replace("_", "")
    message = _("{value} has more than {digits} digits").format(
        value=show(digits).strip("'"), digits=SHOWN
    )
    return InputError(message, path=shown, line=line, field=field)


def _check_one(text: str, shown: str, field: str) -> None:
    char = breaking_character(text)
    if char is not None:
        message = _("{value!r} holds a control character (U+{code:04X})")
        raise InputError(
            message.format(value=text, code=ord(char)), path=shown, field=field
        )


def whole(value: object, shown: str, name: str, low: int, high: int) -> int:
    """``value``, the setting ``name``, if it is a whole number in
    ``low``..``high``.

    Raises:
        InputError: it is not.
    """
    try:
        return whole_number(expect(value, int, shown, name), low, high)
    except InputError as exc:
        raise exc.located(path=shown, field=name) from None


def unknown_key(key: str, shown: str, table: str) -> InputError:
    """The error of a key the table ``[table]`` does not have."""
    message = _("unknown key {key!r}").format(key=key)
    return InputError(message, path=shown, field=f"{table}.{key}")


def expect(value: object, kind: type | tuple[type, ...], shown: str, name: str) -> Any:
    """``value``, the setting ``name``, if it is of type ``kind`` (a bool is
    not taken for a number).

    Raises:
        InputError: it is not.
    """
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        kinds = kind if isinstance(kind, tuple) else (kind,)
        wanted = (" " + _("or") + " ").join(
            _(_KIND_NAMES.get(k, k.__name__)) for k in kinds
        )
        raise InputError(
            _("{value} has the wrong type (expected {wanted})").format(
                value=show(value), wanted=wanted
            ),
            path=shown,
            field=name,
        )
    return value


def read_date(value: object, shown: str, name: str) -> dt.date:
    """The date of the setting ``name``: TOML's own (a date and time gives
    its date) or ISO text.

    Raises:
        InputError: neither.
    """
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value)
        except ValueError:
            pass
    message = _("{value!r} is not a date (YYYY-MM-DD)").format(value=value)
    raise InputError(message, path=shown, field=name)


def read_round_dates(
    value: object, shown: str, table: str
) -> tuple[dt.date | dt.datetime, ...]:
    """The ``round_dates`` of ``[table]``: a list of dates, or dates and
    times (TOML's own, or ISO text).

    Raises:
        InputError: not a list, or an entry neither a date nor a time.
    """
    name = f"{table}.round_dates"
    dates = expect(value, list, shown, name)
    return tuple(_date_or_time(d, shown, name) for d in dates)


def _date_or_time(value: object, shown: str, name: str) -> dt.date | dt.datetime:
    if isinstance(value, dt.datetime):
        return value
    if isinstance(value, str) and ("T" in value or " " in value.strip()):
        try:
            return dt.datetime.fromisoformat(value)
        except ValueError:
            pass
    return read_date(value, shown, name)


def read_time(value: object, shown: str, name: str) -> dt.time:
    """The time of day of the setting ``name``: TOML's own (``18:00:00``)
    or text written ``HH:MM`` (``"18:00"``).

    Raises:
        InputError: neither, or not a time of day (``"25:00"``).
    """
    if isinstance(value, dt.time):
        return value
    if isinstance(value, str) and re.fullmatch(r"\d\d?:\d\d", value.strip()):
        try:
            return dt.time.fromisoformat(value.strip().zfill(5))
        except ValueError:
            pass
    message = _("{value!r} is not a time (HH:MM)").format(value=value)
    raise InputError(message, path=shown, field=name)


def read_timezone(value: object, shown: str, name: str) -> str:
    """The time zone of the setting ``name``: an IANA name such as
    ``Europe/Kyiv``, as the time zone database has it.

    Raises:
        InputError: not text, or a name the database does not have.
    """
    text = str(expect(value, str, shown, name)).strip()
    try:
        zoneinfo.ZoneInfo(text)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError, OSError):
        message = _("{value!r} is not a time zone (a name such as Europe/Kyiv)").format(
            value=value
        )
        raise InputError(message, path=shown, field=name) from None
    return text
