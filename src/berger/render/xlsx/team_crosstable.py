"""The team workbook's crosstable: each match's game points from the row
team's side once all its boards have a result, the match and game points,
and the live place (the primary score, then the other one, teams still level
sharing it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from berger.core.teams import Primary, TeamEvent
from berger.formats.workbook import FIRST_GAME_ROW
from berger.render.xlsx import formulas
from berger.render.xlsx.blocks import crosstable_columns, crosstable_heads
from berger.render.xlsx.layout import column_letter
from berger.render.xlsx.team_layout import (
    CROSSTABLE,
    FIRST_OPPONENT,
    MATCH_POINT_NAMES,
    POINTS1,
    POINTS2,
    RESULT_ROUND,
    SCHEDULE,
)
from berger.render.xlsx.team_sheets import TeamBook

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet


def _match_rows(event: TeamEvent) -> dict[tuple[int, int], tuple[int, int]]:
    """(round, match) -> the schedule rows of its first and last board."""
    rows = {}
    row = FIRST_GAME_ROW
    for match in event.schedule.games():
        rows[match.round, match.board] = (row, row + event.boards - 1)
        row += event.boards
    return rows


def crosstable_sheet(book: TeamBook, ws: Worksheet) -> None:
    """Each match's game points from the row team's side, match and game
    points, the live place."""
    labels, pen, event, layout = book.labels, book.pen, book.event, book.layout
    cycles = layout.cycles
    book.start(ws, CROSSTABLE)
    schedule_ref = formulas.sheet_ref(layout.names[SCHEDULE])
    pen.text(ws, 2, 2, labels.wb_after_round, "bold")
    after_round = formulas.last_round(
        layout.names[SCHEDULE], RESULT_ROUND, layout.last_schedule_row
    )
    pen.put(ws, 2, 3, after_round, "bold")
    primary = event.primary is Primary.MATCH
    pen.text(
        ws,
        2,
        4,
        labels.wb_team_live_note if primary else labels.wb_team_live_note_game,
        "note",
    )
    fixed = {
        1: labels.wb_no,
        2: labels.wb_team,
        3: labels.wb_rating,
        layout.match_points: labels.wb_mp,
        layout.game_points: labels.wb_gp,
        layout.place: labels.wb_place,
        layout.rank: labels.wb_rank,
        layout.order: labels.wb_order,
    }
    opponents = (
        (columns(opponent, 1), opponent)
        for opponent in range(1, layout.teams + 1)
        for columns in (layout.column_of, layout.helper_of)
    )
    crosstable_heads(pen, ws, cycles, fixed, opponents)
    rows = _match_rows(event)
    games: dict[tuple[int, int], str] = {}
    for match in event.schedule.games():
        first, last = rows[match.round, match.board]
        for side, opponent, column in (
            (match.white, match.black, POINTS1),
            (match.black, match.white, POINTS2),
        ):
            letter = column_letter(column)
            cells = f"{schedule_ref}{letter}{first}:{letter}{last}"
            games[side, layout.column_of(opponent, match.cycle)] = (
                f'=IF(COUNT({cells})<{event.boards},"",SUM({cells}))'
            )
    win, draw, loss = MATCH_POINT_NAMES
    mp, gp = (column_letter(c) for c in (layout.match_points, layout.game_points))
    p, s = (mp, gp) if primary else (gp, mp)
    rk = column_letter(layout.rank)
    first_row, last_row = layout.first_row, layout.last_row
    for number, team in enumerate(event.teams, start=1):
        row = layout.row_of(number)
        pen.put(ws, row, 1, number, "grid")
        pen.text(ws, row, 2, team.name, "name")
        pen.put(ws, row, 3, team.rating(event.boards), "grid")
        for opponent in range(1, layout.teams + 1):
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
            f"{column_letter(FIRST_OPPONENT)}{row}:"
            f"{column_letter(layout.last_opponent)}{row}"
        )
        rank, order, place = formulas.ranking(row, p, s, rk, first_row, last_row)
        for column, formula, look in (
            (layout.match_points, f"=SUM({helpers})", "grid"),
            (layout.game_points, f"=SUM({matches})", "grid"),
            (layout.rank, rank, "grid"),
            (layout.order, order, "grid"),
            (layout.place, place, "place"),
        ):
            pen.put(ws, row, column, formula, look)
    crosstable_columns(
        ws,
        book.paper,
        first_row=layout.first_row,
        name_width=book.team_width,
        game_width=5 if cycles == 1 else 4,
        totals=layout.match_points,
        hidden=layout.rank,
        last=layout.last_column,
    )
