"""The openings drawn for a draughts event without a seed, kept in a file
beside it, ``drawn-openings.csv`` (an event with groups: one a group,
``drawn-openings-<group>.csv``), so that every paper, page and file shows
the same opening for a game, run after run.

``berger ballots EVENT --draw`` writes it (atomically); the arbiter may as
well write it by hand from a draw made at the table::

    round,board,opening
    1,1,XX-22
    1,2,I-3
    2,,XVII-3

a row a board: its round, its board, the opening's number as the ballot
table numbers it; the board left blank for an opening the whole round
plays (``ballot_draw = "round"``, where it is the only way). ``,`` ``;``
or a tab; the headers also in Ukrainian and Russian (``тур``, ``дошка`` /
``доска``, ``дебют`` / ``номер``); other columns are ignored. A round is
drawn once it has a row: every board of it then has its opening; a round
without rows is not drawn yet, and its papers leave the opening blank.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from pathlib import Path

from berger.core.ballots import BallotDraw, Opening, Openings
from berger.core.schedule import Schedule
from berger.errors import InputError
from berger.formats.event.participants import normalise_header
from berger.formats.event.results import delimited_rows
from berger.messages import _

DRAWN_FILE = "drawn-openings.csv"
"""The file beside the event that keeps its draw."""
COLUMNS: Mapping[str, tuple[str, ...]] = {
    "round": ("round", "rd", "тур", "раунд"),
    "board": ("board", "bd", "дошка", "доска", "стіл", "стол"),
    "opening": ("opening", "number", "no", "№", "ballot", "дебют", "номер"),
}
"""The columns of the file, and how their headers may read."""
_COLUMN = {alias: name for name, aliases in COLUMNS.items() for alias in aliases}
MAX_DIGITS = 6
"""A round or board of more digits is out of range whatever the event."""


def drawn_file(folder: Path, group: str | None = None) -> Path:
    """Where an event (its group ``group``) keeps the openings drawn.

    >>> drawn_file(Path("ev")).as_posix(), drawn_file(Path("ev"), "A").as_posix()
    ('ev/drawn-openings.csv', 'ev/drawn-openings-A.csv')
    """
    if group is None:
        return folder / DRAWN_FILE
    return folder / f"{Path(DRAWN_FILE).stem}-{group}{Path(DRAWN_FILE).suffix}"


def read_drawn(
    text: str,
    shown: str,
    table: Sequence[Opening],
    schedule: Schedule,
    draw: BallotDraw,
) -> dict[tuple[int, int], int]:
    """The openings a kept draw gives: (round, board) -> index in ``table``.

    Raises:
        InputError: no round or opening column, a round or board the
            schedule does not have, an opening the table does not have, a
            board twice, a round drawn for some boards only, a board given
            in an event that draws one opening a round (each located at
            its line and column).
    """
    rows = delimited_rows(text, shown)
    if not rows:
        return {}
    header_line, header = rows[0]
    columns = header_columns(header, _COLUMN)
    if "round" not in columns or "opening" not in columns:
        raise InputError(
            _(
                "the header needs round, board and opening (the board blank for"
                " a round's one opening); found {found}"
            ).format(found=", ".join(repr(cell) for cell in header)),
            path=shown,
            line=header_line,
        )
    index = _numbers(table)
    drawn: dict[tuple[int, int], int] = {}
    lines: dict[int, int] = {}
    for line, row in rows[1:]:
        cells = {
            name: row[position].strip() if position < len(row) else ""
            for name, position in columns.items()
        }
        number = _number(cells["round"], len(schedule.rounds), shown, line, "round")
        found = index.get(_key(cells["opening"]))
        if found is None:
            raise InputError(
                _("{number!r} is not an opening of the ballot table").format(
                    number=cells["opening"]
                ),
                path=shown,
                line=line,
                field="opening",
            )
        boards = len(schedule.round(number).games)
        if cells.get("board", ""):
            if draw is BallotDraw.ROUND:
                raise InputError(
                    _(
                        'the event draws one opening a round (ballot_draw = "round"):'
                        " leave the board blank"
                    ),
                    path=shown,
                    line=line,
                    field="board",
                )
            chosen = [_number(cells["board"], boards, shown, line, "board")]
        else:
            chosen = list(range(1, boards + 1))
        for board in chosen:
            if (number, board) in drawn:
                raise InputError(
                    _("round {round}, board {board}: drawn twice").format(
                        round=number, board=board
                    ),
                    path=shown,
                    line=line,
                    field="board",
                )
            drawn[number, board] = found
        lines.setdefault(number, line)
    for number, line in lines.items():
        boards = len(schedule.round(number).games)
        missing = [b for b in range(1, boards + 1) if (number, b) not in drawn]
        if missing:
            raise InputError(
                _(
                    "round {round} has no opening for board {board}: give every"
                    " board of a round drawn, or one opening for the round"
                    " (the board blank)"
                ).format(round=number, board=missing[0]),
                path=shown,
                line=line,
                field="board",
            )
    return drawn


def header_columns(header: Sequence[str], aliases: Mapping[str, str]) -> dict[str, int]:
    """Each known column of a header row (by its cells' ``aliases``, as
    :func:`~berger.formats.event.participants.normalise_header` leaves
    them) -> its place; the first of two cells naming one column."""
    columns: dict[str, int] = {}
    for position, cell in enumerate(header):
        name = aliases.get(normalise_header(cell))
        if name is not None and name not in columns:
            columns[name] = position
    return columns


def drawn_csv(openings: Openings, schedule: Schedule) -> str:
    """The file that keeps ``openings``: a row a board (by round: a row a
    round, its board blank), round by round."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(("round", "board", "opening"))
    for rnd in schedule.rounds:
        found = [openings.find(rnd.number, game.board) for game in rnd.games]
        known = [opening for opening in found if opening is not None]
        if not known or len(known) < len(found):
            continue
        if openings.draw is BallotDraw.ROUND and len(set(known)) == 1:
            writer.writerow((rnd.number, "", known[0].number))
            continue
        for game, opening in zip(rnd.games, known, strict=True):
            writer.writerow((rnd.number, game.board, opening.number))
    return out.getvalue()


def _numbers(table: Sequence[Opening]) -> dict[str, int]:
    """Each opening's number, as a key (case and spaces aside) -> its index."""
    return {_key(opening.number): index for index, opening in enumerate(table)}


def _key(number: str) -> str:
    return "".join(number.split()).casefold()


def _number(text: str, total: int, shown: str, line: int, field: str) -> int:
    """A round's or a board's number, 1 to ``total``.

    Raises:
        InputError: not a number, or out of range (located at the field).
    """
    if not text.isdecimal():
        message = (
            _("{text!r} is not a round number")
            if field == "round"
            else _("{text!r} is not a board number")
        )
        raise InputError(message.format(text=text), path=shown, line=line, field=field)
    if len(text) > MAX_DIGITS or not 1 <= int(text) <= total:
        message = (
            _("round {round}: the schedule has rounds 1–{rounds}").format(
                round=text, rounds=total
            )
            if field == "round"
            else _("board {board}: the round has boards 1–{boards}").format(
                board=text, boards=total
            )
        )
        raise InputError(message, path=shown, line=line, field=field)
    return int(text)
