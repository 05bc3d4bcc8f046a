"""The workbook of a micro-match event, :data:`MICRO`: an event of players'
(:mod:`berger.render.xlsx.players`) over the games of its micro-matches. The
schedule has a row a game (its round, board and game, who has white in it,
its result cell), the crosstable a column a game under each opponent (the
games of a micro-match side by side) with the points, SB and wins of the
games, live over the result cells; the final standings are the event's
(match points first where it has them).

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from berger.core.micro_matches import MicroMatchEvent, event_round, game_event
from berger.core.results import Results
from berger.formats.event.workbook import FIRST_GAME_ROW
from berger.render.labels import Labels
from berger.render.xlsx import formulas
from berger.render.xlsx import players as one
from berger.render.xlsx.blocks import lock_schedule, result_dropdown, write_result
from berger.render.xlsx.book import Book, Variation
from berger.render.xlsx.layout import (
    BLACK_POINTS,
    RESULT,
    RESULT_ROUND,
    SCHEDULE,
    WHITE_POINTS,
    Layout,
)
from berger.render.xlsx.styles import print_setup, widths

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

GAME_COLUMN = RESULT_ROUND + 1
"""The schedule's column of each row's game in its micro-match."""


def _layout(event: MicroMatchEvent, labels: Labels) -> Layout:
    return Layout.of(game_event(event), labels)


def _games_book(book: Book[MicroMatchEvent]) -> Book[Any]:
    """``book`` over the games' own event (a round a game)."""
    games: Book[Any] = book
    return replace(games, tournament=game_event(book.tournament))


def schedule_sheet(
    book: Book[MicroMatchEvent], ws: Worksheet, results: Results | None
) -> None:
    """A row a game: the event's round, the board, who has white and black
    in the game, its result cell (a dropdown of codes), each side's points,
    and the game's number in its micro-match."""
    labels, pen, event = book.labels, book.pen, book.tournament
    ws.title = book.layout.names[SCHEDULE]
    heads = [labels[key] for key in one.SCHEDULE_HEADS]
    pen.header(ws, FIRST_GAME_ROW - 1, [*heads, labels["game"]])
    names = [p.name for p in event.players]
    known = results or Results()
    games = game_event(event).schedule.games()
    for row, game in enumerate(games, FIRST_GAME_ROW):
        round_number, number = event_round(game.round, event.games)
        match = known.match(round_number, game.board)
        entered = {} if match is None else {g.board: g.outcome for g in match.boards}
        outcome = entered.get(number)
        if outcome is not None and number % 2 == 0:
            outcome = outcome.reversed  # kept from the first-named side
        ws.cell(row=row, column=1, value=round_number)
        ws.cell(row=row, column=2, value=game.board)
        ws.cell(row=row, column=3, value=game.white)
        pen.text(ws, row, 4, names[game.white - 1])
        ws.cell(row=row, column=5, value=game.black)
        pen.text(ws, row, 6, names[game.black - 1])
        write_result(pen, ws, row, RESULT, outcome)
        for column, white in ((WHITE_POINTS, True), (BLACK_POINTS, False)):
            ws.cell(
                row=row, column=column, value=formulas.side_points(row, white=white)
            )
        ws.cell(row=row, column=RESULT_ROUND, value=formulas.result_round(row))
        pen.put(ws, row, GAME_COLUMN, number, "center")
    result_dropdown(
        ws, labels, formulas.result_cells(RESULT, book.layout.last_game_row)
    )
    lock_schedule(ws, RESULT_ROUND)
    width = book.name_width()
    widths(ws, (7, 7, 6, width, 6, width, 10, 9, 9, 6, 7))
    print_setup(ws, book.paper, "1:1")


def crosstable(book: Book[MicroMatchEvent], ws: Worksheet) -> None:
    """The games' crosstable: each opponent's columns a game each."""
    one.crosstable(_games_book(book), ws)


_PLAYERS: Variation[Any] = one.PLAYERS
MICRO: Variation[MicroMatchEvent] = replace(
    _PLAYERS,
    layout=_layout,
    help="wb_help_micro",
    schedule_sheet=schedule_sheet,
    crosstable=crosstable,
)
"""A micro-match event: an event of players' workbook over its games."""
