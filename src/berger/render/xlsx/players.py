"""The workbook of an event of players, :data:`PLAYERS`: what it holds that a
team event's does not. The participants, a schedule row per game (a result
cell with a dropdown of codes), the crosstable's points, SB (over a hidden
row of each opponent's points) and wins, and the points of each result,
a bye's included, as named cells.

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from berger.core.results import Results
from berger.core.schedule import Schedule
from berger.core.standings import Standing, Standings
from berger.core.tournament import Tournament
from berger.formats.event.workbook import DATE_COLUMN, FIRST_GAME_ROW
from berger.render.labels import tiebreak_label
from berger.render.xlsx import formulas
from berger.render.xlsx.blocks import (
    PLAYER_HEADS,
    cell_number,
    lock_schedule,
    result_dropdown,
    write_player,
    write_result,
)
from berger.render.xlsx.book import Book, Details, Points, Variation
from berger.render.xlsx.layout import (
    BLACK_POINTS,
    FIRST_OPPONENT_COLUMN,
    PARTICIPANTS,
    POINT_KEYS,
    POINT_NAMES,
    POINTS_ROW,
    RESULT,
    RESULT_ROUND,
    SCHEDULE,
    TABLE_HEADER_ROW,
    WHITE_POINTS,
    Layout,
)
from berger.render.xlsx.styles import print_setup, widths

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

_PARTICIPANT_HEADS = ("wb_no", *PLAYER_HEADS, "wb_withdrawn")
SCHEDULE_HEADS = (
    "round",
    "board",
    "wb_no",
    "white",
    "wb_no",
    "black",
    "result",
    "wb_white_points",
    "wb_black_points",
    "wb_result_round",
)


def participants_sheet(book: Book[Tournament], ws: Worksheet) -> None:
    """One row per player in pairing-number order."""
    labels, pen = book.labels, book.pen
    book.start(ws, PARTICIPANTS)
    pen.header(ws, TABLE_HEADER_ROW, [labels[key] for key in _PARTICIPANT_HEADS])
    for number, player in enumerate(book.tournament.players, start=1):
        row = TABLE_HEADER_ROW + number
        pen.put(ws, row, 1, number, "center")
        write_player(pen, ws, row, 2, player)
        ws.cell(row=row, column=9, value=player.withdrawn_after)
    ws.freeze_panes = "C4"
    widths(ws, (6, book.name_width(), 7, 8, 11, 20, 12, 12, 12))
    print_setup(ws, book.paper, "3:3")


def schedule_sheet(
    book: Book[Tournament], ws: Worksheet, results: Results | None
) -> None:
    """One row per game; the result cell takes the codes of the dropdown."""
    labels, pen = book.labels, book.pen
    ws.title = book.layout.names[SCHEDULE]
    heads = [labels[key] for key in (*SCHEDULE_HEADS, "wb_game_date")]
    pen.header(ws, FIRST_GAME_ROW - 1, heads)
    names = [p.name for p in book.tournament.players]
    outcomes = {} if results is None else results.outcomes
    dates = {} if results is None else results.dates
    for row, game in enumerate(book.tournament.schedule.games(), FIRST_GAME_ROW):
        ws.cell(row=row, column=1, value=game.round)
        ws.cell(row=row, column=2, value=game.board)
        ws.cell(row=row, column=3, value=game.white)
        pen.text(ws, row, 4, names[game.white - 1])
        ws.cell(row=row, column=5, value=game.black)
        pen.text(ws, row, 6, names[game.black - 1])
        write_result(pen, ws, row, RESULT, outcomes.get((game.round, game.board)))
        for column, white in ((WHITE_POINTS, True), (BLACK_POINTS, False)):
            ws.cell(
                row=row, column=column, value=formulas.side_points(row, white=white)
            )
        ws.cell(row=row, column=RESULT_ROUND, value=formulas.result_round(row))
        pen.put(ws, row, DATE_COLUMN, dates.get((game.round, game.board, 1)), "day")
    result_dropdown(
        ws, labels, formulas.result_cells(RESULT, book.layout.last_game_row)
    )
    lock_schedule(ws, RESULT_ROUND)
    width = book.name_width()
    widths(ws, (7, 7, 6, width, 6, width, 10, 9, 9, 6, 14))
    print_setup(ws, book.paper, "1:1")


def game_cells(book: Book[Any], ws: Worksheet, schedule: Schedule) -> None:
    """Every player's points against every opponent in each game of
    ``schedule`` (and their byes), the diagonal shaded."""
    layout, pen = book.layout, book.pen
    cells = formulas.crosstable_cells(layout, schedule)
    for number in range(1, layout.entrants + 1):
        row = layout.row_of(number)
        own = range(layout.column_of(number, 1), layout.column_of(number + 1, 1))
        for column in range(FIRST_OPPONENT_COLUMN, layout.totals_column):
            formula = cells.get((number, column))
            pen.put(ws, row, column, formula, "diagonal" if column in own else "grid")


def crosstable(book: Book[Tournament], ws: Worksheet) -> None:
    """Every player's points against every opponent (and their byes), with
    totals and place, over a hidden row of each opponent's points for SB."""
    layout, pen = book.layout, book.pen
    order = book.live_order()
    game_cells(book, ws, book.tournament.schedule)
    for number in range(1, layout.entrants + 1):
        row = layout.row_of(number)
        for column, formula in formulas.totals(layout, row, order.columns).items():
            look = "place" if column == layout.place_column else "grid"
            pen.put(ws, row, column, formula, look)
    helper = layout.helper_row
    pen.text(ws, helper, 2, book.labels.wb_sb_helper, "note")
    for opponent in range(1, layout.entrants + 1):
        formula = formulas.opponent_points(layout, opponent)
        for cycle in range(1, layout.cycles + 1):
            pen.put(ws, helper, layout.column_of(opponent, cycle), formula, "note")
    ws.row_dimensions[helper].hidden = True


def _entrants(book: Book[Tournament]) -> Details:
    return [(book.labels.wb_players, book.tournament.n)]


def _rules(book: Book[Tournament]) -> Details:
    return [(book.labels.wb_scoring, book.tournament.scoring.name)]


def _points(book: Book[Tournament]) -> Sequence[Points]:
    values = book.tournament.scoring.values
    return [Points(POINTS_ROW, "wb_points_heading", POINT_KEYS, values, POINT_NAMES)]


def _final_values(
    book: Book[Tournament], standings: Standings, standing: Standing
) -> Sequence[object]:
    federation = book.tournament.player(standing.number).federation
    return (federation or "", cell_number(standing.points))


def _tiebreak_head(book: Book[Tournament], code: str) -> str:
    return tiebreak_label(book.labels, code, scoring=book.tournament.scoring)


PLAYERS: Variation[Tournament] = Variation(
    layout=Layout.of,
    help="wb_help",
    entrants=_entrants,
    rules=_rules,
    points=_points,
    sides=("white", "black"),
    event_widths=(28, 48, 12),
    entrants_sheet=participants_sheet,
    schedule_sheet=schedule_sheet,
    name_head="wb_name",
    scores=("wb_points", "wb_sb", "wb_wins"),
    ranked=lambda layout, _event: (layout.totals_column,),
    carried=lambda layout: {"SB": layout.sb_column, "WIN": layout.wins_column},
    crosstable=crosstable,
    game_widths=(4.5, 3.5),
    rating_look="rating",
    final_heads=("wb_federation", "wb_points"),
    final_values=_final_values,
    tiebreak_head=_tiebreak_head,
    portrait=0,
)
"""An event of players: its participants, a schedule row per game, points,
SB and wins; the final standings name each tie-break in the event's
language, and print landscape."""
