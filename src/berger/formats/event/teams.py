"""The teams of a team event, and the board results of its matches.

Teams file (CSV/TSV or XLSX, the participants file of a team event): the
columns ``team`` and ``name`` plus any of the usual player columns, one row per
player, each team's players in board order: its first ``boards`` rows are its
board players, the rest reserves. Teams are numbered in the order they first
appear. A blank team cell continues the team above, so a team's name may be
written on its first row only; a row with nothing but a team name starts that
team.

One file per team: each an ordinary participants file in board order, the
team's name given with it (:func:`read_team_files`).

Team results CSV: ``round, team1, team2, board, result`` and optionally
``player1, player2``. Teams by number or exact name; ``team1`` is the team
named first in the match. The result is read from team1's player's side
(``1-0``: team1's player won, whatever the colours), any code the individual
results accept. ``player1`` / ``player2`` name who played when it is not the
board's own player (a reserve, or players moved up): by name or by position in
the team's list. A row with an empty ``board`` (or ``all``) and a forfeit
(``+-``, ``-+``, ``--``) forfeits the whole match.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from berger.core.model import Outcome
from berger.core.names import clean_name, name_key
from berger.core.results import Results
from berger.core.teams.event import Team, TeamEvent, check_boards, check_teams
from berger.core.teams.results import NoSuchBoard, TeamResultsBuilder
from berger.errors import InputError, ScheduleError
from berger.formats.event.participants import (
    normalise_header,
    players_from_rows,
    read_name,
    read_roster,
    xlsx_rows,
)
from berger.formats.event.results import (
    COLUMN_ALIASES,
    delimited_rows,
    header_columns,
)
from berger.formats.files.entrants import member_matcher, team_matcher
from berger.formats.files.input_file import InputFile, decode, read_bytes
from berger.formats.files.result_cells import number_cell
from berger.messages import _, ngettext

Rows = list[tuple[int, list[str]]]

TEAM_ALIASES = ("team", "team name", "команда", "назва команди", "название команды")
"""Headers of the team column (any case)."""
RESULT_ALIASES: dict[str, tuple[str, ...]] = {
    "round": COLUMN_ALIASES["round"],
    "team1": ("team1", "team 1", "first team", "команда1", "команда 1"),
    "team2": ("team2", "team 2", "second team", "команда2", "команда 2"),
    "board": COLUMN_ALIASES["board"],
    "result": COLUMN_ALIASES["result"],
    "player1": ("player1", "player 1", "гравець1", "гравець 1", "игрок1", "игрок 1"),
    "player2": ("player2", "player 2", "гравець2", "гравець 2", "игрок2", "игрок 2"),
}
"""Headers of the team results CSV (any case; ``_`` reads as a space)."""
WHOLE_MATCH = ("", "all", "усі", "все")
"""Board cells that mean the whole match."""


def table_rows(path: Path, shown: str) -> Rows:
    """Non-blank rows of a CSV/TSV (delimiter from the first line) or of the
    first sheet of an XLSX workbook, with their line (row) numbers.

    Raises:
        InputError: an unreadable file or malformed CSV.
    """
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        rows = xlsx_rows(path, shown)
        return [(line, row) for line, row in rows if any(cell.strip() for cell in row)]
    return delimited_rows(decode(read_bytes(path, shown), shown), shown)


def read_teams(path: Path, *, boards: int, display: str | None = None) -> list[Team]:
    """Read a teams file (module docstring), teams in order of first appearance.

    Raises:
        InputError: an unreadable file, no team column, a player row before
            any team, bad player fields, fewer than 2 teams, a team with fewer
            players than ``boards``, a player in two teams.
    """
    shown = display or str(path)
    rows = table_rows(path, shown)
    if not rows:
        raise InputError(_("the file is empty: no teams"), path=shown)
    header_line, header = rows[0]
    column = next(
        (i for i, cell in enumerate(header) if normalise_header(cell) in TEAM_ALIASES),
        None,
    )
    if column is None:
        raise InputError(
            _(
                "no team column in the header (expected one of {expected});"
                " found {found}"
            ).format(
                expected=", ".join(TEAM_ALIASES),
                found=", ".join(repr(c) for c in header),
            ),
            path=shown,
            line=header_line,
        )
    order: list[str] = []
    members: dict[str, Rows] = {}
    first_line: dict[str, int] = {}
    current: str | None = None
    for line, row in rows[1:]:
        team = read_name(row[column] if column < len(row) else "", shown, line, "team")
        rest = row[:column] + row[column + 1 :]
        if team:
            current = next((t for t in order if name_key(t) == name_key(team)), team)
            if current not in members:
                order.append(current)
                members[current] = []
                first_line[current] = line
        if not any(cell.strip() for cell in rest):
            continue
        if current is None:
            raise InputError(
                _("a player before any team"), path=shown, line=line, field="team"
            )
        members[current].append((line, rest))
    check_boards(boards)
    header_rest = (header_line, header[:column] + header[column + 1 :])
    teams = []
    for name in order:
        # before the players are read: a team of fewer than 2 would be
        # refused by the roster check with another message
        if len(members[name]) < boards:
            raise InputError(
                ngettext(
                    "team {team!r} has {count} players for {boards} board",
                    "team {team!r} has {count} players for {boards} boards",
                    boards,
                ).format(team=name, count=len(members[name]), boards=boards),
                path=shown,
                line=first_line[name],
                field="team",
            )
        players = players_from_rows([header_rest, *members[name]], shown)
        teams.append(Team(name, tuple(players)))
    lines = [[line for line, _ in members[name]] for name in order]
    _check(teams, boards, lines, [shown] * len(teams), shown)
    return teams


def read_team_files(
    entries: Sequence[tuple[str, Path]],
    *,
    boards: int,
    display: Callable[[Path], str] = str,
) -> list[Team]:
    """Teams from one participants file each, ``(team name, path)`` in team
    order; each file lists the team's players in board order, reserves last.

    Raises:
        InputError: as :func:`read_teams`, located in the file at fault.
    """
    teams: list[Team] = []
    lines: list[list[int]] = []
    shown: list[str] = []
    for name, path in entries:
        where = display(path)
        players, player_lines = read_roster(path, display=where)
        teams.append(Team(clean_name(name), tuple(players)))
        lines.append(player_lines)
        shown.append(where)
    check_boards(boards)
    _check(teams, boards, lines, shown, "event")
    return teams


def _check(
    teams: Sequence[Team],
    boards: int,
    lines: Sequence[Sequence[int]],
    shown: Sequence[str],
    whole: str,
) -> None:
    """At least 2 teams (else an error located at ``whole``), then
    check_teams, an error located in the file of the team at fault."""
    if len(teams) < 2:
        raise InputError(
            _("a team round robin needs at least 2 teams, found {count}").format(
                count=len(teams)
            ),
            path=whole,
        )
    check_teams(teams, boards, lines=lines, paths=shown)


def read_team_results(path: Path | InputFile, event: TeamEvent) -> Results:
    """Read a team results CSV (module docstring), or its bytes read
    already, against the event's schedule.

    Raises:
        InputError: unreadable file, missing columns, an unknown result code, a
            team or player that matches nobody, a reserve of the other team, a
            match not in the schedule (the message names the match the
            schedule has), a board the match does not have, a player on two
            boards of a match, two different results for one board.
    """
    if isinstance(path, InputFile):
        rows = delimited_rows(path.text(), path.shown)
        return team_results_from_rows(rows, path.shown, event)
    shown = str(path)
    return team_results_from_rows(table_rows(path, shown), shown, event)


def team_results_from_rows(rows: Rows, shown: str, event: TeamEvent) -> Results:
    """:func:`read_team_results` of a team results CSV's rows (with their
    line numbers); ``shown`` names the file in messages.

    Raises:
        InputError: as :func:`read_team_results`.
    """
    if not rows:
        raise InputError(_("the file is empty: no header row"), path=shown)
    header_line, header = rows[0]
    columns = header_columns(header, RESULT_ALIASES)
    needed = ("round", "team1", "team2", "board", "result")
    if any(name not in columns for name in needed):
        raise InputError(
            _(
                "the header needs {needed} (and optionally player1, player2);"
                " found {found}"
            ).format(
                needed=", ".join(needed),
                found=", ".join(repr(cell) for cell in header),
            ),
            path=shown,
            line=header_line,
        )
    team = team_matcher(event, shown)
    builder = TeamResultsBuilder(event)
    for line, row in rows[1:]:
        values = {
            name: row[position].strip() if position < len(row) else ""
            for name, position in columns.items()
        }
        if not values["result"]:
            continue
        round_number = number_cell(values["round"], shown, line)
        first = team(values["team1"], line, "team1")
        second = team(values["team2"], line, "team2")
        try:
            outcome = Outcome.from_code(values["result"], game=event.info.game)
        except InputError as exc:
            raise exc.located(path=shown, line=line, field="result") from None
        players = [
            _player(
                event, values.get(f"player{side}", ""), own, rival, shown, line, side
            )
            for side, own, rival in ((1, first, second), (2, second, first))
        ]
        board_text = values["board"].casefold()
        try:
            if board_text in WHOLE_MATCH:
                if any(p is not None for p in players):
                    raise InputError(
                        _("a whole-match row names no players; give each board a row"),
                        path=shown,
                        line=line,
                        field="board",
                    )
                builder.add_forfeit(round_number, first, second, outcome)
                continue
            board = number_cell(values["board"], shown, line, field="board")
            builder.add_board(
                round_number,
                first,
                second,
                board,
                outcome,
                first_player=players[0],
                second_player=players[1],
            )
        except ScheduleError as exc:
            field = "board" if isinstance(exc, NoSuchBoard) else None
            raise InputError(str(exc), path=shown, line=line, field=field) from None
    return builder.build()


def _player(
    event: TeamEvent,
    text: str,
    own: int,
    rival: int,
    shown: str,
    line: int,
    side: int,
) -> int | None:
    """The position in team ``own``'s list of the player named in
    ``player<side>``, or None when the cell is empty."""
    if not text.strip():
        return None
    field = f"player{side}"
    team = event.team(own)
    try:
        return member_matcher(team, shown)(text, line, field)
    except InputError:
        others = {name_key(p.name) for p in event.team(rival).players}
        if name_key(text) in others:
            raise InputError(
                _("{name!r} plays for {rival!r}, not {team!r}").format(
                    name=text.strip(), rival=event.team(rival).name, team=team.name
                ),
                path=shown,
                line=line,
                field=field,
            ) from None
        raise
