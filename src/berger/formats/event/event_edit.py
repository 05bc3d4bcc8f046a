"""``event.toml`` given a results file: one line added, every other byte kept.

When the arbiter's page records the first result of an event (or of a group)
that names no results file, the file is made and ``event.toml`` learns its
name: ``results = "results.csv"`` is added after the ``players = ...`` line
of the event (of the group's ``[[groups]]`` entry), and nothing else of the
file changes. The text is checked to read as the same TOML with that one key
more before it is written (atomically).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from berger.errors import InputError
from berger.formats.files import atomic
from berger.formats.files.input_file import read_bytes
from berger.messages import _

_PLAYERS = re.compile(r"^[ \t]*(?:players|\"players\"|'players')[ \t]*=", re.MULTILINE)
_TABLE = re.compile(r"^[ \t]*\[", re.MULTILINE)
_GROUPS = re.compile(r"^[ \t]*\[\[[ \t]*groups[ \t]*\]\][ \t]*(?:#.*)?$", re.MULTILINE)


def with_results_key(text: str, file_name: str, group: int | None = None) -> str:
    """``text`` (an ``event.toml``) with ``results = "<file_name>"`` after
    its ``players`` line: the top-level one, or that of the ``group``-th
    (0-based) ``[[groups]]`` entry. The new line takes the players line's
    indentation and line end.

    >>> with_results_key('players = "p.csv"\\n[event]\\n', "results.csv")
    'players = "p.csv"\\nresults = "results.csv"\\n[event]\\n'

    Raises:
        InputError: no ``players`` line where it belongs, or a text that would
            not read as the same TOML with ``results`` added.
    """
    if group is None:
        start = 0
        end = _first(_TABLE, text, 0)
    else:
        headers = list(_GROUPS.finditer(text))
        if group >= len(headers):
            raise InputError(
                _("no [[groups]] entry {number}").format(number=group + 1),
                field="groups",
            )
        start = headers[group].end()
        end = _first(_TABLE, text, start)
    found = _PLAYERS.search(text, start, end)
    if found is None:
        raise InputError(_("no players = ... line to add results = ... after"))
    line_end = text.find("\n", found.start())
    after = len(text) if line_end < 0 else line_end + 1
    newline = "\r\n" if text[:after].endswith("\r\n") else "\n"
    indent = text[found.start() : found.start() + _indent(text, found.start())]
    value = file_name.replace("\\", "\\\\").replace('"', '\\"')
    line = f'{indent}results = "{value}"{newline}'
    if line_end < 0:
        line = newline + line.removesuffix(newline)
    changed = text[:after] + line + text[after:]
    _check(text, changed, file_name, group)
    return changed


def _first(pattern: re.Pattern[str], text: str, start: int) -> int:
    found = pattern.search(text, start)
    return len(text) if found is None else found.start()


def _indent(text: str, at: int) -> int:
    count = 0
    while at + count < len(text) and text[at + count] in " \t":
        count += 1
    return count


def _check(before: str, after: str, file_name: str, group: int | None) -> None:
    """Refuse a change that is not the one key added.

    Raises:
        InputError: the texts do not read so.
    """
    try:
        old: dict[str, Any] = tomllib.loads(before.removeprefix("\ufeff"))
        table = old if group is None else old["groups"][group]
        if "results" in table:
            raise InputError(_("it names a results file already"), field="results")
        new: dict[str, Any] = tomllib.loads(after.removeprefix("\ufeff"))
    except InputError:
        raise
    except ValueError as exc:  # not TOML, or a number of more than 4,300 digits
        raise InputError(
            _("cannot add results = ...: {reason}").format(reason=exc)
        ) from None
    table["results"] = file_name
    if old != new:
        raise InputError(_("cannot add results = ... to this file by itself"))


def add_results_key(toml_path: Path, file_name: str, group: int | None = None) -> None:
    """Add ``results = "<file_name>"`` to the ``event.toml`` at ``toml_path``
    (see :func:`with_results_key`), atomically, every other byte kept.

    Raises:
        InputError: the file does not read, or the line cannot be added.
        OutputError: the file cannot be written.
    """
    shown = str(toml_path)
    data = read_bytes(toml_path, shown)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(_("not UTF-8 text"), path=shown) from None
    try:
        changed = with_results_key(text, file_name, group)
    except InputError as exc:
        raise exc.located(path=shown) from None
    atomic.write_bytes(toml_path, changed.encode("utf-8"), sync=True)
