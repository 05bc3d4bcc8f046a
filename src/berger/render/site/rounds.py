"""The rounds of an event's site, worked out from the crosstable now: how
far each round has got, the round now, the running scores, each round's
boards (a team event's matches) and each entrant's rounds with what comes
next for it."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from berger.core.calendar import When, game_start
from berger.core.crosstable import Crosstable, Score
from berger.render import views
from berger.render.pending import PendingView
from berger.render.site.pages import (
    Board,
    MatchSide,
    PlayerRound,
    RoundStatus,
    RoundView,
    SiteData,
)
from berger.render.team_views import ScoredMatch
from berger.render.views import PlayerView


def round_statuses(crosstable: Crosstable) -> tuple[tuple[int, int], ...]:
    """Per round: (games with a result, games) from the crosstable now."""
    tournament = crosstable.tournament
    rows = crosstable.rows
    out = []
    for rnd in tournament.schedule.rounds:
        done = sum(
            rows[white - 1][rnd.number - 1].score is not Score.PENDING
            for white in rnd.whites
        )
        out.append((done, len(rnd.whites)))
    return tuple(out)


def _status(done: int, games: int, started: bool = False) -> RoundStatus:
    """A round's status from its games with a result; ``started``: a game of
    it without a result has begun to have some (a team event's match with
    some boards in)."""
    if done == games:
        return RoundStatus.DONE
    return RoundStatus.PLAYING if done or started else RoundStatus.UPCOMING


def current_round(data: SiteData, statuses: Sequence[tuple[int, int]]) -> int:
    """The round being played, or the next to play: the last round with a
    result while it has games left, else the one after it (the last round
    once the event is over; round 1 before any result). ``statuses`` are
    the :func:`round_statuses` of the crosstable now.
    """
    total = len(data.tournament.schedule.rounds)
    if not data.tables:
        return 1
    last = data.tables[-1][1].after_round
    done, games = statuses[last - 1]
    if done < games or last == total:
        return last
    return last + 1


def running_scores(
    crosstable: Crosstable,
) -> tuple[tuple[tuple[Fraction, ...], ...], tuple[tuple[Fraction | None, ...], ...]]:
    """``before[number - 1][round - 1]``, the counted points in the earlier
    rounds, and ``totals[number - 1][round - 1]``, the points after the round
    (None while the round is pending for the player); struck games count
    nothing."""
    before = []
    totals = []
    for row in crosstable.rows:
        total = Fraction(0)
        earlier: list[Fraction] = []
        after: list[Fraction | None] = []
        for cell in row:
            earlier.append(total)
            if cell.points is not None and not cell.struck:
                total += cell.points
            after.append(None if cell.points is None else total)
        before.append(tuple(earlier))
        totals.append(tuple(after))
    return tuple(before), tuple(totals)


def _matches(data: SiteData) -> dict[tuple[int, int], ScoredMatch]:
    """A team event's matches by (round, table); none for an event of players."""
    return {
        (scored.match.round, scored.match.table): scored
        for matches in data.parts.matches
        for scored in matches
    }


def round_views(
    data: SiteData,
    players: tuple[PlayerView, ...],
    current: int,
    statuses: Sequence[tuple[int, int]],
    before: Sequence[Sequence[Fraction]],
) -> tuple[RoundView, ...]:
    rows = data.crosstable.rows
    matches = _matches(data)
    started = {
        round_number
        for (round_number, _table), scored in matches.items()
        if any(b.first.score is not Score.PENDING for b in scored.boards)
    }
    out = []
    for rnd in data.tournament.schedule.rounds:
        number = rnd.number
        shown = 1 < number <= current
        boards = tuple(
            Board(
                board=g.board,
                white=players[g.white - 1],
                black=players[g.black - 1],
                white_cell=rows[g.white - 1][number - 1],
                black_cell=rows[g.black - 1][number - 1],
                white_before=before[g.white - 1][number - 1] if shown else None,
                black_before=before[g.black - 1][number - 1] if shown else None,
                match=matches.get((number, g.board)),
            )
            for g in rnd.games
        )
        out.append(
            RoundView(
                number=number,
                cycle=rnd.cycle,
                date=views.round_date(data.tournament, number),
                status=_status(*statuses[number - 1], number in started),
                boards=boards,
                bye=None if rnd.bye is None else players[rnd.bye - 1],
            )
        )
    return tuple(out)


def player_rounds(
    data: SiteData,
    players: tuple[PlayerView, ...],
    totals: Sequence[Sequence[Fraction | None]],
) -> tuple[tuple[PlayerRound, ...], ...]:
    tournament = data.tournament
    boards: dict[tuple[int, int], int] = {}
    for game in tournament.schedule.games():
        boards[(game.round, game.white)] = game.board
        boards[(game.round, game.black)] = game.board
    matches = _matches(data)
    out = []
    for number, row in enumerate(data.crosstable.rows, start=1):
        out.append(
            tuple(
                PlayerRound(
                    round=cell.round,
                    date=_start(data, cell.round, boards.get((cell.round, number))),
                    board=boards.get((cell.round, number)),
                    cell=cell,
                    opponent=None
                    if cell.opponent is None
                    else players[cell.opponent - 1],
                    total=totals[number - 1][cell.round - 1],
                    side=_side(
                        matches.get((cell.round, boards.get((cell.round, number), 0))),
                        number,
                    ),
                )
                for cell in row
            )
        )
    return tuple(out)


def _start(data: SiteData, number: int, board: int | None) -> When | None:
    """When a game of round ``number`` on ``board`` is played: on its own
    date where the results give one (at its round's time), else at its
    round's start; the round's for a bye."""
    tournament = data.tournament
    if board is None:
        return views.round_date(tournament, number)
    game = tournament.schedule.round(number).game(board)
    return game_start(tournament.info, game, data.results)


def _side(match: ScoredMatch | None, team: int) -> MatchSide | None:
    """Team ``team``'s side of ``match`` (None without a match)."""
    if match is None:
        return None
    first = match.match.first.number == team
    board = match.boards[0]
    score = match.match.score
    return MatchSide(
        match=match,
        first=first,
        colour=(board.first if first else board.second).colour,
        score=score if score is None or first else (score[1], score[0]),
    )


def coming_games(
    rounds: Sequence[PlayerRound], current: int, pending: Sequence[PendingView] = ()
) -> tuple[PlayerRound, ...]:
    """The games ``pending`` (postponed) of earlier rounds, a bye in the
    current round, then the first game still to play from it on."""
    late = {game.round for game in pending}
    out = [line for line in rounds[: current - 1] if line.round in late]
    now = rounds[current - 1]
    out += [now] if now.opponent is None else []
    for line in rounds[current - 1 :]:
        if line.opponent is not None and line.cell.score is Score.PENDING:
            out.append(line)
            break
    return tuple(out)
