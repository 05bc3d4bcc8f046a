"""The team crosstable and standings, worked out by hand
on the event of tests/render/team_events.py (FOUR, with team 1's reserve on
board 4 in R3)."""

from __future__ import annotations

from fractions import Fraction

from tests.render.team_events import table

from berger.core.team_standings import compute_team_standings
from berger.core.teams import MatchOutcome
from berger.render import team_tables

F = Fraction


def test_team_crosstable_cells_and_lines() -> None:
    built = table()
    view = team_tables.team_crosstable(built, compute_team_standings(built))
    t2 = view.rows[1]
    # T2 beat T3 2½–1½ in R1; lost to T1 1½–2½ in R2 and to T4 1½–2½ in R3.
    assert t2.cells[2] == (
        team_tables.MatchCell(F(5, 2), F(3, 2), MatchOutcome.WIN, F(2)),
    )
    assert t2.cells[0] == (
        team_tables.MatchCell(F(3, 2), F(5, 2), MatchOutcome.LOSS, F(0)),
    )
    assert t2.cells[1] is None  # the diagonal
    line = t2.line
    assert (line.match_points, line.game_points) == (F(2), F(11, 2))
    assert (line.won, line.drawn, line.lost, line.matches) == (1, 0, 2, 3)
    # Best first: T4 4 MP; T1 and T3 3 MP each, T3 beat T1 (EDE); T2 2 MP.
    assert [row.team.number for row in view.standings.rows] == [4, 3, 1, 2]
    assert [row.tie_start for row in view.standings.rows] == [False, True, False, True]
