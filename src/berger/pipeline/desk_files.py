"""The results file of the arbiter's desk (:mod:`berger.pipeline.arbiter`):
which file a round robin's results are written to (the CSV the event names,
or one its first result makes and names in ``event.toml``; none, and why,
when the page cannot write them), the file written atomically and synced,
and the log of every change beside it.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

from berger.errors import BergerError
from berger.formats.event.event_edit import add_results_key
from berger.formats.event.event_groups import event_groups
from berger.formats.event.event_loader import event_toml
from berger.formats.event.results_edit import CsvText, encode
from berger.formats.files import atomic
from berger.messages import _
from berger.pipeline.desk import DeskChange, DeskGame
from berger.pipeline.desk_state import Target
from berger.pipeline.event import OpenGroup

CSV_SUFFIXES = (".csv", ".tsv", ".txt")
"""The results files the page writes to."""
LOG_NAME = "results.log"
"""The log of every change, beside the results file."""


def file_slug(name: str) -> str:
    """A group's name as a part of a file name.

    >>> file_slug("Group A"), file_slug("Група Б"), file_slug("../")
    ('Group-A', 'Група-Б', '')
    """
    return re.sub(r"[^\w]+", "-", name).strip("-_")


def results_target(event: Path, found: OpenGroup) -> Target:
    """Where the results of ``found``, a round robin of ``event``, are
    written: the CSV file the event names; else, for an event with an
    ``event.toml``, a new file beside it (``results.csv``, or
    ``results-<group>.csv`` for a group) that the first result makes and
    names there; else none, and why (results read from a file the page does
    not write, no ``event.toml`` to name a file in, or a file of that name
    already there but not named).

    Raises:
        InputError: a folder without ``event.toml``, or ``event.toml`` does
            not read.
    """
    config = found.config
    path = config.options.results
    if path is not None:
        if path.suffix.lower() in CSV_SUFFIXES:
            return Target(path, named=True)
        return Target(
            None,
            named=True,
            read_only=_(
                "the results are read from {name}, which the page does not"
                " write: enter them there (the page shows them)"
            ).format(name=path.name),
        )
    toml = None if config.trf_results is not None else event_toml(event)
    if toml is None:
        return Target(
            None,
            named=False,
            read_only=_(
                "the event has no event.toml to name a results file in;"
                " give --results FILE.csv"
            ),
        )
    slug = file_slug(found.name) if found.name is not None else ""
    name = "results.csv"
    index = None
    if found.name is not None:
        index = event_groups(event).groups.index(found.name)
        name = f"results-{slug or index + 1}.csv"
    path = config.folder / name
    if path.exists():
        return Target(
            None,
            named=False,
            read_only=_(
                "{name} is there but event.toml does not name it:"
                ' add results = "{name}" to record results in it'
            ).format(name=name),
        )
    return Target(path, named=False, toml=toml, group=index)


def write_results(target: Target, text: CsvText, shown: str) -> None:
    """Write ``text`` to the target's file (``shown`` in messages),
    atomically and synced; a file the event does not name yet is then named
    in its ``event.toml``, and removed again if that fails.

    Raises:
        InputError: ``event.toml`` does not read, or the line cannot be added.
        OutputError: a file cannot be written.
    """
    assert target.path is not None
    atomic.write_bytes(target.path, encode(text, shown), sync=True)
    if target.named or target.toml is None:
        return
    try:
        add_results_key(target.toml, target.path.name, target.group)
    except BergerError:
        target.path.unlink(missing_ok=True)
        raise


def log_change(
    path: Path,
    when: float,
    group: str | None,
    change: DeskChange,
    before: DeskGame,
    after: DeskGame,
    by: str | None = None,
) -> None:
    """Append a line for ``change`` to the log beside the results file
    ``path``, synced: when (``when``, seconds since the epoch, in local
    time), where (the group, round, match and board), the result
    ``before`` and ``after``, and who made it (``by``: the name of the
    key's holder, ``--arbiter`` for the key of ``berger serve --arbiter``;
    see :mod:`berger.pipeline.results_log`).

    Raises:
        OutputError: the log cannot be written.
    """
    moment = dt.datetime.fromtimestamp(when).isoformat(timespec="seconds")
    where = f"group {group}, " if group is not None else ""
    where += f"round {change.round}, "
    if change.match is not None:
        where += f"match {change.match}, "
    where += f"board {change.board}"
    line = f"{moment} {where}: {_shown(before)} → {_shown(after)}"
    if by is not None:
        line += f" by {by}"
    atomic.append_line(path.parent / LOG_NAME, line, sync=True)


def stamp(path: Path) -> object:
    """What changes with every write of the file (each is a new file, renamed
    in): its inode, time and size; None when it is not there."""
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_ino, info.st_mtime_ns, info.st_size)


def _shown(game: DeskGame) -> str:
    """A game's result in the log: its code, ``*`` for none."""
    code = game.result.value
    return f"{code} (colours reversed)" if game.reversed else code
