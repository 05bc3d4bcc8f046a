"""What the team crosstable and the team standings show: each team's line,
each decided match from the row team's side. Pure, like
:mod:`berger.render.views`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from berger.core.standings import Standings
from berger.core.team_standings import primary_of, team_scores
from berger.core.team_table import MatchRecord, TeamTable
from berger.core.teams import MatchOutcome, Primary
from berger.render.formatting import needs_decimals
from berger.render.tables import ChainNotes
from berger.render.team_views import TeamView, team_views
from berger.render.views import Band, bands


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


def team_standings_view(table: TeamTable, standings: Standings) -> TeamStandingsView:
    """The team standings, best first, equal primary scores grouped."""
    teams = team_views(table.event)
    match_first = primary_of(standings) is Primary.MATCH
    rows = []
    previous: Fraction | None = None
    for line in standings.rows:
        records = table.records[line.number - 1]
        match_points, game_points = team_scores(standings, line)
        rows.append(
            TeamLine(
                place=line.place,
                team=teams[line.number - 1],
                match_points=match_points,
                game_points=game_points,
                tiebreaks=tuple(line.tiebreaks.get(code) for code in standings.chain),
                won=_count(records, MatchOutcome.WIN),
                drawn=_count(records, MatchOutcome.DRAW),
                lost=_count(records, MatchOutcome.LOSS),
                tie_start=previous is not None and line.points != previous,
            )
        )
        previous = line.points
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


def team_crosstable(table: TeamTable, standings: Standings) -> TeamCrosstable:
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
