"""The live workbook of a team round robin, written with openpyxl.

Six sheets, named in the event's language, in the order of the individual
workbook: the event (with the points of a board result and of a match as
named parameter cells), the teams (their players in board order), the
schedule by board (one row per board of every match, the players and the
result editable), the team crosstable and the live standings, and the final
standings as berger computed them.

Live: each board's points (from its result cell), each match's game points
once all its boards have a result, its match points, every team's match and
game points, and the live place (the primary score, then the other one,
teams still level sharing it). Static: the final standings sheet, with the
whole tie-break chain (berger writes it with the file).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from berger.core.team_results import TeamResults
from berger.core.team_standings import TeamStandings
from berger.core.team_tiebreaks import DEFAULT_TEAM_CHAIN, parse_team_chain
from berger.core.teams import Primary, TeamEvent
from berger.errors import OutputError
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
from berger.render.labels import Labels, load_labels
from berger.render.xlsx import archive, formulas
from berger.render.xlsx.layout import (
    MAX_COLUMNS,
    MAX_ROWS,
    POINT_NAMES,
    column_letter,
    sheet_names,
)
from berger.render.xlsx.sheets import (
    cell_number,
    info_details,
    name_width,
    sheet_start,
    write_codes,
    write_details,
    write_parameters,
)
from berger.render.xlsx.styles import Pen, print_setup, widths

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

    from berger.formats.event import EventConfig

TEAM_SHEETS = ("event", "teams", "schedule", "crosstable", "standings", "final")
"""The sheets in their order, each named by the label ``wb_sheet_<key>``."""
EVENT, TEAMS, SCHEDULE, CROSSTABLE, STANDINGS, FINAL = range(len(TEAM_SHEETS))

POINTS1, POINTS2, RESULT_ROUND = 12, 13, 14
"""Schedule columns after the second team's name: the first-named team's
board points, the second team's, and the round of a board with a result
(hidden)."""
BOARD_POINT_NAMES = POINT_NAMES[:5]
"""The board points the formulas read: win, draw, loss, forfeit win and
loss (a team's bye is not a board game)."""
BOARD_POINT_KEYS = ("wb_win", "wb_draw", "wb_loss", "wb_forfeit_win", "wb_forfeit_loss")
MATCH_POINT_NAMES = ("mpts_win", "mpts_draw", "mpts_loss")
"""Workbook names of the match points of a match won, drawn, lost."""
POINTS_ROW = 26
"""Event sheet row of the first board points (win); the match points
follow after a blank row and a heading."""
MATCH_POINTS_ROW = POINTS_ROW + len(BOARD_POINT_NAMES) + 2
"""Event sheet row of the match points of a match won."""
HEADER_ROW = 3
"""Header row of the teams, crosstable, standings and final sheets."""
FIRST_OPPONENT = 4
"""Crosstable column of the first match, after number, team and rating."""
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
class TeamLayout:
    """Where everything sits in the team workbook."""

    names: tuple[str, ...]
    """Sheet names, in the order of :data:`TEAM_SHEETS`."""
    teams: int
    """Number of teams."""
    boards: int
    """Boards per match."""
    cycles: int
    """Columns per opponent in the crosstable."""
    rows: int
    """Board rows of the schedule."""

    @property
    def first_row(self) -> int:
        """First team row of the crosstable."""
        return HEADER_ROW + (1 if self.cycles == 1 else 2)

    def row_of(self, team: int) -> int:
        """Crosstable row of team ``team``."""
        return self.first_row + team - 1

    @property
    def last_row(self) -> int:
        """Last team row of the crosstable."""
        return self.row_of(self.teams)

    def column_of(self, opponent: int, cycle: int) -> int:
        """Crosstable column of the match against ``opponent`` in ``cycle``."""
        return FIRST_OPPONENT + (opponent - 1) * self.cycles + cycle - 1

    @property
    def last_opponent(self) -> int:
        """Last crosstable column of a match."""
        return FIRST_OPPONENT - 1 + self.teams * self.cycles

    @property
    def match_points(self) -> int:
        """Crosstable column of the match points; game points, place and
        the hidden rank and order follow."""
        return self.last_opponent + 1

    @property
    def game_points(self) -> int:
        """Crosstable column of the game points."""
        return self.match_points + 1

    @property
    def place(self) -> int:
        """Crosstable column of the live place."""
        return self.match_points + 2

    @property
    def rank(self) -> int:
        """Crosstable column (hidden) of the rank."""
        return self.match_points + 3

    @property
    def order(self) -> int:
        """Crosstable column (hidden) of each team's line in the standings."""
        return self.match_points + 4

    def helper_of(self, opponent: int, cycle: int) -> int:
        """Crosstable column (hidden) of the match points of the match
        against ``opponent`` in ``cycle``."""
        return self.order + 1 + (opponent - 1) * self.cycles + cycle - 1

    @property
    def last_column(self) -> int:
        """The crosstable's last column."""
        return self.helper_of(self.teams, self.cycles)

    @property
    def last_schedule_row(self) -> int:
        """Schedule row of the last board (the header's when there is none)."""
        return FIRST_GAME_ROW + self.rows - 1


def write_team_workbook(
    config: EventConfig,
    event: TeamEvent,
    results: TeamResults | None,
    standings: TeamStandings | None,
    target: Path,
) -> None:
    """Write the team event's workbook to ``target`` atomically.

    Raises:
        OutputError: the event does not fit in a worksheet, or the file cannot
            be written.
        TemplateError: a label catalogue is missing or broken, or a sheet
            name from ``--templates`` that Excel refuses.
    """
    from openpyxl import Workbook
    from openpyxl.workbook.defined_name import DefinedName

    labels = load_labels(config.language, config.options.templates)
    schedule = event.schedule
    layout = TeamLayout(
        names=sheet_names(labels, TEAM_SHEETS),
        teams=event.n,
        boards=event.boards,
        cycles=schedule.cycles,
        rows=len(schedule.rounds) * schedule.games_per_round * event.boards,
    )
    if layout.rows + 1 > MAX_ROWS or layout.last_column > MAX_COLUMNS:
        raise OutputError("the event does not fit in one worksheet")
    workbook = Workbook()
    event_ref = formulas.sheet_ref(layout.names[EVENT])
    for index, name in enumerate(BOARD_POINT_NAMES):
        cell = formulas.absolute(POINTS_ROW + index, 2)
        workbook.defined_names[name] = DefinedName(name, attr_text=event_ref + cell)
    for index, name in enumerate(MATCH_POINT_NAMES):
        cell = formulas.absolute(MATCH_POINTS_ROW + index, 2)
        workbook.defined_names[name] = DefinedName(name, attr_text=event_ref + cell)
    book = _Book(event, labels, layout, config.paper, Pen())
    _event_sheet(book, workbook.active, standings, config)
    _teams_sheet(book, workbook.create_sheet())
    _schedule_sheet(book, workbook.create_sheet(), results)
    _crosstable_sheet(book, workbook.create_sheet())
    _standings_sheet(book, workbook.create_sheet())
    _final_sheet(book, workbook.create_sheet(), standings)
    stamp = archive.event_date(event)
    workbook.properties.creator = "berger"
    workbook.properties.title = event.info.name or None
    workbook.properties.created = stamp
    workbook.properties.modified = stamp
    archive.save(workbook, target, stamp)


@dataclass(frozen=True, slots=True)
class _Book:
    event: TeamEvent
    labels: Labels
    layout: TeamLayout
    paper: str
    pen: Pen

    def start(self, ws: Worksheet, sheet: int, note: str = "") -> None:
        sheet_start(self.pen, ws, self.layout.names[sheet], self.event.info, note)

    @property
    def team_width(self) -> float:
        return name_width(t.name for t in self.event.teams)

    @property
    def player_width(self) -> float:
        return name_width(p.name for t in self.event.teams for p in t.players)

    def team_start(self, team: int) -> int:
        """The teams sheet row of team ``team``'s first player."""
        return (
            HEADER_ROW + 1 + sum(len(t.players) for t in self.event.teams[: team - 1])
        )


def _event_sheet(
    book: _Book, ws: Worksheet, standings: TeamStandings | None, config: EventConfig
) -> None:
    """The event's details, the points of a board result and of a match,
    the result codes."""
    labels, pen, event = book.labels, book.pen, book.event
    schedule, scoring = event.schedule, event.match_scoring
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
        (labels.wb_scoring, event.scoring.name),
        (labels.wb_primary, event.primary.value),
        (labels.wb_first_board, str(event.colour(1))),
        (labels.wb_tiebreaks, ", ".join(chain)),
    ]
    write_details(pen, ws, details)
    board_points = zip(
        BOARD_POINT_KEYS, event.scoring.values[:5], BOARD_POINT_NAMES, strict=True
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


def _teams_sheet(book: _Book, ws: Worksheet) -> None:
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


def _schedule_sheet(book: _Book, ws: Worksheet, results: TeamResults | None) -> None:
    """One row per board; the players and the result can be typed."""
    from openpyxl.worksheet.datavalidation import DataValidation

    from berger.core.model import Outcome

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
            if known is None:
                pen.put(ws, row, TEAM_RESULT, None, "result")
            else:
                code = "½-½" if known.outcome is Outcome.DRAW else known.outcome.value
                pen.text(ws, row, TEAM_RESULT, code, "result")
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
    results_range = (
        f"{column_letter(TEAM_RESULT)}{FIRST_GAME_ROW}:"
        f"{column_letter(TEAM_RESULT)}{max(layout.last_schedule_row, FIRST_GAME_ROW)}"
    )
    validation = DataValidation(
        type="list",
        formula1=formulas.dropdown_list(),
        allow_blank=True,
        showErrorMessage=True,
        errorTitle=labels.result,
        error=labels.wb_bad_code,
    )
    validation.add(results_range)
    ws.add_data_validation(validation)
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
    ws.column_dimensions[column_letter(RESULT_ROUND)].hidden = True
    ws.freeze_panes = f"A{FIRST_GAME_ROW}"
    ws.protection.sheet = True
    ws.protection.formatColumns = False
    ws.protection.formatRows = False
    names, players = book.team_width, book.player_width
    widths(ws, (6, 6, 5, names, 6, 6, players, 9, players, 5, names, 8, 8, 6))
    print_setup(ws, book.paper, "1:1", landscape=True)


def _match_rows(event: TeamEvent) -> dict[tuple[int, int], tuple[int, int]]:
    """(round, match) -> the schedule rows of its first and last board."""
    rows = {}
    row = FIRST_GAME_ROW
    for match in event.schedule.games():
        rows[match.round, match.board] = (row, row + event.boards - 1)
        row += event.boards
    return rows


def _crosstable_sheet(book: _Book, ws: Worksheet) -> None:
    """Each match's game points from the row team's side, match and game
    points, the live place."""
    labels, pen, event, layout = book.labels, book.pen, book.event, book.layout
    cycles = layout.cycles
    book.start(ws, CROSSTABLE)
    schedule_ref = formulas.sheet_ref(layout.names[SCHEDULE])
    rounds = column_letter(RESULT_ROUND)
    pen.text(ws, 2, 2, labels.wb_after_round, "bold")
    pen.put(
        ws,
        2,
        3,
        f"=MAX({schedule_ref}${rounds}${FIRST_GAME_ROW}:"
        f"${rounds}${max(layout.last_schedule_row, FIRST_GAME_ROW)})",
        "bold",
    )
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
    for column, title in fixed.items():
        pen.head(ws, HEADER_ROW, column, title)
        if cycles > 1:
            ws.merge_cells(
                start_row=HEADER_ROW,
                start_column=column,
                end_row=HEADER_ROW + 1,
                end_column=column,
            )
    for opponent in range(1, layout.teams + 1):
        for columns in (layout.column_of, layout.helper_of):
            column = columns(opponent, 1)
            pen.head(ws, HEADER_ROW, column, opponent)
            if cycles > 1:
                ws.merge_cells(
                    start_row=HEADER_ROW,
                    start_column=column,
                    end_row=HEADER_ROW,
                    end_column=column + cycles - 1,
                )
                for cycle in range(1, cycles + 1):
                    pen.head(ws, HEADER_ROW + 1, column + cycle - 1, cycle)
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
    for column in range(layout.rank, layout.last_column + 1):
        ws.column_dimensions[column_letter(column)].hidden = True
    ws.freeze_panes = f"{column_letter(FIRST_OPPONENT)}{layout.first_row}"
    widths(ws, (5, book.team_width, 7))
    for column in range(FIRST_OPPONENT, layout.match_points):
        ws.column_dimensions[column_letter(column)].width = 5 if cycles == 1 else 4
    for column in range(layout.match_points, layout.rank):
        ws.column_dimensions[column_letter(column)].width = 8
    print_setup(ws, book.paper, f"{HEADER_ROW}:{layout.first_row - 1}", landscape=True)


def _standings_sheet(book: _Book, ws: Worksheet) -> None:
    """The crosstable's teams in live place order."""
    labels, pen, layout = book.labels, book.pen, book.layout
    _standings_frame(book, ws, STANDINGS, "", (labels.wb_mp, labels.wb_gp))
    cross = formulas.sheet_ref(layout.names[CROSSTABLE])
    pen.text(ws, 2, 3, labels.wb_after_round, "bold")
    pen.put(ws, 2, 4, "=" + cross + formulas.absolute(2, 3), "bold")
    first, last = layout.first_row, layout.last_row
    order = column_letter(layout.order)
    sources = {
        1: layout.place,
        3: 2,
        4: 3,
        5: layout.match_points,
        6: layout.game_points,
    }
    looks = {1: "place", 3: "name"}
    for line in range(1, layout.teams + 1):
        row = HEADER_ROW + line
        pen.put(
            ws,
            row,
            2,
            f"=MATCH({line},{cross}${order}${first}:${order}${last},0)",
            "grid",
        )
        for column, origin in sources.items():
            c = column_letter(origin)
            pen.put(
                ws,
                row,
                column,
                f"=INDEX({cross}${c}${first}:${c}${last},$B{row})",
                looks.get(column, "grid"),
            )


def _final_sheet(book: _Book, ws: Worksheet, standings: TeamStandings | None) -> None:
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
        team = event.team(line.number)
        pen.text(ws, row, 1, line.place, "place")
        pen.put(ws, row, 2, line.number, "grid")
        pen.text(ws, row, 3, team.name, "name")
        pen.put(ws, row, 4, team.rating(event.boards), "grid")
        pen.put(ws, row, 5, cell_number(line.match_points), "grid")
        pen.put(ws, row, 6, cell_number(line.game_points), "grid")
        for column, code in enumerate(codes, start=7):
            pen.put(ws, row, column, cell_number(line.tiebreaks[code]), "grid")


def _standings_frame(
    book: _Book, ws: Worksheet, sheet: int, note: str, more: Sequence[str]
) -> None:
    labels = book.labels
    book.start(ws, sheet, note)
    book.pen.header(
        ws,
        HEADER_ROW,
        (labels.wb_place, labels.wb_no, labels.wb_team, labels.wb_rating, *more),
    )
    ws.freeze_panes = f"A{HEADER_ROW + 1}"
    widths(ws, (7, 5, book.team_width, 8, *([8] * len(more))))
    print_setup(ws, book.paper, f"{HEADER_ROW}:{HEADER_ROW}", landscape=len(more) > 5)
