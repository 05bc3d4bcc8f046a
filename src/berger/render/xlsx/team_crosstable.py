"""The team event's crosstable games and scores: each match's game points
from the row team's side once all its boards have a result, its match points
in a hidden helper column, the match and game points, and the live place
(the primary score, then the other one, teams still level sharing it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from berger.core.teams.event import TeamEvent
from berger.formats.event.workbook import FIRST_GAME_ROW
from berger.render.xlsx import formulas
from berger.render.xlsx.book import Book
from berger.render.xlsx.layout import (
    FIRST_OPPONENT_COLUMN,
    MATCH_POINT_NAMES,
    POINTS1,
    POINTS2,
    SCHEDULE,
    column_letter,
)

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet


def match_cells(book: Book[TeamEvent]) -> dict[tuple[int, int], str]:
    """(team, crosstable column) to the cell's formula: the team's game
    points of the match against that column's opponent, summed from the
    schedule once every board has a result. The diagonal has none."""
    event, layout = book.tournament, book.layout
    schedule_ref = formulas.sheet_ref(layout.names[SCHEDULE])
    cells: dict[tuple[int, int], str] = {}
    first = FIRST_GAME_ROW
    for match in event.schedule.games():
        last = first + event.boards - 1
        for side, opponent, column in (
            (match.white, match.black, POINTS1),
            (match.black, match.white, POINTS2),
        ):
            letter = column_letter(column)
            points = f"{schedule_ref}{letter}{first}:{letter}{last}"
            cells[side, layout.column_of(opponent, match.cycle)] = (
                f'=IF(COUNT({points})<{event.boards},"",SUM({points}))'
            )
        first = last + 1
    return cells


def crosstable(book: Book[TeamEvent], ws: Worksheet) -> None:
    """Each match's game points from the row team's side and its match
    points (hidden), the match and game points, the live place."""
    pen, layout = book.pen, book.layout
    cycles = layout.cycles
    games = match_cells(book)
    win, draw, loss = MATCH_POINT_NAMES
    match_points, game_points = layout.totals_column, layout.totals_column + 1
    keys = [column_letter(column) for column in book.live_order().columns]
    rk = column_letter(layout.rank_column)
    first_row, last_row = layout.first_row, layout.last_row
    for number in range(1, layout.entrants + 1):
        row = layout.row_of(number)
        for opponent in range(1, layout.entrants + 1):
            for cycle in range(1, cycles + 1):
                column = layout.column_of(opponent, cycle)
                helper = layout.helper_of(opponent, cycle)
                formula = games.get((number, column))
                if formula is None:
                    pen.put(ws, row, column, None, "diagonal")
                    continue
                pen.put(ws, row, column, formula, "grid")
                own = f"{column_letter(column)}{row}"
                theirs = (
                    f"{column_letter(layout.column_of(number, cycle))}"
                    f"{layout.row_of(opponent)}"
                )
                pen.put(
                    ws,
                    row,
                    helper,
                    f'=IF({own}="","",IF({own}>{theirs},{win},IF({own}<{theirs},'
                    f"{loss},IF({own}+{theirs}=0,{loss},{draw}))))",
                    "grid",
                )
        helpers = (
            f"{column_letter(layout.helper_of(1, 1))}{row}:"
            f"{column_letter(layout.last_column)}{row}"
        )
        matches = (
            f"{column_letter(FIRST_OPPONENT_COLUMN)}{row}:"
            f"{column_letter(layout.last_opponent_column)}{row}"
        )
        rank, order, place = formulas.ranking(row, keys, rk, first_row, last_row)
        for column, formula, look in (
            (match_points, f"=SUM({helpers})", "grid"),
            (game_points, f"=SUM({matches})", "grid"),
            (layout.rank_column, rank, "grid"),
            (layout.order_column, order, "grid"),
            (layout.place_column, place, "place"),
        ):
            pen.put(ws, row, column, formula, look)
