"""``results.log``, the record of the changes made on the arbiter's page
(written by :func:`berger.pipeline.desk.files.log_change`): each line read
back, who entered each game's result now (the page shows it beside the
result), and the log printed readably (``berger results-log``).

A line, in English on purpose (a record)::

    2026-12-02T20:31:07 group A, round 7, match 2, board 2: 0-1 → 1-0 by Olena Petrenko

``group`` and ``match`` only where there are groups and matches; a result
is its code, ``*`` for none, then `` (colours reversed)`` for a game so
played and `` on YYYY-MM-DD`` for a game with a date of its own; ``by``
names the key's holder (``--arbiter``: the key of ``berger serve
--arbiter``), and is missing from the lines of berger before the arbiters'
keys. A line that does not read is kept as it is.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from berger.core.model import Outcome
from berger.errors import InputError, one_line
from berger.formats.event.event import Options
from berger.formats.event.event_groups import load_groups
from berger.messages import _
from berger.pipeline.desk.files import LOG_NAME
from berger.pipeline.desk.variation import DeskGame

REVERSED = " (colours reversed)"
"""How the log marks a result played with the colours reversed."""
ON = " on "
"""How the log gives a game's own date after its result."""
_RESULT = r"\S+(?: \(colours reversed\))?(?: on \d{4}-\d\d-\d\d)?"
LINE = re.compile(
    r"(?P<when>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)"
    r" (?:group (?P<group>.+), )?round (?P<round>\d+),"
    r" (?:match (?P<match>\d+), )?board (?P<board>\d+):"
    rf" (?P<before>{_RESULT}) → (?P<after>{_RESULT})(?: by (?P<by>.+))?"
)
"""A line of the log."""

Place = tuple[str, int, int, int]
"""A game in the log: its group ("" for none), round, match (0 for none)
and board."""


@dataclass(frozen=True, slots=True)
class Entry:
    """A line of the log, read."""

    when: str
    """When, as written (local time, to the second)."""
    group: str | None
    round: int
    match: int | None
    board: int
    before: str
    """The result before: its code (``*``: none), and the mark of reversed
    colours."""
    after: str
    """The result after, as :attr:`before`."""
    by: str | None
    """Who made the change (``--arbiter``: the start key); None in the
    lines of berger before the arbiters' keys."""

    @property
    def place(self) -> Place:
        return (self.group or "", self.round, self.match or 0, self.board)


def parse_line(line: str) -> Entry | None:
    """A line of the log, or None when it does not read.

    >>> parse_line("2026-12-02T20:31:07 round 7, board 2: 0-1 → 1-0 by Ann").by
    'Ann'
    """
    found = LINE.fullmatch(line.rstrip("\r\n"))
    if found is None:
        return None
    match = found["match"]
    return Entry(
        found["when"],
        found["group"],
        int(found["round"]),
        None if match is None else int(match),
        int(found["board"]),
        found["before"],
        found["after"],
        found["by"],
    )


def result_of(game: DeskGame) -> str:
    """A game's result as the log writes it."""
    code = game.result.value
    code = code + REVERSED if game.reversed else code
    return code if game.date is None else f"{code}{ON}{game.date.isoformat()}"


class Signatures:
    """Who entered each game's result, from the log at ``path``: read as it
    grows (only the lines added since the last look), again from its start
    when it was replaced or cut."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._inode: int | None = None
        self._offset = 0
        self._last: dict[Place, Entry] = {}

    def _read(self) -> None:
        try:
            info = self.path.stat()
        except OSError:
            self._inode, self._offset, self._last = None, 0, {}
            return
        if info.st_ino != self._inode or info.st_size < self._offset:
            self._inode, self._offset, self._last = info.st_ino, 0, {}
        if info.st_size == self._offset:
            return
        try:
            with self.path.open("rb") as handle:
                handle.seek(self._offset)
                data = handle.read()
        except OSError:
            return
        whole = data.rfind(b"\n") + 1  # a line still being written waits
        self._offset += whole
        for line in log_lines(data[:whole]):
            entry = parse_line(line)
            if entry is not None:
                self._last[entry.place] = entry

    def signed(self, group: str | None, round: int, game: DeskGame) -> str | None:
        """Who entered the game's result as it is now: the last line of the
        game in the log, when its result is the game's (else the result was
        changed by hand since); None when unknown."""
        with self._lock:
            self._read()
            entry = self._last.get((group or "", round, game.match or 0, game.board))
        if entry is None or entry.after != result_of(game):
            return None
        return entry.by


# -- printed ------------------------------------------------------------


def log_paths(event: Path, options: Options | None = None) -> tuple[Path, ...]:
    """The logs of the EVENT: beside each of its results files (the files
    the arbiter's page writes, or would make), those that are there.

    Raises:
        InputError: the event does not read.
    """
    folders: list[Path] = []
    for _name, config in load_groups(event, options):
        found = [config.folder]
        if config.options.results is not None:
            found.append(config.options.results.parent)
        if config.playoff is not None:
            found += [path.parent for path in config.playoff.files]
        folders += [folder.absolute() for folder in found]
    return tuple(
        folder / LOG_NAME
        for folder in dict.fromkeys(folders)
        if (folder / LOG_NAME).is_file()
    )


def read_log(path: Path) -> list[str]:
    """The lines of the log at ``path``: split at its line ends alone (a
    name that holds a line or paragraph separator, of a keys file written
    by hand or by berger before names were one line, splits no line).

    Raises:
        InputError: it cannot be read.
    """
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(
            _("cannot read: {reason}").format(reason=exc.strerror), path=path
        ) from None
    return log_lines(data)


def log_lines(data: bytes) -> list[str]:
    """The lines of the log's bytes ``data``, split at ``\\n`` alone.

    >>> log_lines("a\\u2028b\\r\\nc\\x85d\\n".encode())
    ['a\\u2028b', 'c\\x85d']
    """
    lines = data.split(b"\n")
    if lines[-1] == b"":
        lines.pop()
    return [line.removesuffix(b"\r").decode("utf-8", "replace") for line in lines]


def shown_result(text: str) -> str:
    """A result of the log in the language of the run."""
    text, _on, day = text.partition(ON)
    code = text.removesuffix(REVERSED)
    shown = _("no result") if code == Outcome.UNPLAYED.value else code
    shown = shown.replace("1/2", "½")
    if text.endswith(REVERSED):
        shown = _("{result}, colours reversed").format(result=shown)
    return _("{result}, on {date}").format(result=shown, date=day) if day else shown


def shown_who(name: str) -> str:
    """Who made a change, in the language of the run."""
    return _("the --arbiter key") if name.startswith("-") else name


def shown_line(line: str) -> str:
    """A line of the log as ``berger results-log`` prints it, in the
    language of the run; a line that does not read, as it is. On one line
    either way: a control character or a line or paragraph separator of it
    (a name's, a group's, a line of someone's own) shown as its escape."""
    return one_line(_shown_line(line))


def _shown_line(line: str) -> str:
    entry = parse_line(line)
    if entry is None:
        return line
    values = {
        "group": entry.group,
        "round": entry.round,
        "match": entry.match,
        "board": entry.board,
    }
    if entry.group is None and entry.match is None:
        where = _("round {round}, board {board}").format(**values)
    elif entry.group is None:
        where = _("round {round}, match {match}, board {board}").format(**values)
    elif entry.match is None:
        where = _("group {group}, round {round}, board {board}").format(**values)
    else:
        where = _("group {group}, round {round}, match {match}, board {board}").format(
            **values
        )
    when = entry.when.replace("T", " ")
    before, after = shown_result(entry.before), shown_result(entry.after)
    if entry.by is None:
        return _("{when}  {where}: {before} → {after}").format(
            when=when, where=where, before=before, after=after
        )
    return _("{when}  {where}: {before} → {after}, by {who}").format(
        when=when, where=where, before=before, after=after, who=shown_who(entry.by)
    )


def shown_log(lines: Iterable[str], group: str | None = None) -> list[str]:
    """The log's lines as printed (a group's only, with ``group``)."""
    shown = []
    for line in lines:
        if not line.strip():
            continue
        entry = parse_line(line)
        if group is not None and (
            entry is None or (entry.group or "").casefold() != group.casefold()
        ):
            continue
        shown.append(shown_line(line))
    return shown
