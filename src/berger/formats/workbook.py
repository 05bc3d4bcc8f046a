"""Reading results back from the event workbook (``berger workbook``).

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

from pathlib import Path
from typing import Any

from berger.core.model import Outcome
from berger.core.results import Results, ResultsBuilder
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.participants import open_workbook

SCHEDULE_SHEET = 2
"""Position (from 0) of the schedule among the workbook's sheets: after the
event and the participants."""
FIRST_GAME_ROW = 2
"""The schedule sheet's row of the first game, under the header."""
_CHECKED = (("A", "round"), ("B", "board"), ("C", "white"), ("E", "black"))
"""Columns of the schedule sheet checked against the schedule."""
_OTHER_ROW = "rows must stay in schedule order: were rows moved, sorted or deleted?"
_FIRST_ROW = (
    "rows must stay in schedule order, and the schedule the third sheet:"
    " were rows or sheets moved, sorted or deleted?"
)
"""The end of the message of a row that does not match the schedule; at the
first game, the sheet read may not be the schedule at all."""


def read_results_workbook(path: Path, tournament: Tournament) -> Results:
    """The results typed into the schedule sheet of an event workbook.

    Blank and ``*`` are no result; every spelling of SPEC section 2 is
    accepted. Withdrawals come from the participants list.

    Raises:
        InputError: not a readable workbook, no schedule sheet, a row that does
            not match the schedule (moved, sorted, inserted or deleted rows),
            an unknown result code (each naming the sheet and cell).
    """
    shown = str(path)
    workbook = open_workbook(path, shown)
    try:
        sheet = _schedule_sheet(workbook, shown)
        builder = ResultsBuilder.for_tournament(tournament)
        rows = sheet.iter_rows(min_row=FIRST_GAME_ROW, max_col=7, values_only=True)
        name = sheet.title
        row = FIRST_GAME_ROW - 1
        for game in tournament.schedule.games():
            row += 1
            values = next(rows, None)
            if values is None:
                raise InputError(
                    f"the row of round {game.round}, board {game.board}"
                    f" ({game.white} – {game.black}) is missing:"
                    " were rows deleted?",
                    path=shown,
                    field=f"{name}!A{row}",
                )
            cells = (*values, *(None,) * (7 - len(values)))
            expected = (game.round, game.board, game.white, game.black)
            for (column, what), want, got in zip(
                _CHECKED,
                expected,
                (cells[0], cells[1], cells[2], cells[4]),
                strict=True,
            ):
                if _whole(got) != want:
                    raise InputError(
                        f"{what} is {_show(got)} but the schedule has {want} here"
                        f" (round {game.round}, board {game.board}:"
                        f" {game.white} – {game.black}); "
                        + (_FIRST_ROW if row == FIRST_GAME_ROW else _OTHER_ROW),
                        path=shown,
                        field=f"{name}!{column}{row}",
                    )
            outcome = _outcome(cells[6], shown, f"{name}!G{row}")
            builder.add_board(game.round, game.board, outcome)
        for extra in rows:
            row += 1
            if any(value not in (None, "") for value in extra):
                raise InputError(
                    "a row after the last game of the schedule:"
                    " were rows inserted or copied?",
                    path=shown,
                    field=f"{name}!A{row}",
                )
        return builder.build()
    finally:
        workbook.close()


def _schedule_sheet(workbook: Any, shown: str) -> Any:
    sheets = workbook.worksheets
    if len(sheets) <= SCHEDULE_SHEET:
        raise InputError(
            f"no schedule sheet (the workbook has {len(sheets)} sheet"
            f"{'' if len(sheets) == 1 else 's'}; the schedule is the third):"
            " is this a workbook written by berger workbook?",
            path=shown,
        )
    return sheets[SCHEDULE_SHEET]


def _whole(value: object) -> int | None:
    """A cell's value as a whole number, or None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def _show(value: object) -> str:
    return "empty" if value in (None, "") else repr(value)


def _outcome(value: object, shown: str, where: str) -> Outcome:
    if value is None:
        return Outcome.UNPLAYED
    try:
        return Outcome.from_code(str(value))
    except InputError as exc:
        raise exc.located(path=shown, field=where) from None
