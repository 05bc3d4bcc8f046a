"""What the team documents see: the teams and their matches board by board,
and the cells of the team crosstable (the crosstable and the standings
themselves are every event's, :mod:`berger.render.tables`); the players'
individual results and the best-board tables are in
:mod:`berger.render.team_players`.

Pure, like :mod:`berger.render.views`: numbers stay numbers (points as
``Fraction``), no language. A player is shown with their position in the
team's list (board order, reserves last); a team with its number.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from berger.core.crosstable import Score
from berger.core.model import Outcome
from berger.core.results import MatchResult, Results
from berger.core.schedule import Color, Pairing
from berger.core.scoring import ScoringSystem
from berger.core.teams.event import TeamEvent
from berger.core.teams.table import (
    TeamTable,
    match_game_points,
    score_points,
    side_scores,
)
from berger.render.tables import FilledCrosstable, MatchCell, StandingsView, grid
from berger.render.views import PlayerView, round_date


@dataclass(frozen=True, slots=True)
class TeamView:
    """A numbered team as every team document shows it."""

    number: int
    """Team number."""
    name: str
    """Team name as typed."""
    rating: int | None
    """Average rating of its board players, or None."""
    players: tuple[PlayerView, ...]
    """Its players in board order, numbered by their position in the list."""
    boards: int
    """Boards per match: the first ``boards`` players are the board players."""

    @property
    def reserves(self) -> tuple[PlayerView, ...]:
        """The players after the board players."""
        return self.players[self.boards :]


def team_views(event: TeamEvent) -> tuple[TeamView, ...]:
    """Every team, by number."""
    return tuple(
        TeamView(
            number=number,
            name=team.name,
            rating=team.rating(event.boards),
            players=tuple(
                PlayerView.of(position, p, withdrawn_after=None)
                for position, p in enumerate(team.players, start=1)
            ),
            boards=event.boards,
        )
        for number, team in enumerate(event.teams, start=1)
    )


@dataclass(frozen=True, slots=True)
class BoardRow:
    """One board of a match."""

    board: int
    """Board number."""
    colour: Color
    """The first-named team's colour on this board."""
    first: PlayerView | None
    """Who played for the first-named team (before the results: its board
    player); None when nobody did."""
    second: PlayerView | None
    """Who played for the second-named team; None when nobody did."""
    outcome: Outcome
    """The result from the first-named team's side; UNPLAYED while unknown."""


@dataclass(frozen=True, slots=True)
class MatchView:
    """One match: both teams and every board."""

    round: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    table: int
    """The match's number in its round."""
    date: dt.date | dt.datetime | None
    """The round's date, where known."""
    first: TeamView
    """The first-named team."""
    second: TeamView
    """The second-named team."""
    boards: tuple[BoardRow, ...]
    """Every board in order."""
    score: tuple[Fraction, Fraction] | None
    """Game points of the first-named and the second team once every board
    has a result, else None."""
    forfeit: bool
    """The whole match was forfeited."""


@dataclass(frozen=True, slots=True)
class MatchRound:
    """One round's matches, for the wall."""

    round: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    date: dt.date | dt.datetime | None
    """The round's date, where known."""
    matches: tuple[MatchView, ...]
    """Matches in order."""
    bye: TeamView | None
    """The team without a match this round, or None."""


def match_view(
    event: TeamEvent,
    match: Pairing,
    result: MatchResult | None,
    teams: Sequence[TeamView],
) -> MatchView:
    """The match with the boards entered in ``result`` (board players and no
    result on the others)."""
    first, second = teams[match.white - 1], teams[match.black - 1]
    entered = {} if result is None else {b.board: b for b in result.boards}
    rows = []
    for board in range(1, event.boards + 1):
        known = entered.get(board)
        if known is None:
            rows.append(
                BoardRow(
                    board,
                    event.colour(board),
                    first.players[board - 1],
                    second.players[board - 1],
                    Outcome.UNPLAYED,
                )
            )
            continue
        rows.append(
            BoardRow(
                board,
                event.colour(board),
                None if known.first is None else first.players[known.first - 1],
                None if known.second is None else second.players[known.second - 1],
                known.outcome,
            )
        )
    return MatchView(
        round=match.round,
        cycle=match.cycle,
        table=match.board,
        date=round_date(event, match.round),
        first=first,
        second=second,
        boards=tuple(rows),
        score=None if result is None else match_game_points(event, result),
        forfeit=result is not None and result.forfeit,
    )


def match_rounds(
    event: TeamEvent, results: Results | None = None
) -> tuple[MatchRound, ...]:
    """Every round's matches, board results filled from ``results``."""
    teams = team_views(event)
    known = results or Results()
    return tuple(
        MatchRound(
            round=rnd.number,
            cycle=rnd.cycle,
            date=round_date(event, rnd.number),
            matches=tuple(
                match_view(event, match, known.match(rnd.number, match.board), teams)
                for match in rnd.games
            ),
            bye=None if rnd.bye is None else teams[rnd.bye - 1],
        )
        for rnd in event.schedule.rounds
    )


def card_pages(event: TeamEvent, per_page: int) -> tuple[tuple[MatchView, ...], ...]:
    """The match cards, ``per_page`` to a sheet, each round on new sheets."""
    pages: list[tuple[MatchView, ...]] = []
    for rnd in match_rounds(event):
        for start in range(0, len(rnd.matches), per_page):
            pages.append(rnd.matches[start : start + per_page])
    return tuple(pages)


def team_crosstable(table: TeamTable, view: StandingsView) -> FilledCrosstable:
    """The filled team crosstable: each cell the matches of the row team
    against the column's in cycle order, the match's score from the row
    team's side (None while not decided); every team's line of the
    standings ``view``."""
    cycles = table.event.schedule.cycles
    cells: dict[tuple[int, int], list[MatchCell | None]] = {}
    for team, records in enumerate(table.records, start=1):
        for record in records:
            cells.setdefault((team, record.opponent), [None] * cycles)[
                record.cycle - 1
            ] = MatchCell(
                record.game_points,
                record.opponent_game_points,
                record.outcome,
                record.match_points,
            )
    return grid(
        view,
        cycles,
        lambda team, opponent: tuple(cells.get((team, opponent), [None] * cycles)),
    )


@dataclass(frozen=True, slots=True)
class Seat:
    """One team's side of a board of a match: who sat there and how it went
    (what the event site shows of a board)."""

    player: PlayerView | None
    """Who played for the team (before the result: its board player); None
    when nobody did."""
    reserve: bool
    """The player is one of the team's reserves."""
    colour: Color
    """The colour the team had on the board."""
    score: Score
    """The player's result; PENDING while the board has none."""
    points: Fraction | None
    """The game points it gave the team; None while the board has no result."""


@dataclass(frozen=True, slots=True)
class MatchBoard:
    """One board of a match from both sides."""

    board: int
    """Board number."""
    first: Seat
    """The first-named team's side."""
    second: Seat
    """The second-named team's side."""


@dataclass(frozen=True, slots=True)
class ScoredMatch:
    """A match with each board's two sides and their results: what the event
    site shows of a match."""

    match: MatchView
    """The match: both teams, the score once decided."""
    boards: tuple[MatchBoard, ...]
    """Every board in order."""


def _seat(
    team: TeamView,
    player: PlayerView | None,
    colour: Color,
    score: Score,
    scoring: ScoringSystem,
) -> Seat:
    return Seat(
        player=player,
        reserve=player is not None and player.number > team.boards,
        colour=colour,
        score=score,
        points=None if score is Score.PENDING else score_points(score, scoring),
    )


def scored_match(match: MatchView, scoring: ScoringSystem) -> ScoredMatch:
    """``match`` with each board's two sides scored under the board scoring
    ``scoring``."""
    boards = []
    for row in match.boards:
        first, second = (
            (Score.PENDING, Score.PENDING)
            if row.outcome is Outcome.UNPLAYED
            else side_scores(row.outcome)
        )
        boards.append(
            MatchBoard(
                row.board,
                _seat(match.first, row.first, row.colour, first, scoring),
                _seat(match.second, row.second, row.colour.opposite, second, scoring),
            )
        )
    return ScoredMatch(match, tuple(boards))


def scored_rounds(
    event: TeamEvent, results: Results | None = None
) -> tuple[tuple[ScoredMatch, ...], ...]:
    """Every round's matches (by round, then table) with their boards scored
    from ``results``."""
    return tuple(
        tuple(scored_match(match, event.board_scoring) for match in rnd.matches)
        for rnd in match_rounds(event, results)
    )
