"""Where everything sits in the event workbook: the sheets in their order and
their names, and the rows and columns that formulas on one sheet point at on
another.

Pure (no openpyxl), so the formulas built over a layout are tested without it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from berger.core.tournament import Tournament
from berger.errors import OutputError, TemplateError
from berger.formats.workbook import FIRST_GAME_ROW
from berger.render.labels import Labels

MAX_ROWS = 1_048_576
MAX_COLUMNS = 16_384
MAX_SHEET_NAME = 31
"""Excel's longest sheet name."""
_NOT_IN_SHEET_NAMES = frozenset(":\\/?*[]")

SHEETS = ("event", "participants", "schedule", "crosstable", "standings", "final")
"""The sheets in their order (SPEC section 7), each named by the label
``wb_sheet_<key>``; the results reader finds the schedule by its position
(:data:`berger.formats.workbook.SCHEDULE_SHEET`), its first game in row
:data:`~berger.formats.workbook.FIRST_GAME_ROW`."""
EVENT, PARTICIPANTS, SCHEDULE, CROSSTABLE, STANDINGS, FINAL = range(len(SHEETS))

POINT_NAMES = ("pts_win", "pts_draw", "pts_loss", "pts_fwin", "pts_floss", "pts_bye")
"""Workbook names of the points per result: win, draw, loss, forfeit win,
forfeit loss, bye (cells of the event sheet the arbiter may change)."""
POINTS_ROW = 20
"""Row of the event sheet where the points per result start (win first),
after the event's details; the values stand in column B."""

RESULT, WHITE_POINTS, BLACK_POINTS, RESULT_ROUND = 7, 8, 9, 10
"""Schedule columns: the result code, white's points, black's points, and the
round of a game that has a result (hidden), after round, board, white's
number and name, black's number and name."""

AFTER_ROUND = (2, 3)
"""Row and column of the crosstable's cell of the last round with a result."""
FIRST_OPPONENT_COLUMN = 4
"""Crosstable column of the first game, after number, name and rating."""

TABLE_HEADER_ROW = 3
"""Header row of the participants, standings and final standings sheets
(under the title and a note); the players follow."""


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
    players: int
    """Number of players: rows of the crosstable and the standings."""
    games: int
    """Number of games: rows of the schedule under its header."""
    cycles: int
    """Columns per opponent in the crosstable."""
    first_row: int
    """First player row of the crosstable."""
    bye_column: int | None
    """Crosstable column of bye points (odd n), else None."""
    last_opponent_column: int
    """Last crosstable column holding a game."""

    @classmethod
    def of(cls, tournament: Tournament, labels: Labels) -> Layout:
        """The layout for this tournament, its sheets named by ``labels``.

        Raises:
            OutputError: more games or columns than a worksheet holds.
            TemplateError: a sheet name (from ``--templates``) that Excel
                refuses, or one name for two sheets.
        """
        schedule = tournament.schedule
        games = len(schedule.rounds) * schedule.games_per_round
        if games + 1 > MAX_ROWS:
            raise OutputError(
                f"{games} games do not fit in one worksheet"
                f" (at most {MAX_ROWS - 1} rows)"
            )
        n = tournament.n
        last = FIRST_OPPONENT_COLUMN - 1 + n * schedule.cycles
        bye = last + 1 if n % 2 else None
        if last + 7 > MAX_COLUMNS:
            raise OutputError(
                f"the crosstable needs {last + 7} columns;"
                f" a worksheet has at most {MAX_COLUMNS}"
            )
        return cls(
            names=sheet_names(labels, SHEETS),
            players=n,
            games=games,
            cycles=schedule.cycles,
            first_row=4 if schedule.cycles == 1 else 5,
            bye_column=bye,
            last_opponent_column=last,
        )

    def column_of(self, opponent: int, cycle: int) -> int:
        """Crosstable column of the game against ``opponent`` in ``cycle``."""
        return FIRST_OPPONENT_COLUMN + (opponent - 1) * self.cycles + cycle - 1

    def row_of(self, player: int) -> int:
        """Crosstable row of the player with pairing number ``player``."""
        return self.first_row + player - 1

    @property
    def last_row(self) -> int:
        """Last player row of the crosstable."""
        return self.row_of(self.players)

    @property
    def helper_row(self) -> int:
        """Crosstable row (hidden) repeating each opponent's points, for SB."""
        return self.last_row + 1

    @property
    def last_game_row(self) -> int:
        """Schedule row of the last game (every schedule has one: the
        pairings refuse a schedule without games)."""
        return FIRST_GAME_ROW + self.games - 1

    @property
    def totals_column(self) -> int:
        """Crosstable column of the points; SB, wins, place, rank, order follow."""
        return (self.bye_column or self.last_opponent_column) + 1

    @property
    def sb_column(self) -> int:
        """Crosstable column of Sonneborn-Berger."""
        return self.totals_column + 1

    @property
    def wins_column(self) -> int:
        """Crosstable column of the number of wins."""
        return self.totals_column + 2

    @property
    def place_column(self) -> int:
        """Crosstable column of the live place (``3-4`` when shared)."""
        return self.totals_column + 3

    @property
    def rank_column(self) -> int:
        """Crosstable column (hidden) of the rank: points, then SB."""
        return self.totals_column + 4

    @property
    def order_column(self) -> int:
        """Crosstable column (hidden) of each player's line in the standings."""
        return self.totals_column + 5

    @property
    def live_lines(self) -> LiveLines:
        """Where the live standings read their lines: place, name, rating,
        points, SB and wins (the pairing number, column 2, finds the row)."""
        return LiveLines(
            crosstable=self.names[CROSSTABLE],
            first_row=self.first_row,
            last_row=self.last_row,
            order_column=self.order_column,
            sources={
                1: self.place_column,
                3: 2,
                4: 3,
                5: self.totals_column,
                6: self.sb_column,
                7: self.wins_column,
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
                f"label {label!r}: {name!r} cannot name a sheet"
                f" (1 to {MAX_SHEET_NAME} characters, none of : \\ / ? * [ ],"
                " no ' first or last)"
            )
        other = names.get(name.casefold())
        if other is not None:
            raise TemplateError(
                f"label {label!r}: {name!r} already names a sheet (label {other!r})"
            )
        names[name.casefold()] = label
    return tuple(labels[f"wb_sheet_{key}"] for key in keys)
