"""TRF-2026 for a team round robin: the individual layout (001 records with
every player's board games) plus the team records.

Records written: the header (012-052, 062 players, 072 rated players, 082
teams, 092 type, 102-122, 132 round dates, 142 rounds), 162 when the board
scoring is not chess, 192 the encoded type, 202/212 the tie-breaks (212 starts
with the primary and the secondary score, ``MPTS,GPTS`` or ``GPTS,MPTS``),
352 the colour sequence of the boards (first-named team), 362 the match
points, 310 one record per team (number, name, match and game points, rank,
its players' start numbers in board order), 240 the bye of a team (odd
number of teams: a zero-point bye, C.07's round-robin bye), 330 a match in
which no board had both teams' players, 300 the line-up of a team whose
boards were not played by its board players in order, then one 001 record
per player. Start numbers run team by team in the teams' board order.

A board where one side fielded nobody is written on the present player's
line only, ``0000 - +`` (or ``-`` for a double forfeit); record 300 then puts
it on its board.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from berger.core.names import clean_name
from berger.core.results import MatchResult, Results
from berger.core.standings import Standings
from berger.core.teams.event import Primary, TeamEvent, primary_first
from berger.core.teams.table import (
    BoardGame,
    TeamTable,
    board_games,
    score_points,
    side_scores,
)
from berger.core.tiebreaks.registry import TIEBREAKS
from berger.errors import OutputError
from berger.formats.exchange.trf.header_writer import (
    header_records,
    points_record,
    scoring_records,
    tiebreak_records,
)
from berger.formats.exchange.trf.layout import LINE_END, points_text, trf_name
from berger.formats.exchange.trf.player_writer import (
    Block,
    numbered_fields,
    player_record,
)
from berger.formats.exchange.trf.writer import trf_warnings
from berger.formats.files.atomic import write_text
from berger.messages import _

TEAM_NAME_WIDTH = 32
"""Columns of a team's name in record 310 (9-40)."""


def start_numbers(event: TeamEvent) -> tuple[int, ...]:
    """The start number of each team's first player (team 1 first)."""
    starts = []
    next_number = 1
    for team in event.teams:
        starts.append(next_number)
        next_number += len(team.players)
    return tuple(starts)


def team_trf_warnings(event: TeamEvent) -> tuple[str, ...]:
    """What the team TRF cannot hold as it is: the players' notes (see
    :func:`~berger.formats.exchange.trf.writer.trf_warnings`, players by start number)
    and team names cut to record 310's 32 characters."""
    players = [p for team in event.teams for p in team.players]
    notes = list(trf_warnings(players, event.board_scoring))
    for number, team in enumerate(event.teams, start=1):
        full, cut = clean_name(team.name), trf_name(team.name, width=TEAM_NAME_WIDTH)
        if cut != full:
            notes.append(
                _(
                    "team {number}: name {name!r} is longer than TRF's"
                    " {width} characters (record 310); written as {cut!r}"
                ).format(number=number, name=full, width=TEAM_NAME_WIDTH, cut=cut)
            )
    return tuple(notes)


def trf_codes(event: TeamEvent, chain: Sequence[str]) -> tuple[str, ...]:
    """The tie-break codes as record 202 writes them: with game points
    primary, those counted in matches whatever the primary score (``WIN``,
    ``WON``, ``STD``: their entries' ``in_matches``) carry ``:MP``."""
    out = []
    for code in chain:
        entry = TIEBREAKS.get(code)
        if entry is not None and entry.in_matches and event.primary is Primary.GAME:
            code += ":MP"
        out.append(code)
    return tuple(out)


def format_team_trf(
    event: TeamEvent,
    results: Results,
    table: TeamTable,
    standings: Standings | None,
    *,
    chain: Sequence[str] = (),
) -> str:
    """The TRF text of the team event after ``table.after_round``.

    Raises:
        OutputError: a value TRF cannot hold (points beyond the field, a team
            number beyond 999, two players whose names are the same once cut).
    """
    if event.n > 999:
        raise OutputError(
            _("TRF's team records hold 999 teams, the event has {count}").format(
                count=event.n
            )
        )
    codes = tuple(standings.chain) if standings is not None else tuple(chain)
    ranks = {row.number: row.rank for row in standings.rows} if standings else {}
    lines = _header(event, codes)
    lines += _team_records(event, table, ranks)
    lines += [
        f"240 Z {rnd.number:>3} {rnd.bye:>4}"
        for rnd in event.schedule.rounds[: table.after_round]
        if rnd.bye is not None
    ]
    filled = _filled(event, results, table.after_round)
    lines += _forfeited(event, filled)
    lines += _lineups(event, filled)
    lines += _player_records(event, filled, table.after_round)
    return "".join(line + LINE_END for line in lines)


def write_team_trf(
    event: TeamEvent,
    results: Results,
    table: TeamTable,
    standings: Standings | None,
    target: Path,
    *,
    chain: Sequence[str] = (),
) -> None:
    """Write :func:`format_team_trf` to ``target`` atomically (UTF-8, CR LF).

    Raises:
        OutputError: as :func:`format_team_trf`, or the file cannot be written.
    """
    write_text(target, format_team_trf(event, results, table, standings, chain=chain))


def _header(event: TeamEvent, codes: Sequence[str]) -> list[str]:
    cycles = event.schedule.cycles
    lines = header_records(
        event.info,
        [p for team in event.teams for p in team.players],
        rounds=len(event.schedule.rounds),
        cycles=cycles,
        teams=event.n,
    )
    lines += scoring_records(event.board_scoring)
    lines.append(
        "192 "
        + ("FIDE_TEAM_DOUBLEROUNDROBIN" if cycles == 2 else "FIDE_TEAM_ROUNDROBIN")
    )
    order = primary_first(event.primary, "MPTS", "GPTS")
    lines += tiebreak_records(trf_codes(event, codes), scores=order)
    colours = "".join(str(event.colour(b)).upper() for b in range(1, event.boards + 1))
    lines.append(f"352 {colours}")
    scoring = event.scoring
    lines.append(
        points_record(
            "362", (("W", scoring.win), ("D", scoring.draw), ("L", scoring.loss))
        )
    )
    return lines


def _team_records(
    event: TeamEvent, table: TeamTable, ranks: dict[int, int]
) -> list[str]:
    starts = start_numbers(event)
    lines = []
    for number, team in enumerate(event.teams, start=1):
        chars = [" "] * 73
        chars[0:3] = "310"
        chars[4:7] = str(number).rjust(3)
        chars[8:40] = trf_name(team.name, width=TEAM_NAME_WIDTH).ljust(TEAM_NAME_WIDTH)
        for first, last, value in (
            (55, 60, table.match_points(number)),
            (62, 67, table.game_points(number)),
        ):
            text = points_text(value, width=last - first + 1)
            if text is None:
                raise OutputError(
                    _(
                        "team {number}'s points {points} do not fit TRF record 310"
                    ).format(number=number, points=value)
                )
            chars[first - 1 : last] = text.rjust(last - first + 1)
        rank = ranks.get(number)
        chars[68:71] = ("" if rank is None else str(rank)).rjust(3)
        ids = " ".join(
            str(starts[number - 1] + index).rjust(4)
            for index in range(len(team.players))
        )
        lines.append("".join(chars) + ids)
    return lines


def _filled(event: TeamEvent, results: Results, after_round: int) -> list[MatchResult]:
    """The matches up to ``after_round``, a board neither team filled given
    the two teams' board players as a double forfeit (TRF has no empty
    board: each board needs a game on some player's line)."""
    out = []
    for (round_number, _table), result in sorted(results.matches.items()):
        if round_number > after_round:
            continue
        teams = (event.team(result.match.white), event.team(result.match.black))
        used = [{(b.first, b.second)[side] for b in result.boards} for side in (0, 1)]
        boards = []
        for board in result.boards:
            if board.first is None and board.second is None:
                stand_ins = [
                    next(
                        p
                        for p in (board.board, *range(1, len(team.players) + 1))
                        if p not in used[side]
                    )
                    for side, team in enumerate(teams)
                ]
                for side, position in enumerate(stand_ins):
                    used[side].add(position)
                board = replace(board, first=stand_ins[0], second=stand_ins[1])
            boards.append(board)
        out.append(replace(result, boards=tuple(boards)))
    return out


def _forfeited(event: TeamEvent, matches: Sequence[MatchResult]) -> list[str]:
    """Record 330 for each match in which no board had both teams' players
    (a team that did not turn up, or every board forfeited by one side or
    the other): without it no game ties the two teams together. Readers
    still score the match from its boards."""
    lines = []
    for result in matches:
        if any(b.first is not None and b.second is not None for b in result.boards):
            continue
        points = [Fraction(0), Fraction(0)]
        for board in result.boards:
            for side, score in enumerate(side_scores(board.outcome)):
                points[side] += score_points(score, event.board_scoring)
        code = (
            "+-" if points[0] > points[1] else "-+" if points[0] < points[1] else "--"
        )
        match = result.match
        lines.append(f"330 {code} {match.round:>3} {match.white:>3} {match.black:>3}")
    return lines


def _lineups(event: TeamEvent, matches: Sequence[MatchResult]) -> list[str]:
    """Record 300 for each team that did not play its board players in order."""
    starts = start_numbers(event)
    lines = []
    for result in matches:
        match = result.match
        for team, other, side in (
            (match.white, match.black, 0),
            (match.black, match.white, 1),
        ):
            order = [0] * event.boards
            for board in result.boards:
                position = (board.first, board.second)[side]
                if position is not None:
                    order[board.board - 1] = starts[team - 1] + position - 1
            if order == [starts[team - 1] + b for b in range(event.boards)]:
                continue
            lines.append(
                f"300 {match.round:>3} {team:>3} {other:>3} "
                + " ".join(str(number).rjust(4) for number in order)
            )
    return lines


def _player_records(
    event: TeamEvent, matches: Sequence[MatchResult], rounds: int
) -> Iterator[str]:
    starts = start_numbers(event)
    games: dict[tuple[int, int], list[BoardGame]] = {}
    for result in matches:
        for game in board_games(event, result):
            games.setdefault((game.team, game.position), []).append(game)
    members = [
        (team, position)
        for team, entry in enumerate(event.teams, start=1)
        for position in range(1, len(entry.players) + 1)
    ]
    numbered = (
        (starts[team - 1] + position - 1, event.member(team, position))
        for team, position in members
    )
    for (team, position), (number, fields) in zip(
        members, numbered_fields(numbered), strict=True
    ):
        own = games.get((team, position), [])
        points = sum(
            (score_points(g.score, event.board_scoring) for g in own), Fraction(0)
        )
        yield player_record(
            number, fields, points, None, _blocks(own, starts), rounds=rounds
        )


def _blocks(games: Sequence[BoardGame], starts: Sequence[int]) -> Iterator[Block]:
    """A player's round blocks; nobody opposite is ``0000``, colour ``-``."""
    for game in games:
        if game.opponent is None:
            yield game.round, "0000", "-", game.score.value
        else:
            opponent = starts[game.opponent_team - 1] + game.opponent - 1
            yield game.round, str(opponent), game.colour.value, game.score.value
