"""The workbook of a team round robin, :data:`TEAMS`: what the team rule
changes in the event's workbook. The event sheet's points of a board result
and of a match (named cells), the teams (their players in board order), the
schedule by board (one row per board of every match, the players and the
result editable), and the crosstable's match and game points
(:mod:`~berger.render.xlsx.team_crosstable`). The sheets' order, the live
standings and the final standings are the event's own.

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from berger.core.results import Results
from berger.core.standings import Standing, Standings
from berger.core.teams.event import Primary, TeamEvent
from berger.core.teams.standings import team_scores
from berger.formats.event.workbook import (
    FIRST_GAME_ROW,
    TEAM_BOARD,
    TEAM_COLOUR,
    TEAM_FIRST,
    TEAM_FIRST_NAME,
    TEAM_MATCH,
    TEAM_PLAYER1,
    TEAM_PLAYER2,
    TEAM_RESULT,
    TEAM_ROUND,
    TEAM_SECOND,
    TEAM_SECOND_NAME,
)
from berger.render.labels import Labels
from berger.render.xlsx import formulas
from berger.render.xlsx.blocks import (
    PLAYER_HEADS,
    cell_number,
    lock_schedule,
    name_width,
    result_dropdown,
    write_player,
    write_result,
)
from berger.render.xlsx.book import Book, Details, Points, Variation
from berger.render.xlsx.layout import (
    BOARD_POINT_KEYS,
    BOARD_POINT_NAMES,
    BOARD_POINTS_ROW,
    MATCH_POINT_NAMES,
    MATCH_POINTS_ROW,
    PARTICIPANTS,
    POINTS1,
    POINTS2,
    SCHEDULE,
    TABLE_HEADER_ROW,
    TEAM_RESULT_ROUND,
    TEAM_SHAPE,
    Layout,
    column_letter,
)
from berger.render.xlsx.styles import print_setup, widths
from berger.render.xlsx.team_crosstable import crosstable

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

_MATCH_POINT_KEYS = ("wb_match_win", "wb_match_draw", "wb_match_loss")
_TEAM_HEADS = ("wb_no", "wb_team", "wb_position", *PLAYER_HEADS)
_SCHEDULE_HEADS = (
    "round",
    "wb_match",
    "wb_no",
    "wb_team1",
    "board",
    "wb_colour",
    "wb_player1",
    "result",
    "wb_player2",
    "wb_no",
    "wb_team2",
    "wb_points1",
    "wb_points2",
    "wb_result_round",
)


def layout_of(event: TeamEvent, labels: Labels) -> Layout:
    """Where everything sits in the team event's workbook: a schedule row per
    board, the team crosstable's columns.

    Raises:
        OutputError: more boards or columns than a worksheet holds.
        TemplateError: a sheet name (from ``--templates``) that Excel
            refuses, or one name for two sheets.
    """
    return Layout.of(event, labels, boards=event.boards, shape=TEAM_SHAPE)


def player_width(event: TeamEvent) -> float:
    """Width of a column of the teams' players' names."""
    return name_width(p.name for t in event.teams for p in t.players)


def team_start(event: TeamEvent, team: int) -> int:
    """The teams sheet row of team ``team``'s first player."""
    before = sum(len(t.players) for t in event.teams[: team - 1])
    return TABLE_HEADER_ROW + 1 + before


def teams_sheet(book: Book[TeamEvent], ws: Worksheet) -> None:
    """Every team's players in board order, reserves last."""
    labels, pen, event = book.labels, book.pen, book.tournament
    book.start(ws, PARTICIPANTS, labels.wb_teams_note.format(boards=event.boards))
    pen.header(ws, TABLE_HEADER_ROW, [labels[key] for key in _TEAM_HEADS])
    for number, team in enumerate(event.teams, start=1):
        for position, player in enumerate(team.players, start=1):
            row = team_start(event, number) + position - 1
            pen.put(ws, row, 1, number, "center")
            pen.text(ws, row, 2, team.name, "bold" if position == 1 else "")
            pen.put(ws, row, 3, position, "center")
            look = "bold" if position <= event.boards else ""
            write_player(pen, ws, row, 4, player, look)
    ws.freeze_panes = f"A{TABLE_HEADER_ROW + 1}"
    players = player_width(event)
    widths(ws, (5, book.name_width(), 6, players, 7, 8, 11, 16, 12, 12))
    print_setup(ws, book.paper, f"{TABLE_HEADER_ROW}:{TABLE_HEADER_ROW}")


def schedule_sheet(
    book: Book[TeamEvent], ws: Worksheet, results: Results | None
) -> None:
    """One row per board; the players and the result can be typed."""
    from openpyxl.worksheet.datavalidation import DataValidation

    labels, pen, event, layout = book.labels, book.pen, book.tournament, book.layout
    ws.title = layout.names[SCHEDULE]
    pen.header(ws, FIRST_GAME_ROW - 1, [labels[key] for key in _SCHEDULE_HEADS])
    teams_ref = formulas.sheet_ref(layout.names[PARTICIPANTS])
    lists: dict[int, list[str]] = {}
    row = FIRST_GAME_ROW - 1
    for match in event.schedule.games():
        first, second = event.team(match.white), event.team(match.black)
        entered = None if results is None else results.match(match.round, match.board)
        boards = {} if entered is None else {b.board: b for b in entered.boards}
        for board in range(1, event.boards + 1):
            row += 1
            known = boards.get(board)
            ws.cell(row=row, column=TEAM_ROUND, value=match.round)
            ws.cell(row=row, column=TEAM_MATCH, value=match.board)
            ws.cell(row=row, column=TEAM_FIRST, value=match.white)
            pen.text(ws, row, TEAM_FIRST_NAME, first.name)
            ws.cell(row=row, column=TEAM_BOARD, value=board)
            pen.text(ws, row, TEAM_COLOUR, event.colour(board).value, "center")
            positions = (board, board) if known is None else (known.first, known.second)
            for column, team, position in (
                (TEAM_PLAYER1, first, positions[0]),
                (TEAM_PLAYER2, second, positions[1]),
            ):
                name = team.players[(position or board) - 1].name
                pen.text(ws, row, column, name, "entry")
            outcome = None if known is None else known.outcome
            write_result(pen, ws, row, TEAM_RESULT, outcome)
            ws.cell(row=row, column=TEAM_SECOND, value=match.black)
            pen.text(ws, row, TEAM_SECOND_NAME, second.name)
            for column, white in ((POINTS1, True), (POINTS2, False)):
                ws.cell(
                    row=row,
                    column=column,
                    value=formulas.side_points(row, white=white, column=TEAM_RESULT),
                )
            ws.cell(
                row=row,
                column=TEAM_RESULT_ROUND,
                value=formulas.result_round(row, points=POINTS1),
            )
        for number, column in (
            (match.white, TEAM_PLAYER1),
            (match.black, TEAM_PLAYER2),
        ):
            letter = column_letter(column)
            top = row - event.boards + 1
            lists.setdefault(number, []).append(f"{letter}{top}:{letter}{row}")
    result_dropdown(
        ws, labels, formulas.result_cells(TEAM_RESULT, layout.last_game_row)
    )
    for number, cells in lists.items():
        start = team_start(event, number)
        end = start + len(event.team(number).players) - 1
        players = DataValidation(
            type="list",
            formula1=f"{teams_ref}$D${start}:$D${end}",
            allow_blank=True,
            showErrorMessage=True,
            errorTitle=labels.wb_player1,
            error=labels.wb_bad_player.format(team=event.team(number).name),
        )
        for cells_range in cells:
            players.add(cells_range)
        ws.add_data_validation(players)
    lock_schedule(ws, TEAM_RESULT_ROUND)
    names, players_width = book.name_width(), player_width(event)
    widths(
        ws,
        (6, 6, 5, names, 6, 6, players_width, 9, players_width, 5, names, 8, 8, 6),
    )
    print_setup(ws, book.paper, "1:1", landscape=True)


def _entrants(book: Book[TeamEvent]) -> Details:
    labels, event = book.labels, book.tournament
    return [(labels.wb_teams, event.n), (labels.wb_boards, event.boards)]


def _rules(book: Book[TeamEvent]) -> Details:
    labels, event = book.labels, book.tournament
    return [
        (labels.wb_scoring, event.board_scoring.name),
        (labels.wb_primary, event.primary.value),
        (labels.wb_first_board, str(event.colour(1))),
    ]


def _points(book: Book[TeamEvent]) -> Sequence[Points]:
    event = book.tournament
    board = event.board_scoring.values[:5]
    match = (event.scoring.win, event.scoring.draw, event.scoring.loss)
    return [
        Points(
            BOARD_POINTS_ROW,
            "wb_points_heading",
            BOARD_POINT_KEYS,
            board,
            BOARD_POINT_NAMES,
        ),
        Points(
            MATCH_POINTS_ROW,
            "wb_match_points_heading",
            _MATCH_POINT_KEYS,
            match,
            MATCH_POINT_NAMES,
        ),
    ]


def _ranked(layout: Layout, event: TeamEvent) -> tuple[int, ...]:
    """Match points (the crosstable's first score) and game points, the one
    the event ranks by first first."""
    match_points, game_points = layout.totals_column, layout.totals_column + 1
    if event.primary is Primary.MATCH:
        return match_points, game_points
    return game_points, match_points


def _final_values(
    book: Book[TeamEvent], standings: Standings, standing: Standing
) -> Sequence[object]:
    return tuple(cell_number(score) for score in team_scores(standings, standing))


TEAMS: Variation[TeamEvent] = Variation(
    layout=layout_of,
    help="wb_team_help",
    entrants=_entrants,
    rules=_rules,
    points=_points,
    sides=("first", "second"),
    event_widths=(28, 52, 12),
    entrants_sheet=teams_sheet,
    schedule_sheet=schedule_sheet,
    name_head="wb_team",
    scores=("wb_mp", "wb_gp"),
    ranked=_ranked,
    carried=lambda _layout: {},
    crosstable=crosstable,
    game_widths=(5, 4),
    rating_look="grid",
    final_heads=("wb_mp", "wb_gp"),
    final_values=_final_values,
    tiebreak_head=lambda _book, code: code,
    portrait=5,
)
"""A team event: its teams, a schedule row per board, match and game points
(their own columns on the final standings too, whose tie-breaks keep their
codes); the final standings print landscape beyond five columns after the
rating."""
