"""A results CSV changed in place: one game's row set, every other byte kept.

The file is read as its bytes tell (:func:`read_csv_text`: UTF-8 with or
without BOM, or cp1251; ``\\r\\n`` or ``\\n`` line ends; the header's
delimiter) and written back the same way (:func:`encode`); a change touches
only the row of the game it concerns (or adds one at the end, and a column at
the end of the header when it needs one), so the file's other rows, columns,
quoting and comments stay as they were.

:func:`set_game_result` sets a game of an individual event
(``round, white, black, result`` or ``round, board, result``, see
:mod:`berger.formats.event.results`); :func:`set_micro_game_result` a
game of a micro-match (the same with a ``game`` column);
:func:`set_board_result` a board of a team event's match (``round, team1,
team2, board, result``, see :mod:`berger.formats.event.teams`). None checks
the result against the schedule: the caller reads the changed text with the
reader before writing it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from berger.core.micro_matches import MicroMatchEvent, game_colours
from berger.core.model import Outcome
from berger.core.schedule import Pairing
from berger.core.teams import TeamEvent
from berger.core.tournament import Tournament
from berger.errors import InputError
from berger.formats.event.csv_text import CsvText as CsvText
from berger.formats.event.csv_text import Row, put_row
from berger.formats.event.csv_text import encode as encode
from berger.formats.event.csv_text import new_csv_text as new_csv_text
from berger.formats.event.csv_text import read_csv_text as read_csv_text
from berger.formats.event.csv_text import rows_of as rows_of
from berger.formats.event.participants import normalise_header
from berger.formats.event.results import COLUMN_ALIASES, WITHDREW, player_matcher
from berger.formats.event.teams import RESULT_ALIASES, WHOLE_MATCH, team_matcher
from berger.messages import _

PLAYERS_HEADER = ("round", "board", "white", "black", "result")
"""The header of a results CSV made for an individual event."""
TEAMS_HEADER = ("round", "team1", "team2", "board", "result")
"""The header of a results CSV made for a team event."""


def _columns(header: Sequence[str], aliases: dict[str, str]) -> dict[str, int]:
    columns: dict[str, int] = {}
    for position, cell in enumerate(header):
        name = aliases.get(normalise_header(cell))
        if name is not None and name not in columns:
            columns[name] = position
    return columns


def _data_rows(csv_text: CsvText) -> tuple[Row, list[Row]]:
    """The header row and the non-blank rows after it.

    Raises:
        InputError: no header row.
    """
    rows = [row for row in rows_of(csv_text) if any(c.strip() for c in row.cells)]
    if not rows:
        raise InputError(_("the file is empty: no header row"))
    return rows[0], rows[1:]


def _cell(row: Row, position: int | None) -> str:
    if position is None or position >= len(row.cells):
        return ""
    return row.cells[position].strip()


def _filled(cells: Sequence[str], values: dict[int, str], width: int) -> list[str]:
    out = list(cells) + [""] * max(0, width - len(cells))
    for position, value in values.items():
        out[position] = value
    return out


def _by_names(rows: Sequence[Row], position: int | None) -> bool:
    """Whether the file names sides by name: its first filled cell in the
    column is not a number, or it has none yet (names read best)."""
    for row in rows:
        text = _cell(row, position)
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
    header, rows = _data_rows(csv_text)
    aliases = {a: name for name, names in COLUMN_ALIASES.items() for a in names}
    columns = _columns(header.cells, aliases)
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
    return (csv_text, *_data_rows(csv_text))


def _sides_swapped(row: Row, header: Row, columns: dict[str, int]) -> dict[int, str]:
    """The cells of ``row`` that swap its sides (white, black, :func:`side_pairs`)."""
    values: dict[int, str] = {}
    pairs = [(columns["white"], columns["black"]), *side_pairs(header)]
    for one, other in pairs:
        cells = _filled(row.cells, {}, max(one, other) + 1)
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
    tournament: Tournament,
    game: Pairing,
    outcome: Outcome,
    *,
    reversed: bool = False,
    date: str | None = None,
) -> CsvText:
    """The results CSV of an individual event with ``game``'s result set to
    ``outcome`` (as played: with ``reversed``, the schedule's black had
    white; UNPLAYED clears it), and its ``date`` cell to ``date`` (None:
    left as it is; ``""`` cleared). Every row that names the game is changed
    (its result, and with ``white, black`` columns the order they played
    in); without one a row is added, in the file's way of naming players
    (by number or by name). A ``reversed`` (or ``date``) column is added to
    the header when a game is first marked so (or dated).

    Raises:
        InputError: the file has no header row, or a malformed one.
    """
    header, rows, columns = _game_columns(csv_text, shown)
    by_pair = "white" in columns and "black" in columns
    if reversed and "reversed" not in columns:
        csv_text, header, rows = _added_column(csv_text, header, columns, "reversed")
    if date and "date" not in columns:
        csv_text, header, rows = _added_column(csv_text, header, columns, "date")
    match = player_matcher(tournament, shown)
    white, black = (game.black, game.white) if reversed else (game.white, game.black)
    code = "" if outcome is Outcome.UNPLAYED else outcome.value
    flag = "yes" if reversed else ""

    def names_game(row: Row) -> bool:
        if _cell(row, columns["round"]) != str(game.round):
            return False
        if _cell(row, columns["result"]).casefold() in WITHDREW:
            return False
        if not by_pair:
            return _cell(row, columns.get("board")) == str(game.board)
        try:
            sides = {
                match(_cell(row, columns[side]), row.first, side)
                for side in ("white", "black")
            }
        except InputError:
            return False
        return sides == {game.white, game.black}

    width = max(columns.values()) + 1
    found = False
    for row in rows[::-1]:  # last first: a change keeps the lines above
        if not names_game(row):
            continue
        found = True
        values = {columns["result"]: code, **_dated(columns, date)}
        if "reversed" in columns:
            values[columns["reversed"]] = flag
        if by_pair:
            played = match(_cell(row, columns["white"]), row.first, "white")
            if played != white:
                values.update(_sides_swapped(row, header, columns))
        csv_text = put_row(csv_text, row, _filled(row.cells, values, width))
    if found or (outcome is Outcome.UNPLAYED and not date):
        return csv_text
    values = _new_game(rows, columns, tournament, game, (white, black), code)
    values.update(_dated(columns, date))
    if "reversed" in columns:
        values[columns["reversed"]] = flag
    return put_row(csv_text, None, _filled([], values, width))


def _dated(columns: dict[str, int], date: str | None) -> dict[int, str]:
    """The ``date`` cell a change writes (none where it leaves the date)."""
    if date is None or "date" not in columns:
        return {}
    return {columns["date"]: date}


def set_micro_game_result(
    csv_text: CsvText,
    shown: str,
    event: MicroMatchEvent,
    match: Pairing,
    game: int,
    outcome: Outcome,
    *,
    date: str | None = None,
) -> CsvText:
    """The results CSV of a micro-match event with game ``game`` of the
    micro-match ``match`` set to ``outcome``, read from the side that had
    white in that game (UNPLAYED clears it), its ``date`` cell as
    :func:`set_game_result` sets it. Every row that names the game
    (its round, its game, its players either way or its board) is changed,
    its players put in the order they played it; without one a row is
    added, the file's way of naming players kept. A ``game`` column is added
    to the header when the file has none.

    Raises:
        InputError: the file has no header row, or a malformed one.
    """
    header, rows, columns = _game_columns(csv_text, shown)
    by_pair = "white" in columns and "black" in columns
    if "game" not in columns:
        csv_text, header, rows = _added_column(csv_text, header, columns, "game")
    if date and "date" not in columns:
        csv_text, header, rows = _added_column(csv_text, header, columns, "date")
    player = player_matcher(event, shown)
    white, black = game_colours(match, game)
    code = "" if outcome is Outcome.UNPLAYED else outcome.value

    def sides(row: Row) -> tuple[int, int] | None:
        try:
            return (
                player(_cell(row, columns["white"]), row.first, "white"),
                player(_cell(row, columns["black"]), row.first, "black"),
            )
        except InputError:
            return None

    def names_game(row: Row) -> bool:
        named = (_cell(row, columns["round"]), _cell(row, columns["game"]))
        if named != (str(match.round), str(game)):
            return False
        if not by_pair:
            return _cell(row, columns.get("board")) == str(match.board)
        found = sides(row)
        return found is not None and set(found) == {white, black}

    width = max(columns.values()) + 1
    found = False
    for row in rows[::-1]:  # last first: a change keeps the lines above
        if not names_game(row):
            continue
        found = True
        values = {columns["result"]: code, **_dated(columns, date)}
        named = sides(row) if by_pair else None
        if named is not None and named[0] != white:
            values.update(_sides_swapped(row, header, columns))
        csv_text = put_row(csv_text, row, _filled(row.cells, values, width))
    if found or (outcome is Outcome.UNPLAYED and not date):
        return csv_text
    values = _new_game(rows, columns, event, match, (white, black), code)
    values.update(_dated(columns, date))
    values[columns["game"]] = str(game)
    return put_row(csv_text, None, _filled([], values, width))


def whole_match_row(
    csv_text: CsvText, shown: str, event: TeamEvent, match: Pairing
) -> int | None:
    """The line of a row that forfeits ``match`` whole (an empty or ``all``
    board), or None."""
    header, rows = _data_rows(csv_text)
    columns = _columns(header.cells, _team_aliases())
    team = team_matcher(event, shown)
    for row in rows:
        if _team_row_names(row, columns, team, match) and (
            _cell(row, columns.get("board")).casefold() in WHOLE_MATCH
        ):
            return row.first
    return None


def _team_aliases() -> dict[str, str]:
    return {alias: name for name, names in RESULT_ALIASES.items() for alias in names}


def _team_row_names(
    row: Row,
    columns: dict[str, int],
    team: Callable[[str, int, str], int],
    match: Pairing,
) -> bool:
    if _cell(row, columns.get("round")) != str(match.round):
        return False
    try:
        first = team(_cell(row, columns.get("team1")), row.first, "team1")
        second = team(_cell(row, columns.get("team2")), row.first, "team2")
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
    header, rows = _data_rows(csv_text)
    columns = _columns(header.cells, _team_aliases())
    needed = ("round", "team1", "team2", "board", "result")
    if any(name not in columns for name in needed):
        raise InputError(
            _("the header needs {needed}").format(needed=", ".join(needed)),
            path=shown,
            line=1,
        )
    team = team_matcher(event, shown)
    code = "" if outcome is Outcome.UNPLAYED else outcome.value

    width = max(columns.values()) + 1
    found = False
    for row in rows[::-1]:  # last first: a change keeps the lines above
        if _team_row_names(row, columns, team, match) and _cell(
            row, columns["board"]
        ) == str(board):
            found = True
            values = {columns["result"]: code}
            csv_text = put_row(csv_text, row, _filled(row.cells, values, width))
    if found or outcome is Outcome.UNPLAYED:
        return csv_text
    names = [t.name for t in event.teams]
    side = (lambda n: names[n - 1]) if _by_names(rows, columns["team1"]) else str
    values = {
        columns["round"]: str(match.round),
        columns["team1"]: side(match.white),
        columns["team2"]: side(match.black),
        columns["board"]: str(board),
        columns["result"]: code,
    }
    return put_row(csv_text, None, _filled([], values, width))
