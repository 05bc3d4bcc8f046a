"""Team standings: the primary score, then the secondary, then the tie-break
chain, FIDE's way (each tie-break only splits the groups still tied), each
code through its entry in the registry
(:mod:`berger.core.tiebreaks.registry`): a value of each team's own, or
worked on each tied group (DE, EDE, TBR, BBE: see
:mod:`berger.core.tiebreaks.team_groups`).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from berger.core.standings import (
    Standing,
    Standings,
    chain_values,
    rank_groups,
    ranked_rows,
)
from berger.core.teams.event import Primary
from berger.core.teams.table import TeamTable
from berger.core.tiebreaks.chain import compute_team_tiebreaks, team_step
from berger.core.tiebreaks.codes import DEFAULT_TEAM_CHAIN, parse_team_chain
from berger.core.tiebreaks.teams import SCORE_NAMES, other, total


def score_names(primary: Primary) -> tuple[str, str]:
    """The team standings' scores, ``primary``'s first.

    >>> score_names(Primary.GAME)
    ('game_points', 'match_points')
    """
    return SCORE_NAMES[primary], SCORE_NAMES[other(primary)]


def primary_of(standings: Standings) -> Primary:
    """The score a team event's ``standings`` rank first."""
    match_first = standings.scores[0] == SCORE_NAMES[Primary.MATCH]
    return Primary.MATCH if match_first else Primary.GAME


def team_scores(standings: Standings, row: Standing) -> tuple[Fraction, Fraction]:
    """A team's match points and game points, from its line of ``standings``."""
    scores = dict(zip(standings.scores, row.scores, strict=True))
    return scores[SCORE_NAMES[Primary.MATCH]], scores[SCORE_NAMES[Primary.GAME]]


def compute_team_standings(
    table: TeamTable, chain: Sequence[str] = DEFAULT_TEAM_CHAIN
) -> Standings:
    """Rank the teams of the table: by the primary score, the secondary,
    then the team tie-break chain.

    Raises:
        InputError: an unknown tie-break code.
    """
    codes = parse_team_chain(chain)
    values = compute_team_tiebreaks(table, codes)
    primary = table.event.primary
    scores = {
        team: (total(table, team, primary), total(table, team, other(primary)))
        for team in range(1, table.event.n + 1)
    }
    steps = [(code, team_step(code, table, values)) for code in codes]
    groups, shown, cuts = rank_groups(list(scores), scores.__getitem__, steps)

    def line(team: int, place: str, rank: int, lots: bool) -> Standing:
        return Standing(
            place=place,
            rank=rank,
            number=team,
            scores=scores[team],
            tiebreaks=chain_values(codes, values, shown, team),
            lots=lots,
        )

    return Standings(
        after_round=table.after_round,
        chain=codes,
        rows=ranked_rows(groups, line),
        final=table.final,
        scores=score_names(primary),
        cuts=cuts,
    )
