"""What the players' results and the best-board tables of a team event show:
each player's games round by round and their totals, each board's players
ranked. Pure, like :mod:`berger.render.views`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from berger.core.crosstable import Score
from berger.core.schedule import Color
from berger.core.teams.players import PlayerResult, board_results, player_results
from berger.core.teams.table import TeamTable, score_points
from berger.render.team_views import TeamView, team_views
from berger.render.views import PlayerView

ROUND_COLUMNS_LIMIT = 15
"""The players' results show a column per round up to this many rounds."""


@dataclass(frozen=True, slots=True)
class RoundGame:
    """A player's game of one round, for the players' results."""

    board: int
    """The board played on."""
    colour: Color | None
    """The player's colour; None when nobody sat opposite."""
    score: Score
    """The player's result."""
    points: Fraction
    """The points it gave."""


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One player's individual results."""

    player: PlayerView
    """The player, numbered by their position in the team."""
    team: TeamView
    """The player's team."""
    reserve: bool
    """The player is listed after the board players."""
    rounds: tuple[RoundGame | None, ...]
    """Per round: the game, or None without one."""
    result: PlayerResult
    """Games, points, percentage, performance, boards."""


@dataclass(frozen=True, slots=True)
class TeamPlayers:
    """A team's players and their results."""

    team: TeamView
    """The team."""
    players: tuple[PlayerLine, ...]
    """Its players in list order."""


@dataclass(frozen=True, slots=True)
class PlayerResultsView:
    """Every team's players' individual results."""

    teams: tuple[TeamPlayers, ...]
    """Teams by number."""
    rounds: int
    """Round columns shown (0 when there are too many rounds to show)."""
    after_round: int
    """Results counted up to this round."""


def player_results_view(table: TeamTable) -> PlayerResultsView:
    """Each player's games round by round, and their totals."""
    event = table.event
    teams = team_views(event)
    rounds = len(event.schedule.rounds)
    shown = rounds if rounds <= ROUND_COLUMNS_LIMIT else 0
    games: dict[tuple[int, int], dict[int, RoundGame]] = {}
    for game in table.games:
        games.setdefault((game.team, game.position), {})[game.round] = RoundGame(
            game.board,
            None if game.opponent is None else game.colour,
            game.score,
            score_points(game.score, event.board_scoring),
        )
    lines: dict[int, list[PlayerLine]] = {}
    for result in player_results(table):
        team = teams[result.team - 1]
        own = games.get((result.team, result.position), {})
        lines.setdefault(result.team, []).append(
            PlayerLine(
                player=team.players[result.position - 1],
                team=team,
                reserve=result.position > event.boards,
                rounds=tuple(own.get(r) for r in range(1, shown + 1)),
                result=result,
            )
        )
    return PlayerResultsView(
        teams=tuple(
            TeamPlayers(team, tuple(lines.get(team.number, ()))) for team in teams
        ),
        rounds=shown,
        after_round=table.after_round,
    )


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One player's line of a board's table."""

    place: str
    """Place on the board, ``2-3`` when shared."""
    player: PlayerView
    """The player."""
    team: TeamView
    """The player's team."""
    result: PlayerResult
    """Games, points, percentage, performance on this board only."""


@dataclass(frozen=True, slots=True)
class BoardTable:
    """The best-board table of one board."""

    board: int
    """Board number."""
    lines: tuple[BoardLine, ...]
    """Best percentage first, then more points."""


def board_tables(table: TeamTable) -> tuple[BoardTable, ...]:
    """Each board's table: every player who played on it, ranked by
    percentage, then points; equal on both share the place."""
    teams = team_views(table.event)
    out = []
    for board, results in enumerate(board_results(table), start=1):
        keys = [(r.percentage, r.points) for r in results]
        lines = []
        for index, result in enumerate(results):
            first = keys.index(keys[index])
            last = len(keys) - 1 - keys[::-1].index(keys[index])
            place = str(first + 1) if first == last else f"{first + 1}-{last + 1}"
            team = teams[result.team - 1]
            lines.append(
                BoardLine(place, team.players[result.position - 1], team, result)
            )
        out.append(BoardTable(board, tuple(lines)))
    return tuple(out)
