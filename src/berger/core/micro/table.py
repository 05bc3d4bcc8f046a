"""The table of a micro-match event after any round: every game counted as
a game of its own, every micro-match seen from each player's side, and,
with match points, the micro-matches' own crosstable.

The games are the crosstable of :func:`~berger.core.micro.matches.game_event`
(each round of the event played ``games`` times in a row): the points, the
withdrawal rule and every tie-break that counts single games come from it.
A game played counts as soon as it has a result, whether or not its
micro-match is finished.

A micro-match is finished once each of its games has a result (given, or
by the withdrawal rule); then it is won by the player with more game points,
drawn on equal points, and lost by both where neither scored anything, as a
team's match is (:func:`berger.core.teams.table.match_outcomes`). With match
points the finished micro-matches are also the games of the event's own
crosstable (:attr:`MicroMatchTable.matches`): won or lost (by forfeit when
no game of it was played over the board), drawn, or lost by both; counted
in match points; a micro-match not finished waits, as a game without a
result does.

Nothing here reads files, looks at the clock or draws random numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from berger.core.crosstable import Crosstable, Score, build_crosstable
from berger.core.game_dates import played_round
from berger.core.micro.matches import (
    MicroMatchEvent,
    game_colours,
    game_event,
    game_round,
)
from berger.core.model import Outcome
from berger.core.results import MatchResult, Results, withdrawals
from berger.core.schedule import Color, Pairing
from berger.core.scheduled import beyond_schedule
from berger.core.scoring import ScoringSystem
from berger.core.teams.event import MatchOutcome, match_points
from berger.core.teams.table import (
    MatchRecord,
    match_outcome,
    match_outcomes,
    score_points,
    side_scores,
)
from berger.core.tournament import Tournament
from berger.core.withdrawal import WithdrawalRule
from berger.errors import ScheduleError
from berger.messages import _


@dataclass(frozen=True, slots=True)
class MicroMatch:
    """One micro-match from one player's side, finished or not."""

    round: int
    """Round of the event."""
    cycle: int
    """Cycle of the round."""
    board: int
    """Board of the micro-match in the round."""
    opponent: int
    """The opponent's pairing number."""
    first: bool
    """The player is named first (white in game 1)."""
    colours: tuple[Color, ...]
    """The player's colour in each game, game 1 first."""
    scores: tuple[Score, ...]
    """The player's result in each game (``Score.PENDING`` while it has none)."""
    points: tuple[Fraction | None, ...]
    """The points each game is worth to the player, None while it has no result."""
    struck: bool
    """The games are struck from the standings by the withdrawal rule."""
    game_points: Fraction
    """The player's points in the games with a result."""
    opponent_game_points: Fraction
    """The opponent's points in the games with a result."""
    outcome: MatchOutcome | None
    """Won, drawn or lost, once every game has a result; None until then."""
    match_points: Fraction | None
    """Match points scored, where the event has them and the micro-match is
    finished; None otherwise."""

    @property
    def finished(self) -> bool:
        """Every game of the micro-match has a result."""
        return self.outcome is not None


@dataclass(frozen=True, slots=True)
class MicroMatchTable:
    """Every game and every micro-match of a micro-match event."""

    event: MicroMatchEvent
    """The event."""
    after_round: int
    """Results up to this round of the event are counted."""
    games: Crosstable
    """Every game, as the crosstable of the games' own event (rounds of
    :func:`~berger.core.micro.matches.game_schedule`)."""
    matches: Crosstable | None
    """With match points: the finished micro-matches as the games of the
    event's schedule, counted in match points; None without them."""
    records: tuple[tuple[MicroMatch, ...], ...]
    """``records[number - 1]``: the player's micro-matches of rounds
    1..:attr:`after_round`, in round order."""
    unfinished: int
    """Micro-matches of rounds 1..:attr:`after_round` with a game still
    without a result."""

    def game_points(self, player: int) -> Fraction:
        """``player``'s game points (struck games left out)."""
        return self.games.points[player - 1]

    def match_points(self, player: int) -> Fraction | None:
        """``player``'s match points, where the event has them."""
        return None if self.matches is None else self.matches.points[player - 1]

    def micro_match(self, player: int, round_number: int) -> MicroMatch | None:
        """``player``'s micro-match of the round, None for a bye or a round
        not counted."""
        for record in self.records[player - 1]:
            if record.round == round_number:
                return record
        return None

    @property
    def final(self) -> bool:
        """Every micro-match of the schedule is finished."""
        schedule = self.event.schedule
        return (
            schedule.complete
            and self.after_round == len(schedule.rounds)
            and not self.unfinished
        )


def build_micro_table(
    event: MicroMatchEvent,
    results: Results,
    *,
    after_round: int | None = None,
    withdrawal: WithdrawalRule = WithdrawalRule.HALF,
) -> MicroMatchTable:
    """The table after round ``after_round`` of the event (default: the last
    round with a result).

    Raises:
        ScheduleError: ``after_round`` beyond the schedule, or a withdrawn
            player with a game played over the board after withdrawing.
    """
    total = len(event.schedule.rounds)
    last = played_round(event.info, results) if after_round is None else after_round
    if not 0 <= last <= total:
        raise ScheduleError(beyond_schedule(last, total))
    withdrawn = withdrawals(event, results)
    _check_withdrawals(event, results, withdrawn)
    games = event.games
    played = build_crosstable(
        game_event(event),
        Results(
            _game_outcomes(event, results),
            {number: after * games for number, after in withdrawn.items()},
        ),
        after_round=last * games,
        withdrawal=withdrawal,
    )
    records: list[list[MicroMatch]] = [[] for _ in event.players]
    unfinished = 0
    for rnd in event.schedule.rounds[:last]:
        for match in rnd.games:
            first, second = _sides(event, played, match)
            records[match.white - 1].append(first)
            records[match.black - 1].append(second)
            unfinished += not first.finished
    return MicroMatchTable(
        event=event,
        after_round=last,
        games=played,
        matches=_matches(event, results, last, withdrawal),
        records=tuple(tuple(r) for r in records),
        unfinished=unfinished,
    )


def _check_withdrawals(
    event: MicroMatchEvent, results: Results, withdrawn: Mapping[int, int]
) -> None:
    """Refuse a game played over the board after a player withdrew, in the
    event's rounds (the games' own crosstable would name its own rounds)."""
    for (round_number, _board), result in sorted(results.matches.items()):
        match = result.match
        for player in (match.white, match.black):
            last = withdrawn.get(player)
            if last is None or round_number <= last:
                continue
            for game in result.boards:
                if game.outcome.played:
                    white, black = game_colours(match, game.board)
                    outcome = (
                        game.outcome if white == match.white else game.outcome.reversed
                    )
                    raise ScheduleError(
                        _(
                            "player {player} withdrew after round {last} but has"
                            " a result in round {round}: {white} – {black} {outcome}"
                        ).format(
                            player=player,
                            last=last,
                            round=round_number,
                            white=white,
                            black=black,
                            outcome=outcome,
                        )
                    )


def _game_outcomes(
    event: MicroMatchEvent, results: Results
) -> dict[tuple[int, int], Outcome]:
    """Each game's outcome in the games' own event, white's side first."""
    outcomes: dict[tuple[int, int], Outcome] = {}
    for (round_number, board), result in results.matches.items():
        for game in result.boards:
            outcome = game.outcome if game.board % 2 == 1 else game.outcome.reversed
            outcomes[game_round(round_number, game.board, event.games), board] = outcome
    return outcomes


def _sides(
    event: MicroMatchEvent, played: Crosstable, match: Pairing
) -> tuple[MicroMatch, MicroMatch]:
    """The micro-match ``match`` from its first-named player's side and from
    the other's, read from the games' crosstable."""
    rounds = [
        game_round(match.round, g, event.games) for g in range(1, event.games + 1)
    ]
    cells = [
        [played.cell(player, number) for number in rounds]
        for player in (match.white, match.black)
    ]
    totals = [
        sum((cell.points for cell in side if cell.points is not None), Fraction(0))
        for side in cells
    ]
    finished = all(cell.score is not Score.PENDING for cell in cells[0])
    outcomes = match_outcomes(totals[0], totals[1]) if finished else (None, None)

    def side(index: int) -> MicroMatch:
        own = cells[index]
        outcome = outcomes[index]
        return MicroMatch(
            round=match.round,
            cycle=match.cycle,
            board=match.board,
            opponent=(match.black, match.white)[index],
            first=index == 0,
            colours=tuple(cell.colour or Color.WHITE for cell in own),
            scores=tuple(cell.score for cell in own),
            points=tuple(cell.points for cell in own),
            struck=any(cell.struck for cell in own),
            game_points=totals[index],
            opponent_game_points=totals[1 - index],
            outcome=outcome,
            match_points=None
            if outcome is None or event.match_scoring is None
            else match_points(event.match_scoring, outcome),
        )

    return side(0), side(1)


def match_crosstable(table: MicroMatchTable, results: Results) -> Crosstable:
    """The micro-matches of ``table`` (counted from ``results``) as the
    games of the event's own schedule, a cell a round: each finished
    micro-match won, drawn or lost, in match points where the event has
    them (:attr:`MicroMatchTable.matches`), else under the event's own
    scoring (what the rounds of the event's site show; the standings count
    the games' points); an unfinished one pending."""
    if table.matches is not None:
        return table.matches
    found = _matches(
        table.event,
        results,
        table.after_round,
        table.games.withdrawal,
        table.event.scoring,
    )
    assert found is not None
    return found


def _matches(
    event: MicroMatchEvent,
    results: Results,
    last: int,
    withdrawal: WithdrawalRule,
    scoring: ScoringSystem | None = None,
) -> Crosstable | None:
    """With match points (or another ``scoring``), the crosstable of the
    finished micro-matches (as entered: the withdrawal rule then works on
    micro-matches)."""
    scoring = scoring or event.match_scoring
    if scoring is None:
        return None
    outcomes = {
        key: outcome
        for key, result in results.matches.items()
        if (outcome := _match_result(event, result)) is not None
    }
    matches = Tournament(
        info=event.info,
        players=event.players,
        schedule=event.schedule,
        numbering=event.numbering,
        seed=event.seed,
        scoring=scoring,
    )
    return build_crosstable(
        matches,
        Results(outcomes, results.withdrawn),
        after_round=last,
        withdrawal=withdrawal,
    )


def _match_result(event: MicroMatchEvent, result: MatchResult) -> Outcome | None:
    """A micro-match whose every game is entered as a game of the two
    players, from the first-named one's side; None while a game is not."""
    if len(result.boards) < event.games:
        return None
    points = [
        (score_points(first, event.scoring), score_points(second, event.scoring))
        for first, second in (side_scores(game.outcome) for game in result.boards)
    ]
    own = sum((a for a, _ in points), Fraction(0))
    other = sum((b for _, b in points), Fraction(0))
    outcome = match_outcomes(own, other)[0]
    record = MatchRecord(
        round=result.match.round,
        cycle=result.match.cycle,
        opponent=result.match.black,
        first=True,
        outcome=outcome,
        match_points=Fraction(0),
        game_points=own,
        opponent_game_points=other,
        played=any(game.outcome.played for game in result.boards),
        board_points=tuple(a for a, _ in points),
    )
    return match_outcome(record)
