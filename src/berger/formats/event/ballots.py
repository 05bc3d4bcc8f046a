"""The tables an event's openings are drawn from: pydraughts' ballot tables
(read as data, by name) and the event's own, a CSV or JSON file of openings
each with its number, moves and position.

The event's own table::

    number,moves,position
    I-3,ab4 ba5 ba3 ab6,B:Wa1,c3,e3,...:Ba5,...
    1,,W:W31-50:B1-20

(``,`` ``;`` or a tab; the headers also in Ukrainian and Russian: ``номер``,
``ходи``/``ходы``, ``позиція``/``позиция``; ``fen`` for the position), or
as JSON a list of ``{"number": ..., "moves": ..., "position": ...}``, or
pydraughts' own form (``{"all": {"I-3: ab4 ...": position}, "standard":
[...]}``). Each position is PDN's (``W:W...:B...``) on the discipline's
board (:mod:`berger.core.positions`); the moves may be left empty.

The draw itself is the core's (:func:`berger.core.ballots.draw_openings`),
from the event's seed (:func:`event_openings`), or kept in the event's file
where it has none (:func:`kept_openings`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from importlib import resources

from berger.core.ballots import Opening, Openings, check_table, draw_openings, split_key
from berger.core.disciplines import BUILTIN_BALLOTS, Discipline
from berger.core.positions import parse_position
from berger.core.schedule import Schedule
from berger.errors import InputError
from berger.formats.event.draughts import Ballot, DraughtsRules
from berger.formats.event.drawn_openings import header_columns, read_drawn
from berger.formats.event.results import delimited_rows
from berger.formats.files.input_file import InputFile, parse_json
from berger.messages import _

COLUMNS: Mapping[str, tuple[str, ...]] = {
    "number": ("number", "no", "№", "номер", "ballot", "opening"),
    "moves": ("moves", "ходи", "ходы", "початкові ходи", "начальные ходы"),
    "position": ("position", "fen", "позиція", "позиция"),
}
"""The columns of an event's own CSV table, and how their headers may read."""
_COLUMN = {alias: name for name, aliases in COLUMNS.items() for alias in aliases}


def builtin_table(name: str) -> tuple[Opening, ...]:
    """pydraughts' ballot table ``name`` (one of
    :data:`~berger.core.disciplines.BUILTIN_BALLOTS`), in its order.

    Raises:
        KeyError: a name berger does not take from pydraughts.
    """
    files = resources.files("draughts") / "ballot_files"
    data = json.loads((files / BUILTIN_BALLOTS[name].file).read_text(encoding="utf-8"))
    return tuple(Opening(*split_key(key), data["all"][key]) for key in data["standard"])


def read_ballot_table(source: InputFile, discipline: Discipline) -> tuple[Opening, ...]:
    """The event's own table in ``source`` (CSV by default, JSON for
    ``.json``), each position checked on the discipline's board.

    Raises:
        InputError: unreadable, no position column or an opening without a
            position, a position that is not one of the board, a number
            twice (located by line, or by the opening's number in JSON).
    """
    shown = source.shown
    if source.path.suffix.lower() == ".json":
        openings = list(_json_openings(source.text(), shown))
    else:
        openings = list(_csv_openings(source.text(), shown))
    if not openings:
        raise InputError(_("the ballot table has no openings"), path=shown)
    for line, opening in openings:
        where = line if line else None
        if not opening.position.strip():
            raise InputError(
                _("opening {number} of the ballot table has no position").format(
                    number=opening.number or "?"
                ),
                path=shown,
                line=where,
                field="position",
            )
        try:
            parse_position(opening.position, discipline.facts.board)
        except InputError as exc:
            raise InputError(
                exc.message, path=shown, line=where, field="position"
            ) from None
    table = tuple(opening for _line, opening in openings)
    try:
        check_table(table)
    except InputError as exc:
        raise InputError(exc.message, path=shown, field="number") from None
    return table


def ballot_table(
    ballot: Ballot, discipline: Discipline, source: InputFile | None = None
) -> tuple[Opening, ...]:
    """The table of ``ballot``: pydraughts' by name, or the event's own file
    (its bytes in ``source`` where they were read already).

    Raises:
        InputError: as :func:`read_ballot_table`, or the file cannot be read.
    """
    if isinstance(ballot.table, str) and ballot.table in BUILTIN_BALLOTS:
        return builtin_table(ballot.table)
    path = ballot.table
    assert not isinstance(path, str)
    return read_ballot_table(source or InputFile.read(path), discipline)


def event_openings(
    rules: DraughtsRules,
    table: Sequence[Opening],
    schedule: Schedule,
    seed: int | None,
    *,
    shown: str = "",
) -> Openings | None:
    """The openings drawn for every game of ``schedule`` from ``table`` with
    the event's ``seed``, as its ballot says (by board or by round); None
    where the event draws none.

    Raises:
        InputError: no seed to draw with (located at ``shown``, the event's
            file).
    """
    if rules.ballot is None:
        return None
    if seed is None:
        raise InputError(
            _(
                "the openings are drawn from the event's seed:"
                " give --seed S or [rules] seed"
            ),
            path=shown or None,
            field="rules.seed",
        )
    return draw_openings(table, schedule, seed=seed, draw=rules.ballot.draw)


def kept_openings(
    rules: DraughtsRules,
    table: Sequence[Opening],
    schedule: Schedule,
    source: InputFile | None = None,
) -> Openings:
    """The openings kept in the event's file of the draw
    (:mod:`berger.formats.event.drawn_openings`; ``source``: its bytes,
    where read already): none before the file is there.

    Raises:
        InputError: the file cannot be read, or is not a draw of the
            schedule's games from the table.
    """
    assert rules.ballot is not None
    assert rules.drawn is not None
    draw = rules.ballot.draw
    path = rules.drawn
    if source is None and not path.exists():
        return Openings(tuple(table), draw, None, {})
    given = source or InputFile.read(path)
    drawn = read_drawn(given.text(), given.shown, table, schedule, draw)
    return Openings(tuple(table), draw, None, drawn)


def _csv_openings(text: str, shown: str) -> Iterator[tuple[int, Opening]]:
    rows = delimited_rows(text, shown)
    if not rows:
        raise InputError(_("the file is empty: no header row"), path=shown)
    header_line, header = rows[0]
    columns = header_columns(header, _COLUMN)
    if "number" not in columns or "position" not in columns:
        raise InputError(
            _(
                "the header needs number and position (moves may follow); found {found}"
            ).format(found=", ".join(repr(heading) for heading in header)),
            path=shown,
            line=header_line,
        )

    last = len(header) - 1
    for line, row in rows[1:]:
        cells = {
            name: row[position].strip() if position < len(row) else ""
            for name, position in columns.items()
        }
        if len(row) > len(header):
            # A position unquoted: cut at its commas by the reader.
            if columns["position"] != last:
                raise InputError(
                    _(
                        "the row has more fields than the header: is the"
                        ' position written in quotes ("W:Wa1,c3,...:Bb8,...")?'
                    ),
                    path=shown,
                    line=line,
                    field="position",
                )
            cells["position"] = ",".join(row[last:]).strip()
        yield line, Opening(cells["number"], cells.get("moves", ""), cells["position"])


def _json_openings(text: str, shown: str) -> Iterator[tuple[int, Opening]]:
    data = parse_json(text, shown)
    if isinstance(data, dict) and isinstance(data.get("all"), dict):
        listed = data.get("standard", list(data["all"]))
        for key in listed if isinstance(listed, list) else ():
            position = data["all"].get(key)
            yield 0, Opening(*split_key(str(key)), _text(position))
        return
    if not isinstance(data, list):
        raise InputError(
            _(
                "a ballot table in JSON is a list of openings, each an object"
                " with number, moves and position"
            ),
            path=shown,
        )
    for index, entry in enumerate(data, start=1):
        if not isinstance(entry, dict):
            raise InputError(
                _(
                    "opening {index} is not an object with number, moves and position"
                ).format(index=index),
                path=shown,
            )
        yield (
            0,
            Opening(
                _text(entry.get("number", "")),
                _text(entry.get("moves", "")),
                _text(entry.get("position", "")),
            ),
        )


def _text(value: object) -> str:
    """A JSON value as an opening's text: numbers written as they read."""
    if value is None:
        return ""
    return str(value).strip()
