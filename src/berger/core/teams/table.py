"""The team table after any round: each team's matches, match points and game
points, and every board game of every player.

A match counts once all its boards have a result. Game points are the board
points of the event's individual scoring (forfeits at their forfeit values);
the team with more game points wins the match, equal game points draw it,
except that a match in which neither team scored anything is lost by both.

The decided matches are also the teams' games of the event's crosstable
(:attr:`TeamTable.crosstable`, the one every event has): a match won is a
win, by forfeit when no board was played over the board; a match lost by
both a double forfeit; counted in match points.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from berger.core.crosstable import Crosstable, Score, build_crosstable
from berger.core.game_dates import played_round
from berger.core.model import Outcome
from berger.core.results import MatchResult, Results
from berger.core.schedule import Color
from berger.core.scheduled import beyond_schedule
from berger.core.scoring import ScoringSystem
from berger.core.teams.event import MatchOutcome, TeamEvent, match_points
from berger.errors import ScheduleError

_SIDE_SCORES: dict[Outcome, tuple[Score, Score]] = {
    Outcome.WHITE_WIN: (Score.WIN, Score.LOSS),
    Outcome.DRAW: (Score.DRAW, Score.DRAW),
    Outcome.BLACK_WIN: (Score.LOSS, Score.WIN),
    Outcome.WHITE_FORFEIT_WIN: (Score.FORFEIT_WIN, Score.FORFEIT_LOSS),
    Outcome.BLACK_FORFEIT_WIN: (Score.FORFEIT_LOSS, Score.FORFEIT_WIN),
    Outcome.DOUBLE_FORFEIT: (Score.FORFEIT_LOSS, Score.FORFEIT_LOSS),
}


def side_scores(outcome: Outcome) -> tuple[Score, Score]:
    """The first-named and the second team's score on a board.

    >>> side_scores(Outcome.BLACK_FORFEIT_WIN)
    (<Score.FORFEIT_LOSS: '-'>, <Score.FORFEIT_WIN: '+'>)

    Raises:
        KeyError: UNPLAYED (no result).
    """
    return _SIDE_SCORES[outcome]


def score_points(score: Score, scoring: ScoringSystem) -> Fraction:
    """The points of a board score under ``scoring``.

    Raises:
        ValueError: a bye or pending score.
    """
    match score:
        case Score.WIN:
            return scoring.win
        case Score.DRAW:
            return scoring.draw
        case Score.LOSS:
            return scoring.loss
        case Score.FORFEIT_WIN:
            return scoring.forfeit_win
        case Score.FORFEIT_LOSS:
            return scoring.forfeit_loss
        case _:
            raise ValueError(f"{score!r} is not a board result")


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """One decided match from one team's side."""

    round: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    opponent: int
    """The other team's number."""
    first: bool
    """The team was named first in the match."""
    outcome: MatchOutcome
    """Won, drawn or lost."""
    match_points: Fraction
    """Match points scored."""
    game_points: Fraction
    """Game points scored."""
    opponent_game_points: Fraction
    """Game points the opponent scored."""
    played: bool
    """At least one board was played over the board."""
    board_points: tuple[Fraction, ...]
    """Game points scored on each board, board 1 first."""


@dataclass(frozen=True, slots=True)
class BoardGame:
    """One board of a match from one player's side."""

    round: int
    """Round of the event."""
    board: int
    """Board number."""
    team: int
    """The player's team."""
    position: int
    """The player's position in the team's list."""
    opponent_team: int
    """The other team."""
    opponent: int | None
    """The opponent's position in the other team's list; None: nobody came."""
    colour: Color
    """The player's colour."""
    score: Score
    """The player's result."""


@dataclass(frozen=True, slots=True)
class TeamTable:
    """Every team's decided matches and every player's board games."""

    event: TeamEvent
    """The event."""
    after_round: int
    """Results up to this round are counted."""
    records: tuple[tuple[MatchRecord, ...], ...]
    """Each team's decided matches in round order, ``records[number - 1]``."""
    games: tuple[BoardGame, ...]
    """Every board game of a named player, by round, match and board."""
    pending: int
    """Matches of rounds 1..after_round without a result on every board."""
    crosstable: Crosstable
    """The teams' crosstable: each decided match a game of the two teams,
    counted in match points."""

    def match_points(self, team: int) -> Fraction:
        """Team ``team``'s match points (its points in the teams' crosstable)."""
        return self.crosstable.points[team - 1]

    def game_points(self, team: int) -> Fraction:
        """Team ``team``'s game points."""
        return sum((r.game_points for r in self.records[team - 1]), Fraction(0))

    def board_points(self, team: int) -> tuple[Fraction, ...]:
        """Team ``team``'s game points on each board over all its matches."""
        totals = [Fraction(0)] * self.event.boards
        for record in self.records[team - 1]:
            for index, points in enumerate(record.board_points):
                totals[index] += points
        return tuple(totals)

    @property
    def final(self) -> bool:
        """Every match of the schedule is counted."""
        return self.after_round == len(self.event.schedule.rounds) and not self.pending


def match_outcomes(
    mine: Fraction, theirs: Fraction
) -> tuple[MatchOutcome, MatchOutcome]:
    """A match decided on the game points of its two sides: the one with
    more wins it, equal points draw it, except that a match in which neither
    side scored anything is lost by both (a team's match, or a micro-match:
    see :mod:`berger.core.micro.table`).

    >>> from fractions import Fraction as F
    >>> [str(side) for side in match_outcomes(F(3), F(1))]
    ['W', 'L']
    >>> [str(side) for side in match_outcomes(F(0), F(0))]
    ['L', 'L']
    """
    if mine > theirs:
        return MatchOutcome.WIN, MatchOutcome.LOSS
    if mine < theirs:
        return MatchOutcome.LOSS, MatchOutcome.WIN
    if mine == 0 and theirs == 0:
        return MatchOutcome.LOSS, MatchOutcome.LOSS
    return MatchOutcome.DRAW, MatchOutcome.DRAW


def match_game_points(
    event: TeamEvent, result: MatchResult
) -> tuple[Fraction, Fraction] | None:
    """The game points of the first-named team and of the second in the
    match, once every board has a result (the match counts); None while a
    board has none."""
    if not _in_full(event, result):
        return None
    return _totals(_board_points(event, result))


def _in_full(event: TeamEvent, result: MatchResult) -> bool:
    """Every board of the match has a result."""
    return len(result.boards) == event.boards


def _board_points(
    event: TeamEvent, result: MatchResult
) -> tuple[tuple[Fraction, Fraction], ...]:
    """Each entered board's points, the first-named team's first."""
    return tuple(
        (
            score_points(first, event.board_scoring),
            score_points(second, event.board_scoring),
        )
        for first, second in (side_scores(board.outcome) for board in result.boards)
    )


def _totals(boards: tuple[tuple[Fraction, Fraction], ...]) -> tuple[Fraction, Fraction]:
    """Both teams' sums of their board points."""
    return (
        sum((a for a, _ in boards), Fraction(0)),
        sum((b for _, b in boards), Fraction(0)),
    )


def _decide(event: TeamEvent, result: MatchResult) -> tuple[MatchRecord, MatchRecord]:
    match = result.match
    boards = _board_points(event, result)
    played = any(board.outcome.played for board in result.boards)
    first, second = _totals(boards)
    outcomes = match_outcomes(first, second)

    def record(side: int, opponent: int, own: Fraction, other: Fraction) -> MatchRecord:
        return MatchRecord(
            round=match.round,
            cycle=match.cycle,
            opponent=opponent,
            first=side == 0,
            outcome=outcomes[side],
            match_points=match_points(event.scoring, outcomes[side]),
            game_points=own,
            opponent_game_points=other,
            played=played,
            board_points=tuple(pair[side] for pair in boards),
        )

    return record(0, match.black, first, second), record(1, match.white, second, first)


def board_games(event: TeamEvent, result: MatchResult) -> list[BoardGame]:
    """The board games of a match, one per named player, board by board."""
    match = result.match
    games = []
    for board in result.boards:
        scores = side_scores(board.outcome)
        colour = event.colour(board.board)
        sides = (
            (match.white, board.first, match.black, board.second, colour),
            (match.black, board.second, match.white, board.first, colour.opposite),
        )
        for side, (team, position, other, opponent, own_colour) in enumerate(sides):
            if position is not None:
                games.append(
                    BoardGame(
                        match.round,
                        board.board,
                        team,
                        position,
                        other,
                        opponent,
                        own_colour,
                        scores[side],
                    )
                )
    return games


def match_outcome(first: MatchRecord) -> Outcome:
    """A decided match as a game of the two teams, from the first-named
    team's record: won or lost (by forfeit when no board was played over the
    board), drawn, or lost by both (a double forfeit).

    >>> from fractions import Fraction as F
    >>> record = MatchRecord(1, 1, 2, True, MatchOutcome.LOSS, F(0), F(0), F(0),
    ...     False, ())
    >>> match_outcome(record)
    <Outcome.DOUBLE_FORFEIT: '--'>
    """
    if first.outcome is MatchOutcome.DRAW:
        return Outcome.DRAW
    won = first.outcome is MatchOutcome.WIN
    if not won and first.opponent_game_points <= first.game_points:
        return Outcome.DOUBLE_FORFEIT
    if first.played:
        return Outcome.WHITE_WIN if won else Outcome.BLACK_WIN
    return Outcome.WHITE_FORFEIT_WIN if won else Outcome.BLACK_FORFEIT_WIN


def build_team_table(
    event: TeamEvent, results: Results, *, after_round: int | None = None
) -> TeamTable:
    """The table after round ``after_round`` (default: the last round with
    any result).

    Raises:
        ScheduleError: ``after_round`` beyond the schedule.
    """
    total = len(event.schedule.rounds)
    last = played_round(event.info, results) if after_round is None else after_round
    if not 0 <= last <= total:
        raise ScheduleError(beyond_schedule(last, total))
    records: list[list[MatchRecord]] = [[] for _ in event.teams]
    games: list[BoardGame] = []
    outcomes: dict[tuple[int, int], Outcome] = {}
    pending = 0
    for rnd in event.schedule.rounds[:last]:
        for match in rnd.games:
            result = results.match(rnd.number, match.board)
            if result is None:
                pending += 1
                continue
            games.extend(board_games(event, result))
            if not _in_full(event, result):
                pending += 1
                continue
            first, second = _decide(event, result)
            records[match.white - 1].append(first)
            records[match.black - 1].append(second)
            outcomes[rnd.number, match.board] = match_outcome(first)
    return TeamTable(
        event=event,
        after_round=last,
        records=tuple(tuple(r) for r in records),
        games=tuple(games),
        pending=pending,
        crosstable=build_crosstable(event, Results(outcomes), after_round=last),
    )
