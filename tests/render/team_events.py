"""The team event the team view tests work out by hand: FOUR of
tests/core/conftest.py (teams 1–4, 4 boards; R1 1–4, 2–3 · R2 4–3, 1–2 ·
R3 2–4, 3–1), with team 1's reserve (player 5) on board 4 in R3.

Matches, first-named team's game points first:
    R1 1–4 2:2 drawn, 2–3 2½:1½ · R2 4–3 2:2 drawn, 1–2 2½:1½ ·
    R3 2–4 1½:2½, 3–1 2½:1½
Match points (2/1/0): T1 D W L = 3, T2 W L L = 2, T3 L D W = 3, T4 D D W = 4.
"""

from __future__ import annotations

from tests.core.conftest import FOUR, four_teams, record_matches

from berger.core.results import Results
from berger.core.teams.table import TeamTable, build_team_table


def results() -> Results:
    return record_matches(four_teams(), FOUR, {(3, 3, 4): (None, 5)})


def table() -> TeamTable:
    return build_team_table(four_teams(), results())
