"""Reading results back from the event workbook (``berger workbook``), an
individual event's or a team event's.

The schedule is the workbook's third sheet, whatever its name (the event's
language or a ``--templates`` catalogue names it; SPEC section 7 fixes the
order of the sheets). It holds one row per game in schedule order: round,
board, white's number and name, black's number and name, result. Every row is
checked against the schedule (round, board, white, black), so a sheet whose
rows were sorted, moved, inserted or deleted, or another sheet moved into its
place, is refused with the cell that gives it away, rather than read into the
wrong games.

openpyxl is imported inside the function, so ``berger --help`` stays fast.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import suppress
from pathlib import Path
from typing import Any

from berger.core.bounds import show, whole_number
from berger.core.model import Outcome
from berger.core.names import name_key
from berger.core.results import Recorder, Results
from berger.core.teams.event import TeamEvent
from berger.core.teams.results import TeamResultsBuilder
from berger.core.tournament import Tournament
from berger.errors import InputError, ScheduleError
from berger.formats.files.game_dates import GameDates, date_cell
from berger.formats.files.input_file import InputFile, open_workbook
from berger.formats.files.result_cells import LARGEST_CELL
from berger.formats.files.xlsx_reader import read_workbook
from berger.messages import N_, _, ngettext

DATE_COLUMN = 11
"""The schedule sheet's column of a game's own date (K), blank for its
round's."""
SCHEDULE_SHEET = 2
"""Position (from 0) of the schedule among the workbook's sheets: after the
event and the participants."""
FIRST_GAME_ROW = 2
"""The schedule sheet's row of the first game, under the header."""
_CHECKED = (
    ("A", N_("round")),
    ("B", N_("board")),
    ("C", N_("white")),
    ("E", N_("black")),
)
"""Columns of the schedule sheet checked against the schedule (with their
names for messages, untranslated)."""
_NAMED = (("A", N_("round")), ("C", N_("white")), ("E", N_("black")))
"""Columns of the schedule sheet that name a game by its players."""
_OTHER_ROW = N_("rows must stay in schedule order: were rows moved, sorted or deleted?")
_FIRST_ROW = N_(
    "rows must stay in schedule order, and the schedule the third sheet:"
    " were rows or sheets moved, sorted or deleted?"
)
"""The end of the message of a row that does not match the schedule; at the
first game, the sheet read may not be the schedule at all (untranslated)."""

TEAM_ROUND, TEAM_MATCH, TEAM_FIRST, TEAM_FIRST_NAME, TEAM_BOARD = 1, 2, 3, 4, 5
TEAM_COLOUR, TEAM_PLAYER1, TEAM_RESULT, TEAM_PLAYER2 = 6, 7, 8, 9
TEAM_SECOND, TEAM_SECOND_NAME = 10, 11
"""The team schedule's columns, one row per board: round, match, the
first-named team's number and name, board, that team's colour on it, its
player, the result (from its player's side), the other player, the
second team's number and name; the points and the round with a result
follow (:mod:`berger.render.xlsx.teams`)."""
_TEAM_CHECKED = (
    (TEAM_ROUND, N_("round")),
    (TEAM_MATCH, N_("match")),
    (TEAM_FIRST, N_("team1")),
    (TEAM_BOARD, N_("board")),
    (TEAM_SECOND, N_("team2")),
)
"""Columns of the team schedule checked against the schedule (with their
names for messages, untranslated)."""


def record_results_workbook(
    source: InputFile, tournament: Tournament, into: Recorder
) -> None:
    """Feed every game row of an event workbook's schedule sheet to
    ``into``: checked row by row against the tournament's schedule, or, when
    ``into`` makes the schedule, taken as the rows give them.

    Blank and ``*`` are no result; every spelling of SPEC section 2 is
    accepted. Withdrawals come from the participants list.

    Raises:
        InputError: not a readable workbook, no schedule sheet, a row that does
            not match the schedule (moved, sorted, inserted or deleted rows),
            an unknown result code, or a row ``into`` refuses (each naming the
            sheet and cell).
    """
    shown = source.shown
    workbook = read_workbook(source.data, shown)
    try:
        sheet = _schedule_sheet(workbook, shown)
        rows = sheet.iter_rows(
            min_row=FIRST_GAME_ROW, max_col=DATE_COLUMN, values_only=True
        )
        name = sheet.title
        if into.makes_schedule:
            _record_rows(rows, into, shown, name)
            return
        row = FIRST_GAME_ROW - 1
        dates = GameDates(tournament, shown)
        for game in tournament.schedule.games():
            row += 1
            values = next(rows, None)
            if values is None:
                raise InputError(
                    _(
                        "the row of round {round}, board {board}"
                        " ({white} – {black}) is missing: were rows deleted?"
                    ).format(
                        round=game.round,
                        board=game.board,
                        white=game.white,
                        black=game.black,
                    ),
                    path=shown,
                    field=f"{name}!A{row}",
                )
            cells = (*values, *(None,) * (DATE_COLUMN - len(values)))
            _check_row(
                [
                    (f"{name}!{column}{row}", what, want, got)
                    for (column, what), want, got in zip(
                        _CHECKED,
                        (game.round, game.board, game.white, game.black),
                        (cells[0], cells[1], cells[2], cells[4]),
                        strict=True,
                    )
                ],
                _("round {round}, board {board}: {white} – {black}").format(
                    round=game.round,
                    board=game.board,
                    white=game.white,
                    black=game.black,
                ),
                first=row == FIRST_GAME_ROW,
                shown=shown,
            )
            outcome = _outcome(cells[6], shown, f"{name}!G{row}")
            where = f"{name}!K{row}"
            day = date_cell(cells[DATE_COLUMN - 1], shown, None, field=where)
            day = dates.own(game.round, day)
            try:
                into.add_board(game.round, game.board, outcome, date=day)
            except ScheduleError as exc:  # a game dated twice: a row copied
                raise InputError(str(exc), path=shown, field=where) from None
            dates.keep(game, day, None, field=where)
        dates.check()
        _no_more_rows(
            rows,
            row,
            N_(
                "a row after the last game of the schedule:"
                " were rows inserted or copied?"
            ),
            shown,
            name,
        )
    finally:
        workbook.close()


def _check_row(
    cells: Sequence[tuple[str, str, int, object]],
    where: str,
    *,
    first: bool,
    shown: str,
) -> None:
    """Each (cell, what, the schedule's number, the cell's value) must agree.

    Raises:
        InputError: the first that does not, naming the cell and ``where``
            the schedule has its row.
    """
    for cell, what, want, got in cells:
        if _whole(got) != want:
            raise InputError(
                _(
                    "{what} is {value} but the schedule has {want} here ({where});"
                ).format(what=_(what), value=_show(got), want=want, where=where)
                + " "
                + _(_FIRST_ROW if first else _OTHER_ROW),
                path=shown,
                field=cell,
            )


def _no_more_rows(
    rows: Iterator[Any], row: int, message: str, shown: str, name: str
) -> None:
    """Refuse anything in the rows after the schedule's last one (with
    ``message``, untranslated).

    Raises:
        InputError: naming the first such row.
    """
    for extra in rows:
        row += 1
        if any(value not in (None, "") for value in extra):
            raise InputError(
                _(message),
                path=shown,
                field=f"{name}!A{row}",
            )


def _record_rows(
    rows: Iterator[tuple[object, ...]], into: Recorder, shown: str, name: str
) -> None:
    """Each non-empty row's game (round, white, black in columns A, C, E)
    to ``into``, as the rows stand."""
    for row, values in enumerate(rows, start=FIRST_GAME_ROW):
        cells = (*values, *(None,) * (DATE_COLUMN - len(values)))
        if all(value in (None, "") for value in cells):
            continue
        numbers = []
        for (column, what), index in zip(_NAMED, (0, 2, 4), strict=True):
            value = _whole(cells[index])
            if value is None:
                raise InputError(
                    _("{what} is {value}, not a number").format(
                        what=_(what), value=_show(cells[index])
                    ),
                    path=shown,
                    field=f"{name}!{column}{row}",
                )
            numbers.append(value)
        outcome = _outcome(cells[6], shown, f"{name}!G{row}")
        where = f"{name}!K{row}"
        day = date_cell(cells[DATE_COLUMN - 1], shown, None, field=where)
        try:
            into.add(numbers[0], numbers[1], numbers[2], outcome, date=day)
        except ScheduleError as exc:
            raise InputError(str(exc), path=shown, field=f"{name}!A{row}") from None


def _schedule_sheet(workbook: Any, shown: str) -> Any:
    sheets = workbook.worksheets
    if len(sheets) <= SCHEDULE_SHEET:
        raise InputError(
            ngettext(
                "no schedule sheet (the workbook has {count} sheet; the schedule"
                " is the third): is this a workbook written by berger workbook?",
                "no schedule sheet (the workbook has {count} sheets; the schedule"
                " is the third): is this a workbook written by berger workbook?",
                len(sheets),
            ).format(count=len(sheets)),
            path=shown,
        )
    return sheets[SCHEDULE_SHEET]


def _whole(value: object) -> int | None:
    """A cell's value as a whole number (of at most the digits of
    :data:`~berger.formats.files.result_cells.LARGEST_CELL`), or None."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, str):
        value = value.strip()
    if isinstance(value, bool) or not isinstance(value, int | str):
        return None
    with suppress(InputError):
        return whole_number(value, 0, LARGEST_CELL)
    return None


def _show(value: object) -> str:
    return _("empty") if value in (None, "") else show(value)


def _outcome(value: object, shown: str, where: str) -> Outcome:
    if value is None:
        return Outcome.UNPLAYED
    try:
        return Outcome.from_code(str(value))
    except InputError as exc:
        raise exc.located(path=shown, field=where) from None


def read_team_results_workbook(path: Path, event: TeamEvent) -> Results:
    """The board results typed into the schedule sheet of a team workbook.

    The player cells hold each board's players: a name other than the
    board player's (a reserve, a player moved) is who played; the board
    player's own name is the default (nobody, for a side that forfeited).

    Raises:
        InputError: not a readable workbook, no schedule sheet, a row that
            does not match the schedule, a player of another team or nobody's,
            an unknown result code (each naming the sheet and cell).
    """
    from openpyxl.utils import get_column_letter

    shown = str(path)
    workbook = open_workbook(path, shown)
    try:
        sheet = _schedule_sheet(workbook, shown)
        builder = TeamResultsBuilder(event)
        width = TEAM_SECOND_NAME
        rows = sheet.iter_rows(min_row=FIRST_GAME_ROW, max_col=width, values_only=True)
        name = sheet.title
        row = FIRST_GAME_ROW - 1
        for match in event.schedule.games():
            for board in range(1, event.boards + 1):
                row += 1
                values = next(rows, None)
                where = _(
                    "round {round}, match {match}, board {board}: {first} – {second}"
                ).format(
                    round=match.round,
                    match=match.board,
                    board=board,
                    first=match.white,
                    second=match.black,
                )
                if values is None:
                    raise InputError(
                        _("the row of {where} is missing: were rows deleted?").format(
                            where=where
                        ),
                        path=shown,
                        field=f"{name}!A{row}",
                    )
                cells = (*values, *(None,) * (width - len(values)))
                expected = (match.round, match.board, match.white, board, match.black)
                _check_row(
                    [
                        (
                            f"{name}!{get_column_letter(column)}{row}",
                            what,
                            want,
                            cells[column - 1],
                        )
                        for (column, what), want in zip(
                            _TEAM_CHECKED, expected, strict=True
                        )
                    ],
                    where,
                    first=row == FIRST_GAME_ROW,
                    shown=shown,
                )
                outcome = _outcome(
                    cells[TEAM_RESULT - 1],
                    shown,
                    f"{name}!{get_column_letter(TEAM_RESULT)}{row}",
                )
                players = [
                    _team_player(
                        event, team, board, cells[column - 1], shown, name, column, row
                    )
                    for team, column in (
                        (match.white, TEAM_PLAYER1),
                        (match.black, TEAM_PLAYER2),
                    )
                ]
                try:
                    builder.add_board(
                        match.round,
                        match.white,
                        match.black,
                        board,
                        outcome,
                        first_player=players[0],
                        second_player=players[1],
                    )
                except ScheduleError as exc:
                    raise InputError(
                        str(exc), path=shown, field=f"{name}!A{row}"
                    ) from None
        _no_more_rows(
            rows,
            row,
            N_(
                "a row after the last board of the schedule:"
                " were rows inserted or copied?"
            ),
            shown,
            name,
        )
        return builder.build()
    finally:
        workbook.close()


def _team_player(
    event: TeamEvent,
    team: int,
    board: int,
    value: object,
    shown: str,
    sheet: str,
    column: int,
    row: int,
) -> int | None:
    """The position of the player named in a player cell, or None for the
    board's own player (or an empty cell)."""
    from openpyxl.utils import get_column_letter

    if value is None or not str(value).strip():
        return None
    players = event.team(team).players
    key = name_key(str(value))
    for position, player in enumerate(players, start=1):
        if name_key(player.name) == key:
            return None if position == board else position
    raise InputError(
        _("{name!r} is not a player of {team!r}").format(
            name=str(value).strip(), team=event.team(team).name
        ),
        path=shown,
        field=f"{sheet}!{get_column_letter(column)}{row}",
    )
