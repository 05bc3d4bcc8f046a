"""The blocks of cells the sheets share, an event of players' and a team
event's: a sheet's title, the event's details, the named points, the result
codes, a player's line, a schedule's result cells with their dropdown, and
its lock; the crosstable's headers and columns; a standings sheet's header
and columns.

openpyxl is imported inside the function that uses it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from berger.core.model import EventInfo, Outcome, Player
from berger.formats.event.workbook import FIRST_GAME_ROW
from berger.render.labels import Labels
from berger.render.xlsx import formulas
from berger.render.xlsx.layout import (
    FIRST_OPPONENT_COLUMN,
    TABLE_HEADER_ROW,
    column_letter,
)
from berger.render.xlsx.styles import Pen, print_setup, widths

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet


def sheet_start(
    pen: Pen, ws: Worksheet, heading: str, info: EventInfo, note: str = ""
) -> None:
    """Name the sheet ``heading`` and write its title: the event's name and
    the sheet's, with ``note`` under them."""
    ws.title = heading
    pen.text(ws, 1, 1, f"{info.name} — {heading}" if info.name else heading, "title")
    if note:
        pen.text(ws, 2, 1, note, "note")


def name_width(names: Iterable[str]) -> float:
    """Width of a column of ``names``: the longest, within reason."""
    longest = max((len(name) for name in names), default=10)
    return float(min(max(longest, 12) + 2, 40))


def info_details(labels: Labels, info: EventInfo) -> list[tuple[str, object]]:
    """The event's own details, label and value, for the event sheet."""
    return [
        (labels.wb_event_name, info.name),
        (labels.wb_site, info.site),
        (labels.wb_federation, info.federation),
        (labels.wb_start, info.start),
        (labels.wb_end, info.end),
        (labels.wb_arbiter, info.arbiter),
        (labels.wb_deputy_arbiter, info.deputy_arbiter),
        (labels.wb_time_control, info.time_control),
    ]


def write_details(
    pen: Pen, ws: Worksheet, details: Sequence[tuple[str, object]], first: int = 4
) -> None:
    """Label and value on each row from ``first``: text as text, dates as
    dates, numbers as numbers, None left empty."""
    for row, (label, value) in enumerate(details, start=first):
        pen.text(ws, row, 1, label, "bold")
        if isinstance(value, str):
            pen.text(ws, row, 2, value)
        elif isinstance(value, dt.date):
            pen.put(ws, row, 2, value, "date")
        elif value is not None:
            pen.put(ws, row, 2, value, "left")


def write_parameters(
    pen: Pen,
    ws: Worksheet,
    first: int,
    heading: str,
    rows: Sequence[tuple[str, Fraction, str]],
) -> None:
    """``heading`` above row ``first``, then each (label, points, workbook
    name): the named cells the formulas read, in column B."""
    pen.text(ws, first - 1, 1, heading, "bold")
    for row, (label, value, name) in enumerate(rows, start=first):
        pen.text(ws, row, 1, label)
        pen.put(ws, row, 2, cell_number(value), "parameter")
        pen.text(ws, row, 3, name, "note")


def write_codes(
    pen: Pen, ws: Worksheet, row: int, heading: str, codes: Sequence[tuple[str, str]]
) -> None:
    """``heading`` in ``row``, then each result code and what it means."""
    pen.text(ws, row, 1, heading, "bold")
    for offset, (code, meaning) in enumerate(codes, start=1):
        pen.text(ws, row + offset, 1, code, "left")
        pen.text(ws, row + offset, 2, meaning)


PLAYER_HEADS = (
    "wb_name",
    "wb_title",
    "wb_rating",
    "wb_federation",
    "wb_club",
    "wb_birth",
    "wb_fide_id",
)
"""Label keys of the columns :func:`write_player` fills."""


def write_player(
    pen: Pen, ws: Worksheet, row: int, column: int, player: Player, look: str = ""
) -> None:
    """A player's name (in ``look``) in ``column``, then title, rating,
    federation, club, birth and FIDE id (text where given)."""
    pen.text(ws, row, column, player.name, look)
    for offset, value in (
        (1, player.title),
        (3, player.federation),
        (4, player.club),
        (5, player.birth),
        (6, player.fide_id),
    ):
        if value:
            pen.text(ws, row, column + offset, value)
    ws.cell(row=row, column=column + 2, value=player.rating)


def write_result(
    pen: Pen, ws: Worksheet, row: int, column: int, outcome: Outcome | None
) -> None:
    """A schedule's result cell: empty while the game has no result, else
    its code (a draw as ``½-½``)."""
    if outcome is None:
        pen.put(ws, row, column, None, "result")
    else:
        code = "½-½" if outcome is Outcome.DRAW else outcome.value
        pen.text(ws, row, column, code, "result")


def result_dropdown(ws: Worksheet, labels: Labels, cells: str) -> None:
    """The dropdown of result codes over the range ``cells``; anything else
    typed there is refused."""
    from openpyxl.worksheet.datavalidation import DataValidation

    validation = DataValidation(
        type="list",
        formula1=formulas.dropdown_list(),
        allow_blank=True,
        showErrorMessage=True,
        errorTitle=labels.result,
        error=labels.wb_bad_code,
    )
    validation.add(cells)
    ws.add_data_validation(validation)


def lock_schedule(ws: Worksheet, hidden: int) -> None:
    """Hide a schedule's column ``hidden`` (the round of each result), keep
    its header in view and protect the sheet, columns and rows still
    resizable."""
    ws.column_dimensions[column_letter(hidden)].hidden = True
    ws.freeze_panes = f"A{FIRST_GAME_ROW}"
    ws.protection.sheet = True
    ws.protection.formatColumns = False
    ws.protection.formatRows = False


def crosstable_heads(
    pen: Pen,
    ws: Worksheet,
    cycles: int,
    fixed: Mapping[int, str],
    opponents: Iterable[tuple[int, int]],
) -> None:
    """A crosstable's headers in its header row: each ``fixed`` column's
    title, and over each opponent's first column (column, number) its
    number; with two cycles or more the fixed titles are merged down over
    the next row, each opponent's number across its ``cycles`` columns, and
    the next row numbers the cycles."""
    row = TABLE_HEADER_ROW
    for column, title in fixed.items():
        pen.head(ws, row, column, title)
        if cycles > 1:
            ws.merge_cells(
                start_row=row, start_column=column, end_row=row + 1, end_column=column
            )
    for column, number in opponents:
        pen.head(ws, row, column, number)
        if cycles > 1:
            last = column + cycles - 1
            ws.merge_cells(
                start_row=row, start_column=column, end_row=row, end_column=last
            )
            for cycle in range(1, cycles + 1):
                pen.head(ws, row + 1, column + cycle - 1, cycle)


def crosstable_columns(
    ws: Worksheet,
    paper: str,
    *,
    first_row: int,
    name_width: float,
    game_width: float,
    totals: int,
    hidden: int,
    last: int,
) -> None:
    """A crosstable's columns and page: number, name (``name_width``) and
    rating, the games ``game_width`` wide up to column ``totals``, the
    totals 8 wide up to column ``hidden``, which is hidden with every column
    after it to ``last``; frozen at the first game of row ``first_row``,
    landscape, its header rows printed on every page."""
    for column in range(hidden, last + 1):
        ws.column_dimensions[column_letter(column)].hidden = True
    ws.freeze_panes = f"{column_letter(FIRST_OPPONENT_COLUMN)}{first_row}"
    widths(ws, (5, name_width, 7))
    for column in range(FIRST_OPPONENT_COLUMN, totals):
        ws.column_dimensions[column_letter(column)].width = game_width
    for column in range(totals, hidden):
        ws.column_dimensions[column_letter(column)].width = 8
    print_setup(ws, paper, f"{TABLE_HEADER_ROW}:{first_row - 1}", landscape=True)


def standings_columns(
    pen: Pen,
    ws: Worksheet,
    paper: str,
    heads: Sequence[str],
    name_width: float,
    *,
    landscape: bool,
) -> None:
    """A standings sheet's header (place, number, name, rating, then more),
    frozen under it; the place 7 wide, the number 5, the name
    ``name_width``, the rest 8; its header row printed on every page."""
    pen.header(ws, TABLE_HEADER_ROW, heads)
    ws.freeze_panes = f"A{TABLE_HEADER_ROW + 1}"
    widths(ws, (7, 5, name_width, *([8] * (len(heads) - 3))))
    header = f"{TABLE_HEADER_ROW}:{TABLE_HEADER_ROW}"
    print_setup(ws, paper, header, landscape=landscape)


def cell_number(value: Fraction | int | None) -> int | float | None:
    """A point value as a spreadsheet number (exact halves stay exact)."""
    if value is None:
        return None
    if isinstance(value, int) or value.denominator == 1:
        return int(value)
    return float(value)
