"""The sheets of the team event's workbook but the crosstable, one function
each: the event (with the points of a board result and of a match as named
parameter cells), the teams (their players in board order), the schedule by
board (the players and the result editable), the live standings and the
final standings as berger computed them.

openpyxl is imported inside the functions that use it, so ``berger --help``
stays fast.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from berger.core.results import Results
from berger.core.standings import Standings
from berger.core.team_standings import team_scores
from berger.core.team_tiebreaks import DEFAULT_TEAM_CHAIN, parse_team_chain
from berger.core.teams import TeamEvent
from berger.formats.workbook import (
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
    cell_number,
    info_details,
    lock_schedule,
    name_width,
    result_dropdown,
    sheet_start,
    standings_columns,
    write_codes,
    write_details,
    write_parameters,
    write_result,
)
from berger.render.xlsx.layout import column_letter
from berger.render.xlsx.styles import Pen, print_setup, widths
from berger.render.xlsx.team_layout import (
    BOARD_POINT_KEYS,
    BOARD_POINT_NAMES,
    CROSSTABLE,
    EVENT,
    FINAL,
    HEADER_ROW,
    MATCH_POINT_NAMES,
    MATCH_POINTS_ROW,
    POINTS1,
    POINTS2,
    POINTS_ROW,
    RESULT_ROUND,
    SCHEDULE,
    STANDINGS,
    TEAMS,
    TeamLayout,
)

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

    from berger.formats.event import EventConfig

_CODE_KEYS = (
    ("1-0", "wb_code_first_win"),
    ("½-½ = 1/2-1/2", "wb_code_draw"),
    ("0-1", "wb_code_second_win"),
    ("+-", "wb_code_first_forfeit"),
    ("-+", "wb_code_second_forfeit"),
    ("--", "wb_code_double_forfeit"),
    ("", "wb_code_unplayed"),
)


@dataclass(frozen=True, slots=True)
class TeamBook:
    """What every sheet of one team workbook is written with."""

    event: TeamEvent
    """The event: its details, teams and schedule."""
    labels: Labels
    """The event language's labels."""
    layout: TeamLayout
    """Where everything sits."""
    paper: str
    """``a4`` or ``letter``."""
    pen: Pen
    """Writes the cells in their looks."""

    def start(self, ws: Worksheet, sheet: int, note: str = "") -> None:
        """Name the ``sheet``-th sheet and write its title: the event's name
        and the sheet's, with ``note`` under them."""
        sheet_start(self.pen, ws, self.layout.names[sheet], self.event.info, note)

    @property
    def team_width(self) -> float:
        """Width of a column of team names."""
        return name_width(t.name for t in self.event.teams)

    @property
    def player_width(self) -> float:
        """Width of a column of player names."""
        return name_width(p.name for t in self.event.teams for p in t.players)

    def team_start(self, team: int) -> int:
        """The teams sheet row of team ``team``'s first player."""
        return (
            HEADER_ROW + 1 + sum(len(t.players) for t in self.event.teams[: team - 1])
        )


def event_sheet(
    book: TeamBook, ws: Worksheet, standings: Standings | None, config: EventConfig
) -> None:
    """The event's details, the points of a board result and of a match,
    the result codes."""
    labels, pen, event = book.labels, book.pen, book.event
    schedule, scoring = event.schedule, event.scoring
    book.start(ws, EVENT, labels.wb_team_help)
    chain = (
        standings.chain
        if standings is not None
        else parse_team_chain(config.options.tiebreaks or DEFAULT_TEAM_CHAIN)
    )
    details = [
        *info_details(labels, event.info),
        (labels.wb_teams, event.n),
        (labels.wb_boards, event.boards),
        (labels.wb_rounds, len(schedule.rounds)),
        (labels.wb_cycles, schedule.cycles),
        (labels.wb_numbering, event.numbering.value),
        (labels.wb_seed, event.seed),
        (labels.wb_scoring, event.board_scoring.name),
        (labels.wb_primary, event.primary.value),
        (labels.wb_first_board, str(event.colour(1))),
        (labels.wb_tiebreaks, ", ".join(chain)),
    ]
    write_details(pen, ws, details)
    board_points = zip(
        BOARD_POINT_KEYS, event.board_scoring.values[:5], BOARD_POINT_NAMES, strict=True
    )
    write_parameters(
        pen,
        ws,
        POINTS_ROW,
        labels.wb_points_heading,
        [(labels[key], value, name) for key, value, name in board_points],
    )
    match_points = zip(
        ("wb_match_win", "wb_match_draw", "wb_match_loss"),
        (scoring.win, scoring.draw, scoring.loss),
        MATCH_POINT_NAMES,
        strict=True,
    )
    write_parameters(
        pen,
        ws,
        MATCH_POINTS_ROW,
        labels.wb_match_points_heading,
        [(labels[key], value, name) for key, value, name in match_points],
    )
    write_codes(
        pen,
        ws,
        MATCH_POINTS_ROW + len(MATCH_POINT_NAMES) + 1,
        labels.wb_codes_heading,
        [(code, labels[key]) for code, key in _CODE_KEYS],
    )
    widths(ws, (28, 52, 12))
    print_setup(ws, book.paper, "1:1")


def teams_sheet(book: TeamBook, ws: Worksheet) -> None:
    """Every team's players in board order, reserves last."""
    labels, pen, event = book.labels, book.pen, book.event
    book.start(ws, TEAMS, labels.wb_teams_note.format(boards=event.boards))
    pen.header(
        ws,
        HEADER_ROW,
        (
            labels.wb_no,
            labels.wb_team,
            labels.wb_position,
            labels.wb_name,
            labels.wb_title,
            labels.wb_rating,
            labels.wb_federation,
            labels.wb_club,
            labels.wb_birth,
            labels.wb_fide_id,
        ),
    )
    for number, team in enumerate(event.teams, start=1):
        for position, player in enumerate(team.players, start=1):
            row = book.team_start(number) + position - 1
            pen.put(ws, row, 1, number, "center")
            pen.text(ws, row, 2, team.name, "bold" if position == 1 else "")
            pen.put(ws, row, 3, position, "center")
            pen.text(
                ws, row, 4, player.name, "bold" if position <= event.boards else ""
            )
            for column, value in (
                (5, player.title),
                (7, player.federation),
                (8, player.club),
                (9, player.birth),
                (10, player.fide_id),
            ):
                if value:
                    pen.text(ws, row, column, value)
            ws.cell(row=row, column=6, value=player.rating)
    ws.freeze_panes = f"A{HEADER_ROW + 1}"
    widths(ws, (5, book.team_width, 6, book.player_width, 7, 8, 11, 16, 12, 12))
    print_setup(ws, book.paper, f"{HEADER_ROW}:{HEADER_ROW}")


def schedule_sheet(book: TeamBook, ws: Worksheet, results: Results | None) -> None:
    """One row per board; the players and the result can be typed."""
    from openpyxl.worksheet.datavalidation import DataValidation

    labels, pen, event, layout = book.labels, book.pen, book.event, book.layout
    ws.title = layout.names[SCHEDULE]
    pen.header(
        ws,
        FIRST_GAME_ROW - 1,
        (
            labels.round,
            labels.wb_match,
            labels.wb_no,
            labels.wb_team1,
            labels.board,
            labels.wb_colour,
            labels.wb_player1,
            labels.result,
            labels.wb_player2,
            labels.wb_no,
            labels.wb_team2,
            labels.wb_points1,
            labels.wb_points2,
            labels.wb_result_round,
        ),
    )
    teams_ref = formulas.sheet_ref(layout.names[TEAMS])
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
                column=RESULT_ROUND,
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
        ws, labels, formulas.result_cells(TEAM_RESULT, layout.last_schedule_row)
    )
    for number, cells in lists.items():
        start = book.team_start(number)
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
    lock_schedule(ws, RESULT_ROUND)
    names, players = book.team_width, book.player_width
    widths(ws, (6, 6, 5, names, 6, 6, players, 9, players, 5, names, 8, 8, 6))
    print_setup(ws, book.paper, "1:1", landscape=True)


def standings_sheet(book: TeamBook, ws: Worksheet) -> None:
    """The crosstable's teams in live place order."""
    labels, pen, layout = book.labels, book.pen, book.layout
    _standings_frame(book, ws, STANDINGS, "", (labels.wb_mp, labels.wb_gp))
    pen.text(ws, 2, 3, labels.wb_after_round, "bold")
    pen.put(ws, 2, 4, formulas.standings_round(layout.names[CROSSTABLE]), "bold")
    lines = layout.live_lines
    looks = {1: "place", 3: "name"}
    for line in range(1, layout.teams + 1):
        row = HEADER_ROW + line
        for column, formula in formulas.standings_line(lines, line).items():
            pen.put(ws, row, column, formula, looks.get(column, "grid"))


def final_sheet(book: TeamBook, ws: Worksheet, standings: Standings | None) -> None:
    """The standings berger computed: places, match and game points, the
    whole tie-break chain."""
    labels, pen, event = book.labels, book.pen, book.event
    if standings is None:
        note = labels.wb_final_none
    else:
        note = labels.wb_final_after.format(
            round=standings.after_round, rounds=len(event.schedule.rounds)
        )
    codes = () if standings is None else standings.chain
    _standings_frame(book, ws, FINAL, note, (labels.wb_mp, labels.wb_gp, *codes))
    for row, line in enumerate(
        () if standings is None else standings.rows, start=HEADER_ROW + 1
    ):
        assert standings is not None
        match_points, game_points = team_scores(standings, line)
        team = event.team(line.number)
        pen.text(ws, row, 1, line.place, "place")
        pen.put(ws, row, 2, line.number, "grid")
        pen.text(ws, row, 3, team.name, "name")
        pen.put(ws, row, 4, team.rating(event.boards), "grid")
        pen.put(ws, row, 5, cell_number(match_points), "grid")
        pen.put(ws, row, 6, cell_number(game_points), "grid")
        for column, code in enumerate(codes, start=7):
            pen.put(ws, row, column, cell_number(line.tiebreaks[code]), "grid")


def _standings_frame(
    book: TeamBook, ws: Worksheet, sheet: int, note: str, more: Sequence[str]
) -> None:
    """A standings sheet's frame: title, the header place, number, team,
    rating and ``more``, frozen under it, and its page (landscape for more
    than five columns of ``more``)."""
    labels = book.labels
    book.start(ws, sheet, note)
    heads = (labels.wb_place, labels.wb_no, labels.wb_team, labels.wb_rating, *more)
    standings_columns(
        book.pen, ws, book.paper, heads, book.team_width, landscape=len(more) > 5
    )
