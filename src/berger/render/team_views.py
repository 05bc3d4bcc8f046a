"""What the team documents see: the teams, their matches board by board, the
team crosstable and standings, the best-board table and the players'
individual results.

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
from berger.core.model import Color, Outcome, Pairing
from berger.core.team_players import PlayerResult, board_results, player_results
from berger.core.team_results import MatchResult, TeamResults
from berger.core.team_standings import TeamStandings
from berger.core.team_table import MatchRecord, TeamTable, score_points, side_scores
from berger.core.teams import MatchOutcome, Primary, TeamEvent
from berger.render.formatting import needs_decimals
from berger.render.tables import ChainNotes
from berger.render.views import Band, PlayerView, bands, round_date

ROUND_COLUMNS_LIMIT = 15
"""The players' results show a column per round up to this many rounds."""


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
                PlayerView(
                    number=position,
                    name=p.name,
                    rating=p.rating,
                    federation=p.federation or "",
                    club=p.club or "",
                    title=p.title or "",
                    withdrawn_after=None,
                )
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
    score = None
    if len(entered) == event.boards:
        points = [Fraction(0), Fraction(0)]
        for row in rows:
            for side, side_score in enumerate(side_scores(row.outcome)):
                points[side] += score_points(side_score, event.scoring)
        score = (points[0], points[1])
    return MatchView(
        round=match.round,
        cycle=match.cycle,
        table=match.board,
        date=round_date(event, match.round),
        first=first,
        second=second,
        boards=tuple(rows),
        score=score,
        forfeit=result is not None and result.forfeit,
    )


def match_rounds(
    event: TeamEvent, results: TeamResults | None = None
) -> tuple[MatchRound, ...]:
    """Every round's matches, board results filled from ``results``."""
    teams = team_views(event)
    known = results or TeamResults()
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


# -- the team crosstable and standings -----------------------------------------


@dataclass(frozen=True, slots=True)
class TeamLine:
    """A team's line of the standings, as the standings page and the team
    crosstable print it."""

    place: str
    """Place, ``3-4`` when shared."""
    team: TeamView
    """The team."""
    match_points: Fraction
    """Match points."""
    game_points: Fraction
    """Game points."""
    tiebreaks: tuple[Fraction | int | None, ...]
    """Tie-break values in chain order."""
    won: int
    """Matches won."""
    drawn: int
    """Matches drawn."""
    lost: int
    """Matches lost."""
    tie_start: bool
    """True when the primary score differs from the line above."""

    @property
    def matches(self) -> int:
        """Matches counted."""
        return self.won + self.drawn + self.lost


@dataclass(frozen=True, slots=True)
class TeamStandingsView:
    """The team standings page."""

    rows: tuple[TeamLine, ...]
    """Best first."""
    tiebreaks: tuple[str, ...]
    """Tie-break codes in chain order."""
    decimals: tuple[bool, ...]
    """Per tie-break column: write halves as decimals (the column has quarters)."""
    after_round: int
    """Results counted up to this round."""
    final: bool
    """Every match has a result."""
    match_first: bool
    """Match points rank first (else game points)."""

    @property
    def notes(self) -> ChainNotes:
        """The notes under the table: the chain in words; teams still level
        share their place."""
        return ChainNotes(
            codes=self.tiebreaks, lots=False, seed=None, unrated=None, rating_codes=()
        )


@dataclass(frozen=True, slots=True)
class MatchCell:
    """One decided match in a cell of the team crosstable, from the row
    team's side."""

    game_points: Fraction
    """The row team's game points."""
    opponent_points: Fraction
    """The column team's game points."""
    outcome: MatchOutcome
    """Won, drawn or lost."""
    match_points: Fraction
    """The row team's match points."""


@dataclass(frozen=True, slots=True)
class TeamRow:
    """One row of the team crosstable: the team's line and its matches."""

    line: TeamLine
    """The team's line of the standings."""
    cells: tuple[tuple[MatchCell | None, ...] | None, ...]
    """Per column: the matches against that team in cycle order (None while
    not decided); None on the diagonal."""


@dataclass(frozen=True, slots=True)
class TeamCrosstable:
    """The team crosstable after a round, teams in number order."""

    rows: tuple[TeamRow, ...]
    """Rows by team number."""
    standings: TeamStandingsView
    """The standings it adds up to."""
    cycles: int
    """Matches per cell."""
    bands: tuple[Band, ...]
    """Opponent columns cut to fit."""

    @property
    def tiebreaks(self) -> tuple[str, ...]:
        """Tie-break codes in chain order."""
        return self.standings.tiebreaks

    @property
    def notes(self) -> ChainNotes:
        """The notes under the table (see :attr:`TeamStandingsView.notes`)."""
        return self.standings.notes


def team_standings_view(
    table: TeamTable, standings: TeamStandings
) -> TeamStandingsView:
    """The team standings, best first, equal primary scores grouped."""
    teams = team_views(table.event)
    match_first = standings.primary is Primary.MATCH
    rows = []
    previous: Fraction | None = None
    for line in standings.rows:
        records = table.records[line.number - 1]
        primary = line.match_points if match_first else line.game_points
        rows.append(
            TeamLine(
                place=line.place,
                team=teams[line.number - 1],
                match_points=line.match_points,
                game_points=line.game_points,
                tiebreaks=tuple(line.tiebreaks.get(code) for code in standings.chain),
                won=_count(records, MatchOutcome.WIN),
                drawn=_count(records, MatchOutcome.DRAW),
                lost=_count(records, MatchOutcome.LOSS),
                tie_start=previous is not None and primary != previous,
            )
        )
        previous = primary
    return TeamStandingsView(
        rows=tuple(rows),
        tiebreaks=standings.chain,
        decimals=tuple(
            needs_decimals(line.tiebreaks.get(code) for line in standings.rows)
            for code in standings.chain
        ),
        after_round=standings.after_round,
        final=standings.final,
        match_first=match_first,
    )


def _count(records: Sequence[MatchRecord], outcome: MatchOutcome) -> int:
    return sum(1 for r in records if r.outcome is outcome)


def team_crosstable(table: TeamTable, standings: TeamStandings) -> TeamCrosstable:
    """The filled team crosstable: each cell the match's score from the row
    team's side, every team's line of the standings."""
    view = team_standings_view(table, standings)
    lines = {line.team.number: line for line in view.rows}
    event = table.event
    cycles = event.schedule.cycles
    cells: dict[tuple[int, int], list[MatchCell | None]] = {}
    for team in range(1, event.n + 1):
        for opponent in range(1, event.n + 1):
            if opponent != team:
                cells[team, opponent] = [None] * cycles
        for record in table.records[team - 1]:
            cells[team, record.opponent][record.cycle - 1] = MatchCell(
                record.game_points,
                record.opponent_game_points,
                record.outcome,
                record.match_points,
            )
    return TeamCrosstable(
        rows=tuple(
            TeamRow(
                lines[team],
                tuple(
                    None if column == team else tuple(cells[team, column])
                    for column in range(1, event.n + 1)
                ),
            )
            for team in range(1, event.n + 1)
        ),
        standings=view,
        cycles=cycles,
        bands=bands(event.n),
    )


# -- players' results ------------------------------------------------------------


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
            score_points(game.score, event.scoring),
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
