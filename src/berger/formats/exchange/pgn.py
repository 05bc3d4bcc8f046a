"""Results from PGN (one game per result) via python-chess.

The White, Black, Result and Round tags are read: players are matched to the
participants by exact name (or pairing number), the round is the number before
any dot (``3`` or ``3.2``). A ``Date`` other than the round's is the game's
own date (the day it was played; with Result ``*``, the day it is set for).
Games whose Result is ``*`` are otherwise skipped. A game
with ``[Termination "forfeit"]`` (as ``berger export --to pgn`` writes one) is
a forfeit: ``1-0`` won by white, ``0-1`` by black, ``*`` lost by both.

A team event's PGN (:func:`read_team_results_pgn`) names each game's teams in
``WhiteTeam`` and ``BlackTeam`` and its board in ``Round``:
``round.match.board``.
"""

from __future__ import annotations

import io
from collections.abc import Iterator, Mapping
from pathlib import Path

from berger.core.bounds import clip
from berger.core.model import Outcome
from berger.core.results import Recorder, Results
from berger.core.schedule import Color
from berger.core.teams.event import TeamEvent
from berger.core.teams.results import TeamResultsBuilder
from berger.core.tournament import Tournament
from berger.errors import InputError, ScheduleError
from berger.formats.files.entrants import member_matcher, player_matcher, team_matcher
from berger.formats.files.game_dates import GameDates, tag_day
from berger.formats.files.input_file import InputFile
from berger.formats.files.result_cells import number_cell
from berger.messages import _

FORFEIT = "forfeit"
"""The ``Termination`` of a game won or lost by forfeit."""
_FORFEITS = {
    Outcome.WHITE_WIN: Outcome.WHITE_FORFEIT_WIN,
    Outcome.BLACK_WIN: Outcome.BLACK_FORFEIT_WIN,
    Outcome.UNPLAYED: Outcome.DOUBLE_FORFEIT,
}


def record_results_pgn(
    source: InputFile, tournament: Tournament, into: Recorder
) -> None:
    """Feed every game of a PGN file to ``into`` (one whose Result is ``*``
    only when ``into`` makes the schedule).

    Raises:
        InputError: unreadable or malformed PGN, a missing tag, an unknown
            player or result, or a game ``into`` refuses (one the schedule
            does not have), located by the line where the game starts.
    """
    shown = source.shown
    match = player_matcher(tournament, shown)
    dates = GameDates(tournament, shown, field="Date")
    for line, headers in pgn_games(source, ("White", "Black", "Round", "Result")):
        outcome = tagged_outcome(headers["Result"], headers, shown, line)
        day = tag_day(headers.get("Date", ""), shown, line)
        if outcome is Outcome.UNPLAYED and not into.makes_schedule and day is None:
            continue
        round_number = round_of(headers["Round"], shown, line)
        day = dates.own(round_number, day)
        white = match(headers["White"], line, "White")
        black = match(headers["Black"], line, "Black")
        try:
            game = into.add(round_number, white, black, outcome, date=day)
        except ScheduleError as exc:
            raise InputError(str(exc), path=shown, line=line) from None
        dates.keep(game, day, line)
    dates.check()


def read_team_results_pgn(path: Path, event: TeamEvent) -> Results:
    """A team event's board results from a PGN file: each game's teams in
    ``WhiteTeam`` and ``BlackTeam``, its board the last number of
    ``Round`` (``3.2.1``: round 3, match 2, board 1), its players by name
    among their teams' (a reserve too); ``?`` for a side that fielded nobody.

    Raises:
        InputError: as :func:`record_results_pgn`, a team or player that
            matches nobody, a board the match does not have, or colours that
            are not the board's.
    """
    shown = str(path)
    team = team_matcher(event, shown)
    builder = TeamResultsBuilder(event)
    source = InputFile.read(path)
    for line, headers in pgn_games(
        source, ("Round", "Result", "WhiteTeam", "BlackTeam")
    ):
        outcome = tagged_outcome(headers["Result"], headers, shown, line)
        if outcome is Outcome.UNPLAYED:
            continue
        round_number = round_of(headers["Round"], shown, line)
        parts = headers["Round"].split(".")
        if len(parts) != 3 or not parts[2].strip().isdecimal():
            raise InputError(
                _(
                    "{text!r}: a team event's game is round.match.board"
                    " (3.2.1: round 3, match 2, board 1)"
                ).format(text=clip(headers["Round"])),
                path=shown,
                line=line,
                field="Round",
            )
        board = number_cell(parts[2].strip(), shown, line, field="Round")
        white_team = team(headers["WhiteTeam"], line, "WhiteTeam")
        black_team = team(headers["BlackTeam"], line, "BlackTeam")
        match = event.schedule.find_game(round_number, white_team, black_team)
        first, second = (
            (black_team, white_team)
            if match is not None and match.white == black_team
            else (white_team, black_team)
        )
        if first != white_team:
            outcome = outcome.reversed
        if 1 <= board <= event.boards and (event.colour(board) is Color.WHITE) != (
            first == white_team
        ):
            message = (
                _("board {board}: {team!r} has white on it")
                if event.colour(board) is Color.WHITE
                else _("board {board}: {team!r} has black on it")
            )
            raise InputError(
                message.format(board=board, team=event.team(first).name),
                path=shown,
                line=line,
                field="WhiteTeam",
            )
        tag = {white_team: "White", black_team: "Black"}
        players = [
            _member(event, side, headers.get(tag[side], "?"), shown, line, tag[side])
            for side in (first, second)
        ]
        try:
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
            raise InputError(str(exc), path=shown, line=line) from None
    return builder.build()


def _member(
    event: TeamEvent, team: int, name: str, shown: str, line: int, field: str
) -> int | None:
    """The position in ``team``'s list of the player ``name`` (None for ``?``).

    Raises:
        InputError: nobody of the team has that name.
    """
    if name.strip() in ("", "?"):
        return None
    return member_matcher(event.team(team), shown)(name, line, field)


def pgn_games(
    source: InputFile, tags: tuple[str, ...]
) -> Iterator[tuple[int, dict[str, str]]]:
    """Each game of a PGN file: the line it starts on, and its tags, which
    must hold ``tags``.

    Raises:
        InputError: unreadable or malformed PGN, no games, a missing tag.
    """
    import chess.pgn

    class QuietBuilder(chess.pgn.GameBuilder[chess.pgn.Game]):
        """python-chess's game builder, which keeps each error in the game's
        ``errors`` without logging it too (the log would add lines to the one
        line of the error)."""

        def handle_error(self, error: Exception) -> None:
            self.game.errors.append(error)

    shown = source.shown
    text = source.text()
    handle = io.StringIO(text)
    games = 0
    while True:
        start = handle.tell()
        game = chess.pgn.read_game(handle, Visitor=QuietBuilder)
        if game is None:
            break
        games += 1
        line = _line_of(text, start)
        if game.errors:
            message = _("malformed PGN: {error}").format(error=game.errors[0])
            raise InputError(message, path=shown, line=line)
        headers = dict(game.headers)
        for tag in tags:
            if tag not in headers or headers[tag] in ("", "?"):
                message = _("malformed PGN: no {tag} tag").format(tag=tag)
                raise InputError(message, path=shown, line=line, field=tag)
        yield line, headers
    if not games:
        raise InputError(_("malformed PGN: no games found"), path=shown)


def tagged_outcome(
    code: str, tags: Mapping[str, str], shown: str, line: int
) -> Outcome:
    """The result ``code`` of a game (of PGN or PDN) with ``tags``, a
    forfeit where its ``Termination`` says so.

    Raises:
        InputError: no result code.
    """
    try:
        outcome = Outcome.from_code(code)
    except InputError as exc:
        raise exc.located(path=shown, line=line, field="Result") from None
    if tags.get("Termination", "").strip().lower() == FORFEIT:
        return _FORFEITS.get(outcome, outcome)
    return outcome


def round_of(text: str, shown: str, line: int) -> int:
    """The round of a ``Round`` tag: its number before any dot.

    Raises:
        InputError: no number.
    """
    round_text = text.split(".")[0].strip()
    if not round_text.isdecimal():
        message = _("{text!r} is not a round number").format(text=clip(text))
        raise InputError(message, path=shown, line=line, field="Round")
    return number_cell(round_text, shown, line, field="Round")


def _line_of(text: str, offset: int) -> int:
    """The 1-based line of the first tag at or after ``offset``."""
    start = text.find("[", offset)
    return text.count("\n", 0, start if start >= 0 else offset) + 1
