"""Tie-breaks for team round robins (FIDE C.07), computed from the team table:
the values of each team's own, each a function of the registry's
(:mod:`berger.core.tiebreaks.registry`); those worked on a tied group of
teams (DE, EDE, TBR, BBE) are :mod:`berger.core.tiebreaks.team_groups`.

Codes (the TRF-2026 spelling, any case):

- team tie-breaks of C.07: ``EDE`` extended direct encounter (13.3: the
  primary score among the tied teams, then the secondary), ``EMMSB``,
  ``EMGSB``, ``EGMSB``, ``EGGSB`` extended Sonneborn-Berger (13.2: the
  opponent's match or game points times the match or game points scored
  against it), ``BC`` board count (12.1: Σ board number × game points on
  that board, lower first), ``TBR`` top board results (12.2) and ``BBE``
  bottom board elimination (12.3), over every match of the event;
- individual tie-breaks that mean something for a team: ``DE`` direct
  encounter on the primary score (art. 6), ``SB`` Sonneborn-Berger on the
  primary score (= EMMSB or EGGSB), ``WIN`` matches won (forfeits
  included), ``WON`` matches won with at least one board played, ``STD``
  1 per match won and ½ per match drawn, ``KS`` Koya on the primary score
  (points against teams with at least half the most they could score),
  ``TPN`` team number (lower first).

In a round robin every forfeit counts as a match (C.07 15.2) and a bye
counts for nothing. Ratings belong to players, not teams, so ARO, TPR and
the other rating tie-breaks are not offered; Buchholz is refused in round
robins as for individuals.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from berger.core.teams.event import MatchOutcome, Primary
from berger.core.teams.table import MatchRecord, TeamTable

TeamValues = Callable[[TeamTable], tuple[Fraction | int, ...]]
"""Every team's value of a tie-break, indexed ``number - 1``."""
SCORE_NAMES = {Primary.MATCH: "match_points", Primary.GAME: "game_points"}
"""The name of each score in the standings (:attr:`Standings.scores`)."""


def other(kind: Primary) -> Primary:
    """The other score: game points for match points and back."""
    return Primary.GAME if kind is Primary.MATCH else Primary.MATCH


def own_score(record: MatchRecord, kind: Primary) -> Fraction:
    """What the team scored in one match, in match or game points."""
    return record.match_points if kind is Primary.MATCH else record.game_points


def total(table: TeamTable, team: int, kind: Primary) -> Fraction:
    """Team ``team``'s match or game points."""
    if kind is Primary.MATCH:
        return table.match_points(team)
    return table.game_points(team)


def match_range(table: TeamTable, kind: Primary) -> tuple[Fraction, Fraction]:
    """The fewest and the most a team can score in one match."""
    event = table.event
    if kind is Primary.MATCH:
        scoring = event.scoring
        return min(scoring.loss, scoring.draw), max(scoring.win, scoring.draw)
    return event.min_match_game_points, event.max_match_game_points


def _teams(table: TeamTable) -> range:
    return range(1, table.event.n + 1)


def _sonneborn_berger(
    table: TeamTable, team: int, theirs: Primary, mine: Primary
) -> Fraction:
    """Σ over the team's matches of the opponent's ``theirs`` score × the
    team's ``mine`` score in the match."""
    return sum(
        (
            total(table, r.opponent, theirs) * own_score(r, mine)
            for r in table.records[team - 1]
        ),
        Fraction(0),
    )


def sonneborn_berger(table: TeamTable) -> tuple[Fraction | int, ...]:
    """SB: Sonneborn-Berger on the primary score (= EMMSB or EGGSB)."""
    primary = table.event.primary
    return tuple(
        _sonneborn_berger(table, team, primary, primary) for team in _teams(table)
    )


def extended_sonneborn_berger(theirs: Primary, mine: Primary) -> TeamValues:
    """EMMSB, EMGSB, EGMSB, EGGSB (13.2): the opponent's ``theirs`` score
    × the ``mine`` score scored against it."""

    def values(table: TeamTable) -> tuple[Fraction | int, ...]:
        return tuple(
            _sonneborn_berger(table, team, theirs, mine) for team in _teams(table)
        )

    return values


def match_wins(table: TeamTable) -> tuple[Fraction | int, ...]:
    """WIN: matches won, forfeits included."""
    return tuple(
        sum(1 for r in records if r.outcome is MatchOutcome.WIN)
        for records in table.records
    )


def matches_won_played(table: TeamTable) -> tuple[Fraction | int, ...]:
    """WON: matches won with at least one board played."""
    return tuple(
        sum(1 for r in records if r.outcome is MatchOutcome.WIN and r.played)
        for records in table.records
    )


def standard_points(table: TeamTable) -> tuple[Fraction | int, ...]:
    """STD: 1 for each match won, ½ for each match drawn."""
    return tuple(
        sum((_STD[r.outcome] for r in records), Fraction(0))
        for records in table.records
    )


def koya(table: TeamTable) -> tuple[Fraction | int, ...]:
    """KS: the primary score against the teams with at least half the most
    they could score."""
    event = table.event
    primary = event.primary
    best = (
        event.scoring.win
        if primary is Primary.MATCH
        else event.boards * event.board_scoring.win
    )
    return tuple(
        sum(
            (
                own_score(r, primary)
                for r in records
                if 2 * total(table, r.opponent, primary)
                >= best * len(table.records[r.opponent - 1])
            ),
            Fraction(0),
        )
        for records in table.records
    )


def team_numbers(table: TeamTable) -> tuple[Fraction | int, ...]:
    """TPN: the team's number (the lower first)."""
    return tuple(_teams(table))


def board_count(table: TeamTable) -> tuple[Fraction | int, ...]:
    """BC (12.1): Σ board number × game points on that board (lower first)."""
    return tuple(
        sum(
            (
                board * points
                for board, points in enumerate(table.board_points(team), 1)
            ),
            Fraction(0),
        )
        for team in _teams(table)
    )


_STD = {
    MatchOutcome.WIN: Fraction(1),
    MatchOutcome.DRAW: Fraction(1, 2),
    MatchOutcome.LOSS: Fraction(0),
}
