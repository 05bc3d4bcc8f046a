"""What the event site shows of a micro-match event's rounds: each
micro-match as the site shows a team's match (the two players its "teams",
each game one of its "boards"), with the colours of every game, its results
and the game points once every game has one. Pure, like
:mod:`berger.render.views`.
"""

from __future__ import annotations

from fractions import Fraction

from berger.core.crosstable import Score
from berger.core.micro.matches import MicroMatchEvent, game_colours
from berger.core.model import Outcome
from berger.core.results import Results
from berger.core.schedule import Color, Pairing
from berger.core.teams.table import score_points, side_scores
from berger.render.team_views import (
    BoardRow,
    MatchBoard,
    MatchView,
    ScoredMatch,
    Seat,
    TeamView,
)
from berger.render.views import PlayerView, entries, round_date


def _side(player: PlayerView) -> TeamView:
    """A player as one side of a micro-match."""
    return TeamView(player.number, player.name, player.rating, (player,), 1)


def micro_match(
    event: MicroMatchEvent,
    match: Pairing,
    results: Results,
    players: tuple[PlayerView, ...],
) -> ScoredMatch:
    """The micro-match ``match`` with each game's colours and result."""
    first, second = players[match.white - 1], players[match.black - 1]
    found = results.match(match.round, match.board)
    entered = {} if found is None else {g.board: g.outcome for g in found.boards}
    rows = []
    boards = []
    totals = [Fraction(0), Fraction(0)]
    for game in range(1, event.games + 1):
        white, _black = game_colours(match, game)
        colour = Color.WHITE if white == match.white else Color.BLACK
        outcome = entered.get(game, Outcome.UNPLAYED)  # the first-named side's
        scores = (
            (Score.PENDING, Score.PENDING)
            if outcome is Outcome.UNPLAYED
            else side_scores(outcome)
        )
        points = tuple(
            None if score is Score.PENDING else score_points(score, event.scoring)
            for score in scores
        )
        for index, value in enumerate(points):
            totals[index] += value or 0
        rows.append(BoardRow(game, colour, first, second, outcome))
        boards.append(
            MatchBoard(
                game,
                Seat(first, False, colour, scores[0], points[0]),
                Seat(second, False, colour.opposite, scores[1], points[1]),
            )
        )
    done = found is not None and len(found.boards) == event.games
    view = MatchView(
        round=match.round,
        cycle=match.cycle,
        table=match.board,
        date=round_date(event, match.round),
        first=_side(first),
        second=_side(second),
        boards=tuple(rows),
        score=(totals[0], totals[1]) if done else None,
        forfeit=found is not None and found.forfeit,
    )
    return ScoredMatch(view, tuple(boards))


def micro_rounds(
    event: MicroMatchEvent, results: Results
) -> tuple[tuple[ScoredMatch, ...], ...]:
    """Every round's micro-matches, by round, then board."""
    players = entries(event)
    return tuple(
        tuple(micro_match(event, match, results, players) for match in rnd.games)
        for rnd in event.schedule.rounds
    )
