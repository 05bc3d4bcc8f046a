"""The results file of the arbiter's desk (:mod:`berger.pipeline.arbiter`):
which file a round robin's results are written to (the CSV the event names,
or one its first result makes and names in ``event.toml``; none, and why,
when the page cannot write them), the file written atomically and synced,
and the log of every change beside it.

A change and its line in the log are written as a pair: a note of both
first (:data:`PENDING_NAME`), then the results, then the line, then the
note removed. A stop between them (a kill, a power cut) leaves the note,
and :func:`settle` finishes the pair: the line appended when the results
are those noted, nothing when they are not. So the log never lacks the
line of a result the desk wrote, and never has one of a result it did not.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import re
from pathlib import Path

from berger.errors import BergerError, OutputError
from berger.formats.event.event_edit import add_results_key
from berger.formats.event.event_groups import event_groups
from berger.formats.event.event_loader import event_toml
from berger.formats.files import atomic
from berger.messages import _
from berger.pipeline.desk.state import Target
from berger.pipeline.desk.variation import DeskChange, DeskGame
from berger.pipeline.event import OpenGroup

CSV_SUFFIXES = (".csv", ".tsv", ".txt")
"""The results files the page writes to."""
LOG_NAME = "results.log"
"""The log of every change, beside the results file."""
PENDING_NAME = "results.log.pending"
"""The note of a change being written, beside the log: the results file's
name and the SHA-256 of its bytes as written, and the change's line."""


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


def write_results(target: Target, data: bytes) -> None:
    """Write ``data`` to the target's file, atomically and synced; a file
    the event does not name yet is then named in its ``event.toml``, and
    removed again if that fails.

    Raises:
        InputError: ``event.toml`` does not read, or the line cannot be added.
        OutputError: a file cannot be written.
    """
    assert target.path is not None
    atomic.write_bytes(target.path, data, sync=True)
    if target.named or target.toml is None:
        return
    try:
        add_results_key(target.toml, target.path.name, target.group)
    except BergerError:
        target.path.unlink(missing_ok=True)
        raise


def write_change(target: Target, data: bytes, line: str) -> None:
    """Write ``data``, the results with a change made, to the target's file
    (see :func:`write_results`) and its ``line`` to the log beside it, as a
    pair (see the module's docstring).

    Raises:
        InputError: ``event.toml`` does not read, or the line cannot be added.
        OutputError: a file cannot be written.
    """
    assert target.path is not None
    folder = target.path.parent
    note = {
        "file": target.path.name,
        "sha256": hashlib.sha256(data).hexdigest(),
        "line": line,
    }
    pending = folder / PENDING_NAME
    atomic.write_bytes(pending, json.dumps(note).encode("utf-8"), sync=True)
    write_results(target, data)
    atomic.append_line(folder / LOG_NAME, line, sync=True)
    _remove(pending)


def settle(folder: Path) -> None:
    """Finish the pair a stop left half written in ``folder`` (see the
    module's docstring), if any: its line appended to the log when the
    results file is as noted and the line is not the log's last already;
    then the note removed.

    Raises:
        OutputError: the log cannot be written, or the note removed.
    """
    pending = folder / PENDING_NAME
    try:
        note = json.loads(pending.read_bytes())
        name, digest, line = note["file"], note["sha256"], note["line"]
    except FileNotFoundError:
        return
    except (OSError, ValueError, KeyError, TypeError):
        name = digest = line = None  # damaged by hand: nothing to finish
    if isinstance(name, str) and name == Path(name).name and isinstance(line, str):
        try:
            written = hashlib.sha256((folder / name).read_bytes()).hexdigest()
        except (OSError, ValueError):
            written = None
        log = folder / LOG_NAME
        if written == digest and not _ends_with(log, line):
            atomic.append_line(log, line, sync=True)
    _remove(pending)


def _ends_with(log: Path, line: str) -> bool:
    """Whether ``line`` is the last line of the ``log``."""
    whole = line.encode("utf-8") + b"\n"
    try:
        with log.open("rb") as handle:
            size = handle.seek(0, os.SEEK_END)
            handle.seek(max(0, size - len(whole) - 1))
            tail = handle.read()
    except OSError:
        return False
    return tail == whole or tail == b"\n" + whole


def _remove(path: Path) -> None:
    """Remove the note at ``path``.

    Raises:
        OutputError: it cannot be removed.
    """
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise OutputError(atomic.cannot_write(path, exc)) from None


def log_line(
    when: float,
    group: str | None,
    change: DeskChange,
    before: DeskGame,
    after: DeskGame,
    by: str | None = None,
) -> str:
    """The log's line of ``change``: when (``when``, seconds since the
    epoch, in local time), where (the group, round, match and board), the
    result ``before`` and ``after``, and who made it (``by``: the name of
    the key's holder, ``--arbiter`` for the key of ``berger serve
    --arbiter``; see :mod:`berger.pipeline.results_log`)."""
    moment = dt.datetime.fromtimestamp(when).isoformat(timespec="seconds")
    where = f"group {group}, " if group is not None else ""
    where += f"round {change.round}, "
    if change.match is not None:
        where += f"match {change.match}, "
    where += f"board {change.board}"
    line = f"{moment} {where}: {_shown(before)} → {_shown(after)}"
    return line if by is None else f"{line} by {by}"


def stamp(path: Path) -> object:
    """What changes with every write of the file (each is a new file, renamed
    in): its inode, time and size; None when it is not there."""
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_ino, info.st_mtime_ns, info.st_size)


def _shown(game: DeskGame) -> str:
    """A game's result in the log: its code, ``*`` for none; its own date
    after it."""
    code = game.result.value
    code = f"{code} (colours reversed)" if game.reversed else code
    return code if game.date is None else f"{code} on {game.date.isoformat()}"
