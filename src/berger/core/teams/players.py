"""Players' individual results in a team event, and the best-board table.

A player's *games* are the boards where they were named with a result,
forfeits included (a forfeit win scores, a forfeit loss counts as a game with
nothing); *played* counts the games played over the board. The percentage is
points out of the most the games could give (games × points for a win). The
performance is FIDE's (B.02): the average rating of the rated opponents met
over the board, halves up, plus dp of the score against them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from berger.core.crosstable import SCORES
from berger.core.game_codes import GAME_HALVES
from berger.core.ratings import tables as rating
from berger.core.teams.table import BoardGame, TeamTable, score_points

_CHESS_SCORE = {
    SCORES[kind]: Fraction(halves, 2) for kind, halves in GAME_HALVES.items()
}
"""A game played over the board -> its score on the 1/½/0 scale."""


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """One player's results over the boards they played, or one board's."""

    team: int
    """The player's team."""
    position: int
    """The player's position in the team's list."""
    games: int
    """Boards with a result, forfeits included."""
    played: int
    """Games played over the board."""
    points: Fraction
    """Game points scored."""
    percentage: Fraction | None
    """Points out of the most the games could give (0..1); None without games."""
    performance: int | None
    """FIDE performance over games against rated opponents; None without any."""
    boards: tuple[int, ...]
    """The boards played on, lowest first."""


def _result(
    table: TeamTable, team: int, position: int, games: list[BoardGame]
) -> PlayerResult:
    event = table.event
    points = sum(
        (score_points(g.score, event.board_scoring) for g in games), Fraction(0)
    )
    rated = [
        (rated_as, _CHESS_SCORE[g.score])
        for g in games
        if g.score in _CHESS_SCORE
        and g.opponent is not None
        and (rated_as := event.member(g.opponent_team, g.opponent).rating) is not None
    ]
    performance = (
        rating.performance(
            sum((s for _, s in rated), Fraction(0)), [r for r, _ in rated]
        )
        if rated
        else None
    )
    most = len(games) * event.board_scoring.win
    return PlayerResult(
        team=team,
        position=position,
        games=len(games),
        played=sum(1 for g in games if g.score in _CHESS_SCORE),
        points=points,
        percentage=points / most if most else None,
        performance=performance,
        boards=tuple(sorted({g.board for g in games})),
    )


def _by_player(games: Iterable[BoardGame]) -> dict[tuple[int, int], list[BoardGame]]:
    out: dict[tuple[int, int], list[BoardGame]] = {}
    for game in games:
        out.setdefault((game.team, game.position), []).append(game)
    return out


def player_results(table: TeamTable) -> tuple[PlayerResult, ...]:
    """Every player of every team, team by team in list order; players
    without a game have zero games."""
    games = _by_player(table.games)
    return tuple(
        _result(table, team, position, games.get((team, position), []))
        for team, members in enumerate(table.event.teams, start=1)
        for position in range(1, len(members.players) + 1)
    )


def board_results(table: TeamTable) -> tuple[tuple[PlayerResult, ...], ...]:
    """For each board (board 1 first), every player who has a game on it,
    with their results on that board only: best percentage first, then more
    points, then team and position."""
    out = []
    for board in range(1, table.event.boards + 1):
        games = _by_player(g for g in table.games if g.board == board)
        rows = [
            _result(table, team, position, player_games)
            for (team, position), player_games in games.items()
        ]
        rows.sort(
            key=lambda r: (
                -(r.percentage or 0),
                -r.points,
                r.team,
                r.position,
            )
        )
        out.append(tuple(rows))
    return tuple(out)
