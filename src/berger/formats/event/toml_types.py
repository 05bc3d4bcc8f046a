"""Reading a TOML file of the event (``event.toml``, a table of rank norms),
the type check every ``event.toml`` setting goes through, and its dates,
kept apart from :mod:`berger.formats.event.event_tables` so that the team
settings (:mod:`berger.formats.event.team_event`) and the play-off
(:mod:`berger.formats.event.playoff`) read their values the same way; and
the times of day and the time zone of the rounds."""

from __future__ import annotations

import datetime as dt
import re
import tomllib
import zoneinfo
from pathlib import Path
from typing import Any

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
        data = tomllib.loads(read_bytes(toml_path, shown).decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise InputError(_("not UTF-8 text"), path=shown) from None
    except tomllib.TOMLDecodeError as exc:
        raise _toml_error(exc, shown) from None
    except RecursionError:  # tomllib reads nested arrays and tables recursively
        message = _("not valid TOML: nested too deeply")
        raise InputError(message, path=shown) from None
    check_text(data, shown)
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


def check_text(data: object, shown: str, where: str = "") -> None:
    """Refuse a control character, a line or a paragraph separator in any
    key or text of the parsed ``event.toml`` ``data``: every text of it is
    a name, a word or a file name, printed on one line in the documents
    and the workbook (which cannot hold control characters).

    Raises:
        InputError: the first such text, located by its table and key.
    """
    if isinstance(data, dict):
        for key, value in data.items():
            field = f"{where}.{key}" if where else str(key)
            _check_one(str(key), shown, field)
            check_text(value, shown, field)
    elif isinstance(data, list):
        for index, value in enumerate(data, 1):
            check_text(value, shown, f"{where}[{index}]")
    elif isinstance(data, str):
        _check_one(data, shown, where)


def _check_one(text: str, shown: str, field: str) -> None:
    char = breaking_character(text)
    if char is not None:
        message = _("{value!r} holds a control character (U+{code:04X})")
        raise InputError(
            message.format(value=text, code=ord(char)), path=shown, field=field
        )


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
            _("{value!r} has the wrong type (expected {wanted})").format(
                value=value, wanted=wanted
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
