"""Where everything sits in the event workbook: the sheets in their order and
their names, and the rows and columns that formulas on one sheet point at on
another, for an event of players and, as its variation (:data:`TEAM_SHAPE`),
of teams.

Pure (no openpyxl), so the formulas built over a layout are tested without it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from berger.core.tournament import Tournament
from berger.errors import OutputError, TemplateError
from berger.formats.event.workbook import FIRST_GAME_ROW
from berger.messages import N_, _
from berger.render.labels import Labels

MAX_ROWS = 1_048_576
MAX_COLUMNS = 16_384
MAX_SHEET_NAME = 31
"""Excel's longest sheet name."""
_NOT_IN_SHEET_NAMES = frozenset(":\\/?*[]")

SHEETS = (
    "event",
    "participants",
    "schedule",
    "crosstable",
    "standings",
    "final",
    "prizes",
)
"""The sheets in their order (SPEC section 7), each named by the label
``wb_sheet_<key>`` (a team event's second sheet is ``teams``; the prize
list's, last, only for an event with ``[[prizes]]``); the results reader
finds the schedule by its position
(:data:`berger.formats.event.workbook.SCHEDULE_SHEET`), its first game in row
:data:`~berger.formats.event.workbook.FIRST_GAME_ROW`."""
EVENT, PARTICIPANTS, SCHEDULE, CROSSTABLE, STANDINGS, FINAL, PRIZES = range(len(SHEETS))

POINT_NAMES = ("pts_win", "pts_draw", "pts_loss", "pts_fwin", "pts_floss", "pts_bye")
"""Workbook names of the points per result: win, draw, loss, forfeit win,
forfeit loss, bye (cells of the event sheet the arbiter may change)."""
POINT_KEYS = (
    "wb_win",
    "wb_draw",
    "wb_loss",
    "wb_forfeit_win",
    "wb_forfeit_loss",
    "wb_bye_points",
)
"""Label keys of the points per result, in the order of :data:`POINT_NAMES`."""
POINTS_ROW = 20
"""Row of the event sheet where the points per result start (win first),
after the event's details; the values stand in column B."""

RESULT, WHITE_POINTS, BLACK_POINTS, RESULT_ROUND = 7, 8, 9, 10
"""Schedule columns: the result code, white's points, black's points, and the
round of a game that has a result (hidden), after round, board, white's
number and name, black's number and name; a game's own date follows
(:data:`~berger.formats.event.workbook.DATE_COLUMN`)."""

AFTER_ROUND = (2, 3)
"""Row and column of the crosstable's cell of the last round with a result."""
FIRST_OPPONENT_COLUMN = 4
"""Crosstable column of the first game, after number, name and rating."""

TABLE_HEADER_ROW = 3
"""Header row of the participants (teams), crosstable, standings and final
standings sheets (under the title and a note); the players follow."""

POINTS1, POINTS2, TEAM_RESULT_ROUND = 12, 13, 14
"""Team schedule columns after the second team's name: the first-named
team's board points, the second team's, and the round of a board with a
result (hidden)."""
BOARD_POINT_NAMES = POINT_NAMES[:5]
"""The board points a team event's formulas read: win, draw, loss, forfeit
win and loss (a team's bye is not a board game)."""
BOARD_POINT_KEYS = POINT_KEYS[:5]
"""Their label keys."""
MATCH_POINT_NAMES = ("mpts_win", "mpts_draw", "mpts_loss")
"""Workbook names of the match points of a match won, drawn, lost."""
BOARD_POINTS_ROW = 26
"""A team event sheet's row of the first board points (win), after its
longer details; the match points follow after a blank row and a heading."""
MATCH_POINTS_ROW = BOARD_POINTS_ROW + len(BOARD_POINT_NAMES) + 2
"""A team event sheet's row of the match points of a match won."""


@dataclass(frozen=True, slots=True)
class Shape:
    """What the kind of event changes in where things sit: by default an
    event of players (a schedule row per game, points, SB and wins, a bye
    column for an odd field, SB's helper row)."""

    entrants: str = "participants"
    """The key of the second sheet, the entrants' (``participants``,
    ``teams``)."""
    scores: int = 3
    """Crosstable columns of scores after the games (and the bye): points,
    SB and wins (3); match and game points (2). Place, rank and order
    follow."""
    result_round: int = RESULT_ROUND
    """Schedule column (hidden) of the round of each result."""
    bye: bool = True
    """A crosstable column of bye points when the entrants are odd."""
    helpers: bool = False
    """Hidden crosstable columns after the order, one per game (a team's
    match points of each match)."""
    overflow: str = N_(
        "{rows} games do not fit in one worksheet (at most {maximum} rows)"
    )
    """The message of a schedule too long for a worksheet (untranslated)."""


PLAYER_SHAPE = Shape()
"""An event of players."""
TEAM_SHAPE = Shape(
    entrants="teams",
    scores=2,
    result_round=TEAM_RESULT_ROUND,
    bye=False,
    helpers=True,
    overflow=N_(
        "{rows} board rows do not fit in one worksheet (at most {maximum} rows)"
    ),
)
"""A team event: a schedule row per board, match and game points, a hidden
column of match points per match, no bye column (a team's bye scores
nothing)."""


@dataclass(frozen=True, slots=True)
class LiveLines:
    """Where the live standings read their lines from: a crosstable sheet."""

    crosstable: str
    """The crosstable sheet's name."""
    first_row: int
    """Its first player (or team) row."""
    last_row: int
    """Its last one."""
    order_column: int
    """Its (hidden) column of each line's place in the standings."""
    sources: Mapping[int, int]
    """Live standings column to the crosstable column it shows (the
    number, column 2, finds the row)."""


@dataclass(frozen=True, slots=True)
class Layout:
    """Where everything sits, so formulas on one sheet can point at another."""

    names: tuple[str, ...]
    """Sheet names, in the order of :data:`SHEETS`."""
    entrants: int
    """Number of players (teams): rows of the crosstable and the standings."""
    games: int
    """Number of games (a team event's matches)."""
    cycles: int
    """Columns per opponent in the crosstable."""
    boards: int = 1
    """Schedule rows of each game: one, or a match's boards."""
    shape: Shape = PLAYER_SHAPE
    """The kind of event's part."""

    @classmethod
    def of(
        cls,
        tournament: Tournament,
        labels: Labels,
        *,
        boards: int = 1,
        shape: Shape = PLAYER_SHAPE,
    ) -> Layout:
        """The layout for this tournament, its sheets named by ``labels``;
        ``boards`` schedule rows a game and ``shape`` for a team event.

        Raises:
            OutputError: more schedule rows or crosstable columns than a
                worksheet holds.
            TemplateError: a sheet name (from ``--templates``) that Excel
                refuses, or one name for two sheets.
        """
        schedule = tournament.schedule
        keys = (SHEETS[EVENT], shape.entrants, *SHEETS[SCHEDULE:])
        layout = cls(
            names=sheet_names(labels, keys),
            entrants=tournament.n,
            games=len(schedule.rounds) * schedule.games_per_round,
            cycles=schedule.cycles,
            boards=boards,
            shape=shape,
        )
        if layout.rows + 1 > MAX_ROWS:
            raise OutputError(
                _(shape.overflow).format(rows=layout.rows, maximum=MAX_ROWS - 1)
            )
        if layout.last_column > MAX_COLUMNS:
            raise OutputError(
                _(
                    "the crosstable needs {columns} columns;"
                    " a worksheet has at most {maximum}"
                ).format(columns=layout.last_column, maximum=MAX_COLUMNS)
            )
        return layout

    @property
    def rows(self) -> int:
        """Rows of the schedule under its header."""
        return self.games * self.boards

    @property
    def last_game_row(self) -> int:
        """Schedule row of the last game (a team event's: of its last
        board; every schedule has one: the pairings refuse a schedule
        without games)."""
        return FIRST_GAME_ROW + self.rows - 1

    @property
    def first_row(self) -> int:
        """First entrant row of the crosstable: under its header, and with
        two cycles or more under the cycle numbers."""
        return TABLE_HEADER_ROW + (1 if self.cycles == 1 else 2)

    def row_of(self, entrant: int) -> int:
        """Crosstable row of the player (team) numbered ``entrant``."""
        return self.first_row + entrant - 1

    @property
    def last_row(self) -> int:
        """Last entrant row of the crosstable."""
        return self.row_of(self.entrants)

    @property
    def helper_row(self) -> int:
        """Crosstable row (hidden) repeating each opponent's points, for SB."""
        return self.last_row + 1

    def column_of(self, opponent: int, cycle: int) -> int:
        """Crosstable column of the game against ``opponent`` in ``cycle``."""
        return FIRST_OPPONENT_COLUMN + (opponent - 1) * self.cycles + cycle - 1

    @property
    def last_opponent_column(self) -> int:
        """Last crosstable column holding a game."""
        return self.column_of(self.entrants, self.cycles)

    @property
    def bye_column(self) -> int | None:
        """Crosstable column of bye points (odd players), else None."""
        odd = self.entrants % 2 == 1
        return self.last_opponent_column + 1 if self.shape.bye and odd else None

    @property
    def totals_column(self) -> int:
        """Crosstable column of the first score (points; a team event's
        match points, whichever ranks first); the other scores, place, rank
        and order follow."""
        return (self.bye_column or self.last_opponent_column) + 1

    @property
    def sb_column(self) -> int:
        """Crosstable column of Sonneborn-Berger (players)."""
        return self.totals_column + 1

    @property
    def wins_column(self) -> int:
        """Crosstable column of the number of wins (players)."""
        return self.totals_column + 2

    @property
    def place_column(self) -> int:
        """Crosstable column of the live place (``3-4`` when shared)."""
        return self.totals_column + self.shape.scores

    @property
    def rank_column(self) -> int:
        """Crosstable column (hidden) of the rank: the first score, then the
        second."""
        return self.place_column + 1

    @property
    def order_column(self) -> int:
        """Crosstable column (hidden) of each entrant's line in the standings."""
        return self.place_column + 2

    def helper_of(self, opponent: int, cycle: int) -> int:
        """Crosstable column (hidden) of a team's match points of the match
        against ``opponent`` in ``cycle``."""
        before = self.column_of(opponent, cycle) - FIRST_OPPONENT_COLUMN
        return self.order_column + 1 + before

    @property
    def last_column(self) -> int:
        """The crosstable's last column."""
        if self.shape.helpers:
            return self.helper_of(self.entrants, self.cycles)
        return self.order_column

    @property
    def live_lines(self) -> LiveLines:
        """Where the live standings read their lines: place, name, rating
        and the scores (the pairing number, column 2, finds the row)."""
        scores = range(self.totals_column, self.totals_column + self.shape.scores)
        return LiveLines(
            crosstable=self.names[CROSSTABLE],
            first_row=self.first_row,
            last_row=self.last_row,
            order_column=self.order_column,
            sources={
                1: self.place_column,
                3: 2,
                4: 3,
                **dict(enumerate(scores, start=5)),
            },
        )


def column_letter(index: int) -> str:
    """Column letters of a 1-based index.

    >>> column_letter(1), column_letter(26), column_letter(27), column_letter(16384)
    ('A', 'Z', 'AA', 'XFD')
    """
    letters = ""
    while index > 0:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def sheet_names(labels: Labels, keys: tuple[str, ...]) -> tuple[str, ...]:
    """The names of the sheets ``keys`` from the labels ``wb_sheet_<key>``,
    each one Excel accepts.

    Raises:
        TemplateError: a name Excel refuses, or one name for two sheets
            (Excel compares names ignoring case).
    """
    names: dict[str, str] = {}
    for key in keys:
        label = f"wb_sheet_{key}"
        name = labels[label]
        if (
            not name
            or len(name) > MAX_SHEET_NAME
            or _NOT_IN_SHEET_NAMES & set(name)
            or name[0] == "'"
            or name[-1] == "'"
        ):
            raise TemplateError(
                _(
                    "label {label!r}: {name!r} cannot name a sheet"
                    " (1 to {maximum} characters, none of : \\ / ? * [ ],"
                    " no ' first or last)"
                ).format(label=label, name=name, maximum=MAX_SHEET_NAME)
            )
        other = names.get(name.casefold())
        if other is not None:
            raise TemplateError(
                _(
                    "label {label!r}: {name!r} already names a sheet (label {other!r})"
                ).format(label=label, name=name, other=other)
            )
        names[name.casefold()] = label
    return tuple(labels[f"wb_sheet_{key}"] for key in keys)
