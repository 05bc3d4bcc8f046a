"""Where everything sits in the team event's workbook: the sheets in their
order, the named points, the schedule's extra columns, the crosstable's
columns.
"""

from __future__ import annotations

from dataclasses import dataclass

from berger.core.teams import TeamEvent
from berger.errors import OutputError
from berger.formats.workbook import FIRST_GAME_ROW
from berger.render.labels import Labels
from berger.render.xlsx.layout import (
    MAX_COLUMNS,
    MAX_ROWS,
    POINT_NAMES,
    LiveLines,
    sheet_names,
)

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

    @classmethod
    def of(cls, event: TeamEvent, labels: Labels) -> TeamLayout:
        """The layout for this team event, its sheets named by ``labels``.

        Raises:
            OutputError: more boards or columns than a worksheet holds.
            TemplateError: a sheet name (from ``--templates``) that Excel
                refuses, or one name for two sheets.
        """
        schedule = event.schedule
        layout = cls(
            names=sheet_names(labels, TEAM_SHEETS),
            teams=event.n,
            boards=event.boards,
            cycles=schedule.cycles,
            rows=len(schedule.rounds) * schedule.games_per_round * event.boards,
        )
        if layout.rows + 1 > MAX_ROWS or layout.last_column > MAX_COLUMNS:
            raise OutputError("the event does not fit in one worksheet")
        return layout

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
    def live_lines(self) -> LiveLines:
        """Where the live standings read their lines: place, team, rating,
        match and game points (the team's number, column 2, finds the row)."""
        return LiveLines(
            crosstable=self.names[CROSSTABLE],
            first_row=self.first_row,
            last_row=self.last_row,
            order_column=self.order,
            sources={
                1: self.place,
                3: 2,
                4: 3,
                5: self.match_points,
                6: self.game_points,
            },
        )

    @property
    def last_column(self) -> int:
        """The crosstable's last column."""
        return self.helper_of(self.teams, self.cycles)

    @property
    def last_schedule_row(self) -> int:
        """Schedule row of the last board (every schedule has a game)."""
        return FIRST_GAME_ROW + self.rows - 1
