"""A results CSV changed in place: one game's rows set, every other byte
kept (:mod:`berger.formats.event.csv_text`).

:func:`set_game_result` sets a game of an event of players, a single game
or a game of a micro-match (``round, white, black, [game,] result`` or
``round, board, [game,] result``, see :mod:`berger.formats.event.results`):
its players named as they played. :func:`set_board_result` sets a board of
a team event's match (``round, team1, team2, board, result``, see
:mod:`berger.formats.event.teams`): the teams named in the match's order,
the result from the first-named team's side. Neither checks the result
against the schedule: the caller reads the changed text with the reader
before writing it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from berger.core.micro.matches import game_colours
from berger.core.model import Outcome
from berger.core.schedule import Pairing
from berger.core.teams.event import TeamEvent
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event.csv_text import (
    CsvText,
    Row,
    cell,
    data_rows,
    filled,
    put_row,
    set_rows,
)
from berger.formats.event.csv_text import read_csv_text as read_csv_text
from berger.formats.event.results import (
    COLUMN_ALIASES,
    WITHDREW,
    header_columns,
)
from berger.formats.event.teams import RESULT_ALIASES, WHOLE_MATCH
from berger.formats.files.entrants import player_matcher, team_matcher
from berger.messages import _

PLAYERS_HEADER = ("round", "board", "white", "black", "result")
"""The header of a results CSV made for an individual event."""
TEAMS_HEADER = ("round", "team1", "team2", "board", "result")
"""The header of a results CSV made for a team event."""


def _by_names(rows: Sequence[Row], position: int | None) -> bool:
    """Whether the file names sides by name: its first filled cell in the
    column is not a number, or it has none yet (names read best)."""
    for row in rows:
        text = cell(row, position)
        if text:
            return not text.isdecimal()
    return True


def side_pairs(header: Row) -> list[tuple[int, int]]:
    """The other columns of a side (``white_name`` and ``black_name``, as
    ``berger schedule --format csv`` writes them): swapped with the players
    when a game's colours are.

    >>> side_pairs(Row(1, 1, ("round", "white", "white_name", "black_name")))
    [(2, 3)]
    """
    names = [cell.strip().lower() for cell in header.cells]
    pairs = []
    for position, name in enumerate(names):
        if name.startswith("white") and name != "white":
            other = "black" + name.removeprefix("white")
            if other in names:
                pairs.append((position, names.index(other)))
    return pairs


def _game_columns(
    csv_text: CsvText, shown: str
) -> tuple[Row, list[Row], dict[str, int]]:
    """The header, rows and columns of a results CSV of games (InputError:
    no header row, or a malformed one)."""
    header, rows = data_rows(csv_text)
    columns = header_columns(header.cells, COLUMN_ALIASES)
    if "round" not in columns or "result" not in columns:
        raise InputError(_("the header needs round and result"), path=shown, line=1)
    if not ("white" in columns and "black" in columns) and "board" not in columns:
        raise InputError(_("the header needs white and black, or board"), path=shown)
    return header, rows, columns


def _added_column(
    csv_text: CsvText, header: Row, columns: dict[str, int], name: str
) -> tuple[CsvText, Row, list[Row]]:
    """The text with column ``name`` added to the header, and in ``columns``."""
    columns[name] = len(header.cells)
    csv_text = put_row(csv_text, header, [*header.cells, name])
    return (csv_text, *data_rows(csv_text))


def _sides_swapped(row: Row, header: Row, columns: dict[str, int]) -> dict[int, str]:
    """The cells of ``row`` that swap its sides (white, black, :func:`side_pairs`)."""
    values: dict[int, str] = {}
    pairs = [(columns["white"], columns["black"]), *side_pairs(header)]
    for one, other in pairs:
        cells = filled(row.cells, {}, max(one, other) + 1)
        values[one], values[other] = cells[other], cells[one]
    return values


def _new_game(
    rows: Sequence[Row],
    columns: dict[str, int],
    event: Tournament,
    game: Pairing,
    players: tuple[int, int],
    code: str,
) -> dict[int, str]:
    """A new row of ``game``, ``players`` (white first) named as the file does."""
    names = [player.name for player in event.players]
    side = (lambda n: names[n - 1]) if _by_names(rows, columns.get("white")) else str
    values = {columns["round"]: str(game.round), columns["result"]: code}
    if "board" in columns:
        values[columns["board"]] = str(game.board)
    if "white" in columns and "black" in columns:
        values[columns["white"]] = side(players[0])
        values[columns["black"]] = side(players[1])
    return values


def set_game_result(
    csv_text: CsvText,
    shown: str,
    event: Tournament,
    match: Pairing,
    outcome: Outcome,
    *,
    game: int = 1,
    reversed: bool = False,
    date: str | None = None,
) -> CsvText:
    """The results CSV of an event of players with game ``game`` of the
    pairing ``match`` (its one game, or a game of its micro-match) set to
    ``outcome``, as played: from the side that had white in that game (with
    ``reversed``, a single game played with the colours reversed: the
    schedule's black had white); UNPLAYED clears it. Every row that names
    the game (its round, a micro-match's game, its players either way or
    its board) is changed: its result, its ``date`` cell to ``date`` (None:
    left as it is; ``""`` cleared), and with ``white, black`` columns its
    players in the order they played; without one a row is added, in the
    file's way of naming players (by number or by name), also for a game
    without a result given a date. A ``game`` column is added to the header
    of a micro-match's file that has none, a ``reversed`` (or ``date``)
    column when a game is first marked so (or dated).

    Raises:
        InputError: the file has no header row, or a malformed one.
    """
    header, rows, columns = _game_columns(csv_text, shown)
    by_pair = "white" in columns and "black" in columns
    single = event.games == 1  # its one game needs no number
    added = (("game", not single), ("reversed", reversed), ("date", bool(date)))
    for name, needed in added:
        if needed and name not in columns:
            csv_text, header, rows = _added_column(csv_text, header, columns, name)
    player = player_matcher(event, shown)
    white, black = game_colours(match, game)
    if reversed:
        white, black = black, white
    code = "" if outcome is Outcome.UNPLAYED else outcome.value
    marks = {}  # a single game's reversed mark (a micro-match's as played), the date
    if single and "reversed" in columns:
        marks[columns["reversed"]] = "yes" if reversed else ""
    if date is not None and "date" in columns:
        marks[columns["date"]] = date

    def sides(row: Row) -> tuple[int, int] | None:
        try:
            return (
                player(cell(row, columns["white"]), row.first, "white"),
                player(cell(row, columns["black"]), row.first, "black"),
            )
        except InputError:
            return None

    def names_game(row: Row) -> bool:
        if cell(row, columns["round"]) != str(match.round):
            return False
        if cell(row, columns["result"]).casefold() in WITHDREW:
            return False
        if not single and cell(row, columns["game"]) != str(game):
            return False
        if not by_pair:
            return cell(row, columns.get("board")) == str(match.board)
        found = sides(row)
        return found is not None and set(found) == {white, black}

    def change(row: Row) -> dict[int, str]:
        values = {columns["result"]: code, **marks}
        named = sides(row) if by_pair else None
        if named is not None and named[0] != white:
            values.update(_sides_swapped(row, header, columns))
        return values

    def new() -> dict[int, str]:
        values = _new_game(rows, columns, event, match, (white, black), code)
        if not single:
            values[columns["game"]] = str(game)
        return {**values, **marks}

    unplayed = outcome is Outcome.UNPLAYED and not date
    return set_rows(
        csv_text, rows, columns, names_game, change, None if unplayed else new
    )


def whole_match_row(
    csv_text: CsvText, shown: str, event: TeamEvent, match: Pairing
) -> int | None:
    """The line of a row that forfeits ``match`` whole (an empty or ``all``
    board), or None."""
    header, rows = data_rows(csv_text)
    columns = header_columns(header.cells, RESULT_ALIASES)
    team = team_matcher(event, shown)
    for row in rows:
        if _team_row_names(row, columns, team, match) and (
            cell(row, columns.get("board")).casefold() in WHOLE_MATCH
        ):
            return row.first
    return None


def _team_row_names(
    row: Row,
    columns: dict[str, int],
    team: Callable[[str, int, str], int],
    match: Pairing,
) -> bool:
    if cell(row, columns.get("round")) != str(match.round):
        return False
    try:
        first = team(cell(row, columns.get("team1")), row.first, "team1")
        second = team(cell(row, columns.get("team2")), row.first, "team2")
    except InputError:
        return False
    return (first, second) == (match.white, match.black)


def set_board_result(
    csv_text: CsvText,
    shown: str,
    event: TeamEvent,
    match: Pairing,
    board: int,
    outcome: Outcome,
) -> CsvText:
    """The team results CSV with ``board`` of ``match`` set to ``outcome``,
    read from the first-named team's side (UNPLAYED clears it): the board's
    rows changed (who played, ``player1`` / ``player2``, kept), or a row
    added, teams named as the file names them.

    Raises:
        InputError: the file has no header row, or lacks a column.
    """
    header, rows = data_rows(csv_text)
    columns = header_columns(header.cells, RESULT_ALIASES)
    needed = ("round", "team1", "team2", "board", "result")
    if any(name not in columns for name in needed):
        raise InputError(
            _("the header needs {needed}").format(needed=", ".join(needed)),
            path=shown,
            line=1,
        )
    team = team_matcher(event, shown)
    code = "" if outcome is Outcome.UNPLAYED else outcome.value

    def names_board(row: Row) -> bool:
        return _team_row_names(row, columns, team, match) and (
            cell(row, columns["board"]) == str(board)
        )

    def new() -> dict[int, str]:
        names = [t.name for t in event.teams]
        side = (lambda n: names[n - 1]) if _by_names(rows, columns["team1"]) else str
        return {
            columns["round"]: str(match.round),
            columns["team1"]: side(match.white),
            columns["team2"]: side(match.black),
            columns["board"]: str(board),
            columns["result"]: code,
        }

    unplayed = outcome is Outcome.UNPLAYED
    return set_rows(
        csv_text,
        rows,
        columns,
        names_board,
        lambda row: {columns["result"]: code},
        None if unplayed else new,
    )
